package ssagen

import (
	"cmp"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
	"golang.org/x/tools/go/ssa"
)

// baseName is a function's name without type arguments: "Shared", "At".
func baseName(fn *ssa.Function) string {
	name := fn.Name()
	if o := fn.Origin(); o != nil {
		name = o.Name()
	}
	if i := strings.IndexByte(name, '['); i >= 0 {
		name = name[:i]
	}
	return name
}

// kernCall lowers a call into the kernel-side API.
func (fs *fnState) kernCall(callee *ssa.Function, args []ssa.Value, in *ssa.Call) ir.Value {
	name := baseName(callee)
	if recv := callee.Signature.Recv(); recv != nil {
		if IsThread(recv.Type()) {
			return fs.threadMethod(name, args, in)
		}
		if n := ViewRank(recv.Type()); n > 0 {
			return fs.viewMethod(n, name, args, in)
		}
		if _, ok := regVarPtr(recv.Type()); ok {
			return fs.regVarMethod(callee, args, in)
		}
		if isFrag(recv.Type()) {
			return fs.fragMethod(name, recv.Type(), args, in)
		}
	}
	if deviceLib(callee) {
		return fs.deviceCall(callee, args, in)
	}
	if v, ok := fs.halfConv(name, args, in); ok {
		return v
	}
	if v, ok := fs.halfOp(name, args, in); ok {
		return v
	}
	switch name {
	case "Shared":
		return fs.shared(in)
	case "AtomicAdd", "AtomicSub", "AtomicMax", "AtomicMin", "AtomicExch", "AtomicCAS",
		"AtomicAnd", "AtomicOr", "AtomicXor", "AtomicInc", "AtomicDec", "AtomicNanMax", "AtomicNanMin":
		return fs.atomic(name, args, in)
	case "ShflDown", "ShflUp", "ShflXor", "Shfl", "ShflDownWidth", "ShflUpWidth", "ShflXorWidth", "ShflWidth",
		"ShflDownSync", "ShflUpSync", "ShflXorSync", "ShflSync":
		return fs.shfl(name, args, in)
	case "DynShared":
		return fs.dynShared(in)
	case "Printf":
		return fs.printf(args, in)
	case "Ballot", "AllSync", "AnySync", "MatchAnySync", "ActiveMask":
		return fs.vote(name, args)
	case "EqSync", "MatchAllSync":
		return fs.voteComposite(name, args)
	case "LoadA", "LoadB", "LoadC", "FillC", "FillAcc", "StoreC", "MMA", "MMAShape":
		return fs.mmaCall(name, callee, args, in)
	case "LoadVec", "StoreVec":
		return fs.vecAccess(name, args, in)
	case "CopyAsync", "CommitAsync", "WaitAsync":
		return fs.asyncCall(name, args, in)
	case "Clock64":
		return fs.emitAux(ir.OpClock, ir.Typ[ir.Int64], int64(ir.ClockRead), nil)
	case "Nanosleep":
		fs.emitAux(ir.OpClock, nil, int64(ir.ClockSleep), nil, fs.val(args[1]))
		return nil
	case "LaneMaskLT":
		u64 := ir.Typ[ir.Uint64]
		lane := fs.emit(ir.OpConvert, u64, fs.emitAux(ir.OpSpecial, i32, int64(ir.LaneID), nil))
		bit := fs.emit(ir.OpShl, u64, ir.ConstInt(u64, 1), lane)
		return fs.emit(ir.OpSub, u64, bit, ir.ConstInt(u64, 1))
	}
	fs.errorf(in.Pos(), CodeKernAPI, "kern.%s is host-side API and cannot be called from kernel code", name)
	return nil
}

var i32 = ir.Typ[ir.Int32]

func (fs *fnState) special(s ir.Special) ir.Value {
	v := fs.emitAux(ir.OpSpecial, i32, int64(s), nil)
	return fs.emit(ir.OpConvert, ir.Typ[ir.Int64], v)
}

