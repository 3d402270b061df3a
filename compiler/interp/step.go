package interp

import (
	"fmt"

	"github.com/kernlab/kern/compiler/internal/eval"
	"github.com/kernlab/kern/compiler/ir"
)

var trapNames = map[ir.TrapKind]string{ir.TrapPanic: "panic", ir.TrapBounds: "index out of range",
	ir.TrapDivZero: "integer divide by zero", ir.TrapUnreachable: "unreachable"}

// index reads an integer operand as a signed element count.
func (m *machine) index(fr *frame, v ir.Value) int64 {
	x := m.get(fr, v).bits
	if b := basicOf(v); b != nil {
		return eval.Signed(b, x)
	}
	return int64(x)
}

// step executes one instruction of t's top frame.
func (m *machine) step(t *thread, fr *frame, in *ir.Instr) error {
	set := func(v value) {
		fr.vals[fr.fi.slots[in]] = v
		fr.pc++
	}
	a := in.Args
	switch in.Op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpRem, ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpAndNot,
		ir.OpShl, ir.OpShr, ir.OpMin, ir.OpMax, ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe,
		ir.OpNeg, ir.OpNot, ir.OpCompl, ir.OpConvert, ir.OpBitcast, ir.OpMath, ir.OpHalf:
		r, err := m.arith(fr, in)
		if err != nil {
			return err
		}
		set(value{bits: r})
	case ir.OpSelect:
		if m.get(fr, a[0]).bits != 0 {
			set(m.get(fr, a[1]))
		} else {
			set(m.get(fr, a[2]))
		}
	case ir.OpAlloca:
		p, err := m.mem.alloc(ir.SpaceLocal, in.Aux.(ir.Type).Size(), "alloca "+in.Name())
		if err != nil {
			return err
		}
		fr.allocs = append(fr.allocs, p)
		set(value{bits: p})
	case ir.OpShared:
		p, ok := m.shared[in]
		if !ok {
			var err error
			if p, err = m.mem.alloc(ir.SpaceShared, in.Aux.(ir.Type).Size(), "shared "+in.Name()); err != nil {
				return err
			}
			m.shared[in] = p
		}
		set(value{bits: p})
	case ir.OpDynShared:
		set(value{bits: m.dyn})
	case ir.OpLoad:
		addr := m.get(fr, a[0]).bits
		if in.AuxInt == ir.LoadAligned && addr%uint64(in.Typ.Size()) != 0 {
			// A GPU faults on a misaligned vector load.
			return fmt.Errorf("%w: %d-byte aligned load at %#x", ErrBadPointer, in.Typ.Size(), addr)
		}
		v, err := m.mem.load(in.Typ, addr)
		if err != nil {
			return err
		}
		set(v)
	case ir.OpStore:
		if addr := m.get(fr, a[0]).bits; in.AuxInt == ir.StoreAligned && addr%uint64(a[1].Type().Size()) != 0 {
			return fmt.Errorf("%w: %d-byte aligned store at %#x", ErrBadPointer, a[1].Type().Size(), addr)
		}
		if err := m.mem.store(a[1].Type(), m.get(fr, a[0]).bits, m.get(fr, a[1])); err != nil {
			return err
		}
		fr.pc++
	case ir.OpFieldAddr:
		st := a[0].Type().(*ir.Pointer).Elem.(*ir.Struct)
		set(value{bits: ptrAdd(m.get(fr, a[0]).bits, int64(st.Offset(int(in.AuxInt))))})
	case ir.OpIndexAddr:
		at := a[0].Type().(*ir.Pointer).Elem.(*ir.Array)
		set(value{bits: ptrAdd(m.get(fr, a[0]).bits, m.index(fr, a[1])*int64(at.Elem.Size()))})
	case ir.OpPtrAdd:
		el := a[0].Type().(*ir.Pointer).Elem
		set(value{bits: ptrAdd(m.get(fr, a[0]).bits, m.index(fr, a[1])*int64(el.Size()))})
	case ir.OpExtract:
		off, ft := elemOffset(a[0].Type(), int(in.AuxInt))
		set(readValue(m.get(fr, a[0]).agg[off:], ft))
	case ir.OpInsert:
		off, ft := elemOffset(a[0].Type(), int(in.AuxInt))
		agg := append([]byte(nil), m.get(fr, a[0]).agg...)
		writeValue(agg[off:], ft, m.get(fr, a[1]))
		set(value{agg: agg})
	case ir.OpAddrSpace:
		p := m.get(fr, a[0]).bits
		to := in.Typ.(*ir.Pointer).Space
		if sp, _, _ := decodePtr(p); p != 0 && to != ir.SpaceGeneric && sp != to {
			return fmt.Errorf("%w: cast of a %s pointer to %s", ErrBadPointer, sp, to)
		}
		set(value{bits: p})
	case ir.OpCall:
		args := make([]value, len(a))
		for i, x := range a {
			args[i] = m.get(fr, x)
		}
		if len(t.frames) > 1000 {
			return fmt.Errorf("%w: call depth above 1000", ErrResource)
		}
		m.pushFrame(t, in.Callee(), args, in)
	case ir.OpSpecial:
		set(value{bits: m.special(t, ir.Special(in.AuxInt))})
	case ir.OpBarrier, ir.OpWarpSync:
		if in.Op == ir.OpBarrier && in.AuxInt == ir.BarrierGrid {
			// The interpreter runs one block at a time.
			return fmt.Errorf("%w: grid-wide barrier (GridSync) here", ErrUnsupported)
		}
		t.state, t.wait = atBarrier, in
		if in.Op == ir.OpWarpSync {
			t.state = atWarpSync
		}
		fr.pc++
	case ir.OpBarrierRed:
		// The predicate waits in shflV; resolveBarrier writes the result.
		t.state, t.wait = atBarrier, in
		t.shflV = m.get(fr, a[0]).bits
		fr.pc++
	case ir.OpMMA:
		return m.mmaLane(t, fr, in)
	case ir.OpShfl:
		t.state, t.wait = atShfl, in
		t.shflV, t.shflL = m.get(fr, a[0]).bits, m.index(fr, a[1])
		if len(a) > 2 {
			t.shflM = m.get(fr, a[2]).bits
		}
	case ir.OpVote:
		// A warp collective like a shuffle: the mask travels in shflL.
		t.state, t.wait = atShfl, in
		t.shflV, t.shflL = 0, -1
		if len(a) > 0 {
			t.shflL = int64(m.get(fr, a[0]).bits)
		}
		if len(a) > 1 {
			t.shflV = m.get(fr, a[1]).bits
		}
	case ir.OpFence:
		fr.pc++ // one thread runs at a time: memory is always coherent
	case ir.OpClock:
		// The clock is the machine's step count, which only grows; a sleep
		// is allowed to return at once.
		if ir.ClockOp(in.AuxInt) == ir.ClockRead {
			set(value{bits: uint64(m.steps)})
			break
		}
		fr.pc++
	case ir.OpAsync:
		if err := m.async(t, fr, in); err != nil {
			return err
		}
		fr.pc++
	case ir.OpPrint:
		// The interpreter checks values, not output: kern.Printf's text is
		// the runtime's (internal/kprint), so a print only moves on.
		fr.pc++
	case ir.OpAtomic, ir.OpAtomicCAS:
		return m.atomic(fr, in, set)
	case ir.OpJump:
		m.enter(fr, fr.block.Succs[0], fr.block, 0)
	case ir.OpIf:
		k := 1
		if m.get(fr, a[0]).bits != 0 {
			k = 0
		}
		m.enter(fr, fr.block.Succs[k], fr.block, k)
	case ir.OpReturn:
		vals := make([]value, len(a))
		for i, x := range a {
			vals[i] = m.get(fr, x)
		}
		m.ret(t, fr, vals)
	case ir.OpTrap:
		m.exit(t)
		return fmt.Errorf("%w: %s: %v", ErrTrap, trapNames[ir.TrapKind(in.AuxInt)], in.Aux)
	case ir.OpUnreachable:
		m.exit(t)
		return fmt.Errorf("%w: unreachable executed", ErrTrap)
	default:
		return fmt.Errorf("%w: %s here", ErrUnsupported, in.Op)
	}
	return nil
}

