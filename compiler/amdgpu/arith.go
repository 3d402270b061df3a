package amdgpu

import (
	"fmt"
	"math"

	"github.com/kernlab/kern/compiler/ir"
)

// fflags are the fast-math flags of float arithmetic: none unless
// Options.FastMath, so LLVM neither contracts nor reassociates.
func (e *fn) fflags() string {
	if e.mod.opts.FastMath {
		return "contract afn arcp "
	}
	return ""
}

// allOnes is the LLVM literal with every bit set in an integer type.
func allOnes() string { return "-1" }

func (e *fn) binary(in *ir.Instr) error {
	b, err := basicOf(in.Args[0])
	if err != nil {
		return err
	}
	a, err := e.args(in, 2)
	if err != nil {
		return err
	}
	x, y := a[0], a[1]
	t, err := basicType(b)
	if err != nil {
		return err
	}
	name := e.names[in]
	if b.IsFloat() {
		op := map[ir.Op]string{ir.OpAdd: "fadd", ir.OpSub: "fsub", ir.OpMul: "fmul", ir.OpDiv: "fdiv"}[in.Op]
		switch {
		case op != "":
			flags := e.fflags()
			if in.Op == ir.OpMul && in.AuxInt == ir.NoContract {
				flags = "" // complex arithmetic: Go's rounding even under FastMath
			}
			e.emit("%s = %s %s%s %s, %s", name, op, flags, t, x, y)
		case in.Op == ir.OpMin || in.Op == ir.OpMax:
			e.set(in, e.fminmax(in.Op == ir.OpMax, t, x, y))
		default:
			return fmt.Errorf("%w: %v on %v", ErrUnsupported, in.Op, b)
		}
		return nil
	}
	if !b.IsInteger() && b.Kind != ir.Bool {
		return fmt.Errorf("%w: %v on %v", ErrBadIR, in.Op, b)
	}
	switch in.Op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpAnd, ir.OpOr, ir.OpXor:
		op := map[ir.Op]string{ir.OpAdd: "add", ir.OpSub: "sub", ir.OpMul: "mul", ir.OpAnd: "and", ir.OpOr: "or", ir.OpXor: "xor"}[in.Op]
		e.emit("%s = %s %s %s, %s", name, op, t, x, y)
	case ir.OpAndNot:
		ny := e.def("xor %s %s, -1", t, y)
		e.emit("%s = and %s %s, %s", name, t, x, ny)
	case ir.OpDiv, ir.OpRem:
		if e.mod.opts.Debug {
			// Every division is a site, as in compiler/ptx, whose ids these are.
			if err := e.trapIf(e.def("icmp eq %s %s, 0", t, y), "integer divide by zero"); err != nil {
				return err
			}
		}
		// A constant divisor other than 0 and -1 needs no guard, nor one
		// the IR marks safe.
		c, ok := in.Args[1].(*ir.Const)
		if in.AuxInt == ir.DivSafe || ok && c.Bits != 0 && (!b.IsSigned() || c.Int() != -1) {
			op := map[bool]string{true: "div", false: "rem"}[in.Op == ir.OpDiv]
			op = map[bool]string{true: "s", false: "u"}[b.IsSigned()] + op
			if e.keepDivisorInLoop(in) {
				y = e.def("call %s asm sideeffect \"\", \"=s,0\"(%s %s)", t, t, y)
			}
			e.emit("%s = %s %s %s, %s", name, op, t, x, y)
			return nil
		}
		e.set(in, e.intDiv(in.Op == ir.OpDiv, b, t, x, y))
	case ir.OpShl, ir.OpShr:
		return e.shift(in, b, t, x)
	case ir.OpMin, ir.OpMax:
		fn := map[bool]string{false: "min", true: "max"}[in.Op == ir.OpMax]
		if b.IsSigned() {
			fn = "s" + fn
		} else {
			fn = "u" + fn
		}
		intr := fmt.Sprintf("llvm.%s.%s", fn, t)
		e.mod.declare(intr, fmt.Sprintf("declare %s @%s(%s, %s)", t, intr, t, t))
		e.emit("%s = call %s @%s(%s %s, %s %s)", name, t, intr, t, x, t, y)
	default:
		return fmt.Errorf("%w: %v on %v", ErrBadIR, in.Op, b)
	}
	return nil
}

