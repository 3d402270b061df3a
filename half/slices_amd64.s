#include "textflag.h"

// AVX2 (and, for the binary16 ones, F16C) loops of the bulk conversions.
// Each converts n elements, n a multiple of its block (slices_amd64.go
// gives the block sizes; the Go loop does the rest), with unaligned loads
// and stores. Each computes what the scalar conversion in float16.go,
// float8.go or slices.go computes, lane by lane: the integer ones with the
// same steps, selecting among the normal, subnormal, overflow and NaN
// results with compares and blends where the scalar code selects with
// conditional moves; the float64 narrowings round to odd in float32 with
// the conversion instructions (F64TO32) where the Go loops do it in
// integer arithmetic (f64ToF32Odd).
//
// Operand order is Go's: sources first, destination last; for
// VPBLENDVB mask, a, b, dst the result is a where mask is set, else b.

// Constants, each repeated across a 32-byte vector so that it can be a
// memory operand of a 256-bit instruction.
#define D8(name, v) DATA name<>+0(SB)/4, $v; DATA name<>+4(SB)/4, $v; DATA name<>+8(SB)/4, $v; DATA name<>+12(SB)/4, $v; DATA name<>+16(SB)/4, $v; DATA name<>+20(SB)/4, $v; DATA name<>+24(SB)/4, $v; DATA name<>+28(SB)/4, $v; GLOBL name<>(SB), RODATA|NOPTR, $32

D8(d1, 1)
D8(d7, 7)
D8(d7c, 0x7c)
D8(d7e, 0x7e)
D8(d7f, 0x7f)
D8(d80, 0x80)
D8(d7fff, 0x7fff)
D8(d7c00, 0x7c00)
D8(dQuiet, 0x400000)
D8(dAbs, 0x7fffffff)
D8(dInf, 0x7f800000)
D8(dMaxFinite, 0x7f7fffff)
D8(dQNaN, 0x7fc00000)
D8(d40, 0x40)
D8(dE4Bias, 0x3bf80001)   // 120<<23 - (1<<19 - 1)
D8(dE4SubLim, 0x3c7fffff) // just below 2^-6
D8(d2p14, 0x46800000)     // 2^14
D8(dE5Bias, 0x37f00001)   // 112<<23 - (1<<20 - 1)
D8(dE5SubLim, 0x387fffff) // just below 2^-14
D8(d2p7, 0x43000000)      // 2^7
D8(dE4Norm, 0x3c000000)   // 120<<23
D8(d2m9, 0x3b000000)      // 2^-9

// Dword order after VPACKUSDW and VPACKUSWB of four vectors.
DATA fp8Perm<>+0(SB)/4, $0
DATA fp8Perm<>+4(SB)/4, $4
DATA fp8Perm<>+8(SB)/4, $1
DATA fp8Perm<>+12(SB)/4, $5
DATA fp8Perm<>+16(SB)/4, $2
DATA fp8Perm<>+20(SB)/4, $6
DATA fp8Perm<>+24(SB)/4, $3
DATA fp8Perm<>+28(SB)/4, $7
GLOBL fp8Perm<>(SB), RODATA|NOPTR, $32

// NANFIX makes VCVTPH2PS's result f (from binary16 patterns h, as dwords)
// keep a signalling NaN signalling, as f16ToF32 does: VCVTPH2PS sets the
// quiet bit. Clobbers h and x.
#define NANFIX(f, h, x) \
	VPAND d7fff<>(SB), h, x; \
	VPCMPGTD d7c00<>(SB), x, x; \
	VPSLLD $13, h, h; \
	VPANDN dQuiet<>(SB), h, h; \
	VPAND x, h, h; \
	VPXOR h, f, f

// PACKQ gathers the low dwords of the 64-bit lanes of lo and hi, in
// order, into lo.
#define PACKQ(lo, hi) \
	VSHUFPS $0x88, hi, lo, lo; \
	VPERMQ $0xd8, lo, lo

// TOFP8 narrows the float32 patterns in b to an FP8 format, one result
// per dword, in place, as f32ToE4M3 / f32ToE5M2 do: the format is its
// mantissa shift (23 - mantissa bits), exponent rebias, largest finite
// code, subnormal magic (2^(1-bias+mantissa bits) as float32), the
// subnormal limit, the magnitude past which it saturates and the code it
// saturates to. Clobbers a, r, x, m.
#define TOFP8(b, a, r, x, m, sh, bias, maxc, magic, sublim, ovf, sat) \
	VPAND dAbs<>(SB), b, a; \
	VPSRLD $sh, a, x; \
	VPAND d1<>(SB), x, x; \
	VPADDD x, a, r; \
	VPSUBD bias<>(SB), r, r; \
	VPSRLD $sh, r, r; \
	VPMINUD maxc<>(SB), r, r; \
	VADDPS magic<>(SB), a, x; \
	VPSUBD magic<>(SB), x, x; \
	VPCMPGTD sublim<>(SB), a, m; \
	VPBLENDVB m, r, x, r; \
	VPCMPGTD ovf<>(SB), a, m; \
	VPBLENDVB m, sat<>(SB), r, r; \
	VPSRLD $24, b, b; \
	VPAND d80<>(SB), b, b; \
	VPOR r, b, b

