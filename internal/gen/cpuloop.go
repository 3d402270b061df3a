package gen

import (
	"fmt"
	"go/ast"
	"strings"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/amd64"
	"github.com/kernlab/kern/compiler/ir"
)

// goTypes are the Go element types of IR scalar kinds.
var goTypes = map[ir.BasicKind]string{
	ir.Bool: "bool", ir.Int8: "int8", ir.Int16: "int16", ir.Int32: "int32", ir.Int64: "int64",
	ir.Uint8: "uint8", ir.Uint16: "uint16", ir.Uint32: "uint32", ir.Uint64: "uint64",
	ir.Float32: "float32", ir.Float64: "float64",
}

// goElem is the Go type and size of a ufunc element: a scalar, or a
// complex number (the front end's {re, im} struct, Go's layout); "" for
// others.
func goElem(t ir.Type) (string, int) {
	switch t := t.(type) {
	case *ir.Basic:
		if g := goTypes[t.Kind]; g != "" {
			return g, t.Size()
		}
	case *ir.Struct:
		if name := elemName(t); name != "" {
			return name, t.Size()
		}
	}
	return "", 0
}

// sourceTypes returns the Go types of the declaration's parameters and
// results as they can be written in the package (type parameters replaced
// by the instance's type arguments), or ok false when one cannot (a type
// from another package, which the generated file does not import). A
// selector X.Float16 (BFloat16, Float8E4M3, Float8E5M2) is written
// kern.Float16 (…), the name the generated file has for package half's
// types; halfSpelled checks that the IR agrees that it is one.
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
			var t string
			switch x := f.Type.(type) {
			case *ast.Ident:
				t = x.Name
				if s, ok := sub[t]; ok {
					t = s
				}
			case *ast.SelectorExpr:
				if _, isIdent := x.X.(*ast.Ident); !isIdent || halfDTypes["kern."+x.Sel.Name] == "" {
					return nil, false
				}
				t = "kern." + x.Sel.Name
			default:
				return nil, false
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

// halfDTypes are the dtypes of the reduced-precision types as sourceTypes
// spells them.
var halfDTypes = map[string]string{"kern.Float16": "float16", "kern.BFloat16": "bfloat16",
	"kern.Float8E4M3": "float8_e4m3fn", "kern.Float8E5M2": "float8_e5m2"}

// halfSpelled reports whether every operand sourceTypes spelled as a
// reduced-precision type has that type's dtype in the IR (a selector
// X.Float16 may name another package's type), and every operand of such a
// dtype is spelled as its type.
func halfSpelled(f *Func, srcIn, srcOut []string) bool {
	for k, p := range f.core.Params {
		if halfDTypes[srcIn[k]] != p.DType {
			return false
		}
	}
	for j := range f.core.Results {
		d := ""
		if j < len(f.core.ResultDTypes) {
			d = f.core.ResultDTypes[j]
		}
		if halfDTypes[srcOut[j]] != d {
			return false
		}
	}
	return true
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
	if !ok || len(srcIn) != len(f.core.Params) || len(srcOut) != len(f.core.Results) || !halfSpelled(f, srcIn, srcOut) {
		return ""
	}
	var elems []string // Go element type of each operand, inputs then outputs
	var sizes []int
	for _, p := range f.core.Params {
		e, size := goElem(p.Typ)
		if e == "" {
			return ""
		}
		elems, sizes = append(elems, e), append(sizes, size)
	}
	for _, r := range f.core.Results {
		e, size := goElem(r)
		if e == "" {
			return ""
		}
		elems, sizes = append(elems, e), append(sizes, size)
	}
	nin := len(srcIn)
	// opName is operand k's slice variable: a0, a1, … for the inputs,
	// r0, r1, … for the outputs.
	opName := func(k int) string {
		if k >= nin {
			return fmt.Sprintf("r%d", k-nin)
		}
		return fmt.Sprintf("a%d", k)
	}
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
	if vec == "" && f.SIMDRefused != "" {
		// Say why, where a user reading the generated code looks.
		w("// It has no SIMD loop: %s.\n", strings.TrimSuffix(f.SIMDRefused, "."))
	}
	w("func %s(n int, args []unsafe.Pointer, steps []int) {\n", name)
	var conds []string
	for k, s := range sizes {
		conds = append(conds, fmt.Sprintf("steps[%d] == %d", k, s))
	}
	w("\tif %s {\n", strings.Join(conds, " && "))
	first := nin // slices are cut to the first output's length
	base := func(k int) string { return fmt.Sprintf("args[%d]", k) }
	if vec != "" && f.simdEscapes() {
		// The SIMD loop leaves some groups to the Go core (Loop.Escapes).
		for k := range sizes {
			v := opName(k)
			w("\t\t%s := unsafe.Slice((*%s)(args[%d]), n)\n", v, elems[k], k)
		}
		w("\t\tfor d := 0; d < n; {\n")
		w("\t\t\te, next := %s(n, args, d) // [d, e) done by the SIMD loop, [e, next) left to the Go core\n", vec)
		// Cut to [e, next), the others to the first output's length, so
		// that the loop runs without bounds checks.
		w("\t\t\tgr0 := r0[e:next]\n")
		for k := range sizes {
			if k != first {
				v := opName(k)
				w("\t\t\tg%s := %s[e:][:len(gr0)]\n", v, v)
			}
		}
		w("\t\t\tfor i := range gr0 {\n")
		call(func(k int) string { return fmt.Sprintf("ga%d[i]", k) },
			func(j int) string { return fmt.Sprintf("gr%d[i]", j) }, "\t\t\t\t")
		w("\t\t\t}\n\t\t\td = next\n\t\t}\n\t\treturn\n\t}\n")
	} else if vec != "" {
		w("\t\td := %s(n, args) // elements done by the SIMD loop\n", vec)
		base = func(k int) string { return fmt.Sprintf("unsafe.Add(args[%d], d*%d)", k, sizes[k]) }
		w("\t\tr0 := unsafe.Slice((*%s)(%s), n-d)\n", elems[first], base(first))
	} else {
		w("\t\tr0 := unsafe.Slice((*%s)(%s), n)\n", elems[first], base(first))
	}
	if vec == "" || !f.simdEscapes() {
		for k := range sizes {
			if k == first {
				continue
			}
			v := opName(k)
			w("\t\t%s := unsafe.Slice((*%s)(%s), len(r0))\n", v, elems[k], base(k))
		}
		w("\t\tfor i := range r0 {\n")
		call(func(k int) string { return fmt.Sprintf("a%d[i]", k) },
			func(j int) string { return fmt.Sprintf("r%d[i]", j) }, "\t\t\t")
		w("\t\t}\n\t\treturn\n\t}\n")
	}
	if f.Kind == compiler.KindVectorize && nin >= 2 {
		// One broadcast input (step 0: a scalar operand) beside contiguous
		// arrays, the common a*x+y: the value is read once and the loop
		// runs as the contiguous one does, not through the strided
		// addresses below (about 1.5× as fast for a small core).
		for sc := range nin {
			var conds []string
			for k, size := range sizes {
				if k == sc {
					size = 0
				}
				conds = append(conds, fmt.Sprintf("steps[%d] == %d", k, size))
			}
			w("\tif %s {\n", strings.Join(conds, " && "))
			w("\t\tr0 := unsafe.Slice((*%s)(args[%d]), n)\n", elems[first], first)
			for k := range sizes {
				if k == first || k == sc {
					continue
				}
				v := opName(k)
				w("\t\t%s := unsafe.Slice((*%s)(args[%d]), len(r0))\n", v, elems[k], k)
			}
			w("\t\ts%d := *(*%s)(args[%d])\n", sc, elems[sc], sc)
			w("\t\tfor i := range r0 {\n")
			call(func(k int) string {
				if k == sc {
					return fmt.Sprintf("s%d", sc)
				}
				return fmt.Sprintf("a%d[i]", k)
			}, func(j int) string { return fmt.Sprintf("r%d[i]", j) }, "\t\t\t")
			w("\t\t}\n\t\treturn\n\t}\n")
		}
	}
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

// laneFold is the number of partial results of f's fold in lane order:
// amd64.FoldBytes/size for a reduce core that ir.LaneFold takes with 4-
// or 8-byte elements, else 0 (left to right). The order is one for every
// CPU and architecture, so that a reduction's bits do not depend on the
// machine; for 1- and 2-byte integers any order gives the same value.
func laneFold(f *Func) int {
	if f.Kind != compiler.KindReduce || f.core == nil {
		return 0
	}
	if _, ok := ir.LaneFold(f.core); !ok {
		return 0
	}
	if s := f.core.Results[0].(*ir.Basic).Size(); s == 4 || s == 8 {
		return amd64.FoldBytes / s
	}
	return 0
}

// cpuFold writes the Go source of a reduce core's fold, named name, with
// kern.Loop.Fold's contract: *acc = f(*acc, x[i]) for i in [0, n), x[i]
// at byte offset i*step. A lane fold (laneFold) runs in lane order —
// K partials p[j] = x[j], p[j] = f(p[j], x[i+j]) for i = K, 2K, … over
// the longest prefix whose length m is a multiple of K (the AVX2 fold
// lanes does that when it is not "" and the CPU has AVX2), then the tree
// p[j] = f(p[j], p[j+h]) for h = K/2 … 1, *acc = f(*acc, p[0]), and the
// tail x[m:] left to right; any other fold runs left to right. The
// accumulator stays in a register and the core is called directly, so
// the Go compiler inlines it. It returns "" for anything but a reduce
// core func(T, T) T.
func cpuFold(f *Func, name, lanes string) string {
	if f.Kind != compiler.KindReduce || f.decl == nil || len(f.core.Params) != 2 || len(f.core.Results) != 1 {
		return ""
	}
	srcIn, srcOut, ok := sourceTypes(f.decl, f.targs)
	if !ok || len(srcIn) != 2 || len(srcOut) != 1 || !halfSpelled(f, srcIn, srcOut) {
		return ""
	}
	elem, size := goElem(f.core.Params[0].Typ)
	if elem == "" {
		return ""
	}
	conv := func(to, x string) string {
		if to == elem {
			return x
		}
		return to + "(" + x + ")"
	}
	call := func(x, y string) string {
		c := f.call + "(" + conv(srcIn[0], x) + ", " + conv(srcIn[1], y) + ")"
		if srcOut[0] != elem {
			c = elem + "(" + c + ")"
		}
		return c
	}
	var s strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&s, format, args...) }
	k := laneFold(f)
	if k == 0 {
		w("// %s is the fold of %s.\n", name, f.src)
		w("func %s(acc unsafe.Pointer, n int, x unsafe.Pointer, step int) {\n", name)
		w("\tv := *(*%s)(acc)\n", elem)
		w("\tif step == %d {\n", size)
		w("\t\tfor _, e := range unsafe.Slice((*%s)(x), n) {\n\t\t\tv = %s\n\t\t}\n", elem, call("v", "e"))
		w("\t} else {\n\t\tfor i := range n {\n")
		w("\t\t\te := *(*%s)(unsafe.Add(x, i*step))\n\t\t\tv = %s\n\t\t}\n\t}\n", elem, call("v", "e"))
		w("\t*(*%s)(acc) = v\n}\n", elem)
		return s.String()
	}
	at := func(i string) string { return fmt.Sprintf("*(*%s)(unsafe.Add(x, %s*step))", elem, i) }
	w("// %s is the fold of %s, in lane order over %d partials.\n", name, f.src, k)
	w("func %s(acc unsafe.Pointer, n int, x unsafe.Pointer, step int) {\n", name)
	w("\tv := *(*%s)(acc)\n", elem)
	w("\tm := n &^ %d\n", k-1)
	w("\tif m > 0 {\n\t\tvar p [%d]%s\n", k, elem)
	w("\t\tif step == %d {\n", size)
	if lanes != "" {
		w("\t\t\tif !%s(&p, m, x) {\n", lanes)
	} else {
		w("\t\t\t{\n")
	}
	w("\t\t\t\txs := unsafe.Slice((*%s)(x), m)\n", elem)
	w("\t\t\t\tcopy(p[:], xs)\n")
	w("\t\t\t\tfor i := %d; i < m; i += %d {\n", k, k)
	w("\t\t\t\t\tc := (*[%d]%s)(xs[i:])\n", k, elem)
	w("\t\t\t\t\tfor j := range p {\n\t\t\t\t\t\tp[j] = %s\n\t\t\t\t\t}\n", call("p[j]", "c[j]"))
	w("\t\t\t\t}\n\t\t\t}\n")
	w("\t\t} else {\n")
	w("\t\t\tfor j := range p {\n\t\t\t\tp[j] = %s\n\t\t\t}\n", at("j"))
	w("\t\t\tfor i := %d; i < m; i += %d {\n", k, k)
	w("\t\t\t\tfor j := range p {\n\t\t\t\t\tp[j] = %s\n\t\t\t\t}\n\t\t\t}\n", call("p[j]", at("(i+j)")))
	w("\t\t}\n")
	w("\t\tfor h := %d; h > 0; h /= 2 {\n", k/2)
	w("\t\t\tfor j := range h {\n\t\t\t\tp[j] = %s\n\t\t\t}\n\t\t}\n", call("p[j]", "p[j+h]"))
	w("\t\tv = %s\n\t}\n", call("v", "p[0]"))
	w("\tfor i := m; i < n; i++ {\n\t\tv = %s\n\t}\n", call("v", at("i")))
	w("\t*(*%s)(acc) = v\n}\n", elem)
	return s.String()
}
