package ir

import (
	"fmt"
	"strings"

	"github.com/kernlab/kern/abi"
)

// Type is an IR type: a *Basic, *Pointer, *Array or *Struct. Types are
// compared with Identical, not ==, except for Basic types, which are
// canonical (use the Typ table).
type Type interface {
	// String is the printed form: i32, f64, ptr<global f32>, [8]f32, {i64, i64}.
	String() string
	// Size and Align are in bytes, with C layout (Go's for these types).
	Size() int
	Align() int
}

// BasicKind enumerates the scalar types.
type BasicKind uint8

// Scalar kinds. Int and Uint of Go are 64-bit (Int64, Uint64) in the IR.
const (
	Invalid BasicKind = iota
	Bool
	Int8
	Int16
	Int32
	Int64
	Uint8
	Uint16
	Uint32
	Uint64
	Float32
	Float64
)

// Basic is a scalar type.
type Basic struct {
	Kind BasicKind
	name string
	size int
}

// Typ holds the canonical Basic types, indexed by kind. It is never written.
var Typ = [...]*Basic{
	Invalid: {Invalid, "invalid", 0},
	Bool:    {Bool, "bool", 1},
	Int8:    {Int8, "i8", 1},
	Int16:   {Int16, "i16", 2},
	Int32:   {Int32, "i32", 4},
	Int64:   {Int64, "i64", 8},
	Uint8:   {Uint8, "u8", 1},
	Uint16:  {Uint16, "u16", 2},
	Uint32:  {Uint32, "u32", 4},
	Uint64:  {Uint64, "u64", 8},
	Float32: {Float32, "f32", 4},
	Float64: {Float64, "f64", 8},
}

func (b *Basic) String() string { return b.name }
func (b *Basic) Size() int      { return b.size }
func (b *Basic) Align() int     { return max(b.size, 1) }

// IsInteger reports a signed or unsigned integer kind.
func (b *Basic) IsInteger() bool { return b.Kind >= Int8 && b.Kind <= Uint64 }

// IsSigned reports a signed integer kind.
func (b *Basic) IsSigned() bool { return b.Kind >= Int8 && b.Kind <= Int64 }

// IsUnsigned reports an unsigned integer kind.
func (b *Basic) IsUnsigned() bool { return b.Kind >= Uint8 && b.Kind <= Uint64 }

// IsFloat reports f32 or f64.
func (b *Basic) IsFloat() bool { return b.Kind == Float32 || b.Kind == Float64 }

// Bits is the width in bits (1 for bool is reported as 8: its storage).
func (b *Basic) Bits() int { return 8 * b.size }

// AddrSpace is where a pointer points.
type AddrSpace uint8

// Address spaces. SpaceGeneric can point anywhere (PTX generic addressing).
const (
	SpaceGeneric AddrSpace = iota
	SpaceGlobal
	SpaceShared
	SpaceLocal
	SpaceParam
	SpaceConst
)

var spaceNames = [...]string{"generic", "global", "shared", "local", "param", "const"}

func (s AddrSpace) String() string {
	if int(s) < len(spaceNames) {
		return spaceNames[s]
	}
	return fmt.Sprintf("space%d", s)
}

// Pointer is a 64-bit address of an Elem in Space.
type Pointer struct {
	Elem  Type
	Space AddrSpace
}

func (p *Pointer) String() string { return "ptr<" + p.Space.String() + " " + p.Elem.String() + ">" }
func (p *Pointer) Size() int      { return 8 }
func (p *Pointer) Align() int     { return 8 }

// Array is a fixed-length array value: a Go array.
type Array struct {
	Elem Type
	Len  int
}

func (a *Array) String() string { return fmt.Sprintf("[%d]%s", a.Len, a.Elem) }
func (a *Array) Size() int      { return a.Len * a.Elem.Size() }
func (a *Array) Align() int     { return a.Elem.Align() }

// IsVector reports whether t is what one aligned vector load reads
// (LoadAligned): an array of 2 or 4 non-bool scalars of 4 or 8 bytes,
// 8 or 16 bytes in all.
func IsVector(t Type) bool {
	a, ok := t.(*Array)
	if !ok || (a.Len != 2 && a.Len != 4) {
		return false
	}
	b, ok := a.Elem.(*Basic)
	if !ok || b.Kind == Bool || (b.size != 4 && b.size != 8) {
		return false
	}
	return a.Size() <= 16
}

