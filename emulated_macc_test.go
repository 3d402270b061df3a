package kern_test

import (
	"errors"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/testing/mmatest/f16acc"
	"github.com/kernlab/kern/internal/testing/mmatest/macc"
)

// The accumulators other than float32: Float16 inputs into Float16
// (package mmatest/f16acc), and int8/uint8 inputs in every pairing into
// int32 (package mmatest/macc), against kern.MMA's documented arithmetic written out in
// plain Go here: bit for bit on every place but a real GPU, and Float16
// within the documented bound of a float64 reference.

// accPlaces are where the f16acc and macc kernels (sm_80, gfx90a, gfx940,
// gfx1100) run: mmaPlaces (the CPU targets, the emulated sm_80 and
// gfx90a, the targets and a real GPU where they fit), and the emulated
// sm_90, gfx940 and gfx1100.
func accPlaces(t *testing.T) []place {
	return append(mmaPlaces(t),
		place{"cuda-emulated-sm_90", kern.NewDevice(emu.New(emu.WithArch("sm_90"))), true},
		place{"roc-emulated-gfx940", kern.NewDevice(amdDevice(emu.WithArch("gfx940"))), true},
		place{"roc-emulated-gfx1100", kern.NewDevice(amdDevice(emu.WithArch("gfx1100"))), true})
}

// f16Ref is one element of a Float16-accumulator MMA: c widened to
// float32, the products a[k]·b[k] added left to right in float32, then
// rounded once to Float16 (nearest even).
func f16Ref(c kern.Float16, a, b []float32) kern.Float16 {
	acc := c.Float32()
	for k := range a {
		acc += float32(a[k] * b[k])
	}
	return half.ToFloat16(acc)
}

// f16Bound is the documented bound of n Float16-accumulator MMAs of inner
// dimension k against the exact result, s = |c| + Σ|a·b| over all of
// them: each MMA's float32 sum is within (k+1)·2^-24·s, and its rounding
// to Float16 adds at most 2^-11 of the value (≤ s) or, below Float16's
// normal range, 2^-25. On a GPU, whose partial sums may each be rounded
// to Float16, every one of the (k+1) steps may err so: n·(k+1)·(2^-11·s
// + 2^-25).
func f16Bound(k, n int, s float64, gpu bool) float64 {
	if gpu {
		return float64(n*(k+1)) * (0x1p-11*s + 0x1p-25)
	}
	return float64(n) * ((float64(k+1)*0x1p-24+0x1p-11)*s + 0x1p-25)
}

// maccLoc is element (i, j)'s offset in a tile at off with leading
// dimension ld, column-major or not.
func maccLoc(off, ld, i, j int, col bool) int {
	if col {
		return off + j*ld + i
	}
	return off + i*ld + j
}

