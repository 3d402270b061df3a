package main

import (
	"fmt"
	"math"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/bench/internal/measure"
	"github.com/kernlab/kern/bench/kernels"
	"github.com/kernlab/kern/nd"
)

// pinned copies x into a new page-locked array.
func pinned(dev *kern.Device, x []float32) (*kern.Pinned[float32], error) {
	p, err := kern.PinnedArray[float32](dev, len(x))
	if err != nil {
		return nil, err
	}
	data, off := p.Raw()
	copy(data[off:], x)
	return p, nil
}

// hostArrays measures pinned PCIe copies and the discriminant on host
// arrays: pageable arrays handed to the ufunc, pinned arrays handed to the
// ufunc, and seed 000's chunked streaming over pinned arrays with the
// chunks rotating over several streams so that copies and kernels overlap.
func (g *gpuBench) hostArrays() error {
	n := g.cfg.n
	a, b, c := measure.Operands(n)
	want := reference(a, b, c)
	var ps [4]*kern.Pinned[float32]
	for k, x := range [][]float32{a, b, c, make([]float32, n)} {
		var err error
		if ps[k], err = pinned(g.dev, x); err != nil {
			return err
		}
		defer ps[k].Close()
	}
	dA, err := kern.NewDeviceArray[float32](g.dev, []int{n}, nd.C)
	if err != nil {
		return err
	}
	defer dA.Free()
	if err := g.add(measure.Row{Workload: "h2d-pinned", Impl: "kern-h2d", N: int64(n), Bytes: int64(4 * n)}, 1,
		func() error { return dA.CopyToDevice(ps[0].Array) }); err != nil {
		return err
	}
	if err := g.add(measure.Row{Workload: "d2h-pinned", Impl: "kern-d2h", N: int64(n), Bytes: int64(4 * n)}, 1,
		func() error { return dA.CopyInto(ps[3].Array) }); err != nil {
		return err
	}
	dA.Free()

	hA, hB, hC := wrap(a), wrap(b), wrap(c)
	hD := wrap(make([]float32, n))
	row := func(impl string) measure.Row {
		return measure.Row{Workload: "host-discriminant", Impl: impl, N: int64(n), Bytes: int64(16 * n)}
	}
	// The default call streams pageable host arrays through pinned
	// staging buffers on several streams (kern's automatic chunking);
	// -whole copies each array in and out whole (NoStreaming: Numba's way).
	var auto any = g.cfg.target
	if g.cfg.streamAbove >= 0 {
		auto = kern.Chunked(g.cfg.target, kern.StreamAbove(g.cfg.streamAbove))
	}
	if err := g.add(row(g.impl("-pageable")), 1, func() error { return g.disc.Into(auto, hD, hA, hB, hC) }); err != nil {
		return err
	}
	if err := check("host arrays, pageable", hD.ToSlice(), want, 1e-6); err != nil {
		return err
	}
	g.busShare(n)
	hD.Fill(0)
	whole := kern.Chunked(g.cfg.target, kern.NoStreaming())
	if err := g.add(row(g.impl("-whole")), 1, func() error { return g.disc.Into(whole, hD, hA, hB, hC) }); err != nil {
		return err
	}
	if err := check("host arrays, whole copies", hD.ToSlice(), want, 1e-6); err != nil {
		return err
	}
	if err := g.add(row(g.impl("-pinned")), 1, func() error { return g.disc.Into(g.cfg.target, ps[3], ps[0], ps[1], ps[2]) }); err != nil {
		return err
	}
	if err := check("host arrays, pinned", ps[3].ToSlice(), want, 1e-6); err != nil {
		return err
	}
	ps[3].Fill(0)
	run, cleanup, err := g.streamed(ps)
	if err != nil {
		return err
	}
	defer cleanup()
	if err := g.add(row(g.impl("-streams")), 1, run); err != nil {
		return err
	}
	if err := check("host arrays, chunked streams", ps[3].ToSlice(), want, 1e-6); err != nil {
		return err
	}
	g.pinnedShare()
	return nil
}

// pinnedShare logs the default call on pageable arrays against the same
// chunks streamed by hand over pinned arrays (the -streams row), measured
// in this run: the pageable staging's cost over pinned PCIe.
func (g *gpuBench) pinnedShare() {
	var pageable, byHand float64
	for _, r := range g.rows {
		switch r.Workload + "/" + r.Impl {
		case "host-discriminant/" + g.impl("-pageable"):
			pageable = r.Best()
		case "host-discriminant/" + g.impl("-streams"):
			byHand = r.Best()
		}
	}
	if pageable <= 0 || byHand <= 0 {
		return
	}
	fmt.Fprintf(g.log, "default call on pageable arrays: %.0f %% of the pinned streams by hand (%.2f ms against %.2f ms)\n",
		100*byHand/pageable, 1e3*pageable, 1e3*byHand)
}

