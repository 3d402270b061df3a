package emu

import (
	"fmt"
	"strconv"
	"strings"
)

// The emulated ROC device runs the LLVM IR kern gen embeds (kern_gen.ll,
// the text llc turns into the shipped code objects). This file reads the
// subset compiler/amdgpu writes: one instruction per line, opaque pointers,
// module globals with byte-string or undef initializers, internal device
// functions and amdgpu_kernel entries. llower.go turns each kernel, with
// its device functions inlined, into the same instrs the PTX front end
// produces, so both devices share the warp scheduler, memory and sanitizer.

// lty is an LLVM type.
type lty struct {
	k      byte // 'i' integer, 'f' float, 'd' double, 'p' ptr, 'a' array, 's' struct, 'x' vector, 'v' void
	bits   int  // integer width
	as     int  // pointer address space
	n      int  // array or vector length
	elem   *lty
	fields []*lty
}

var (
	tyVoid = &lty{k: 'v'}
	tyI1   = &lty{k: 'i', bits: 1}
	tyI8   = &lty{k: 'i', bits: 8}
	tyI32  = &lty{k: 'i', bits: 32}
	tyI64  = &lty{k: 'i', bits: 64}
	tyF32  = &lty{k: 'f'}
	tyF64  = &lty{k: 'd'}
)

func (t *lty) String() string {
	switch t.k {
	case 'i':
		return "i" + strconv.Itoa(t.bits)
	case 'f':
		return "float"
	case 'd':
		return "double"
	case 'p':
		if t.as == 0 {
			return "ptr"
		}
		return fmt.Sprintf("ptr addrspace(%d)", t.as)
	case 'a':
		return fmt.Sprintf("[%d x %v]", t.n, t.elem)
	case 'x':
		return fmt.Sprintf("<%d x %v>", t.n, t.elem)
	case 's':
		s := make([]string, len(t.fields))
		for i, f := range t.fields {
			s[i] = f.String()
		}
		return "{ " + strings.Join(s, ", ") + " }"
	}
	return "void"
}

// size and align follow the AMDGPU data layout: 64-bit flat, global and
// constant pointers, 32-bit LDS and private pointers, naturally aligned
// scalars.
func (t *lty) size() int {
	switch t.k {
	case 'i':
		return max((t.bits+7)/8, 1)
	case 'f':
		return 4
	case 'd':
		return 8
	case 'p':
		if t.as == 3 || t.as == 5 {
			return 4
		}
		return 8
	case 'a', 'x':
		return t.n * t.elem.size()
	case 's':
		off := 0
		for _, f := range t.fields {
			off = alignUp(off, f.align()) + f.size()
		}
		return alignUp(off, t.align())
	}
	return 0
}

func (t *lty) align() int {
	switch t.k {
	case 'a':
		return t.elem.align()
	case 'x':
		// The AMDGPU data layout aligns a vector to its size rounded up
		// to a power of two.
		a := 1
		for a < t.size() {
			a *= 2
		}
		return a
	case 's':
		a := 1
		for _, f := range t.fields {
			a = max(a, f.align())
		}
		return a
	}
	return max(t.size(), 1)
}

// fieldOffset is the byte offset of struct field i.
func (t *lty) fieldOffset(i int) int {
	off := 0
	for j, f := range t.fields {
		off = alignUp(off, f.align())
		if j == i {
			return off
		}
		off += f.size()
	}
	return off
}

func alignUp(n, a int) int { return (n + a - 1) / a * a }

// leaves is the number of scalar registers a value of type t occupies.
func (t *lty) leaves() int {
	switch t.k {
	case 'a', 'x':
		return t.n * t.elem.leaves()
	case 's':
		n := 0
		for _, f := range t.fields {
			n += f.leaves()
		}
		return n
	case 'v':
		return 0
	}
	return 1
}

