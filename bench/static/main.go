// Command static counts and compares the GPU code of kern's kernels with
// that of hand-written CUDA C and HIP doing the same work, compiled by
// clang (src/kernels.cu). compare.sh compiles both sides into a work
// directory; this program reads it and writes one markdown report.
//
//	go run ./static -work DIR -o report.md
//
// The work directory holds, for every kern package key (rows.go) and for
// "clang": KEY.ptx, KEY.sass (nvdisasm -c of ptxas -arch=sm_80 -O3),
// KEY.ptxas.log (ptxas -v), KEY.s (gfx90a assembly), and versions.txt.
package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/kernlab/kern/internal/testing/asmstat"
)

func main() {
	work := flag.String("work", "", "the directory compare.sh compiled into")
	out := flag.String("o", "", "the report (default: stdout)")
	dyn := flag.Bool("dynamic", true, "also count executed PTX instructions on the emulated CUDA device")
	flag.Parse()
	if *work == "" {
		fmt.Fprintln(os.Stderr, "static: -work is required")
		os.Exit(2)
	}
	if err := run(*work, *out, *dyn); err != nil {
		fmt.Fprintln(os.Stderr, "static:", err)
		os.Exit(1)
	}
}

// side is one compiler's code for one package (or clang's for all).
type side struct {
	ptx, sass, gcn *asmstat.Module
	ptxas          map[string]asmstat.PtxasInfo
}

func load(dir, key string) (*side, error) {
	read := func(ext string) (string, error) {
		b, err := os.ReadFile(filepath.Join(dir, key+ext))
		return string(b), err
	}
	var s side
	ptx, err := read(".ptx")
	if err != nil {
		return nil, err
	}
	s.ptx = asmstat.ParsePTX(ptx)
	sass, err := read(".sass")
	if err != nil {
		return nil, err
	}
	s.sass = asmstat.ParseSASS(sass)
	gcn, err := read(".s")
	if err != nil {
		return nil, err
	}
	s.gcn = asmstat.ParseGCN(gcn)
	log, err := read(".ptxas.log")
	if err != nil {
		return nil, err
	}
	s.ptxas = asmstat.ParsePtxas(log)
	return &s, nil
}

// nvStats are one kernel's NVIDIA figures.
type nvStats struct {
	ok                bool
	loop, unroll      float64
	found             bool
	calls             int
	total             int
	ptxLoop, ptxUnrol float64
	ptxCalls          int
	ptxTotal          int
	regs, stack       int
	mem               string
}

// amdStats are one kernel's gfx90a figures.
type amdStats struct {
	ok               bool
	loop, unroll     float64
	found            bool
	calls            int
	sInstr, vInstr   float64
	total            int
	vgpr, agpr, sgpr int
	scratch          int
	mem              string
}

func measureNV(s *side, name string, r row) nvStats {
	var st nvStats
	k := s.sass.Func(name)
	if k == nil {
		return st
	}
	st.ok = true
	st.total = s.sass.Total(k)
	st.loop, st.unroll, st.found = float64(st.total), 1, false
	st.mem = asmstat.FormatMem(s.sass.MemCounts(k))
	if r.marker != nil {
		if m := s.sass.ElementLoop(k, *r.marker, r.innerTrip); m.Found {
			st.loop, st.unroll, st.found, st.calls = m.Loop, m.Unroll, true, m.Calls
			st.mem = asmstat.FormatMem(m.Mem)
		}
	}
	if p := s.ptx.Func(name); p != nil {
		st.ptxTotal = s.ptx.Total(p)
		st.ptxLoop, st.ptxUnrol = float64(st.ptxTotal), 1
		if r.marker != nil {
			if m := s.ptx.ElementLoop(p, *r.marker, r.innerTrip); m.Found {
				st.ptxLoop, st.ptxUnrol, st.ptxCalls = m.Loop, m.Unroll, m.Calls
			}
		}
	}
	in := s.ptxas[name]
	st.regs, st.stack = in.Regs, in.Stack
	return st
}

func measureAMD(s *side, name string, r row) amdStats {
	var st amdStats
	k := s.gcn.Func(name)
	if k == nil {
		return st
	}
	st.ok = true
	st.total = s.gcn.Total(k)
	st.loop, st.unroll = float64(st.total), 1
	st.mem = asmstat.FormatMem(s.gcn.MemCounts(k))
	classify := func(ops map[string]float64) {
		for op, n := range ops {
			switch {
			case strings.HasPrefix(op, "s_"):
				st.sInstr += n
			case strings.HasPrefix(op, "v_"):
				st.vInstr += n
			}
		}
	}
	all := map[string]float64{}
	for _, f := range append([]*asmstat.Func{k}, s.gcn.Callees(k, true)...) {
		for _, in := range f.Instrs {
			all[in.Op]++
		}
	}
	if r.marker != nil {
		if m := s.gcn.ElementLoop(k, *r.marker, r.innerTrip); m.Found {
			st.loop, st.unroll, st.found, st.calls = m.Loop, m.Unroll, true, m.Calls
			st.mem = asmstat.FormatMem(m.Mem)
			all = m.Ops
		}
	}
	classify(all)
	st.vgpr, st.agpr, st.sgpr, st.scratch = k.Regs["NumVgprs"], k.Regs["NumAgprs"], k.Regs["NumSgprs"], k.Regs["ScratchSize"]
	return st
}

