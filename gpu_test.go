package kern

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/gpucall"
	"github.com/kernlab/kern/nd"
)

// These tests run the GPU dispatch path (module cache, function lookup,
// parameter marshalling, host copies) against fakeGPU.

func fkManCopy(t *Thread, arr, out Array2[float32]) {
	x, y := t.Grid2()
	if x < arr.Dim(0) && y < arr.Dim(1) {
		out.Set(x, y, arr.At(x, y)*2)
	}
}

type fkPoint struct {
	X, Y float64
	N    int32
}

func fkScalars(t *Thread, p fkPoint, b bool, k [2]int16, u uint8, f float64, out []float64) {}

// withGen gives a kernel generated code without the process registry.
func withGen(c *kernelCore, sym string) {
	c.genOnce.Do(func() {
		c.genPkg = &GenPackage{Path: "test", PTX: fakePTX}
		c.gen = &GenFunc{ID: Identity(c.name), Kind: GenKernel, Entries: map[string]string{RoleKernel: sym}}
	})
}

func fkRandom(t *testing.T, shape ...int) nd.Array[float32] {
	t.Helper()
	a, err := nd.Random[float32](3, shape...)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func fkDoubled(a nd.Array[float32]) nd.Array[float32] {
	r := a.Copy(nd.C)
	r.Apply(func(v float32) float32 { return 2 * v })
	return r
}

func TestGPUKernelMarshalling(t *testing.T) {
	g := newFakeGPU()
	g.kernels["manCopy"] = func(g *fakeGPU, c driver.LaunchConfig, leaves []uint64) {
		r := leafReader{leaves: leaves}
		arr, out := view2[float32](g, &r), view2[float32](g, &r)
		forThreads(c, func(t *Thread) { fkManCopy(t, arr, out) })
	}
	dev := NewDevice(g)
	k := NewKernel2(fkManCopy)
	withGen(k.kernelCore, "manCopy")

	// Host arrays: copied in, and back, and the copies freed.
	arr := fkRandom(t, 5, 7)
	out := nd.Must(nd.Zeros[float32](5, 7))
	free0, _, _ := dev.MemInfo()
	if err := k.Launch(dev, D2(1, 1), D2(8, 8), arr, out); err != nil {
		t.Fatal(err)
	}
	if free, _, _ := dev.MemInfo(); free != free0 {
		t.Fatalf("temporary copies leaked: %d bytes free, %d before", free, free0)
	}
	if !nd.Equal(out, fkDoubled(arr)) {
		t.Fatalf("host arrays: got %v", out)
	}
	l := g.lastLaunch(t)
	if len(l.leaves) != 10 || l.leaves[1] != 5 || l.leaves[2] != 7 || l.leaves[3] != 7 || l.leaves[4] != 1 {
		t.Fatalf("leaves %v: want (ptr, 5, 7, 7, 1) twice", l.leaves)
	}
	if l.cfg.Grid != (driver.Dim3{X: 1, Y: 1, Z: 1}) || l.cfg.Block != (driver.Dim3{X: 8, Y: 8, Z: 1}) {
		t.Fatalf("config %+v", l.cfg)
	}

	// A transposed host view keeps its strides.
	tr, err := arr.Transpose()
	if err != nil {
		t.Fatal(err)
	}
	out2 := nd.Must(nd.Zeros[float32](7, 5))
	if err := k.Launch(CUDA, D2(1, 1), D2(8, 8), tr, out2, OnStream(dev.DefaultStream())); err != nil {
		if !errors.Is(err, ErrTarget) {
			t.Fatal(err)
		}
		// CUDA names the default device; this test's device is given by
		// the stream instead.
		if err := k.Launch(dev.DefaultStream(), D2(1, 1), D2(8, 8), tr, out2); err != nil {
			t.Fatal(err)
		}
	}
	if err := dev.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if !nd.Equal(out2, fkDoubled(tr)) {
		t.Fatalf("transposed: got %v", out2)
	}
	if l := g.lastLaunch(t); l.leaves[3] != 1 || l.leaves[4] != 7 || l.cfg.Stream == nil {
		t.Fatalf("transposed strides: leaves %v, stream %v", l.leaves, l.cfg.Stream)
	}
	// A stream given as the launch's place orders the launch too.
	s := must2(dev.NewStream())(t)
	defer s.Close()
	if err := k.Launch(s, D2(1, 1), D2(8, 8), tr, out2); err != nil {
		t.Fatal(err)
	}
	if l := g.lastLaunch(t); l.cfg.Stream != s.Driver() {
		t.Fatalf("launch on a stream ran on %v", l.cfg.Stream)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}

	// Device arrays: used in place, their pointers passed as they are.
	dArr, err := ToDevice(dev, arr)
	if err != nil {
		t.Fatal(err)
	}
	dOut, err := DeviceArrayLike(dev, arr)
	if err != nil {
		t.Fatal(err)
	}
	if err := k.Launch(Auto, D2(1, 1), D2(8, 8), dArr, dOut); err != nil {
		t.Fatal(err)
	}
	p0, _ := dArr.DevicePointer()
	p1, _ := dOut.DevicePointer()
	if l := g.lastLaunch(t); driver.Ptr(l.leaves[0]) != p0 || driver.Ptr(l.leaves[5]) != p1 {
		t.Fatalf("device pointers %#x %#x, leaves %v", p0, p1, l.leaves)
	}
	got, err := dOut.CopyToHost()
	if err != nil {
		t.Fatal(err)
	}
	if !nd.Equal(got, fkDoubled(arr)) {
		t.Fatalf("device arrays: got %v", got)
	}
	if g.loads != 1 {
		t.Fatalf("the module was loaded %d times, want once", g.loads)
	}

	// Errors before anything moves: the sim kernel body needs no code, a
	// block over the limit fails, a device array of another device fails.
	if err := k.Launch(dev, 1, 2048, arr, out); !errors.Is(err, ErrLaunchConfig) {
		t.Fatalf("block 2048: %v", err)
	}
	other := NewDevice(newFakeGPU())
	if err := k.Launch(other, 1, 64, dArr, out); !errors.Is(err, ErrTarget) {
		t.Fatalf("other device: %v", err)
	}
}

func TestGPUKernelScalarLeaves(t *testing.T) {
	g := newFakeGPU()
	g.kernels["scalars"] = func(*fakeGPU, driver.LaunchConfig, []uint64) {}
	dev := NewDevice(g)
	k := NewKernel6(fkScalars)
	withGen(k.kernelCore, "scalars")
	out, err := NewDeviceArray[float64](dev, []int{3}, nd.C)
	if err != nil {
		t.Fatal(err)
	}
	if err := k.Launch(dev, 1, 1, fkPoint{1.5, -2, -3}, true, [2]int16{-4, 5}, 6, float32(7.25), out); err != nil {
		t.Fatal(err)
	}
	p, _ := out.DevicePointer()
	want := []uint64{
		math.Float64bits(1.5), math.Float64bits(-2), uint64(uint32(0xfffffffd)), // the struct's fields
		1,         // bool
		0xfffc, 5, // [2]int16
		6,                      // uint8
		math.Float64bits(7.25), // float32 7.25 converted exactly to the float64 parameter
		uint64(p), 3, 3,        // []float64: ptr, len, cap
	}
	l := g.lastLaunch(t)
	if len(l.leaves) != len(want) {
		t.Fatalf("got %d leaves %v, want %d", len(l.leaves), l.leaves, len(want))
	}
	for i := range want {
		if l.leaves[i] != want[i] {
			t.Errorf("leaf %d: got %#x, want %#x", i, l.leaves[i], want[i])
		}
	}
	if n := gpucall.Leaves(k.layout); n != len(want) {
		t.Errorf("Leaves %d, want %d", n, len(want))
	}
}

func fkDynRev(t *Thread, out []int32) {
	s := DynShared[int32](t)
	if i := t.Grid1(); i < len(out) {
		out[i] = int32(len(s))
	}
}

// TestGPUSharedMem: SharedMem reaches the driver's launch as SharedBytes
// and adds no parameter (kernels read the size from the device), and bad
// sizes are rejected before the launch.
func TestGPUSharedMem(t *testing.T) {
	g := newFakeGPU()
	g.kernels["dynRev"] = func(g *fakeGPU, c driver.LaunchConfig, leaves []uint64) {}
	dev := NewDevice(g)
	k := NewKernel1(fkDynRev)
	withGen(k.kernelCore, "dynRev")
	out := make([]int32, 8)
	if err := k.Launch(dev, D1(1), D1(8), out, SharedMem(96)); err != nil {
		t.Fatal(err)
	}
	if l := g.lastLaunch(t); l.cfg.SharedBytes != 96 || len(l.leaves) != 3 {
		t.Fatalf("launch: shared %d bytes, %d leaves; want 96 and 3 (ptr, len, cap)", l.cfg.SharedBytes, len(l.leaves))
	}
	for _, bad := range []int{-1, 1 << 30} {
		n := len(g.launches)
		if err := k.Launch(dev, D1(1), D1(8), out, SharedMem(bad)); !errors.Is(err, ErrLaunchConfig) {
			t.Errorf("SharedMem(%d): err %v, want ErrLaunchConfig", bad, err)
		}
		if len(g.launches) != n {
			t.Errorf("SharedMem(%d) launched", bad)
		}
	}
}

// TestGPUSharedMemoryLimit is TestSharedMemoryLimit on the GPU path: the compiled
// function's static shared memory plus the launch's dynamic amount is
// checked against the device's limit before anything is copied or
// launched, with the error the sim target reports.
func TestGPUSharedMemoryLimit(t *testing.T) {
	g := newFakeGPU()
	g.kernels["manCopy"] = func(g *fakeGPU, c driver.LaunchConfig, leaves []uint64) {}
	g.static = 40 << 10
	dev := NewDevice(g)
	k := NewKernel2(fkManCopy)
	withGen(k.kernelCore, "manCopy")
	arr, out := fkRandom(t, 5, 7), nd.Must(nd.Zeros[float32](5, 7))
	err := k.Launch(dev, D2(1, 1), D2(8, 8), arr, out, SharedMem(16<<10))
	var se *driver.SharedMemoryError
	if !errors.As(err, &se) || !errors.Is(err, ErrLaunchConfig) || se.Static != 40<<10 || se.Dynamic != 16<<10 {
		t.Fatalf("err = %v, want a SharedMemoryError of 40 KiB static + 16 KiB dynamic", err)
	}
	if n := len(g.launches); n != 0 {
		t.Fatalf("%d launches reached the driver", n)
	}
	if err := k.Launch(dev, D2(1, 1), D2(8, 8), arr, out, SharedMem(8<<10)); err != nil {
		t.Fatalf("within the limit: %v", err)
	}
}

func fkAxpy4(t *Thread, a float32, x, y Array1[float32], n int) {}

// BenchmarkGPULaunch measures the host side of a kernel launch with four
// arguments (two device arrays, two scalars) on the fake device, whose
// launch records nothing (the goal: ≤ 300 ns, 0 allocations, so that a
// launch costs little beside the driver's own call).
func BenchmarkGPULaunch(b *testing.B) {
	_, dev, k, args := axpySetup(b)
	// Arguments, grid and block boxed once, as a caller in a loop can.
	var grid, block any = D1(4), D1(256)
	if err := k.Launch(dev, grid, block, args...); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := k.Launch(dev, grid, block, args...); err != nil {
			b.Fatal(err)
		}
	}
}

