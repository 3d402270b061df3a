package gen

import (
	"fmt"
	"go/format"
	"path/filepath"
	"strings"

	"github.com/kernlab/kern/compiler/amd64"
	"github.com/kernlab/kern/compiler/arm64"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/compiler/passes"
)

// simdFiles are the names of the SIMD side files written beside out: the
// AVX2 assembly, its Go declarations and dispatchers, the same for NEON
// on arm64, and the dispatchers of other architectures (which always take
// the Go loop).
type simdFiles struct{ asm, goAMD64, asmARM64, goARM64, goOther string }

func simdFilesOf(out string) simdFiles {
	base := strings.TrimSuffix(out, ".go")
	return simdFiles{base + "_simd_amd64.s", base + "_simd_amd64.go", base + "_simd_arm64.s", base + "_simd_arm64.go", base + "_simd_other.go"}
}

// generatedNames are every file kern gen may write beside its sources;
// source hashing and parsing leave them out.
func generatedNames(out string) []string {
	s := simdFilesOf(out)
	return []string{out, s.asm, s.goAMD64, s.goOther, s.asmARM64, s.goARM64}
}

// vecName names the dispatcher of CPU loop cpu: the SIMD prefix it ran.
func vecName(cpu string) string { return strings.Replace(cpu, "CPU", "Vec", 1) }

// simdCode is the package's SIMD code: AVX2 loops of vectorize (and
// reduce) cores, AVX2 folds of lane-fold reduce cores, and NEON loops of
// the cores with an AVX2 loop (the CPU loop's shape, which calls the
// dispatcher, is the same on every architecture).
type simdCode struct {
	loops map[*Func]*amd64.Loop
	wide  map[*Func]*amd64.Loop // AVX-512 forms of loops
	folds map[*Func]*amd64.Fold
	neon  map[*Func]*arm64.Loop
}

