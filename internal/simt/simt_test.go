package simt_test

import (
	"errors"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kernlab/kern/internal/simt"
)

func cfg(grid, block simt.Dim3, coop bool) simt.Config {
	return simt.Config{Grid: grid, Block: block, Cooperative: coop}
}

// TestEveryThreadOnce checks indices in 3-d grids, both execution modes.
func TestEveryThreadOnce(t *testing.T) {
	for _, coop := range []bool{false, true} {
		grid, block := simt.Dim3{X: 3, Y: 2, Z: 2}, simt.Dim3{X: 4, Y: 3, Z: 2}
		var mu sync.Mutex
		seen := map[[6]int]int{}
		err := simt.Launch(cfg(grid, block, coop), func(th *simt.Thread) {
			ti, bi := th.ThreadIdx, th.BlockIdx
			if th.BlockDim != block || th.GridDim != grid {
				panic("wrong dims")
			}
			if th.Linear != ti.X+block.X*(ti.Y+block.Y*ti.Z) || th.Lane() != th.Linear%32 {
				panic("wrong linear index or lane")
			}
			mu.Lock()
			seen[[6]int{bi.X, bi.Y, bi.Z, ti.X, ti.Y, ti.Z}]++
			mu.Unlock()
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(seen) != grid.Size()*block.Size() {
			t.Errorf("coop=%v: %d distinct threads ran, want %d", coop, len(seen), grid.Size()*block.Size())
		}
		for k, n := range seen {
			if n != 1 {
				t.Errorf("coop=%v: thread %v ran %d times", coop, k, n)
			}
		}
	}
}

func TestValidate(t *testing.T) {
	one := simt.Dim3{X: 1, Y: 1, Z: 1}
	bad := map[string]simt.Config{
		"negative grid":   {Grid: simt.Dim3{X: -1, Y: 1, Z: 1}, Block: one},
		"negative block":  {Grid: one, Block: simt.Dim3{X: 1, Y: -2, Z: 1}},
		"too many thread": {Grid: one, Block: simt.Dim3{X: 32, Y: 33, Z: 1}},
		"negative shared": {Grid: one, Block: one, DynShared: -8},
	}
	for name, c := range bad {
		if err := simt.Launch(c, func(*simt.Thread) { panic("ran") }); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	ran := false
	if err := simt.Launch(simt.Config{Grid: simt.Dim3{}, Block: one}, func(*simt.Thread) { ran = true }); err != nil || ran {
		t.Errorf("empty grid: err %v ran %v", err, ran)
	}
}

// TestBarrierPhases runs many barrier phases where each phase reads what
// neighbours wrote in the previous one (a 1-d stencil iterated in place).
func TestBarrierPhases(t *testing.T) {
	const n, steps = 96, 50
	want := make([]int, n)
	for i := range want {
		want[i] = i % 7
	}
	for range steps {
		next := make([]int, n)
		for i := range want {
			next[i] = want[i] + want[(i+1)%n]
		}
		want = next
	}
	got := make([]int, n)
	err := simt.Launch(cfg(simt.Dim3{X: 1, Y: 1, Z: 1}, simt.Dim3{X: n, Y: 1, Z: 1}, true), func(th *simt.Thread) {
		sh := th.Shared(here(), reflect.TypeFor[[n]int](), func() any { return new([n]int) }).(*[n]int)
		i := th.Linear
		sh[i] = i % 7
		th.SyncThreads()
		for range steps {
			v := sh[i] + sh[(i+1)%n]
			th.SyncThreads()
			sh[i] = v
			th.SyncThreads()
		}
		got[i] = sh[i]
	})
	if err != nil {
		t.Fatal(err)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("got[%d] = %d, want %d", i, got[i], want[i])
		}
	}
}

func TestSharedSlots(t *testing.T) {
	const blocks, n = 4, 64
	var made atomic.Int32
	sums := make([]int, blocks)
	err := simt.Launch(cfg(simt.Dim3{X: blocks, Y: 1, Z: 1}, simt.Dim3{X: n, Y: 1, Z: 1}, true), func(th *simt.Thread) {
		a := th.Shared(here(), reflect.TypeFor[[n]int](), func() any { made.Add(1); return new([n]int) }).(*[n]int)
		b := th.Shared(here(), reflect.TypeFor[[n]int](), func() any { made.Add(1); return new([n]int) }).(*[n]int)
		a[th.Linear] = th.Linear
		b[th.Linear] = 1000 * th.BlockIdx.X
		th.SyncThreads()
		if th.Linear == 0 {
			for i := range n {
				sums[th.BlockIdx.X] += a[i] + b[i]
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if made.Load() != 2*blocks {
		t.Errorf("%d shared objects made, want %d (two per block)", made.Load(), 2*blocks)
	}
	for b, s := range sums {
		if want := n*(n-1)/2 + n*1000*b; s != want {
			t.Errorf("block %d sum %d, want %d", b, s, want)
		}
	}
}

// TestDynShared: DynSharedBytes is the launch's bytes, as a GPU reports
// them (the memory behind is rounded up to 8 and 8-byte aligned).
func TestDynShared(t *testing.T) {
	for _, c := range []struct{ bytes, want int }{{0, 0}, {1, 1}, {20, 20}, {64, 64}} {
		var got atomic.Int64
		var nilPtr atomic.Bool
		conf := cfg(simt.Dim3{X: 1, Y: 1, Z: 1}, simt.Dim3{X: 2, Y: 1, Z: 1}, false)
		conf.DynShared = c.bytes
		err := simt.Launch(conf, func(th *simt.Thread) {
			got.Store(int64(th.DynSharedBytes()))
			nilPtr.Store(th.DynShared() == nil || uintptr(th.DynShared())%8 != 0)
		})
		if err != nil {
			t.Fatal(err)
		}
		if int(got.Load()) != c.want || nilPtr.Load() != (c.want == 0) {
			t.Errorf("DynShared %d: %d bytes (nil %v), want %d", c.bytes, got.Load(), nilPtr.Load(), c.want)
		}
	}
}

// TestShuffles checks each mode against its definition (source lanes
// outside the warp give the own value; a partial last warp reading lanes
// that do not exist is an error: TestUndefinedBehaviour).
func TestShuffles(t *testing.T) {
	const n = 96 // three full warps
	modes := []struct {
		name string
		mode int
		arg  int
		src  func(lane int) int
	}{
		{"idx", simt.ShflIdx, 35, func(int) int { return 3 }},
		{"up", simt.ShflUp, 4, func(l int) int { return l - 4 }},
		{"down", simt.ShflDown, 8, func(l int) int { return l + 8 }},
		{"xor", simt.ShflXor, 17, func(l int) int { return l ^ 17 }},
	}
	for _, m := range modes {
		got := make([]uint64, n)
		err := simt.Launch(cfg(simt.Dim3{X: 1, Y: 1, Z: 1}, simt.Dim3{X: n, Y: 1, Z: 1}, true), func(th *simt.Thread) {
			got[th.Linear] = th.Shuffle(m.mode, uint64(th.Linear*10), m.arg, 0)
		})
		if err != nil {
			t.Fatal(err)
		}
		for i, g := range got {
			lane, base := i%32, i-i%32
			want := uint64(i * 10)
			if s := m.src(lane); s >= 0 && s < 32 && base+s < n {
				want = uint64((base + s) * 10)
			}
			if g != want {
				t.Errorf("%s: thread %d got %d, want %d", m.name, i, g, want)
			}
		}
	}
}

func TestSyncWarp(t *testing.T) {
	const n = 64
	got := make([]int, n)
	err := simt.Launch(cfg(simt.Dim3{X: 1, Y: 1, Z: 1}, simt.Dim3{X: n, Y: 1, Z: 1}, true), func(th *simt.Thread) {
		sh := th.Shared(here(), reflect.TypeFor[[n]int](), func() any { return new([n]int) }).(*[n]int)
		sh[th.Linear] = th.Linear
		th.SyncWarp()
		w := th.Linear - th.Lane()
		got[th.Linear] = sh[w+(th.Lane()+1)%32]
	})
	if err != nil {
		t.Fatal(err)
	}
	for i, g := range got {
		if want := i - i%32 + (i%32+1)%32; g != want {
			t.Fatalf("got[%d] = %d, want %d", i, g, want)
		}
	}
}

func TestNotCooperative(t *testing.T) {
	for name, body := range map[string]func(*simt.Thread){
		"SyncThreads": func(th *simt.Thread) { th.SyncThreads() },
		"SyncWarp":    func(th *simt.Thread) { th.SyncWarp() },
		"Shuffle":     func(th *simt.Thread) { th.Shuffle(simt.ShflDown, 1, 1, 0) },
	} {
		err := simt.Launch(cfg(simt.Dim3{X: 1, Y: 1, Z: 1}, simt.Dim3{X: 4, Y: 1, Z: 1}, false), body)
		if !errors.Is(err, simt.ErrNotCooperative) {
			t.Errorf("%s without Cooperative: %v", name, err)
		}
	}
}

// TestPanicReleasesWaiters: one thread panics while the rest wait at a
// barrier; the launch must return the panic, not hang.
func TestPanicReleasesWaiters(t *testing.T) {
	done := make(chan error, 1)
	var started atomic.Int32
	go func() {
		done <- simt.Launch(cfg(simt.Dim3{X: 8, Y: 1, Z: 1}, simt.Dim3{X: 64, Y: 1, Z: 1}, true), func(th *simt.Thread) {
			started.Add(1)
			if th.BlockIdx.X == 0 && th.Linear == 17 {
				var s []int
				_ = s[th.Linear] // index out of range
			}
			th.SyncThreads()
			th.SyncWarp()
			th.SyncThreads()
		})
	}()
	select {
	case err := <-done:
		var ke *simt.KernelError
		if !errors.As(err, &ke) {
			t.Fatalf("err = %v, want *KernelError", err)
		}
		if ke.Block != (simt.Dim3{X: 0, Y: 0, Z: 0}) || ke.Thread != (simt.Dim3{X: 17, Y: 0, Z: 0}) {
			t.Errorf("reported block %v thread %v, want block 0 thread 17", ke.Block, ke.Thread)
		}
		if !strings.Contains(err.Error(), "index out of range") || !strings.Contains(ke.Stack, "simt_test") {
			t.Errorf("error %q or its stack lacks the panic site", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("a panic while others wait at a barrier deadlocked")
	}
}

func TestPanicErrorUnwraps(t *testing.T) {
	sentinel := errors.New("custom")
	err := simt.Launch(cfg(simt.Dim3{X: 1, Y: 1, Z: 1}, simt.Dim3{X: 1, Y: 1, Z: 1}, false), func(*simt.Thread) { panic(sentinel) })
	if !errors.Is(err, sentinel) {
		t.Errorf("err = %v, want it to unwrap to the panic value", err)
	}
	err = simt.Launch(cfg(simt.Dim3{X: 1, Y: 1, Z: 1}, simt.Dim3{X: 1, Y: 1, Z: 1}, false), func(*simt.Thread) { panic("text") })
	var ke *simt.KernelError
	if !errors.As(err, &ke) || ke.Unwrap() != nil {
		t.Errorf("string panic: %v", err)
	}
}

// TestEarlyExit: threads that return before a barrier count as arrived, in
// both the block and the warp barrier, whatever the phase.
func TestEarlyExit(t *testing.T) {
	const n = 100
	var after atomic.Int32
	done := make(chan error, 1)
	go func() {
		done <- simt.Launch(cfg(simt.Dim3{X: 2, Y: 1, Z: 1}, simt.Dim3{X: n, Y: 1, Z: 1}, true), func(th *simt.Thread) {
			// Threads leave at different phases.
			for phase := range 5 {
				if th.Linear%5 == phase && th.Linear%2 == 0 {
					return
				}
				th.SyncThreads()
				th.Shuffle(simt.ShflIdx, 1, th.Lane(), 0) // reads only itself: exited lanes are not read
			}
			after.Add(1)
		})
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("early exits deadlocked the barriers")
	}
	if want := int32(2 * n / 2); after.Load() != want {
		t.Errorf("%d threads finished, want %d", after.Load(), want)
	}
}

func TestWorkersAndStopAfterFailure(t *testing.T) {
	var ran atomic.Int32
	c := cfg(simt.Dim3{X: 1000, Y: 1, Z: 1}, simt.Dim3{X: 1, Y: 1, Z: 1}, false)
	c.Workers = 1
	err := simt.Launch(c, func(th *simt.Thread) {
		ran.Add(1)
		if th.BlockIdx.X == 10 {
			panic("stop")
		}
	})
	if err == nil {
		t.Fatal("no error")
	}
	if ran.Load() != 11 {
		t.Errorf("%d blocks ran with one worker, want 11 (none after the failure)", ran.Load())
	}
}

// TestUndefinedBehaviour: what a GPU leaves undefined is an error naming
// the block, thread and the kernel's line.
func TestUndefinedBehaviour(t *testing.T) {
	for _, c := range []struct {
		name  string
		block int
		body  func(th *simt.Thread)
		want  string
	}{
		{"divergent SyncThreads", 64, func(th *simt.Thread) {
			if th.Linear < 16 {
				th.SyncThreads()
			} else {
				th.SyncThreads()
			}
		}, "other threads of the block wait at the one at"},
		{"SyncThreadsReduce against SyncThreads", 64, func(th *simt.Thread) {
			if th.Linear < 16 {
				th.SyncThreadsReduce(simt.ReducePopc, true)
			} else {
				th.SyncThreads()
			}
		}, "other threads of the block wait at the one at"},
		{"shuffle from half a warp", 32, func(th *simt.Thread) {
			if th.Lane() >= 16 {
				return
			}
			th.Shuffle(simt.ShflDown, 1, 1, 0)
		}, "did not take part"},
		{"shuffle from a lane that does not exist", 48, func(th *simt.Thread) {
			th.Shuffle(simt.ShflDown, 1, 16, 0)
		}, "does not exist (the block's last warp has 16 threads)"},
	} {
		done := make(chan error, 1)
		go func() {
			done <- simt.Launch(cfg(simt.Dim3{X: 1, Y: 1, Z: 1}, simt.Dim3{X: c.block, Y: 1, Z: 1}, true), c.body)
		}()
		select {
		case err := <-done:
			var ke *simt.KernelError
			if !errors.Is(err, simt.ErrUndefined) || !errors.As(err, &ke) || !strings.Contains(err.Error(), c.want) || !strings.Contains(ke.Site, "simt_test.go:") {
				t.Errorf("%s: %v (site %q)", c.name, err, ke.Site)
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("%s: deadlocked", c.name)
		}
	}
	// The same shapes without the misuse run clean.
	err := simt.Launch(cfg(simt.Dim3{X: 1, Y: 1, Z: 1}, simt.Dim3{X: 64, Y: 1, Z: 1}, true), func(th *simt.Thread) {
		th.SyncThreads()
		th.Shuffle(simt.ShflDown, 1, 1, 0)
	})
	if err != nil {
		t.Error(err)
	}
}

// TestSyncThreadsReduce: the three reductions over the threads of each
// block that arrive (threads from 50 on return first), three times in a
// row, one result for all.
func TestSyncThreadsReduce(t *testing.T) {
	const n, live = 72, 50
	out := make([][3][3]int, 2*n)
	err := simt.Launch(cfg(simt.Dim3{X: 2, Y: 1, Z: 1}, simt.Dim3{X: n, Y: 1, Z: 1}, true), func(th *simt.Thread) {
		if th.Linear >= live {
			return
		}
		g := th.BlockIdx.X*n + th.Linear
		for r := range 3 {
			p := []bool{th.Linear%3 == th.BlockIdx.X, true, false}[r]
			for op := range 3 {
				out[g][r][op] = th.SyncThreadsReduce(op, p)
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	for g, o := range out {
		b, i := g/n, g%n
		want := [3][3]int{{17, 0, 1}, {live, 1, 1}, {0, 0, 0}}
		if b == 1 {
			want[0][0] = 17
		}
		if i >= live {
			want = [3][3]int{}
		}
		if o != want {
			t.Fatalf("thread %d of block %d: %v, want %v", i, b, o, want)
		}
	}
}

// here is the return address in its caller: a declaration as kern.Shared
// passes it. Not inlined, so that it is an address just after the call
// instruction (TestSharedInlinedDeclaration steps back into it).
//
//go:noinline
func here() uintptr {
	var pc [1]uintptr
	runtime.Callers(2, pc[:])
	return pc[0]
}

// scratch is a device function's declaration, as kern.Shared makes it:
// the site is scratch's line, whoever calls it.
func scratch[A any](th *simt.Thread, made *atomic.Int32) *A {
	return th.Shared(here(), reflect.TypeFor[A](), func() any { made.Add(1); return new(A) }).(*A)
}

// TestSharedDeclarations checks that a block has one array per
// declaration (line and type), whatever the calls: two calls of a function
// that declares one, and calls in a loop, share it; another type at the
// same line (a generic function's other instance) has its own; and the
// shared-memory limit counts each once.
func TestSharedDeclarations(t *testing.T) {
	const blocks, n = 3, 8
	var made atomic.Int32
	sums := make([]int32, blocks)
	c := cfg(simt.Dim3{X: blocks, Y: 1, Z: 1}, simt.Dim3{X: n, Y: 1, Z: 1}, true)
	c.SharedLimit = 2*n*4 + n*8 // the two arrays and room for one more [n]int32, not four
	err := simt.Launch(c, func(th *simt.Thread) {
		a := scratch[[n]int32](th, &made)
		a[th.Linear] = 1
		for range 3 {
			b := scratch[[n]int32](th, &made)
			b[th.Linear]++
		}
		w := scratch[[n]int64](th, &made)
		w[th.Linear] = 100
		th.SyncThreads()
		if th.Linear == 0 {
			for i := range n {
				sums[th.BlockIdx.X] += a[i] + int32(w[i])
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if made.Load() != 2*blocks {
		t.Errorf("%d shared arrays made, want %d (two per block)", made.Load(), 2*blocks)
	}
	for b, s := range sums {
		if s != n*104 {
			t.Errorf("block %d: sum %d, want %d", b, s, n*104)
		}
	}
}

// TestSharedInlinedDeclaration: two return addresses of one call (as the
// copies of a declaration the Go compiler inlines into two callers have:
// here the call's and one byte before it, inside the call instruction)
// are one declaration, and one array; another line is another.
func TestSharedInlinedDeclaration(t *testing.T) {
	typ := reflect.TypeFor[[4]int32]()
	mk := func() any { return new([4]int32) }
	var a, b, c any
	err := simt.Launch(cfg(simt.Dim3{X: 1, Y: 1, Z: 1}, simt.Dim3{X: 1, Y: 1, Z: 1}, false), func(th *simt.Thread) {
		pc := here()
		a, b = th.Shared(pc, typ, mk), th.Shared(pc-1, typ, mk)
		c = th.Shared(here(), typ, mk)
	})
	if err != nil {
		t.Fatal(err)
	}
	if a != b || a == c {
		t.Errorf("arrays %p, %p and %p: want the first two one array, the third another", a, b, c)
	}
}
