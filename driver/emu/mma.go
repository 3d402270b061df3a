package emu

import (
	"fmt"
	"math"
	"math/bits"
	"strings"

	"github.com/kernlab/kern/internal/mma"
)

// The tensor-core instructions kern's PTX backend emits (compiler/ptx's
// mma.go):
//
//	mma.sync.aligned.m16n8k16.row.col.f32.{f16,bf16}.{f16,bf16}.f32 {d0..d3}, {a0..a3}, {b0, b1}, {c0..c3}
//	mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {d0..d3}, {a0..a3}, {b0, b1}, {c0..c3}
//	mma.sync.aligned.m16n8k32.row.col.f32.{e4m3,e5m2}.{e4m3,e5m2}.f32 {d0..d3}, {a0..a3}, {b0, b1}, {c0..c3}
//	mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {d0, d1}, {a0..a3}, {b0, b1}, {c0, c1}   (f16x2 C and D)
//	mma.sync.aligned.m16n8k32.row.col.s32.{s8,u8}.{s8,u8}.s32 {d0..d3}, {a0..a3}, {b0, b1}, {c0..c3}
//	cvt.rna.tf32.f32 d, a
//	ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.shared.b16 (ldmatrix.go)
//
// (the FP8 forms, one format or mixed: A's type first, then B's, each
// operand decoded in its own, only in a module of .version 8.4 or later
// for sm_89 or later, as ptxas requires)
// with NVIDIA's fragment layouts and internal/mma's arithmetic, so that
// the emulated device gives the bits of kern.MMA on the CPU targets. An
// mma.sync decodes to one warp-synchronous opMma, which computes every
// lane's four results into the warp (warp.mmaD), and four opMmaGet that
// copy them to the destination registers: the emulator's instructions
// define at most two registers.

// mmaLines expands an mma.sync line into the opMma and opMmaGet lines the
// decoder reads ("kern.mma.FMTA.FMTB[.ACC] a0, …, c3" and "kern.mmaget.K
// dK", ACC f16 or s32 where the accumulator is not f32), or nil when s is
// not an mma.sync.
func mmaLines(s string) []string {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), ";"))
	if !strings.HasPrefix(s, "mma.") {
		return nil
	}
	sp := strings.IndexAny(s, " \t")
	if sp < 0 {
		return []string{s} // the decoder reports it
	}
	name, rest := s[:sp], strings.TrimSpace(s[sp:])
	format, nc := "", 4 // nc: C's (and D's) registers
	switch name {
	case "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16":
		format, nc = "f16.f16.f16", 2
	case "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32":
		format = "f16.f16"
	case "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32":
		format = "bf16.bf16"
	case "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32":
		format = "tf32.tf32"
	case "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32":
		format = "e4m3.e4m3"
	case "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32":
		format = "e5m2.e5m2"
	case "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32":
		format = "e4m3.e5m2"
	case "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32":
		format = "e5m2.e4m3"
	default:
		ok := false
		for _, fa := range []string{"s8", "u8"} {
			for _, fb := range []string{"s8", "u8"} {
				if name == "mma.sync.aligned.m16n8k32.row.col.s32."+fa+"."+fb+".s32" {
					format, ok = fa+"."+fb+".s32", true
				}
			}
		}
		if !ok {
			return []string{s}
		}
	}
	groups := splitArgs(rest)
	if len(groups) != 4 {
		return []string{s}
	}
	var regs [4][]string
	for i, g := range groups {
		regs[i] = splitArgs(strings.Trim(g, "{} "))
	}
	if len(regs[0]) != nc || len(regs[1]) != 4 || len(regs[2]) != 2 || len(regs[3]) != nc {
		return []string{s}
	}
	ops := append(append(append([]string(nil), regs[1]...), regs[2]...), regs[3]...)
	lines := []string{"kern.mma." + format + " " + strings.Join(ops, ", ")}
	for k, d := range regs[0] {
		lines = append(lines, fmt.Sprintf("kern.mmaget.%d %s", k, d))
	}
	return lines
}

var mmaFormats = map[string]uint8{"f16": uint8(mma.F16), "bf16": uint8(mma.BF16), "tf32": uint8(mma.TF32), "e4m3": uint8(mma.E4M3), "e5m2": uint8(mma.E5M2), "s8": uint8(mma.S8), "u8": uint8(mma.U8)}

// mmaAcc is the accumulator of an opMma: int32 for integer inputs, f16
// for the f16 form whose C is two registers, else f32.
func mmaAcc(in *instr) mma.Acc {
	switch {
	case mma.Format(in.mod & 0xf).Int():
		return mma.AccS32
	case len(in.args) == 8:
		return mma.AccF16
	}
	return mma.AccF32
}

