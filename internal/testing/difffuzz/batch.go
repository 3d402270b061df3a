package difffuzz

import (
	"fmt"
	"go/format"
	"regexp"
	"sort"
	"strings"
)

// Source renders the instance's kernel Go: struct types, tables, helpers
// and the marked function (for a kernel, its element and combine
// functions and the kernel). It is what kern gen compiles, and what a
// reproducer shows.
func (in *Instance) Source() string {
	r := in.renderer(false, in.TP)
	r.decls(in.Structs, in.Tables)
	for _, h := range in.Helpers {
		r.fn(h, "")
	}
	if in.Kern == nil {
		r.fn(in.Core, "//kern:vectorize")
	} else {
		r.fn(in.Core, "")
		r.fn(in.Comb, "")
		r.b.WriteString(in.kernText().kernel())
	}
	r.nanHelpers(r.b.String())
	return r.b.String()
}

// renderer is a renderer of the instance's functions.
func (in *Instance) renderer(twin bool, tp *TypeParam) *renderer {
	r := newRenderer(twin, tp, in.genericHelpers())
	r.nan = strings.ToLower(in.Name) + "nan"
	return r
}

// RefSource renders the plain-Go side: the twins over the portable math
// package and, for a kernel, its sequential references (over the host
// core and over the twin).
func (in *Instance) RefSource() string {
	r := in.renderer(true, in.TP)
	for _, h := range in.Helpers {
		r.fn(h, "")
	}
	r.fn(in.Core, "")
	if in.Kern != nil {
		r.fn(in.Comb, "")
		t := in.kernText()
		r.b.WriteString(t.reference("") + "\n" + t.reference("_p"))
	}
	r.nanHelpers(r.b.String())
	return r.b.String()
}

func (in *Instance) genericHelpers() map[string]bool {
	m := map[string]bool{}
	for _, h := range in.Helpers {
		m[h.Name] = h.Generic
	}
	return m
}

func (in *Instance) kernText() kernText {
	low := strings.ToLower(in.Name)
	t := kernText{k: in.Kern, name: in.Name, elem: in.Core.Name, comb: low + "c"}
	if len(in.Kern.Step) > 0 {
		for i, twin := range []bool{false, true} {
			r := in.renderer(twin, nil)
			for j, st := range in.Kern.Step {
				r.stmt(st, in.Kern.Step[j+1:])
			}
			if i == 0 {
				t.step = r.b.String()
			} else {
				t.stepTwin = r.b.String()
			}
		}
	}
	return t
}

// Cases names the harness cases of the instance: one per instantiation
// of a generic core.
func (in *Instance) Cases() []string {
	if in.TP == nil {
		return []string{in.Name}
	}
	var cs []string
	for _, m := range in.TP.Members {
		cs = append(cs, in.Name+"_"+m.String())
	}
	return cs
}

// registration renders the harness cases of the instance for main.go.
func (in *Instance) registration() string {
	if in.Kern != nil {
		return in.kernRegistration()
	}
	var b strings.Builder
	members := []Kind{TP}
	if in.TP != nil {
		members = in.TP.Members
	}
	for i, m := range members {
		sub := func(k Kind) Kind {
			if k == TP {
				return m
			}
			return k
		}
		inst := ""
		if in.TP != nil {
			inst = "[" + m.String() + "]"
		}
		name := in.Cases()[i]
		var cols, vars, assert, args []string
		for j, p := range in.Core.Params {
			k := sub(p.K)
			cols = append(cols, fmt.Sprintf("harness.Col[%s]()", k))
			vars = append(vars, fmt.Sprintf("a%d", j))
			assert = append(assert, fmt.Sprintf("in[%d].([]%s)", j, k))
			args = append(args, fmt.Sprintf("a%d[i]", j))
		}
		res := sub(in.Core.Results[0])
		fmt.Fprintf(&b, "\t\t&harness.Vec{Name: %q, Seed: %#x, Ufunc: kern.Vectorize(%q, kern.Loop%d(%s%s)),\n", name, in.Seed, name, len(cols), in.Name, inst)
		fmt.Fprintf(&b, "\t\t\tIn: []harness.Column{%s}, Out: harness.Col[%s](),\n", strings.Join(cols, ", "), res)
		fmt.Fprintf(&b, "\t\t\tRef: func(in []any, out any, p bool) {\n")
		fmt.Fprintf(&b, "\t\t\t\t%s, o := %s, out.([]%s)\n", strings.Join(vars, ", "), strings.Join(assert, ", "), res)
		fmt.Fprintf(&b, "\t\t\t\tfor i := range o {\n\t\t\t\t\tif p {\n\t\t\t\t\t\to[i] = %s_p%s(%s)\n\t\t\t\t\t} else {\n\t\t\t\t\t\to[i] = %s%s(%s)\n\t\t\t\t\t}\n\t\t\t\t}\n",
			in.Name, inst, strings.Join(args, ", "), in.Name, inst, strings.Join(args, ", "))
		fmt.Fprintf(&b, "\t\t\t}},\n")
	}
	return b.String()
}

