package half

import (
	"bytes"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"runtime"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/simd"
)

// bulkConv is one bulk conversion under test: the exported function, its
// vector loops alone and its Go loop alone, checked against the scalar
// conversion.
type bulkConv[S, D any] struct {
	name   string
	bulk   func([]D, []S) int
	goLoop func([]D, []S)
	scalar func(S) D
	vecs   []vecLoop[S, D]
}

// vecLoop is a vector loop (a …Vec, …V256 or …V512 function): it does the
// whole blocks of its input where on says the CPU has what it needs, and
// nothing elsewhere.
type vecLoop[S, D any] struct {
	name  string
	run   func([]D, []S) int
	block int
	on    bool
}

// The features each vector loop needs (slices_amd64.go).
var (
	onAVX2 = runtime.GOARCH == "amd64" && simd.AVX2
	onF16C = onAVX2 && simd.F16C
	onNEON = runtime.GOARCH == "arm64" && simd.NEON
)

// vec lists a conversion's vector loop (its …Vec function).
func vec[S, D any](run func([]D, []S) int, block int, on bool) []vecLoop[S, D] {
	return []vecLoop[S, D]{{"vector loop", run, block, on}}
}

// vec64 lists a float64 narrowing's vector loops: the dispatching …Vec
// and both of its amd64 loops (block), or its NEON loop (bNEON).
func vec64[D any](v, v256, v512 func([]D, []uint64) int, block, bNEON int, on bool) []vecLoop[float64, D] {
	wrap := func(f func([]D, []uint64) int) func([]D, []float64) int {
		return func(d []D, s []float64) int { return f(d, bitsOf64(s)) }
	}
	return vecSplit(wrap(v), wrap(v256), wrap(v512), block, block, bNEON, on)
}

// vecSplit lists a conversion's dispatching …Vec and its AVX2 and AVX-512
// loops, whose blocks may differ (the dispatcher's is the AVX-512 one's
// where the CPU has it); on arm64 the …Vec is the NEON loop, of bNEON.
func vecSplit[S, D any](v, v256, v512 func([]D, []S) int, b256, b512, bNEON int, onX86 bool) []vecLoop[S, D] {
	if onNEON {
		return []vecLoop[S, D]{{"NEON loop", v, bNEON, true}, {"AVX2 loop", v256, b256, false}, {"AVX-512 loop", v512, b512, false}}
	}
	vb := b256
	if onX86 && simd.AVX512 {
		vb = b512
	}
	return []vecLoop[S, D]{
		{"vector loop", v, vb, onX86},
		{"AVX2 loop", v256, b256, onX86},
		{"AVX-512 loop", v512, b512, onX86 && simd.AVX512},
	}
}

// vecArch lists a conversion's vector loop with its block on amd64 and on
// arm64 (NEON).
func vecArch[S, D any](run func([]D, []S) int, bX86, bNEON int, onX86 bool) []vecLoop[S, D] {
	if onNEON {
		return vec(run, bNEON, true)
	}
	return vec(run, bX86, onX86)
}

// bytesOf views a slice as its memory.
func bytesOf[T any](s []T) []byte {
	var z T
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), len(s)*int(unsafe.Sizeof(z)))
}

