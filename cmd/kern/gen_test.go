package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestGenFlags(t *testing.T) {
	t.Setenv("GOFLAGS", os.Getenv("GOFLAGS")) // cmdGen sets it
	for _, args := range [][]string{
		{"-o", "dir/kern_gen.go"},
		{"-o", "kern_gen.txt"},
		{"-o", "kern_gen_test.go"},
		{"-nosuchflag"},
	} {
		var stdout, stderr bytes.Buffer
		if code := cmdGen(args, &stdout, &stderr); code != 2 {
			t.Errorf("kern gen %v: status %d, want 2 (stderr %q)", args, code, stderr.String())
		}
	}
	var stdout, stderr bytes.Buffer
	if code := cmdGen([]string{"-arch", "sm_1", "-mcpu", "none", "../../internal/gen/testdata/fixture"}, &stdout, &stderr); code != 1 ||
		!strings.Contains(stderr.String(), "sm_1") {
		t.Errorf("bad arch: status %d, stderr %q", code, stderr.String())
	}
}

// TestGenDiagnostics: diagnostics in the documented form, status 1, and no
// file written.
func TestGenDiagnostics(t *testing.T) {
	t.Setenv("GOFLAGS", os.Getenv("GOFLAGS")) // cmdGen sets it
	var stdout, stderr bytes.Buffer
	bad := "../../internal/gen/testdata/bad"
	if code := cmdGen([]string{"-mcpu", "none", bad}, &stdout, &stderr); code != 1 {
		t.Fatalf("status %d, want 1; stderr:\n%s", code, stderr.String())
	}
	re := regexp.MustCompile(`(?m)^\S+/bad\.go:\d+:\d+: vectorize Lookup: .+ \(K001\)$`)
	if !re.MatchString(stderr.String()) {
		t.Errorf("stderr does not match %s:\n%s", re, stderr.String())
	}
	if m, _ := filepath.Glob(filepath.Join(bad, "kern_gen*")); len(m) > 0 {
		t.Errorf("files written despite errors: %v", m)
		for _, f := range m {
			os.Remove(f)
		}
	}
}

// TestGenCompileError: a package that does not compile is reported once
// (go list's compiler output and the type checker's error say the same),
// at its path relative to the working directory.
func TestGenCompileError(t *testing.T) {
	t.Setenv("GOFLAGS", os.Getenv("GOFLAGS")) // cmdGen sets it
	var stdout, stderr bytes.Buffer
	if code := cmdGen([]string{"-mcpu", "none", "./testdata/broken"}, &stdout, &stderr); code != 1 {
		t.Fatalf("status %d, want 1; stderr:\n%s", code, stderr.String())
	}
	const want = "testdata/broken/broken.go:8:17: undefined: noSuchValue"
	if n := strings.Count(stderr.String(), "noSuchValue"); n != 1 || !strings.Contains(stderr.String(), want) {
		t.Errorf("stderr names the error %d times, want once as %q:\n%s", n, want, stderr.String())
	}
	if wd, _ := os.Getwd(); strings.Contains(stderr.String(), wd) {
		t.Errorf("stderr has the absolute path, want it relative to %s:\n%s", wd, stderr.String())
	}
}
