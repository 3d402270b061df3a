package emu

import (
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// slotsPTX keeps a register live across a guarded write of it while
// others are written, and diverges, with values short-lived enough to
// share slots.
const slotsPTX = `.version 7.0
.target sm_70
.address_size 64

.visible .entry slots(.param .u64 out)
{
	.reg .pred %p<4>;
	.reg .b32 %r<20>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd1, %rd1;
	mov.u32 %r1, %tid.x;
	and.b32 %r2, %r1, 1;
	setp.eq.u32 %p1, %r2, 0;
	mov.b32 %r3, 10;
	add.u32 %r4, %r1, 5;
	@%p1 mov.b32 %r3, %r4;
	add.u32 %r5, %r3, %r4;
	mul.lo.u32 %r7, %r5, %r5;
	@%p1 bra EVEN;
	mul.lo.u32 %r6, %r5, 3;
	add.u32 %r8, %r6, %r7;
	bra JOIN;
EVEN:
	mul.lo.u32 %r9, %r5, 7;
	add.u32 %r8, %r9, 1;
JOIN:
	xor.b32 %r10, %r8, %r3;
	mul.wide.u32 %rd2, %r1, 4;
	add.s64 %rd2, %rd1, %rd2;
	st.global.u32 [%rd2], %r10;
	ret;
}
`

// Registers share slots only where their values never meet, whatever
// path each lane takes.
func TestRegisterSlots(t *testing.T) {
	run := func(d *Device) []uint32 {
		m := load(t, d, slotsPTX)
		fn, err := m.Function("slots")
		if err != nil {
			t.Fatal(err)
		}
		out, _ := d.Alloc(4 * 64)
		err = fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 64, Y: 1, Z: 1}}, []unsafe.Pointer{unsafe.Pointer(&out)})
		if err == nil {
			err = d.Synchronize()
		}
		if err != nil {
			t.Fatal(err)
		}
		host := make([]uint32, 64)
		if err := d.CopyDtoH(unsafe.Pointer(&host[0]), out, 4*64, nil); err != nil {
			t.Fatal(err)
		}
		return host
	}
	got, want := run(New()), run(New(asWritten()))
	for i := range want {
		r3 := uint32(10)
		if i%2 == 0 {
			r3 = uint32(i + 5)
		}
		r5 := r3 + uint32(i+5)
		r8 := r5*7 + 1
		if i%2 == 1 {
			r8 = r5*3 + r5*r5
		}
		if want[i] != r8^r3 || got[i] != want[i] {
			t.Fatalf("thread %d: %d, as written %d, want %d", i, got[i], want[i], r8^r3)
		}
	}
	m, _ := New().LoadModule([]byte(slotsPTX))
	if n := m.(*module).pm.funcs[0].nregs; n >= 12 {
		t.Errorf("%d slots for 14 registers", n)
	}
}
