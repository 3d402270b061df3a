package kern

import (
	"fmt"
	"sync"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/host"
	"github.com/kernlab/kern/internal/gpucall"
	"github.com/kernlab/kern/internal/simt"
)

// fakeGPU is a test-only driver.Device that looks like a CUDA device to
// the runtime: its memory is a host device's (so tests can read it), but it
// offers neither LaunchFunc nor HostPointer, so the runtime must take the
// GPU path: load a module, look up functions, marshal the flattened
// parameter buffer and launch. A launch decodes the buffer leaf by leaf and
// runs a Go emulation of the wrapper kernel's ABI, so the dispatch path is
// checked byte for byte as CUDA would see it.
type fakeGPU struct {
	driver.Device
	h *host.Device

	mu       sync.Mutex
	quiet    bool // do not record launches (allocation tests)
	loads    int
	launches []fakeLaunch
	// kernels emulate entry points by symbol.
	kernels map[string]func(g *fakeGPU, c driver.LaunchConfig, leaves []uint64)
	// trapRec is the module's debug trap record (0: the module has none).
	trapRec driver.Ptr
	// static is every function's static shared memory per block.
	static int
}

type fakeLaunch struct {
	symbol string
	cfg    driver.LaunchConfig
	leaves []uint64
}

func newFakeGPU() *fakeGPU {
	h := host.New(host.WithCapacity(1 << 30))
	return &fakeGPU{Device: h, h: h, kernels: map[string]func(*fakeGPU, driver.LaunchConfig, []uint64){}}
}

func (g *fakeGPU) Info() driver.Info {
	i := g.h.Info()
	i.Kind, i.Arch, i.Name, i.MultiProcessors = driver.KindCUDA, "sm_90", "fake GPU", 4
	return i
}

func (g *fakeGPU) LoadModule(image []byte) (driver.Module, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.loads++
	if string(image) != fakePTX {
		return nil, fmt.Errorf("fake: unexpected image %q: %w", image, driver.ErrJIT)
	}
	return fakeModule{g}, nil
}

// mem returns the Go view of n bytes of device memory at p.
func (g *fakeGPU) mem(p driver.Ptr, n int) unsafe.Pointer {
	if n == 0 {
		return nil
	}
	q, err := g.h.HostPointer(p, n)
	if err != nil {
		panic(err)
	}
	return q
}

const fakePTX = "// fake module\n"

type fakeModule struct{ g *fakeGPU }

func (m fakeModule) Function(name string) (driver.Function, error) {
	if _, ok := m.g.kernels[name]; !ok {
		return nil, fmt.Errorf("fake: no function %s: %w", name, driver.ErrNotFound)
	}
	return fakeFunc{m.g, name}, nil
}

func (m fakeModule) Unload() error { return nil }

// Global locates the trap record, the one module-scope variable the
// runtime asks for.
func (m fakeModule) Global(name string) (driver.Ptr, int, error) {
	if name != abi.TrapRecordName || m.g.trapRec == 0 {
		return 0, 0, fmt.Errorf("fake: no global %s: %w", name, driver.ErrNotFound)
	}
	return m.g.trapRec, abi.TrapRecordBytes, nil
}

type fakeFunc struct {
	g    *fakeGPU
	name string
}

func (f fakeFunc) Launch(c driver.LaunchConfig, params []unsafe.Pointer) error {
	if f.g.quiet {
		return nil
	}
	leaves := make([]uint64, len(params))
	for i, p := range params {
		leaves[i] = *(*uint64)(p)
	}
	if f.g.quiet {
		return nil
	}
	f.g.mu.Lock()
	f.g.launches = append(f.g.launches, fakeLaunch{f.name, c, leaves})
	f.g.mu.Unlock()
	run := func() error {
		f.g.kernels[f.name](f.g, c, leaves)
		return nil
	}
	if c.Stream != nil {
		// Stream order is the host stream's: a memset of 0 bytes would not
		// do; run synchronously after the queue drains.
		if err := c.Stream.Synchronize(); err != nil {
			return err
		}
	}
	return run()
}

func (f fakeFunc) MaxBlockSize(int) (int, int, error) { return 128, 8, nil }
func (f fakeFunc) Attributes() (driver.FuncAttributes, error) {
	return driver.FuncAttributes{SharedBytes: f.g.static}, nil
}

// lastLaunch returns the most recent launch.
func (g *fakeGPU) lastLaunch(t *testing.T) fakeLaunch {
	t.Helper()
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.launches) == 0 {
		t.Fatal("nothing was launched")
	}
	return g.launches[len(g.launches)-1]
}

// leafReader walks a flattened parameter buffer.
type leafReader struct {
	leaves []uint64
	i      int
}

func (r *leafReader) next() uint64 { v := r.leaves[r.i]; r.i++; return v }
func (r *leafReader) int() int     { return int(int64(r.next())) }

// view2 decodes an Array2[T] parameter over device memory.
func view2[T Number](g *fakeGPU, r *leafReader) Array2[T] {
	ptr := driver.Ptr(r.next())
	shape := [2]int{r.int(), r.int()}
	strides := [2]int{r.int(), r.int()}
	lo, hi := extent(shape[:], strides[:])
	if lo > hi {
		return Array2[T]{}
	}
	es := int(unsafe.Sizeof(*new(T)))
	p := g.mem(ptr+driver.Ptr(lo*es), (hi-lo+1)*es)
	data := unsafe.Slice((*T)(p), hi-lo+1)
	return Array2[T]{data: data, off: -lo, shape: shape, strides: strides}
}

// slice decodes a []T parameter.
func slice[T Number](g *fakeGPU, r *leafReader) []T {
	ptr := driver.Ptr(r.next())
	n, c := r.int(), r.int()
	if n != c {
		panic(fmt.Sprintf("slice len %d cap %d", n, c))
	}
	es := int(unsafe.Sizeof(*new(T)))
	return unsafe.Slice((*T)(g.mem(ptr, n*es)), n)
}

// forThreads runs body for every thread of the launch, in order.
func forThreads(c driver.LaunchConfig, body func(t *Thread)) {
	var th Thread
	st := &th.st
	st.GridDim, st.BlockDim = dim3s(c.Grid), dim3s(c.Block)
	for bz := range c.Grid.Z {
		for by := range c.Grid.Y {
			for bx := range c.Grid.X {
				for tz := range c.Block.Z {
					for ty := range c.Block.Y {
						for tx := range c.Block.X {
							st.BlockIdx = dim3s(driver.Dim3{X: bx, Y: by, Z: bz})
							st.ThreadIdx = dim3s(driver.Dim3{X: tx, Y: ty, Z: tz})
							body(&th)
						}
					}
				}
			}
		}
	}
}

func dim3s(d driver.Dim3) simt.Dim3 { return simt.Dim3(d) }

// fakeCode gives a hook generated code without the process registry.
func fakeCode(g *gpucall.Loop, kind GenKind, entries map[string]string) {
	g.SetCode(&GenPackage{Path: "test", PTX: fakePTX}, &GenFunc{ID: g.ID(), Kind: kind, Entries: entries})
}
