package amdgpu

import (
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
)

// Helpers that build IR modules with ir.Builder for the tests.

var (
	tBool = ir.Typ[ir.Bool]
	tI8   = ir.Typ[ir.Int8]
	tI16  = ir.Typ[ir.Int16]
	tI32  = ir.Typ[ir.Int32]
	tI64  = ir.Typ[ir.Int64]
	tU8   = ir.Typ[ir.Uint8]
	tU16  = ir.Typ[ir.Uint16]
	tU32  = ir.Typ[ir.Uint32]
	tU64  = ir.Typ[ir.Uint64]
	tF32  = ir.Typ[ir.Float32]
	tF64  = ir.Typ[ir.Float64]
)

func numericTypes() []*ir.Basic {
	return []*ir.Basic{tI8, tI16, tI32, tI64, tU8, tU16, tU32, tU64, tF32, tF64}
}

func intTypes() []*ir.Basic { return numericTypes()[:8] }

func ptrTo(e ir.Type, s ir.AddrSpace) *ir.Pointer { return &ir.Pointer{Elem: e, Space: s} }

// newFunc adds a function with the given parameter types to m and returns
// a builder positioned in its entry block.
func newFunc(m *ir.Module, name string, kind ir.FuncKind, params []ir.Type, results ...ir.Type) (*ir.Function, *ir.Builder) {
	f := &ir.Function{Name: name, Kind: kind, Results: results, Source: name}
	for i, t := range params {
		f.Params = append(f.Params, &ir.Param{Ident: fmt.Sprintf("p%d", i), Typ: t, Fn: f, Index: i})
	}
	m.Funcs = append(m.Funcs, f)
	b := ir.NewBuilder(f)
	b.SetBlock(f.NewBlock("entry"))
	return f, b
}

func binaryOps(t *ir.Basic) []ir.Op {
	if t.IsFloat() {
		return []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpMin, ir.OpMax}
	}
	return []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpRem, ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpAndNot, ir.OpMin, ir.OpMax}
}

func compareOps() []ir.Op { return []ir.Op{ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe} }

// opFunc is one single-operation device function of the semantic corpus.
type opFunc struct {
	f    *ir.Function
	args []*ir.Basic
	res  *ir.Basic
	// ref computes the expected result bits from the argument bits.
	ref func(a []uint64) uint64
}

// addOp adds "device NAME(args) res { return op(args) }".
func addOp(m *ir.Module, name string, op ir.Op, aux int64, res *ir.Basic, args ...*ir.Basic) *ir.Function {
	ps := make([]ir.Type, len(args))
	for i, a := range args {
		ps[i] = a
	}
	f, b := newFunc(m, name, ir.Device, ps, res)
	vs := make([]ir.Value, len(args))
	for i, p := range f.Params {
		vs[i] = p
	}
	r := b.EmitAux(op, res, aux, nil, vs...)
	b.Return(r)
	f.Renumber()
	return f
}
