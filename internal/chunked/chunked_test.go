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

// Copy on several goroutines gathers and scatters exactly what CopyView
// does on one, whatever the share boundaries cut (inside elements,
// between views, inside rows of strided views), and reports the bytes of
// every share.
func TestCopyShares(t *testing.T) {
	type vdef struct {
		es             int
		shape, strides []int
	}
	for _, c := range []struct {
		views   []vdef
		workers int
	}{
		{[]vdef{{4, []int{1 << 16}, []int{1}}}, 4},
		{[]vdef{{4, []int{40000}, []int{1}}, {4, []int{40000}, []int{1}}, {8, []int{30000}, []int{1}}}, 7},
		{[]vdef{{3, []int{50000}, []int{2}}, {16, []int{100, 70}, []int{140, 2}}}, 5},
		{[]vdef{{8, []int{9, 1, 40, 50}, []int{4000, 3, 100, 2}}}, 16},
		{[]vdef{{2, []int{70000}, []int{1}}}, 1},
		{[]vdef{{1, []int{100}, []int{1}}}, 8}, // under MinPart: one share
	} {
		var views, ref []View
		total := 0
		for i, d := range c.views {
			span := 1
			for a := range d.shape {
				span += (d.shape[a] - 1) * d.strides[a]
			}
			n := 1
			for _, e := range d.shape {
				n *= e
			}
			base := make([]byte, span*d.es)
			for j := range base {
				base[j] = byte(j*13 + i)
			}
			views = append(views, View{unsafe.Pointer(&base[0]), unsafe.Pointer(&make([]byte, n*d.es)[0]), d.es, d.shape, d.strides})
			ref = append(ref, View{unsafe.Pointer(&base[0]), unsafe.Pointer(&make([]byte, n*d.es)[0]), d.es, d.shape, d.strides})
			total += n * d.es
		}
		parts := Copy(views, true, c.workers, nil)
		sum := 0
		for _, p := range parts {
			sum += p
		}
		if want := max(1, min(c.workers, total/MinPart)); len(parts) != want || sum != total {
			t.Fatalf("%v: shares %v (sum %d), want %d shares of %d bytes", c.views, parts, sum, want, total)
		}
		for i, v := range ref {
			CopyView(v.Base, v.Dense, v.ES, v.Shape, v.Strides, true)
			size := 1
			for _, e := range v.Shape {
				size *= e
			}
			got, want := unsafe.Slice((*byte)(views[i].Dense), size*v.ES), unsafe.Slice((*byte)(v.Dense), size*v.ES)
			if !slices.Equal(got, want) {
				t.Fatalf("%v with %d workers: view %d gathers differently", c.views, c.workers, i)
			}
			// Scatter changed bytes back: every element of the view must
			// take them.
			for j := range got {
				got[j] ^= 0x5a
				want[j] ^= 0x5a
			}
		}
		Copy(views, false, c.workers, parts)
		for i, v := range ref {
			CopyView(v.Base, v.Dense, v.ES, v.Shape, v.Strides, true)
			size := 1
			for _, e := range v.Shape {
				size *= e
			}
			got, want := unsafe.Slice((*byte)(v.Dense), size*v.ES), unsafe.Slice((*byte)(views[i].Dense), size*v.ES)
			if !slices.Equal(got, want) {
				t.Fatalf("%v with %d workers: view %d scatters differently", c.views, c.workers, i)
			}
		}
	}
}

// BenchmarkStage: staging the discriminant's operands (three float32
// inputs gathered, one output scattered) through one 8 MiB chunk buffer,
// chunk after chunk over 64 MiB arrays (more than the caches hold, like
// a call on big pageable arrays), the default way (GOMAXPROCS goroutines)
// against one goroutine, in the same run.
func BenchmarkStage(b *testing.B) {
	const n, chunk = 16 << 20, 512 << 10 // float32 elements per operand, per chunk
	ops := make([][]float32, 4)
	for k := range ops {
		ops[k] = make([]float32, n)
		for i := range ops[k] {
			ops[k][i] = float32(i + k)
		}
	}
	stage := make([]float32, 4*chunk)
	for _, bc := range []struct {
		name    string
		workers int
	}{{"one-goroutine", 1}, {"gomaxprocs", Workers()}} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(16 * n)
			var parts []int
			views := make([]View, 3)
			for b.Loop() {
				for lo := 0; lo < n; lo += chunk {
					for k := range views {
						views[k] = View{unsafe.Pointer(&ops[k][lo]), unsafe.Pointer(&stage[k*chunk]), 4, []int{chunk}, []int{1}}
					}
					parts = Copy(views, true, bc.workers, parts)
					out := View{unsafe.Pointer(&ops[3][lo]), unsafe.Pointer(&stage[3*chunk]), 4, []int{chunk}, []int{1}}
					parts = Copy([]View{out}, false, bc.workers, parts)
				}
			}
		})
	}
}
