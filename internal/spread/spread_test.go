package spread

import (
	"slices"
	"testing"

	"github.com/kernlab/kern/nd"
)

func TestCut(t *testing.T) {
	for _, c := range []struct {
		n, k int
		w    []float64
		want []Share
	}{
		{10, 3, nil, []Share{{0, 4}, {4, 7}, {7, 10}}},
		{10, 2, []float64{3, 1}, []Share{{0, 8}, {8, 10}}},
		{2, 4, nil, []Share{{0, 1}, {1, 2}, {2, 2}, {2, 2}}},
		{9, 3, []float64{1, 0, 1}, []Share{{0, 3}, {3, 6}, {6, 9}}}, // a zero weight: equal
		{0, 2, nil, []Share{{0, 0}, {0, 0}}},
	} {
		if got := Cut(c.n, c.k, c.w); !slices.Equal(got, c.want) {
			t.Errorf("Cut(%d, %d, %v) = %v, want %v", c.n, c.k, c.w, got, c.want)
		}
	}
	// Every cut covers the rows once, in order.
	for n := 0; n < 50; n++ {
		for k := 1; k < 9; k++ {
			s := Cut(n, k, []float64{1, 2, 3, 4, 5, 6, 7, 8}[:k])
			lo := 0
			for _, sh := range s {
				if sh.Lo != lo || sh.Hi < sh.Lo {
					t.Fatalf("Cut(%d, %d) = %v", n, k, s)
				}
				lo = sh.Hi
			}
			if lo != n {
				t.Fatalf("Cut(%d, %d) = %v covers %d rows", n, k, s, lo)
			}
		}
	}
}

func TestRowsAndStack(t *testing.T) {
	a := nd.Must(nd.FromSlice([]int32{1, 2, 3, 4, 5, 6}, 3, 2))
	r, err := Rows(a, 1, 3)
	if err != nil || !slices.Equal(r.(nd.Array[int32]).ToSlice(), []int32{3, 4, 5, 6}) {
		t.Errorf("Rows = %v, %v", r, err)
	}
	if s, _ := Rows([]float64{1, 2, 3}, 1, 2); !slices.Equal(s.([]float64), []float64{2}) {
		t.Errorf("Rows of a slice = %v", s)
	}
	if _, err := Rows("x", 0, 1); err == nil {
		t.Error("a string was cut")
	}
	st, err := Stack([]any{int64(1), int64(2)})
	if err != nil || !slices.Equal(st.(nd.Array[int64]).ToSlice(), []int64{1, 2}) {
		t.Errorf("Stack = %v, %v", st, err)
	}
	if r, _ := Rows([]complex64{1, 2i, 3}, 1, 3); !slices.Equal(r.([]complex64), []complex64{2i, 3}) {
		t.Errorf("Rows of a complex slice = %v", r)
	}
	if st, err := Stack([]any{1 + 2i, complex(3, 0)}); err != nil || !slices.Equal(st.(nd.Array[complex128]).ToSlice(), []complex128{1 + 2i, 3}) {
		t.Errorf("Stack of complex = %v, %v", st, err)
	}
	if _, err := Stack([]any{int64(1), 2.0}); err == nil {
		t.Error("mixed types stacked")
	}
}
