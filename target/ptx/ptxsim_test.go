package ptx

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// psim is a small single-thread simulator of the PTX subset this backend
// writes, used to run compiled device functions against the reference
// interpreter (differential_test.go). It models each instruction by the
// PTX ISA's definition; it checks the backend's emission logic (operands,
// offsets, phi copies, normalization, the .param ABI), not ptxas or a GPU.
type psim struct {
	funcs map[string]*pfunc
	syms  map[string]uint64 // module-scope symbols
	mem   []byte
	steps int
	// The running thread's special registers (x, y, z).
	tid, ctaid, ntid, nctaid [3]uint64
}

type pfunc struct {
	name   string
	params []string // .param names in order
	ret    string   // return .param name, "" if none
	body   []pinstr
	labels map[string]int
	decls  []pdecl // .local/.shared in the body
}

type pdecl struct {
	name        string
	size, align int
	shared      bool // per block, not per thread
}

type pinstr struct {
	guard string // "%p3" or "!%p3"
	op    string
	parts []string // op split at '.'
	args  []string
	line  string
}

// frame is one activation: registers and the addresses of its symbols.
type frame struct {
	regs map[string]uint64
	syms map[string]uint64
}

func (s *psim) alloc(size, align int) uint64 {
	if align < 1 {
		align = 1
	}
	n := (len(s.mem) + align - 1) / align * align
	s.mem = append(s.mem, make([]byte, n-len(s.mem)+max(size, 1))...)
	return uint64(n)
}

// parseDecl reads ".KIND .align A .b8 NAME[SIZE]" (with optional init).
func parseDecl(line string) (name string, size, align int, init []byte, ok bool) {
	f := strings.Fields(line)
	for i := 0; i+1 < len(f); i++ {
		if f[i] == ".align" {
			align, _ = strconv.Atoi(f[i+1])
		}
	}
	for _, w := range f {
		if j := strings.IndexByte(w, '['); j > 0 {
			name = w[:j]
			size, _ = strconv.Atoi(strings.TrimRight(w[j+1:], "];"))
			ok = true
			break
		}
	}
	if k := strings.Index(line, "= {"); k >= 0 {
		for _, v := range strings.Split(strings.Trim(line[k+3:], "};\n\t "), ",") {
			n, _ := strconv.Atoi(strings.TrimSpace(v))
			init = append(init, byte(n))
		}
	}
	return
}

// newPsim parses a module written by Compile.
func newPsim(src string) (*psim, error) {
	s := &psim{funcs: map[string]*pfunc{}, syms: map[string]uint64{}, mem: make([]byte, 16)}
	lines := strings.Split(src, "\n")
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		switch {
		case strings.HasPrefix(l, ".global") || strings.HasPrefix(l, ".visible .global") || strings.HasPrefix(l, ".const") || strings.HasPrefix(l, ".shared") || strings.HasPrefix(l, ".extern"):
			for !strings.HasSuffix(strings.TrimSpace(l), ";") && i+1 < len(lines) {
				i++
				l += lines[i]
			}
			name, size, align, init, _ := parseDecl(l)
			if size == 0 { // extern dynamic shared memory
				size = 1 << 16
			}
			s.syms[name] = s.alloc(size, align)
			copy(s.mem[s.syms[name]:], init)
		case strings.HasPrefix(l, ".visible .entry") || strings.HasPrefix(l, ".func"):
			hdr := l
			for !strings.HasSuffix(hdr, ")") && !strings.HasSuffix(hdr, ");") && i+1 < len(lines) {
				i++
				hdr += lines[i]
			}
			if strings.HasSuffix(hdr, ";") { // prototype
				continue
			}
			f := parseHeader(hdr)
			i++ // "{"
			for i++; i < len(lines) && lines[i] != "}"; i++ {
				if err := f.addLine(lines[i]); err != nil {
					return nil, err
				}
			}
			s.funcs[f.name] = f
		}
	}
	return s, nil
}

func parseHeader(h string) *pfunc {
	f := &pfunc{labels: map[string]int{}}
	if strings.HasPrefix(h, ".func (") {
		r := h[len(".func ("):strings.Index(h, ")")]
		fs := strings.Fields(r)
		f.ret = strings.Split(fs[len(fs)-1], "[")[0]
		h = ".func " + strings.TrimSpace(h[strings.Index(h, ")")+1:])
	}
	head := strings.Fields(h[:strings.Index(h, "(")])
	f.name = head[len(head)-1]
	for _, p := range strings.Split(h[strings.Index(h, "(")+1:len(h)-1], ",") {
		if fs := strings.Fields(p); len(fs) > 0 {
			f.params = append(f.params, fs[len(fs)-1])
		}
	}
	return f
}

func (f *pfunc) addLine(l string) error {
	t := strings.TrimSpace(l)
	switch {
	case t == "" || strings.HasPrefix(t, ".reg") || strings.HasPrefix(t, ".loc ") || strings.HasPrefix(t, "//"):
		return nil
	case strings.HasSuffix(t, ":"):
		f.labels[strings.TrimSuffix(t, ":")] = len(f.body)
		return nil
	case (strings.HasPrefix(t, ".local") || strings.HasPrefix(t, ".shared")) && strings.Contains(t, "["):
		name, size, align, _, _ := parseDecl(t)
		f.decls = append(f.decls, pdecl{name, size, align, strings.HasPrefix(t, ".shared")})
		return nil
	case t == "{" || t == "}":
		return nil
	}
	t = strings.TrimSuffix(t, ";")
	in := pinstr{line: t}
	if strings.HasPrefix(t, "@") {
		sp := strings.IndexByte(t, ' ')
		in.guard, t = t[1:sp], t[sp+1:]
	}
	sp := strings.IndexByte(t, ' ')
	if sp < 0 {
		in.op = t
	} else {
		in.op, in.args = t[:sp], splitArgs(t[sp+1:])
	}
	in.parts = strings.Split(in.op, ".")
	f.body = append(f.body, in)
	return nil
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
	return append(out, strings.TrimSpace(s[start:]))
}

