package dispatch

import (
	"fmt"
	"math"
	"reflect"
	"sync"
	"unsafe"

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

// ParamBuf is one launch's flattened parameters.
type ParamBuf struct {
	slots  []uint64
	params []unsafe.Pointer
	n      int // leaves written
}

// NewParamBuf makes a buffer for up to n leaves.
func NewParamBuf(n int) *ParamBuf {
	b := &ParamBuf{slots: make([]uint64, n), params: make([]unsafe.Pointer, n)}
	for i := range b.slots {
		b.params[i] = unsafe.Pointer(&b.slots[i])
	}
	return b
}

// Reset starts a new launch.
func (b *ParamBuf) Reset() { b.n = 0 }

// Next reserves the next n leaves and returns the index of the first; a
// buffer that is too small grows (the pool then keeps the grown buffer).
func (b *ParamBuf) Next(n int) int {
	if b.n+n > len(b.slots) {
		nb := NewParamBuf(max(2*len(b.slots)+8, b.n+n))
		copy(nb.slots, b.slots[:b.n])
		*b = ParamBuf{slots: nb.slots, params: nb.params, n: b.n}
	}
	i := b.n
	b.n += n
	return i
}

// Layout starts a launch whose parameters are the n leaves of an abi
// layout, zeroed, written with set at the layout's indices.
func (b *ParamBuf) Layout(n int) {
	b.Reset()
	clear(b.slots[b.Next(n):n])
}

// Put writes the next leaf's bits.
func (b *ParamBuf) Put(bits uint64) {
	if b.n < len(b.slots) { // no growth: the launch fast path
		b.slots[b.n] = bits
		b.n++
		return
	}
	b.slots[b.Next(1)] = bits
}

// Set writes leaf i's bits, i from an abi layout.
func (b *ParamBuf) Set(i int, bits uint64)     { b.slots[i] = bits }
func (b *ParamBuf) SetPtr(i int, p driver.Ptr) { b.slots[i] = uint64(p) }
func (b *ParamBuf) SetInt(i, v int)            { b.slots[i] = uint64(int64(v)) }

// Args is the kernelParams array of the launch.
func (b *ParamBuf) Args() []unsafe.Pointer { return b.params[:b.n] }

// Pool recycles parameter buffers of one entry point.
type Pool struct{ p sync.Pool }

func (p *Pool) Get(n int) *ParamBuf {
	if b, ok := p.p.Get().(*ParamBuf); ok {
		b.Reset()
		return b
	}
	return NewParamBuf(n)
}

func (p *Pool) Put(b *ParamBuf) { p.p.Put(b) }

// PutScalar writes the leaves of a by-value parameter: numbers and bools
// as their bits (int and uint are 64-bit, as in kernel Go), arrays and
// structs element by element and field by field.
func (b *ParamBuf) PutScalar(v reflect.Value) {
	switch v.Kind() {
	case reflect.Bool:
		if v.Bool() {
			b.Put(1)
		} else {
			b.Put(0)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		// Sign-extended in the slot; the kernel reads its width.
		b.Put(uint64(v.Int()) & sizeMask(v.Type().Size()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		b.Put(v.Uint())
	case reflect.Float32:
		b.Put(uint64(math.Float32bits(float32(v.Float()))))
	case reflect.Float64:
		b.Put(math.Float64bits(v.Float()))
	case reflect.Complex64: // {re, im}: two slots, as kernel code holds it
		c := v.Complex()
		b.Put(uint64(math.Float32bits(float32(real(c)))))
		b.Put(uint64(math.Float32bits(float32(imag(c)))))
	case reflect.Complex128:
		c := v.Complex()
		b.Put(math.Float64bits(real(c)))
		b.Put(math.Float64bits(imag(c)))
	case reflect.Array:
		for i := range v.Len() {
			b.PutScalar(v.Index(i))
		}
	case reflect.Struct:
		for i := range v.NumField() {
			b.PutScalar(v.Field(i))
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

func ScalarLeaves(t reflect.Type) int {
	switch t.Kind() {
	case reflect.Array:
		return t.Len() * ScalarLeaves(t.Elem())
	case reflect.Struct:
		n := 0
		for i := range t.NumField() {
			n += ScalarLeaves(t.Field(i).Type)
		}
		return n
	case reflect.Complex64, reflect.Complex128:
		return 2
	}
	return 1
}

// ElemLeaves writes an element by value at leaf i of a layout: the
// element at p of size bytes, or, for a complex one (size 8 or 16), its
// real and imaginary parts at leaves i and i+1.
func (b *ParamBuf) ElemLeaves(i int, p unsafe.Pointer, size int, complex bool) {
	if !complex {
		b.slots[i] = ScalarBits(p, size)
		return
	}
	h := size / 2
	b.slots[i], b.slots[i+1] = ScalarBits(p, h), ScalarBits(unsafe.Add(p, h), h)
}

// ScalarBits is a scalar operand's bits for a ufunc parameter slot: the
// value at p of an element of size bytes.
func ScalarBits(p unsafe.Pointer, size int) uint64 {
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
