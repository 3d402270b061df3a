// Command kern compiles kernel Go ahead of time and inspects devices.
//
//	kern gen [PACKAGES...]                         write kern_gen.go with PTX/AMD code (for go:generate)
//	kern ptx [-arch sm_XX] [-debug] [-fastmath] [-o FILE | -d DIR] PACKAGES...
//	                                               write a PTX module per package
//	kern amdgpu [-mcpu gfxNNN] [-o FILE] PACKAGES... write LLVM IR, or a code object with -o x.hsaco
//	kern ir [-debug] PACKAGES...                   print kern's IR for every marked function
//	kern devices [-libcuda PATH] [-libhip PATH]    list CUDA and ROC devices (like numba.cuda.detect())
//	kern jit DIR                                   compile one package for the run-time JIT (KERN_JIT=1 runs it)
//	kern prof [-n N] [-lines] FILE                 print a GPU profile's top kernels, copies and host calls:
//	                                               time, calls, bytes, GB/s (-pprof ARGS: go tool pprof ARGS)
//
// Run any command with -h for its flags.
//
// Exit status: 0 on success, 1 when compilation reports errors, 2 on misuse.
package main
