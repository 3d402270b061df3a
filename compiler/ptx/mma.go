package ptx

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/mma"
)

// mma writes OpMMA with mma.sync (PTX ISA 7.0, sm_80): a 16×16 tile is two
// m16n8 halves, mma.sync.aligned.m16n8k16 for f16 and bf16 and m16n8k8
// for tf32, and each lane loads and stores its own elements with ordinary
// ld/st at the places NVIDIA's fragment layouts give (internal/mma, which
// the emulator and the CPU targets share). Why mma.sync rather than
// wmma.load/store: wmma needs 256-bit aligned tiles and leading
// dimensions that are multiples of 16 bytes, which kern.LoadA's (slice,
// offset, ld) cannot promise; plain loads take any tile, and the layout
// is documented, so the emulator runs the very instructions hardware does.
// A register whose elements are adjacent in memory moves with one 32-bit
// (an accumulator pair with one .v2.f32) access where the lane's address
// is aligned for it (mmaMove). A tile that turns out at run time to be in
// shared memory and aligned loads with ldmatrix instead (ldmatrix.go).
// tf32 inputs are rounded with cvt.rna.tf32.f32 as they are loaded. The
// FP8 formats use mma.sync.aligned.m16n8k32 …e4m3/e5m2, which needs sm_89
// and PTX ISA 8.4: a module that uses it is raised to .version 8.4; A and
// B of different FP8 formats use the mixed forms (…f32.e4m3.e5m2.f32 and
// …f32.e5m2.e4m3.f32, A's type first), which need the same. A float16
// accumulator uses m16n8k16 …f16.f16.f16.f16, whose C and D are two f16x2
// registers per n8 half (each pair packed from, and split back into, the
// fragment's u16 registers); 8-bit integer inputs use m16n8k32
// …s32.{s8,u8}.{s8,u8}.s32 without .satfinite, so that sums wrap modulo
// 2^32 (sm_80, PTX ISA 7.0).
func (e *fn) mma(in *ir.Instr) {
	if e.md.sm < 80 {
		e.fail(ErrUnsupported, "tensor-core MMA (kern.MMA, LoadA …) needs sm_80 or newer, not sm_%d", e.md.sm)
		return
	}
	op, f, l := in.MMA()
	format, acc := mma.Format(f), mma.Acc(in.MMAAcc())
	if format.FP8() && in.MMAInputs() {
		if e.md.sm < 89 {
			e.fail(ErrUnsupported, "FP8 tensor-core MMA (%v) needs sm_89 or newer, not sm_%d", format, e.md.sm)
			return
		}
		e.md.fp8MMA = true
	}
	switch op {
	case ir.MMAFill:
		v, mov := e.scalar(in.Args[0]), "mov.f32"
		if acc != mma.AccF32 {
			mov = "mov.b32"
		}
		for _, d := range e.regs[in] {
			e.ins("%s %s, %s", mov, d, v)
		}
	case ir.MMACompute:
		e.mmaCompute(format, mma.Format(in.MMAFormatB()), acc, in)
	case ir.MMALoadA, ir.MMALoadB, ir.MMALoadC:
		e.mmaMove(op, format, acc, mma.Layout(l), in, in.Args[1], e.regs[in])
	case ir.MMAStore:
		e.mmaMove(op, format, acc, mma.Layout(l), in, in.Args[2], e.leaves(in.Args[1]))
	case ir.MMAPosA, ir.MMAPosB, ir.MMAPosC:
		e.mmaPos(op, format, l, in)
	default:
		e.fail(ErrInvalid, "mma operation %d", op)
	}
}

func (e *fn) mmaCompute(f, fb mma.Format, acc mma.Acc, in *ir.Instr) {
	a, b, c, d := e.leaves(in.Args[0]), e.leaves(in.Args[1]), e.leaves(in.Args[2]), e.regs[in]
	if len(a) != mma.Regs || len(b) != mma.Regs || len(c) != mma.CRegs || len(d) != mma.CRegs {
		e.fail(ErrInvalid, "mma operands of the wrong shape")
		return
	}
	if !mma.Accumulates(f, fb, acc) {
		e.fail(ErrInvalid, "mma of %v and %v inputs into %v", f, fb, acc)
		return
	}
	shape, ty, na := "m16n8k16", f.String(), 4
	switch {
	case f == mma.TF32:
		shape = "m16n8k8"
	case f.Byte():
		shape = "m16n8k32"
	}
	list := func(rs []string) string { return "{" + strings.Join(rs, ", ") + "}" }
	if acc != mma.AccF32 {
		e.mmaComputeAcc(shape, f, fb, acc, a, b, c, d)
		return
	}
	for h := range 2 {
		e.ins("mma.sync.aligned.%s.row.col.f32.%s.%s.f32 %s, %s, %s, %s", shape, ty, fb,
			list(d[4*h:4*h+4]), list(a[:na]), list(b[2*h:2*h+2]), list(c[4*h:4*h+4]))
	}
}

