package kern_test

// numba-cuda's test_events.py, test_streams.py, test_pinned.py,
// test_host_alloc.py, test_cuda_memory.py, test_deallocations.py,
// test_select_device.py and test_cuda_devicerecord.py ported to kern, on
// every device (devPlaces): the host device and the emulated CUDA and ROC devices. Numba's cuda.event,
// cuda.stream, cuda.pinned, cuda.pinned_array and memalloc are
// Device.NewEvent, Device.NewStream, kern.PinHost, kern.PinnedArray and
// NewDeviceArray; driver.host_to_device / device_to_device /
// device_to_host are the DeviceArray copies and kern.Copy.
//
// Not ported, on purpose: mapped (zero-copy) host arrays and managed
// memory (kern has neither), device_memset (no memset: a copy of zeros
// does it), MemoryPointer finalizers, ctypes sizes and refcounts
// (a view's lifetime is checked instead), the deallocation queue's
// count and byte thresholds and cuda.defer_cleanup (kern frees on Free,
// or on the garbage collector's cleanup at the next allocation,
// MemInfo, Synchronize or ReleaseFreed: checked through MemInfo), and
// asyncio's stream.async_done and stream.add_callback (a goroutine that
// calls Synchronize or SynchronizeContext is Go's way).

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"unsafe"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/internal/testing/nbcuda"
	"github.com/kernlab/kern/nd"
)

func TestNumbaEvents(t *testing.T) {
	forDevPlaces(t, func(t *testing.T, dev *kern.Device) {
		// test_event_elapsed (the default stream) and
		// test_event_elapsed_stream.
		s := must[*kern.Stream](t)(dev.NewStream())
		defer s.Close()
		for _, st := range []*kern.Stream{dev.DefaultStream(), s} {
			dary := must[*kern.DeviceArray[float64]](t)(kern.NewDeviceArray[float64](dev, []int{32}, nd.C))
			start := must[*kern.Event](t)(dev.NewEvent())
			end := must[*kern.Event](t)(dev.NewEvent())
			if err := start.Record(st); err != nil {
				t.Fatal(err)
			}
			src := must[nd.Array[float64]](t)(nd.Arange[float64](0, 32, 1))
			if err := dary.CopyToDevice(src, kern.OnStream(st)); err != nil {
				t.Fatal(err)
			}
			if err := end.Record(st); err != nil {
				t.Fatal(err)
			}
			if err := st.WaitEvent(end); err != nil {
				t.Fatal(err)
			}
			if err := end.Synchronize(); err != nil {
				t.Fatal(err)
			}
			if el, err := end.Elapsed(start); err != nil || el < 0 {
				t.Fatalf("elapsed_time: %v %v", el, err)
			}
			sameHost(t, "copy between the events", dary, src)
			start.Close()
			end.Close()
			dary.Free()
		}
	})
}

