package amdgpu

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/kernlab/kern/compiler/ir"
)

// Triple is the LLVM target triple of every module EmitLLVM writes.
const Triple = "amdgcn-amd-amdhsa"

// DataLayout is LLVM 15's AMDGPU data layout: 64-bit flat (0), global (1)
// and constant (4) pointers, 32-bit LDS (3) and private (5) pointers,
// allocas in address space 5, globals in 1.
const DataLayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"

// LLVM address spaces of the AMDGPU backend.
const (
	asFlat     = 0
	asGlobal   = 1
	asLDS      = 3
	asConstant = 4
	asPrivate  = 5
)

// dynSharedName is the launch's dynamic LDS: an external zero-length LDS
// array, which LLVM places after every static LDS variable of the kernel.
const dynSharedName = "__kern_dynshared"

// addrSpace maps an IR address space to the LLVM one.
func addrSpace(s ir.AddrSpace) (int, error) {
	switch s {
	case ir.SpaceGeneric:
		return asFlat, nil
	case ir.SpaceGlobal:
		return asGlobal, nil
	case ir.SpaceShared:
		return asLDS, nil
	case ir.SpaceLocal:
		return asPrivate, nil
	case ir.SpaceParam, ir.SpaceConst:
		return asConstant, nil
	}
	return 0, fmt.Errorf("%w: address space %v", ErrUnsupported, s)
}

// narrowSpace reports the 32-bit pointer spaces (LDS, private).
func narrowSpace(as int) bool { return as == asLDS || as == asPrivate }

func ptrType(as int) string {
	if as == 0 {
		return "ptr"
	}
	return "ptr addrspace(" + strconv.Itoa(as) + ")"
}

// module collects what a whole LLVM module needs besides its functions.
type module struct {
	opts   Options
	m      *ir.Module
	decls  map[string]string // intrinsic name → declaration
	lds    []string          // per-kernel LDS variables
	dynLDS bool
	// usesBlockVotes: a function has an OpBarrierRed, whose LDS slots
	// the module declares (blockvote.go).
	usesBlockVotes bool
	dbg            *debugInfo
	// Debug trap sites, "file:line:col: message" indexed by site id.
	traps []string
	// funcs and globals are the module's own: references elsewhere would
	// be undefined symbols.
	funcs   map[*ir.Function]bool
	globals map[*ir.Global]bool
	// bounds are the kernels' own launch bounds (ir.Function.MaxThreads,
	// MaxRegs), each an attribute group numbered from 2 in this order.
	bounds [][2]int
}

// attrGroup is the attribute group of kernel f: #0, or one of its launch
// bounds.
func (mod *module) attrGroup(f *ir.Function) int {
	if f.MaxThreads == 0 && f.MaxRegs == 0 {
		return 0
	}
	b := [2]int{f.MaxThreads, f.MaxRegs}
	for i, c := range mod.bounds {
		if c == b {
			return 2 + i
		}
	}
	mod.bounds = append(mod.bounds, b)
	return 1 + len(mod.bounds)
}

// EmitLLVM writes m as an LLVM 15 IR module for amdgcn-amd-amdhsa. Kernels
// become amdgpu_kernel functions with the flattened parameter ABI
// (ir.Leaves); device functions become internal alwaysinline functions.
// Pointers are LLVM 15's default opaque pointers ("ptr addrspace(N)").
func EmitLLVM(m *ir.Module, opts Options) ([]byte, error) {
	ll, _, err := EmitLLVMDebug(m, opts)
	return ll, err
}

