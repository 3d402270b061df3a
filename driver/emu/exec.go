package emu

import (
	"fmt"
	"math/bits"
	"runtime"
	"time"
)

// val reads operand o for lane l in frame f.
func (w *warp) val(f *frame, o *opnd, l int) uint64 {
	switch o.k {
	case oReg:
		v := f.regs[int(o.r)<<laneBits|l]
		if o.neg {
			v ^= 1
		}
		return v
	case oImm:
		return o.imm
	case oSpecial:
		return w.special(o.r, l)
	case oLocalSym:
		return tagLocal<<spaceShift | (f.localBase + o.imm)
	case oShared:
		return tagShared<<spaceShift | (f.shBase + o.imm)
	case oDynShared:
		return tagShared<<spaceShift | uint64(w.b.l.dynBase)
	case oArg:
		if o.r < 0 {
			return f.ret
		}
		return f.args[o.r]
	}
	return 0
}

func (w *warp) special(r int32, l int) uint64 {
	b := w.b
	switch r {
	case spTidX, spTidY, spTidZ:
		return uint64(w.tid[l][r-spTidX])
	case spNtidX, spNtidY, spNtidZ:
		return uint64(b.l.block[r-spNtidX])
	case spCtaidX, spCtaidY, spCtaidZ:
		return uint64(b.ctaid[r-spCtaidX])
	case spNctaidX, spNctaidY, spNctaidZ:
		return uint64(b.l.grid[r-spNctaidX])
	case spLaneID:
		return uint64((w.id*w.width + l) % 32)
	case spWarpID:
		return uint64((w.id*w.width + l) / 32)
	case spDynSmem:
		return uint64(b.l.dynShared)
	case spClock64:
		return uint64(time.Since(b.l.start))
	case spRealtime:
		return uint64(time.Since(b.l.start) / 10)
	case spDispatch:
		return tagParam << spaceShift
	case spGroupStatic:
		return uint64(b.l.dynBase)
	}
	return 0
}

