package gen

import (
	"fmt"
	"go/ast"
	"go/token"
	"strings"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/amd64"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/compiler/wrap"
)

// The roles under short names (render.go spells them as kern.Role*).
const (
	roleKernel  = abi.RoleKernel
	roleContig  = abi.RoleContig
	roleStrided = abi.RoleStrided
	roleGU      = abi.RoleGU
	roleStage1  = abi.RoleStage1
	roleStage2  = abi.RoleStage2
)

// Param is one source-level parameter, as kern.GenParam.
type Param struct {
	Name  string
	DType string
	Rank  int
	Slice bool
}

// Func is one compiled instantiation of a marked function: what kern gen
// writes as a kern.GenFunc.
type Func struct {
	ID      string
	Kind    compiler.Kind
	Layout  string
	Params  []Param
	Results []string
	// Entries maps a role to the symbol of its kernel (abi.EntryName of the
	// IR name; the AMD code objects use the same names).
	Entries map[string]string
	// UsesBarrier: some entry synchronizes threads.
	UsesBarrier bool
	// Prints: some entry calls kern.Printf.
	Prints bool
	// GridSync: some entry has a grid-wide barrier (t.GridSync).
	GridSync bool
	// WarpWide: some entry makes warp-wide tensor-core calls (OpMMA).
	WarpWide bool
	// MaxThreads is a kernel's maxthreads bound, 0 for none.
	MaxThreads int
	// CPU is the name of the generated CPU loop function, "" for none.
	CPU string
	// Fold is the name of a reduce core's generated fold, "" for none.
	Fold string
	// SIMD is the name of the CPU loop's AVX2 loop (compiler/amd64), ""
	// for none; SIMDRefused then says why the core has none.
	SIMD, SIMDRefused string
	// SIMD512 is the name of the CPU loop's AVX-512 loop (compiler/amd64
	// Compile512), "" for none; SIMD512Refused then says why, for a core
	// with an AVX2 loop (which runs where the CPU has AVX-512).
	SIMD512, SIMD512Refused string
	// NEON is the name of the CPU loop's arm64 NEON loop (compiler/arm64),
	// "" for none; NEONRefused then says why, for a core with an AVX2 loop.
	NEON, NEONRefused string
	// SIMDFold is the name of a lane fold's AVX2 fold, "" for none.
	SIMDFold string
	// Source is the fingerprint of the function's source
	// (gencheck.Sources.Fingerprint), which the runtime checks.
	Source string
	// Block is the Go expression of a kernel's CPU block function
	// (internal/cpublock), "" for none; BlockRefused then says why.
	Block, BlockRefused string

	src     string // "Disc[float32]", for diagnostics
	pos     token.Position
	call    string // Go expression of the instance: "Disc[float32]"
	decl    *ast.FuncDecl
	targs   []string
	kernels map[string]*ir.Function
	core    *ir.Function
	// twins reports that the core calls a math function Go runs as amd64
	// assembly (asmTwins); simdCore is then the core with its calls
	// inlined and the assembly's twins in their place, built before the
	// package's passes (nil if it could not be built).
	twins    bool
	simdCore *ir.Function
	// mathCore is the core with its calls inlined but those of the math
	// functions compiler/amd64 lowers itself (amd64.MathCall) kept, the
	// others' twins in their place, built before the passes; nil when
	// the core calls none of them. Its SIMD loop is tried first.
	mathCore *ir.Function
	// neonMath says why mathCore cannot give a NEON loop (neonMath),
	// found before the passes, which may inline math's Go source.
	neonMath  error
	simdLoop  *amd64.Loop // the SIMD loop, nil for none
	simd512   *amd64.Loop // its AVX-512 form, nil for none
	blockName string      // the block function's name, shared by a kernel's instances
}

// simdEscapes reports that f's SIMD loop leaves some groups to the Go core
// (amd64.Loop.Escapes): the CPU loop then alternates the two.
func (f *Func) simdEscapes() bool { return f.simdLoop != nil && f.simdLoop.Escapes }

