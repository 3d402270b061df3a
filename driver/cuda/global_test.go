package cuda

import (
	"errors"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// globalPTX has a module-scope record (the shape of kern's debug trap
// record) that its kernel overwrites with %dynamic_smem_size.
const globalPTX = `.version 7.0
.target sm_50
.address_size 64
.visible .global .align 4 .b8 rec[32] = {7,0,0,0};
.visible .entry dyn()
{
	.reg .b32 %r<2>;
	mov.u32 %r0, %dynamic_smem_size;
	st.global.u32 [rec+4], %r0;
	ret;
}
`

// TestGPUGlobal reads and writes a module global through Global and
// checks that the launch's dynamic shared size reaches the kernel.
func TestGPUGlobal(t *testing.T) {
	d := gpu(t)
	mod, err := d.LoadModule([]byte(globalPTX))
	if err != nil {
		t.Fatal(err)
	}
	defer mod.Unload()
	m := mod.(*Module)
	p, n, err := m.Global("rec")
	if err != nil || n != 32 || p == 0 {
		t.Fatalf("Global(rec) = %#x, %d, %v", p, n, err)
	}
	if _, _, err := m.Global("nope"); !errors.Is(err, driver.ErrNotFound) {
		t.Errorf("missing global: %v", err)
	}
	f, err := m.Function("dyn")
	if err != nil {
		t.Fatal(err)
	}
	cfg := driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 1, Y: 1, Z: 1}, SharedBytes: 384}
	if err := f.Launch(cfg, nil); err != nil {
		t.Fatal(err)
	}
	if err := d.Synchronize(); err != nil {
		t.Fatal(err)
	}
	var rec [8]uint32
	if err := d.CopyDtoH(unsafe.Pointer(&rec[0]), p, 32, nil); err != nil {
		t.Fatal(err)
	}
	if rec[0] != 7 || rec[1] != 384 {
		t.Errorf("record %v: want the initializer 7 and the dynamic shared size 384", rec)
	}
}
