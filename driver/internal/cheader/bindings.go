package cheader

import (
	"fmt"
	"slices"
	"sort"
)

// Binding is one C function kern calls: its API name, the symbol bound
// and the signature assumed.
type Binding struct {
	Name, Sym, Sig string
	// Optional bindings may be missing from this header (an entry point of
	// a later version).
	Optional bool
}

// Check is one header check: the bindings, the constants kern uses by C
// name and value, struct sizes and fields.
type Check struct {
	Bindings []Binding
	// Consts are C name → the value kern uses.
	Consts map[string]int64
	// Newer are constants kern may name that this header predates (error
	// codes of a later release): absent is fine, present must match.
	Newer []string
	// Fields are "Type.field" → {offset, size} kern assumes (-1: any).
	Fields map[string][2]int
	// Structs are type names whose size is returned.
	Structs []string
}

// Run reads h for c and returns every mismatch, one error each, and the
// Result for further checks.
func (c Check) Run(h Header) (*Result, []error) {
	q := Query{Structs: c.Structs}
	for _, b := range c.Bindings {
		q.Funcs = append(q.Funcs, b.Name)
	}
	for n := range c.Consts {
		q.Consts = append(q.Consts, n)
	}
	sort.Strings(q.Consts)
	for f := range c.Fields {
		q.Fields = append(q.Fields, f)
	}
	sort.Strings(q.Fields)
	r, err := Read(h, q)
	if err != nil {
		return nil, []error{err}
	}
	var errs []error
	for _, b := range c.Bindings {
		if _, ok := r.Protos[b.Name]; !ok && b.Optional {
			continue
		}
		if err := r.CheckFunc(b.Name, b.Sym, b.Sig); err != nil {
			errs = append(errs, err)
		}
	}
	for _, n := range q.Consts {
		if _, ok := r.Consts[n]; !ok && slices.Contains(c.Newer, n) {
			continue
		}
		if err := r.CheckConst(n, c.Consts[n]); err != nil {
			errs = append(errs, err)
		}
	}
	for _, n := range q.Fields {
		want, got := c.Fields[n], r.Fields[n]
		if want[0] < 0 {
			want[0] = got.Offset
		}
		if want[1] < 0 {
			want[1] = got.Size
		}
		if err := r.CheckField(n, want[0], want[1]); err != nil {
			errs = append(errs, err)
		}
	}
	return r, errs
}

// Accounted checks that every constant of a Go package is in table (Go
// name → the C name it stands for, "" for kern's own), with the value the
// table's Go expression gave. It catches a new constant nobody checks.
func Accounted(dir string, table map[string]string, values map[string]int64) []error {
	consts, err := GoConsts(dir)
	if err != nil {
		return []error{err}
	}
	var errs []error
	for _, c := range consts {
		if _, ok := table[c.Name]; !ok {
			errs = append(errs, fmt.Errorf("%s: constant %s is not in the header check's table", c.Pos, c.Name))
			continue
		}
		if v, ok := values[c.Name]; ok && c.Value != nil && *c.Value != v {
			errs = append(errs, fmt.Errorf("%s: table value of %s is %d, the source says %d", c.Pos, c.Name, v, *c.Value))
		}
	}
	return errs
}
