package comgr

import (
	"bytes"
	"debug/elf"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/amdgpu"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// load opens libamd_comgr: the file KERN_LIBCOMGR names, else the default
// names. A set KERN_LIBCOMGR that does not load fails under
// KERN_REQUIRE_TOOLS=1; otherwise a missing library skips.
func load(t *testing.T) *Comgr {
	t.Helper()
	path := os.Getenv("KERN_LIBCOMGR")
	c := New(Options{Library: path})
	if err := c.Load(); err != nil {
		if path != "" {
			testtool.Missing(t, "KERN_LIBCOMGR="+path+" does not load: "+err.Error())
		}
		t.Skipf("libamd_comgr not found (%v); set KERN_LIBCOMGR (apt-get install libamd-comgr2)", err)
	}
	return c
}

// scaleModule is a hand-written kern IR module with two kernels:
//
//	Scale(p ptr<global f32>, s f32):  p[tid] = p[tid]*s + f32(WarpSize)
//	Lane(p ptr<global i32>):          p[tid] = LaneID
func scaleModule() *ir.Module {
	m := &ir.Module{Name: "comgrtest"}
	f32, i32, i64 := ir.Typ[ir.Float32], ir.Typ[ir.Int32], ir.Typ[ir.Int64]
	kernel := func(name string, params ...ir.Type) (*ir.Function, *ir.Builder) {
		f := &ir.Function{Name: name, Kind: ir.Kernel, Source: name}
		for i, p := range params {
			f.Params = append(f.Params, &ir.Param{Ident: "p" + string(rune('0'+i)), Typ: p, Fn: f, Index: i})
		}
		m.Funcs = append(m.Funcs, f)
		b := ir.NewBuilder(f)
		b.SetBlock(f.NewBlock("entry"))
		return f, b
	}
	pf := &ir.Pointer{Elem: f32, Space: ir.SpaceGlobal}
	k, b := kernel("comgrtest.Scale", pf, f32)
	tid := b.Emit(ir.OpConvert, i64, b.EmitAux(ir.OpSpecial, i32, int64(ir.TidX), nil))
	addr := b.Emit(ir.OpPtrAdd, pf, k.Params[0], tid)
	v := b.Emit(ir.OpMul, f32, b.Emit(ir.OpLoad, f32, addr), k.Params[1])
	w := b.Emit(ir.OpConvert, f32, b.EmitAux(ir.OpSpecial, i32, int64(ir.WarpSize), nil))
	b.Emit(ir.OpStore, nil, addr, b.Emit(ir.OpAdd, f32, v, w))
	b.Return()
	k.Renumber()

	pi := &ir.Pointer{Elem: i32, Space: ir.SpaceGlobal}
	k, b = kernel("comgrtest.Lane", pi)
	tid = b.Emit(ir.OpConvert, i64, b.EmitAux(ir.OpSpecial, i32, int64(ir.TidX), nil))
	addr = b.Emit(ir.OpPtrAdd, pi, k.Params[0], tid)
	b.Emit(ir.OpStore, nil, addr, b.EmitAux(ir.OpSpecial, i32, int64(ir.LaneID), nil))
	b.Return()
	k.Renumber()
	return m
}

// emit writes scaleModule as LLVM IR for mcpu.
func emit(t *testing.T, mcpu string) []byte {
	t.Helper()
	m := scaleModule()
	if err := ir.VerifyModule(m); err != nil {
		t.Fatalf("test module: %v", err)
	}
	ll, err := amdgpu.EmitLLVM(m, amdgpu.Options{MCPU: mcpu})
	if err != nil {
		t.Fatalf("EmitLLVM %s: %v", mcpu, err)
	}
	return ll
}

var testKernels = []string{"comgrtest.Lane", "comgrtest.Scale"}

func TestLibrary(t *testing.T) {
	c := load(t)
	major, minor, err := c.Version()
	if err != nil || (major != 2 && major != 3) {
		t.Fatalf("Version = %d.%d, %v; want 2.x or 3.x", major, minor, err)
	}
	t.Logf("%s: interface %d.%d", c.Path(), major, minor)
	names, err := c.ISANames()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"gfx90a", "gfx1030"} {
		if !slices.ContainsFunc(names, func(n string) bool { return strings.HasPrefix(n, ISAName(want)) }) {
			t.Errorf("ISANames lacks %s: %v", want, names)
		}
	}
}