// TOE4M3 narrows to E4M3FN (saturating to its largest finite, 0x7f: NaN),
// TOE5M2 to E5M2 (past the largest finite, infinity 0x7c; NaN 0x7e).
#define TOE4M3(b, a, r, x, m) TOFP8(b, a, r, x, m, 20, dE4Bias, d7f, d2p14, dE4SubLim, dMaxFinite, d7f)
#define TOE5M2(b, a, r, x, m) TOFP8(b, a, r, x, m, 21, dE5Bias, d7c, d2p7, dE5SubLim, dInf, d7e)

// FROME4M3 widens E4M3FN patterns (one per dword) in x to float32
// patterns in r, as e4m3ToF32 does. Clobbers x, a, s, m.
#define FROME4M3(x, r, a, s, m) \
	VPAND d7f<>(SB), x, a; \
	VPSLLD $20, a, r; \
	VPADDD dE4Norm<>(SB), r, r; \
	VCVTDQ2PS a, s; \
	VMULPS d2m9<>(SB), s, s; \
	VPCMPGTD d7<>(SB), a, m; \
	VPBLENDVB m, r, s, r; \
	VPCMPEQD d7f<>(SB), a, m; \
	VPBLENDVB m, dQNaN<>(SB), r, r; \
	VPAND d80<>(SB), x, x; \
	VPSLLD $24, x, x; \
	VPOR x, r, r

// PACK8 narrows four vectors of dwords below 256 to 32 bytes in order,
// in a. Clobbers b, c.
#define PACK8(a, b, c, d) \
	VPACKUSDW b, a, a; \
	VPACKUSDW d, c, c; \
	VPACKUSWB c, a, a; \
	VMOVDQU fp8Perm<>(SB), b; \
	VPERMD a, b, a

// PS2PD stores the 8 float32s of yf (xf its low half) as float64s at
// 0(DI) and 32(DI). Clobbers yx, yy (xy its low half).
#define PS2PD(yf, xf, yx, yy, xy) \
	VCVTPS2PD xf, yx; \
	VEXTRACTF128 $1, yf, xy; \
	VCVTPS2PD xy, yy; \
	STORE2(yx, yy)

// Every loop takes nt (in R8): store with VMOVNTDQ, around the caches,
// instead of VMOVDQU; the destination is then 32-byte aligned. The Go side
// asks for it for large outputs (slices_amd64.go).
#define ARGS(shift) \
	MOVQ dst+0(FP), DI; \
	MOVQ src+8(FP), SI; \
	MOVQ n+16(FP), CX; \
	MOVBLZX nt+24(FP), R8; \
	SHRQ $shift, CX; \
	JZ done

// ARGS2 is ARGS for the two-stream loops (…x2), which the Go side runs on
// the two halves of an input: n elements at src and n at src2 go to dst
// and dst2, the loop running once per block of either (shift makes that
// count of n), a block of the first stream, then one of the second (NEXT2
// swaps the streams' pointers). Reading two places of memory in turn, one
// core keeps more misses in flight than reading one: from memory the FP8
// narrowings ran 13–31 % faster so (docs/half.md, Bulk conversions); the
// bits are the one-stream loop's.
#define ARGS2(shift) \
	MOVQ dst+0(FP), DI; \
	MOVQ src+8(FP), SI; \
	MOVQ dst2+16(FP), R10; \
	MOVQ src2+24(FP), R9; \
	MOVQ n+32(FP), CX; \
	MOVBLZX nt+40(FP), R8; \
	SHRQ $shift, CX; \
	JZ done

#define NEXT2 \
	XCHGQ SI, R9; \
	XCHGQ DI, R10

// STORE1 and STORE2 store one or two vectors at 0(DI) and 32(DI).
#define STORE1(a) \
	TESTB R8, R8; \
	JNZ nt1; \
	VMOVDQU a, (DI); \
	JMP st1; \
nt1: \
	VMOVNTDQ a, (DI); \
st1:

#define STORE2(a, b) \
	TESTB R8, R8; \
	JNZ nt2; \
	VMOVDQU a, (DI); \
	VMOVDQU b, 32(DI); \
	JMP st2; \
nt2: \
	VMOVNTDQ a, (DI); \
	VMOVNTDQ b, 32(DI); \
st2:

// RETURN orders the non-temporal stores before the caller's (SFENCE).
#define RETURN \
	TESTB R8, R8; \
	JZ fenced; \
	SFENCE; \
fenced: \
	VZEROUPPER; \
	RET

// func f32sToF16sF16C(dst *Float16, src *uint32, n int, nt bool)
TEXT ·f32sToF16sF16C(SB), NOSPLIT, $0-25
	ARGS(4)
loop:
	VMOVUPS (SI), Y0
	VMOVUPS 32(SI), Y1
	VCVTPS2PH $0, Y0, X0
	VCVTPS2PH $0, Y1, X1
	VINSERTI128 $1, X1, Y0, Y0
	STORE1(Y0)
	ADDQ $64, SI
	ADDQ $32, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// func f16sToF32sF16C(dst *uint32, src *Float16, n int, nt bool)
TEXT ·f16sToF32sF16C(SB), NOSPLIT, $0-25
	ARGS(4)
loop:
	VCVTPH2PS (SI), Y0
	VPMOVZXWD (SI), Y1
	VCVTPH2PS 16(SI), Y3
	VPMOVZXWD 16(SI), Y4
	NANFIX(Y0, Y1, Y2)
	NANFIX(Y3, Y4, Y5)
	STORE2(Y0, Y3)
	ADDQ $32, SI
	ADDQ $64, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// BF16 rounds the float32 patterns in b to bfloat16 as f32ToBF16 does,
