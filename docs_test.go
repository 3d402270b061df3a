package kern_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The documentation points at files that exist: docs/design.md is the
// project's design document (no reference to a DESIGN.md outside the
// repository), and every relative link of the README and docs/ resolves.
func TestDocsReferencesResolve(t *testing.T) {
	if _, err := os.Stat("docs/design.md"); err != nil {
		t.Fatal(err)
	}
	files := []string{"README.md", "doc.go", "bench/README.md"}
	md, _ := filepath.Glob("docs/*.md")
	files = append(files, md...)
	link := regexp.MustCompile(`\]\(([A-Za-z0-9_./-]+(?:\.[a-z]+|/))(#[^)]*)?\)`)
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(b), "DESIGN.md") {
			t.Errorf("%s cites DESIGN.md, which is not in the repository: cite docs/design.md", f)
		}
		for _, m := range link.FindAllStringSubmatch(string(b), -1) {
			p := filepath.Join(filepath.Dir(f), m[1])
			if _, err := os.Stat(p); err != nil {
				t.Errorf("%s links to %s, which does not exist", f, m[1])
			}
		}
	}
}
