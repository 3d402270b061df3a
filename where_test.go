package kern_test

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
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

func autoFitCore(x float32) float32 { return x * 2 }

func autoFitRow(x, out []float32) {
	for i := range x {
		out[i] = x[i] * 2
	}
}

func autoFitMax(a, b float32) float32 { return max(a, b) }

func autoFitKernel(t *kern.Thread, x []float32) {
	if i := t.Grid1(); i < len(x) {
		x[i] *= 2
	}
}

// autoFitPTX is an empty module for sm_80: the emulated sm_70 device
// refuses to load it, and Where never loads it.
const autoFitPTX = ".version 7.0\n.target sm_80\n.address_size 64\n"

// Auto runs code only where it fits: generated code for sm_80 and, with
// -mcpu none, without LLVM IR, is no code for an emulated ROC device or
// an sm_70 CUDA device, which Auto passes over for the other GPU kind or
// the host, as Where says, while an explicit GPU target still meets the
// load's error. Each case runs in a child process, whose devices
// KERN_EMULATE fixes.
func TestAutoPassesOverGPUsTheCodeDoesNotFit(t *testing.T) {
	const marker = "KERN_TEST_AUTOFIT"
	type want int
	const (
		host want = iota
		onCUDA
		onROC
	)
	cases := []struct {
		emulate string
		llvm    bool // the package has LLVM IR (kern gen without -mcpu none)
		want    want
	}{
		{"roc", false, host},
		{"cuda", false, host},
		{"cuda,sm_80", false, onCUDA},
		{"cuda,roc", true, onROC},
	}
	if c := os.Getenv(marker); c != "" {
		i, err := strconv.Atoi(c)
		if err != nil || i >= len(cases) || os.Getenv("KERN_EMULATE") != cases[i].emulate {
			t.Fatalf("%s=%q with KERN_EMULATE=%q", marker, c, os.Getenv("KERN_EMULATE"))
		}
		autoFitChild(t, cases[i].llvm, cases[i].want == host, map[want]kern.Target{onCUDA: kern.CUDA, onROC: kern.ROC}[cases[i].want])
		return
	}
	for i, c := range cases {
		cmd := exec.Command(os.Args[0], "-test.run=^"+t.Name()+"$", "-test.count=1", "-test.v")
		cmd.Env = append(os.Environ(), "KERN_EMULATE="+c.emulate, marker+"="+strconv.Itoa(i))
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "--- PASS: "+t.Name()) {
			t.Errorf("KERN_EMULATE=%s, LLVM IR %v: %v\n%s", c.emulate, c.llvm, err, out)
		}
	}
}