// dim3 builds a kern.Dim3 value from three specials.
func (fs *fnState) dim3(x, y, z ir.Special, in *ssa.Call) ir.Value {
	t := fs.typ(in.Type(), in.Pos())
	var v ir.Value = ir.Zero(t)
	for k, s := range []ir.Special{x, y, z} {
		v = fs.emitAux(ir.OpInsert, t, int64(k), nil, v, fs.special(s))
	}
	return v
}

// globalIndex is ctaid*ntid+tid on one axis; globalSize nctaid*ntid.
func (fs *fnState) globalIndex(axis int) ir.Value {
	i64 := ir.Typ[ir.Int64]
	a := ir.Special(axis)
	prod := fs.emit(ir.OpMul, i64, fs.special(ir.CtaidX+a), fs.special(ir.NtidX+a))
	return fs.emit(ir.OpAdd, i64, prod, fs.special(ir.TidX+a))
}

func (fs *fnState) globalSize(axis int) ir.Value {
	a := ir.Special(axis)
	return fs.emit(ir.OpMul, ir.Typ[ir.Int64], fs.special(ir.NctaidX+a), fs.special(ir.NtidX+a))
}

// tuple packs n values as a call's "results" struct.
func (fs *fnState) tuple(vals ...ir.Value) ir.Value {
	var ts []ir.Type
	for _, v := range vals {
		ts = append(ts, v.Type())
	}
	t := ir.ResultType(ts)
	var r ir.Value = ir.Zero(t)
	for k, v := range vals {
		r = fs.emitAux(ir.OpInsert, t, int64(k), nil, r, v)
	}
	return r
}

func (fs *fnState) threadMethod(name string, args []ssa.Value, in *ssa.Call) ir.Value {
	switch name {
	case "ThreadIdx":
		return fs.dim3(ir.TidX, ir.TidY, ir.TidZ, in)
	case "BlockIdx":
		return fs.dim3(ir.CtaidX, ir.CtaidY, ir.CtaidZ, in)
	case "BlockDim":
		return fs.dim3(ir.NtidX, ir.NtidY, ir.NtidZ, in)
	case "GridDim":
		return fs.dim3(ir.NctaidX, ir.NctaidY, ir.NctaidZ, in)
	case "Grid1":
		return fs.globalIndex(0)
	case "Grid2":
		return fs.tuple(fs.globalIndex(0), fs.globalIndex(1))
	case "Grid3":
		return fs.tuple(fs.globalIndex(0), fs.globalIndex(1), fs.globalIndex(2))
	case "GridSize1":
		return fs.globalSize(0)
	case "GridSize2":
		return fs.tuple(fs.globalSize(0), fs.globalSize(1))
	case "GridSize3":
		return fs.tuple(fs.globalSize(0), fs.globalSize(1), fs.globalSize(2))
	case "LaneID":
		return fs.special(ir.LaneID)
	case "WarpSize":
		return fs.special(ir.WarpSize)
	case "SyncThreads":
		fs.fn.UsesBarrier = true
		fs.emitAux(ir.OpBarrier, nil, 0, nil)
		return nil
	case "Barrier":
		v, ok := constInt(args[1])
		if !ok {
			fs.errorf(in.Pos(), CodeBarrierScope, "the scope of Barrier must be a constant (kern.LocalMemFence, kern.GlobalMemFence or both)")
			return nil
		}
		fs.fn.UsesBarrier = true
		fs.emitAux(ir.OpBarrier, nil, v&(ir.FenceLocal|ir.FenceGlobal), nil)
		return nil
	case "GridSync":
		fs.fn.UsesBarrier = true
		fs.emitAux(ir.OpBarrier, nil, ir.BarrierGrid, nil)
		return nil
	case "SyncThreadsCount":
		fs.fn.UsesBarrier = true
		n := fs.emitAux(ir.OpBarrierRed, i32, int64(ir.BarrierPopc), nil, fs.val(args[1]))
		return fs.emit(ir.OpConvert, ir.Typ[ir.Int64], n)
	case "SyncThreadsAnd", "SyncThreadsOr":
		fs.fn.UsesBarrier = true
		op := ir.BarrierAnd
		if name == "SyncThreadsOr" {
			op = ir.BarrierOr
		}
		return fs.emitAux(ir.OpBarrierRed, ir.Typ[ir.Bool], int64(op), nil, fs.val(args[1]))
	case "ThreadFence", "ThreadFenceBlock", "ThreadFenceSystem":
		scope := int64(1) // OpFence's scopes: 0 block, 1 device, 2 system
		switch name {
		case "ThreadFenceBlock":
			scope = 0
		case "ThreadFenceSystem":
			scope = 2
		}
		fs.emitAux(ir.OpFence, nil, scope, nil)
		return nil
	case "WaveBarrier":
		fs.fn.UsesBarrier = true
		fs.emit(ir.OpWarpSync, nil)
		return nil
	case "SyncWarp":
		fs.fn.UsesBarrier = true
		fs.emitAux(ir.OpVote, nil, int64(ir.VoteSync), nil, fs.val(args[1]))
		return nil
	}
	fs.errorf(in.Pos(), CodeKernAPI, "(*kern.Thread).%s is not supported in kernel code", name)
	return nil
}

