package kern_test

import (
	"os"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/gputest"
)

// TestEmulatedClock: Clock64 and Nanosleep on every target. Every span
// is non-negative; where the sleep is real (the CPU targets, the
// emulated ROC device's memrealtime loop) it lasts at least ns.
func TestEmulatedClock(t *testing.T) {
	k := kern.NewKernel2(gputest.ClockSpan)
	const ns = 20_000
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			out := make([]int64, 70)
			if err := k.Launch(p.on, 2, 64, out, uint32(ns)); err != nil {
				t.Fatal(err)
			}
			sleeps := !p.gpu || strings.HasPrefix(p.name, "roc")
			for i, d := range out {
				if d < 0 || (sleeps && d < ns) {
					t.Fatalf("thread %d: span %d, want >= %d", i, d, map[bool]int{true: ns}[sleeps])
				}
			}
		})
	}
}

// TestClockCode: both reads of ClockSpan survive the optimizer on both
// backends, and the sleep is PTX's nanosleep (ISA 6.3) and AMD's loop.
func TestClockCode(t *testing.T) {
	ptx, err := os.ReadFile("internal/testing/gputest/kern_gen.ptx")
	if err != nil {
		t.Fatal(err)
	}
	ll, err := os.ReadFile("internal/testing/gputest/kern_gen.ll")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(ptx), "%clock64"); n != 2 || !strings.Contains(string(ptx), "nanosleep.u32") || !strings.Contains(string(ptx), ".version 6.3") {
		t.Errorf("PTX: %d reads of %%clock64, nanosleep.u32 %v", n, strings.Contains(string(ptx), "nanosleep.u32"))
	}
	if n := strings.Count(string(ll), "call i64 @llvm.amdgcn.s.memtime()"); n != 2 || !strings.Contains(string(ll), "@llvm.amdgcn.s.sleep(i32 1)") {
		t.Errorf("LLVM IR: %d reads of s.memtime, or no s.sleep loop", n)
	}
}
