package emu

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/kernlab/kern/internal/mma"
)

// The ROC device's matrix cores: the MFMA intrinsics of gfx90a and gfx940
// (wave64 CDNA) and the WMMA intrinsics of gfx11 (wave32 RDNA3) with a
// 16×16 float32 result, for float16, bfloat16 and float32 (tf32, xf32)
// inputs. One call is one wavefront-wide matrix multiply-accumulate
// D = A·B + C; every lane holds a slice of each matrix in its registers,
// so the instruction reads the operands of all the wavefront's lanes.
//
// The lane layouts are AMD's, as the AMD Matrix Instruction Calculator
// (github.com/ROCm/amd_matrix_instruction_calculator, "--architecture
// cdna2" or "cdna3" or "rdna3" with "--matrix-layout") gives them, and as
// the HIP examples of AMD's "Matrix Core Programming on AMD CDNA3 and
// CDNA4" (ROCm blogs, 16x16x16f16) and GPUOpen's "How to accelerate AI
// applications on RDNA 3 using WMMA" (gpuopen.com/learn/wmma_on_rdna3,
// wmma_f16_16x16x16_f16_w32) index memory. With x = l%16 and b = l/16:
//
//	MFMA, P elements per lane (4 for 16x16x16f16 and 16x16x16bf16_1k, 1
//	for 16x16x4f32, 2 for gfx940's 16x16x8xf32):
//	  A[i = x][k = P·b + e]    in element e of lane l's A operand
//	  B[k = P·b + e][j = x]    in element e of its B operand
//	  C, D[i = 4·b + e][j = x] in element e of C and of the result (4)
//	WMMA (wave32), 16 elements per lane:
//	  A[i = x][k = e], B[k = e][j = x] in element e; lanes 16–31 must hold
//	                           the same A and B as lanes 0–15
//	  C, D[i = 2·e + b][j = x] in element e of C and of the result (8)
//
// The arithmetic is kern's documented tensor-core semantics (mma.Dot), not
// whatever order a matrix core sums in: the emulator gives every target's
// answer, bit for bit.

// mfmaShape is one matrix intrinsic the ROC device executes.
type mfmaShape struct {
	name    string
	operand string // A's and B's LLVM type
	perLane int    // elements of A (and of B) per lane
	// elem is how an element's bits widen (mma.Value): F16, BF16, or
	// TF32 for plain float32 bits.
	elem mma.Format
	// wmma: gfx11's wave32 WMMA (three operands, an <8 x float>
	// accumulator, A and B replicated in both halves of the wavefront);
	// else a wave64 MFMA (the cbsz, abid and blgp immediates follow C).
	wmma bool
	// procs are the emulated processors that have the instruction.
	procs []string
}

// mfmaShapes are indexed by an opMfma's mod.
var mfmaShapes = [...]mfmaShape{
	{"llvm.amdgcn.mfma.f32.16x16x16f16", "<4 x half>", 4, mma.F16, false, []string{"gfx90a", "gfx940"}},
	{"llvm.amdgcn.mfma.f32.16x16x16bf16.1k", "<4 x i16>", 4, mma.BF16, false, []string{"gfx90a", "gfx940"}},
	{"llvm.amdgcn.mfma.f32.16x16x4f32", "float", 1, mma.TF32, false, []string{"gfx90a", "gfx940"}},
	{"llvm.amdgcn.mfma.f32.16x16x8.xf32", "<2 x float>", 2, mma.TF32, false, []string{"gfx940"}},
	// The WMMA intrinsics are overloaded on the accumulator type: their
	// names end in its mangling, as opt writes them (mfma accepts them
	// without it too).
	{"llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32", "<16 x half>", 16, mma.F16, true, []string{"gfx1100"}},
	{"llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32", "<16 x i16>", 16, mma.BF16, true, []string{"gfx1100"}},
}

// isMatrixIntrinsic reports a call the matrix cores execute (mfma.go),
// whose vectors are matrix slices rather than elements.
func isMatrixIntrinsic(callee string) bool {
	return strings.HasPrefix(callee, "llvm.amdgcn.mfma.") || strings.HasPrefix(callee, "llvm.amdgcn.wmma.")
}

// lanes is the wavefront the instruction needs; acc its accumulator's
// elements per lane.
func (s *mfmaShape) lanes() int {
	if s.wmma {
		return 32
	}
	return 64
}

func (s *mfmaShape) acc() int {
	if s.wmma {
		return 8
	}
	return 4
}

// decode is the float32 value of an A or B element's bits.
func (s *mfmaShape) decode(v uint64) float32 {
	if s.elem != mma.TF32 {
		v &= 0xffff
	}
	return mma.Value(s.elem, uint32(v))
}

// aLoc is the (row of A, k) — equally (column of B, k) — of element e of
// lane ln's A (B) operand; cLoc the (row, column) of accumulator element
// e.
func (s *mfmaShape) aLoc(ln, e int) (x, k int) {
	if s.wmma {
		return ln % 16, e
	}
	return ln % 16, s.perLane*(ln/16) + e
}

func (s *mfmaShape) cLoc(ln, e int) (i, j int) {
	if s.wmma {
		return 2*e + ln/16, ln % 16
	}
	return 4*(ln/16) + e, ln % 16
}

