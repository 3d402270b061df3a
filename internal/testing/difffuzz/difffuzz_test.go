package difffuzz

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/kernlab/kern/compiler/amdgpu"
	"github.com/kernlab/kern/simd"
)

var (
	fuzzN        = flag.Int("fuzz.n", 0, "TestFuzzLong: instances to generate and compare")
	fuzzSeed     = flag.Uint64("fuzz.seed", 1_000_000, "TestFuzzLong: the first instance's seed (the others follow)")
	fuzzSeeds    = flag.String("fuzz.seeds", "", "TestFuzzLong: comma-separated seeds to run instead of -fuzz.n")
	fuzzBatch    = flag.Int("fuzz.batch", 60, "TestFuzzLong: instances per generated package")
	fuzzTargets  = flag.String("fuzz.targets", strings.Join(DefaultTargets, ","), "TestFuzzLong: targets")
	fuzzBig      = flag.Int("fuzz.big", 70001, "TestFuzzLong: the large length (0: none)")
	fuzzMinimize = flag.Duration("fuzz.minimize", 10*time.Minute, "TestFuzzLong: time to minimize each new finding (0: off)")
	fuzzMaxMin   = flag.Int("fuzz.maxmin", 8, "TestFuzzLong: at most this many findings minimized")
	fuzzDir      = flag.String("fuzz.dir", "", "TestFuzzLong: keep the scratch module in this directory")
	fuzzOut      = flag.String("fuzz.out", "", "TestFuzzLong: write reproducers into this directory")
	fuzzDevices  = flag.String("fuzz.devices", "", "TestFuzzLong: link the programs against the kern checkout in this directory (its emulated devices), kern gen still running from this one")
	fuzzRecheck  = flag.String("fuzz.recheck", "", "TestFuzzLong: run the seeds of new emulated-device findings again against the kern checkout in this directory (a branch with fixes) and count those it does not show apart")
)

// ciSeeds are the instances every go test runs, the first 12 with
// -short: a kernel of each template (2 tree, 321 xor, 21 stride, 36 scan,
// 39 neighbor, 44 shared atomics, 45 map, 50 down, 55 atomics, 80 dynamic
// shared memory, 103 rounds, 153 tile, 218 2-D), cores that AVX2 loops
// take (25, 28, 31, 37, 43, 56), generic cores (4, 9, 17, 130, 146; the
// last two with AVX2 loops, 146's dividing its result: divideReturns) and others (3, 6, 8, 12, 18). 0xa7d9dd is
// a scan kernel that the emulated ROC device of branch emu-fidelity
// (bf744c1) faults on, "divergent wavefront operation", though every lane
// has left the branch around the element function's call before the
// shuffle: it passes here and must pass there.
var ciSeeds = []uint64{
	2, 321, 36, 55, 153, 218, 25, 28, 31, 4, 3, 6,
	21, 39, 44, 45, 50, 80, 103, 37, 43, 56, 9, 17, 130, 146, 8, 12, 18, 0xa7d9dd,
	// The two emulated-ROC bugs this fuzzer found, fixed: a float32 NaN
	// constant (10, 13) and reconvergence after a branch in a shuffle loop
	// (0xa7d900, 0xa7da32).
	10, 13, 0xa7d900, 0xa7da32,
	// A butterfly in segments of 4 lanes (kern.ShflXorWidth); 321's, in
	// the -short set, has segments of 32.
	475,
	// The 2000-instance run's findings, fixed: opt's llvm.usub.sat
	// (0xf42b7), a switch to a label with brackets in its quoted name
	// (0xf436a), uitofp from i1 (0xf4928) on the emulated ROC device, and
	// GPU code contracted to FMA against Go's bits (0xf4463).
	0xf42b7, 0xf436a, 0xf4928, 0xf4463,
	// F[T int64 | float64](int64, float64) T, fixed: both instantiations
	// had one identity, and F[int64] ran F[float64]'s loop on every target
	// but sim.
	0xf44d1,
	// Kernels that hash a float result's bits, some of them NaNs, whose
	// payload the GPUs do not keep: a NaN hashes as 0 now (0xf473d,
	// 0xf488a, 0xf49d9).
	0xf473d, 0xf488a, 0xf49d9,
	// A core that takes math.Float64bits of min(NaN, x, y): amd64 keeps
	// x's payload, the GPUs give their canonical NaN; NaN-sensitive calls
	// canonicalize their argument now (0x2dc72e).
	0x2dc72e,
	// opt wrote bitcast <4 x i1> to i4 (a compare's lanes as a mask),
	// which the emulated ROC device sized as four bytes (0x7a1478).
	0x7a1478,
	// and llvm.umul.with.overflow.i32 (a checked multiply), which it had
	// no lowering for (0x4c4ce6).
	0x4c4ce6,
}

// knownFailing are seeds that show a bug fixed on another branch; they
// are skipped, naming the bug, until the fix is merged (DIFFFUZZ_KNOWN=1
// runs them).
var knownFailing = []struct {
	seed uint64
	bug  string
}{}

