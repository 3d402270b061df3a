package ptx

import (
	"encoding/binary"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
)

// TestTrapRecordSequence: a Debug OpTrap becomes the record write and an
// exit (no PTX trap), the record is declared, and the site table names the
// trap's position and message; without Debug it stays a plain trap.
func TestTrapRecordSequence(t *testing.T) {
	build := func() *ir.Module {
		m := &ir.Module{Name: "traps"}
		k := newKernel(m, "traps.k", gptr(ir.Typ[ir.Int32]))
		k.Pos = ir.Pos{File: "k.go", Line: 7, Col: 3}
		in := k.EmitAux(ir.OpTrap, nil, int64(ir.TrapBounds), "index out of range")
		in.Pos = ir.Pos{File: "k.go", Line: 9, Col: 5}
		k.f.Renumber()
		return m
	}
	src, traps, err := CompileDebug(build(), Options{Debug: true})
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	want := []string{
		".visible .global .align 4 .b8 __kern_trap[32];",
		"atom.global.cas.b32 %r0, [__kern_trap], 0, 1;",
		"setp.eq.u32 %p0, %r0, 0;",
		"@%p0 st.global.u32 [__kern_trap+4], 0;",
		"mov.u32 %r1, %tid.x;", "@%p0 st.global.u32 [__kern_trap+8], %r1;",
		"mov.u32 %r6, %ctaid.z;", "@%p0 st.global.u32 [__kern_trap+28], %r6;",
		"\texit;",
	}
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("missing %q in\n%s", w, text)
		}
	}
	if strings.Contains(text, "\ttrap;") {
		t.Errorf("debug module still executes trap:\n%s", text)
	}
	if len(traps) != 1 || traps[0] != "k.go:9:5: index out of range" {
		t.Errorf("trap table %q", traps)
	}
	plain, traps, err := CompileDebug(build(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(traps) != 0 || !strings.Contains(string(plain), "\ttrap;") || strings.Contains(string(plain), abi.TrapRecordName) {
		t.Errorf("non-debug module: traps %q\n%s", traps, plain)
	}
}

// TestTrapRecordSimulated runs the corpus' Gather kernel, compiled in
// Debug mode, with two out-of-range indices: the first failing thread in
// the simulator's order fills the record (its site the interpreter's
// position for the same failure), the others exit, and the valid threads
// still write their results.
func TestTrapRecordSimulated(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	prog, err := corpusProgram()
	if err != nil {
		t.Fatal(err)
	}
	m, diags := compiler.CompilePackage(prog, acceptPkg, compiler.Options{Debug: true})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	src, traps, err := CompileDebug(m, Options{Debug: true})
	if err != nil {
		t.Fatal(err)
	}
	s, err := newPsim(string(src))
	if err != nil {
		t.Fatal(err)
	}
	idx := []int32{0, 1, -1, 3, 4, 99, 6, 7}
	in := []float32{10, 11, 12, 13, 14, 15, 16, 17}
	put := func(vals []uint64, w int) uint64 {
		a := s.alloc(len(vals)*w/8, 8)
		for i, v := range vals {
			_ = s.store(a+uint64(i*w/8), w, v)
		}
		return a
	}
	u := func(xs ...uint64) []uint64 { return xs }
	var iv, fv []uint64
	for i := range idx {
		iv = append(iv, uint64(uint32(idx[i])))
		fv = append(fv, uint64(math.Float32bits(in[i])))
	}
	ia, fa, oa := put(iv, 32), put(fv, 32), put(make([]uint64, 8), 32)
	var slots [][]byte
	for _, x := range u(ia, 8, 8, fa, 8, 8, oa, 8, 8) {
		b := make([]byte, 8)
		binary.LittleEndian.PutUint64(b, x)
		slots = append(slots, b)
	}
	f := m.Func(acceptPkg + ".Gather")
	if err := s.launch(abi.Mangle(f.Name), [3]int{2, 1, 1}, [3]int{4, 1, 1}, slots); err != nil {
		t.Fatal(err)
	}
	rec := make([]uint64, abi.TrapRecordWords)
	for k := range rec {
		rec[k], _ = s.load(s.syms[abi.TrapRecordName]+uint64(4*k), 32)
	}
	// Global thread 2 (block 0, thread 2) fails first.
	if rec[0] != 1 || rec[2] != 2 || rec[3] != 0 || rec[4] != 0 || rec[5] != 0 || rec[6] != 0 || rec[7] != 0 {
		t.Fatalf("record %v: want flag 1, thread (2,0,0), block (0,0,0)", rec)
	}
	if rec[1] >= uint64(len(traps)) {
		t.Fatalf("site %d outside the table of %d", rec[1], len(traps))
	}
	site := traps[rec[1]]
	t.Logf("record %v: %s", rec, site)
	for i, v := range idx {
		got, _ := s.load(oa+uint64(4*i), 32)
		if v >= 0 && v < 8 && math.Float32frombits(uint32(got)) != in[v] {
			t.Errorf("out[%d] = %v, want %v", i, math.Float32frombits(uint32(got)), in[v])
		}
	}
	// The interpreter reports the same failure at the same position.
	out := make([]float32, 8)
	err = interp.Launch(f, interp.Dim3{X: 2, Y: 1, Z: 1}, interp.Dim3{X: 4, Y: 1, Z: 1}, idx, in, out)
	var ie *interp.Error
	if !errors.As(err, &ie) {
		t.Fatalf("interpreter: %v, want an *interp.Error", err)
	}
	if !strings.HasPrefix(site, ie.Pos.String()+": ") || !strings.Contains(site, "index out of range") {
		t.Errorf("site %q, interpreter position %s (%v)", site, ie.Pos, err)
	}
}