// simdLoops compiles the core of every function with a CPU loop to an
// AVX2 loop where compiler/amd64 takes it, recording in f.SIMD the
// assembly function's name, or in f.SIMDRefused why not; and every lane
// fold (laneFold) to an AVX2 fold, recorded in f.SIMDFold.
func (p *Package) simdLoops() simdCode {
	c := simdCode{loops: map[*Func]*amd64.Loop{}, wide: map[*Func]*amd64.Loop{}, folds: map[*Func]*amd64.Fold{}, neon: map[*Func]*arm64.Loop{}}
	for _, f := range p.Funcs {
		f.SIMD, f.SIMDRefused, f.SIMDFold, f.simdLoop = "", "", "", nil
		f.SIMD512, f.SIMD512Refused, f.simd512 = "", "", nil
		f.NEON, f.NEONRefused = "", ""
		if f.CPU == "" || f.core == nil {
			continue
		}
		if laneFold(f) > 0 {
			if fd, err := amd64.CompileFold(f.core, strings.Replace(f.CPU, "CPU", "SIMDFold", 1)); err == nil {
				f.SIMDFold = fd.Name
				c.folds[f] = fd
			}
		}
		name := strings.Replace(f.CPU, "CPU", "SIMD", 1)
		var lp *amd64.Loop
		var err error
		var core *ir.Function // the one compiled
		if f.mathCore != nil {
			lp, err = amd64.Compile(f.mathCore, name)
			core = f.mathCore
		}
		switch {
		case f.mathCore != nil && err == nil:
		case f.simdCore != nil: // inlined, with the math twins, before the passes
			lp, err = amd64.Compile(f.simdCore, name)
			core = f.simdCore
		case f.twins:
			err = fmt.Errorf("calls a math function Go runs as amd64 assembly, and its copy with the assembly's twin inlined could not be built")
		default:
			lp, err = amd64.Compile(f.core, name)
			core = f.core
			if err != nil && strings.HasPrefix(err.Error(), "call") {
				if g := inlinedCopy(f.core, nil, false); g != nil {
					lp, err = amd64.Compile(g, name)
					core = g
				}
			}
		}
		if err == nil && !p.simdForce {
			err = lp.Profitable()
		}
		if err != nil {
			// Positions in the package's own files, relative to it: the
			// generated file names no directory of the machine it was made on.
			f.SIMDRefused = strings.ReplaceAll(err.Error(), p.Dir+string(filepath.Separator), "")
			continue
		}
		f.SIMD, f.simdLoop = lp.Name, lp
		c.loops[f] = lp
		// The AVX-512 form of the same core: it runs where the CPU has
		// AVX-512, the AVX2 loop elsewhere. The CPU loop's shape is the AVX2
		// loop's, so the two must agree on escapes.
		wl, err := amd64.Compile512(core, strings.Replace(f.CPU, "CPU", "SIMD512_", 1))
		if err == nil && wl.Escapes != lp.Escapes {
			err = fmt.Errorf("its escapes differ from the AVX2 loop's")
		}
		if err != nil {
			f.SIMD512Refused = strings.ReplaceAll(err.Error(), p.Dir+string(filepath.Separator), "")
		} else {
			f.SIMD512, f.simd512 = wl.Name, wl
			c.wide[f] = wl
		}
		var nl *arm64.Loop
		if f.mathCore != nil {
			// The copy with math calls kept: compiler/arm64 lowers those
			// it knows to Go's arm64 bits and refuses the rest.
			if err = f.neonMath; err == nil {
				nl, err = arm64.Compile(f.mathCore, name)
			}
		} else if f.twins {
			err = fmt.Errorf("calls a math function Go runs as assembly")
		} else {
			nl, err = arm64.Compile(f.core, name)
		}
		if err == nil && nl.Escapes && !lp.Escapes {
			// The CPU loop's shape is the AVX2 loop's: it has no way to
			// run a group the NEON loop leaves.
			err = fmt.Errorf("it leaves groups to the Go core and the AVX2 loop does not")
		}
		if err != nil {
			f.NEONRefused = strings.ReplaceAll(err.Error(), p.Dir+string(filepath.Separator), "")
			continue
		}
		f.NEON = nl.Name
		c.neon[f] = nl
	}
	return c
}

// neonMath says why a core's copy with its math calls kept (mathCore)
// cannot give a NEON loop, or nil: every function of package math it
// reaches must be one compiler/arm64 lowers (arm64.MathCall), reached
// directly or through the core's own functions. The copy holds the
// others inlined — the amd64 assembly's twins (math.Hypot), Go source
// that arm64 runs as assembly (math.Exp2) or Go source gc compiles as a
// function of its own, whose products gc never fuses with the caller's
// adds, which the inlined copy could not tell.
func neonMath(core *ir.Function) error {
	seen := map[*ir.Function]bool{}
	var bad string
	var visit func(f *ir.Function)
	visit = func(f *ir.Function) {
		if seen[f] || bad != "" {
			return
		}
		seen[f] = true
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				c := in.Callee()
				switch {
				case in.Op != ir.OpCall || c == nil || arm64.MathCall(c.Name) || neonPlain[c.Name]:
				case strings.HasPrefix(c.Name, "math."):
					bad = c.Name
				default:
					visit(c)
				}
			}
		}
	}
	visit(core)
	if bad != "" {
		return fmt.Errorf("calls %s, which the NEON loops do not lower (only math.Exp, Log, Sin, Cos, Tan, Atan and Tanh)", bad)
	}
	return nil
}

// neonPlain are the functions of package math that a core with math
// calls kept may reach on arm64: Go source without a float add or
// product, so nothing of theirs can be fused, whatever gc inlines.
var neonPlain = map[string]bool{
	"math.IsNaN": true, "math.IsInf": true, "math.Inf": true, "math.NaN": true, "math.Signbit": true,
	"math.Float64bits": true, "math.Float64frombits": true, "math.Float32bits": true, "math.Float32frombits": true,
}

