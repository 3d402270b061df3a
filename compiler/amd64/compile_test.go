package amd64

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

var (
	f32   = ir.Typ[ir.Float32]
	f64   = ir.Typ[ir.Float64]
	i64   = ir.Typ[ir.Int64]
	tbool = ir.Typ[ir.Bool]
)

func newFn(results []ir.Type, params ...ir.Type) (*ir.Function, *ir.Builder) {
	f := &ir.Function{Name: "f", Kind: ir.Device, Results: results}
	for i, t := range params {
		f.Params = append(f.Params, &ir.Param{Ident: string(rune('a' + i)), Typ: t, Fn: f, Index: i})
	}
	bd := ir.NewBuilder(f)
	bd.SetBlock(f.NewBlock("entry"))
	return f, bd
}

// TestCompileShapes: straight-line float32 code runs 8 lanes, a branch
// becomes blends under masks, and what the generator does not take is
// refused with the reason.
func TestCompileShapes(t *testing.T) {
	// sqrt(a*a + b) on 8 lanes.
	f, bd := newFn([]ir.Type{f32}, f32, f32)
	bd.Return(bd.EmitAux(ir.OpMath, f32, int64(ir.MathSqrt), nil, bd.Emit(ir.OpAdd, f32, bd.Emit(ir.OpMul, f32, f.Params[0], f.Params[0]), f.Params[1])))
	f.Renumber()
	lp, err := Compile(f, "k")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"TEXT ·k(SB), NOSPLIT, $0-32", "VMULPS", "VADDPS", "VSQRTPS", "VZEROUPPER"} {
		if !strings.Contains(lp.Asm, want) {
			t.Errorf("no %q in\n%s", want, lp.Asm)
		}
	}
	if lp.Lanes != 8 || lp.Operands != 3 {
		t.Errorf("lanes %d operands %d", lp.Lanes, lp.Operands)
	}
	// The streaming twin: the output's store, not the inputs' loads, is
	// non-temporal (in each of the three copies of the group: two per
	// iteration, one after), and an SFENCE orders it before the return.
	nt := lp.Asm[strings.Index(lp.Asm, "TEXT ·kNT(SB)"):]
	if lp.NTName != "kNT" || !strings.Contains(nt, "VMOVNTDQ Y") || !strings.Contains(nt, ", (BX)(AX*1)") ||
		!strings.Contains(nt, "SFENCE") || strings.Count(lp.Asm, "VMOVNTDQ") != 3 {
		t.Errorf("no streaming twin:\n%s", lp.Asm)
	}

	// if a < 0 { return -a } else { return a*2 }: two returns, one blend.
	g, bd := newFn([]ir.Type{f64}, f64)
	neg, pos := g.NewBlock("neg"), g.NewBlock("pos")
	bd.If(bd.Emit(ir.OpLt, tbool, g.Params[0], ir.ConstFloat(f64, 0)), neg, pos)
	bd.SetBlock(neg)
	bd.Return(bd.Emit(ir.OpNeg, f64, g.Params[0]))
	bd.SetBlock(pos)
	bd.Return(bd.Emit(ir.OpMul, f64, g.Params[0], ir.ConstFloat(f64, 2)))
	g.Renumber()
	if lp, err = Compile(g, "g"); err != nil {
		t.Fatal(err)
	}
	if lp.Lanes != 4 || !strings.Contains(lp.Asm, "VBLENDVPD") || !strings.Contains(lp.Asm, "VCMPPD $0x11") {
		t.Errorf("branch not if-converted:\n%s", lp.Asm)
	}

	// Refusals.
	h, bd := newFn([]ir.Type{i64}, i64, i64)
	bd.Return(bd.Emit(ir.OpDiv, i64, h.Params[0], h.Params[1]))
	h.Renumber()
	if _, err := Compile(h, "h"); err == nil || !strings.Contains(err.Error(), "integer div") {
		t.Errorf("integer division: %v", err)
	}
	// A float64 value of a float32 core that is compared stays of
	// another width (wide values are only narrowed, widen.go).
	m, bd := newFn([]ir.Type{f32}, f32)
	lt := bd.Emit(ir.OpLt, tbool, bd.Emit(ir.OpConvert, f64, m.Params[0]), ir.ConstFloat(f64, 1))
	bd.Return(bd.Emit(ir.OpSelect, f32, lt, m.Params[0], ir.ConstFloat(f32, 0)))
	m.Renumber()
	if _, err := Compile(m, "m"); err == nil || !strings.Contains(err.Error(), "mixed element widths") {
		t.Errorf("mixed widths: %v", err)
	}
	// A loop that never exits has no return: refused.
	lo, bd := newFn([]ir.Type{i64}, i64)
	body := lo.NewBlock("body")
	bd.Jump(body)
	bd.SetBlock(body)
	bd.If(bd.Emit(ir.OpLt, tbool, lo.Params[0], ir.ConstInt(i64, 0)), body, body)
	lo.Renumber()
	if _, err := Compile(lo, "lo"); err == nil || !strings.Contains(err.Error(), "no return") {
		t.Errorf("endless loop: %v", err)
	}
	// Irreducible: two blocks entered from the entry, each jumping to the other.
	ir2, bd := newFn([]ir.Type{i64}, i64)
	x, y, out := ir2.NewBlock("x"), ir2.NewBlock("y"), ir2.NewBlock("out")
	c := bd.Emit(ir.OpLt, tbool, ir2.Params[0], ir.ConstInt(i64, 0))
	bd.If(c, x, y)
	bd.SetBlock(x)
	bd.If(c, y, out)
	bd.SetBlock(y)
	bd.If(c, x, out)
	bd.SetBlock(out)
	bd.Return(ir2.Params[0])
	ir2.Renumber()
	if _, err := Compile(ir2, "irr"); err == nil || !strings.Contains(err.Error(), "irreducible") {
		t.Errorf("irreducible: %v", err)
	}
}

