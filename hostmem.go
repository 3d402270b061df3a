package kern

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/errs"
	"github.com/kernlab/kern/nd"
)

// Pinned is a host n-d array in page-locked memory from Device.AllocHost:
// the fast, truly asynchronous source and target of stream copies. It
// embeds the nd.Array, so p.Fill, p.Set, p.Slice… work on it directly and
// p.Array passes it to ToDevice or CopyInto.
//
// Pinned memory is not Go memory on a GPU device: Close it when done. Close
// empties the embedded Array; a closed Pinned given to a call or launch is
// an error wrapping ErrFreed, but copies of its Array made earlier must not
// be used afterwards (nothing can check them). There is no garbage-collector safety net here, because a
// copied nd.Array can outlive the Pinned value that owns its memory.
type Pinned[T nd.Elem] struct {
	nd.Array[T]
	dev *Device

	mu     sync.Mutex
	p      unsafe.Pointer // nil for an empty array or once closed
	res    bool           // whether p must still be released
	closed atomic.Bool
}

// PinnedArray allocates a zeroed page-locked host array of the given shape
// in C order: cuda.pinned_array(shape, dtype).
func PinnedArray[T nd.Elem](dev *Device, shape ...int) (*Pinned[T], error) {
	return pinned[T](dev, nd.C, shape)
}

// PinnedArrayLike allocates a page-locked array with like's shape and
// layout order (its elements are not copied): cuda.pinned_array_like.
func PinnedArrayLike[T nd.Elem](dev *Device, like nd.Array[T]) (*Pinned[T], error) {
	return pinned[T](dev, layoutOrder(like.IsFContiguous(), like.IsCContiguous()), like.Shape())
}

// CoarseGrainArray is ROC's roc.coarsegrain_array(shape, dtype): host
// memory the device reaches without fine-grained coherence, which is what
// asynchronous copies need. On every kern backend that is the same memory
// as PinnedArray (hipHostMalloc's default), so it is PinnedArray.
func CoarseGrainArray[T nd.Elem](dev *Device, shape ...int) (*Pinned[T], error) {
	return PinnedArray[T](dev, shape...)
}

func pinned[T nd.Elem](dev *Device, o nd.Order, shape []int) (*Pinned[T], error) {
	if dev == nil || dev.drv == nil {
		return nil, errNoDevice("PinnedArray")
	}
	l, err := nd.ContiguousLayout(o, shape...)
	if err != nil {
		return nil, fmt.Errorf("kern: PinnedArray: %w", err)
	}
	n := l.Size()
	if n > (1<<62)/elemSize[T]() {
		return nil, fmt.Errorf("kern: PinnedArray: invalid shape %s: %w", nd.ShapeString(shape), nd.ErrShape)
	}
	pa := &Pinned[T]{dev: dev}
	var data []T
	if err := dev.notCapturing("PinnedArray"); err != nil {
		return nil, err
	}
	if n > 0 {
		p, err := dev.drv.AllocHost(n * elemSize[T]())
		if err != nil {
			return nil, fmt.Errorf("kern: PinnedArray%s on %v: %w", nd.ShapeString(shape), dev, err)
		}
		pa.p, pa.res = p, true
		data = unsafe.Slice((*T)(p), n)
		clear(data) // cuMemHostAlloc does not zero
	}
	a, err := nd.WrapOrder(o, data, shape...)
	if err != nil {
		_ = pa.Close()
		return nil, err
	}
	pa.Array = a
	return pa, nil
}

