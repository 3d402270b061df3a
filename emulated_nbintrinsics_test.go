package kern_test

// numba-cuda's test_intrinsics.py ported to kern (kernels in
// internal/testing/nbcuda): popc, brev, clz, ffs (math/bits), fma, cbrt,
// round, selp, laneid, warpsize, the 3-D grid and the grid-stride loop,
// with numba's inputs and expected values, plus integer division (by zero
// too) and float→integer conversions at the edges, every result compared
// with plain Go bit for bit on every place; round(x, ndigits) is
// kern.RoundDigits, with numba's cases among testdata/round_digits.txt's
// (rounddigits_test.go). test_issue_9229 (a grid of 5.6e9 threads) is too
// big for the emulators.

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
	"github.com/kernlab/kern/nd"
)

func TestNumbaBits(t *testing.T) {
	r := rand.New(rand.NewPCG(0, 7))
	// numba's inputs first: popc of all ones, brev 0x30F0 → 0x0F0C0000,
	// clz 0x00100000 → 11, of all ones → 0, of 0 → 32, ffs 0x00100000 →
	// 21, 0x80000000 → 32, all ones → 1, 0 → 0.
	in32 := []uint32{0xFFFFFFFF, 0x000030F0, 0x00100000, 0, 0x80000000, 1}
	in64 := []uint64{0xFFFFFFFFFFFFFFFF, 0x000030F0000030F0, 0x10000, 0x100000000, 0, 1 << 63, 1}
	in16 := []uint16{0xFFFF, 0xFF, 0, 0x8000, 0x80, 1}
	for range 58 {
		in32 = append(in32, r.Uint32()>>r.IntN(32))
		in64 = append(in64, r.Uint64()>>r.IntN(64))
		in16 = append(in16, uint16(r.Uint32()>>r.IntN(32)))
	}
	for _, p := range places() {
		t.Run("32/"+p.name, func(t *testing.T) {
			out, rev := make([]int32, 4*len(in32)), make([]uint32, 3*len(in32))
			if err := kern.NewKernel3(nbcuda.Bits32).Launch(p.on, (len(in32)+31)/32, 32, in32, out, rev); err != nil {
				t.Fatal(err)
			}
			for i, x := range in32 {
				ffs := 0
				if x != 0 {
					ffs = bits.TrailingZeros32(x) + 1
				}
				want := []int32{int32(bits.OnesCount32(x)), int32(bits.LeadingZeros32(x)), int32(ffs), int32(bits.Len32(x))}
				wrev := []uint32{bits.Reverse32(x), bits.ReverseBytes32(x), bits.RotateLeft32(x, 7)}
				if fmt.Sprint(out[4*i:4*i+4], rev[3*i:3*i+3]) != fmt.Sprint(want, wrev) {
					t.Fatalf("%#x: popc, clz, ffs, len %v, brev, bswap, rotl %#x; want %v, %#x", x, out[4*i:4*i+4], rev[3*i:3*i+3], want, wrev)
				}
			}
			if out[0] != 32 || rev[3] != 0x0F0C0000 || out[4*2+1] != 11 || out[4*0+1] != 0 || out[4*3+1] != 32 ||
				out[4*2+2] != 21 || out[4*4+2] != 32 || out[2] != 1 || out[4*3+2] != 0 {
				t.Fatalf("numba's expected values: %v %#x", out[:24], rev[:18])
			}
		})
		t.Run("64/"+p.name, func(t *testing.T) {
			out, rev := make([]int32, 4*len(in64)), make([]uint64, 3*len(in64))
			if err := kern.NewKernel3(nbcuda.Bits64).Launch(p.on, (len(in64)+31)/32, 32, in64, out, rev); err != nil {
				t.Fatal(err)
			}
			for i, x := range in64 {
				ffs := 0
				if x != 0 {
					ffs = bits.TrailingZeros64(x) + 1
				}
				want := []int32{int32(bits.OnesCount64(x)), int32(bits.LeadingZeros64(x)), int32(ffs), int32(bits.Len64(x))}
				wrev := []uint64{bits.Reverse64(x), bits.ReverseBytes64(x), bits.RotateLeft64(x, -9)}
				if fmt.Sprint(out[4*i:4*i+4], rev[3*i:3*i+3]) != fmt.Sprint(want, wrev) {
					t.Fatalf("%#x: popc, clz, ffs, len %v, brev, bswap, rotl %#x; want %v, %#x", x, out[4*i:4*i+4], rev[3*i:3*i+3], want, wrev)
				}
			}
			// numba: popc_u8 64, brev_u8, clz_i8 0x10000 → 47, ffs_i8 → 17 and 0x100000000 → 33.
			if out[0] != 64 || rev[3] != 0x0F0C00000F0C0000 || out[4*2+1] != 47 || out[4*2+2] != 17 || out[4*3+2] != 33 {
				t.Fatalf("numba's expected values: %v %#x", out[:16], rev[:12])
			}
		})
		t.Run("16and8/"+p.name, func(t *testing.T) {
			out, rev := make([]int32, 8*len(in16)), make([]uint16, 4*len(in16))
			if err := kern.NewKernel3(nbcuda.Bits16).Launch(p.on, (len(in16)+31)/32, 32, in16, out, rev); err != nil {
				t.Fatal(err)
			}
			for i, x := range in16 {
				y := uint8(x)
				want := []int32{int32(bits.OnesCount16(x)), int32(bits.LeadingZeros16(x)), int32(bits.TrailingZeros16(x)), int32(bits.Len16(x)),
					int32(bits.OnesCount8(y)), int32(bits.LeadingZeros8(y)), int32(bits.TrailingZeros8(y)), int32(bits.Len8(y))}
				wrev := []uint16{bits.Reverse16(x), bits.ReverseBytes16(x), bits.RotateLeft16(x, 3), uint16(bits.Reverse8(y))}
				if fmt.Sprint(out[8*i:8*i+8], rev[4*i:4*i+4]) != fmt.Sprint(want, wrev) {
					t.Fatalf("%#x: %v %#x; want %v, %#x", x, out[8*i:8*i+8], rev[4*i:4*i+4], want, wrev)
				}
			}
			if out[0] != 16 || out[4] != 8 { // numba's popc_u2, popc_u1
				t.Fatalf("numba's popc: %d %d", out[0], out[4])
			}
		})
	}
}

