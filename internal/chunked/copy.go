package chunked

import (
	"unsafe"

	"github.com/kernlab/kern/abi"
)

// maxDims bounds the axes of a view CopyView merges: an element-wise
// operand's rank, a gufunc's loop axes and its core axes.
const maxDims = abi.MaxRank + abi.MaxLoopRank + 4

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

// CopyView copies the elements of a host view (base at element 0, shape,
// strides in elements, es bytes each) to (gather) or from a dense C-ordered
// buffer. Runs along the innermost axis with stride 1 are single copies.
func CopyView(base, dense unsafe.Pointer, es int, shape, strides []int, gather bool) {
	// Merge axes that are contiguous with their inner neighbour.
	var sh, st [maxDims]int
	r := 0
	for a := range shape {
		if shape[a] == 1 {
			continue
		}
		if r > 0 && st[r-1] == strides[a]*shape[a] {
			sh[r-1] *= shape[a]
			st[r-1] = strides[a]
			continue
		}
		sh[r], st[r] = shape[a], strides[a]
		r++
	}
	if r == 0 {
		sh[0], st[0], r = 1, 1, 1
	}
	inner, istride := sh[r-1], st[r-1]
	var idx [len(sh)]int
	pos := 0 // bytes of dense done
	for {
		out := unsafe.Add(dense, pos)
		off := 0
		for a := range r - 1 {
			off += idx[a] * st[a]
		}
		src := unsafe.Add(base, off*es)
		if istride == 1 {
			h := unsafe.Slice((*byte)(src), inner*es)
			dn := unsafe.Slice((*byte)(out), inner*es)
			if gather {
				copy(dn, h)
			} else {
				copy(h, dn)
			}
		} else {
			copyStrided(src, out, es, inner, istride, gather)
		}
		pos += inner * es
		a := r - 2
		for ; a >= 0; a-- {
			idx[a]++
			if idx[a] < sh[a] {
				break
			}
			idx[a] = 0
		}
		if a < 0 {
			return
		}
	}
}

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
