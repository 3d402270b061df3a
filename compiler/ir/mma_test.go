package ir_test

import (
	"fmt"
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

// TestVerifyMMAMixed checks the mixed FP8 compute (A e4m3, B e5m2 and the
// reverse): accepted, printed with both formats, and refused for any other
// pair of formats or on a load.
func TestVerifyMMAMixed(t *testing.T) {
	u8p := &ir.Pointer{Elem: ir.Typ[ir.Uint8], Space: ir.SpaceGlobal}
	for _, tc := range []struct {
		a, b  int
		load  bool
		print string // the compute's name; "" when invalid
		want  string // the error, "" when valid
	}{
		{ir.MMAE4M3, ir.MMAE5M2, false, "mma.e4m3.e5m2 ", ""},
		{ir.MMAE5M2, ir.MMAE4M3, false, "mma.e5m2.e4m3 ", ""},
		{ir.MMAE5M2, ir.MMAE5M2, false, "mma.e5m2 ", ""},
		{ir.MMAF16, ir.MMABF16, false, "", "only the FP8 ones"},
		{ir.MMAE4M3, ir.MMATF32, false, "", "only the FP8 ones"},
		{ir.MMAE4M3, ir.MMAE5M2, true, "", "only an mma compute"},
	} {
		f := newFunc("t.mma", ir.Kernel, nil, u8p)
		bd := ir.NewBuilder(f)
		bd.SetBlock(f.NewBlock("entry"))
		p := f.Params[0]
		a := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadA, ir.MMAE4M3, 0), nil, p, ir.ConstInt(i64, 32))
		b := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadB, ir.MMAE4M3, 0), nil, p, ir.ConstInt(i64, 16))
		c := bd.EmitAux(ir.OpMMA, ir.MMAFragC(), ir.MMAAux(ir.MMAFill, 0, 0), nil, ir.ConstFloat(f32, 0))
		aux := ir.MMAComputeAux(tc.a, tc.b)
		var in ir.Value
		if tc.load {
			in = bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), aux&^0xff|int64(ir.MMALoadA), nil, p, ir.ConstInt(i64, 32))
		} else {
			in = bd.EmitAux(ir.OpMMA, ir.MMAFragC(), aux, nil, a, b, c)
		}
		bd.Return()
		f.Renumber()
		name := fmt.Sprintf("%d×%d load=%v", tc.a, tc.b, tc.load)
		if tc.print != "" && !strings.Contains(in.(*ir.Instr).String(), tc.print) {
			t.Errorf("%s: printed %q, want %q", name, in.(*ir.Instr).String(), tc.print)
		}
		if got := in.(*ir.Instr).MMAFormatB(); !tc.load && got != tc.b {
			t.Errorf("%s: MMAFormatB %d, want %d", name, got, tc.b)
		}
		err := ir.Verify(f)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want an error containing %q", name, err, tc.want)
		}
	}
}

