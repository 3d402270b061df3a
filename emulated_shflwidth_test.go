package kern_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/warptest"
)

// shflWidthRef is the lane a width shuffle reads, from PTX's description
// of shfl.sync with c = (32-width)<<8 | clamp (clamp 31, for up 0) applied
// to the lane's place in its 32-lane half, and CUDA's unsigned deltas: an
// up, down or xor operand outside [0, 32) reads nothing. It returns lane
// itself when the shuffle reads no other lane.
func shflWidthRef(mode, width, lane, arg int) int {
	if mode != 0 && (arg < 0 || arg > 31) {
		return lane
	}
	l, half := lane&31, lane&^31
	b, seg, clamp := arg&31, 32-width, 31
	if mode == 1 {
		clamp = 0
	}
	maxL, minL := l&seg|clamp&^seg, l&seg
	var j int
	var ok bool
	switch mode {
	case 0: // idx
		j = minL | b&^seg
		ok = j <= maxL
	case 1: // up
		j = l - b
		ok = j >= maxL
	case 2: // down
		j = l + b
		ok = j <= maxL
	case 3: // bfly
		j = l ^ b
		ok = j <= maxL
	}
	if !ok {
		return lane
	}
	return half + j
}

// TestEmulatedShflWidth runs every width shuffle (ShflWidth, ShflUpWidth,
// ShflDownWidth, ShflXorWidth at widths 1 to 32) with a lane operand per
// thread, from -3 to 40, on every place against shflWidthRef, for a
// 32-bit, an 8-bit and a 64-bit element; and a segmented sum, scan and
// broadcast against the same order of additions in plain Go. On 64-lane
// wavefronts each 32-lane half behaves as a warp.
func TestEmulatedShflWidth(t *testing.T) {
	const grid, block = 2, 64
	const n = grid * block
	r := rand.New(rand.NewPCG(5, 6))
	arg := make([]int32, n)
	for i := range arg {
		arg[i] = int32(r.IntN(44) - 3)
	}
	arg[0], arg[1], arg[2] = 31, 32, -1
	vi, vu, vf := make([]int32, n), make([]uint8, n), make([]float64, n)
	for i := range n {
		vi[i], vu[i], vf[i] = int32(i*7+3), uint8(i*5+1), float64(i)*1.5-0.25
	}
	want := func(i int) (idx [24]int) {
		base := i &^ (block - 1)
		for k := range 6 {
			for m := range 4 {
				idx[4*k+m] = base + shflWidthRef(m, 1<<k, i-base, int(arg[i]))
			}
		}
		return idx
	}
	x := make([]float32, n)
	for i := range x {
		x[i] = float32(r.NormFloat64() * 100)
	}
	wsum, wscan, wfirst := make([]float32, n), make([]float32, n), make([]float32, n)
	for g := 0; g < n; g += 8 { // the butterfly's order of additions
		s := append([]float32(nil), x[g:g+8]...)
		for m := 4; m > 0; m >>= 1 {
			t := append([]float32(nil), s...)
			for l := range s {
				s[l] = t[l] + t[l^m]
			}
		}
		copy(wsum[g:], s)
	}
	for g := 0; g < n; g += 16 { // Hillis–Steele
		p := append([]float32(nil), x[g:g+16]...)
		for d := 1; d < 16; d <<= 1 {
			q := append([]float32(nil), p...)
			for l := d; l < 16; l++ {
				p[l] = q[l] + q[l-d]
			}
		}
		copy(wscan[g:], p)
	}
	for i := range wfirst {
		wfirst[i] = x[i&^3]
	}

	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			oi, ou, of := make([]int32, 24*n), make([]uint8, 24*n), make([]float64, 24*n)
			if err := kern.NewKernel3(warptest.Segments[int32]).Launch(p.on, grid, block, oi, vi, arg); err != nil {
				t.Fatal(err)
			}
			if err := kern.NewKernel3(warptest.Segments[uint8]).Launch(p.on, grid, block, ou, vu, arg); err != nil {
				t.Fatal(err)
			}
			if err := kern.NewKernel3(warptest.Segments[float64]).Launch(p.on, grid, block, of, vf, arg); err != nil {
				t.Fatal(err)
			}
			bad := 0
			for i := range n {
				for c, src := range want(i) {
					if oi[24*i+c] != vi[src] || ou[24*i+c] != vu[src] || of[24*i+c] != vf[src] {
						if bad++; bad <= 5 {
							t.Errorf("thread %d, %s width %d, arg %d: got %d/%d/%g, want lane %d's %d/%d/%g", i,
								[]string{"Shfl", "ShflUp", "ShflDown", "ShflXor"}[c%4], 1<<(c/4), arg[i],
								oi[24*i+c], ou[24*i+c], of[24*i+c], src, vi[src], vu[src], vf[src])
						}
					}
				}
			}
			sum, scan, first := make([]float32, n), make([]float32, n), make([]float32, n)
			if err := kern.NewKernel4(warptest.RowStats).Launch(p.on, grid, block, x, sum, scan, first); err != nil {
				t.Fatal(err)
			}
			for i := range n {
				if sum[i] != wsum[i] || scan[i] != wscan[i] || first[i] != wfirst[i] {
					t.Fatalf("thread %d: sum %g scan %g first %g, want %g %g %g", i, sum[i], scan[i], first[i], wsum[i], wscan[i], wfirst[i])
				}
			}
		})
	}
}

