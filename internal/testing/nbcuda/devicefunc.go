package nbcuda

import "github.com/kernlab/kern"

// test_device_func.py's kernels. A numba device function is a Go function
// a kernel calls; its signature's casts are Go conversions written at the
// call. Not ported: the CPU dispatcher cases (numba's @jit functions
// called from a kernel: every Go function of the package is one function
// for both), inspect_llvm/inspect_asm of a device function (kern gen
// inlines or emits them inside the kernel's module; the PTX is in
// kern_gen.ptx), calling a device function as a kernel (Go's types keep
// the two apart: NewKernel takes only a func(*kern.Thread, ...)), and
// cuda.declare_device with CUDA C sources, C ABI and cffi pointers: kern
// links no foreign code (docs/examples.md).

func add2f(a, b float32) float32 { return a + b }

func indirect(a, b float32) float32 { return add2f(a, b) }

// UseAdd2f is use_add2f.
//
//kern:kernel
func UseAdd2f(t *kern.Thread, ary []float32) {
	i := t.Grid1()
	ary[i] = add2f(ary[i], ary[i])
}

// IndirectAdd2f is indirect_add2f: a device function calling another.
//
//kern:kernel
func IndirectAdd2f(t *kern.Thread, ary []float32) {
	i := t.Grid1()
	ary[i] = indirect(ary[i], ary[i])
}

// AddGeneric is the @jit add of the dispatcher cases: a generic Go
// function the kernel instantiates.
func AddGeneric[T int64 | float64](a, b T) T { return a + b }

// AddKernel is add_kernel.
//
//kern:kernel
func AddKernel(t *kern.Thread, ary []int64) {
	i := t.Grid1()
	ary[i] = AddGeneric(ary[i], 1)
}

// Rgba is rgba: numba's int32(int32, int32, int32, int32) signature
// converts the float32 channels at the call.
func Rgba(r, g, b, a int32) int32 {
	return ((r & 0xFF) << 16) | ((g & 0xFF) << 8) | ((b & 0xFF) << 0) | ((a & 0xFF) << 24)
}

// RgbaCaller is rgba_caller.
//
//kern:kernel
func RgbaCaller(t *kern.Thread, x []int32, channels []float32) {
	x[0] = Rgba(int32(channels[0]), int32(channels[1]), int32(channels[2]), int32(channels[3]))
}

func times2(a int32) int32 { return a * 2 }

func deviceFunc1(x int32) int32 { return times2(x) }

func deviceFunc2(x int32) int32 { return deviceFunc1(x) }

// DeclaredTwice is the declare_device kernels with Go device functions
// for times2 and times3: r[i] = device_func_2(x[i]) +
// device_func(x[i]+i) + times2(x[i]) + times3(x[i]) = x·9 + 2i.
//
//kern:kernel
func DeclaredTwice(t *kern.Thread, r, x []int32) {
	i := t.Grid1()
	if i < len(r) {
		r[i] = deviceFunc2(x[i]) + deviceFunc1(x[i]+int32(i)) + times2(x[i]) + x[i]*3
	}
}
