package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// staleMain doubles 16 numbers with a ufunc and with a kernel on every
// target it is given, and prints the first three results, whether there
// was an error and whether it wraps kern.ErrStale. 16 elements: the CPU
// loop's SIMD part runs too.
const staleMain = `package main

//go:generate go tool kern gen

import (
	"errors"
	"fmt"
	"os"

	"github.com/kernlab/kern"
)

//kern:vectorize
func Scale(x float32) float32 { return x * 2 }

var scale = kern.Vectorize("scale", kern.Loop1(Scale))

//kern:kernel
func Double(t *kern.Thread, x []float32) {
	if i := t.Grid1(); i < len(x) {
		x[i] = x[i] * 2
	}
}

var double = kern.NewKernel1(Double)

func main() {
	for _, name := range os.Args[1:] {
		t, _ := kern.ParseTarget(name)
		x := make([]float32, 16)
		for i := range x {
			x[i] = float32(i + 1)
		}
		r, err := kern.As[float32](scale.Call(t, x))
		var got []float32
		if err == nil {
			got = r.ToSlice()[:3]
		}
		fmt.Printf("ufunc %v %v err=%v stale=%v\n", t, got, err != nil, errors.Is(err, kern.ErrStale))
		err = double.Launch(t, 1, 16, x)
		fmt.Printf("kernel %v %v err=%v stale=%v\n", t, x[:3], err != nil, errors.Is(err, kern.ErrStale))
		if err != nil {
			fmt.Println(err)
		}
	}
}
`

// A user edits a kernel and a ufunc core and does not run go generate.
// The GPU targets then refuse the stale code (an error wrapping
// kern.ErrStale that says to run go generate) while the CPU targets give
// the new results (the generated SIMD loop is left out); a binary whose
// sources are gone runs its generated code without a check; and with the
// JIT (KERN_JIT=1, or package jit imported) the emulated GPUs run the
// edited functions, from a disk cache on a second run.
func TestUserModuleStaleCode(t *testing.T) {
	dir, run := userModule(t, staleMain)
	run(nil, "generate", "./...")
	emu := []string{"KERN_EMULATE=cuda,roc"}
	expect := func(out string, want ...string) {
		t.Helper()
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("the program printed\n%s\nwant a line %q", out, w)
			}
		}
	}
	fresh := run(emu, "run", ".", "cpu", "cuda", "roc")
	expect(fresh, "ufunc cpu [2 4 6] err=false", "ufunc cuda [2 4 6] err=false", "ufunc roc [2 4 6] err=false",
		"kernel cpu [2 4 6] err=false", "kernel cuda [2 4 6] err=false", "kernel roc [2 4 6] err=false")

	main := filepath.Join(dir, "main.go")
	edited := strings.ReplaceAll(staleMain, "* 2", "* 3")
	if err := os.WriteFile(main, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	stale := run(emu, "run", ".", "cpu", "cuda", "roc")
	expect(stale, "ufunc cpu [3 6 9] err=false", "kernel cpu [3 6 9] err=false",
		"ufunc cuda [] err=true stale=true", "ufunc roc [] err=true stale=true",
		"kernel cuda [1 2 3] err=true stale=true", "kernel roc [1 2 3] err=true stale=true",
		"kern: the generated code of example.com/app.Double is stale (its source changed after kern gen): run go generate .")

	// Deployed: the binary runs where its sources are not.
	bin := filepath.Join(t.TempDir(), "app")
	run(nil, "build", "-o", bin, ".")
	moved := dir + "-moved"
	if err := os.Rename(dir, moved); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "cpu", "cuda")
	cmd.Env = append(os.Environ(), emu...)
	out, err := cmd.CombinedOutput()
	if err := os.Rename(moved, dir); err != nil {
		t.Fatal(err)
	}
	if err != nil {
		t.Fatalf("the deployed binary: %v\n%s", err, out)
	}
	// Unchecked, the generated code runs as kern gen compiled it (the old
	// core, also in the CPU loop's SIMD part), as before checks existed.
	expect(string(out), "ufunc cpu [2 4 6] err=false", "ufunc cuda [2 4 6] err=false", "kernel cuda [2 4 6] err=false")

	// The JIT compiles the edited functions at their first use: with
	// KERN_JIT=1 through the module's kern tool, ...
	jitWant := []string{"ufunc cpu [3 6 9] err=false", "ufunc cuda [3 6 9] err=false", "ufunc roc [3 6 9] err=false",
		"kernel cpu [3 6 9] err=false", "kernel cuda [3 6 9] err=false", "kernel roc [3 6 9] err=false"}
	expect(run(append([]string{"KERN_JIT=1", "XDG_CACHE_HOME=" + t.TempDir()}, emu...), "run", ".", "cpu", "cuda", "roc"), jitWant...)
	// ... and in process in a program that imports package jit.
	if err := os.WriteFile(filepath.Join(dir, "jit.go"), []byte("package main\n\nimport _ \"github.com/kernlab/kern/jit\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cache := t.TempDir()
	jitEnv := append([]string{"XDG_CACHE_HOME=" + cache}, emu...)
	jitBin := filepath.Join(t.TempDir(), "app-jit")
	run(nil, "build", "-o", jitBin, ".")
	for i, path := range []string{os.Getenv("PATH"), ""} { // the second run has no go command: the cache serves it
		cmd := exec.Command(jitBin, "cpu", "cuda", "roc")
		cmd.Dir = dir
		cmd.Env = append(append(os.Environ(), jitEnv...), "PATH="+path)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("run %d with the JIT: %v\n%s", i, err, out)
		}
		expect(string(out), jitWant...)
		if files, _ := filepath.Glob(filepath.Join(cache, "kern", "jit", "*.json")); len(files) != 1 {
			t.Errorf("run %d: %d files in the JIT cache, want 1", i, len(files))
		}
	}
	// KERN_JIT=0 turns it off again.
	cmd = exec.Command(jitBin, "cuda")
	cmd.Env = append(append(os.Environ(), jitEnv...), "KERN_JIT=0")
	out, _ = cmd.CombinedOutput()
	expect(string(out), "ufunc cuda [] err=true stale=true")
}
