package gen

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
)

// TestCPULoopSource renders CPU loops for signatures the e2e fixture does
// not have (several results, named result types, generic results) and
// type-checks them with their declarations.
func TestCPULoopSource(t *testing.T) {
	i32, i64, f32 := ir.Typ[ir.Int32], ir.Typ[ir.Int64], ir.Typ[ir.Float32]
	cases := []struct {
		decl    string
		targs   []string
		params  []ir.Type
		results []ir.Type
		want    []string
	}{
		{"func DivMod(a int32, b int) (q int, r Small) { return int(a) / b, Small(int(a) % b) }", nil,
			[]ir.Type{i32, i64}, []ir.Type{i64, i32},
			[]string{"v0, v1 := DivMod(a0[i], int(a1[i]))", "r0[i] = int64(v0)", "r1[i] = int32(v1)"}},
		{"func Pick[T int32 | float32, U int64](c bool, a T, n U) T { if c { return a }; return T(n) }", []string{"float32", "int64"},
			[]ir.Type{ir.Typ[ir.Bool], f32, i64}, []ir.Type{f32},
			[]string{"r0[i] = Pick[float32, int64](a0[i], a1[i], a2[i])", "steps[0] == 1 && steps[1] == 4"}},
	}
	for _, c := range cases {
		src := "package p\n\ntype Small int32\n\n" + c.decl + "\n"
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, "p.go", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		decl := file.Decls[len(file.Decls)-1].(*ast.FuncDecl)
		core := &ir.Function{Name: "p." + decl.Name.Name, Results: c.results}
		for i, pt := range c.params {
			core.Params = append(core.Params, &ir.Param{Ident: "x", Typ: pt, Fn: core, Index: i})
		}
		f := &Func{Kind: compiler.KindVectorize, src: decl.Name.Name, decl: decl, core: core, targs: c.targs, call: decl.Name.Name}
		if len(c.targs) > 0 {
			f.call += "[" + strings.Join(c.targs, ", ") + "]"
		}
		loop := cpuLoop(f, "kernGenCPU0", "")
		for _, w := range c.want {
			if !strings.Contains(loop, w) {
				t.Errorf("%s: loop lacks %q:\n%s", decl.Name.Name, w, loop)
			}
		}
		full := "package p\n\nimport \"unsafe\"\n\ntype Small int32\n\n" + c.decl + "\n\n" + loop
		file2, err := parser.ParseFile(fset, "gen.go", full, 0)
		if err != nil {
			t.Fatalf("%s: %v\n%s", decl.Name.Name, err, full)
		}
		conf := types.Config{Importer: importer.Default()}
		if _, err := conf.Check("p", fset, []*ast.File{file2}, nil); err != nil {
			t.Errorf("%s: generated loop does not type-check: %v\n%s", decl.Name.Name, err, full)
		}
	}
	// A parameter of another package's type cannot be spelled: no loop.
	file, _ := parser.ParseFile(token.NewFileSet(), "q.go", "package q\nfunc F(d time.Duration) int64 { return int64(d) }", 0)
	core := &ir.Function{Name: "q.F", Results: []ir.Type{i64}}
	core.Params = []*ir.Param{{Ident: "d", Typ: i64, Fn: core}}
	f := &Func{Kind: compiler.KindVectorize, decl: file.Decls[0].(*ast.FuncDecl), core: core, call: "F"}
	if loop := cpuLoop(f, "x", ""); loop != "" {
		t.Errorf("loop for a foreign type:\n%s", loop)
	}
}

