package kern_test

import (
	"fmt"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
)

// Complex gufuncs, //kern:reduce cores and kern.ArrayN views of complex
// numbers on every place, against the Go code run directly.

// refMatVec is CMatVec's loop in plain Go over a (..., m, n) and x (n).
func refMatVec[T complex64 | complex128](a nd.Array[T], x nd.Array[T]) nd.Array[T] {
	sh := a.Shape()
	k, m, n := sh[0], sh[1], sh[2]
	y := nd.Must(nd.Zeros[T](k, m))
	for l := range k {
		for i := range m {
			var acc T
			for j := range n {
				acc += a.At(l, i, j) * x.At(j)
			}
			y.Set(acc, l, i)
		}
	}
	return y
}

func sameComplexArrays[T complex64 | complex128](t *testing.T, what string, got, want nd.Array[T]) {
	t.Helper()
	if fmt.Sprint(got.Shape()) != fmt.Sprint(want.Shape()) {
		t.Fatalf("%s: shape %v, want %v", what, got.Shape(), want.Shape())
	}
	g, w := got.ToSlice(), want.ToSlice()
	for i := range w {
		if !sameC(g[i], w[i]) {
			t.Fatalf("%s: element %d = %v, Go %v", what, i, g[i], w[i])
		}
	}
}

func TestEmulatedGufuncComplex(t *testing.T) {
	mv := kern.GUVectorize("cmatvec", "(m,n),(n)->(m)", kern.GULoop3(gputest.CMatVec[complex64]), kern.GULoop3(gputest.CMatVec[complex128]))
	ss := kern.GUVectorize("cscalesum", "(n),()->()", kern.GULoop3(gputest.CScaleSum))
	a := nd.Must(nd.Random[complex128](1, 6, 5, 7))
	x := nd.Must(nd.Random[complex128](2, 7))
	a64 := nd.Must(nd.Random[complex64](3, 6, 5, 7))
	x64 := nd.Must(nd.Random[complex64](4, 7))
	// A transposed operand: (6, 5, 7) viewed from (6, 7, 5).
	at := ufView(nd.Must(nd.Random[complex128](5, 6, 7, 5)).Transpose(0, 2, 1))
	rows := nd.Must(nd.Random[complex128](6, 4, 10))
	s := complex(0.5, -1.5)
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			y, err := kern.As[complex128](mv.Call(p.on, a, x))
			if err != nil {
				t.Fatal(err)
			}
			sameComplexArrays(t, "CMatVec[complex128]", y, refMatVec(a, x))
			y64, err := kern.As[complex64](mv.Call(p.on, a64, x64))
			if err != nil {
				t.Fatal(err)
			}
			sameComplexArrays(t, "CMatVec[complex64]", y64, refMatVec(a64, x64))
			yt, err := kern.As[complex128](mv.Call(p.on, at, x))
			if err != nil {
				t.Fatal(err)
			}
			sameComplexArrays(t, "CMatVec[complex128] strided", yt, refMatVec(at, x))

			r, err := kern.As[complex128](ss.Call(p.on, rows, s))
			if err != nil {
				t.Fatal(err)
			}
			for i := range 4 {
				row := nd.Must(rows.SliceAxis(0, nd.S(i, i+1, 1))).ToSlice()
				want := make([]complex128, 1)
				gputest.CScaleSum(row, s, want)
				if !sameC(r.At(i), want[0]) {
					t.Fatalf("CScaleSum row %d = %v, Go %v", i, r.At(i), want[0])
				}
			}
			if !p.gpu {
				return
			}
			dev := p.on.(*kern.Device)
			da, err := kern.ToDevice(dev, a)
			if err != nil {
				t.Fatal(err)
			}
			defer da.Free()
			dy, err := kern.AsDevice[complex128](mv.Call(dev, da, x))
			if err != nil {
				t.Fatal(err)
			}
			defer dy.Free()
			hy, err := dy.CopyToHost()
			if err != nil {
				t.Fatal(err)
			}
			sameComplexArrays(t, "CMatVec on device arrays", hy, refMatVec(a, x))
		})
	}
}

func TestEmulatedComplexReducer(t *testing.T) {
	csum := kern.Reduce("csum", kern.Loop2(gputest.CSum[complex64]), kern.Loop2(gputest.CSum[complex128]))
	for _, p := range places() {
		for _, n := range []int{1, 300, 70_001} {
			t.Run(fmt.Sprint(p.name, "/", n), func(t *testing.T) {
				xs := make([]complex64, n)
				for i := range xs {
					xs[i] = complex(float32(i%11-5), float32(i%4)*0.25)
				}
				got, err := kern.Value[complex64](csum.Call(p.on, xs, kern.Init(complex64(1-1i))))
				if want := (1 - 1i) + foldGo(xs, gputest.CSum[complex64]); err != nil || got != want {
					t.Fatalf("CSum[complex64]: %v, %v; want %v", got, err, want)
				}
				wide := make([]complex128, n)
				for i, x := range xs {
					wide[i] = complex128(x) * 2
				}
				got2, err := kern.Value[complex128](csum.Call(p.on, wide))
				if want := foldGo(wide, gputest.CSum[complex128]); err != nil || got2 != want {
					t.Fatalf("CSum[complex128]: %v, %v; want %v", got2, err, want)
				}
			})
		}
	}
}

// TestEmulatedComplexViews launches a kernel over a kern.Array2 of
// complex64: an nd.Array view on every place, a device array on a GPU.
func TestEmulatedComplexViews(t *testing.T) {
	conj := kern.NewKernel1(gputest.CConj)
	src := nd.Must(nd.Random[complex64](9, 10, 13))
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			a := src.Copy(nd.C)
			v := ufView(a.Slice(nd.S(1, 10, 2), nd.All().By(-1))) // (5, 13), strided and reversed
			if err := conj.Launch(p.on, kern.D2(1, 1), kern.D2(8, 16), v); err != nil {
				t.Fatal(err)
			}
			for i := range 10 {
				for j := range 13 {
					w := src.At(i, j)
					if i%2 == 1 {
						w = complex(real(w), -imag(w))
					}
					if a.At(i, j) != w {
						t.Fatalf("after CConj [%d,%d] = %v, want %v", i, j, a.At(i, j), w)
					}
				}
			}
			if !p.gpu {
				return
			}
			dev := p.on.(*kern.Device)
			d, err := kern.ToDevice(dev, src)
			if err != nil {
				t.Fatal(err)
			}
			defer d.Free()
			if err := conj.Launch(dev, kern.D2(2, 1), kern.D2(8, 16), d); err != nil {
				t.Fatal(err)
			}
			h, err := d.CopyToHost()
			if err != nil {
				t.Fatal(err)
			}
			for i, x := range src.ToSlice() {
				if w := complex(real(x), -imag(x)); h.ToSlice()[i] != w {
					t.Fatalf("device CConj element %d = %v, want %v", i, h.ToSlice()[i], w)
				}
			}
		})
	}
}
