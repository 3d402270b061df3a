package kern_test

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/asynctest"
	"github.com/kernlab/kern/internal/testing/gputest/debug"
)

// asyncPlaces is places() with the emulated CUDA device at sm_80, the
// first with cp.async (asynctest is generated for it).
func asyncPlaces() []place {
	ps := places()
	for i := range ps {
		if ps[i].name == "cuda-emulated" {
			ps[i] = place{"cuda-emulated-sm_80", kern.NewDevice(emu.New(emu.WithArch("sm_80"))), true}
		}
	}
	return ps
}

// TestEmulatedAsync runs kern.CopyAsync, CommitAsync and WaitAsync
// (asynctest) on every place against plain Go, exactly: 16-byte float32
// copies, every size of Float16 and int8, int64 and float64 of 8 and 16
// bytes, int32 of 4, several groups in flight with WaitAsync(1) and
// WaitAsync(2), and where a copy lands: at the wait that retires its
// group on the simulator and the emulated CUDA device (cp.async), at the
// call on AMD.
func TestEmulatedAsync(t *testing.T) {
	const B, blocks = asynctest.Block, 3
	r := rand.New(rand.NewPCG(5, 6))
	x := make([]float32, 4*B*blocks)
	for i := range x {
		x[i] = float32(r.NormFloat64() * 8)
	}
	x[3] = float32(math.Copysign(0, -1))
	stage := make([]float32, len(x))
	for b := range blocks {
		for i := range 4 * B {
			stage[4*B*b+i] = x[4*B*b+(i+4)%(4*B)]
		}
	}
	h, b8 := make([]kern.Float16, 14*B*blocks), make([]int8, 28*B*blocks)
	for i := range h {
		h[i] = kern.Float16(r.Uint32())
	}
	for i := range b8 {
		b8[i] = int8(r.Uint32())
	}
	l, d, w := make([]int64, 3*B*blocks), make([]float64, 3*B*blocks), make([]int32, B*blocks)
	for i := range l {
		l[i], d[i] = int64(r.Uint64()), r.NormFloat64()
	}
	for i := range w {
		w[i] = int32(r.Uint32())
	}
	rev := func(n int, at func(i, j int)) {
		for b := range blocks {
			for i := range n {
				at(n*b+i, n*b+n-1-i)
			}
		}
	}
	ho, bo := make([]kern.Float16, len(h)), make([]int8, len(b8))
	rev(14*B, func(i, j int) { ho[i] = h[j] })
	rev(28*B, func(i, j int) { bo[i] = b8[j] })
	lo, do, wo := make([]int64, len(l)), make([]float64, len(d)), make([]int32, len(w))
	rev(3*B, func(i, j int) { lo[i], do[i] = l[j], d[j] })
	rev(B, func(i, j int) { wo[i] = w[j] })

	const chunks = 5
	px := make([]float32, 4*B*chunks*blocks)
	for i := range px {
		px[i] = float32(r.IntN(1000)) // sums exact in any order
	}
	psum := make([]float32, 4*B*blocks)
	dx := make([]float64, 2*B*chunks*blocks)
	for i := range dx {
		dx[i] = float64(r.IntN(1 << 20))
	}
	dsum := make([]float64, 2*B*blocks)
	for b := range blocks {
		for c := range chunks {
			for i := range 4 * B {
				psum[4*B*b+i] += px[(b*chunks+c)*4*B+(i+4)%(4*B)]
			}
			for i := range 2 * B {
				dsum[2*B*b+i] += dx[(b*chunks+c)*2*B+(i+2)%(2*B)]
			}
		}
	}
	ex := make([]int32, B*blocks)
	for i := range ex {
		ex[i] = int32(i + 1)
	}

	for _, p := range asyncPlaces() {
		t.Run(p.name, func(t *testing.T) {
			gy := make([]float32, len(x))
			if err := kern.NewKernel2(asynctest.Stage32).Launch(p.on, blocks, B, x, gy); err != nil {
				t.Fatal(err)
			}
			if !bitsEqual32(gy, stage) {
				t.Errorf("Stage32 differs from plain Go")
			}
			gho, gbo := make([]kern.Float16, len(h)), make([]int8, len(b8))
			if err := kern.NewKernel4(asynctest.Narrow).Launch(p.on, blocks, B, h, gho, b8, gbo); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(gho, ho) || !slices.Equal(gbo, bo) {
				t.Errorf("Narrow (Float16 and int8 copies of 4, 8 and 16 bytes) differs from plain Go")
			}
			glo, gdo, gwo := make([]int64, len(l)), make([]float64, len(d)), make([]int32, len(w))
			if err := kern.NewKernel6(asynctest.Wide).Launch(p.on, blocks, B, l, glo, d, gdo, w, gwo); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(glo, lo) || !slices.Equal(gwo, wo) || !slices.Equal(gdo, do) {
				t.Errorf("Wide (int64 and float64 copies of 8 and 16 bytes, int32 of 4) differs from plain Go")
			}
			gps := make([]float32, len(psum))
			if err := kern.NewKernel3(asynctest.Pipeline).Launch(p.on, blocks, B, px, gps, chunks); err != nil {
				t.Fatal(err)
			}
			if !bitsEqual32(gps, psum) {
				t.Errorf("Pipeline (three stages, WaitAsync(2)) differs from plain Go")
			}
			gds := make([]float64, len(dsum))
			if err := kern.NewKernel3(asynctest.Double).Launch(p.on, blocks, B, dx, gds, chunks); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(gds, dsum) {
				t.Errorf("Double (two stages, WaitAsync(1)) differs from plain Go")
			}
			before, after, pending := make([]int32, len(ex)), make([]int32, len(ex)), make([]int32, len(ex))
			if err := kern.NewKernel4(asynctest.Early).Launch(p.on, blocks, B, ex, before, after, pending); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(after, ex) {
				t.Errorf("Early: a copy read after WaitAsync(t, 0) is %v, want %v", after[:4], ex[:4])
			}
			// Where the copy lands at the call (AMD: a load and a store)
			// the early reads see it; where it lands at the wait they see
			// the tile's old -1, deterministically.
			atCall := strings.HasPrefix(p.name, "roc")
			switch {
			case p.name == "cuda-gpu":
				// A GPU may show either.
			case atCall:
				if !slices.Equal(before, ex) || !slices.Equal(pending, ex) {
					t.Errorf("Early on AMD: a copy read before its wait is %v, %v, want %v (it lands at the call)", before[:4], pending[:4], ex[:4])
				}
			default:
				for i := range ex {
					if before[i] != -1 || pending[i] != -1 {
						t.Fatalf("Early: thread %d read %d before WaitAsync and %d for a copy not committed at the wait, want -1 (the copies land at the wait that retires their group)", i, before[i], pending[i])
					}
				}
			}
		})
	}
}

