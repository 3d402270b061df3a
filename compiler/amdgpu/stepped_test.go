package amdgpu

import (
	"regexp"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// TestSteppedPointerBytes: a loop's stepped pointer (a phi, and ptradds
// from it) advanced by a stride argument steps by a byte offset, the
// stride scaled by a shift (a multiply for a size that is no power of
// two); a computed step, a constant one and an address indexed from a
// parameter pointer keep the element form.
func TestSteppedPointerBytes(t *testing.T) {
	i64, f32 := ir.Typ[ir.Int64], ir.Typ[ir.Float32]
	gp := &ir.Pointer{Elem: f32, Space: ir.SpaceGlobal}
	arr := &ir.Array{Elem: ir.Typ[ir.Uint8], Len: 12}
	ap := &ir.Pointer{Elem: arr, Space: ir.SpaceGlobal}
	m := &ir.Module{Name: "golden"}
	// K(n, stride, p, out, a): for i < n { out[i] = *q + q[stride] + q[1]; q += stride; a += stride }
	k, b := newFunc(m, "golden.K", ir.Kernel, []ir.Type{i64, i64, gp, gp, ap})
	head, body, done := k.NewBlock("loop"), k.NewBlock("body"), k.NewBlock("done")
	b.Jump(head)
	b.SetBlock(head)
	i, q, a := b.Emit(ir.OpPhi, i64), b.Emit(ir.OpPhi, gp), b.Emit(ir.OpPhi, ap)
	b.If(b.Emit(ir.OpLt, ir.Typ[ir.Bool], i, k.Params[0]), body, done)
	b.SetBlock(body)
	q1 := b.Emit(ir.OpPtrAdd, gp, q, k.Params[1])  // stepped: bytes
	q2 := b.Emit(ir.OpPtrAdd, gp, q1, k.Params[1]) // stepped from a step: bytes
	x := b.Emit(ir.OpAdd, f32, b.Emit(ir.OpLoad, f32, q), b.Emit(ir.OpLoad, f32, q1))
	x = b.Emit(ir.OpAdd, f32, x, b.Emit(ir.OpLoad, f32, b.Emit(ir.OpPtrAdd, gp, q, ir.ConstInt(i64, 1)))) // constant: elements
	x = b.Emit(ir.OpAdd, f32, x, b.Emit(ir.OpLoad, f32, b.Emit(ir.OpPtrAdd, gp, q, i)))                   // computed: elements
	b.Emit(ir.OpStore, nil, b.Emit(ir.OpPtrAdd, gp, k.Params[3], i), x)                                   // parameter: elements
	a1 := b.Emit(ir.OpPtrAdd, ap, a, k.Params[1])                                                         // 12-byte elements: a multiply
	next := b.Emit(ir.OpAdd, i64, i, ir.ConstInt(i64, 1))
	b.Jump(head)
	i.Args = []ir.Value{ir.ConstInt(i64, 0), next}
	q.Args = []ir.Value{k.Params[2], q2}
	a.Args = []ir.Value{k.Params[4], a1}
	b.SetBlock(done)
	b.Return()
	k.Renumber()
	if err := ir.VerifyModule(m); err != nil {
		t.Fatal(err)
	}
	ll, err := EmitLLVM(m, Options{MCPU: "gfx90a"})
	if err != nil {
		t.Fatal(err)
	}
	text := dbgAttachment.ReplaceAllString(string(ll), "")
	for _, want := range []string{
		`(?m)^\s*(%\S+) = shl nsw i64 %\S+, 2\n\s*%\S+ = getelementptr inbounds i8, ptr addrspace\(1\) %\S+, i64 (%\S+)`,
		`(?m)^\s*%\S+ = mul nsw i64 %\S+, 12\n\s*%\S+ = getelementptr inbounds i8, ptr addrspace\(1\) %\S+, i64 %\S+`,
		`getelementptr inbounds float, ptr addrspace\(1\) %\S+, i64 1\b`,
		`getelementptr inbounds float, ptr addrspace\(1\) %a3, i64 %\S+`,
		`getelementptr inbounds float, ptr addrspace\(1\) %t\d+, i64 %t0\b`,
	} {
		if !regexp.MustCompile(want).MatchString(text) {
			t.Errorf("no match for %s in\n%s", want, text)
		}
	}
	if n := len(regexp.MustCompile(`getelementptr inbounds i8, ptr addrspace\(1\)`).FindAllString(text, -1)); n != 3 {
		t.Errorf("%d byte-offset steps, want 3 (q1, q2, a1):\n%s", n, text)
	}
}
