package ssagen

import (
	"fmt"
	"go/types"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
	"golang.org/x/tools/go/ssa"
)

// typeError says why a Go type has no IR form.
type typeError struct {
	code Code
	msg  string
}

func (e *typeError) Error() string { return e.msg }

// pkgOf is fn's package, looking through instances and wrappers.
func pkgOf(fn *ssa.Function) *types.Package {
	if fn.Pkg != nil {
		return fn.Pkg.Pkg
	}
	if o := fn.Origin(); o != nil && o.Pkg != nil {
		return o.Pkg.Pkg
	}
	if obj := fn.Object(); obj != nil {
		return obj.Pkg()
	}
	return nil
}

func typeName(t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string {
		if p.Path() == HalfPath {
			// Every type of package half has its kern name, which the
			// docs and most code use (kern.Float16 = half.Float16).
			return "kern"
		}
		return p.Name()
	})
}

// isKernNamed reports whether t is the named type kern.NAME (or an
// instance of it) and returns NAME.
func kernNamed(t types.Type) (string, *types.Named) {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != abi.KernPath {
		return "", nil
	}
	return n.Obj().Name(), n
}

// IsThread reports whether t is *kern.Thread.
func IsThread(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	name, _ := kernNamed(p.Elem())
	return name == "Thread"
}

// ViewRank is n for kern.ArrayN[T], else 0.
func ViewRank(t types.Type) int {
	switch name, _ := kernNamed(t); name {
	case "Array1":
		return 1
	case "Array2":
		return 2
	case "Array3":
		return 3
	}
	return 0
}

// BasicType maps a Go basic type to the IR, or nil.
func BasicType(b *types.Basic) *ir.Basic {
	switch b.Kind() {
	case types.Bool, types.UntypedBool:
		return ir.Typ[ir.Bool]
	case types.Int8:
		return ir.Typ[ir.Int8]
	case types.Int16:
		return ir.Typ[ir.Int16]
	case types.Int32, types.UntypedRune:
		return ir.Typ[ir.Int32]
	case types.Int, types.Int64, types.UntypedInt:
		return ir.Typ[ir.Int64]
	case types.Uint8:
		return ir.Typ[ir.Uint8]
	case types.Uint16:
		return ir.Typ[ir.Uint16]
	case types.Uint32:
		return ir.Typ[ir.Uint32]
	case types.Uint, types.Uint64, types.Uintptr:
		return ir.Typ[ir.Uint64]
	case types.Float32:
		return ir.Typ[ir.Float32]
	case types.Float64, types.UntypedFloat:
		return ir.Typ[ir.Float64]
	}
	return nil
}

// Type lowers a Go type. Pointers, slices and views point into space.
func Type(t types.Type, space ir.AddrSpace) (ir.Type, error) {
	return lowerType(t, space, nil)
}

// lowerType is Type; open holds the named types being lowered, so that a
// type that refers to itself (a linked list's node) is an error, not an
// endless descent.
func lowerType(t types.Type, space ir.AddrSpace, open []*types.Named) (ir.Type, error) {
	if n, ok := types.Unalias(t).(*types.Named); ok {
		for _, o := range open {
			if types.Identical(o, n) {
				return nil, &typeError{CodeType, fmt.Sprintf("type %s refers to itself, which kernel code cannot lay out; use indices into a slice instead of pointers", typeName(t))}
			}
		}
		open = append(open, n)
	}
	if n := ViewRank(t); n > 0 {
		elem, err := lowerType(types.Unalias(t).(*types.Named).TypeArgs().At(0), space, open)
		if err != nil {
			return nil, err
		}
		return ir.ViewType(elem, n, space), nil
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		if b := BasicType(u); b != nil {
			return b, nil
		}
		switch {
		case u.Info()&types.IsString != 0:
			return nil, &typeError{CodeString, "strings are not supported in kernel code"}
		case u.Info()&types.IsComplex != 0:
			return complexType(u.Kind()), nil
		}
		return nil, &typeError{CodeType, fmt.Sprintf("type %s is not supported in kernel code", typeName(t))}
	case *types.Array:
		if err := fragElemError(u.Elem()); err != nil {
			return nil, err
		}
		elem, err := lowerType(u.Elem(), space, open)
		if err != nil {
			return nil, err
		}
		return &ir.Array{Elem: elem, Len: int(u.Len())}, nil
	case *types.Slice:
		if err := fragElemError(u.Elem()); err != nil {
			return nil, err
		}
		elem, err := lowerType(u.Elem(), space, open)
		if err != nil {
			return nil, err
		}
		return ir.SliceType(elem, space), nil
	case *types.Pointer:
		if IsThread(t) {
			return nil, &typeError{CodeThread, "*kern.Thread can only be a parameter and the receiver of its methods"}
		}
		if err := fragElemError(u.Elem()); err != nil {
			return nil, err
		}
		elem, err := lowerType(u.Elem(), space, open)
		if err != nil {
			return nil, err
		}
		return &ir.Pointer{Elem: elem, Space: space}, nil
	case *types.Struct:
		s := &ir.Struct{Tag: structTag(t)}
		for i := range u.NumFields() {
			ft, err := lowerType(u.Field(i).Type(), space, open)
			if err != nil {
				return nil, err
			}
			s.Fields = append(s.Fields, ir.Field{Name: u.Field(i).Name(), Type: ft})
		}
		return s, nil
	case *types.Tuple:
		var rs []ir.Type
		for i := range u.Len() {
			rt, err := lowerType(u.At(i).Type(), space, open)
			if err != nil {
				return nil, err
			}
			rs = append(rs, rt)
		}
		return ir.ResultType(rs), nil
	case *types.Map:
		return nil, &typeError{CodeMap, "maps are not supported in kernel code; use an array or slice indexed by key"}
	case *types.Chan:
		return nil, &typeError{CodeChan, "channels are not supported in kernel code"}
	case *types.Interface:
		return nil, &typeError{CodeInterface, fmt.Sprintf("interface type %s is not supported in kernel code; use a concrete type or a type parameter", typeName(t))}
	case *types.Signature:
		return nil, &typeError{CodeDynCall, "function values are not supported in kernel code; call the function directly"}
	}
	return nil, &typeError{CodeType, fmt.Sprintf("type %s is not supported in kernel code", typeName(t))}
}

