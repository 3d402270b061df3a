package nbcuda

import "github.com/kernlab/kern"

// test_localmem.py's kernels. numba's cuda.local.array(n, dtype) is a Go
// array variable. Not ported: the dtype spellings (a Numba type, a NumPy
// type, a string, an invalid string): Go names the element type.

// Culocal is culocal: 1000 int32s through a local array.
//
//kern:kernel
func Culocal(t *kern.Thread, a, b []int32) {
	var c [1000]int32
	for i := range c {
		c[i] = a[i]
	}
	for i := range c {
		b[i] = c[i]
	}
}

// CulocalComplex is culocalcomplex: 100 complex128s.
//
//kern:kernel
func CulocalComplex(t *kern.Thread, a, b []complex128) {
	var c [100]complex128
	for i := range c {
		c[i] = a[i]
	}
	for i := range c {
		b[i] = c[i]
	}
}

// Culocal1Tuple is culocal1tuple: a local array of 5.
//
//kern:kernel
func Culocal1Tuple(t *kern.Thread, a, b []int32) {
	var c [5]int32
	for i := range c {
		c[i] = a[i]
	}
	for i := range c {
		b[i] = c[i]
	}
}

// MyStruct is extensions_usecases' MyStruct (a struct data model: x, y).
type MyStruct struct{ X, Y int32 }

// LocalDtype is test_numba_dtype's f (and test_numpy_dtype's and
// test_string_dtype's).
//
//kern:kernel
func LocalDtype(t *kern.Thread, x []int32) {
	var l [10]int32
	l[0] = x[0]
	x[0] = l[0]
}

// LocalStruct is test_type_with_struct_data_model's f.
//
//kern:kernel
func LocalStruct(t *kern.Thread, x []MyStruct) {
	var l [10]MyStruct
	l[0] = x[0]
	x[0] = l[0]
}

// StructModelTypeArr is test_struct_model_type_arr's f (numba passes
// arrays of one element, np.array((10,)), and writes ten: here ten).
//
//kern:kernel
func StructModelTypeArr(t *kern.Thread, outx, outy []int32) {
	var arr [10]MyStruct
	for i := range arr {
		arr[i] = MyStruct{int32(i), int32(i * 2)}
	}
	for i := range arr {
		outx[i] = arr[i].X
		outy[i] = arr[i].Y
	}
}

// LocalArraySizeFP16 is _check_local_array_size_fp16: a[0] = arr.size for
// a local array of 2 float16s.
//
//kern:kernel
func LocalArraySizeFP16(t *kern.Thread, a []kern.Float16) {
	var arr [2]kern.Float16
	a[0] = kern.ToFloat16(float32(len(arr)))
}

// LocalCopy is numba's local-array slice assignment (arr[:] = src,
// out[:] = arr) with Go's copy on slices of local arrays: each thread
// fills a local array from its part of src, shifts it within itself
// (overlapping, both ways), copies a window into a local record's array
// field and writes both out; n holds the counts copy returned.
//
//kern:kernel
func LocalCopy(t *kern.Thread, dst, src []float32, n []int) {
	i := t.Grid1()
	if 8*i >= len(dst) {
		return
	}
	var a [8]float32
	k := i % 5
	c := copy(a[:], src[i:])
	c += copy(a[k:], a[:])    // dst after src: backwards
	c += copy(a[:k+1], a[2:]) // dst before src: forwards
	var r struct {
		I int32
		V [3]float32
	}
	c += copy(r.V[:], a[k:k+2])
	s := a[1 : k+3]
	s[len(s)-1] += r.V[0]
	c += copy(dst[8*i:], a[:])
	dst[8*i+7] += r.V[1] + r.V[2] + float32(len(s)*10+cap(s))
	n[i] = c
}

// Small is a record of 3 bytes, Go's layout: an array of them has no
// word-sized stores to clear it with.
type Small struct {
	A int16
	B uint8
}

// BigRec is a record of 134 bytes aligned to 2.
type BigRec struct {
	A [131]uint8
	B int16
}

// LocalZero reads local arrays that are only partly written: kern gen
// clears a large one with a loop, where Go's variable comes into scope
// (each trip of the loop that declares it); and it clears a record of r
// in global memory.
//
//kern:kernel
func LocalZero(t *kern.Thread, out []int64, r []BigRec, k int) {
	r[k%len(r)] = BigRec{}
	var c [1000]int32
	c[k] = 5
	var s [61]Small
	s[k%61].B = 7
	var w [2]int64 // not cleared by a loop
	w[k&1] = 3
	sum := int64(0)
	for j := range 3 {
		var f [37]float64
		f[(k+j)%37] += float64(j + 1)
		for i, v := range f {
			sum += int64(v) * int64(i+1)
		}
	}
	for i, v := range c {
		sum += int64(v) * int64(i+1)
	}
	for i, v := range s {
		sum += int64(v.A+int16(v.B)) * int64(i+1)
	}
	out[0] = sum + w[0] + 10*w[1]
}