// nbEdgeFloats are the math edge values: ±0, ±Inf, NaN, subnormals, the
// largest finite values, halves and values near them.
func nbEdgeFloats() []float64 {
	return []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(),
		5e-324, -5e-324, 2.2250738585072014e-308, 1e-310, float64(math.SmallestNonzeroFloat32), 1e-40,
		math.MaxFloat64, -math.MaxFloat64, math.MaxFloat32, -math.MaxFloat32,
		0.5, -0.5, 1.5, -1.5, 2.5, -2.5, -2.25, 2.25, 2.75, -3, 0.49999999999999994, -0.49999999999999994,
		4503599627370495.5, 4503599627370497, 8388607.5, 8388609, 1 << 52, 1 << 53, 1e300, 27, -27, 2, 6, 1e-300,
		math.Nextafter(1, 2), math.Nextafter(1, 0), 3.0000000000000004}
}

func TestNumbaFloatIntrinsics(t *testing.T) {
	testNumbaFloatIntrinsics(t, "float32", nbcuda.FloatIntrinsics[float32], nbcuda.RoundToInt[float32])
	testNumbaFloatIntrinsics(t, "float64", nbcuda.FloatIntrinsics[float64], nbcuda.RoundToInt[float64])
}

func testNumbaFloatIntrinsics[F float32 | float64](t *testing.T, name string, f func(*kern.Thread, []F, []F, []F, []F), rf func(*kern.Thread, []int64, []F)) {
	edge := nbEdgeFloats()
	var a, b, c []F
	// numba's fma(2, 3, 4) and cbrt(2.0), cbrt(6.0) first, then every
	// edge value against every other in the multiply-add's three places.
	a, b, c = append(a, 2, 2, 6), append(b, 3, 1, 1), append(c, 4, 0, 0)
	for i, x := range edge {
		for j, y := range edge {
			a, b, c = append(a, F(x)), append(b, F(y)), append(c, F(edge[(i*7+j*3)%len(edge)]))
		}
	}
	// fma's single rounding: a·b + c = 1 + 2^-24 + 2^-60 rounds to 1 +
	// 2^-23 in float32 at once, to 1 through float64 (Go's spelling).
	a, b, c = append(a, F(0x1p-12+0x1p-24)), append(b, F(0x1p-12-0x1p-24+0x1p-36)), append(c, 1)
	want := make([]F, 8*len(a))
	for i := range a {
		x, y, z := float64(a[i]), float64(b[i]), float64(c[i])
		w := []F{F(math.FMA(x, y, z)), F(math.Cbrt(x)), F(math.RoundToEven(x)), F(math.Round(x)), F(math.Trunc(x)), F(math.Floor(x)), F(math.Ceil(x)),
			F(float32(math.FMA(float64(float32(x)), float64(float32(y)), float64(float32(z)))))}
		copy(want[8*i:], w)
	}
	if want[0] != 10 || math.Abs(float64(want[8+1])-math.Cbrt(2)) > 1e-6 || math.Abs(float64(want[16+1])-math.Cbrt(6)) > 1e-6 {
		t.Fatalf("numba's fma and cbrt: %v %v %v", want[0], want[9], want[17])
	}
	if last := want[len(want)-1]; last != 1 {
		t.Fatalf("float32(math.FMA(...)) = %v, want 1 (two roundings)", last)
	}
	rounds := []F{-3.0, -2.5, -2.25, -1.5, 1.5, 2.25, 2.5, 2.75, 0.5, -0.5, 1e10}
	wantRound := []int64{-3, -2, -2, -2, 2, 2, 2, 3, 0, 0, 1e10} // Python's round
	for _, p := range places() {
		t.Run(name+"/"+p.name, func(t *testing.T) {
			out := make([]F, len(want))
			if err := kern.NewKernel4(f).Launch(p.on, (len(a)+63)/64, 64, out, a, b, c); err != nil {
				t.Fatal(err)
			}
			for i := range want {
				if !nbSame(out[i], want[i]) {
					k := i / 8
					t.Fatalf("%s(%v, %v, %v) = %v, want %v", []string{"fma", "cbrt", "roundeven", "round", "trunc", "floor", "ceil", "fma32"}[i%8], a[k], b[k], c[k], out[i], want[i])
				}
			}
			got := make([]int64, len(rounds))
			if err := kern.NewKernel2(rf).Launch(p.on, 1, len(rounds), got, rounds); err != nil {
				t.Fatal(err)
			}
			for i := range got {
				if got[i] != wantRound[i] {
					t.Fatalf("round(%v) = %d, want %d", rounds[i], got[i], wantRound[i])
				}
			}
		})
	}
}