// TestMMAAccF16Layouts runs f16acc.Layouts: a tile in each of the 16 layouts
// of A, B, C and D, Float16 into Float16.
func TestMMAAccF16Layouts(t *testing.T) {
	const ld = 35
	flags := make([]int32, 16)
	for f := range flags {
		flags[f] = int32(f)
	}
	r := rand.New(rand.NewPCG(16, 16))
	n := len(flags) * 32 * ld
	a, b, c := make([]kern.Float16, n), make([]kern.Float16, n), make([]kern.Float16, n)
	for i := range a {
		a[i], b[i] = half.ToFloat16(float32(r.NormFloat64())), half.ToFloat16(float32(r.NormFloat64()))
		c[i] = half.ToFloat16(float32(r.NormFloat64() * 4))
	}
	sentinel := half.ToFloat16(-3.25)
	want, exact, sum := make([]kern.Float16, n), make([]float64, n), make([]float64, n)
	for i := range want {
		want[i] = sentinel
	}
	rounded := 0
	for blk, f := range flags {
		off := blk * 32 * ld
		for i := range 16 {
			for j := range 16 {
				var av, bv [16]float32
				ci := c[maccLoc(off, ld, i, j, f&f16acc.CCol != 0)]
				o := maccLoc(off, ld, i, j, f&f16acc.DCol != 0)
				exact[o], sum[o] = float64(ci.Float32()), math.Abs(float64(ci.Float32()))
				for p := range 16 {
					av[p] = a[maccLoc(off, ld, i, p, f&f16acc.ACol != 0)].Float32()
					bv[p] = b[maccLoc(off, ld, p, j, f&f16acc.BCol != 0)].Float32()
					y := float64(av[p]) * float64(bv[p])
					exact[o], sum[o] = exact[o]+y, sum[o]+math.Abs(y)
				}
				want[o] = f16Ref(ci, av[:], bv[:])
				if float64(want[o].Float32()) != exact[o] {
					rounded++
				}
			}
		}
	}
	if rounded == 0 {
		t.Fatal("no element needed rounding: the test does not exercise the Float16 rounding")
	}
	k := kern.NewKernel6(f16acc.Layouts)
	for _, p := range accPlaces(t) {
		t.Run(p.name, func(t *testing.T) {
			got := make([]kern.Float16, n)
			for i := range got {
				got[i] = sentinel
			}
			if err := k.Launch(p.on, len(flags), warpWidth(p.on), a, b, c, got, flags, ld); err != nil {
				t.Fatal(err)
			}
			f16Compare(t, p, got, want, exact, sum, 1)
		})
	}
}

// f16Compare checks got against want bit for bit (on a GPU: against
// exact within f16Bound), and want against exact within the documented
// bound.
func f16Compare(t *testing.T, p place, got, want []kern.Float16, exact, sum []float64, mmas int) {
	t.Helper()
	bad := 0
	for i, w := range want {
		ok := got[i] == w
		if sum[i] != 0 {
			if e := math.Abs(float64(w.Float32()) - exact[i]); e > f16Bound(16, mmas, sum[i], false) {
				t.Fatalf("reference element %d: %g is %g from the exact %g, above the bound", i, w.Float32(), e, exact[i])
			}
			if p.name == "cuda-gpu" {
				ok = math.Abs(float64(got[i].Float32())-exact[i]) <= f16Bound(16, mmas, sum[i], true)
			}
		}
		if !ok {
			if bad++; bad <= 8 {
				t.Errorf("element %d: %v (%#04x), want %v (%#04x)", i, got[i].Float32(), uint16(got[i]), w.Float32(), uint16(w))
			}
		}
	}
	if bad > 8 {
		t.Errorf("… %d elements wrong in all", bad)
	}
}

// TestMMAAccF16Fill runs f16acc.Fill: d = init + a·b + a·b, two MMAs, each
// rounding to Float16.
func TestMMAAccF16Fill(t *testing.T) {
	const ld = 16
	r := rand.New(rand.NewPCG(2, 16))
	a, b := make([]kern.Float16, 16*ld), make([]kern.Float16, 16*ld)
	for i := range a {
		a[i], b[i] = half.ToFloat16(float32(r.NormFloat64())), half.ToFloat16(float32(r.NormFloat64()))
	}
	init := half.ToFloat16(0.3)
	want, exact, sum := make([]kern.Float16, 16*ld), make([]float64, 16*ld), make([]float64, 16*ld)
	for i := range 16 {
		for j := range 16 {
			var av, bv [16]float32
			o := maccLoc(0, ld, i, j, true)
			exact[o], sum[o] = float64(init.Float32()), math.Abs(float64(init.Float32()))
			for p := range 16 {
				av[p], bv[p] = a[maccLoc(0, ld, i, p, false)].Float32(), b[maccLoc(0, ld, p, j, true)].Float32()
				y := float64(av[p]) * float64(bv[p])
				exact[o], sum[o] = exact[o]+2*y, sum[o]+2*math.Abs(y)
			}
			want[o] = f16Ref(f16Ref(init, av[:], bv[:]), av[:], bv[:])
		}
	}
	k := kern.NewKernel5(f16acc.Fill)
	for _, p := range accPlaces(t) {
		t.Run(p.name, func(t *testing.T) {
			got := make([]kern.Float16, 16*ld)
			if err := k.Launch(p.on, 1, warpWidth(p.on), a, b, got, ld, init); err != nil {
				t.Fatal(err)
			}
			f16Compare(t, p, got, want, exact, sum, 2)
		})
	}
}

