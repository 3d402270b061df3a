package bench

import (
	"flag"
	"fmt"
	"math"
	"runtime"
	"sync"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// big enables N = 1e8 (1.6 GB of float32 operands plus the copy buffers).
var big = flag.Bool("bench.big", false, "also run N = 1e8 (needs about 3 GB of memory)")

// Discriminant is seed 000's ufunc core.
func Discriminant[T float32 | float64](a, b, c T) T {
	return T(math.Sqrt(float64(b*b - 4*a*c)))
}

func sizes() []int {
	ns := []int{10_000, 1_000_000, 10_000_000}
	if *big {
		ns = append(ns, 100_000_000)
	}
	return ns
}

// operands are the seed's inputs: A, C uniform in [0, 1), B in [10, 11).
func operands(b *testing.B, n int) (A, B, C, D []float32) {
	b.Helper()
	mk := func(seed uint64, lo float32) []float32 {
		a, err := nd.Random[float32](seed, n)
		if err != nil {
			b.Fatal(err)
		}
		s := a.ToSlice()
		for i := range s {
			s[i] += lo
		}
		return s
	}
	return mk(1, 0), mk(2, 10), mk(3, 0), make([]float32, n)
}

// traffic is the bytes one call moves: three inputs read, one output
// written.
func traffic(n int) int64 { return int64(16 * n) }

func report(b *testing.B, n int) {
	b.SetBytes(traffic(n))
	b.ReportMetric(float64(traffic(n))*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
}

// BenchmarkDiscriminant runs the ufunc through kern.Vectorize on the CPU
// and Parallel targets (Into a preallocated output, as a GPU benchmark
// uses out=), and the same loop written by hand, serial and parallel.
func BenchmarkDiscriminant(b *testing.B) {
	disc := kern.Vectorize("Discriminant", kern.Loop3(Discriminant[float32]), kern.Loop3(Discriminant[float64]))
	for _, n := range sizes() {
		A, B, C, D := operands(b, n)
		for _, tg := range []kern.Target{kern.CPU, kern.Parallel} {
			b.Run(fmt.Sprintf("kern-%v/N=%d", tg, n), func(b *testing.B) {
				for b.Loop() {
					if err := disc.Into(tg, D, A, B, C); err != nil {
						b.Fatal(err)
					}
				}
				report(b, n)
			})
		}
		b.Run(fmt.Sprintf("go-loop/N=%d", n), func(b *testing.B) {
			for b.Loop() {
				discLoop(D, A, B, C)
			}
			report(b, n)
		})
		b.Run(fmt.Sprintf("go-loop-parallel/N=%d", n), func(b *testing.B) {
			for b.Loop() {
				parallel(n, func(lo, hi int) { discLoop(D[lo:hi], A[lo:hi], B[lo:hi], C[lo:hi]) })
			}
			report(b, n)
		})
	}
}

// discLoop is the hand-written loop: what `kern gen`'s inlined CPU loops
// should match.
func discLoop(d, a, b, c []float32) {
	a, b, c = a[:len(d)], b[:len(d)], c[:len(d)]
	for i := range d {
		d[i] = float32(math.Sqrt(float64(b[i]*b[i] - 4*a[i]*c[i])))
	}
}

// BenchmarkCopy measures memory bandwidth with the same traffic as one
// discriminant call (8N bytes read, 8N written), serially and on
// GOMAXPROCS goroutines: the ceiling the Parallel target is held to.
func BenchmarkCopy(b *testing.B) {
	for _, n := range sizes() {
		src, dst := make([]float32, 2*n), make([]float32, 2*n)
		for i := range src {
			src[i] = float32(i)
		}
		b.Run(fmt.Sprintf("copy/N=%d", n), func(b *testing.B) {
			for b.Loop() {
				copy(dst, src)
			}
			report(b, n)
		})
		b.Run(fmt.Sprintf("copy-parallel/N=%d", n), func(b *testing.B) {
			for b.Loop() {
				parallel(2*n, func(lo, hi int) { copy(dst[lo:hi], src[lo:hi]) })
			}
			report(b, n)
		})
	}
}

// parallel splits [0, n) into GOMAXPROCS equal parts run on goroutines.
func parallel(n int, body func(lo, hi int)) {
	w := runtime.GOMAXPROCS(0)
	if n < 1<<14 || w == 1 {
		body(0, n)
		return
	}
	var wg sync.WaitGroup
	for k := range w {
		lo, hi := n*k/w, n*(k+1)/w
		wg.Add(1)
		go func() {
			defer wg.Done()
			body(lo, hi)
		}()
	}
	wg.Wait()
}

// TestDiscriminantMatchesLoop keeps the benchmark honest: both targets
// compute exactly what the hand-written loop does.
func TestDiscriminantMatchesLoop(t *testing.T) {
	disc := kern.Vectorize("Discriminant", kern.Loop3(Discriminant[float32]))
	n := 300_001
	A, B, C, want := make([]float32, n), make([]float32, n), make([]float32, n), make([]float32, n)
	for i := range A {
		A[i], B[i], C[i] = float32(i%97)/97, 10+float32(i%89)/89, float32(i%83)/83
	}
	discLoop(want, A, B, C)
	for _, tg := range []kern.Target{kern.CPU, kern.Parallel, kern.Sim} {
		got := make([]float32, n)
		if err := disc.Into(tg, got, A, B, C); err != nil {
			t.Fatal(err)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("%v: element %d = %v, want %v", tg, i, got[i], want[i])
			}
		}
	}
}
