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
// as PTX's mixed forms .e4m3.e5m2 and .e5m2.e4m3 allow, one of each), a
// 16×16 tile being two n8 halves side by side:
// what the PTX backend's loads and stores address, so that a fragment
// means the same on hardware. Kernels see it only through a fragment's
// Pos (Coords gives its form for a run-time element index).
package mma

import (
	"math"

	"github.com/kernlab/kern/half"
)

// Format is an MMA's input element format; the accumulator is float32.
type Format uint8

const (
	F16  Format = iota // IEEE binary16 inputs, 16×16×16
	BF16               // bfloat16 inputs, 16×16×16
	TF32               // float32 inputs rounded to tf32 by the loads, 16×16×8
	E4M3               // OCP FP8 E4M3FN inputs, 16×16×32
	E5M2               // OCP FP8 E5M2 inputs, 16×16×32
	NumFormats
)

var formatNames = [...]string{"f16", "bf16", "tf32", "e4m3", "e5m2"}

// FP8 reports whether f is one of the 8-bit formats.
func (f Format) FP8() bool { return f == E4M3 || f == E5M2 }

func (f Format) String() string {
	if f < NumFormats {
		return formatNames[f]
	}
	return "format?"
}

// Mixable reports whether an MMA may take A in format a and B in format
// b: one format for both, or two FP8 formats (e4m3×e5m2 or e5m2×e4m3,
// which share the 16×16×32 shape and the 8-bit layout; PTX's mixed
// mma.sync forms). Any other pair has no instruction on any target.
func Mixable(a, b Format) bool { return a == b || a.FP8() && b.FP8() }

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

// K is the inner dimension of f's shape: 16, 8 for tf32, 32 for FP8.
func (f Format) K() int {
	switch {
	case f == TF32:
		return 8
	case f.FP8():
		return 32
	}
	return 16
}

// Elems is how many elements of an A or B fragment one lane holds in its
// 4 registers: 8 16-bit values, 4 tf32 values or 16 FP8 values.
func (f Format) Elems() int {
	switch {
	case f == TF32:
		return 4
	case f.FP8():
		return 16
	}
	return 8
}

// ElemBytes is the size of one input element in memory.
func (f Format) ElemBytes() int {
	switch {
	case f == TF32:
		return 4
	case f.FP8():
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
// e is even; a tf32 element e is register e; an FP8 element e is byte e%4
// of register e/4 (PTX's m16n8k32 layout for 8-bit inputs).
func ALoc(f Format, lane, e int) (row, col int) {
	g, t := lane>>2, lane&3
	switch {
	case f == TF32:
		return g + 8*(e&1), t + 4*(e>>1)
	case f.FP8():
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
	case f.FP8():
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
	case f.FP8():
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
	case f.FP8():
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
	case operand == 'a' && f.FP8():
		return Coord{1, 0, []Term{{2, 1, 8}}}, Coord{0, 4, []Term{{0, 3, 1}, {3, all, 16}}}
	case operand == 'a':
		return Coord{1, 0, []Term{{1, 1, 8}}}, Coord{0, 2, []Term{{0, 1, 1}, {2, all, 8}}}
	case f == TF32:
		return Coord{0, 1, []Term{{0, 1, 4}}}, Coord{1, 0, []Term{{1, all, 8}}}
	case f.FP8():
		return Coord{0, 4, []Term{{0, 3, 1}, {2, 1, 16}}}, Coord{1, 0, []Term{{3, all, 8}}}
	}
	return Coord{0, 2, []Term{{0, 1, 1}, {1, 1, 8}}}, Coord{1, 0, []Term{{2, all, 8}}}
}
