package gpucore

import (
	"fmt"

	"github.com/kernlab/kern/driver"
)

// ErrorName is the symbolic name of s: the library's, else the built-in
// table's.
func (l *Lib) ErrorName(s Status) string {
	a := l.API
	if fn := l.Fn.ErrorName.Addr; fn != 0 {
		if n, ok := a.LibName(fn, s); ok {
			return n
		}
	}
	if n, ok := a.Names()[s]; ok {
		return n
	}
	return fmt.Sprintf(a.Unnamed, uint32(s))
}

// ErrorText is the library's description of s.
func (l *Lib) ErrorText(s Status) string {
	if fn := l.Fn.ErrorString.Addr; fn != 0 {
		if t, ok := l.API.LibText(fn, s); ok {
			return t
		}
	}
	return "unrecognized error code"
}

// Check turns s into nil or a *driver.Error for op.
func (l *Lib) Check(op string, s Status) error {
	if s == Success {
		return nil
	}
	return l.NewError(op, s)
}

// NewError is the *driver.Error of a failed call.
func (l *Lib) NewError(op string, s Status) *driver.Error {
	return &driver.Error{
		Kind:     l.API.Kind,
		Op:       op,
		Code:     int(s),
		Name:     l.ErrorName(s),
		Text:     l.ErrorText(s),
		Sentinel: l.API.Sentinel(int(s)),
	}
}

// ArgError is a bad argument caught before calling the library.
func (a *API) ArgError(op, format string, args ...any) error {
	return &driver.Error{
		Kind:     a.Kind,
		Op:       op,
		Code:     int(InvalidValue),
		Name:     a.InvalidValueName,
		Text:     fmt.Sprintf(format, args...),
		Sentinel: driver.ErrInvalidValue,
	}
}
