package kern_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/simt"
	"github.com/kernlab/kern/nd"
)

// The seed-004 kernels, written against the kernel-side API.

func kDoubled(t *kern.Thread, arr kern.Array2[float32]) {
	x, y := t.ThreadIdx().X, t.ThreadIdx().Y
	arr.Set(x, y, arr.At(x, y)*2)
}

func kDoubledAutoGrid(t *kern.Thread, arr kern.Array2[float32]) {
	x, y := t.Grid2()
	if x < arr.Dim(0) && y < arr.Dim(1) {
		arr.Set(x, y, arr.At(x, y)*2)
	}
}

func kDoubledManCopy(t *kern.Thread, arr, out kern.Array2[float32]) {
	x, y := t.Grid2()
	if x < arr.Dim(0) && y < arr.Dim(1) {
		out.Set(x, y, arr.At(x, y)*2)
	}
}

// kSaxpy is a grid-stride loop over slices with scalar parameters.
func kSaxpy(t *kern.Thread, a float32, x, y []float32, n int) {
	for i := t.Grid1(); i < n; i += t.GridSize1() {
		y[i] += a * x[i]
	}
}

// kBlockSum sums each block's elements through shared memory and barriers.
func kBlockSum(t *kern.Thread, in []float64, out []float64) {
	s := kern.Shared[[256]float64](t)
	tid := t.ThreadIdx().X
	i := t.Grid1()
	s[tid] = 0
	if i < len(in) {
		s[tid] = in[i]
	}
	t.SyncThreads()
	for step := t.BlockDim().X / 2; step > 0; step /= 2 {
		if tid < step {
			s[tid] += s[tid+step]
		}
		t.SyncThreads()
	}
	if tid == 0 {
		out[t.BlockIdx().X] = s[0]
	}
}

// kDyn reverses each block's slice through dynamic shared memory.
func kDyn(t *kern.Thread, a []int32) {
	s := kern.DynShared[int32](t)
	tid, n := t.ThreadIdx().X, t.BlockDim().X
	base := t.BlockIdx().X * n
	s[tid] = a[base+tid]
	t.SyncThreads()
	a[base+tid] = s[n-1-tid]
}

func kIndex(t *kern.Thread, a []int64) { a[t.Grid1()] = int64(t.Grid1()) }

func klRandom(t *testing.T, shape ...int) nd.Array[float32] {
	t.Helper()
	a, err := nd.Random[float32](7, shape...)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func klDoubledRef(a nd.Array[float32]) nd.Array[float32] {
	r := a.Copy(nd.C)
	r.Apply(func(v float32) float32 { return v * 2 })
	return r
}

func TestKernelSeedDoubled(t *testing.T) {
	doubled := kern.NewKernel1(kDoubled)
	auto := kern.NewKernel1(kDoubledAutoGrid)
	for _, tc := range []struct {
		name string
		k    interface {
			Launch(on any, grid, block any, args ...any) error
		}
		target kern.Target
		grid   any
		block  any
		shape  []int
	}{
		{"doubled", doubled, kern.Sim, 1, kern.D2(3, 3), []int{3, 3}},
		{"doubled-auto", doubled, kern.Auto, 1, kern.D2(3, 3), []int{3, 3}},
		{"auto-grid", auto, kern.Sim, kern.D2(3, 2), kern.D2(8, 8), []int{20, 13}},
		{"auto-grid-cpu", auto, kern.CPU, kern.D2(1, 1), [2]int{32, 32}, []int{20, 13}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			arr := klRandom(t, tc.shape...)
			want := klDoubledRef(arr)
			if err := tc.k.Launch(tc.target, tc.grid, tc.block, arr); err != nil {
				t.Fatal(err)
			}
			if !nd.Equal(arr, want) {
				t.Fatalf("got %v, want %v", arr, want)
			}
		})
	}
}

