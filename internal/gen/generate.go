package gen

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/amd64"
	"github.com/kernlab/kern/compiler/amdgpu"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/compiler/passes"
	"github.com/kernlab/kern/compiler/ptx"
	"github.com/kernlab/kern/gencheck"
)

// DefaultArch is the PTX target kern gen writes by default: sm_70 (Volta)
// with PTX ISA 6.0, which every later GPU's driver JIT-compiles forward,
// so one module serves Volta through Hopper and newer.
const DefaultArch = "sm_70"

// DefaultOut is the generated Go file's name.
const DefaultOut = "kern_gen.go"

// ErrGen is matched by every failure that is not a diagnostic of the
// user's code: loading, a backend or tool failure, writing files.
var ErrGen = errors.New("kern gen")

// Options configure Generate.
type Options struct {
	// Dir is where the patterns are resolved (the go:generate directory).
	Dir string
	// Patterns are go list patterns; none means ".".
	Patterns []string
	// Arch is the PTX target; "" means DefaultArch.
	Arch string
	// MCPUs are the AMD processors to build code objects for; none means
	// no AMD GPU code at all.
	MCPUs []string
	// Tools are opt, llc and ld.lld. With opt the LLVM IR is optimized
	// (amdgpu.Optimize) before it is written and assembled; without it the
	// IR is written as EmitLLVM wrote it. Code objects are built only when
	// all three are set: they are always built from the optimized IR that
	// is written beside them.
	Tools amdgpu.Tools
	// Out is the generated Go file's name; "" means DefaultOut. The side
	// files and the test take its base name: kern_gen.ptx,
	// kern_gen_gfx90a.hsaco, kern_gen.ll, kern_gen_test.go.
	Out string
	// WaveSize is the AMD wavefront size (32 or 64); 0 means each
	// processor's native size.
	WaveSize int
	// Compiler options (Debug, FastMath) apply to every function.
	Compiler compiler.Options
	// Generator is recorded in the generated file.
	Generator string
	// SIMDForce takes every SIMD loop compiler/amd64 can build, profitable
	// or not, so that tests run the lowering of every core.
	SIMDForce bool
	// Env is the environment of the go command that loads the packages
	// (nil: the process's; see GoFlagsWithTag).
	Env []string
	// NoFiles leaves Package.Files empty: the caller (the JIT) needs the
	// GPU code only, not the Go files, CPU loops and SIMD code.
	NoFiles bool
}

// Package is the generated output of one Go package.
type Package struct {
	Path, Name, Dir string
	SourceHash      string
	Funcs           []*Func
	PTX             []byte
	PTXArch         string
	AMDGPU          map[string][]byte // by processor
	// LLVM is the first processor's IR, LLVMFor every processor's (the
	// same text for the first).
	LLVM    []byte
	LLVMFor map[string][]byte
	// Module is the IR the backends compiled: every marked function's
	// wrapper kernels after the passes, unused device functions pruned
	// (kern ir prints it).
	Module *ir.Module
	// Traps is the trap-site table of a Debug build (ptx.CompileDebug,
	// amdgpu.EmitLLVMDebug: the same ids), with paths relative to Dir.
	Traps []string
	// Prints is the format table of the kern.Printf calls (ir.Module.Prints).
	Prints []abi.PrintFormat
	// Globals are the package's own package-level variables that the GPU
	// code holds as constant data (abi.Package.Globals).
	Globals []Global
	// Files are the generated files by base name, ready to write.
	Files map[string][]byte

	simdForce bool
	// blocks are the kernels' CPU block functions, blockImports the
	// packages the generated file imports for them (path -> name).
	blocks       []string
	blockImports map[string]string
}

