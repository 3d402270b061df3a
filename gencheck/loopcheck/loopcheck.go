// Package loopcheck is what the kern_gen_test.go files that kern gen
// writes run against each generated SIMD loop: the loop's bits against the
// Go loop's, on every architecture the loop exists for (AVX2 on amd64,
// NEON on arm64, where CI runs the tests under qemu-user; on amd64 both the
// AVX-512 and the AVX2 loops where the CPU has AVX-512). It is apart
// from gencheck, which programs import at run time, so that they do not
// link package testing.
package loopcheck

import (
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/simd"
)

// Loop is a generated CPU loop, as kern_gen_test.go describes it.
type Loop struct {
	// Name is the instance: "Discriminant[float32]".
	Name string
	// Kinds are the operands' element types, inputs then outputs:
	// "float32", "float64", "int32", "uint32", "int64" or "uint64".
	Kinds []string
	// Inputs is the number of input operands.
	Inputs int
	// CPU is the CPU loop (kern.Loop.Run's contract): contiguous operands
	// run the SIMD loop over a prefix, the Go loop over the rest; strided
	// ones the Go loop only.
	CPU func(n int, args []unsafe.Pointer, steps []int)
	// SIMD runs the SIMD loop's dispatcher alone over n contiguous
	// elements and reports the elements it did from the first before it
	// left one to the Go code, and whether a SIMD loop ran.
	SIMD func(n int, args []unsafe.Pointer) (done int, ran bool)
	// AVX2Lanes and AVX512Lanes are the lanes of the amd64 loops (0: no
	// AVX-512 loop): the dispatcher's prefix tells which one ran.
	AVX2Lanes, AVX512Lanes int
	// Want says a SIMD loop must run on this machine.
	Want bool
	// Small reduces integer inputs to (-4096, 4096): the core loops as
	// often as an input says.
	Small bool
}

// CheckLoop runs lp's CPU loop over contiguous operands (the SIMD loop,
// then the Go loop on the tail) and over strided ones (the Go loop alone)
// on special values (zeros, infinities, NaNs, subnormals, extremes) in
// every combination the first 2048 elements reach and on random bits and
// values after them, and fails on any element whose bits differ (two
// NaNs agree: Go leaves their payloads unspecified). Where the Go loop
// panics on an element (a zero divisor), the contiguous loop must panic
// too, and is run again from the element after it. It fails too when
// lp.Want and the SIMD loop did not run, so that it cannot pass by
// testing the Go loop against itself.
func CheckLoop(t testing.TB, lp Loop) {
	t.Helper()
	const n = 4096 + 16 + 8 + 4 + 3 // an odd number of groups of 4, 8 and 16 lanes, and a tail
	nops := len(lp.Kinds)
	size := func(k int) int { return kindSize(lp.Kinds[k]) }
	contig, strided := make([][]uint64, nops), make([][]uint64, nops)
	cargs, sargs := make([]unsafe.Pointer, nops), make([]unsafe.Pointer, nops)
	csteps, ssteps := make([]int, nops), make([]int, nops)
	for k := range nops {
		contig[k], strided[k] = make([]uint64, n), make([]uint64, 2*n)
		cargs[k], sargs[k] = unsafe.Pointer(&contig[k][0]), unsafe.Pointer(&strided[k][0])
		csteps[k], ssteps[k] = size(k), 16
	}
	r := rand.New(rand.NewPCG(38, uint64(len(lp.Name))))
	for k := range lp.Inputs {
		edges := edgeBits(lp.Kinds[k])
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
			if lp.Small && lp.Kinds[k][0] != 'f' {
				if size(k) == 4 {
					v = uint64(int64(int32(v)) % 4096)
				} else {
					v = uint64(int64(v) % 4096)
				}
			}
			put(unsafe.Add(cargs[k], i*size(k)), size(k), v)
			put(unsafe.Add(sargs[k], i*16), size(k), v)
		}
	}
	if _, ran := lp.SIMD(n, cargs); ran != lp.Want {
		t.Fatalf("%s: the SIMD loop ran: %v, want %v", lp.Name, ran, lp.Want)
	}
	for k := lp.Inputs; k < nops; k++ {
		clear(contig[k])
	}
	// The Go loop element by element: trap[i] is an element it panics on
	// (a negative shift count, a zero divisor), which no loop may get past.
	trap := make([]bool, n)
	for i := range n {
		args := make([]unsafe.Pointer, nops)
		for k := range args {
			args[k] = unsafe.Add(sargs[k], i*16)
		}
		trap[i] = panics(func() { lp.CPU(1, args, ssteps) })
	}
	// The contiguous CPU loop from element d must panic if and only if the
	// Go loop does from there; it resumes after the first such element.
	for d := 0; d < n; {
		next := d
		for next < n && !trap[next] {
			next++
		}
		args := make([]unsafe.Pointer, nops)
		for k := range args {
			args[k] = unsafe.Add(cargs[k], d*size(k))
		}
		if p := panics(func() { lp.CPU(n-d, args, csteps) }); p != (next < n) {
			t.Fatalf("%s: from element %d the contiguous CPU loop panicked: %v, the Go loop: %v", lp.Name, d, p, next < n)
		}
		d = next + 1
	}
	for k := lp.Inputs; k < nops; k++ {
		for i := range n {
			if trap[i] {
				continue
			}
			x, y := get(unsafe.Add(cargs[k], i*size(k)), size(k)), get(unsafe.Add(sargs[k], i*16), size(k))
			if x != y && !bothNaN(lp.Kinds[k], x, y) {
				var in []uint64
				for j := range lp.Inputs {
					in = append(in, get(unsafe.Add(cargs[j], i*size(j)), size(j)))
				}
				t.Fatalf("%s: element %d, inputs %#x: the SIMD path gave %#x, the Go loop %#x", lp.Name, i, in, x, y)
			}
		}
	}
}

