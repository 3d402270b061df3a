package kern

import (
	"errors"
	"math"
	"testing"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/gpucall"
	"github.com/kernlab/kern/nd"
)

// Go emulations of the element-wise wrapper kernels of a float32 Sub
// (docs/gpu-abi.md): RoleContig (n, [ptr, scalar]*2, out) and
// RoleStrided (n, ndim, shape[8], [ptr, scalar, stride[8]]*2, out, ostride[8]).

func fkSub(a, b float32) float32 { return a - b }

func emuOperand(g *fakeGPU, ptr driver.Ptr, scalar uint64, off int) float32 {
	if ptr == 0 {
		return math.Float32frombits(uint32(scalar))
	}
	return *(*float32)(g.mem(ptr+driver.Ptr(off*4), 4))
}

func emuContig(g *fakeGPU, c driver.LaunchConfig, leaves []uint64) {
	r := leafReader{leaves: leaves}
	n := r.int()
	p0, s0, p1, s1, out := driver.Ptr(r.next()), r.next(), driver.Ptr(r.next()), r.next(), driver.Ptr(r.next())
	forThreads(c, func(t *Thread) {
		for i := t.Grid1(); i < n; i += t.GridSize1() {
			*(*float32)(g.mem(out+driver.Ptr(i*4), 4)) = fkSub(emuOperand(g, p0, s0, i), emuOperand(g, p1, s1, i))
		}
	})
}

func emuStrided(g *fakeGPU, c driver.LaunchConfig, leaves []uint64) {
	r := leafReader{leaves: leaves}
	n, ndim := r.int(), r.int()
	var shape [MaxRank]int
	for d := range shape {
		shape[d] = r.int()
	}
	type op struct {
		ptr     driver.Ptr
		scalar  uint64
		strides [MaxRank]int
	}
	var ops [3]op
	for k := range ops {
		ops[k].ptr = driver.Ptr(r.next())
		if k < 2 {
			ops[k].scalar = r.next()
		}
		for d := range MaxRank {
			ops[k].strides[d] = r.int()
		}
	}
	forThreads(c, func(t *Thread) {
		for i := t.Grid1(); i < n; i += t.GridSize1() {
			var offs [3]int
			rem := i
			for d := ndim - 1; d >= 0; d-- {
				idx := rem % shape[d]
				rem /= shape[d]
				for k := range ops {
					offs[k] += idx * ops[k].strides[d]
				}
			}
			v := fkSub(emuOperand(g, ops[0].ptr, ops[0].scalar, offs[0]), emuOperand(g, ops[1].ptr, ops[1].scalar, offs[1]))
			*(*float32)(g.mem(ops[2].ptr+driver.Ptr(offs[2]*4), 4)) = v
		}
	})
}

func newSubLoop(g *fakeGPU) *gpucall.Loop {
	g.kernels["sub_contig"], g.kernels["sub_strided"] = emuContig, emuStrided
	l := Loop2(fkSub)
	gl := newGPULoop(&l)
	fakeCode(gl, GenVectorize, map[string]string{RoleContig: "sub_contig", RoleStrided: "sub_strided"})
	return gl
}