// intVal is an 8-bit MMA input's value.
func intVal[T int8 | uint8](x T) int64 { return int64(x) }

// intCs are accumulator values within 2^20 of ±2^31, where the sums of
// up to 32 products of magnitude ≤ 2^15 wrap.
func intCs(r *rand.Rand, n int) []int32 {
	c := make([]int32, n)
	for i := range c {
		if r.IntN(2) == 0 {
			c[i] = math.MaxInt32 - int32(r.IntN(1<<20))
		} else {
			c[i] = math.MinInt32 + int32(r.IntN(1<<20))
		}
	}
	return c
}

func intElems[T int8 | uint8](r *rand.Rand, n int) []T {
	x := make([]T, n)
	for i := range x {
		x[i] = T(r.Uint32())
	}
	return x
}

// testMMAAccIntLayouts runs an int Layouts kernel: a tile in each of the
// 16 layouts, d = c + a·b modulo 2^32, bit for bit on every place.
func testMMAAccIntLayouts[TA, TB int8 | uint8](t *testing.T, name string, kern6 func(*kern.Thread, []TA, []TB, []int32, []int32, []int32, int)) {
	const ld = 33
	flags := make([]int32, 16)
	for f := range flags {
		flags[f] = int32(f)
	}
	r := rand.New(rand.NewPCG(8, uint64(len(name))))
	n := len(flags) * 32 * ld
	a, b, c := intElems[TA](r, n), intElems[TB](r, n), intCs(r, n)
	sign := uint8(0x80)
	a[0], b[0] = TA(sign), TB(sign) // -128 or 128: the sign bit
	const sentinel = 0x5a5a5a5a
	want := make([]int32, n)
	for i := range want {
		want[i] = sentinel
	}
	wrapped := 0
	for blk, f := range flags {
		off := blk * 32 * ld
		for i := range 16 {
			for j := range 16 {
				s := int64(c[maccLoc(off, ld, i, j, f&macc.CCol != 0)])
				for p := range 32 {
					s += intVal(a[maccLoc(off, ld, i, p, f&macc.ACol != 0)]) * intVal(b[maccLoc(off, ld, p, j, f&macc.BCol != 0)])
				}
				if s != int64(int32(s)) {
					wrapped++
				}
				want[maccLoc(off, ld, i, j, f&macc.DCol != 0)] = int32(uint32(s))
			}
		}
	}
	if wrapped == 0 {
		t.Fatal("no sum wrapped: the test does not exercise the modulo")
	}
	k := kern.NewKernel6(kern6)
	for _, p := range accPlaces(t) {
		t.Run(name+"/"+p.name, func(t *testing.T) {
			got := make([]int32, n)
			for i := range got {
				got[i] = sentinel
			}
			if err := k.Launch(p.on, len(flags), warpWidth(p.on), a, b, c, got, flags, ld); err != nil {
				t.Fatal(err)
			}
			intCompare(t, got, want)
		})
	}
}

func intCompare(t *testing.T, got, want []int32) {
	t.Helper()
	bad := 0
	for i := range want {
		if got[i] != want[i] {
			if bad++; bad <= 8 {
				t.Errorf("element %d: %d, want %d", i, got[i], want[i])
			}
		}
	}
	if bad > 8 {
		t.Errorf("… %d elements wrong in all", bad)
	}
}

// TestMMAAccIntLayouts runs every pairing of int8 and uint8 into int32
// in the 16 layouts.
func TestMMAAccIntLayouts(t *testing.T) {
	testMMAAccIntLayouts(t, "s8.s8", macc.LayoutsS8)
	testMMAAccIntLayouts(t, "s8.u8", macc.LayoutsS8U8)
	testMMAAccIntLayouts(t, "u8.s8", macc.LayoutsU8S8)
	testMMAAccIntLayouts(t, "u8.u8", macc.LayoutsU8)
}

