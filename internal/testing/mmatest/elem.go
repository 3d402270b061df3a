package mmatest

import "github.com/kernlab/kern"

// Epilogue is CUDA's GEMM with an element-wise prologue and epilogue on
// the fragments, one 16×16×K tile: A is loaded row-major and scaled by
// alpha element by element in its fragment (rounded to T), B loaded
// column-major, and d = max(A'·B + beta·C, floor), the accumulator and C
// combined element by element (two accumulators lay their elements out
// alike). ld is the leading dimension of all three. Launch it with one
// warp.
//
//kern:kernel
func Epilogue[T kern.Half](t *kern.Thread, a, b []T, c, d []float32, ld int, alpha T, beta, floor float32) {
	fa := kern.LoadA(t, a, 0, ld, kern.RowMajor)
	for e := range fa.Len() {
		fa = fa.With(e, kern.HMul(alpha, fa.At(e)))
	}
	fb := kern.LoadB(t, b, 0, ld, kern.ColMajor)
	fc := kern.LoadC(t, c, 0, ld, kern.RowMajor)
	acc := kern.MMA(t, fa, fb, kern.FillC(t, 0))
	for e := range acc.Len() {
		acc = acc.With(e, max(acc.At(e)+beta*fc.At(e), floor))
	}
	kern.StoreC(t, d, 0, ld, acc, kern.RowMajor)
}

// EpilogueTF32 is Epilogue for float32 (tf32) inputs: A's elements are
// scaled in float32 and rounded to tf32 again as With stores them, and
// B's elements are negated in its fragment.
//
//kern:kernel
func EpilogueTF32(t *kern.Thread, a, b []float32, c, d []float32, ld int, alpha, beta, floor float32) {
	fa := kern.LoadA(t, a, 0, ld, kern.RowMajor)
	for e := range fa.Len() {
		fa = fa.With(e, alpha*fa.At(e))
	}
	fb := kern.LoadB(t, b, 0, ld, kern.ColMajor)
	for e := range fb.Len() {
		fb = fb.With(e, -fb.At(e))
	}
	fc := kern.LoadC(t, c, 0, ld, kern.RowMajor)
	acc := kern.MMA(t, fa, fb, kern.FillC(t, 0))
	for e := range acc.Len() {
		acc = acc.With(e, max(acc.At(e)+beta*fc.At(e), floor))
	}
	kern.StoreC(t, d, 0, ld, acc, kern.RowMajor)
}

// Lens writes, for each lane, how many elements of an A, a B and an
// accumulator fragment of T it holds, at lens[3·lane…], and each lane's
// A element e at elems[lane·64+e], and at elems[64·64+lane·64+e] the
// element read back after With replaced each element by the one after
// it (the last keeps its own): a fragment's elements read and written
// by a computed index.
//
//kern:kernel
func Lens[T kern.MMAInput](t *kern.Thread, a []T, lens []int32, elems []T) {
	lane := t.ThreadIdx().X
	fa := kern.LoadA(t, a, 0, 16, kern.RowMajor)
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	fc := kern.FillC(t, 0)
	lens[3*lane], lens[3*lane+1], lens[3*lane+2] = int32(fa.Len()), int32(fb.Len()), int32(fc.Len())
	n := fa.Len()
	for e := range n {
		elems[lane*64+e] = fa.At(e)
	}
	for e := range n {
		if e+1 < n {
			fa = fa.With(e, fa.At(e+1))
		}
	}
	for e := range n {
		elems[64*64+lane*64+e] = fa.At(e)
	}
}

// Where records, for each lane, where each of its elements of an A and a
// B fragment of a (both row-major, leading dimension 16) and of an
// accumulator loaded from c (row-major, 16) lies: pos[(3·lane+f)·64+e]
// is row·16+column of element e of fragment f (0 A, 1 B, 2 C), and
// elems and celems hold the elements (A's at lane·64+e, B's at
// 64·64+lane·64+e), which the caller finds at those places.
//
//kern:kernel
func Where[T kern.MMAInput](t *kern.Thread, a []T, c []float32, pos []int32, elems []T, celems []float32) {
	lane := t.ThreadIdx().X
	fa := kern.LoadA(t, a, 0, 16, kern.RowMajor)
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	fc := kern.LoadC(t, c, 0, 16, kern.RowMajor)
	for e := range fa.Len() {
		i, k := fa.Pos(t, e)
		pos[(3*lane)*64+e] = int32(i*16 + k)
		elems[lane*64+e] = fa.At(e)
	}
	for e := range fb.Len() {
		k, j := fb.Pos(t, e)
		pos[(3*lane+1)*64+e] = int32(k*16 + j)
		elems[64*64+lane*64+e] = fb.At(e)
	}
	for e := range fc.Len() {
		i, j := fc.Pos(t, e)
		pos[(3*lane+2)*64+e] = int32(i*16 + j)
		celems[lane*64+e] = fc.At(e)
	}
}

// BiasMask computes d = A·B + bias, a bias per column, with the elements
// above the diagonal set to zero (a causal mask): an epilogue that needs
// each element's place. A is row-major and B column-major, leading
// dimension ld; d is row-major with ld.
//
//kern:kernel
func BiasMask[T kern.MMAInput](t *kern.Thread, a, b []T, bias, d []float32, ld int) {
	fa := kern.LoadA(t, a, 0, ld, kern.RowMajor)
	fb := kern.LoadB(t, b, 0, ld, kern.ColMajor)
	acc := kern.MMA(t, fa, fb, kern.FillC(t, 0))
	for e := range acc.Len() {
		i, j := acc.Pos(t, e)
		v := acc.At(e) + bias[j]
		if j > i {
			v = 0
		}
		acc = acc.With(e, v)
	}
	kern.StoreC(t, d, 0, ld, acc, kern.RowMajor)
}
