package amdgpu

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// Tools names the LLVM programs that build code objects: opt-15 (LLVM's
// middle end: the optimized IR), llc-15 (LLVM IR → ELF relocatable) and
// ld.lld-15 (→ shared object: the HSA code object).
type Tools struct {
	Opt string
	LLC string
	LLD string
	// Timeout, when positive, bounds each tool run, which then fails
	// with an error saying so. 0 means no bound: on a loaded machine the
	// tools take longer and give the same output.
	Timeout time.Duration
}

// ToolsFromEnv reads KERN_OPT, KERN_LLC and KERN_LLD; an unset variable
// falls back to opt-15 / llc-15 / ld.lld-15 found on PATH (or
// /usr/lib/llvm-15/bin). Missing tools are reported by Optimize and
// Assemble, not here.
func ToolsFromEnv() Tools {
	return Tools{
		Opt: findTool(os.Getenv("KERN_OPT"), "opt-15", "/usr/lib/llvm-15/bin/opt"),
		LLC: findTool(os.Getenv("KERN_LLC"), "llc-15", "/usr/lib/llvm-15/bin/llc"),
		LLD: findTool(os.Getenv("KERN_LLD"), "ld.lld-15", "/usr/lib/llvm-15/bin/ld.lld"),
	}
}

// OptLevel is the optimization level of every compilation of kern's LLVM
// IR: opt and llc at generate time, amd_comgr at run time.
const OptLevel = "-O3"

// NoScalarPRE is the option Optimize gives opt besides OptLevel and the
// target. It turns off GVN's scalar PRE, which makes a value computed on
// one path and again after the paths join into a phi of that copy and a
// new one on the other path: the value then stays live over all the code
// between the two (math.Pow kept Log's 2**52 scaling of x alive across
// Exp that way, 2 VGPRs more on gfx90a to save one multiply). On a GPU
// the registers cost more than the recomputation.
const NoScalarPRE = "-enable-pre=false"

// Optimize runs LLVM's -O3 pipeline over LLVM IR text from EmitLLVM for
// processor mcpu, whose cost model it uses:
//
//	opt -S -O3 -enable-pre=false -mtriple=amdgcn-amd-amdhsa -mcpu=MCPU
//
// and returns the optimized text: what Assemble builds code objects from
// and what the emulated ROC device runs. The text keeps the input's first
// line (kern's module header naming the wave size) and names no
// processor: opt marks every function "target-cpu"="MCPU", which would
// override the processor amd_comgr compiles the shipped IR for at run
// time, so that attribute is taken out (llc gets -mcpu anyway). The
// pipeline is the whole of -O3: kern's IR has no undefined behaviour for
// it to exploit (divisions, shifts and conversions are guarded; see the
// package documentation), and it keeps convergent operations in place.
func Optimize(ll []byte, mcpu string, tools Tools) ([]byte, error) {
	if _, err := gfxVersion(mcpu); err != nil {
		return nil, err
	}
	if tools.Opt == "" {
		return nil, fmt.Errorf("%w: opt not configured (set KERN_OPT)", ErrTool)
	}
	// The IR goes in on stdin so that no temporary path lands in the
	// output's module name.
	args := []string{"-S", OptLevel, NoScalarPRE, "-mtriple=" + Triple, "-mcpu=" + mcpu, "-", "-o", "-"}
	out, stderr, err := runTool(tools.Timeout, bytes.NewReader(ll), tools.Opt, args...)
	if err != nil {
		return nil, err
	}
	// An opt that exits 0 without writing the module must not pass for
	// one: the IR would be shipped short or empty.
	if !bytes.Contains(out, []byte("\ntarget triple = ")) {
		return nil, fmt.Errorf("%w: %s: exit status 0 but no LLVM module on stdout (%d bytes)%s",
			ErrTool, commandLine(tools.Opt, args...), len(out), stderrLog(stderr))
	}
	// opt strips debug info its verifier rejects with no more than a
	// warning: the line tables would be lost without a word.
	if bytes.Contains(stderr, []byte("invalid debug info")) {
		return nil, fmt.Errorf("%w: %s dropped the debug info: %s", ErrTool, filepath.Base(tools.Opt), clipLog(string(stderr)))
	}
	return tidyOptimized(out, ll, mcpu), nil
}

