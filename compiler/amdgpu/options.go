package amdgpu

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Options selects what EmitLLVM writes.
type Options struct {
	// MCPU is the processor, "gfx90a" (the default when empty), "gfx1030",
	// ... It decides the default wave size and is checked against WaveSize.
	MCPU string
	// WaveSize is 32 or 64; 0 takes the processor's native size (gfx9: 64,
	// gfx10 and later: 32).
	WaveSize int
	// FastMath adds the LLVM flags "contract afn arcp" to float arithmetic:
	// fused multiply-adds and approximate division become allowed. Off,
	// every float operation is rounded exactly as Go rounds it.
	FastMath bool
	// MaxBlockSize is the largest block (work-group) size the kernels may be
	// launched with, written as "amdgpu-flat-work-group-size"="1,N";
	// 0 means 1024.
	MaxBlockSize int
	// Debug checks integer division by zero instead of yielding the
	// documented value, and turns every failed check (OpTrap, division by
	// zero) into a write of the trap record (abi.TrapRecordName) and the
	// end of the wavefront (see EmitLLVMDebug).
	Debug bool
	// FileBase is the directory that the line tables' file names are
	// relative to (kern gen: the package's), as compiler/ptx's FileBase:
	// files elsewhere (GOROOT's math) keep the part from the last "/src/"
	// on. "" writes names as they are.
	FileBase string
}

// DefaultTargets are the processors kern builds code objects for by
// default. LLVM 15 knows gfx940 but not gfx942 (added in LLVM 16), so the
// MI300 family is not in the default list.
func DefaultTargets() []string { return []string{"gfx90a", "gfx1030"} }

// Errors returned by EmitLLVM and Assemble; match them with errors.Is.
var (
	// ErrUnsupported is an IR construct this backend cannot lower.
	ErrUnsupported = errors.New("amdgpu: unsupported")
	// ErrBadIR is malformed input IR (wrong operand count or types).
	ErrBadIR = errors.New("amdgpu: malformed IR")
	// ErrOptions is an invalid Options value (unknown processor, wave size).
	ErrOptions = errors.New("amdgpu: invalid options")
	// ErrTool is a failure of llc or ld.lld (or a missing tool).
	ErrTool = errors.New("amdgpu: tool failed")
)

// EmitError locates an ErrUnsupported or ErrBadIR failure.
type EmitError struct {
	Func  string // the IR function name
	Instr string // the printed instruction, if any
	Err   error  // ErrUnsupported or ErrBadIR, wrapped with detail
}

func (e *EmitError) Error() string {
	if e.Instr != "" {
		return fmt.Sprintf("%s: %q: %v", e.Func, e.Instr, e.Err)
	}
	return fmt.Sprintf("%s: %v", e.Func, e.Err)
}

func (e *EmitError) Unwrap() error { return e.Err }

// gfxVersion parses "gfx90a" → major 9, "gfx1030" → 10.
func gfxVersion(mcpu string) (major int, err error) {
	s, ok := strings.CutPrefix(mcpu, "gfx")
	if !ok || len(s) < 3 {
		return 0, fmt.Errorf("%w: processor %q is not gfxNNN", ErrOptions, mcpu)
	}
	// The last two characters are minor and stepping (hex); the rest is major.
	major, err = strconv.Atoi(s[:len(s)-2])
	if err != nil || major < 6 {
		return 0, fmt.Errorf("%w: processor %q is not gfxNNN", ErrOptions, mcpu)
	}
	return major, nil
}

// WaveSizeFor is the native wavefront size of a processor: 64 for GCN and
// CDNA (gfx6–gfx9, gfx90a, gfx94x), 32 for RDNA (gfx10 and later).
func WaveSizeFor(mcpu string) (int, error) {
	major, err := gfxVersion(mcpu)
	if err != nil {
		return 0, err
	}
	if major >= 10 {
		return 32, nil
	}
	return 64, nil
}

// Check reports an invalid combination of options (ErrOptions).
func (o Options) Check() error {
	_, err := o.resolve()
	return err
}

// resolve fills the defaults and checks the combination.
func (o Options) resolve() (Options, error) {
	if o.MCPU == "" {
		o.MCPU = "gfx90a"
	}
	major, err := gfxVersion(o.MCPU)
	if err != nil {
		return o, err
	}
	native, _ := WaveSizeFor(o.MCPU)
	switch {
	case o.WaveSize == 0:
		o.WaveSize = native
	case o.WaveSize != 32 && o.WaveSize != 64:
		return o, fmt.Errorf("%w: wave size %d (want 32 or 64)", ErrOptions, o.WaveSize)
	case o.WaveSize == 32 && major < 10:
		return o, fmt.Errorf("%w: %s has no wave32 mode", ErrOptions, o.MCPU)
	}
	if o.MaxBlockSize == 0 {
		o.MaxBlockSize = 1024
	}
	if o.MaxBlockSize < 1 || o.MaxBlockSize > 1024 {
		return o, fmt.Errorf("%w: MaxBlockSize %d (want 1..1024)", ErrOptions, o.MaxBlockSize)
	}
	return o, nil
}
