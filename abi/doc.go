// Package abi is the contract between kern's compiler side (compiler/wrap,
// compiler/ptx, compiler/amdgpu, internal/gen, cmd/kern), the code kern gen
// writes, and the runtime (package kern) that loads and launches it. The
// compiler never imports the runtime and the runtime never imports the
// compiler (docs/design.md), so whatever both must agree on is defined
// here, once, and both import it; it imports only the standard library.
// Its Go names are the protoimpl pattern of protobuf: users and generated
// files see them through package kern, which re-exports what is public.
//
// What it holds, and why each is shared:
//
//   - Kinds (Kind) and roles (Role*): the directive a generated function
//     came from and the names of its entry kernels. kern gen writes them
//     into the registration, the runtime picks an entry by role.
//   - Wrapper names (WrapperName) and symbols (Mangle, EntryName): the
//     compiler names a wrapper core + "__" + role and both backends name a
//     kernel EntryName(IR name); kern gen records that symbol and the
//     runtime looks it up in the loaded module, so one rule must make both.
//   - Limits (MaxRank, MaxLoopRank, ReduceBlock, ReduceMaxPartials,
//     ReduceGroup, ReducePartials): the wrappers are compiled for a fixed
//     number of dimensions and a fixed reduce block size; the runtime must
//     coalesce to at most that many, pad to exactly that many and launch
//     with exactly that block, and a reduction with the grid that fixes its
//     fold order.
//   - Parameter layouts (Contig, Strided, GU, Stage1*, Stage2*, Slice*,
//     View*, GUCoreRank, Leaf, Offsets): the wrapper kernels' launch
//     parameters, leaf by leaf. compiler/wrap builds each wrapper's IR
//     parameters from these lists and reads them by these indices; the
//     runtime writes its parameter buffer at the same indices. Tests on
//     both sides check against these descriptions, so a change on one side
//     alone fails.
//   - The trap record (TrapRecord*, Trap*): the global a debug module's
//     failed check writes and the runtime reads after a launch.
//   - Identities (Identity, RuntimeName, SplitRuntimeName, InstanceName):
//     kern gen names an instantiation from source, the runtime from the
//     function value; the registry finds code only when they match.
//   - KernPath: the import path of package kern, by which the compiler side
//     (compiler, its SSA lowering, internal/cpublock) recognizes kern's
//     kernel-side API; one definition for all of them.
//   - HostPinning types (Package, Func, Param): what a kern_gen.go file
//     passes to kern.RegisterGenerated (as kern.GenPackage, ...).
//   - Shuffles (ShflIdx … ShflXor, ShflSource): which lane a warp shuffle
//     reads, which the simulator follows and the interpreter, the PTX and
//     the AMD code must give too.
//
// docs/gpu-abi.md describes the wrapper kernels' semantics.
package abi