// call runs function name with its .param slots holding args (little-endian
// bytes per slot) and returns the address of its return slot.
func (s *psim) call(name string, args [][]byte, retSize int) (uint64, error) {
	f := s.funcs[name]
	if f == nil {
		return 0, fmt.Errorf("no function %s", name)
	}
	s.steps = 0
	fr := &frame{regs: map[string]uint64{}, syms: map[string]uint64{}}
	for i, p := range f.params {
		fr.syms[p] = s.alloc(8, 8)
		if i < len(args) {
			copy(s.mem[fr.syms[p]:], args[i])
		}
	}
	ret := uint64(0)
	if f.ret != "" {
		ret = s.alloc(max(retSize, 8), 8)
		fr.syms[f.ret] = ret
	}
	return ret, s.run(f, fr)
}

// launch runs kernel name over the grid, one thread after another in
// linear order (like the interpreter; kernels that synchronize are not
// simulated). params are the kernel's .param slots.
func (s *psim) launch(name string, grid, block [3]int, params [][]byte) error {
	f := s.funcs[name]
	if f == nil {
		return fmt.Errorf("no kernel %s", name)
	}
	for i := range 3 {
		s.ntid[i], s.nctaid[i] = uint64(block[i]), uint64(grid[i])
	}
	slots := map[string]uint64{}
	for i, p := range f.params {
		slots[p] = s.alloc(8, 8)
		copy(s.mem[slots[p]:], params[i])
	}
	for bz := range grid[2] {
		for by := range grid[1] {
			for bx := range grid[0] {
				s.ctaid = [3]uint64{uint64(bx), uint64(by), uint64(bz)}
				shared := map[string]uint64{}
				for _, d := range f.decls {
					if d.shared {
						shared[d.name] = s.alloc(d.size, d.align)
					}
				}
				for tz := range block[2] {
					for ty := range block[1] {
						for tx := range block[0] {
							s.tid = [3]uint64{uint64(tx), uint64(ty), uint64(tz)}
							s.steps = 0
							fr := &frame{regs: map[string]uint64{}, syms: map[string]uint64{}}
							for k, v := range slots {
								fr.syms[k] = v
							}
							for k, v := range shared {
								fr.syms[k] = v
							}
							if err := s.run(f, fr); err != nil && !errors.Is(err, errExit) {
								return fmt.Errorf("thread %v block %v: %w", s.tid, s.ctaid, err)
							}
						}
					}
				}
			}
		}
	}
	return nil
}

func (s *psim) run(f *pfunc, fr *frame) error {
	for _, d := range f.decls {
		if _, ok := fr.syms[d.name]; !ok || !d.shared {
			fr.syms[d.name] = s.alloc(d.size, d.align)
		}
	}
	for pc := 0; pc < len(f.body); pc++ {
		if s.steps++; s.steps > 2_000_000 {
			return fmt.Errorf("step limit")
		}
		in := f.body[pc]
		if in.guard != "" {
			g := fr.regs[strings.TrimPrefix(in.guard, "!")] != 0
			if g == strings.HasPrefix(in.guard, "!") {
				continue
			}
		}
		if in.op == ".param" {
			name, size, align, _, ok := parseDecl(in.op + " " + strings.Join(in.args, " "))
			if !ok {
				fs := strings.Fields(in.args[0])
				name, size, align = fs[len(fs)-1], 8, 8
			}
			fr.syms[name] = s.alloc(size, align)
			continue
		}
		op := in.parts
		switch op[0] {
		case "call":
			callee, ret, params := callParts(in.args)
			cf := s.funcs[callee]
			if cf == nil {
				return fmt.Errorf("call of unknown %s", callee)
			}
			cfr := &frame{regs: map[string]uint64{}, syms: map[string]uint64{}}
			for i, p := range params {
				cfr.syms[cf.params[i]] = fr.syms[p]
			}
			if ret != "" {
				cfr.syms[cf.ret] = fr.syms[ret]
			}
			if err := s.run(cf, cfr); err != nil {
				return err
			}
		case "ret":
			return nil
		case "trap":
			return fmt.Errorf("trap")
		case "exit":
			return errExit
		case "bra":
			pc = f.labels[in.args[0]] - 1
		case "bar", "membar":
		default:
			if err := s.exec(fr, op, in.args); err != nil {
				return fmt.Errorf("%q: %w", in.line, err)
			}
		}
	}
	return fmt.Errorf("%s: fell off the end", f.name)
}

// errExit ends the thread (PTX exit), from any call depth.
var errExit = errors.New("exit")

func callParts(args []string) (callee, ret string, params []string) {
	if strings.HasPrefix(args[0], "(") {
		ret = strings.Trim(args[0], "()")
		args = args[1:]
	}
	callee = args[0]
	if len(args) > 1 {
		for _, p := range strings.Split(strings.Trim(args[1], "()"), ",") {
			params = append(params, strings.TrimSpace(p))
		}
	}
	return
}
