package amdgpu

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/mma"
)

// mma lowers OpMMA (kern.LoadA, LoadB, LoadC, FillC, MMA, StoreC) to the
// matrix cores of gfx90a and gfx940 (gfx908 without bfloat16) and of
// RDNA3 (gfx11). On CDNA kern's warp is the 64-lane wavefront, and one
// MFMA computes its 16×16 tile: v_mfma_f32_16x16x16f16,
// v_mfma_f32_16x16x16bf16_1k, and for tf32 gfx940's
// v_mfma_f32_16x16x8_xf32 or, on gfx90a, which has no xf32, two
// v_mfma_f32_16x16x4f32, k 0–3 then 4–7 accumulating onto the first. The
// loads round tf32 inputs as on every target, so the float32 products are
// the exact tf32 ones and the answer is the documented one. On RDNA3 the
// warp is the 32-lane wavefront (wave32 only) and one WMMA computes the
// tile: v_wmma_f32_16x16x16_f16 or _bf16 (no tf32, no FP8).
//
// Each lane loads and stores its own elements with ordinary loads and
// stores (16-bit elements consecutive in memory with one vector load where
// aligned: wideOr), at the places AMD's layout gives (the AMD Matrix
// Instruction Calculator, CDNA2, CDNA3 and RDNA3): with b = lane/16 and
// x = lane%16,
//
//	MFMA f16, bf16  A[x][4b+e], B[4b+e][x], e = 0…3, two to a register (e
//	                even in the low half): fragment registers 0 and 1
//	gfx90a tf32     A[x][b+4h], B[b+4h][x] in register h = 0, 1
//	gfx940 tf32     A[x][2b+h], B[2b+h][x] in register h = 0, 1 (xf32)
//	MFMA C, D       C[4b+e][x] in accumulator register e = 0…3
//	WMMA f16, bf16  A[x][8b+e], B[8b+e][x], e = 0…7: registers 0–3
//	WMMA C, D       C[2e+b][x] in accumulator register e = 0…7
//
// and the fragments' other registers are zero. A WMMA needs all 16 k of
// its row of A (column of B) in each lane, and lanes 16–31 holding the
// same as lanes 0–15; kern's fragments have four registers, half of
// that, so the MMA fetches the other eight k from lane^16 with four
// ds_bpermute per operand before the WMMA.
//
// A float16 accumulator is the float32 one between two conversions: C's
// elements widened to float (exact), the float32 MFMA or WMMA, and D
// rounded to half (fptrunc: nearest even), which is internal/mma's
// arithmetic exactly (the sum formed in float32, rounded once).
func (e *fn) mma(in *ir.Instr) error {
	op, fi, li := in.MMA()
	f, l := mma.Format(fi), mma.Layout(li)
	if err := MMASupport(e.mod.opts.MCPU, in); err != nil {
		return fmt.Errorf("%w: %v", ErrUnsupported, err)
	}
	if err := MMAWave(e.mod.opts.MCPU, e.mod.opts.WaveSize); err != nil {
		return fmt.Errorf("%w: %v", ErrUnsupported, err)
	}
	switch op {
	case ir.MMALoadA, ir.MMALoadB:
		if f.Int() {
			return e.mmaLoadInt(in, op == ir.MMALoadA, l)
		}
		return e.mmaLoadAB(in, op == ir.MMALoadA, f, l)
	case ir.MMALoadC:
		return e.mmaLoadC(in, l)
	case ir.MMAFill:
		v, err := e.val(in.Args[0])
		if err != nil {
			return err
		}
		r := make([]string, e.accRegs())
		for i := range r {
			r[i] = v
		}
		e.set(in, e.fragAcc(in.MMAAcc(), r))
		return nil
	case ir.MMACompute:
		return e.mmaCompute(in, f)
	case ir.MMAStore:
		return e.mmaStore(in, l)
	case ir.MMAPosA, ir.MMAPosB, ir.MMAPosC:
		return e.mmaPos(in, op, f, int(l))
	}
	return fmt.Errorf("%w: mma operation %d", ErrBadIR, op)
}

