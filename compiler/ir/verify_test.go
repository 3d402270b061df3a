package ir_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

var (
	i32 = ir.Typ[ir.Int32]
	i64 = ir.Typ[ir.Int64]
	f32 = ir.Typ[ir.Float32]
	bl  = ir.Typ[ir.Bool]
)

func newFunc(name string, kind ir.FuncKind, results []ir.Type, params ...ir.Type) *ir.Function {
	f := &ir.Function{Name: name, Kind: kind, Results: results}
	for i, t := range params {
		f.Params = append(f.Params, &ir.Param{Ident: string(rune('a' + i)), Typ: t, Fn: f, Index: i})
	}
	return f
}

// sumTo is: s := 0; for i := 0; i < n; i++ { s += i }; return s.
func sumTo() *ir.Function {
	f := newFunc("t.sumTo", ir.Device, []ir.Type{i64}, i64)
	bd := ir.NewBuilder(f)
	entry, loop, body, exit := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("body"), f.NewBlock("exit")
	bd.SetBlock(entry)
	bd.Jump(loop)
	bd.SetBlock(loop)
	i := bd.Emit(ir.OpPhi, i64)
	s := bd.Emit(ir.OpPhi, i64)
	c := bd.Emit(ir.OpLt, bl, i, f.Params[0])
	bd.If(c, body, exit)
	bd.SetBlock(body)
	s2 := bd.Emit(ir.OpAdd, i64, s, i)
	i2 := bd.Emit(ir.OpAdd, i64, i, ir.ConstInt(i64, 1))
	bd.Jump(loop)
	i.Args = []ir.Value{ir.ConstInt(i64, 0), i2}
	s.Args = []ir.Value{ir.ConstInt(i64, 0), s2}
	bd.SetBlock(exit)
	bd.Return(s)
	f.Renumber()
	return f
}

// divmod returns (a/b, a%b) and a kernel-side caller taking it apart.
func divmodModule() *ir.Module {
	dm := newFunc("t.divmod", ir.Device, []ir.Type{i32, i32}, i32, i32)
	bd := ir.NewBuilder(dm)
	bd.SetBlock(dm.NewBlock("entry"))
	q := bd.Emit(ir.OpDiv, i32, dm.Params[0], dm.Params[1])
	r := bd.Emit(ir.OpRem, i32, dm.Params[0], dm.Params[1])
	bd.Return(q, r)
	dm.Renumber()

	k := newFunc("t.kern", ir.Kernel, nil, ir.SliceType(i32, ir.SpaceGlobal))
	bd = ir.NewBuilder(k)
	bd.SetBlock(k.NewBlock("entry"))
	sh := bd.EmitAux(ir.OpShared, &ir.Pointer{Elem: &ir.Array{Elem: i32, Len: 4}, Space: ir.SpaceShared}, 0, &ir.Array{Elem: i32, Len: 4})
	tid := bd.EmitAux(ir.OpSpecial, i32, int64(ir.TidX), nil)
	res := bd.EmitAux(ir.OpCall, dm.ResultType(), 0, dm, tid, ir.ConstInt(i32, 3))
	q2 := bd.EmitAux(ir.OpExtract, i32, 0, nil, res)
	p := bd.EmitAux(ir.OpIndexAddr, &ir.Pointer{Elem: i32, Space: ir.SpaceShared}, 0, nil, sh, tid)
	bd.Emit(ir.OpStore, nil, p, q2)
	bd.EmitAux(ir.OpBarrier, nil, 0, nil)
	ptr := bd.EmitAux(ir.OpExtract, &ir.Pointer{Elem: i32, Space: ir.SpaceGlobal}, 0, nil, k.Params[0])
	gp := bd.Emit(ir.OpPtrAdd, ptr.Typ, ptr, tid)
	v := bd.Emit(ir.OpLoad, i32, p)
	bd.Emit(ir.OpStore, nil, gp, v)
	bd.Return()
	k.Renumber()
	return &ir.Module{Name: "t", Funcs: []*ir.Function{dm, k}}
}

func TestVerifyValid(t *testing.T) {
	if err := ir.Verify(sumTo()); err != nil {
		t.Fatal(err)
	}
	if err := ir.VerifyModule(divmodModule()); err != nil {
		t.Fatal(err)
	}
}

// find returns the first instruction with op in f.
func find(f *ir.Function, op ir.Op) *ir.Instr {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == op {
				return in
			}
		}
	}
	return nil
}