// escapeRun is the number of groups the Go core runs after an escape
// within 8 groups of the SIMD loop's start.
const escapeRun = 64

// writeDispatch writes the dispatcher of a SIMD loop without escapes
// (into a, the amd64 file) and its stub (into o, other architectures);
// wl is the loop's AVX-512 form, nil for none.
func writeDispatch(a, o *strings.Builder, f *Func, lp, wl *amd64.Loop, asmFile string) {
	vec := vecName(f.CPU)
	ptrs := make([]string, lp.Operands)
	for k := range ptrs {
		ptrs[k] = fmt.Sprintf("args[%d]", k)
	}
	wide, wdoc := "", ""
	if wl != nil {
		wdoc = fmt.Sprintf(`
// Where the CPU has AVX-512 (simd.AVX512) it runs %s %d at a time
// over a prefix whose length is a multiple of %d (%d-byte aligned outputs
// for the non-temporal stores), when there is one.`, wl.Name, wl.Lanes, wl.Lanes, wl.VecBytes)
		wide = fmt.Sprintf(`if m := n &^ %d; simd.AVX512 && m > 0 {
		%s
		return m
	}
	`, wl.Lanes-1, loopCall(f, wl, ptrs, ""))
	}
	fmt.Fprintf(a, `
// %s runs %s %d elements at a time (AVX2) over the longest
// prefix of the n contiguous elements whose length is a multiple of %d,
// and returns that length: 0 when the CPU lacks AVX2 (simd.AVX2). Outputs
// of %d elements or more, 32-byte aligned, are written with non-temporal
// stores, around the caches they would only flush.%s
func %s(n int, args []unsafe.Pointer) int {
	%sm := n &^ %d
	if !simd.AVX2 || m == 0 {
		return 0
	}
	%s
	return m
}
%s`, vec, f.src, lp.Lanes, lp.Lanes, ntElems(lp), wdoc, vec, wide, lp.Lanes-1, loopCall(f, lp, ptrs, ""), loopDecls(f, lp, wl, asmFile))
	fmt.Fprintf(o, "\n// %s: no SIMD loop on this architecture.\nfunc %s(int, []unsafe.Pointer) int { return 0 }\n", vec, vec)
}

// writeEscapeDispatch writes the dispatcher of a SIMD loop with escapes
// (into a, the amd64 file) and its stub (into o, other architectures);
// wl is the loop's AVX-512 form, nil for none.
func writeEscapeDispatch(a, o *strings.Builder, f *Func, lp, wl *amd64.Loop, asmFile string) {
	vec := vecName(f.CPU)
	ptrs := make([]string, lp.Operands)
	for k := range ptrs {
		ptrs[k] = fmt.Sprintf("p%d", k)
	}
	wide, wdoc, call := "", "", loopCall(f, lp, ptrs, "k = ")
	if wl != nil {
		wdoc = fmt.Sprintf(`
// Where the CPU has AVX-512 (simd.AVX512) it runs %s, %d at a time
// (groups of %d, %d-byte aligned outputs for the non-temporal stores).`, wl.Name, wl.Lanes, wl.Lanes, wl.VecBytes)
		wide = fmt.Sprintf("if simd.AVX512 {\n\t\tlanes = %d\n\t}\n\t", wl.Lanes)
		call = fmt.Sprintf("if simd.AVX512 {\n\t\t%s\n\t} else {\n\t\t%s\n\t}", loopCall(f, wl, ptrs, "k = "), call)
	}
	fmt.Fprintf(a, `
// %s runs %s %d elements at a time (AVX2) from element d over
// the longest stretch of [d, n) whose length is a multiple of %d. It
// returns [d, e), the elements it did, and [e, next), those it leaves to
// the Go core: a group in which a lane needs what the SIMD loop does not
// do, or the tail after the stretch (e = d and next = n when the CPU lacks
// AVX2). Outputs of %d elements or more, 32-byte aligned, are written with
// non-temporal stores, around the caches they would only flush.%s
%s%s`, vec, f.src, lp.Lanes, lp.Lanes, ntElems(lp), wdoc, escapeFunc(vec, "simd.AVX2", lp.Lanes, 32/lp.Lanes, lp.Operands, wide, call), loopDecls(f, lp, wl, asmFile))
	fmt.Fprintf(o, "\n// %s: no SIMD loop on this architecture.\nfunc %s(n int, _ []unsafe.Pointer, d int) (int, int) { return d, n }\n", vec, vec)
}

