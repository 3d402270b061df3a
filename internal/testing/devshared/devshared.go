// Package devshared holds kernels whose device functions declare
// shared memory (kern.Shared): one array per declaration and block, as
// CUDA's static __shared__ in a __device__ function, whatever the calls.
// The tests that run them on every target are the root package's
// emulated_devshared_test.go.
package devshared

//go:generate go tool kern gen -fmad=false

import "github.com/kernlab/kern"

// warpSum is the sum of v over the thread's warp, in lane 0.
func warpSum(t *kern.Thread, v float32) float32 {
	for d := t.WarpSize() / 2; d > 0; d /= 2 {
		v += kern.ShflDown(t, v, d)
	}
	return v
}

// blockSum is the sum of v over the block (of whole warps, at most 32 of
// them), returned to every thread: the warps' sums meet in the function's
// own shared array, which every call uses.
func blockSum(t *kern.Thread, v float32) float32 {
	s := kern.Shared[[32]float32](t)
	ws := t.WarpSize()
	lane, warp := t.LaneID(), t.ThreadIdx().X/ws
	v = warpSum(t, v)
	if lane == 0 {
		s[warp] = v
	}
	t.SyncThreads()
	if warp == 0 {
		x := float32(0)
		if lane < t.BlockDim().X/ws {
			x = s[lane]
		}
		x = warpSum(t, x)
		if lane == 0 {
			s[0] = x
		}
	}
	t.SyncThreads()
	r := s[0]
	t.SyncThreads() // every thread has read s[0] before another call writes s
	return r
}

// BlockSums writes each block's sums of x and of 2x to out[2b] and
// out[2b+1], then each of the first rounds of x's block sums plus the
// round to out[2·blocks + rounds·b + r]: blockSum called twice, then in a
// loop.
//
//kern:kernel
func BlockSums(t *kern.Thread, x, out []float32, rounds int) {
	i, b, nb := t.Grid1(), t.BlockIdx().X, t.GridDim().X
	out0 := blockSum(t, x[i])
	out1 := blockSum(t, 2*x[i])
	for r := range rounds {
		s := blockSum(t, x[i]+float32(r))
		if t.ThreadIdx().X == 0 {
			out[2*nb+rounds*b+r] = s
		}
	}
	if t.ThreadIdx().X == 0 {
		out[2*b], out[2*b+1] = out0, out1
	}
}

// Counter operations.
const (
	Reset = iota
	Add
)

// counter keeps a block's running total in its shared array: Reset sets
// it to 0, Add adds v (thread 0's); either returns the total after it to
// every thread. Every call in a block, from any caller or loop iteration,
// sees one total.
func counter(t *kern.Thread, op int, v int32) int32 {
	s := kern.Shared[[1]int32](t)
	if t.ThreadIdx().X == 0 {
		if op == Reset {
			s[0] = 0
		} else {
			s[0] += v
		}
	}
	t.SyncThreads()
	r := s[0]
	t.SyncThreads()
	return r
}

// mark keeps a value of its own in a shared array of its own: a different
// declaration from counter's, in different memory.
func mark(t *kern.Thread, v int32) int32 {
	s := kern.Shared[[1]int32](t)
	if t.ThreadIdx().X == 0 {
		s[0] = v
	}
	t.SyncThreads()
	r := s[0]
	t.SyncThreads()
	return r
}

// addTwice adds v to the counter twice and 1 with its own shared array's
// help: a device function that declares shared memory and calls one that
// does.
func addTwice(t *kern.Thread, v int32) int32 {
	s := kern.Shared[[2]int32](t)
	if t.ThreadIdx().X == 0 {
		s[0], s[1] = v, 1
	}
	t.SyncThreads()
	counter(t, Add, s[0])
	counter(t, Add, s[1])
	return counter(t, Add, v)
}

// Tally resets the block's counter, adds 1..n in a loop, then v twice and
// 1 through addTwice, marks the block's index with mark, and writes
// counter's total and mark's value to out[2b] and out[2b+1]. Each call of
// counter, directly or through addTwice, adds to the one total.
//
//kern:kernel
func Tally(t *kern.Thread, out []int32, n int, v int32) {
	b := t.BlockIdx().X
	counter(t, Reset, 0)
	for k := 1; k <= n; k++ {
		counter(t, Add, int32(k))
	}
	addTwice(t, v)
	m := mark(t, int32(b))
	total := counter(t, Add, 0)
	if t.ThreadIdx().X == 0 {
		out[2*b], out[2*b+1] = total, m
	}
}