// kLayout is where a lane's A or B elements of format f lie along k on
// processor mcpu: element e (of the lane's fragment, in register order)
// at k = (b << shift) + step·e, b = lane/16 (the table in mma's comment;
// integer inputs on gfx90a, which are not of this form, aside: see
// mmaint.go).
func kLayout(mcpu string, f mma.Format) (shift, step int) {
	switch {
	case f == mma.TF32 && mcpu == "gfx940":
		return 1, 1 // one 16x16x8 xf32
	case f == mma.TF32:
		return 0, 4 // gfx90a: two 16x16x4 steps
	case f.Int():
		return intShift(mcpu), 1
	case rdna3(mcpu):
		return 3, 1
	}
	return 2, 1
}

// mmaPos lowers where the lane's element in.Args[0] lies (kern.FragA.Pos
// …), coordinate l (0 the row, 1 the column) of the operand's matrix in
// the processor's layout (the table in mma's comment): an A element is
// (x, k) and a B element (k, x), k = 4b+e for 16-bit MFMA, 8b+e for
// WMMA, b+4e for gfx90a's tf32 and 2b+e for gfx940's, and for 8-bit
// integers 16·(e/4)+4b+e%4 on gfx90a, 8b+e on gfx940 and 16b+e on
// RDNA3; an accumulator element of any type is (4b+e, x) on MFMA and
// (2e+b, x) on WMMA.
func (e *fn) mmaPos(in *ir.Instr, op ir.MMAOp, f mma.Format, l int) error {
	el, err := e.val(in.Args[0])
	if err != nil {
		return err
	}
	b, x := e.mmaLane()
	mcpu := e.mod.opts.MCPU
	var k string
	switch {
	case op == ir.MMAPosC && rdna3(mcpu):
		k = e.def("add i64 %s, %s", e.def("shl i64 %s, 1", el), b)
	case op == ir.MMAPosC:
		k = e.def("add i64 %s, %s", e.def("shl i64 %s, 2", b), el)
	case f.FP8():
		return fmt.Errorf("%w: FP8 fragments have no AMD layout", ErrUnsupported)
	case f.Int() && intKOffset(mcpu, 1, 0) != 4:
		// gfx90a, where k is not affine in e: register h = e/4 holds
		// k 16h + 4b + e%4 (mmaint.go).
		hi := e.def("shl i64 %s, 2", e.def("and i64 %s, -4", el))
		k = e.def("add i64 %s, %s", e.def("add i64 %s, %s", hi, e.def("shl i64 %s, %d", b, intShift(mcpu))), e.def("and i64 %s, 3", el))
	default:
		shift, step := kLayout(mcpu, f)
		kb, ke := b, el
		if shift > 0 {
			kb = e.def("shl i64 %s, %d", b, shift)
		}
		if step > 1 {
			ke = e.def("shl i64 %s, %d", el, bits.TrailingZeros(uint(step)))
		}
		k = e.def("add i64 %s, %s", kb, ke)
	}
	// A: (x, k); B: (k, x); C: (k, x), k being the row.
	first, second := k, x
	if op == ir.MMAPosA {
		first, second = x, k
	}
	if l == 1 {
		first = second
	}
	e.set(in, first)
	return nil
}

