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