// TestMMAAccIntFill runs FillU8S8: d = init + a·b + a·b from a filled
// int32 accumulator near -2^31.
func TestMMAAccIntFill(t *testing.T) {
	const ld = 32
	r := rand.New(rand.NewPCG(3, 32))
	a, b := intElems[uint8](r, 16*ld), intElems[int8](r, 16*ld)
	init := int32(math.MinInt32 + 1000)
	want := make([]int32, 16*ld)
	for i := range 16 {
		for j := range 16 {
			s := int64(init)
			for p := range 32 {
				s += 2 * intVal(a[maccLoc(0, ld, i, p, false)]) * intVal(b[maccLoc(0, ld, p, j, true)])
			}
			want[maccLoc(0, ld, i, j, true)] = int32(uint32(s))
		}
	}
	k := kern.NewKernel5(macc.FillU8S8)
	for _, p := range accPlaces(t) {
		t.Run(p.name, func(t *testing.T) {
			got := make([]int32, 16*ld)
			if err := k.Launch(p.on, 1, warpWidth(p.on), a, b, got, ld, init); err != nil {
				t.Fatal(err)
			}
			intCompare(t, got, want)
		})
	}
}

// TestMMAAccShared runs the Shared kernels: every operand in shared
// memory (A row-major, B column-major, C row-major, D column-major).
func TestMMAAccShared(t *testing.T) {
	const n = macc.Side * macc.Side
	r := rand.New(rand.NewPCG(4, 4))
	t.Run("f16", func(t *testing.T) {
		const side = f16acc.Side
		a, b, c := make([]kern.Float16, n), make([]kern.Float16, n), make([]kern.Float16, n)
		for i := range a {
			a[i], b[i], c[i] = half.ToFloat16(float32(r.NormFloat64())), half.ToFloat16(float32(r.NormFloat64())), half.ToFloat16(float32(r.NormFloat64()))
		}
		want, exact, sum := make([]kern.Float16, n), make([]float64, n), make([]float64, n)
		for i := range 16 {
			for j := range 16 {
				var av, bv [16]float32
				ci := c[maccLoc(0, side, i, j, false)]
				o := maccLoc(0, side, i, j, true)
				exact[o], sum[o] = float64(ci.Float32()), math.Abs(float64(ci.Float32()))
				for p := range 16 {
					av[p], bv[p] = a[maccLoc(0, side, i, p, false)].Float32(), b[maccLoc(0, side, p, j, true)].Float32()
					y := float64(av[p]) * float64(bv[p])
					exact[o], sum[o] = exact[o]+y, sum[o]+math.Abs(y)
				}
				want[o] = f16Ref(ci, av[:], bv[:])
			}
		}
		k := kern.NewKernel4(f16acc.Shared)
		for _, p := range accPlaces(t) {
			t.Run(p.name, func(t *testing.T) {
				got := make([]kern.Float16, n)
				if err := k.Launch(p.on, 1, warpWidth(p.on), a, b, c, got); err != nil {
					t.Fatal(err)
				}
				f16Compare(t, p, got, want, exact, sum, 1)
			})
		}
	})
	t.Run("s8.u8", func(t *testing.T) {
		a, b, c := intElems[int8](r, n), intElems[uint8](r, n), intCs(r, n)
		want := make([]int32, n)
		for i := range 16 {
			for j := range 16 {
				s := int64(c[maccLoc(0, macc.Side, i, j, false)])
				for p := range 32 {
					s += intVal(a[maccLoc(0, macc.Side, i, p, false)]) * intVal(b[maccLoc(0, macc.Side, p, j, true)])
				}
				want[maccLoc(0, macc.Side, i, j, true)] = int32(uint32(s))
			}
		}
		k := kern.NewKernel4(macc.SharedS8U8)
		for _, p := range accPlaces(t) {
			t.Run(p.name, func(t *testing.T) {
				got := make([]int32, n)
				if err := k.Launch(p.on, 1, warpWidth(p.on), a, b, c, got); err != nil {
					t.Fatal(err)
				}
				intCompare(t, got, want)
			})
		}
	})
}

