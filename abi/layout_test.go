package abi

import (
	"fmt"
	"testing"
)

// TestLayoutIndices: every index method points at the leaf Leaves names
// for it, and Leaves has no hole.
func TestLayoutIndices(t *testing.T) {
	check := func(what string, leaves []Leaf, at int, name string) {
		t.Helper()
		if at < 0 || at >= len(leaves) || leaves[at].Name != name {
			t.Errorf("%s: %s is at %d of %v", what, name, at, leaves)
		}
	}
	for _, n := range [][2]int{{1, 1}, {3, 1}, {2, 2}} {
		c := Contig{n[0], n[1]}
		cl := c.Leaves()
		check("contig", cl, c.N(), "n")
		s := Strided{n[0], n[1]}
		sl := s.Leaves()
		check("strided", sl, s.NDim(), "ndim")
		for d := range MaxRank {
			check("strided", sl, s.Shape(d), fmt.Sprint("shape", d))
		}
		for k := range n[0] + n[1] {
			ptr, stride := fmt.Sprint("ptr", k), fmt.Sprintf("stride%d_", k)
			if k >= n[0] {
				ptr, stride = fmt.Sprint("out", k-n[0]), fmt.Sprintf("ostride%d_", k-n[0])
			} else {
				check("contig", cl, c.Scalar(k), fmt.Sprint("scalar", k))
				check("strided", sl, s.Scalar(k), fmt.Sprint("scalar", k))
			}
			check("contig", cl, c.Ptr(k), ptr)
			check("strided", sl, s.Ptr(k), ptr)
			for d := range MaxRank {
				check("strided", sl, s.Stride(k, d), fmt.Sprint(stride, d))
			}
		}
		for _, ls := range [][]Leaf{cl, sl} {
			for i, l := range ls {
				if l.Name == "" {
					t.Errorf("hole at %d", i)
				}
			}
		}
	}
	g := GU{Ranks: []int{2, 0, 1}}
	gl := g.Leaves()
	check("gu", gl, GUNLoop, "nloop")
	check("gu", gl, GULoopDim, "loopdim")
	check("gu", gl, GULoopShape(MaxLoopRank-1), fmt.Sprint("loopshape", MaxLoopRank-1))
	for k, r := range g.Ranks {
		o := g.Operand(k)
		check("gu", gl, o.Ptr(), fmt.Sprint("ptr", k))
		for d := range r {
			check("gu", gl, o.CoreShape(d), fmt.Sprintf("coreshape%d_%d", k, d))
			check("gu", gl, o.CoreStride(d), fmt.Sprintf("corestride%d_%d", k, d))
		}
		for d := range MaxLoopRank {
			check("gu", gl, o.LoopStride(d), fmt.Sprintf("loopstride%d_%d", k, d))
		}
	}
	if g.Len() != len(gl) || g.Operand(2).End() != len(gl) {
		t.Errorf("gu length %d, %d leaves", g.Len(), len(gl))
	}
	if len(Stage1Leaves()) != Stage1Len || len(Stage2Leaves()) != Stage2Len {
		t.Error("reduce stage lengths")
	}
}

func TestOffsets(t *testing.T) {
	offs, size := Offsets(Stage2Leaves(), func(int) int { return 2 })
	// m i64 @0, partials @8, out @16, init (2 bytes) @24, hasInit @26.
	if want := []int{0, 8, 16, 24, 26}; fmt.Sprint(offs) != fmt.Sprint(want) || size != 27 {
		t.Errorf("offsets %v size %d, want %v 27", offs, size, want)
	}
	offs, _ = Offsets(Contig{2, 1}.Leaves(), func(int) int { return 1 })
	// n @0, ptr0 @8, scalar0 @16, ptr1 @24, scalar1 @32, out0 @40.
	if want := []int{0, 8, 16, 24, 32, 40}; fmt.Sprint(offs) != fmt.Sprint(want) {
		t.Errorf("offsets %v, want %v", offs, want)
	}
}
