package amdgpu

import (
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
)

// async lowers OpAsync. LLVM 15 has no asynchronous global-to-LDS copy
// for the processors kern targets (gfx90a's buffer_load … lds moves 4
// bytes a lane through M0 and LLVM 15 does not expose it), so a copy is
// one aligned vector load and store at the call, which already lands in
// the order the groups promise: commit and wait are no-ops.
func (e *fn) async(in *ir.Instr) error {
	op, n := ir.AsyncOf(in.AuxInt)
	switch op {
	case ir.AsyncCommit, ir.AsyncWait:
		return nil
	case ir.AsyncCopy:
	default:
		return fmt.Errorf("%w: async op %d", ErrBadIR, in.AuxInt)
	}
	if len(in.Args) != 2 || n != 4 && n != 8 && n != 16 {
		return fmt.Errorf("%w: async.copy", ErrBadIR)
	}
	_, das, err := pointee(in.Args[0])
	if err != nil {
		return err
	}
	_, sas, err := pointee(in.Args[1])
	if err != nil {
		return err
	}
	a, err := e.args(in, 2)
	if err != nil {
		return err
	}
	vt := fmt.Sprintf("<%d x i32>", n/4)
	v := e.def("load %s, %s %s, align %d", vt, ptrType(sas), a[1], n)
	e.emit("store %s %s, %s %s, align %d", vt, v, ptrType(das), a[0], n)
	return nil
}
