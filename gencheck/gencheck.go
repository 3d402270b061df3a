// Package gencheck fingerprints a package's Go sources so that code
// generated from them (kern gen's kern_gen.go) can tell when it is stale.
// kern gen records SourceHash in the generated file, and the generated
// kern_gen_test.go recomputes it: the test fails when a kernel changed
// without `go generate`. It lives outside internal/ because generated tests
// in user packages import it.
package gencheck

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// ErrNoSources is returned for a directory without any hashed .go file.
var ErrNoSources = errors.New("gencheck: no Go source files")

// SourceHash hashes the non-test .go files of dir, leaving out the files
// named in generated (the generator's own output, such as "kern_gen.go").
// Files are taken in name order; the hash covers each name and content, so
// adding, removing, renaming or editing a source changes it. The result is
// "sha256:" and 64 hex digits.
func SourceHash(dir string, generated ...string) (string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return "", fmt.Errorf("gencheck: %w", err)
	}
	var names []string
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") ||
			strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_") || slices.Contains(generated, n) {
			continue
		}
		names = append(names, n)
	}
	if len(names) == 0 {
		return "", fmt.Errorf("%w in %s", ErrNoSources, dir)
	}
	slices.Sort(names)
	h := sha256.New()
	for _, n := range names {
		b, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			return "", fmt.Errorf("gencheck: %w", err)
		}
		fmt.Fprintf(h, "%s\x00%d\x00", n, len(b))
		h.Write(b)
	}
	return "sha256:" + hex.EncodeToString(h.Sum(nil)), nil
}

// ErrWrongIR is returned by CheckLLVM for IR that kern gen did not write
// for the processor it is embedded for.
var ErrWrongIR = errors.New("gencheck: LLVM IR for another processor")

// CheckLLVM reports whether ir is LLVM IR that kern gen wrote for AMD
// processor mcpu, by its first line ("; kern module PATH (wave64,
// gfx90a)"). The generated test checks each processor's entry of the
// package's table with it, so an embedded IR file swapped for another
// processor's fails the test rather than running on the wrong device.
func CheckLLVM(ir, mcpu string) error {
	first, _, _ := strings.Cut(ir, "\n")
	if !strings.HasPrefix(first, "; kern module ") || !strings.HasSuffix(first, ", "+mcpu+")") {
		return fmt.Errorf("%w: the IR for %s starts %q", ErrWrongIR, mcpu, first[:min(len(first), 200)])
	}
	return nil
}
