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
	"github.com/kernlab/kern/internal/testing/testtool"
)

// fp8PTX is one FP8 mma.sync (A's format FA, B's FB) whose A registers
// are all X, whose B registers are all Y and whose accumulator is 0.5: every lane stores its four results at
// out[4·lane…].
const fp8PTX = `
.version 8.4
.target sm_89
.address_size 64

.visible .entry fp8(.param .u64 out)
{
	.reg .b32 %r<8>;
	.reg .f32 %f<8>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd0, [out];
	cvta.to.global.u64 %rd0, %rd0;
	mov.u32 %r0, %laneid;
	mul.wide.u32 %rd1, %r0, 16;
	add.s64 %rd2, %rd0, %rd1;
	mov.b32 %r1, X;
	mov.b32 %r2, Y;
	mov.f32 %f0, 0f3F000000;
	mma.sync.aligned.m16n8k32.row.col.f32.FA.FB.f32 {%f1, %f2, %f3, %f4}, {%r1, %r1, %r1, %r1}, {%r2, %r2}, {%f0, %f0, %f0, %f0};
	st.global.f32 [%rd2], %f1;
	st.global.f32 [%rd2+4], %f2;
	st.global.f32 [%rd2+8], %f3;
	st.global.f32 [%rd2+12], %f4;
	ret;
}
`

// TestFP8MMA runs the FP8 mma.sync forms, one format and mixed, on bytes
// that alternate along k (so 16 products of each kind: 1·1 and 1.5·1.5
// for e4m3, (−2)·(−2) and 0.25·0.25 for e5m2, 1·(−2) and 1.5·0.25 mixed,
// all sums exact), and refuses them in a module below PTX ISA 8.4 or
// sm_89, as ptxas does. The mixed cases fail if either operand is decoded
// in the other's format: e5m2's 0x34 is 0.25, e4m3's 0.75; e4m3's 0x38
// is 1, e5m2's 0.5. ptxas 12.4 (KERN_PTXAS_ISA84) must accept and refuse
// the same modules as the emulator.
func TestFP8MMA(t *testing.T) {
	d := New(WithArch("sm_90"))
	// e4m3: 0x38 is 1, 0x3c 1.5; e5m2: 0xc0 is −2, 0x34 0.25.
	const e4m3, e5m2 = "0x3c383c38", "0x34c034c0"
	// Every module the test loads, and whether the emulator took it.
	type module struct {
		src string
		ok  bool
	}
	var mods []module
	for _, c := range []struct {
		fa, fb, x, y string
		want         float32
	}{
		{"e4m3", "e4m3", e4m3, e4m3, 0.5 + 16*1 + 16*1.5*1.5},
		{"e5m2", "e5m2", e5m2, e5m2, 0.5 + 16*4 + 16*0.0625},
		{"e4m3", "e5m2", e4m3, e5m2, 0.5 + 16*-2 + 16*1.5*0.25},
		{"e5m2", "e4m3", e5m2, e4m3, 0.5 + 16*-2 + 16*0.25*1.5},
	} {
		format := c.fa + "." + c.fb
		src := strings.NewReplacer("FA", c.fa, "FB", c.fb, "X", c.x, "Y", c.y).Replace(fp8PTX)
		mods = append(mods, module{src, true})
		fn, err := load(t, d, src).Function("fp8")
		if err != nil {
			t.Fatal(err)
		}
		out, err := d.Alloc(32 * 16)
		if err != nil {
			t.Fatal(err)
		}
		if err := fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 32, Y: 1, Z: 1}},
			[]unsafe.Pointer{unsafe.Pointer(&out)}); err != nil {
			t.Fatal(err)
		}
		host := make([]float32, 32*4)
		if err := d.CopyDtoH(unsafe.Pointer(&host[0]), out, len(host)*4, nil); err != nil {
			t.Fatal(err)
		}
		for i, v := range host {
			if v != c.want {
				t.Fatalf("%s: out[%d] = %g, want %g", format, i, v, c.want)
			}
		}
		for _, bad := range []struct{ from, to string }{{".version 8.4", ".version 8.3"}, {".target sm_89", ".target sm_86"}} {
			refused := strings.Replace(src, bad.from, bad.to, 1)
			mods = append(mods, module{refused, false})
			_, err := d.LoadModule([]byte(refused))
			if !errors.Is(err, driver.ErrJIT) || !strings.Contains(err.Error(), "needs .version 8.4 and .target sm_89") {
				t.Errorf("%s with %s: %v, want ErrJIT naming .version 8.4 and sm_89", format, bad.to, err)
			}
		}
	}
	// A pair no instruction takes is not an mma.sync.
	src := strings.NewReplacer("m16n8k32", "m16n8k16", "FA", "f16", "FB", "bf16", "X", e4m3, "Y", e4m3).Replace(fp8PTX)
	if _, err := d.LoadModule([]byte(src)); !errors.Is(err, driver.ErrJIT) {
		t.Errorf("mma.sync …f32.f16.bf16.f32: %v, want ErrJIT", err)
	}
	mods = append(mods, module{src, false})
	t.Run("ptxas", func(t *testing.T) {
		ptxas := testtool.Path(t, testtool.PTXASISA84)
		dir := t.TempDir()
		for i, m := range mods {
			file := filepath.Join(dir, fmt.Sprintf("m%d.ptx", i))
			if err := os.WriteFile(file, []byte(m.src), 0o644); err != nil {
				t.Fatal(err)
			}
			arch := "sm_89"
			if strings.Contains(m.src, ".target sm_86") {
				arch = "sm_86"
			}
			out, err := exec.Command(ptxas, "-arch="+arch, file, "-o", file+".cubin").CombinedOutput()
			if (err == nil) != m.ok {
				t.Errorf("ptxas -arch=%s: error %v; the emulator took the module: %v (they must agree)\n%s\n%s", arch, err, m.ok, out, m.src)
			}
		}
	})
}
