package emu

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// accPTX is one mma.sync of FORM whose A registers are all X, B registers
// all Y and C registers all Z, with NC C and D registers: every lane
// stores its D registers at out[4·NC·lane…].
const accPTX = `
.version 7.0
.target sm_80
.address_size 64

.visible .entry acc(.param .u64 out)
{
	.reg .b32 %r<16>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd0, [out];
	cvta.to.global.u64 %rd0, %rd0;
	mov.u32 %r0, %laneid;
	mul.wide.u32 %rd1, %r0, STRIDE;
	add.s64 %rd2, %rd0, %rd1;
	mov.b32 %r1, X;
	mov.b32 %r2, Y;
	mov.b32 %r3, Z;
	mma.sync.aligned.FORM D, {%r1, %r1, %r1, %r1}, {%r2, %r2}, C;
	STORES
	ret;
}
`

// accModule is accPTX for form with nc C and D registers.
func accModule(form, x, y, z string, nc int) string {
	var d, c, st []string
	for i := range nc {
		d = append(d, fmt.Sprintf("%%r%d", 4+i))
		c = append(c, "%r3")
		st = append(st, fmt.Sprintf("st.global.b32 [%%rd2+%d], %%r%d;", 4*i, 4+i))
	}
	return strings.NewReplacer("FORM", form, "X", x, "Y", y, "Z", z, "STRIDE", fmt.Sprint(4*nc),
		"D", "{"+strings.Join(d, ", ")+"}", "C", "{"+strings.Join(c, ", ")+"}", "STORES", strings.Join(st, "\n\t")).Replace(accPTX)
}

// TestAccMMA runs the integer mma.sync forms in every pairing and the
// float16-accumulating one on an emulated sm_80. The integer A's bytes
// alternate 3 and 0xff along k (3 and −1 as s8, 3 and 255 as u8) and B's
// are all 0x80 (−128 as s8, 128 as u8), so each pairing has its own sum,
// and C = 0x7fffff00 makes the positive ones wrap past 2^31. The float16
// form's D is c + 16·a·b rounded once to float16. The emulator refuses
// .satfinite (kern's sums wrap) and a form with the other form's register
// counts, which ptxas (KERN_PTXAS) refuses too.
func TestAccMMA(t *testing.T) {
	d := New(WithArch("sm_80"))
	run := func(src string, n int) []uint32 {
		t.Helper()
		fn, err := load(t, d, src).Function("acc")
		if err != nil {
			t.Fatal(err)
		}
		out, err := d.Alloc(32 * 4 * n)
		if err != nil {
			t.Fatal(err)
		}
		if err := fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 32, Y: 1, Z: 1}},
			[]unsafe.Pointer{unsafe.Pointer(&out)}); err != nil {
			t.Fatal(err)
		}
		host := make([]uint32, 32*n)
		if err := d.CopyDtoH(unsafe.Pointer(&host[0]), out, len(host)*4, nil); err != nil {
			t.Fatal(err)
		}
		return host
	}
	type module struct {
		src string
		ok  bool
	}
	var mods []module
	const c0 = int64(0x7fffff00)
	for _, c := range []struct {
		fa, fb string
		sum    int64
	}{
		{"s8", "s8", 16*3*-128 + 16*-1*-128},
		{"s8", "u8", 16*3*128 + 16*-1*128},
		{"u8", "s8", 16*3*-128 + 16*255*-128},
		{"u8", "u8", 16*3*128 + 16*255*128},
	} {
		src := accModule("m16n8k32.row.col.s32."+c.fa+"."+c.fb+".s32", "0xff03ff03", "0x80808080", "0x7fffff00", 4)
		mods = append(mods, module{src, true})
		want := uint32(c0 + c.sum)
		for i, v := range run(src, 4) {
			if v != want {
				t.Fatalf("%s.%s: out[%d] = %d, want %d", c.fa, c.fb, i, int32(v), int32(want))
			}
		}
		sat := strings.Replace(src, ".row.col.s32.", ".row.col.satfinite.s32.", 1)
		if _, err := d.LoadModule([]byte(sat)); !errors.Is(err, driver.ErrJIT) {
			t.Errorf("%s.%s .satfinite: %v, want ErrJIT", c.fa, c.fb, err)
		}
		bad := accModule("m16n8k32.row.col.s32."+c.fa+"."+c.fb+".s32", "0", "0", "0", 2)
		mods = append(mods, module{bad, false})
		if _, err := d.LoadModule([]byte(bad)); !errors.Is(err, driver.ErrJIT) {
			t.Errorf("%s.%s with two C registers: %v, want ErrJIT", c.fa, c.fb, err)
		}
	}
	a, b, z := half.ToFloat16(1), half.ToFloat16(1.0/3), half.ToFloat16(0.1)
	pair := func(h half.Float16) string { return fmt.Sprintf("0x%04x%04x", uint16(h), uint16(h)) }
	src := accModule("m16n8k16.row.col.f16.f16.f16.f16", pair(a), pair(b), pair(z), 2)
	mods = append(mods, module{src, true})
	want := half.ToFloat16(z.Float32() + 16*(a.Float32()*b.Float32()))
	if want.Float32() == z.Float32()+16*(a.Float32()*b.Float32()) {
		t.Fatal("the float16 case needs no rounding: it would not show a missing one")
	}
	for i, v := range run(src, 2) {
		if lo, hi := half.Float16(v), half.Float16(v>>16); lo != want || hi != want {
			t.Fatalf("f16: out[%d] = %#08x, want two %#04x", i, v, uint16(want))
		}
	}
	bad := accModule("m16n8k16.row.col.f16.f16.f16.f16", "0", "0", "0", 4)
	mods = append(mods, module{bad, false})
	if _, err := d.LoadModule([]byte(bad)); !errors.Is(err, driver.ErrJIT) {
		t.Errorf("f16 with four C registers: %v, want ErrJIT", err)
	}
	t.Run("ptxas", func(t *testing.T) {
		ptxas := testtool.Path(t, "KERN_PTXAS")
		dir := t.TempDir()
		for i, m := range mods {
			file := filepath.Join(dir, fmt.Sprintf("m%d.ptx", i))
			if err := os.WriteFile(file, []byte(m.src), 0o644); err != nil {
				t.Fatal(err)
			}
			out, err := exec.Command(ptxas, "-arch=sm_80", file, "-o", file+".cubin").CombinedOutput()
			if (err == nil) != m.ok {
				t.Errorf("ptxas: error %v; the emulator took the module: %v (they must agree)\n%s\n%s", err, m.ok, out, m.src)
			}
		}
	})
}
