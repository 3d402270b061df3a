package asmstat

import (
	"bufio"
	"regexp"
	"strconv"
	"strings"
)

func lines(src string) []string {
	var out []string
	sc := bufio.NewScanner(strings.NewReader(src))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	return out
}

// ParsePTX reads a PTX module: every .entry and .func with a body.
func ParsePTX(src string) *Module {
	var fs []*Func
	var f *Func
	depth := 0
	header := "" // the text of a function header not yet closed by { or ;
	for _, raw := range lines(src) {
		line := raw
		if i := strings.Index(line, "//"); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if f == nil {
			if header == "" && isPTXFuncStart(line) {
				header = line
			} else if header != "" {
				header += " " + line
			}
			if header == "" {
				continue
			}
			switch {
			case strings.HasSuffix(header, ";"): // a prototype
				header = ""
			case strings.HasSuffix(header, "{"):
				f = newFunc(ptxFuncName(header))
				f.Kernel = strings.Contains(header, ".entry")
				depth = 1
				header = ""
			}
			continue
		}
		if line == "{" {
			depth++
			continue
		}
		if line == "}" {
			depth--
			if depth == 0 {
				fs = append(fs, f)
				f = nil
			}
			continue
		}
		if strings.HasSuffix(line, ":") && !strings.ContainsAny(line, " \t") {
			f.Labels[strings.TrimSuffix(line, ":")] = len(f.Instrs)
			continue
		}
		if strings.HasPrefix(line, ".") {
			continue
		}
		f.Instrs = append(f.Instrs, ptxInstr(strings.TrimSuffix(line, ";")))
	}
	return newModule(fs)
}

func isPTXFuncStart(line string) bool {
	for _, w := range strings.Fields(line) {
		switch w {
		case ".entry", ".func":
			return true
		case ".visible", ".weak", ".extern":
			continue
		}
		return false
	}
	return false
}

// ptxFuncName is NAME in ".visible .entry NAME(" or ".func (.param ...) NAME(".
func ptxFuncName(h string) string {
	i := strings.Index(h, ".entry")
	if i >= 0 {
		h = h[i+len(".entry"):]
	} else {
		h = h[strings.Index(h, ".func")+len(".func"):]
	}
	h = strings.TrimSpace(h)
	if strings.HasPrefix(h, "(") { // the return parameters
		h = strings.TrimSpace(h[strings.Index(h, ")")+1:])
	}
	end := strings.IndexAny(h, "( \t{")
	if end < 0 {
		return h
	}
	return h[:end]
}

func ptxInstr(text string) Instr {
	in := Instr{Text: text}
	rest := text
	guarded := false
	if strings.HasPrefix(rest, "@") {
		guarded = true
		if sp := strings.IndexAny(rest, " \t"); sp > 0 {
			rest = strings.TrimSpace(rest[sp:])
		}
	}
	op, args, _ := strings.Cut(rest, " ")
	if t := strings.IndexByte(op, '\t'); t >= 0 {
		op, args = op[:t], op[t+1:]+" "+args
	}
	in.Op = op
	args = strings.TrimSpace(args)
	base, _, _ := strings.Cut(op, ".")
	switch base {
	case "bra":
		in.Kind, in.Target = Jump, strings.TrimSpace(args)
		if guarded {
			in.Kind = Branch
		}
	case "ret", "exit", "trap":
		in.Kind, in.Cond = Exit, guarded
	case "call":
		in.Kind, in.Callee = Call, ptxCallee(args)
	case "ld", "ldu", "st", "atom", "red":
		in.Mem = ptxMem(op, base)
	}
	return in
}

