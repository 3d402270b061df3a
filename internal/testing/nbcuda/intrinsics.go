package nbcuda

import (
	"math"
	"math/bits"

	"github.com/kernlab/kern"
)

// test_intrinsics.py's kernels. numba's cuda.popc, brev, clz and ffs are
// math/bits' OnesCount, Reverse, LeadingZeros and TrailingZeros (ffs is
// TrailingZeros+1, 0 for 0); cuda.fma is math.FMA, cuda.cbrt math.Cbrt,
// Python's round math.RoundToEven, cuda.selp Go's if.

// Bits32 writes, for x = in[i], popc, clz, ffs and Len to out[4i…] and
// brev, ReverseBytes and RotateLeft(x, 7) to rev[3i…].
//
//kern:kernel
func Bits32(t *kern.Thread, in []uint32, out []int32, rev []uint32) {
	i := t.Grid1()
	if i >= len(in) {
		return
	}
	x := in[i]
	out[4*i] = int32(bits.OnesCount32(x))
	out[4*i+1] = int32(bits.LeadingZeros32(x))
	ffs := 0
	if x != 0 {
		ffs = bits.TrailingZeros32(x) + 1
	}
	out[4*i+2] = int32(ffs)
	out[4*i+3] = int32(bits.Len32(x))
	rev[3*i] = bits.Reverse32(x)
	rev[3*i+1] = bits.ReverseBytes32(x)
	rev[3*i+2] = bits.RotateLeft32(x, 7)
}

// Bits64 is Bits32 for uint64.
//
//kern:kernel
func Bits64(t *kern.Thread, in []uint64, out []int32, rev []uint64) {
	i := t.Grid1()
	if i >= len(in) {
		return
	}
	x := in[i]
	out[4*i] = int32(bits.OnesCount64(x))
	out[4*i+1] = int32(bits.LeadingZeros64(x))
	ffs := 0
	if x != 0 {
		ffs = bits.TrailingZeros64(x) + 1
	}
	out[4*i+2] = int32(ffs)
	out[4*i+3] = int32(bits.Len64(x))
	rev[3*i] = bits.Reverse64(x)
	rev[3*i+1] = bits.ReverseBytes64(x)
	rev[3*i+2] = bits.RotateLeft64(x, -9)
}

// Bits16 is Bits32 for uint16 and uint8 (numba's popc_u1 and popc_u2):
// x16 = in[i], x8 = uint8(in[i]).
//
//kern:kernel
func Bits16(t *kern.Thread, in []uint16, out []int32, rev []uint16) {
	i := t.Grid1()
	if i >= len(in) {
		return
	}
	x := in[i]
	y := uint8(x)
	out[8*i] = int32(bits.OnesCount16(x))
	out[8*i+1] = int32(bits.LeadingZeros16(x))
	out[8*i+2] = int32(bits.TrailingZeros16(x))
	out[8*i+3] = int32(bits.Len16(x))
	out[8*i+4] = int32(bits.OnesCount8(y))
	out[8*i+5] = int32(bits.LeadingZeros8(y))
	out[8*i+6] = int32(bits.TrailingZeros8(y))
	out[8*i+7] = int32(bits.Len8(y))
	rev[4*i] = bits.Reverse16(x)
	rev[4*i+1] = bits.ReverseBytes16(x)
	rev[4*i+2] = bits.RotateLeft16(x, 3)
	rev[4*i+3] = uint16(bits.Reverse8(y))
}

// FloatIntrinsics writes, for a, b, c = a[i], b[i], c[i], math.FMA(a, b,
// c), Cbrt(a), RoundToEven(a), Round(a), Trunc(a), Floor(a), Ceil(a) and
// the float32 fma Go spells float32(math.FMA(float64(a), …)) (two
// roundings, not fmaf's one) to out[8i…].
//
//kern:kernel
func FloatIntrinsics[F float32 | float64](t *kern.Thread, out, a, b, c []F) {
	i := t.Grid1()
	if i >= len(a) {
		return
	}
	x, y, z := float64(a[i]), float64(b[i]), float64(c[i])
	out[8*i] = F(math.FMA(x, y, z))
	out[8*i+1] = F(math.Cbrt(x))
	out[8*i+2] = F(math.RoundToEven(x))
	out[8*i+3] = F(math.Round(x))
	out[8*i+4] = F(math.Trunc(x))
	out[8*i+5] = F(math.Floor(x))
	out[8*i+6] = F(math.Ceil(x))
	out[8*i+7] = F(float32(math.FMA(float64(float32(x)), float64(float32(y)), float64(float32(z)))))
}

// RoundToInt is simple_round: int64(math.RoundToEven(c)) (Python's
// round of a float is an int, halves to even).
//
//kern:kernel
func RoundToInt[F float32 | float64](t *kern.Thread, ary []int64, c []F) {
	i := t.Grid1()
	if i < len(c) {
		ary[i] = int64(math.RoundToEven(float64(c[i])))
	}
}

