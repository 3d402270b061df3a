package emu

import (
	"fmt"
	"strconv"
	"strings"
)

// A module's PTX text is parsed in two passes: the first finds the
// module-scope variables and every function's header (calls may name a
// function defined later), the second decodes each body into instrs.

// variable is a module- or function-scope variable declaration.
type variable struct {
	name        string
	space       uint8
	size, align int
	init        []byte
	extern      bool
}

// param is a parameter of an entry or device function.
type param struct {
	name        string
	size, align int
	offset      int // in the launch's parameter buffer (entries)
}

// function is a decoded .entry or .func.
type function struct {
	name     string
	index    int
	entry    bool
	params   []param
	retName  string
	retSize  int
	code     []instr
	hot      []hotInstr // exec's copy of each instr's v, dead and guard (vectorize)
	nregs    int
	local    int        // bytes of .local and call .param variables per thread
	locals   []localVar // those variables (promote.go)
	shared   []variable
	shSize   int   // bytes of this function's own .shared variables
	callees  []int // functions it calls
	paramBuf int   // entries: bytes of the parameter buffer
	// maxntid and maxnreg are an entry's performance directives (0: none):
	// the most threads of a block, the most registers of a thread.
	maxntid, maxnreg int
	defLine          int
	body             []srcLine
	defined          bool
	flow             *flow
}

type srcLine struct {
	text string
	no   int
}

// locInfo is a .loc directive: the Go position of what follows.
type locInfo struct {
	file      int
	line, col int
}

type parsedModule struct {
	version string
	target  string
	files   map[int]string
	vars    []variable // module scope, in order
	funcs   []*function
	byName  map[string]*function
	locs    []locInfo
	dynName string // the extern .shared array, "" if none
}

// stripComment removes // comments (kern's PTX has no /* */ comments, but
// they are handled on a single line too).
func stripComment(s string) string {
	if i := strings.Index(s, "//"); i >= 0 {
		s = s[:i]
	}
	for {
		i := strings.Index(s, "/*")
		if i < 0 {
			break
		}
		j := strings.Index(s[i:], "*/")
		if j < 0 {
			s = s[:i]
			break
		}
		s = s[:i] + " " + s[i+j+2:]
	}
	return strings.TrimSpace(s)
}

func parseModule(src string) (*parsedModule, error) {
	m := &parsedModule{files: map[int]string{}, byName: map[string]*function{}}
	lines := strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n")
	for i := 0; i < len(lines); i++ {
		no := i + 1
		l := stripComment(lines[i])
		if l == "" {
			continue
		}
		// A declaration may span lines up to its ';' (or a header to its '{').
		join := func(stop func(string) bool) string {
			for !stop(l) && i+1 < len(lines) {
				i++
				l += " " + stripComment(lines[i])
			}
			return l
		}
		f := strings.Fields(l)
		switch {
		case f[0] == ".version":
			if len(f) < 2 {
				return nil, jitError(no, "malformed .version")
			}
			m.version = f[1]
		case f[0] == ".target":
			if len(f) < 2 {
				return nil, jitError(no, "malformed .target")
			}
			m.target = strings.TrimSuffix(strings.Split(f[1], ",")[0], ";")
			if !strings.HasPrefix(m.target, "sm_") {
				return nil, jitError(no, "unsupported .target %s", f[1])
			}
		case f[0] == ".address_size":
			if len(f) < 2 || strings.TrimSuffix(f[1], ";") != "64" {
				return nil, jitError(no, "only .address_size 64 is supported")
			}
		case f[0] == ".file":
			if len(f) < 3 {
				return nil, jitError(no, "malformed .file")
			}
			n, err := strconv.Atoi(f[1])
			if err != nil {
				return nil, jitError(no, "malformed .file")
			}
			name, err := strconv.Unquote(strings.TrimSuffix(strings.Join(f[2:], " "), ";"))
			if err != nil {
				name = strings.Trim(f[2], "\";")
			}
			m.files[n] = name
		case containsField(f, ".entry") || containsField(f, ".func"):
			hdr := join(func(s string) bool {
				return strings.HasSuffix(s, ";") || strings.HasSuffix(s, "{") || strings.Contains(s, "{")
			})
			fn, err := parseHeader(hdr, no)
			if err != nil {
				return nil, err
			}
			old := m.byName[fn.name]
			if !strings.HasSuffix(hdr, ";") { // a definition: collect the body
				if !strings.HasSuffix(hdr, "{") {
					for i+1 < len(lines) && stripComment(lines[i+1]) != "{" {
						i++
						if s := stripComment(lines[i]); s != "" {
							return nil, jitError(i+1, "expected { after the header of %s", fn.name)
						}
					}
					i++
				}
				depth := 1
				for i++; i < len(lines); i++ {
					s := stripComment(lines[i])
					depth += strings.Count(s, "{") - strings.Count(s, "}")
					if depth == 0 {
						break
					}
					if s != "" {
						fn.body = append(fn.body, srcLine{s, i + 1})
					}
				}
				if depth != 0 {
					return nil, jitError(no, "function %s has no closing }", fn.name)
				}
				fn.defined = true
			}
			switch {
			case old == nil:
				fn.index = len(m.funcs)
				m.funcs = append(m.funcs, fn)
				m.byName[fn.name] = fn
			case fn.defined && old.defined:
				return nil, jitError(no, "duplicate definition of function %s", fn.name)
			case fn.defined:
				fn.index = old.index
				m.funcs[old.index] = fn
				m.byName[fn.name] = fn
			}
		case isVarDecl(f):
			d := join(func(s string) bool { return strings.HasSuffix(s, ";") })
			v, err := parseVar(d, no)
			if err != nil {
				return nil, err
			}
			if v.extern && v.space == spShared {
				m.dynName = v.name
				continue
			}
			m.vars = append(m.vars, v)
		default:
			return nil, jitError(no, "unexpected %q at module scope", f[0])
		}
	}
	if m.version == "" || m.target == "" {
		return nil, jitError(1, "missing .version or .target directive")
	}
	for _, fn := range m.funcs {
		if !fn.defined {
			return nil, jitError(fn.defLine, "function %s is declared but not defined", fn.name)
		}
	}
	return m, nil
}

