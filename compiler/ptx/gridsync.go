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
	who := func(regs [3]string) string {
		acc := e.newReg(cls32)
		e.ins("mov.u32 %s, %s", acc, regs[0])
		for _, r := range regs[1:] {
			v := e.newReg(cls32)
			e.ins("mov.u32 %s, %s", v, r)
			e.ins("or.b32 %s, %s, %s", acc, acc, v)
		}
		return acc
	}
	tid := who([3]string{"%tid.x", "%tid.y", "%tid.z"})
	notMaster := e.newReg(clsPred)
	e.ins("setp.ne.u32 %s, %s, 0", notMaster, tid)
	e.ins("@%s bra %s", notMaster, done)
	e.ins("membar.gl")
	first := e.newReg(clsPred)
	e.ins("setp.eq.u32 %s, %s, 0", first, who([3]string{"%ctaid.x", "%ctaid.y", "%ctaid.z"}))
	nb := e.newReg(cls32)
	e.ins("mov.u32 %s, %%nctaid.x", nb)
	for _, r := range []string{"%nctaid.y", "%nctaid.z"} {
		v := e.newReg(cls32)
		e.ins("mov.u32 %s, %s", v, r)
		e.ins("mul.lo.u32 %s, %s, %s", nb, nb, v)
	}
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
