package passes

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
)

var (
	tI32  = ir.Typ[ir.Int32]
	tI64  = ir.Typ[ir.Int64]
	tF64  = ir.Typ[ir.Float64]
	tBool = ir.Typ[ir.Bool]
)

func newFn(name string, kind ir.FuncKind, results []ir.Type, params ...ir.Type) (*ir.Function, *ir.Builder) {
	f := &ir.Function{Name: name, Kind: kind, Results: results}
	for i, t := range params {
		f.Params = append(f.Params, &ir.Param{Ident: string(rune('a' + i)), Typ: t, Fn: f, Index: i})
	}
	bd := ir.NewBuilder(f)
	bd.SetBlock(f.NewBlock("entry"))
	return f, bd
}

func c64(v int64) *ir.Const { return ir.ConstInt(tI64, v) }

func finish(m *ir.Module) *ir.Module {
	for _, f := range m.Funcs {
		f.Renumber()
	}
	return m
}

// count returns the number of instructions with op in f (all ops when op
// is OpInvalid).
func count(f *ir.Function, op ir.Op) int {
	n := 0
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if op == ir.OpInvalid || in.Op == op {
				n++
			}
		}
	}
	return n
}

// optimize runs the passes with the verifier between them.
func optimize(t *testing.T, m *ir.Module, ps ...Pass) {
	t.Helper()
	if err := Run(m, ps, true); err != nil {
		t.Fatalf("%v\n%s", err, dump(m))
	}
}

func dump(m *ir.Module) string {
	var s fmt.Stringer = stringer{m}
	return s.String()
}

type stringer struct{ m *ir.Module }

func (s stringer) String() string {
	out := ""
	for _, f := range s.m.Funcs {
		out += f.String()
	}
	return out
}

// sameResults calls fn in the original and optimized modules on every
// input and requires identical results or identical errors.
func sameResults(t *testing.T, before, after *ir.Module, fn string, inputs [][]any) {
	t.Helper()
	for _, in := range inputs {
		r1, err1 := interp.Call(before.Func(fn), in...)
		r2, err2 := interp.Call(after.Func(fn), in...)
		if (err1 == nil) != (err2 == nil) || !reflect.DeepEqual(r1, r2) {
			t.Fatalf("%s%v: before %v, %v; after %v, %v\nafter:\n%s", fn, in, r1, err1, r2, err2, dump(after))
		}
	}
}

// int64Inputs makes n argument lists of k random and edge int64 values.
func int64Inputs(n, k int) [][]any {
	r := rand.New(rand.NewPCG(1, 2))
	edges := []int64{0, 1, -1, 7, -7, 1 << 62, -1 << 63}
	var out [][]any
	for i := range n {
		args := make([]any, k)
		for j := range args {
			if i < len(edges) {
				args[j] = edges[(i+j)%len(edges)]
			} else {
				args[j] = r.Int64N(200) - 100
			}
		}
		out = append(out, args)
	}
	return out
}
