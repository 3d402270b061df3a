package main

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"testing"

	"github.com/google/pprof/profile"
)

// gpuProfile writes a GPU profile of two kernels and a copy, issued from
// two Go lines, as gpuprof writes one.
func gpuProfile(t *testing.T) string {
	t.Helper()
	fn := func(id uint64, name, file string) *profile.Function {
		return &profile.Function{ID: id, Name: name, SystemName: name, Filename: file}
	}
	fa, fb, fc := fn(1, "pkg.Big", "[launch]"), fn(2, "copy HtoD", "[HtoD]"), fn(3, "main.main", "/src/main.go")
	loc := func(id uint64, f *profile.Function, line int64) *profile.Location {
		return &profile.Location{ID: id, Line: []profile.Line{{Function: f, Line: line}}}
	}
	la, lb, l10, l20 := loc(1, fa, 0), loc(2, fb, 0), loc(3, fc, 10), loc(4, fc, 20)
	p := &profile.Profile{
		SampleType: []*profile.ValueType{{Type: "calls", Unit: "count"}, {Type: "gpu_time", Unit: "nanoseconds"}, {Type: "bytes", Unit: "bytes"}},
		PeriodType: &profile.ValueType{Type: "gpu_time", Unit: "nanoseconds"}, Period: 1,
		DurationNanos: 2e9,
		Sample: []*profile.Sample{
			{Location: []*profile.Location{la, l10}, Value: []int64{2, 6000, 4 << 10}},
			{Location: []*profile.Location{la, l20}, Value: []int64{1, 2000, 2 << 10}},
			{Location: []*profile.Location{lb, l10}, Value: []int64{3, 2000, 3 << 20}},
		},
		Location: []*profile.Location{la, lb, l10, l20},
		Function: []*profile.Function{fa, fb, fc},
	}
	path := filepath.Join(t.TempDir(), "gpu.pprof")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := p.Write(f); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestProf(t *testing.T) {
	path := gpuProfile(t)
	var out, errb bytes.Buffer
	if st := run([]string{"prof", path}, &out, &errb); st != 0 {
		t.Fatalf("status %d: %s", st, errb.String())
	}
	got := strings.Split(strings.TrimSpace(out.String()), "\n")
	// Big: 8 µs of 10, 3 calls, 6 KiB in 8000 ns = 0.77 GB/s; the copy:
	// 3 MiB in 2000 ns.
	want := [][]string{
		{"GPU profile:", "6 calls", "10µs of device time", "over 2s"},
		{"time", "%", "calls", "bytes", "GB/s"},
		{"8µs", "80.0%", "3", "6.0 KiB", "0.77", "pkg.Big"},
		{"2µs", "20.0%", "3", "3.0 MiB", "1572.86", "copy HtoD"},
	}
	if len(got) != len(want) {
		t.Fatalf("output:\n%s", out.String())
	}
	for i, w := range want {
		for _, f := range w {
			if !strings.Contains(got[i], f) {
				t.Errorf("line %d %q lacks %q", i, got[i], f)
			}
		}
	}

	out.Reset()
	if st := run([]string{"prof", "-lines", "-n", "2", path}, &out, &errb); st != 0 {
		t.Fatalf("-lines: status %d: %s", st, errb.String())
	}
	got = strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(got) != 4 || !strings.Contains(got[2], "pkg.Big  main.go:10") || !strings.Contains(got[2], "6µs") ||
		!strings.Contains(got[3], "2µs") {
		t.Errorf("-lines -n 2:\n%s", out.String())
	}
}

func TestProfErrors(t *testing.T) {
	cpu := filepath.Join(t.TempDir(), "cpu.pprof")
	f, err := os.Create(cpu)
	if err != nil {
		t.Fatal(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		t.Skip(err)
	}
	pprof.StopCPUProfile()
	f.Close()
	for _, c := range []struct {
		args   []string
		status int
		msg    string
	}{
		{[]string{"prof"}, 2, "usage"},
		{[]string{"prof", "a", "b"}, 2, "usage"},
		{[]string{"prof", filepath.Join(t.TempDir(), "missing")}, 1, "no such file"},
		{[]string{"prof", cpu}, 1, "not a GPU profile"},
		{[]string{"prof", "prof_test.go"}, 1, "prof_test.go"},
	} {
		var out, errb bytes.Buffer
		if st := run(c.args, &out, &errb); st != c.status || !strings.Contains(errb.String(), c.msg) {
			t.Errorf("%v: status %d, %q; want %d, %q", c.args, st, errb.String(), c.status, c.msg)
		}
	}
}