// dtypeNames are nd's dtype names of IR scalar kinds.
var dtypeNames = map[ir.BasicKind]string{
	ir.Bool: "bool", ir.Int8: "int8", ir.Int16: "int16", ir.Int32: "int32", ir.Int64: "int64",
	ir.Uint8: "uint8", ir.Uint16: "uint16", ir.Uint32: "uint32", ir.Uint64: "uint64",
	ir.Float32: "float32", ir.Float64: "float64",
}

// paramOf describes an IR parameter: a scalar, a slice or a view, of
// scalars or complex numbers. Other types (structs passed to a kernel)
// get their IR type as DType.
func paramOf(p *ir.Param) Param {
	if p.DType != "" { // a half type, u16 or u8 in the IR
		pp := Param{Name: p.Ident, DType: p.DType}
		if t, ok := p.Typ.(*ir.Struct); ok {
			pp.Slice, pp.Rank = t.Tag == "slice", 1
			if strings.HasPrefix(t.Tag, "array") {
				pp.Rank = len(t.Fields) / 2
			}
		}
		return pp
	}
	if name := elemName(p.Typ); name != "" {
		return Param{Name: p.Ident, DType: name}
	}
	if t, ok := p.Typ.(*ir.Struct); ok && len(t.Fields) > 0 {
		if pt, ok := t.Fields[0].Type.(*ir.Pointer); ok {
			if name := elemName(pt.Elem); name != "" {
				switch {
				case t.Tag == "slice":
					return Param{Name: p.Ident, DType: name, Rank: 1, Slice: true}
				case strings.HasPrefix(t.Tag, "array"):
					return Param{Name: p.Ident, DType: name, Rank: len(t.Fields) / 2}
				}
			}
		}
	}
	return Param{Name: p.Ident, DType: p.Typ.String()}
}

func layoutString(ins, outs [][]string) string {
	group := func(gs [][]string) string {
		s := make([]string, len(gs))
		for i, g := range gs {
			s[i] = "(" + strings.Join(g, ",") + ")"
		}
		return strings.Join(s, ",")
	}
	return group(ins) + "->" + group(outs)
}

// wrapFunc builds the wrappers of one instance into mod and describes it.
func wrapFunc(mod *ir.Module, mk *compiler.Marked, targ, pkgName string, decl *ast.FuncDecl) (*Func, *compiler.Diagnostic) {
	job := compiler.Job{Pkg: mk.Pkg, Func: mk.Name, TypeArgs: targ}
	src := mk.Name
	if targ != "" {
		src += "[" + targ + "]"
	}
	diag := func(code, format string, args ...any) *compiler.Diagnostic {
		return &compiler.Diagnostic{Pos: mk.Pos, Kernel: src, Code: code, Msg: fmt.Sprintf(format, args...)}
	}
	core := mod.Func(job.Name())
	if core == nil {
		return nil, diag("K999", "internal error: %s is not in the compiled module", job.Name())
	}
	f := &Func{Kind: mk.Kind, src: src, pos: mk.Pos, decl: decl, core: core, kernels: map[string]*ir.Function{}}
	if targ != "" {
		f.targs = strings.Split(targ, ",")
	}
	f.call = mk.Name
	if len(f.targs) > 0 {
		f.call += "[" + strings.Join(f.targs, ", ") + "]"
	}
	var dtypes []string
	for _, p := range core.Params {
		gp := paramOf(p)
		f.Params = append(f.Params, gp)
		dtypes = append(dtypes, gp.DType)
	}
	if mk.Kind == compiler.KindVectorize || mk.Kind == compiler.KindReduce {
		for i, r := range core.Results {
			name := elemName(r)
			if i < len(core.ResultDTypes) && core.ResultDTypes[i] != "" {
				name = core.ResultDTypes[i]
			}
			if name == "" {
				return nil, diag("K999", "internal error: result type %s", r)
			}
			f.Results = append(f.Results, name)
			dtypes = append(dtypes, name)
		}
	}
	f.ID = string(abi.InstanceName(abi.RuntimeName(mk.Pkg, pkgName, mk.Name, targ != ""), dtypes))
	var err error
	switch mk.Kind {
	case compiler.KindVectorize:
		var c, s *ir.Function
		if c, s, err = wrap.Vectorize(mod, core); err == nil {
			f.kernels[roleContig], f.kernels[roleStrided] = c, s
		}
		if err != nil {
			return nil, diag("K020", "%v", err)
		}
		// A binary ufunc of one dtype also gets reduce stages, so that
		// Ufunc.Reduce runs on a GPU as a //kern:reduce function does.
		if binaryOfOneType(core) {
			if s1, s2, err := wrap.Reduce(mod, core); err == nil {
				f.kernels[roleStage1], f.kernels[roleStage2] = s1, s2
			}
		}
	case compiler.KindGUVectorize:
		f.Layout = layoutString(mk.Ins, mk.Outs)
		var k *ir.Function
		if k, err = wrap.GUVectorize(mod, core, f.Layout); err != nil {
			return nil, diag("K021", "%v", err)
		}
		f.kernels[roleGU] = k
	case compiler.KindReduce:
		var s1, s2 *ir.Function
		if s1, s2, err = wrap.Reduce(mod, core); err != nil {
			return nil, diag("K025", "%v", err)
		}
		f.kernels[roleStage1], f.kernels[roleStage2] = s1, s2
	case compiler.KindKernel:
		f.kernels[roleKernel] = core
		f.MaxThreads = mk.MaxThreads
	default:
		return nil, diag("K027", "unknown directive kind %v", mk.Kind)
	}
	for _, k := range f.kernels {
		f.UsesBarrier = f.UsesBarrier || k.UsesBarrier
	}
	return f, nil
}