// TestNumbaRoundTo is test_round_to_f4/f8 (with their overflow and
// halfway cases) and the rest of testdata/round_digits.txt on every place:
// round(c, ndigits) in a kernel, in a device function and as a ufunc
// core, each bit for bit with RoundDigits on the host and with the
// golden values.
func TestNumbaRoundTo(t *testing.T) {
	cs := roundCases(t)
	testNumbaRoundTo(t, "float32", cs, true, func(b uint64) float32 { return math.Float32frombits(uint32(b)) },
		nbcuda.RoundTo[float32], kern.Vectorize("RoundToCore", kern.Loop2(nbcuda.RoundToCore[float32])))
	testNumbaRoundTo(t, "float64", cs, false, math.Float64frombits,
		nbcuda.RoundTo[float64], kern.Vectorize("RoundToCore", kern.Loop2(nbcuda.RoundToCore[float64])))
}

func testNumbaRoundTo[F float32 | float64](t *testing.T, name string, cs []roundCase, f32 bool, val func(uint64) F,
	k func(*kern.Thread, []F, []F, []F, []int32), u *kern.Ufunc) {
	var x, want []F
	var digits []int32
	for _, c := range cs {
		if c.f32 == f32 {
			x, digits, want = append(x, val(c.x)), append(digits, int32(c.nd)), append(want, val(c.kern))
		}
	}
	// Every x with every ndigits that crosses a branch: the bounds, 22, 0.
	for _, v := range []F{0.125, -2.675, 1e10, F(math.Copysign(0, -1)), F(math.NaN())} {
		for _, n := range []int32{-400, -309, -308, -23, -22, -1, 0, 1, 22, 23, 44, 45, 323, 324, 1 << 30} {
			x, digits, want = append(x, v), append(digits, n), append(want, kern.RoundDigits(v, int(n)))
		}
	}
	for i := range x {
		if g := kern.RoundDigits(x[i], int(digits[i])); !nbSame(g, want[i]) {
			t.Fatalf("%s: host RoundDigits(%v, %d) = %v, golden %v", name, x[i], digits[i], g, want[i])
		}
	}
	ax, an := nd.Must(nd.FromSlice(x, len(x))), nd.Must(nd.FromSlice(digits, len(digits)))
	for _, p := range places() {
		t.Run(name+"/"+p.name, func(t *testing.T) {
			ary, via := make([]F, len(x)), make([]F, len(x))
			if err := kern.NewKernel4(k).Launch(p.on, (len(x)+127)/128, 128, ary, via, x, digits); err != nil {
				t.Fatal(err)
			}
			uf, err := kern.As[F](u.Call(p.on, ax, an))
			if err != nil {
				t.Fatal(err)
			}
			for i, w := range want {
				for j, g := range []F{ary[i], via[i], uf.ToSlice()[i]} {
					if !nbSame(g, w) {
						t.Fatalf("round(%v, %d) %s = %v, want %v", x[i], digits[i], []string{"in a kernel", "in a device function", "as a ufunc"}[j], g, w)
					}
				}
			}
		})
	}
}

