package emu

import (
	"strings"
)

// instr decodes one instruction line (without its ';').
func (d *decoder) instr(s string, line int) (instr, error) {
	in := instr{guard: -1}
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), ";"))
	if strings.HasPrefix(s, "@") {
		sp := strings.IndexAny(s, " \t")
		if sp < 0 {
			return in, jitError(line, "guard without an instruction")
		}
		g, err := d.operand(s[1:sp], line)
		if err != nil {
			return in, err
		}
		if g.k != oReg {
			return in, jitError(line, "guard %s is not a predicate register", s[1:sp])
		}
		in.guard, in.gneg = g.r, g.neg
		s = strings.TrimSpace(s[sp:])
	}
	name, rest := s, ""
	if sp := strings.IndexAny(s, " \t"); sp >= 0 {
		name, rest = s[:sp], strings.TrimSpace(s[sp:])
	}
	parts := strings.Split(name, ".")
	args := splitArgs(rest)
	bad := func() (instr, error) { return in, jitError(line, "unsupported instruction %s", name) }
	// The type is the last part for most instructions.
	last := parts[len(parts)-1]
	t, hasT := ptypes[last]
	in.t = t
	mods := map[string]bool{}
	for _, p := range parts[1:] {
		mods[p] = true
	}
	need := func(n int) error {
		if len(args) != n {
			return jitError(line, "%s takes %d operands, got %d", name, n, len(args))
		}
		return nil
	}
	ops := func(dst bool, n int) error {
		if err := need(n); err != nil {
			return err
		}
		i0 := 0
		if dst {
			o, err := d.operand(args[0], line)
			if err != nil {
				return err
			}
			if o.k != oReg {
				return jitError(line, "destination %s is not a register", args[0])
			}
			in.d = o
			i0 = 1
		}
		for i := i0; i < n; i++ {
			o, err := d.operand(args[i], line)
			if err != nil {
				return err
			}
			in.a[i-i0] = o
		}
		return nil
	}
	if h, ok := halfForm(name); ok {
		in.op, in.mod, in.t = opHalf, h, ptypes["b16"]
		if h&halfPair != 0 {
			in.t = ptypes["b32"]
		}
		n := 3
		switch h &^ (halfBF | halfPair) {
		case halfFma:
			n = 4
		case halfToF32, halfFromF32:
			n = 2
		}
		if err := ops(true, n); err != nil {
			return in, err
		}
		return in, nil
	}
	if parts[0] == "kern" {
		if len(parts) > 1 && parts[1] == "ldsm" {
			return d.ldmatrixInstr(in, parts, args, line)
		}
		return d.mmaInstr(in, parts, args, line)
	}
	if name == "cvt.rna.tf32.f32" {
		in.op, in.t = opTF32, ptypes["b32"]
		return in, ops(true, 2)
	}
	var err error
	switch parts[0] {
	case "mov":
		if !hasT {
			return bad()
		}
		if err = need(2); err != nil {
			return in, err
		}
		switch {
		case strings.HasPrefix(args[0], "{"):
			in.op = opUnpack
			hs := splitArgs(strings.Trim(args[0], "{}"))
			if len(hs) != 2 {
				return bad()
			}
			if in.d, err = d.operand(hs[0], line); err == nil {
				if in.d2, err = d.operand(hs[1], line); err == nil {
					in.a[0], err = d.operand(args[1], line)
				}
			}
		case strings.HasPrefix(args[1], "{"):
			in.op = opPack
			hs := splitArgs(strings.Trim(args[1], "{}"))
			if len(hs) != 2 {
				return bad()
			}
			if in.d, err = d.operand(args[0], line); err == nil {
				if in.a[0], err = d.operand(hs[0], line); err == nil {
					in.a[1], err = d.operand(hs[1], line)
				}
			}
		default:
			in.op = opMov
			err = ops(true, 2)
		}
	case "add", "sub", "mul", "div", "rem", "min", "max":
		if !hasT {
			return bad()
		}
		in.op = map[string]opcode{"add": opAdd, "sub": opSub, "mul": opMul, "div": opDiv, "rem": opRem, "min": opMin, "max": opMax}[parts[0]]
		if parts[0] == "mul" && t.kind != 'f' {
			switch {
			case mods["wide"]:
				in.op = opMulWide
			case mods["hi"]:
				in.op = opMulHi
			}
		}
		err = ops(true, 3)
	case "neg", "abs", "not", "popc", "clz", "brev", "sqrt", "rcp", "ex2", "lg2", "sin", "cos":
		if !hasT {
			return bad()
		}
		in.op = map[string]opcode{"neg": opNeg, "abs": opAbs, "not": opNot, "popc": opPopc, "clz": opClz, "brev": opBrev,
			"sqrt": opSqrt, "rcp": opRcp, "ex2": opEx2, "lg2": opLg2, "sin": opSin, "cos": opCos}[parts[0]]
		if in.op >= opSqrt && in.op <= opCos && t.kind != 'f' {
			return bad()
		}
		err = ops(true, 2)
	case "fma", "mad":
		if !hasT || t.kind == 'p' {
			return bad()
		}
		in.op = opFma
		if t.kind != 'f' {
			if parts[0] != "mad" {
				return bad()
			}
			in.op, in.mod = opMad, uint8(opMul)
			switch {
			case mods["wide"]:
				in.mod = uint8(opMulWide)
			case mods["hi"]:
				in.mod = uint8(opMulHi)
			}
		}
		err = ops(true, 4)
	case "and", "or", "xor":
		if !hasT {
			return bad()
		}
		in.op = map[string]opcode{"and": opAnd, "or": opOr, "xor": opXor}[parts[0]]
		err = ops(true, 3)
	case "shl", "shr":
		if !hasT {
			return bad()
		}
		in.op = opShl
		if parts[0] == "shr" {
			in.op = opShr
		}
		err = ops(true, 3)
	case "prmt":
		if last != "b32" || len(parts) != 2 {
			return bad()
		}
		in.op = opPrmt
		err = ops(true, 4)
	case "selp":
		if !hasT {
			return bad()
		}
		in.op = opSelp
		err = ops(true, 4)
	case "setp":
		if !hasT || len(parts) < 3 {
			return bad()
		}
		c, ok := cmpCodes[parts[1]]
		if !ok {
			return bad()
		}
		in.op, in.mod = opSetp, c
		n := 3
		if len(parts) == 4 {
			in.comb = map[string]uint8{"and": combAnd, "or": combOr, "xor": combXor}[parts[2]]
			if in.comb == combNone {
				return bad()
			}
			n = 4
		}
		if strings.Contains(args[0], "|") {
			return in, jitError(line, "setp with two destination predicates is not supported")
		}
		err = ops(true, n)
	case "cvt":
		if len(parts) < 3 {
			return bad()
		}
		dt, ok1 := ptypes[parts[len(parts)-2]]
		st, ok2 := ptypes[parts[len(parts)-1]]
		if !ok1 || !ok2 || dt.kind == 'p' || st.kind == 'p' {
			return bad()
		}
		in.op, in.t, in.t2 = opCvt, dt, st
		for _, p := range parts[1 : len(parts)-2] {
			if r, ok := rndCodes[p]; ok {
				in.mod = r
			} else if p != "ftz" && p != "sat" {
				return bad()
			}
		}
		err = ops(true, 2)
	case "isspacep":
		if len(parts) != 2 || spaceCodes[parts[1]] == 0 {
			return bad()
		}
		in.op, in.space, in.t = opIsSpace, spaceCodes[parts[1]], ptypes["pred"]
		err = ops(true, 2)
	case "cvta":
		in.op = opCvta
		for _, p := range parts[1 : len(parts)-1] {
			switch {
			case p == "to":
				in.to = true
			case spaceCodes[p] != 0:
				in.space = spaceCodes[p]
			default:
				return bad()
			}
		}
		if last != "u64" || in.space == spGeneric {
			return bad()
		}
		err = ops(true, 2)
	case "ld", "st":
		if !hasT || t.kind == 'p' {
			return bad()
		}
		for _, p := range parts[1 : len(parts)-1] {
			switch {
			case spaceCodes[p] != 0:
				in.space = spaceCodes[p]
			case p == "volatile" || p == "relaxed" || p == "weak" || p == "ca" || p == "cg" || p == "cs" || p == "nc" || p == "gpu" || p == "sys" || p == "cta":
			default:
				return bad()
			}
		}
		if err = need(2); err != nil {
			return in, err
		}
		if parts[0] == "ld" {
			in.op = opLd
			if in.d, err = d.operand(args[0], line); err == nil {
				in.a[0], in.off, err = d.address(args[1], line)
			}
		} else {
			in.op = opSt
			if in.a[0], in.off, err = d.address(args[0], line); err == nil {
				in.a[1], err = d.operand(args[1], line)
			}
		}
	case "atom":
		if len(parts) >= 4 && parts[len(parts)-3] == "add" && parts[len(parts)-2] == "noftz" && (last == "f16" || last == "bf16") {
			// The 16-bit float adds: parts[len(parts)-3:] decode as one code.
			in.t, hasT = ptypes["b16"], true
			parts = append(parts[:len(parts)-3:len(parts)-3], map[string]string{"f16": "addf16", "bf16": "addbf16"}[last], "b16")
		}
		if !hasT || len(parts) < 3 {
			return bad()
		}
		in.op = opAtom
		got := false
		for _, p := range parts[1 : len(parts)-1] {
			switch {
			case spaceCodes[p] == spGlobal || spaceCodes[p] == spShared:
				in.space = spaceCodes[p]
			case p == "gpu" || p == "sys" || p == "cta" || p == "relaxed":
			default:
				c, ok := atomCodes[p]
				if !ok || got {
					return bad()
				}
				in.mod, got = c, true
			}
		}
		if !got {
			return bad()
		}
		n := 3
		if in.mod == atomCas {
			n = 4
		}
		if err = need(n); err != nil {
			return in, err
		}
		if in.d, err = d.operand(args[0], line); err != nil {
			return in, err
		}
		if in.a[0], in.off, err = d.address(args[1], line); err != nil {
			return in, err
		}
		for i := 2; i < n && err == nil; i++ {
			in.a[i-1], err = d.operand(args[i], line)
		}
	case "bar", "barrier":
		if len(parts) >= 2 && parts[1] == "warp" {
			in.op = opBarWarp
			err = ops(false, 1)
			break
		}
		if len(parts) == 4 && parts[1] == "red" && len(args) == 3 {
			// bar.red.popc.u32 d, 0, p; bar.red.{and,or}.pred d, 0, p
			in.op = opBar
			in.mod = map[string]uint8{"popc.u32": barPopc, "and.pred": barAnd, "or.pred": barOr}[parts[2]+"."+parts[3]]
			if in.mod == barPlain {
				return bad()
			}
			if err = ops(true, 3); err == nil && (in.a[0].k != oImm || in.a[0].imm != 0) {
				err = jitError(line, "only barrier 0 (all threads of the block) is supported, got %s", s)
			}
			break
		}
		if len(parts) != 2 || (parts[1] != "sync" && parts[1] != "cta") || len(args) != 1 {
			return in, jitError(line, "only bar.sync with one operand (all threads of the block), or bar.red.popc.u32/and.pred/or.pred d, 0, p, is supported, got %s", s)
		}
		in.op = opBar
		err = ops(false, 1)
	case "membar", "fence":
		in.op = opMembar
	case "cp":
		return d.cpInstr(in, parts, args, line)
	case "nanosleep":
		if last != "u32" {
			return bad()
		}
		in.op = opNanosleep
		err = ops(false, 1)
	case "vote", "match", "activemask":
		return d.voteInstr(in, parts, args, line)
	case "shfl":
		if len(parts) != 4 || parts[1] != "sync" || last != "b32" {
			return bad()
		}
		in.mod = map[string]uint8{"up": shflUp, "down": shflDown, "bfly": shflBfly, "idx": shflIdx}[parts[2]]
		if parts[2] != "up" && in.mod == shflUp {
			return bad()
		}
		in.op = opShfl
		if err = need(5); err != nil {
			return in, err
		}
		dst := args[0]
		if i := strings.IndexByte(dst, '|'); i >= 0 {
			if in.d2, err = d.operand(dst[i+1:], line); err != nil {
				return in, err
			}
			dst = dst[:i]
		}
		if in.d, err = d.operand(dst, line); err != nil {
			return in, err
		}
		for i := 1; i < 5 && err == nil; i++ {
			in.a[i-1], err = d.operand(args[i], line)
		}
	case "bra":
		in.op = opBra
		if err = need(1); err != nil {
			return in, err
		}
		pc, ok := d.labels[args[0]]
		if !ok {
			return in, jitError(line, "unknown label %s", args[0])
		}
		in.target = pc
	case "call":
		err = d.call(&in, args, line)
	case "ret":
		in.op = opRet
	case "exit":
		in.op = opExit
	case "trap":
		in.op = opTrap
	default:
		return bad()
	}
	if err != nil {
		return in, err
	}
	return in, nil
}