// one result per dword, in r. Clobbers x, m.
#define BF16(b, r, x, m) \
	VPSRLD $16, b, x; \
	VPAND d1<>(SB), x, r; \
	VPADDD b, r, r; \
	VPADDD d7fff<>(SB), r, r; \
	VPSRLD $16, r, r; \
	VPOR d40<>(SB), x, x; \
	VPAND dAbs<>(SB), b, m; \
	VPCMPGTD dInf<>(SB), m, m; \
	VPBLENDVB m, x, r, r

// func f32sToBF16sAVX2(dst *BFloat16, src *uint32, n int, nt bool)
TEXT ·f32sToBF16sAVX2(SB), NOSPLIT, $0-25
	ARGS(4)
loop:
	VMOVDQU (SI), Y0
	VMOVDQU 32(SI), Y1
	BF16(Y0, Y2, Y4, Y5)
	BF16(Y1, Y3, Y6, Y7)
	VPACKUSDW Y3, Y2, Y2
	VPERMQ $0xd8, Y2, Y2
	STORE1(Y2)
	ADDQ $64, SI
	ADDQ $32, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// func bf16sToF32sAVX2(dst *uint32, src *BFloat16, n int, nt bool)
TEXT ·bf16sToF32sAVX2(SB), NOSPLIT, $0-25
	ARGS(4)
loop:
	VPMOVZXWD (SI), Y0
	VPMOVZXWD 16(SI), Y1
	VPSLLD $16, Y0, Y0
	VPSLLD $16, Y1, Y1
	STORE2(Y0, Y1)
	ADDQ $32, SI
	ADDQ $64, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// func f16sToF64sF16C(dst *float64, src *Float16, n int, nt bool)
//
// No NaN fix: widening to float64 quiets a NaN anyway, as the scalar
// float64(float32) conversion does.
TEXT ·f16sToF64sF16C(SB), NOSPLIT, $0-25
	ARGS(3)
loop:
	VCVTPH2PS (SI), Y0
	PS2PD(Y0, X0, Y1, Y2, X2)
	ADDQ $16, SI
	ADDQ $64, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// func bf16sToF64sAVX2(dst *float64, src *BFloat16, n int, nt bool)
TEXT ·bf16sToF64sAVX2(SB), NOSPLIT, $0-25
	ARGS(3)
loop:
	VPMOVZXWD (SI), Y0
	VPSLLD $16, Y0, Y0
	PS2PD(Y0, X0, Y1, Y2, X2)
	ADDQ $16, SI
	ADDQ $64, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// func e4m3sToF32sAVX2(dst *uint32, src *Float8E4M3, n int, nt bool)
TEXT ·e4m3sToF32sAVX2(SB), NOSPLIT, $0-25
	ARGS(4)
loop:
	VPMOVZXBD (SI), Y0
	VPMOVZXBD 8(SI), Y5
	FROME4M3(Y0, Y1, Y2, Y3, Y4)
	FROME4M3(Y5, Y6, Y7, Y8, Y9)
	STORE2(Y1, Y6)
	ADDQ $16, SI
	ADDQ $64, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// func e4m3sToF64sAVX2(dst *float64, src *Float8E4M3, n int, nt bool)
TEXT ·e4m3sToF64sAVX2(SB), NOSPLIT, $0-25
	ARGS(3)
loop:
	VPMOVZXBD (SI), Y0
	FROME4M3(Y0, Y1, Y2, Y3, Y4)
	PS2PD(Y1, X1, Y2, Y3, X3)
	ADDQ $8, SI
	ADDQ $64, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// func e5m2sToF32sF16C(dst *uint32, src *Float8E5M2, n int, nt bool)
TEXT ·e5m2sToF32sF16C(SB), NOSPLIT, $0-25
	ARGS(4)
loop:
	VPMOVZXBW (SI), Y1
	VPSLLW $8, Y1, Y1
	VCVTPH2PS X1, Y0
	VEXTRACTI128 $1, Y1, X4
	VCVTPH2PS X4, Y3
	VPMOVZXWD X1, Y1
	VPMOVZXWD X4, Y4
	NANFIX(Y0, Y1, Y2)
	NANFIX(Y3, Y4, Y5)
	STORE2(Y0, Y3)
	ADDQ $16, SI
	ADDQ $64, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// func e5m2sToF64sF16C(dst *float64, src *Float8E5M2, n int, nt bool)
TEXT ·e5m2sToF64sF16C(SB), NOSPLIT, $0-25
	ARGS(3)
loop:
	VPMOVZXBW (SI), X1
	VPSLLW $8, X1, X1
	VCVTPH2PS X1, Y0
	PS2PD(Y0, X0, Y1, Y2, X2)
	ADDQ $8, SI
	ADDQ $64, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// func f32sToE4M3sAVX2(dst *Float8E4M3, src *uint32, n int, nt bool)
TEXT ·f32sToE4M3sAVX2(SB), NOSPLIT, $0-25
	ARGS(5)
loop:
	VMOVDQU (SI), Y0
	VMOVDQU 32(SI), Y1
	VMOVDQU 64(SI), Y2
	VMOVDQU 96(SI), Y3
	TOE4M3(Y0, Y4, Y5, Y6, Y7)
	TOE4M3(Y1, Y4, Y5, Y6, Y7)
	TOE4M3(Y2, Y4, Y5, Y6, Y7)
	TOE4M3(Y3, Y4, Y5, Y6, Y7)
	PACK8(Y0, Y1, Y2, Y3)
	STORE1(Y0)
	ADDQ $128, SI
	ADDQ $32, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// func f32sToE5M2sAVX2(dst *Float8E5M2, src *uint32, n int, nt bool)
