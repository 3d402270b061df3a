package emu

import (
	"fmt"
	"strconv"
	"strings"
)

// decoder turns one function's body into instrs.
type decoder struct {
	m      *parsedModule
	fn     *function
	global map[string]uint64 // module-scope .global/.const addresses
	mshare map[string]int    // module-scope .shared offsets
	regs   map[string]int32  // register name → slot
	decl   map[string]int    // declared register prefixes → count (-1: a single name)
	locals map[string]int    // .local / call .param name → frame offset
	shares map[string]int    // function .shared name → offset
	labels map[string]int
	loc    int32
}

func (d *decoder) decode() error {
	fn := d.fn
	d.regs, d.decl = map[string]int32{}, map[string]int{}
	d.locals, d.shares, d.labels = map[string]int{}, map[string]int{}, map[string]int{}
	d.loc = -1
	// Labels first: branches may jump forward.
	pc := 0
	for _, l := range fn.body {
		switch s := l.text; {
		case strings.HasSuffix(s, ":") && !strings.ContainsAny(s, " \t"):
			d.labels[strings.TrimSuffix(s, ":")] = pc
		case isInstr(s):
			pc += max(1, len(expandLines(s)))
		}
	}
	var scopes []int // frame offsets at each open call block
	for _, l := range fn.body {
		s := l.text
		switch {
		case s == "{":
			scopes = append(scopes, fn.local)
		case s == "}":
			if len(scopes) == 0 {
				return jitError(l.no, "unbalanced }")
			}
			// Each call block's .param variables keep their own frame
			// space: blocks reuse names, and the latest declaration wins.
			scopes = scopes[:len(scopes)-1]
		case strings.HasSuffix(s, ":") && !strings.ContainsAny(s, " \t"):
		case strings.HasPrefix(s, ".reg"):
			if err := d.declRegs(s, l.no); err != nil {
				return err
			}
		case strings.HasPrefix(s, ".loc ") || strings.HasPrefix(s, ".loc\t"):
			f := strings.Fields(s)
			if len(f) >= 3 {
				file, _ := strconv.Atoi(f[1])
				ln, _ := strconv.Atoi(f[2])
				col := 0
				if len(f) >= 4 {
					col, _ = strconv.Atoi(f[3])
				}
				d.m.locs = append(d.m.locs, locInfo{file, ln, col})
				d.loc = int32(len(d.m.locs) - 1)
			}
		case strings.HasPrefix(s, ".local") || strings.HasPrefix(s, ".param"):
			v, err := parseVar(strings.Replace(s, ".param", ".local", 1), l.no)
			if err != nil {
				return err
			}
			if strings.HasPrefix(s, ".param") && v.align == 1 && v.size > 1 && v.size <= 8 {
				v.align = v.size
			}
			off := (fn.local + v.align - 1) / v.align * v.align
			d.locals[v.name] = off
			fn.locals = append(fn.locals, localVar{off, v.size})
			fn.local = off + v.size
		case strings.HasPrefix(s, ".shared"):
			v, err := parseVar(s, l.no)
			if err != nil {
				return err
			}
			off := (fn.shSize + v.align - 1) / v.align * v.align
			d.shares[v.name] = off
			fn.shSize = off + v.size
			fn.shared = append(fn.shared, v)
		case strings.HasPrefix(s, ".pragma") || strings.HasPrefix(s, ".maxntid") || strings.HasPrefix(s, ".reqntid"):
		case strings.HasPrefix(s, "."):
			return jitError(l.no, "unsupported directive %s in a function body", strings.Fields(s)[0])
		default:
			lines := expandLines(s)
			if lines == nil {
				lines = []string{s}
			} else if lines[0] == "" {
				return jitError(l.no, "malformed vector access %s", s)
			}
			for k, ls := range lines {
				in, err := d.instr(ls, l.no)
				if err != nil {
					return err
				}
				if k == 0 && len(lines) > 1 {
					in.valign = uint8(len(lines) * in.t.bytes())
				}
				in.line, in.loc = int32(l.no), d.loc
				fn.code = append(fn.code, in)
			}
		}
	}
	fn.nregs = len(d.regs)
	if n := len(fn.code); n == 0 || !endsFlow(fn.code[n-1].op) {
		// Falling off the end returns, as ptxas treats it.
		fn.code = append(fn.code, instr{op: opRet, guard: -1, line: int32(fn.defLine), loc: -1})
	}
	analyzeFlow(fn)
	return nil
}

func endsFlow(op opcode) bool { return op == opRet || op == opExit || op == opBra || op == opTrap }