// TestCompileLoop: for x > 1 { x *= 0.5 } runs as a vector loop — a
// label, the body under the active lanes' mask, VPTEST and a jump back.
func TestCompileLoop(t *testing.T) {
	f, bd := newFn([]ir.Type{f64}, f64)
	head, body, exit := f.NewBlock("head"), f.NewBlock("body"), f.NewBlock("exit")
	bd.Jump(head)
	bd.SetBlock(head)
	phi := bd.Emit(ir.OpPhi, f64, f.Params[0], nil)
	bd.If(bd.Emit(ir.OpGt, tbool, phi, ir.ConstFloat(f64, 1)), body, exit)
	bd.SetBlock(body)
	half := bd.Emit(ir.OpMul, f64, phi, ir.ConstFloat(f64, 0.5))
	phi.Args[1] = half
	bd.Jump(head)
	bd.SetBlock(exit)
	bd.Return(phi)
	f.Renumber()
	lp, err := Compile(f, "halve")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"\nlanes1:\n", "VPTEST", "JNE lanes1", "VMULPD", "VBLENDVPD"} {
		if !strings.Contains(lp.Asm, want) {
			t.Errorf("no %q in\n%s", want, lp.Asm)
		}
	}
}

// TestCompileFold: a lane fold gets four accumulators loaded before the
// loop, one core step per accumulator, stores after it; other folds are
// refused.
func TestCompileFold(t *testing.T) {
	f, bd := newFn([]ir.Type{f32}, f32, f32)
	bd.Return(bd.Emit(ir.OpAdd, f32, f.Params[1], f.Params[0]))
	f.Renumber()
	fd, err := CompileFold(f, "s")
	if err != nil {
		t.Fatal(err)
	}
	if fd.Partials != 32 {
		t.Errorf("partials %d", fd.Partials)
	}
	for _, want := range []string{"TEXT ·s(SB), NOSPLIT, $0-24", "VMOVDQU 96(SI), ", "VMOVDQU 96(SI)(AX*1), ",
		"MOVQ $128, AX", "ADDQ $128, AX", ", 96(DI)", "VZEROUPPER"} {
		if !strings.Contains(fd.Asm, want) {
			t.Errorf("no %q in\n%s", want, fd.Asm)
		}
	}
	if n := strings.Count(fd.Asm, "VADDPS"); n != 4 {
		t.Errorf("%d VADDPS, want 4:\n%s", n, fd.Asm)
	}
	// b + a: the element is VADDPS's first source (a NaN's payload comes
	// from it), so it stays a register loaded first; the sum is written
	// to the accumulator, with no move.
	if !strings.Contains(fd.Asm, "VADDPS Y0, Y4, Y0") || strings.Count(fd.Asm, "VMOVDQU Y") != 4 {
		t.Errorf("b + a: want the loaded element first and the sum into the accumulator, no moves:\n%s", fd.Asm)
	}
	// a + b: the element is read from memory by VADDPS itself.
	a, bd := newFn([]ir.Type{f32}, f32, f32)
	bd.Return(bd.Emit(ir.OpAdd, f32, a.Params[0], a.Params[1]))
	a.Renumber()
	if fd, err = CompileFold(a, "a"); err != nil {
		t.Fatal(err)
	}
	for k := range 4 {
		if want := fmt.Sprintf("VADDPS %d(SI)(AX*1), Y%d, Y%d", 32*k, k, k); !strings.Contains(fd.Asm, want) {
			t.Errorf("a + b: no %q in\n%s", want, fd.Asm)
		}
	}
	if strings.Contains(fd.Asm, "(SI)(AX*1), Y4") || strings.Count(fd.Asm, "VMOVDQU Y") != 4 {
		t.Errorf("a + b: a load or a move left in the loop:\n%s", fd.Asm)
	}

	g, bd := newFn([]ir.Type{f64}, f64, f64)
	bd.Return(bd.Emit(ir.OpMax, f64, g.Params[0], g.Params[1]))
	g.Renumber()
	if fd, err = CompileFold(g, "g"); err != nil || fd.Partials != 16 || !strings.Contains(fd.Asm, "VMINPD") {
		t.Errorf("max fold: %v %+v", err, fd)
	}

	h, bd := newFn([]ir.Type{f32}, f32, f32)
	bd.Return(bd.Emit(ir.OpSub, f32, h.Params[0], h.Params[1]))
	h.Renumber()
	if _, err := CompileFold(h, "h"); err == nil || !strings.Contains(err.Error(), "lane fold") {
		t.Errorf("a - b: %v", err)
	}
	m, bd := newFn([]ir.Type{i64}, i64, i64)
	bd.Return(bd.Emit(ir.OpMul, i64, m.Params[0], m.Params[1]))
	m.Renumber()
	if _, err := CompileFold(m, "m"); err == nil || !strings.Contains(err.Error(), "integer mul") {
		t.Errorf("int64 product: %v", err)
	}
}

