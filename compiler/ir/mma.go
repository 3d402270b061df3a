package ir

// OpMMA (ops.go) is a warp-level matrix multiply-accumulate operation (kern.LoadA,
// LoadB, LoadC, FillC, StoreC, MMA). Fragments are values of the
// fragment types (MMAFragAB, MMAFragAcc: what kern.FragA/FragB and
// kern.FragAcc lower to): each lane's share of a tile, in registers, laid
// out as the backend chooses (internal/mma's layout for the interpreter,
// PTX and the emulated CUDA device). AuxInt is MMAAux(op, format, layout),
// with the accumulator's type added by MMAWithAcc:
//
//	t = mma.load.a.FMT.LAYOUT T p, ld     A fragment (16×K) from p, leading dimension ld (i64, elements)
//	t = mma.load.b.FMT.LAYOUT T p, ld     B fragment (K×16)
//	t = mma.load.c.LAYOUT T p, ld         accumulator (16×16 f32)
//	t = mma.fill T v                      accumulator with every element v (f32)
//	t = mma.FMT T a, b, c                 c + a·b over the warp (internal/mma's arithmetic)
//	t = mma.FMTA.FMTB T a, b, c           the same with A in FMTA and B in FMTB: e4m3.e5m2 or e5m2.e4m3
//	mma.store.LAYOUT p, c, ld             accumulator c to p
//	t = mma.pos.a.FMT.C i64 e             row (C row) or k (C col) of the lane's A element e
//	t = mma.pos.b.FMT.C i64 e             k (C row) or column (C col) of the lane's B element e
//	t = mma.pos.c.C i64 e                 row or column of the lane's accumulator element e
//
//	t = mma.load.c.ACC.LAYOUT T p, ld     an accumulator of ACC (f16: p points at u16; s32: at i32)
//	t = mma.fill.ACC T v                  (v is u16 for f16, i32 for s32)
//	t = mma.FMT[.FMTB].ACC T a, b, c      accumulating into ACC: f16.f16, s8.s32, s8.u8.s32 …
//	mma.store.ACC.LAYOUT p, c, ld
//
// The pos forms (kern.FragA.Pos …) say where a lane's element lies in the
// operand's matrix, by the backend's own layout; the layout field picks
// the coordinate (C: row for the first, col for the second). An
// accumulator's place does not depend on its type.
// FMT is f16 or bf16 (p points at u16: 16×16×16), tf32 (p points at
// f32, rounded to tf32 as loaded: 16×16×8), e4m3 or e5m2 (p points at
// u8: 16×16×32) or s8 or u8 (p points at u8 or i8: 16×16×32). ACC, the
// accumulator's type, is f32 (left out of the printed form), f16 (f16
// inputs only) or s32 (s8 and u8 inputs, in any pairing; only s32).
// Element (i, j) of a row
// layout is at p[i·ld+j], of a col layout at p[j·ld+i]. Every op is
// warp-wide: all 32 lanes execute it together.
// MMAOp is OpMMA's operation.
type MMAOp int64

const (
	MMALoadA MMAOp = iota
	MMALoadB
	MMALoadC
	MMAFill
	MMACompute
	MMAStore
	MMAPosA
	MMAPosB
	MMAPosC
	numMMAOps
)

// MMA formats (MMAAux), as internal/mma's Format.
const (
	MMAF16 = iota
	MMABF16
	MMATF32
	MMAE4M3
	MMAE5M2
	MMAS8
	MMAU8
	numMMAFormats
)

var mmaFormatNames = [...]string{"f16", "bf16", "tf32", "e4m3", "e5m2", "s8", "u8"}

// MMA accumulator types (MMAWithAcc), as internal/mma's Acc.
const (
	MMAAccF32 = iota
	MMAAccF16
	MMAAccS32
	numMMAAccs
)

var mmaAccNames = [...]string{"f32", "f16", "s32"}

// MMAWithAcc is an OpMMA AuxInt x (MMAAux, MMAComputeAux) for an
// accumulator of acc: bits 32–39, zero for f32, so that every f32 form
// keeps its AuxInt.
func MMAWithAcc(x int64, acc int) int64 { return x | int64(acc)<<32 }

