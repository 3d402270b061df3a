package ssagen

import (
	"encoding/binary"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"
)

// alloc lowers a local variable whose address is used (a Go array that is
// indexed, a struct built field by field) to an alloca in the entry block,
// zeroed where Go's variable comes into scope.
func (fs *fnState) alloc(in *ssa.Alloc) ir.Value {
	if in.Heap && !regVarAlloc(in) && !localOnly(in) {
		switch call := appendCall(in); {
		case fs.foreignVarargs(in):
			// The call is reported (K013); its argument slice is part of it.
		case call != nil:
			fs.errorf(call.Pos(), CodeAlloc, "append allocates (it may grow the slice): kernel code cannot allocate; write into a slice parameter by index")
		case !capturedOnly(in):
			fs.errorf(in.Pos(), CodeAlloc, "%s", allocWhat(in))
		}
		return nil
	}
	elem := fs.typ(in.Type().(*types.Pointer).Elem(), in.Pos())
	pt := &ir.Pointer{Elem: elem, Space: ir.SpaceLocal}
	a := &ir.Instr{ID: -1, Op: ir.OpAlloca, Typ: pt, Aux: elem, Block: fs.entry, Pos: fs.b.Pos}
	fs.entry.Instrs = append([]*ir.Instr{a}, fs.entry.Instrs...)
	fs.emit(ir.OpStore, nil, a, ir.Zero(elem))
	return a
}

// localOnly reports an escaping (Heap) local variable whose address only
// reaches slices that kernel code reads and writes in place: a[i:j]
// indexed, resliced, measured with len and cap, and passed to copy. Go's
// SSA keeps such an array on the heap (a slice of it is its address), but
// nothing outlives the call, so it stays a local array. Pointers taken
// with & keep their K010, and so do make, new and slice literals: the
// language has no allocation, whatever escape analysis would make of them.
func localOnly(a *ssa.Alloc) bool {
	switch a.Comment {
	case "makeslice", "new", "slicelit", "varargs":
		return false
	}
	ok, sliced := addrStaysLocal(a, 0)
	return ok && (sliced || receiverOnly(a))
}

// receiverOnly reports a local struct whose address is only loaded,
// stored to, stepped into and passed to device functions' struct pointer
// parameters (a pointer method's receiver: acc.Add(v) on a local acc). The
// callee cannot keep the address (it returns no pointers and stores none
// in memory kernel code reaches), so the variable stays a local one.
func receiverOnly(a *ssa.Alloc) bool {
	if !isStructPointer(a.Type()) {
		return false
	}
	for _, r := range *a.Referrers() {
		if c, ok := r.(*ssa.Call); ok {
			if !passedToStructParam(c, a) {
				return false
			}
		}
	}
	return true
}

// passedToStructParam reports a static call of a function with a body
// whose every argument that is v goes to a struct pointer parameter.
func passedToStructParam(c *ssa.Call, v ssa.Value) bool {
	f := c.Call.StaticCallee()
	if f == nil || f.Blocks == nil || c.Call.Value == v {
		return false
	}
	for i, arg := range c.Call.Args {
		if arg == v && (i >= len(f.Params) || !isStructPointer(f.Params[i].Type())) {
			return false
		}
	}
	return true
}

// addrStaysLocal reports an address derived from a local variable that is
// only loaded, stored to, stepped into (field, index) or sliced, each
// slice staying local; sliced reports a slice among them.
func addrStaysLocal(v ssa.Value, depth int) (ok, sliced bool) {
	refs := v.Referrers()
	if refs == nil || depth > 16 {
		return false, false
	}
	for _, r := range *refs {
		switch r := r.(type) {
		case *ssa.DebugRef:
		case *ssa.Store:
			if r.Addr != v || r.Val == v {
				return false, false
			}
		case *ssa.UnOp:
			if r.Op != token.MUL {
				return false, false
			}
		case *ssa.FieldAddr, *ssa.IndexAddr:
			if x, ok := r.(*ssa.IndexAddr); ok && x.X != v {
				return false, false
			}
			ok, s := addrStaysLocal(r.(ssa.Value), depth+1)
			if !ok {
				return false, false
			}
			sliced = sliced || s
		case *ssa.Slice:
			if r.X != v || !sliceStaysLocal(r, depth+1) {
				return false, false
			}
			sliced = true
		case *ssa.Call:
			if depth > 0 || !passedToStructParam(r, v) {
				return false, false
			}
		default:
			return false, false
		}
	}
	return true, sliced
}

