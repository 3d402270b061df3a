package amdgpu

import (
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
)

// shuffle lowers OpShfl with ds_bpermute_b32 over the hardware wavefront
// (W = Options.WaveSize lanes), with the semantics of kern's simulator and
// PTX's shfl.sync taken over W lanes:
//
//	idx: src = arg & (W-1)   up: src = lane - arg   down: src = lane + arg
//	xor: src = lane ^ arg
//
// computed in 64 bits; a width shuffle stays in its segment of width lanes
// (segmentSource). A source outside [0, W), or an inactive lane (past
// the end of the block in a partial last wavefront, or exited), yields the
// thread's own value, as in the interpreter; so does one outside the
// member mask of a masked shuffle (a third operand).
// ds_bpermute reads lane (addr/4) mod W; 64-bit values move as two 32-bit
// halves, narrower ones zero-extended.
func (e *fn) shuffle(in *ir.Instr) error {
	if len(in.Args) != 2 && len(in.Args) != 3 {
		return fmt.Errorf("%w: shuffle with %d operands", ErrBadIR, len(in.Args))
	}
	b, err := basicOf(in.Args[0])
	if err != nil {
		return err
	}
	if !ir.Identical(b, in.Typ) || b.Kind == ir.Invalid {
		return fmt.Errorf("%w: shuffle of %v yielding %v", ErrBadIR, b, in.Typ)
	}
	v, err := e.val(in.Args[0])
	if err != nil {
		return err
	}
	arg, err := e.index(in.Args[1])
	if err != nil {
		return err
	}
	w := e.mod.opts.WaveSize
	lane32 := e.laneID()
	lane := e.def("zext i32 %s to i64", lane32)
	mode, width := ir.ShflOf(in.AuxInt)
	var src, inWave string
	if width == 0 {
		switch mode {
		case ir.ShflIdx:
			src = e.def("and i64 %s, %d", arg, w-1)
		case ir.ShflUp:
			src = e.def("sub i64 %s, %s", lane, arg)
		case ir.ShflDown:
			src = e.def("add i64 %s, %s", lane, arg)
		case ir.ShflXor:
			src = e.def("xor i64 %s, %s", lane, arg)
		default:
			return fmt.Errorf("%w: shuffle mode %d", ErrBadIR, in.AuxInt)
		}
		inWave = e.def("icmp ult i64 %s, %d", src, w)
		if c, ok := in.Args[1].(*ir.Const); (mode == ir.ShflUp || mode == ir.ShflDown) && (!ok || c.Int() < 0) {
			// A negative delta reads nothing, as CUDA's unsigned one.
			small := e.def("icmp ult i64 %s, %d", arg, w)
			inWave = e.def("and i1 %s, %s", small, inWave)
		}
	} else {
		src, inWave, err = e.segmentSource(mode, width, lane, arg)
		if err != nil {
			return err
		}
	}
	// The source lane must be active at this shuffle: ds_bpermute reads 0
	// from an inactive lane, and a lane past the end of the block, or one
	// that has exited, is inactive. ballot(true) is the active-lane mask.
	var mask string
	if w == 64 {
		mask = e.def("call i64 %s(i1 true)", e.intrinsic("llvm.amdgcn.ballot.i64", "i64", "i1"))
	} else {
		m32 := e.def("call i32 %s(i1 true)", e.intrinsic("llvm.amdgcn.ballot.i32", "i32", "i1"))
		mask = e.def("zext i32 %s to i64", m32)
	}
	if len(in.Args) == 3 {
		// A member mask: a source lane outside it keeps the caller's
		// value too (on wave32 its high half meets the ballot's zeros).
		member, err := e.val(in.Args[2])
		if err != nil {
			return err
		}
		mask = e.def("and i64 %s, %s", mask, member)
	}
	srcBit := e.def("and i64 %s, %d", src, w-1)
	bit := e.def("lshr i64 %s, %s", mask, srcBit)
	active := e.def("trunc i64 %s to i1", bit)
	valid := e.def("and i1 %s, %s", inWave, active)
	src32 := e.def("trunc i64 %s to i32", src)
	if len(in.Args) == 3 {
		// A lane outside the mask may not exist (ActiveMask in a
		// partial wavefront): read the caller's own lane instead.
		src32 = e.def("select i1 %s, i32 %s, i32 %s", valid, src32, lane32)
	}
	addr := e.def("shl i32 %s, 2", src32)
	perm := e.intrinsic("llvm.amdgcn.ds.bpermute", "i32", "i32", "i32")
	t, err := basicType(b)
	if err != nil {
		return err
	}
	var got string
	switch {
	case b.Bits() == 64:
		bits := v
		if b.IsFloat() {
			bits = e.def("bitcast double %s to i64", v)
		}
		lo := e.def("trunc i64 %s to i32", bits)
		hi0 := e.def("lshr i64 %s, 32", bits)
		hi := e.def("trunc i64 %s to i32", hi0)
		plo := e.def("call i32 %s(i32 %s, i32 %s)", perm, addr, lo)
		phi := e.def("call i32 %s(i32 %s, i32 %s)", perm, addr, hi)
		l64 := e.def("zext i32 %s to i64", plo)
		h64 := e.def("zext i32 %s to i64", phi)
		hs := e.def("shl i64 %s, 32", h64)
		got = e.def("or i64 %s, %s", hs, l64)
		if b.IsFloat() {
			got = e.def("bitcast i64 %s to double", got)
		}
	case b.Kind == ir.Float32:
		bits := e.def("bitcast float %s to i32", v)
		p := e.def("call i32 %s(i32 %s, i32 %s)", perm, addr, bits)
		got = e.def("bitcast i32 %s to float", p)
	case b.Bits() == 32:
		got = e.def("call i32 %s(i32 %s, i32 %s)", perm, addr, v)
	default: // bool, 8 and 16 bits
		wide := e.def("zext %s %s to i32", t, v)
		p := e.def("call i32 %s(i32 %s, i32 %s)", perm, addr, wide)
		got = e.def("trunc i32 %s to %s", p, t)
	}
	e.emit("%s = select i1 %s, %s %s, %s %s", e.names[in], valid, t, got, t, v)
	return nil
}

