// Package mma is the one definition of kern's warp-level matrix
// multiply-accumulate (kern.MMA and its fragment loads and stores): the
// formats and shapes, which lane of a 32-lane warp holds which element of
// a fragment, and the arithmetic of d = c + a·b. The simulator
// (internal/simt through the root package), the IR interpreter and the
// emulated CUDA device all call it, so they give the same bits.
//
// The lane layout is NVIDIA's for mma.sync.m16n8k16 (f16, bf16),
// mma.sync.m16n8k8 (tf32) and mma.sync.m16n8k32 (the FP8 formats e4m3 and
// e5m2, laid out as the 8-bit integer inputs, A and B of one format or,
// as PTX's mixed forms .e4m3.e5m2 and .e5m2.e4m3 allow, one of each) and
// mma.sync.m16n8k32 .s8/.u8 (signed and unsigned 8-bit integers, any
// pairing, with an int32 accumulator), a 16×16 tile being two n8 halves
// side by side:
// what the PTX backend's loads and stores address, so that a fragment
// means the same on hardware. Kernels see it only through a fragment's
// Pos (Coords gives its form for a run-time element index).
package mma

import (
	"math"

	"github.com/kernlab/kern/half"
)

// Format is an MMA's input element format (Acc is the accumulator's).
type Format uint8

const (
	F16  Format = iota // IEEE binary16 inputs, 16×16×16
	BF16               // bfloat16 inputs, 16×16×16
	TF32               // float32 inputs rounded to tf32 by the loads, 16×16×8
	E4M3               // OCP FP8 E4M3FN inputs, 16×16×32
	E5M2               // OCP FP8 E5M2 inputs, 16×16×32
	S8                 // int8 inputs, 16×16×32, int32 accumulator
	U8                 // uint8 inputs, 16×16×32, int32 accumulator
	NumFormats
)

var formatNames = [...]string{"f16", "bf16", "tf32", "e4m3", "e5m2", "s8", "u8"}

// FP8 reports whether f is one of the 8-bit floating-point formats.
func (f Format) FP8() bool { return f == E4M3 || f == E5M2 }

// Int reports whether f is one of the 8-bit integer formats.
func (f Format) Int() bool { return f == S8 || f == U8 }

// Byte reports whether f's elements are 8 bits (FP8 or integer): such
// fragments share one layout and the 16×16×32 shape.
func (f Format) Byte() bool { return f.FP8() || f.Int() }

func (f Format) String() string {
	if f < NumFormats {
		return formatNames[f]
	}
	return "format?"
}

// Mixable reports whether an MMA may take A in format a and B in format
// b: one format for both, two FP8 formats (e4m3×e5m2 or e5m2×e4m3, which
// share the 16×16×32 shape and the 8-bit layout; PTX's mixed mma.sync
// forms) or two integer ones (s8×u8, u8×s8). Any other pair has no
// instruction on any target.
func Mixable(a, b Format) bool { return a == b || a.FP8() && b.FP8() || a.Int() && b.Int() }

// Acc is an accumulator's element type.
type Acc uint8

const (
	AccF32 Acc = iota // float32
	AccF16            // IEEE binary16: the float32 result rounded once per MMA
	AccS32            // int32, sums modulo 2^32
	NumAccs
)

var accNames = [...]string{"f32", "f16", "s32"}

func (a Acc) String() string {
	if a < NumAccs {
		return accNames[a]
	}
	return "acc?"
}

// Accumulates reports whether an MMA of A in format a and B in format b
// may accumulate into acc: float32 for every floating-point pair, also
// float16 for f16 inputs, and int32 (only) for the integer pairs.
func Accumulates(a, b Format, acc Acc) bool {
	if !Mixable(a, b) {
		return false
	}
	switch acc {
	case AccF32:
		return !a.Int()
	case AccF16:
		return a == F16
	case AccS32:
		return a.Int()
	}
	return false
}

// M, N are the tile's rows and columns; K is the inner dimension.
const (
	M     = 16
	N     = 16
	Lanes = 32 // the warp the layout is defined for
	// Regs is the number of 32-bit registers of an A or B fragment; CRegs
	// the float32 registers of an accumulator.
	Regs  = 4
	CRegs = 8
	// MaxK is the largest K of any format (the FP8 formats').
	MaxK = 32
)

// K is the inner dimension of f's shape: 16, 8 for tf32, 32 for the
// 8-bit formats.
func (f Format) K() int {
	switch {
	case f == TF32:
		return 8
	case f.Byte():
		return 32
	}
	return 16
}

// Elems is how many elements of an A or B fragment one lane holds in its
// 4 registers: 8 16-bit values, 4 tf32 values or 16 8-bit values.
func (f Format) Elems() int {
	switch {
	case f == TF32:
		return 4
	case f.Byte():
		return 16
	}
	return 8
}