// mmaComputeAcc writes the mma.sync of a float16 or int32 accumulator.
func (e *fn) mmaComputeAcc(shape string, f, fb mma.Format, acc mma.Acc, a, b, c, d []string) {
	list := func(rs []string) string { return "{" + strings.Join(rs, ", ") + "}" }
	if acc == mma.AccS32 {
		for h := range 2 {
			e.ins("mma.sync.aligned.%s.row.col.s32.%s.%s.s32 %s, %s, %s, %s", shape, f, fb,
				list(d[4*h:4*h+4]), list(a), list(b[2*h:2*h+2]), list(c[4*h:4*h+4]))
		}
		return
	}
	// f16x2 registers: accumulator elements 2k (low half) and 2k+1, as
	// in internal/mma's CLoc, which gives them adjacent columns.
	pc, pd := make([]string, 4), make([]string, 4)
	for k := range pc {
		pc[k], pd[k] = e.newReg(cls32), e.newReg(cls32)
		e.ins("prmt.b32 %s, %s, %s, 0x5410", pc[k], c[2*k], c[2*k+1])
	}
	for h := range 2 {
		e.ins("mma.sync.aligned.%s.row.col.f16.f16.f16.f16 %s, %s, %s, %s", shape,
			list(pd[2*h:2*h+2]), list(a), list(b[2*h:2*h+2]), list(pc[2*h:2*h+2]))
	}
	for k := range pd {
		e.ins("and.b32 %s, %s, 65535", d[2*k], pd[k])
		e.ins("shr.u32 %s, %s, 16", d[2*k+1], pd[k])
	}
}

// mmaLoc is where element e of a lane's fragment lies, as a linear
// function of the lane's group g = lane/4 and index t = lane%4: (row, col)
// = (ig·g + it·t + i0, jg·g + jt·t + j0). internal/mma's layouts are all
// of this form; the coefficients are read off it.
type mmaLoc struct{ ig, it, i0, jg, jt, j0 int }

func mmaLocOf(op ir.MMAOp, f mma.Format, e int) mmaLoc {
	at := func(lane int) (int, int) {
		switch op {
		case ir.MMALoadA:
			return mma.ALoc(f, lane, e)
		case ir.MMALoadB:
			return mma.BLoc(f, lane, e)
		}
		return mma.CLoc(lane, e)
	}
	i0, j0 := at(0)
	i4, j4 := at(4)
	i1, j1 := at(1)
	return mmaLoc{i4 - i0, i1 - i0, i0, j4 - j0, j1 - j0, j0}
}

