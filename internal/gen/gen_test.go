package gen

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/amdgpu"
	"github.com/kernlab/kern/gencheck"
	"github.com/kernlab/kern/internal/testing/testtool"
)

var fixture = sync.OnceValues(func() ([]*Package, error) {
	pkgs, diags, err := Generate(Options{Dir: ".", Patterns: []string{"./testdata/fixture"},
		MCPUs: []string{"gfx90a", "gfx1030"}, Tools: amdgpu.ToolsFromEnv(), Generator: "test"})
	if err == nil && len(diags) > 0 {
		err = diags
	}
	return pkgs, err
})

// TestGenerateFixture checks the rendered package: one GenFunc per
// instance, entries present in the PTX (which ptxas assembles), CPU loops
// for vectorize and reduce only, gofmt-clean Go files.
func TestGenerateFixture(t *testing.T) {
	pkgs, err := fixture()
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) != 1 {
		t.Fatalf("%d packages, want 1", len(pkgs))
	}
	p := pkgs[0]
	srcs, err := gencheck.ParseDir(p.Dir, p.Name)
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[compiler.Kind]int{}
	for _, f := range p.Funcs {
		kinds[f.Kind]++
		// The recorded fingerprint is the one the runtime computes, and
		// kern_gen.go carries it.
		name, _, _ := strings.Cut(f.src, "[")
		if fp, err := srcs.Fingerprint(name); err != nil || fp != f.Source {
			t.Errorf("%s: recorded fingerprint %q, the sources' %q (%v)", f.ID, f.Source, fp, err)
		}
		if !regexp.MustCompile(`Source: +` + regexp.QuoteMeta(strconv.Quote(f.Source))).Match(p.Files["kern_gen.go"]) {
			t.Errorf("%s: kern_gen.go does not record its fingerprint", f.ID)
		}
		want := map[compiler.Kind][]string{
			compiler.KindVectorize: {roleContig, roleStrided}, compiler.KindGUVectorize: {roleGU},
			compiler.KindReduce: {roleStage1, roleStage2}, compiler.KindKernel: {roleKernel},
		}[f.Kind]
		if f.Kind == compiler.KindVectorize && binaryOfOneType(f.core) {
			want = append(want, roleStage1, roleStage2) // its ufunc reduces on a GPU
		}
		if len(f.Entries) != len(want) {
			t.Errorf("%s: entries %v, want roles %v", f.ID, f.Entries, want)
		}
		for _, role := range want {
			if !strings.Contains(string(p.PTX), ".entry "+f.Entries[role]+"(") {
				t.Errorf("%s: no .entry for %s (%s)", f.ID, role, f.Entries[role])
			}
		}
		if hasCPU := f.CPU != ""; hasCPU != (f.Kind == compiler.KindVectorize || f.Kind == compiler.KindReduce) {
			t.Errorf("%s (%v): CPU loop %q", f.ID, f.Kind, f.CPU)
		}
		if f.Kind == compiler.KindReduce && !f.UsesBarrier {
			t.Errorf("%s: a reduce uses barriers", f.ID)
		}
	}
	if kinds[compiler.KindVectorize] != 11 || kinds[compiler.KindGUVectorize] != 2 || kinds[compiler.KindKernel] != 1 || kinds[compiler.KindReduce] != 3 {
		t.Errorf("kinds %v", kinds)
	}
	for _, name := range []string{"kern_gen.go", "kern_gen_test.go", "kern_gen.ptx", "kern_gen.ll"} {
		if p.Files[name] == nil {
			t.Errorf("no %s", name)
		}
	}
	for _, name := range []string{"kern_gen.go", "kern_gen_test.go"} {
		if !strings.HasPrefix(string(p.Files[name]), Header+"\n") {
			t.Errorf("%s does not start with the generated-code header", name)
		}
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "k.ptx")
	if err := os.WriteFile(file, p.PTX, 0o644); err != nil {
		t.Fatal(err)
	}
	ptxas := testtool.Path(t, "KERN_PTXAS")
	if out, err := exec.Command(ptxas, "-arch=sm_70", file, "-o", filepath.Join(dir, "k.cubin")).CombinedOutput(); err != nil {
		t.Fatalf("ptxas: %v\n%s", err, out)
	}
	testtool.Path(t, "KERN_OPT")
	testtool.Path(t, "KERN_LLC")
	if p.AMDGPU["gfx90a"] == nil || p.Files["kern_gen_gfx90a.hsaco"] == nil {
		t.Errorf("no gfx90a code object with opt, llc and ld.lld present")
	}
	// The shipped IR is the optimized IR the code object is built from
	// (opt's global optimizer marks the kernels local_unnamed_addr, which
	// EmitLLVM never writes).
	if ll := string(p.LLVM); !strings.HasPrefix(ll, "; kern module") || !strings.Contains(ll, ") local_unnamed_addr #") || string(p.Files["kern_gen.ll"]) != ll {
		t.Errorf("kern_gen.ll is not the optimized IR:\n%.400s", ll)
	}
	// Each processor's IR is its own, in its own file, and the table in
	// kern_gen.go gives each processor its file's variable.
	for file, head := range map[string]string{"kern_gen.ll": "(wave64, gfx90a)", "kern_gen_gfx1030.ll": "(wave32, gfx1030)"} {
		if first, _, _ := strings.Cut(string(p.Files[file]), "\n"); !strings.HasSuffix(first, head) {
			t.Errorf("%s starts %q, want the header of %s", file, first, head)
		}
	}
	if !bytes.Equal(p.LLVMFor["gfx1030"], p.Files["kern_gen_gfx1030.ll"]) || !bytes.Equal(p.LLVMFor["gfx90a"], p.LLVM) {
		t.Errorf("LLVMFor does not hold each processor's IR")
	}
	if test := string(p.Files["kern_gen_test.go"]); !strings.Contains(test, "func TestKernGenLLVM(t *testing.T) {") ||
		!strings.Contains(test, "gencheck.CheckLLVM(ir, mcpu)") || !strings.Contains(test, "if len(p.LLVMFor) != 2 {") {
		t.Errorf("kern_gen_test.go does not check the IR table:\n%s", test)
	}
	goFile := string(p.Files["kern_gen.go"])
	for _, want := range []string{"//go:embed kern_gen_gfx1030.ll\nvar kernGenLLVM_gfx1030 string", "LLVM: kernGenLLVM,",
		"LLVMFor: map[string]string{\n\t\t\t\"gfx1030\": kernGenLLVM_gfx1030,\n\t\t\t\"gfx90a\":  kernGenLLVM,\n\t\t},"} {
		if !strings.Contains(goFile, want) {
			t.Errorf("kern_gen.go lacks %q", want)
		}
	}
}

