package cpublock

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"

	"github.com/kernlab/kern/abi"
	"golang.org/x/tools/go/types/typeutil"
)

// reserved prefixes every name the generated function introduces; a
// kernel that uses such a name is refused.
const reserved = "kernGen"

// Input is one kernel and the package around it.
type Input struct {
	Fset  *token.FileSet
	Pkg   *types.Package
	Info  *types.Info
	Files []*ast.File // the package's files: device functions are looked up there
	Decl  *ast.FuncDecl
	// Src is the text of the file that declares Decl.
	Src []byte
	// Name is the generated function's name.
	Name string
	// GenFile is the base name of the file the function goes into: line
	// directives return there after the kernel's statements.
	GenFile string
}

// Result is the generated function, or why there is none.
type Result struct {
	// Code is the function's Go source, "" when refused. It names the
	// kern package as "kern" and every other package as Imports says.
	Code string
	// Imports maps the import path of every package Code names, other
	// than kern, to the name it uses.
	Imports map[string]string
	// Refused says why the kernel has no block function: it then runs on
	// the simulator on every CPU target.
	Refused string
}

// Build writes the block function of in.Decl.
func Build(in Input) Result {
	b := &builder{in: in, vars: map[*types.Var]*varInfo{}, imports: map[string]string{},
		syncMemo: map[*types.Func]string{}, barriers: map[*ast.CallExpr]bool{}, shared: map[*ast.CallExpr]bool{}}
	code, err := b.build()
	if err != nil {
		return Result{Refused: err.Error()}
	}
	return Result{Code: code, Imports: b.imports}
}

// builder holds what is known about one kernel.
type builder struct {
	in     Input
	tf     *token.File
	fname  string     // the kernel file's base name
	thread *types.Var // the *kern.Thread parameter (nil if blank)
	fscope *types.Scope
	decls  map[*types.Func]*ast.FuncDecl

	syncMemo map[*types.Func]string // device function -> why it cannot run per thread ("" fine)
	barriers map[*ast.CallExpr]bool // SyncThreads and Barrier calls of the kernel
	shared   map[*ast.CallExpr]bool // kern.Shared calls of the kernel (true: hoisted)

	root    *list
	hoisted []*hoist
	regions []*region
	vars    map[*types.Var]*varInfo
	order   []*varInfo // the variables in source order
	ureturn bool       // some region returns before another region runs
	imports map[string]string
}

// refusal is why a kernel has no block function.
type refusal struct{ msg string }

func (r *refusal) Error() string { return r.msg }

// refuse makes a refusal at pos ("kernels.go:12:3: …").
func (b *builder) refuse(pos token.Pos, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if pos.IsValid() {
		p := b.in.Fset.Position(pos)
		msg = fmt.Sprintf("%s:%d:%d: %s", filepath.Base(p.Filename), p.Line, p.Column, msg)
	}
	return &refusal{msg}
}

func (b *builder) build() (string, error) {
	d := b.in.Decl
	if d.Body == nil {
		return "", b.refuse(d.Pos(), "no body")
	}
	b.tf = b.in.Fset.File(d.Pos())
	if b.tf == nil || b.tf.Size() != len(b.in.Src) {
		return "", b.refuse(d.Pos(), "the source text does not match the parsed file")
	}
	b.fname = filepath.Base(b.tf.Name())
	b.fscope = b.in.Info.Scopes[d.Type]
	b.decls = map[*types.Func]*ast.FuncDecl{}
	for _, f := range b.in.Files {
		for _, dl := range f.Decls {
			if fd, ok := dl.(*ast.FuncDecl); ok {
				if fn, ok := b.in.Info.Defs[fd.Name].(*types.Func); ok {
					b.decls[fn] = fd
				}
			}
		}
	}
	params := d.Type.Params.List
	if len(params) == 0 || len(params[0].Names) > 1 {
		return "", b.refuse(d.Pos(), "the first parameter is not a lone *kern.Thread")
	}
	if len(params[0].Names) == 1 {
		b.thread, _ = b.in.Info.Defs[params[0].Names[0]].(*types.Var)
	}
	if err := b.checkNames(); err != nil {
		return "", err
	}
	if err := b.checkImports(); err != nil {
		return "", err
	}
	if err := b.checkCalls(); err != nil {
		return "", err
	}
	root, err := b.buildList(d.Body.List, b.fscope, false, true)
	if err != nil {
		return "", err
	}
	b.root = root
	for _, r := range b.regions {
		if err := b.checkBranches(r); err != nil {
			return "", err
		}
	}
	if err := b.analyzeVars(); err != nil {
		return "", err
	}
	return b.emit()
}

