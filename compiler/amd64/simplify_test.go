package amd64

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// triageCore is bench/kernels' Triage: if x < 0 { return -2*x }; if x >
// 1000 { return 1000 + x&7 }; return 3*x + 1.
func triageCore() *ir.Function {
	i32 := ir.Typ[ir.Int32]
	f, bd := newFn([]ir.Type{i32}, i32)
	x := f.Params[0]
	neg, rest, big, small := f.NewBlock("neg"), f.NewBlock("rest"), f.NewBlock("big"), f.NewBlock("small")
	bd.If(bd.Emit(ir.OpLt, tbool, x, ir.ConstInt(i32, 0)), neg, rest)
	bd.SetBlock(neg)
	bd.Return(bd.Emit(ir.OpMul, i32, ir.ConstInt(i32, -2), x))
	bd.SetBlock(rest)
	bd.If(bd.Emit(ir.OpGt, tbool, x, ir.ConstInt(i32, 1000)), big, small)
	bd.SetBlock(big)
	bd.Return(bd.Emit(ir.OpAdd, i32, ir.ConstInt(i32, 1000), bd.Emit(ir.OpAnd, i32, x, ir.ConstInt(i32, 7))))
	bd.SetBlock(small)
	bd.Return(bd.Emit(ir.OpAdd, i32, bd.Emit(ir.OpMul, i32, ir.ConstInt(i32, 3), x), ir.ConstInt(i32, 1)))
	f.Renumber()
	return f
}

// loopBody is the lines of the first TEXT block's first group: from the
// loop's label to the first store (a line ending in an address).
func loopBody(t *testing.T, asm string) []string {
	t.Helper()
	_, after, ok := strings.Cut(asm, "\nloop:\n")
	if !ok {
		t.Fatalf("no loop in\n%s", asm)
	}
	var body []string
	for _, ln := range strings.Split(after, "\n") {
		body = append(body, strings.TrimSpace(ln))
		if strings.HasSuffix(ln, "(AX*1)") {
			return body
		}
	}
	t.Fatalf("no store in\n%s", asm)
	return nil
}

// TestSimplifyTriage: the triage core's shift x<<1 is computed once for
// 3*x+1 and -2*x, the negation reads the zero constant the compare holds,
// the second return is blended under x > 1000 alone (the x < 0 blend
// after it overrides its other lanes), and the factors lowered to shifts
// are not broadcast. The AVX-512 form inherits all of it.
func TestSimplifyTriage(t *testing.T) {
	lp, err := Compile(triageCore(), "k")
	if err != nil {
		t.Fatal(err)
	}
	body := strings.Join(loopBody(t, lp.Asm), "\n")
	for op, n := range map[string]int{"VPSLLD $1": 1, "VPXOR": 0, "VPANDN": 0, "VPAND ": 1, "VBLENDVPS": 2, "VPCMPGTD": 2, "VPSUBD": 1} {
		if got := strings.Count(body, op); got != n {
			t.Errorf("%d × %s, want %d, in\n%s", got, op, n, body)
		}
	}
	if n := len(loopBody(t, lp.Asm)); n != 12 {
		t.Errorf("%d instructions per group (load and store included), want 12:\n%s", n, body)
	}
	for _, c := range []string{"$0x3,", "$0xfffffffe,", "$0xffffffff,"} {
		if strings.Contains(lp.Asm, c) {
			t.Errorf("unused constant %s broadcast:\n%s", c, lp.Asm)
		}
	}
	lz, err := Compile512(triageCore(), "z")
	if err != nil {
		t.Fatal(err)
	}
	bz := strings.Join(loopBody(t, lz.Asm), "\n")
	if strings.Count(bz, "VPSLLD $1") != 1 || strings.Contains(bz, "VPXORQ") || strings.Contains(bz, "VPANDNQ") {
		t.Errorf("AVX-512 loop not simplified:\n%s", bz)
	}
}

