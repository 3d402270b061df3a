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
