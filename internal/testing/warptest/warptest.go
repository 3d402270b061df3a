// Package warptest has the kernels of the width-shuffle tests
// (TestEmulatedShflWidth in package kern): every mode at every width with
// a lane operand per thread, and a segmented sum and scan written as a
// user would.
package warptest

//go:generate go tool kern gen -fmad=false

import "github.com/kernlab/kern"

// Elem is the element types Segments is instantiated for: a 32-bit word,
// a narrow integer and a value that moves as two halves.
type Elem interface{ int32 | uint8 | float64 }

// Segments sets out[24i+4k+m] to the shuffle of mode m (Shfl, ShflUp,
// ShflDown, ShflXor) of v[i] at width 1<<k with lane operand arg[i].
//
//kern:kernel
func Segments[T Elem](t *kern.Thread, out, v []T, arg []int32) {
	i := t.Grid1()
	x, a := v[i], int(arg[i])
	o := out[24*i : 24*i+24]
	o[0], o[1], o[2], o[3] = kern.ShflWidth(t, x, a, 1), kern.ShflUpWidth(t, x, a, 1), kern.ShflDownWidth(t, x, a, 1), kern.ShflXorWidth(t, x, a, 1)
	o[4], o[5], o[6], o[7] = kern.ShflWidth(t, x, a, 2), kern.ShflUpWidth(t, x, a, 2), kern.ShflDownWidth(t, x, a, 2), kern.ShflXorWidth(t, x, a, 2)
	o[8], o[9], o[10], o[11] = kern.ShflWidth(t, x, a, 4), kern.ShflUpWidth(t, x, a, 4), kern.ShflDownWidth(t, x, a, 4), kern.ShflXorWidth(t, x, a, 4)
	o[12], o[13], o[14], o[15] = kern.ShflWidth(t, x, a, 8), kern.ShflUpWidth(t, x, a, 8), kern.ShflDownWidth(t, x, a, 8), kern.ShflXorWidth(t, x, a, 8)
	o[16], o[17], o[18], o[19] = kern.ShflWidth(t, x, a, 16), kern.ShflUpWidth(t, x, a, 16), kern.ShflDownWidth(t, x, a, 16), kern.ShflXorWidth(t, x, a, 16)
	o[20], o[21], o[22], o[23] = kern.ShflWidth(t, x, a, 32), kern.ShflUpWidth(t, x, a, 32), kern.ShflDownWidth(t, x, a, 32), kern.ShflXorWidth(t, x, a, 32)
}

// RowStats treats each 8 consecutive threads as one row of x: every
// thread gets its row's sum (a butterfly over the 8 lanes) in sum and its
// inclusive prefix sum within a 16-lane segment in scan, and the first
// value of its 4-lane group in first.
//
//kern:kernel
func RowStats(t *kern.Thread, x, sum, scan, first []float32) {
	i := t.Grid1()
	v := x[i]
	s := v
	for m := 4; m > 0; m >>= 1 {
		s += kern.ShflXorWidth(t, s, m, 8)
	}
	sum[i] = s
	p := v
	for d := 1; d < 16; d <<= 1 {
		u := kern.ShflUpWidth(t, p, d, 16)
		if t.LaneID()&15 >= d {
			p += u
		}
	}
	scan[i] = p
	first[i] = kern.ShflWidth(t, v, 0, 4)
}

// Whole shuffles the whole warp with a lane operand per thread: out[4i…]
// are Shfl, ShflUp, ShflDown and ShflXor of v[i] by arg[i].
//
//kern:kernel
func Whole(t *kern.Thread, out, v []int32, arg []int32) {
	i := t.Grid1()
	x, a := v[i], int(arg[i])
	out[4*i], out[4*i+1] = kern.Shfl(t, x, a), kern.ShflUp(t, x, a)
	out[4*i+2], out[4*i+3] = kern.ShflDown(t, x, a), kern.ShflXor(t, x, a)
}

// Uniform sets out[6i…6i+5] to EqSync of in[i] != 0 and MatchAllSync of
// in[i] over the whole warp, then the same for the lanes of each 16-lane
// group, each voting with its own mask (EqSync of in[i] > 2): bools as 0
// or 1, masks as they are.
//
//kern:kernel
func Uniform(t *kern.Thread, in []int32, out []uint64) {
	i := t.Grid1()
	x := in[i]
	o := out[6*i : 6*i+6]
	o[0] = b2u(kern.EqSync(t, ^uint64(0), x != 0))
	m, all := kern.MatchAllSync(t, ^uint64(0), x)
	o[1], o[2] = m, b2u(all)
	mask := uint64(0xFFFF) << (t.LaneID() &^ 15)
	o[3] = b2u(kern.EqSync(t, mask, x > 2))
	m, all = kern.MatchAllSync(t, mask, x)
	o[4], o[5] = m, b2u(all)
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// Exotic shuffles values of the element types that are not plain numbers:
// out[i] and the others get Shfl by src[i], ShflDown by 1, ShflXorWidth by
// 2 in segments of 4 and ShflUpWidth by 1 in segments of 8 of in[i],
// for complex64, complex128, Float16 and BFloat16 (and ExoticFP8 for
// Float8E4M3, which kern gen instantiates through a helper).
//
//kern:kernel
func Exotic[T kern.Complex | kern.Half](t *kern.Thread, out, in []T, src []int32) {
	exotic(t, out, in, src)
}

// ExoticFP8 is Exotic for Float8E4M3.
//
//kern:kernel
func ExoticFP8(t *kern.Thread, out, in []kern.Float8E4M3, src []int32) {
	exotic(t, out, in, src)
}

func exotic[T kern.Element](t *kern.Thread, out, in []T, src []int32) {
	i := t.Grid1()
	x := in[i]
	o := out[4*i : 4*i+4]
	o[0] = kern.Shfl(t, x, int(src[i]))
	o[1] = kern.ShflDown(t, x, 1)
	o[2] = kern.ShflXorWidth(t, x, 2, 4)
	o[3] = kern.ShflUpWidth(t, x, 1, 8)
}

// WideArg shuffles by a 64-bit delta a, the same for every thread:
// out[8i…] are Shfl, ShflUp, ShflDown and ShflXor of v[i] over the whole
// warp, then in segments of 8.
//
//kern:kernel
func WideArg(t *kern.Thread, out, v []int32, a int) {
	i := t.Grid1()
	x := v[i]
	o := out[8*i : 8*i+8]
	o[0], o[1], o[2], o[3] = kern.Shfl(t, x, a), kern.ShflUp(t, x, a), kern.ShflDown(t, x, a), kern.ShflXor(t, x, a)
	o[4], o[5], o[6], o[7] = kern.ShflWidth(t, x, a, 8), kern.ShflUpWidth(t, x, a, 8), kern.ShflDownWidth(t, x, a, 8), kern.ShflXorWidth(t, x, a, 8)
}
