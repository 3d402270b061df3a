// Package pick chooses where an example's calls on host arrays run and
// reports it, so that each example can print the target it used.
//
// kern.Auto makes the same choice inside every call; the examples make it
// once up front because they print the target and time each side.
package pick

import (
	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
)

// Target resolves t for calls of the loops ids. An explicit target runs on
// its default device. kern.Auto runs on the CUDA device, else the ROC one,
// when kern.DefaultDevice(kern.Auto) is a GPU that runs the code `kern gen`
// compiled for every id (Device.CanRun: a processor the package was not
// generated for may have none), as Numba's target='cuda' ships host arrays
// to the GPU; otherwise on kern.Parallel over the host device.
func Target(t kern.Target, ids ...kern.Identity) (kern.Target, *kern.Device, error) {
	if t != kern.Auto {
		dev, err := kern.DefaultDevice(t)
		return t, dev, err
	}
	if dev, err := kern.DefaultDevice(kern.Auto); err == nil && runs(dev, ids) {
		switch dev.Info().Kind {
		case driver.KindCUDA:
			return kern.CUDA, dev, nil
		case driver.KindROC:
			return kern.ROC, dev, nil
		}
	}
	return kern.Parallel, kern.HostDevice(), nil
}

func runs(dev *kern.Device, ids []kern.Identity) bool {
	for _, id := range ids {
		p, _, ok := kern.Generated().Lookup(id)
		if !ok || dev.CanRun(p) != nil {
			return false
		}
	}
	return true
}

// IDs lists the loop identities of ufuncs.
func IDs(us ...*kern.Ufunc) []kern.Identity {
	var ids []kern.Identity
	for _, u := range us {
		for _, l := range u.Loops() {
			ids = append(ids, l.ID)
		}
	}
	return ids
}

// Fused reports whether t runs GPU code, which kern gen compiles with
// x*y+z fused into one multiply-add (one rounding where Go rounds twice)
// unless it ran with -fmad=false; the CPU targets give Go's bits.
func Fused(t kern.Target) bool { return t == kern.CUDA || t == kern.ROC }

// FusedULP bounds the difference, in ULP, between a fused result of the
// examples' discriminant sqrt(b*b - 4*a*c) and Go's, for their inputs
// (b near 10, a and c in [0, 1): no cancellation): the fused product moves
// b*b - 4*a*c by at most half an ULP of b*b, and the square root halves
// relative errors.
const FusedULP = 2
