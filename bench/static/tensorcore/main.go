// Command tensorcore counts, without a GPU, what the tensor-core matmul
// bench/gpu times (bench/kernels/tensorcore.MatmulF16) costs on the
// hardware, for two versions of its PTX: ptxas -v's registers, spills and
// shared memory for sm_80 and sm_90, the blocks an SM holds by each limit,
// and the SASS (nvdisasm -c) of the main loop, per iteration and per 32 of
// k, by class. tensorcore.sh runs it on the shipped PTX and the PTX of a
// git revision; the report states its tools' versions.
//
//	go run ./static/tensorcore -old OLD.ptx -new NEW.ptx [-old-step 16 -new-step 32] [-o report.md]
//
// The main loop is the innermost loop that holds the HMMAs. Its hot path
// leaves out the blocks that hold plain shared loads (LDS, LDS.U16): the
// kernels' only plain shared loads are the scalar fallbacks of the
// fragment loads, which run only when some lane's ldmatrix row is not
// 16-byte aligned (compiler/ptx/ldmatrix.go), never in these kernels.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/kernlab/kern/internal/testing/asmstat"
)

func main() {
	old := flag.String("old", "", "the old kernel's PTX")
	cur := flag.String("new", "", "the new kernel's PTX")
	oldName := flag.String("old-name", "old", "the old kernel's name in the report")
	newName := flag.String("new-name", "new", "the new kernel's name in the report")
	oldStep := flag.Int("old-step", 16, "the old kernel's Step (k per main-loop iteration)")
	newStep := flag.Int("new-step", 32, "the new kernel's Step")
	oldInner := flag.Int("old-inner", 4, "trips of the old kernel's staging loop inside its main loop (Tile·Step/(2·128))")
	newInner := flag.Int("new-inner", 0, "trips of the new kernel's loops inside its main loop (0: it has none)")
	kernel := flag.String("kernel", "MatmulF16", "the kernel to count (its Go name; the module may hold others)")
	out := flag.String("o", "", "the report (default: stdout)")
	flag.Parse()
	if *old == "" || *cur == "" {
		fmt.Fprintln(os.Stderr, "tensorcore: -old and -new are required")
		os.Exit(2)
	}
	w := io.Writer(os.Stdout)
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			fmt.Fprintln(os.Stderr, "tensorcore:", err)
			os.Exit(1)
		}
		defer f.Close()
		w = f
	}
	if err := run(w, []version{{*oldName, *old, *oldStep, *oldInner, *kernel}, {*newName, *cur, *newStep, *newInner, *kernel}}); err != nil {
		fmt.Fprintln(os.Stderr, "tensorcore:", err)
		os.Exit(1)
	}
}

// version is one kernel's PTX and Step, how far along k one iteration
// of its main loop goes.
type version struct {
	name, ptx string
	step      int
	inner     int    // trips of the loops inside the main loop, which run once a step each
	kernel    string // the kernel's Go name in the module (it may hold others)
}

// symbolOf reports whether sym is the PTX entry of the Go function name
// (package path, a '.' mangled to "_2e", then the name).
func symbolOf(sym, name string) bool { return strings.HasSuffix(sym, "_2e"+name) }

// arch is an SM's limits (CUDA C Programming Guide, "Compute
// Capabilities"): registers, shared memory (of which the CUDA runtime
// reserves 1 KiB a block), warps and blocks.
type arch struct {
	name, gpu    string
	regs, shared int
	warps        int
	blocks       int
}

var archs = []arch{
	{"sm_80", "A100", 65536, 164 << 10, 64, 32},
	{"sm_90", "H100/H200", 65536, 228 << 10, 64, 32},
}

// Threads, warps and block tile per kernel come from the PTX's own
// launch contract: four warps of 32 lanes on CUDA.
const warps = 4

// kernelInfo is one kernel version compiled for one architecture.
type kernelInfo struct {
	regs, spillSt, spillLd, stack, smem int
	loop                                *loopCount
	hot                                 *loopCount
}

// loopCount is the main loop's instructions by class.
type loopCount struct {
	total int
	by    map[string]int
}