func containsField(f []string, s string) bool {
	for _, x := range f {
		if x == s || strings.HasPrefix(x, s+"(") {
			return true
		}
	}
	return false
}

func isVarDecl(f []string) bool {
	for _, x := range f {
		switch x {
		case ".global", ".const", ".shared", ".local":
			return true
		}
	}
	return false
}

// parseVar reads "[.visible|.extern] .SPACE .align A .TYPE NAME[SIZE] [= {..}];".
func parseVar(d string, line int) (variable, error) {
	v := variable{align: 1}
	body := strings.TrimSuffix(strings.TrimSpace(d), ";")
	init := ""
	if k := strings.Index(body, "="); k >= 0 {
		body, init = body[:k], strings.TrimSpace(body[k+1:])
	}
	f := strings.Fields(body)
	elem := 1
	for i := 0; i < len(f); i++ {
		w := f[i]
		switch {
		case w == ".visible" || w == ".weak":
		case w == ".extern":
			v.extern = true
		case w == ".align":
			if i+1 >= len(f) {
				return v, jitError(line, "malformed .align")
			}
			n, err := strconv.Atoi(f[i+1])
			if err != nil || n <= 0 || n&(n-1) != 0 {
				return v, jitError(line, "bad alignment %q", f[i+1])
			}
			v.align = n
			i++
		case strings.HasPrefix(w, ".") && spaceCodes[w[1:]] != 0:
			v.space = spaceCodes[w[1:]]
		case strings.HasPrefix(w, "."):
			t, ok := ptypes[w[1:]]
			if !ok {
				return v, jitError(line, "unknown type or directive %s", w)
			}
			elem = t.bytes()
		default:
			name, n := w, 1
			if j := strings.IndexByte(w, '['); j >= 0 {
				name = w[:j]
				inner := strings.TrimSuffix(w[j+1:], "]")
				if inner == "" {
					n = 0
					if !v.extern {
						return v, jitError(line, "array %s without a size", name)
					}
				} else {
					var err error
					if n, err = strconv.Atoi(inner); err != nil || n < 0 {
						return v, jitError(line, "bad array size in %s", w)
					}
				}
			}
			v.name = name
			v.size = n * elem
		}
	}
	if v.name == "" || v.space == spGeneric {
		return v, jitError(line, "malformed declaration %q", d)
	}
	if init != "" {
		if elem != 1 {
			return v, jitError(line, "initializers are supported for .b8 arrays only")
		}
		for _, x := range strings.Split(strings.Trim(init, "{} "), ",") {
			x = strings.TrimSpace(x)
			if x == "" {
				continue
			}
			n, err := strconv.ParseInt(x, 0, 64)
			if err != nil || n < -128 || n > 255 {
				return v, jitError(line, "bad initializer %q", x)
			}
			v.init = append(v.init, byte(n))
		}
		if len(v.init) > v.size {
			return v, jitError(line, "%d initializers for %d bytes", len(v.init), v.size)
		}
	}
	return v, nil
}