// childEnv marks the run of the AVX2 half in a child process.
const childEnv = "KERN_LOOPCHECK_AVX2"

// CheckLoops runs CheckLoop on each loop and says which path each took
// (AVX-512, AVX2, NEON, the Go loop), checking it by the length of the
// prefix the dispatcher runs: the AVX-512 loop where simd.AVX512 and the
// core has one. Where the CPU has AVX-512 it then runs the test again in
// a child process with GODEBUG=cpu.avx512f=off, so that the AVX2 loops
// are checked too; without AVX-512 that half is skipped with a message.
func CheckLoops(t *testing.T, loops []Loop) {
	paths := map[string][]string{}
	wide := 0
	for _, lp := range loops {
		CheckLoop(t, lp)
		p := path(t, lp)
		paths[p] = append(paths[p], lp.Name)
		if lp.AVX512Lanes > 0 {
			wide++
		}
	}
	for _, p := range []string{"AVX-512", "AVX2", "NEON", "Go", "unobserved"} {
		if len(paths[p]) > 0 {
			t.Logf("%s path: %d loops (%s)", p, len(paths[p]), strings.Join(paths[p], ", "))
		}
	}
	t.Run("avx2", func(t *testing.T) {
		switch {
		case !simd.AVX512:
			t.Skip("simd.AVX512 is false: the run above took the path simd.AVX2 selects (the AVX2 loops, or the Go loops)")
		case os.Getenv(childEnv) != "":
			t.Fatal("simd.AVX512 is true under GODEBUG=cpu.avx512f=off")
		}
		exe, err := os.Executable()
		if err != nil {
			t.Skipf("cannot rerun the test binary: %v", err)
		}
		parent := t.Name()[:strings.LastIndexByte(t.Name(), '/')]
		cmd := exec.Command(exe, "-test.run=^"+regexp.QuoteMeta(parent)+"$", "-test.count=1", "-test.v")
		cmd.Env = append(os.Environ(), "GODEBUG=cpu.avx512f=off", childEnv+"=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("with GODEBUG=cpu.avx512f=off: %v\n%s", err, out)
		}
		if wide > 0 && runtime.GOARCH == "amd64" && !strings.Contains(string(out), "AVX2 path: ") {
			t.Fatalf("with GODEBUG=cpu.avx512f=off no AVX2 loop ran:\n%s", out)
		}
		t.Logf("with GODEBUG=cpu.avx512f=off:\n%s", out)
	})
	if !simd.AVX512 && wide > 0 {
		t.Run("avx512", func(t *testing.T) {
			t.Skipf("simd.AVX512 is false (no AVX-512 on this CPU, or GODEBUG turns it off): %d AVX-512 loops not run", wide)
		})
	}
}

