package half

import "strconv"

// Half2 is a packed pair of 16-bit floats of one format in 32 bits, CUDA's
// __half2 and __nv_bfloat162: the low 16 bits are element 0 (Lo, CUDA's
// .x), the high 16 bits element 1 (Hi, .y). As with Float16, the value is
// its bit pattern: Half2[Float16](0x3c00_0000) is (0, 1).
//
// The H*2 operations are the scalar operation on each element, with the
// same bits as two scalar calls; a GPU with packed instructions runs both
// in one (docs/half.md).
type Half2[T Half] uint32

// Pack2 returns the pair (lo, hi).
func Pack2[T Half](lo, hi T) Half2[T] { return Half2[T](uint32(lo) | uint32(hi)<<16) }

// Lo returns element 0, the low 16 bits.
func (p Half2[T]) Lo() T { return T(uint16(p)) }

// Hi returns element 1, the high 16 bits.
func (p Half2[T]) Hi() T { return T(uint16(p >> 16)) }

// HAdd2 returns (HAdd(a.Lo(), b.Lo()), HAdd(a.Hi(), b.Hi())).
func HAdd2[T Half](a, b Half2[T]) Half2[T] {
	return Pack2(HAdd(a.Lo(), b.Lo()), HAdd(a.Hi(), b.Hi()))
}

// HSub2 returns a-b on each element.
func HSub2[T Half](a, b Half2[T]) Half2[T] {
	return Pack2(HSub(a.Lo(), b.Lo()), HSub(a.Hi(), b.Hi()))
}

// HMul2 returns a×b on each element.
func HMul2[T Half](a, b Half2[T]) Half2[T] {
	return Pack2(HMul(a.Lo(), b.Lo()), HMul(a.Hi(), b.Hi()))
}

// HFma2 returns a×b+c on each element, each rounded once.
func HFma2[T Half](a, b, c Half2[T]) Half2[T] {
	return Pack2(HFma(a.Lo(), b.Lo(), c.Lo()), HFma(a.Hi(), b.Hi(), c.Hi()))
}

// HNeg2 flips both sign bits.
func HNeg2[T Half](a Half2[T]) Half2[T] { return a ^ 0x8000_8000 }

// HAbs2 clears both sign bits.
func HAbs2[T Half](a Half2[T]) Half2[T] { return a &^ 0x8000_8000 }

// HMin2 returns HMin on each element (a NaN operand gives NaN, -0 < +0).
func HMin2[T Half](a, b Half2[T]) Half2[T] {
	return Pack2(HMin(a.Lo(), b.Lo()), HMin(a.Hi(), b.Hi()))
}

// HMax2 returns HMax on each element.
func HMax2[T Half](a, b Half2[T]) Half2[T] {
	return Pack2(HMax(a.Lo(), b.Lo()), HMax(a.Hi(), b.Hi()))
}

// Load2 returns the pair (s[i], s[i+1]). i must be even: a GPU reads the
// pair as one 32-bit access, which must be 4-byte aligned, and device
// allocations start on such a boundary. An odd i panics (PairIndexError),
// as does an index out of range.
func Load2[T Half](s []T, i int) Half2[T] {
	if i&1 != 0 {
		panic(pairIndexError(i))
	}
	return Pack2(s[i], s[i+1])
}

// Store2 sets s[i] = p.Lo() and s[i+1] = p.Hi(); i must be even, as for
// Load2.
func Store2[T Half](s []T, i int, p Half2[T]) {
	if i&1 != 0 {
		panic(pairIndexError(i))
	}
	_ = s[i+1]
	s[i], s[i+1] = p.Lo(), p.Hi()
}

// PairIndexError is the panic of Load2 and Store2 for an odd index.
type PairIndexError int

func pairIndexError(i int) error { return PairIndexError(i) }

func (e PairIndexError) Error() string {
	return "half: pair index " + strconv.Itoa(int(e)) + " is odd: Load2 and Store2 access s[i], s[i+1] as one aligned 32-bit word, so i must be even"
}
