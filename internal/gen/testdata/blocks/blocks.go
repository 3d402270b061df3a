// Kernels that exercise the CPU block functions (internal/cpublock): the
// test copies this file beside the compiler's accept corpus, so it is in
// that package.
package accept

import (
	"math"

	"github.com/kernlab/kern"
)

// EarlyExit returns threads past the end before the barrier; the others
// reverse their block's part of in through shared memory.
//
//kern:kernel
func EarlyExit(t *kern.Thread, in, out []float32) {
	s := kern.Shared[[64]float32](t)
	i := t.Grid1()
	if i >= len(in) {
		return
	}
	tid := t.ThreadIdx().X
	s[tid] = in[i] * 2
	t.SyncThreads()
	n := min(t.BlockDim().X, len(in)-t.BlockIdx().X*t.BlockDim().X)
	out[i] = s[n-1-tid] + float32(tid)
}

// UniformBranch takes a different path with barriers in odd and even
// blocks, and one that returns in the middle of a loop.
//
//kern:kernel
func UniformBranch(t *kern.Thread, x []int32, rounds int) {
	s := kern.Shared[[32]int32](t)
	tid := t.ThreadIdx().X
	i := t.Grid1()
	s[tid] = int32(i)
	t.SyncThreads()
	if t.BlockIdx().X%2 == 0 {
		for r := range rounds {
			v := s[(tid+r+1)%t.BlockDim().X]
			t.SyncThreads()
			s[tid] += v
			if tid == 3 && r == 1 {
				return
			}
			t.SyncThreads()
		}
	} else if rounds > 1 {
		v := s[t.BlockDim().X-1-tid]
		t.SyncThreads()
		s[tid] = v * 3
	} else {
		s[tid] = -s[tid]
	}
	if i < len(x) {
		x[i] = s[tid]
	}
}

// Halving is a tree reduction whose loop variable is a local the loop's
// body halves, and a parameter each thread changes.
//
//kern:kernel
func Halving(t *kern.Thread, in, out []float64, scale float64) {
	s := kern.Shared[[128]float64](t)
	tid := t.ThreadIdx().X
	scale += float64(tid) // every thread its own copy of the parameter
	v := 0.0
	if i := t.Grid1(); i < len(in) {
		v = in[i] * scale
	}
	s[tid] = v
	n := t.BlockDim().X
	t.SyncThreads()
	for n > 1 {
		n = (n + 1) / 2
		if tid < n && tid+n < len(s) && tid+n < t.BlockDim().X && n > 0 {
			s[tid] += s[tid+n]
		}
		t.SyncThreads()
	}
	if tid == 0 {
		out[t.BlockIdx().X] = s[0] + scale
	}
}

type pair struct {
	a, b float32
}

// LocalsAcross keeps an array, a struct and a function value across
// barriers, and uses a labeled loop and a switch inside a region.
//
//kern:kernel
func LocalsAcross(t *kern.Thread, x []float32) {
	s := kern.Shared[[4][16]float32](t)
	tx, ty := t.ThreadIdx().X, t.ThreadIdx().Y
	var buf [3]float32
	p := pair{float32(tx), float32(ty)}
	sq := func(v float32) float32 { return v * v }
	for k := range buf {
		buf[k] = float32(k+tx) * 0.5
	}
	s[ty][tx] = buf[tx%3] + p.a
	{
		t.SyncThreads()
		p.b += s[(ty+1)%t.BlockDim().Y][tx]
	}
	t.Barrier(kern.LocalMemFence)
outer:
	for a := 0; a < 3; a++ {
		for b := 0; b < 3; b++ {
			switch {
			case a == b:
				continue outer
			case a+b > tx:
				break outer
			}
			buf[a] += float32(b)
		}
	}
	if i := ty*t.BlockDim().X + tx + t.BlockIdx().X*t.BlockDim().X*t.BlockDim().Y; i < len(x) {
		x[i] = sq(buf[0]+buf[1]+buf[2]) + p.b + float32(math.Sqrt(float64(p.a)))
	}
}

