package passes

import (
	"math"
	"testing"

	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
)

// TestDivPow2 divides every integer type's edge values by each power of
// two it holds (and by constants that are not powers of two, which stay
// divisions), comparing the interpreter's results before and after.
func TestDivPow2(t *testing.T) {
	kinds := []ir.BasicKind{ir.Int8, ir.Int16, ir.Int32, ir.Int64, ir.Uint8, ir.Uint16, ir.Uint32, ir.Uint64}
	for _, kind := range kinds {
		bt := ir.Typ[kind]
		w := bt.Bits()
		xs := []int64{0, 1, -1, 2, -2, 3, -3, 7, -7, 8, -8, 100, -100, math.MaxInt64, math.MinInt64, 1<<(w-1) - 1, -1 << (w - 1)}
		var divisors []int64
		for k := range w {
			divisors = append(divisors, int64(1)<<k)
		}
		divisors = append(divisors, 3, 6, -2, -4)
		for _, op := range []ir.Op{ir.OpDiv, ir.OpRem} {
			for _, dv := range divisors {
				build := func() *ir.Module {
					f, bd := newFn("f", ir.Device, []ir.Type{bt}, bt)
					bd.Return(bd.Emit(op, bt, f.Params[0], ir.ConstInt(bt, dv)))
					return finish(&ir.Module{Name: "m", Funcs: []*ir.Function{f}})
				}
				before, after := build(), build()
				optimize(t, after, Pass{"divpow2", DivPow2})
				f := after.Func("f")
				ud := ir.ConstInt(bt, dv).Bits
				pow2 := ud > 1 && ud&(ud-1) == 0 && (!bt.IsSigned() || ud < uint64(1)<<(w-1))
				if rewritten := count(f, op) == 0; rewritten != pow2 {
					t.Errorf("%s %s %d: rewritten %v, want %v:\n%s", bt, op, dv, rewritten, pow2, f)
				}
				for _, x := range xs {
					arg := interp.GoValue(bt, uint64(x))
					want, err1 := interp.Call(before.Func("f"), arg)
					got, err2 := interp.Call(f, arg)
					if err1 != nil || err2 != nil || got[0] != want[0] {
						t.Errorf("%s: %v %s %d = %v (%v), want %v (%v)", bt, arg, op, dv, got, err2, want, err1)
					}
				}
			}
		}
	}
}