func run(work, out string, dyn bool) error {
	clang, err := load(work, "clang")
	if err != nil {
		return err
	}
	kern := map[string]*side{}
	for _, p := range pkgs {
		if kern[p.key], err = load(work, p.key); err != nil {
			return err
		}
	}
	var w io.Writer = os.Stdout
	if out != "" {
		f, err := os.Create(out)
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	versions, _ := os.ReadFile(filepath.Join(work, "versions.txt"))
	header, _ := os.ReadFile(filepath.Join(work, "header.md"))
	fmt.Fprintf(w, "%s\n", strings.TrimSpace(string(header)))
	if len(versions) > 0 {
		fmt.Fprintf(w, "\nTools:\n\n```\n%s\n```\n", strings.TrimSpace(string(versions)))
	}

	type result struct {
		r          row
		nk, nc     nvStats
		ak, ac     amdStats
		kname, cnm string
	}
	var res []result
	for _, r := range rows {
		ks := kern[r.pkg]
		x := result{r: r, kname: r.kernSymbol(), cnm: r.clang}
		x.nk, x.nc = measureNV(ks, x.kname, r), measureNV(clang, r.clang, r)
		x.ak, x.ac = measureAMD(ks, x.kname, r), measureAMD(clang, r.clang, r)
		if !x.nk.ok || !x.nc.ok || !x.ak.ok || !x.ac.ok {
			return fmt.Errorf("%s: kernel missing (kern %s: sass %v gcn %v; clang %s: sass %v gcn %v)",
				r.name, x.kname, x.nk.ok, x.ak.ok, r.clang, x.nc.ok, x.ac.ok)
		}
		res = append(res, x)
	}

	fmt.Fprintf(w, "\n## NVIDIA sm_80 (SASS from ptxas -O3)\n\n")
	fmt.Fprintf(w, "Per element: instructions of the element loop per element (×u: elements per iteration, the unrolling), ")
	fmt.Fprintf(w, "or the whole kernel for one-element kernels (1 elt) and for reduce stage 2, whose fold loop the runtime never iterates (whole). kern/clang > 1: kern's code is larger.\n\n")
	fmt.Fprintf(w, "| kernel | SASS/elem kern | clang | kern/clang | PTX/elem kern | clang | SASS total kern | clang | kern/clang | regs kern | clang | loop memory kern | clang |\n")
	fmt.Fprintf(w, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|\n")
	var geoLoop, geoTotal, geoALoop, geoATotal []float64
	for _, x := range res {
		fmt.Fprintf(w, "| %s | %s | %s | **%s** | %s | %s | %d | %d | %s | %s | %s | %s | %s |\n",
			x.r.name, perElem(x.r, x.nk.loop, x.nk.unroll, x.nk.found, x.nk.calls), perElem(x.r, x.nc.loop, x.nc.unroll, x.nc.found, x.nc.calls),
			ratio(x.nk.loop, x.nc.loop),
			perElem(x.r, x.nk.ptxLoop, x.nk.ptxUnrol, x.nk.found, x.nk.ptxCalls), perElem(x.r, x.nc.ptxLoop, x.nc.ptxUnrol, x.nc.found, x.nc.ptxCalls),
			x.nk.total, x.nc.total, ratio(float64(x.nk.total), float64(x.nc.total)),
			regs(x.nk.regs, x.nk.stack), regs(x.nc.regs, x.nc.stack), x.nk.mem, x.nc.mem)
		geoLoop = append(geoLoop, x.nk.loop/x.nc.loop)
		geoTotal = append(geoTotal, float64(x.nk.total)/float64(x.nc.total))
	}
	fmt.Fprintf(w, "| **geometric mean** | | | **%.2f** | | | | | %.2f | | | | |\n", geomean(geoLoop), geomean(geoTotal))

	fmt.Fprintf(w, "\n## AMD gfx90a (llc-15 -O3 for kern, clang-15 -O3 for HIP)\n\n")
	fmt.Fprintf(w, "| kernel | ISA/elem kern | clang | kern/clang | s_+v_ kern | clang | total kern | clang | kern/clang | VGPR kern | clang | SGPR kern | clang | loop memory kern | clang |\n")
	fmt.Fprintf(w, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|\n")
	for _, x := range res {
		fmt.Fprintf(w, "| %s | %s | %s | **%s** | %s | %s | %d | %d | %s | %s | %s | %d | %d | %s | %s |\n",
			x.r.name, perElem(x.r, x.ak.loop, x.ak.unroll, x.ak.found, x.ak.calls), perElem(x.r, x.ac.loop, x.ac.unroll, x.ac.found, x.ac.calls),
			ratio(x.ak.loop, x.ac.loop),
			sv(x.ak.sInstr, x.ak.vInstr), sv(x.ac.sInstr, x.ac.vInstr),
			x.ak.total, x.ac.total, ratio(float64(x.ak.total), float64(x.ac.total)),
			vgpr(x.ak), vgpr(x.ac), x.ak.sgpr, x.ac.sgpr, x.ak.mem, x.ac.mem)
		geoALoop = append(geoALoop, x.ak.loop/x.ac.loop)
		geoATotal = append(geoATotal, float64(x.ak.total)/float64(x.ac.total))
	}
	fmt.Fprintf(w, "| **geometric mean** | | | **%.2f** | | | | | %.2f | | | | | | |\n", geomean(geoALoop), geomean(geoATotal))

	if dyn {
		if err := dynamic(w, work); err != nil {
			return err
		}
	}
	fmt.Fprint(w, notes)
	return nil
}

func perElem(r row, v, unroll float64, found bool, calls int) string {
	s := trim(v)
	if !found {
		if r.whole {
			return s + " (whole)"
		}
		return s + " (1 elt)"
	}
	if unroll != 1 {
		s += fmt.Sprintf(" ×%s", trim(unroll))
	}
	if calls > 0 {
		s += fmt.Sprintf(" (+%d called)", calls)
	}
	return s
}

func trim(v float64) string {
	if v == float64(int64(v)) {
		return strconv.FormatInt(int64(v), 10)
	}
	return strconv.FormatFloat(v, 'f', 1, 64)
}

func ratio(a, b float64) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", a/b)
}

func regs(n, stack int) string {
	if stack > 0 {
		return fmt.Sprintf("%d (+%dB stack)", n, stack)
	}
	return strconv.Itoa(n)
}

func vgpr(a amdStats) string {
	s := strconv.Itoa(a.vgpr)
	if a.agpr > 0 {
		s += fmt.Sprintf("+%dA", a.agpr)
	}
	if a.scratch > 0 {
		s += fmt.Sprintf(" (+%dB scratch)", a.scratch)
	}
	return s
}

func sv(s, v float64) string { return trim(s) + "+" + trim(v) }

func geomean(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	sum := 0.0
	for _, x := range xs {
		sum += math.Log(x)
	}
	return math.Exp(sum / float64(len(xs)))
}

const notes = `
## How it is counted

- Both sides do the same work: src/kernels.cu is the Go of each row written
  as CUDA C (compiled as HIP too), with the loop of kern's wrapper kernels
  (compiler/wrap), Go's int as a 64-bit index, Go's math.Pow/Exp/Log/Sin
  ported from Go's source (src/gomath.h) and, on AMD, kern's correctly
  rounded sqrt sequences (LLVM 15 lowers sqrt to a bare v_sqrt). The
  reduction's stage 1 mirrors kern's loop exactly: the same alignment test,
  two 16-byte vector loads in flight over whole groups, then one, then the
  tail one load per element, in kern's fold order; its stage 2 too (groups
  of four partials a thread, the whole ones without bound checks, then at
  most one partial group). clang's
  defaults otherwise (-O3; CUDA/HIP contract a*b+c into fma by default,
  which Go's spec allows too).
- The element loop is the innermost natural loop of the kernel whose own
  blocks hold the stores of the results to global/generic memory, or for
  loops that store nothing the loads of the operands (of several such
  loops, the one moving the most bytes): the grid-stride loop of a ufunc
  or reduction, the k loop of the matmul gufunc, the tile loop of the
  tiled matmul (its inner 16-step loop, which ptxas and clang unroll
  fully, weighted 16). Its instructions are divided by the elements one
  iteration handles (bytes moved ÷ bytes per element), so ×u is the
  elements per iteration: the unrolling ptxas or clang chose (16 for the
  tiled matmul's tile).
  Instructions of functions called from the loop are added once (static,
  "+N called"); the slow paths ptxas adds for division and square root are
  in the totals but not in the loops. One-element kernels (no loop) count
  the whole kernel, and so does reduce stage 2: the runtime gives it at
  most 1024 partials, one group of four for each of its 256 threads, so
  its fold loop never runs a second time.
- Totals count every instruction of the kernel and of what it calls (SASS
  without the NOP padding). Registers: ptxas -v; gfx90a: NumVgprs (+AGPRs),
  NumSgprs of the assembler's info.
- Memory: SASS LDG/STG global, LD/ST generic (the flat path kern uses when
  it has lost the address space), LDS/STS shared, LDL/STL local (spills);
  gfx90a global_* vs flat_* vs ds_*. .64/.128 are the widths; scalar
  kernel-argument loads (ULDC, s_load) are not listed.
- Static counts say nothing about latency, memory traffic or issue; they
  are the size of the code each element runs through.
`
