package kern_test

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/testing/gputest/debug"
	"github.com/kernlab/kern/internal/testing/vectest"
)

// TestEmulatedVec runs kern.LoadVec and kern.StoreVec (vectest) on every
// place against the same arithmetic in plain Go, bit for bit: float32
// vectors of four, float64, int32 and int64 pairs, Float16 vectors of
// eight and BFloat16 of four, int8 of eight, uint8 of sixteen, int16 of
// four, and vectors staged through shared memory.
func TestEmulatedVec(t *testing.T) {
	const n = 1 << 12
	r := rand.New(rand.NewPCG(3, 4))
	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(r.NormFloat64()*8), float32(r.NormFloat64())
	}
	x[1], y[2] = float32(math.Inf(-1)), float32(math.Copysign(0, -1))
	xd := make([]float64, n)
	pi, ri := make([]int32, n), make([]int64, n)
	for i := range xd {
		xd[i], pi[i], ri[i] = r.NormFloat64(), int32(r.Uint32()), int64(r.Uint64())
	}
	h, g := make([]kern.Float16, n), make([]kern.BFloat16, n)
	a, b, c := make([]int8, n), make([]uint8, n), make([]int16, n)
	for i := range h {
		h[i], g[i] = kern.Float16(r.Uint32()), kern.BFloat16(r.Uint32())
		a[i], b[i], c[i] = int8(r.Uint32()), uint8(r.Uint32()), int16(r.Uint32())
	}
	a[0], a[9], c[3] = -128, 127, -32768

	// Plain Go.
	z, w := make([]float32, n), make([]float32, n)
	for i := range x {
		z[i], w[i] = x[i]+y[i], x[i]*y[i]
	}
	yd, q, s := make([]float64, n), make([]int32, n), make([]int64, n)
	for i := 0; i < n; i += 2 {
		yd[i], yd[i+1] = xd[i+1], -xd[i]
		q[i], q[i+1] = pi[i+1]^0x55, pi[i]-7
		s[i], s[i+1] = ri[i+1]>>3, ri[i]+ri[i+1]
	}
	threads := n / 16 // Narrow: sixteen uint8 a thread
	ho, gout := make([]kern.Float16, n), make([]kern.BFloat16, n)
	ao, bo, co := make([]int8, n), make([]uint8, n), make([]int16, n)
	for j := range threads {
		for k := range 8 {
			ho[8*j+k] = half.HNeg(h[8*j+7-k])
			ao[8*j+k] = -a[8*j+k] >> (k % 3)
		}
		gout[4*j], gout[4*j+1], gout[4*j+2], gout[4*j+3] = g[4*j+3], g[4*j+2], half.HAbs(g[4*j+1]), g[4*j]
		for k := range 16 {
			bo[16*j+k] = b[16*j+15-k] + uint8(k)
		}
		co[4*j], co[4*j+1], co[4*j+2], co[4*j+3] = -c[4*j], c[4*j+1]>>1, c[4*j+2]^-1, c[4*j+3]
	}
	ho, gout, ao, co = ho[:8*threads], gout[:4*threads], ao[:8*threads], co[:4*threads]
	staged := make([]float32, n)
	const block = 64
	for i := range n / 4 {
		nb := i + 1
		if i%block == block-1 {
			nb = i
		}
		copy(staged[4*i:4*i+4], x[4*nb:4*nb+4])
	}

	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			gz, gw := make([]float32, n), make([]float32, n)
			if err := kern.NewKernel4(vectest.AddMul4).Launch(p.on, n/4/block, block, x, y, gz, gw); err != nil {
				t.Fatal(err)
			}
			if !bitsEqual32(gz, z) || !bitsEqual32(gw, w) {
				t.Errorf("AddMul4 differs from x+y, x·y")
			}
			gyd, gq, gs := make([]float64, n), make([]int32, n), make([]int64, n)
			if err := kern.NewKernel6(vectest.Swap2).Launch(p.on, n/2/block, block, xd, gyd, pi, gq, ri, gs); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(gyd, yd) || !slices.Equal(gq, q) || !slices.Equal(gs, s) {
				t.Errorf("Swap2 differs from plain Go")
			}
			gho, ggo := make([]kern.Float16, len(ho)), make([]kern.BFloat16, len(gout))
			gao, gbo, gco := make([]int8, len(ao)), make([]uint8, n), make([]int16, len(co))
			if err := kern.NewKernel4(vectest.NarrowHalf).Launch(p.on, threads/block, block, h[:len(ho)], gho, g[:len(gout)], ggo); err != nil {
				t.Fatal(err)
			}
			if err := kern.NewKernel6(vectest.NarrowInt).Launch(p.on, threads/block, block, a, gao, b, gbo, c, gco); err != nil {
				t.Fatal(err)
			}
			for _, d := range []struct {
				what string
				ok   bool
			}{
				{"Float16", slices.Equal(gho, ho)}, {"BFloat16", slices.Equal(ggo, gout)}, {"int8", slices.Equal(gao, ao)},
				{"uint8", slices.Equal(gbo, bo)}, {"int16", slices.Equal(gco, co)},
			} {
				if !d.ok {
					t.Errorf("Narrow's %s vectors differ from plain Go", d.what)
				}
			}
			gh := make([]kern.Float16, n)
			if err := kern.NewKernel2(vectest.Copy8).Launch(p.on, n/8/block, block, h, gh); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(gh, h) {
				t.Errorf("Copy8 (Float16 vectors loaded and stored unchanged) differs from its input")
			}
			gsa := make([]float32, 2*block)
			if err := kern.NewKernel2(vectest.SharedAfter).Launch(p.on, 2, block, x[:2*block], gsa); err != nil {
				t.Fatalf("SharedAfter (a vector in a shared array after a 260-byte one): %v", err)
			}
			for i, g := range gsa {
				// Block b's s holds x[64b:64b+8]; thread i reads element
				// 4(i&1) + (i&3) of it.
				if w := x[i/block*block+4*(i&1)+i&3] + 1; g != w {
					t.Fatalf("SharedAfter[%d] = %v, want %v", i, g, w)
				}
			}
			gst := make([]float32, n)
			if err := kern.NewKernel2(vectest.Staged).Launch(p.on, n/4/block, block, x, gst); err != nil {
				t.Fatal(err)
			}
			if !bitsEqual32(gst, staged) {
				t.Errorf("Staged (through shared memory) differs from plain Go")
			}
		})
	}
}

