package compiler_test

import (
	"fmt"
	"math"
	"reflect"
	"sync"
	"testing"
	"unsafe"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/simt"
)

const (
	acceptPkg = "github.com/kernlab/kern/compiler/testdata/accept"
	rejectPkg = "github.com/kernlab/kern/compiler/testdata/reject"
)

// loaded caches one go/packages load of the test corpora per test binary:
// the load runs the go command and takes seconds.
var loaded = sync.OnceValues(func() (*compiler.Program, error) {
	return compiler.Load(".", "./testdata/accept", "./testdata/reject")
})

func program(t testing.TB) *compiler.Program {
	t.Helper()
	p, err := loaded()
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return p
}

// acceptModule compiles the accept corpus once per options value.
func acceptModule(t testing.TB, opts compiler.Options) *ir.Module {
	t.Helper()
	mod, diags := compiler.CompilePackage(program(t), acceptPkg, opts)
	if len(diags) > 0 {
		t.Fatalf("accept corpus has diagnostics:\n%v", diags)
	}
	if err := ir.VerifyModule(mod); err != nil {
		t.Fatalf("VerifyModule: %v", err)
	}
	return mod
}

func fnOf(t testing.TB, m *ir.Module, name string) *ir.Function {
	t.Helper()
	f := m.Func(acceptPkg + "." + name)
	if f == nil {
		t.Fatalf("no function %s in the module", name)
	}
	return f
}

// callNative calls a Go function through reflection.
func callNative(fn any, args []any) []any {
	in := make([]reflect.Value, len(args))
	for i, a := range args {
		in[i] = reflect.ValueOf(a)
	}
	var out []any
	for _, r := range reflect.ValueOf(fn).Call(in) {
		out = append(out, r.Interface())
	}
	return out
}

// ulps is the distance in units in the last place (NaNs are equal).
func ulps(a, b float64) uint64 {
	if math.IsNaN(a) && math.IsNaN(b) {
		return 0
	}
	if a == b {
		return 0
	}
	if math.IsNaN(a) || math.IsNaN(b) || math.Signbit(a) != math.Signbit(b) {
		return math.MaxUint64
	}
	x, y := math.Float64bits(a), math.Float64bits(b)
	if x > y {
		return x - y
	}
	return y - x
}

func ulps32(a, b float32) uint64 {
	if a != a && b != b {
		return 0
	}
	if a == b {
		return 0
	}
	if a != a || b != b || math.Signbit(float64(a)) != math.Signbit(float64(b)) {
		return math.MaxUint64
	}
	x, y := math.Float32bits(a), math.Float32bits(b)
	if x > y {
		return uint64(x - y)
	}
	return uint64(y - x)
}

// same compares results exactly, or within maxULP for floats.
func same(got, want any, maxULP uint64) error {
	switch w := want.(type) {
	case float64:
		g, ok := got.(float64)
		if !ok || ulps(g, w) > maxULP {
			return fmt.Errorf("got %v (%T), want %v (%d ulp allowed)", got, got, w, maxULP)
		}
		return nil
	case float32:
		g, ok := got.(float32)
		if !ok || ulps32(g, w) > maxULP {
			return fmt.Errorf("got %v (%T), want %v (%d ulp allowed)", got, got, w, maxULP)
		}
		return nil
	case int:
		w64 := int64(w)
		if got != any(w64) {
			return fmt.Errorf("got %v (%T), want %v", got, got, w)
		}
		return nil
	case uint:
		if got != any(uint64(w)) {
			return fmt.Errorf("got %v (%T), want %v", got, got, w)
		}
		return nil
	}
	if !reflect.DeepEqual(got, want) {
		return fmt.Errorf("got %v (%T), want %v (%T)", got, got, want, want)
	}
	return nil
}

// launchNative runs a kernel on the CPU through the simt engine, the way
// the root package's sim target does. kern.Thread wraps simt.Thread as its
// only field, so the conversion is the root's own threadOf.
func launchNative(grid, block simt.Dim3, body func(*kern.Thread)) error {
	return launchNativeDyn(grid, block, 0, body)
}

// launchNativeDyn is launchNative with dyn bytes of dynamic shared memory.
func launchNativeDyn(grid, block simt.Dim3, dyn int, body func(*kern.Thread)) error {
	return simt.Launch(simt.Config{Grid: grid, Block: block, DynShared: dyn, Cooperative: true, Workers: 1}, func(st *simt.Thread) {
		body((*kern.Thread)(unsafe.Pointer(st)))
	})
}
