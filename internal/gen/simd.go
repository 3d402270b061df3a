package gen

import (
	"fmt"
	"go/format"
	"strings"

	"github.com/kernlab/kern/compiler/amd64"
)

// simdFiles are the names of the SIMD side files written beside out: the
// AVX2 assembly, its Go declarations and dispatchers, and the dispatchers
// of other architectures (which always take the Go loop).
func simdFiles(out string) (asm, goAMD64, goOther string) {
	base := strings.TrimSuffix(out, ".go")
	return base + "_simd_amd64.s", base + "_simd_amd64.go", base + "_simd_other.go"
}

// generatedNames are every file kern gen may write beside its sources;
// source hashing and parsing leave them out.
func generatedNames(out string) []string {
	asm, g1, g2 := simdFiles(out)
	return []string{out, asm, g1, g2}
}

// vecName names the dispatcher of CPU loop cpu: the SIMD prefix it ran.
func vecName(cpu string) string { return strings.Replace(cpu, "CPU", "Vec", 1) }

// simdLoops compiles the core of every function with a CPU loop to an
// AVX2 loop where compiler/amd64 takes it, recording in f.SIMD the
// assembly function's name, or in f.SIMDRefused why not.
func (p *Package) simdLoops() map[*Func]*amd64.Loop {
	loops := map[*Func]*amd64.Loop{}
	for _, f := range p.Funcs {
		f.SIMD, f.SIMDRefused = "", ""
		if f.CPU == "" || f.core == nil {
			continue
		}
		lp, err := amd64.Compile(f.core, strings.Replace(f.CPU, "CPU", "SIMD", 1))
		if err != nil {
			f.SIMDRefused = err.Error()
			continue
		}
		f.SIMD = lp.Name
		loops[f] = lp
	}
	return loops
}

// renderSIMD writes the SIMD side files into files, for the functions in
// loops (none: no files).
func (p *Package) renderSIMD(files map[string][]byte, out string, loops map[*Func]*amd64.Loop) error {
	if len(loops) == 0 {
		return nil
	}
	asmFile, amdFile, otherFile := simdFiles(out)
	var s, a, o strings.Builder
	fmt.Fprintf(&s, "%s\n\n//go:build !%s\n\n#include \"textflag.h\"\n", Header, BuildTag)
	fmt.Fprintf(&a, "%s\n\n//go:build !%s\n\npackage %s\n\nimport (\n\t\"unsafe\"\n\n\t\"github.com/kernlab/kern/simd\"\n)\n", Header, BuildTag, p.Name)
	fmt.Fprintf(&o, "%s\n\n//go:build !amd64 && !%s\n\npackage %s\n\nimport \"unsafe\"\n", Header, BuildTag, p.Name)
	for _, f := range p.Funcs {
		lp := loops[f]
		if lp == nil {
			continue
		}
		vec := vecName(f.CPU)
		fmt.Fprintf(&s, "\n%s", lp.Asm)
		args := make([]string, lp.Operands)
		for k := range args {
			args[k] = fmt.Sprintf("args[%d]", k)
		}
		fmt.Fprintf(&a, `
// %s runs %s %d elements at a time (AVX2) over the longest
// prefix of the n contiguous elements whose length is a multiple of %d,
// and returns that length: 0 when the CPU lacks AVX2 (simd.AVX2).
func %s(n int, args []unsafe.Pointer) int {
	m := n &^ %d
	if !simd.AVX2 || m == 0 {
		return 0
	}
	%s(m, %s)
	return m
}

// %s is %s's AVX2 loop (%s).
//
//go:noescape
%s
`, vec, f.src, lp.Lanes, lp.Lanes, vec, lp.Lanes-1, lp.Name, strings.Join(args, ", "), lp.Name, f.src, asmFile, lp.Decl)
		fmt.Fprintf(&o, "\n// %s: no SIMD loop on this architecture.\nfunc %s(int, []unsafe.Pointer) int { return 0 }\n", vec, vec)
	}
	files[asmFile] = []byte(s.String())
	for name, src := range map[string]string{amdFile: a.String(), otherFile: o.String()} {
		b, err := format.Source([]byte(src))
		if err != nil {
			return fmt.Errorf("%w: %s: formatting %s: %v\n%s", ErrGen, p.Path, name, err, src)
		}
		files[name] = b
	}
	return nil
}