TEXT ·f32sToE5M2sAVX2(SB), NOSPLIT, $0-25
	ARGS(5)
loop:
	VMOVDQU (SI), Y0
	VMOVDQU 32(SI), Y1
	VMOVDQU 64(SI), Y2
	VMOVDQU 96(SI), Y3
	TOE5M2(Y0, Y4, Y5, Y6, Y7)
	TOE5M2(Y1, Y4, Y5, Y6, Y7)
	TOE5M2(Y2, Y4, Y5, Y6, Y7)
	TOE5M2(Y3, Y4, Y5, Y6, Y7)
	PACK8(Y0, Y1, Y2, Y3)
	STORE1(Y0)
	ADDQ $128, SI
	ADDQ $32, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// F64TO32 loads 8 float64s at off(SI) and leaves their float32 patterns
// rounded to odd, in order, in t: converted to nearest (VCVTPD2PS), made
// one smaller in magnitude where that rounded up (the pattern, read as a
// signed integer, exceeds the float64's when both have one sign), and
// given a set last bit where the conversion was inexact. The result is
// f64ToF32Odd's but that float64s below 2^-126 keep their float32
// subnormal rounded to odd rather than becoming 2^-149, and those of 2^128
// and more become MaxFloat32 rather than Inf: each rounds to the same
// binary16, bfloat16 and FP8 value (and the subnormal, with 16 spare bits,
// is what bfloat16's subnormals need). NaNs compare unordered, so they
// keep VCVTPD2PS's quiet NaN with the top payload bits, as f64ToF32Odd
// does. Clobbers Y8 to Y14.
#define F64TO32(off, t, xt) \
	VMOVUPD off(SI), Y8; \
	VCVTPD2PSY Y8, xt; \
	VCVTPS2PD xt, Y12; \
	VCMPPD $0x0c, Y8, Y12, Y13; \
	VPCMPGTQ Y8, Y12, Y12; \
	VPAND Y13, Y12, Y12; \
	VMOVUPD off+32(SI), Y8; \
	VCVTPD2PSY Y8, X9; \
	VCVTPS2PD X9, Y10; \
	VCMPPD $0x0c, Y8, Y10, Y11; \
	VPCMPGTQ Y8, Y10, Y10; \
	VPAND Y11, Y10, Y10; \
	VINSERTI128 $1, X9, t, t; \
	PACKQ(Y12, Y10); \
	PACKQ(Y13, Y11); \
	VPADDD Y12, t, t; \
	VPAND d1<>(SB), Y13, Y13; \
	VPOR Y13, t, t

// func f64sToF16sF16C(dst *Float16, src *uint64, n int, nt bool)
TEXT ·f64sToF16sF16C(SB), NOSPLIT, $0-25
	ARGS(4)
loop:
	F64TO32(0, Y0, X0)
	F64TO32(64, Y1, X1)
	VCVTPS2PH $0, Y0, X0
	VCVTPS2PH $0, Y1, X1
	VINSERTI128 $1, X1, Y0, Y0
	STORE1(Y0)
	ADDQ $128, SI
	ADDQ $32, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// func f64sToBF16sAVX2(dst *BFloat16, src *uint64, n int, nt bool)
TEXT ·f64sToBF16sAVX2(SB), NOSPLIT, $0-25
	ARGS(4)
loop:
	F64TO32(0, Y0, X0)
	F64TO32(64, Y1, X1)
	BF16(Y0, Y2, Y4, Y5)
	BF16(Y1, Y3, Y6, Y7)
	VPACKUSDW Y3, Y2, Y2
	VPERMQ $0xd8, Y2, Y2
	STORE1(Y2)
	ADDQ $128, SI
	ADDQ $32, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// func f64sToE4M3sAVX2(dst *Float8E4M3, src *uint64, n int, nt bool)
TEXT ·f64sToE4M3sAVX2(SB), NOSPLIT, $0-25
	ARGS(5)
loop:
	F64TO32(0, Y0, X0)
	F64TO32(64, Y1, X1)
	F64TO32(128, Y2, X2)
	F64TO32(192, Y3, X3)
	TOE4M3(Y0, Y4, Y5, Y6, Y7)
	TOE4M3(Y1, Y4, Y5, Y6, Y7)
	TOE4M3(Y2, Y4, Y5, Y6, Y7)
	TOE4M3(Y3, Y4, Y5, Y6, Y7)
	PACK8(Y0, Y1, Y2, Y3)
	STORE1(Y0)
	ADDQ $256, SI
	ADDQ $32, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// func f64sToE5M2sAVX2(dst *Float8E5M2, src *uint64, n int, nt bool)
TEXT ·f64sToE5M2sAVX2(SB), NOSPLIT, $0-25
	ARGS(5)
loop:
	F64TO32(0, Y0, X0)
	F64TO32(64, Y1, X1)
	F64TO32(128, Y2, X2)
	F64TO32(192, Y3, X3)
	TOE5M2(Y0, Y4, Y5, Y6, Y7)
	TOE5M2(Y1, Y4, Y5, Y6, Y7)
	TOE5M2(Y2, Y4, Y5, Y6, Y7)
	TOE5M2(Y3, Y4, Y5, Y6, Y7)
	PACK8(Y0, Y1, Y2, Y3)
	STORE1(Y0)
	ADDQ $256, SI
	ADDQ $32, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// The float64 narrowings again with AVX-512, which rounds to odd in fewer
