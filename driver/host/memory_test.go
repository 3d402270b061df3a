package host_test

import (
	"bytes"
	"errors"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/host"
)

func TestAllocAlignmentAndAccounting(t *testing.T) {
	d := host.New(host.WithCapacity(1 << 20))
	free0, total, err := d.MemInfo()
	if err != nil || total != 1<<20 || free0 != total {
		t.Fatalf("MemInfo = %d, %d, %v; want %d free of %d", free0, total, err, 1<<20, 1<<20)
	}
	var ptrs []driver.Ptr
	for _, n := range []int{0, 1, 7, 255, 256, 1000} {
		p, err := d.Alloc(n)
		if err != nil {
			t.Fatalf("Alloc(%d): %v", n, err)
		}
		if p%256 != 0 {
			t.Errorf("Alloc(%d) = %#x, not 256-byte aligned", n, p)
		}
		ptrs = append(ptrs, p)
	}
	free1, _, _ := d.MemInfo()
	if want := free0 - (1 + 7 + 255 + 256 + 1000); free1 != want {
		t.Errorf("free after allocs = %d, want %d", free1, want)
	}
	for _, p := range ptrs {
		if err := d.Free(p); err != nil {
			t.Errorf("Free(%#x): %v", p, err)
		}
	}
	if free2, _, _ := d.MemInfo(); free2 != free0 {
		t.Errorf("free after frees = %d, want %d", free2, free0)
	}
	// Freeing twice is a clean error.
	if err := d.Free(ptrs[1]); !errors.Is(err, driver.ErrFreed) {
		t.Errorf("double Free = %v, want ErrFreed", err)
	}
	if _, err := d.Alloc(-1); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("Alloc(-1) = %v, want ErrInvalidValue", err)
	}
}

func TestAllocOutOfMemory(t *testing.T) {
	d := host.New(host.WithCapacity(4096))
	p, err := d.Alloc(4000)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Alloc(100); !errors.Is(err, driver.ErrOutOfMemory) {
		t.Fatalf("Alloc beyond capacity = %v, want ErrOutOfMemory", err)
	}
	if err := d.Free(p); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Alloc(4096); err != nil {
		t.Fatalf("Alloc of the whole capacity after Free: %v", err)
	}
}

func TestCopiesAndMemset(t *testing.T) {
	d := host.New()
	const n = 1000
	src := make([]byte, n)
	for i := range src {
		src[i] = byte(i * 7)
	}
	a, _ := d.Alloc(n)
	b, _ := d.Alloc(n)
	if err := d.CopyHtoD(a, unsafe.Pointer(&src[0]), n, nil); err != nil {
		t.Fatal(err)
	}
	// Device to device at an interior offset: b[100:600] = a[200:700].
	if err := d.Memset(b, 0xAB, n, nil); err != nil {
		t.Fatal(err)
	}
	if err := d.CopyDtoD(b+100, a+200, 500, nil); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, n)
	if err := d.CopyDtoH(unsafe.Pointer(&got[0]), b, n, nil); err != nil {
		t.Fatal(err)
	}
	want := bytes.Repeat([]byte{0xAB}, n)
	copy(want[100:600], src[200:700])
	if !bytes.Equal(got, want) {
		t.Fatalf("device round trip differs at %d", firstDiff(got, want))
	}
	// Ranges outside the allocation are errors, not crashes.
	if err := d.CopyDtoH(unsafe.Pointer(&got[0]), b+900, 200, nil); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("copy past the end = %v, want ErrInvalidValue", err)
	}
	if err := d.Memset(b+n-1, 0, 2, nil); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("memset past the end = %v, want ErrInvalidValue", err)
	}
}