// TestProfitable: a branching core whose vector loop costs more than 3/4
// of a vector instruction per lane for each scalar instruction is left to
// the Go loop; a straight-line one never is.
func TestProfitable(t *testing.T) {
	for _, c := range []struct {
		lp   Loop
		want bool
	}{
		{Loop{Lanes: 4, Cost: 299, Scalar: 62, branches: true}, false}, // math.Asin: 1.2 per lane and path instruction
		{Loop{Lanes: 4, Cost: 213, Scalar: 82, branches: true}, true},  // math.Exp2: 0.65
		{Loop{Lanes: 4, Cost: 299, Scalar: 62}, true},                  // straight line
	} {
		if err := c.lp.Profitable(); (err == nil) != c.want {
			t.Errorf("%+v: Profitable = %v, want ok %v", c.lp, err, c.want)
		}
	}
}

// TestRefuseHalf: cores with 16-bit float operations are refused (the Go
// loop runs them): their u16 values are narrower than the SIMD loops'
// lanes, so OpHalf never reaches an instruction lowering that could take
// it for integer arithmetic.
func TestRefuseHalf(t *testing.T) {
	u16 := ir.Typ[ir.Uint16]
	f, bd := newFn([]ir.Type{f32}, f32)
	h := bd.EmitAux(ir.OpHalf, u16, ir.HalfAux(ir.HalfFromF32, false), nil, f.Params[0])
	bd.Return(bd.EmitAux(ir.OpHalf, f32, ir.HalfAux(ir.HalfToF32, false), nil, h))
	f.Renumber()
	g, bd := newFn([]ir.Type{u16}, u16, u16)
	bd.Return(bd.EmitAux(ir.OpHalf, u16, ir.HalfAux(ir.HalfAdd, true), nil, g.Params[0], g.Params[1]))
	g.Renumber()
	for _, fn := range []*ir.Function{f, g} {
		if _, err := Compile(fn, "k"); err == nil {
			t.Errorf("Compile of\n%v: no refusal", fn)
		}
	}
}

