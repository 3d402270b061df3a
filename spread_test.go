package kern_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
)

// TestSpreadUfunc spreads the discriminant over every emulated CUDA and ROC
// device, with equal and weighted shares, broadcast operands, small
// chunks (several per share), and compares with plain Go.
func TestSpreadUfunc(t *testing.T) {
	if !inMultiProcess(t) {
		return
	}
	disc := kern.Vectorize("Disc", kern.Loop3(gputest.Disc[float32]), kern.Loop3(gputest.Disc[float64]))
	a := ufRand[float32](t, 1, -4, 37, 50)
	b := ufRand[float32](t, 2, -4, 50) // broadcasts along the first axis
	c := ufRand[float32](t, 3, -4, 37, 50)
	want := ufRef3(t, gputest.Disc[float32], a, b, c)
	ds, _ := kern.Devices(kern.CUDA)
	for _, sp := range []*kern.Spreading{
		kern.Spread(kern.CUDA),
		kern.Spread(kern.CUDA, kern.ROC, kern.SpreadChunking(kern.ChunkLen(128), kern.StreamAbove(0))),
		kern.Spread(ds[2], ds[0], kern.Weights(3, 1)),
		kern.Spread(ds[1], kern.CPU, kern.ByThroughput()),
	} {
		got, err := kern.As[float32](disc.Call(sp, a, b, c))
		if err != nil {
			t.Fatal(err)
		}
		sameBits(t, "spread call", got, want)
		out := nd.Must(nd.Zeros[float32](37, 50))
		if err := disc.Into(sp, out, a, b, c); err != nil {
			t.Fatal(err)
		}
		sameBits(t, "spread Into", out, want)
	}
	// More devices than rows: the empty shares do nothing.
	a1, b1, c1 := ufRand[float64](t, 4, -4, 2), ufRand[float64](t, 5, -4, 2), ufRand[float64](t, 6, -4, 2)
	got, err := kern.As[float64](disc.Call(kern.Spread(kern.CUDA, kern.ROC), a1, b1, c1))
	if err != nil {
		t.Fatalf("2 rows over 5 devices: %v", err)
	}
	sameBits(t, "2 rows over 5 devices", got, ufRef3(t, gputest.Disc[float64], a1, b1, c1))
	// Device arrays and bad weights are refused.
	da, _ := kern.ToDevice(ds[0], a)
	if _, err := disc.Call(kern.Spread(kern.CUDA), da, b, c); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("device operand: %v", err)
	}
	if _, err := disc.Call(kern.Spread(kern.CUDA, kern.Weights(1)), a, b, c); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("one weight for three devices: %v", err)
	}
}

// TestSpreadReduce folds per-device partials in device order: the
// integer sum is exact and equals plain Go's; Init counts once.
func TestSpreadReduce(t *testing.T) {
	if !inMultiProcess(t) {
		return
	}
	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[int64]), kern.Loop2(gputest.Sum[float64]))
	x := make([]int64, 10007)
	var want int64
	for i := range x {
		x[i] = int64(i*i%1013) - 300
		want += x[i]
	}
	for _, sp := range []*kern.Spreading{kern.Spread(kern.CUDA), kern.Spread(kern.CUDA, kern.ROC, kern.Weights(1, 2, 3, 4, 5))} {
		got, err := sum.Call(sp, x)
		if err != nil || got != want {
			t.Errorf("spread sum = %v, %v; want %d", got, err, want)
		}
		got, err = sum.Call(sp, x, kern.Init(int64(1000)))
		if err != nil || got != want+1000 {
			t.Errorf("spread sum with Init = %v, %v; want %d", got, err, want+1000)
		}
	}
	// Floats: the same cut gives the same bits every time.
	f := ufRand[float64](t, 9, -1, 5000)
	r1, err1 := sum.Call(kern.Spread(kern.CUDA), f)
	r2, err2 := sum.Call(kern.Spread(kern.CUDA), f)
	if err1 != nil || err2 != nil || r1 != r2 {
		t.Errorf("float spread sums %v, %v (%v, %v): not deterministic", r1, r2, err1, err2)
	}
	if _, err := sum.Call(kern.Spread(kern.CUDA), x, kern.Axis(0)); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("Axis: %v", err)
	}
}

// TestSpreadDeviceFails: a device that fails stops the call with an error
// naming it and its share.
func TestSpreadDeviceFails(t *testing.T) {
	if !inMultiProcess(t) {
		return
	}
	ds, _ := kern.Devices(kern.ROC)
	// A ufunc without GPU code fails on every GPU share; the error names
	// the first device in order and its rows.
	plain := kern.Vectorize("Plain", kern.Loop3(ufDisc[float32]))
	a := ufRand[float32](t, 1, -4, 10)
	_, err := plain.Call(kern.Spread(ds[1], ds[0]), a, a, a)
	var se *kern.SpreadError
	if !errors.As(err, &se) || se.Device != ds[1].String() || se.Lo != 0 || se.Hi != 5 || !errors.Is(err, kern.ErrNoGPUCode) {
		t.Fatalf("failing share: %v", err)
	}
	if !strings.Contains(err.Error(), ds[1].String()) || !strings.Contains(err.Error(), "0..5") {
		t.Errorf("error does not name the device and share: %v", err)
	}
}

// TestSpreadGufunc cuts a gufunc's first loop dimension: operands with only
// core dimensions, and scalars, go to every device whole.
func TestSpreadGufunc(t *testing.T) {
	if !inMultiProcess(t) {
		return
	}
	scale := kern.GUVectorize("Scale", "(n),()->(n)", kern.GULoop3(gputest.Scale))
	rowSum := kern.GUVectorize("RowSum", "(n)->()", kern.GULoop2(gputest.RowSum))
	x := ufRand[float32](t, 1, -4, 13, 6)
	want, err := kern.As[float32](scale.Call(kern.CPU, x, float32(1.5)))
	if err != nil {
		t.Fatal(err)
	}
	got, err := kern.As[float32](scale.Call(kern.Spread(kern.CUDA, kern.ROC), x, float32(1.5)))
	if err != nil {
		t.Fatal(err)
	}
	sameBits(t, "spread Scale", got, want)
	y := ufRand[float64](t, 2, -4, 11, 8)
	rw, err := kern.As[float64](rowSum.Call(kern.CPU, y))
	if err != nil {
		t.Fatal(err)
	}
	out := nd.Must(nd.Zeros[float64](11))
	if err := rowSum.Into(kern.Spread(kern.CUDA), out, y); err != nil {
		t.Fatal(err)
	}
	sameBits(t, "spread RowSum", out, rw)
}