func isInstr(s string) bool {
	if s == "{" || s == "}" || strings.HasPrefix(s, ".") {
		return false
	}
	return !(strings.HasSuffix(s, ":") && !strings.ContainsAny(s, " \t"))
}

// declRegs reads ".reg .T %name<N>;" or ".reg .T %a, %b;".
func (d *decoder) declRegs(s string, line int) error {
	f := strings.Fields(strings.TrimSuffix(s, ";"))
	if len(f) < 3 {
		return jitError(line, "malformed .reg")
	}
	if _, ok := ptypes[strings.TrimPrefix(f[1], ".")]; !ok {
		return jitError(line, "unknown register type %s", f[1])
	}
	for _, n := range strings.Split(strings.Join(f[2:], ""), ",") {
		if n == "" {
			continue
		}
		if i := strings.IndexByte(n, '<'); i > 0 {
			c, err := strconv.Atoi(strings.TrimSuffix(n[i+1:], ">"))
			if err != nil || c < 0 {
				return jitError(line, "malformed register range %s", n)
			}
			d.decl[n[:i]] = c
			continue
		}
		d.decl[n] = -1
	}
	return nil
}

// reg returns the slot of a declared register.
func (d *decoder) reg(name string, line int) (int32, error) {
	if r, ok := d.regs[name]; ok {
		return r, nil
	}
	ok := d.decl[name] == -1
	if !ok {
		i := len(name)
		for i > 0 && name[i-1] >= '0' && name[i-1] <= '9' {
			i--
		}
		if c, found := d.decl[name[:i]]; found && i < len(name) {
			n, _ := strconv.Atoi(name[i:])
			ok = n < c
		}
	}
	if !ok {
		return 0, jitError(line, "undeclared register %s", name)
	}
	r := int32(len(d.regs))
	d.regs[name] = r
	return r, nil
}

// operand decodes a register, special register, immediate or symbol.
func (d *decoder) operand(s string, line int) (opnd, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return opnd{}, jitError(line, "missing operand")
	}
	neg := false
	if s[0] == '!' {
		neg, s = true, s[1:]
	}
	if s[0] == '%' {
		if sp, ok := specials[s]; ok {
			return opnd{k: oSpecial, r: sp}, nil
		}
		r, err := d.reg(s, line)
		return opnd{k: oReg, r: r, neg: neg}, err
	}
	if s == "WARP_SZ" {
		return opnd{k: oImm, imm: 32}, nil
	}
	if v, ok, err := immediate(s); ok {
		if err != nil {
			return opnd{}, jitError(line, "bad immediate %q", s)
		}
		return opnd{k: oImm, imm: v}, nil
	}
	return d.symbol(s, line)
}

// immediate parses 0fXXXXXXXX, 0dXXXXXXXXXXXXXXXX, hex, octal-free decimal.
func immediate(s string) (uint64, bool, error) {
	c := s[0]
	if !(c >= '0' && c <= '9' || c == '-' || c == '+') {
		return 0, false, nil
	}
	if len(s) > 2 && s[0] == '0' && (s[1] == 'f' || s[1] == 'F' || s[1] == 'd' || s[1] == 'D') {
		v, err := strconv.ParseUint(s[2:], 16, 64)
		return v, true, err
	}
	s = strings.TrimSuffix(s, "U")
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		v, err := strconv.ParseUint(s[2:], 16, 64)
		return v, true, err
	}
	if strings.HasPrefix(s, "-0x") {
		v, err := strconv.ParseUint(s[3:], 16, 64)
		return -v, true, err
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		u, err2 := strconv.ParseUint(s, 10, 64)
		return u, true, err2
	}
	return uint64(v), true, nil
}

func (d *decoder) symbol(s string, line int) (opnd, error) {
	fn := d.fn
	if off, ok := d.locals[s]; ok {
		return opnd{k: oLocalSym, imm: uint64(off)}, nil
	}
	if off, ok := d.shares[s]; ok {
		return opnd{k: oShared, imm: uint64(off)}, nil
	}
	for i, p := range fn.params {
		if p.name == s {
			if fn.entry {
				return opnd{k: oImm, imm: tagParam<<spaceShift | uint64(p.offset)}, nil
			}
			return opnd{k: oArg, r: int32(i)}, nil
		}
	}
	if fn.retName != "" && s == fn.retName {
		return opnd{k: oArg, r: -1}, nil
	}
	if a, ok := d.global[s]; ok {
		return opnd{k: oImm, imm: a}, nil
	}
	if off, ok := d.mshare[s]; ok {
		return opnd{k: oImm, imm: tagShared<<spaceShift | uint64(off)}, nil
	}
	if s == d.m.dynName && s != "" {
		return opnd{k: oDynShared}, nil
	}
	return opnd{}, jitError(line, "unknown symbol %s", s)
}