// escapeFunc is the dispatcher vec of a SIMD loop with escapes, for the
// AVX2 and the NEON loops alike: where feature (simd.AVX2, simd.NEON)
// says the CPU has the instructions, it runs the loop by call (which sets
// k to the elements the loop did, at the nops operand pointers p0, p1,
// ...) over the groups of lanes elements (size bytes each) from d, and
// hands the group the loop left, or the tail, to the Go core. wide, before
// the groups are counted, may widen them (AVX-512).
func escapeFunc(vec, feature string, lanes, size, nops int, wide, call string) string {
	ptrs, args := make([]string, nops), make([]string, nops)
	for k := range ptrs {
		ptrs[k], args[k] = fmt.Sprintf("p%d", k), fmt.Sprintf("unsafe.Add(args[%d], d*%d)", k, size)
	}
	return fmt.Sprintf(`func %s(n int, args []unsafe.Pointer, d int) (e, next int) {
	lanes := %d
	%sm := (n - d) &^ (lanes - 1)
	if !%s || m == 0 {
		return d, n
	}
	%s := %s
	var k int
	%s
	if k >= m {
		return d + m, n
	}
	// A group left to the Go core. One close to where the loop started
	// hands the Go core %d groups, so that a core whose every group
	// escapes costs little more than the Go loop.
	if e = d + k; k < 8*lanes {
		return e, min(n, e+%d*lanes)
	}
	return e, e + lanes
}
`, vec, lanes, wide, feature, strings.Join(ptrs, ", "), strings.Join(args, ", "), call, escapeRun, escapeRun)
}

// loopCall is the statement that runs lp over m elements at the operand
// pointers ptrs: its streaming twin when the outputs are large and aligned
// to its vectors; assign ("k = " or "") takes the elements done.
func loopCall(f *Func, lp *amd64.Loop, ptrs []string, assign string) string {
	var aligned []string
	for k := len(f.core.Params); k < lp.Operands; k++ {
		aligned = append(aligned, "uintptr("+ptrs[k]+")")
	}
	p := strings.Join(ptrs, ", ")
	return fmt.Sprintf("if m >= %d && (%s)&%d == 0 {\n\t\t%s%s(m, %s)\n\t} else {\n\t\t%s%s(m, %s)\n\t}",
		ntElems(lp), strings.Join(aligned, "|"), lp.VecBytes-1, assign, lp.NTName, p, assign, lp.Name, p)
}

// loopDecls are the Go declarations of lp's two TEXT blocks and of its
// AVX-512 form wl's (nil for none).
func loopDecls(f *Func, lp, wl *amd64.Loop, asmFile string) string {
	s := fmt.Sprintf(`
// %s is %s's AVX2 loop (%s), %s with non-temporal stores.
//
//go:noescape
%s

//go:noescape
%s
`, lp.Name, f.src, asmFile, lp.NTName, lp.Decl, lp.NTDecl)
	if wl != nil {
		s += fmt.Sprintf(`
// %s is %s's AVX-512 loop, %s with non-temporal stores.
//
//go:noescape
%s

//go:noescape
%s
`, wl.Name, f.src, wl.NTName, wl.Decl, wl.NTDecl)
	}
	return s
}

// lanesName names the dispatcher of fold cpu's AVX2 fold.
func lanesName(cpu string) string { return strings.Replace(cpu, "CPU", "Lanes", 1) }