// instructions: F64TO32Z converts the 8 float64s at off(SI) toward zero
// (embedded rounding, not MXCSR's) into yt (zt the register it is the low
// half of) and sets the last bit where converting back gives a different
// float64 (ordered compare: NaNs keep VCVTPD2PS's quiet NaN). That is
// F64TO32's result in every lane. Z15 holds dword 1s. Clobbers Z8, Z9, K1.
#define F64TO32Z(off, zt, yt) \
	VMOVUPD off(SI), Z8; \
	VCVTPD2PS.RZ_SAE Z8, yt; \
	VCVTPS2PD yt, Z9; \
	VCMPPD $0x0c, Z8, Z9, K1; \
	VPORD Z15, zt, K1, zt

#define ONES15 \
	MOVL $1, AX; \
	VPBROADCASTD AX, Z15

// func f64sToF16s512(dst *Float16, src *uint64, n int, nt bool)
TEXT ·f64sToF16s512(SB), NOSPLIT, $0-25
	ARGS(4)
	ONES15
loop:
	F64TO32Z(0, Z0, Y0)
	F64TO32Z(64, Z1, Y1)
	VCVTPS2PH $0, Y0, X0
	VCVTPS2PH $0, Y1, X1
	VINSERTI128 $1, X1, Y0, Y0
	STORE1(Y0)
	ADDQ $128, SI
	ADDQ $32, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// func f64sToBF16s512(dst *BFloat16, src *uint64, n int, nt bool)
TEXT ·f64sToBF16s512(SB), NOSPLIT, $0-25
	ARGS(4)
	ONES15
loop:
	F64TO32Z(0, Z0, Y0)
	F64TO32Z(64, Z1, Y1)
	BF16(Y0, Y2, Y4, Y5)
	BF16(Y1, Y3, Y6, Y7)
	VPACKUSDW Y3, Y2, Y2
	VPERMQ $0xd8, Y2, Y2
	STORE1(Y2)
	ADDQ $128, SI
	ADDQ $32, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// The float32 ↔ FP8 loops again with AVX-512: 16 lanes a vector, opmask
// compares and blends (VPBLENDMD: the first operand where the mask is
// set, else the second), constants broadcast from their first dword, and
// VPTERNLOGD for the sign merges.
//
// The narrowings to FP8 (from float32 here, from float64 further down)
// take a shorter road than TOFP8, with its result in every lane: they
// bring the magnitude to a wider binary format F in which every FP8
// value, normal or subnormal, is the number whose bits are the FP8
// pattern shifted left by sh (FP8 subnormals landing on F's subnormals),
// rounded to odd; then they round F's bits at bit sh to nearest, ties to
// even, in integer arithmetic, and cap the result with an unsigned
// minimum, which gives the overflow and NaN codes. Within a binade the
// bits are linear in the value, and the next binade's first pattern
// follows the last, so rounding the bits to a multiple of 2^sh is
// rounding the value to the nearest FP8 value, as roundMag does.
//
// Rounding to odd (truncating, and setting the last bit where anything
// was dropped) and then to nearest at bit sh ≥ 2 is rounding once: let q
// be F's quantum where the value lands. Every FP8 value and every
// halfway point between two is a multiple of 2^(sh−1)·q, an even multiple
// of q. An exact value is left alone; an inexact one v, strictly between
// k·q and (k+1)·q, becomes whichever of the two is odd. That odd multiple
// and v lie strictly between the same two consecutive even multiples of
// q, so no FP8 value or halfway point equals either or lies between them:
// rounding to nearest (ties to even) takes both to the same FP8 value.
//
// The rounding at bit sh ORs the code's last bit (bit sh) into bit 0 and
// adds 2^(sh−1) − 1: below the halfway bit the last bit only decides a
// tie, which it carries up exactly when the code is odd.
//
// From float32 F is binary16, 32 lanes of words: E5M2's patterns are
// binary16's top bytes (sh = 8), and E4M3's, of the magnitude times 2^-8,
// binary16's bits shifted right by 7 (its subnormals, 2^-9 apart, become
// binary16's, 2^-17 apart). The scaling VMULPS is exact wherever the
// result is not zero anyway (a product below 2^-126, rounded, stays far
// below half binary16's smallest subnormal, as a product flushed to zero
// would, so MXCSR's FTZ and DAZ do not matter either). VCVTPS2PH
// converts toward zero and up (immediate rounding, not MXCSR's): the two
// are the same pattern or neighbours, so the truncation ORed with the
// last bit of the rounded-up one is the magnitude rounded to odd. Past
// binary16 toward zero gives its largest finite, Inf stays Inf, and a
// NaN becomes a quiet binary16 NaN, each past the cap (E4M3's 0x7f, NaN;
// E5M2's 0x7e, NaN, above Inf's 0x7c, which the largest finite values
// round to). The signs go in as 0x80 added under the opmask of the
// float32s' sign bits (VPMOVD2M).

D8(dSign, 0x80000000)
D8(d7ffff, 0x7ffff)
D8(dfffff, 0xfffff)
D8(d2m8, 0x3b800000) // 2^-8
D8(dW1, 0x00010001)  // word constants, two to a dword
D8(dW3f, 0x003f003f)
D8(dW7e, 0x007e007e)
D8(dW7f, 0x007f007f)
D8(dW80, 0x00800080)

