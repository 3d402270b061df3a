package kern

import (
	"errors"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/nd"
)

func fkAdd(a, b int64) int64 { return a + b }

func i64At(g *fakeGPU, p driver.Ptr, i int) *int64 {
	return (*int64)(g.mem(p+driver.Ptr(i*8), 8))
}

// emuStage1 is RoleStage1 of an int64 sum: (n, in, stride, partials);
// thread gi of the grid folds elements gi, gi+gridsize, …, and block b
// writes the fold of its threads to partials[b].
func emuStage1(g *fakeGPU, c driver.LaunchConfig, leaves []uint64) {
	r := leafReader{leaves: leaves}
	n, in, stride, partials := r.int(), driver.Ptr(r.next()), r.int(), driver.Ptr(r.next())
	if c.Block.X != ReduceBlock {
		panic("stage 1 block size")
	}
	size := c.Grid.X * c.Block.X
	for b := range c.Grid.X {
		var acc int64
		have := false
		for tid := range c.Block.X {
			for i := b*c.Block.X + tid; i < n; i += size {
				acc, have = fkAdd(acc, *i64At(g, in, i*stride)), true
			}
		}
		if have {
			*i64At(g, partials, b) = acc
		}
	}
}

// emuStage2 is RoleStage2: (m, partials, out, init, hasInit).
func emuStage2(g *fakeGPU, c driver.LaunchConfig, leaves []uint64) {
	r := leafReader{leaves: leaves}
	m, partials, out := r.int(), driver.Ptr(r.next()), driver.Ptr(r.next())
	init, hasInit := int64(r.next()), r.next() != 0
	if c.Grid.X != 1 || c.Block.X != ReduceBlock {
		panic("stage 2 shape")
	}
	acc := *i64At(g, partials, 0)
	for i := 1; i < m; i++ {
		acc = fkAdd(acc, *i64At(g, partials, i))
	}
	if hasInit {
		acc = fkAdd(init, acc)
	}
	*i64At(g, out, 0) = acc
}

func TestGPUReduce(t *testing.T) {
	g := newFakeGPU()
	g.kernels["sum_s1"], g.kernels["sum_s2"] = emuStage1, emuStage2
	dev := NewDevice(g)
	l := Loop2(fkAdd)
	gl := newGPULoop(&l)
	gl.once.Do(func() {
		gl.pkg = &GenPackage{Path: "test", PTX: fakePTX}
		gl.gen = &GenFunc{ID: l.ID, Kind: GenReduce, Entries: map[string]string{RoleStage1: "sum_s1", RoleStage2: "sum_s2"}}
	})
	seq := func(n int) nd.Array[int64] {
		a := nd.Must(nd.Zeros[int64](n))
		for i := range n {
			a.Set(int64(i*i%1000-300), i)
		}
		return a
	}
	sum := func(a nd.Array[int64]) (s int64) {
		for v := range a.Values() {
			s += v
		}
		return s
	}
	big := seq(100000)
	dBig := must2(ToDevice(dev, big))(t)
	small := seq(100)
	seven := int64(7)
	for _, tc := range []struct {
		name     string
		in       any
		init     *int64
		want     int64
		launches int
		stride   uint64
	}{
		{"device big", dBig, nil, sum(big), 2, 1},
		{"device big init", dBig, &seven, sum(big) + 7, 2, 1},
		{"host big", big, nil, sum(big), 2, 1},
		{"host reversed", must2(big.Slice(nd.All().By(-1)))(t), nil, sum(big), 2, ^uint64(0)},
		{"small one launch", small, &seven, sum(small) + 7, 1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n0 := len(g.launches)
			var got int64
			var init unsafe.Pointer
			if tc.init != nil {
				init = unsafe.Pointer(tc.init)
			}
			if err := gl.reduce(dev, nil, tc.in, init, unsafe.Pointer(&got)); err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Fatalf("got %d, want %d", got, tc.want)
			}
			if n := len(g.launches) - n0; n != tc.launches {
				t.Fatalf("%d launches, want %d", n, tc.launches)
			}
			if tc.launches == 2 {
				s1 := g.launches[n0]
				if s1.symbol != "sum_s1" || s1.leaves[2] != tc.stride || s1.cfg.Grid.X > reduceMaxPartials {
					t.Fatalf("stage 1: %s %v %+v", s1.symbol, s1.leaves, s1.cfg)
				}
			}
		})
	}
	var got int64
	if err := gl.reduce(dev, nil, nd.Must(nd.Zeros[int64](0)), nil, unsafe.Pointer(&got)); !errors.Is(err, ErrEmpty) {
		t.Fatalf("empty: %v", err)
	}
	if err := gl.reduce(dev, nil, nd.Must(nd.Zeros[int64](0)), unsafe.Pointer(&seven), unsafe.Pointer(&got)); err != nil || got != 7 {
		t.Fatalf("empty with init: %d, %v", got, err)
	}
	tr := must2(nd.Must(nd.Zeros[int64](3, 4)).Transpose())(t)
	if err := gl.reduce(dev, nil, tr, nil, unsafe.Pointer(&got)); !errors.Is(err, ErrArgument) {
		t.Fatalf("transposed 2-d: %v", err)
	}
	if len(gl.red.scratch) != 1 {
		t.Fatalf("%d scratch buffers, want one per device", len(gl.red.scratch))
	}
}
