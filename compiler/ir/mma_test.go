package ir_test

import (
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// TestVerifyMMA checks that the verifier accepts well-formed OpMMA
// instructions and names what is wrong with malformed ones.
func TestVerifyMMA(t *testing.T) {
	u16p := &ir.Pointer{Elem: ir.Typ[ir.Uint16], Space: ir.SpaceGlobal}
	f32p := &ir.Pointer{Elem: f32, Space: ir.SpaceShared}
	for _, tc := range []struct {
		name string
		emit func(bd *ir.Builder, p, q ir.Value)
		want string // "" when valid
	}{
		{"valid", func(bd *ir.Builder, p, q ir.Value) {
			a := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadA, ir.MMABF16, 1), nil, p, ir.ConstInt(i64, 16))
			b := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadB, ir.MMABF16, 0), nil, p, ir.ConstInt(i64, 16))
			c := bd.EmitAux(ir.OpMMA, ir.MMAFragC(), ir.MMAAux(ir.MMALoadC, 0, 1), nil, q, ir.ConstInt(i64, 16))
			c = bd.EmitAux(ir.OpMMA, ir.MMAFragC(), ir.MMAAux(ir.MMACompute, ir.MMABF16, 0), nil, a, b, c)
			bd.EmitAux(ir.OpMMA, nil, ir.MMAAux(ir.MMAStore, 0, 0), nil, q, c, ir.ConstInt(i64, 16))
		}, ""},
		{"ld i32", func(bd *ir.Builder, p, q ir.Value) {
			bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadA, ir.MMAF16, 0), nil, p, ir.ConstInt(i32, 16))
		}, "mma.load.a/b"},
		{"tf32 from u16", func(bd *ir.Builder, p, q ir.Value) {
			bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadB, ir.MMATF32, 0), nil, p, ir.ConstInt(i64, 16))
		}, "mma.load.a/b"},
		{"accumulator as A", func(bd *ir.Builder, p, q ir.Value) {
			c := bd.EmitAux(ir.OpMMA, ir.MMAFragC(), ir.MMAAux(ir.MMAFill, 0, 0), nil, ir.ConstFloat(f32, 0))
			bd.EmitAux(ir.OpMMA, ir.MMAFragC(), ir.MMAAux(ir.MMACompute, ir.MMAF16, 0), nil, c, c, c)
		}, "mma takes A and B"},
		{"unknown format", func(bd *ir.Builder, p, q ir.Value) {
			bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadA, 7, 0), nil, p, ir.ConstInt(i64, 16))
		}, "unknown mma operation"},
	} {
		f := newFunc("t.mma", ir.Kernel, nil, u16p, f32p)
		bd := ir.NewBuilder(f)
		bd.SetBlock(f.NewBlock("entry"))
		tc.emit(bd, f.Params[0], f.Params[1])
		bd.Return()
		f.Renumber()
		err := ir.Verify(f)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
}
