package passes

import (
	"reflect"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
)

// stridedMapKernel: out[off + k*s] = 2*a[off + k*s] for k in [0, n), a loop
// whose iterations are independent (each value dies at its store).
func stridedMapKernel() *ir.Module {
	sl := ir.SliceType(tI64, ir.SpaceGlobal)
	k, bd := newFn("k", ir.Kernel, nil, sl, tI64, tI64, tI64, sl)
	a, off, n, s := k.Params[0], k.Params[1], k.Params[2], k.Params[3]
	pt := &ir.Pointer{Elem: tI64, Space: ir.SpaceGlobal}
	pa := bd.EmitAux(ir.OpExtract, pt, 0, nil, a)
	po := bd.EmitAux(ir.OpExtract, pt, 0, nil, k.Params[4])
	head, body, done := k.NewBlock("for.loop"), k.NewBlock("for.body"), k.NewBlock("for.done")
	bd.Jump(head)
	bd.SetBlock(head)
	i := bd.Emit(ir.OpPhi, tI64)
	bd.If(bd.Emit(ir.OpLt, tBool, i, n), body, done)
	bd.SetBlock(body)
	idx := bd.Emit(ir.OpAdd, tI64, off, bd.Emit(ir.OpMul, tI64, i, s))
	v := bd.Emit(ir.OpLoad, tI64, bd.Emit(ir.OpPtrAdd, pt, pa, idx))
	bd.Emit(ir.OpStore, nil, bd.Emit(ir.OpPtrAdd, pt, po, idx), bd.Emit(ir.OpMul, tI64, v, c64(2)))
	i2 := bd.Emit(ir.OpAdd, tI64, i, c64(1))
	bd.Jump(head)
	i.Args = []ir.Value{c64(0), i2}
	bd.SetBlock(done)
	bd.Return()
	return finish(&ir.Module{Name: "m", Funcs: []*ir.Function{k}})
}

func groupLoops(f *ir.Function) int {
	n := 0
	for _, b := range f.Blocks {
		if strings.HasSuffix(b.Comment, groupSuffix) {
			n++
		}
	}
	return n
}

// TestUnrollRuntimeAMD: the AMD pipeline unrolls a loop to a run-time
// bound only when no value but induction variables and stepped pointers
// passes from one iteration to the next; the PTX pipeline unrolls both.
// Either way the results are the interpreter's.
func TestUnrollRuntimeAMD(t *testing.T) {
	cases := []struct {
		name      string
		build     func() *ir.Module
		amdGroups int
	}{
		{"sum", strideSumKernel, 0},
		{"map", stridedMapKernel, 1},
	}
	a := make([]int64, 64)
	for i := range a {
		a[i] = int64(i*i + 1)
	}
	for _, c := range cases {
		for _, amd := range []bool{false, true} {
			before, after := c.build(), c.build()
			ps := append(GPU(false), RuntimeUnroll()...)
			want := 1
			if amd {
				ps, want = append(ForAMD(GPU(false)), ForAMD(RuntimeUnroll())...), c.amdGroups
			}
			optimize(t, after, ps...)
			k := after.Func("k")
			if got := groupLoops(k); got != want {
				t.Errorf("%s, amd %v: %d group loops, want %d:\n%s", c.name, amd, got, want, k)
			}
			for _, r := range [][3]int64{{0, 0, 1}, {0, 1, 1}, {0, 4, 3}, {0, 5, 1}, {0, 9, 7}, {63, 8, -7}, {2, 17, 3}} {
				o1, o2 := make([]int64, 64), make([]int64, 64)
				cfg := interp.Config{StepLimit: 1 << 16}
				one := interp.Dim3{X: 1, Y: 1, Z: 1}
				err1 := cfg.Launch(before.Func("k"), one, one, a, r[0], r[1], r[2], o1)
				err2 := cfg.Launch(k, one, one, a, r[0], r[1], r[2], o2)
				if err1 != nil || err2 != nil || !reflect.DeepEqual(o1, o2) {
					t.Errorf("%s, amd %v, off %d n %d stride %d: %v (%v), want %v (%v)", c.name, amd, r[0], r[1], r[2], o2, err2, o1, err1)
				}
			}
		}
	}
	// Integer and float accumulators are carried values; a phi the back
	// edge leaves unchanged is not.
	if UnrollRuntimeAMD(countLoop(tI64, false)) {
		t.Error("UnrollRuntimeAMD unrolled countLoop's s = s*3 + i")
	}
	if !UnrollRuntime(countLoop(tI64, false)) {
		t.Error("UnrollRuntime left countLoop")
	}
}

