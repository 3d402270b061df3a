package mma

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/kernlab/kern/half"
)

// TestLayoutsCover checks that each fragment layout places every element
// of its tile in exactly one (lane, element) slot, as the loads and
// stores of every target assume.
func TestLayoutsCover(t *testing.T) {
	for f := range NumFormats {
		k := f.K()
		cover := func(name string, rows, cols, per int, loc func(lane, e int) (int, int)) {
			seen := map[[2]int]int{}
			for lane := range Lanes {
				for e := range per {
					i, j := loc(lane, e)
					if i < 0 || i >= rows || j < 0 || j >= cols {
						t.Fatalf("%v %s: lane %d element %d at (%d, %d), outside %d×%d", f, name, lane, e, i, j, rows, cols)
					}
					seen[[2]int{i, j}]++
				}
			}
			if len(seen) != rows*cols {
				t.Errorf("%v %s: %d of %d elements covered", f, name, len(seen), rows*cols)
			}
			for p, n := range seen {
				if n != 1 {
					t.Errorf("%v %s: element %v held %d times", f, name, p, n)
				}
			}
		}
		cover("A", M, k, f.Elems(), func(l, e int) (int, int) { return ALoc(f, l, e) })
		cover("B", k, N, f.Elems(), func(l, e int) (int, int) { return BLoc(f, l, e) })
		cover("C", M, N, CRegs, CLoc)
	}
}

// TestToTF32 checks cvt.rna.tf32.f32's rounding: to nearest, ties away
// from zero, at the 13th bit.
func TestToTF32(t *testing.T) {
	for _, c := range []struct{ in, want uint32 }{
		{0x3f800000, 0x3f800000}, // 1
		{0x3f800fff, 0x3f800000}, // below the tie
		{0x3f801000, 0x3f802000}, // the tie rounds away
		{0xbf801000, 0xbf802000}, // also for negatives
		{0x3f803000, 0x3f804000}, // a tie above an odd value
		{0x7f7fffff, 0x7f800000}, // past the largest tf32: Inf
		{0x00000fff, 0x00000000}, // the smallest subnormals round to zero
		{0x7f800000, 0x7f800000}, // Inf stays
		{0x7f800001, 0x7fffffff}, // a NaN becomes the canonical NaN
	} {
		if got := ToTF32(math.Float32frombits(c.in)); got != c.want {
			t.Errorf("ToTF32(%#08x) = %#08x, want %#08x", c.in, got, c.want)
		}
	}
}

// TestGetSet checks that Set and Get address the same bits.
func TestGetSet(t *testing.T) {
	for f := range NumFormats {
		var r [Regs]uint32
		mask := uint32(1)<<(8*f.ElemBytes()) - 1
		if f == TF32 {
			mask = ^uint32(0)
		}
		for e := range f.Elems() {
			Set(f, &r, e, 0xff1234+uint32(e))
		}
		for e := range f.Elems() {
			if got := Get(f, &r, e); got != (0xff1234+uint32(e))&mask {
				t.Errorf("%v element %d: %#x", f, e, got)
			}
		}
	}
}

// TestFP8Layout checks the FP8 layout against the PTX ISA's fragment
// tables for 8-bit inputs at m16n8k32, written out: with g = lane/4 and
// t = lane%4, A element i of a lane (byte i%4 of register i/4) is at row
// g (+8 for 4 ≤ i < 8 and i ≥ 12), column 4t + i%4 (+16 for i ≥ 8); B
// element i of an n8 half is at row 4t + i%4 (+16 for i ≥ 4), column g.
func TestFP8Layout(t *testing.T) {
	for _, f := range []Format{E4M3, E5M2} {
		for lane := range Lanes {
			g, tg := lane/4, lane%4
			for i := range 16 {
				row := g
				if i >= 4 && i < 8 || i >= 12 {
					row += 8
				}
				col := tg*4 + i%4
				if i >= 8 {
					col += 16
				}
				if r, c := ALoc(f, lane, i); r != row || c != col {
					t.Errorf("%v A lane %d element %d at (%d, %d), want (%d, %d)", f, lane, i, r, c, row, col)
				}
				// B: elements 0–7 are the first n8 half (registers 0–1),
				// 8–15 the second (registers 2–3, columns 8–15).
				bi, half := i%8, i/8
				k := tg*4 + bi%4
				if bi >= 4 {
					k += 16
				}
				if r, c := BLoc(f, lane, i); r != k || c != g+8*half {
					t.Errorf("%v B lane %d element %d at (%d, %d), want (%d, %d)", f, lane, i, r, c, k, g+8*half)
				}
			}
		}
	}
}

