package eval

import (
	"math"
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/compiler/ir"
)

type integer interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// enc is the canonical encoding of a native value.
func enc[T integer | float32 | float64](v T) uint64 {
	var u uint64
	*(*T)(unsafe.Pointer(&u)) = v
	return u
}

func intInputs[T integer](r *rand.Rand) []T {
	var zero T
	size := unsafe.Sizeof(zero) * 8
	minusOne := ^zero
	signed := minusOne < 0
	vs := []T{0, 1, 2, 3, 7, minusOne, T(100), T(127)}
	var maxv, minv T
	if signed {
		maxv = T(1<<(size-1) - 1)
		minv = -maxv - 1
	} else {
		maxv = ^zero
	}
	vs = append(vs, maxv, minv, maxv-1, minv+1, minv/2)
	for range 40 {
		vs = append(vs, T(r.Uint64()), T(r.IntN(70)))
	}
	return vs
}

func nativeInt[T integer](op ir.Op, x, y T) (T, bool) {
	switch op {
	case ir.OpAdd:
		return x + y, true
	case ir.OpSub:
		return x - y, true
	case ir.OpMul:
		return x * y, true
	case ir.OpDiv:
		return x / y, true
	case ir.OpRem:
		return x % y, true
	case ir.OpAnd:
		return x & y, true
	case ir.OpOr:
		return x | y, true
	case ir.OpXor:
		return x ^ y, true
	case ir.OpAndNot:
		return x &^ y, true
	case ir.OpMin:
		return min(x, y), true
	case ir.OpMax:
		return max(x, y), true
	}
	return 0, false
}

var binOps = []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpRem, ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpAndNot, ir.OpMin, ir.OpMax}
var cmpOps = []ir.Op{ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe}

func nativeCmp[T integer | float32 | float64](op ir.Op, x, y T) bool {
	switch op {
	case ir.OpEq:
		return x == y
	case ir.OpNe:
		return x != y
	case ir.OpLt:
		return x < y
	case ir.OpLe:
		return x <= y
	case ir.OpGt:
		return x > y
	}
	return x >= y
}

func testInt[T integer](t *testing.T, bt *ir.Basic) {
	r := rand.New(rand.NewPCG(1, uint64(bt.Kind)))
	in := intInputs[T](r)
	for _, x := range in {
		for _, y := range in {
			for _, op := range binOps {
				if (op == ir.OpDiv || op == ir.OpRem) && y == 0 {
					if _, ok := Binary(op, bt, enc(x), enc(y)); ok {
						t.Errorf("%s %s %v/0: ok", bt, op, x)
					}
					continue
				}
				want, _ := nativeInt(op, x, y)
				got, ok := Binary(op, bt, enc(x), enc(y))
				if !ok || got != enc(want) {
					t.Fatalf("%s %s(%v, %v) = %#x, %v; want %#x", bt, op, x, y, got, ok, enc(want))
				}
			}
			for _, op := range cmpOps {
				got, _ := Compare(op, bt, enc(x), enc(y))
				if got != nativeCmp(op, x, y) {
					t.Fatalf("%s %s(%v, %v) = %v", bt, op, x, y, got)
				}
			}
		}
		for s := range uint64(80) {
			got, _ := Binary(ir.OpShl, bt, enc(x), s)
			if want := x << s; got != enc(want) {
				t.Fatalf("%s shl(%v, %d) = %#x want %#x", bt, x, s, got, enc(want))
			}
			got, _ = Binary(ir.OpShr, bt, enc(x), s)
			if want := x >> s; got != enc(want) {
				t.Fatalf("%s shr(%v, %d) = %#x want %#x", bt, x, s, got, enc(want))
			}
		}
		if got, _ := Unary(ir.OpNeg, bt, enc(x)); got != enc(-x) {
			t.Fatalf("%s neg %v = %#x", bt, x, got)
		}
		if got, _ := Unary(ir.OpCompl, bt, enc(x)); got != enc(^x) {
			t.Fatalf("%s compl %v = %#x", bt, x, got)
		}
	}
}

func TestIntegerOps(t *testing.T) {
	testInt[int8](t, ir.Typ[ir.Int8])
	testInt[int16](t, ir.Typ[ir.Int16])
	testInt[int32](t, ir.Typ[ir.Int32])
	testInt[int64](t, ir.Typ[ir.Int64])
	testInt[uint8](t, ir.Typ[ir.Uint8])
	testInt[uint16](t, ir.Typ[ir.Uint16])
	testInt[uint32](t, ir.Typ[ir.Uint32])
	testInt[uint64](t, ir.Typ[ir.Uint64])
}

