package registry

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/gencheck"
)

// Stale generated code. kern gen records in every GenFunc the fingerprint
// of the Go source it compiled (gencheck); before a function's generated
// code first runs, the runtime fingerprints the package's current source
// and compares. A mismatch means someone edited the function (or what it
// uses) and did not run go generate: GPU targets then return an error
// wrapping ErrStale instead of the old results, and the CPU targets run
// the Go core (always current) instead of the generated SIMD loop, and
// kernels the simulator instead of their block functions: their results
// are right, so the only message is one warning per function (warn.go). Each function is checked
// once per process; the answer is cached on the registry, so later calls
// pay nothing. Where the sources cannot be read (a deployed binary, one
// built with -trimpath) nothing is checked and the generated code runs.

// srcState is a registered package's parsed sources, read once.
type srcState struct {
	once sync.Once
	srcs *gencheck.Sources // nil: the sources cannot be read, no check
	err  error             // the sources exist but could not be parsed
}

// funcCheck is the cached outcome of one function's check.
type funcCheck struct {
	once   sync.Once
	err    error
	warned atomic.Bool // WarnStale said it
}

// staleError reports stale generated code; it matches ErrStale.
type staleError struct{ msg string }

func (e *staleError) Error() string { return e.msg }
func (e *staleError) Unwrap() error { return ErrStale }

// ErrStale is the failure of a GPU call whose generated code is stale
// (kern.ErrStale).
var ErrStale = errors.New("stale generated code")

// SourceDirOf is the directory of the file that called the caller of
// kern.RegisterGenerated (the generated file), or "" when its recorded path is
// not absolute (a -trimpath build): such a binary has no sources to check.
func SourceDirOf(skip int) string {
	_, file, _, ok := runtime.Caller(skip + 1)
	if !ok || !filepath.IsAbs(file) {
		return ""
	}
	return filepath.Dir(file)
}

// PackageNameOf is the Go package name of the function skip frames above
// its caller ("main" in a command), from the runtime's name of it.
func PackageNameOf(skip int) string {
	pc, _, _, ok := runtime.Caller(skip + 1)
	f := runtime.FuncForPC(pc)
	if !ok || f == nil {
		return ""
	}
	name := f.Name()
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		name = name[i+1:]
	}
	pkg, _, _ := strings.Cut(name, ".")
	return pkg
}

// sources returns p's parsed sources (nil when they cannot be read).
func (r *Registry) sources(p *abi.Package) (*gencheck.Sources, error) {
	r.mu.Lock()
	if r.srcs == nil {
		r.srcs = map[*abi.Package]*srcState{}
	}
	st := r.srcs[p]
	if st == nil {
		st = &srcState{}
		r.srcs[p] = st
	}
	r.mu.Unlock()
	st.once.Do(func() {
		srcs, err := gencheck.ParseDir(p.SourceDir, "")
		switch {
		case err == nil:
			st.srcs = srcs
		case errors.Is(err, fs.ErrNotExist), errors.Is(err, fs.ErrPermission), errors.Is(err, gencheck.ErrNoSources):
			// A binary away from its sources: run as generated.
		default:
			st.err = err
		}
	})
	return st.srcs, st.err
}

// Stale checks f's generated code against its current source, once per
// function: nil when the code is fresh or cannot be checked (no
// fingerprint recorded, no readable sources), else an error wrapping
// ErrStale that names the function and says what to run.
func (r *Registry) Stale(p *abi.Package, f *abi.Func) error {
	if f.Source == "" || p.SourceDir == "" {
		return nil
	}
	r.mu.Lock()
	if r.checks == nil {
		r.checks = map[*abi.Func]*funcCheck{}
	}
	c := r.checks[f]
	if c == nil {
		c = &funcCheck{}
		r.checks[f] = c
	}
	r.mu.Unlock()
	c.once.Do(func() { c.err = r.check(p, f) })
	return c.err
}

func (r *Registry) check(p *abi.Package, f *abi.Func) error {
	name := DisplayID(p, f.ID)
	if f.Kind == abi.KindKernel && strings.Contains(name, "[") {
		// A generic kernel's identity lists its parameters' dtypes; its
		// entry names the instance as its source does (K[kern.Float16]).
		if inst := abi.Demangle(f.Entries[abi.RoleKernel]); strings.Contains(inst, "[") {
			name = inst
		}
	}
	target := gencheck.GoGenerateTarget(p.SourceDir)
	srcs, err := r.sources(p)
	if err != nil {
		return &staleError{fmt.Sprintf("kern: cannot check the generated code of %s against its source (%v): run go generate %s", name, err, target)}
	}
	if srcs == nil {
		return nil
	}
	fp, err := srcs.Fingerprint(SourceName(f.ID))
	if err == nil && fp == f.Source {
		return nil
	}
	why := "its source changed after kern gen"
	if errors.Is(err, gencheck.ErrNotFound) {
		why = "its source no longer declares it"
	}
	return &staleError{fmt.Sprintf("kern: the generated code of %s is stale (%s): run go generate %s", name, why, target)}
}

// DisplayID is a function's identity with its package's import path (a
// main package's functions are "main.F" in generated code).
func DisplayID(p *abi.Package, id abi.Identity) string {
	if short := ShortID(p, id); short != string(id) {
		return p.Path + "." + short
	}
	return string(id)
}

// SourceName is the declared name of the function an identity names:
// "Discriminant" of "example.com/app.Discriminant[float32]".
func SourceName(id abi.Identity) string {
	_, short := abi.SplitRuntimeName(string(id))
	name, _, _ := strings.Cut(short, "[")
	return name
}
