package gen

import (
	"fmt"
	"go/ast"
	"strings"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
)

// goTypes are the Go element types of IR scalar kinds.
var goTypes = map[ir.BasicKind]string{
	ir.Bool: "bool", ir.Int8: "int8", ir.Int16: "int16", ir.Int32: "int32", ir.Int64: "int64",
	ir.Uint8: "uint8", ir.Uint16: "uint16", ir.Uint32: "uint32", ir.Uint64: "uint64",
	ir.Float32: "float32", ir.Float64: "float64",
}

// sourceTypes returns the Go types of the declaration's parameters and
// results as they can be written in the package (type parameters replaced
// by the instance's type arguments), or ok false when one cannot (a type
// from another package, which the generated file does not import).
func sourceTypes(decl *ast.FuncDecl, targs []string) (params, results []string, ok bool) {
	sub := map[string]string{}
	if decl.Type.TypeParams != nil {
		k := 0
		for _, f := range decl.Type.TypeParams.List {
			for _, n := range f.Names {
				if k >= len(targs) {
					return nil, nil, false
				}
				sub[n.Name] = targs[k]
				k++
			}
		}
	}
	expand := func(fl *ast.FieldList) ([]string, bool) {
		if fl == nil {
			return nil, true
		}
		var out []string
		for _, f := range fl.List {
			id, isIdent := f.Type.(*ast.Ident)
			if !isIdent {
				return nil, false
			}
			t := id.Name
			if s, ok := sub[t]; ok {
				t = s
			}
			for range max(1, len(f.Names)) {
				out = append(out, t)
			}
		}
		return out, true
	}
	params, ok1 := expand(decl.Type.Params)
	results, ok2 := expand(decl.Type.Results)
	return params, results, ok1 && ok2
}

// cpuLoop writes the Go source of f's CPU loop, named name, with
// kern.Loop.Run's contract: args point at the first element of each
// operand, inputs then outputs, steps are byte strides (0 broadcasts). The
// core is called directly so that the Go compiler inlines it; a slice loop
// handles the all-contiguous case, after vec (when not "") ran its SIMD
// prefix. It returns "" when f has no CPU loop (kernels, guvectorize, or
// a signature the generated file cannot spell).
func cpuLoop(f *Func, name, vec string) string {
	if f.Kind != compiler.KindVectorize && f.Kind != compiler.KindReduce || f.decl == nil {
		return ""
	}
	srcIn, srcOut, ok := sourceTypes(f.decl, f.targs)
	if !ok || len(srcIn) != len(f.core.Params) || len(srcOut) != len(f.core.Results) {
		return ""
	}
	var elems []string // Go element type of each operand, inputs then outputs
	var sizes []int
	for _, p := range f.core.Params {
		b, _ := p.Typ.(*ir.Basic)
		if b == nil {
			return ""
		}
		elems, sizes = append(elems, goTypes[b.Kind]), append(sizes, b.Size())
	}
	for _, r := range f.core.Results {
		b, _ := r.(*ir.Basic)
		if b == nil {
			return ""
		}
		elems, sizes = append(elems, goTypes[b.Kind]), append(sizes, b.Size())
	}
	nin := len(srcIn)
	conv := func(src, elem, x string) string {
		if src == elem {
			return x
		}
		return src + "(" + x + ")"
	}
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	// call writes the core call over operand expressions in(k) and the
	// stores of its results to out(j).
	call := func(in func(k int) string, out func(j int) string, indent string) {
		args := make([]string, nin)
		for k := range args {
			args[k] = conv(srcIn[k], elems[k], in(k))
		}
		c := f.call + "(" + strings.Join(args, ", ") + ")"
		if len(srcOut) == 1 {
			w("%s%s = %s\n", indent, out(0), conv(elems[nin], srcOut[0], c))
			return
		}
		vs := make([]string, len(srcOut))
		for j := range vs {
			vs[j] = fmt.Sprintf("v%d", j)
		}
		w("%s%s := %s\n", indent, strings.Join(vs, ", "), c)
		for j := range vs {
			w("%s%s = %s\n", indent, out(j), conv(elems[nin+j], srcOut[j], vs[j]))
		}
	}
	w("// %s is the CPU loop of %s.\n", name, f.src)
	w("func %s(n int, args []unsafe.Pointer, steps []int) {\n", name)
	var conds []string
	for k, s := range sizes {
		conds = append(conds, fmt.Sprintf("steps[%d] == %d", k, s))
	}
	w("\tif %s {\n", strings.Join(conds, " && "))
	first := nin // slices are cut to the first output's length
	base := func(k int) string { return fmt.Sprintf("args[%d]", k) }
	if vec != "" {
		w("\t\td := %s(n, args) // elements done by the SIMD loop\n", vec)
		base = func(k int) string { return fmt.Sprintf("unsafe.Add(args[%d], d*%d)", k, sizes[k]) }
		w("\t\tr0 := unsafe.Slice((*%s)(%s), n-d)\n", elems[first], base(first))
	} else {
		w("\t\tr0 := unsafe.Slice((*%s)(%s), n)\n", elems[first], base(first))
	}
	for k := range sizes {
		if k == first {
			continue
		}
		v := fmt.Sprintf("a%d", k)
		if k > nin {
			v = fmt.Sprintf("r%d", k-nin)
		}
		w("\t\t%s := unsafe.Slice((*%s)(%s), len(r0))\n", v, elems[k], base(k))
	}
	w("\t\tfor i := range r0 {\n")
	call(func(k int) string { return fmt.Sprintf("a%d[i]", k) },
		func(j int) string { return fmt.Sprintf("r%d[i]", j) }, "\t\t\t")
	w("\t\t}\n\t\treturn\n\t}\n")
	w("\tfor i := range n {\n")
	at := func(k int) string {
		return fmt.Sprintf("*(*%s)(unsafe.Add(args[%d], i*steps[%d]))", elems[k], k, k)
	}
	call(at, func(j int) string { return at(nin + j) }, "\t\t")
	w("\t}\n}\n")
	return b.String()
}