// MMASupport says why processor mcpu cannot run OpMMA in, or nil: MMA
// needs the matrix cores of gfx908, gfx90a or gfx940 (wave64 CDNA MFMA)
// or of RDNA3 (gfx11's wave32 WMMA: gfx1100 … gfx1103; RDNA2's gfx10 has
// none), bfloat16 inputs anything but gfx908 (whose MFMA has no 16×16×16
// bfloat16 form), tf32 inputs CDNA (WMMA has no tf32 form), and int8
// and uint8 inputs gfx90a, gfx940 or RDNA3 (errIntMCPU). FP8
// inputs have no AMD code at all: gfx940 … gfx942's FP8 MFMA takes the
// FNUZ formats (another exponent bias, NaN at 0x80, no infinities), not
// the OCP E4M3FN and E5M2 of kern's types, and the processors with OCP
// FP8 matrix instructions (gfx950, gfx12) need an LLVM newer than the
// LLVM 15 kern gen drives. kern gen refuses such a kernel with K042
// before the backend sees it.
func MMASupport(mcpu string, in *ir.Instr) error {
	_, f, _ := in.MMA()
	inputs := in.MMAInputs()
	if mma.Format(f).FP8() && inputs {
		return fmt.Errorf("FP8 tensor-core MMA (%v) has no AMD code (gfx940's FP8 MFMA takes the FNUZ formats, not the OCP FP8 of kern's types, and the OCP FP8 processors, gfx950 and gfx12, need a newer LLVM than kern gen's LLVM 15)", mma.Format(f))
	}
	if mma.Format(f).Int() && inputs {
		return errIntMCPU(mcpu)
	}
	switch {
	case mcpu == "gfx90a" || mcpu == "gfx940":
		return nil
	case mcpu == "gfx908":
		if f != ir.MMABF16 || !inputs {
			return nil
		}
		return errors.New("bfloat16 tensor-core MMA needs gfx90a, gfx940 or gfx1100 (gfx908's MFMA has no 16×16×16 bfloat16 form)")
	case rdna3(mcpu):
		if f != ir.MMATF32 || !inputs {
			return nil
		}
		return fmt.Errorf("tf32 tensor-core MMA (float32 inputs) has no RDNA3 form (%s's WMMA takes float16 and bfloat16, not tf32): use kern.Float16 or kern.BFloat16 inputs, or an MFMA processor (gfx90a, gfx940)", mcpu)
	}
	return fmt.Errorf("tensor-core MMA needs an AMD processor with matrix cores (MFMA: gfx908, gfx90a, gfx940; WMMA: gfx1100 … gfx1103), which %s is not", mcpu)
}

// MMAWave says why MMA cannot be emitted for processor mcpu in wave
// size wave (0: its native size), or nil: RDNA3's WMMA is emitted for
// wave32 only, its layout in a 32-lane wavefront.
func MMAWave(mcpu string, wave int) error {
	if rdna3(mcpu) && wave == 64 {
		return fmt.Errorf("tensor-core MMA on %s is emitted for wave32 only (RDNA3's WMMA layout in a 32-lane wavefront), not -wave 64", mcpu)
	}
	return nil
}

// rdna3 reports a gfx11 processor: WMMA, wave32.
func rdna3(mcpu string) bool {
	major, err := gfxVersion(mcpu)
	return err == nil && major == 11
}

// accRegs is how many accumulator registers the processor's layout
// uses: 8 for WMMA, 4 for MFMA (the others stay zero).
func (e *fn) accRegs() int {
	if rdna3(e.mod.opts.MCPU) {
		return 8
	}
	return 4
}

// mmaLane is the lane's b = lane/16 and x = lane%16, as i64.
func (e *fn) mmaLane() (b, x string) {
	lane := e.laneID()
	b = e.def("zext i32 %s to i64", e.def("lshr i32 %s, 4", lane))
	x = e.def("zext i32 %s to i64", e.def("and i32 %s, 15", lane))
	return b, x
}

// tileAddr returns a function giving the address of element (i0+di,
// j0+dj) of the tile at p (elements of elem, address space as) with
// leading dimension ld in layout l, i0 and j0 being i64 values and di, dj
// constants.
func (e *fn) tileAddr(p string, as int, elem string, ld string, l mma.Layout, i0, j0 string) func(di, dj int) string {
	major, minor := i0, j0
	if l == mma.ColMajor {
		major, minor = j0, i0
	}
	base := e.def("add i64 %s, %s", e.def("mul i64 %s, %s", major, ld), minor)
	byLD := map[int]string{0: base}
	return func(di, dj int) string {
		m, n := di, dj
		if l == mma.ColMajor {
			m, n = dj, di
		}
		row, ok := byLD[m]
		if !ok {
			row = e.def("add i64 %s, %s", base, e.def("mul i64 %s, %d", ld, m))
			byLD[m] = row
		}
		idx := row
		if n != 0 {
			idx = e.def("add i64 %s, %d", row, n)
		}
		return e.def("getelementptr inbounds %s, %s %s, i64 %s", elem, ptrType(as), p, idx)
	}
}

