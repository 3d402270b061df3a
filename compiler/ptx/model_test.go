package ptx

import (
	"math"
	"math/rand/v2"
	"runtime"
	"testing"
)

// The sequences the backend emits for float→int conversion, math.Round and
// float min/max are modelled here in Go, step by step, with PTX's
// documented semantics for each instruction, and compared with native Go.
// This checks the algorithms; ptxas checks the text; a GPU run checks both.

// cvtRzi models cvt.rzi.sN.fM: truncation, saturating, NaN → 0.
func cvtRzi(x float64, lo, hi float64) float64 {
	switch {
	case math.IsNaN(x):
		return 0
	case x <= lo:
		return lo
	case x >= hi:
		return hi
	}
	return math.Trunc(x)
}

// modelI32 is cvtI32 for an f64 (f32: the same with the lower bound
// ">= -2^31", identical for f32 values).
func modelI32(x float64) int32 {
	r := int32(cvtRzi(x, math.MinInt32, math.MaxInt32))
	if !(x > -2147483649.0 && x < 2147483648.0) {
		r = math.MinInt32
	}
	return r
}

func modelI64(x float64) int64 {
	r := int64(0)
	if t := cvtRzi(x, -9223372036854775808.0, 9223372036854775807.0); t >= 9223372036854775807.0 {
		r = math.MaxInt64
	} else {
		r = int64(t)
	}
	if !(x >= -9223372036854775808.0 && x < 9223372036854775808.0) {
		r = math.MinInt64
	}
	return r
}

func modelU64(x float64, sub func(float64) float64) uint64 {
	lo := uint64(modelI64(x))
	hi := uint64(modelI64(sub(x))) | 1<<63
	if x < 9223372036854775808.0 {
		return lo
	}
	return hi
}

func convValues() []float64 {
	vs := []float64{math.NaN(), math.Inf(1), math.Inf(-1), 0, math.Copysign(0, -1), 0.5, -0.5, 1, -1, 1.5, -1.5,
		127.9, 128, -128.5, -129, 255.9, 256, 32767.5, 32768, -32769, 65535.9, 65536,
		2147483647, 2147483647.5, 2147483648, -2147483648, -2147483648.5, -2147483649, 4294967295.5, 4294967296,
		9223372036854775807, 9223372036854775808, -9223372036854775808, -9223372036854777856,
		18446744073709551615, 18446744073709551616, 3e19, 1e300, -1e300, 5e-324}
	r := rand.New(rand.NewPCG(1, 2))
	for range 4000 {
		e := r.IntN(140) - 10
		v := (r.Float64() + 0.5) * math.Ldexp(1, e)
		if r.IntN(2) == 0 {
			v = -v
		}
		vs = append(vs, v, math.Nextafter(v, 0), math.Ldexp(1, e), -math.Ldexp(1, e))
	}
	return vs
}

//go:noinline
func nativeConv(x float64) (int8, int16, int32, int64, uint8, uint16, uint32, uint64) {
	return int8(x), int16(x), int32(x), int64(x), uint8(x), uint16(x), uint32(x), uint64(x)
}

//go:noinline
func nativeConv32(x float32) (int8, int16, int32, int64, uint8, uint16, uint32, uint64) {
	return int8(x), int16(x), int32(x), int64(x), uint8(x), uint16(x), uint32(x), uint64(x)
}

func TestFloatToIntModelMatchesAmd64(t *testing.T) {
	if runtime.GOARCH != "amd64" {
		t.Skip("the emitted sequence reproduces amd64's conversions")
	}
	sub64 := func(x float64) float64 { return x - 9223372036854775808.0 }
	sub32 := func(x float64) float64 { return float64(float32(x) - float32(9223372036854775808.0)) }
	for _, x := range convValues() {
		a8, a16, a32, a64, b8, b16, b32, b64 := nativeConv(x)
		i32 := modelI32(x)
		got := [8]uint64{uint64(int8(i32)), uint64(int16(i32)), uint64(i32), uint64(modelI64(x)),
			uint64(uint8(i32)), uint64(uint16(i32)), uint64(uint32(modelI64(x))), modelU64(x, sub64)}
		want := [8]uint64{uint64(a8), uint64(a16), uint64(a32), uint64(a64), uint64(b8), uint64(b16), uint64(b32), b64}
		if got != want {
			t.Fatalf("f64 %v (%#x): model %#x, native %#x", x, math.Float64bits(x), got, want)
		}
		f := float32(x)
		a8, a16, a32, a64, b8, b16, b32, b64 = nativeConv32(f)
		x32 := float64(f)
		i32 = modelI32(x32)
		got = [8]uint64{uint64(int8(i32)), uint64(int16(i32)), uint64(i32), uint64(modelI64(x32)),
			uint64(uint8(i32)), uint64(uint16(i32)), uint64(uint32(modelI64(x32))), modelU64(x32, sub32)}
		want = [8]uint64{uint64(a8), uint64(a16), uint64(a32), uint64(a64), uint64(b8), uint64(b16), uint64(b32), b64}
		if got != want {
			t.Fatalf("f32 %v: model %#x, native %#x", f, got, want)
		}
	}
}