func (m *machine) atomic(fr *frame, in *ir.Instr, set func(value)) error {
	a := in.Args
	p := m.get(fr, a[0]).bits
	t := in.Typ.(*ir.Basic)
	old, err := m.mem.load(t, p)
	if err != nil {
		return err
	}
	v := m.get(fr, a[1]).bits
	var nv uint64
	if in.Op == ir.OpAtomicCAS {
		// Compares bits, as atom.cas does (for floats too).
		nv = old.bits
		if old.bits == v {
			nv = m.get(fr, a[2]).bits
		}
	} else {
		var ok bool
		if nv, ok = atomicValue(ir.AtomicOp(in.AuxInt), t, old.bits, v); !ok {
			return fmt.Errorf("%w: atomic.%s on %s", ErrUnsupported, ir.AtomicOp(in.AuxInt), t)
		}
	}
	if err := m.mem.store(t, p, value{bits: nv}); err != nil {
		return err
	}
	set(old)
	return nil
}

// atomicValue is the value an atomic op stores, from the old one and v.
func atomicValue(op ir.AtomicOp, t *ir.Basic, old, v uint64) (uint64, bool) {
	is := func(cmp ir.Op, x, y uint64) bool {
		r, _ := eval.Compare(cmp, t, x, y)
		return r
	}
	switch op {
	case ir.AtomicExch:
		return v, true
	case ir.AtomicInc:
		if !t.IsInteger() || t.IsSigned() {
			return 0, false
		}
		if is(ir.OpGe, old, v) {
			return 0, true
		}
		return eval.Binary(ir.OpAdd, t, old, 1)
	case ir.AtomicDec:
		if !t.IsInteger() || t.IsSigned() {
			return 0, false
		}
		if old == 0 || is(ir.OpGt, old, v) {
			return v, true
		}
		return eval.Binary(ir.OpSub, t, old, 1)
	case ir.AtomicAddF16, ir.AtomicAddBF16:
		return eval.Half(ir.HalfAdd, op == ir.AtomicAddBF16, []uint64{old, v})
	case ir.AtomicNanMax, ir.AtomicNanMin:
		switch {
		case is(ir.OpNe, v, v): // a NaN v is missing
			return old, true
		case is(ir.OpNe, old, old):
			return v, true
		}
		op = map[ir.AtomicOp]ir.AtomicOp{ir.AtomicNanMax: ir.AtomicMax, ir.AtomicNanMin: ir.AtomicMin}[op]
	}
	bin := map[ir.AtomicOp]ir.Op{ir.AtomicAdd: ir.OpAdd, ir.AtomicSub: ir.OpSub, ir.AtomicMax: ir.OpMax,
		ir.AtomicMin: ir.OpMin, ir.AtomicAnd: ir.OpAnd, ir.AtomicOr: ir.OpOr, ir.AtomicXor: ir.OpXor}
	b, ok := bin[op]
	if !ok {
		return 0, false
	}
	return eval.Binary(b, t, old, v)
}

