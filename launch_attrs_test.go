package kern_test

import (
	"errors"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/cuda"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/internal/testing/standin"
	"github.com/kernlab/kern/nd"
)

// dynSpanWant is gputest.DynSpan's output for blocks of n threads and
// shared bytes of dynamic shared memory.
func dynSpanWant(blocks, n, shared int) []float32 {
	out := make([]float32, blocks*n)
	for i := range out {
		out[i] = float32(shared/4 - 1 - i%n)
	}
	return out
}

// TestLaunchSharedOptIn: dynamic shared memory past CUDA's default 48 KiB
// per block runs on a device that lets a kernel opt in to more (kern opts
// in for the launch), is refused on the host device with its 48 KiB, and
// past the opt-in limit is refused everywhere with an error naming the
// kernel, the bytes asked for and both limits.
func TestLaunchSharedOptIn(t *testing.T) {
	const blocks, n, shared = 2, 128, 64 << 10
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			out := make([]float32, blocks*n)
			err := kern.NewKernel1(gputest.DynSpan).Launch(p.on, blocks, n, out, kern.SharedMem(shared))
			if !p.gpu {
				var se *driver.SharedMemoryError
				if !errors.As(err, &se) || se.Dynamic != shared || se.Limit != 48<<10 || se.OptIn != 0 {
					t.Fatalf("64 KiB on the host device: %v, want a *driver.SharedMemoryError over 48 KiB", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if want := dynSpanWant(blocks, n, shared); !slices.Equal(out, want) {
				t.Fatalf("out = %v…, want %v…", out[:4], want[:4])
			}
		})
	}
	// Past what the device allows with opting in.
	for _, c := range []struct {
		name         string
		dev          *kern.Device
		limit, optIn int
		over         int
	}{
		{"cuda-emulated", kern.NewDevice(emu.New()), 48 << 10, 96 << 10, 96<<10 + 16},
		{"roc-emulated", kern.NewDevice(amdDevice()), 64 << 10, 0, 64<<10 + 16},
	} {
		out := make([]float32, blocks*n)
		err := kern.NewKernel1(gputest.DynSpan).Launch(c.dev, blocks, n, out, kern.SharedMem(c.over))
		var se *driver.SharedMemoryError
		if !errors.As(err, &se) || !errors.Is(err, kern.ErrLaunchConfig) || se.Dynamic != c.over || se.Limit != c.limit || se.OptIn != c.optIn ||
			!strings.Contains(err.Error(), "DynSpan") {
			t.Errorf("%s: %d bytes: %v, want a *driver.SharedMemoryError naming DynSpan, limits %d and %d", c.name, c.over, err, c.limit, c.optIn)
		}
	}
	// An sm_90 lets a block have 227 KiB.
	const big = 200 << 10
	out := make([]float32, blocks*n)
	if err := kern.NewKernel1(gputest.DynSpan).Launch(kern.NewDevice(emu.New(emu.WithArch("sm_90"))), blocks, n, out, kern.SharedMem(big)); err != nil {
		t.Fatal(err)
	}
	if want := dynSpanWant(blocks, n, big); !slices.Equal(out, want) {
		t.Fatalf("sm_90, 200 KiB: out = %v…, want %v…", out[:4], want[:4])
	}
}

// TestLaunchMaxThreads: a kernel compiled with maxthreads=128
// (gputest.Bounded) runs with blocks up to 128 threads on every target and
// is refused with larger ones, before any driver sees the launch.
func TestLaunchMaxThreads(t *testing.T) {
	x := make([]float32, 1000)
	for i := range x {
		x[i] = float32(i) * 0.25
	}
	want := make([]float32, len(x))
	for i, v := range x {
		want[i] = 2*v + 1
	}
	k := kern.NewKernel2(gputest.Bounded)
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			for _, block := range []int{128, 96} {
				out := make([]float32, len(x))
				if err := k.Launch(p.on, (len(x)+block-1)/block, block, x, out); err != nil {
					t.Fatalf("block %d: %v", block, err)
				}
				if !slices.Equal(out, want) {
					t.Fatalf("block %d: out differs from plain Go", block)
				}
			}
			for _, block := range []kern.Dim3{kern.D1(129), kern.D2(16, 16), kern.D1(1024)} {
				err := k.Launch(p.on, 1, block, x, make([]float32, len(x)))
				if !errors.Is(err, kern.ErrLaunchConfig) || !strings.Contains(err.Error(), "maxthreads=128") {
					t.Errorf("block %v: %v, want ErrLaunchConfig naming maxthreads=128", block, err)
				}
			}
		})
	}
}