// TestRenderLLVMShared: a processor whose IR is an earlier one's shares
// its file and variable; each distinct text has one file.
func TestRenderLLVMShared(t *testing.T) {
	a, b := []byte("; kern module p (wave64, gfx90a)\n"), []byte("; kern module p (wave32, gfx1030)\n")
	p := &Package{LLVM: a, LLVMFor: map[string][]byte{"gfx90a": a, "gfx908": bytes.Clone(a), "gfx1030": b, "gfx1031": bytes.Clone(b)}}
	files := map[string][]byte{}
	var out strings.Builder
	vars := p.renderLLVM(func(f string, args ...any) { fmt.Fprintf(&out, f, args...) }, files,
		Options{MCPUs: []string{"gfx90a", "gfx1030", "gfx908", "gfx1031"}}, "kern_gen.ll")
	want := map[string]string{"gfx90a": "kernGenLLVM", "gfx908": "kernGenLLVM", "gfx1030": "kernGenLLVM_gfx1030", "gfx1031": "kernGenLLVM_gfx1030"}
	if !maps.Equal(vars, want) {
		t.Errorf("variables %v, want %v", vars, want)
	}
	if got := sortedKeys(files); !slices.Equal(got, []string{"kern_gen.ll", "kern_gen_gfx1030.ll"}) || !bytes.Equal(files["kern_gen_gfx1030.ll"], b) {
		t.Errorf("files %v, want kern_gen.ll and kern_gen_gfx1030.ll (gfx1030's)", got)
	}
	if n := strings.Count(out.String(), "//go:embed"); n != 2 {
		t.Errorf("%d embeds, want 2:\n%s", n, out.String())
	}
}

