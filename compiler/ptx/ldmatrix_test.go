package ptx

import (
	"testing"

	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/mma"
)

// TestLdmatrixPlan: which fragment loads ldmatrix serves. A row-major A
// and a column-major B lie along k in memory, as ldmatrix's rows do; the
// other two layouts of 16-bit elements take .trans; tf32 and FP8 have no
// transposing form (.trans moves 16-bit elements), and accumulators
// (float32 pairs) are no ldmatrix fragment.
func TestLdmatrixPlan(t *testing.T) {
	type want struct {
		ok, trans bool
	}
	for _, c := range []struct {
		op ir.MMAOp
		f  mma.Format
		l  mma.Layout
		want
	}{
		{ir.MMALoadA, mma.F16, mma.RowMajor, want{true, false}},
		{ir.MMALoadA, mma.F16, mma.ColMajor, want{true, true}},
		{ir.MMALoadB, mma.F16, mma.RowMajor, want{true, true}},
		{ir.MMALoadB, mma.F16, mma.ColMajor, want{true, false}},
		{ir.MMALoadA, mma.BF16, mma.ColMajor, want{true, true}},
		{ir.MMALoadB, mma.BF16, mma.ColMajor, want{true, false}},
		{ir.MMALoadA, mma.TF32, mma.RowMajor, want{true, false}},
		{ir.MMALoadA, mma.TF32, mma.ColMajor, want{false, false}},
		{ir.MMALoadB, mma.TF32, mma.RowMajor, want{false, false}},
		{ir.MMALoadB, mma.TF32, mma.ColMajor, want{true, false}},
		{ir.MMALoadA, mma.E4M3, mma.RowMajor, want{true, false}},
		{ir.MMALoadA, mma.E5M2, mma.ColMajor, want{false, false}},
		{ir.MMALoadB, mma.E4M3, mma.RowMajor, want{false, false}},
		{ir.MMALoadB, mma.E5M2, mma.ColMajor, want{true, false}},
		{ir.MMALoadC, mma.F16, mma.RowMajor, want{false, false}},
	} {
		p, ok := ldmatrixPlan(c.op, c.f, c.l)
		if ok != c.ok || ok && p.trans != c.trans {
			t.Errorf("op %d %v %v: ok %v trans %v, want ok %v trans %v", c.op, c.f, c.l, ok, p.trans, c.ok, c.trans)
		}
	}
	// Row-major A of 16-bit elements: row r of matrix j is A's row
	// r + 8(j&1) from column 8(j>>1).
	p, _ := ldmatrixPlan(ir.MMALoadA, mma.F16, mma.RowMajor)
	if p.a != [4]int{0, 1, 8, 0} || p.b != [4]int{0, 0, 0, 8} {
		t.Errorf("row-major A: rows at (%v)·ld + (%v), want (0 1 8 0)·ld + (0 0 0 8)", p.a, p.b)
	}
}