// TOFP8H narrows the 32 float32s at 0(SI) and 64(SI) to FP8 codes, in
// order, in Y4, through binary16 as described above; scale brings the
// magnitudes in Z2 and Z3 to binary16's range. Z12 holds word 1s, Z13
// 2^(sh−1) − 1, Z14 the cap and Z15 0x80. Clobbers Z0 to Z7, K1 to K3.
#define TOFP8H(scale, sh) \
	VMOVDQU32 (SI), Z0; \
	VMOVDQU32 64(SI), Z1; \
	VPANDD.BCST dAbs<>(SB), Z0, Z2; \
	VPANDD.BCST dAbs<>(SB), Z1, Z3; \
	scale; \
	VCVTPS2PH $3, Z2, Y4; \
	VCVTPS2PH $3, Z3, Y5; \
	VCVTPS2PH $2, Z2, Y6; \
	VCVTPS2PH $2, Z3, Y7; \
	VINSERTI64X4 $1, Y5, Z4, Z4; \
	VINSERTI64X4 $1, Y7, Z6, Z6; \
	VPTERNLOGD $0xf8, Z12, Z6, Z4; \
	VPSRLW $sh, Z4, Z6; \
	VPTERNLOGD $0xf8, Z12, Z6, Z4; \
	VPADDW Z13, Z4, Z4; \
	VPSRLW $sh, Z4, Z4; \
	VPMINUW Z14, Z4, Z4; \
	VPMOVD2M Z0, K1; \
	VPMOVD2M Z1, K2; \
	KUNPCKWD K1, K2, K3; \
	VPADDW Z15, Z4, K3, Z4; \
	VPMOVWB Z4, Y4

// E4SCALE multiplies the magnitudes by Z11, 2^-8.
#define E4SCALE \
	VMULPS Z11, Z2, Z2; \
	VMULPS Z11, Z3, Z3

// FP8CONSTS loads TOFP8H's constants for a shift whose halfway-less-one
// and cap are half and top.
#define FP8CONSTS(half, top) \
	VPBROADCASTD dW1<>(SB), Z12; \
	VPBROADCASTD half<>(SB), Z13; \
	VPBROADCASTD top<>(SB), Z14; \
	VPBROADCASTD dW80<>(SB), Z15

// FROME4M3Z is FROME4M3 on 16 lanes. Clobbers x, a, s, K1.
#define FROME4M3Z(x, r, a, s) \
	VPANDD.BCST d7f<>(SB), x, a; \
	VPSLLD $20, a, r; \
	VPADDD.BCST dE4Norm<>(SB), r, r; \
	VCVTDQ2PS a, s; \
	VMULPS.BCST d2m9<>(SB), s, s; \
	VPCMPGTD.BCST d7<>(SB), a, K1; \
	VPBLENDMD r, s, K1, r; \
	VPCMPEQD.BCST d7f<>(SB), a, K1; \
	VPBLENDMD.BCST dQNaN<>(SB), r, K1, r; \
	VPSLLD $24, x, x; \
	VPTERNLOGD.BCST $0xf8, dSign<>(SB), x, r

// PACK8Z narrows two vectors of 16 dwords below 256 to 32 bytes in order,
// in ya. Clobbers xb.
#define PACK8Z(za, zb, ya, xa, xb) \
	VPMOVDB za, xa; \
	VPMOVDB zb, xb; \
	VINSERTI128 $1, xb, ya, ya

// STOREZ2 stores the 64-byte vectors za and zb at 0(DI) and 64(DI), the
// non-temporal way 32 bytes at a time (the destination is 32-byte
// aligned, not 64). Clobbers ya and yb, their low halves.
#define STOREZ2(za, zb, ya, yb) \
	TESTB R8, R8; \
	JNZ ntz; \
	VMOVDQU64 za, (DI); \
	VMOVDQU64 zb, 64(DI); \
	JMP stz; \
ntz: \
	VMOVNTDQ ya, (DI); \
	VEXTRACTI64X4 $1, za, ya; \
	VMOVNTDQ ya, 32(DI); \
	VMOVNTDQ yb, 64(DI); \
	VEXTRACTI64X4 $1, zb, yb; \
	VMOVNTDQ yb, 96(DI); \
stz:

// F32E4M3 and F32E5M2 convert one block, 32 float32s at SI to 32 bytes at
// DI, and step past it.
#define F32E4M3 \
	TOFP8H(E4SCALE, 7); \
	STORE1(Y4); \
	ADDQ $128, SI; \
	ADDQ $32, DI

#define F32E5M2 \
	TOFP8H(NOP, 8); \
	STORE1(Y4); \
	ADDQ $128, SI; \
	ADDQ $32, DI

// func f32sToE4M3s512(dst *Float8E4M3, src *uint32, n int, nt bool)
TEXT ·f32sToE4M3s512(SB), NOSPLIT, $0-25
	ARGS(5)
	FP8CONSTS(dW3f, dW7f)
	VPBROADCASTD d2m8<>(SB), Z11
loop:
	F32E4M3
	DECQ CX
	JNZ loop
done:
	RETURN

// func f32sToE4M3s512x2(dst *Float8E4M3, src *uint32, dst2 *Float8E4M3, src2 *uint32, n int, nt bool)
TEXT ·f32sToE4M3s512x2(SB), NOSPLIT, $0-41
	ARGS2(4)
	FP8CONSTS(dW3f, dW7f)
	VPBROADCASTD d2m8<>(SB), Z11
loop:
	F32E4M3
	NEXT2
	DECQ CX
	JNZ loop
done:
	RETURN

// func f32sToE5M2s512(dst *Float8E5M2, src *uint32, n int, nt bool)
TEXT ·f32sToE5M2s512(SB), NOSPLIT, $0-25
	ARGS(5)
	FP8CONSTS(dW7f, dW7e)
