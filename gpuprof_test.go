package kern_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/google/pprof/profile"
	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/internal/testing/gputest/cost"
	"github.com/kernlab/kern/internal/testing/standin"
	"github.com/kernlab/kern/nd"
)

// here is its caller's line.
func here() int {
	_, _, line, _ := runtime.Caller(1)
	return line
}

// leafTotals sums a profile's samples by leaf frame (the kernel or the
// copy): calls, nanoseconds, bytes.
func leafTotals(p *profile.Profile) map[string][3]int64 {
	m := map[string][3]int64{}
	for _, s := range p.Sample {
		leaf := s.Location[0].Line[0].Function.Name
		v := m[leaf]
		for i := range v {
			v[i] += s.Value[i]
		}
		m[leaf] = v
	}
	return m
}

// TestGPUProfile: three kernels of known relative cost (1 : 16 : 256
// iterations per thread), launched three times each from their own Go
// lines on every target, give a profile whose kernels rank in that order
// of device time, each with its three calls, the bytes of its array (on a
// GPU), a positive device time and the Go line that launched it as the
// frame under the leaf; on a GPU the host array's copies are there too,
// with their bytes, and on the emulated devices with the timing model's
// time for those bytes. The host targets are timed by the wall clock, which
// a loaded machine disturbs: there the ranking may take three tries.
func TestGPUProfile(t *testing.T) {
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			n := 512 // the emulators run every instruction
			tries := 1
			if !p.gpu {
				n, tries = 4096, 3
			}
			for try := 1; ; try++ {
				err := profileCosts(t, p, n)
				if err == nil {
					return
				}
				if try == tries {
					t.Fatal(err)
				}
				t.Logf("try %d: %v", try, err)
			}
		})
	}
}