// TallyAgain is another kernel that calls counter: it adds x[i] of every
// thread, one call per thread of the block in turn, and writes the total
// to out[b].
//
//kern:kernel
func TallyAgain(t *kern.Thread, x, out []int32) {
	b := t.BlockIdx().X
	counter(t, Reset, 0)
	total := int32(0)
	for k := range t.BlockDim().X {
		total = counter(t, Add, x[b*t.BlockDim().X+k])
	}
	if t.ThreadIdx().X == 0 {
		out[b] = total
	}
}

// Mix is a long run of integer mixing, far past the inliner's size limits:
// a device function that declares shared memory is inlined whatever its
// size.
func Mix(x int32) int32 {
	x = (x^x>>3)*625341585 + 1
	x = (x^x>>4)*506960040 + 2
	x = (x^x>>5)*99354697 + 3
	x = (x^x>>6)*1119030018 + 4
	x = (x^x>>7)*668296939 + 5
	x = (x^x>>8)*374800988 + 6
	x = (x^x>>9)*625389099 + 7
	x = (x^x>>10)*507007554 + 8
	x = (x^x>>11)*99402211 + 9
	x = (x^x>>12)*1119077532 + 10
	x = (x^x>>13)*668344453 + 11
	x = (x^x>>3)*374848502 + 12
	x = (x^x>>4)*625436613 + 13
	x = (x^x>>5)*507055068 + 14
	x = (x^x>>6)*99449725 + 15
	x = (x^x>>7)*1119125046 + 16
	x = (x^x>>8)*668391967 + 17
	x = (x^x>>9)*374896016 + 18
	x = (x^x>>10)*625484127 + 19
	x = (x^x>>11)*507102582 + 20
	x = (x^x>>12)*99497239 + 21
	x = (x^x>>13)*1119172560 + 22
	x = (x^x>>3)*668439481 + 23
	x = (x^x>>4)*374943530 + 24
	x = (x^x>>5)*625531641 + 25
	x = (x^x>>6)*507150096 + 26
	x = (x^x>>7)*99544753 + 27
	x = (x^x>>8)*1119220074 + 28
	x = (x^x>>9)*668486995 + 29
	x = (x^x>>10)*374991044 + 30
	x = (x^x>>11)*625579155 + 31
	x = (x^x>>12)*507197610 + 32
	x = (x^x>>13)*99592267 + 33
	x = (x^x>>3)*1119267588 + 34
	x = (x^x>>4)*668534509 + 35
	x = (x^x>>5)*375038558 + 36
	x = (x^x>>6)*625626669 + 37
	x = (x^x>>7)*507245124 + 38
	x = (x^x>>8)*99639781 + 39
	x = (x^x>>9)*1119315102 + 40
	x = (x^x>>10)*668582023 + 41
	x = (x^x>>11)*375086072 + 42
	x = (x^x>>12)*625674183 + 43
	x = (x^x>>13)*507292638 + 44
	x = (x^x>>3)*99687295 + 45
	x = (x^x>>4)*1119362616 + 46
	x = (x^x>>5)*668629537 + 47
	x = (x^x>>6)*375133586 + 48
	x = (x^x>>7)*625721697 + 49
	x = (x^x>>8)*507340152 + 50
	x = (x^x>>9)*99734809 + 51
	x = (x^x>>10)*1119410130 + 52
	x = (x^x>>11)*668677051 + 53
	x = (x^x>>12)*375181100 + 54
	x = (x^x>>13)*625769211 + 55
	x = (x^x>>3)*507387666 + 56
	x = (x^x>>4)*99782323 + 57
	x = (x^x>>5)*1119457644 + 58
	x = (x^x>>6)*668724565 + 59
	x = (x^x>>7)*375228614 + 60
	x = (x^x>>8)*625816725 + 61
	x = (x^x>>9)*507435180 + 62
	x = (x^x>>10)*99829837 + 63
	x = (x^x>>11)*1119505158 + 64
	x = (x^x>>12)*668772079 + 65
	x = (x^x>>13)*375276128 + 66
	x = (x^x>>3)*625864239 + 67
	x = (x^x>>4)*507482694 + 68
	x = (x^x>>5)*99877351 + 69
	x = (x^x>>6)*1119552672 + 70
	x = (x^x>>7)*668819593 + 71
	x = (x^x>>8)*375323642 + 72
	x = (x^x>>9)*625911753 + 73
	x = (x^x>>10)*507530208 + 74
	x = (x^x>>11)*99924865 + 75
	x = (x^x>>12)*1119600186 + 76
	x = (x^x>>13)*668867107 + 77
	x = (x^x>>3)*375371156 + 78
	x = (x^x>>4)*625959267 + 79
	x = (x^x>>5)*507577722 + 80
	x = (x^x>>6)*99972379 + 81
	x = (x^x>>7)*1119647700 + 82
	x = (x^x>>8)*668914621 + 83
	x = (x^x>>9)*375418670 + 84
	x = (x^x>>10)*626006781 + 85
	x = (x^x>>11)*507625236 + 86
	x = (x^x>>12)*100019893 + 87
	x = (x^x>>13)*1119695214 + 88
	x = (x^x>>3)*668962135 + 89
	x = (x^x>>4)*375466184 + 90
	x = (x^x>>5)*626054295 + 91
	x = (x^x>>6)*507672750 + 92
	x = (x^x>>7)*100067407 + 93
	x = (x^x>>8)*1119742728 + 94
	x = (x^x>>9)*669009649 + 95
	x = (x^x>>10)*375513698 + 96
	x = (x^x>>11)*626101809 + 97
	x = (x^x>>12)*507720264 + 98
	x = (x^x>>13)*100114921 + 99
	x = (x^x>>3)*1119790242 + 100
	x = (x^x>>4)*669057163 + 101
	x = (x^x>>5)*375561212 + 102
	x = (x^x>>6)*626149323 + 103
	x = (x^x>>7)*507767778 + 104
	x = (x^x>>8)*100162435 + 105
	x = (x^x>>9)*1119837756 + 106
	x = (x^x>>10)*669104677 + 107
	x = (x^x>>11)*375608726 + 108
	x = (x^x>>12)*626196837 + 109
	x = (x^x>>13)*507815292 + 110
	x = (x^x>>3)*100209949 + 111
	x = (x^x>>4)*1119885270 + 112
	x = (x^x>>5)*669152191 + 113
	x = (x^x>>6)*375656240 + 114
	x = (x^x>>7)*626244351 + 115
	x = (x^x>>8)*507862806 + 116
	x = (x^x>>9)*100257463 + 117
	x = (x^x>>10)*1119932784 + 118
	x = (x^x>>11)*669199705 + 119
	x = (x^x>>12)*375703754 + 120
	x = (x^x>>13)*626291865 + 121
	x = (x^x>>3)*507910320 + 122
	x = (x^x>>4)*100304977 + 123
	x = (x^x>>5)*1119980298 + 124
	x = (x^x>>6)*669247219 + 125
	x = (x^x>>7)*375751268 + 126
	x = (x^x>>8)*626339379 + 127
	x = (x^x>>9)*507957834 + 128
	x = (x^x>>10)*100352491 + 129
	x = (x^x>>11)*1120027812 + 130
	return x
}

