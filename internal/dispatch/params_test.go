package dispatch

import (
	"testing"

	"github.com/kernlab/kern/abi"
)

// TestParamBufferPooled checks that a buffer grows as launches need and
// that a pooled buffer is refilled without allocating.
func TestParamBufferPooled(t *testing.T) {
	b := NewParamBuf(2)
	b.Put(1)
	b.Put(2)
	b.Put(3) // grows
	if got := b.Args(); len(got) != 3 || *(*uint64)(got[2]) != 3 || *(*uint64)(got[0]) != 1 {
		t.Fatalf("grown buffer: %v", b.slots)
	}
	b.Layout(20) // grows, zeroed
	b.SetInt(19, 7)
	if got := b.Args(); len(got) != 20 || *(*uint64)(got[0]) != 0 || *(*uint64)(got[19]) != 7 {
		t.Fatalf("layout buffer: %v", b.slots)
	}
	if raceEnabled {
		return // sync.Pool is randomized under the race detector
	}
	var p Pool
	allocs := testing.AllocsPerRun(100, func() {
		b := p.Get(8)
		b.Layout(8)
		for i := range 8 {
			b.SetInt(i, i)
		}
		p.Put(b)
	})
	if allocs > 0.1 {
		t.Fatalf("%v allocations per pooled fill", allocs)
	}
}

// Messages name an entry point by its Go name, not by its symbol.
func TestGoName(t *testing.T) {
	for sym, want := range map[string]string{
		abi.Mangle("example.com/app/mistakes.Shift"):        "mistakes.Shift",
		abi.Mangle("main.Shift"):                            "main.Shift",
		abi.Mangle("github.com/a/b.Disc[float32]__contig"):  "b.Disc[float32]__contig",
		abi.Mangle("github.com/a/b.Pick[github.com/a/c.T]"): "b.Pick[github.com/a/c.T]",
		"gather": "gather",
	} {
		if got := GoName(sym, &abi.Package{Path: "example.com/other"}); got != want {
			t.Errorf("GoName(%q) = %q, want %q", sym, got, want)
		}
	}
	// A command's functions are main's, whatever its import path.
	cmd := &abi.Package{Path: "example.com/app", Name: "main"}
	for sym, want := range map[string]string{
		abi.Mangle("example.com/app.Bounded"):        "main.Bounded",
		abi.Mangle("example.com/app.Sum32__stage2"):  "main.Sum32__stage2",
		abi.Mangle("example.com/app.Scale[float32]"): "main.Scale[float32]",
		abi.Mangle("example.com/app/sub.Scale"):      "sub.Scale",
		abi.Mangle("example.com/application.Scale"):  "application.Scale",
	} {
		if got := GoName(sym, cmd); got != want {
			t.Errorf("GoName(%q) in a command = %q, want %q", sym, got, want)
		}
	}
}
