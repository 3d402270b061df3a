package nd

import (
	"fmt"
	"unsafe"

	"github.com/kernlab/kern/half"
)

// AsType returns a C-ordered copy of a converted element by element with
// Go's conversion rules (bool converts to and from 0/1, non-zero is true).
// Conversions to and from the reduced floats go by value and round once,
// to nearest even, as package half's do; between float32 or float64 and a
// reduced float they run half's bulk conversions on each contiguous run.
func AsType[U, T Elem](a Array[T]) Array[U] {
	a = a.norm()
	out, _ := Zeros[U](a.shape...)
	convertInto(out, a)
	return out
}

// AsTypeInto converts src into dst element by element as AsType does,
// broadcasting src to dst's shape (NumPy's dst[...] = src with a cast). It
// is safe when the two share memory.
func AsTypeInto[U, T Elem](dst Array[U], src Array[T]) error {
	dst, src = dst.norm(), src.norm()
	b, err := src.BroadcastTo(dst.shape...)
	if err != nil {
		return fmt.Errorf("AsTypeInto: %w", err)
	}
	if overlap(dst, b) {
		b = b.Copy(C)
	}
	convertInto(dst, b)
	return nil
}

// overlap reports whether the backing slices of a and b share memory.
func overlap[U, T Elem](a Array[U], b Array[T]) bool {
	if cap(a.data) == 0 || cap(b.data) == 0 {
		return false
	}
	pa := uintptr(unsafe.Pointer(unsafe.SliceData(a.data)))
	pb := uintptr(unsafe.Pointer(unsafe.SliceData(b.data)))
	ea := pa + uintptr(len(a.data))*unsafe.Sizeof(*new(U))
	eb := pb + uintptr(len(b.data))*unsafe.Sizeof(*new(T))
	return pa < eb && pb < ea
}

// convertInto converts src into dst (same shape, no shared memory): one
// bulk run when both are contiguous in the same order, else row by row,
// with the bulk conversion on rows that are contiguous in both.
func convertInto[U, T Elem](dst Array[U], src Array[T]) {
	bulk := bulkConverter[U, T]()
	if d, ok := dst.Contiguous(); ok {
		if s, ok2 := src.Contiguous(); ok2 && dst.IsCContiguous() == src.IsCContiguous() &&
			dst.IsFContiguous() == src.IsFContiguous() {
			bulk(d, s)
			return
		}
	}
	n, sd := inner(dst.shape, dst.strides)
	_, ss := inner(src.shape, src.strides)
	// Strided rows go through the bulk conversion too, a chunk at a time:
	// gathered into ts, converted into us, scattered.
	var ts []T
	var us []U
	if sd != 1 || ss != 1 {
		ts, us = make([]T, min(n, 1024)), make([]U, min(n, 1024))
	}
	rows2(dst.shape, dst.strides, src.strides, dst.offset, src.offset, func(od, os int) {
		if sd == 1 && ss == 1 {
			bulk(dst.data[od:od+n], src.data[os:os+n])
			return
		}
		for j := 0; j < n; j += len(ts) {
			m := min(len(ts), n-j)
			for i := range m {
				ts[i] = src.data[os+(j+i)*ss]
			}
			bulk(us[:m], ts[:m])
			for i, u := range us[:m] {
				dst.data[od+(j+i)*sd] = u
			}
		}
	})
}

// bulkConverter returns the function converting a []T to a []U of the
// same length: package half's bulk conversion when there is one for the
// pair, else an element loop.
func bulkConverter[U, T Elem]() func(dst []U, src []T) {
	var f any
	switch any(*new(U)).(type) {
	case float32:
		switch any(*new(T)).(type) {
		case half.Float16:
			f = half.Float16sToFloat32s
		case half.BFloat16:
			f = half.BFloat16sToFloat32s
		case half.Float8E4M3:
			f = half.Float8E4M3sToFloat32s
		case half.Float8E5M2:
			f = half.Float8E5M2sToFloat32s
		}
	case float64:
		switch any(*new(T)).(type) {
		case half.Float16:
			f = half.Float16sToFloat64s
		case half.BFloat16:
			f = half.BFloat16sToFloat64s
		case half.Float8E4M3:
			f = half.Float8E4M3sToFloat64s
		case half.Float8E5M2:
			f = half.Float8E5M2sToFloat64s
		}
	case half.Float16:
		switch any(*new(T)).(type) {
		case float32:
			f = half.Float32sToFloat16s
		case float64:
			f = half.Float64sToFloat16s
		}
	case half.BFloat16:
		switch any(*new(T)).(type) {
		case float32:
			f = half.Float32sToBFloat16s
		case float64:
			f = half.Float64sToBFloat16s
		}
	case half.Float8E4M3:
		switch any(*new(T)).(type) {
		case float32:
			f = half.Float32sToFloat8E4M3s
		case float64:
			f = half.Float64sToFloat8E4M3s
		}
	case half.Float8E5M2:
		switch any(*new(T)).(type) {
		case float32:
			f = half.Float32sToFloat8E5M2s
		case float64:
			f = half.Float64sToFloat8E5M2s
		}
	}
	if g, ok := f.(func([]U, []T) int); ok {
		return func(dst []U, src []T) { g(dst, src) }
	}
	if _, same := any(*new(U)).(T); same {
		return func(dst []U, src []T) { copy(dst, unsafe.Slice((*U)(unsafe.Pointer(unsafe.SliceData(src))), len(src))) }
	}
	return func(dst []U, src []T) {
		for i, v := range src {
			dst[i] = convert[U](v)
		}
	}
}