// renderSIMD writes the SIMD side files into files, for the functions in
// c (none: no files).
func (p *Package) renderSIMD(files map[string][]byte, out string, c simdCode) error {
	if len(c.loops) == 0 && len(c.folds) == 0 {
		return nil
	}
	sf := simdFilesOf(out)
	var s, a, n, ns, o strings.Builder
	// GOAMD64=v3 and above let gc fuse x*y+z in the Go loop, which the
	// SIMD loops (bit-identical to GOAMD64=v1's) do not: the Go loop runs.
	fmt.Fprintf(&s, "%s\n\n//go:build !amd64.v3 && !%s\n\n#include \"textflag.h\"\n", Header, BuildTag)
	fmt.Fprintf(&a, "%s\n\n//go:build !amd64.v3 && !%s\n\npackage %s\n\nimport (\n\t\"unsafe\"\n\n\t\"github.com/kernlab/kern/simd\"\n)\n", Header, BuildTag, p.Name)
	fmt.Fprintf(&a, "\n// kernGenSIMDArch names the architecture whose SIMD loops this build has.\nconst kernGenSIMDArch = \"amd64\"\n")
	fmt.Fprintf(&ns, "%s\n\n//go:build !%s\n\n#include \"textflag.h\"\n", Header, BuildTag)
	fmt.Fprintf(&n, "%s\n\n//go:build !%s\n\npackage %s\n\nimport (\n\t\"unsafe\"\n\n\t\"github.com/kernlab/kern/simd\"\n)\n", Header, BuildTag, p.Name)
	fmt.Fprintf(&n, "\n// kernGenSIMDArch names the architecture whose SIMD loops this build has.\nconst kernGenSIMDArch = \"arm64\"\n")
	fmt.Fprintf(&o, "%s\n\n//go:build (!amd64 || amd64.v3) && !arm64 && !%s\n\npackage %s\n\nimport \"unsafe\"\n", Header, BuildTag, p.Name)
	fmt.Fprintf(&o, "\n// kernGenSIMDArch names the architecture whose SIMD loops this build has: none.\nconst kernGenSIMDArch = \"\"\n")
	for _, f := range p.Funcs {
		wl := c.wide[f]
		if lp := c.loops[f]; lp != nil {
			fmt.Fprintf(&s, "\n%s", lp.Asm)
			if wl != nil {
				fmt.Fprintf(&s, "\n%s", wl.Asm)
			}
		}
		if lp := c.loops[f]; lp != nil && lp.Escapes {
			writeEscapeDispatch(&a, &o, f, lp, wl, sf.asm)
		} else if lp != nil {
			writeDispatch(&a, &o, f, lp, wl, sf.asm)
		}
		if lp := c.loops[f]; lp != nil {
			if nl := c.neon[f]; nl != nil {
				fmt.Fprintf(&ns, "\n%s", nl.Asm)
				writeNEONDispatch(&n, f, nl, lp.Escapes, sf.asmARM64)
			} else {
				fmt.Fprintf(&n, "\n// %s has no NEON loop: %s.", f.src, strings.TrimSuffix(f.NEONRefused, "."))
				writeStub(&n, f, lp.Escapes)
			}
		}
		if fd := c.folds[f]; fd != nil {
			lanes, arr := lanesName(f.CPU), fmt.Sprintf("*[%d]%s", fd.Partials, goTypes[f.core.Results[0].(*ir.Basic).Kind])
			fmt.Fprintf(&s, "\n%s", fd.Asm)
			fmt.Fprintf(&a, `
// %s folds the m contiguous elements at x (m a positive multiple
// of %d) into the partials p in lane order (AVX2), as %s's Go
// code does, and reports whether it did: false when the CPU lacks AVX2.
func %s(p %s, m int, x unsafe.Pointer) bool {
	if !simd.AVX2 {
		return false
	}
	%s(unsafe.Pointer(p), m, x)
	return true
}

// %s is %s's AVX2 fold (%s).
//
//go:noescape
%s
`, lanes, fd.Partials, foldName(f.CPU), lanes, arr, fd.Name, fd.Name, f.src, sf.asm, fd.Decl)
			stub := fmt.Sprintf("\n// %s: no SIMD fold on this architecture.\nfunc %s(%s, int, unsafe.Pointer) bool { return false }\n", lanes, lanes, arr)
			o.WriteString(stub)
			n.WriteString(stub)
		}
	}
	files[sf.asm] = []byte(s.String())
	goFiles := map[string]string{sf.goAMD64: a.String(), sf.goOther: o.String(), sf.goARM64: n.String()}
	if len(c.neon) > 0 {
		files[sf.asmARM64] = []byte(ns.String())
	} else {
		// No NEON loop: the arm64 file has only stubs, and no simd import.
		goFiles[sf.goARM64] = strings.Replace(n.String(), "import (\n\t\"unsafe\"\n\n\t\"github.com/kernlab/kern/simd\"\n)", "import \"unsafe\"", 1)
	}
	for name, src := range goFiles {
		b, err := format.Source([]byte(src))
		if err != nil {
			return fmt.Errorf("%w: %s: formatting %s: %v\n%s", ErrGen, p.Path, name, err, src)
		}
		files[name] = b
	}
	return nil
}

