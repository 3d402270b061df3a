#include "textflag.h"

// NEON loops of the float32 ↔ binary16 and float32 ↔ bfloat16 bulk
// conversions (the others have none yet: the Go loops run them). Each
// converts n elements, n a multiple of 16. FCVTN, FCVTL and CMHI, which
// Go's assembler lacks, and BIT, UZP2 and ZIP1/2 are WORDs, encoded with
// llvm-mc; the comment beside each gives the instruction.

DATA f16consts<>+0(SB)/8, $0x00007fff00007fff
DATA f16consts<>+8(SB)/8, $0x00007fff00007fff
DATA f16consts<>+16(SB)/8, $0x00007c0000007c00
DATA f16consts<>+24(SB)/8, $0x00007c0000007c00
DATA f16consts<>+32(SB)/8, $0x0040000000400000
DATA f16consts<>+40(SB)/8, $0x0040000000400000
GLOBL f16consts<>(SB), RODATA|NOPTR, $48

DATA bf16consts<>+0(SB)/8, $0x0000000100000001
DATA bf16consts<>+8(SB)/8, $0x0000000100000001
DATA bf16consts<>+16(SB)/8, $0x00007fff00007fff
DATA bf16consts<>+24(SB)/8, $0x00007fff00007fff
DATA bf16consts<>+32(SB)/8, $0x7fffffff7fffffff
DATA bf16consts<>+40(SB)/8, $0x7fffffff7fffffff
DATA bf16consts<>+48(SB)/8, $0x7f8000007f800000
DATA bf16consts<>+56(SB)/8, $0x7f8000007f800000
DATA bf16consts<>+64(SB)/8, $0x0040000000400000
DATA bf16consts<>+72(SB)/8, $0x0040000000400000
GLOBL bf16consts<>(SB), RODATA|NOPTR, $80

// func f32sToF16sNEON(dst *Float16, src *uint32, n int)
//
// FCVTN rounds as FPCR says, to nearest even under Go, and makes a NaN
// quiet keeping its top payload bits (FPCR.DN is clear), as f32ToF16 does.
TEXT ·f32sToF16sNEON(SB), NOSPLIT, $0-24
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD n+16(FP), R2
	LSR $4, R2
	CBZ R2, done
loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x0e216804 // FCVTN V4.4H, V0.4S
	WORD $0x4e216824 // FCVTN2 V4.8H, V1.4S
	WORD $0x0e216845 // FCVTN V5.4H, V2.4S
	WORD $0x4e216865 // FCVTN2 V5.8H, V3.4S
	VST1.P [V4.H8, V5.H8], 32(R0)
	SUBS $1, R2, R2
	BNE loop
done:
	RET

// func f16sToF32sNEON(dst *uint32, src *Float16, n int)
//
// FCVTL quiets a signalling NaN; f16ToF32 keeps the pattern, so where the
// binary16 is a NaN (its magnitude above 0x7c00) the quiet bit is copied
// back from the binary16's (bit 9, shifted by 13).
TEXT ·f16sToF32sNEON(SB), NOSPLIT, $0-24
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD n+16(FP), R2
	MOVD $f16consts<>(SB), R3
	VLD1 (R3), [V20.S4, V21.S4, V22.S4]
	LSR $4, R2
	CBZ R2, done
loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x0e217818 // FCVTL V24.4S, V0.4H
	WORD $0x4e217819 // FCVTL2 V25.4S, V0.8H
	WORD $0x0e21783a // FCVTL V26.4S, V1.4H
	WORD $0x4e21783b // FCVTL2 V27.4S, V1.8H
	VUXTL V0.H4, V4.S4
	VUXTL2 V0.H8, V5.S4
	VUXTL V1.H4, V6.S4
	VUXTL2 V1.H8, V7.S4
	VAND V20.B16, V4.B16, V8.B16
	VAND V20.B16, V5.B16, V9.B16
	VAND V20.B16, V6.B16, V10.B16
	VAND V20.B16, V7.B16, V11.B16
	WORD $0x6eb53508 // CMHI V8.4S, V8.4S, V21.4S
	WORD $0x6eb53529 // CMHI V9.4S, V9.4S, V21.4S
	WORD $0x6eb5354a // CMHI V10.4S, V10.4S, V21.4S
	WORD $0x6eb5356b // CMHI V11.4S, V11.4S, V21.4S
	VAND V22.B16, V8.B16, V8.B16
	VAND V22.B16, V9.B16, V9.B16
	VAND V22.B16, V10.B16, V10.B16
	VAND V22.B16, V11.B16, V11.B16
	VSHL $13, V4.S4, V4.S4
	VSHL $13, V5.S4, V5.S4
	VSHL $13, V6.S4, V6.S4
	VSHL $13, V7.S4, V7.S4
	WORD $0x6ea81c98 // BIT V24.16B, V4.16B, V8.16B
	WORD $0x6ea91cb9 // BIT V25.16B, V5.16B, V9.16B
	WORD $0x6eaa1cda // BIT V26.16B, V6.16B, V10.16B
	WORD $0x6eab1cfb // BIT V27.16B, V7.16B, V11.16B
	VST1.P [V24.S4, V25.S4, V26.S4, V27.S4], 64(R0)
	SUBS $1, R2, R2
	BNE loop
