package compiler

import (
	"errors"
	"fmt"
	"go/types"
	"strings"

	"github.com/kernlab/kern/compiler/internal/ssagen"
)

// maxInstances bounds the cartesian product of type sets.
const maxInstances = 64

// instancesOf lists the type-argument lists of a marked function: the
// product of each type parameter's type set, which must be a finite union
// of basic types (complex ones included) and package half's 16-bit float
// types, and for a kernel (records) also of records (structs and arrays
// of numbers) its own package declares. Each list is written as
// typeArgName spells its types. A non-generic function has the single
// instance "".
func instancesOf(obj *types.Func, records bool) ([]string, error) {
	var rec *types.Package
	if records {
		rec = obj.Pkg()
	}
	tps := obj.Type().(*types.Signature).TypeParams()
	if tps.Len() == 0 {
		return []string{""}, nil
	}
	combos := [][]string{nil}
	for i := range tps.Len() {
		tp := tps.At(i)
		set, err := typeSet(tp.Constraint(), 0, rec)
		if err != nil {
			also := ""
			if records {
				also = ", or a kernel's records (Particle | Cell)"
			}
			return nil, fmt.Errorf("type parameter %s %s: %v; kern compiles one instance per type, so the constraint must list basic types or the 16-bit float types, such as float32 | float64, kern.Float, kern.Half or kern.MMAInput%s", tp.Obj().Name(), typeName(tp.Constraint()), err, also)
		}
		var next [][]string
		for _, c := range combos {
			for _, t := range set {
				next = append(next, append(append([]string(nil), c...), typeArgName(t)))
			}
		}
		if len(next) > maxInstances {
			return nil, fmt.Errorf("type parameters give %d instances, over the limit of %d", len(next), maxInstances)
		}
		combos = next
	}
	out := make([]string, len(combos))
	for i, c := range combos {
		out[i] = strings.Join(c, ",")
	}
	return out, nil
}

// typeArgName spells a member of a type set as instance names and the
// generated Go code write it: a basic type by its name, a 16-bit float
// type as kern.Float16 or kern.BFloat16 (aliases of package half's types,
// and the package every generated file imports as kern), a record by its
// name in its own package (the generated file's).
func typeArgName(t types.Type) string {
	if b, ok := t.(*types.Basic); ok {
		return b.Name()
	}
	n := types.Unalias(t).(*types.Named)
	if ssagen.HalfDType(n) == "" {
		return n.Obj().Name()
	}
	return "kern." + n.Obj().Name()
}

// synthHalf is the name under which the synthetic instance file imports
// package half, unlikely to collide with a name of the user's package.
const synthHalf = "kernHalf_"

// synthTypeArgs spells a type-argument list in the synthetic instance
// file, which imports package half as synthHalf rather than kern (a
// package kern imports may have marked functions; half imports nothing of
// kern's).
func synthTypeArgs(targ string) (string, bool) {
	if !strings.Contains(targ, "kern.") {
		return targ, false
	}
	return strings.ReplaceAll(targ, "kern.", synthHalf+"."), true
}

// errStorageFormat marks a constraint refused for listing an FP8 type.
var errStorageFormat = errors.New("is a storage format")

// typeName spells t as the user's code does: package half's types by
// their kern names (kern.Float16 = half.Float16).
func typeName(t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string {
		if p.Path() == ssagen.HalfPath {
			return "kern"
		}
		return p.Name()
	})
}

// typeSet is the finite list of types a constraint allows: basic types
// and package half's Float16 and BFloat16, and records package rec
// declares (nil: none).
func typeSet(c types.Type, depth int, rec *types.Package) ([]types.Type, error) {
	if depth > 16 {
		return nil, fmt.Errorf("constraint nests too deeply")
	}
	iface, ok := c.Underlying().(*types.Interface)
	if !ok {
		return termSet(c, depth, rec)
	}
	if iface.NumMethods() > 0 {
		// An FP8 union with the methods a helper calls is the usual
		// reason: say why no instance exists rather than only that the
		// constraint has methods.
		for i := range iface.NumEmbeddeds() {
			if _, err := termSet(iface.EmbeddedType(i), depth+1, rec); errors.Is(err, errStorageFormat) {
				return nil, err
			}
		}
		return nil, fmt.Errorf("the constraint has methods")
	}
	if iface.NumEmbeddeds() == 0 {
		return nil, fmt.Errorf("the constraint allows every type")
	}
	var set []types.Type
	for i := range iface.NumEmbeddeds() {
		s, err := termSet(iface.EmbeddedType(i), depth+1, rec)
		if err != nil {
			return nil, err
		}
		if i == 0 {
			set = s
		} else {
			set = intersect(set, s)
		}
	}
	if len(set) == 0 {
		return nil, fmt.Errorf("the type set is empty")
	}
	return set, nil
}

