package interp

import (
	"math/rand/v2"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// TestMutatedKernelsNeverPanic replaces constants with random ones of the
// same type and swaps binary ops; whatever still verifies must run to a
// result or an ordinary error, never a panic (ErrInternal).
func TestMutatedKernelsNeverPanic(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 9))
	bin := []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpRem, ir.OpShl, ir.OpShr, ir.OpMin, ir.OpMax, ir.OpAnd, ir.OpXor}
	ran := 0
	for it := range 300 {
		f := reduceKernel(t)
		for range 1 + r.IntN(3) {
			b := f.Blocks[r.IntN(len(f.Blocks))]
			in := b.Instrs[r.IntN(len(b.Instrs))]
			for k, a := range in.Args {
				if c, ok := a.(*ir.Const); ok && r.IntN(2) == 0 {
					if bt, ok := c.Typ.(*ir.Basic); ok {
						in.Args[k] = ir.ConstInt(bt, int64(r.Uint64()>>r.IntN(64)))
					}
				}
			}
			if ir.OpInfo[in.Op].NArgs == 2 && in.Op >= ir.OpAdd && in.Op <= ir.OpMax {
				in.Op = bin[r.IntN(len(bin))]
			}
		}
		if ir.Verify(f) != nil {
			continue
		}
		ran++
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Fatalf("iteration %d panicked: %v\n%s", it, p, f)
				}
			}()
			in, out := make([]int32, 128), make([]int32, 2)
			if err := (Config{StepLimit: 100000}).Launch(f, Dim3{2, 1, 1}, Dim3{64, 1, 1}, in, out); errorsIs(err, ErrInternal) {
				t.Fatalf("iteration %d: %v\n%s", it, err, f)
			}
		}()
	}
	if ran < 100 {
		t.Fatalf("only %d mutants verified", ran)
	}
}
