package amdgpu

import (
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
)

// intrinsic declares an LLVM intrinsic and returns "@name".
func (e *fn) intrinsic(name, ret string, params ...string) string {
	decl := fmt.Sprintf("declare %s @%s(", ret, name)
	for i, p := range params {
		if i > 0 {
			decl += ", "
		}
		decl += p
	}
	e.mod.declare(name, decl+")")
	return "@" + name
}

// dispatchField loads a field of the HSA kernel dispatch packet
// (hsa_kernel_dispatch_packet_t): workgroup_size_x/y/z are u16 at byte 4,
// 6, 8, grid_size_x/y/z (in work-items) u32 at 12, 16, 20 and
// group_segment_size (static + dynamic LDS bytes) u32 at 28. The result
// is an i32.
func (e *fn) dispatchField(off, bytes int) string {
	dp := e.def("call ptr addrspace(4) %s()", e.intrinsic("llvm.amdgcn.dispatch.ptr", "ptr addrspace(4)"))
	q := e.def("getelementptr inbounds i8, ptr addrspace(4) %s, i64 %d", dp, off)
	if bytes == 2 {
		v := e.def("load i16, ptr addrspace(4) %s, align 2, !invariant.load !0", q)
		return e.def("zext i16 %s to i32", v)
	}
	return e.def("load i32, ptr addrspace(4) %s, align 4, !invariant.load !0", q)
}

// laneID is the lane in the wavefront: mbcnt counts the set bits of ~0
// below this lane (lo: lanes 0-31, hi: 32-63 on wave64).
func (e *fn) laneID() string {
	lo := e.def("call i32 %s(i32 -1, i32 0)", e.intrinsic("llvm.amdgcn.mbcnt.lo", "i32", "i32", "i32"))
	if e.mod.opts.WaveSize == 32 {
		return lo
	}
	return e.def("call i32 %s(i32 -1, i32 %s)", e.intrinsic("llvm.amdgcn.mbcnt.hi", "i32", "i32", "i32"), lo)
}

// dim is "x", "y" or "z".
func dim[T ~int64](k T) string { return "xyz"[k : k+1] }

// specialReg computes a special register as an i32.
func (e *fn) specialReg(s ir.Special) (string, error) {
	switch {
	case s >= ir.TidX && s <= ir.TidZ:
		n := "llvm.amdgcn.workitem.id." + dim(s-ir.TidX)
		return e.def("call i32 %s()", e.intrinsic(n, "i32")), nil
	case s >= ir.CtaidX && s <= ir.CtaidZ:
		n := "llvm.amdgcn.workgroup.id." + dim(s-ir.CtaidX)
		return e.def("call i32 %s()", e.intrinsic(n, "i32")), nil
	case s >= ir.NtidX && s <= ir.NtidZ:
		return e.dispatchField(4+2*int(s-ir.NtidX), 2), nil
	case s >= ir.NctaidX && s <= ir.NctaidZ:
		// Groups = ceil(grid_size / workgroup_size): HSA grids count
		// work-items and may end in a partial group.
		k := int(s - ir.NctaidX)
		grid := e.dispatchField(12+4*k, 4)
		wg := e.dispatchField(4+2*k, 2)
		wm1 := e.def("add i32 %s, -1", wg)
		sum := e.def("add i32 %s, %s", grid, wm1)
		return e.def("udiv i32 %s, %s", sum, wg), nil
	case s == ir.LaneID:
		return e.laneID(), nil
	case s == ir.WarpSize:
		return fmt.Sprint(e.mod.opts.WaveSize), nil
	case s == ir.DynSharedBytes:
		// The dispatch packet's group_segment_size (u32 at byte 28) is
		// the static plus the dynamic LDS of the launch, so the dynamic
		// part needs no hidden kernel parameter.
		total := e.dispatchField(28, 4)
		static := e.def("call i32 %s()", e.intrinsic("llvm.amdgcn.groupstaticsize", "i32"))
		return e.def("sub i32 %s, %s", total, static), nil
	}
	return "", fmt.Errorf("%w: special register %d", ErrUnsupported, int64(s))
}

func (e *fn) special(in *ir.Instr) error {
	if in.AuxInt < int64(ir.TidX) || in.AuxInt > int64(ir.DynSharedBytes) {
		return fmt.Errorf("%w: special register %d", ErrBadIR, in.AuxInt)
	}
	v, err := e.specialReg(ir.Special(in.AuxInt))
	if err != nil {
		return err
	}
	b, ok := in.Typ.(*ir.Basic)
	if !ok || !b.IsInteger() {
		return fmt.Errorf("%w: special register of type %v", ErrBadIR, in.Typ)
	}
	t, _ := basicType(b)
	switch {
	case b.Bits() == 32:
		e.set(in, v)
	case b.Bits() > 32:
		e.emit("%s = zext i32 %s to %s", e.names[in], v, t)
	default:
		e.emit("%s = trunc i32 %s to %s", e.names[in], v, t)
	}
	return nil
}

// sync lowers barriers and fences.
//
// OpBarrier (SyncThreads, Barrier(LocalMemFence), Barrier(GlobalMemFence),
// both): a workgroup-scope release fence, s_barrier, a workgroup-scope
// acquire fence — what ROCm's device library does for OpenCL's
// work_group_barrier(flags). The scope is "workgroup" for both flags: a
// barrier synchronizes only its work-group, so its writes need be visible
// only there (global memory included). LLVM 15 fences cannot name an
// address space, so LocalMemFence and GlobalMemFence lower identically
// (the fence orders LDS and global accesses; the cost is a
// s_waitcnt vmcnt(0) that an LDS-only fence would skip).
//
// OpWarpSync (WaveBarrier): llvm.amdgcn.wave.barrier between wavefront-
// scope fences; the fences emit no instruction but keep LLVM from moving
// memory accesses across it.
//
// OpFence: seq_cst fences at workgroup (0), agent (1) or system (2) scope.
func (e *fn) sync(in *ir.Instr) error {
	switch in.Op {
	case ir.OpBarrier:
		if in.AuxInt == ir.BarrierGrid {
			return e.gridSync()
		}
		if in.AuxInt&^(ir.FenceLocal|ir.FenceGlobal) != 0 {
			return fmt.Errorf("%w: barrier flags %d", ErrBadIR, in.AuxInt)
		}
		return e.blockBarrier()
	case ir.OpWarpSync:
		e.emit(`fence syncscope("wavefront") release`)
		e.emit("call void %s()", e.intrinsic("llvm.amdgcn.wave.barrier", "void"))
		e.emit(`fence syncscope("wavefront") acquire`)
	case ir.OpFence:
		switch in.AuxInt {
		case 0:
			e.emit(`fence syncscope("workgroup") seq_cst`)
		case 1:
			e.emit(`fence syncscope("agent") seq_cst`)
		case 2:
			e.emit(`fence seq_cst`)
		default:
			return fmt.Errorf("%w: fence scope %d", ErrBadIR, in.AuxInt)
		}
	}
	return nil
}
