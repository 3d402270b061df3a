package asmstat

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The register budget of kern's shipped GPU code: testdata/regbudget.txt
// records, for every kernel in the kern_gen.ptx and kern_gen.ll of the
// examples and bench/kernels, the registers ptxas -v gives it (sm_80, -O3,
// as bench/static compiles it) and the VGPRs llc-15 gives it (gfx90a, -O3,
// as kern gen assembles it), with clang's count for the kernels
// bench/static compares with CUDA C / HIP. TestRegisterBudget fails when a
// kernel needs more than its budget or has none, or more than clang's count
// (but for the reasoned exceptions in overClang), so a compiler change that
// costs registers shows in review; one that saves some should lower the
// budget (go test -run RegisterBudget -args -write-budget, which keeps
// the clang column).
var writeBudget = flag.Bool("write-budget", false, "rewrite testdata/regbudget.txt from the current register counts (keeping the clang column)")

// pkgs are the directories, from the repository root, whose shipped code
// is budgeted.
var regPkgs = []string{
	"examples/chunks", "examples/devicefn", "examples/discriminant", "examples/kernels", "examples/matmul",
	"examples/memory", "examples/montecarlo", "examples/multigpu", "examples/ufuncs", "bench/kernels",
}

// regKey names one kernel on one architecture.
type regKey struct{ dir, kernel, arch string }

// regEntry is a budget line: the most registers the kernel may use, and
// clang's count for the same work (0: none measured).
type regEntry struct{ budget, clang int }

const budgetFile = "testdata/regbudget.txt"

// overClang are the kernels allowed more registers than clang's code for
// the same work, each with the reason; every other kernel with a clang
// count fails the test above it (kern's registers no more than clang's).
var overClang = map[regKey]string{
	// A plain kernel of the benchmarks, not a wrapper or an example. Both
	// counts take one allocation granule of gfx90a (8 VGPRs), so
	// occupancy is the same.
	{"bench/kernels", "Axpy", "gfx90a"}: "llc-15 computes both 64-bit addresses before the two loads when the IR has llvm.fma " +
		"(6 VGPRs); clang's 4 come from a contract fmul and fadd that llc fuses later, whose rounding kern's IR does not pin",
}

