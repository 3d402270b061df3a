package amdgpu

import (
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
)

// atomicScope is the LLVM sync scope of an atomic on memory in as: agent
// (the whole GPU) for global and flat memory, workgroup for LDS, which
// only one work-group can see.
func atomicScope(as int) (string, error) {
	switch as {
	case asGlobal, asFlat:
		return `syncscope("agent")`, nil
	case asLDS:
		return `syncscope("workgroup")`, nil
	}
	return "", fmt.Errorf("%w: atomic on address space %d", ErrUnsupported, as)
}

// atomic lowers OpAtomic and OpAtomicCAS. The ordering is monotonic
// (relaxed), as CUDA's atomicAdd and friends.
//
//	integers of 32/64 bits: atomicrmw add/sub/and/or/xor/xchg, max/min
//	  (signed) or umax/umin (unsigned)
//	floats: atomicrmw fadd/fsub/xchg (LLVM expands them to a cmpxchg loop
//	  where the processor has no native instruction); max and min are a
//	  cmpxchg loop computing Go's max/min (NaN wins, -0 < +0)
//	8/16-bit integers: a cmpxchg loop on the value (LLVM 15 cannot select
//	  sub-word atomicrmw for AMDGPU but expands sub-word cmpxchg)
//	inc, dec (CUDA's wrapping forms) and the NaN-as-missing nanmax/nanmin
//	  of floats: a cmpxchg loop; integer nanmax/nanmin are max/min
//	cas: cmpxchg on the bits (floats compare bit for bit)
func (e *fn) atomic(in *ir.Instr) error {
	elem, as, err := pointee(in.Args[0])
	if err != nil {
		return err
	}
	b, ok := elem.(*ir.Basic)
	if !ok || !(b.IsInteger() || b.IsFloat()) || !ir.Identical(elem, in.Typ) {
		return fmt.Errorf("%w: atomic on %v yielding %v", ErrBadIR, elem, in.Typ)
	}
	scope, err := atomicScope(as)
	if err != nil {
		return err
	}
	t, _ := basicType(b)
	it := fmt.Sprintf("i%d", b.Bits())
	pt := ptrType(as)
	p, err := e.val(in.Args[0])
	if err != nil {
		return err
	}
	name := e.names[in]
	if in.Op == ir.OpAtomicCAS {
		a, err := e.args(in, 3)
		if err != nil {
			return err
		}
		cmp, nv := a[1], a[2]
		if b.IsFloat() {
			cmp = e.def("bitcast %s %s to %s", t, cmp, it)
			nv = e.def("bitcast %s %s to %s", t, nv, it)
		}
		pair := e.def("cmpxchg %s %s, %s %s, %s %s %s monotonic monotonic, align %d", pt, p, it, cmp, it, nv, scope, b.Align())
		old := e.def("extractvalue { %s, i1 } %s, 0", it, pair)
		if b.IsFloat() {
			e.emit("%s = bitcast %s %s to %s", name, it, old, t)
		} else {
			e.set(in, old)
		}
		return nil
	}
	v, err := e.val(in.Args[1])
	if err != nil {
		return err
	}
	op := ir.AtomicOp(in.AuxInt)
	var rmw string
	switch {
	case b.IsFloat():
		rmw = map[ir.AtomicOp]string{ir.AtomicAdd: "fadd", ir.AtomicSub: "fsub", ir.AtomicExch: "xchg"}[op]
		if rmw == "" && op != ir.AtomicMax && op != ir.AtomicMin && op != ir.AtomicNanMax && op != ir.AtomicNanMin {
			return fmt.Errorf("%w: atomic %v on %v", ErrBadIR, op, b)
		}
	default:
		rmw = map[ir.AtomicOp]string{ir.AtomicAdd: "add", ir.AtomicSub: "sub", ir.AtomicExch: "xchg",
			ir.AtomicAnd: "and", ir.AtomicOr: "or", ir.AtomicXor: "xor"}[op]
		switch op {
		case ir.AtomicMax, ir.AtomicNanMax: // integers have no NaN
			rmw = map[bool]string{true: "max", false: "umax"}[b.IsSigned()]
		case ir.AtomicMin, ir.AtomicNanMin:
			rmw = map[bool]string{true: "min", false: "umin"}[b.IsSigned()]
		case ir.AtomicInc, ir.AtomicDec:
			// LLVM 15 has no atomicrmw uinc_wrap/udec_wrap: a cmpxchg loop.
			if b.IsSigned() {
				return fmt.Errorf("%w: atomic %v on %v", ErrBadIR, op, b)
			}
		case ir.AtomicAddF16, ir.AtomicAddBF16:
			// A cmpxchg loop adding as half.HAdd (gfx90a's 16-bit float
			// atomic adds are packed pairs).
			if b.Kind != ir.Uint16 {
				return fmt.Errorf("%w: atomic %v on %v", ErrBadIR, op, b)
			}
		default:
			if rmw == "" {
				return fmt.Errorf("%w: atomic op %d", ErrBadIR, in.AuxInt)
			}
		}
	}
	if rmw != "" && b.Bits() >= 32 {
		e.emit("%s = atomicrmw %s %s %s, %s %s %s monotonic, align %d", name, rmw, pt, p, t, v, scope, b.Align())
		return nil
	}
	e.set(in, e.casLoop(b, t, it, pt, p, scope, func(cur string) string {
		return e.rmwValue(op, b, t, cur, v)
	}))
	return nil
}

