package emu

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/kernlab/kern/half"
)

// LLVM constants: literals, aggregate and vector constants, and constant
// expressions ("bitcast (i32 2143289344 to float)", "getelementptr
// inbounds (i8, ptr addrspace(3) @lds, i32 16)"). A constant expression
// is parsed into the instruction it stands for; the lowerer folds it to
// an immediate when its operands are immediates (computing with the
// emulator's own arithmetic, so a folded value is the value the
// instruction would compute) and otherwise emits it where it is used.

// constExprOps are the instructions LLVM writes as constant expressions.
var constExprOps = map[string]bool{
	"bitcast": true, "getelementptr": true, "inttoptr": true, "ptrtoint": true, "addrspacecast": true,
	"trunc": true, "zext": true, "sext": true, "fptrunc": true, "fpext": true,
	"fptoui": true, "fptosi": true, "uitofp": true, "sitofp": true,
	"select": true, "icmp": true, "fcmp": true, "fneg": true,
	"add": true, "sub": true, "mul": true, "udiv": true, "sdiv": true, "urem": true, "srem": true,
	"shl": true, "lshr": true, "ashr": true, "and": true, "or": true, "xor": true,
	"fadd": true, "fsub": true, "fmul": true, "fdiv": true, "frem": true,
	"extractelement": true, "insertelement": true, "shufflevector": true,
}

// constExpr reads the rest of a constant expression whose opcode op the
// lexer has just read.
func (x *lexer) constExpr(op string) *linstr {
	in := &linstr{line: x.line, op: op}
	x.flags()
	if op == "icmp" || op == "fcmp" {
		in.pred = x.next()
	}
	x.expect("(")
	typed := func() lval {
		t := x.typ()
		return x.value(t)
	}
	switch op {
	case "bitcast", "inttoptr", "ptrtoint", "addrspacecast", "trunc", "zext", "sext", "fptrunc", "fpext",
		"fptoui", "fptosi", "uitofp", "sitofp":
		in.ops = []lval{typed()}
		x.expect("to")
		in.ty = x.typ()
	case "getelementptr":
		in.ty2 = x.typ()
		x.expect(",")
		p := typed()
		in.ops, in.ty = []lval{p}, p.ty
		for x.accept(",") {
			x.accept("inrange")
			in.ops = append(in.ops, typed())
		}
	case "select":
		in.ops = []lval{typed()}
		x.expect(",")
		a := typed()
		x.expect(",")
		in.ops = append(in.ops, a, typed())
		in.ty = a.ty
	case "icmp", "fcmp":
		a := typed()
		x.expect(",")
		in.ops = []lval{a, typed()}
		in.ty, in.ty2 = cmpType(a.ty), a.ty
	case "fneg":
		a := typed()
		in.ops, in.ty = []lval{a}, a.ty
	case "extractelement":
		v := typed()
		x.expect(",")
		in.ops = []lval{v, typed()}
		if v.ty.k == 'x' {
			in.ty = v.ty.elem
		}
	case "insertelement", "shufflevector":
		v := typed()
		x.expect(",")
		e := typed()
		x.expect(",")
		in.ops, in.ty = []lval{v, e, typed()}, v.ty
		if op == "shufflevector" {
			in.ty = &lty{k: 'x', n: in.ops[2].ty.n, elem: v.ty.elem}
		}
	default: // binary
		a := typed()
		x.expect(",")
		in.ops, in.ty = []lval{a, typed()}, a.ty
	}
	x.expect(")")
	return in
}

// cmpType is the result type of a comparison of t: i1, or a vector of i1.
func cmpType(t *lty) *lty {
	if t.k == 'x' {
		return &lty{k: 'x', n: t.n, elem: tyI1}
	}
	return tyI1
}

// constBits reads an integer or floating-point literal: decimal integers,
// LLVM's decimal floats, and 0x hex doubles (float constants are written
// as the double with the same value, NaN payloads included).
func constBits(tok string, t *lty) (uint64, bool) {
	switch t.k {
	case 'i':
		n, err := strconv.ParseInt(tok, 10, 64)
		if err != nil {
			u, err2 := strconv.ParseUint(tok, 10, 64)
			if err2 != nil {
				return 0, false
			}
			n = int64(u)
		}
		return maskTo(uint64(n), uint8(t.bits)), true
	case 'h':
		// LLVM writes a half constant as its bits: 0xH3C00 is 1.0.
		if h, ok := strings.CutPrefix(tok, "0xH"); ok && len(h) == 4 {
			u, err := strconv.ParseUint(h, 16, 16)
			return u, err == nil
		}
		f, err := strconv.ParseFloat(tok, 64)
		h16 := half.ToFloat16From64(f)
		if err != nil || float64(h16.Float32()) != f {
			return 0, false // not a half's value (LLVM writes only exact ones)
		}
		return uint64(h16), true
	case 'f', 'd':
		if h, ok := strings.CutPrefix(strings.ToLower(tok), "0x"); ok {
			if len(h) > 0 && strings.ContainsRune("klmhr", rune(h[0])) {
				return 0, false // half, x86_fp80, fp128, ppc_fp128 and bfloat literals
			}
			u, err := strconv.ParseUint(h, 16, 64)
			if err != nil {
				return 0, false
			}
			if t.k == 'd' {
				return u, true
			}
			return f64BitsToF32(u), true
		}
		f, err := strconv.ParseFloat(tok, 64)
		if err != nil {
			return 0, false
		}
		if t.k == 'f' {
			return b32(float32(f)), true
		}
		return b64(f), true
	}
	return 0, false
}

