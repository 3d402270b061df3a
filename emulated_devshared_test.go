package kern_test

// Shared memory declared in device functions (internal/testing/devshared):
// one array per declaration and block, as CUDA's static __shared__ in a
// __device__ function, on every place (and the emulated CUDA device as an
// sm_80), compared with plain Go.

import (
	"errors"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/devshared"
)

func TestDeviceShared(t *testing.T) {
	ps := append(places(), place{"cuda-emulated-sm_80", kern.NewDevice(emu.New(emu.WithArch("sm_80"))), true})
	for _, p := range ps {
		t.Run("blocksum/"+p.name, func(t *testing.T) {
			// blockSum called twice, then in a loop.
			const blocks, threads, rounds = 4, 128, 3
			x := make([]float32, blocks*threads)
			for i := range x {
				x[i] = float32(i%7 - 3)
			}
			out := make([]float32, 2*blocks+rounds*blocks)
			if err := kern.NewKernel3(devshared.BlockSums).Launch(p.on, blocks, threads, x, out, rounds); err != nil {
				t.Fatal(err)
			}
			for b := range blocks {
				sum := float32(0)
				for _, v := range x[b*threads : (b+1)*threads] {
					sum += v
				}
				want := []float32{sum, 2 * sum}
				for r := range rounds {
					want = append(want, sum+float32(threads*r))
				}
				got := append([]float32{out[2*b], out[2*b+1]}, out[2*blocks+rounds*b:2*blocks+rounds*(b+1)]...)
				for k := range want {
					if got[k] != want[k] {
						t.Errorf("block %d: sums %v, want %v", b, got, want)
						break
					}
				}
			}
		})
		t.Run("tally/"+p.name, func(t *testing.T) {
			// counter's one total across a loop's calls, a nested device
			// function's (addTwice) and another function's (mark) array.
			const blocks, threads, n, v = 3, 64, 10, 7
			out := make([]int32, 2*blocks)
			if err := kern.NewKernel3(devshared.Tally).Launch(p.on, blocks, threads, out, n, int32(v)); err != nil {
				t.Fatal(err)
			}
			for b := range blocks {
				if want := int32(n*(n+1)/2 + 2*v + 1); out[2*b] != want || out[2*b+1] != int32(b) {
					t.Errorf("block %d: total %d, mark %d; want %d, %d", b, out[2*b], out[2*b+1], want, b)
				}
			}
		})
		t.Run("tally_again/"+p.name, func(t *testing.T) {
			// counter from a second kernel.
			const blocks, threads = 2, 64
			x := make([]int32, blocks*threads)
			for i := range x {
				x[i] = int32(i*i%101 - 50)
			}
			out := make([]int32, blocks)
			if err := kern.NewKernel2(devshared.TallyAgain).Launch(p.on, blocks, threads, x, out); err != nil {
				t.Fatal(err)
			}
			for b := range blocks {
				want := int32(0)
				for _, v := range x[b*threads : (b+1)*threads] {
					want += v
				}
				if out[b] != want {
					t.Errorf("block %d: total %d, want %d", b, out[b], want)
				}
			}
		})
		t.Run("mix/"+p.name, func(t *testing.T) {
			// A device function past every inline limit.
			const blocks, threads = 3, 96
			x := make([]int32, blocks*threads)
			for i := range x {
				x[i] = int32(i*2654435761 + 12345)
			}
			out := make([]int32, len(x))
			if err := kern.NewKernel2(devshared.MixTwice).Launch(p.on, blocks, threads, x, out); err != nil {
				t.Fatal(err)
			}
			for i := range x {
				j := i/threads*threads + (i+1)%threads
				if want := devshared.Mix(x[j]) + devshared.Mix(x[j]+1); out[i] != want {
					t.Fatalf("out[%d] = %d, want %d", i, out[i], want)
				}
			}
		})
		t.Run("layouts/"+p.name, func(t *testing.T) {
			out := make([]float32, 4*64)
			if err := kern.NewKernel1(devshared.Layouts).Launch(p.on, 1, 64, out); err != nil {
				t.Fatal(err)
			}
			for i := 0; i < len(out); i += 4 {
				if got := [4]float32(out[i : i+4]); got != [4]float32{2, 2, 4, 4} {
					t.Fatalf("thread %d: %v, want [2 2 4 4] (alike arrays are one declaration)", i/4, got)
				}
			}
		})
		t.Run("dynlen/"+p.name, func(t *testing.T) {
			for _, bytes := range []int{0, 4, 12, 16, 20} {
				out := make([]int64, 2)
				if err := kern.NewKernel1(devshared.DynLen).Launch(p.on, 1, 32, out, kern.SharedMem(bytes)); err != nil {
					t.Fatal(err)
				}
				if want := [2]int64{int64(bytes / 4), int64(bytes / 8)}; [2]int64(out) != want {
					t.Fatalf("SharedMem(%d): lengths %v, want %v", bytes, out, want)
				}
			}
		})
		t.Run("rotate/"+p.name, func(t *testing.T) {
			// A device function that declares shared memory and does not
			// synchronize: kern.CPU and kern.Parallel run the kernel's
			// block function.
			const blocks, threads = 3, 64
			x := make([]float32, blocks*threads)
			for i := range x {
				x[i] = float32(i)
			}
			out := make([]float32, len(x))
			k := kern.NewKernel2(devshared.Rotate)
			if p.name == "cpu" || p.name == "parallel" {
				if got, _, err := k.Where(p.on, x, out); err != nil || got != p.on {
					t.Fatalf("Where = %v, %v; want %v (a block function)", got, err, p.on)
				}
			}
			if err := k.Launch(p.on, blocks, threads, x, out); err != nil {
				t.Fatal(err)
			}
			for i := range x {
				if j := i/threads*threads + (i+1)%threads; out[i] != x[j] {
					t.Fatalf("out[%d] = %v, want %v", i, out[i], x[j])
				}
			}
		})
		t.Run("near_limit/"+p.name, func(t *testing.T) {
			// 32 KiB of the kernel's and 16 KiB of a device function's
			// called twice: 48 KiB, each declaration once.
			const blocks, threads = 2, 64
			x := make([]float32, blocks*threads)
			for i := range x {
				x[i] = float32(i - 40)
			}
			out := make([]float32, len(x))
			if err := kern.NewKernel2(devshared.NearLimit).Launch(p.on, blocks, threads, x, out); err != nil {
				t.Fatal(err)
			}
			for i := range x {
				j := i/threads*threads + (i+1)%threads
				if want := x[j] + 2*x[j] + 3*x[j]; out[i] != want {
					t.Fatalf("out[%d] = %v, want %v", i, out[i], want)
				}
			}
		})
	}
}

