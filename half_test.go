package kern_test

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/nd"
)

// The half types are usable under kern's names, interchangeably with
// package half's, with the exact bit patterns of their formats.
func TestHalfTypesUnderKernNames(t *testing.T) {
	var h kern.Float16 = half.ToFloat16(1.5)
	var b kern.BFloat16 = half.ToBFloat16(-2)
	var e4 kern.Float8E4M3 = half.ToFloat8E4M3(448)
	var e5 kern.Float8E5M2 = half.ToFloat8E5M2(float32(math.Inf(-1)))
	if h.Bits() != 0x3e00 || b.Bits() != 0xc000 || e4.Bits() != 0x7e || e5.Bits() != 0xfc {
		t.Fatalf("bits %#x %#x %#x %#x", h.Bits(), b.Bits(), e4.Bits(), e5.Bits())
	}
	if got := half.HFma(h, h, kern.Float16(0x3c00)); got.Float32() != 3.25 {
		t.Fatalf("1.5×1.5+1 = %v", got)
	}
	if got := half.HAdd(b, half.ToBFloat16(0.5)); got.String() != "-1.5" {
		t.Fatalf("-2+0.5 = %v", got)
	}
	s := make([]kern.Float16, 3)
	half.Float32sToFloat16s(s, []float32{1, 65520, 0x1p-25})
	if s[0] != 0x3c00 || !s[1].IsInf(1) || s[2] != 0 {
		t.Fatalf("bulk: %v", s)
	}
	if !half.ToFloat8E4M3(1000).IsNaN() || e5.Float32() != float32(math.Inf(-1)) {
		t.Fatal("FP8 overflow and infinity")
	}
}

// hAddMul is a ufunc core over Float16 that the CPU targets run as Go.
func hAddMul(a, b kern.Float16) kern.Float16 { return half.HMul(half.HAdd(a, b), b) }

