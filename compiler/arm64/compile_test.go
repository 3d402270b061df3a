package arm64

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/testing/testtool"
)

var (
	f32   = ir.Typ[ir.Float32]
	f64   = ir.Typ[ir.Float64]
	i32   = ir.Typ[ir.Int32]
	i64   = ir.Typ[ir.Int64]
	u32   = ir.Typ[ir.Uint32]
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

// TestFusion: an add of a product becomes FMLA, a subtraction FMLS, a
// product minus a value FMLA into the negated value, as gc fuses them on
// arm64; a product by 2 (gc's x+x) and an explicitly rounded product are
// not fused; of two products gc's rule order picks one, and where its
// value order would, the core is refused.
func TestFusion(t *testing.T) {
	cases := []struct {
		name  string
		build func(bd *ir.Builder, a, b, c ir.Value) ir.Value
		want  []string // mnemonics in order
		none  []string
		err   string
	}{
		{"a*b+c", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			return bd.Emit(ir.OpAdd, f64, bd.Emit(ir.OpMul, f64, a, b), c)
		}, []string{"ORR", "FMLA"}, []string{"FMUL", "FADD"}, ""},
		{"c-a*b", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			return bd.Emit(ir.OpSub, f64, c, bd.Emit(ir.OpMul, f64, a, b))
		}, []string{"ORR", "FMLS"}, []string{"FMUL", "FSUB"}, ""},
		{"a*b-c", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			return bd.Emit(ir.OpSub, f64, bd.Emit(ir.OpMul, f64, a, b), c)
		}, []string{"FNEG", "FMLA"}, []string{"FMUL", "FSUB"}, ""},
		{"c+-(a*b)", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			return bd.Emit(ir.OpAdd, f64, c, bd.Emit(ir.OpNeg, f64, bd.Emit(ir.OpMul, f64, a, b)))
		}, []string{"ORR", "FMLS"}, []string{"FMUL", "FADD"}, ""},
		{"a/4+c", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			return bd.Emit(ir.OpAdd, f64, bd.Emit(ir.OpDiv, f64, a, ir.ConstFloat(f64, 4)), c)
		}, []string{"FMLA"}, []string{"FDIV"}, ""},
		{"a/3+c", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			return bd.Emit(ir.OpAdd, f64, bd.Emit(ir.OpDiv, f64, a, ir.ConstFloat(f64, 3)), c)
		}, []string{"FDIV", "FADD"}, []string{"FMLA"}, ""},
		{"a*2+c", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			return bd.Emit(ir.OpAdd, f64, bd.Emit(ir.OpMul, f64, a, ir.ConstFloat(f64, 2)), c)
		}, []string{"FMUL", "FADD"}, []string{"FMLA"}, ""},
		{"a*b+c*a", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			return bd.Emit(ir.OpAdd, f64, bd.Emit(ir.OpMul, f64, a, b), bd.Emit(ir.OpMul, f64, c, a))
		}, nil, nil, "two products"},
		{"a*a-b*c", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			return bd.Emit(ir.OpSub, f64, bd.Emit(ir.OpMul, f64, a, a), bd.Emit(ir.OpMul, f64, b, c))
		}, []string{"FMUL", "ORR", "FMLS"}, []string{"FSUB"}, ""},
		{"a*a-(-b)*c", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			return bd.Emit(ir.OpSub, f64, bd.Emit(ir.OpMul, f64, a, a), bd.Emit(ir.OpMul, f64, bd.Emit(ir.OpNeg, f64, b), c))
		}, nil, nil, "negations"},
		{"f64(a*b)+c", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			return bd.Emit(ir.OpAdd, f64, bd.EmitAux(ir.OpMul, f64, ir.NoContract, nil, a, b), c)
		}, nil, nil, "rounded on its own"},
	}
	for _, c := range cases {
		f, bd := newFn([]ir.Type{f64}, f64, f64, f64)
		bd.Return(c.build(bd, f.Params[0], f.Params[1], f.Params[2]))
		f.Renumber()
		lp, err := Compile(f, "k")
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: got %v, want an error with %q", c.name, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		at := 0
		for _, m := range c.want {
			i := strings.Index(lp.Asm[at:], "// "+m+" ")
			if i < 0 {
				t.Errorf("%s: no %s after offset %d in\n%s", c.name, m, at, lp.Asm)
				break
			}
			at += i + 1
		}
		for _, m := range c.none {
			if strings.Contains(lp.Asm, "// "+m+" ") {
				t.Errorf("%s: %s in\n%s", c.name, m, lp.Asm)
			}
		}
	}
}

