package main

import (
	"fmt"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/bench/internal/measure"
	"github.com/kernlab/kern/bench/kernels"
	"github.com/kernlab/kern/simd"
)

// maxCompute is the largest N of the compute workloads: ExpSin takes tens
// of nanoseconds an element, so 1e8 would take seconds a sample.
const maxCompute = 10_000_000

// genUfunc is a ufunc of loop with Run replaced by kern gen's CPU loop
// (the SIMD prefix where the core took one, then the Go loop).
func genUfunc(name string, l kern.Loop) (*kern.Ufunc, error) {
	_, f, ok := kern.Generated().Lookup(l.ID)
	if !ok || f.CPU == nil {
		return nil, fmt.Errorf("no generated CPU loop for %s: run go -C bench generate ./kernels", l.ID)
	}
	l.Run = f.CPU
	return kern.Vectorize(name, l), nil
}

// compute measures the compute-bound ExpSin (float64) and the integer
// Triage (branches): kern's CPU and Parallel targets, the CPU target with
// the SIMD path switched off (the speed-up it brings), and the Go loop.
func (b *bench) compute(n int) error {
	if n > maxCompute {
		return nil
	}
	x, _, _ := measure.Operands(n)
	xf := make([]float64, n)
	xi := make([]int32, n)
	for i, v := range x {
		xf[i] = 8*float64(v) - 4     // [-4, 4): Sin's and Exp's ordinary range
		xi[i] = int32(v*4000) - 1500 // every branch of Triage
	}
	es, err := genUfunc("expsin", kern.Loop1(kernels.ExpSin))
	if err != nil {
		return err
	}
	tr, err := genUfunc("triage", kern.Loop1(kernels.Triage))
	if err != nil {
		return err
	}
	wantF, gotF := make([]float64, n), make([]float64, n)
	for i, v := range xf {
		wantF[i] = kernels.ExpSin(v)
	}
	wantI, gotI := make([]int32, n), make([]int32, n)
	for i, v := range xi {
		wantI[i] = kernels.Triage(v)
	}
	type workload struct {
		name  string
		u     *kern.Ufunc
		call  func(tg kern.Target) error
		loop  func()
		check func() error
	}
	for _, w := range []workload{
		{"expsin", es, func(tg kern.Target) error { return es.Into(tg, gotF, xf) },
			func() {
				for i, v := range xf {
					gotF[i] = kernels.ExpSin(v)
				}
			}, func() error { return sameAs(gotF, wantF) }},
		{"triage", tr, func(tg kern.Target) error { return tr.Into(tg, gotI, xi) },
			func() {
				for i, v := range xi {
					gotI[i] = kernels.Triage(v)
				}
			}, func() error { return sameAs(gotI, wantI) }},
	} {
		bytes := int64(16 * n)
		if w.name == "triage" {
			bytes = int64(8 * n)
		}
		avx2, avx512 := simd.AVX2, simd.AVX512
		// The rows without a suffix run the AVX2 loops; where the CPU has
		// AVX-512, the -avx512 rows, timed in turn with them, its AVX-512
		// loops (Goal 3).
		for _, c := range []struct {
			impl string
			tg   kern.Target
			simd bool
		}{{"kern-cpu-gen", kern.CPU, avx2}, {"kern-cpu-gen-scalar", kern.CPU, false}, {"kern-parallel-gen", kern.Parallel, avx2}} {
			if c.impl == "kern-cpu-gen-scalar" && !avx2 {
				continue // the same as kern-cpu-gen
			}
			r := measure.Row{Workload: w.name, Impl: c.impl, Parallel: c.tg == kern.Parallel, N: int64(n), Bytes: bytes}
			var err error
			if c.simd {
				err = b.addISAs(r, func() error { return w.call(c.tg) })
			} else {
				// The benchmark is the flags' one writer; restored below.
				simd.AVX2, simd.AVX512 = false, false
				err = b.add(r, func() error { return w.call(c.tg) })
				simd.AVX2, simd.AVX512 = avx2, avx512
			}
			if err == nil {
				err = w.check()
			}
			if err != nil {
				return fmt.Errorf("%s %s: %w", w.name, c.impl, err)
			}
		}
		if err := b.add(measure.Row{Workload: w.name, Impl: "go-loop", N: int64(n), Bytes: bytes},
			func() error { w.loop(); return nil }); err != nil {
			return err
		}
	}
	return nil
}

// sameAs compares a result with the Go loop's, bit for bit, and clears it.
func sameAs[T float64 | int32](got, want []T) error {
	for i := range want {
		if got[i] != want[i] {
			return fmt.Errorf("element %d = %v, want %v (the Go loop)", i, got[i], want[i])
		}
	}
	clear(got)
	return nil
}
