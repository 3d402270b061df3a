package cudajl

import "github.com/kernlab/kern"

// CUDA.jl's BFloat16 tests (test/core/device/bfloat16.jl): kernels for
// its load/store, in-kernel arithmetic and mixed-type promotion cases,
// and ufunc cores for its broadcasts, comparisons, conversions and
// reductions (CUDA.jl's testf runs them as broadcasts over CuArrays and
// compares with the CPU).

// BF16Copy is "load/store": thread i copies src[i] to dst[i].
//
//kern:kernel
func BF16Copy(t *kern.Thread, dst, src []kern.BFloat16) {
	i := t.ThreadIdx().X
	dst[i] = src[i]
}

// BF16Inc is "in-kernel arithmetic" (CUDA.jl's reproducer of an LLVM
// instruction-selection failure): thread i adds 1 to x[i] in place.
//
//kern:kernel
func BF16Inc(t *kern.Thread, x []kern.BFloat16) {
	i := t.ThreadIdx().X
	x[i] = kern.HAdd(x[i], kern.ToBFloat16(1))
}

// BF16Mixed is "mixed-type promotion": a·n with n an int32 and a·f with
// f a float32, in float32, to c32[0] and c32[1], and a·d with d a float64
// (cvt.f64.bf16 on an sm_90), in float64, to c64[0].
//
//kern:kernel
func BF16Mixed(t *kern.Thread, c32 []float32, c64 []float64, a kern.BFloat16, n int32, f float32, d float64) {
	c32[0] = a.Float32() * float32(n)
	c32[1] = a.Float32() * f
	c64[0] = a.Float64() * d
}

// The broadcasts: x .+ y, x .- y, x .* y, x ./ y, x .* x and x .^ 2.
//
//kern:vectorize
func BF16Add(x, y kern.BFloat16) kern.BFloat16 { return kern.HAdd(x, y) }

//kern:vectorize
func BF16Sub(x, y kern.BFloat16) kern.BFloat16 { return kern.HSub(x, y) }

//kern:vectorize
func BF16Mul(x, y kern.BFloat16) kern.BFloat16 { return kern.HMul(x, y) }

//kern:vectorize
func BF16Div(x, y kern.BFloat16) kern.BFloat16 { return kern.HDiv(x, y) }

// BF16Square is x .* x, and x .^ 2, which Julia lowers to x * x.
//
//kern:vectorize
func BF16Square(x kern.BFloat16) kern.BFloat16 { return kern.HMul(x, x) }

// The comparisons: x .== y, x .< y, x .<= y.
//
//kern:vectorize
func BF16Eq(x, y kern.BFloat16) bool { return kern.HEq(x, y) }

//kern:vectorize
func BF16Lt(x, y kern.BFloat16) bool { return kern.HLt(x, y) }

//kern:vectorize
func BF16Le(x, y kern.BFloat16) bool { return kern.HLe(x, y) }

// The conversions: Float32.(x), BFloat16.(f) for float32 f and
// BFloat16.(n) for int32 n.
//
//kern:vectorize
func BF16ToFloat32(x kern.BFloat16) float32 { return x.Float32() }

//kern:vectorize
func BF16FromFloat32(f float32) kern.BFloat16 { return kern.ToBFloat16(f) }

//kern:vectorize
func BF16FromInt32(n int32) kern.BFloat16 { return kern.ToBFloat16(float32(n)) }

// The reductions: sum, prod, and sum(abs2, x) as BF16Sum of BF16Square.
//
//kern:reduce
func BF16Sum(a, b kern.BFloat16) kern.BFloat16 { return kern.HAdd(a, b) }

//kern:reduce
func BF16Prod(a, b kern.BFloat16) kern.BFloat16 { return kern.HMul(a, b) }