func termSet(t types.Type, depth int, rec *types.Package) ([]types.Type, error) {
	switch u := types.Unalias(t).(type) {
	case *types.Union:
		var set []types.Type
		for i := range u.Len() {
			term := u.Term(i)
			if term.Tilde() {
				return nil, fmt.Errorf("~%s allows infinitely many types", typeName(term.Type()))
			}
			s, err := termSet(term.Type(), depth+1, rec)
			if err != nil {
				return nil, err
			}
			for _, b := range s {
				if !contains(set, b) {
					set = append(set, b)
				}
			}
		}
		return set, nil
	case *types.Basic:
		// Complex numbers have one: the front end's {re, im} struct.
		if ssagen.BasicType(u) == nil && u.Info()&types.IsComplex == 0 || u.Info()&types.IsUntyped != 0 {
			return nil, fmt.Errorf("%s has no GPU representation", u.Name())
		}
		return []types.Type{u}, nil
	case *types.Named:
		switch ssagen.HalfDType(u) {
		case "float16", "bfloat16":
			return []types.Type{u}, nil
		case "":
			if r, err := record(u, rec); r || err != nil {
				return []types.Type{u}, err
			}
		default:
			return nil, fmt.Errorf("%s %w: kernels convert it (x.Float32(), kern.ToFloat8E4M3) but have no arithmetic on it, so kern compiles no instance for it (take it as a concrete type, or call an unmarked helper whose constraint lists the FP8 types with the methods it calls; for FP8 MMA, write one kernel per FP8 type that calls an unmarked helper generic over kern.MMAElement)", typeName(u), errStorageFormat)
		}
	}
	if _, isIface := t.Underlying().(*types.Interface); isIface {
		return typeSet(t, depth+1, rec)
	}
	return nil, fmt.Errorf("%s is neither a basic type nor kern.Float16 or kern.BFloat16", typeName(t))
}

// record reports a named struct or array type a kernel may be generic
// over: declared in the kernel's own package rec (the generated file
// names it unqualified), not generic itself, of numbers, bools and
// records a launch copies as they are. Such a kernel can only move T
// values (Go has no field access through a type parameter): a gather, a
// scatter, a transpose of records.
func record(n *types.Named, rec *types.Package) (bool, error) {
	switch n.Underlying().(type) {
	case *types.Struct, *types.Array:
	default:
		return false, nil
	}
	if rec == nil {
		return false, fmt.Errorf("%s is a record: only a //kern:kernel may be generic over records", typeName(n))
	}
	if n.Obj().Pkg() != rec {
		return false, fmt.Errorf("%s is declared in another package: a generic kernel's records are its own package's types", typeName(n))
	}
	if n.TypeArgs().Len() > 0 {
		return false, fmt.Errorf("%s is an instance of a generic type", typeName(n))
	}
	if why := recordError(n); why != "" {
		return false, fmt.Errorf("%s: %s", typeName(n), why)
	}
	if why := ssagen.RecordLayoutError(n); why != "" {
		return false, fmt.Errorf("%s: %s", typeName(n), why)
	}
	return true, nil
}

func contains(set []types.Type, t types.Type) bool {
	for _, x := range set {
		if types.Identical(x, t) {
			return true
		}
	}
	return false
}

func intersect(a, b []types.Type) []types.Type {
	var out []types.Type
	for _, x := range a {
		if contains(b, x) {
			out = append(out, x)
		}
	}
	return out
}

// instance is one built instance of a marked function.
type instance struct {
	sig   *types.Signature // nil when it was not built
	targs []types.Type
}

// checkInstances reports each instance of m whose operands (parameters
// other than *kern.Thread, then results) lower to the types of an earlier
// instance's while its type arguments do not: the runtime finds an
// instance's code by its operands' dtypes alone (abi.InstanceName), so it
// could not tell the two apart and would run one's code for the other.
// Instances whose type arguments lower alike too (int and int64 of
// kern.Number) compile to the same code, so either's serves. insts are in
// m.Instances order.
func checkInstances(m *Marked, insts []instance) Diagnostics {
	var ds Diagnostics
	type seenAs struct{ src, targs string }
	seen := map[string]seenAs{} // operand types -> the first instance with them
	for i, in := range insts {
		if in.sig == nil {
			continue
		}
		var ops []types.Type
		for _, vs := range []*types.Tuple{in.sig.Params(), in.sig.Results()} {
			for v := range vs.Variables() {
				if !ssagen.IsThread(v.Type()) {
					ops = append(ops, v.Type())
				}
			}
		}
		key, targs := loweredTypes(ops), loweredTypes(in.targs)
		src := sourceName(m.Name, m.Instances[i])
		other, dup := seen[key]
		if !dup {
			seen[key] = seenAs{src, targs}
			continue
		}
		if other.targs != targs {
			ds = append(ds, Diagnostic{Pos: m.Pos, Kernel: src, Kind: m.Kind, Code: string(ssagen.CodeInstances),
				Msg: fmt.Sprintf("its operands have the dtypes of %s's, and the runtime finds an instance's code by its operands' dtypes, so it cannot tell the two apart: every type parameter must be the type (or element type) of a parameter or the result", other.src)})
		}
	}
	return ds
}

// loweredTypes spells the IR types of ts, each as its Go type where it
// has none, and with its dtype where the IR type does not say it.
func loweredTypes(ts []types.Type) string {
	var b strings.Builder
	for _, t := range ts {
		if it, err := ssagen.Type(t, 0); err == nil {
			b.WriteString(it.String())
			if d := ssagen.HalfDType(t); d != "" { // u16 in the IR, float16 to the runtime
				b.WriteString(" " + d)
			}
		} else {
			b.WriteString(typeName(t))
		}
		b.WriteByte(';')
	}
	return b.String()
}