// binaryOfOneType reports whether core is func(T, T) T for a scalar or
// complex T.
func binaryOfOneType(core *ir.Function) bool {
	if len(core.Params) != 2 || len(core.Results) != 1 {
		return false
	}
	t := core.Results[0]
	return elemName(t) != "" && ir.Identical(core.Params[0].Typ, t) && ir.Identical(core.Params[1].Typ, t)
}

// elemName is the dtype name of a ufunc element type: a scalar, or the
// front end's {re, im} struct of a complex number; "" for others.
func elemName(t ir.Type) string {
	switch t := t.(type) {
	case *ir.Basic:
		return dtypeNames[t.Kind]
	case *ir.Struct:
		if t.Tag == "complex64" || t.Tag == "complex128" {
			return t.Tag
		}
	}
	return ""
}

// findDecl is the declaration of the plain function name in files.
func findDecl(files []*ast.File, name string) *ast.FuncDecl {
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.Name == name {
				return fd
			}
		}
	}
	return nil
}

// printsIn reports a function that prints (OpPrint), itself or through
// the functions it calls.
func printsIn(f *ir.Function, seen map[*ir.Function]bool) bool {
	return reaches(f, seen, func(in *ir.Instr) bool { return in.Op == ir.OpPrint })
}

// gridSyncIn reports whether f or a function it calls has a grid-wide
// barrier.
func gridSyncIn(f *ir.Function, seen map[*ir.Function]bool) bool {
	return reaches(f, seen, func(in *ir.Instr) bool { return in.Op == ir.OpBarrier && in.AuxInt == ir.BarrierGrid })
}

// warpWideIn reports whether f, or a function it calls, makes a
// warp-wide tensor-core call: any OpMMA but the per-lane pos forms.
func warpWideIn(f *ir.Function, seen map[*ir.Function]bool) bool {
	return reaches(f, seen, func(in *ir.Instr) bool {
		if in.Op != ir.OpMMA {
			return false
		}
		op, _, _ := in.MMA()
		return op != ir.MMAPosA && op != ir.MMAPosB && op != ir.MMAPosC
	})
}

// reaches reports whether an instruction of f or of a function it calls
// satisfies is.
func reaches(f *ir.Function, seen map[*ir.Function]bool, is func(*ir.Instr) bool) bool {
	if f == nil || seen[f] {
		return false
	}
	seen[f] = true
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if is(in) || in.Op == ir.OpCall && reaches(in.Callee(), seen, is) {
				return true
			}
		}
	}
	return false
}
