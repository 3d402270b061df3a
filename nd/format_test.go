package nd

import (
	"fmt"
	"math"
	"testing"
)

// The expected strings are str(a) from NumPy 1.24 for the same arrays.
func TestStringMatchesNumPy(t *testing.T) {
	tests := []struct {
		name string
		got  fmt.Stringer
		want string
	}{
		{"f64_2x3", Must(FromSlice([]float64{1, 2.5, 3, 4, 5, 6}, 2, 3)), "[[1.  2.5 3. ]\n [4.  5.  6. ]]"},
		{"i32_3d", Must(Must(Arange[int32](0, 24, 1)).Reshape(2, 3, 4)),
			"[[[ 0  1  2  3]\n  [ 4  5  6  7]\n  [ 8  9 10 11]]\n\n [[12 13 14 15]\n  [16 17 18 19]\n  [20 21 22 23]]]"},
		{"f32_big", Must(Arange[float32](0, 2000, 1)), "[0.000e+00 1.000e+00 2.000e+00 ... 1.997e+03 1.998e+03 1.999e+03]"},
		{"i64_big2d", Must(Must(Arange[int64](0, 2000, 1)).Reshape(20, 100)),
			"[[   0    1    2 ...   97   98   99]\n [ 100  101  102 ...  197  198  199]\n [ 200  201  202 ...  297  298  299]\n ...\n [1700 1701 1702 ... 1797 1798 1799]\n [1800 1801 1802 ... 1897 1898 1899]\n [1900 1901 1902 ... 1997 1998 1999]]"},
		{"sci", Must(FromSlice([]float64{1e-5, 1, 1e9}, 3)), "[1.e-05 1.e+00 1.e+09]"},
		{"bool", Must(FromSlice([]bool{true, false}, 2)), "[ True False]"},
		{"bool_t", Must(FromSlice([]bool{true, true}, 2)), "[ True  True]"},
		{"wrap", Must(Arange[float64](0, 40, 1)),
			"[ 0.  1.  2.  3.  4.  5.  6.  7.  8.  9. 10. 11. 12. 13. 14. 15. 16. 17.\n 18. 19. 20. 21. 22. 23. 24. 25. 26. 27. 28. 29. 30. 31. 32. 33. 34. 35.\n 36. 37. 38. 39.]"},
		{"neg", Must(FromSlice([]float64{-1.5, 2, -300.25}, 3)), "[  -1.5     2.   -300.25]"},
		{"special", Must(FromSlice([]float64{math.NaN(), 1.5, math.Inf(1), math.Inf(-1)}, 4)), "[ nan  1.5  inf -inf]"},
		{"third", Must(FromSlice([]float32{1.0 / 3, 2.0 / 3}, 2)), "[0.33333334 0.6666667 ]"},
		{"u8", Must(FromSlice([]uint8{0, 255, 7}, 3)), "[  0 255   7]"},
		{"empty", Must(Zeros[float64](0, 3)), "[]"},
		{"int8neg", Must(FromSlice([]int8{-128, 5, 3, 127}, 2, 2)), "[[-128    5]\n [   3  127]]"},
		{"sci_mix", Must(FromSlice([]float64{1.5e-7, 2.25, -3e10}, 3)), "[ 1.50e-07  2.25e+00 -3.00e+10]"},
		{"nonfinite", Must(FromSlice([]float64{math.NaN(), math.Inf(1)}, 2)), "[nan inf]"},
		{"nonfinite_sci", Must(FromSlice([]float64{math.NaN(), math.Inf(-1), 1e10}, 3)), "[   nan   -inf 1.e+10]"},
		{"neginf32", Must(FromSlice([]float32{float32(math.Inf(-1)), 2}, 2)), "[-inf   2.]"},
		{"scalar", Must(Full(2.5)), "2.5"},
		{"empty2", Must(Zeros[float64](2, 0)), "[]"},
		{"wrap2d", Must(Must(Arange[float64](0, 60, 1)).Reshape(2, 30)),
			"[[ 0.  1.  2.  3.  4.  5.  6.  7.  8.  9. 10. 11. 12. 13. 14. 15. 16. 17.\n  18. 19. 20. 21. 22. 23. 24. 25. 26. 27. 28. 29.]\n [30. 31. 32. 33. 34. 35. 36. 37. 38. 39. 40. 41. 42. 43. 44. 45. 46. 47.\n  48. 49. 50. 51. 52. 53. 54. 55. 56. 57. 58. 59.]]"},
		{"big3d", Must(Must(Arange[int64](0, 3000, 1)).Reshape(3, 10, 100)),
			"[[[   0    1    2 ...   97   98   99]\n  [ 100  101  102 ...  197  198  199]\n  [ 200  201  202 ...  297  298  299]\n  ...\n  [ 700  701  702 ...  797  798  799]\n  [ 800  801  802 ...  897  898  899]\n  [ 900  901  902 ...  997  998  999]]\n\n [[1000 1001 1002 ... 1097 1098 1099]\n  [1100 1101 1102 ... 1197 1198 1199]\n  [1200 1201 1202 ... 1297 1298 1299]\n  ...\n  [1700 1701 1702 ... 1797 1798 1799]\n  [1800 1801 1802 ... 1897 1898 1899]\n  [1900 1901 1902 ... 1997 1998 1999]]\n\n [[2000 2001 2002 ... 2097 2098 2099]\n  [2100 2101 2102 ... 2197 2198 2199]\n  [2200 2201 2202 ... 2297 2298 2299]\n  ...\n  [2700 2701 2702 ... 2797 2798 2799]\n  [2800 2801 2802 ... 2897 2898 2899]\n  [2900 2901 2902 ... 2997 2998 2999]]]"},
		{"linspace", Must(Linspace[float64](0, 1, 7)), "[0.         0.16666667 0.33333333 0.5        0.66666667 0.83333333\n 1.        ]"},
		{"scalar_int", Must(Full[int16](7)), "7"},
		{"strided", Must(Must(Arange[int32](0, 10, 1)).Slice(All().By(-3))), "[9 6 3 0]"},
	}
	for _, tc := range tests {
		if got := tc.got.String(); got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, got, tc.want)
		}
	}
}

func TestFormatVerbs(t *testing.T) {
	a := Must(FromSlice([]int32{1, 2}, 2))
	if got := fmt.Sprintf("%v", a); got != "[1 2]" {
		t.Errorf("%%v = %q", got)
	}
	if got := fmt.Sprintf("%+v", a); got != "[1 2] shape=(2,) dtype=int32" {
		t.Errorf("%%+v = %q", got)
	}
	if got := fmt.Sprintf("%d", a); got != "%!d(nd.Array[int32]=(2,))" {
		t.Errorf("%%d = %q", got)
	}
	if got := fmt.Sprint(Array[float32]{}); got != "[]" {
		t.Errorf("zero Array = %q", got)
	}
}
