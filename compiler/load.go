package compiler

import (
	"cmp"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/internal/ssagen"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
)

// Program is a set of loaded, type-checked packages in SSA form, with their
// marked functions. Loading is slow (it runs the go command); compiling a
// Job from a Program is fast. A Program is read-only after Load: Compile
// may be called on it from one goroutine at a time.
type Program struct {
	Fset *token.FileSet
	// Marked lists the marked functions of the loaded packages in source
	// order.
	Marked []*Marked

	prog  *ssa.Program
	fns   map[string]*ssa.Function // Job.key() → instance
	diags Diagnostics              // directive problems not tied to one function
	types map[string]*types.Package
	srcs  map[string]*pkgSrc
	// rounded holds the operator positions of the multiplies that an
	// explicit conversion rounds (ssagen.Options.Rounded).
	rounded map[token.Pos]bool
	// halfConsts holds the untyped constants converted implicitly to a
	// reduced-precision type, in position order
	// (ssagen.Options.HalfConsts).
	halfConsts []ssagen.HalfConst
}

// pkgSrc is a package compiled from source.
type pkgSrc struct {
	types *types.Package
	files []*ast.File
	info  *types.Info
	user  bool // scanned for directives
	// testFiles are the package's _test.go files, whose directives are
	// refused (testFileMarks).
	testFiles []string
}

// mathPkgs are compiled from source so that kernels get Go's own math,
// kern's device library (random number generators written in kernel Go)
// and package half's FP8 conversions.
var mathPkgs = []string{"math", "math/bits", "math/cmplx", abi.KernPath, ssagen.HalfPath}

// Load loads the packages matching patterns (go list syntax, relative to
// dir) and finds their marked functions.
func Load(dir string, patterns ...string) (*Program, error) {
	return LoadEnv(dir, nil, patterns...)
}

// LoadEnv is Load with the environment of the go command it runs (nil:
// the process's), so that a caller can set GOFLAGS without changing its
// own environment.
func LoadEnv(dir string, env []string, patterns ...string) (*Program, error) {
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes |
			packages.NeedTypesInfo | packages.NeedImports,
		Dir:   dir,
		Env:   env,
		Tests: false,
	}
	// mathPkgs are roots so that they come with syntax; every
	// other dependency is read from export data, which keeps Load fast.
	pkgs, err := packages.Load(cfg, append(append([]string(nil), patterns...), mathPkgs...)...)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrLoad, err)
	}
	var errs []string
	wd, _ := os.Getwd()
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		typeErrs := slices.ContainsFunc(p.Errors, func(e packages.Error) bool { return e.Kind == packages.TypeError })
		for _, e := range p.Errors {
			// go list compiles a package with errors too and reports the
			// compiler's output as one error ("# path" and its lines): the
			// type checker's errors say the same, one by one.
			if typeErrs && e.Kind == packages.ListError && strings.HasPrefix(e.Msg, "# ") {
				continue
			}
			if e.Pos != "" {
				e.Pos = shortPos(e.Pos, wd)
			}
			errs = append(errs, e.Error())
		}
	})
	if len(errs) > 0 {
		return nil, fmt.Errorf("%w: %s", ErrLoad, strings.Join(errs, "\n"))
	}
	var fset *token.FileSet
	all := map[string]*types.Package{}
	srcs := map[string]*pkgSrc{}
	var order []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if p.Types == nil {
			return
		}
		all[p.PkgPath] = p.Types
		order = append(order, p.PkgPath)
		if fset == nil && p.Fset != nil {
			fset = p.Fset
		}
	})
	for _, p := range pkgs {
		if p.TypesInfo == nil {
			continue
		}
		isMath := slices.Contains(mathPkgs, p.PkgPath)
		src := &pkgSrc{types: p.Types, files: p.Syntax, info: p.TypesInfo, user: !isMath || contains2(patterns, p.PkgPath)}
		if src.user && len(p.GoFiles) > 0 {
			src.testFiles, _ = filepath.Glob(filepath.Join(filepath.Dir(p.GoFiles[0]), "*_test.go"))
		}
		srcs[p.PkgPath] = src
	}
	if fset == nil {
		fset = token.NewFileSet()
	}
	return newProgram(fset, all, srcs)
}