func structTag(t types.Type) string {
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
}

// withSpace returns t with every pointer (also inside slices and views)
// moved to space.
func withSpace(t ir.Type, space ir.AddrSpace) ir.Type {
	switch t := t.(type) {
	case *ir.Pointer:
		if t.Space == space {
			return t
		}
		return &ir.Pointer{Elem: t.Elem, Space: space}
	case *ir.Struct:
		var fs []ir.Field
		changed := false
		for _, f := range t.Fields {
			nt := withSpace(f.Type, space)
			changed = changed || nt != f.Type
			fs = append(fs, ir.Field{Name: f.Name, Type: nt})
		}
		if !changed {
			return t
		}
		return &ir.Struct{Tag: t.Tag, Fields: fs}
	}
	return t
}

// hasPointer reports whether t contains a pointer leaf.
func hasPointer(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.Pointer:
		return true
	case *ir.Struct:
		for _, f := range t.Fields {
			if hasPointer(f.Type) {
				return true
			}
		}
	case *ir.Array:
		return hasPointer(t.Elem)
	}
	return false
}

// goSizes is the layout Go gives values on the 64-bit hosts kern runs on
// (amd64 and arm64 agree).
var goSizes = types.SizesFor("gc", "amd64")

// RecordLayoutError is "" when the IR lays out t (a slice element a launch
// copies as bytes) exactly as Go does, else says where they differ. They
// agree on numbers, arrays and structs of them but for Go's padding after
// a trailing zero-size field.
func RecordLayoutError(t types.Type) string {
	it, err := Type(t, ir.SpaceGlobal)
	if err != nil {
		return err.Error()
	}
	return layoutDiff(t, it)
}

func layoutDiff(t types.Type, it ir.Type) string {
	if got, want := it.Size(), int(goSizes.Sizeof(t)); got != want {
		return fmt.Sprintf("Go lays %s out in %d bytes, the GPU code in %d (a zero-size last field pads it in Go); move or remove the zero-size field", typeName(t), want, got)
	}
	switch u := t.Underlying().(type) {
	case *types.Array:
		if a, ok := it.(*ir.Array); ok {
			return layoutDiff(u.Elem(), a.Elem)
		}
	case *types.Struct:
		s, ok := it.(*ir.Struct)
		if !ok || len(s.Fields) != u.NumFields() {
			break
		}
		var fs []*types.Var
		for i := range u.NumFields() {
			fs = append(fs, u.Field(i))
		}
		offs := goSizes.Offsetsof(fs)
		for i, f := range fs {
			if s.Offset(i) != int(offs[i]) {
				return fmt.Sprintf("field %s of %s lies at byte %d in Go and %d in the GPU code", f.Name(), typeName(t), offs[i], s.Offset(i))
			}
			if why := layoutDiff(f.Type(), s.Fields[i].Type); why != "" {
				return why
			}
		}
	}
	return ""
}
