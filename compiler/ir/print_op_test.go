package ir

import (
	"strings"
	"testing"
)

// A print instruction names its format id and its arguments, and the
// verifier accepts scalars only.
func TestPrintOp(t *testing.T) {
	f := &Function{Name: "k", Kind: Kernel}
	x := &Param{Ident: "x", Typ: Typ[Int32], Fn: f}
	f.Params = []*Param{x}
	b := f.NewBlock("entry")
	p := &Instr{Op: OpPrint, AuxInt: 3, Args: []Value{x, ConstInt(Typ[Float64], 0)}, Block: b}
	b.Instrs = []*Instr{p, {Op: OpReturn, Block: b}}
	f.Renumber()
	if s := p.String(); s != "print 3, %x, 0:f64" {
		t.Errorf("printed %q", s)
	}
	if err := VerifyModule(&Module{Name: "m", Funcs: []*Function{f}}); err != nil {
		t.Errorf("verify: %v", err)
	}
	p.Args = append(p.Args, Zero(&Array{Elem: Typ[Int32], Len: 2}))
	if err := VerifyModule(&Module{Name: "m", Funcs: []*Function{f}}); err == nil || !strings.Contains(err.Error(), "not a scalar") {
		t.Errorf("verify of an array argument: %v", err)
	}
}

// A block vote prints its reduction; the verifier wants a bool operand,
// an i32 count or a bool and/or, and a fence a scope of 0 to 2.
func TestBarrierRedOp(t *testing.T) {
	for _, c := range []struct {
		op      BarrierRedOp
		typ     Type
		arg     Value
		printed string
		bad     string
	}{
		{BarrierPopc, Typ[Int32], ConstInt(Typ[Bool], 1), "t0 = barrier.popc i32 true", ""},
		{BarrierAnd, Typ[Bool], ConstInt(Typ[Bool], 0), "t0 = barrier.and bool false", ""},
		{BarrierOr, Typ[Bool], ConstInt(Typ[Bool], 1), "t0 = barrier.or bool true", ""},
		{BarrierPopc, Typ[Bool], ConstInt(Typ[Bool], 1), "", "barrier.popc takes a bool and yields i32"},
		{BarrierAnd, Typ[Bool], ConstInt(Typ[Int32], 1), "", "barrier.and takes a bool and yields bool"},
		{3, Typ[Bool], ConstInt(Typ[Bool], 1), "", "unknown barrier reduction 3"},
	} {
		f := &Function{Name: "k", Kind: Kernel}
		b := f.NewBlock("entry")
		in := &Instr{Op: OpBarrierRed, AuxInt: int64(c.op), Typ: c.typ, Args: []Value{c.arg}, Block: b}
		b.Instrs = []*Instr{in, {Op: OpReturn, Block: b}}
		f.Renumber()
		err := VerifyModule(&Module{Name: "m", Funcs: []*Function{f}})
		if c.bad == "" && (err != nil || in.String() != c.printed) {
			t.Errorf("printed %q, want %q; verify: %v", in.String(), c.printed, err)
		}
		if c.bad != "" && (err == nil || !strings.Contains(err.Error(), c.bad)) {
			t.Errorf("verify of %v: %v, want %q", c, err, c.bad)
		}
	}
	f := &Function{Name: "k", Kind: Kernel}
	b := f.NewBlock("entry")
	b.Instrs = []*Instr{{Op: OpFence, AuxInt: 3, Block: b}, {Op: OpReturn, Block: b}}
	if err := VerifyModule(&Module{Name: "m", Funcs: []*Function{f}}); err == nil || !strings.Contains(err.Error(), "fence scope 3") {
		t.Errorf("verify of fence 3: %v", err)
	}
}
