package kern_test

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/gputest"
)

// printPlaces are the targets of the print tests: the CPU ones format each
// call at once, the emulated GPUs write records the host formats after
// the launch.
func printPlaces() []place {
	return []place{
		{"cpu", kern.CPU, false}, {"sim", kern.Sim, false},
		{"cuda-emulated", kern.NewDevice(emu.New()), true},
		{"roc-emulated", kern.NewDevice(amdDevice()), true},
	}
}

func sortedLines(s string) []string {
	ls := strings.SplitAfter(s, "\n")
	if ls[len(ls)-1] == "" {
		ls = ls[:len(ls)-1]
	}
	slices.Sort(ls)
	return ls
}

// Threads printing on every target give the same lines, each whole; the
// expected text is Go's fmt.Sprintf of the same calls.
func TestPrintfTargets(t *testing.T) {
	v := []int32{3, -7, 0, 12, 5}
	var want []string
	for i, x := range v {
		want = append(want,
			fmt.Sprintf("thread %d: %s x=%d hex=%#x f=%.3f g=%g ok=%t\n", i, "const", x, uint32(x), float32(x)/4, float64(x)*1.5, x%2 == 0),
			fmt.Sprintf("second %v %c %5d|%-6.2f|\n", int64(x)*-3, rune('a'+x), int16(x), float64(x)/3))
	}
	slices.Sort(want)
	for _, p := range printPlaces() {
		t.Run(p.name, func(t *testing.T) {
			var buf bytes.Buffer
			// 2 blocks of 4: the last 3 threads print nothing.
			if err := kern.NewKernel1(gputest.PrintThreads).Launch(p.on, 2, 4, v, kern.PrintTo(&buf)); err != nil {
				t.Fatal(err)
			}
			if got := sortedLines(buf.String()); !slices.Equal(got, want) {
				t.Errorf("printed\n%q\nwant\n%q", got, want)
			}
		})
	}
}

// Every verb on every argument type formats as fmt.Sprintf does.
func TestPrintfVerbs(t *testing.T) {
	for _, c := range []struct {
		x int64
		f float64
	}{{-1234567, 3.14159265358979}, {200, -0.000123456}, {0, 1e300}} {
		x, f := c.x, c.f
		want := fmt.Sprintf("int %d %v %x %X %o %b %5d %-5d| %+d %c\n", int(x), int(x), int(x), int(x), int(x), int(x), int(x), int(x), int(x), int(x)+65) +
			fmt.Sprintf("int8 %d %v %x|int16 %d %x|int32 %d %x %q\n", int8(x), int8(x), int8(x), int16(x), int16(x), int32(x), int32(x), int32(x)+65) +
			fmt.Sprintf("int64 %d %v %x %08d\n", x, x, x, x) +
			fmt.Sprintf("uint %d %v %x|uint8 %d %x|uint16 %d %x\n", uint(x), uint(x), uint(x), uint8(x), uint8(x), uint16(x), uint16(x)) +
			fmt.Sprintf("uint32 %d %x %X|uint64 %d %x %v|uintptr %d %x\n", uint32(x), uint32(x), uint32(x), uint64(x), uint64(x), uint64(x), uintptr(x), uintptr(x)) +
			fmt.Sprintf("float32 %f %.2f %e %E %g %G %v %8.3f|%-8.1e|\n", float32(f), float32(f), float32(f), float32(f), float32(f), float32(f), float32(f), float32(f), float32(f)) +
			fmt.Sprintf("float64 %f %.2f %e %E %g %G %v %8.3f|%-8.1e| %x\n", f, f, f, f, f, f, f, f, f, f) +
			fmt.Sprintf("bool %t %v %t|string %s %q %8s|%-4s| %v%%\n", x > 0, x < 0, f != 0, "s", "q", "right", "l", "v") +
			"no args\n"
		for _, p := range printPlaces() {
			t.Run(p.name, func(t *testing.T) {
				var buf bytes.Buffer
				if err := kern.NewKernel2(gputest.PrintVerbs).Launch(p.on, 1, 1, x, f, kern.PrintTo(&buf)); err != nil {
					t.Fatal(err)
				}
				if buf.String() != want {
					t.Errorf("x=%d f=%g: printed\n%s\nwant\n%s", x, f, buf.String(), want)
				}
			})
		}
	}
}

// TestPrintfHalf: Float16, BFloat16 and the FP8 types print on every
// place as fmt prints them on the host (their bits travel from the GPU).
func TestPrintfHalf(t *testing.T) {
	vals := []float32{1.5, -0.000123, 65504, 3.14159, float32(math.Inf(-1)), float32(math.NaN()), 0, 448}
	h, b := make([]kern.Float16, len(vals)), make([]kern.BFloat16, len(vals))
	e, f := make([]kern.Float8E4M3, len(vals)), make([]kern.Float8E5M2, len(vals))
	var want strings.Builder
	for i, v := range vals {
		h[i], b[i], e[i], f[i] = kern.ToFloat16(v), kern.ToBFloat16(v), kern.ToFloat8E4M3(v), kern.ToFloat8E5M2(v)
		fmt.Fprintf(&want, "f16 %v %.3f %g %8.2e|bf16 %v %.2f|e4m3 %v %5.1f|e5m2 %v %g\n", h[i], h[i], h[i], h[i], b[i], b[i], e[i], e[i], f[i], f[i])
	}
	for _, p := range printPlaces() {
		t.Run(p.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := kern.NewKernel4(gputest.PrintHalf).Launch(p.on, 1, 1, h, b, e, f, kern.PrintTo(&buf)); err != nil {
				t.Fatal(err)
			}
			if buf.String() != want.String() {
				t.Errorf("printed\n%s\nwant\n%s", buf.String(), want.String())
			}
		})
	}
}

