package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestUserModule starts kern the way a new user does (README, "Use kern in
// your module"): a fresh module outside this repository that requires kern
// (a replace directive points at this checkout), declares the generator as
// a tool, writes a ufunc with //go:generate go tool kern gen, and runs go
// generate, go run and go test. It runs the program on the CPU, the
// simulator and the emulated CUDA device.
func TestUserModule(t *testing.T) {
	dir, run := userModule(t, `package main

//go:generate go tool kern gen

import (
	"fmt"
	"math"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

//kern:vectorize
func Hypot[T float32 | float64](x, y T) T { return T(math.Sqrt(float64(x*x + y*y))) }

var hypot = kern.Vectorize("hypot", kern.Loop2(Hypot[float32]), kern.Loop2(Hypot[float64]))

func main() {
	x := nd.Must(nd.FromSlice([]float32{3, 5, 8}, 3))
	y := nd.Must(nd.FromSlice([]float32{4, 12, 15}, 3))
	for _, t := range []kern.Target{kern.CPU, kern.Sim, kern.CUDA} {
		r, err := kern.As[float32](hypot.Call(t, x, y))
		fmt.Println(t, r, err)
	}
}
`)
	run(nil, "generate", "./...")
	if _, err := os.Stat(filepath.Join(dir, "kern_gen.go")); err != nil {
		t.Fatalf("go generate wrote no kern_gen.go: %v", err)
	}
	out := run([]string{"KERN_EMULATE=cuda"}, "run", ".")
	for _, want := range []string{"cpu [ 5. 13. 17.] <nil>", "sim [ 5. 13. 17.] <nil>", "cuda [ 5. 13. 17.] <nil>"} {
		if !strings.Contains(out, want) {
			t.Errorf("go run printed\n%s\nwant a line %q", out, want)
		}
	}
	run(nil, "test", "./...") // kern_gen_test.go: the generated code is fresh
}

// userModule makes a fresh module example.com/app outside this repository
// with main.go, requiring kern through a replace directive that points at
// this checkout and declaring the generator as a tool (README, "Use kern
// in your module"). run runs the go command there and fails the test when
// it fails. It skips under -short and without a go command.
func userModule(t *testing.T, main string) (dir string, run func(env []string, args ...string) string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds kern's tool in a scratch module (-short)")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	dir = t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(main), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/app\n\ngo 1.26\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run = func(env []string, args ...string) string {
		t.Helper()
		cmd := exec.Command(gobin, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), append([]string{"GOFLAGS=-mod=mod", "GOWORK=off"}, env...)...)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	run(nil, "mod", "edit", "-require", "github.com/kernlab/kern@v0.0.0", "-replace", "github.com/kernlab/kern="+root)
	run(nil, "mod", "edit", "-tool", "github.com/kernlab/kern/cmd/kern")
	run(nil, "mod", "tidy")
	return dir, run
}

// The README gives the steps TestUserModule runs, and the examples use the
// go:generate line users copy.
func TestREADMEAndExamplesUseTheToolLine(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"go get -tool github.com/kernlab/kern/cmd/kern", "//go:generate go tool kern gen",
		"go mod edit -tool github.com/kernlab/kern/cmd/kern", "Go 1.26"} {
		if !strings.Contains(string(readme), want) {
			t.Errorf("README does not say %q", want)
		}
	}
	if strings.Contains(string(readme), "//go:generate go run github.com/kernlab/kern/cmd/kern") {
		t.Error("README still shows the go:generate line that fails in a user's module")
	}
	files, _ := filepath.Glob("../../examples/*/*.go")
	n := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(b), "//go:generate go run github.com/kernlab/kern/cmd/kern") {
			t.Errorf("%s: the go:generate line users cannot copy", f)
		}
		if strings.Contains(string(b), "//go:generate go tool kern gen") {
			n++
		}
	}
	if n < 7 {
		t.Errorf("%d examples have //go:generate go tool kern gen, want all 7", n)
	}
}

// Messages a person reads: kern ir without packages prints its usage, and
// counts are in the singular when they are one.
func TestCommandMessages(t *testing.T) {
	var out, errb strings.Builder
	if code := cmdIR(nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), "usage: kern ir") {
		t.Errorf("kern ir with no package: exit %d, stderr %q", code, errb.String())
	}
	if plural(1, "function") != "1 function" || plural(2, "function") != "2 functions" {
		t.Error("plural")
	}
}
