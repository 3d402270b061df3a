package emu

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// vaddPTX is c[i] = a[i] + b[i] for i < n, written by hand.
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
	mul.wide.u32 %rd7, %r1, 4;
	add.s64 %rd8, %rd1, %rd7;
	add.s64 %rd9, %rd2, %rd7;
	add.s64 %rd10, %rd3, %rd7;
	ld.global.f32 %f1, [%rd8];
	ld.global.f32 %f2, [%rd9];
	add.f32 %f3, %f1, %f2;
	st.global.f32 [%rd10], %f3;
DONE:
	ret;
}
`

func load(t *testing.T, d *Device, src string) driver.Module {
	t.Helper()
	m, err := d.LoadModule([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

type vadd struct {
	d       *Device
	fn      driver.Function
	a, b, c driver.Ptr
	n       uint32
}

func newVadd(t *testing.T, d *Device, n int) *vadd {
	t.Helper()
	fn, err := load(t, d, vaddPTX).Function("vadd")
	if err != nil {
		t.Fatal(err)
	}
	v := &vadd{d: d, fn: fn, n: uint32(n)}
	for _, p := range []*driver.Ptr{&v.a, &v.b, &v.c} {
		if *p, err = d.Alloc(4 * n); err != nil {
			t.Fatal(err)
		}
	}
	host := make([]float32, n)
	for i := range host {
		host[i] = float32(i)
	}
	for _, p := range []driver.Ptr{v.a, v.b} {
		if err := d.CopyHtoD(p, unsafe.Pointer(&host[0]), 4*n, nil); err != nil {
			t.Fatal(err)
		}
	}
	return v
}

func (v *vadd) launch(s driver.Stream, grid, block int) error {
	return v.fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: grid, Y: 1, Z: 1}, Block: driver.Dim3{X: block, Y: 1, Z: 1}, Stream: s},
		[]unsafe.Pointer{unsafe.Pointer(&v.a), unsafe.Pointer(&v.b), unsafe.Pointer(&v.c), unsafe.Pointer(&v.n)})
}

func TestVaddAndCopies(t *testing.T) {
	d := New()
	const n = 1000
	v := newVadd(t, d, n)
	if err := v.launch(nil, (n+127)/128, 128); err != nil {
		t.Fatal(err)
	}
	out := make([]float32, n)
	if err := d.CopyDtoH(unsafe.Pointer(&out[0]), v.c, 4*n, nil); err != nil {
		t.Fatal(err)
	}
	for i, x := range out {
		if x != float32(2*i) {
			t.Fatalf("c[%d] = %v", i, x)
		}
	}
	if err := d.CopyDtoD(v.a, v.c, 4*n, nil); err != nil {
		t.Fatal(err)
	}
	if err := d.Memset(v.b, 0, 4*n, nil); err != nil {
		t.Fatal(err)
	}
	if err := v.launch(nil, 8, 128); err != nil {
		t.Fatal(err)
	}
	_ = d.CopyDtoH(unsafe.Pointer(&out[0]), v.c, 4*n, nil)
	if out[999] != 1998 {
		t.Fatalf("after DtoD and memset: %v", out[999])
	}
	free, total, _ := d.MemInfo()
	if total != DefaultMemory || free != total-3*4*n {
		t.Errorf("MemInfo = %d, %d", free, total)
	}
}

func TestBadModules(t *testing.T) {
	d := New()
	cases := []struct{ name, src, want string }{
		{"not PTX", "\x7fELF....", "not PTX"},
		{"unknown instruction", strings.Replace(vaddPTX, "add.f32 %f3", "frob.f32 %f3", 1), "line 33; error   : unsupported instruction frob.f32"},
		{"undeclared register", strings.Replace(vaddPTX, "%f3, %f1, %f2", "%q3, %f1, %f2", 1), "undeclared register %q3"},
		{"unknown label", strings.Replace(vaddPTX, "bra DONE", "bra NOWHERE", 1), "unknown label NOWHERE"},
		{"unknown symbol", strings.Replace(vaddPTX, "[pn]", "[px]", 1), "unknown symbol px"},
		{"newer target", strings.Replace(vaddPTX, "sm_50", "sm_90", 1), "above the emulated device's sm_70"},
		{"no closing brace", strings.TrimSuffix(strings.TrimSpace(vaddPTX), "}"), "no closing }"},
	}
	for _, c := range cases {
		_, err := d.LoadModule([]byte(c.src))
		if !errors.Is(err, driver.ErrJIT) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want ErrJIT mentioning %q", c.name, err, c.want)
		}
	}
	if _, err := load(t, d, vaddPTX).Function("nope"); !errors.Is(err, driver.ErrNotFound) {
		t.Errorf("missing function: %v", err)
	}
}

func TestBadLaunches(t *testing.T) {
	d := New()
	v := newVadd(t, d, 64)
	for _, c := range []struct {
		grid, block int
		shared      int
	}{{0, 32, 0}, {1, 1025, 0}, {1, 32, 48<<10 + 1}, {1, 32, -1}} {
		err := v.fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: c.grid, Y: 1, Z: 1}, Block: driver.Dim3{X: c.block, Y: 1, Z: 1}, SharedBytes: c.shared},
			[]unsafe.Pointer{unsafe.Pointer(&v.a), unsafe.Pointer(&v.b), unsafe.Pointer(&v.c), unsafe.Pointer(&v.n)})
		if !errors.Is(err, driver.ErrInvalidValue) {
			t.Errorf("grid %d block %d shared %d: %v", c.grid, c.block, c.shared, err)
		}
	}
	if err := v.fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 1, Y: 1, Z: 1}}, nil); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("no parameters: %v", err)
	}
	// None of this poisoned the device.
	if err := v.launch(nil, 1, 64); err != nil {
		t.Fatal(err)
	}
	if err := d.Synchronize(); err != nil {
		t.Fatal(err)
	}
}

func TestMemoryErrors(t *testing.T) {
	d := New(WithMemory(1 << 20))
	if _, err := d.Alloc(2 << 20); !errors.Is(err, driver.ErrOutOfMemory) || !strings.Contains(err.Error(), "KERN_EMULATE_MEMORY") {
		t.Errorf("2 MiB of 1: %v", err)
	}
	p, err := d.Alloc(100)
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 200)
	if err := d.CopyHtoD(p, unsafe.Pointer(&buf[0]), 200, nil); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("copy past the end: %v", err)
	}
	host := driver.Ptr(uintptr(unsafe.Pointer(&buf[0])))
	if err := d.CopyDtoH(unsafe.Pointer(&buf[0]), host, 8, nil); !errors.Is(err, driver.ErrInvalidValue) || !strings.Contains(err.Error(), "host pointer") {
		t.Errorf("host pointer as a device pointer: %v", err)
	}
	if err := d.Free(p); err != nil {
		t.Fatal(err)
	}
	if err := d.Free(p); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("double free: %v", err)
	}
	if err := d.CopyHtoD(p, unsafe.Pointer(&buf[0]), 8, nil); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("copy to freed memory: %v", err)
	}
}

// A kernel that reads freed or out-of-bounds memory is a sanitizer fault
// naming the kernel, block, thread and PTX line; the device then stays
// failed, as a CUDA context does.
func TestKernelFaults(t *testing.T) {
	d := New()
	v := newVadd(t, d, 64)
	v.n = 100 // past the end of the 64-element arrays
	if err := v.launch(nil, 1, 128); err != nil {
		t.Fatal(err) // asynchronous: the fault comes at the next sync
	}
	err := d.Synchronize()
	var f *Fault
	if !errors.As(err, &f) || !errors.Is(err, driver.ErrKernelTrap) {
		t.Fatalf("err = %v, want a Fault", err)
	}
	if f.Kind != "out-of-bounds" || f.Thread[0] != 64 || f.PTXLine != 31 || f.Kernel != "vadd" {
		t.Errorf("fault %+v", f)
	}
	var ke *driver.KernelTrapError
	if !errors.As(err, &ke) || ke.Thread.X != 64 || ke.Kernel != "vadd" || !strings.Contains(ke.Site, "PTX line 31: out-of-bounds") {
		t.Errorf("as a KernelTrapError: %+v", ke)
	}
	// Later calls fail with the fault's driver error, saying it came
	// before, without the fault itself: a later launch is not the kernel
	// that failed. Synchronizing still reports the fault.
	_, err = d.Alloc(8)
	if !errors.Is(err, driver.ErrKernelTrap) || errors.As(err, &f) || errors.As(err, &ke) || !strings.Contains(err.Error(), "failed earlier") {
		t.Errorf("Alloc after a fault: %v, want the earlier fault's driver error", err)
	}
	if err := d.Synchronize(); !errors.As(err, &f) || f.Kernel != "vadd" {
		t.Errorf("Synchronize after a fault: %v, want the fault", err)
	}

	d = New()
	v = newVadd(t, d, 64)
	if err := d.Free(v.b); err != nil {
		t.Fatal(err)
	}
	if err := v.launch(nil, 1, 64); err != nil {
		t.Fatal(err)
	}
	if err := d.Synchronize(); !errors.As(err, &f) || !strings.Contains(f.Detail, "no live allocation") {
		t.Fatalf("reading freed memory: %v", err)
	}
}

func TestStreamsAndEvents(t *testing.T) {
	d := New()
	const n = 1 << 16
	v := newVadd(t, d, n)
	s1, _ := d.NewStream()
	s2, _ := d.NewStream()
	e0, _ := d.NewEvent()
	e1, _ := d.NewEvent()
	if err := e0.Record(s1); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if err := v.launch(s1, n/256, 256); err != nil {
			t.Fatal(err)
		}
	}
	if err := e1.Record(s1); err != nil {
		t.Fatal(err)
	}
	// s2 waits for s1's event before copying the result out.
	if err := s2.WaitEvent(e1); err != nil {
		t.Fatal(err)
	}
	pinned, err := d.AllocHost(4 * n)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.CopyDtoH(pinned, v.c, 4*n, s2); err != nil {
		t.Fatal(err)
	}
	if err := s2.Synchronize(); err != nil {
		t.Fatal(err)
	}
	out := unsafe.Slice((*float32)(pinned), n)
	if out[n-1] != 2*(n-1) {
		t.Fatalf("out[last] = %v", out[n-1])
	}
	if el, err := e1.Elapsed(e0); err != nil || el <= 0 {
		t.Errorf("elapsed %v, %v", el, err)
	}
	if done, err := s1.Query(); !done || err != nil {
		t.Errorf("query after sync: %v %v", done, err)
	}
	if err := s1.Destroy(); err != nil {
		t.Fatal(err)
	}
	if err := v.launch(s1, 1, 32); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("launch on a destroyed stream: %v", err)
	}
	if err := d.FreeHost(pinned); err != nil {
		t.Fatal(err)
	}
	// Streams run concurrently: many goroutines, each with its own stream.
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, _ := d.NewStream()
			for range 20 {
				_ = v.launch(s, 4, 64)
			}
			if err := s.Synchronize(); err != nil {
				t.Error(err)
			}
			_ = s.Destroy()
		}()
	}
	wg.Wait()
}

// Streams dropped without Destroy are released by the collector.
func TestDroppedStreamsAreReleased(t *testing.T) {
	d := New()
	for range 1000 {
		if _, err := d.NewStream(); err != nil {
			t.Fatal(err)
		}
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		runtimeGC()
		d.smu.Lock()
		n := len(d.tails)
		d.smu.Unlock()
		if n <= 1 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d streams still registered", n-1)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestParseEnv(t *testing.T) {
	e, err := ParseEnv("cuda,racecheck", "64MiB")
	if err != nil || !e.CUDA || e.ROC || !e.Racecheck || e.Memory != 64<<20 {
		t.Errorf("ParseEnv = %+v, %v", e, err)
	}
	for _, s := range []string{"1GiB", "512KiB", "4096"} {
		if _, err := ParseSize(s); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	for _, s := range []string{"", "-1MiB", "lots", "1TB"} {
		if _, err := ParseSize(s); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
	if _, err := ParseEnv("cuda,gpu", ""); err == nil {
		t.Error("unknown word accepted")
	}
	e, err = ParseEnv("cuda,sm_80", "")
	if err != nil || e.CUDAArch != "sm_80" || FromEnv(e).Info().Arch != "sm_80" {
		t.Errorf("cuda,sm_80: %+v, %v", e, err)
	}
	if _, err := ParseEnv("cuda,sm_81", ""); err == nil {
		t.Error("unknown arch accepted")
	}
}

const spacesPTX = `.version 7.0
.target sm_70
.address_size 64

