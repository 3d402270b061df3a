package kern

import "github.com/kernlab/kern/nd"

// Device arrays get their shape and stride arithmetic (views, reshape,
// contiguity, extent) from nd.Layout, the data-free half of nd.Array; this
// file holds only what device copies and argument marshalling add to it.

// extent is the lowest and highest element offset the layout (shape,
// strides) reaches, relative to its element 0; lo > hi when it is empty.
func extent(shape, strides []int) (lo, hi int) {
	return nd.Layout{Shape: shape, Strides: strides}.Extent()
}

// forRuns calls fn for every maximal run of elements that is contiguous in
// both layouts a and b, walking shape in C order; oa and ob are element
// offsets relative to element 0 of each layout.
func forRuns(shape, sa, sb []int, fn func(oa, ob, n int) error) error {
	ndim := len(shape)
	for _, d := range shape {
		if d == 0 {
			return nil
		}
	}
	// Merge trailing axes while both layouts stay contiguous across them.
	run, inner := 1, ndim
	if ndim > 0 && sa[ndim-1] == 1 && sb[ndim-1] == 1 {
		run, inner = shape[ndim-1], ndim-1
		for inner > 0 && sa[inner-1] == run && sb[inner-1] == run {
			run *= shape[inner-1]
			inner--
		}
	}
	idx := make([]int, inner)
	for {
		oa, ob := 0, 0
		for k, i := range idx {
			oa += i * sa[k]
			ob += i * sb[k]
		}
		if err := fn(oa, ob, run); err != nil {
			return err
		}
		k := inner - 1
		for ; k >= 0; k-- {
			idx[k]++
			if idx[k] < shape[k] {
				break
			}
			idx[k] = 0
		}
		if k < 0 {
			return nil
		}
	}
}
