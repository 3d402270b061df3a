package kern_test

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/gputest"
)

// Seven- and eight-parameter kernels on every target, against plain Go,
// launched with Launch's ...any and with Run's typed arguments.
func TestKernelSevenAndEightParams(t *testing.T) {
	const n = 300
	a := make([]int64, n)
	fa, fb := make([]float32, n), make([]float32, n)
	for i := range n {
		a[i] = int64(i*7 - 900)
		fa[i], fb[i] = float32(i)*0.25, float32(n-i)*0.5
	}
	for _, p := range places() {
		for _, typed := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/typed=%v", p.name, typed), func(t *testing.T) {
				k7, k8 := kern.NewKernel7(gputest.Params7), kern.NewKernel8(gputest.Params8)
				out := make([]int64, n)
				var err error
				if typed {
					err = k7.Run(p.on, 3, 128, a, -3, -70000, 65535, 2.75, -128, out)
				} else {
					err = k7.Launch(p.on, 3, 128, a, int64(-3), int32(-70000), uint16(65535), 2.75, int8(-128), out)
				}
				if err != nil {
					t.Fatal(err)
				}
				for i := range n {
					if want := a[i]*-3 - 70000 + 65535 + 2 - 128; out[i] != want {
						t.Fatalf("Params7: out[%d] = %d, want %d", i, out[i], want)
					}
				}
				fout := make([]float32, n)
				if typed {
					err = k8.Run(p.on, 3, 128, fa, fb, 1.5, -7, 200, 1<<40, true, fout)
				} else {
					err = k8.Launch(p.on, 3, 128, fa, fb, float32(1.5), int32(-7), uint8(200), int64(1<<40), true, fout)
				}
				if err != nil {
					t.Fatal(err)
				}
				for i := range n {
					// The GPU suite is generated with -fmad=false: exact.
					v := fa[i]*1.5 - fb[i] + float32(-7) + float32(200) + float32(int64(1<<40))
					if want := -v; fout[i] != want {
						t.Fatalf("Params8: out[%d] = %g, want %g", i, fout[i], want)
					}
				}
			})
		}
	}
}

// Scalar arguments convert only when their value survives: a negative
// number never fills an unsigned parameter, nor 2^63 a signed one, on any
// target (as ufuncs refuse them).
func TestKernelScalarsConvertExactly(t *testing.T) {
	out := make([]int64, 1)
	k := kern.NewKernel7(gputest.Params7)
	a := []int64{1}
	bad := []struct {
		name string
		args []any
	}{
		{"int -1 to uint16", []any{a, int64(1), int32(0), -1, 0.0, int8(0), out}},
		{"int64 -1 to uint16", []any{a, int64(1), int32(0), int64(-1), 0.0, int8(0), out}},
		{"uint64 1<<63 to int64", []any{a, uint64(1 << 63), int32(0), uint16(0), 0.0, int8(0), out}},
		{"2.5 to int32", []any{a, int64(1), 2.5, uint16(0), 0.0, int8(0), out}},
		{"200 to int8", []any{a, int64(1), int32(0), uint16(0), 0.0, 200, out}},
	}
	for _, p := range places() {
		for _, c := range bad {
			if err := k.Launch(p.on, 1, 1, c.args...); !errors.Is(err, kern.ErrArgument) {
				t.Errorf("%s: %s: got %v, want ErrArgument", p.name, c.name, err)
			}
		}
		// Values that fit convert: 2 to int64, 65535 to uint16, -128 to int8.
		if err := k.Launch(p.on, 1, 1, a, 2, int32(0), 65535, 1.0, -128, out); err != nil || out[0] != 2+65535+1-128 {
			t.Errorf("%s: exact conversions: %v, out %d", p.name, err, out[0])
		}
	}
}

func kU64(t *kern.Thread, u uint64, out []uint64) { out[0] = u }

// -1 never fills a uint64 parameter (a round trip through uint64 gives it
// back, so only the sign tells).
func TestKernelUint64RejectsNegative(t *testing.T) {
	out := make([]uint64, 1)
	k := kern.NewKernel2(kU64)
	for _, v := range []any{-1, int64(-1), int8(-1), -1.0} {
		if err := k.Launch(kern.Sim, 1, 1, v, out); !errors.Is(err, kern.ErrArgument) {
			t.Errorf("%T %v: got %v, want ErrArgument", v, v, err)
		}
	}
	if err := k.Launch(kern.Sim, 1, 1, 1<<62, out); err != nil || out[0] != 1<<62 {
		t.Errorf("1<<62: %v, %d", err, out[0])
	}
}

