package amdgpu

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

// Tools names the LLVM programs that build code objects: llc-15 (LLVM IR →
// ELF relocatable) and ld.lld-15 (→ shared object: the HSA code object).
type Tools struct {
	LLC string
	LLD string
	// Timeout bounds each tool run; 0 means two minutes.
	Timeout time.Duration
}

// ToolsFromEnv reads KERN_LLC and KERN_LLD; an unset variable falls back to
// llc-15 / ld.lld-15 found on PATH (or /usr/lib/llvm-15/bin). Missing tools
// are reported by Assemble, not here.
func ToolsFromEnv() Tools {
	return Tools{
		LLC: findTool(os.Getenv("KERN_LLC"), "llc-15", "/usr/lib/llvm-15/bin/llc"),
		LLD: findTool(os.Getenv("KERN_LLD"), "ld.lld-15", "/usr/lib/llvm-15/bin/ld.lld"),
	}
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

// Assemble compiles LLVM IR text (from EmitLLVM) for processor mcpu into an
// HSA code object:
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
	timeout := tools.Timeout
	if timeout == 0 {
		timeout = 2 * time.Minute
	}
	if err := runTool(timeout, tools.LLC, "-mtriple="+Triple, "-mcpu="+mcpu, "-O3", "-filetype=obj", llPath, "-o", obj); err != nil {
		return nil, err
	}
	if err := runTool(timeout, tools.LLD, "-shared", obj, "-o", out); err != nil {
		return nil, err
	}
	b, err := os.ReadFile(out)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrTool, err)
	}
	return b, nil
}

func runTool(timeout time.Duration, path string, args ...string) error {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cmd.Stdout = &stderr
	if err := cmd.Run(); err != nil {
		msg := stderr.String()
		if len(msg) > 4000 {
			msg = msg[:4000] + "..."
		}
		return fmt.Errorf("%w: %s: %v\n%s", ErrTool, filepath.Base(path), err, msg)
	}
	return nil
}