func TestKernelSeedManCopy(t *testing.T) {
	k := kern.NewKernel2(kDoubledManCopy)
	dev := kern.HostDevice()
	arr := klRandom(t, 5, 7)
	out, err := kern.DeviceArrayLike(dev, arr)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Free()
	arrGPU, err := kern.ToDevice(dev, arr)
	if err != nil {
		t.Fatal(err)
	}
	defer arrGPU.Free()
	if err := k.Launch(kern.Auto, kern.D2(1, 1), kern.D2(8, 8), arrGPU, out); err != nil {
		t.Fatal(err)
	}
	got, err := out.CopyToHost()
	if err != nil {
		t.Fatal(err)
	}
	if want := klDoubledRef(arr); !nd.Equal(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
}

func TestKernelSaxpyGridStride(t *testing.T) {
	k := kern.NewKernel4(kSaxpy)
	n := 10000
	x, y := make([]float32, n), make([]float32, n)
	want := make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(i), float32(n-i)
		want[i] = y[i] + 3*x[i]
	}
	// 3 is an untyped int constant: it converts exactly to the float32 a.
	if err := k.Launch(kern.Sim, 4, 128, 3, x, y, n, kern.NoSync()); err != nil {
		t.Fatal(err)
	}
	for i := range y {
		if y[i] != want[i] {
			t.Fatalf("y[%d] = %v, want %v", i, y[i], want[i])
		}
	}
}

func TestKernelSharedBarrierDefaultCooperative(t *testing.T) {
	k := kern.NewKernel2(kBlockSum)
	n, block := 1000, 256
	grid := (n + block - 1) / block
	in := make([]float64, n)
	for i := range in {
		in[i] = float64(i % 17)
	}
	out := make([]float64, grid)
	if err := k.Launch(kern.Sim, grid, block, in, out); err != nil {
		t.Fatal(err)
	}
	for b := range grid {
		want := 0.0
		for i := b * block; i < min(n, (b+1)*block); i++ {
			want += in[i]
		}
		if out[b] != want {
			t.Errorf("block %d: got %v, want %v", b, out[b], want)
		}
	}
	// Forcing the plain loop breaks the barrier: reported, not hung.
	err := k.Launch(kern.Sim, grid, block, in, out, kern.NoSync())
	if !errors.Is(err, driver.ErrKernelTrap) || !errors.Is(err, simt.ErrNotCooperative) {
		t.Fatalf("NoSync with a barrier: got %v", err)
	}
}

func TestKernelDynSharedAndStream(t *testing.T) {
	k := kern.NewKernel1(kDyn)
	dev := kern.HostDevice()
	s, err := dev.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	a := make([]int32, 64)
	for i := range a {
		a[i] = int32(i)
	}
	if err := k.Launch(kern.Sim, 2, 32, a, kern.SharedMem(32*4), kern.OnStream(s)); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	for i := range a {
		if want := int32(i/32*32 + 31 - i%32); a[i] != want {
			t.Fatalf("a[%d] = %d, want %d", i, a[i], want)
		}
	}
	// A stream as the launch target is the same.
	if err := k.Launch(s, 2, 32, a, kern.SharedMem(32*4)); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if a[0] != 0 || a[31] != 31 {
		t.Fatalf("reversed twice: %v", a[:32])
	}
}

func TestKernelPanicNamesThread(t *testing.T) {
	k := kern.NewKernel1(kIndex)
	a := make([]int64, 100) // the grid has 128 threads
	err := k.Launch(kern.Sim, 4, 32, a, kern.NoSync())
	var ke *kern.KernelTrapError
	if !errors.As(err, &ke) || !errors.Is(err, driver.ErrKernelTrap) {
		t.Fatalf("got %v, want a KernelError", err)
	}
	if got := ke.Block.X*32 + ke.Thread.X; got < 100 {
		t.Fatalf("the failing thread %v/%v has an index in range", ke.Block, ke.Thread)
	}
}

