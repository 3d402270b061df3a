// Package errs holds the sentinel errors that the root package exports and
// that the engines beneath it wrap, so that errors.Is finds the root's
// names (kern.ErrTarget, …) in what an engine returns without the engine
// importing the root.
package errs

import (
	"errors"
	"fmt"
	"strings"

	"github.com/kernlab/kern/abi"
)

var (
	// Target is kern.ErrTarget.
	Target = errors.New("invalid target")
	// Argument is kern.ErrArgument.
	Argument = errors.New("invalid argument")
	// PartialOutput is kern.ErrPartialOutput.
	PartialOutput = errors.New("the output was partially written")
	// Rank is kern.ErrRank.
	Rank = fmt.Errorf("too many dimensions for a GPU ufunc (max %d after coalescing)", abi.MaxRank)
)

// Wrap is fmt.Errorf(prefix+": %w", err) saying "kern:" once: err's own
// leading "kern: " goes, since prefix has one (or an outer wrap adds it).
// errors.Is and errors.As see err.
func Wrap(prefix string, err error) error {
	return &wrapped{prefix + ": " + strings.TrimPrefix(err.Error(), "kern: "), err}
}

// Message is err with the message msg: errors.Is and errors.As see err,
// whose own text msg replaces (for an err whose text does not read well
// after a prefix).
func Message(msg string, err error) error { return &wrapped{msg, err} }

// WrapKernel is Wrap for a failure of the named kernel, whose prefix
// names it already: err's own leading "kernel <kernel>: " (a
// KernelTrapError's) goes as well, so the name is said once.
func WrapKernel(prefix, kernel string, err error) error {
	msg := strings.TrimPrefix(err.Error(), "kern: ")
	return &wrapped{prefix + ": " + strings.TrimPrefix(msg, "kernel "+kernel+": "), err}
}

// Wrapf is Wrap with the prefix formatted.
func Wrapf(err error, format string, args ...any) error {
	return Wrap(fmt.Sprintf(format, args...), err)
}

type wrapped struct {
	msg string
	err error
}

func (w *wrapped) Error() string { return w.msg }
func (w *wrapped) Unwrap() error { return w.err }
