package kern

import (
	"fmt"
	"math"
	"reflect"
	"sync"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
)

// The parameter buffer of a compiled launch. The kernel ABI (package abi,
// docs/gpu-abi.md) flattens every kernel parameter into its scalar and
// pointer leaves: a []T and an ArrayN[T] as abi's Slice* and View* say,
// scalars are themselves and structs and arrays are their leaves in memory
// order; a wrapper kernel's leaves are its abi layout (Contig, ...), and
// each is written at the index the layout gives. Each leaf is one launch
// parameter of its natural size; cuLaunchKernel and hipModuleLaunch
// read it through a pointer. The buffer gives each leaf its own 8-byte slot
// (every leaf is at most 8 bytes, little-endian, at offset 0 of its slot) and
// points params[i] at slot i, so a buffer made once is refilled for every
// launch and nothing is allocated per call.

// paramBuf is one launch's flattened parameters.
type paramBuf struct {
	slots  []uint64
	params []unsafe.Pointer
	n      int // leaves written
}

// newParamBuf makes a buffer for up to n leaves.
func newParamBuf(n int) *paramBuf {
	b := &paramBuf{slots: make([]uint64, n), params: make([]unsafe.Pointer, n)}
	for i := range b.slots {
		b.params[i] = unsafe.Pointer(&b.slots[i])
	}
	return b
}

// reset starts a new launch.
func (b *paramBuf) reset() { b.n = 0 }

// next reserves the next n leaves and returns the index of the first; a
// buffer that is too small grows (the pool then keeps the grown buffer).
func (b *paramBuf) next(n int) int {
	if b.n+n > len(b.slots) {
		nb := newParamBuf(max(2*len(b.slots)+8, b.n+n))
		copy(nb.slots, b.slots[:b.n])
		*b = paramBuf{slots: nb.slots, params: nb.params, n: b.n}
	}
	i := b.n
	b.n += n
	return i
}

// layout starts a launch whose parameters are the n leaves of an abi
// layout, zeroed, written with set at the layout's indices.
func (b *paramBuf) layout(n int) {
	b.reset()
	clear(b.slots[b.next(n):n])
}

// put writes the next leaf's bits.
func (b *paramBuf) put(bits uint64) {
	if b.n < len(b.slots) { // no growth: the launch fast path
		b.slots[b.n] = bits
		b.n++
		return
	}
	b.slots[b.next(1)] = bits
}

// set writes leaf i's bits, i from an abi layout.
func (b *paramBuf) set(i int, bits uint64)     { b.slots[i] = bits }
func (b *paramBuf) setPtr(i int, p driver.Ptr) { b.slots[i] = uint64(p) }
func (b *paramBuf) setInt(i, v int)            { b.slots[i] = uint64(int64(v)) }

// args is the kernelParams array of the launch.
func (b *paramBuf) args() []unsafe.Pointer { return b.params[:b.n] }

// bufPool recycles parameter buffers of one entry point.
type bufPool struct{ p sync.Pool }

func (p *bufPool) get(n int) *paramBuf {
	if b, ok := p.p.Get().(*paramBuf); ok {
		b.reset()
		return b
	}
	return newParamBuf(n)
}

func (p *bufPool) put(b *paramBuf) { p.p.Put(b) }

// putScalar writes the leaves of a by-value parameter: numbers and bools
// as their bits (int and uint are 64-bit, as in kernel Go), arrays and
// structs element by element and field by field.
func (b *paramBuf) putScalar(v reflect.Value) {
	switch v.Kind() {
	case reflect.Bool:
		if v.Bool() {
			b.put(1)
		} else {
			b.put(0)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		// Sign-extended in the slot; the kernel reads its width.
		b.put(uint64(v.Int()) & sizeMask(v.Type().Size()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		b.put(v.Uint())
	case reflect.Float32:
		b.put(uint64(math.Float32bits(float32(v.Float()))))
	case reflect.Float64:
		b.put(math.Float64bits(v.Float()))
	case reflect.Array:
		for i := range v.Len() {
			b.putScalar(v.Index(i))
		}
	case reflect.Struct:
		for i := range v.NumField() {
			b.putScalar(v.Field(i))
		}
	}
}

// sizeMask keeps the low size bytes of a slot.
func sizeMask(size uintptr) uint64 {
	if size >= 8 {
		return math.MaxUint64
	}
	return 1<<(8*size) - 1
}

// putArg writes the leaves of one kernel argument whose array (if any)
// is on the device at g.ptr.
func (b *paramBuf) putArg(p *paramSpec, g *gpuArg) {
	switch p.kind {
	case paramScalar:
		b.putScalar(g.scalar)
	case paramSlice:
		i, n := b.next(abi.SliceLeaves), g.shape[0]
		b.setPtr(i+abi.SlicePtr, g.ptr)
		b.setInt(i+abi.SliceLen, n)
		b.setInt(i+abi.SliceCap, n)
	default:
		i := b.next(abi.ViewLeaves(p.rank))
		b.setPtr(i+abi.ViewPtr, g.ptr)
		for k := range p.rank {
			b.setInt(i+abi.ViewShape(k), g.shape[k])
			b.setInt(i+abi.ViewStride(p.rank, k), g.strides[k])
		}
	}
}

// leafCount is the number of launch parameters of a kernel's parameters.
func leafCount(ps []paramSpec) int {
	n := 0
	for i := range ps {
		switch ps[i].kind {
		case paramScalar:
			n += scalarLeaves(ps[i].typ)
		case paramSlice:
			n += abi.SliceLeaves
		default:
			n += abi.ViewLeaves(ps[i].rank)
		}
	}
	return n
}

func scalarLeaves(t reflect.Type) int {
	switch t.Kind() {
	case reflect.Array:
		return t.Len() * scalarLeaves(t.Elem())
	case reflect.Struct:
		n := 0
		for i := range t.NumField() {
			n += scalarLeaves(t.Field(i).Type)
		}
		return n
	}
	return 1
}

// scalarBits is a scalar operand's bits for a ufunc parameter slot: the
// value at p of an element of size bytes.
func scalarBits(p unsafe.Pointer, size int) uint64 {
	switch size {
	case 1:
		return uint64(*(*uint8)(p))
	case 2:
		return uint64(*(*uint16)(p))
	case 4:
		return uint64(*(*uint32)(p))
	case 8:
		return *(*uint64)(p)
	}
	panic(fmt.Sprintf("kern: no parameter slot for a %d-byte scalar", size))
}