// shared allocates a block-shared array: one per declaration, as CUDA's
// static __shared__ (the inliner merges a device function's copies into
// the kernel's entry block). Only where the kernel or device function
// that declares it runs exactly once per call in every thread
// (onceBlock); the array itself goes to the function's entry block.
// checkShared counts a kernel's arrays against 48 KiB.
func (fs *fnState) shared(in *ssa.Call) ir.Value {
	if !onceBlock(in.Block()) {
		fs.errorf(in.Pos(), CodeShared, "kern.Shared must be called in the body of the kernel or device function that declares it, outside loops and conditionals (a device function that declares one may be called anywhere: every call sees the same array)")
	}
	elemGo := in.Type().(*types.Pointer).Elem()
	elem := fs.typ(elemGo, in.Pos())
	n := int64(0)
	var pos token.Position
	if fs.g.Fset != nil {
		pos = fs.g.Fset.Position(in.Pos())
	}
	for _, b := range fs.fn.Blocks {
		for _, x := range b.Instrs {
			if x.Op != ir.OpShared {
				continue
			}
			n++
			// The CPU targets tell declarations apart by function, file
			// and line (all a Go stack frame has).
			if p := fs.g.Fset.Position(fs.g.sharedAt[x]); pos.IsValid() && p.Filename == pos.Filename && p.Line == pos.Line {
				fs.errorf(in.Pos(), CodeShared, "a second kern.Shared on line %d: the CPU targets tell shared arrays apart by their line, so declare each on a line of its own", pos.Line)
			}
		}
	}
	sh := fs.emitAux(ir.OpShared, &ir.Pointer{Elem: elem, Space: ir.SpaceShared}, n, elem)
	fs.g.sharedAt[sh] = in.Pos()
	if entry := fs.fn.Blocks[0]; sh.Block != entry && entry.Terminator() != nil {
		// A -debug check before the call (an index, a division) split
		// the Go entry block: the array still belongs in the function's
		// entry block, where the backends allocate shared memory and
		// the inliner looks for it. It has no operands, so it can go
		// before the entry's branch.
		cur := sh.Block
		cur.Instrs = cur.Instrs[:len(cur.Instrs)-1]
		entry.Instrs = slices.Insert(entry.Instrs, len(entry.Instrs)-1, sh)
		sh.Block = entry
	}
	return sh
}

