package emu

import (
	"errors"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// vecPTX copies four floats from src+off to dst with one ld.global.v4 and
// one st.global.v4, and two doubles back with v2 accesses.
const vecPTX = `.version 7.0
.target sm_70
.address_size 64

.visible .entry vcopy(.param .u64 dst, .param .u64 src, .param .u64 off)
{
	.reg .f32 %f<5>;
	.reg .f64 %fd<3>;
	.reg .b64 %rd<5>;
	ld.param.u64 %rd1, [dst];
	ld.param.u64 %rd2, [src];
	ld.param.u64 %rd3, [off];
	add.s64 %rd2, %rd2, %rd3;
	ld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd2];
	st.global.v4.f32 [%rd1+16], {%f4, %f3, %f2, %f1};
	ld.global.v2.f64 {%fd1, %fd2}, [%rd1+16];
	st.global.v2.f64 [%rd1], {%fd2, %fd1};
	ret;
}
`

// A vector access is its elements at successive offsets, and faults when
// the address is not aligned to the whole vector, as the hardware does.
func TestVectorAccess(t *testing.T) {
	for _, c := range []struct {
		off  uint64
		kind string
	}{{0, ""}, {16, ""}, {4, "misaligned address"}, {8, "misaligned address"}} {
		d := New()
		fn, err := load(t, d, vecPTX).Function("vcopy")
		if err != nil {
			t.Fatal(err)
		}
		src, err := d.Alloc(64)
		if err != nil {
			t.Fatal(err)
		}
		dst, err := d.Alloc(32)
		if err != nil {
			t.Fatal(err)
		}
		in := [16]float32{}
		for i := range in {
			in[i] = float32(i + 1)
		}
		if err := d.CopyHtoD(src, unsafe.Pointer(&in[0]), 64, nil); err != nil {
			t.Fatal(err)
		}
		off := c.off
		err = fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 1, Y: 1, Z: 1}},
			[]unsafe.Pointer{unsafe.Pointer(&dst), unsafe.Pointer(&src), unsafe.Pointer(&off)})
		if err == nil {
			err = d.Synchronize()
		}
		var f *Fault
		if c.kind != "" {
			if !errors.As(err, &f) || f.Kind != c.kind {
				t.Errorf("offset %d: err = %v, want a %s fault", c.off, err, c.kind)
			}
			continue
		}
		if err != nil {
			t.Fatalf("offset %d: %v", c.off, err)
		}
		var out [8]float32
		if err := d.CopyDtoH(unsafe.Pointer(&out[0]), dst, 32, nil); err != nil {
			t.Fatal(err)
		}
		// dst[4:8] is src[k+3], …, src[k]; dst[0:4] swaps its two halves.
		k := float32(c.off/4) + 1
		want := [8]float32{k + 1, k, k + 3, k + 2, k + 3, k + 2, k + 1, k}
		if out != want {
			t.Errorf("offset %d: dst = %v, want %v", c.off, out, want)
		}
	}
}

// TestLLVectorAlign: an LLVM vector load or store checks the alignment it
// states on its first element, as ld.vN does (the backend's wide MMA
// fragment loads state align 8 or 16 after testing the address), and
// moves every element; a scalar access and a vector one stating only its
// element's alignment check no more than that.
func TestLLVectorAlign(t *testing.T) {
	for _, c := range []struct {
		access string
		off    int64
		want   string
	}{
		{"<4 x float>, align 16", 0, ""},
		{"<4 x float>, align 16", 16, ""},
		{"<4 x float>, align 16", 8, "misaligned address"},
		{"<2 x i32>, align 8", 8, ""},
		{"<2 x i32>, align 8", 4, "misaligned address"},
		{"<4 x float>, align 4", 4, ""},
	} {
		ty, align, _ := strings.Cut(c.access, ", ")
		src := "; kern module emu/vecalign (wave64, hand-written)\ntarget triple = \"amdgcn-amd-amdhsa\"\n\n" +
			"define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %off) {\nentry:\n" +
			"  %p = getelementptr inbounds i8, ptr addrspace(1) %in, i64 %off\n" +
			"  %q = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %off\n" +
			"  %v = load " + ty + ", ptr addrspace(1) %p, " + align + "\n" +
			"  store " + ty + " %v, ptr addrspace(1) %q, " + align + "\n  ret void\n}\n"
		d, m := rocModule(t, "gfx90a", src)
		in, _ := d.Alloc(64)
		out, _ := d.Alloc(64)
		words := make([]uint32, 16)
		for i := range words {
			words[i] = uint32(0x01020304 * (i + 1))
		}
		if err := d.CopyHtoD(in, unsafe.Pointer(&words[0]), 64, nil); err != nil {
			t.Fatal(err)
		}
		if err := d.Memset(out, 0, 64, nil); err != nil {
			t.Fatal(err)
		}
		err := launchROC(t, d, m, "k", 1, in, out, c.off)
		if c.want != "" {
			if f := (*Fault)(nil); !errors.As(err, &f) || f.Kind != c.want {
				t.Errorf("%s at +%d: %v, want a %s fault", c.access, c.off, err, c.want)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s at +%d: %v", c.access, c.off, err)
		}
		got := readBack[uint32](t, d, out, 16)
		n := 4
		if strings.HasPrefix(ty, "<2") {
			n = 2
		}
		for i := range got {
			want := uint32(0)
			if w := i - int(c.off/4); w >= 0 && w < n {
				want = words[i]
			}
			if got[i] != want {
				t.Errorf("%s at +%d: word %d = %#x, want %#x", c.access, c.off, i, got[i], want)
			}
		}
	}
}

// TestLLQuotedLabel: a block whose quoted label holds a comma and a space,
// as opt names the exit block of an inlined generic device function,
// is a block that branches reach.
func TestLLQuotedLabel(t *testing.T) {
	src := "; kern module emu/label (wave64, hand-written)\ntarget triple = \"amdgcn-amd-amdhsa\"\n\n" +
		"define amdgpu_kernel void @k(ptr addrspace(1) %out) {\nentry:\n" +
		"  br label %\"pkg.f[a.T, b.U].exit\"\n\n" +
		"\"pkg.f[a.T, b.U].exit\":                  ; preds = %entry\n" +
		"  store i32 7, ptr addrspace(1) %out, align 4\n  ret void\n}\n"
	d, m := rocModule(t, "gfx90a", src)
	out, _ := d.Alloc(4)
	if err := d.Memset(out, 0, 4, nil); err != nil {
		t.Fatal(err)
	}
	if err := launchROC(t, d, m, "k", 1, out); err != nil {
		t.Fatal(err)
	}
	if got := readBack[uint32](t, d, out, 1); got[0] != 7 {
		t.Errorf("stored %d, want 7", got[0])
	}
}