.visible .entry sh(.param .u32 off)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<4>;
	.shared .align 4 .b8 buf[64];
	ld.param.u32 %r1, [off];
	mov.u64 %rd1, buf;
	cvt.u64.u32 %rd2, %r1;
	add.s64 %rd1, %rd1, %rd2;
	st.shared.u32 [%rd1], %r1;
	ret;
}

.visible .entry loc(.param .u32 off)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<4>;
	.local .align 4 .b8 l[8];
	ld.param.u32 %r1, [off];
	mov.u64 %rd1, l;
	cvt.u64.u32 %rd2, %r1;
	add.s64 %rd1, %rd1, %rd2;
	cvta.local.u64 %rd3, %rd1;
	st.u32 [%rd3], %r1;
	ret;
}
`

// Shared and local accesses are bounds- and alignment-checked, through
// state-space and generic addressing.
func TestSharedAndLocalFaults(t *testing.T) {
	for _, c := range []struct {
		kernel string
		off    uint32
		kind   string
	}{{"sh", 60, ""}, {"sh", 64, "out-of-bounds"}, {"sh", 2, "misaligned address"},
		{"loc", 4, ""}, {"loc", 4096, "out-of-bounds"}, {"loc", 1, "misaligned address"}} {
		d := New()
		fn, err := load(t, d, spacesPTX).Function(c.kernel)
		if err != nil {
			t.Fatal(err)
		}
		off := c.off
		err = fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 1, Y: 1, Z: 1}}, []unsafe.Pointer{unsafe.Pointer(&off)})
		if err == nil {
			err = d.Synchronize()
		}
		var f *Fault
		switch {
		case c.kind == "" && err != nil:
			t.Errorf("%s at %d: %v", c.kernel, c.off, err)
		case c.kind != "" && (!errors.As(err, &f) || f.Kind != c.kind):
			t.Errorf("%s at %d: err = %v, want a %s fault", c.kernel, c.off, err, c.kind)
		}
	}
}

// spinPTX loops until *flag is non-zero: a kernel that never ends unless
// its context is cancelled.
const spinPTX = `.version 7.0
.target sm_70
.address_size 64

