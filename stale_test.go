package kern_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/gencheck"
	"github.com/kernlab/kern/nd"
)

func staleCore(x float32) float32 { return x + 1 }

func staleKernel(t *kern.Thread, x []float32) {
	if i := t.Grid1(); i < len(x) {
		x[i]++
	}
}

// staleSources writes a package declaring staleCore and staleKernel into a
// temporary directory (standing in for the sources kern gen compiled) and
// returns it with the fingerprints of both.
func staleSources(t *testing.T) (dir, core, kernel string) {
	t.Helper()
	dir = t.TempDir()
	src := "package kern_test\n\nfunc staleCore(x float32) float32 { return x + 1 }\n\nfunc staleKernel(t *kern.Thread, x []float32) { x[t.Grid1()]++ }\n"
	if err := os.WriteFile(filepath.Join(dir, "a.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := gencheck.ParseDir(dir, "")
	if err != nil {
		t.Fatal(err)
	}
	core, _ = s.Fingerprint("staleCore")
	kernel, _ = s.Fingerprint("staleKernel")
	return dir, core, kernel
}

// Generated code whose function changed after kern gen never runs: a GPU
// call returns an error wrapping ErrStale that says to run go generate, and
// the CPU targets run the Go function instead of the generated loop (here
// a loop that adds 2, where the Go function adds 1).
func TestStaleGeneratedCode(t *testing.T) {
	dir, coreFP, kernelFP := staleSources(t)
	loop := kern.Loop1(staleCore)
	gen := func(n int, args []unsafe.Pointer, steps []int) {
		for i := range n {
			*(*float32)(unsafe.Add(args[1], i*steps[1])) = *(*float32)(unsafe.Add(args[0], i*steps[0])) + 2
		}
	}
	k := kern.NewKernel1(staleKernel)
	kern.RegisterGenerated(&kern.GenPackage{
		Path: "github.com/kernlab/kern_test/stale", SourceDir: dir, PTX: "not PTX: a stale module is never loaded",
		Funcs: []kern.GenFunc{
			{ID: loop.ID, Kind: kern.GenVectorize, CPU: gen, Source: coreFP,
				Entries: map[string]string{kern.RoleContig: "c", kern.RoleStrided: "s"}},
			{ID: kern.Identity(k.Name()), Kind: kern.GenKernel, Source: kernelFP,
				Params:  []kern.GenParam{{Name: "x", DType: "float32", Rank: 1, Slice: true}},
				Entries: map[string]string{kern.RoleKernel: "k"},
				// The block function kern gen wrote from the old source
				// (here one that adds 100): a stale one must not run.
				Block: func(b *kern.Block, x []float32) {
					for tid := range b.Size() {
						b.At(tid)
						x[b.Thread().Grid1()] += 100
					}
				}},
		},
	})
	// The edit nobody regenerated.
	edited := "package kern_test\n\nfunc staleCore(x float32) float32 { return x + 3 }\n\nfunc staleKernel(t *kern.Thread, x []float32) { x[t.Grid1()] += 2 }\n"
	if err := os.WriteFile(filepath.Join(dir, "a.go"), []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	var warnings bytes.Buffer
	kern.SetWarnings(&warnings)
	defer kern.SetWarnings(os.Stderr)
	u := kern.Vectorize("staleCore", loop)
	dev := kern.NewDevice(emu.New())
	x := nd.Must(nd.Arange[float32](0, 8, 1))
	_, err := u.Call(dev, x)
	if !errors.Is(err, kern.ErrStale) {
		t.Fatalf("GPU call: %v, want ErrStale", err)
	}
	for _, want := range []string{"github.com/kernlab/kern_test.staleCore is stale", "run go generate"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	for _, target := range []kern.Target{kern.CPU, kern.Parallel} {
		y, err := kern.As[float32](u.Call(target, x))
		if err != nil {
			t.Fatalf("%v: %v", target, err)
		}
		if got := y.At(5); got != 6 {
			t.Errorf("%v: y[5] = %v, want 6 from the Go function (7: the stale generated loop ran)", target, got)
		}
	}
	err = k.Launch(dev, 1, 8, make([]float32, 8))
	if !errors.Is(err, kern.ErrStale) || !strings.HasPrefix(err.Error(), "kern: the generated code of github.com/kernlab/kern_test.staleKernel is stale") {
		t.Errorf("kernel launch on the GPU: %v, want ErrStale naming the kernel", err)
	}
	if err := k.Launch(kern.Sim, 1, 8, make([]float32, 8)); err != nil {
		t.Errorf("kernel launch on the simulator: %v", err)
	}
	// On the CPU targets the Go kernel this binary was built with runs
	// (x += 1), not the stale block function.
	for _, target := range []kern.Target{kern.CPU, kern.Parallel} {
		y := make([]float32, 8)
		if err := k.Launch(target, 1, 8, y); err != nil || y[3] != 1 {
			t.Errorf("kernel launch on %v: %v, y[3] = %v, want 1 from the Go kernel (100: the stale block function ran)", target, err, y[3])
		}
	}
	// Each slow path is said once per function, with what to run and
	// where: the kernel's and the ufunc's.
	lines := strings.Split(strings.TrimSpace(warnings.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("warnings:\n%s\nwant one line for staleCore and one for staleKernel", warnings.String())
	}
	for i, want := range []string{"kern_test.staleCore is stale", "kern_test.staleKernel is stale"} {
		l := lines[i]
		if !strings.HasPrefix(l, "kern: warning: ") || !strings.Contains(l, want) || !strings.Contains(l, "run go generate") || !strings.Contains(l, "package directory "+dir) {
			t.Errorf("warning %q does not say %q, go generate and the directory %s", l, want, dir)
		}
	}
	if !strings.Contains(lines[1], "staleKernel on the simulator, much slower than its block function") {
		t.Errorf("kernel warning %q does not say the kernel runs on the simulator", lines[1])
	}
}

// Without readable sources (a deployed binary) the generated code runs.
func TestStaleCheckNeedsSources(t *testing.T) {
	loop := kern.Loop1(plusTen)
	gen := func(n int, args []unsafe.Pointer, steps []int) {
		for i := range n {
			*(*float32)(unsafe.Add(args[1], i*steps[1])) = *(*float32)(unsafe.Add(args[0], i*steps[0])) + 20
		}
	}
	kern.RegisterGenerated(&kern.GenPackage{
		Path: "github.com/kernlab/kern_test/deployed", SourceDir: filepath.Join(t.TempDir(), "moved-away"),
		Funcs: []kern.GenFunc{{ID: loop.ID, Kind: kern.GenVectorize, CPU: gen, Source: "sha256:old"}},
	})
	y, err := kern.As[float32](kern.Vectorize("plusTen", loop).Call(kern.CPU, []float32{1}))
	if err != nil || y.At(0) != 21 {
		t.Fatalf("y = %v, %v; want 21 from the generated loop", y, err)
	}
}

func plusTen(x float32) float32 { return x + 10 }