func TestUseAfterFree(t *testing.T) {
	d := host.New()
	p, _ := d.Alloc(64)
	q, _ := d.Alloc(64)
	if err := d.Free(p); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 64)
	checks := map[string]error{
		"CopyHtoD":          d.CopyHtoD(p, unsafe.Pointer(&buf[0]), 64, nil),
		"CopyDtoH":          d.CopyDtoH(unsafe.Pointer(&buf[0]), p+8, 8, nil),
		"CopyDtoD src":      d.CopyDtoD(q, p, 64, nil),
		"CopyDtoD dst":      d.CopyDtoD(p, q, 64, nil),
		"Memset":            d.Memset(p, 1, 64, nil),
		"never allocated":   d.Memset(driver.Ptr(256), 1, 1, nil),
		"Free unknown addr": d.Free(driver.Ptr(512)),
	}
	for name, err := range checks {
		if !errors.Is(err, driver.ErrFreed) {
			t.Errorf("%s on freed memory = %v, want ErrFreed", name, err)
		}
	}
}

func TestFreedBeforeQueuedWorkRuns(t *testing.T) {
	d := host.New()
	s, _ := d.NewStream()
	p, _ := d.Alloc(64)
	gate := make(chan struct{})
	// Hold the stream until the memory is freed, then let the memset run.
	if err := d.LaunchFunc(oneThread(), func(*simtThread) { <-gate }, s); err != nil {
		t.Fatal(err)
	}
	if err := d.Memset(p, 1, 64, s); err != nil {
		t.Fatal(err)
	}
	if err := d.Free(p); err != nil {
		t.Fatal(err)
	}
	close(gate)
	if err := s.Synchronize(); !errors.Is(err, driver.ErrFreed) {
		t.Fatalf("Synchronize after queued memset on freed memory = %v, want ErrFreed", err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatalf("second Synchronize = %v, want nil (errors are reported once)", err)
	}
}

func TestHostMemoryAndRegister(t *testing.T) {
	d := host.New()
	p, err := d.AllocHost(1000)
	if err != nil {
		t.Fatal(err)
	}
	if uintptr(p)%256 != 0 {
		t.Errorf("AllocHost = %p, not 256-byte aligned", p)
	}
	hb := unsafe.Slice((*byte)(p), 1000)
	for i := range hb {
		hb[i] = byte(i)
	}
	dp, _ := d.Alloc(1000)
	if err := d.CopyHtoD(dp, p, 1000, nil); err != nil {
		t.Fatal(err)
	}
	if err := d.FreeHost(p); err != nil {
		t.Fatal(err)
	}
	if err := d.FreeHost(p); !errors.Is(err, driver.ErrFreed) {
		t.Errorf("double FreeHost = %v, want ErrFreed", err)
	}

	buf := make([]float64, 100)
	b0 := unsafe.Pointer(&buf[0])
	if err := d.Register(b0, 800); err != nil {
		t.Fatal(err)
	}
	if err := d.Register(b0, 800); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("registering twice = %v, want ErrInvalidValue", err)
	}
	if err := d.Register(unsafe.Pointer(&buf[50]), 8); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("registering an overlapping range = %v, want ErrInvalidValue", err)
	}
	if d.Registered() != 1 {
		t.Errorf("Registered() = %d, want 1", d.Registered())
	}
	if err := d.Unregister(unsafe.Pointer(&buf[1])); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("unregistering an unknown range = %v, want ErrInvalidValue", err)
	}
	if err := d.Unregister(b0); err != nil {
		t.Fatal(err)
	}
	if err := d.Unregister(b0); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("unregistering twice = %v, want ErrInvalidValue", err)
	}
}

func TestInfoAndModules(t *testing.T) {
	d := host.New(host.WithCapacity(123456))
	info := d.Info()
	if info.Kind != driver.KindHost || info.Arch != "host" || info.WarpSize != 32 ||
		info.MaxThreadsPerBlock != 1024 || info.MultiProcessors < 1 || info.TotalMem != 123456 {
		t.Errorf("Info = %+v", info)
	}
	if _, err := d.LoadModule([]byte("ptx")); !errors.Is(err, driver.ErrUnsupported) {
		t.Errorf("LoadModule = %v, want ErrUnsupported", err)
	}
}

func firstDiff(a, b []byte) int {
	for i := range a {
		if a[i] != b[i] {
			return i
		}
	}
	return -1
}