func TestKernelArgumentErrors(t *testing.T) {
	doubled := kern.NewKernel1(kDoubled)
	saxpy := kern.NewKernel4(kSaxpy)
	arr := klRandom(t, 3, 3)
	x := make([]float32, 8)
	strided, err := nd.WrapStrided(make([]float32, 16), 0, []int{8}, []int{2})
	if err != nil {
		t.Fatal(err)
	}
	other := kern.NewDevice(nil)
	for _, tc := range []struct {
		name string
		err  error
		run  func() error
	}{
		{"too many", kern.ErrArgument, func() error { return doubled.Launch(kern.Sim, 1, 9, arr, arr) }},
		{"too few", kern.ErrArgument, func() error { return saxpy.Launch(kern.Sim, 1, 9, 2, x) }},
		{"dtype", kern.ErrArgument, func() error { return doubled.Launch(kern.Sim, 1, 9, nd.Must(nd.Zeros[float64](3, 3))) }},
		{"rank", kern.ErrArgument, func() error { return doubled.Launch(kern.Sim, 1, 9, x) }},
		{"slice of strided", kern.ErrArgument, func() error { return saxpy.Launch(kern.Sim, 1, 8, 2, strided, x, 8) }},
		{"inexact scalar", kern.ErrArgument, func() error { return saxpy.Launch(kern.Sim, 1, 8, 2.5, x, x, 8.5) }},
		{"string scalar", kern.ErrArgument, func() error { return saxpy.Launch(kern.Sim, 1, 8, "2", x, x, 8) }},
		{"block too big", kern.ErrLaunchConfig, func() error { return doubled.Launch(kern.Sim, 1, kern.D2(64, 32), arr) }},
		{"zero grid", kern.ErrLaunchConfig, func() error { return doubled.Launch(kern.Sim, 0, 9, arr) }},
		{"grid type", kern.ErrLaunchConfig, func() error { return doubled.Launch(kern.Sim, 1.5, 9, arr) }},
		{"negative shared", kern.ErrLaunchConfig, func() error { return doubled.Launch(kern.Sim, 1, 9, arr, kern.SharedMem(-1)) }},
		{"bad target", kern.ErrTarget, func() error { return doubled.Launch("cuda", 1, 9, arr) }},
		{"no device", driver.ErrNoDevice, func() error { return doubled.Launch(other, 1, 9, arr) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := arr.Copy(nd.C)
			err := tc.run()
			if !errors.Is(err, tc.err) {
				t.Fatalf("got %v, want %v", err, tc.err)
			}
			if !nd.Equal(arr, before) {
				t.Fatal("a failed launch changed its argument")
			}
		})
	}
}

func TestKernelGPUTargetWithoutCode(t *testing.T) {
	k := kern.NewKernel1(kDoubled)
	err := k.Launch(kern.CUDA, 1, 9, klRandom(t, 3, 3))
	// Either no CUDA device here, or no generated code for a test kernel.
	if !errors.Is(err, driver.ErrNoDevice) && !errors.Is(err, driver.ErrNoDriver) && !errors.Is(err, kern.ErrNoGPUCode) {
		t.Fatalf("got %v", err)
	}
}

type klPoint struct {
	X, Y float64
	N    int32
}

func kScalars(t *kern.Thread, p klPoint, b bool, k [2]int16, u uint8, f float64, out []float64) {
	if t.Grid1() == 0 {
		v := p.X + p.Y + float64(p.N) + float64(k[0]) + float64(k[1]) + float64(u) + f
		if b {
			v = -v
		}
		out[0] = v
	}
}

func TestKernelSixScalarParams(t *testing.T) {
	k := kern.NewKernel6(kScalars)
	out := make([]float64, 1)
	if err := k.Launch(kern.Sim, 1, 1, klPoint{1, 2, 3}, true, [2]int16{4, 5}, 6, 7, out); err != nil {
		t.Fatal(err)
	}
	if out[0] != -28 {
		t.Fatalf("got %v, want -28", out[0])
	}
	bad := kern.NewKernel1(func(t *kern.Thread, m map[int]int) {})
	if err := bad.Err(); !errors.Is(err, kern.ErrDefinition) {
		t.Fatalf("map parameter: got %v", err)
	}
	if err := bad.Launch(kern.Sim, 1, 1, map[int]int{}); !errors.Is(err, kern.ErrDefinition) {
		t.Fatalf("launch of a bad kernel: got %v", err)
	}
}

