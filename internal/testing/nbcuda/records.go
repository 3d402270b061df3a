package nbcuda

import "github.com/kernlab/kern"

// test_record_dtype.py's kernels. numba passes a single record by
// reference (writes reach the host); kern passes a struct scalar by
// value, so a kernel that writes one record takes a slice of one
// (rec[0]) and a kernel that only reads one takes it by value.

// Record is numba's recordtype: a float64, an int32, a complex64 and five
// uint8s (a (np.uint8, 5) field), with numpy's align=True.
type Record struct {
	A float64
	B int32
	C complex64
	D [5]uint8
}

// RecordWithArray is numba's recordwitharray.
type RecordWithArray struct {
	G int32
	H [2]float32
}

// RecordWith2DArray is numba's recordwith2darray (packed in numpy: J
// follows I at byte 4, as in Go).
type RecordWith2DArray struct {
	I int32
	J [3][2]float32
}

// Nested1 and Nested2 are nested_array1_dtype and nested_array2_dtype.
type Nested1 struct{ Array1 [3]int16 }
type Nested2 struct{ Array2 [3][2]int16 }

// Src7693 and Dest7693 are test_issue_7693's dtypes.
type Src7693 struct {
	User  float64
	Array [3]int16
}
type Dest7693 struct {
	User1  float64
	Array1 [3]int16
}

// SetA, SetB and SetC are set_a, set_b and set_c: ary[i].f = v.
//
//kern:kernel
func SetA(t *kern.Thread, ary []Record, i int, v float64) { ary[i].A = v }

//kern:kernel
func SetB(t *kern.Thread, ary []Record, i int, v int32) { ary[i].B = v }

//kern:kernel
func SetC(t *kern.Thread, ary []Record, i int, v complex64) { ary[i].C = v }

// SetRecord is set_record: ary[i] = ary[j].
//
//kern:kernel
func SetRecord(t *kern.Thread, ary []Record, i, j int) { ary[i] = ary[j] }

// RecordSetA, RecordSetB and RecordSetC are record_set_a/b/c: r.f = v on
// one record.
//
//kern:kernel
func RecordSetA(t *kern.Thread, r []Record, v float64) { r[0].A = v }

//kern:kernel
func RecordSetB(t *kern.Thread, r []Record, v int32) { r[0].B = v }

//kern:kernel
func RecordSetC(t *kern.Thread, r []Record, v complex64) { r[0].C = v }

// RecordReadA, RecordReadB and RecordReadC are record_read_a/b/c:
// arr[0] = r.f, the record passed by value.
//
//kern:kernel
func RecordReadA(t *kern.Thread, r Record, arr []float64) { arr[0] = r.A }

//kern:kernel
func RecordReadB(t *kern.Thread, r Record, arr []int32) { arr[0] = r.B }

//kern:kernel
func RecordReadC(t *kern.Thread, r Record, arr []complex64) { arr[0] = r.C }

// RecordReadD reads the uint8 array field of a record passed by value
// (numba's setUp fills it; none of its kernels reads it).
//
//kern:kernel
func RecordReadD(t *kern.Thread, r Record, arr []uint8) {
	for k := range r.D {
		arr[k] = r.D[k]
	}
}

// RecordWriteArray is record_write_array.
//
//kern:kernel
func RecordWriteArray(t *kern.Thread, r []RecordWithArray) {
	r[0].G = 2
	r[0].H[0] = 3.0
	r[0].H[1] = 4.0
}

// RecordWrite2DArray is record_write_2d_array.
//
//kern:kernel
func RecordWrite2DArray(t *kern.Thread, r []RecordWith2DArray) {
	r[0].I = 3
	r[0].J[0][0] = 5.0
	r[0].J[0][1] = 6.0
	r[0].J[1][0] = 7.0
	r[0].J[1][1] = 8.0
	r[0].J[2][0] = 9.0
	r[0].J[2][1] = 10.0
}

