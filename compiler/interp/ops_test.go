package interp

import (
	"math"
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/compiler/ir"
)

type number interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~float32 | ~float64
}

func isFloat[T number]() bool { var x T = 1; x /= 2; return x != 0 }

func inputs[T number](r *rand.Rand) []T {
	var zero T
	size := unsafe.Sizeof(zero) * 8
	vs := []T{0, 1, 2, 3, 100}
	if isFloat[T]() {
		nan, inf := math.NaN(), math.Inf(1)
		for _, f := range []float64{nan, inf, -inf, -0.5, 1.5, 1e30, math.Copysign(0, -1), -7.25} {
			vs = append(vs, T(f))
		}
		for range 20 {
			vs = append(vs, T(r.NormFloat64()*1000))
		}
		return vs
	}
	minusOne := zero - 1
	hi := uint64(1) << (size - 1)
	vs = append(vs, minusOne, T(hi), T(hi-1), T(hi+1), minusOne-5)
	for range 20 {
		vs = append(vs, T(r.Uint64()), T(r.IntN(40)))
	}
	return vs
}

// native is Go's own result of op on x, y.
func native[T number](op ir.Op, x, y T) (T, bool) {
	switch op {
	case ir.OpAdd:
		return x + y, true
	case ir.OpSub:
		return x - y, true
	case ir.OpMul:
		return x * y, true
	case ir.OpDiv:
		if y == 0 && !isFloat[T]() {
			return 0, false
		}
		return x / y, true
	case ir.OpMin:
		return min(x, y), true
	case ir.OpMax:
		return max(x, y), true
	}
	return 0, false
}

func nativeBool[T number](op ir.Op, x, y T) bool {
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

func same[T number](a any, b T) bool {
	x, ok := a.(T)
	if !ok {
		return false
	}
	if x != x && b != b { // both NaN
		return true
	}
	return x == b && math.Signbit(float64(x)) == math.Signbit(float64(b))
}

// testOps builds one device function per op and runs it through Call on
// every pair of inputs, comparing with native Go.
func testOps[T number](t *testing.T, bt *ir.Basic) {
	r := rand.New(rand.NewPCG(5, uint64(bt.Kind)))
	in := inputs[T](r)
	for _, op := range []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpMin, ir.OpMax} {
		f, bd := fn("op", ir.Device, []ir.Type{bt}, bt, bt)
		bd.Return(bd.Emit(op, bt, f.Params[0], f.Params[1]))
		done(t, f)
		for _, x := range in {
			for _, y := range in {
				want, ok := native(op, x, y)
				if !ok {
					continue
				}
				got, err := Call(f, x, y)
				if err != nil {
					t.Fatal(err)
				}
				if !same(got[0], want) {
					t.Fatalf("%s %s(%v, %v) = %v, want %v", bt, op, x, y, got[0], want)
				}
			}
		}
	}
	for _, op := range []ir.Op{ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe} {
		f, bd := fn("cmp", ir.Device, []ir.Type{tBool}, bt, bt)
		bd.Return(bd.Emit(op, tBool, f.Params[0], f.Params[1]))
		done(t, f)
		for _, x := range in {
			for _, y := range in[:10] {
				got, err := Call(f, x, y)
				if err != nil || got[0] != nativeBool(op, x, y) {
					t.Fatalf("%s %s(%v, %v) = %v, %v", bt, op, x, y, got, err)
				}
			}
		}
	}
	// Conversions to every other numeric type, and negation.
	for _, to := range []ir.BasicKind{ir.Int8, ir.Int16, ir.Int32, ir.Int64, ir.Uint8, ir.Uint16, ir.Uint32, ir.Uint64, ir.Float32, ir.Float64} {
		f, bd := fn("conv", ir.Device, []ir.Type{ir.Typ[to], bt}, bt)
		bd.Return(bd.Emit(ir.OpConvert, ir.Typ[to], f.Params[0]), bd.Emit(ir.OpNeg, bt, f.Params[0]))
		done(t, f)
		for _, x := range in {
			got, err := Call(f, x)
			if err != nil {
				t.Fatal(err)
			}
			if !same(got[1], -x) || !convOK(got[0], x, to) {
				t.Fatalf("%s→%s %v: got %v", bt, ir.Typ[to], x, got)
			}
		}
	}
}

