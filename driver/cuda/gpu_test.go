package cuda

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"sync"
	"testing"
	"time"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// These tests need a CUDA device and the system's libcuda; they skip
// otherwise.

func gpu(t *testing.T) *Device {
	t.Helper()
	d, err := Default().Device(0)
	if errors.Is(err, driver.ErrNoDriver) || errors.Is(err, driver.ErrNoDevice) {
		t.Skipf("no CUDA device: %v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// vaddPTX adds two float32 arrays: c[i] = a[i] + b[i] for i < n.
const vaddPTX = `.version 7.0
.target sm_50
.address_size 64

.visible .entry vadd(
	.param .u64 pa,
	.param .u64 pb,
	.param .u64 pc,
	.param .u32 pn
)
{
	.reg .pred %p<2>;
	.reg .b32 %r<6>;
	.reg .f32 %f<4>;
	.reg .b64 %rd<11>;

	ld.param.u64 %rd1, [pa];
	ld.param.u64 %rd2, [pb];
	ld.param.u64 %rd3, [pc];
	ld.param.u32 %r2, [pn];
	mov.u32 %r3, %ctaid.x;
	mov.u32 %r4, %ntid.x;
	mov.u32 %r5, %tid.x;
	mad.lo.s32 %r1, %r3, %r4, %r5;
	setp.ge.u32 %p1, %r1, %r2;
	@%p1 bra DONE;
	cvta.to.global.u64 %rd4, %rd1;
	cvta.to.global.u64 %rd5, %rd2;
	cvta.to.global.u64 %rd6, %rd3;
	mul.wide.u32 %rd7, %r1, 4;
	add.s64 %rd8, %rd4, %rd7;
	add.s64 %rd9, %rd5, %rd7;
	add.s64 %rd10, %rd6, %rd7;
	ld.global.f32 %f1, [%rd8];
	ld.global.f32 %f2, [%rd9];
	add.f32 %f3, %f1, %f2;
	st.global.f32 [%rd10], %f3;
DONE:
	ret;
}
`

func TestGPUInfo(t *testing.T) {
	d := gpu(t)
	in := d.Info()
	t.Logf("%+v", in)
	if in.Kind != driver.KindCUDA || in.Name == "" || in.WarpSize != 32 || in.MultiProcessors <= 0 ||
		in.TotalMem <= 0 || in.MaxThreadsPerBlock < 512 || in.MaxBlockDim.X < 512 || in.MaxGridDim.X < 65535 ||
		in.SharedMemPerBlock < 16<<10 || in.ComputeMajor < 3 || in.DriverVersion < 11000 {
		t.Errorf("implausible info %+v", in)
	}
	if want := fmt.Sprintf("sm_%d%d", in.ComputeMajor, in.ComputeMinor); in.Arch != want {
		t.Errorf("Arch %s, want %s", in.Arch, want)
	}
	if !regexp.MustCompile(`^[0-9a-fA-F]{4,8}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-9]$`).MatchString(in.PCIBusID) {
		t.Errorf("PCI bus id %q", in.PCIBusID)
	}
	free, total, err := d.MemInfo()
	if err != nil || free <= 0 || free > total || total > in.TotalMem+1<<20 {
		t.Errorf("MemInfo = %d, %d, %v (TotalMem %d)", free, total, err, in.TotalMem)
	}
	again, err := Default().Device(0)
	if err != nil || again != d {
		t.Errorf("Device(0) again = %p, %v; want the same device %p", again, err, d)
	}
	if _, err := Default().Device(1 << 20); !errors.Is(err, driver.ErrNoDevice) {
		t.Errorf("Device(huge): %v", err)
	}
}

func TestGPUMemoryRoundTrip(t *testing.T) {
	d := gpu(t)
	const n = 1<<20 + 3
	src := make([]byte, n)
	for i := range src {
		src[i] = byte(i*7 + 1)
	}
	a, err := d.Alloc(n)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Free(a)
	b, err := d.Alloc(n)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Free(b)
	if a%256 != 0 || b%256 != 0 {
		t.Errorf("allocations not 256-byte aligned: %#x %#x", a, b)
	}
	if err := d.CopyHtoD(a, unsafe.Pointer(&src[0]), n, nil); err != nil {
		t.Fatal(err)
	}
	if err := d.CopyDtoD(b, a, n, nil); err != nil {
		t.Fatal(err)
	}
	if err := d.Memset(b, 0xAB, 100, nil); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, n)
	if err := d.CopyDtoH(unsafe.Pointer(&got[0]), b, n, nil); err != nil {
		t.Fatal(err)
	}
	for i := range got {
		want := src[i]
		if i < 100 {
			want = 0xAB
		}
		if got[i] != want {
			t.Fatalf("byte %d = %#x, want %#x", i, got[i], want)
		}
	}
	// Zero sizes, nil pointers and negative sizes.
	if p, err := d.Alloc(0); p != 0 || err != nil {
		t.Errorf("Alloc(0) = %v, %v", p, err)
	}
	if err := d.Free(0); err != nil {
		t.Errorf("Free(0): %v", err)
	}
	if _, err := d.Alloc(-1); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("Alloc(-1): %v", err)
	}
	if err := d.CopyHtoD(a, nil, 8, nil); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("CopyHtoD(nil): %v", err)
	}
	if _, err := d.Alloc(1 << 60); !errors.Is(err, driver.ErrOutOfMemory) {
		t.Errorf("Alloc(1<<60): %v", err)
	}
}

