package reject

import (
	"github.com/kernlab/kern"
	"github.com/kernlab/kern/half"
)

//kern:kernel
func HalfOperators(t *kern.Thread, x []kern.Float16, y []kern.BFloat16, e []kern.Float8E4M3, out []float32) {
	a, b := x[0], x[1]
	x[2] = a + b     // ERROR "K041" col=11
	if y[0] < y[1] { // ERROR "K041"
		out[0] = float32(a) // ERROR "K041"
	}
	x[3] = kern.Float16(out[1]) // ERROR "K041"
	x[4] = -b                   // ERROR "K041"
	out[2] = e[0].Float32()     // FP8 widens in kernel code
	x[5] = a ^ 0x8000           // bit operations keep Go's meaning
	if a == b {                 // and so does == (bit patterns)
		out[3] = half.HAdd(a, b).Float32()
	}
	out[4] = float32(half.ToFloat8E4M3(out[5])) // ERROR "K041"
	e[1] = kern.ToFloat8E4M3(out[6])            // and rounds
	e[2] = kern.Float8E4M3(out[10])             // ERROR "K041"
	e[3] = e[0] * e[1]                          // ERROR "K041"
	x[6] = kern.ToFloat16(out[7])               // kern's conversions are kernel code
	out[8] = kern.HToFloat32(kern.HFromFloat32[kern.BFloat16](out[9]))
}

//kern:kernel
func HalfPairOperators(t *kern.Thread, x []kern.Float16, out []float32) {
	p, q := kern.Load2(x, 0), kern.Pack2(x[2], x[3])
	r := p + q // ERROR "K041"
	if p < q { // ERROR "K041"
		out[0] = float32(r) // ERROR "K041"
	}
	kern.Store2(x, 4, p^q) // bit operations keep Go's meaning
	kern.Store2(x, 6, kern.HAdd2(p, q))
}

//kern:vectorize
func HalfPairCore(a, b kern.Half2[kern.Float16]) kern.Half2[kern.Float16] { // ERROR "K041"
	return kern.HAdd2(a, b)
}

//kern:kernel
func HalfPairParam(t *kern.Thread, x []kern.Half2[kern.BFloat16]) { // ERROR "K041"
	x[0] = kern.HNeg2(x[0])
}

// A core may use pairs inside: one element a call gains nothing, but it is
// ordinary kernel code.
//
//kern:vectorize
func HalfPairInside(a, b kern.Float16) kern.Float16 {
	p := kern.HMul2(kern.Pack2(a, b), kern.Pack2(b, a))
	return kern.HAdd(p.Lo(), p.Hi())
}

// An untyped constant given to the 16-bit arithmetic converts as a bit
// pattern (Go's rule), never what the call means.
//
//kern:kernel
func HalfConstants(t *kern.Thread, x []kern.Float16, y []kern.BFloat16) {
	y[0] = kern.HSub(y[1], 1) // ERROR "K041"
	const two = 2
	const one kern.Float16 = 0x3c00              // a typed constant names its pattern
	x[0] = kern.HMul(x[1], 2)                    // ERROR "K041: 2 is converted to kern.Float16 as a bit pattern, not as a value (Go's rule for a constant of a uint16 type): write kern.ToFloat16(2) for the value, or kern.Float16(2) if the pattern is meant"
	x[2] = half.HFma(x[3], two, x[4])            // ERROR "K041"
	x[5] = kern.HMul(x[6], kern.Float16(0x4000)) // a conversion names the pattern
	x[7] = kern.HAdd(x[8], one)
	x[9] = kern.HMax(x[10], 0) // zero is +0 either way
	x[11] = kern.HMul(x[12], kern.ToFloat16(2))
	kern.AtomicAdd(&x[13], 1) // ERROR "K041"
}

// A kernel generic over the 16-bit types takes an untyped constant as a
// bit pattern as well.
//
//kern:vectorize
func HalfGenericConst[T kern.Half](x T) T { return kern.HMul(x, 2) } // ERROR "K041"

