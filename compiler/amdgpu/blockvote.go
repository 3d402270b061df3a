package amdgpu

import (
	"fmt"
	"math/bits"

	"github.com/kernlab/kern/compiler/ir"
)

// blockVotesName is the LDS array of OpBarrierRed: one i32 slot per
// wavefront of the largest block (1024 work-items).
const blockVotesName = "__kern_blockvotes"

// blockVotes declares the slots: 128 bytes for wave32, 64 for wave64.
func (mod *module) blockVotes() string {
	return fmt.Sprintf("@%s = internal addrspace(3) global [%d x i32] undef, align 4\n", blockVotesName, 1024/mod.opts.WaveSize)
}

// barrierRed lowers OpBarrierRed (SyncThreadsCount/And/Or). AMD has no
// block vote: each wavefront counts its lanes whose predicate is true
// (ballot and popcount; "and" counts the false ones), its lowest active
// lane writes the count to the wavefront's LDS slot, a barrier, every
// work-item sums the slots of the block's wavefronts, and a second
// barrier keeps the next vote from overwriting slots still being read.
// Then the writer zeroes its slot again: the slots of wavefronts whose
// work-items have all returned must read 0, so every kernel that reaches
// a vote also zeroes them on entry (votePrologue), LDS starting
// undefined. (HIP's __syncthreads_count, ROCm's __ockl_wgred, adds the
// wavefronts' results into one LDS word with three barriers, written by
// lane 0 of each wavefront and first by wavefront 0: it assumes every
// work-item takes part. A slot per wavefront and its lowest active lane
// keep the count right when work-items have returned, with two.)
func (e *fn) barrierRed(in *ir.Instr) error {
	a, err := e.args(in, 1)
	if err != nil {
		return err
	}
	op := ir.BarrierRedOp(in.AuxInt)
	if op < ir.BarrierPopc || op > ir.BarrierOr {
		return fmt.Errorf("%w: barrier reduction %d", ErrBadIR, in.AuxInt)
	}
	e.mod.usesBlockVotes = true
	p := a[0]
	if op == ir.BarrierAnd {
		p = e.def("xor i1 %s, true", p)
	}
	ctpop := e.intrinsic("llvm.ctpop.i64", "i64", "i64")
	mine := e.def("trunc i64 %s to i32", e.def("call i64 %s(i64 %s)", ctpop, e.ballot(p)))
	leader := e.def("trunc i64 %s to i32", e.def("call i64 %s(i64 %s, i1 true)",
		e.intrinsic("llvm.cttz.i64", "i64", "i64", "i1"), e.ballot("true")))
	isLeader := e.def("icmp eq i32 %s, %s", e.laneID(), leader)
	lin, err := e.linearTid()
	if err != nil {
		return err
	}
	slot := e.voteSlot(e.def("lshr i32 %s, %d", lin, bits.TrailingZeros(uint(e.mod.opts.WaveSize))))
	e.leaderStore(isLeader, mine, slot, "vote.write")
	if err := e.blockBarrier(); err != nil {
		return err
	}

	// Sum the slots of the block's ceil(size/wave) wavefronts.
	n, err := e.fold3("mul", ir.NtidX, ir.NtidY, ir.NtidZ)
	if err != nil {
		return err
	}
	nw := e.def("lshr i32 %s, %d", e.def("add i32 %s, %d", n, e.mod.opts.WaveSize-1), bits.TrailingZeros(uint(e.mod.opts.WaveSize)))
	before := e.cur.label
	loop, done := e.newBlock("vote.sum"), e.newBlock("vote.done")
	e.emit("br label %%%s", loop.label)
	e.startBlock(loop)
	k, sum, k2, sum2 := e.tmp(), e.tmp(), e.tmp(), e.tmp()
	e.emit("%s = phi i32 [ 0, %%%s ], [ %s, %%%s ]", k, before, k2, loop.label)
	e.emit("%s = phi i32 [ 0, %%%s ], [ %s, %%%s ]", sum, before, sum2, loop.label)
	v := e.def("load i32, %s %s, align 4", ptrType(asLDS), e.voteSlot(k))
	e.emit("%s = add i32 %s, %s", sum2, sum, v)
	e.emit("%s = add i32 %s, 1", k2, k)
	// At most 32 iterations, mostly a few: not worth opt's unrolled and
	// vectorized copies.
	e.emit("br i1 %s, label %%%s, label %%%s, !llvm.loop !%d", e.def("icmp ult i32 %s, %s", k2, nw), loop.label, done.label, e.mod.dbg.noUnrollLoop())
	e.startBlock(done)
	if err := e.blockBarrier(); err != nil {
		return err
	}
	e.leaderStore(isLeader, "0", slot, "vote.clear")

	switch op {
	case ir.BarrierPopc:
		e.set(in, sum2)
	case ir.BarrierAnd:
		e.emit("%s = icmp eq i32 %s, 0", e.names[in], sum2)
	case ir.BarrierOr:
		e.emit("%s = icmp ne i32 %s, 0", e.names[in], sum2)
	}
	return nil
}

