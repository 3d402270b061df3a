package interp

import (
	"slices"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

var sliceI32 = ir.SliceType(tI32, ir.SpaceGlobal)

// reduceKernel sums each block's 64 inputs with a shared-memory tree and
// barriers, writing out[blockIdx.x].
func reduceKernel(t *testing.T) *ir.Function {
	f, bd := fn("reduce", ir.Kernel, nil, sliceI32, sliceI32)
	arr := &ir.Array{Elem: tI32, Len: 64}
	sh := bd.EmitAux(ir.OpShared, ptrTo(arr, ir.SpaceShared), 0, arr)
	tid := bd.EmitAux(ir.OpSpecial, tI32, int64(ir.TidX), nil)
	g := gtid(bd)
	v := bd.Emit(ir.OpLoad, tI32, elemPtr(bd, f.Params[0], tI32, g))
	pe := ptrTo(tI32, ir.SpaceShared)
	bd.Emit(ir.OpStore, nil, bd.Emit(ir.OpIndexAddr, pe, sh, tid), v)
	bd.EmitAux(ir.OpBarrier, nil, 0, nil)
	loop, body, add, sync, exit, wr, ret := f.NewBlock("loop"), f.NewBlock("body"), f.NewBlock("add"),
		f.NewBlock("sync"), f.NewBlock("exit"), f.NewBlock("wr"), f.NewBlock("ret")
	bd.Jump(loop)
	bd.SetBlock(loop)
	s := bd.Emit(ir.OpPhi, tI32)
	bd.If(bd.Emit(ir.OpGt, tBool, s, i32c(0)), body, exit)
	bd.SetBlock(body)
	bd.If(bd.Emit(ir.OpLt, tBool, tid, s), add, sync)
	bd.SetBlock(add)
	pa := bd.Emit(ir.OpIndexAddr, pe, sh, tid)
	a := bd.Emit(ir.OpLoad, tI32, pa)
	b := bd.Emit(ir.OpLoad, tI32, bd.Emit(ir.OpIndexAddr, pe, sh, bd.Emit(ir.OpAdd, tI32, tid, s)))
	bd.Emit(ir.OpStore, nil, pa, bd.Emit(ir.OpAdd, tI32, a, b))
	bd.Jump(sync)
	bd.SetBlock(sync)
	bd.EmitAux(ir.OpBarrier, nil, 0, nil)
	s2 := bd.Emit(ir.OpShr, tI32, s, i32c(1))
	bd.Jump(loop)
	s.Args = []ir.Value{i32c(32), s2}
	bd.SetBlock(exit)
	bd.If(bd.Emit(ir.OpEq, tBool, tid, i32c(0)), wr, ret)
	bd.SetBlock(wr)
	bid := bd.Emit(ir.OpConvert, tI64, bd.EmitAux(ir.OpSpecial, tI32, int64(ir.CtaidX), nil))
	bd.Emit(ir.OpStore, nil, elemPtr(bd, f.Params[1], tI32, bid), bd.Emit(ir.OpLoad, tI32, bd.Emit(ir.OpIndexAddr, pe, sh, i32c(0))))
	bd.Jump(ret)
	bd.SetBlock(ret)
	bd.Return()
	return done(t, f)
}

func TestSharedReduction(t *testing.T) {
	f := reduceKernel(t)
	in := make([]int32, 3*64)
	for i := range in {
		in[i] = int32(i*7%13 - 5)
	}
	out := make([]int32, 3)
	if err := Launch(f, Dim3{3, 1, 1}, Dim3{64, 1, 1}, in, out); err != nil {
		t.Fatal(err)
	}
	for b := range 3 {
		var want int32
		for _, x := range in[b*64 : b*64+64] {
			want += x
		}
		if out[b] != want {
			t.Errorf("block %d sum = %d, want %d", b, out[b], want)
		}
	}
}

// TestShuffles checks a butterfly sum (every lane gets its warp's total)
// and shfl.down at the warp's and the block's edge.
func TestShuffles(t *testing.T) {
	f, bd := fn("shfl", ir.Kernel, nil, sliceI32, sliceI32)
	tid := bd.EmitAux(ir.OpSpecial, tI32, int64(ir.TidX), nil)
	v := ir.Value(tid)
	for _, mask := range []int64{16, 8, 4, 2, 1} {
		o := bd.EmitAux(ir.OpShfl, tI32, int64(ir.ShflXor), nil, v, i32c(mask))
		v = bd.Emit(ir.OpAdd, tI32, v, o)
	}
	g := gtid(bd)
	bd.Emit(ir.OpStore, nil, elemPtr(bd, f.Params[0], tI32, g), v)
	d := bd.EmitAux(ir.OpShfl, tI32, int64(ir.ShflDown), nil, tid, i32c(1))
	bd.Emit(ir.OpStore, nil, elemPtr(bd, f.Params[1], tI32, g), d)
	bd.Return()
	done(t, f)
	const n = 40 // a full warp and a partial one
	sum, down := make([]int32, n), make([]int32, n)
	if err := Launch(f, Dim3{1, 1, 1}, Dim3{n, 1, 1}, sum, down); err != nil {
		t.Fatal(err)
	}
	for i := range n {
		want := butterfly(i, n)
		if sum[i] != want {
			t.Errorf("lane %d butterfly = %d, want %d", i, sum[i], want)
		}
		wantDown := int32(i + 1)
		if i%32 == 31 || i+1 >= n {
			wantDown = int32(i)
		}
		if down[i] != wantDown {
			t.Errorf("thread %d shfl.down = %d, want %d", i, down[i], wantDown)
		}
	}
}

// butterfly models the xor-shuffle sum in plain Go with the documented
// rule: a source lane outside the block yields the thread's own value.
func butterfly(i, n int) int32 {
	vals := make([]int32, n)
	for k := range vals {
		vals[k] = int32(k)
	}
	for _, mask := range []int{16, 8, 4, 2, 1} {
		next := make([]int32, n)
		for k := range vals {
			src := k/32*32 + (k%32 ^ mask)
			o := vals[k]
			if src < n {
				o = vals[src]
			}
			next[k] = vals[k] + o
		}
		vals = next
	}
	return vals[i]
}

func TestAtomics(t *testing.T) {
	f, bd := fn("atom", ir.Kernel, nil, sliceI32)
	tid := bd.EmitAux(ir.OpSpecial, tI32, int64(ir.TidX), nil)
	p0 := elemPtr(bd, f.Params[0], tI32, i64c(0))
	p1 := elemPtr(bd, f.Params[0], tI32, i64c(1))
	p2 := elemPtr(bd, f.Params[0], tI32, i64c(2))
	bd.EmitAux(ir.OpAtomic, tI32, int64(ir.AtomicAdd), nil, p0, i32c(1))
	bd.EmitAux(ir.OpAtomic, tI32, int64(ir.AtomicMax), nil, p1, tid)
	old := bd.Emit(ir.OpAtomicCAS, tI32, p2, i32c(0), bd.Emit(ir.OpAdd, tI32, tid, i32c(100)))
	// Thread 0 of block 0 wins the CAS: it sees the old 0, the others 100.
	bd.EmitAux(ir.OpAtomic, tI32, int64(ir.AtomicAdd), nil, elemPtr(bd, f.Params[0], tI32, i64c(3)), old)
	bd.Return()
	done(t, f)
	buf := []int32{0, -5, 0, 0}
	if err := Launch(f, Dim3{2, 1, 1}, Dim3{3, 2, 1}, buf); err != nil {
		t.Fatal(err)
	}
	if want := []int32{12, 2, 100, 11 * 100}; buf[0] != want[0] || buf[1] != want[1] || buf[2] != want[2] || buf[3] != want[3] {
		t.Fatalf("got %v, want %v", buf, want)
	}
}

// TestActiveMaskDivergent checks that an if's and its else's reads of
// the active mask each see their own lanes (numba's test_activemask),
// not every lane waiting at a warp operation.
func TestActiveMaskDivergent(t *testing.T) {
	u64 := ir.Typ[ir.Uint64]
	f, bd := fn("active", ir.Kernel, nil, ir.SliceType(u64, ir.SpaceGlobal))
	then, els, exit := f.NewBlock("then"), f.NewBlock("else"), f.NewBlock("exit")
	tid := bd.EmitAux(ir.OpSpecial, tI32, int64(ir.TidX), nil)
	g := gtid(bd)
	bd.If(bd.Emit(ir.OpLt, tBool, tid, i32c(12)), then, els)
	for _, b := range []*ir.Block{then, els} {
		bd.SetBlock(b)
		m := bd.EmitAux(ir.OpVote, u64, int64(ir.VoteActive), nil)
		bd.Emit(ir.OpStore, nil, elemPtr(bd, f.Params[0], u64, g), m)
		bd.Jump(exit)
	}
	bd.SetBlock(exit)
	bd.Return()
	done(t, f)
	const n = 40 // a full warp and a partial one
	out := make([]uint64, n)
	if err := Launch(f, Dim3{1, 1, 1}, Dim3{n, 1, 1}, out); err != nil {
		t.Fatal(err)
	}
	for i, m := range out {
		want := uint64(0xFFFFF000)
		switch {
		case i < 12:
			want = 0xFFF
		case i >= 32:
			want = 0xFF
		}
		if m != want {
			t.Errorf("lane %d: active mask %#x, want %#x", i, m, want)
		}
	}
}

// TestBarrierRed: out[3g..3g+2] = barrier.popc, .and, .or of in[g] != 0
// over the block's threads that have not returned (threads from 60 on
// return first).
func TestBarrierRed(t *testing.T) {
	f, bd := fn("votes", ir.Kernel, nil, sliceI32, sliceI32)
	tid := bd.EmitAux(ir.OpSpecial, tI32, int64(ir.TidX), nil)
	vote, ret := f.NewBlock("vote"), f.NewBlock("ret")
	bd.If(bd.Emit(ir.OpLt, tBool, tid, i32c(60)), vote, ret)
	bd.SetBlock(vote)
	g := gtid(bd)
	p := bd.Emit(ir.OpNe, tBool, bd.Emit(ir.OpLoad, tI32, elemPtr(bd, f.Params[0], tI32, g)), i32c(0))
	g3 := bd.Emit(ir.OpMul, tI64, g, i64c(3))
	for k, op := range []ir.BarrierRedOp{ir.BarrierPopc, ir.BarrierAnd, ir.BarrierOr} {
		var r ir.Value
		if op == ir.BarrierPopc {
			r = bd.EmitAux(ir.OpBarrierRed, tI32, int64(op), nil, p)
		} else {
			r = bd.Emit(ir.OpSelect, tI32, bd.EmitAux(ir.OpBarrierRed, tBool, int64(op), nil, p), i32c(1), i32c(0))
		}
		bd.Emit(ir.OpStore, nil, elemPtr(bd, f.Params[1], tI32, bd.Emit(ir.OpAdd, tI64, g3, i64c(int64(k)))), r)
	}
	bd.Jump(ret)
	bd.SetBlock(ret)
	bd.Return()
	done(t, f)
	var printed []string
	for _, in := range f.Blocks[1].Instrs {
		if in.Op == ir.OpBarrierRed {
			printed = append(printed, in.String())
		}
	}
	if want := []string{"t13 = barrier.popc i32 t11", "t17 = barrier.and bool t11", "t22 = barrier.or bool t11"}; !slices.Equal(printed, want) {
		t.Errorf("printed %q, want %q", printed, want)
	}
	in := make([]int32, 3*72)
	for i := range in {
		in[i] = int32(i * 5 % 7 % 2)
	}
	in[72+5] = 0 // block 1: a false input among its live threads
	for i := 144; i < 144+60; i++ {
		in[i] = 1 // block 2: true on every live thread
	}
	out := make([]int32, 3*len(in))
	if err := Launch(f, Dim3{3, 1, 1}, Dim3{72, 1, 1}, in, out); err != nil {
		t.Fatal(err)
	}
	for b := range 3 {
		var yes int32
		for _, x := range in[b*72 : b*72+60] {
			yes += x
		}
		for i := b * 72; i < b*72+72; i++ {
			want := [3]int32{yes, b2i32(yes == 60), b2i32(yes > 0)}
			if i-b*72 >= 60 {
				want = [3]int32{}
			}
			if got := [3]int32(out[3*i : 3*i+3]); got != want {
				t.Fatalf("thread %d of block %d: %v, want %v", i-b*72, b, got, want)
			}
		}
	}
}

func b2i32(b bool) int32 {
	if b {
		return 1
	}
	return 0
}
