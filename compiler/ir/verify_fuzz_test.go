package ir_test

import (
	"math/rand/v2"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// TestVerifyNeverPanics mutates valid functions at random (ops, types,
// operands, aux fields, edges) and requires Verify to return rather than
// panic.
func TestVerifyNeverPanics(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	types := []ir.Type{nil, i32, i64, f32, bl, &ir.Pointer{Elem: i32, Space: ir.SpaceShared},
		&ir.Array{Elem: i32, Len: 2}, ir.SliceType(i32, ir.SpaceGlobal)}
	for it := range 3000 {
		var f *ir.Function
		if it%2 == 0 {
			f = sumTo()
		} else {
			f = divmodModule().Funcs[1]
		}
		for range 1 + r.IntN(3) {
			b := f.Blocks[r.IntN(len(f.Blocks))]
			if len(b.Instrs) == 0 {
				continue
			}
			in := b.Instrs[r.IntN(len(b.Instrs))]
			switch r.IntN(7) {
			case 0:
				in.Op = ir.Op(r.IntN(70))
			case 1:
				in.Typ = types[r.IntN(len(types))]
			case 2:
				if len(in.Args) > 0 {
					in.Args[r.IntN(len(in.Args))] = ir.Zero(types[1+r.IntN(len(types)-1)])
				}
			case 3:
				in.AuxInt = int64(r.IntN(40)) - 5
			case 4:
				in.Aux = types[r.IntN(len(types))]
			case 5:
				b.Succs = append(b.Succs, f.Blocks[r.IntN(len(f.Blocks))])
			case 6:
				in.Args = append(in.Args, nil)
			}
		}
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Fatalf("iteration %d: Verify panicked: %v", it, p)
				}
			}()
			_ = ir.Verify(f)
		}()
	}
}
