package asmstat

import (
	"testing"
)

// A grid-stride loop written as kern lays it out: the loop's blocks are
// not contiguous (the phi copies come after the exit branch).
const ptxSample = `
.visible .entry k(
	.param .u64 k_param_0
)
{
	.reg .b64 %rd<9>;
	ld.param.u64 %rd0, [k_param_0];
$L__BB0:
	mov.b64 %rd1, 0;
	bra.uni $L__BB1;
$L__BB1:
	setp.lt.s64 %p0, %rd1, %rd0;
	@%p0 bra $L__BB2;
	bra.uni $L__BB3;
$L__BB2:
	ld.global.f32 %f0, [%rd1+0];
	ld.f64 %fd0, [%rd1+0];
	{
	.param .b64 param0;
	call.uni (retval0), f, (param0);
	}
	st.shared.v2.f32 [%rd1], {%f0, %f0};
	bra.uni $L__1;
$L__BB3:
	ret;
$L__1:
	add.s64 %rd1, %rd1, 1;
	bra.uni $L__BB1;
}
.func (.param .b64 f_retval) f(
	.param .b64 f_param_0
)
{
	mov.b64 %rd0, 1;
	ret;
}
`

func TestPTX(t *testing.T) {
	m := ParsePTX(ptxSample)
	k, f := m.Func("k"), m.Func("f")
	if k == nil || f == nil || !k.Kernel || f.Kernel {
		t.Fatalf("functions: %+v", m.Funcs)
	}
	if n := k.Count(); n != 14 {
		t.Errorf("k has %d instructions, want 14", n)
	}
	if n := m.Total(k); n != 16 {
		t.Errorf("k with f has %d instructions, want 16", n)
	}
	g := k.Graph()
	if len(g.Loops) != 1 {
		t.Fatalf("%d loops, want 1", len(g.Loops))
	}
	// Loop: setp, @bra; ld, ld, call, st, bra; add, bra = 9, plus f's 2.
	ms := m.ElementLoop(k, Marker{Spaces: []Space{Global, Generic}, Bytes: 12}, 0)
	if !ms.Found || ms.LoopInsts != 9 || ms.Calls != 2 || ms.Unroll != 1 || ms.Loop != 11 {
		t.Errorf("element loop %+v, want 9 instructions, 2 called, unroll 1", ms)
	}
	if got := FormatMem(ms.Mem); got != "ld.gen.64:1 ld.global:1 st.shared.64:1" {
		t.Errorf("memory %q", got)
	}
}

// An unrolled SASS loop (four loads of 4 bytes per iteration: unroll 4),
// with a slow path ptxas adds and the self-branch padding.
const sassSample = `
	.type           kern,@function
.text.kern:
        /*0000*/                   S2R R0, SR_TID.X ;
.L_x_1:
        /*0010*/                   LDG.E R2, [R4.64] ;
        /*0020*/                   LDG.E R3, [R4.64+0x4] ;
        /*0030*/                   LDG.E.64 R6, [R4.64+0x8] ;
        /*0040*/                   CALL.REL.NOINC ` + "`" + `($kern$__cuda_sm20_div_s64) ;
        /*0050*/                   STG.E.128 [R8.64], R12 ;
        /*0060*/               @P0 BRA ` + "`" + `(.L_x_1) ;
        /*0070*/               @P1 EXIT ;
        /*0080*/                   LDS.U8 R1, [R2] ;
        /*0090*/                   EXIT ;
        .type           $kern$__cuda_sm20_div_s64,@function
$kern$__cuda_sm20_div_s64:
        /*00a0*/                   IMAD R0, R0, R0, RZ ;
        /*00b0*/                   RET.REL.NODEC R20 ` + "`" + `(kern) ;
.L_x_2:
        /*00c0*/                   BRA ` + "`" + `(.L_x_2) ;
        /*00d0*/                   NOP ;
`

func TestSASS(t *testing.T) {
	m := ParseSASS(sassSample)
	k, sub := m.Func("kern"), m.Func("$kern$__cuda_sm20_div_s64")
	if k == nil || sub == nil || !sub.Internal {
		t.Fatalf("functions: %+v", m.Funcs)
	}
	if n := m.Total(k); n != 12 {
		t.Errorf("total %d, want 12 (10 + 2, no padding)", n)
	}
	ms := m.ElementLoop(k, Marker{Spaces: []Space{Global}, Bytes: 4}, 0)
	if !ms.Found || ms.LoopInsts != 6 || ms.Unroll != 4 || ms.Loop != 1.5 || ms.Calls != 0 {
		t.Errorf("element loop %+v, want 6 instructions for 4 elements", ms)
	}
	if got := FormatMem(m.MemCounts(k)); got != "LDG:2 LDG.64:1 LDS.8:1 STG.128:1" {
		t.Errorf("memory %q", got)
	}
}

const gcnSample = `
	.globl	k
	.type	k,@function
k:                                      ; @k
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_branch .LBB0_2
.LBB0_1:
	s_add_u32 s0, s0, 4
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, f@rel32@lo+4
	s_swappc_b64 s[30:31], s[16:17]
.LBB0_2:
	global_load_dword v1, v[2:3], off
	ds_read2_b32 v[4:5], v0 offset1:1
	flat_store_dwordx2 v[2:3], v[4:5]
	v_add_f32_e32 v1, v1, v1
	s_cbranch_scc1 .LBB0_1
	s_endpgm
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
; Kernel info:
; NumSgprs: 20
; NumVgprs: 6
	.type	f,@function
f:
	v_mov_b32_e32 v0, 0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
`

func TestGCN(t *testing.T) {
	m := ParseGCN(gcnSample)
	k := m.Func("k")
	if k == nil || m.Func("f") == nil {
		t.Fatalf("functions: %+v", m.Funcs)
	}
	if k.Regs["NumSgprs"] != 20 || k.Regs["NumVgprs"] != 6 {
		t.Errorf("registers %v", k.Regs)
	}
	ms := m.ElementLoop(k, Marker{Spaces: []Space{Global, Generic}, Bytes: 4}, 0)
	if !ms.Found || ms.LoopInsts != 9 || ms.Calls != 2 || ms.Loop != 11 {
		t.Errorf("element loop %+v, want 9 instructions and f's 2", ms)
	}
	if got := FormatMem(ms.Mem); got != "ds_read2_b32:1 flat_store_dwordx2:1 global_load_dword:1" {
		t.Errorf("memory %q", got)
	}
	for op, bits := range map[string]int{"ds_read2_b32": 64, "flat_store_dwordx2": 64, "global_load_dword": 32, "global_load_ubyte": 8, "ds_read_b128": 128} {
		if got := gcnMem(op).Bits; got != bits {
			t.Errorf("%s: %d bits, want %d", op, got, bits)
		}
	}
}