// Field is a struct member.
type Field struct {
	Name string
	Type Type
}

// Struct is an aggregate value: a Go struct, a slice ({ptr, len, cap}), a
// strided view ({ptr, shape..., strides...}) or a function's multiple
// results. Tag names what it lowers ("slice", "array2", "results"), for the
// printer and the backends' parameter ABI; it does not affect identity.
type Struct struct {
	Tag    string
	Fields []Field
}

func (s *Struct) String() string {
	var b strings.Builder
	b.WriteString(s.Tag)
	b.WriteString("{")
	for i, f := range s.Fields {
		if i > 0 {
			b.WriteString(", ")
		}
		if f.Name != "" {
			b.WriteString(f.Name + " ")
		}
		b.WriteString(f.Type.String())
	}
	b.WriteString("}")
	return b.String()
}

// Offset is the byte offset of field i.
func (s *Struct) Offset(i int) int {
	off := 0
	for k, f := range s.Fields {
		off = alignUp(off, f.Type.Align())
		if k == i {
			return off
		}
		off += f.Type.Size()
	}
	return off
}

func (s *Struct) Size() int {
	if len(s.Fields) == 0 {
		return 0
	}
	last := len(s.Fields) - 1
	return alignUp(s.Offset(last)+s.Fields[last].Type.Size(), s.Align())
}

func (s *Struct) Align() int {
	a := 1
	for _, f := range s.Fields {
		a = max(a, f.Type.Align())
	}
	return a
}

func alignUp(n, a int) int { return (n + a - 1) / a * a }

// Identical reports whether two types are the same (struct tags and field
// names are ignored).
func Identical(x, y Type) bool {
	switch x := x.(type) {
	case *Basic:
		y, ok := y.(*Basic)
		return ok && x.Kind == y.Kind
	case *Pointer:
		y, ok := y.(*Pointer)
		return ok && x.Space == y.Space && Identical(x.Elem, y.Elem)
	case *Array:
		y, ok := y.(*Array)
		return ok && x.Len == y.Len && Identical(x.Elem, y.Elem)
	case *Struct:
		y, ok := y.(*Struct)
		if !ok || len(x.Fields) != len(y.Fields) {
			return false
		}
		for i := range x.Fields {
			if !Identical(x.Fields[i].Type, y.Fields[i].Type) {
				return false
			}
		}
		return true
	}
	return false
}

// SliceType is the lowering of a Go []Elem whose data lives in space.
func SliceType(elem Type, space AddrSpace) *Struct {
	fs := make([]Field, abi.SliceLeaves) // the runtime marshals a []T at abi's indices
	fs[abi.SlicePtr] = Field{"ptr", &Pointer{Elem: elem, Space: space}}
	fs[abi.SliceLen] = Field{"len", Typ[Int64]}
	fs[abi.SliceCap] = Field{"cap", Typ[Int64]}
	return &Struct{Tag: "slice", Fields: fs}
}

// ViewType is the lowering of kern.ArrayN[Elem]: a pointer to element 0,
// then the n extents, then the n strides in elements (abi.View*).
func ViewType(elem Type, n int, space AddrSpace) *Struct {
	fs := make([]Field, abi.ViewLeaves(n))
	fs[abi.ViewPtr] = Field{"ptr", &Pointer{Elem: elem, Space: space}}
	for k := range n {
		fs[abi.ViewShape(k)] = Field{fmt.Sprintf("shape%d", k), Typ[Int64]}
		fs[abi.ViewStride(n, k)] = Field{fmt.Sprintf("stride%d", k), Typ[Int64]}
	}
	return &Struct{Tag: fmt.Sprintf("array%d", n), Fields: fs}
}

// Leaves appends the scalar (Basic or Pointer) leaf types of t in memory
// order: the flattening used by the kernel parameter ABI and by backends
// that keep aggregates in registers.
func Leaves(t Type, out []Type) []Type {
	switch t := t.(type) {
	case *Array:
		for range t.Len {
			out = Leaves(t.Elem, out)
		}
	case *Struct:
		for _, f := range t.Fields {
			out = Leaves(f.Type, out)
		}
	default:
		out = append(out, t)
	}
	return out
}
