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
