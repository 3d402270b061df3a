package kern

import (
	"unsafe"

	"github.com/kernlab/kern/internal/simt"
)

// toBits and fromBits move a value of any Number type through the 64-bit
// shuffle slot without changing its bits.
func toBits[T Number](v T) uint64 {
	var u uint64
	*(*T)(unsafe.Pointer(&u)) = v
	return u
}

func fromBits[T Number](u uint64) T { return *(*T)(unsafe.Pointer(&u)) }

// ShflDown returns v from lane LaneID()+delta of the warp, or the thread's
// own v when that lane is outside the warp: __shfl_down_sync(0xffffffff, ...).
// Every lane of the warp must call it.
func ShflDown[T Number](t *Thread, v T, delta int) T {
	return fromBits[T](t.st.Shuffle(simt.ShflDown, toBits(v), delta))
}

// ShflUp returns v from lane LaneID()-delta, or the thread's own v below 0.
func ShflUp[T Number](t *Thread, v T, delta int) T {
	return fromBits[T](t.st.Shuffle(simt.ShflUp, toBits(v), delta))
}

// ShflXor returns v from lane LaneID()^mask (a butterfly exchange).
func ShflXor[T Number](t *Thread, v T, mask int) T {
	return fromBits[T](t.st.Shuffle(simt.ShflXor, toBits(v), mask))
}

// Shfl returns v from lane src modulo WarpSize.
func Shfl[T Number](t *Thread, v T, src int) T {
	return fromBits[T](t.st.Shuffle(simt.ShflIdx, toBits(v), src))
}
