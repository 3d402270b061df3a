// Package langtest has the kernels of the kernel-language tests
// (TestEmulatedKernLang in package kern): kernels generic over T any,
// which kern gen compiles for the instances this package names, and
// slices of local arrays passed to device functions.
package langtest

//go:generate go tool kern gen -fmad=false

import (
	"math"

	"github.com/kernlab/kern"
)

// Vec3 and Cell are records; Cell has padding after its bool.
type (
	Vec3 struct{ X, Y, Z float32 }
	Cell struct {
		ID   int32
		Live bool
		W    [2]float64
	}
)

// Gather copies src[idx[i]] to dst[i] for any element type.
//
//kern:kernel
func Gather[T any](t *kern.Thread, dst, src []T, idx []int32) {
	for i := t.Grid1(); i < len(dst); i += t.GridSize1() {
		dst[i] = src[idx[i]]
	}
}

// SwapPairs swaps the elements 2k and 2k+1 of a and of b, two slices of
// element types of their own.
//
//kern:kernel
func SwapPairs[T, U any](t *kern.Thread, a []T, b []U) {
	for i := 2 * t.Grid1(); i+1 < len(a) && i+1 < len(b); i += 2 * t.GridSize1() {
		a[i], a[i+1] = a[i+1], a[i]
		b[i], b[i+1] = b[i+1], b[i]
	}
}

// gatherVec3 names the instance Gather[Vec3], as code launching it does.
var gatherVec3 = kern.NewKernel3(Gather[Vec3])

// GatherVec3 gathers records on target on.
func GatherVec3(on any, dst, src []Vec3, idx []int32) error {
	return gatherVec3.Launch(on, 2, 4, dst, src, idx)
}

// gatherFor names Gather's instance for T: kern gen compiles Gather for
// each type the package instantiates gatherFor with (Cell, float64). A
// launch finds the code from the named instance (Gather[Cell]); one from
// inside generic code (kern.NewKernel3(Gather[T])) has no name to find
// it by on a GPU.
func gatherFor[T any]() func(*kern.Thread, []T, []T, []int32) { return Gather[T] }

var (
	_ = gatherFor[Cell]
	_ = gatherFor[float64]
)

// The package's SwapPairs instance.
var _ = SwapPairs[int8, Cell]

// sum, fill and firstHalf take slices of their caller's local array.
func sum(s []float32) float32 {
	var acc float32
	for _, v := range s {
		acc += v
	}
	return acc
}

func fill(s []float32, v float32) {
	for i := range s {
		s[i] = v + float32(i)
	}
}

func firstHalf(s []float32) float32 { return sum(s[:len(s)/2]) }

// Wave is wave on the host: the plain-Go reference of LocalSlices'
// waves (a kernel's device function is Go's own code there).
func Wave(s []float32) { wave(s) }

// wave is a device function too large to inline on the GPU: the GPU
// code calls it with a pointer to its caller's local memory.
func wave(s []float32) {
	for i := range s {
		x, y := float64(s[i]), float64(i)+0.5
		x = x*1.0 - y*0.25
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.125 - y*0.3125
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.25 - y*0.375
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.375 - y*0.4375
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.5 - y*0.5
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.625 - y*0.25
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.75 - y*0.3125
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.0 - y*0.375
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.125 - y*0.4375
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.25 - y*0.5
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.375 - y*0.25
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.5 - y*0.3125
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.625 - y*0.375
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.75 - y*0.4375
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.0 - y*0.5
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.125 - y*0.25
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.25 - y*0.3125
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.375 - y*0.375
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.5 - y*0.4375
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.625 - y*0.5
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.75 - y*0.25
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.0 - y*0.3125
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.125 - y*0.375
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.25 - y*0.4375
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.375 - y*0.5
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.5 - y*0.25
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.625 - y*0.3125
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.75 - y*0.375
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.0 - y*0.4375
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.125 - y*0.5
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.25 - y*0.25
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.375 - y*0.3125
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.5 - y*0.375
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.625 - y*0.4375
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.75 - y*0.5
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.0 - y*0.25
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.125 - y*0.3125
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.25 - y*0.375
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.375 - y*0.4375
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.5 - y*0.5
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.625 - y*0.25
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.75 - y*0.3125
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.0 - y*0.375
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.125 - y*0.4375
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.25 - y*0.5
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.375 - y*0.25
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.5 - y*0.3125
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.625 - y*0.375
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.75 - y*0.4375
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.0 - y*0.5
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.125 - y*0.25
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.25 - y*0.3125
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.375 - y*0.375
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.5 - y*0.4375
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.625 - y*0.5
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.75 - y*0.25
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.0 - y*0.3125
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.125 - y*0.375
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.25 - y*0.4375
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.375 - y*0.5
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.5 - y*0.25
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.625 - y*0.3125
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.75 - y*0.375
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.0 - y*0.4375
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.125 - y*0.5
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.25 - y*0.25
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.375 - y*0.3125
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.5 - y*0.375
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.625 - y*0.4375
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		x = x*1.75 - y*0.5
		y = y*0.5 + x*0.03125
		if x > 64 {
			x -= 48
		}
		x = x*1.0 - y*0.25
		y = y*0.5 + x*0.0625
		if x > 64 {
			x -= 48
		}
		x = x*1.125 - y*0.3125
		y = y*0.5 + x*0.09375
		if x > 64 {
			x -= 48
		}
		s[i] = float32(x + y + math.Sin(x))
	}
}

// LocalSlices passes slices of local arrays to device functions.
//
//kern:kernel
func LocalSlices(t *kern.Thread, in, out []float32, waves []float32) {
	i := t.Grid1()
	if i >= len(out) {
		return
	}
	var a [8]float32
	fill(a[:], in[i])
	fill(a[6:], 10)
	out[i] = sum(a[:]) + 100*firstHalf(a[1:]) + a[7]
	var w [3]float32
	for k := range w {
		w[k] = in[i] + float32(k)
	}
	wave(w[:])
	wave(w[1:])
	copy(waves[3*i:], w[:])
}
