package compiler_test

import (
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/interp"
)

const complexTableSrc = `package k

import "github.com/kernlab/kern"

var c64 = [4]complex64{1 + 2i, -0.5i, 3, complex(0.1, -1e30)}

var c128 = [2]complex128{complex(0.1, 1e-300), -2}

type rec struct {
	A int8
	C complex128
}

var recs = [2]rec{{1, 2i}, {-1, 0.25 + 1e-300i}}

//kern:kernel
func Read(t *kern.Thread, out64 []complex64, out128 []complex128) {
	for i := range c64 {
		out64[i] = c64[i]
	}
	out128[0], out128[1] = c128[0], c128[1]
	out128[2], out128[3] = recs[0].C+complex(float64(recs[0].A), 0), recs[1].C+complex(float64(recs[1].A), 0)
}
`

// A package-level table of complex numbers initialised with constants is
// constant data like any other (kern gen used to refuse it, K015): each
// element's real and imaginary parts, also as a record's field.
func TestComplexGlobalTable(t *testing.T) {
	mod, diags := compileSource(t, complexTableSrc, compiler.Options{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	out64, out128 := make([]complex64, 4), make([]complex128, 4)
	one := interp.Dim3{X: 1, Y: 1, Z: 1}
	if err := interp.Launch(mod.Func("example.com/k.Read"), one, one, out64, out128); err != nil {
		t.Fatal(err)
	}
	want64 := []complex64{1 + 2i, -0.5i, 3, complex(0.1, -1e30)}
	want128 := []complex128{complex(0.1, 1e-300), -2, 1 + 2i, -1 + (0.25 + 1e-300i)}
	for i := range want64 {
		if out64[i] != want64[i] {
			t.Errorf("c64[%d] = %v, want %v", i, out64[i], want64[i])
		}
	}
	for i := range want128 {
		if out128[i] != want128[i] {
			t.Errorf("complex128 %d = %v, want %v", i, out128[i], want128[i])
		}
	}
}
