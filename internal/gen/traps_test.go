package gen

import (
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler"
)

// TestGenerateDebugTraps: a Debug build keeps the trap-site table, with
// the package's own paths relative to its directory, and the generated
// file registers it; a normal build has none. The LLVM IR has the record
// too (the build checks that its sites are the PTX's) and line tables
// that name the package's files relative to it.
func TestGenerateDebugTraps(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	for _, debug := range []bool{false, true} {
		pkgs, diags, err := Generate(Options{Dir: ".", Patterns: []string{"../../compiler/testdata/accept"},
			MCPUs: []string{"gfx90a"}, Compiler: compiler.Options{Debug: debug}})
		if err != nil || len(diags) > 0 || len(pkgs) != 1 {
			t.Fatalf("debug=%v: %v %v", debug, err, diags)
		}
		p := pkgs[0]
		src := string(p.Files["kern_gen.go"])
		if !strings.Contains(string(p.LLVM), `!DIFile(filename: "kernels.go", directory: "")`) {
			t.Errorf("debug=%v: the LLVM IR has no line table for kernels.go", debug)
		}
		if strings.Contains(string(p.LLVM), "__kern_trap") != debug {
			t.Errorf("debug=%v: trap record in the LLVM IR: %v", debug, !debug)
		}
		if !debug {
			if len(p.Traps) != 0 || strings.Contains(src, "Traps:") {
				t.Errorf("non-debug build has a trap table %q", p.Traps)
			}
			continue
		}
		if len(p.Traps) == 0 || !strings.Contains(string(p.PTX), ".global .align 4 .b8 __kern_trap[32]") {
			t.Fatalf("debug build: %d trap sites", len(p.Traps))
		}
		found := false
		for _, s := range p.Traps {
			if strings.HasPrefix(s, p.Dir) {
				t.Errorf("site %q: path not relative to %s", s, p.Dir)
			}
			if strings.HasPrefix(s, "kernels.go:") && strings.HasSuffix(s, ": index out of range") {
				found = true
			}
		}
		if !found {
			t.Errorf("no index check of kernels.go among %q", p.Traps)
		}
		if !strings.Contains(src, "Traps: []string{") || !strings.Contains(src, "\t\t\t\""+p.Traps[0]+"\",\n") {
			t.Errorf("the generated file does not register the table:\n%s", src)
		}
	}
}
