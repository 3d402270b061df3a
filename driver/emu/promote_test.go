package emu

import (
	"errors"
	"math"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// asWritten executes PTX as written: no promotion of local variables, no
// skipping of dead instructions.
func asWritten() Option { return func(o *options) { o.asWritten = true } }

// structsPTX copies a struct of every access width through local memory,
// as kern's PTX does: pointer registers at constant offsets, the symbol
// itself, a loop, a guarded store, a divergent branch, dead instructions
// (a zeroing overwritten before it is read, an unused product). It
// writes b's fields to out[tid*6 : tid*6+6] (uint64 each).
const structsPTX = `.version 7.0
.target sm_70
.address_size 64

.visible .entry structs(.param .u64 out, .param .u32 n)
{
	.reg .pred %p<4>;
	.reg .b32 %r<20>;
	.reg .b64 %rd<20>;
	.reg .f32 %f<4>;
	.local .align 8 .b8 a[24];
	.local .align 8 .b8 b[24];
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd1, %rd1;
	ld.param.u32 %r1, [n];
	mov.u32 %r2, %tid.x;
	mov.u32 %r19, %ctaid.x;
	mad.lo.u32 %r2, %r19, 64, %r2;
	mov.u64 %rd2, a;
	mov.u64 %rd3, b;
	add.s64 %rd4, %rd2, 8;
	mov.b32 %r16, 0;
	st.local.u32 [%rd3], %r16;
	mul.lo.u32 %r17, %r2, 3;
	st.local.u32 [%rd2], %r2;
	neg.s32 %r3, %r2;
	st.local.u8 [%rd2+4], %r3;
	or.b32 %r4, %r2, 0x8000;
	st.local.u16 [a+6], %r4;
	cvt.u64.u32 %rd5, %r2;
	shl.b64 %rd5, %rd5, 33;
	st.local.u64 [%rd4], %rd5;
	cvt.rn.f32.u32 %f1, %r2;
	st.local.f32 [%rd4+8], %f1;
	setp.lt.u32 %p1, %r2, 5;
	mov.u32 %r5, 7;
	st.local.u32 [%rd2+20], %r5;
	@%p1 st.local.u32 [%rd2+20], %r2;
	mov.u32 %r6, 0;
LOOP:
	ld.local.u32 %r7, [%rd2];
	add.u32 %r7, %r7, %r6;
	st.local.u32 [%rd3], %r7;
	ld.local.s8 %r8, [%rd2+4];
	st.local.u8 [%rd3+4], %r8;
	ld.local.s16 %r9, [a+6];
	st.local.u16 [%rd3+6], %r9;
	ld.local.u64 %rd6, [%rd4];
	st.local.u64 [%rd3+8], %rd6;
	ld.local.f32 %f2, [%rd4+8];
	st.local.f32 [%rd3+16], %f2;
	ld.local.u32 %r10, [%rd2+20];
	st.local.u32 [%rd3+20], %r10;
	add.u32 %r6, %r6, 1;
	setp.lt.u32 %p2, %r6, %r1;
	@%p2 bra LOOP;
	and.b32 %r15, %r2, 1;
	setp.eq.u32 %p3, %r15, 1;
	@%p3 bra SKIP;
	mov.u32 %r18, 99;
	st.local.u32 [%rd3], %r18;
SKIP:
	mul.wide.u32 %rd7, %r2, 48;
	add.s64 %rd7, %rd1, %rd7;
	ld.local.u32 %r11, [%rd3];
	st.global.u32 [%rd7], %r11;
	ld.local.s8 %r12, [%rd3+4];
	st.global.u32 [%rd7+8], %r12;
	ld.local.s16 %r13, [%rd3+6];
	st.global.u32 [%rd7+16], %r13;
	ld.local.u64 %rd8, [%rd3+8];
	st.global.u64 [%rd7+24], %rd8;
	ld.local.f32 %f3, [%rd3+16];
	st.global.f32 [%rd7+32], %f3;
	ld.local.u32 %r14, [%rd3+20];
	st.global.u32 [%rd7+40], %r14;
	ret;
}
`

// wantStructs is structsPTX's out for thread t of n loop rounds.
func wantStructs(t, n uint32) [6]uint64 {
	b0 := uint64(t + max(n, 1) - 1)
	if t%2 == 0 {
		b0 = 99
	}
	f5 := uint64(7)
	if t < 5 {
		f5 = uint64(t)
	}
	return [6]uint64{b0, uint64(uint32(int32(int8(-t)))), uint64(uint32(int32(int16(t | 0x8000)))),
		uint64(t) << 33, uint64(math.Float32bits(float32(t))), f5}
}

// runStructs launches kernel structs of src (2 blocks of 64 threads, 3
// rounds) and returns out and the thread-instructions it took.
func runStructs(t *testing.T, d *Device, src string) ([]uint64, int64, error) {
	t.Helper()
	fn, err := load(t, d, src).Function("structs")
	if err != nil {
		t.Fatal(err)
	}
	const threads = 128
	out, err := d.Alloc(48 * threads)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Memset(out, 0, 48*threads, nil); err != nil {
		t.Fatal(err)
	}
	n := uint32(3)
	before := d.ThreadInstructions()
	err = fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 2, Y: 1, Z: 1}, Block: driver.Dim3{X: 64, Y: 1, Z: 1}},
		[]unsafe.Pointer{unsafe.Pointer(&out), unsafe.Pointer(&n)})
	if err == nil {
		err = d.Synchronize()
	}
	if err != nil {
		return nil, 0, err
	}
	host := make([]uint64, 6*threads)
	if err := d.CopyDtoH(unsafe.Pointer(&host[0]), out, 48*threads, nil); err != nil {
		t.Fatal(err)
	}
	return host, d.ThreadInstructions() - before, nil
}