// Generate compiles every marked function of the packages the patterns
// name, with their wrapper kernels, and renders the files of each package.
// Diagnostics of the user's code come back as compiler.Diagnostics (and no
// packages); other failures as an error wrapping ErrGen.
//
// The go command that loads the packages reads GOFLAGS from the
// environment: run it with GoFlagsWithTag's value (as kern gen does) so
// that a stale kern_gen.go that no longer compiles is left out.
func Generate(opts Options) ([]*Package, compiler.Diagnostics, error) {
	if opts.Arch == "" {
		opts.Arch = DefaultArch
	}
	if opts.Out == "" {
		opts.Out = DefaultOut
	}
	if _, err := ptx.ISAVersion(opts.Arch); err != nil {
		return nil, nil, fmt.Errorf("%w: %w", ErrGen, err)
	}
	for _, mcpu := range opts.MCPUs {
		if mcpu == "" {
			return nil, nil, fmt.Errorf("%w: empty AMD processor name", ErrGen)
		}
		if err := (amdgpu.Options{MCPU: mcpu, WaveSize: opts.WaveSize}).Check(); err != nil {
			return nil, nil, fmt.Errorf("%w: %w", ErrGen, err)
		}
	}
	patterns := opts.Patterns
	if len(patterns) == 0 {
		patterns = []string{"."}
	}
	prog, err := compiler.LoadEnv(opts.Dir, opts.Env, patterns...)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %w", ErrGen, err)
	}
	var out []*Package
	var diags compiler.Diagnostics
	for _, path := range prog.Packages() {
		p, ds, err := generatePackage(prog, path, opts)
		if err != nil {
			return nil, nil, err
		}
		diags = append(diags, ds...)
		if p != nil {
			out = append(out, p)
		}
	}
	if len(diags) > 0 {
		return nil, diags, nil
	}
	return out, nil, nil
}

// generatePackage compiles one package. It returns nil for a package
// without marked functions.
func generatePackage(prog *compiler.Program, path string, opts Options) (*Package, compiler.Diagnostics, error) {
	var marked []*compiler.Marked
	for _, m := range prog.Marked {
		if m.Pkg == path {
			marked = append(marked, m)
		}
	}
	mod, diags := compiler.CompilePackage(prog, path, opts.Compiler)
	if len(diags) > 0 {
		return nil, diags, nil
	}
	if len(marked) == 0 {
		return nil, nil, nil
	}
	dir := filepath.Dir(marked[0].Pos.Filename)
	files, name, err := parseDir(dir, opts.Out, marked[0].Pos.Filename)
	if err != nil {
		return nil, nil, err
	}
	p := &Package{Path: path, Name: name, Dir: dir, PTXArch: opts.Arch, simdForce: opts.SIMDForce}
	srcs, err := gencheck.ParseDir(dir, name)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %w", ErrGen, err)
	}
	var twins map[string]*ir.Function // compiled when a core needs them
	for _, mk := range marked {
		decl := findDecl(files, mk.Name)
		for _, targ := range mk.Instances {
			f, d := wrapFunc(mod, mk, targ, name, decl)
			if d != nil {
				diags = append(diags, *d)
				continue
			}
			if f.Source, err = srcs.Fingerprint(mk.Name); err != nil {
				return nil, nil, fmt.Errorf("%w: %w", ErrGen, err)
			}
			f.twins = calls(f.core, func(name string) bool { _, ok := asmTwins[name]; return ok })
			lowered := calls(f.core, amd64.MathCall)
			if (f.twins || lowered) && (f.Kind == compiler.KindVectorize || f.Kind == compiler.KindReduce) {
				// Before the passes, which may inline math's Go source
				// into the core where the twin or the kept call must go.
				if twins == nil {
					if twins, err = hostTwins(prog); err != nil {
						return nil, nil, err
					}
				}
				if f.twins {
					f.simdCore = inlinedCopy(f.core, twins, false)
				}
				if lowered {
					f.mathCore = inlinedCopy(f.core, twins, true)
					f.neonMath = neonMath(f.core)
				}
			}
			p.Funcs = append(p.Funcs, f)
		}
	}
	diags = append(diags, mmaArch(p.Funcs, opts.Arch, opts.MCPUs, opts.WaveSize)...)
	if len(diags) > 0 {
		return nil, diags, nil
	}
	if err := passes.Run(mod, passes.Standard(), false); err != nil {
		return nil, nil, fmt.Errorf("%w: %s: passes: %v", ErrGen, path, err)
	}
	prune(mod)
	// The GPU's own passes run on copies: the SIMD CPU loops are built
	// from the cores in mod, which must keep Go's operation order, and
	// the AMD code, except in a debug build, has passes of its own
	// (passes.ForAMD and passes.AMD say why).
	gpu := ir.CloneModule(mod)
	if !opts.Compiler.Debug || len(opts.MCPUs) == 0 {
		// The PTX's own module (a debug build shares it with the AMD
		// code, whose wave size varies by processor): NVIDIA's warp
		// is 32 lanes.
		passes.WarpSize(gpu, 32)
	}
	if err := gpuPasses(gpu, opts, false); err != nil {
		return nil, nil, fmt.Errorf("%w: %s: %v", ErrGen, path, err)
	}
	if ds := asyncSpaces(p.Funcs, gpu); len(ds) > 0 {
		return nil, ds, nil
	}
	amd := gpu
	if !opts.Compiler.Debug && len(opts.MCPUs) > 0 {
		amd = ir.CloneModule(mod)
		if err := gpuPasses(amd, opts, true); err != nil {
			return nil, nil, fmt.Errorf("%w: %s: %v", ErrGen, path, err)
		}
	}
	mod = gpu
	p.Module = mod
	if p.PTX, p.Traps, err = ptx.CompileDebug(mod, ptx.Options{Arch: opts.Arch, Debug: opts.Compiler.Debug, FastMath: opts.Compiler.FastMath, FileBase: dir}); err != nil {
		return nil, nil, fmt.Errorf("%w: %s: ptx: %v", ErrGen, path, err)
	}
	for i, t := range p.Traps {
		p.Traps[i] = strings.TrimPrefix(t, p.Dir+string(filepath.Separator))
	}
	for _, f := range mod.Prints {
		p.Prints = append(p.Prints, abi.PrintFormat{Format: f.Format, Args: f.Args, Strs: f.Strs})
	}
	p.Globals = ownGlobals(mod, p.Path)
	for i, f := range p.Funcs {
		f.Entries = map[string]string{}
		for role, k := range f.kernels {
			f.Entries[role] = abi.EntryName(k.Name)
			f.Prints = f.Prints || printsIn(k, map[*ir.Function]bool{})
			f.GridSync = f.GridSync || gridSyncIn(k, map[*ir.Function]bool{})
			f.WarpWide = f.WarpWide || warpWideIn(k, map[*ir.Function]bool{})
		}
		if f.Kind == compiler.KindVectorize || f.Kind == compiler.KindReduce {
			f.CPU = fmt.Sprintf("kernGenCPU%d", i)
		}
	}
	if err := p.blockFuncs(prog, opts); err != nil {
		return nil, nil, err
	}
	if err := p.buildAMD(amd, opts, dir); err != nil {
		return nil, nil, err
	}
	if p.SourceHash, err = gencheck.SourceHash(dir, generatedNames(opts.Out)...); err != nil {
		return nil, nil, fmt.Errorf("%w: %w", ErrGen, err)
	}
	if opts.NoFiles {
		return p, nil, nil
	}
	if p.Files, err = p.render(opts); err != nil {
		return nil, nil, err
	}
	return p, nil, nil
}

