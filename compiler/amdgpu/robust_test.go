package amdgpu

import (
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// TestEmitNeverPanics damages instructions of the corpus one at a time
// (operands, result type, auxiliary fields) and checks that EmitLLVM
// returns an error or a module, never panics.
func TestEmitNeverPanics(t *testing.T) {
	damage := []func(in *ir.Instr){
		func(in *ir.Instr) { in.Args = nil },
		func(in *ir.Instr) { in.Typ = nil },
		func(in *ir.Instr) { in.Typ = tBool },
		func(in *ir.Instr) { in.Typ = &ir.Struct{} },
		func(in *ir.Instr) { in.AuxInt = 99 },
		func(in *ir.Instr) { in.AuxInt = -1 },
		func(in *ir.Instr) { in.Aux = nil },
		func(in *ir.Instr) {
			if len(in.Args) > 0 {
				in.Args[0] = ir.ConstInt(tI8, 1)
			}
		},
		func(in *ir.Instr) {
			if len(in.Args) > 0 {
				in.Args[len(in.Args)-1] = ir.Zero(&ir.Array{Elem: tF32, Len: 2})
			}
		},
		func(in *ir.Instr) { in.Op = ir.OpPhi },
		func(in *ir.Instr) { in.Op = ir.OpInvalid },
	}
	// A sample keeps the test fast; the strides are coprime with len(damage).
	stride := 17
	if testing.Short() {
		stride = 61
	}
	n := 0
	for _, f := range corpusModule().Funcs {
		for bi, b := range f.Blocks {
			for ii := range b.Instrs {
				for di, d := range damage {
					n++
					if n%stride != 0 {
						continue
					}
					m := corpusModule()
					g := m.Func(f.Name)
					d(g.Blocks[bi].Instrs[ii])
					func() {
						defer func() {
							if r := recover(); r != nil {
								t.Fatalf("damage %d of %s block %d instr %d: panic %v", di, f.Name, bi, ii, r)
							}
						}()
						_, _ = EmitLLVM(m, Options{})
					}()
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("empty corpus")
	}
}