// PrintThreadIDs prefixes each line with the thread's position; the
// device's writer receives what a launch without PrintTo prints.
func TestPrintfPrefixAndDeviceWriter(t *testing.T) {
	want := []string{"[block (0,0,0) thread (1,0,0)] 1 0\n", "[block (1,0,0) thread (0,0,0)] 2 0\n",
		"[block (0,0,0) thread (0,0,0)] 0 0\n", "[block (1,0,0) thread (1,0,0)] 3 0\n"}
	slices.Sort(want)
	for _, p := range printPlaces() {
		t.Run(p.name, func(t *testing.T) {
			var buf bytes.Buffer
			on := p.on
			if d, ok := on.(*kern.Device); ok {
				d.SetPrintWriter(&buf)
			} else {
				kern.HostDevice().SetPrintWriter(&buf)
				defer kern.HostDevice().SetPrintWriter(nil)
			}
			if err := kern.NewKernel1(gputest.PrintMany).Launch(on, 2, 2, 1, kern.PrintThreadIDs()); err != nil {
				t.Fatal(err)
			}
			if got := sortedLines(buf.String()); !slices.Equal(got, want) {
				t.Errorf("printed %q, want %q", got, want)
			}
		})
	}
}

// A launch printing more than the buffer holds keeps whole records, says
// how many it dropped, and the next launch starts with an empty buffer.
// PrintMany's 48-byte records fill the buffer exactly; PrintWide's 56-byte
// ones leave a gap at its end where the first dropped record starts.
func TestPrintfOverflow(t *testing.T) {
	const threads, n, data = 64, 700, 1<<20 - 16
	for _, p := range printPlaces()[2:] {
		for _, c := range []struct {
			name   string
			k      *kern.Kernel1[int]
			record int
		}{{"exact", kern.NewKernel1(gputest.PrintMany), 48}, {"gap", kern.NewKernel1(gputest.PrintWide), 56}} {
			t.Run(p.name+"/"+c.name, func(t *testing.T) {
				var buf bytes.Buffer
				if err := c.k.Launch(p.on, 1, threads, n, kern.PrintTo(&buf)); err != nil {
					t.Fatal(err)
				}
				lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
				last := lines[len(lines)-1]
				kept := len(lines) - 1
				if want := fmt.Sprintf("kern: %d kernel print records dropped (buffer full)", threads*n-kept); last != want {
					t.Fatalf("last line %q, want %q", last, want)
				}
				if kept != data/c.record {
					t.Errorf("kept %d records, want %d", kept, data/c.record)
				}
				for _, l := range lines[:kept] {
					var i, k int
					if _, err := fmt.Sscanf(l, "%d %d", &i, &k); err != nil || i >= threads || k >= n {
						t.Fatalf("bad line %q", l)
					}
				}
				buf.Reset()
				if err := c.k.Launch(p.on, 1, 2, 1, kern.PrintTo(&buf)); err != nil {
					t.Fatal(err)
				}
				want := []string{"0 0\n", "1 0\n"}
				if c.record == 56 {
					want = []string{"0 0 0\n", "1 0 0\n"}
				}
				if got := sortedLines(buf.String()); !slices.Equal(got, want) {
					t.Errorf("after the overflow: %q", got)
				}
			})
		}
	}
}

// On a stream the lines are there once Synchronize returns (a launch of a
// printing package waits for its kernel).
func TestPrintfStream(t *testing.T) {
	for _, p := range printPlaces()[2:] {
		t.Run(p.name, func(t *testing.T) {
			s, err := p.on.(*kern.Device).NewStream()
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			var buf bytes.Buffer
			if err := kern.NewKernel1(gputest.PrintMany).Launch(s, 1, 3, 2, kern.PrintTo(&buf)); err != nil {
				t.Fatal(err)
			}
			if err := s.Synchronize(); err != nil {
				t.Fatal(err)
			}
			want := []string{"0 0\n", "0 1\n", "1 0\n", "1 1\n", "2 0\n", "2 1\n"}
			got := sortedLines(buf.String())
			if !slices.Equal(got, want) {
				t.Errorf("printed %q, want %q", got, want)
			}
			// One thread's lines come in program order.
			if i := strings.Index(buf.String(), "1 0\n"); i < 0 || i > strings.Index(buf.String(), "1 1\n") {
				t.Errorf("thread 1's lines out of order: %q", buf.String())
			}
		})
	}
}