func TestLoadBogus(t *testing.T) {
	c := New(Options{Library: "/nonexistent/libamd_comgr.so.2"})
	err := c.Load()
	if !errors.Is(err, ErrNoLibrary) || !errors.Is(err, driver.ErrNoDriver) {
		t.Fatalf("Load bogus: %v, want ErrNoLibrary and driver.ErrNoDriver", err)
	}
	if _, err2 := c.Compile([]byte("x"), ISAName("gfx90a")); err2 != err {
		t.Errorf("Compile after failed Load: %v, want the Load error", err2)
	}
	if c.Path() != "" {
		t.Errorf("Path = %q after failed load", c.Path())
	}
	// A library that is not comgr lacks its symbols.
	c = New(Options{Library: "libc.so.6"})
	if err := c.Load(); !errors.Is(err, ErrNoLibrary) || !strings.Contains(err.Error(), "amd_comgr_do_action") {
		t.Errorf("Load libc: %v, want ErrNoLibrary naming the missing symbols", err)
	}
}

// TestCompileMatchesLLC compiles compiler/amdgpu's IR, optimized as kern
// gen ships it, with comgr (as the runtime does for a processor without a
// code object) and with llc-15/ld.lld-15, and compares what a loader sees:
// the same kernels, descriptors, explicit arguments and wavefront sizes.
func TestCompileMatchesLLC(t *testing.T) {
	c := load(t)
	tools := amdgpu.Tools{Opt: testtool.Path(t, "KERN_OPT"), LLC: testtool.Path(t, "KERN_LLC"), LLD: testtool.Path(t, "KERN_LLD")}
	for _, tc := range []struct {
		mcpu string
		wave int
	}{{"gfx90a", 64}, {"gfx1030", 32}} {
		ll, err := amdgpu.Optimize(emit(t, tc.mcpu), tc.mcpu, tools)
		if err != nil {
			t.Fatalf("%s: opt: %v", tc.mcpu, err)
		}
		got, err := c.Compile(ll, ISAName(tc.mcpu))
		if err != nil {
			t.Fatalf("%s: %v", tc.mcpu, err)
		}
		want, err := amdgpu.Assemble(ll, tc.mcpu, tools)
		if err != nil {
			t.Fatalf("%s: llc: %v", tc.mcpu, err)
		}
		gco, err := amdgpu.ReadCodeObject(got)
		if err != nil {
			t.Fatalf("%s: comgr output: %v", tc.mcpu, err)
		}
		wco, err := amdgpu.ReadCodeObject(want)
		if err != nil {
			t.Fatalf("%s: llc output: %v", tc.mcpu, err)
		}
		if !strings.HasPrefix(gco.Target, ISAName(tc.mcpu)) {
			t.Errorf("%s: target %q", tc.mcpu, gco.Target)
		}
		var names []string
		for _, k := range gco.Kernels {
			names = append(names, k.Name)
		}
		slices.Sort(names)
		if !slices.Equal(names, testKernels) {
			t.Fatalf("%s: comgr kernels %v, want %v", tc.mcpu, names, testKernels)
		}
		waves, err := KernelWaveSizes(got, map[string]int{"gfx90a": 9, "gfx1030": 10}[tc.mcpu])
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range testKernels {
			g, w := gco.Kernel(name), wco.Kernel(name)
			if w == nil {
				t.Fatalf("%s: llc output lacks %s", tc.mcpu, name)
			}
			if !g.HasCode || !g.HasDescriptor || g.Symbol != name+".kd" {
				t.Errorf("%s %s: code=%v descriptor=%v symbol=%q", tc.mcpu, name, g.HasCode, g.HasDescriptor, g.Symbol)
			}
			if g.WavefrontSize != tc.wave || w.WavefrontSize != tc.wave || waves[name] != tc.wave {
				t.Errorf("%s %s: wave comgr=%d llc=%d descriptor=%d, want %d", tc.mcpu, name, g.WavefrontSize, w.WavefrontSize, waves[name], tc.wave)
			}
			ge, we := g.Explicit(), w.Explicit()
			if len(ge) != len(we) {
				t.Errorf("%s %s: %d explicit args, llc has %d", tc.mcpu, name, len(ge), len(we))
				continue
			}
			for i := range ge {
				if ge[i].Offset != we[i].Offset || ge[i].Size != we[i].Size || ge[i].ValueKind != we[i].ValueKind {
					t.Errorf("%s %s arg %d: comgr %+v, llc %+v", tc.mcpu, name, i, ge[i], we[i])
				}
			}
			if f32, f64, ok := g.DenormModes(); !ok || f32 != 3 || f64 != 3 {
				t.Errorf("%s %s: denorm modes %d/%d (ok %v), want IEEE (3/3)", tc.mcpu, name, f32, f64, ok)
			}
		}
	}
}

