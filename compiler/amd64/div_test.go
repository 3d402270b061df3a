package amd64

import (
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// TestCompileIntDiv checks the shape of int32 and uint32 division and
// remainder (their bits are TestSIMDCorpus's, internal/gen): float64
// halves, a zero-divisor test that leaves the group (under the block's
// mask in a branch), none for a nonzero constant, and 64-bit division
// refused with its reason.
func TestCompileIntDiv(t *testing.T) {
	i32, u32 := ir.Typ[ir.Int32], ir.Typ[ir.Uint32]
	// q, r := a / b, a % b: one quotient, one zero test.
	for _, typ := range []*ir.Basic{i32, u32} {
		f, bd := newFn([]ir.Type{typ, typ}, typ, typ)
		bd.Return(bd.Emit(ir.OpDiv, typ, f.Params[0], f.Params[1]), bd.Emit(ir.OpRem, typ, f.Params[0], f.Params[1]))
		f.Renumber()
		for _, z := range []bool{false, true} {
			lp, err := compile(f, "k", z)
			if err != nil {
				t.Fatal(typ, z, err)
			}
			want := []string{"VDIVPD", "VCVTTPD2DQY", "VINSERTI128", "VPMULLD", "VPCMPEQD", "VPTEST", "JNE done"}
			if typ == u32 {
				want = append(want, "VROUNDPD $11")
			}
			if z {
				want = []string{"VDIVPD Z", "VCVTDQ2PD Y30, Z", "VCVTTPD2DQ Z", "VEXTRACTI64X4 $1, Z", "VINSERTI64X4 $1, Y31, Z30, Z", "VPMULLD Z", "VPTESTMD", "JNE done"}
				if typ == u32 {
					want = append(want[:1], "VCVTUDQ2PD Y30, Z", "VCVTTPD2UDQ Z")
				}
			}
			for _, w := range want {
				if !strings.Contains(lp.Asm, w) {
					t.Errorf("%v z=%v: no %q in\n%s", typ, z, w, lp.Asm)
				}
			}
			// Two bodies (the streaming twin): one division and one test each.
			if n := strings.Count(lp.Asm, "VDIVPD"); n != 4 {
				t.Errorf("%v z=%v: %d VDIVPD, want 2 per body", typ, z, n)
			}
			if n := strings.Count(lp.Asm, "JNE done"); n != 2 {
				t.Errorf("%v z=%v: %d zero tests, want 1 per body", typ, z, n)
			}
			if !lp.Escapes {
				t.Errorf("%v z=%v: a zero divisor must leave the group", typ, z)
			}
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
	if lp.Escapes || strings.Contains(lp.Asm, "VPTEST") || !strings.Contains(lp.Asm, "$0x401c000000000000") {
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
	eq := strings.Index(lp.Asm, "VPCMPEQD")
	test := strings.Index(lp.Asm, "VPTEST")
	if eq < 0 || test < eq || !strings.Contains(lp.Asm[test:test+20], ", Y") {
		t.Errorf("guarded division:\n%s", lp.Asm)
	}
	// kern gen keeps it without SIMDForce: a branchy core must pay off.
	if err := lp.Profitable(); err != nil {
		t.Errorf("guarded division: %v", err)
	}
	// 64-bit division: refused, saying why.
	h, bd := newFn([]ir.Type{i64}, i64, i64)
	bd.Return(bd.Emit(ir.OpRem, i64, h.Params[0], h.Params[1]))
	h.Renumber()
	if _, err := Compile(h, "h"); err == nil || !strings.Contains(err.Error(), "float64 holds 53 bits") {
		t.Errorf("64-bit remainder: %v", err)
	}
}
