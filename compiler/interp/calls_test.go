package interp

import (
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// divmod returns (a/b, a%b).
func divmod(t *testing.T) *ir.Function {
	f, bd := fn("divmod", ir.Device, []ir.Type{tI64, tI64}, tI64, tI64)
	bd.Return(bd.Emit(ir.OpDiv, tI64, f.Params[0], f.Params[1]), bd.Emit(ir.OpRem, tI64, f.Params[0], f.Params[1]))
	return done(t, f)
}

// TestCallsLocalsLoops: out[g] = sum_k arr[k] + r where q, r = divmod(g, 7)
// and arr[k] = q*k for k < 4 lives in an alloca, summed by a phi loop.
func TestCallsLocalsLoops(t *testing.T) {
	dm := divmod(t)
	f, bd := fn("k", ir.Kernel, nil, ir.SliceType(tI64, ir.SpaceGlobal))
	g := gtid(bd)
	res := bd.EmitAux(ir.OpCall, dm.ResultType(), 0, dm, g, i64c(7))
	q := bd.EmitAux(ir.OpExtract, tI64, 0, nil, res)
	r := bd.EmitAux(ir.OpExtract, tI64, 1, nil, res)
	arr := &ir.Array{Elem: tI64, Len: 4}
	loc := bd.EmitAux(ir.OpAlloca, ptrTo(arr, ir.SpaceLocal), 0, arr)
	pl := ptrTo(tI64, ir.SpaceLocal)
	for k := range int64(4) {
		bd.Emit(ir.OpStore, nil, bd.Emit(ir.OpIndexAddr, pl, loc, i64c(k)), bd.Emit(ir.OpMul, tI64, q, i64c(k)))
	}
	loop, body, exit := f.NewBlock("loop"), f.NewBlock("body"), f.NewBlock("exit")
	bd.Jump(loop)
	bd.SetBlock(loop)
	k := bd.Emit(ir.OpPhi, tI64)
	s := bd.Emit(ir.OpPhi, tI64)
	bd.If(bd.Emit(ir.OpLt, tBool, k, i64c(4)), body, exit)
	bd.SetBlock(body)
	s2 := bd.Emit(ir.OpAdd, tI64, s, bd.Emit(ir.OpLoad, tI64, bd.Emit(ir.OpIndexAddr, pl, loc, k)))
	k2 := bd.Emit(ir.OpAdd, tI64, k, i64c(1))
	bd.Jump(loop)
	k.Args, s.Args = []ir.Value{i64c(0), k2}, []ir.Value{r, s2}
	bd.SetBlock(exit)
	bd.Emit(ir.OpStore, nil, elemPtr(bd, f.Params[0], tI64, g), s)
	bd.Return()
	done(t, f)
	out := make([]int64, 50)
	if err := Launch(f, Dim3{2, 1, 1}, Dim3{25, 1, 1}, out); err != nil {
		t.Fatal(err)
	}
	for i, v := range out {
		if want := int64(i/7*6 + i%7); v != want {
			t.Errorf("out[%d] = %d, want %d", i, v, want)
		}
	}
	got, err := Call(dm, int64(-17), int64(5))
	if err != nil || got[0] != int64(-3) || got[1] != int64(-2) {
		t.Fatalf("divmod(-17, 5) = %v, %v", got, err)
	}
}

// array2 has kern.Array2's method set, as the interpreter reads it.
type array2 struct {
	data           []float32
	off            int
	shape, strides [2]int
}

func (a array2) Data() ([]float32, int) { return a.data, a.off }
func (a array2) Shape() [2]int          { return a.shape }
func (a array2) Strides() [2]int        { return a.strides }

// TestViews doubles a[i][j] for i = blockIdx.x, j = threadIdx.x through a
// strided view, passed as View and as an Array2-like value.
func TestViews(t *testing.T) {
	vt := ir.ViewType(tF32, 2, ir.SpaceGlobal)
	f, bd := fn("dbl", ir.Kernel, nil, vt)
	i := bd.Emit(ir.OpConvert, tI64, bd.EmitAux(ir.OpSpecial, tI32, int64(ir.CtaidX), nil))
	j := bd.Emit(ir.OpConvert, tI64, bd.EmitAux(ir.OpSpecial, tI32, int64(ir.TidX), nil))
	a := f.Params[0]
	p := bd.EmitAux(ir.OpExtract, ptrTo(tF32, ir.SpaceGlobal), 0, nil, a)
	s0 := bd.EmitAux(ir.OpExtract, tI64, 3, nil, a)
	s1 := bd.EmitAux(ir.OpExtract, tI64, 4, nil, a)
	off := bd.Emit(ir.OpAdd, tI64, bd.Emit(ir.OpMul, tI64, i, s0), bd.Emit(ir.OpMul, tI64, j, s1))
	pe := bd.Emit(ir.OpPtrAdd, p.Typ, p, off)
	x := bd.Emit(ir.OpLoad, tF32, pe)
	bd.Emit(ir.OpStore, nil, pe, bd.Emit(ir.OpMul, tF32, x, ir.ConstFloat(tF32, 2)))
	bd.Return()
	done(t, f)
	for _, useView := range []bool{true, false} {
		data := make([]float32, 20)
		for k := range data {
			data[k] = float32(k)
		}
		var arg any = View{Data: data, Off: 1, Shape: []int{3, 4}, Strides: []int{5, 1}}
		if !useView {
			arg = array2{data, 1, [2]int{3, 4}, [2]int{5, 1}}
		}
		if err := Launch(f, Dim3{3, 1, 1}, Dim3{4, 1, 1}, arg); err != nil {
			t.Fatal(err)
		}
		for k, v := range data {
			want := float32(k)
			if r, c := (k-1)/5, (k-1)%5; k >= 1 && r < 3 && c < 4 {
				want *= 2
			}
			if v != want {
				t.Errorf("view=%v data[%d] = %v, want %v", useView, k, v, want)
			}
		}
	}
}

// TestAddrSpaceAndGlobals round-trips a shared pointer through generic and
// reads a module global initialized from bytes.
func TestAddrSpaceAndGlobals(t *testing.T) {
	tbl := &ir.Global{Ident: "tbl", Elem: &ir.Array{Elem: tI32, Len: 4}, Space: ir.SpaceConst,
		Init: []byte{10, 0, 0, 0, 20, 0, 0, 0, 30, 0, 0, 0, 0xff, 0xff, 0xff, 0xff}}
	f, bd := fn("k", ir.Kernel, nil, sliceI32, tI64)
	sh := bd.EmitAux(ir.OpShared, ptrTo(tI32, ir.SpaceShared), 0, tI32)
	gen := bd.Emit(ir.OpAddrSpace, ptrTo(tI32, ir.SpaceGeneric), sh)
	back := bd.Emit(ir.OpAddrSpace, ptrTo(tI32, ir.SpaceShared), gen)
	e := bd.Emit(ir.OpLoad, tI32, bd.Emit(ir.OpIndexAddr, ptrTo(tI32, ir.SpaceConst), tbl, f.Params[1]))
	bd.Emit(ir.OpStore, nil, back, e)
	v := bd.Emit(ir.OpLoad, tI32, gen)
	bd.Emit(ir.OpStore, nil, elemPtr(bd, f.Params[0], tI32, i64c(0)), v)
	bd.Return()
	done(t, f)
	out := []int32{0}
	for k, want := range []int32{10, 20, 30, -1} {
		if err := Launch(f, Dim3{1, 1, 1}, Dim3{1, 1, 1}, out, int64(k)); err != nil || out[0] != want {
			t.Fatalf("tbl[%d] through shared = %d, %v; want %d", k, out[0], err, want)
		}
	}
	err := Launch(f, Dim3{1, 1, 1}, Dim3{1, 1, 1}, out, int64(4))
	if !errorsIs(err, ErrOutOfBounds) || !contains(err.Error(), `"tbl"`) {
		t.Fatalf("tbl[4]: %v", err)
	}
}
