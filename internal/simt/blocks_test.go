package simt_test

import (
	"context"
	"errors"
	"reflect"
	"sync"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/simt"
)

// TestBlocksVisitEveryThread runs block functions that step through the
// threads in order, backwards and skipping, and checks the indices At
// gives against the simulator's numbering, on one worker and several.
func TestBlocksVisitEveryThread(t *testing.T) {
	grid, block := simt.Dim3{X: 3, Y: 2, Z: 2}, simt.Dim3{X: 4, Y: 3, Z: 2}
	want := func(lin int) simt.Dim3 {
		return simt.Dim3{X: lin % block.X, Y: lin / block.X % block.Y, Z: lin / (block.X * block.Y)}
	}
	for _, workers := range []int{1, 0} {
		var mu sync.Mutex
		seen := map[[6]int]int{}
		err := simt.LaunchBlocks(simt.Config{Grid: grid, Block: block, Workers: workers}, func(b *simt.Block) {
			th := b.Thread()
			if b.Size() != block.Size() || th.BlockDim != block || th.GridDim != grid {
				panic("wrong dims")
			}
			for _, order := range [][]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, {23, 5, 4, 12, 13, 0}, {0, 3, 5, 10, 13, 16, 23}, {1, 2, 3, 4, 5, 6, 9}} {
				for _, lin := range order {
					b.At(lin)
					if th.ThreadIdx != want(lin) || th.Linear != lin {
						panic("wrong thread index")
					}
				}
			}
			for lin := range b.Size() {
				b.At(lin)
				bi, ti := th.BlockIdx, th.ThreadIdx
				mu.Lock()
				seen[[6]int{bi.X, bi.Y, bi.Z, ti.X, ti.Y, ti.Z}]++
				mu.Unlock()
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(seen) != grid.Size()*block.Size() {
			t.Errorf("workers=%d: %d distinct threads, want %d", workers, len(seen), grid.Size()*block.Size())
		}
		for k, n := range seen {
			if n != 1 {
				t.Errorf("workers=%d: thread %v visited %d times", workers, k, n)
			}
		}
	}
}

// TestBlocksSharedAndVars checks that a block starts with fresh shared
// arrays and zeroed dynamic shared memory, and that Var slots stay with
// the worker.
func TestBlocksSharedAndVars(t *testing.T) {
	c := simt.Config{Grid: simt.Dim3{X: 5, Y: 1, Z: 1}, Block: simt.Dim3{X: 8, Y: 1, Z: 1}, DynShared: 12, Workers: 1}
	var slots []*any
	err := simt.LaunchBlocks(c, func(b *simt.Block) {
		th := b.Thread()
		a := th.Shared(here(), reflect.TypeFor[[4]int32](), func() any { return new([4]int32) }).(*[4]int32)
		d := unsafe.Slice((*int32)(th.DynShared()), th.DynSharedBytes()/4)
		for i := range a {
			if a[i] != 0 {
				panic("shared array not fresh")
			}
			a[i] = 1
		}
		for i := range d {
			if d[i] != 0 {
				panic("dynamic shared memory not zeroed")
			}
			d[i] = 7
		}
		slots = append(slots, b.Var(2))
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range slots[1:] {
		if s != slots[0] {
			t.Fatal("a worker's Var slot moved between blocks")
		}
	}
}

// TestBlocksErrors: a panic names the block and the thread the function
// was at and stops the launch; a shared array over the limit is a
// SharedMemoryError; a cancelled context stops the launch at Sync.
func TestBlocksErrors(t *testing.T) {
	c := simt.Config{Grid: simt.Dim3{X: 4, Y: 1, Z: 1}, Block: simt.Dim3{X: 16, Y: 1, Z: 1}, Workers: 1}
	ran := 0
	err := simt.LaunchBlocks(c, func(b *simt.Block) {
		ran++
		for lin := range b.Size() {
			b.At(lin)
			if b.Thread().BlockIdx.X == 2 && lin == 9 {
				var x []int
				_ = x[lin]
			}
		}
	})
	var ke *simt.KernelError
	if !errors.As(err, &ke) || ke.Block != (simt.Dim3{X: 2, Y: 0, Z: 0}) || ke.Thread != (simt.Dim3{X: 9, Y: 0, Z: 0}) || ke.Site == "" {
		t.Fatalf("err = %v, want a KernelError at block 2 thread 9 with a site", err)
	}
	if ran != 3 {
		t.Errorf("%d blocks ran, want 3 (none after the failure)", ran)
	}

	// Mark: the thread is named though Thread never was it.
	err = simt.LaunchBlocks(c, func(b *simt.Block) {
		for lin := range b.Size() {
			b.Mark(lin)
			if b.Thread().BlockIdx.X == 1 && lin == 13 {
				panic("at 13")
			}
		}
	})
	if !errors.As(err, &ke) || ke.Block != (simt.Dim3{X: 1, Y: 0, Z: 0}) || ke.Thread != (simt.Dim3{X: 13, Y: 0, Z: 0}) {
		t.Fatalf("err = %v, want a KernelError at block 1 thread 13", err)
	}

	c.SharedLimit = 64
	err = simt.LaunchBlocks(c, func(b *simt.Block) {
		b.Thread().Shared(here(), reflect.TypeFor[[128]byte](), func() any { return new([128]byte) })
	})
	var se *driver.SharedMemoryError
	if !errors.As(err, &se) || se.Static != 128 {
		t.Fatalf("err = %v, want a SharedMemoryError of 128 static bytes", err)
	}

	ctx, cancel := context.WithCancel(context.Background())
	c.SharedLimit, c.Context = 0, ctx
	err = simt.LaunchBlocks(c, func(b *simt.Block) {
		cancel()
		b.Sync()
		panic("Sync did not stop a cancelled launch")
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
}
