package bench

import (
	"flag"
	"math"
	"runtime"
	"sync"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/bench/kernels"
	"github.com/kernlab/kern/nd"
)

var matN = flag.Int("bench.matn", 512, "the side of BenchmarkMatMulTiled's square matrices")

// goBlock is the tile side of the hand-written blocked product.
const goBlock = 64

// blockedMatMul is the hand-written baseline: C += A·B for n×n row-major
// matrices in goBlock×goBlock tiles, i-k-j inside a tile so that the
// inner loop streams a row of B into a row of C (no bounds checks: both
// are resliced to the tile). Rows of tiles [r0, r1) of C.
func blockedMatMul(a, b, c []float32, n, r0, r1 int) {
	for ii := r0 * goBlock; ii < min(r1*goBlock, n); ii += goBlock {
		for kk := 0; kk < n; kk += goBlock {
			for jj := 0; jj < n; jj += goBlock {
				je := min(jj+goBlock, n)
				for i := ii; i < min(ii+goBlock, n); i++ {
					crow := c[i*n+jj : i*n+je]
					for k := kk; k < min(kk+goBlock, n); k++ {
						av := a[i*n+k]
						brow := b[k*n+jj : k*n+je][:len(crow)]
						for j := range crow {
							crow[j] += av * brow[j]
						}
					}
				}
			}
		}
	}
}

// blockedMatMulParallel spreads the rows of tiles over GOMAXPROCS
// goroutines.
func blockedMatMulParallel(a, b, c []float32, n int) {
	rows := (n + goBlock - 1) / goBlock
	w := min(runtime.GOMAXPROCS(0), rows)
	var wg sync.WaitGroup
	for g := range w {
		wg.Add(1)
		go func() {
			defer wg.Done()
			blockedMatMul(a, b, c, n, g*rows/w, (g+1)*rows/w)
		}()
	}
	wg.Wait()
}

// BenchmarkMatMulTiled runs bench/kernels.MatMulTiled (16×16 shared
// tiles, two barriers per step) on n×n float32 matrices on Sim, CPU and
// Parallel, and the hand-written blocked product, serial and parallel,
// which matmul.sh takes the ratios against. Each iteration is one n×n
// product; the results are checked against a float64 product.
func BenchmarkMatMulTiled(b *testing.B) {
	n := *matN
	A, B := nd.Must(nd.Random[float32](1, n, n)), nd.Must(nd.Random[float32](2, n, n))
	mm := kern.NewKernel3(kernels.MatMulTiled)
	grid := kern.D2((n+kernels.TPB-1)/kernels.TPB, (n+kernels.TPB-1)/kernels.TPB)
	// Every call writes a freshly allocated C: with N a power of two, the
	// relative placement of A, B and C in the caches (which rows share
	// cache sets) changes the kernel's time by up to 2.5× on the machines
	// measured, and one allocation would fix one placement for all samples.
	kernel := func(on kern.Target) func() (nd.Array[float32], error) {
		return func() (nd.Array[float32], error) {
			c := nd.Must(nd.Zeros[float32](n, n))
			return c, mm.Launch(on, grid, kern.D2(kernels.TPB, kernels.TPB), A, B, c)
		}
	}
	as, bs := A.ToSlice(), B.ToSlice()
	blocked := func(parallel bool) func() (nd.Array[float32], error) {
		return func() (nd.Array[float32], error) {
			cs := make([]float32, n*n)
			if parallel {
				blockedMatMulParallel(as, bs, cs, n)
			} else {
				blockedMatMul(as, bs, cs, n, 0, (n+goBlock-1)/goBlock)
			}
			return nd.FromSlice(cs, n, n)
		}
	}
	for _, on := range []kern.Target{kern.Sim, kern.CPU, kern.Parallel} {
		if tgt, _, err := mm.Where(on, A, B, A); err != nil || tgt != on {
			b.Fatalf("MatMulTiled on %v runs on %v (%v)", on, tgt, err)
		}
	}
	for _, impl := range []struct {
		name string
		run  func() (nd.Array[float32], error)
	}{
		{"kern-sim", kernel(kern.Sim)},
		{"kern-cpu", kernel(kern.CPU)},
		{"kern-parallel", kernel(kern.Parallel)},
		{"go-blocked", blocked(false)},
		{"go-blocked-parallel", blocked(true)},
	} {
		b.Run(impl.name, func(b *testing.B) {
			var c nd.Array[float32]
			cpu0 := processCPU()
			for b.Loop() {
				var err error
				if c, err = impl.run(); err != nil {
					b.Fatal(err)
				}
			}
			// CPU time is what a busy machine disturbs least: time
			// shared with other processes is not counted (what they
			// do to the caches still is).
			b.ReportMetric((processCPU()-cpu0).Seconds()/float64(b.N)*1e3, "cpu-ms/op")
			b.ReportMetric(2*float64(n)*float64(n)*float64(n)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
			checkProduct(b, A, B, c)
		})
	}
}

// checkProduct compares a sample of C with a float64 product.
func checkProduct(b *testing.B, A, B, C nd.Array[float32]) {
	n := C.Shape()[0]
	for s := range 64 {
		i, j := s*7919%n, s*104729%n
		var want float64
		for k := range n {
			want += float64(A.At(i, k)) * float64(B.At(k, j))
		}
		if got := float64(C.At(i, j)); math.Abs(got-want) > 1e-4*float64(n) {
			b.Fatalf("C[%d,%d] = %v, want %v", i, j, got, want)
		}
	}
}

// BenchmarkAxpy runs bench/kernels.Axpy, a kernel without barriers (one
// element per thread, 256-thread blocks), on 2²⁰ float32 on Sim, CPU and
// Parallel, and the same loop written in Go.
func BenchmarkAxpy(b *testing.B) {
	const n = 1 << 20
	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(i%1000), float32(i%77)
	}
	axpy := kern.NewKernel3(kernels.Axpy)
	for _, on := range []kern.Target{kern.Sim, kern.CPU, kern.Parallel} {
		b.Run("kern-"+on.String(), func(b *testing.B) {
			for b.Loop() {
				if err := axpy.Launch(on, n/256, 256, float32(0.5), x, y); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	b.Run("go-loop", func(b *testing.B) {
		for b.Loop() {
			for i := range y {
				y[i] = 0.5*x[i] + y[i]
			}
		}
	})
}