// mmaMove loads (LoadA/B/C) or stores (StoreC) a lane's elements of the
// tile at in.Args[0] with leading dimension ld, to or from regs.
func (e *fn) mmaMove(op ir.MMAOp, f mma.Format, acc mma.Acc, l mma.Layout, in *ir.Instr, ld ir.Value, regs []string) {
	n, size := mma.CRegs, 4
	if acc == mma.AccF16 {
		size = 2
	}
	if op == ir.MMALoadA || op == ir.MMALoadB {
		n, size = f.Elems(), f.ElemBytes()
	}
	sp := spaceSuffix(e.pointerOf(in.Args[0]).Space)
	p, ldr := e.scalar(in.Args[0]), e.scalar(ld)
	// The lane's offset in elements: its (row, col) terms times the
	// strides (ld for the row of a row-major tile, 1 for its column).
	loc0 := mmaLocOf(op, f, 0)
	lane, g, t := e.newReg(cls32), e.newReg(cls32), e.newReg(cls32)
	e.ins("mov.u32 %s, %%laneid", lane)
	if plan, ok := ldmatrixPlan(op, f, l); ok && (sp == "" || sp == ".shared") {
		if sp == ".shared" && ldmAligned(plan, f, in.Args[0], ld) {
			// Every lane's row is 16-byte aligned whatever the lane:
			// ldmatrix alone, no test and no scalar path.
			e.ldmatrixLoad(plan, f, p, ldr, lane, regs)
			return
		}
		done := e.ldmatrix(plan, f, sp, p, ldr, lane, regs)
		defer e.body.WriteString(done + ":\n")
	}
	e.ins("shr.u32 %s, %s, 2", g, lane)
	e.ins("and.b32 %s, %s, 3", t, lane)
	term := func(cg, ct int) string {
		r := e.newReg(cls32)
		e.ins("mul.lo.u32 %s, %s, %d", r, g, cg)
		e.ins("mad.lo.u32 %s, %s, %d, %s", r, t, ct, r)
		r64 := e.newReg(cls64)
		e.ins("cvt.u64.u32 %s, %s", r64, r)
		return r64
	}
	ri, rj := term(loc0.ig, loc0.it), term(loc0.jg, loc0.jt)
	if l == mma.ColMajor {
		ri, rj = rj, ri
	}
	base := e.newReg(cls64)
	e.ins("mad.lo.s64 %s, %s, %s, %s", base, ri, ldr, rj)
	e.ins("mad.lo.s64 %s, %s, %d, %s", base, base, size, p)
	// Each element adds a multiple of ld (one base register per
	// multiple) and a constant. Every address is formed here, before
	// the wide and narrow paths below part, so that both may use them.
	bases := map[int]string{0: base}
	type at struct {
		base string
		imm  int // bytes
	}
	addrs := make([]at, n)
	for k := range addrs {
		loc := mmaLocOf(op, f, k)
		if loc.ig != loc0.ig || loc.it != loc0.it || loc.jg != loc0.jg || loc.jt != loc0.jt {
			e.fail(ErrInvalid, "mma layout with lane terms that differ by element")
		}
		byLD, imm := loc.i0, loc.j0
		if l == mma.ColMajor {
			byLD, imm = imm, byLD
		}
		b, ok := bases[byLD]
		if !ok {
			b = e.newReg(cls64)
			e.ins("mad.lo.s64 %s, %s, %d, %s", b, ldr, byLD*size, base)
			bases[byLD] = b
		}
		addrs[k] = at{b, imm * size}
	}
	addr := func(k int) string { return fmt.Sprintf("[%s+%d]", addrs[k].base, addrs[k].imm) }
	// Where a group of elements (a register's two 16-bit or four 8-bit
	// ones, an accumulator's float32 pair) lies consecutive in memory at
	// a constant offset that is a multiple of the group's size, one wide
	// access moves it when the lane's bases are that aligned: a plain
	// per-lane branch, no vote, as each lane's loads are its own.
	group := 4 / size
	if op == ir.MMALoadC || op == ir.MMAStore {
		group = 2
	}
	wide := group > 1 // not tf32, whose elements are a register each
	var used []string // the bases the wide accesses use, each once
	for k := 0; wide && k < n; k += group {
		if addrs[k].imm%(group*size) != 0 {
			wide = false
		}
		for i := 1; i < group; i++ {
			if addrs[k+i].base != addrs[k].base || addrs[k+i].imm != addrs[k].imm+i*size {
				wide = false
			}
		}
		if !slices.Contains(used, addrs[k].base) {
			used = append(used, addrs[k].base)
		}
	}
	if wide {
		// The OR of the bases has low bits clear only if each has.
		bits := used[0]
		for _, b := range used[1:] {
			or := e.newReg(cls64)
			e.ins("or.b64 %s, %s, %s", or, bits, b)
			bits = or
		}
		low, ok := e.newReg(cls64), e.newReg(clsPred)
		e.ins("and.b64 %s, %s, %d", low, bits, group*size-1)
		e.ins("setp.eq.u64 %s, %s, 0", ok, low)
		narrow, joined := e.newLabel(), e.newLabel()
		e.ins("@!%s bra %s", ok, narrow)
		for k := 0; k < n; k += group {
			switch {
			case op == ir.MMAStore && acc == mma.AccF16:
				x := e.newReg(cls32)
				e.ins("prmt.b32 %s, %s, %s, 0x5410", x, regs[k], regs[k+1])
				e.ins("st%s.b32 %s, %s", sp, addr(k), x)
			case op == ir.MMALoadC && acc == mma.AccF16:
				x := e.newReg(cls32)
				e.ins("ld%s.b32 %s, %s", sp, x, addr(k))
				e.ins("and.b32 %s, %s, 65535", regs[k], x)
				e.ins("shr.u32 %s, %s, 16", regs[k+1], x)
			case op == ir.MMAStore && acc == mma.AccS32:
				e.ins("st%s.v2.u32 %s, {%s, %s}", sp, addr(k), regs[k], regs[k+1])
			case op == ir.MMALoadC && acc == mma.AccS32:
				e.ins("ld%s.v2.u32 {%s, %s}, %s", sp, regs[k], regs[k+1], addr(k))
			case op == ir.MMAStore:
				e.ins("st%s.v2.f32 %s, {%s, %s}", sp, addr(k), regs[k], regs[k+1])
			case op == ir.MMALoadC:
				e.ins("ld%s.v2.f32 {%s, %s}, %s", sp, regs[k], regs[k+1], addr(k))
			default:
				e.ins("ld%s.b32 %s, %s", sp, regs[k/group], addr(k))
			}
		}
		e.ins("bra %s", joined)
		e.body.WriteString(narrow + ":\n")
		defer e.body.WriteString(joined + ":\n")
	}
	accTy := map[mma.Acc]string{mma.AccF16: "u16", mma.AccS32: "u32"}[acc]
	switch {
	case op == ir.MMAStore && accTy != "":
		for k := range n {
			e.ins("st%s.%s %s, %s", sp, accTy, addr(k), regs[k])
		}
	case op == ir.MMALoadC && accTy != "":
		for k := range n {
			e.ins("ld%s.%s %s, %s", sp, accTy, regs[k], addr(k))
		}
	case op == ir.MMAStore:
		for k := range n {
			e.ins("st%s.f32 %s, %s", sp, addr(k), regs[k])
		}
	case op == ir.MMALoadC:
		for k := range n {
			e.ins("ld%s.f32 %s, %s", sp, regs[k], addr(k))
		}
	case f == mma.TF32:
		for k := range n {
			x := e.newReg(clsF32)
			e.ins("ld%s.f32 %s, %s", sp, x, addr(k))
			e.ins("cvt.rna.tf32.f32 %s, %s", regs[k], x)
		}
	case f.Byte():
		// Four bytes to a register, the first in the low byte: two
		// byte pairs (prmt selector 0x0040: a's byte 0, then b's), then
		// the pairs' low halves (0x5410).
		for k := 0; k < n; k += 4 {
			var x [4]string
			for i := range x {
				x[i] = e.newReg(cls32)
				e.ins("ld%s.u8 %s, %s", sp, x[i], addr(k+i))
			}
			lo, hi := e.newReg(cls32), e.newReg(cls32)
			e.ins("prmt.b32 %s, %s, %s, 0x0040", lo, x[0], x[1])
			e.ins("prmt.b32 %s, %s, %s, 0x0040", hi, x[2], x[3])
			e.ins("prmt.b32 %s, %s, %s, 0x5410", regs[k/4], lo, hi)
		}
	default:
		for k := 0; k < n; k += 2 {
			lo, hi := e.newReg(clsB16), e.newReg(clsB16)
			e.ins("ld%s.b16 %s, %s", sp, lo, addr(k))
			e.ins("ld%s.b16 %s, %s", sp, hi, addr(k+1))
			e.ins("mov.b32 %s, {%s, %s}", regs[k/2], lo, hi)
		}
	}
}

