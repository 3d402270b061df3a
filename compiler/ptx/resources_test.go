package ptx

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// writeResources regenerates docs/ptx-resources.md:
//
//	KERN_PTXAS=... go test ./compiler/ptx -run TestCorpus -args -write-resources
//
// (the go:generate line in doc.go runs the same).
var writeResources = flag.Bool("write-resources", false, "write ../../docs/ptx-resources.md from ptxas -v")

// resource is what ptxas -v reports for one entry.
type resource struct {
	kernel, arch                           string
	regs, spillSt, spillLd, stack, smem, c int
}

var (
	reEntry = regexp.MustCompile(`Compiling entry function '([^']+)' for '(sm_\d+)'`)
	reFrame = regexp.MustCompile(`(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads`)
	reUsed  = regexp.MustCompile(`Used (\d+) registers(?:, (\d+) bytes smem)?`)
)

// parseResources reads ptxas -v output; names maps PTX entry names back to
// Go names.
func parseResources(out string, names map[string]string) ([]resource, error) {
	var rs []resource
	var cur *resource
	for _, line := range strings.Split(out, "\n") {
		if m := reEntry.FindStringSubmatch(line); m != nil {
			rs = append(rs, resource{kernel: names[m[1]], arch: m[2]})
			if rs[len(rs)-1].kernel == "" {
				return nil, fmt.Errorf("ptxas reported unknown entry %q", m[1])
			}
			cur = &rs[len(rs)-1]
			continue
		}
		if cur == nil {
			continue
		}
		if m := reFrame.FindStringSubmatch(line); m != nil {
			cur.stack, _ = strconv.Atoi(m[1])
			cur.spillSt, _ = strconv.Atoi(m[2])
			cur.spillLd, _ = strconv.Atoi(m[3])
		}
		if m := reUsed.FindStringSubmatch(line); m != nil {
			cur.regs, _ = strconv.Atoi(m[1])
			cur.smem, _ = strconv.Atoi(m[2])
			cur.c++
			cur = nil
		}
	}
	return rs, nil
}

func TestParseResources(t *testing.T) {
	out := `ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'k' for 'sm_70'
ptxas info    : Function properties for k
    8 bytes stack frame, 4 bytes spill stores, 12 bytes spill loads
ptxas info    : Used 8 registers, 64 bytes smem, 360 bytes cmem[0]
ptxas info    : Function properties for f
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Compiling entry function 'j' for 'sm_70'
ptxas info    : Used 2 registers, 352 bytes cmem[0]
`
	rs, err := parseResources(out, map[string]string{"k": "K", "j": "J"})
	want := []resource{{"K", "sm_70", 8, 4, 12, 8, 64, 1}, {"J", "sm_70", 2, 0, 0, 0, 0, 1}}
	if err != nil || fmt.Sprint(rs) != fmt.Sprint(want) {
		t.Errorf("parseResources = %v, %v; want %v", rs, err, want)
	}
	if _, err := parseResources(out, nil); err == nil {
		t.Error("unknown entry names are not reported")
	}
}

// writeResourcesDoc writes the ptxas figures as a markdown table.
func writeResourcesDoc(path string, all []resource) error {
	sort.SliceStable(all, func(i, j int) bool { return all[i].kernel < all[j].kernel })
	var b strings.Builder
	b.WriteString("# PTX resource usage\n\n")
	b.WriteString("What `ptxas -v` (CUDA 11.8) reports for the kernels of the acceptance corpus\n")
	b.WriteString("(`compiler/testdata/accept`, which holds the seed programs' kernels), as\n")
	b.WriteString("compiled by `compiler/ptx` with default options. Static figures from the\n")
	b.WriteString("assembler, not measurements on a GPU. Regenerate with\n\n")
	b.WriteString("    KERN_PTXAS=$HOME/.cache/kern-tools/bin/ptxas go test ./compiler/ptx -run TestCorpus -args -write-resources\n\n")
	b.WriteString("or `go generate ./compiler/ptx` (with KERN_PTXAS set).\n\n")
	b.WriteString("| kernel | arch | registers | spill stores (B) | spill loads (B) | stack (B) | static smem (B) |\n")
	b.WriteString("|---|---|---:|---:|---:|---:|---:|\n")
	for _, r := range all {
		fmt.Fprintf(&b, "| %s | %s | %d | %d | %d | %d | %d |\n", r.kernel, r.arch, r.regs, r.spillSt, r.spillLd, r.stack, r.smem)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}