// address decodes "[base]", "[base+off]" or "[base+-off]".
func (d *decoder) address(s string, line int) (opnd, int64, error) {
	s = strings.TrimSpace(s)
	if len(s) < 2 || s[0] != '[' || s[len(s)-1] != ']' {
		return opnd{}, 0, jitError(line, "expected an address, got %q", s)
	}
	s = strings.TrimSpace(s[1 : len(s)-1])
	var off int64
	if i := strings.LastIndexAny(s, "+-"); i > 0 {
		o, err := strconv.ParseInt(strings.ReplaceAll(strings.TrimSpace(s[i:]), "+", ""), 0, 64)
		if err == nil {
			off = o
			s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s[:i]), "+"))
		}
	}
	if v, ok, err := immediate(s); ok {
		if err != nil {
			return opnd{}, 0, jitError(line, "bad address %q", s)
		}
		return opnd{k: oImm, imm: v}, off, nil
	}
	b, err := d.operand(s, line)
	return b, off, err
}

// splitArgs splits on commas outside {} () [].
func splitArgs(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, c := range s {
		switch c {
		case '{', '(', '[':
			depth++
		case '}', ')', ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	if t := strings.TrimSpace(s[start:]); t != "" || len(out) > 0 {
		out = append(out, t)
	}
	return out
}

// vectorLines splits a vector ld or st ("ld.global.v4.f32 {%f1, %f2, %f3,
// %f4}, [%rd1+16];") into one scalar access per element at successive
// offsets, the first of which checks the whole vector's alignment (valign),
// as the hardware faults on a misaligned vector access. It returns nil for
// any other line and []string{""} for a malformed vector access.
// expandLines is the decoder lines of one PTX instruction line that
// stands for several (vector accesses, mma.sync), or nil.
func expandLines(s string) []string {
	if ls := vectorLines(s); ls != nil {
		return ls
	}
	if ls := ldmatrixLines(s); ls != nil {
		return ls
	}
	return mmaLines(s)
}

func vectorLines(s string) []string {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), ";"))
	guard := ""
	if strings.HasPrefix(s, "@") {
		sp := strings.IndexAny(s, " \t")
		if sp < 0 {
			return nil
		}
		guard, s = s[:sp+1], strings.TrimSpace(s[sp:])
	}
	sp := strings.IndexAny(s, " \t")
	if sp < 0 {
		return nil
	}
	name, rest := s[:sp], strings.TrimSpace(s[sp:])
	parts := strings.Split(name, ".")
	if parts[0] != "ld" && parts[0] != "st" {
		return nil
	}
	vi, n := -1, 0
	for i, p := range parts {
		switch p {
		case "v2":
			vi, n = i, 2
		case "v4":
			vi, n = i, 4
		}
	}
	if vi < 0 {
		return nil
	}
	bad := []string{""}
	t, ok := ptypes[parts[len(parts)-1]]
	if !ok {
		return bad
	}
	scalar := strings.Join(append(append([]string{}, parts[:vi]...), parts[vi+1:]...), ".")
	args := splitArgs(rest)
	if len(args) != 2 {
		return bad
	}
	vec, addr := args[0], args[1]
	if parts[0] == "st" {
		vec, addr = args[1], args[0]
	}
	if len(vec) < 2 || vec[0] != '{' || vec[len(vec)-1] != '}' {
		return bad
	}
	regs := splitArgs(vec[1 : len(vec)-1])
	if len(regs) != n || len(addr) < 2 || addr[0] != '[' || addr[len(addr)-1] != ']' {
		return bad
	}
	base, off := strings.TrimSpace(addr[1:len(addr)-1]), int64(0)
	if i := strings.LastIndexAny(base, "+-"); i > 0 {
		if o, err := strconv.ParseInt(strings.ReplaceAll(strings.TrimSpace(base[i:]), "+", ""), 0, 64); err == nil {
			off, base = o, strings.TrimSpace(base[:i])
		}
	}
	out := make([]string, n)
	for k, r := range regs {
		a := fmt.Sprintf("[%s+%d]", base, off+int64(k*t.bytes()))
		if parts[0] == "ld" {
			out[k] = fmt.Sprintf("%s%s %s, %s", guard, scalar, r, a)
		} else {
			out[k] = fmt.Sprintf("%s%s %s, %s", guard, scalar, a, r)
		}
	}
	return out
}