func (in *Instance) kernRegistration() string {
	k, t := in.Kern, in.kernText()
	var params, assert []string
	size := func(s string) string { return "func(g harness.Geom) []int { return []int{" + s + "} }" }
	j := 0
	if !k.twoD() {
		params = append(params, `{Name: "n"}`)
		assert = append(assert, "a[0].(int)")
		j++
	}
	add := func(name string, x KIn, out bool, sz string) {
		params = append(params, fmt.Sprintf("{Name: %q, Col: harness.Col[%s](), Form: %q, Out: %v, Size: %s}", name, x.K, x.Form, out, size(sz)))
		assert = append(assert, fmt.Sprintf("a[%d].([]%s)", j, x.K))
		j++
	}
	for i, x := range k.Ins {
		sz := "g.N"
		switch {
		case x.Form == "arr2":
			sz = "g.Rows, g.Cols"
		case k.twoD():
			sz = "g.Cols"
		}
		add(fmt.Sprintf("in%d", i), x, false, sz)
	}
	for i, o := range t.outs() {
		sz := "g.N"
		switch k.Template {
		case "tree":
			sz = "g.Grid.X"
		case "down":
			if i == 0 {
				sz = "g.Grid.X * g.Block.X / 32"
			}
		case "atomic", "shatomic":
			sz = fmt.Sprint(k.Bins)
		case "grid2":
			sz = "g.Rows, g.Cols"
		case "tile":
			sz = "g.Cols, g.Rows"
		}
		add(fmt.Sprintf("out%d", i), o, true, sz)
	}
	B := k.Block
	var geom string
	switch k.Template {
	case "grid2":
		bx, by := k.Block2[0], k.Block2[1]
		geom = fmt.Sprintf("rows, cols := (n+36)/37, min(n, 37)\n\t\t\treturn harness.Geom{N: n, Rows: rows, Cols: cols, Grid: kern.D2(max(1, (rows+%d)/%d), max(1, (cols+%d)/%d)), Block: kern.D2(%d, %d)}",
			bx-1, bx, by-1, by, bx, by)
	case "tile":
		geom = "rows, cols := (n+36)/37, min(n, 37)\n\t\t\treturn harness.Geom{N: n, Rows: rows, Cols: cols, Grid: kern.D2(max(1, (cols+15)/16), max(1, (rows+15)/16)), Block: kern.D2(16, 16)}"
	case "stride":
		geom = fmt.Sprintf("return harness.Geom{N: n, Grid: kern.D1(min(%d, max(1, (n+%d)/%d))), Block: kern.D1(%d)}", k.GridCap, B-1, B, B)
	default:
		geom = fmt.Sprintf("return harness.Geom{N: n, Grid: kern.D1(max(1, (n+%d)/%d)), Block: kern.D1(%d)}", B-1, B, B)
	}
	opts := ""
	if k.Template == "dyn" {
		opts = fmt.Sprintf(", kern.SharedMem(g.Block.X*%d)", k.V.bits()/8)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\t\t&harness.Kernel{Name: %q, Seed: %#x,\n\t\t\tParams: []harness.Param{%s},\n", in.Name, in.Seed, strings.Join(params, ", "))
	fmt.Fprintf(&b, "\t\t\tGeom: func(n int) harness.Geom {\n\t\t\t%s\n\t\t\t},\n", geom)
	fmt.Fprintf(&b, "\t\t\tLaunch: func(on any, g harness.Geom, a []any) error {\n\t\t\t\treturn kern.NewKernel%d(%s).Launch(on, g.Grid, g.Block, append(a%s)...)\n\t\t\t},\n",
		len(params), in.Name, opts)
	fmt.Fprintf(&b, "\t\t\tRef: func(g harness.Geom, a []any, p bool) {\n\t\t\t\tif p {\n\t\t\t\t\t%s_ref_p(g, %s)\n\t\t\t\t} else {\n\t\t\t\t\t%s_ref(g, %s)\n\t\t\t\t}\n\t\t\t}},\n",
		in.Name, strings.Join(assert, ", "), in.Name, strings.Join(assert, ", "))
	return b.String()
}

// renderBatch renders the files of a package main holding insts.
func renderBatch(insts []*Instance) (map[string][]byte, error) {
	files := map[string][]byte{}
	var reg strings.Builder
	for _, in := range insts {
		low := strings.ToLower(in.Name)
		for name, body := range map[string]string{low + ".go": in.Source(), low + "_ref.go": in.RefSource()} {
			src, err := goFile(body)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", name, err)
			}
			files[name] = src
		}
		reg.WriteString(in.registration())
	}
	main, err := goFile("func main() {\n\tharness.Main(\n" + reg.String() + "\t)\n}\n")
	if err != nil {
		return nil, fmt.Errorf("main.go: %w", err)
	}
	files["main.go"] = main
	return files, nil
}

var importRefs = []struct {
	re   *regexp.Regexp
	path string
}{
	{regexp.MustCompile(`\bmath\.`), "math"},
	{regexp.MustCompile(`\bbits\.`), "math/bits"},
	{regexp.MustCompile(`\bpmath\.`), pmathImport},
	{regexp.MustCompile(`\bkern\.`), "github.com/kernlab/kern"},
	{regexp.MustCompile(`\bharness\.`), harnessImport},
}

// goFile adds the package clause and the imports body uses, and formats.
func goFile(body string) ([]byte, error) {
	var imps []string
	for _, ir := range importRefs {
		if ir.re.MatchString(body) {
			imps = append(imps, fmt.Sprintf("%q", ir.path))
		}
	}
	sort.Strings(imps)
	src := "package main\n\n"
	if len(imps) > 0 {
		src += "import (\n\t" + strings.Join(imps, "\n\t") + "\n)\n\n"
	}
	src += body
	out, err := format.Source([]byte(src))
	if err != nil {
		return nil, fmt.Errorf("%w\n%s", err, numbered(src))
	}
	return out, nil
}

func numbered(src string) string {
	var b strings.Builder
	for i, l := range strings.Split(src, "\n") {
		fmt.Fprintf(&b, "%4d %s\n", i+1, l)
	}
	return b.String()
}
