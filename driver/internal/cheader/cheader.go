// Package cheader reads a C API's official headers with the system C
// compiler, for tests that check kern's purego bindings against them: the
// prototype of each named function (the symbol the header's macros select,
// the kind of the result and of every parameter), the values of named
// constants, and the offsets and sizes of struct fields, each with the
// header line it comes from.
//
// Kinds describe what the calling convention sees: iN and fN are N-bit
// integers (enums included) and floats, ptr is a pointer or an opaque
// handle, structN a struct of N bytes passed by value, and *K a pointer
// written in the prototype as such, to a K (*void for void*; *struct for a
// struct of any size). A signature is written "R(P1, P2)": "i32(*i64, i64)"
// is CUresult cuMemAlloc_v2(CUdeviceptr *dptr, size_t bytesize).
//
// The header is preprocessed once (cc -E, which resolves the macros and
// keeps line markers) and parsed for the prototypes; the kinds, values and
// offsets come from a small C program compiled against the same header, so
// the compiler, not a parser, decides every size.
package cheader

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// Header is one C header and how to compile it.
type Header struct {
	// Dir is the include directory; File the header, relative to it
	// ("cuda.h", "hip/hip_runtime_api.h").
	Dir, File string
	// Defines are -D options without the -D ("__HIP_PLATFORM_AMD__").
	Defines []string
	// CC is the C compiler ("cc" when empty).
	CC string
}

// Query names what to read.
type Query struct {
	// Funcs are API names as code writes them (cuMemAlloc); the header's
	// macros map them to symbols (cuMemAlloc_v2).
	Funcs []string
	// Consts are enumerators or macros.
	Consts []string
	// Structs are type names whose size is read; Fields "Type.field".
	Structs, Fields []string
}

// Where is a header line.
type Where struct {
	File string
	Line int
}

func (w Where) String() string { return fmt.Sprintf("%s:%d", filepath.Base(w.File), w.Line) }

// Proto is a function's prototype as the header declares it.
type Proto struct {
	Name, Symbol string
	Result       string
	Params       []string
	// Decl is the declaration on one line.
	Decl string
	Where
}

// Sig is the prototype in signature form.
func (p *Proto) Sig() string { return p.Result + "(" + strings.Join(p.Params, ", ") + ")" }

// Const is a constant's value.
type Const struct {
	Value int64
	Where
}

// Field is a struct field's place.
type Field struct {
	Offset, Size int
	Where
}

// Result is what a Query found. Names the header lacks are absent from
// the maps.
type Result struct {
	Header  Header
	Protos  map[string]*Proto // by API name
	Consts  map[string]Const
	Structs map[string]int
	Fields  map[string]Field
}

