package amdgpu

import (
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/mma"
)

// Integer MMA (int8 and uint8 inputs, int32 accumulator, 16×16×32) on
// the matrix cores. With b = lane/16 and x = lane%16, fragment register h
// holds four bytes of A's row x (B's column x), the first in the low byte:
//
//	gfx90a   k = 16h + 4b + e, e < 4: v_mfma_i32_16x16x16i8 on register h
//	         does k 16h…16h+15 (two, the second accumulating onto the first)
//	gfx940   k = 8b + 4h + e: registers 0–1 are the i64 operand of one
//	         v_mfma_i32_16x16x32_i8
//	gfx11    k = 16b + 4h + e, h < 4 (wave32): v_wmma_i32_16x16x16_iu8 h'
//	         does k 16h'…16h'+15, which lanes with b = h' hold and the others
//	         fetch from lane^16 (ds_bpermute), so that both halves of the
//	         wavefront hold the operand, as WMMA needs
//
// C and D are laid out as the float32 accumulator's (C[4b+e][x] for MFMA,
// C[2e+b][x] for WMMA). WMMA takes a sign flag per operand; CDNA's i8 MFMA
// is signed only, so a uint8 operand u is split exactly into its bits
// read as int8, s, and its top bits h (0 or 1): u = s + 256·h, and
//
//	a·b = s_a·s_b + 256·(h_a·s_b + s_a·h_b) + 65536·h_a·h_b
//
// each product an MFMA of int8 operands (h's bytes are 0 or 1), the
// shifted sums taken modulo 2^32 as the instruction's own: the result
// is the reference's exactly (up to four MFMAs, eight on gfx90a).

// intKOffset is the k of byte e (0–3) of fragment register h of a lane in
// group b (as an offset from the lane's base k0, which is kBase's).
func intKOffset(mcpu string, h, e int) int {
	switch {
	case rdna3(mcpu), mcpu == "gfx940":
		return 4*h + e
	}
	return 16*h + e
}

// intShift is log2 of the k a lane group b = lane/16 starts at: 4b on
// gfx90a, 8b on gfx940, 16b on RDNA3.
func intShift(mcpu string) int {
	switch {
	case rdna3(mcpu):
		return 4
	case mcpu == "gfx940":
		return 3
	}
	return 2
}

// intRegs is how many fragment registers an integer operand uses: 2 on
// CDNA, 4 on RDNA3.
func intRegs(mcpu string) int {
	if rdna3(mcpu) {
		return 4
	}
	return 2
}

// mmaLoadInt loads an int8 or uint8 A (isA) or B fragment.
func (e *fn) mmaLoadInt(in *ir.Instr, isA bool, l mma.Layout) error {
	p, as, err := e.mmaPointer(in.Args[0])
	if err != nil {
		return err
	}
	ld, err := e.index(in.Args[1])
	if err != nil {
		return err
	}
	mcpu := e.mod.opts.MCPU
	b, x := e.mmaLane()
	k0 := e.def("shl i64 %s, %d", b, intShift(mcpu))
	var addr func(di, dj int) string
	if isA {
		addr = e.tileAddr(p, as, "i8", ld, l, x, k0)
	} else {
		addr = e.tileAddr(p, as, "i8", ld, l, k0, x)
	}
	at := func(dk int) string {
		if isA {
			return addr(0, dk)
		}
		return addr(dk, 0)
	}
	n := intRegs(mcpu)
	reg := func(h int) string {
		var v string
		for i := range 4 {
			y := e.def("zext i8 %s to i32", e.def("load i8, %s %s, align 1", ptrType(as), at(intKOffset(mcpu, h, i))))
			if i > 0 {
				y = e.def("or i32 %s, %s", v, e.def("shl i32 %s, %d", y, 8*i))
			}
			v = y
		}
		return v
	}
	narrow := func(hs ...int) func() []string {
		return func() []string {
			r := make([]string, len(hs))
			for i, h := range hs {
				r[i] = reg(h)
			}
			return r
		}
	}
	var r []string
	switch {
	case isA != (l == mma.RowMajor):
		// k runs across memory lines: byte by byte.
		for h := range n {
			r = append(r, reg(h))
		}
	case mcpu == "gfx90a" || mcpu == "gfx908":
		// Each register's four k are consecutive; the two are 16 apart.
		for h := range n {
			r = append(r, e.wideOr(at(intKOffset(mcpu, h, 0)), as, 1, narrow(h))...)
		}
	default:
		hs := make([]int, n)
		for h := range hs {
			hs[h] = h
		}
		r = e.wideOr(at(0), as, n, narrow(hs...))
	}
	e.set(in, e.fragAB(r...))
	return nil
}

