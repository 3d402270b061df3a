package emu

import (
	"fmt"
	"strconv"
	"strings"
)

// The emulated ROC device runs the LLVM IR kern gen embeds (kern_gen.ll,
// the text llc turns into the shipped code objects). This file reads the
// subset compiler/amdgpu writes, as opt -O3 leaves it or not: opaque
// pointers, module globals with constant initializers, internal device
// functions and amdgpu_kernel entries, comments, attributes and metadata. llower.go turns each kernel, with
// its device functions inlined, into the same instrs the PTX front end
// produces, so both devices share the warp scheduler, memory and sanitizer.

// lty is an LLVM type.
type lty struct {
	k      byte // 'i' integer, 'h' half, 'f' float, 'd' double, 'p' ptr, 'a' array, 's' struct, 'x' vector, 'v' void
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
	tyF16  = &lty{k: 'h'}
	tyF32  = &lty{k: 'f'}
	tyF64  = &lty{k: 'd'}
	tyMeta = &lty{k: 'm'} // an intrinsic's metadata argument
)

func (t *lty) String() string {
	switch t.k {
	case 'i':
		return "i" + strconv.Itoa(t.bits)
	case 'h':
		return "half"
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

// bitWidth is t's width in bits as bitcast sees it: an iN is N bits and a
// vector its elements' bits side by side (a <4 x i1> is 4 bits, where
// size counts a byte per element, as memory holds it).
func (t *lty) bitWidth() int {
	switch t.k {
	case 'i':
		return t.bits
	case 'x':
		return t.n * t.elem.bitWidth()
	}
	return t.size() * 8
}

// size and align follow the AMDGPU data layout: 64-bit flat, global and
// constant pointers, 32-bit LDS and private pointers, naturally aligned
// scalars.
func (t *lty) size() int {
	switch t.k {
	case 'i':
		return max((t.bits+7)/8, 1)
	case 'h':
		return 2
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
	case 'i':
		if t.bits > 64 {
			return 2 // llwide.go
		}
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
	k    byte // 'r' local, 'g' global, 'c' scalar constant, 'z' zero/undef/poison/null, 'a' aggregate or vector constant, 'x' constant expression, 'm' metadata, 'o' lowered operand
	ty   *lty
	name string
	bits uint64 // 'c': the value's bits, zero-extended
	hi   uint64 // 'c' of an integer wider than 64 bits: the high word
	agg  []lval
	expr *linstr // 'x': the instruction it stands for (llconst.go)
	op   opnd    // 'o': an element of a vector already lowered (llvector.go)
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
	idx    []int  // extractvalue/insertvalue indices
	align  int    // a load's or store's stated alignment ("align 8"), 0 if none
	dbg    string // the !dbg attachment's node ("!7"), "" if none
	loc    int32  // its Go position: an index into lmodule.locs, -1 if none
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
	// attrs is the attribute group after the signature ("#2"), "" for none.
	attrs string
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
	wave    int               // from the header; 0 if not said
	meta    map[string]string // "!1 = !{!\"exec\"}": "!1" → "exec"
	// Debug metadata (lldebug.go): the specialized nodes by name, and the
	// Go positions of the instructions' locations.
	di    map[string]diNode
	locs  []locInfo
	files []string
	// flatMax is each attribute group's largest work-group size
	// ("amdgpu-flat-work-group-size"="1,N"), by its name ("#2").
	flatMax map[string]int
}

// llError is a module the emulated ROC device cannot load: the log names
// the line, as a compiler's diagnostic would.
func llError(line int, format string, args ...any) error {
	e := newError("hipModuleLoadData", codeInvalidPTX, "the LLVM IR cannot be run by the emulated ROC device")
	e.Log = fmt.Sprintf("kern_gen.ll:%d: %s", line, fmt.Sprintf(format, args...))
	return e
}

// headerWave is the wave size the module's first line says (kern gen's
// "; kern module PATH (wave64, gfx90a)"), 0 if it says none.
func headerWave(first string) int {
	switch {
	case !strings.HasPrefix(first, ";"):
		return 0
	case strings.Contains(first, "wave64"):
		return 64
	case strings.Contains(first, "wave32"):
		return 32
	}
	return 0
}

// parseLL reads a module.
func parseLL(text string) (*lmodule, error) {
	m := &lmodule{globals: map[string]*lglobal{}, funcs: map[string]*lfunc{}, meta: map[string]string{}, di: map[string]diNode{},
		flatMax: map[string]int{}}
	lines := strings.Split(text, "\n")
	var fn *lfunc
	var blk *lblock
	for i := 0; i < len(lines); i++ {
		no := i + 1
		s := strings.TrimSpace(lines[i])
		if i == 0 && strings.HasPrefix(s, ";") {
			m.header, m.wave = s, headerWave(s)
		}
		if s = stripLLComment(s); s == "" {
			continue
		}
		if fn != nil {
			if s == "}" {
				fn = nil
				continue
			}
			if isBlockLabel(s) {
				blk = &lblock{name: strings.Trim(strings.TrimSuffix(s, ":"), "\"")}
				fn.blocks = append(fn.blocks, blk)
				continue
			}
			if blk == nil {
				blk = &lblock{name: ""}
				fn.blocks = append(fn.blocks, blk)
			}
			// A switch lists its cases on the lines up to "]".
			for strings.HasPrefix(s, "switch ") && !switchClosed(s) && i+1 < len(lines) {
				i++
				s += " " + stripLLComment(strings.TrimSpace(lines[i]))
			}
			in, err := parseInstr(s, no)
			if err != nil {
				return nil, err
			}
			blk.ins = append(blk.ins, in)
			continue
		}
		switch {
		case s[0] == '!':
			// Metadata: the strings read_register names and the debug
			// locations.
			if name, str, ok := metaString(s); ok {
				m.meta[name] = str
			} else if name, n, ok := parseDINode(s); ok {
				m.di[name] = n
			}
		case strings.HasPrefix(s, "attributes "):
			name, n, err := flatWorkGroupMax(s, no)
			if err != nil {
				return nil, err
			}
			if n > 0 {
				m.flatMax[name] = n
			}
		case strings.HasPrefix(s, "target "), strings.HasPrefix(s, "source_filename"):
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
	m.resolveLocations()
	return m, nil
}

// metaString reads a metadata node holding one string, !N = !{!"text"}.
func metaString(s string) (name, str string, ok bool) {
	name, rest, ok := strings.Cut(s, "=")
	if !ok {
		return "", "", false
	}
	rest = strings.TrimSpace(rest)
	str, ok = strings.CutPrefix(rest, `!{!"`)
	if !ok || !strings.HasSuffix(str, `"}`) {
		return "", "", false
	}
	return strings.TrimSpace(name), strings.TrimSuffix(str, `"}`), true
}

// isBlockLabel reports whether line s (its comment stripped) is a block
// label: a bare name and a colon, or a quoted name, which may hold spaces
// and commas (opt names an inlined generic function's exit block
// "pkg.f[T1, T2].exit").
func isBlockLabel(s string) bool {
	name, ok := strings.CutSuffix(s, ":")
	if !ok {
		return false
	}
	if len(name) >= 2 && name[0] == '"' && name[len(name)-1] == '"' {
		return !strings.Contains(name[1:len(name)-1], "\"")
	}
	return !strings.ContainsAny(name, " \t")
}

// stripLLComment removes a ";" comment from a line (opt writes "; preds =
// %a, %b" after block labels), leaving quoted names and strings alone.
func stripLLComment(s string) string {
	quoted := false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"':
			quoted = !quoted
		case ';':
			if !quoted {
				return strings.TrimSpace(s[:i])
			}
		}
	}
	return s
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

// quoted reads a "..." string (no escapes) and returns what is between
// the quotes.
func (x *lexer) quoted() string {
	x.skipSpace()
	if x.pos >= len(x.s) || x.s[x.pos] != '"' {
		x.fail("expected a string")
		return ""
	}
	e := strings.IndexByte(x.s[x.pos+1:], '"')
	if e < 0 {
		x.fail("unterminated string")
		return ""
	}
	q := x.s[x.pos+1 : x.pos+1+e]
	x.pos += e + 2
	return q
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
	case t == "metadata":
		return tyMeta
	case t == "half":
		return tyF16
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
		if err != nil || n < 1 || n > 128 {
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
			if e.k != 'i' && e.k != 'h' && e.k != 'f' && e.k != 'd' && e.k != 'p' {
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
	case t.k == 'm' && tok[0] == '!':
		v.k, v.name = 'm', tok
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
	case wideInt(t):
		lo, hi, ok := wideConst(tok, t)
		if !ok {
			x.fail("unsupported operand %q of type %v", tok, t)
		}
		v.k, v.bits, v.hi = 'c', lo, hi
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
	x.attrs()
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
			x.next() // parameter attributes: noundef, nocapture, align N, dereferenceable(N), ...
			x.skipParens()
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
	// The attribute group follows the signature: ") local_unnamed_addr
	// #2 !dbg !5 {".
	if i := strings.LastIndexByte(s, ')'); i >= 0 {
		for _, w := range strings.Fields(s[i+1:]) {
			if strings.HasPrefix(w, "#") {
				f.attrs = w
				break
			}
		}
	}
	return f, nil
}

// flatWorkGroupMax reads an attribute group, "attributes #2 = { ...
// "amdgpu-flat-work-group-size"="1,256" ... }", for its name and largest
// work-group size (0 when it does not say).
func flatWorkGroupMax(s string, no int) (string, int, error) {
	rest := strings.TrimPrefix(s, "attributes ")
	name, _, _ := strings.Cut(rest, " ")
	const key = `"amdgpu-flat-work-group-size"="`
	i := strings.Index(rest, key)
	if i < 0 {
		return name, 0, nil
	}
	v, _, _ := strings.Cut(rest[i+len(key):], `"`)
	lo, hi, ok := strings.Cut(v, ",")
	a, err1 := strconv.Atoi(lo)
	b, err2 := strconv.Atoi(hi)
	if !ok || err1 != nil || err2 != nil || a < 1 || b < a {
		return "", 0, llError(no, "malformed amdgpu-flat-work-group-size %q", v)
	}
	return name, b, nil
}

// parseGlobal reads "@NAME = [internal|external] addrspace(N) global|constant TYPE [INIT], align A".
func parseGlobal(s string, no int) (*lglobal, error) {
	x := &lexer{s: s, line: no}
	g := &lglobal{line: no, align: 1}
	g.name = x.next()[1:]
	x.expect("=")
	for {
		switch p := x.peek(); p {
		case "internal", "private", "dso_local", "dso_preemptable", "hidden", "protected", "default",
			"unnamed_addr", "local_unnamed_addr", "externally_initialized":
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

// switchClosed reports whether a switch's text holds its whole case list:
// a "[" and the "]" that closes it, outside quoted names (a label such as
// %"pkg.F[int32].exit" has brackets of its own).
func switchClosed(s string) bool {
	depth, opened, quoted := 0, false, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == '[':
			depth++
			opened = true
		case c == ']':
			depth--
			if opened && depth == 0 {
				return true
			}
		}
	}
	return false
}
