package kern_test

import (
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/nbcuda"
	"github.com/kernlab/kern/internal/testing/warptest"
)

// shflSyncSrc is the lane a masked shuffle of mode m (idx, up, down, xor)
// by a reads for lane, on a warp of ws lanes whose lanes exist below
// live, among the lanes of mask: the whole-warp shuffle's lane when it is
// in mask (and exists), else lane itself (the caller keeps its value).
func shflSyncSrc(m, lane, a, ws int, mask uint64, live int) int {
	src := [4]int{((a % ws) + ws) % ws, lane - a, lane + a, lane ^ a}[m]
	if m > 0 && (a < 0 || src < 0 || src >= ws) {
		return lane
	}
	if ws < 64 {
		mask &= 1<<ws - 1
	}
	if mask&(1<<src) == 0 || src >= live {
		return lane
	}
	return src
}

// maskedScheme is warptest.Masked's mask for lane, and whether the lane
// shuffles at all.
func maskedScheme(scheme, lane int) (uint64, bool) {
	switch scheme {
	case 0:
		return ^uint64(0), true
	case 1, 2:
		return 0xFFFF << (lane &^ 15), true
	case 3:
		if lane%2 == 0 {
			return 0x5555555555555555, true
		}
		return 0xAAAAAAAAAAAAAAAA, true
	}
	return 0xFF << (lane &^ 7), lane&8 == 0
}

var shflModeNames = []string{"ShflSync", "ShflUpSync", "ShflDownSync", "ShflXorSync"}

// TestEmulatedShflSync runs the masked shuffles (ShflSync, ShflUpSync,
// ShflDownSync, ShflXorSync) on every place against shflSyncSrc, with
// lane operands from -3 to 70: the whole warp (equal to the whole-warp
// shuffles), 16-lane tiles converged and in an if and its else, even and
// odd lanes in an if and its else, 8-lane groups in an if without an
// else; for int32, float64, complex128 and Float16, bit for bit.
func TestEmulatedShflSync(t *testing.T) {
	const grid, block = 2, 64
	const n = grid * block
	r := rand.New(rand.NewPCG(11, 12))
	arg := make([]int32, n)
	for i := range arg {
		arg[i] = int32(r.IntN(74) - 3)
	}
	arg[0], arg[1], arg[2], arg[3] = 16, 15, 1, 8
	vi, vf := make([]int32, n), make([]float64, n)
	vc, vh := make([]complex128, n), make([]kern.Float16, n)
	for i := range n {
		vi[i], vf[i] = int32(i*7+3), float64(i)*1.5-0.25
		vc[i], vh[i] = complex(r.NormFloat64(), -float64(i)), kern.Float16(r.Uint32())
	}
	vf[5], vf[6] = math.Copysign(0, -1), math.Float64frombits(0x7ff8000000abcdef)
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			ws := warpWidth(p.on)
			for scheme := range int32(5) {
				oi, of := make([]int32, 4*n), make([]float64, 4*n)
				oc, oh := make([]complex128, 4*n), make([]kern.Float16, 4*n)
				for _, err := range []error{
					kern.NewKernel4(warptest.Masked[int32]).Launch(p.on, grid, block, oi, vi, arg, scheme),
					kern.NewKernel4(warptest.Masked[float64]).Launch(p.on, grid, block, of, vf, arg, scheme),
					kern.NewKernel4(warptest.Masked[complex128]).Launch(p.on, grid, block, oc, vc, arg, scheme),
					kern.NewKernel4(warptest.Masked[kern.Float16]).Launch(p.on, grid, block, oh, vh, arg, scheme),
				} {
					if err != nil {
						t.Fatalf("scheme %d: %v", scheme, err)
					}
				}
				bad := 0
				for i := range n {
					lane := i % ws
					mask, in := maskedScheme(int(scheme), lane)
					for m := range 4 {
						src := lane
						if in {
							src = shflSyncSrc(m, lane, int(arg[i]), ws, mask, ws)
						}
						j := i - lane + src
						if oi[4*i+m] != vi[j] || math.Float64bits(of[4*i+m]) != math.Float64bits(vf[j]) ||
							math.Float64bits(real(oc[4*i+m])) != math.Float64bits(real(vc[j])) || imag(oc[4*i+m]) != imag(vc[j]) ||
							oh[4*i+m] != vh[j] {
							if bad++; bad <= 5 {
								t.Errorf("scheme %d, thread %d, %s by %d: got %d/%g/%v/%#x, want lane %d's %d/%g/%v/%#x", scheme, i,
									shflModeNames[m], arg[i], oi[4*i+m], of[4*i+m], oc[4*i+m], oh[4*i+m].Bits(), src, vi[j], vf[j], vc[j], vh[j].Bits())
							}
						}
					}
				}
			}
			// The whole-warp mask gives what the whole-warp shuffles give.
			full, whole := make([]int32, 4*n), make([]int32, 4*n)
			if err := kern.NewKernel4(warptest.Masked[int32]).Launch(p.on, grid, block, full, vi, arg, int32(0)); err != nil {
				t.Fatal(err)
			}
			if err := kern.NewKernel3(warptest.Whole).Launch(p.on, grid, block, whole, vi, arg); err != nil {
				t.Fatal(err)
			}
			for i := range full {
				if full[i] != whole[i] {
					t.Fatalf("result %d: mask ^0 gives %d, the whole-warp shuffle %d", i, full[i], whole[i])
				}
			}
		})
	}
}