// segmentSource is the source lane of a width shuffle and whether it reads
// one (ir.ShflSource's rule): with base = lane &^ (width-1) and the lane's
// place in its segment p = lane & (width-1),
//
//	idx:  base | arg&(width-1)   always
//	up:   lane - arg             arg <= p (unsigned: a negative arg reads nothing)
//	down: lane + arg             arg <= width-1-p (unsigned)
//	xor:  lane ^ arg             arg < 32 (unsigned) and lane^arg < base+width
//
// width is at most 32, so a segment never crosses a 32-lane half of a
// wavefront: the same lanes as on a 32-lane warp.
func (e *fn) segmentSource(mode ir.ShflMode, width int, lane, arg string) (src, ok string, err error) {
	pos := e.def("and i64 %s, %d", lane, width-1)
	switch mode {
	case ir.ShflIdx:
		base := e.def("and i64 %s, %d", lane, ^int64(width-1))
		off := e.def("and i64 %s, %d", arg, width-1)
		return e.def("or i64 %s, %s", base, off), "true", nil
	case ir.ShflUp:
		return e.def("sub i64 %s, %s", lane, arg), e.def("icmp ule i64 %s, %s", arg, pos), nil
	case ir.ShflDown:
		room := e.def("sub i64 %d, %s", width-1, pos)
		return e.def("add i64 %s, %s", lane, arg), e.def("icmp ule i64 %s, %s", arg, room), nil
	case ir.ShflXor:
		src = e.def("xor i64 %s, %s", lane, arg)
		small := e.def("icmp ult i64 %s, 32", arg)
		end := e.def("sub i64 %s, %s", lane, pos)
		end = e.def("add i64 %s, %d", end, width)
		below := e.def("icmp ult i64 %s, %s", src, end)
		return src, e.def("and i1 %s, %s", small, below), nil
	}
	return "", "", fmt.Errorf("%w: shuffle mode %d", ErrBadIR, mode)
}
