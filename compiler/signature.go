package compiler

import (
	"fmt"
	"go/token"
	"go/types"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/internal/ssagen"
)

// checkSignature checks that an instance's signature fits its directive.
func checkSignature(fset *token.FileSet, m *Marked, targ string, sig *types.Signature) Diagnostics {
	name := sourceName(m.Name, targ)
	var ds Diagnostics
	bad := func(code ssagen.Code, format string, args ...any) {
		ds = append(ds, Diagnostic{Pos: m.Pos, Kernel: name, Kind: m.Kind, Code: string(code), Msg: fmt.Sprintf(format, args...)})
	}
	params, results := sig.Params(), sig.Results()
	scalar := func(t types.Type) bool {
		b, ok := t.Underlying().(*types.Basic)
		return ok && ssagen.BasicType(b) != nil
	}
	// A ufunc element: a scalar or a complex number.
	elem := func(t types.Type) bool { return scalar(t) || isComplex(t) }
	for _, tu := range []*types.Tuple{params, results} {
		for i := range tu.Len() {
			if v := tu.At(i); ssagen.HasHalfPair(v.Type()) {
				bad(ssagen.CodeHalf, "%s has type %s: a kern.Half2 lives in registers and is no array element or ufunc operand; take []kern.Float16 or []kern.BFloat16 (or their scalars) and use kern.Load2, kern.Pack2 and kern.Store2 inside", paramName(v, tu == results), typeName(v.Type()))
			}
		}
	}
	switch m.Kind {
	case KindVectorize:
		for i := range params.Len() {
			if t := params.At(i).Type(); !elem(t) {
				bad(ssagen.CodeVectorize, "vectorize parameter %s has type %s: a vectorize function takes scalars (use guvectorize for arrays)", params.At(i).Name(), typeName(t))
			}
		}
		if results.Len() != 1 || !elem(results.At(0).Type()) {
			bad(ssagen.CodeVectorize, "a vectorize function returns exactly one scalar result")
		}
		if params.Len() == 0 {
			bad(ssagen.CodeVectorize, "a vectorize function takes at least one scalar parameter")
		}
	case KindReduce:
		ok := params.Len() == 2 && results.Len() == 1 && elem(params.At(0).Type()) &&
			types.Identical(params.At(0).Type(), params.At(1).Type()) &&
			types.Identical(params.At(0).Type(), results.At(0).Type())
		if !ok {
			bad(ssagen.CodeReduce, "a reduce function must be func(T, T) T for a scalar T, got %s", typeName(sig))
		}
	case KindKernel:
		if params.Len() == 0 || !ssagen.IsThread(params.At(0).Type()) {
			bad(ssagen.CodeKernelThread, "a kernel's first parameter must be t *kern.Thread")
		}
		if results.Len() > 0 {
			bad(ssagen.CodeKernelResult, "a kernel returns nothing: write results into a slice or kern array parameter")
		}
		if n := params.Len() - 1; n > abi.MaxKernelParams {
			bad(ssagen.CodeKernelArity, "a kernel takes at most %d parameters after t *kern.Thread (kern.NewKernel1 … NewKernel%d launch it), not %d: "+
				"pass scalars together as one struct parameter, and arrays of one type and length as the rows of one kern.Array2", abi.MaxKernelParams, abi.MaxKernelParams, n)
		}
		for i := 1; i < params.Len(); i++ {
			checkKernelParam(params.At(i), bad)
		}
	case KindGUVectorize:
		if results.Len() > 0 {
			bad(ssagen.CodeGUVectorize, "a guvectorize function returns nothing: its outputs are its last parameters")
		}
		if m.Ins == nil && m.Outs == nil {
			break // the layout did not parse; reported already
		}
		groups := append(append([][]string(nil), m.Ins...), m.Outs...)
		if len(groups) != params.Len() {
			bad(ssagen.CodeGUVectorize, "layout has %d inputs and %d outputs but the function has %d parameters", len(m.Ins), len(m.Outs), params.Len())
			break
		}
		for i, dims := range groups {
			p := params.At(i)
			rank := rankOf(p.Type())
			if rank < 0 {
				bad(ssagen.CodeGUVectorize, "parameter %s has type %s: guvectorize takes scalars, []T and kern.Array1/2/3", p.Name(), typeName(p.Type()))
				continue
			}
			// A () core may be a one-element kern.Array1 or []T, as Numba
			// writes res[0] for a () output.
			unit := rank == 1 && len(dims) == 0
			if rank != len(dims) && !unit {
				bad(ssagen.CodeGUVectorize, "parameter %s is %d-dimensional but its layout (%s) has %d dimensions", p.Name(), rank, joinDims(dims), len(dims))
			}
			if i >= len(m.Ins) && rank == 0 {
				bad(ssagen.CodeGUVectorize, "output parameter %s is a scalar: outputs must be arrays (use a () layout with a 1-element kern.Array1 or []T)", p.Name())
			}
		}
	}
	return ds
}