// mixShared stores Mix(v) in its shared array at the thread's index and
// returns its neighbour's: the array is the block's, whoever calls it.
func mixShared(t *kern.Thread, v int32) int32 {
	s := kern.Shared[[256]int32](t)
	x := v
	x = (x^x>>3)*625341585 + 1
	x = (x^x>>4)*506960040 + 2
	x = (x^x>>5)*99354697 + 3
	x = (x^x>>6)*1119030018 + 4
	x = (x^x>>7)*668296939 + 5
	x = (x^x>>8)*374800988 + 6
	x = (x^x>>9)*625389099 + 7
	x = (x^x>>10)*507007554 + 8
	x = (x^x>>11)*99402211 + 9
	x = (x^x>>12)*1119077532 + 10
	x = (x^x>>13)*668344453 + 11
	x = (x^x>>3)*374848502 + 12
	x = (x^x>>4)*625436613 + 13
	x = (x^x>>5)*507055068 + 14
	x = (x^x>>6)*99449725 + 15
	x = (x^x>>7)*1119125046 + 16
	x = (x^x>>8)*668391967 + 17
	x = (x^x>>9)*374896016 + 18
	x = (x^x>>10)*625484127 + 19
	x = (x^x>>11)*507102582 + 20
	x = (x^x>>12)*99497239 + 21
	x = (x^x>>13)*1119172560 + 22
	x = (x^x>>3)*668439481 + 23
	x = (x^x>>4)*374943530 + 24
	x = (x^x>>5)*625531641 + 25
	x = (x^x>>6)*507150096 + 26
	x = (x^x>>7)*99544753 + 27
	x = (x^x>>8)*1119220074 + 28
	x = (x^x>>9)*668486995 + 29
	x = (x^x>>10)*374991044 + 30
	x = (x^x>>11)*625579155 + 31
	x = (x^x>>12)*507197610 + 32
	x = (x^x>>13)*99592267 + 33
	x = (x^x>>3)*1119267588 + 34
	x = (x^x>>4)*668534509 + 35
	x = (x^x>>5)*375038558 + 36
	x = (x^x>>6)*625626669 + 37
	x = (x^x>>7)*507245124 + 38
	x = (x^x>>8)*99639781 + 39
	x = (x^x>>9)*1119315102 + 40
	x = (x^x>>10)*668582023 + 41
	x = (x^x>>11)*375086072 + 42
	x = (x^x>>12)*625674183 + 43
	x = (x^x>>13)*507292638 + 44
	x = (x^x>>3)*99687295 + 45
	x = (x^x>>4)*1119362616 + 46
	x = (x^x>>5)*668629537 + 47
	x = (x^x>>6)*375133586 + 48
	x = (x^x>>7)*625721697 + 49
	x = (x^x>>8)*507340152 + 50
	x = (x^x>>9)*99734809 + 51
	x = (x^x>>10)*1119410130 + 52
	x = (x^x>>11)*668677051 + 53
	x = (x^x>>12)*375181100 + 54
	x = (x^x>>13)*625769211 + 55
	x = (x^x>>3)*507387666 + 56
	x = (x^x>>4)*99782323 + 57
	x = (x^x>>5)*1119457644 + 58
	x = (x^x>>6)*668724565 + 59
	x = (x^x>>7)*375228614 + 60
	x = (x^x>>8)*625816725 + 61
	x = (x^x>>9)*507435180 + 62
	x = (x^x>>10)*99829837 + 63
	x = (x^x>>11)*1119505158 + 64
	x = (x^x>>12)*668772079 + 65
	x = (x^x>>13)*375276128 + 66
	x = (x^x>>3)*625864239 + 67
	x = (x^x>>4)*507482694 + 68
	x = (x^x>>5)*99877351 + 69
	x = (x^x>>6)*1119552672 + 70
	x = (x^x>>7)*668819593 + 71
	x = (x^x>>8)*375323642 + 72
	x = (x^x>>9)*625911753 + 73
	x = (x^x>>10)*507530208 + 74
	x = (x^x>>11)*99924865 + 75
	x = (x^x>>12)*1119600186 + 76
	x = (x^x>>13)*668867107 + 77
	x = (x^x>>3)*375371156 + 78
	x = (x^x>>4)*625959267 + 79
	x = (x^x>>5)*507577722 + 80
	x = (x^x>>6)*99972379 + 81
	x = (x^x>>7)*1119647700 + 82
	x = (x^x>>8)*668914621 + 83
	x = (x^x>>9)*375418670 + 84
	x = (x^x>>10)*626006781 + 85
	x = (x^x>>11)*507625236 + 86
	x = (x^x>>12)*100019893 + 87
	x = (x^x>>13)*1119695214 + 88
	x = (x^x>>3)*668962135 + 89
	x = (x^x>>4)*375466184 + 90
	x = (x^x>>5)*626054295 + 91
	x = (x^x>>6)*507672750 + 92
	x = (x^x>>7)*100067407 + 93
	x = (x^x>>8)*1119742728 + 94
	x = (x^x>>9)*669009649 + 95
	x = (x^x>>10)*375513698 + 96
	x = (x^x>>11)*626101809 + 97
	x = (x^x>>12)*507720264 + 98
	x = (x^x>>13)*100114921 + 99
	x = (x^x>>3)*1119790242 + 100
	x = (x^x>>4)*669057163 + 101
	x = (x^x>>5)*375561212 + 102
	x = (x^x>>6)*626149323 + 103
	x = (x^x>>7)*507767778 + 104
	x = (x^x>>8)*100162435 + 105
	x = (x^x>>9)*1119837756 + 106
	x = (x^x>>10)*669104677 + 107
	x = (x^x>>11)*375608726 + 108
	x = (x^x>>12)*626196837 + 109
	x = (x^x>>13)*507815292 + 110
	x = (x^x>>3)*100209949 + 111
	x = (x^x>>4)*1119885270 + 112
	x = (x^x>>5)*669152191 + 113
	x = (x^x>>6)*375656240 + 114
	x = (x^x>>7)*626244351 + 115
	x = (x^x>>8)*507862806 + 116
	x = (x^x>>9)*100257463 + 117
	x = (x^x>>10)*1119932784 + 118
	x = (x^x>>11)*669199705 + 119
	x = (x^x>>12)*375703754 + 120
	x = (x^x>>13)*626291865 + 121
	x = (x^x>>3)*507910320 + 122
	x = (x^x>>4)*100304977 + 123
	x = (x^x>>5)*1119980298 + 124
	x = (x^x>>6)*669247219 + 125
	x = (x^x>>7)*375751268 + 126
	x = (x^x>>8)*626339379 + 127
	x = (x^x>>9)*507957834 + 128
	x = (x^x>>10)*100352491 + 129
	x = (x^x>>11)*1120027812 + 130
	tid := t.ThreadIdx().X
	s[tid] = x
	t.SyncThreads()
	r := s[(tid+1)%t.BlockDim().X]
	t.SyncThreads()
	return r
}

