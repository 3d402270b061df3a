package kern_test

// numba-cuda's test_warp_ops.py ported to kern (kernels in
// internal/testing/nbcuda), run on every place. numba's kernels run one
// 32-thread warp with masks of 0xFFFFFFFF; here a block is one warp of
// the place's width (64 lanes on the emulated gfx90a) with ^uint64(0),
// and numba's expected values are computed for that width (they are
// numba's own at 32).

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
)

// nbFull is the mask of a warp's first n lanes.
func nbFull(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<n - 1
}

func TestNumbaSyncWarp(t *testing.T) {
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			w := warpWidth(p.on)
			ary := make([]int32, w)
			if err := kern.NewKernel1(nbcuda.UsefulSyncWarp).Launch(p.on, 1, w, ary); err != nil {
				t.Fatal(err)
			}
			for i, v := range ary {
				if v != 42 {
					t.Fatalf("ary[%d] = %d, want 42", i, v)
				}
			}
			out := make([]int32, w)
			if err := kern.NewKernel2(nbcuda.PartialSyncWarp).Launch(p.on, 1, w, make([]int32, w), out); err != nil {
				t.Fatal(err)
			}
			for i, v := range out {
				want := int32(-1)
				if i < 16 {
					want = int32(15-i) * 3
				}
				if v != want {
					t.Fatalf("out[%d] = %d, want %d", i, v, want)
				}
			}
		})
	}
}

// TestNumbaShfl is test_shfl_sync_idx, _up, _down, _xor and
// test_shfl_sync_types: numba's idx 4, delta 4, xor 16, and beyond numba
// a source lane past the warp (idx mod the width), delta 0 and a delta
// past the warp (the lane's own value), on two blocks of one warp each,
// with values whose bits must arrive unchanged (NaNs with payloads, −0).
func TestNumbaShfl(t *testing.T) {
	testNumbaShfl(t, "int8", nbcuda.WarpShfl[int8])
	testNumbaShfl(t, "uint8", nbcuda.WarpShfl[uint8])
	testNumbaShfl(t, "int16", nbcuda.WarpShfl[int16])
	testNumbaShfl(t, "uint16", nbcuda.WarpShfl[uint16])
	testNumbaShfl(t, "int32", nbcuda.WarpShfl[int32])
	testNumbaShfl(t, "uint32", nbcuda.WarpShfl[uint32])
	testNumbaShfl(t, "int64", nbcuda.WarpShfl[int64])
	testNumbaShfl(t, "uint64", nbcuda.WarpShfl[uint64])
	testNumbaShfl(t, "float32", nbcuda.WarpShfl[float32])
	testNumbaShfl(t, "float64", nbcuda.WarpShfl[float64])
}

func testNumbaShfl[T nbcuda.Shuffled](t *testing.T, name string, f func(*kern.Thread, []T, []T, int, int, int)) {
	k := kern.NewKernel5(f)
	r := rand.New(rand.NewPCG(0, 6))
	for _, p := range places() {
		w := warpWidth(p.on)
		n := 2 * w
		v := make([]T, n)
		for i := range v {
			v[i] = nbBitsOf[T](r.Uint64())
		}
		// numba's values (test_shfl_sync_types) in lane 0 of block 0.
		var z T
		switch any(z).(type) {
		case int32:
			v[0] = nbConv[T](int64(-1))
		case int64:
			v[0] = nbConv[T](int64(1) << 42)
		case float32:
			v[0] = nbConv[T](float32(math.Pi))
			v[1], v[2] = nbConv[T](float32(math.Copysign(0, -1))), nbConv[T](math.Float32frombits(0x7fc01234))
		case float64:
			v[0] = nbConv[T](math.Pi)
			v[1], v[2] = nbConv[T](math.Copysign(0, -1)), nbConv[T](math.Float64frombits(0xfff0000000abcdef))
		}
		for _, c := range []struct{ idx, delta, xor int }{{4, 4, 16}, {w + 5, 0, w - 1}, {0, w + 3, 1}, {w - 1, w - 1, 7}} {
			t.Run(fmt.Sprintf("%s/idx=%d,delta=%d,xor=%d/%s", name, c.idx, c.delta, c.xor, p.name), func(t *testing.T) {
				out := make([]T, 4*n)
				if err := k.Launch(p.on, 2, w, out, v, c.idx, c.delta, c.xor); err != nil {
					t.Fatal(err)
				}
				for i := range n {
					base, lane := i-i%w, i%w
					up, down := lane-c.delta, lane+c.delta
					if up < 0 {
						up = lane
					}
					if down >= w {
						down = lane
					}
					want := []T{v[base+c.idx%w], v[base+up], v[base+down], v[base+lane^c.xor]}
					for j, wv := range want {
						if nbBits(out[4*i+j]) != nbBits(wv) {
							t.Fatalf("thread %d, %s: %v (%#x), want %v (%#x)", i, []string{"shfl", "up", "down", "xor"}[j], out[4*i+j], nbBits(out[4*i+j]), wv, nbBits(wv))
						}
					}
				}
			})
		}
	}
}

func nbConv[T nbcuda.Shuffled, F float32 | float64 | int64](x F) T { return T(x) }

// nbBits and nbBitsOf are a value's bits and the value of some bits.
func nbBits[T nbcuda.Shuffled](x T) uint64 {
	switch v := any(x).(type) {
	case float32:
		return uint64(math.Float32bits(v))
	case float64:
		return math.Float64bits(v)
	}
	return uint64(int64(x))
}

