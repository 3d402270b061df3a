package emu

// Addresses and memory: getelementptr, loads and stores (vectors and
// aggregates leaf by leaf), atomics.

// gep computes base + indices × sizes in 64 bits.
func (lw *lowerer) gep(sc *lscope, in *linstr) error {
	base, err := lw.op1(sc, in.ops[0])
	if err != nil {
		return err
	}
	d := lw.dest(sc, in)[0]
	acc := base
	constOff := int64(0)
	t := in.ty2
	add := func(o opnd) {
		lw.emit(instr{op: opAdd, t: ptype{'u', 64}, d: d, a: [4]opnd{acc, o}})
		acc = d
	}
	for i, iv := range in.ops[1:] {
		var size int
		if i == 0 {
			size = t.size()
		} else {
			switch t.k {
			case 'a':
				t = t.elem
				size = t.size()
			case 's':
				if iv.k != 'c' {
					return lw.errf("variable struct index")
				}
				constOff += int64(t.fieldOffset(int(iv.bits)))
				t = t.fields[iv.bits]
				continue
			default:
				return lw.errf("index into %v", t)
			}
		}
		if iv.k == 'c' || iv.k == 'z' {
			constOff += sext(iv.bits, uint8(iv.ty.bits)) * int64(size)
			continue
		}
		x, err := lw.op1(sc, iv)
		if err != nil {
			return err
		}
		if iv.ty.bits < 64 {
			r := lw.reg(1)
			lw.emit(instr{op: opCvt, t: ptype{'u', 64}, t2: ptype{'s', uint8(iv.ty.bits)}, d: opnd{k: oReg, r: r}, a: [4]opnd{x}})
			x = opnd{k: oReg, r: r}
		}
		if size != 1 {
			r := lw.reg(1)
			lw.emit(instr{op: opMul, t: ptype{'u', 64}, d: opnd{k: oReg, r: r}, a: [4]opnd{x, {k: oImm, imm: uint64(size)}}})
			x = opnd{k: oReg, r: r}
		}
		add(x)
	}
	if constOff != 0 || acc == base {
		add(opnd{k: oImm, imm: uint64(constOff)})
	}
	return nil
}

// memory lowers load and store; a vector or aggregate moves leaf by
// leaf at each leaf's offset.
func (lw *lowerer) memory(sc *lscope, in *linstr) error {
	pv := in.ops[len(in.ops)-1]
	p, err := lw.op1(sc, pv)
	if err != nil {
		return err
	}
	if pv.ty.k != 'p' {
		return lw.errf("%s through %v", in.op, pv.ty)
	}
	space, ok := llSpaces[pv.ty.as]
	if !ok {
		return lw.errf("%s in address space %d", in.op, pv.ty.as)
	}
	if in.ty.k == 'x' && in.ty.elem.k == 'i' && in.ty.elem.bits == 1 {
		return lw.errf("%s of %v (packed bits)", in.op, in.ty)
	}
	leaves := leafOffsets(in.ty, 0, nil)
	// A vector access's first leaf checks the alignment the instruction
	// states, as a PTX ld.vN checks the whole vector's: the backend
	// chose the vector load because the address is that aligned, and a
	// broken promise faults here rather than passing silently.
	valign := func(i int) uint8 {
		if i == 0 && in.ty.k == 'x' && in.align > leaves[0].t.size() && in.align <= 128 && in.align&(in.align-1) == 0 {
			return uint8(in.align)
		}
		return 0
	}
	if in.op == "load" {
		d := lw.dest(sc, in)
		for i, lf := range leaves {
			lw.emit(instr{op: opLd, space: space, t: memType(lf.t), d: d[i], a: [4]opnd{p}, off: int64(lf.off), valign: valign(i)})
			switch {
			case lf.t.k == 'i' && lf.t.bits == 1:
				lw.emit(instr{op: opAnd, t: ptype{'b', 64}, d: d[i], a: [4]opnd{d[i], {k: oImm, imm: 1}}})
			case lf.t.k == 'p' && (lf.t.as == 3 || lf.t.as == 5):
				tag := uint64(tagShared)
				if lf.t.as == 5 {
					tag = tagLocal
				}
				lw.emit(instr{op: opOr, t: ptype{'b', 64}, d: d[i], a: [4]opnd{d[i], {k: oImm, imm: tag << spaceShift}}})
			}
		}
		return nil
	}
	v, err := lw.ops(sc, in.ops[0])
	if err != nil {
		return err
	}
	if len(v) != len(leaves) {
		return lw.errf("store of %d values as %v", len(v), in.ty)
	}
	if in.pred == "atomic" && len(leaves) == 1 {
		// An exchange whose old value goes unused: atomic for the race
		// checker too, which lanes storing to one slot in turn need.
		t := memType(leaves[0].t)
		if t.kind == 'f' {
			t.kind = 'u'
		}
		lw.emit(instr{op: opAtom, space: space, t: t, mod: atomExch, d: opnd{k: oReg, r: lw.reg(1)}, a: [4]opnd{p, v[0]}, off: int64(leaves[0].off)})
		return nil
	}
	for i, lf := range leaves {
		lw.emit(instr{op: opSt, space: space, t: memType(lf.t), a: [4]opnd{p, v[i]}, off: int64(lf.off), valign: valign(i)})
	}
	return nil
}

