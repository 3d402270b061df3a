package half

// roundMag rounds a magnitude to nearest, ties to even, in a binary format
// with mbits stored mantissa bits and exponent bias bias. a is the bit
// pattern of a finite, non-negative float64. The result is the format's
// magnitude bits (biased exponent<<mbits | fraction) computed as if the
// exponent were unbounded above, so a result past the format's largest
// finite pattern is the caller's overflow to resolve; a rounding carry runs
// from the fraction into the exponent as it should.
//
// Every narrowing from float64 (and the FP8 ones from float32, which widen
// exactly to float64 first) goes through here, so each rounds exactly once.
func roundMag(a uint64, mbits uint, bias int) uint64 {
	e := int(a >> 52)
	m := a & (1<<52 - 1)
	if e == 0 {
		e = 1 // a float64 subnormal: no implicit bit, the exponent of e=1
	} else {
		m |= 1 << 52
	}
	te := e - 1023 + bias // the target's biased exponent for a normal result
	shift := 52 - int(mbits)
	if te < 1 {
		// A subnormal result: the quantum stays that of the smallest
		// normal, so the shift grows instead of the exponent shrinking.
		shift += 1 - te
		te = 1
	}
	if shift > 54 {
		shift = 54 // m < 2^53 < half a quantum: rounds to zero already
	}
	half := uint64(1) << (shift - 1)
	r := (m + half - 1 + (m>>shift)&1) >> shift
	// r keeps the implicit bit at position mbits, so adding it to (te-1)
	// yields te with the fraction, and a carry bumps the exponent.
	return uint64(te-1)<<mbits + r
}
