package simd

import (
	"os"
	"strings"
	"testing"
)

func TestGodebug(t *testing.T) {
	for in, want := range map[string]bool{
		"": false, "cpu.avx2=off": true, "x=1,cpu.all=off": true, "cpu.avx=off": false,
		"cpu.all=off,cpu.avx2=on": false, "cpu.avx2=off,cpu.avx2=on": false,
	} {
		if got := godebugOff(in, "avx2"); got != want {
			t.Errorf("godebugOff(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestAgreesWithCPUInfo compares the detection with the kernel's view of
// the CPU where /proc/cpuinfo exists.
func TestAgreesWithCPUInfo(t *testing.T) {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		t.Skip("no /proc/cpuinfo")
	}
	var flags []string
	for _, line := range strings.Split(string(b), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "flags" {
			flags = strings.Fields(v)
			break
		}
	}
	has := func(f string) bool {
		for _, x := range flags {
			if x == f {
				return true
			}
		}
		return false
	}
	gd := os.Getenv("GODEBUG")
	off := godebugOff(gd, "avx2") || godebugOff(gd, "avx") || godebugOff(gd, "fma")
	want := has("avx2") && has("fma") && !off
	if got := detectAVX2() && !off; got != want || AVX2 != want {
		t.Errorf("AVX2 = %v (detect %v); /proc/cpuinfo says %v", AVX2, got, want)
	}
	t.Logf("AVX2 = %v", AVX2)
	wantF16C := has("f16c") && has("avx") && !godebugOff(gd, "avx")
	if F16C != wantF16C {
		t.Errorf("F16C = %v; /proc/cpuinfo says %v", F16C, wantF16C)
	}
	t.Logf("F16C = %v", F16C)
	want512 := has("avx512f") && !godebugOff(gd, "avx512f") && !godebugOff(gd, "avx")
	if AVX512 != want512 {
		t.Errorf("AVX512 = %v; /proc/cpuinfo says %v", AVX512, want512)
	}
	t.Logf("AVX512 = %v", AVX512)
}

// TestAVX512AgreesWithCPUInfo compares AVX512 with the kernel's flags and
// GODEBUG.
func TestAVX512AgreesWithCPUInfo(t *testing.T) {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		t.Skip("no /proc/cpuinfo")
	}
	var flags map[string]bool
	for _, line := range strings.Split(string(b), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "flags" {
			flags = map[string]bool{}
			for _, f := range strings.Fields(v) {
				flags[f] = true
			}
			break
		}
	}
	want := AVX2 && flags["avx512f"] && flags["avx512dq"] && flags["avx512bw"] && flags["avx512vl"] && !avx512Off(os.Getenv("GODEBUG"))
	if AVX512 != want {
		t.Errorf("AVX512 = %v; /proc/cpuinfo and GODEBUG say %v", AVX512, want)
	}
	t.Logf("AVX512 = %v", AVX512)
}

func TestAVX512Godebug(t *testing.T) {
	for in, want := range map[string]bool{
		"": false, "cpu.avx512=off": true, "cpu.avx512f=off": true, "cpu.avx512vl=off": true,
		"cpu.avx2=on": false, "cpu.all=off": true, "cpu.avx512f=off,cpu.avx512f=on": false,
	} {
		if got := avx512Off(in); got != want {
			t.Errorf("avx512Off(%q) = %v, want %v", in, got, want)
		}
	}
}
