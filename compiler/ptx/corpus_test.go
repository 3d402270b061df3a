package ptx

import (
	"strings"
	"sync"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/testing/testtool"
)

const acceptPkg = "github.com/kernlab/kern/compiler/testdata/accept"

// corpusProgram loads the acceptance corpus once for all tests (loading
// runs the go command; compiling from the Program is fast).
var corpusProgram = sync.OnceValues(func() (*compiler.Program, error) {
	return compiler.Load("../../compiler", "./testdata/accept")
})

// TestCorpus compiles the front end's acceptance corpus (every construct
// of kernel Go and the seed programs' kernels) to PTX for each test arch
// and assembles it with ptxas -v, checking that every kernel was
// assembled; the Debug variant (bounds and division checks, line info) is
// assembled for sm_70. With -write-resources it records the ptxas figures
// in docs/ptx-resources.md.
func TestCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	prog, err := corpusProgram()
	if err != nil {
		t.Fatalf("compiler.Load: %v", err)
	}
	m, diags := compiler.CompilePackage(prog, acceptPkg, compiler.Options{})
	if len(diags) > 0 {
		t.Fatalf("CompilePackage:\n%v", diags)
	}
	dm, diags := compiler.CompilePackage(prog, acceptPkg, compiler.Options{Debug: true})
	if len(diags) > 0 {
		t.Fatalf("CompilePackage(Debug):\n%v", diags)
	}
	srcs := map[string]string{}
	for _, arch := range testArchs {
		srcs[arch] = mustCompile(t, m, Options{Arch: arch})
	}
	dsrc := mustCompile(t, dm, Options{Arch: "sm_70", Debug: true})
	if !strings.Contains(dsrc, "\n.file 1 ") || !strings.Contains(dsrc, "\t.loc 1 ") {
		t.Errorf("Debug PTX has no line information")
	}

	tool := ptxasTool(t)
	names := map[string]string{}
	kernels := 0
	for _, f := range m.Funcs {
		names[abi.Mangle(f.Name)] = strings.TrimPrefix(f.Name, acceptPkg+".")
		if f.Kind == ir.Kernel {
			kernels++
		}
	}
	var all []resource
	for _, arch := range testArchs {
		out := ptxas(t, tool, arch, srcs[arch])
		rs, err := parseResources(out, names)
		if err != nil {
			t.Fatal(err)
		}
		if len(rs) != kernels {
			t.Fatalf("%s: ptxas reported %d entries, the module has %d kernels", arch, len(rs), kernels)
		}
		for _, r := range rs {
			// Every kernel reads its parameters, so it uses registers.
			if r.c != 1 || r.regs == 0 {
				t.Errorf("%s %s: incomplete report %+v", arch, r.kernel, r)
			}
		}
		all = append(all, rs...)
	}
	ptxas(t, tool, "sm_70", dsrc)
	if *writeResources {
		if err := writeResourcesDoc("../../docs/ptx-resources.md", all); err != nil {
			t.Fatal(err)
		}
	}
}

// BenchmarkCompileCorpus measures Compile on the whole acceptance corpus
// (docs/design.md's goal is 20 ms for one kernel, front end included).
func BenchmarkCompileCorpus(b *testing.B) {
	prog, err := compiler.Load("../../compiler", "./testdata/accept")
	if err != nil {
		b.Fatal(err)
	}
	m, diags := compiler.CompilePackage(prog, acceptPkg, compiler.Options{})
	if len(diags) > 0 {
		b.Fatal(diags)
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := Compile(m, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

const fp8Pkg = "github.com/kernlab/kern/internal/testing/mmatest/fp8"

// TestFP8Corpus does for the FP8 tensor-core kernels (package
// internal/testing/mmatest/fp8, one type and mixed; the acceptance corpus
// has none, as they need sm_89) what TestCorpus does: the module and its
// Debug variant, compiled for sm_89 and sm_90, are assembled with ptxas
// -v, which must report every kernel. They are PTX ISA 8.4, so the ptxas
// is 12.4's (KERN_PTXAS_ISA84).
func TestFP8Corpus(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	prog, err := compiler.Load("../../internal/testing/mmatest/fp8", ".")
	if err != nil {
		t.Fatalf("compiler.Load: %v", err)
	}
	var srcs [][2]string // (arch, module)
	kernels := 0
	names := map[string]string{}
	for _, debug := range []bool{false, true} {
		m, diags := compiler.CompilePackage(prog, fp8Pkg, compiler.Options{Debug: debug})
		if len(diags) > 0 {
			t.Fatalf("CompilePackage(Debug: %v):\n%v", debug, diags)
		}
		kernels = 0
		for _, f := range m.Funcs {
			names[abi.Mangle(f.Name)] = strings.TrimPrefix(f.Name, fp8Pkg+".")
			if f.Kind == ir.Kernel {
				kernels++
			}
		}
		for _, arch := range []string{"sm_89", "sm_90"} {
			src := mustCompile(t, m, Options{Arch: arch, Debug: debug})
			if !strings.Contains(src, ".version 8.4\n.target "+arch+"\n") || !strings.Contains(src, "mma.sync.aligned.m16n8k32") {
				t.Fatalf("%s (Debug: %v): not a .version 8.4 module with FP8 mma.sync:\n%.300s", arch, debug, src)
			}
			srcs = append(srcs, [2]string{arch, src})
		}
	}
	if kernels != 24 {
		t.Fatalf("%d FP8 kernels, want 24", kernels)
	}
	tool := testtool.Path(t, testtool.PTXASISA84)
	for _, s := range srcs {
		rs, err := parseResources(ptxas(t, tool, s[0], s[1]), names)
		if err != nil {
			t.Fatal(err)
		}
		if len(rs) != kernels {
			t.Errorf("%s: ptxas reported %d entries, the module has %d kernels", s[0], len(rs), kernels)
		}
		for _, r := range rs {
			if r.c != 1 || r.regs == 0 {
				t.Errorf("%s %s: incomplete report %+v", s[0], r.kernel, r)
			}
		}
	}
}