// scratch16K declares 16 KiB and a byte of shared memory.
func scratch16K(t *kern.Thread, i int) float32 {
	s := kern.Shared[[4097]float32](t)
	s[i] = 1
	return s[i]
}

// overShared has 32 KiB of shared memory of its own and, through
// scratch16K (called twice), 16 KiB and 4 bytes more: over the limit.
func overShared(t *kern.Thread, out []float32) {
	s := kern.Shared[[8192]float32](t)
	i := t.ThreadIdx().X
	s[i] = 1
	out[t.Grid1()] = s[i] + scratch16K(t, i) + scratch16K(t, i)
}

// TestDeviceSharedLimit: a device function's shared arrays count toward the
// host device's 48 KiB, once however many calls, and the launch that
// passes it fails with a *driver.SharedMemoryError at the array that
// crosses it.
func TestDeviceSharedLimit(t *testing.T) {
	dev := newDev(t)
	out := make([]float32, 64)
	for _, coop := range []kern.LaunchOption{kern.NoSync(), kern.ThreadGoroutines()} {
		err := kern.NewKernel1(overShared).Launch(dev, 2, 32, out, coop)
		var se *driver.SharedMemoryError
		if !errors.As(err, &se) || !errors.Is(err, kern.ErrLaunchConfig) {
			t.Fatalf("%v, want a *driver.SharedMemoryError", err)
		}
		if se.Static != 32<<10+4097*4 || se.Limit != 48<<10 {
			t.Errorf("%+v, want %d static bytes over 49152", *se, 32<<10+4097*4)
		}
	}
	for i, v := range out {
		if v != 0 {
			t.Fatalf("out[%d] = %v: a kernel ran past its refused Shared call", i, v)
		}
	}
}
