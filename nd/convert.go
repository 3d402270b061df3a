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
// reduced float they run half's bulk conversions on each contiguous run,
// and between two reduced floats a bulk widening to float32 and a bulk
// narrowing, a block at a time.
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
// pair, a widening to float32 and a narrowing from it between two reduced
// floats, else an element loop.
func bulkConverter[U, T Elem]() func(dst []U, src []T) {
	if _, same := any(*new(U)).(T); same {
		return func(dst []U, src []T) { copy(dst, unsafe.Slice((*U)(unsafe.Pointer(unsafe.SliceData(src))), len(src))) }
	}
	var f any
	switch any(*new(U)).(type) {
	case float32:
		f = widen32[T]()
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
	}
	switch any(*new(T)).(type) {
	case float32:
		f = narrow32[U]()
	case float64:
		switch any(*new(U)).(type) {
		case half.Float16:
			f = half.Float64sToFloat16s
		case half.BFloat16:
			f = half.Float64sToBFloat16s
		case half.Float8E4M3:
			f = half.Float64sToFloat8E4M3s
		case half.Float8E5M2:
			f = half.Float64sToFloat8E5M2s
		}
	}
	// A typed nil (widen32 or narrow32 for a type they do not convert)
	// still asserts, hence the nil test.
	if g, ok := f.(func([]U, []T) int); ok && g != nil {
		return func(dst []U, src []T) { g(dst, src) }
	}
	if w, n := widen32[T](), narrow32[U](); w != nil && n != nil {
		return viaFloat32(n, w)
	}
	return func(dst []U, src []T) {
		for i, v := range src {
			dst[i] = convert[U](v)
		}
	}
}

// widen32 returns package half's bulk widening of a reduced float T to
// float32, nil for any other T.
func widen32[T Elem]() func([]float32, []T) int {
	var f any
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
	g, _ := f.(func([]float32, []T) int)
	return g
}

// narrow32 returns package half's bulk narrowing of float32 to a reduced
// float U, nil for any other U.
func narrow32[U Elem]() func([]U, []float32) int {
	var f any
	switch any(*new(U)).(type) {
	case half.Float16:
		f = half.Float32sToFloat16s
	case half.BFloat16:
		f = half.Float32sToBFloat16s
	case half.Float8E4M3:
		f = half.Float32sToFloat8E4M3s
	case half.Float8E5M2:
		f = half.Float32sToFloat8E5M2s
	}
	g, _ := f.(func([]U, []float32) int)
	return g
}

// viaBlock is the number of float32s viaFloat32 stages at a time: 16 KiB,
// so a block stays in L1 between its widening and its narrowing.
const viaBlock = 4096

// viaFloat32 converts between two reduced floats a block at a time: widened
// exactly to float32 (which holds every value of each), then narrowed with
// one rounding, which is the direct conversion's single rounding of the
// same value.
func viaFloat32[U, T Elem](narrow func([]U, []float32) int, widen func([]float32, []T) int) func(dst []U, src []T) {
	var buf []float32
	return func(dst []U, src []T) {
		if len(buf) < min(len(src), viaBlock) {
			buf = make([]float32, min(len(src), viaBlock))
		}
		for i := 0; i < len(src); i += len(buf) {
			b := buf[:min(len(buf), len(src)-i)]
			widen(b, src[i:i+len(b)])
			narrow(dst[i:i+len(b)], b)
		}
	}
}
