package ir

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// String prints the instruction in its documented form.
func (i *Instr) String() string {
	var b strings.Builder
	if i.HasValue() {
		b.WriteString(i.Name())
		b.WriteString(" = ")
	}
	b.WriteString(i.opName())
	if i.HasValue() {
		b.WriteString(" ")
		b.WriteString(i.Typ.String())
	}
	args := func(vs []Value) {
		for k, v := range vs {
			if k > 0 {
				b.WriteString(",")
			}
			b.WriteString(" ")
			b.WriteString(v.Name())
		}
	}
	switch i.Op {
	case OpCall:
		name := "?"
		if f := i.Callee(); f != nil {
			name = f.Name
		}
		b.WriteString(" @" + name + "(")
		for k, v := range i.Args {
			if k > 0 {
				b.WriteString(", ")
			}
			b.WriteString(v.Name())
		}
		b.WriteString(")")
	case OpPhi:
		b.WriteString(" [")
		for k, v := range i.Args {
			if k > 0 {
				b.WriteString(", ")
			}
			if i.Block != nil && k < len(i.Block.Preds) {
				b.WriteString(strconv.Itoa(i.Block.Preds[k].Index) + ": ")
			}
			b.WriteString(v.Name())
		}
		b.WriteString("]")
	case OpAlloca, OpShared:
		if t, ok := i.Aux.(Type); ok {
			b.WriteString(" " + t.String())
		}
	case OpJump:
		b.WriteString(" " + succ(i, 0))
	case OpIf:
		args(i.Args)
		b.WriteString(" -> " + succ(i, 0) + ", " + succ(i, 1))
	case OpTrap:
		fmt.Fprintf(&b, " %q", i.Aux)
	case OpBarrier:
		if i.AuxInt == BarrierGrid {
			b.WriteString(" grid")
		} else {
			fmt.Fprintf(&b, " %d", i.AuxInt)
		}
	case OpFence:
		fmt.Fprintf(&b, " %d", i.AuxInt)
	case OpPrint:
		fmt.Fprintf(&b, " %d", i.AuxInt)
		if len(i.Args) > 0 {
			b.WriteString(",")
			args(i.Args)
		}
	case OpMul:
		args(i.Args)
		if i.AuxInt == NoContract {
			b.WriteString(" nocontract")
		}
	case OpDiv, OpRem:
		args(i.Args)
		if i.AuxInt == DivSafe {
			b.WriteString(" safe")
		}
	case OpLoad, OpStore:
		args(i.Args)
		if i.AuxInt == LoadAligned { // StoreAligned too
			b.WriteString(" aligned")
		}
	case OpConvert:
		args(i.Args)
		if i.AuxInt == ConvInRange {
			b.WriteString(" inrange")
		}
	case OpFieldAddr, OpExtract, OpInsert:
		args(i.Args)
		fmt.Fprintf(&b, ", %d", i.AuxInt)
	default:
		args(i.Args)
	}
	return b.String()
}

func succ(i *Instr, k int) string {
	if i.Block == nil || k >= len(i.Block.Succs) {
		return "?"
	}
	return strconv.Itoa(i.Block.Succs[k].Index)
}

func (i *Instr) opName() string {
	switch i.Op {
	case OpSpecial:
		return "special." + Special(i.AuxInt).String()
	case OpAtomic:
		return "atomic." + AtomicOp(i.AuxInt).String()
	case OpShfl:
		m, w := ShflOf(i.AuxInt)
		if w != 0 {
			return "shfl." + m.String() + ".w" + itoa(w)
		}
		return "shfl." + m.String()
	case OpVote:
		return "vote." + VoteMode(i.AuxInt).String()
	case OpMath:
		return "math." + MathFn(i.AuxInt).String()
	case OpClock:
		return "clock." + ClockOp(i.AuxInt).String()
	case OpAsync:
		op, n := AsyncOf(i.AuxInt)
		if op == AsyncCommit {
			return "async.commit"
		}
		return "async." + op.String() + "." + itoa(n)
	case OpMMA:
		return i.mmaName()
	case OpBarrierRed:
		return "barrier." + BarrierRedOp(i.AuxInt).String()
	case OpHalf:
		op, bf := i.Half()
		if bf {
			return "half." + op.String() + ".bf16"
		}
		return "half." + op.String() + ".f16"
	}
	return i.Op.String()
}

// Signature prints the function's header line.
func (f *Function) Signature() string {
	var b strings.Builder
	if f.Kind == Kernel {
		b.WriteString("kernel ")
	} else {
		b.WriteString("device ")
	}
	b.WriteString(f.Name + "(")
	for k, p := range f.Params {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(p.Name() + " " + p.Typ.String())
	}
	b.WriteString(")")
	switch len(f.Results) {
	case 0:
	case 1:
		b.WriteString(" " + f.Results[0].String())
	default:
		b.WriteString(" (")
		for k, r := range f.Results {
			if k > 0 {
				b.WriteString(", ")
			}
			b.WriteString(r.String())
		}
		b.WriteString(")")
	}
	return b.String()
}

// WriteTo prints the function: its signature, then each block as
// "N: comment  preds: ..." (with "nounroll" after the comment on a
// Block.NoUnroll header, "pointerexit" on a Block.PointerExit one)
// followed by its instructions.
func (f *Function) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	b.WriteString(f.Signature() + "\n")
	for _, blk := range f.Blocks {
		fmt.Fprintf(&b, "%d:", blk.Index)
		if blk.Comment != "" {
			b.WriteString(" " + blk.Comment)
		}
		if blk.NoUnroll {
			b.WriteString(" nounroll")
		}
		if blk.PointerExit {
			b.WriteString(" pointerexit")
		}
		if len(blk.Preds) > 0 {
			b.WriteString("  preds:")
			for _, p := range blk.Preds {
				fmt.Fprintf(&b, " %d", p.Index)
			}
		}
		b.WriteString("\n")
		for _, in := range blk.Instrs {
			b.WriteString("\t" + in.String() + "\n")
		}
	}
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

// String prints the function.
func (f *Function) String() string {
	var b strings.Builder
	_, _ = f.WriteTo(&b)
	return b.String()
}

// WriteTo prints every global and function of the module.
func (m *Module) WriteTo(w io.Writer) (int64, error) {
	var total int64
	n, err := fmt.Fprintf(w, "module %s\n", m.Name)
	total += int64(n)
	if err != nil {
		return total, err
	}
	for _, g := range m.Globals {
		n, err := fmt.Fprintf(w, "global %s %s %s (%d bytes init)\n", g.Name(), g.Space, g.Elem, len(g.Init))
		total += int64(n)
		if err != nil {
			return total, err
		}
	}
	for _, f := range m.Funcs {
		n, err := io.WriteString(w, "\n")
		total += int64(n)
		if err != nil {
			return total, err
		}
		k, err := f.WriteTo(w)
		total += k
		if err != nil {
			return total, err
		}
	}
	return total, nil
}
