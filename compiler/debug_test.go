package compiler_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/compiler/passes"
)

// compileSource compiles one in-memory package against the loaded corpus.
func compileSource(t *testing.T, src string, opts compiler.Options) (*ir.Module, compiler.Diagnostics) {
	t.Helper()
	p, err := compiler.LoadSource(program(t), "example.com/k", map[string][]byte{"k.go": []byte(src)})
	if err != nil {
		t.Fatalf("LoadSource: %v", err)
	}
	mod, diags := compiler.CompilePackage(p, "example.com/k", opts)
	if len(diags) == 0 {
		if err := ir.VerifyModule(mod); err != nil {
			t.Fatalf("VerifyModule: %v", err)
		}
	}
	return mod, diags
}

const debugSrc = `package k

import "github.com/kernlab/kern"

//kern:kernel
func Index(t *kern.Thread, x []float32, i int) { x[i] = 1 }

//kern:kernel
func View(t *kern.Thread, v kern.Array2[float32], i, j int) { v.Set(i, j, 1) }

//kern:vectorize
func Div(a, b int32) int32 { return a / b }

//kern:vectorize
func Shift(a int64, s int64) int64 { return a << s }

//kern:vectorize
func Local(i int) int32 {
	var a [4]int32
	a[i&7] = 1
	return a[0]
}
`

func countTraps(f *ir.Function, kind ir.TrapKind) int {
	n := 0
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == ir.OpTrap && ir.TrapKind(in.AuxInt) == kind {
				n++
			}
		}
	}
	return n
}

