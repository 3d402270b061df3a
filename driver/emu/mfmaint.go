package emu

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/kernlab/kern/internal/mma"
)

// The ROC device's integer matrix instructions: int8 (and, on RDNA3,
// uint8) operands packed four (eight) to a register, an int32
// accumulator, with the lane layouts of the float ones (mfma.go):
//
//	llvm.amdgcn.mfma.i32.16x16x16i8 (gfx90a)     A, B i32: 4 bytes a lane
//	llvm.amdgcn.mfma.i32.16x16x32.i8 (gfx940)    A, B i64: 8 bytes a lane
//	llvm.amdgcn.wmma.i32.16x16x16.iu8 (gfx11)    A, B <4 x i32>: 16 bytes,
//	                                             after a sign flag each
//
// byte e of a lane's operand being its element e, the first in the low
// byte. The MFMA forms read every byte as int8; the WMMA form as int8
// where its flag is 1, else uint8; its clamp (saturation) must be 0, as
// kern's backend writes it. The arithmetic is mma.DotInt's: exact
// products, sums modulo 2^32.

// mfmaIntShape is one integer matrix intrinsic.
type mfmaIntShape struct {
	name    string
	operand string // A's and B's LLVM type
	perLane int    // bytes of A (and of B) per lane
	wmma    bool   // gfx11's wave32 WMMA (signs, <8 x i32> accumulator)
	procs   []string
}

// mfmaIntShapes are indexed by an opMfma's mod less mfmaIntMod.
var mfmaIntShapes = [...]mfmaIntShape{
	{"llvm.amdgcn.mfma.i32.16x16x16i8", "i32", 4, false, []string{"gfx90a"}},
	{"llvm.amdgcn.mfma.i32.16x16x32.i8", "i64", 8, false, []string{"gfx940"}},
	{"llvm.amdgcn.wmma.i32.16x16x16.iu8.v8i32", "<4 x i32>", 16, true, []string{"gfx1100"}},
}

// mfmaIntMod marks an opMfma of mfmaIntShapes in its mod.
const mfmaIntMod = 0x80

// float is the matching float shape's layout (lanes, aLoc, cLoc).
func (s *mfmaIntShape) float() *mfmaShape {
	return &mfmaShape{perLane: s.perLane, wmma: s.wmma}
}

// mfmaInt lowers a call of an integer matrix intrinsic, or reports false
// when in.callee is none: A's, B's and C's registers, in that order, are
// the instruction's args, and for WMMA the two sign flags follow.
func (lw *lowerer) mfmaInt(sc *lscope, in *linstr) (bool, error) {
	idx := -1
	for i := range mfmaIntShapes {
		if n := mfmaIntShapes[i].name; n == in.callee || mfmaIntShapes[i].wmma && n == in.callee+".v8i32" {
			idx = i
		}
	}
	if idx < 0 {
		return false, nil
	}
	sh := &mfmaIntShapes[idx]
	lanes := sh.float().lanes()
	if !strings.Contains(" "+strings.Join(sh.procs, " ")+" ", " "+lw.arch+" ") || lw.wave != lanes {
		return true, lw.errf("@%s on the emulated %s with %d-lane wavefronts: it needs %s", sh.name, lw.arch, lw.wave, strings.Join(sh.procs, ", "))
	}
	acc := fmt.Sprintf("<%d x i32>", sh.float().acc())
	// The operand indexes of A, B and C, and of the immediates that must
	// be zero (MFMA: cbsz, abid, blgp; WMMA: clamp) or are the signs.
	ia, ib, ic, zeros, signs := 0, 1, 2, []int{3, 4, 5}, []int(nil)
	want := fmt.Sprintf("(%s, %s, %s, i32, i32, i32) returning %s", sh.operand, sh.operand, acc, acc)
	if sh.wmma {
		ia, ib, ic, zeros, signs = 1, 3, 4, []int{5}, []int{0, 2}
		want = fmt.Sprintf("(i1, %s, i1, %s, %s, i1) returning %s", sh.operand, sh.operand, acc, acc)
	}
	if len(in.ops) != 6 || in.ty.String() != acc || in.ops[ia].ty.String() != sh.operand ||
		in.ops[ib].ty.String() != sh.operand || in.ops[ic].ty.String() != acc {
		return true, lw.errf("@%s: operands are not %s", sh.name, want)
	}
	for _, i := range append(zeros, signs...) {
		o := in.ops[i]
		if o.k != 'c' && o.k != 'z' {
			return true, lw.errf("@%s: operand %d is not a constant (it is an immediate of the instruction)", sh.name, i)
		}
	}
	for _, i := range zeros {
		if o := in.ops[i]; o.k == 'c' && o.bits != 0 {
			return true, lw.errf("@%s with immediate operand %d = %d: the broadcast, lane-group and clamp modifiers are not emulated (kern's backend writes 0)", sh.name, i, o.bits)
		}
	}
	var args []opnd
	for _, i := range append([]int{ia, ib, ic}, signs...) {
		o, err := lw.ops(sc, in.ops[i])
		if err != nil {
			return true, err
		}
		args = append(args, o...)
	}
	if in.dest == "" {
		return true, nil
	}
	lw.emit(instr{op: opMfma, mod: uint8(mfmaIntMod | idx), d: lw.dest(sc, in)[0], args: args})
	return true, nil
}

