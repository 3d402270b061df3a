package compiler_test

import (
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/interp"
)

const sliceArraySrc = `package k

import "github.com/kernlab/kern"

type rec struct {
	U float64
	A [3]int16
}

//kern:kernel
func Conv(t *kern.Thread, dst []rec, src []int16, out []float32, f []float32) {
	dst[0].A = [3]int16(src)
	dst[1].A = [3]int16(src[2:])
	a := [2]float32(f[1:3])
	out[0], out[1] = a[1], a[0]
}
`

// Go's conversion of a slice to an array ([N]T(s)) reads the slice's
// first N elements (kern gen refused it, K036); -debug traps where Go
// panics, a slice shorter than N.
func TestSliceToArray(t *testing.T) {
	type rec struct {
		U float64
		A [3]int16
	}
	for _, debug := range []bool{false, true} {
		mod, diags := compileSource(t, sliceArraySrc, compiler.Options{Debug: debug})
		if len(diags) > 0 {
			t.Fatal(diags)
		}
		fn := mod.Func("example.com/k.Conv")
		one := interp.Dim3{X: 1, Y: 1, Z: 1}
		dst, out := make([]rec, 2), make([]float32, 2)
		if err := interp.Launch(fn, one, one, dst, []int16{1, 2, 3, 4, 5}, out, []float32{7, 8, 9}); err != nil {
			t.Fatal(err)
		}
		if dst[0].A != [3]int16{1, 2, 3} || dst[1].A != [3]int16{3, 4, 5} || out[0] != 9 || out[1] != 8 {
			t.Fatalf("debug=%v: %v %v", debug, dst, out)
		}
		if !debug {
			continue
		}
		if err := interp.Launch(fn, one, one, dst, []int16{1, 2, 3, 4}, out, []float32{7, 8, 9}); err == nil || !strings.Contains(err.Error(), "shorter") {
			t.Errorf("debug: a slice of 2 converted to [3]int16: %v, want a trap", err)
		}
	}
	_, diags := compileSource(t, `package k

import "github.com/kernlab/kern"

//kern:kernel
func Ptr(t *kern.Thread, s []int16) {
	p := (*[3]int16)(s)
	p[1] = 4
}
`, compiler.Options{})
	if len(diags) != 1 || !strings.Contains(diags[0].Error(), "K011") || !strings.Contains(diags[0].Error(), "pointer to an array made from a slice") {
		t.Errorf("(*[3]int16)(s) written through: %v", diags)
	}
}