func checkout(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	root, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	return root
}

func newModule(t *testing.T, root string) *Module {
	t.Helper()
	dir := t.TempDir()
	m, err := NewModule(dir, root)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func batchOf(seeds []uint64) []*Instance {
	insts := make([]*Instance, len(seeds))
	for i, s := range seeds {
		insts[i] = Generate(s, fmt.Sprintf("F%d", i))
	}
	return insts
}

func haveLLC() bool {
	t := amdgpu.ToolsFromEnv()
	return t.LLC != "" && t.LLD != ""
}

// TestFixedSeeds is the differential check CI runs: a fixed batch of
// generated vectorize cores and kernels, built by kern gen once, compared
// with plain Go on cpu, parallel, sim, the emulated CUDA and ROC devices
// and the CPU targets again without AVX2, at lengths 0 to 4099 in every
// operand form, bit for bit.
func TestFixedSeeds(t *testing.T) {
	root := checkout(t)
	seeds, lengths := ciSeeds, []int{0, 1, 7, 33, 257, 1000, 4099}
	if testing.Short() {
		seeds, lengths = ciSeeds[:12], []int{0, 1, 33, 257, 1000}
	}
	for _, k := range knownFailing {
		seeds = slices.DeleteFunc(slices.Clone(seeds), func(s uint64) bool { return s == k.seed })
	}
	m := newModule(t, root)
	o := Options{Targets: DefaultTargets, Lengths: lengths, NoAVX2: true, CodeObjects: haveLLC(), Log: t.Logf}
	start := time.Now()
	res, err := m.RunBatch("ci", batchOf(seeds), o)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d instances in %v (kern gen %v, build %v, run %v); %d AVX2 loops; checks %v",
		len(seeds), time.Since(start).Round(time.Millisecond), res.Gen.Round(time.Millisecond), res.Build.Round(time.Millisecond),
		res.Run.Round(time.Millisecond), len(res.SIMD), res.Checks)
	for _, f := range res.Findings {
		t.Errorf("%v\n(rerun: go test ./internal/testing/difffuzz -run TestFuzzLong -fuzz.seeds=%#x)", f, seedOf(f))
	}
	targets := append(slices.Clone(DefaultTargets), "cpu-noavx2", "parallel-noavx2")
	if simd.AVX512 {
		targets = append(targets, "cpu-avx2", "parallel-avx2")
	}
	for _, tg := range targets {
		if res.Checks[tg] == 0 {
			t.Errorf("no comparison ran on %s", tg)
		}
	}
	if len(res.SIMD) == 0 {
		t.Error("no instance got an AVX2 loop: the SIMD path went unchecked")
	}
}

func seedOf(f Finding) uint64 {
	if f.Instance == nil {
		return 0
	}
	return f.Instance.Seed
}