// onceBlock reports a block every call of its function runs exactly
// once: in no loop, and on every path from the entry to a return (a
// kern.Shared after a loop, not only in the entry block; a panic ends a
// path that needs no array).
func onceBlock(b *ssa.BasicBlock) bool {
	if b.Index == 0 {
		return true
	}
	reach := func(from []*ssa.BasicBlock, avoid *ssa.BasicBlock, stop func(*ssa.BasicBlock) bool) bool {
		seen := map[*ssa.BasicBlock]bool{}
		work := slices.Clone(from)
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			if x == avoid || seen[x] {
				continue
			}
			if stop(x) {
				return true
			}
			seen[x] = true
			work = append(work, x.Succs...)
		}
		return false
	}
	inLoop := reach(b.Succs, nil, func(x *ssa.BasicBlock) bool { return x == b })
	returns := func(x *ssa.BasicBlock) bool {
		_, ok := x.Instrs[len(x.Instrs)-1].(*ssa.Return)
		return ok
	}
	bypassed := reach([]*ssa.BasicBlock{b.Parent().Blocks[0]}, b, returns)
	return !inLoop && !bypassed
}

// checkShared reports a kernel whose shared arrays, its own and those of
// the device functions it calls, each declaration once, take more than
// 48 KiB laid out as the inliner lays them out (ir.SharedDecls). ptxas
// refuses more static shared memory than this on every CUDA GPU, and the
// host device has no more either: only dynamic shared memory may go
// further, with the device's opt-in. An AMD-only package is held to it
// too, so that a kernel runs on every target kern gen compiles it for.
// Reported once, at the array that crosses it.
func (g *Gen) checkShared(k *ir.Function) {
	decls := ir.SharedDecls(k)
	where := ""
	if slices.ContainsFunc(decls, func(sh *ir.Instr) bool { return sh.Block.Fn != k }) {
		where = ", with those of the device functions it calls,"
	}
	bytes := int64(0)
	for _, sh := range decls {
		before := bytes
		bytes = sharedEnd(before, sh.Aux.(ir.Type))
		if before <= maxStaticShared && bytes > maxStaticShared {
			g.report(g.sharedAt[sh], CodeShared, "the kernel's kern.Shared arrays%s take %d bytes, over the %d (48 KiB) a block may declare statically on CUDA and the CPU targets: use kern.DynShared[T](t) and launch with kern.SharedMem(bytes), which may go up to a CUDA device's opt-in limit or AMD's 64 KiB (the CPU targets have 48 KiB in all), or use less", where, bytes, maxStaticShared)
			return
		}
	}
}

// maxStaticShared is the most static shared memory a kernel may declare.
const maxStaticShared = 48 << 10

// sharedEnd is where a kernel's shared arrays end after one of type t is
// placed at or after off, as the PTX backend lays them out: each 16-byte
// aligned (or more) and at least one byte.
func sharedEnd(off int64, t ir.Type) int64 {
	a := max(int64(t.Align()), 16)
	return (off+a-1)/a*a + max(int64(t.Size()), 1)
}

// dynShared lowers kern.DynShared[T](t) to the slice {dynshared as
// ptr<shared T>, n, n} with n = DynSharedBytes / sizeof(T), the length the
// native runtime gives it.
func (fs *fnState) dynShared(in *ssa.Call) ir.Value {
	st, ok := fs.typ(in.Type(), in.Pos()).(*ir.Struct)
	if !ok || len(st.Fields) != 3 {
		return nil
	}
	elem := st.Fields[0].Type.(*ir.Pointer).Elem
	size := int64(max(elem.Size(), 1))
	pt := &ir.Pointer{Elem: elem, Space: ir.SpaceShared}
	i64 := ir.Typ[ir.Int64]
	ptr := fs.emit(ir.OpDynShared, pt)
	bytes := fs.emit(ir.OpConvert, i64, fs.emitAux(ir.OpSpecial, i32, int64(ir.DynSharedBytes), nil))
	n := fs.emit(ir.OpDiv, i64, bytes, ir.ConstInt(i64, size))
	rt := ir.SliceType(elem, ir.SpaceShared)
	var s ir.Value = ir.Zero(rt)
	s = fs.emitAux(ir.OpInsert, rt, 0, nil, s, ptr)
	s = fs.emitAux(ir.OpInsert, rt, 1, nil, s, n)
	s = fs.emitAux(ir.OpInsert, rt, 2, nil, s, n)
	return s
}

