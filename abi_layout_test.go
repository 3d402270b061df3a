package kern

import (
	"fmt"
	"math"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/gpucall"
	"github.com/kernlab/kern/nd"
)

// The runtime's marshalling checked against package abi's layouts, leaf by
// leaf and by the names the wrapper kernels give their parameters
// (compiler/wrap's TestWrapperLayoutsMatchABI checks the wrappers against
// the same layouts): a launch's buffer must hold, at each leaf of the
// role's layout, the value that leaf names.

// checkLeaves fails unless the launch's leaves are the layout's, with the
// values want gives by leaf name.
func checkLeaves(t *testing.T, what string, l fakeLaunch, layout []abi.Leaf, want map[string]uint64) {
	t.Helper()
	if len(l.leaves) != len(layout) {
		t.Fatalf("%s: %d leaves, abi's layout has %d", what, len(l.leaves), len(layout))
	}
	for i, leaf := range layout {
		w, ok := want[leaf.Name]
		if !ok {
			t.Fatalf("%s: no expected value for leaf %s", what, leaf.Name)
		}
		if l.leaves[i] != w {
			t.Errorf("%s: leaf %d (%s) is %d, want %d", what, i, leaf.Name, int64(l.leaves[i]), int64(w))
		}
		delete(want, leaf.Name)
	}
	if len(want) > 0 {
		t.Errorf("%s: the layout has no leaves %v", what, want)
	}
}

func devArray(t *testing.T, dev *Device, shape ...int) (*DeviceArray[float32], uint64) {
	t.Helper()
	a, err := NewDeviceArray[float32](dev, shape, nd.C)
	if err != nil {
		t.Fatal(err)
	}
	p, err := a.DevicePointer()
	if err != nil {
		t.Fatal(err)
	}
	return a, uint64(p)
}

func devArrayOf[T nd.Elem](t *testing.T, dev *Device, shape ...int) (*DeviceArray[T], uint64) {
	t.Helper()
	a, err := NewDeviceArray[T](dev, shape, nd.C)
	if err != nil {
		t.Fatal(err)
	}
	p, err := a.DevicePointer()
	if err != nil {
		t.Fatal(err)
	}
	return a, uint64(p)
}

func u(v int) uint64 { return uint64(int64(v)) }

