package dl

import (
	"errors"
	"fmt"
	"strings"
	"unsafe"

	"github.com/ebitengine/purego"
)

// Sym is one entry of a binding table: the C symbol name and where its
// address goes. Optional symbols may be absent (their address stays 0).
type Sym struct {
	Name     string
	Addr     *uintptr
	Optional bool
}

// Lib is an opened shared library.
type Lib struct {
	Handle uintptr
	// Path is the name that dlopen accepted.
	Path string
}

// OpenError is a library that none of the candidate names could open.
type OpenError struct {
	// Names are the candidates tried, in order; Reasons the dlerror text of each.
	Names   []string
	Reasons []string
}

func (e *OpenError) Error() string {
	var b strings.Builder
	for i, n := range e.Names {
		if i > 0 {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "%s: %s", n, e.Reasons[i])
	}
	return b.String()
}

// Open dlopens the first of names that loads. Each of preload is opened
// first with RTLD_GLOBAL, so that a library whose dependencies are not on
// the loader's search path (an unpacked package) still resolves them: the
// loader matches a DT_NEEDED entry against libraries already loaded by their
// soname.
func Open(names []string, preload []string) (Lib, error) {
	for _, p := range preload {
		if _, err := purego.Dlopen(p, purego.RTLD_NOW|purego.RTLD_GLOBAL); err != nil {
			return Lib{}, &OpenError{Names: []string{p}, Reasons: []string{"preload: " + err.Error()}}
		}
	}
	oe := &OpenError{}
	for _, n := range names {
		h, err := purego.Dlopen(n, purego.RTLD_NOW|purego.RTLD_GLOBAL)
		if err == nil {
			return Lib{Handle: h, Path: n}, nil
		}
		oe.Names = append(oe.Names, n)
		oe.Reasons = append(oe.Reasons, err.Error())
	}
	if len(oe.Names) == 0 {
		return Lib{}, errors.New("dl: no library names given")
	}
	return Lib{}, oe
}

// MissingError lists required symbols a library lacks.
type MissingError struct {
	Path    string
	Symbols []string
}

func (e *MissingError) Error() string {
	return fmt.Sprintf("%s lacks %s", e.Path, strings.Join(e.Symbols, ", "))
}

// Bind resolves every symbol of table in l. Absent optional symbols are left
// at 0; absent required ones are all reported in one *MissingError.
func Bind(l Lib, table []Sym) error {
	var missing []string
	for _, s := range table {
		a, err := purego.Dlsym(l.Handle, s.Name)
		if err != nil || a == 0 {
			*s.Addr = 0
			if !s.Optional {
				missing = append(missing, s.Name)
			}
			continue
		}
		*s.Addr = a
	}
	if missing != nil {
		return &MissingError{Path: l.Path, Symbols: missing}
	}
	return nil
}

// GoString copies the NUL-terminated C string at addr (0 gives "").
func GoString(addr uintptr) string {
	if addr == 0 {
		return ""
	}
	// Reinterpret the address through memory rather than a uintptr
	// conversion: addr points to C memory the GC never moves or frees.
	p := *(*unsafe.Pointer)(unsafe.Pointer(&addr))
	n := 0
	for *(*byte)(unsafe.Add(p, n)) != 0 {
		n++
	}
	return string(unsafe.Slice((*byte)(p), n))
}

// CString returns the text of b up to its first NUL.
func CString(b []byte) string {
	for i, c := range b {
		if c == 0 {
			return string(b[:i])
		}
	}
	return string(b)
}

// Pointer turns an address returned by C into an unsafe.Pointer. It is only
// for memory the C library owns (pinned host allocations, static strings).
func Pointer(addr uintptr) unsafe.Pointer {
	return *(*unsafe.Pointer)(unsafe.Pointer(&addr))
}
