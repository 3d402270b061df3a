package abi

import (
	"reflect"
	"runtime"
	"testing"
)

func genericFn[T any, U any](a T, b U) T { return a }

func plainFn(x float32) float32 { return x }

// TestRuntimeNameMatchesRuntime compares the Go runtime's names of
// functions of this test binary with RuntimeName, and the linker's path
// escaping.
func TestRuntimeNameMatchesRuntime(t *testing.T) {
	const pkg = "github.com/kernlab/kern/abi"
	for _, c := range []struct {
		fn      any
		name    string
		generic bool
	}{
		{genericFn[float32, int64], "genericFn", true},
		{genericFn[int8, int8], "genericFn", true},
		{plainFn, "plainFn", false},
	} {
		got := runtime.FuncForPC(reflect.ValueOf(c.fn).Pointer()).Name()
		if want := RuntimeName(pkg, "abi", c.name, c.generic); got != want {
			t.Errorf("runtime name %q, RuntimeName gives %q", got, want)
		}
	}
	for in, want := range map[string]string{
		"example.com/a.b/c.d": "example.com/a.b/c%2ed",
		"gopkg.in/yaml.v3":    "gopkg.in/yaml%2ev3",
		"x/p%q \"r\"":         "x/p%25q%20%22r%22",
		"plain":               "plain",
	} {
		if got := pathToPrefix(in); got != want {
			t.Errorf("pathToPrefix(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSplitRuntimeName(t *testing.T) {
	for _, tc := range []struct{ name, pkg, short string }{
		{"main.F", "main", "F"},
		{"example.com/app.Disc[float32]", "example.com/app", "Disc[float32]"},
		{"example.com/app.K[...]", "example.com/app", "K[...]"},
		{"gopkg.in/yaml%2ev3.F", "gopkg.in/yaml.v3", "F"},
		{"a/b.c/d.F[x/y.T]", "a/b.c/d", "F[x/y.T]"},
		{"F", "", "F"},
	} {
		pkg, short := SplitRuntimeName(tc.name)
		if pkg != tc.pkg || short != tc.short {
			t.Errorf("SplitRuntimeName(%q) = %q, %q; want %q, %q", tc.name, pkg, short, tc.pkg, tc.short)
		}
	}
}

func TestMangle(t *testing.T) {
	tests := map[string]string{
		"pkg.F":               "pkg_2eF",
		"a/b.F[float32]":      "a_2fb_2eF_5bfloat32_5d",
		"x_y":                 "x_5fy",
		"9lives":              "_39lives",
		"":                    "_",
		"example.com/p.K[go]": "example_2ecom_2fp_2eK_5bgo_5d",
		"\xff":                "_ff",
	}
	for in, want := range tests {
		if got := Mangle(in); got != want {
			t.Errorf("Mangle(%q) = %q, want %q", in, got, want)
		}
	}
	for in := range tests {
		if got := Demangle(Mangle(in)); got != in {
			t.Errorf("Demangle(Mangle(%q)) = %q", in, got)
		}
	}
	// Not Mangle's output: unchanged.
	for _, sym := range []string{"x_y", "a_2", "a_2E", "a-b", "9lives", "_zz"} {
		if got := Demangle(sym); got != sym {
			t.Errorf("Demangle(%q) = %q, want it unchanged", sym, got)
		}
	}
	if got := Demangle("example_2ecom_2fapp_2fmistakes_2eShift"); got != "example.com/app/mistakes.Shift" {
		t.Errorf("Demangle of a kernel's entry = %q", got)
	}
	// Injective where a naive '.'→'_' mapping is not.
	if Mangle("a.b") == Mangle("a_b") {
		t.Error("Mangle is not injective")
	}
}

func TestRuntimeNames(t *testing.T) {
	if got := RuntimeName("example.com/app", "main", "F", false); got != "main.F" {
		t.Errorf("main package: %s", got)
	}
	got := RuntimeName("gopkg.in/yaml.v3", "yaml", "Decode", true)
	if got != "gopkg.in/yaml%2ev3.Decode[...]" {
		t.Errorf("escaped path: %s", got)
	}
	if pkg, short := SplitRuntimeName(got); pkg != "gopkg.in/yaml.v3" || short != "Decode[...]" {
		t.Errorf("SplitRuntimeName(%s) = %s, %s", got, pkg, short)
	}
	for _, c := range []struct {
		dtypes []string
		want   Identity
	}{
		{[]string{"float32", "float32", "float32"}, "a/b.F[float32]"},
		{[]string{"int32", "float32"}, "a/b.F[int32,float32]"},
		// Pick[T](int64, float64) T for T int64 and float64: the distinct
		// dtypes alone name both "F[int64,float64]".
		{[]string{"int64", "float64", "int64"}, "a/b.F[int64,float64,int64]"},
		{[]string{"int64", "float64", "float64"}, "a/b.F[int64,float64,float64]"},
		{nil, "a/b.F[]"},
	} {
		if id := InstanceName("a/b.F[...]", c.dtypes); id != c.want {
			t.Errorf("InstanceName(%q) = %s, want %s", c.dtypes, id, c.want)
		}
	}
	if id := InstanceName("a/b.F", []string{"float32"}); id != "a/b.F" {
		t.Errorf("InstanceName of a plain function = %s", id)
	}
}

func TestKinds(t *testing.T) {
	for k := KindVectorize; k <= KindReduce; k++ {
		if got, ok := KindOf(k.String()); !ok || got != k {
			t.Errorf("KindOf(%s) = %v, %v", k, got, ok)
		}
		for _, r := range Roles(k) {
			if WrapperName("p.F", r) == "p.F" && r != RoleKernel {
				t.Errorf("role %s names no wrapper", r)
			}
		}
	}
	if _, ok := KindOf("nope"); ok || Kind(9).String() != "Kind(9)" {
		t.Error("unknown kinds")
	}
}
