package ssagen

import (
	"go/constant"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
	"golang.org/x/tools/go/ssa"
)

// asyncCall lowers kern.CopyAsync, CommitAsync and WaitAsync to OpAsync.
// A copy's count and a wait's groups are constants (cp.async and
// cp.async.wait_group take immediates); a constant offset that is not a
// multiple of the count is refused here, a variable one traps in debug
// mode (alignedAddr), as a destination that is a kernel parameter (global
// memory) or a source that is shared memory is refused.
func (fs *fnState) asyncCall(name string, args []ssa.Value, in *ssa.Call) ir.Value {
	switch name {
	case "CommitAsync":
		fs.emitAux(ir.OpAsync, nil, ir.AsyncAux(ir.AsyncCommit, 0), nil)
		return nil
	case "WaitAsync":
		n, ok := constInt(args[1])
		if !ok || n < 0 || n > 255 {
			fs.errorf(in.Pos(), CodeKernAPI, "kern.WaitAsync's count of groups left in flight must be a constant from 0 to 255 (cp.async.wait_group takes an immediate)")
			return nil
		}
		fs.emitAux(ir.OpAsync, nil, ir.AsyncAux(ir.AsyncWait, int(n)), nil)
		return nil
	}
	// CopyAsync(t, dst, dstOff, src, srcOff, n)
	n, ok := constInt(args[5])
	if !ok || n <= 0 {
		fs.errorf(in.Pos(), CodeKernAPI, "kern.CopyAsync's element count must be a positive constant (4, 8 or 16 bytes in all)")
		return nil
	}
	dst, src := fs.val(args[1]), fs.val(args[3])
	st, ok := dst.Type().(*ir.Struct)
	if !ok {
		fs.internal(in.Pos(), "kern.CopyAsync of %s", dst.Type())
		return nil
	}
	elem := st.Fields[0].Type.(*ir.Pointer).Elem
	bytes := int(n) * elem.Size()
	if bytes != 4 && bytes != 8 && bytes != 16 {
		fs.errorf(in.Pos(), CodeKernAPI, "kern.CopyAsync of %d elements of %s (%d bytes): a copy moves 4, 8 or 16 bytes", n, args[1].Type().Underlying(), bytes)
		return nil
	}
	for _, k := range []int{2, 4} {
		if off, ok := constInt(args[k]); ok && off%n != 0 {
			fs.errorf(in.Pos(), CodeKernAPI, "kern.CopyAsync: offset %d is not a multiple of %d: a %d-byte copy's addresses are aligned to its size", off, n, bytes)
			return nil
		}
	}
	if fs.sliceOf(args[1]) == originParam {
		fs.errorf(in.Pos(), CodeKernAPI, "kern.CopyAsync copies into shared memory: its destination is a kernel parameter (global memory); pass a kern.Shared array's slice or kern.DynShared")
		return nil
	}
	if fs.sliceOf(args[3]) == originShared {
		fs.errorf(in.Pos(), CodeKernAPI, "kern.CopyAsync copies from global memory: its source is shared memory; copy shared to shared with ordinary assignments")
		return nil
	}
	words := &ir.Array{Len: bytes / 4, Elem: ir.Typ[ir.Uint32]}
	d := fs.alignedAddr(dst, fs.val(args[2]), int(n), words,
		"kern.CopyAsync: &dst[dstOff] is not "+itoa(bytes)+"-byte aligned (dstOff must be a multiple of "+itoa(int(n))+")")
	s := fs.alignedAddr(src, fs.val(args[4]), int(n), words,
		"kern.CopyAsync: &src[srcOff] is not "+itoa(bytes)+"-byte aligned (srcOff must be a multiple of "+itoa(int(n))+")")
	if d == nil || s == nil {
		return nil
	}
	fs.emitAux(ir.OpAsync, nil, ir.AsyncAux(ir.AsyncCopy, bytes), nil, d, s)
	return nil
}

func constInt(v ssa.Value) (int64, bool) {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.Int {
		return 0, false
	}
	return constant.Int64Val(c.Value)
}

type sliceOrigin int

const (
	originUnknown sliceOrigin = iota
	originParam               // a kernel's parameter: global memory
	originShared              // kern.Shared or kern.DynShared
)

// sliceOf says where a slice provably points: into a kernel parameter or
// into shared memory, looking through reslicing.
func (fs *fnState) sliceOf(v ssa.Value) sliceOrigin {
	for {
		switch x := v.(type) {
		case *ssa.Slice:
			v = x.X
		case *ssa.Parameter:
			if x.Parent() == fs.sfn && fs.fn.Kind == ir.Kernel {
				return originParam
			}
			return originUnknown
		case *ssa.Call:
			if f := x.Call.StaticCallee(); f != nil && pkgOf(f) != nil && pkgOf(f).Path() == abi.KernPath {
				if n := baseName(f); n == "Shared" || n == "DynShared" {
					return originShared
				}
			}
			return originUnknown
		default:
			return originUnknown
		}
	}
}