// ptxCallee is the function of "(retval0), NAME, (param0)" or "NAME, (...)".
func ptxCallee(args string) string {
	var b strings.Builder
	depth := 0
	for _, r := range args {
		switch {
		case r == '(':
			depth++
		case r == ')':
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	for _, p := range strings.Split(b.String(), ",") {
		if p = strings.TrimSpace(p); p != "" {
			return p
		}
	}
	return ""
}

func ptxMem(op, base string) *Mem {
	m := &Mem{Space: Generic, Store: base == "st", Atom: base == "atom" || base == "red"}
	if m.Atom {
		m.Store = false
	}
	vec := 1
	bits := 0
	for _, p := range strings.Split(op, ".")[1:] {
		switch p {
		case "global":
			m.Space = Global
		case "shared":
			m.Space = Shared
		case "const":
			m.Space = Const
		case "param":
			m.Space = Param
		case "local":
			m.Space = Local
		case "v2":
			vec = 2
		case "v4":
			vec = 4
		default:
			if len(p) >= 2 && strings.ContainsRune("fubsp", rune(p[0])) {
				if n, err := strconv.Atoi(p[1:]); err == nil {
					bits = n
				}
			}
		}
	}
	m.Bits = bits * vec
	space := string(m.Space)
	if m.Space == Generic {
		space = "gen"
	}
	m.Name = base + "." + space
	if m.Bits != 32 {
		m.Name += "." + strconv.Itoa(m.Bits)
	}
	return m
}

var (
	sassLine   = regexp.MustCompile(`^\s*/\*[0-9a-f]+\*/\s*(.*?)\s*;`)
	sassTarget = regexp.MustCompile("`\\(([^)]*)\\)")
	sassType   = regexp.MustCompile(`^\s*\.type\s+([^,\s]+)\s*,\s*@function`)
)

// ParseSASS reads nvdisasm's listing of a cubin (nvdisasm -c): one
// function per .text section and per subroutine in it; the subroutines
// ptxas adds itself (slow paths of division and square root) are Internal.
func ParseSASS(src string) *Module {
	var fs []*Func
	var f *Func
	types := map[string]bool{}
	for _, line := range lines(src) {
		if m := sassType.FindStringSubmatch(line); m != nil {
			types[m[1]] = true
			continue
		}
		t := strings.TrimSpace(line)
		if m := sassLine.FindStringSubmatch(line); m != nil && f != nil {
			f.Instrs = append(f.Instrs, sassInstr(m[1]))
			continue
		}
		if !strings.HasSuffix(t, ":") || strings.ContainsAny(t, " \t") {
			continue
		}
		label := strings.TrimSuffix(t, ":")
		switch {
		case strings.HasPrefix(label, ".text."):
			f = newFunc(strings.TrimPrefix(label, ".text."))
			fs = append(fs, f)
		case types[label] && f != nil && strings.HasPrefix(label, "$"):
			// ptxas places a copy of every function a kernel calls in the
			// kernel's section as $KERNEL$NAME: a .func of the PTX, or
			// one of its own slow paths ($KERNEL$__cuda_sm20_div_s64...).
			f = newFunc(label)
			f.Internal = strings.Contains(label, "$__cuda") || strings.Contains(label, "$__internal")
			fs = append(fs, f)
		case f != nil:
			f.Labels[label] = len(f.Instrs)
		}
	}
	return newModule(fs)
}

func sassInstr(text string) Instr {
	in := Instr{Text: text}
	rest := text
	guarded := false
	if strings.HasPrefix(rest, "@") {
		guarded = !strings.HasPrefix(rest, "@PT ")
		rest = strings.TrimSpace(rest[strings.IndexAny(rest, " \t"):])
	}
	op, args, _ := strings.Cut(rest, " ")
	in.Op = op
	mods := strings.Split(op, ".")
	target := ""
	if m := sassTarget.FindStringSubmatch(args); m != nil {
		target = m[1]
	}
	switch mods[0] {
	case "BRA":
		in.Kind, in.Target = Jump, target
		if guarded || (len(mods) > 1 && mods[1] == "DIV") {
			in.Kind = Branch
		}
	case "EXIT", "RET", "BPT":
		in.Kind, in.Cond = Exit, guarded
	case "CALL":
		in.Kind, in.Callee = Call, target
	case "LDG", "LD", "LDS", "LDL", "LDC", "ULDC", "LDSM", "STG", "ST", "STS", "STL", "ATOM", "ATOMG", "ATOMS", "RED":
		in.Mem = sassMem(mods)
	}
	return in
}

func sassMem(mods []string) *Mem {
	base := mods[0]
	m := &Mem{Bits: 32, Name: base}
	switch base {
	case "LDG", "STG", "ATOMG", "RED":
		m.Space = Global
	case "LD", "ST", "ATOM":
		m.Space = Generic
	case "LDS", "STS", "ATOMS", "LDSM":
		m.Space = Shared
	case "LDL", "STL":
		m.Space = Local
	case "LDC", "ULDC":
		m.Space = Const
	}
	m.Store = strings.HasPrefix(base, "ST")
	m.Atom = strings.HasPrefix(base, "ATOM") || base == "RED"
	for _, p := range mods[1:] {
		switch p {
		case "64":
			m.Bits = 64
		case "128":
			m.Bits = 128
		case "U8", "S8":
			m.Bits = 8
		case "U16", "S16":
			m.Bits = 16
		}
	}
	if m.Bits != 32 {
		m.Name += "." + strconv.Itoa(m.Bits)
	}
	return m
}

var (
	gcnType = regexp.MustCompile(`^\s*\.type\s+"?([^",\s]+)"?\s*,\s*@function`)
	gcnInfo = regexp.MustCompile(`^\s*;\s*(NumSgprs|NumVgprs|NumAgprs|TotalNumVgprs|ScratchSize|Occupancy|codeLenInByte):\s*(\d+)`)
	gcnSym  = regexp.MustCompile(`([A-Za-z_.$][\w.$]*)@(?:rel32|gotpcrel32)@lo`)
)

// ParseGCN reads AMD GPU assembly as llc and clang -S write it, with the
// register counts of each function's info comments (NumVgprs, NumSgprs,
// NumAgprs, ...) in Regs.
func ParseGCN(src string) *Module {
	var fs []*Func
	var f, last *Func
	types := map[string]bool{}
	callee := ""
	for _, raw := range lines(src) {
		if m := gcnType.FindStringSubmatch(raw); m != nil {
			types[m[1]] = true
			continue
		}
		if m := gcnInfo.FindStringSubmatch(raw); m != nil && last != nil {
			n, _ := strconv.Atoi(m[2])
			if _, dup := last.Regs[m[1]]; !dup {
				last.Regs[m[1]] = n
			}
			continue
		}
		line := raw
		if i := strings.Index(line, ";"); i >= 0 {
			line = line[:i]
		}
		if i := strings.Index(line, "//"); i >= 0 {
			line = line[:i]
		}
		t := strings.TrimSpace(line)
		if t == "" {
			continue
		}
		if strings.HasSuffix(t, ":") && !strings.ContainsAny(t, " \t") {
			label := strings.Trim(strings.TrimSuffix(t, ":"), `"`)
			switch {
			case types[label]:
				f = newFunc(label)
				fs = append(fs, f)
				last = f
			case strings.HasPrefix(label, ".Lfunc_end"):
				f = nil
			case f != nil:
				f.Labels[label] = len(f.Instrs)
			}
			continue
		}
		if f == nil || strings.HasPrefix(t, ".") {
			continue
		}
		op, args, _ := strings.Cut(strings.ReplaceAll(t, "\t", " "), " ")
		args = strings.TrimSpace(args)
		in := Instr{Op: op, Text: t}
		if m := gcnSym.FindStringSubmatch(args); m != nil {
			callee = m[1]
		}
		switch {
		case op == "s_branch":
			in.Kind, in.Target = Jump, args
		case strings.HasPrefix(op, "s_cbranch_"):
			in.Kind, in.Target = Branch, args
		case op == "s_endpgm" || op == "s_setpc_b64":
			in.Kind = Exit
		case op == "s_swappc_b64":
			in.Kind, in.Callee = Call, callee
		default:
			in.Mem = gcnMem(op)
		}
		f.Instrs = append(f.Instrs, in)
	}
	return newModule(fs)
}

func gcnMem(op string) *Mem {
	m := &Mem{Name: op}
	switch {
	case strings.HasPrefix(op, "global_"):
		m.Space = Global
	case strings.HasPrefix(op, "flat_"):
		m.Space = Generic
	case strings.HasPrefix(op, "buffer_"):
		m.Space = Buffer
	case strings.HasPrefix(op, "scratch_"):
		m.Space = Local
	case strings.HasPrefix(op, "s_load_") || strings.HasPrefix(op, "s_buffer_load_"):
		m.Space = Const
	case strings.HasPrefix(op, "ds_") && !strings.Contains(op, "permute") && !strings.Contains(op, "swizzle"):
		m.Space = Shared
	default:
		return nil
	}
	rest := op[strings.Index(op, "_")+1:]
	switch {
	case strings.HasPrefix(rest, "load") || strings.HasPrefix(rest, "read"):
	case strings.HasPrefix(rest, "store") || strings.HasPrefix(rest, "write"):
		m.Store = true
	default:
		m.Atom = true
	}
	m.Bits = gcnBits(op)
	return m
}

var gcnWidth = regexp.MustCompile(`(dwordx(\d)|dword|ubyte|sbyte|byte|ushort|sshort|short|[biuf](\d+))`)

func gcnBits(op string) int {
	m := gcnWidth.FindAllStringSubmatch(op, -1)
	if m == nil {
		return 32
	}
	w := m[len(m)-1]
	n := 32
	switch {
	case w[2] != "":
		k, _ := strconv.Atoi(w[2])
		n = 32 * k
	case w[1] == "dword":
		n = 32
	case strings.HasSuffix(w[1], "byte"):
		n = 8
	case strings.HasSuffix(w[1], "short"):
		n = 16
	case w[3] != "":
		n, _ = strconv.Atoi(w[3])
	}
	if strings.Contains(op, "read2") || strings.Contains(op, "write2") {
		n *= 2
	}
	return n
}
