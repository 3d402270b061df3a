package host_test

import (
	"errors"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/host"
	"github.com/kernlab/kern/internal/simt"
)

type simtThread = simt.Thread

func oneThread() simt.Config {
	return simt.Config{Grid: simt.Dim3{X: 1, Y: 1, Z: 1}, Block: simt.Dim3{X: 1, Y: 1, Z: 1}}
}

func grid1(blocks, threads int) simt.Config {
	return simt.Config{Grid: simt.Dim3{X: blocks, Y: 1, Z: 1}, Block: simt.Dim3{X: threads, Y: 1, Z: 1}}
}

// TestLaunchBlockReduction runs a shared-memory tree reduction with
// barriers, synchronously and on a stream.
func TestLaunchBlockReduction(t *testing.T) {
	d := host.New()
	const blocks, threads = 4, 128
	in := make([]int64, blocks*threads)
	for i := range in {
		in[i] = int64(i*i%1000 - 300)
	}
	want := make([]int64, blocks)
	for i, v := range in {
		want[i/threads] += v
	}
	cfg := grid1(blocks, threads)
	cfg.Cooperative = true
	for _, async := range []bool{false, true} {
		out := make([]int64, blocks)
		body := func(th *simt.Thread) {
			sh := th.Shared(here(), reflect.TypeFor[[threads]int64](), func() any { return new([threads]int64) }).(*[threads]int64)
			i := th.ThreadIdx.X
			sh[i] = in[th.BlockIdx.X*threads+i]
			th.SyncThreads()
			for step := threads / 2; step > 0; step /= 2 {
				if i < step {
					sh[i] += sh[i+step]
				}
				th.SyncThreads()
			}
			if i == 0 {
				out[th.BlockIdx.X] = sh[0]
			}
		}
		var s driver.Stream
		if async {
			s, _ = d.NewStream()
		}
		if err := d.LaunchFunc(cfg, body, s); err != nil {
			t.Fatal(err)
		}
		if s != nil {
			if err := s.Synchronize(); err != nil {
				t.Fatal(err)
			}
		}
		for b := range want {
			if out[b] != want[b] {
				t.Errorf("async=%v: block %d sum = %d, want %d", async, b, out[b], want[b])
			}
		}
	}
}

func TestLaunchPanicIsKernelTrap(t *testing.T) {
	d := host.New()
	data := make([]float32, 10)
	body := func(th *simt.Thread) {
		i := th.BlockIdx.X*th.BlockDim.X + th.ThreadIdx.X
		data[i] = 1 // index 10..15 are out of range
	}
	check := func(err error) {
		t.Helper()
		if !errors.Is(err, driver.ErrKernelTrap) {
			t.Fatalf("err = %v, want ErrKernelTrap", err)
		}
		var ke *driver.KernelTrapError
		if !errors.As(err, &ke) {
			t.Fatalf("err = %v, want a *driver.KernelTrapError inside", err)
		}
		if !strings.Contains(ke.Site, "launch_test.go:") {
			t.Errorf("site %q does not name the panicking line", ke.Site)
		}
		if ke.Block.X != 1 || ke.Thread.X < 2 || !strings.Contains(err.Error(), "index out of range") {
			t.Errorf("kernel error names block %v thread %v: %v", ke.Block, ke.Thread, err)
		}
	}
	check(d.LaunchFunc(grid1(2, 8), body, nil))
	// Asynchronous: the launch call succeeds; the error is sticky until the
	// next Synchronize of the stream (or of the device).
	s, _ := d.NewStream()
	if err := d.LaunchFunc(grid1(2, 8), body, s); err != nil {
		t.Fatalf("async launch returned %v at once", err)
	}
	check(s.Synchronize())
	if err := s.Synchronize(); err != nil {
		t.Errorf("second Synchronize = %v", err)
	}
	if err := d.LaunchFunc(grid1(2, 8), body, s); err != nil {
		t.Fatal(err)
	}
	check(d.Synchronize())
}

func TestLaunchBadConfig(t *testing.T) {
	d := host.New()
	for name, cfg := range map[string]simt.Config{
		"too many threads": grid1(1, 2048),
		"negative grid":    grid1(-1, 1),
		"shared too large": {Grid: simt.Dim3{X: 1, Y: 1, Z: 1}, Block: simt.Dim3{X: 1, Y: 1, Z: 1}, DynShared: 1 << 20},
	} {
		if err := d.LaunchFunc(cfg, func(*simt.Thread) {}, nil); !errors.Is(err, driver.ErrInvalidValue) {
			t.Errorf("%s: err = %v, want ErrInvalidValue", name, err)
		}
	}
	if err := d.LaunchFunc(oneThread(), nil, nil); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("nil body: err = %v, want ErrInvalidValue", err)
	}
}

// here is the return address in its caller: a declaration as kern.Shared
// passes it.
func here() uintptr {
	var pc [1]uintptr
	runtime.Callers(2, pc[:])
	return pc[0]
}