// writeStub writes the dispatcher of an architecture without f's SIMD
// loop: it does nothing, and the Go loop runs.
func writeStub(o *strings.Builder, f *Func, escapes bool) {
	vec := vecName(f.CPU)
	if escapes {
		fmt.Fprintf(o, "\n// %s: no SIMD loop on this architecture.\nfunc %s(n int, _ []unsafe.Pointer, d int) (int, int) { return d, n }\n", vec, vec)
		return
	}
	fmt.Fprintf(o, "\n// %s: no SIMD loop on this architecture.\nfunc %s(int, []unsafe.Pointer) int { return 0 }\n", vec, vec)
}

// writeNEONDispatch writes the dispatcher of f's NEON loop nl, with the
// signature of the AVX2 loop's (escapes: the one that resumes at d, which
// hands the Go core the groups the NEON loop leaves, if it leaves any).
func writeNEONDispatch(n *strings.Builder, f *Func, nl *arm64.Loop, escapes bool, asmFile string) {
	vec, size := vecName(f.CPU), 16/nl.Lanes
	args := make([]string, nl.Operands)
	for k := range args {
		args[k] = fmt.Sprintf("args[%d]", k)
		if escapes {
			args[k] = fmt.Sprintf("unsafe.Add(args[%d], d*%d)", k, size)
		}
	}
	doc := fmt.Sprintf(`// %s runs %s %d elements at a time (NEON)`, vec, f.src, nl.Lanes)
	if nl.Escapes {
		ptrs := make([]string, nl.Operands)
		for k := range ptrs {
			ptrs[k] = fmt.Sprintf("p%d", k)
		}
		fmt.Fprintf(n, `
%s from element d over
// the longest stretch of [d, n) whose length is a multiple of %d. It
// returns [d, e), the elements it did, and [e, next), those it leaves to
// the Go core: a group in which a lane needs what the NEON loop does not
// do (a zero divisor, math.Sin's argument of 2^29 or more), or the tail
// after the stretch.
%s`, doc, nl.Lanes, escapeFunc(vec, "simd.NEON", nl.Lanes, size, nl.Operands, "", fmt.Sprintf("k = %s(m, %s)", nl.Name, strings.Join(ptrs, ", "))))
	} else if escapes {
		fmt.Fprintf(n, `
%s from element d over
// the longest stretch of [d, n) whose length is a multiple of %d, and
// returns [d, e), the elements it did, and [e, n), the tail it leaves to
// the Go core.
func %s(n int, args []unsafe.Pointer, d int) (e, next int) {
	m := (n - d) &^ %d
	if !simd.NEON || m == 0 {
		return d, n
	}
	%s(m, %s)
	return d + m, n
}
`, doc, nl.Lanes, vec, nl.Lanes-1, nl.Name, strings.Join(args, ", "))
	} else {
		fmt.Fprintf(n, `
%s over the longest
// prefix of the n contiguous elements whose length is a multiple of %d,
// and returns that length.
func %s(n int, args []unsafe.Pointer) int {
	m := n &^ %d
	if !simd.NEON || m == 0 {
		return 0
	}
	%s(m, %s)
	return m
}
`, doc, nl.Lanes, vec, nl.Lanes-1, nl.Name, strings.Join(args, ", "))
	}
	fmt.Fprintf(n, "\n// %s is %s's NEON loop (%s).\n//\n//go:noescape\n%s\n", nl.Name, f.src, asmFile, nl.Decl)
}

