package amdgpu

import (
	"regexp"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// TestDivSafe: a division marked ir.DivSafe is LLVM's plain sdiv/udiv and
// srem, with none of the selects that give Go's x/0 and MinInt/-1; a
// debug build still checks its divisor.
func TestDivSafe(t *testing.T) {
	m := &ir.Module{Name: "ds"}
	k, b := newFunc(m, "ds.K", ir.Kernel, []ir.Type{ir.SliceType(tI64, ir.SpaceGlobal), tI64})
	ptr := b.EmitAux(ir.OpExtract, ptrTo(tI64, ir.SpaceGlobal), 0, nil, k.Params[0])
	x := b.Emit(ir.OpLoad, tI64, ptr)
	q := b.EmitAux(ir.OpDiv, tI64, ir.DivSafe, nil, x, k.Params[1])
	u64 := ir.Typ[ir.Uint64]
	uq := b.EmitAux(ir.OpDiv, u64, ir.DivSafe, nil, b.Emit(ir.OpBitcast, u64, x), b.Emit(ir.OpBitcast, u64, k.Params[1]))
	r := b.EmitAux(ir.OpRem, tI64, ir.DivSafe, nil, x, k.Params[1])
	b.Emit(ir.OpStore, nil, ptr, b.Emit(ir.OpAdd, tI64, b.Emit(ir.OpAdd, tI64, q, r), b.Emit(ir.OpBitcast, tI64, uq)))
	b.Return()
	k.Renumber()
	if err := ir.VerifyModule(m); err != nil {
		t.Fatal(err)
	}
	ll, err := EmitLLVM(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, re := range []string{`= sdiv i64 %\S+, %\S+`, `= udiv i64 %\S+, %\S+`, `= srem i64 %\S+, %\S+`} {
		if !regexp.MustCompile(re).Match(ll) {
			t.Errorf("no %s in\n%s", re, ll)
		}
	}
	if regexp.MustCompile(`select i1|icmp eq i64 %\S+, (0|-1)`).Match(ll) {
		t.Errorf("a DivSafe division is guarded:\n%s", ll)
	}
	dbg, err := EmitLLVM(m, Options{Debug: true})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(regexp.MustCompile(`icmp eq i64 %\S+, 0`).FindAll(dbg, -1)); n != 3 {
		t.Errorf("debug build: %d divisor checks, want 3:\n%s", n, dbg)
	}
}