func TestNumbaSelpLaneGrid(t *testing.T) {
	for _, p := range places() {
		t.Run("selp/"+p.name, func(t *testing.T) {
			// test_selp: b = 6, c = 17s, a = arange(32): a[:5] = 3, the rest 17.
			for _, b := range []int64{6, 7} {
				a, c := make([]int64, 32), make([]int64, 32)
				for i := range a {
					a[i], c[i] = int64(i), 17
				}
				if err := kern.NewKernel3(nbcuda.Selp).Launch(p.on, 32, 1, a, b, c); err != nil {
					t.Fatal(err)
				}
				for i, v := range a {
					want := int64(17)
					if b%2 != 0 {
						want = 13
					}
					if i < 5 {
						want = 3
					}
					if v != want {
						t.Fatalf("b=%d: a[%d] = %d, want %d", b, i, v, want)
					}
				}
			}
		})
		t.Run("laneid/"+p.name, func(t *testing.T) {
			w := warpWidth(p.on)
			lane, ws := make([]int32, 2*w), make([]int32, 1)
			if err := kern.NewKernel2(nbcuda.LaneWarp).Launch(p.on, 1, 2*w, lane, ws); err != nil {
				t.Fatal(err)
			}
			for i, l := range lane {
				if int(l) != i%w {
					t.Fatalf("lane of thread %d = %d, want %d", i, l, i%w)
				}
			}
			if int(ws[0]) != w {
				t.Fatalf("WarpSize = %d, want %d", ws[0], w)
			}
		})
		t.Run("3dgrid/"+p.name, func(t *testing.T) {
			for _, g := range []struct{ grid, block kern.Dim3 }{{kern.Dim3{X: 3, Y: 3, Z: 3}, kern.Dim3{X: 3, Y: 3, Z: 3}}, {kern.Dim3{X: 4, Y: 3, Z: 2}, kern.Dim3{X: 3, Y: 2, Z: 4}}} {
				x, y, z := g.grid.X*g.block.X, g.grid.Y*g.block.Y, g.grid.Z*g.block.Z
				out, ok := make([]int32, x*y*z), make([]int32, x*y*z)
				o, _ := kern.MakeArray3(out, x, y, z)
				k, _ := kern.MakeArray3(ok, x, y, z)
				if err := kern.NewKernel2(nbcuda.Grid3D).Launch(p.on, g.grid, g.block, o, k); err != nil {
					t.Fatal(err)
				}
				for i := range out {
					if out[i] != int32(x*y*z) || ok[i] != 1 {
						t.Fatalf("grid %v block %v: element %d = %d, right %d", g.grid, g.block, i, out[i], ok[i])
					}
				}
			}
		})
		t.Run("forloop_step/"+p.name, func(t *testing.T) {
			// numba's ntid (4, 3), nctaid (5, 6), on an array twice the grid.
			h, w := 2*3*6+1, 2*4*5+3
			data := make([]int32, h*w)
			for i := range data {
				data[i] = -1
			}
			c, _ := kern.MakeArray2(data, h, w)
			if err := kern.NewKernel1(nbcuda.ForloopStep).Launch(p.on, kern.D2(5, 6), kern.D2(4, 3), c); err != nil {
				t.Fatal(err)
			}
			for y := range h {
				for x := range w {
					if data[y*w+x] != int32(x+y) {
						t.Fatalf("c(%d, %d) = %d, want %d", y, x, data[y*w+x], x+y)
					}
				}
			}
		})
	}
}

