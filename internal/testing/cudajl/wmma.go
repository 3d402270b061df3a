// Package cudajl holds CUDA.jl's device tests ported to kern: its WMMA
// tests (test/core/device/intrinsics/wmma.jl, in wmma.go) against kern's
// MMA API — loads of A, B and C and stores of D in every layout from
// global or shared memory, an MMA of every pair of A and B layouts, and
// the "CUDA C-style API" cases (every layout of A, B, C and D,
// multiply-accumulate or multiply only, A scaled by alpha and C by beta)
// — its BFloat16 tests (test/core/device/bfloat16.jl, in bfloat16.go)
// and its clock and nanosleep test (intrinsics.go). The root package's
// emulated_cudajl_test.go runs them on every target. The float16 and bfloat16 MMAs (16×16×16) run on gfx90a,
// gfx940 and gfx1100 alike, so the package is generated for all three
// (not for gfx1030, which has no matrix cores). -fmad=false as in
// mmatest: the suite compares bit for bit.
package cudajl

//go:generate go tool kern gen -arch sm_80 -fmad=false -mcpu gfx90a,gfx940,gfx1100

import "github.com/kernlab/kern"

// Input is the MMA input types CUDA.jl's WMMA tests take.
type Input interface {
	kern.Float16 | kern.BFloat16
}

// The bits of a block's flags: which operands are column-major (else
// row-major), whether C is loaded (else the accumulator is filled with
// zero, CUDA.jl's fill_c), whether the block stages A, B and C in
// shared memory and stores D there before copying it out, and whether
// it scales A's fragment by alpha and C's by beta element by element
// (CUDA.jl's alpha .* a_frag, beta .* c_frag).
const (
	ACol = 1 << iota
	BCol
	CCol
	DCol
	MAC
	Shared
	Scale
)

// MaxLD is the largest leading dimension Tile takes: its shared tiles
// hold 16·MaxLD elements.
const MaxLD = 32

// Tile computes block blk's D = A·B (+ C with MAC) for the 16×16×16 tiles
// at offset blk·16·ld of a, b, c and d, each with leading dimension ld
// (16 ≤ ld ≤ MaxLD) in the layout flags[blk] gives. With Shared the
// block first copies its tiles of A, B and C into shared memory, loads
// the fragments from there, and stores D to shared memory and then to
// d. With Scale it multiplies A's fragment by alpha (each element
// rounded to T) and C's by beta. Launch it with blocks of one warp
// (t.WarpSize() threads).
//
//kern:kernel
func Tile[T Input](t *kern.Thread, a, b []T, c, d []float32, flags []int32, ld int, alpha T, beta float32) {
	blk := t.BlockIdx().X
	f := flags[blk]
	off := blk * 16 * ld
	sa := kern.Shared[[16 * MaxLD]T](t)
	sb := kern.Shared[[16 * MaxLD]T](t)
	sc := kern.Shared[[16 * MaxLD]float32](t)
	sd := kern.Shared[[16 * MaxLD]float32](t)
	staged := f&Shared != 0
	if staged {
		for e := t.ThreadIdx().X; e < 16*ld; e += t.BlockDim().X {
			sa[e], sb[e], sc[e] = a[off+e], b[off+e], c[off+e]
		}
		t.SyncThreads()
	}
	fa := loadA(t, a, sa[:], off, ld, f)
	fb := loadB(t, b, sb[:], off, ld, f)
	fc := kern.FillC(t, 0)
	if f&MAC != 0 {
		fc = loadC(t, c, sc[:], off, ld, f)
	}
	if f&Scale != 0 {
		for e := range fa.Len() {
			fa = fa.With(e, kern.HMul(alpha, fa.At(e)))
		}
		for e := range fc.Len() {
			fc = fc.With(e, beta*fc.At(e))
		}
	}
	fc = kern.MMA(t, fa, fb, fc)
	if !staged {
		if f&DCol != 0 {
			kern.StoreC(t, d, off, ld, fc, kern.ColMajor)
		} else {
			kern.StoreC(t, d, off, ld, fc, kern.RowMajor)
		}
		return
	}
	if f&DCol != 0 {
		kern.StoreC(t, sd[:], 0, ld, fc, kern.ColMajor)
	} else {
		kern.StoreC(t, sd[:], 0, ld, fc, kern.RowMajor)
	}
	t.SyncThreads()
	// Elements between the tile's lines (ld > 16) are not D's: leave d's.
	for e := t.ThreadIdx().X; e < 16*ld; e += t.BlockDim().X {
		if e%ld < 16 {
			d[off+e] = sd[e]
		}
	}
}

