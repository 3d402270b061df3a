package gen

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/simd"
)

// TestSIMDCorpus compiles the compiler's accept corpus with kern gen into
// a fresh package of the module and runs a generated test there: every
// vectorize core that compiler/amd64 takes runs through its AVX2 loop
// (directly, and through the CPU loop with a scalar tail) and through the
// Go loop, on edge-case and random inputs, and the results must agree bit
// for bit. It runs twice: as the machine is (the AVX2 path where the CPU
// has it) and with GODEBUG=cpu.avx2=off (the forced scalar path).
func TestSIMDCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("runs kern gen and go test on the corpus (slow)")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	root, err := os.MkdirTemp("testdata", "simd-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(root) })
	dir, err := filepath.Abs(filepath.Join(root, "accept"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	srcs, _ := filepath.Glob("../../compiler/testdata/accept/*.go")
	for _, s := range srcs {
		b, err := os.ReadFile(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(s)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "folds.go"), []byte(foldCoresSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "arith.go"), []byte(arithCoresSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "loops.go"), []byte(loopCoresSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	// SIMDForce: every core the lowering takes is checked, including those
	// kern gen leaves to the Go loop as not profitable.
	pkgs, diags, err := Generate(Options{Dir: dir, Patterns: []string{"."}, Generator: "test", SIMDForce: true})
	if err != nil || len(diags) > 0 {
		t.Fatal(err, diags)
	}
	p := pkgs[0]
	var table strings.Builder
	taken, vectorize, escaping, wide := 0, 0, 0, 0
	for _, f := range p.Funcs {
		if f.Kind != compiler.KindVectorize {
			continue
		}
		vectorize++
		if f.SIMD == "" {
			t.Logf("scalar only: %s: %s", f.src, f.SIMDRefused)
			continue
		}
		taken++
		var kinds, sizes, args []string
		nops := 0
		for _, prm := range f.core.Params {
			b := prm.Typ.(*ir.Basic)
			kinds, sizes = append(kinds, fmt.Sprintf("%q", b.String())), append(sizes, fmt.Sprint(b.Size()))
			nops++
		}
		for _, r := range f.core.Results {
			b := r.(*ir.Basic)
			kinds, sizes = append(kinds, fmt.Sprintf("%q", b.String())), append(sizes, fmt.Sprint(b.Size()))
			nops++
		}
		for k := range nops {
			args = append(args, fmt.Sprintf("a[%d]", k))
		}
		// Every loop answers the elements it did (a loop with escapes
		// stops at a group it leaves to the Go core).
		call, done := "", "; return n"
		if f.simdEscapes() {
			call, done = "return ", ""
			escaping++
		}
		loop := func(name string) string {
			if name == "" {
				return "nil"
			}
			return fmt.Sprintf("func(n int, a []unsafe.Pointer) int { %s%s(n, %s)%s }", call, name, strings.Join(args, ", "), done)
		}
		if f.SIMD512 != "" {
			wide++
		} else {
			t.Logf("no AVX-512 loop: %s: %s", f.src, f.SIMD512Refused)
		}
		nt512 := ""
		if f.SIMD512 != "" {
			nt512 = f.SIMD512 + "NT"
		}
		fmt.Fprintf(&table, "\t{%q, %d, []string{%s}, []int{%s}, %v, %v, %s, %s, %s, %s, %s},\n",
			f.src, len(f.core.Params), strings.Join(kinds, ", "), strings.Join(sizes, ", "), unboundedLoops[f.src], staysSIMD[f.src], f.CPU,
			loop(f.SIMD), loop(f.SIMD+"NT"), loop(f.SIMD512), loop(nt512))
	}
	var folds strings.Builder
	laneFolds, simdFolds := 0, 0
	for _, f := range p.Funcs {
		if f.Kind != compiler.KindReduce || f.Fold == "" {
			continue
		}
		b := f.core.Results[0].(*ir.Basic)
		k := laneFold(f)
		if k > 0 {
			laneFolds++
		}
		if f.SIMDFold != "" {
			simdFolds++
		}
		fmt.Fprintf(&folds, "\t{%q, %q, %d, %d, %v, %s},\n", f.src, b.String(), b.Size(), k, f.SIMDFold != "", f.Fold)
	}
	t.Logf("%d lane folds, %d with an AVX2 fold", laneFolds, simdFolds)
	if laneFolds < 20 || simdFolds < 15 {
		t.Errorf("only %d lane folds, %d AVX2 folds", laneFolds, simdFolds)
	}
	if vectorize < 50 {
		t.Fatalf("only %d vectorize instances in the corpus", vectorize)
	}
	t.Logf("%d of %d vectorize instances take the AVX2 path, %d of them with an AVX-512 loop", taken, vectorize, wide)
	if wide < taken*9/10 {
		t.Errorf("only %d of %d SIMD loops have an AVX-512 form", wide, taken)
	}
	must := []string{"Discriminant[float32]", "Discriminant[float64]", "Quo[int32]", "Quo[uint32]", "Rem[int32]", "Rem[uint32]", "QuoRem[int32]", "QuoRem[uint32]", "DivUnused", "LoopQuo"}
	for name := range staysSIMD {
		must = append(must, name)
	}
	for _, must := range must {
		found := false
		for _, f := range p.Funcs {
			found = found || f.src == must && f.SIMD != ""
		}
		if !found {
			t.Errorf("%s has no SIMD loop", must)
		}
	}
	if taken < 10 {
		t.Errorf("only %d cores take the SIMD path", taken)
	}
	// math.Sin, Cos and Tan leave huge arguments (Payne–Hanek) to the Go core.
	t.Logf("%d of them leave some groups to the Go core", escaping)
	if escaping < 3 {
		t.Errorf("only %d SIMD loops with escapes", escaping)
	}
	if err := p.Write(""); err != nil {
		t.Fatal(err)
	}
	check := strings.Replace(simdCheckSrc, "//TABLE\n", table.String(), 1)
	check = strings.Replace(check, "//FOLDS\n", folds.String(), 1)
	if err := os.WriteFile(filepath.Join(dir, "simd_check_test.go"), []byte(check), 0o644); err != nil {
		t.Fatal(err)
	}
	if os.Getenv("KERN_SIMD_BENCH") != "" {
		benchCPULoops(t, goCmd, dir, p)
	}
	cpuinfo, _ := os.ReadFile("/proc/cpuinfo")
	hasAVX2 := strings.Contains(string(cpuinfo), " avx2") && strings.Contains(string(cpuinfo), " fma")
	has512 := hasAVX2
	for _, f := range []string{" avx512f", " avx512dq", " avx512bw", " avx512vl"} {
		has512 = has512 && strings.Contains(string(cpuinfo), f)
	}
	if !has512 {
		t.Log("no AVX-512 on this CPU: the AVX-512 loops are built but not run")
	}
	for _, env := range []string{"", "GODEBUG=cpu.avx512f=off", "GODEBUG=cpu.avx2=off"} {
		cmd := exec.Command(goCmd, "test", "-count=1", "-v", "-run", "TestSIMDvsGo|TestFoldLaneOrder", ".")
		cmd.Dir = dir
		cmd.Env = os.Environ()
		if env != "" {
			cmd.Env = append(cmd.Env, env)
		}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s go test: %v\n%s", env, err, out)
		}
		want := fmt.Sprintf("simd.AVX2=%v simd.AVX512=%v", hasAVX2 && env != "GODEBUG=cpu.avx2=off", has512 && env == "")
		if !strings.Contains(string(out), want) {
			t.Errorf("%s: output lacks %s:\n%s", env, want, out)
		}
		if has512 && env == "" {
			var n int
			if i := strings.Index(string(out), "AVX-512 loops run: "); i >= 0 {
				fmt.Sscan(string(out[i+len("AVX-512 loops run: "):]), &n)
			}
			t.Logf("%d AVX-512 loops run", n)
			if n != wide {
				t.Errorf("%d AVX-512 loops ran, %d built:\n%s", n, wide, out)
			}
		}
		if hasAVX2 && env == "" {
			var groups int
			if i := strings.Index(string(out), "groups left to the Go core: "); i >= 0 {
				fmt.Sscan(string(out[i+len("groups left to the Go core: "):]), &groups)
			}
			t.Logf("%d groups left to the Go core", groups)
			if groups == 0 {
				t.Errorf("no SIMD loop left a group to the Go core:\n%s", out)
			}
		}
	}
}

// benchCPULoops runs BenchmarkCPULoops with the AVX2 loops, without the
// SIMD path and, where the CPU has it, with the AVX-512 loops, and logs,
// per core, the cost model's ratio (vector instructions per lane per
// instruction of the scalar path) beside the measured speed-ups: the data
// behind amd64's costNum/costDen.
func benchCPULoops(t *testing.T, goCmd, dir string, p *Package) {
	times := [3]map[string]float64{{}, {}, {}}
	bin := filepath.Join(t.TempDir(), "accept.test")
	if out, err := exec.Command(goCmd, "test", "-c", "-o", bin, dir).CombinedOutput(); err != nil {
		t.Fatalf("go test -c: %v\n%s", err, out)
	}
	// Three rounds of the three paths in turn, the fastest of each kept:
	// load on a shared machine falls on all of them.
	for round := range 3 {
		for i, env := range []string{"GODEBUG=cpu.avx512f=off", "GODEBUG=cpu.avx2=off", ""} {
			cmd := exec.Command(bin, "-test.run", "^$", "-test.bench", "BenchmarkCPULoops", "-test.benchtime", "100ms")
			cmd.Dir, cmd.Env = dir, append(os.Environ(), env)
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("%s round %d: %v\n%s", env, round, err, out)
			}
			for _, ln := range strings.Split(string(out), "\n") {
				fs := strings.Fields(ln)
				if len(fs) >= 4 && fs[3] == "ns/op" && strings.HasPrefix(fs[0], "BenchmarkCPULoops/") {
					name := strings.TrimPrefix(fs[0], "BenchmarkCPULoops/")
					name = name[:strings.LastIndexByte(name, '-')]
					var v float64
					fmt.Sscan(fs[2], &v)
					if old, ok := times[i][name]; !ok || v < old {
						times[i][name] = v
					}
				}
			}
		}
	}
	var rows []string
	for _, f := range p.Funcs {
		if f.simdLoop == nil {
			continue
		}
		lp := f.simdLoop
		name := strings.NewReplacer("[", "_", "]", "_", ",", "_").Replace(f.src)
		simdT, goT, wideT := times[0][name], times[1][name], times[2][name]
		if simdT == 0 || goT == 0 {
			continue
		}
		wide := ""
		if f.simd512 != nil && wideT > 0 && simd.AVX512 {
			wide = fmt.Sprintf(", AVX-512 %.2f×", goT/wideT)
		}
		rows = append(rows, fmt.Sprintf("%-28s ratio %.2f (%d/%d lanes/%d) branches %v escapes %v: speed-up %.2f×%s",
			f.src, float64(lp.Cost)/float64(lp.Lanes*lp.Scalar), lp.Cost, lp.Lanes, lp.Scalar, len(f.core.Blocks) > 1, lp.Escapes, goT/simdT, wide))
	}
	sort.Strings(rows)
	t.Logf("SIMD loops against the Go loop (65536 elements):\n%s", strings.Join(rows, "\n"))
}

// simdCheckSrc is the test written into the corpus package; //TABLE is
// replaced by one entry per core with a SIMD loop.
const simdCheckSrc = `package accept

import (
	"math"
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/simd"
)

type simdCase struct {
	name  string
	nin   int
	kinds []string
	sizes []int
	small bool // integer inputs reduced to (-4096, 4096): a loop runs that often
	stays bool // the SIMD loop must leave no group to the Go core
	cpu   func(n int, args []unsafe.Pointer, steps []int)
	simd  func(n int, args []unsafe.Pointer) int // the elements it did
	nt    func(n int, args []unsafe.Pointer) int // streaming stores: outputs 32-byte aligned
	// The AVX-512 loop and its streaming twin (outputs 64-byte aligned),
	// nil for none.
	simd512, nt512 func(n int, args []unsafe.Pointer) int
}

var simdCases = []simdCase{
//TABLE
}

// edgeBits are interesting values of each kind, as raw bits.
func edgeBits(kind string) []uint64 {
	var out []uint64
	switch kind {
	case "f32":
		for _, v := range []float32{0, 1, 2, 0.5, 1.5, 2.5, 3, 4, 1e-3, 0.1, 1e30, math.MaxFloat32, math.SmallestNonzeroFloat32,
			0x1p-126, 0x1p-127, 16777217, float32(math.Inf(1)), 0.25, 7, 1e-40} {
			out = append(out, uint64(math.Float32bits(v)), uint64(math.Float32bits(-v)))
		}
		out = append(out, 0x7fc00000, 0xffc00000, 0x7fc00001)
	case "f64":
		for _, v := range []float64{0, 1, 2, 0.5, 1.5, 2.5, 3, 4, 1e-3, 0.1, 1e300, math.MaxFloat64, math.SmallestNonzeroFloat64,
			0x1p-1022, 0x1p-1023, 1 << 53, math.Inf(1), 0.25, 7, 1e-310} {
			out = append(out, math.Float64bits(v), math.Float64bits(-v))
		}
		out = append(out, 0x7ff8000000000000, 0xfff8000000000000, 0x7ff8000000000001)
	default:
		out = []uint64{0, 1, 2, 3, 7, 31, 32, 63, 64, 100, 1<<31 - 1, 1 << 31, 1<<63 - 1, 1 << 63}
		for _, v := range []int64{-1, -2, -3, -7, -32, -64, -100} {
			out = append(out, uint64(v))
		}
	}
	return out
}

func put(p unsafe.Pointer, size int, bits uint64) {
	if size == 4 {
		*(*uint32)(p) = uint32(bits)
	} else {
		*(*uint64)(p) = bits
	}
}

func get(p unsafe.Pointer, size int) uint64 {
	if size == 4 {
		return uint64(*(*uint32)(p))
	}
	return *(*uint64)(p)
}

// TestSIMDvsGo runs each core through the SIMD loop and the Go loop.
func TestSIMDvsGo(t *testing.T) {
	t.Logf("simd.AVX2=%v simd.AVX512=%v", simd.AVX2, simd.AVX512)
	escapes, wide := 0, 0
	defer func() { t.Logf("groups left to the Go core: %d", escapes) }()
	defer func() { t.Logf("AVX-512 loops run: %d", wide) }()
	r := rand.New(rand.NewPCG(15, 8))
	for _, c := range simdCases {
		// n: all pairs of edge values per operand position, then random
		// bits and small values, and a tail that is not a multiple of 8;
		// an odd number of groups of 4, 8 and 16 lanes (a loop that runs two
		// groups per iteration has one left).
		n := 4096 + 16 + 8 + 4 + 3
		nops := len(c.sizes)
		contig := make([][]uint64, nops)  // 8-byte slots; sizes 4 use the low half via unsafe
		strided := make([][]uint64, nops) // the Go loop's operands, stride 2 slots
		cargs, sargs := make([]unsafe.Pointer, nops), make([]unsafe.Pointer, nops)
		steps, csteps := make([]int, nops), make([]int, nops)
		for k := range nops {
			contig[k] = aligned(n)
			strided[k] = make([]uint64, 2*n)
			cargs[k], sargs[k] = unsafe.Pointer(&contig[k][0]), unsafe.Pointer(&strided[k][0])
			csteps[k], steps[k] = c.sizes[k], 16
		}
		for k := range c.nin {
			edges := edgeBits(c.kinds[k])
			for i := range n {
				var v uint64
				switch {
				case i < 2048:
					v = edges[(i/(k+1)+i*k)%len(edges)]
				case i%3 == 0:
					v = r.Uint64()
				default:
					v = edges[r.IntN(len(edges))] ^ uint64(r.IntN(4))
				}
				if c.small && c.kinds[k][0] != 'f' {
					if c.sizes[k] == 4 {
						v = uint64(int64(int32(v)) % 4096)
					} else {
						v = uint64(int64(v) % 4096)
					}
				}
				put(unsafe.Add(cargs[k], i*c.sizes[k]), c.sizes[k], v)
				put(unsafe.Add(sargs[k], i*16), c.sizes[k], v)
			}
		}
		// The Go loop (strided: never SIMD). Where it panics (a negative
		// shift count), each element alone: trap[i] is an element Go
		// panics on, whose output no loop may write a value for.
		trap := make([]bool, n)
		sstep := make([]int, nops)
		for k := range sstep {
			sstep[k] = 16
		}
		anyTrap := panics(func() { c.cpu(n, sargs, steps) })
		if anyTrap {
			for i := range n {
				trap[i] = panics(func() { c.cpu(1, shift(sargs, sstep, i), steps) })
			}
		}
		skip := make([]bool, n) // outputs a panicking Go core left unwritten
		compare := func(how string) {
			t.Helper()
			for k := c.nin; k < nops; k++ {
				for i := range n {
					if trap[i] || skip[i] {
						continue
					}
					x, y := get(unsafe.Add(cargs[k], i*c.sizes[k]), c.sizes[k]), get(unsafe.Add(sargs[k], i*16), c.sizes[k])
					if x != y && !bothNaN(c.kinds[k], x, y) {
						in := []uint64{}
						for j := range c.nin {
							in = append(in, get(unsafe.Add(cargs[j], i*c.sizes[j]), c.sizes[j]))
						}
						t.Fatalf("%s %s: element %d, inputs %#x: got %#x, the Go loop %#x", c.name, how, i, in, x, y)
					}
				}
			}
		}
		// The contiguous CPU loop: SIMD prefix and scalar tail.
		if got := panics(func() { c.cpu(n, cargs, csteps) }); got != anyTrap {
			t.Fatalf("%s: the CPU loop panicked: %v, the Go loop: %v", c.name, got, anyTrap)
		}
		if !anyTrap {
			compare("CPU loop")
		}
		// The loop alone, the Go loop for the groups it leaves and the
		// tail; a group with an element Go panics on must be left.
		run := func(loop func(int, []unsafe.Pointer) int, vecBytes int) {
			lanes := vecBytes / c.sizes[0]
			m := n &^ (lanes - 1)
			for k := c.nin; k < nops; k++ {
				clear(contig[k])
			}
			clear(skip)
			core := func(d, k int) {
				if panics(func() { c.cpu(k, shift(cargs, c.sizes, d), csteps) }) {
					for i := d; i < d+k; i++ {
						skip[i] = true
					}
				}
			}
			left := make([]bool, n)
			for d := 0; d < m; {
				d += loop(m-d, shift(cargs, c.sizes, d))
				if d < m && c.stays {
					t.Fatalf("%s: the SIMD loop left the group at %d to the Go core", c.name, d)
				}
				if d < m {
					escapes++
					for i := d; i < d+lanes; i++ {
						left[i] = true
					}
					core(d, lanes)
					d += lanes
				}
			}
			core(m, n-m)
			for i := range m {
				if trap[i] && !left[i] {
					t.Fatalf("%s: the SIMD loop wrote element %d, on which Go panics", c.name, i)
				}
			}
		}
		if simd.AVX2 {
			run(c.simd, 32)
			compare("SIMD loop")
			run(c.nt, 32)
			compare("SIMD loop with streaming stores")
		}
		if simd.AVX512 && c.simd512 != nil {
			wide++
			run(c.simd512, 64)
			compare("AVX-512 loop")
			run(c.nt512, 64)
			compare("AVX-512 loop with streaming stores")
		}
	}
}

// panics reports whether f panicked.
func panics(f func()) (p bool) {
	defer func() { p = recover() != nil }()
	f()
	return false
}

// BenchmarkCPULoops times each core's contiguous CPU loop on 65536
// ordinary inputs (floats in [-4, 4), integers in [-1000, 1000)); run
// once as the machine is and once with GODEBUG=cpu.avx2=off, it gives
// the SIMD path's speed-up per core (KERN_SIMD_BENCH=1 in TestSIMDCorpus).
func BenchmarkCPULoops(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	const n = 65536
	for _, c := range simdCases {
		nops := len(c.sizes)
		args, steps := make([]unsafe.Pointer, nops), make([]int, nops)
		for k := range nops {
			args[k], steps[k] = unsafe.Pointer(&aligned(n)[0]), c.sizes[k]
			for i := range n {
				var v uint64
				switch c.kinds[k] {
				case "f32":
					v = uint64(math.Float32bits(float32(r.Float64()*8 - 4)))
				case "f64":
					v = math.Float64bits(r.Float64()*8 - 4)
				default:
					v = uint64(r.Int64N(2000) - 1000)
				}
				put(unsafe.Add(args[k], i*c.sizes[k]), c.sizes[k], v)
			}
		}
		if panics(func() { c.cpu(n, args, steps) }) {
			continue // a negative shift count among the inputs: Go panics
		}
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				c.cpu(n, args, steps)
			}
		})
	}
}

// bothNaN reports two NaNs of kind. Their payloads may differ where an
// operation meets two NaNs: x86 returns its first operand's, and which
// operand comes first in the Go loop is gc's register allocator's choice
// (Go leaves NaN payloads unspecified).
func bothNaN(kind string, x, y uint64) bool {
	switch kind {
	case "f32":
		return math.IsNaN(float64(math.Float32frombits(uint32(x)))) && math.IsNaN(float64(math.Float32frombits(uint32(y))))
	case "f64":
		return math.IsNaN(math.Float64frombits(x)) && math.IsNaN(math.Float64frombits(y))
	}
	return false
}

// aligned is n zeroed 8-byte slots starting on a 64-byte boundary (the
// AVX-512 loops' streaming stores need it).
func aligned(n int) []uint64 {
	b := make([]uint64, n+8)
	off := (64 - int(uintptr(unsafe.Pointer(&b[0]))%64)) % 64 / 8
	return b[off : off+n]
}

type foldCase struct {
	name     string
	kind     string
	size     int
	partials int  // lane order over this many partials; 0: left to right
	avx2     bool // has an AVX2 fold
	fold     func(acc unsafe.Pointer, n int, x unsafe.Pointer, step int)
}

var foldCases = []foldCase{
//FOLDS
}

// TestFoldLaneOrder runs each reduce core's generated fold, contiguous (the
// AVX2 fold where present) and strided (the Go code), on inputs of many
// lengths and compares the bits with the order the fold documents,
// computed here from the core alone (one-element folds); integer lane
// folds must also equal the left-to-right fold.
func TestFoldLaneOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 11))
	for _, c := range foldCases {
		mask := ^uint64(0)
		if c.size == 4 {
			mask = 1<<32 - 1
		}
		f := func(a, b uint64) uint64 {
			c.fold(unsafe.Pointer(&a), 1, unsafe.Pointer(&b), 0)
			return a & mask
		}
		edges := edgeBits(c.kind)
		small := func() uint64 { // values whose sums and products stay finite
			switch c.kind {
			case "f32":
				return uint64(math.Float32bits(float32(r.NormFloat64())))
			case "f64":
				return math.Float64bits(r.NormFloat64())
			}
			return uint64(r.IntN(2001)-1000) & mask
		}
		for _, n := range []int{0, 1, 2, 7, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129, 1000, 4101} {
			for trial := range 3 {
				x := make([]uint64, n)    // contiguous, sizes 4 packed via unsafe
				xs := make([]uint64, 2*n) // stride 16 bytes
				for i := range n {
					var v uint64
					switch {
					case trial == 0:
						v = small()
					case trial == 1 && i%97 == 0:
						v = edges[r.IntN(len(edges))]
					case trial == 2:
						v = r.Uint64() & mask
					default:
						v = small()
					}
					x[i], xs[2*i] = v, v
					put(unsafe.Add(unsafe.Pointer(unsafe.SliceData(x)), i*c.size), c.size, v)
				}
				at := func(i int) uint64 { return get(unsafe.Add(unsafe.Pointer(unsafe.SliceData(x)), i*c.size), c.size) }
				init := small()
				want := init
				if k := c.partials; k > 0 {
					m := n &^ (k - 1)
					if m > 0 {
						p := make([]uint64, k)
						for j := range p {
							p[j] = at(j)
						}
						for i := k; i < m; i += k {
							for j := range p {
								p[j] = f(p[j], at(i+j))
							}
						}
						for h := k / 2; h > 0; h /= 2 {
							for j := range h {
								p[j] = f(p[j], p[j+h])
							}
						}
						want = f(want, p[0])
					}
					for i := m; i < n; i++ {
						want = f(want, at(i))
					}
					if c.kind[0] != 'f' {
						ltr := init
						for i := range n {
							ltr = f(ltr, at(i))
						}
						if ltr != want {
							t.Fatalf("%s n=%d: lane order %#x, left to right %#x", c.name, n, want, ltr)
						}
					}
				} else {
					for i := range n {
						want = f(want, at(i))
					}
				}
				var xp, xsp unsafe.Pointer
				if n > 0 {
					xp, xsp = unsafe.Pointer(&x[0]), unsafe.Pointer(&xs[0])
				}
				// Bits must agree, but for which NaN comes out when two NaNs
				// meet: Go leaves it open and gc's pick follows register
				// allocation (SSE takes the first operand's, and gc may
				// commute the operands of a + b).
				same := func(a, b uint64) bool {
					switch c.kind {
					case "f32":
						return a == b || math.IsNaN(float64(math.Float32frombits(uint32(a)))) && math.IsNaN(float64(math.Float32frombits(uint32(b))))
					case "f64":
						return a == b || math.IsNaN(math.Float64frombits(a)) && math.IsNaN(math.Float64frombits(b))
					}
					return a == b
				}
				got := init
				c.fold(unsafe.Pointer(&got), n, xp, c.size)
				if !same(got&mask, want) {
					t.Fatalf("%s n=%d trial %d contiguous: %#x, want %#x", c.name, n, trial, got&mask, want)
				}
				got = init
				c.fold(unsafe.Pointer(&got), n, xsp, 16)
				if !same(got&mask, want) {
					t.Fatalf("%s n=%d trial %d strided: %#x, want %#x", c.name, n, trial, got&mask, want)
				}
			}
		}
	}
}

func shift(args []unsafe.Pointer, sizes []int, d int) []unsafe.Pointer {
	out := make([]unsafe.Pointer, len(args))
	for k := range args {
		out[k] = unsafe.Add(args[k], d*sizes[k])
	}
	return out
}
`

// foldCoresSrc adds reduce cores to the corpus: lane folds of every op and
// type ir.LaneFold takes (operands in either order), one the AVX2 fold
// refuses (int64 product) and folds that must stay left to right.
const foldCoresSrc = `package accept

//kern:reduce
func FoldProd[T float32 | float64 | int32 | uint32 | int64](a, b T) T { return a * b }

//kern:reduce
func FoldMax[T float32 | float64 | int32 | uint32 | int64 | uint64](a, b T) T { return max(b, a) }

//kern:reduce
func FoldMin[T float32 | float64 | int32 | uint32 | int64 | uint64](a, b T) T { return min(a, b) }

//kern:reduce
func FoldAnd[T int32 | uint64](a, b T) T { return a & b }

//kern:reduce
func FoldOr[T uint32 | int64](a, b T) T { return b | a }

//kern:reduce
func FoldXor[T int32 | uint64](a, b T) T { return a ^ b }

//kern:reduce
func FoldSum16(a, b int16) int16 { return a + b }

//kern:reduce
func FoldSkew[T float32 | float64](a, b T) T { return a + 2*b }

//kern:reduce
func FoldFirst(a, b float32) float32 { return a - b }
`

// staysSIMD are corpus cores whose SIMD loop must exist and leave no group
// to the Go core whatever the inputs: divisions by constants, and one by
// a variable under a branch that excludes 0 (the zero test reads the
// branch's lanes only).
var staysSIMD = map[string]bool{
	"DivConst[int32]": true, "DivConst[uint32]": true, "DivConstSigned": true, "DivConstUnsigned": true,
	"DivGuarded[int32]": true, "DivGuarded[uint32]": true, "DigitSum": true,
}

// unboundedLoops are corpus cores whose loops run as often as an input
// says: the test gives them small integers (the Go loop would not end
// either on 1<<62).
var unboundedLoops = map[string]bool{"SumTo": true, "RangeInt": true}

// loopCoresSrc adds vectorize cores with loops the SIMD path runs until
// every lane is done: data-dependent trip counts, early exits, a return
// inside the loop, nesting, float and integer.
const loopCoresSrc = `package accept

//kern:vectorize
func LoopNewton(x float32) float32 {
	if !(x > 0) || x > 1e30 {
		return 0
	}
	g := x
	for i := int32(0); i < 40; i++ {
		ng := 0.5 * (g + x/g)
		if ng == g {
			break
		}
		g = ng
	}
	return g
}

//kern:vectorize
func LoopHalve(x float64) float64 {
	n := 0.0
	for x > 1 && n < 2000 {
		x *= 0.5
		n++
	}
	return n + x
}

//kern:vectorize
func LoopNested(n int32) int32 {
	s := int32(0)
	for i := int32(0); i < n&15; i++ {
		for j := int32(0); j < i; j++ {
			if (i^j)&1 == 0 {
				continue
			}
			s += i*j - j&3
		}
	}
	return s
}

//kern:vectorize
func LoopEarlyReturn(x int32) int32 {
	for i := int32(0); i < 100; i++ {
		if i*i >= x {
			return i*2 - 1
		}
		x -= i
	}
	return -x
}

//kern:vectorize
func LoopBreakOuter(a, b int64) int64 {
	found := int64(-1)
outer:
	for i := int64(0); i < 12; i++ {
		for j := b & 7; j < 12; j++ {
			if j > i+a&3 {
				continue outer
			}
			if i+j == a&15 {
				found = i<<8 | j
				break outer
			}
		}
	}
	return found
}
`

// arithCoresSrc adds integer cores the SIMD path lowers without a
// multiply instruction: products by constants ±2^k and ±(2^k+1) (the only
// 64-bit products AVX2 can do), others (VPMULLD, 32-bit only), and
// constant shift counts of another type, at and beyond the width.
const arithCoresSrc = `package accept

import "math"

//kern:vectorize
func MulForms[T int32 | int64 | uint32 | uint64](x T) T {
	m3, m16 := T(0)-3, T(0)-16 // -3 and -16, wrapped for unsigned T
	return x*2 ^ x*3 ^ x*5 ^ x*9 ^ x*8 ^ x*17 ^ x*1 ^ -x*4 ^ x*m3 ^ x*m16
}

//kern:vectorize
func MulAny(x, y int32) int32 { return x*7 + y*-100 + x*y }

//kern:vectorize
func F2I(x float64) int64 { return int64(x) }

//kern:vectorize
func F2U(x float64) uint64 { return uint64(x) }

//kern:vectorize
func U2F(x uint64) float64 { return float64(x) }

var escTable = [4]int64{3, -5, 7, 1 << 40}

// EscapeTable reads a table at a variable index (no SIMD gather yet) on
// large inputs: the edge cases and random bits escape often, small ones
// never.
//
//kern:vectorize
func EscapeTable(x int64) int64 {
	if x > 1000 || x < -1000 {
		return escTable[x&3] * x
	}
	return x*3 + 1
}

// ExpSin calls math.Exp (the assembly's twin) and math.Sin (whose huge
// arguments escape).
//
//kern:vectorize
func ExpSin(x float64) float64 { return math.Exp(-x*x) * math.Sin(x) }

//kern:vectorize
func I2F(x int64) float64 { return float64(x) }

//kern:vectorize
func RoundTrip(x float64) float64 { return float64(int64(x*1e6)) / 1e6 }

// ShiftSigned shifts by signed counts: Go panics on a negative one, so
// the SIMD loop leaves such a group to the Go core (even for a shift whose
// value is unused).
//
//kern:vectorize
func ShiftSigned[T int32 | int64](x, s T) T {
	_ = x >> (s - 100)
	if x > 0 {
		return x << s
	}
	return x >> (s & 63)
}

// ShiftNegConst shifts by a count the passes make a negative constant on
// one path: Go panics there.
//
//kern:vectorize
func ShiftNegConst(x int64) int64 {
	s := int64(-1)
	if x > 1000 {
		return x << s
	}
	return x << (s + 3)
}

//kern:vectorize
func ShiftConst[T int32 | int64 | uint32](x T) T {
	return x<<3 ^ x>>uint64(70) ^ x>>uint8(5) ^ x<<int64(63)
}

// Quo and Rem divide by a variable: the edge values hold 0 (Go panics,
// so the group is left to the Go core), ±1, MinInt32 and −1 (MinInt32 / −1
// is MinInt32, the remainder 0). QuoRem shares one quotient.
//
//kern:vectorize
func Quo[T int32 | uint32](a, b T) T { return a / b }

//kern:vectorize
func Rem[T int32 | uint32](a, b T) T { return a % b }

//kern:vectorize
func QuoRem[T int32 | uint32](a, b T) T { return a/b ^ a%b<<7 }

// DivConst divides by constants (float64 constants in the loop: no zero
// test, no escapes).
//
//kern:vectorize
func DivConst[T int32 | uint32](a T) T {
	return a/1 ^ a/2 ^ a%2 ^ a/3 ^ a%7 ^ a/10 ^ a%16 ^ a/1000003 ^ a%(1<<31-1)
}

//kern:vectorize
func DivConstSigned(a int32) int32 {
	return a/-1 ^ a%-1 ^ a/-7 ^ a%-10 ^ a/math.MinInt32 ^ a%math.MinInt32 ^ a/math.MaxInt32
}

//kern:vectorize
func DivConstUnsigned(a uint32) uint32 {
	return a/math.MaxUint32 ^ a%math.MaxUint32 ^ a/(1<<31) ^ a%(1<<31+1)
}

// DivGuarded divides only where the divisor is not 0: the test reads the
// branch's lanes, so no group is left to the Go core.
//
//kern:vectorize
func DivGuarded[T int32 | uint32](a, b T) T {
	if b != 0 {
		return a/b + a%b
	}
	return a
}

// DivUnused divides without using the quotient: Go still panics on 0.
//
//kern:vectorize
func DivUnused(a, b int32) int32 {
	_ = a / b
	return a ^ b
}

// LoopQuo divides by a variable in a vector loop: a lane whose divisor
// reaches 0 (b from −5 to −1) leaves its group from inside the loop.
//
//kern:vectorize
func LoopQuo(a, b int32) int32 {
	s := int32(0)
	for i := int32(1); i < 6+a&7; i++ {
		s += a/(b+i) ^ a%(i+7)
	}
	return s
}

// DigitSum divides by a constant in a vector loop.
//
//kern:vectorize
func DigitSum(x uint32) uint32 {
	s := uint32(0)
	for x != 0 {
		s += x % 10
		x /= 10
	}
	return s
}
`
