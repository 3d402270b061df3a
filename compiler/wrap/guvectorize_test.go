package wrap

import (
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

// loop4 pads loop extents or strides to abi.MaxLoopRank (unused: 1).
func loop4(v ...int64) []any {
	out := make([]any, abi.MaxLoopRank)
	for d := range out {
		out[d] = int64(1)
		if d < len(v) {
			out[d] = v[d]
		}
	}
	return out
}

// TestGUMatMul runs "(m,n),(n,p)->(m,p)" over a 2x3 stack of matrices, with
// the second operand broadcast along the first loop dimension (loop
// stride 0) and the first one stored transposed (Fortran core strides).
func TestGUMatMul(t *testing.T) {
	testGUMatMul[float64](t)
	testGUMatMul[int32](t)
}

func testGUMatMul[T number](t *testing.T) {
	m := &ir.Module{Name: testPkg}
	core := matMulCore(t, m, basicOf[T]())
	if _, err := GUVectorize(m, core, "(m,n),(n,p)->(m,p)"); err != nil {
		t.Fatal(err)
	}
	p, err := guPlan(core, "(m,n),(n,p)->(m,p)")
	if err != nil {
		t.Fatal(err)
	}
	sh := shim(t, m, core, p)
	const L0, L1, M, N, P = 2, 3, 4, 5, 3
	// a[l0][l1] is M×N stored transposed: element (i,k) at i + k*M.
	a := seq[T](L0*L1*M*N, 3, 1)
	// b is one N×P matrix shared by l0, distinct per l1.
	b := seq[T](L1*N*P, 5, 2)
	for _, opt := range []bool{false, true} {
		if opt {
			optimized(t, m)
			if c := calls(m.Func(abi.WrapperName(core.Name, abi.RoleGU)), core); c != 0 {
				t.Errorf("%d calls of the core left after the passes", c)
			}
			checkInnerLoops(t, m.Func(abi.WrapperName(core.Name, abi.RoleGU)))
		}
		c := make([]T, L0*L1*M*P)
		args := []any{int64(L0 * L1), int64(2)}
		args = append(args, loop4(L0, L1)...)
		args = append(args, a, int64(M), int64(N), int64(1), int64(M))
		args = append(args, loop4(L1*M*N, M*N)...)
		args = append(args, b, int64(N), int64(P), int64(P), int64(1))
		args = append(args, loop4(0, N*P)...)
		args = append(args, c, int64(M), int64(P), int64(P), int64(1))
		args = append(args, loop4(L1*M*P, M*P)...)
		launch(t, sh, 2, 2, args...)
		for l0 := range L0 {
			for l1 := range L1 {
				ab := (l0*L1 + l1) * M * N
				bb := l1 * N * P
				cb := (l0*L1 + l1) * M * P
				for i := range M {
					for j := range P {
						var want T
						for k := range N {
							want += a[ab+i+k*M] * b[bb+k*P+j]
						}
						if got := c[cb+i*P+j]; got != want {
							t.Fatalf("opt=%v loop (%d,%d) c[%d,%d] = %v, want %v", opt, l0, l1, i, j, got, want)
						}
					}
				}
			}
		}
	}
}

// TestGUSum runs "(n),()->()" with a scalar input (a 1-element view
// pointer in the ABI) and a slice output, over one loop dimension and over
// none (nloop 1, loopdim 0).
func TestGUSum(t *testing.T) {
	m := &ir.Module{Name: testPkg}
	core := sumCore(t, m, ir.Typ[ir.Float32])
	p, err := guPlan(core, "(n),()->()")
	if err != nil {
		t.Fatal(err)
	}
	sh := shim(t, m, core, p)
	const L, N = 9, 6
	x := seq[float32](L*N, 3, 1)
	scale := []float32{2, -1, 3}
	for _, opt := range []bool{false, true} {
		if opt {
			optimized(t, m)
		}
		// Rows of x are operands; scale cycles through its 3 values with
		// loop stride 1 over the first 3 rows, then wraps by reading
		// scale[l%3] through a second loop dimension.
		out := make([]float32, 2*L)
		args := []any{int64(L), int64(2)}
		args = append(args, loop4(3, 3)...)
		args = append(args, x, int64(N), int64(1))
		args = append(args, loop4(3*N, N)...)
		args = append(args, scale)
		args = append(args, loop4(0, 1)...)
		args = append(args, out)
		args = append(args, loop4(6, 2)...)
		launch(t, sh, 1, 4, args...)
		for l := range L {
			var s float32
			for k := range N {
				s += x[l*N+k]
			}
			if want := s * scale[l%3]; out[2*l] != want || out[2*l+1] != 0 {
				t.Fatalf("opt=%v loop %d: out = %v, %v; want %v, 0", opt, l, out[2*l], out[2*l+1], want)
			}
		}
		// No loop dimensions: one core call.
		one := make([]float32, 1)
		args = []any{int64(1), int64(0)}
		args = append(args, loop4()...)
		args = append(args, x, int64(3), int64(2))
		args = append(args, loop4()...)
		args = append(args, scale[2:])
		args = append(args, loop4()...)
		args = append(args, one)
		args = append(args, loop4()...)
		launch(t, sh, 1, 32, args...)
		if want := (x[0] + x[2] + x[4]) * 3; one[0] != want {
			t.Fatalf("opt=%v no loop dims: %v, want %v", opt, one[0], want)
		}
	}
}

func TestGUErrors(t *testing.T) {
	m := &ir.Module{Name: testPkg}
	mm := matMulCore(t, m, ir.Typ[ir.Float32])
	sum := sumCore(t, m, ir.Typ[ir.Float32])
	add := binCore(t, m, "Add", ir.OpAdd, i32T)
	for _, c := range []struct {
		core   *ir.Function
		layout string
		want   string
	}{
		{mm, "(m,n),(n,p)->(m,p", "missing )"},
		{mm, "(m,n)->(m,n)", "2 operands but the core has 3"},
		{mm, "(m),(n,p)->(m,p)", "rank 2 but its layout (m) has 1"},
		{sum, "(n),(k)->()", "rank 0 but its layout (k)"},
		{add, "(),()->()", "no results"},
	} {
		_, err := GUVectorize(m, c.core, c.layout)
		if !errors.Is(err, ErrCore) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("GUVectorize(%s, %q) = %v, want ErrCore with %q", c.core.Name, c.layout, err, c.want)
		}
	}
}