// check runs c's forms over in whole, and the exported function and the
// Go loop over every length 0..70 from several unaligned starts of source
// and destination (so that each vector loop runs zero, one and several
// blocks and the Go loop every tail length), comparing each element with the scalar result bit for bit and
// checking that nothing is written outside the destination window.
func (c bulkConv[S, D]) check(t *testing.T, in []S) {
	t.Helper()
	want := make([]D, len(in))
	for i, x := range in {
		want[i] = c.scalar(x)
	}
	compare := func(form string, got, want []D, in []S, at int) {
		t.Helper()
		if bytes.Equal(bytesOf(got), bytesOf(want)) {
			return
		}
		for i := range got {
			if !bytes.Equal(bytesOf(got[i:i+1]), bytesOf(want[i:i+1])) {
				t.Fatalf("%s %s: element %d of %d (at %d), input %v (% x): got % x, want % x",
					c.name, form, i, len(got), at, in[i], bytesOf(in[i:i+1]), bytesOf(got[i:i+1]), bytesOf(want[i:i+1]))
			}
		}
	}

	got := make([]D, len(in))
	if n := c.bulk(got, in); n != len(in) {
		t.Fatalf("%s converted %d of %d", c.name, n, len(in))
	}
	compare("bulk", got, want, in, 0)
	clear(got)
	c.goLoop(got, in)
	compare("Go loop", got, want, in, 0)
	for _, v := range c.vecs {
		clear(got)
		n := v.run(got, in)
		if wantN := len(in) &^ (v.block - 1); v.on && n != wantN || !v.on && n != 0 {
			t.Fatalf("%s %s did %d of %d (on: %v)", c.name, v.name, n, len(in), v.on)
		}
		compare(v.name, got[:n], want[:n], in, 0)
	}

	// Windows: the destination sits at an offset in a buffer of 0xa5
	// bytes, which must stay as they are around it.
	buf := make([]D, 80)
	const guard = 0xa5
	forms := []struct {
		name string
		run  func(d []D, s []S) int
	}{
		{"bulk", c.bulk},
		{"Go loop", func(d []D, s []S) int { c.goLoop(d, s); return len(s) }},
	}
	for _, f := range forms {
		for _, at := range []int{0, 1, 3, len(in)/2 + 5, len(in) - 71} {
			if at < 0 || at+71 > len(in) {
				continue
			}
			for n := 0; n <= 70; n++ {
				for _, off := range []int{0, 1, 2, 7} {
					b := bytesOf(buf)
					for i := range b {
						b[i] = guard
					}
					src := in[at : at+n]
					if got := f.run(buf[off:off+n], src); got != n {
						t.Fatalf("%s %s: length %d converted %d", c.name, f.name, n, got)
					}
					compare(f.name, buf[off:off+n], want[at:at+n], src, at)
					for _, x := range append(bytesOf(buf[:off]), bytesOf(buf[off+n:])...) {
						if x != guard {
							t.Fatalf("%s %s: length %d at offset %d wrote outside its destination", c.name, f.name, n, off)
						}
					}
				}
			}
		}
	}
	// A shorter destination or source bounds the count.
	if len(in) > 3 {
		if n := c.bulk(make([]D, 3), in); n != 3 {
			t.Fatalf("%s into 3: converted %d", c.name, n)
		}
		if n := c.bulk(make([]D, len(in)+5), in[:len(in)-2]); n != len(in)-2 {
			t.Fatalf("%s of %d: converted %d", c.name, len(in)-2, n)
		}
	}
}

// Go loop wrappers taking the exported functions' types.
func goF32[D any](f func([]D, []uint32)) func([]D, []float32) {
	return func(d []D, s []float32) { f(d, bitsOf(s)) }
}

func goF64[D any](f func([]D, []uint64)) func([]D, []float64) {
	return func(d []D, s []float64) { f(d, bitsOf64(s)) }
}

func goToF32[S any](f func([]uint32, []S)) func([]float32, []S) {
	return func(d []float32, s []S) { f(bitsOf(d), s) }
}

func vecF32[D any](f func([]D, []uint32) int) func([]D, []float32) int {
	return func(d []D, s []float32) int { return f(d, bitsOf(s)) }
}

func vecToF32[S any](f func([]uint32, []S) int) func([]float32, []S) int {
	return func(d []float32, s []S) int { return f(bitsOf(d), s) }
}

// allPatterns returns every pattern of an n-bit type in order, then in
// three random orders, so that each pattern reaches several vector lanes.
func allPatterns[T ~uint8 | ~uint16](bits int) []T {
	out := make([]T, 0, 4<<bits)
	for i := range 1 << bits {
		out = append(out, T(i))
	}
	r := rand.New(rand.NewPCG(5, uint64(bits)))
	for range 3 {
		for _, i := range r.Perm(1 << bits) {
			out = append(out, T(i))
		}
	}
	return out
}