// Close frees the page-locked memory and empties the array. It is
// idempotent.
func (p *Pinned[T]) Close() error {
	if p == nil {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed.Store(true)
	p.Array = nd.Array[T]{}
	if !p.res {
		return nil
	}
	p.res = false
	ptr := p.p
	p.p = nil
	if err := p.dev.drv.FreeHost(ptr); err != nil {
		return fmt.Errorf("kern: freeing pinned memory: %w", err)
	}
	return nil
}

// Free is Close, under the name the device arrays use.
func (p *Pinned[T]) Free() error { return p.Close() }

// live fails for a nil or closed Pinned. Close empties the embedded Array,
// so without this check a closed Pinned passed to a call would be taken
// for an empty array and the call would quietly do nothing.
func (p *Pinned[T]) live() error {
	if p == nil {
		return fmt.Errorf("a nil *kern.Pinned[%v]: %w", nd.DTypeOf[T](), ErrArgument)
	}
	if p.closed.Load() {
		return fmt.Errorf("a *kern.Pinned[%v] after Close (its page-locked memory is freed): %w", nd.DTypeOf[T](), ErrFreed)
	}
	return nil
}

// HostPinning is a set of host arrays page-locked by PinHost. Close
// unregisters them: `defer reg.Close()` is the Go form of
// `with roc.register(a, b):`.
type HostPinning struct {
	dev *Device

	mu   sync.Mutex
	ptrs []unsafe.Pointer
	keep []any // the arrays, alive while registered
}

// PinHost page-locks the memory of existing host arrays (cuda.register,
// roc.register), which makes copies from and to them faster and lets them
// be asynchronous. Each argument is an nd.Array[T] or a []T of any element
// type; an array's whole span is registered, and empty arrays are skipped.
// Registering memory that is already registered fails, leaving nothing of
// this call registered.
func PinHost(dev *Device, arrays ...any) (*HostPinning, error) {
	if dev == nil || dev.drv == nil {
		return nil, errNoDevice("PinHost")
	}
	if err := dev.notCapturing("PinHost"); err != nil {
		return nil, err
	}
	r := &HostPinning{dev: dev}
	for i, a := range arrays {
		p, n, err := hostSpan(a)
		if err != nil {
			_ = r.Close()
			return nil, errs.Wrapf(err, "kern: PinHost: argument %d", i+1)
		}
		if n == 0 {
			continue
		}
		if err := dev.drv.Register(p, n); err != nil {
			_ = r.Close()
			return nil, fmt.Errorf("kern: PinHost: argument %d (%d bytes at %p): %w", i+1, n, p, err)
		}
		r.ptrs = append(r.ptrs, p)
		r.keep = append(r.keep, a)
	}
	return r, nil
}

// Close unregisters every array (roc.deregister). It is idempotent.
func (r *HostPinning) Close() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	var errs []error
	for _, p := range r.ptrs {
		if err := r.dev.drv.Unregister(p); err != nil {
			errs = append(errs, err)
		}
	}
	r.ptrs, r.keep = nil, nil
	return errors.Join(errs...)
}

// hostSpan is the first byte and the length of the memory an array spans.
func hostSpan(a any) (unsafe.Pointer, int, error) {
	switch v := a.(type) {
	case nd.Array[bool]:
		return arraySpan(v)
	case nd.Array[int8]:
		return arraySpan(v)
	case nd.Array[int16]:
		return arraySpan(v)
	case nd.Array[int32]:
		return arraySpan(v)
	case nd.Array[int64]:
		return arraySpan(v)
	case nd.Array[uint8]:
		return arraySpan(v)
	case nd.Array[uint16]:
		return arraySpan(v)
	case nd.Array[uint32]:
		return arraySpan(v)
	case nd.Array[uint64]:
		return arraySpan(v)
	case nd.Array[float32]:
		return arraySpan(v)
	case nd.Array[float64]:
		return arraySpan(v)
	case nd.Array[complex64]:
		return arraySpan(v)
	case nd.Array[complex128]:
		return arraySpan(v)
	case nd.Array[half.Float16]:
		return arraySpan(v)
	case nd.Array[half.BFloat16]:
		return arraySpan(v)
	case nd.Array[half.Float8E4M3]:
		return arraySpan(v)
	case nd.Array[half.Float8E5M2]:
		return arraySpan(v)
	case []bool:
		return sliceSpan(v)
	case []int8:
		return sliceSpan(v)
	case []int16:
		return sliceSpan(v)
	case []int32:
		return sliceSpan(v)
	case []int64:
		return sliceSpan(v)
	case []uint8:
		return sliceSpan(v)
	case []uint16:
		return sliceSpan(v)
	case []uint32:
		return sliceSpan(v)
	case []uint64:
		return sliceSpan(v)
	case []float32:
		return sliceSpan(v)
	case []float64:
		return sliceSpan(v)
	case []complex64:
		return sliceSpan(v)
	case []complex128:
		return sliceSpan(v)
	case []half.Float16:
		return sliceSpan(v)
	case []half.BFloat16:
		return sliceSpan(v)
	case []half.Float8E4M3:
		return sliceSpan(v)
	case []half.Float8E5M2:
		return sliceSpan(v)
	}
	return nil, 0, fmt.Errorf("%T is not an nd.Array or a slice of an nd element type: %w", a, nd.ErrDType)
}

func arraySpan[T nd.Elem](a nd.Array[T]) (unsafe.Pointer, int, error) {
	lo, hi := extent(a.Shape(), a.Strides())
	if lo > hi {
		return nil, 0, nil
	}
	data, off := a.Raw()
	return unsafe.Pointer(&data[off+lo]), (hi - lo + 1) * elemSize[T](), nil
}

func sliceSpan[T nd.Elem](s []T) (unsafe.Pointer, int, error) {
	if len(s) == 0 {
		return nil, 0, nil
	}
	return unsafe.Pointer(&s[0]), len(s) * elemSize[T](), nil
}