// Read preprocesses h, finds q's names and measures them.
func Read(h Header, q Query) (*Result, error) {
	if h.CC == "" {
		h.CC = "cc"
	}
	dir, err := os.MkdirTemp("", "cheader")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)

	// Pass 1: preprocess the header with one marker line per function,
	// whose second string is the name after macro expansion.
	var src strings.Builder
	fmt.Fprintf(&src, "#include <%s>\n#define KERN_STR_(x) #x\n#define KERN_STR(x) KERN_STR_(x)\n", h.File)
	for _, f := range q.Funcs {
		fmt.Fprintf(&src, "kern_symbol %q KERN_STR(%s)\n", f, f)
	}
	pre, err := h.run(dir, "sym.c", src.String(), "-E")
	if err != nil {
		return nil, err
	}
	text := parseLines(pre)
	r := &Result{Header: h, Protos: map[string]*Proto{}, Consts: map[string]Const{}, Structs: map[string]int{}, Fields: map[string]Field{}}
	syms := map[string]string{}
	for _, l := range text.lines {
		if rest, ok := strings.CutPrefix(l.s, "kern_symbol "); ok {
			var name, sym string
			if _, err := fmt.Sscanf(rest, "%q %q", &name, &sym); err == nil {
				syms[name] = sym
			}
		}
	}
	stmts := text.statements()
	protos := map[string]*Proto{}
	var types []string // every type text to measure, deduplicated
	typeIdx := map[string]int{}
	addType := func(t string) {
		if _, ok := typeIdx[t]; !ok && t != "void" {
			typeIdx[t] = len(types)
			types = append(types, t)
		}
	}
	type raw struct {
		result string
		params []string
	}
	raws := map[string]raw{}
	for _, name := range q.Funcs {
		sym, ok := syms[name]
		if !ok {
			return nil, fmt.Errorf("cheader: %s: no marker for %s in the preprocessed output", h.File, name)
		}
		st, res, params, ok := findProto(stmts, sym)
		if !ok {
			continue // not declared: the caller reports it
		}
		p := &Proto{Name: name, Symbol: sym, Decl: oneLine(st.text), Where: st.where}
		protos[name] = p
		raws[name] = raw{res, params}
		for _, t := range append([]string{res}, params...) {
			addType(t)
			if pt, ok := pointee(t); ok {
				addType(pt)
			}
		}
	}

	// The constants the header has: enumerators reach the preprocessed
	// text, macros are found in the raw files.
	files := text.files(h.Dir)
	var consts []string
	for _, c := range q.Consts {
		w, found := locate(files, c)
		if !found || !w.isMacro {
			// An enumerator: it must survive preprocessing (not in a
			// branch #if removed); where it is written is found there
			// too when it does not start a line.
			at, ok := text.enumerator(c)
			if !ok {
				continue
			}
			if !found {
				w = located{Where: at}
			}
		}
		r.Consts[c] = Const{Where: w.Where}
		consts = append(consts, c)
	}
	for _, f := range q.Fields {
		typ, field, _ := strings.Cut(f, ".")
		r.Fields[f] = Field{Where: fieldWhere(stmts, typ, field)}
	}

	// Pass 2: a program that prints the kinds, values and offsets.
	src.Reset()
	fmt.Fprintf(&src, "#include <%s>\n#include <stdio.h>\n#include <stddef.h>\nint main(void) {\n", h.File)
	for i, t := range types {
		fmt.Fprintf(&src, "\t{ static %s kern_v; printf(\"T %d %%zu %%d\\n\", sizeof kern_v, __builtin_classify_type(kern_v)); }\n", t, i)
	}
	for i, c := range consts {
		fmt.Fprintf(&src, "\tprintf(\"C %d %%lld\\n\", (long long)(%s));\n", i, c)
	}
	for i, s := range q.Structs {
		fmt.Fprintf(&src, "\tprintf(\"S %d %%zu\\n\", sizeof(%s));\n", i, s)
	}
	for i, f := range q.Fields {
		typ, field, _ := strings.Cut(f, ".")
		fmt.Fprintf(&src, "\tprintf(\"F %d %%zu %%zu\\n\", offsetof(%s, %s), sizeof(((%s *)0)->%s));\n", i, typ, field, typ, field)
	}
	src.WriteString("\treturn 0;\n}\n")
	out, err := h.run(dir, "probe.c", src.String(), "-o", filepath.Join(dir, "probe"))
	if err != nil {
		return nil, err
	}
	if out, err = exec.Command(filepath.Join(dir, "probe")).Output(); err != nil {
		return nil, fmt.Errorf("cheader: running the probe of %s: %w", h.File, err)
	}
	kinds := make([]string, len(types))
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		if len(f) < 3 {
			continue
		}
		i, _ := strconv.Atoi(f[1])
		a, _ := strconv.ParseInt(f[2], 10, 64)
		switch f[0] {
		case "T":
			class, _ := strconv.Atoi(f[3])
			kinds[i] = kindOf(int(a), class)
		case "C":
			c := r.Consts[consts[i]]
			c.Value = a
			r.Consts[consts[i]] = c
		case "S":
			r.Structs[q.Structs[i]] = int(a)
		case "F":
			b, _ := strconv.Atoi(f[3])
			fl := r.Fields[q.Fields[i]]
			fl.Offset, fl.Size = int(a), b
			r.Fields[q.Fields[i]] = fl
		}
	}
	kindOfText := func(t string) string {
		if t == "void" {
			return "void"
		}
		if pt, ok := pointee(t); ok {
			if pt == "void" {
				return "*void"
			}
			k := kinds[typeIdx[pt]]
			if strings.HasPrefix(k, "struct") {
				k = "struct"
			}
			return "*" + k
		}
		return kinds[typeIdx[t]]
	}
	for name, p := range protos {
		rw := raws[name]
		p.Result = kindOfText(rw.result)
		for _, t := range rw.params {
			p.Params = append(p.Params, kindOfText(t))
		}
		r.Protos[name] = p
	}
	return r, nil
}

