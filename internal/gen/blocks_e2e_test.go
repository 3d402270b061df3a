package gen

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/internal/cpublock"
)

// refusedKernels are the corpus kernels that keep the simulator on the
// CPU targets, with a word of why.
var refusedKernels = map[string]string{
	"WarpReduce":       "shuffle",
	"SegmentShfl":      "shuffle",
	"MaskShfl":         "shuffle",
	"Votes":            "ActiveMask",
	"DivergentBarrier": "differ between the threads",
	"HelperBarrier":    "calls syncHelper",
	"DeviceShared":     "calls tally",
	"SwitchBarrier":    "switch",
	"BlockCount":       "block vote SyncThreadsCount",
	"AsyncStage":       "uses kern.CopyAsync",
	"AsyncEarly":       "uses kern.CopyAsync",
}

// TestCPUBlockCorpus generates the compiler's accept corpus together with
// testdata/blocks (kernels with early returns, uniform branches and loops
// around barriers, locals and parameters that live across barriers, a
// trap after a barrier) into a fresh package and runs a test there that
// launches every kernel on Sim, CPU and Parallel with the same operands:
// the results must agree bit for bit, a trap must name the same block,
// thread and line, and Where must say that the kernels kern gen wrote a
// block function for run on CPU and Parallel themselves.
func TestCPUBlockCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("runs kern gen and go test on the corpus (slow)")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	root, err := os.MkdirTemp("testdata", "blocks-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(root) })
	dir, err := filepath.Abs(filepath.Join(root, "accept"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	srcs, _ := filepath.Glob("../../compiler/testdata/accept/*.go")
	more, _ := filepath.Glob("testdata/blocks/*.go")
	for _, s := range append(srcs, more...) {
		b, err := os.ReadFile(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(s)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	pkgs, diags, err := Generate(Options{Dir: dir, Patterns: []string{"."}, Generator: "test"})
	if err != nil || len(diags) > 0 {
		t.Fatal(err, diags)
	}
	p := pkgs[0]
	kernels := map[string]bool{}
	var fast []string
	for _, f := range p.Funcs {
		if f.Kind != compiler.KindKernel {
			continue
		}
		name := strings.SplitN(f.src, "[", 2)[0]
		if kernels[name] {
			continue
		}
		kernels[name] = true
		why, refused := refusedKernels[name]
		switch {
		case f.Block != "" && refused:
			t.Errorf("%s has a block function; want it refused (%s)", name, why)
		case f.Block == "" && !refused:
			t.Errorf("%s has no block function: %s", name, f.BlockRefused)
		case refused && !strings.Contains(f.BlockRefused, why):
			t.Errorf("%s is refused for %q, want a reason that mentions %q", name, f.BlockRefused, why)
		}
		if f.Block != "" {
			fast = append(fast, name)
		}
		t.Logf("%-18s %s", name, map[bool]string{true: "block function", false: "simulator: " + f.BlockRefused}[f.Block != ""])
	}
	if err := p.Write(""); err != nil {
		t.Fatal(err)
	}
	gen, err := os.ReadFile(filepath.Join(dir, DefaultOut))
	if err != nil {
		t.Fatal(err)
	}
	for name, why := range refusedKernels {
		if !strings.Contains(string(gen), "No CPU block function: ") || !strings.Contains(string(gen), why) {
			t.Errorf("%s: the generated file does not say why %s has no block function", DefaultOut, name)
		}
	}
	// TileDot's dot product runs threads side by side, its copies under
	// line directives that name the lane.
	if !strings.Contains(string(gen), "blocks.go"+abi.LaneSuffix+"3:") {
		t.Errorf("%s has no jammed region (no %s directives)", DefaultOut, abi.LaneSuffix)
	}
	names := make([]string, 0, len(kernels))
	for n := range kernels {
		names = append(names, n)
	}
	sort.Strings(names)
	sort.Strings(fast)
	quoted := func(ss []string) string {
		var b strings.Builder
		for _, s := range ss {
			fmt.Fprintf(&b, "\t%q,\n", s)
		}
		return b.String()
	}
	check := strings.Replace(blocksCheckSrc, "//KERNELS\n", quoted(names), 1)
	check = strings.Replace(check, "//FAST\n", quoted(fast), 1)
	if err := os.WriteFile(filepath.Join(dir, "blocks_check_test.go"), []byte(check), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"vet", "."}, {"test", "-count=1", "-run", "TestBlocks", "."}} {
		cmd := exec.Command(goCmd, args...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
}

// TestBlockFunctionsTypeChecked: a block function that does not
// type-check with its package is refused, saying so, and the others are
// kept, so that a mistake of kern gen cannot break the user's build.
func TestBlockFunctionsTypeChecked(t *testing.T) {
	prog, err := compiler.Load(".", "./testdata/fixture")
	if err != nil {
		t.Fatal(err)
	}
	path := prog.Packages()[0]
	syn := prog.Syntax(path)
	p := &Package{Path: path, Name: syn.Pkg.Name()}
	good := &builtBlock{f: &Func{blockName: "kernGenBlock0"}, res: cpublock.Result{
		Code: "func kernGenBlock0(kernGenB *kern.Block, x []float64) {\n\tx[0] = math.Pi + float64(kernGenB.Size())\n}\n", Imports: map[string]string{"math": "math"}}}
	bad := &builtBlock{f: &Func{blockName: "kernGenBlock1"}, res: cpublock.Result{
		Code: "func kernGenBlock1(kernGenB *kern.Block) {\n\tnoSuchThing()\n}\n"}}
	p.checkBlocks(syn, []*builtBlock{good, bad})
	if good.f.BlockRefused != "" || len(p.blocks) != 1 || p.blockImports["math"] != "math" {
		t.Errorf("the good function was not kept: %q, %d blocks, imports %v", good.f.BlockRefused, len(p.blocks), p.blockImports)
	}
	if !strings.Contains(bad.f.BlockRefused, "does not compile: undefined: noSuchThing") || bad.f.blockName != "" {
		t.Errorf("the bad function: refused %q, name %q", bad.f.BlockRefused, bad.f.blockName)
	}
}