// TestRefusals: what the NEON lowering does not take comes back with the
// reason.
func TestRefusals(t *testing.T) {
	f, bd := newFn([]ir.Type{i64}, i64, i64)
	bd.Return(bd.Emit(ir.OpMul, i64, f.Params[0], f.Params[1]))
	f.Renumber()
	if _, err := Compile(f, "k"); err == nil || !strings.Contains(err.Error(), "64-bit integer multiplication") {
		t.Errorf("64-bit multiply: %v", err)
	}
	// By -9 = -(2^3+1): a shift, an add, a negation.
	f, bd = newFn([]ir.Type{i64}, i64)
	bd.Return(bd.Emit(ir.OpMul, i64, f.Params[0], ir.ConstInt(i64, -9)))
	f.Renumber()
	if lp, err := Compile(f, "k"); err != nil || !strings.Contains(lp.Asm, "SHL V") || !strings.Contains(lp.Asm, "// NEG V") {
		t.Errorf("64-bit multiply by -9: %v", err)
	}
	g, bd := newFn([]ir.Type{i32}, i32, i32)
	bd.Return(bd.Emit(ir.OpShl, i32, g.Params[0], g.Params[1]))
	g.Renumber()
	// A signed variable count: clamped (UMIN), and a negative one leaves
	// the group to the Go core.
	if lp, err := Compile(g, "k"); err != nil || !lp.Escapes || !strings.Contains(lp.Asm, "// UMIN V") || !strings.Contains(lp.Asm, "// USHL V") {
		t.Errorf("variable shift: %v", err)
	}
	// A loop: for x > 1 { x /= 2 }.
	h, bd := newFn([]ir.Type{f64}, f64)
	head, body, exit := h.NewBlock("head"), h.NewBlock("body"), h.NewBlock("exit")
	bd.Jump(head)
	bd.SetBlock(head)
	x := bd.Emit(ir.OpPhi, f64, h.Params[0], nil)
	bd.If(bd.Emit(ir.OpGt, tbool, x, ir.ConstFloat(f64, 1)), body, exit)
	bd.SetBlock(body)
	x.Args[1] = bd.Emit(ir.OpMul, f64, x, ir.ConstFloat(f64, 0.5))
	bd.Jump(head)
	bd.SetBlock(exit)
	bd.Return(x)
	h.Renumber()
	// A vector loop: the header phi updated in the lanes that stay (BIT),
	// repeated while a lane is active.
	if lp, err := Compile(h, "k"); err != nil || lp.Escapes || !strings.Contains(lp.Asm, "\nlanes1:\n") ||
		!strings.Contains(lp.Asm, "CBNZW R14, lanes1\n") || !strings.Contains(lp.Asm, "// BIT V") {
		t.Errorf("loop: %v", err)
	} else {
		t.Logf("%s", lp.Asm)
	}
	m, bd := newFn([]ir.Type{f32}, f32)
	bd.Return(bd.Emit(ir.OpConvert, f32, bd.Emit(ir.OpConvert, f64, m.Params[0])))
	m.Renumber()
	if _, err := Compile(m, "k"); err == nil || !strings.Contains(err.Error(), "mixed element widths") {
		t.Errorf("mixed widths: %v", err)
	}
}

