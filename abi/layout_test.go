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
	for _, n := range []struct {
		in, out int
		cplx    []bool
	}{{1, 1, nil}, {3, 1, nil}, {2, 2, nil}, {1, 1, []bool{true}}, {3, 2, []bool{false, true, true}}, {3, 1, []bool{true}}} {
		c := Contig{n.in, n.out, n.cplx}
		cl := c.Leaves()
		check("contig", cl, c.N(), "n")
		s := Strided{n.in, n.out, n.cplx}
		sl := s.Leaves()
		check("strided", sl, s.NDim(), "ndim")
		for d := range MaxRank {
			check("strided", sl, s.Shape(d), fmt.Sprint("shape", d))
		}
		for k := range n.in + n.out {
			ptr, stride := fmt.Sprint("ptr", k), fmt.Sprintf("stride%d_", k)
			if k >= n.in {
				ptr, stride = fmt.Sprint("out", k-n.in), fmt.Sprintf("ostride%d_", k-n.in)
			} else {
				check("contig", cl, c.Scalar(k), fmt.Sprint("scalar", k))
				check("strided", sl, s.Scalar(k), fmt.Sprint("scalar", k))
				if k < len(n.cplx) && n.cplx[k] {
					check("contig", cl, c.Scalar(k)+1, fmt.Sprint("scalar", k, "im"))
					check("strided", sl, s.Scalar(k)+1, fmt.Sprint("scalar", k, "im"))
					if cl[c.Scalar(k)].Kind != LeafRe || cl[c.Scalar(k)+1].Kind != LeafIm {
						t.Errorf("contig: complex scalar %d is %v", k, cl[c.Scalar(k):c.Scalar(k)+2])
					}
				} else if cl[c.Scalar(k)].Kind != LeafElem {
					t.Errorf("contig: scalar %d is %v", k, cl[c.Scalar(k)])
				}
			}
			check("contig", cl, c.Ptr(k), ptr)
			check("strided", sl, s.Ptr(k), ptr)
			for d := range MaxRank {
				check("strided", sl, s.Stride(k, d), fmt.Sprint(stride, d))
			}
		}
		if c.Len() != len(cl) || s.Len() != len(sl) {
			t.Errorf("lengths %d, %d of %d, %d leaves", c.Len(), s.Len(), len(cl), len(sl))
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
	if len(Stage1Leaves()) != Stage1Len {
		t.Error("reduce stage 1 length")
	}
	for _, c := range []bool{false, true} {
		s2 := Stage2{c}
		sl := s2.Leaves()
		if len(sl) != s2.Len() {
			t.Errorf("stage 2 (complex %v): length %d, %d leaves", c, s2.Len(), len(sl))
		}
		check("stage2", sl, Stage2Init, "init")
		check("stage2", sl, s2.HasInit(), "hasInit")
		if c {
			check("stage2", sl, Stage2Init+1, "initim")
		}
	}
}

func TestOffsets(t *testing.T) {
	offs, size := Offsets(Stage2{}.Leaves(), func(int) int { return 2 })
	// m i64 @0, partials @8, out @16, init (2 bytes) @24, hasInit @26.
	if want := []int{0, 8, 16, 24, 26}; fmt.Sprint(offs) != fmt.Sprint(want) || size != 27 {
		t.Errorf("offsets %v size %d, want %v 27", offs, size, want)
	}
	offs, _ = Offsets(Contig{NIn: 2, NOut: 1}.Leaves(), func(int) int { return 1 })
	// n @0, ptr0 @8, scalar0 @16, ptr1 @24, scalar1 @32, out0 @40.
	if want := []int{0, 8, 16, 24, 32, 40}; fmt.Sprint(offs) != fmt.Sprint(want) {
		t.Errorf("offsets %v, want %v", offs, want)
	}
	// A complex64 input: its parts are two 4-byte leaves.
	offs, size = Offsets(Contig{NIn: 2, NOut: 1, Complex: []bool{true}}.Leaves(), func(op int) int { return []int{8, 4, 8}[op] })
	// n @0, ptr0 @8, re0 @16, im0 @20, ptr1 @24, scalar1 @32, out0 @40.
	if want := []int{0, 8, 16, 20, 24, 32, 40}; fmt.Sprint(offs) != fmt.Sprint(want) || size != 48 {
		t.Errorf("complex offsets %v size %d, want %v 48", offs, size, want)
	}
	// A complex128 init: two 8-byte leaves.
	offs, _ = Offsets(Stage2{Complex: true}.Leaves(), func(int) int { return 16 })
	if want := []int{0, 8, 16, 24, 32, 40}; fmt.Sprint(offs) != fmt.Sprint(want) {
		t.Errorf("complex stage 2 offsets %v, want %v", offs, want)
	}
}

func TestContigGroup(t *testing.T) {
	for _, c := range []struct {
		sizes []int
		want  int
	}{
		{[]int{4, 4, 4}, 1},    // float32: already 4-byte accesses
		{[]int{8}, 1},          // float64
		{[]int{2, 2, 2, 2}, 2}, // float16: one word holds two
		{[]int{2, 4}, 2},       // float16 in, float32 out: 4 and 8 bytes
		{[]int{2, 8}, 2},       // a float64 beside: 16 bytes
		{[]int{1, 4}, 4},       // FP8 and float32: 4 and 16 bytes
		{[]int{1, 2, 4}, 4},    // bytes, 16-bit, float32
		{[]int{1, 8}, 1},       // 4 float64s would be 32 bytes
		{[]int{2, 0}, 1},       // a bool or complex operand
		{[]int{1}, 4},          // bytes alone
		{nil, 1},               // nothing to pack
	} {
		if got := ContigGroup(c.sizes); got != c.want {
			t.Errorf("ContigGroup(%v) = %d, want %d", c.sizes, got, c.want)
		}
	}
}