// MixTwice calls mixShared twice (blocks of at most 256 threads):
// out[i] = mixShared(x[i]) + mixShared(x[i]+1).
//
//kern:kernel
func MixTwice(t *kern.Thread, x, out []int32) {
	i := t.Grid1()
	out[i] = mixShared(t, x[i]) + mixShared(t, x[i]+1)
}

// big is 16 KiB of shared memory.
func big(t *kern.Thread, i int, v float32) float32 {
	s := kern.Shared[[4096]float32](t)
	s[i] = v
	t.SyncThreads()
	r := s[(i+1)%t.BlockDim().X]
	t.SyncThreads()
	return r
}

// NearLimit has 32 KiB of shared memory of its own and calls big, with
// 16 KiB, twice: 48 KiB, the most a block may have, as each declaration
// counts once. out[i] = x[j] + 2x[j] + 3x[j], j the next thread's index
// in the block: each array hands the neighbour's value on.
//
//kern:kernel
func NearLimit(t *kern.Thread, x, out []float32) {
	own := kern.Shared[[8192]float32](t)
	i, tid := t.Grid1(), t.ThreadIdx().X
	own[tid] = x[i]
	t.SyncThreads()
	out[i] = own[(tid+1)%t.BlockDim().X] + big(t, tid, 2*x[i]) + big(t, tid, 3*x[i])
}

