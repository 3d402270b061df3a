package kern_test

import (
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
)

// The launch sequences the runtime chooses, observed on the emulated
// device running the compiler's real wrappers: which entry (contiguous,
// strided, stage 1 and 2), how many launches, what grid, how many module
// loads. recorder wraps the device and logs every launch.

type recorder struct {
	*emu.Device
	mu       sync.Mutex
	loads    int
	launches []launchRec
}

type launchRec struct {
	entry string
	cfg   driver.LaunchConfig
}

func (r *recorder) LoadModule(image []byte) (driver.Module, error) {
	m, err := r.Device.LoadModule(image)
	if err != nil {
		return nil, err
	}
	r.mu.Lock()
	r.loads++
	r.mu.Unlock()
	return &recModule{GlobalModule: m.(driver.GlobalModule), r: r}, nil
}

type recModule struct {
	driver.GlobalModule
	r *recorder
}

func (m *recModule) Function(name string) (driver.Function, error) {
	f, err := m.GlobalModule.Function(name)
	if err != nil {
		return nil, err
	}
	return &recFunc{Function: f, name: name, r: m.r}, nil
}

type recFunc struct {
	driver.Function
	name string
	r    *recorder
}

func (f *recFunc) Launch(c driver.LaunchConfig, params []unsafe.Pointer) error {
	f.r.mu.Lock()
	f.r.launches = append(f.r.launches, launchRec{f.name, c})
	f.r.mu.Unlock()
	return f.Function.Launch(c, params)
}

// take returns the roles of the launches since the last take, from the
// suffix abi.WrapperName gives each wrapper.
func (r *recorder) take() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var roles []string
	for _, l := range r.launches {
		role := "?" + l.entry
		for _, rl := range []string{abi.RoleContig, abi.RoleStrided, abi.RoleGU, abi.RoleStage1, abi.RoleStage2} {
			if strings.HasSuffix(l.entry, abi.Mangle(abi.WrapperName("", rl))) {
				role = rl
			}
		}
		roles = append(roles, role)
	}
	r.launches = r.launches[:0]
	return roles
}

func (r *recorder) last() launchRec {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.launches[len(r.launches)-1]
}

func TestEmulatedLaunchSequences(t *testing.T) {
	rec := &recorder{Device: emu.New()}
	dev := kern.NewDevice(rec)
	add := kern.Vectorize("Add", kern.Loop2(gputest.Add[float32]))
	a := ufRand[float32](t, 1, 0, 6, 5)
	col, row := ufRand[float32](t, 2, 0, 6, 1), ufRand[float32](t, 3, 0, 1, 5)
	check := func(name string, want string, args ...any) {
		t.Helper()
		if _, err := add.Call(dev, args...); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := strings.Join(rec.take(), ","); got != want {
			t.Errorf("%s: launched %s, want %s", name, got, want)
		}
	}
	check("contiguous", "contig", a, a)
	check("scalar", "contig", a, float32(2.5))
	check("broadcast", "strided", col, row)
	check("transposed", "strided", a.T(), float32(1))
	// A 9-d C-contiguous call coalesces to the contiguous wrapper.
	nine := ufRand[float32](t, 4, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2)
	check("9-d contiguous", "contig", nine, nine)
	if rec.loads != 1 {
		t.Errorf("module loaded %d times, want once per device", rec.loads)
	}

	// A large call uses a grid-stride loop, not one thread per element.
	const n = 1 << 20
	big, err := kern.ToDevice(dev, ufRand[float32](t, 5, 0, n))
	if err != nil {
		t.Fatal(err)
	}
	check("large", "contig", big, big)
	if _, err := add.Call(dev, big, big); err != nil {
		t.Fatal(err)
	}
	if l := rec.last(); l.cfg.Grid.X*l.cfg.Block.X >= n {
		t.Errorf("grid %v × block %v for %d elements: want a capped grid-stride launch", l.cfg.Grid, l.cfg.Block, n)
	}
	rec.take()
	// The same on host arrays is chunked (internal/chunked): the
	// contiguous wrapper once per chunk.
	hbig := ufRand[float32](t, 5, 0, 4*n)
	if _, err := add.Call(dev, hbig, hbig); err != nil {
		t.Fatal(err)
	}
	if roles := rec.take(); len(roles) < 2 || roles[0] != "contig" {
		t.Errorf("a 32 MiB host-array call launched %v, want the contiguous wrapper once per chunk", roles)
	}

	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[int64]))
	for _, c := range []struct {
		name string
		in   nd.Array[int64]
		want string
	}{
		{"small: one launch", nd.Must(nd.Arange[int64](0, 100, 1)), "stage2"},
		{"large: two launches", nd.Must(nd.Arange[int64](0, 100_000, 1)), "stage1,stage2"},
		{"reversed", ufView(nd.Must(nd.Arange[int64](0, 100_000, 1)).Slice(nd.All().By(-1))), "stage1,stage2"},
	} {
		v, err := kern.Value[int64](sum.Call(dev, c.in))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var w int64
		for x := range c.in.Values() {
			w += x
		}
		if v != w {
			t.Errorf("%s: sum %d, want %d", c.name, v, w)
		}
		if got := strings.Join(rec.take(), ","); got != c.want {
			t.Errorf("%s: launched %s, want %s", c.name, got, c.want)
		}
	}
	// Repeated reductions reuse their scratch: device memory in use does
	// not grow.
	x := nd.Must(nd.Arange[int64](0, 100_000, 1))
	_, _ = sum.Call(dev, x)
	free0, _, _ := dev.MemInfo()
	for range 5 {
		if _, err := sum.Call(dev, x); err != nil {
			t.Fatal(err)
		}
	}
	// Only growth counts: earlier arrays of this test may be finalized
	// (freed) during the loop, whenever the GC happens to run.
	if free, _, _ := dev.MemInfo(); free < free0 {
		t.Errorf("free memory %d after 5 more reductions, was %d", free, free0)
	}
	rec.take()

	mm := kern.GUVectorize("MatMul", "(m,n),(n,p)->(m,p)", kern.GULoop3(gputest.MatMul[float32]))
	if _, err := mm.Call(dev, ufRand[float32](t, 6, 0, 4, 3, 2), ufRand[float32](t, 7, 0, 2, 5)); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(rec.take(), ","); got != "gu" {
		t.Errorf("gufunc launched %s", got)
	}
}