func TestGPUAsyncPinned(t *testing.T) {
	d := gpu(t)
	const n = 4 << 20
	h, err := d.AllocHost(n)
	if err != nil {
		t.Fatal(err)
	}
	defer d.FreeHost(h)
	host := unsafe.Slice((*byte)(h), n)
	for i := range host {
		host[i] = byte(i ^ i>>8)
	}
	back := make([]byte, n)
	if err := d.Register(unsafe.Pointer(&back[0]), n); err != nil {
		t.Fatal(err)
	}
	if d.Registered() != 1 {
		t.Errorf("Registered = %d", d.Registered())
	}
	if err := d.Register(unsafe.Pointer(&back[0]), n); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("double Register: %v", err)
	}
	s, err := d.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Destroy()
	p, err := d.Alloc(n)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Free(p)
	start, _ := d.NewEvent()
	stop, _ := d.NewEvent()
	defer start.Destroy()
	defer stop.Destroy()
	if err := start.Record(s); err != nil {
		t.Fatal(err)
	}
	if err := d.CopyHtoD(p, h, n, s); err != nil {
		t.Fatal(err)
	}
	if err := d.Memset(p, 7, 10, s); err != nil {
		t.Fatal(err)
	}
	if err := d.CopyDtoH(unsafe.Pointer(&back[0]), p, n, s); err != nil {
		t.Fatal(err)
	}
	if err := stop.Record(s); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if done, err := s.Query(); !done || err != nil {
		t.Errorf("Query after Synchronize = %v, %v", done, err)
	}
	el, err := stop.Elapsed(start)
	if err != nil || el <= 0 || el > 10*time.Second {
		t.Errorf("Elapsed = %v, %v", el, err)
	}
	for i := range back {
		want := host[i]
		if i < 10 {
			want = 7
		}
		if back[i] != want {
			t.Fatalf("byte %d = %d, want %d", i, back[i], want)
		}
	}
	if err := d.Unregister(unsafe.Pointer(&back[0])); err != nil {
		t.Fatal(err)
	}
	if err := d.Unregister(unsafe.Pointer(&back[0])); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("second Unregister: %v", err)
	}
	// A second stream waits on an event of the first.
	s2, err := d.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Destroy()
	if err := s2.WaitEvent(stop); err != nil {
		t.Error(err)
	}
	if err := s2.Synchronize(); err != nil {
		t.Error(err)
	}
	if err := d.DefaultStream().Synchronize(); err != nil {
		t.Error(err)
	}
}

func loadVadd(t *testing.T, d *Device) (driver.Module, driver.Function) {
	t.Helper()
	m, err := d.LoadModule([]byte(vaddPTX))
	if err != nil {
		t.Fatal(err)
	}
	f, err := m.Function("vadd")
	if err != nil {
		m.Unload()
		t.Fatal(err)
	}
	return m, f
}

func TestGPULaunch(t *testing.T) {
	d := gpu(t)
	m, f := loadVadd(t, d)
	defer m.Unload()
	const n = 100003
	a, b := make([]float32, n), make([]float32, n)
	for i := range a {
		a[i], b[i] = float32(i)*0.5, float32(n-i)
	}
	var ptrs [3]driver.Ptr
	for i := range ptrs {
		p, err := d.Alloc(4 * n)
		if err != nil {
			t.Fatal(err)
		}
		defer d.Free(p)
		ptrs[i] = p
	}
	d.CopyHtoD(ptrs[0], unsafe.Pointer(&a[0]), 4*n, nil)
	d.CopyHtoD(ptrs[1], unsafe.Pointer(&b[0]), 4*n, nil)
	block, minGrid, err := f.MaxBlockSize(0)
	if err != nil || block < 32 || block > 1024 || minGrid <= 0 {
		t.Fatalf("MaxBlockSize = %d, %d, %v", block, minGrid, err)
	}
	attrs, err := f.Attributes()
	if err != nil || attrs.NumRegs <= 0 || attrs.MaxThreadsPerBlock < block {
		t.Errorf("Attributes = %+v, %v", attrs, err)
	}
	s, _ := d.NewStream()
	defer s.Destroy()
	nn := uint32(n)
	params := []unsafe.Pointer{unsafe.Pointer(&ptrs[0]), unsafe.Pointer(&ptrs[1]), unsafe.Pointer(&ptrs[2]), unsafe.Pointer(&nn)}
	cfg := driver.LaunchConfig{Grid: driver.Dim3{X: (n + block - 1) / block, Y: 1, Z: 1}, Block: driver.Dim3{X: block, Y: 1, Z: 1}, Stream: s}
	if err := f.Launch(cfg, params); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	c := make([]float32, n)
	d.CopyDtoH(unsafe.Pointer(&c[0]), ptrs[2], 4*n, nil)
	for i := range c {
		if c[i] != a[i]+b[i] {
			t.Fatalf("c[%d] = %v, want %v", i, c[i], a[i]+b[i])
		}
	}
	bad := cfg
	bad.Block.X = 1 << 20
	if err := f.Launch(bad, params); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("launch with block %d: %v", bad.Block.X, err)
	}
	if err := f.Launch(cfg, []unsafe.Pointer{nil}); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("nil parameter: %v", err)
	}
}

