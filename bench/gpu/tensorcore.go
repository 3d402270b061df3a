package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/bench/internal/measure"
	"github.com/kernlab/kern/bench/kernels/tensorcore"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/nd"
)

// matmulF16 runs the tensor-core matmul (float16 in, float32 out) on
// matF16N² matrices, the row CuPy's float16 cupy.matmul stands beside,
// and checks a sample of C against float64 within the bound docs/half.md
// states for hardware. It needs an sm_80 (on the emulator:
// KERN_EMULATE=cuda,sm_80) or a gfx90a (KERN_EMULATE=roc); on other GPUs
// it logs why it is skipped.
func (g *gpuBench) matmulF16() error {
	n := g.cfg.matF16N
	if n <= 0 || n%tensorcore.Tile != 0 {
		return fmt.Errorf("-matmul-f16 %d: want a positive multiple of %d", n, tensorcore.Tile)
	}
	info := g.dev.Info()
	sm, _ := strconv.Atoi(strings.TrimPrefix(info.Arch, "sm_"))
	switch {
	case g.cfg.target == kern.ROC && info.Arch != "gfx90a":
		fmt.Fprintf(g.log, "matmul-f16: skipped: the package's MFMA code is for gfx90a, the device is %s\n", info.Arch)
		return nil
	case g.cfg.target == kern.CUDA && sm < 80:
		fmt.Fprintf(g.log, "matmul-f16: skipped: tensor cores need sm_80, the device is %s\n", info.Arch)
		return nil
	}
	a32, b32, _ := measure.Operands(n * n)
	a, b := make([]kern.Float16, n*n), make([]kern.Float16, n*n)
	half.Float32sToFloat16s(a, a32)
	half.Float32sToFloat16s(b, b32)
	dA, err := halfDevice(g.dev, a)
	if err != nil {
		return err
	}
	defer dA.Free()
	dB, err := halfDevice(g.dev, b)
	if err != nil {
		return err
	}
	defer dB.Free()
	dC, err := kern.NewDeviceArray[float32](g.dev, []int{n * n}, nd.C)
	if err != nil {
		return err
	}
	defer dC.Free()
	grid := kern.D2(n/tensorcore.Tile, n/tensorcore.Tile)
	// kern-mma stages the slabs through registers; kern-mma-cpasync with
	// asynchronous copies (cp.async), the same tiles otherwise.
	for _, v := range []struct {
		impl string
		k    *kern.Kernel6[[]kern.Float16, []kern.Float16, []float32, int, int, int]
	}{
		{"kern-mma", kern.NewKernel6(tensorcore.MatmulF16)},
		{"kern-mma-cpasync", kern.NewKernel6(tensorcore.MatmulF16Async)},
	} {
		r := measure.Row{Workload: "matmul-f16", Impl: v.impl, N: int64(n), Flops: 2 * float64(n) * float64(n) * float64(n)}
		if err := g.add(r, 1, func() error {
			return v.k.Launch(g.dev, grid, 4*info.WarpSize, dA, dB, dC, n, n, n)
		}); err != nil {
			return err
		}
		if err := checkMatmulF16(v.impl, a, b, dC, n); err != nil {
			return err
		}
	}
	return nil
}

// checkMatmulF16 compares a sample of C with the float64 product within
// the bound docs/half.md states for hardware.
func checkMatmulF16(impl string, a, b []kern.Float16, dC *kern.DeviceArray[float32], n int) error {
	c, err := dC.CopyToHost()
	if err != nil {
		return err
	}
	for s := range 64 {
		i, j := (s*7919)%n, (s*104729)%n
		var want, sum float64
		for k := range n {
			p := float64(a[i*n+k].Float32()) * float64(b[k*n+j].Float32())
			want, sum = want+p, sum+math.Abs(p)
		}
		if got := float64(c.At(i*n + j)); math.Abs(got-want) > 2*float64(n+1)*0x1p-23*sum {
			return fmt.Errorf("matmul-f16/%s: C[%d,%d] = %v, want %v", impl, i, j, got, want)
		}
	}
	return nil
}
