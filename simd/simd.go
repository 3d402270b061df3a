package simd

import (
	"os"
	"runtime"
	"strings"
)

// NEON reports that the CPU runs arm64's Advanced SIMD (ASIMD)
// instructions: on every arm64 CPU Go runs on (the Go port requires
// ARMv8-A, whose floating-point and ASIMD units it uses itself). It is
// false on every other architecture.
var NEON = runtime.GOARCH == "arm64"

// AVX2 reports that the CPU has AVX2 and FMA and that the operating
// system saves the YMM registers, unless GODEBUG turns it off. It is false
// on every other architecture. GODEBUG's cpu.avx=off and cpu.fma=off turn
// it off too: they send package math to its code without FMA, and SIMD
// loops that call math.Exp run the FMA path's steps (internal/hostmath).
var AVX2 = detectAVX2() && !godebugOff(os.Getenv("GODEBUG"), "avx2") &&
	!godebugOff(os.Getenv("GODEBUG"), "avx") && !godebugOff(os.Getenv("GODEBUG"), "fma")

// F16C reports that the CPU converts between float32 and binary16 in
// vector registers (x86's F16C: VCVTPS2PH, VCVTPH2PS) and that the
// operating system saves the YMM registers, unless GODEBUG's cpu.avx=off
// (or cpu.all=off) turns it off: its instructions are AVX-encoded. The Go
// runtime knows no cpu.f16c option, so package half's F16C loops also
// require AVX2, and cpu.avx2=off turns them off as well. It is false on
// every other architecture.
var F16C = detectF16C() && !godebugOff(os.Getenv("GODEBUG"), "avx")

// AVX512 reports that the CPU has AVX512F, DQ, BW and VL and that the
// operating system saves the opmask and ZMM registers, on a CPU where AVX2
// is true (so whatever turns AVX2 off turns AVX512 off too), unless
// GODEBUG turns it off: cpu.avx512=off, or cpu.avx512f=off (…dq, bw, vl),
// the names the Go runtime reads. The SIMD loops then run 16 float32 (8
// float64) lanes in ZMM registers, bit-identical to the AVX2 loops.
var AVX512 = AVX2 && detectAVX512() && !avx512Off(os.Getenv("GODEBUG"))

func avx512Off(godebug string) bool {
	for _, f := range []string{"avx512", "avx512f", "avx512dq", "avx512bw", "avx512vl"} {
		if godebugOff(godebug, f) {
			return true
		}
	}
	return false
}

// godebugOff reports whether a GODEBUG value turns feature (or all CPU
// features) off, as the Go runtime reads cpu.FEATURE=off.
func godebugOff(godebug, feature string) bool {
	off := false
	for _, kv := range strings.Split(godebug, ",") {
		switch strings.TrimSpace(kv) {
		case "cpu.all=off", "cpu." + feature + "=off":
			off = true
		case "cpu.all=on", "cpu." + feature + "=on":
			off = false
		}
	}
	return off
}
