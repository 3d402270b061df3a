package emu

import (
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// readSharedPTX copies a shared word it never wrote to *out.
const readSharedPTX = `.version 7.0
.target sm_70
.address_size 64

.visible .entry rd(.param .u64 out)
{
	.shared .align 4 .b8 sh[16];
	.reg .b32 %r<2>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [out];
	ld.shared.u32 %r1, [sh+4];
	st.global.u32 [%rd1], %r1;
	ret;
}
`

// TestSharedFill: shared memory starts as zeros, or as WithSharedFill's
// byte in every block.
func TestSharedFill(t *testing.T) {
	for _, c := range []struct {
		opts []Option
		want uint32
	}{{nil, 0}, {[]Option{WithSharedFill(0xa5)}, 0xa5a5a5a5}} {
		d := New(c.opts...)
		fn, err := load(t, d, readSharedPTX).Function("rd")
		if err != nil {
			t.Fatal(err)
		}
		out, err := d.Alloc(4)
		if err != nil {
			t.Fatal(err)
		}
		for range 2 { // the second launch reuses the block's memory
			if err := fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 1, Y: 1, Z: 1}}, []unsafe.Pointer{unsafe.Pointer(&out)}); err != nil {
				t.Fatal(err)
			}
			var got uint32
			if err := d.CopyDtoH(unsafe.Pointer(&got), out, 4, nil); err != nil {
				t.Fatal(err)
			}
			if got != c.want {
				t.Fatalf("%d options: shared word %#x, want %#x", len(c.opts), got, c.want)
			}
		}
	}
}
