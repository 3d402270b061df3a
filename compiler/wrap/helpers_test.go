package wrap

import (
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/compiler/passes"
)

const testPkg = "example.com/w"

// device starts a device function for a hand-built core.
func device(name string, params []abiParam, results ...ir.Type) (*ir.Function, *gen) {
	f := &ir.Function{Name: testPkg + "." + name, Kind: ir.Device, Source: name, Results: results}
	for i, p := range params {
		f.Params = append(f.Params, &ir.Param{Ident: p.name, Typ: p.typ, Fn: f, Index: i})
	}
	return f, newGen(f, f)
}

func args(f *ir.Function) []ir.Value {
	out := make([]ir.Value, len(f.Params))
	for i, p := range f.Params {
		out[i] = p
	}
	return out
}

func finish(t *testing.T, m *ir.Module, f *ir.Function) *ir.Function {
	t.Helper()
	f.Renumber()
	m.Funcs = append(m.Funcs, f)
	return f
}

// binCore is func(a, b T) T { return a OP b }.
func binCore(t *testing.T, m *ir.Module, name string, op ir.Op, typ *ir.Basic) *ir.Function {
	f, g := device(name, []abiParam{{"a", typ}, {"b", typ}}, typ)
	a := args(f)
	g.bd.Return(g.bin(op, a[0], a[1]))
	return finish(t, m, f)
}

// fmaCore is func(a, b, c T) T { return a*b + c } (not fused).
func fmaCore(t *testing.T, m *ir.Module, typ *ir.Basic) *ir.Function {
	f, g := device("MulAdd["+typ.String()+"]", []abiParam{{"a", typ}, {"b", typ}, {"c", typ}}, typ)
	a := args(f)
	g.bd.Return(g.bin(ir.OpAdd, g.bin(ir.OpMul, a[0], a[1]), a[2]))
	return finish(t, m, f)
}

// divModCore is func(a int32, b int64) (q int64, r int32): mixed dtypes
// and two results.
func divModCore(t *testing.T, m *ir.Module) *ir.Function {
	f, g := device("DivMod", []abiParam{{"a", i32T}, {"b", i64T}}, i64T, i32T)
	a := args(f)
	x := g.bd.Emit(ir.OpConvert, i64T, a[0])
	q := g.bin(ir.OpDiv, x, a[1])
	r := g.bd.Emit(ir.OpConvert, i32T, g.bin(ir.OpRem, x, a[1]))
	g.bd.Return(q, r)
	return finish(t, m, f)
}

// view is the element address of a generic-space view at (i, j).
func (g *gen) viewAt(v ir.Value, idx ...ir.Value) ir.Value {
	st := v.Type().(*ir.Struct)
	n := len(st.Fields) / 2
	p := g.bd.EmitAux(ir.OpExtract, st.Fields[0].Type, 0, nil, v)
	off := ir.Value(i64(0))
	for d, i := range idx {
		s := g.bd.EmitAux(ir.OpExtract, i64T, int64(1+n+d), nil, v)
		off = g.bin(ir.OpAdd, off, g.bin(ir.OpMul, i, s))
	}
	return g.elem(p, off)
}

func (g *gen) dim(v ir.Value, d int) ir.Value {
	return g.bd.EmitAux(ir.OpExtract, i64T, int64(1+d), nil, v)
}

// matMulCore is the seeds' MatMul over generic-space views:
// c[i,j] = sum_k a[i,k]*b[k,j].
func matMulCore(t *testing.T, m *ir.Module, typ *ir.Basic) *ir.Function {
	vt := ir.ViewType(typ, 2, ir.SpaceGeneric)
	f, g := device("MatMul["+typ.String()+"]", []abiParam{{"a", vt}, {"b", vt}, {"c", vt}})
	a := args(f)
	one := i64(1)
	g.loop(i64(0), one, g.dim(a[2], 0), nil, func(i ir.Value, _ []ir.Value) []ir.Value {
		g.loop(i64(0), one, g.dim(a[2], 1), nil, func(j ir.Value, _ []ir.Value) []ir.Value {
			acc := g.loop(i64(0), one, g.dim(a[0], 1), []ir.Value{ir.Zero(typ)}, func(k ir.Value, c []ir.Value) []ir.Value {
				x := g.bin(ir.OpMul, g.load(g.viewAt(a[0], i, k)), g.load(g.viewAt(a[1], k, j)))
				return []ir.Value{g.bin(ir.OpAdd, c[0], x)}
			})
			g.store(g.viewAt(a[2], i, j), acc[0])
			return nil
		})
		return nil
	})
	g.bd.Return()
	return finish(t, m, f)
}

// sumCore is a "(n),()->()" core: out[0] = scale * sum(x), with x a
// generic view, scale a scalar and out a slice.
func sumCore(t *testing.T, m *ir.Module, typ *ir.Basic) *ir.Function {
	vt := ir.ViewType(typ, 1, ir.SpaceGeneric)
	f, g := device("Sum["+typ.String()+"]", []abiParam{{"x", vt}, {"scale", typ}, {"out", ir.SliceType(typ, ir.SpaceGeneric)}})
	a := args(f)
	acc := g.loop(i64(0), i64(1), g.dim(a[0], 0), []ir.Value{ir.Zero(typ)}, func(k ir.Value, c []ir.Value) []ir.Value {
		return []ir.Value{g.bin(ir.OpAdd, c[0], g.load(g.viewAt(a[0], k)))}
	})
	p := g.bd.EmitAux(ir.OpExtract, &ir.Pointer{Elem: typ, Space: ir.SpaceGeneric}, 0, nil, a[2])
	g.store(p, g.bin(ir.OpMul, acc[0], a[1]))
	g.bd.Return()
	return finish(t, m, f)
}