// ElemBytes is the size of one input element in memory.
func (f Format) ElemBytes() int {
	switch {
	case f == TF32:
		return 4
	case f.Byte():
		return 1
	}
	return 2
}

// Layout says how a tile lies in memory: element (i, j) of a row-major
// tile is at off+i·ld+j, of a column-major one at off+j·ld+i.
type Layout uint8

const (
	RowMajor Layout = iota
	ColMajor
)

func (l Layout) String() string {
	if l == ColMajor {
		return "col"
	}
	return "row"
}

// Index is the element offset of (i, j) of a tile at off with leading
// dimension ld in layout l.
func Index(l Layout, off, ld, i, j int) int {
	if l == ColMajor {
		return off + j*ld + i
	}
	return off + i*ld + j
}

// ALoc is the (row, column) of the e-th A element of lane (0 ≤ e <
// f.Elems()). 16-bit element e sits in register e/2, in the low half when
// e is even; a tf32 element e is register e; an 8-bit element e is byte
// e%4 of register e/4 (PTX's m16n8k32 layout for 8-bit inputs).
func ALoc(f Format, lane, e int) (row, col int) {
	g, t := lane>>2, lane&3
	switch {
	case f == TF32:
		return g + 8*(e&1), t + 4*(e>>1)
	case f.Byte():
		return g + 8*((e>>2)&1), 4*t + (e & 3) + 16*(e>>3)
	}
	return g + 8*((e>>1)&1), 2*t + (e & 1) + 8*(e>>2)
}

// BLoc is the (k, column) of the e-th B element of lane: registers 0–1
// hold columns 0–7, registers 2–3 columns 8–15.
func BLoc(f Format, lane, e int) (k, col int) {
	g, t := lane>>2, lane&3
	switch {
	case f == TF32:
		return t + 4*(e&1), g + 8*(e>>1)
	case f.Byte():
		return 4*t + (e & 3) + 16*((e>>2)&1), g + 8*(e>>3)
	}
	return 2*t + (e & 1) + 8*((e>>1)&1), g + 8*(e>>2)
}

// CLoc is the (row, column) of accumulator register e (0–7) of lane:
// registers 0–3 hold columns 0–7, registers 4–7 columns 8–15.
func CLoc(lane, e int) (row, col int) {
	g, t := lane>>2, lane&3
	return g + 8*((e>>1)&1), 2*t + (e & 1) + 8*(e>>2)
}

// Get returns input element e of a fragment's registers as bits: the
// 16- or 8-bit pattern, or the tf32's float32 bits.
func Get(f Format, regs *[Regs]uint32, e int) uint32 {
	switch {
	case f == TF32:
		return regs[e]
	case f.Byte():
		return regs[e>>2] >> (8 * (e & 3)) & 0xff
	}
	return regs[e>>1] >> (16 * (e & 1)) & 0xffff
}

// Set stores bits as input element e of a fragment's registers.
func Set(f Format, regs *[Regs]uint32, e int, bits uint32) {
	switch {
	case f == TF32:
		regs[e] = bits
		return
	case f.Byte():
		sh := 8 * (e & 3)
		regs[e>>2] = regs[e>>2]&^(0xff<<sh) | (bits&0xff)<<sh
		return
	}
	sh := 16 * (e & 1)
	regs[e>>1] = regs[e>>1]&^(0xffff<<sh) | (bits&0xffff)<<sh
}

// Value widens an input element's bits to float32 (exactly).
func Value(f Format, bits uint32) float32 {
	switch f {
	case S8, U8:
		return float32(IntValue(f, bits))
	case F16:
		return half.Float16(bits).Float32()
	case BF16:
		return half.BFloat16(bits).Float32()
	case E4M3:
		return half.Float8E4M3(bits).Float32()
	case E5M2:
		return half.Float8E5M2(bits).Float32()
	}
	return math.Float32frombits(bits)
}

// IntValue is an integer input element's value: its 8 bits as int8 (S8)
// or uint8 (U8).
func IntValue(f Format, bits uint32) int32 {
	if f == S8 {
		return int32(int8(bits))
	}
	return int32(uint8(bits))
}

// ToTF32 rounds x to tf32 (10 fraction bits) to nearest, ties away from
// zero, as PTX's cvt.rna.tf32.f32 does; the result is a float32 whose low
// 13 bits are zero. A NaN becomes the canonical NaN 0x7fffffff; values that
// round past the largest tf32 become ±Inf.
func ToTF32(x float32) uint32 {
	b := math.Float32bits(x)
	if b&0x7fffffff > 0x7f800000 {
		return 0x7fffffff
	}
	if b&0x7f800000 == 0x7f800000 {
		return b // ±Inf
	}
	return (b + 0x1000) &^ 0x1fff
}