// tidyOptimized puts the input's header line in place of opt's module ID
// and source file name and takes out the processor attribute.
func tidyOptimized(opt, in []byte, mcpu string) []byte {
	header, _, _ := bytes.Cut(in, []byte("\n"))
	var b bytes.Buffer
	if bytes.HasPrefix(header, []byte(";")) {
		b.Write(header)
		b.WriteByte('\n')
	}
	cpu := []byte(fmt.Sprintf(` "target-cpu"=%q`, mcpu))
	for _, line := range bytes.SplitAfter(opt, []byte("\n")) {
		if bytes.HasPrefix(line, []byte("; ModuleID = ")) || bytes.HasPrefix(line, []byte("source_filename = ")) {
			continue
		}
		if bytes.HasPrefix(line, []byte("attributes #")) {
			line = bytes.ReplaceAll(line, cpu, nil)
		}
		b.Write(line)
	}
	return b.Bytes()
}

func clipLog(msg string) string {
	if len(msg) > 4000 {
		return msg[:4000] + "..."
	}
	return msg
}

func findTool(env, name, fallback string) string {
	if env != "" {
		return env
	}
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	if _, err := os.Stat(fallback); err == nil {
		return fallback
	}
	return ""
}

// Assemble compiles LLVM IR text (from EmitLLVM, optimized by Optimize) for
// processor mcpu into an HSA code object:
//
//	llc -mtriple=amdgcn-amd-amdhsa -mcpu=MCPU -O3 -filetype=obj k.ll -o k.o
//	ld.lld -shared k.o -o k.hsaco
//
// LLVM 15 writes code object version 4. The IR must have been emitted for
// the same processor family (its wave size is fixed in the IR).
func Assemble(ll []byte, mcpu string, tools Tools) ([]byte, error) {
	if _, err := gfxVersion(mcpu); err != nil {
		return nil, err
	}
	if tools.LLC == "" || tools.LLD == "" {
		return nil, fmt.Errorf("%w: llc or ld.lld not configured (set KERN_LLC and KERN_LLD)", ErrTool)
	}
	dir, err := os.MkdirTemp("", "kern-amdgpu-")
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrTool, err)
	}
	defer os.RemoveAll(dir)
	llPath := filepath.Join(dir, "k.ll")
	obj := filepath.Join(dir, "k.o")
	out := filepath.Join(dir, "k.hsaco")
	if err := os.WriteFile(llPath, ll, 0o600); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrTool, err)
	}
	if _, _, err := runTool(tools.Timeout, nil, tools.LLC, "-mtriple="+Triple, "-mcpu="+mcpu, OptLevel, "-filetype=obj", llPath, "-o", obj); err != nil {
		return nil, err
	}
	if _, _, err := runTool(tools.Timeout, nil, tools.LLD, "-shared", obj, "-o", out); err != nil {
		return nil, err
	}
	b, err := os.ReadFile(out)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrTool, err)
	}
	return b, nil
}

// runTool runs one tool (opt, llc, ld.lld) and returns its stdout and
// stderr. With no stdin (llc, ld.lld: they write files) what the tool
// prints on either goes to stderr. Every failure is an ErrTool that
// gives the command line, why it failed (the exit status, a signal, the
// time limit, a missing program) and the tool's messages, so that no
// step is left out or replaced without an error.
func runTool(timeout time.Duration, stdin io.Reader, path string, args ...string) (stdout, stderr []byte, err error) {
	ctx := context.Background()
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	cmd := exec.CommandContext(ctx, path, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if stdin != nil {
		cmd.Stdin = stdin
	} else {
		cmd.Stdout = &errb
	}
	// A killed tool's children (a wrapper script's) may hold the pipes.
	cmd.WaitDelay = time.Second
	if err := cmd.Run(); err != nil {
		why := err.Error() // exit status N, signal: killed
		var exit *exec.ExitError
		switch {
		case errors.Is(ctx.Err(), context.DeadlineExceeded):
			why = fmt.Sprintf("timed out after %v (amdgpu.Tools.Timeout)", timeout)
		case !errors.As(err, &exit):
			why = "cannot run it: " + why // not found, not executable
		}
		return nil, nil, fmt.Errorf("%w: %s: %s%s", ErrTool, commandLine(path, args...), why, stderrLog(errb.Bytes()))
	}
	return out.Bytes(), errb.Bytes(), nil
}

// commandLine is a tool's command for an error message, with the
// temporary directory's files under their base names.
func commandLine(path string, args ...string) string {
	parts := []string{path}
	for _, a := range args {
		if filepath.IsAbs(a) && strings.Contains(a, "kern-amdgpu-") {
			a = filepath.Base(a)
		}
		parts = append(parts, a)
	}
	return strings.Join(parts, " ")
}

// stderrLog is a tool's messages after an error: on lines of their own,
// or a note that there were none.
func stderrLog(b []byte) string {
	msg := strings.TrimRight(string(b), "\n")
	if msg == "" {
		return " (nothing on stderr)"
	}
	return "\n" + clipLog(msg)
}
