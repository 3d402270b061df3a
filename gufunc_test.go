package kern_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// ufMatMul is seed 000's matmulcore: c = a @ b.
func ufMatMul[T float32 | float64](a, b, c kern.Array2[T]) {
	for i := range a.Dim(0) {
		for j := range b.Dim(1) {
			var acc T
			for k := range a.Dim(1) {
				acc += a.At(i, k) * b.At(k, j)
			}
			c.Set(i, j, acc)
		}
	}
}

// ufRowSum is "(n)->()": Numba writes a () output as res[0].
func ufRowSum(x, res kern.Array1[float64]) {
	var s float64
	for i := range x.Len() {
		s += x.At(i)
	}
	res.Set(0, s)
}

// ufAxpy is "(),(n),(n)->(n)" with a scalar parameter.
func ufAxpy(a float32, x, y, out kern.Array1[float32]) {
	for i := range x.Len() {
		out.Set(i, a*x.At(i)+y.At(i))
	}
}

// ufDoubled is seed 004's doubled_gufunc "(m,n)->(m,n)".
func ufDoubled(arr, out kern.Array2[float32]) {
	for i := range arr.Dim(0) {
		for j := range arr.Dim(1) {
			out.Set(i, j, arr.At(i, j)*2)
		}
	}
}

// ufRefMatMul multiplies the last two axes of a and b with broadcasting of
// the leading ones, in plain Go.
func ufRefMatMul(t *testing.T, a, b nd.Array[float32]) nd.Array[float32] {
	t.Helper()
	la, lb := a.Shape()[:a.NDim()-2], b.Shape()[:b.NDim()-2]
	loop := nd.Must(nd.BroadcastShapes(la, lb))
	m, n, p := a.Dim(-2), a.Dim(-1), b.Dim(-1)
	ab := nd.Must(a.BroadcastTo(append(append([]int{}, loop...), m, n)...))
	bb := nd.Must(b.BroadcastTo(append(append([]int{}, loop...), n, p)...))
	out := nd.Must(nd.Zeros[float32](append(append([]int{}, loop...), m, p)...))
	for idx := range out.Elems() {
		l := idx[:len(loop)]
		i, j := idx[len(loop)], idx[len(loop)+1]
		var acc float32
		for k := range n {
			acc += ab.At(append(append([]int{}, l...), i, k)...) * bb.At(append(append([]int{}, l...), k, j)...)
		}
		out.Set(acc, idx...)
	}
	return out
}

func TestGUfuncMatMul(t *testing.T) {
	mm := kern.GUVectorize("MatMul", "(m,n),(n,p)->(m,p)", kern.GULoop3(ufMatMul[float32]), kern.GULoop3(ufMatMul[float64]))
	if err := mm.Err(); err != nil {
		t.Fatal(err)
	}
	if l := kern.GULoop3(ufMatMul[float64]); l.ID != "github.com/kernlab/kern_test.ufMatMul[float64]" ||
		l.Signature() != "(Array2[float64], Array2[float64], Array2[float64])" {
		t.Errorf("ID %q, signature %q", l.ID, l.Signature())
	}
	cases := []struct {
		name string
		a, b nd.Array[float32]
	}{
		{"plain", ufRand[float32](t, 1, 0, 3, 4), ufRand[float32](t, 2, 0, 4, 5)},
		{"loop dims broadcast", ufRand[float32](t, 3, 0, 6, 1, 3, 4), ufRand[float32](t, 4, 0, 7, 4, 2)},
		{"transposed operands", ufRand[float32](t, 5, 0, 4, 3).T(), ufRand[float32](t, 6, 0, 5, 4).T()},
		{"many loop indices", ufRand[float32](t, 7, 0, 5000, 2, 3), ufRand[float32](t, 8, 0, 3, 2)},
		{"empty loop", ufRand[float32](t, 9, 0, 0, 2, 3), ufRand[float32](t, 10, 0, 3, 2)},
		{"empty core", ufRand[float32](t, 9, 0, 2, 0), ufRand[float32](t, 10, 0, 0, 3)},
	}
	for _, tg := range cpuTargets {
		for _, tc := range cases {
			t.Run(fmt.Sprintf("%v/%s", tg, tc.name), func(t *testing.T) {
				want := ufRefMatMul(t, tc.a, tc.b)
				got, err := kern.As[float32](mm.Call(tg, tc.a, tc.b))
				if err != nil {
					t.Fatal(err)
				}
				if !nd.Equal(got, want) {
					t.Fatalf("got %v\nwant %v", got, want)
				}
				out := nd.Must(nd.Zeros[float32](want.Shape()...))
				if err := mm.Into(tg, out, tc.a, tc.b); err != nil || !nd.Equal(out, want) {
					t.Fatalf("Into: %v\n%v", err, out)
				}
			})
		}
	}
}

