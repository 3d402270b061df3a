package gen

import (
	"fmt"
	"go/format"
	pathpkg "path"
	"strings"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/gencheck"
	"github.com/kernlab/kern/internal/cpublock"
)

// Header is the first line of every generated Go file (the form that
// go vet, gopls and code review tools recognize).
const Header = gencheck.GeneratedHeader

var kindNames = map[compiler.Kind]string{
	compiler.KindVectorize:   "kern.GenVectorize",
	compiler.KindGUVectorize: "kern.GenGUVectorize",
	compiler.KindKernel:      "kern.GenKernel",
	compiler.KindReduce:      "kern.GenReduce",
}

var roleNames = map[string]string{
	roleKernel: "kern.RoleKernel", roleContig: "kern.RoleContig", roleStrided: "kern.RoleStrided",
	roleGU: "kern.RoleGU", roleStage1: "kern.RoleStage1", roleStage2: "kern.RoleStage2",
}

// render writes the package's files: the Go registration, its embedded
// side files and the staleness test.
func (p *Package) render(opts Options) (map[string][]byte, error) {
	ptxFile, llFile, testFile, objs := sideFiles(opts.Out, sortedKeys(p.AMDGPU))
	files := map[string][]byte{ptxFile: p.PTX}
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	w("%s\n\n//go:build !%s\n\npackage %s\n\nimport (\n\t_ \"embed\"\n", Header, BuildTag, p.Name)
	cpu := map[*Func]string{}
	for _, f := range p.Funcs {
		if f.CPU != "" && cpuLoop(f, f.CPU, "") == "" {
			f.CPU = ""
		}
	}
	simd := p.simdLoops()
	if err := p.renderSIMD(files, opts.Out, simd); err != nil {
		return nil, err
	}
	for _, f := range p.Funcs {
		f.Fold = ""
		if f.CPU != "" {
			vec, lanes := "", ""
			if simd.loops[f] != nil {
				vec = vecName(f.CPU)
			}
			if simd.folds[f] != nil {
				lanes = lanesName(f.CPU)
			}
			if src := cpuLoop(f, f.CPU, vec); src != "" {
				if fs := cpuFold(f, foldName(f.CPU), lanes); fs != "" {
					f.Fold = foldName(f.CPU)
					src += "\n" + fs
				}
				cpu[f] = src
			} else {
				f.CPU = ""
			}
		}
	}
	if len(cpu) > 0 || len(p.Globals) > 0 {
		w("\t\"unsafe\"\n")
	}
	w("\n\t\"github.com/kernlab/kern\"\n")
	if len(p.blocks) > 0 {
		for _, path := range sortedKeys(p.blockImports) {
			switch n := p.blockImports[path]; {
			case path == "unsafe" || path == "embed" || path == "github.com/kernlab/kern" && n == "kern":
			case n == pathpkg.Base(path):
				w("\t%q\n", path)
			default:
				w("\t%s %q\n", n, path)
			}
		}
	}
	w(")\n\n")
	w("// kernGenPTX holds every kernel of the package for %s and later GPUs\n// (the driver JIT-compiles it forward).\n//\n//go:embed %s\nvar kernGenPTX string\n\n", p.PTXArch, ptxFile)
	irVars := p.renderLLVM(w, files, opts, llFile)
	for _, mcpu := range sortedKeys(p.AMDGPU) {
		files[objs[mcpu]] = p.AMDGPU[mcpu]
		w("//go:embed %s\nvar kernGen_%s []byte\n\n", objs[mcpu], safeName(mcpu))
	}
	w("// kernGenSourceHash fingerprints the sources this file was generated from;\n// %s checks it.\nconst kernGenSourceHash = %q\n\n", testFile, p.SourceHash)
	w("func init() {\n\tkern.RegisterGenerated(&kern.GenPackage{\n")
	w("\t\tPath: %q,\n\t\tSourceHash: kernGenSourceHash,\n\t\tGenerator: %q,\n", p.Path, opts.Generator)
	w("\t\tPTX: kernGenPTX,\n\t\tPTXArch: %q,\n", p.PTXArch)
	if len(p.AMDGPU) > 0 {
		w("\t\tAMDGPU: map[string][]byte{\n")
		for _, mcpu := range sortedKeys(p.AMDGPU) {
			w("\t\t\t%q: kernGen_%s,\n", mcpu, safeName(mcpu))
		}
		w("\t\t},\n")
	}
	if p.LLVM != nil {
		w("\t\tLLVM: kernGenLLVM,\n\t\tLLVMFor: map[string]string{\n")
		for _, mcpu := range sortedKeys(irVars) {
			w("\t\t\t%q: %s,\n", mcpu, irVars[mcpu])
		}
		w("\t\t},\n")
	}
	if len(p.Traps) > 0 {
		w("\t\tTraps: []string{\n")
		for _, t := range p.Traps {
			w("\t\t\t%q,\n", t)
		}
		w("\t\t},\n")
	}
	if len(p.Prints) > 0 {
		w("\t\tPrints: []kern.GenPrintFormat{\n")
		for _, f := range p.Prints {
			w("\t\t\t{Format: %q, Args: %q", f.Format, f.Args)
			if len(f.Strs) > 0 {
				w(", Strs: %#v", f.Strs)
			}
			w("},\n")
		}
		w("\t\t},\n")
	}
	if len(p.Globals) > 0 {
		w("\t\tGlobals: []kern.GenGlobal{\n")
		for _, g := range p.Globals {
			w("\t\t\t{Name: %q, Addr: unsafe.Pointer(&%s), Size: unsafe.Sizeof(%s), Init: %q},\n", g.Name, g.Name, g.Name, string(g.Init))
		}
		w("\t\t},\n")
	}
	w("\t\tFuncs: []kern.GenFunc{\n")
	for _, f := range p.Funcs {
		p.renderFunc(w, f)
	}
	w("\t\t},\n\t})\n}\n")
	for _, f := range p.Funcs {
		if src := cpu[f]; src != "" {
			w("\n%s", src)
		}
	}
	for _, src := range p.blocks {
		w("\n%s", src)
	}
	src, err := format.Source([]byte(b.String()))
	if err != nil {
		return nil, fmt.Errorf("%w: %s: formatting the generated file: %v\n%s", ErrGen, p.Path, err, b.String())
	}
	files[opts.Out] = cpublock.FixLines(src, opts.Out)
	test, err := p.renderTest(opts.Out, irVars)
	if err != nil {
		return nil, err
	}
	files[testFile] = test
	return files, nil
}