// checkInnerLoops asserts what the GPU passes make of a wrapper's
// innermost loops: no 64-bit multiply (index×stride became a stepped
// pointer) and every memory access through a global or shared pointer,
// not a generic one.
func checkInnerLoops(t *testing.T, f *ir.Function) {
	t.Helper()
	f.Renumber()
	idom := ir.Idoms(f)
	// Natural loops by header: the blocks that reach a back edge's source
	// without passing the header.
	loops := map[*ir.Block]map[*ir.Block]bool{}
	for _, b := range f.Blocks {
		for _, h := range b.Succs {
			if !ir.Dominates(idom, h, b) {
				continue
			}
			if loops[h] == nil {
				loops[h] = map[*ir.Block]bool{h: true}
			}
			work := []*ir.Block{b}
			for len(work) > 0 {
				x := work[len(work)-1]
				work = work[:len(work)-1]
				if !loops[h][x] {
					loops[h][x] = true
					work = append(work, x.Preds...)
				}
			}
		}
	}
	inner := 0
	for h, body := range loops {
		innermost := true
		for h2 := range loops {
			innermost = innermost && (h2 == h || !body[h2])
		}
		if !innermost {
			continue
		}
		inner++
		for b := range body {
			for _, in := range b.Instrs {
				if bt, ok := in.Typ.(*ir.Basic); ok && in.Op == ir.OpMul && bt.IsInteger() && bt.Size() == 8 {
					t.Errorf("%s: inner loop block %d still multiplies: %s", f.Name, b.Index, f)
				}
				if in.Op == ir.OpLoad || in.Op == ir.OpStore {
					if pt := in.Args[0].Type().(*ir.Pointer); pt.Space == ir.SpaceGeneric {
						t.Errorf("%s: inner loop block %d accesses memory through a generic pointer:\n%s", f.Name, b.Index, f)
					}
				}
			}
		}
	}
	if inner == 0 {
		t.Errorf("%s: no inner loop found:\n%s", f.Name, f)
	}
}