func TestGUfuncScalarCores(t *testing.T) {
	rowSum := kern.GUVectorize("RowSum", "(n)->()", kern.GULoop2(ufRowSum))
	axpy := kern.GUVectorize("Axpy", "(),(n),(n)->(n)", kern.GULoop4(ufAxpy))
	doubled := kern.GUVectorize("Doubled", "(m,n)->(m,n)", kern.GULoop2(ufDoubled))
	x := nd.Must(nd.Arange[float64](0, 12, 1))
	x2 := nd.Must(x.Reshape(3, 4))
	for _, tg := range cpuTargets {
		got, err := kern.As[float64](rowSum.Call(tg, x2))
		if err != nil || got.String() != "[ 6. 22. 38.]" {
			t.Errorf("%v: rowSum = %v, %v", tg, got, err)
		}
		got, err = kern.As[float64](rowSum.Call(tg, x2.T()))
		if err != nil || got.String() != "[12. 15. 18. 21.]" {
			t.Errorf("%v: rowSum of the transpose = %v, %v", tg, got, err)
		}
		// A scalar input broadcasts over the loop; a array of () gives one
		// value per loop index.
		xs := []float32{1, 2, 3}
		ys := nd.Must(nd.FromSlice([]float32{10, 20, 30, 40, 50, 60}, 2, 3))
		ax, err := kern.As[float32](axpy.Call(tg, 2, xs, ys))
		if err != nil || ax.String() != "[[12. 24. 36.]\n [42. 54. 66.]]" {
			t.Errorf("%v: axpy(2) = %v, %v", tg, ax, err)
		}
		as := []float32{1, -1}
		a2 := nd.Must(nd.FromSlice(as, 2, 1)) // loop dims (2,1) × (2,) core (3)
		ax, err = kern.As[float32](axpy.Call(tg, nd.Must(a2.Reshape(2)), xs, ys))
		if err != nil || ax.String() != "[[11. 22. 33.]\n [39. 48. 57.]]" {
			t.Errorf("%v: axpy([1,-1]) = %v, %v", tg, ax, err)
		}
		// Seed 004: doubled_gufunc(arr, out).
		arr := ufRand[float32](t, 3, 0, 3, 3)
		out := nd.EmptyLike(arr)
		if err := doubled.Into(tg, out, arr); err != nil {
			t.Fatal(err)
		}
		for idx, v := range arr.Elems() {
			if out.At(idx...) != 2*v {
				t.Fatalf("%v: doubled%v = %v, want %v", tg, idx, out.At(idx...), 2*v)
			}
		}
	}
}

func TestGUfuncErrors(t *testing.T) {
	mm := kern.GUVectorize("MatMul", "(m,n),(n,p)->(m,p)", kern.GULoop3(ufMatMul[float32]))
	a := ufRand[float32](t, 1, 0, 3, 4)
	b := ufRand[float32](t, 2, 0, 5, 2)
	out := nd.Must(nd.Full[float32](-1, 3, 2))
	calls := []struct {
		name string
		err  error
		is   error
		want string
	}{
		{"core mismatch", mm.Into(kern.CPU, out, a, b), nd.ErrShape, `core dimension "n" is 4 in input 1 (shape (3, 4)) but 5 in input 2 (shape (5, 2))`},
		{"too few dims", mm.Into(kern.CPU, out, []float32{1, 2}, b), ufunc.ErrLayout, "core (m,n) needs at least 2 dimensions"},
		{"arity", mm.Into(kern.CPU, out, a), ufunc.ErrArity, "takes 2 inputs, got 1"},
		{"dtype", mm.Into(kern.CPU, out, a, nd.Must(nd.Zeros[float64](4, 2))), nd.ErrDType, "MatMul has no loop for (float32, float64, float32); loops: (Array2[float32], Array2[float32], Array2[float32])"},
		{"out dtype", mm.Into(kern.CPU, nd.Must(nd.Full[float64](-1, 3, 2)), a, nd.Must(nd.Zeros[float32](4, 2))), nd.ErrDType, "no loop"},
		{"out shape", mm.Into(kern.CPU, nd.Must(nd.Full[float32](-1, 2, 3)), a, nd.Must(nd.Zeros[float32](4, 2))), nd.ErrShape, `"m" is 3`},
		{"loop broadcast", func() error {
			_, err := mm.Call(kern.CPU, ufRand[float32](t, 1, 0, 2, 3, 4), ufRand[float32](t, 1, 0, 3, 4, 2))
			return err
		}(), nd.ErrBroadcast, "loop dimensions of the inputs (2,), (3,) do not broadcast"},
		{"scalar for an array core", func() error { _, err := mm.Call(kern.CPU, float32(1), b); return err }(), ufunc.ErrOperand, "input 1 is the scalar 1, but its core (m,n)"},
	}
	for _, c := range calls {
		if !errors.Is(c.err, c.is) || !strings.Contains(c.err.Error(), c.want) {
			t.Errorf("%s: %v\nwant %v containing %q", c.name, c.err, c.is, c.want)
		}
	}
	if out.String() != "[[-1. -1.]\n [-1. -1.]\n [-1. -1.]]" {
		t.Errorf("out was written: %v", out)
	}
	defs := []struct {
		g    *kern.GUfunc
		is   error
		want string
	}{
		{kern.GUVectorize("Bad", "(m,n),(n,p)->(m,q)", kern.GULoop3(ufMatMul[float32])), ufunc.ErrLayout, `layout "(m,n),(n,p)->(m,q)": position 16: output dimension "q" appears in no input`},
		{kern.GUVectorize("Bad", "(m,n),(n,p)->", kern.GULoop3(ufMatMul[float32])), ufunc.ErrLayout, `position 13: expected "("`},
		{kern.GUVectorize("Bad", "(m),(n,p)->(m,p)", kern.GULoop3(ufMatMul[float32])), kern.ErrDefinition, "parameter 1 is rank 2 but its core (m) in layout"},
		{kern.GUVectorize("Bad", "(n)->(n)", kern.GULoop3(ufMatMul[float32])), kern.ErrDefinition, "has 3 parameters, layout \"(n)->(n)\" has 2 operands"},
		{kern.GUVectorize("Bad", "(n)->()", kern.GULoop2(func(x kern.Array1[float64], s float64) {})), kern.ErrDefinition, "must be an Array1"},
		{kern.GUVectorize("Bad", "(n)->(n)", kern.GULoop2(func(x []bool, s kern.Array1[float64]) {})), kern.ErrDefinition, "[]bool is not kern.Array1/2/3"},
		{kern.GUVectorize("Bad", "(n)->(n)"), kern.ErrDefinition, "no loops"},
	}
	for _, d := range defs {
		err := d.g.Err()
		if !errors.Is(err, d.is) || !errors.Is(err, kern.ErrDefinition) || !strings.Contains(err.Error(), d.want) {
			t.Errorf("%s: %v\nwant %v containing %q", d.g.Layout(), err, d.is, d.want)
		}
		if _, err2 := d.g.Call(kern.CPU, a, b); err2 == nil {
			t.Errorf("%s: Call of a bad gufunc succeeded", d.g.Layout())
		}
	}
}

