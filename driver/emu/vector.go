package emu

import (
	"math/bits"
)

// Lane-vector execution. At load time (vectorize) every pure register
// instruction — the moves, arithmetic, logic, comparisons and conversions,
// which read registers and immediates and write one register, and cannot
// fault — gets a vop: its operation over a run of lanes, with the opcode,
// type and immediate operand resolved once. A warp executes it for lanes
// 0..n-1 of a group at once (vexec): registers are laid out maxLanes per
// slot, so a register operand is a slice of the frame, and the kernels are
// plain loops over slices, without a per-lane decode. The ops that no
// specialised kernel covers run the same per-lane functions as alu
// (binary, unary, compare, cvt, fma, prmt), so both paths compute the same
// bits; vector_test.go checks every kernel against alu.
//
// The integer kernels run four lanes per iteration (Go does not unroll):
// a third faster on 32 lanes. The float ones keep one: a NaN result's
// payload is one operand's, and which one follows the order the compiler
// gives the operands, which must stay alu's.

type vkind uint8

const (
	vNone   vkind = iota
	vSet          // d = imm
	vUn           // d = k1(a)
	vBin          // d = k2(a, b)
	vBinImm       // d = k2i(a, imm)
	vTer          // d = k3(a, b, c)
)

type vop struct {
	kind vkind
	// d is the destination's register offset (slot << laneBits); a[k] is
	// source k's, or -1 when it is not a plain register (vsrc reads it).
	d   int32
	a   [3]int32
	imm uint64
	k1  func(d, a []uint64)
	k2  func(d, a, b []uint64)
	k2i func(d, a []uint64, b uint64)
	k3  func(d, a, b, c []uint64)
}

// vexec executes vop v of in for the lanes of active.
func (w *warp) vexec(f *frame, v *vop, in *instr, active uint64) {
	n := 64 - bits.LeadingZeros64(active)
	regs := f.regs[v.d : v.d+maxLanes : v.d+maxLanes]
	// Lanes 0..n-1 all active: write the register in place. Otherwise
	// compute lanes 0..n-1 aside (the inactive ones from whatever their
	// registers hold: the ops are pure) and keep the active ones.
	dense := active&(active+1) == 0
	dst := regs[:n]
	if !dense {
		dst = w.vout[:n]
	}
	switch v.kind {
	case vSet:
		for i := range dst {
			dst[i] = v.imm
		}
	case vUn:
		v.k1(dst, w.vsrc(f, in, v, 0, active, n))
	case vBin:
		v.k2(dst, w.vsrc(f, in, v, 0, active, n), w.vsrc(f, in, v, 1, active, n))
	case vBinImm:
		v.k2i(dst, w.vsrc(f, in, v, 0, active, n), v.imm)
	case vTer:
		v.k3(dst, w.vsrc(f, in, v, 0, active, n), w.vsrc(f, in, v, 1, active, n), w.vsrc(f, in, v, 2, active, n))
	}
	if !dense {
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			regs[ln] = dst[ln]
		}
	}
}

// vsrc returns source k of in for lanes 0..n-1: a register's slice of the
// frame, or the values operandVec reads.
func (w *warp) vsrc(f *frame, in *instr, v *vop, k int, active uint64, n int) []uint64 {
	if r := v.a[k]; r >= 0 {
		return f.regs[r : int(r)+n : int(r)+n]
	}
	return w.operandVec(f, &in.a[k], k, active, n)
}

// operandVec returns operand o for lanes 0..n-1: a register's slice of
// the frame, or the values val reads, for the active lanes, in scratch
// vector k.
func (w *warp) operandVec(f *frame, o *opnd, k int, active uint64, n int) []uint64 {
	if o.k == oReg && !o.neg {
		r := int(o.r) << laneBits
		return f.regs[r : r+n : r+n]
	}
	t := w.vin[k][:n]
	if o.k == oImm {
		for i := range t {
			t[i] = o.imm
		}
		return t
	}
	for m := active; m != 0; m &= m - 1 {
		ln := bits.TrailingZeros64(m)
		t[ln] = w.val(f, o, ln)
	}
	return t
}

// vectorize gives fn's pure register instructions their vops (the dead
// ones none: dead.go).
func vectorize(fn *function) {
	// One array, in pc order, without the dead instructions' (which exec
	// steps over): a loop's vops are adjacent in memory.
	n := 0
	for i := range fn.code {
		if in := &fn.code[i]; pure(in) && in.dead == 0 {
			n++
		}
	}
	vs := make([]vop, 0, n)
	fn.hot = make([]hotInstr, len(fn.code))
	width := widths(fn)
	for i := range fn.code {
		in := &fn.code[i]
		in.v = nil
		if pure(in) && in.dead == 0 {
			vs = append(vs, *vectorOp(in, width))
			in.v = &vs[len(vs)-1]
		}
		fn.hot[i] = hotInstr{v: in.v, dead: in.dead, guard: in.guard, gneg: in.gneg}
	}
}

