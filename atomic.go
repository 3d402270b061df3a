package kern

import (
	"sync/atomic"
	"unsafe"
)

// AtomicAdd adds v to *p atomically and returns the old value. On the GPU
// it is atom.add (or a compare-and-swap loop where the hardware has no
// native form); p is &a[i] of a global or shared array.
func AtomicAdd[T Number](p *T, v T) T { return rmw(p, func(o T) T { return o + v }) }

// AtomicSub subtracts v from *p atomically and returns the old value.
func AtomicSub[T Number](p *T, v T) T { return rmw(p, func(o T) T { return o - v }) }

// AtomicMax stores max(*p, v) (Go's max: NaN wins) and returns the old value.
func AtomicMax[T Number](p *T, v T) T { return rmw(p, func(o T) T { return max(o, v) }) }

// AtomicMin stores min(*p, v) (Go's min: NaN wins) and returns the old value.
func AtomicMin[T Number](p *T, v T) T { return rmw(p, func(o T) T { return min(o, v) }) }

// AtomicExch stores v and returns the old value.
func AtomicExch[T Number](p *T, v T) T { return rmw(p, func(T) T { return v }) }

// AtomicCAS stores v if *p == cmp (compared bit for bit, as the hardware
// does) and returns the old value.
func AtomicCAS[T Number](p *T, cmp, v T) T {
	cb := toBits(cmp)
	return rmwBits(p, func(o T) (T, bool) { return v, toBits(o) == cb })
}

func rmw[T Number](p *T, f func(T) T) T {
	return rmwBits(p, func(o T) (T, bool) { return f(o), true })
}

// rmwBits is a compare-and-swap loop on the word that holds *p. Values of 1
// or 2 bytes are updated inside their aligned 32-bit word, as GPUs do.
func rmwBits[T Number](p *T, f func(T) (T, bool)) T {
	switch size := unsafe.Sizeof(*p); size {
	case 8:
		a := (*uint64)(unsafe.Pointer(p))
		for {
			o := atomic.LoadUint64(a)
			ov := fromBits[T](o)
			nv, store := f(ov)
			if !store || atomic.CompareAndSwapUint64(a, o, toBits(nv)) {
				return ov
			}
		}
	case 4:
		a := (*uint32)(unsafe.Pointer(p))
		for {
			o := atomic.LoadUint32(a)
			ov := fromBits[T](uint64(o))
			nv, store := f(ov)
			if !store || atomic.CompareAndSwapUint32(a, o, uint32(toBits(nv))) {
				return ov
			}
		}
	default:
		// Go allocations are 8-byte aligned size classes, so the aligned
		// word around *p lies inside the same allocation.
		off := uintptr(unsafe.Pointer(p)) & 3
		shift := off * 8
		mask := uint32(1)<<(size*8) - 1
		a := (*uint32)(unsafe.Add(unsafe.Pointer(p), -int(off)))
		for {
			o := atomic.LoadUint32(a)
			ov := fromBits[T](uint64(o>>shift) & uint64(mask))
			nv, store := f(ov)
			n := o&^(mask<<shift) | (uint32(toBits(nv))&mask)<<shift
			if !store || atomic.CompareAndSwapUint32(a, o, n) {
				return ov
			}
		}
	}
}
