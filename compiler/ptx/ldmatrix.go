package ptx

import (
	"math/bits"

	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/mma"
)

// A and B fragments in shared memory load with one ldmatrix.x4 a lane
// instead of 4–16 scalar loads: ldmatrix reads four 8×8 matrices of 16-bit
// elements, lane 8j+r giving the address of row r of matrix j, and hands
// lane l the 32 bits at row l/4, elements 2(l%4) and 2(l%4)+1 of matrix j
// (with .trans, of its transpose) as register j. Whether a fragment's
// registers are such rows depends only on the format, the operand and the
// layout, so ldmatrixPlan decides it here from internal/mma's lane
// layouts. Where the tile is it knows only sometimes: the rows must be in
// shared memory and 16-byte aligned, and ldmatrix is warp-wide. When the
// pointer is a shared one known aligned and the leading dimension's known
// zero bits make every row aligned (ldmAligned: a shared array's slice at
// an offset of a multiple of 8 elements, a constant leading dimension of
// one), ldmatrix alone loads the fragment. Otherwise the backend tests
// each lane's row address at run time, takes a warp vote, and falls back
// to the scalar loads unless every lane's row qualifies (the MMA that
// follows needs the whole warp anyway).

// ldmPlan is where row r of matrix j lies, in elements: off = a·ld + b,
// with a and b affine in r and the bits of j (a = A[0] + A[1]·r +
// A[2]·(j&1) + A[3]·(j>>1), b likewise).
type ldmPlan struct {
	trans bool
	a, b  [4]int
}

// ldmSym is the leading dimension the plan evaluates layouts at: large
// enough that an offset's multiple of ld and its constant separate.
const ldmSym = 1 << 16

// ldmatrixPlan returns how ldmatrix.x4 loads op's fragment of format f in
// layout l, or ok false when it cannot.
func ldmatrixPlan(op ir.MMAOp, f mma.Format, l mma.Layout) (p ldmPlan, ok bool) {
	if op != ir.MMALoadA && op != ir.MMALoadB {
		return p, false
	}
	size := f.ElemBytes()
	per := 4 / size // elements a register holds
	// loc is the offset, in elements, of element e of lane ln.
	loc := func(ln, e int) int {
		var i, j int
		if op == ir.MMALoadA {
			i, j = mma.ALoc(f, ln, e)
		} else {
			i, j = mma.BLoc(f, ln, e)
		}
		return mma.Index(l, 0, ldmSym, i, j)
	}
	for _, trans := range []bool{false, true} {
		if trans && size != 2 {
			break // .trans moves 16-bit elements
		}
		// The start of each row (j, r), read off the lane that receives
		// the row's first element, then checked against every lane.
		var start [4][8]int
		for j := range 4 {
			for r := range 8 {
				if trans {
					start[j][r] = loc(r/2, per*j+r%2)
				} else {
					start[j][r] = loc(4*r, per*j)
				}
			}
		}
		if !ldmFits(start, trans, per, loc) {
			continue
		}
		p = ldmPlan{trans: trans}
		if p.a, ok = affine(start, func(v int) int { return v / ldmSym }); !ok {
			continue
		}
		if p.b, ok = affine(start, func(v int) int { return v % ldmSym }); !ok {
			continue
		}
		return p, true
	}
	return p, false
}

// ldmFits reports whether ldmatrix with rows at start gives every lane
// its fragment: register j of lane l holds the elements ldmatrix delivers
// there.
func ldmFits(start [4][8]int, trans bool, per int, loc func(ln, e int) int) bool {
	for ln := range 32 {
		for j := range 4 {
			for k := range per {
				want := start[j][ln/4] + per*(ln%4) + k // row l/4, word l%4
				if trans {
					want = start[j][2*(ln%4)+k] + ln/4 // column l/4 of rows 2(l%4), +1
				}
				if loc(ln, per*j+k) != want {
					return false
				}
			}
		}
	}
	return true
}

// affine fits part(start[j][r]) as c0 + c1·r + c2·(j&1) + c3·(j>>1) and
// checks the fit on every row.
func affine(start [4][8]int, part func(int) int) (c [4]int, ok bool) {
	v := func(j, r int) int { return part(start[j][r]) }
	c = [4]int{v(0, 0), v(0, 1) - v(0, 0), v(1, 0) - v(0, 0), v(2, 0) - v(0, 0)}
	for j := range 4 {
		for r := range 8 {
			if v(j, r) != c[0]+c[1]*r+c[2]*(j&1)+c[3]*(j>>1) {
				return c, false
			}
		}
	}
	return c, true
}

