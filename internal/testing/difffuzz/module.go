package difffuzz

import (
	"bytes"
	"embed"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
)

// modulePath is the scratch module's path. It lies under kern's own
// internal/ (no such directory exists in kern), so the generated programs
// may import kern's internal harness package, as code of kern itself.
const modulePath = "github.com/kernlab/kern/internal/testing/difffuzz/scratch"

// harnessFS is package harness, which the scratch module gets a copy of:
// the programs then link only kern's public packages, so that they build
// against any kern checkout (see Options.SkipPrecheck).
//
//go:embed harness/*.go
var harnessFS embed.FS

// harnessImport is the harness copy's import path.
const harnessImport = modulePath + "/harness"

// Module is a scratch module that requires kern through a replace
// directive pointing at a checkout, as a user's module would (see
// cmd/kern's TestUserModule), and holds the portable math package the
// references use. Batches are packages in directories under it.
type Module struct {
	Dir  string // the module's root
	Root string // the kern checkout
	Go   string // the go command
}

// NewModule writes a scratch module into dir (which must exist) for the
// kern checkout at root.
func NewModule(dir, root string) (*Module, error) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		return nil, fmt.Errorf("difffuzz: no go command: %w", err)
	}
	m := &Module{Dir: dir, Root: root, Go: gobin}
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return nil, err
	}
	// kern's own requirements, so that the module graph is complete
	// without go mod tidy (and without the network).
	var reqs []string
	for _, m := range regexp.MustCompile(`(?m)^\s*(golang\.org/\S+|github\.com/\S+|gonum\.org/\S+)\s+(v\S+)`).FindAllStringSubmatch(string(gomod), -1) {
		reqs = append(reqs, fmt.Sprintf("\t%s %s // indirect", m[1], m[2]))
	}
	goLine := regexp.MustCompile(`(?m)^go \S+$`).FindString(string(gomod))
	mod := fmt.Sprintf("module %s\n\n%s\n\nrequire github.com/kernlab/kern v0.0.0\n\nrequire (\n%s\n)\n\nreplace github.com/kernlab/kern => %s\n",
		modulePath, goLine, strings.Join(reqs, "\n"), root)
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(mod), 0o644); err != nil {
		return nil, err
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o644); err != nil {
		return nil, err
	}
	if err := m.writePortableMath(); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Join(dir, "harness"), 0o755); err != nil {
		return nil, err
	}
	files, _ := harnessFS.ReadDir("harness")
	for _, f := range files {
		b, err := harnessFS.ReadFile("harness/" + f.Name())
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(dir, "harness", f.Name()), b, 0o644); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// writePortableMath copies the Go source of package math into pmath
// without its assembly: every function then runs the portable algorithm,
// which is what kern compiles for GPUs (the compiler calls math.exp where
// math.Exp would dispatch to assembly). The references of GPU results
// call it.
func (m *Module) writePortableMath() error {
	out, err := exec.Command(m.Go, "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("difffuzz: go env GOROOT: %w", err)
	}
	src := filepath.Join(strings.TrimSpace(string(out)), "src", "math")
	files, err := filepath.Glob(filepath.Join(src, "*.go"))
	if err != nil {
		return err
	}
	dst := filepath.Join(m.Dir, "pmath")
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	for _, f := range files {
		base := filepath.Base(f)
		if strings.HasSuffix(base, "_test.go") || strings.HasSuffix(base, "_asm.go") || strings.HasSuffix(base, "_amd64.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		var lines []string
		for _, l := range strings.Split(string(b), "\n") {
			switch {
			case strings.HasPrefix(l, "//go:build"), strings.HasPrefix(l, "//go:linkname"):
				continue
			case l == "package math":
				l = "package pmath"
			}
			lines = append(lines, l)
		}
		if err := os.WriteFile(filepath.Join(dst, base), []byte(strings.Join(lines, "\n")), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// goCmd runs the go command in dir with extra environment.
func (m *Module) goCmd(dir string, env []string, args ...string) ([]byte, error) {
	cmd := exec.Command(m.Go, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), append([]string{"GOWORK=off", "GOFLAGS=-mod=mod"}, env...)...)
	var b bytes.Buffer
	cmd.Stdout, cmd.Stderr = &b, &b
	err := cmd.Run()
	if err != nil {
		return b.Bytes(), fmt.Errorf("go %s: %w\n%s", strings.Join(args, " "), err, b.String())
	}
	return b.Bytes(), nil
}