// Tile is a warp's fragments of one operand: lane l's registers at [l].
type (
	TileAB [Lanes][Regs]uint32
	TileC  [Lanes][CRegs]float32
)

// Matrices decodes a warp's A fragment of format fa and B fragment of
// format fb (Mixable) into the M×K and K×N matrices they hold (only the
// first K columns of a, K rows of b are set).
func Matrices(fa, fb Format, a, b *TileAB) (am [M][MaxK]float32, bm [MaxK][N]float32) {
	for l := range Lanes {
		for e := range fa.Elems() {
			i, k := ALoc(fa, l, e)
			am[i][k] = Value(fa, Get(fa, &a[l], e))
		}
		for e := range fb.Elems() {
			k, j := BLoc(fb, l, e)
			bm[k][j] = Value(fb, Get(fb, &b[l], e))
		}
	}
	return am, bm
}

// Dot is one element of d = c + a·b: c plus the products a[k]·b[k] for
// k = 0, 1, …, len(a)−1 in that order, each product rounded to float32
// (exact for f16, tf32 and the FP8 formats, and for bf16 unless it leaves
// float32's range)
// and each sum rounded to float32, to nearest even: the documented
// semantics of kern.MMA. Every element any target computes comes from
// here (Lane; the emulated ROC device's MFMA and WMMA instructions, K 16,
// 8 or 4).
func Dot(c float32, a, b []float32) float32 {
	for k := range a {
		// The conversion rounds the product on its own: Go may not
		// fuse it into the addition.
		c += float32(a[k] * b[k])
	}
	return c
}

// Lane returns lane's part of d = c + a·b given the decoded matrices
// (Matrices) and the lane's accumulator registers c: each d[i][j] is
// Dot(c[i][j], row i of a, column j of b) over k < K, K being f's (A's
// format's; a Mixable B's is the same).
func Lane(f Format, am *[M][MaxK]float32, bm *[MaxK][N]float32, c *[CRegs]float32, lane int) (d [CRegs]float32) {
	kk := f.K()
	for e := range CRegs {
		i, j := CLoc(lane, e)
		var col [MaxK]float32
		for k := range kk {
			col[k] = bm[k][j]
		}
		d[e] = Dot(c[e], am[i][:kk], col[:kk])
	}
	return d
}

// Compute returns d = c + a·b for a warp's fragments, A of format fa and
// B of format fb, which must be Mixable (see Lane).
func Compute(fa, fb Format, a, b *TileAB, c *TileC) (d TileC) {
	am, bm := Matrices(fa, fb, a, b)
	for l := range Lanes {
		d[l] = Lane(fa, &am, &bm, &c[l], l)
	}
	return d
}

// A Term is ((e >> Shift) & Mask) · Mul: part of a coordinate of a lane's
// element e.
type Term struct{ Shift, Mask, Mul int }

// Coord is a coordinate of a lane's element e in the layouts above:
// G·(lane/4) + T·(lane%4) plus its terms of e. Every one has this form,
// which lets a backend compute where an element lies for an e known only
// at run time (kern.FragA.Pos …).
type Coord struct {
	G, T  int
	Terms []Term
}

// At evaluates c for lane and element e.
func (c Coord) At(lane, e int) int {
	v := c.G*(lane>>2) + c.T*(lane&3)
	for _, t := range c.Terms {
		v += (e >> t.Shift) & t.Mask * t.Mul
	}
	return v
}

// Coords returns the forms of the row and column of element e of an
// operand ('a', 'b' or 'c') of format f: what ALoc, BLoc and CLoc give.
func Coords(operand byte, f Format) (row, col Coord) {
	const all = -1
	switch {
	case operand == 'c':
		return Coord{1, 0, []Term{{1, 1, 8}}}, Coord{0, 2, []Term{{0, 1, 1}, {2, all, 8}}}
	case operand == 'a' && f == TF32:
		return Coord{1, 0, []Term{{0, 1, 8}}}, Coord{0, 1, []Term{{1, all, 4}}}
	case operand == 'a' && f.Byte():
		return Coord{1, 0, []Term{{2, 1, 8}}}, Coord{0, 4, []Term{{0, 3, 1}, {3, all, 16}}}
	case operand == 'a':
		return Coord{1, 0, []Term{{1, 1, 8}}}, Coord{0, 2, []Term{{0, 1, 1}, {2, all, 8}}}
	case f == TF32:
		return Coord{0, 1, []Term{{0, 1, 4}}}, Coord{1, 0, []Term{{1, all, 8}}}
	case f.Byte():
		return Coord{0, 4, []Term{{0, 3, 1}, {2, 1, 16}}}, Coord{1, 0, []Term{{3, all, 8}}}
	}
	return Coord{0, 2, []Term{{0, 1, 1}, {1, 1, 8}}}, Coord{1, 0, []Term{{2, all, 8}}}
}