// sliceStaysLocal reports a slice of a local array (or a device
// function's slice parameter that may be one) used only in place:
// indexed, resliced, measured, copied, and passed to device functions
// that use it so. The array outlives every such call, and a callee that
// gets it as a parameter sees an ordinary slice (its pointer is generic,
// which local memory is part of on every GPU target).
func sliceStaysLocal(s ssa.Value, depth int) bool {
	refs := s.Referrers()
	if refs == nil || depth > 16 {
		return false
	}
	for _, r := range *refs {
		switch r := r.(type) {
		case *ssa.DebugRef:
		case *ssa.IndexAddr:
			if ok, _ := addrStaysLocal(r, depth+1); r.X != s || !ok {
				return false
			}
		case *ssa.Slice:
			if r.X != s || !sliceStaysLocal(r, depth+1) {
				return false
			}
		case *ssa.Call:
			if b, ok := r.Call.Value.(*ssa.Builtin); ok {
				switch b.Name() {
				case "copy", "len", "cap":
					continue
				}
				return false
			}
			if !passedInPlace(r.Common(), s, depth+1) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// passedInPlace reports a call of a device function of the user's
// package (not kern's API or device library, whose slices are global
// memory) each of whose parameters that receives s uses it in place.
func passedInPlace(c *ssa.CallCommon, s ssa.Value, depth int) bool {
	f := c.StaticCallee()
	if f == nil || len(f.Blocks) == 0 || c.IsInvoke() || len(f.FreeVars) > 0 {
		return false
	}
	if pkg := pkgOf(f); pkg == nil || isLibrary(pkg.Path()) {
		return false
	}
	if len(f.Params) != len(c.Args) {
		return false
	}
	for i, a := range c.Args {
		if a == s && !sliceStaysLocal(f.Params[i], depth) {
			return false
		}
	}
	return true
}

// isLibrary reports the packages whose functions lower as intrinsics or
// are compiled for their own callers (kern, package half, math).
func isLibrary(path string) bool {
	switch path {
	case abi.KernPath, HalfPath, "math", "math/bits", "math/cmplx":
		return true
	}
	return false
}

func allocWhat(in *ssa.Alloc) string {
	const fix = ": kernel code cannot allocate"
	switch in.Comment {
	case "makeslice":
		return "make allocates memory" + fix + "; pass the slice as a parameter or use a local array"
	case "new":
		return "new allocates memory" + fix + "; use a local variable"
	case "complit":
		return "a composite literal escapes" + fix + "; keep it in a local variable"
	case "slicelit":
		return "a slice literal allocates its backing array" + fix + "; use a local array literal ([3]int32{1, 2, 3}), sliced if a slice is needed"
	case "varargs":
		return "a variadic call allocates its argument slice" + fix + "; pass a local array or fixed parameters"
	case "":
		return "a value of type " + typeName(in.Type().(*types.Pointer).Elem()) + " escapes" + fix
	}
	if sliced(in) {
		return "variable " + in.Comment + " escapes: a slice of it may only be indexed, resliced, measured (len, cap), passed to copy, or passed to device functions that do the same (not returned, stored, converted or captured)" + fix + "; pass a slice parameter, or the array by value"
	}
	return "variable " + in.Comment + " escapes (its address is stored, passed on or captured)" + fix + "; keep it local, or pass a slice parameter"
}

// sliced reports a variable sliced directly (a[i:j]).
func sliced(a *ssa.Alloc) bool {
	for _, r := range *a.Referrers() {
		if _, ok := r.(*ssa.Slice); ok {
			return true
		}
	}
	return false
}

// varargsCall is the call that takes variadic argument slice a, or nil.
func varargsCall(a *ssa.Alloc) *ssa.Call {
	if a.Comment != "varargs" || a.Referrers() == nil {
		return nil
	}
	for _, r := range *a.Referrers() {
		sl, ok := r.(*ssa.Slice)
		if !ok || sl.Referrers() == nil {
			continue
		}
		for _, u := range *sl.Referrers() {
			if c, ok := u.(*ssa.Call); ok {
				return c
			}
		}
	}
	return nil
}

// appendCall is the call of append whose variadic arguments in holds, or
// nil: the error names append, at its position, not the argument's slice.
func appendCall(in *ssa.Alloc) *ssa.Call {
	if c := varargsCall(in); c != nil {
		if b, ok := c.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" {
			return c
		}
	}
	return nil
}

// foreignVarargs reports a variadic argument slice a passed to a function
// kernel code cannot call (fmt.Println): that call is the one error.
func (fs *fnState) foreignVarargs(a *ssa.Alloc) bool {
	c := varargsCall(a)
	return c != nil && fs.foreign(c.Call.StaticCallee())
}

// foreign reports a function outside kern, math and math/bits that
// kernel code cannot call (staticCall reports it).
func (fs *fnState) foreign(f *ssa.Function) bool {
	if f == nil {
		return false
	}
	if pkg := pkgOf(f); pkg != nil {
		switch pkg.Path() {
		case abi.KernPath, "math", "math/bits", "math/cmplx":
			return false
		}
	}
	return !fs.callable(f)
}

// foreignArg reports a value that only goes into the variadic slice of a
// call of a foreign function, or is only passed to one: its interface
// boxing is part of that call's error.
func (fs *fnState) foreignArg(v ssa.Value) bool {
	refs := v.Referrers()
	if refs == nil || len(*refs) == 0 {
		return false
	}
	for _, r := range *refs {
		switch r := r.(type) {
		case *ssa.DebugRef:
		case *ssa.Store:
			ia, ok := r.Addr.(*ssa.IndexAddr)
			if !ok {
				return false
			}
			a, ok := ia.X.(*ssa.Alloc)
			if !ok || !fs.foreignVarargs(a) {
				return false
			}
		case *ssa.Call:
			if !fs.foreign(r.Call.StaticCallee()) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// capturedOnly reports a variable captured by a closure: the closure is
// the error.
func capturedOnly(in *ssa.Alloc) bool {
	refs := in.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		if _, ok := r.(*ssa.MakeClosure); ok {
			return true
		}
	}
	return false
}

// sliceToArrayPointer lowers (*[N]T)(s), which kernel code only
// dereferences — [N]T(s) is (*[N]T)(s) loaded — to s's element pointer;
// load reads the N elements from it. Go panics when len(s) < N: a -debug
// check.
func (fs *fnState) sliceToArrayPointer(in *ssa.SliceToArrayPointer) ir.Value {
	for _, r := range *in.Referrers() {
		if u, ok := r.(*ssa.UnOp); ok && u.Op == token.MUL {
			continue
		}
		if _, ok := r.(*ssa.DebugRef); ok {
			continue
		}
		fs.errorf(in.Pos(), CodePointer, "a pointer to an array made from a slice: kernel code converts a slice to an array value only ([%d]T(s)); index the slice instead", arrayPointerLen(in))
		return nil
	}
	s := fs.val(in.X)
	st, ok := s.Type().(*ir.Struct)
	if !ok {
		fs.internal(in.Pos(), "slice to array pointer of a non-slice")
		return nil
	}
	if n := arrayPointerLen(in); fs.g.Opts.Debug && n > 0 {
		u := ir.Typ[ir.Uint64]
		l := fs.emitAux(ir.OpExtract, ir.Typ[ir.Int64], 1, nil, s)
		fs.check(fs.emit(ir.OpLe, ir.Typ[ir.Bool], ir.ConstInt(u, int64(n)), fs.emit(ir.OpConvert, u, l)), ir.TrapBounds, "slice shorter than the array it converts to")
	}
	return fs.emitAux(ir.OpExtract, st.Fields[0].Type, 0, nil, s)
}

func arrayPointerLen(in *ssa.SliceToArrayPointer) int {
	return int(in.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Array).Len())
}

func (fs *fnState) load(in *ssa.UnOp) ir.Value {
	if sp, ok := in.X.(*ssa.SliceToArrayPointer); ok {
		// [N]T(s): the array of s's first N elements.
		p := fs.val(sp)
		if p == nil {
			return nil
		}
		pt, ok := p.Type().(*ir.Pointer)
		at, ok2 := fs.typ(in.Type(), in.Pos()).(*ir.Array)
		if !ok || !ok2 {
			return nil
		}
		var a ir.Value = ir.Zero(at)
		for k := range at.Len {
			e := fs.emit(ir.OpLoad, pt.Elem, fs.emit(ir.OpPtrAdd, pt, p, ir.ConstInt(ir.Typ[ir.Int64], int64(k))))
			a = fs.emitAux(ir.OpInsert, at, int64(k), nil, a, e)
		}
		return a
	}
	p := fs.val(in.X)
	pt, ok := p.Type().(*ir.Pointer)
	if !ok {
		fs.internal(in.Pos(), "load through a non-pointer")
		return nil
	}
	return fs.emit(ir.OpLoad, pt.Elem, p)
}

func (fs *fnState) store(in *ssa.Store) {
	if g := rootGlobal(in.Addr); g != nil {
		fs.errorf(in.Pos(), CodeGlobalWrite, "write to package-level variable %s: kernel code can only read package-level arrays; pass a slice parameter to write results", g.Name())
		return
	}
	p := fs.val(in.Addr)
	pt, ok := p.Type().(*ir.Pointer)
	if !ok {
		return
	}
	fs.emit(ir.OpStore, nil, p, fs.coerce(fs.val(in.Val), pt.Elem))
}

// rootGlobal is the package-level variable an address is derived from.
func rootGlobal(v ssa.Value) *ssa.Global {
	for {
		switch x := v.(type) {
		case *ssa.Global:
			return x
		case *ssa.IndexAddr:
			if _, isSlice := x.X.Type().Underlying().(*types.Slice); isSlice {
				return nil
			}
			v = x.X
		case *ssa.FieldAddr:
			v = x.X
		default:
			return nil
		}
	}
}

func (fs *fnState) fieldAddr(in *ssa.FieldAddr) ir.Value {
	p := fs.val(in.X)
	pt, ok := p.Type().(*ir.Pointer)
	if !ok {
		return nil
	}
	st, ok := pt.Elem.(*ir.Struct)
	if !ok || in.Field >= len(st.Fields) {
		fs.internal(in.Pos(), "field address of a non-struct")
		return nil
	}
	return fs.emitAux(ir.OpFieldAddr, &ir.Pointer{Elem: st.Fields[in.Field].Type, Space: pt.Space}, int64(in.Field), nil, p)
}

func (fs *fnState) field(in *ssa.Field) ir.Value {
	x := fs.val(in.X)
	st, ok := x.Type().(*ir.Struct)
	if !ok || in.Field >= len(st.Fields) {
		return nil
	}
	return fs.emitAux(ir.OpExtract, st.Fields[in.Field].Type, int64(in.Field), nil, x)
}

// boundsCheck traps (debug mode only) unless 0 <= i < n(); n is only
// evaluated (emitted) in debug mode.
func (fs *fnState) boundsCheck(i ir.Value, length func() ir.Value) {
	if !fs.g.Opts.Debug {
		return
	}
	n := length()
	if ci, ok := i.(*ir.Const); ok {
		if cn, ok := n.(*ir.Const); ok && ci.Int() >= 0 && ci.Int() < cn.Int() {
			return
		}
	}
	u := ir.Typ[ir.Uint64]
	fs.check(fs.emit(ir.OpLt, ir.Typ[ir.Bool], fs.emit(ir.OpConvert, u, i), fs.emit(ir.OpConvert, u, n)), ir.TrapBounds, "index out of range")
}

func (fs *fnState) indexAddr(in *ssa.IndexAddr) ir.Value {
	x := fs.val(in.X)
	i := fs.toI64(fs.val(in.Index))
	switch xt := x.Type().(type) {
	case *ir.Pointer:
		at, ok := xt.Elem.(*ir.Array)
		if !ok {
			return nil
		}
		fs.boundsCheck(i, constLen(at.Len))
		return fs.emit(ir.OpIndexAddr, &ir.Pointer{Elem: at.Elem, Space: xt.Space}, x, i)
	case *ir.Struct: // a slice
		p := fs.emitAux(ir.OpExtract, xt.Fields[0].Type, 0, nil, x)
		fs.boundsCheck(i, func() ir.Value { return fs.emitAux(ir.OpExtract, ir.Typ[ir.Int64], 1, nil, x) })
		return fs.emit(ir.OpPtrAdd, p.Type(), p, i)
	}
	return nil
}

func (fs *fnState) index(in *ssa.Index) ir.Value {
	if b, ok := in.X.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
		fs.errorf(in.Pos(), CodeString, "strings are not supported in kernel code")
		return nil
	}
	x := fs.val(in.X)
	at, ok := x.Type().(*ir.Array)
	if !ok {
		return nil
	}
	if c, ok := in.Index.(*ssa.Const); ok && c.Value != nil {
		k := c.Int64()
		if k >= 0 && k < int64(at.Len) {
			return fs.emitAux(ir.OpExtract, at.Elem, k, nil, x)
		}
	}
	// A variable index into an array value: spill it to local memory.
	i := fs.toI64(fs.val(in.Index))
	pt := &ir.Pointer{Elem: at, Space: ir.SpaceLocal}
	a := &ir.Instr{ID: -1, Op: ir.OpAlloca, Typ: pt, Aux: at, Block: fs.entry, Pos: fs.b.Pos}
	fs.entry.Instrs = append([]*ir.Instr{a}, fs.entry.Instrs...)
	fs.emit(ir.OpStore, nil, a, x)
	fs.boundsCheck(i, constLen(at.Len))
	ep := fs.emit(ir.OpIndexAddr, &ir.Pointer{Elem: at.Elem, Space: ir.SpaceLocal}, a, i)
	return fs.emit(ir.OpLoad, at.Elem, ep)
}

func (fs *fnState) slice(in *ssa.Slice) ir.Value {
	if b, ok := in.X.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
		fs.errorf(in.Pos(), CodeString, "strings are not supported in kernel code")
		return nil
	}
	i64 := ir.Typ[ir.Int64]
	x := fs.val(in.X)
	var ptr, n, c ir.Value
	switch xt := x.Type().(type) {
	case *ir.Pointer:
		at, ok := xt.Elem.(*ir.Array)
		if !ok {
			return nil
		}
		ptr = fs.emit(ir.OpIndexAddr, &ir.Pointer{Elem: at.Elem, Space: xt.Space}, x, ir.ConstInt(i64, 0))
		n = ir.ConstInt(i64, int64(at.Len))
		c = n
	case *ir.Struct:
		ptr = fs.emitAux(ir.OpExtract, xt.Fields[0].Type, 0, nil, x)
		n = fs.emitAux(ir.OpExtract, i64, 1, nil, x)
		c = fs.emitAux(ir.OpExtract, i64, 2, nil, x)
	default:
		return nil
	}
	lo, hi, mx := ir.Value(ir.ConstInt(i64, 0)), n, c
	if in.Low != nil {
		lo = fs.toI64(fs.val(in.Low))
	}
	if in.High != nil {
		hi = fs.toI64(fs.val(in.High))
	}
	if in.Max != nil {
		mx = fs.toI64(fs.val(in.Max))
	}
	if fs.g.Opts.Debug {
		u := ir.Typ[ir.Uint64]
		le := func(a, b ir.Value) {
			fs.check(fs.emit(ir.OpLe, ir.Typ[ir.Bool], fs.emit(ir.OpConvert, u, a), fs.emit(ir.OpConvert, u, b)), ir.TrapBounds, "slice bounds out of range")
		}
		le(lo, hi)
		le(hi, mx)
		le(mx, c)
	}
	st := ir.SliceType(ptr.Type().(*ir.Pointer).Elem, ptr.Type().(*ir.Pointer).Space)
	var s ir.Value = ir.Zero(st)
	s = fs.emitAux(ir.OpInsert, st, 0, nil, s, fs.emit(ir.OpPtrAdd, ptr.Type(), ptr, lo))
	s = fs.emitAux(ir.OpInsert, st, 1, nil, s, fs.emit(ir.OpSub, i64, hi, lo))
	s = fs.emitAux(ir.OpInsert, st, 2, nil, s, fs.emit(ir.OpSub, i64, mx, lo))
	return s
}

// global lowers a read of a package-level variable: a read-only array or
// scalar with a constant initialiser becomes an ir.Global in const space.
func (fs *fnState) global(gv *ssa.Global) ir.Value {
	if g, ok := fs.g.globals[gv]; ok {
		if g == nil {
			return ir.Zero(ir.Typ[ir.Int64])
		}
		return g
	}
	elemGo := gv.Type().(*types.Pointer).Elem()
	elem, err := Type(elemGo, ir.SpaceConst)
	var init []byte
	ok := err == nil && !hasPointer(elem)
	if ok {
		init, ok = globalInit(gv, elem)
	}
	if !ok {
		fs.g.globals[gv] = nil
		fs.errorf(fs.pos, CodeGlobalRead, "package-level variable %s: kernel code can only read package-level arrays and numbers initialised with constants", gv.Name())
		return ir.Zero(ir.Typ[ir.Int64])
	}
	// Kernels hold the initial value (the GPU's constant data, the CPU's
	// SIMD loops), so nothing may change it later.
	if at := fs.g.written(gv); at.IsValid() {
		fs.g.globals[gv] = nil
		fs.errorf(fs.pos, CodeGlobalRead, "package-level variable %s is written at %s: kernel code sees its initial value, so it can only read package-level arrays and numbers no code writes; pass the values as a slice parameter",
			gv.Name(), fs.g.Fset.Position(at))
		return ir.Zero(ir.Typ[ir.Int64])
	}
	fs.globalHalfConsts(gv)
	g := &ir.Global{Ident: gv.Pkg.Pkg.Path() + "." + gv.Name(), Elem: elem, Space: ir.SpaceConst, Init: init}
	fs.g.globals[gv] = g
	fs.g.Mod.Globals = append(fs.g.Mod.Globals, g)
	return g
}

// written is a position where code of the program may change gv after
// its constant initialisation — a store into it or through an address
// taken from it, or the address handed on (sliced, passed, stored) — or
// token.NoPos. (Packages the program has only as export data are not
// seen: another package writing an exported table is not caught.)
func (g *Gen) written(gv *ssa.Global) token.Pos {
	if g.writes == nil {
		g.writes = map[*ssa.Global]token.Pos{}
		for f := range ssautil.AllFunctions(gv.Pkg.Prog) {
			if f.Pkg == nil || f.Synthetic == "package initializer" {
				continue // the constant initialisation (globalInit reads it)
			}
			for _, b := range f.Blocks {
				for _, in := range b.Instrs {
					for _, op := range in.Operands(nil) {
						if w, ok := (*op).(*ssa.Global); ok && !readsOnly(in) {
							if _, seen := g.writes[w]; !seen {
								at := in.Pos()
								if !at.IsValid() {
									at = w.Pos()
								}
								g.writes[w] = at
							}
						}
					}
				}
			}
		}
	}
	return g.writes[gv]
}

// readsOnly reports that instruction in, which uses a global's address,
// only reads through it: a load, or element and field addresses whose
// every use only loads.
func readsOnly(in ssa.Instruction) bool {
	switch x := in.(type) {
	case *ssa.UnOp:
		return x.Op == token.MUL
	case *ssa.DebugRef:
		return true
	case *ssa.IndexAddr, *ssa.FieldAddr:
		refs := x.(ssa.Value).Referrers()
		if refs == nil {
			return true
		}
		for _, r := range *refs {
			if !readsOnly(r) {
				return false
			}
		}
		return true
	}
	return false
}

// globalInit reconstructs a global's initial bytes from the constant
// stores the package initialiser makes into it (directly, or into the
// composite literal it then copies in).
func globalInit(gv *ssa.Global, elem ir.Type) ([]byte, bool) {
	buf := make([]byte, elem.Size())
	initFn := gv.Pkg.Func("init")
	if initFn == nil {
		return buf, true
	}
	return buf, fillInit(initFn, buf, 0, gv, elem, 0)
}

func fillInit(initFn *ssa.Function, buf []byte, base int, root ssa.Value, elem ir.Type, depth int) bool {
	if depth > 8 {
		return false
	}
	for _, b := range initFn.Blocks {
		for _, instr := range b.Instrs {
			st, ok := instr.(*ssa.Store)
			if !ok {
				continue
			}
			off, t, hit := addrOffset(st.Addr, root, elem)
			if !hit {
				continue
			}
			switch v := st.Val.(type) {
			case *ssa.Const:
				bt, isBasic := t.(*ir.Basic)
				if v.Value == nil {
					continue
				}
				if st, ok := t.(*ir.Struct); ok && isComplex(v.Type()) && len(st.Fields) == 2 {
					// A complex element: kernel code holds it as {re, im}.
					putConst(buf[base+off:], constOf(st.Fields[0].Type.(*ir.Basic), constant.Real(v.Value)))
					putConst(buf[base+off+st.Offset(1):], constOf(st.Fields[1].Type.(*ir.Basic), constant.Imag(v.Value)))
					continue
				}
				if !isBasic {
					return false
				}
				putConst(buf[base+off:], constOf(bt, v.Value))
			case *ssa.UnOp:
				a, isAlloc := v.X.(*ssa.Alloc)
				if v.Op != token.MUL || !isAlloc || !fillInit(initFn, buf, base+off, a, t, depth+1) {
					return false
				}
			default:
				return false
			}
		}
	}
	return true
}

func addrOffset(v, root ssa.Value, elem ir.Type) (int, ir.Type, bool) {
	switch x := v.(type) {
	case *ssa.IndexAddr:
		off, t, ok := addrOffset(x.X, root, elem)
		at, isArr := t.(*ir.Array)
		c, isConst := x.Index.(*ssa.Const)
		if !ok || !isArr || !isConst {
			return 0, nil, false
		}
		return off + int(c.Int64())*at.Elem.Size(), at.Elem, true
	case *ssa.FieldAddr:
		off, t, ok := addrOffset(x.X, root, elem)
		st, isStruct := t.(*ir.Struct)
		if !ok || !isStruct {
			return 0, nil, false
		}
		return off + st.Offset(x.Field), st.Fields[x.Field].Type, true
	}
	return 0, elem, v == root
}

func putConst(b []byte, c *ir.Const) {
	switch c.Typ.Size() {
	case 1:
		b[0] = byte(c.Bits)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(c.Bits))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(c.Bits))
	case 8:
		binary.LittleEndian.PutUint64(b, c.Bits)
	}
}

func constLen(n int) func() ir.Value {
	return func() ir.Value { return ir.ConstInt(ir.Typ[ir.Int64], int64(n)) }
}
