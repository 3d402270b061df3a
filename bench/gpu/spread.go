package main

import (
	"fmt"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/bench/internal/measure"
)

// spread measures the discriminant on pageable host arrays spread over 1,
// 2, 4, ... and finally every device of the target (kern.Spread over the
// first k devices): rows host-discriminant/kern-cuda-spreadK. On a
// machine with one GPU that is one row, the same call as -pageable
// through the spread path.
func (g *gpuBench) spread() error {
	if !g.cfg.spread {
		return nil
	}
	devs, err := kern.Devices(g.cfg.target)
	if err != nil {
		return err
	}
	n := g.cfg.n
	a, b, c := measure.Operands(n)
	want := reference(a, b, c)
	hA, hB, hC := wrap(a), wrap(b), wrap(c)
	hD := wrap(make([]float32, n))
	var opts []kern.SpreadOption
	if g.cfg.streamAbove >= 0 {
		opts = append(opts, kern.SpreadChunking(kern.StreamAbove(g.cfg.streamAbove)))
	}
	for _, k := range spreadCounts(len(devs)) {
		on := make([]any, 0, k+len(opts))
		for _, d := range devs[:k] {
			on = append(on, d)
		}
		for _, o := range opts {
			on = append(on, o)
		}
		sp := kern.Spread(on...)
		hD.Fill(0)
		r := measure.Row{Workload: "host-discriminant", Impl: g.impl(fmt.Sprintf("-spread%d", k)), N: int64(n), Bytes: int64(16 * n)}
		if err := g.add(r, 1, func() error { return g.disc.Into(sp, hD, hA, hB, hC) }); err != nil {
			return err
		}
		if err := check(fmt.Sprintf("host arrays spread over %d devices", k), hD.ToSlice(), want, 1e-6); err != nil {
			return err
		}
		fmt.Fprintf(g.log, "kerngpu: spread over %d device(s): %s\n", k, r.Impl)
	}
	return nil
}

// spreadCounts is 1, 2, 4, ... below n, then n.
func spreadCounts(n int) []int {
	var ks []int
	for k := 1; k < n; k *= 2 {
		ks = append(ks, k)
	}
	return append(ks, n)
}