// TestCPUFoldSource renders the fold of reduce cores, generic and with a
// named type, and type-checks it with the declaration; other kinds get none.
func TestCPUFoldSource(t *testing.T) {
	f32 := ir.Typ[ir.Float32]
	cases := []struct {
		decl  string
		targs []string
		op    ir.Op // the core's body is return a op b; OpInvalid: no body (not a lane fold)
		lanes string
		want  []string
	}{
		{"func Sum[T float32 | float64](a, b T) T { return a + b }", []string{"float32"}, ir.OpInvalid, "",
			[]string{"v = Sum[float32](v, e)", "if step == 4 {", "*(*float32)(acc) = v"}},
		{"func Max(a, b Celsius) Celsius { return max(a, b) }", nil, ir.OpInvalid, "",
			[]string{"v = float32(Max(Celsius(v), Celsius(e)))"}},
		{"func Sum[T float32 | float64](a, b T) T { return a + b }", []string{"float32"}, ir.OpAdd, "kernGenLanes3",
			[]string{"in lane order over 32 partials", "var p [32]float32", "if !kernGenLanes3(&p, m, x) {",
				"p[j] = Sum[float32](p[j], c[j])", "for h := 16; h > 0; h /= 2 {", "v = Sum[float32](v, p[0])",
				"v = Sum[float32](v, *(*float32)(unsafe.Add(x, i*step)))"}},
		{"func Max(a, b Celsius) Celsius { return max(b, a) }", nil, ir.OpMax, "",
			[]string{"var p [32]float32", "p[j] = float32(Max(Celsius(p[j]), Celsius(c[j])))"}},
	}
	for _, c := range cases {
		src := "package p\n\ntype Celsius float32\n\n" + c.decl + "\n"
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, "p.go", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		decl := file.Decls[len(file.Decls)-1].(*ast.FuncDecl)
		core := &ir.Function{Name: "p." + decl.Name.Name, Results: []ir.Type{f32}}
		for i := range 2 {
			core.Params = append(core.Params, &ir.Param{Ident: "x", Typ: f32, Fn: core, Index: i})
		}
		if c.op != ir.OpInvalid {
			bd := ir.NewBuilder(core)
			bd.SetBlock(core.NewBlock("entry"))
			bd.Return(bd.Emit(c.op, f32, core.Params[1], core.Params[0]))
			core.Renumber()
		}
		f := &Func{Kind: compiler.KindReduce, src: decl.Name.Name, decl: decl, core: core, targs: c.targs, call: decl.Name.Name}
		if len(c.targs) > 0 {
			f.call += "[" + strings.Join(c.targs, ", ") + "]"
		}
		fold := cpuFold(f, foldName("kernGenCPU3"), c.lanes)
		if !strings.Contains(fold, "func kernGenFold3(") {
			t.Errorf("%s: fold not named kernGenFold3:\n%s", decl.Name.Name, fold)
		}
		for _, w := range c.want {
			if !strings.Contains(fold, w) {
				t.Errorf("%s: fold lacks %q:\n%s", decl.Name.Name, w, fold)
			}
		}
		full := "package p\n\nimport \"unsafe\"\n\ntype Celsius float32\n\n" + c.decl + "\n\n" + fold
		if c.lanes != "" {
			full += "\nfunc " + c.lanes + "(*[32]float32, int, unsafe.Pointer) bool { return false }\n"
		}
		file2, err := parser.ParseFile(fset, "gen.go", full, 0)
		if err != nil {
			t.Fatalf("%s: %v\n%s", decl.Name.Name, err, full)
		}
		if _, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{file2}, nil); err != nil {
			t.Errorf("%s: generated fold does not type-check: %v\n%s", decl.Name.Name, err, full)
		}
		f.Kind = compiler.KindVectorize
		if s := cpuFold(f, "x", c.lanes); s != "" {
			t.Errorf("%s: a vectorize core got a fold:\n%s", decl.Name.Name, s)
		}
	}
}