// TestKnownFailing keeps the seeds that show bugs fixed elsewhere:
// skipped, naming the bug, unless DIFFFUZZ_KNOWN=1 (then all run in one
// batch and must pass).
func TestKnownFailing(t *testing.T) {
	var res *BatchResult
	if os.Getenv("DIFFFUZZ_KNOWN") != "" && len(knownFailing) > 0 {
		var seeds []uint64
		for _, k := range knownFailing {
			seeds = append(seeds, k.seed)
		}
		m := newModule(t, checkout(t))
		var err error
		res, err = m.RunBatch("known", batchOf(seeds), Options{Targets: DefaultTargets,
			Lengths: []int{0, 1, 7, 33, 257, 1000, 4099}, NoAVX2: true, CodeObjects: haveLLC()})
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, k := range knownFailing {
		t.Run(fmt.Sprintf("%#x", k.seed), func(t *testing.T) {
			b := knownBug(k.bug)
			if res == nil {
				t.Skipf("known failing on %s (%s): %s", b.Target, b.ID, b.Reason)
			}
			for _, f := range res.Findings {
				if seedOf(f) == k.seed {
					t.Error(f)
				}
			}
		})
	}
}

// TestFuzzLong is the long mode (see doc.go): -fuzz.n instances from
// -fuzz.seed on, in packages of -fuzz.batch, every new finding minimized
// into a reproducer.
func TestFuzzLong(t *testing.T) {
	var seeds []uint64
	if *fuzzSeeds != "" {
		for _, s := range strings.Split(*fuzzSeeds, ",") {
			v, err := strconv.ParseUint(strings.TrimSpace(s), 0, 64)
			if err != nil {
				t.Fatalf("-fuzz.seeds: %v", err)
			}
			seeds = append(seeds, v)
		}
	} else {
		for i := range *fuzzN {
			seeds = append(seeds, *fuzzSeed+uint64(i))
		}
	}
	if len(seeds) == 0 {
		t.Skip("long mode: run with -fuzz.n=N or -fuzz.seeds=S,... (see doc.go)")
	}
	root := checkout(t)
	dir := *fuzzDir
	if dir == "" {
		dir = t.TempDir()
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	devices := root
	if *fuzzDevices != "" {
		devices = *fuzzDevices
	}
	m, err := NewModule(dir, devices)
	if err != nil {
		t.Fatal(err)
	}
	o := Options{Targets: strings.Split(*fuzzTargets, ","), Lengths: []int{0, 1, 7, 33, 257, 1000, 4099}, Big: *fuzzBig,
		NoAVX2: true, CodeObjects: haveLLC(), SkipPrecheck: *fuzzDevices != "", Log: t.Logf}
	start := time.Now()
	var all []Finding
	checks := map[string]int{}
	simd, ran := 0, 0
	for b := 0; b*(*fuzzBatch) < len(seeds); b++ {
		part := seeds[b**fuzzBatch : min(len(seeds), (b+1)**fuzzBatch)]
		res, err := m.RunBatch(fmt.Sprintf("b%d", b), batchOf(part), o)
		if err != nil {
			t.Errorf("batch %d (seeds %#x…): %v", b, part[0], err)
			continue
		}
		for k, v := range res.Checks {
			checks[k] += v
		}
		simd += len(res.SIMD)
		ran += len(res.Ran)
		all = append(all, res.Findings...)
		t.Logf("batch %d: %d instances, %d findings, %v so far (kern gen %v, build %v, run %v)", b, len(part), len(res.Findings),
			time.Since(start).Round(time.Second), res.Gen.Round(time.Second), res.Build.Round(time.Second), res.Run.Round(time.Second))
	}
	t.Logf("%d instances (%d ran) in %v; %d AVX2 loops; checks %v", len(seeds), ran, time.Since(start).Round(time.Second), simd, checks)
	report(t, m, all, o)
}

// report prints the findings, known ones counted apart, and minimizes
// and fails on the new ones.
func report(t *testing.T, m *Module, all []Finding, o Options) {
	known := map[string][]uint64{}
	var fresh []Finding
	seen := map[string]bool{}
	for _, f := range all {
		if b := f.Known(); b != nil {
			if !slices.Contains(known[b.ID], seedOf(f)) {
				known[b.ID] = append(known[b.ID], seedOf(f))
			}
			continue
		}
		t.Logf("finding: %v", f)
		key := fmt.Sprintf("%#x/%s/%s", seedOf(f), f.Target, f.Kind)
		if !seen[key] {
			seen[key] = true
			fresh = append(fresh, f)
		}
	}
	if *fuzzRecheck != "" && len(fresh) > 0 {
		fresh = recheck(t, fresh, o, known)
	}
	for id, s := range known {
		t.Logf("known bug %s: %d instances (seeds %#x)", id, len(s), s)
	}
	for i, f := range fresh {
		t.Errorf("new finding: %v", f)
		if *fuzzMinimize == 0 || i >= *fuzzMaxMin || f.Instance == nil {
			continue
		}
		mz, err := m.Minimize(f, o, *fuzzMinimize)
		if err != nil {
			t.Logf("minimize: %v", err)
			continue
		}
		rep := mz.Reproducer()
		t.Logf("reproducer (%d rounds):\n%s", mz.Rounds, rep)
		if *fuzzOut != "" {
			os.MkdirAll(*fuzzOut, 0o755)
			name := fmt.Sprintf("repro_%#x_%s.go.txt", f.Instance.Seed, strings.ReplaceAll(f.Target, "-", "_"))
			os.WriteFile(filepath.Join(*fuzzOut, name), []byte(rep), 0o644)
		}
	}
}

// recheck runs the seeds of fresh findings on emulated devices again with
// the devices of -fuzz.recheck; the findings that do not show there are
// counted as fixed on that branch, the others returned.
func recheck(t *testing.T, fresh []Finding, o Options, known map[string][]uint64) []Finding {
	var seeds []uint64
	for _, f := range fresh {
		if tg := f.Target; (tg == "cuda" || tg == "roc") && !slices.Contains(seeds, seedOf(f)) {
			seeds = append(seeds, seedOf(f))
		}
	}
	if len(seeds) == 0 {
		return fresh
	}
	m, err := NewModule(t.TempDir(), *fuzzRecheck)
	if err != nil {
		t.Logf("recheck: %v", err)
		return fresh
	}
	o.Targets, o.SkipPrecheck, o.NoAVX2 = []string{"cuda", "roc"}, true, false
	res, err := m.RunBatch("recheck", batchOf(seeds), o)
	if err != nil {
		t.Logf("recheck: %v", err)
		return fresh
	}
	still := map[string]bool{}
	for _, f := range res.Findings {
		still[fmt.Sprintf("%#x/%s", seedOf(f), f.Target)] = true
	}
	var out []Finding
	for _, f := range fresh {
		key := fmt.Sprintf("%#x/%s", seedOf(f), f.Target)
		if (f.Target == "cuda" || f.Target == "roc") && !still[key] {
			id := "fixed in " + *fuzzRecheck + " (" + f.Target + ")"
			known[id] = append(known[id], seedOf(f))
			continue
		}
		out = append(out, f)
	}
	return out
}