// hotInstr is what exec reads of every instruction, in an array of its
// own: a loop of kern's unoptimised PTX spans many instrs, of which these
// fields fit a few to a cache line.
type hotInstr struct {
	v     *vop
	dead  int32
	guard int32
	gneg  bool
}

// pure reports whether in is a pure register instruction: one vectorOp
// covers.
func pure(in *instr) bool {
	if in.d.k != oReg {
		return false
	}
	switch in.op {
	case opMov, opAdd, opSub, opMul, opMulWide, opMulHi, opDiv, opRem, opMin, opMax, opAnd, opOr, opXor, opShl, opShr,
		opNeg, opAbs, opNot, opPopc, opClz, opBrev, opSqrt, opRcp, opEx2, opLg2, opSin, opCos,
		opFma, opMad, opPrmt, opSelp, opSetp, opCvt:
		return true
	}
	return false
}

// vectorOp returns the vop of pure instruction in; width bounds the
// registers' values (copyprop.go), nil if unknown.
func vectorOp(in *instr, width []uint8) *vop {
	v := vectorKernel(in)
	if src, w, ok := copyOf(in, width); ok && w == 64 && src.k == oReg {
		// A move or truncation that keeps every bit: a copy.
		v = &vop{kind: vUn, k1: vCopy}
	}
	v.d = in.d.r << laneBits
	for k := range v.a {
		v.a[k] = -1
		if o := &in.a[k]; o.k == oReg && !o.neg {
			v.a[k] = o.r << laneBits
		}
	}
	return v
}

func vectorKernel(in *instr) *vop {
	t := in.t
	a0, a1 := in.a[0], in.a[1]
	switch in.op {
	case opMov:
		if a0.k == oImm {
			v := a0.imm
			if t.kind == 'p' {
				v &= 1
			} else {
				v = maskTo(v, t.bits)
			}
			return &vop{kind: vSet, imm: v}
		}
		if t.kind == 'p' {
			return &vop{kind: vUn, k1: vAnd1}
		}
		return &vop{kind: vUn, k1: vTrunc(t.bits)}
	case opAdd, opSub, opMul, opMulWide, opMulHi, opDiv, opRem, opMin, opMax, opAnd, opOr, opXor, opShl, opShr:
		if a1.k == oImm {
			if k := binaryImmKernel(in.op, t, a1.imm); k != nil {
				return &vop{kind: vBinImm, k2i: k, imm: a1.imm}
			}
			op := in.op
			return &vop{kind: vBinImm, imm: a1.imm, k2i: func(d, a []uint64, b uint64) {
				a = a[:len(d)]
				for i := range d {
					d[i] = binary(op, t, a[i], b)
				}
			}}
		}
		if k := binaryKernel(in.op, t); k != nil {
			return &vop{kind: vBin, k2: k}
		}
		op := in.op
		return &vop{kind: vBin, k2: func(d, a, b []uint64) {
			a, b = a[:len(d)], b[:len(d)]
			for i := range d {
				d[i] = binary(op, t, a[i], b[i])
			}
		}}
	case opNeg, opAbs, opNot, opPopc, opClz, opBrev, opSqrt, opRcp, opEx2, opLg2, opSin, opCos:
		op := in.op
		return &vop{kind: vUn, k1: func(d, a []uint64) {
			a = a[:len(d)]
			for i := range d {
				d[i] = unary(op, t, a[i])
			}
		}}
	case opFma:
		return &vop{kind: vTer, k3: func(d, a, b, c []uint64) {
			a, b, c = a[:len(d)], b[:len(d)], c[:len(d)]
			for i := range d {
				d[i] = fma(t, a[i], b[i], c[i])
			}
		}}
	case opMad:
		mul := opcode(in.mod)
		wt := t
		if mul == opMulWide {
			wt.bits *= 2
		}
		return &vop{kind: vTer, k3: func(d, a, b, c []uint64) {
			a, b, c = a[:len(d)], b[:len(d)], c[:len(d)]
			for i := range d {
				d[i] = binary(opAdd, wt, binary(mul, t, a[i], b[i]), c[i])
			}
		}}
	case opPrmt:
		return &vop{kind: vTer, k3: func(d, a, b, c []uint64) {
			a, b, c = a[:len(d)], b[:len(d)], c[:len(d)]
			for i := range d {
				d[i] = prmt(a[i], b[i], c[i])
			}
		}}
	case opSelp:
		return &vop{kind: vTer, k3: vSelp}
	case opSetp:
		c := in.mod
		if in.comb == combNone {
			if a1.k == oImm {
				if k := compareImmKernel(c, t); k != nil {
					return &vop{kind: vBinImm, k2i: k, imm: a1.imm}
				}
			}
			if k := compareKernel(c, t); k != nil {
				return &vop{kind: vBin, k2: k}
			}
			return &vop{kind: vBin, k2: func(d, a, b []uint64) {
				a, b = a[:len(d)], b[:len(d)]
				for i := range d {
					d[i] = b2u(compare(c, t, a[i], b[i]))
				}
			}}
		}
		comb := in.comb
		return &vop{kind: vTer, k3: func(d, a, b, p []uint64) {
			a, b, p = a[:len(d)], b[:len(d)], p[:len(d)]
			for i := range d {
				r := compare(c, t, a[i], b[i])
				switch comb {
				case combAnd:
					r = r && p[i]&1 != 0
				case combOr:
					r = r || p[i]&1 != 0
				case combXor:
					r = r != (p[i]&1 != 0)
				}
				d[i] = b2u(r)
			}
		}}
	case opCvt:
		if k := cvtKernel(t, in.t2); k != nil {
			return &vop{kind: vUn, k1: k}
		}
		dt, st, rnd := t, in.t2, in.mod
		return &vop{kind: vUn, k1: func(d, a []uint64) {
			a = a[:len(d)]
			for i := range d {
				d[i] = cvt(dt, st, rnd, a[i])
			}
		}}
	}
	return nil
}