loop:
	F32E5M2
	DECQ CX
	JNZ loop
done:
	RETURN

// func f32sToE5M2s512x2(dst *Float8E5M2, src *uint32, dst2 *Float8E5M2, src2 *uint32, n int, nt bool)
TEXT ·f32sToE5M2s512x2(SB), NOSPLIT, $0-41
	ARGS2(4)
	FP8CONSTS(dW7f, dW7e)
loop:
	F32E5M2
	NEXT2
	DECQ CX
	JNZ loop
done:
	RETURN

// func e4m3sToF32s512(dst *uint32, src *Float8E4M3, n int, nt bool)
TEXT ·e4m3sToF32s512(SB), NOSPLIT, $0-25
	ARGS(5)
loop:
	VPMOVZXBD (SI), Z0
	VPMOVZXBD 16(SI), Z5
	FROME4M3Z(Z0, Z1, Z2, Z3)
	FROME4M3Z(Z5, Z6, Z7, Z8)
	STOREZ2(Z1, Z6, Y1, Y6)
	ADDQ $32, SI
	ADDQ $128, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// func e4m3sToF64s512(dst *float64, src *Float8E4M3, n int, nt bool)
TEXT ·e4m3sToF64s512(SB), NOSPLIT, $0-25
	ARGS(4)
loop:
	VPMOVZXBD (SI), Z0
	FROME4M3Z(Z0, Z1, Z2, Z3)
	VCVTPS2PD Y1, Z4
	VEXTRACTF64X4 $1, Z1, Y5
	VCVTPS2PD Y5, Z5
	STOREZ2(Z4, Z5, Y4, Y5)
	ADDQ $16, SI
	ADDQ $128, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// The float64 narrowings to FP8 on 16 lanes, by the road described above
// the float32 ones with F = float32: scaling a magnitude by 2^(bias−127)
// (2^-120 for E4M3, 2^-112 for E5M2) makes the float32's biased exponent
// the FP8 one, so the FP8 pattern is the float32's bits shifted right by
// sh = 20 (E4M3) or 21 (E5M2), FP8 subnormals landing on float32
// subnormals (2^-149 apart, 2^sh times finer than the FP8 ones).
//
// F64SCALEZ scales the 8 float64s at off(SI) by Z13 in float64 (exact: a
// power of two, and a product below 2^-1022 is far below half the
// smallest FP8 subnormal, so it rounds to zero whatever it is), then
// converts them to float32 rounded to odd: toward zero (embedded
// rounding), with the last bit set where converting back gives a
// different float64. Infinities stay infinities, finite values past
// float32 become MaxFloat32 (past every cap), and NaNs compare unordered,
// keeping VCVTPD2PS's quiet NaN. The result keeps the sign, in yt (zt the
// register it is the low half of). Z12 holds dword 1s. Clobbers Z8, Z9,
// K1.
//
// (Scaling float32s the same way, by VMULPS with round-toward-zero and
// round-up products for the last bit, measured two to three times slower
// on the development machine's AMD EPYC wherever the products turned
// float32 subnormal; VCVTPD2PS and VCVTPS2PH produce subnormals at full
// speed there.)
#define F64SCALEZ(off, zt, yt) \
	VMULPD off(SI), Z13, Z8; \
	VCVTPD2PS.RZ_SAE Z8, yt; \
	VCVTPS2PD yt, Z9; \
	VCMPPD $0x0c, Z8, Z9, K1; \
	VPORD Z12, zt, K1, zt

#define ONES12 \
	MOVL $1, AX; \
	VPBROADCASTD AX, Z12

// FP8RNEZ rounds the scaled magnitudes v (rounded to odd) at bit sh, ties
// to even (the code's last bit ORed into bit 0, then 2^(sh−1) − 1 added),
// caps the result at top and ORs in the signs of the float32s b, in b.
// Clobbers v, t.
#define FP8RNEZ(b, v, t, sh, half, top) \
	VPSRLD $sh, v, t; \
	VPTERNLOGD.BCST $0xf8, d1<>(SB), t, v; \
	VPADDD.BCST half<>(SB), v, v; \
	VPSRLD $sh, v, v; \
	VPMINUD.BCST top<>(SB), v, v; \
	VPSRLD $24, b, b; \
	VPTERNLOGD.BCST $0xec, d80<>(SB), v, b

// The float64 scales, and E5M2's cap in the scaled domain: 0x7c<<21,
// the scaled Inf. VMINPS caps the finite magnitudes and Inf there (code
// 0x7c, Inf) but gives a NaN (its second source, in Intel's order) back,
// whose code FP8RNEZ's cap 0x7e (NaN) then catches.
DATA qE4Scale<>+0(SB)/8, $0x3870000000000000 // 2^-120
GLOBL qE4Scale<>(SB), RODATA|NOPTR, $8
DATA qE5Scale<>+0(SB)/8, $0x38f0000000000000 // 2^-112
GLOBL qE5Scale<>(SB), RODATA|NOPTR, $8
D8(dE5Cap, 0x0f800000)