// Accumulator registers of any Acc travel as bits (TileAcc, LaneAcc): a
// float32's, a float16's in the low 16 bits (the high 16 zero), an
// int32's two's complement.
type TileAcc [Lanes][CRegs]uint32

// DotInt is one element of an integer d = c + a·b: c plus the products
// a[k]·b[k], exact, the sum taken modulo 2^32 (two's complement wrap, no
// saturation), so that every order and every target gives the same bits.
func DotInt(c int32, a, b []int32) int32 {
	for k := range a {
		c += a[k] * b[k]
	}
	return c
}

// DotF16 is one element of d = c + a·b with a float16 accumulator: c
// widened to float32, Dot's float32 sum, then one rounding to float16
// (nearest even).
func DotF16(c half.Float16, a, b []float32) half.Float16 {
	return half.ToFloat16(Dot(c.Float32(), a, b))
}

// IntMatrices is Matrices for the integer formats: the elements' values
// as int32.
func IntMatrices(fa, fb Format, a, b *TileAB) (am [M][MaxK]int32, bm [MaxK][N]int32) {
	for l := range Lanes {
		for e := range fa.Elems() {
			i, k := ALoc(fa, l, e)
			am[i][k] = IntValue(fa, Get(fa, &a[l], e))
		}
		for e := range fb.Elems() {
			k, j := BLoc(fb, l, e)
			bm[k][j] = IntValue(fb, Get(fb, &b[l], e))
		}
	}
	return am, bm
}

// LaneAcc returns lane's accumulator registers (as bits) of d = c + a·b
// for a warp's fragments, A of format fa and B of format fb, accumulating
// into acc (Accumulates must hold); c is the lane's registers. For AccF32
// it is Lane's result; for AccF16 each element is DotF16, for AccS32
// DotInt.
func LaneAcc(fa, fb Format, acc Acc, a, b *TileAB, c *[CRegs]uint32, lane int) [CRegs]uint32 {
	m := decode(fa, fb, acc, a, b)
	return m.lane(acc, c, lane)
}

// ComputeAcc is LaneAcc for every lane of the warp.
func ComputeAcc(fa, fb Format, acc Acc, a, b *TileAB, c *TileAcc) (d TileAcc) {
	m := decode(fa, fb, acc, a, b)
	for l := range Lanes {
		d[l] = m.lane(acc, &c[l], l)
	}
	return d
}

// decoded is a warp's A and B as matrices: float or integer ones.
type decoded struct {
	k      int
	af     [M][MaxK]float32
	bf     [MaxK][N]float32
	ai     [M][MaxK]int32
	bi     [MaxK][N]int32
	intAcc bool
}

func decode(fa, fb Format, acc Acc, a, b *TileAB) *decoded {
	m := &decoded{k: fa.K(), intAcc: acc == AccS32}
	if m.intAcc {
		m.ai, m.bi = IntMatrices(fa, fb, a, b)
	} else {
		m.af, m.bf = Matrices(fa, fb, a, b)
	}
	return m
}

func (m *decoded) lane(acc Acc, c *[CRegs]uint32, lane int) (d [CRegs]uint32) {
	kk := m.k
	for e := range CRegs {
		i, j := CLoc(lane, e)
		if m.intAcc {
			var col [MaxK]int32
			for k := range kk {
				col[k] = m.bi[k][j]
			}
			d[e] = uint32(DotInt(int32(c[e]), m.ai[i][:kk], col[:kk]))
			continue
		}
		var col [MaxK]float32
		for k := range kk {
			col[k] = m.bf[k][j]
		}
		if acc == AccF16 {
			d[e] = uint32(DotF16(half.Float16(c[e]), m.af[i][:kk], col[:kk]))
		} else {
			d[e] = math.Float32bits(Dot(math.Float32frombits(c[e]), m.af[i][:kk], col[:kk]))
		}
	}
	return d
}

// AccMismatch says why inputs of format a (named aName, the kern type)
// cannot accumulate into acc and what to do instead: the words of kern
// gen's K042 and of kern.MMA's panic on the CPU targets.
func AccMismatch(a Format, aName string, acc Acc) string {
	accName := [...]string{AccF32: "float32", AccF16: "kern.Float16", AccS32: "int32"}[acc]
	switch {
	case a.Int():
		return "A is " + aName + " and the accumulator " + accName + ": int8 and uint8 inputs accumulate into int32 only; load C from an []int32 or make it with kern.FillAcc[int32]"
	case acc == AccF16:
		return "A is " + aName + " and the accumulator kern.Float16: only kern.Float16 inputs accumulate into kern.Float16; accumulate into float32 (kern.FragC, kern.FillC)"
	}
	return "A is " + aName + " and the accumulator " + accName + ": an int32 accumulator takes int8 and uint8 inputs only; accumulate into float32 (kern.FragC, kern.FillC)"
}
