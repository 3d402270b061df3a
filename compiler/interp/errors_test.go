package interp

import (
	"errors"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// branchKernel builds: if tid < split { then(bd) } else { els(bd) }; return.
func branchKernel(t *testing.T, split int64, then, els func(bd *ir.Builder)) *ir.Function {
	f, bd := fn("k", ir.Kernel, nil)
	tid := bd.EmitAux(ir.OpSpecial, tI32, int64(ir.TidX), nil)
	b1, b2, end := f.NewBlock("then"), f.NewBlock("else"), f.NewBlock("end")
	bd.If(bd.Emit(ir.OpLt, tBool, tid, i32c(split)), b1, b2)
	bd.SetBlock(b1)
	then(bd)
	bd.Jump(end)
	bd.SetBlock(b2)
	els(bd)
	bd.Jump(end)
	bd.SetBlock(end)
	bd.Return()
	return done(t, f)
}

func barrier(flags int64) func(*ir.Builder) {
	return func(bd *ir.Builder) { bd.EmitAux(ir.OpBarrier, nil, flags, nil) }
}

func nothing(*ir.Builder) {}

func TestLaunchErrors(t *testing.T) {
	oob, bd := fn("oob", ir.Kernel, nil, sliceI32)
	bd.Pos = ir.Pos{File: "oob.go", Line: 7, Col: 3}
	bd.Emit(ir.OpStore, nil, elemPtr(bd, oob.Params[0], tI32, gtid(bd)), i32c(1))
	bd.Return()
	done(t, oob)

	null, bd := fn("null", ir.Kernel, nil)
	bd.Emit(ir.OpLoad, tI32, ir.Zero(ptrTo(tI32, ir.SpaceGlobal)))
	bd.Return()
	done(t, null)

	badCast, bd := fn("cast", ir.Kernel, nil, sliceI32)
	gen := bd.Emit(ir.OpAddrSpace, ptrTo(tI32, ir.SpaceGeneric), elemPtr(bd, badCast.Params[0], tI32, i64c(0)))
	bd.Emit(ir.OpAddrSpace, ptrTo(tI32, ir.SpaceShared), gen)
	bd.Return()
	done(t, badCast)

	trap, bd := fn("trap", ir.Kernel, nil)
	bd.EmitAux(ir.OpTrap, nil, int64(ir.TrapBounds), "index 9 out of range [0:4]")
	done(t, trap)

	cases := []struct {
		name  string
		f     *ir.Function
		block int
		args  []any
		want  error
		text  string
	}{
		{"oob", oob, 8, []any{make([]int32, 4)}, ErrOutOfBounds, "oob.go:7:3"},
		{"oob thread", oob, 8, []any{make([]int32, 4)}, ErrOutOfBounds, "thread (4,0,0)"},
		{"null", null, 1, nil, ErrNullPointer, "null pointer"},
		{"cast", badCast, 1, []any{make([]int32, 1)}, ErrBadPointer, "cast of a global pointer to shared"},
		{"trap", trap, 2, nil, ErrTrap, "index 9 out of range"},
		{"deadlock", branchKernel(t, 16, barrier(0), func(bd *ir.Builder) { bd.Emit(ir.OpWarpSync, nil) }), 32, nil, ErrDeadlock, "warpsync"},
		{"mismatch", branchKernel(t, 16, barrier(ir.FenceLocal), barrier(ir.FenceGlobal)), 32, nil, ErrBarrierMismatch, "barrier 2"},
		{"vote mismatch", branchKernel(t, 16, barrier(0), func(bd *ir.Builder) {
			bd.EmitAux(ir.OpBarrierRed, tI32, int64(ir.BarrierPopc), nil, ir.ConstInt(tBool, 1))
		}), 32, nil, ErrBarrierMismatch, "barrier.popc"},
		{"arg count", oob, 1, nil, ErrArg, "takes 1 argument(s), got 0"},
		{"arg type", oob, 1, []any{[]float32{1}}, ErrArg, "want a value of IR type i32"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := Launch(c.f, Dim3{1, 1, 1}, Dim3{c.block, 1, 1}, c.args...)
			if !errors.Is(err, c.want) || !contains(err.Error(), c.text) {
				t.Fatalf("got %v\nwant %v containing %q", err, c.want, c.text)
			}
		})
	}
	var ie *Error
	if err := Launch(oob, Dim3{1, 1, 1}, Dim3{8, 1, 1}, make([]int32, 4)); !errors.As(err, &ie) || ie.Thread != (Dim3{4, 0, 0}) || ie.Pos.Line != 7 {
		t.Fatalf("error %#v", err)
	}
}

