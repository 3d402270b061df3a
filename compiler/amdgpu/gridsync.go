package amdgpu

import (
	"fmt"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

// gridSyncCounter declares the grid barrier's arrival counter
// (abi.GridSyncName), zero when the code object loads.
func gridSyncCounter() string {
	return fmt.Sprintf("@%s = addrspace(1) global i32 0, align 4\n", abi.GridSyncName)
}

// gridSync lowers a grid-wide barrier as compiler/ptx does (see its
// gridsync.go): a workgroup barrier, then work-item (0,0,0) of each group
// adds its share to the counter at agent scope — group (0,0,0) 2^31 −
// (groups − 1), the others 1 — and spins until bit 31 of the counter
// differs from what it read when it arrived; then a workgroup barrier
// again. Release before the arrival and acquire after the spin make the
// groups' writes visible across the grid.
func (e *fn) gridSync() error {
	if err := e.blockBarrier(); err != nil {
		return err
	}
	tid, err := e.fold3("or", ir.TidX, ir.TidY, ir.TidZ)
	if err != nil {
		return err
	}
	arrive, spin, arrived, done := e.newBlock("gridsync"), e.newBlock("gridsync.spin"), e.newBlock("gridsync.arrived"), e.newBlock("gridsync.done")
	e.emit("br i1 %s, label %%%s, label %%%s", e.def("icmp eq i32 %s, 0", tid), arrive.label, done.label)

	e.startBlock(arrive)
	e.emit(`fence syncscope("agent") release`)
	bid, err := e.fold3("or", ir.CtaidX, ir.CtaidY, ir.CtaidZ)
	if err != nil {
		return err
	}
	nb, err := e.fold3("mul", ir.NctaidX, ir.NctaidY, ir.NctaidZ)
	if err != nil {
		return err
	}
	first := e.def("sub i32 %d, %s", int32(-0x7fffffff), nb) // 2^31 + 1 − groups
	inc := e.def("select i1 %s, i32 %s, i32 1", e.def("icmp eq i32 %s, 0", bid), first)
	pt := ptrType(asGlobal)
	old := e.def("atomicrmw add %s @%s, i32 %s syncscope(\"agent\") monotonic, align 4", pt, abi.GridSyncName, inc)
	e.emit("br label %%%s", spin.label)

	e.startBlock(spin)
	cur := e.def("load atomic i32, %s @%s syncscope(\"agent\") monotonic, align 4", pt, abi.GridSyncName)
	flipped := e.def("icmp slt i32 %s, 0", e.def("xor i32 %s, %s", cur, old))
	e.emit("br i1 %s, label %%%s, label %%%s", flipped, arrived.label, spin.label)

	e.startBlock(arrived)
	e.emit(`fence syncscope("agent") acquire`)
	e.emit("br label %%%s", done.label)

	e.startBlock(done)
	return e.blockBarrier()
}

// fold3 combines three special registers with an i32 op: "or" of a
// position's components (zero only at (0,0,0)), "mul" of a count's.
func (e *fn) fold3(op string, x, y, z ir.Special) (string, error) {
	acc := ""
	for _, s := range []ir.Special{x, y, z} {
		v, err := e.specialReg(s)
		if err != nil {
			return "", err
		}
		if acc == "" {
			acc = v
		} else {
			acc = e.def("%s i32 %s, %s", op, acc, v)
		}
	}
	return acc, nil
}

// blockBarrier is a workgroup barrier that orders the group's memory.
func (e *fn) blockBarrier() error {
	e.emit(`fence syncscope("workgroup") release`)
	e.emit("call void %s()", e.intrinsic("llvm.amdgcn.s.barrier", "void"))
	e.emit(`fence syncscope("workgroup") acquire`)
	return nil
}