// rmwValue computes the new value of a read-modify-write from the current
// one (for the cmpxchg loop).
func (e *fn) rmwValue(op ir.AtomicOp, b *ir.Basic, t, cur, v string) string {
	if b.IsFloat() {
		switch op {
		case ir.AtomicMax, ir.AtomicMin:
			return e.fminmax(op == ir.AtomicMax, t, cur, v)
		case ir.AtomicNanMax, ir.AtomicNanMin:
			// A NaN v is missing (keep cur); a NaN cur takes v; else Go's max/min.
			m := e.fminmax(op == ir.AtomicNanMax, t, cur, v)
			cn := e.def("fcmp uno %s %s, 0.0", t, cur)
			m = e.def("select i1 %s, %s %s, %s %s", cn, t, v, t, m)
			vn := e.def("fcmp uno %s %s, 0.0", t, v)
			return e.def("select i1 %s, %s %s, %s %s", vn, t, cur, t, m)
		case ir.AtomicAdd:
			return e.def("fadd %s %s, %s", t, cur, v)
		case ir.AtomicSub:
			return e.def("fsub %s %s, %s", t, cur, v)
		}
		return v
	}
	switch op {
	case ir.AtomicAdd, ir.AtomicSub, ir.AtomicAnd, ir.AtomicOr, ir.AtomicXor:
		o := map[ir.AtomicOp]string{ir.AtomicAdd: "add", ir.AtomicSub: "sub", ir.AtomicAnd: "and", ir.AtomicOr: "or", ir.AtomicXor: "xor"}[op]
		return e.def("%s %s %s, %s", o, t, cur, v)
	case ir.AtomicInc: // cur >= v ? 0 : cur+1
		ge := e.def("icmp uge %s %s, %s", t, cur, v)
		inc := e.def("add %s %s, 1", t, cur)
		return e.def("select i1 %s, %s 0, %s %s", ge, t, t, inc)
	case ir.AtomicDec: // cur == 0 || cur > v ? v : cur-1 (cur-1 <u v otherwise)
		dec := e.def("sub %s %s, 1", t, cur)
		lt := e.def("icmp ult %s %s, %s", t, dec, v)
		return e.def("select i1 %s, %s %s, %s %s", lt, t, dec, t, v)
	case ir.AtomicNanMax, ir.AtomicNanMin:
		return e.rmwValue(map[ir.AtomicOp]ir.AtomicOp{ir.AtomicNanMax: ir.AtomicMax, ir.AtomicNanMin: ir.AtomicMin}[op], b, t, cur, v)
	case ir.AtomicAddF16, ir.AtomicAddBF16:
		if op == ir.AtomicAddF16 {
			r, _ := e.halfNative(ir.HalfAdd, []string{cur, v}, "half", "i16") // HalfAdd has no error
			return r
		}
		return e.bfNarrow(e.def("fadd float %s, %s", e.bfWiden(cur), e.bfWiden(v)))
	case ir.AtomicMax, ir.AtomicMin:
		fn := map[bool]string{false: "min", true: "max"}[op == ir.AtomicMax]
		if b.IsSigned() {
			fn = "s" + fn
		} else {
			fn = "u" + fn
		}
		intr := e.intrinsic(fmt.Sprintf("llvm.%s.%s", fn, t), t, t, t)
		return e.def("call %s %s(%s %s, %s %s)", t, intr, t, cur, t, v)
	}
	return v // exch
}

// casLoop writes
//
//	init = load atomic monotonic p
//	loop: cur = phi [init, before], [seen, loop]
//	      seen, ok = cmpxchg p, bits(cur), bits(next(cur))
//	      br ok, done, loop
//	done:
//
// and returns cur, the old value.
func (e *fn) casLoop(b *ir.Basic, t, it, pt, p, scope string, next func(cur string) string) string {
	init := e.def("load atomic %s, %s %s monotonic, align %d", it, pt, p, b.Align())
	before := e.cur.label
	loop := e.newBlock("cas")
	done := e.newBlock("cas.done")
	e.emit("br label %%%s", loop.label)
	e.startBlock(loop)
	curBits := e.tmp()
	seen := e.tmp()
	e.emit("%s = phi %s [ %s, %%%s ], [ %s, %%%s ]", curBits, it, init, before, seen, loop.label)
	cur := curBits
	if b.IsFloat() {
		cur = e.def("bitcast %s %s to %s", it, curBits, t)
	}
	nv := next(cur)
	if b.IsFloat() {
		nv = e.def("bitcast %s %s to %s", t, nv, it)
	}
	pair := e.def("cmpxchg %s %s, %s %s, %s %s %s monotonic monotonic, align %d", pt, p, it, curBits, it, nv, scope, b.Align())
	e.emit("%s = extractvalue { %s, i1 } %s, 0", seen, it, pair)
	ok := e.def("extractvalue { %s, i1 } %s, 1", it, pair)
	e.emit("br i1 %s, label %%%s, label %%%s", ok, done.label, loop.label)
	e.startBlock(done)
	return cur
}
