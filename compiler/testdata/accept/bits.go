package accept

import "math/bits"

// BitsCount covers the counting functions of math/bits.
//
//kern:vectorize
func BitsCount(x uint64) int {
	return bits.OnesCount64(x) + bits.LeadingZeros64(x)*100 + bits.TrailingZeros64(x)*10000 + bits.Len64(x)*1000000
}

// BitsCount32 covers the 32-, 16- and 8-bit forms.
//
//kern:vectorize
func BitsCount32(x uint32) int {
	return bits.OnesCount32(x) + bits.LeadingZeros16(uint16(x))*100 + bits.TrailingZeros8(uint8(x))*10000 +
		bits.Len32(x)*1000000 + bits.LeadingZeros(uint(x))*100000000
}

// BitsReverse covers Reverse and ReverseBytes.
//
//kern:vectorize
func BitsReverse(x uint32) uint32 {
	return bits.Reverse32(x) ^ bits.ReverseBytes32(x) ^ uint32(bits.Reverse16(uint16(x))) ^ uint32(bits.ReverseBytes16(uint16(x)))
}

// BitsRotate is compiled from math/bits' Go source.
//
//kern:vectorize
func BitsRotate(x uint64, k int) uint64 {
	hi, lo := bits.Mul64(x, x)
	return bits.RotateLeft64(x, k) ^ hi ^ lo
}