// Selp is branching_with_ifs and branching_with_selps (which Go spells
// the same): a[i] = c[i] or 13 by b's parity when a[i] > 4, else 3.
//
//kern:kernel
func Selp(t *kern.Thread, a []int64, b int64, c []int64) {
	i := t.Grid1()
	if a[i] > 4 {
		if b%2 == 0 {
			a[i] = c[i]
		} else {
			a[i] = 13
		}
	} else {
		a[i] = 3
	}
}

// LaneWarp is simple_laneid and simple_warpsize.
//
//kern:kernel
func LaneWarp(t *kern.Thread, lane []int32, ws []int32) {
	i := t.Grid1()
	lane[i] = int32(t.LaneID())
	if i == 0 {
		ws[0] = int32(t.WarpSize())
	}
}

// Grid3D is test_3dgrid and test_3dgrid_2: out(x, y, z) is the grid size's
// product, and ok(x, y, z) 1 when Grid3 and GridSize3 agree with the
// thread, block and grid indices.
//
//kern:kernel
func Grid3D(t *kern.Thread, out, ok kern.Array3[int32]) {
	x, y, z := t.Grid3()
	a, b, c := t.GridSize3()
	out.Set(x, y, z, int32(a*b*c))
	ti, bi, bd, gd := t.ThreadIdx(), t.BlockIdx(), t.BlockDim(), t.GridDim()
	right := int32(0)
	if x == ti.X+bi.X*bd.X && y == ti.Y+bi.Y*bd.Y && z == ti.Z+bi.Z*bd.Z &&
		a == bd.X*gd.X && b == bd.Y*gd.Y && c == bd.Z*gd.Z {
		right = 1
	}
	ok.Set(x, y, z, right)
}

// ForloopStep is intrinsic_forloop_step: a grid-stride loop over a 2-D
// array, c(y, x) = x + y.
//
//kern:kernel
func ForloopStep(t *kern.Thread, c kern.Array2[int32]) {
	startX, startY := t.Grid2()
	gridX, gridY := t.GridSize2()
	height, width := c.Dim(0), c.Dim(1)
	for x := startX; x < width; x += gridX {
		for y := startY; y < height; y += gridY {
			c.Set(y, x, int32(x+y))
		}
	}
}

// IntDiv divides and takes the remainder of every pair a[i], b[i] in
// int32, int64, uint32 and int8 (b = 0 and MinInt/-1 included): Go
// panics on a zero divisor, which the caller keeps out on the CPU.
//
//kern:kernel
func IntDiv(t *kern.Thread, a, b []int64, q, r []int64) {
	i := t.Grid1()
	if i >= len(a) {
		return
	}
	x, y := a[i], b[i]
	q[8*i] = int64(int32(x) / int32(y))
	r[8*i] = int64(int32(x) % int32(y))
	q[8*i+1] = x / y
	r[8*i+1] = x % y
	q[8*i+2] = int64(uint32(x) / uint32(y))
	r[8*i+2] = int64(uint32(x) % uint32(y))
	q[8*i+3] = int64(int8(x) / int8(y))
	r[8*i+3] = int64(int8(x) % int8(y))
	q[8*i+4] = int64(uint64(x) / uint64(y))
	r[8*i+4] = int64(uint64(x) % uint64(y))
	q[8*i+5] = int64(int16(x) / int16(y))
	r[8*i+5] = int64(int16(x) % int16(y))
	q[8*i+6] = int64(uint8(x) / uint8(y))
	r[8*i+6] = int64(uint8(x) % uint8(y))
	q[8*i+7] = int64(uint16(x) / uint16(y))
	r[8*i+7] = int64(uint16(x) % uint16(y))
}

// FloatToInt converts f[i] (float64) and float32(f[i]) to every integer
// type, Go's conversions (amd64's values out of range and for NaN).
//
//kern:kernel
func FloatToInt(t *kern.Thread, f []float64, out []uint64) {
	i := t.Grid1()
	if i >= len(f) {
		return
	}
	x := f[i]
	y := float32(x)
	o := out[16*i : 16*i+16]
	o[0] = uint64(int8(x))
	o[1] = uint64(int16(x))
	o[2] = uint64(int32(x))
	o[3] = uint64(int64(x))
	o[4] = uint64(uint8(x))
	o[5] = uint64(uint16(x))
	o[6] = uint64(uint32(x))
	o[7] = uint64(x)
	o[8] = uint64(int8(y))
	o[9] = uint64(int16(y))
	o[10] = uint64(int32(y))
	o[11] = uint64(int64(y))
	o[12] = uint64(uint8(y))
	o[13] = uint64(uint16(y))
	o[14] = uint64(uint32(y))
	o[15] = uint64(y)
}