// subRef is a - b with NumPy broadcasting, on the host.
func subRef(t *testing.T, a, b any) nd.Array[float32] {
	t.Helper()
	u := Vectorize("Sub", Loop2(fkSub))
	r, err := As[float32](u.Call(CPU, a, b))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestGPUElementwise(t *testing.T) {
	g := newFakeGPU()
	dev := NewDevice(g)
	gl := newSubLoop(g)
	a := fkRandom(t, 6, 5)
	b := nd.Must(nd.Random[float32](9, 6, 5))
	col := nd.Must(nd.Random[float32](4, 6, 1))
	row := nd.Must(nd.Random[float32](5, 1, 5))
	dA := must2(ToDevice(dev, a))(t)
	dB := must2(ToDevice(dev, b))(t)
	dT := must2(dA.Transpose())(t)
	for _, tc := range []struct {
		name     string
		args     []any
		host     []any // the same operands on the host, for the reference
		shape    []int
		role     string
		hostOut  bool
		nLeaves  int
		scalarAt int // leaf index of input 1's scalar slot, or -1
	}{
		{"device contig", []any{dA, dB}, []any{a, b}, []int{6, 5}, "sub_contig", false, 6, -1},
		{"device and scalar", []any{dA, 2.5}, []any{a, 2.5}, []int{6, 5}, "sub_contig", false, 6, 4},
		{"host in and out", []any{a, b}, []any{a, b}, []int{6, 5}, "sub_contig", true, 6, -1},
		{"broadcast", []any{col, row}, []any{col, row}, []int{6, 5}, "sub_strided", true, 2 + 8 + 3*9 + 2, -1},
		{"transposed", []any{dT, 1}, []any{must2(a.Transpose())(t), 1}, []int{5, 6}, "sub_strided", false, 2 + 8 + 3*9 + 2, 2 + 8 + 9 + 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out any
			if tc.hostOut {
				out = nd.Must(nd.Zeros[float32](tc.shape...))
			} else {
				out = must2(NewDeviceArray[float32](dev, tc.shape, nd.C))(t)
			}
			if err := gl.Elementwise(gpuDevice(dev), gpuStream(nil), tc.shape, tc.args, []any{out}); err != nil {
				t.Fatal(err)
			}
			l := g.lastLaunch(t)
			if l.symbol != tc.role || len(l.leaves) != tc.nLeaves {
				t.Fatalf("launched %s with %d leaves, want %s with %d", l.symbol, len(l.leaves), tc.role, tc.nLeaves)
			}
			if tc.scalarAt >= 0 && l.leaves[tc.scalarAt-1] != 0 {
				t.Fatalf("a scalar input has a pointer: leaves %v", l.leaves)
			}
			if l.cfg.Block.X != 128 || l.cfg.Grid.X != 1 {
				t.Fatalf("config %+v: want the occupancy block 128 and one block for 30 elements", l.cfg)
			}
			var got nd.Array[float32]
			if tc.hostOut {
				got = out.(nd.Array[float32])
			} else {
				got = must2(out.(*DeviceArray[float32]).CopyToHost())(t)
			}
			if want := subRef(t, tc.host[0], tc.host[1]); !nd.Equal(got, want) {
				t.Fatalf("got %v, want %v", got, want)
			}
		})
	}
	if g.loads != 1 {
		t.Fatalf("module loaded %d times", g.loads)
	}

	// Too many dimensions after coalescing: nothing is launched.
	shape9 := []int{2, 2, 2, 2, 2, 2, 2, 2, 2}
	big := nd.Must(nd.Random[float32](1, shape9...))
	bigT := must2(big.Transpose())(t)
	n0 := len(g.launches)
	err := gl.Elementwise(gpuDevice(dev), gpuStream(nil), shape9, []any{big, bigT}, []any{nd.Must(nd.Zeros[float32](shape9...))})
	if !errors.Is(err, ErrRank) || len(g.launches) != n0 {
		t.Fatalf("9-d: %v", err)
	}
	// A 9-d C-contiguous call coalesces to one dimension.
	out9 := nd.Must(nd.Zeros[float32](shape9...))
	if err := gl.Elementwise(gpuDevice(dev), gpuStream(nil), shape9, []any{big, 1}, []any{out9}); err != nil {
		t.Fatal(err)
	}
	if l := g.lastLaunch(t); l.symbol != "sub_contig" || l.leaves[0] != 512 {
		t.Fatalf("9-d contiguous: %s %v", l.symbol, l.leaves[:2])
	}
	if !nd.Equal(out9, subRef(t, big, 1)) {
		t.Fatal("9-d contiguous: wrong values")
	}
}

func TestGPUElementwiseLargeGridStride(t *testing.T) {
	g := newFakeGPU()
	dev := NewDevice(g)
	gl := newSubLoop(g)
	n := 1 << 18
	a := must2(NewDeviceArray[float32](dev, []int{n}, nd.C))(t)
	out := must2(NewDeviceArray[float32](dev, []int{n}, nd.C))(t)
	s := must2(dev.NewStream())(t)
	defer s.Close()
	if err := gl.Elementwise(gpuDevice(dev), gpuStream(s), []int{n}, []any{a, float32(-1)}, []any{out}); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	l := g.lastLaunch(t)
	// 4 SMs × 4 blocks per SM × (1024/128) = 128 blocks, not n/128 = 2048.
	if l.cfg.Grid.X != 128 {
		t.Fatalf("grid %d, want the grid-stride cap 128", l.cfg.Grid.X)
	}
	h := must2(out.CopyToHost())(t)
	i := 0
	for v := range h.Values() {
		if v != 1 {
			t.Fatalf("out[%d] = %v, want 1", i, v)
		}
		i++
	}
}

