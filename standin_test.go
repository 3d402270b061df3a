package kern_test

import (
	"errors"
	"fmt"
	"os"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/cuda"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/driver/roc"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/internal/testing/standin"
	"github.com/kernlab/kern/nd"
)

// The GPU suite's host-side sequences through kern's real CUDA driver,
// loaded on a stand-in libcuda (internal/testing/standin): kernels do not run
// there, but every call crosses purego, and the launches the library
// records (entry, grid, block, dynamic shared memory, every parameter
// value, device addresses by allocation) must equal what the emulated
// device observes for the same program.

const standinMemory = 64 << 20

// emuLaunches wraps the emulated device and logs its launches in the
// stand-in's notation.
type emuLaunches struct {
	*emu.Device
	sizes map[string][]int // PTX entry → parameter sizes

	mu     sync.Mutex
	allocs []emuAlloc
	log    []string
}

type emuAlloc struct {
	p driver.Ptr
	n int
}

func (r *emuLaunches) Alloc(n int) (driver.Ptr, error) {
	p, err := r.Device.Alloc(n)
	if err == nil && n > 0 {
		r.mu.Lock()
		r.allocs = append(r.allocs, emuAlloc{p, n})
		r.mu.Unlock()
	}
	return p, err
}

func (r *emuLaunches) LoadModule(image []byte) (driver.Module, error) {
	m, err := r.Device.LoadModule(image)
	if err != nil {
		return nil, err
	}
	return &emuModule{GlobalModule: m.(driver.GlobalModule), r: r}, nil
}

type emuModule struct {
	driver.GlobalModule
	r *emuLaunches
}

func (m *emuModule) Function(name string) (driver.Function, error) {
	f, err := m.GlobalModule.Function(name)
	if err != nil {
		return nil, err
	}
	return &emuFunc{Function: f, name: name, r: m.r}, nil
}

type emuFunc struct {
	driver.Function
	name string
	r    *emuLaunches
}

func (f *emuFunc) Launch(c driver.LaunchConfig, params []unsafe.Pointer) error {
	r := f.r
	r.mu.Lock()
	var ps []string
	for i, size := range r.sizes[f.name] {
		b := unsafe.Slice((*byte)(params[i]), size)
		switch size {
		case 8:
			v := *(*uint64)(params[i])
			s := fmt.Sprintf("x%x", v)
			for k := len(r.allocs) - 1; k >= 0; k-- {
				if a := r.allocs[k]; v != 0 && driver.Ptr(v) >= a.p && driver.Ptr(v) < a.p+driver.Ptr(a.n) {
					s = fmt.Sprintf("d%d+%d", k+1, driver.Ptr(v)-a.p)
					break
				}
			}
			ps = append(ps, s)
		case 4:
			ps = append(ps, fmt.Sprintf("x%x", *(*uint32)(params[i])))
		default:
			ps = append(ps, fmt.Sprintf("%x", b))
		}
	}
	r.log = append(r.log, fmt.Sprintf("%s grid=%d,%d,%d block=%d,%d,%d shared=%d params=%s", f.name,
		c.Grid.X, c.Grid.Y, c.Grid.Z, c.Block.X, c.Block.Y, c.Block.Z, c.SharedBytes, strings.Join(ps, ";")))
	r.mu.Unlock()
	return f.Function.Launch(c, params)
}

var (
	ptxEntry = regexp.MustCompile(`\.entry (\S+)\(([^)]*)\)`)
	ptxParam = regexp.MustCompile(`\.param (?:\.align \d+ )?\.(\w+) \S+?(?:\[(\d+)\])?(?:,|$)`)
)

// ptxSizes reads each entry's parameter sizes from PTX.
func ptxSizes(ptx string) map[string][]int {
	out := map[string][]int{}
	for _, m := range ptxEntry.FindAllStringSubmatch(ptx, -1) {
		var sizes []int
		for _, p := range ptxParam.FindAllStringSubmatch(strings.ReplaceAll(m[2], "\n", ""), -1) {
			if p[2] != "" {
				n, _ := strconv.Atoi(p[2])
				sizes = append(sizes, n)
				continue
			}
			n, _ := strconv.Atoi(strings.TrimLeft(p[1], "subfpred"))
			sizes = append(sizes, max(n/8, 1))
		}
		out[m[1]] = sizes
	}
	return out
}

