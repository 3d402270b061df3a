// Package dispatch is the device-facing half of kern's GPU path: what the
// runtime (package kern) needs to run compiled code on a device once it
// has decided where a call runs and what its operands are.
//
//   - Modules and Code: generated code loaded once per (package, device)
//     — PTX on CUDA, a code object (embedded, or compiled from the
//     embedded LLVM IR by amd_comgr) on ROC, the IR itself on the emulated
//     ROC device — into the device's own Code, which lives as long as the
//     device, and each entry point (Func) looked up once, with its
//     occupancy-based block size and grid (Config, GridFor) and its
//     static shared memory.
//   - ParamBuf and Pool: a launch's flattened parameters, one 8-byte slot
//     per leaf at the indices package abi gives, pooled per entry point so
//     that a launch allocates nothing.
//   - CheckTrap: reading and clearing a debug module's trap record after a
//     launch, reported as a *driver.KernelTrapError.
//   - Call: the one launch sequence (copy in, launch, trap check, copy
//     back, keep alive, free) of every kernel launch, ufunc, gufunc,
//     reduce stage and streamed chunk.
//
// It imports abi and the drivers, never package kern: the runtime hands
// it its devices through the Device and Host interfaces (Host allocates a
// call's temporary copies as the runtime's device arrays) and its streams
// through Queue (which keeps values alive until the stream's work is done).
package dispatch
