package compiler_test

import (
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/passes"
)

const complexPhiSrc = `package k

import "github.com/kernlab/kern"

var weights = [4]complex64{1 + 1i, 2, -0.5i, 3}

//kern:kernel
func Acc(t *kern.Thread, v []float32, out []complex64, out2 []complex128) {
	var acc complex64
	for k, w := range weights {
		acc += w * complex(v[k], 0)
	}
	out[0] = acc
	acc2 := complex128(1 - 2i)
	for _, x := range v {
		acc2 *= complex(float64(x), 1)
	}
	out2[0] = acc2
}
`

// A complex constant that only a phi uses (an accumulator's start in a
// loop) is built in the phi's predecessor: kern gen put its inserts after
// the last block's return (invalid IR, "terminator in the middle of the
// block").
func TestComplexConstPhi(t *testing.T) {
	weights := [4]complex64{1 + 1i, 2, -0.5i, 3}
	v := []float32{0.5, -2, 3, 7}
	var want complex64
	for k, w := range weights {
		want += w * complex(v[k], 0)
	}
	want2 := complex128(1 - 2i)
	for _, x := range v {
		want2 *= complex(float64(x), 1)
	}
	for _, gpu := range []bool{false, true} {
		mod, diags := compileSource(t, complexPhiSrc, compiler.Options{})
		if len(diags) > 0 {
			t.Fatal(diags)
		}
		if gpu {
			if err := passes.Run(mod, passes.GPU(false), true); err != nil {
				t.Fatal(err)
			}
		}
		out, out2 := make([]complex64, 1), make([]complex128, 1)
		one := interp.Dim3{X: 1, Y: 1, Z: 1}
		if err := interp.Launch(mod.Func("example.com/k.Acc"), one, one, v, out, out2); err != nil {
			t.Fatal(err)
		}
		if out[0] != want || out2[0] != want2 {
			t.Errorf("gpu passes %v: %v %v, want %v %v", gpu, out[0], out2[0], want, want2)
		}
	}
}
