package ptx

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// kb builds one test function.
type kb struct {
	*ir.Builder
	f *ir.Function
}

func newFunc(m *ir.Module, kind ir.FuncKind, name string, results []ir.Type, params ...ir.Type) *kb {
	f := &ir.Function{Name: name, Kind: kind, Results: results, Source: name}
	for i, t := range params {
		f.Params = append(f.Params, &ir.Param{Ident: fmt.Sprintf("p%d", i), Typ: t, Fn: f, Index: i})
	}
	bd := ir.NewBuilder(f)
	bd.SetBlock(f.NewBlock("entry"))
	m.Funcs = append(m.Funcs, f)
	return &kb{bd, f}
}

func newKernel(m *ir.Module, name string, params ...ir.Type) *kb {
	return newFunc(m, ir.Kernel, name, nil, params...)
}

func ptrTo(t ir.Type, s ir.AddrSpace) *ir.Pointer { return &ir.Pointer{Elem: t, Space: s} }
func gptr(t ir.Type) *ir.Pointer                  { return ptrTo(t, ir.SpaceGlobal) }
func i64(v int64) *ir.Const                       { return ir.ConstInt(ir.Typ[ir.Int64], v) }

func (k *kb) param(i int) *ir.Param { return k.f.Params[i] }

// at is the address of element i of the array p points to (ptradd).
func (k *kb) at(p ir.Value, i int64) ir.Value {
	return k.Emit(ir.OpPtrAdd, p.Type(), p, i64(i))
}

func (k *kb) ld(p ir.Value, i int64) ir.Value {
	return k.Emit(ir.OpLoad, p.Type().(*ir.Pointer).Elem, k.at(p, i))
}

func (k *kb) st(p ir.Value, i int64, v ir.Value) { k.Emit(ir.OpStore, nil, k.at(p, i), v) }

func (k *kb) done(vals ...ir.Value) *ir.Function {
	k.Return(vals...)
	k.f.Renumber()
	return k.f
}

var (
	intKinds   = []ir.BasicKind{ir.Int8, ir.Int16, ir.Int32, ir.Int64, ir.Uint8, ir.Uint16, ir.Uint32, ir.Uint64}
	floatKinds = []ir.BasicKind{ir.Float32, ir.Float64}
	numKinds   = append(append([]ir.BasicKind{}, intKinds...), floatKinds...)
	testArchs  = []string{"sm_70", "sm_80", "sm_90"}
)

// mustCompile compiles m or fails the test.
func mustCompile(t *testing.T, m *ir.Module, opts Options) string {
	t.Helper()
	out, err := Compile(m, opts)
	if err != nil {
		t.Fatalf("Compile(%s, %+v): %v", m.Name, opts, err)
	}
	return string(out)
}

// ptxas assembles src for arch with tool (KERN_PTXAS, CUDA 11.8's, or
// for PTX ISA 8.4 KERN_PTXAS_ISA84, 12.4's) and returns its -v report; it
// fails the test on any error.
func ptxas(t *testing.T, tool, arch, src string) string {
	t.Helper()
	dir := t.TempDir()
	in := filepath.Join(dir, "k.ptx")
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(tool, "-arch", arch, "-v", "-o", filepath.Join(dir, "k.cubin"), in)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("ptxas -arch %s: %v\n%s\n--- PTX ---\n%s", arch, err, out, numbered(src, string(out)))
		return ""
	}
	return string(out)
}

// numbered prints the PTX with line numbers, only around the lines ptxas
// complained about when it named any.
func numbered(src, diag string) string {
	lines := strings.Split(src, "\n")
	want := map[int]bool{}
	for _, f := range strings.Split(diag, "line ")[1:] {
		var n int
		if _, err := fmt.Sscanf(f, "%d", &n); err == nil {
			for d := -6; d <= 3; d++ {
				want[n+d] = true
			}
		}
	}
	var b strings.Builder
	for i, l := range lines {
		if len(want) == 0 || want[i+1] {
			fmt.Fprintf(&b, "%5d %s\n", i+1, l)
		}
	}
	return b.String()
}

func ptxasTool(t *testing.T) string {
	t.Helper()
	return testtool.Path(t, "KERN_PTXAS")
}
