package kern_test

import (
	"math"
	"os"
	"slices"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
)

// fp8AllPlaces are places() with emulated sm_89 and sm_90 devices, the
// FP8-capable CUDA architectures, beside the default one, and, where
// KERN_EMULATE sets one up, the CUDA or ROC target's default device.
func fp8AllPlaces() []place {
	ps := append(places(), place{"cuda-emulated-sm_89", kern.NewDevice(emu.New(emu.WithArch("sm_89"))), true},
		place{"cuda-emulated-sm_90", kern.NewDevice(emu.New(emu.WithArch("sm_90"))), true})
	if os.Getenv("KERN_EMULATE") != "" {
		for _, tg := range []kern.Target{kern.CUDA, kern.ROC} {
			if d, err := kern.DefaultDevice(tg); err == nil {
				ps = append(ps, place{"KERN_EMULATE-" + d.Info().Arch, d, true})
			}
		}
	}
	return ps
}

// TestEmulatedFP8Widen widens all 256 patterns of both FP8 formats in a
// kernel (x.Float32(), x.Float64(), IsNaN, IsInf) on every place and
// compares with package half, bit for bit.
func TestEmulatedFP8Widen(t *testing.T) {
	const n = 256
	x, y := make([]kern.Float8E4M3, n), make([]kern.Float8E5M2, n)
	for i := range n {
		x[i], y[i] = kern.Float8E4M3(i), kern.Float8E5M2(n-1-i)
	}
	k := kern.NewKernel5(gputest.FP8Widen)
	for _, p := range fp8AllPlaces() {
		t.Run(p.name, func(t *testing.T) {
			w32, w64, class := make([]float32, 2*n), make([]float64, 2*n), make([]uint8, n)
			if err := k.Launch(p.on, 2, 128, x, y, w32, w64, class); err != nil {
				t.Fatal(err)
			}
			for i := range n {
				a, b := x[i], y[i]
				if !sameF32(w32[2*i], a.Float32()) || math.Float32bits(a.Float32())&0x7fffffff > 0x7f800000 && math.Float32bits(w32[2*i]) != math.Float32bits(a.Float32()) {
					t.Errorf("E4M3 %#02x.Float32() = %#08x, package half %#08x", uint8(a), math.Float32bits(w32[2*i]), math.Float32bits(a.Float32()))
				}
				if !sameF32(w32[2*i+1], b.Float32()) {
					t.Errorf("E5M2 %#02x.Float32() = %#08x, package half %#08x", uint8(b), math.Float32bits(w32[2*i+1]), math.Float32bits(b.Float32()))
				}
				for j, w := range []float64{a.Float64(), b.Float64()} {
					if g := w64[2*i+j]; math.Float64bits(g) != math.Float64bits(w) && !(g != g && w != w) {
						t.Errorf("pattern %d of format %d: Float64() = %v, package half %v", i, j, g, w)
					}
				}
				var c uint8
				for k, r := range [8]bool{a.IsNaN(), a.IsInf(1), a.IsInf(-1), a.IsInf(0), b.IsNaN(), b.IsInf(1), b.IsInf(-1), b.IsInf(0)} {
					if r {
						c |= 1 << k
					}
				}
				if class[i] != c {
					t.Errorf("%#02x, %#02x: IsNaN/IsInf bits %08b, package half %08b", uint8(a), uint8(b), class[i], c)
				}
			}
		})
	}
}

// TestEmulatedFP8Round rounds float32 and float64 operands near every
// FP8 rounding boundary (gputest.FP8RoundInputs) to both formats in a
// kernel on every place, bit for bit against package half: NaN patterns,
// signed zeros, subnormals, E4M3's overflow to NaN and E5M2's to Inf,
// ties to even, and float64 inputs that rounding through float32 would
// round twice.
func TestEmulatedFP8Round(t *testing.T) {
	n := 16384
	x, d := gputest.FP8RoundInputs(n)
	k := kern.NewKernel5(gputest.FP8Round)
	for _, p := range fp8AllPlaces() {
		t.Run(p.name, func(t *testing.T) {
			e4, e5, bits := make([]kern.Float8E4M3, 3*n), make([]kern.Float8E5M2, 3*n), make([]uint8, 2*n)
			if err := k.Launch(p.on, n/128, 128, x, d, e4, e5, bits); err != nil {
				t.Fatal(err)
			}
			bad := 0
			for i := range n {
				w4 := [3]half.Float8E4M3{half.ToFloat8E4M3(x[i]), half.ToFloat8E4M3(x[i]), half.ToFloat8E4M3From64(d[i])}
				w5 := [3]half.Float8E5M2{half.ToFloat8E5M2(x[i]), half.ToFloat8E5M2(x[i]), half.ToFloat8E5M2From64(d[i])}
				for j, what := range []string{"kern.ToFloat8E4M3/E5M2", "half.ToFloat8E4M3/E5M2", "the From64 forms"} {
					in := float64(x[i])
					if j == 2 {
						in = d[i]
					}
					if (e4[3*i+j] != w4[j] || e5[3*i+j] != w5[j]) && bad < 10 {
						bad++
						t.Errorf("%s(%v = %#x): E4M3 %#02x, E5M2 %#02x; package half %#02x, %#02x", what, in, math.Float64bits(in), uint8(e4[3*i+j]), uint8(e5[3*i+j]), uint8(w4[j]), uint8(w5[j]))
					}
				}
				if (bits[2*i] != uint8(w4[0]) || bits[2*i+1] != uint8(w5[0])) && bad < 10 {
					bad++
					t.Errorf("Bits/FromBits of %v: %#02x %#02x, want %#02x %#02x", x[i], bits[2*i], bits[2*i+1], uint8(w4[0]), uint8(w5[0]))
				}
			}
		})
	}
}

