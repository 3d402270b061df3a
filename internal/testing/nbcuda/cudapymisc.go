package nbcuda

import "github.com/kernlab/kern"

// Kernels of test_nondet.py, test_sm_creation.py, test_alignment.py,
// test_array_methods.py and test_multithreads.py.

// DiagProduct is test_nondet's diagproduct: c = a · diag(b) by
// grid-stride loops over a 2-D grid.
//
//kern:kernel
func DiagProduct(t *kern.Thread, c, a kern.Array2[float32], b []float32) {
	startX, startY := t.Grid2()
	gridX := t.GridDim().X * t.BlockDim().X
	gridY := t.GridDim().Y * t.BlockDim().Y
	height, width := c.Dim(0), c.Dim(1)
	for x := startX; x < width; x += gridX {
		for y := startY; y < height; y += gridY {
			c.Set(y, x, a.At(y, x)*b[x])
		}
	}
}

// GlobalConstant and GlobalConstant2 are test_sm_creation's
// GLOBAL_CONSTANT and GLOBAL_CONSTANT_2: a shared array's extents are
// constants (a Go array type), as Numba's must be literals.
const (
	GlobalConstant  = 5
	GlobalConstant2 = 6
)

// SharedGlobalConstants is udt_global_constants: the shared array is
// written first (Numba leaves it uninitialized) so the result is defined.
//
//kern:kernel
func SharedGlobalConstants(t *kern.Thread, a []float32) {
	sa := kern.Shared[[GlobalConstant]float32](t)
	i := t.Grid1()
	if i < GlobalConstant {
		sa[i] = float32(i) + 0.5
	}
	t.SyncThreads()
	if i < len(a) && i < GlobalConstant {
		a[i] = sa[i]
	}
}

// SharedGlobalTuple is udt_global_build_tuple and
// udt_global_constant_tuple: a 2-d shared array of constant extents.
//
//kern:kernel
func SharedGlobalTuple(t *kern.Thread, a kern.Array2[float32]) {
	sa := kern.Shared[[GlobalConstant][GlobalConstant2]float32](t)
	i, j := t.Grid2()
	if i < GlobalConstant && j < GlobalConstant2 {
		sa[i][j] = float32(i*10 + j)
	}
	t.SyncThreads()
	if i < a.Dim(0) && j < a.Dim(1) && i < GlobalConstant && j < GlobalConstant2 {
		a.Set(i, j, sa[i][j])
	}
}

// SharedDType is test_numba_dtype / test_numpy_dtype / test_string_dtype:
// s[0] = x[0]; x[0] = s[0] through a [10]int32 shared array.
//
//kern:kernel
func SharedDType(t *kern.Thread, x []int32) {
	s := kern.Shared[[10]int32](t)
	s[0] = x[0]
	x[0] = s[0]
}

// SharedRecord is test_type_with_struct_data_model: a shared array of
// records.
//
//kern:kernel
func SharedRecord(t *kern.Thread, x []AlignedRec) {
	s := kern.Shared[[10]AlignedRec](t)
	s[0] = x[0]
	s[0].B += 1
	x[0] = s[0]
}

// AlignedRec is test_alignment's rec_dtype with align=True: an int32
// then a float64 at offset 8, Go's layout.
type AlignedRec struct {
	A int32
	B float64
}

// RecordAlignment is test_record_alignment's foo: a[i].a = a[i].b.
//
//kern:kernel
func RecordAlignment(t *kern.Thread, a []AlignedRec) {
	i := t.Grid1()
	if i < len(a) {
		a[i].A = int32(a[i].B)
	}
}

// ReinterpretInt32 is reinterpret_array_type: the int32 whose
// little-endian bytes are b[start:stop] (Numba's
// byte_arr[start:stop].view(np.int32)[0]; a kernel cannot view a []uint8
// as []int32, so it assembles the bytes).
//
//kern:kernel
func ReinterpretInt32(t *kern.Thread, b []uint8, start, stop int, out []int32) {
	s := b[start:stop]
	out[0] = int32(uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24)
}

// copyVal is test_array_copy's val: np.array([1, 2, 3])[::-1].
var copyVal = [3]int64{3, 2, 1}

// ArrayCopy is test_array_copy's kernel: q = val.copy() (a Go array
// assignment copies), then out[i] = q[i] for the first three; out[3] is
// val[0] after q[0] changed, which a copy leaves alone.
//
//kern:kernel
func ArrayCopy(t *kern.Thread, out []float64) {
	q := copyVal
	for i := range 3 {
		out[i] = float64(q[i])
	}
	q[0] = 100
	out[3] = float64(copyVal[0] + q[0])
}

// IncFirst is test_multithreads' foo: x[0] += 1.
//
//kern:kernel
func IncFirst(t *kern.Thread, x []int64) { x[0] += 1 }