// f64BitsToF32 narrows the double LLVM writes for a float constant to the
// float's bits, keeping a NaN's payload and signalling bit (a conversion
// through the FPU would quiet it).
func f64BitsToF32(u uint64) uint64 {
	if u>>52&0x7ff == 0x7ff {
		return u>>63<<31 | 0xff<<23 | u>>29&(1<<23-1)
	}
	return b32(float32(math.Float64frombits(u)))
}

// encodeConst writes a constant's little-endian bytes.
func encodeConst(b []byte, t *lty, v lval) error {
	switch v.k {
	case 'z':
		return nil
	case 'c':
		for i := range t.size() {
			b[i] = byte(v.bits >> (8 * i))
		}
		return nil
	case 'x':
		bits, ok := (&lowerer{}).fold(v)
		if !ok {
			return fmt.Errorf("initializer %s is not a constant the emulator can fold", v.expr.op)
		}
		return encodeConst(b, t, lval{k: 'c', ty: t, bits: bits})
	case 'a':
		for i, e := range v.agg {
			off := 0
			switch t.k {
			case 'a', 'x':
				off = i * t.elem.size()
			case 's':
				off = t.fieldOffset(i)
			default:
				return fmt.Errorf("aggregate constant of type %v", t)
			}
			if err := encodeConst(b[off:], e.ty, e); err != nil {
				return err
			}
		}
		return nil
	}
	return fmt.Errorf("unsupported initializer")
}

func unescapeLL(s string) ([]byte, error) {
	var out []byte
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			out = append(out, s[i])
			continue
		}
		if i+1 >= len(s) {
			return nil, fmt.Errorf("bad escape in string")
		}
		if s[i+1] == '\\' {
			out = append(out, '\\')
			i++
			continue
		}
		if i+2 >= len(s) {
			return nil, fmt.Errorf("bad escape in string")
		}
		n, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
		if err != nil {
			return nil, fmt.Errorf("bad escape \\%s in string", s[i+1:i+3])
		}
		out = append(out, byte(n))
		i += 2
	}
	return out, nil
}

// constExpr lowers constant expression v where it is used: to immediates
// when it folds, else to instructions computing it.
func (lw *lowerer) constExpr(sc *lscope, v lval) ([]opnd, error) {
	mark, regs, line := len(lw.code), lw.nregs, lw.line
	in := *v.expr
	in.line = lw.line
	r := lw.reg(in.ty.leaves())
	in.dest = fmt.Sprintf("\x00const%d", r) // no LLVM name has a NUL
	sc.vals[in.dest] = lslots{r, in.ty}
	if err := lw.instr(sc, nil, &in); err != nil {
		return nil, err
	}
	lw.line = line
	out := make([]opnd, in.ty.leaves())
	if vals, ok := foldCode(lw.code[mark:], r, len(out)); ok {
		lw.code, lw.nregs = lw.code[:mark], regs
		delete(sc.vals, in.dest)
		for i := range out {
			out[i] = opnd{k: oImm, imm: vals[i]}
		}
		return out, nil
	}
	for i := range out {
		out[i] = opnd{k: oReg, r: r + int32(i)}
	}
	return out, nil
}

// fold evaluates a scalar constant expression without a kernel (a global's
// initializer): only immediates and the addresses of allocated globals.
func (lw *lowerer) fold(v lval) (uint64, bool) {
	scratch := &lowerer{m: lw.m, globals: lw.globals, shared: map[string]int{}}
	if scratch.m == nil {
		scratch.m = &lmodule{globals: map[string]*lglobal{}, funcs: map[string]*lfunc{}}
	}
	o, err := scratch.operands(scratch.newScope(&lfunc{}), v)
	if err != nil || len(o) != 1 || o[0].k != oImm {
		return 0, false
	}
	return o[0].imm, true
}

// foldCode runs straight-line code that computes registers [r, r+n) from
// immediates, with the emulator's arithmetic, and returns their values;
// false if it reads anything else (a register from outside, a special
// register, an LDS address) or does anything but compute.
func foldCode(code []instr, r int32, n int) ([]uint64, bool) {
	regs := map[int32]uint64{}
	get := func(o *opnd) (uint64, bool) {
		switch o.k {
		case oImm:
			return o.imm, true
		case oReg:
			v, ok := regs[o.r]
			if o.neg {
				v ^= 1
			}
			return v, ok
		}
		return 0, false
	}
	for i := range code {
		in := &code[i]
		if in.guard >= 0 {
			return nil, false
		}
		var a [3]uint64
		for k := range a {
			if in.a[k].k == oNone {
				continue
			}
			v, ok := get(&in.a[k])
			if !ok {
				return nil, false
			}
			a[k] = v
		}
		var v uint64
		switch in.op {
		case opMov:
			v = maskTo(a[0], in.t.bits)
			if in.t.kind == 'p' {
				v = a[0] & 1
			}
		case opAdd, opSub, opMul, opMulHi, opDiv, opRem, opMin, opMax, opAnd, opOr, opXor, opShl, opShr:
			v = binary(in.op, in.t, a[0], a[1])
		case opNeg, opAbs, opNot, opPopc, opClz, opBrev:
			v = unary(in.op, in.t, a[0])
		case opCvt:
			v = cvt(in.t, in.t2, in.mod, a[0])
		case opSetp:
			if in.comb != combNone {
				return nil, false
			}
			v = b2u(compare(in.mod, in.t, a[0], a[1]))
		case opSelp:
			v = a[1]
			if a[2]&1 != 0 {
				v = a[0]
			}
		default:
			return nil, false
		}
		if in.d.k != oReg {
			return nil, false
		}
		regs[in.d.r] = v
	}
	out := make([]uint64, n)
	for i := range out {
		v, ok := regs[r+int32(i)]
		if !ok {
			return nil, false
		}
		out[i] = v
	}
	return out, true
}