// EmitLLVMDebug is EmitLLVM that also returns the trap-site table of a
// Debug module: traps[id] is "file:line:col: message" for the site id a
// failing thread writes into the trap record (abi.TrapSite). The ids are
// compiler/ptx's for the same module (CompileDebug): sites are numbered in
// the same order, so one table serves both. It is empty without
// Options.Debug.
func EmitLLVMDebug(m *ir.Module, opts Options) (ll []byte, traps []string, err error) {
	if m == nil {
		return nil, nil, fmt.Errorf("%w: nil module", ErrBadIR)
	}
	o, err := opts.resolve()
	if err != nil {
		return nil, nil, err
	}
	mod := &module{opts: o, m: m, decls: map[string]string{}, dbg: newDebugInfo(o.FileBase),
		funcs: map[*ir.Function]bool{}, globals: map[*ir.Global]bool{}}
	for _, f := range m.Funcs {
		mod.funcs[f] = true
	}
	for _, g := range m.Globals {
		mod.globals[g] = true
	}
	// The compile unit's file (the first DIFile) is the first kernel's,
	// the package's own, rather than that of a math function before it.
	for _, f := range m.Funcs {
		if f.Kind == ir.Kernel && f.Pos.IsValid() {
			mod.dbg.file(f.Pos.File)
			break
		}
	}
	var funcs strings.Builder
	var errs []error
	for _, f := range m.Funcs {
		text, err := mod.function(f)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		funcs.WriteString(text)
	}
	if len(errs) > 0 {
		return nil, nil, errors.Join(errs...)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "; kern module %s (wave%d, %s)\n", m.Name, o.WaveSize, o.MCPU)
	fmt.Fprintf(&b, "target datalayout = %q\ntarget triple = %q\n\n", DataLayout, Triple)
	if o.Debug {
		b.WriteString(trapRecordDecl())
	}
	for _, g := range m.Globals {
		line, err := global(g)
		if err != nil {
			return nil, nil, err
		}
		b.WriteString(line)
	}
	for _, l := range mod.lds {
		b.WriteString(l)
	}
	if len(m.Prints) > 0 {
		b.WriteString(printBuffer())
	}
	if ir.UsesGridSync(m) {
		b.WriteString(gridSyncCounter())
	}
	if mod.usesBlockVotes {
		b.WriteString(mod.blockVotes())
	}
	if mod.dynLDS {
		fmt.Fprintf(&b, "@%s = external addrspace(3) global [0 x i8], align 16\n", dynSharedName)
	}
	b.WriteString("\n")
	b.WriteString(funcs.String())
	names := make([]string, 0, len(mod.decls))
	for n := range mod.decls {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		b.WriteString(mod.decls[n] + "\n")
	}
	feat := ""
	if major, _ := gfxVersion(o.MCPU); major >= 10 {
		feat = fmt.Sprintf(" \"target-features\"=\"+wavefrontsize%d\"", o.WaveSize)
	}
	// IEEE denormals for f32, and for f64 and f16 (denormal-fp-math covers
	// both): Go and package half never flush subnormals, and with
	// denormals on LLVM forms no v_mad/v_mac (which flush).
	fp := `"denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee"`
	fmt.Fprintf(&b, "\nattributes #0 = { nounwind \"amdgpu-flat-work-group-size\"=\"1,%d\" %s%s }\n", o.MaxBlockSize, fp, feat)
	// Device functions are convergent, as clang makes every GPU function:
	// one may hold a barrier or a shuffle, and until it is inlined the
	// optimizer must not move its calls across control flow.
	fmt.Fprintf(&b, "attributes #1 = { alwaysinline convergent nounwind %s%s }\n", fp, feat)
	for i, bd := range mod.bounds {
		threads, regs := o.MaxBlockSize, ""
		if bd[0] > 0 {
			threads = min(threads, bd[0])
		}
		if bd[1] > 0 {
			regs = regBound(o.MCPU, bd[1])
		}
		fmt.Fprintf(&b, "attributes #%d = { nounwind \"amdgpu-flat-work-group-size\"=\"1,%d\"%s %s%s }\n", 2+i, threads, regs, fp, feat)
	}
	mod.dbg.write(&b)
	return []byte(b.String()), mod.traps, nil
}

// regBound is the attribute that bounds a kernel's registers per lane
// (VGPRs are per lane, as PTX registers are per thread) to regs on mcpu.
// gfx10 and later take "amdgpu-num-vgpr" as the bound. On gfx9 LLVM 15
// does not hold to it (measured on gfx90a: a bound of 48 gave 88 VGPRs,
// more than the 84 without one), so the bound is an occupancy there:
// "amdgpu-waves-per-eu"=W, W = 512/regs waves of 8 at most, which LLVM
// meets with 512/W VGPRs: regs rounded up to what W waves leave.
func regBound(mcpu string, regs int) string {
	if major, _ := gfxVersion(mcpu); major >= 10 {
		return fmt.Sprintf(" \"amdgpu-num-vgpr\"=\"%d\"", regs)
	}
	return fmt.Sprintf(" \"amdgpu-waves-per-eu\"=\"%d\"", min(max(gfx9VGPRs/regs, 1), gfx9MaxWaves))
}

// A gfx9 SIMD's VGPRs per lane and most waves, as LLVM models them.
const gfx9VGPRs, gfx9MaxWaves = 512, 8

// declare records an intrinsic declaration.
func (mod *module) declare(name, decl string) { mod.decls[name] = decl }

// globalName quotes an IR name as an LLVM global identifier.
func globalName(s string) string {
	var b strings.Builder
	b.WriteString(`@"`)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c > 0x7e || c == '"' || c == '\\' {
			fmt.Fprintf(&b, `\%02X`, c)
			continue
		}
		b.WriteByte(c)
	}
	b.WriteString(`"`)
	return b.String()
}