// maccIntoF32 and maccBF16IntoF16 are kernels kern gen refuses (K042:
// int8 inputs into float32, BFloat16 inputs into Float16), run here as
// plain Go on the CPU targets.
func maccIntoF32(t *kern.Thread, a []int8, d []float32) {
	fa := kern.LoadA(t, a, 0, 32, kern.RowMajor)
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	kern.StoreC(t, d, 0, 16, kern.MMA(t, fa, fb, kern.FillC(t, 0)), kern.RowMajor)
}

func maccBF16IntoF16(t *kern.Thread, a []kern.BFloat16, d []kern.Float16) {
	fa := kern.LoadA(t, a, 0, 16, kern.RowMajor)
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	kern.StoreC(t, d, 0, 16, kern.MMA(t, fa, fb, kern.FillAcc(t, kern.Float16(0))), kern.RowMajor)
}

// TestMMAAccRefused runs MMAs whose accumulator no hardware has for their
// inputs on the CPU targets: an error in kern gen's K042 words, naming
// the input and accumulator types and what to use instead.
func TestMMAAccRefused(t *testing.T) {
	ki := kern.NewKernel2(maccIntoF32)
	kb := kern.NewKernel2(maccBF16IntoF16)
	for _, on := range []kern.Target{kern.CPU, kern.Parallel, kern.Sim} {
		err := ki.Launch(on, 1, 32, make([]int8, 16*32), make([]float32, 256))
		if !errors.Is(err, kern.ErrKernelTrap) || !strings.Contains(err.Error(), "A is int8 and the accumulator float32: int8 and uint8 inputs accumulate into int32 only") {
			t.Errorf("%v: int8 into float32: %v, want an ErrKernelTrap naming int32", on, err)
		}
		err = kb.Launch(on, 1, 32, make([]kern.BFloat16, 256), make([]kern.Float16, 256))
		if !errors.Is(err, kern.ErrKernelTrap) || !strings.Contains(err.Error(), "A is kern.BFloat16 and the accumulator kern.Float16: only kern.Float16 inputs accumulate into kern.Float16") {
			t.Errorf("%v: BFloat16 into Float16: %v, want an ErrKernelTrap naming Float16", on, err)
		}
	}
}

// TestMMAAccIncompleteWarp launches macc.FillU8S8 and f16acc.Fill with
// blocks that are not whole warps of the place: every place refuses them
// before they run (ErrLaunchConfig), and the device stays usable.
func TestMMAAccIncompleteWarp(t *testing.T) {
	ki, kh := kern.NewKernel5(macc.FillU8S8), kern.NewKernel5(f16acc.Fill)
	for _, p := range accPlaces(t) {
		t.Run(p.name, func(t *testing.T) {
			w := warpWidth(p.on)
			err := ki.Launch(p.on, 1, w/2, make([]uint8, 16*32), make([]int8, 16*32), make([]int32, 16*32), 32, int32(0))
			if !errors.Is(err, kern.ErrLaunchConfig) || !strings.Contains(err.Error(), "all "+strconv.Itoa(w)+" lanes") {
				t.Errorf("int MMA in a %d-thread block: %v, want ErrLaunchConfig naming all %d lanes", w/2, err, w)
			}
			h := make([]kern.Float16, 256)
			err = kh.Launch(p.on, 1, w+16, h, h, h, 16, kern.Float16(0))
			if !errors.Is(err, kern.ErrLaunchConfig) {
				t.Errorf("Float16 MMA in a %d-thread block: %v, want ErrLaunchConfig", w+16, err)
			}
			// Refused before it ran: the device is still usable.
			if err := kh.Launch(p.on, 1, w, h, h, h, 16, kern.Float16(0)); err != nil {
				t.Errorf("a whole warp after the refusals: %v", err)
			}
		})
	}
}