// TestVerifyMMAAcc checks the float16 and int32 accumulators: their loads,
// fills, computes and stores are accepted with the accumulator's element
// type and printed with it, and refused with another element type, with
// inputs that do not accumulate into them, or on an A/B load.
func TestVerifyMMAAcc(t *testing.T) {
	u16p := &ir.Pointer{Elem: ir.Typ[ir.Uint16], Space: ir.SpaceGlobal}
	i32p := &ir.Pointer{Elem: i32, Space: ir.SpaceGlobal}
	s8p := &ir.Pointer{Elem: ir.Typ[ir.Int8], Space: ir.SpaceGlobal}
	u8p := &ir.Pointer{Elem: ir.Typ[ir.Uint8], Space: ir.SpaceGlobal}
	f16, s32 := ir.MMAFragAcc(ir.MMAAccF16), ir.MMAFragAcc(ir.MMAAccS32)
	acc := func(x int64, a int) int64 { return ir.MMAWithAcc(x, a) }
	for _, tc := range []struct {
		name  string
		emit  func(bd *ir.Builder, h, c, a, b ir.Value)
		print string // in the printed function when valid
		want  string // "" when valid
	}{
		{"f16", func(bd *ir.Builder, h, c, a, b ir.Value) {
			x := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadA, ir.MMAF16, 0), nil, h, ir.ConstInt(i64, 16))
			y := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadB, ir.MMAF16, 1), nil, h, ir.ConstInt(i64, 16))
			z := bd.EmitAux(ir.OpMMA, f16, acc(ir.MMAAux(ir.MMALoadC, 0, 1), ir.MMAAccF16), nil, h, ir.ConstInt(i64, 16))
			z = bd.EmitAux(ir.OpMMA, f16, acc(ir.MMAAux(ir.MMACompute, ir.MMAF16, 0), ir.MMAAccF16), nil, x, y, z)
			bd.EmitAux(ir.OpMMA, nil, acc(ir.MMAAux(ir.MMAStore, 0, 0), ir.MMAAccF16), nil, h, z, ir.ConstInt(i64, 16))
		}, "mma.load.c.f16.col", ""},
		{"s8.u8", func(bd *ir.Builder, h, c, a, b ir.Value) {
			x := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadA, ir.MMAS8, 0), nil, a, ir.ConstInt(i64, 32))
			y := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadB, ir.MMAU8, 1), nil, b, ir.ConstInt(i64, 32))
			z := bd.EmitAux(ir.OpMMA, s32, acc(ir.MMAAux(ir.MMAFill, 0, 0), ir.MMAAccS32), nil, ir.ConstInt(i32, -7))
			z = bd.EmitAux(ir.OpMMA, s32, acc(ir.MMAComputeAux(ir.MMAS8, ir.MMAU8), ir.MMAAccS32), nil, x, y, z)
			bd.EmitAux(ir.OpMMA, nil, acc(ir.MMAAux(ir.MMAStore, 0, 1), ir.MMAAccS32), nil, c, z, ir.ConstInt(i64, 16))
		}, "mma.s8.u8.s32 ", ""},
		{"f32 accumulator from u16", func(bd *ir.Builder, h, c, a, b ir.Value) {
			bd.EmitAux(ir.OpMMA, ir.MMAFragC(), ir.MMAAux(ir.MMALoadC, 0, 0), nil, h, ir.ConstInt(i64, 16))
		}, "", "mma.load.c takes"},
		{"s32 fill of f32", func(bd *ir.Builder, h, c, a, b ir.Value) {
			bd.EmitAux(ir.OpMMA, s32, acc(ir.MMAAux(ir.MMAFill, 0, 0), ir.MMAAccS32), nil, ir.ConstFloat(f32, 0))
		}, "", "mma.fill takes"},
		{"bf16 into f16", func(bd *ir.Builder, h, c, a, b ir.Value) {
			x := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadA, ir.MMABF16, 0), nil, h, ir.ConstInt(i64, 16))
			z := bd.EmitAux(ir.OpMMA, f16, acc(ir.MMAAux(ir.MMAFill, 0, 0), ir.MMAAccF16), nil, ir.ConstInt(ir.Typ[ir.Uint16], 0))
			bd.EmitAux(ir.OpMMA, f16, acc(ir.MMAAux(ir.MMACompute, ir.MMABF16, 0), ir.MMAAccF16), nil, x, x, z)
		}, "", "an mma accumulates"},
		{"s8 into f32", func(bd *ir.Builder, h, c, a, b ir.Value) {
			x := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadA, ir.MMAS8, 0), nil, a, ir.ConstInt(i64, 32))
			z := bd.EmitAux(ir.OpMMA, ir.MMAFragC(), ir.MMAAux(ir.MMAFill, 0, 0), nil, ir.ConstFloat(f32, 0))
			bd.EmitAux(ir.OpMMA, ir.MMAFragC(), ir.MMAAux(ir.MMACompute, ir.MMAS8, 0), nil, x, x, z)
		}, "", "an mma accumulates"},
		{"s8 with f16", func(bd *ir.Builder, h, c, a, b ir.Value) {
			x := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadA, ir.MMAS8, 0), nil, a, ir.ConstInt(i64, 32))
			z := bd.EmitAux(ir.OpMMA, s32, acc(ir.MMAAux(ir.MMAFill, 0, 0), ir.MMAAccS32), nil, ir.ConstInt(i32, 0))
			bd.EmitAux(ir.OpMMA, s32, acc(ir.MMAComputeAux(ir.MMAS8, ir.MMAF16), ir.MMAAccS32), nil, x, x, z)
		}, "", "the integer ones"},
		{"load of A with an accumulator", func(bd *ir.Builder, h, c, a, b ir.Value) {
			bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), acc(ir.MMAAux(ir.MMALoadA, ir.MMAF16, 0), ir.MMAAccF16), nil, h, ir.ConstInt(i64, 16))
		}, "", "no accumulator type"},
		{"unknown accumulator", func(bd *ir.Builder, h, c, a, b ir.Value) {
			bd.EmitAux(ir.OpMMA, ir.MMAFragC(), acc(ir.MMAAux(ir.MMAFill, 0, 0), 3), nil, ir.ConstFloat(f32, 0))
		}, "", "unknown mma operation"},
	} {
		f := newFunc("t.mma", ir.Kernel, nil, u16p, i32p, s8p, u8p)
		bd := ir.NewBuilder(f)
		bd.SetBlock(f.NewBlock("entry"))
		tc.emit(bd, f.Params[0], f.Params[1], f.Params[2], f.Params[3])
		bd.Return()
		f.Renumber()
		err := ir.Verify(f)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want == "" && !strings.Contains(f.String(), tc.print):
			t.Errorf("%s: the printed function lacks %q:\n%s", tc.name, tc.print, f)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
}