// parseHeader reads ".visible .entry NAME(params)" or
// ".func (.param .T NAME_retval) NAME(params)".
func parseHeader(h string, line int) (*function, error) {
	fn := &function{defLine: line}
	h = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(h), "{")), ";"))
	k := strings.Index(h, ".entry")
	if k >= 0 {
		fn.entry = true
		h = strings.TrimSpace(h[k+len(".entry"):])
	} else {
		k = strings.Index(h, ".func")
		h = strings.TrimSpace(h[k+len(".func"):])
		if strings.HasPrefix(h, "(") { // the result
			e := strings.IndexByte(h, ')')
			if e < 0 {
				return nil, jitError(line, "malformed function result")
			}
			p, err := parseParam(h[1:e], line)
			if err != nil {
				return nil, err
			}
			fn.retName, fn.retSize = p.name, p.size
			h = strings.TrimSpace(h[e+1:])
		}
	}
	o := strings.IndexByte(h, '(')
	if o < 0 {
		name, tail, _ := strings.Cut(strings.TrimSpace(h), " ")
		fn.name = name
		return fn, fn.performance(tail, line)
	}
	fn.name = strings.TrimSpace(h[:o])
	c := strings.LastIndexByte(h, ')')
	if c < o {
		return nil, jitError(line, "malformed parameter list of %s", fn.name)
	}
	if err := fn.performance(h[c+1:], line); err != nil {
		return nil, err
	}
	off := 0
	for _, s := range strings.Split(h[o+1:c], ",") {
		if strings.TrimSpace(s) == "" {
			continue
		}
		p, err := parseParam(s, line)
		if err != nil {
			return nil, err
		}
		off = (off + p.align - 1) / p.align * p.align
		p.offset = off
		off += p.size
		fn.params = append(fn.params, p)
	}
	fn.paramBuf = off
	if fn.name == "" {
		return nil, jitError(line, "function without a name")
	}
	return fn, nil
}

// performance reads an entry's performance directives after its
// parameters: ".maxntid 256, 1, 1", ".maxnreg 32" (others, such as
// .minnctapersm, are accepted and change nothing here).
func (fn *function) performance(s string, line int) error {
	f := strings.Fields(strings.NewReplacer(",", " ").Replace(s))
	for i := 0; i < len(f); i++ {
		if !strings.HasPrefix(f[i], ".") {
			continue
		}
		var dims []int
		for i+1 < len(f) && !strings.HasPrefix(f[i+1], ".") {
			n, err := strconv.Atoi(f[i+1])
			if err != nil || n < 1 {
				return jitError(line, "malformed %s of %s", f[i], fn.name)
			}
			dims = append(dims, n)
			i++
		}
		switch d := f[i-len(dims)]; d {
		case ".maxntid", ".reqntid":
			if len(dims) < 1 || len(dims) > 3 {
				return jitError(line, "malformed %s of %s", d, fn.name)
			}
			fn.maxntid = 1
			for _, n := range dims {
				fn.maxntid *= n
			}
		case ".maxnreg":
			if len(dims) != 1 {
				return jitError(line, "malformed .maxnreg of %s", fn.name)
			}
			fn.maxnreg = dims[0]
		}
	}
	return nil
}

// parseParam reads ".param .T NAME" or ".param .align A .b8 NAME[N]".
func parseParam(s string, line int) (param, error) {
	v, err := parseVar(strings.Replace(strings.TrimSpace(s), ".param", ".local", 1)+";", line)
	if err != nil {
		return param{}, err
	}
	p := param{name: v.name, size: v.size, align: v.align}
	if p.align == 1 && p.size > 1 && p.size <= 8 && p.size&(p.size-1) == 0 {
		p.align = p.size // a scalar .param is naturally aligned
	}
	return p, nil
}

// goPosAtLine is the Go file:line:col of the instruction at PTX (or LLVM
// IR) line line (from the module's .loc lines, or !dbg locations), or "".
// It serves reports that name a second instruction, such as the other
// side of a race.
func (m *parsedModule) goPosAtLine(line int32) string {
	for _, fn := range m.funcs {
		for i := range fn.code {
			in := &fn.code[i]
			if in.line == line && in.loc >= 0 && int(in.loc) < len(m.locs) {
				loc := m.locs[in.loc]
				return fmt.Sprintf("%s:%d:%d", m.files[loc.file], loc.line, loc.col)
			}
		}
	}
	return ""
}
