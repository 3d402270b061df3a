package interp

import (
	"fmt"

	"github.com/kernlab/kern/compiler/internal/eval"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/asyncq"
)

// machine is one Call or Launch: memory, the current block's threads and
// the caches shared by all of them.
type machine struct {
	cfg      Config
	mem      memory
	steps    int64
	fns      map[*ir.Function]*fnInfo
	globals  map[*ir.Global]uint64 // pointers of global/const/param globals
	shared   map[any]uint64        // this block's static shared buffers (by *ir.Instr or *ir.Global)
	dyn      uint64                // this block's dynamic shared buffer
	grid     Dim3
	blockDim Dim3
	blockIdx Dim3
}

// fnInfo numbers a function's values for frame slots.
type fnInfo struct {
	fn    *ir.Function
	slots map[*ir.Instr]int
	n     int
}

func (m *machine) info(f *ir.Function) *fnInfo {
	if fi := m.fns[f]; fi != nil {
		return fi
	}
	fi := &fnInfo{fn: f, slots: map[*ir.Instr]int{}}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.HasValue() {
				fi.slots[in] = fi.n
				fi.n++
			}
		}
	}
	m.fns[f] = fi
	return fi
}

type frame struct {
	fi     *fnInfo
	vals   []value
	params []value
	block  *ir.Block
	pc     int
	allocs []uint64 // local buffers to release on return
	call   *ir.Instr
}

type waitKind uint8

const (
	running waitKind = iota
	atBarrier
	atWarpSync
	atShfl
	exited
)

type thread struct {
	tid    Dim3
	linear int
	state  waitKind
	wait   *ir.Instr // the barrier or shuffle it waits at
	shflV  uint64
	shflL  int64
	shflM  uint64 // a masked shuffle's member mask
	frames []*frame
	result []value // the entry function's results
	async  asyncq.Queue[asyncCopy]
}

// asyncCopy is an OpAsync copy in flight: it lands at the wait that
// retires its group, so a thread that reads its destination earlier
// reads the old bytes, as a GPU may show.
type asyncCopy struct {
	dst, src uint64
	n        int
}

func (m *machine) errAt(t *thread, in *ir.Instr, err error) error {
	e := &Error{Err: err, Block: m.blockIdx, Thread: t.tid}
	if in != nil {
		e.Pos, e.Instr = in.Pos, in.String()
		if in.Block != nil && in.Block.Fn != nil {
			e.Func = in.Block.Fn.Name
		}
	}
	return e
}

func (m *machine) pushFrame(t *thread, f *ir.Function, args []value, call *ir.Instr) {
	fi := m.info(f)
	t.frames = append(t.frames, &frame{fi: fi, vals: make([]value, fi.n), params: args, call: call})
	m.enter(t.frames[len(t.frames)-1], f.Blocks[0], nil, 0)
}

// enter moves a frame to block b, coming over edge k of block from, and
// evaluates b's phis at once.
func (m *machine) enter(fr *frame, b *ir.Block, from *ir.Block, k int) {
	pi := predIndex(from, k, b)
	var tmp [8]value
	phis := tmp[:0]
	n := 0
	for _, in := range b.Instrs {
		if in.Op != ir.OpPhi {
			break
		}
		phis = append(phis, m.get(fr, in.Args[pi]))
		n++
	}
	for i, v := range phis {
		fr.vals[fr.fi.slots[b.Instrs[i]]] = v
	}
	fr.block, fr.pc = b, n
}

// predIndex is the position in to.Preds of edge k of from (edges to the
// same block are matched in order).
func predIndex(from *ir.Block, k int, to *ir.Block) int {
	if from == nil {
		return 0
	}
	nth := 0
	for i := 0; i < k; i++ {
		if from.Succs[i] == to {
			nth++
		}
	}
	for i, p := range to.Preds {
		if p == from {
			if nth == 0 {
				return i
			}
			nth--
		}
	}
	return 0
}

func (m *machine) get(fr *frame, v ir.Value) value {
	switch v := v.(type) {
	case *ir.Instr:
		return fr.vals[fr.fi.slots[v]]
	case *ir.Param:
		return fr.params[v.Index]
	case *ir.Const:
		if isScalar(v.Typ) {
			return value{bits: v.Bits}
		}
		return value{agg: make([]byte, v.Typ.Size())}
	case *ir.Global:
		return value{bits: m.globalPtr(v)}
	}
	return value{}
}

func (m *machine) globalPtr(g *ir.Global) uint64 {
	space := g.Space
	if space == ir.SpaceGeneric {
		space = ir.SpaceGlobal
	}
	cache := m.globals
	var key any = g
	if space == ir.SpaceShared {
		if p, ok := m.shared[key]; ok {
			return p
		}
	} else if p, ok := cache[g]; ok {
		return p
	}
	p, err := m.mem.alloc(space, g.Elem.Size(), g.Ident)
	if err != nil {
		return 0 // a later access reports the null pointer
	}
	b, _ := m.mem.bytes(p, g.Elem.Size())
	copy(b, g.Init)
	if space == ir.SpaceShared {
		m.shared[key] = p
	} else {
		cache[g] = p
	}
	return p
}

// run executes t until it exits, waits at a barrier or shuffle, or fails.
func (m *machine) run(t *thread) error {
	limit := m.cfg.stepLimit()
	for t.state == running {
		fr := t.frames[len(t.frames)-1]
		in := fr.block.Instrs[fr.pc]
		m.steps++
		if m.steps > limit {
			return m.errAt(t, in, fmt.Errorf("%w: more than %d instructions", ErrStepLimit, limit))
		}
		if err := m.step(t, fr, in); err != nil {
			if _, ok := err.(*Error); ok {
				return err
			}
			return m.errAt(t, in, err)
		}
	}
	return nil
}