var atomicOps = map[string]ir.AtomicOp{
	"AtomicAdd": ir.AtomicAdd, "AtomicSub": ir.AtomicSub, "AtomicMax": ir.AtomicMax,
	"AtomicMin": ir.AtomicMin, "AtomicExch": ir.AtomicExch, "AtomicAnd": ir.AtomicAnd,
	"AtomicOr": ir.AtomicOr, "AtomicXor": ir.AtomicXor, "AtomicInc": ir.AtomicInc,
	"AtomicDec": ir.AtomicDec, "AtomicNanMax": ir.AtomicNanMax, "AtomicNanMin": ir.AtomicNanMin,
}

func (fs *fnState) atomic(name string, args []ssa.Value, in *ssa.Call) ir.Value {
	if !elementAddr(args[0]) {
		fs.errorf(in.Pos(), CodeAtomicPtr, "the pointer of kern.%s must be &a[i] of a slice or array (or &a[i].F of a record in one), or a.Ptr(...) of a kern array", name)
		return nil
	}
	p := fs.val(args[0])
	pt, ok := p.Type().(*ir.Pointer)
	if !ok {
		return nil
	}
	if name == "AtomicCAS" {
		return fs.emit(ir.OpAtomicCAS, pt.Elem, p, fs.val(args[1]), fs.val(args[2]))
	}
	op := atomicOps[name]
	switch k := halfOf(args[1].Type()); {
	case k == halfF16 && name == "AtomicAdd":
		op = ir.AtomicAddF16
	case k == halfBF16 && name == "AtomicAdd":
		op = ir.AtomicAddBF16
	case k != notHalf && name != "AtomicExch":
		// Unreachable from Go (the other atomics' constraints exclude
		// the half types), but never their integer forms.
		fs.errorf(in.Pos(), CodeHalf, "kern.%s of %s: the half types have AtomicAdd, AtomicExch and AtomicCAS", name, typeName(args[1].Type()))
		return nil
	}
	return fs.emitAux(ir.OpAtomic, pt.Elem, int64(op), nil, p, fs.val(args[1]))
}

// elementAddr reports whether v is the address of an element: &a[i], a
// field of one (&a[i].F) or a kern array's Ptr.
func elementAddr(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.IndexAddr:
		return true
	case *ssa.FieldAddr: // &a[i].F: a field of a record in an array
		return elementAddr(x.X)
	case *ssa.Call:
		if fn, ok := x.Common().Value.(*ssa.Function); ok {
			return pkgOf(fn) != nil && pkgOf(fn).Path() == abi.KernPath && baseName(fn) == "Ptr"
		}
	}
	return false
}

var shflModes = map[string]ir.ShflMode{"ShflDown": ir.ShflDown, "ShflUp": ir.ShflUp, "ShflXor": ir.ShflXor, "Shfl": ir.ShflIdx}

