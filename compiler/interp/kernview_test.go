package interp

import (
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// array1 has kern.Array1's method set (Data, Len, Stride). The test does not
// import package kern itself so that it does not depend on the root
// package building.
type array1 struct {
	data      []int32
	off, n, s int
}

func (a array1) Data() ([]int32, int) { return a.data, a.off }
func (a array1) Len() int             { return a.n }
func (a array1) Stride() int          { return a.s }

// array2i has kern.Array2's method set.
type array2i struct {
	data           []int32
	shape, strides [2]int
}

func (a array2i) Data() ([]int32, int) { return a.data, 0 }
func (a array2i) Shape() [2]int        { return a.shape }
func (a array2i) Strides() [2]int      { return a.strides }

// TestKernArrays passes Array1- and Array2-shaped views: the kernel
// stores a1[i] + a2[i][j]*10 into a2[i][j] for i = blockIdx.x, j = threadIdx.x.
func TestKernArrays(t *testing.T) {
	v1, v2 := ir.ViewType(tI32, 1, ir.SpaceGlobal), ir.ViewType(tI32, 2, ir.SpaceGlobal)
	f, bd := fn("k", ir.Kernel, nil, v1, v2)
	i := bd.Emit(ir.OpConvert, tI64, bd.EmitAux(ir.OpSpecial, tI32, int64(ir.CtaidX), nil))
	j := bd.Emit(ir.OpConvert, tI64, bd.EmitAux(ir.OpSpecial, tI32, int64(ir.TidX), nil))
	pt := ptrTo(tI32, ir.SpaceGlobal)
	p1 := bd.EmitAux(ir.OpExtract, pt, 0, nil, f.Params[0])
	e1 := bd.Emit(ir.OpPtrAdd, pt, p1, bd.Emit(ir.OpMul, tI64, i, bd.EmitAux(ir.OpExtract, tI64, 2, nil, f.Params[0])))
	p2 := bd.EmitAux(ir.OpExtract, pt, 0, nil, f.Params[1])
	off := bd.Emit(ir.OpAdd, tI64,
		bd.Emit(ir.OpMul, tI64, i, bd.EmitAux(ir.OpExtract, tI64, 3, nil, f.Params[1])),
		bd.Emit(ir.OpMul, tI64, j, bd.EmitAux(ir.OpExtract, tI64, 4, nil, f.Params[1])))
	e2 := bd.Emit(ir.OpPtrAdd, pt, p2, off)
	x := bd.Emit(ir.OpAdd, tI32, bd.Emit(ir.OpLoad, tI32, e1), bd.Emit(ir.OpMul, tI32, bd.Emit(ir.OpLoad, tI32, e2), i32c(10)))
	bd.Emit(ir.OpStore, nil, e2, x)
	bd.Return()
	done(t, f)

	d1 := []int32{1, 0, 2, 0, 3}
	a1 := array1{d1, 0, 3, 2} // 1, 2, 3
	d2 := make([]int32, 12)
	for k := range d2 {
		d2[k] = int32(k)
	}
	a2 := array2i{d2, [2]int{3, 2}, [2]int{1, 3}} // column-major 3x2 in the first 6
	want := make([]int32, 12)
	copy(want, d2)
	for r := range 3 {
		for c := range 2 {
			want[r+3*c] = d1[2*r] + d2[r+3*c]*10
		}
	}
	if err := Launch(f, Dim3{3, 1, 1}, Dim3{2, 1, 1}, a1, a2); err != nil {
		t.Fatal(err)
	}
	for k := range want {
		if d2[k] != want[k] {
			t.Fatalf("data = %v, want %v", d2, want)
		}
	}
}
