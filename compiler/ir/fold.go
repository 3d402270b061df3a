package ir

// LaneFold reports whether f, a binary reduction core func(T, T) T, is
// one commutative operation of its two parameters — return a op b with op
// one of add, mul, and, or, xor, min, max on a non-bool basic type T — and
// returns op. Such a fold may be evaluated in any order of its operands'
// pairs (for integers and min/max the value does not depend on it; float
// add and mul only round differently), so the CPU targets run it on
// interleaved partial results, one per SIMD lane (see docs/simd.md), as
// NumPy's sum and the GPU's tree do. Every other fold keeps its
// left-to-right order.
func LaneFold(f *Function) (Op, bool) {
	if len(f.Params) != 2 || len(f.Results) != 1 || len(f.Blocks) != 1 {
		return OpInvalid, false
	}
	t, ok := f.Results[0].(*Basic)
	if !ok || t.Kind == Bool || !Identical(f.Params[0].Typ, t) || !Identical(f.Params[1].Typ, t) {
		return OpInvalid, false
	}
	ins := f.Blocks[0].Instrs
	if len(ins) != 2 || ins[1].Op != OpReturn || len(ins[1].Args) != 1 || ins[1].Args[0] != Value(ins[0]) {
		return OpInvalid, false
	}
	op := ins[0]
	switch op.Op {
	case OpAdd, OpMul, OpAnd, OpOr, OpXor, OpMin, OpMax:
	default:
		return OpInvalid, false
	}
	if len(op.Args) != 2 || !Identical(op.Typ, t) {
		return OpInvalid, false
	}
	a, b := op.Args[0], op.Args[1]
	p, q := Value(f.Params[0]), Value(f.Params[1])
	if a == p && b == q || a == q && b == p {
		return op.Op, true
	}
	return OpInvalid, false
}
