package emu

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// vectorValues are the edge cases of every width, signed and float, and
// random bits.
func vectorValues(r *rand.Rand) []uint64 {
	vs := []uint64{0, 1, 2, 3, 7, 31, 32, 33, 63, 64, 65, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff,
		0x7fffffff, 0x80000000, 0xffffffff, 0x100000000, 1<<63 - 1, 1 << 63, math.MaxUint64, math.MaxUint64 - 1,
		b32(float32(math.NaN())), b32(float32(math.Inf(1))), b32(float32(math.Inf(-1))), b32(-0.0) | 1<<31, b32(1.5), b32(-2.75), b32(0x1p-140),
		b64(math.NaN()), b64(math.Inf(1)), b64(math.Inf(-1)), 1 << 63, b64(1.5), b64(-2.75), b64(0x1p-1060), b64(1e300)}
	for range 24 {
		vs = append(vs, r.Uint64(), r.Uint64()&0xffffffff, uint64(r.Uint32()>>r.IntN(32)))
	}
	return vs
}

// TestVectorOpsMatchALU runs every instruction vectorize gives a vop, in
// every type, with register and immediate operands, on edge values and
// random bits, under full, partial and sparse masks, and checks that
// vexec leaves every register as alu does.
func TestVectorOpsMatchALU(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	vals := vectorValues(r)
	var types []ptype
	for _, pt := range ptypes {
		types = append(types, pt)
	}
	type form struct {
		op    opcode
		n     int // source operands
		mods  []uint8
		combs []uint8
	}
	var cmps []uint8
	for c := cmpEq; c <= cmpNan; c++ {
		cmps = append(cmps, c)
	}
	forms := []form{
		{op: opMov, n: 1}, {op: opAdd, n: 2}, {op: opSub, n: 2}, {op: opMul, n: 2}, {op: opMulWide, n: 2}, {op: opMulHi, n: 2},
		{op: opDiv, n: 2}, {op: opRem, n: 2}, {op: opMin, n: 2}, {op: opMax, n: 2}, {op: opAnd, n: 2}, {op: opOr, n: 2},
		{op: opXor, n: 2}, {op: opShl, n: 2}, {op: opShr, n: 2},
		{op: opNeg, n: 1}, {op: opAbs, n: 1}, {op: opNot, n: 1}, {op: opPopc, n: 1}, {op: opClz, n: 1}, {op: opBrev, n: 1},
		{op: opSqrt, n: 1}, {op: opRcp, n: 1}, {op: opEx2, n: 1}, {op: opLg2, n: 1}, {op: opSin, n: 1}, {op: opCos, n: 1},
		{op: opFma, n: 3}, {op: opMad, n: 3, mods: []uint8{uint8(opMul), uint8(opMulWide), uint8(opMulHi)}},
		{op: opPrmt, n: 3}, {op: opSelp, n: 3},
		{op: opSetp, n: 2, mods: cmps}, {op: opSetp, n: 3, mods: cmps, combs: []uint8{combAnd, combOr, combXor}},
		{op: opCvt, n: 1, mods: []uint8{rndNone, rndRn, rndRz, rndRm, rndRp, rndRni, rndRzi, rndRmi, rndRpi}},
	}
	masks := []uint64{1<<32 - 1, 1<<64 - 1, 1, 1<<5 - 1, 0x80000000, 0xa5a5a5a5, 0xfffffffe, 1 << 63, 0x0123456789abcdef}
	tested := 0
	for _, fm := range forms {
		mods := fm.mods
		if mods == nil {
			mods = []uint8{0}
		}
		combs := fm.combs
		if combs == nil {
			combs = []uint8{combNone}
		}
		for _, ty := range types {
			t2s := []ptype{{}}
			if fm.op == opCvt {
				t2s = types
			}
			for _, t2 := range t2s {
				for _, mod := range mods {
					for _, comb := range combs {
						// Operand shapes: all registers, the last one an
						// immediate, the first one an immediate, and the
						// destination one of the sources.
						for shape := range 4 {
							in := instr{op: fm.op, t: ty, t2: t2, mod: mod, comb: comb, guard: -1, d: opnd{k: oReg, r: 0}}
							for i := range fm.n {
								in.a[i] = opnd{k: oReg, r: int32(i + 1)}
							}
							imm := vals[r.IntN(len(vals))]
							switch shape {
							case 1:
								in.a[fm.n-1] = opnd{k: oImm, imm: imm}
							case 2:
								in.a[0] = opnd{k: oImm, imm: imm}
							case 3:
								in.d.r = 1
							}
							if !pure(&in) {
								t.Fatalf("%v: not pure", describe(&in))
							}
							in.v = vectorOp(&in, nil)
							for _, mask := range masks {
								checkVector(t, &in, mask, r, vals)
								tested++
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d instruction forms × masks", tested)
}

func describe(in *instr) string {
	return fmt.Sprintf("op %d .%c%d (t2 .%c%d) mod %d comb %d, operands %+v", in.op, in.t.kind, in.t.bits, in.t2.kind, in.t2.bits, in.mod, in.comb, in.a)
}

func checkVector(t *testing.T, in *instr, mask uint64, r *rand.Rand, vals []uint64) {
	t.Helper()
	const nregs = 4
	fa := &frame{regs: make([]uint64, nregs*maxLanes)}
	for i := range fa.regs {
		fa.regs[i] = vals[r.IntN(len(vals))]
	}
	fb := &frame{regs: append([]uint64(nil), fa.regs...)}
	before := append([]uint64(nil), fa.regs...)
	w := &warp{}
	if flt := w.alu(fa, in, mask); flt != nil {
		t.Fatalf("%v: alu: %v", describe(in), flt)
	}
	w.vexec(fb, in.v, in, mask)
	for i := range fa.regs {
		if fa.regs[i] != fb.regs[i] {
			reg, ln := i/maxLanes, i%maxLanes
			t.Fatalf("%v, mask %#x: register %d lane %d = %#x, want %#x (sources %#x %#x %#x)", describe(in), mask, reg, ln,
				fb.regs[i], fa.regs[i], before[1*maxLanes+ln], before[2*maxLanes+ln], before[3*maxLanes+ln])
		}
	}
}

// guardMask is the lanes whose predicate register is non-zero (zero with
// neg), for any values and masks.
func TestGuardMask(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	vals := []uint64{0, 1, 2, 1 << 63, math.MaxUint64, 1 << 32}
	for range 2000 {
		var g [maxLanes]uint64
		for i := range g {
			g[i] = vals[r.IntN(len(vals))]
		}
		mask := r.Uint64() >> r.IntN(64)
		switch r.IntN(3) {
		case 0:
			mask = 1<<r.IntN(64) - 1
		case 1:
			mask = math.MaxUint64
		}
		neg := r.IntN(2) == 0
		var want uint64
		for ln := range maxLanes {
			if mask&(1<<ln) != 0 && (g[ln] != 0) != neg {
				want |= 1 << ln
			}
		}
		if got := guardMask(g[:], mask, neg); got != want {
			t.Fatalf("mask %#x neg %v: %#x, want %#x", mask, neg, got, want)
		}
	}
}
