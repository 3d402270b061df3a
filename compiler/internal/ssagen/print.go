package ssagen

import (
	"go/constant"
	"go/types"
	"sort"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
	"golang.org/x/tools/go/ssa"
)

// kern.Printf(t, format, args...) becomes one OpPrint whose operands are
// the scalar arguments; the format and the argument kinds go into the
// module's format table. Go builds the variadic []any (an allocation, its
// element stores and each argument's interface boxing); none of that is
// lowered: printPart recognises those instructions and the call reads the
// boxed values straight from the stores.

// isPrintf reports a call of kern.Printf.
func isPrintf(c *ssa.Call) bool {
	fn := c.Call.StaticCallee()
	return fn != nil && pkgOf(fn) != nil && pkgOf(fn).Path() == abi.KernPath && baseName(fn) == "Printf"
}

// printArgs is the variadic argument slice a of a kern.Printf call.
func printArgs(a *ssa.Alloc) bool {
	c := varargsCall(a)
	return c != nil && isPrintf(c)
}

// printPart reports an instruction that only builds kern.Printf's
// argument slice.
func printPart(instr ssa.Instruction) bool {
	switch in := instr.(type) {
	case *ssa.Alloc:
		return printArgs(in)
	case *ssa.IndexAddr:
		a, ok := in.X.(*ssa.Alloc)
		return ok && printArgs(a)
	case *ssa.Slice:
		a, ok := in.X.(*ssa.Alloc)
		return ok && printArgs(a)
	case *ssa.Store:
		ia, ok := in.Addr.(*ssa.IndexAddr)
		return ok && printPart(ia)
	case *ssa.MakeInterface:
		refs := in.Referrers()
		if refs == nil || len(*refs) == 0 {
			return false
		}
		for _, r := range *refs {
			if _, dbg := r.(*ssa.DebugRef); dbg {
				continue
			}
			if st, ok := r.(*ssa.Store); !ok || !printPart(st) {
				return false
			}
		}
		return true
	}
	return false
}

// printKinds maps Go's basic kinds to the print kinds of abi.
var printKinds = map[types.BasicKind]byte{
	types.Bool: 'b', types.Int: 'i', types.Int8: '1', types.Int16: '2', types.Int32: '4', types.Int64: '8',
	types.Uint: 'u', types.Uint8: 'B', types.Uint16: 'H', types.Uint32: 'I', types.Uint64: 'L', types.Uintptr: 'p',
	types.Float32: 'f', types.Float64: 'F',
}

// printf lowers kern.Printf(t, format, args...).
func (fs *fnState) printf(args []ssa.Value, in *ssa.Call) ir.Value {
	fc, ok := args[1].(*ssa.Const)
	if !ok || fc.Value == nil || fc.Value.Kind() != constant.String {
		fs.errorf(in.Pos(), CodePrint, "the format of kern.Printf must be a constant string: the GPU formats on the host from a table built at compile time")
		return nil
	}
	pf := ir.PrintFormat{Format: constant.StringVal(fc.Value)}
	var ops []ir.Value
	for _, x := range printValues(args[2]) {
		if c, ok := x.(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String {
			pf.Args += "s"
			pf.Strs = append(pf.Strs, constant.StringVal(c.Value))
			continue
		}
		if k := halfPrintKind(x.Type()); k != 0 {
			// Its bits travel; the host gives fmt a value of half's type,
			// whose methods format it as the CPU targets' fmt does.
			pf.Args += string(k)
			ops = append(ops, fs.val(x))
			continue
		}
		if types.NewMethodSet(x.Type()).Len() > 0 || types.NewMethodSet(types.NewPointer(x.Type())).Len() > 0 {
			// fmt would call its String or Format method on the CPU.
			fs.errorf(in.Pos(), CodePrint, "kern.Printf cannot print a %s, a type with methods: convert it to its underlying type", typeName(x.Type()))
			return nil
		}
		bt, ok := x.Type().Underlying().(*types.Basic)
		k := byte(0)
		if ok {
			k = printKinds[bt.Kind()]
		}
		if k == 0 {
			fs.errorf(in.Pos(), CodePrint, "kern.Printf cannot print a %s: its arguments must be numbers, bools or constant strings", typeName(x.Type()))
			return nil
		}
		pf.Args += string(k)
		ops = append(ops, fs.val(x))
	}
	fs.emitAux(ir.OpPrint, nil, int64(fs.printID(pf)), nil, ops...)
	return nil
}

// printValues returns the values stored into a variadic []any, in order
// (nil: no arguments).
func printValues(v ssa.Value) []ssa.Value {
	sl, ok := v.(*ssa.Slice)
	if !ok {
		return nil
	}
	a, ok := sl.X.(*ssa.Alloc)
	if !ok || a.Referrers() == nil {
		return nil
	}
	type elem struct {
		i int64
		v ssa.Value
	}
	var es []elem
	for _, r := range *a.Referrers() {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok || ia.Referrers() == nil {
			continue
		}
		idx, ok := ia.Index.(*ssa.Const)
		if !ok {
			continue
		}
		for _, u := range *ia.Referrers() {
			if st, ok := u.(*ssa.Store); ok {
				x := st.Val
				if mi, ok := x.(*ssa.MakeInterface); ok {
					x = mi.X
				}
				es = append(es, elem{idx.Int64(), x})
			}
		}
	}
	sort.Slice(es, func(i, j int) bool { return es[i].i < es[j].i })
	out := make([]ssa.Value, len(es))
	for i, e := range es {
		out[i] = e.v
	}
	return out
}

// printID is pf's index in the module's format table, added when new.
func (fs *fnState) printID(pf ir.PrintFormat) int {
	mod := fs.g.Mod
	for i, q := range mod.Prints {
		if q.Format == pf.Format && q.Args == pf.Args && equalStrs(q.Strs, pf.Strs) {
			return i
		}
	}
	mod.Prints = append(mod.Prints, pf)
	return len(mod.Prints) - 1
}

func equalStrs(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// halfPrintKind is the print kind of package half's types (kern.Float16
// and the others), or 0.
func halfPrintKind(t types.Type) byte {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || halfOf(t) == notHalf {
		return 0
	}
	switch n.Obj().Name() {
	case "Float16":
		return abi.PrintFloat16
	case "BFloat16":
		return abi.PrintBFloat16
	case "Float8E4M3":
		return abi.PrintFloat8E4M3
	case "Float8E5M2":
		return abi.PrintFloat8E5M2
	}
	return 0
}