// F64E4M3 and F64E5M2 convert one block, 32 float64s at SI to 32 bytes
// at DI, and step past it.
#define F64E4M3 \
	F64SCALEZ(0, Z0, Y0); \
	F64SCALEZ(64, Z1, Y1); \
	F64SCALEZ(128, Z2, Y2); \
	F64SCALEZ(192, Z3, Y3); \
	VINSERTI64X4 $1, Y1, Z0, Z0; \
	VINSERTI64X4 $1, Y3, Z2, Z2; \
	VPANDD.BCST dAbs<>(SB), Z0, Z4; \
	VPANDD.BCST dAbs<>(SB), Z2, Z7; \
	FP8RNEZ(Z0, Z4, Z5, 20, d7ffff, d7f); \
	FP8RNEZ(Z2, Z7, Z10, 20, d7ffff, d7f); \
	PACK8Z(Z0, Z2, Y0, X0, X2); \
	STORE1(Y0); \
	ADDQ $256, SI; \
	ADDQ $32, DI

#define F64E5M2 \
	F64SCALEZ(0, Z0, Y0); \
	F64SCALEZ(64, Z1, Y1); \
	F64SCALEZ(128, Z2, Y2); \
	F64SCALEZ(192, Z3, Y3); \
	VINSERTI64X4 $1, Y1, Z0, Z0; \
	VINSERTI64X4 $1, Y3, Z2, Z2; \
	VPANDD.BCST dAbs<>(SB), Z0, Z4; \
	VPANDD.BCST dAbs<>(SB), Z2, Z7; \
	VMINPS Z4, Z15, Z4; \
	VMINPS Z7, Z15, Z7; \
	FP8RNEZ(Z0, Z4, Z5, 21, dfffff, d7e); \
	FP8RNEZ(Z2, Z7, Z10, 21, dfffff, d7e); \
	PACK8Z(Z0, Z2, Y0, X0, X2); \
	STORE1(Y0); \
	ADDQ $256, SI; \
	ADDQ $32, DI

// func f64sToE4M3s512(dst *Float8E4M3, src *uint64, n int, nt bool)
TEXT ·f64sToE4M3s512(SB), NOSPLIT, $0-25
	ARGS(5)
	ONES12
	VBROADCASTSD qE4Scale<>(SB), Z13
loop:
	F64E4M3
	DECQ CX
	JNZ loop
done:
	RETURN

// func f64sToE4M3s512x2(dst *Float8E4M3, src *uint64, dst2 *Float8E4M3, src2 *uint64, n int, nt bool)
TEXT ·f64sToE4M3s512x2(SB), NOSPLIT, $0-41
	ARGS2(4)
	ONES12
	VBROADCASTSD qE4Scale<>(SB), Z13
loop:
	F64E4M3
	NEXT2
	DECQ CX
	JNZ loop
done:
	RETURN

// func f64sToE5M2s512(dst *Float8E5M2, src *uint64, n int, nt bool)
TEXT ·f64sToE5M2s512(SB), NOSPLIT, $0-25
	ARGS(5)
	ONES12
	VBROADCASTSD qE5Scale<>(SB), Z13
	VPBROADCASTD dE5Cap<>(SB), Z15
loop:
	F64E5M2
	DECQ CX
	JNZ loop
done:
	RETURN

// func f64sToE5M2s512x2(dst *Float8E5M2, src *uint64, dst2 *Float8E5M2, src2 *uint64, n int, nt bool)
TEXT ·f64sToE5M2s512x2(SB), NOSPLIT, $0-41
	ARGS2(4)
	ONES12
	VBROADCASTSD qE5Scale<>(SB), Z13
	VPBROADCASTD dE5Cap<>(SB), Z15
loop:
	F64E5M2
	NEXT2
	DECQ CX
	JNZ loop
done:
	RETURN

// The E5M2 widenings on 16 lanes: VCVTPH2PS of the bytes shifted into
// binary16's top byte, as the F16C loops do.

// NANFIXZ is NANFIX on 16 lanes. Clobbers h, x, K1.
#define NANFIXZ(f, h, x) \
	VPANDD.BCST d7fff<>(SB), h, x; \
	VPCMPGTD.BCST d7c00<>(SB), x, K1; \
	VPSLLD $13, h, h; \
	VPANDND.BCST dQuiet<>(SB), h, h; \
	VPXORD h, f, K1, f

// func e5m2sToF32s512(dst *uint32, src *Float8E5M2, n int, nt bool)
TEXT ·e5m2sToF32s512(SB), NOSPLIT, $0-25
	ARGS(5)
loop:
	VPMOVZXBW (SI), Y1
	VPMOVZXBW 16(SI), Y4
	VPSLLW $8, Y1, Y1
	VPSLLW $8, Y4, Y4
	VCVTPH2PS Y1, Z0
	VCVTPH2PS Y4, Z3
	VPMOVZXWD Y1, Z1
	VPMOVZXWD Y4, Z4
	NANFIXZ(Z0, Z1, Z2)
	NANFIXZ(Z3, Z4, Z5)
	STOREZ2(Z0, Z3, Y0, Y3)
	ADDQ $32, SI
	ADDQ $128, DI
	DECQ CX
	JNZ loop
done:
	RETURN

// func e5m2sToF64s512(dst *float64, src *Float8E5M2, n int, nt bool)
TEXT ·e5m2sToF64s512(SB), NOSPLIT, $0-25
	ARGS(4)
loop:
	VPMOVZXBW (SI), Y1
	VPSLLW $8, Y1, Y1
	VCVTPH2PS Y1, Z0
	VCVTPS2PD Y0, Z4
	VEXTRACTF64X4 $1, Z0, Y5
	VCVTPS2PD Y5, Z5
	STOREZ2(Z4, Z5, Y4, Y5)
	ADDQ $16, SI
	ADDQ $128, DI
	DECQ CX
	JNZ loop
done:
	RETURN