// run writes src to dir/name and runs the compiler on it with args.
func (h Header) run(dir, name, src string, args ...string) ([]byte, error) {
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		return nil, err
	}
	cmd := []string{"-w", "-I", h.Dir}
	for _, d := range h.Defines {
		cmd = append(cmd, "-D"+d)
	}
	cmd = append(append(cmd, args...), path)
	var stderr bytes.Buffer
	c := exec.Command(h.CC, cmd...)
	c.Stderr = &stderr
	out, err := c.Output()
	if err != nil {
		return nil, fmt.Errorf("cheader: %s %s: %w\n%s", h.CC, strings.Join(cmd, " "), err, stderr.String())
	}
	return out, nil
}

// kindOf names a type from its size and GCC's type class
// (__builtin_classify_type: 1 integer, 2 char, 3 enum, 4 bool, 5 pointer,
// 8 real, 12 record, 13 union).
func kindOf(size, class int) string {
	switch class {
	case 1, 2, 3, 4:
		return fmt.Sprintf("i%d", 8*size)
	case 5:
		return "ptr"
	case 8:
		return fmt.Sprintf("f%d", 8*size)
	case 12, 13:
		return fmt.Sprintf("struct%d", size)
	}
	return fmt.Sprintf("class%d/%d", class, size)
}

// pointee is what a type written with a top-level '*' points to.
func pointee(t string) (string, bool) {
	t = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(t), "const"))
	if !strings.HasSuffix(t, "*") {
		return "", false
	}
	p := strings.TrimSpace(strings.TrimSuffix(t, "*"))
	if p == "void" || p == "const void" || p == "void const" {
		return "void", true
	}
	return p, true
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// line is one line of preprocessed output and where it came from.
type line struct {
	s     string
	where Where
}

type lines struct{ lines []line }

var marker = regexp.MustCompile(`^# (\d+) "([^"]*)"`)

// parseLines splits preprocessed output, turning line markers into
// positions.
func parseLines(pre []byte) *lines {
	ls := &lines{}
	file, n := "", 0
	for _, s := range strings.Split(string(pre), "\n") {
		if m := marker.FindStringSubmatch(s); m != nil {
			n, _ = strconv.Atoi(m[1])
			file = m[2]
			continue
		}
		ls.lines = append(ls.lines, line{s, Where{file, n}})
		n++
	}
	return ls
}

// files are the headers under dir that the output came from.
func (ls *lines) files(dir string) []string {
	seen := map[string]bool{}
	var out []string
	abs, _ := filepath.Abs(dir)
	for _, l := range ls.lines {
		f := l.where.File
		if seen[f] {
			continue
		}
		seen[f] = true
		if fa, err := filepath.Abs(f); err == nil && strings.HasPrefix(fa, abs+string(filepath.Separator)) {
			out = append(out, f)
		}
	}
	return out
}

