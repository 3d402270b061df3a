package emu

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/kernlab/kern/internal/mma"
)

// The ROC device's matrix cores: the gfx90a MFMA intrinsics with a 16×16
// float32 result, for float16, bfloat16 and float32 inputs. One call is
// one wavefront-wide matrix multiply-accumulate D = A·B + C; every lane
// holds a slice of each matrix in its registers, so the instruction reads
// the operands of all 64 lanes.
//
// The lane layout is AMD's, as the AMD Matrix Instruction Calculator
// (github.com/ROCm/amd_matrix_instruction_calculator, "--architecture
// cdna2 --detail-instruction") gives it for v_mfma_f32_16x16x16f16,
// v_mfma_f32_16x16x16bf16_1k and v_mfma_f32_16x16x4f32, and as the HIP
// examples of AMD's "Matrix Core Programming on AMD CDNA3 and CDNA4"
// (ROCm blogs) index memory for 16x16x16f16. With P elements per lane
// (4, or 1 for f32), lane l holds
//
//	A[i = l%16][k = P·(l/16) + e]   in element e of its A operand
//	B[k = P·(l/16) + e][j = l%16]   in element e of its B operand
//	C, D[i = 4·(l/16) + e][j = l%16] in element e of C and of the result
//
// The arithmetic is kern's documented tensor-core semantics (mma.Dot), not
// whatever order a matrix core sums in: the emulator gives every target's
// answer, bit for bit.

// mfmaShape is one MFMA intrinsic the ROC device executes.
type mfmaShape struct {
	name    string
	operand string // A's and B's LLVM type
	perLane int    // elements of A (and of B) per lane: K = 4·perLane
	// elem is how an element's bits widen (mma.Value): F16, BF16, or
	// TF32 for plain float32 bits.
	elem mma.Format
}

// mfmaShapes are indexed by an opMfma's mod.
var mfmaShapes = [...]mfmaShape{
	{"llvm.amdgcn.mfma.f32.16x16x16f16", "<4 x half>", 4, mma.F16},
	{"llvm.amdgcn.mfma.f32.16x16x16bf16.1k", "<4 x i16>", 4, mma.BF16},
	{"llvm.amdgcn.mfma.f32.16x16x4f32", "float", 1, mma.TF32},
}

// decode is the float32 value of an A or B element's bits.
func (s *mfmaShape) decode(v uint64) float32 {
	if s.elem != mma.TF32 {
		v &= 0xffff
	}
	return mma.Value(s.elem, uint32(v))
}

// mfma lowers a call of an MFMA intrinsic: A's, B's and C's elements, in
// that order, are the instruction's args; the result's four registers
// start at d. cbsz, abid and blgp (immediates of the instruction: block
// broadcast and lane-group swizzles) must be 0, as kern's backend writes
// them.
func (lw *lowerer) mfma(sc *lscope, in *linstr) error {
	idx := -1
	for i := range mfmaShapes {
		if mfmaShapes[i].name == in.callee {
			idx = i
		}
	}
	if idx < 0 {
		names := make([]string, len(mfmaShapes))
		for i := range mfmaShapes {
			names[i] = "@" + mfmaShapes[i].name
		}
		return lw.errf("unsupported intrinsic @%s (the emulated ROC device executes %s)", in.callee, strings.Join(names, ", "))
	}
	sh := &mfmaShapes[idx]
	if lw.wave != 64 {
		return lw.errf("@%s on a device with %d-lane wavefronts: MFMA needs a wave64 processor with matrix cores (gfx90a)", sh.name, lw.wave)
	}
	want := fmt.Sprintf("(%s, %s, <4 x float>, i32, i32, i32) returning <4 x float>", sh.operand, sh.operand)
	if len(in.ops) != 6 || in.ty.String() != "<4 x float>" || in.ops[0].ty.String() != sh.operand ||
		in.ops[1].ty.String() != sh.operand || in.ops[2].ty.String() != "<4 x float>" {
		return lw.errf("@%s: operands are not %s", sh.name, want)
	}
	for i, imm := range []string{"cbsz", "abid", "blgp"} {
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
// missing lanes' slices would be whatever their registers hold).
func (w *warp) mfma(f *frame, in *instr, active uint64) *Fault {
	sh := &mfmaShapes[in.mod]
	if active != ^uint64(0) {
		ln := bits.TrailingZeros64(^active)
		why := "is on another path"
		switch {
		case w.present&(1<<ln) == 0:
			why = "does not exist (the block's last wavefront is partial: make the block size a multiple of 64)"
		case w.exited&(1<<ln) != 0:
			why = "has exited"
		}
		return w.fault("divergent wavefront operation", in, bits.TrailingZeros64(active),
			fmt.Sprintf("lanes %#x execute @%s, which reads the matrices from all 64 lanes of the wavefront, but lane %d %s", active, sh.name, ln, why), codeIllegalInstr)
	}
	p := sh.perLane
	kk := 4 * p
	var a, bt, c [16][16]float32 // a[i][k], bt[j][k] (B transposed), c[i][j]
	for ln := range maxLanes {
		blk, x := ln/16, ln%16
		for e := range p {
			a[x][p*blk+e] = sh.decode(w.val(f, &in.args[e], ln))
			bt[x][p*blk+e] = sh.decode(w.val(f, &in.args[p+e], ln))
		}
		for e := range 4 {
			c[4*blk+e][x] = f32(w.val(f, &in.args[2*p+e], ln))
		}
	}
	for ln := range maxLanes {
		blk, j := ln/16, ln%16
		for e := range 4 {
			i := 4*blk + e
			f.regs[int(in.d.r+int32(e))<<laneBits|ln] = b32(mma.Dot(c[i][j], a[i][:kk], bt[j][:kk]))
		}
	}
	return nil
}