func TestSignedShiftCount(t *testing.T) {
	i8 := ir.Typ[ir.Int8]
	if c := ShiftCount(i8, 0xff); c != math.MaxUint64 {
		t.Fatalf("count %#x", c)
	}
	if got, _ := Binary(ir.OpShr, i8, 0x80, ShiftCount(i8, 0xff)); got != 0xff {
		t.Fatalf("-128 >> huge = %#x, want -1", got)
	}
}

func TestDivZero(t *testing.T) {
	i32, u16 := ir.Typ[ir.Int32], ir.Typ[ir.Uint16]
	cases := []struct {
		op   ir.Op
		t    *ir.Basic
		x    uint64
		want uint64
	}{
		{ir.OpDiv, i32, 5, 0xffffffff},
		{ir.OpDiv, u16, 5, 0xffff},
		{ir.OpRem, i32, 0xfffffffb, 0xfffffffb},
		{ir.OpRem, u16, 9, 9},
	}
	for _, c := range cases {
		if got := DivZero(c.op, c.t, c.x); got != c.want {
			t.Errorf("%s %s %#x/0 = %#x want %#x", c.op, c.t, c.x, got, c.want)
		}
	}
}

func floatInputs(r *rand.Rand) []float64 {
	vs := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -0.5, 1.5, 2.5, -2.5, 3, 1e-300, -1e-310, 1e300,
		math.Inf(1), math.Inf(-1), math.NaN(), math.MaxFloat64, math.SmallestNonzeroFloat64,
		math.MaxFloat32, -math.MaxFloat32, 1e-45, 127.5, 128, -129, 255.7, 256, 32767.9, 32768, -32769,
		65535.5, 65536, 2147483647.5, 2147483648, -2147483648.9, -2147483649, 4294967295.5, 4294967296,
		9.2e18, 9223372036854775807, 9223372036854775808, -9223372036854775808, -9.3e18,
		1.8e19, 18446744073709551615, 18446744073709551616, 3e19, 1 << 53, 1<<53 + 1}
	for range 60 {
		vs = append(vs, r.NormFloat64()*1e3, math.Float64frombits(r.Uint64()), r.NormFloat64()*1e19)
	}
	return vs
}

func nativeFloat[T float32 | float64](op ir.Op, x, y T) T {
	switch op {
	case ir.OpAdd:
		return x + y
	case ir.OpSub:
		return x - y
	case ir.OpMul:
		return x * y
	case ir.OpDiv:
		return x / y
	case ir.OpMin:
		return min(x, y)
	}
	return max(x, y)
}

func testFloat[T float32 | float64](t *testing.T, bt *ir.Basic) {
	in := floatInputs(rand.New(rand.NewPCG(2, 3)))
	fops := []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpMin, ir.OpMax}
	for _, xf := range in {
		x := T(xf)
		for _, yf := range in[:40] {
			y := T(yf)
			for _, op := range fops {
				got, ok := Binary(op, bt, enc(x), enc(y))
				if want := nativeFloat(op, x, y); !ok || got != enc(want) {
					t.Fatalf("%s %s(%v, %v) = %#x want %#x", bt, op, x, y, got, enc(want))
				}
			}
			for _, op := range cmpOps {
				if got, _ := Compare(op, bt, enc(x), enc(y)); got != nativeCmp(op, x, y) {
					t.Fatalf("%s %s(%v, %v) = %v", bt, op, x, y, got)
				}
			}
		}
		if got, _ := Unary(ir.OpNeg, bt, enc(x)); got != enc(-x) {
			t.Fatalf("neg %v = %#x", x, got)
		}
	}
}

func TestFloatOps(t *testing.T) {
	testFloat[float32](t, ir.Typ[ir.Float32])
	testFloat[float64](t, ir.Typ[ir.Float64])
}

func TestMinMaxSignedZeroNaN(t *testing.T) {
	f64t := ir.Typ[ir.Float64]
	nz, pz := math.Copysign(0, -1), 0.0
	if got, _ := Binary(ir.OpMin, f64t, enc(pz), enc(nz)); got != enc(nz) {
		t.Errorf("min(+0, -0) = %#x", got)
	}
	if got, _ := Binary(ir.OpMax, f64t, enc(nz), enc(pz)); got != enc(pz) {
		t.Errorf("max(-0, +0) = %#x", got)
	}
	if got, _ := Binary(ir.OpMin, f64t, enc(1.0), enc(math.NaN())); !math.IsNaN(f64(got)) {
		t.Errorf("min(1, NaN) = %v", f64(got))
	}
}
