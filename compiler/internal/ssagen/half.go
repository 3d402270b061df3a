package ssagen

import (
	"cmp"
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/kernlab/kern/compiler/ir"
	"golang.org/x/tools/go/ssa"
)

// HalfPath is the import path of package half, whose 16-bit float
// operations and conversions are kernel intrinsics.
const HalfPath = "github.com/kernlab/kern/half"

// halfKind classifies the reduced-precision types of package half.
type halfKind uint8

const (
	notHalf halfKind = iota
	halfF16
	halfBF16
	halfFP8
)

// halfOf is t's reduced-precision kind (kern.Float16 is an alias of
// half.Float16, so one check serves both names).
func halfOf(t types.Type) halfKind {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != HalfPath {
		return notHalf
	}
	switch n.Obj().Name() {
	case "Float16":
		return halfF16
	case "BFloat16":
		return halfBF16
	case "Float8E4M3", "Float8E5M2":
		return halfFP8
	}
	return notHalf
}

// halfPairOf is the element kind of a half.Half2[T] (kern.Half2 is an
// alias of it), or notHalf.
func halfPairOf(t types.Type) halfKind {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != HalfPath || n.Obj().Name() != "Half2" || n.TypeArgs().Len() != 1 {
		return notHalf
	}
	return halfOf(n.TypeArgs().At(0))
}

// HasHalfPair reports whether t is a kern.Half2, or a slice or kern view
// of them: a register value that no marked function's parameter may be.
func HasHalfPair(t types.Type) bool {
	if n := ViewRank(t); n > 0 {
		t = types.Unalias(t).(*types.Named).TypeArgs().At(0)
	} else if s, ok := t.Underlying().(*types.Slice); ok {
		t = s.Elem()
	}
	return halfPairOf(t) != notHalf
}

// ParamDType is ir.Param.DType for a parameter of type t: HalfDType's
// name, or for a slice of records (structs or arrays) the element's Go
// type as reflect prints it (the launch matches instances by it).
func ParamDType(t types.Type) string {
	if d := HalfDType(t); d != "" {
		return d
	}
	s, ok := t.Underlying().(*types.Slice)
	if !ok {
		return ""
	}
	switch s.Elem().Underlying().(type) {
	case *types.Struct, *types.Array:
		return types.TypeString(s.Elem(), func(p *types.Package) string { return p.Name() })
	}
	return ""
}