// leafRange is the first register and count of aggregate member idx.
func (t *lty) leafRange(idx []int) (first, n int, sub *lty) {
	sub = t
	for _, i := range idx {
		switch sub.k {
		case 'a', 'x':
			first += i * sub.elem.leaves()
			sub = sub.elem
		case 's':
			for _, f := range sub.fields[:i] {
				first += f.leaves()
			}
			sub = sub.fields[i]
		}
	}
	return first, sub.leaves(), sub
}

// lval is an operand: a local value, a global, or a constant.
type lval struct {
	k    byte // 'r' local, 'g' global, 'c' scalar constant, 'z' zero/undef/poison/null, 'a' aggregate or vector constant, 'x' constant expression
	ty   *lty
	name string
	bits uint64 // 'c': the value's bits, zero-extended
	agg  []lval
	expr *linstr // 'x': the instruction it stands for (llconst.go)
}

// linstr is one parsed instruction.
type linstr struct {
	line   int
	dest   string
	op     string // "add", "icmp", "call", "br", ...
	ty     *lty   // result type; for store the stored type; for load the loaded type
	ty2    *lty   // cast destination, GEP source element, alloca element
	ops    []lval
	pred   string   // icmp/fcmp predicate, atomicrmw operation
	labels []string // br targets
	phi    []phiIn
	callee string
	idx    []int // extractvalue/insertvalue indices
}

type phiIn struct {
	v     lval
	block string
}

type lblock struct {
	name string
	ins  []*linstr
}

type lfunc struct {
	name    string
	kernel  bool
	ret     *lty
	params  []*lty
	pnames  []string
	blocks  []*lblock
	line    int
	defined bool
}

type lglobal struct {
	name   string
	as     int
	ty     *lty
	init   []byte // nil: undef or zero
	extern bool
	align  int
	line   int
}

type lmodule struct {
	header  string // the first comment line: "; kern module PATH (wave64, gfx90a)"
	globals map[string]*lglobal
	gorder  []*lglobal
	funcs   map[string]*lfunc
	forder  []*lfunc
	wave    int // from the header; 0 if not said
}

// llError is a module the emulated ROC device cannot load: the log names
// the line, as a compiler's diagnostic would.
func llError(line int, format string, args ...any) error {
	e := newError("hipModuleLoadData", codeInvalidPTX, "the LLVM IR cannot be run by the emulated ROC device")
	e.Log = fmt.Sprintf("kern_gen.ll:%d: %s", line, fmt.Sprintf(format, args...))
	return e
}

// parseLL reads a module.
func parseLL(text string) (*lmodule, error) {
	m := &lmodule{globals: map[string]*lglobal{}, funcs: map[string]*lfunc{}}
	lines := strings.Split(text, "\n")
	var fn *lfunc
	var blk *lblock
	for i, raw := range lines {
		no := i + 1
		s := strings.TrimSpace(raw)
		if i == 0 && strings.HasPrefix(s, ";") {
			m.header = s
			switch {
			case strings.Contains(s, "wave64"):
				m.wave = 64
			case strings.Contains(s, "wave32"):
				m.wave = 32
			}
		}
		if s == "" || s[0] == ';' {
			continue
		}
		if fn != nil {
			if s == "}" {
				fn = nil
				continue
			}
			if strings.HasSuffix(s, ":") && !strings.ContainsAny(s, " \t") {
				blk = &lblock{name: strings.Trim(strings.TrimSuffix(s, ":"), "\"")}
				fn.blocks = append(fn.blocks, blk)
				continue
			}
			if blk == nil {
				blk = &lblock{name: ""}
				fn.blocks = append(fn.blocks, blk)
			}
			in, err := parseInstr(s, no)
			if err != nil {
				return nil, err
			}
			blk.ins = append(blk.ins, in)
			continue
		}
		switch {
		case strings.HasPrefix(s, "target "), strings.HasPrefix(s, "attributes "), s[0] == '!', strings.HasPrefix(s, "source_filename"):
		case strings.HasPrefix(s, "declare "):
			// Intrinsics: their meaning is known by name.
		case strings.HasPrefix(s, "define "):
			f, err := parseDefine(s, no)
			if err != nil {
				return nil, err
			}
			if m.funcs[f.name] != nil {
				return nil, llError(no, "function %s defined twice", f.name)
			}
			m.funcs[f.name] = f
			m.forder = append(m.forder, f)
			fn, blk = f, nil
		case s[0] == '@':
			g, err := parseGlobal(s, no)
			if err != nil {
				return nil, err
			}
			m.globals[g.name] = g
			m.gorder = append(m.gorder, g)
		default:
			return nil, llError(no, "unexpected line %q", clip(s))
		}
	}
	if fn != nil {
		return nil, llError(len(lines), "function %s has no closing brace", fn.name)
	}
	return m, nil
}

