package emu

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// classIR is a kernel in which lane i classifies the float64 in64[i] and
// the float32 in32[i] with llvm.amdgcn.class, one mask bit at a time,
// and writes the ten answers as bits to out[2i] and out[2i+1], with, in
// bit 10, the answer for the mask math.Frexp's test of |x| <
// SmallestNormal becomes (±0 and ±subnormal: 0xf0).
func classIR() string {
	var b strings.Builder
	b.WriteString(`target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @class(ptr addrspace(1) %in64, ptr addrspace(1) %in32, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %tid to i64
  %p64 = getelementptr inbounds double, ptr addrspace(1) %in64, i64 %i
  %x64 = load double, ptr addrspace(1) %p64, align 8
  %p32 = getelementptr inbounds float, ptr addrspace(1) %in32, i64 %i
  %x32 = load float, ptr addrspace(1) %p32, align 4
  %o = shl i64 %i, 1
  %q64 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o
  %q32 = getelementptr inbounds i32, ptr addrspace(1) %q64, i64 1
`)
	for _, ty := range []string{"f64", "f32"} {
		llt := map[string]string{"f64": "double", "f32": "float"}[ty]
		acc := "0"
		for k := 0; k <= 10; k++ {
			mask := 1 << k
			if k == 10 {
				mask = 0xf0
			}
			fmt.Fprintf(&b, "  %%c%s_%d = call i1 @llvm.amdgcn.class.%s(%s %%x%s, i32 %d)\n", ty, k, ty, llt, ty[1:], mask)
			fmt.Fprintf(&b, "  %%z%s_%d = zext i1 %%c%s_%d to i32\n", ty, k, ty, k)
			fmt.Fprintf(&b, "  %%s%s_%d = shl i32 %%z%s_%d, %d\n", ty, k, ty, k, k)
			fmt.Fprintf(&b, "  %%a%s_%d = or i32 %s, %%s%s_%d\n", ty, k, acc, ty, k)
			acc = fmt.Sprintf("%%a%s_%d", ty, k)
		}
		fmt.Fprintf(&b, "  store i32 %s, ptr addrspace(1) %%q%s, align 4\n", acc, ty[1:])
	}
	b.WriteString(`  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i1 @llvm.amdgcn.class.f64(double, i32)
declare i1 @llvm.amdgcn.class.f32(float, i32)
`)
	return b.String()
}

// wantClass is the mask bit v_cmp_class sets for a float with the given
// sign, biased exponent field (all ones: inf or NaN), fraction and quiet
// bit, and whether the frexp mask (bit 10 of the test's answer) holds.
func wantClass(sign bool, exp, expMax uint64, frac uint64, quiet bool) uint32 {
	var k uint
	switch {
	case exp == expMax && frac != 0 && quiet:
		k = 1
	case exp == expMax && frac != 0:
		k = 0
	case exp == expMax:
		k = map[bool]uint{true: 2, false: 9}[sign]
	case exp != 0:
		k = map[bool]uint{true: 3, false: 8}[sign]
	case frac != 0:
		k = map[bool]uint{true: 4, false: 7}[sign]
	default:
		k = map[bool]uint{true: 5, false: 6}[sign]
	}
	w := uint32(1) << k
	if k >= 4 && k <= 7 {
		w |= 1 << 10
	}
	return w
}

// TestROCClass checks llvm.amdgcn.class (compiler/amdgpu writes it for
// comparisons of |x| with a class boundary) on every class of float64
// and float32, both signs, NaNs quiet and signalling.
func TestROCClass(t *testing.T) {
	f64s := []uint64{0, 1 << 63, 1, 1<<63 | 1, 0x000fffffffffffff, 0x0010000000000000, 0x8010000000000000,
		math.Float64bits(1), math.Float64bits(-2.5), 0x7fefffffffffffff, 0xffefffffffffffff,
		0x7ff0000000000000, 0xfff0000000000000, 0x7ff8000000000000, 0xfff8000000000001, 0x7ff0000000000001, 0xfff4000000000000}
	f32s := []uint32{0, 1 << 31, 1, 1<<31 | 1, 0x007fffff, 0x00800000, 0x80800000,
		math.Float32bits(1), math.Float32bits(-2.5), 0x7f7fffff, 0xff7fffff,
		0x7f800000, 0xff800000, 0x7fc00000, 0xffc00001, 0x7f800001, 0xffa00000}
	d, m := rocModule(t, "gfx90a", classIR())
	n := len(f64s)
	out, err := d.Alloc(2 * n * 4)
	if err != nil {
		t.Fatal(err)
	}
	if err := launchROC(t, d, m, "class", n, upload(t, d, f64s), upload(t, d, f32s), out); err != nil {
		t.Fatal(err)
	}
	got := readBack[uint32](t, d, out, 2*n)
	for i := range n {
		x, y := f64s[i], f32s[i]
		w64 := wantClass(x>>63 != 0, x>>52&0x7ff, 0x7ff, x&(1<<52-1), x>>51&1 != 0)
		w32 := wantClass(y>>31 != 0, uint64(y>>23&0xff), 0xff, uint64(y&(1<<23-1)), y>>22&1 != 0)
		if got[2*i] != w64 {
			t.Errorf("class of float64 %#016x: mask bits %#x, want %#x", x, got[2*i], w64)
		}
		if got[2*i+1] != w32 {
			t.Errorf("class of float32 %#08x: mask bits %#x, want %#x", y, got[2*i+1], w32)
		}
	}
}