// shim builds a test kernel over p's emitter whose pointer leaves are
// slice parameters (a slice of length 0 stands for a null pointer), since
// the interpreter takes Go slices, not raw pointers. The kernel runs the
// emitter's instructions unchanged.
func shim(t *testing.T, m *ir.Module, core *ir.Function, p plan) *ir.Function {
	t.Helper()
	f := &ir.Function{Name: abi.WrapperName(core.Name, p.role) + "__shim", Kind: ir.Kernel, Source: core.Source, UsesBarrier: p.barrier}
	for i, a := range p.abi {
		typ := a.typ
		if pt, ok := typ.(*ir.Pointer); ok {
			typ = ir.SliceType(pt.Elem, pt.Space)
		}
		f.Params = append(f.Params, &ir.Param{Ident: a.name, Typ: typ, Fn: f, Index: i})
	}
	g := newGen(f, core)
	vals := make([]ir.Value, len(p.abi))
	for i, a := range p.abi {
		vals[i] = f.Params[i]
		if pt, ok := a.typ.(*ir.Pointer); ok {
			ptr := g.bd.EmitAux(ir.OpExtract, pt, 0, nil, f.Params[i])
			n := g.bd.EmitAux(ir.OpExtract, i64T, 1, nil, f.Params[i])
			vals[i] = g.bd.Emit(ir.OpSelect, pt, g.cmp(ir.OpEq, n, i64(0)), ir.Zero(pt), ptr)
		}
	}
	p.emit(g, vals)
	f.Renumber()
	m.Funcs = append(m.Funcs, f)
	if err := ir.VerifyModule(m); err != nil {
		t.Fatalf("shim: %v", err)
	}
	return f
}

// optimized runs the GPU pipeline's passes (passes.GPU without
// contraction: results stay exact) on m: the core is inlined into the
// wrappers, and their loops get hoisting and stepped pointers.
func optimized(t *testing.T, m *ir.Module) {
	t.Helper()
	if err := passes.Run(m, passes.GPU(false), true); err != nil {
		t.Fatalf("passes: %v", err)
	}
	if err := ir.VerifyModule(m); err != nil {
		t.Fatalf("after passes: %v", err)
	}
}

func launch(t *testing.T, f *ir.Function, grid, block int, a ...any) {
	t.Helper()
	if err := interp.Launch(f, interp.Dim3{X: grid, Y: 1, Z: 1}, interp.Dim3{X: block, Y: 1, Z: 1}, a...); err != nil {
		t.Fatalf("launch %s grid %d block %d: %v", f.Name, grid, block, err)
	}
}

// calls counts the calls of callee left in f.
func calls(f, callee *ir.Function) int {
	n := 0
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == ir.OpCall && in.Callee() == callee {
				n++
			}
		}
	}
	return n
}

// complexT is the front end's complex64 (f32 parts) or complex128.
func complexT(part *ir.Basic) *ir.Struct {
	tag := "complex128"
	if part.Kind == ir.Float32 {
		tag = "complex64"
	}
	return &ir.Struct{Tag: tag, Fields: []ir.Field{{Name: "re", Type: part}, {Name: "im", Type: part}}}
}

// cmulAddCore is func(a C, s P, b C) C { return a*b + complex(s, 0) } over
// the parts (not fused): complex operands mixed with a real one.
func cmulAddCore(t *testing.T, m *ir.Module, part *ir.Basic) *ir.Function {
	ct := complexT(part)
	f, g := device("CMulAdd["+ct.Tag+"]", []abiParam{{"a", ct}, {"s", part}, {"b", ct}}, ct)
	a := args(f)
	ext := func(v ir.Value, k int64) ir.Value { return g.bd.EmitAux(ir.OpExtract, part, k, nil, v) }
	ar, ai, br, bi := ext(a[0], 0), ext(a[0], 1), ext(a[2], 0), ext(a[2], 1)
	re := g.bin(ir.OpAdd, g.bin(ir.OpSub, g.bin(ir.OpMul, ar, br), g.bin(ir.OpMul, ai, bi)), a[1])
	im := g.bin(ir.OpAdd, g.bin(ir.OpMul, ar, bi), g.bin(ir.OpMul, ai, br))
	v := g.bd.EmitAux(ir.OpInsert, ct, 0, nil, ir.Zero(ct), re)
	g.bd.Return(g.bd.EmitAux(ir.OpInsert, ct, 1, nil, v, im))
	return finish(t, m, f)
}

// caddCore is func(a, b C) C { return a + b }.
func caddCore(t *testing.T, m *ir.Module, part *ir.Basic) *ir.Function {
	ct := complexT(part)
	f, g := device("CAdd["+ct.Tag+"]", []abiParam{{"a", ct}, {"b", ct}}, ct)
	a := args(f)
	v := ir.Value(ir.Zero(ct))
	for k := range int64(2) {
		x := g.bin(ir.OpAdd, g.bd.EmitAux(ir.OpExtract, part, k, nil, a[0]), g.bd.EmitAux(ir.OpExtract, part, k, nil, a[1]))
		v = g.bd.EmitAux(ir.OpInsert, ct, k, nil, v, x)
	}
	g.bd.Return(v)
	return finish(t, m, f)
}