done:
	RET

// func f32sToBF16sNEON(dst *BFloat16, src *uint32, n int)
//
// f32ToBF16's steps: add 0x7fff and the kept low bit, take the high
// halves (UZP2); a NaN takes the high half of b | 0x400000 instead.
TEXT ·f32sToBF16sNEON(SB), NOSPLIT, $0-24
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD n+16(FP), R2
	MOVD $bf16consts<>(SB), R3
	VLD1.P 64(R3), [V20.S4, V21.S4, V22.S4, V23.S4]
	VLD1 (R3), [V19.S4]
	LSR $4, R2
	CBZ R2, done
loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VUSHR $16, V0.S4, V4.S4
	VUSHR $16, V1.S4, V5.S4
	VUSHR $16, V2.S4, V6.S4
	VUSHR $16, V3.S4, V7.S4
	VAND V20.B16, V4.B16, V4.B16
	VAND V20.B16, V5.B16, V5.B16
	VAND V20.B16, V6.B16, V6.B16
	VAND V20.B16, V7.B16, V7.B16
	VADD V0.S4, V4.S4, V24.S4
	VADD V1.S4, V5.S4, V25.S4
	VADD V2.S4, V6.S4, V26.S4
	VADD V3.S4, V7.S4, V27.S4
	VADD V21.S4, V24.S4, V24.S4
	VADD V21.S4, V25.S4, V25.S4
	VADD V21.S4, V26.S4, V26.S4
	VADD V21.S4, V27.S4, V27.S4
	VAND V22.B16, V0.B16, V8.B16
	VAND V22.B16, V1.B16, V9.B16
	VAND V22.B16, V2.B16, V10.B16
	VAND V22.B16, V3.B16, V11.B16
	WORD $0x6eb73508 // CMHI V8.4S, V8.4S, V23.4S
	WORD $0x6eb73529 // CMHI V9.4S, V9.4S, V23.4S
	WORD $0x6eb7354a // CMHI V10.4S, V10.4S, V23.4S
	WORD $0x6eb7356b // CMHI V11.4S, V11.4S, V23.4S
	VORR V19.B16, V0.B16, V0.B16
	VORR V19.B16, V1.B16, V1.B16
	VORR V19.B16, V2.B16, V2.B16
	VORR V19.B16, V3.B16, V3.B16
	WORD $0x6ea81c18 // BIT V24.16B, V0.16B, V8.16B
	WORD $0x6ea91c39 // BIT V25.16B, V1.16B, V9.16B
	WORD $0x6eaa1c5a // BIT V26.16B, V2.16B, V10.16B
	WORD $0x6eab1c7b // BIT V27.16B, V3.16B, V11.16B
	WORD $0x4e595b04 // UZP2 V4.8H, V24.8H, V25.8H
	WORD $0x4e5b5b45 // UZP2 V5.8H, V26.8H, V27.8H
	VST1.P [V4.H8, V5.H8], 32(R0)
	SUBS $1, R2, R2
	BNE loop
done:
	RET

// func bf16sToF32sNEON(dst *uint32, src *BFloat16, n int)
//
// Each bfloat16 is the high half of its float32: interleave with zeros.
TEXT ·bf16sToF32sNEON(SB), NOSPLIT, $0-24
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD n+16(FP), R2
	VEOR V31.B16, V31.B16, V31.B16
	LSR $4, R2
	CBZ R2, done
loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x4e403bf8 // ZIP1 V24.8H, V31.8H, V0.8H
	WORD $0x4e407bf9 // ZIP2 V25.8H, V31.8H, V0.8H
	WORD $0x4e413bfa // ZIP1 V26.8H, V31.8H, V1.8H
	WORD $0x4e417bfb // ZIP2 V27.8H, V31.8H, V1.8H
	VST1.P [V24.S4, V25.S4, V26.S4, V27.S4], 64(R0)
	SUBS $1, R2, R2
	BNE loop
done:
	RET