func TestVerifyBroken(t *testing.T) {
	cases := []struct {
		name   string
		mod    bool // break the divmod module's kernel instead of sumTo
		mutate func(f *ir.Function)
		want   string
	}{
		{"no terminator", false, func(f *ir.Function) { b := f.Blocks[3]; b.Instrs = b.Instrs[:0] }, "empty block"},
		{"missing terminator", false, func(f *ir.Function) {
			b := f.Blocks[2]
			b.Instrs = b.Instrs[:len(b.Instrs)-1]
		}, "does not end in a terminator"},
		{"terminator in middle", false, func(f *ir.Function) {
			b := f.Blocks[2]
			b.Instrs = append([]*ir.Instr{{Op: ir.OpUnreachable, Block: b}}, b.Instrs...)
		}, "terminator in the middle"},
		{"phi args", false, func(f *ir.Function) { p := find(f, ir.OpPhi); p.Args = p.Args[:1] }, "phi has 1 args for 2 preds"},
		{"phi late", false, func(f *ir.Function) {
			b := f.Blocks[1]
			b.Instrs[1], b.Instrs[2] = b.Instrs[2], b.Instrs[1]
		}, "phi after a non-phi"},
		{"succ count", false, func(f *ir.Function) { f.Blocks[0].Succs = nil; f.Blocks[1].Preds = f.Blocks[1].Preds[1:] }, "jump needs 1 successors"},
		{"pred mismatch", false, func(f *ir.Function) { f.Blocks[3].Preds = append(f.Blocks[3].Preds, f.Blocks[0]) }, "does not list block 3 as a successor"},
		{"operand count", false, func(f *ir.Function) { in := find(f, ir.OpAdd); in.Args = in.Args[:1] }, "add takes 2 operand(s), has 1"},
		{"binary types", false, func(f *ir.Function) { find(f, ir.OpAdd).Args[1] = ir.ConstInt(i32, 1) }, "differ from result type i64"},
		{"compare result", false, func(f *ir.Function) { find(f, ir.OpLt).Typ = i64 }, "comparison result must be bool"},
		{"if cond", false, func(f *ir.Function) { find(f, ir.OpIf).Args[0] = ir.ConstInt(i64, 1) }, "if condition has type i64"},
		{"return types", false, func(f *ir.Function) { find(f, ir.OpReturn).Args[0] = ir.ConstInt(i32, 0) }, "result 0 has type i32, want i64"},
		{"return count", false, func(f *ir.Function) { find(f, ir.OpReturn).Args = nil }, "returns 0 value(s)"},
		{"dominance", false, func(f *ir.Function) {
			// The exit block uses a value of the loop body.
			find(f, ir.OpReturn).Args[0] = f.Blocks[2].Instrs[0]
		}, "does not dominate its use"},
		{"use before def", false, func(f *ir.Function) {
			b := f.Blocks[2]
			b.Instrs[0], b.Instrs[1] = b.Instrs[1], b.Instrs[0]
			b.Instrs[0].Args[0] = b.Instrs[1]
		}, "used before its definition"},
		{"phi dominance", false, func(f *ir.Function) { find(f, ir.OpPhi).Args[0] = f.Blocks[2].Instrs[0] }, "does not dominate the end of pred 0"},
		{"block field", false, func(f *ir.Function) { f.Blocks[2].Instrs[0].Block = f.Blocks[0] }, "Instr.Block is not its block"},
		{"dup id", false, func(f *ir.Function) { f.Blocks[2].Instrs[0].ID = f.Blocks[2].Instrs[1].ID }, "already used"},
		{"foreign instr", false, func(f *ir.Function) { find(f, ir.OpReturn).Args[0] = sumTo().Blocks[2].Instrs[0] }, "not an instruction of this function"},
		{"shift count", false, func(f *ir.Function) {
			in := find(f, ir.OpAdd)
			in.Op, in.Args[1] = ir.OpShl, ir.ConstFloat(f32, 1)
		}, "shift count has type f32"},
		{"call arg", true, func(f *ir.Function) { find(f, ir.OpCall).Args[1] = ir.ConstInt(i64, 3) }, "argument 1 has type i64"},
		{"call result", true, func(f *ir.Function) { find(f, ir.OpCall).Typ = i32 }, "call yields i32"},
		{"extract range", true, func(f *ir.Function) { find(f, ir.OpExtract).AuxInt = 2 }, "extract index 2 out of range"},
		{"extract type", true, func(f *ir.Function) { find(f, ir.OpExtract).Typ = i64 }, "extract yields i64, element 0 is i32"},
		{"load type", true, func(f *ir.Function) { find(f, ir.OpLoad).Typ = f32 }, "load of f32 from ptr<shared i32>"},
		{"store type", true, func(f *ir.Function) { find(f, ir.OpStore).Args[1] = ir.ConstInt(i64, 0) }, "store of i64 through ptr<shared i32>"},
		{"indexaddr", true, func(f *ir.Function) { find(f, ir.OpIndexAddr).Typ = &ir.Pointer{Elem: i32, Space: ir.SpaceGlobal} }, "indexaddr result ptr<global i32>"},
		{"ptradd", true, func(f *ir.Function) { find(f, ir.OpPtrAdd).Args[1] = ir.ConstFloat(f32, 0) }, "ptradd offset has type f32"},
		{"shared outside entry", false, func(f *ir.Function) {
			at := &ir.Array{Elem: i32, Len: 4}
			b := f.Blocks[2]
			b.Instrs = append([]*ir.Instr{{Op: ir.OpShared, Typ: &ir.Pointer{Elem: at, Space: ir.SpaceShared}, Aux: at, Block: b, ID: 100}}, b.Instrs...)
		}, "shared allocation outside its function's entry block"},
		{"shared number", true, func(f *ir.Function) {
			sh := *find(f, ir.OpShared)
			sh.ID, sh.Pos = 100, ir.Pos{File: "k.go", Line: 2, Col: 3}
			f.Blocks[0].Instrs = append([]*ir.Instr{&sh}, f.Blocks[0].Instrs...)
		}, "shared allocation number 0 already used"},
		{"shared declaration", true, func(f *ir.Function) {
			sh := find(f, ir.OpShared)
			sh.Pos = ir.Pos{File: "k.go", Line: 2, Col: 3}
			c := *sh
			c.ID, c.AuxInt = 100, 1
			f.Blocks[0].Instrs = append([]*ir.Instr{&c}, f.Blocks[0].Instrs...)
		}, "second shared allocation of the declaration at k.go:2:3"},
		{"float rem", false, func(f *ir.Function) {
			in := find(f, ir.OpAdd)
			in.Op, in.Typ, in.Args = ir.OpRem, f32, []ir.Value{ir.ConstFloat(f32, 1), ir.ConstFloat(f32, 2)}
			replaceAll(f, in)
		}, "rem on f32: needs an integer type"},
		{"div flag", false, func(f *ir.Function) {
			in := find(f, ir.OpAdd)
			in.Op, in.AuxInt = ir.OpDiv, 2
		}, "div on i64 with AuxInt 2"},
		{"kernel results", true, func(f *ir.Function) { f.Results = []ir.Type{i32} }, "kernel has 1 result(s)"},
		{"special", true, func(f *ir.Function) { find(f, ir.OpSpecial).AuxInt = 99 }, "special register 99"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var err error
			if c.mod {
				m := divmodModule()
				c.mutate(m.Funcs[1])
				err = ir.VerifyModule(m)
			} else {
				f := sumTo()
				c.mutate(f)
				err = ir.Verify(f)
			}
			if err == nil {
				t.Fatalf("no error, want %q", c.want)
			}
			if !errors.Is(err, ir.ErrInvalid) {
				t.Errorf("error %v does not match ErrInvalid", err)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q\nwant it to contain %q", err, c.want)
			}
		})
	}
}

