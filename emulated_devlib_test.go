package kern_test

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/gputest"
)

// The device library on every target: the same draws as plain Go, bit
// for bit (kern gen compiles the generators from their Go source).

func TestEmulatedRand(t *testing.T) {
	const threads, m, seed = 70, 9, 0x5eed
	want := make([]uint64, threads*m*gputest.RandKinds)
	for i := range threads {
		r := kern.NewRand(seed, uint64(i))
		for j := range m {
			o := want[(i*m+j)*gputest.RandKinds:]
			o[0] = uint64(r.Uint32())
			o[1] = r.Uint64()
			o[2] = uint64(math.Float32bits(r.Float32()))
			o[3] = math.Float64bits(r.Float64())
			o[4] = uint64(math.Float32bits(r.NormFloat32()))
			o[5] = math.Float64bits(r.NormFloat64())
			o[6] = uint64(math.Float32bits(r.Float32()))
		}
	}
	var ctr, key, kat []uint32
	for _, c := range philoxKAT {
		ctr, key, kat = append(ctr, c.ctr[:]...), append(key, c.key[:]...), append(kat, c.want[:]...)
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			got := make([]uint64, len(want))
			if err := kern.NewKernel3(gputest.RandDraws).Launch(p.on, 3, 32, uint64(seed), m, got); err != nil {
				t.Fatal(err)
			}
			for k := range want {
				if got[k] != want[k] {
					t.Fatalf("thread %d round %d kind %d: %x, want %x", k/gputest.RandKinds/m, k/gputest.RandKinds%m, k%gputest.RandKinds, got[k], want[k])
				}
			}
			out := make([]uint32, len(kat))
			if err := kern.NewKernel3(gputest.PhiloxBlocks).Launch(p.on, 1, 32, ctr, key, out); err != nil {
				t.Fatal(err)
			}
			for k := range kat {
				if out[k] != kat[k] {
					t.Fatalf("Philox4x32 known answer %d word %d: %08x, want %08x", k/4, k%4, out[k], kat[k])
				}
			}
		})
	}
}

func TestEmulatedXoroshiro(t *testing.T) {
	const n, m, seed = 45, 7, 1234
	states := kern.Xoroshiro128pStates(n, seed, 0)
	st := append([]uint64(nil), states...)
	want := make([]uint64, n*m*gputest.XoroKinds)
	for i := range n {
		for j := range m {
			o := want[(i*m+j)*gputest.XoroKinds:]
			o[0] = kern.XoroshiroNext(st, i)
			o[1] = uint64(math.Float32bits(kern.XoroshiroUniformFloat32(st, i)))
			o[2] = math.Float64bits(kern.XoroshiroUniformFloat64(st, i))
			o[3] = uint64(math.Float32bits(kern.XoroshiroNormalFloat32(st, i)))
			o[4] = math.Float64bits(kern.XoroshiroNormalFloat64(st, i))
		}
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			d, err := kern.NewXoroshiro128pStates(p.on, n, seed)
			if err != nil {
				t.Fatal(err)
			}
			defer d.Free()
			got := make([]uint64, len(want))
			if err := kern.NewKernel3(gputest.XoroDraws).Launch(p.on, 2, 32, d, m, got); err != nil {
				t.Fatal(err)
			}
			for k := range want {
				if got[k] != want[k] {
					t.Fatalf("state %d round %d kind %d: %x, want %x", k/gputest.XoroKinds/m, k/gputest.XoroKinds%m, k%gputest.XoroKinds, got[k], want[k])
				}
			}
			// The states advanced in place, as numba's do.
			after, err := d.CopyToHost()
			if err != nil {
				t.Fatal(err)
			}
			for k, v := range after.ToSlice() {
				if v != st[k] {
					t.Fatalf("state word %d after the draws: %x, want %x", k, v, st[k])
				}
			}
		})
	}
}