// profileCosts profiles TestGPUProfile's launches on p with n threads; it
// fails t for a wrong profile and returns an error for a wrong ranking.
func profileCosts(t *testing.T, p place, n int) error {
	t.Helper()
	low, mid, high := kern.NewKernel1(cost.CostLow), kern.NewKernel1(cost.CostMid), kern.NewKernel1(cost.CostHigh)
	const reps = 3
	out := make([]float32, n)
	grid, block := n/128, 128
	// Load the code first: the profile is about the launches.
	for _, k := range []*kern.Kernel1[[]float32]{low, mid, high} {
		if err := k.Launch(p.on, grid, block, out); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	if err := kern.StartGPUProfile(&buf); err != nil {
		t.Fatal(err)
	}
	lines := map[string]int{}
	check := func(name string, line int, err error) {
		t.Helper()
		if err != nil {
			_ = kern.StopGPUProfile()
			t.Fatal(err)
		}
		lines[name] = line
	}
	for range reps {
		check("cost.CostLow", here(), low.Launch(p.on, grid, block, out))
		check("cost.CostMid", here(), mid.Launch(p.on, grid, block, out))
		check("cost.CostHigh", here(), high.Launch(p.on, grid, block, out))
	}
	if err := kern.StopGPUProfile(); err != nil {
		t.Fatal(err)
	}
	prof, err := profile.Parse(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if err := prof.CheckValid(); err != nil {
		t.Fatal(err)
	}
	if got := prof.SampleType[1]; prof.DefaultSampleType != "gpu_time" || got.Type != "gpu_time" || got.Unit != "nanoseconds" {
		t.Fatalf("sample types %v, default %q", prof.SampleType, prof.DefaultSampleType)
	}
	tot := leafTotals(prof)
	want := []string{"cost.CostHigh", "cost.CostMid", "cost.CostLow"}
	for _, k := range want {
		// A GPU launch moves its array (a host kernel launch reports no
		// bytes).
		wantBytes := int64(0)
		if p.gpu {
			wantBytes = int64(reps * n * 4)
		}
		if v := tot[k]; v[0] != reps || v[1] <= 0 || v[2] != wantBytes {
			t.Errorf("%s: calls %d, %d ns, %d bytes; want %d calls, > 0 ns, %d bytes", k, v[0], v[1], v[2], reps, wantBytes)
		}
	}
	var kernels []string // the copies are checked below
	for l := range tot {
		if !strings.HasPrefix(l, "copy ") {
			kernels = append(kernels, l)
		}
	}
	if p.gpu {
		// Launch copies a host array in and back; the emulated devices'
		// timing model charges 1 µs and 16 bytes/ns for each.
		for _, c := range []string{"copy HtoD", "copy DtoH"} {
			calls, bytes := int64(3*reps), int64(3*reps*n*4)
			wantNS := calls*1000 + bytes/16
			if !strings.HasSuffix(p.name, "-emulated") {
				wantNS = max(tot[c][1], 1) // a GPU's own time
			}
			if v := tot[c]; v[0] != calls || v[2] != bytes || v[1] != wantNS {
				t.Errorf("%s: calls %d, %d ns, %d bytes; want %d calls, %d ns, %d bytes", c, v[0], v[1], v[2], calls, wantNS, bytes)
			}
		}
	}
	// The frame under each kernel is this function, at the line that
	// launched it.
	for _, s := range prof.Sample {
		leaf := s.Location[0].Line[0].Function.Name
		if _, ok := lines[leaf]; !ok {
			continue
		}
		caller := s.Location[1].Line[0]
		if !strings.HasSuffix(caller.Function.Name, ".profileCosts") || int(caller.Line) != lines[leaf] {
			t.Errorf("%s: issued at %s:%d, want profileCosts:%d", leaf, caller.Function.Name, caller.Line, lines[leaf])
		}
	}
	slices.SortFunc(kernels, func(a, b string) int { return int(tot[b][1] - tot[a][1]) })
	if !slices.Equal(kernels, want) {
		return fmt.Errorf("kernels by time %v, want %v (totals %v)", kernels, want, tot)
	}
	return nil
}

// TestGPUProfileGenericKernel: the instances of a generic kernel are
// named apart, as kern gen compiled them, in the profile and in a host
// launch's error on every target (on the host targets, where the Go
// runtime names every instance gputest.HalfBinary[...], they were one
// entry under that name).
func TestGPUProfileGenericKernel(t *testing.T) {
	f16 := kern.NewKernel3(gputest.HalfBinary[kern.Float16])
	bf16 := kern.NewKernel3(gputest.HalfBinary[kern.BFloat16])
	const n = 64
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			a, b := make([]kern.Float16, n), make([]kern.BFloat16, n)
			for i := range n {
				a[i], b[i] = kern.ToFloat16(float32(i)), kern.ToBFloat16(float32(i))
			}
			var buf bytes.Buffer
			if err := kern.StartGPUProfile(&buf); err != nil {
				t.Fatal(err)
			}
			err := errors.Join(f16.Launch(p.on, 1, n, make([]kern.Float16, 4*n), a, a),
				bf16.Launch(p.on, 1, n, make([]kern.BFloat16, 4*n), b, b),
				bf16.Launch(p.on, 1, n, make([]kern.BFloat16, 4*n), b, b))
			if perr := kern.StopGPUProfile(); err != nil || perr != nil {
				t.Fatal(err, perr)
			}
			prof, err := profile.Parse(&buf)
			if err != nil {
				t.Fatal(err)
			}
			tot := leafTotals(prof)
			for name, calls := range map[string]int64{"gputest.HalfBinary[kern.Float16]": 1, "gputest.HalfBinary[kern.BFloat16]": 2} {
				if tot[name][0] != calls {
					t.Errorf("%s: %d calls in the profile, want %d (profile: %v)", name, tot[name][0], calls, tot)
				}
			}
			if p.gpu {
				return // a GPU writes past out without -debug
			}
			err = bf16.Launch(p.on, 1, n, make([]kern.BFloat16, n), b, b)
			if want := "kern: kernel gputest.HalfBinary[kern.BFloat16] on "; err == nil || !strings.HasPrefix(err.Error(), want) {
				t.Errorf("an index out of range: %v, want an error that starts %q", err, want)
			}
		})
	}
}

// TestGPUProfileErrors: a second profile, a nil writer.
func TestGPUProfileErrors(t *testing.T) {
	var buf bytes.Buffer
	if err := kern.StartGPUProfile(nil); !errors.Is(err, kern.ErrInvalidValue) {
		t.Errorf("nil writer: %v", err)
	}
	if err := kern.StartGPUProfile(&buf); err != nil {
		t.Fatal(err)
	}
	if err := kern.StartGPUProfile(&buf); !errors.Is(err, kern.ErrProfileActive) {
		t.Errorf("second profile: %v", err)
	}
	if err := kern.StopGPUProfile(); err != nil {
		t.Fatal(err)
	}
	if err := kern.StopGPUProfile(); err != nil {
		t.Errorf("second stop: %v", err)
	}
	if _, err := profile.Parse(&buf); err != nil {
		t.Errorf("an empty profile: %v", err)
	}
}

