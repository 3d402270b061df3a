package amdgpu

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// fakeTool writes a shell script standing in for opt, llc or ld.lld.
func fakeTool(t *testing.T, name, body string) string {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("fake tools are shell scripts")
	}
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

// wantToolError checks that err is an ErrTool naming the tool, its
// arguments, why it failed and what it printed.
func wantToolError(t *testing.T, err error, want ...string) {
	t.Helper()
	if !errors.Is(err, ErrTool) {
		t.Fatalf("error %v, want ErrTool", err)
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q does not say %q", err, w)
		}
	}
}

// Every way a tool can fail is an error that names the tool, its
// arguments and its messages: kern gen never writes IR that opt did not
// optimize, or a code object missing a step, in its place.
func TestToolFailuresAreErrors(t *testing.T) {
	ll := []byte("; kern module test (wave64, gfx90a)\n")
	// opt exits 1 with a message.
	opt := fakeTool(t, "opt-15", `echo "opt-15: simulated failure: out of memory" >&2; exit 1`)
	_, err := Optimize(ll, "gfx90a", Tools{Opt: opt})
	wantToolError(t, err, opt+" -S -O3 -enable-pre=false -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a", "exit status 1", "simulated failure: out of memory")
	// opt exits 0 but writes no module.
	opt = fakeTool(t, "opt-15", `cat >/dev/null; echo "opt-15: warning: nothing done" >&2`)
	_, err = Optimize(ll, "gfx90a", Tools{Opt: opt})
	wantToolError(t, err, opt+" -S -O3", "no LLVM module", "nothing done")
	// opt is not there.
	missing := filepath.Join(t.TempDir(), "no-such-opt")
	_, err = Optimize(ll, "gfx90a", Tools{Opt: missing})
	wantToolError(t, err, missing+" -S -O3", "cannot run it")
	// opt is killed by a signal.
	opt = fakeTool(t, "opt-15", `echo "opt-15: stack dump:" >&2; kill -9 $$`)
	_, err = Optimize(ll, "gfx90a", Tools{Opt: opt})
	wantToolError(t, err, opt+" -S -O3", "signal: killed", "stack dump")

	// llc and ld.lld: the command line names the temporary files by their
	// base names.
	llc := fakeTool(t, "llc-15", `echo "llc-15: error: <stdin>:1:1: expected top-level entity"; exit 1`)
	lld := fakeTool(t, "ld.lld-15", `exit 0`)
	_, err = Assemble(ll, "gfx90a", Tools{LLC: llc, LLD: lld})
	wantToolError(t, err, llc+" -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -O3 -filetype=obj k.ll -o k.o", "exit status 1", "expected top-level entity")
	llc = fakeTool(t, "llc-15", `for a; do out=$a; done; : >"$out"`) // the last argument is -o's
	lld = fakeTool(t, "ld.lld-15", `echo "ld.lld-15: error: undefined symbol: foo" >&2; exit 1`)
	_, err = Assemble(ll, "gfx90a", Tools{LLC: llc, LLD: lld})
	wantToolError(t, err, lld+" -shared k.o -o k.hsaco", "exit status 1", "undefined symbol: foo")
	lld = fakeTool(t, "ld.lld-15", `exit 3`)
	_, err = Assemble(ll, "gfx90a", Tools{LLC: llc, LLD: lld})
	wantToolError(t, err, "exit status 3", "(nothing on stderr)")
}

// A time limit, when one is set, is an error that says so, not a
// different output; with none (the default) a slow tool gives the same
// IR as a fast one.
func TestToolTimeout(t *testing.T) {
	ll := []byte("; kern module test (wave64, gfx90a)\n")
	// The shell is killed; the sleep it started keeps the pipes open until
	// WaitDelay gives up on them.
	opt := fakeTool(t, "opt-15", "sleep 20; echo late")
	start := time.Now()
	_, err := Optimize(ll, "gfx90a", Tools{Opt: opt, Timeout: 50 * time.Millisecond})
	wantToolError(t, err, opt+" -S -O3", "timed out after 50ms")
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("the timed-out tool held Optimize for %v", d)
	}

	tools := testTools(t)
	src, err := EmitLLVM(corpusModule(), Options{MCPU: "gfx90a"})
	if err != nil {
		t.Fatal(err)
	}
	want, err := Optimize(src, "gfx90a", Tools{Opt: tools.Opt})
	if err != nil {
		t.Fatal(err)
	}
	slow := fakeTool(t, "opt-15", `sleep 0.3; exec "`+tools.Opt+`" "$@"`)
	got, err := Optimize(src, "gfx90a", Tools{Opt: slow})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("a slow opt gave different IR (%d vs %d bytes)", len(got), len(want))
	}
}
