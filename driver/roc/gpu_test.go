package roc

import (
	"errors"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// These tests need a ROC device (an AMD GPU); they skip otherwise.

func gpu(t *testing.T) *Device {
	t.Helper()
	d, err := Default().Device(0)
	if errors.Is(err, driver.ErrNoDriver) || errors.Is(err, driver.ErrNoDevice) {
		t.Skipf("no ROC device: %v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestGPUInfo(t *testing.T) {
	d := gpu(t)
	in := d.Info()
	t.Logf("%+v (%s)", in, d.ArchName())
	if in.Kind != driver.KindROC || in.Name == "" || (in.WarpSize != 32 && in.WarpSize != 64) ||
		in.MultiProcessors <= 0 || in.TotalMem <= 0 || in.MaxThreadsPerBlock < 256 || !strings.HasPrefix(in.Arch, "gfx") {
		t.Errorf("implausible info %+v", in)
	}
	free, total, err := d.MemInfo()
	if err != nil || free <= 0 || free > total {
		t.Errorf("MemInfo = %d, %d, %v", free, total, err)
	}
}

func TestGPUMemory(t *testing.T) {
	d := gpu(t)
	const n = 1<<20 + 5
	src := make([]byte, n)
	for i := range src {
		src[i] = byte(i*13 + 5)
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
	s, err := d.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Destroy()
	pinned, err := d.AllocHost(n)
	if err != nil {
		t.Fatal(err)
	}
	defer d.FreeHost(pinned)
	fine, err := d.AllocHostFine(64)
	if err != nil {
		t.Fatal(err)
	}
	defer d.FreeHost(fine)
	copy(unsafe.Slice((*byte)(pinned), n), src)
	if err := d.CopyHtoD(a, pinned, n, s); err != nil {
		t.Fatal(err)
	}
	if err := d.CopyDtoD(b, a, n, s); err != nil {
		t.Fatal(err)
	}
	if err := d.Memset(b, 0x5A, 64, s); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, n)
	if err := d.Register(unsafe.Pointer(&got[0]), n); err != nil {
		t.Fatal(err)
	}
	if err := d.CopyDtoH(unsafe.Pointer(&got[0]), b, n, s); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if err := d.Unregister(unsafe.Pointer(&got[0])); err != nil {
		t.Fatal(err)
	}
	for i := range got {
		want := src[i]
		if i < 64 {
			want = 0x5A
		}
		if got[i] != want {
			t.Fatalf("byte %d = %#x, want %#x", i, got[i], want)
		}
	}
	if _, err := d.Alloc(1 << 60); !errors.Is(err, driver.ErrOutOfMemory) {
		t.Errorf("Alloc(1<<60): %v", err)
	}
}

func TestGPULaunch(t *testing.T) {
	d := gpu(t)
	m, err := d.LoadModule(buildVadd(t, d.Info().Arch))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Unload()
	f, err := m.Function("vadd")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Function("nope"); !errors.Is(err, driver.ErrNotFound) && !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("missing function: %v", err)
	}
	const n = 70001
	a, b := make([]float32, n), make([]float32, n)
	for i := range a {
		a[i], b[i] = float32(i), float32(2*i)+0.25
	}
	var p [3]driver.Ptr
	for i := range p {
		if p[i], err = d.Alloc(4 * n); err != nil {
			t.Fatal(err)
		}
		defer d.Free(p[i])
	}
	d.CopyHtoD(p[0], unsafe.Pointer(&a[0]), 4*n, nil)
	d.CopyHtoD(p[1], unsafe.Pointer(&b[0]), 4*n, nil)
	block, grid, err := f.MaxBlockSize(0)
	if err != nil || block <= 0 || grid <= 0 {
		t.Fatalf("MaxBlockSize = %d, %d, %v", block, grid, err)
	}
	if _, err := f.Attributes(); err != nil {
		t.Error(err)
	}
	nn := uint32(n)
	params := []unsafe.Pointer{unsafe.Pointer(&p[0]), unsafe.Pointer(&p[1]), unsafe.Pointer(&p[2]), unsafe.Pointer(&nn)}
	cfg := driver.LaunchConfig{Grid: driver.Dim3{X: (n + block - 1) / block, Y: 1, Z: 1}, Block: driver.Dim3{X: block, Y: 1, Z: 1}}
	if err := f.Launch(cfg, params); err != nil {
		t.Fatal(err)
	}
	if err := d.Synchronize(); err != nil {
		t.Fatal(err)
	}
	c := make([]float32, n)
	d.CopyDtoH(unsafe.Pointer(&c[0]), p[2], 4*n, nil)
	for i := range c {
		if c[i] != a[i]+b[i] {
			t.Fatalf("c[%d] = %v, want %v", i, c[i], a[i]+b[i])
		}
	}
	if _, err := d.LoadModule([]byte("not a code object")); !errors.Is(err, driver.ErrJIT) {
		t.Errorf("bad code object: %v", err)
	}
}
