package amd64

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kernlab/kern/compiler/internal/lanes"
)

// maxSlots bounds the spill area: the TEXT blocks are NOSPLIT, so their
// frames must stay well inside the linker's nosplit limit.
const maxSlots = 16

// program is a lowering with registers assigned: the lines before the
// loop and those of its body, spills and reloads included.
type program struct {
	pre    []string
	body   []string
	frame  int            // bytes of spill slots at 0(SP), 32(SP), ... (64 bytes apart for ZMM)
	preReg map[int]string // the registers of values defined before the loop
}

func (p *program) writePre(b *strings.Builder) {
	for _, s := range p.pre {
		fmt.Fprintf(b, "\t%s\n", s)
	}
}

// writeBody writes the body (labels unindented).
func (p *program) writeBody(b *strings.Builder) {
	for _, s := range p.body {
		if strings.HasSuffix(s, ":") {
			fmt.Fprintf(b, "%s\n", s)
			continue
		}
		fmt.Fprintf(b, "\t%s\n", s)
	}
}

// allocate assigns YMM registers (ZMM ones for AVX-512, l.z). Values defined before the loop
// (constants, a fold's accumulators) and pinned ones (loop-carried
// values) hold theirs for the whole program; other values from their
// definition to their last use or in-place write, extended to the end
// of every vector loop they are live into. When none is free, the value
// whose next use is furthest is spilled to a stack slot (once: values
// are never redefined) and reloaded before its next use; the slot serves
// another value after its last use (a float32 core's float64 halves
// spill in turn, math.Pow's the most). Inside a
// vector loop only values defined in that same iteration may be
// spilled: a value from before the loop must be in the same register on
// every iteration. A destination never shares a register with its own
// sources (templates of several instructions write it before the last
// read), except that a merge-masked step's takes over the register of
// the source it merges into when it reads that source last. sym names
// the constant table (@c).
func allocate(l *lowering, sym string) (*program, error) {
	simplify(l)
	mergeMasked(l)
	dce(l)
	n := len(l.body)
	last := make([]int, l.nv)
	for i := range last {
		last[i] = -1
	}
	uses := make([][]int, l.nv)
	defAt := map[int]int{}
	var open []int
	type span struct{ from, to int }
	var loops []span
	for i, op := range l.body {
		for _, s := range op.srcs {
			last[s] = i
			uses[s] = append(uses[s], i)
		}
		if _, ok := defAt[op.dst]; op.dst >= 0 && !ok {
			defAt[op.dst] = i
		} else if op.dst >= 0 {
			last[op.dst] = max(last[op.dst], i) // written in place: live here
			uses[op.dst] = append(uses[op.dst], i)
		}
		if op.loopStart {
			open = append(open, i)
		}
		if op.loopEnd {
			loops = append(loops, span{open[len(open)-1], i})
			open = open[:len(open)-1]
		}
	}
	for _, sp := range loops {
		for i := sp.from; i <= sp.to; i++ {
			op := l.body[i]
			for _, s := range append(op.srcs[:len(op.srcs):len(op.srcs)], op.dst) {
				if d, ok := defAt[s]; s >= 0 && (!ok || d < sp.from) && last[s] < sp.to {
					last[s] = sp.to
				}
			}
		}
	}
	// innermost[i] is the start of the innermost loop holding step i, -1
	// for none.
	innermost := make([]int, n)
	for i := range innermost {
		innermost[i] = -1
		for _, sp := range loops {
			if sp.from <= i && i <= sp.to && sp.from > innermost[i] {
				innermost[i] = sp.from
			}
		}
	}
	nextUse := func(v, i int) int {
		for _, u := range uses[v] {
			if u > i {
				return u
			}
		}
		return last[v]
	}

	reg := make([]int, l.nv) // the register holding each value, -1 for none
	for i := range reg {
		reg[i] = -1
	}
	slot := make([]int, l.nv) // the spill slot of each value, -1 for none
	for i := range slot {
		slot[i] = -1
	}
	nregs, slots, slotSize, reg0 := numRegs, maxSlots, 32, "Y"
	if l.z {
		nregs, slots, slotSize, reg0 = wideRegs, wideSlots, 64, "Z"
	}
	// out is a line of the program: its AVX-512 form for l.z.
	out := func(s string) string {
		if l.z {
			return evex(s)
		}
		return s
	}
	holder := make([]int, nregs) // the value in each register, -1 for none
	for i := range holder {
		holder[i] = -1
	}
	keep := map[int]bool{} // never released: values defined before the loop
	p := &program{preReg: map[int]string{}}
	name := func(r int) string { return fmt.Sprintf("%s%d", reg0, r) }
	free := func() int {
		for r := range nregs {
			if holder[r] < 0 {
				return r
			}
		}
		return -1
	}
	nslots := 0
	var freeSlots []int // slots of values past their last use, for reuse
	// take finds a register at step i, spilling if it must; protect are
	// the values step i reads or writes.
	take := func(i int, protect []int) (int, error) {
		if r := free(); r >= 0 {
			return r, nil
		}
		victim, far := -1, -1
		for r := range nregs {
			v := holder[r]
			if v < 0 || keep[v] || l.pinned[v] || slices.Contains(protect, v) {
				continue
			}
			if in := innermost[i]; in >= 0 && defAt[v] < in {
				continue // live into the loop: must keep its register
			}
			if u := nextUse(v, i); u > far {
				victim, far = v, u
			}
		}
		if victim < 0 {
			return -1, &refuse{why: fmt.Sprintf("more than %d values live at once", nregs), regs: true}
		}
		r := reg[victim]
		if slot[victim] < 0 {
			if k := len(freeSlots); k > 0 {
				slot[victim], freeSlots = freeSlots[k-1], freeSlots[:k-1]
			} else if nslots == slots {
				return -1, &refuse{why: fmt.Sprintf("more than %d values live at once (%d spilled)", nregs, slots), regs: true}
			} else {
				slot[victim] = nslots
				nslots++
			}
			p.body = append(p.body, out(fmt.Sprintf("VMOVDQU %s, %d(SP)", name(r), slotSize*slot[victim])))
		}
		reg[victim], holder[r] = -1, -1
		return r, nil
	}
	for _, op := range l.pre {
		keep[op.dst] = true
		r := free()
		if r < 0 {
			return nil, &refuse{why: fmt.Sprintf("more than %d values live at once", nregs), regs: true}
		}
		reg[op.dst], holder[r] = r, op.dst
		p.preReg[op.dst] = name(r)
		p.pre = append(p.pre, out(lanes.Fill(op.text, name(r), nil)))
	}
	for i, op := range l.body {
		protect := append(op.srcs[:len(op.srcs):len(op.srcs)], op.dst)
		for _, s := range op.srcs {
			if reg[s] >= 0 {
				continue
			}
			if slot[s] < 0 {
				return nil, refusef("value v%d read before it is computed", s)
			}
			r, err := take(i, protect)
			if err != nil {
				return nil, err
			}
			reg[s], holder[r] = r, s
			p.body = append(p.body, out(fmt.Sprintf("VMOVDQU %d(SP), %s", slotSize*slot[s], name(r))))
		}
		text, tied := op.text, -1
		if y := op.merge - 1; y >= 0 && reg[op.dst] < 0 {
			// The destination starts as source y: its register, where
			// this is y's last read, else a copy of it.
			if v := op.srcs[y]; last[v] == i && !keep[v] && !l.pinned[v] {
				reg[op.dst], holder[reg[v]], tied = reg[v], op.dst, v
			} else {
				text = fmt.Sprintf("VMOVDQU {%d}, {d}\n\t%s", y, text)
			}
		}
		if op.dst >= 0 && reg[op.dst] < 0 {
			if slot[op.dst] >= 0 {
				return nil, refusef("value v%d redefined after a spill", op.dst)
			}
			r, err := take(i, protect)
			if err != nil {
				return nil, err
			}
			reg[op.dst], holder[r] = r, op.dst
		}
		srcs := make([]string, len(op.srcs))
		for k, s := range op.srcs {
			srcs[k] = name(reg[s])
		}
		if tied >= 0 {
			reg[tied] = -1 // its register is the destination's now
		}
		dst := ""
		if op.dst >= 0 {
			dst = name(reg[op.dst])
		}
		if !op.loopStart {
			text = out(strings.ReplaceAll(lanes.Fill(text, dst, srcs), "@c", "·"+sym+"_c"))
		}
		p.body = append(p.body, text)
		release := func(v int) {
			if r := reg[v]; r >= 0 && !keep[v] {
				reg[v], holder[r] = -1, -1
				if slot[v] >= 0 {
					freeSlots = append(freeSlots, slot[v])
				}
			}
		}
		for _, s := range op.srcs {
			if last[s] == i {
				release(s)
			}
		}
		if op.dst >= 0 && last[op.dst] <= i {
			release(op.dst) // computed but unused, or written for the last time
		}
	}
	p.frame = slotSize * nslots
	if l.z {
		p.body = keepMasks(p.body)
	}
	return p, nil
}