// mmaPointer is the tile pointer operand and its address space.
func (e *fn) mmaPointer(v ir.Value) (string, int, error) {
	_, as, err := pointee(v)
	if err != nil {
		return "", 0, err
	}
	p, err := e.val(v)
	return p, as, err
}

const (
	fragABType = "{ [4 x i32] }"
	fragCType  = "{ [8 x float] }"
)

// fragAB builds an A or B fragment from its first registers r.
func (e *fn) fragAB(r ...string) string {
	v := "zeroinitializer"
	for i, x := range r {
		v = e.def("insertvalue %s %s, i32 %s, 0, %d", fragABType, v, x, i)
	}
	return v
}

// fragC builds an accumulator from its first registers r.
func (e *fn) fragC(r []string) string { return e.fragAcc(ir.MMAAccF32, r) }

// accElem is the LLVM type of an accumulator of acc's elements: float,
// i16 (float16's bits) or i32.
func accElem(acc int) string {
	switch acc {
	case ir.MMAAccF16:
		return "i16"
	case ir.MMAAccS32:
		return "i32"
	}
	return "float"
}

// fragAccType is the LLVM type of an accumulator of acc.
func fragAccType(acc int) string { return "{ [8 x " + accElem(acc) + "] }" }

// fragAcc builds an accumulator of acc from its first registers r.
func (e *fn) fragAcc(acc int, r []string) string {
	v := "zeroinitializer"
	for i, x := range r {
		v = e.def("insertvalue %s %s, %s %s, 0, %d", fragAccType(acc), v, accElem(acc), x, i)
	}
	return v
}

func (e *fn) mmaLoadAB(in *ir.Instr, isA bool, f mma.Format, l mma.Layout) error {
	p, as, err := e.mmaPointer(in.Args[0])
	if err != nil {
		return err
	}
	ld, err := e.index(in.Args[1])
	if err != nil {
		return err
	}
	b, x := e.mmaLane()
	// Element e (h) of the lane is at (x, k) of A or (k, x) of B.
	at := func(k0 string, elem string) func(dk int) string {
		var addr func(di, dj int) string
		if isA {
			addr = e.tileAddr(p, as, elem, ld, l, x, k0)
			return func(dk int) string { return addr(0, dk) }
		}
		addr = e.tileAddr(p, as, elem, ld, l, k0, x)
		return func(dk int) string { return addr(dk, 0) }
	}
	shift, step := kLayout(e.mod.opts.MCPU, f)
	k0 := b
	if shift > 0 {
		k0 = e.def("shl i64 %s, %d", b, shift)
	}
	if f == mma.TF32 {
		addr := at(k0, "float")
		var r [2]string
		for h := range 2 {
			v := e.def("load float, %s %s, align 4", ptrType(as), addr(step*h))
			r[h] = e.toTF32(v)
		}
		e.set(in, e.fragAB(r[:]...))
		return nil
	}
	// Two 16-bit elements to a register: 4 elements from k = 4b (MFMA)
	// or 8 from k = 8b (WMMA).
	n := 2
	if rdna3(e.mod.opts.MCPU) {
		n = 4
	}
	addr := at(k0, "i16")
	narrow := func() []string {
		r := make([]string, n)
		for h := range r {
			lo := e.def("zext i16 %s to i32", e.def("load i16, %s %s, align 2", ptrType(as), addr(2*h)))
			hi := e.def("zext i16 %s to i32", e.def("load i16, %s %s, align 2", ptrType(as), addr(2*h+1)))
			r[h] = e.def("or i32 %s, %s", lo, e.def("shl i32 %s, 16", hi))
		}
		return r
	}
	// The lane's k run along a row of A stored by rows (a column of B
	// stored by columns): its 2n elements are consecutive in memory.
	if isA == (l == mma.RowMajor) {
		e.set(in, e.fragAB(e.wideOr(addr(0), as, n, narrow)...))
		return nil
	}
	e.set(in, e.fragAB(narrow()...))
	return nil
}