// localAccesses counts the ld.local and st.local instructions of fn and
// its dead ones.
func localAccesses(d *Device, src string) (local, dead int) {
	m, _ := d.LoadModule([]byte(src))
	for _, fn := range m.(*module).pm.funcs {
		for _, in := range fn.code {
			if (in.op == opLd || in.op == opSt) && in.space == spLocal {
				local++
			}
			if in.dead > 0 {
				dead++
			}
		}
	}
	return local, dead
}

// Local variables accessed at constant offsets become registers, dead
// instructions are skipped, and neither changes a result or the count of
// thread-instructions; a module with an access the analysis cannot place
// (a computed index, one outside its variable) keeps every local in
// memory, where aliasing and faults are as written.
func TestPromoteLocals(t *testing.T) {
	check := func(name, src string, promoted bool, want func(i int) [6]uint64) {
		t.Helper()
		got, steps, err := runStructs(t, New(), src)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		ref, refSteps, err := runStructs(t, New(asWritten()), src)
		if err != nil {
			t.Fatalf("%s as written: %v", name, err)
		}
		for i := range got {
			if got[i] != ref[i] {
				t.Fatalf("%s: out[%d] = %#x, as written %#x", name, i, got[i], ref[i])
			}
			if w := want(i / 6)[i%6]; got[i] != w {
				t.Fatalf("%s: out[%d] = %#x, want %#x", name, i, got[i], w)
			}
		}
		if steps != refSteps {
			t.Errorf("%s: %d thread-instructions, as written %d", name, steps, refSteps)
		}
		local, dead := localAccesses(New(), src)
		asw, _ := localAccesses(New(asWritten()), src)
		if promoted != (local == 0) || asw == 0 {
			t.Errorf("%s: %d local accesses left of %d, want promoted = %v", name, local, asw, promoted)
		}
		if promoted && dead == 0 {
			t.Errorf("%s: no dead instructions found", name)
		}
	}
	plain := func(i int) [6]uint64 { return wantStructs(uint32(i), 3) }
	check("structs", structsPTX, true, plain)

	// A computed index anywhere in the module: nothing is promoted.
	indexed := strings.Replace(structsPTX, "\tret;\n}\n", `	ret;
}

.visible .entry indexed(.param .u32 i)
{
	.reg .b32 %r<2>;
	.reg .b64 %rd<4>;
	.local .align 4 .b8 v[16];
	ld.param.u32 %r1, [i];
	mov.u64 %rd1, v;
	mul.wide.u32 %rd2, %r1, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.local.u32 [%rd3], %r1;
	ret;
}
`, 1)
	check("indexed", indexed, false, plain)

	// A store past a's end lands in b (laid out right after it): b's
	// field 0 reads it, as in memory.
	past := strings.Replace(structsPTX, "\tmov.u32 %r18, 99;\n\tst.local.u32 [%rd3], %r18;", "\tmov.u32 %r18, 99;\n\tst.local.u32 [%rd2+24], %r18;", 1)
	check("past", past, false, plain)

	// A misaligned access inside a variable is still a fault.
	mis := strings.Replace(structsPTX, "st.local.u32 [%rd2+20], %r5;", "st.local.u32 [%rd2+18], %r5;", 1)
	_, _, err := runStructs(t, New(), mis)
	var f *Fault
	if !errors.As(err, &f) || f.Kind != "misaligned address" {
		t.Errorf("misaligned: err = %v, want a misaligned address fault", err)
	}
}

// staleRegPTX reads %r1 and %r0 before writing them: what the thread of
// the same index in the block run before on the same warp left there.
const staleRegPTX = `.version 7.0
.target sm_70
.address_size 64

.visible .entry stale(.param .u64 out)
{
	.reg .b32 %r<4>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd1, %rd1;
	mov.u32 %r2, %tid.x;
	mov.u32 %r3, %ctaid.x;
	mad.lo.u32 %r2, %r3, 4, %r2;
	mul.wide.u32 %rd2, %r2, 4;
	add.s64 %rd2, %rd1, %rd2;
	st.global.u32 [%rd2], %r1;
	st.global.u32 [%rd2+48], %r0;
	add.u32 %r1, %r2, 100;
	add.u32 %r0, %r2, 200;
	ret;
}
`

// A dead write is one no later read in the frame's function sees, up to
// the frame's next use: a register read before it is written (undefined
// in PTX) sees the same stale value as in the PTX executed as written.
func TestDeadKeepsStaleRegisters(t *testing.T) {
	run := func(d *Device) []uint32 {
		fn, err := load(t, d, staleRegPTX).Function("stale")
		if err != nil {
			t.Fatal(err)
		}
		out, _ := d.Alloc(4 * 24)
		err = fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 3, Y: 1, Z: 1}, Block: driver.Dim3{X: 4, Y: 1, Z: 1}}, []unsafe.Pointer{unsafe.Pointer(&out)})
		if err == nil {
			err = d.Synchronize()
		}
		if err != nil {
			t.Fatal(err)
		}
		host := make([]uint32, 24)
		if err := d.CopyDtoH(unsafe.Pointer(&host[0]), out, 4*24, nil); err != nil {
			t.Fatal(err)
		}
		return host
	}
	got, want := run(New(WithSerialThreads())), run(New(WithSerialThreads(), asWritten()))
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("out = %v, as written %v", got, want)
		}
	}
	if want[4] != 100 || want[16] != 200 {
		t.Fatalf("out = %v: block 1 thread 0 did not see block 0 thread 0's register", want)
	}
}