// RecordReadArray is record_read_array.
//
//kern:kernel
func RecordReadArray(t *kern.Thread, r RecordWithArray, a []float32) {
	a[0] = r.H[0]
	a[1] = r.H[1]
}

// RecordRead2DArray is record_read_2d_array, a a (3, 2) array.
//
//kern:kernel
func RecordRead2DArray(t *kern.Thread, r RecordWith2DArray, a kern.Array2[float32]) {
	a.Set(0, 0, r.J[0][0])
	a.Set(0, 1, r.J[0][1])
	a.Set(1, 0, r.J[1][0])
	a.Set(1, 1, r.J[1][1])
	a.Set(2, 0, r.J[2][0])
	a.Set(2, 1, r.J[2][1])
}

// The device functions of TestNestedArrays, which wraps each in a kernel
// writing its result to res[0].

func recordReadArray0(r RecordWithArray) float32      { return r.H[0] }
func recordReadArray1(r RecordWithArray) float32      { return r.H[1] }
func recordRead2DArray00(r RecordWith2DArray) float32 { return r.J[0][0] }
func recordRead2DArray10(r RecordWith2DArray) float32 { return r.J[1][0] }
func recordRead2DArray01(r RecordWith2DArray) float32 { return r.J[0][1] }

// NestedReadArray is test_record_read_array's outer kernel over
// record_read_array0 (which 0) or record_read_array1 (which 1).
//
//kern:kernel
func NestedReadArray(t *kern.Thread, arg RecordWithArray, res []float32, which int) {
	if which == 0 {
		res[0] = recordReadArray0(arg)
	} else {
		res[0] = recordReadArray1(arg)
	}
}

// NestedRead2DArray is test_record_read_2d_array's outer kernel over
// record_read_2d_array00, 01 and 10 (which 0, 1, 2).
//
//kern:kernel
func NestedRead2DArray(t *kern.Thread, arg RecordWith2DArray, res []float32, which int) {
	switch which {
	case 0:
		res[0] = recordRead2DArray00(arg)
	case 1:
		res[0] = recordRead2DArray01(arg)
	default:
		res[0] = recordRead2DArray10(arg)
	}
}

// RecordSetItemArray is record_setitem_array: rec_dest["j"] =
// rec_source["j"], a whole nested array assigned.
//
//kern:kernel
func RecordSetItemArray(t *kern.Thread, src, dest []RecordWith2DArray) {
	dest[0].J = src[0].J
}

func recarrayGetItemReturn(ary []RecordWithArray) RecordWithArray { return ary[0] }

// recordGetItemReturn is recarray_getitem_return on a record: numba's
// ary[0] on a record is its first field.
func recordGetItemReturn(r RecordWithArray) int32 { return r.G }

// GetItemIdx is test_getitem_idx's outer kernel on a record array: a
// device function returns a whole record.
//
//kern:kernel
func GetItemIdx(t *kern.Thread, arg []RecordWithArray, res []RecordWithArray) {
	res[0] = recarrayGetItemReturn(arg)
}

// GetItemIdxRecord is test_getitem_idx's outer kernel on a record.
//
//kern:kernel
func GetItemIdxRecord(t *kern.Thread, arg RecordWithArray, res []int32) {
	res[0] = recordGetItemReturn(arg)
}

// RecarraySetRecord is recarray_set_record: ary[0] = rec, rec by value.
//
//kern:kernel
func RecarraySetRecord(t *kern.Thread, ary []RecordWith2DArray, rec RecordWith2DArray) {
	ary[0] = rec
}

// AssignArrayToNested is assign_array_to_nested: dest["array1"] = src,
// Go's conversion of a slice to an array. (copy(dest[0].Array1[:], src)
// is AssignArrayToNestedCopy.)
//
//kern:kernel
func AssignArrayToNested(t *kern.Thread, dest []Nested1, src []int16) {
	dest[0].Array1 = [3]int16(src)
}