func vAnd1(d, a []uint64) {
	a = a[:len(d)]
	i := 0
	for ; i+4 <= len(d); i += 4 {
		d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
		d4[0] = a4[0] & 1
		d4[1] = a4[1] & 1
		d4[2] = a4[2] & 1
		d4[3] = a4[3] & 1
	}
	for ; i < len(d); i++ {
		d[i] = a[i] & 1
	}
}

func vSelp(d, a, b, c []uint64) {
	a, b, c = a[:len(d)], b[:len(d)], c[:len(d)]
	for i := range d {
		v := b[i]
		if c[i]&1 != 0 {
			v = a[i]
		}
		d[i] = v
	}
}

// unsigned is the unsigned register widths: a value of width w is
// uint64(T(v)), maskTo(v, w).
type unsigned interface {
	uint8 | uint16 | uint32 | uint64
}

// vTrunc is maskTo(a, w).
func vTrunc(w uint8) func(d, a []uint64) {
	switch w {
	case 8:
		return vConv[uint8]
	case 16:
		return vConv[uint16]
	case 32:
		return vConv[uint32]
	case 64:
		return vCopy
	}
	return func(d, a []uint64) {
		a = a[:len(d)]
		i := 0
		for ; i+4 <= len(d); i += 4 {
			d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
			d4[0] = maskTo(a4[0], w)
			d4[1] = maskTo(a4[1], w)
			d4[2] = maskTo(a4[2], w)
			d4[3] = maskTo(a4[3], w)
		}
		for ; i < len(d); i++ {
			d[i] = maskTo(a[i], w)
		}
	}
}

func vCopy(d, a []uint64) { copy(d, a) }

func vConv[T unsigned](d, a []uint64) {
	a = a[:len(d)]
	i := 0
	for ; i+4 <= len(d); i += 4 {
		d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
		d4[0] = uint64(T(a4[0]))
		d4[1] = uint64(T(a4[1]))
		d4[2] = uint64(T(a4[2]))
		d4[3] = uint64(T(a4[3]))
	}
	for ; i < len(d); i++ {
		d[i] = uint64(T(a[i]))
	}
}

func vSext32(d, a []uint64) {
	a = a[:len(d)]
	i := 0
	for ; i+4 <= len(d); i += 4 {
		d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
		d4[0] = uint64(int64(int32(a4[0])))
		d4[1] = uint64(int64(int32(a4[1])))
		d4[2] = uint64(int64(int32(a4[2])))
		d4[3] = uint64(int64(int32(a4[3])))
	}
	for ; i < len(d); i++ {
		d[i] = uint64(int64(int32(a[i])))
	}
}

// cvtKernel covers the integer conversions that are a truncation or a
// 32-to-64-bit sign extension (cvt's first case).
func cvtKernel(dt, st ptype) func(d, a []uint64) {
	if dt.kind == 'f' || st.kind == 'f' || dt.kind == 's' && dt.bits < 32 {
		return nil
	}
	switch {
	case st.kind != 's' || dt.bits <= st.bits:
		return vTrunc(min(dt.bits, st.bits))
	case st.bits == 32 && dt.bits == 64:
		return vSext32
	}
	return nil
}

func binaryKernel(op opcode, t ptype) func(d, a, b []uint64) {
	if t.kind == 'f' {
		return floatKernel(op, t.bits)
	}
	switch t.bits {
	case 8:
		return intKernel[uint8](op, t)
	case 16:
		return intKernel[uint16](op, t)
	case 32:
		return intKernel[uint32](op, t)
	case 64:
		return intKernel[uint64](op, t)
	}
	return nil
}

