package ptx

import (
	"encoding/binary"
	"strings"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

var (
	f32T  = ir.Typ[ir.Float32]
	f64T  = ir.Typ[ir.Float64]
	i64T  = ir.Typ[ir.Int64]
	i32T  = ir.Typ[ir.Int32]
	boolT = ir.Typ[ir.Bool]
	recT  = &ir.Struct{Tag: "rec", Fields: []ir.Field{{Name: "a", Type: f32T}, {Name: "b", Type: i64T}, {Name: "c", Type: boolT}}}
)

// phi appends a phi to b (arguments set later with setArgs).
func phi(b *ir.Block, t ir.Type) *ir.Instr {
	in := &ir.Instr{ID: -1, Op: ir.OpPhi, Typ: t, Block: b}
	b.Instrs = append(b.Instrs, in)
	return in
}

// controlModule covers phis (loop-carried swaps, critical edges, aggregate
// and bool phis, an if whose two edges reach one block), device calls with
// aggregate arguments and results, traps.
func controlModule() *ir.Module {
	m := &ir.Module{Name: "control"}

	// Swap loop: a, b = b, a each iteration; the back edge is critical.
	k := newKernel(m, "cf.loop", gptr(i64T), i64T)
	loop, exit := k.f.NewBlock("loop"), k.f.NewBlock("exit")
	k.Jump(loop)
	k.SetBlock(loop)
	a, b, i := phi(loop, i64T), phi(loop, i64T), phi(loop, i64T)
	i1 := k.Emit(ir.OpAdd, i64T, i, i64(1))
	c := k.Emit(ir.OpLt, boolT, i1, k.param(1))
	k.If(c, loop, exit)
	a.Args = []ir.Value{i64(1), b}
	b.Args = []ir.Value{i64(2), a}
	i.Args = []ir.Value{i64(0), i1}
	k.SetBlock(exit)
	k.st(k.param(0), 0, a)
	k.st(k.param(0), 1, b)
	k.done()

	// Diamond with float, aggregate and bool phis.
	k = newKernel(m, "cf.diamond", gptr(f32T), boolT, recT)
	then, els, join := k.f.NewBlock("then"), k.f.NewBlock("else"), k.f.NewBlock("join")
	k.If(k.param(1), then, els)
	k.SetBlock(then)
	v1 := k.Emit(ir.OpAdd, f32T, k.ld(k.param(0), 0), ir.ConstFloat(f32T, 2))
	agg1 := k.EmitAux(ir.OpInsert, recT, 0, nil, k.param(2), v1)
	k.Jump(join)
	k.SetBlock(els)
	k.Jump(join)
	k.SetBlock(join)
	pv, pagg, pb := phi(join, f32T), phi(join, recT), phi(join, boolT)
	pv.Args = []ir.Value{v1, ir.ConstFloat(f32T, 1)}
	pagg.Args = []ir.Value{agg1, ir.Zero(recT)}
	pb.Args = []ir.Value{ir.ConstInt(boolT, 1), ir.ConstInt(boolT, 0)}
	sel := k.Emit(ir.OpSelect, recT, pb, pagg, k.param(2))
	k.st(k.param(0), 1, pv)
	k.st(k.param(0), 2, k.EmitAux(ir.OpExtract, f32T, 0, nil, sel))
	k.done()

	// Both edges of an if reach the same block.
	k = newKernel(m, "cf.same", gptr(i32T), boolT)
	j := k.f.NewBlock("join")
	k.If(k.param(1), j, j)
	k.SetBlock(j)
	p := phi(j, i32T)
	p.Args = []ir.Value{ir.ConstInt(i32T, 7), ir.ConstInt(i32T, 9)}
	k.st(k.param(0), 0, p)
	k.done()

	// Device functions: aggregate parameters and multiple results.
	arr2 := &ir.Array{Elem: f32T, Len: 2}
	d := newFunc(m, ir.Device, "cf.dev.pair", []ir.Type{f32T, boolT, recT}, recT, arr2)
	s := d.f.Params[0]
	sum := d.Emit(ir.OpAdd, f32T, d.EmitAux(ir.OpExtract, f32T, 0, nil, d.f.Params[1]), d.EmitAux(ir.OpExtract, f32T, 0, nil, s))
	nc := d.Emit(ir.OpNot, boolT, d.EmitAux(ir.OpExtract, boolT, 2, nil, s))
	pair := d.done(sum, nc, s)
	d = newFunc(m, ir.Device, "cf.dev.void", nil)
	d.Emit(ir.OpWarpSync, nil)
	void := d.done()
	d = newFunc(m, ir.Device, "cf.dev.one", []ir.Type{ir.Typ[ir.Int8]}, ir.Typ[ir.Int8])
	one := d.done(d.Emit(ir.OpAdd, ir.Typ[ir.Int8], d.f.Params[0], ir.ConstInt(ir.Typ[ir.Int8], 1)))

	k = newKernel(m, "cf.calls", gptr(f32T), recT, gptr(ir.Typ[ir.Int8]))
	arr := k.EmitAux(ir.OpInsert, arr2, 1, nil, ir.Zero(arr2), ir.ConstFloat(f32T, 3))
	res := k.EmitAux(ir.OpCall, pair.ResultType(), 0, pair, k.param(1), arr)
	k.st(k.param(0), 0, k.EmitAux(ir.OpExtract, f32T, 0, nil, res))
	r2 := k.EmitAux(ir.OpExtract, recT, 2, nil, res)
	k.st(k.param(0), 1, k.EmitAux(ir.OpExtract, f32T, 0, nil, r2))
	k.EmitAux(ir.OpCall, nil, 0, void)
	k.st(k.param(2), 0, k.EmitAux(ir.OpCall, ir.Typ[ir.Int8], 0, one, k.ld(k.param(2), 1)))
	k.done()

	k = newKernel(m, "cf.trap", boolT)
	tb, ub := k.f.NewBlock("trap"), k.f.NewBlock("unreachable")
	k.If(k.param(0), tb, ub)
	k.SetBlock(tb)
	k.EmitAux(ir.OpTrap, nil, int64(ir.TrapPanic), "boom")
	k.SetBlock(ub)
	k.Emit(ir.OpUnreachable, nil)
	k.f.Renumber()
	return m
}

// memoryModule covers kernel parameters of every shape, local, shared,
// dynamic shared, const and global memory, aggregate loads and stores,
// address arithmetic and address-space casts.
func memoryModule() *ir.Module {
	m := &ir.Module{Name: "memory"}
	tbl := &ir.Global{Ident: "tbl", Elem: &ir.Array{Elem: f32T, Len: 4}, Space: ir.SpaceConst,
		Init: []byte{0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64, 0, 0, 128, 64}}
	gtab := &ir.Global{Ident: "gtab", Elem: &ir.Array{Elem: i32T, Len: 3}, Space: ir.SpaceGlobal,
		Init: []byte{1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0}}
	zero := &ir.Global{Ident: "zero", Elem: &ir.Array{Elem: f64T, Len: 2}, Space: ir.SpaceGeneric}
	m.Globals = []*ir.Global{tbl, gtab, zero}

	slice := ir.SliceType(f32T, ir.SpaceGlobal)
	view := ir.ViewType(f64T, 2, ir.SpaceGlobal)
	k := newKernel(m, "mem.params", slice, view, boolT, ir.Typ[ir.Int8], ir.Typ[ir.Uint16], f64T, recT, gptr(recT))
	sp := k.EmitAux(ir.OpExtract, slice.Fields[0].Type, 0, nil, k.param(0))
	n := k.EmitAux(ir.OpExtract, i64T, 1, nil, k.param(0))
	last := k.Emit(ir.OpSub, i64T, n, i64(1))
	x := k.Emit(ir.OpLoad, f32T, k.Emit(ir.OpPtrAdd, sp.Type(), sp, last))
	// view[1][2] = float64(x) + p5, addressed through the strides.
	vp := k.EmitAux(ir.OpExtract, view.Fields[0].Type, 0, nil, k.param(1))
	s0 := k.EmitAux(ir.OpExtract, i64T, 3, nil, k.param(1))
	s1 := k.EmitAux(ir.OpExtract, i64T, 4, nil, k.param(1))
	off := k.Emit(ir.OpAdd, i64T, s0, k.Emit(ir.OpMul, i64T, i64(2), s1))
	val := k.Emit(ir.OpAdd, f64T, k.Emit(ir.OpConvert, f64T, x), k.param(5))
	k.Emit(ir.OpStore, nil, k.Emit(ir.OpPtrAdd, vp.Type(), vp, off), val)
	// Aggregate store and load through a global pointer to a struct.
	k.st(k.param(7), 0, k.param(6))
	r := k.ld(k.param(7), 1)
	k.st(k.param(7), 2, k.EmitAux(ir.OpInsert, recT, 2, nil, r, k.param(2)))
	bp := k.Emit(ir.OpFieldAddr, gptr(boolT), k.at(k.param(7), 3), nil)
	bp.AuxInt = 2
	k.Emit(ir.OpStore, nil, bp, k.param(2))
	ip := k.Emit(ir.OpFieldAddr, gptr(i64T), k.at(k.param(7), 3), nil)
	ip.AuxInt = 1
	sum := k.Emit(ir.OpAdd, i64T, k.Emit(ir.OpConvert, i64T, k.param(3)), k.Emit(ir.OpConvert, i64T, k.param(4)))
	k.Emit(ir.OpStore, nil, ip, sum)
	k.done()

	arr8 := &ir.Array{Elem: f32T, Len: 8}
	tile := &ir.Array{Elem: &ir.Array{Elem: f32T, Len: 16}, Len: 16}
	k = newKernel(m, "mem.spaces", gptr(f32T), i64T, i32T)
	g := k.param(0)
	// Local array with dynamic indices of both widths.
	loc := k.EmitAux(ir.OpAlloca, ptrTo(arr8, ir.SpaceLocal), 0, arr8)
	k.Emit(ir.OpStore, nil, loc, ir.Zero(arr8))
	e1 := k.Emit(ir.OpIndexAddr, ptrTo(f32T, ir.SpaceLocal), loc, k.param(1))
	k.Emit(ir.OpStore, nil, e1, k.ld(g, 0))
	e2 := k.Emit(ir.OpIndexAddr, ptrTo(f32T, ir.SpaceLocal), loc, k.param(2))
	lv := k.Emit(ir.OpLoad, f32T, e2)
	whole := k.Emit(ir.OpLoad, arr8, loc)
	k.st(g, 1, k.EmitAux(ir.OpExtract, f32T, 7, nil, whole))
	// Shared tile, two levels of indexaddr, barrier.
	sh := k.EmitAux(ir.OpShared, ptrTo(tile, ir.SpaceShared), 0, tile)
	tid := k.EmitAux(ir.OpSpecial, i32T, int64(ir.TidX), nil)
	row := k.Emit(ir.OpIndexAddr, ptrTo(tile.Elem, ir.SpaceShared), sh, tid)
	cell := k.Emit(ir.OpIndexAddr, ptrTo(f32T, ir.SpaceShared), row, k.param(1))
	k.Emit(ir.OpStore, nil, cell, lv)
	k.EmitAux(ir.OpBarrier, nil, 0, nil)
	// Through generic addresses and back.
	gen := k.Emit(ir.OpAddrSpace, ptrTo(f32T, ir.SpaceGeneric), cell)
	gv := k.Emit(ir.OpLoad, f32T, gen)
	back := k.Emit(ir.OpAddrSpace, ptrTo(f32T, ir.SpaceShared), gen)
	k.Emit(ir.OpStore, nil, back, gv)
	lg := k.Emit(ir.OpAddrSpace, ptrTo(f32T, ir.SpaceGeneric), e1)
	k.Emit(ir.OpStore, nil, lg, gv)
	gg := k.Emit(ir.OpAddrSpace, ptrTo(f32T, ir.SpaceGeneric), g)
	g2 := k.Emit(ir.OpAddrSpace, gptr(f32T), gg)
	k.st(g2, 2, gv)
	// Dynamic shared memory, const and global tables.
	dyn := k.Emit(ir.OpDynShared, ptrTo(f32T, ir.SpaceShared))
	k.st(dyn, 5, gv)
	ct := k.Emit(ir.OpIndexAddr, ptrTo(f32T, ir.SpaceConst), tbl, k.param(2))
	k.st(g, 3, k.Emit(ir.OpLoad, f32T, ct))
	gt := k.Emit(ir.OpIndexAddr, ptrTo(i32T, ir.SpaceGlobal), gtab, i64(2))
	k.st(g, 4, k.Emit(ir.OpConvert, f32T, k.Emit(ir.OpLoad, i32T, gt)))
	zp := k.Emit(ir.OpIndexAddr, ptrTo(f64T, ir.SpaceGeneric), zero, k.param(1))
	k.st(g, 5, k.Emit(ir.OpConvert, f32T, k.Emit(ir.OpLoad, f64T, zp)))
	k.f.UsesBarrier = true
	k.done()
	return m
}

// TestDynSharedBytes: ir.DynSharedBytes reads %dynamic_smem_size (no hidden
// parameter), which the simulator gives as the size of the extern array.
func TestDynSharedBytes(t *testing.T) {
	m := &ir.Module{Name: "dynsize"}
	k := newKernel(m, "dynsize.k", gptr(ir.Typ[ir.Int64]))
	k.st(k.param(0), 0, k.EmitAux(ir.OpSpecial, ir.Typ[ir.Int64], int64(ir.DynSharedBytes), nil))
	k.done()
	src := mustCompile(t, m, Options{})
	if !strings.Contains(src, "%dynamic_smem_size;") {
		t.Fatalf("no %%dynamic_smem_size read in\n%s", src)
	}
	if strings.Count(src, ".param .u64") != 1 {
		t.Errorf("want one kernel parameter (no hidden size parameter) in\n%s", src)
	}
	s, err := newPsim(src)
	if err != nil {
		t.Fatal(err)
	}
	out := s.alloc(8, 8)
	p := make([]byte, 8)
	binary.LittleEndian.PutUint64(p, out)
	s.dynShared = 12345 // the launch's dynamic shared bytes, read back by the kernel
	if err := s.launch(abi.Mangle("dynsize.k"), [3]int{1, 1, 1}, [3]int{1, 1, 1}, [][]byte{p}); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.load(out, 64); got != 12345 {
		t.Errorf("dynamic shared size = %d, want 12345", got)
	}
}