// Go's conversion between two reduced-precision types keeps the bit
// pattern: a kern.Float16 pattern read as E4M3 or bfloat16 is another
// number. Conversions to and from the underlying uint16 or uint8 name a
// pattern on purpose.
//
//kern:kernel
func HalfCrossConvert(t *kern.Thread, x []kern.Float16, y []kern.BFloat16, e []kern.Float8E4M3, f []kern.Float8E5M2) {
	e[0] = kern.Float8E4M3(x[0]) // ERROR "K041: kern.Float8E4M3(kern.Float16) keeps the bit pattern, not the value: convert the value with kern.ToFloat8E4M3(x.Float32())"
	y[0] = kern.BFloat16(x[1])   // ERROR "K041: kern.BFloat16(kern.Float16) keeps the bit pattern, not the value: convert the value with kern.ToBFloat16(x.Float32()) (kern.HFromFloat32[T] for a type parameter), or write kern.BFloat16(uint16(x)) if the pattern is meant"
	x[2] = kern.Float16(f[0])    // ERROR "K041: kern.Float16(kern.Float8E5M2) keeps the bit pattern, not the value: convert the value with kern.ToFloat16(x.Float32())"
	f[1] = kern.Float8E5M2(e[1]) // ERROR "K041: kern.Float8E5M2(kern.Float8E4M3)"
	x[3] = kern.Float16(y[1])    // ERROR "K041: kern.Float16(kern.BFloat16)"
	x[4] = kern.Float16(uint16(y[2]))
	e[2] = kern.Float8E4M3(uint8(f[2]))
	x[5] = kern.Float16(x[6])
	e[3] = kern.ToFloat8E4M3(x[7].Float32())
	p := kern.Pack2(x[8], x[9])
	x[10] = kern.Float16(p) // ERROR "K041: kern.Float16(kern.Half2[kern.Float16]) converts a bit pattern"
}

// The same conversion through a type parameter over the 16-bit types is
// refused in each instance.
//
//kern:vectorize
func HalfGenericCross[T kern.Half](x T) kern.Float8E4M3 { return kern.Float8E4M3(x) } // ERROR "K041: keeps the bit pattern"

// An untyped constant given a reduced-precision type anywhere in kernel
// code converts as a bit pattern.
//
//kern:kernel
func HalfConstPlaces(t *kern.Thread, x []kern.Float16, e []kern.Float8E4M3, out []float32) {
	var one kern.Float16 = 1 // ERROR "K041: 1 is converted to kern.Float16 as a bit pattern, not as a value (Go's rule for a constant of a uint16 type): write kern.ToFloat16(1) for the value, or kern.Float16(1) if the pattern is meant"
	x[0] = one
	x[1] = 2                    // ERROR "K041: write kern.ToFloat16(2)"
	e[0] = fp8Const(out[0] > 0) // the constants are reported in the helper
	if x[2] == 1 {              // ERROR "K041: 1 is converted to kern.Float16"
		x[3] = halfTwice(x[4], 3) // ERROR "K041: write kern.ToFloat16(3)"
	}
	xs := [2]kern.Float16{x[5], 4} // ERROR "K041: 4 is converted"
	x[6] = xs[1]
	var zero kern.Float16 = 0 // zero is +0 in every format
	x[7] = zero
	x[8] = kern.Float16(0x3c00) // an explicit conversion names the pattern
	x[9] ^= 0x8000              // and bitwise operators edit it
	x[10] = x[11] &^ 0x8000
	e[1] = kern.Float8E4M3(0x38)
	e[2] = 0
	switch x[12] {
	case 0x3c00: // ERROR "K041: 0x3c00 is converted to kern.Float16"
		out[1] = 1
	}
	var pr kern.Half2[kern.Float16] = 1 // ERROR "K041: 1 is converted to kern.Half2[kern.Float16] as a bit pattern, not as a value (Go's rule for a constant of a uint32 type): build the pair with kern.Pack2 of two kern.Float16 values"
	kern.Store2(x, 14, pr)
}

// fp8Const returns untyped constants as kern.Float8E4M3 bit patterns.
func fp8Const(big bool) kern.Float8E4M3 {
	if big {
		return 100 // ERROR "K041: 100 is converted to kern.Float8E4M3 as a bit pattern, not as a value (Go's rule for a constant of a uint8 type): write kern.ToFloat8E4M3(100) for the value, or kern.Float8E4M3(100) if the pattern is meant"
	}
	return 1 // ERROR "K041: write kern.ToFloat8E4M3(1)"
}

func halfTwice(a, b kern.Float16) kern.Float16 { return kern.HMul(a, b) }

// A generic kernel's constant is checked in each instance, as the type
// the parameter stands for.
//
//kern:vectorize
func HalfGenericReturn[T kern.Half](x T) T {
	if kern.HToFloat32(x) > 0 {
		return 1 // ERROR "K041: in this instance) as a bit pattern, not as a value (Go's rule for a constant of a uint16 type): write kern.HFromFloat32[T](1) for the value, or T(1) if the pattern is meant"
	}
	return x
}

// A package-level table's constants are bit patterns too: kernel code
// reading it gets them.
var (
	halfTable    = [2]kern.Float16{1, 0x3c00} // ERROR "K041: 1 is converted to kern.Float16 as a bit pattern"
	halfPatterns = [2]kern.BFloat16{kern.BFloat16(0x3f80), 0}
)

//kern:kernel
func HalfGlobalConst(t *kern.Thread, x []kern.Float16, y []kern.BFloat16) {
	x[0] = halfTable[1]
	y[0] = halfPatterns[0]
}
