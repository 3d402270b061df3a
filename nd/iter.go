package nd

import (
	"iter"

	"github.com/kernlab/kern/half"
)

// rows2 walks two arrays of the same shape in C order and calls fn with the
// offsets of the first element of every innermost row; the caller steps
// along the row itself. It calls fn once for a 0-d array and never for an
// empty one.
func rows2(shape, sa, sb []int, oa, ob int, fn func(oa, ob int)) {
	if shapeSize(shape) == 0 {
		return
	}
	nd := len(shape)
	if nd <= 1 {
		fn(oa, ob)
		return
	}
	idx := make([]int, nd-1)
	for {
		fn(oa, ob)
		k := nd - 2
		for ; k >= 0; k-- {
			idx[k]++
			oa += sa[k]
			ob += sb[k]
			if idx[k] < shape[k] {
				break
			}
			oa -= sa[k] * shape[k]
			ob -= sb[k] * shape[k]
			idx[k] = 0
		}
		if k < 0 {
			return
		}
	}
}

// inner returns the length and stride of the innermost row.
func inner(shape, strides []int) (n, s int) {
	if len(shape) == 0 {
		return 1, 0
	}
	return shape[len(shape)-1], strides[len(shape)-1]
}

// Visit calls fn with a pointer to every element in C order; fn may read or
// write the element. It is the fast way to touch every element of a strided
// array.
func (a Array[T]) Visit(fn func(p *T)) {
	a = a.norm()
	n, s := inner(a.shape, a.strides)
	rows2(a.shape, a.strides, a.strides, a.offset, a.offset, func(o, _ int) {
		for i := 0; i < n; i++ {
			fn(&a.data[o+i*s])
		}
	})
}

// Values iterates over the elements in C order.
func (a Array[T]) Values() iter.Seq[T] {
	return func(yield func(T) bool) {
		a = a.norm()
		n, s := inner(a.shape, a.strides)
		stop := false
		rows2(a.shape, a.strides, a.strides, a.offset, a.offset, func(o, _ int) {
			for i := 0; i < n && !stop; i++ {
				if !yield(a.data[o+i*s]) {
					stop = true
				}
			}
		})
	}
}

// Elems iterates over (index tuple, element) pairs in C order. The index
// slice is reused between iterations: copy it to keep it.
func (a Array[T]) Elems() iter.Seq2[[]int, T] {
	return func(yield func([]int, T) bool) {
		a = a.norm()
		if a.Size() == 0 {
			return
		}
		idx := make([]int, len(a.shape))
		off := a.offset
		for {
			if !yield(idx, a.data[off]) {
				return
			}
			k := len(idx) - 1
			for ; k >= 0; k-- {
				idx[k]++
				off += a.strides[k]
				if idx[k] < a.shape[k] {
					break
				}
				off -= a.strides[k] * a.shape[k]
				idx[k] = 0
			}
			if k < 0 {
				return
			}
		}
	}
}

// ToSlice returns a new slice with the elements in C order.
func (a Array[T]) ToSlice() []T {
	out := make([]T, 0, a.Size())
	a.Visit(func(p *T) { out = append(out, *p) })
	return out
}

// Fill sets every element to v.
func (a Array[T]) Fill(v T) { a.Visit(func(p *T) { *p = v }) }

// Apply replaces every element x with f(x).
func (a Array[T]) Apply(f func(T) T) { a.Visit(func(p *T) { *p = f(*p) }) }

// Copy returns a new array with the same elements laid out contiguously in
// order o (nd.C or nd.F; anything else is treated as C).
func (a Array[T]) Copy(o Order) Array[T] {
	a = a.norm()
	if o != F {
		o = C
	}
	out, _ := ZerosOrder[T](o, a.shape...) // shape is already valid
	copyInto(out, a)
	return out
}

// copyInto copies src into dst; the shapes must be equal and the memory
// must not overlap.
func copyInto[T Elem](dst, src Array[T]) {
	if d, ok := dst.Contiguous(); ok {
		if s, ok2 := src.Contiguous(); ok2 && dst.IsCContiguous() == src.IsCContiguous() &&
			dst.IsFContiguous() == src.IsFContiguous() {
			copy(d, s)
			return
		}
	}
	n, sd := inner(dst.shape, dst.strides)
	_, ss := inner(src.shape, src.strides)
	rows2(dst.shape, dst.strides, src.strides, dst.offset, src.offset, func(od, os int) {
		if sd == 1 && ss == 1 {
			copy(dst.data[od:od+n], src.data[os:os+n])
			return
		}
		for i := 0; i < n; i++ {
			dst.data[od+i*sd] = src.data[os+i*ss]
		}
	})
}

// Assign copies src into a, broadcasting src to a's shape (NumPy's
// a[...] = src). It is safe when src and a share memory.
func (a Array[T]) Assign(src Array[T]) error {
	a, src = a.norm(), src.norm()
	b, err := src.BroadcastTo(a.shape...)
	if err != nil {
		return err
	}
	if a.SharesMemory(b) {
		b = b.Copy(C)
	}
	copyInto(a, b)
	return nil
}

// convert converts one element, keeping integers exact.
func convert[U, T Elem](v T) U {
	switch x := any(v).(type) {
	case bool:
		if x {
			return fromInt64[U](1)
		}
		return fromInt64[U](0)
	case int8:
		return fromInt64[U](int64(x))
	case int16:
		return fromInt64[U](int64(x))
	case int32:
		return fromInt64[U](int64(x))
	case int64:
		return fromInt64[U](x)
	case uint8:
		return fromInt64[U](int64(x))
	case uint16:
		return fromInt64[U](int64(x))
	case uint32:
		return fromInt64[U](int64(x))
	case uint64:
		return fromUint64[U](x)
	case complex64:
		return fromComplex[U](complex128(x))
	case complex128:
		return fromComplex[U](x)
	case half.Float16:
		return fromFloat32[U](x.Float32())
	case half.BFloat16:
		return fromFloat32[U](x.Float32())
	case half.Float8E4M3:
		return fromFloat32[U](x.Float32())
	case half.Float8E5M2:
		return fromFloat32[U](x.Float32())
	}
	return fromFloat64[U](toFloat64(v))
}

// fromFloat32 converts a widened reduced float: to float32 as it is, so a
// signalling NaN's bits survive as the Float32 methods give them, and to
// anything else through its exact float64 value.
func fromFloat32[U Elem](f float32) U {
	if _, ok := any(*new(U)).(float32); ok {
		return any(f).(U)
	}
	return fromFloat64[U](float64(f))
}

// fromComplex converts a complex value: to complex64 or complex128 part by
// part, to other types from the real part (as NumPy's cast does, which
// drops the imaginary part).
func fromComplex[U Elem](c complex128) U {
	var z U
	switch any(z).(type) {
	case complex64:
		return any(complex64(c)).(U)
	case complex128:
		return any(c).(U)
	case bool:
		return any(c != 0).(U)
	}
	return fromFloat64[U](real(c))
}
