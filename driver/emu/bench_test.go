package emu

import (
	"math"
	"os"
	"runtime"
	"testing"
	"time"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// BenchmarkDiscriminant runs the discriminant example's shipped code (the
// contiguous float32 wrapper) on 1<<20 elements — the PTX on the emulated
// CUDA device, the LLVM IR on the emulated ROC device — and reports
// thread-instructions per second per core.
func BenchmarkDiscriminant(b *testing.B) {
	b.Run("cuda", func(b *testing.B) {
		src, err := os.ReadFile("../../examples/discriminant/kern_gen.ptx")
		if err != nil {
			b.Skip(err)
		}
		d := New()
		m, err := d.LoadModule(src)
		if err != nil {
			b.Fatal(err)
		}
		benchDiscriminant(b, d, m)
	})
	b.Run("amd", func(b *testing.B) {
		ir, err := os.ReadFile("../../examples/discriminant/kern_gen.ll")
		if err != nil {
			b.Skip(err)
		}
		co, _ := os.ReadFile("../../examples/discriminant/kern_gen_gfx90a.hsaco")
		d, err := NewROC()
		if err != nil {
			b.Fatal(err)
		}
		m, err := d.LoadModuleIR(ir, co)
		if err != nil {
			b.Fatal(err)
		}
		benchDiscriminant(b, d, m)
	})
}

func benchDiscriminant(b *testing.B, d *Device, m driver.Module) {
	const name = "github_2ecom_2fkernlab_2fkern_2fexamples_2fdiscriminant_2eDiscriminant_5bfloat32_5d_5f_5fcontig"
	fn, err := m.Function(name)
	if err != nil {
		b.Fatal(err)
	}
	const n = 1 << 20
	host := make([]float32, n)
	for i := range host {
		host[i] = float32(i%100) / 10
	}
	var ptrs [4]driver.Ptr
	for i := range ptrs {
		if ptrs[i], err = d.Alloc(4 * n); err != nil {
			b.Fatal(err)
		}
		if err := d.CopyHtoD(ptrs[i], unsafe.Pointer(&host[0]), 4*n, nil); err != nil {
			b.Fatal(err)
		}
	}
	nn, zero := int64(n), float32(0)
	params := []unsafe.Pointer{unsafe.Pointer(&nn),
		unsafe.Pointer(&ptrs[0]), unsafe.Pointer(&zero), unsafe.Pointer(&ptrs[1]), unsafe.Pointer(&zero),
		unsafe.Pointer(&ptrs[2]), unsafe.Pointer(&zero), unsafe.Pointer(&ptrs[3])}
	cfg := driver.LaunchConfig{Grid: driver.Dim3{X: n / 256, Y: 1, Z: 1}, Block: driver.Dim3{X: 256, Y: 1, Z: 1}}
	start := d.ThreadInstructions()
	t0 := time.Now()
	b.ResetTimer()
	for range b.N {
		if err := fn.Launch(cfg, params); err != nil {
			b.Fatal(err)
		}
		if err := d.Synchronize(); err != nil {
			b.Fatal(err)
		}
	}
	el := time.Since(t0)
	ti := float64(d.ThreadInstructions() - start)
	b.ReportMetric(ti/el.Seconds()/float64(min(runtime.GOMAXPROCS(0), n/256))/1e6, "Minstr/s/core")
	b.ReportMetric(ti/float64(b.N)/n, "instr/elem")
	out := make([]float32, n)
	if err := d.CopyDtoH(unsafe.Pointer(&out[0]), ptrs[3], 4*n, nil); err != nil {
		b.Fatal(err)
	}
	for i, x := range host {
		want := float32(math.Sqrt(float64(x*x - 4*x*x)))
		if math.Float32bits(out[i]) != math.Float32bits(want) && !(want != want && out[i] != out[i]) {
			b.Fatalf("element %d: %v, want %v", i, out[i], want)
		}
	}
}

// BenchmarkMonteCarlo runs the montecarlo example's shipped Hits kernel
// (kern.NewRand and Uint32: Philox4x32-10's 32×32→64-bit multiplies,
// shifts, xors and its loop) for 1024 threads × 256 draws — the PTX on the
// emulated CUDA device, the LLVM IR on the emulated ROC device — checks
// every thread's count against Philox in plain Go, and reports ns per
// thread-draw (one draw is two Uint32 calls) and thread-instructions per
// draw.
func BenchmarkMonteCarlo(b *testing.B) {
	b.Run("cuda", func(b *testing.B) {
		src, err := os.ReadFile("../../examples/montecarlo/kern_gen.ptx")
		if err != nil {
			b.Skip(err)
		}
		d := New()
		m, err := d.LoadModule(src)
		if err != nil {
			b.Fatal(err)
		}
		benchMonteCarlo(b, d, m)
	})
	b.Run("roc", func(b *testing.B) {
		ir, err := os.ReadFile("../../examples/montecarlo/kern_gen.ll")
		if err != nil {
			b.Skip(err)
		}
		co, _ := os.ReadFile("../../examples/montecarlo/kern_gen_gfx90a.hsaco")
		d, err := NewROC()
		if err != nil {
			b.Fatal(err)
		}
		m, err := d.LoadModuleIR(ir, co)
		if err != nil {
			b.Fatal(err)
		}
		benchMonteCarlo(b, d, m)
	})
}

func benchMonteCarlo(b *testing.B, d *Device, m driver.Module) {
	const name = "github_2ecom_2fkernlab_2fkern_2fexamples_2fmontecarlo_2eHits"
	fn, err := m.Function(name)
	if err != nil {
		b.Fatal(err)
	}
	const threads, draws, seed = 1024, 256, 2026
	hits, err := d.Alloc(8 * threads)
	if err != nil {
		b.Fatal(err)
	}
	s, nd, n := uint64(seed), int64(draws), int64(threads)
	params := []unsafe.Pointer{unsafe.Pointer(&s), unsafe.Pointer(&nd),
		unsafe.Pointer(&hits), unsafe.Pointer(&n), unsafe.Pointer(&n)}
	cfg := driver.LaunchConfig{Grid: driver.Dim3{X: threads / 256, Y: 1, Z: 1}, Block: driver.Dim3{X: 256, Y: 1, Z: 1}}
	start := d.ThreadInstructions()
	b.ResetTimer()
	for range b.N {
		if err := fn.Launch(cfg, params); err != nil {
			b.Fatal(err)
		}
		if err := d.Synchronize(); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	ti := float64(d.ThreadInstructions() - start)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(threads*draws), "ns/draw")
	b.ReportMetric(ti/float64(b.N)/(threads*draws), "instr/draw")
	out := make([]int64, threads)
	if err := d.CopyDtoH(unsafe.Pointer(&out[0]), hits, 8*threads, nil); err != nil {
		b.Fatal(err)
	}
	for i, h := range out {
		if want := philoxHits(seed, uint64(i), draws); h != want {
			b.Fatalf("thread %d: %d hits, want %d", i, h, want)
		}
	}
}

// philoxHits is the Hits kernel of examples/montecarlo for one thread in
// plain Go: kern.NewRand(seed, sub) (Philox4x32-10, cuRAND's stream) drawn
// twice per point.
func philoxHits(seed, sub uint64, draws int) int64 {
	key := [2]uint32{uint32(seed), uint32(seed >> 32)}
	ctr := [4]uint32{0, 0, uint32(sub), uint32(sub >> 32)}
	var out [4]uint32
	fill := func() {
		c0, c1, c2, c3 := ctr[0], ctr[1], ctr[2], ctr[3]
		k0, k1 := key[0], key[1]
		for r := range 10 {
			if r > 0 {
				k0 += 0x9E3779B9
				k1 += 0xBB67AE85
			}
			p0 := uint64(0xD2511F53) * uint64(c0)
			p1 := uint64(0xCD9E8D57) * uint64(c2)
			c0, c1, c2, c3 = uint32(p1>>32)^c1^k0, uint32(p1), uint32(p0>>32)^c3^k1, uint32(p0)
		}
		out = [4]uint32{c0, c1, c2, c3}
	}
	fill()
	next := 0
	word := func() uint32 {
		v := out[next]
		if next++; next == 4 {
			next = 0
			for i := range ctr {
				if ctr[i]++; ctr[i] != 0 {
					break
				}
			}
			fill()
		}
		return v
	}
	var n int64
	for range draws {
		x := uint64(word() >> 1)
		y := uint64(word() >> 1)
		if x*x+y*y < 1<<62 {
			n++
		}
	}
	return n
}
