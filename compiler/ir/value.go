package ir

import (
	"fmt"
	"math"
	"path/filepath"
	"strings"
)

// Value is anything an instruction can use: an *Instr that yields a value,
// a *Param, a *Const or a *Global.
type Value interface {
	// Name is how the value is printed where it is used: t3, %a, 1.5:f32, @tbl.
	Name() string
	Type() Type
}

// Pos is a source position (kept on every instruction for diagnostics and
// debug-mode traps).
type Pos struct {
	File      string
	Line, Col int
}

func (p Pos) String() string {
	if p.File == "" {
		return "-"
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// IsValid reports whether the position is known.
func (p Pos) IsValid() bool { return p.Line > 0 }

// TrapSite is the entry of a debug module's trap-site table for a failed
// check at pos with message msg: "file:line:col: message", the message
// without a trailing " at POS" (the front end's messages end with it) and
// in printable ASCII without quotes or backslashes. Both GPU backends
// build their tables with it, so that a site id means the same in both.
func TrapSite(pos Pos, msg string) string {
	if msg == "" {
		msg = "kernel trap"
	}
	b := []byte(strings.TrimSuffix(msg, " at "+pos.String()))
	for i, c := range b {
		if c < ' ' || c > '~' || c == '"' || c == '\\' {
			b[i] = '_'
		}
	}
	return fmt.Sprintf("%s: %s", pos, b)
}

// SourceName is file as the backends' line tables name it: relative to
// base (kern gen: the package's directory), so that generated code does
// not depend on where it was generated; a file elsewhere (GOROOT's math)
// keeps the part after the last "/src/", else its base name. An empty
// base (or file) leaves file as it is.
func SourceName(file, base string) string {
	if base == "" || file == "" {
		return file
	}
	if rel, err := filepath.Rel(base, file); err == nil && !strings.HasPrefix(rel, "..") {
		return filepath.ToSlash(rel)
	}
	slash := filepath.ToSlash(file)
	if i := strings.LastIndex(slash, "/src/"); i >= 0 {
		return slash[i+len("/src/"):]
	}
	return filepath.Base(file)
}

// Param is a function parameter.
//
// Printed form: %name
type Param struct {
	Ident string
	Typ   Type
	Fn    *Function
	Index int
	// DType names the element type where the IR type does not: "float16"
	// or "bfloat16" for Go's half.Float16 and BFloat16 (u16 in the IR),
	// "float8_e4m3fn" or "float8_e5m2" for the FP8 types (u8), whether the
	// parameter is a value, a slice or a view; "" for the rest.
	DType string
}

func (p *Param) Name() string { return "%" + p.Ident }
func (p *Param) Type() Type   { return p.Typ }

// Const is a constant scalar or the zero value of any type.
//
// For a Basic type, Bits holds the value: integers truncated to their width
// and zero-extended, floats as their IEEE bits (f32 in the low 32 bits),
// bool as 0 or 1. For other types only Zero constants exist.
//
// Printed form: 3:i32, -1:i64, 1.5:f32, true, null:ptr<global f32>, zero:{i64, i64}
type Const struct {
	Typ  Type
	Bits uint64
}

// ConstInt returns an integer (or bool) constant of type t, truncating v.
func ConstInt(t *Basic, v int64) *Const {
	if t.Kind == Bool {
		if v != 0 {
			v = 1
		}
		return &Const{t, uint64(v)}
	}
	bits := t.Bits()
	u := uint64(v)
	if bits < 64 {
		u &= 1<<bits - 1
	}
	return &Const{t, u}
}

// ConstFloat returns a float constant of type t (rounded to f32 if needed).
func ConstFloat(t *Basic, v float64) *Const {
	if t.Kind == Float32 {
		return &Const{t, uint64(math.Float32bits(float32(v)))}
	}
	return &Const{t, math.Float64bits(v)}
}

// Zero returns the zero value of t.
func Zero(t Type) *Const { return &Const{Typ: t} }

// Int returns the constant as a signed integer (sign-extended from its width).
func (c *Const) Int() int64 {
	b, ok := c.Typ.(*Basic)
	if !ok || b.Bits() >= 64 || !b.IsSigned() {
		return int64(c.Bits)
	}
	sh := 64 - b.Bits()
	return int64(c.Bits<<sh) >> sh
}

// Float returns a float constant's value.
func (c *Const) Float() float64 {
	if b, ok := c.Typ.(*Basic); ok && b.Kind == Float32 {
		return float64(math.Float32frombits(uint32(c.Bits)))
	}
	return math.Float64frombits(c.Bits)
}

func (c *Const) Type() Type { return c.Typ }

func (c *Const) Name() string {
	b, ok := c.Typ.(*Basic)
	switch {
	case ok && b.Kind == Bool:
		if c.Bits != 0 {
			return "true"
		}
		return "false"
	case ok && b.IsFloat():
		return fmt.Sprintf("%v:%s", c.Float(), b)
	case ok && b.IsSigned():
		return fmt.Sprintf("%d:%s", c.Int(), b)
	case ok:
		return fmt.Sprintf("%d:%s", c.Bits, b)
	}
	if _, ok := c.Typ.(*Pointer); ok && c.Bits == 0 {
		return "null:" + c.Typ.String()
	}
	return "zero:" + c.Typ.String()
}

// Global is module-level read-only data (a Go package-level array that a
// kernel only reads, such as a math table), or a shared variable.
//
// Printed form: @name
type Global struct {
	Ident string
	// Elem is the type of the data; the Global's own type is a pointer to it
	// in Space.
	Elem  Type
	Space AddrSpace
	// Init is the little-endian bytes of the initial value (len Elem.Size()),
	// or nil for zero.
	Init []byte
}

func (g *Global) Name() string { return "@" + g.Ident }
func (g *Global) Type() Type   { return &Pointer{Elem: g.Elem, Space: g.Space} }
