package amdgpu

import (
	"fmt"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

// printBuffer declares the module's print buffer pointer (abi.PrintBufName)
// with default linkage, so the runtime finds it by name in the code object
// and stores the buffer's address there.
func printBuffer() string {
	return fmt.Sprintf("@%s = addrspace(1) global i64 0, align 8\n", abi.PrintBufName)
}

// print lowers OpPrint as compiler/ptx does: reserve the record with an
// atomic add on the buffer's write offset, store the format id, the
// thread's position and the arguments widened to 64 bits, or count the
// record as dropped when it does not fit (marking where it would have
// started with abi.PrintEnd when that is inside the buffer).
func (e *fn) print(in *ir.Instr) error {
	words := make([]string, len(in.Args))
	for i, a := range in.Args {
		w, err := e.printWord(a)
		if err != nil {
			return err
		}
		words[i] = w
	}
	size := abi.PrintHeaderBytes + abi.PrintArgBytes*len(in.Args)
	pt := ptrType(asGlobal)
	bits := e.def("load i64, %s @%s, align 8", pt, abi.PrintBufName)
	buf := e.def("inttoptr i64 %s to %s", bits, pt)
	old := e.def("atomicrmw add %s %s, i32 %d syncscope(\"agent\") monotonic, align 4", pt, e.addr(asGlobal, buf, abi.PrintOffset), size)
	// Compared before adding, so an offset near the u32 limit cannot wrap.
	fits := e.def("icmp ule i32 %s, %d", old, abi.PrintDataBytes-size)
	off := e.def("zext i32 %s to i64", old)
	off = e.def("add i64 %s, %d", off, abi.PrintDataStart)
	p := e.def("getelementptr inbounds i8, %s %s, i64 %s", pt, buf, off)
	write, drop, mark, done := e.newBlock("print"), e.newBlock("print.drop"), e.newBlock("print.end"), e.newBlock("print.done")
	e.emit("br i1 %s, label %%%s, label %%%s", fits, write.label, drop.label)

	e.startBlock(write)
	e.emit("store i32 %d, %s %s, align 4", in.AuxInt, pt, p)
	for k, s := range []ir.Special{ir.TidX, ir.TidY, ir.TidZ, ir.CtaidX, ir.CtaidY, ir.CtaidZ} {
		v, err := e.specialReg(s)
		if err != nil {
			return err
		}
		e.emit("store i32 %s, %s %s, align 4", v, pt, e.addr(asGlobal, p, 8+4*k))
	}
	for i, w := range words {
		e.emit("store i64 %s, %s %s, align 8", w, pt, e.addr(asGlobal, p, abi.PrintHeaderBytes+abi.PrintArgBytes*i))
	}
	e.emit("br label %%%s", done.label)

	e.startBlock(drop)
	e.def("atomicrmw add %s %s, i32 1 syncscope(\"agent\") monotonic, align 4", pt, e.addr(asGlobal, buf, abi.PrintDropped))
	straddles := e.def("icmp ult i32 %s, %d", old, abi.PrintDataBytes)
	e.emit("br i1 %s, label %%%s, label %%%s", straddles, mark.label, done.label)

	e.startBlock(mark)
	e.emit("store i32 %d, %s %s, align 4", int32(-1), pt, p)
	e.emit("br label %%%s", done.label)
	e.startBlock(done)
	return nil
}

// printWord is a print argument as the record's i64: integers extended by
// their signedness, bools 0 or 1, float32's bits in the low half.
func (e *fn) printWord(v ir.Value) (string, error) {
	b, ok := v.Type().(*ir.Basic)
	if !ok {
		return "", fmt.Errorf("%w: print argument of type %v", ErrBadIR, v.Type())
	}
	x, err := e.val(v)
	if err != nil {
		return "", err
	}
	t, err := basicType(b)
	if err != nil {
		return "", err
	}
	switch {
	case b.Kind == ir.Bool:
		return e.def("zext i1 %s to i64", x), nil
	case b.Kind == ir.Float32:
		h := e.def("bitcast float %s to i32", x)
		return e.def("zext i32 %s to i64", h), nil
	case b.Kind == ir.Float64:
		return e.def("bitcast double %s to i64", x), nil
	case b.Size() == 8:
		return x, nil
	case b.IsSigned():
		return e.def("sext %s %s to i64", t, x), nil
	}
	return e.def("zext %s %s to i64", t, x), nil
}