func kC64(t *kern.Thread, c complex64, out []complex64) { out[0] = c }

// A real or complex number fills a complex parameter when both parts
// survive (numba's set_c passes 43j to a complex64 field); a complex
// never fills a real parameter.
func TestKernelComplexScalarsConvertExactly(t *testing.T) {
	out := make([]complex64, 1)
	k := kern.NewKernel2(kC64)
	for _, c := range []struct {
		v    any
		want complex64
	}{{43i, 43i}, {complex64(1 - 2i), 1 - 2i}, {2, 2}, {int8(-3), -3}, {0.5, 0.5}, {float32(0.1), complex(float32(0.1), 0)}, {complex(math.Copysign(0, -1), 1<<24), complex(float32(math.Copysign(0, -1)), 1<<24)}} {
		if err := k.Launch(kern.Sim, 1, 1, c.v, out); err != nil || out[0] != c.want || math.Signbit(float64(real(out[0]))) != math.Signbit(real(complex128(c.want))) {
			t.Errorf("%T %v: %v, out %v, want %v", c.v, c.v, err, out[0], c.want)
		}
	}
	if err := k.Launch(kern.Sim, 1, 1, complex(math.NaN(), 1), out); err != nil || real(out[0]) == real(out[0]) || imag(out[0]) != 1 {
		t.Errorf("NaN: %v, out %v", err, out[0])
	}
	for _, v := range []any{0.1i, complex(0.1, 0), 1<<24 + 1, complex(1e300, 0), "1"} {
		if err := k.Launch(kern.Sim, 1, 1, v, out); !errors.Is(err, kern.ErrArgument) {
			t.Errorf("%T %v: got %v, want ErrArgument", v, v, err)
		}
	}
	if err := kern.NewKernel2(kU64).Launch(kern.Sim, 1, 1, complex(1, 0), make([]uint64, 1)); !errors.Is(err, kern.ErrArgument) {
		t.Errorf("complex to uint64: got %v, want ErrArgument", err)
	}
}

// Run takes the kernel's options after its typed arguments, and a stream
// as its placement; it checks the extents and the placement as Launch does.
func TestKernelRunOptions(t *testing.T) {
	const blocks, n = 3, 64
	for _, p := range places() {
		out := make([]float64, blocks*n)
		if err := kern.NewKernel1(gputest.DynReverse).Run(p.on, blocks, n, out, kern.SharedMem(n*8)); err != nil {
			t.Fatalf("%s: %v", p.name, err)
		}
		for i, v := range out {
			if w := float64(n-1-i%n) * 1.5; v != w {
				t.Fatalf("%s: out[%d] = %g, want %g", p.name, i, v, w)
			}
		}
	}
	k := kern.NewKernel2(bReverse)
	a := make([]int32, 64)
	for i := range a {
		a[i] = int32(i)
	}
	s, err := kern.HostDevice().NewStream()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := k.Run(s, 1, 64, a, 5, kern.NoSync()); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil || a[0] != 63+5+1000 {
		t.Errorf("on a host stream: a[0] = %d, %v; want %d from the block function", a[0], err, 63+5+1000)
	}
	if err := k.Run(kern.Sim, 0, 64, a, 5); !errors.Is(err, kern.ErrLaunchConfig) {
		t.Errorf("an empty grid: %v, want ErrLaunchConfig", err)
	}
	if err := k.Run(nil, 1, 64, a, 5); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("a nil placement: %v, want ErrTarget", err)
	}
}

func kCap(t *kern.Thread, x []int64) { x[0] = int64(cap(x)) }

// A []T parameter's capacity is its length on every target, with Run as
// with Launch (a GPU's view of it has no more).
func TestKernelRunClipsSlices(t *testing.T) {
	k := kern.NewKernel1(kCap)
	for _, on := range []kern.Target{kern.Sim, kern.CPU, kern.Parallel} {
		x := make([]int64, 2, 10)
		if err := k.Run(on, 1, 1, x); err != nil || x[0] != 2 {
			t.Errorf("Run on %v: cap %d, %v; want 2", on, x[0], err)
		}
		x[0] = 0
		if err := k.Launch(on, 1, 1, x); err != nil || x[0] != 2 {
			t.Errorf("Launch on %v: cap %d, %v; want 2", on, x[0], err)
		}
	}
}