// TestLaunchSharedCarveout: the carveout is a hint every target takes;
// out of range it is refused.
func TestLaunchSharedCarveout(t *testing.T) {
	const blocks, n = 2, 64
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			for _, pct := range []int{50, 0, 100, -1, 50} {
				out := make([]float64, blocks*n)
				if err := kern.NewKernel1(gputest.DynReverse).Launch(p.on, blocks, n, out, kern.SharedMem(n*8), kern.SharedCarveout(pct)); err != nil {
					t.Fatalf("carveout %d: %v", pct, err)
				}
				for i, v := range out {
					if w := float64(n-1-i%n) * 1.5; v != w {
						t.Fatalf("carveout %d: out[%d] = %g, want %g", pct, i, v, w)
					}
				}
			}
			for _, pct := range []int{101, -2} {
				err := kern.NewKernel1(gputest.DynReverse).Launch(p.on, blocks, n, make([]float64, blocks*n), kern.SharedMem(n*8), kern.SharedCarveout(pct))
				if !errors.Is(err, kern.ErrLaunchConfig) || !strings.Contains(err.Error(), "carveout") {
					t.Errorf("carveout %d: %v, want ErrLaunchConfig", pct, err)
				}
			}
		})
	}
}

// TestStandInLaunchAttributes: through kern's real CUDA driver on the
// stand-in libcuda, a launch past 48 KiB of dynamic shared memory raises
// the kernel's MaxDynamicShared once per larger size and a carveout is set
// when it changes: the launches in between are one driver call each.
func TestStandInLaunchAttributes(t *testing.T) {
	lib := standin.ForTest(t, standin.CUDA)
	lib.Configure(standinMemory, runtime.NumCPU(), 32, 1024)
	cd, err := cuda.Open(cuda.Options{Library: lib.Path}).Device(0)
	if err != nil {
		t.Fatal(err)
	}
	defer cd.Close()
	dev := kern.NewDevice(cd)
	if got := dev.Info().SharedMemPerBlockOptin; got != 96<<10 {
		t.Fatalf("SharedMemPerBlockOptin %d, want the stand-in's 96 KiB", got)
	}
	out := must[*kern.DeviceArray[float32]](t)(kern.NewDeviceArray[float32](dev, []int{256}, nd.C))
	k := kern.NewKernel1(gputest.DynSpan)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	strict := cheapThreadID()
	calls := func(opts ...any) []string {
		t.Helper()
		lib.Log()
		if err := k.Launch(dev, 2, 128, append([]any{out}, opts...)...); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, l := range lib.Log() {
			if strings.HasPrefix(l, "cuCtxSetCurrent") && !strict {
				continue
			}
			if strings.HasPrefix(l, "cuFuncSetAttribute") {
				_, l, _ = strings.Cut(l, "DynSpan ")
				l = "set " + l
			} else {
				l, _, _ = strings.Cut(l, " ")
			}
			got = append(got, l)
		}
		return got
	}
	if err := k.Launch(dev, 2, 128, out); err != nil { // loads the module
		t.Fatal(err)
	}
	launch := []string{"cuLaunchKernel"}
	for _, c := range []struct {
		what string
		opts []any
		want []string
	}{
		{"8 KiB", []any{kern.SharedMem(8 << 10)}, launch},
		{"64 KiB", []any{kern.SharedMem(64 << 10)}, []string{"set attr=8 value=65536 -> 0", "cuLaunchKernel"}},
		{"64 KiB again", []any{kern.SharedMem(64 << 10)}, launch},
		{"32 KiB", []any{kern.SharedMem(32 << 10)}, launch},
		{"56 KiB", []any{kern.SharedMem(56 << 10)}, launch},
		{"80 KiB", []any{kern.SharedMem(80 << 10)}, []string{"set attr=8 value=81920 -> 0", "cuLaunchKernel"}},
		{"carveout 25", []any{kern.SharedCarveout(25)}, []string{"set attr=9 value=25 -> 0", "cuLaunchKernel"}},
		{"carveout 25 again", []any{kern.SharedCarveout(25)}, launch},
		{"no carveout", nil, []string{"set attr=9 value=-1 -> 0", "cuLaunchKernel"}},
		{"no carveout again", nil, launch},
	} {
		for i := 0; i < 2 && (i == 0 || slices.Equal(c.want, launch)); i++ {
			if got := calls(c.opts...); !slices.Equal(got, c.want) {
				t.Errorf("%s: %q, want %q", c.what, got, c.want)
			}
		}
	}
	// Past the opt-in limit: refused before any call.
	lib.Log()
	err = k.Launch(dev, 2, 128, out, kern.SharedMem(96<<10+4))
	var se *driver.SharedMemoryError
	if !errors.As(err, &se) || se.OptIn != 96<<10 || se.Limit != 48<<10 {
		t.Errorf("96 KiB + 4: %v, want a *driver.SharedMemoryError with limits 49152 and 98304", err)
	}
	if l := lib.Log(); len(l) != 0 {
		t.Errorf("a refused launch made calls: %q", l)
	}
}
