package kern

import (
	"math/rand/v2"
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

// randomFactor splits n into a random shape.
func randomFactor(r *rand.Rand, n int) []int {
	var shape []int
	for n > 1 {
		var divs []int
		for d := 2; d <= n; d++ {
			if n%d == 0 {
				divs = append(divs, d)
			}
		}
		d := divs[r.IntN(len(divs))]
		shape = append(shape, d)
		n /= d
		if r.IntN(4) == 0 {
			shape = append(shape, 1)
		}
	}
	if len(shape) == 0 {
		shape = []int{n}
	}
	r.Shuffle(len(shape), func(i, j int) { shape[i], shape[j] = shape[j], shape[i] })
	return shape
}

// TestReshapeStridesProperty: whenever a no-copy reshape is found, the new
// layout visits the same memory in the same order; and a contiguous array
// always reshapes.
func TestReshapeStridesProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	found := 0
	for iter := range 3000 {
		shape := randomFactor(r, []int{12, 24, 36, 16, 30}[iter%5])
		o := nd.Order(r.IntN(2))
		strides := contiguousStrides(shape, nd.Order(r.IntN(2)))
		if r.IntN(2) == 0 { // a strided view: scale one axis's stride
			k := r.IntN(len(shape))
			strides[k] *= 2 + r.IntN(2)
		}
		if r.IntN(3) == 0 { // reverse the axes
			slices.Reverse(shape)
			slices.Reverse(strides)
		}
		size, _ := shapeSize(shape)
		ns := randomFactor(r, size)
		st, ok := reshapeStrides(shape, strides, ns, o)
		if isContiguous(shape, strides, o) && !ok {
			t.Fatalf("contiguous %v strides %v order %v did not reshape to %v", shape, strides, o, ns)
		}
		if !ok {
			continue
		}
		found++
		if a, b := offsets(shape, strides, o), offsets(ns, st, o); !slices.Equal(a, b) {
			t.Fatalf("reshape %v/%v to %v in %v gave strides %v: offsets %v, want %v", shape, strides, ns, o, st, b, a)
		}
	}
	if found < 1000 {
		t.Errorf("only %d of 3000 reshapes succeeded", found)
	}
}

// TestResolveRangeMatchesND compares the slice arithmetic with nd's own.
func TestResolveRangeMatchesND(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		n := r.IntN(12)
		v := func() int { return r.IntN(30) - 15 }
		var rg nd.Range
		switch r.IntN(4) {
		case 0:
			step := v()
			if step == 0 {
				step = 1
			}
			rg = nd.S(v(), v(), step)
		case 1:
			rg = nd.From(v()).By([]int{1, -1, 2, -3}[r.IntN(4)])
		case 2:
			rg = nd.To(v()).By([]int{1, -1, 3, -2}[r.IntN(4)])
		default:
			rg = nd.All().By([]int{1, -1, 4, -5}[r.IntN(4)])
		}
		a := nd.Must(nd.Arange[int64](0, float64(n), 1))
		want := nd.Must(a.Slice(rg)).ToSlice()
		start, step, count, err := resolveRange(rg, n)
		if err != nil {
			t.Fatalf("%v on %d: %v", rg, n, err)
		}
		got := make([]int64, count)
		for k := range got {
			got[k] = int64(start + k*step)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("%v on length %d: %v, want %v", rg, n, got, want)
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
