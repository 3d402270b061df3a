// Package codeobj reads AMDGPU HSA code objects: the kernels of the
// metadata note (arguments, kernarg size, LDS and private sizes, wavefront
// size), checked against the ELF symbols. The compiler (compiler/amdgpu) uses
// it to check what llc built; the emulated ROC device (driver/emu) uses it
// to lay out the kernarg segment as the HIP runtime would.
package codeobj