// mfma lowers a call of a matrix intrinsic: A's, B's and C's elements, in
// that order, are the instruction's args; the result's registers start
// at d. An MFMA's cbsz, abid and blgp (immediates of the instruction:
// block broadcast and lane-group swizzles) must be 0, as kern's backend
// writes them.
func (lw *lowerer) mfma(sc *lscope, in *linstr) error {
	idx := -1
	for i := range mfmaShapes {
		if n := mfmaShapes[i].name; n == in.callee || mfmaShapes[i].wmma && n == in.callee+".v8f32" {
			idx = i
		}
	}
	if ok, err := lw.mfmaInt(sc, in); ok {
		return err
	}
	if idx < 0 {
		names := make([]string, len(mfmaShapes))
		for i := range mfmaShapes {
			names[i] = "@" + mfmaShapes[i].name
		}
		for i := range mfmaIntShapes {
			names = append(names, "@"+mfmaIntShapes[i].name)
		}
		return lw.errf("unsupported intrinsic @%s (the emulated ROC device executes %s)", in.callee, strings.Join(names, ", "))
	}
	sh := &mfmaShapes[idx]
	if !strings.Contains(" "+strings.Join(sh.procs, " ")+" ", " "+lw.arch+" ") || lw.wave != sh.lanes() {
		what := "a wave64 processor with matrix cores"
		if sh.wmma {
			what = "an RDNA3 processor (gfx11) in wave32"
		}
		return lw.errf("@%s on the emulated %s with %d-lane wavefronts: it needs %s (%s)", sh.name, lw.arch, lw.wave, what, strings.Join(sh.procs, ", "))
	}
	acc := fmt.Sprintf("<%d x float>", sh.acc())
	nops := 6
	want := fmt.Sprintf("(%s, %s, %s, i32, i32, i32) returning %s", sh.operand, sh.operand, acc, acc)
	if sh.wmma {
		nops = 3
		want = fmt.Sprintf("(%s, %s, %s) returning %s", sh.operand, sh.operand, acc, acc)
	}
	if len(in.ops) != nops || in.ty.String() != acc || in.ops[0].ty.String() != sh.operand ||
		in.ops[1].ty.String() != sh.operand || in.ops[2].ty.String() != acc {
		return lw.errf("@%s: operands are not %s", sh.name, want)
	}
	for i, imm := range []string{"cbsz", "abid", "blgp"}[:nops-3] {
		o := in.ops[3+i]
		if o.ty.String() != "i32" || (o.k != 'c' && o.k != 'z') {
			return lw.errf("@%s: %s is not a constant i32 (it is an immediate of the instruction)", sh.name, imm)
		}
		if o.k == 'c' && o.bits != 0 {
			return lw.errf("@%s with %s = %d: the broadcast and lane-group modifiers are not emulated (kern's backend writes 0)", sh.name, imm, o.bits)
		}
	}
	var args []opnd
	for _, v := range in.ops[:3] {
		o, err := lw.ops(sc, v)
		if err != nil {
			return err
		}
		args = append(args, o...)
	}
	if in.dest == "" {
		return nil // no effect: the instruction only writes its result
	}
	lw.emit(instr{op: opMfma, mod: uint8(idx), d: lw.dest(sc, in)[0], args: args})
	return nil
}

// mfma executes an opMfma for the wavefront. Every lane's operands are
// the matrices', so every lane must be here: a lane on another path, one
// that has exited or one the block lacks is a fault (on a GPU the
// missing lanes' slices would be whatever their registers hold). A WMMA
// whose lanes 16–31 hold another A or B than lanes 0–15 is a fault too:
// RDNA3 needs both halves of the wavefront to hold the same.
func (w *warp) mfma(f *frame, in *instr, active uint64) *Fault {
	if in.mod&mfmaIntMod != 0 {
		return w.mfmaInt(f, in, active)
	}
	sh := &mfmaShapes[in.mod]
	n := sh.lanes()
	all := uint64(1)<<n - 1
	if n == 64 {
		all = ^uint64(0)
	}
	if active != all {
		ln := bits.TrailingZeros64(^active)
		why := "is on another path"
		switch {
		case w.present&(1<<ln) == 0:
			why = fmt.Sprintf("does not exist (the block's last wavefront is partial: make the block size a multiple of %d)", n)
		case w.exited&(1<<ln) != 0:
			why = "has exited"
		}
		return w.fault("divergent wavefront operation", in, bits.TrailingZeros64(active),
			fmt.Sprintf("lanes %#x execute @%s, which reads the matrices from all %d lanes of the wavefront, but lane %d %s", active, sh.name, n, ln, why), codeIllegalInstr)
	}
	p, na := sh.perLane, sh.acc()
	var a, bt, c [16][16]float32 // a[i][k], bt[j][k] (B transposed), c[i][j]
	for ln := range n {
		for e := range p {
			x, k := sh.aLoc(ln, e)
			av, bv := w.val(f, &in.args[e], ln), w.val(f, &in.args[p+e], ln)
			if sh.wmma && ln >= 16 {
				// The element lane ln%16 gave already.
				if o := ln % 16; av != w.val(f, &in.args[e], o) || bv != w.val(f, &in.args[p+e], o) {
					return w.fault("matrix operands", in, ln, fmt.Sprintf("lane %d's A or B element %d differs from lane %d's: @%s needs lanes 16–31 to hold the same A and B as lanes 0–15", ln, e, o, sh.name), codeIllegalInstr)
				}
				continue
			}
			a[x][k], bt[x][k] = sh.decode(av), sh.decode(bv)
		}
		for e := range na {
			i, j := sh.cLoc(ln, e)
			c[i][j] = f32(w.val(f, &in.args[2*p+e], ln))
		}
	}
	kk := 16
	if !sh.wmma {
		kk = 4 * p
	}
	for ln := range n {
		for e := range na {
			i, j := sh.cLoc(ln, e)
			f.regs[int(in.d.r+int32(e))<<laneBits|ln] = b32(mma.Dot(c[i][j], a[i][:kk], bt[j][:kk]))
		}
	}
	return nil
}