// global writes a module-level IR global as a byte array in its space.
func global(g *ir.Global) (string, error) {
	as, err := addrSpace(g.Space)
	if err != nil {
		return "", fmt.Errorf("global %s: %w", g.Ident, err)
	}
	size := g.Elem.Size()
	if g.Init != nil && len(g.Init) != size {
		return "", fmt.Errorf("%w: global %s: %d init bytes for %s (%d bytes)", ErrBadIR, g.Ident, len(g.Init), g.Elem, size)
	}
	zero := !slices.ContainsFunc(g.Init, func(c byte) bool { return c != 0 })
	init := "zeroinitializer"
	if !zero {
		var b strings.Builder
		b.WriteString(`c"`)
		for _, c := range g.Init {
			fmt.Fprintf(&b, `\%02X`, c)
		}
		b.WriteString(`"`)
		init = b.String()
	}
	kind := "global"
	switch as {
	case asLDS:
		// LDS cannot be initialized; its contents start undefined.
		if !zero {
			return "", fmt.Errorf("%w: shared global %s has an initial value", ErrUnsupported, g.Ident)
		}
		init = "undef"
	case asConstant:
		kind = "constant"
	case asFlat:
		as = asGlobal // data has to live somewhere: global memory
	}
	return fmt.Sprintf("%s = internal addrspace(%d) %s [%d x i8] %s, align %d\n",
		globalName(g.Ident), as, kind, size, init, max(ir.GlobalAlign(g), 4)), nil
}

// llType is the LLVM register type of an IR type. bool is i1.
func llType(t ir.Type) (string, error) {
	switch t := t.(type) {
	case *ir.Basic:
		return basicType(t)
	case *ir.Pointer:
		as, err := addrSpace(t.Space)
		if err != nil {
			return "", err
		}
		return ptrType(as), nil
	case *ir.Array:
		e, err := llType(t.Elem)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("[%d x %s]", t.Len, e), nil
	case *ir.Struct:
		parts := make([]string, len(t.Fields))
		for i, f := range t.Fields {
			s, err := llType(f.Type)
			if err != nil {
				return "", err
			}
			parts[i] = s
		}
		return "{ " + strings.Join(parts, ", ") + " }", nil
	case nil:
		return "void", nil
	}
	return "", fmt.Errorf("%w: type %v", ErrUnsupported, t)
}

func basicType(b *ir.Basic) (string, error) {
	switch b.Kind {
	case ir.Bool:
		return "i1", nil
	case ir.Int8, ir.Uint8:
		return "i8", nil
	case ir.Int16, ir.Uint16:
		return "i16", nil
	case ir.Int32, ir.Uint32:
		return "i32", nil
	case ir.Int64, ir.Uint64:
		return "i64", nil
	case ir.Float32:
		return "float", nil
	case ir.Float64:
		return "double", nil
	}
	return "", fmt.Errorf("%w: type %v", ErrUnsupported, b)
}

// gepType is a type whose LLVM alloc size equals the IR size of t, used to
// step through memory: scalars as themselves (bool as i8), 32-bit pointers
// as i64 (the IR stores every pointer in 8 bytes), aggregates as bytes.
func gepType(t ir.Type) string {
	switch t := t.(type) {
	case *ir.Basic:
		if t.Kind == ir.Bool {
			return "i8"
		}
		s, err := basicType(t)
		if err == nil {
			return s
		}
	case *ir.Pointer:
		as, err := addrSpace(t.Space)
		if err == nil && !narrowSpace(as) {
			return ptrType(as)
		}
		return "i64"
	}
	return fmt.Sprintf("[%d x i8]", t.Size())
}

// constText is an IR constant as an LLVM operand.
func constText(c *ir.Const) (string, error) {
	switch t := c.Typ.(type) {
	case *ir.Basic:
		switch {
		case t.Kind == ir.Bool:
			if c.Bits != 0 {
				return "true", nil
			}
			return "false", nil
		case t.Kind == ir.Float64:
			return fmt.Sprintf("0x%016X", c.Bits), nil
		case t.Kind == ir.Float32:
			return f32Const(uint32(c.Bits)), nil
		case t.IsInteger():
			return strconv.FormatInt(signExtend(c.Bits, t.Bits()), 10), nil
		}
	case *ir.Pointer:
		if c.Bits == 0 {
			return "null", nil
		}
		as, err := addrSpace(t.Space)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("inttoptr (i64 %d to %s)", int64(c.Bits), ptrType(as)), nil
	case *ir.Array, *ir.Struct:
		if c.Bits == 0 {
			return "zeroinitializer", nil
		}
	}
	return "", fmt.Errorf("%w: constant %s", ErrBadIR, c.Name())
}

// f32Const writes a float constant: LLVM's hex form is the double with the
// same value, exact for every non-NaN float; a NaN keeps its payload
// through a constant bitcast.
func f32Const(bits uint32) string {
	f := math.Float32frombits(bits)
	if f != f {
		return fmt.Sprintf("bitcast (i32 %d to float)", int32(bits))
	}
	return fmt.Sprintf("0x%016X", math.Float64bits(float64(f)))
}

func f64Hex(f float64) string { return fmt.Sprintf("0x%016X", math.Float64bits(f)) }

// floatHex is the LLVM literal of f in the float type of b.
func floatHex(b *ir.Basic, f float64) string {
	if b.Kind == ir.Float32 {
		return f32Const(math.Float32bits(float32(f)))
	}
	return f64Hex(f)
}

func signExtend(bits uint64, width int) int64 {
	if width >= 64 {
		return int64(bits)
	}
	sh := 64 - width
	return int64(bits<<sh) >> sh
}