// exec runs group g until it finishes, blocks, parks at its join, or must
// yield to a group of lower rank (flow.prio) in the same frame.
func (w *warp) exec(g group) *Fault {
	f, pc, mask, rc := g.f, g.pc, g.mask, g.rc
	code, hot, prio := f.fn.code, f.fn.hot, f.fn.flow.prio
	lim := w.limit(f, pc, rc)
	l := w.b.l
	steps := 0
	defer func() { w.b.steps += steps }()
	for {
		if rc != nil && rc.f == f && pc == rc.pc {
			// The join of the group's split: go on once every lane of the
			// split still in the frame is here.
			if !rc.gone {
				mask |= w.take(f, pc, rc, waitJoin)
				if rc.mask&f.live&^mask != 0 {
					w.groups = append(w.groups, group{f, pc, mask, waitJoin, rc})
					return nil
				}
			}
			rc = rc.up
			lim = w.limit(f, pc, rc)
			continue
		}
		steps += bits.OnesCount64(mask)
		if lim >= 0 && prio[pc] >= lim {
			if prio[pc] == lim {
				if m := w.take(f, pc, rc, waitNone); m != 0 {
					mask |= m
					lim = w.limit(f, pc, rc)
					continue
				}
			}
			w.groups = append(w.groups, group{f, pc, mask, waitNone, rc})
			return nil
		}
		h := &hot[pc]
		if h.dead > 0 {
			// Counted, not executed, and the rest of the run with it, up to
			// where the group must stop for another group of the frame
			// (checked above).
			k := int(h.dead)
			if lim >= 0 {
				for j := 1; j < k; j++ {
					if prio[pc+j] >= lim {
						k = j
						break
					}
				}
			}
			steps += (k - 1) * bits.OnesCount64(mask)
			pc += k
			continue
		}
		in := &code[pc]
		active := mask
		if h.guard >= 0 {
			active = guardMask(f.regs[int(h.guard)<<laneBits:][:maxLanes], mask, h.gneg)
		}
		if h.v != nil {
			if active != 0 {
				w.vexec(f, h.v, in, active)
			}
			pc++
			continue
		}
		switch in.op {
		case opBra:
			switch {
			case active == mask:
				if in.target <= pc {
					if l.cancelled() {
						return w.fault("cancelled", in, bits.TrailingZeros64(mask), "the launch's context was cancelled", codeLaunchFailed)
					}
					if l.coop {
						runtime.Gosched()
					}
				}
				pc = in.target
			case active == 0:
				pc++
			default:
				if j := int(in.join); j >= 0 && (rc == nil || rc.f != f || rc.pc != j) {
					// A split inside a split with the same join needs no
					// node of its own: its lanes wait there for the outer
					// split's anyway.
					rc = &reconv{pc: j, f: f, mask: mask, up: rc}
				}
				w.groups = append(w.groups, group{f, in.target, active, waitNone, rc})
				mask &^= active
				pc++
				lim = w.limit(f, pc, rc)
			}
			continue
		case opCall:
			if active == 0 {
				pc++
				continue
			}
			if active != mask {
				w.groups = append(w.groups, group{f, pc + 1, mask &^ active, waitNone, rc})
				mask = active
			}
			callee := l.mod.pm.funcs[in.target]
			if f.depth >= maxCallDepth {
				return w.fault("stack overflow", in, bits.TrailingZeros64(mask), fmt.Sprintf("call depth over %d", maxCallDepth), codeLaunchFailed)
			}
			nf := w.newFrame(callee)
			first := bits.TrailingZeros64(mask)
			if in.args[0].k != oNone {
				nf.ret = w.val(f, &in.args[0], first)
			}
			for i := range callee.params {
				nf.args[i] = w.val(f, &in.args[i+1], first)
			}
			nf.caller, nf.retPC, nf.depth, nf.live = f, pc+1, f.depth+1, mask
			nf.localBase = (f.localBase + uint64(f.fn.local) + 15) &^ 15
			nf.shBase = l.shBase[callee.index]
			w.growLocal(mask, nf.localBase+uint64(callee.local))
			f, pc, code, hot, prio = nf, 0, callee.code, callee.hot, callee.flow.prio
			lim = -1
			continue
		case opRet:
			if active == 0 {
				pc++
				continue
			}
			if f.caller == nil {
				w.exitLanes(f, active)
				mask &^= active
				if mask == 0 {
					return nil
				}
				pc++
				continue
			}
			if active != mask {
				w.groups = append(w.groups, group{f, pc + 1, mask &^ active, waitNone, rc})
				mask = active
			}
			for rc != nil && rc.f == f { // splits of the callee end with it
				rc = rc.up
			}
			caller, rpc := f.caller, f.retPC
			if f.live &^= mask; f.live == 0 {
				w.recycle(f)
			}
			f, pc, code, hot, prio = caller, rpc, caller.code(), caller.fn.hot, caller.fn.flow.prio
			lim = w.limit(f, pc, rc)
			continue
		case opExit:
			if active != 0 && in.mod == exitWave {
				w.endWave(f, mask)
				return nil
			}
			if active != 0 {
				w.exitLanes(f, active)
				if mask &^= active; mask == 0 {
					return nil
				}
			}
			pc++
			continue
		case opTrap:
			if active != 0 {
				return w.fault("trap", in, bits.TrailingZeros64(active), w.b.l.trapDetail(), codeIllegalInstr)
			}
			pc++
			continue
		case opBar:
			if active == 0 {
				pc++
				continue
			}
			if active != mask {
				return w.fault("divergent barrier", in, bits.TrailingZeros64(active), w.b.l.barrierName()+" under a predicate that differs between the lanes of a warp", codeIllegalInstr)
			}
			w.groups = append(w.groups, group{f, pc, mask, waitBar, rc})
			return nil
		case opActiveMask:
			if active != 0 {
				for m := active; m != 0; m &= m - 1 {
					f.regs[int(in.d.r)<<laneBits|bits.TrailingZeros64(m)] = active
				}
			}
			pc++
			continue
		case opBarWarp, opShfl, opVote, opMma, opLdsm:
			if active == 0 {
				pc++
				continue
			}
			if w.width != 32 {
				return w.fault("unsupported instruction", in, bits.TrailingZeros64(active), opName(in.op)+" on a device made WithSerialThreads (no warps)", codeIllegalInstr)
			}
			if active != mask {
				return w.fault("divergent warp synchronization", in, bits.TrailingZeros64(active), opName(in.op)+" under a predicate", codeIllegalInstr)
			}
			g := group{f, pc, mask, waitWarp, rc}
			lm := w.laneMasks(g)
			for m := mask; m != 0; m &= m - 1 {
				if ln := bits.TrailingZeros64(m); lm[ln]&(1<<ln) == 0 {
					return w.fault("shuffle", in, ln, fmt.Sprintf("lane %d executes %s but is not in its member mask %#x", ln, opName(in.op), lm[ln]), codeIllegalInstr)
				}
			}
			if !w.syncReady(g) {
				w.groups = append(w.groups, g)
				return nil
			}
			if in.op == opShfl {
				if flt := w.shfl(f, in, mask, &lm); flt != nil {
					return flt
				}
			}
			if in.op == opVote {
				w.vote(f, in, mask, &lm)
			}
			if in.op == opMma {
				if flt := w.mma(f, in, mask); flt != nil {
					return flt
				}
			}
			if in.op == opLdsm {
				if flt := w.ldmatrix(f, in, mask); flt != nil {
					return flt
				}
			}
			pc++
			continue
		}
		if active != 0 {
			if (in.op == opBperm || in.op == opBallot) && len(w.groups) > 0 {
				if flt := w.crossLane(f, pc, active); flt != nil {
					return flt
				}
			}
			if flt := w.alu(f, in, active); flt != nil {
				return flt
			}
		}
		pc++
	}
}

