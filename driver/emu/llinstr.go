package emu

import (
	"strconv"
	"strings"
)

// Instructions: one per line (a switch's cases joined by parseLL), with
// the flags, attributes and metadata attachments opt -O3 writes.

// fastFlags are instruction flags that change nothing the emulator does
// (kern writes them only with FastMath, where exact results are allowed).
var fastFlags = map[string]bool{
	"nnan": true, "ninf": true, "nsz": true, "arcp": true, "contract": true, "afn": true, "reassoc": true, "fast": true,
	"nuw": true, "nsw": true, "exact": true, "inbounds": true, "volatile": true,
}

func (x *lexer) flags() {
	for fastFlags[x.peek()] {
		x.next()
	}
}

// paramAttrs are the parameter and return attributes (opt adds them to
// calls and definitions): the emulator needs none of them.
var paramAttrs = map[string]bool{
	"noundef": true, "nocapture": true, "writeonly": true, "readonly": true, "readnone": true, "immarg": true,
	"signext": true, "zeroext": true, "nonnull": true, "noalias": true, "dereferenceable": true,
	"dereferenceable_or_null": true, "returned": true, "inreg": true, "nofree": true, "nest": true,
	"byval": true, "byref": true, "sret": true, "elementtype": true, "align": true, "noext": true,
}

// attrs skips parameter or return attributes: "align N" and those with
// an argument in parentheses ("dereferenceable(16)") included.
func (x *lexer) attrs() {
	for paramAttrs[x.peek()] {
		if x.next() == "align" && x.peek() != "(" {
			x.next()
			continue
		}
		x.skipParens()
	}
}

// skipParens skips a parenthesized group if one comes next.
func (x *lexer) skipParens() {
	if x.peek() != "(" {
		return
	}
	for depth := 0; x.err == nil; {
		switch x.next() {
		case "(":
			depth++
		case ")":
			if depth--; depth == 0 {
				return
			}
		case "":
			x.fail("unbalanced parentheses")
		}
	}
}