// TestCompile512 checks the AVX-512 form's shape: 16 float32 lanes over
// ZMM registers, 64-byte steps, compares into K1 and back to vector masks,
// blends through K1, and DQ's conversions. TestSIMDCorpus (internal/gen)
// checks its bits.
func TestCompile512(t *testing.T) {
	f, bd := newFn([]ir.Type{f32}, f32, f32)
	bd.Return(bd.EmitAux(ir.OpMath, f32, int64(ir.MathSqrt), nil, bd.Emit(ir.OpAdd, f32, bd.Emit(ir.OpMul, f32, f.Params[0], f.Params[0]), f.Params[1])))
	f.Renumber()
	lp, err := Compile512(f, "k")
	if err != nil {
		t.Fatal(err)
	}
	if lp.Lanes != 16 || lp.VecBytes != 64 {
		t.Errorf("lanes %d, vector bytes %d", lp.Lanes, lp.VecBytes)
	}
	for _, want := range []string{"VMULPS Z", "VSQRTPS Z", "VMOVDQU64 (SI)(AX*1), Z", "VMOVDQU64 64(SI)(AX*1), Z", "ADDQ $128, AX", "VMOVNTDQ Z"} {
		if !strings.Contains(lp.Asm, want) {
			t.Errorf("no %q in\n%s", want, lp.Asm)
		}
	}
	if strings.Contains(lp.Asm, " Y") {
		t.Errorf("a YMM register in the AVX-512 loop:\n%s", lp.Asm)
	}

	// if a < 0 { return float64(int64(a)) } else { return a*2 }.
	g, bd := newFn([]ir.Type{f64}, f64)
	neg, pos := g.NewBlock("neg"), g.NewBlock("pos")
	bd.If(bd.Emit(ir.OpLt, tbool, g.Params[0], ir.ConstFloat(f64, 0)), neg, pos)
	bd.SetBlock(neg)
	bd.Return(bd.Emit(ir.OpConvert, f64, bd.Emit(ir.OpConvert, i64, g.Params[0])))
	bd.SetBlock(pos)
	bd.Return(bd.Emit(ir.OpMul, f64, g.Params[0], ir.ConstFloat(f64, 2)))
	g.Renumber()
	if lp, err = Compile512(g, "g"); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"VCMPPD $0x11, Z", "VBLENDMPD Z", ", K2, Z", "VCVTTPD2QQ Z", "VCVTQQ2PD Z"} {
		if !strings.Contains(lp.Asm, want) {
			t.Errorf("no %q in\n%s", want, lp.Asm)
		}
	}
	// The blend reads the compare's opmask: no vector mask is made.
	if strings.Contains(lp.Asm, "VPMOVM2Q") || strings.Contains(lp.Asm, "VPMOVQ2M") {
		t.Errorf("a mask moved through a vector register:\n%s", lp.Asm)
	}
	if lp.Lanes != 8 {
		t.Errorf("lanes %d", lp.Lanes)
	}
}

