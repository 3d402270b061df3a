package interp

import (
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

var (
	tI32  = ir.Typ[ir.Int32]
	tI64  = ir.Typ[ir.Int64]
	tF32  = ir.Typ[ir.Float32]
	tBool = ir.Typ[ir.Bool]
)

// fn makes a function with parameters of the given types and an entry
// block, and returns it with a builder positioned there.
func fn(name string, kind ir.FuncKind, results []ir.Type, params ...ir.Type) (*ir.Function, *ir.Builder) {
	f := &ir.Function{Name: name, Kind: kind, Results: results}
	for i, t := range params {
		f.Params = append(f.Params, &ir.Param{Ident: string(rune('a' + i)), Typ: t, Fn: f, Index: i})
	}
	bd := ir.NewBuilder(f)
	bd.SetBlock(f.NewBlock("entry"))
	bd.Pos = ir.Pos{File: "k.go", Line: 1, Col: 1}
	return f, bd
}

func i32c(v int64) *ir.Const { return ir.ConstInt(tI32, v) }
func i64c(v int64) *ir.Const { return ir.ConstInt(tI64, v) }

func ptrTo(t ir.Type, s ir.AddrSpace) *ir.Pointer { return &ir.Pointer{Elem: t, Space: s} }

// elemPtr emits &s[i] for a slice value s of element type t in global memory.
func elemPtr(bd *ir.Builder, s ir.Value, t ir.Type, i ir.Value) *ir.Instr {
	p := bd.EmitAux(ir.OpExtract, ptrTo(t, ir.SpaceGlobal), 0, nil, s)
	return bd.Emit(ir.OpPtrAdd, p.Typ, p, i)
}

// gtid emits blockIdx.x*blockDim.x + threadIdx.x as i64.
func gtid(bd *ir.Builder) *ir.Instr {
	tid := bd.EmitAux(ir.OpSpecial, tI32, int64(ir.TidX), nil)
	bid := bd.EmitAux(ir.OpSpecial, tI32, int64(ir.CtaidX), nil)
	bdim := bd.EmitAux(ir.OpSpecial, tI32, int64(ir.NtidX), nil)
	g := bd.Emit(ir.OpAdd, tI32, bd.Emit(ir.OpMul, tI32, bid, bdim), tid)
	return bd.Emit(ir.OpConvert, tI64, g)
}

func done(t *testing.T, f *ir.Function) *ir.Function {
	t.Helper()
	f.Renumber()
	if err := ir.Verify(f); err != nil {
		t.Fatal(err)
	}
	return f
}

func errorsIs(err, target error) bool { return errors.Is(err, target) }
func contains(s, sub string) bool     { return strings.Contains(s, sub) }