// MMAAcc is an OpMMA's accumulator type (loads and stores of C, fill,
// compute).
func (i *Instr) MMAAcc() int { return int(i.AuxInt >> 32 & 0xff) }

// mmaAccElem is the IR element type of an accumulator of acc.
func mmaAccElem(acc int) Type {
	switch acc {
	case MMAAccF16:
		return Typ[Uint16]
	case MMAAccS32:
		return Typ[Int32]
	}
	return Typ[Float32]
}

// MMAAux is OpMMA's AuxInt: the operation, the input format (loads of A
// and B, compute: A's and B's) and the layout (loads and stores: 0 row, 1
// col).
func MMAAux(op MMAOp, format, layout int) int64 {
	return int64(op) | int64(format)<<8 | int64(layout)<<16
}

// MMAComputeAux is the AuxInt of a compute whose A is in format a and B in
// format b (the same, or two FP8 formats): B's format, plus one, sits in
// bits 24–31 when it differs from A's, which are zero otherwise, so that a
// one-format compute is MMAAux(MMACompute, f, 0).
func MMAComputeAux(a, b int) int64 {
	x := MMAAux(MMACompute, a, 0)
	if b != a {
		x |= int64(b+1) << 24
	}
	return x
}

// MMA splits an OpMMA's AuxInt; format is A's (MMAFormatB gives B's).
func (i *Instr) MMA() (op MMAOp, format, layout int) {
	return MMAOp(i.AuxInt & 0xff), int(i.AuxInt >> 8 & 0xff), int(i.AuxInt >> 16 & 0xff)
}

// MMAInputs reports whether an OpMMA reads A or B inputs in its format:
// a load of A or B, or the compute (what a format's support depends on).
func (i *Instr) MMAInputs() bool {
	op, _, _ := i.MMA()
	return op == MMALoadA || op == MMALoadB || op == MMACompute
}

// MMAFormatB is the format of an OpMMA compute's B operand: A's but in
// a mixed FP8 compute (MMAComputeAux).
func (i *Instr) MMAFormatB() int {
	if b := i.AuxInt >> 24 & 0xff; b != 0 {
		return int(b - 1)
	}
	return int(i.AuxInt >> 8 & 0xff)
}

// MMAFragAB is the IR type of an A or B fragment: four u32 registers per
// lane (kern.FragA and FragB lower to a struct of it, which is Identical).
func MMAFragAB() Type {
	return &Struct{Tag: "frag", Fields: []Field{{"r", &Array{Elem: Typ[Uint32], Len: 4}}}}
}

// MMAFragC is the IR type of a float32 accumulator: eight f32 registers
// per lane.
func MMAFragC() Type { return MMAFragAcc(MMAAccF32) }

// MMAFragAcc is the IR type of an accumulator of acc: eight registers per
// lane, of f32, u16 (f16's bits) or i32.
func MMAFragAcc(acc int) Type {
	return &Struct{Tag: "frag", Fields: []Field{{"r", &Array{Elem: mmaAccElem(acc), Len: 8}}}}
}

func (i *Instr) mmaName() string {
	op, f, l := i.MMA()
	fs, ls := "?", "row"
	if f >= 0 && f < numMMAFormats {
		fs = mmaFormatNames[f]
	}
	if l == 1 {
		ls = "col"
	}
	acc := ""
	if a := i.MMAAcc(); a != MMAAccF32 {
		acc = ".?"
		if a < numMMAAccs {
			acc = "." + mmaAccNames[a]
		}
	}
	switch op {
	case MMALoadA:
		return "mma.load.a." + fs + "." + ls
	case MMALoadB:
		return "mma.load.b." + fs + "." + ls
	case MMALoadC:
		return "mma.load.c" + acc + "." + ls
	case MMAFill:
		return "mma.fill" + acc
	case MMACompute:
		if fb := i.MMAFormatB(); fb != f {
			if fb >= 0 && fb < numMMAFormats {
				return "mma." + fs + "." + mmaFormatNames[fb] + acc
			}
			return "mma." + fs + ".?" + acc
		}
		return "mma." + fs + acc
	case MMAStore:
		return "mma.store" + acc + "." + ls
	case MMAPosA:
		return "mma.pos.a." + fs + "." + ls
	case MMAPosB:
		return "mma.pos.b." + fs + "." + ls
	case MMAPosC:
		return "mma.pos.c." + ls
	}
	return "mma.op" + itoa(int(op))
}

