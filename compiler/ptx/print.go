package ptx

import (
	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

// print writes OpPrint: the thread reserves its record in the print
// buffer (whose address the module global abi.PrintBufName holds) with an atomic add on the write offset,
// then stores the format id, its position and the arguments widened to 64
// bits; a record past the end is counted as dropped instead. The host
// formats the records after the launch (internal/dispatch). The one
// record that runs past the end marks its start with abi.PrintEnd.
func (e *fn) print(in *ir.Instr) {
	size := abi.PrintHeaderBytes + abi.PrintArgBytes*len(in.Args)
	words := make([]string, len(in.Args))
	for i, a := range in.Args {
		words[i] = e.printWord(a)
	}
	buf := e.newReg(cls64)
	e.ins("ld.global.u64 %s, [%s]", buf, abi.PrintBufName)
	old, fits := e.newReg(cls32), e.newReg(clsPred)
	drop, done := e.newLabel(), e.newLabel()
	e.ins("atom.global.add.u32 %s, [%s+%d], %d", old, buf, abi.PrintOffset, size)
	// Compared before adding, so an offset near the u32 limit cannot wrap.
	e.ins("setp.le.u32 %s, %s, %d", fits, old, abi.PrintDataBytes-size)
	p := e.newReg(cls64)
	e.ins("cvt.u64.u32 %s, %s", p, old)
	e.ins("add.u64 %s, %s, %s", p, p, buf)
	e.ins("@!%s bra %s", fits, drop)
	at := func(off int) int { return abi.PrintDataStart + off }
	e.ins("st.global.u32 [%s+%d], %d", p, at(0), in.AuxInt)
	for k, r := range []string{"%tid.x", "%tid.y", "%tid.z", "%ctaid.x", "%ctaid.y", "%ctaid.z"} {
		v := e.newReg(cls32)
		e.ins("mov.u32 %s, %s", v, r)
		e.ins("st.global.u32 [%s+%d], %s", p, at(8+4*k), v)
	}
	for i, w := range words {
		e.ins("st.global.u64 [%s+%d], %s", p, at(abi.PrintHeaderBytes+abi.PrintArgBytes*i), w)
	}
	e.ins("bra %s", done)
	e.body.WriteString(drop + ":\n")
	dummy, straddles := e.newReg(cls32), e.newReg(clsPred)
	e.ins("atom.global.add.u32 %s, [%s+%d], 1", dummy, buf, abi.PrintDropped)
	e.ins("setp.lt.u32 %s, %s, %d", straddles, old, abi.PrintDataBytes)
	e.ins("@%s st.global.u32 [%s+%d], %d", straddles, p, at(0), uint32(abi.PrintEnd))
	e.body.WriteString(done + ":\n")
}

// printWord is a print argument as the record's 64-bit word: integers
// extended by their signedness, bools 0 or 1, float32 in the low half.
func (e *fn) printWord(v ir.Value) string {
	b := e.basicOf(v.Type())
	x := e.scalar(v)
	w := e.newReg(cls64)
	switch {
	case b.Kind == ir.Bool:
		e.ins("selp.u64 %s, 1, 0, %s", w, x)
	case b.Kind == ir.Float32:
		h := e.newReg(cls32)
		e.ins("mov.b32 %s, %s", h, x)
		e.ins("cvt.u64.u32 %s, %s", w, h)
	case b.Size() == 8:
		e.ins("mov.b64 %s, %s", w, x)
	case b.IsSigned():
		e.ins("cvt.s64.s32 %s, %s", w, x)
	default:
		e.ins("cvt.u64.u32 %s, %s", w, x)
	}
	return w
}