type klBody struct{ X, Y, Z, M float32 }

type klLinked struct {
	V    float32
	Next *klLinked
}

// Slices of records and bools launch on the CPU targets without kern gen;
// a slice whose elements refer to host memory has no launch ABI, and the
// kernel says so before any launch.
func TestKernelSliceOfStructsParam(t *testing.T) {
	aos := kern.NewKernel1(func(t *kern.Thread, b []klBody) { b[t.Grid1()].M = b[t.Grid1()].X + 1 })
	b := []klBody{{1, 2, 3, 4}, {5, 6, 7, 8}}
	if err := aos.Launch(kern.CPU, 1, 2, b); err != nil || b[0].M != 2 || b[1].M != 6 {
		t.Fatalf("launch with a []struct parameter: %v, %v", err, b)
	}
	for _, k := range []interface{ Err() error }{
		kern.NewKernel1(func(t *kern.Thread, b []klLinked) {}),
		kern.NewKernel1(func(t *kern.Thread, b []string) {}),
		kern.NewKernel1(func(t *kern.Thread, b [][]float32) {}),
		kern.NewKernel1(func(t *kern.Thread, b []struct{ S []int }) {}),
	} {
		if err := k.Err(); !errors.Is(err, kern.ErrDefinition) || !strings.Contains(err.Error(), "not references to host memory") {
			t.Errorf("slice of references: got %v", err)
		}
	}
	if err := kern.NewKernel1(func(t *kern.Thread, b []klLinked) {}).Launch(kern.CPU, 1, 1, []klLinked{{}}); !errors.Is(err, kern.ErrDefinition) {
		t.Fatalf("launch with a []*T-holding parameter: got %v", err)
	}
}

func TestKernelNameIsImportPath(t *testing.T) {
	k := kern.NewKernel1(kDoubled)
	if got, want := k.Name(), "github.com/kernlab/kern_test.kDoubled"; got != want {
		t.Fatalf("Name() = %q, want %q", got, want)
	}
}

func kAxpyG[T kern.Float](t *kern.Thread, a T, x kern.Array1[T], y []T) {
	if i := t.Grid1(); i < len(y) {
		y[i] += a * x.At(i)
	}
}

func TestKernelGenericInstances(t *testing.T) {
	k32 := kern.NewKernel3(kAxpyG[float32])
	k64 := kern.NewKernel3(kAxpyG[float64])
	if !strings.HasSuffix(k32.Name(), ".kAxpyG[...]") {
		t.Fatalf("name %q", k32.Name())
	}
	x32 := []float32{1, 2, 3}
	y32 := []float32{10, 20, 30}
	// A []float32 fills an Array1[float32] parameter.
	if err := k32.Launch(kern.Sim, 1, 4, 2, x32, y32); err != nil {
		t.Fatal(err)
	}
	x64 := nd.Must(nd.Wrap([]float64{1, 2, 3, 4, 5, 6}, 6))
	every2 := nd.Must(x64.Slice(nd.All().By(2))) // strided: fine for Array1
	y64 := make([]float64, 3)
	if err := k64.Launch(kern.Sim, 1, 4, 0.5, every2, y64); err != nil {
		t.Fatal(err)
	}
	if y32[2] != 36 || y64[0] != 0.5 || y64[2] != 2.5 {
		t.Fatalf("y32 %v y64 %v", y32, y64)
	}
	// float32 data for the float64 instance is a dtype error.
	if err := k64.Launch(kern.Sim, 1, 4, 0.5, x32, y64); !errors.Is(err, kern.ErrArgument) {
		t.Fatalf("dtype: %v", err)
	}
}