func clip(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}

// lexer reads the tokens of one line.
type lexer struct {
	s    string
	pos  int
	line int
	err  error
}

func (x *lexer) fail(format string, args ...any) {
	if x.err == nil {
		x.err = llError(x.line, format, args...)
	}
}

func (x *lexer) skipSpace() {
	for x.pos < len(x.s) && (x.s[x.pos] == ' ' || x.s[x.pos] == '\t') {
		x.pos++
	}
}

func (x *lexer) eof() bool { x.skipSpace(); return x.pos >= len(x.s) }

func (x *lexer) peek() string {
	p := x.pos
	t := x.next()
	x.pos = p
	return t
}

// next returns the next token: punctuation, a %/@ name (quotes kept
// off), a number, a c"..." string or a word.
func (x *lexer) next() string {
	x.skipSpace()
	if x.pos >= len(x.s) {
		return ""
	}
	c := x.s[x.pos]
	switch c {
	case ',', '(', ')', '[', ']', '{', '}', '=', '*', '<', '>':
		x.pos++
		return string(c)
	case '%', '@':
		x.pos++
		if x.pos < len(x.s) && x.s[x.pos] == '"' {
			e := strings.IndexByte(x.s[x.pos+1:], '"')
			if e < 0 {
				x.fail("unterminated name")
				return ""
			}
			n := x.s[x.pos+1 : x.pos+1+e]
			x.pos += e + 2
			return string(c) + n
		}
		return string(c) + x.word()
	case 'c':
		if x.pos+1 < len(x.s) && x.s[x.pos+1] == '"' {
			start := x.pos
			e := strings.IndexByte(x.s[x.pos+2:], '"')
			if e < 0 {
				x.fail("unterminated string")
				return ""
			}
			x.pos += e + 3
			return x.s[start:x.pos]
		}
	}
	w := x.word()
	if w == "" {
		x.fail("unexpected character %q", c)
		x.pos++
	}
	return w
}

func (x *lexer) word() string {
	start := x.pos
	for x.pos < len(x.s) {
		c := x.s[x.pos]
		if c == ' ' || c == '\t' || c == ',' || c == '(' || c == ')' || c == '[' || c == ']' || c == '{' || c == '}' || c == '=' || c == '*' || c == '<' || c == '>' {
			break
		}
		x.pos++
	}
	return x.s[start:x.pos]
}

func (x *lexer) expect(t string) {
	if got := x.next(); got != t && x.err == nil {
		x.fail("expected %q, found %q", t, got)
	}
}

func (x *lexer) accept(t string) bool {
	if x.peek() == t {
		x.next()
		return true
	}
	return false
}

