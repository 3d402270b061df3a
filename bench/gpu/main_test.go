package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/bench/internal/measure"
)

// TestQuickOnSim runs the whole GPU program on the host device: every
// workload runs, checks its result against the host reference, and
// yields a valid row.
func TestQuickOnSim(t *testing.T) {
	cfg := quickConfig()
	cfg.target, cfg.spread = kern.Sim, true
	out := filepath.Join(t.TempDir(), "gpu.json")
	var log bytes.Buffer
	if err := run(&log, out, cfg); err != nil {
		t.Fatalf("run: %v\n%s", err, log.String())
	}
	// The default pageable call is set against the pinned streams by hand.
	if !strings.Contains(log.String(), "default call on pageable arrays: ") {
		t.Errorf("the log has no pageable-against-pinned ratio:\n%s", log.String())
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := measure.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	var impls []string
	for _, r := range rows {
		if r.Suite != "gpu" || !r.Parallel {
			t.Errorf("row %s/%s: suite %q parallel %v", r.Workload, r.Impl, r.Suite, r.Parallel)
		}
		impls = append(impls, r.Workload+"/"+r.Impl)
	}
	for _, want := range []string{"copy-d2d/kern-d2d", "discriminant/kern-sim", "dispatch/kern-sim",
		"dispatch/kern-sim-alloc", "graph-replay/kern-sim", "h2d-pinned/kern-h2d", "d2h-pinned/kern-d2h",
		"host-discriminant/kern-sim-pageable", "host-discriminant/kern-sim-whole", "host-discriminant/kern-sim-pinned",
		"host-discriminant/kern-sim-streams", "host-discriminant/kern-sim-spread1", "reduce/kern-sim", "reduce-f64/kern-sim",
		"dispatch-sync/kern-sim", "matmul/kern-tiled16", "matmul-f16/kern-mma", "matmul-f16/kern-mma-cpasync",
		"half-fma/kern-sim", "fp8-dequant/kern-sim", "fp8-quant/kern-sim"} {
		if !slices.Contains(impls, want) {
			t.Errorf("no row %s in %v", want, impls)
		}
	}
}

func TestRunRejects(t *testing.T) {
	cfg := quickConfig()
	cfg.target = kern.Parallel
	if err := run(&bytes.Buffer{}, "-", cfg); err == nil || !strings.Contains(err.Error(), "want cuda, roc or sim") {
		t.Errorf("parallel target: err = %v", err)
	}
	cfg = quickConfig()
	cfg.target, cfg.chunks = kern.Sim, 3
	if err := run(&bytes.Buffer{}, "-", cfg); err == nil || !strings.Contains(err.Error(), "not divisible") {
		t.Errorf("uneven chunks: err = %v", err)
	}
}

// TestQuickOnEmulatedCUDA runs kerngpu -quick with -target cuda on the
// emulated CUDA device: the benchmarks' kernels, wrappers and launch
// sequences through the real GPU path (correctness only; the emulator's
// times mean nothing). TestMain selects the emulator for the process.
func TestQuickOnEmulatedCUDA(t *testing.T) {
	testQuickOnEmulated(t, "cuda", kern.CUDA, "emulated CUDA device")
}

// TestQuickOnEmulatedROC is TestQuickOnEmulatedCUDA with -target roc: the
// emulated ROC device runs the optimized LLVM IR kern gen ships.
func TestQuickOnEmulatedROC(t *testing.T) {
	testQuickOnEmulated(t, "roc", kern.ROC, "emulated ROC device")
}

func testQuickOnEmulated(t *testing.T, device string, target kern.Target, name string) {
	if !slices.Contains(strings.Split(os.Getenv("KERN_EMULATE"), ","), device) {
		t.Skipf("KERN_EMULATE does not name %s in this process", device)
	}
	cfg := quickConfig()
	cfg.target = target
	var log bytes.Buffer
	out := filepath.Join(t.TempDir(), "gpu.json")
	if err := run(&log, out, cfg); err != nil {
		t.Fatalf("run: %v\n%s", err, log.String())
	}
	if !strings.Contains(log.String(), name) {
		t.Errorf("did not run on the %s:\n%s", name, log.String())
	}
	// The tensor-core matmul runs on an sm_80 or newer and on a gfx90a,
	// and is skipped (with a line saying why) elsewhere.
	dev, err := kern.DefaultDevice(target)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	// The half-precision and FP8 ufuncs run on every GPU (checked bit for
	// bit inside the run).
	for _, wl := range []string{`"half-fma"`, `"fp8-dequant"`, `"fp8-quant"`} {
		if !strings.Contains(string(b), wl) {
			t.Errorf("no %s row:\n%s", wl, log.String())
		}
	}
	ran := strings.Contains(string(b), `"matmul-f16"`)
	sm, _ := strconv.Atoi(strings.TrimPrefix(dev.Info().Arch, "sm_"))
	if want := target == kern.CUDA && sm >= 80 || target == kern.ROC && dev.Info().Arch == "gfx90a"; ran != want || !want && !strings.Contains(log.String(), "matmul-f16: skipped") {
		t.Errorf("%s: tensor-core matmul row %v, want %v:\n%s", dev.Info().Arch, ran, want, log.String())
	}
}

// TestQuickOnEmulatedSM80 runs kerngpu -quick with -target cuda on an
// emulated sm_80, where the tensor-core matmul runs (it is skipped on
// the default sm_70), and finds its row.
func TestQuickOnEmulatedSM80(t *testing.T) {
	if testing.Short() {
		t.Skip("the whole quick program on the emulator")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestQuickOnEmulatedCUDA$")
	cmd.Env = append(os.Environ(), "KERN_EMULATE=cuda,sm_80")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
}

// TestMain runs this package's tests with KERN_EMULATE=cuda,roc unless the
// caller chose otherwise, so that kern.CUDA and kern.ROC are the emulated
// devices on a machine without a GPU.
func TestMain(m *testing.M) {
	if _, ok := os.LookupEnv("KERN_EMULATE"); !ok {
		os.Setenv("KERN_EMULATE", "cuda,roc")
	}
	os.Exit(m.Run())
}

// TestFirstOnSim: the cold-start workload computes and checks its one
// result (here on the host device's simulator).
func TestFirstOnSim(t *testing.T) {
	var log bytes.Buffer
	if err := first(&log, kern.Sim); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(log.String(), "first result on ") {
		t.Errorf("log: %s", log.String())
	}
}

// TestColdStart times fresh processes: this test binary running
// TestFirstOnSim (kern's cold start on Sim), and a command that fails,
// which is left out of the rows and named in the error.
func TestColdStart(t *testing.T) {
	if _, err := exec.LookPath("false"); err != nil {
		t.Skip("no false(1)")
	}
	out := filepath.Join(t.TempDir(), "cold.json")
	var log bytes.Buffer
	err := coldStart(&log, out, []string{"kern-sim=" + os.Args[0] + " -test.run=^TestFirstOnSim$", "broken=false"}, 2)
	if err == nil || !strings.Contains(err.Error(), "broken") || strings.Contains(err.Error(), "kern-sim") {
		t.Errorf("err = %v, want the broken command named", err)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := measure.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 || rows[0].Workload != "cold-start" || rows[0].Impl != "kern-sim" || rows[0].N != coldN || len(rows[0].Samples) != 2 {
		t.Errorf("rows %+v", rows)
	}
	var flags coldFlags
	for _, bad := range []string{"noequals", "=cmd", "impl= "} {
		if flags.Set(bad) == nil {
			t.Errorf("-cold %q accepted", bad)
		}
	}
}
