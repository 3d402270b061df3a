package kern

import (
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/nd"
)

func fkGUDouble(a, out Array2[float32]) {
	for i := range a.Dim(0) {
		for j := range a.Dim(1) {
			out.Set(i, j, 2*a.At(i, j))
		}
	}
}

func fkGUScale(a Array1[float32], f float32, out Array1[float32]) {
	for i := range a.Len() {
		out.Set(i, f*a.At(i))
	}
}

// guView is one operand of a RoleGU launch as a thread sees it.
type guView struct {
	ptr     driver.Ptr
	shape   []int
	strides []int
	loop    [MaxLoopRank]int
}

// emuGU decodes a RoleGU buffer for parameters of the given ranks and
// calls core once per loop index with each operand's base address.
func emuGU(ranks []int, core func(g *fakeGPU, v []guView, base []driver.Ptr)) func(*fakeGPU, driver.LaunchConfig, []uint64) {
	return func(g *fakeGPU, c driver.LaunchConfig, leaves []uint64) {
		r := leafReader{leaves: leaves}
		nloop, ndim := r.int(), r.int()
		var lshape [MaxLoopRank]int
		for d := range lshape {
			lshape[d] = r.int()
		}
		vs := make([]guView, len(ranks))
		for k, rk := range ranks {
			vs[k].ptr = driver.Ptr(r.next())
			vs[k].shape, vs[k].strides = make([]int, rk), make([]int, rk)
			for d := range rk {
				vs[k].shape[d] = r.int()
			}
			for d := range rk {
				vs[k].strides[d] = r.int()
			}
			for d := range MaxLoopRank {
				vs[k].loop[d] = r.int()
			}
		}
		if r.i != len(leaves) {
			panic("unread leaves")
		}
		forThreads(c, func(t *Thread) {
			for L := t.Grid1(); L < nloop; L += t.GridSize1() {
				base := make([]driver.Ptr, len(vs))
				rem := L
				for k := range vs {
					base[k] = vs[k].ptr
				}
				for d := ndim - 1; d >= 0; d-- {
					idx := rem % lshape[d]
					rem /= lshape[d]
					for k := range vs {
						base[k] += driver.Ptr(idx * vs[k].loop[d] * 4)
					}
				}
				core(g, vs, base)
			}
		})
	}
}

func guArray2(g *fakeGPU, v guView, base driver.Ptr) Array2[float32] {
	lo, hi := extent(v.shape, v.strides)
	p := g.mem(base+driver.Ptr(lo*4), (hi-lo+1)*4)
	return Array2[float32]{data: unsafe.Slice((*float32)(p), hi-lo+1), off: -lo, shape: [2]int(v.shape), strides: [2]int(v.strides)}
}

func guArray1(g *fakeGPU, v guView, base driver.Ptr) Array1[float32] {
	lo, hi := extent(v.shape, v.strides)
	p := g.mem(base+driver.Ptr(lo*4), (hi-lo+1)*4)
	return Array1[float32]{data: unsafe.Slice((*float32)(p), hi-lo+1), off: -lo, n: v.shape[0], stride: v.strides[0]}
}

func TestGPUGufunc(t *testing.T) {
	g := newFakeGPU()
	g.kernels["double_gu"] = emuGU([]int{2, 2}, func(g *fakeGPU, v []guView, base []driver.Ptr) {
		fkGUDouble(guArray2(g, v[0], base[0]), guArray2(g, v[1], base[1]))
	})
	g.kernels["scale_gu"] = emuGU([]int{1, 0, 1}, func(g *fakeGPU, v []guView, base []driver.Ptr) {
		f := *(*float32)(g.mem(base[1], 4))
		fkGUScale(guArray1(g, v[0], base[0]), f, guArray1(g, v[2], base[2]))
	})
	dev := NewDevice(g)
	mk := func(l GULoop, sym string) *gpuGULoop {
		gl := newGPUGULoop(&l)
		gl.once.Do(func() {
			gl.pkg = &GenPackage{Path: "test", PTX: fakePTX}
			gl.gen = &GenFunc{ID: l.ID, Kind: GenGUVectorize, Entries: map[string]string{RoleGU: sym}}
		})
		return gl
	}
	double := mk(GULoop2(fkGUDouble), "double_gu")
	scale := mk(GULoop3(fkGUScale), "scale_gu")

	a := nd.Must(nd.Random[float32](2, 2, 3, 4))
	want := a.Copy(nd.C)
	want.Apply(func(v float32) float32 { return 2 * v })

	// Host in, device out, two loop indices.
	out := must2(NewDeviceArray[float32](dev, []int{2, 3, 4}, nd.C))(t)
	if err := double.gufunc(dev, nil, []int{2}, []int{2, 2}, []any{a}, []any{out}); err != nil {
		t.Fatal(err)
	}
	if got := must2(out.CopyToHost())(t); !nd.Equal(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	l := g.lastLaunch(t)
	// nloop, loopdim, loopshape[4], then (ptr, shape[2], strides[2], loop[4]) twice.
	if len(l.leaves) != 2+4+2*(1+4+4) || l.leaves[0] != 2 || l.leaves[1] != 1 || l.leaves[2] != 2 || l.leaves[3] != 1 {
		t.Fatalf("leaves %v", l.leaves)
	}

	// A broadcast input (no loop dimension) into a host output.
	a0 := must2(a.Index(0, 1))(t)
	hout := nd.Must(nd.Zeros[float32](2, 3, 4))
	if err := double.gufunc(dev, nil, []int{2}, []int{2, 2}, []any{a0}, []any{hout}); err != nil {
		t.Fatal(err)
	}
	w1 := must2(want.Index(0, 1))(t)
	for i := range 2 {
		if got := must2(hout.Index(0, i))(t); !nd.Equal(got, w1) {
			t.Fatalf("broadcast loop %d: got %v, want %v", i, got, w1)
		}
	}

	// "(n),()->(n)" with a Go scalar for the () input.
	x := nd.Must(nd.Random[float32](5, 3, 4))
	sout := nd.Must(nd.Zeros[float32](3, 4))
	if err := scale.gufunc(dev, nil, []int{3}, []int{1, 0, 1}, []any{x, 0.5}, []any{sout}); err != nil {
		t.Fatal(err)
	}
	sw := x.Copy(nd.C)
	sw.Apply(func(v float32) float32 { return 0.5 * v })
	if !nd.Equal(sout, sw) {
		t.Fatalf("scale: got %v, want %v", sout, sw)
	}
	if free, total, _ := dev.MemInfo(); free+int64(out.Nbytes()+255)/256*256 < total {
		t.Fatalf("temporaries leaked: %d of %d free", free, total)
	}
}
