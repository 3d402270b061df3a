// Command kern compiles kernel Go ahead of time and inspects devices.
//
//	kern gen PACKAGES...                    write kern_gen.go with PTX/AMD code (for go:generate)
//	kern ptx [-arch sm_XX] [-o FILE] PKGS   write a PTX module per package
//	kern amdgpu [-mcpu gfxNNN] [-o F] PKGS  write LLVM IR, or a code object with -o x.hsaco
//	kern ir PACKAGES...                     print kern's IR for every marked function
//	kern devices                            list CUDA and ROCm devices (like numba.cuda.detect())
//
// Exit status: 0 on success, 1 when compilation reports errors, 2 on misuse.
package main