func intKernel[T unsigned](op opcode, t ptype) func(d, a, b []uint64) {
	switch op {
	case opAdd:
		return func(d, a, b []uint64) {
			a, b = a[:len(d)], b[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4, b4 := d[i:i+4:i+4], a[i:i+4:i+4], b[i:i+4:i+4]
				d4[0] = uint64(T(a4[0]) + T(b4[0]))
				d4[1] = uint64(T(a4[1]) + T(b4[1]))
				d4[2] = uint64(T(a4[2]) + T(b4[2]))
				d4[3] = uint64(T(a4[3]) + T(b4[3]))
			}
			for ; i < len(d); i++ {
				d[i] = uint64(T(a[i]) + T(b[i]))
			}
		}
	case opSub:
		return func(d, a, b []uint64) {
			a, b = a[:len(d)], b[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4, b4 := d[i:i+4:i+4], a[i:i+4:i+4], b[i:i+4:i+4]
				d4[0] = uint64(T(a4[0]) - T(b4[0]))
				d4[1] = uint64(T(a4[1]) - T(b4[1]))
				d4[2] = uint64(T(a4[2]) - T(b4[2]))
				d4[3] = uint64(T(a4[3]) - T(b4[3]))
			}
			for ; i < len(d); i++ {
				d[i] = uint64(T(a[i]) - T(b[i]))
			}
		}
	case opMul:
		return func(d, a, b []uint64) {
			a, b = a[:len(d)], b[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4, b4 := d[i:i+4:i+4], a[i:i+4:i+4], b[i:i+4:i+4]
				d4[0] = uint64(T(a4[0]) * T(b4[0]))
				d4[1] = uint64(T(a4[1]) * T(b4[1]))
				d4[2] = uint64(T(a4[2]) * T(b4[2]))
				d4[3] = uint64(T(a4[3]) * T(b4[3]))
			}
			for ; i < len(d); i++ {
				d[i] = uint64(T(a[i]) * T(b[i]))
			}
		}
	case opAnd:
		return vAnd
	case opOr:
		return vOr
	case opXor:
		return vXor
	case opMulWide:
		if t.bits == 32 {
			if t.kind == 's' {
				return vMulWideS32
			}
			return vMulWideU32
		}
	case opMulHi:
		if t.kind != 's' {
			switch t.bits {
			case 32:
				return vMulHiU32
			case 64:
				return vMulHiU64
			}
		}
	}
	return nil
}

// and, or and xor keep the operands' bits above the type's width, as
// binary does.
func vAnd(d, a, b []uint64) {
	a, b = a[:len(d)], b[:len(d)]
	i := 0
	for ; i+4 <= len(d); i += 4 {
		d4, a4, b4 := d[i:i+4:i+4], a[i:i+4:i+4], b[i:i+4:i+4]
		d4[0] = a4[0] & b4[0]
		d4[1] = a4[1] & b4[1]
		d4[2] = a4[2] & b4[2]
		d4[3] = a4[3] & b4[3]
	}
	for ; i < len(d); i++ {
		d[i] = a[i] & b[i]
	}
}

func vOr(d, a, b []uint64) {
	a, b = a[:len(d)], b[:len(d)]
	i := 0
	for ; i+4 <= len(d); i += 4 {
		d4, a4, b4 := d[i:i+4:i+4], a[i:i+4:i+4], b[i:i+4:i+4]
		d4[0] = a4[0] | b4[0]
		d4[1] = a4[1] | b4[1]
		d4[2] = a4[2] | b4[2]
		d4[3] = a4[3] | b4[3]
	}
	for ; i < len(d); i++ {
		d[i] = a[i] | b[i]
	}
}

func vXor(d, a, b []uint64) {
	a, b = a[:len(d)], b[:len(d)]
	i := 0
	for ; i+4 <= len(d); i += 4 {
		d4, a4, b4 := d[i:i+4:i+4], a[i:i+4:i+4], b[i:i+4:i+4]
		d4[0] = a4[0] ^ b4[0]
		d4[1] = a4[1] ^ b4[1]
		d4[2] = a4[2] ^ b4[2]
		d4[3] = a4[3] ^ b4[3]
	}
	for ; i < len(d); i++ {
		d[i] = a[i] ^ b[i]
	}
}

func vMulWideU32(d, a, b []uint64) {
	a, b = a[:len(d)], b[:len(d)]
	i := 0
	for ; i+4 <= len(d); i += 4 {
		d4, a4, b4 := d[i:i+4:i+4], a[i:i+4:i+4], b[i:i+4:i+4]
		d4[0] = uint64(uint32(a4[0])) * uint64(uint32(b4[0]))
		d4[1] = uint64(uint32(a4[1])) * uint64(uint32(b4[1]))
		d4[2] = uint64(uint32(a4[2])) * uint64(uint32(b4[2]))
		d4[3] = uint64(uint32(a4[3])) * uint64(uint32(b4[3]))
	}
	for ; i < len(d); i++ {
		d[i] = uint64(uint32(a[i])) * uint64(uint32(b[i]))
	}
}

func vMulWideS32(d, a, b []uint64) {
	a, b = a[:len(d)], b[:len(d)]
	i := 0
	for ; i+4 <= len(d); i += 4 {
		d4, a4, b4 := d[i:i+4:i+4], a[i:i+4:i+4], b[i:i+4:i+4]
		d4[0] = uint64(int64(int32(a4[0])) * int64(int32(b4[0])))
		d4[1] = uint64(int64(int32(a4[1])) * int64(int32(b4[1])))
		d4[2] = uint64(int64(int32(a4[2])) * int64(int32(b4[2])))
		d4[3] = uint64(int64(int32(a4[3])) * int64(int32(b4[3])))
	}
	for ; i < len(d); i++ {
		d[i] = uint64(int64(int32(a[i])) * int64(int32(b[i])))
	}
}

