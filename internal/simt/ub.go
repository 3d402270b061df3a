package simt

import (
	"fmt"
	"runtime"
	"strings"
)

// The simulator reports GPU undefined behaviour that plain Go would run
// through silently, as compute-sanitizer's synccheck would on a GPU: threads
// of a block waiting at different SyncThreads statements, and shuffles that
// read a lane which did not take part (it exited, diverged, or does not
// exist in a partial last warp). The check costs a few hundred nanoseconds
// per SyncThreads and shuffle (the caller's program counter); the
// simulator is a correctness tool.

// ErrUndefined is the error of a kernel whose threads did something a GPU
// leaves undefined; KernelError wraps it with the block, thread and site.
var ErrUndefined = fmt.Errorf("undefined behaviour on a GPU")

// userSite returns the file:line of the first frame outside the runtime,
// this package and kern's forwarding functions, and its pc.
func userSite(skip int) (uintptr, string) {
	var pcs [16]uintptr
	n := runtime.Callers(skip+1, pcs[:])
	frames := runtime.CallersFrames(pcs[:n])
	for {
		f, more := frames.Next()
		if !internalFrame(f.Function) {
			return f.PC, fmt.Sprintf("%s:%d", f.File, f.Line)
		}
		if !more {
			return 0, ""
		}
	}
}

func internalFrame(fn string) bool {
	return strings.HasPrefix(fn, "runtime.") || strings.HasPrefix(fn, "github.com/kernlab/kern/internal/simt.") ||
		strings.HasPrefix(fn, "github.com/kernlab/kern/internal/hostexec.") ||
		strings.HasPrefix(fn, "github.com/kernlab/kern/half.") ||
		strings.HasPrefix(fn, "github.com/kernlab/kern.(*Thread).") || strings.HasPrefix(fn, "github.com/kernlab/kern.Shfl") ||
		isAPIFrame(fn)
}

// isAPIFrame reports kern's kernel-side functions that check their
// arguments or forward to a package that does: the tensor-core functions
// (kern.MMA, LoadA, …, and the fragments' methods), the packed-pair
// accesses (Load2 and Store2, which forward to package half, skipped
// whole above), the vector accesses (LoadVec, StoreVec), the kern.ArrayN
// views' methods and the atomics. A panic inside one is a misuse at the
// kernel's (or core's) call.
func isAPIFrame(fn string) bool {
	name, ok := strings.CutPrefix(fn, "github.com/kernlab/kern.")
	if !ok {
		return false
	}
	for _, p := range []string{"MMA[", "LoadA[", "LoadB[", "LoadC", "StoreC", "FillC", "mmaCheck", "mmaBits[",
		"FragA[", "FragB[", "FragAcc[", "mmaIndex", "mmaAt[", "mmaWith[",
		"Load2[", "Store2[", "LoadVec[", "StoreVec[", "vecCheck[", "Array1[", "Array2[", "Array3[", "Atomic", "rmw",
		"shuffle[", "shuffleSync[", "shflWidth", "Ballot", "AllSync", "AnySync", "EqSync", "MatchAnySync[", "MatchAllSync[", "ActiveMask", "LaneMaskLT", "CopyAsync[", "WaitAsync"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// divergentBarrier is the error of a thread arriving at a SyncThreads
// other than the one the block's waiting threads are at.
func divergentBarrier(here, there string) error {
	return fmt.Errorf("%w: SyncThreads at %s while other threads of the block wait at the one at %s: every live thread must reach the same barrier",
		ErrUndefined, here, there)
}

// gridAbandoned is the error of a GridSync after thread (0,0,0) of block
// bi returned: on a GPU that thread adds its block's arrival at the grid
// barrier (compiler/ptx's gridSync), so the other blocks would wait for
// it forever.
func gridAbandoned(bi Dim3) error {
	return fmt.Errorf("%w: GridSync after thread (0,0,0) of block (%d,%d,%d) returned: on a GPU that thread counts its block's arrival at the grid barrier, and the grid would wait forever; let the first thread of every block reach every GridSync",
		ErrUndefined, bi.X, bi.Y, bi.Z)
}