// verifyMMA returns what is wrong with an OpMMA, or "".
func verifyMMA(in *Instr) string {
	op, f, l := in.MMA()
	a, t := in.Args, in.Typ
	acc := in.MMAAcc()
	if op < 0 || op >= numMMAOps || f < 0 || f >= numMMAFormats || l > 1 || in.AuxInt>>40 != 0 || acc >= numMMAAccs {
		return "unknown mma operation"
	}
	fp8 := func(x int) bool { return x == MMAE4M3 || x == MMAE5M2 }
	integer := func(x int) bool { return x == MMAS8 || x == MMAU8 }
	if fb := in.MMAFormatB(); fb != f {
		if op != MMACompute || !(fp8(f) && fp8(fb) || integer(f) && integer(fb)) {
			return "only an mma compute mixes formats, and only the FP8 ones (e4m3.e5m2, e5m2.e4m3) or the integer ones (s8.u8, u8.s8)"
		}
	}
	if op == MMACompute && (acc == MMAAccS32) != integer(f) || op == MMACompute && acc == MMAAccF16 && f != MMAF16 {
		return "an mma accumulates s8 and u8 into s32 only, f16 into f32 or f16, the other formats into f32"
	}
	if (op == MMALoadA || op == MMALoadB) && acc != MMAAccF32 {
		return "an A or B load has no accumulator type"
	}
	elem := Type(Typ[Uint16])
	switch f {
	case MMATF32:
		elem = Typ[Float32]
	case MMAE4M3, MMAE5M2, MMAU8:
		elem = Typ[Uint8]
	case MMAS8:
		elem = Typ[Int8]
	}
	fragC, accElem := MMAFragAcc(acc), mmaAccElem(acc)
	ptrTo := func(x Value, e Type) bool {
		p, ok := x.Type().(*Pointer)
		return ok && Identical(p.Elem, e)
	}
	i64 := func(x Value) bool { return Identical(x.Type(), Typ[Int64]) }
	switch op {
	case MMALoadA, MMALoadB:
		if len(a) != 2 || !ptrTo(a[0], elem) || !i64(a[1]) || t == nil || !Identical(t, MMAFragAB()) {
			return "mma.load.a/b takes a pointer to the format's element and an i64 leading dimension, yielding an A/B fragment"
		}
	case MMALoadC:
		if len(a) != 2 || !ptrTo(a[0], accElem) || !i64(a[1]) || t == nil || !Identical(t, fragC) {
			return "mma.load.c takes a ptr to the accumulator's element (f32, u16 for f16, i32 for s32) and an i64 leading dimension, yielding an accumulator"
		}
	case MMAFill:
		if len(a) != 1 || !Identical(a[0].Type(), accElem) || t == nil || !Identical(t, fragC) {
			return "mma.fill takes the accumulator's element (f32, u16 for f16, i32 for s32), yielding an accumulator"
		}
	case MMACompute:
		if len(a) != 3 || !Identical(a[0].Type(), MMAFragAB()) || !Identical(a[1].Type(), MMAFragAB()) ||
			!Identical(a[2].Type(), fragC) || t == nil || !Identical(t, fragC) {
			return "mma takes A and B fragments and an accumulator, yielding an accumulator"
		}
	case MMAStore:
		if len(a) != 3 || !ptrTo(a[0], accElem) || !Identical(a[1].Type(), fragC) || !i64(a[2]) || t != nil {
			return "mma.store takes a ptr to the accumulator's element (f32, u16 for f16, i32 for s32), an accumulator and an i64 leading dimension, yielding nothing"
		}
	case MMAPosA, MMAPosB, MMAPosC:
		if len(a) != 1 || !i64(a[0]) || t == nil || !Identical(t, Typ[Int64]) {
			return "mma.pos takes an i64 element index, yielding an i64 coordinate"
		}
	}
	return ""
}