// modelRound is the emitted math.Round: t = trunc(x); |x-t| >= 0.5 ? t +
// copysign(1, x) : t, in f64 arithmetic.
func modelRound(x float64) float64 {
	t := math.Trunc(x)
	if math.Abs(x-t) >= 0.5 {
		return t + math.Copysign(1, x)
	}
	return t
}

// modelRound32 is the same sequence in f32 arithmetic.
func modelRound32(x float32) float32 {
	t := float32(math.Trunc(float64(x)))
	if d := x - t; float32(math.Abs(float64(d))) >= 0.5 {
		return t + float32(math.Copysign(1, float64(x)))
	}
	return t
}

func TestRoundModelMatchesGo(t *testing.T) {
	vs := append(convValues(), 0.49999999999999994, -0.49999999999999994, 2.5, -2.5, 4503599627370495.5,
		4503599627370496, 8388607.5, 8388608.5, 0.49999997)
	for _, x := range vs {
		if got, want := modelRound(x), math.Round(x); math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
			t.Fatalf("Round(%v) = %v, want %v", x, got, want)
		}
		f := float32(x)
		got, want := modelRound32(f), float32(math.Round(float64(f)))
		if math.Float32bits(got) != math.Float32bits(want) && !(got != got && want != want) {
			t.Fatalf("Round(float32 %v) = %v, want %v", f, got, want)
		}
	}
}

// ptxMin models PTX min.f64: the non-NaN operand when one is NaN; either
// zero for ±0 (modelled as the first, the worse case for the patch).
func ptxMin(x, y float64) float64 {
	switch {
	case math.IsNaN(x):
		return y
	case math.IsNaN(y) || x == y:
		return x
	case x < y:
		return x
	}
	return y
}

func ptxMax(x, y float64) float64 {
	switch {
	case math.IsNaN(x):
		return y
	case math.IsNaN(y) || x == y:
		return x
	case x > y:
		return x
	}
	return y
}

// modelMinMax is fminmax: the PTX instruction, then ±0 and NaN patches.
func modelMinMax(isMax bool, x, y float64) float64 {
	m := ptxMin(x, y)
	bits := math.Float64bits(x) | math.Float64bits(y)
	if isMax {
		m = ptxMax(x, y)
		bits = math.Float64bits(x) & math.Float64bits(y)
	}
	if x == y {
		m = math.Float64frombits(bits)
	}
	if math.IsNaN(x) {
		m = x
	}
	if math.IsNaN(y) {
		m = y
	}
	return m
}

func TestMinMaxModelMatchesGo(t *testing.T) {
	negz := math.Copysign(0, -1)
	vs := []float64{math.NaN(), math.Inf(1), math.Inf(-1), 0, negz, 1, -1, 2.5, -3, 5e-324, math.MaxFloat64}
	for _, x := range vs {
		for _, y := range vs {
			for _, isMax := range []bool{false, true} {
				got := modelMinMax(isMax, x, y)
				want := min(x, y)
				if isMax {
					want = max(x, y)
				}
				if math.IsNaN(want) {
					if !math.IsNaN(got) {
						t.Errorf("max=%v(%v, %v) = %v, want NaN", isMax, x, y, got)
					}
					continue
				}
				if math.Float64bits(got) != math.Float64bits(want) {
					t.Errorf("max=%v(%v, %v) = %v, want %v", isMax, x, y, got, want)
				}
			}
		}
	}
}
