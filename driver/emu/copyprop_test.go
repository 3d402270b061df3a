package emu

import (
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// copiesPTX writes out[0..15] (uint64 each) from copies that may and may
// not be propagated: a truncating copy read by an instruction that keeps
// high bits (xor) and by ones that do not (add, a narrower move), exact
// copies of a narrow value, a copy whose source is written again before
// the read, a guarded copy, a copy carried around a loop, an immediate,
// truncations of values wider than they look, a Philox step (a 64-bit
// product of 32-bit values, whose low half's truncation only a 32-bit
// use reads) next to one whose truncation is read whole, a 64-bit
// product of a 64-bit value, a byte of a shifted truncation.
const copiesPTX = `.version 7.0
.target sm_70
.address_size 64

.visible .entry copies(.param .u64 out, .param .u64 x, .param .u32 n)
{
	.reg .pred %p<4>;
	.reg .b32 %r<30>;
	.reg .b64 %rd<30>;
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd1, %rd1;
	ld.param.u64 %rd2, [x];
	ld.param.u32 %r10, [n];
	cvt.u32.u64 %r1, %rd2;
	xor.b32 %r2, %r1, 3;
	st.global.u64 [%rd1], %r2;
	add.u32 %r3, %r1, 1;
	st.global.u64 [%rd1+8], %r3;
	mov.b16 %r4, %r1;
	st.global.u64 [%rd1+16], %r4;
	shr.b64 %rd3, %rd2, 32;
	cvt.u32.u64 %r5, %rd3;
	xor.b32 %r6, %r5, %r1;
	st.global.u64 [%rd1+24], %r6;
	mov.b32 %r7, %r1;
	add.u32 %r1, %r1, 7;
	xor.b32 %r8, %r7, 0;
	st.global.u64 [%rd1+32], %r8;
	setp.eq.u32 %p1, %r10, 5;
	mov.b32 %r9, 11;
	@%p1 mov.b32 %r9, %r1;
	add.u32 %r11, %r9, 0;
	st.global.u64 [%rd1+40], %r11;
	mov.b32 %r12, 0;
	mov.b32 %r13, 100;
LOOP:
	mov.b32 %r14, %r13;
	add.u32 %r13, %r13, 1;
	add.u32 %r12, %r12, %r14;
	setp.lt.u32 %p2, %r13, 104;
	@%p2 bra LOOP;
	st.global.u64 [%rd1+48], %r12;
	mov.u32 %r15, 0xffffffff;
	cvt.u64.u32 %rd4, %r15;
	add.u64 %rd5, %rd4, 1;
	st.global.u64 [%rd1+56], %rd5;
	cvt.u64.u32 %rd6, %r6;
	mul.lo.u64 %rd7, %rd6, 0xD2511F53;
	st.global.u64 [%rd1+64], %rd7;
	cvt.u32.u64 %r16, %rd7;
	xor.b32 %r17, %r16, %r16;
	or.b32 %r18, %r16, 0;
	st.global.u64 [%rd1+72], %r18;
	shr.b64 %rd8, %rd2, 31;
	cvt.u32.u64 %r19, %rd8;
	xor.b32 %r19, %r19, 0;
	st.global.u64 [%rd1+80], %r19;
	xor.b64 %rd9, %rd2, %rd3;
	cvt.u32.u64 %r0, %rd9;
	xor.b32 %r0, %r0, 0;
	st.global.u64 [%rd1+88], %r0;
	mul.lo.u64 %rd10, %rd2, 0xD2511F53;
	cvt.u32.u64 %r20, %rd10;
	xor.b32 %r21, %r20, %r5;
	cvt.u64.u32 %rd11, %r21;
	mul.lo.u64 %rd12, %rd11, 0xCD9E8D57;
	st.global.u64 [%rd1+96], %rd12;
	cvt.u32.u64 %r22, %rd10;
	xor.b32 %r23, %r22, %r5;
	st.global.u64 [%rd1+104], %r23;
	mul.lo.u64 %rd14, %rd2, 3;
	st.global.u64 [%rd1+112], %rd14;
	cvt.u64.u32 %rd15, %rd2;
	shr.b64 %rd16, %rd15, 40;
	st.global.u8 [%rd1+120], %rd16;
	ret;
}
`

func TestCopyPropagation(t *testing.T) {
	run := func(d *Device, x uint64, n uint32) [16]uint64 {
		fn, err := load(t, d, copiesPTX).Function("copies")
		if err != nil {
			t.Fatal(err)
		}
		out, _ := d.Alloc(128)
		err = fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 32, Y: 1, Z: 1}},
			[]unsafe.Pointer{unsafe.Pointer(&out), unsafe.Pointer(&x), unsafe.Pointer(&n)})
		if err == nil {
			err = d.Synchronize()
		}
		if err != nil {
			t.Fatal(err)
		}
		var host [16]uint64
		if err := d.CopyDtoH(unsafe.Pointer(&host[0]), out, 128, nil); err != nil {
			t.Fatal(err)
		}
		return host
	}
	for _, c := range []struct {
		x uint64
		n uint32
	}{{0x1_0000_0005, 5}, {0xdead_beef_8000_ffff, 4}} {
		got, want := run(New(), c.x, c.n), run(New(asWritten()), c.x, c.n)
		if got != want {
			t.Errorf("x %#x n %d: out = %#x, as written %#x", c.x, c.n, got, want)
		}
		lo := uint64(uint32(c.x))
		r9 := uint64(11)
		if c.n == 5 {
			r9 = uint64(uint32(lo + 7))
		}
		p := (lo ^ c.x>>32) * 0xD2511F53
		if exp := [16]uint64{lo ^ 3, uint64(uint32(lo + 1)), lo & 0xffff, lo ^ c.x>>32, lo, r9, 100 + 101 + 102 + 103, 1 << 32, p, uint64(uint32(p)), uint64(uint32(c.x >> 31)), uint64(uint32(c.x ^ c.x>>32)),
			uint64(uint32(c.x*0xD2511F53)^uint32(c.x>>32)) * 0xCD9E8D57, uint64(uint32(c.x*0xD2511F53) ^ uint32(c.x>>32)), c.x * 3, 0}; want != exp {
			t.Errorf("x %#x n %d: as written %#x, want %#x", c.x, c.n, want, exp)
		}
	}
	// The propagated copies die.
	m, err := New().LoadModule([]byte(copiesPTX))
	if err != nil {
		t.Fatal(err)
	}
	dead := 0
	for _, in := range m.(*module).pm.funcs[0].code {
		if in.dead > 0 {
			dead++
		}
	}
	if dead < 3 {
		t.Errorf("%d dead instructions, want the copies", dead)
	}
}