// TestGenerateWithoutOpt: without opt, kern gen writes the IR as the
// backend wrote it and builds no code objects, as without llc.
func TestGenerateWithoutOpt(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	tools := amdgpu.ToolsFromEnv()
	tools.Opt = ""
	pkgs, diags, err := Generate(Options{Dir: ".", Patterns: []string{"./testdata/fixture"},
		MCPUs: []string{"gfx90a"}, Tools: tools, Generator: "test"})
	if err != nil || len(diags) > 0 || len(pkgs) != 1 {
		t.Fatalf("%d packages, %v, %v", len(pkgs), diags, err)
	}
	p := pkgs[0]
	if len(p.AMDGPU) != 0 || p.Files["kern_gen_gfx90a.hsaco"] != nil {
		t.Errorf("code objects built without opt")
	}
	if strings.Contains(string(p.LLVM), "local_unnamed_addr") || !strings.Contains(string(p.Files["kern_gen.ll"]), "alwaysinline convergent") {
		t.Errorf("the IR written without opt is not EmitLLVM's")
	}
}

// TestDiagnostics: a package with a rejected function reports it in the
// documented form and nothing is generated.
func TestDiagnostics(t *testing.T) {
	pkgs, diags, err := Generate(Options{Dir: ".", Patterns: []string{"./testdata/bad"}})
	if err != nil {
		t.Fatal(err)
	}
	if pkgs != nil || !diags.Has("K001") {
		t.Fatalf("got %d packages and diagnostics %v, want K001 and no package", len(pkgs), diags)
	}
	re := regexp.MustCompile(`^/\S+/testdata/bad/bad\.go:\d+:\d+: vectorize Lookup: .+ \(K001\)$`)
	for _, d := range diags {
		if d.Code == "K001" && !re.MatchString(d.Error()) {
			t.Errorf("diagnostic %q does not match %s", d.Error(), re)
		}
	}
	if _, _, err := Generate(Options{Dir: ".", Patterns: []string{"./testdata/fixture"}, Arch: "sm_1"}); !errors.Is(err, ErrGen) {
		t.Errorf("bad arch: %v, want ErrGen", err)
	}
	if _, _, err := Generate(Options{Dir: ".", Patterns: []string{"./testdata/fixture"}, MCPUs: []string{"sm_80"}}); !errors.Is(err, ErrGen) {
		t.Errorf("bad mcpu: %v, want ErrGen", err)
	}
}

