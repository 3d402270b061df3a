package kernels

import (
	"math"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
)

// expSinInputs covers both arms of math.Sin's polynomial (octants j of 1
// or 2 and the others, where the AMD code shares one evaluation of them
// between the arms), both signs, the huge arguments of its Payne-Hanek
// reduction and the special values, mixed so that a warp or wavefront
// diverges.
func expSinInputs() []float64 {
	xs := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), 1 << 29, -(1 << 30), 1e300, 3e-310}
	for i := range 4000 {
		x := float64(i)*0.0123 - 24.6
		if i%7 == 3 {
			x *= 1e9
		}
		xs = append(xs, x)
	}
	return xs
}

// ulps is the distance between a and b in units of b's last place: 0
// when they are equal or both NaN.
func ulps(a, b float64, bits32 bool) float64 {
	if a == b || (math.IsNaN(a) && math.IsNaN(b)) {
		return 0
	}
	if math.IsNaN(a) || math.IsNaN(b) || math.IsInf(b, 0) {
		return math.Inf(1)
	}
	ab := math.Abs(b)
	ulp := math.Nextafter(ab, math.Inf(1)) - ab
	if bits32 {
		ulp = float64(math.Nextafter32(float32(ab), float32(math.Inf(1))) - float32(ab))
	}
	return math.Abs(a-b) / ulp
}

// TestExpSinOnDevices runs the ExpSin and ExpSin32 ufuncs, through the
// PTX and the LLVM IR kern gen shipped, on the emulated CUDA and ROC
// devices and on the CPU targets: the two GPUs give the same bits (the
// AMD code's merged polynomial computes what the PTX's two arms do), and
// every target is within 4 ULP of plain Go (math.Exp and math.Sin with
// fused multiply-adds are within 2 and 1: docs/math-accuracy.md).
func TestExpSinOnDevices(t *testing.T) {
	roc, err := emu.NewROC()
	if err != nil {
		t.Fatal(err)
	}
	places := []struct {
		name string
		on   any
	}{{"cpu", kern.CPU}, {"parallel", kern.Parallel}, {"sim", kern.Sim},
		{"cuda-emulated", kern.NewDevice(emu.New())}, {"roc-emulated", kern.NewDevice(roc)}}
	xs := expSinInputs()
	xs32 := make([]float32, len(xs))
	for i, x := range xs {
		xs32[i] = float32(x)
	}
	u, u32 := kern.Vectorize("expsin", kern.Loop1(ExpSin)), kern.Vectorize("expsin32", kern.Loop1(ExpSin32))
	got := map[string][]float64{}
	for _, p := range places {
		out, out32 := make([]float64, len(xs)), make([]float32, len(xs))
		if err := u.Into(p.on, out, xs); err != nil {
			t.Fatalf("%s: %v", p.name, err)
		}
		if err := u32.Into(p.on, out32, xs32); err != nil {
			t.Fatalf("%s: %v", p.name, err)
		}
		for i, x := range xs {
			if d := ulps(out[i], ExpSin(x), false); d > 4 {
				t.Fatalf("%s: ExpSin(%v) = %v, Go %v: %v ULP", p.name, x, out[i], ExpSin(x), d)
			}
			if want := ExpSin32(xs32[i]); ulps(float64(out32[i]), float64(want), true) > 4 {
				t.Fatalf("%s: ExpSin32(%v) = %v, Go %v", p.name, xs32[i], out32[i], want)
			}
			out = append(out, float64(out32[i]))
		}
		got[p.name] = out
	}
	c, r := got["cuda-emulated"], got["roc-emulated"]
	for i := range c {
		if math.Float64bits(c[i]) != math.Float64bits(r[i]) && !(math.IsNaN(c[i]) && math.IsNaN(r[i])) {
			t.Fatalf("result %d: CUDA %v, ROC %v", i, c[i], r[i])
		}
	}
}