// cell returns element i of its shared array, storing v there first when
// put is set: the block's array, whoever calls it. It does not
// synchronize, so a kernel that calls it may have a block function on the
// CPU targets.
func cell(t *kern.Thread, put bool, i int, v float32) float32 {
	s := kern.Shared[[256]float32](t)
	if put {
		s[i] = v
	}
	return s[i]
}

// Rotate hands each value to the previous thread of the block through
// cell's array (blocks of at most 256 threads): out[i] = x[j], j the next
// thread's index in the block.
//
//kern:kernel
func Rotate(t *kern.Thread, x, out []float32) {
	i, tid := t.Grid1(), t.ThreadIdx().X
	cell(t, true, tid, x[i])
	t.SyncThreads()
	out[i] = cell(t, false, (tid+1)%t.BlockDim().X, 0)
}

// Celsius is a named float32: a generic device function's instance for it
// has the same array layout as the one for float32.
type Celsius float32

// stash keeps v in a one-element shared array when put, and returns what
// the array holds.
func stash[T float32 | Celsius | int | int64](t *kern.Thread, v T, put bool) T {
	s := kern.Shared[[1]T](t)
	if put && t.ThreadIdx().X == 0 {
		s[0] = v
	}
	t.SyncThreads()
	r := s[0]
	t.SyncThreads()
	return r
}

// Layouts stores 1 through stash[float32], then 2 through stash[Celsius],
// and 3 through stash[int], then 4 through stash[int64], and reads back
// each instance's array: instances whose arrays are laid out alike (a
// named float32 and float32; int and int64) share one array on every
// target, so every thread reads 2, 2, 4, 4.
//
//kern:kernel
func Layouts(t *kern.Thread, out []float32) {
	stash(t, float32(1), true)
	stash(t, Celsius(2), true)
	stash(t, int(3), true)
	stash(t, int64(4), true)
	i := 4 * t.Grid1()
	out[i] = stash(t, float32(0), false)
	out[i+1] = float32(stash(t, Celsius(0), false))
	out[i+2] = float32(stash(t, int(0), false))
	out[i+3] = float32(stash(t, int64(0), false))
}

// DynLen writes the length of the launch's dynamic shared memory as an
// []int32 and as a []int64: the launch's bytes divided by the element's
// size, rounded down, on every target.
//
//kern:kernel
func DynLen(t *kern.Thread, out []int64) {
	if t.Grid1() == 0 {
		out[0] = int64(len(kern.DynShared[int32](t)))
		out[1] = int64(len(kern.DynShared[int64](t)))
	}
}