func TestEmulatedAtomicBits(t *testing.T) {
	const n, blocks, block = 150, 3, 64
	w32 := []int32{-1, 0, 0}
	w64 := []uint64{^uint64(0), 0, 0}
	var w8 uint8
	wblk := make([]uint64, 3*blocks)
	for b := range blocks {
		wblk[3*b+2] = ^uint64(0)
	}
	for i := range n {
		w32[0] &^= 1 << (i % 31)
		w32[1] |= 1 << (i % 31)
		w32[2] ^= int32(i * 40503)
		w64[0] &^= 1 << (i % 64)
		w64[1] |= 1 << (i % 64)
		w64[2] ^= uint64(i) * 0x9E3779B97F4A7C15
		w8 ^= uint8(i)
		b, tid := i/block, i%block
		wblk[3*b] |= 1 << (tid % 64)
		wblk[3*b+1] ^= uint64(tid+1) * 0xBF58476D1CE4E5B9
		wblk[3*b+2] &^= 1 << (tid % 64)
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			g32, g64, g8 := []int32{-1, 0, 0}, []uint64{^uint64(0), 0, 0}, []uint8{7, 0, 9, 11}
			blk := make([]uint64, 3*blocks)
			if err := kern.NewKernel5(gputest.AtomicBits).Launch(p.on, blocks, block, n, g32, g64, g8, blk); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(g32, w32) || !slices.Equal(g64, w64) || !slices.Equal(blk, wblk) {
				t.Fatalf("int32 %x, uint64 %x, shared %x; want %x, %x, %x", g32, g64, blk, w32, w64, wblk)
			}
			if g8[1] != w8 || g8[0] != 7 || g8[2] != 9 || g8[3] != 11 {
				t.Fatalf("uint8 words %v, want [7 %d 9 11]", g8, w8)
			}
		})
	}
}

func TestEmulatedAtomicCounters(t *testing.T) {
	const n, blocks, block, bound = 150, 3, 64, 10
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			c32 := make([]uint32, 2+2*blocks)
			c32[1] = 3
			c64 := []uint64{0, 3}
			olds := make([]uint32, n)
			if err := kern.NewKernel5(gputest.AtomicCounters).Launch(p.on, blocks, block, n, uint32(bound), c32, c64, olds); err != nil {
				t.Fatal(err)
			}
			// n increments from 0 wrap to 0 after bound; n decrements
			// from 3 wrap to bound after 0. The order does not matter.
			wantInc, wantDec := uint32(n%(bound+1)), uint32(((3-n)%(bound+1)+bound+1)%(bound+1))
			if c32[0] != wantInc || c32[1] != wantDec || c64[0] != uint64(wantInc) || c64[1] != uint64(wantDec) {
				t.Fatalf("inc %d %d dec %d %d, want %d and %d", c32[0], c64[0], c32[1], c64[1], wantInc, wantDec)
			}
			// The old values seen are 0..bound, n/(bound+1) times round.
			seen := make([]int, bound+1)
			for _, o := range olds {
				seen[o]++
			}
			for k, c := range seen {
				if w := n/(bound+1) + min(1, max(0, n%(bound+1)-k)); c != w {
					t.Fatalf("old value %d seen %d times, want %d", k, c, w)
				}
			}
			for b := range blocks {
				m := min(block, n-b*block)
				if c32[2+2*b] != uint32(m%7) || c32[3+2*b] != uint32(((5-m)%10+10)%10) {
					t.Fatalf("block %d (%d threads): shared inc %d dec %d", b, m, c32[2+2*b], c32[3+2*b])
				}
			}
		})
	}
}

func TestEmulatedAtomicNaN(t *testing.T) {
	const n, blocks, block = 100, 2, 64
	nan := math.NaN()
	v64 := make([]float64, n)
	for i := range v64 {
		v64[i] = float64(i%17) - 8.5
		switch {
		case i%5 == 0:
			v64[i] = nan
		case i == 33:
			v64[i] = math.Copysign(0, -1)
		}
	}
	v64[7] = 1e300
	v32 := make([]float32, n)
	for i, v := range v64 {
		v32[i] = float32(v)
	}
	v32[7] = float32(math.Inf(-1))
	fold := func(vs []float64, isMax bool) float64 {
		r := nan
		for _, v := range vs {
			switch {
			case v != v:
			case r != r:
				r = v
			case isMax:
				r = max(r, v)
			default:
				r = min(r, v)
			}
		}
		return r
	}
	f64of32 := make([]float64, n)
	for i, v := range v32 {
		f64of32[i] = float64(v)
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			o32 := []float32{float32(nan), float32(nan)}
			o64 := []float64{nan, nan, 0, 0}
			oi := []int64{-100, 100}
			if err := kern.NewKernel5(gputest.AtomicNaN).Launch(p.on, blocks, block, v32, v64, o32, o64, oi); err != nil {
				t.Fatal(err)
			}
			want64 := []float64{fold(v64, true), fold(v64, false), fold(v64[:block], true), fold(v64[block:], true)}
			want32 := []float32{float32(fold(f64of32, true)), float32(fold(f64of32, false))}
			if !slices.EqualFunc(o64, want64, func(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) }) ||
				!slices.EqualFunc(o32, want32, func(a, b float32) bool { return math.Float32bits(a) == math.Float32bits(b) }) {
				t.Fatalf("float64 %v, float32 %v; want %v, %v", o64, o32, want64, want32)
			}
			if oi[0] != n-8 || oi[1] != -7 {
				t.Fatalf("int64 nanmax %d nanmin %d", oi[0], oi[1])
			}
		})
	}
}