// typ reads a type.
func (x *lexer) typ() *lty {
	t := x.next()
	switch {
	case t == "void":
		return tyVoid
	case t == "float":
		return tyF32
	case t == "double":
		return tyF64
	case t == "ptr":
		if x.peek() == "addrspace" {
			x.next()
			x.expect("(")
			n, err := strconv.Atoi(x.next())
			if err != nil {
				x.fail("bad address space")
			}
			x.expect(")")
			return &lty{k: 'p', as: n}
		}
		return &lty{k: 'p'}
	case len(t) > 1 && t[0] == 'i':
		n, err := strconv.Atoi(t[1:])
		if err != nil || n < 1 || n > 64 {
			x.fail("unsupported type %s", t)
			return tyI64
		}
		return &lty{k: 'i', bits: n}
	case t == "[" || t == "<":
		n, err := strconv.Atoi(x.next())
		if err != nil || n < 0 {
			x.fail("bad array or vector length")
		}
		x.expect("x")
		e := x.typ()
		if t == "<" {
			x.expect(">")
			if e.k != 'i' && e.k != 'f' && e.k != 'd' && e.k != 'p' {
				x.fail("vector of %v", e)
			}
			return &lty{k: 'x', n: n, elem: e}
		}
		x.expect("]")
		return &lty{k: 'a', n: n, elem: e}
	case t == "{":
		st := &lty{k: 's'}
		if x.accept("}") {
			return st
		}
		for {
			st.fields = append(st.fields, x.typ())
			if x.accept("}") {
				return st
			}
			x.expect(",")
			if x.err != nil {
				return st
			}
		}
	}
	x.fail("unsupported type %q", t)
	return tyI64
}

// value reads an operand of type t.
func (x *lexer) value(t *lty) lval {
	tok := x.next()
	v := lval{ty: t}
	switch {
	case tok == "":
		x.fail("missing operand")
	case tok[0] == '%':
		v.k, v.name = 'r', tok[1:]
	case tok[0] == '@':
		v.k, v.name = 'g', tok[1:]
	case tok == "zeroinitializer" || tok == "null" || tok == "undef" || tok == "poison":
		v.k = 'z'
	case tok == "true" || tok == "false":
		v.k, v.bits = 'c', b2u(tok == "true")
	case constExprOps[tok]:
		v.k, v.expr = 'x', x.constExpr(tok)
	case strings.HasPrefix(tok, "c\""):
		b, err := unescapeLL(tok[2 : len(tok)-1])
		if err != nil {
			x.fail("%v", err)
		}
		v.k = 'a'
		for _, c := range b {
			v.agg = append(v.agg, lval{k: 'c', ty: tyI8, bits: uint64(c)})
		}
	case tok == "{" || tok == "[" || tok == "<":
		v.k = 'a'
		end := map[string]string{"{": "}", "[": "]", "<": ">"}[tok]
		for i := 0; ; i++ {
			if x.accept(end) {
				break
			}
			if i > 0 {
				x.expect(",")
			}
			et := x.typ()
			v.agg = append(v.agg, x.value(et))
			if x.err != nil {
				break
			}
		}
	default:
		b, ok := constBits(tok, t)
		if !ok {
			x.fail("unsupported operand %q of type %v", tok, t)
		}
		v.k, v.bits = 'c', b
	}
	return v
}

// parseDefine reads "define [internal|amdgpu_kernel] RET @NAME(PARAMS) ... {".
func parseDefine(s string, no int) (*lfunc, error) {
	x := &lexer{s: strings.TrimSuffix(s, "{"), line: no}
	x.expect("define")
	f := &lfunc{line: no, defined: true}
	for {
		p := x.peek()
		if p == "internal" || p == "private" || p == "dso_local" || p == "hidden" || p == "fastcc" || p == "linkonce_odr" {
			x.next()
			continue
		}
		if p == "amdgpu_kernel" {
			x.next()
			f.kernel = true
			continue
		}
		break
	}
	f.ret = x.typ()
	name := x.next()
	if !strings.HasPrefix(name, "@") {
		return nil, llError(no, "expected a function name, found %q", name)
	}
	f.name = name[1:]
	x.expect("(")
	for !x.accept(")") {
		if len(f.params) > 0 {
			x.expect(",")
		}
		t := x.typ()
		for {
			p := x.peek()
			if strings.HasPrefix(p, "%") || p == "" || p == ")" || p == "," {
				break
			}
			x.next() // parameter attributes: noundef, nocapture, align N, ...
		}
		n := ""
		if strings.HasPrefix(x.peek(), "%") {
			n = x.next()[1:]
		}
		f.params = append(f.params, t)
		f.pnames = append(f.pnames, n)
		if x.err != nil {
			return nil, x.err
		}
	}
	if x.err != nil {
		return nil, x.err
	}
	if f.kernel && f.ret.k != 'v' {
		return nil, llError(no, "kernel %s returns %v", f.name, f.ret)
	}
	return f, nil
}