// path is the SIMD path lp's dispatcher takes here, checked against the
// prefix it runs over zeroed operands one and a half of its widest
// groups long.
func path(t testing.TB, lp Loop) string {
	t.Helper()
	if !lp.Want {
		return "Go"
	}
	if runtime.GOARCH != "amd64" {
		return "NEON"
	}
	want, name := lp.AVX2Lanes, "AVX2"
	if lp.AVX512Lanes > 0 && simd.AVX512 {
		want, name = lp.AVX512Lanes, "AVX-512"
	}
	n := 3 * want / 2
	if lp.AVX512Lanes > 0 {
		n = 3 * lp.AVX512Lanes / 2
	}
	// Operands of zeros first, then of ones: a core that divides by an
	// operand leaves every group of zero divisors to the Go core.
	var done int
	for _, one := range []bool{false, true} {
		args := make([]unsafe.Pointer, len(lp.Kinds))
		for k, kind := range lp.Kinds {
			buf := make([]uint64, n)
			args[k] = unsafe.Pointer(&buf[0])
			if one {
				for i := range n {
					put(unsafe.Add(args[k], i*kindSize(kind)), kindSize(kind), oneBits(kind))
				}
			}
		}
		if done, _ = lp.SIMD(n, args); done > 0 {
			break
		}
	}
	switch {
	case done == 0:
		return "unobserved" // the first group went to the Go core
	case done != n&^(want-1):
		t.Errorf("%s: the dispatcher ran %d of %d elements; the %s loop (%d lanes) runs %d", lp.Name, done, n, name, want, n&^(want-1))
	}
	return name
}

// kindSize is the bytes of an element of kind: 4 or 8.
func kindSize(kind string) int {
	if kind == "float32" || kind == "int32" || kind == "uint32" {
		return 4
	}
	return 8
}

// oneBits is the value 1 of kind, as raw bits.
func oneBits(kind string) uint64 {
	switch kind {
	case "float32":
		return uint64(math.Float32bits(1))
	case "float64":
		return math.Float64bits(1)
	}
	return 1
}

// edgeBits are special values of kind, as raw bits.
func edgeBits(kind string) []uint64 {
	var out []uint64
	switch kind {
	case "float32":
		for _, v := range []float32{0, 1, 2, 0.5, 1.5, 2.5, 3, 4, 1e-3, 0.1, 1e30, math.MaxFloat32, math.SmallestNonzeroFloat32,
			0x1p-126, 0x1p-127, 16777217, float32(math.Inf(1)), 0.25, 7, 1e-40, 2147483520, 4294967040} {
			out = append(out, uint64(math.Float32bits(v)), uint64(math.Float32bits(-v)))
		}
		out = append(out, 0x7fc00000, 0xffc00000, 0x7fc00001)
	case "float64":
		for _, v := range []float64{0, 1, 2, 0.5, 1.5, 2.5, 3, 4, 1e-3, 0.1, 1e300, math.MaxFloat64, math.SmallestNonzeroFloat64,
			0x1p-1022, 0x1p-1023, 1 << 53, math.Inf(1), 0.25, 7, 1e-310, 0x1p63, 0x1p64} {
			out = append(out, math.Float64bits(v), math.Float64bits(-v))
		}
		out = append(out, 0x7ff8000000000000, 0xfff8000000000000, 0x7ff8000000000001)
	default:
		out = []uint64{0, 1, 2, 3, 7, 31, 32, 63, 64, 100, 1<<31 - 1, 1 << 31, 1<<32 - 1, 1<<63 - 1, 1 << 63}
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

func bothNaN(kind string, x, y uint64) bool {
	switch kind {
	case "float32":
		return math.IsNaN(float64(math.Float32frombits(uint32(x)))) && math.IsNaN(float64(math.Float32frombits(uint32(y))))
	case "float64":
		return math.IsNaN(math.Float64frombits(x)) && math.IsNaN(math.Float64frombits(y))
	}
	return false
}

// panics reports whether f panicked.
func panics(f func()) (p bool) {
	defer func() { p = recover() != nil }()
	f()
	return false
}
