package compiler_test

import (
	"slices"
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/passes"
)

const copySrc = `package k

import "github.com/kernlab/kern"

type rec struct {
	U float64
	A [3]int16
}

//kern:kernel
func Copy(t *kern.Thread, dst, src []float32, r []rec, m []int, o []int32) {
	m[0] = copy(dst, src)
	m[1] = copy(src[1:], src)   // overlapping, dst after src: backwards
	m[2] = copy(dst, dst[2:])   // overlapping, dst before src: forwards
	m[3] = copy(dst[:0], src)
	copy(r[0].A[:], r[1].A[1:]) // a record's array field, from a shorter slice
	copy(r[2:], r[:1])          // whole records
	m[4] = copy(o, o[1:])
}
`

// copy is Go's memmove over min(len(dst), len(src)) elements, in either
// direction for overlapping slices (kern gen refused it, K036).
func TestCopyBuiltin(t *testing.T) {
	type rec struct {
		U float64
		A [3]int16
	}
	for _, gpu := range []bool{false, true} {
		mod, diags := compileSource(t, copySrc, compiler.Options{})
		if len(diags) > 0 {
			t.Fatal(diags)
		}
		if gpu {
			if err := passes.Run(mod, passes.GPU(false), true); err != nil {
				t.Fatal(err)
			}
		}
		dst, src := make([]float32, 4), []float32{1, 2, 3, 4, 5, 6}
		r := []rec{{1, [3]int16{1, 2, 3}}, {2, [3]int16{4, 5, 6}}, {}}
		m, o := make([]int, 5), []int32{7, 8, 9}
		one := interp.Dim3{X: 1, Y: 1, Z: 1}
		if err := interp.Launch(mod.Func("example.com/k.Copy"), one, one, dst, src, r, m, o); err != nil {
			t.Fatal(err)
		}
		// The same in Go.
		wdst, wsrc := make([]float32, 4), []float32{1, 2, 3, 4, 5, 6}
		wr := []rec{{1, [3]int16{1, 2, 3}}, {2, [3]int16{4, 5, 6}}, {}}
		wm, wo := make([]int, 5), []int32{7, 8, 9}
		wm[0] = copy(wdst, wsrc)
		wm[1] = copy(wsrc[1:], wsrc)
		wm[2] = copy(wdst, wdst[2:])
		wm[3] = copy(wdst[:0], wsrc)
		copy(wr[0].A[:], wr[1].A[1:])
		copy(wr[2:], wr[:1])
		wm[4] = copy(wo, wo[1:])
		if !slices.Equal(dst, wdst) || !slices.Equal(src, wsrc) || !slices.Equal(r, wr) || !slices.Equal(m, wm) || !slices.Equal(o, wo) {
			t.Errorf("gpu passes %v: dst %v src %v r %v m %v o %v\nwant %v %v %v %v %v", gpu, dst, src, r, m, o, wdst, wsrc, wr, wm, wo)
		}
	}
}