// guardMask is the lanes of mask whose predicate g is true (false with
// neg), without a branch per lane: predicates that differ between lanes
// are what a guard is for.
func guardMask(g []uint64, mask uint64, neg bool) uint64 {
	var on uint64
	if mask&(mask+1) == 0 {
		for ln, x := range g[:bits.Len64(mask)] {
			on |= (x | -x) >> 63 << ln // x != 0
		}
	} else {
		for m := mask; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			x := g[ln&(maxLanes-1)]
			on |= (x | -x) >> 63 << ln
		}
	}
	if neg {
		on = ^on
	}
	return on & mask
}

// crossLane reports a wavefront operation that lanes execute while other
// lanes of the wavefront, live in the same function, can still reach it
// before their own join: on a GPU those lanes would execute it together
// (or in an order the compiler's structurizer picks), so its result here
// would depend on how the emulator orders divergent lanes. Lanes parked at
// their join, or in another arm of a split that meets after this
// instruction, are inactive here as under the EXEC mask.
func (w *warp) crossLane(f *frame, pc int, active uint64) *Fault {
	for _, g := range w.groups {
		if g.f != f {
			continue
		}
		avoid := -1
		if g.rc != nil && g.rc.f == f && !g.rc.gone {
			avoid = g.rc.pc
		}
		if f.fn.flow.reaches(g.pc, pc, avoid) {
			in := &f.fn.code[pc]
			return w.fault("divergent wavefront operation", in, bits.TrailingZeros64(active),
				fmt.Sprintf("lanes %#x execute this %s while lanes %#x of the wavefront, at LLVM IR line %d, can still reach it: its result would depend on the order the emulator runs divergent lanes in",
					active, amdOpName(in.op), g.mask, f.fn.code[g.pc].line), codeIllegalInstr)
		}
	}
	return nil
}

func amdOpName(op opcode) string {
	if op == opBallot {
		return "llvm.amdgcn.ballot"
	}
	return "llvm.amdgcn.ds.bpermute"
}

// maxCallDepth bounds device-function recursion.
const maxCallDepth = 256

func (f *frame) code() []instr { return f.fn.code }

// exitLanes ends lanes m in frame f and the frames below it.
func (w *warp) exitLanes(f *frame, m uint64) {
	w.exitAtVote(m)
	w.exited |= m
	for ; f != nil; f = f.caller {
		f.live &^= m
	}
}

// exitWave is the mod of an exit that ends the whole wavefront (AMD's
// s_endpgm, llvm.amdgcn.endpgm), the lanes of every path included:
// there is no per-lane exit on AMD GPUs.
const exitWave = 1

