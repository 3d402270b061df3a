package kern_test

import (
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// TestUfuncComplexCPU runs ufuncs over complex64 and complex128 arrays
// (numba-cuda's test_vectorize_complex operations) on the CPU places: Go
// loops of the Go core, so the results are Go's bit for bit, broadcasting
// and strided operands included.
func TestUfuncComplexCPU(t *testing.T) {
	ops := map[string][2]any{
		"add": {func(a, b complex128) complex128 { return a + b }, func(a, b complex64) complex64 { return a + b }},
		"sub": {func(a, b complex128) complex128 { return a - b }, func(a, b complex64) complex64 { return a - b }},
		"mul": {func(a, b complex128) complex128 { return a * b }, func(a, b complex64) complex64 { return a * b }},
		"div": {func(a, b complex128) complex128 { return a / b }, func(a, b complex64) complex64 { return a / b }},
	}
	xs, ys := complexInputs()
	n := len(xs)
	a, _ := nd.FromSlice(xs, n)
	b, _ := nd.FromSlice(ys, n)
	rowB, _ := nd.FromSlice(ys[:n/10*10], n/10, 10) // broadcast a (10,) row against it
	for name, fs := range ops {
		f128, f64 := fs[0].(func(a, b complex128) complex128), fs[1].(func(a, b complex64) complex64)
		uf := kern.Vectorize(name, kern.Loop2(f128), kern.Loop2(f64))
		for _, on := range []any{kern.CPU, kern.Parallel, kern.Sim} {
			r, err := kern.As[complex128](uf.Call(on, a, b))
			if err != nil {
				t.Fatal(err)
			}
			for i := range n {
				if w := f128(xs[i], ys[i]); !sameComplex(r.At(i), w) {
					t.Fatalf("%s complex128 on %v: %v, %v gives %v, Go %v", name, on, xs[i], ys[i], r.At(i), w)
				}
			}
			a64, b64 := nd.AsType[complex64](a), nd.AsType[complex64](b)
			r64, err := kern.As[complex64](uf.Call(on, a64, b64))
			if err != nil {
				t.Fatal(err)
			}
			for i := range n {
				if w := f64(a64.At(i), b64.At(i)); !sameComplex(complex128(r64.At(i)), complex128(w)) {
					t.Fatalf("%s complex64 on %v: %v", name, on, r64.At(i))
				}
			}
			row := nd.Must(a.Slice(nd.S(0, 20, 2)))
			rb, err := kern.As[complex128](uf.Call(on, row, rowB))
			if err != nil {
				t.Fatal(err)
			}
			for i := range n / 10 {
				for j := range 10 {
					if w := f128(row.At(j), rowB.At(i, j)); !sameComplex(rb.At(i, j), w) {
						t.Fatalf("%s broadcast on %v at (%d,%d): %v, Go %v", name, on, i, j, rb.At(i, j), w)
					}
				}
			}
		}
	}
}
