package interp

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/mma"
)

// The interpreter keeps fragments in internal/mma's 32-lane layout: an
// A/B fragment is 4 little-endian u32 registers, an accumulator 8 f32.

func fragAB(v value) (r [mma.Regs]uint32) {
	for k := range r {
		r[k] = binary.LittleEndian.Uint32(v.agg[4*k:])
	}
	return r
}

func fragC(v value) (r [mma.CRegs]float32) {
	for k := range r {
		r[k] = math.Float32frombits(binary.LittleEndian.Uint32(v.agg[4*k:]))
	}
	return r
}

func fragABValue(r *[mma.Regs]uint32) value {
	b := make([]byte, 4*mma.Regs)
	for k, x := range r {
		binary.LittleEndian.PutUint32(b[4*k:], x)
	}
	return value{agg: b}
}

func fragCValue(r *[mma.CRegs]float32) value {
	b := make([]byte, 4*mma.CRegs)
	for k, x := range r {
		binary.LittleEndian.PutUint32(b[4*k:], math.Float32bits(x))
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
	format := mma.Format(f)
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
			case format.FP8():
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
		var r [mma.CRegs]float32
		for e := range r {
			i, j := mma.CLoc(lane, e)
			v, err := m.mem.load(ir.Typ[ir.Uint32], addr(1, i, j, 4))
			if err != nil {
				return err
			}
			r[e] = math.Float32frombits(uint32(v.bits))
		}
		set(fragCValue(&r))
	case ir.MMAFill:
		var r [mma.CRegs]float32
		for e := range r {
			r[e] = math.Float32frombits(uint32(m.get(fr, a[0]).bits))
		}
		set(fragCValue(&r))
	case ir.MMAStore:
		c := fragC(m.get(fr, a[1]))
		for e := range c {
			i, j := mma.CLoc(lane, e)
			if err := m.mem.store(ir.Typ[ir.Uint32], addr(2, i, j, 4), value{bits: uint64(math.Float32bits(c[e]))}); err != nil {
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
	var c mma.TileC
	if hi-lo != mma.Lanes {
		t := threads[lo]
		return m.errAt(t, t.wait, fmt.Errorf("%w: an MMA in a warp of %d threads: all 32 lanes must take part", ErrBarrierMismatch, hi-lo))
	}
	for i, t := range threads[lo:hi] {
		if t.state != atShfl {
			return m.errAt(threads[lo], threads[lo].wait, fmt.Errorf("%w: lane %d exited before the warp's MMA: all 32 lanes must take part", ErrBarrierMismatch, i))
		}
		fr := t.frames[len(t.frames)-1]
		a[i], b[i], c[i] = fragAB(m.get(fr, t.wait.Args[0])), fragAB(m.get(fr, t.wait.Args[1])), fragC(m.get(fr, t.wait.Args[2]))
	}
	_, f, _ := threads[lo].wait.MMA()
	d := mma.Compute(mma.Format(f), mma.Format(threads[lo].wait.MMAFormatB()), &a, &b, &c)
	for i, t := range threads[lo:hi] {
		fr := t.frames[len(t.frames)-1]
		fr.vals[fr.fi.slots[t.wait]] = fragCValue(&d[i])
		fr.pc++
		t.state = running
	}
	return nil
}