// endWave ends every lane of the warp: the running group's (mask, in
// frame f) and every other group's, wherever it waits.
func (w *warp) endWave(f *frame, mask uint64) {
	for _, g := range w.groups {
		w.exitLanes(g.f, g.mask)
	}
	w.groups = w.groups[:0]
	w.exitLanes(f, mask)
}

// undefinedShfl is what shfl.sync reads from a lane outside the reader's
// member mask.
const undefinedShfl = 0xdeadbe00

// shfl executes shfl.sync for lanes mask (all of the member masks' live
// lanes are among them; lane ln names lm[ln]).
func (w *warp) shfl(f *frame, in *instr, mask uint64, lm *[maxLanes]uint64) *Fault {
	var src [maxLanes]uint64
	for m := mask; m != 0; m &= m - 1 {
		ln := bits.TrailingZeros64(m)
		src[ln] = w.val(f, &in.a[0], ln)
	}
	for m := mask; m != 0; m &= m - 1 {
		ln := bits.TrailingZeros64(m)
		if other := lm[ln] & mask; other != 0 {
			for k := other; k != 0; k &= k - 1 {
				if j := bits.TrailingZeros64(k); lm[j] != lm[ln] {
					return w.fault("shuffle", in, ln, fmt.Sprintf("lane %d executes shfl.sync with member mask %#x and lane %d of it with %#x: every lane of a mask must name the same mask, or the result is undefined on a GPU", ln, lm[ln], j, lm[j]), codeIllegalInstr)
				}
			}
		}
		bval := int(w.val(f, &in.a[1], ln) & 31)
		c := w.val(f, &in.a[2], ln)
		cval, seg := int(c&31), int(c>>8&31)
		maxL := ln&seg | cval&^seg
		minL := ln & seg
		var j int
		var ok bool
		switch in.mod {
		case shflUp:
			j = ln - bval
			ok = j >= maxL
		case shflDown:
			j = ln + bval
			ok = j <= maxL
		case shflBfly:
			j = ln ^ bval
			ok = j <= maxL
		default:
			j = minL | bval&^seg
			ok = j <= maxL
		}
		v := src[ln]
		switch {
		case !ok:
		case lm[ln]&(1<<j) == 0:
			// PTX leaves the value read from a lane outside the member
			// mask undefined (the instruction itself is fine): a value
			// no lane holds, so that code relying on it shows.
			v = undefinedShfl ^ uint64(j)
		case mask&(1<<j) == 0:
			why := "has exited"
			switch {
			case w.present&(1<<j) == 0:
				why = "does not exist (the block's last warp is partial)"
			case w.exited&(1<<j) == 0:
				why = "is not active here (divergent)"
			}
			return w.fault("shuffle", in, ln, fmt.Sprintf("lane %d reads lane %d, which %s: the value is undefined on a GPU", ln, j, why), codeIllegalInstr)
		default:
			v = src[j]
		}
		f.regs[int(in.d.r)<<laneBits|ln] = maskTo(v, 32)
		if in.d2.k == oReg {
			f.regs[int(in.d2.r)<<laneBits|ln] = b2u(ok)
		}
	}
	return nil
}

