package wrap

import (
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

type number interface {
	~int32 | ~int64 | ~float32 | ~float64
}

func basicOf[T number]() *ir.Basic {
	switch any(*new(T)).(type) {
	case int32:
		return i32T
	case int64:
		return i64T
	case float32:
		return ir.Typ[ir.Float32]
	}
	return ir.Typ[ir.Float64]
}

func seq[T number](n, mul, add int) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = T((i*mul+add)%23) - 7
	}
	return out
}

// TestVectorizeContig runs MulAdd's contiguous kernel over every mix of
// array and scalar operands, before and after the passes.
func TestVectorizeContig(t *testing.T) {
	testContig[float32](t)
	testContig[float64](t)
	testContig[int32](t)
	testContig[int64](t)
}

func testContig[T number](t *testing.T) {
	m := &ir.Module{Name: testPkg}
	core := fmaCore(t, m, basicOf[T]())
	pc, _, err := vectorizePlans(core)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := Vectorize(m, core); err != nil {
		t.Fatal(err)
	}
	sh := shim(t, m, core, pc)
	for _, opt := range []bool{false, true} {
		if opt {
			optimized(t, m)
			if c := calls(m.Func(abi.WrapperName(core.Name, abi.RoleContig)), core); c != 0 {
				t.Errorf("%s: %d calls of the core left after inlining", core.Name, c)
			}
		}
		for mask := range 8 { // bit k: operand k is a scalar
			for _, n := range []int{0, 1, 37} {
				ins := [3][]T{seq[T](n, 3, 1), seq[T](n, 5, 2), seq[T](n, 7, 3)}
				scal := [3]T{2, -3, 5}
				var a []any
				a = append(a, int64(n))
				for k := range 3 {
					if mask&(1<<k) != 0 {
						a = append(a, []T{}, scal[k])
					} else {
						a = append(a, ins[k], scal[k]-100)
					}
				}
				out := make([]T, n)
				a = append(a, out)
				launch(t, sh, 2, 8, a...)
				for i := range n {
					x := [3]T{}
					for k := range 3 {
						x[k] = ins[k][min(i, len(ins[k])-1)]
						if mask&(1<<k) != 0 {
							x[k] = scal[k]
						}
					}
					if want := x[0]*x[1] + x[2]; out[i] != want {
						t.Fatalf("%s opt=%v mask=%b n=%d: out[%d] = %v, want %v", core.Name, opt, mask, n, i, out[i], want)
					}
				}
			}
		}
	}
}

// TestVectorizeMultiOutput runs a two-result core with mixed dtypes over
// contiguous and strided operands.
func TestVectorizeMultiOutput(t *testing.T) {
	m := &ir.Module{Name: testPkg}
	core := divModCore(t, m)
	pc, ps, err := vectorizePlans(core)
	if err != nil {
		t.Fatal(err)
	}
	csh, ssh := shim(t, m, core, pc), shim(t, m, core, ps)
	n := 50
	a := make([]int32, n)
	b := make([]int64, n)
	for i := range n {
		a[i] = int32(i*37 - 900)
		b[i] = int64(i%7 - 3)
		if b[i] == 0 {
			b[i] = 5
		}
	}
	for _, opt := range []bool{false, true} {
		if opt {
			optimized(t, m)
		}
		q, r := make([]int64, n), make([]int32, n)
		launch(t, csh, 3, 4, int64(n), a, int32(0), b, int64(0), q, r)
		for i := range n {
			x := int64(a[i])
			if q[i] != x/b[i] || r[i] != int32(x%b[i]) {
				t.Fatalf("contig opt=%v: %d: got (%d, %d), want (%d, %d)", opt, i, q[i], r[i], x/b[i], x%b[i])
			}
		}
		// Strided: a is read through a dense 5x10 view, b is a scalar;
		// q is written transposed.
		q, r = make([]int64, n), make([]int32, n)
		args := []any{int64(n), int64(2)}
		args = append(args, shape8(5, 10)...)
		args = append(args, a[:n:n], int32(0))
		args = append(args, shape8(10, 1)...)
		args = append(args, []int64{}, int64(-4))
		args = append(args, shape8(0, 0)...)
		args = append(args, q)
		args = append(args, shape8(1, 5)...)
		args = append(args, r)
		args = append(args, shape8(10, 1)...)
		launch(t, ssh, 2, 8, args...)
		for i := range 5 {
			for j := range 10 {
				x := int64(a[i*10+j])
				if q[j*5+i] != x/-4 || r[i*10+j] != int32(x%-4) {
					t.Fatalf("strided opt=%v: (%d,%d): got (%d, %d), want (%d, %d)", opt, i, j, q[j*5+i], r[i*10+j], x/-4, x%-4)
				}
			}
		}
	}
}