// AssignArrayToNestedCopy is assign_array_to_nested with Go's copy.
//
//kern:kernel
func AssignArrayToNestedCopy(t *kern.Thread, dest []Nested1, src []int16) {
	copy(dest[0].Array1[:], src)
}

// CopyOverlap copies within x both ways (Go's copy is a memmove) and
// whole records between slices, reporting the counts in n.
//
//kern:kernel
func CopyOverlap(t *kern.Thread, x []float32, r, s []RecordWith2DArray, n []int) {
	n[0] = copy(x[1:], x)
	n[1] = copy(x, x[3:])
	n[2] = copy(s, r)
}

// AssignArrayToNested2D is assign_array_to_nested_2d, src (3, 2).
//
//kern:kernel
func AssignArrayToNested2D(t *kern.Thread, dest []Nested2, src kern.Array2[int16]) {
	for i := range 3 {
		for j := range 2 {
			dest[0].Array2[i][j] = src.At(i, j)
		}
	}
}

// Copy7693 is test_issue_7693's copy.
//
//kern:kernel
func Copy7693(t *kern.Thread, index int, src []Src7693, dest []Dest7693) {
	dest[0].User1 = src[index].User
	dest[0].Array1 = src[index].Array
}

// numba's expected failures (returning or building arrays in a device
// function, which its CUDA target cannot do) are plain Go in kern.

func recordReadWholeArray(r RecordWithArray) [2]float32 { return r.H }

func recarrayGetItemField2D(r RecordWith2DArray) [3][2]float32 { return r.J }

// ReadWholeArray is test_record_read_arrays: each record's whole h,
// returned by a device function.
//
//kern:kernel
func ReadWholeArray(t *kern.Thread, nbval []RecordWithArray, res [][2]float32) {
	i := t.Grid1()
	if i < len(nbval) {
		res[i] = recordReadWholeArray(nbval[i])
	}
}

// GetItemIdx2DArray is test_getitem_idx_2darray: a record's j returned.
//
//kern:kernel
func GetItemIdx2DArray(t *kern.Thread, arg []RecordWith2DArray, res [][3][2]float32) {
	res[0] = recarrayGetItemField2D(arg[0])
}

// RecordWriteFullArray is record_write_full_array (test_set_array):
// rec.j[:, :] = np.ones((3, 2)).
//
//kern:kernel
func RecordWriteFullArray(t *kern.Thread, rec []RecordWith2DArray) {
	rec[0].J = [3][2]float32{{1, 1}, {1, 1}, {1, 1}}
}

// RecarrayWriteArrayOfNestedArray is test_set_arrays's
// recarray_write_array_of_nestedarray_broadcast: ary.j[:, :, :] = 1 on
// every record, one thread a record.
//
//kern:kernel
func RecarrayWriteArrayOfNestedArray(t *kern.Thread, ary []RecordWith2DArray) {
	i := t.Grid1()
	if i >= len(ary) {
		return
	}
	for r := range ary[i].J {
		for c := range ary[i].J[r] {
			ary[i].J[r][c] = 1
		}
	}
}

// Gather copies src[idx[i]] to dst[i]: a kernel generic over records
// (and a number), which only moves T values, as numba's kernels on record
// arrays of any dtype do.
//
//kern:kernel
func Gather[T Record | RecordWith2DArray | Nested1 | float64](t *kern.Thread, dst, src []T, idx []int32) {
	for i := t.Grid1(); i < len(dst); i += t.GridSize1() {
		dst[i] = src[idx[i]]
	}
}

// SwapPairs swaps neighbouring records through a local variable.
//
//kern:kernel
func SwapPairs[T Record | Nested1](t *kern.Thread, s []T) {
	if i := 2 * t.Grid1(); i+1 < len(s) {
		a := s[i]
		s[i] = s[i+1]
		s[i+1] = a
	}
}
