package main

import (
	"fmt"
	"math"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/bench/internal/measure"
	"github.com/kernlab/kern/bench/kernels"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/nd"
)

// halfUfuncs times ufuncs over half-precision and FP8 device arrays, held
// like the discriminant to the d2d copy: half-fma (three float16 inputs,
// a float16 result: 8 bytes an element), fp8-dequant (E4M3 in, float32
// out, a scalar scale: 5 bytes) and fp8-quant (the reverse). Every result
// is checked, bit for bit, against the cores run in Go.
func (g *gpuBench) halfUfuncs() error {
	n := g.cfg.n
	a32, b32, c32 := measure.Operands(n)
	hs := [3][]kern.Float16{make([]kern.Float16, n), make([]kern.Float16, n), make([]kern.Float16, n)}
	for k, x := range [][]float32{a32, b32, c32} {
		half.Float32sToFloat16s(hs[k], x)
	}
	var dh [3]*kern.DeviceArray[kern.Float16]
	for k := range dh {
		d, err := halfDevice(g.dev, hs[k])
		if err != nil {
			return err
		}
		defer d.Free()
		dh[k] = d
	}
	fma := kern.Vectorize("halffma", kern.Loop3(kernels.HalfFma))
	out, err := kern.NewDeviceArray[kern.Float16](g.dev, []int{n}, nd.C)
	if err != nil {
		return err
	}
	defer out.Free()
	if err := g.add(measure.Row{Workload: "half-fma", Impl: g.impl(""), N: int64(n), Bytes: int64(8 * n)}, 1,
		func() error { return fma.Into(g.dev, out, dh[0], dh[1], dh[2]) }); err != nil {
		return err
	}
	got, err := out.CopyToHost()
	if err != nil {
		return err
	}
	for i, v := range got.ToSlice() {
		if w := kernels.HalfFma(hs[0][i], hs[1][i], hs[2][i]); v != w && !(v.IsNaN() && w.IsNaN()) {
			return fmt.Errorf("half-fma: element %d = %v, want %v", i, v, w)
		}
	}

	// FP8: a32 scaled into E4M3's range, quantized and dequantized.
	const scale = 64
	q := make([]kern.Float8E4M3, n)
	for i, x := range a32 {
		q[i] = kernels.Quant(x, scale)
	}
	dq, err := halfDevice(g.dev, q)
	if err != nil {
		return err
	}
	defer dq.Free()
	deq := kern.Vectorize("dequant", kern.Loop2(kernels.Dequant))
	df, err := kern.NewDeviceArray[float32](g.dev, []int{n}, nd.C)
	if err != nil {
		return err
	}
	defer df.Free()
	if err := g.add(measure.Row{Workload: "fp8-dequant", Impl: g.impl(""), N: int64(n), Bytes: int64(5 * n)}, 1,
		func() error { return deq.Into(g.dev, df, dq, float32(1.0/scale)) }); err != nil {
		return err
	}
	f, err := df.CopyToHost()
	if err != nil {
		return err
	}
	for i, v := range f.ToSlice() {
		if w := kernels.Dequant(q[i], 1.0/scale); math.Float32bits(v) != math.Float32bits(w) {
			return fmt.Errorf("fp8-dequant: element %d = %v, want %v", i, v, w)
		}
	}
	da, err := toDevice(g.dev, a32)
	if err != nil {
		return err
	}
	defer da.Free()
	quant := kern.Vectorize("quant", kern.Loop2(kernels.Quant))
	dq2, err := kern.NewDeviceArray[kern.Float8E4M3](g.dev, []int{n}, nd.C)
	if err != nil {
		return err
	}
	defer dq2.Free()
	if err := g.add(measure.Row{Workload: "fp8-quant", Impl: g.impl(""), N: int64(n), Bytes: int64(5 * n)}, 1,
		func() error { return quant.Into(g.dev, dq2, da, float32(scale)) }); err != nil {
		return err
	}
	q2, err := dq2.CopyToHost()
	if err != nil {
		return err
	}
	for i, v := range q2.ToSlice() {
		if v != q[i] {
			return fmt.Errorf("fp8-quant: element %d = %#x, want %#x", i, v, q[i])
		}
	}
	return nil
}

// halfDevice copies a 1-d host slice of a reduced-precision type to a new
// device array.
func halfDevice[T kern.Float16 | kern.Float8E4M3](dev *kern.Device, x []T) (*kern.DeviceArray[T], error) {
	h, err := nd.Wrap(x, len(x))
	if err != nil {
		return nil, err
	}
	return kern.ToDevice(dev, h)
}
