package kern_test

// numba-cuda's test_nondet.py, test_sm_creation.py, test_alignment.py,
// test_array_methods.py and test_multithreads.py ported to kern (kernels
// in internal/testing/nbcuda/cudapymisc.go), run on every place against
// plain Go.
//
// Not ported, on purpose: test_sm_creation's typing errors (a shared
// array's extents are a Go array type, so a list, a float or a
// non-constant extent does not compile: Go rejects it before kern gen)
// and its dtype spellings (Go names the element type);
// test_record_alignment_error (Go lays a struct out aligned: an
// unaligned float64 field cannot be written); test_multithreads'
// process-pool compilation (kern compiles ahead of time). test_recursion
// is kern gen's K012 (compiler/testdata/reject/recursion.go): kernel
// code has no recursion, on purpose (docs/errors.md says: use a loop).

import (
	"encoding/binary"
	"slices"
	"sync"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
	"github.com/kernlab/kern/nd"
)

// TestNumbaNonDet is test_for_pre: grid-stride loops over a 2-D grid
// of one 32×8 block and an 8×8 matrix, c = a · diag(b), exact (one
// product per element).
func TestNumbaNonDet(t *testing.T) {
	const n = 8
	a, b := make([]float32, n*n), make([]float32, n)
	for i := range a {
		a[i] = float32(i)
	}
	for i := range b {
		b[i] = float32(i)
	}
	want := make([]float32, n*n)
	for y := range n {
		for x := range n {
			want[y*n+x] = a[y*n+x] * b[x]
		}
	}
	k := kern.NewKernel3(nbcuda.DiagProduct)
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			c := make([]float32, n*n)
			for i := range c {
				c[i] = -1
			}
			ca := must[kern.Array2[float32]](t)(kern.MakeArray2(c, n, n))
			aa := must[kern.Array2[float32]](t)(kern.MakeArray2(a, n, n))
			if err := k.Launch(p.on, kern.D2(1, 1), kern.D2(32, 8), ca, aa, b); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(c, want) {
				t.Fatalf("diagproduct: %v, want %v", c, want)
			}
		})
	}
}

func TestNumbaSharedCreation(t *testing.T) {
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			// test_global_constants: a [5]float32 shared array; Numba's
			// launch is [1, 1], here one block of 5 fills it all.
			a := []float32{100, 100, 100, 100, 100, 100}
			if err := kern.NewKernel1(nbcuda.SharedGlobalConstants).Launch(p.on, 1, nbcuda.GlobalConstant, a); err != nil {
				t.Fatal(err)
			}
			if want := []float32{0.5, 1.5, 2.5, 3.5, 4.5, 100}; !slices.Equal(a, want) {
				t.Fatalf("global constants: %v, want %v", a, want)
			}
			// test_global_build_tuple / test_global_constant_tuple.
			d := make([]float32, 7*7)
			for i := range d {
				d[i] = 100
			}
			a2 := must[kern.Array2[float32]](t)(kern.MakeArray2(d, 7, 7))
			if err := kern.NewKernel1(nbcuda.SharedGlobalTuple).Launch(p.on, 1, kern.D2(7, 7), a2); err != nil {
				t.Fatal(err)
			}
			for i := range 7 {
				for j := range 7 {
					w := float32(100)
					if i < 5 && j < 6 {
						w = float32(i*10 + j)
					}
					if g := d[i*7+j]; g != w {
						t.Fatalf("tuple shape: [%d, %d] = %v, want %v", i, j, g, w)
					}
				}
			}
			// test_numba_dtype and friends, and a shared array of records.
			x := []int32{-7}
			if err := kern.NewKernel1(nbcuda.SharedDType).Launch(p.on, 1, 1, x); err != nil || x[0] != -7 {
				t.Fatalf("shared int32: %v %v", x, err)
			}
			r := []nbcuda.AlignedRec{{A: 3, B: 2.5}}
			if err := kern.NewKernel1(nbcuda.SharedRecord).Launch(p.on, 1, 1, r); err != nil || r[0] != (nbcuda.AlignedRec{A: 3, B: 3.5}) {
				t.Fatalf("shared record: %v %v", r, err)
			}
		})
	}
}

func TestNumbaAlignment(t *testing.T) {
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			a := make([]nbcuda.AlignedRec, 3)
			for i := range a {
				a[i].B = float64((i + 1) * 123)
			}
			if err := kern.NewKernel1(nbcuda.RecordAlignment).Launch(p.on, 1, 3, a); err != nil {
				t.Fatal(err)
			}
			for i, r := range a {
				if float64(r.A) != r.B || r.B != float64((i+1)*123) {
					t.Fatalf("record %d: %+v", i, r)
				}
			}
		})
	}
}

func TestNumbaArrayMethods(t *testing.T) {
	b := make([]uint8, 256)
	for i := range b {
		b[i] = uint8(i)
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			k := kern.NewKernel4(nbcuda.ReinterpretInt32)
			for start := 0; start < 256; start += 4 {
				out := []int32{0}
				if err := k.Launch(p.on, 1, 1, b, start, start+4, out); err != nil {
					t.Fatal(err)
				}
				if w := int32(binary.LittleEndian.Uint32(b[start:])); out[0] != w {
					t.Fatalf("view(int32) at %d: %#x, want %#x", start, out[0], w)
				}
			}
			out := []float64{0, 0, 0, 0}
			if err := kern.NewKernel1(nbcuda.ArrayCopy).Launch(p.on, 1, 1, out); err != nil {
				t.Fatal(err)
			}
			if want := []float64{3, 2, 1, 103}; !slices.Equal(out, want) {
				t.Fatalf("val.copy(): %v, want %v", out, want)
			}
		})
	}
}

// TestNumbaMultiThreads: check_concurrent_compiling (one kernel launched
// from four goroutines on ten device arrays) and the copies from another
// goroutine of test_invalid_context_error_with_d2h / _d2d.
func TestNumbaMultiThreads(t *testing.T) {
	k := kern.NewKernel1(nbcuda.IncFirst)
	forDevPlaces(t, func(t *testing.T, dev *kern.Device) {
		want := iota64(t, nd.C, 10)
		want.Set(1, 0)
		arrays := make([]*kern.DeviceArray[int64], 10)
		for i := range arrays {
			arrays[i] = toDev(t, dev, iota64(t, nd.C, 10))
		}
		work := make(chan *kern.DeviceArray[int64])
		errs := make([]error, 4)
		var wg sync.WaitGroup
		for w := range 4 {
			wg.Go(func() {
				for a := range work {
					if err := k.Launch(dev, 1, 1, a); err != nil && errs[w] == nil {
						errs[w] = err
					}
				}
			})
		}
		for _, a := range arrays {
			work <- a
		}
		close(work)
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		for _, a := range arrays {
			sameHost(t, "foo[1, 1](x)", a, want)
		}
		// d2h and d2d from another goroutine.
		arr := iota64(t, nd.C, 100)
		common, darr := toDev(t, dev, arr), toDev(t, dev, must[nd.Array[int64]](t)(nd.Zeros[int64](100)))
		out := must[nd.Array[int64]](t)(nd.Zeros[int64](100))
		errc := make(chan error)
		go func() { errc <- common.CopyInto(out) }()
		go func() { errc <- darr.CopyFromDevice(common) }()
		for range 2 {
			if err := <-errc; err != nil {
				t.Fatal(err)
			}
		}
		if !nd.Equal(out, arr) {
			t.Fatalf("d2h in a goroutine: %v", out)
		}
		sameHost(t, "d2d in a goroutine", darr, arr)
	})
}
