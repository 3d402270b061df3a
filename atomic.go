package kern

import (
	"sync/atomic"
	"unsafe"
)

// AtomicAdd adds v to *p atomically and returns the old value. On the GPU
// it is atom.add (or a compare-and-swap loop where the hardware has no
// native form); p is &a[i] of a global or shared array. For Float16 and
// BFloat16 the sum is HAdd's (atom.add.noftz.f16 from sm_70 and .bf16 on
// sm_90; a compare-and-swap loop elsewhere).
func AtomicAdd[T Number | Half](p *T, v T) T { return rmw(p, func(o T) T { return add(o, v) }) }

// add is o+v, HAdd's for the 16-bit float types.
func add[T Number | Half](o, v T) T {
	var z T
	switch any(z).(type) { // a zero value converts without allocating
	case Float16:
		r := HAdd(*(*Float16)(unsafe.Pointer(&o)), *(*Float16)(unsafe.Pointer(&v)))
		return *(*T)(unsafe.Pointer(&r))
	case BFloat16:
		r := HAdd(*(*BFloat16)(unsafe.Pointer(&o)), *(*BFloat16)(unsafe.Pointer(&v)))
		return *(*T)(unsafe.Pointer(&r))
	}
	return o + v
}

// AtomicSub subtracts v from *p atomically and returns the old value.
func AtomicSub[T Number](p *T, v T) T { return rmw(p, func(o T) T { return o - v }) }

// AtomicMax stores max(*p, v) (Go's max: NaN wins) and returns the old value.
func AtomicMax[T Number](p *T, v T) T { return rmw(p, func(o T) T { return max(o, v) }) }

// AtomicMin stores min(*p, v) (Go's min: NaN wins) and returns the old value.
func AtomicMin[T Number](p *T, v T) T { return rmw(p, func(o T) T { return min(o, v) }) }

// AtomicNanMax stores the maximum of *p and v treating NaN as missing
// (numba's atomic.nanmax): a NaN v leaves *p, a NaN *p becomes v, and
// otherwise it is Go's max (-0 < +0). It returns the old value. For
// integers it is AtomicMax. On the GPU it is a compare-and-swap loop for
// floats.
func AtomicNanMax[T Number](p *T, v T) T { return rmw(p, func(o T) T { return nanMinMax(o, v, true) }) }

// AtomicNanMin is AtomicNanMax's minimum (numba's atomic.nanmin).
func AtomicNanMin[T Number](p *T, v T) T {
	return rmw(p, func(o T) T { return nanMinMax(o, v, false) })
}

func nanMinMax[T Number](o, v T, isMax bool) T {
	switch {
	case v != v:
		return o
	case o != o:
		return v
	case isMax:
		return max(o, v)
	}
	return min(o, v)
}

// AtomicAnd stores *p & v and returns the old value (atom.and).
func AtomicAnd[T Integer](p *T, v T) T { return rmw(p, func(o T) T { return o & v }) }

// AtomicOr stores *p | v and returns the old value (atom.or).
func AtomicOr[T Integer](p *T, v T) T { return rmw(p, func(o T) T { return o | v }) }

// AtomicXor stores *p ^ v and returns the old value (atom.xor).
func AtomicXor[T Integer](p *T, v T) T { return rmw(p, func(o T) T { return o ^ v }) }

// AtomicInc stores 0 if *p >= bound, else *p+1 — a counter that wraps to
// 0 after bound — and returns the old value: CUDA's atomicInc and numba's
// atomic.inc. On the GPU: atom.inc for uint32, a compare-and-swap loop for
// uint64 and on AMD GPUs.
func AtomicInc[T uint32 | uint64](p *T, bound T) T {
	return rmw(p, func(o T) T {
		if o >= bound {
			return 0
		}
		return o + 1
	})
}

// AtomicDec stores bound if *p is 0 or above bound, else *p-1, and returns
// the old value: CUDA's atomicDec and numba's atomic.dec.
func AtomicDec[T uint32 | uint64](p *T, bound T) T {
	return rmw(p, func(o T) T {
		if o == 0 || o > bound {
			return bound
		}
		return o - 1
	})
}

// AtomicExch stores v and returns the old value.
func AtomicExch[T Number | Half](p *T, v T) T { return rmw(p, func(T) T { return v }) }

// AtomicCAS stores v if *p == cmp (compared bit for bit, as the hardware
// does) and returns the old value.
func AtomicCAS[T Number | Half](p *T, cmp, v T) T {
	cb := toBits(cmp)
	return rmwBits(p, func(o T) (T, bool) { return v, toBits(o) == cb })
}

func rmw[T Number | Half](p *T, f func(T) T) T {
	return rmwBits(p, func(o T) (T, bool) { return f(o), true })
}

// rmwBits is a compare-and-swap loop on the word that holds *p. Values of 1
// or 2 bytes are updated inside their aligned 32-bit word, as GPUs do.
func rmwBits[T Number | Half](p *T, f func(T) (T, bool)) T {
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