func TestMarshallingMatchesABI(t *testing.T) {
	g := newFakeGPU()
	nop := func(*fakeGPU, driver.LaunchConfig, []uint64) {}
	for _, s := range []string{"contig", "strided", "gu", "gu2", "stage1", "stage2", "kernel"} {
		g.kernels[s] = nop
	}
	dev := NewDevice(g)

	t.Run("contig", func(t *testing.T) {
		gl := newGPULoop(&Loop{ID: "abi.Sub", In: []nd.DType{nd.Float32, nd.Float32}, Out: []nd.DType{nd.Float32}})
		fakeCode(gl, GenVectorize, map[string]string{RoleContig: "contig", RoleStrided: "strided"})
		a, pa := devArray(t, dev, 6)
		out, pout := devArray(t, dev, 6)
		if err := gl.Elementwise(gpuDevice(dev), gpuStream(nil), []int{6}, []any{a, float32(2.5)}, []any{out}); err != nil {
			t.Fatal(err)
		}
		l := abi.Contig{NIn: 2, NOut: 1}
		checkLeaves(t, "contig", g.lastLaunch(t), l.Leaves(), map[string]uint64{
			"n": 6, "ptr0": pa, "scalar0": 0, "ptr1": 0, "scalar1": uint64(math.Float32bits(2.5)), "out0": pout,
		})
	})

	t.Run("strided", func(t *testing.T) {
		gl := newGPULoop(&Loop{ID: "abi.Sub", In: []nd.DType{nd.Float32, nd.Float32}, Out: []nd.DType{nd.Float32}})
		fakeCode(gl, GenVectorize, map[string]string{RoleContig: "contig", RoleStrided: "strided"})
		a, pa := devArray(t, dev, 3, 1)
		b, pb := devArray(t, dev, 4)
		out, pout := devArray(t, dev, 3, 4)
		if err := gl.Elementwise(gpuDevice(dev), gpuStream(nil), []int{3, 4}, []any{a, b}, []any{out}); err != nil {
			t.Fatal(err)
		}
		want := map[string]uint64{"n": 12, "ndim": 2, "ptr0": pa, "scalar0": 0, "ptr1": pb, "scalar1": 0, "out0": pout}
		strides := map[string][]int{"stride0_": {1, 0}, "stride1_": {0, 1}, "ostride0_": {4, 1}}
		for d := range abi.MaxRank {
			want[fmt.Sprint("shape", d)] = u(padded([]int{3, 4}, d, 1))
			for name, st := range strides {
				want[fmt.Sprint(name, d)] = u(padded(st, d, 0))
			}
		}
		checkLeaves(t, "strided", g.lastLaunch(t), abi.Strided{NIn: 2, NOut: 1}.Leaves(), want)
	})

	t.Run("complex", func(t *testing.T) {
		// A complex scalar is two leaves, its parts, in both layouts.
		gl := newGPULoop(&Loop{ID: "abi.CMul", In: []nd.DType{nd.Complex128, nd.Complex64}, Out: []nd.DType{nd.Complex128}})
		fakeCode(gl, GenVectorize, map[string]string{RoleContig: "contig", RoleStrided: "strided"})
		a, pa := devArrayOf[complex64](t, dev, 3, 4)
		out, pout := devArrayOf[complex128](t, dev, 3, 4)
		if err := gl.Elementwise(gpuDevice(dev), gpuStream(nil), []int{3, 4}, []any{complex(1.5, -2), a}, []any{out}); err != nil {
			t.Fatal(err)
		}
		cplx := []bool{true, true}
		checkLeaves(t, "complex contig", g.lastLaunch(t), abi.Contig{NIn: 2, NOut: 1, Complex: cplx}.Leaves(), map[string]uint64{
			"n": 12, "ptr0": 0, "scalar0": math.Float64bits(1.5), "scalar0im": math.Float64bits(-2),
			"ptr1": pa, "scalar1": 0, "scalar1im": 0, "out0": pout,
		})
		b, pb := devArrayOf[complex128](t, dev, 4)
		gl = newGPULoop(&Loop{ID: "abi.CMul", In: []nd.DType{nd.Complex128, nd.Complex64}, Out: []nd.DType{nd.Complex128}})
		fakeCode(gl, GenVectorize, map[string]string{RoleContig: "contig", RoleStrided: "strided"})
		if err := gl.Elementwise(gpuDevice(dev), gpuStream(nil), []int{3, 4}, []any{b, complex64(0.25 + 3i)}, []any{out}); err != nil {
			t.Fatal(err)
		}
		want := map[string]uint64{"n": 12, "ndim": 2, "ptr0": pb, "scalar0": 0, "scalar0im": 0,
			"ptr1": 0, "scalar1": uint64(math.Float32bits(0.25)), "scalar1im": uint64(math.Float32bits(3)), "out0": pout}
		strides := map[string][]int{"stride0_": {0, 1}, "stride1_": {}, "ostride0_": {4, 1}}
		for d := range abi.MaxRank {
			want[fmt.Sprint("shape", d)] = u(padded([]int{3, 4}, d, 1))
			for name, st := range strides {
				want[fmt.Sprint(name, d)] = u(padded(st, d, 0))
			}
		}
		checkLeaves(t, "complex strided", g.lastLaunch(t), abi.Strided{NIn: 2, NOut: 1, Complex: cplx}.Leaves(), want)
	})

	t.Run("gu", func(t *testing.T) {
		// "(m,n),(n,p)->(m,p)" with a loop of 5; b is broadcast over it.
		l := &GULoop{ID: "abi.MatMul", Types: []nd.DType{nd.Float32, nd.Float32, nd.Float32}, Ranks: []int{2, 2, 2}}
		gl := newGPUGULoop(l)
		fakeCode(&gl.Loop, GenGUVectorize, map[string]string{RoleGU: "gu"})
		a, pa := devArray(t, dev, 5, 2, 3)
		b, pb := devArray(t, dev, 3, 4)
		c, pc := devArray(t, dev, 5, 2, 4)
		if err := gl.GUfunc(gpuDevice(dev), gpuStream(nil), []int{5}, []int{2, 2, 2}, []any{a, b}, []any{c}); err != nil {
			t.Fatal(err)
		}
		want := map[string]uint64{"nloop": 5, "loopdim": 1, "ptr0": pa, "ptr1": pb, "ptr2": pc}
		core := [][2][]int{{{2, 3}, {3, 1}}, {{3, 4}, {4, 1}}, {{2, 4}, {4, 1}}}
		loop := [][]int{{6}, {0}, {8}}
		for k := range 3 {
			for d := range 2 {
				want[fmt.Sprintf("coreshape%d_%d", k, d)] = u(core[k][0][d])
				want[fmt.Sprintf("corestride%d_%d", k, d)] = u(core[k][1][d])
			}
			for d := range abi.MaxLoopRank {
				want[fmt.Sprintf("loopstride%d_%d", k, d)] = u(padded(loop[k], d, 0))
			}
		}
		for d := range abi.MaxLoopRank {
			want[fmt.Sprint("loopshape", d)] = u(padded([]int{5}, d, 1))
		}
		checkLeaves(t, "gu", g.lastLaunch(t), abi.GU{Ranks: []int{2, 2, 2}}.Leaves(), want)
	})

	t.Run("gu unit output", func(t *testing.T) {
		// "(n),()->()" whose () output is an Array1 (no core extents) and
		// whose () input is a scalar the runtime puts on the device.
		l := &GULoop{ID: "abi.Sum", Types: []nd.DType{nd.Float32, nd.Float32, nd.Float32}, Ranks: []int{1, 0, 1}}
		gl := newGPUGULoop(l)
		fakeCode(&gl.Loop, GenGUVectorize, map[string]string{RoleGU: "gu2"})
		x, px := devArray(t, dev, 2, 7)
		out, pout := devArray(t, dev, 2)
		if err := gl.GUfunc(gpuDevice(dev), gpuStream(nil), []int{2}, []int{1, 0, 0}, []any{x, float32(3)}, []any{out}); err != nil {
			t.Fatal(err)
		}
		last := g.lastLaunch(t)
		ranks := []int{abi.GUCoreRank(1, 1), abi.GUCoreRank(0, 0), abi.GUCoreRank(1, 0)}
		layout := abi.GU{Ranks: ranks}.Leaves()
		want := map[string]uint64{"nloop": 2, "loopdim": 1, "ptr0": px, "ptr2": pout,
			"coreshape0_0": 7, "corestride0_0": 1}
		if len(last.leaves) == len(layout) {
			want["ptr1"] = last.leaves[abi.GU{Ranks: ranks}.Operand(1).Ptr()] // the scalar's device copy
		}
		loop := [][]int{{7}, {0}, {1}}
		for k := range 3 {
			for d := range abi.MaxLoopRank {
				want[fmt.Sprintf("loopstride%d_%d", k, d)] = u(padded(loop[k], d, 0))
			}
		}
		for d := range abi.MaxLoopRank {
			want[fmt.Sprint("loopshape", d)] = u(padded([]int{2}, d, 1))
		}
		checkLeaves(t, "gu unit output", last, layout, want)
	})

	t.Run("reduce", func(t *testing.T) {
		gl := newGPULoop(&Loop{ID: "abi.Add", In: []nd.DType{nd.Int16, nd.Int16}, Out: []nd.DType{nd.Int16}})
		fakeCode(gl, GenReduce, map[string]string{RoleStage1: "stage1", RoleStage2: "stage2"})
		n := 3*abi.ReduceBlock + 1
		in, err := NewDeviceArray[int16](dev, []int{2 * n}, nd.C)
		if err != nil {
			t.Fatal(err)
		}
		pin, _ := in.DevicePointer()
		v, err := in.SliceAxis(0, nd.All().By(2)) // stride 2
		if err != nil {
			t.Fatal(err)
		}
		g.mu.Lock()
		g.launches = nil
		g.mu.Unlock()
		var init, out int16 = -3, 0
		if err := gl.Reduce(gpuDevice(dev), gpuStream(nil), nil, v, unsafe.Pointer(&init), unsafe.Pointer(&out)); err != nil {
			t.Fatal(err)
		}
		if len(g.launches) != 2 {
			t.Fatalf("%d launches, want both stages", len(g.launches))
		}
		s1, s2 := g.launches[0], g.launches[1]
		partials := s1.leaves[abi.Stage1Partials]
		m := (n + abi.ReduceBlock - 1) / abi.ReduceBlock
		checkLeaves(t, "stage1", s1, abi.Stage1Leaves(), map[string]uint64{
			"n": u(n), "in": uint64(pin), "stride": 2, "partials": partials})
		checkLeaves(t, "stage2", s2, abi.Stage2{}.Leaves(), map[string]uint64{
			"m": u(m), "partials": partials, "out": partials + gpucall.ReduceMaxPartials*2, "init": uint64(uint16(init)), "hasInit": 1})
		if s1.cfg.Block.X != abi.ReduceBlock || s2.cfg.Block.X != abi.ReduceBlock {
			t.Errorf("reduce blocks %d, %d, want abi.ReduceBlock", s1.cfg.Block.X, s2.cfg.Block.X)
		}
	})

	t.Run("complex reduce", func(t *testing.T) {
		gl := newGPULoop(&Loop{ID: "abi.CAdd", In: []nd.DType{nd.Complex64, nd.Complex64}, Out: []nd.DType{nd.Complex64}})
		fakeCode(gl, GenReduce, map[string]string{RoleStage1: "stage1", RoleStage2: "stage2"})
		in, pin := devArrayOf[complex64](t, dev, 5)
		g.mu.Lock()
		g.launches = nil
		g.mu.Unlock()
		var init, out complex64 = complex(-3, 0.5), 0
		if err := gl.Reduce(gpuDevice(dev), gpuStream(nil), nil, in, unsafe.Pointer(&init), unsafe.Pointer(&out)); err != nil {
			t.Fatal(err)
		}
		if len(g.launches) != 1 {
			t.Fatalf("%d launches, want stage 2 alone", len(g.launches))
		}
		checkLeaves(t, "complex stage2", g.launches[0], abi.Stage2{Complex: true}.Leaves(), map[string]uint64{
			"m": 5, "partials": pin, "out": g.launches[0].leaves[abi.Stage2Out], "init": uint64(math.Float32bits(-3)),
			"initim": uint64(math.Float32bits(0.5)), "hasInit": 1})
	})

	t.Run("kernel", func(t *testing.T) {
		k := NewKernel3(fkABIKernel)
		withGen(k.kernelCore, "kernel")
		s, ps := devArray(t, dev, 6)
		v, pv := devArray(t, dev, 2, 3)
		if err := k.Launch(dev, D1(1), D1(1), s, v, 9); err != nil {
			t.Fatal(err)
		}
		l := g.lastLaunch(t)
		n := abi.SliceLeaves + abi.ViewLeaves(2) + 1
		if len(l.leaves) != n {
			t.Fatalf("%d leaves, want %d", len(l.leaves), n)
		}
		vw := l.leaves[abi.SliceLeaves:]
		for i, w := range map[int]uint64{
			abi.SlicePtr: ps, abi.SliceLen: 6, abi.SliceCap: 6,
			abi.SliceLeaves + abi.ViewPtr: pv, abi.SliceLeaves + abi.ViewShape(0): 2, abi.SliceLeaves + abi.ViewShape(1): 3,
			abi.SliceLeaves + abi.ViewStride(2, 0): 3, abi.SliceLeaves + abi.ViewStride(2, 1): 1, n - 1: 9,
		} {
			if l.leaves[i] != w {
				t.Errorf("kernel leaf %d is %d, want %d (view leaves %v)", i, l.leaves[i], w, vw)
			}
		}
	})
}

func fkABIKernel(t *Thread, s []float32, v Array2[float32], n int) {}

// padded is v[d], or pad past v's end, as the wrappers' parameters are.
func padded(v []int, d, pad int) int {
	if d < len(v) {
		return v[d]
	}
	return pad
}
