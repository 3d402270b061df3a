// Package comgr compiles LLVM IR into AMD GPU code objects at run time with
// AMD's Code Object Manager (libamd_comgr), bound through
// github.com/ebitengine/purego without cgo and without any ROCm compiler
// installed. The roc target uses it when a kern package embeds no code
// object for the device's processor: kern gen stores code objects for a few
// processors (GenPackage.AMDGPU) and the LLVM IR (GenPackage.LLVM) from
// which any other processor's object is built here. It imports no part of
// kern's compiler.
//
// # Library
//
// New(Options{Library: path}) opens the library on first use; an empty
// path tries libamd_comgr.so.2 (ROCm 5 and early ROCm 6; Debian's
// libamd-comgr2), libamd_comgr.so, libamd_comgr.so.3 and
// /opt/rocm/lib/libamd_comgr.so. Tests read KERN_LIBCOMGR. The C ABI follows
// amd_comgr.h: handles (amd_comgr_data_t, _data_set_t, _action_info_t) are
// structs of one uint64_t passed by value, statuses are 32-bit enums. The
// action numbers differ between interface majors (2.x: CODEGEN_BC_TO_RELOCATABLE
// 6, LINK_RELOCATABLE_TO_EXECUTABLE 9; 3.x renumbered them to 4 and 7), so
// Load reads amd_comgr_get_version and refuses other majors (ErrVersion).
// Only 2.4 (ROCm 5.2) has been run; the 3.x numbers come from its header.
//
// # Compiling
//
// Comgr.Compile(ir, isa, options...) puts the IR (text or bitcode: comgr
// hands it to clang as -x ir, whose parser takes both) in a
// AMD_COMGR_DATA_KIND_BC object, runs CODEGEN_BC_TO_RELOCATABLE with the
// clang options (default -O3, as compiler/amdgpu gives llc) and
// LINK_RELOCATABLE_TO_EXECUTABLE, and returns the shared object. The isa
// name is ISAName(arch): "amdgcn-amd-amdhsa--" followed by the device's
// architecture with its target features ("gfx90a:sramecc+:xnack-"). Logging
// is on for every action; a failure is an *Error whose Log is comgr's log
// (clang's diagnostics, e.g. "kern.bc:3:7: error: ..."). Compilations on
// one Comgr are serialised.
//
// comgr 2.4 contains ROCm's LLVM 14 fork; it reads the LLVM 15 text that
// compiler/amdgpu writes (opaque "ptr addrspace(N)" pointers included), and
// its objects list the same kernels, descriptors, argument layouts, wave
// sizes and IEEE denormal modes as llc-15 and ld.lld-15 produce (tested).
// Its ISA list runs from gfx600 to gfx1036: no gfx940/gfx942 (MI300) and no
// gfx11; a newer libamd_comgr is needed for those.
//
// # Choosing a code object
//
// Cache.CodeObjectFor(pkg, objects, llvm, arch) returns the embedded object
// for the device (exact architecture, else its processor) or compiles the IR
// once per (package, architecture). The IR fixes the wavefront size of the
// processor it was first emitted for: wave64 IR is compiled for RDNA
// devices with -mwavefrontsize64, wave32 IR is refused on gfx9 (no wave32
// there) with ErrWaveSize, and every kernel descriptor of the result is
// checked against the IR's size (KernelWaveSizes) so that code never runs
// at a size its WarpSize, lane masks and shuffles were not written for.
//
// Errors match a package sentinel and the corresponding driver sentinel
// with errors.Is: ErrNoLibrary and ErrVersion (driver.ErrNoDriver),
// ErrCompile (driver.ErrJIT), ErrISA (driver.ErrInvalidValue), ErrWaveSize
// (driver.ErrUnsupported), ErrNoCode (driver.ErrNotFound).
package comgr