// TestKeepMasks: a compare's mask goes to an opmask of its own (K2–K7 in
// turn), which the blends that read it use until its vector register is
// written or a label intervenes; a vector mask something else reads is
// kept.
func TestKeepMasks(t *testing.T) {
	in := []string{
		"VCMPPD $0x11, Z0, Z3, K1\n\tVPMOVM2Q K1, Z4",  // read below by VPORQ: kept
		"VPCMPGTQ Z0, Z3, K1\n\tVPMOVM2Q K1, Z11",      // only blends read it: dropped
		"VPMOVQ2M Z4, K1\n\tVBLENDMPD Z1, Z2, K1, Z5",  // K2 holds Z4's mask: dropped
		"VPMOVQ2M Z11, K1\n\tVBLENDMPD Z1, Z5, K1, Z5", // K3 holds Z11's: dropped
		"VPORQ Z4, Z5, Z6",
		"VCMPPD $0x11, Z0, Z3, K1\n\tVPMOVM2Q K1, Z7", // read after a label below: kept
		"lanes1:",
		"VPMOVQ2M Z4, K1\n\tVBLENDMPD Z1, Z2, K1, Z8", // after a label: kept
		"VPMOVQ2M Z4, K1\n\tVBLENDMPD Z1, Z8, K1, Z8", // K1 holds it now: dropped
		"VPMOVQ2M Z7, K1\n\tVBLENDMPD Z1, Z2, K1, Z8", // kept
		"VMULPD Z1, Z1, Z7",
		"VPMOVQ2M Z7, K1\n\tVBLENDMPD Z1, Z2, K1, Z8", // Z7 was rewritten: kept
		"VCMPPD $0x11, Z0, Z3, K1\n\tVPMOVM2Q K1, Z9", // only the blend reads it: dropped
		"VPMOVQ2M Z9, K1\n\tVBLENDMPD Z1, Z2, K1, Z10",
		"VMULPD Z1, Z1, Z9",
	}
	want := []string{
		"VCMPPD $0x11, Z0, Z3, K2", "VPMOVM2Q K2, Z4", "VPCMPGTQ Z0, Z3, K3",
		"VBLENDMPD Z1, Z2, K2, Z5", "VBLENDMPD Z1, Z5, K3, Z5", "VPORQ Z4, Z5, Z6",
		"VCMPPD $0x11, Z0, Z3, K4", "VPMOVM2Q K4, Z7", "lanes1:",
		"VPMOVQ2M Z4, K1", "VBLENDMPD Z1, Z2, K1, Z8", "VBLENDMPD Z1, Z8, K1, Z8",
		"VPMOVQ2M Z7, K1", "VBLENDMPD Z1, Z2, K1, Z8", "VMULPD Z1, Z1, Z7",
		"VPMOVQ2M Z7, K1", "VBLENDMPD Z1, Z2, K1, Z8",
		"VCMPPD $0x11, Z0, Z3, K5", "VBLENDMPD Z1, Z2, K5, Z10", "VMULPD Z1, Z1, Z9",
	}
	if got := keepMasks(in); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("keepMasks:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestEvex checks the rewriting of AVX2 lines that have no EVEX form of
// the same name.
func TestEvex(t *testing.T) {
	for in, want := range map[string]string{
		"VPTEST Z1, Z2\n\tJNE done":                              "VPTESTMD Z1, Z2, K1\n\tKORTESTW K1, K1\n\tJNE done",
		"VBLENDVPS Z1, Z2, Z3, Z4":                               "VPMOVD2M Z1, K1\n\tVBLENDMPS Z2, Z3, K1, Z4",
		"VPCMPGTQ Z1, Z2, Y14":                                   "VPCMPGTQ Z1, Z2, K1\n\tVPMOVM2Q K1, Z30",
		"VCVTPD2DQY Z1, X14\n\tVCVTDQ2PD X14, Z2":                "VCVTPD2DQ Z1, Y30\n\tVCVTDQ2PD Y30, Z2",
		"MOVL $0x1, AX\n\tVMOVD AX, X14\n\tVPBROADCASTD X14, Z0": "MOVL $0x1, AX\n\tVMOVD AX, X30\n\tVPBROADCASTD X30, Z0",
		"VROUNDPD $9, Z1, Z2":                                    "VRNDSCALEPD $9, Z1, Z2",
		"VPANDN Z1, Z2, Z3":                                      "VPANDNQ Z1, Z2, Z3",
		"VMOVDQU Z1, 64(SP)":                                     "VMOVDQU64 Z1, 64(SP)",
	} {
		if got := evex(in); got != want {
			t.Errorf("evex(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestWideValues: a float32 core's float64 math call runs on two halves
// of the 8 lanes, widened and narrowed back, with the call's escape.
func TestWideValues(t *testing.T) {
	sin := &ir.Function{Name: "math.sin", Kind: ir.Device, Results: []ir.Type{f64}}
	sin.Params = []*ir.Param{{Ident: "x", Typ: f64, Fn: sin}}
	f, bd := newFn([]ir.Type{f32}, f32)
	d := bd.Emit(ir.OpConvert, f64, f.Params[0])
	y := bd.Emit(ir.OpMul, f64, bd.EmitAux(ir.OpCall, f64, 0, sin, d), ir.ConstFloat(f64, 0.1))
	bd.Return(bd.Emit(ir.OpAdd, f32, bd.Emit(ir.OpConvert, f32, y), f.Params[0]))
	f.Renumber()
	lp, err := Compile(f, "w")
	if err != nil {
		t.Fatal(err)
	}
	if lp.Lanes != 8 || !lp.Escapes {
		t.Errorf("lanes %d escapes %v", lp.Lanes, lp.Escapes)
	}
	body := lp.Asm[:strings.Index(lp.Asm, "TEXT ·wNT(SB)")]
	for _, want := range []string{"VCVTPS2PD X14", "VEXTRACTF128 $1, Y", "VCVTPD2PSY Y", "VINSERTF128 $1, X15, Y14", "VADDPS"} {
		if !strings.Contains(body, want) {
			t.Errorf("no %q in\n%s", want, body)
		}
	}
	// Each half computes the product by 0.1 (the float64 constant) and
	// tests for Payne–Hanek arguments.
	if n := strings.Count(body, "VMULPD"); n < 2 {
		t.Errorf("%d VMULPD", n)
	}
	if n := strings.Count(body, "JNE done"); n != 2 {
		t.Errorf("%d escape tests, want one per half:\n%s", n, body)
	}
	if !strings.Contains(lp.Asm, "0x3fb999999999999a") {
		t.Errorf("no float64 0.1 in\n%s", lp.Asm)
	}
}