func must2[V any](v V, err error) func(t *testing.T) V {
	return func(t *testing.T) V {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}

// A call on device arrays allocates nothing in the GPU path (principle 6:
// the caller allocates the output; modules, functions, configurations and
// parameter buffers are cached).
func TestGPUElementwiseAllocatesNothing(t *testing.T) {
	if raceOn {
		t.Skip("sync.Pool is randomized under the race detector")
	}
	g := newFakeGPU()
	dev := NewDevice(g)
	gl := newSubLoop(g)
	a := must2(NewDeviceArray[float32](dev, []int{100, 10}, nd.C))(t)
	b := must2(a.Transpose())(t)
	out := must2(NewDeviceArray[float32](dev, []int{10, 100}, nd.C))(t)
	for _, tc := range []struct {
		name  string
		args  []any
		shape []int
		out   any
	}{
		{"contig", []any{a, a}, []int{100, 10}, must2(NewDeviceArray[float32](dev, []int{100, 10}, nd.C))(t)},
		{"strided", []any{b, b}, []int{10, 100}, out},
	} {
		outs := []any{tc.out}
		if err := gl.Elementwise(gpuDevice(dev), gpuStream(nil), tc.shape, tc.args, outs); err != nil {
			t.Fatal(err)
		}
		g.quiet = true
		n := testing.AllocsPerRun(50, func() {
			if err := gl.Elementwise(gpuDevice(dev), gpuStream(nil), tc.shape, tc.args, outs); err != nil {
				t.Fatal(err)
			}
		})
		g.quiet = false
		if n != 0 {
			t.Errorf("%s: %v allocations per call", tc.name, n)
		}
	}
}

// A strided host output is copied in before the launch, so the elements
// between its own keep their values; a dense one is not copied in.
func TestGPUElementwiseHostOutputs(t *testing.T) {
	g := newFakeGPU()
	dev := NewDevice(g)
	gl := newSubLoop(g)
	a := fkRandom(t, 6, 5)
	backing := nd.Must(nd.Full[float32](7, 6, 10))
	out := must2(backing.Slice(nd.All(), nd.All().By(2)))(t)
	if err := gl.Elementwise(gpuDevice(dev), gpuStream(nil), []int{6, 5}, []any{a, 1}, []any{out}); err != nil {
		t.Fatal(err)
	}
	if want := subRef(t, a, 1); !nd.Equal(out, want) {
		t.Fatalf("got %v, want %v", out, want)
	}
	holes := must2(backing.Slice(nd.All(), nd.From(1).By(2)))(t)
	for v := range holes.Values() {
		if v != 7 {
			t.Fatalf("an element between the output's was overwritten: %v", backing)
		}
	}
}

// BenchmarkGPUDispatch measures the host side of a ufunc call on device
// arrays (the fake device's launch does nothing): operand checks,
// coalescing, the cached function and configuration, the parameter buffer.
// docs/design.md's goal for the host side is 0.5 µs.
func BenchmarkGPUDispatch(b *testing.B) {
	g := newFakeGPU()
	g.quiet = true
	dev := NewDevice(g)
	gl := newSubLoop(g)
	x, err := NewDeviceArray[float32](dev, []int{1 << 10}, nd.C)
	if err != nil {
		b.Fatal(err)
	}
	out, _ := NewDeviceArray[float32](dev, []int{1 << 10}, nd.C)
	u := Vectorize("Sub", Loop2(fkSub))
	fakeCode(u.loops[0].gpu, GenVectorize, map[string]string{RoleContig: "sub_contig", RoleStrided: "sub_strided"})
	args, outs, shape := []any{x, x}, []any{out}, []int{1 << 10}
	b.Run("hook", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := gl.Elementwise(gpuDevice(dev), gpuStream(nil), shape, args, outs); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("Ufunc.Into", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := u.Into(Auto, out, x, x); err != nil {
				b.Fatal(err)
			}
		}
	})
}
