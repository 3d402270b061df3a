package emu

import (
	"errors"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// barRedPTX: threads 0..34 of a block vote tid%3 == 0 with bar.red.popc,
// .and and .or (and popc of the negated predicate) and write the four
// results to out[4*tid...]; threads from 35 on exit first. diverge has
// half the warp at a bar.red and the rest at a bar.sync.
const barRedPTX = `.version 7.0
.target sm_70
.address_size 64

.visible .entry votes(.param .u64 out)
{
	.reg .pred %p<5>;
	.reg .b32 %r<10>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, %tid.x;
	setp.ge.u32 %p1, %r1, 35;
	@%p1 bra DONE;
	rem.u32 %r2, %r1, 3;
	setp.eq.u32 %p2, %r2, 0;
	bar.red.popc.u32 %r3, 0, %p2;
	bar.red.and.pred %p3, 0, %p2;
	bar.red.or.pred %p4, 0, %p2;
	bar.red.popc.u32 %r4, 0, !%p2;
	selp.u32 %r5, 1, 0, %p3;
	selp.u32 %r6, 1, 0, %p4;
	mul.wide.u32 %rd2, %r1, 16;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r3;
	st.global.u32 [%rd3+4], %r5;
	st.global.u32 [%rd3+8], %r6;
	st.global.u32 [%rd3+12], %r4;
DONE:
	ret;
}

.visible .entry diverge()
{
	.reg .pred %p<3>;
	.reg .b32 %r<3>;
	mov.u32 %r1, %tid.x;
	setp.lt.u32 %p1, %r1, 16;
	@%p1 bra LOW;
	bar.sync 0;
	ret;
LOW:
	bar.red.popc.u32 %r2, 0, %p1;
	ret;
}
`

func TestBarRed(t *testing.T) {
	d := New()
	m := load(t, d, barRedPTX)
	fn, err := m.Function("votes")
	if err != nil {
		t.Fatal(err)
	}
	out, err := d.Alloc(40 * 16)
	if err != nil {
		t.Fatal(err)
	}
	cfg := driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 40, Y: 1, Z: 1}}
	if err := fn.Launch(cfg, []unsafe.Pointer{unsafe.Pointer(&out)}); err != nil {
		t.Fatal(err)
	}
	got := make([]uint32, 40*4)
	if err := d.CopyDtoH(unsafe.Pointer(&got[0]), out, len(got)*4, nil); err != nil {
		t.Fatal(err)
	}
	for tid := range 40 {
		want := [4]uint32{12, 0, 1, 23} // of 0..34, 12 are multiples of 3
		if tid >= 35 {
			want = [4]uint32{}
		}
		if g := [4]uint32(got[4*tid : 4*tid+4]); g != want {
			t.Fatalf("thread %d: %v, want %v", tid, g, want)
		}
	}

	fn, err = m.Function("diverge")
	if err != nil {
		t.Fatal(err)
	}
	err = fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 64, Y: 1, Z: 1}}, nil)
	if err == nil {
		err = d.Synchronize()
	}
	var f *Fault
	if !errors.As(err, &f) || f.Kind != "divergent barrier" {
		t.Fatalf("diverge: %v, want a divergent barrier fault", err)
	}

	bad := strings.Replace(barRedPTX, "bar.red.popc.u32 %r3, 0, %p2", "bar.red.popc.u32 %r3, 1, %p2", 1)
	if _, err := New().LoadModule([]byte(bad)); err == nil || !strings.Contains(err.Error(), "only barrier 0") {
		t.Fatalf("bar.red on barrier 1: %v", err)
	}
}