func TestGPUModuleErrors(t *testing.T) {
	d := gpu(t)
	_, err := d.LoadModule([]byte(".version 7.0\n.target sm_50\n.address_size 64\n.visible .entry k() { bogus.instr; }\n"))
	var de *driver.Error
	if !errors.Is(err, driver.ErrJIT) || !errors.As(err, &de) || de.Log == "" {
		t.Errorf("bad PTX: %v (log %q)", err, de.Log)
	}
	m, _ := loadVadd(t, d)
	defer m.Unload()
	if _, err := m.Function("nope"); !errors.Is(err, driver.ErrNotFound) {
		t.Errorf("missing function: %v", err)
	}
}

// TestGPUGoroutines runs copies from many goroutines at once: each call
// must find the context current on whatever thread it lands on.
func TestGPUGoroutines(t *testing.T) {
	d := gpu(t)
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for g := range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			buf := make([]uint64, 1024)
			for i := range 50 {
				p, err := d.Alloc(8 * len(buf))
				if err != nil {
					errs <- err
					return
				}
				buf[0] = uint64(g<<32 | i)
				d.CopyHtoD(p, unsafe.Pointer(&buf[0]), 8*len(buf), nil)
				buf[0] = 0
				d.CopyDtoH(unsafe.Pointer(&buf[0]), p, 8*len(buf), nil)
				if err := d.Free(p); err != nil {
					errs <- err
					return
				}
				if buf[0] != uint64(g<<32|i) {
					errs <- fmt.Errorf("goroutine %d round %d read %#x", g, i, buf[0])
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// bandwidth times reps device-to-device copies of n bytes with events and
// returns bytes moved (read + write) per second.
func bandwidth(d *Device, n, reps int) (float64, error) {
	src, err := d.Alloc(n)
	if err != nil {
		return 0, err
	}
	defer d.Free(src)
	dst, err := d.Alloc(n)
	if err != nil {
		return 0, err
	}
	defer d.Free(dst)
	s, err := d.NewStream()
	if err != nil {
		return 0, err
	}
	defer s.Destroy()
	start, _ := d.NewEvent()
	stop, _ := d.NewEvent()
	defer start.Destroy()
	defer stop.Destroy()
	d.CopyDtoD(dst, src, n, s) // warm up
	start.Record(s)
	for range reps {
		if err := d.CopyDtoD(dst, src, n, s); err != nil {
			return 0, err
		}
	}
	stop.Record(s)
	if err := stop.Synchronize(); err != nil {
		return 0, err
	}
	el, err := stop.Elapsed(start)
	if err != nil {
		return 0, err
	}
	return 2 * float64(n) * float64(reps) / el.Seconds(), nil
}

func TestGPUBandwidth(t *testing.T) {
	d := gpu(t)
	bw, err := bandwidth(d, 256<<20, 20)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: device-to-device copy %.0f GB/s", d.Info().Name, bw/1e9)
	if bw < 1e9 || math.IsInf(bw, 0) {
		t.Errorf("implausible bandwidth %.3g B/s", bw)
	}
}

func TestGPUClose(t *testing.T) {
	d := gpu(t)
	buf := make([]byte, 1<<16)
	if err := d.Register(unsafe.Pointer(&buf[0]), len(buf)); err != nil {
		t.Fatal(err)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	if d.Registered() != 0 {
		t.Errorf("%d registrations survive Close", d.Registered())
	}
	if err := d.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	d2, err := Default().Device(0)
	if err != nil || d2 == d {
		t.Fatalf("Device(0) after Close = %p, %v (old %p)", d2, err, d)
	}
	p, err := d2.Alloc(64)
	if err != nil {
		t.Fatal(err)
	}
	if err := d2.Free(p); err != nil {
		t.Error(err)
	}
}