func TestGUfuncCorePanic(t *testing.T) {
	bad := kern.GUVectorize("Bad", "(n)->()", kern.GULoop2(func(x, r kern.Array1[float64]) { r.Set(0, x.At(x.Len())) }))
	for _, tg := range cpuTargets {
		if _, err := bad.Call(tg, []float64{1, 2}); err == nil || !strings.Contains(err.Error(), "out of range") {
			t.Errorf("%v: %v, want the index panic as an error", tg, err)
		}
	}
}

// ufSum3 is "(a,b,c)->()" over an Array3 view.
func ufSum3(x kern.Array3[int32], res kern.Array1[int64]) {
	var s int64
	for i := range x.Dim(0) {
		for j := range x.Dim(1) {
			for k := range x.Dim(2) {
				s += int64(x.At(i, j, k))
			}
		}
	}
	res.Set(0, s)
}

func TestGUfuncArray3(t *testing.T) {
	g := kern.GUVectorize("Sum3", "(a,b,c)->()", kern.GULoop2(ufSum3))
	if g.Err() != nil {
		t.Fatal(g.Err())
	}
	x := nd.Must(nd.Arange[int32](0, 120, 1))
	x4 := nd.Must(x.Reshape(5, 2, 3, 4))
	v := nd.Must(x4.Transpose(0, 3, 1, 2)) // strided cores
	for _, tg := range cpuTargets {
		got, err := kern.As[int64](g.Call(tg, v))
		if err != nil {
			t.Fatal(err)
		}
		for l := range 5 {
			var want int64
			for i := range 24 {
				want += int64(l*24 + i)
			}
			if got.At(l) != want {
				t.Errorf("%v: sum3[%d] = %d, want %d", tg, l, got.At(l), want)
			}
		}
	}
}

// TestGUfuncOverlap: a gufunc whose output overlaps an input without being
// it reads the input as it was before the call (NumPy's rule); exactly in
// place is left as is.
func TestGUfuncOverlap(t *testing.T) {
	axpy := kern.GUVectorize("Axpy", "(),(n),(n)->(n)", kern.GULoop4(ufAxpy))
	for _, tg := range cpuTargets {
		a := nd.Must(nd.Arange[float32](0, 12, 1))
		a2 := nd.Must(a.Reshape(4, 3))
		in := nd.Must(a2.Slice(nd.To(3)))    // rows 0..2
		out := nd.Must(a2.Slice(nd.From(1))) // rows 1..3: each row written is the next row read
		want := nd.Must(nd.Zeros[float32](3, 3))
		for r := range 3 {
			for c := range 3 {
				want.Set(2*in.At(r, c)+1, r, c)
			}
		}
		ones := nd.Must(nd.Full[float32](1, 3))
		if err := axpy.Into(tg, out, float32(2), in, ones); err != nil {
			t.Fatal(err)
		}
		if !nd.Equal(nd.Must(a2.Slice(nd.From(1))).Copy(nd.C), want) {
			t.Errorf("%v: rows shifted by one = %v, want %v", tg, a2, want)
		}
		// In place: out is y element for element.
		y := nd.Must(nd.Full[float32](1, 2, 3))
		if err := axpy.Into(tg, y, float32(3), nd.Must(nd.Full[float32](2, 2, 3)), y); err != nil || y.At(1, 2) != 7 {
			t.Errorf("%v: in place = %v, %v", tg, y, err)
		}
	}
}