// alu executes a non-control instruction for the active lanes.
func (w *warp) alu(f *frame, in *instr, active uint64) *Fault {
	regs := f.regs
	d := int(in.d.r) << laneBits
	switch in.op {
	case opMov:
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			v := w.val(f, &in.a[0], ln)
			if in.t.kind == 'p' {
				v &= 1
			} else {
				v = maskTo(v, in.t.bits)
			}
			regs[d|ln] = v
		}
	case opPack:
		half := in.t.bits / 2
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			regs[d|ln] = maskTo(w.val(f, &in.a[0], ln), half) | maskTo(w.val(f, &in.a[1], ln), half)<<half
		}
	case opUnpack:
		half := in.t.bits / 2
		d2 := int(in.d2.r) << laneBits
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			v := w.val(f, &in.a[0], ln)
			regs[d|ln], regs[d2|ln] = maskTo(v, half), maskTo(v>>half, half)
		}
	case opAdd, opSub, opMul, opMulWide, opMulHi, opDiv, opRem, opMin, opMax, opAnd, opOr, opXor, opShl, opShr:
		t := in.t
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			regs[d|ln] = binary(in.op, t, w.val(f, &in.a[0], ln), w.val(f, &in.a[1], ln))
		}
	case opNeg, opAbs, opNot, opPopc, opClz, opBrev, opSqrt, opRcp, opEx2, opLg2, opSin, opCos:
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			regs[d|ln] = unary(in.op, in.t, w.val(f, &in.a[0], ln))
		}
	case opFma:
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			regs[d|ln] = fma(in.t, w.val(f, &in.a[0], ln), w.val(f, &in.a[1], ln), w.val(f, &in.a[2], ln))
		}
	case opMad:
		t := in.t
		wt := t
		if opcode(in.mod) == opMulWide {
			wt.bits *= 2
		}
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			p := binary(opcode(in.mod), t, w.val(f, &in.a[0], ln), w.val(f, &in.a[1], ln))
			regs[d|ln] = binary(opAdd, wt, p, w.val(f, &in.a[2], ln))
		}
	case opPrmt:
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			regs[d|ln] = prmt(w.val(f, &in.a[0], ln), w.val(f, &in.a[1], ln), w.val(f, &in.a[2], ln))
		}
	case opSelp:
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			v := w.val(f, &in.a[1], ln)
			if w.val(f, &in.a[2], ln)&1 != 0 {
				v = w.val(f, &in.a[0], ln)
			}
			regs[d|ln] = v
		}
	case opSetp:
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			r := compare(in.mod, in.t, w.val(f, &in.a[0], ln), w.val(f, &in.a[1], ln))
			switch in.comb {
			case combAnd:
				r = r && w.val(f, &in.a[2], ln)&1 != 0
			case combOr:
				r = r || w.val(f, &in.a[2], ln)&1 != 0
			case combXor:
				r = r != (w.val(f, &in.a[2], ln)&1 != 0)
			}
			regs[d|ln] = b2u(r)
		}
	case opCvt:
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			regs[d|ln] = cvt(in.t, in.t2, in.mod, w.val(f, &in.a[0], ln))
		}
	case opCvta:
		want := cvtaTags[in.space]
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			v := w.val(f, &in.a[0], ln)
			if v != 0 && spaceOf(v) != want {
				return w.fault("invalid address space", in, ln, fmt.Sprintf("cvta of %#x, which is not a %s address", v, spaceNames[in.space]), codeIllegalAddress)
			}
			regs[d|ln] = v
		}
	case opIsSpace:
		want := cvtaTags[in.space]
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			regs[d|ln] = b2u(spaceOf(w.val(f, &in.a[0], ln)) == want)
		}
	case opLd, opSt:
		return w.memory(f, in, active)
	case opAtom:
		return w.atomic(f, in, active)
	case opFrem, opRsq, opClass, opCopysign, opRoundAway, opCtz, opBswap, opBallot, opBperm, opMbcnt, opMemset, opMemcpy, opMfma:
		return w.amdOp(f, in, active)
	case opHalf:
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			regs[d|ln] = halfALU(in.mod, w.val(f, &in.a[0], ln), w.val(f, &in.a[1], ln), w.val(f, &in.a[2], ln))
		}
	case opMmaGet, opTF32:
		w.mmaALU(f, in, active)
	case opNanosleep:
	case opCpAsync, opCpCommit, opCpWait:
		return w.cpAsync(f, in, active)
	case opMembar:
		// Blocks run on goroutines whose atomics are sequentially
		// consistent; plain accesses need no fence here.
	default:
		return w.fault("unsupported instruction", in, bits.TrailingZeros64(active), "no emulation for this instruction", codeIllegalInstr)
	}
	return nil
}

var cvtaTags = [...]uint64{spGlobal: tagGlobal, spShared: tagShared, spLocal: tagLocal, spParam: tagParam, spConst: tagGlobal, spAMDConst: tagGlobal}

var spaceNames = map[uint8]string{spGeneric: "generic", spGlobal: "global", spShared: "shared", spLocal: "local", spParam: "param", spConst: "const", spAMDConst: "constant"}