// TestBarrierWithExitedThreads: threads that returned count as arrived.
func TestBarrierWithExitedThreads(t *testing.T) {
	f := branchKernel(t, 5, barrier(0), nothing)
	if err := Launch(f, Dim3{2, 1, 1}, Dim3{40, 1, 1}); err != nil {
		t.Fatal(err)
	}
	w := branchKernel(t, 5, func(bd *ir.Builder) { bd.Emit(ir.OpWarpSync, nil) }, nothing)
	if err := Launch(w, Dim3{1, 1, 1}, Dim3{40, 1, 1}); err != nil {
		t.Fatal(err)
	}
}

func TestStepLimit(t *testing.T) {
	f, bd := fn("spin", ir.Device, nil)
	loop := f.NewBlock("loop")
	bd.Jump(loop)
	bd.SetBlock(loop)
	bd.Jump(loop)
	done(t, f)
	_, err := Config{StepLimit: 1000}.Call(f)
	if !errors.Is(err, ErrStepLimit) {
		t.Fatalf("got %v", err)
	}
}

func TestInvalidIRRejected(t *testing.T) {
	f, bd := fn("bad", ir.Device, []ir.Type{tI32}, tI32)
	bd.Return(ir.ConstInt(tI64, 1))
	f.Renumber()
	if _, err := Call(f, int32(1)); !errors.Is(err, ErrInvalidIR) || !errors.Is(err, ir.ErrInvalid) {
		t.Fatalf("got %v", err)
	}
}

// TestDynSharedAndWarpSize: each thread writes its lane id to dynamic
// shared memory; thread 0 reads slot 5. Without dynamic bytes the store
// is out of bounds.
func TestDynSharedAndWarpSize(t *testing.T) {
	f, bd := fn("k", ir.Kernel, nil, sliceI32)
	arr := &ir.Array{Elem: tI32, Len: 8}
	ds := bd.Emit(ir.OpDynShared, ptrTo(arr, ir.SpaceShared))
	tid := bd.EmitAux(ir.OpSpecial, tI32, int64(ir.TidX), nil)
	lane := bd.EmitAux(ir.OpSpecial, tI32, int64(ir.LaneID), nil)
	bd.Emit(ir.OpStore, nil, bd.Emit(ir.OpIndexAddr, ptrTo(tI32, ir.SpaceShared), ds, tid), lane)
	bd.EmitAux(ir.OpBarrier, nil, 0, nil)
	v := bd.Emit(ir.OpLoad, tI32, bd.Emit(ir.OpIndexAddr, ptrTo(tI32, ir.SpaceShared), ds, i32c(5)))
	bd.Emit(ir.OpStore, nil, elemPtr(bd, f.Params[0], tI32, bd.Emit(ir.OpConvert, tI64, tid)), v)
	bd.Return()
	done(t, f)
	out := make([]int32, 8)
	if err := (Config{DynShared: 32, WarpSize: 4}).Launch(f, Dim3{1, 1, 1}, Dim3{8, 1, 1}, out); err != nil {
		t.Fatal(err)
	}
	if out[0] != 1 || out[7] != 1 { // thread 5 is lane 1 of a 4-lane warp
		t.Fatalf("got %v", out)
	}
	if err := Launch(f, Dim3{1, 1, 1}, Dim3{8, 1, 1}, out); !errors.Is(err, ErrOutOfBounds) {
		t.Fatalf("no dynamic shared bytes: %v", err)
	}
}