// rowsKernel is a gufunc core's shape: for i < m, j < p:
// out[t + i*s0 + j*s1] = sum over k < n of a[t + k*s1] (t the thread), so
// the store's offset from the thread's base is uniform and its loop, j,
// holds the k loop.
func rowsKernel() *ir.Module {
	sl := ir.SliceType(tI64, ir.SpaceGlobal)
	k, bd := newFn("k", ir.Kernel, nil, sl, tI64, tI64, tI64, tI64, tI64, sl)
	a, m, p, n, s0, s1 := k.Params[0], k.Params[1], k.Params[2], k.Params[3], k.Params[4], k.Params[5]
	pt := &ir.Pointer{Elem: tI64, Space: ir.SpaceGlobal}
	tid := bd.Emit(ir.OpConvert, tI64, bd.EmitAux(ir.OpSpecial, tI32, int64(ir.TidX), nil))
	pa := bd.Emit(ir.OpPtrAdd, pt, bd.EmitAux(ir.OpExtract, pt, 0, nil, a), tid)
	po := bd.Emit(ir.OpPtrAdd, pt, bd.EmitAux(ir.OpExtract, pt, 0, nil, k.Params[6]), tid)
	// loop emits for v := 0; v < bound; v++ { body(v) }, with the
	// header's other phis from phis, and continues after it.
	loop := func(name string, bound ir.Value, phis func(), body func(v *ir.Instr)) {
		head, in, done := k.NewBlock(name+".loop"), k.NewBlock(name+".body"), k.NewBlock(name+".done")
		bd.Jump(head)
		bd.SetBlock(head)
		v := bd.Emit(ir.OpPhi, tI64)
		phis()
		bd.If(bd.Emit(ir.OpLt, tBool, v, bound), in, done)
		bd.SetBlock(in)
		body(v)
		v.Args = []ir.Value{c64(0), bd.Emit(ir.OpAdd, tI64, v, c64(1))}
		bd.Jump(head)
		bd.SetBlock(done)
	}
	none := func() {}
	loop("i", m, none, func(i *ir.Instr) {
		loop("j", p, none, func(j *ir.Instr) {
			var acc *ir.Instr
			loop("k", n, func() { acc = bd.Emit(ir.OpPhi, tI64) }, func(kk *ir.Instr) {
				acc.Args = []ir.Value{c64(0), bd.Emit(ir.OpAdd, tI64, acc, bd.Emit(ir.OpLoad, tI64, bd.Emit(ir.OpPtrAdd, pt, pa, bd.Emit(ir.OpMul, tI64, kk, s1))))}
			})
			idx := bd.Emit(ir.OpAdd, tI64, bd.Emit(ir.OpMul, tI64, i, s0), bd.Emit(ir.OpMul, tI64, j, s1))
			bd.Emit(ir.OpStore, nil, bd.Emit(ir.OpPtrAdd, pt, po, idx), acc)
		})
	})
	bd.Return()
	return finish(&ir.Module{Name: "m", Funcs: []*ir.Function{k}})
}