// intDiv lowers Go's / and % with every case defined. LLVM's sdiv/udiv by
// zero and sdiv INT_MIN/-1 are undefined, so the divisor is replaced by 1
// in those cases and the result chosen afterwards:
//
//	x / 0 = -1 (all bits set: MaxUint for unsigned)   x % 0 = x
//	MinInt / -1 = MinInt (wraps, as Go)                MinInt % -1 = 0
//
// x/0 = all ones and x%0 = x keep x == (x/y)*y + x%y true for y == 0, and
// are what RISC-V and NVIDIA's unsigned division produce.
func (e *fn) intDiv(div bool, b *ir.Basic, t, x, y string) string {
	zero := e.def("icmp eq %s %s, 0", t, y)
	if !b.IsSigned() {
		safe := e.def("select i1 %s, %s 1, %s %s", zero, t, t, y)
		if div {
			q := e.def("udiv %s %s, %s", t, x, safe)
			return e.def("select i1 %s, %s %s, %s %s", zero, t, allOnes(), t, q)
		}
		r := e.def("urem %s %s, %s", t, x, safe)
		return e.def("select i1 %s, %s %s, %s %s", zero, t, x, t, r)
	}
	m1 := e.def("icmp eq %s %s, -1", t, y)
	special := e.def("or i1 %s, %s", zero, m1)
	safe := e.def("select i1 %s, %s 1, %s %s", special, t, t, y)
	if div {
		q := e.def("sdiv %s %s, %s", t, x, safe) // x/1 = x
		neg := e.def("sub %s 0, %s", t, x)       // x/-1 = -x, wrapping MinInt to itself
		q1 := e.def("select i1 %s, %s %s, %s %s", m1, t, neg, t, q)
		return e.def("select i1 %s, %s %s, %s %s", zero, t, allOnes(), t, q1)
	}
	r := e.def("srem %s %s, %s", t, x, safe) // x%1 = 0 = x%-1
	return e.def("select i1 %s, %s %s, %s %s", zero, t, x, t, r)
}

// shift lowers Go's << and >>: the count may have any integer type and any
// value; counts ≥ width give 0 (or -1 for a negative signed >>), where LLVM
// would give poison. The count is clamped before the LLVM shift.
func (e *fn) shift(in *ir.Instr, b *ir.Basic, t, x string) error {
	sb, err := basicOf(in.Args[1])
	if err != nil {
		return err
	}
	if !sb.IsInteger() {
		return fmt.Errorf("%w: shift count of type %v", ErrBadIR, sb)
	}
	st, _ := basicType(sb)
	s, err := e.val(in.Args[1])
	if err != nil {
		return err
	}
	w := b.Bits()
	name := e.names[in]
	op := "shl"
	if in.Op == ir.OpShr {
		op = map[bool]string{true: "ashr", false: "lshr"}[b.IsSigned()]
	}
	if c, ok := in.Args[1].(*ir.Const); ok {
		// A constant count: an in-range shift as is, or the constant result.
		switch {
		case c.Bits < uint64(w):
			e.emit("%s = %s %s %s, %d", name, op, t, x, c.Bits)
		case op == "ashr":
			e.emit("%s = ashr %s %s, %d", name, t, x, w-1)
		default:
			e.set(in, "0")
		}
		return nil
	}
	// big: count ≥ width, judged in the count's own type (unsigned).
	big := e.def("icmp uge %s %s, %d", st, s, w)
	cnt := s
	switch {
	case sb.Bits() > w:
		cnt = e.def("trunc %s %s to %s", st, s, t)
	case sb.Bits() < w:
		cnt = e.def("zext %s %s to %s", st, s, t)
	}
	if op == "ashr" {
		c := e.def("select i1 %s, %s %d, %s %s", big, t, w-1, t, cnt)
		e.emit("%s = ashr %s %s, %s", name, t, x, c)
		return nil
	}
	c := e.def("and %s %s, %d", t, cnt, w-1)
	r := e.def("%s %s %s, %s", op, t, x, c)
	e.emit("%s = select i1 %s, %s 0, %s %s", name, big, t, t, r)
	return nil
}