func TestVerifyModuleMembership(t *testing.T) {
	m := divmodModule()
	m.Funcs = m.Funcs[1:] // drop the callee
	err := ir.VerifyModule(m)
	if err == nil || !strings.Contains(err.Error(), "callee t.divmod is not in the module") {
		t.Fatalf("got %v", err)
	}
	var ve *ir.VerifyError
	if !errors.As(err, &ve) || ve.Func != "t.kern" {
		t.Fatalf("error type %T %v", err, err)
	}
}

func TestIdoms(t *testing.T) {
	f := sumTo()
	idom := ir.Idoms(f)
	want := []int{-1, 0, 1, 1}
	for i, w := range want {
		got := -1
		if idom[i] != nil {
			got = idom[i].Index
		}
		if got != w {
			t.Errorf("idom(%d) = %d, want %d", i, got, w)
		}
	}
	if !ir.Dominates(idom, f.Blocks[1], f.Blocks[3]) || ir.Dominates(idom, f.Blocks[2], f.Blocks[3]) {
		t.Error("Dominates wrong")
	}
}

// replaceAll drops the uses of in (so that only in itself is wrong).
func replaceAll(f *ir.Function, in *ir.Instr) {
	for _, b := range f.Blocks {
		for _, x := range b.Instrs {
			for k, a := range x.Args {
				if a == in {
					x.Args[k] = ir.ConstInt(i64, 0)
				}
			}
		}
	}
}

func TestPrintOutOfRangeAux(t *testing.T) {
	for _, in := range []*ir.Instr{
		{Op: ir.OpSpecial, Typ: ir.Typ[ir.Int32], AuxInt: 99},
		{Op: ir.OpAtomic, Typ: ir.Typ[ir.Int32], AuxInt: -1},
		{Op: ir.OpShfl, Typ: ir.Typ[ir.Int32], AuxInt: 42},
		{Op: ir.OpMath, Typ: ir.Typ[ir.Float64], AuxInt: 1000},
	} {
		if s := in.String(); s == "" {
			t.Errorf("empty print for %v", in.Op)
		}
	}
}
