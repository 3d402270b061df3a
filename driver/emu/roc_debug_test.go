package emu

import (
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern/driver"
)

// dbgIR stores 1 at p[tid]; work-item 5 then writes the trap record's
// flag and ends its wavefront (s_endpgm); the others meet at a barrier
// and store 2 at p[n], in code opt inlined from math/x.go.
const dbgIR = `; kern module dbgtest (wave64, gfx90a)
target triple = "amdgcn-amd-amdhsa"

@__kern_trap = protected addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4

define amdgpu_kernel void @K(ptr addrspace(1) %p, i64 %n) #0 !dbg !4 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x(), !dbg !10
  %t64 = zext i32 %tid to i64, !dbg !10
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %t64, !dbg !11
  store i32 1, ptr addrspace(1) %q, align 4, !tbaa !0, !dbg !11
  %bad = icmp eq i32 %tid, 5, !dbg !12
  br i1 %bad, label %end, label %ok, !dbg !12

end:
  store i32 7, ptr addrspace(1) @__kern_trap, align 4, !dbg !13
  fence syncscope("agent") release, !dbg !13
  tail call void @llvm.amdgcn.endpgm(), !dbg !13
  unreachable

ok:
  call void @llvm.amdgcn.s.barrier(), !dbg !12
  %r = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %n, !dbg !14
  store i32 2, ptr addrspace(1) %r, align 4, !dbg !14
  ret void, !dbg !17
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.endpgm()
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { nounwind }

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!7, !8}

!0 = !{}
!1 = distinct !DICompileUnit(language: DW_LANG_Go, file: !2, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!2 = !DIFile(filename: "k\22q.go", directory: "")
!3 = !DIFile(filename: "math/x.go", directory: "")
!4 = distinct !DISubprogram(name: "K", scope: !2, file: !2, line: 3, type: !5, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!5 = !DISubroutineType(types: !0)
!6 = distinct !DISubprogram(name: "half", scope: !2, file: !2, line: 20, type: !5, scopeLine: 20, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !DILocation(line: 4, column: 7, scope: !4)
!11 = !DILocation(line: 5, column: 2, scope: !4)
!12 = !DILocation(line: 6, column: 5, scope: !4)
!13 = !DILocation(line: 0, scope: !4)
!14 = !DILocation(line: 9, column: 3, scope: !15, inlinedAt: !16)
!15 = !DILexicalBlockFile(scope: !6, file: !3, discriminator: 0)
!16 = distinct !DILocation(line: 7, column: 9, scope: !4)
!17 = !DILocation(line: 8, column: 1, scope: !4)
`

// TestROCDebugLocations: faults name the Go position of the instruction's
// !dbg location, the innermost of an inlined one, in the file of its
// scope; llvm.amdgcn.endpgm ends the whole wavefront, which then no
// longer counts at the barrier.
func TestROCDebugLocations(t *testing.T) {
	d, m := rocModule(t, "gfx90a", dbgIR)
	p, err := d.Alloc(128 * 4)
	if err != nil {
		t.Fatal(err)
	}
	if err := launchROC(t, d, m, "K", 128, p, int64(0)); err != nil {
		t.Fatal(err)
	}
	got := readBack[int32](t, d, p, 128)
	// Wave 0 ended with work-item 5 before its barrier; wave 1 went on.
	for i, v := range got {
		if want := map[bool]int32{true: 2, false: 1}[i == 0]; v != want {
			t.Fatalf("p[%d] = %d, want %d", i, v, want)
		}
	}
	rec, n, err := m.(driver.GlobalModule).Global("__kern_trap")
	if err != nil || n != 32 || readBack[int32](t, d, rec, 1)[0] != 7 {
		t.Fatalf("the trap record: %d bytes, %v", n, err)
	}

	err = launchROC(t, d, m, "K", 128, p, int64(1<<20))
	f := &Fault{}
	if !errors.As(err, &f) || f.Kind != "out-of-bounds" || f.Thread[0] < 64 || f.GoPos != "math/x.go:9:3" || f.PTXLine != 24 {
		t.Fatalf("out of bounds: %v (Go position %q), want LLVM IR line 24 (math/x.go:9:3)", err, f.GoPos)
	}
	if !strings.Contains(err.Error(), "LLVM IR line 24 (math/x.go:9:3)") {
		t.Errorf("the report does not name the Go position: %v", err)
	}
}

func TestParseDINode(t *testing.T) {
	name, n, ok := parseDINode(`!12 = distinct !DISubprogram(name: "a, b: \5C", scope: !2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)`)
	if !ok || name != "!12" || n.kind != "DISubprogram" || n.fields["name"] != `a, b: \` || n.fields["scope"] != "!2" ||
		n.fields["spFlags"] != "DISPFlagDefinition | DISPFlagOptimized" || n.fields["unit"] != "!1" {
		t.Errorf("parseDINode: %q %+v %v", name, n, ok)
	}
	if _, _, ok := parseDINode(`!3 = !{i32 7, !"Dwarf Version", i32 5}`); ok {
		t.Error("a tuple parsed as a DI node")
	}
	if got := dbgAttachment(", !invariant.load !0, !dbg !7"); got != "!7" {
		t.Errorf("dbgAttachment = %q", got)
	}
}