// TestCPULoopHalfSource renders CPU loops of cores over the 16-bit float
// types, spelled kern.Float16 in the declaration or as a type argument,
// and type-checks them against a stand-in package kern; a Float16 of
// another package (no float16 dtype in the IR) gets no loop.
func TestCPULoopHalfSource(t *testing.T) {
	u16, f32 := ir.Typ[ir.Uint16], ir.Typ[ir.Float32]
	cases := []struct {
		decl    string
		targs   []string
		dtypes  []string // of the parameters, then the result
		params  []ir.Type
		results []ir.Type
		want    []string // "" for no loop
	}{
		{"func Mix(a float32, x kern.Float16, y kern.BFloat16) kern.Float16 { return x }", nil,
			[]string{"", "float16", "bfloat16", "float16"}, []ir.Type{f32, u16, u16}, []ir.Type{u16},
			[]string{"r0[i] = uint16(Mix(a0[i], kern.Float16(a1[i]), kern.BFloat16(a2[i])))", "steps[0] == 4 && steps[1] == 2"}},
		{"func G[T kern.Float16 | kern.BFloat16](a, b T) T { return a }", []string{"kern.BFloat16"},
			[]string{"bfloat16", "bfloat16", "bfloat16"}, []ir.Type{u16, u16}, []ir.Type{u16},
			[]string{"r0[i] = uint16(G[kern.BFloat16](kern.BFloat16(a0[i]), kern.BFloat16(a1[i])))"}},
		{"func Other(x other.Float16) other.Float16 { return x }", nil,
			[]string{"", ""}, []ir.Type{u16}, []ir.Type{u16}, []string{""}},
	}
	stub := types.NewPackage("github.com/kernlab/kern", "kern")
	other := types.NewPackage("example.com/other", "other")
	for _, p := range []*types.Package{stub, other} {
		for _, name := range []string{"Float16", "BFloat16"} {
			tn := types.NewTypeName(token.NoPos, p, name, nil)
			types.NewNamed(tn, types.Typ[types.Uint16], nil)
			p.Scope().Insert(tn)
		}
		p.MarkComplete()
	}
	imp := importerFunc(func(path string) (*types.Package, error) {
		switch path {
		case stub.Path():
			return stub, nil
		case other.Path():
			return other, nil
		}
		return importer.Default().Import(path)
	})
	const imports = "import (\n\t\"unsafe\"\n\n\t\"github.com/kernlab/kern\"\n\t\"example.com/other\"\n)\n\nvar _ other.Float16\n\n"
	for _, c := range cases {
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, "p.go", "package p\n\n"+c.decl+"\n", 0)
		if err != nil {
			t.Fatal(err)
		}
		decl := file.Decls[len(file.Decls)-1].(*ast.FuncDecl)
		core := &ir.Function{Name: "p." + decl.Name.Name, Results: c.results, ResultDTypes: c.dtypes[len(c.params):]}
		for i, pt := range c.params {
			core.Params = append(core.Params, &ir.Param{Ident: "x", Typ: pt, Fn: core, Index: i, DType: c.dtypes[i]})
		}
		f := &Func{Kind: compiler.KindVectorize, src: decl.Name.Name, decl: decl, core: core, targs: c.targs, call: decl.Name.Name}
		if len(c.targs) > 0 {
			f.call += "[" + strings.Join(c.targs, ", ") + "]"
		}
		loop := cpuLoop(f, "kernGenCPU0", "")
		if c.want[0] == "" {
			if loop != "" {
				t.Errorf("%s: a loop for another package's Float16:\n%s", decl.Name.Name, loop)
			}
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(loop, w) {
				t.Errorf("%s: loop lacks %q:\n%s", decl.Name.Name, w, loop)
			}
		}
		full := "package p\n\n" + imports + c.decl + "\n\n" + loop
		file2, err := parser.ParseFile(fset, "gen.go", full, 0)
		if err != nil {
			t.Fatalf("%s: %v\n%s", decl.Name.Name, err, full)
		}
		if _, err := (&types.Config{Importer: imp}).Check("p", fset, []*ast.File{file2}, nil); err != nil {
			t.Errorf("%s: generated loop does not type-check: %v\n%s", decl.Name.Name, err, full)
		}
	}
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }
