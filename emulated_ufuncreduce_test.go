package kern_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
)

// foldGo is the plain Go fold that Ufunc.Reduce is checked against.
func foldGo[T any](xs []T, f func(T, T) T) T {
	acc := xs[0]
	for _, x := range xs[1:] {
		acc = f(acc, x)
	}
	return acc
}

// TestEmulatedUfuncReduce: a binary ufunc's Reduce on every target,
// against plain Go: exact for integers (wrapping multiplication included)
// and for floats whose every partial sum is exact; a float64 sum of
// random values within the reassociation bound n·eps·Σ|x| (the GPU folds
// in a block tree, not left to right).
func TestEmulatedUfuncReduce(t *testing.T) {
	add := kern.Vectorize("Add", kern.Loop2(gputest.Add[int32]), kern.Loop2(gputest.Add[int64]), kern.Loop2(gputest.Add[float32]), kern.Loop2(gputest.Add[float64]))
	mx := kern.Vectorize("MaxU", kern.Loop2(gputest.MaxU[uint8]), kern.Loop2(gputest.MaxU[int16]), kern.Loop2(gputest.MaxU[uint32]))
	mul := kern.Vectorize("Mul", kern.Loop2(gputest.Mul[int32]), kern.Loop2(gputest.Mul[float64]))
	for _, p := range places() {
		for _, n := range []int{1, 33, 257, 70_001} {
			t.Run(fmt.Sprint(p.name, "/", n), func(t *testing.T) {
				xi := nd.Must(nd.Random[int32](uint64(n), n)).ToSlice()
				if got, err := kern.Value[int32](add.Reduce(p.on, xi)); err != nil || got != foldGo(xi, func(a, b int32) int32 { return a + b }) {
					t.Fatalf("int32 add: %d, %v", got, err)
				}
				if got, err := kern.Value[int32](mul.Reduce(p.on, xi)); err != nil || got != foldGo(xi, func(a, b int32) int32 { return a * b }) {
					t.Fatalf("int32 mul: %d, %v", got, err)
				}
				u8 := make([]uint8, n)
				i16 := make([]int16, n)
				u32 := make([]uint32, n)
				for i, v := range xi {
					u8[i], i16[i], u32[i] = uint8(v), int16(v), uint32(v)
				}
				if got, err := kern.Value[uint8](mx.Reduce(p.on, u8)); err != nil || got != foldGo(u8, func(a, b uint8) uint8 { return max(a, b) }) {
					t.Fatalf("uint8 max: %d, %v", got, err)
				}
				if got, err := kern.Value[int16](mx.Reduce(p.on, i16)); err != nil || got != foldGo(i16, func(a, b int16) int16 { return max(a, b) }) {
					t.Fatalf("int16 max: %d, %v", got, err)
				}
				if got, err := kern.Value[uint32](mx.Reduce(p.on, u32, kern.Init(uint32(math.MaxUint32)))); err != nil || got != math.MaxUint32 {
					t.Fatalf("uint32 max with Init: %d, %v", got, err)
				}
				xf := make([]float32, n)
				for i := range xf {
					xf[i] = float32(i%17 - 8) // small integers: every order sums exactly
				}
				if got, err := kern.Value[float32](add.Reduce(p.on, xf, kern.Init(float32(0.5)))); err != nil || got != 0.5+foldGo(xf, func(a, b float32) float32 { return a + b }) {
					t.Fatalf("float32 add with Init: %v, %v", got, err)
				}
				xd := nd.Must(nd.Random[float64](uint64(n)+1, n)).ToSlice()
				want, abs := 0.0, 0.0
				for _, v := range xd {
					want += v
					abs += math.Abs(v)
				}
				got, err := kern.Value[float64](add.Reduce(p.on, xd))
				if err != nil || math.Abs(got-want) > float64(n)*0x1p-52*abs {
					t.Fatalf("float64 add: %v, %v; want %v", got, err, want)
				}
			})
		}
		if !p.gpu {
			continue
		}
		dev := p.on.(*kern.Device)
		t.Run(p.name+"/stream", func(t *testing.T) {
			// numba-cuda's reduce(a, stream=s): on a stream the result is
			// still a host value.
			s, err := dev.NewStream()
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			x := nd.Must(nd.Arange[int64](0, 5000, 1))
			if got, err := kern.Value[int64](add.Reduce(s, x)); err != nil || got != 4999*5000/2 {
				t.Fatalf("on a stream: %d, %v", got, err)
			}
			dx, err := kern.ToDevice(dev, x)
			if err != nil {
				t.Fatal(err)
			}
			if got, err := kern.Value[int64](add.Reduce(kern.Auto, dx, kern.Init(int64(7)))); err != nil || got != 4999*5000/2+7 {
				t.Fatalf("a device array: %d, %v", got, err)
			}
			// Chunked through the lanes in chunks of 1000 elements.
			if got, err := kern.Value[int64](add.Reduce(kern.Chunked(dev, kern.StreamAbove(0), kern.ChunkLen(1000)), x)); err != nil || got != 4999*5000/2 {
				t.Fatalf("chunked: %d, %v", got, err)
			}
		})
	}
}

