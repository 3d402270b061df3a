package emu

import (
	"strings"
	"testing"
)

// asmCopyIR divides each lane's id by the kernel parameter d passed
// through the empty inline asm kern's AMD code wraps a divisor in
// (compiler/amdgpu, keepDivisorInLoop), and stores the quotient.
const asmCopyIR = `target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @asmcopy(i64 %d, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %id to i64
  %k = tail call i64 asm sideeffect "", "=s,0"(i64 %d) #0
  %q = udiv i64 %i, %k
  %p = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %i
  store i64 %q, ptr addrspace(1) %p, align 8
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { nounwind }
`

// TestROCInlineAsmCopy: the empty inline asm that returns its operand is a
// copy, also with call-site attributes after it (the nomerge kern's
// ActiveMask puts there); any other inline asm is refused with an error
// saying so.
func TestROCInlineAsmCopy(t *testing.T) {
	for _, src := range []string{asmCopyIR, strings.Replace(asmCopyIR, "(i64 %d) #0", "(i64 %d) nomerge #0", 1)} {
		d, m := rocModule(t, "gfx90a", src)
		const lanes = 64
		out, err := d.Alloc(lanes * 8)
		if err != nil {
			t.Fatal(err)
		}
		if err := launchROC(t, d, m, "asmcopy", lanes, int64(7), out); err != nil {
			t.Fatal(err)
		}
		for i, q := range readBack[uint64](t, d, out, lanes) {
			if q != uint64(i/7) {
				t.Errorf("lane %d: %d / 7 = %d, want %d", i, i, q, i/7)
			}
		}
	}
	for _, bad := range []string{`asm sideeffect "s_nop 0", "=s,0"`, `asm "", "=s,s"`, `asm "", "=s,0,s"`} {
		ir := strings.Replace(asmCopyIR, `asm sideeffect "", "=s,0"`, bad, 1)
		d, err := NewROC(WithArch("gfx90a"))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := d.LoadModuleIR([]byte(ir), nil); err == nil || !strings.Contains(err.Error(), "inline asm") {
			t.Errorf("%s: want an inline asm error, have %v", bad, err)
		}
	}
}
