package compiler

import (
	"cmp"
	"errors"
	"fmt"
	"go/token"
	"go/types"
	"slices"
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
	var open error
	for i := range tps.Len() {
		tp := tps.At(i)
		set, err := typeSet(tp.Constraint(), 0, rec)
		var o *openSetError
		if errors.As(err, &o) && records {
			// A kernel takes the instances its package names, if no
			// other type parameter is refused outright.
			if open == nil {
				open = fmt.Errorf("type parameter %s %s: %w", tp.Obj().Name(), typeName(tp.Constraint()), err)
			}
			continue
		}
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
	if open != nil {
		return nil, open
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

// openSetError is a constraint with no finite type set (any, comparable,
// ~float32, one with methods): a kernel generic over it gets the
// instances its package names (namedInstances).
type openSetError struct{ msg string }

func (e *openSetError) Error() string { return e.msg }

func openSet(format string, args ...any) error {
	return &openSetError{fmt.Sprintf(format, args...)}
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
		return nil, openSet("the constraint has methods")
	}
	if iface.NumEmbeddeds() == 0 {
		return nil, openSet("the constraint allows every type")
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
				return nil, openSet("~%s allows infinitely many types", typeName(term.Type()))
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

// instSite is one instantiation the package's code writes: Gather[float32]
// or an inferred call, at pos.
type instSite struct {
	pos   token.Pos
	targs []types.Type
}

// namedInstances lists the instances of a kernel generic over a
// constraint with no finite type set (T any): those its package's
// non-test files name, in source order. An instance named inside generic
// code with that code's type parameters (Gather[T] in func Run[T any]) is
// the instances of Run the package names, found the same way. A type
// argument no kernel can take is reported at the instantiation.
func namedInstances(fset *token.FileSet, m *Marked, info *types.Info) ([]string, Diagnostics) {
	sites := map[types.Object][]instSite{}
	for id, in := range info.Instances {
		obj := info.Uses[id]
		if obj == nil {
			continue
		}
		if tn, ok := obj.(*types.TypeName); ok {
			obj = origin(tn)
		}
		var targs []types.Type
		for t := range in.TypeArgs.Types() {
			targs = append(targs, t)
		}
		sites[obj] = append(sites[obj], instSite{id.Pos(), targs})
	}
	for _, s := range sites {
		slices.SortFunc(s, func(a, b instSite) int { return cmp.Compare(a.pos, b.pos) })
	}
	owners := typeParamOwners(info)
	var resolve func(obj types.Object, depth int, seen map[types.Object]bool) []instSite
	resolve = func(obj types.Object, depth int, seen map[types.Object]bool) []instSite {
		if seen[obj] || depth > 16 {
			return nil
		}
		seen[obj] = true
		defer delete(seen, obj)
		var out []instSite
		for _, s := range sites[obj] {
			ow, ok := typeParamsOf(s.targs, owners)
			if !ok {
				out = append(out, s)
				continue
			}
			if ow == nil {
				continue // a type argument built from a type parameter (Gather[[]T]): no instance kern can name
			}
			// Each instance of the owner gives one of obj.
			for _, o := range resolve(ow, depth+1, seen) {
				targs := make([]types.Type, len(s.targs))
				for i, t := range s.targs {
					if tp, ok := t.(*types.TypeParam); ok {
						t = o.targs[owners[tp].index]
					}
					targs[i] = t
				}
				out = append(out, instSite{o.pos, targs}) // reported where the concrete types are named
			}
		}
		return out
	}
	var out []string
	var ds Diagnostics
	seen := map[string]bool{}
	for _, s := range resolve(m.obj, 0, map[types.Object]bool{}) {
		names := make([]string, len(s.targs))
		var bad error
		for i, t := range s.targs {
			if _, ok := t.Underlying().(*types.Interface); ok {
				bad = fmt.Errorf("%s is an interface type", typeName(t))
				break
			}
			if _, err := termSet(t, 0, m.obj.Pkg()); err != nil {
				bad = err
				break
			}
			names[i] = typeArgName(t)
		}
		if bad != nil {
			ds = append(ds, Diagnostic{Pos: fset.Position(s.pos), Kernel: m.Name, Kind: m.Kind, Code: "K026",
				Msg: fmt.Sprintf("instance of kernel %s over %s: %v; a kernel's type argument is a number, kern.Float16, kern.BFloat16 or a record (a struct or array of numbers) of the kernel's own package", m.Name, typeList(s.targs), bad)})
			continue
		}
		targ := strings.Join(names, ",")
		if !seen[targ] {
			seen[targ] = true
			out = append(out, targ)
		}
	}
	if len(out) > maxInstances {
		ds = append(ds, Diagnostic{Pos: m.Pos, Kernel: m.Name, Kind: m.Kind, Code: "K026",
			Msg: fmt.Sprintf("the package names %d instances of %s, over the limit of %d", len(out), m.Name, maxInstances)})
		return nil, ds
	}
	return out, ds
}

func typeList(ts []types.Type) string {
	names := make([]string, len(ts))
	for i, t := range ts {
		names[i] = typeName(t)
	}
	return strings.Join(names, ", ")
}

// tpOwner is the generic function or type that declares a type
// parameter, and the parameter's index in its list.
type tpOwner struct {
	obj   types.Object
	index int
}

// typeParamOwners maps the type parameters the package declares to their
// functions and types; a method's receiver type parameters belong to its
// type, whose instantiations give their types.
func typeParamOwners(info *types.Info) map[*types.TypeParam]tpOwner {
	owners := map[*types.TypeParam]tpOwner{}
	add := func(obj types.Object, tps *types.TypeParamList) {
		for i := range tps.Len() {
			owners[tps.At(i)] = tpOwner{obj, i}
		}
	}
	for _, obj := range info.Defs {
		switch o := obj.(type) {
		case *types.Func:
			sig := o.Type().(*types.Signature)
			add(o, sig.TypeParams())
			if sig.Recv() != nil && sig.RecvTypeParams().Len() > 0 {
				t := sig.Recv().Type()
				if p, ok := t.(*types.Pointer); ok {
					t = p.Elem()
				}
				if n, ok := types.Unalias(t).(*types.Named); ok {
					add(origin(n.Obj()), sig.RecvTypeParams())
				}
			}
		case *types.TypeName:
			if n, ok := o.Type().(*types.Named); ok && !o.IsAlias() {
				add(o, n.TypeParams())
			}
		}
	}
	return owners
}

func origin(tn *types.TypeName) types.Object {
	if n, ok := types.Unalias(tn.Type()).(*types.Named); ok {
		return n.Origin().Obj()
	}
	return tn
}

// typeParamsOf reports whether targs mention a type parameter and, when
// each that does is one of a single owner's own type parameters, that
// owner (else nil).
func typeParamsOf(targs []types.Type, owners map[*types.TypeParam]tpOwner) (types.Object, bool) {
	var owner types.Object
	mentions := false
	for _, t := range targs {
		if tp, ok := t.(*types.TypeParam); ok {
			o, known := owners[tp]
			if !known || owner != nil && owner != o.obj {
				return nil, true
			}
			owner, mentions = o.obj, true
			continue
		}
		if hasTypeParam(t, 0) {
			return nil, true
		}
	}
	return owner, mentions
}

// hasTypeParam reports whether t is built from a type parameter.
func hasTypeParam(t types.Type, depth int) bool {
	if depth > 16 {
		return true
	}
	switch u := types.Unalias(t).(type) {
	case *types.TypeParam:
		return true
	case *types.Pointer:
		return hasTypeParam(u.Elem(), depth+1)
	case *types.Slice:
		return hasTypeParam(u.Elem(), depth+1)
	case *types.Array:
		return hasTypeParam(u.Elem(), depth+1)
	case *types.Map:
		return hasTypeParam(u.Key(), depth+1) || hasTypeParam(u.Elem(), depth+1)
	case *types.Chan:
		return hasTypeParam(u.Elem(), depth+1)
	case *types.Named:
		for a := range u.TypeArgs().Types() {
			if hasTypeParam(a, depth+1) {
				return true
			}
		}
	case *types.Signature, *types.Struct, *types.Interface:
		// Rare as a type argument, and refused as a kernel's anyway;
		// counted as built from a type parameter only when it is one.
	}
	return false
}
