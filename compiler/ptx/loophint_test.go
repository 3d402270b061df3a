package ptx

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// groupSum is a kernel (n i64, p, out ptr<global f32>) storing in out[0]
// the sum of p[0:n&^3] four elements per iteration, its loop headed by a
// block that is ir.Block.NoUnroll when noUnroll is set.
func groupSum(noUnroll bool) *ir.Module {
	it, f32 := ir.Typ[ir.Int64], ir.Typ[ir.Float32]
	m := &ir.Module{Name: "golden"}
	k := newKernel(m, "golden.K", it, gptr(f32), gptr(f32))
	head, body, done := k.f.NewBlock("loop"), k.f.NewBlock("body"), k.f.NewBlock("done")
	head.NoUnroll = noUnroll
	last := k.Emit(ir.OpSub, it, k.param(0), i64(3))
	k.Jump(head)
	k.SetBlock(head)
	i, q, acc := k.Emit(ir.OpPhi, it), k.Emit(ir.OpPhi, gptr(f32)), k.Emit(ir.OpPhi, f32)
	k.If(k.Emit(ir.OpLt, ir.Typ[ir.Bool], i, last), body, done)
	k.SetBlock(body)
	s := ir.Value(acc)
	for j := range int64(4) {
		s = k.Emit(ir.OpAdd, f32, s, k.ld(q, j))
	}
	ni, nq := k.Emit(ir.OpAdd, it, i, i64(4)), k.at(q, 4)
	k.Jump(head)
	i.Args = []ir.Value{i64(0), ni}
	q.Args = []ir.Value{k.param(1), nq}
	acc.Args = []ir.Value{ir.ConstFloat(f32, 0), s}
	k.SetBlock(done)
	k.st(k.param(2), 0, acc)
	k.done()
	return m
}

// TestNoUnrollPragma: a NoUnroll header's label is followed by
// .pragma "nounroll" (and no other block's), which ptxas obeys: without
// it, ptxas unrolls the loop and keeps more loads, and registers, in
// flight.
func TestNoUnrollPragma(t *testing.T) {
	src := mustCompile(t, groupSum(true), Options{Arch: "sm_80"})
	if n := strings.Count(src, `.pragma "nounroll";`); n != 1 || !regexp.MustCompile(`\$L__BB\d+:\n\t\.pragma "nounroll";\n\tsetp`).MatchString(src) {
		t.Fatalf("want the pragma once, first in the loop header:\n%s", src)
	}
	plain := mustCompile(t, groupSum(false), Options{Arch: "sm_80"})
	if strings.Contains(plain, "pragma") {
		t.Fatalf("a pragma without NoUnroll:\n%s", plain)
	}
	tool := ptxasTool(t)
	regs := func(src string) int {
		m := regexp.MustCompile(`Used (\d+) registers`).FindStringSubmatch(ptxas(t, tool, "sm_80", src))
		if m == nil {
			t.Fatal("no register count in ptxas -v")
		}
		n, _ := strconv.Atoi(m[1])
		return n
	}
	if r, p := regs(src), regs(plain); r >= p {
		t.Errorf("ptxas: %d registers with the pragma, %d without: want fewer with it", r, p)
	}
}
