package abi

import (
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestStdlibOnly: both the compiler side and the runtime import abi, so it
// may import neither, nor anything outside the standard library.
func TestStdlibOnly(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if first, _, _ := strings.Cut(path, "/"); strings.Contains(first, ".") {
				t.Errorf("%s imports %s: abi takes only the standard library", name, path)
			}
		}
	}
}

// TestSidesApart: the runtime (package kern) does not depend on the
// compiler, nor the compiler side on the runtime; abi is what they share.
func TestSidesApart(t *testing.T) {
	const mod = "github.com/kernlab/kern"
	deps := func(pkgs ...string) []string {
		out, err := exec.Command("go", append([]string{"list", "-deps"}, pkgs...)...).Output()
		if err != nil {
			t.Skipf("go list: %v", err)
		}
		return strings.Fields(string(out))
	}
	for _, d := range deps(mod) {
		if d == mod+"/compiler" || strings.HasPrefix(d, mod+"/compiler/") || strings.HasPrefix(d, mod+"/internal/gen") {
			t.Errorf("the runtime depends on %s", d)
		}
	}
	for _, d := range deps(mod+"/compiler/...", mod+"/internal/gen") {
		if d == mod {
			t.Errorf("the compiler side depends on the runtime")
		}
	}
}