// TestGPUProfileCalls: a ufunc call and a reduction on every target are
// profiled under their names, with the bytes they read and write: on a
// GPU the wrapper kernels and the copies, on the host the call.
func TestGPUProfileCalls(t *testing.T) {
	disc := kern.Vectorize("Disc", kern.Loop3(gputest.Disc[float32]))
	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[float64]))
	const n = 1000
	a, b, c := make([]float32, n), make([]float32, n), make([]float32, n)
	x := make([]float64, n)
	for i := range n {
		a[i], b[i], c[i], x[i] = 1, float32(i+2), 1, float64(i)
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := kern.StartGPUProfile(&buf); err != nil {
				t.Fatal(err)
			}
			_, err1 := disc.Call(p.on, a, b, c)
			s, err2 := sum.Call(p.on, x)
			if err := errors.Join(err1, err2, kern.StopGPUProfile()); err != nil {
				t.Fatal(err)
			}
			if s != float64(n*(n-1)/2) {
				t.Fatalf("sum %v", s)
			}
			prof, err := profile.Parse(&buf)
			if err != nil {
				t.Fatal(err)
			}
			tot := leafTotals(prof)
			var discB, sumB, copyB int64
			for leaf, v := range tot {
				switch {
				case strings.Contains(leaf, "Disc"):
					discB += v[2]
				case strings.Contains(leaf, "Sum"):
					sumB += v[2]
				case strings.HasPrefix(leaf, "copy "):
					copyB += v[2]
				default:
					t.Errorf("unexpected leaf %q", leaf)
				}
				if v[1] <= 0 {
					t.Errorf("%s: %d ns", leaf, v[1])
				}
			}
			// Disc reads three float32 arrays and writes one; Sum reads its
			// float64 array; a GPU copies the host arrays in and the
			// outputs (Disc's array, Sum's element) back.
			wantCopy := int64(0)
			if p.gpu {
				wantCopy = 4*n*4 + n*8 + 8
			}
			if discB != 4*n*4 || sumB != n*8 || copyB != wantCopy {
				t.Errorf("bytes: Disc %d, Sum %d, copies %d; want %d, %d, %d (leaves %v)", discB, sumB, copyB, 4*n*4, n*8, wantCopy, tot)
			}
		})
	}
}

// TestNVTXRanges: a program run with KERN_EMULATE=cuda and KERN_LIBNVTX
// naming an NVTX library (the stand-in) makes every kern call a range in
// the Go program's names: the launch, its copies, a stream's
// synchronization. It runs in a child process, since a process loads
// NVTX once.
func TestNVTXRanges(t *testing.T) {
	if path := os.Getenv("KERN_TEST_NVTX_CHILD"); path != "" {
		nvtxChild(t, path)
		return
	}
	lib := standin.NVTXForTest(t)
	cmd := exec.Command(os.Args[0], "-test.run=^TestNVTXRanges$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), "KERN_EMULATE=cuda", "KERN_LIBNVTX="+lib.Path, "KERN_TEST_NVTX_CHILD="+lib.Path)
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestNVTXRanges") {
		t.Fatalf("child: %v\n%s", err, out)
	}
}

func nvtxChild(t *testing.T, path string) {
	lib, err := standin.OpenNVTX(path)
	if err != nil {
		t.Fatal(err)
	}
	k := kern.NewKernel1(cost.CostLow)
	out := make([]float32, 256)
	if err := k.Launch(kern.CUDA, 2, 128, out); err != nil {
		t.Fatal(err)
	}
	dev, err := kern.DefaultDevice(kern.CUDA)
	if err != nil {
		t.Fatal(err)
	}
	s, err := dev.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	_ = lib.Log() // the first launch's
	if err := errors.Join(k.Launch(s, 2, 128, out), s.Synchronize()); err != nil {
		t.Fatal(err)
	}
	var names []string
	open := map[string]string{}
	for _, l := range lib.Log() {
		f := strings.SplitN(l, " ", 3)
		switch {
		case f[0] == "start" && len(f) == 3:
			open[f[1]] = f[2]
			names = append(names, f[2])
		case f[0] == "end" && open[f[1]] != "":
			delete(open, f[1])
		default:
			t.Errorf("NVTX call %q", l)
		}
	}
	want := []string{"kern HtoD 1.0 KiB", "kern launch cost.CostLow 1.0 KiB", "kern DtoH 1.0 KiB", "kern sync stream"}
	if !slices.Equal(names, want) || len(open) != 0 {
		t.Errorf("ranges %q (open %v), want %q", names, open, want)
	}
}

