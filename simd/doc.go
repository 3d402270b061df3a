// Package simd reports the CPU's vector features for the SIMD loops that
// kern gen writes beside each ufunc's Go loop (docs/simd.md) and for
// package half's bulk conversions (docs/half.md).
//
// AVX2, F16C and AVX512 (amd64) are set once, at package initialization,
// from CPUID and the operating system's saved-register mask (XGETBV), and
// are never changed afterwards; NEON (arm64) is true on every arm64 CPU.
// The generated loops and half's conversions read them on every call and
// take the Go loop when the flag is false, so every CPU and architecture
// runs the same results: the SIMD loops are bit-identical to the Go loops
// of the architecture they run on.
//
// Like the Go runtime's own CPU detection, the flags honour GODEBUG's
// cpu.avx2=off, cpu.avx=off, cpu.avx512f=off (and cpu.all=off), which
// force the Go loops (or half's AVX2 loops in place of its AVX-512 ones):
// tests use them to check the other paths on a machine that has the
// features.
//
// AVX512 (amd64: AVX512F, DQ, BW, VL and the OS saving opmask and ZMM
// state) is set the same way; the generated loops then run their AVX-512
// form, 16 float32 (8 float64) lanes, else the AVX2 one, and half's
// float64 narrowings their AVX-512 form.
package simd