// standinLaunches keeps the launch lines of a stand-in log, without the
// stream and the result, in emuLaunches' notation.
func standinLaunches(log []string) []string {
	var out []string
	re := regexp.MustCompile(`^cuLaunchKernel (.*) stream=\S+ (params=\S*) -> 0$`)
	for _, l := range log {
		if m := re.FindStringSubmatch(l); m != nil {
			out = append(out, m[1]+" "+m[2])
		}
	}
	return out
}

// suiteProgram is the host side of the GPU suite in one program: ufuncs
// (contiguous, broadcast, scalars, into device arrays), a gufunc, both
// reduce stages, a kernel launch, host arrays in chunks, device
// arrays copied both ways, streams and events.
func suiteProgram(t *testing.T, dev *kern.Device) {
	t.Helper()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	add := kern.Vectorize("Add", kern.Loop2(gputest.Add[float32]))
	a := ufRand[float32](t, 1, 0, 6, 5)
	col, row := ufRand[float32](t, 2, 0, 6, 1), ufRand[float32](t, 3, 0, 1, 5)
	for _, args := range [][]any{{a, a}, {a, float32(2.5)}, {col, row}, {a.T(), float32(1)}} {
		_, err := add.Call(dev, args...)
		must(err)
	}
	da, err := kern.ToDevice(dev, a)
	must(err)
	dout, err := kern.NewDeviceArray[float32](dev, []int{6, 5}, nd.C)
	must(err)
	must(add.Into(dev, dout, da, da))
	_, err = dout.CopyToHost()
	must(err)

	mm := kern.GUVectorize("MatMul", "(m,n),(n,p)->(m,p)", kern.GULoop3(gputest.MatMul[float32]))
	_, err = mm.Call(dev, ufRand[float32](t, 6, 0, 4, 3, 2), ufRand[float32](t, 7, 0, 2, 5))
	must(err)

	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[int64]))
	for _, n := range []float64{100, 100_000} {
		_, err := sum.Call(dev, nd.Must(nd.Arange[int64](0, n, 1)))
		must(err)
	}

	blockSum := kern.NewKernel2(gputest.BlockSum)
	must(blockSum.Launch(dev, 4, gputest.ReduceBlock, make([]int64, 4*gputest.ReduceBlock), make([]int64, 4)))

	// Host arrays in chunks, on one lane: which lane takes which chunk
	// depends on timing (TestStandInSuiteSequences checks several lanes).
	big := ufRand[float32](t, 5, 0, 1<<16)
	_, err = add.Call(kern.Chunked(dev, kern.ChunkBytes(64<<10), kern.ChunkStreams(1), kern.StreamAbove(0)), big, big)
	must(err)

	s, err := dev.NewStream()
	must(err)
	e0, err := dev.NewEvent()
	must(err)
	e1, err := dev.NewEvent()
	must(err)
	must(e0.Record(s))
	must(add.Into(s, dout, da, float32(1)))
	must(e1.Record(s))
	must(s.Synchronize())
	_, err = e1.Elapsed(e0)
	must(err)
	must(e0.Close())
	must(e1.Close())
	must(s.Close())
	must(da.Free())
	must(dout.Free())
}

func TestStandInSuiteSequences(t *testing.T) {
	lib := standin.ForTest(t, standin.CUDA)
	lib.Configure(standinMemory, runtime.NumCPU(), 32, 1024)
	cd, err := cuda.Open(cuda.Options{Library: lib.Path}).Device(0)
	if err != nil {
		t.Fatal(err)
	}
	defer cd.Close()
	dev := kern.NewDevice(cd)
	suiteProgram(t, dev)
	got := standinLaunches(lib.Log())

	rec := &emuLaunches{Device: emu.New(emu.WithMemory(standinMemory)), sizes: ptxSizes(gputestPTX(t))}
	suiteProgram(t, kern.NewDevice(rec))
	want := rec.log
	if len(got) < 10 || !slices.Equal(got, want) {
		t.Errorf("launches on the stand-in (%d):\n%s\non the emulated device (%d):\n%s", len(got), strings.Join(got, "\n"),
			len(want), strings.Join(want, "\n"))
	}
	if testing.Verbose() {
		t.Logf("%d launches agree; first: %s", len(got), got[0])
	}

	// Three lanes: the same chunks, spread over three streams.
	big := ufRand[float32](t, 5, 0, 1<<16)
	if _, err := add3(dev, big); err != nil {
		t.Fatal(err)
	}
	var launches int
	streams := map[string]bool{}
	for _, l := range lib.Log() {
		if f := strings.Fields(l); len(f) > 6 && f[0] == "cuLaunchKernel" && strings.HasPrefix(f[5], "stream=") {
			launches++
			streams[f[5]] = true
		}
	}
	if launches != 13 || len(streams) < 1 {
		t.Errorf("a 3-lane call of 13 chunks launched %d times on %v", launches, streams)
	}
	// Everything the program made is released once the device syncs.
	if err := dev.Synchronize(); err != nil {
		t.Fatal(err)
	}
	dev.ReleaseStaging()
	if live := lib.Live(); live.Streams != 0 || live.Events != 0 || live.Pinned != 0 || live.Registered != 0 {
		t.Errorf("left behind: %+v", live)
	}
}

