package interp

import (
	"errors"
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
)

// Dim3 is a grid or block size, or a thread or block index.
type Dim3 struct{ X, Y, Z int }

func (d Dim3) size() int { return d.X * d.Y * d.Z }

func (d Dim3) String() string { return fmt.Sprintf("(%d,%d,%d)", d.X, d.Y, d.Z) }

// DefaultStepLimit bounds the instructions one Call or Launch executes
// when Config.StepLimit is zero.
const DefaultStepLimit = 200_000_000

// Config holds the interpreter's options. The zero value is usable: warp
// size 32, no dynamic shared memory, no debug checks, DefaultStepLimit.
type Config struct {
	// DynShared is the size in bytes of the launch's dynamic shared memory.
	DynShared int
	// WarpSize is the number of lanes that shuffle and warpsync together
	// (0 means 32).
	WarpSize int
	// Debug makes integer division by zero an error instead of the
	// documented value (eval.DivZero).
	Debug bool
	// StepLimit is the most instructions one Call or Launch may execute
	// in all threads together; beyond it the run fails with ErrStepLimit.
	StepLimit int64
}

func (c Config) warpSize() int {
	if c.WarpSize <= 0 {
		return 32
	}
	return c.WarpSize
}

func (c Config) stepLimit() int64 {
	if c.StepLimit <= 0 {
		return DefaultStepLimit
	}
	return c.StepLimit
}

// Call runs a device function with the default Config.
func Call(fn *ir.Function, args ...any) ([]any, error) { return Config{}.Call(fn, args...) }

// Launch runs a kernel with the default Config.
func Launch(fn *ir.Function, grid, block Dim3, args ...any) error {
	return Config{}.Launch(fn, grid, block, args...)
}

// verifyAll verifies fn and every function it calls.
func verifyAll(fn *ir.Function) error {
	seen := map[*ir.Function]bool{}
	var walk func(f *ir.Function) error
	walk = func(f *ir.Function) error {
		if seen[f] {
			return nil
		}
		seen[f] = true
		if err := ir.Verify(f); err != nil {
			return fmt.Errorf("%w: %w", ErrInvalidIR, err)
		}
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if c := in.Callee(); in.Op == ir.OpCall && c != nil {
					if err := walk(c); err != nil {
						return err
					}
				}
			}
		}
		return nil
	}
	return walk(fn)
}

// Sentinel errors; every error the interpreter returns matches one of them
// with errors.Is.
var (
	ErrOutOfBounds     = errors.New("out-of-bounds memory access")
	ErrNullPointer     = errors.New("null pointer dereference")
	ErrBadPointer      = errors.New("invalid pointer")
	ErrStepLimit       = errors.New("step limit exceeded")
	ErrDeadlock        = errors.New("barrier deadlock")
	ErrBarrierMismatch = errors.New("mismatched barriers")
	ErrTrap            = errors.New("trap")
	ErrDivZero         = errors.New("integer division by zero")
	ErrArg             = errors.New("bad argument")
	ErrUnsupported     = errors.New("unsupported")
	ErrInvalidIR       = errors.New("invalid IR")
	ErrResource        = errors.New("resource limit")
	ErrInternal        = errors.New("interpreter bug")
)

// Error is a failure while running an instruction: it names the function,
// the instruction and its source position, and the thread.
type Error struct {
	Err    error // the cause; wraps one of the sentinels
	Func   string
	Instr  string
	Pos    ir.Pos
	Block  Dim3 // blockIdx
	Thread Dim3 // threadIdx
}

func (e *Error) Error() string {
	return fmt.Sprintf("interp: %s: %s (in %s: %s) block %v thread %v", e.Pos, e.Err, e.Func, e.Instr, e.Block, e.Thread)
}

func (e *Error) Unwrap() error { return e.Err }
