// Package dispatch is the device-facing half of kern's GPU path: what the
// runtime (package kern) needs to run compiled code on a device once it
// has decided where a call runs and what its operands are.
//
//   - Modules: generated code loaded once per (package, device) — PTX on
//     CUDA, a code object (embedded, or compiled from the embedded LLVM IR
//     by amd_comgr) on ROC, the IR itself on the emulated ROC device —
//     and each entry point (Func) looked up once, with its
//     occupancy-based block size and grid (Config, GridFor) and its
//     static shared memory.
//   - ParamBuf and Pool: a launch's flattened parameters, one 8-byte slot
//     per leaf at the indices package abi gives, pooled per entry point so
//     that a launch allocates nothing.
//   - CheckTrap: reading and clearing a debug module's trap record after a
//     launch, reported as a *driver.KernelTrapError.
//
// It imports abi and the drivers, never package kern: the runtime hands
// it its devices through the Device interface. The launch sequence itself
// (copy in, launch, trap check, copy back, keep alive) is package kern's
// gpuCall, which owns the device arrays and streams it works with.
package dispatch
