// Package placement decides where a call or a kernel launch runs: the one
// resolver of the runtime, so that ufuncs, gufuncs, reductions and
// kernels follow the same rules. The root package turns its placement
// argument (a kern.Target, *kern.Device, *kern.Stream) and the operands'
// device into a Request; Resolve applies the rules:
//   - Auto runs, when the function has code for it, on the GPU that holds
//     the operands, or with host operands on the default device when that
//     is a GPU (else the first CUDA or ROC device the code fits); code for
//     a GPU is code that runs there (Code.Fits): PTX for its compute
//     capability or lower, AMD code or LLVM IR; otherwise on Parallel, the fastest host path (a kernel:
//     its block function on Parallel when kern gen wrote a current one,
//     else Sim);
//   - CUDA and ROC need compiled code (else dispatch.ErrNoGPUCode) that
//     is current (else the staleness error the launch would meet) and a
//     device of their kind (the operands', the named one, or the default;
//     else an error wrapping driver.ErrNoDevice);
//   - CPU targets need operands the CPU can address; a kernel runs on them
//     as a Sim grid, or on CPU and Parallel through its generated block
//     function when it has a current one (on the host device either way).
package placement
