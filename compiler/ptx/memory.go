package ptx

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/kernlab/kern/compiler/ir"
)

// spaceSuffix is the state-space qualifier of ld/st/atom for a pointer's
// address space; generic addresses use the unqualified forms.
func spaceSuffix(s ir.AddrSpace) string {
	switch s {
	case ir.SpaceGlobal:
		return ".global"
	case ir.SpaceShared:
		return ".shared"
	case ir.SpaceLocal:
		return ".local"
	case ir.SpaceParam:
		return ".param"
	case ir.SpaceConst:
		return ".const"
	}
	return ""
}

// pointerOf returns v's pointer type, failing otherwise.
func (e *fn) pointerOf(v ir.Value) *ir.Pointer {
	p, ok := v.Type().(*ir.Pointer)
	if !ok {
		e.fail(ErrInvalid, "operand %s of type %s is not a pointer", v.Name(), v.Type())
		return &ir.Pointer{Elem: ir.Typ[ir.Uint8]}
	}
	return p
}

// alloc writes alloca, shared and dynshared: each names a block of the
// state space and yields its address (cvta'd when the IR pointer is generic).
func (e *fn) alloc(in *ir.Instr) {
	d := e.dst(in)
	pt, ok := in.Typ.(*ir.Pointer)
	if !ok {
		e.fail(ErrInvalid, "%s yields %s, not a pointer", in.Op, in.Typ)
		return
	}
	var name string
	var space ir.AddrSpace
	switch in.Op {
	case ir.OpDynShared:
		e.md.dynUsed = true
		name, space = dynSharedName, ir.SpaceShared
	default:
		t, ok := in.Aux.(ir.Type)
		if !ok {
			t = pt.Elem
		}
		size, align := max(t.Size(), 1), max(t.Align(), 4)
		if in.Op == ir.OpAlloca && size >= zeroFillMin {
			// zeroFill clears it 16 bytes a store.
			align = max(align, 16)
		}
		if in.Op == ir.OpAlloca {
			name, space = fmt.Sprintf("__local_%d", len(e.decls)), ir.SpaceLocal
			e.decls = append(e.decls, fmt.Sprintf(".local .align %d .b8 %s[%d]", align, name, size))
		} else {
			// One array per allocation number; a repeated number is the
			// same allocation. A device function's (a module the passes
			// did not inline, as kern gen's do) is function-scope too:
			// ptxas gives it one array per kernel that calls the
			// function, as CUDA's static __shared__ in a __device__
			// function.
			name, space = fmt.Sprintf("__shared_%d", in.AuxInt), ir.SpaceShared
			decl := fmt.Sprintf(".shared .align %d .b8 %s[%d]", max(align, sharedAlign), name, size)
			if !slices.Contains(e.decls, decl) {
				for _, d := range e.decls {
					if strings.HasSuffix(strings.SplitN(d, "[", 2)[0], " "+name) {
						e.fail(ErrInvalid, "shared allocation %d declared twice with different types", in.AuxInt)
						return
					}
				}
				e.decls = append(e.decls, decl)
			}
		}
	}
	e.ins("mov.u64 %s, %s", d, name)
	switch pt.Space {
	case space:
	case ir.SpaceGeneric:
		e.ins("cvta%s.u64 %s, %s", spaceSuffix(space), d, d)
	default:
		e.fail(ErrInvalid, "%s yields a %s pointer", in.Op, pt.Space)
	}
}

// load reads every leaf of the loaded type at its offset.
func (e *fn) load(in *ir.Instr) {
	if len(in.Args) != 1 {
		e.fail(ErrInvalid, "load needs 1 operand")
		return
	}
	pt := e.pointerOf(in.Args[0])
	p := e.scalar(in.Args[0])
	sp := spaceSuffix(pt.Space)
	ds := e.regs[in]
	if in.AuxInt == ir.LoadAligned && ir.IsVector(in.Typ) {
		// One vector load: the IR guarantees the alignment ld.vN needs.
		a := in.Typ.(*ir.Array)
		e.ins("ld%s.v%d.%s {%s}, [%s+0]", sp, a.Len, memType(a.Elem), strings.Join(ds, ", "), p)
		return
	}
	if b, n, ok := ir.VectorLeaves(in.Typ); ok && ir.KnownAlign(in.Args[0]) >= in.Typ.Size() {
		// A complex64 of a table (a global aligned to 8): one ld.v2.f32,
		// as numba's.
		e.ins("ld%s.v%d.%s {%s}, [%s+0]", sp, n, memType(b), strings.Join(ds, ", "), p)
		return
	}
	for i, l := range leavesOf(in.Typ, 0, nil) {
		addr := fmt.Sprintf("[%s+%d]", p, l.off)
		if classOf(l.typ) == clsPred {
			t := e.newReg(cls32)
			e.ins("ld%s.u8 %s, %s", sp, t, addr)
			e.ins("setp.ne.u32 %s, %s, 0", ds[i], t)
			continue
		}
		e.ins("ld%s.%s %s, %s", sp, memType(l.typ), ds[i], addr)
	}
}

