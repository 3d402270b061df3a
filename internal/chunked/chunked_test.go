package chunked

import (
	"slices"
	"testing"
	"unsafe"
)

// Every chunk is a contiguous range of the flat loop index, the chunks tile
// the loop in order, and each is a rectangle: whole inner axes, rows of the
// cut axis, one index of each outer axis.
func TestGeomTiles(t *testing.T) {
	for _, c := range []struct {
		shape []int
		chunk int
	}{
		{[]int{10}, 3}, {[]int{10}, 100}, {[]int{4, 5}, 7}, {[]int{4, 5}, 5}, {[]int{3, 4, 5}, 12},
		{[]int{3, 4, 5}, 1}, {[]int{2, 3, 4, 5}, 25}, {[]int{7, 1, 3}, 4},
	} {
		g := NewGeom(c.shape, c.chunk)
		size := 1
		for _, e := range c.shape {
			size *= e
		}
		next := 0
		idx := make([]int, len(c.shape))
		for k := range g.N {
			start, rows, lo, hi := g.At(k, idx)
			if lo != next || hi <= lo || hi-lo != rows*g.Inner {
				t.Fatalf("%v by %d: chunk %d is [%d, %d) with %d rows, want to start at %d", c.shape, c.chunk, k, lo, hi, rows, next)
			}
			if hi-lo > max(c.chunk, c.shape[len(c.shape)-1]) {
				t.Errorf("%v by %d: chunk %d has %d indices", c.shape, c.chunk, k, hi-lo)
			}
			// The flat index of (idx[:D], start, 0…) is lo.
			flat := 0
			for a := range g.D {
				flat = flat*c.shape[a] + idx[a]
			}
			if flat = (flat*c.shape[g.D] + start) * g.Inner; flat != lo {
				t.Errorf("%v by %d: chunk %d starts at flat %d, its index says %d", c.shape, c.chunk, k, lo, flat)
			}
			next = hi
		}
		if next != size {
			t.Errorf("%v by %d: chunks end at %d of %d", c.shape, c.chunk, next, size)
		}
	}
}

// CopyView gathers a strided view into a dense C-ordered buffer and
// scatters it back, for element sizes with and without a typed path.
func TestCopyViewRoundTrip(t *testing.T) {
	for _, es := range []int{1, 2, 4, 8, 16} {
		base := make([]byte, 4096)
		for i := range base {
			base[i] = byte(i * 7)
		}
		shape, strides := []int{3, 1, 4, 5}, []int{60, 7, 12, 2} // elements; axis 1 is a size-1 axis
		n := 3 * 4 * 5
		dense := make([]byte, n*es)
		CopyView(unsafe.Pointer(&base[0]), unsafe.Pointer(&dense[0]), es, shape, strides, true)
		want := make([]byte, 0, n*es)
		for i := range 3 {
			for j := range 4 {
				for k := range 5 {
					off := (i*60 + j*12 + k*2) * es
					want = append(want, base[off:off+es]...)
				}
			}
		}
		if !slices.Equal(dense, want) {
			t.Fatalf("es=%d: gather differs", es)
		}
		for i := range dense {
			dense[i] ^= 0xff
		}
		CopyView(unsafe.Pointer(&base[0]), unsafe.Pointer(&dense[0]), es, shape, strides, false)
		got := make([]byte, n*es)
		CopyView(unsafe.Pointer(&base[0]), unsafe.Pointer(&got[0]), es, shape, strides, true)
		if !slices.Equal(got, dense) {
			t.Fatalf("es=%d: scatter then gather differs", es)
		}
	}
}
