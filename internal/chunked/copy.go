package chunked

import (
	"runtime"
	"sync"
	"unsafe"

	"github.com/kernlab/kern/abi"
)

// maxDims bounds the axes of a view CopyView merges: an element-wise
// operand's rank, a gufunc's loop axes and its core axes.
const maxDims = abi.MaxRank + abi.MaxLoopRank + 4

// MinPart is the fewest bytes a staging copy gives one goroutine: below
// it starting the goroutine costs more than the copy it takes off.
const MinPart = 64 << 10

// AlignUp rounds n up to a multiple of BufAlign.
func AlignUp(n int) int { return (n + BufAlign - 1) &^ (BufAlign - 1) }

// DenseStrides fills st with the C-order strides (elements) of shape.
func DenseStrides(shape, st []int) {
	s := 1
	for a := len(shape) - 1; a >= 0; a-- {
		st[a] = s
		s *= shape[a]
	}
}

// View is a host view (Base at element 0, Shape, Strides in elements, ES
// bytes each) and the dense C-ordered buffer at Dense that it is gathered
// into or scattered from.
type View struct {
	Base, Dense    unsafe.Pointer
	ES             int
	Shape, Strides []int
}

// CopyView copies the elements of a host view (base at element 0, shape,
// strides in elements, es bytes each) to (gather) or from a dense C-ordered
// buffer. Runs along the innermost axis with stride 1 are single copies.
func CopyView(base, dense unsafe.Pointer, es int, shape, strides []int, gather bool) {
	m := mergeView(View{base, dense, es, shape, strides})
	m.copyRange(0, m.n, gather)
}

// Copy gathers (or scatters) every view on up to workers goroutines (the
// calling one among them), each taking a contiguous share of the views'
// dense bytes, at least MinPart of them. It returns the bytes each
// goroutine copied, in parts (reused).
func Copy(views []View, gather bool, workers int, parts []int) []int {
	var ms [4]merged
	mv := ms[:0]
	total := 0
	for _, v := range views {
		m := mergeView(v)
		total += m.n * m.es
		mv = append(mv, m)
	}
	w := max(1, min(workers, total/MinPart))
	parts = parts[:0]
	if w == 1 {
		for i := range mv {
			mv[i].copyRange(0, mv[i].n, gather)
		}
		return append(parts, total)
	}
	// Share boundaries fall on 64-byte multiples of the concatenated dense
	// bytes, so that two goroutines rarely write one cache line.
	bound := func(k int) int {
		if k == w {
			return total
		}
		return total / w * k &^ 63
	}
	var wg sync.WaitGroup
	for k := 1; k < w; k++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			copyShare(mv, bound(k), bound(k+1), gather)
		}()
	}
	copyShare(mv, 0, bound(1), gather)
	wg.Wait()
	for k := range w {
		parts = append(parts, bound(k+1)-bound(k))
	}
	return parts
}

// copyShare copies the elements in the bytes [lo, hi) of the views'
// concatenated dense buffers: a boundary inside an element moves to the
// element's start, the same for the shares on both sides of it.
func copyShare(mv []merged, lo, hi int, gather bool) {
	at := 0
	for i := range mv {
		m := &mv[i]
		size := m.n * m.es
		a, b := min(max(lo-at, 0), size), min(max(hi-at, 0), size)
		m.copyRange(a/m.es, b/m.es, gather)
		at += size
	}
}

// merged is a view with the axes that are contiguous with their inner
// neighbour merged.
type merged struct {
	base, dense unsafe.Pointer
	es, n, r    int
	sh, st      [maxDims]int
}

func mergeView(v View) merged {
	m := merged{base: v.Base, dense: v.Dense, es: v.ES, n: 1}
	for a := range v.Shape {
		m.n *= v.Shape[a]
		if v.Shape[a] == 1 {
			continue
		}
		if m.r > 0 && m.st[m.r-1] == v.Strides[a]*v.Shape[a] {
			m.sh[m.r-1] *= v.Shape[a]
			m.st[m.r-1] = v.Strides[a]
			continue
		}
		m.sh[m.r], m.st[m.r] = v.Shape[a], v.Strides[a]
		m.r++
	}
	if m.r == 0 {
		m.sh[0], m.st[0], m.r = 1, 1, 1
	}
	return m
}

// copyRange copies the view's elements [e0, e1) in dense order.
func (m *merged) copyRange(e0, e1 int, gather bool) {
	if e0 >= e1 {
		return
	}
	r, es := m.r, m.es
	inner, istride := m.sh[r-1], m.st[r-1]
	var idx [maxDims]int
	row, col := e0/inner, e0%inner
	for a := r - 2; a >= 0; a-- {
		idx[a] = row % m.sh[a]
		row /= m.sh[a]
	}
	for pos := e0; pos < e1; {
		n := min(inner-col, e1-pos)
		off := col * istride
		for a := range r - 1 {
			off += idx[a] * m.st[a]
		}
		src, out := unsafe.Add(m.base, off*es), unsafe.Add(m.dense, pos*es)
		if istride == 1 {
			h := unsafe.Slice((*byte)(src), n*es)
			dn := unsafe.Slice((*byte)(out), n*es)
			if gather {
				copy(dn, h)
			} else {
				copy(h, dn)
			}
		} else {
			copyStrided(src, out, es, n, istride, gather)
		}
		pos += n
		col = 0
		for a := r - 2; a >= 0; a-- {
			idx[a]++
			if idx[a] < m.sh[a] {
				break
			}
			idx[a] = 0
		}
	}
}

// Workers is how many goroutines a staging copy may use: GOMAXPROCS.
func Workers() int { return runtime.GOMAXPROCS(0) }

// copyStrided copies n elements at a stride (elements) to or from n
// consecutive ones.
func copyStrided(h, dn unsafe.Pointer, es, n, stride int, gather bool) {
	switch es {
	case 1:
		stridedN[uint8](h, dn, n, stride, gather)
	case 2:
		stridedN[uint16](h, dn, n, stride, gather)
	case 4:
		stridedN[uint32](h, dn, n, stride, gather)
	case 8:
		stridedN[uint64](h, dn, n, stride, gather)
	default:
		for i := range n {
			x := unsafe.Slice((*byte)(unsafe.Add(h, i*stride*es)), es)
			y := unsafe.Slice((*byte)(unsafe.Add(dn, i*es)), es)
			if gather {
				copy(y, x)
			} else {
				copy(x, y)
			}
		}
	}
}

func stridedN[E uint8 | uint16 | uint32 | uint64](h, dn unsafe.Pointer, n, stride int, gather bool) {
	es := int(unsafe.Sizeof(E(0)))
	d := unsafe.Slice((*E)(dn), n)
	if gather {
		for i := range d {
			d[i] = *(*E)(unsafe.Add(h, i*stride*es))
		}
		return
	}
	for i := range d {
		*(*E)(unsafe.Add(h, i*stride*es)) = d[i]
	}
}