// A ufunc with half operands runs its Go core on the CPU targets, with
// Go scalars converted by value; on a GPU, which has no compiled core for
// it, the call is a clear error (ErrNoGPUCode), not a misread of the bits.
func TestUfuncHalfOperands(t *testing.T) {
	u := kern.Vectorize("hAddMul", kern.Loop2(hAddMul))
	a := nd.Must(nd.Random[kern.Float16](1, 40, 30))
	b := nd.Must(nd.Arange[kern.Float16](-3, 3, 0.2))
	want := nd.Must(nd.Zeros[kern.Float16](40, 30))
	for i := range 40 {
		for j := range 30 {
			want.Set(hAddMul(a.At(i, j), b.At(j)), i, j)
		}
	}
	wantS := nd.Must(nd.Zeros[kern.Float16](40, 30))
	for i := range 40 {
		for j := range 30 {
			wantS.Set(hAddMul(a.At(i, j), half.ToFloat16(2)), i, j)
		}
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			got, err := kern.As[kern.Float16](u.Call(p.on, a, b))
			if p.gpu {
				if !errors.Is(err, kern.ErrNoGPUCode) {
					t.Fatalf("half operands on a GPU: %v, want ErrNoGPUCode", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			sameBits(t, "hAddMul", got, want)
			got, err = kern.As[kern.Float16](u.Call(p.on, a.T().T(), 2))
			if err != nil {
				t.Fatal(err)
			}
			sameBits(t, "hAddMul with a scalar", got, wantS)
			if _, err := u.Call(p.on, a, 0.1); !errors.Is(err, nd.ErrDType) {
				t.Fatalf("inexact scalar 0.1: %v, want ErrDType (no loop takes it)", err)
			}
		})
	}
}

// Device arrays, pinned memory and views of the half types are bytes:
// copies to and from every device keep every bit, views included, and a
// ufunc on the host device allocates its half output there.
func TestDeviceArraysOfHalfTypes(t *testing.T) {
	bf := make([]kern.BFloat16, 1<<16)
	for i := range bf {
		bf[i] = kern.BFloat16(i)
	}
	host := nd.Must(nd.FromSlice(bf, 256, 256))
	e4 := nd.Must(nd.Arange[kern.Float8E4M3](-8, 8, 0.5))
	devs := map[string]*kern.Device{
		"host": kern.HostDevice(), "cuda-emulated": emuDevice(t), "roc-emulated": kern.NewDevice(amdDevice()),
	}
	if d := realGPU(); d != nil {
		devs["cuda-gpu"] = d
	}
	for name, dev := range devs {
		t.Run(name, func(t *testing.T) {
			d, err := kern.ToDevice(dev, host.T())
			if err != nil {
				t.Fatal(err)
			}
			defer d.Free()
			back, err := d.CopyToHost()
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(back.ToSlice(), host.T().ToSlice()) {
				t.Fatal("bfloat16 round trip through the device changed bits")
			}
			v, err := d.Slice(nd.S(1, 256, 3), nd.All().By(-1))
			if err != nil {
				t.Fatal(err)
			}
			vb, err := v.CopyToHost()
			want := nd.Must(host.T().Slice(nd.S(1, 256, 3), nd.All().By(-1)))
			if err != nil || !slices.Equal(vb.ToSlice(), want.ToSlice()) {
				t.Fatalf("strided view of a bfloat16 device array: %v", err)
			}
			p, err := kern.PinnedArrayLike(dev, e4)
			if err != nil {
				t.Fatal(err)
			}
			defer p.Free()
			pd, err := kern.ToDevice(dev, e4)
			if err != nil {
				t.Fatal(err)
			}
			defer pd.Free()
			pa, _ := p.Raw()
			if err := pd.CopyInto(nd.Must(nd.Wrap(pa, e4.Shape()...))); err != nil || !nd.Equal(nd.Must(nd.Wrap(pa, e4.Shape()...)), e4) {
				t.Fatalf("float8_e4m3fn into pinned memory: %v", err)
			}
			f16 := []kern.Float16{1, 2, 3}
			reg, err := kern.PinHost(dev, f16, nd.Must(nd.Zeros[kern.Float8E5M2](4)), nd.Must(nd.Zeros[complex64](2)))
			if err != nil {
				t.Fatalf("PinHost of half and complex arrays: %v", err)
			}
			if err := reg.Close(); err != nil {
				t.Fatal(err)
			}
		})
	}
	u := kern.Vectorize("hAddMul", kern.Loop2(hAddMul))
	a := nd.Must(nd.Random[kern.Float16](2, 64))
	da, err := kern.ToDevice(kern.HostDevice(), a)
	if err != nil {
		t.Fatal(err)
	}
	out, err := u.Call(kern.HostDevice(), da, da)
	if err != nil {
		t.Fatal(err)
	}
	dout, ok := out.(*kern.DeviceArray[kern.Float16])
	if !ok {
		t.Fatalf("ufunc on the host device returned %T", out)
	}
	got, err := dout.CopyToHost()
	if err != nil {
		t.Fatal(err)
	}
	for i, x := range a.ToSlice() {
		if got.At(i) != hAddMul(x, x) {
			t.Fatalf("element %d: %v, want %v", i, got.At(i), hAddMul(x, x))
		}
	}
}

func kHalfScalar(t *kern.Thread, h kern.Float16, f float32, u uint16, out []float32) {
	out[0] = h.Float32() + f + float32(u)
}

// A scalar kernel argument fills a half-type parameter, or a number one
// from a half value, by value and exactly: never as a bit pattern.
func TestKernelHalfScalarsConvertByValue(t *testing.T) {
	out := make([]float32, 1)
	k := kern.NewKernel4(kHalfScalar)
	for _, on := range []kern.Target{kern.CPU, kern.Sim} {
		if err := k.Launch(on, 1, 1, 2, half.ToFloat16(1.5), uint16(3), out); err != nil || out[0] != 6.5 {
			t.Errorf("%v: 2 and Float16(1.5): %v, out %v", on, err, out[0])
		}
		if err := k.Launch(on, 1, 1, half.ToBFloat16(0.25), half.ToFloat8E4M3(-2), half.ToFloat16(4), out); err != nil || out[0] != 2.25 {
			t.Errorf("%v: bfloat16, e4m3 and float16 values: %v, out %v", on, err, out[0])
		}
		for _, bad := range [][]any{
			{0.1, float32(0), uint16(0), out},                         // not a Float16 value
			{70000, float32(0), uint16(0), out},                       // overflows Float16
			{half.ToFloat16(0), float32(0), half.ToFloat16(0.5), out}, // 0.5 is no uint16
			{half.ToFloat16(0), float32(0), half.ToFloat16(-1), out},  // nor is -1
		} {
			if err := k.Launch(on, 1, 1, bad...); !errors.Is(err, kern.ErrArgument) {
				t.Errorf("%v: %v: got %v, want ErrArgument", on, bad[:3], err)
			}
		}
	}
}

// hDot is a gufunc core over half types: a bfloat16 dot product rounded
// from a float32 sum, scaled by a Float16 scalar, into a Float16.
func hDot(s kern.Float16, x, y kern.Array1[kern.BFloat16], out []kern.Float16) {
	var acc float32
	for i := range x.Len() {
		acc += x.At(i).Float32() * y.At(i).Float32()
	}
	out[0] = half.ToFloat16(acc * s.Float32())
}

func kScaleE4M3(t *kern.Thread, a float32, x kern.Array1[kern.Float8E4M3], out []float32) {
	i := t.Grid1()
	if i < x.Len() {
		out[i] = a * x.At(i).Float32()
	}
}

// Gufunc cores and kernels take arrays of the half types on the CPU
// targets; the results are the Go functions' own.
func TestHalfArraysInCoresAndKernels(t *testing.T) {
	g := kern.GUVectorize("hDot", "(),(n),(n)->()", kern.GULoop4(hDot))
	x := nd.Must(nd.Random[kern.BFloat16](4, 3, 8))
	y := nd.Must(nd.Random[kern.BFloat16](5, 8))
	for _, tg := range cpuTargets {
		got, err := kern.As[kern.Float16](g.Call(tg, half.ToFloat16(0.5), x, y))
		if err != nil {
			t.Fatalf("%v: %v", tg, err)
		}
		for r := range 3 {
			want := make([]kern.Float16, 1)
			hDot(half.ToFloat16(0.5), kern.MakeArray1(nd.Must(x.Index(0, r)).ToSlice()), kern.MakeArray1(y.ToSlice()), want)
			if got.At(r) != want[0] {
				t.Errorf("%v: row %d: %v, want %v", tg, r, got.At(r), want[0])
			}
		}
	}
	k := kern.NewKernel3(kScaleE4M3)
	e := nd.Must(nd.Arange[kern.Float8E4M3](-4, 4, 0.25))
	ev := nd.Must(e.Slice(nd.All().By(-3)))
	out := make([]float32, ev.Size())
	for _, p := range places() {
		clear(out)
		err := k.Launch(p.on, 1, 64, float32(2), ev, out)
		if p.gpu {
			if !errors.Is(err, kern.ErrNoGPUCode) {
				t.Errorf("%s: a kernel over float8_e4m3fn: %v, want ErrNoGPUCode", p.name, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", p.name, err)
		}
		for i, v := range ev.ToSlice() {
			if out[i] != 2*v.Float32() {
				t.Fatalf("%s: element %d: %v, want %v", p.name, i, out[i], 2*v.Float32())
			}
		}
	}
}

// hMax is a Float16 reduction core.
func hMax(a, b kern.Float16) kern.Float16 { return half.HMax(a, b) }

// Reductions over half arrays run their Go core on the CPU targets: whole
// array, along an axis, and with an initial value given as a Go number.
func TestReduceHalf(t *testing.T) {
	r := kern.Reduce("hMax", kern.Loop2(hMax))
	a := nd.Must(nd.Random[kern.Float16](7, 6, 50))
	want := a.At(0, 0)
	rows := make([]kern.Float16, 6)
	for i := range 6 {
		rows[i] = a.At(i, 0)
		for j := range 50 {
			want, rows[i] = hMax(want, a.At(i, j)), hMax(rows[i], a.At(i, j))
		}
	}
	for _, tg := range cpuTargets {
		got, err := kern.Value[kern.Float16](r.Call(tg, a))
		if err != nil || got != want {
			t.Errorf("%v: max = %v, %v; want %v", tg, got, err, want)
		}
		ax, err := kern.As[kern.Float16](r.Call(tg, a, kern.Axis(1)))
		if err != nil || !slices.Equal(ax.ToSlice(), rows) {
			t.Errorf("%v: max along axis 1 = %v, %v; want %v", tg, ax, err, rows)
		}
		got, err = kern.Value[kern.Float16](r.Call(tg, a, kern.Init(2)))
		if err != nil || got != half.ToFloat16(2) {
			t.Errorf("%v: max with Init(2) = %v, %v", tg, got, err)
		}
	}
}

// Repeated calls on half slices take the dispatch cache: the same answers
// and, for Into, no allocation.
func TestDispatchCacheHalf(t *testing.T) {
	u := kern.Vectorize("hAddMul", kern.Loop2(hAddMul))
	x := nd.Must(nd.Random[kern.Float16](3, 16)).ToSlice()
	y := nd.Must(nd.Random[kern.Float16](4, 16)).ToSlice()
	out := make([]kern.Float16, 16)
	args, outAny := []any{x, y}, any(out)
	for range 3 {
		clear(out)
		if err := u.Into(kern.CPU, outAny, args...); err != nil {
			t.Fatal(err)
		}
		for i := range out {
			if out[i] != hAddMul(x[i], y[i]) {
				t.Fatalf("element %d: %v, want %v", i, out[i], hAddMul(x[i], y[i]))
			}
		}
	}
	if raceEnabled {
		return
	}
	if n := testing.AllocsPerRun(100, func() {
		if err := u.Into(kern.CPU, outAny, args...); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("Into on float16 slices allocates %v times, want 0 (the cached path)", n)
	}
}

func hScale(a float32, x kern.Float16) kern.Float16 { return kern.ToFloat16(a * x.Float32()) }

// A scalar that does not convert exactly to a half-type operand gets
// advice that names kern's conversion, which then works.
func TestUfuncHalfScalarHint(t *testing.T) {
	u := kern.Vectorize("hScale", kern.Loop2(hScale))
	a := nd.Must(nd.Arange[float32](0, 4, 1))
	_, err := u.Call(kern.CPU, a, float32(0.1))
	if !errors.Is(err, nd.ErrDType) || !strings.Contains(err.Error(), "write e.g. kern.ToFloat16(0.1)") {
		t.Fatalf("float32 scalar for a float16 operand: %v", err)
	}
	got, err := kern.As[kern.Float16](u.Call(kern.CPU, a, kern.ToFloat16(0.1)))
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range a.ToSlice() {
		if w := hScale(v, kern.ToFloat16(0.1)); got.At(i) != w {
			t.Errorf("element %d: %v, want %v", i, got.At(i), w)
		}
	}
}