// dce drops the body steps whose result nothing reads (the mask of an
// edge no block needs, a value only a dropped step used), then the
// constants no step reads (a product's factor lowered to shifts): they
// would hold a register for the whole loop. Stores, loop markers and
// in-place writes of whole-program registers stay.
func dce(l *lowering) {
	whole := map[int]bool{}
	for _, op := range l.pre {
		whole[op.dst] = true
	}
	used := map[int]bool{}
	kept := l.body[:0:0]
	for i := len(l.body) - 1; i >= 0; i-- {
		op := l.body[i]
		if op.dst >= 0 && !l.pinned[op.dst] && !whole[op.dst] && !used[op.dst] {
			continue
		}
		for _, s := range op.srcs {
			used[s] = true
		}
		if whole[op.dst] {
			used[op.dst] = true // a fold's accumulator, read after the loop
		}
		kept = append(kept, op)
	}
	slices.Reverse(kept)
	l.body = kept
	pre := l.pre[:0:0]
	for _, op := range l.pre {
		if used[op.dst] {
			pre = append(pre, op)
		}
	}
	l.pre = pre
}

// cost counts the body's instructions.
func (p *program) cost() int {
	n := 0
	for _, s := range p.body {
		if !strings.HasSuffix(s, ":") {
			n += 1 + strings.Count(s, "\n")
		}
	}
	return n
}
