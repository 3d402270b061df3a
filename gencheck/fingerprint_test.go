package gencheck

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const fpBase = `package p

import "math"

//kern:vectorize
func Disc[T float32 | float64](a, b, c T) T {
	return T(math.Sqrt(float64(sq(b) - scale*a*c)))
}

func sq[T float32 | float64](x T) T { return x * x }

const scale = 4

const (
	lo = iota
	hi
)

type pair struct{ a, b float32 }

func (p pair) sum() float32 { return p.a + p.b + tab[hi] }

var tab = [2]float32{1, 2}

//kern:kernel
func K(t *struct{}, p pair) { _ = p.sum() }

func unrelated() int { return 1 }
`

func fingerprints(t *testing.T, dir string) (disc, k string) {
	t.Helper()
	s, err := ParseDir(dir, "p")
	if err != nil {
		t.Fatal(err)
	}
	if disc, err = s.Fingerprint("Disc"); err != nil {
		t.Fatal(err)
	}
	if k, err = s.Fingerprint("K"); err != nil {
		t.Fatal(err)
	}
	return disc, k
}

// Semantic edits of a function or of what it uses change its fingerprint;
// formatting, comments and edits of declarations it does not use do not.
func TestFingerprint(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.go", fpBase)
	disc0, k0 := fingerprints(t, dir)
	if !strings.HasPrefix(disc0, "sha256:") || len(disc0) != 7+64 || disc0 == k0 {
		t.Fatalf("fingerprints %q, %q", disc0, k0)
	}
	s, _ := ParseDir(dir, "p")
	if got := strings.Join(s.Marked(), ","); got != "Disc,K" {
		t.Errorf("Marked = %s, want Disc,K", got)
	}
	cases := []struct {
		name           string
		old, new       string
		discCh, kindCh bool // whether Disc's and K's fingerprints must change
	}{
		{"body of the function", "scale*a*c", "scale*a*c + 1", true, false},
		{"operator", "sq(b) - scale", "sq(b) + scale", true, false},
		{"a callee", "return x * x", "return x * x * x", true, false},
		{"a constant it uses", "const scale = 4", "const scale = 5", true, false},
		{"a directive", "//kern:vectorize\nfunc Disc", "//kern:reduce\nfunc Disc", true, false},
		{"an iota group member's order", "lo = iota\n\thi", "hi = iota\n\tlo", false, true},
		{"a method of a type it uses", "p.a + p.b", "p.a - p.b", false, true},
		{"a variable the method reads", "{1, 2}", "{1, 3}", false, true},
		{"a struct field", "struct{ a, b float32 }", "struct{ b, a float32 }", false, true},
		{"an unrelated function", "return 1", "return 2", false, false},
		{"a comment", "func sq", "// sq squares.\nfunc sq", false, false},
		{"layout", "func sq[T float32 | float64](x T) T { return x * x }", "func sq[T float32 | float64](\n\tx T,\n) T {\n\treturn x * x\n}", false, false},
		{"semicolons", "return x * x }", "return x * x; }", false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(fpBase, c.old) {
				t.Fatalf("the base source lacks %q", c.old)
			}
			write(t, dir, "a.go", strings.Replace(fpBase, c.old, c.new, 1))
			disc, k := fingerprints(t, dir)
			if (disc != disc0) != c.discCh {
				t.Errorf("Disc's fingerprint changed: %v, want %v", disc != disc0, c.discCh)
			}
			if (k != k0) != c.kindCh {
				t.Errorf("K's fingerprint changed: %v, want %v", k != k0, c.kindCh)
			}
		})
	}
	// Moving a declaration to another file, and kern gen's own files, tests
	// and other packages' files beside it, change nothing.
	write(t, dir, "a.go", strings.Replace(fpBase, "const scale = 4\n", "", 1))
	write(t, dir, "b.go", "package p\n\nconst scale = 4\n")
	write(t, dir, "kern_gen.go", GeneratedHeader+"\n\npackage p\n\nconst scale = 9\n")
	write(t, dir, "x_test.go", "package p\n\nconst scale = 9\n")
	write(t, dir, "tool.go", "//go:build ignore\n\npackage main\n\nconst scale = 9\n")
	if disc, k := fingerprints(t, dir); disc != disc0 || k != k0 {
		t.Error("moving a declaration or adding ignored files changed a fingerprint")
	}
	if _, err := s.Fingerprint("sq2"); !errors.Is(err, ErrNotFound) {
		t.Errorf("a missing function: %v, want ErrNotFound", err)
	}
	if _, err := ParseDir(filepath.Join(dir, "missing"), "p"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing directory: %v, want os.ErrNotExist", err)
	}
}

func TestGoGenerateTarget(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "go.mod", "module m\n")
	sub := filepath.Join(dir, "a", "b")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if got := GoGenerateTarget(sub); got != "./a/b" {
		t.Errorf("GoGenerateTarget(sub) = %q, want ./a/b", got)
	}
	if got := GoGenerateTarget(dir); got != "." {
		t.Errorf("GoGenerateTarget(root) = %q, want .", got)
	}
}

// Without a package name, ParseDir takes the one kern gen's output
// declares, so a program beside the package does not take its place.
func TestParseDirPackageName(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a_tool.go", "//go:build ignore\n\npackage main\n\nfunc F() {}\n")
	write(t, dir, "b.go", "package p\n\nfunc F() { _ = 1 }\n")
	s, err := ParseDir(dir, "")
	if err != nil || s.Package != "main" {
		t.Fatalf("without kern gen's file: package %q, %v; want the first file's, main", s.Package, err)
	}
	write(t, dir, "kern_gen.go", GeneratedHeader+"\n\npackage p\n")
	if s, err = ParseDir(dir, ""); err != nil || s.Package != "p" {
		t.Fatalf("package %q, %v; want p", s.Package, err)
	}
	p, _ := ParseDir(dir, "p")
	a, _ := s.Fingerprint("F")
	b, _ := p.Fingerprint("F")
	if a == "" || a != b {
		t.Errorf("fingerprints %q and %q differ", a, b)
	}
}