// call decodes "call (ret), f, (a, b)", "call f, (a)" and "call f".
func (d *decoder) call(in *instr, args []string, line int) error {
	in.op = opCall
	in.args = []opnd{{}}
	if len(args) > 0 && strings.HasPrefix(args[0], "(") {
		r, err := d.operand(strings.Trim(args[0], "() "), line)
		if err != nil {
			return err
		}
		in.args[0] = r
		args = args[1:]
	}
	if len(args) == 0 {
		return jitError(line, "call without a function")
	}
	callee, ok := d.m.byName[args[0]]
	if !ok || callee.entry {
		return jitError(line, "call of unknown function %s", args[0])
	}
	in.target = callee.index
	if len(args) > 1 {
		for _, p := range splitArgs(strings.Trim(args[1], "()")) {
			o, err := d.operand(p, line)
			if err != nil {
				return err
			}
			in.args = append(in.args, o)
		}
	}
	if len(in.args)-1 != len(callee.params) {
		return jitError(line, "call of %s with %d arguments for %d parameters", callee.name, len(in.args)-1, len(callee.params))
	}
	if (in.args[0].k != oNone) != (callee.retName != "") {
		return jitError(line, "call of %s does not match its result", callee.name)
	}
	d.fn.callees = append(d.fn.callees, callee.index)
	return nil
}