// TestBulkConversions checks every bulk conversion, its vector loop and
// its Go loop against the scalar conversion: on every pattern of each
// 16- and 8-bit type, and on float32 and float64 values at and beside
// every value and halfway point of the narrow types (ties, the overflow
// thresholds, subnormals), specials, NaNs with payloads (signalling and
// quiet) and random values.
func TestBulkConversions(t *testing.T) {
	t.Logf("AVX2 %v, F16C %v, AVX-512 %v", onAVX2, simd.F16C, simd.AVX512)
	p16 := allPatterns[uint16](16)
	h, bf := make([]Float16, len(p16)), make([]BFloat16, len(p16))
	for i, p := range p16 {
		h[i], bf[i] = Float16(p), BFloat16(p)
	}
	p8 := allPatterns[uint8](8)
	e4, e5 := make([]Float8E4M3, len(p8)), make([]Float8E5M2, len(p8))
	for i, p := range p8 {
		e4[i], e5[i] = Float8E4M3(p), Float8E5M2(p)
	}
	f64 := narrowingCases()
	f32 := make([]float32, 0, len(f64))
	for _, x := range f64 {
		if f := float32(x); float64(f) == x || x != x {
			f32 = append(f32, f) // NaNs too: float32(x) keeps the sign and top payload bits
		}
	}
	f32 = append(f32, math.Float32frombits(0x7f800001), math.Float32frombits(0xffa00000),
		math.Float32frombits(0x7fbfffff), math.Float32frombits(0x00000001), math.Float32frombits(0x807fffff))
	for b := uint64(0); b < 1<<32; b += 4093 {
		f32 = append(f32, math.Float32frombits(uint32(b)))
	}
	f32 = append(f32, fp8Neighbours()...)

	t.Run("float16→float32", func(t *testing.T) {
		bulkConv[Float16, float32]{"Float16sToFloat32s", Float16sToFloat32s,
			goToF32(f16sToF32sGo), Float16.Float32, vec[Float16, float32](vecToF32(f16sToF32sVec), 16, onF16C || onNEON)}.check(t, h)
	})
	t.Run("bfloat16→float32", func(t *testing.T) {
		bulkConv[BFloat16, float32]{"BFloat16sToFloat32s", BFloat16sToFloat32s,
			goToF32(bf16sToF32sGo), BFloat16.Float32, vec[BFloat16, float32](vecToF32(bf16sToF32sVec), 16, onAVX2 || onNEON)}.check(t, bf)
	})
	t.Run("float16→float64", func(t *testing.T) {
		bulkConv[Float16, float64]{"Float16sToFloat64s", Float16sToFloat64s,
			f16sToF64sGo, Float16.Float64, vecArch(f16sToF64sVec, 8, 8, onF16C)}.check(t, h)
	})
	t.Run("bfloat16→float64", func(t *testing.T) {
		bulkConv[BFloat16, float64]{"BFloat16sToFloat64s", BFloat16sToFloat64s,
			bf16sToF64sGo, BFloat16.Float64, vecArch(bf16sToF64sVec, 8, 8, onAVX2)}.check(t, bf)
	})
	t.Run("e4m3→float32", func(t *testing.T) {
		bulkConv[Float8E4M3, float32]{"Float8E4M3sToFloat32s", Float8E4M3sToFloat32s,
			goToF32(e4m3sToF32sGo), Float8E4M3.Float32, vecSplit(vecToF32(e4m3sToF32sVec), vecToF32(e4m3sToF32sV256), vecToF32(e4m3sToF32sV512), 16, 32, 16, onAVX2)}.check(t, e4)
	})
	t.Run("e5m2→float32", func(t *testing.T) {
		bulkConv[Float8E5M2, float32]{"Float8E5M2sToFloat32s", Float8E5M2sToFloat32s,
			goToF32(e5m2sToF32sGo), Float8E5M2.Float32, vecSplit(vecToF32(e5m2sToF32sVec), vecToF32(e5m2sToF32sV256), vecToF32(e5m2sToF32sV512), 16, 32, 16, onF16C)}.check(t, e5)
	})
	t.Run("e4m3→float64", func(t *testing.T) {
		bulkConv[Float8E4M3, float64]{"Float8E4M3sToFloat64s", Float8E4M3sToFloat64s,
			e4m3sToF64sGo, Float8E4M3.Float64, vecSplit(e4m3sToF64sVec, e4m3sToF64sV256, e4m3sToF64sV512, 8, 16, 16, onAVX2)}.check(t, e4)
	})
	t.Run("e5m2→float64", func(t *testing.T) {
		bulkConv[Float8E5M2, float64]{"Float8E5M2sToFloat64s", Float8E5M2sToFloat64s,
			e5m2sToF64sGo, Float8E5M2.Float64, vecSplit(e5m2sToF64sVec, e5m2sToF64sV256, e5m2sToF64sV512, 8, 16, 16, onF16C)}.check(t, e5)
	})
	t.Run("float32→float16", func(t *testing.T) {
		bulkConv[float32, Float16]{"Float32sToFloat16s", Float32sToFloat16s,
			goF32(f32sToF16sGo), ToFloat16, vec[float32, Float16](vecF32(f32sToF16sVec), 16, onF16C || onNEON)}.check(t, f32)
	})
	t.Run("float32→bfloat16", func(t *testing.T) {
		bulkConv[float32, BFloat16]{"Float32sToBFloat16s", Float32sToBFloat16s,
			goF32(f32sToBF16sGo), ToBFloat16, vec[float32, BFloat16](vecF32(f32sToBF16sVec), 16, onAVX2 || onNEON)}.check(t, f32)
	})
	t.Run("float32→e4m3", func(t *testing.T) {
		bulkConv[float32, Float8E4M3]{"Float32sToFloat8E4M3s", Float32sToFloat8E4M3s,
			goF32(f32sToE4M3sGo), ToFloat8E4M3, vecSplit(vecF32(f32sToE4M3sVec), vecF32(f32sToE4M3sV256), vecF32(f32sToE4M3sV512), 32, 32, 16, onAVX2)}.check(t, f32)
	})
	t.Run("float32→e5m2", func(t *testing.T) {
		bulkConv[float32, Float8E5M2]{"Float32sToFloat8E5M2s", Float32sToFloat8E5M2s,
			goF32(f32sToE5M2sGo), ToFloat8E5M2, vecSplit(vecF32(f32sToE5M2sVec), vecF32(f32sToE5M2sV256), vecF32(f32sToE5M2sV512), 32, 32, 16, onAVX2)}.check(t, f32)
	})
	t.Run("float64→float16", func(t *testing.T) {
		bulkConv[float64, Float16]{"Float64sToFloat16s", Float64sToFloat16s,
			goF64(f64sToF16sGo), ToFloat16From64, vec64(f64sToF16sVec, f64sToF16sV256, f64sToF16sV512, 16, 8, onF16C)}.check(t, f64)
	})
	t.Run("float64→bfloat16", func(t *testing.T) {
		bulkConv[float64, BFloat16]{"Float64sToBFloat16s", Float64sToBFloat16s,
			goF64(f64sToBF16sGo), ToBFloat16From64, vec64(f64sToBF16sVec, f64sToBF16sV256, f64sToBF16sV512, 16, 16, onAVX2)}.check(t, f64)
	})
	t.Run("float64→e4m3", func(t *testing.T) {
		bulkConv[float64, Float8E4M3]{"Float64sToFloat8E4M3s", Float64sToFloat8E4M3s,
			goF64(f64sToE4M3sGo), ToFloat8E4M3From64, vec64(f64sToE4M3sVec, f64sToE4M3sV256, f64sToE4M3sV512, 32, 16, onAVX2)}.check(t, f64)
	})
	t.Run("float64→e5m2", func(t *testing.T) {
		bulkConv[float64, Float8E5M2]{"Float64sToFloat8E5M2s", Float64sToFloat8E5M2s,
			goF64(f64sToE5M2sGo), ToFloat8E5M2From64, vec64(f64sToE5M2sVec, f64sToE5M2sV256, f64sToE5M2sV512, 32, 16, onAVX2)}.check(t, f64)
	})
}

