package amdgpu

import (
	"bytes"
	"debug/elf"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/compiler/ptx"
)

// debugModule is a kernel in /pkg/a.go that divides, calls a device
// function of GOROOT's math and traps on a failed check.
func debugModule(t *testing.T) *ir.Module {
	t.Helper()
	m := &ir.Module{Name: "dbg"}
	dev, db := newFunc(m, "dbg.half", ir.Device, []ir.Type{tI64}, tI64)
	dev.Pos = ir.Pos{File: "/goroot/src/math/x.go", Line: 5, Col: 6}
	db.Pos = ir.Pos{File: "/goroot/src/math/x.go", Line: 7, Col: 9}
	db.Return(db.Emit(ir.OpDiv, tI64, dev.Params[0], ir.ConstInt(tI64, 2)))
	dev.Renumber()

	k, b := newFunc(m, "dbg.K", ir.Kernel, []ir.Type{ir.SliceType(tI64, ir.SpaceGlobal), tI64})
	k.Pos = ir.Pos{File: "/pkg/a.go", Line: 10, Col: 6}
	at := func(line int) { b.Pos = ir.Pos{File: "/pkg/a.go", Line: line, Col: 2} }
	at(11)
	ptr := b.EmitAux(ir.OpExtract, ptrTo(tI64, ir.SpaceGlobal), 0, nil, k.Params[0])
	at(12)
	x := b.Emit(ir.OpLoad, tI64, ptr)
	at(13)
	q := b.Emit(ir.OpDiv, tI64, x, k.Params[1])
	at(14)
	h := b.EmitAux(ir.OpCall, tI64, 0, dev, q)
	b.Pos = ir.Pos{File: "/pkg/b.go", Line: 15, Col: 2} // a helper the kern passes inlined
	b.Emit(ir.OpStore, nil, ptr, h)
	bad, ok := k.NewBlock("bad"), k.NewBlock("ok")
	b.If(b.Emit(ir.OpLt, tBool, h, ir.ConstInt(tI64, 0)), bad, ok)
	b.SetBlock(bad)
	at(16)
	b.EmitAux(ir.OpTrap, nil, int64(ir.TrapBounds), "index out of range at /pkg/a.go:16:2")
	b.SetBlock(ok)
	b.Return()
	k.Renumber()
	if err := ir.VerifyModule(m); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestLineTables checks the debug locations EmitLLVM always writes: file
// names relative to FileBase, a location on every instruction of the
// functions' blocks, and that they survive opt -O3 (the inlined device
// function's with inlinedAt), llc and ld.lld (.debug_line).
func TestLineTables(t *testing.T) {
	m := debugModule(t)
	ll, err := EmitLLVM(m, Options{FileBase: "/pkg"})
	if err != nil {
		t.Fatal(err)
	}
	text := string(ll)
	for _, want := range []string{
		`!DIFile(filename: "a.go", directory: "")`,
		`!DIFile(filename: "math/x.go", directory: "")`,
		`!DIFile(filename: "b.go", directory: "")`,
		`emissionKind: LineTablesOnly`,
		`!"Debug Info Version", i32 3}`,
		`!"Dwarf Version"`,
		`!llvm.dbg.cu = !{!1}`,
		`name: "dbg.K", scope: !`,
		`!DILocation(line: 13, column: 2, scope: !`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no %s in\n%s", want, text)
		}
	}
	// The compile unit is the kernel's file, though the device function
	// in math/x.go comes first.
	cu := regexp.MustCompile(`DICompileUnit\(language: DW_LANG_Go, file: (!\d+),`).FindStringSubmatch(text)
	if cu == nil || !strings.Contains(text, "\n"+cu[1]+` = !DIFile(filename: "a.go"`) {
		t.Errorf("the compile unit is not in a.go:\n%s", text)
	}
	// The store from b.go is in K's subprogram (a.go): its location's
	// scope is a DILexicalBlockFile of b.go.
	lb := regexp.MustCompile(`!DILocation\(line: 15, column: 2, scope: (!\d+)\)`).FindStringSubmatch(text)
	bf := regexp.MustCompile(`(!\d+) = !DIFile\(filename: "b.go"`).FindStringSubmatch(text)
	if lb == nil || bf == nil || !regexp.MustCompile(regexp.QuoteMeta(lb[1])+` = !DILexicalBlockFile\(scope: !\d+, file: `+regexp.QuoteMeta(bf[1])+`,`).MatchString(text) {
		t.Errorf("the store's location is not scoped in b.go:\n%s", text)
	}
	in, entry := false, false
	for _, l := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(l, "define "):
			if !strings.Contains(l, "!dbg !") {
				t.Errorf("function without a subprogram: %s", l)
			}
			in = true
		case l == "}":
			in = false
		case in && strings.HasSuffix(l, ":"):
			entry = l == "entry:"
		case in && l != "" && !entry && !strings.Contains(l, ", !dbg !"):
			t.Errorf("instruction without a location: %s", l)
		}
	}

	tools := testTools(t)
	opt, err := Optimize(ll, "gfx90a", tools)
	if err != nil {
		t.Fatal(err) // includes opt dropping invalid debug info
	}
	if !regexp.MustCompile(`!DILocation\(line: 7, column: 9, scope: !\d+, inlinedAt: !\d+\)`).Match(opt) {
		t.Errorf("the inlined division has no inlinedAt location:\n%s", opt)
	}
	co, err := Assemble(opt, "gfx90a", tools)
	if err != nil {
		t.Fatal(err)
	}
	f, err := elf.NewFile(bytes.NewReader(co))
	if err != nil {
		t.Fatal(err)
	}
	if f.Section(".debug_line") == nil {
		t.Error("the code object has no .debug_line")
	}
}

