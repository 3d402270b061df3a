package simd

// cpuid executes CPUID with EAX=leaf, ECX=sub.
func cpuid(leaf, sub uint32) (eax, ebx, ecx, edx uint32)

// xgetbv0 reads XCR0 (only after CPUID reports OSXSAVE).
func xgetbv0() (eax, edx uint32)

// osAVX reports that CPUID leaf 1 shows AVX and OSXSAVE and that the
// operating system saves the XMM and YMM registers, plus leaf 1's ECX.
func osAVX() (bool, uint32) {
	_, _, ecx1, _ := cpuid(1, 0)
	const osxsave, avx = 1 << 27, 1 << 28
	if ecx1&(osxsave|avx) != osxsave|avx {
		return false, ecx1
	}
	xcr0, _ := xgetbv0()
	return xcr0&6 == 6, ecx1
}

func detectAVX2() bool {
	maxLeaf, _, _, _ := cpuid(0, 0)
	if maxLeaf < 7 {
		return false
	}
	ok, ecx1 := osAVX()
	const fma = 1 << 12
	if !ok || ecx1&fma == 0 {
		return false
	}
	_, ebx7, _, _ := cpuid(7, 0)
	return ebx7&(1<<5) != 0
}

func detectF16C() bool {
	ok, ecx1 := osAVX()
	return ok && ecx1&(1<<29) != 0
}

// detectAVX512 reports AVX512F, DQ, BW and VL, with the opmask and all of
// the ZMM registers' state saved by the operating system (XCR0 bits 5–7),
// on a CPU detectAVX2 accepts.
func detectAVX512() bool {
	if !detectAVX2() {
		return false
	}
	if xcr0, _ := xgetbv0(); xcr0&0xe6 != 0xe6 { // XMM, YMM, opmask, ZMM_Hi256, Hi16_ZMM
		return false
	}
	_, ebx7, _, _ := cpuid(7, 0)
	const f, dq, bw, vl = 1 << 16, 1 << 17, 1 << 30, 1 << 31
	return ebx7&(f|dq|bw|vl) == f|dq|bw|vl
}