func (m *machine) special(t *thread, s ir.Special) uint64 {
	ws := m.cfg.warpSize()
	var v int
	switch s {
	case ir.TidX, ir.TidY, ir.TidZ:
		v = pick(t.tid, int(s-ir.TidX))
	case ir.CtaidX, ir.CtaidY, ir.CtaidZ:
		v = pick(m.blockIdx, int(s-ir.CtaidX))
	case ir.NtidX, ir.NtidY, ir.NtidZ:
		v = pick(m.blockDim, int(s-ir.NtidX))
	case ir.NctaidX, ir.NctaidY, ir.NctaidZ:
		v = pick(m.grid, int(s-ir.NctaidX))
	case ir.LaneID:
		v = t.linear % ws
	case ir.WarpSize:
		v = ws
	case ir.DynSharedBytes:
		v = m.cfg.DynShared
	}
	return uint64(uint32(int32(v)))
}

func pick(d Dim3, k int) int {
	return [3]int{d.X, d.Y, d.Z}[k]
}

// ret pops the frame and delivers the results to the caller (or the thread).
func (m *machine) ret(t *thread, fr *frame, vals []value) {
	for _, p := range fr.allocs {
		m.mem.release(p)
	}
	t.frames = t.frames[:len(t.frames)-1]
	if len(t.frames) == 0 {
		t.result = vals
		t.state = exited
		return
	}
	caller := t.frames[len(t.frames)-1]
	if call := fr.call; call.HasValue() {
		if len(vals) == 1 {
			caller.vals[caller.fi.slots[call]] = vals[0]
		} else {
			st := call.Typ.(*ir.Struct)
			agg := make([]byte, st.Size())
			for i, v := range vals {
				writeValue(agg[st.Offset(i):], st.Fields[i].Type, v)
			}
			caller.vals[caller.fi.slots[call]] = value{agg: agg}
		}
	}
	caller.pc++
}

// exit ends a thread (a trap or return from a kernel), releasing its locals.
func (m *machine) exit(t *thread) {
	for _, fr := range t.frames {
		for _, p := range fr.allocs {
			m.mem.release(p)
		}
	}
	t.frames, t.state = nil, exited
}

// basicOf returns the Basic type of v (nil for non-Basic).
func basicOf(v ir.Value) *ir.Basic {
	b, _ := v.Type().(*ir.Basic)
	return b
}

// arith evaluates the pure scalar ops through the shared evaluator.
func (m *machine) arith(fr *frame, in *ir.Instr) (uint64, error) {
	a := in.Args
	switch op := in.Op; op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpRem, ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpAndNot, ir.OpMin, ir.OpMax:
		t := in.Typ.(*ir.Basic)
		x, y := m.get(fr, a[0]).bits, m.get(fr, a[1]).bits
		r, ok := eval.Binary(op, t, x, y)
		if !ok {
			if (op == ir.OpDiv || op == ir.OpRem) && t.IsInteger() && y == 0 {
				if m.cfg.Debug {
					return 0, ErrDivZero
				}
				return eval.DivZero(op, t, x), nil
			}
			return 0, fmt.Errorf("%w: %s on %s", ErrUnsupported, op, t)
		}
		return r, nil
	case ir.OpShl, ir.OpShr:
		t := in.Typ.(*ir.Basic)
		c := eval.ShiftCount(basicOf(a[1]), m.get(fr, a[1]).bits)
		r, _ := eval.Binary(op, t, m.get(fr, a[0]).bits, c)
		return r, nil
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
		r, _ := eval.Compare(op, a[0].Type(), m.get(fr, a[0]).bits, m.get(fr, a[1]).bits)
		if r {
			return 1, nil
		}
		return 0, nil
	case ir.OpNeg, ir.OpNot, ir.OpCompl:
		r, _ := eval.Unary(op, in.Typ.(*ir.Basic), m.get(fr, a[0]).bits)
		return r, nil
	case ir.OpConvert:
		return eval.Convert(in.Typ.(*ir.Basic), basicOf(a[0]), m.get(fr, a[0]).bits), nil
	case ir.OpBitcast:
		if b, ok := in.Typ.(*ir.Basic); ok {
			return eval.Bitcast(b, m.get(fr, a[0]).bits), nil
		}
		return m.get(fr, a[0]).bits, nil
	case ir.OpMath:
		args := make([]uint64, len(a))
		for i, x := range a {
			args[i] = m.get(fr, x).bits
		}
		r, ok := eval.Math(ir.MathFn(in.AuxInt), in.Typ.(*ir.Basic), args)
		if !ok {
			return 0, fmt.Errorf("%w: math.%s on %s", ErrUnsupported, ir.MathFn(in.AuxInt), in.Typ)
		}
		return r, nil
	case ir.OpHalf:
		args := make([]uint64, len(a))
		for i, x := range a {
			args[i] = m.get(fr, x).bits
		}
		op, bf := in.Half()
		if r, ok := eval.Half(op, bf, args); ok {
			return r, nil
		}
		return 0, fmt.Errorf("%w: %s", ErrUnsupported, in.Op)
	}
	return 0, fmt.Errorf("%w: op %s", ErrUnsupported, in.Op)
}
