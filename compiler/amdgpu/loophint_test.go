package amdgpu

import (
	"regexp"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// noUnrollModule is a kernel (n i64, p, out ptr<global i32>) storing the
// sum of p[0:n] in out[0], its loop (one LLVM would vectorize) headed by an
// ir.Block.NoUnroll block.
func noUnrollModule() *ir.Module {
	i64, i32 := ir.Typ[ir.Int64], ir.Typ[ir.Int32]
	gp := &ir.Pointer{Elem: i32, Space: ir.SpaceGlobal}
	m := &ir.Module{Name: "golden"}
	k, b := newFunc(m, "golden.K", ir.Kernel, []ir.Type{i64, gp, gp})
	head, body, done := k.NewBlock("loop"), k.NewBlock("body"), k.NewBlock("done")
	head.NoUnroll = true
	b.Jump(head)
	b.SetBlock(head)
	i, acc := b.Emit(ir.OpPhi, i64), b.Emit(ir.OpPhi, i32)
	b.If(b.Emit(ir.OpLt, ir.Typ[ir.Bool], i, k.Params[0]), body, done)
	b.SetBlock(body)
	x := b.Emit(ir.OpLoad, i32, b.Emit(ir.OpPtrAdd, gp, k.Params[1], i))
	sum := b.Emit(ir.OpAdd, i32, acc, x)
	next := b.Emit(ir.OpAdd, i64, i, ir.ConstInt(i64, 1))
	b.Jump(head)
	i.Args = []ir.Value{ir.ConstInt(i64, 0), next}
	acc.Args = []ir.Value{ir.ConstInt(i32, 0), sum}
	b.SetBlock(done)
	b.Emit(ir.OpStore, nil, k.Params[2], acc)
	b.Return()
	k.Renumber()
	return m
}

// TestNoUnrollLoop: the back edge to a NoUnroll header, and only it,
// carries a loop ID asking opt not to unroll, vectorize or interleave, and
// opt -O3 leaves that loop one element per iteration.
func TestNoUnrollLoop(t *testing.T) {
	m := noUnrollModule()
	if err := ir.VerifyModule(m); err != nil {
		t.Fatal(err)
	}
	ll, err := EmitLLVM(m, Options{MCPU: "gfx90a"})
	if err != nil {
		t.Fatal(err)
	}
	text := string(ll)
	hinted := regexp.MustCompile(`(?m)^\s*br .*, !llvm\.loop !(\d+)`).FindAllStringSubmatch(text, -1)
	if len(hinted) != 1 || !strings.HasPrefix(strings.TrimSpace(hinted[0][0]), "br label") {
		t.Fatalf("want one hinted back edge (an unconditional br), got %q:\n%s", hinted, text)
	}
	id := hinted[0][1]
	node := regexp.MustCompile(`(?m)^!` + id + ` = distinct !\{!` + id + `((, !\d+)+)\}$`).FindStringSubmatch(text)
	if node == nil {
		t.Fatalf("no self-naming loop ID !%s:\n%s", id, text)
	}
	for _, want := range []string{`!{!"llvm.loop.unroll.disable"}`, `!{!"llvm.loop.vectorize.width", i32 1}`, `!{!"llvm.loop.interleave.count", i32 1}`} {
		if !strings.Contains(text, want) {
			t.Errorf("no %s in the loop ID's properties:\n%s", want, text)
		}
	}
	opt, err := Optimize(ll, "gfx90a", Tools{Opt: testTools(t).Opt})
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(opt), "load i32"); n != 1 || strings.Contains(string(opt), "vector.body") {
		t.Errorf("opt unrolled or vectorized the loop (%d scalar loads):\n%s", n, opt)
	}
}