// Traps divides by a value that is zero in one thread of one block,
// after a barrier.
//
//kern:kernel
func Traps(t *kern.Thread, x []int32, d []int32) {
	s := kern.Shared[[32]int32](t)
	i := t.Grid1()
	s[t.ThreadIdx().X] = int32(i)
	t.SyncThreads()
	if i < len(x) {
		x[i] = s[t.BlockDim().X-1-t.ThreadIdx().X] / d[i]
	}
}

// NoBarrier3D is a kernel without barriers over a 3-d block.
//
//kern:kernel
func NoBarrier3D(t *kern.Thread, a kern.Array3[int64]) {
	x, y, z := t.Grid3()
	ti := t.ThreadIdx()
	if x < a.Dim(0) && y < a.Dim(1) && z < a.Dim(2) {
		a.Set(x, y, z, int64(x*10000+y*100+z)+int64(t.ThreadIdx().Z)+int64(ti.X*7))
	}
}

// DivergentBarrier synchronizes under a condition that depends on the
// thread: it runs on the simulator on every CPU target.
//
//kern:kernel
func DivergentBarrier(t *kern.Thread, x []int32) {
	if t.ThreadIdx().X < 1000 {
		t.SyncThreads()
	}
	if i := t.Grid1(); i < len(x) {
		x[i]++
	}
}

func syncHelper(t *kern.Thread) { t.SyncThreads() }

// HelperBarrier synchronizes in a device function: it runs on the
// simulator.
//
//kern:kernel
func HelperBarrier(t *kern.Thread, x []int32) {
	syncHelper(t)
	if i := t.Grid1(); i < len(x) {
		x[i] += 2
	}
}

// SwitchBarrier synchronizes in a switch: it runs on the simulator.
//
//kern:kernel
func SwitchBarrier(t *kern.Thread, x []int32, k int) {
	switch k {
	case 1:
		t.SyncThreads()
	}
	if i := t.Grid1(); i < len(x) {
		x[i] += int32(k)
	}
}

// TileDot sums a shared tile with weights in a loop that every thread
// runs the same number of times, which the CPU block function runs four
// threads at a time; thread bad indexes out of range in it.
//
//kern:kernel
func TileDot(t *kern.Thread, x, out []float32, bad int) {
	s := kern.Shared[[64]float32](t)
	tid := t.ThreadIdx().X
	i := t.Grid1()
	v := float32(0)
	if i < len(x) {
		v = x[i]
	}
	s[tid] = v
	t.SyncThreads()
	acc := float32(tid)
	lim := tid%3 + 1
	for j := 0; j < t.BlockDim().X; j++ {
		k := (tid + j) % t.BlockDim().X
		if i == bad && j == 5 {
			k += 64
		}
		acc += s[k] * float32(j+1)
		for q := range lim {
			acc -= float32(q) * 0.5
		}
	}
	if i < len(out) {
		out[i] = acc
	}
}

// GenericScan is an inclusive scan of each block's part of x through
// shared memory: generic, with a per-thread variable of the type
// parameter across a barrier and a parameter every thread changes alike.
//
//kern:kernel
func GenericScan[T float32 | int64](t *kern.Thread, x []T, step int) {
	s := kern.Shared[[64]T](t)
	tid := t.ThreadIdx().X
	i := t.Grid1()
	var v T
	if i < len(x) {
		v = x[i]
	}
	s[tid] = v
	step = max(step, 1)
	t.SyncThreads()
	for d := step; d < t.BlockDim().X; d *= 2 {
		var add T
		if tid >= d {
			add = s[tid-d]
		}
		t.SyncThreads()
		s[tid] += add
		t.SyncThreads()
	}
	if i < len(x) {
		x[i] = s[tid] + v
	}
}

// Fenced publishes each thread's value behind a ThreadFence: a fence
// waits for no other thread, so the kernel keeps its block function.
//
//kern:kernel
func Fenced(t *kern.Thread, x []int32) {
	i := t.Grid1()
	if i < len(x) {
		x[i] = int32(i)
		t.ThreadFence()
		x[i] += int32(t.ThreadIdx().X)
	}
}

// BlockCount counts the block's threads with an odd x[i]: a block vote
// keeps the kernel on the simulator.
//
//kern:kernel
func BlockCount(t *kern.Thread, x []int32) {
	i := t.Grid1()
	n := t.SyncThreadsCount(i < len(x) && x[i]%2 != 0)
	if i < len(x) {
		x[i] = int32(n)
	}
}
