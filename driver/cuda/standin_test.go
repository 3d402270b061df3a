package cuda

import (
	"errors"
	"runtime"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/internal/gpucore"
	"github.com/kernlab/kern/internal/testing/standin"
)

// These tests load a stand-in libcuda (internal/testing/standin: a C library on
// host memory with cuda.h's prototypes) through the real binding, so that
// every call kern makes crosses purego and is checked and recorded there.

func standinDevice(t *testing.T) (*standin.Lib, *Device) {
	t.Helper()
	lib := standin.ForTest(t, standin.CUDA)
	lib.Configure(64<<20, 4, 32, 1024)
	d, err := Open(Options{Library: lib.Path}).Device(0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = d.Close() })
	return lib, d
}

// logHas fails unless the log has a line starting with each prefix, in
// order.
func logHas(t *testing.T, log []string, prefixes ...string) {
	t.Helper()
	i := 0
	for _, l := range log {
		if i < len(prefixes) && strings.HasPrefix(l, prefixes[i]) {
			i++
		}
	}
	if i < len(prefixes) {
		t.Errorf("log lacks %q (after %q):\n%s", prefixes[i], prefixes[:i], strings.Join(log, "\n"))
	}
}

func TestStandInDeviceAndMemory(t *testing.T) {
	lib, d := standinDevice(t)
	info := d.Info()
	if info.Name != "kern stand-in CUDA device" || info.MultiProcessors != 4 || info.WarpSize != 32 ||
		info.MaxBlockDim != (driver.Dim3{X: 1024, Y: 1024, Z: 64}) || info.Arch != "sm_70" || info.TotalMem != 64<<20 ||
		info.PCIBusID != "0000:00:00.0" || !info.UnifiedAddressing || info.AsyncEngines != 2 {
		t.Errorf("Info = %+v", info)
	}
	logHas(t, lib.Log(), "cuInit flags=0 -> 0", "cuDeviceGet ordinal=0 -> 0", "cuDeviceGetAttribute attr=75 -> 0",
		"cuDevicePrimaryCtxRetain -> 0")

	const n = 1000
	p, err := d.Alloc(4 * n)
	if err != nil {
		t.Fatal(err)
	}
	q, _ := d.Alloc(4 * n)
	src := make([]float32, n)
	for i := range src {
		src[i] = float32(i)
	}
	s, err := d.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	pin, err := d.AllocHost(4 * n)
	if err != nil {
		t.Fatal(err)
	}
	pinned := unsafe.Slice((*float32)(pin), n)
	dst := make([]float32, n)
	if err := d.CopyHtoD(p, unsafe.Pointer(&src[0]), 4*n, nil); err != nil {
		t.Fatal(err)
	}
	if err := d.CopyDtoD(q, p, 4*n, s); err != nil {
		t.Fatal(err)
	}
	if err := d.Memset(p, 0, 4*n, s); err != nil {
		t.Fatal(err)
	}
	if err := d.CopyDtoH(pin, q, 4*n, s); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if err := d.Register(unsafe.Pointer(&dst[0]), 4*n); err != nil {
		t.Fatal(err)
	}
	if err := d.CopyDtoH(unsafe.Pointer(&dst[0]), q, 4*n, nil); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(pinned, src) || !slices.Equal(dst, src) {
		t.Error("the data did not make the round trip")
	}
	if err := d.Unregister(unsafe.Pointer(&dst[0])); err != nil {
		t.Fatal(err)
	}
	free, total, err := d.MemInfo()
	if err != nil || total != 64<<20 || free != total-8*n {
		t.Errorf("MemInfo = %d, %d, %v", free, total, err)
	}
	logHas(t, lib.Log(), "cuMemAlloc_v2 n=4000 -> 0 d1", "cuMemAlloc_v2 n=4000 -> 0 d2", "cuStreamCreate flags=1 -> 0 s1",
		"cuMemHostAlloc n=4000 flags=0x1 -> 0 h1", "cuMemcpyHtoD_v2 d1+0 go n=4000 stream=sync -> 0",
		"cuMemcpyDtoDAsync_v2 d2+0 d1+0 n=4000 stream=s1 -> 0", "cuMemsetD8Async d1+0 b=0 n=4000 stream=s1 -> 0",
		"cuMemcpyDtoHAsync_v2 h1+0 d2+0 n=4000 stream=s1 -> 0", "cuStreamSynchronize s1 -> 0",
		"cuMemHostRegister_v2 n=4000 flags=0x1 -> 0 r1", "cuMemcpyDtoH_v2 r1+0 d2+0 n=4000 stream=sync -> 0",
		"cuMemHostUnregister r1+0 -> 0", "cuMemGetInfo_v2 -> 0")

	// Events: a record on the stream, a wait, the elapsed time.
	e0, _ := d.NewEvent()
	e1, err := d.NewEvent()
	if err != nil {
		t.Fatal(err)
	}
	if err := e0.Record(s); err != nil {
		t.Fatal(err)
	}
	if err := e1.Record(nil); err != nil {
		t.Fatal(err)
	}
	if err := s.WaitEvent(e1); err != nil {
		t.Fatal(err)
	}
	if done, err := s.Query(); !done || err != nil {
		t.Errorf("Query = %v, %v", done, err)
	}
	if el, err := e1.Elapsed(e0); err != nil || el.Microseconds() != 500 {
		t.Errorf("Elapsed = %v, %v, want 500µs", el, err)
	}
	for _, f := range []func() error{e0.Synchronize, e0.Destroy, e1.Destroy, s.Destroy, d.Synchronize,
		func() error { return d.FreeHost(pin) }, func() error { return d.Free(p) }, func() error { return d.Free(q) }} {
		if err := f(); err != nil {
			t.Fatal(err)
		}
	}
	logHas(t, lib.Log(), "cuEventCreate flags=0 -> 0 e1", "cuEventRecord e1 s1 -> 0", "cuEventRecord e2 s0 -> 0",
		"cuStreamWaitEvent s1 e2 -> 0", "cuStreamQuery s1 -> 0", "cuEventElapsedTime e1 e2 -> 0",
		"cuEventDestroy_v2 e1 -> 0", "cuStreamDestroy_v2 s1 -> 0", "cuCtxSynchronize -> 0", "cuMemFreeHost h1+0 -> 0",
		"cuMemFree_v2 d1+0 -> 0", "cuMemFree_v2 d2+0 -> 0")
	if live := lib.Live(); live != (standin.Live{}) {
		t.Errorf("left behind: %+v", live)
	}
}

