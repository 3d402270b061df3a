package amdgpu

import (
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
)

// vote lowers OpVote over the hardware wavefront, whose lanes run in
// lockstep (so a mask only selects lanes; there is nothing to wait for):
//
//	ballot: ballot(p) & mask         all: ballot(!p) & mask == 0
//	any:    ballot(p) & mask != 0    active: ballot(true), true hidden
//	sync:   a wave barrier, as WaveBarrier
//	match:  a loop over the classes of equal values: the lowest remaining
//	        lane of mask is the leader, every lane reads its value with
//	        ds_bpermute, and ballot(v == leader's) is the class.
//
// ballot sees only active lanes, so lanes of mask that exited or lie past
// the end of the block are left out, as on CUDA.
func (e *fn) vote(in *ir.Instr) error {
	mode := ir.VoteMode(in.AuxInt)
	switch mode {
	case ir.VoteActive:
		// LLVM folds ballot(true) to a read of EXEC, which is no
		// convergent call, and SimplifyCFG merges the reads of an if and
		// its else into one before the branch (and LLVM 15 sinks even
		// convergent ballots after it), which sees the lanes of both. A
		// true LLVM cannot see (an empty inline asm returning its
		// operand: no instruction) and nomerge on both calls keep one
		// ballot in each branch.
		one := e.def("call i32 asm sideeffect \"\", \"=s,0\"(i32 1) nomerge")
		e.set(in, e.ballotAttrs(e.def("icmp ne i32 %s, 0", one), " nomerge"))
		return nil
	case ir.VoteSync:
		return e.sync(&ir.Instr{Op: ir.OpWarpSync})
	}
	a, err := e.args(in, 2)
	if err != nil {
		return err
	}
	mask := a[0]
	switch mode {
	case ir.VoteBallot:
		e.emit("%s = and i64 %s, %s", e.names[in], e.ballot(a[1]), mask)
	case ir.VoteAll:
		np := e.def("xor i1 %s, true", a[1])
		m := e.def("and i64 %s, %s", e.ballot(np), mask)
		e.emit("%s = icmp eq i64 %s, 0", e.names[in], m)
	case ir.VoteAny:
		m := e.def("and i64 %s, %s", e.ballot(a[1]), mask)
		e.emit("%s = icmp ne i64 %s, 0", e.names[in], m)
	case ir.VoteMatch:
		return e.matchAny(in, mask, a[1])
	default:
		return fmt.Errorf("%w: vote mode %d", ErrBadIR, in.AuxInt)
	}
	return nil
}

// ballot is the i64 mask of active lanes whose i1 p is true.
func (e *fn) ballot(p string) string { return e.ballotAttrs(p, "") }

// ballotAttrs is ballot with call-site attributes (" nomerge").
func (e *fn) ballotAttrs(p, attrs string) string {
	if e.mod.opts.WaveSize == 64 {
		return e.def("call i64 %s(i1 %s)%s", e.intrinsic("llvm.amdgcn.ballot.i64", "i64", "i1"), p, attrs)
	}
	m := e.def("call i32 %s(i1 %s)%s", e.intrinsic("llvm.amdgcn.ballot.i32", "i32", "i1"), p, attrs)
	return e.def("zext i32 %s to i64", m)
}

func (e *fn) matchAny(in *ir.Instr, mask, v string) error {
	b, err := basicOf(in.Args[1])
	if err != nil {
		return err
	}
	t, err := basicType(b)
	if err != nil {
		return err
	}
	// Compare bits as i32 or i64.
	var bits, it string
	switch {
	case b.Bits() == 64:
		bits, it = v, "i64"
		if b.IsFloat() {
			bits = e.def("bitcast double %s to i64", v)
		}
	case b.Kind == ir.Float32:
		bits, it = e.def("bitcast float %s to i32", v), "i32"
	case b.Bits() == 32:
		bits, it = v, "i32"
	default: // bool, 8 and 16 bits
		bits, it = e.def("zext %s %s to i32", t, v), "i32"
	}
	act := e.def("and i64 %s, %s", e.ballot("true"), mask)
	before := e.cur.label
	loop, body, done := e.newBlock("match"), e.newBlock("match.body"), e.newBlock("match.done")
	e.emit("br label %%%s", loop.label)
	e.startBlock(loop)
	rem, res, rem2, res2 := e.tmp(), e.tmp(), e.tmp(), e.tmp()
	e.emit("%s = phi i64 [ %s, %%%s ], [ %s, %%%s ]", rem, act, before, rem2, body.label)
	e.emit("%s = phi i64 [ 0, %%%s ], [ %s, %%%s ]", res, before, res2, body.label)
	empty := e.def("icmp eq i64 %s, 0", rem)
	e.emit("br i1 %s, label %%%s, label %%%s", empty, done.label, body.label)
	e.startBlock(body)
	leader := e.def("call i64 %s(i64 %s, i1 true)", e.intrinsic("llvm.cttz.i64", "i64", "i64", "i1"), rem)
	l32 := e.def("trunc i64 %s to i32", leader)
	addr := e.def("shl i32 %s, 2", l32)
	perm := e.intrinsic("llvm.amdgcn.ds.bpermute", "i32", "i32", "i32")
	var x string
	if it == "i64" {
		lo := e.def("trunc i64 %s to i32", bits)
		hi0 := e.def("lshr i64 %s, 32", bits)
		hi := e.def("trunc i64 %s to i32", hi0)
		plo := e.def("call i32 %s(i32 %s, i32 %s)", perm, addr, lo)
		phi := e.def("call i32 %s(i32 %s, i32 %s)", perm, addr, hi)
		l64 := e.def("zext i32 %s to i64", plo)
		h64 := e.def("zext i32 %s to i64", phi)
		hs := e.def("shl i64 %s, 32", h64)
		x = e.def("or i64 %s, %s", hs, l64)
	} else {
		x = e.def("call i32 %s(i32 %s, i32 %s)", perm, addr, bits)
	}
	eq := e.def("icmp eq %s %s, %s", it, x, bits)
	class := e.def("and i64 %s, %s", e.ballot(eq), act)
	e.emit("%s = select i1 %s, i64 %s, i64 %s", res2, eq, class, res)
	notc := e.def("xor i64 %s, -1", class)
	e.emit("%s = and i64 %s, %s", rem2, rem, notc)
	e.emit("br label %%%s", loop.label)
	e.startBlock(done)
	e.set(in, res)
	return nil
}