func (p *Package) renderFunc(w func(string, ...any), f *Func) {
	w("\t\t\t{\n")
	if f.BlockRefused != "" {
		// Say why, where a user reading the generated code looks.
		w("\t\t\t\t// No CPU block function: %s.\n", strings.TrimSuffix(f.BlockRefused, "."))
		w("\t\t\t\t// CPU and Parallel run the kernel on the simulator.\n")
	}
	w("\t\t\t\tID: %q,\n\t\t\t\tKind: %s,\n", f.ID, kindNames[f.Kind])
	if f.Layout != "" {
		w("\t\t\t\tLayout: %q,\n", f.Layout)
	}
	w("\t\t\t\tParams: []kern.GenParam{\n")
	for _, prm := range f.Params {
		w("\t\t\t\t\t{Name: %q, DType: %q", prm.Name, prm.DType)
		if prm.Rank != 0 {
			w(", Rank: %d", prm.Rank)
		}
		if prm.Slice {
			w(", Slice: true")
		}
		w("},\n")
	}
	w("\t\t\t\t},\n")
	if len(f.Results) > 0 {
		w("\t\t\t\tResults: []string{")
		for i, r := range f.Results {
			if i > 0 {
				w(", ")
			}
			w("%q", r)
		}
		w("},\n")
	}
	w("\t\t\t\tEntries: map[string]string{\n")
	for _, role := range sortedKeys(f.Entries) {
		w("\t\t\t\t\t%s: %q,\n", roleNames[role], f.Entries[role])
	}
	w("\t\t\t\t},\n")
	if f.UsesBarrier {
		w("\t\t\t\tUsesBarrier: true,\n")
	}
	if f.Prints {
		w("\t\t\t\tPrints: true,\n")
	}
	if f.GridSync {
		w("\t\t\t\tGridSync: true,\n")
	}
	if f.WarpWide {
		w("\t\t\t\tWarpWide: true,\n")
	}
	if f.MaxThreads > 0 {
		w("\t\t\t\tMaxThreads: %d,\n", f.MaxThreads)
	}
	if f.Fold != "" {
		w("\t\t\t\tFold: %s,\n", f.Fold)
	}
	if f.CPU != "" {
		w("\t\t\t\tCPU: %s,\n", f.CPU)
	}
	w("\t\t\t\tSource: %q,\n", f.Source)
	if f.Block != "" {
		w("\t\t\t\tBlock: %s,\n", f.Block)
	}
	w("\t\t\t},\n")
}