// mfmaInt executes an integer opMfma for the wavefront, with mfma's
// checks of the lanes.
func (w *warp) mfmaInt(f *frame, in *instr, active uint64) *Fault {
	sh := &mfmaIntShapes[in.mod&^mfmaIntMod]
	fs := sh.float()
	n := fs.lanes()
	all := uint64(1)<<n - 1
	if n == 64 {
		all = ^uint64(0)
	}
	if active != all {
		ln := bits.TrailingZeros64(^active)
		return w.fault("divergent wavefront operation", in, bits.TrailingZeros64(active),
			fmt.Sprintf("lanes %#x execute @%s, which reads the matrices from all %d lanes of the wavefront, but lane %d does not", active, sh.name, n, ln), codeIllegalInstr)
	}
	// The operands' registers: A's and B's (nr each), C's, then the signs.
	nr := 1
	if sh.wmma {
		nr = 4
	}
	na := fs.acc()
	fa, fb := mma.S8, mma.S8
	if sh.wmma {
		if w.val(f, &in.args[2*nr+na], 0)&1 == 0 {
			fa = mma.U8
		}
		if w.val(f, &in.args[2*nr+na+1], 0)&1 == 0 {
			fb = mma.U8
		}
	}
	per := sh.perLane / nr // bytes a register
	byteOf := func(base, ln, e int) uint32 {
		return uint32(w.val(f, &in.args[base+e/per], ln) >> (8 * (e % per)) & 0xff)
	}
	var a, bt [16][mma.MaxK]int32 // a[i][k], bt[j][k] (B transposed)
	var c [16][16]int32
	for ln := range n {
		for e := range sh.perLane {
			x, k := fs.aLoc(ln, e)
			av, bv := byteOf(0, ln, e), byteOf(nr, ln, e)
			if sh.wmma && ln >= 16 {
				if o := ln % 16; av != byteOf(0, o, e) || bv != byteOf(nr, o, e) {
					return w.fault("matrix operands", in, ln, fmt.Sprintf("lane %d's A or B element %d differs from lane %d's: @%s needs lanes 16–31 to hold the same A and B as lanes 0–15", ln, e, o, sh.name), codeIllegalInstr)
				}
				continue
			}
			a[x][k], bt[x][k] = mma.IntValue(fa, av), mma.IntValue(fb, bv)
		}
		for e := range na {
			i, j := fs.cLoc(ln, e)
			c[i][j] = int32(w.val(f, &in.args[2*nr+e], ln))
		}
	}
	kk := 16
	if !sh.wmma {
		kk = 4 * sh.perLane
	}
	for ln := range n {
		for e := range na {
			i, j := fs.cLoc(ln, e)
			f.regs[int(in.d.r+int32(e))<<laneBits|ln] = uint64(uint32(mma.DotInt(c[i][j], a[i][:kk], bt[j][:kk])))
		}
	}
	return nil
}
