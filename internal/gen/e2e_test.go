package gen

import (
	"bytes"
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestEndToEnd copies the fixture package into a fresh directory of the
// module (named gen.fixture, whose dot the runtime escapes in function
// names), runs its //go:generate line, and then go vet and go test on it:
// the fixture's own test checks every registered identity against the CPU
// side and the CPU loops against the Go functions, and the generated test
// checks freshness. After a kernel edit the generated test must fail with
// the stale message; after a rename that breaks the stale kern_gen.go,
// go generate must still work.
func TestEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go generate, go vet and go test (slow)")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	root, err := os.MkdirTemp("testdata", "e2e-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(root) })
	dir, err := filepath.Abs(filepath.Join(root, "gen.fixture"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	srcs, _ := filepath.Glob("testdata/fixture/*.go")
	for _, s := range srcs {
		b, err := os.ReadFile(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(s)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	run := func(wantOK bool, args ...string) string {
		t.Helper()
		cmd := exec.Command(goCmd, args...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if (err == nil) != wantOK {
			t.Fatalf("go %s: err %v (want success %v)\n%s", strings.Join(args, " "), err, wantOK, out)
		}
		return string(out)
	}
	run(true, "generate", ".")
	for _, name := range []string{"kern_gen.go", "kern_gen_test.go", "kern_gen.ptx", "kern_gen.ll"} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatalf("go generate wrote no %s: %v", name, err)
		}
		if strings.HasSuffix(name, ".go") {
			if f, err := format.Source(b); err != nil || !bytes.Equal(f, b) {
				t.Errorf("%s is not gofmt-clean (%v)", name, err)
			}
		}
	}
	run(true, "vet", ".")
	run(true, "test", "-count=1", ".")

	// Edit a kernel: the generated test reports the stale file.
	src := filepath.Join(dir, "fixture.go")
	b, _ := os.ReadFile(src)
	edited := strings.Replace(string(b), "return a + b", "return b + a", 1)
	if edited == string(b) {
		t.Fatal("fixture edit did not apply")
	}
	if err := os.WriteFile(src, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	rel := "./internal/gen/" + filepath.ToSlash(root) + "/gen.fixture"
	out := run(false, "test", "-count=1", "-run", "TestKernGenFresh", ".")
	if want := "kern_gen.go is stale: run go generate " + rel; !strings.Contains(out, want) {
		t.Fatalf("stale test output lacks %q:\n%s", want, out)
	}
	// Rename a function that kern_gen.go calls: the stale file no longer
	// compiles, yet go generate must load the package (the generated
	// files are excluded by their build tag) and make it pass again.
	for name, repl := range map[string][2]string{
		"fixture.go":            {"func Max(", "func MaxF("},
		"fixture_check_test.go": {"kern.Loop2(Max)", "kern.Loop2(MaxF)"},
	} {
		file := filepath.Join(dir, name)
		b, _ := os.ReadFile(file)
		if !strings.Contains(string(b), repl[0]) {
			t.Fatalf("%s lacks %q", name, repl[0])
		}
		if err := os.WriteFile(file, []byte(strings.Replace(string(b), repl[0], repl[1], 1)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	run(false, "vet", ".")
	run(true, "generate", ".")
	run(true, "test", "-count=1", ".")
}