// shape8 pads extents or strides to abi.MaxRank with 1s (unused dims of the
// strided ABI have shape 1; their strides are not read).
func shape8(v ...int64) []any {
	out := make([]any, abi.MaxRank)
	for d := range out {
		out[d] = int64(1)
		if d < len(v) {
			out[d] = v[d]
		}
	}
	return out
}

// TestVectorizeStrided broadcasts over up to abi.MaxRank dimensions: a stride-0
// operand, a transposed one, a scalar, and an output with gaps.
func TestVectorizeStrided(t *testing.T) {
	testStrided[float32](t)
	testStrided[int64](t)
}

func testStrided[T number](t *testing.T) {
	m := &ir.Module{Name: testPkg}
	core := fmaCore(t, m, basicOf[T]())
	_, ps, err := vectorizePlans(core)
	if err != nil {
		t.Fatal(err)
	}
	sh := shim(t, m, core, ps)
	cases := []struct {
		shape []int64
	}{{[]int64{7}}, {[]int64{3, 4}}, {[]int64{2, 3, 4}}, {[]int64{2, 1, 3, 1, 2, 1, 2, 2}}}
	for _, opt := range []bool{false, true} {
		if opt {
			optimized(t, m)
		}
		for _, c := range cases {
			nd := len(c.shape)
			n := int64(1)
			for _, s := range c.shape {
				n *= s
			}
			// C-order strides of a dense array of the shape.
			dense := make([]int64, nd)
			acc := int64(1)
			for d := nd - 1; d >= 0; d-- {
				dense[d] = acc
				acc *= c.shape[d]
			}
			// a: broadcast along dim 0 (stride 0); b: reversed dims order
			// (Fortran strides); out: dense strides times 2 (gaps).
			sa := append([]int64{0}, dense[1:]...)
			sb := make([]int64, nd)
			acc = 1
			for d := range nd {
				sb[d] = acc
				acc *= c.shape[d]
			}
			so := make([]int64, nd)
			for d := range so {
				so[d] = 2 * dense[d]
			}
			a, b := seq[T](int(n), 3, 1), seq[T](int(n), 5, 4)
			out := make([]T, 2*n)
			args := []any{n, int64(nd)}
			args = append(args, shape8(c.shape...)...)
			args = append(args, a, T(0))
			args = append(args, shape8(sa...)...)
			args = append(args, b, T(0))
			args = append(args, shape8(sb...)...)
			args = append(args, []T{}, T(3))
			args = append(args, shape8()...)
			args = append(args, out)
			args = append(args, shape8(so...)...)
			launch(t, sh, 2, 4, args...)
			idx := make([]int64, nd)
			for lin := range n {
				rem := lin
				for d := nd - 1; d >= 0; d-- {
					idx[d] = rem % c.shape[d]
					rem /= c.shape[d]
				}
				var oa, ob, oo int64
				for d := range nd {
					oa += idx[d] * sa[d]
					ob += idx[d] * sb[d]
					oo += idx[d] * so[d]
				}
				if want := a[oa]*b[ob] + 3; out[oo] != want {
					t.Fatalf("opt=%v shape %v: element %v = %v, want %v", opt, c.shape, idx, out[oo], want)
				}
			}
			for i := int64(1); i < 2*n; i += 2 {
				if out[i] != 0 {
					t.Fatalf("opt=%v shape %v: gap %d written (%v)", opt, c.shape, i, out[i])
				}
			}
		}
	}
}

func TestVectorizeErrors(t *testing.T) {
	m := &ir.Module{Name: testPkg}
	vt := ir.ViewType(ir.Typ[ir.Float32], 1, ir.SpaceGeneric)
	view, g := device("View", []abiParam{{"v", vt}}, ir.Typ[ir.Float32])
	g.bd.Return(ir.Zero(ir.Typ[ir.Float32]))
	finish(t, m, view)
	none, g := device("None", []abiParam{{"a", i32T}})
	g.bd.Return()
	finish(t, m, none)
	add := binCore(t, m, "Add", ir.OpAdd, i32T)
	for _, c := range []struct {
		core *ir.Function
		want string
	}{{view, "takes scalars"}, {none, "returns scalars"}} {
		_, _, err := Vectorize(m, c.core)
		if !errors.Is(err, ErrCore) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Vectorize(%s) = %v, want ErrCore with %q", c.core.Name, err, c.want)
		}
	}
	if _, _, err := Vectorize(m, add); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Vectorize(m, add); !errors.Is(err, ErrCore) {
		t.Errorf("second Vectorize = %v, want a duplicate-name error", err)
	}
	if err := ir.VerifyModule(m); err != nil {
		t.Fatal(err)
	}
}