func paramName(v *types.Var, result bool) string {
	switch {
	case result:
		return "the result"
	case v.Name() == "":
		return "a parameter"
	}
	return "parameter " + v.Name()
}

func joinDims(d []string) string {
	s := ""
	for i, x := range d {
		if i > 0 {
			s += ","
		}
		s += x
	}
	return s
}

// rankOf is 0 for scalars, 1 for []T, n for kern.ArrayN, -1 otherwise
// (complex numbers are scalars).
func rankOf(t types.Type) int {
	if n := ssagen.ViewRank(t); n > 0 {
		return n
	}
	elem := func(t types.Type) bool {
		b, ok := t.Underlying().(*types.Basic)
		return ok && (ssagen.BasicType(b) != nil || isComplex(b))
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		if elem(u) {
			return 0
		}
	case *types.Slice:
		if elem(u.Elem()) {
			return 1
		}
	}
	return -1
}

func checkKernelParam(p *types.Var, bad func(ssagen.Code, string, ...any)) {
	t := p.Type()
	if ssagen.IsThread(t) {
		bad(ssagen.CodeThread, "only the first kernel parameter may be *kern.Thread")
		return
	}
	if _, ok := t.Underlying().(*types.Pointer); ok {
		bad(ssagen.CodePointer, "kernel parameter %s is a pointer: pass a slice or a kern array", p.Name())
		return
	}
	if _, err := ssagen.Type(t, 0); err != nil {
		bad(ssagen.CodeParamType, "kernel parameter %s has type %s: %v", p.Name(), typeName(t), err)
		return
	}
	if s, ok := t.Underlying().(*types.Slice); ok {
		if why := sliceElemError(s.Elem()); why != "" {
			bad(ssagen.CodeParamType, "kernel parameter %s has type %s: %s", p.Name(), typeName(t), why)
		}
	}
}

// sliceElemError says why a []T of this element type has no launch ABI,
// or is "". A launch copies a slice as the bytes Go lays it out in, so its
// elements are numbers, the kern reduced-precision floats, bools, and
// structs and arrays of them (records) whose layout the GPU code shares.
// A type parameter is held to numbers by its constraint (K026), and a
// Half2 is reported as K041.
func sliceElemError(t types.Type) string {
	if _, ok := t.(*types.TypeParam); ok {
		return ""
	}
	if why := recordError(t); why != "" {
		return "a launch passes slices of numbers, bools, and structs and arrays of them; " + why
	}
	return ssagen.RecordLayoutError(t)
}

// recordError says which part of a slice element has no place in device
// memory: a pointer, slice, string, map or other reference.
func recordError(t types.Type) string {
	if ssagen.HalfDType(t) != "" || ssagen.HasHalfPair(t) {
		return ""
	}
	if ssagen.ViewRank(t) > 0 {
		return fmt.Sprintf("%s views other memory; pass the arrays themselves", typeName(t))
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		if u.Info()&(types.IsInteger|types.IsFloat|types.IsComplex|types.IsBoolean) != 0 {
			return ""
		}
		return fmt.Sprintf("%s is not one", typeName(t))
	case *types.Array:
		return recordError(u.Elem())
	case *types.Struct:
		for i := range u.NumFields() {
			if why := recordError(u.Field(i).Type()); why != "" {
				return fmt.Sprintf("field %s: %s", u.Field(i).Name(), why)
			}
		}
		return ""
	}
	return fmt.Sprintf("%s refers to host memory, which the GPU does not see; hold an index into another slice parameter instead, or flatten the data into numbers", typeName(t))
}

func sourceName(name, targ string) string {
	if targ == "" {
		return name
	}
	return name + "[" + targ + "]"
}

func isComplex(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsComplex != 0
}
