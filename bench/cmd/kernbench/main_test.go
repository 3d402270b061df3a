package main

import (
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern/bench/internal/measure"
	"github.com/kernlab/kern/simd"
)

func TestParseSizes(t *testing.T) {
	got, err := parseSizes("1e4, 1000000,16")
	if err != nil || !slices.Equal(got, []int{10000, 1000000, 16}) {
		t.Errorf("parseSizes = %v, %v", got, err)
	}
	for _, bad := range []string{"", "x", "0", "-5", "1.5", "1e4,,1e6"} {
		if _, err := parseSizes(bad); err == nil {
			t.Errorf("parseSizes(%q) succeeded", bad)
		}
	}
}

// TestRunTiny runs the whole program at small N (one above the parallel
// split threshold): every implementation runs, its result is checked
// against the hand-written loop inside run, and every row is valid.
func TestRunTiny(t *testing.T) {
	out := filepath.Join(t.TempDir(), "cpu.json")
	if err := run(io.Discard, out, config{sizes: []int{1000, 70_001}, reps: 2}); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := measure.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for _, r := range rows {
		seen[r.Workload+"/"+r.Impl]++
		if len(r.Samples) != 2 || r.Suite != "cpu" || r.Lang != "go" {
			t.Errorf("row %+v", r)
		}
		if r.Workload == "discriminant" && r.Bytes != 16*r.N || r.Workload == "reduce" && r.Bytes != 4*r.N {
			t.Errorf("%s/%s N=%d: bytes %d", r.Workload, r.Impl, r.N, r.Bytes)
		}
	}
	for _, impl := range []string{"kern-cpu-gen", "kern-cpu-loop3", "kern-parallel-gen", "kern-parallel-loop3", "go-loop", "go-loop-parallel"} {
		if seen["discriminant/"+impl] != 2 {
			t.Errorf("discriminant/%s: %d rows, want one per size", impl, seen["discriminant/"+impl])
		}
	}
	// Where the CPU has AVX-512, each kern gen row has its -avx512 twin
	// (Goal 3), noted with the ISA; the row without the suffix is AVX2.
	for _, r := range rows {
		if r.Workload == "dispatch" || r.Workload == "reduce" {
			continue // the machine's own path (AVX-512 where it has it)
		}
		wide := strings.HasSuffix(r.Impl, "-avx512")
		if wide && r.Note != "isa: amd64 AVX-512" || !wide && strings.HasPrefix(r.Impl, "kern-") && strings.HasSuffix(r.Impl, "-gen") &&
			simd.AVX2 && r.Note != "isa: amd64 AVX2" {
			t.Errorf("%s/%s: note %q", r.Workload, r.Impl, r.Note)
		}
	}
	for _, wi := range []string{"discriminant/kern-cpu-gen", "discriminant/kern-parallel-gen", "expsin/kern-cpu-gen", "triage/kern-parallel-gen"} {
		want := 0
		if simd.AVX512 {
			want = seen[wi]
		}
		if got := seen[wi+"-avx512"]; got != want || want == 0 && simd.AVX512 {
			t.Errorf("%s-avx512: %d rows, want %d", wi, got, want)
		}
	}
	// The copies move the bytes of the row they are held to: the
	// discriminant's 16N, the sum's 4N (whole float32s), the sum's whole
	// input (8N).
	copyBytes := map[string]func(n int64) int64{
		"go-copy": func(n int64) int64 { return 16 * n }, "go-copy-parallel": func(n int64) int64 { return 16 * n },
		"go-copy-chunked": func(n int64) int64 { return 16 * n }, "go-copy-input": func(n int64) int64 { return 8 * (n / 2) },
		"go-copy-input-chunked": func(n int64) int64 { return 8 * (n / 2) }, "go-copy-whole-input": func(n int64) int64 { return 8 * n },
	}
	for _, r := range rows {
		if r.Workload != "copy" {
			continue
		}
		if f, ok := copyBytes[r.Impl]; !ok || r.Bytes != f(r.N) {
			t.Errorf("copy/%s N=%d: bytes %d", r.Impl, r.N, r.Bytes)
		}
		if want := strings.Contains(r.Impl, "parallel") || strings.Contains(r.Impl, "chunked"); r.Parallel != want {
			t.Errorf("copy/%s: parallel %v", r.Impl, r.Parallel)
		}
	}
	for _, r := range rows {
		if (r.Impl == "kern-cpu-gen" || r.Impl == "kern-parallel-gen-call" || r.Workload == "reduce" && r.Impl == "kern-cpu") && !strings.HasPrefix(r.Note, "isa: ") {
			t.Errorf("%s/%s: note %q, want the ISA", r.Workload, r.Impl, r.Note)
		}
	}
	for _, id := range []string{"copy/go-copy", "copy/go-copy-parallel", "copy/go-copy-chunked", "copy/go-copy-input", "copy/go-copy-input-chunked",
		"copy/go-copy-whole-input", "discriminant/kern-cpu-gen-call", "discriminant/kern-parallel-gen-call",
		"reduce/kern-cpu", "reduce/kern-parallel", "reduce/go-sum-parallel"} {
		if seen[id] != 2 {
			t.Errorf("%s: %d rows", id, seen[id])
		}
	}
	if seen["dispatch/kern-sim-gen"] != 1 || seen["dispatch/go-loop"] != 1 {
		t.Errorf("dispatch rows missing: %v", seen)
	}
}

func TestHandWrittenParallel(t *testing.T) {
	for _, n := range []int{0, 5, 1 << 14, 1<<14 + 7, 100_003} {
		x := make([]float32, n)
		for i := range x {
			x[i] = float32(i % 7)
		}
		if got, want := sumParallel(x), sumLoop(x); got != want {
			t.Errorf("n=%d: sumParallel %v, sumLoop %v", n, got, want)
		}
		covered := make([]int, n)
		parallel(n, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				covered[i]++
			}
		})
		for i, c := range covered {
			if c != 1 {
				t.Fatalf("n=%d: element %d covered %d times", n, i, c)
			}
		}
	}
}