.visible .entry spin(.param .u64 flag)
{
	.reg .pred %p<2>;
	.reg .b32 %r<2>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [flag];
LOOP:
	ld.volatile.global.u32 %r1, [%rd1];
	setp.eq.u32 %p1, %r1, 0;
	@%p1 bra LOOP;
	ret;
}
`

func TestCancelStopsAKernel(t *testing.T) {
	d := New()
	fn, err := load(t, d, spinPTX).Function("spin")
	if err != nil {
		t.Fatal(err)
	}
	flag, _ := d.Alloc(4)
	_ = d.Memset(flag, 0, 4, nil)
	ctx, cancel := context.WithCancel(context.Background())
	s, _ := d.NewStream()
	if err := fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 8, Y: 1, Z: 1}, Block: driver.Dim3{X: 64, Y: 1, Z: 1}, Stream: s, Context: ctx},
		[]unsafe.Pointer{unsafe.Pointer(&flag)}); err != nil {
		t.Fatal(err)
	}
	short, stop := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer stop()
	if err := s.(driver.ContextStream).SynchronizeContext(short); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("waiting for a spinning kernel: %v, want DeadlineExceeded", err)
	}
	cancel()
	err = s.Synchronize()
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("after cancel: %v, want context.Canceled", err)
	}
	// The device is still usable.
	v := newVadd(t, d, 64)
	if err := v.launch(nil, 1, 64); err != nil {
		t.Fatal(err)
	}
	if err := d.Synchronize(); err != nil {
		t.Fatal(err)
	}
}

func TestParseEnvCounts(t *testing.T) {
	e, err := ParseEnv("cuda:2,roc:3", "1MiB")
	if err != nil || e.CUDACount != 2 || e.ROCCount != 3 || !e.CUDA || !e.ROC {
		t.Fatalf("ParseEnv = %+v, %v", e, err)
	}
	cs := DevicesFromEnv(e)
	rs, err := ROCDevicesFromEnv(e)
	if err != nil || len(cs) != 2 || len(rs) != 3 {
		t.Fatalf("devices: %d CUDA, %d ROC, %v", len(cs), len(rs), err)
	}
	seen := map[string]bool{}
	for i, d := range append(cs, rs...) {
		info := d.Info()
		want := i
		if i >= len(cs) {
			want = i - len(cs)
		}
		if info.Ordinal != want || info.TotalMem != 1<<20 {
			t.Errorf("device %d: ordinal %d, memory %d", i, info.Ordinal, info.TotalMem)
		}
		seen[string(info.Kind)+info.PCIBusID] = true
	}
	if len(seen) != 5 {
		t.Errorf("bus ids not distinct: %v", seen)
	}
	// Each device has its own memory: filling one leaves the other free.
	p, err := cs[0].Alloc(1 << 20)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cs[1].Alloc(1 << 20); err != nil {
		t.Errorf("second device shares the first's cap: %v", err)
	}
	if _, err := cs[0].Alloc(256); err == nil {
		t.Error("the first device's cap was not enforced")
	}
	_ = cs[0].Free(p)
	e, err = ParseEnv("cuda", "")
	if err != nil || e.CUDACount != 1 || len(DevicesFromEnv(e)) != 1 {
		t.Errorf("plain cuda: %+v, %v", e, err)
	}
	for _, s := range []string{"cuda:0", "cuda:x", "racecheck:2", "cuda:1000"} {
		if _, err := ParseEnv(s, ""); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
}