// calls reports that f calls, directly or through other functions, a
// function whose IR name is one of which: the math functions Go runs as
// amd64 assembly (asmTwins), those compiler/amd64 lowers (amd64.MathCall).
func calls(f *ir.Function, which func(name string) bool) bool {
	return which(f.Name) || ir.AnyReached(f, func(in *ir.Instr) bool {
		c := in.Callee()
		return in.Op == ir.OpCall && c != nil && which(c.Name)
	})
}

// simdInline is the callee size up to which a SIMD loop's core is
// inlined: the GPU's threshold (passes.InlineThreshold) keeps code small,
// but a call stops the SIMD path altogether, and Go's math functions are
// a few hundred instructions deep.
const simdInline = 400

// inlinedCopy is core with its calls inlined up to simdInline, built as a
// new function whose body calls core, so that core itself — which the GPU
// code and kern ir share — is left as it is; calls of functions in twins
// (by name) call the twin instead, and with keep, calls of the functions
// compiler/amd64 lowers (amd64.MathCall) stay calls, of a declaration
// without a body. It is nil when it cannot be built.
func inlinedCopy(core *ir.Function, twins map[string]*ir.Function, keep bool) *ir.Function {
	if len(core.Results) != 1 {
		return nil
	}
	g := &ir.Function{Name: core.Name + "·simd", Kind: ir.Device, Results: core.Results}
	args := make([]ir.Value, len(core.Params))
	for i, p := range core.Params {
		q := &ir.Param{Ident: p.Ident, Typ: p.Typ, Fn: g, Index: i}
		g.Params = append(g.Params, q)
		args[i] = q
	}
	bd := ir.NewBuilder(g)
	bd.SetBlock(g.NewBlock("entry"))
	bd.Return(bd.EmitAux(ir.OpCall, core.ResultType(), 0, core, args...))
	g.Renumber()
	decls := map[string]*ir.Function{}
	replace := func(c *ir.Function) *ir.Function {
		if !keep || !amd64.MathCall(c.Name) {
			return twins[c.Name]
		}
		if d, ok := decls[c.Name]; ok {
			return d
		}
		d := &ir.Function{Name: c.Name, Kind: c.Kind, Results: c.Results}
		for i, p := range c.Params {
			d.Params = append(d.Params, &ir.Param{Ident: p.Ident, Typ: p.Typ, Fn: d, Index: i})
		}
		decls[c.Name] = d
		return d
	}
	pipeline := append([]passes.Pass{passes.NewInlineReplacing(simdInline, replace)}, passes.Standard()[1:]...)
	// Not verified as a module: g's callees live in the package's module.
	if err := passes.Run(&ir.Module{Name: "simd", Funcs: []*ir.Function{g}}, pipeline, false); err != nil {
		return nil
	}
	return g
}

// ntBytes is the output size from which a SIMD loop streams its stores:
// far beyond the last-level cache of common CPUs (glibc switches memcpy
// to non-temporal stores near 3/4 of it), so that outputs the next step
// may still read from the cache keep being written through it.
const ntBytes = 16 << 20

// ntElems is ntBytes in elements of lp.
func ntElems(lp *amd64.Loop) int { return ntBytes / (lp.VecBytes / lp.Lanes) }