// autoFitChild registers sm_80 code (with LLVM IR when llvm) for a ufunc,
// a gufunc, a reducer and a kernel, and checks where Auto runs them: on
// the host (and with the plain-Go result) when onHost, else on the
// default device of gpu.
func autoFitChild(t *testing.T, llvm, onHost bool, gpu kern.Target) {
	core, row, mx := kern.Loop1(autoFitCore), kern.GULoop2(autoFitRow), kern.Loop2(autoFitMax)
	k := kern.NewKernel1(autoFitKernel)
	pkg := &kern.GenPackage{
		Path: "github.com/kernlab/kern_test/autofit", PTX: autoFitPTX, PTXArch: "sm_80",
		Funcs: []kern.GenFunc{
			{ID: core.ID, Kind: kern.GenVectorize, Entries: map[string]string{kern.RoleContig: "c", kern.RoleStrided: "s"}},
			{ID: row.ID, Kind: kern.GenGUVectorize, Entries: map[string]string{kern.RoleGU: "g"}},
			{ID: mx.ID, Kind: kern.GenReduce, Entries: map[string]string{kern.RoleStage1: "r1", kern.RoleStage2: "r2"}},
			{ID: kern.Identity(k.Name()), Kind: kern.GenKernel,
				Params:  []kern.GenParam{{Name: "x", DType: "float32", Rank: 1, Slice: true}},
				Entries: map[string]string{kern.RoleKernel: "k"}},
		},
	}
	if llvm {
		pkg.LLVM = "; never compiled: Where loads nothing"
	}
	kern.RegisterGenerated(pkg)
	u := kern.Vectorize("double", core)
	g := kern.GUVectorize("rowDouble", "(n)->(n)", row)
	r := kern.Reduce("max", mx)
	x := []float32{1, 5, 3, 4}
	twice := []float32{2, 10, 6, 8}
	check := func(what string, got nd.Array[float32], err error, want []float32) {
		t.Helper()
		if err != nil || !slices.Equal(got.ToSlice(), want) {
			t.Errorf("%s on Auto: %v, %v; want %v", what, got, err, want)
		}
	}
	for _, c := range []struct {
		name   string
		where  func() (kern.Target, *kern.Device, error)
		run    func() error // the call on Auto, checked against Go
		onHost kern.Target  // where Auto runs it on the host
	}{
		{"ufunc", func() (kern.Target, *kern.Device, error) { return u.Where(kern.Auto, x) }, func() error {
			got, err := kern.As[float32](u.Call(kern.Auto, x))
			check("ufunc", got, err, twice)
			return nil
		}, kern.Parallel},
		{"gufunc", func() (kern.Target, *kern.Device, error) { return g.Where(kern.Auto, x) }, func() error {
			got, err := kern.As[float32](g.Call(kern.Auto, x))
			check("gufunc", got, err, twice)
			return nil
		}, kern.Parallel},
		{"reducer", func() (kern.Target, *kern.Device, error) { return r.Where(kern.Auto, x) }, func() error {
			got, err := r.Call(kern.Auto, x)
			if err != nil || got != float32(5) {
				t.Errorf("reducer on Auto: %v, %v; want 5", got, err)
			}
			return nil
		}, kern.Parallel},
		{"kernel", func() (kern.Target, *kern.Device, error) { return k.Where(kern.Auto, x) }, func() error {
			y := slices.Clone(x)
			if err := k.Launch(kern.Auto, 1, len(y), y); err != nil {
				return err
			}
			if !slices.Equal(y, twice) {
				t.Errorf("kernel on Auto: %v, want %v", y, twice)
			}
			return nil
		}, kern.Sim}, // no block function registered: Sim
	} {
		tg, d, err := c.where()
		if !onHost {
			want, derr := kern.DefaultDevice(gpu)
			if err != nil || derr != nil || tg != gpu || d != want {
				t.Errorf("%s: Where(Auto) = %v on %v, %v; want %v on %v (%v)", c.name, tg, d, err, gpu, want, derr)
			}
			continue
		}
		if err != nil || tg != c.onHost || d != kern.HostDevice() {
			t.Errorf("%s: Where(Auto) = %v on %v, %v; want %v on the host device", c.name, tg, d, err, c.onHost)
		}
		if err := c.run(); err != nil {
			t.Errorf("%s on Auto: %v", c.name, err)
		}
	}
	if !onHost {
		return
	}
	// Named, the GPU that the code does not fit is an error that says
	// what the code lacks there, before any work, and Where returns it.
	if _, err := kern.DefaultDevice(kern.CUDA); err == nil {
		y := slices.Clone(x)
		err := k.Launch(kern.CUDA, 1, len(x), y)
		if !errors.Is(err, kern.ErrNoGPUCode) || !strings.Contains(err.Error(), "targets sm_80") {
			t.Errorf("kernel on CUDA: %v; want ErrNoGPUCode naming sm_80", err)
		}
		// Said once, and on the emulated sm_70 with how to emulate an sm_80.
		if n := strings.Count(err.Error(), "kern:"); n != 1 || !strings.Contains(err.Error(), "KERN_EMULATE=cuda,sm_80") {
			t.Errorf("kernel on CUDA: %v; want \"kern:\" once (not %d times) and KERN_EMULATE=cuda,sm_80", err, n)
		}
		if !slices.Equal(y, x) {
			t.Errorf("kernel on CUDA: the failed launch changed its operand")
		}
		if _, _, werr := k.Where(kern.CUDA, y); werr == nil || werr.Error() != err.Error() {
			t.Errorf("Where(CUDA): %v; want the launch's error %v", werr, err)
		}
	}
	if _, err := kern.DefaultDevice(kern.ROC); err == nil {
		err := k.Launch(kern.ROC, 1, len(x), slices.Clone(x))
		if !errors.Is(err, kern.ErrNoGPUCode) {
			t.Errorf("kernel on ROC: %v; want ErrNoGPUCode", err)
		}
		if _, _, werr := k.Where(kern.ROC, x); werr == nil || werr.Error() != err.Error() {
			t.Errorf("Where(ROC): %v; want the launch's error %v", werr, err)
		}
	}
}