// TestDebugTrapRecord: with Debug, failed checks write the trap record
// and end the wavefront instead of trapping, with the site ids of
// compiler/ptx; the code object exports the record.
func TestDebugTrapRecord(t *testing.T) {
	m := debugModule(t)
	ll, traps, err := EmitLLVMDebug(m, Options{Debug: true, FileBase: "/pkg"})
	if err != nil {
		t.Fatal(err)
	}
	_, ptxTraps, err := ptx.CompileDebug(m, ptx.Options{Debug: true, FileBase: "/pkg"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"/goroot/src/math/x.go:7:9: integer divide by zero",
		"/pkg/a.go:13:2: integer divide by zero",
		"/pkg/a.go:16:2: index out of range",
	}
	if !slices.Equal(traps, want) || !slices.Equal(traps, ptxTraps) {
		t.Errorf("sites %q, PTX's %q; want %q", traps, ptxTraps, want)
	}
	text := string(ll)
	for _, s := range []string{
		"@" + abi.TrapRecordName + " = protected addrspace(1) externally_initialized global [8 x i32] zeroinitializer",
		"call void @llvm.amdgcn.endpgm()",
		"store i32 2, ptr addrspace(1)", // site 2, the trap
	} {
		if !strings.Contains(text, s) {
			t.Errorf("no %q in\n%s", s, text)
		}
	}
	if strings.Contains(text, "llvm.trap") {
		t.Errorf("a debug module calls llvm.trap:\n%s", text)
	}
	plain, traps, err := EmitLLVMDebug(m, Options{FileBase: "/pkg"})
	if err != nil || len(traps) != 0 || bytes.Contains(plain, []byte(abi.TrapRecordName)) || !bytes.Contains(plain, []byte("call void @llvm.trap()")) {
		t.Errorf("without Debug: sites %q, %v; want llvm.trap and no record", traps, err)
	}

	tools := testTools(t)
	opt, err := Optimize(ll, "gfx90a", tools)
	if err != nil {
		t.Fatal(err)
	}
	co, err := Assemble(opt, "gfx90a", tools)
	if err != nil {
		t.Fatal(err)
	}
	f, err := elf.NewFile(bytes.NewReader(co))
	if err != nil {
		t.Fatal(err)
	}
	syms, err := f.DynamicSymbols()
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(syms, func(s elf.Symbol) bool { return s.Name == abi.TrapRecordName })
	if i < 0 || elf.ST_TYPE(syms[i].Info) != elf.STT_OBJECT || syms[i].Size != abi.TrapRecordBytes || syms[i].Section == elf.SHN_UNDEF {
		t.Errorf("the code object does not export a %d-byte %s: %+v", abi.TrapRecordBytes, abi.TrapRecordName, syms)
	}
}