func vMulHiU32(d, a, b []uint64) {
	a, b = a[:len(d)], b[:len(d)]
	i := 0
	for ; i+4 <= len(d); i += 4 {
		d4, a4, b4 := d[i:i+4:i+4], a[i:i+4:i+4], b[i:i+4:i+4]
		d4[0] = uint64(uint32(a4[0])) * uint64(uint32(b4[0])) >> 32
		d4[1] = uint64(uint32(a4[1])) * uint64(uint32(b4[1])) >> 32
		d4[2] = uint64(uint32(a4[2])) * uint64(uint32(b4[2])) >> 32
		d4[3] = uint64(uint32(a4[3])) * uint64(uint32(b4[3])) >> 32
	}
	for ; i < len(d); i++ {
		d[i] = uint64(uint32(a[i])) * uint64(uint32(b[i])) >> 32
	}
}

func vMulHiU64(d, a, b []uint64) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		d[i], _ = bits.Mul64(a[i], b[i])
	}
}

// floatKernel is add, sub and mul of f32 and f64, one rounding each (no
// contraction: no product feeds a sum here).
func floatKernel(op opcode, w uint8) func(d, a, b []uint64) {
	if w == 32 {
		switch op {
		case opAdd:
			return func(d, a, b []uint64) {
				a, b = a[:len(d)], b[:len(d)]
				for i := range d {
					d[i] = b32(f32(a[i]) + f32(b[i]))
				}
			}
		case opSub:
			return func(d, a, b []uint64) {
				a, b = a[:len(d)], b[:len(d)]
				for i := range d {
					d[i] = b32(f32(a[i]) - f32(b[i]))
				}
			}
		case opMul:
			return func(d, a, b []uint64) {
				a, b = a[:len(d)], b[:len(d)]
				for i := range d {
					d[i] = b32(f32(a[i]) * f32(b[i]))
				}
			}
		}
		return nil
	}
	switch op {
	case opAdd:
		return func(d, a, b []uint64) {
			a, b = a[:len(d)], b[:len(d)]
			for i := range d {
				d[i] = b64(f64(a[i]) + f64(b[i]))
			}
		}
	case opSub:
		return func(d, a, b []uint64) {
			a, b = a[:len(d)], b[:len(d)]
			for i := range d {
				d[i] = b64(f64(a[i]) - f64(b[i]))
			}
		}
	case opMul:
		return func(d, a, b []uint64) {
			a, b = a[:len(d)], b[:len(d)]
			for i := range d {
				d[i] = b64(f64(a[i]) * f64(b[i]))
			}
		}
	}
	return nil
}

// binaryImmKernel is binaryKernel with an immediate second operand b.
func binaryImmKernel(op opcode, t ptype, b uint64) func(d, a []uint64, b uint64) {
	if t.kind == 'f' {
		return nil
	}
	switch op {
	case opAnd:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = a4[0] & b
				d4[1] = a4[1] & b
				d4[2] = a4[2] & b
				d4[3] = a4[3] & b
			}
			for ; i < len(d); i++ {
				d[i] = a[i] & b
			}
		}
	case opOr:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = a4[0] | b
				d4[1] = a4[1] | b
				d4[2] = a4[2] | b
				d4[3] = a4[3] | b
			}
			for ; i < len(d); i++ {
				d[i] = a[i] | b
			}
		}
	case opXor:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = a4[0] ^ b
				d4[1] = a4[1] ^ b
				d4[2] = a4[2] ^ b
				d4[3] = a4[3] ^ b
			}
			for ; i < len(d); i++ {
				d[i] = a[i] ^ b
			}
		}
	case opShl, opShr:
		n := maskTo(b, 32)
		w := uint64(t.bits)
		switch {
		case op == opShr && t.kind == 's':
			return sarKernel(t.bits, uint(min(n, w-1)))
		case n >= w:
			return func(d, a []uint64, b uint64) { clear(d) }
		case op == opShl:
			return shlKernel(t.bits, uint(n))
		}
		return shrKernel(t.bits, uint(n))
	}
	switch t.bits {
	case 8:
		return intImmKernel[uint8](op, t)
	case 16:
		return intImmKernel[uint16](op, t)
	case 32:
		return intImmKernel[uint32](op, t)
	case 64:
		return intImmKernel[uint64](op, t)
	}
	return nil
}