// axpySetup is a quiet fake device with a compiled four-argument kernel
// and its arguments (two device arrays, two scalars).
func axpySetup(tb testing.TB) (*fakeGPU, *Device, *Kernel4[float32, Array1[float32], Array1[float32], int], []any) {
	g := newFakeGPU()
	g.quiet = true
	g.kernels["axpy"] = func(*fakeGPU, driver.LaunchConfig, []uint64) {}
	dev := NewDevice(g)
	k := NewKernel4(fkAxpy4)
	withGen(k.kernelCore, "axpy")
	x, err := NewDeviceArray[float32](dev, []int{1 << 10}, nd.C)
	if err != nil {
		tb.Fatal(err)
	}
	y, err := NewDeviceArray[float32](dev, []int{1 << 10}, nd.C)
	if err != nil {
		tb.Fatal(err)
	}
	return g, dev, k, []any{float32(2), x, y, 1 << 10}
}

// The host side of a kernel launch and of a ufunc Into on device arrays
// allocates nothing once the arguments are boxed, so a call in a loop
// does not feed the garbage collector: the launch plan lives on the Launch
// method's stack, the parameter buffer and the call scratch are pooled.
func TestGPUDispatchNoAllocs(t *testing.T) {
	if raceOn {
		t.Skip("sync.Pool is randomized under the race detector")
	}
	g, dev, k, args := axpySetup(t)
	x, y := args[1], args[2]
	var grid, block any = D1(4), D1(256)
	if n := testing.AllocsPerRun(100, func() {
		if err := k.Launch(dev, grid, block, args...); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("kernel Launch: %v allocations", n)
	}
	newSubLoop(g)
	u := Vectorize("Sub", Loop2(fkSub))
	fakeCode(u.loops[0].gpu, GenVectorize, map[string]string{RoleContig: "sub_contig", RoleStrided: "sub_strided"})
	out := y
	in := []any{x, x}
	for _, on := range []any{Auto, dev} {
		if n := testing.AllocsPerRun(100, func() {
			if err := u.Into(on, out, in...); err != nil {
				t.Fatal(err)
			}
		}); n != 0 {
			t.Errorf("ufunc Into on %v: %v allocations", on, n)
		}
	}
	// Reduce: two launches into the reused scratch; at most the result's
	// boxing allocates.
	g.kernels["sum_stage1"] = func(*fakeGPU, driver.LaunchConfig, []uint64) {}
	g.kernels["sum_stage2"] = func(*fakeGPU, driver.LaunchConfig, []uint64) {}
	r := Reduce("Sum", Loop2(fkSub))
	fakeCode(r.loops[0].gpu, GenReduce, map[string]string{RoleStage1: "sum_stage1", RoleStage2: "sum_stage2"})
	if n := testing.AllocsPerRun(100, func() {
		if _, err := r.Call(dev, out); err != nil {
			t.Fatal(err)
		}
	}); n > 1 {
		t.Errorf("Reduce on a device array: %v allocations", n)
	}
	// Into a device array on a stream: the stream's own scratch, no
	// result to box.
	s, err := dev.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	one, err := ToDevice(dev, nd.Must(nd.Zeros[float32](1)))
	if err != nil {
		t.Fatal(err)
	}
	opts := []ReduceOption{Out(one)}
	if n := testing.AllocsPerRun(100, func() {
		if _, err := r.Call(s, out, opts...); err != nil {
			t.Fatal(err)
		}
		if err := s.Synchronize(); err != nil {
			t.Fatal(err)
		}
	}); n > 4 {
		// The options' config, the placement request and the operand's
		// shape and strides: the scratch and the stream's list of kept
		// values are reused.
		t.Errorf("Reduce into a device array on a stream: %v allocations, want at most 4", n)
	}
}

// BenchmarkGPUReduce measures the host side of Reduce.Call on a device
// array on the fake device (the stage kernels do nothing): the goal is at
// most two launches and nothing allocated but the result's boxing.
func BenchmarkGPUReduce(b *testing.B) {
	g := newFakeGPU()
	g.quiet = true
	g.kernels["sum_stage1"] = func(*fakeGPU, driver.LaunchConfig, []uint64) {}
	g.kernels["sum_stage2"] = func(*fakeGPU, driver.LaunchConfig, []uint64) {}
	dev := NewDevice(g)
	r := Reduce("Sum", Loop2(fkSub))
	fakeCode(r.loops[0].gpu, GenReduce, map[string]string{RoleStage1: "sum_stage1", RoleStage2: "sum_stage2"})
	for _, n := range []int{256, 1 << 20} {
		x, err := NewDeviceArray[float32](dev, []int{n}, nd.C)
		if err != nil {
			b.Fatal(err)
		}
		var arg any = x
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := r.Call(dev, arg); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	// Into a device array on a stream, synchronized after each call (a
	// stream's own partials).
	s, err := dev.NewStream()
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	x, err := NewDeviceArray[float32](dev, []int{256}, nd.C)
	if err != nil {
		b.Fatal(err)
	}
	one, err := NewDeviceArray[float32](dev, []int{1}, nd.C)
	if err != nil {
		b.Fatal(err)
	}
	var arg any = x
	opts := []ReduceOption{Out(one)}
	b.Run("into-stream", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := r.Call(s, arg, opts...); err != nil {
				b.Fatal(err)
			}
			if err := s.Synchronize(); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// Run allocates no more than Launch with the same arguments: on a GPU it
// boxes them as a Launch call site does and takes the same path, on the
// host it passes them as they are (Launch boxes and converts them). A
// constant argument of Launch is boxed without allocating (static data),
// which Run's, a parameter, cannot be: the values here vary.
func TestKernelRunAllocatesAsLaunch(t *testing.T) {
	if raceOn {
		t.Skip("sync.Pool is randomized under the race detector")
	}
	_, dev, k, _ := axpySetup(t)
	x, y := make([]float32, 1<<10), make([]float32, 1<<10)
	xa, err := NewArray1(x, 0, len(x), 1)
	if err != nil {
		t.Fatal(err)
	}
	ya, err := NewArray1(y, 0, len(y), 1)
	if err != nil {
		t.Fatal(err)
	}
	alpha, n := float32(2), 1<<10
	for _, on := range []any{dev, Sim, CPU} {
		launch := testing.AllocsPerRun(50, func() {
			alpha, n = alpha+1, n^1
			if err := k.Launch(on, D1(4), D1(256), alpha, xa, ya, n); err != nil {
				t.Fatal(err)
			}
		})
		run := testing.AllocsPerRun(50, func() {
			alpha, n = alpha+1, n^1
			if err := k.Run(on, D1(4), D1(256), alpha, xa, ya, n); err != nil {
				t.Fatal(err)
			}
		})
		if run > launch {
			t.Errorf("on %v: Run allocates %v times, Launch %v", on, run, launch)
		}
		t.Logf("on %v: Run %v allocations, Launch %v", on, run, launch)
	}
}