// mmaInstr decodes the lines mmaLines writes.
func (d *decoder) mmaInstr(in instr, parts, args []string, line int) (instr, error) {
	switch {
	case (len(parts) == 4 || len(parts) == 5) && parts[1] == "mma":
		fa, okA := mmaFormats[parts[2]]
		fb, okB := mmaFormats[parts[3]]
		acc, nargs := mma.AccF32, 10
		if len(parts) == 5 {
			acc, nargs = map[string]mma.Acc{"f16": mma.AccF16, "s32": mma.AccS32}[parts[4]], 10
			if acc == mma.AccF16 {
				nargs = 8
			}
		}
		if !okA || !okB || !mma.Accumulates(mma.Format(fa), mma.Format(fb), acc) || len(args) != nargs {
			break
		}
		if mma.Format(fa).FP8() && !d.m.fp8MMA() {
			return in, jitError(line, "mma.sync with %s.%s inputs needs .version 8.4 and .target sm_89 or later, not .version %s .target %s", parts[2], parts[3], d.m.version, d.m.target)
		}
		in.op, in.mod = opMma, fa|fb<<4
		for _, a := range args {
			o, err := d.operand(a, line)
			if err != nil {
				return in, err
			}
			if o.k != oReg {
				return in, jitError(line, "mma.sync operand %s is not a register", a)
			}
			in.args = append(in.args, o)
		}
		return in, nil
	case len(parts) == 3 && parts[1] == "mmaget" && len(parts[2]) == 1 && parts[2][0] >= '0' && parts[2][0] <= '3' && len(args) == 1:
		// (an f16 accumulator's form gets only results 0 and 1)
		in.op, in.mod = opMmaGet, parts[2][0]-'0'
		o, err := d.operand(args[0], line)
		if err != nil {
			return in, err
		}
		in.d = o
		return in, nil
	}
	return in, jitError(line, "unsupported instruction %s", strings.Join(parts, "."))
}

// mma executes an opMma for the lanes of mask, which must be the whole
// warp: mma.sync is undefined unless all 32 lanes execute it together.
func (w *warp) mma(f *frame, in *instr, mask uint64) *Fault {
	if mask != 1<<32-1 {
		ln := bits.TrailingZeros64(^mask)
		return w.fault("incomplete warp", in, bits.TrailingZeros64(mask), fmt.Sprintf("mma.sync executed without lane %d (it exited, is elsewhere or does not exist): all 32 lanes must take part", ln), codeIllegalInstr)
	}
	var a, b mma.TileAB
	var c mma.TileAcc
	acc := mmaAcc(in)
	for ln := range 32 {
		for k := range 4 {
			a[ln][k] = uint32(w.val(f, &in.args[k], ln))
			if acc == mma.AccF16 {
				// f16x2: accumulator elements 2k (low half) and 2k+1.
				if k < 2 {
					x := uint32(w.val(f, &in.args[6+k], ln))
					c[ln][2*k], c[ln][2*k+1] = x&0xffff, x>>16
				}
				continue
			}
			c[ln][k] = uint32(w.val(f, &in.args[6+k], ln))
		}
		// The instruction's two B registers are an n8 half: registers 0
		// and 1 of internal/mma's B fragment, whose results are
		// accumulator registers 0–3.
		b[ln][0], b[ln][1] = uint32(w.val(f, &in.args[4], ln)), uint32(w.val(f, &in.args[5], ln))
	}
	d := mma.ComputeAcc(mma.Format(in.mod&0xf), mma.Format(in.mod>>4), acc, &a, &b, &c)
	for ln := range 32 {
		for k := range 4 {
			w.mmaD[ln][k] = d[ln][k]
		}
		if acc == mma.AccF16 {
			w.mmaD[ln][0], w.mmaD[ln][1] = d[ln][0]|d[ln][1]<<16, d[ln][2]|d[ln][3]<<16
		}
	}
	return nil
}

// mmaALU executes opMmaGet and opTF32 for the lanes of active.
func (w *warp) mmaALU(f *frame, in *instr, active uint64) {
	d := int(in.d.r) << laneBits
	for m := active; m != 0; m &= m - 1 {
		ln := bits.TrailingZeros64(m)
		if in.op == opMmaGet {
			f.regs[d|ln] = uint64(w.mmaD[ln][in.mod])
		} else {
			f.regs[d|ln] = uint64(mma.ToTF32(math.Float32frombits(uint32(w.val(f, &in.a[0], ln)))))
		}
	}
}

// fp8MMA reports whether the module may use the FP8 mma.sync forms: PTX
// ISA 8.4 and sm_89 or later.
func (m *parsedModule) fp8MMA() bool {
	var major, minor, sm int
	if _, err := fmt.Sscanf(m.version, "%d.%d", &major, &minor); err != nil {
		return false
	}
	if _, err := fmt.Sscanf(m.target, "sm_%d", &sm); err != nil {
		return false
	}
	return (major > 8 || major == 8 && minor >= 4) && sm >= 89
}
