package ptx

import "github.com/kernlab/kern/abi"

// gridSync lowers a grid-wide barrier (t.GridSync) the way CUDA's
// cooperative groups do: after a block barrier, thread (0,0,0) of each
// block adds to the module's arrival counter (abi.GridSyncName) — block
// (0,0,0) adds 2^31 − (blocks − 1), every other block 1, so that the
// blocks' additions sum to 2^31 — and spins until bit 31 of the counter
// differs from what it read when it arrived, which happens when the last
// block arrives. The low 31 bits return to their value, so the counter
// needs no reset between barriers or launches. Fences on both sides of
// the arrival make each block's writes visible to the grid; a block
// barrier releases the rest of the block.
func (e *fn) gridSync() {
	e.ins("bar.sync 0")
	done, spin := e.newLabel(), e.newLabel()
	tid := e.fold3("or.b32", "%tid.x", "%tid.y", "%tid.z")
	notMaster := e.newReg(clsPred)
	e.ins("setp.ne.u32 %s, %s, 0", notMaster, tid)
	e.ins("@%s bra %s", notMaster, done)
	e.ins("membar.gl")
	first := e.newReg(clsPred)
	e.ins("setp.eq.u32 %s, %s, 0", first, e.fold3("or.b32", "%ctaid.x", "%ctaid.y", "%ctaid.z"))
	nb := e.fold3("mul.lo.u32", "%nctaid.x", "%nctaid.y", "%nctaid.z")
	inc := e.newReg(cls32)
	e.ins("sub.u32 %s, %d, %s", inc, uint32(0x80000001), nb)
	e.ins("selp.u32 %s, %s, 1, %s", inc, inc, first)
	old, cur, flip := e.newReg(cls32), e.newReg(cls32), e.newReg(clsPred)
	e.ins("atom.global.add.u32 %s, [%s], %s", old, abi.GridSyncName, inc)
	e.body.WriteString(spin + ":\n")
	e.ins("ld.volatile.global.u32 %s, [%s]", cur, abi.GridSyncName)
	e.ins("xor.b32 %s, %s, %s", cur, cur, old)
	e.ins("setp.lt.s32 %s, %s, 0", flip, cur) // bit 31 differs
	e.ins("@!%s bra %s", flip, spin)
	e.ins("membar.gl")
	e.body.WriteString(done + ":\n")
	e.ins("bar.sync 0")
}

// fold3 combines three special registers with a 32-bit op: "or.b32" of a
// position's components (zero only at (0,0,0)), "mul.lo.u32" of a count's.
func (e *fn) fold3(op string, x, y, z string) string {
	acc := e.newReg(cls32)
	e.ins("mov.u32 %s, %s", acc, x)
	for _, r := range []string{y, z} {
		v := e.newReg(cls32)
		e.ins("mov.u32 %s, %s", v, r)
		e.ins("%s %s, %s, %s", op, acc, acc, v)
	}
	return acc
}
