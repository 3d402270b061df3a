package eval

import (
	"math"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/half"
)

// native converts through Go's own conversions at run time (the inputs are
// variables, so nothing is constant-folded by the Go compiler).
func nativeFromFloat[F float32 | float64](x F) map[ir.BasicKind]uint64 {
	return map[ir.BasicKind]uint64{
		ir.Int8: enc(int8(x)), ir.Int16: enc(int16(x)), ir.Int32: enc(int32(x)), ir.Int64: enc(int64(x)),
		ir.Uint8: enc(uint8(x)), ir.Uint16: enc(uint16(x)), ir.Uint32: enc(uint32(x)), ir.Uint64: enc(uint64(x)),
		ir.Float32: enc(float32(x)), ir.Float64: enc(float64(x)),
	}
}

func TestConvertFloatToIntMatchesAmd64(t *testing.T) {
	if runtime.GOARCH != "amd64" {
		t.Skip("the reference results are amd64's; native conversions differ on", runtime.GOARCH)
	}
	in := floatInputs(rand.New(rand.NewPCG(7, 8)))
	for _, x := range in {
		for kind, want := range nativeFromFloat(x) {
			if got := Convert(ir.Typ[kind], ir.Typ[ir.Float64], enc(x)); got != want {
				t.Errorf("convert %s f64 %v = %#x, native %#x", ir.Typ[kind], x, got, want)
			}
		}
		x32 := float32(x)
		for kind, want := range nativeFromFloat(x32) {
			if got := Convert(ir.Typ[kind], ir.Typ[ir.Float32], enc(x32)); got != want {
				t.Errorf("convert %s f32 %v = %#x, native %#x", ir.Typ[kind], x32, got, want)
			}
		}
	}
}

func nativeFromInt[T integer](x T) map[ir.BasicKind]uint64 {
	return map[ir.BasicKind]uint64{
		ir.Int8: enc(int8(x)), ir.Int16: enc(int16(x)), ir.Int32: enc(int32(x)), ir.Int64: enc(int64(x)),
		ir.Uint8: enc(uint8(x)), ir.Uint16: enc(uint16(x)), ir.Uint32: enc(uint32(x)), ir.Uint64: enc(uint64(x)),
		ir.Float32: enc(float32(x)), ir.Float64: enc(float64(x)),
	}
}

func testConvInt[T integer](t *testing.T, bt *ir.Basic) {
	for _, x := range intInputs[T](rand.New(rand.NewPCG(9, uint64(bt.Kind)))) {
		for kind, want := range nativeFromInt(x) {
			if got := Convert(ir.Typ[kind], bt, enc(x)); got != want {
				t.Errorf("convert %s %s %v = %#x, native %#x", ir.Typ[kind], bt, x, got, want)
			}
		}
	}
}

func TestConvertFromIntegers(t *testing.T) {
	testConvInt[int8](t, ir.Typ[ir.Int8])
	testConvInt[int16](t, ir.Typ[ir.Int16])
	testConvInt[int32](t, ir.Typ[ir.Int32])
	testConvInt[int64](t, ir.Typ[ir.Int64])
	testConvInt[uint8](t, ir.Typ[ir.Uint8])
	testConvInt[uint16](t, ir.Typ[ir.Uint16])
	testConvInt[uint32](t, ir.Typ[ir.Uint32])
	testConvInt[uint64](t, ir.Typ[ir.Uint64])
}

func TestMath(t *testing.T) {
	in := floatInputs(rand.New(rand.NewPCG(4, 5)))
	f64t, f32t := ir.Typ[ir.Float64], ir.Typ[ir.Float32]
	unary := map[ir.MathFn]func(float64) float64{
		ir.MathSqrt: math.Sqrt, ir.MathFloor: math.Floor, ir.MathCeil: math.Ceil, ir.MathTrunc: math.Trunc,
		ir.MathRoundEven: math.RoundToEven, ir.MathRound: math.Round, ir.MathAbs: math.Abs,
	}
	for _, x := range in {
		for fn, f := range unary {
			if got, ok := Math(fn, f64t, []uint64{enc(x)}); !ok || got != enc(f(x)) {
				t.Errorf("%s f64 %v = %#x want %#x", fn, x, got, enc(f(x)))
			}
			x32 := float32(x)
			want := float32(f(float64(x32)))
			if got, _ := Math(fn, f32t, []uint64{enc(x32)}); got != enc(want) {
				t.Errorf("%s f32 %v = %#x want %#x", fn, x32, got, enc(want))
			}
		}
		for _, y := range in[:20] {
			if got, _ := Math(ir.MathCopysign, f64t, []uint64{enc(x), enc(y)}); got != enc(math.Copysign(x, y)) {
				t.Errorf("copysign %v %v", x, y)
			}
			for _, z := range in[:8] {
				if got, _ := Math(ir.MathFMA, f64t, []uint64{enc(x), enc(y), enc(z)}); got != enc(math.FMA(x, y, z)) {
					t.Errorf("fma %v %v %v", x, y, z)
				}
			}
		}
	}
}

