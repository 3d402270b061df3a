package nbcuda

import "github.com/kernlab/kern"

// test_constmem.py's kernels. numba's cuda.const.array_like(CONST) is a
// package-level array a kernel reads: GPU code holds it as constant data
// (PTX .const). numba's CONST2D is Fortran-ordered and CONST3D read by
// threadIdx; a Go array has one layout, the values are numba's.

// const1D is CONST1D: np.arange(10) / 2.0.
var const1D = [10]float64{0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5}

// constEmpty is CONST_EMPTY.
var constEmpty [0]float64

// const3Bytes is CONST3BYTES, an odd-sized table before an 8-byte one.
var const3Bytes = [3]uint8{0, 1, 2}

// const2D is CONST2D: arange(100).reshape(10, 10).
var const2D = [10][10]int32{
	{0, 1, 2, 3, 4, 5, 6, 7, 8, 9},
	{10, 11, 12, 13, 14, 15, 16, 17, 18, 19},
	{20, 21, 22, 23, 24, 25, 26, 27, 28, 29},
	{30, 31, 32, 33, 34, 35, 36, 37, 38, 39},
	{40, 41, 42, 43, 44, 45, 46, 47, 48, 49},
	{50, 51, 52, 53, 54, 55, 56, 57, 58, 59},
	{60, 61, 62, 63, 64, 65, 66, 67, 68, 69},
	{70, 71, 72, 73, 74, 75, 76, 77, 78, 79},
	{80, 81, 82, 83, 84, 85, 86, 87, 88, 89},
	{90, 91, 92, 93, 94, 95, 96, 97, 98, 99},
}

// const3D is CONST3D: (arange(125).reshape(5, 5, 5) + 1j) / 2j, that is
// 0.5 - n/2 i.
var const3D = [5][5][5]complex64{
	{
		{complex(0.5, 0), complex(0.5, -0.5), complex(0.5, -1), complex(0.5, -1.5), complex(0.5, -2)},
		{complex(0.5, -2.5), complex(0.5, -3), complex(0.5, -3.5), complex(0.5, -4), complex(0.5, -4.5)},
		{complex(0.5, -5), complex(0.5, -5.5), complex(0.5, -6), complex(0.5, -6.5), complex(0.5, -7)},
		{complex(0.5, -7.5), complex(0.5, -8), complex(0.5, -8.5), complex(0.5, -9), complex(0.5, -9.5)},
		{complex(0.5, -10), complex(0.5, -10.5), complex(0.5, -11), complex(0.5, -11.5), complex(0.5, -12)},
	},
	{
		{complex(0.5, -12.5), complex(0.5, -13), complex(0.5, -13.5), complex(0.5, -14), complex(0.5, -14.5)},
		{complex(0.5, -15), complex(0.5, -15.5), complex(0.5, -16), complex(0.5, -16.5), complex(0.5, -17)},
		{complex(0.5, -17.5), complex(0.5, -18), complex(0.5, -18.5), complex(0.5, -19), complex(0.5, -19.5)},
		{complex(0.5, -20), complex(0.5, -20.5), complex(0.5, -21), complex(0.5, -21.5), complex(0.5, -22)},
		{complex(0.5, -22.5), complex(0.5, -23), complex(0.5, -23.5), complex(0.5, -24), complex(0.5, -24.5)},
	},
	{
		{complex(0.5, -25), complex(0.5, -25.5), complex(0.5, -26), complex(0.5, -26.5), complex(0.5, -27)},
		{complex(0.5, -27.5), complex(0.5, -28), complex(0.5, -28.5), complex(0.5, -29), complex(0.5, -29.5)},
		{complex(0.5, -30), complex(0.5, -30.5), complex(0.5, -31), complex(0.5, -31.5), complex(0.5, -32)},
		{complex(0.5, -32.5), complex(0.5, -33), complex(0.5, -33.5), complex(0.5, -34), complex(0.5, -34.5)},
		{complex(0.5, -35), complex(0.5, -35.5), complex(0.5, -36), complex(0.5, -36.5), complex(0.5, -37)},
	},
	{
		{complex(0.5, -37.5), complex(0.5, -38), complex(0.5, -38.5), complex(0.5, -39), complex(0.5, -39.5)},
		{complex(0.5, -40), complex(0.5, -40.5), complex(0.5, -41), complex(0.5, -41.5), complex(0.5, -42)},
		{complex(0.5, -42.5), complex(0.5, -43), complex(0.5, -43.5), complex(0.5, -44), complex(0.5, -44.5)},
		{complex(0.5, -45), complex(0.5, -45.5), complex(0.5, -46), complex(0.5, -46.5), complex(0.5, -47)},
		{complex(0.5, -47.5), complex(0.5, -48), complex(0.5, -48.5), complex(0.5, -49), complex(0.5, -49.5)},
	},
	{
		{complex(0.5, -50), complex(0.5, -50.5), complex(0.5, -51), complex(0.5, -51.5), complex(0.5, -52)},
		{complex(0.5, -52.5), complex(0.5, -53), complex(0.5, -53.5), complex(0.5, -54), complex(0.5, -54.5)},
		{complex(0.5, -55), complex(0.5, -55.5), complex(0.5, -56), complex(0.5, -56.5), complex(0.5, -57)},
		{complex(0.5, -57.5), complex(0.5, -58), complex(0.5, -58.5), complex(0.5, -59), complex(0.5, -59.5)},
		{complex(0.5, -60), complex(0.5, -60.5), complex(0.5, -61), complex(0.5, -61.5), complex(0.5, -62)},
	},
}

