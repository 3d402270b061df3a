package passes

import (
	"reflect"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
)

// TestRestPointers: after the GPU pipeline, runtime unrolling and the AMD
// passes, the rest loop of the strided sum starts its pointer from one
// computed from its index (no pointer phi where the group loop and its
// skip meet), and the sums are the interpreter's before the passes for
// forward, backward and zero strides and trip counts around the group
// size.
func TestRestPointers(t *testing.T) {
	before, unrolled, after := strideSumKernel(), strideSumKernel(), strideSumKernel()
	optimize(t, unrolled, append(GPU(false), RuntimeUnroll()...)...)
	optimize(t, after, append(append(GPU(false), RuntimeUnroll()...), AMD()...)...)
	// restEntryPtrPhis counts the pointer phis the rest loop's header takes
	// from outside the loop that are phis themselves.
	restEntryPtrPhis := func(k *ir.Function) int {
		n := 0
		for _, b := range k.Blocks {
			if !strings.HasSuffix(b.Comment, restSuffix) {
				continue
			}
			for _, in := range b.Instrs {
				if in.Op != ir.OpPhi {
					continue
				}
				if _, ok := in.Typ.(*ir.Pointer); !ok {
					continue
				}
				for _, a := range in.Args {
					if x, ok := a.(*ir.Instr); ok && x.Op == ir.OpPhi && x.Block != b {
						n++
					}
				}
			}
		}
		return n
	}
	if n := restEntryPtrPhis(unrolled.Func("k")); n != 1 {
		t.Fatalf("the unrolled loop's rest takes %d pointer phis, want 1 (has the shape changed?):\n%s", n, unrolled.Func("k"))
	}
	k := after.Func("k")
	if n := restEntryPtrPhis(k); n != 0 {
		t.Errorf("after RestPointers the rest loop still takes %d pointer phis:\n%s", n, k)
	}
	a := make([]int64, 64)
	for i := range a {
		a[i] = int64(i*i + 1)
	}
	for _, c := range [][3]int64{{0, 0, 1}, {0, 1, 1}, {0, 3, 2}, {0, 4, 3}, {0, 5, 1}, {0, 7, 2}, {0, 8, 1}, {0, 9, 7}, {63, 13, -4}, {63, 8, -7}, {5, 11, 0}, {2, 17, 3}} {
		o1, o2 := make([]int64, 1), make([]int64, 1)
		cfg := interp.Config{StepLimit: 1 << 16}
		one := interp.Dim3{X: 1, Y: 1, Z: 1}
		err1 := cfg.Launch(before.Func("k"), one, one, a, c[0], c[1], c[2], o1)
		err2 := cfg.Launch(k, one, one, a, c[0], c[1], c[2], o2)
		if err1 != nil || err2 != nil || !reflect.DeepEqual(o1, o2) {
			t.Errorf("off %d n %d stride %d: %v (%v), want %v (%v)", c[0], c[1], c[2], o2, err2, o1, err1)
		}
	}
}

// TestRestPointersMultipleOf: the group step must be exactly U copies of
// the rest loop's step.
func TestRestPointersMultipleOf(t *testing.T) {
	f, bd := newFn("f", ir.Device, nil, tI64, tI64)
	s, o := f.Params[0], f.Params[1]
	s2 := bd.Emit(ir.OpAdd, tI64, s, s)
	s3 := bd.Emit(ir.OpAdd, tI64, s2, s)
	s4 := bd.Emit(ir.OpAdd, tI64, s3, s)
	bad := bd.Emit(ir.OpAdd, tI64, s3, o)
	for _, c := range []struct {
		v    ir.Value
		s    ir.Value
		u    int64
		want bool
	}{
		{s4, s, 4, true}, {s3, s, 4, false}, {s4, s, 3, false}, {s2, s, 2, true}, {bad, s, 4, false},
		{c64(12), c64(3), 4, true}, {c64(12), c64(4), 4, false}, {c64(12), s, 4, false},
	} {
		if got := multipleOf(c.v, c.s, c.u); got != c.want {
			t.Errorf("multipleOf(%v, %v, %d) = %v, want %v", c.v, c.s, c.u, got, c.want)
		}
	}
}