func run(w io.Writer, vs []version) error {
	tools, err := toolPaths()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "tensorcore-static")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	res := map[string]map[string]*kernelInfo{}
	for _, v := range vs {
		res[v.name] = map[string]*kernelInfo{}
		for _, a := range archs {
			k, err := compile(tools, dir, v, a.name)
			if err != nil {
				return fmt.Errorf("%s %s: %w", v.name, a.name, err)
			}
			res[v.name][a.name] = k
		}
	}
	fmt.Fprintf(w, "# Tensor-core matmul: static counts (no GPU)\n\n")
	fmt.Fprintf(w, "bench/static/tensorcore.sh. **No GPU figure was measured**: these are ptxas's\n")
	fmt.Fprintf(w, "resource counts and the SASS of the main loop, read statically; they say\n")
	fmt.Fprintf(w, "nothing of the TFLOP/s either kernel reaches.\n\n")
	fmt.Fprintf(w, "Tools: %s\n\n", strings.Join(tools.versions, "; "))
	fmt.Fprintf(w, "Kernels: %s\n\n", strings.Join(func() []string {
		var s []string
		for _, v := range vs {
			s = append(s, fmt.Sprintf("%s = %s", v.name, v.ptx))
		}
		return s
	}(), ", "))
	fmt.Fprintf(w, "## Resources and occupancy\n\n")
	fmt.Fprintf(w, "Blocks an SM holds by each limit (64K registers, per-warp allocation in\n")
	fmt.Fprintf(w, "units of 256; shared memory plus 1 KiB a block: 164 KiB on sm_80, 228 KiB\n")
	fmt.Fprintf(w, "on sm_90; 64 warps; 32 blocks), for blocks of %d warps.\n\n", warps)
	fmt.Fprintf(w, "| kernel | arch | registers | spill st/ld (B) | stack (B) | shared / block | blocks by regs | by shared | by warps | blocks (warps) / SM |\n")
	fmt.Fprintf(w, "|---|---|---|---|---|---|---|---|---|---|\n")
	for _, v := range vs {
		for _, a := range archs {
			k := res[v.name][a.name]
			byRegs := a.regs / (warps * roundUp(32*k.regs, 256))
			byShared := a.blocks
			if k.smem > 0 {
				byShared = a.shared / (k.smem + 1024)
			}
			byWarps := a.warps / warps
			b := min(byRegs, byShared, byWarps, a.blocks)
			fmt.Fprintf(w, "| %s | %s (%s) | %d | %d / %d | %d | %d B | %d | %d | %d | %d (%d) |\n",
				v.name, a.name, a.gpu, k.regs, k.spillSt, k.spillLd, k.stack, k.smem, byRegs, byShared, byWarps, b, b*warps)
		}
	}
	classes := []string{"HMMA", "LDSM", "LDG", "LD (generic)", "STS", "ST (generic)", "LDS (fallback)", "BAR", "VOTE", "BRA", "other"}
	for _, a := range archs {
		fmt.Fprintf(w, "\n## Main loop SASS, %s\n\n", a.name)
		fmt.Fprintf(w, "Per iteration of the loop that holds the HMMAs, per thread (a warp issues each\n")
		fmt.Fprintf(w, "once), a loop inside it counted as many times as it runs (the staging loop\n")
		fmt.Fprintf(w, "of %s: %d times). Hot path: without the fragment loads' scalar fallback blocks.\n\n", vs[0].name, vs[0].inner)
		fmt.Fprintf(w, "| kernel | path | all |")
		for _, c := range classes {
			fmt.Fprintf(w, " %s |", c)
		}
		fmt.Fprintf(w, " k per iteration | all per 32 of k | HMMA per LDSM | MMA flops per global byte (block) |\n|---|---|---|")
		for range classes {
			fmt.Fprintf(w, "---|")
		}
		fmt.Fprintf(w, "---|---|---|---|\n")
		for _, v := range vs {
			k := res[v.name][a.name]
			for _, p := range []struct {
				name string
				c    *loopCount
			}{{"hot", k.hot}, {"whole loop", k.loop}} {
				c := p.c
				// One HMMA.16816 is 16·8·16 multiply-adds for the warp;
				// each global load moves 4 bytes a thread. k per
				// iteration: a kern.MMA (two HMMAs) is 16 deep, and a
				// warp's tile is (HMMAs/2)/(k/16) fragments.
				hmma, ldsm := c.by["HMMA"], c.by["LDSM"]
				gbytes := (c.by["LDG"] + c.by["LD (generic)"]) * 4 * 32 * warps
				flops := hmma * 2 * 16 * 8 * 16 * warps
				kIter := v.step
				fmt.Fprintf(w, "| %s | %s | %d |", v.name, p.name, c.total)
				for _, cl := range classes {
					fmt.Fprintf(w, " %d |", c.by[cl])
				}
				ratio, fpb := "–", "–"
				if ldsm > 0 {
					ratio = strconv.FormatFloat(float64(hmma)/float64(ldsm), 'f', 1, 64)
				}
				if gbytes > 0 {
					fpb = strconv.FormatFloat(float64(flops)/float64(gbytes), 'f', 0, 64)
				}
				fmt.Fprintf(w, " %d | %.0f | %s | %s |\n", kIter, float64(c.total)*32/float64(kIter), ratio, fpb)
			}
		}
	}
	fmt.Fprintf(w, "\nClasses: HMMA = HMMA.16816.F32 (mma.sync m16n8k16; a kern.MMA is two); LDSM =\n")
	fmt.Fprintf(w, "ldmatrix.x4; LDG / LD = global / generic loads (kern.Load2 of a global slice is\n")
	fmt.Fprintf(w, "one 32-bit load); STS / ST = shared / generic stores; LDS (fallback) = plain shared\n")
	fmt.Fprintf(w, "loads, only in the fallback blocks; BAR = BAR.SYNC. MMA flops per global byte =\n")
	fmt.Fprintf(w, "2·16·8·16·HMMA·warps over 4·32·warps bytes per 32-bit load a thread issues.\n")
	return nil
}

func roundUp(x, m int) int { return (x + m - 1) / m * m }

