package kern_test

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
)

// bReverse reverses each block's part of a through shared memory; the
// Go function is what Sim runs.
func bReverse(t *kern.Thread, a []int32, add int32) {
	s := kern.Shared[[64]int32](t)
	tid, i := t.ThreadIdx().X, t.Grid1()
	if i < len(a) {
		s[tid] = a[i]
	}
	t.SyncThreads()
	if n := min(t.BlockDim().X, len(a)-t.BlockIdx().X*t.BlockDim().X); tid < n {
		a[i] = s[n-1-tid] + add
	}
}

// bReverseBlock is bReverse as kern gen writes it for the CPU targets,
// with a marker: it adds add+1000, so the result shows which ran. It
// divides by zero where a[i] is -1, after the barrier, as a trap.
func bReverseBlock(b *kern.Block, a []int32, add int32) {
	t := b.Thread()
	n := b.Size()
	s := kern.Shared[[64]int32](t)
	for tid := range n {
		b.At(tid)
		if i := t.Grid1(); i < len(a) {
			s[tid] = a[i]
		}
	}
	b.Sync()
	for tid := range n {
		b.At(tid)
		i := t.Grid1()
		if m := min(t.BlockDim().X, len(a)-t.BlockIdx().X*t.BlockDim().X); tid < m {
			a[i] = s[m-1-tid] + add + 1000 + 1/(a[i]+1+1)
		}
	}
}

func init() {
	kern.RegisterGenerated(&kern.GenPackage{
		Path: "github.com/kernlab/kern_test/blocks",
		Funcs: []kern.GenFunc{{ID: "github.com/kernlab/kern_test.bReverse", Kind: kern.GenKernel,
			Params:      []kern.GenParam{{Name: "a", DType: "int32", Rank: 1, Slice: true}, {Name: "add", DType: "int32"}},
			UsesBarrier: true, Block: bReverseBlock}},
	})
}

// TestKernelBlockFunction: CPU and Parallel launches of a kernel with a
// generated block function run it (Where says so), and so does Auto
// without a GPU (on Parallel, the fastest host path); Sim runs the Go
// function; a panic in it is a KernelTrapError naming block and thread.
func TestKernelBlockFunction(t *testing.T) {
	k := kern.NewKernel2(bReverse)
	for _, tc := range []struct {
		on     kern.Target
		marker int32
	}{{kern.Sim, 0}, {kern.Auto, 1000}, {kern.CPU, 1000}, {kern.Parallel, 1000}} {
		a := make([]int32, 100)
		for i := range a {
			a[i] = int32(i)
		}
		if err := k.Launch(tc.on, 2, 64, a, int32(5)); err != nil {
			t.Fatalf("%v: %v", tc.on, err)
		}
		for i, v := range a {
			base, n := i/64*64, min(64, 100-i/64*64)
			if want := int32(base+n-1-(i-base)) + 5 + tc.marker; v != want {
				t.Fatalf("%v: a[%d] = %d, want %d", tc.on, i, v, want)
			}
		}
		want := tc.on
		if tc.on == kern.Auto {
			want = kern.Parallel
		}
		if got, dev, err := k.Where(tc.on, a, int32(5)); err != nil || got != want || dev != kern.HostDevice() {
			t.Errorf("Where(%v) = %v, %v, %v; want %v on the host device", tc.on, got, dev, err, want)
		}
	}
	for _, on := range []kern.Target{kern.CPU, kern.Parallel} {
		a := make([]int32, 100)
		a[70] = -2 // block 1, thread 6 divides by zero
		err := k.Launch(on, 2, 64, a, int32(0))
		var te *kern.KernelTrapError
		if !errors.As(err, &te) || te.Block != (driver.Dim3{X: 1, Y: 0, Z: 0}) || te.Thread.X != 70-64 ||
			!strings.Contains(te.Site, "divide by zero") || !filepath.IsAbs(strings.SplitN(te.Site, ":", 2)[0]) {
			t.Errorf("%v: err = %v (%+v), want a trap in block 1 thread 6 at an absolute site", on, err, te)
		}
	}
}

// TestKernelBlockFunctionStreamAndContext: a CPU launch on a stream is
// ordered there and reports a trap at Synchronize; a cancelled context
// stops it.
func TestKernelBlockFunctionStreamAndContext(t *testing.T) {
	k := kern.NewKernel2(bReverse)
	s, err := kern.HostDevice().NewStream()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	a := make([]int32, 64)
	a[3] = -2
	if err := k.Launch(kern.CPU, 1, 64, a, int32(0), kern.OnStream(s)); err != nil {
		t.Fatalf("launch on a stream: %v", err)
	}
	if err := s.Synchronize(); !errors.Is(err, driver.ErrKernelTrap) {
		t.Errorf("Synchronize = %v, want the kernel's trap", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err = k.Launch(kern.Parallel, 4, 64, make([]int32, 256), int32(0), kern.WithContext(ctx))
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled launch: err = %v, want context.Canceled", err)
	}
}