// mmaPos writes where the lane's element in.Args[0] lies (kern.FragA.Pos
// …): coordinate l (0 the row, 1 the column) of internal/mma's form for
// the operand, from %laneid and the element's index.
func (e *fn) mmaPos(op ir.MMAOp, f mma.Format, l int, in *ir.Instr) {
	operand := map[ir.MMAOp]byte{ir.MMAPosA: 'a', ir.MMAPosB: 'b', ir.MMAPosC: 'c'}[op]
	row, col := mma.Coords(operand, f)
	c := row
	if l == 1 {
		c = col
	}
	lane, el, acc := e.newReg(cls32), e.newReg(cls32), e.newReg(cls32)
	e.ins("mov.u32 %s, %%laneid", lane)
	e.ins("cvt.u32.u64 %s, %s", el, e.scalar(in.Args[0]))
	g, t := e.newReg(cls32), e.newReg(cls32)
	e.ins("shr.u32 %s, %s, 2", g, lane)
	e.ins("and.b32 %s, %s, 3", t, lane)
	e.ins("mul.lo.u32 %s, %s, %d", acc, g, c.G)
	e.ins("mad.lo.u32 %s, %s, %d, %s", acc, t, c.T, acc)
	for _, term := range c.Terms {
		x := e.newReg(cls32)
		e.ins("shr.u32 %s, %s, %d", x, el, term.Shift)
		if term.Mask != -1 {
			e.ins("and.b32 %s, %s, %d", x, x, term.Mask)
		}
		e.ins("mad.lo.u32 %s, %s, %d, %s", acc, x, term.Mul, acc)
	}
	e.ins("cvt.u64.u32 %s, %s", e.regs[in][0], acc)
}
