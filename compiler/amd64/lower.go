package amd64

import (
	"fmt"
	"math"
	"strings"

	"github.com/kernlab/kern/compiler/ir"
)

// vop is one step of the vector program: an instruction template whose
// {d} is the destination register and {0}, {1}, ... the sources. Y14 and
// Y15 are scratch registers that a template may clobber.
type vop struct {
	text string
	dst  int // virtual register, -1 for none
	srcs []int
}

// lowering turns a core's IR into a vector program over virtual
// registers.
type lowering struct {
	f      *ir.Function
	w      int    // element width in bytes: 4 or 8
	fs, is string // float and integer instruction suffixes: PS/D or PD/Q
	nv     int
	pre    []vop // constant broadcasts, hoisted out of the loop
	body   []vop
	vals   map[ir.Value]int
	consts map[uint64]int
	nin    int
}

// refuse is the error a core the generator does not take comes back with.
type refuse struct{ why string }

func (r *refuse) Error() string { return r.why }

func refusef(format string, args ...any) *refuse { return &refuse{fmt.Sprintf(format, args...)} }

// width is the common element width of f's values, or a refusal.
func width(f *ir.Function) (int, error) {
	w := 0
	see := func(t ir.Type, bools bool) error {
		b, ok := t.(*ir.Basic)
		if !ok {
			return refusef("a value of type %v", t)
		}
		if b.Kind == ir.Bool {
			if !bools {
				return refusef("a bool operand or result")
			}
			return nil
		}
		if w == 0 {
			w = b.Size()
		}
		if w != 4 && w != 8 {
			return refusef("%d-byte elements (4 or 8 only)", w)
		}
		if b.Size() != w {
			return refusef("mixed element widths (%d and %d bytes)", w, b.Size())
		}
		return nil
	}
	for _, p := range f.Params {
		if err := see(p.Typ, false); err != nil {
			return 0, err
		}
	}
	for _, r := range f.Results {
		if err := see(r, false); err != nil {
			return 0, err
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Typ != nil {
				if err := see(in.Typ, true); err != nil {
					return 0, err
				}
			}
			for _, a := range in.Args {
				if err := see(a.Type(), true); err != nil {
					return 0, err
				}
			}
		}
	}
	if w == 0 {
		return 0, refusef("no element type")
	}
	return w, nil
}

func (l *lowering) newReg() int { l.nv++; return l.nv - 1 }

// emit appends a template with a fresh destination and returns it.
func (l *lowering) emit(text string, srcs ...int) int {
	d := l.newReg()
	l.body = append(l.body, vop{text, d, srcs})
	return d
}

// splat is the register holding bits in every lane (hoisted).
func (l *lowering) splat(bits uint64) int {
	if l.w == 4 {
		bits &= math.MaxUint32
	}
	if r, ok := l.consts[bits]; ok {
		return r
	}
	r := l.newReg()
	var text string
	if l.w == 4 {
		text = fmt.Sprintf("MOVL $0x%x, AX\n\tVMOVD AX, X14\n\tVPBROADCASTD X14, {d}", bits)
	} else {
		text = fmt.Sprintf("MOVQ $0x%x, AX\n\tVMOVQ AX, X14\n\tVPBROADCASTQ X14, {d}", bits)
	}
	l.pre = append(l.pre, vop{text, r, nil})
	l.consts[bits] = r
	return r
}

func (l *lowering) ones() int { return l.splat(math.MaxUint64) }
func (l *lowering) sign() int { return l.splat(1 << (8*l.w - 1)) }

func (l *lowering) get(v ir.Value) (int, error) {
	switch v := v.(type) {
	case *ir.Const:
		b, ok := v.Typ.(*ir.Basic)
		if !ok {
			return 0, refusef("an aggregate constant")
		}
		if b.Kind == ir.Bool {
			if v.Bits != 0 {
				return l.ones(), nil
			}
			return l.splat(0), nil
		}
		return l.splat(v.Bits), nil
	default:
		r, ok := l.vals[v]
		if !ok {
			return 0, refusef("value %s used before its definition", v.Name())
		}
		return r, nil
	}
}

// lower builds the vector program of f: loads of the inputs, the
// if-converted body and stores of the results.
func lower(f *ir.Function) (*lowering, error) {
	w, err := width(f)
	if err != nil {
		return nil, err
	}
	l := newLowering(f, w)
	for k, p := range f.Params {
		l.vals[p] = l.emit(fmt.Sprintf("VMOVDQU (%s)(AX*1), {d}", ptrRegs[k]))
	}
	order, err := topoOrder(f)
	if err != nil {
		return nil, err
	}
	res, err := l.ifConvert(order)
	if err != nil {
		return nil, err
	}
	for j, v := range res {
		l.body = append(l.body, vop{fmt.Sprintf("VMOVDQU {0}, (%s)(AX*1)", ptrRegs[l.nin+j]), -1, []int{v}})
	}
	return l, nil
}

