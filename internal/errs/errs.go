// Package errs holds the sentinel errors that the root package exports and
// that the engines beneath it wrap, so that errors.Is finds the root's
// names (kern.ErrTarget, …) in what an engine returns without the engine
// importing the root.
package errs

import (
	"errors"
	"fmt"

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
