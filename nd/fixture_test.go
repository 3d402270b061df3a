package nd

import (
	"math"
	"path/filepath"
	"slices"
	"testing"
)

// The fixtures in testdata were written by NumPy (testdata/gen_fixtures.py);
// each expected value here is the formula the script used.

func load[T Elem](t *testing.T, name string) Array[T] {
	t.Helper()
	a, err := Load[T](filepath.Join("testdata", name))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return a
}

func checkFixture[T Elem](t *testing.T, name string, shape []int, fortran bool, want func(idx []int) T) {
	t.Helper()
	a := load[T](t, name)
	if !slices.Equal(a.Shape(), shape) {
		t.Fatalf("%s: shape %v, want %v", name, a.Shape(), shape)
	}
	if fortran && !(a.IsFContiguous() && (!a.IsCContiguous() || a.Size() <= 1)) {
		t.Errorf("%s: strides %v, want Fortran layout", name, a.Strides())
	}
	if !fortran && !a.IsCContiguous() {
		t.Errorf("%s: strides %v, want C layout", name, a.Strides())
	}
	n := 0
	for idx, v := range a.Elems() {
		w := want(idx)
		if v != w && !(isNaN(v) && isNaN(w)) {
			t.Errorf("%s%v = %v, want %v", name, idx, v, w)
		}
		n++
	}
	if n != a.Size() {
		t.Errorf("%s: visited %d of %d", name, n, a.Size())
	}
}

func isNaN[T Elem](v T) bool { f := toFloat64(v); return f != f }

// cIndex is the flat C-order index of idx in shape.
func cIndex(idx, shape []int) int {
	i := 0
	for k := range idx {
		i = i*shape[k] + idx[k]
	}
	return i
}

func TestReadNumPyFixtures(t *testing.T) {
	checkFixture(t, "f4_c.npy", []int{3, 4}, false, func(ix []int) float32 {
		return float32(cIndex(ix, []int{3, 4}))*0.5 - 1
	})
	checkFixture(t, "f8_f.npy", []int{2, 3}, true, func(ix []int) float64 { return float64(3*ix[0]+ix[1]) / 3 })
	special := []float32{float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.Copysign(0, -1)),
		math.SmallestNonzeroFloat32, math.MaxFloat32}
	checkFixture(t, "f4_special.npy", []int{6}, false, func(ix []int) float32 { return special[ix[0]] })
	if v := load[float32](t, "f4_special.npy").At(3); !math.Signbit(float64(v)) {
		t.Errorf("-0.0 lost its sign")
	}
	checkFixture(t, "i8_c.npy", []int{2, 5}, false, func(ix []int) int64 { return int64(cIndex(ix, []int{2, 5}) - 5) })
	checkFixture(t, "i4_f.npy", []int{3, 2, 2}, true, func(ix []int) int32 {
		return int32(cIndex(ix, []int{3, 2, 2})*1000 - 5000)
	})
	checkFixture(t, "i2_c.npy", []int{5}, false, func(ix []int) int16 { return []int16{-32768, -1, 0, 1, 32767}[ix[0]] })
	checkFixture(t, "i1_c.npy", []int{5}, false, func(ix []int) int8 { return []int8{-128, -1, 0, 1, 127}[ix[0]] })
	checkFixture(t, "u1_c.npy", []int{3}, false, func(ix []int) uint8 { return []uint8{0, 1, 255}[ix[0]] })
	checkFixture(t, "u2_f.npy", []int{2, 2}, true, func(ix []int) uint16 { return [][]uint16{{0, 1}, {65534, 65535}}[ix[0]][ix[1]] })
	checkFixture(t, "u4_c.npy", []int{3}, false, func(ix []int) uint32 { return []uint32{0, 1, 4294967295}[ix[0]] })
	checkFixture(t, "u8_c.npy", []int{3}, false, func(ix []int) uint64 { return []uint64{0, 1, 18446744073709551615}[ix[0]] })
	checkFixture(t, "b1_c.npy", []int{2, 3}, false, func(ix []int) bool { return cIndex(ix, []int{2, 3})%3 == 0 })
	checkFixture(t, "f8_be.npy", []int{4}, false, func(ix []int) float64 { return float64(ix[0]) + 0.25 })
	checkFixture(t, "i4_be.npy", []int{5}, false, func(ix []int) int32 { return []int32{-2, -1, 0, 1, math.MaxInt32}[ix[0]] })
	checkFixture(t, "f8_v2.npy", []int{2, 2}, false, func(ix []int) float64 { return float64(cIndex(ix, []int{2, 2})) + 0.5 })
	checkFixture(t, "f8_scalar.npy", []int{}, false, func([]int) float64 { return 3.5 })
	checkFixture(t, "f4_empty.npy", []int{0, 3}, false, func([]int) float32 { return 0 })
}

func TestLoadAnyFixtures(t *testing.T) {
	tests := []struct {
		file string
		dt   DType
	}{
		{"f4_c.npy", Float32}, {"f8_f.npy", Float64}, {"i8_c.npy", Int64}, {"i4_f.npy", Int32},
		{"i2_c.npy", Int16}, {"i1_c.npy", Int8}, {"u1_c.npy", Uint8}, {"u2_f.npy", Uint16},
		{"u4_c.npy", Uint32}, {"u8_c.npy", Uint64}, {"b1_c.npy", Bool}, {"f8_be.npy", Float64},
		{"i4_be.npy", Int32}, {"f8_v2.npy", Float64},
	}
	for _, tc := range tests {
		a, dt, err := LoadAny(filepath.Join("testdata", tc.file))
		if err != nil || dt != tc.dt {
			t.Errorf("%s: %v %v", tc.file, dt, err)
			continue
		}
		ok := false
		switch v := a.(type) {
		case Array[float32]:
			ok = dt == Float32 && v.Size() > 0
		case Array[float64]:
			ok = dt == Float64 && v.Size() > 0
		case Array[int64]:
			ok = dt == Int64 && v.At(0, 0) == -5
		case Array[int32]:
			ok = dt == Int32
		case Array[int16]:
			ok = dt == Int16 && v.At(0) == -32768
		case Array[int8]:
			ok = dt == Int8
		case Array[uint8]:
			ok = dt == Uint8 && v.At(2) == 255
		case Array[uint16]:
			ok = dt == Uint16
		case Array[uint32]:
			ok = dt == Uint32
		case Array[uint64]:
			ok = dt == Uint64
		case Array[bool]:
			ok = dt == Bool && v.At(1, 0)
		}
		if !ok {
			t.Errorf("%s: LoadAny returned %T for %v", tc.file, a, dt)
		}
	}
	_, err := Load[float64](filepath.Join("testdata", "f4_c.npy"))
	wantErr(t, "wrong dtype", err, ErrDType, "float32", "float64", "f4_c.npy")
	_, _, err = LoadAny(filepath.Join("testdata", "missing.npy"))
	if err == nil {
		t.Errorf("LoadAny of a missing file succeeded")
	}
}