// TestDebugChecks checks that Debug adds bounds, division and shift
// checks that trap with the position, and that the default adds none.
func TestDebugChecks(t *testing.T) {
	plain, diags := compileSource(t, debugSrc, compiler.Options{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	debug, diags := compileSource(t, debugSrc, compiler.Options{Debug: true})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	for _, c := range []struct {
		fn   string
		kind ir.TrapKind
	}{{"Index", ir.TrapBounds}, {"View", ir.TrapBounds}, {"Div", ir.TrapDivZero}, {"Shift", ir.TrapPanic}, {"Local", ir.TrapBounds}} {
		name := "example.com/k." + c.fn
		if n := countTraps(plain.Func(name), c.kind); n != 0 {
			t.Errorf("%s: %d traps without Debug", c.fn, n)
		}
		if n := countTraps(debug.Func(name), c.kind); n == 0 {
			t.Errorf("%s: no trap of kind %d with Debug", c.fn, c.kind)
		}
	}
	g1, b1 := interp.Dim3{X: 1, Y: 1, Z: 1}, interp.Dim3{X: 1, Y: 1, Z: 1}
	// In range: both run.
	x := make([]float32, 4)
	if err := interp.Launch(debug.Func("example.com/k.Index"), g1, b1, x, 3); err != nil || x[3] != 1 {
		t.Errorf("in-range index: %v, x=%v", err, x)
	}
	// Out of range: the debug build traps and names the source line.
	err := interp.Launch(debug.Func("example.com/k.Index"), g1, b1, make([]float32, 4), 4)
	if err == nil || !strings.Contains(err.Error(), "k.go:6") {
		t.Errorf("out-of-range index in debug mode: err = %v, want a trap at k.go:6", err)
	}
	if _, err := interp.Call(debug.Func("example.com/k.Div"), int32(1), int32(0)); err == nil {
		t.Error("division by zero in debug mode did not trap")
	}
	if r, err := interp.Call(plain.Func("example.com/k.Div"), int32(7), int32(-2)); err != nil || r[0] != int32(-3) {
		t.Errorf("7 / -2 = %v (%v), want -3", r, err)
	}
	if _, err := interp.Call(debug.Func("example.com/k.Shift"), int64(1), int64(-1)); err == nil {
		t.Error("negative shift in debug mode did not trap")
	}
	if r, err := interp.Call(debug.Func("example.com/k.Shift"), int64(1), int64(70)); err != nil || r[0] != int64(0) {
		t.Errorf("1 << 70 = %v (%v), want 0", r, err)
	}
	if _, err := interp.Call(debug.Func("example.com/k.Local"), 5); !errors.Is(err, interp.ErrTrap) {
		t.Errorf("local array index 5 of 4 in debug mode: %v, want ErrTrap", err)
	}
}

// TestDebugSharedAfterCheck compiles, with Debug, kernels that index a
// slice (a bounds check, which splits the block) before their kern.Shared
// arrays: the arrays must still be allocated in the kernel's entry block,
// where the verifier and the backends want them, and work (CUDA.jl's
// WMMA tests ported, internal/testing/cudajl, found it with -debug).
func TestDebugSharedAfterCheck(t *testing.T) {
	src := `package k

import "github.com/kernlab/kern"

//kern:kernel
func K(t *kern.Thread, x []float32, i int) {
	v := x[i]
	sh := kern.Shared[[4]float32](t)
	sh2 := kern.Shared[[2]int32](t)
	sh[i&3] = v
	sh2[0] = 1
	t.SyncThreads()
	x[0] = sh[i&3] + float32(sh2[0])
}
`
	mod, diags := compileSource(t, src, compiler.Options{Debug: true})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	k := mod.Func("example.com/k.K")
	if k == nil {
		t.Fatal("no kernel K")
	}
	n := 0
	for _, in := range k.Blocks[0].Instrs {
		if in.Op == ir.OpShared {
			n++
		}
	}
	if n != 2 {
		t.Errorf("%d shared arrays in the entry block, want 2:\n%v", n, k)
	}
	if countTraps(k, ir.TrapBounds) == 0 {
		t.Error("no bounds check before kern.Shared: the test no longer splits the entry block")
	}

	// The same in a device function: its array goes to its own entry
	// block, and inlining (called twice) makes it one of the kernel's.
	src = `package k

import "github.com/kernlab/kern"

func dev(t *kern.Thread, x []float32, i int) float32 {
	v := x[i]
	sh := kern.Shared[[4]float32](t)
	sh[i&3] += v
	return sh[i&3]
}

//kern:kernel
func K(t *kern.Thread, x []float32, i int) {
	x[1] = dev(t, x, i) + dev(t, x, i+1)
}
`
	mod, diags = compileSource(t, src, compiler.Options{Debug: true})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	dev := mod.Func("example.com/k.dev")
	if dev == nil || len(dev.Blocks) == 0 || dev.Blocks[0].Instrs[len(dev.Blocks[0].Instrs)-2].Op != ir.OpShared || countTraps(dev, ir.TrapBounds) == 0 {
		t.Fatalf("dev's shared array is not at the end of its entry block, after a bounds check:\n%v", dev)
	}
	if err := passes.Run(mod, []passes.Pass{{Name: "inline", Run: passes.Inline}}, true); err != nil {
		t.Fatal(err)
	}
	k = mod.Func("example.com/k.K")
	if n := strings.Count(k.String(), "= shared "); n != 1 || k.Blocks[0].Instrs[0].Op != ir.OpShared {
		t.Errorf("%d shared arrays in the kernel, want 1 at the start of its entry block:\n%v", n, k)
	}
}

// TestUsesBarrier checks that barrier use propagates to callers.
func TestUsesBarrier(t *testing.T) {
	src := `package k

import "github.com/kernlab/kern"

func sync(t *kern.Thread) { t.SyncThreads() }

func plain(x float32) float32 { return x + 1 }

//kern:kernel
func A(t *kern.Thread, x []float32) { sync(t); x[0] = plain(x[0]) }

//kern:kernel
func B(t *kern.Thread, x []float32) { x[0] = plain(x[0]) }

//kern:kernel
func C(t *kern.Thread, x []float32) { x[0] = kern.ShflXor(t, x[0], 1) }
`
	mod, diags := compileSource(t, src, compiler.Options{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	for name, want := range map[string]bool{"A": true, "B": false, "C": true, "sync": true, "plain": false} {
		f := mod.Func("example.com/k." + name)
		if f == nil {
			t.Fatalf("no function %s", name)
		}
		if f.UsesBarrier != want {
			t.Errorf("%s.UsesBarrier = %v, want %v", name, f.UsesBarrier, want)
		}
	}
	if k := mod.Func("example.com/k.A"); k.Kind != ir.Kernel || len(k.Params) != 1 {
		t.Errorf("kernel A: kind %v, %d params; want a kernel with 1 parameter (the Thread is implicit)", k.Kind, len(k.Params))
	}
}

// TestMultiTypeParams checks the product of several type sets and the
// instance names.
func TestMultiTypeParams(t *testing.T) {
	src := `package k

//kern:vectorize
func Mix[T float32 | float64, U int32 | int64](x T, n U) T { return x * T(n) }

//kern:vectorize
func scale[T float32 | float64](x T) T { return x * 3 }
`
	mod, diags := compileSource(t, src, compiler.Options{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	for _, name := range []string{"Mix[float32,int32]", "Mix[float32,int64]", "Mix[float64,int32]", "Mix[float64,int64]", "scale[float32]", "scale[float64]"} {
		if mod.Func("example.com/k."+name) == nil {
			t.Errorf("no instance %s", name)
		}
	}
	r, err := interp.Call(mod.Func("example.com/k.Mix[float64,int32]"), 1.5, int32(-4))
	if err != nil || r[0] != -6.0 {
		t.Errorf("Mix[float64,int32](1.5, -4) = %v, %v; want -6", r, err)
	}
}
