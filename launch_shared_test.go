package kern_test

import (
	"errors"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
)

// bigShared asks for 64 MiB of static shared memory per block: no GPU has
// that much.
func bigShared(t *kern.Thread, out []float32) {
	s := kern.Shared[[1 << 24]float32](t)
	s[t.ThreadIdx().X] = 1
	out[t.Grid1()] = s[t.ThreadIdx().X]
}

// smallShared uses 40 KiB: fine alone, over 48 KiB with 16 KiB dynamic.
func smallShared(t *kern.Thread, out []float32) {
	s := kern.Shared[[10 << 10]float32](t)
	s[t.ThreadIdx().X] = 2
	out[t.Grid1()] = s[t.ThreadIdx().X]
}

// TestSharedMemoryLimit: static plus dynamic shared
// memory per block is checked against the device's limit (48 KiB on the
// host device) on the sim target, with the *driver.SharedMemoryError a GPU
// launch reports, matching ErrLaunchConfig; nothing runs past the Shared
// call and the 64 MiB is never allocated.
func TestSharedMemoryLimit(t *testing.T) {
	dev := newDev(t)
	out := make([]float32, 64)
	check := func(what string, err error, static, dynamic int) {
		t.Helper()
		var se *driver.SharedMemoryError
		if !errors.As(err, &se) || !errors.Is(err, kern.ErrLaunchConfig) {
			t.Fatalf("%s: %v, want a *driver.SharedMemoryError", what, err)
		}
		if se.Static != static || se.Dynamic != dynamic || se.Limit != 48<<10 {
			t.Errorf("%s: %+v, want %d static + %d dynamic over 49152", what, *se, static, dynamic)
		}
	}
	for _, coop := range []kern.LaunchOption{kern.NoSync(), kern.ThreadGoroutines()} {
		check("64 MiB static", kern.NewKernel1(bigShared).Launch(dev, 2, 32, out, coop), 64<<20, 0)
		check("40 KiB static + 16 KiB dynamic",
			kern.NewKernel1(smallShared).Launch(dev, 2, 32, out, coop, kern.SharedMem(16<<10)), 40<<10, 16<<10)
		check("64 KiB dynamic", kern.NewKernel1(smallShared).Launch(dev, 2, 32, out, coop, kern.SharedMem(64<<10)), 0, 64<<10)
	}
	for i, v := range out {
		if v != 0 {
			t.Fatalf("out[%d] = %v: a kernel ran past its refused Shared call", i, v)
		}
	}
	// On a stream the error surfaces at Synchronize, with the same type.
	s := must[*kern.Stream](t)(dev.NewStream())
	defer s.Close()
	if err := kern.NewKernel1(bigShared).Launch(s, 1, 32, out, kern.NoSync()); err != nil {
		t.Fatal(err)
	}
	check("64 MiB static on a stream", s.Synchronize(), 64<<20, 0)
	// Within the limit it runs.
	if err := kern.NewKernel1(smallShared).Launch(dev, 2, 32, out, kern.SharedMem(8<<10)); err != nil {
		t.Fatal(err)
	}
	if out[63] != 2 {
		t.Fatalf("out[63] = %v, want 2", out[63])
	}
}

// sharedSlot's shared array is a device function's: each call looks the
// declaration up.
func sharedSlot(t *kern.Thread, i int, v float32) float32 {
	s := kern.Shared[[256]float32](t)
	s[i] += v
	return s[i]
}

func sharedBench(t *kern.Thread, out []float32) {
	own := kern.Shared[[256]float32](t)
	i := t.ThreadIdx().X
	own[i] = 1
	out[t.Grid1()] = own[i] + sharedSlot(t, i, 1) + sharedSlot(t, i, 2)
}

// treeSum sums each block's 256 elements in shared memory, halving with a
// barrier a step: a kernel whose one kern.Shared call per thread comes
// with work and barriers.
func treeSum(t *kern.Thread, out []float32) {
	s := kern.Shared[[256]float32](t)
	i := t.ThreadIdx().X
	s[i] = float32(i)
	t.SyncThreads()
	for d := 128; d > 0; d /= 2 {
		if i < d {
			s[i] += s[i+d]
		}
		t.SyncThreads()
	}
	out[t.Grid1()] = s[0]
}

// BenchmarkSharedSim is a sim launch of 64 blocks of 256 threads whose
// every thread makes three kern.Shared calls (one declaration of the
// kernel's, two calls of a device function's), as plain loops (NoSync) and
// with a goroutine per thread, and one of treeSum (one call a thread, and
// nine barriers): what finding a call's array costs.
func BenchmarkSharedSim(b *testing.B) {
	out := make([]float32, 64*256)
	for _, c := range []struct {
		name string
		k    func(*kern.Thread, []float32)
		opt  kern.LaunchOption
	}{{"loop", sharedBench, kern.NoSync()}, {"goroutines", sharedBench, kern.ThreadGoroutines()}, {"treesum", treeSum, kern.ThreadGoroutines()}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if err := kern.NewKernel1(c.k).Launch(kern.Sim, 64, 256, out, c.opt); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