// TestFP8Compute checks Compute on FP8 fragments, of one format or mixed
// (A e4m3 and B e5m2, and the reverse), against the matrices they hold,
// each decoded in its own format and multiplied in float64: every product
// of two FP8 values is exact in float32, so the result is the documented
// left-to-right float32 sum, and within (K+1)·2^-24·(|c| + Σ|a·b|) of the
// exact one.
func TestFP8Compute(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 8))
	for _, fs := range [][2]Format{{E4M3, E4M3}, {E5M2, E5M2}, {E4M3, E5M2}, {E5M2, E4M3}} {
		fa, fb := fs[0], fs[1]
		if !Mixable(fa, fb) {
			t.Fatalf("%v×%v is not Mixable", fa, fb)
		}
		var am [M][32]uint8
		var bm [32][N]uint8
		for i := range M {
			for k := range 32 {
				am[i][k] = uint8(r.Uint32())
				bm[k][i] = uint8(r.Uint32())
			}
		}
		var a, b TileAB
		var c TileC
		for l := range Lanes {
			for e := range fa.Elems() {
				i, k := ALoc(fa, l, e)
				Set(fa, &a[l], e, uint32(am[i][k]))
				k, j := BLoc(fb, l, e)
				Set(fb, &b[l], e, uint32(bm[k][j]))
			}
			for e := range CRegs {
				c[l][e] = float32(r.NormFloat64())
			}
		}
		d := Compute(fa, fb, &a, &b, &c)
		for l := range Lanes {
			for e := range CRegs {
				i, j := CLoc(l, e)
				acc, exact, s := c[l][e], float64(c[l][e]), math.Abs(float64(c[l][e]))
				for k := range 32 {
					x, y := Value(fa, uint32(am[i][k])), Value(fb, uint32(bm[k][j]))
					p := float64(x) * float64(y)
					if p == p && float64(float32(p)) != p {
						t.Fatalf("%v×%v: the product %g·%g is not exact in float32", fa, fb, x, y)
					}
					acc += float32(x * y)
					exact, s = exact+p, s+math.Abs(p)
				}
				if !same(d[l][e], acc) {
					t.Fatalf("%v×%v (%d, %d): %g, want %g", fa, fb, i, j, d[l][e], acc)
				}
				if exact == exact && !math.IsInf(exact, 0) && math.Abs(float64(acc)-exact) > 33*0x1p-24*s {
					t.Fatalf("%v×%v (%d, %d): %g is %g from the exact %g, above the bound", fa, fb, i, j, acc, math.Abs(float64(acc)-exact), exact)
				}
			}
		}
	}
	for _, fs := range [][2]Format{{F16, BF16}, {F16, E4M3}, {TF32, E5M2}, {BF16, TF32}} {
		if Mixable(fs[0], fs[1]) || Mixable(fs[1], fs[0]) {
			t.Errorf("%v and %v are Mixable: no instruction takes them together", fs[0], fs[1])
		}
	}
	if v := Value(E4M3, 0x7e); v != 448 {
		t.Errorf("e4m3 0x7e = %g, want 448", v)
	}
	if v := Value(E5M2, uint32(half.ToFloat8E5M2(-57344))); v != -57344 {
		t.Errorf("e5m2 -57344 = %g", v)
	}
}

func same(a, b float32) bool {
	return math.Float32bits(a) == math.Float32bits(b) || a != a && b != b
}

// TestCoords checks the coordinate forms against ALoc, BLoc and CLoc for
// every lane and element of every format.
func TestCoords(t *testing.T) {
	for f := range NumFormats {
		for _, op := range []byte{'a', 'b', 'c'} {
			row, col := Coords(op, f)
			n := f.Elems()
			if op == 'c' {
				n = CRegs
			}
			for lane := range Lanes {
				for e := range n {
					var i, j int
					switch op {
					case 'a':
						i, j = ALoc(f, lane, e)
					case 'b':
						i, j = BLoc(f, lane, e)
					default:
						i, j = CLoc(lane, e)
					}
					if ri, cj := row.At(lane, e), col.At(lane, e); ri != i || cj != j {
						t.Fatalf("%v %c lane %d element %d: forms give (%d, %d), the layout (%d, %d)", f, op, lane, e, ri, cj, i, j)
					}
				}
			}
		}
	}
}