// loadA loads A from global memory, or from the shared tile s when f
// stages it, in f's layout: each call names its layout as a constant.
func loadA[T Input](t *kern.Thread, g, s []T, off, ld int, f int32) kern.FragA[T] {
	if f&Shared != 0 {
		if f&ACol != 0 {
			return kern.LoadA(t, s, 0, ld, kern.ColMajor)
		}
		return kern.LoadA(t, s, 0, ld, kern.RowMajor)
	}
	if f&ACol != 0 {
		return kern.LoadA(t, g, off, ld, kern.ColMajor)
	}
	return kern.LoadA(t, g, off, ld, kern.RowMajor)
}

// loadB is loadA for B.
func loadB[T Input](t *kern.Thread, g, s []T, off, ld int, f int32) kern.FragB[T] {
	if f&Shared != 0 {
		if f&BCol != 0 {
			return kern.LoadB(t, s, 0, ld, kern.ColMajor)
		}
		return kern.LoadB(t, s, 0, ld, kern.RowMajor)
	}
	if f&BCol != 0 {
		return kern.LoadB(t, g, off, ld, kern.ColMajor)
	}
	return kern.LoadB(t, g, off, ld, kern.RowMajor)
}

// loadC is loadA for C.
func loadC(t *kern.Thread, g, s []float32, off, ld int, f int32) kern.FragC {
	if f&Shared != 0 {
		if f&CCol != 0 {
			return kern.LoadC(t, s, 0, ld, kern.ColMajor)
		}
		return kern.LoadC(t, s, 0, ld, kern.RowMajor)
	}
	if f&CCol != 0 {
		return kern.LoadC(t, g, off, ld, kern.ColMajor)
	}
	return kern.LoadC(t, g, off, ld, kern.RowMajor)
}

// Store is CUDA.jl's llvm_wmma_store test: block blk fills an
// accumulator with v and stores it at d[blk·16·ld…] in flags[blk]'s D
// layout, into d or (Shared) into shared memory, which the block then
// copies to d. Launch it with blocks of one warp.
//
//kern:kernel
func Store(t *kern.Thread, d []float32, flags []int32, ld int, v float32) {
	blk := t.BlockIdx().X
	f := flags[blk]
	off := blk * 16 * ld
	sd := kern.Shared[[16 * MaxLD]float32](t)
	fc := kern.FillC(t, v)
	if f&Shared == 0 {
		if f&DCol != 0 {
			kern.StoreC(t, d, off, ld, fc, kern.ColMajor)
		} else {
			kern.StoreC(t, d, off, ld, fc, kern.RowMajor)
		}
		return
	}
	if f&DCol != 0 {
		kern.StoreC(t, sd[:], 0, ld, fc, kern.ColMajor)
	} else {
		kern.StoreC(t, sd[:], 0, ld, fc, kern.RowMajor)
	}
	t.SyncThreads()
	for e := t.ThreadIdx().X; e < 16*ld; e += t.BlockDim().X {
		if e%ld < 16 {
			d[off+e] = sd[e]
		}
	}
}

// StoreGlobal and StoreShared are CUDA.jl's "Codegen addressing" kernels:
// a zero accumulator stored column-major to a kernel argument, and to
// shared memory (then copied out, so that the store is not dead). Their
// PTX must address global and shared memory by their state spaces.
//
//kern:kernel
func StoreGlobal(t *kern.Thread, d []float32) {
	kern.StoreC(t, d, 0, 16, kern.FillC(t, 0), kern.ColMajor)
}

// StoreShared: see StoreGlobal.
//
//kern:kernel
func StoreShared(t *kern.Thread, d []float32) {
	sh := kern.Shared[[256]float32](t)
	kern.StoreC(t, sh[:], 0, 16, kern.FillC(t, 0), kern.ColMajor)
	t.SyncThreads()
	for e := t.ThreadIdx().X; e < 256; e += t.BlockDim().X {
		d[e] = sh[e]
	}
}