// TestStandInLaunch loads PTX, launches vadd (which the stand-in runs)
// and checks the parameter buffer the library received.
func TestStandInLaunch(t *testing.T) {
	lib, d := standinDevice(t)
	mod, err := d.LoadModule([]byte(vaddPTX))
	if err != nil {
		t.Fatal(err)
	}
	if m := mod.(*Module); !strings.Contains(m.InfoLog, "1 entries") {
		t.Errorf("InfoLog = %q", m.InfoLog)
	}
	fn, err := mod.Function("vadd")
	if err != nil {
		t.Fatal(err)
	}
	const n = 300
	a, b, c := make([]float32, n), make([]float32, n), make([]float32, n)
	for i := range a {
		a[i], b[i] = float32(i), float32(2*i)
	}
	pa, _ := d.Alloc(4 * n)
	pb, _ := d.Alloc(4 * n)
	pc, _ := d.Alloc(4 * n)
	_ = d.CopyHtoD(pa, unsafe.Pointer(&a[0]), 4*n, nil)
	_ = d.CopyHtoD(pb, unsafe.Pointer(&b[0]), 4*n, nil)
	cnt := uint32(n)
	params := []unsafe.Pointer{unsafe.Pointer(&pa), unsafe.Pointer(&pb), unsafe.Pointer(&pc), unsafe.Pointer(&cnt)}
	if err := fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 3, Y: 1, Z: 1}, Block: driver.Dim3{X: 128, Y: 1, Z: 1}}, params); err != nil {
		t.Fatal(err)
	}
	if err := d.CopyDtoH(unsafe.Pointer(&c[0]), pc, 4*n, nil); err != nil {
		t.Fatal(err)
	}
	for i := range c {
		if c[i] != a[i]+b[i] {
			t.Fatalf("c[%d] = %v, want %v", i, c[i], a[i]+b[i])
		}
	}
	if blk, grid, err := fn.MaxBlockSize(0); blk != 256 || grid != 4 || err != nil {
		t.Errorf("MaxBlockSize = %d, %d, %v", blk, grid, err)
	}
	if at, err := fn.Attributes(); err != nil || at.NumRegs != 32 || at.MaxThreadsPerBlock != 1024 {
		t.Errorf("Attributes = %+v, %v", at, err)
	}
	logHas(t, lib.Log(), "cuModuleLoadDataEx -> 0 m1 entries=1", "cuModuleGetFunction m1 vadd -> 0",
		"cuLaunchKernel vadd grid=3,1,1 block=128,1,1 shared=0 stream=s0 params=d1+0;d2+0;d3+0;x12c -> 0",
		"cuOccupancyMaxPotentialBlockSize dyn=0 limit=0 -> 0", "cuFuncGetAttribute attr=4 -> 0")

	// A thread with no current context: kern makes the context current
	// before it launches, so the library never refuses (compute-sanitizer
	// reports every refused call as an error).
	done := make(chan error)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		gpucore.Call(d.lib.own.ctxSetCurrent.Addr, 0)
		done <- fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 1, Y: 1, Z: 1}}, params)
	}()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	logHas(t, lib.Log(), "cuCtxSetCurrent -> 0", "cuCtxSetCurrent -> 0",
		"cuLaunchKernel vadd grid=1,1,1 block=1,1,1 shared=0 stream=s0 params=d1+0;d2+0;d3+0;x12c -> 0")
	for _, l := range lib.Log() {
		if strings.HasSuffix(l, "-> 201") {
			t.Errorf("a call was refused for want of a current context: %s", l)
		}
	}

	if _, err := mod.Function("missing"); !errors.Is(err, driver.ErrNotFound) {
		t.Errorf("missing function: %v", err)
	}
	if err := mod.Unload(); err != nil {
		t.Fatal(err)
	}
}

