package gputest

// PackMix mixes operand sizes (1, 2 and 4 bytes): the element-wise
// wrapper handles four elements a thread at a time, reading a 4-byte word
// of the bytes, 8 bytes of the 16-bit values and 16-byte vectors of the
// float32s, when every array operand is aligned so.
//
//kern:vectorize
func PackMix(a uint8, b int16, c float32) float32 {
	return c*float32(b) + float32(int8(a)^int8(b>>3))
}

// PackNarrow has a 1-byte result, which the wrapper writes four to a
// 4-byte word.
//
//kern:vectorize
func PackNarrow(a uint8, b int16) int8 { return int8(a) ^ int8(b>>3) }