func TestEmulatedWarpVotes(t *testing.T) {
	const blocks, block, n = 2, 96, 150
	in := make([]int32, blocks*block)
	for i := range in {
		in[i] = int32(i*7919%23) - 9
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			W := warpWidth(p.on)
			ballot, match, active := make([]uint64, 2*n), make([]uint64, 2*n), make([]uint64, n)
			allAny := make([]uint8, n)
			if err := kern.NewKernel6(gputest.WarpVotes).Launch(p.on, blocks, block, n, in, ballot, match, active, allAny); err != nil {
				t.Fatal(err)
			}
			for i := range n {
				b, tid := i/block, i%block
				base := b*block + tid/W*W // the warp's first thread
				l := tid % W
				var part uint64
				for k := range min(W, block-tid/W*W) {
					if base+k < n {
						part |= 1 << k
					}
				}
				mask := part
				if l < 40 {
					mask &= 1<<40 - 1
				}
				var wb, wm, wm2 uint64
				for k := range W {
					if mask&(1<<k) != 0 && in[base+k] > 0 {
						wb |= 1 << k
					}
					if mask&(1<<k) != 0 && in[base+k]%3 == in[i]%3 {
						wm |= 1 << k
					}
					if part&(1<<k) != 0 && in[base+k]%2 == in[i]%2 {
						wm2 |= 1 << k
					}
				}
				var aa uint8
				if wb == mask {
					aa |= 1
				}
				if wb != 0 {
					aa |= 2
				}
				if ballot[i] != wb || allAny[i] != aa || match[i] != wm || active[i] != part ||
					ballot[n+i] != 1<<l-1 || match[n+i] != wm2 {
					t.Fatalf("thread %d (lane %d of %d): ballot %#x all/any %d match %#x active %#x lanemask %#x match %#x; want %#x %d %#x %#x %#x %#x",
						i, l, W, ballot[i], allAny[i], match[i], active[i], ballot[n+i], match[n+i], wb, aa, wm, part, uint64(1)<<l-1, wm2)
				}
			}
		})
	}
}

// TestEmulatedVoteSanitizer: votes whose mask names lanes that do not take
// part are reported by the emulated CUDA device and (a lane outside its
// own mask) by the simulator.
func TestEmulatedVoteSanitizer(t *testing.T) {
	out := make([]uint64, 32)
	err := kern.NewKernel1(gputest.VoteSplit).Launch(emuDevice(t), 1, 32, out)
	var f *emu.Fault
	if !errors.As(err, &f) || !strings.Contains(f.Detail, "blocked elsewhere") {
		t.Errorf("votes at two calls: %v, want a divergent warp synchronization fault", err)
	}
	err = kern.NewKernel1(gputest.VoteNotInMask).Launch(emuDevice(t), 1, 32, out)
	if !errors.As(err, &f) || !strings.Contains(f.Detail, "not in its member mask") {
		t.Errorf("a lane outside its mask on cuda: %v", err)
	}
	err = kern.NewKernel1(gputest.VoteNotInMask).Launch(kern.Sim, 1, 32, out)
	var ke *kern.KernelTrapError
	if !errors.As(err, &ke) || !strings.Contains(err.Error(), "does not name it") {
		t.Errorf("a lane outside its mask on sim: %v", err)
	}
}
