package kern_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/gputest"
)

// rotate has each thread publish its value, wait for the whole grid, and
// read its neighbour's, which another block wrote: rounds times.
func rotate(t *kern.Thread, a, b []int32) {
	i, n := t.Grid1(), len(a)
	if i >= n {
		return // threads past the end leave; GridSync waits for the rest only
	}
	for range 3 {
		t.GridSync()
		b[i] = a[(i+1)%n]
		t.GridSync()
		a[i] = b[i]
	}
}

func TestGridSyncSim(t *testing.T) {
	k := kern.NewKernel2(rotate)
	const n = 8*64 - 5
	for _, on := range []any{kern.Sim, kern.CPU, kern.Parallel} {
		a, b := make([]int32, n), make([]int32, n)
		for i := range a {
			a[i] = int32(i)
		}
		if err := k.Launch(on, 8, 64, a, b, kern.CooperativeLaunch()); err != nil {
			t.Fatalf("%v: %v", on, err)
		}
		for i := range a {
			if w := int32((i + 3) % n); a[i] != w || b[i] != w {
				t.Fatalf("%v: a[%d], b[%d] = %d, %d; want %d", on, i, i, a[i], b[i], w)
			}
		}
	}
	a, b := make([]int32, n), make([]int32, n)
	if err := k.Launch(kern.Sim, 8, 64, a, b); err == nil || !strings.Contains(err.Error(), "CooperativeLaunch") {
		t.Errorf("GridSync without CooperativeLaunch: %v", err)
	}
	if err := k.Launch(kern.Sim, 1025, 64, a, b, kern.CooperativeLaunch()); !errors.Is(err, kern.ErrLaunchConfig) {
		t.Errorf("a grid over the simulator's limit: %v, want ErrLaunchConfig", err)
	}
	// A thread that fails releases the others from the grid barrier.
	bad := kern.NewKernel1(func(t *kern.Thread, a []int32) {
		if t.Grid1() == 100 {
			a[len(a)] = 1
		}
		t.GridSync()
	})
	if err := bad.Launch(kern.Sim, 4, 64, a, kern.CooperativeLaunch()); err == nil || !strings.Contains(err.Error(), "index out of range") {
		t.Errorf("a failing thread: %v", err)
	}
}

// TestGridSyncFirstThreadReturned: numba-cuda's sessionize example calls
// the grid barrier only in some threads. On a GPU a block's thread
// (0,0,0) counts the block's arrival, so once it has returned the other
// blocks wait at GridSync forever; the simulator reports that instead of
// running through, whether the first thread leaves before the others
// arrive or while they wait.
func TestGridSyncFirstThreadReturned(t *testing.T) {
	for _, late := range []bool{false, true} {
		k := kern.NewKernel1(func(t *kern.Thread, a []int32) {
			if t.ThreadIdx().X == 0 && t.BlockIdx().X == 2 {
				if late {
					kern.Nanosleep(t, 20_000_000) // the others wait at GridSync by then
				}
				return
			}
			a[t.Grid1()] = 1
			t.GridSync()
		})
		for _, on := range []kern.Target{kern.Sim, kern.CPU, kern.Parallel} {
			a := make([]int32, 4*32)
			err := k.Launch(on, 4, 32, a, kern.CooperativeLaunch())
			var trap *kern.KernelTrapError
			if !errors.As(err, &trap) || !strings.Contains(err.Error(), "thread (0,0,0) of block (2,0,0) returned") {
				t.Errorf("%v (late %v): %v, want a KernelTrapError naming block 2's first thread", on, late, err)
			}
		}
	}
	// Threads other than the first may return before the barrier, as
	// threads past the end of an array do.
	ok := kern.NewKernel1(func(t *kern.Thread, a []int32) {
		if t.ThreadIdx().X == 5 {
			return
		}
		t.GridSync()
		a[t.Grid1()] = 1
	})
	a := make([]int32, 4*32)
	if err := ok.Launch(kern.Sim, 4, 32, a, kern.CooperativeLaunch()); err != nil {
		t.Errorf("thread 5 of each block returned: %v", err)
	}
}