// convOK compares with Go's native conversion where Go defines it (the
// out-of-range float cases are covered in compiler/internal/eval).
func convOK[T number](got any, x T, to ir.BasicKind) bool {
	if isFloat[T]() {
		f := float64(x)
		if f != f || math.Abs(f) >= 127 && to != ir.Float32 && to != ir.Float64 {
			return true
		}
	}
	switch to {
	case ir.Int8:
		return same(got, int8(x))
	case ir.Int16:
		return same(got, int16(x))
	case ir.Int32:
		return same(got, int32(x))
	case ir.Int64:
		return same(got, int64(x))
	case ir.Uint8:
		if isFloat[T]() && x < 0 {
			return true
		}
		return same(got, uint8(x))
	case ir.Uint16:
		if isFloat[T]() && x < 0 {
			return true
		}
		return same(got, uint16(x))
	case ir.Uint32:
		if isFloat[T]() && x < 0 {
			return true
		}
		return same(got, uint32(x))
	case ir.Uint64:
		if isFloat[T]() && x < 0 {
			return true
		}
		return same(got, uint64(x))
	case ir.Float32:
		return same(got, float32(x))
	}
	return same(got, float64(x))
}

func TestOps(t *testing.T) {
	testOps[int8](t, ir.Typ[ir.Int8])
	testOps[int16](t, ir.Typ[ir.Int16])
	testOps[int32](t, ir.Typ[ir.Int32])
	testOps[int64](t, ir.Typ[ir.Int64])
	testOps[uint8](t, ir.Typ[ir.Uint8])
	testOps[uint16](t, ir.Typ[ir.Uint16])
	testOps[uint32](t, ir.Typ[ir.Uint32])
	testOps[uint64](t, ir.Typ[ir.Uint64])
	testOps[float32](t, ir.Typ[ir.Float32])
	testOps[float64](t, ir.Typ[ir.Float64])
}

func TestDivZeroValueAndDebug(t *testing.T) {
	f, bd := fn("div", ir.Device, []ir.Type{tI32, tI32}, tI32, tI32)
	bd.Return(bd.Emit(ir.OpDiv, tI32, f.Params[0], f.Params[1]), bd.Emit(ir.OpRem, tI32, f.Params[0], f.Params[1]))
	done(t, f)
	got, err := Call(f, int32(7), int32(0))
	if err != nil || got[0] != int32(-1) || got[1] != int32(7) {
		t.Fatalf("7/0, 7%%0 = %v, %v; want -1, 7", got, err)
	}
	got, err = Call(f, int32(math.MinInt32), int32(-1))
	if err != nil || got[0] != int32(math.MinInt32) || got[1] != int32(0) {
		t.Fatalf("MinInt32/-1 = %v, %v", got, err)
	}
	_, err = Config{Debug: true}.Call(f, int32(7), int32(0))
	if !errorsIs(err, ErrDivZero) || !contains(err.Error(), "k.go:1:1") {
		t.Fatalf("debug 7/0: %v", err)
	}
}

func TestBoolAndBitOps(t *testing.T) {
	u16 := ir.Typ[ir.Uint16]
	f, bd := fn("bits", ir.Device, []ir.Type{tBool, u16, u16, u16}, tBool, u16, tI32)
	bd.Return(bd.Emit(ir.OpNot, tBool, f.Params[0]),
		bd.Emit(ir.OpShl, u16, f.Params[1], f.Params[2]),
		bd.Emit(ir.OpShr, u16, f.Params[1], i32c(-1)),
		bd.EmitAux(ir.OpMath, u16, int64(ir.MathClz), nil, f.Params[1]))
	done(t, f)
	got, err := Call(f, true, uint16(0x00f0), int32(4))
	if err != nil {
		t.Fatal(err)
	}
	want := []any{false, uint16(0x0f00), uint16(0), uint16(8)}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("result %d = %v (%T), want %v", i, got[i], got[i], want[i])
		}
	}
}
