package kern

import (
	"fmt"
	"math"
	"reflect"
	"sync"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// The parameter buffer of a compiled launch. The wrapper-kernel ABI
// (docs/gpu-abi.md) flattens every kernel parameter into its scalar and
// pointer leaves (ir.Leaves): a []T is (ptr, len i64, cap i64), an ArrayN[T]
// is (ptr, shape[N] i64, strides[N] i64), scalars are themselves and
// structs and arrays are their leaves in memory order. Each leaf is one
// launch parameter of its natural size; cuLaunchKernel and hipModuleLaunch
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

// put writes the next leaf's bits; a buffer that is too small grows (the
// pool then keeps the grown buffer).
func (b *paramBuf) put(bits uint64) {
	if b.n == len(b.slots) {
		nb := newParamBuf(2*len(b.slots) + 8)
		copy(nb.slots, b.slots)
		*b = paramBuf{slots: nb.slots, params: nb.params, n: b.n}
	}
	b.slots[b.n] = bits
	b.n++
}

func (b *paramBuf) ptr(p driver.Ptr) { b.put(uint64(p)) }
func (b *paramBuf) i64(v int)        { b.put(uint64(int64(v))) }

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
		n := g.shape[0]
		b.ptr(g.ptr)
		b.i64(n)
		b.i64(n)
	default:
		b.ptr(g.ptr)
		for k := range p.rank {
			b.i64(g.shape[k])
		}
		for k := range p.rank {
			b.i64(g.strides[k])
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
			n += 3
		default:
			n += 1 + 2*ps[i].rank
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
