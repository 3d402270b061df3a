package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

const (
	acceptDir = "../../compiler/testdata/accept"
	rejectDir = "../../compiler/testdata/reject"
)

func runPTX(args ...string) (string, string, int) {
	var out, errb bytes.Buffer
	code := cmdPTX(args, &out, &errb)
	return out.String(), errb.String(), code
}

func TestPTXUsage(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{nil, "usage: kern ptx"},
		{[]string{"-arch", "sm_5", acceptDir}, `unsupported architecture "sm_5"`},
		{[]string{"-o", "a.ptx", "-d", "x", acceptDir}, "exclusive"},
		{[]string{"-nosuchflag"}, "flag provided but not defined"},
	}
	for _, tc := range tests {
		_, errs, code := runPTX(tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("kern ptx %q: exit %d, stderr %q; want 2 and %q", tc.args, code, errs, tc.want)
		}
	}
}

func TestPTXAccept(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "accept.ptx")
	_, errs, code := runPTX("-arch", "sm_90", "-o", file, acceptDir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{".version 7.8\n.target sm_90\n", ".visible .entry github_2ecom_2fkernlab_2fkern_2fcompiler_2ftestdata_2faccept_2eDoubled("} {
		if !bytes.Contains(src, []byte(want)) {
			t.Errorf("%s lacks %q", file, want)
		}
	}
	// -d writes a file per package.
	_, errs, code = runPTX("-d", dir, acceptDir)
	if code != 0 {
		t.Fatalf("-d: exit %d: %s", code, errs)
	}
	if _, err := os.Stat(filepath.Join(dir, "github.com_kernlab_kern_compiler_testdata_accept.ptx")); err != nil {
		t.Errorf("-d: %v", err)
	}
}

// TestWritePTX checks where a module goes: stdout without flags, the -o
// file, or DIR/<import path with '/' as '_'>.ptx.
func TestWritePTX(t *testing.T) {
	dir := t.TempDir()
	var out bytes.Buffer
	if err := writePTX("a/b", []byte("X"), "", "", &out); err != nil || out.String() != "X" {
		t.Errorf("stdout: %q, %v", out.String(), err)
	}
	file := filepath.Join(dir, "m.ptx")
	if err := writePTX("a/b", []byte("Y"), file, "", &out); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(file); string(b) != "Y" {
		t.Errorf("-o wrote %q", b)
	}
	sub := filepath.Join(dir, "sub")
	if err := writePTX("a/b", []byte("Z"), "", sub, &out); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(sub, "a_b.ptx")); string(b) != "Z" {
		t.Errorf("-d wrote %q", b)
	}
	if err := writePTX("a/b", []byte("Z"), "", file+"/x", &out); err == nil {
		t.Error("-d under a file did not fail")
	}
}

func TestPTXReject(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	out, errs, code := runPTX(rejectDir)
	if code != 1 {
		t.Fatalf("exit %d, want 1; stderr %s", code, errs)
	}
	if out != "" {
		t.Errorf("wrote a module for a rejected package: %.100q", out)
	}
	line := regexp.MustCompile(`^\S+\.go:\d+:\d+: (kernel|vectorize|guvectorize|reduce) \S+: .+ \(K\d{3}\)$`)
	lines := strings.Split(strings.TrimSpace(errs), "\n")
	for _, l := range lines {
		if !line.MatchString(l) {
			t.Errorf("diagnostic %q is not file:line:col: KIND NAME: msg (Kxxx)", l)
		}
	}
	if !strings.Contains(errs, "(K006)") {
		t.Errorf("no channel diagnostic (K006) in\n%s", errs)
	}
}

// kern ptx prints the module kern gen ships: the same pipeline (wrappers,
// passes, pruning), so an example's module equals its kern_gen.ptx.
func TestPTXEqualsKernGen(t *testing.T) {
	for _, ex := range []string{"ufuncs", "kernels"} {
		var out, errb bytes.Buffer
		if code := cmdPTX([]string{"../../examples/" + ex}, &out, &errb); code != 0 {
			t.Fatalf("%s: exit %d: %s", ex, code, errb.String())
		}
		want, err := os.ReadFile("../../examples/" + ex + "/kern_gen.ptx")
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(out.Bytes(), want) {
			t.Errorf("kern ptx ./examples/%s differs from its kern_gen.ptx (%d vs %d bytes; %d vs %d entries)", ex,
				out.Len(), len(want), bytes.Count(out.Bytes(), []byte(".entry")), bytes.Count(want, []byte(".entry")))
		}
	}
}