// wideOr returns the n 32-bit registers at p: one <n x i32> load where p
// is 4-byte aligned, else the registers narrow builds from 16-bit loads
// (the same bits: the first element in the low half). A 16-bit tile's
// address is only 2-byte aligned in general (any offset, any leading
// dimension), so the test is per lane at run time and the lanes may take
// different paths. Dword alignment is what global_load_dwordx2/x4 and
// ds_read_b64/b128 need of the address here (llc merges float32 loads
// that are 4-byte aligned into them already), so it is the alignment
// stated and tested: more lanes take the wide path than with 8 or 16.
func (e *fn) wideOr(p string, as, n int, narrow func() []string) []string {
	ok := e.def("icmp eq i64 %s, 0", e.def("and i64 %s, 3", e.def("ptrtoint %s %s to i64", ptrType(as), p)))
	wide, slow, join := e.newBlock("frag.wide"), e.newBlock("frag.narrow"), e.newBlock("frag.join")
	e.emit("br i1 %s, label %%%s, label %%%s", ok, wide.label, slow.label)
	e.startBlock(wide)
	vt := fmt.Sprintf("<%d x i32>", n)
	v := e.def("load %s, %s %s, align 4", vt, ptrType(as), p)
	w := make([]string, n)
	for i := range w {
		w[i] = e.def("extractelement %s %s, i32 %d", vt, v, i)
	}
	e.emit("br label %%%s", join.label)
	e.startBlock(slow)
	r := narrow()
	e.emit("br label %%%s", join.label)
	e.startBlock(join)
	for i := range r {
		r[i] = e.def("phi i32 [ %s, %%%s ], [ %s, %%%s ]", w[i], wide.label, r[i], slow.label)
	}
	return r
}

// accAddr returns the address of accumulator register i's element of
// the lane in the tile at p: C[4b+i][x] (MFMA) or C[2i+b][x] (WMMA).
func (e *fn) accAddr(p string, as int, elem, ld string, l mma.Layout) func(i int) string {
	b, x := e.mmaLane()
	if rdna3(e.mod.opts.MCPU) {
		addr := e.tileAddr(p, as, elem, ld, l, b, x)
		return func(i int) string { return addr(2*i, 0) }
	}
	addr := e.tileAddr(p, as, elem, ld, l, e.def("shl i64 %s, 2", b), x)
	return func(i int) string { return addr(i, 0) }
}

// toTF32 rounds float v to tf32 as internal/mma.ToTF32 does, returning
// its bits (i32): to nearest with ties away from zero (add half of the
// dropped 13 bits' unit, then clear them), infinities kept, every NaN the
// canonical 0x7fffffff.
func (e *fn) toTF32(v string) string {
	bits := e.def("bitcast float %s to i32", v)
	abs := e.def("and i32 %s, 2147483647", bits)
	r := e.def("and i32 %s, -8192", e.def("add i32 %s, 4096", bits))
	inf := e.def("icmp eq i32 %s, 2139095040", abs)
	r = e.def("select i1 %s, i32 %s, i32 %s", inf, bits, r)
	nan := e.def("icmp ugt i32 %s, 2139095040", abs)
	return e.def("select i1 %s, i32 2147483647, i32 %s", nan, r)
}

