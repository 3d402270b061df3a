package fastpath

import (
	"errors"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/nd"
)

// sub is a float32 a-b loop that counts its runs.
type sub struct{ runs int }

func (s *sub) run(n int, args []unsafe.Pointer, steps []int) {
	s.runs++
	for i := range n {
		a := *(*float32)(unsafe.Add(args[0], i*steps[0]))
		b := *(*float32)(unsafe.Add(args[1], i*steps[1]))
		*(*float32)(unsafe.Add(args[2], i*steps[2])) = a - b
	}
}

const cpu, parallel = 1, 2 // kern.CPU, kern.Parallel

// A remembered host Into runs again for arguments of the same kinds and
// shape on the same target, and leaves everything else to the full path.
func TestCacheHostInto(t *testing.T) {
	var c Cache
	s := &sub{}
	h := Host{On: cpu, Run: s.run, In: []nd.DType{nd.Float32, nd.Float32}, Out: []nd.DType{nd.Float32}}
	a, b, out := []float32{5, 7, 9}, []float32{1, 2, 3}, make([]float32, 3)
	c.RememberHost(h, []any{a, b}, []any{out})

	ok, err := c.Call("sub", 2, 1, cpu, cpu, []any{a, b}, []any{out}, nil)
	if !ok || err != nil || s.runs != 1 || out[0] != 4 || out[2] != 6 {
		t.Fatalf("same kinds: ok %v, err %v, runs %d, out %v", ok, err, s.runs, out)
	}
	buf := make([]float32, 4)
	for _, c2 := range []struct {
		name     string
		host     int
		args     []any
		outs     []any
		wantRuns int
	}{
		{"another target", parallel, []any{a, b}, []any{out}, 1},
		{"not a target", -1, []any{a, b}, []any{out}, 1},
		{"operands of different shapes", cpu, []any{a[:2], b}, []any{out}, 1},
		{"a scalar", cpu, []any{a, float32(1)}, []any{out}, 1},
		{"another element type", cpu, []any{[]float64{1, 2, 3}, b}, []any{out}, 1},
		{"an input overlapping the output", cpu, []any{buf[1:4], b}, []any{buf[0:3]}, 1},
	} {
		ok, err := c.Call("sub", 2, 1, cpu, c2.host, c2.args, c2.outs, nil)
		if ok || err != nil || s.runs != c2.wantRuns {
			t.Errorf("%s: ok %v, err %v, runs %d; want the full path", c2.name, ok, err, s.runs)
		}
	}
	// Another shape of the same kinds takes the cache (it remembers kinds).
	if ok, err := c.Call("sub", 2, 1, cpu, cpu, []any{a[:2], b[:2]}, []any{out[:2]}, nil); !ok || err != nil || s.runs != 2 {
		t.Errorf("another shape: ok %v, err %v, runs %d", ok, err, s.runs)
	}
	// A Call was not remembered: only the Into is.
	if ok, _ := c.Call("sub", 2, 1, cpu, cpu, []any{a, b}, nil, make([]any, 1)); ok {
		t.Error("a Call ran from the Into's entry")
	}
}

// A remembered host Call allocates its output as the full path does.
func TestCacheHostCall(t *testing.T) {
	var c Cache
	s := &sub{}
	h := Host{On: cpu, Run: s.run, In: []nd.DType{nd.Float32, nd.Float32}, Out: []nd.DType{nd.Float32}}
	a, b := nd.Must(nd.FromSlice([]float32{5, 7}, 2)), nd.Must(nd.FromSlice([]float32{1, 2}, 2))
	c.RememberHost(h, []any{a, b}, nil)
	res := make([]any, 1)
	ok, err := c.Call("sub", 2, 1, cpu, cpu, []any{a, b}, nil, res)
	got, isArray := res[0].(nd.Array[float32])
	if !ok || err != nil || !isArray || got.At(0) != 4 || got.At(1) != 5 {
		t.Fatalf("ok %v, err %v, result %v", ok, err, res[0])
	}
	// nd.Array operands of one element type: the typed entry points too.
	out := nd.Must(nd.Zeros[float32](2))
	c.RememberHost(h, []any{a, b}, []any{out})
	if ok, err := IntoArrays(&c, "sub", 2, 1, cpu, out, []nd.Array[float32]{a, b}); !ok || err != nil || out.At(1) != 5 {
		t.Errorf("IntoArrays: ok %v, err %v, out %v", ok, err, out)
	}
	if ok, _ := IntoArrays(&c, "sub", 2, 1, parallel, out, []nd.Array[float32]{a, b}); ok {
		t.Error("IntoArrays ran on another target")
	}
}

// A core that panics is an error wrapping driver.ErrKernelTrap, as on the
// full path.
func TestCachePanic(t *testing.T) {
	var c Cache
	h := Host{On: cpu, Run: func(int, []unsafe.Pointer, []int) { panic("boom") }, In: []nd.DType{nd.Float32}, Out: []nd.DType{nd.Float32}}
	x, out := []float32{1}, []float32{0}
	c.RememberHost(h, []any{x}, []any{out})
	if ok, err := c.Call("f", 1, 1, cpu, cpu, []any{x}, []any{out}, nil); !ok || !errors.Is(err, driver.ErrKernelTrap) {
		t.Errorf("ok %v, err %v; want ErrKernelTrap", ok, err)
	}
}

// A remembered GPU Into runs again for device arrays of the kinds its
// views accept, on the same placement and device.
func TestCacheGPUInto(t *testing.T) {
	type devArray struct {
		dev   string
		shape int
	}
	view := func(v any, s *Shape, first bool) (any, bool) {
		a, ok := v.(*devArray)
		if !ok {
			return nil, false
		}
		if first {
			s.Rank, s.Dims[0] = 1, a.shape
		} else if s.Rank != 1 || s.Dims[0] != a.shape {
			return nil, false
		}
		return a.dev, true
	}
	viewOf := func(v any) DevView {
		if _, ok := v.(*devArray); ok {
			return view
		}
		return nil
	}
	runs := 0
	var c Cache
	x, y, out := &devArray{"gpu0", 8}, &devArray{"gpu0", 8}, &devArray{"gpu0", 8}
	c.RememberGPU(GPU{On: "gpu0", Dev: "gpu0", DevViewOf: viewOf, Run: func(shape []int, args, res []any) error {
		runs++
		if len(shape) != 1 || shape[0] != 8 || len(args) != 2 || len(res) != 1 {
			t.Errorf("run over %v with %d args and %d results", shape, len(args), len(res))
		}
		return nil
	}}, []any{x, y}, []any{out})
	if ok, err := c.Call("f", 2, 1, "gpu0", -1, []any{x, y}, []any{out}, nil); !ok || err != nil || runs != 1 {
		t.Fatalf("same kinds: ok %v, err %v, runs %d", ok, err, runs)
	}
	other := &devArray{"gpu1", 8}
	for name, args := range map[string][]any{
		"another device": {x, other},
		"another shape":  {x, &devArray{"gpu0", 4}},
		"a host operand": {x, []float32{1}},
	} {
		if ok, _ := c.Call("f", 2, 1, "gpu0", -1, args, []any{out}, nil); ok {
			t.Errorf("%s: ran from the cache", name)
		}
	}
	if ok, _ := c.Call("f", 2, 1, "gpu1", -1, []any{x, y}, []any{out}, nil); ok {
		t.Error("another placement: ran from the cache")
	}
	if runs != 1 {
		t.Errorf("%d runs, want 1", runs)
	}
}