func intImmKernel[T unsigned](op opcode, t ptype) func(d, a []uint64, b uint64) {
	switch op {
	case opAdd:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			y := T(b)
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = uint64(T(a4[0]) + y)
				d4[1] = uint64(T(a4[1]) + y)
				d4[2] = uint64(T(a4[2]) + y)
				d4[3] = uint64(T(a4[3]) + y)
			}
			for ; i < len(d); i++ {
				d[i] = uint64(T(a[i]) + y)
			}
		}
	case opSub:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			y := T(b)
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = uint64(T(a4[0]) - y)
				d4[1] = uint64(T(a4[1]) - y)
				d4[2] = uint64(T(a4[2]) - y)
				d4[3] = uint64(T(a4[3]) - y)
			}
			for ; i < len(d); i++ {
				d[i] = uint64(T(a[i]) - y)
			}
		}
	case opMul:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			y := T(b)
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = uint64(T(a4[0]) * y)
				d4[1] = uint64(T(a4[1]) * y)
				d4[2] = uint64(T(a4[2]) * y)
				d4[3] = uint64(T(a4[3]) * y)
			}
			for ; i < len(d); i++ {
				d[i] = uint64(T(a[i]) * y)
			}
		}
	case opMulWide:
		if t.bits == 32 {
			if t.kind == 's' {
				return func(d, a []uint64, b uint64) {
					a = a[:len(d)]
					y := int64(int32(b))
					i := 0
					for ; i+4 <= len(d); i += 4 {
						d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
						d4[0] = uint64(int64(int32(a4[0])) * y)
						d4[1] = uint64(int64(int32(a4[1])) * y)
						d4[2] = uint64(int64(int32(a4[2])) * y)
						d4[3] = uint64(int64(int32(a4[3])) * y)
					}
					for ; i < len(d); i++ {
						d[i] = uint64(int64(int32(a[i])) * y)
					}
				}
			}
			return func(d, a []uint64, b uint64) {
				a = a[:len(d)]
				y := uint64(uint32(b))
				i := 0
				for ; i+4 <= len(d); i += 4 {
					d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
					d4[0] = uint64(uint32(a4[0])) * y
					d4[1] = uint64(uint32(a4[1])) * y
					d4[2] = uint64(uint32(a4[2])) * y
					d4[3] = uint64(uint32(a4[3])) * y
				}
				for ; i < len(d); i++ {
					d[i] = uint64(uint32(a[i])) * y
				}
			}
		}
	case opMulHi:
		if t.kind != 's' && t.bits == 64 {
			return func(d, a []uint64, b uint64) {
				a = a[:len(d)]
				for i := range d {
					d[i], _ = bits.Mul64(a[i], b)
				}
			}
		}
		if t.kind != 's' && t.bits == 32 {
			return func(d, a []uint64, b uint64) {
				a = a[:len(d)]
				y := uint64(uint32(b))
				i := 0
				for ; i+4 <= len(d); i += 4 {
					d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
					d4[0] = uint64(uint32(a4[0])) * y >> 32
					d4[1] = uint64(uint32(a4[1])) * y >> 32
					d4[2] = uint64(uint32(a4[2])) * y >> 32
					d4[3] = uint64(uint32(a4[3])) * y >> 32
				}
				for ; i < len(d); i++ {
					d[i] = uint64(uint32(a[i])) * y >> 32
				}
			}
		}
	}
	return nil
}

// shlKernel is shl by n < w bits.
func shlKernel(w uint8, n uint) func(d, a []uint64, b uint64) {
	switch w {
	case 64:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = a4[0] << (n & 63)
				d4[1] = a4[1] << (n & 63)
				d4[2] = a4[2] << (n & 63)
				d4[3] = a4[3] << (n & 63)
			}
			for ; i < len(d); i++ {
				d[i] = a[i] << (n & 63)
			}
		}
	case 32:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = uint64(uint32(a4[0] << (n & 63)))
				d4[1] = uint64(uint32(a4[1] << (n & 63)))
				d4[2] = uint64(uint32(a4[2] << (n & 63)))
				d4[3] = uint64(uint32(a4[3] << (n & 63)))
			}
			for ; i < len(d); i++ {
				d[i] = uint64(uint32(a[i] << (n & 63)))
			}
		}
	}
	return func(d, a []uint64, b uint64) {
		a = a[:len(d)]
		i := 0
		for ; i+4 <= len(d); i += 4 {
			d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
			d4[0] = maskTo(a4[0]<<(n&63), w)
			d4[1] = maskTo(a4[1]<<(n&63), w)
			d4[2] = maskTo(a4[2]<<(n&63), w)
			d4[3] = maskTo(a4[3]<<(n&63), w)
		}
		for ; i < len(d); i++ {
			d[i] = maskTo(a[i]<<(n&63), w)
		}
	}
}

// shrKernel is the logical shr by n < w bits.
func shrKernel(w uint8, n uint) func(d, a []uint64, b uint64) {
	switch w {
	case 64:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = a4[0] >> (n & 63)
				d4[1] = a4[1] >> (n & 63)
				d4[2] = a4[2] >> (n & 63)
				d4[3] = a4[3] >> (n & 63)
			}
			for ; i < len(d); i++ {
				d[i] = a[i] >> (n & 63)
			}
		}
	case 32:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = uint64(uint32(a4[0]) >> (n & 31))
				d4[1] = uint64(uint32(a4[1]) >> (n & 31))
				d4[2] = uint64(uint32(a4[2]) >> (n & 31))
				d4[3] = uint64(uint32(a4[3]) >> (n & 31))
			}
			for ; i < len(d); i++ {
				d[i] = uint64(uint32(a[i]) >> (n & 31))
			}
		}
	}
	return func(d, a []uint64, b uint64) {
		a = a[:len(d)]
		i := 0
		for ; i+4 <= len(d); i += 4 {
			d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
			d4[0] = maskTo(a4[0], w) >> (n & 63)
			d4[1] = maskTo(a4[1], w) >> (n & 63)
			d4[2] = maskTo(a4[2], w) >> (n & 63)
			d4[3] = maskTo(a4[3], w) >> (n & 63)
		}
		for ; i < len(d); i++ {
			d[i] = maskTo(a[i], w) >> (n & 63)
		}
	}
}

