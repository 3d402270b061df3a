package amdgpu

import (
	"errors"
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/mma"
)

// mma lowers OpMMA (kern.LoadA, LoadB, LoadC, FillC, MMA, StoreC) to the
// matrix cores of gfx90a (and gfx940; gfx908 without bfloat16): kern's
// warp is the 64-lane wavefront there, and one MFMA computes its 16×16
// tile — v_mfma_f32_16x16x16f16, v_mfma_f32_16x16x16bf16_1k, and for
// tf32 two v_mfma_f32_16x16x4f32, k 0–3 then 4–7 accumulating onto the
// first (gfx90a has no tf32: the loads round to tf32 as on every target,
// so the float32 products are the exact tf32 ones and the answer is the
// documented one). Each lane loads and stores its own elements with
// ordinary loads and stores, at the places AMD's layout gives (the AMD
// Matrix Instruction Calculator, CDNA2): with b = lane/16 and x = lane%16,
//
//	f16, bf16  A[x][4b+e], B[4b+e][x], e = 0…3, two to a register (e even
//	           in the low half): fragment registers 0 and 1
//	tf32       A[x][b+4h], B[b+4h][x] in register h = 0, 1
//	C, D       C[4b+e][x] in accumulator register e = 0…3
//
// and the fragments' other registers are zero. The wavefront is 64 lanes
// wide on every processor that has these instructions.
func (e *fn) mma(in *ir.Instr) error {
	op, fi, li := in.MMA()
	f, l := mma.Format(fi), mma.Layout(li)
	if err := MMASupport(e.mod.opts.MCPU, in); err != nil {
		return fmt.Errorf("%w: %v", ErrUnsupported, err)
	}
	switch op {
	case ir.MMALoadA, ir.MMALoadB:
		return e.mmaLoadAB(in, op == ir.MMALoadA, f, l)
	case ir.MMALoadC:
		return e.mmaLoadC(in, l)
	case ir.MMAFill:
		v, err := e.val(in.Args[0])
		if err != nil {
			return err
		}
		e.set(in, e.fragC([4]string{v, v, v, v}))
		return nil
	case ir.MMACompute:
		return e.mmaCompute(in, f)
	case ir.MMAStore:
		return e.mmaStore(in, l)
	}
	return fmt.Errorf("%w: mma operation %d", ErrBadIR, op)
}

// MMASupport says why processor mcpu cannot run OpMMA in, or nil: MMA
// needs the matrix cores of gfx908, gfx90a or gfx940 (wave64 CDNA; RDNA's
// gfx10 has none, and gfx11's WMMA is wave32 and another layout), and
// bfloat16 inputs gfx90a or gfx940 (gfx908 has no 16×16×16 bfloat16
// MFMA). FP8 inputs have no AMD code at all: gfx940 has FP8 MFMA, but
// LLVM 15's AMDGPU backend, which kern gen drives, does not. kern gen
// refuses such a kernel with K042 before the backend sees it.
func MMASupport(mcpu string, in *ir.Instr) error {
	if op, f, _ := in.MMA(); mma.Format(f).FP8() && (op == ir.MMALoadA || op == ir.MMALoadB || op == ir.MMACompute) {
		return fmt.Errorf("FP8 tensor-core MMA (%v) has no AMD code (gfx940 has FP8 MFMA, but LLVM 15's AMDGPU backend, which kern gen drives, lacks it)", mma.Format(f))
	}
	switch mcpu {
	case "gfx90a", "gfx940":
		return nil
	case "gfx908":
		op, f, _ := in.MMA()
		if f != ir.MMABF16 || op != ir.MMALoadA && op != ir.MMALoadB && op != ir.MMACompute {
			return nil
		}
		return errors.New("bfloat16 tensor-core MMA needs gfx90a or gfx940 (gfx908's MFMA has no 16×16×16 bfloat16 form)")
	}
	return fmt.Errorf("tensor-core MMA needs an AMD processor with matrix cores (MFMA: gfx908, gfx90a, gfx940), which %s is not", mcpu)
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

// fragAB builds an A or B fragment from its registers 0 and 1.
func (e *fn) fragAB(r0, r1 string) string {
	v := e.def("insertvalue %s zeroinitializer, i32 %s, 0, 0", fragABType, r0)
	return e.def("insertvalue %s %s, i32 %s, 0, 1", fragABType, v, r1)
}

// fragC builds an accumulator from its registers 0–3.
func (e *fn) fragC(r [4]string) string {
	v := "zeroinitializer"
	for i, x := range r {
		v = e.def("insertvalue %s %s, float %s, 0, %d", fragCType, v, x, i)
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
	if f == mma.TF32 {
		addr := at(b, "float")
		var r [2]string
		for h := range 2 {
			v := e.def("load float, %s %s, align 4", ptrType(as), addr(4*h))
			r[h] = e.toTF32(v)
		}
		e.set(in, e.fragAB(r[0], r[1]))
		return nil
	}
	addr := at(e.def("shl i64 %s, 2", b), "i16")
	var r [2]string
	for h := range 2 {
		lo := e.def("zext i16 %s to i32", e.def("load i16, %s %s, align 2", ptrType(as), addr(2*h)))
		hi := e.def("zext i16 %s to i32", e.def("load i16, %s %s, align 2", ptrType(as), addr(2*h+1)))
		r[h] = e.def("or i32 %s, %s", lo, e.def("shl i32 %s, 16", hi))
	}
	e.set(in, e.fragAB(r[0], r[1]))
	return nil
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
	b, x := e.mmaLane()
	addr := e.tileAddr(p, as, "float", ld, l, e.def("shl i64 %s, 2", b), x)
	var r [4]string
	for i := range r {
		r[i] = e.def("load float, %s %s, align 4", ptrType(as), addr(i, 0))
	}
	e.set(in, e.fragC(r))
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
	b, x := e.mmaLane()
	addr := e.tileAddr(p, as, "float", ld, l, e.def("shl i64 %s, 2", b), x)
	for i := range 4 {
		v := e.def("extractvalue %s %s, 0, %d", fragCType, c, i)
		e.emit("store float %s, %s %s, align 4", v, ptrType(as), addr(i, 0))
	}
	return nil
}

// mmaCompute calls the MFMA intrinsic (two for tf32) on the fragments.
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
	acc := "poison"
	for i := range 4 {
		x := e.def("extractvalue %s %s, 0, %d", fragCType, c, i)
		acc = e.def("insertelement <4 x float> %s, float %s, i32 %d", acc, x, i)
	}
	call := func(name, operand, x, y, acc string) string {
		fn := e.intrinsic(name, "<4 x float>", operand, operand, "<4 x float>", "i32 immarg", "i32 immarg", "i32 immarg")
		return e.def("call <4 x float> %s(%s %s, %s %s, <4 x float> %s, i32 0, i32 0, i32 0)", fn, operand, x, operand, y, acc)
	}
	switch f {
	case mma.TF32:
		for h := range 2 {
			x := e.def("bitcast i32 %s to float", reg(a, h))
			y := e.def("bitcast i32 %s to float", reg(b, h))
			acc = call("llvm.amdgcn.mfma.f32.16x16x4f32", "float", x, y, acc)
		}
	case mma.F16, mma.BF16:
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
	var r [4]string
	for i := range r {
		r[i] = e.def("extractelement <4 x float> %s, i32 %d", acc, i)
	}
	e.set(in, e.fragC(r))
	return nil
}