func (e *fn) mmaLoadC(in *ir.Instr, l mma.Layout) error {
	p, as, err := e.mmaPointer(in.Args[0])
	if err != nil {
		return err
	}
	ld, err := e.index(in.Args[1])
	if err != nil {
		return err
	}
	acc := in.MMAAcc()
	et, align := accElem(acc), 4
	if acc == ir.MMAAccF16 {
		align = 2
	}
	addr := e.accAddr(p, as, et, ld, l)
	r := make([]string, e.accRegs())
	for i := range r {
		r[i] = e.def("load %s, %s %s, align %d", et, ptrType(as), addr(i), align)
	}
	e.set(in, e.fragAcc(acc, r))
	return nil
}

func (e *fn) mmaStore(in *ir.Instr, l mma.Layout) error {
	p, as, err := e.mmaPointer(in.Args[0])
	if err != nil {
		return err
	}
	c, err := e.val(in.Args[1])
	if err != nil {
		return err
	}
	ld, err := e.index(in.Args[2])
	if err != nil {
		return err
	}
	acc := in.MMAAcc()
	et, align := accElem(acc), 4
	if acc == ir.MMAAccF16 {
		align = 2
	}
	addr := e.accAddr(p, as, et, ld, l)
	for i := range e.accRegs() {
		v := e.def("extractvalue %s %s, 0, %d", fragAccType(acc), c, i)
		e.emit("store %s %s, %s %s, align %d", et, v, ptrType(as), addr(i), align)
	}
	return nil
}

// mmaCompute calls the MFMA intrinsic (two for tf32 on gfx90a) or the
// WMMA intrinsic on the fragments.
func (e *fn) mmaCompute(in *ir.Instr, f mma.Format) error {
	a, err := e.val(in.Args[0])
	if err != nil {
		return err
	}
	b, err := e.val(in.Args[1])
	if err != nil {
		return err
	}
	c, err := e.val(in.Args[2])
	if err != nil {
		return err
	}
	reg := func(frag string, i int) string { return e.def("extractvalue %s %s, 0, %d", fragABType, frag, i) }
	if f.Int() {
		return e.mmaComputeInt(in, f, mma.Format(in.MMAFormatB()), a, b, c)
	}
	if in.MMAAcc() == ir.MMAAccF16 {
		// Widen C to float32; the result is rounded back (setF16).
		r := make([]string, e.accRegs())
		for i := range r {
			h := e.def("extractvalue %s %s, 0, %d", fragAccType(ir.MMAAccF16), c, i)
			r[i] = e.def("fpext half %s to float", e.def("bitcast i16 %s to half", h))
		}
		c = e.fragC(r)
	}
	if rdna3(e.mod.opts.MCPU) {
		return e.wmma(in, f, a, b, c, reg)
	}
	acc := "poison"
	for i := range 4 {
		x := e.def("extractvalue %s %s, 0, %d", fragCType, c, i)
		acc = e.def("insertelement <4 x float> %s, float %s, i32 %d", acc, x, i)
	}
	call := func(name, operand, x, y, acc string) string {
		fn := e.intrinsic(name, "<4 x float>", operand, operand, "<4 x float>", "i32 immarg", "i32 immarg", "i32 immarg")
		return e.def("call <4 x float> %s(%s %s, %s %s, <4 x float> %s, i32 0, i32 0, i32 0)", fn, operand, x, operand, y, acc)
	}
	switch {
	case f == mma.TF32 && e.mod.opts.MCPU == "gfx940":
		pack := func(frag string) string {
			v := e.def("insertelement <2 x float> poison, float %s, i32 0", e.def("bitcast i32 %s to float", reg(frag, 0)))
			return e.def("insertelement <2 x float> %s, float %s, i32 1", v, e.def("bitcast i32 %s to float", reg(frag, 1)))
		}
		acc = call("llvm.amdgcn.mfma.f32.16x16x8.xf32", "<2 x float>", pack(a), pack(b), acc)
	case f == mma.TF32:
		for h := range 2 {
			x := e.def("bitcast i32 %s to float", reg(a, h))
			y := e.def("bitcast i32 %s to float", reg(b, h))
			acc = call("llvm.amdgcn.mfma.f32.16x16x4f32", "float", x, y, acc)
		}
	case f == mma.F16 || f == mma.BF16:
		name, vt := "llvm.amdgcn.mfma.f32.16x16x16f16", "<4 x half>"
		if f == mma.BF16 {
			name, vt = "llvm.amdgcn.mfma.f32.16x16x16bf16.1k", "<4 x i16>"
		}
		pack := func(frag string) string {
			v := e.def("insertelement <2 x i32> poison, i32 %s, i32 0", reg(frag, 0))
			v = e.def("insertelement <2 x i32> %s, i32 %s, i32 1", v, reg(frag, 1))
			return e.def("bitcast <2 x i32> %s to %s", v, vt)
		}
		acc = call(name, vt, pack(a), pack(b), acc)
	default:
		return fmt.Errorf("%w: mma format %d", ErrBadIR, f)
	}
	r := make([]string, 4)
	for i := range r {
		r[i] = e.def("extractelement <4 x float> %s, i32 %d", acc, i)
	}
	e.setAcc(in, r)
	return nil
}