// sarKernel is the arithmetic shr by n < w bits.
func sarKernel(w uint8, n uint) func(d, a []uint64, b uint64) {
	switch w {
	case 64:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = uint64(int64(a4[0]) >> (n & 63))
				d4[1] = uint64(int64(a4[1]) >> (n & 63))
				d4[2] = uint64(int64(a4[2]) >> (n & 63))
				d4[3] = uint64(int64(a4[3]) >> (n & 63))
			}
			for ; i < len(d); i++ {
				d[i] = uint64(int64(a[i]) >> (n & 63))
			}
		}
	case 32:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = uint64(uint32(int32(a4[0]) >> (n & 31)))
				d4[1] = uint64(uint32(int32(a4[1]) >> (n & 31)))
				d4[2] = uint64(uint32(int32(a4[2]) >> (n & 31)))
				d4[3] = uint64(uint32(int32(a4[3]) >> (n & 31)))
			}
			for ; i < len(d); i++ {
				d[i] = uint64(uint32(int32(a[i]) >> (n & 31)))
			}
		}
	}
	return func(d, a []uint64, b uint64) {
		a = a[:len(d)]
		i := 0
		for ; i+4 <= len(d); i += 4 {
			d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
			d4[0] = maskTo(uint64(sext(a4[0], w)>>(n&63)), w)
			d4[1] = maskTo(uint64(sext(a4[1], w)>>(n&63)), w)
			d4[2] = maskTo(uint64(sext(a4[2], w)>>(n&63)), w)
			d4[3] = maskTo(uint64(sext(a4[3], w)>>(n&63)), w)
		}
		for ; i < len(d); i++ {
			d[i] = maskTo(uint64(sext(a[i], w)>>(n&63)), w)
		}
	}
}

// compareKernel is setp's integer comparisons without a combining
// predicate: T is the type's width and signedness.
func compareKernel(c uint8, t ptype) func(d, a, b []uint64) {
	if t.kind == 'f' {
		return nil
	}
	signed := t.kind == 's'
	switch {
	case t.bits == 32 && signed:
		return cmpKernel[int32](c)
	case t.bits == 32:
		return cmpKernel[uint32](c)
	case t.bits == 64 && signed:
		return cmpKernel[int64](c)
	case t.bits == 64:
		return cmpKernel[uint64](c)
	}
	return nil
}

func compareImmKernel(c uint8, t ptype) func(d, a []uint64, b uint64) {
	if t.kind == 'f' {
		return nil
	}
	signed := t.kind == 's'
	switch {
	case t.bits == 32 && signed:
		return cmpImmKernel[int32](c)
	case t.bits == 32:
		return cmpImmKernel[uint32](c)
	case t.bits == 64 && signed:
		return cmpImmKernel[int64](c)
	case t.bits == 64:
		return cmpImmKernel[uint64](c)
	}
	return nil
}

type word interface {
	int32 | uint32 | int64 | uint64
}