// TestEmulatedShflWhole: the whole-warp shuffles with lane operands from
// -3 to 70 read the same lanes on every place (a negative delta or mask
// reads nothing, as CUDA's unsigned ones), over the place's warp width.
func TestEmulatedShflWhole(t *testing.T) {
	const grid, block = 2, 64
	const n = grid * block
	r := rand.New(rand.NewPCG(7, 8))
	v, arg := make([]int32, n), make([]int32, n)
	for i := range n {
		v[i], arg[i] = int32(i*11+5), int32(r.IntN(74)-3)
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			ws := warpWidth(p.on)
			out := make([]int32, 4*n)
			if err := kern.NewKernel3(warptest.Whole).Launch(p.on, grid, block, out, v, arg); err != nil {
				t.Fatal(err)
			}
			for i := range n {
				lane, a := i%ws, int(arg[i])
				srcs := [4]int{((a % ws) + ws) % ws, lane - a, lane + a, lane ^ a}
				for m, src := range srcs {
					if m > 0 && (a < 0 || src < 0 || src >= ws) {
						src = lane
					}
					if want := v[i-lane+src]; out[4*i+m] != want {
						t.Fatalf("thread %d, %s by %d: got %d, want lane %d's %d", i,
							[]string{"Shfl", "ShflUp", "ShflDown", "ShflXor"}[m], a, out[4*i+m], src, want)
					}
				}
			}
		})
	}
}

// TestEmulatedShflWideArg: a 64-bit delta or mask of 2³¹ or more, or
// negative, reads nothing on every place (its low 32 bits must not name a
// lane on a GPU), and idx takes it modulo the warp or segment.
func TestEmulatedShflWideArg(t *testing.T) {
	const grid, block = 2, 64
	const n = grid * block
	v := make([]int32, n)
	for i := range v {
		v[i] = int32(i*3 + 1)
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			ws := warpWidth(p.on)
			for _, a := range []int{3, 1<<32 + 1, -(1 << 32) + 3, 1<<62 + 5, math.MaxInt64, math.MinInt64, -1, 1 << 31} {
				out := make([]int32, 8*n)
				if err := kern.NewKernel3(warptest.WideArg).Launch(p.on, grid, block, out, v, a); err != nil {
					t.Fatal(err)
				}
				for i := range n {
					lane := i % ws
					seg := lane &^ 7
					want := [8]int{((a % ws) + ws) % ws, lane, lane, lane, seg + a&7, lane, lane, lane}
					if a == 3 {
						want[1], want[2], want[3] = max(lane-3, -1), lane+3, lane^3
						if want[1] < 0 {
							want[1] = lane
						}
						if want[2] >= ws {
							want[2] = lane
						}
						want[5], want[6], want[7] = lane-3, lane+3, lane^3
						if lane-3 < seg {
							want[5] = lane
						}
						if lane+3 >= seg+8 {
							want[6] = lane
						}
					}
					for m, src := range want {
						if got, w := out[8*i+m], v[i-lane+src]; got != w {
							t.Fatalf("delta %d, thread %d, shuffle %d: got %d, want lane %d's %d", a, i, m, got, src, w)
						}
					}
				}
			}
		})
	}
}

// TestShflWidthCPUPanics: a width kern gen would refuse stops a CPU launch
// with an error that names it.
func TestShflWidthCPUPanics(t *testing.T) {
	for _, w := range []int{0, 3, 64} {
		k := kern.NewKernel1(func(t *kern.Thread, x []float32) {
			x[t.Grid1()] = kern.ShflDownWidth(t, x[t.Grid1()], 1, w)
		})
		err := k.Launch(kern.Sim, 1, 32, make([]float32, 32))
		if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("shuffle width %d", w)) {
			t.Errorf("width %d: %v", w, err)
		}
	}
}