// mmaComputeInt computes an integer MMA of A in format fa and B in fb.
func (e *fn) mmaComputeInt(in *ir.Instr, fa, fb mma.Format, a, b, c string) error {
	reg := func(frag string, i int) string { return e.def("extractvalue %s %s, 0, %d", fragABType, frag, i) }
	accT := fragAccType(ir.MMAAccS32)
	mcpu := e.mod.opts.MCPU
	if rdna3(mcpu) {
		return e.wmmaInt(in, fa, fb, a, b, c, reg)
	}
	vec := func(r []string) string {
		v := "poison"
		for i, x := range r {
			v = e.def("insertelement <4 x i32> %s, i32 %s, i32 %d", v, x, i)
		}
		return v
	}
	cr := make([]string, 4)
	for i := range cr {
		cr[i] = e.def("extractvalue %s %s, 0, %d", accT, c, i)
	}
	// The operands' registers, and their top bits (0 or 1 a byte).
	regs := func(frag string) []string { return []string{reg(frag, 0), reg(frag, 1)} }
	high := func(r []string) []string {
		h := make([]string, len(r))
		for i, x := range r {
			h[i] = e.def("and i32 %s, 16843009", e.def("lshr i32 %s, 7", x)) // 0x01010101
		}
		return h
	}
	// mfma returns acc + x·y over k 0–31 (int8 operands).
	mfma := func(x, y []string, acc string) string {
		if mcpu == "gfx940" {
			fn := e.intrinsic("llvm.amdgcn.mfma.i32.16x16x32.i8", "<4 x i32>", "i64", "i64", "<4 x i32>", "i32 immarg", "i32 immarg", "i32 immarg")
			pack := func(r []string) string {
				lo := e.def("zext i32 %s to i64", r[0])
				hi := e.def("shl i64 %s, 32", e.def("zext i32 %s to i64", r[1]))
				return e.def("or i64 %s, %s", lo, hi)
			}
			return e.def("call <4 x i32> %s(i64 %s, i64 %s, <4 x i32> %s, i32 0, i32 0, i32 0)", fn, pack(x), pack(y), acc)
		}
		fn := e.intrinsic("llvm.amdgcn.mfma.i32.16x16x16i8", "<4 x i32>", "i32", "i32", "<4 x i32>", "i32 immarg", "i32 immarg", "i32 immarg")
		for h := range 2 {
			acc = e.def("call <4 x i32> %s(i32 %s, i32 %s, <4 x i32> %s, i32 0, i32 0, i32 0)", fn, x[h], y[h], acc)
		}
		return acc
	}
	shifted := func(v string, n int) string {
		return e.def("shl <4 x i32> %s, <i32 %d, i32 %d, i32 %d, i32 %d>", v, n, n, n, n)
	}
	ra, rb := regs(a), regs(b)
	d := mfma(ra, rb, vec(cr))
	if fa == mma.U8 || fb == mma.U8 {
		t := "zeroinitializer"
		if fa == mma.U8 {
			t = mfma(high(ra), rb, t)
		}
		if fb == mma.U8 {
			t = mfma(ra, high(rb), t)
		}
		d = e.def("add <4 x i32> %s, %s", d, shifted(t, 8))
		if fa == mma.U8 && fb == mma.U8 {
			d = e.def("add <4 x i32> %s, %s", d, shifted(mfma(high(ra), high(rb), "zeroinitializer"), 16))
		}
	}
	r := make([]string, 4)
	for i := range r {
		r[i] = e.def("extractelement <4 x i32> %s, i32 %d", d, i)
	}
	e.set(in, e.fragAcc(ir.MMAAccS32, r))
	return nil
}

// wmmaInt is mmaComputeInt on gfx11: two v_wmma_i32_16x16x16_iu8, k
// 0–15 then 16–31, each operand's sign a flag of the instruction.
func (e *fn) wmmaInt(in *ir.Instr, fa, fb mma.Format, a, b, c string, reg func(string, int) string) error {
	name := "llvm.amdgcn.wmma.i32.16x16x16.iu8.v8i32"
	lane := e.laneID()
	upper := e.def("icmp ugt i32 %s, 15", lane)
	other := e.def("shl i32 %s, 2", e.def("xor i32 %s, 16", lane))
	perm := e.intrinsic("llvm.amdgcn.ds.bpermute", "i32", "i32", "i32")
	// half returns the operand of k 16h…16h+15: the lane's own registers
	// where its group b is h, else lane^16's.
	halves := func(frag string) [2]string {
		var v [2]string
		v[0], v[1] = "poison", "poison"
		for i := range 4 {
			own := reg(frag, i)
			theirs := e.def("call i32 %s(i32 %s, i32 %s)", perm, other, own)
			lo := e.def("select i1 %s, i32 %s, i32 %s", upper, theirs, own)
			hi := e.def("select i1 %s, i32 %s, i32 %s", upper, own, theirs)
			v[0] = e.def("insertelement <4 x i32> %s, i32 %s, i32 %d", v[0], lo, i)
			v[1] = e.def("insertelement <4 x i32> %s, i32 %s, i32 %d", v[1], hi, i)
		}
		return v
	}
	x, y := halves(a), halves(b)
	acc := "poison"
	for i := range 8 {
		v := e.def("extractvalue %s %s, 0, %d", fragAccType(ir.MMAAccS32), c, i)
		acc = e.def("insertelement <8 x i32> %s, i32 %s, i32 %d", acc, v, i)
	}
	sign := func(f mma.Format) int {
		if f == mma.S8 {
			return 1
		}
		return 0
	}
	fn := e.intrinsic(name, "<8 x i32>", "i1 immarg", "<4 x i32>", "i1 immarg", "<4 x i32>", "<8 x i32>", "i1 immarg")
	for h := range 2 {
		acc = e.def("call <8 x i32> %s(i1 %d, <4 x i32> %s, i1 %d, <4 x i32> %s, <8 x i32> %s, i1 0)", fn, sign(fa), x[h], sign(fb), y[h], acc)
	}
	r := make([]string, 8)
	for i := range r {
		r[i] = e.def("extractelement <8 x i32> %s, i32 %d", acc, i)
	}
	e.set(in, e.fragAcc(ir.MMAAccS32, r))
	return nil
}

// errIntMCPU says why processor mcpu has no integer MMA here, or nil.
func errIntMCPU(mcpu string) error {
	if mcpu == "gfx90a" || mcpu == "gfx940" || rdna3(mcpu) {
		return nil
	}
	return fmt.Errorf("int8 and uint8 tensor-core MMA needs gfx90a, gfx940 or gfx1100 … gfx1103 (%s has no integer matrix instruction kern uses)", mcpu)
}
