package half

import (
	"bytes"
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/simd"
)

// TestBulkStreamingStores runs each amd64 loop with non-temporal stores,
// which the exported functions ask for only for outputs of 16 MiB and more,
// on smaller aligned destinations, and checks that it stores what it does
// with ordinary stores (which TestBulkConversions compares with the scalar
// conversions).
func TestBulkStreamingStores(t *testing.T) {
	if !onAVX2 {
		t.Skip("no AVX2 loops")
	}
	r := rand.New(rand.NewPCG(7, 8))
	u16 := allPatterns[uint16](16)
	h, bf := make([]Float16, len(u16)), make([]BFloat16, len(u16))
	for i, p := range u16 {
		h[i], bf[i] = Float16(p), BFloat16(p)
	}
	u8 := allPatterns[uint8](8)
	e4, e5 := make([]Float8E4M3, len(u8)), make([]Float8E5M2, len(u8))
	for i, p := range u8 {
		e4[i], e5[i] = Float8E4M3(p), Float8E5M2(p)
	}
	u32, u64 := make([]uint32, 1<<18), make([]uint64, 1<<18)
	for i := range u32 {
		u32[i], u64[i] = r.Uint32(), r.Uint64()
	}
	on512 := simd.AVX512
	streamCase(t, "f32sToF16sF16C", f32sToF16sF16C, 16, onF16C, u32)
	streamCase(t, "f16sToF32sF16C", f16sToF32sF16C, 16, onF16C, h)
	streamCase(t, "f32sToBF16sAVX2", f32sToBF16sAVX2, 16, true, u32)
	streamCase(t, "bf16sToF32sAVX2", bf16sToF32sAVX2, 16, true, bf)
	streamCase(t, "f16sToF64sF16C", f16sToF64sF16C, 8, onF16C, h)
	streamCase(t, "bf16sToF64sAVX2", bf16sToF64sAVX2, 8, true, bf)
	streamCase(t, "e4m3sToF32sAVX2", e4m3sToF32sAVX2, 16, true, e4)
	streamCase(t, "e5m2sToF32sF16C", e5m2sToF32sF16C, 16, onF16C, e5)
	streamCase(t, "e4m3sToF64sAVX2", e4m3sToF64sAVX2, 8, true, e4)
	streamCase(t, "e5m2sToF64sF16C", e5m2sToF64sF16C, 8, onF16C, e5)
	streamCase(t, "f32sToE4M3sAVX2", f32sToE4M3sAVX2, 32, true, u32)
	streamCase(t, "f32sToE5M2sAVX2", f32sToE5M2sAVX2, 32, true, u32)
	streamCase(t, "f64sToF16sF16C", f64sToF16sF16C, 16, onF16C, u64)
	streamCase(t, "f64sToBF16sAVX2", f64sToBF16sAVX2, 16, true, u64)
	streamCase(t, "f64sToE4M3sAVX2", f64sToE4M3sAVX2, 32, true, u64)
	streamCase(t, "f64sToE5M2sAVX2", f64sToE5M2sAVX2, 32, true, u64)
	streamCase(t, "f64sToF16s512", f64sToF16s512, 16, onF16C && on512, u64)
	streamCase(t, "f64sToBF16s512", f64sToBF16s512, 16, on512, u64)
	streamCase(t, "f64sToE4M3s512", f64sToE4M3s512, 32, on512, u64)
	streamCase(t, "f64sToE5M2s512", f64sToE5M2s512, 32, on512, u64)
	streamCase(t, "f32sToE4M3s512", f32sToE4M3s512, 32, on512, u32)
	streamCase(t, "f32sToE5M2s512", f32sToE5M2s512, 32, on512, u32)
	streamCase(t, "e4m3sToF32s512", e4m3sToF32s512, 32, on512, e4)
	streamCase(t, "e4m3sToF64s512", e4m3sToF64s512, 16, on512, e4)
	streamCase(t, "e5m2sToF32s512", e5m2sToF32s512, 32, onF16C && on512, e5)
	streamCase(t, "e5m2sToF64s512", e5m2sToF64s512, 16, onF16C && on512, e5)
}

func streamCase[D, S any](t *testing.T, name string, loop func(*D, *S, int, bool), block int, on bool, in []S) {
	t.Helper()
	if !on {
		t.Logf("%s: not on this CPU", name)
		return
	}
	n := len(in) &^ (block - 1)
	plain, streamed := make([]D, n), make([]D, n)
	if uintptr(unsafe.Pointer(&streamed[0]))%32 != 0 {
		t.Fatalf("%s: destination not 32-byte aligned", name)
	}
	loop(&plain[0], &in[0], n, false)
	loop(&streamed[0], &in[0], n, true)
	if bytes.Equal(bytesOf(plain), bytesOf(make([]D, n))) {
		t.Fatalf("%s stored nothing", name)
	}
	if !bytes.Equal(bytesOf(plain), bytesOf(streamed)) {
		for i := range plain {
			if !bytes.Equal(bytesOf(plain[i:i+1]), bytesOf(streamed[i:i+1])) {
				t.Fatalf("%s: element %d: % x streamed, % x stored", name, i, bytesOf(streamed[i:i+1]), bytesOf(plain[i:i+1]))
			}
		}
	}
}

// The exported functions stream exactly the outputs of 16 MiB and more
// that are 32-byte aligned.
func TestStreams(t *testing.T) {
	big := make([]Float16, streamBytes/2+16) // Go aligns it to a page
	for _, c := range []struct {
		d    []Float16
		want bool
	}{
		{big, true},
		{big[16:], true},              // 32 bytes in: aligned, streamBytes long
		{big[1:], false},              // misaligned
		{big[32 : len(big)-1], false}, // one element short
		{make([]Float16, 1000), false},
	} {
		if got := streams(c.d); got != c.want {
			t.Errorf("streams(%d elements at %#x) = %v", len(c.d), uintptr(unsafe.Pointer(&c.d[0])), got)
		}
	}
}