func cmpKernel[T word](c uint8) func(d, a, b []uint64) {
	switch c {
	case cmpEq:
		return func(d, a, b []uint64) {
			a, b = a[:len(d)], b[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4, b4 := d[i:i+4:i+4], a[i:i+4:i+4], b[i:i+4:i+4]
				d4[0] = b2u(T(a4[0]) == T(b4[0]))
				d4[1] = b2u(T(a4[1]) == T(b4[1]))
				d4[2] = b2u(T(a4[2]) == T(b4[2]))
				d4[3] = b2u(T(a4[3]) == T(b4[3]))
			}
			for ; i < len(d); i++ {
				d[i] = b2u(T(a[i]) == T(b[i]))
			}
		}
	case cmpNe:
		return func(d, a, b []uint64) {
			a, b = a[:len(d)], b[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4, b4 := d[i:i+4:i+4], a[i:i+4:i+4], b[i:i+4:i+4]
				d4[0] = b2u(T(a4[0]) != T(b4[0]))
				d4[1] = b2u(T(a4[1]) != T(b4[1]))
				d4[2] = b2u(T(a4[2]) != T(b4[2]))
				d4[3] = b2u(T(a4[3]) != T(b4[3]))
			}
			for ; i < len(d); i++ {
				d[i] = b2u(T(a[i]) != T(b[i]))
			}
		}
	case cmpLt:
		return func(d, a, b []uint64) {
			a, b = a[:len(d)], b[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4, b4 := d[i:i+4:i+4], a[i:i+4:i+4], b[i:i+4:i+4]
				d4[0] = b2u(T(a4[0]) < T(b4[0]))
				d4[1] = b2u(T(a4[1]) < T(b4[1]))
				d4[2] = b2u(T(a4[2]) < T(b4[2]))
				d4[3] = b2u(T(a4[3]) < T(b4[3]))
			}
			for ; i < len(d); i++ {
				d[i] = b2u(T(a[i]) < T(b[i]))
			}
		}
	case cmpLe:
		return func(d, a, b []uint64) {
			a, b = a[:len(d)], b[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4, b4 := d[i:i+4:i+4], a[i:i+4:i+4], b[i:i+4:i+4]
				d4[0] = b2u(T(a4[0]) <= T(b4[0]))
				d4[1] = b2u(T(a4[1]) <= T(b4[1]))
				d4[2] = b2u(T(a4[2]) <= T(b4[2]))
				d4[3] = b2u(T(a4[3]) <= T(b4[3]))
			}
			for ; i < len(d); i++ {
				d[i] = b2u(T(a[i]) <= T(b[i]))
			}
		}
	case cmpGt:
		return func(d, a, b []uint64) {
			a, b = a[:len(d)], b[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4, b4 := d[i:i+4:i+4], a[i:i+4:i+4], b[i:i+4:i+4]
				d4[0] = b2u(T(a4[0]) > T(b4[0]))
				d4[1] = b2u(T(a4[1]) > T(b4[1]))
				d4[2] = b2u(T(a4[2]) > T(b4[2]))
				d4[3] = b2u(T(a4[3]) > T(b4[3]))
			}
			for ; i < len(d); i++ {
				d[i] = b2u(T(a[i]) > T(b[i]))
			}
		}
	case cmpGe:
		return func(d, a, b []uint64) {
			a, b = a[:len(d)], b[:len(d)]
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4, b4 := d[i:i+4:i+4], a[i:i+4:i+4], b[i:i+4:i+4]
				d4[0] = b2u(T(a4[0]) >= T(b4[0]))
				d4[1] = b2u(T(a4[1]) >= T(b4[1]))
				d4[2] = b2u(T(a4[2]) >= T(b4[2]))
				d4[3] = b2u(T(a4[3]) >= T(b4[3]))
			}
			for ; i < len(d); i++ {
				d[i] = b2u(T(a[i]) >= T(b[i]))
			}
		}
	}
	return nil
}

func cmpImmKernel[T word](c uint8) func(d, a []uint64, b uint64) {
	switch c {
	case cmpEq:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			y := T(b)
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = b2u(T(a4[0]) == y)
				d4[1] = b2u(T(a4[1]) == y)
				d4[2] = b2u(T(a4[2]) == y)
				d4[3] = b2u(T(a4[3]) == y)
			}
			for ; i < len(d); i++ {
				d[i] = b2u(T(a[i]) == y)
			}
		}
	case cmpNe:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			y := T(b)
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = b2u(T(a4[0]) != y)
				d4[1] = b2u(T(a4[1]) != y)
				d4[2] = b2u(T(a4[2]) != y)
				d4[3] = b2u(T(a4[3]) != y)
			}
			for ; i < len(d); i++ {
				d[i] = b2u(T(a[i]) != y)
			}
		}
	case cmpLt:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			y := T(b)
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = b2u(T(a4[0]) < y)
				d4[1] = b2u(T(a4[1]) < y)
				d4[2] = b2u(T(a4[2]) < y)
				d4[3] = b2u(T(a4[3]) < y)
			}
			for ; i < len(d); i++ {
				d[i] = b2u(T(a[i]) < y)
			}
		}
	case cmpLe:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			y := T(b)
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = b2u(T(a4[0]) <= y)
				d4[1] = b2u(T(a4[1]) <= y)
				d4[2] = b2u(T(a4[2]) <= y)
				d4[3] = b2u(T(a4[3]) <= y)
			}
			for ; i < len(d); i++ {
				d[i] = b2u(T(a[i]) <= y)
			}
		}
	case cmpGt:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			y := T(b)
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = b2u(T(a4[0]) > y)
				d4[1] = b2u(T(a4[1]) > y)
				d4[2] = b2u(T(a4[2]) > y)
				d4[3] = b2u(T(a4[3]) > y)
			}
			for ; i < len(d); i++ {
				d[i] = b2u(T(a[i]) > y)
			}
		}
	case cmpGe:
		return func(d, a []uint64, b uint64) {
			a = a[:len(d)]
			y := T(b)
			i := 0
			for ; i+4 <= len(d); i += 4 {
				d4, a4 := d[i:i+4:i+4], a[i:i+4:i+4]
				d4[0] = b2u(T(a4[0]) >= y)
				d4[1] = b2u(T(a4[1]) >= y)
				d4[2] = b2u(T(a4[2]) >= y)
				d4[3] = b2u(T(a4[3]) >= y)
			}
			for ; i < len(d); i++ {
				d[i] = b2u(T(a[i]) >= y)
			}
		}
	}
	return nil
}
