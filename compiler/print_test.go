package compiler_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler"
)

// Printing with println or fmt points to kern.Printf, and kern.Printf's own
// limits say what is wrong (testdata/reject/print.go).
func TestPrintRejectMessages(t *testing.T) {
	_, diags := compiler.CompilePackage(program(t), rejectPkg, compiler.Options{})
	want := map[string]string{
		"PrintBuiltin":   "K036|builtin println is not supported in kernel code; use kern.Printf",
		"PrintFmt":       "K013|call of fmt.Printf: kernel code can only call functions of its own package, math, math/bits, math/cmplx, half and kern; to print from a kernel use kern.Printf",
		"PrintDynFormat": "K039|the format of kern.Printf must be a constant string",
		"PrintSliceArg":  "K039|kern.Printf cannot print a []float32",
		"PrintMethodArg": "K039|a type with methods: convert it to its underlying type",
	}
	found := map[string]bool{}
	for _, d := range diags {
		if filepath.Base(d.Pos.Filename) != "print.go" {
			continue
		}
		w, ok := want[d.Kernel]
		if !ok {
			t.Errorf("diagnostic for an unexpected kernel: %v", d)
			continue
		}
		code, msg, _ := strings.Cut(w, "|")
		if d.Code == code {
			found[d.Kernel] = true
			if !strings.Contains(d.Msg, msg) {
				t.Errorf("%s: %s says %q, want it to contain %q", d.Kernel, code, d.Msg, msg)
			}
		}
	}
	for k := range want {
		if !found[k] {
			t.Errorf("%s: no %s diagnostic", k, strings.Split(want[k], "|")[0])
		}
	}
}

// A slice literal in kernel code says so, and what to write instead, not
// go/ssa's name for it.
func TestSliceLiteralMessage(t *testing.T) {
	_, diags := compiler.CompilePackage(program(t), rejectPkg, compiler.Options{})
	n := 0
	for _, d := range diags {
		if d.Kernel != "UsesSliceLit" {
			continue
		}
		n++
		if d.Code != "K010" || !strings.Contains(d.Msg, "a slice literal allocates") || strings.Contains(d.Msg, "slicelit") {
			t.Errorf("%v: want K010 naming the slice literal", d)
		}
	}
	if n != 1 {
		t.Errorf("%d diagnostics for UsesSliceLit, want 1", n)
	}
}
