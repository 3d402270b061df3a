// Package lanes holds what the SIMD backends (compiler/amd64,
// compiler/arm64) share about a core: the one element width its lanes
// have, the loads that are constants of a read-only table, and the
// instruction templates' placeholders. Nothing here depends on a
// target's instructions.
package lanes

import (
	"fmt"
	"go/token"
	"strings"

	"github.com/kernlab/kern/compiler/ir"
)

// Refusal is why a backend does not take a core; the caller keeps the Go
// loop for it.
type Refusal struct{ Why string }

func (r *Refusal) Error() string { return r.Why }

func refusef(format string, args ...any) *Refusal {
	return &Refusal{Why: fmt.Sprintf(format, args...)}
}

// Width is the common element width of f's values, or a refusal; bad
// are the blocks with an instruction whose values have another width or a
// type the lowering does not take (they may still be escapes).
func Width(f *ir.Function) (int, map[*ir.Block]string, error) { return WidthExcept(f, nil) }

// WidthExcept is Width with the instructions skip accepts left out: values
// of another width that a backend lowers itself (compiler/amd64's float64
// arithmetic between widenings and narrowings of float32 lanes).
func WidthExcept(f *ir.Function, skip func(*ir.Instr) bool) (int, map[*ir.Block]string, error) {
	w := 0
	see := func(t ir.Type, bools bool) error {
		b, ok := t.(*ir.Basic)
		if !ok {
			if _, ptr := t.(*ir.Pointer); ptr {
				return refusef("a memory access through %v (a table at a variable index or an exported table, a local array: no SIMD gathers yet)", t)
			}
			if st, ok := t.(*ir.Struct); ok && (st.Tag == "complex64" || st.Tag == "complex128") {
				return refusef("a %s value (complex numbers have no SIMD form yet)", st.Tag)
			}
			return refusef("a value of type %v", t)
		}
		if b.Kind == ir.Bool {
			if !bools {
				return refusef("a bool operand or result")
			}
			return nil
		}
		if w == 0 {
			w = b.Size()
		}
		if w != 4 && w != 8 {
			return refusef("%d-byte elements (4 or 8 only)", w)
		}
		if b.Size() != w {
			return refusef("mixed element widths (%d and %d bytes)", w, b.Size())
		}
		return nil
	}
	for _, p := range f.Params {
		if err := see(p.Typ, false); err != nil {
			return 0, nil, err
		}
	}
	for _, r := range f.Results {
		if err := see(r, false); err != nil {
			return 0, nil, err
		}
	}
	bad := map[*ir.Block]string{}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if _, ok := ConstElem(in); ok {
				continue // an address whose loads are constants
			}
			if skip != nil && skip(in) {
				continue
			}
			var err error
			if in.Typ != nil {
				err = see(in.Typ, true)
			}
			for k, a := range in.Args {
				if _, ok := ConstElem(a); ok && in.Op == ir.OpLoad {
					continue
				}
				if _, ok := a.(*ir.Const); ok && k == 1 && (in.Op == ir.OpShl || in.Op == ir.OpShr) {
					continue // a constant shift count may have any integer type
				}
				if err == nil {
					err = see(a.Type(), true)
				}
			}
			if err != nil && bad[b] == "" {
				bad[b] = err.Error()
			}
		}
	}
	if w == 0 {
		return 0, nil, refusef("no element type")
	}
	return w, bad, nil
}

// ConstElem is the bits of the element that v addresses when v is the
// address of a constant index into a read-only global table (math.Sin's
// coefficients): a load of it is that constant.
func ConstElem(v ir.Value) (uint64, bool) {
	in, ok := v.(*ir.Instr)
	if !ok || in.Op != ir.OpIndexAddr {
		return 0, false
	}
	g, ok1 := in.Args[0].(*ir.Global)
	k, ok2 := in.Args[1].(*ir.Const)
	if !ok1 || !ok2 || g.Space != ir.SpaceConst || exported(g.Ident) {
		return 0, false
	}
	arr, ok := g.Elem.(*ir.Array)
	if !ok {
		return 0, false
	}
	e, ok := arr.Elem.(*ir.Basic)
	if !ok || e.Kind == ir.Bool || int64(k.Bits) < 0 || int64(k.Bits) >= int64(arr.Len) {
		return 0, false
	}
	size := e.Size()
	at := int(k.Bits) * size
	var bits uint64
	if g.Init != nil {
		for i := size - 1; i >= 0; i-- {
			bits = bits<<8 | uint64(g.Init[at+i])
		}
	}
	return bits, true
}

// exported reports a global another package may write (the front end
// sees only this package's writes): the Go loop reads its live value, so
// the SIMD loop must not hold the initial one.
func exported(ident string) bool {
	return token.IsExported(ident[strings.LastIndexByte(ident, '.')+1:])
}

// ElemSize is the size of the element ConstElem reads at v.
func ElemSize(v ir.Value) int {
	return v.(*ir.Instr).Args[0].(*ir.Global).Elem.(*ir.Array).Elem.Size()
}

func IsBasic(t ir.Type) bool { _, ok := t.(*ir.Basic); return ok }

// Fill replaces {d} and {k} in a template.
func Fill(text string, dst string, srcs []string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(text, '{')
		if i < 0 {
			b.WriteString(text)
			return b.String()
		}
		j := strings.IndexByte(text[i:], '}') + i
		b.WriteString(text[:i])
		if key := text[i+1 : j]; key == "d" {
			b.WriteString(dst)
		} else {
			var k int
			fmt.Sscanf(key, "%d", &k)
			b.WriteString(srcs[k])
		}
		text = text[j+1:]
	}
}