// TestGPUProfileEnv: KERN_GPUPROFILE records a program that never calls
// StopGPUProfile: the file is complete when the program returns after
// its last call (here, a test process that exits).
func TestGPUProfileEnv(t *testing.T) {
	if os.Getenv("KERN_TEST_GPUPROFILE_CHILD") != "" {
		disc := kern.Vectorize("Disc", kern.Loop3(gputest.Disc[float32]))
		a := []float32{1, 1, 1, 1}
		for range 5 {
			if _, err := disc.Call(kern.CUDA, a, []float32{3, 4, 5, 6}, a); err != nil {
				t.Fatal(err)
			}
		}
		return
	}
	path := filepath.Join(t.TempDir(), "gpu.pprof")
	cmd := exec.Command(os.Args[0], "-test.run=^TestGPUProfileEnv$", "-test.count=1")
	cmd.Env = append(os.Environ(), "KERN_EMULATE=cuda", "KERN_GPUPROFILE="+path, "KERN_TEST_GPUPROFILE_CHILD=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	prof, err := profile.ParseData(b)
	if err != nil {
		t.Fatal(err)
	}
	tot := leafTotals(prof)
	var launches int64
	for leaf, v := range tot {
		if strings.Contains(leaf, "Disc") {
			launches += v[0]
		}
	}
	// Each call: a launch, three arrays in and one back.
	if launches != 5 || tot["copy HtoD"][0] != 15 || tot["copy DtoH"][0] != 5 {
		t.Errorf("profile of 5 calls: %v", tot)
	}
}

// BenchmarkUfuncSmallProfiled is BenchmarkUfuncSmall's CPU Into with a
// GPU profile being recorded: a host call's span (wall clock, stack walk).
func BenchmarkUfuncSmallProfiled(b *testing.B) {
	disc := ufDiscUfunc()
	x, y, out := make([]float32, 16), make([]float32, 16), make([]float32, 16)
	if err := kern.StartGPUProfile(io.Discard); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := disc.Into(kern.CPU, out, x, y, x); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	if err := kern.StopGPUProfile(); err != nil {
		b.Fatal(err)
	}
}

// TestGPUProfileChunked: a streamed call's chunks, queued by its lanes'
// goroutines, are attributed to the Go line that made the call, with the
// call's bytes in total.
func TestGPUProfileChunked(t *testing.T) {
	disc := kern.Vectorize("Disc", kern.Loop3(gputest.Disc[float32]))
	const n = 3000
	a, b := make([]float32, n), make([]float32, n)
	for i := range n {
		a[i], b[i] = 1, float32(i+2)
	}
	on := kern.Chunked(emuDevice(t), kern.ChunkLen(1000), kern.ChunkStreams(2), kern.StreamAbove(0))
	var buf bytes.Buffer
	if err := kern.StartGPUProfile(&buf); err != nil {
		t.Fatal(err)
	}
	_, err := disc.Call(on, a, b, a)
	line := here() - 1
	if err := errors.Join(err, kern.StopGPUProfile()); err != nil {
		t.Fatal(err)
	}
	prof, err := profile.Parse(&buf)
	if err != nil {
		t.Fatal(err)
	}
	var launches, bytes int64
	for _, s := range prof.Sample {
		caller := s.Location[1].Line[0]
		if !strings.HasSuffix(caller.Function.Name, ".TestGPUProfileChunked") || int(caller.Line) != line {
			t.Errorf("%s issued at %s:%d, want TestGPUProfileChunked:%d", s.Location[0].Line[0].Function.Name, caller.Function.Name, caller.Line, line)
		}
		if s.Label["kind"][0] == "launch" {
			launches += s.Value[0]
			bytes += s.Value[2]
		}
	}
	if launches != 3 || bytes != 4*n*4 {
		t.Errorf("%d launches of %d bytes, want 3 of %d", launches, bytes, 4*n*4)
	}
}

// TestGPUProfileGraph: a graph captured while a profile records is
// captured whole (the profile records no event on the capturing stream),
// and each of its launches is one sample, "graph", on the launching line.
func TestGPUProfileGraph(t *testing.T) {
	dev := emuDevice(t)
	k := kern.NewKernel1(cost.CostLow)
	out, err := kern.NewDeviceArray[float32](dev, []int{256}, nd.C)
	if err != nil {
		t.Fatal(err)
	}
	s, err := dev.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var buf bytes.Buffer
	if err := kern.StartGPUProfile(&buf); err != nil {
		t.Fatal(err)
	}
	g, err := s.Capture(func() error { return k.Launch(s, 2, 128, out) })
	if err != nil {
		_ = kern.StopGPUProfile()
		t.Fatal(err)
	}
	defer g.Close()
	err1 := g.Launch(s)
	line := here() - 1
	err2 := g.Launch(s)
	if err := errors.Join(err1, err2, s.Synchronize(), kern.StopGPUProfile()); err != nil {
		t.Fatal(err)
	}
	prof, err := profile.Parse(&buf)
	if err != nil {
		t.Fatal(err)
	}
	tot := leafTotals(prof)
	if v := tot["graph"]; v[0] != 2 || v[1] <= 0 || len(tot) != 1 {
		t.Errorf("samples %v, want two graph launches only", tot)
	}
	for _, sm := range prof.Sample {
		if c := sm.Location[1].Line[0]; int(c.Line) != line && int(c.Line) != line+2 {
			t.Errorf("graph launched at %s:%d, want line %d or %d", c.Function.Name, c.Line, line, line+2)
		}
	}
}