// prune drops the device functions no kernel calls any more (the cores
// the passes inlined into their wrappers), which shortens the modules the
// drivers load.
func prune(mod *ir.Module) {
	if !hasKernel(mod) {
		return
	}
	live := ir.Reachable(mod)
	kept := mod.Funcs[:0]
	for _, f := range mod.Funcs {
		if live[f] {
			kept = append(kept, f)
		}
	}
	mod.Funcs = kept
}

func hasKernel(mod *ir.Module) bool {
	for _, f := range mod.Funcs {
		if f.Kind == ir.Kernel {
			return true
		}
	}
	return false
}

// gpuPasses runs the GPU passes on m, the AMD code's with amd set. Loops
// to a run-time bound run four iterations at a time (on AMD, those that
// carry no value from one iteration to the next); a debug build keeps its
// loops as written.
func gpuPasses(m *ir.Module, opts Options, amd bool) error {
	forTarget := func(ps []passes.Pass) []passes.Pass {
		if amd {
			return passes.ForAMD(ps)
		}
		return ps
	}
	if err := passes.Run(m, forTarget(passes.GPU(!opts.Compiler.NoFMA)), false); err != nil {
		return fmt.Errorf("passes: %v", err)
	}
	prune(m) // copies of recursive math functions a loop replaced
	if !opts.Compiler.Debug {
		if err := passes.Run(m, forTarget(passes.RuntimeUnroll()), false); err != nil {
			return fmt.Errorf("passes: %v", err)
		}
	}
	if amd {
		if err := passes.Run(m, passes.AMD(), false); err != nil {
			return fmt.Errorf("passes: %v", err)
		}
	}
	return ir.VerifyModule(m)
}