// shortPos is a "file:line:col" position with file relative to dir when
// it is inside dir, as the go command prints positions.
func shortPos(pos, dir string) string {
	file, suffix := pos, ""
	for range 2 {
		i := strings.LastIndexByte(file, ':')
		if i < 0 || strings.Trim(file[i+1:], "0123456789") != "" {
			break
		}
		file, suffix = file[:i], file[i:]+suffix
	}
	if dir == "" || !filepath.IsAbs(file) {
		return pos
	}
	rel, err := filepath.Rel(dir, file)
	if err != nil || strings.HasPrefix(rel, "..") {
		return pos
	}
	return rel + suffix
}

func contains2(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// LoadSource type-checks in-memory files as one package at path, against
// the packages base has loaded (it may import those and nothing else),
// and returns a Program for it. It is the fast path for tests and fuzzing.
func LoadSource(base *Program, path string, files map[string][]byte) (p *Program, err error) {
	defer func() {
		if r := recover(); r != nil {
			p, err = nil, fmt.Errorf("%w: internal error: %v", ErrLoad, r)
		}
	}()
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	var asts []*ast.File
	for _, n := range names {
		f, err := parser.ParseFile(base.Fset, n, files[n], parser.ParseComments)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrLoad, err)
		}
		asts = append(asts, f)
	}
	info := newInfo()
	var typeErrs []string
	conf := types.Config{
		Importer: importerFunc(func(ip string) (*types.Package, error) {
			if tp, ok := base.types[ip]; ok {
				return tp, nil
			}
			return nil, fmt.Errorf("package %s is not loaded", ip)
		}),
		GoVersion: "go1.26",
		Error:     func(e error) { typeErrs = append(typeErrs, e.Error()) },
	}
	tp, _ := conf.Check(path, base.Fset, asts, info)
	if len(typeErrs) > 0 {
		return nil, fmt.Errorf("%w: %s", ErrLoad, strings.Join(typeErrs, "\n"))
	}
	all := map[string]*types.Package{path: tp}
	srcs := map[string]*pkgSrc{path: {types: tp, files: asts, info: info, user: true}}
	for k, v := range base.types {
		all[k] = v
	}
	for k, v := range base.srcs {
		if !v.user {
			srcs[k] = v
		}
	}
	return newProgram(base.Fset, all, srcs)
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

func newInfo() *types.Info {
	return &types.Info{
		Types:        map[ast.Expr]types.TypeAndValue{},
		Defs:         map[*ast.Ident]types.Object{},
		Uses:         map[*ast.Ident]types.Object{},
		Implicits:    map[ast.Node]types.Object{},
		Instances:    map[*ast.Ident]types.Instance{},
		Scopes:       map[ast.Node]*types.Scope{},
		Selections:   map[*ast.SelectorExpr]*types.Selection{},
		FileVersions: map[*ast.File]string{},
	}
}

// newProgram finds the marked functions, adds a synthetic file per package
// that names every instance to compile (go/ssa has no other way to ask for
// an instance), and builds the SSA program.
func newProgram(fset *token.FileSet, all map[string]*types.Package, srcs map[string]*pkgSrc) (*Program, error) {
	p := &Program{Fset: fset, fns: map[string]*ssa.Function{}, types: all, srcs: srcs, rounded: map[token.Pos]bool{}}
	for _, src := range srcs {
		roundedMuls(src, p.rounded)
		p.halfConsts = halfConsts(src, p.halfConsts)
	}
	slices.SortFunc(p.halfConsts, func(a, b ssagen.HalfConst) int { return cmp.Compare(a.Pos, b.Pos) })
	paths := make([]string, 0, len(srcs))
	for path := range srcs {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	type instVar struct {
		name string
		m    *Marked
		targ string
	}
	vars := map[string][]instVar{}
	for _, path := range paths {
		src := srcs[path]
		if !src.user {
			continue
		}
		marked, diags := findMarked(fset, path, src.files, src.info)
		p.diags = append(p.diags, diags...)
		p.diags = append(p.diags, testFileMarks(fset, src.testFiles)...)
		var b strings.Builder
		halfUsed := false
		for _, m := range marked {
			p.Marked = append(p.Marked, m)
			inst, err := instancesOf(m.obj, m.Kind == KindKernel)
			if o := (*openSetError)(nil); errors.As(err, &o) && m.Kind == KindKernel {
				var ds Diagnostics
				inst, ds = namedInstances(fset, m, src.info)
				p.diags = append(p.diags, ds...)
				if len(inst) > 0 || len(ds) > 0 {
					err = nil
				} else {
					err = fmt.Errorf("%v, and the package names no instance of %s: kern gen compiles the instances its package's non-test files name, so name one (var _ = %s[float32], kern.NewKernel%d(%s[Particle])) or list the types in the constraint (T float32 | Particle)", err, m.Name, m.Name, max(m.obj.Signature().Params().Len()-1, 1), m.Name)
				}
			}
			if err != nil {
				m.diags = append(m.diags, Diagnostic{Pos: m.Pos, Kernel: m.Name, Code: "K026", Kind: m.Kind, Msg: err.Error()})
				continue
			}
			m.Instances = inst
			for _, targ := range inst {
				v := fmt.Sprintf("_kernInstance%d", len(vars[path]))
				vars[path] = append(vars[path], instVar{v, m, targ})
				ref := m.Name
				if targ != "" {
					spelled, half := synthTypeArgs(targ)
					halfUsed = halfUsed || half
					ref += "[" + spelled + "]"
				}
				fmt.Fprintf(&b, "var %s = %s\n", v, ref)
			}
		}
		if b.Len() > 0 {
			head := "package " + src.types.Name() + "\n\n"
			if halfUsed {
				head += fmt.Sprintf("import %s %q\n\n", synthHalf, ssagen.HalfPath)
			}
			if err := addSynthetic(fset, src, head+b.String(), all); err != nil {
				return nil, fmt.Errorf("%w: instantiating marked functions of %s: %v", ErrLoad, path, err)
			}
		}
	}
	prog := ssa.NewProgram(fset, ssa.InstantiateGenerics)
	created := map[*types.Package]bool{}
	var create func(tp *types.Package)
	create = func(tp *types.Package) {
		if created[tp] {
			return
		}
		created[tp] = true
		for _, imp := range tp.Imports() {
			create(imp)
		}
		if src, ok := srcs[tp.Path()]; ok && src.types == tp {
			prog.CreatePackage(tp, src.files, src.info, true)
		} else {
			prog.CreatePackage(tp, nil, nil, true)
		}
	}
	for _, path := range sortedKeys(all) {
		create(all[path])
	}
	prog.Build()
	p.prog = prog
	for path, vs := range vars {
		sp := prog.Package(srcs[path].types)
		for _, v := range vs {
			fn := instanceIn(sp, v.name)
			if fn == nil {
				continue
			}
			p.fns[jobKey(v.m.Pkg, v.m.Name, v.targ)] = fn
		}
	}
	for _, m := range p.Marked {
		insts := make([]instance, len(m.Instances))
		for i, targ := range m.Instances {
			if fn := p.fns[jobKey(m.Pkg, m.Name, targ)]; fn != nil {
				m.diags = append(m.diags, checkSignature(fset, m, targ, fn.Signature)...)
				insts[i] = instance{fn.Signature, fn.TypeArgs()}
			}
		}
		if len(insts) > 1 {
			m.diags = append(m.diags, checkInstances(m, insts)...)
		}
		m.diags = dedupe(m.diags)
	}
	return p, nil
}

func sortedKeys(m map[string]*types.Package) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// syntheticFile names the file addSynthetic adds.
const syntheticFile = "kern_instances.go"

// addSynthetic type-checks one more file into an already checked package.
func addSynthetic(fset *token.FileSet, src *pkgSrc, code string, all map[string]*types.Package) error {
	f, err := parser.ParseFile(fset, syntheticFile, code, 0)
	if err != nil {
		return err
	}
	order := append([]*types.Initializer(nil), src.info.InitOrder...)
	imp := importerFunc(func(path string) (*types.Package, error) {
		if tp, ok := all[path]; ok {
			return tp, nil
		}
		return nil, fmt.Errorf("package %s is not loaded", path)
	})
	chk := types.NewChecker(&types.Config{Importer: imp}, fset, src.types, src.info)
	if err := chk.Files([]*ast.File{f}); err != nil {
		return err
	}
	// The checker recomputes InitOrder for the new file only.
	src.info.InitOrder = append(order, src.info.InitOrder...)
	src.files = append(src.files[:len(src.files):len(src.files)], f)
	return nil
}

// instanceIn finds the function stored into the synthetic variable name by
// the package initialiser.
func instanceIn(sp *ssa.Package, name string) *ssa.Function {
	g, _ := sp.Members[name].(*ssa.Global)
	init := sp.Func("init")
	if g == nil || init == nil {
		return nil
	}
	for _, b := range init.Blocks {
		for _, instr := range b.Instrs {
			if st, ok := instr.(*ssa.Store); ok && st.Addr == g {
				fn, _ := st.Val.(*ssa.Function)
				return fn
			}
		}
	}
	return nil
}

func dedupe(ds Diagnostics) Diagnostics {
	seen := map[Diagnostic]bool{}
	var out Diagnostics
	for _, d := range ds {
		k := d
		k.Kernel = ""
		if !seen[k] {
			seen[k] = true
			out = append(out, d)
		}
	}
	return out
}

// Syntax is a loaded package's parsed, type-checked source: what kern gen
// reads to write Go code from a kernel's own statements.
type Syntax struct {
	Fset  *token.FileSet
	Pkg   *types.Package
	Files []*ast.File
	Info  *types.Info
	// Importer imports the packages loaded with it, for type-checking
	// code written for the package.
	Importer types.Importer
}

// Syntax returns the syntax of a package the patterns named, or nil. Its
// files include none that Load synthesized.
func (p *Program) Syntax(path string) *Syntax {
	src, ok := p.srcs[path]
	if !ok || !src.user {
		return nil
	}
	s := &Syntax{Fset: p.Fset, Pkg: src.types, Info: src.info, Importer: importerFunc(func(ip string) (*types.Package, error) {
		if tp, ok := p.types[ip]; ok {
			return tp, nil
		}
		return nil, fmt.Errorf("package %s is not loaded", ip)
	})}
	for _, f := range src.files {
		if p.Fset.Position(f.Pos()).Filename != syntheticFile {
			s.Files = append(s.Files, f)
		}
	}
	return s
}

// roundedMuls records in set the operator positions of src's multiplies
// that are the operand of an explicit conversion, T(x*y): the conversion
// rounds the product, so the Go specification forbids fusing it into a
// multiply-add ("r = float64(x*y) + z" must round x*y). go/ssa drops a
// conversion to the operand's own type, so the syntax is the only trace.
func roundedMuls(src *pkgSrc, set map[token.Pos]bool) {
	if src.info == nil {
		return
	}
	for _, f := range src.files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 1 || !src.info.Types[call.Fun].IsType() {
				return true
			}
			if bin, ok := ast.Unparen(call.Args[0]).(*ast.BinaryExpr); ok && bin.Op == token.MUL {
				set[bin.OpPos] = true
			}
			return true
		})
	}
}