// async executes OpAsync for thread t.
func (m *machine) async(t *thread, fr *frame, in *ir.Instr) error {
	op, n := ir.AsyncOf(in.AuxInt)
	switch op {
	case ir.AsyncCopy:
		d, s := m.get(fr, in.Args[0]).bits, m.get(fr, in.Args[1]).bits
		if sp, _, _ := decodePtr(d); sp != ir.SpaceShared {
			return fmt.Errorf("%w: async copy into %s memory, not shared", ErrBadPointer, sp)
		}
		if sp, _, _ := decodePtr(s); sp != ir.SpaceGlobal {
			return fmt.Errorf("%w: async copy from %s memory, not global", ErrBadPointer, sp)
		}
		if d%uint64(n) != 0 || s%uint64(n) != 0 {
			return fmt.Errorf("%w: %d-byte async copy from %#x to %#x: not aligned to its size", ErrBadPointer, n, s, d)
		}
		// Both ends are checked at the copy, as a GPU faults there.
		w := &ir.Array{Len: n / 4, Elem: ir.Typ[ir.Uint32]}
		for _, p := range []uint64{s, d} {
			if _, err := m.mem.load(w, p); err != nil {
				return err
			}
		}
		t.async.Add(asyncCopy{d, s, n})
	case ir.AsyncCommit:
		t.async.Commit()
	case ir.AsyncWait:
		return t.async.Retire(n, func(c asyncCopy) error {
			w := &ir.Array{Len: c.n / 4, Elem: ir.Typ[ir.Uint32]}
			v, err := m.mem.load(w, c.src)
			if err != nil {
				return err
			}
			return m.mem.store(w, c.dst, v)
		})
	default:
		return fmt.Errorf("%w: async op %d", ErrUnsupported, in.AuxInt)
	}
	return nil
}
