package kern_test

import (
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
	"unsafe"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// The dispatch cache (ufuncfast.go) must give the full path's answer and
// the full path's errors on every call after the one that filled it.
func TestDispatchCacheSameAnswers(t *testing.T) {
	disc := ufDiscUfunc()
	x, y := []float32{1, 2, 3, 4}, []float32{10, 20, 30, 40}
	want := make([]float32, 4)
	for i := range want {
		want[i] = ufDisc(x[i], y[i], x[i])
	}
	for _, tg := range []kern.Target{kern.CPU, kern.Parallel, kern.Auto} {
		for call := range 3 { // the first fills the cache, the others use it
			out := make([]float32, 4)
			if err := disc.Into(tg, out, x, y, x); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(out) != fmt.Sprint(want) {
				t.Fatalf("%v call %d: %v, want %v", tg, call, out, want)
			}
			got, err := kern.As[float32](disc.Call(tg, x, y, x))
			if err != nil || fmt.Sprint(got.ToSlice()) != fmt.Sprint(want) || got.NDim() != 1 {
				t.Fatalf("%v call %d: Call = %v, %v", tg, call, got, err)
			}
		}
	}
	// 3-d arrays of one shape, then operands the cache must not take.
	a := nd.Must(nd.Arange[float32](0, 24, 1))
	a = nd.Must(a.Reshape(2, 3, 4))
	b := nd.FullLike(a, 100)
	ref := func(p, q nd.Array[float32]) nd.Array[float32] {
		r := nd.Must(nd.Zeros[float32](p.Shape()...))
		for idx, v := range p.Elems() {
			r.Set(ufDisc(v, q.At(idx...), v), idx...)
		}
		return r
	}
	for call := range 2 {
		out := nd.Must(nd.Zeros[float32](2, 3, 4))
		if err := disc.Into(kern.CPU, out, a, b, a); err != nil {
			t.Fatal(err)
		}
		if !nd.Equal(out, ref(a, b)) {
			t.Fatalf("3-d call %d: %v", call, out)
		}
		got, err := kern.As[float32](disc.Call(kern.CPU, a, b, a))
		if err != nil || !nd.Equal(got, ref(a, b)) {
			t.Fatalf("3-d Call %d: %v, %v", call, got, err)
		}
	}
	// A transposed (strided) view and a broadcast row: the full path.
	at := a.T()
	bt := nd.FullLike(at, 100)
	out := nd.Must(nd.Zeros[float32](at.Shape()...))
	if err := disc.Into(kern.CPU, out, at, bt, at); err != nil || !nd.Equal(out, ref(at, bt)) {
		t.Fatalf("transposed: %v, %v", out, err)
	}
	row := nd.Must(nd.Full[float32](100, 4))
	out = nd.Must(nd.Zeros[float32](2, 3, 4))
	if err := disc.Into(kern.CPU, out, a, row, a); err != nil || !nd.Equal(out, ref(a, b)) {
		t.Fatalf("broadcast row: %v, %v", out, err)
	}
	// A scalar takes the loop's dtype on the full path.
	o4 := make([]float32, 4)
	if err := disc.Into(kern.CPU, o4, x, float32(10), x); err != nil || o4[0] != ufDisc[float32](1, 10, 1) {
		t.Fatalf("scalar: %v, %v", o4, err)
	}
}

func TestDispatchCacheKeepsErrors(t *testing.T) {
	disc := ufDiscUfunc()
	x, y := []float32{1, 2, 3, 4}, []float32{10, 20, 30, 40}
	out := make([]float32, 4)
	for range 2 {
		if err := disc.Into(kern.CPU, out, x, y, x); err != nil {
			t.Fatal(err)
		}
		if _, err := disc.Call(kern.CPU, x, y, x); err != nil {
			t.Fatal(err)
		}
	}
	sentinel := make([]float32, 3)
	for i := range sentinel {
		sentinel[i] = -7
	}
	cases := []struct {
		name string
		call func() error
		want error
	}{
		{"short output", func() error { return disc.Into(kern.CPU, sentinel, x, y, x) }, nd.ErrShape},
		{"short input", func() error { return disc.Into(kern.CPU, out, x, y[:3], x) }, nd.ErrBroadcast},
		{"short input, Call", func() error { _, err := disc.Call(kern.CPU, x, y[:3], x); return err }, nd.ErrBroadcast},
		{"float64 input", func() error { return disc.Into(kern.CPU, out, x, []float64{1, 2, 3, 4}, x) }, nd.ErrDType},
		{"float64 output", func() error { return disc.Into(kern.CPU, make([]float64, 4), x, y, x) }, nd.ErrDType},
		{"two inputs", func() error { return disc.Into(kern.CPU, out, x, y) }, ufunc.ErrArity},
		{"two inputs, Call", func() error { _, err := disc.Call(kern.CPU, x, y); return err }, ufunc.ErrArity},
		{"nil input", func() error { return disc.Into(kern.CPU, out, x, nil, x) }, kern.ErrArgument},
		{"zero array", func() error { return disc.Into(kern.CPU, out, x, nd.Array[float32]{}, x) }, kern.ErrArgument},
		{"nil target", func() error { return disc.Into(nil, out, x, y, x) }, kern.ErrTarget},
	}
	for _, c := range cases {
		if err := c.call(); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
	for i, v := range sentinel {
		if v != -7 {
			t.Fatalf("a refused call wrote its output: sentinel[%d] = %v", i, v)
		}
	}
	// Empty operands of the cached kinds: the full path's answer (nothing
	// to do, no error).
	if err := disc.Into(kern.CPU, []float32{}, []float32{}, []float32{}, []float32{}); err != nil {
		t.Errorf("empty: %v", err)
	}
	// A panicking core is an error on the cached path as on the full one.
	div := kern.Vectorize("Div", kern.Loop2(func(a, b int32) int32 { return a / b }))
	q := make([]int32, 2)
	if err := div.Into(kern.CPU, q, []int32{4, 6}, []int32{2, 3}); err != nil || q[0] != 2 || q[1] != 2 {
		t.Fatalf("div: %v, %v", q, err)
	}
	for range 2 {
		if err := div.Into(kern.CPU, q, []int32{4, 6}, []int32{2, 0}); err == nil {
			t.Fatal("integer division by zero on the cached path: no error")
		}
	}
}

// The cached path on one target must not serve a call on another.
func TestDispatchCacheTargets(t *testing.T) {
	var runs atomic.Int32 // Sim runs elements on several goroutines
	counted := kern.Vectorize("Counted", kern.Loop{
		In: []nd.DType{nd.Float32}, Out: []nd.DType{nd.Float32},
		Run: func(n int, p []unsafe.Pointer, s []int) {
			runs.Add(1)
			for i := range n {
				*(*float32)(unsafe.Add(p[1], i*s[1])) = *(*float32)(unsafe.Add(p[0], i*s[0])) + 1
			}
		},
	})
	x, out := []float32{1, 2}, make([]float32, 2)
	for _, on := range []any{kern.CPU, kern.CPU, kern.Sim, kern.HostDevice(), kern.Parallel, kern.Sim} {
		runs.Store(0)
		if err := counted.Into(on, out, x); err != nil {
			t.Fatal(err)
		}
		if out[0] != 2 || out[1] != 3 {
			t.Fatalf("%v: %v", on, out)
		}
		// Sim runs the core one element per thread; CPU and Parallel
		// (the host device's choice) once over both.
		if want := map[bool]int{true: 2, false: 1}[on == kern.Sim]; int(runs.Load()) != want {
			t.Errorf("%v: %d runs, want %d (a cached CPU call served another target?)", on, runs.Load(), want)
		}
	}
}

func TestDispatchCacheAllocations(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	disc := ufDiscUfunc()
	x, y, out := make([]float32, 16), make([]float32, 16), make([]float32, 16)
	args, outAny := []any{x, y, x}, any(out)
	for _, tg := range []kern.Target{kern.CPU, kern.Parallel} {
		if n := testing.AllocsPerRun(100, func() {
			if err := disc.Into(tg, outAny, args...); err != nil {
				t.Fatal(err)
			}
		}); n != 0 {
			t.Errorf("%v: Into allocates %v times, want 0", tg, n)
		}
		// Call: the output's data, its shape and strides, and its boxing.
		if n := testing.AllocsPerRun(100, func() {
			if _, err := disc.Call(tg, args...); err != nil {
				t.Fatal(err)
			}
		}); n > 3 {
			t.Errorf("%v: Call allocates %v times, want ≤ 3 (the output)", tg, n)
		}
	}
}

// BenchmarkUfuncOperands is the per-call cost of Into (CPU, arguments
// boxed once) by number of inputs and rank: it should stay flat.
func BenchmarkUfuncOperands(b *testing.B) {
	for _, nin := range []int{1, 3, 8} {
		loop := sumLoop(nin)
		u := kern.Vectorize(fmt.Sprintf("Sum%d", nin), loop)
		// The baseline: the loop itself on 16 elements.
		bases, steps := make([]unsafe.Pointer, nin+1), make([]int, nin+1)
		for k := range bases {
			bases[k], steps[k] = unsafe.Pointer(unsafe.SliceData(make([]float32, 16))), 4
		}
		b.Run(fmt.Sprintf("in=%d/loop-only", nin), func(b *testing.B) {
			for b.Loop() {
				loop.Run(16, bases, steps)
			}
		})
		for _, shape := range [][]int{{16}, {2, 2, 4}} {
			args := make([]any, nin)
			for k := range args {
				args[k] = nd.Must(nd.Full[float32](1, shape...))
			}
			var out any = nd.Must(nd.Zeros[float32](shape...))
			b.Run(fmt.Sprintf("in=%d/%d-D", nin, len(shape)), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if err := u.Into(kern.CPU, out, args...); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// sumLoop is a float32 loop adding nin inputs.
func sumLoop(nin int) kern.Loop {
	in := make([]nd.DType, nin)
	for k := range in {
		in[k] = nd.Float32
	}
	return kern.Loop{In: in, Out: []nd.DType{nd.Float32}, Run: func(n int, p []unsafe.Pointer, s []int) {
		for i := range n {
			var acc float32
			for k := range nin {
				acc += *(*float32)(unsafe.Add(p[k], i*s[k]))
			}
			*(*float32)(unsafe.Add(p[nin], i*s[nin])) = acc
		}
	}}
}

// On a GPU, repeated Into on device arrays takes the cache too: results,
// freed arrays, shape mismatches and another device must come out as on
// the full path.
func TestDispatchCacheDeviceArrays(t *testing.T) {
	add := kern.Vectorize("Add", kern.Loop2(gputest.Add[float32]))
	for _, p := range places() {
		if !p.gpu {
			continue
		}
		dev := p.on.(*kern.Device)
		x := nd.Must(nd.Arange[float32](0, 300, 1))
		dx := nd.Must(kern.ToDevice(dev, x))
		dy := nd.Must(kern.ToDevice(dev, nd.FullLike(x, 0.5)))
		dout := nd.Must(kern.NewDeviceArray[float32](dev, []int{300}, nd.C))
		for _, on := range []any{kern.Auto, dev, kern.Auto, dev} { // dev last: the cases below use the cache it filled
			for call := range 3 {
				dy2 := nd.Must(kern.ToDevice(dev, nd.FullLike(x, float32(call))))
				if err := add.Into(on, dout, dx, dy2); err != nil {
					t.Fatalf("%s %v call %d: %v", p.name, on, call, err)
				}
				got := nd.Must(dout.CopyToHost())
				for i, v := range got.ToSlice() {
					if v != float32(i)+float32(call) {
						t.Fatalf("%s %v call %d: element %d = %v", p.name, on, call, i, v)
					}
				}
			}
		}
		short := nd.Must(kern.NewDeviceArray[float32](dev, []int{299}, nd.C))
		if err := add.Into(dev, dout, dx, short); !errors.Is(err, nd.ErrBroadcast) {
			t.Errorf("%s: short input: %v", p.name, err)
		}
		if err := add.Into(dev, short, dx, dy); !errors.Is(err, nd.ErrShape) {
			t.Errorf("%s: short output: %v", p.name, err)
		}
		other := kern.NewDevice(emu.New())
		ox := nd.Must(kern.ToDevice(other, x))
		if err := add.Into(dev, dout, dx, ox); !errors.Is(err, ufunc.ErrOperand) {
			t.Errorf("%s: an input on another device: %v", p.name, err)
		}
		if err := add.Into(dev, dout, dx, dy); err != nil {
			t.Fatal(err)
		}
		if err := dy.Free(); err != nil {
			t.Fatal(err)
		}
		if err := add.Into(dev, dout, dx, dy); !errors.Is(err, driver.ErrFreed) {
			t.Errorf("%s: a freed input: %v", p.name, err)
		}
	}
}