// voteSlot is the address of slot w (i32) of the block's votes.
func (e *fn) voteSlot(w string) string {
	return e.def("getelementptr inbounds [%d x i32], %s @%s, i32 0, i32 %s",
		1024/e.mod.opts.WaveSize, ptrType(asLDS), blockVotesName, w)
}

// leaderStore stores the i32 v at p in the lanes where isLeader holds.
// The store is atomic (monotonic, a plain ds_write): the lanes of a
// wavefront that write its slot in turn (lane 0 on entry, then whichever
// is lowest active at each vote) have no barrier between them, which
// would be a data race of non-atomic stores for LLVM.
func (e *fn) leaderStore(isLeader, v, p, hint string) {
	st, cont := e.newBlock(hint), e.newBlock(hint+".done")
	e.emit("br i1 %s, label %%%s, label %%%s", isLeader, st.label, cont.label)
	e.startBlock(st)
	e.emit(`store atomic i32 %s, %s %s syncscope("wavefront") monotonic, align 4`, v, ptrType(asLDS), p)
	e.emit("br label %%%s", cont.label)
	e.startBlock(cont)
}

// linearTid is the work-item's index in its group, x fastest: the order
// in which work-items fill wavefronts.
func (e *fn) linearTid() (string, error) {
	var r [6]string
	for i, s := range []ir.Special{ir.TidX, ir.TidY, ir.TidZ, ir.NtidX, ir.NtidY} {
		v, err := e.specialReg(s)
		if err != nil {
			return "", err
		}
		r[i] = v
	}
	yz := e.def("add i32 %s, %s", r[1], e.def("mul i32 %s, %s", r[4], r[2]))
	return e.def("add i32 %s, %s", r[0], e.def("mul i32 %s, %s", r[3], yz)), nil
}

// votePrologue zeroes the wavefront's vote slot at a kernel's entry
// (lane 0 writes it), in blocks of their own that end by branching to
// the IR's entry block; it returns them, or nil when the kernel reaches
// no OpBarrierRed.
func (e *fn) votePrologue() ([]*llBlock, error) {
	if e.f.Kind != ir.Kernel || !ir.AnyReached(e.f, func(in *ir.Instr) bool { return in.Op == ir.OpBarrierRed }) {
		return nil, nil
	}
	saved := e.blocks
	e.blocks = nil
	e.startBlock(&llBlock{label: "vote.init"})
	lin, err := e.linearTid()
	if err != nil {
		return nil, err
	}
	shift := bits.TrailingZeros(uint(e.mod.opts.WaveSize))
	lane0 := e.def("icmp eq i32 %s, 0", e.def("and i32 %s, %d", lin, e.mod.opts.WaveSize-1))
	slot := e.voteSlot(e.def("lshr i32 %s, %d", lin, shift))
	e.leaderStore(lane0, "0", slot, "vote.init.zero")
	e.emit("br label %%%s", e.label[e.f.Blocks[0]])
	pro := e.blocks
	e.blocks = saved
	return pro, nil
}
