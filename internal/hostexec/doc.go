// Package hostexec runs ufunc, gufunc and reduce loops on the host: the
// CPU target (a serial loop on the caller's goroutine), the Parallel
// target (chunks over GOMAXPROCS goroutines, now or queued on a stream of
// the host device) and the Sim target (a grid of
// simt threads, each striding over the elements as a CUDA grid-stride loop
// does).
//
// It knows loops only as functions (Run, Fold, a gufunc core's Call) and
// operands only as ufunc.Operand values; the root package decides where a
// call runs and hands the host targets' work here. A panic of the user's
// core becomes an error wrapping driver.ErrKernelTrap, as a trapping
// kernel is reported.
package hostexec