type leaf struct {
	t   *lty
	off int
}

// leafOffsets lists t's scalar leaves in register order with their byte
// offsets in memory from off.
func leafOffsets(t *lty, off int, out []leaf) []leaf {
	switch t.k {
	case 'a', 'x':
		for i := range t.n {
			out = leafOffsets(t.elem, off+i*t.elem.size(), out)
		}
	case 's':
		for i, f := range t.fields {
			out = leafOffsets(f, off+t.fieldOffset(i), out)
		}
	default:
		out = append(out, leaf{t, off})
	}
	return out
}

var rmwCodes = map[string]uint8{
	"add": atomAdd, "sub": atomAdd, "and": atomAnd, "or": atomOr, "xor": atomXor, "xchg": atomExch,
	"max": atomMax, "min": atomMin, "umax": atomMax, "umin": atomMin, "fadd": atomFAddIEEE, "fsub": atomFAddIEEE,
}

func (lw *lowerer) atomic(sc *lscope, in *linstr) error {
	pv := in.ops[0]
	p, err := lw.op1(sc, pv)
	if err != nil {
		return err
	}
	space, ok := llSpaces[pv.ty.as]
	if !ok || pv.ty.k != 'p' {
		return lw.errf("%s through %v", in.op, pv.ty)
	}
	d := lw.dest(sc, in)
	if in.op == "cmpxchg" {
		cmp, err := lw.op1(sc, in.ops[1])
		if err != nil {
			return err
		}
		nv, err := lw.op1(sc, in.ops[2])
		if err != nil {
			return err
		}
		t := memType(in.ty2)
		if t.kind == 'f' {
			t.kind = 'u'
		}
		lw.emit(instr{op: opAtom, space: space, t: t, mod: atomCas, d: d[0], a: [4]opnd{p, cmp, nv}})
		lw.emit(instr{op: opSetp, t: t, mod: cmpEq, d: d[1], a: [4]opnd{d[0], cmp}})
		return nil
	}
	code, ok := rmwCodes[in.pred]
	if !ok {
		return lw.errf("atomicrmw %s", in.pred)
	}
	v, err := lw.op1(sc, in.ops[1])
	if err != nil {
		return err
	}
	t := memType(in.ty)
	switch in.pred {
	case "max", "min":
		t = signed(t)
	case "sub", "fsub":
		r := lw.reg(1)
		nt := t
		if in.pred == "sub" {
			nt = ptype{'u', t.bits}
		}
		lw.emit(instr{op: opNeg, t: nt, d: opnd{k: oReg, r: r}, a: [4]opnd{v}})
		v = opnd{k: oReg, r: r}
	case "add", "and", "or", "xor", "xchg", "umax", "umin":
		if t.kind == 'f' {
			t.kind = 'u'
		}
	}
	lw.emit(instr{op: opAtom, space: space, t: t, mod: code, d: d[0], a: [4]opnd{p, v}})
	return nil
}
