package emu

// Vectors (<N x T>, which the optimizer's SLP vectorizer writes) are N
// registers, one per element, like an array; element operations pick
// registers, and arithmetic on vectors is the scalar operation per
// element.

// element lowers extractelement, insertelement and shufflevector.
func (lw *lowerer) element(sc *lscope, in *linstr) error {
	v, err := lw.ops(sc, in.ops[0])
	if err != nil {
		return err
	}
	d := lw.dest(sc, in)
	switch in.op {
	case "extractelement":
		return lw.pick(sc, in.ops[1], len(v), func(i int, p *opnd) {
			if p == nil {
				lw.mov(d[0], v[i], ptype{'b', 64})
				return
			}
			lw.emit(instr{op: opSelp, t: ptype{'b', 64}, d: d[0], a: [4]opnd{v[i], d[0], *p}})
		})
	case "insertelement":
		e, err := lw.op1(sc, in.ops[1])
		if err != nil {
			return err
		}
		for i := range d {
			lw.mov(d[i], v[i], ptype{'b', 64})
		}
		return lw.pick(sc, in.ops[2], len(v), func(i int, p *opnd) {
			if p == nil {
				lw.mov(d[i], e, ptype{'b', 64})
				return
			}
			lw.emit(instr{op: opSelp, t: ptype{'b', 64}, d: d[i], a: [4]opnd{e, d[i], *p}})
		})
	}
	// shufflevector: the mask is a constant; an undef or poison element
	// takes element 0 (any value is allowed).
	w, err := lw.ops(sc, in.ops[1])
	if err != nil {
		return err
	}
	mask := in.ops[2]
	tmp := make([]opnd, len(d)) // the result may overwrite an operand
	for k := range d {
		m := 0
		if mask.k == 'a' && mask.agg[k].k == 'c' {
			m = int(mask.agg[k].bits)
		} else if mask.k != 'z' && !(mask.k == 'a' && mask.agg[k].k == 'z') {
			return lw.errf("shufflevector with a mask that is not constant")
		}
		src := v[0]
		switch {
		case m < len(v):
			src = v[m]
		case m-len(v) < len(w):
			src = w[m-len(v)]
		}
		tmp[k] = opnd{k: oReg, r: lw.reg(1)}
		lw.mov(tmp[k], src, ptype{'b', 64})
	}
	for k := range d {
		lw.mov(d[k], tmp[k], ptype{'b', 64})
	}
	return nil
}

// pick calls f for the element idx selects among n: once with a nil
// predicate for a constant index (nothing for one out of range, whose
// result is poison), else for every element with the predicate idx == i.
func (lw *lowerer) pick(sc *lscope, idx lval, n int, f func(i int, p *opnd)) error {
	if idx.k == 'c' || idx.k == 'z' {
		if i := int(idx.bits); idx.bits < uint64(n) {
			f(i, nil)
		}
		return nil
	}
	x, err := lw.op1(sc, idx)
	if err != nil {
		return err
	}
	for i := range n {
		p := opnd{k: oReg, r: lw.reg(1)}
		lw.emit(instr{op: opSetp, t: ptype{'u', uint8(idx.ty.bits)}, mod: cmpEq, d: p, a: [4]opnd{x, {k: oImm, imm: uint64(i)}}})
		f(i, &p)
	}
	return nil
}
