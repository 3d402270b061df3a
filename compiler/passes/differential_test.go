package passes

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
)

// mutate replaces some integer constants of m's functions with random ones
// (same type) and swaps some binary ops, deterministically from seed.
func mutate(m *ir.Module, seed uint64) {
	r := rand.New(rand.NewPCG(seed, 99))
	bin := []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpRem, ir.OpShl, ir.OpShr, ir.OpMin, ir.OpMax, ir.OpAnd, ir.OpXor}
	small := []int64{0, 1, -1, 2, 3, 63, 64, -64}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if r.IntN(4) != 0 {
					continue
				}
				for k, a := range in.Args {
					if c, ok := a.(*ir.Const); ok {
						if bt, ok := c.Typ.(*ir.Basic); ok && bt.IsInteger() {
							in.Args[k] = ir.ConstInt(bt, small[r.IntN(len(small))])
						}
					}
				}
				if in.Op >= ir.OpAdd && in.Op <= ir.OpMax && in.Typ == tI64 {
					in.Op = bin[r.IntN(len(bin))]
				}
			}
		}
	}
}

// TestDifferential mutates the pipeline kernel at random and compares the
// interpreter's results before and after all passes.
func TestDifferential(t *testing.T) {
	t.Run("standard", func(t *testing.T) { differential(t, Standard()) })
	t.Run("gpu", func(t *testing.T) { differential(t, GPU(false)) })
	t.Run("amd", func(t *testing.T) { differential(t, append(append(GPU(true), RuntimeUnroll()...), AMD()...)) })
}

func differential(t *testing.T, pipeline []Pass) {
	ran := 0
	for seed := range uint64(150) {
		before, after := kernelModule(), kernelModule()
		mutate(before, seed)
		mutate(after, seed)
		if ir.VerifyModule(before) != nil {
			continue
		}
		optimize(t, after, pipeline...)
		ran++
		grid, block := interp.Dim3{X: 2, Y: 1, Z: 1}, interp.Dim3{X: 9, Y: 1, Z: 1}
		o1, o2 := make([]int64, 18), make([]int64, 18)
		cfg := interp.Config{StepLimit: 1 << 16}
		err1 := cfg.Launch(before.Func("k"), grid, block, o1)
		err2 := cfg.Launch(after.Func("k"), grid, block, o2)
		if errors.Is(err1, interp.ErrStepLimit) || errors.Is(err2, interp.ErrStepLimit) {
			continue // a mutated loop bound may spin; the optimized one may spin less
		}
		if (err1 == nil) != (err2 == nil) || (err1 == nil && !reflect.DeepEqual(o1, o2)) {
			t.Fatalf("seed %d: before %v %v\nafter %v %v\n%s", seed, o1, err1, o2, err2, dump(after))
		}
	}
	if ran < 100 {
		t.Fatalf("only %d mutants verified", ran)
	}
}