// store writes every leaf of the stored value at its offset.
func (e *fn) store(in *ir.Instr) {
	if len(in.Args) != 2 {
		e.fail(ErrInvalid, "store needs 2 operands")
		return
	}
	pt := e.pointerOf(in.Args[0])
	if pt.Space == ir.SpaceConst {
		e.fail(ErrInvalid, "store to const memory")
		return
	}
	p := e.scalar(in.Args[0])
	sp := spaceSuffix(pt.Space)
	if c, ok := in.Args[1].(*ir.Const); ok && c.Typ.Size() >= zeroFillMin && leafCount(c.Typ) > 1 {
		// An aggregate constant is zero: a Go variable coming into scope.
		align := c.Typ.Align()
		if a, ok := in.Args[0].(*ir.Instr); ok && a.Op == ir.OpAlloca {
			align = 16
		}
		e.zeroFill(sp, p, c.Typ.Size(), align)
		return
	}
	vs := e.leaves(in.Args[1])
	if in.AuxInt == ir.StoreAligned && ir.IsVector(in.Args[1].Type()) {
		// One vector store: the IR guarantees the alignment st.vN needs.
		a := in.Args[1].Type().(*ir.Array)
		e.ins("st%s.v%d.%s [%s+0], {%s}", sp, a.Len, memType(a.Elem), p, strings.Join(vs, ", "))
		return
	}
	for i, l := range leavesOf(in.Args[1].Type(), 0, nil) {
		addr := fmt.Sprintf("[%s+%d]", p, l.off)
		v := vs[i]
		if classOf(l.typ) == clsPred {
			v = e.newReg(cls32)
			e.ins("selp.u32 %s, 1, 0, %s", v, vs[i])
		}
		e.ins("st%s.%s %s, %s", sp, memType(l.typ), addr, v)
	}
}

// zeroFillMin is the size from which a store of a zero aggregate is a
// loop: a leaf at a time, a local [1000]int32 was 1000 movs and 1000
// stores.
const zeroFillMin = 128

// zeroFill clears size bytes at p, aligned to align: a loop of four
// stores of the widest unit the alignment allows (st.v4.b32 at 16 bytes),
// then the bytes left over.
func (e *fn) zeroFill(sp, p string, size, align int) {
	unit := min(align, 16)
	z := e.newReg(cls32)
	e.ins("mov.b32 %s, 0", z)
	var z64 string
	if unit >= 8 {
		z64 = e.newReg(cls64)
		e.ins("mov.b64 %s, 0", z64)
	}
	st := func(base string, off, w int) {
		switch w {
		case 16:
			e.ins("st%s.v4.b32 [%s+%d], {%s, %s, %s, %s}", sp, base, off, z, z, z, z)
		case 8:
			e.ins("st%s.b64 [%s+%d], %s", sp, base, off, z64)
		default:
			e.ins("st%s.b%d [%s+%d], %s", sp, 8*w, base, off, z)
		}
	}
	const perTrip = 4
	step := perTrip * unit
	trips := size / step
	done := 0
	if trips > 0 {
		cur, end, pr := e.newReg(cls64), e.newReg(cls64), e.newReg(clsPred)
		loop := e.newLabel()
		e.ins("mov.b64 %s, %s", cur, p)
		e.ins("add.u64 %s, %s, %d", end, p, trips*step)
		e.body.WriteString(loop + ":\n")
		for k := range perTrip {
			st(cur, k*unit, unit)
		}
		e.ins("add.u64 %s, %s, %d", cur, cur, step)
		e.ins("setp.lt.u64 %s, %s, %s", pr, cur, end)
		e.ins("@%s bra %s", pr, loop)
		done = trips * step
	}
	for done < size {
		w := unit
		for w > size-done || done%w != 0 {
			w /= 2
		}
		st(p, done, w)
		done += w
	}
}

