package registry

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/gencheck"
)

// Compiling at run time (the JIT). When the JIT is on, a function whose
// generated code is stale or missing is compiled from its package's
// source at its first use, and its GPU code comes from that compilation
// (the CPU targets run its Go loop). The compiler is either linked in
// (programs that import github.com/kernlab/kern/jit register it through
// kern.RegisterCompiler) or
// the module's kern tool, run as `go tool kern jit DIR`. The root package
// never imports the compiler, so programs stay lean and deployed binaries
// need no Go toolchain.
//
// KERN_JIT=1 turns the JIT on, KERN_JIT=0 off; unset, it is on exactly
// when package jit is linked in.

// Compiler compiles the marked functions of the Go package in dir, as
// kern gen would, into a package of GPU code whose functions carry the
// fingerprints of the sources they were compiled from (kern.Compiler).
type Compiler = func(dir string) (*abi.Package, error)

// jitState is one directory's compilation, made once per process.
type jitState struct {
	once sync.Once
	reg  *Registry // holds the compiled package alone
	err  error
}

// jitConfig is the JIT's setting, read once.
type jitConfig struct {
	once sync.Once
	on   bool
}

// SetCompiler makes c the JIT's compiler; a second one is an error.
func (r *Registry) SetCompiler(c Compiler) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.compiler != nil {
		return errors.New("kern: a JIT compiler is registered twice")
	}
	r.compiler = c
	return nil
}

// JITOn reports whether stale and missing functions are compiled at run
// time (KERN_JIT, else whether a compiler is registered).
func (r *Registry) JITOn() bool {
	r.jitCfg.once.Do(func() {
		r.mu.RLock()
		linked := r.compiler != nil
		r.mu.RUnlock()
		switch strings.ToLower(os.Getenv("KERN_JIT")) {
		case "":
			r.jitCfg.on = linked
		case "0", "false", "off", "no":
			r.jitCfg.on = false
		default:
			r.jitCfg.on = true
		}
	})
	return r.jitCfg.on
}

// jitCompile compiles the package in dir once per process and returns a
// registry holding the result.
func (r *Registry) jitCompile(dir string) (*Registry, error) {
	if dir == "" {
		return nil, errors.New("kern: JIT: the function's source directory is unknown (a binary built with -trimpath?)")
	}
	r.mu.Lock()
	c := r.compiler
	if r.jits == nil {
		r.jits = map[string]*jitState{}
	}
	st := r.jits[dir]
	if st == nil {
		st = &jitState{}
		r.jits[dir] = st
	}
	r.mu.Unlock()
	if c == nil {
		c = toolCompiler
	}
	st.once.Do(func() {
		p, err := c(dir)
		if err != nil {
			st.err = fmt.Errorf("kern: JIT compiling %s: %w", dir, err)
			return
		}
		if p.SourceDir == "" {
			p.SourceDir = dir
		}
		st.reg = &Registry{}
		st.err = st.reg.Register(p)
	})
	return st.reg, st.err
}

// WithJIT replaces stale or missing generated code of function id by the
// JIT's when the JIT is on. Given what the registry has (p and f, nil when missing) and
// f's staleness, it returns the code to run and, with it, the error a GPU
// call of it returns: the staleness, or why the JIT failed (with f nil:
// why there is no code, which only a GPU call reports). dir is the source
// directory of the function's core, for a package with no registered
// code; find looks the function up in the JIT's registry.
func (r *Registry) WithJIT(id abi.Identity, p *abi.Package, f *abi.Func, stale error, dir string, find func(*Registry) (*abi.Package, *abi.Func)) (*abi.Package, *abi.Func, error) {
	if f != nil && stale == nil || !r.JITOn() {
		return p, f, stale
	}
	if p != nil && p.SourceDir != "" {
		dir = p.SourceDir
	}
	if f == nil {
		// Most functions without code are plain Go loops: compile only
		// for one that carries a //kern: directive.
		srcs, err := gencheck.ParseDir(dir, "")
		if err != nil || !slices.Contains(srcs.Marked(), SourceName(id)) {
			return nil, nil, nil
		}
	}
	jr, err := r.jitCompile(dir)
	switch {
	case err != nil && f != nil:
		return p, f, fmt.Errorf("%w; the JIT could not replace it: %w", stale, err)
	case err != nil:
		return nil, nil, err
	}
	jp, jf := find(jr)
	if jf == nil {
		return p, f, stale
	}
	return jp, jf, nil
}

// toolCompiler compiles with the module's kern tool, for programs that do
// not link package jit: `go tool kern jit DIR`, run in DIR, prints the
// package as JSON.
func toolCompiler(dir string) (*abi.Package, error) {
	cmd := exec.Command("go", "tool", "kern", "jit", dir)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return nil, fmt.Errorf("go tool kern jit: %s (KERN_JIT needs kern as a tool of the module, or a program that imports _ \"github.com/kernlab/kern/jit\")", msg)
	}
	p := new(abi.Package)
	if err := json.Unmarshal(out, p); err != nil {
		return nil, fmt.Errorf("go tool kern jit: reading its output: %w", err)
	}
	return p, nil
}

// CoreDir is the directory of the source file that declares f, or "" when
// the binary does not record an absolute path.
func CoreDir(f any) string {
	v := reflect.ValueOf(f)
	if v.Kind() != reflect.Func || v.IsNil() {
		return ""
	}
	fn := runtime.FuncForPC(v.Pointer())
	if fn == nil {
		return ""
	}
	file, _ := fn.FileLine(fn.Entry())
	if !filepath.IsAbs(file) {
		return ""
	}
	return filepath.Dir(file)
}
