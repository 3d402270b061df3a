package passes

import (
	"reflect"
	"testing"

	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
)

// strideSumKernel: out[0] = sum of a[off + k*s] for k in [0, n), a strided
// walk that ReduceStrength steps and UnrollRuntime unrolls into a chain
// of pointer steps.
func strideSumKernel() *ir.Module {
	sl := ir.SliceType(tI64, ir.SpaceGlobal)
	k, bd := newFn("k", ir.Kernel, nil, sl, tI64, tI64, tI64, sl)
	a, off, n, s := k.Params[0], k.Params[1], k.Params[2], k.Params[3]
	pt := &ir.Pointer{Elem: tI64, Space: ir.SpaceGlobal}
	pa := bd.EmitAux(ir.OpExtract, pt, 0, nil, a)
	head, body, done := k.NewBlock("for.loop"), k.NewBlock("for.body"), k.NewBlock("for.done")
	bd.Jump(head)
	bd.SetBlock(head)
	i := bd.Emit(ir.OpPhi, tI64)
	acc := bd.Emit(ir.OpPhi, tI64)
	bd.If(bd.Emit(ir.OpLt, tBool, i, n), body, done)
	bd.SetBlock(body)
	idx := bd.Emit(ir.OpAdd, tI64, off, bd.Emit(ir.OpMul, tI64, i, s))
	acc2 := bd.Emit(ir.OpAdd, tI64, acc, bd.Emit(ir.OpLoad, tI64, bd.Emit(ir.OpPtrAdd, pt, pa, idx)))
	i2 := bd.Emit(ir.OpAdd, tI64, i, c64(1))
	bd.Jump(head)
	i.Args, acc.Args = []ir.Value{c64(0), i2}, []ir.Value{c64(0), acc2}
	bd.SetBlock(done)
	po := bd.EmitAux(ir.OpExtract, pt, 0, nil, k.Params[4])
	bd.Emit(ir.OpStore, nil, po, acc)
	bd.Return()
	return finish(&ir.Module{Name: "m", Funcs: []*ir.Function{k}})
}

// TestRebaseSteps: after the GPU pipeline and runtime unrolling, every
// load of the group loop addresses from the loop's own pointer (no
// address is stepped from another of the same iteration), and the sums
// are the interpreter's for forward, backward and zero strides and trip
// counts around the group size.
func TestRebaseSteps(t *testing.T) {
	before, after := strideSumKernel(), strideSumKernel()
	optimize(t, after, append(GPU(false), RuntimeUnroll()...)...)
	k := after.Func("k")
	grouped := false
	for _, b := range k.Blocks {
		var loads []*ir.Instr
		for _, in := range b.Instrs {
			if in.Op == ir.OpLoad {
				loads = append(loads, in)
			}
		}
		if len(loads) < 4 {
			continue
		}
		grouped = true
		for _, ld := range loads {
			p, ok := ld.Args[0].(*ir.Instr)
			if !ok {
				continue
			}
			if p.Op == ir.OpPtrAdd {
				if q, ok := p.Args[0].(*ir.Instr); ok && q.Op == ir.OpPtrAdd && q.Block == b {
					t.Errorf("load %s steps from %s of the same iteration:\n%s", ld.Name(), q.Name(), k)
				}
			}
		}
	}
	if !grouped {
		t.Fatalf("no group of four loads (UnrollRuntime did not run?):\n%s", k)
	}
	a := make([]int64, 64)
	for i := range a {
		a[i] = int64(i*i + 1)
	}
	for _, c := range [][3]int64{{0, 0, 1}, {0, 1, 1}, {0, 3, 2}, {0, 4, 3}, {0, 5, 1}, {0, 9, 7}, {63, 13, -4}, {63, 8, -7}, {5, 11, 0}, {2, 17, 3}} {
		o1, o2 := make([]int64, 1), make([]int64, 1)
		cfg := interp.Config{StepLimit: 1 << 16}
		one := interp.Dim3{X: 1, Y: 1, Z: 1}
		err1 := cfg.Launch(before.Func("k"), one, one, a, c[0], c[1], c[2], o1)
		err2 := cfg.Launch(k, one, one, a, c[0], c[1], c[2], o2)
		if err1 != nil || err2 != nil || !reflect.DeepEqual(o1, o2) {
			t.Errorf("off %d n %d stride %d: %v (%v), want %v (%v)", c[0], c[1], c[2], o2, err2, o1, err1)
		}
	}
}