// TestFMA32 checks single rounding against exact big.Float arithmetic,
// including near-cancelling and near-tie sums where double rounding fails.
func TestFMA32(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	check := func(a, b, c float32) {
		ex := new(big.Float).SetPrec(200).SetFloat64(float64(a))
		ex.Mul(ex, new(big.Float).SetPrec(200).SetFloat64(float64(b)))
		ex.Add(ex, new(big.Float).SetPrec(200).SetFloat64(float64(c)))
		want, _ := ex.Float32()
		if got := fma32(a, b, c); got != want && !(got == 0 && want == 0) {
			t.Fatalf("fma32(%v, %v, %v) = %v want %v", a, b, c, got, want)
		}
	}
	// 1+2^-12 squared is 1 + 2^-11 + 2^-24; adding a tiny c decides a tie.
	x := float32(1 + 1.0/(1<<12))
	check(x, x, float32(1.0/(1<<60)))
	check(x, x, -float32(1.0/(1<<60)))
	for range 5000 {
		a, b := float32(r.NormFloat64()), float32(r.NormFloat64())
		c := float32(r.NormFloat64())
		check(a, b, c)
		// c close to -a*b leaves the low product bits.
		check(a, b, -float32(float64(a)*float64(b))*(1+float32(r.NormFloat64())*1e-7))
		check(a, b, float32(r.NormFloat64())*1e-30)
	}
}

func TestBitOps(t *testing.T) {
	u32, u8, i16 := ir.Typ[ir.Uint32], ir.Typ[ir.Uint8], ir.Typ[ir.Int16]
	cases := []struct {
		fn   ir.MathFn
		t    *ir.Basic
		x    uint64
		want uint64
	}{
		{ir.MathPopCount, u32, 0xf0f0, 8},
		{ir.MathClz, u32, 1, 31},
		{ir.MathClz, u8, 0, 8},
		{ir.MathCtz, u32, 0, 32},
		{ir.MathCtz, i16, 0x8000, 15},
		{ir.MathBitRev, u8, 1, 0x80},
		{ir.MathByteSwap, u32, 0x11223344, 0x44332211},
		{ir.MathByteSwap, i16, 0x1122, 0x2211},
	}
	for _, c := range cases {
		if got, ok := Math(c.fn, c.t, []uint64{c.x}); !ok || got != c.want {
			t.Errorf("%s %s %#x = %#x want %#x", c.fn, c.t, c.x, got, c.want)
		}
	}
	if got := uint64(bits.LeadingZeros16(3)); got != 14 {
		t.Fatal("sanity")
	}
	if _, ok := Math(ir.MathSqrt, u32, []uint64{4}); ok {
		t.Error("sqrt on u32 accepted")
	}
}

// TestHalfPairs checks the packed OpHalf forms (which fold constant
// pairs and run in the IR interpreter) against package half's pair
// functions, both formats, on random pairs.
func TestHalfPairs(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for range 20000 {
		x, y, z := r.Uint32(), r.Uint32(), r.Uint32()
		for _, bf := range []bool{false, true} {
			var want [4]uint32
			if bf {
				a, b, c := half.Half2[half.BFloat16](x), half.Half2[half.BFloat16](y), half.Half2[half.BFloat16](z)
				want = [4]uint32{uint32(half.HAdd2(a, b)), uint32(half.HSub2(a, b)), uint32(half.HMul2(a, b)), uint32(half.HFma2(a, b, c))}
			} else {
				a, b, c := half.Half2[half.Float16](x), half.Half2[half.Float16](y), half.Half2[half.Float16](z)
				want = [4]uint32{uint32(half.HAdd2(a, b)), uint32(half.HSub2(a, b)), uint32(half.HMul2(a, b)), uint32(half.HFma2(a, b, c))}
			}
			for k, op := range []ir.HalfOp{ir.HalfAdd2, ir.HalfSub2, ir.HalfMul2, ir.HalfFMA2} {
				args := []uint64{uint64(x), uint64(y)}
				if op == ir.HalfFMA2 {
					args = append(args, uint64(z))
				}
				got, ok := Half(op, bf, args)
				if !ok || got != uint64(want[k]) {
					t.Fatalf("half.%s bf16=%v of %#08x, %#08x, %#08x: %#08x (ok %v), package half %#08x", op, bf, x, y, z, got, ok, want[k])
				}
			}
		}
	}
}