// TestStandInErrors: what the library returns reaches the caller as
// kern's documented errors.
func TestStandInErrors(t *testing.T) {
	lib, d := standinDevice(t)
	var de *driver.Error
	lib.Fail("cuMemAlloc_v2", 2, 0)
	if _, err := d.Alloc(256); !errors.Is(err, driver.ErrOutOfMemory) || !errors.As(err, &de) ||
		de.Name != "CUDA_ERROR_OUT_OF_MEMORY" || de.Op != "cuMemAlloc" || de.Text != "out of memory" {
		t.Errorf("injected out of memory: %v", err)
	}
	if _, err := d.Alloc(128 << 20); !errors.Is(err, driver.ErrOutOfMemory) {
		t.Errorf("more than the device has: %v", err)
	}
	if err := d.Free(driver.Ptr(0x1234)); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("freeing a bogus pointer: %v", err)
	}
	p, _ := d.Alloc(256)
	buf := make([]byte, 512)
	if err := d.CopyHtoD(p, unsafe.Pointer(&buf[0]), 512, nil); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("copying past the allocation: %v", err)
	}
	_, err := d.LoadModule([]byte("not ptx"))
	if !errors.Is(err, driver.ErrJIT) || !errors.As(err, &de) || !strings.Contains(de.Log, "no .version") {
		t.Errorf("bad PTX: %v", err)
	}
	mod, err := d.LoadModule([]byte(vaddPTX))
	if err != nil {
		t.Fatal(err)
	}
	fn, _ := mod.Function("vadd")
	cnt := uint32(0)
	params := []unsafe.Pointer{unsafe.Pointer(&p), unsafe.Pointer(&p), unsafe.Pointer(&p), unsafe.Pointer(&cnt)}
	one := driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 1, Y: 1, Z: 1}}
	lib.Fail("cuLaunchKernel", 719, 0)
	err = fn.Launch(one, params)
	if !errors.Is(err, driver.ErrLaunchFailed) || !errors.Is(err, driver.ErrKernelTrap) || !strings.Contains(err.Error(), "kernel vadd") {
		t.Errorf("launch failure: %v", err)
	}
	big := driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 1024, Y: 2, Z: 1}}
	if err := fn.Launch(big, params); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("a block of 2048 threads: %v", err)
	}
	if err := d.Unregister(unsafe.Pointer(&buf[0])); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("unregistering what was not registered: %v", err)
	}
	lib.Fail("cuStreamSynchronize", 700, 0)
	s, _ := d.NewStream()
	if err := s.Synchronize(); !errors.Is(err, driver.ErrKernelTrap) {
		t.Errorf("a fault reported at synchronization: %v", err)
	}
}

// TestStandinCopyPeerOptional: cuMemcpyPeer is bound as optional, so a
// library without it (the stand-in) loads, and CopyPeer then says it is
// unsupported, which the runtime answers by staging the copy itself.
func TestStandinCopyPeerOptional(t *testing.T) {
	_, d := standinDevice(t)
	p, err := d.Alloc(64)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Free(p)
	if err := d.CopyPeer(p, d, p, 64, nil); !errors.Is(err, driver.ErrUnsupported) {
		t.Errorf("CopyPeer without the symbol: %v, want ErrUnsupported", err)
	}
	if err := d.CopyPeer(p, nil, p, 64, nil); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("CopyPeer to a nil device: %v, want ErrInvalidValue", err)
	}
}

