// Package gen is `kern gen`: it loads Go packages, compiles every
// instantiation of every marked function with its wrapper kernels
// (compiler/wrap), optimizes the package's module, writes one PTX module
// (sm_70 by default, which newer GPUs JIT forward), per AMD processor LLVM
// IR optimized by opt-15 -O3 and, when opt-15, llc-15 and ld.lld-15 are
// available, an HSA code object built from that IR (without opt-15 the IR
// is written unoptimized and no code objects are built, as without llc),
// and renders per package:
//
//   - kern_gen.go: an init function that registers a kern.GenPackage, with
//     the PTX, LLVM IR and code objects embedded from side files
//     (kern_gen.ptx, kern_gen_gfx90a.hsaco; kern_gen.ll, the first -mcpu's
//     IR, which the runtime compiles for processors kern gen did not, and
//     kern_gen_gfx1030.ll for each other processor whose IR text differs,
//     which GenPackage.LLVMFor maps each processor to, so that the
//     emulated ROC device runs its processor's) with //go:embed,
//     one kern.GenFunc per instantiation and a typed CPU loop per vectorize
//     and reduce instantiation that calls the core directly, so the Go
//     compiler inlines it, and per kernel a CPU block function written from
//     its statements (internal/cpublock), type-checked with the package,
//     or a comment that says why it has none;
//   - kern_gen_test.go: a test that recomputes the source hash with
//     package gencheck and fails when kern_gen.go is stale.
//
// GenFunc.ID is kern.Identity as the CPU side computes it: the function's
// runtime name (the import path escaped as the linker does, "main" for a
// main package, "[...]" for a generic function) with "[...]" replaced by
// the operand dtypes, parameters (element dtypes of slices and views) then
// results, or the one dtype they all have (abi.InstanceName). The front end
// rejects two instances whose operands have the same dtypes (K028) unless
// their type arguments lower alike too (int and int64), and so their code.
//
// Kernel symbols are abi.EntryName of the IR names; before emitting LLVM IR
// the kernels are renamed to the same symbols, so GenFunc.Entries names a
// kernel in the PTX module and in every code object.
//
// Nothing is written when any package has a diagnostic; files are written
// atomically (temporary file, then rename).
package gen