// TestEmulatedShflSyncActive: ActiveMask inside a bounds check, in blocks
// of 48 threads (a partial last warp, or a wavefront of 48 lanes) with the
// second block's last 8 threads past n: every lane shuffles among the
// lanes that exist and are in bounds, and a source beyond them gives the
// caller its own value, on every place.
func TestEmulatedShflSyncActive(t *testing.T) {
	const grid, block, n = 2, 48, 88
	r := rand.New(rand.NewPCG(13, 14))
	v, arg := make([]int32, grid*block), make([]int32, grid*block)
	for i := range v {
		v[i], arg[i] = int32(i*5+2), int32(r.IntN(40)-2)
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			ws := warpWidth(p.on)
			out := make([]int32, 4*grid*block)
			if err := kern.NewKernel4(warptest.Active).Launch(p.on, grid, block, out, v, arg, n); err != nil {
				t.Fatal(err)
			}
			for i := range n {
				tid := i % block
				lane, wbase := tid%ws, i-tid%ws
				live := min(block-(tid-lane), n-wbase) // lanes of this warp that exist and are in bounds
				mask := uint64(1)<<live - 1
				for m := range 4 {
					src := shflSyncSrc(m, lane, int(arg[i]), ws, mask, live)
					if got, want := out[4*i+m], v[wbase+src]; got != want {
						t.Fatalf("thread %d (lane %d of %d), %s by %d: got %d, want lane %d's %d", i, lane, live, shflModeNames[m], arg[i], got, src, want)
					}
				}
			}
		})
	}
}

// TestEmulatedShflSyncHalves: a masked shuffle in an if that only the
// lower 16-lane tile of each 32 lanes enters, then a whole-warp one that
// the other lanes reach first and must wait at.
func TestEmulatedShflSyncHalves(t *testing.T) {
	const grid, block = 2, 64
	const n = grid * block
	v := make([]int32, n)
	for i := range v {
		v[i] = int32(i*i%97 + 1)
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			ws := warpWidth(p.on)
			x := append([]int32(nil), v...)
			for i := range n {
				if lane := i % ws; lane&16 == 0 && lane&15 != 15 {
					x[i] = v[i] + v[i+1]
				} else if lane&16 == 0 {
					x[i] = 2 * v[i]
				}
			}
			out := make([]int32, n)
			if err := kern.NewKernel2(warptest.Halves).Launch(p.on, grid, block, out, v); err != nil {
				t.Fatal(err)
			}
			for i := range n {
				if want := x[i] + x[i^16]; out[i] != want {
					t.Fatalf("thread %d: got %d, want %d", i, out[i], want)
				}
			}
		})
	}
}