// ldmAligned reports whether every lane's row of plan p is 16-byte
// aligned whatever the lane and the run-time values, from what is known
// of the tile's pointer ptr and its leading dimension ld: a row starts at
// ptr + (a·ld + b)·size with a and b affine in the lane's bits (p.a,
// p.b), so it is aligned when ptr is, and every term of a·ld·size and
// b·size has 4 low zero bits.
func ldmAligned(p ldmPlan, f mma.Format, ptr, ld ir.Value) bool {
	size := bits.TrailingZeros(uint(f.ElemBytes()))
	if knownAlign(ptr) < 4 {
		return false
	}
	ldz := knownZeros(ld)
	for k := range 4 {
		if c := p.a[k]; c != 0 && bits.TrailingZeros(uint(c))+ldz+size < 4 {
			return false
		}
		if c := p.b[k]; c != 0 && bits.TrailingZeros(uint(c))+size < 4 {
			return false
		}
	}
	return true
}

// ldmatrix writes the run-time test and the ldmatrix.x4 path of a
// fragment load whose plan is p, loading regs from the tile at pointer
// register ptr (in state space sp) with leading dimension register ldr and
// lane id lane; the scalar loads follow (their label is written here),
// and done is the label after them.
func (e *fn) ldmatrix(p ldmPlan, f mma.Format, sp, ptr, ldr, lane string, regs []string) (done string) {
	addr := e.ldmRow(p, f, ptr, ldr, lane)
	low := e.newReg(cls64)
	ok, all := e.newReg(clsPred), e.newReg(clsPred)
	e.ins("and.b64 %s, %s, 15", low, addr)
	e.ins("setp.eq.u64 %s, %s, 0", ok, low)
	if sp == "" {
		in := e.newReg(clsPred)
		e.ins("isspacep.shared %s, %s", in, addr)
		e.ins("and.pred %s, %s, %s", ok, ok, in)
	}
	e.ins("vote.sync.all.pred %s, %s, 0xffffffff", all, ok)
	slow := e.newLabel()
	done = e.newLabel()
	e.ins("@!%s bra.uni %s", all, slow)
	if sp == "" {
		s := e.newReg(cls64)
		e.ins("cvta.to.shared.u64 %s, %s", s, addr)
		addr = s
	}
	e.ldmLoad(p, f, addr, regs)
	e.ins("bra.uni %s", done)
	e.body.WriteString(slow + ":\n")
	return done
}

// ldmatrixLoad is ldmatrix for a tile whose rows are known aligned in
// shared memory (ldmAligned): the load alone.
func (e *fn) ldmatrixLoad(p ldmPlan, f mma.Format, ptr, ldr, lane string, regs []string) {
	e.ldmLoad(p, f, e.ldmRow(p, f, ptr, ldr, lane), regs)
}

// ldmRow is the address of the lane's row of plan p in the tile at ptr
// with leading dimension ldr.
func (e *fn) ldmRow(p ldmPlan, f mma.Format, ptr, ldr, lane string) string {
	// The lane's row: r = lane&7, j = lane>>3.
	r, j0, j1 := e.newReg(cls32), e.newReg(cls32), e.newReg(cls32)
	e.ins("and.b32 %s, %s, 7", r, lane)
	e.ins("shr.u32 %s, %s, 3", j0, lane)
	e.ins("and.b32 %s, %s, 1", j0, j0)
	e.ins("shr.u32 %s, %s, 4", j1, lane)
	lin := func(c [4]int) string {
		x := e.newReg(cls32)
		e.ins("mul.lo.u32 %s, %s, %d", x, r, c[1])
		e.ins("mad.lo.u32 %s, %s, %d, %s", x, j0, c[2], x)
		e.ins("mad.lo.u32 %s, %s, %d, %s", x, j1, c[3], x)
		e.ins("add.u32 %s, %s, %d", x, x, c[0])
		x64 := e.newReg(cls64)
		e.ins("cvt.u64.u32 %s, %s", x64, x)
		return x64
	}
	a, b := lin(p.a), lin(p.b)
	addr := e.newReg(cls64)
	e.ins("mad.lo.s64 %s, %s, %s, %s", addr, a, ldr, b)
	e.ins("mad.lo.s64 %s, %s, %d, %s", addr, addr, f.ElemBytes(), ptr)
	return addr
}

// ldmLoad writes the ldmatrix.x4 of plan p from the shared address addr
// into regs (tf32 elements rounded as every tf32 load rounds them).
func (e *fn) ldmLoad(p ldmPlan, f mma.Format, addr string, regs []string) {
	trans := ""
	if p.trans {
		trans = ".trans"
	}
	dst := regs
	if f == mma.TF32 {
		dst = []string{e.newReg(cls32), e.newReg(cls32), e.newReg(cls32), e.newReg(cls32)}
	}
	e.ins("ldmatrix.sync.aligned.m8n8.x4%s.shared.b16 {%s, %s, %s, %s}, [%s]", trans, dst[0], dst[1], dst[2], dst[3], addr)
	if f == mma.TF32 {
		for k, d := range dst {
			x := e.newReg(clsF32)
			e.ins("mov.b32 %s, %s", x, d)
			e.ins("cvt.rna.tf32.f32 %s, %s", regs[k], x)
		}
	}
}
