package emu

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// cpAsyncPTX has one thread copy src[0] and src[1] into shared memory
// filled with -1, in two groups, and record what it reads: before any
// wait (out[0]), after wait_group 1 (out[1] the first copy, out[2] the
// second), after wait_group 0 (out[3]). SRC names the source operand.
const cpAsyncPTX = `.version 7.0
.target sm_80
.address_size 64

.visible .entry cp(.param .u64 psrc, .param .u64 pout)
{
	.reg .b32 %r<8>;
	.reg .b64 %rd<8>;
	.shared .align 16 .b8 sh[16];

	ld.param.u64 %rd1, [psrc];
	ld.param.u64 %rd2, [pout];
	cvta.to.global.u64 %rd1, %rd1;
	cvta.to.global.u64 %rd2, %rd2;
	mov.u64 %rd3, sh;
	mov.u32 %r1, -1;
	st.shared.u32 [%rd3], %r1;
	st.shared.u32 [%rd3+4], %r1;
	add.s64 %rd4, %rd1, 4;
	cp.async.ca.shared.global [%rd3], [SRC], 4;
	cp.async.commit_group;
	cp.async.ca.shared.global [%rd3+4], [%rd4], 4;
	ld.shared.u32 %r2, [%rd3];
	cp.async.commit_group;
	cp.async.wait_group 1;
	ld.shared.u32 %r3, [%rd3];
	ld.shared.u32 %r4, [%rd3+4];
	cp.async.wait_group 0;
	ld.shared.u32 %r5, [%rd3+4];
	st.global.u32 [%rd2], %r2;
	st.global.u32 [%rd2+4], %r3;
	st.global.u32 [%rd2+8], %r4;
	st.global.u32 [%rd2+12], %r5;
	ret;
}
`

func runCp(t *testing.T, src string) ([]int32, error) {
	t.Helper()
	d := New(WithArch("sm_80"))
	m, err := d.LoadModule([]byte(src))
	if err != nil {
		return nil, err
	}
	fn, err := m.Function("cp")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := d.Alloc(8)
	if err != nil {
		t.Fatal(err)
	}
	po, err := d.Alloc(16)
	if err != nil {
		t.Fatal(err)
	}
	in := []int32{7, 9}
	if err := d.CopyHtoD(ps, unsafe.Pointer(&in[0]), 8, nil); err != nil {
		t.Fatal(err)
	}
	one := driver.Dim3{X: 1, Y: 1, Z: 1}
	if err := fn.Launch(driver.LaunchConfig{Grid: one, Block: one}, []unsafe.Pointer{unsafe.Pointer(&ps), unsafe.Pointer(&po)}); err != nil {
		return nil, err
	}
	if err := d.Synchronize(); err != nil {
		return nil, err
	}
	out := make([]int32, 4)
	if err := d.CopyDtoH(unsafe.Pointer(&out[0]), po, 16, nil); err != nil {
		t.Fatal(err)
	}
	return out, nil
}

// TestCpAsync: a cp.async lands at the cp.async.wait_group that retires
// its group, not before; a source in shared memory is an invalid
// address; the forms PTX does not have are JIT errors.
func TestCpAsync(t *testing.T) {
	out, err := runCp(t, strings.Replace(cpAsyncPTX, "SRC", "%rd1", 1))
	if err != nil {
		t.Fatal(err)
	}
	if want := []int32{-1, 7, -1, 9}; !slices.Equal(out, want) {
		t.Errorf("reads before and after the waits: %v, want %v", out, want)
	}
	_, err = runCp(t, strings.Replace(cpAsyncPTX, "SRC", "%rd3", 1))
	var f *Fault
	if !errors.As(err, &f) || f.Kind != "invalid address" || !strings.Contains(f.Detail, "shared memory") {
		t.Errorf("a shared source: %v, want an invalid address fault", err)
	}
	for _, c := range []struct{ from, to, want string }{
		{"cp.async.ca.shared.global [%rd3], [SRC], 4", "cp.async.cg.shared.global [%rd3], [%rd1], 8", "copies 4, 8 or 16 bytes (.cg only 16), not 8"},
		{"cp.async.ca.shared.global [%rd3], [SRC], 4", "cp.async.ca.shared.global [%rd3], [%rd1], 2", "not 2"},
		{"cp.async.wait_group 1", "cp.async.wait_group %r1", "takes an integer constant"},
		{"cp.async.commit_group", "cp.async.flush_group", "unsupported instruction cp.async.flush_group"},
	} {
		_, err := runCp(t, strings.Replace(strings.Replace(cpAsyncPTX, c.from, c.to, 1), "SRC", "%rd1", 1))
		if !errors.Is(err, driver.ErrJIT) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want a JIT error saying %q", c.to, err, c.want)
		}
	}
}