// enumerator finds name declared as an enumerator: followed by '=', ','
// or '}'.
func (ls *lines) enumerator(name string) (Where, bool) {
	re := regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\s*(=|,|\}|$)`)
	for _, l := range ls.lines {
		if re.MatchString(l.s) {
			return l.where, true
		}
	}
	return Where{}, false
}

// statement is one top-level declaration or definition.
type statement struct {
	text  string
	where Where
	// starts are the positions of the text's lines, for fieldWhere.
	starts []Where
}

// statements cuts the output into top-level statements: up to a ';' at
// brace and parenthesis depth 0, or the '}' that closes a function body.
func (ls *lines) statements() []statement {
	var out []statement
	var cur strings.Builder
	var starts []Where
	depth, parens := 0, 0
	begun := false
	var start Where
	var l line
	flush := func() {
		if t := strings.TrimSpace(cur.String()); t != "" {
			out = append(out, statement{text: cur.String(), where: start, starts: starts})
		}
		cur.Reset()
		// The rest of the current line starts the next statement.
		starts = []Where{l.where}
		begun = false
	}
	for _, l = range ls.lines {
		if strings.HasPrefix(l.s, "#") { // #pragma and the like
			continue
		}
		starts = append(starts, l.where)
		for i := 0; i < len(l.s); i++ {
			c := l.s[i]
			if !begun && c != ' ' && c != '\t' {
				begun, start = true, l.where
			}
			cur.WriteByte(c)
			switch c {
			case '"', '\'':
				// Copy a literal through, so that its characters do not count.
				for i++; i < len(l.s); i++ {
					cur.WriteByte(l.s[i])
					if l.s[i] == '\\' && i+1 < len(l.s) {
						i++
						cur.WriteByte(l.s[i])
					} else if l.s[i] == c {
						break
					}
				}
			case '(':
				parens++
			case ')':
				parens--
			case '{':
				depth++
			case '}':
				depth--
				if depth == 0 && parens == 0 {
					head, _, _ := strings.Cut(cur.String(), "{")
					if strings.HasSuffix(strings.TrimSpace(head), ")") {
						flush() // a function body
					}
				}
			case ';':
				if depth == 0 && parens == 0 {
					flush()
				}
			}
		}
		cur.WriteByte('\n')
	}
	flush()
	return out
}

// stripAttributes removes __attribute__((...)) and __declspec(...).
func stripAttributes(s string) string {
	for _, kw := range []string{"__attribute__", "__declspec"} {
		for {
			i := strings.Index(s, kw)
			if i < 0 {
				break
			}
			j := strings.IndexByte(s[i:], '(')
			if j < 0 {
				break
			}
			end := matchParen(s, i+j)
			if end < 0 {
				break
			}
			s = s[:i] + " " + s[end+1:]
		}
	}
	return s
}

// matchParen is the index of the ')' matching the '(' at i, or -1.
func matchParen(s string, i int) int {
	d := 0
	for ; i < len(s); i++ {
		switch s[i] {
		case '(':
			d++
		case ')':
			d--
			if d == 0 {
				return i
			}
		}
	}
	return -1
}

// findProto finds the declaration of sym: a statement where sym( stands at
// parenthesis depth 0 (a function declarator, not a call or a typedef'd
// pointer).
func findProto(stmts []statement, sym string) (statement, string, []string, bool) {
	re := regexp.MustCompile(`(^|[^A-Za-z0-9_])` + regexp.QuoteMeta(sym) + `\s*\(`)
	for _, st := range stmts {
		t := stripAttributes(st.text)
		if strings.HasPrefix(strings.TrimSpace(t), "typedef") {
			continue
		}
		for _, m := range re.FindAllStringSubmatchIndex(t, -1) {
			at := m[3] // end of the prefix group: sym starts here
			if strings.Count(t[:at], "(") != strings.Count(t[:at], ")") || strings.Contains(t[:at], "{") {
				continue
			}
			open := strings.IndexByte(t[at:], '(') + at
			end := matchParen(t, open)
			if end < 0 {
				continue
			}
			res := cleanType(t[:at])
			if res == "" {
				continue
			}
			return st, res, splitParams(t[open+1 : end]), true
		}
	}
	return statement{}, "", nil, false
}

var storageWords = map[string]bool{"extern": true, "static": true, "inline": true, "__inline": true, "__inline__": true}

// cleanType drops storage classes from a declaration's leading type.
func cleanType(s string) string {
	var keep []string
	for _, w := range strings.Fields(strings.ReplaceAll(s, "*", " * ")) {
		if !storageWords[w] {
			keep = append(keep, w)
		}
	}
	return normType(strings.Join(keep, " "))
}

// normType spaces a type's tokens one way: "const char **".
func normType(s string) string {
	s = strings.Join(strings.Fields(strings.ReplaceAll(s, "*", " * ")), " ")
	return strings.ReplaceAll(s, "* *", "**")
}

var typeWords = map[string]bool{
	"void": true, "char": true, "short": true, "int": true, "long": true, "float": true, "double": true,
	"signed": true, "unsigned": true, "_Bool": true, "const": true, "volatile": true, "struct": true,
	"enum": true, "union": true, "restrict": true, "__restrict": true,
}

var identRe = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// splitParams returns each parameter's type, its name removed.
func splitParams(s string) []string {
	var parts []string
	d, last := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[':
			d++
		case ')', ']':
			d--
		case ',':
			if d == 0 {
				parts = append(parts, s[last:i])
				last = i + 1
			}
		}
	}
	parts = append(parts, s[last:])
	var out []string
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if p == "" || p == "void" {
			continue
		}
		// An array parameter is a pointer.
		if i := strings.IndexByte(p, '['); i >= 0 {
			p = p[:i] + " *"
		}
		toks := strings.Fields(strings.ReplaceAll(p, "*", " * "))
		if n := len(toks); n > 1 && identRe.MatchString(toks[n-1]) && !typeWords[toks[n-1]] {
			// The last identifier is the name unless the rest is only
			// qualifiers ("const size_t" has no name).
			rest := toks[:n-1]
			only := true
			for _, w := range rest {
				if w != "const" && w != "volatile" {
					only = false
				}
			}
			if !only {
				toks = rest
			}
		}
		out = append(out, normType(strings.Join(toks, " ")))
	}
	return out
}

// located is where a constant is defined.
type located struct {
	Where
	isMacro bool
}

// locate finds a constant's definition in the raw header files: a #define
// or an enumerator at the start of a line.
func locate(files []string, name string) (located, bool) {
	q := regexp.QuoteMeta(name)
	def := regexp.MustCompile(`^[ \t]*#[ \t]*define[ \t]+` + q + `\b`)
	enum := regexp.MustCompile(`^[ \t]*` + q + `[ \t]*(=|,|$|/)`)
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		for i, l := range strings.Split(string(b), "\n") {
			if def.MatchString(l) {
				return located{Where{f, i + 1}, true}, true
			}
			if enum.MatchString(l) {
				return located{Where{f, i + 1}, false}, true
			}
		}
	}
	return located{}, false
}

// fieldWhere is the line of field in the definition of struct type typ.
func fieldWhere(stmts []statement, typ, field string) Where {
	def := regexp.MustCompile(`\}\s*` + regexp.QuoteMeta(typ) + `\s*;|struct\s+` + regexp.QuoteMeta(typ) + `\s*\{`)
	fre := regexp.MustCompile(`\b` + regexp.QuoteMeta(field) + `\s*(\[|;|:)`)
	for _, st := range stmts {
		if !def.MatchString(st.text) {
			continue
		}
		if loc := fre.FindStringIndex(st.text); loc != nil {
			n := strings.Count(st.text[:loc[0]], "\n")
			if n < len(st.starts) {
				return st.starts[n]
			}
		}
		return st.where
	}
	return Where{}
}
