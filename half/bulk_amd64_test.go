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
	streamCase(t, "f64sToE4M3s512x2", twoStreams(f64sToE4M3s512x2), 64, on512, u64)
	streamCase(t, "f64sToE5M2s512x2", twoStreams(f64sToE5M2s512x2), 64, on512, u64)
	streamCase(t, "f32sToE4M3s512x2", twoStreams(f32sToE4M3s512x2), 64, on512, u32)
	streamCase(t, "f32sToE5M2s512x2", twoStreams(f32sToE5M2s512x2), 64, on512, u32)
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

// twoStreams runs a two-stream loop (…x2) as a one-stream one: n elements,
// n a multiple of two blocks, as the halves.
func twoStreams[D, S any](x2 func(*D, *S, *D, *S, int, bool)) func(*D, *S, int, bool) {
	return func(d *D, s *S, n int, nt bool) {
		h := n / 2
		x2(d, s, &unsafe.Slice(d, n)[h], &unsafe.Slice(s, n)[h], h, nt)
	}
}

// TestTwoStreamSplit runs the AVX-512 FP8 narrowings, which convert the two
// halves of their input as two streams and a last odd block alone, on
// lengths around the halves' chunking (chunk/2 elements of each a call)
// and on unaligned starts, and compares them with the Go loops.
func TestTwoStreamSplit(t *testing.T) {
	if !simd.AVX512 {
		t.Skip("no AVX-512 loops")
	}
	r := rand.New(rand.NewPCG(9, 10))
	const most = 3*chunk + 200
	u32, u64 := make([]uint32, most), make([]uint64, most)
	for i := range u32 {
		// random signs and exponents around the FP8 ranges, and specials
		u32[i] = r.Uint32()&0x87ffffff | uint32(100+r.IntN(60))<<23
		u64[i] = r.Uint64()&0x800fffffffffffff | uint64(1000+r.IntN(60))<<52
		if i%97 == 0 {
			u32[i] |= 0x7f800000
			u64[i] |= 0x7ff0000000000000
		}
	}
	for _, n := range []int{64, 96, 128, chunk - 32, chunk, chunk + 32, chunk + 64, 2*chunk - 32, 2 * chunk, 2*chunk + 32, 3*chunk + 96, 3*chunk + 160} {
		for _, off := range []int{0, 1, 7} {
			narrowCase(t, "f32→E4M3", n, f32sToE4M3sV512, f32sToE4M3sGo, u32[off:off+n], off)
			narrowCase(t, "f32→E5M2", n, f32sToE5M2sV512, f32sToE5M2sGo, u32[off:off+n], off)
			narrowCase(t, "f64→E4M3", n, f64sToE4M3sV512, f64sToE4M3sGo, u64[off:off+n], off)
			narrowCase(t, "f64→E5M2", n, f64sToE5M2sV512, f64sToE5M2sGo, u64[off:off+n], off)
		}
	}
}

func narrowCase[D, S any](t *testing.T, name string, n int, vec func([]D, []S) int, goLoop func([]D, []S), src []S, off int) {
	t.Helper()
	// guard elements after the output catch a store past its end
	got, want := make([]D, n+off+64), make([]D, n+off+64)
	if m := vec(got[off:off+n], src); m != n {
		t.Fatalf("%s n=%d: vector loop converted %d", name, n, m)
	}
	goLoop(want[off:off+n], src)
	if !bytes.Equal(bytesOf(got), bytesOf(want)) {
		for i := range got {
			if !bytes.Equal(bytesOf(got[i:i+1]), bytesOf(want[i:i+1])) {
				t.Fatalf("%s n=%d offset %d: element %d: % x, want % x", name, n, off, i-off, bytesOf(got[i:i+1]), bytesOf(want[i:i+1]))
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