// HalfDType is the dtype name of a half type, or of the element of a
// slice or kern view of one, for ir.Param.DType; "" for other types
// (whose IR type names their dtype).
func HalfDType(t types.Type) string {
	if n := ViewRank(t); n > 0 {
		t = types.Unalias(t).(*types.Named).TypeArgs().At(0)
	} else if s, ok := t.Underlying().(*types.Slice); ok {
		t = s.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || halfOf(t) == notHalf {
		return ""
	}
	switch n.Obj().Name() {
	case "Float16":
		return "float16"
	case "BFloat16":
		return "bfloat16"
	case "Float8E4M3":
		return "float8_e4m3fn"
	}
	return "float8_e5m2"
}

// halfOperatorCheck rejects Go's arithmetic operators and ordered
// comparisons on the 16-bit float types: Go applies them to the uint16
// bit patterns, which is never what a kernel means. == and != compare bit
// patterns and bitwise operators edit them; those keep Go's meaning.
// unary marks -x.
func (fs *fnState) halfOperatorCheck(pos token.Pos, t types.Type, op token.Token, unary bool) bool {
	k := halfOf(t)
	pair := halfPairOf(t) != notHalf
	if k == notHalf && !pair || fs.inHalf() {
		return true
	}
	switch op {
	case token.ADD, token.SUB, token.MUL, token.QUO, token.REM, token.LSS, token.LEQ, token.GTR, token.GEQ:
	default:
		return true
	}
	if pair {
		name := halfOpName(op)
		if unary {
			name = "HNeg"
		}
		fs.errorf(pos, CodeHalf, "operator %s on %s works on its uint32 bit pattern; use kern.%s2 for both elements, or compute on p.Lo() and p.Hi()", op, typeName(t), strings.SplitN(name, ",", 2)[0])
		return false
	}
	if k == halfFP8 {
		fs.errorf(pos, CodeHalf, "operator %s on %s works on its bit pattern; FP8 has no arithmetic: widen with .Float32(), compute in float32 and round with kern.To%s", op, typeName(t), types.Unalias(t).(*types.Named).Obj().Name())
		return false
	}
	name := halfOpName(op)
	if unary {
		name = "HNeg"
	}
	fs.errorf(pos, CodeHalf, "operator %s on %s works on its uint16 bit pattern; use kern.%s", op, typeName(t), name)
	return false
}

// inHalf reports whether the function being lowered is package half's
// own (an FP8 conversion compiled from its source), whose operators on
// bit patterns mean what Go says.
func (fs *fnState) inHalf() bool {
	p := pkgOf(fs.sfn)
	return p != nil && p.Path() == HalfPath
}

func halfOpName(op token.Token) string {
	switch op {
	case token.ADD:
		return "HAdd"
	case token.SUB:
		return "HSub"
	case token.MUL:
		return "HMul"
	case token.QUO:
		return "HDiv"
	case token.REM:
		return "HDiv, or .Float32() and math.Mod"
	case token.LSS:
		return "HLt"
	case token.LEQ:
		return "HLe"
	case token.GTR:
		return "HGt"
	case token.GEQ:
		return "HGe"
	}
	return "H*"
}

// halfConvertCheck rejects numeric conversions between a half or FP8
// type and a float type, between two of the reduced types, and between a
// pair and a 16-bit type: Go converts the bit pattern as an integer.
// Conversions to and from the underlying uint16 or uint8 name a pattern
// on purpose and stay legal.
func (fs *fnState) halfConvertCheck(pos token.Pos, from, to types.Type) bool {
	isFloat := func(t types.Type) bool {
		b, ok := t.Underlying().(*types.Basic)
		return ok && b.Info()&types.IsFloat != 0
	}
	switch {
	case halfOf(from) != notHalf && halfOf(to) != notHalf && !types.Identical(from, to):
		name := types.Unalias(to).(*types.Named).Obj().Name()
		generic, pattern := "", ""
		if halfOf(to) != halfFP8 {
			generic = " (kern.HFromFloat32[T] for a type parameter)"
		}
		if halfBits(from) == halfBits(to) { // bfloat16 and float16: the same uint16
			pattern = fmt.Sprintf(", or write %s(uint16(x)) if the pattern is meant", typeName(to))
		}
		fs.errorf(pos, CodeHalf, "%s(%s) keeps the bit pattern, not the value: convert the value with kern.To%s(x.Float32())%s%s", typeName(to), typeName(from), name, generic, pattern)
		return false
	case halfPairOf(from) != notHalf && halfOf(to) != notHalf || halfOf(from) != notHalf && halfPairOf(to) != notHalf:
		fs.errorf(pos, CodeHalf, "%s(%s) converts a bit pattern as an integer; read a pair's elements with p.Lo() and p.Hi(), and build pairs with kern.Pack2", typeName(to), typeName(from))
		return false
	case (halfPairOf(from) != notHalf && isFloat(to)) || (halfPairOf(to) != notHalf && isFloat(from)):
		fs.errorf(pos, CodeHalf, "%s(%s) converts a pair's uint32 bit pattern as an integer; build pairs with kern.Pack2 and read them with p.Lo() and p.Hi()", typeName(to), typeName(from))
		return false
	case halfOf(from) == halfFP8 && isFloat(to):
		fs.errorf(pos, CodeHalf, "%s(%s) converts the bit pattern as an integer; widen the value with x.Float32() or x.Float64()", typeName(to), typeName(from))
		return false
	case halfOf(from) != notHalf && isFloat(to):
		fs.errorf(pos, CodeHalf, "%s(%s) converts the bit pattern as an integer; widen the value with x.Float32() or x.Float64() (kern.HToFloat32(x) for a type parameter)", typeName(to), typeName(from))
		return false
	case halfOf(to) == halfFP8 && isFloat(from):
		fs.errorf(pos, CodeHalf, "%s(%s) converts to a bit pattern, truncating the value as an integer; round the value with kern.To%s", typeName(to), typeName(from), types.Unalias(to).(*types.Named).Obj().Name())
		return false
	case halfOf(to) != notHalf && isFloat(from):
		fs.errorf(pos, CodeHalf, "%s(%s) converts to a bit pattern, truncating the value as an integer; round the value with kern.To%s (kern.HFromFloat32[T] for a type parameter)", typeName(to), typeName(from), types.Unalias(to).(*types.Named).Obj().Name())
		return false
	}
	return true
}

// halfBits is the width of a reduced type's bit pattern.
func halfBits(t types.Type) int {
	if halfOf(t) == halfFP8 {
		return 8
	}
	return 16
}

// halfConstCheck reports the untyped nonzero constants in the function's
// source that Go converts to a reduced-precision type as a bit pattern
// (Options.HalfConsts): var one kern.Float16 = 1 is 2^-24, not 1. A
// constant of a type parameter is checked in each instance, as the type
// argument it stands for.
func (fs *fnState) halfConstCheck() {
	syn := fs.sfn.Syntax()
	if syn == nil || fs.inHalf() {
		return
	}
	hcs := fs.g.Opts.HalfConsts
	i, _ := slices.BinarySearchFunc(hcs, syn.Pos(), func(h HalfConst, p token.Pos) int { return cmp.Compare(h.Pos, p) })
	j := i
	for j < len(hcs) && hcs[j].Pos < syn.End() {
		j++
	}
	fs.reportHalfConsts(hcs[i:j])
}

// globalHalfConsts reports the constants of package-level variable gv's
// initial value that Go converted to a reduced-precision type as a bit
// pattern: kernel code reading it gets the patterns.
func (fs *fnState) globalHalfConsts(gv *ssa.Global) {
	var hcs []HalfConst
	for _, hc := range fs.g.Opts.HalfConsts {
		if hc.Var != nil && hc.Var == gv.Object() {
			hcs = append(hcs, hc)
		}
	}
	fs.reportHalfConsts(hcs)
}

func (fs *fnState) reportHalfConsts(hcs []HalfConst) {
	for _, hc := range hcs {
		t, param := hc.Type, ""
		if tp, ok := types.Unalias(t).(*types.TypeParam); ok {
			t, param = fs.typeArg(tp), tp.Obj().Name()
		}
		k, pair := halfOf(t), halfPairOf(t)
		if k == notHalf && pair == notHalf {
			continue // an instance for another type (or an uninstantiated body)
		}
		width := map[halfKind]int{halfF16: 16, halfBF16: 16, halfFP8: 8}[k]
		if pair != notHalf {
			width = 32
		}
		what := typeName(t)
		if param != "" {
			what = param + " (" + what + " in this instance)"
		}
		var fix string
		switch {
		case pair != notHalf:
			el := typeName(types.Unalias(t).(*types.Named).TypeArgs().At(0))
			fix = "build the pair with kern.Pack2 of two " + el + " values"
		case param != "" && k != halfFP8:
			fix = "write kern.HFromFloat32[" + param + "](" + hc.Text + ") for the value"
		case param != "":
			fix = "pass the value in as float32 and round it with kern.ToFloat8E4M3 or kern.ToFloat8E5M2 in code of that type"
		default:
			fix = "write kern.To" + types.Unalias(t).(*types.Named).Obj().Name() + "(" + hc.Text + ") for the value"
		}
		conv := typeName(t)
		if param != "" {
			conv = param
		}
		fs.errorf(hc.Pos, CodeHalf, "%s is converted to %s as a bit pattern, not as a value (Go's rule for a constant of a uint%d type): %s, or %s(%s) if the pattern is meant", hc.Text, what, width, fix, conv, hc.Text)
	}
}

// typeArg is the type a type parameter of the function's source stands
// for in the instance being compiled, or tp itself when it has none.
func (fs *fnState) typeArg(tp *types.TypeParam) types.Type {
	params, args := fs.sfn.TypeParams(), fs.sfn.TypeArgs()
	for i := range params.Len() {
		if params.At(i) == tp && i < len(args) {
			return args[i]
		}
	}
	if p := fs.sfn.Parent(); p != nil { // a function literal of a generic function
		params, args = p.TypeParams(), p.TypeArgs()
		for i := range params.Len() {
			if params.At(i) == tp && i < len(args) {
				return args[i]
			}
		}
	}
	return tp
}

// halfCall lowers a call into package half: the H* operations, the
// conversions and the Float32/Float64 methods of the 16-bit and FP8 types.
func (fs *fnState) halfCall(callee *ssa.Function, args []ssa.Value, in *ssa.Call) ir.Value {
	name := baseName(callee)
	if strings.HasSuffix(name, "$thunk") {
		// A method expression (kern.Float16.Float32(h)) calls a thunk
		// taking the receiver first, as a static method call does:
		// lower the method itself.
		if obj, ok := callee.Object().(*types.Func); ok {
			if m := callee.Prog.FuncValue(obj); m != nil && m.Signature.Recv() != nil {
				return fs.halfCall(m, args, in)
			}
		}
	}
	if recv := callee.Signature.Recv(); recv != nil {
		if halfPairOf(recv.Type()) != notHalf && (name == "Lo" || name == "Hi") {
			return fs.pairElem(fs.val(args[0]), name == "Hi")
		}
		k := halfOf(recv.Type())
		if k == halfF16 || k == halfBF16 {
			switch name {
			case "Float32":
				return fs.halfToF32(fs.val(args[0]), k == halfBF16)
			case "Float64":
				return fs.emit(ir.OpConvert, ir.Typ[ir.Float64], fs.halfToF32(fs.val(args[0]), k == halfBF16))
			case "IsNaN", "IsInf":
				return fs.halfClass(name, args, k == halfBF16)
			}
			fs.errorf(in.Pos(), CodeHalf, "method %s of %s is not supported in kernel code: use Float32, Float64, IsNaN, IsInf or the kern.H* functions", name, typeName(recv.Type()))
			return nil
		}
		if k == halfFP8 {
			switch name {
			case "Float32", "Float64", "IsNaN", "IsInf", "Bits":
				// Package half's own Go bodies, compiled for the GPU:
				// integer code and one exact float32 product, the same
				// bits on every target.
				return fs.deviceCall(callee, args, in)
			}
		}
		fs.errorf(in.Pos(), CodeHalf, "method %s of %s is not supported in kernel code: use Float32, Float64, IsNaN, IsInf or Bits", name, typeName(recv.Type()))
		return nil
	}
	switch name {
	case "ToFloat16From64", "ToBFloat16From64":
		return fs.halfFromF64(fs.val(args[0]), name == "ToBFloat16From64")
	case "ToFloat8E4M3From64", "ToFloat8E5M2From64":
		return fs.fp8Round(fs.val(args[0]), name == "ToFloat8E5M2From64", in)
	case "Float8E4M3FromBits", "Float8E5M2FromBits", "e4m3ToF32", "f32ToE4M3", "f32ToE5M2", "f64ToF32Odd":
		// The FP8 conversions' helpers, reached from the bodies above.
		return fs.deviceCall(callee, args, in)
	}
	if v, ok := fs.halfConv(name, args, in); ok {
		return v
	}
	if v, ok := fs.halfOp(name, args, in); ok {
		return v
	}
	fs.errorf(in.Pos(), CodeHalf, "half.%s is not supported in kernel code; kernels convert with half.ToFloat16, ToBFloat16, ToFloat8E4M3, ToFloat8E5M2 (and their From64 forms) and x.Float32(), and compute with kern.HAdd and the other H* functions", name)
	return nil
}

// halfConv lowers the conversions between float32 and the reduced-
// precision types that kern and package half share: ToFloat16 and
// ToBFloat16 (round to nearest even), the generic HToFloat32 /
// HFromFloat32, whose format is their type argument, and the FP8 ones.
// ok is false for another name.
func (fs *fnState) halfConv(name string, args []ssa.Value, in *ssa.Call) (ir.Value, bool) {
	switch name {
	case "ToFloat16", "ToBFloat16":
		return fs.halfFromF32(fs.val(args[0]), name == "ToBFloat16"), true
	case "ToFloat8E4M3", "ToFloat8E5M2":
		return fs.fp8Round(fs.val(args[0]), name == "ToFloat8E5M2", in), true
	case "HToFloat32", "HFromFloat32":
	default:
		return nil, false
	}
	t := in.Type()
	if name == "HToFloat32" {
		t = args[0].Type()
	}
	k := halfOf(t)
	if k != halfF16 && k != halfBF16 {
		fs.errorf(in.Pos(), CodeHalf, "%s of %s: it converts kern.Float16 or kern.BFloat16", name, typeName(t))
		return nil, true
	}
	if name == "HToFloat32" {
		return fs.halfToF32(fs.val(args[0]), k == halfBF16), true
	}
	return fs.halfFromF32(fs.val(args[0]), k == halfBF16), true
}

// fp8Round rounds a float32 or float64 to E4M3 (or E5M2), as
// half.ToFloat8E4M3 (ToFloat8E5M2) and their From64 forms do. The GPU
// runs package half's bulk-conversion steps, compiled from its Go source:
// f32ToE4M3 / f32ToE5M2 round float32 bits with 32-bit integer code (and,
// for subnormal results, one float32 addition whose round-to-nearest-even
// is the rounding: both backends emit IEEE adds, and a flushed float32
// subnormal input would give the same sum), which half's tests hold
// bit-identical to the scalar functions' float64 rounding; a float64 is first rounded to a
// float32 to odd (f64ToF32Odd), which keeps what the one rounding needs.
// PTX's cvt.rn.satfinite.e4m3x2.f32 (sm_89+) saturates instead of
// giving NaN or Inf on overflow, so it is not used.
func (fs *fnState) fp8Round(x ir.Value, e5m2 bool, in *ssa.Call) ir.Value {
	u32, u8 := ir.Typ[ir.Uint32], ir.Typ[ir.Uint8]
	var bits ir.Value
	if bt, ok := x.Type().(*ir.Basic); ok && bt.Kind == ir.Float64 {
		bits = fs.halfHelper("f64ToF32Odd", u32, in, fs.emit(ir.OpBitcast, ir.Typ[ir.Uint64], x))
	} else {
		bits = fs.emit(ir.OpBitcast, u32, x)
	}
	name := "f32ToE4M3"
	if e5m2 {
		name = "f32ToE5M2"
	}
	return fs.halfHelper(name, u8, in, bits)
}

// halfHelper calls an unexported function of package half, compiled from
// its Go source as a device function.
func (fs *fnState) halfHelper(name string, t ir.Type, in *ssa.Call, args ...ir.Value) ir.Value {
	var fn *ssa.Function
	if c := in.Common().StaticCallee(); c != nil {
		if hp := c.Prog.ImportedPackage(HalfPath); hp != nil {
			fn = hp.Func(name)
		}
	}
	if fn == nil {
		fs.internal(in.Pos(), "half."+name+" is not in the program")
		return nil
	}
	f := fs.g.function(fn, ir.Device, "", in.Pos(), fs.exact)
	if f == nil {
		return nil
	}
	return fs.emitAux(ir.OpCall, t, 0, f, args...)
}

// halfOp lowers the generic H* operations (kern's and half's), whose
// format is their operands' type. ok is false for another name.
func (fs *fnState) halfOp(name string, args []ssa.Value, in *ssa.Call) (ir.Value, bool) {
	if len(args) == 0 {
		return nil, false
	}
	if v, ok := fs.pairOp(name, args, in); ok {
		return v, true
	}
	k := halfOf(args[0].Type())
	bf := k == halfBF16
	v := func(i int) ir.Value { return fs.val(args[i]) }
	u16, f32 := ir.Typ[ir.Uint16], ir.Typ[ir.Float32]
	arith := func(op ir.HalfOp) ir.Value {
		xs := make([]ir.Value, len(args))
		for i := range args {
			xs[i] = v(i)
		}
		return fs.emitAux(ir.OpHalf, u16, ir.HalfAux(op, bf), nil, xs...)
	}
	cmp := func(op ir.Op) ir.Value {
		return fs.emit(op, ir.Typ[ir.Bool], fs.halfToF32(v(0), bf), fs.halfToF32(v(1), bf))
	}
	switch name {
	case "HAdd", "HSub", "HMul", "HFma", "HDiv", "HSqrt", "HNeg", "HAbs", "HMin", "HMax",
		"HEq", "HNe", "HLt", "HLe", "HGt", "HGe", "HExp", "HLog", "HSin", "HCos", "HTanh",
		"HExp2", "HExp10", "HLog2", "HLog10", "HRcp", "HRsqrt", "HCeil", "HFloor", "HTrunc", "HRint":
	default:
		return nil, false
	}
	if k != halfF16 && k != halfBF16 {
		fs.errorf(in.Pos(), CodeHalf, "%s of %s: the H* operations take kern.Float16 or kern.BFloat16", name, typeName(args[0].Type()))
		return nil, true
	}
	switch name {
	case "HAdd":
		return arith(ir.HalfAdd), true
	case "HSub":
		return arith(ir.HalfSub), true
	case "HMul":
		return arith(ir.HalfMul), true
	case "HFma":
		return arith(ir.HalfFMA), true
	case "HDiv":
		// float32 holds 24 ≥ 2p+2 bits, so rounding the float32 quotient
		// again is correct rounding (docs/half.md has the argument, with
		// bfloat16's float32 subnormals).
		q := fs.emit(ir.OpDiv, f32, fs.halfToF32(v(0), bf), fs.halfToF32(v(1), bf))
		return fs.halfFromF32(q, bf), true
	case "HSqrt":
		r := fs.emitAux(ir.OpMath, f32, int64(ir.MathSqrt), nil, fs.halfToF32(v(0), bf))
		return fs.halfFromF32(r, bf), true
	case "HExp", "HLog", "HSin", "HCos", "HTanh", "HExp2", "HLog2", "HLog10":
		return fs.halfMath(name[1:], v(0), bf, in), true
	case "HExp10":
		return fs.halfMath("Pow", v(0), bf, in, ir.ConstFloat(ir.Typ[ir.Float64], 10)), true
	case "HRcp":
		// HDiv(1, a): 1 is a 16-bit value, so HDiv's argument holds.
		q := fs.emit(ir.OpDiv, f32, ir.ConstFloat(f32, 1), fs.halfToF32(v(0), bf))
		return fs.halfFromF32(q, bf), true
	case "HRsqrt":
		// float64's correctly rounded square root and quotient, as package
		// half computes them: no result lies near a 16-bit rounding
		// boundary, and these are the same bits on every target anyway.
		f64 := ir.Typ[ir.Float64]
		w := fs.emit(ir.OpConvert, f64, fs.halfToF32(v(0), bf))
		r := fs.emit(ir.OpDiv, f64, ir.ConstFloat(f64, 1), fs.emitAux(ir.OpMath, f64, int64(ir.MathSqrt), nil, w))
		return fs.halfFromF64(r, bf), true
	case "HCeil", "HFloor", "HTrunc", "HRint":
		// Exact in float32, which holds every 16-bit value and integer.
		m := map[string]ir.MathFn{"HCeil": ir.MathCeil, "HFloor": ir.MathFloor, "HTrunc": ir.MathTrunc, "HRint": ir.MathRoundEven}[name]
		return fs.halfFromF32(fs.emitAux(ir.OpMath, f32, int64(m), nil, fs.halfToF32(v(0), bf)), bf), true
	case "HNeg":
		return fs.emit(ir.OpXor, u16, v(0), ir.ConstInt(u16, 0x8000)), true
	case "HAbs":
		return fs.emit(ir.OpAnd, u16, v(0), ir.ConstInt(u16, 0x7fff)), true
	case "HMin", "HMax":
		return fs.halfMinMax(v(0), v(1), bf, name == "HMax"), true
	case "HEq":
		return cmp(ir.OpEq), true
	case "HNe":
		return cmp(ir.OpNe), true
	case "HLt":
		return cmp(ir.OpLt), true
	case "HLe":
		return cmp(ir.OpLe), true
	case "HGt":
		return cmp(ir.OpGt), true
	}
	return cmp(ir.OpGe), true
}

// halfMath is package half's math function: Go's float64 function of
// the widened value (compiled from math's Go source, as a kernel's call
// of it is), rounded once. lead are float64 arguments before the value
// (Pow's base).
func (fs *fnState) halfMath(name string, x ir.Value, bf bool, in *ssa.Call, lead ...ir.Value) ir.Value {
	var fn *ssa.Function
	if c := in.Common().StaticCallee(); c != nil {
		if mp := c.Prog.ImportedPackage("math"); mp != nil {
			fn = mp.Func(name)
		}
	}
	if fn == nil {
		fs.internal(in.Pos(), "package math is not in the program")
		return nil
	}
	if pure := archFallback(fn); pure != nil {
		fn = pure
	}
	f := fs.g.function(fn, ir.Device, "", in.Pos(), fs.exact)
	if f == nil {
		return nil
	}
	w := fs.emit(ir.OpConvert, ir.Typ[ir.Float64], fs.halfToF32(x, bf))
	return fs.halfFromF64(fs.emitAux(ir.OpCall, ir.Typ[ir.Float64], 0, f, append(lead, w)...), bf)
}

// halfClass is the IsNaN or IsInf(sign) method of a 16-bit value: package
// half's comparisons of the bit pattern. The conditions combine as 0/1
// integers, which every target selects.
func (fs *fnState) halfClass(name string, args []ssa.Value, bf bool) ir.Value {
	u16, u32, b := ir.Typ[ir.Uint16], ir.Typ[ir.Uint32], ir.Typ[ir.Bool]
	h := fs.val(args[0])
	inf := int64(0x7c00)
	if bf {
		inf = 0x7f80
	}
	if name == "IsNaN" {
		return fs.emit(ir.OpGt, b, fs.emit(ir.OpAnd, u16, h, ir.ConstInt(u16, 0x7fff)), ir.ConstInt(u16, inf))
	}
	sign := fs.val(args[1])
	st, _ := sign.Type().(*ir.Basic)
	bit := func(c ir.Value) ir.Value {
		return fs.emit(ir.OpSelect, u32, c, ir.ConstInt(u32, 1), ir.ConstInt(u32, 0))
	}
	pos := fs.emit(ir.OpAnd, u32, bit(fs.emit(ir.OpEq, b, h, ir.ConstInt(u16, inf))), bit(fs.emit(ir.OpGe, b, sign, ir.ConstInt(st, 0))))
	neg := fs.emit(ir.OpAnd, u32, bit(fs.emit(ir.OpEq, b, h, ir.ConstInt(u16, inf|0x8000))), bit(fs.emit(ir.OpLe, b, sign, ir.ConstInt(st, 0))))
	return fs.emit(ir.OpNe, b, fs.emit(ir.OpOr, u32, pos, neg), ir.ConstInt(u32, 0))
}

func (fs *fnState) halfToF32(x ir.Value, bf bool) ir.Value {
	return fs.emitAux(ir.OpHalf, ir.Typ[ir.Float32], ir.HalfAux(ir.HalfToF32, bf), nil, x)
}

func (fs *fnState) halfFromF32(x ir.Value, bf bool) ir.Value {
	return fs.emitAux(ir.OpHalf, ir.Typ[ir.Uint16], ir.HalfAux(ir.HalfFromF32, bf), nil, x)
}

// halfFromF64 rounds a float64 to 16 bits once: it rounds to float32 to
// odd (toward zero, then the last bit set when inexact), which keeps the
// information rounding to nearest needs, since float32 has at least p+2
// bits more than either format at every magnitude; then to nearest.
func (fs *fnState) halfFromF64(x ir.Value, bf bool) ir.Value {
	f32, f64, u32, b := ir.Typ[ir.Float32], ir.Typ[ir.Float64], ir.Typ[ir.Uint32], ir.Typ[ir.Bool]
	r := fs.emit(ir.OpConvert, f32, x)
	back := fs.emit(ir.OpConvert, f64, r)
	inexact := fs.emit(ir.OpNe, b, back, x) // also for NaN, whose low bit does not matter
	abs := func(v ir.Value) ir.Value { return fs.emitAux(ir.OpMath, f64, int64(ir.MathAbs), nil, v) }
	away := fs.emit(ir.OpGt, b, abs(back), abs(x))
	bits := fs.emit(ir.OpBitcast, u32, r)
	bits = fs.emit(ir.OpSelect, u32, away, fs.emit(ir.OpSub, u32, bits, ir.ConstInt(u32, 1)), bits)
	bits = fs.emit(ir.OpSelect, u32, inexact, fs.emit(ir.OpOr, u32, bits, ir.ConstInt(u32, 1)), bits)
	return fs.halfFromF32(fs.emit(ir.OpBitcast, f32, bits), bf)
}

// halfMinMax is half.HMin or HMax: a NaN operand wins (the first), and
// -0 < +0.
func (fs *fnState) halfMinMax(a, b ir.Value, bf, isMax bool) ir.Value {
	u16, bt := ir.Typ[ir.Uint16], ir.Typ[ir.Bool]
	x, y := fs.halfToF32(a, bf), fs.halfToF32(b, bf)
	xn := fs.emit(ir.OpNe, bt, x, x)
	yn := fs.emit(ir.OpNe, bt, y, y)
	first, second := ir.OpLt, ir.OpGt // a wins when a < b, b when a > b
	signOp := ir.OpNe                 // on a tie, min takes a negative a
	if isMax {
		first, second, signOp = ir.OpGt, ir.OpLt, ir.OpEq
	}
	sign := fs.emit(signOp, bt, fs.emit(ir.OpAnd, u16, a, ir.ConstInt(u16, 0x8000)), ir.ConstInt(u16, 0))
	r := fs.emit(ir.OpSelect, u16, sign, a, b)
	r = fs.emit(ir.OpSelect, u16, fs.emit(second, bt, x, y), b, r)
	r = fs.emit(ir.OpSelect, u16, fs.emit(first, bt, x, y), a, r)
	r = fs.emit(ir.OpSelect, u16, yn, b, r)
	return fs.emit(ir.OpSelect, u16, xn, a, r)
}

// pairOp lowers the packed-pair functions (kern's and half's): Pack2,
// Load2, Store2 and the H*2 operations. ok is false for another name.
func (fs *fnState) pairOp(name string, args []ssa.Value, in *ssa.Call) (ir.Value, bool) {
	var k halfKind
	switch name {
	case "Pack2":
		k = halfOf(args[0].Type())
	case "Load2", "Store2":
		if s, ok := args[0].Type().Underlying().(*types.Slice); ok {
			k = halfOf(s.Elem())
		}
	case "HAdd2", "HSub2", "HMul2", "HFma2", "HNeg2", "HAbs2", "HMin2", "HMax2":
		k = halfPairOf(args[0].Type())
	default:
		return nil, false
	}
	if k != halfF16 && k != halfBF16 {
		fs.errorf(in.Pos(), CodeHalf, "%s of %s: the pair operations take kern.Float16 or kern.BFloat16 elements", name, typeName(args[0].Type()))
		return nil, true
	}
	bf := k == halfBF16
	u32 := ir.Typ[ir.Uint32]
	v := func(i int) ir.Value { return fs.val(args[i]) }
	arith := func(op ir.HalfOp) ir.Value {
		xs := make([]ir.Value, len(args))
		for i := range args {
			xs[i] = v(i)
		}
		return fs.emitAux(ir.OpHalf, u32, ir.HalfAux(op, bf), nil, xs...)
	}
	switch name {
	case "Pack2":
		return fs.pack2(v(0), v(1)), true
	case "Load2":
		return fs.emit(ir.OpLoad, u32, fs.pairAddr(v(0), v(1), "Load2")), true
	case "Store2":
		fs.emit(ir.OpStore, nil, fs.pairAddr(v(0), v(1), "Store2"), v(2))
		return nil, true
	case "HAdd2":
		return arith(ir.HalfAdd2), true
	case "HSub2":
		return arith(ir.HalfSub2), true
	case "HMul2":
		return arith(ir.HalfMul2), true
	case "HFma2":
		return arith(ir.HalfFMA2), true
	case "HNeg2":
		return fs.emit(ir.OpXor, u32, v(0), ir.ConstInt(u32, 0x8000_8000)), true
	case "HAbs2":
		return fs.emit(ir.OpAnd, u32, v(0), ir.ConstInt(u32, 0x7fff_7fff)), true
	}
	// HMin2, HMax2: the scalar selects on each element. PTX's min.f16x2
	// returns the other operand for a NaN and min.NaN.f16x2 a canonical
	// NaN, neither of which is HMin's bits.
	a, b := v(0), v(1)
	isMax := name == "HMax2"
	lo := fs.halfMinMax(fs.pairElem(a, false), fs.pairElem(b, false), bf, isMax)
	hi := fs.halfMinMax(fs.pairElem(a, true), fs.pairElem(b, true), bf, isMax)
	return fs.pack2(lo, hi), true
}

// pack2 is the pair (lo, hi) of two u16 values.
func (fs *fnState) pack2(lo, hi ir.Value) ir.Value {
	u32 := ir.Typ[ir.Uint32]
	h := fs.emit(ir.OpShl, u32, fs.emit(ir.OpConvert, u32, hi), ir.ConstInt(u32, 16))
	return fs.emit(ir.OpOr, u32, fs.emit(ir.OpConvert, u32, lo), h)
}

// pairElem is element 1 (hi) or 0 of pair p.
func (fs *fnState) pairElem(p ir.Value, hi bool) ir.Value {
	u32 := ir.Typ[ir.Uint32]
	if hi {
		p = fs.emit(ir.OpShr, u32, p, ir.ConstInt(u32, 16))
	}
	return fs.emit(ir.OpConvert, ir.Typ[ir.Uint16], p)
}

// pairAddr is the address of s[i] as a pointer to a u32 pair (alignedAddr).
func (fs *fnState) pairAddr(s, i ir.Value, what string) ir.Value {
	return fs.alignedAddr(s, i, 2, ir.Typ[ir.Uint32], "kern."+what+": &s[i] is not 4-byte aligned (i must be even)")
}

// alignedAddr is the address of s[i] as a pointer to t, which covers the
// n elements s[i:i+n] and needs their address aligned to t's size. In
// debug mode it traps unless s[i+n-1] is in range and the address is
// aligned (saying misaligned); otherwise a misaligned address faults on
// the GPU as any misaligned access does.
func (fs *fnState) alignedAddr(s, i ir.Value, n int, t ir.Type, misaligned string) ir.Value {
	st, ok := s.Type().(*ir.Struct)
	if !ok {
		return nil
	}
	i = fs.toI64(i)
	p := fs.emitAux(ir.OpExtract, st.Fields[0].Type, 0, nil, s)
	pt := p.Type().(*ir.Pointer)
	if fs.g.Opts.Debug {
		i64, u64 := ir.Typ[ir.Int64], ir.Typ[ir.Uint64]
		length := func() ir.Value { return fs.emitAux(ir.OpExtract, i64, 1, nil, s) }
		fs.boundsCheck(fs.emit(ir.OpAdd, i64, i, ir.ConstInt(i64, int64(n-1))), length)
		fs.boundsCheck(i, length)
		addr := fs.emit(ir.OpBitcast, u64, fs.emit(ir.OpPtrAdd, pt, p, i))
		low := fs.emit(ir.OpAnd, u64, addr, ir.ConstInt(u64, int64(t.Size()-1)))
		fs.check(fs.emit(ir.OpEq, ir.Typ[ir.Bool], low, ir.ConstInt(u64, 0)), ir.TrapPanic, misaligned)
	}
	return fs.emit(ir.OpBitcast, &ir.Pointer{Elem: t, Space: pt.Space}, fs.emit(ir.OpPtrAdd, pt, p, i))
}