// TestEmulatedFP8Ufuncs runs the dequantize and quantize ufuncs (E4M3 ↔
// float32 with a scale) and a requantizing gufunc (E5M2 rows to E4M3) on
// every place — on device arrays on the GPUs — against the Go functions.
func TestEmulatedFP8Ufuncs(t *testing.T) {
	deq := kern.Vectorize("FP8Dequant", kern.Loop2(gputest.FP8Dequant))
	quant := kern.Vectorize("FP8Quant", kern.Loop2(gputest.FP8Quant))
	requant := kern.GUVectorize("FP8RequantRow", "(n)->(n)", kern.GULoop2(gputest.FP8RequantRow))
	const n, rows = 4096, 64
	codes := make([]kern.Float8E4M3, n)
	rowsIn := make([]kern.Float8E5M2, n)
	for i := range codes {
		codes[i], rowsIn[i] = kern.Float8E4M3(i*7), kern.Float8E5M2(i*13)
	}
	vals, _ := gputest.FP8RoundInputs(n)
	const s = float32(0.375)
	hc, hv, hr := nd.Must(nd.FromSlice(codes, n)), nd.Must(nd.FromSlice(vals, n)), nd.Must(nd.FromSlice(rowsIn, rows, n/rows))
	for _, p := range fp8AllPlaces() {
		t.Run(p.name, func(t *testing.T) {
			var c, v, r any = hc, hv, hr
			if p.gpu {
				dev := p.on.(*kern.Device)
				c, v, r = mustDev(t, dev, hc), mustDev(t, dev, hv), mustDev(t, dev, hr)
			}
			gd, err := hostResult[float32](deq.Call(p.on, c, s))
			if err != nil {
				t.Fatal(err)
			}
			for i, g := range gd.ToSlice() {
				if w := gputest.FP8Dequant(codes[i], s); !sameF32(g, w) {
					t.Fatalf("FP8Dequant(%#02x, %v) = %v, Go %v", uint8(codes[i]), s, g, w)
				}
			}
			gq, err := hostResult[kern.Float8E4M3](quant.Call(p.on, v, s))
			if err != nil {
				t.Fatal(err)
			}
			for i, g := range gq.ToSlice() {
				if w := gputest.FP8Quant(vals[i], s); g != w {
					t.Fatalf("FP8Quant(%v, %v) = %#02x, Go %#02x", vals[i], s, uint8(g), uint8(w))
				}
			}
			gr, err := hostResult[kern.Float8E4M3](requant.Call(p.on, r))
			if err != nil {
				t.Fatal(err)
			}
			want := make([]kern.Float8E4M3, n)
			const cols = n / rows
			for i := range rows {
				in, err1 := kern.NewArray1(rowsIn[i*cols:(i+1)*cols], 0, cols, 1)
				out, err2 := kern.NewArray1(want[i*cols:(i+1)*cols], 0, cols, 1)
				if err1 != nil || err2 != nil {
					t.Fatal(err1, err2)
				}
				gputest.FP8RequantRow(in, out)
			}
			if got := gr.ToSlice(); !slices.Equal(got, want) {
				i := 0
				for got[i] == want[i] {
					i++
				}
				t.Fatalf("FP8RequantRow element %d (row %d): %#02x, Go %#02x", i, i/cols, uint8(got[i]), uint8(want[i]))
			}
		})
	}
}

// mustDev copies a to dev.
func mustDev[T nd.Elem](t *testing.T, dev *kern.Device, a nd.Array[T]) *kern.DeviceArray[T] {
	t.Helper()
	d, err := kern.ToDevice(dev, a)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// hostResult is a ufunc's result on the host: copied back where it is a
// device array (the operands were), as is.
func hostResult[T nd.Elem](v any, err error) (nd.Array[T], error) {
	if d, ok := v.(*kern.DeviceArray[T]); ok && err == nil {
		return d.CopyToHost()
	}
	return kern.As[T](v, err)
}
