package wrap

import (
	"errors"
	"math"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

// model is the documented order of the two stages (docs/gpu-abi.md) in
// plain Go: per thread a grid-stride fold of groups of v elements, then per
// block a shared-memory tree down to 32 values and a shuffle tree (lane l
// takes lane l+d).
type model[T any] struct {
	r func(a, b T) T
	v int // abi.ReduceGroup of T
}

type slot[T any] struct {
	v T
	f bool
}

func (md model[T]) combine(a, b slot[T]) slot[T] {
	switch {
	case !b.f:
		return a
	case !a.f:
		return b
	}
	return slot[T]{md.r(a.v, b.v), true}
}

func (md model[T]) block(s []slot[T]) slot[T] {
	for w := abi.ReduceBlock / 2; w >= 32; w /= 2 {
		for tid := range w {
			s[tid] = md.combine(s[tid], s[tid+w])
		}
	}
	for d := 16; d >= 1; d /= 2 {
		old := append([]slot[T](nil), s[:32]...)
		for l := range 32 {
			s[l] = old[l]
			if l+d < 32 {
				s[l] = md.combine(old[l], old[l+d])
			}
		}
	}
	return s[0]
}

// thread folds groups t, t+p, ... of in, each group's elements in order.
func (md model[T]) thread(in []T, t, p int) slot[T] {
	var acc slot[T]
	for g := t; g*md.v < len(in); g += p {
		for i := g * md.v; i < min(g*md.v+md.v, len(in)); i++ {
			acc = md.combine(acc, slot[T]{in[i], true})
		}
	}
	return acc
}

func (md model[T]) run(in []T, grid int, init T, hasInit bool) slot[T] {
	partials := make([]T, 0, grid)
	for b := range grid {
		s := make([]slot[T], abi.ReduceBlock)
		for tid := range s {
			s[tid] = md.thread(in, b*abi.ReduceBlock+tid, grid*abi.ReduceBlock)
		}
		if r := md.block(s); r.f {
			partials = append(partials, r.v)
		}
	}
	s := make([]slot[T], abi.ReduceBlock)
	for tid := range s {
		s[tid] = md.thread(partials, tid, abi.ReduceBlock)
	}
	return md.combine(slot[T]{init, hasInit}, md.block(s))
}

type reduceCase[T number] struct {
	name string
	op   ir.Op
	r    func(a, b T) T
	// serial: the result equals the serial fold (associative and
	// commutative, exact).
	serial bool
}

// TestReduce launches stage 1 then stage 2 exactly as the runtime does
// (n == 0 is not launched) and compares with the serial fold for exact
// associative ops and with the documented tree order for one that is not
// associative.
func TestReduce(t *testing.T) {
	testReduce(t, reduceCase[int64]{"Sum", ir.OpAdd, func(a, b int64) int64 { return a + b }, true})
	testReduce(t, reduceCase[float64]{"Max", ir.OpMax, func(a, b float64) float64 { return max(a, b) }, true})
	testReduce(t, reduceCase[int32]{"Min", ir.OpMin, func(a, b int32) int32 { return min(a, b) }, true})
	testReduce(t, reduceCase[float32]{"Sub", ir.OpSub, func(a, b float32) float32 { return a - b }, false})
}

func testReduce[T number](t *testing.T, c reduceCase[T]) {
	m := &ir.Module{Name: testPkg}
	core := binCore(t, m, c.name, c.op, basicOf[T]())
	if _, _, err := Reduce(m, core); err != nil {
		t.Fatal(err)
	}
	s1, s2 := shim(t, m, core, stage1Plan(basicOf[T]())), shim(t, m, core, stage2Plan(basicOf[T]()))
	if !m.Func(abi.WrapperName(core.Name, abi.RoleStage1)).UsesBarrier || !s1.UsesBarrier {
		t.Errorf("stage 1 does not report UsesBarrier")
	}
	bt := basicOf[T]()
	md := model[T]{c.r, abi.ReduceGroup(bt.Size(), true)}
	for _, opt := range []bool{false, true} {
		if opt {
			optimized(t, m)
		}
		// Past 2·256·v elements, a grid of 2 gives threads several
		// groups: the fast path's loops.
		for _, n := range []int{0, 1, 3, 31, 32, 33, 255, 256, 257, 1001, 1500, 4099, 5000} {
			in := seq[T](n, 7, 3)
			if n > 0 {
				in[n/2] = 40 // a distinct maximum
			}
			for _, hasInit := range []bool{false, true} {
				init := T(11)
				blocks := abi.ReducePartials(n, md.v)
				for _, grid := range []int{blocks, min(blocks, 2)} {
					var want slot[T]
					if c.serial {
						want = slot[T]{init, hasInit}
						for _, x := range in {
							want = md.combine(want, slot[T]{x, true})
						}
					} else {
						want = md.run(in, grid, init, hasInit)
					}
					got, ok := runReduce(t, s1, s2, in, grid, init, hasInit)
					if ok != want.f || ok && !same(got, want.v) {
						t.Fatalf("%s opt=%v n=%d grid=%d init=%v: got (%v, %v), want (%v, %v)",
							core.Name, opt, n, grid, hasInit, got, ok, want.v, want.f)
					}
				}
			}
		}
		// Stage 2 alone over more partials than stage 1 writes
		// (abi.ReduceMaxPartials): threads with several groups run its
		// loop over whole groups, then the partial last group, if any,
		// in every position of the group. Its order is one logical block's:
		// magnitudes from 1 to 2^24 make a float fold round differently in
		// any other order.
		for _, m := range []int{1024, 1025, 1026, 1027, 1028, 2051, 5000, 5001} {
			parts := seq[T](m, 5, 2)
			for i := range parts {
				parts[i] *= T(int64(1) << (i % 25))
			}
			parts[m/3] = 40
			for _, hasInit := range []bool{false, true} {
				want := md.run(parts, 1, T(11), hasInit)
				const sentinel = 99
				out := []T{sentinel}
				launch(t, s2, 1, abi.ReduceBlock, int64(m), parts, out, T(11), hasInit)
				if !same(out[0], want.v) {
					t.Fatalf("%s stage 2 opt=%v m=%d init=%v: got %v, want %v", core.Name, opt, m, hasInit, out[0], want.v)
				}
			}
		}
	}
}

func same[T number](a, b T) bool {
	return a == b || math.IsNaN(float64(a)) && math.IsNaN(float64(b))
}

// runReduce runs the two stages as the runtime launches them: nothing for
// n == 0 (the runtime returns init or ErrEmpty), stage 1 over grid blocks
// into grid partials, stage 2 over them. ok is false when out[0] was not
// written.
func runReduce[T number](t *testing.T, s1, s2 *ir.Function, in []T, grid int, init T, hasInit bool) (T, bool) {
	if len(in) == 0 {
		return init, hasInit
	}
	partials := make([]T, grid)
	launch(t, s1, grid, abi.ReduceBlock, int64(len(in)), in, int64(1), partials)
	const sentinel = 99
	out := []T{sentinel}
	launch(t, s2, 1, abi.ReduceBlock, int64(grid), partials, out, init, hasInit)
	return out[0], out[0] != sentinel
}

// TestReduceStride reads every third element of the input.
func TestReduceStride(t *testing.T) {
	m := &ir.Module{Name: testPkg}
	core := binCore(t, m, "Sum", ir.OpAdd, i64T)
	s1, s2 := shim(t, m, core, stage1Plan(i64T)), shim(t, m, core, stage2Plan(i64T))
	optimized(t, m)
	in := seq[int64](3*700, 5, 1)
	partials := make([]int64, 3)
	launch(t, s1, 3, abi.ReduceBlock, int64(700), in, int64(3), partials)
	out := []int64{0}
	launch(t, s2, 1, abi.ReduceBlock, int64(3), partials, out, int64(0), false)
	var want int64
	for i := 0; i < len(in); i += 3 {
		want += in[i]
	}
	if out[0] != want {
		t.Fatalf("strided sum = %d, want %d", out[0], want)
	}
}

func TestReduceErrors(t *testing.T) {
	m := &ir.Module{Name: testPkg}
	f, g := device("Mixed", []abiParam{{"a", i32T}, {"b", i64T}}, i32T)
	g.bd.Return(args(f)[0])
	finish(t, m, f)
	for _, core := range []*ir.Function{f, fmaCore(t, m, i32T)} {
		if _, _, err := Reduce(m, core); !errors.Is(err, ErrCore) {
			t.Errorf("Reduce(%s) = %v, want ErrCore", core.Name, err)
		}
	}
}