func readBudget(t *testing.T) map[regKey]regEntry {
	f, err := os.Open(budgetFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[regKey]regEntry{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Fields(line)
		if len(fs) != 4 && len(fs) != 5 {
			t.Fatalf("%s:%d: want dir kernel arch budget [clang], have %q", budgetFile, n, line)
		}
		var e regEntry
		if e.budget, err = strconv.Atoi(fs[3]); err != nil {
			t.Fatalf("%s:%d: %v", budgetFile, n, err)
		}
		if len(fs) == 5 {
			if e.clang, err = strconv.Atoi(fs[4]); err != nil {
				t.Fatalf("%s:%d: %v", budgetFile, n, err)
			}
		}
		out[regKey{fs[0], fs[1], fs[2]}] = e
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// demangle undoes kern's symbol mangling (every byte but [A-Za-z0-9] as
// _XX) and drops the package path: "examples/matmul.MatMul[float32]__gu"
// becomes "MatMul[float32]__gu".
func demangle(sym string) string {
	var b []byte
	for i := 0; i < len(sym); i++ {
		if sym[i] == '_' && i+2 < len(sym) {
			if v, err := strconv.ParseUint(sym[i+1:i+3], 16, 8); err == nil {
				b = append(b, byte(v))
				i += 2
				continue
			}
		}
		b = append(b, sym[i])
	}
	s := string(b)
	if k := strings.LastIndex(s, "/"); k >= 0 {
		s = s[k+1:]
	}
	if k := strings.Index(s, "."); k >= 0 {
		s = s[k+1:]
	}
	return s
}

var (
	rePtxasEntry = regexp.MustCompile(`Compiling entry function '([^']+)' for '(sm_\d+)'`)
	rePtxasRegs  = regexp.MustCompile(`Used (\d+) registers`)
	reAMDKernel  = regexp.MustCompile(`^\s*\.amdhsa_kernel (\S+)`)
	reAMDVgprs   = regexp.MustCompile(`^; NumVgprs: (\d+)`)
)

// regCounts runs the assemblers over dir's shipped code.
func regCounts(t *testing.T, root, dir, ptxas, llc string) map[regKey]int {
	out := map[regKey]int{}
	ptx := filepath.Join(root, dir, "kern_gen.ptx")
	cmd := exec.Command(ptxas, "-arch=sm_80", "-O3", "-v", "-o", os.DevNull, ptx)
	b, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("ptxas %s: %v\n%s", ptx, err, b)
	}
	cur := ""
	for _, line := range strings.Split(string(b), "\n") {
		if m := rePtxasEntry.FindStringSubmatch(line); m != nil {
			cur = demangle(m[1])
		} else if m := rePtxasRegs.FindStringSubmatch(line); m != nil && cur != "" {
			n, _ := strconv.Atoi(m[1])
			out[regKey{dir, cur, "sm_80"}] = n
			cur = ""
		}
	}
	if llc == "" {
		return out
	}
	ll := filepath.Join(root, dir, "kern_gen.ll")
	cmd = exec.Command(llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-O3", "-o", "-", ll)
	b, err = cmd.Output()
	if err != nil {
		t.Fatalf("llc %s: %v", ll, err)
	}
	cur = ""
	for _, line := range strings.Split(string(b), "\n") {
		if m := reAMDKernel.FindStringSubmatch(line); m != nil {
			cur = demangle(m[1])
		} else if m := reAMDVgprs.FindStringSubmatch(line); m != nil && cur != "" {
			n, _ := strconv.Atoi(m[1])
			out[regKey{dir, cur, "gfx90a"}] = n
			cur = ""
		}
	}
	return out
}

// TestRegisterBudget: no shipped kernel uses more registers than its
// budget, and every one has a budget.
func TestRegisterBudget(t *testing.T) {
	ptxas, llc := os.Getenv("KERN_PTXAS"), os.Getenv("KERN_LLC")
	if ptxas == "" {
		t.Skip("KERN_PTXAS is not set (scripts/install-tools.sh)")
	}
	root, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	budget := readBudget(t)
	got := map[regKey]int{}
	for _, dir := range regPkgs {
		for k, n := range regCounts(t, root, dir, ptxas, llc) {
			got[k] = n
		}
	}
	if *writeBudget {
		writeRegBudget(t, got, budget, llc != "")
		return
	}
	for k, n := range got {
		e, ok := budget[k]
		switch {
		case !ok:
			t.Errorf("%s %s (%s): %d registers and no budget: add it to %s (go test -run RegisterBudget -args -write-budget)", k.dir, k.kernel, k.arch, n, budgetFile)
		case n > e.budget:
			t.Errorf("%s %s (%s): %d registers, over its budget of %d", k.dir, k.kernel, k.arch, n, e.budget)
		case n < e.budget:
			t.Logf("%s %s (%s): %d registers, under its budget of %d: lower it", k.dir, k.kernel, k.arch, n, e.budget)
		}
		if e.clang > 0 && n > e.clang {
			if why, ok := overClang[k]; ok {
				t.Logf("%s %s (%s): %d registers, clang's CUDA C / HIP takes %d: %s", k.dir, k.kernel, k.arch, n, e.clang, why)
			} else {
				t.Errorf("%s %s (%s): %d registers, more than clang's CUDA C / HIP for the same work (%d)", k.dir, k.kernel, k.arch, n, e.clang)
			}
		}
	}
	for k := range budget {
		if _, ok := got[k]; !ok && (llc != "" || k.arch != "gfx90a") {
			t.Errorf("%s has a budget for %s (%s), which the shipped code no longer has", budgetFile, k.kernel, k.arch)
		}
	}
}

func writeRegBudget(t *testing.T, got map[regKey]int, old map[regKey]regEntry, amd bool) {
	if !amd {
		t.Fatal("-write-budget needs KERN_LLC too")
	}
	keys := make([]regKey, 0, len(got))
	for k := range got {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if a.dir != b.dir {
			return a.dir < b.dir
		}
		if a.kernel != b.kernel {
			return a.kernel < b.kernel
		}
		return a.arch > b.arch
	})
	var b strings.Builder
	b.WriteString("# Register budgets of kern's shipped GPU code (regbudget_test.go): directory, kernel,\n")
	b.WriteString("# arch (sm_80: ptxas -O3 -v registers; gfx90a: llc-15 -O3 VGPRs), budget, and clang's\n")
	b.WriteString("# count for the same work in bench/static/src/kernels.cu where it has one.\n")
	for _, k := range keys {
		fmt.Fprintf(&b, "%s %s %s %d", k.dir, k.kernel, k.arch, got[k])
		if c := old[k].clang; c > 0 {
			fmt.Fprintf(&b, " %d", c)
		}
		b.WriteString("\n")
	}
	if err := os.WriteFile(budgetFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