func add3(dev *kern.Device, big nd.Array[float32]) (any, error) {
	add := kern.Vectorize("Add", kern.Loop2(gputest.Add[float32]))
	return add.Call(kern.Chunked(dev, kern.ChunkBytes(64<<10), kern.ChunkStreams(3), kern.StreamAbove(0)), big, big)
}

// gputestPTX is the PTX kern gen shipped for internal/testing/gputest.
func gputestPTX(t *testing.T) string {
	b, err := os.ReadFile("internal/testing/gputest/kern_gen.ptx")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestStandInErrors: failures the library reports reach the user as
// kern's documented errors, through every layer.
func TestStandInErrors(t *testing.T) {
	lib := standin.ForTest(t, standin.CUDA)
	lib.Configure(standinMemory, 4, 32, 1024)
	cd, err := cuda.Open(cuda.Options{Library: lib.Path}).Device(0)
	if err != nil {
		t.Fatal(err)
	}
	defer cd.Close()
	dev := kern.NewDevice(cd)
	add := kern.Vectorize("Add", kern.Loop2(gputest.Add[float32]))
	a := ufRand[float32](t, 1, 0, 100)

	if _, err := kern.NewDeviceArray[float32](dev, []int{standinMemory}, nd.C); !errors.Is(err, kern.ErrOutOfMemory) {
		t.Errorf("more than the device's memory: %v", err)
	}
	lib.Fail("cuLaunchKernel", 719, 0)
	if _, err := add.Call(dev, a, a); !errors.Is(err, kern.ErrLaunchFailed) || !errors.Is(err, kern.ErrKernelTrap) {
		t.Errorf("a failed launch: %v", err)
	}
	lib.Fail("cuMemcpyHtoD_v2", 1, 0)
	if _, err := kern.ToDevice(dev, a); !errors.Is(err, kern.ErrInvalidValue) {
		t.Errorf("a copy the library refuses: %v", err)
	}
	lib.Fail("cuModuleLoadDataEx", 218, 0)
	mm := kern.GUVectorize("MatMul", "(m,n),(n,p)->(m,p)", kern.GULoop3(gputest.MatMul[float32]))
	// The module of internal/testing/gputest is loaded already; a fresh device
	// would load it again. What matters is that a later call still works.
	if _, err := mm.Call(dev, ufRand[float32](t, 6, 0, 4, 3, 2), ufRand[float32](t, 7, 0, 2, 5)); err != nil {
		t.Errorf("gufunc after the earlier failures: %v", err)
	}
	lib.Fail("cuStreamSynchronize", 700, 0)
	s, _ := dev.NewStream()
	if err := s.Synchronize(); !errors.Is(err, kern.ErrKernelTrap) {
		t.Errorf("a fault reported at synchronization: %v", err)
	}
}

// cheapThreadID reports whether the CUDA and ROC bindings can tell OS
// threads apart without a system call (linux/amd64 with user-mode
// RDFSBASE), which their launches need to skip cuCtxSetCurrent or
// hipSetDevice on a thread where the context or device is current.
func cheapThreadID() bool {
	if runtime.GOOS != "linux" || runtime.GOARCH != "amd64" {
		return false
	}
	b, err := os.ReadFile("/proc/self/auxv")
	if err != nil {
		return false
	}
	for i := 0; i+16 <= len(b); i += 16 {
		if *(*uint64)(unsafe.Pointer(&b[i])) == 26 { // AT_HWCAP2
			return *(*uint64)(unsafe.Pointer(&b[i+8]))&2 != 0 // HWCAP2_FSGSBASE
		}
	}
	return false
}

// A steady-state call makes no driver call but its work: the 2nd…100th of
// identical ufunc calls on device arrays and kernel launches are one
// cuLaunchKernel each, and a reduction its stages' launches and the copy
// of its result (counted against the stand-in libcuda, which logs every
// call that crosses purego).
func TestStandInSteadyStateCalls(t *testing.T) {
	lib := standin.ForTest(t, standin.CUDA)
	lib.Configure(standinMemory, runtime.NumCPU(), 32, 1024)
	cd, err := cuda.Open(cuda.Options{Library: lib.Path}).Device(0)
	if err != nil {
		t.Fatal(err)
	}
	defer cd.Close()
	strict := cheapThreadID()
	if !strict {
		t.Log("no cheap thread identity here: every launch makes its context current first")
	}
	steadyState(t, kern.NewDevice(cd), lib, "cuLaunchKernel", "cuMemcpyDtoH_v2", func(name string) bool {
		return !strict && name == "cuCtxSetCurrent"
	})
}

// TestStandInSteadyStateCallsROC: the same on the stand-in libamdhip64.
// Each device's default stream is a stream created on it, whose work HIP
// runs on its device or refuses, so on a thread where the device is known
// current neither the launches nor the result's copy (hipMemcpyWithStream)
// select it again (hipSetDevice).
func TestStandInSteadyStateCallsROC(t *testing.T) {
	lib := standin.ForTest(t, standin.HIP)
	lib.Configure(standinMemory, runtime.NumCPU(), 64, 1024)
	image, err := os.ReadFile("internal/testing/gputest/kern_gen_gfx90a.hsaco")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := lib.Layouts(image); err != nil {
		t.Fatal(err)
	}
	rd, err := roc.Open(roc.Options{Library: lib.Path}).Device(0)
	if err != nil {
		t.Fatal(err)
	}
	defer rd.Close()
	strict := cheapThreadID()
	if !strict {
		t.Log("no cheap thread identity here: every launch selects its device first")
	}
	steadyState(t, kern.NewDevice(rd), lib, "hipModuleLaunchKernel", "hipMemcpyWithStream", func(name string) bool {
		return !strict && name == "hipSetDevice"
	})
}

// steadyState checks that the 2nd…100th identical call makes only its
// launches (launch: the library's launch call) and, for a reduction, the
// copy of its result (copyBack); skip drops calls the platform cannot
// avoid.
func steadyState(t *testing.T, dev *kern.Device, lib *standin.Lib, launch, copyBack string, skip func(name string) bool) {
	t.Helper()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	add := kern.Vectorize("Add", kern.Loop2(gputest.Add[float32]))
	da, err := kern.ToDevice(dev, ufRand[float32](t, 1, 0, 16))
	must(err)
	dbig, err := kern.ToDevice(dev, ufRand[float32](t, 2, 0, 4096))
	must(err)
	dout, err := kern.NewDeviceArray[float32](dev, []int{16}, nd.C)
	must(err)
	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[float32]))
	blockSum := kern.NewKernel2(gputest.BlockSum)
	din, err := kern.NewDeviceArray[int64](dev, []int{4 * gputest.ReduceBlock}, nd.C)
	must(err)
	dbs, err := kern.NewDeviceArray[int64](dev, []int{4}, nd.C)
	must(err)
	// One OS thread, as a program's threads are once each has run a
	// launch: the first launch on a thread may select the device there.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	for _, c := range []struct {
		name string
		call func() error
		want []string // call names, in order
	}{
		{"ufunc", func() error { return add.Into(dev, dout, da, da) }, []string{launch}},
		{"kernel", func() error { return blockSum.Launch(dev, 4, gputest.ReduceBlock, din, dbs) }, []string{launch}},
		{"reduce, one stage", func() error { _, err := sum.Call(dev, da); return err }, []string{launch, copyBack}},
		{"reduce, two stages", func() error { _, err := sum.Call(dev, dbig); return err }, []string{launch, launch, copyBack}},
	} {
		must(c.call()) // the first call loads the module and finds the entry points
		lib.Log()
		for i := 2; i <= 100; i++ {
			must(c.call())
			var got []string
			for _, l := range lib.Log() {
				name, _, _ := strings.Cut(l, " ")
				if !skip(name) {
					got = append(got, name)
				}
			}
			if !slices.Equal(got, c.want) {
				t.Fatalf("%s: call %d made %q, want %q", c.name, i, got, c.want)
			}
		}
	}
}
