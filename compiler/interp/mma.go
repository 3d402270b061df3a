package interp

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/mma"
)

// The interpreter keeps fragments in internal/mma's 32-lane layout: an
// A/B fragment is 4 little-endian u32 registers, an accumulator 8 f32,
// 8 u16 (f16) or 8 i32.

func fragAB(v value) (r [mma.Regs]uint32) {
	for k := range r {
		r[k] = binary.LittleEndian.Uint32(v.agg[4*k:])
	}
	return r
}

// fragAcc is an accumulator of acc's registers as mma.TileAcc's bits.
func fragAcc(v value, acc mma.Acc) (r [mma.CRegs]uint32) {
	for k := range r {
		if acc == mma.AccF16 {
			r[k] = uint32(binary.LittleEndian.Uint16(v.agg[2*k:]))
		} else {
			r[k] = binary.LittleEndian.Uint32(v.agg[4*k:])
		}
	}
	return r
}

// fragAccValue is fragAcc's inverse.
func fragAccValue(r *[mma.CRegs]uint32, acc mma.Acc) value {
	size := accSize(acc)
	b := make([]byte, size*mma.CRegs)
	for k, x := range r {
		if size == 2 {
			binary.LittleEndian.PutUint16(b[2*k:], uint16(x))
		} else {
			binary.LittleEndian.PutUint32(b[4*k:], x)
		}
	}
	return value{agg: b}
}

// accSize is the bytes of one element of an accumulator of acc.
func accSize(acc mma.Acc) int {
	if acc == mma.AccF16 {
		return 2
	}
	return 4
}

func fragABValue(r *[mma.Regs]uint32) value {
	b := make([]byte, 4*mma.Regs)
	for k, x := range r {
		binary.LittleEndian.PutUint32(b[4*k:], x)
	}
	return value{agg: b}
}

// mmaLane executes the per-lane OpMMA forms (loads, fill, store, pos); the
// warp-wide compute waits for the warp like a shuffle (mmaWarp).
func (m *machine) mmaLane(t *thread, fr *frame, in *ir.Instr) error {
	if m.cfg.warpSize() != mma.Lanes {
		return fmt.Errorf("%w: %s with a warp of %d lanes (the MMA layout is defined for 32)", ErrUnsupported, in.Op, m.cfg.warpSize())
	}
	op, f, l := in.MMA()
	lane := int(m.special(t, ir.LaneID))
	a := in.Args
	set := func(v value) {
		fr.vals[fr.fi.slots[in]] = v
		fr.pc++
	}
	format, acc := mma.Format(f), mma.Acc(in.MMAAcc())
	accT := ir.Type(ir.Typ[ir.Uint32])
	if acc == mma.AccF16 {
		accT = ir.Typ[ir.Uint16]
	}
	// addr is the address of element (i, j) of size bytes of the tile at
	// a[0] with leading dimension a[ldArg].
	addr := func(ldArg, i, j, size int) uint64 {
		ld := int(m.index(fr, a[ldArg]))
		return ptrAdd(m.get(fr, a[0]).bits, int64(size)*int64(mma.Index(mma.Layout(l), 0, ld, i, j)))
	}
	switch op {
	case ir.MMALoadA, ir.MMALoadB:
		var r [mma.Regs]uint32
		for e := range format.Elems() {
			i, j := mma.ALoc(format, lane, e)
			if op == ir.MMALoadB {
				i, j = mma.BLoc(format, lane, e)
			}
			et := ir.Type(ir.Typ[ir.Uint16])
			switch {
			case format == mma.TF32:
				et = ir.Typ[ir.Uint32]
			case format.Byte():
				et = ir.Typ[ir.Uint8]
			}
			v, err := m.mem.load(et, addr(1, i, j, format.ElemBytes()))
			if err != nil {
				return err
			}
			bits := uint32(v.bits)
			if format == mma.TF32 {
				bits = mma.ToTF32(math.Float32frombits(bits))
			}
			mma.Set(format, &r, e, bits)
		}
		set(fragABValue(&r))
	case ir.MMALoadC:
		var r [mma.CRegs]uint32
		for e := range r {
			i, j := mma.CLoc(lane, e)
			v, err := m.mem.load(accT, addr(1, i, j, accSize(acc)))
			if err != nil {
				return err
			}
			r[e] = uint32(v.bits)
		}
		set(fragAccValue(&r, acc))
	case ir.MMAFill:
		var r [mma.CRegs]uint32
		for e := range r {
			r[e] = uint32(m.get(fr, a[0]).bits)
			if acc == mma.AccF16 {
				r[e] &= 0xffff
			}
		}
		set(fragAccValue(&r, acc))
	case ir.MMAStore:
		c := fragAcc(m.get(fr, a[1]), acc)
		for e := range c {
			i, j := mma.CLoc(lane, e)
			if err := m.mem.store(accT, addr(2, i, j, accSize(acc)), value{bits: uint64(c[e])}); err != nil {
				return err
			}
		}
		fr.pc++
	case ir.MMAPosA, ir.MMAPosB, ir.MMAPosC:
		e := int(m.index(fr, a[0]))
		var i, j int
		switch op {
		case ir.MMAPosA:
			i, j = mma.ALoc(format, lane, e)
		case ir.MMAPosB:
			i, j = mma.BLoc(format, lane, e)
		default:
			i, j = mma.CLoc(lane, e)
		}
		if l == 1 {
			i = j
		}
		set(value{bits: uint64(int64(i))})
	default:
		t.state, t.wait = atShfl, in
	}
	return nil
}

// mmaWarp performs a warp's OpMMA compute once all its lanes wait at it:
// all 32 must (no lane exited, a full warp).
func (m *machine) mmaWarp(threads []*thread, lo, hi int) error {
	var a, b mma.TileAB
	var c mma.TileAcc
	acc := mma.Acc(threads[lo].wait.MMAAcc())
	if hi-lo != mma.Lanes {
		t := threads[lo]
		return m.errAt(t, t.wait, fmt.Errorf("%w: an MMA in a warp of %d threads: all 32 lanes must take part", ErrBarrierMismatch, hi-lo))
	}
	for i, t := range threads[lo:hi] {
		if t.state != atShfl {
			return m.errAt(threads[lo], threads[lo].wait, fmt.Errorf("%w: lane %d exited before the warp's MMA: all 32 lanes must take part", ErrBarrierMismatch, i))
		}
		fr := t.frames[len(t.frames)-1]
		a[i], b[i], c[i] = fragAB(m.get(fr, t.wait.Args[0])), fragAB(m.get(fr, t.wait.Args[1])), fragAcc(m.get(fr, t.wait.Args[2]), acc)
	}
	_, f, _ := threads[lo].wait.MMA()
	d := mma.ComputeAcc(mma.Format(f), mma.Format(threads[lo].wait.MMAFormatB()), acc, &a, &b, &c)
	for i, t := range threads[lo:hi] {
		fr := t.frames[len(t.frames)-1]
		fr.vals[fr.fi.slots[t.wait]] = fragAccValue(&d[i], acc)
		fr.pc++
		t.state = running
	}
	return nil
}