// TestWrite writes atomically and removes side files no longer generated.
func TestWrite(t *testing.T) {
	dir := t.TempDir()
	stale := []string{"kern_gen_gfx1030.hsaco", "kern_gen.ll", "kern_gen_gfx1030.ll"}
	for _, s := range append(stale, "keep.go", "kern_gen_simd_amd64.go") {
		if err := os.WriteFile(filepath.Join(dir, s), []byte("old"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p := &Package{Name: "p", Dir: dir, Files: map[string][]byte{"kern_gen.go": []byte("package p\n"), "kern_gen.ptx": []byte("ptx")}}
	if err := p.Write(""); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	// A generated Go file no longer generated stays, empty: go generate,
	// running this directive, may still open it.
	if got := strings.Join(names, " "); got != "keep.go kern_gen.go kern_gen.ptx kern_gen_simd_amd64.go" {
		t.Errorf("directory holds %s", got)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "kern_gen_simd_amd64.go")); !bytes.Contains(b, []byte("DO NOT EDIT")) || !bytes.HasSuffix(b, []byte("\npackage p\n")) {
		t.Errorf("the emptied Go file holds %q", b)
	}
	p.Dir = filepath.Join(dir, "missing")
	if err := p.Write(""); !errors.Is(err, ErrGen) {
		t.Errorf("write into a missing dir: %v", err)
	}
}

// TestGenerateAcceptCorpus generates the front end's whole accept corpus
// (nothing is written) and assembles its PTX: every marked function there
// must wrap, optimize and compile.
func TestGenerateAcceptCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	pkgs, diags, err := Generate(Options{Dir: ".", Patterns: []string{"../../compiler/testdata/accept"}})
	if err != nil || len(diags) > 0 {
		t.Fatalf("%v %v", err, diags)
	}
	if len(pkgs) != 1 || len(pkgs[0].Funcs) < 20 {
		t.Fatalf("%d packages", len(pkgs))
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "k.ptx")
	if err := os.WriteFile(file, pkgs[0].PTX, 0o644); err != nil {
		t.Fatal(err)
	}
	ptxas := testtool.Path(t, "KERN_PTXAS")
	if out, err := exec.Command(ptxas, "-arch=sm_70", file, "-o", filepath.Join(dir, "k.cubin")).CombinedOutput(); err != nil {
		t.Fatalf("ptxas: %v\n%s", err, out)
	}
}

func TestGoFlagsWithTag(t *testing.T) {
	for in, want := range map[string]string{
		"":                        "-tags=kern_gen",
		"-mod=mod":                "-mod=mod -tags=kern_gen",
		"-tags=a,b -mod=mod":      "-tags=a,b,kern_gen -mod=mod",
		"  --tags=x  -trimpath  ": "--tags=x,kern_gen -trimpath",
		"-tags=":                  "-tags=kern_gen",
	} {
		if got := GoFlagsWithTag(in); got != want {
			t.Errorf("GoFlagsWithTag(%q) = %q, want %q", in, got, want)
		}
	}
}

// A failure of kern gen keeps its cause for errors.Is, not only its text
// (errors wrapped with %w all the way, so callers can test them).
func TestGenerateErrorsKeepTheirCause(t *testing.T) {
	_, _, err := Generate(Options{Dir: t.TempDir(), Patterns: []string{"./does/not/exist/..."}, Arch: "sm_1"})
	if !errors.Is(err, ErrGen) {
		t.Fatalf("bad arch: %v", err)
	}
	_, _, err = Generate(Options{Dir: "/nonexistent-kern-dir", Patterns: []string{"."}})
	if !errors.Is(err, ErrGen) || !errors.Is(err, compiler.ErrLoad) {
		t.Fatalf("load failure: %v, want it to match ErrGen and compiler.ErrLoad", err)
	}
}

// Two instantiations of a generic core must not share an identity: the
// CPU loop and GPU code are found by it, and Pick[int64] ran Pick[float64]'s
// code (its float64 bits as int64 results) on cpu, parallel, cuda and roc
// when the identity kept only the distinct operand dtypes in order of first
// appearance, which both instantiations share.
func TestGenericIdentitiesAreDistinct(t *testing.T) {
	pkgs, diags, err := Generate(Options{Dir: ".", Patterns: []string{"./testdata/idclash"}})
	if err != nil || len(diags) > 0 {
		t.Fatal(err, diags)
	}
	seen := map[string]bool{}
	for _, f := range pkgs[0].Funcs {
		if seen[f.ID] {
			t.Errorf("two functions have the identity %s", f.ID)
		}
		seen[f.ID] = true
	}
	const pick = "github.com/kernlab/kern/internal/gen/testdata/idclash.Pick"
	for _, id := range []string{pick + "[int64,float64,int64]", pick + "[int64,float64,float64]"} {
		if !seen[id] {
			t.Errorf("no function has the identity %s (the runtime's); have %v", id, seen)
		}
	}
}

// Instances whose operands have the same dtypes cannot be told apart at
// run time: kern gen rejects them, naming both.
func TestSameOperandDTypesRejected(t *testing.T) {
	pkgs, diags, err := Generate(Options{Dir: ".", Patterns: []string{"./testdata/idsame"}})
	if err != nil {
		t.Fatal(err)
	}
	if pkgs != nil || len(diags) != 1 || diags[0].Code != "K028" {
		t.Fatalf("got %d packages and diagnostics %v, want one K028", len(pkgs), diags)
	}
	if msg := diags[0].Error(); !strings.Contains(msg, "vectorize Conv[int64]:") || !strings.Contains(msg, "Conv[int32]'s") {
		t.Errorf("diagnostic %q does not name both instances", msg)
	}
}
