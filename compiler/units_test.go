package compiler_test

import (
	"bytes"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler"
)

func TestParseLayout(t *testing.T) {
	for _, c := range []struct {
		in        string
		ins, outs [][]string
		err       bool
	}{
		{"(m,n),(n,p)->(m,p)", [][]string{{"m", "n"}, {"n", "p"}}, [][]string{{"m", "p"}}, false},
		{"(n),()->(n)", [][]string{{"n"}, nil}, [][]string{{"n"}}, false},
		{" (m, n) -> (m, n) ", [][]string{{"m", "n"}}, [][]string{{"m", "n"}}, false},
		{"(n)->(n", nil, nil, true},
		{"(n)(n)->(n)", nil, nil, true},
		{"(n)", nil, nil, true},
		{"(n)->", nil, nil, true},
		{"(1n)->(n)", nil, nil, true},
		{"(n),->(n)", nil, nil, true},
	} {
		ins, outs, err := compiler.ParseLayout(c.in)
		if (err != nil) != c.err {
			t.Errorf("ParseLayout(%q) error = %v, want error %v", c.in, err, c.err)
			continue
		}
		if !c.err && (!reflect.DeepEqual(ins, c.ins) || !reflect.DeepEqual(outs, c.outs)) {
			t.Errorf("ParseLayout(%q) = %v -> %v, want %v -> %v", c.in, ins, outs, c.ins, c.outs)
		}
	}
}

// TestInstances checks the instances generics expand to.
func TestInstances(t *testing.T) {
	p := program(t)
	want := map[string][]string{
		"Discriminant": {"float32", "float64"},
		"Sum":          {"float32", "float64", "int32", "int64"},
		"GenericInt":   {"int8", "int16", "int32", "int64", "uint8", "uint32"},
		"GenericKernel": {"int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "uintptr",
			"float32", "float64"},
		"Doubled": {""},
	}
	for _, m := range p.Marked {
		if w, ok := want[m.Name]; ok && m.Pkg == "github.com/kernlab/kern/compiler/testdata/accept" {
			if !reflect.DeepEqual(m.Instances, w) {
				t.Errorf("%s instances %v, want %v", m.Name, m.Instances, w)
			}
			delete(want, m.Name)
		}
	}
	if len(want) > 0 {
		t.Errorf("marked functions not found: %v", want)
	}
}

// TestErrorsDoc checks that docs/errors.md is the table's current
// rendering (regenerate with KERN_UPDATE_DOCS=1 go test -run TestErrorsDoc).
func TestErrorsDoc(t *testing.T) {
	var b bytes.Buffer
	if err := compiler.WriteCodesMarkdown(&b); err != nil {
		t.Fatal(err)
	}
	const path = "../docs/errors.md"
	if os.Getenv("KERN_UPDATE_DOCS") == "1" {
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (generate it with KERN_UPDATE_DOCS=1)", err)
	}
	if !bytes.Equal(got, b.Bytes()) {
		t.Errorf("%s is stale: regenerate with KERN_UPDATE_DOCS=1 go test -run TestErrorsDoc ./compiler", path)
	}
	seen := map[string]bool{}
	for _, c := range compiler.Codes() {
		if seen[c.Code] || !strings.HasPrefix(c.Code, "K") || c.Summary == "" || c.Instead == "" {
			t.Errorf("bad table entry %+v", c)
		}
		seen[c.Code] = true
	}
}

// A diagnostic names the directive of the function it is about: a ufunc
// core is not called a kernel.
func TestDiagnosticNamesTheDirective(t *testing.T) {
	for _, c := range []struct {
		kind compiler.Kind
		want string
	}{{compiler.KindVectorize, "vectorize F"}, {compiler.KindKernel, "kernel F"}, {compiler.KindReduce, "reduce F"}, {0, "kernel F"}} {
		d := compiler.Diagnostic{Kernel: "F", Kind: c.kind, Code: "K001", Msg: "m"}
		if !strings.Contains(d.Error(), ": "+c.want+": m (K001)") {
			t.Errorf("%v: %q", c.kind, d.Error())
		}
	}
}

// TestLaunchBoundsDirective: //kern:kernel's options reach the marked
// function and the kernel's IR, where the backends read them.
func TestLaunchBoundsDirective(t *testing.T) {
	p := program(t)
	j := compiler.Job{Pkg: acceptPkg, Func: "Bounded"}
	m := p.Lookup(j)
	if m == nil || m.MaxThreads != 256 || m.MaxRegs != 64 {
		t.Fatalf("Lookup(Bounded) = %+v, want maxthreads 256, maxregs 64", m)
	}
	mod, diags := compiler.Compile(p, j)
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	f := mod.Func(j.Name())
	if f == nil || f.MaxThreads != 256 || f.MaxRegs != 64 {
		t.Fatalf("the kernel's IR: %+v, want bounds 256 and 64", f)
	}
	if g := mod.Func(acceptPkg + ".Saxpy"); g != nil && (g.MaxThreads != 0 || g.MaxRegs != 0) {
		t.Errorf("Saxpy, without options, has bounds %d, %d", g.MaxThreads, g.MaxRegs)
	}
}