// fminmax is Go's min and max for floats (runtime fmin/fmax): a NaN
// operand gives that NaN (y's first), and min(-0, +0) = -0, max = +0.
// llvm.minimum/maximum have these rules but LLVM 15 cannot select them for
// AMDGPU, so the choice is written out.
func (e *fn) fminmax(isMax bool, t, x, y string) string {
	it := "i32"
	if t == "double" {
		it = "i64"
	}
	pred, bitop := "olt", "or" // min: -0 wins, so OR the sign bits
	if isMax {
		pred, bitop = "ogt", "and"
	}
	pick := e.def("fcmp %s %s %s, %s", pred, t, x, y)
	r0 := e.def("select i1 %s, %s %s, %s %s", pick, t, x, t, y)
	eq := e.def("fcmp oeq %s %s, %s", t, x, y)
	xb := e.def("bitcast %s %s to %s", t, x, it)
	yb := e.def("bitcast %s %s to %s", t, y, it)
	ob := e.def("%s %s %s, %s", bitop, it, xb, yb)
	o := e.def("bitcast %s %s to %s", it, ob, t)
	r1 := e.def("select i1 %s, %s %s, %s %s", eq, t, o, t, r0)
	xn := e.def("fcmp uno %s %s, 0.0", t, x)
	r2 := e.def("select i1 %s, %s %s, %s %s", xn, t, x, t, r1)
	yn := e.def("fcmp uno %s %s, 0.0", t, y)
	return e.def("select i1 %s, %s %s, %s %s", yn, t, y, t, r2)
}

func (e *fn) compare(in *ir.Instr) error {
	a, err := e.args(in, 2)
	if err != nil {
		return err
	}
	ty, err := llType(in.Args[0].Type())
	if err != nil {
		return err
	}
	name := e.names[in]
	switch t := in.Args[0].Type().(type) {
	case *ir.Pointer:
		pred := map[ir.Op]string{ir.OpEq: "eq", ir.OpNe: "ne", ir.OpLt: "ult", ir.OpLe: "ule", ir.OpGt: "ugt", ir.OpGe: "uge"}[in.Op]
		e.emit("%s = icmp %s %s %s, %s", name, pred, ty, a[0], a[1])
	case *ir.Basic:
		switch {
		case t.IsFloat():
			pred := map[ir.Op]string{ir.OpEq: "oeq", ir.OpNe: "une", ir.OpLt: "olt", ir.OpLe: "ole", ir.OpGt: "ogt", ir.OpGe: "oge"}[in.Op]
			if x, mask, ok := e.absClassTest(in, t); ok {
				class := e.intrinsic(map[ir.BasicKind]string{ir.Float32: "llvm.amdgcn.class.f32", ir.Float64: "llvm.amdgcn.class.f64"}[t.Kind], "i1", ty, "i32")
				e.emit("%s = call i1 %s(%s %s, i32 %d)", name, class, ty, x, mask)
				return nil
			}
			if x, y, ok := e.halfWidened(in.Args[0], in.Args[1]); ok {
				ty, a = "half", []string{x, y}
			}
			e.emit("%s = fcmp %s %s %s, %s", name, pred, ty, a[0], a[1])
		default:
			sign := "u"
			if t.IsSigned() {
				sign = "s"
			}
			pred := map[ir.Op]string{ir.OpEq: "eq", ir.OpNe: "ne", ir.OpLt: sign + "lt", ir.OpLe: sign + "le", ir.OpGt: sign + "gt", ir.OpGe: sign + "ge"}[in.Op]
			e.emit("%s = icmp %s %s %s, %s", name, pred, ty, a[0], a[1])
		}
	default:
		return fmt.Errorf("%w: comparison of %v", ErrUnsupported, t)
	}
	return nil
}

func (e *fn) unary(in *ir.Instr) error {
	b, err := basicOf(in.Args[0])
	if err != nil {
		return err
	}
	a, err := e.args(in, 1)
	if err != nil {
		return err
	}
	t, err := basicType(b)
	if err != nil {
		return err
	}
	name := e.names[in]
	switch {
	case in.Op == ir.OpNeg && b.IsFloat():
		e.emit("%s = fneg %s %s", name, t, a[0])
	case in.Op == ir.OpNeg && b.IsInteger():
		e.emit("%s = sub %s 0, %s", name, t, a[0])
	case in.Op == ir.OpNot && b.Kind == ir.Bool:
		e.emit("%s = xor i1 %s, true", name, a[0])
	case in.Op == ir.OpCompl && b.IsInteger():
		e.emit("%s = xor %s %s, -1", name, t, a[0])
	default:
		return fmt.Errorf("%w: %v on %v", ErrBadIR, in.Op, b)
	}
	return nil
}

func (e *fn) bitcast(in *ir.Instr) error {
	if pf, ok := in.Args[0].Type().(*ir.Pointer); ok {
		return e.pointerBitcast(in, pf)
	}
	from, err := basicOf(in.Args[0])
	if err != nil {
		return err
	}
	to, ok := in.Typ.(*ir.Basic)
	if !ok || to.Size() != from.Size() || from.Kind == ir.Bool || to.Kind == ir.Bool {
		return fmt.Errorf("%w: bitcast %v to %v", ErrBadIR, from, in.Typ)
	}
	a, err := e.args(in, 1)
	if err != nil {
		return err
	}
	ft, _ := basicType(from)
	tt, _ := basicType(to)
	if ft == tt {
		e.set(in, a[0])
		return nil
	}
	e.emit("%s = bitcast %s %s to %s", e.names[in], ft, a[0], tt)
	return nil
}

// pointerBitcast is a bitcast from a pointer: to a pointer of the same
// address space (LLVM's pointers are opaque, so the same value) or to a
// 64-bit integer (its address, for an alignment test).
func (e *fn) pointerBitcast(in *ir.Instr, pf *ir.Pointer) error {
	as, err := addrSpace(pf.Space)
	if err != nil {
		return err
	}
	a, err := e.args(in, 1)
	if err != nil {
		return err
	}
	switch t := in.Typ.(type) {
	case *ir.Pointer:
		if t.Space == pf.Space {
			e.set(in, a[0])
			return nil
		}
	case *ir.Basic:
		if t.Size() == 8 && t.IsInteger() {
			e.emit("%s = ptrtoint %s %s to i64", e.names[in], ptrType(as), a[0])
			return nil
		}
	}
	return fmt.Errorf("%w: bitcast %v to %v", ErrBadIR, pf, in.Typ)
}

func (e *fn) selectOp(in *ir.Instr) error {
	a, err := e.args(in, 3)
	if err != nil {
		return err
	}
	t, err := llType(in.Typ)
	if err != nil {
		return err
	}
	e.emit("%s = select i1 %s, %s %s, %s %s", e.names[in], a[0], t, a[1], t, a[2])
	return nil
}

// keepDivisorInLoop reports a 64-bit division by a kernel parameter in an
// outer loop (one holding another loop: a gufunc wrapper's split of its
// loop index, around the core's loops). LLVM expands the division with a
// reciprocal of the divisor in vector registers, which MachineLICM hoists
// out of the outer loop when the divisor is invariant; those registers then
// stay live through the inner loops (3 VGPRs a divisor in the matmul and
// doubled gufuncs, above clang's count for the same C). The divisor then
// goes through an empty inline asm (marked sideeffect, so that no pass
// moves it) that returns it unchanged in scalar registers: no instruction,
// and the
// reciprocal is made where the division is, once per outer iteration, as
// clang does. A kernel parameter is in scalar registers already, so the
// constraint moves nothing. Innermost loops (a strided ufunc's element
// loop) keep the hoisted reciprocal, which saves instructions per element.
func (e *fn) keepDivisorInLoop(in *ir.Instr) bool {
	if e.f.Kind != ir.Kernel || e.mod.opts.Debug || in.Type().Size() != 8 || !kernelParam(in.Args[1]) {
		return false
	}
	if e.outer == nil {
		e.outer = outerLoopBlocks(e.f)
	}
	return e.outer[in.Block]
}

// kernelParam reports a kernel parameter, or an integer bitcast of one.
func kernelParam(v ir.Value) bool {
	for {
		switch x := v.(type) {
		case *ir.Param:
			return x.Fn != nil && x.Fn.Kind == ir.Kernel
		case *ir.Instr:
			if x.Op != ir.OpBitcast {
				return false
			}
			v = x.Args[0]
		default:
			return false
		}
	}
}

// outerLoopBlocks is the set of blocks of f in a natural loop that holds
// the header of another loop.
func outerLoopBlocks(f *ir.Function) map[*ir.Block]bool {
	loops, _ := ir.NaturalLoops(f)
	outer := map[*ir.Block]bool{}
	for _, l := range loops {
		for _, m := range loops {
			if m != l && l.In[m.Header] {
				for b := range l.In {
					outer[b] = true
				}
				break
			}
		}
	}
	return outer
}

// The classes of llvm.amdgcn.class's mask (v_cmp_class): one bit each.
const (
	classNegInf       = 1 << 2
	classNegNormal    = 1 << 3
	classNegSubnormal = 1 << 4
	classNegZero      = 1 << 5
	classPosZero      = 1 << 6
	classPosSubnormal = 1 << 7
	classPosNormal    = 1 << 8
	classPosInf       = 1 << 9

	classZeroOrSubnormal = classNegSubnormal | classNegZero | classPosZero | classPosSubnormal
	classNormal          = classNegNormal | classPosNormal
	classInf             = classNegInf | classPosInf
)

// absClassTest reports whether comparison in is |x| against the boundary
// of two classes of floats (the smallest normal: Go's math.Frexp and
// Ldexp test Abs(x) < SmallestNormal; the largest finite: IsInf), and
// returns x and the llvm.amdgcn.class mask that gives the same result,
// NaN included. The test reads x itself: when the optimizer shares one
// fabs among several such tests in different blocks, that |x| is a value
// of its own, a VGPR pair on gfx90a for a float64 kept live across all
// the code between them (math.Pow held it across Log and Exp), where the
// comparison could fold |x| into its operand only in the block of the
// fabs.
func (e *fn) absClassTest(in *ir.Instr, t *ir.Basic) (x string, mask int, ok bool) {
	if t.Kind != ir.Float32 && t.Kind != ir.Float64 {
		return "", 0, false
	}
	op := in.Op
	abs, isAbs := in.Args[0].(*ir.Instr)
	c, isConst := in.Args[1].(*ir.Const)
	if !isAbs || !isConst {
		// c OP |x| is |x| OP' c with the comparison mirrored.
		abs, isAbs = in.Args[1].(*ir.Instr)
		c, isConst = in.Args[0].(*ir.Const)
		op = map[ir.Op]ir.Op{ir.OpLt: ir.OpGt, ir.OpLe: ir.OpGe, ir.OpGt: ir.OpLt, ir.OpGe: ir.OpLe}[op]
	}
	if !isAbs || !isConst || abs.Op != ir.OpMath || ir.MathFn(abs.AuxInt) != ir.MathAbs || len(abs.Args) != 1 ||
		!ir.Identical(abs.Args[0].Type(), t) {
		return "", 0, false
	}
	smallestNormal, maxFinite := c.Float() == 0x1p-1022, c.Float() == math.MaxFloat64
	if t.Kind == ir.Float32 {
		smallestNormal, maxFinite = c.Float() == 0x1p-126, c.Float() == math.MaxFloat32
	}
	switch {
	case smallestNormal && op == ir.OpLt:
		mask = classZeroOrSubnormal
	case smallestNormal && op == ir.OpGe:
		mask = classNormal | classInf
	case maxFinite && op == ir.OpGt:
		mask = classInf
	case maxFinite && op == ir.OpLe:
		mask = classZeroOrSubnormal | classNormal
	default:
		return "", 0, false
	}
	x, err := e.val(abs.Args[0])
	if err != nil {
		return "", 0, false
	}
	return x, mask, true
}