// TestIntCompute checks the integer MMA in every pairing of s8 and u8
// against products and sums written out here in int64, reduced modulo
// 2^32, with accumulators near ±2^31 so that the sums wrap.
func TestIntCompute(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 9))
	for _, fs := range [][2]Format{{S8, S8}, {S8, U8}, {U8, S8}, {U8, U8}} {
		fa, fb := fs[0], fs[1]
		if !Accumulates(fa, fb, AccS32) || Accumulates(fa, fb, AccF32) || Accumulates(fa, fb, AccF16) {
			t.Fatalf("%v×%v: int32 must be its one accumulator", fa, fb)
		}
		var am [M][32]uint8
		var bm [32][N]uint8
		for i := range M {
			for k := range 32 {
				am[i][k], bm[k][i] = uint8(r.Uint32()), uint8(r.Uint32())
			}
		}
		am[0][0], bm[0][0] = 0x80, 0x80 // -128 or 128 in both
		var a, b TileAB
		var c TileAcc
		for l := range Lanes {
			for e := range fa.Elems() {
				i, k := ALoc(fa, l, e)
				Set(fa, &a[l], e, uint32(am[i][k]))
				k, j := BLoc(fb, l, e)
				Set(fb, &b[l], e, uint32(bm[k][j]))
			}
			for e := range CRegs {
				c[l][e] = uint32(int32(math.MaxInt32 - int32(r.IntN(1000))))
				if e%2 == 1 {
					c[l][e] = uint32(int32(math.MinInt32 + int32(r.IntN(1000))))
				}
			}
		}
		val := func(f Format, x uint8) int64 {
			if f == S8 {
				return int64(int8(x))
			}
			return int64(x)
		}
		d := ComputeAcc(fa, fb, AccS32, &a, &b, &c)
		wrapped := 0
		for l := range Lanes {
			for e := range CRegs {
				i, j := CLoc(l, e)
				sum := int64(int32(c[l][e]))
				for k := range 32 {
					sum += val(fa, am[i][k]) * val(fb, bm[k][j])
				}
				if sum != int64(int32(sum)) {
					wrapped++
				}
				if want := uint32(sum); d[l][e] != want {
					t.Fatalf("%v×%v (%d, %d): %d, want %d", fa, fb, i, j, int32(d[l][e]), int32(want))
				}
			}
		}
		if wrapped == 0 {
			t.Errorf("%v×%v: no sum wrapped: the test does not exercise the modulo", fa, fb)
		}
	}
}

// TestF16Accumulate checks the float16 accumulator: float32 MMA's exact
// steps (products and left-to-right float32 sums, written out here), then
// one rounding to float16, ties to even; and that f16 inputs alone take it.
func TestF16Accumulate(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 1))
	var a, b TileAB
	var c, c32 TileAcc
	for l := range Lanes {
		for e := range F16.Elems() {
			Set(F16, &a[l], e, uint32(half.ToFloat16(float32(r.NormFloat64()))))
			Set(F16, &b[l], e, uint32(half.ToFloat16(float32(r.NormFloat64()))))
		}
		for e := range CRegs {
			h := half.ToFloat16(float32(r.NormFloat64() * 8))
			c[l][e], c32[l][e] = uint32(h), math.Float32bits(h.Float32())
		}
	}
	am, bm := Matrices(F16, F16, &a, &b)
	d := ComputeAcc(F16, F16, AccF16, &a, &b, &c)
	d32 := ComputeAcc(F16, F16, AccF32, &a, &b, &c32)
	rounded := 0
	for l := range Lanes {
		for e := range CRegs {
			i, j := CLoc(l, e)
			acc := half.Float16(c[l][e]).Float32()
			for k := range 16 {
				acc += float32(am[i][k] * bm[k][j])
			}
			if d32[l][e] != math.Float32bits(acc) {
				t.Fatalf("f32 accumulator (%d, %d): %g, want %g", i, j, math.Float32frombits(d32[l][e]), acc)
			}
			want := half.ToFloat16(acc)
			if d[l][e] != uint32(want) {
				t.Fatalf("f16 accumulator (%d, %d): %#04x, want %#04x", i, j, d[l][e], uint16(want))
			}
			if want.Float32() != acc {
				rounded++
			}
		}
	}
	if rounded == 0 {
		t.Error("no result needed rounding to float16: the test does not exercise it")
	}
	for _, f := range []Format{BF16, TF32, E4M3, E5M2, S8, U8} {
		if Accumulates(f, f, AccF16) {
			t.Errorf("%v inputs accumulate into float16: no instruction does", f)
		}
	}
	if Accumulates(F16, BF16, AccF32) || Accumulates(S8, E4M3, AccS32) {
		t.Error("an unmixable pair accumulates")
	}
}
