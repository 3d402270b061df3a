package nd

import (
	"bytes"
	"errors"
	"runtime"
	"strings"
	"testing"
)

// TestMaxDims: arrays and .npy files have at most
// NumPy's 64 dimensions; more is an error, not an array that takes seconds
// to print.
func TestMaxDims(t *testing.T) {
	if _, err := Zeros[float32](make([]int, MaxDims+1)...); !errors.Is(err, ErrShape) {
		t.Errorf("Zeros with %d dims: %v, want ErrShape", MaxDims+1, err)
	}
	shape := func(n int) string {
		return "(" + strings.Repeat("1, ", n) + ")"
	}
	for _, n := range []int{MaxDims + 1, 300000} {
		raw := npyBytes(2, "{'descr': '<f8', 'fortran_order': False, 'shape': "+shape(n)+", }", make([]byte, 8))
		_, err := ReadNPY[float64](bytes.NewReader(raw))
		if !errors.Is(err, ErrFormat) || !strings.Contains(err.Error(), "64") {
			t.Errorf("ReadNPY of %d dims: %v, want ErrFormat naming the limit", n, err)
		}
	}
	raw := npyBytes(1, "{'descr': '<f8', 'fortran_order': False, 'shape': "+shape(MaxDims)+", }", make([]byte, 8))
	a, err := ReadNPY[float64](bytes.NewReader(raw))
	if err != nil || a.NDim() != MaxDims {
		t.Fatalf("ReadNPY of %d dims: %v", MaxDims, err)
	}
}

// TestStringLinear: printing walks offsets instead of making a sub-array
// (a copy of shape and strides) per nesting level, so a deep array costs
// memory in proportion to its output, not to ndim².
func TestStringLinear(t *testing.T) {
	ones := make([]int, MaxDims)
	for i := range ones {
		ones[i] = 1
	}
	a := Must(Full[float64](1, ones...))
	want := strings.Repeat("[", MaxDims) + "1." + strings.Repeat("]", MaxDims)
	if got := a.String(); got != want {
		t.Fatalf("String() = %q, want %q", got, want)
	}
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	const runs = 20
	for range runs {
		_ = a.String()
	}
	runtime.ReadMemStats(&m1)
	if per := (m1.TotalAlloc - m0.TotalAlloc) / runs; per > 16<<10 {
		t.Errorf("String of a 1-element %d-d array allocates %d bytes, want under 16 KiB", MaxDims, per)
	}
}
