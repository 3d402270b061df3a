package emu

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// ldmatrixPTX fills 4·64 shared 16-bit elements with their index (row
// ROW of the 32 rows of 8 at byte 16·ROW), has lane l give the address of
// row (l·STEP)%32 plus SKEW bytes, runs ldmatrix NUM TRANS, and stores
// each lane's registers at out[4·lane…]; isspacep of the shared and the
// global address go to out[128] and out[129] (lane 0).
const ldmatrixPTX = `
.version 7.0
.target sm_80
.address_size 64

.visible .entry ldm(.param .u64 out)
{
	.reg .pred %p<4>;
	.reg .b16 %h<2>;
	.reg .b32 %r<16>;
	.reg .b64 %rd<12>;
	.shared .align 16 .b8 buf[512];
	ld.param.u64 %rd0, [out];
	cvta.to.global.u64 %rd0, %rd0;
	mov.u32 %r0, %laneid;
	mov.u64 %rd1, buf;
	cvta.shared.u64 %rd1, %rd1;
	mov.u32 %r1, %r0;
$fill:
	cvt.u16.u32 %h0, %r1;
	mul.wide.u32 %rd2, %r1, 2;
	add.s64 %rd3, %rd1, %rd2;
	st.u16 [%rd3], %h0;
	add.u32 %r1, %r1, 32;
	setp.lt.u32 %p0, %r1, 256;
	@%p0 bra $fill;
	bar.sync 0;
	mul.lo.u32 %r2, %r0, STEP;
	and.b32 %r2, %r2, 31;
	mul.wide.u32 %rd4, %r2, 16;
	add.s64 %rd4, %rd4, SKEW;
	add.s64 %rd5, %rd1, %rd4;
	cvta.to.shared.u64 %rd6, %rd5;
	mov.u32 %r4, 0;
	mov.u32 %r5, 0;
	mov.u32 %r6, 0;
	mov.u32 %r7, 0;
	ldmatrix.sync.aligned.m8n8.NUMTRANS.shared.b16 DST, [%rd6];
	mul.wide.u32 %rd7, %r0, 16;
	add.s64 %rd8, %rd0, %rd7;
	st.global.u32 [%rd8], %r4;
	st.global.u32 [%rd8+4], %r5;
	st.global.u32 [%rd8+8], %r6;
	st.global.u32 [%rd8+12], %r7;
	setp.ne.u32 %p1, %r0, 0;
	@%p1 bra $done;
	isspacep.shared %p2, %rd5;
	selp.u32 %r8, 1, 0, %p2;
	st.global.u32 [%rd0+512], %r8;
	isspacep.shared %p3, %rd0;
	selp.u32 %r9, 1, 0, %p3;
	st.global.u32 [%rd0+516], %r9;
$done:
	ret;
}
`

func ldmatrixSrc(num int, trans bool, step, skew int) string {
	nt := "x" + string(rune('0'+num))
	if trans {
		nt += ".trans"
	}
	dst := []string{"%r4", "%r5", "%r6", "%r7"}[:num]
	return strings.NewReplacer("NUMTRANS", nt, "DST", "{"+strings.Join(dst, ", ")+"}",
		"STEP", string(rune('0'+step)), "SKEW", string(rune('0'+skew))).Replace(ldmatrixPTX)
}

// TestLdmatrix checks ldmatrix's distribution against its definition in
// the PTX ISA, with row addresses that are not in order (lane l names row
// 3l mod 32): lane 8j+r's address is row r of matrix j, and lane l gets,
// in register j, elements 2(l%4) and 2(l%4)+1 of row l/4 of matrix j, or
// with .trans elements l/4 of rows 2(l%4) and 2(l%4)+1. A misaligned row
// faults, as on hardware; isspacep tells shared from global.
func TestLdmatrix(t *testing.T) {
	d := New(WithArch("sm_80"))
	var srcs []string
	for _, num := range []int{1, 2, 4} {
		for _, trans := range []bool{false, true} {
			src := ldmatrixSrc(num, trans, 3, 0)
			srcs = append(srcs, src)
			fn, err := load(t, d, src).Function("ldm")
			if err != nil {
				t.Fatal(err)
			}
			out, err := d.Alloc(520)
			if err != nil {
				t.Fatal(err)
			}
			if err := fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 32, Y: 1, Z: 1}},
				[]unsafe.Pointer{unsafe.Pointer(&out)}); err != nil {
				t.Fatal(err)
			}
			host := make([]uint32, 130)
			if err := d.CopyDtoH(unsafe.Pointer(&host[0]), out, 520, nil); err != nil {
				t.Fatal(err)
			}
			// Element (r, c) of matrix j is buf[8·row + c], row the one
			// lane 8j+r named.
			elem := func(j, r, c int) uint32 { return uint32(8*((3*(8*j+r))%32) + c) }
			for l := range 32 {
				for j := range 4 {
					want := uint32(0)
					if j < num {
						lo, hi := elem(j, l/4, 2*(l%4)), elem(j, l/4, 2*(l%4)+1)
						if trans {
							lo, hi = elem(j, 2*(l%4), l/4), elem(j, 2*(l%4)+1, l/4)
						}
						want = lo | hi<<16
					}
					if got := host[4*l+j]; got != want {
						t.Fatalf("x%d trans=%v: lane %d register %d = %#x, want %#x", num, trans, l, j, got, want)
					}
				}
			}
			if host[128] != 1 || host[129] != 0 {
				t.Errorf("isspacep.shared: %d for a shared address, %d for a global one; want 1, 0", host[128], host[129])
			}
		}
	}
	// A row address off 16-byte alignment faults.
	fn, err := load(t, d, ldmatrixSrc(4, false, 3, 8)).Function("ldm")
	if err != nil {
		t.Fatal(err)
	}
	out, _ := d.Alloc(520)
	err = fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 32, Y: 1, Z: 1}}, []unsafe.Pointer{unsafe.Pointer(&out)})
	if err == nil {
		err = d.Synchronize()
	}
	if f := (*Fault)(nil); !errors.As(err, &f) || f.Kind != "misaligned address" {
		t.Errorf("misaligned ldmatrix: %v, want a misaligned-address fault", err)
	}
	t.Run("ptxas", func(t *testing.T) {
		ptxas := testtool.Path(t, "KERN_PTXAS")
		dir := t.TempDir()
		for i, src := range srcs {
			file := filepath.Join(dir, "m"+string(rune('0'+i))+".ptx")
			if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(ptxas, "-arch=sm_80", file, "-o", file+".cubin").CombinedOutput(); err != nil {
				t.Errorf("ptxas: %v\n%s", err, out)
			}
		}
	})
}