// TestEmulatedAsyncMisaligned: a copy at an offset that is not a multiple
// of its count is an error on every place (the host's panic, the GPU's
// misaligned address), not a wrong answer; an aligned one copies.
func TestEmulatedAsyncMisaligned(t *testing.T) {
	x := make([]float32, 64)
	for i := range x {
		x[i] = float32(i)
	}
	k := kern.NewKernel3(asynctest.At)
	for _, p := range asyncPlaces() {
		t.Run(p.name, func(t *testing.T) {
			y := make([]float32, 4)
			if err := k.Launch(p.on, 1, 1, x, 8, y); err != nil || !slices.Equal(y, x[8:12]) {
				t.Fatalf("CopyAsync at 8: %v %v", y, err)
			}
			if p.name == "cuda-gpu" {
				t.Skip("a misaligned access faults the GPU for the rest of the process")
			}
			err := k.Launch(p.on, 1, 1, x, 6, make([]float32, 4))
			want := "misaligned address"
			if !p.gpu {
				want = "kern.CopyAsync: offsets 0 and 6 are not multiples of 4"
			}
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Fatalf("CopyAsync at 6: error %v, want one that says %q", err, want)
			}
		})
	}
}

// TestEmulatedAsyncMisalignedShared: a destination sliced at an element
// that is not a multiple of the copy's count is misaligned although its
// offset is 0: an error on every place (Sim's check of the destination's
// place in its shared array, the GPU's misaligned address), not a copy
// that only the CPU targets make.
func TestEmulatedAsyncMisalignedShared(t *testing.T) {
	x := []float32{1, 2, 3, 4}
	k := kern.NewKernel3(asynctest.AtShared)
	for _, p := range asyncPlaces() {
		t.Run(p.name, func(t *testing.T) {
			y := make([]float32, 4)
			if err := k.Launch(p.on, 1, 1, x, 4, y); err != nil || !slices.Equal(y, x) {
				t.Fatalf("CopyAsync to tile[4:]: %v %v", y, err)
			}
			if p.name == "cuda-gpu" {
				t.Skip("a misaligned access faults the GPU for the rest of the process")
			}
			err := k.Launch(p.on, 1, 1, x, 2, make([]float32, 4))
			want := "misaligned address"
			if !p.gpu {
				want = "kern.CopyAsync: &dst[dstOff] is 8 bytes into its shared array"
			}
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Fatalf("CopyAsync to tile[2:]: error %v, want one that says %q", err, want)
			}
		})
	}
}

// TestEmulatedAsyncDebug: in a -debug build (gputest/debug, sm_70: a load
// and a store) a copy at a misaligned offset or past the end traps naming
// the call and the Go line on the emulated GPUs.
func TestEmulatedAsyncDebug(t *testing.T) {
	k := kern.NewKernel3(debug.CopyAt)
	x := []float32{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	for _, p := range places() {
		if !p.gpu {
			continue
		}
		t.Run(p.name, func(t *testing.T) {
			got := make([]float32, 4)
			if err := k.Launch(p.on, 1, 1, x, 4, got); err != nil || !slices.Equal(got, x[4:8]) {
				t.Fatalf("CopyAsync(x, 4) in debug code: %v, %v", err, got)
			}
			for at, want := range map[int]string{2: "kern.CopyAsync: &src[srcOff] is not 16-byte aligned (srcOff must be a multiple of 4)", 8: "index out of range"} {
				err := k.Launch(p.on, 1, 1, x, at, got)
				var te *kern.KernelTrapError
				if !errors.As(err, &te) || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "debug.go:") {
					t.Errorf("CopyAsync(x, %d) in debug code: %v, want a trap in debug.go saying %q", at, err, want)
				}
			}
		})
	}
}
