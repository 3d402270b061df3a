package compiler

import (
	"errors"
	"fmt"
	"go/token"
	"sort"
	"strings"
)

// Diagnostic is one reason a marked function cannot be compiled.
type Diagnostic struct {
	Pos token.Position
	// Kernel is the Go name of the marked function being compiled,
	// with type arguments: "Discriminant[float32]".
	Kernel string
	// Code is the stable error code, "K001"…; see Codes.
	Code string
	Msg  string
	// Kind is the marked function's directive (0 when unknown).
	Kind Kind
}

// Error formats the diagnostic as file:line:col: KIND NAME: message (Kxxx),
// where KIND is the directive ("vectorize Discriminant[float32]", "kernel
// Doubled"), "kernel" when unknown.
func (d Diagnostic) Error() string {
	kind := "kernel"
	if d.Kind != 0 {
		kind = d.Kind.String()
	}
	return fmt.Sprintf("%s: %s %s: %s (%s)", d.Pos, kind, d.Kernel, d.Msg, d.Code)
}

// Diagnostics is every problem of one compile, sorted by position. As an
// error it prints one diagnostic per line.
type Diagnostics []Diagnostic

func (ds Diagnostics) Error() string {
	lines := make([]string, len(ds))
	for i, d := range ds {
		lines[i] = d.Error()
	}
	return strings.Join(lines, "\n")
}

// Err returns ds as an error, or nil when there are none.
func (ds Diagnostics) Err() error {
	if len(ds) == 0 {
		return nil
	}
	return ds
}

// Has reports whether a diagnostic with the code is present.
func (ds Diagnostics) Has(code string) bool {
	for _, d := range ds {
		if d.Code == code {
			return true
		}
	}
	return false
}

func (ds Diagnostics) sort() {
	sort.SliceStable(ds, func(i, j int) bool {
		a, b := ds[i].Pos, ds[j].Pos
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
}

// ErrLoad wraps failures to load or type-check Go packages.
var ErrLoad = errors.New("kern: loading packages")

// ErrNoFunc is returned for a Job naming no marked function.
var ErrNoFunc = errors.New("kern: no such marked function")
