// Package kern writes GPU kernels and NumPy-style ufuncs as ordinary Go
// functions.
//
// The kernel-side API (Thread, Dim3, Shared, the atomics and shuffles, and the
// strided views Array1, Array2 and Array3) has plain-Go semantics: a kernel is
// an ordinary Go function whose first parameter is a *Thread, so it builds
// with `go build`, runs on the CPU under the sim target, and can be stepped
// through in a debugger. `kern gen` compiles the same functions ahead of time
// to PTX and AMD GPU code. Where the sources are readable, code generated
// from an older version of a function never runs: GPU calls of it return
// an error wrapping ErrStale (run go generate), the CPU targets run the Go
// function instead and say so once per function on os.Stderr (a kernel
// loses its block function and runs on the simulator, far slower;
// SetWarnings redirects or silences these warnings), and with KERN_JIT=1
// (or package jit imported) it is compiled again from source at its first
// use.
//
// A kernel launches with Launch, whose arguments (...any) may be nd
// arrays, device arrays and Go values and are checked when it runs, or
// with Run, whose arguments are typed by the kernel's signature and so
// checked by the compiler:
//
//	k := kern.NewKernel2(Scale) // func Scale(t *kern.Thread, x []float32, a float32)
//	err := k.Run(kern.Auto, 1, 32, x, 2)
//
// Where a call runs: kern.Auto is the GPU holding the operands, else a GPU
// when kern gen compiled the function, else the host by the fastest
// correct path (Parallel; a kernel runs its generated block function
// there, or the simulator without one). The host device, and its
// streams, mean the same; kern.Sim asks for the simulator. Where reports
// the choice, or the error the call would return.
//
// See docs/design.md for the architecture and the subset of Go ("kernel Go") that
// the GPU compiler accepts.
package kern