// TestEmulatedShflExotic shuffles complex64, complex128, Float16,
// BFloat16 and Float8E4M3 values (two shuffles of a complex's parts, the
// bits of the others) on every place, whole-warp and width shuffles, bit
// for bit against the lanes they read.
func TestEmulatedShflExotic(t *testing.T) {
	const grid, block = 2, 64
	const n = grid * block
	r := rand.New(rand.NewPCG(9, 10))
	src := make([]int32, n)
	for i := range src {
		src[i] = int32(r.IntN(80) - 8)
	}
	c64, c128 := make([]complex64, n), make([]complex128, n)
	f16, bf16, f8 := make([]kern.Float16, n), make([]kern.BFloat16, n), make([]kern.Float8E4M3, n)
	for i := range n {
		c64[i] = complex(float32(r.NormFloat64()), float32(i))
		c128[i] = complex(r.NormFloat64(), -float64(i))
		f16[i], bf16[i], f8[i] = kern.Float16(r.Uint32()), kern.BFloat16(r.Uint32()), kern.Float8E4M3(i)
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			ws := warpWidth(p.on)
			lanes := func(i int) [4]int { // the thread each result comes from
				lane, w0 := i%ws, i-i%ws
				down := lane + 1
				if down >= ws {
					down = lane
				}
				up := lane - 1
				if lane&7 == 0 {
					up = lane
				}
				return [4]int{w0 + ((int(src[i])%ws)+ws)%ws, w0 + down, w0 + lane ^ 2, w0 + up}
			}
			check := func(name string, got, in []uint64) {
				for i := range n {
					for k, from := range lanes(i) {
						if got[4*i+k] != in[from] {
							t.Fatalf("%s: thread %d, shuffle %d: got %#x, want thread %d's %#x", name, i, k, got[4*i+k], from, in[from])
						}
					}
				}
			}
			{
				out := make([]complex64, 4*n)
				if err := kern.NewKernel3(warptest.Exotic[complex64]).Launch(p.on, grid, block, out, c64, src); err != nil {
					t.Fatal(err)
				}
				c64bits := func(c complex64) uint64 {
					return uint64(math.Float32bits(real(c)))<<32 | uint64(math.Float32bits(imag(c)))
				}
				check("complex64", bitsBy(out, c64bits), bitsBy(c64, c64bits))
			}
			{
				out := make([]complex128, 4*n)
				if err := kern.NewKernel3(warptest.Exotic[complex128]).Launch(p.on, grid, block, out, c128, src); err != nil {
					t.Fatal(err)
				}
				check("complex128 re", bitsBy(out, func(c complex128) uint64 { return math.Float64bits(real(c)) }), bitsBy(c128, func(c complex128) uint64 { return math.Float64bits(real(c)) }))
				check("complex128 im", bitsBy(out, func(c complex128) uint64 { return math.Float64bits(imag(c)) }), bitsBy(c128, func(c complex128) uint64 { return math.Float64bits(imag(c)) }))
			}
			{
				out := make([]kern.Float16, 4*n)
				if err := kern.NewKernel3(warptest.Exotic[kern.Float16]).Launch(p.on, grid, block, out, f16, src); err != nil {
					t.Fatal(err)
				}
				check("Float16", bitsBy(out, func(h kern.Float16) uint64 { return uint64(h.Bits()) }), bitsBy(f16, func(h kern.Float16) uint64 { return uint64(h.Bits()) }))
			}
			{
				out := make([]kern.BFloat16, 4*n)
				if err := kern.NewKernel3(warptest.Exotic[kern.BFloat16]).Launch(p.on, grid, block, out, bf16, src); err != nil {
					t.Fatal(err)
				}
				check("BFloat16", bitsBy(out, func(h kern.BFloat16) uint64 { return uint64(h.Bits()) }), bitsBy(bf16, func(h kern.BFloat16) uint64 { return uint64(h.Bits()) }))
			}
			{
				out := make([]kern.Float8E4M3, 4*n)
				if err := kern.NewKernel3(warptest.ExoticFP8).Launch(p.on, grid, block, out, f8, src); err != nil {
					t.Fatal(err)
				}
				check("Float8E4M3", bitsBy(out, func(h kern.Float8E4M3) uint64 { return uint64(h) }), bitsBy(f8, func(h kern.Float8E4M3) uint64 { return uint64(h) }))
			}
		})
	}
}

func bitsBy[T any](xs []T, f func(T) uint64) []uint64 {
	r := make([]uint64, len(xs))
	for i, x := range xs {
		r[i] = f(x)
	}
	return r
}