// TestReduceStrengthAMD: in rowsKernel the PTX pipeline steps the
// store's address (a pointer phi), the AMD one leaves it the thread's
// base plus the uniform i*s0 + j*s1; both step the innermost loop's
// load. The sums land where the interpreter puts them for every thread.
func TestReduceStrengthAMD(t *testing.T) {
	a := make([]int64, 64)
	for i := range a {
		a[i] = int64(3*i + 1)
	}
	for _, amd := range []bool{false, true} {
		before, after := rowsKernel(), rowsKernel()
		ps := append(GPU(false), RuntimeUnroll()...)
		if amd {
			ps = append(ForAMD(GPU(false)), ForAMD(RuntimeUnroll())...)
		}
		optimize(t, after, ps...)
		k := after.Func("k")
		stepped := map[ir.Op]bool{}
		for _, b := range k.Blocks {
			for _, in := range b.Instrs {
				if in.Op != ir.OpLoad && in.Op != ir.OpStore {
					continue
				}
				p, ok := in.Args[0].(*ir.Instr)
				stepped[in.Op] = stepped[in.Op] || (ok && p.Op == ir.OpPhi)
			}
		}
		if !stepped[ir.OpLoad] || stepped[ir.OpStore] != !amd {
			t.Errorf("amd %v: load stepped %v, store stepped %v, want true, %v:\n%s", amd, stepped[ir.OpLoad], stepped[ir.OpStore], !amd, k)
		}
		for _, c := range [][5]int64{{2, 3, 4, 8, 1}, {3, 2, 5, 1, 3}, {1, 1, 0, 0, 0}, {0, 4, 4, 4, 1}} {
			o1, o2 := make([]int64, 64), make([]int64, 64)
			cfg := interp.Config{StepLimit: 1 << 20}
			one, block := interp.Dim3{X: 1, Y: 1, Z: 1}, interp.Dim3{X: 4, Y: 1, Z: 1}
			err1 := cfg.Launch(before.Func("k"), one, block, a, c[0], c[1], c[2], c[3], c[4], o1)
			err2 := cfg.Launch(k, one, block, a, c[0], c[1], c[2], c[3], c[4], o2)
			if err1 != nil || err2 != nil || !reflect.DeepEqual(o1, o2) {
				t.Errorf("amd %v, m p n s0 s1 %v: %v (%v), want %v (%v)", amd, c, o2, err2, o1, err1)
			}
		}
	}
}

// TestUniformity: kernel parameters, constants, their arithmetic and the
// counters of loops started and stepped by them are uniform; thread
// indices, device-function parameters, loads and what they feed are not.
func TestUniformity(t *testing.T) {
	k := rowsKernel().Func("k")
	dev, _ := newFn("d", ir.Device, nil, tI64)
	u := newUniformity()
	if !u.of(k.Params[1]) || !u.of(c64(3)) || u.of(dev.Params[0]) {
		t.Errorf("params and constants: kernel %v, const %v, device %v", u.of(k.Params[1]), u.of(c64(3)), u.of(dev.Params[0]))
	}
	for _, b := range k.Blocks {
		for _, in := range b.Instrs {
			var want bool
			switch {
			case in.Op == ir.OpPhi:
				// The counters; k.loop's second phi is the sum of loads.
				want = in == b.Instrs[0]
			case in.Op == ir.OpMul:
				want = true // i*s0, j*s1, k*s1
			case in.Op == ir.OpSpecial, in.Op == ir.OpLoad:
				want = false
			default:
				continue
			}
			if got := u.of(in); got != want {
				t.Errorf("%s in %s: uniform %v, want %v", in, b.Comment, got, want)
			}
		}
	}
}

// TestUniformityCycle: a phi found uniform only under the assumption that
// another, still being checked, is uniform is not remembered as uniform
// when that one turns out varying: x = phi[n, x + (w + v)], w = phi[c, w +
// x], v a thread index; x varies, so w (whose step is x) varies too.
func TestUniformityCycle(t *testing.T) {
	k, bd := newFn("k", ir.Kernel, nil, tI64, tI64)
	v := bd.Emit(ir.OpConvert, tI64, bd.EmitAux(ir.OpSpecial, tI32, int64(ir.TidX), nil))
	head := k.NewBlock("loop")
	bd.Jump(head)
	bd.SetBlock(head)
	x, w := bd.Emit(ir.OpPhi, tI64), bd.Emit(ir.OpPhi, tI64)
	step := bd.Emit(ir.OpAdd, tI64, w, v)
	x.Args = []ir.Value{k.Params[0], bd.Emit(ir.OpAdd, tI64, x, step)}
	w.Args = []ir.Value{k.Params[1], bd.Emit(ir.OpAdd, tI64, w, x)}
	bd.Jump(head)
	u := newUniformity()
	if u.of(x) {
		t.Error("x uniform; its step adds a thread index")
	}
	if u.of(w) {
		t.Error("w uniform after x was found varying; its step is x")
	}
}