// TestNumbaShflSync: numba's shuffle tests with its own spelling, the
// mask ^uint64(0) (0xFFFFFFFF in numba), and use_independent_scheduling's
// four branches, each shuffling among its own lanes.
func TestNumbaShflSync(t *testing.T) {
	testNumbaShfl(t, "int32", nbcuda.WarpShflSync[int32])
	testNumbaShfl(t, "int64", nbcuda.WarpShflSync[int64])
	testNumbaShfl(t, "float32", nbcuda.WarpShflSync[float32])
	testNumbaShfl(t, "float64", nbcuda.WarpShflSync[float64])
	for _, p := range places() {
		t.Run("independent/"+p.name, func(t *testing.T) {
			ws := warpWidth(p.on)
			arr := make([]int32, ws)
			if err := kern.NewKernel1(nbcuda.IndependentShfl).Launch(p.on, 1, ws, arr); err != nil {
				t.Fatal(err)
			}
			for i, got := range arr {
				src := i + 4
				if src >= ws {
					src = i
				}
				if want := int32(src*3 + 1); got != want {
					t.Fatalf("lane %d: got %d, want %d", i, got, want)
				}
			}
		})
	}
}

// TestShflSyncMisuse: a mask that does not name the caller, a source
// lane of the mask that exited or does not exist, and lanes of one call
// naming different masks are undefined on a GPU: the simulator reports
// them (ErrUndefined, at the kernel's line), and so does the emulated
// CUDA device, as compute-sanitizer would (an emu.Fault of kind
// "shuffle").
func TestShflSyncMisuse(t *testing.T) {
	for _, c := range []struct {
		how         int32
		block       int
		sim, device string
	}{
		{0, 32, "does not name it", "not in its member mask"},
		{1, 32, "which exited", "has exited"},
		{2, 20, "does not exist", "does not exist"},
		{3, 32, "which exited", "must name the same mask"},
	} {
		x := make([]int32, c.block)
		err := kern.NewKernel2(warptest.Misuse).Launch(kern.Sim, 1, c.block, x, c.how)
		var ke *kern.KernelTrapError
		if !errors.As(err, &ke) || !strings.Contains(err.Error(), c.sim) || !strings.Contains(ke.Site, "masked.go:") {
			t.Errorf("case %d on sim: %v, want %q at masked.go", c.how, err, c.sim)
		}
		err = kern.NewKernel2(warptest.Misuse).Launch(emuDevice(t), 1, c.block, x, c.how)
		var f *emu.Fault
		if !errors.As(err, &f) || f.Kind != "shuffle" || !strings.Contains(f.Detail, c.device) {
			t.Errorf("case %d on the emulated CUDA device: %v, want a shuffle fault %q", c.how, err, c.device)
		}
	}
}

// TestEmulatedShflSyncBarrier: lanes that skip a branch with a masked
// shuffle and wait at SyncThreads, or at GridSync in a cooperative
// launch, let the branch's lanes shuffle (the simulator counted them at
// every warp operation and hung).
func TestEmulatedShflSyncBarrier(t *testing.T) {
	const grid, block = 2, 64
	x := make([]int32, grid*block)
	for i := range x {
		x[i] = int32(i*i%31 - 7)
	}
	want := append([]int32(nil), x...)
	for b := range grid {
		v := want[b*block : b*block+16]
		for d := 8; d > 0; d >>= 1 {
			old := append([]int32(nil), v...)
			for l := range v {
				if l+d < 16 {
					v[l] += old[l+d]
				} else {
					v[l] += old[l]
				}
			}
		}
	}
	for _, k := range []struct {
		name string
		k    func(*kern.Thread, []int32, []int32)
		opts []any
	}{{"SyncThreads", warptest.BranchSum, nil}, {"GridSync", warptest.GridBranchSum, []any{kern.CooperativeLaunch()}}} {
		for _, p := range places() {
			t.Run(k.name+"/"+p.name, func(t *testing.T) {
				out := make([]int32, grid*block)
				if err := kern.NewKernel2(k.k).Launch(p.on, grid, block, append([]any{x, out}, k.opts...)...); err != nil {
					t.Fatal(err)
				}
				for i := range out {
					if out[i] != want[i] {
						t.Fatalf("thread %d: got %d, want %d", i, out[i], want[i])
					}
				}
			})
		}
	}
}
