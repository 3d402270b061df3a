package difffuzz

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"
	"time"
)

// stubs declare what generated code uses of kern and of the harness, so
// that the generator's output type-checks without building anything.
const kernStub = `package kern
type Thread struct{}
type Dim3 struct{ X, Y, Z int }
func (t *Thread) Grid1() int { panic(0) }
func (t *Thread) Grid2() (int, int) { panic(0) }
func (t *Thread) GridSize1() int { panic(0) }
func (t *Thread) ThreadIdx() Dim3 { panic(0) }
func (t *Thread) BlockIdx() Dim3 { panic(0) }
func (t *Thread) BlockDim() Dim3 { panic(0) }
func (t *Thread) LaneID() int { panic(0) }
func (t *Thread) WarpSize() int { panic(0) }
func (t *Thread) SyncThreads() { panic(0) }
type Number interface{ ~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr | ~float32 | ~float64 }
type Array1[T Number] struct{}
func (a Array1[T]) At(i int) T { panic(0) }
func (a Array1[T]) Set(i int, v T) { panic(0) }
func (a Array1[T]) Len() int { panic(0) }
type Array2[T Number] struct{}
func (a Array2[T]) At(i, j int) T { panic(0) }
func (a Array2[T]) Set(i, j int, v T) { panic(0) }
func (a Array2[T]) Dim(k int) int { panic(0) }
func Shared[A any](t *Thread) *A { panic(0) }
func DynShared[T Number](t *Thread) []T { panic(0) }
func AtomicAdd[T Number](p *T, v T) T { panic(0) }
func AtomicMax[T Number](p *T, v T) T { panic(0) }
func AtomicMin[T Number](p *T, v T) T { panic(0) }
func ShflXor[T Number](t *Thread, v T, m int) T { panic(0) }
func ShflXorWidth[T Number](t *Thread, v T, m, w int) T { panic(0) }
func ShflDown[T Number](t *Thread, v T, d int) T { panic(0) }
func ShflUp[T Number](t *Thread, v T, d int) T { panic(0) }
func Shfl[T Number](t *Thread, v T, s int) T { panic(0) }
`

const harnessStub = `package harness
import "github.com/kernlab/kern"
type Geom struct {
	N, Rows, Cols int
	Grid, Block kern.Dim3
	Warp int
}
`

// stubImporter serves the stubs, package math for the portable math
// package, and the standard library from source.
type stubImporter struct {
	fset *token.FileSet
	std  types.Importer
	pkgs map[string]*types.Package
}

func newStubImporter(t *testing.T) *stubImporter {
	fset := token.NewFileSet()
	im := &stubImporter{fset: fset, std: importer.ForCompiler(fset, "source", nil), pkgs: map[string]*types.Package{}}
	for _, s := range []struct{ path, src string }{{"github.com/kernlab/kern", kernStub}, {harnessImport, harnessStub}} {
		f, err := parser.ParseFile(fset, s.path+".go", s.src, 0)
		if err != nil {
			t.Fatal(err)
		}
		conf := types.Config{Importer: im, IgnoreFuncBodies: true}
		p, err := conf.Check(s.path, fset, []*ast.File{f}, nil)
		if err != nil {
			t.Fatal(err)
		}
		im.pkgs[s.path] = p
	}
	return im
}

func (im *stubImporter) Import(path string) (*types.Package, error) {
	if p, ok := im.pkgs[path]; ok {
		return p, nil
	}
	if path == pmathImport {
		path = "math"
	}
	return im.std.Import(path)
}

// typeCheck checks the instance's kernel Go and plain-Go twin as one
// package.
func typeCheck(im *stubImporter, in *Instance) error {
	var files []*ast.File
	for i, body := range []string{in.Source(), in.RefSource()} {
		src, err := goFile(body)
		if err != nil {
			return err
		}
		// pmath's identifiers stay pmath: import it under that name.
		text := strings.Replace(string(src), `"`+pmathImport+`"`, `pmath "`+pmathImport+`"`, 1)
		f, err := parser.ParseFile(im.fset, fmt.Sprintf("f%d.go", i), text, 0)
		if err != nil {
			return err
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: im}
	_, err := conf.Check("main", im.fset, files, nil)
	return err
}

// Every generated program is Go (a rejection by kern gen of a program
// that is not would be the generator's bug, and cost a batch a rebuild).
func TestGeneratedProgramsTypeCheck(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 100
	}
	im := newStubImporter(t)
	kinds := map[string]int{}
	for seed := range uint64(n) {
		in := Generate(seed+7_000_000, "F1")
		if err := typeCheck(im, in); err != nil {
			t.Errorf("seed %#x: %v\n%s", in.Seed, err, numbered(in.Source()))
			continue
		}
		switch {
		case in.Kern != nil:
			kinds["kernel "+in.Kern.Template]++
		case in.TP != nil:
			kinds["generic vectorize"]++
		default:
			kinds["vectorize"]++
		}
	}
	t.Log(kinds)
	if kinds["vectorize"] == 0 || kinds["generic vectorize"] == 0 || len(kinds) < 10 {
		t.Errorf("the generator draws too narrow a mix: %v", kinds)
	}
}

func TestGenerateIsDeterministic(t *testing.T) {
	for seed := range uint64(20) {
		a, b := Generate(seed, "F1"), Generate(seed, "F1")
		if a.Source() != b.Source() || a.RefSource() != b.RefSource() || a.registration() != b.registration() {
			t.Fatalf("seed %d renders differently twice", seed)
		}
	}
}

// The minimizer's reductions keep the program Go and shrink it: with an
// oracle that only asks for a math.Log call to survive, a core reduces to
// little more than that call.
func TestMinimizeReduces(t *testing.T) {
	im := newStubImporter(t)
	var in *Instance
	for seed := uint64(0); in == nil; seed++ {
		c := Generate(seed+8_000_000, "F1")
		if c.Kern == nil && c.TP == nil && c.size() > 40 && strings.Contains(c.Source(), "math.Log(") {
			in = c
		}
	}
	before := in.size()
	calls := 0
	still := func(_ int, cands []*Instance) (int, Finding) {
		calls++
		for i, c := range cands {
			if err := typeCheck(im, c); err != nil {
				t.Fatalf("a reduction broke the program: %v\n%s", err, numbered(c.Source()))
			}
			if strings.Contains(c.Source(), "math.Log(") {
				return i, Finding{Instance: c, Kind: "mismatch"}
			}
		}
		return -1, Finding{}
	}
	mz := minimize(Finding{Instance: in, Kind: "mismatch"}, time.Minute, still, nil)
	after := mz.Instance.size()
	t.Logf("%d lines reduced to %d in %d rounds, %d batches:\n%s", before, after, mz.Rounds, calls, mz.Instance.Source())
	if after > 12 || !strings.Contains(mz.Instance.Source(), "math.Log(") {
		t.Errorf("reduced to %d lines (from %d)", after, before)
	}
	if r := mz.Reproducer(); !strings.Contains(r, "package main") || !strings.Contains(r, "-fuzz.seeds=") {
		t.Errorf("reproducer:\n%s", r)
	}
}