// checkNames refuses kernels that use the generated code's names, and
// dot imports (the generated file could not name what they bring in).
func (b *builder) checkNames() error {
	var err error
	ast.Inspect(b.in.Decl, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && err == nil {
			switch {
			case strings.HasPrefix(id.Name, reserved):
				err = b.refuse(id.Pos(), "the name %s is reserved for the generated code", id.Name)
			case id.Name == "kern" && b.in.Info.Defs[id] != nil:
				err = b.refuse(id.Pos(), "a declaration of kern, the package name the generated code uses")
			}
		}
		return err == nil
	})
	if err != nil {
		return err
	}
	for _, f := range b.in.Files {
		if b.in.Fset.File(f.Pos()) != b.tf {
			continue
		}
		for _, imp := range f.Imports {
			if imp.Name != nil && imp.Name.Name == "." {
				return b.refuse(imp.Pos(), "a dot import")
			}
		}
	}
	return nil
}

// threadMethods are the *kern.Thread methods a thread may call on its
// own: the rest synchronize.
var threadMethods = map[string]bool{
	"ThreadIdx": true, "BlockIdx": true, "BlockDim": true, "GridDim": true,
	"Grid1": true, "Grid2": true, "Grid3": true, "GridSize1": true, "GridSize2": true, "GridSize3": true,
	"LaneID": true, "WarpSize": true,
	// A fence waits for no other thread: each thread's call in the loop
	// orders its own accesses.
	"ThreadFence": true, "ThreadFenceBlock": true, "ThreadFenceSystem": true,
}

// isKern reports that fn is kern's function or method name.
func isKern(fn *types.Func, name string) bool {
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == abi.KernPath && fn.Name() == name
}

// isThreadMethod reports that fn is a method of kern.Thread.
func isThreadMethod(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != abi.KernPath {
		return false
	}
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil {
		return false
	}
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	return ok && n.Obj().Name() == "Thread"
}

// takesThread reports that a kern function has a *kern.Thread parameter.
func takesThread(fn *types.Func) bool {
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil {
		return false
	}
	for i := range sig.Params().Len() {
		if p, ok := sig.Params().At(i).Type().(*types.Pointer); ok {
			if n, ok := p.Elem().(*types.Named); ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == abi.KernPath && n.Obj().Name() == "Thread" {
				return true
			}
		}
	}
	return false
}

// checkCalls finds the kernel's barriers and kern.Shared calls and
// refuses what a loop over the threads cannot run: warp operations and
// functions that synchronize, in the kernel or in what it calls.
func (b *builder) checkCalls() error {
	var err error
	ast.Inspect(b.in.Decl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || err != nil {
			return err == nil
		}
		fn := typeutil.StaticCallee(b.in.Info, call)
		switch {
		case fn == nil:
		case isThreadMethod(fn) && (fn.Name() == "SyncThreads" || fn.Name() == "Barrier"):
			b.barriers[call] = true
		case isKern(fn, "Shared"):
			b.shared[call] = false
		default:
			if why := b.callProblem(fn, map[*types.Func]bool{}); why != "" {
				err = b.refuse(call.Pos(), "%s", why)
			}
		}
		return err == nil
	})
	return err
}

// callProblem says why a call of fn cannot run inside a loop over the
// threads ("" when it can): a warp operation, or a device function that
// synchronizes.
func (b *builder) callProblem(fn *types.Func, seen map[*types.Func]bool) string {
	if fn.Pkg() == nil {
		return ""
	}
	if fn.Pkg().Path() == abi.KernPath {
		switch {
		case isThreadMethod(fn):
			if threadMethods[fn.Name()] {
				return ""
			}
			if fn.Name() == "SyncThreads" || fn.Name() == "Barrier" {
				return "a barrier in a device function"
			}
			if strings.HasPrefix(fn.Name(), "SyncThreads") {
				return fmt.Sprintf("uses the block vote %s (block functions cut only at SyncThreads and Barrier)", fn.Name())
			}
			return fmt.Sprintf("uses %s, which needs the threads of a warp in step", fn.Name())
		case fn.Name() == "DynShared", fn.Name() == "Shared":
			// A device function's shared array is its declaration's, one
			// per block, whichever thread calls it.
			return ""
		case strings.HasPrefix(fn.Name(), "Shfl"):
			return fmt.Sprintf("uses the warp shuffle kern.%s, which needs the threads of a warp in step", fn.Name())
		case takesThread(fn):
			return fmt.Sprintf("uses kern.%s", fn.Name())
		}
		return ""
	}
	if fn.Pkg() != b.in.Pkg {
		return "" // math, math/bits: plain functions
	}
	fn = fn.Origin()
	if why, ok := b.syncMemo[fn]; ok {
		return why
	}
	if seen[fn] {
		return ""
	}
	seen[fn] = true
	why := ""
	if d := b.decls[fn]; d != nil && d.Body != nil {
		ast.Inspect(d.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || why != "" {
				return why == ""
			}
			if callee := typeutil.StaticCallee(b.in.Info, call); callee != nil {
				if w := b.callProblem(callee, seen); w != "" {
					p := b.in.Fset.Position(call.Pos())
					why = fmt.Sprintf("calls %s, which cannot run one thread at a time: %s (%s:%d)", fn.Name(), w, filepath.Base(p.Filename), p.Line)
				}
			}
			return why == ""
		})
	}
	b.syncMemo[fn] = why
	return why
}
