package kern

import (
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/nd"
)

// These tests go through the public ufunc API (Call, Into, Reduce) on a
// fake GPU: operands on a GPU device select the GPU target, and the loops'
// hooks run the wrapper kernels.

// fakeCode gives a hook generated code without the process registry.
func fakeCode(g *gpuLoop, kind GenKind, entries map[string]string) {
	g.once.Do(func() {
		g.pkg = &GenPackage{Path: "test", PTX: fakePTX}
		g.gen = &GenFunc{ID: g.id, Kind: kind, Entries: entries}
	})
}

func TestGPUThroughUfuncAPI(t *testing.T) {
	g := newFakeGPU()
	dev := NewDevice(g)
	g.kernels["sub_contig"], g.kernels["sub_strided"] = emuContig, emuStrided
	u := Vectorize("Sub", Loop2(fkSub))
	fakeCode(u.loops[0].gpu.(*gpuLoop), GenVectorize, map[string]string{RoleContig: "sub_contig", RoleStrided: "sub_strided"})

	a := fkRandom(t, 4, 5)
	dA := must2(ToDevice(dev, a))(t)
	n0 := len(g.launches)
	res, err := AsDevice[float32](u.Call(Auto, dA, 1.5))
	if err != nil {
		t.Fatal(err)
	}
	if len(g.launches) != n0+1 || res.Device() != dev {
		t.Fatalf("%d launches, result on %v", len(g.launches)-n0, res.Device())
	}
	if got, want := must2(res.CopyToHost())(t), subRef(t, a, 1.5); !nd.Equal(got, want) {
		t.Fatalf("Call: got %v, want %v", got, want)
	}
	// Into a device array, on a stream.
	s := must2(dev.NewStream())(t)
	defer s.Close()
	out := must2(NewDeviceArray[float32](dev, []int{4, 5}, nd.C))(t)
	if err := u.Into(s, out, dA, dA); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if got := must2(out.CopyToHost())(t); !nd.Equal(got, nd.Must(nd.Zeros[float32](4, 5))) {
		t.Fatalf("Into: got %v", got)
	}

	// Reduce on the GPU.
	g.kernels["sum_s1"], g.kernels["sum_s2"] = emuStage1, emuStage2
	r := Reduce("Sum", Loop2(fkAdd))
	fakeCode(r.loops[0].gpu.(*gpuLoop), GenReduce, map[string]string{RoleStage1: "sum_s1", RoleStage2: "sum_s2"})
	xs := nd.Must(nd.Zeros[int64](3000))
	var want int64
	for i := range 3000 {
		xs.Set(int64(i-1000), i)
		want += int64(i - 1000)
	}
	dX := must2(ToDevice(dev, xs))(t)
	sum, err := Value[int64](r.Call(Auto, dX, Init(5)))
	if err != nil {
		t.Fatal(err)
	}
	if sum != want+5 {
		t.Fatalf("Reduce: got %d, want %d", sum, want+5)
	}

	// Guvectorize into a device array.
	g.kernels["double_gu"] = emuGU([]int{2, 2}, func(g *fakeGPU, v []guView, base []driver.Ptr) {
		fkGUDouble(guArray2(g, v[0], base[0]), guArray2(g, v[1], base[1]))
	})
	gu := GUVectorize("Double", "(m,n)->(m,n)", GULoop2(fkGUDouble))
	fakeCode(&gu.loops[0].gpu.(*gpuGULoop).gpuLoop, GenGUVectorize, map[string]string{RoleGU: "double_gu"})
	b := fkRandom(t, 3, 2, 2)
	dB := must2(ToDevice(dev, b))(t)
	gout := must2(NewDeviceArray[float32](dev, []int{3, 2, 2}, nd.C))(t)
	if err := gu.Into(Auto, gout, dB); err != nil {
		t.Fatal(err)
	}
	if got := must2(gout.CopyToHost())(t); !nd.Equal(got, fkDoubled(b)) {
		t.Fatalf("GUVectorize: got %v", got)
	}
	_ = unsafe.Pointer(nil)
}