func nbBitsOf[T nbcuda.Shuffled](u uint64) T {
	var z T
	switch any(z).(type) {
	case float32:
		return any(math.Float32frombits(uint32(u))).(T)
	case float64:
		return any(math.Float64frombits(u)).(T)
	}
	return T(u)
}

// TestNumbaVotes is test_vote_sync_all, _any, _eq, _ballot,
// test_match_any_sync, test_match_all_sync and test_lanemask_lt, with
// numba's inputs, over a whole warp (numba's match tests: 10 threads).
func TestNumbaVotes(t *testing.T) {
	k := kern.NewKernel2(nbcuda.WarpVotes)
	type tc struct {
		name string
		n    int // threads; 0: the warp
		in   func(i int) int32
	}
	cases := []tc{
		{"all ones", 0, func(int) int32 { return 1 }},
		{"ones, last zero", 0, func(i int) int32 { return map[bool]int32{true: 0, false: 1}[i == -1] }},
		{"zeros", 0, func(int) int32 { return 0 }},
		{"zeros, 2 and 5 one", 0, func(i int) int32 { return map[bool]int32{true: 1, false: 0}[i == 2 || i == 5] }},
		{"zeros, 1 one", 0, func(i int) int32 { return map[bool]int32{true: 1, false: 0}[i == 1] }},
		{"arange%2 (match_any)", 10, func(i int) int32 { return int32(i % 2) }},
		{"zeros (match_all)", 10, func(int) int32 { return 0 }},
		{"zeros, in[1]=4 (match_all)", 10, func(i int) int32 { return map[bool]int32{true: 4, false: 0}[i == 1] }},
		{"lane%3, 45 threads", 45, func(i int) int32 { return int32(i % 3) }},
	}
	for _, p := range places() {
		for _, c := range cases {
			t.Run(c.name+"/"+p.name, func(t *testing.T) {
				w := warpWidth(p.on)
				n := c.n
				if n == 0 {
					n = w
				}
				in := make([]int32, n)
				for i := range in {
					in[i] = c.in(i)
					if i == n-1 && c.name == "ones, last zero" {
						in[i] = 0
					}
				}
				out := make([]uint64, 8*n)
				if err := k.Launch(p.on, 1, n, in, out); err != nil {
					t.Fatal(err)
				}
				for i := range n {
					base := i - i%w
					lanes := min(w, n-base)
					var ballot, match uint64
					for l := range lanes {
						if in[base+l] != 0 {
							ballot |= 1 << l
						}
						if in[base+l] == in[i] {
							match |= 1 << l
						}
					}
					all, any := ballot == nbFull(lanes), ballot != 0
					matchAll := uint64(0)
					if match == nbFull(lanes) {
						matchAll = match
					}
					want := []uint64{b2u(all), b2u(any), b2u(all || !any), ballot, match, matchAll, nbFull(i % w), nbFull(lanes)}
					for j := range want {
						if out[8*i+j] != want[j] {
							t.Fatalf("thread %d, %s: %#x, want %#x", i, []string{"all", "any", "eq", "ballot", "match_any", "match_all", "lanemask_lt", "ballot(true)"}[j], out[8*i+j], want[j])
						}
					}
				}
				// numba's own expectations, at 32 lanes.
				if w == 32 && n == 32 {
					if c.name == "all ones" && (out[0] != 1 || out[3] != 0xFFFFFFFF) || c.name == "ones, last zero" && out[0] != 0 {
						t.Fatalf("numba's all_sync/ballot: %#x", out[:8])
					}
				}
				if c.name == "arange%2 (match_any)" && (out[4] != 0b0101010101 || out[8+4] != 0b1010101010) {
					t.Fatalf("numba's match_any_sync: %#b %#b", out[4], out[12])
				}
				if c.name == "zeros (match_all)" && out[5] != 0b1111111111 || c.name == "zeros, in[1]=4 (match_all)" && out[5] != 0 {
					t.Fatalf("numba's match_all_sync: %#b", out[5])
				}
			})
		}
	}
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// TestNumbaIndependentScheduling is test_independent_scheduling and
// test_activemask: divergent lanes vote and read the active mask among
// themselves.
func TestNumbaIndependentScheduling(t *testing.T) {
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			w := warpWidth(p.on)
			arr := make([]uint64, w)
			if err := kern.NewKernel1(nbcuda.IndependentScheduling).Launch(p.on, 1, w, arr); err != nil {
				t.Fatal(err)
			}
			for i, v := range arr {
				if want := []uint64{0x1111111111111111, 0x2222222222222222, 0x4444444444444444, 0x8888888888888888}[i%4] & nbFull(w); v != want {
					t.Fatalf("arr[%d] = %#x, want %#x", i, v, want)
				}
			}
			for _, f := range []func(*kern.Thread, []uint64){nbcuda.UseActiveMask, nbcuda.UseActiveMaskHelper} {
				x := make([]uint64, w)
				if err := kern.NewKernel1(f).Launch(p.on, 1, w, x); err != nil {
					t.Fatal(err)
				}
				for i, v := range x {
					if want := []uint64{0x5555555555555555, 0xAAAAAAAAAAAAAAAA}[i%2] & nbFull(w); v != want {
						t.Fatalf("activemask of lane %d = %#x, want %#x", i, v, want)
					}
				}
			}
		})
	}
}