// TestCompileShippedIRForOthers: the IR kern gen ships is optimized for
// gfx90a but names no processor, so comgr builds it for another wave64
// processor as the runtime does, with that processor's code.
func TestCompileShippedIRForOthers(t *testing.T) {
	c := load(t)
	tools := amdgpu.Tools{Opt: testtool.Path(t, "KERN_OPT")}
	ll, err := amdgpu.Optimize(emit(t, "gfx90a"), "gfx90a", tools)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(ll), "target-cpu") || !strings.HasPrefix(string(ll), "; kern module") {
		t.Fatalf("the optimized IR names a processor or lost kern's header:\n%.300s", ll)
	}
	for _, arch := range []string{"gfx906", "gfx908"} {
		obj, err := c.Compile(ll, ISAName(arch))
		if err != nil {
			t.Fatalf("%s: %v", arch, err)
		}
		co, err := amdgpu.ReadCodeObject(obj)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(co.Target, ISAName(arch)) || len(co.Kernels) != len(testKernels) {
			t.Errorf("%s: target %q with %d kernels", arch, co.Target, len(co.Kernels))
		}
	}
}

// TestCompileDebugIR: the shipped IR of a debug build — line tables, the
// exported trap record and a failed check that writes it and ends the
// wavefront — compiles for another processor, keeping both.
func TestCompileDebugIR(t *testing.T) {
	c := load(t)
	m := scaleModule()
	i64 := ir.Typ[ir.Int64]
	pi := &ir.Pointer{Elem: i64, Space: ir.SpaceGlobal}
	k := &ir.Function{Name: "comgrtest.Quo", Kind: ir.Kernel, Source: "comgrtest.Quo", Pos: ir.Pos{File: "/pkg/q.go", Line: 3, Col: 6}}
	k.Params = []*ir.Param{{Ident: "p", Typ: pi, Fn: k}, {Ident: "d", Typ: i64, Fn: k, Index: 1}}
	m.Funcs = append(m.Funcs, k)
	b := ir.NewBuilder(k)
	b.SetBlock(k.NewBlock("entry"))
	b.Pos = ir.Pos{File: "/pkg/q.go", Line: 4, Col: 9}
	b.Emit(ir.OpStore, nil, k.Params[0], b.Emit(ir.OpDiv, i64, b.Emit(ir.OpLoad, i64, k.Params[0]), k.Params[1]))
	b.Return()
	k.Renumber()
	if err := ir.VerifyModule(m); err != nil {
		t.Fatal(err)
	}
	ll, traps, err := amdgpu.EmitLLVMDebug(m, amdgpu.Options{Debug: true, FileBase: "/pkg"})
	if err != nil || len(traps) != 1 {
		t.Fatalf("EmitLLVMDebug: %d sites, %v", len(traps), err)
	}
	if ll, err = amdgpu.Optimize(ll, "gfx90a", amdgpu.Tools{Opt: testtool.Path(t, "KERN_OPT")}); err != nil {
		t.Fatal(err)
	}
	obj, err := c.Compile(ll, ISAName("gfx906"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := elf.NewFile(bytes.NewReader(obj))
	if err != nil {
		t.Fatal(err)
	}
	syms, _ := f.DynamicSymbols()
	if !slices.ContainsFunc(syms, func(s elf.Symbol) bool { return s.Name == "__kern_trap" && s.Section != elf.SHN_UNDEF }) {
		t.Errorf("the code object does not export the trap record: %v", syms)
	}
	if f.Section(".debug_line") == nil {
		t.Error("the code object has no .debug_line")
	}
}

func TestCompileErrors(t *testing.T) {
	c := load(t)
	ll := emit(t, "gfx90a")
	bad := strings.Replace(string(ll), "ret void", "ret i32 %undefined_value", 1)
	_, err := c.Compile([]byte(bad), ISAName("gfx90a"))
	var e *Error
	if !errors.As(err, &e) || !errors.Is(err, ErrCompile) || !errors.Is(err, driver.ErrJIT) {
		t.Fatalf("invalid IR: %v, want *Error matching ErrCompile and driver.ErrJIT", err)
	}
	if !strings.Contains(e.Log, "error") || !strings.Contains(err.Error(), e.Log[:20]) || e.Status != StatusError {
		t.Errorf("invalid IR: log %q, status %v; want comgr's diagnostics in the error", e.Log, e.Status)
	}
	for _, tc := range []struct {
		ir, isa string
		kind    error
	}{
		{string(ll), ISAName("gfx9999"), ErrISA},
		{string(ll), "gfx90a", ErrISA},
		{string(ll), ISAName("gfx90a\x00"), ErrISA},
		{"", ISAName("gfx90a"), ErrCompile},
		{"this is not LLVM IR", ISAName("gfx90a"), ErrCompile},
	} {
		if _, err := c.Compile([]byte(tc.ir), tc.isa); !errors.Is(err, tc.kind) {
			t.Errorf("Compile(%.20q, %q): %v, want %v", tc.ir, tc.isa, err, tc.kind)
		}
	}
	// The compiler still works after failures (every object was released
	// and the lock freed).
	if _, err := c.Compile(ll, ISAName("gfx90a:sramecc+:xnack-")); err != nil {
		t.Errorf("compile with target features after failures: %v", err)
	}
}