// TestPickMask checks the blend-chain rule on truth tables: a link's mask
// may grow only by lanes of no earlier link, and the cheapest such mask
// is taken.
func TestPickMask(t *testing.T) {
	l := newLowering(&ir.Function{}, 4)
	ms := newMasks(l)
	c1, c2, nc1, e, f := 100, 101, 102, 103, 104
	ms.cond(c1)
	ms.cond(c2)
	ms.and(nc1, all, c1, true, 1) // !c1
	ms.and(e, nc1, c2, false, 1)  // !c1 & c2
	ms.and(f, nc1, c2, true, 1)   // !c1 & !c2
	t1, t2 := ms.info[c1].t, ms.info[c2].t
	for _, tc := range []struct {
		name   string
		m      int
		before truth
		want   int // the mask register picked
		swap   bool
	}{
		// Triage's order: the fall-through first, then x > 1000, then x < 0.
		{"!c1&c2 after the fall-through", e, t1.not().and(t2.not()), c2, false},
		// After c1's link: c2 would take c1 & c2's lanes; !c1 will do.
		{"!c1&c2 after c1", e, t1, c1, true},
		{"!c1&!c2 after c1", f, t1, c1, true},
		// After c1 and !c1&c2 only the full mask is left.
		{"!c1&!c2 after c1 and !c1&c2", f, t1.or(t1.not().and(t2)), f, false},
		{"!c1&!c2 first", f, truth{}, c1, true},
	} {
		m, swap := ms.pick(tc.m, ms.info[tc.m].t, tc.before)
		if m != tc.want || swap != tc.swap {
			t.Errorf("%s: mask %d swap %v, want %d %v", tc.name, m, swap, tc.want, tc.swap)
		}
		got := ms.info[m].t
		if swap {
			got = got.not()
		}
		if !ms.info[tc.m].t.subset(got) || !got.and(tc.before).isZero() {
			t.Errorf("%s: an unsound mask", tc.name)
		}
	}
}

// TestUnroll: a small loop without escapes runs two groups per iteration
// (the second addressed one group on) and then the group an odd count
// leaves; the streaming twin stores both groups around the caches.
func TestUnroll(t *testing.T) {
	for _, c := range []struct {
		compile func(*ir.Function, string) (*Loop, error)
		vec     int
	}{{Compile, 32}, {Compile512, 64}} {
		lp, err := c.compile(triageCore(), "k")
		if err != nil {
			t.Fatal(err)
		}
		main, nt, _ := strings.Cut(lp.Asm, "TEXT ·kNT(SB)")
		for _, want := range []string{
			fmt.Sprintf("SUBQ $%d, CX\n\tCMPQ AX, CX\n\tJGE last\n\nloop:\n", c.vec),
			fmt.Sprintf(" %d(SI)(AX*1), ", c.vec), fmt.Sprintf(", %d(DI)(AX*1)\n", c.vec),
			fmt.Sprintf("ADDQ $%d, AX\n\tCMPQ AX, CX\n\tJLT loop\n\nlast:\n\tJNE done\n", 2*c.vec),
		} {
			if !strings.Contains(main, want) {
				t.Errorf("no %q in\n%s", want, main)
			}
		}
		// Three copies of the group: two in the loop, one after it.
		if n := strings.Count(main, " (SI)(AX*1), "); n != 2 {
			t.Errorf("%d loads at offset 0, want 2:\n%s", n, main)
		}
		if n := strings.Count(nt, "VMOVNTDQ "); n != 3 {
			t.Errorf("%d streaming stores, want 3:\n%s", n, nt)
		}
	}
}

// TestUnrelax: the last try for a core short of registers blends under
// the blocks' own masks and skips CSE — the program before these rules
// (triage: x<<1 twice, the mask !(x<0) & (x>1000) made).
func TestUnrelax(t *testing.T) {
	l, err := lower(triageCore(), false, false)
	if err != nil {
		t.Fatal(err)
	}
	l.unrelax()
	prog, err := allocate(l, "k")
	if err != nil {
		t.Fatal(err)
	}
	body := strings.Join(prog.body, "\n")
	for op, n := range map[string]int{"VPSLLD $1": 2, "VPXOR": 1, "VPAND ": 2, "VBLENDVPS": 2} {
		if got := strings.Count(body, op); got != n {
			t.Errorf("%d × %s, want %d, in\n%s", got, op, n, body)
		}
	}
}