// TestBulkConversionsGodebug runs TestBulkConversions again in child
// processes with GODEBUG=cpu.avx2=off, where the vector loops must stay off
// (check asserts that they did nothing) and the exported functions run the
// Go loops alone, and with cpu.avx512f=off, where the conversions that
// have AVX-512 loops take their AVX2 ones.
func TestBulkConversionsGodebug(t *testing.T) {
	if !onAVX2 {
		t.Skip("no vector loops to turn off")
	}
	if testing.Short() {
		t.Skip("-short: one run of TestBulkConversions is enough")
	}
	for godebug, want := range map[string]string{"cpu.avx2=off": "AVX2 false", "cpu.avx512f=off": "AVX-512 false"} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestBulkConversions$", "-test.count=1", "-test.v")
		cmd.Env = append(os.Environ(), "GODEBUG="+godebug)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("with GODEBUG=%s: %v\n%s", godebug, err, out)
		}
		if !bytes.Contains(out, []byte(want)) {
			t.Fatalf("with GODEBUG=%s the child did not report %q:\n%s", godebug, want, out)
		}
	}
}

// fp8Neighbours lists, with both signs, every float32 within 40 ULPs of
// each FP8 value and each halfway point between two (the rounding
// boundaries, ties included, among them the smallest normal's and the
// subnormals', where the AVX-512 narrowings' scaled products turn float32
// subnormal, and the overflow thresholds), and within 40 ULPs of each
// power of two from 2^-16 down to 2^-30, where those products lose the
// most bits below the smallest subnormal's half.
func fp8Neighbours() []float32 {
	var centres []float32
	for i := range 0x7f {
		for _, pair := range [][2]float32{
			{Float8E4M3(i).Float32(), Float8E4M3(i + 1).Float32()},
			{Float8E5M2(i).Float32(), Float8E5M2(i + 1).Float32()},
		} {
			v, next := pair[0], pair[1]
			if v != v || math.IsInf(float64(v), 0) {
				continue
			}
			centres = append(centres, v)
			if next != next || math.IsInf(float64(next), 0) {
				continue // the overflow thresholds are listed below
			}
			centres = append(centres, v+(next-v)/2)
		}
	}
	centres = append(centres, 464, 480, 61440, 65536)
	for e := -30; e <= -16; e++ {
		centres = append(centres, float32(math.Ldexp(1, e)))
	}
	var out []float32
	for _, c := range centres {
		b := math.Float32bits(c)
		for d := uint32(0); d <= 40; d++ {
			for _, v := range []uint32{b + d, b - d} {
				if b < d && v == b-d {
					continue // below zero
				}
				out = append(out, math.Float32frombits(v), math.Float32frombits(v|0x80000000))
			}
		}
	}
	return out
}