// TestEmulatedGridSync runs a kernel kern gen compiled with grid-wide
// barriers on every place: the CPU targets, the emulated CUDA and ROC
// devices (the shipped PTX and LLVM IR, every block resident at once) and
// a real GPU when there is one.
func TestEmulatedGridSync(t *testing.T) {
	k := kern.NewKernel2(gputest.GridRotate)
	const blocks, threads, n, rounds = 6, 64, 6*64 - 7, 5
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			a := make([]int64, n)
			for i := range a {
				a[i] = int64(i) * 3
			}
			if err := k.Launch(p.on, blocks, threads, a, rounds, kern.CooperativeLaunch()); err != nil {
				t.Fatal(err)
			}
			for i := range a {
				if w := int64((i+rounds)%n) * 3; a[i] != w {
					t.Fatalf("a[%d] = %d, want %d", i, a[i], w)
				}
			}
			// Refused on every place before any thread runs: a stays.
			before := append([]int64(nil), a...)
			if err := k.Launch(p.on, blocks, threads, a, rounds); !errors.Is(err, kern.ErrLaunchConfig) || !strings.Contains(err.Error(), "CooperativeLaunch") {
				t.Errorf("without CooperativeLaunch: %v, want ErrLaunchConfig naming CooperativeLaunch", err)
			}
			if !slices.Equal(a, before) {
				t.Errorf("without CooperativeLaunch the kernel ran: a changed")
			}
			if !p.gpu {
				return
			}
			// More blocks than the device holds at once: each of its
			// multiprocessors holds at most 32 blocks.
			dev := p.on.(*kern.Device)
			big := dev.Info().MultiProcessors*32 + 1
			if err := k.Launch(p.on, big, threads, a, rounds, kern.CooperativeLaunch()); !errors.Is(err, kern.ErrLaunchConfig) || !strings.Contains(err.Error(), "at once") {
				t.Errorf("%d blocks cooperatively: %v, want ErrLaunchConfig saying how many fit", big, err)
			}
		})
	}
}

// TestMaxCooperativeBlocks: the bound on every place is what a
// cooperative launch accepts, and one block more is refused.
func TestMaxCooperativeBlocks(t *testing.T) {
	k := kern.NewKernel2(gputest.GridRotate)
	a := make([]int64, 100)
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			if !p.gpu {
				if n, err := k.MaxCooperativeBlocks(p.on, 256); err != nil || n != 65536/256 {
					t.Errorf("MaxCooperativeBlocks = %d, %v; want %d", n, err, 65536/256)
				}
				return
			}
			n, err := k.MaxCooperativeBlocks(p.on, 128)
			if err != nil || n < p.on.(*kern.Device).Info().MultiProcessors {
				t.Fatalf("MaxCooperativeBlocks = %d, %v", n, err)
			}
			if err := k.Launch(p.on, n, 128, a, 1, kern.CooperativeLaunch()); err != nil {
				t.Errorf("%d blocks: %v", n, err)
			}
			if err := k.Launch(p.on, n+1, 128, a, 1, kern.CooperativeLaunch()); !errors.Is(err, kern.ErrLaunchConfig) {
				t.Errorf("%d blocks: %v, want ErrLaunchConfig", n+1, err)
			}
			// Shared memory lowers the bound.
			if m, err := k.MaxCooperativeBlocks(p.on, 128, kern.SharedMem(40<<10)); err != nil || m >= n {
				t.Errorf("with 40 KiB of shared memory per block: %d, %v; want fewer than %d", m, err, n)
			}
		})
	}
	if _, err := k.MaxCooperativeBlocks("gpu", 64); !errors.Is(err, kern.ErrArgument) {
		t.Errorf("on a string: %v", err)
	}
}