// ConstRec is CONST_RECORD's dtype [("x", float), ("y", int)].
type ConstRec struct {
	X float64
	Y int64
}

var constRecordEmpty [0]ConstRec

var constRecord = [2]ConstRec{{1.0, 2}, {3.0, 4}}

// ConstRecAlign is CONST_RECORD_ALIGN's aligned dtype: three bytes, a
// uint32 at offset 4 and a byte.
type ConstRecAlign struct {
	A, B, X uint8
	Y       uint32
	Z       uint8
}

var constRecordAlign = [2]ConstRecAlign{{1, 2, 3, 0xDEADBEEF, 8}, {4, 5, 6, 0xBEEFDEAD, 10}}

// CuconstEmpty is cuconstEmpty and cuconstRecEmpty (rec true).
//
//kern:kernel
func CuconstEmpty(t *kern.Thread, a []int64, rec bool) {
	i := t.Grid1()
	if rec {
		a[i] = int64(len(constRecordEmpty))
	} else {
		a[i] = int64(len(constEmpty))
	}
}

// Cuconst is cuconst.
//
//kern:kernel
func Cuconst(t *kern.Thread, a []float64) {
	i := t.Grid1()
	a[i] = const1D[i] + 1.0
}

// Cuconst2D is cuconst2d.
//
//kern:kernel
func Cuconst2D(t *kern.Thread, a kern.Array2[int32]) {
	i, j := t.Grid2()
	a.Set(i, j, const2D[i][j])
}

// Cuconst3D is cuconst3d.
//
//kern:kernel
func Cuconst3D(t *kern.Thread, a kern.Array3[complex64]) {
	tid := t.ThreadIdx()
	i, j, k := tid.X, tid.Y, tid.Z
	a.Set(i, j, k, const3D[i][j][k])
}

// CuconstRec is cuconstRec.
//
//kern:kernel
func CuconstRec(t *kern.Thread, a []float64, b []int64) {
	i := t.Grid1()
	a[i] = constRecord[i].X
	b[i] = constRecord[i].Y
}

// CuconstRecAlign is cuconstRecAlign.
//
//kern:kernel
func CuconstRecAlign(t *kern.Thread, a, b, c, d, e []float64) {
	i := t.Grid1()
	a[i] = float64(constRecordAlign[i].A)
	b[i] = float64(constRecordAlign[i].B)
	c[i] = float64(constRecordAlign[i].X)
	d[i] = float64(constRecordAlign[i].Y)
	e[i] = float64(constRecordAlign[i].Z)
}

// CuconstAlign is cuconstAlign.
//
//kern:kernel
func CuconstAlign(t *kern.Thread, z []float64) {
	i := t.Grid1()
	z[i] = float64(const3Bytes[i]) + const1D[i]
}

// Const1D, Const2D, Const3D, ConstRecord and ConstRecordAlign are the
// tables, for the tests to compare with.
func Const1D() [10]float64               { return const1D }
func Const2D() [10][10]int32             { return const2D }
func Const3D() [5][5][5]complex64        { return const3D }
func ConstRecord() [2]ConstRec           { return constRecord }
func ConstRecordAlign() [2]ConstRecAlign { return constRecordAlign }
func Const3Bytes() [3]uint8              { return const3Bytes }

// tagged is a record whose complex64 sits 4 bytes into a 12-byte element:
// in a table, every other one is at an address that is not a multiple of
// 8, so it is read a float32 at a time.
type tagged struct {
	Tag int32
	Z   complex64
}

var constTagged = [3]tagged{{1, complex(2, 3)}, {4, complex(5, 6)}, {7, complex(-8, 9)}}

// CuconstComplex reads complex64 elements of tables: const3D's (aligned
// to 8: one 8-byte load on the GPUs) and constTagged's (4 bytes off).
//
//kern:kernel
func CuconstComplex(t *kern.Thread, out []complex64) {
	i := t.Grid1()
	if i < 3 {
		out[i] = const3D[i][i+1][i+2] + constTagged[i].Z*complex(float32(constTagged[i].Tag), 0)
	}
}