// TestFP8NarrowingExhaustive narrows every float32, and every float32
// widened to float64, with the bulk conversions (whichever loops the CPU
// and GODEBUG select) and compares each result with the scalar
// conversion. It takes a minute or two, so it runs only with
// KERN_HALF_EXHAUSTIVE=1.
func TestFP8NarrowingExhaustive(t *testing.T) {
	if os.Getenv("KERN_HALF_EXHAUSTIVE") != "1" {
		t.Skip("set KERN_HALF_EXHAUSTIVE=1 to run")
	}
	const chunk = 1 << 24
	src, src64 := make([]float32, chunk), make([]float64, chunk)
	d4, d5 := make([]Float8E4M3, chunk), make([]Float8E5M2, chunk)
	w4, w5 := make([]Float8E4M3, chunk), make([]Float8E5M2, chunk)
	for base := uint64(0); base < 1<<32; base += chunk {
		for i := range src {
			src[i] = math.Float32frombits(uint32(base) + uint32(i))
			src64[i] = float64(src[i])
		}
		Float32sToFloat8E4M3s(d4, src)
		Float32sToFloat8E5M2s(d5, src)
		Float64sToFloat8E4M3s(w4, src64)
		Float64sToFloat8E5M2s(w5, src64)
		for i, f := range src {
			e4, e5 := ToFloat8E4M3(f), ToFloat8E5M2(f)
			if d4[i] != e4 || d5[i] != e5 || w4[i] != e4 || w5[i] != e5 {
				t.Fatalf("%v (%#08x): bulk from float32 %#02x %#02x, from float64 %#02x %#02x, scalar %#02x %#02x",
					f, math.Float32bits(f), d4[i], d5[i], w4[i], w5[i], e4, e5)
			}
		}
	}
}
