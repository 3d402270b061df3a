package kern_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/host"
	"github.com/kernlab/kern/internal/simt"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
)

// These tests run kernels written against the kernel-side API on the host
// device, with device arrays as their data, and compare with plain Go.

func newDev(t *testing.T, opts ...host.Option) *kern.Device {
	t.Helper()
	return kern.NewDevice(host.New(opts...))
}

func must[V any](t *testing.T) func(V, error) V {
	return func(v V, err error) V {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}

func launch(t *testing.T, dev *kern.Device, grid, block kern.Dim3, body func(*kern.Thread)) {
	t.Helper()
	if err := dev.LaunchFunc(kern.FuncLaunch{Grid: grid, Block: block}, body); err != nil {
		t.Fatal(err)
	}
}

func d1(x int) kern.Dim3    { return kern.Dim3{X: x, Y: 1, Z: 1} }
func d2(x, y int) kern.Dim3 { return kern.Dim3{X: x, Y: y, Z: 1} }

func TestKernelBlockReduction(t *testing.T) {
	dev := newDev(t)
	const n = 1000
	host := must[nd.Array[int64]](t)(nd.Random[int64](1, n))
	blocks := (n + gputest.ReduceBlock - 1) / gputest.ReduceBlock
	din := must[*kern.DeviceArray[int64]](t)(kern.ToDevice(dev, host))
	dout := must[*kern.DeviceArray[int64]](t)(kern.NewDeviceArray[int64](dev, []int{blocks}, nd.C))
	in, _, err := din.HostData()
	if err != nil {
		t.Fatal(err)
	}
	out, _, _ := dout.HostData()
	launch(t, dev, d1(blocks), d1(gputest.ReduceBlock), func(th *kern.Thread) { gputest.BlockSum(th, in, out) })
	got := must[nd.Array[int64]](t)(dout.CopyToHost())
	want := make([]int64, blocks)
	for i, v := range host.ToSlice() {
		want[i/gputest.ReduceBlock] += v
	}
	for b, w := range want {
		if g := got.At(b); g != w {
			t.Errorf("block %d: sum %d, want %d", b, g, w)
		}
	}
}

func TestKernelWarpShuffles(t *testing.T) {
	dev := newDev(t)
	const n = 256
	in := make([]int32, n)
	for i := range in {
		in[i] = int32(i*37%101 - 50)
	}
	sum := make([]int32, n/32)
	bfly, bcast, scan := make([]int32, n), make([]int32, n), make([]int32, n)
	launch(t, dev, d1(2), d1(128), func(th *kern.Thread) { gputest.WarpOps(th, in, sum, bfly, bcast, scan) })
	for w := range n / 32 {
		var total, run int32
		for l := range 32 {
			total += in[w*32+l]
		}
		if sum[w] != total {
			t.Errorf("warp %d: ShflDown sum %d, want %d", w, sum[w], total)
		}
		for l := range 32 {
			i := w*32 + l
			run += in[i]
			if bfly[i] != total || bcast[i] != in[w*32+5] || scan[i] != run {
				t.Fatalf("lane %d of warp %d: xor %d bcast %d scan %d, want %d %d %d",
					l, w, bfly[i], bcast[i], scan[i], total, in[w*32+5], run)
			}
		}
	}
}

func TestKernelHistogramAtomics(t *testing.T) {
	dev := newDev(t)
	const n, bins = 5000, 13
	vals := make([]int32, n)
	weights := make([]float32, n)
	for i := range vals {
		vals[i] = int32(i * 7919 % bins)
		weights[i] = float32(i%4) * 0.5 // exact in float32: any order gives the same sum
	}
	dv := must[*kern.DeviceArray[int32]](t)(kern.ToDevice(dev, must[nd.Array[int32]](t)(nd.Wrap(vals, n))))
	dw := must[*kern.DeviceArray[float32]](t)(kern.ToDevice(dev, must[nd.Array[float32]](t)(nd.Wrap(weights, n))))
	dc := must[*kern.DeviceArray[int32]](t)(kern.NewDeviceArray[int32](dev, []int{bins}, nd.C))
	ds := must[*kern.DeviceArray[float32]](t)(kern.NewDeviceArray[float32](dev, []int{bins}, nd.C))
	du := must[*kern.DeviceArray[uint8]](t)(kern.NewDeviceArray[uint8](dev, []int{bins}, nd.C))
	v, _, _ := dv.HostData()
	w, _, _ := dw.HostData()
	c, _, _ := dc.HostData()
	s, _, _ := ds.HostData()
	u, _, _ := du.HostData()
	launch(t, dev, d1(7), d1(64), func(th *kern.Thread) { gputest.Histogram(th, v, w, c, s, u) })
	wantC := make([]int32, bins)
	wantS := make([]float32, bins)
	wantU := make([]uint8, bins)
	for i, b := range vals {
		wantC[b]++
		wantS[b] += weights[i]
		wantU[b]++ // wraps past 255 as the atomic does
	}
	gotC := must[nd.Array[int32]](t)(dc.CopyToHost()).ToSlice()
	gotS := must[nd.Array[float32]](t)(ds.CopyToHost()).ToSlice()
	gotU := must[nd.Array[uint8]](t)(du.CopyToHost()).ToSlice()
	for b := range bins {
		if gotC[b] != wantC[b] || gotS[b] != wantS[b] || gotU[b] != wantU[b] {
			t.Errorf("bin %d: int32 %d float32 %g uint8 %d, want %d %g %d", b, gotC[b], gotS[b], gotU[b], wantC[b], wantS[b], wantU[b])
		}
	}
}

func TestKernelAtomicOps(t *testing.T) {
	dev := newDev(t)
	var mx, mn int64 = -1 << 62, 1 << 62
	var fmx float64
	var casCount, exch uint16
	const n = 512
	launch(t, dev, d1(4), d1(n/4), func(th *kern.Thread) {
		i := int64(th.Grid1())
		v := (i * 7919) % n
		kern.AtomicMax(&mx, v)
		kern.AtomicMin(&mn, v-100)
		kern.AtomicMax(&fmx, float64(v)/2)
		kern.AtomicExch(&exch, uint16(1))
		for { // a CAS loop counting threads
			o := kern.AtomicAdd(&casCount, 0)
			if kern.AtomicCAS(&casCount, o, o+1) == o {
				break
			}
		}
	})
	if mx != n-1 || mn != -100 || fmx != float64(n-1)/2 || casCount != n || exch != 1 {
		t.Errorf("max %d min %d fmax %g cas %d exch %d; want %d -100 %g %d 1", mx, mn, fmx, casCount, exch, n-1, float64(n-1)/2, n)
	}
}

func TestKernelTransposeSharedTile(t *testing.T) {
	dev := newDev(t)
	const rows, cols = 37, 50
	h := must[nd.Array[float32]](t)(nd.Random[float32](3, rows, cols))
	din := must[*kern.DeviceArray[float32]](t)(kern.ToDevice(dev, h))
	dout := must[*kern.DeviceArray[float32]](t)(kern.NewDeviceArray[float32](dev, []int{cols, rows}, nd.C))
	ain := must[kern.Array2[float32]](t)(kern.AsArray2(din))
	aout := must[kern.Array2[float32]](t)(kern.AsArray2(dout))
	grid := d2((cols+gputest.Tile-1)/gputest.Tile, (rows+gputest.Tile-1)/gputest.Tile)
	launch(t, dev, grid, d2(gputest.Tile, gputest.Tile), func(th *kern.Thread) { gputest.Transpose(th, ain, aout) })
	got := must[nd.Array[float32]](t)(dout.CopyToHost())
	for i := range rows {
		for j := range cols {
			if got.At(j, i) != h.At(i, j) {
				t.Fatalf("out[%d][%d] = %g, want in[%d][%d] = %g", j, i, got.At(j, i), i, j, h.At(i, j))
			}
		}
	}
}

// TestKernelEarlyReturnBeforeBarrier: threads past the end return before
// the barrier; the rest must not wait for them forever.
func TestKernelEarlyReturnBeforeBarrier(t *testing.T) {
	dev := newDev(t)
	const n = 100
	out := make([]int, n)
	done := make(chan error, 1)
	go func() {
		done <- dev.LaunchFunc(kern.FuncLaunch{Grid: d1(2), Block: d1(64)}, func(th *kern.Thread) {
			sh := kern.Shared[[64]int](th)
			i := th.Grid1()
			if i >= n {
				return
			}
			sh[th.ThreadIdx().X] = i
			th.SyncThreads()
			th.SyncThreads()
			out[i] = sh[th.ThreadIdx().X] * 2
		})
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("launch with an early return before SyncThreads deadlocked")
	}
	for i, v := range out {
		if v != 2*i {
			t.Fatalf("out[%d] = %d", i, v)
		}
	}
}

func TestKernelPanicNamesBlockAndThread(t *testing.T) {
	dev := newDev(t)
	data := make([]float32, 40)
	body := func(th *kern.Thread) {
		data[th.Grid1()] = 1 // threads 40..63 index out of range
	}
	err := dev.LaunchFunc(kern.FuncLaunch{Grid: d1(2), Block: d1(32), NoSync: true}, body)
	if !errors.Is(err, driver.ErrKernelTrap) {
		t.Fatalf("err = %v, want ErrKernelTrap", err)
	}
	var ke *kern.KernelTrapError
	if !errors.As(err, &ke) {
		t.Fatalf("err = %v has no *kern.KernelTrapError", err)
	}
	if ke.Block.X != 1 || ke.Thread.X < 8 {
		t.Errorf("failure reported in block %v thread %v, want block 1 thread ≥ 8", ke.Block, ke.Thread)
	}
	msg := err.Error()
	for _, want := range []string{"block", "thread", "index out of range"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q does not mention %q", msg, want)
		}
	}
	// A barrier in a NoSync launch is reported, not a hang.
	err = dev.LaunchFunc(kern.FuncLaunch{Grid: d1(1), Block: d1(4), NoSync: true}, func(th *kern.Thread) { th.SyncThreads() })
	if !errors.Is(err, simt.ErrNotCooperative) {
		t.Errorf("SyncThreads in a NoSync launch: err = %v, want ErrNotCooperative", err)
	}
}