// TestEncodings assembles the mnemonic in each WORD's comment with
// llvm-mc and compares its encoding with the WORD: every opcode in both
// widths (the fixed-arrangement ones in theirs), with distinct registers
// in every field.
func TestEncodings(t *testing.T) {
	mc := llvmMC(t)
	ops := []*opcode{opFADD, opFSUB, opFMUL, opFDIV, opFMLA, opFMLS, opFMAX, opFMIN, opFCMEQ, opFCMGE, opFCMGT,
		opFNEG, opFABS, opFSQRT, opFRINTN, opFRINTM, opFRINTP, opFRINTZ, opFRINTA, opFCVTZS, opFCVTZU, opSCVTF, opUCVTF,
		opADD, opSUB, opMUL, opCMEQ, opCMGT, opCMGE, opCMHI, opCMHS, opSMAX, opSMIN, opUMAX, opUMIN, opNEG,
		opAND, opBIC, opORR, opEOR, opBSL, opNOT, opSHL, opUSHR, opSSHR, opBIT, opUSHL, opSSHL}
	var words []uint32
	var src strings.Builder
	for _, w := range []int{4, 8} {
		for _, op := range ops {
			if w == 8 && (op == opMUL || op == opSMAX || op == opSMIN || op == opUMAX || op == opUMIN) {
				continue // no .2D form
			}
			imms := []int{0}
			if op.kind == kShift {
				imms = []int{1, 3, 8*w - 1}
				if op != opSHL {
					imms = append(imms, 8*w)
				}
			}
			for _, imm := range imms {
				word, text := ins{op: op, imm: imm}.encode(w, 17, 5, 30)
				words = append(words, word)
				fmt.Fprintf(&src, "%s\n", text)
			}
		}
	}
	for _, op := range []*opcode{opSXTL, opSXTL2, opUXTL, opUXTL2, opXTN, opXTN2, opUMAXV} {
		word, text := ins{op: op}.encode(4, 17, 5, 30)
		words = append(words, word)
		fmt.Fprintf(&src, "%s\n", text)
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "ops.s")
	if err := os.WriteFile(in, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(mc, "--triple=aarch64", "--show-encoding", in).CombinedOutput()
	if err != nil {
		t.Fatalf("llvm-mc: %v\n%s", err, out)
	}
	enc := regexp.MustCompile(`encoding: \[0x(..),0x(..),0x(..),0x(..)\]`).FindAllStringSubmatch(string(out), -1)
	lines := strings.Split(strings.TrimSpace(src.String()), "\n")
	if len(enc) != len(words) {
		t.Fatalf("llvm-mc encoded %d of %d instructions:\n%s", len(enc), len(words), out)
	}
	for i, e := range enc {
		var got uint32
		fmt.Sscanf(e[4]+e[3]+e[2]+e[1], "%x", &got)
		if got != words[i] {
			t.Errorf("%s: WORD $0x%08x, llvm-mc 0x%08x", lines[i], words[i], got)
		}
	}
}

// llvmMC is LLVM's assembler beside KERN_LLC (LLVM 15), or a skip.
func llvmMC(t *testing.T) string {
	llc := testtool.Path(t, "KERN_LLC")
	for _, name := range []string{"llvm-mc", "llvm-mc-15"} {
		p := filepath.Join(filepath.Dir(llc), name)
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	if p, err := exec.LookPath("llvm-mc-15"); err == nil {
		return p
	}
	testtool.Missing(t, "no llvm-mc beside "+llc+" (Debian llvm-15)")
	return ""
}

// TestBranches: an if-else runs both sides on every lane and selects the
// result by the condition's mask (BSL), as amd64's if-conversion.
func TestBranches(t *testing.T) {
	h, bd := newFn([]ir.Type{f64}, f64)
	pos, neg := h.NewBlock("pos"), h.NewBlock("neg")
	bd.If(bd.Emit(ir.OpLt, tbool, h.Params[0], ir.ConstFloat(f64, 0)), neg, pos)
	bd.SetBlock(neg)
	bd.Return(bd.Emit(ir.OpNeg, f64, h.Params[0]))
	bd.SetBlock(pos)
	bd.Return(h.Params[0])
	h.Renumber()
	lp, err := Compile(h, "k")
	if err != nil {
		t.Fatal(err)
	}
	at := 0
	for _, m := range []string{"FCMGT", "FNEG", "BSL"} {
		i := strings.Index(lp.Asm[at:], "// "+m+" ")
		if i < 0 {
			t.Fatalf("no %s after offset %d in\n%s", m, at, lp.Asm)
		}
		at += i + 1
	}
	if lp.Escapes {
		t.Errorf("an if-else escapes:\n%s", lp.Asm)
	}
}

// TestIntDiv checks the shape of int32 and uint32 division and remainder
// (their bits are checked under qemu: internal/testing/simdcores's Quo,
// DivConst and DivGuarded): float64 halves, a zero-divisor test that
// leaves the group before the store (under the block's mask in a
// branch), none for a nonzero constant, and 64-bit division refused with
// its reason.
func TestIntDiv(t *testing.T) {
	// q, r := a / b, a % b: one quotient, one zero test.
	for _, typ := range []*ir.Basic{i32, u32} {
		f, bd := newFn([]ir.Type{typ, typ}, typ, typ)
		bd.Return(bd.Emit(ir.OpDiv, typ, f.Params[0], f.Params[1]), bd.Emit(ir.OpRem, typ, f.Params[0], f.Params[1]))
		f.Renumber()
		lp, err := Compile(f, "k")
		if err != nil {
			t.Fatal(typ, err)
		}
		ext, cvt := "SSHLL", "SCVTF"
		if typ == u32 {
			ext, cvt = "USHLL", "UCVTF"
		}
		// The zero test, then the division, then the stores.
		at := 0
		for _, m := range []string{"CMEQ", "UMAXV", "VMOV V30.S[0], R14\n\tCBNZW R14, done", ext, cvt + " V", "FDIV V", "FCVTZS V30.2D", "XTN V", "XTN2 V", "MUL V30.4S", "SUB V", "VST1.P", "VST1.P", "SUB R0, R14, R14"} {
			i := strings.Index(lp.Asm[at:], m)
			if i < 0 {
				t.Fatalf("%v: no %s after offset %d in\n%s", typ, m, at, lp.Asm)
			}
			at += i + 1
		}
		if n := strings.Count(lp.Asm, "FDIV V"); n != 2 {
			t.Errorf("%v: %d FDIV, want 2 (one quotient)", typ, n)
		}
		if n := strings.Count(lp.Asm, "UMAXV"); n != 1 {
			t.Errorf("%v: %d zero tests, want 1", typ, n)
		}
		if !lp.Escapes || !strings.HasSuffix(lp.Decl, ") int") {
			t.Errorf("%v: a zero divisor must leave the group: %s", typ, lp.Decl)
		}
	}
	// a / 7: a float64 constant, no zero test, no escapes.
	f, bd := newFn([]ir.Type{i32}, i32)
	bd.Return(bd.Emit(ir.OpDiv, i32, f.Params[0], ir.ConstInt(i32, 7)))
	f.Renumber()
	lp, err := Compile(f, "c")
	if err != nil {
		t.Fatal(err)
	}
	if lp.Escapes || strings.Contains(lp.Asm, "UMAXV") || !strings.Contains(lp.Asm, "MOVD $0x401c000000000000, R13\n\tVDUP R13, V0.D2") {
		t.Errorf("division by 7:\n%s", lp.Asm)
	}
	// if b != 0 { return a / b }; return 0: the test reads the branch's mask.
	g, bd := newFn([]ir.Type{i32}, i32, i32)
	yes, no := g.NewBlock("yes"), g.NewBlock("no")
	bd.If(bd.Emit(ir.OpNe, tbool, g.Params[1], ir.ConstInt(i32, 0)), yes, no)
	bd.SetBlock(yes)
	bd.Return(bd.Emit(ir.OpDiv, i32, g.Params[0], g.Params[1]))
	bd.SetBlock(no)
	bd.Return(ir.ConstInt(i32, 0))
	g.Renumber()
	if lp, err = Compile(g, "g"); err != nil {
		t.Fatal(err)
	}
	and, umaxv := strings.Index(lp.Asm, "// AND "), strings.Index(lp.Asm, "// UMAXV")
	if and < 0 || umaxv < and || !strings.Contains(lp.Asm, "// BSL") {
		t.Errorf("guarded division:\n%s", lp.Asm)
	}
	// 64-bit division: refused, saying why.
	h, bd := newFn([]ir.Type{i64}, i64, i64)
	bd.Return(bd.Emit(ir.OpRem, i64, h.Params[0], h.Params[1]))
	h.Renumber()
	if _, err := Compile(h, "h"); err == nil || !strings.Contains(err.Error(), "float64 holds 53 bits") {
		t.Errorf("64-bit remainder: %v", err)
	}
}
