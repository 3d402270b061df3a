package gpuprof

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/google/pprof/profile"
	"github.com/kernlab/kern/driver/host"
	"github.com/kernlab/kern/internal/testing/standin"
)

// TestOff: with nothing listening Begin returns nil, and a nil span's
// End returns its error.
func TestOff(t *testing.T) {
	if On() {
		t.Skip("something listens already")
	}
	if sp := Begin(nil, nil, Launch, "k", 1); sp != nil {
		t.Fatalf("Begin = %v with nothing listening", sp)
	}
	want := errors.New("x")
	if err := (*Span)(nil).End(want); err != want {
		t.Errorf("End = %v", err)
	}
}

// TestHostAndDeviceSpans: a host span is timed by the wall clock, a span
// on the host device by its events; each lands in its own sample with
// its calls and bytes, failed spans in none, and the profile names the
// leaves and the first caller outside kern.
func TestHostAndDeviceSpans(t *testing.T) {
	var buf bytes.Buffer
	if err := Start(&buf); err != nil {
		t.Fatal(err)
	}
	if err := Start(&buf); !errors.Is(err, ErrActive) {
		t.Errorf("second Start: %v", err)
	}
	dev := host.New()
	for range 2 {
		sp := Begin(nil, nil, Host, "ufunc", 100)
		time.Sleep(2 * time.Millisecond)
		_ = sp.End(nil)
	}
	sp := Begin(dev, nil, DtoH, "", 64)
	time.Sleep(time.Millisecond)
	_ = sp.End(nil)
	_ = Begin(nil, nil, Host, "failed", 1).End(errors.New("failed"))
	_ = Begin(nil, nil, Sync, "stream", 0).End(nil) // trace and NVTX only
	if err := Stop(); err != nil {
		t.Fatal(err)
	}
	if Active() != nil || On() && !NVTXLoaded() {
		t.Error("still on after Stop")
	}
	p, err := profile.Parse(&buf)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]int64{}
	for _, s := range p.Sample {
		leaf := s.Location[0].Line[0].Function.Name
		got[leaf] = s.Value
		// This test is kern's own code, left out: its caller remains.
		if fn := s.Location[1].Line[0].Function.Name; fn != "testing.tRunner" {
			t.Errorf("%s: caller %s", leaf, fn)
		}
	}
	if v := got["ufunc (host)"]; len(v) != 3 || v[0] != 2 || v[1] < int64(4*time.Millisecond) || v[2] != 200 {
		t.Errorf("host sample %v, want 2 calls, >= 4ms, 200 bytes", v)
	}
	if v := got["copy DtoH"]; len(v) != 3 || v[0] != 1 || v[1] < int64(time.Millisecond) || v[2] != 64 {
		t.Errorf("device sample %v, want 1 call, >= 1ms, 64 bytes", v)
	}
	if len(got) != 2 {
		t.Errorf("samples %v, want the host call and the copy", got)
	}
}

// TestFile: file mode writes the profile while it runs and at Stop.
func TestFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "gpu.pprof")
	if err := StartFile(path); err != nil {
		t.Fatal(err)
	}
	_ = Begin(nil, nil, Host, "early", 8).End(nil)
	deadline := time.Now().Add(10 * time.Second)
	for {
		b, _ := os.ReadFile(path)
		if p, err := profile.ParseData(b); err == nil && len(p.Sample) == 1 {
			break
		}
		if time.Now().After(deadline) {
			_ = Stop()
			t.Fatal("the profile file was not written while profiling")
		}
		time.Sleep(10 * time.Millisecond)
	}
	_ = Begin(nil, nil, Host, "late", 8).End(nil)
	if err := Stop(); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := profile.ParseData(b)
	if err != nil {
		t.Fatal(err)
	}
	var leaves []string
	for _, s := range p.Sample {
		leaves = append(leaves, s.Location[0].Line[0].Function.Name)
	}
	slices.Sort(leaves)
	if !slices.Equal(leaves, []string{"early (host)", "late (host)"}) {
		t.Errorf("leaves %v", leaves)
	}
	if err := StartFile(filepath.Join(t.TempDir(), "no", "such", "dir")); err == nil {
		_ = Stop()
		t.Error("StartFile into a missing directory succeeded")
	}
}

func TestInternalFrame(t *testing.T) {
	for fn, want := range map[string]bool{
		"github.com/kernlab/kern.(*Ufunc).Call":                            true,
		"github.com/kernlab/kern/internal/dispatch.(*Call).Launch":         true,
		"github.com/kernlab/kern/driver/emu.(*Device).CopyHtoD":            true,
		"github.com/kernlab/kern/internal/testing/gputest.Helper":          false,
		"github.com/kernlab/kern_test.TestX":                               false,
		"github.com/kernlab/kern/examples/matmul.main":                     false,
		"github.com/kernlab/kernel.F":                                      false,
		"main.main":                                                        false,
		"github.com/kernlab/kern/nd.(*Array[...]).Copy":                    false,
		"github.com/kernlab/kern/internal/chunked.(*Pipe).Run.func1":       true,
		"github.com/kernlab/kern/internal/testing/standin.(*NVTX).Log":     false,
		"github.com/kernlab/kern/internal/gpuprof.TestInternalFrame":       true,
		"github.com/kernlab/kern/internal/hostexec.Elementwise.deferwrap1": true,
		"github.com/kernlab/kern/internal/fastpath.(*Cache).Call":          true,
		"github.com/kernlab/kern/driver/host.(*Device).LaunchBlocks.func2": true,
		"github.com/kernlab/kern/internal/gpucall.(*Loop).Run":             true,
		"github.com/kernlab/kern/internal/registry.(*Registry).Lookup":     true,
		"github.com/kernlab/kern/internal/placement.Resolve":               true,
		"github.com/kernlab/kern/internal/simt.LaunchBlocks":               true,
		"github.com/kernlab/kern/internal/errs.Wrap":                       true,
		"github.com/kernlab/kern/internal/kprint.(*Printer).Flush":         true,
		"github.com/kernlab/kern/internal/testing/difffuzz.Fuzz":           false,
	} {
		if got := internalFrame(fn); got != want {
			t.Errorf("internalFrame(%q) = %v, want %v", fn, got, want)
		}
	}
}

// TestNVTX: with the NVTX library loaded every span is a range named by
// its label, ended once, from whatever goroutine; without a profile the
// spans are still ranges.
func TestNVTX(t *testing.T) {
	if NVTXLoaded() {
		t.Skip("a library is loaded already (NVTX is loaded once per process)")
	}
	lib := standin.NVTXForTest(t)
	if err := LoadNVTX(filepath.Join(t.TempDir(), "missing.so")); err == nil || NVTXLoaded() {
		t.Fatalf("LoadNVTX of a missing library: %v", err)
	}
	if err := LoadNVTX(lib.Path); err != nil {
		t.Fatal(err)
	}
	if !On() {
		t.Fatal("NVTX loaded, but nothing listens")
	}
	_ = Begin(nil, nil, Launch, "pkg.Kernel", 2048).End(nil)
	done := make(chan struct{})
	sp := Begin(nil, nil, Sync, "stream", 0)
	go func() { _ = sp.End(nil); close(done) }()
	<-done
	got := lib.Log()
	want := []string{"start 1 kern launch pkg.Kernel 2.0 KiB", "end 1", "start 2 kern sync stream", "end 2"}
	if !slices.Equal(got, want) {
		t.Errorf("NVTX calls %q, want %q", got, want)
	}
}
