package asmstat

import (
	"bufio"
	"regexp"
	"strconv"
	"strings"
)

// PtxasInfo is what ptxas -v says of one entry function.
type PtxasInfo struct {
	Regs, Smem, Stack, SpillStores, SpillLoads int
}

var (
	ptxasEntry = regexp.MustCompile(`Compiling entry function '([^']+)'`)
	ptxasProps = regexp.MustCompile(`Function properties for (\S+)`)
	ptxasStack = regexp.MustCompile(`(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads`)
	ptxasRegs  = regexp.MustCompile(`Used (\d+) registers`)
	ptxasSmem  = regexp.MustCompile(`(\d+) bytes smem`)
)

// ParsePtxas reads ptxas -v's report, entry function by entry function:
// registers and shared memory from its "Used" line, stack frame and
// spills from its own "Function properties" (not a device function's).
func ParsePtxas(log string) map[string]PtxasInfo {
	out := map[string]PtxasInfo{}
	entry, props := "", ""
	atoi := func(s string) int { n, _ := strconv.Atoi(s); return n }
	sc := bufio.NewScanner(strings.NewReader(log))
	for sc.Scan() {
		l := sc.Text()
		if m := ptxasEntry.FindStringSubmatch(l); m != nil {
			entry = m[1]
		}
		if m := ptxasProps.FindStringSubmatch(l); m != nil {
			props = m[1]
		}
		if entry == "" {
			continue
		}
		in := out[entry]
		if m := ptxasStack.FindStringSubmatch(l); m != nil && props == entry {
			in.Stack, in.SpillStores, in.SpillLoads = atoi(m[1]), atoi(m[2]), atoi(m[3])
		}
		if m := ptxasRegs.FindStringSubmatch(l); m != nil {
			in.Regs = atoi(m[1])
			if m := ptxasSmem.FindStringSubmatch(l); m != nil {
				in.Smem = atoi(m[1])
			}
		}
		out[entry] = in
	}
	return out
}
