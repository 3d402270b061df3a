package main

//go:generate go tool kern gen

import (
	"fmt"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// The functions of seed 004 ("Target = GPU"), written as kernel Go.

// Doubled doubles arr in place; each thread of one block takes the element
// at its thread index (Numba's doubled).
//
//kern:kernel
func Doubled(t *kern.Thread, arr kern.Array2[float32]) {
	x, y := t.ThreadIdx().X, t.ThreadIdx().Y
	if x < arr.Dim(0) && y < arr.Dim(1) {
		arr.Set(x, y, arr.At(x, y)*2)
	}
}

// DoubledAutoGrid is Doubled with the absolute grid position, so any grid
// covers any array (Numba's doubled_auto_grid with cuda.grid(2)).
//
//kern:kernel
func DoubledAutoGrid(t *kern.Thread, arr kern.Array2[float32]) {
	x, y := t.Grid2()
	if x < arr.Dim(0) && y < arr.Dim(1) {
		arr.Set(x, y, arr.At(x, y)*2)
	}
}

// DoubledManCopy writes 2*arr into out and leaves arr unchanged (Numba's
// doubled_man_copy).
//
//kern:kernel
func DoubledManCopy(t *kern.Thread, arr, out kern.Array2[float32]) {
	x, y := t.Grid2()
	if x < arr.Dim(0) && y < arr.Dim(1) {
		out.Set(x, y, arr.At(x, y)*2)
	}
}

// ReduceGPU is the binary function of a sum reduction (@cuda.reduce).
//
//kern:reduce
func ReduceGPU(a, b float32) float32 { return a + b }

// DoubledUfunc is the core of a vectorized ufunc (@vectorize).
//
//kern:vectorize
func DoubledUfunc(a float32) float32 { return a * 2 }

// DoubledGufunc is a generalized ufunc core (@guvectorize "(m,n)->(m,n)").
//
//kern:guvectorize (m,n)->(m,n)
func DoubledGufunc(arr, out kern.Array2[float32]) {
	for i := range arr.Dim(0) {
		for j := range arr.Dim(1) {
			out.Set(i, j, arr.At(i, j)*2)
		}
	}
}

var (
	doubled         = kern.NewKernel1(Doubled)
	doubledAutoGrid = kern.NewKernel1(DoubledAutoGrid)
	doubledManCopy  = kern.NewKernel2(DoubledManCopy)
	reduceGPU       = kern.Reduce("reduce_gpu", kern.Loop2(ReduceGPU))
	doubledUfunc    = kern.Vectorize("doubled_ufunc", kern.Loop1(DoubledUfunc))
	doubledGufunc   = kern.GUVectorize("doubled_gufunc", "(m,n)->(m,n)", kern.GULoop2(DoubledGufunc))
)

// blockFor is the 2-d launch that covers an array with 16×16 blocks.
func blockFor(shape []int) (grid, block kern.Dim3) {
	const b = 16
	return kern.D2((shape[0]+b-1)/b, (shape[1]+b-1)/b), kern.D2(b, b)
}

// runDoubled doubles arr in place with one block of arr's shape, as the
// seed launches doubled[1, (3, 3)](arr).
// These kernels synchronize no threads, which kern gen records; kern.NoSync
// tells the sim target the same when no generated code is present, so that
// it runs each block as a loop instead of a goroutine per thread.
func runDoubled(on any, arr nd.Array[float32]) error {
	return doubled.Launch(on, 1, kern.D2(arr.Dim(0), arr.Dim(1)), arr, kern.NoSync())
}

// runDoubledAutoGrid doubles arr in place with a grid that covers it.
func runDoubledAutoGrid(on any, arr nd.Array[float32]) error {
	grid, block := blockFor(arr.Shape())
	return doubledAutoGrid.Launch(on, grid, block, arr, kern.NoSync())
}

// runDoubledManCopy is the seed's explicit data management: arr goes to
// the device once, out is allocated there (device_array_like), and only out
// comes back (copy_to_host).
func runDoubledManCopy(dev *kern.Device, arr nd.Array[float32]) (nd.Array[float32], error) {
	out, err := kern.DeviceArrayLike(dev, arr)
	if err != nil {
		return nd.Array[float32]{}, err
	}
	defer out.Free()
	arrGPU, err := kern.ToDevice(dev, arr)
	if err != nil {
		return nd.Array[float32]{}, err
	}
	defer arrGPU.Free()
	grid, block := blockFor(arr.Shape())
	if err := doubledManCopy.Launch(dev, grid, block, arrGPU, out, kern.NoSync()); err != nil {
		return nd.Array[float32]{}, err
	}
	return out.CopyToHost()
}

// runReduce sums the flattened array (cuda.reduce takes 1-d input).
func runReduce(on any, arr nd.Array[float32]) (float32, error) {
	flat := arr.Flatten(nd.C)
	return kern.Value[float32](reduceGPU.Call(on, flat))
}

// runUfunc applies the vectorized ufunc.
func runUfunc(on any, arr nd.Array[float32]) (nd.Array[float32], error) {
	return kern.As[float32](doubledUfunc.Call(on, arr))
}

// runGufunc applies the gufunc into a device array and copies it back, as
// the seed does with cuda.device_array_like and copy_to_host.
func runGufunc(on any, dev *kern.Device, arr nd.Array[float32]) (nd.Array[float32], error) {
	out, err := kern.DeviceArrayLike(dev, arr)
	if err != nil {
		return nd.Array[float32]{}, err
	}
	defer out.Free()
	in, err := kern.ToDevice(dev, arr)
	if err != nil {
		return nd.Array[float32]{}, err
	}
	defer in.Free()
	if err := doubledGufunc.Into(on, out, in); err != nil {
		return nd.Array[float32]{}, err
	}
	return out.CopyToHost()
}

// plainDoubled is the plain Go loop every result is compared with.
func plainDoubled(arr nd.Array[float32]) nd.Array[float32] {
	out := arr.Copy(nd.C)
	data, _ := out.Contiguous()
	for i := range data {
		data[i] *= 2
	}
	return out
}

// plainSum is the plain Go sum.
func plainSum(arr nd.Array[float32]) float32 {
	var s float32
	for v := range arr.Values() {
		s += v
	}
	return s
}

// check compares a result with the plain Go one.
func check(what string, got, want nd.Array[float32]) error {
	if !nd.Equal(got, want) {
		return fmt.Errorf("%s: got %v, want %v", what, got, want)
	}
	return nil
}
