package kern_test

import (
	"errors"
	"math"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

func hypot(x, y float32) float32 { return float32(math.Hypot(float64(x), float64(y))) }

// Scalars in, scalar out: a ufunc call on scalars returns a 0-d array, and
// kern.Value takes it.
func TestValueOfZeroDResult(t *testing.T) {
	h := kern.Vectorize("hypot", kern.Loop2(hypot))
	for _, on := range []any{kern.CPU, kern.Parallel, kern.Sim} {
		v, err := kern.Value[float32](h.Call(on, float32(3), float32(4)))
		if err != nil || v != 5 {
			t.Errorf("%v: Value(hypot(3, 4)) = %v, %v; want 5", on, v, err)
		}
	}
	if _, err := kern.Value[float32](h.Call(kern.CPU, []float32{3, 6}, float32(4))); !errors.Is(err, nd.ErrShape) {
		t.Errorf("Value of a 2-element result: %v, want ErrShape", err)
	}
	if _, err := kern.Value[float64](h.Call(kern.CPU, float32(3), float32(4))); !errors.Is(err, nd.ErrDType) {
		t.Errorf("Value[float64] of a float32 result: %v, want ErrDType", err)
	}
}