// nbDivRef is IntDiv's plain-Go result; on a zero divisor it gives the
// GPU's documented values (x/0 all ones, x%0 x), which Go panics on.
func nbDivRef(x, y int64) (q, r []int64) {
	div := func(a, b, ones int64, f func() (int64, int64)) (int64, int64) {
		if b == 0 {
			return ones, a
		}
		return f()
	}
	add := func(a, b int64) { q, r = append(q, a), append(r, b) }
	add(div(int64(int32(x)), int64(int32(y)), -1, func() (int64, int64) { return int64(int32(x) / int32(y)), int64(int32(x) % int32(y)) }))
	add(div(x, y, -1, func() (int64, int64) { return x / y, x % y }))
	add(div(int64(uint32(x)), int64(uint32(y)), math.MaxUint32, func() (int64, int64) {
		return int64(uint32(x) / uint32(y)), int64(uint32(x) % uint32(y))
	}))
	add(div(int64(int8(x)), int64(int8(y)), -1, func() (int64, int64) { return int64(int8(x) / int8(y)), int64(int8(x) % int8(y)) }))
	add(div(x, int64(uint64(y)), -1, func() (int64, int64) { return int64(uint64(x) / uint64(y)), int64(uint64(x) % uint64(y)) }))
	add(div(int64(int16(x)), int64(int16(y)), -1, func() (int64, int64) { return int64(int16(x) / int16(y)), int64(int16(x) % int16(y)) }))
	add(div(int64(uint8(x)), int64(uint8(y)), math.MaxUint8, func() (int64, int64) { return int64(uint8(x) / uint8(y)), int64(uint8(x) % uint8(y)) }))
	add(div(int64(uint16(x)), int64(uint16(y)), math.MaxUint16, func() (int64, int64) {
		return int64(uint16(x) / uint16(y)), int64(uint16(x) % uint16(y))
	}))
	return q, r
}