func newLowering(f *ir.Function, w int) *lowering {
	l := &lowering{f: f, w: w, fs: "PS", is: "D", vals: map[ir.Value]int{}, consts: map[uint64]int{}, nin: len(f.Params)}
	if w == 8 {
		l.fs, l.is = "PD", "Q"
	}
	return l
}

// topoOrder orders f's blocks so that every edge goes forward, or refuses
// a loop.
func topoOrder(f *ir.Function) ([]*ir.Block, error) {
	state := map[*ir.Block]int{} // 1 visiting, 2 done
	var post []*ir.Block
	var visit func(b *ir.Block) error
	visit = func(b *ir.Block) error {
		state[b] = 1
		for _, s := range b.Succs {
			switch state[s] {
			case 1:
				return refusef("a loop (lanes would need to run until all are done)")
			case 0:
				if err := visit(s); err != nil {
					return err
				}
			}
		}
		state[b] = 2
		post = append(post, b)
		return nil
	}
	if err := visit(f.Blocks[0]); err != nil {
		return nil, err
	}
	for i, j := 0, len(post)-1; i < j; i, j = i+1, j-1 {
		post[i], post[j] = post[j], post[i]
	}
	return post, nil
}

// all is the mask of a block every lane runs.
const all = -1

// ifConvert lowers the blocks in order, each under its lane mask, and
// returns the registers of f's results.
func (l *lowering) ifConvert(order []*ir.Block) ([]int, error) {
	type edge struct {
		from *ir.Block
		k    int
	}
	edgeMask := map[edge]int{}
	blockMask := map[*ir.Block]int{order[0]: all}
	and := func(m, c int, negate bool) int {
		switch {
		case m == all && !negate:
			return c
		case m == all:
			return l.emit("VPXOR {1}, {0}, {d}", c, l.ones())
		case negate: // m &^ c
			return l.emit("VPANDN {0}, {1}, {d}", m, c)
		default:
			return l.emit("VPAND {1}, {0}, {d}", m, c)
		}
	}
	// inMask is the mask of b's k-th predecessor edge.
	inMask := func(b *ir.Block, k int) int {
		p, nth := b.Preds[k], 0
		for i := 0; i < k; i++ {
			if b.Preds[i] == p {
				nth++
			}
		}
		for i, s := range p.Succs {
			if s == b {
				if nth == 0 {
					return edgeMask[edge{p, i}]
				}
				nth--
			}
		}
		return all
	}
	var rets [][]int // per returning block: result registers
	var retMasks []int
	for _, b := range order {
		if b != order[0] {
			m := inMask(b, 0)
			for k := 1; k < len(b.Preds); k++ {
				if m == all {
					break
				}
				o := inMask(b, k)
				if o == all {
					m = all
					break
				}
				m = l.emit("VPOR {1}, {0}, {d}", m, o)
			}
			blockMask[b] = m
		}
		for _, in := range b.Instrs {
			switch in.Op {
			case ir.OpPhi:
				v, err := l.get(in.Args[0])
				if err != nil {
					return nil, err
				}
				for k := 1; k < len(in.Args); k++ {
					x, err := l.get(in.Args[k])
					if err != nil {
						return nil, err
					}
					if m := inMask(b, k); m == all {
						v = x
					} else if x != v {
						v = l.emit("VBLENDV"+l.fs+" {0}, {1}, {2}, {d}", m, x, v)
					}
				}
				l.vals[in] = v
			case ir.OpJump:
				edgeMask[edge{b, 0}] = blockMask[b]
			case ir.OpIf:
				c, err := l.get(in.Args[0])
				if err != nil {
					return nil, err
				}
				edgeMask[edge{b, 0}] = and(blockMask[b], c, false)
				edgeMask[edge{b, 1}] = and(blockMask[b], c, true)
			case ir.OpReturn:
				var rs []int
				for _, a := range in.Args {
					r, err := l.get(a)
					if err != nil {
						return nil, err
					}
					rs = append(rs, r)
				}
				rets, retMasks = append(rets, rs), append(retMasks, blockMask[b])
			case ir.OpUnreachable:
			default:
				if err := l.instr(in); err != nil {
					return nil, err
				}
			}
		}
	}
	if len(rets) == 0 {
		return nil, refusef("no return")
	}
	res := make([]int, len(l.f.Results))
	for j := range l.f.Results {
		v := rets[0][j]
		for k := 1; k < len(rets); k++ {
			if x := rets[k][j]; retMasks[k] == all {
				v = x
			} else if x != v {
				v = l.emit("VBLENDV"+l.fs+" {0}, {1}, {2}, {d}", retMasks[k], x, v)
			}
		}
		res[j] = v
	}
	return res, nil
}

// fill replaces {d} and {k} in a template.
func fill(text string, dst string, srcs []string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(text, '{')
		if i < 0 {
			b.WriteString(text)
			return b.String()
		}
		j := strings.IndexByte(text[i:], '}') + i
		b.WriteString(text[:i])
		if key := text[i+1 : j]; key == "d" {
			b.WriteString(dst)
		} else {
			var k int
			fmt.Sscanf(key, "%d", &k)
			b.WriteString(srcs[k])
		}
		text = text[j+1:]
	}
}