// shfl lowers a warp shuffle; the lane operand is any integer. The width of a
// width shuffle (…Width(t, v, arg, width)) must be a constant: it picks
// the instruction's segmenting, and a width other than a power of two up
// to 32 would segment 32- and 64-lane warps differently.
//
// A shuffle with a member mask (…Sync(t, mask, v, arg)) is OpShfl with
// the mask as a third operand.
func (fs *fnState) shfl(name string, args []ssa.Value, in *ssa.Call) ir.Value {
	var mask ir.Value
	if base, ok := strings.CutSuffix(name, "Sync"); ok {
		name = cmp.Or(base, "Shfl")
		mask = fs.val(args[1])
		args = append([]ssa.Value{args[0]}, args[2:]...)
	}
	v := fs.val(args[1])
	// The lane operand keeps its width: a 64-bit delta of 2³² or more must
	// read nothing, which its low 32 bits alone would not say (the
	// backends range-check it whole, then use its low bits).
	lane := fs.val(args[2])
	ops := func(x ir.Value) []ir.Value {
		if mask != nil {
			return []ir.Value{x, lane, mask}
		}
		return []ir.Value{x, lane}
	}
	width := 0
	if base, ok := strings.CutSuffix(name, "Width"); ok {
		name = cmp.Or(base, "Shfl")
		c, ok := args[3].(*ssa.Const)
		w, exact := int64(0), false
		if ok && c.Value != nil {
			w, exact = constant.Int64Val(c.Value)
		}
		if !exact || !ir.ValidShflWidth(int(w)) || w == 0 {
			got := "a run-time value"
			if ok && c.Value != nil {
				got = c.Value.ExactString()
			}
			fs.errorf(in.Pos(), CodeKernAPI, "the width of kern.%sWidth must be a constant power of two from 1 to 32 (the lanes of each segment), not %s; for a run-time width, shuffle the whole warp and keep your own value where the source lane is outside the segment", name, got)
			return nil
		}
		width = int(w)
	}
	fs.fn.UsesBarrier = true
	aux := ir.ShflAux(shflModes[name], width)
	if _, ok := v.Type().(*ir.Struct); ok { // complex: its parts, as the CPU targets move them
		re, im := fs.cparts(v)
		re = fs.emitAux(ir.OpShfl, re.Type(), aux, nil, ops(re)...)
		im = fs.emitAux(ir.OpShfl, im.Type(), aux, nil, ops(im)...)
		return fs.cmake(v.Type(), re, im)
	}
	return fs.emitAux(ir.OpShfl, v.Type(), aux, nil, ops(v)...)
}

// voteComposite lowers the votes made of two others, as kern's Go does:
// EqSync is AllSync || !AnySync, MatchAllSync compares MatchAnySync with
// the ballot of the lanes taking part. Both votes are made by every lane,
// as the CPU targets make them.
func (fs *fnState) voteComposite(name string, args []ssa.Value) ir.Value {
	fs.fn.UsesBarrier = true
	mask, x := fs.val(args[1]), fs.val(args[2])
	b, u64 := ir.Typ[ir.Bool], ir.Typ[ir.Uint64]
	if name == "EqSync" {
		all := fs.emitAux(ir.OpVote, b, int64(ir.VoteAll), nil, mask, x)
		any := fs.emitAux(ir.OpVote, b, int64(ir.VoteAny), nil, mask, x)
		return fs.emit(ir.OpSelect, b, all, ir.ConstInt(b, 1), fs.emit(ir.OpNot, b, any))
	}
	same := fs.emitAux(ir.OpVote, u64, int64(ir.VoteMatch), nil, mask, x)
	all := fs.emitAux(ir.OpVote, u64, int64(ir.VoteBallot), nil, mask, ir.ConstInt(b, 1))
	eq := fs.emit(ir.OpEq, b, same, all)
	return fs.tuple(fs.emit(ir.OpSelect, u64, eq, all, ir.ConstInt(u64, 0)), eq)
}

var voteModes = map[string]ir.VoteMode{"Ballot": ir.VoteBallot, "AllSync": ir.VoteAll, "AnySync": ir.VoteAny,
	"MatchAnySync": ir.VoteMatch, "ActiveMask": ir.VoteActive}

// vote lowers a warp vote: (t, mask, pred or value), or (t) for
// ActiveMask. Votes synchronize the warp, so the sim target needs
// cooperative threads.
func (fs *fnState) vote(name string, args []ssa.Value) ir.Value {
	fs.fn.UsesBarrier = true
	mode := voteModes[name]
	t := ir.Type(ir.Typ[ir.Uint64])
	if mode == ir.VoteAll || mode == ir.VoteAny {
		t = ir.Typ[ir.Bool]
	}
	var xs []ir.Value
	for _, a := range args[1:] {
		xs = append(xs, fs.val(a))
	}
	return fs.emitAux(ir.OpVote, t, int64(mode), nil, xs...)
}