// parseGlobal reads "@NAME = [internal|external] addrspace(N) global|constant TYPE [INIT], align A".
func parseGlobal(s string, no int) (*lglobal, error) {
	x := &lexer{s: s, line: no}
	g := &lglobal{line: no, align: 1}
	g.name = x.next()[1:]
	x.expect("=")
	for {
		switch p := x.peek(); p {
		case "internal", "private", "dso_local", "hidden", "unnamed_addr", "local_unnamed_addr":
			x.next()
			continue
		case "external":
			x.next()
			g.extern = true
			continue
		case "addrspace":
			x.next()
			x.expect("(")
			g.as, _ = strconv.Atoi(x.next())
			x.expect(")")
			continue
		}
		break
	}
	if k := x.next(); k != "global" && k != "constant" {
		return nil, llError(no, "expected global or constant, found %q", k)
	}
	g.ty = x.typ()
	if !g.extern {
		switch tok := x.peek(); {
		case strings.HasPrefix(tok, "c\""):
			x.next()
			b, err := unescapeLL(tok[2 : len(tok)-1])
			if err != nil {
				return nil, llError(no, "%v", err)
			}
			g.init = b
		case tok == "undef" || tok == "zeroinitializer" || tok == "poison":
			x.next()
		default:
			v := x.value(g.ty)
			if x.err != nil {
				return nil, x.err
			}
			g.init = make([]byte, g.ty.size())
			if err := encodeConst(g.init, g.ty, v); err != nil {
				return nil, llError(no, "%v", err)
			}
		}
	}
	for !x.eof() {
		if x.next() == "align" {
			g.align, _ = strconv.Atoi(x.next())
		}
	}
	if x.err != nil {
		return nil, x.err
	}
	if g.init != nil && len(g.init) != g.ty.size() {
		return nil, llError(no, "initializer of %d bytes for %v", len(g.init), g.ty)
	}
	return g, nil
}

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

// parseInstr reads one instruction line.
func parseInstr(s string, no int) (*linstr, error) {
	// Metadata attachments (", !invariant.load !0") carry nothing the
	// emulator needs.
	if i := strings.Index(s, ", !"); i >= 0 {
		s = s[:i]
	}
	x := &lexer{s: s, line: no}
	in := &linstr{line: no}
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
	case "fneg":
		in.ty = x.typ()
		in.ops = []lval{x.value(in.ty)}
	case "icmp", "fcmp":
		in.pred = x.next()
		x.flags()
		t := x.typ()
		a := x.value(t)
		x.expect(",")
		in.ops = []lval{a, x.value(t)}
		in.ty, in.ty2 = tyI1, t
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
	case "store":
		x.accept("volatile")
		in.ty = x.typ()
		v := x.value(in.ty)
		x.expect(",")
		pt := x.typ()
		in.ops = []lval{v, x.value(pt)}
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
		in.ty = x.typ()
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
			for {
				p := x.peek()
				if p == "align" {
					x.next()
					x.next()
					continue
				}
				if p == "noundef" || p == "nocapture" || p == "writeonly" || p == "immarg" || p == "signext" || p == "zeroext" {
					x.next()
					continue
				}
				break
			}
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