// TestEmulatedVecMisaligned: a vector at an index that is not a multiple
// of its length is an error on every place (the host's panic, the GPU's
// misaligned access), not a wrong answer, and an aligned one reads the
// elements there. A GPU's misaligned access is a fault: the device fails
// every call afterwards, as docs/kernels.md says.
func TestEmulatedVecMisaligned(t *testing.T) {
	x := make([]float32, 64)
	for i := range x {
		x[i] = float32(i)
	}
	k := kern.NewKernel3(vectest.At)
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			y := make([]float32, 4)
			if err := k.Launch(p.on, 1, 1, x, y, 8); err != nil || !slices.Equal(y, x[8:12]) {
				t.Fatalf("LoadVec at 8: %v %v", y, err)
			}
			if p.name == "cuda-gpu" {
				// The fault would leave the process's one real GPU
				// unusable for every later test; the emulated devices,
				// fresh for this test, check it.
				t.Skip("a misaligned access faults the GPU for the rest of the process")
			}
			err := k.Launch(p.on, 1, 1, x, make([]float32, 4), 6)
			want := "misaligned address"
			if !p.gpu {
				want = "kern.LoadVec: index 6 is not a multiple of 4"
			}
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Fatalf("LoadVec at 6: error %v, want one that says %q", err, want)
			}
			var ve kern.VecIndexError
			if !p.gpu && !errors.As(err, &ve) {
				t.Errorf("the host's error %v does not wrap kern.VecIndexError", err)
			}
			err = k.Launch(p.on, 1, 1, x, y, 8)
			if failed := err != nil && strings.Contains(err.Error(), "failed earlier"); failed != p.gpu {
				t.Errorf("LoadVec at 8 after the misaligned one: %v (want the earlier fault on a GPU, success on the host)", err)
			}
		})
	}
}

func bitsEqual32(a, b []float32) bool {
	return slices.EqualFunc(a, b, func(x, y float32) bool { return math.Float32bits(x) == math.Float32bits(y) })
}

// TestEmulatedVecDebug: in a -debug build (gputest/debug) a vector access
// at a misaligned index or past the end traps naming the call and the Go
// line on the emulated GPUs, and an aligned one in range reads its
// elements.
func TestEmulatedVecDebug(t *testing.T) {
	k := kern.NewKernel3(debug.VecAt)
	x := []float32{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	for _, p := range places() {
		if !p.gpu {
			continue
		}
		t.Run(p.name, func(t *testing.T) {
			got := make([]float32, 4)
			if err := k.Launch(p.on, 1, 1, x, 4, got); err != nil || !slices.Equal(got, x[4:8]) {
				t.Fatalf("LoadVec(x, 4) in debug code: %v, %v", err, got)
			}
			for at, want := range map[int]string{2: "kern.LoadVec: &s[i] is not 16-byte aligned (i must be a multiple of 4)", 8: "index out of range"} {
				err := k.Launch(p.on, 1, 1, x, at, got)
				var te *kern.KernelTrapError
				if !errors.As(err, &te) || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "debug.go:") {
					t.Errorf("LoadVec(x, %d) in debug code: %v, want a trap in debug.go saying %q", at, err, want)
				}
			}
			// A trap is no fault: the device works on.
			clear(got)
			if err := k.Launch(p.on, 1, 1, x, 4, got); err != nil || !slices.Equal(got, x[4:8]) {
				t.Fatalf("LoadVec(x, 4) after the traps: %v, %v", err, got)
			}
		})
	}
}
