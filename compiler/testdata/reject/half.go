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
	x[0] = kern.HMul(x[1], 2)                    // ERROR "K041"
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