// TestEmulatedReduceAxis: Axis on every target against plain Go, for
// each axis of a 3-d array, a transposed view, Init and an empty axis.
func TestEmulatedReduceAxis(t *testing.T) {
	add := kern.Vectorize("Add", kern.Loop2(gputest.Add[int64]), kern.Loop2(gputest.Add[float32]))
	mx := kern.Reduce("Max", kern.Loop2(gputest.Max[int64]))
	a := nd.Must(nd.Random[int64](3, 4, 300, 5))
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			for _, axis := range []int{0, 1, 2, -1} {
				got, err := kern.As[int64](add.Reduce(p.on, a, kern.Axis(axis), kern.Init(int64(1))))
				if err != nil {
					t.Fatalf("axis %d: %v", axis, err)
				}
				gm, err := kern.As[int64](mx.Call(p.on, a, kern.Axis(axis)))
				if err != nil {
					t.Fatalf("max axis %d: %v", axis, err)
				}
				k := (axis + 3) % 3
				for i := range 4 {
					for j := range 300 {
						for l := range 5 {
							idx := []int{i, j, l}
							if idx[k] != 0 {
								continue
							}
							sum, m := int64(1), int64(math.MinInt64)
							for q := range a.Shape()[k] {
								idx[k] = q
								v := a.At(idx...)
								sum += v
								m = max(m, v)
							}
							idx[k] = 0
							rest := append(append([]int{}, idx[:k]...), idx[k+1:]...)
							if got.At(rest...) != sum || gm.At(rest...) != m {
								t.Fatalf("axis %d at %v: %d %d, want %d %d", axis, rest, got.At(rest...), gm.At(rest...), sum, m)
							}
						}
					}
				}
			}
			// A transposed (non-contiguous) float32 view, exact small sums.
			f := nd.Must(nd.Zeros[float32](6, 40))
			for i := range 6 {
				for j := range 40 {
					f.Set(float32((i*7+j)%9-4), i, j)
				}
			}
			ft := f.T()
			got, err := kern.As[float32](add.Reduce(p.on, ft, kern.Axis(1)))
			if err != nil || len(got.Shape()) != 1 || got.Shape()[0] != 40 {
				t.Fatalf("transposed: %v, %v", got, err)
			}
			for j := range 40 {
				var w float32
				for i := range 6 {
					w += f.At(i, j)
				}
				if got.At(j) != w {
					t.Fatalf("transposed [%d] = %v, want %v", j, got.At(j), w)
				}
			}
			if d, ok := p.on.(*kern.Device); ok {
				// A device array's axis reduction runs on its device under
				// Auto; a host array's stays on the host.
				da, err := kern.ToDevice(d, a)
				if err != nil {
					t.Fatal(err)
				}
				g1, err1 := kern.As[int64](add.Reduce(kern.Auto, da, kern.Axis(1)))
				g2, err2 := kern.As[int64](add.Reduce(kern.Auto, a, kern.Axis(1)))
				if err1 != nil || err2 != nil || g1.String() != g2.String() {
					t.Fatalf("Auto: %v, %v", err1, err2)
				}
			}
			e := nd.Must(nd.Zeros[int64](3, 0))
			if got, err := kern.As[int64](add.Reduce(p.on, e, kern.Axis(1), kern.Init(int64(9)))); err != nil || got.String() != "[9 9 9]" {
				t.Fatalf("empty axis with Init: %v, %v", got, err)
			}
			if _, err := add.Reduce(p.on, e, kern.Axis(1)); err == nil {
				t.Fatal("empty axis without Init: no error")
			}
		})
	}
}