// busShare logs how close the automatic streaming of the last row came
// to the bus, measured by the pinned copies: against the report's bound
// (12N bytes in at the h2d rate, then 4N out at the d2h rate, the "% of bw"
// of host rows) and against the bound of two copy engines working at once
// (the longer of the two directions).
func (g *gpuBench) busShare(n int) {
	var h2d, d2h, auto float64
	for _, r := range g.rows {
		switch r.Workload + "/" + r.Impl {
		case "h2d-pinned/kern-h2d":
			h2d = r.GBps()
		case "d2h-pinned/kern-d2h":
			d2h = r.GBps()
		case "host-discriminant/" + g.impl("-pageable"):
			auto = r.Best()
		}
	}
	if h2d <= 0 || d2h <= 0 || auto <= 0 {
		return
	}
	in, out := float64(12*n)/1e9/h2d, float64(4*n)/1e9/d2h
	fmt.Fprintf(g.log, "automatic streaming: %.0f %% of pinned PCIe (in then out), %.0f %% of both directions at once\n",
		100*(in+out)/auto, 100*max(in, out)/auto)
}

func wrap(x []float32) nd.Array[float32] {
	a, err := nd.Wrap(x, len(x))
	if err != nil {
		panic(err) // a 1-d wrap of a slice of its own length cannot fail
	}
	return a
}

// streamed prepares the chunked run: each stream owns one set of device
// chunk buffers, reused chunk after chunk (a stream runs its work in
// order, so a buffer is not overwritten before its last use).
func (g *gpuBench) streamed(ps [4]*kern.Pinned[float32]) (run func() error, cleanup func(), err error) {
	var chunks [4][]nd.Array[float32]
	for k, p := range ps {
		if chunks[k], err = p.Split(g.cfg.chunks, 0); err != nil {
			return nil, nil, err
		}
	}
	size := g.cfg.n / g.cfg.chunks
	streams := make([]*kern.Stream, g.cfg.streams)
	bufs := make([][4]*kern.DeviceArray[float32], g.cfg.streams)
	cleanup = func() {
		for i, s := range streams {
			if s != nil {
				s.Close()
			}
			for _, b := range bufs[i] {
				if b != nil {
					b.Free()
				}
			}
		}
	}
	for i := range streams {
		if streams[i], err = g.dev.NewStream(); err != nil {
			cleanup()
			return nil, nil, err
		}
		for k := range bufs[i] {
			if bufs[i][k], err = kern.NewDeviceArray[float32](g.dev, []int{size}, nd.C); err != nil {
				cleanup()
				return nil, nil, err
			}
		}
	}
	run = func() error {
		for i := range g.cfg.chunks {
			s, b := streams[i%len(streams)], bufs[i%len(streams)]
			for k := range 3 {
				if err := b[k].CopyToDevice(chunks[k][i], kern.OnStream(s)); err != nil {
					return err
				}
			}
			if err := g.disc.Into(s, b[3], b[0], b[1], b[2]); err != nil {
				return err
			}
			if err := b[3].CopyInto(chunks[3][i], kern.OnStream(s)); err != nil {
				return err
			}
		}
		for _, s := range streams {
			if err := s.Synchronize(); err != nil {
				return err
			}
		}
		return nil
	}
	return run, cleanup, nil
}

// reduce sums reduceN float32 on the device.
func (g *gpuBench) reduce() error {
	n := g.cfg.reduceN
	x := make([]float32, n)
	var want float64
	for i := range x {
		x[i] = float32(i%1024) / 1024
		want += float64(x[i])
	}
	dx, err := toDevice(g.dev, x)
	if err != nil {
		return err
	}
	defer dx.Free()
	var got float32
	if err := g.add(measure.Row{Workload: "reduce", Impl: g.impl(""), N: int64(n), Bytes: int64(4 * n)}, 1, func() error {
		v, err := kern.Value[float32](g.sum.Call(g.dev, dx))
		got = v
		return err
	}); err != nil {
		return err
	}
	if math.Abs(float64(got)-want) > 1e-3*want {
		return fmt.Errorf("reduce: sum %v, want %v", got, want)
	}
	return nil
}

// matmul runs the tiled kernel on matN² matrices and checks a sample of C.
func (g *gpuBench) matmul() error {
	n := g.cfg.matN
	a, b, _ := measure.Operands(n * n)
	dA, err := toDevice(g.dev, a, n, n)
	if err != nil {
		return err
	}
	defer dA.Free()
	dB, err := toDevice(g.dev, b, n, n)
	if err != nil {
		return err
	}
	defer dB.Free()
	dC, err := kern.NewDeviceArray[float32](g.dev, []int{n, n}, nd.C)
	if err != nil {
		return err
	}
	defer dC.Free()
	mm := kern.NewKernel3(kernels.MatMulTiled)
	grid := kern.D2((n+kernels.TPB-1)/kernels.TPB, (n+kernels.TPB-1)/kernels.TPB)
	r := measure.Row{Workload: "matmul", Impl: fmt.Sprintf("kern-tiled%d", kernels.TPB), N: int64(n),
		Flops: 2 * float64(n) * float64(n) * float64(n)}
	if err := g.add(r, 1, func() error {
		return mm.Launch(g.dev, grid, kern.D2(kernels.TPB, kernels.TPB), dA, dB, dC)
	}); err != nil {
		return err
	}
	c, err := dC.CopyToHost()
	if err != nil {
		return err
	}
	for s := range 64 {
		i, j := (s*7919)%n, (s*104729)%n
		var want float64
		for k := range n {
			want += float64(a[i*n+k]) * float64(b[k*n+j])
		}
		if got := float64(c.At(i, j)); math.Abs(got-want) > 1e-4*math.Abs(want)+1e-3 {
			return fmt.Errorf("matmul: C[%d,%d] = %v, want %v", i, j, got, want)
		}
	}
	return nil
}