// renderTest writes the staleness test: it recomputes the source hash
// with gencheck and fails when the sources changed since kern gen ran;
// with LLVM IR (irVars: each processor's variable), it also checks that
// each processor's entry of the registered table is that processor's IR.
func (p *Package) renderTest(out string, irVars map[string]string) ([]byte, error) {
	rel := gencheck.GoGenerateTarget(p.Dir)
	src := fmt.Sprintf(`%s

//go:build !%s

package %s

import (
	"testing"

	"github.com/kernlab/kern/gencheck"
)

// TestKernGenFresh fails when the package's sources changed after kern gen
// wrote %s.
func TestKernGenFresh(t *testing.T) {
	h, err := gencheck.SourceHash(".", %s)
	if err != nil {
		t.Fatal(err)
	}
	if h != kernGenSourceHash {
		t.Fatal("%s is stale: run go generate %s")
	}
}
`, Header, BuildTag, p.Name, out, quoteList(generatedNames(out)), out, rel)
	if len(irVars) > 0 {
		src = strings.Replace(src, "\t\"github.com/kernlab/kern/gencheck\"\n", "\t\"github.com/kernlab/kern\"\n\t\"github.com/kernlab/kern/gencheck\"\n", 1)
		src += fmt.Sprintf(`
// TestKernGenLLVM fails when the LLVM IR the package registers for an AMD
// processor is not the IR kern gen wrote for it.
func TestKernGenLLVM(t *testing.T) {
	p, ok := kern.Generated().Package(%q)
	if !ok {
		t.Fatal("%s is not registered")
	}
	if len(p.LLVMFor) != %d {
		t.Errorf("IR for %%d processors, want %d", len(p.LLVMFor))
	}
	for mcpu, ir := range p.LLVMFor {
		if err := gencheck.CheckLLVM(ir, mcpu); err != nil {
			t.Errorf("%%v: run go generate %s", err)
		}
	}
}
`, p.Path, p.Path, len(irVars), len(irVars), rel)
	}
	if simd := p.renderSIMDTest(); simd != "" {
		src = strings.Replace(src, "import (\n\t\"testing\"\n", "import (\n\t\"testing\"\n\t\"unsafe\"\n\n\t\"github.com/kernlab/kern/gencheck/loopcheck\"\n\t\"github.com/kernlab/kern/simd\"\n", 1) + simd
	}
	b, err := format.Source([]byte(src))
	if err != nil {
		return nil, fmt.Errorf("%w: %s: formatting the test: %v", ErrGen, p.Path, err)
	}
	return b, nil
}

