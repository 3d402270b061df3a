package amdgpu

import (
	"regexp"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// divLoopModule is a kernel (n, d i64, out ptr<global u64>) whose loop
// i < n divides i by d (DivSafe, unsigned, as the gufunc wrapper splits
// its loop index) and, when nested, runs an inner loop j < q on the
// quotient; out[0] gets the sum.
func divLoopModule(nested bool) *ir.Module {
	i64, u64 := ir.Typ[ir.Int64], ir.Typ[ir.Uint64]
	gp := &ir.Pointer{Elem: u64, Space: ir.SpaceGlobal}
	boolT := ir.Typ[ir.Bool]
	m := &ir.Module{Name: "divloop"}
	k, b := newFunc(m, "divloop.K", ir.Kernel, []ir.Type{i64, i64, gp})
	head, body, done := k.NewBlock("loop"), k.NewBlock("body"), k.NewBlock("done")
	b.Jump(head)
	b.SetBlock(head)
	i, acc := b.Emit(ir.OpPhi, i64), b.Emit(ir.OpPhi, u64)
	b.If(b.Emit(ir.OpLt, boolT, i, k.Params[0]), body, done)
	b.SetBlock(body)
	q := b.EmitAux(ir.OpDiv, u64, ir.DivSafe, nil, b.Emit(ir.OpBitcast, u64, i), b.Emit(ir.OpBitcast, u64, k.Params[1]))
	sum := b.Emit(ir.OpAdd, u64, acc, q)
	if nested {
		ih, ib, id := k.NewBlock("inner"), k.NewBlock("ibody"), k.NewBlock("idone")
		b.Jump(ih)
		b.SetBlock(ih)
		j, a := b.Emit(ir.OpPhi, u64), b.Emit(ir.OpPhi, u64)
		b.If(b.Emit(ir.OpLt, boolT, j, q), ib, id)
		b.SetBlock(ib)
		a2 := b.Emit(ir.OpAdd, u64, a, j)
		j2 := b.Emit(ir.OpAdd, u64, j, ir.ConstInt(u64, 1))
		b.Jump(ih)
		j.Args = []ir.Value{ir.ConstInt(u64, 0), j2}
		a.Args = []ir.Value{acc, a2}
		b.SetBlock(id)
		sum = b.Emit(ir.OpAdd, u64, a, q)
	}
	next := b.Emit(ir.OpAdd, i64, i, ir.ConstInt(i64, 1))
	b.Jump(head)
	i.Args = []ir.Value{ir.ConstInt(i64, 0), next}
	acc.Args = []ir.Value{ir.ConstInt(u64, 0), sum}
	b.SetBlock(done)
	b.Emit(ir.OpStore, nil, k.Params[2], acc)
	b.Return()
	k.Renumber()
	return m
}

// TestDivisorKeptInOuterLoop: a division by a kernel parameter in a loop
// that holds another loop takes its divisor through the empty inline asm
// that keeps LLVM from hoisting the division's reciprocal (and opt leaves
// it in place); in an innermost loop, or in a debug build, it divides by
// the parameter itself.
func TestDivisorKeptInOuterLoop(t *testing.T) {
	asm := regexp.MustCompile(`(%\S+) = call i64 asm sideeffect "", "=s,0"\(i64 (%\S+)\)`)
	for _, c := range []struct {
		nested, debug, want bool
	}{{true, false, true}, {false, false, false}, {true, true, false}} {
		m := divLoopModule(c.nested)
		if err := ir.VerifyModule(m); err != nil {
			t.Fatal(err)
		}
		ll, err := EmitLLVM(m, Options{MCPU: "gfx90a", Debug: c.debug})
		if err != nil {
			t.Fatal(err)
		}
		text := string(ll)
		got := asm.FindAllStringSubmatch(text, -1)
		if !c.want {
			if len(got) != 0 {
				t.Errorf("nested %v, debug %v: want no inline asm, have %q:\n%s", c.nested, c.debug, got, text)
			}
			continue
		}
		if len(got) != 1 {
			t.Fatalf("want one inline asm, have %q:\n%s", got, text)
		}
		if !regexp.MustCompile(`udiv i64 \S+, ` + regexp.QuoteMeta(got[0][1]) + `\b`).MatchString(text) {
			t.Errorf("the udiv does not divide by the asm's result %s:\n%s", got[0][1], text)
		}
		opt, err := Optimize(ll, "gfx90a", Tools{Opt: testTools(t).Opt})
		if err != nil {
			t.Fatal(err)
		}
		o := asm.FindStringSubmatch(strings.ReplaceAll(string(opt), "tail call", "call"))
		if o == nil || !regexp.MustCompile(`udiv i64 \S+, `+regexp.QuoteMeta(o[1])+`\b`).MatchString(string(opt)) {
			t.Errorf("opt dropped the inline asm or the udiv's use of it:\n%s", opt)
		}
	}
}