type toolSet struct {
	ptxas, nvdisasm string
	versions        []string
}

func toolPaths() (toolSet, error) {
	t := toolSet{ptxas: os.Getenv("KERN_PTXAS"), nvdisasm: os.Getenv("KERN_NVDISASM")}
	if t.ptxas == "" || t.nvdisasm == "" {
		return t, fmt.Errorf("KERN_PTXAS and KERN_NVDISASM must be set (. ~/.cache/kern-tools/env.sh)")
	}
	for _, p := range []string{t.ptxas, t.nvdisasm} {
		b, err := exec.Command(p, "--version").CombinedOutput()
		if err != nil {
			return t, fmt.Errorf("%s --version: %v", p, err)
		}
		lines := strings.Split(strings.TrimSpace(string(b)), "\n")
		t.versions = append(t.versions, filepath.Base(p)+" "+strings.TrimSpace(lines[len(lines)-1]))
	}
	return t, nil
}

func compile(t toolSet, dir string, v version, sm string) (*kernelInfo, error) {
	cubin := filepath.Join(dir, v.name+"-"+sm+".cubin")
	var log bytes.Buffer
	cmd := exec.Command(t.ptxas, "-arch="+sm, "-O3", "-v", v.ptx, "-o", cubin)
	cmd.Stderr, cmd.Stdout = &log, &log
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("ptxas: %v\n%s", err, log.String())
	}
	k := &kernelInfo{}
	found := false
	for sym, in := range asmstat.ParsePtxas(log.String()) {
		if symbolOf(sym, v.kernel) {
			k.regs, k.smem, k.stack, k.spillSt, k.spillLd = in.Regs, in.Smem, in.Stack, in.SpillStores, in.SpillLoads
			found = true
		}
	}
	if !found {
		return nil, fmt.Errorf("ptxas -v reports no entry for %s", v.kernel)
	}
	sass, err := exec.Command(t.nvdisasm, "-c", cubin).Output()
	if err != nil {
		return nil, fmt.Errorf("nvdisasm: %v", err)
	}
	mod := asmstat.ParseSASS(string(sass))
	var f *asmstat.Func
	for _, g := range mod.Funcs {
		if !g.Internal && symbolOf(g.Name, v.kernel) {
			f = g
			break
		}
	}
	if f == nil {
		return nil, fmt.Errorf("no kernel %s in the SASS", v.kernel)
	}
	g := f.Graph()
	var main *asmstat.Loop
	for _, l := range g.Loops { // outer loops first: the last that holds an HMMA is innermost
		if c := count(g, l, false, 1); c != nil && c.by["HMMA"] > 0 || c == nil && hasHMMA(g, l) {
			main = l
		}
	}
	if main == nil {
		return nil, fmt.Errorf("no loop holds an HMMA")
	}
	k.loop, k.hot = count(g, main, false, v.inner), count(g, main, true, v.inner)
	if k.loop == nil {
		return nil, fmt.Errorf("the main loop has a loop inside: give its trip count")
	}
	return k, nil
}

// hasHMMA reports whether l holds an HMMA.
func hasHMMA(g *asmstat.CFG, l *asmstat.Loop) bool {
	found := false
	g.Instrs(l, func(in asmstat.Instr, _ int) { found = found || strings.HasPrefix(in.Op, "HMMA") })
	return found
}

// count classifies the instructions of l's blocks, those of the loops
// inside it inner times each (nil if it has such loops and inner is 0);
// hot leaves out the blocks that hold plain shared loads.
func count(g *asmstat.CFG, l *asmstat.Loop, hot bool, inner int) *loopCount {
	c := &loopCount{by: map[string]int{}}
	blocks := make([]int, 0, len(l.Blocks))
	for b := range l.Blocks {
		blocks = append(blocks, b)
	}
	sort.Ints(blocks)
	for _, b := range blocks {
		ins := g.F.Instrs[g.Blocks[b].Start:g.Blocks[b].End]
		if hot && hasPlainLDS(ins) {
			continue
		}
		times := 1
		if g.Depth(b) > g.Depth(l.Header) {
			if inner == 0 {
				return nil
			}
			times = inner
		}
		for i, in := range ins {
			// SASS pads with NOPs and ends with a branch to itself.
			if in.Op == "NOP" || in.Kind == asmstat.Jump && g.F.Labels[in.Target] == g.Blocks[b].Start+i {
				continue
			}
			c.total += times
			c.by[class(in.Op)] += times
		}
	}
	return c
}

func hasPlainLDS(ins []asmstat.Instr) bool {
	for _, in := range ins {
		if in.Op == "LDS" || strings.HasPrefix(in.Op, "LDS.") {
			return true
		}
	}
	return false
}

func class(op string) string {
	base, _, _ := strings.Cut(op, ".")
	switch base {
	case "HMMA", "LDSM", "LDG", "STS", "BAR", "BRA":
		return base
	case "LD":
		return "LD (generic)"
	case "ST":
		return "ST (generic)"
	case "LDS":
		return "LDS (fallback)"
	case "VOTE", "VOTEU":
		return "VOTE"
	}
	return "other"
}