// renderSIMDTest is the test of the package's SIMD loops, "" for none:
// each CPU loop with one, contiguous (the SIMD loop of the architecture
// the test runs on, then the Go loop on the tail) against strided (the Go
// loop alone), bit for bit (loopcheck.CheckLoops: AVX-512 and AVX2 loops
// where the CPU has AVX-512). CI runs it on amd64 and,
// under qemu-user, on arm64.
func (p *Package) renderSIMDTest() string {
	var rows strings.Builder
	for _, f := range p.Funcs {
		if f.simdLoop == nil || f.CPU == "" {
			continue
		}
		var kinds []string
		for _, prm := range f.core.Params {
			kinds = append(kinds, fmt.Sprintf("%q", goTypes[prm.Typ.(*ir.Basic).Kind]))
		}
		for _, r := range f.core.Results {
			kinds = append(kinds, fmt.Sprintf("%q", goTypes[r.(*ir.Basic).Kind]))
		}
		vec, ran := vecName(f.CPU), "d := "+vecName(f.CPU)+"(n, a); return d, d > 0"
		if f.simdLoop.Escapes {
			ran = "e, next := " + vec + "(n, a, 0); return e, e > 0 || next < n"
		}
		wide := 0
		if f.simd512 != nil {
			wide = f.simd512.Lanes
		}
		small := ""
		if loops(f.core) {
			small = " Small: true,"
		}
		fmt.Fprintf(&rows, "\t\t{Name: %q, Kinds: []string{%s}, Inputs: %d, CPU: %s,%s AVX2Lanes: %d, AVX512Lanes: %d,\n\t\t\tSIMD: func(n int, a []unsafe.Pointer) (int, bool) { %s },\n\t\t\tWant: kernGenSIMDArch == \"amd64\" && simd.AVX2 || kernGenSIMDArch == \"arm64\" && simd.NEON && %v},\n",
			f.src, strings.Join(kinds, ", "), len(f.core.Params), f.CPU, small, f.simdLoop.Lanes, wide, ran, f.NEON != "")
	}
	if rows.Len() == 0 {
		return ""
	}
	return fmt.Sprintf(`
// TestKernGenSIMD runs each CPU loop with a SIMD loop over contiguous
// operands (the SIMD loop of this architecture, AVX-512, AVX2 or NEON,
// then the Go loop) and strided ones (the Go loop alone) and compares the
// bits; it says which path each took, and where the CPU has AVX-512 it
// checks the AVX2 loops too (loopcheck.CheckLoops).
func TestKernGenSIMD(t *testing.T) {
	loopcheck.CheckLoops(t, []loopcheck.Loop{
%s	})
}
`, rows.String())
}

// loops reports a cycle in f's control flow: a loop whose trip count an
// input may set.
func loops(f *ir.Function) bool {
	state := map[*ir.Block]int{}
	var visit func(b *ir.Block) bool
	visit = func(b *ir.Block) bool {
		state[b] = 1
		for _, s := range b.Succs {
			if state[s] == 1 || state[s] == 0 && visit(s) {
				return true
			}
		}
		state[b] = 2
		return false
	}
	return len(f.Blocks) > 0 && visit(f.Blocks[0])
}

// renderLLVM embeds the LLVM IR: the first processor's as kern_gen.ll
// (kernGenLLVM), and that of each other processor whose text differs from
// every earlier one's as kern_gen_<mcpu>.ll; a processor whose IR is an
// earlier one's shares its file (kern gen's IR names its processor in its
// first line, so today no two texts are alike; the sharing is for IR
// that does not). It returns the variable holding each processor's IR.
func (p *Package) renderLLVM(w func(string, ...any), files map[string][]byte, opts Options, llFile string) map[string]string {
	if p.LLVM == nil {
		return nil
	}
	files[llFile] = p.LLVM
	w("// kernGenLLVM is the LLVM IR (amdgcn-amd-amdhsa) for %s, from which the code of\n// AMD processors kern gen did not compile for is built at run time.\n//\n//go:embed %s\nvar kernGenLLVM string\n\n", opts.MCPUs[0], llFile)
	vars := map[string]string{}
	var distinct []string // variables of the texts embedded so far
	texts := map[string][]byte{}
	base := strings.TrimSuffix(llFile, ".ll")
	for i, mcpu := range opts.MCPUs {
		ll := p.LLVMFor[mcpu]
		if _, done := vars[mcpu]; done || ll == nil {
			continue
		}
		if i == 0 {
			vars[mcpu], texts["kernGenLLVM"] = "kernGenLLVM", ll
			distinct = append(distinct, "kernGenLLVM")
			continue
		}
		for _, v := range distinct {
			if string(texts[v]) == string(ll) {
				vars[mcpu] = v
				break
			}
		}
		if vars[mcpu] != "" {
			continue
		}
		v, file := "kernGenLLVM_"+safeName(mcpu), base+"_"+safeName(mcpu)+".ll"
		files[file] = ll
		w("// %s is %s's LLVM IR, which the emulated ROC device of that\n// processor runs.\n//\n//go:embed %s\nvar %s string\n\n", v, mcpu, file, v)
		vars[mcpu], texts[v] = v, ll
		distinct = append(distinct, v)
	}
	return vars
}

// safeName keeps letters and digits of s and turns the rest into '_', for
// identifiers and file names made from processor names ("gfx90a:xnack+").
func safeName(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, s)
}

// quoteList is names as Go string literals separated by commas.
func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q, ", ")
}
