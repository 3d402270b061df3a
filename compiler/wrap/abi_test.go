package wrap

import (
	"fmt"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

// checkLayout fails unless kernel k's IR parameters are leaves in name,
// type and byte offset (natural alignment, as the drivers place them);
// elems[op] is operand op's element type. The runtime's marshalling is
// checked against the same abi layouts (abi_layout_test.go in package kern),
// so the two sides agree.
func checkLayout(t *testing.T, k *ir.Function, leaves []abi.Leaf, elems []ir.Type) {
	t.Helper()
	if k.Kind != ir.Kernel {
		t.Fatalf("%s is not a kernel", k.Name)
	}
	if len(k.Params) != len(leaves) {
		t.Fatalf("%s has %d parameters, abi has %d leaves", k.Name, len(k.Params), len(leaves))
	}
	offs, _ := abi.Offsets(leaves, func(op int) int { return elems[op].Size() })
	at := 0
	for i, p := range k.Params {
		l := leaves[i]
		var want ir.Type
		switch l.Kind {
		case abi.LeafI64:
			want = ir.Typ[ir.Int64]
		case abi.LeafBool:
			want = ir.Typ[ir.Bool]
		case abi.LeafPtr:
			want = &ir.Pointer{Elem: elems[l.Operand], Space: ir.SpaceGlobal}
		case abi.LeafElem:
			want = elems[l.Operand]
		case abi.LeafRe, abi.LeafIm:
			want = elems[l.Operand].(*ir.Struct).Fields[0].Type
		}
		if p.Ident != l.Name || !ir.Identical(p.Typ, want) {
			t.Errorf("%s parameter %d is %s %s, abi says %s %s", k.Name, i, p.Ident, p.Typ, l.Name, want)
		}
		if len(ir.Leaves(p.Typ, nil)) != 1 {
			t.Errorf("%s parameter %s is not one leaf", k.Name, p.Ident)
		}
		n := p.Typ.Size()
		at = (at + n - 1) / n * n
		if at != offs[i] {
			t.Errorf("%s parameter %s is at byte %d, abi says %d", k.Name, p.Ident, at, offs[i])
		}
		at += n
	}
}

// TestWrapperLayoutsMatchABI builds every wrapper for cores of mixed
// dtypes, several results, views, slices and a "()" output and checks
// each kernel's parameters against the layout abi describes.
func TestWrapperLayoutsMatchABI(t *testing.T) {
	m := &ir.Module{}
	dm := divModCore(t, m) // (int32, int64) -> (int64, int32)
	c, s, err := Vectorize(m, dm)
	if err != nil {
		t.Fatal(err)
	}
	vecElems := []ir.Type{i32T, i64T, i64T, i32T}
	checkLayout(t, c, abi.Contig{NIn: 2, NOut: 2}.Leaves(), vecElems)
	checkLayout(t, s, abi.Strided{NIn: 2, NOut: 2}.Leaves(), vecElems)

	f32 := ir.Typ[ir.Float32]
	c, s, err = Vectorize(m, fmaCore(t, m, f32))
	if err != nil {
		t.Fatal(err)
	}
	checkLayout(t, c, abi.Contig{NIn: 3, NOut: 1}.Leaves(), []ir.Type{f32, f32, f32, f32})
	checkLayout(t, s, abi.Strided{NIn: 3, NOut: 1}.Leaves(), []ir.Type{f32, f32, f32, f32})

	// Complex operands: a complex scalar is two leaves, its parts.
	for _, part := range []*ir.Basic{f32, ir.Typ[ir.Float64]} {
		ct := complexT(part)
		c, s, err = Vectorize(m, cmulAddCore(t, m, part))
		if err != nil {
			t.Fatal(err)
		}
		cplx := []bool{true, false, true}
		checkLayout(t, c, abi.Contig{NIn: 3, NOut: 1, Complex: cplx}.Leaves(), []ir.Type{ct, part, ct, ct})
		checkLayout(t, s, abi.Strided{NIn: 3, NOut: 1, Complex: cplx}.Leaves(), []ir.Type{ct, part, ct, ct})
		s1, s2, err := Reduce(m, caddCore(t, m, part))
		if err != nil {
			t.Fatal(err)
		}
		checkLayout(t, s1, abi.Stage1Leaves(), []ir.Type{ct})
		checkLayout(t, s2, abi.Stage2{Complex: true}.Leaves(), []ir.Type{ct})
	}

	gu, err := GUVectorize(m, matMulCore(t, m, f32), "(m,n),(n,p)->(m,p)")
	if err != nil {
		t.Fatal(err)
	}
	checkLayout(t, gu, abi.GU{Ranks: []int{2, 2, 2}}.Leaves(), []ir.Type{f32, f32, f32})

	// sum: a view, a "()" scalar input and a "()" output written as a slice.
	f64 := ir.Typ[ir.Float64]
	gu, err = GUVectorize(m, sumCore(t, m, f64), "(n),()->()")
	if err != nil {
		t.Fatal(err)
	}
	ranks := []int{abi.GUCoreRank(1, 1), abi.GUCoreRank(0, 0), abi.GUCoreRank(1, 0)}
	if ranks[2] != 0 {
		t.Fatalf("a \"()\" slice output takes %d core extents, want 0", ranks[2])
	}
	checkLayout(t, gu, abi.GU{Ranks: ranks}.Leaves(), []ir.Type{f64, f64, f64})

	for _, typ := range []*ir.Basic{ir.Typ[ir.Int8], ir.Typ[ir.Float32], ir.Typ[ir.Float64]} {
		s1, s2, err := Reduce(m, binCore(t, m, "Add["+typ.String()+"]", ir.OpAdd, typ))
		if err != nil {
			t.Fatal(err)
		}
		checkLayout(t, s1, abi.Stage1Leaves(), []ir.Type{typ})
		checkLayout(t, s2, abi.Stage2{}.Leaves(), []ir.Type{typ})
	}
	if err := ir.VerifyModule(m); err != nil {
		t.Fatal(err)
	}
}

// TestWrapperNames: a wrapper is named as abi.WrapperName says, so the
// symbol kern gen records (abi.EntryName) is the one the module holds.
func TestWrapperNames(t *testing.T) {
	m := &ir.Module{}
	core := fmaCore(t, m, ir.Typ[ir.Float32])
	c, s, err := Vectorize(m, core)
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != abi.WrapperName(core.Name, abi.RoleContig) || s.Name != abi.WrapperName(core.Name, abi.RoleStrided) {
		t.Errorf("wrappers %s, %s of %s", c.Name, s.Name, core.Name)
	}
}

// TestKernelParamLeaves: a kernel's []T and kern.ArrayN[T] parameters
// flatten (ir.Leaves) as abi's Slice* and View* indices say, which is how
// the runtime writes them.
func TestKernelParamLeaves(t *testing.T) {
	f32 := ir.Typ[ir.Float32]
	st := ir.SliceType(f32, ir.SpaceGlobal)
	if ls := ir.Leaves(st, nil); len(ls) != abi.SliceLeaves {
		t.Fatalf("a slice has %d leaves, abi says %d", len(ls), abi.SliceLeaves)
	}
	for i, name := range map[int]string{abi.SlicePtr: "ptr", abi.SliceLen: "len", abi.SliceCap: "cap"} {
		if st.Fields[i].Name != name {
			t.Errorf("slice leaf %d is %s, abi says %s", i, st.Fields[i].Name, name)
		}
	}
	for rank := 1; rank <= 3; rank++ {
		vt := ir.ViewType(f32, rank, ir.SpaceGlobal)
		ls := ir.Leaves(vt, nil)
		if len(ls) != abi.ViewLeaves(rank) {
			t.Fatalf("a rank-%d view has %d leaves, abi says %d", rank, len(ls), abi.ViewLeaves(rank))
		}
		want := map[int]string{abi.ViewPtr: "ptr"}
		for d := range rank {
			want[abi.ViewShape(d)] = fmt.Sprintf("shape%d", d)
			want[abi.ViewStride(rank, d)] = fmt.Sprintf("stride%d", d)
		}
		for i, name := range want {
			if vt.Fields[i].Name != name {
				t.Errorf("rank-%d view leaf %d is %s, abi says %s", rank, i, vt.Fields[i].Name, name)
			}
		}
	}
}
