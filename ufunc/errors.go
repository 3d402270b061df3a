package ufunc

import (
	"errors"
	"fmt"
)

// Sentinel errors (test with errors.Is). Shape problems wrap nd.ErrShape
// or nd.ErrBroadcast, dtype problems nd.ErrDType.
var (
	// ErrLayout is a malformed gufunc layout string, or operands that do
	// not fit it.
	ErrLayout = errors.New("ufunc: invalid layout")
	// ErrArity is a call with the wrong number of operands.
	ErrArity = errors.New("ufunc: wrong number of operands")
	// ErrScalar is a Go scalar that cannot be converted exactly to the
	// dtype of the loop.
	ErrScalar = errors.New("ufunc: scalar not representable")
	// ErrOperand is a value that is not an array, a slice or a scalar of a
	// supported type.
	ErrOperand = errors.New("ufunc: unsupported operand")
)

// LayoutError is a syntax error in a layout string. It wraps ErrLayout.
type LayoutError struct {
	Layout string
	Pos    int // byte offset in Layout where the problem is
	Msg    string
}

func (e *LayoutError) Error() string {
	return fmt.Sprintf("ufunc: layout %q: position %d: %s", e.Layout, e.Pos, e.Msg)
}

// Unwrap lets errors.Is match ErrLayout.
func (e *LayoutError) Unwrap() error { return ErrLayout }