// TestStandInCooperativeLaunch: a cooperative launch goes to
// cuLaunchCooperativeKernel after an occupancy check; a grid that cannot
// be resident at once is refused before the library sees it, saying how
// many blocks fit.
func TestStandInCooperativeLaunch(t *testing.T) {
	lib, d := standinDevice(t)
	mod, err := d.LoadModule([]byte(vaddPTX))
	if err != nil {
		t.Fatal(err)
	}
	fn, err := mod.Function("vadd")
	if err != nil {
		t.Fatal(err)
	}
	pa, _ := d.Alloc(4)
	cnt := uint32(0)
	params := []unsafe.Pointer{unsafe.Pointer(&pa), unsafe.Pointer(&pa), unsafe.Pointer(&pa), unsafe.Pointer(&cnt)}
	coop := func(grid, block int) error {
		return fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: grid, Y: 1, Z: 1}, Block: driver.Dim3{X: block, Y: 1, Z: 1}, Cooperative: true}, params)
	}
	// 4 multiprocessors of 2048 threads: 8 blocks of 1024 fit, 9 do not.
	if err := coop(8, 1024); err != nil {
		t.Fatal(err)
	}
	logHas(t, lib.Log(), "cuOccupancyMaxActiveBlocksPerMultiprocessor block=1024 dyn=0 -> 0",
		"cuLaunchCooperativeKernel vadd grid=8,1,1 block=1024,1,1 shared=0 stream=s0 params=d1+0;d1+0;d1+0;x0 -> 0")
	err = coop(9, 1024)
	var de *driver.Error
	if !errors.Is(err, driver.ErrLaunchConfig) || !errors.As(err, &de) || de.Code != 720 ||
		!strings.Contains(err.Error(), "at most 8 at once (2 per multiprocessor × 4 multiprocessors)") {
		t.Fatalf("9 blocks of 1024 threads on 4 multiprocessors: %v", err)
	}
	if l := lib.Log(); strings.HasPrefix(l[len(l)-1], "cuLaunchCooperativeKernel") {
		t.Errorf("the refused launch reached the library: %s", l[len(l)-1])
	}
}

// TestStandInAttributes: the opt-in limit is queried (attribute 97), and
// cuFuncSetAttribute raises a function's dynamic shared memory, which its
// launches are then checked against, and sets its carveout.
func TestStandInAttributes(t *testing.T) {
	lib, d := standinDevice(t)
	if got := d.Info().SharedMemPerBlockOptin; got != 96<<10 {
		t.Errorf("SharedMemPerBlockOptin = %d, want the stand-in's 96 KiB", got)
	}
	mod, err := d.LoadModule([]byte(vaddPTX))
	if err != nil {
		t.Fatal(err)
	}
	fn, err := mod.Function("vadd")
	if err != nil {
		t.Fatal(err)
	}
	p, _ := d.Alloc(1024)
	cnt := uint32(0)
	launch := func(shared int) error {
		return fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 32, Y: 1, Z: 1}, SharedBytes: shared},
			[]unsafe.Pointer{unsafe.Pointer(&p), unsafe.Pointer(&p), unsafe.Pointer(&p), unsafe.Pointer(&cnt)})
	}
	if err := launch(64 << 10); !errors.Is(err, driver.ErrInvalidValue) {
		t.Fatalf("64 KiB before opting in: %v, want an invalid value", err)
	}
	af := fn.(driver.AttributeFunction)
	if err := af.SetAttribute(driver.MaxDynamicShared, 64<<10); err != nil {
		t.Fatal(err)
	}
	if err := launch(64 << 10); err != nil {
		t.Fatal(err)
	}
	if err := af.SetAttribute(driver.SharedCarveout, -1); err != nil {
		t.Fatal(err)
	}
	err = af.SetAttribute(driver.MaxDynamicShared, 96<<10+1)
	var de *driver.Error
	if !errors.As(err, &de) || !errors.Is(err, driver.ErrInvalidValue) || !strings.Contains(err.Error(), "kernel vadd: MaxDynamicShared = 98305") {
		t.Errorf("past the opt-in limit: %v, want an invalid value naming the kernel and the value", err)
	}
	logHas(t, lib.Log(), "cuLaunchKernel vadd grid=1,1,1 block=32,1,1 shared=65536 stream=s0 params= -> 1",
		"cuFuncSetAttribute vadd attr=8 value=65536 -> 0",
		"cuLaunchKernel vadd grid=1,1,1 block=32,1,1 shared=65536 stream=s0 params=d1+0;d1+0;d1+0;x0 -> 0",
		"cuFuncSetAttribute vadd attr=9 value=-1 -> 0", "cuFuncSetAttribute vadd attr=8 value=98305 -> 1")
}
