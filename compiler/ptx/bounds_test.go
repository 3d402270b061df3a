package ptx

import (
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// pressure is a kernel that keeps n float64 values live at once: it
// loads them all from p0 before storing them, reversed, to p1 (which may
// alias p0, so no store moves above a load).
func pressure(name string, n int, maxThreads, maxRegs int) *ir.Module {
	m := &ir.Module{Name: "bounds"}
	f64 := ir.Typ[ir.Float64]
	k := newKernel(m, name, gptr(f64), gptr(f64))
	vals := make([]ir.Value, n)
	for i := range vals {
		vals[i] = k.ld(k.param(0), int64(i))
	}
	for i, v := range vals {
		k.st(k.param(1), int64(n-1-i), v)
	}
	k.done()
	k.f.MaxThreads, k.f.MaxRegs = maxThreads, maxRegs
	return m
}

// TestLaunchBounds: a kernel's launch bounds become .maxntid and .maxnreg
// on its entry, which ptxas accepts and obeys: the register count of a
// kernel that uses more comes down to the bound (spilling the rest).
func TestLaunchBounds(t *testing.T) {
	free := mustCompile(t, pressure("free", 40, 0, 0), Options{Arch: "sm_80"})
	bound := mustCompile(t, pressure("bound", 40, 128, 32), Options{Arch: "sm_80"})
	if strings.Contains(free, ".maxntid") || strings.Contains(free, ".maxnreg") {
		t.Errorf("a kernel without bounds has some:\n%s", free)
	}
	for _, want := range []string{")\n.maxntid 128, 1, 1\n.maxnreg 32\n{"} {
		if !strings.Contains(bound, want) {
			t.Errorf("the bounded kernel lacks %q:\n%s", want, bound)
		}
	}
	tool := ptxasTool(t)
	for _, arch := range testArchs {
		free := mustCompile(t, pressure("free", 40, 0, 0), Options{Arch: arch})
		bound := mustCompile(t, pressure("bound", 40, 128, 32), Options{Arch: arch})
		fr, err := parseResources(ptxas(t, tool, arch, free), map[string]string{"free": "free"})
		if err != nil || len(fr) != 1 {
			t.Fatalf("%s: %v %v", arch, fr, err)
		}
		br, err := parseResources(ptxas(t, tool, arch, bound), map[string]string{"bound": "bound"})
		if err != nil || len(br) != 1 {
			t.Fatalf("%s: %v %v", arch, br, err)
		}
		t.Logf("%s: %d registers without bounds; %d with .maxnreg 32 (%d bytes spilled)", arch, fr[0].regs, br[0].regs, br[0].spillSt)
		if fr[0].regs <= 32 {
			t.Fatalf("%s: the unbounded kernel uses %d registers: too few to show the bound", arch, fr[0].regs)
		}
		if br[0].regs > 32 {
			t.Errorf("%s: .maxnreg 32, but ptxas used %d registers", arch, br[0].regs)
		}
	}
}
