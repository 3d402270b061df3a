package interp

import (
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// BenchmarkLoop measures the interpreter's speed on a counting loop
// (reported per executed instruction).
func BenchmarkLoop(b *testing.B) {
	f, bd := fn("loop", ir.Device, []ir.Type{tI64}, tI64)
	loop, body, exit := f.NewBlock("loop"), f.NewBlock("body"), f.NewBlock("exit")
	bd.Jump(loop)
	bd.SetBlock(loop)
	i := bd.Emit(ir.OpPhi, tI64)
	s := bd.Emit(ir.OpPhi, tI64)
	bd.If(bd.Emit(ir.OpLt, tBool, i, f.Params[0]), body, exit)
	bd.SetBlock(body)
	s2 := bd.Emit(ir.OpAdd, tI64, s, bd.Emit(ir.OpMul, tI64, i, i))
	i2 := bd.Emit(ir.OpAdd, tI64, i, i64c(1))
	bd.Jump(loop)
	i.Args, s.Args = []ir.Value{i64c(0), i2}, []ir.Value{i64c(0), s2}
	bd.SetBlock(exit)
	bd.Return(s)
	f.Renumber()
	const n = 10000
	b.ResetTimer()
	for range b.N {
		if _, err := Call(f, int64(n)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n*6), "ns/instr")
}
