package kern

import (
	"io"
	"testing"

	"github.com/kernlab/kern/nd"
)

// BenchmarkGPUProfileOn is BenchmarkGPULaunch and BenchmarkGPUDispatch's
// Ufunc.Into with a GPU profile being recorded: what profiling adds to a
// call (compare with those, run in the same go test; off, they pay only
// gpuprof.On's atomic loads). BenchmarkUfuncSmallProfiled is the CPU's.
func BenchmarkGPUProfileOn(b *testing.B) {
	if err := StartGPUProfile(io.Discard); err != nil {
		b.Fatal(err)
	}
	defer func() {
		if err := StopGPUProfile(); err != nil {
			b.Fatal(err)
		}
	}()
	b.Run("GPULaunch", func(b *testing.B) {
		_, dev, k, args := axpySetup(b)
		var grid, block any = D1(4), D1(256)
		b.ReportAllocs()
		for b.Loop() {
			if err := k.Launch(dev, grid, block, args...); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("GPUDispatch", func(b *testing.B) {
		g := newFakeGPU()
		g.quiet = true
		dev := NewDevice(g)
		newSubLoop(g)
		x, err := NewDeviceArray[float32](dev, []int{1 << 10}, nd.C)
		if err != nil {
			b.Fatal(err)
		}
		out, _ := NewDeviceArray[float32](dev, []int{1 << 10}, nd.C)
		u := Vectorize("Sub", Loop2(fkSub))
		fakeCode(u.loops[0].gpu, GenVectorize, map[string]string{RoleContig: "sub_contig", RoleStrided: "sub_strided"})
		b.ReportAllocs()
		for b.Loop() {
			if err := u.Into(Auto, out, x, x); err != nil {
				b.Fatal(err)
			}
		}
	})
}