// address writes fieldaddr, indexaddr and ptradd as 64-bit arithmetic.
func (e *fn) address(in *ir.Instr) {
	pt := e.pointerOf(in.Args[0])
	p := e.scalar(in.Args[0])
	d := e.dst(in)
	if in.Op == ir.OpFieldAddr {
		var off int
		switch t := pt.Elem.(type) {
		case *ir.Struct:
			if in.AuxInt < 0 || int(in.AuxInt) >= len(t.Fields) {
				e.fail(ErrInvalid, "field %d of %s", in.AuxInt, t)
				return
			}
			off = t.Offset(int(in.AuxInt))
		case *ir.Array:
			off = int(in.AuxInt) * t.Elem.Size()
		default:
			e.fail(ErrInvalid, "fieldaddr into %s", pt.Elem)
			return
		}
		e.ins("add.s64 %s, %s, %d", d, p, off)
		return
	}
	if len(in.Args) != 2 {
		e.fail(ErrInvalid, "%s needs 2 operands", in.Op)
		return
	}
	size := pt.Elem.Size()
	if in.Op == ir.OpIndexAddr {
		at, ok := pt.Elem.(*ir.Array)
		if !ok {
			e.fail(ErrInvalid, "indexaddr into %s", pt.Elem)
			return
		}
		size = at.Elem.Size()
	}
	ib := e.basicOf(in.Args[1].Type())
	if c, ok := in.Args[1].(*ir.Const); ok {
		e.ins("add.s64 %s, %s, %d", d, p, c.Int()*int64(size))
		return
	}
	if _, sz := e.scaledIndex(in); sz > 0 {
		if r, ok := e.scaled[scaleKey{in.Args[1], sz}]; ok {
			e.ins("add.s64 %s, %s, %s", d, p, r)
			return
		}
	}
	i := e.scalar(in.Args[1])
	off := e.newReg(cls64)
	switch {
	case ib.Size() == 8 && size > 0 && bits.OnesCount(uint(size)) == 1:
		e.ins("shl.b64 %s, %s, %d", off, i, bits.TrailingZeros(uint(size)))
	case ib.Size() == 8:
		e.ins("mul.lo.s64 %s, %s, %d", off, i, size)
	case ib.IsSigned():
		e.ins("mul.wide.s32 %s, %s, %d", off, i, size)
	default:
		e.ins("mul.wide.u32 %s, %s, %d", off, i, size)
	}
	e.ins("add.s64 %s, %s, %s", d, p, off)
}

// aggregate writes extract and insert: copies of leaf registers.
func (e *fn) aggregate(in *ir.Instr) {
	if len(in.Args) == 0 {
		e.fail(ErrInvalid, "%s without operands", in.Op)
		return
	}
	at := in.Args[0].Type()
	start, n, _, ok := subRange(at, int(in.AuxInt))
	if !ok {
		e.fail(ErrInvalid, "member %d of %s", in.AuxInt, at)
		return
	}
	xs := e.leaves(in.Args[0])
	ds := e.regs[in]
	ls := ir.Leaves(at, nil)
	if in.Op == ir.OpExtract {
		if len(ds) != n {
			e.fail(ErrInvalid, "extract type does not match member %d", in.AuxInt)
			return
		}
		for k := range n {
			e.mov(classOf(ls[start+k]), ds[k], xs[start+k])
		}
		return
	}
	if len(in.Args) != 2 || len(ds) != len(xs) {
		e.fail(ErrInvalid, "malformed insert")
		return
	}
	vs := e.leaves(in.Args[1])
	if len(vs) != n {
		e.fail(ErrInvalid, "inserted value does not match member %d", in.AuxInt)
		return
	}
	for k := range ds {
		src := xs[k]
		if k >= start && k < start+n {
			src = vs[k-start]
		}
		e.mov(classOf(ls[k]), ds[k], src)
	}
}

// addrSpace converts between address spaces through generic addressing.
func (e *fn) addrSpace(in *ir.Instr) {
	if len(in.Args) != 1 {
		e.fail(ErrInvalid, "cast needs 1 operand")
		return
	}
	from := e.pointerOf(in.Args[0]).Space
	to, ok := in.Typ.(*ir.Pointer)
	if !ok {
		e.fail(ErrInvalid, "cast to %s", in.Typ)
		return
	}
	x := e.scalar(in.Args[0])
	d := e.dst(in)
	if from == ir.SpaceParam || to.Space == ir.SpaceParam {
		e.fail(ErrUnsupported, "address-space cast involving param space")
		return
	}
	e.ins("mov.b64 %s, %s", d, x)
	if from == to.Space {
		return
	}
	if from != ir.SpaceGeneric {
		e.ins("cvta%s.u64 %s, %s", spaceSuffix(from), d, d)
	}
	if to.Space != ir.SpaceGeneric {
		e.ins("cvta.to%s.u64 %s, %s", spaceSuffix(to.Space), d, d)
	}
}