// foldName names the fold generated beside the CPU loop cpu.
func foldName(cpu string) string { return strings.Replace(cpu, "CPU", "Fold", 1) }

// cpuFold writes the Go source of a reduce core's fold, named name, with
// kern.Loop.Fold's contract: *acc = f(*acc, x[i]) for i in [0, n), left to
// right, x[i] at byte offset i*step. The accumulator stays in a register
// and the core is called directly, so the Go compiler inlines it. It
// returns "" for anything but a reduce core func(T, T) T.
func cpuFold(f *Func, name string) string {
	if f.Kind != compiler.KindReduce || f.decl == nil || len(f.core.Params) != 2 || len(f.core.Results) != 1 {
		return ""
	}
	srcIn, srcOut, ok := sourceTypes(f.decl, f.targs)
	if !ok || len(srcIn) != 2 || len(srcOut) != 1 {
		return ""
	}
	b, _ := f.core.Params[0].Typ.(*ir.Basic)
	if b == nil {
		return ""
	}
	elem := goTypes[b.Kind]
	conv := func(to, x string) string {
		if to == elem {
			return x
		}
		return to + "(" + x + ")"
	}
	call := f.call + "(" + conv(srcIn[0], "v") + ", " + conv(srcIn[1], "e") + ")"
	if srcOut[0] != elem {
		call = elem + "(" + call + ")"
	}
	var s strings.Builder
	fmt.Fprintf(&s, "// %s is the fold of %s.\n", name, f.src)
	fmt.Fprintf(&s, "func %s(acc unsafe.Pointer, n int, x unsafe.Pointer, step int) {\n", name)
	fmt.Fprintf(&s, "\tv := *(*%s)(acc)\n", elem)
	fmt.Fprintf(&s, "\tif step == %d {\n", b.Size())
	fmt.Fprintf(&s, "\t\tfor _, e := range unsafe.Slice((*%s)(x), n) {\n\t\t\tv = %s\n\t\t}\n", elem, call)
	fmt.Fprintf(&s, "\t} else {\n\t\tfor i := range n {\n")
	fmt.Fprintf(&s, "\t\t\te := *(*%s)(unsafe.Add(x, i*step))\n\t\t\tv = %s\n\t\t}\n\t}\n", elem, call)
	fmt.Fprintf(&s, "\t*(*%s)(acc) = v\n}\n", elem)
	return s.String()
}
