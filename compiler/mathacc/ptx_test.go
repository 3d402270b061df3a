package mathacc

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ptx"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// ptxArchs are the architectures every math function must assemble for.
var ptxArchs = []string{"sm_70", "sm_80", "sm_90"}

// compiledFunc matches ptxas -v's "Compiling function 'NAME'" lines (entry
// functions say "entry function").
var compiledFunc = regexp.MustCompile(`Function properties for (\S+)`)

// TestPTX compiles the whole of testdata/mathk to PTX for each
// architecture and assembles it with ptxas (KERN_PTXAS), as relocatable
// code so that every device function is compiled even though no kernel
// calls it; ptxas -v must report every vectorize and batch function.
func TestPTX(t *testing.T) {
	mod := compileMathk(t, true)
	srcs := map[string][]byte{}
	for _, arch := range ptxArchs {
		src, err := ptx.Compile(mod, ptx.Options{Arch: arch})
		if err != nil {
			t.Fatalf("ptx.Compile %s: %v", arch, err)
		}
		srcs[arch] = src
	}
	var want []string
	for _, f := range funcs() {
		for _, typ := range []string{"float32", "float64"} {
			for _, name := range []string{f.name, f.name + "N"} {
				fn := mod.Func(mathkPkg + "." + name + "[" + typ + "]")
				if fn == nil {
					t.Fatalf("%s[%s] missing from the module", name, typ)
				}
				want = append(want, abi.Mangle(fn.Name))
			}
		}
	}
	for _, w := range want {
		if !strings.Contains(string(srcs["sm_70"]), w) {
			t.Fatalf("PTX has no function %s", w)
		}
	}
	tool := testtool.Path(t, "KERN_PTXAS")
	dir := t.TempDir()
	for _, arch := range ptxArchs {
		out, err := assemble(tool, dir, arch, srcs[arch])
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		got := map[string]bool{}
		for _, m := range compiledFunc.FindAllStringSubmatch(out, -1) {
			got[m[1]] = true
		}
		for _, w := range want {
			if !got[w] {
				t.Errorf("%s: ptxas -v does not report %s", arch, w)
			}
		}
	}
}

// assemble runs ptxas on src and returns its -v report.
func assemble(tool, dir, arch string, src []byte) (string, error) {
	in := filepath.Join(dir, "mathk_"+arch+".ptx")
	if err := os.WriteFile(in, src, 0o644); err != nil {
		return "", err
	}
	cmd := exec.Command(tool, "-arch", arch, "-c", "-v", "-o", filepath.Join(dir, "mathk_"+arch+".o"), in)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("ptxas -arch %s -c %s: %w\n%s", arch, in, err, firstLines(string(out), 40))
	}
	return string(out), nil
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = append(lines[:n], "...")
	}
	return strings.Join(lines, "\n")
}
