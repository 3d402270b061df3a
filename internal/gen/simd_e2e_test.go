package gen

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
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
	pkgs, diags, err := Generate(Options{Dir: dir, Patterns: []string{"."}, Generator: "test"})
	if err != nil || len(diags) > 0 {
		t.Fatal(err, diags)
	}
	p := pkgs[0]
	var table strings.Builder
	taken, vectorize := 0, 0
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
		fmt.Fprintf(&table, "\t{%q, %d, []string{%s}, []int{%s}, %s, func(n int, a []unsafe.Pointer) { %s(n, %s) }},\n",
			f.src, len(f.core.Params), strings.Join(kinds, ", "), strings.Join(sizes, ", "), f.CPU, f.SIMD, strings.Join(args, ", "))
	}
	if vectorize < 50 {
		t.Fatalf("only %d vectorize instances in the corpus", vectorize)
	}
	t.Logf("%d of %d vectorize instances take the AVX2 path", taken, vectorize)
	for _, must := range []string{"Discriminant[float32]", "Discriminant[float64]"} {
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
	if err := p.Write(""); err != nil {
		t.Fatal(err)
	}
	check := strings.Replace(simdCheckSrc, "//TABLE\n", table.String(), 1)
	if err := os.WriteFile(filepath.Join(dir, "simd_check_test.go"), []byte(check), 0o644); err != nil {
		t.Fatal(err)
	}
	cpuinfo, _ := os.ReadFile("/proc/cpuinfo")
	hasAVX2 := strings.Contains(string(cpuinfo), " avx2") && strings.Contains(string(cpuinfo), " fma")
	for _, env := range []string{"", "GODEBUG=cpu.avx2=off"} {
		cmd := exec.Command(goCmd, "test", "-count=1", "-v", "-run", "TestSIMDvsGo", ".")
		cmd.Dir = dir
		cmd.Env = os.Environ()
		if env != "" {
			cmd.Env = append(cmd.Env, env)
		}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s go test: %v\n%s", env, err, out)
		}
		want := fmt.Sprintf("simd.AVX2=%v", hasAVX2 && env == "")
		if !strings.Contains(string(out), want) {
			t.Errorf("%s: output lacks %s:\n%s", env, want, out)
		}
	}
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
	cpu   func(n int, args []unsafe.Pointer, steps []int)
	simd  func(n int, args []unsafe.Pointer)
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
	t.Logf("simd.AVX2=%v", simd.AVX2)
	r := rand.New(rand.NewPCG(15, 8))
	for _, c := range simdCases {
		// n: all pairs of edge values per operand position, then random
		// bits and small values, and a tail that is not a multiple of 8.
		n := 4096 + 5
		nops := len(c.sizes)
		contig := make([][]uint64, nops)  // 8-byte slots; sizes 4 use the low half via unsafe
		strided := make([][]uint64, nops) // the Go loop's operands, stride 2 slots
		cargs, sargs := make([]unsafe.Pointer, nops), make([]unsafe.Pointer, nops)
		steps, csteps := make([]int, nops), make([]int, nops)
		for k := range nops {
			contig[k] = make([]uint64, n)
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
				put(unsafe.Add(cargs[k], i*c.sizes[k]), c.sizes[k], v)
				put(unsafe.Add(sargs[k], i*16), c.sizes[k], v)
			}
		}
		c.cpu(n, sargs, steps) // the Go loop (strided: never SIMD)
		compare := func(how string) {
			t.Helper()
			for k := c.nin; k < nops; k++ {
				for i := range n {
					x, y := get(unsafe.Add(cargs[k], i*c.sizes[k]), c.sizes[k]), get(unsafe.Add(sargs[k], i*16), c.sizes[k])
					if x != y {
						in := []uint64{}
						for j := range c.nin {
							in = append(in, get(unsafe.Add(cargs[j], i*c.sizes[j]), c.sizes[j]))
						}
						t.Fatalf("%s %s: element %d, inputs %#x: got %#x, the Go loop %#x", c.name, how, i, in, x, y)
					}
				}
			}
		}
		c.cpu(n, cargs, csteps) // the contiguous CPU loop: SIMD prefix and scalar tail
		compare("CPU loop")
		if simd.AVX2 {
			for k := c.nin; k < nops; k++ {
				clear(contig[k])
			}
			c.simd(n&^7, cargs)
			c.cpu(n-n&^7, shift(cargs, c.sizes, n&^7), csteps)
			compare("SIMD loop")
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