// buildAMD writes each processor's LLVM IR, optimized with opt, and,
// with llc and ld.lld too, a code object per processor built from it.
// Kernels are renamed to their PTX entry names first, so one symbol names
// a kernel in every module. A debug build's trap sites must be the PTX's: the
// runtime reads both devices' records with the one table, Traps.
func (p *Package) buildAMD(mod *ir.Module, opts Options, dir string) error {
	if len(opts.MCPUs) == 0 {
		return nil
	}
	for _, f := range mod.Funcs {
		if f.Kind == ir.Kernel {
			f.Name = abi.EntryName(f.Name)
		}
	}
	p.AMDGPU, p.LLVMFor = map[string][]byte{}, map[string][]byte{}
	for i, mcpu := range opts.MCPUs {
		ll, traps, err := amdgpu.EmitLLVMDebug(mod, amdgpu.Options{MCPU: mcpu, WaveSize: opts.WaveSize, FastMath: opts.Compiler.FastMath,
			Debug: opts.Compiler.Debug, FileBase: dir})
		if err != nil {
			return fmt.Errorf("%w: %s: amdgpu %s: %v", ErrGen, p.Path, mcpu, err)
		}
		for i := range traps {
			traps[i] = strings.TrimPrefix(traps[i], p.Dir+string(filepath.Separator))
		}
		if !slices.Equal(traps, p.Traps) {
			return fmt.Errorf("%w: %s: amdgpu %s: the %d trap sites differ from the PTX's %d", ErrGen, p.Path, mcpu, len(traps), len(p.Traps))
		}
		if opts.Tools.Opt != "" {
			if ll, err = amdgpu.Optimize(ll, mcpu, opts.Tools); err != nil {
				return fmt.Errorf("%w: %s: %v", ErrGen, p.Path, err)
			}
		}
		if i == 0 {
			p.LLVM = ll
		}
		p.LLVMFor[mcpu] = ll
		if opts.Tools.Opt == "" || opts.Tools.LLC == "" || opts.Tools.LLD == "" {
			continue
		}
		obj, err := amdgpu.Assemble(ll, mcpu, opts.Tools)
		if err != nil {
			return fmt.Errorf("%w: %s: %v", ErrGen, p.Path, err)
		}
		co, err := amdgpu.ReadCodeObject(obj)
		if err != nil {
			return fmt.Errorf("%w: %s: %s: %v", ErrGen, p.Path, mcpu, err)
		}
		for _, f := range p.Funcs {
			for _, sym := range f.Entries {
				if co.Kernel(sym) == nil {
					return fmt.Errorf("%w: %s: the %s code object lacks kernel %s", ErrGen, p.Path, mcpu, sym)
				}
			}
		}
		p.AMDGPU[mcpu] = obj
	}
	return nil
}

// parseDir parses the package's non-test, non-generated Go files (for the
// declarations the CPU loops call) and returns the package name that
// file, which holds a marked function, declares.
func parseDir(dir, out, file string) ([]*ast.File, string, error) {
	fset := token.NewFileSet()
	matches, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, "", fmt.Errorf("%w: %w", ErrGen, err)
	}
	sort.Strings(matches)
	var files []*ast.File
	name := ""
	for _, m := range matches {
		base := filepath.Base(m)
		if slices.Contains(generatedNames(out), base) || filepath.Ext(base) != ".go" || len(base) > 8 && base[len(base)-8:] == "_test.go" {
			continue
		}
		f, err := parser.ParseFile(fset, m, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, "", fmt.Errorf("%w: %w", ErrGen, err)
		}
		files = append(files, f)
		if m == file {
			name = f.Name.Name
		}
	}
	if name == "" {
		return nil, "", fmt.Errorf("%w: cannot read the package clause of %s", ErrGen, file)
	}
	return files, name, nil
}

// sideFiles are the names of the files written beside out.
func sideFiles(out string, mcpus []string) (ptxFile, llFile, testFile string, objs map[string]string) {
	base := out[:len(out)-len(filepath.Ext(out))]
	objs = map[string]string{}
	for _, m := range mcpus {
		objs[m] = base + "_" + safeName(m) + ".hsaco"
	}
	return base + ".ptx", base + ".ll", base + "_test.go", objs
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Global is a package-level variable of the generated package whose value
// GPU code holds: its Go name and its bytes there.
type Global struct {
	Name string
	Init []byte
}

// ownGlobals are the constant-space globals of mod that are package-level
// variables of the package at path (not math's tables, which no other
// package can write), by name.
func ownGlobals(mod *ir.Module, path string) []Global {
	var gs []Global
	for _, g := range mod.Globals {
		name, ok := strings.CutPrefix(g.Ident, path+".")
		if !ok || g.Space != ir.SpaceConst || !token.IsIdentifier(name) {
			continue
		}
		init := make([]byte, g.Elem.Size())
		copy(init, g.Init) // nil Init: zero
		gs = append(gs, Global{name, init})
	}
	slices.SortFunc(gs, func(a, b Global) int { return strings.Compare(a.Name, b.Name) })
	return gs
}
