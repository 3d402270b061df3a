package kern_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/gencheck"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
)

// Where says where a call runs without running it.
func TestWhere(t *testing.T) {
	disc := kern.Vectorize("Disc", kern.Loop3(gputest.Disc[float32]))
	noGPU := kern.Vectorize("add", kern.Loop2(addF32))
	a := []float32{1, 2, 3}
	dev := emuDevice(t)
	da, err := kern.ToDevice(dev, nd.Must(nd.FromSlice(a, 3)))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		u    *kern.Ufunc
		on   any
		args []any
		t    kern.Target
		dev  *kern.Device
	}{
		{"explicit CPU", disc, kern.CPU, []any{a, a, a}, kern.CPU, kern.HostDevice()},
		{"a device", disc, dev, []any{a, a, a}, kern.CUDA, dev},
		{"Auto follows device arrays", disc, kern.Auto, []any{da, a, a}, kern.CUDA, dev},
		{"Auto without GPU code", noGPU, kern.Auto, []any{a, a}, kern.Parallel, kern.HostDevice()},
	} {
		tg, d, err := c.u.Where(c.on, c.args...)
		if err != nil || tg != c.t || d != c.dev {
			t.Errorf("%s: %v on %v, %v; want %v on %v", c.name, tg, d, err, c.t, c.dev)
		}
	}
	if _, _, err := disc.Where(nil, a, a, a); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("nil placement: %v", err)
	}
	if _, _, err := disc.Where(kern.CPU, a, a); err == nil {
		t.Error("two arguments for three inputs: no error")
	}
	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[float32]))
	if tg, d, err := sum.Where(kern.Auto, da); err != nil || tg != kern.CUDA || d != dev {
		t.Errorf("reduce of a device array: %v on %v, %v", tg, d, err)
	}
	k := kern.NewKernel1(scaleKernel)
	if tg, d, err := k.Where(kern.Auto, a); err != nil || tg != kern.Sim || d != kern.HostDevice() {
		t.Errorf("kernel without GPU code: %v on %v, %v", tg, d, err)
	}
}

func whereStaleCore(x float32) float32 { return x * 2 }

func whereStaleRow(x, out []float32) {
	for i := range x {
		out[i] = x[i] * 2
	}
}

func whereStaleMax(a, b float32) float32 { return max(a, b) }

func whereStaleKernel(t *kern.Thread, x []float32) {
	if i := t.Grid1(); i < len(x) {
		x[i] *= 2
	}
}

// Where says what a call of stale generated code would meet: on a GPU
// (here the emulated CUDA device) the error wrapping ErrStale that the
// call returns, for ufuncs, gufuncs, reducers and kernels alike; on the
// CPU targets the host, where a kernel without its block function runs
// on Sim.
func TestWhereStaleCode(t *testing.T) {
	dir := t.TempDir()
	write := func(body string) {
		t.Helper()
		src := "package kern_test\n\n" +
			"func whereStaleCore(x float32) float32 { return x * " + body + " }\n\n" +
			"func whereStaleRow(x, out []float32) { for i := range x { out[i] = x[i] * " + body + " } }\n\n" +
			"func whereStaleMax(a, b float32) float32 { return max(a, b) * " + body + " }\n\n" +
			"func whereStaleKernel(t *kern.Thread, x []float32) { x[t.Grid1()] *= " + body + " }\n"
		if err := os.WriteFile(filepath.Join(dir, "a.go"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("2")
	srcs, err := gencheck.ParseDir(dir, "")
	if err != nil {
		t.Fatal(err)
	}
	fp := func(name string) string {
		f, err := srcs.Fingerprint(name)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	core, row, mx := kern.Loop1(whereStaleCore), kern.GULoop2(whereStaleRow), kern.Loop2(whereStaleMax)
	k := kern.NewKernel1(whereStaleKernel)
	kern.RegisterGenerated(&kern.GenPackage{
		Path: "github.com/kernlab/kern_test/wherestale", SourceDir: dir, PTX: "not PTX: a stale module is never loaded",
		Funcs: []kern.GenFunc{
			{ID: core.ID, Kind: kern.GenVectorize, Source: fp("whereStaleCore"),
				Entries: map[string]string{kern.RoleContig: "c", kern.RoleStrided: "s"}},
			{ID: row.ID, Kind: kern.GenGUVectorize, Source: fp("whereStaleRow"),
				Entries: map[string]string{kern.RoleGU: "g"}},
			{ID: mx.ID, Kind: kern.GenReduce, Source: fp("whereStaleMax"),
				Entries: map[string]string{kern.RoleStage1: "r1", kern.RoleStage2: "r2"}},
			{ID: kern.Identity(k.Name()), Kind: kern.GenKernel, Source: fp("whereStaleKernel"),
				Params:  []kern.GenParam{{Name: "x", DType: "float32", Rank: 1, Slice: true}},
				Entries: map[string]string{kern.RoleKernel: "k"},
				Block:   func(b *kern.Block, x []float32) {}},
		},
	})
	write("3") // the edit nobody regenerated
	u := kern.Vectorize("double", core)
	g := kern.GUVectorize("rowDouble", "(n)->(n)", row)
	r := kern.Reduce("max", mx)
	x := []float32{1, 2, 3, 4}
	dev := emuDevice(t)
	for _, c := range []struct {
		name  string
		where func(on any) (kern.Target, *kern.Device, error)
		call  func(on any) error
	}{
		{"ufunc", func(on any) (kern.Target, *kern.Device, error) { return u.Where(on, x) },
			func(on any) error { _, err := u.Call(on, x); return err }},
		{"gufunc", func(on any) (kern.Target, *kern.Device, error) { return g.Where(on, x) },
			func(on any) error { _, err := g.Call(on, x); return err }},
		{"reducer", func(on any) (kern.Target, *kern.Device, error) { return r.Where(on, x) },
			func(on any) error { _, err := r.Call(on, x); return err }},
		{"kernel", func(on any) (kern.Target, *kern.Device, error) { return k.Where(on, x) },
			func(on any) error { return k.Launch(on, 1, 4, x) }},
	} {
		_, _, werr := c.where(dev)
		cerr := c.call(dev)
		if !errors.Is(werr, kern.ErrStale) || !errors.Is(cerr, kern.ErrStale) {
			t.Errorf("%s on the emulated device: Where %v, call %v; want ErrStale from both", c.name, werr, cerr)
		} else if werr.Error() != cerr.Error() {
			t.Errorf("%s: Where says %q, the call %q", c.name, werr, cerr)
		}
		if tg, d, err := c.where(kern.CPU); err != nil || d != kern.HostDevice() || tg != map[bool]kern.Target{true: kern.Sim, false: kern.CPU}[c.name == "kernel"] {
			t.Errorf("%s on CPU: %v on %v, %v", c.name, tg, d, err)
		}
	}
	if d, err := kern.DefaultDevice(kern.Auto); err == nil && d == kern.HostDevice() {
		// Without a GPU the stale block function does not run: Auto is Sim.
		if tg, _, err := k.Where(kern.Auto, x); err != nil || tg != kern.Sim {
			t.Errorf("stale kernel on Auto without a GPU: %v, %v; want Sim", tg, err)
		}
	}
}