// typedList reads "TYPE VALUE, TYPE VALUE, ...".
func (x *lexer) typedList() []lval {
	var out []lval
	for {
		t := x.typ()
		out = append(out, x.value(t))
		if x.err != nil || !x.accept(",") {
			return out
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// alignment reads a plain load's or store's ", align N", leaving the
// lexer where it was (0) when something else follows.
func (x *lexer) alignment() int {
	p := x.pos
	if x.accept(",") && x.accept("align") {
		if n, err := strconv.Atoi(x.next()); err == nil && n > 0 {
			return n
		}
	}
	x.pos = p
	return 0
}

// parseInstr reads one instruction line.
func parseInstr(s string, no int) (*linstr, error) {
	// Of the metadata attachments (", !invariant.load !0, !dbg !7") only
	// the debug location matters: it names the Go position in reports.
	dbg := ""
	if i := strings.Index(s, ", !"); i >= 0 {
		dbg = dbgAttachment(s[i:])
		s = s[:i]
	}
	x := &lexer{s: s, line: no}
	in := &linstr{line: no, dbg: dbg}
	tok := x.next()
	if strings.HasPrefix(tok, "%") {
		in.dest = tok[1:]
		x.expect("=")
		tok = x.next()
	}
	if tok == "tail" || tok == "notail" || tok == "musttail" {
		tok = x.next()
	}
	in.op = tok
	x.flags()
	switch tok {
	case "add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "shl", "lshr", "ashr", "and", "or", "xor",
		"fadd", "fsub", "fmul", "fdiv", "frem":
		in.ty = x.typ()
		a := x.value(in.ty)
		x.expect(",")
		in.ops = []lval{a, x.value(in.ty)}
	case "fneg", "freeze":
		in.ty = x.typ()
		in.ops = []lval{x.value(in.ty)}
	case "switch":
		// switch T V, label %default [ T C, label %L ... ] (parseLL joins
		// its lines)
		t := x.typ()
		in.ops = []lval{x.value(t)}
		x.expect(",")
		x.expect("label")
		in.labels = []string{strings.TrimPrefix(x.next(), "%")}
		x.expect("[")
		for !x.accept("]") && x.err == nil {
			ct := x.typ()
			in.ops = append(in.ops, x.value(ct))
			x.expect(",")
			x.expect("label")
			in.labels = append(in.labels, strings.TrimPrefix(x.next(), "%"))
		}
	case "icmp", "fcmp":
		in.pred = x.next()
		x.flags()
		t := x.typ()
		a := x.value(t)
		x.expect(",")
		in.ops = []lval{a, x.value(t)}
		in.ty, in.ty2 = cmpType(t), t
	case "select":
		ct := x.typ()
		c := x.value(ct)
		x.expect(",")
		t := x.typ()
		a := x.value(t)
		x.expect(",")
		t2 := x.typ()
		in.ops = []lval{c, a, x.value(t2)}
		in.ty = t
	case "zext", "sext", "trunc", "bitcast", "fptosi", "fptoui", "sitofp", "uitofp", "fptrunc", "fpext",
		"ptrtoint", "inttoptr", "addrspacecast":
		t := x.typ()
		in.ops = []lval{x.value(t)}
		x.expect("to")
		in.ty = x.typ()
	case "phi":
		in.ty = x.typ()
		for i := 0; !x.eof(); i++ {
			if i > 0 {
				x.expect(",")
			}
			x.expect("[")
			v := x.value(in.ty)
			x.expect(",")
			b := x.next()
			x.expect("]")
			in.phi = append(in.phi, phiIn{v, strings.TrimPrefix(b, "%")})
			if x.err != nil {
				break
			}
		}
	case "br":
		if x.peek() == "label" {
			x.next()
			in.labels = []string{strings.TrimPrefix(x.next(), "%")}
			break
		}
		t := x.typ()
		in.ops = []lval{x.value(t)}
		x.expect(",")
		x.expect("label")
		l1 := strings.TrimPrefix(x.next(), "%")
		x.expect(",")
		x.expect("label")
		in.labels = []string{l1, strings.TrimPrefix(x.next(), "%")}
	case "ret":
		in.ty = x.typ()
		if in.ty.k != 'v' {
			in.ops = []lval{x.value(in.ty)}
		}
	case "unreachable":
	case "load":
		if x.accept("atomic") {
			in.pred = "atomic"
		}
		x.accept("volatile")
		in.ty = x.typ()
		x.expect(",")
		pt := x.typ()
		in.ops = []lval{x.value(pt)}
		in.align = x.alignment()
	case "store":
		if x.accept("atomic") {
			in.pred = "atomic"
		}
		x.accept("volatile")
		in.ty = x.typ()
		v := x.value(in.ty)
		x.expect(",")
		pt := x.typ()
		in.ops = []lval{v, x.value(pt)}
		in.align = x.alignment()
	case "getelementptr":
		x.flags()
		in.ty2 = x.typ()
		x.expect(",")
		pt := x.typ()
		in.ops = []lval{x.value(pt)}
		in.ty = pt
		for x.accept(",") {
			it := x.typ()
			in.ops = append(in.ops, x.value(it))
		}
	case "alloca":
		in.ty2 = x.typ()
		for x.accept(",") {
			switch x.next() {
			case "align":
				x.next()
			case "addrspace":
				x.expect("(")
				x.next()
				x.expect(")")
			}
		}
		in.ty = &lty{k: 'p', as: 5}
	case "extractelement", "insertelement", "shufflevector":
		in.ops = x.typedList()
		if len(in.ops) != 2+b2i(tok != "extractelement") || in.ops[0].ty.k != 'x' {
			x.fail("malformed %s", tok)
			break
		}
		in.ty = in.ops[0].ty
		switch tok {
		case "extractelement":
			in.ty = in.ty.elem
		case "shufflevector":
			in.ty = &lty{k: 'x', n: in.ops[2].ty.n, elem: in.ty.elem}
		}
	case "extractvalue", "insertvalue":
		t := x.typ()
		in.ops = []lval{x.value(t)}
		in.ty = t
		if tok == "insertvalue" {
			x.expect(",")
			et := x.typ()
			in.ops = append(in.ops, x.value(et))
		}
		for x.accept(",") {
			n, err := strconv.Atoi(x.next())
			if err != nil {
				x.fail("bad aggregate index")
			}
			in.idx = append(in.idx, n)
		}
		if tok == "extractvalue" {
			_, _, in.ty = t.leafRange(in.idx)
			in.ty2 = t
		}
	case "atomicrmw":
		x.accept("volatile")
		in.pred = x.next()
		pt := x.typ()
		p := x.value(pt)
		x.expect(",")
		in.ty = x.typ()
		in.ops = []lval{p, x.value(in.ty)}
	case "cmpxchg":
		x.accept("weak")
		x.accept("volatile")
		pt := x.typ()
		p := x.value(pt)
		x.expect(",")
		t := x.typ()
		c := x.value(t)
		x.expect(",")
		t2 := x.typ()
		in.ops = []lval{p, c, x.value(t2)}
		in.ty = &lty{k: 's', fields: []*lty{t, tyI1}}
		in.ty2 = t
	case "fence":
	case "call":
		x.flags()
		x.attrs()
		in.ty = x.typ()
		if x.accept("asm") {
			// kern's AMD code passes a value through an empty inline asm
			// that returns its operand (compiler/amdgpu,
			// keepDivisorInLoop): a copy here.
			x.accept("sideeffect")
			tmpl, cons := x.quoted(), ""
			if x.accept(",") {
				cons = x.quoted()
			}
			if tmpl != "" || !strings.HasPrefix(cons, "=") || !strings.HasSuffix(cons, ",0") || strings.Count(cons, ",") != 1 {
				return nil, llError(no, "inline asm %q, %q is not supported (only an empty one returning its operand)", tmpl, cons)
			}
			x.expect("(")
			t := x.typ()
			in.op, in.ops = "freeze", []lval{x.value(t)}
			x.expect(")")
			for !x.eof() && x.err == nil { // attribute groups and call-site attributes (nomerge)
				if a := x.next(); !strings.HasPrefix(a, "#") && !isAttrWord(a) {
					x.fail("unexpected %q after an inline asm", a)
				}
			}
			break
		}
		c := x.next()
		if !strings.HasPrefix(c, "@") {
			return nil, llError(no, "indirect calls are not supported")
		}
		in.callee = c[1:]
		x.expect("(")
		for !x.accept(")") {
			if len(in.ops) > 0 {
				x.expect(",")
			}
			t := x.typ()
			x.attrs()
			in.ops = append(in.ops, x.value(t))
			if x.err != nil {
				break
			}
		}
	default:
		return nil, llError(no, "unsupported instruction %q", tok)
	}
	if x.err != nil {
		return nil, x.err
	}
	// Memory instructions end with scope, ordering and alignment (the
	// emulator's memory is sequentially consistent and every access is
	// checked for natural alignment), calls with attribute groups.
	if !x.eof() && in.op != "fence" && in.op != "load" && in.op != "store" && in.op != "atomicrmw" && in.op != "cmpxchg" && in.op != "call" {
		return nil, llError(no, "unexpected %q after the %s instruction", x.s[x.pos:], in.op)
	}
	return in, nil
}

// isAttrWord reports a call-site function attribute written as a bare
// word ("nomerge", "convergent"): none changes what the emulator runs.
func isAttrWord(a string) bool {
	if a == "" {
		return false
	}
	for _, r := range a {
		if (r < 'a' || r > 'z') && r != '_' {
			return false
		}
	}
	return true
}
