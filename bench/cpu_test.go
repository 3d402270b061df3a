package bench

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/bench/internal/measure"
	"github.com/kernlab/kern/bench/kernels"
	"github.com/kernlab/kern/bench/kernels/cpumath"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/simd"
	"github.com/kernlab/kern/ufunc"
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

// genDisc is kernels.Discriminant as a ufunc whose CPU loop is the one
// kern gen generated (the AVX2 loop where the CPU has it).
func genDisc(b *testing.B) *kern.Ufunc {
	l := kern.Loop3(kernels.Discriminant)
	_, f, ok := kern.Generated().Lookup(l.ID)
	if !ok || f.CPU == nil {
		b.Fatal("no generated CPU loop for kernels.Discriminant: run go -C bench generate ./kernels")
	}
	l.Run = f.CPU
	return kern.Vectorize("discriminant", l)
}

// BenchmarkDiscriminant runs the ufunc through kern.Vectorize on the CPU
// and Parallel targets: kern gen's loop Into a preallocated output (as a
// GPU benchmark uses out=), the same allocating its output (Call), the
// generic kern.Loop3 closure, and the loop written by hand, serial and
// parallel.
func BenchmarkDiscriminant(b *testing.B) {
	gen := genDisc(b)
	disc := kern.Vectorize("Discriminant", kern.Loop3(Discriminant[float32]), kern.Loop3(Discriminant[float64]))
	for _, n := range sizes() {
		A, B, C, D := operands(b, n)
		for _, tg := range []kern.Target{kern.CPU, kern.Parallel} {
			b.Run(fmt.Sprintf("kern-%v-gen/N=%d", tg, n), func(b *testing.B) {
				for b.Loop() {
					if err := gen.Into(tg, D, A, B, C); err != nil {
						b.Fatal(err)
					}
				}
				report(b, n)
			})
			b.Run(fmt.Sprintf("kern-%v-gen-call/N=%d", tg, n), func(b *testing.B) {
				for b.Loop() {
					if _, err := gen.Call(tg, A, B, C); err != nil {
						b.Fatal(err)
					}
				}
				report(b, n)
			})
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

// BenchmarkSum sums A (4N bytes read) with kern's Reducer on the CPU and
// Parallel targets (CPU's lane fold, Parallel's 64 KiB chunks) and with
// the plain Go loop.
func BenchmarkSum(b *testing.B) {
	sum := kern.Reduce("sum", kern.Loop2(kernels.Sum))
	for _, n := range sizes() {
		A, _, _, _ := operands(b, n)
		rep := func(b *testing.B) {
			b.SetBytes(int64(4 * n))
			b.ReportMetric(float64(4*n)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
		}
		for _, tg := range []kern.Target{kern.CPU, kern.Parallel} {
			b.Run(fmt.Sprintf("kern-%v/N=%d", tg, n), func(b *testing.B) {
				for b.Loop() {
					if _, err := sum.Call(tg, A); err != nil {
						b.Fatal(err)
					}
				}
				rep(b)
			})
		}
		b.Run(fmt.Sprintf("go-sum/N=%d", n), func(b *testing.B) {
			for b.Loop() {
				var s float32
				for _, v := range A {
					s += v
				}
				sink = s
			}
			rep(b)
		})
	}
}

// sink keeps the hand-written sum from being optimized away.
var sink float32

// discLoop is the hand-written loop: what `kern gen`'s inlined CPU loops
// should match.
func discLoop(d, a, b, c []float32) {
	a, b, c = a[:len(d)], b[:len(d)], c[:len(d)]
	for i := range d {
		d[i] = float32(math.Sqrt(float64(b[i]*b[i] - 4*a[i]*c[i])))
	}
}

// BenchmarkCopy measures memory bandwidth with the same bytes as the
// memory-bound rows, the ceiling they are held to: the discriminant's 16N
// (8N read, 8N written) serially, in GOMAXPROCS equal parts and split as
// kern's Parallel splits the discriminant (ufunc.ChunkLen chunks dealt in
// turn); the sum's 4N (2N read, 2N written) serially and in the Parallel
// reduction's runs of 64 KiB chunks (measure.ReduceRuns). SetBytes counts
// what is read plus what is written, as the other benchmarks' traffic
// does.
func BenchmarkCopy(b *testing.B) {
	for _, n := range sizes() {
		src, dst := make([]float32, 2*n), make([]float32, 2*n)
		for i := range src {
			src[i] = float32(i)
		}
		chunk := 2 * ufunc.ChunkLen(n, 4, runtime.GOMAXPROCS(0))
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
		b.Run(fmt.Sprintf("copy-chunked/N=%d", n), func(b *testing.B) {
			for b.Loop() {
				measure.Chunks(2*n, chunk, func(lo, hi int) { copy(dst[lo:hi], src[lo:hi]) })
			}
			report(b, n)
		})
		h := n / 2
		in := func(b *testing.B) {
			b.SetBytes(int64(8 * h))
			b.ReportMetric(float64(8*h)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
		}
		b.Run(fmt.Sprintf("copy-input/N=%d", n), func(b *testing.B) {
			for b.Loop() {
				copy(dst[:h], src[:h])
			}
			in(b)
		})
		b.Run(fmt.Sprintf("copy-input-chunked/N=%d", n), func(b *testing.B) {
			for b.Loop() {
				measure.ReduceRuns(h, 8<<10, func(lo, hi int) { copy(dst[lo:hi], src[lo:hi]) })
			}
			in(b)
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

// BenchmarkExpSin runs bench/kernels.ExpSin (math.Exp·math.Sin, float64,
// x in [-4, 4)) at N = 1e6 through kern gen's CPU loop (its AVX2 loop
// where the CPU has AVX2, and its AVX-512 loop, kern-cpu-gen-avx512, where
// it has AVX-512), the same loop with simd.AVX2 off (the Go core
// over every element), and the plain Go loop: compare their ns/op within
// one run.
func BenchmarkExpSin(b *testing.B) {
	benchExpSin(b, kernels.ExpSin, func(i, n int) float64 { return 8*float64(i)/float64(n) - 4 },
		func(x, y []float64) {
			for i, v := range x {
				y[i] = kernels.ExpSin(v)
			}
		})
}

// BenchmarkExpSin32 is BenchmarkExpSin on float32 (bench/kernels.ExpSin32:
// the float64 calls on two halves of 8 float32 lanes).
func BenchmarkExpSin32(b *testing.B) {
	benchExpSin(b, kernels.ExpSin32, func(i, n int) float32 { return 8*float32(i)/float32(n) - 4 },
		func(x, y []float32) {
			for i, v := range x {
				y[i] = kernels.ExpSin32(v)
			}
		})
}

// benchExpSin runs core's generated CPU loop, with and without its SIMD
// loop, and goLoop (core called directly, as a user's loop would) on
// inputs at(i, n).
func benchExpSin[T float32 | float64](b *testing.B, core func(T) T, at func(i, n int) T, goLoop func(x, y []T)) {
	const n = 1_000_000
	l := kern.Loop1(core)
	_, f, ok := kern.Generated().Lookup(l.ID)
	if !ok || f.CPU == nil {
		b.Fatal("no generated CPU loop: run go -C bench generate ./kernels")
	}
	l.Run = f.CPU
	u := kern.Vectorize("expsin", l)
	x, y := make([]T, n), make([]T, n)
	for i := range x {
		x[i] = at(i, n)
	}
	benchGenISAs(b, func() error { return u.Into(kern.CPU, y, x) })
	b.Run("go-loop", func(b *testing.B) {
		for b.Loop() {
			goLoop(x, y)
		}
	})
}

// benchGenISAs runs call, a call of a generated CPU loop, as the rows
// kern-cpu-gen (the AVX2 loop), kern-cpu-gen-avx512 (where the CPU has
// it) and kern-cpu-gen-scalar (SIMD off: the generated loop calls the Go
// core).
func benchGenISAs(b *testing.B, call func() error) {
	avx2, avx512 := simd.AVX2, simd.AVX512
	defer func() { simd.AVX2, simd.AVX512 = avx2, avx512 }()
	for _, c := range []struct {
		name       string
		simd, wide bool
	}{{"kern-cpu-gen", avx2, false}, {"kern-cpu-gen-avx512", avx2, true}, {"kern-cpu-gen-scalar", false, false}} {
		if c.wide && !avx512 {
			continue
		}
		b.Run(c.name, func(b *testing.B) {
			// This benchmark is the flags' one writer, restored above.
			simd.AVX2, simd.AVX512 = c.simd, c.wide
			for b.Loop() {
				if err := call(); err != nil {
					b.Fatal(err)
				}
			}
			simd.AVX2, simd.AVX512 = avx2, avx512
		})
	}
}

// BenchmarkPow runs bench/kernels/cpumath.Pow (math.Pow, float64, x in [0, 4),
// y in [-3, 3)) at N = 1e6 as BenchmarkExpSin runs ExpSin: the generated
// CPU loop (AVX2, AVX-512, and with simd.AVX2 off) and the plain Go loop.
func BenchmarkPow(b *testing.B) {
	const n = 1_000_000
	l := kern.Loop2(cpumath.Pow)
	_, f, ok := kern.Generated().Lookup(l.ID)
	if !ok || f.CPU == nil {
		b.Fatal("no generated CPU loop: run go -C bench generate ./kernels/cpumath")
	}
	l.Run = f.CPU
	u := kern.Vectorize("pow", l)
	r := rand.New(rand.NewPCG(38, 1))
	x, y, z := make([]float64, n), make([]float64, n), make([]float64, n)
	for i := range x {
		x[i], y[i] = 4*r.Float64(), 6*r.Float64()-3
	}
	benchGenISAs(b, func() error { return u.Into(kern.CPU, z, x, y) })
	b.Run("go-loop", func(b *testing.B) {
		for b.Loop() {
			for i := range x {
				z[i] = cpumath.Pow(x[i], y[i])
			}
		}
	})
}

// BenchmarkISA times kern gen's CPU loops (kern.CPU) with the AVX2 loop
// and with the AVX-512 loop, alternately within one run: the
// discriminant (float32), ExpSin (float64, x in [-4, 4)), Triage (int32,
// branches) and the float32 sum (whose lane fold has no AVX-512 form: its
// two rows run the same AVX2 fold, a check of the method). It skips
// without AVX-512; run it with -count for several alternations.
func BenchmarkISA(b *testing.B) {
	if !simd.AVX512 {
		b.Skip("simd.AVX512 is false: no AVX-512 loops to time")
	}
	gen := func(l kern.Loop, name string) *kern.Ufunc {
		_, f, ok := kern.Generated().Lookup(l.ID)
		if !ok || f.CPU == nil {
			b.Fatalf("no generated CPU loop for %s: run go -C bench generate ./kernels", name)
		}
		l.Run = f.CPU
		return kern.Vectorize(name, l)
	}
	disc := genDisc(b)
	es := gen(kern.Loop1(kernels.ExpSin), "expsin")
	tr := gen(kern.Loop1(kernels.Triage), "triage")
	sum := kern.Reduce("sum", kern.Loop2(kernels.Sum))
	avx512 := simd.AVX512
	defer func() { simd.AVX512 = avx512 }()
	for _, n := range []int{10_000, 1_000_000, 10_000_000} {
		A, B, C, D := operands(b, n)
		xf, yf := make([]float64, n), make([]float64, n)
		xi, yi := make([]int32, n), make([]int32, n)
		for i, v := range A {
			xf[i] = 8*float64(v) - 4
			xi[i] = int32(v*4000) - 1500
		}
		for _, w := range []struct {
			name  string
			bytes int
			run   func() error
		}{
			{"discriminant", 16 * n, func() error { return disc.Into(kern.CPU, D, A, B, C) }},
			{"expsin", 16 * n, func() error { return es.Into(kern.CPU, yf, xf) }},
			{"triage", 8 * n, func() error { return tr.Into(kern.CPU, yi, xi) }},
			{"sum", 4 * n, func() error { _, err := sum.Call(kern.CPU, A); return err }},
		} {
			for _, isa := range []string{"avx2", "avx512"} {
				b.Run(fmt.Sprintf("%s/%s/N=%d", w.name, isa, n), func(b *testing.B) {
					simd.AVX512 = isa == "avx512" // this benchmark's one writer, restored above
					for b.Loop() {
						if err := w.run(); err != nil {
							b.Fatal(err)
						}
					}
					simd.AVX512 = avx512
					b.SetBytes(int64(w.bytes))
				})
			}
		}
	}
}