func TestNumbaStreams(t *testing.T) {
	forDevPlaces(t, func(t *testing.T, dev *kern.Device) {
		// test_parallel_tasks: four tasks, each a stream with pinned
		// buffers, each awaiting its own stream.
		values := []float64{1, 2, 3, 4}
		means := make([]float64, len(values))
		errs := make([]error, len(values))
		var wg sync.WaitGroup
		for i, v := range values {
			wg.Go(func() {
				errs[i] = func() error {
					s, err := dev.NewStream()
					if err != nil {
						return err
					}
					defer s.Close()
					src, err := kern.PinnedArray[float64](dev, 8)
					if err != nil {
						return err
					}
					defer src.Close()
					dst, err := kern.PinnedArray[float64](dev, 8)
					if err != nil {
						return err
					}
					defer dst.Close()
					src.Fill(v)
					d, err := kern.ToDevice(dev, src.Array, kern.OnStream(s))
					if err != nil {
						return err
					}
					defer d.Free()
					if err := d.CopyInto(dst.Array, kern.OnStream(s)); err != nil {
						return err
					}
					if err := s.Synchronize(); err != nil {
						return err
					}
					for x := range dst.Values() {
						means[i] += x / 8
					}
					return nil
				}()
			})
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil || !slices.Equal(means, values) {
			t.Fatalf("parallel tasks: %v, %v", means, err)
		}
		// test_multiple_async_done(_multiple_streams): several waiters
		// on one stream and on several.
		streams := []*kern.Stream{must[*kern.Stream](t)(dev.NewStream()), must[*kern.Stream](t)(dev.NewStream())}
		d := toDev(t, dev, iota64(t, nd.C, 1000))
		host := iota64(t, nd.C, 1000)
		for _, s := range streams {
			if err := d.CopyInto(host, kern.OnStream(s)); err != nil {
				t.Fatal(err)
			}
		}
		errc := make(chan error, 8)
		for k := range 8 {
			go func() { errc <- streams[k%2].Synchronize() }()
		}
		for range 8 {
			if err := <-errc; err != nil {
				t.Fatal(err)
			}
		}
		// test_cancelled_future: a cancelled wait says so and leaves the
		// stream to be waited for again.
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if err := streams[0].SynchronizeContext(ctx); err != nil && !errors.Is(err, context.Canceled) {
			t.Fatalf("cancelled wait: %v", err)
		}
		if err := streams[0].Synchronize(); err != nil {
			t.Fatal(err)
		}
		for _, s := range streams {
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
		}
		// test_del_stream, test_del_event: closing twice is harmless.
		for _, s := range streams {
			if err := s.Close(); err != nil {
				t.Fatalf("second Close: %v", err)
			}
		}
	})
}

func TestNumbaPinned(t *testing.T) {
	forDevPlaces(t, func(t *testing.T, dev *kern.Device) {
		// _run_copies on 2M int64 (16 MB), pinned (cuda.pinned) and not.
		for _, pin := range []bool{true, false} {
			a := iota64(t, nd.C, 2*1024*1024)
			a0 := a.Copy(nd.C)
			if pin {
				reg := must[*kern.HostPinning](t)(kern.PinHost(dev, a))
				defer reg.Close()
			}
			s := must[*kern.Stream](t)(dev.NewStream())
			on := kern.OnStream(s)
			d, err := kern.ToDevice(dev, a, kern.NoCopy(), on)
			if err != nil {
				t.Fatal(err)
			}
			if err := d.CopyToDevice(a, on); err != nil {
				t.Fatal(err)
			}
			if err := d.CopyInto(a, on); err != nil {
				t.Fatal(err)
			}
			if err := s.Synchronize(); err != nil {
				t.Fatal(err)
			}
			if !nd.Equal(a, a0) {
				t.Fatalf("pinned %v: the round trip changed the array", pin)
			}
			d.Free()
			s.Close()
		}
		// test_del_pinned_contextmanager: pinning is undone at once, so
		// the same array pins again, after an error too.
		a := must[nd.Array[float64]](t)(nd.Zeros[float64](1))
		for range 3 {
			reg, err := kern.PinHost(dev, a)
			if err != nil {
				t.Fatalf("re-pin: %v", err)
			}
			if err := reg.Close(); err != nil {
				t.Fatal(err)
			}
		}
		reg := must[*kern.HostPinning](t)(kern.PinHost(dev, a))
		if _, err := kern.PinHost(dev, a); err == nil {
			t.Fatal("pinning pinned memory again: no error")
		}
		reg.Close()
		reg = must[*kern.HostPinning](t)(kern.PinHost(dev, a))
		reg.Close()
	})
}

func TestNumbaHostAlloc(t *testing.T) {
	add := kern.Vectorize("Add", kern.Loop2(gputest.Add[float32]))
	forDevPlaces(t, func(t *testing.T, dev *kern.Device) {
		// test_host_alloc_pinned: zeroing the device copy leaves the
		// pinned array alone until it is copied back.
		ary := must[*kern.Pinned[uint32]](t)(kern.PinnedArray[uint32](dev, 10))
		defer ary.Close()
		ary.Fill(123)
		devary := toDev(t, dev, ary.Array)
		if err := devary.CopyToDevice(must[nd.Array[uint32]](t)(nd.Zeros[uint32](10))); err != nil {
			t.Fatal(err)
		}
		for v := range ary.Values() {
			if v != 123 {
				t.Fatalf("pinned array changed by a device write: %v", ary.Array)
			}
		}
		if err := devary.CopyInto(ary.Array); err != nil {
			t.Fatal(err)
		}
		for v := range ary.Values() {
			if v != 0 {
				t.Fatalf("copy_to_host(pinned): %v", ary.Array)
			}
		}
		// test_host_operators: a pinned array is an operand like any
		// host array (here ary + 1 by a ufunc on the device's target).
		p := must[*kern.Pinned[float32]](t)(kern.PinnedArray[float32](dev, 10))
		defer p.Close()
		for i := range 10 {
			p.Set(float32(i), i)
		}
		r, err := add.Call(dev, p, float32(1))
		if err != nil {
			t.Fatal(err)
		}
		var sum float32
		switch r := r.(type) {
		case nd.Array[float32]:
			for v := range r.Values() {
				sum += v
			}
		case *kern.DeviceArray[float32]:
			for v := range must[nd.Array[float32]](t)(r.CopyToHost()).Values() {
				sum += v
			}
		default:
			t.Fatalf("ary + 1 is a %T", r)
		}
		if sum != 55 {
			t.Fatalf("sum(ary + 1) = %v, want 55", sum)
		}
	})
}

func TestNumbaCudaMemory(t *testing.T) {
	forDevPlaces(t, func(t *testing.T, dev *kern.Device) {
		// test_memcpy and test_d2d.
		hst := must[nd.Array[uint32]](t)(nd.Arange[uint32](0, 100, 1))
		dev1 := must[*kern.DeviceArray[uint32]](t)(kern.NewDeviceArray[uint32](dev, []int{100}, nd.C))
		dev2 := must[*kern.DeviceArray[uint32]](t)(kern.NewDeviceArray[uint32](dev, []int{100}, nd.C))
		if err := dev1.CopyToDevice(hst); err != nil {
			t.Fatal(err)
		}
		if err := kern.Copy(dev2, dev1); err != nil {
			t.Fatal(err)
		}
		sameHost(t, "d2d", dev2, hst)
		// test_derived_pointer: a view's pointer is the owner's plus the
		// offset, views of views too, and the memory stays while a view
		// is alive (Numba's refct).
		v1 := must[*kern.DeviceArray[uint32]](t)(dev1.Slice(nd.From(1)))
		v2 := must[*kern.DeviceArray[uint32]](t)(v1.Slice(nd.From(1)))
		p0 := must[uintptr](t)(ptrOf(dev1))
		if p1 := must[uintptr](t)(ptrOf(v1)); p1 != p0+4 {
			t.Fatalf("view pointer %#x, owner %#x", p1, p0)
		}
		if p2 := must[uintptr](t)(ptrOf(v2)); p2 != p0+8 {
			t.Fatalf("view of view pointer %#x, owner %#x", p2, p0)
		}
		if err := dev1.Free(); err != nil {
			t.Fatal(err)
		}
		if _, err := dev1.CopyToHost(); !errors.Is(err, kern.ErrFreed) {
			t.Fatalf("freed handle: %v", err)
		}
		sameHost(t, "view after the owner's Free", v2, must[nd.Array[uint32]](t)(hst.Slice(nd.From(2))))
		v1.Free()
		v2.Free()
		dev2.Free()
		// TestMVExtent: a host array's extent is its elements' bytes.
		f := must[nd.Array[int64]](t)(nd.Arange[int64](0, 100, 1)).Copy(nd.F)
		if data, off := f.Raw(); off != 0 || len(data)*int(unsafe.Sizeof(data[0])) != 800 {
			t.Fatalf("extent of an F array: %d elements from %d", len(data), off)
		}
	})
}

func ptrOf[T nd.Elem](a *kern.DeviceArray[T]) (uintptr, error) {
	p, err := a.DevicePointer()
	return uintptr(p), err
}

func TestNumbaDeallocations(t *testing.T) {
	forDevPlaces(t, func(t *testing.T, dev *kern.Device) {
		free0, total, err := dev.MemInfo()
		if err != nil || total <= 0 {
			t.Fatalf("MemInfo: %v %v", total, err)
		}
		// Handles dropped without Free (Python's del) come back once the
		// collector has found them.
		for range 10 {
			if _, err := kern.ToDevice(dev, iota64(t, nd.C, 1<<16)); err != nil {
				t.Fatal(err)
			}
		}
		if free := freeReaching(t, dev, free0); free < free0 {
			t.Fatalf("dropped arrays not freed: %d bytes free, %d before", free, free0)
		}
		// Free is immediate.
		d := toDev(t, dev, iota64(t, nd.C, 1<<16))
		if free, _, _ := dev.MemInfo(); free >= free0 {
			t.Fatalf("an allocation left %d bytes free, %d before", free, free0)
		}
		d.Free()
		if free, _, _ := dev.MemInfo(); free < free0 {
			t.Fatalf("Free: %d bytes free, %d before", free, free0)
		}
		// test_del_stream/event/pinned_memory/device_memory: closing
		// twice reports nothing.
		s := must[*kern.Stream](t)(dev.NewStream())
		e := must[*kern.Event](t)(dev.NewEvent())
		p := must[*kern.Pinned[float64]](t)(kern.PinnedArray[float64](dev, 4))
		for range 2 {
			if err := errors.Join(s.Close(), e.Close(), p.Close(), d.Free()); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// TestNumbaSelectDevice is test_select_device: ten goroutines in turn
// each use the device with a stream of their own.
func TestNumbaSelectDevice(t *testing.T) {
	forDevPlaces(t, func(t *testing.T, dev *kern.Device) {
		for range 10 {
			errc := make(chan error, 1)
			go func() {
				errc <- func() error {
					s, err := dev.NewStream()
					if err != nil {
						return err
					}
					a := iota64(t, nd.C, 100)
					d, err := kern.ToDevice(dev, a, kern.OnStream(s))
					if err != nil {
						return err
					}
					if err := s.Synchronize(); err != nil {
						return err
					}
					return errors.Join(d.Free(), s.Close(), dev.Synchronize())
				}()
			}()
			if err := <-errc; err != nil {
				t.Fatal(err)
			}
		}
	})
}

// TestNumbaMultiGPU: with KERN_EMULATE=cuda:3,roc:2, each device holds
// its own copy and a copy between any two, of one kind or two, is exact
// (test_multigpu's cuda.gpus loop and select_device).
func TestNumbaMultiGPU(t *testing.T) {
	if !inMultiProcess(t) {
		return
	}
	var devs []*kern.Device
	for _, tg := range []kern.Target{kern.CUDA, kern.ROC} {
		ds, err := kern.Devices(tg)
		if err != nil {
			t.Fatal(err)
		}
		devs = append(devs, ds...)
	}
	if len(devs) != 5 {
		t.Fatalf("%d devices, want 5", len(devs))
	}
	a := iota64(t, nd.C, 4, 25)
	for i, src := range devs {
		ds := toDev(t, src, a)
		for j, dst := range devs {
			dd := must[*kern.DeviceArray[int64]](t)(kern.NewDeviceArray[int64](dst, []int{4, 25}, nd.C))
			if err := kern.Copy(dd, ds); err != nil {
				t.Fatalf("copy %d -> %d: %v", i, j, err)
			}
			sameHost(t, "copy between devices", dd, a)
			dd.Free()
		}
	}
}

// recWithMat and recWithRecWithMat are test_cuda_devicerecord's
// recwithmat and recwithrecwithmat (packed in NumPy, and in Go: every
// field is 4 bytes).
type recWithMat struct {
	I int32
	J [3][3]float32
}

type recWithRecWithMat struct {
	X int32
	Y recWithMat
}

// TestNumbaDeviceRecord is test_cuda_devicerecord.py: Numba's
// DeviceRecord (one record in device memory) is a kern.DeviceSlice of
// length 1 of a Go struct; from_record_like is NewDeviceSlice, auto_device
// ToDeviceSlice. A kernel's writes to a device record reach the host
// (RecordAlignment: a[i].a = a[i].b). Not ported: the np.str_ field
// (kern records hold numbers, bools and arrays of them) and _numba_type_.
func TestNumbaDeviceRecord(t *testing.T) {
	forDevPlaces(t, func(t *testing.T, dev *kern.Device) {
		hostz, hostnz := nbcuda.AlignedRec{}, nbcuda.AlignedRec{A: 10, B: 11}
		devrec := must[*kern.DeviceSlice[nbcuda.AlignedRec]](t)(kern.NewDeviceSlice[nbcuda.AlignedRec](dev, 1))
		defer devrec.Free()
		if devrec.Len() != 1 {
			t.Fatalf("Len %d", devrec.Len())
		}
		// test_device_record_copy.
		if err := devrec.CopyFromHost([]nbcuda.AlignedRec{hostz}); err != nil {
			t.Fatal(err)
		}
		got := []nbcuda.AlignedRec{hostnz}
		if err := devrec.CopyToHost(got); err != nil || got[0] != hostz {
			t.Fatalf("zero record back: %+v %v", got, err)
		}
		if err := devrec.CopyFromHost([]nbcuda.AlignedRec{hostnz}); err != nil {
			t.Fatal(err)
		}
		if err := devrec.CopyToHost(got); err != nil || got[0] != hostnz {
			t.Fatalf("record back: %+v %v", got, err)
		}
		// test_from_record_like: a second record is distinct memory.
		devrec2 := must[*kern.DeviceSlice[nbcuda.AlignedRec]](t)(kern.NewDeviceSlice[nbcuda.AlignedRec](dev, 1))
		defer devrec2.Free()
		if err := devrec2.CopyFromHost([]nbcuda.AlignedRec{{A: 1, B: 2}}); err != nil {
			t.Fatal(err)
		}
		if err := devrec.CopyToHost(got); err != nil || got[0] != hostnz {
			t.Fatalf("record after writing another: %+v %v", got, err)
		}
		// A kernel on the device record: a.a = int32(a.b).
		if err := kern.NewKernel1(nbcuda.RecordAlignment).Launch(dev, 1, 1, devrec); err != nil {
			t.Fatal(err)
		}
		if err := devrec.CopyToHost(got); err != nil || got[0] != (nbcuda.AlignedRec{A: 11, B: 11}) {
			t.Fatalf("record after the kernel: %+v %v", got, err)
		}
		// test_auto_device with nested records and a matrix field.
		var r recWithRecWithMat
		r.X = 7
		r.Y.I = 8
		for i := range 3 {
			for j := range 3 {
				r.Y.J[i][j] = float32(i*3+j) + 0.25
			}
		}
		if unsafe.Sizeof(r) != 44 {
			t.Fatalf("recwithrecwithmat is %d bytes, NumPy's 44", unsafe.Sizeof(r))
		}
		dr := must[*kern.DeviceSlice[recWithRecWithMat]](t)(kern.ToDeviceSlice(dev, []recWithRecWithMat{r, r}))
		defer dr.Free()
		back := make([]recWithRecWithMat, 2)
		if err := dr.CopyToHost(back); err != nil || back[0] != r || back[1] != r {
			t.Fatalf("nested record round trip: %+v %v", back, err)
		}
	})
}
