package kern

import (
	"slices"
	"testing"

	"github.com/kernlab/kern/nd"
)

// offsets lists the element offsets of a layout in order o.
func offsets(shape, strides []int, o nd.Order) []int {
	var out []int
	idx := make([]int, len(shape))
	for _, d := range shape {
		if d == 0 {
			return nil
		}
	}
	for {
		off := 0
		for k, i := range idx {
			off += i * strides[k]
		}
		out = append(out, off)
		k := len(shape) - 1
		step := -1
		if o == nd.F {
			k, step = 0, 1
		}
		for ; k >= 0 && k < len(shape); k += step {
			idx[k]++
			if idx[k] < shape[k] {
				break
			}
			idx[k] = 0
		}
		if k < 0 || k >= len(shape) {
			return out
		}
	}
}

func TestForRuns(t *testing.T) {
	cases := []struct {
		shape, sa, sb []int
		runs          int
	}{
		{[]int{4, 6}, []int{6, 1}, []int{6, 1}, 1},
		{[]int{4, 6}, []int{12, 1}, []int{6, 1}, 4},
		{[]int{4, 6}, []int{6, 1}, []int{1, 4}, 24},
		{[]int{2, 3, 4}, []int{24, 4, 1}, []int{12, 4, 1}, 2},
		{[]int{}, []int{}, []int{}, 1},
		{[]int{3, 0}, []int{1, 1}, []int{1, 1}, 0},
	}
	for _, c := range cases {
		var ga, gb []int
		runs := 0
		err := forRuns(c.shape, c.sa, c.sb, func(oa, ob, n int) error {
			runs++
			for k := range n {
				ga, gb = append(ga, oa+k), append(gb, ob+k)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if runs != c.runs {
			t.Errorf("%v %v %v: %d runs, want %d", c.shape, c.sa, c.sb, runs, c.runs)
		}
		if wa, wb := offsets(c.shape, c.sa, nd.C), offsets(c.shape, c.sb, nd.C); !slices.Equal(ga, wa) || !slices.Equal(gb, wb) {
			t.Errorf("%v: runs cover %v / %v, want %v / %v", c.shape, ga, gb, wa, wb)
		}
	}
}