func TestKernelDynShared(t *testing.T) {
	dev := newDev(t)
	const n = 64
	out := make([]float64, n)
	err := dev.LaunchFunc(kern.FuncLaunch{Grid: d1(1), Block: d1(n), SharedBytes: n * 8}, func(th *kern.Thread) {
		sh := kern.DynShared[float64](th)
		i := th.ThreadIdx().X
		sh[i] = float64(i) * 1.5
		th.SyncThreads()
		out[i] = sh[n-1-i]
	})
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range out {
		if v != float64(n-1-i)*1.5 {
			t.Fatalf("out[%d] = %g", i, v)
		}
	}
}

func TestLaunchFuncUnsupportedAndBad(t *testing.T) {
	dev := newDev(t)
	if err := dev.LaunchFunc(kern.FuncLaunch{Grid: d1(1), Block: d1(1)}, nil); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("nil body: %v", err)
	}
	if err := dev.LaunchFunc(kern.FuncLaunch{Grid: d1(1), Block: d1(2000)}, func(*kern.Thread) {}); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("2000 threads: %v", err)
	}
	if err := kern.NewDevice(nil).LaunchFunc(kern.FuncLaunch{}, func(*kern.Thread) {}); !errors.Is(err, driver.ErrNoDevice) {
		t.Errorf("nil device: %v", err)
	}
}

func hostCap(n int64) host.Option { return host.WithCapacity(n) }