// setAcc defines in's accumulator from the float32 results r, rounded to
// float16 (fptrunc: nearest even) for a float16 accumulator.
func (e *fn) setAcc(in *ir.Instr, r []string) {
	if in.MMAAcc() != ir.MMAAccF16 {
		e.set(in, e.fragC(r))
		return
	}
	h := make([]string, len(r))
	for i, x := range r {
		h[i] = e.def("bitcast half %s to i16", e.def("fptrunc float %s to half", x))
	}
	e.set(in, e.fragAcc(ir.MMAAccF16, h))
}

// wmma computes the tile with gfx11's WMMA: each lane's fragment holds
// 8 of its row's (column's) 16 k, k = 8b…8b+7; the other 8 are lane^16's,
// fetched with ds_bpermute, so that both halves of the wavefront hold the
// whole operand, k 0–7 in registers 0–3 and k 8–15 in 4–7, as WMMA needs.
func (e *fn) wmma(in *ir.Instr, f mma.Format, a, b, c string, reg func(string, int) string) error {
	// The intrinsics are overloaded on the accumulator's type: ".v8f32"
	// is its mangling, which opt would add.
	name, vt := "llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32", "<16 x half>"
	if f == mma.BF16 {
		name, vt = "llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32", "<16 x i16>"
	}
	lane := e.laneID()
	upper := e.def("icmp ugt i32 %s, 15", lane)
	other := e.def("shl i32 %s, 2", e.def("xor i32 %s, 16", lane))
	perm := e.intrinsic("llvm.amdgcn.ds.bpermute", "i32", "i32", "i32")
	whole := func(frag string) string {
		v := "poison"
		for i := range 4 {
			own := reg(frag, i)
			theirs := e.def("call i32 %s(i32 %s, i32 %s)", perm, other, own)
			lo := e.def("select i1 %s, i32 %s, i32 %s", upper, theirs, own)
			hi := e.def("select i1 %s, i32 %s, i32 %s", upper, own, theirs)
			v = e.def("insertelement <8 x i32> %s, i32 %s, i32 %d", v, lo, i)
			v = e.def("insertelement <8 x i32> %s, i32 %s, i32 %d", v, hi, i+4)
		}
		return e.def("bitcast <8 x i32> %s to %s", v, vt)
	}
	x, y := whole(a), whole(b)
	acc := "poison"
	for i := range 8 {
		v := e.def("extractvalue %s %s, 0, %d", fragCType, c, i)
		acc = e.def("insertelement <8 x float> %s, float %s, i32 %d", acc, v, i)
	}
	fn := e.intrinsic(name, "<8 x float>", vt, vt, "<8 x float>")
	acc = e.def("call <8 x float> %s(%s %s, %s %s, <8 x float> %s)", fn, vt, x, vt, y, acc)
	r := make([]string, 8)
	for i := range r {
		r[i] = e.def("extractelement <8 x float> %s, i32 %d", acc, i)
	}
	e.setAcc(in, r)
	return nil
}
