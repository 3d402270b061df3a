package half

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
	"time"
)

// The bulk conversions equal the scalar ones element by element, on every
// 16-bit pattern and on a million random float32 values of every kind, and
// convert min(len(dst), len(src)) elements.
func TestBulkMatchesScalar(t *testing.T) {
	h := make([]Float16, 1<<16)
	b := make([]BFloat16, 1<<16)
	for i := range h {
		h[i], b[i] = Float16(i), BFloat16(i)
	}
	f := make([]float32, 1<<16)
	if n := Float16sToFloat32s(f, h); n != len(h) {
		t.Fatalf("Float16sToFloat32s converted %d", n)
	}
	for i, x := range f {
		if math.Float32bits(x) != math.Float32bits(h[i].Float32()) {
			t.Fatalf("Float16sToFloat32s at %#x: %v", i, x)
		}
	}
	BFloat16sToFloat32s(f, b)
	for i, x := range f {
		if math.Float32bits(x) != math.Float32bits(b[i].Float32()) {
			t.Fatalf("BFloat16sToFloat32s at %#x: %v", i, x)
		}
	}

	r := rand.New(rand.NewPCG(9, 10))
	src := make([]float32, 1<<20)
	for i := range src {
		switch i % 3 {
		case 0:
			src[i] = math.Float32frombits(r.Uint32())
		case 1:
			src[i] = float32(r.NormFloat64() * 1000)
		default:
			src[i] = math.Float32frombits(r.Uint32()&0x87ffffff | uint32(100+r.IntN(45))<<23)
		}
	}
	dh := make([]Float16, len(src))
	db := make([]BFloat16, len(src))
	Float32sToFloat16s(dh, src)
	Float32sToBFloat16s(db, src)
	for i, x := range src {
		if dh[i] != ToFloat16(x) || db[i] != ToBFloat16(x) {
			t.Fatalf("bulk of %v: %#x %#x; scalar %#x %#x", x, uint16(dh[i]), uint16(db[i]), uint16(ToFloat16(x)), uint16(ToBFloat16(x)))
		}
	}

	// Every length up to a few blocks of four, so the tail loops run too,
	// from an odd offset.
	for n := range 12 {
		in := src[5 : 5+n]
		h, bf := make([]Float16, n+1), make([]BFloat16, n+1)
		w, wb := make([]float32, n+1), make([]float32, n+1)
		if Float32sToFloat16s(h, in) != n || Float32sToBFloat16s(bf, in) != n ||
			Float16sToFloat32s(w, h[:n]) != n || BFloat16sToFloat32s(wb, bf[:n]) != n {
			t.Fatalf("length %d: wrong count", n)
		}
		for i, x := range in {
			if h[i] != ToFloat16(x) || bf[i] != ToBFloat16(x) ||
				math.Float32bits(w[i]) != math.Float32bits(h[i].Float32()) || math.Float32bits(wb[i]) != math.Float32bits(bf[i].Float32()) {
				t.Fatalf("length %d, element %d (%v): bulk and scalar differ", n, i, x)
			}
		}
		if h[n] != 0 || bf[n] != 0 || w[n] != 0 || wb[n] != 0 {
			t.Fatalf("length %d: wrote past the end", n)
		}
	}

	short := make([]Float16, 3)
	if n := Float32sToFloat16s(short, []float32{1, 2, 3, 4, 5}); n != 3 || short[2] != ToFloat16(3) {
		t.Fatalf("short dst: n=%d %v", n, short)
	}
	long := make([]float32, 5)
	if n := BFloat16sToFloat32s(long, []BFloat16{ToBFloat16(7)}); n != 1 || long[0] != 7 || long[1] != 0 {
		t.Fatalf("short src: n=%d %v", n, long)
	}
}

// benchData returns n float32 values: "normal" ones of the size activations
// and weights have, or "mixed" random bit patterns (subnormals, overflows,
// NaNs), which defeat branch prediction in a branching conversion.
func benchData(n int, kind string) []float32 {
	r := rand.New(rand.NewPCG(11, 12))
	s := make([]float32, n)
	for i := range s {
		if kind == "mixed" {
			s[i] = math.Float32frombits(r.Uint32()&0x87ffffff | uint32(95+r.IntN(60))<<23)
		} else {
			s[i] = float32(r.NormFloat64())
		}
	}
	return s
}

// The sizes: 32 K elements stay in L1/L2; 16 M elements (64 MiB of float32)
// stream from memory.
var benchSizes = []int{32 << 10, 16 << 20}

// benchConv runs one bulk conversion over each size and data kind and
// reports ns per element and the bytes moved per second of the process's
// CPU time (cpu-GB/s); bytes is the memory traffic per element.
func benchConv(b *testing.B, bytes int, setup func(src []float32) func()) {
	for _, n := range benchSizes {
		for _, kind := range []string{"normal", "mixed"} {
			b.Run(fmt.Sprintf("n=%d/%s", n, kind), func(b *testing.B) {
				run := setup(benchData(n, kind))
				run() // fault the destination's pages in untimed: a copy's and a conversion's first writes differ in size
				b.SetBytes(int64(bytes * n))
				cpu0 := processCPU()
				for b.Loop() {
					run()
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/elem")
				// bytes moved per second of CPU time: on a machine shared
				// with other jobs the wall clock also counts their turns.
				// Only for runs long enough that the process's other
				// goroutines (the GC's workers) are a small part of it.
				if cpu := processCPU() - cpu0; cpu > 0 && b.Elapsed() >= 10*time.Millisecond {
					b.ReportMetric(float64(bytes*n)*float64(b.N)/cpu.Seconds()/1e9, "cpu-GB/s")
				}
			})
		}
	}
}

func BenchmarkFloat32sToFloat16s(b *testing.B) {
	benchConv(b, 6, func(src []float32) func() {
		dst := make([]Float16, len(src))
		return func() { Float32sToFloat16s(dst, src) }
	})
}

func BenchmarkFloat16sToFloat32s(b *testing.B) {
	benchConv(b, 6, func(src []float32) func() {
		h := make([]Float16, len(src))
		Float32sToFloat16s(h, src)
		return func() { Float16sToFloat32s(src, h) }
	})
}

func BenchmarkFloat32sToBFloat16s(b *testing.B) {
	benchConv(b, 6, func(src []float32) func() {
		dst := make([]BFloat16, len(src))
		return func() { Float32sToBFloat16s(dst, src) }
	})
}

func BenchmarkBFloat16sToFloat32s(b *testing.B) {
	benchConv(b, 6, func(src []float32) func() {
		h := make([]BFloat16, len(src))
		Float32sToBFloat16s(h, src)
		return func() { BFloat16sToFloat32s(src, h) }
	})
}

// The copy a conversion competes with: the same bytes moved, no arithmetic.
func BenchmarkCopyBaseline(b *testing.B) {
	benchConv(b, 8, func(src []float32) func() {
		dst := make([]float32, len(src))
		return func() { copy(dst, src) }
	})
}

// Scalar arithmetic, for scale.
func BenchmarkHAdd(b *testing.B) {
	x, y := ToFloat16(1.5), ToFloat16(0.1)
	for b.Loop() {
		x = HAdd(x, y) & 0x3fff
	}
	sinkH = x
}

func BenchmarkHFmaBFloat16(b *testing.B) {
	x, y, z := ToBFloat16(1.5), ToBFloat16(0.99), ToBFloat16(0.1)
	for b.Loop() {
		x = HFma(x, y, z)
	}
	sinkB = x
}

var (
	sinkH Float16
	sinkB BFloat16
)