// TestNumbaIntDiv divides at the edges (MinInt / −1 in every width,
// negative operands, values that wrap when narrowed) on every place, and
// by zero: Go panics, so the CPU targets trap with the kernel's line, and
// the GPUs give x/0 = all ones and x%0 = x (compiler/ptx's documented
// values; numba raises ZeroDivisionError only with debug=True).
func TestNumbaIntDiv(t *testing.T) {
	r := rand.New(rand.NewPCG(0, 8))
	var a, b []int64
	for _, x := range []int64{math.MinInt64, math.MinInt32, math.MinInt16, math.MinInt8, -1, 0, 1, 7, -7, 255, 65535, math.MaxInt32, math.MaxInt64, 0x1_0000_0080} {
		for _, y := range []int64{-1, 1, 2, -2, 3, -3, 7, 128, -128, 0x1_0000_0003, math.MinInt64 + 1, math.MaxInt64, 0x1_0000_0101} {
			a, b = append(a, x), append(b, y)
		}
	}
	for range 64 {
		a, b = append(a, int64(r.Uint64())>>r.IntN(64)), append(b, int64(r.Uint64())>>r.IntN(64)|1)
	}
	for _, zeroDiv := range []bool{false, true} {
		a, b := a, b
		if zeroDiv {
			a, b = append([]int64{5, -5, math.MinInt64, 0}, a...), append([]int64{0, 0, 0, 0}, b...)
		}
		var wq, wr []int64
		for i := range a {
			q, r := nbDivRef(a[i], b[i])
			wq, wr = append(wq, q...), append(wr, r...)
		}
		for _, p := range places() {
			t.Run(fmt.Sprintf("zero=%v/%s", zeroDiv, p.name), func(t *testing.T) {
				q, r := make([]int64, 8*len(a)), make([]int64, 8*len(a))
				err := kern.NewKernel4(nbcuda.IntDiv).Launch(p.on, (len(a)+63)/64, 64, a, b, q, r)
				if zeroDiv && !p.gpu {
					var te *kern.KernelTrapError
					if !errors.As(err, &te) {
						t.Fatalf("division by zero on the CPU: %v, want a *kern.KernelTrapError", err)
					}
					return
				}
				if err != nil {
					t.Fatal(err)
				}
				for i := range wq {
					if q[i] != wq[i] || r[i] != wr[i] {
						k := i / 8
						t.Fatalf("%d / %d in width %d: %d rem %d, want %d rem %d", a[k], b[k], i%8, q[i], r[i], wq[i], wr[i])
					}
				}
			})
		}
	}
}

// TestNumbaFloatToInt converts the edge values (NaN, ±Inf, ±2^31, ±2^63,
// 2^64, values that wrap when narrowed, halves) from float64 and float32
// to every integer type: Go's conversions, whose out-of-range results are
// amd64's, are kern's on every target.
func TestNumbaFloatToInt(t *testing.T) {
	f := nbEdgeFloats()
	f = append(f, 1<<31, -1<<31, 1<<31-1, -1<<31-1, 1<<32, 1<<63, -1<<63, 1<<64, 1<<63-1024, 1<<63+2048, 255.9, 256, -129, 128,
		65535.7, 65536, -32769, 4294967295.5, -4294967296, 1e20, -1e20, 3e9, -3e9, 1<<53+1, 9.223372036854775e18)
	want := make([]uint64, 16*len(f))
	for i, x := range f {
		y := float32(x)
		copy(want[16*i:], []uint64{uint64(int8(x)), uint64(int16(x)), uint64(int32(x)), uint64(int64(x)),
			uint64(uint8(x)), uint64(uint16(x)), uint64(uint32(x)), uint64(x),
			uint64(int8(y)), uint64(int16(y)), uint64(int32(y)), uint64(int64(y)),
			uint64(uint8(y)), uint64(uint16(y)), uint64(uint32(y)), uint64(y)})
	}
	names := []string{"int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			out := make([]uint64, len(want))
			if err := kern.NewKernel2(nbcuda.FloatToInt).Launch(p.on, (len(f)+63)/64, 64, f, out); err != nil {
				t.Fatal(err)
			}
			for i := range want {
				if out[i] != want[i] {
					from := "float64"
					if i%16 >= 8 {
						from = "float32"
					}
					t.Errorf("%s(%s %v) = %#x, want %#x", names[i%8], from, f[i/16], out[i], want[i])
				}
			}
		})
	}
}
