package gpucall

import (
	"errors"
	"fmt"
	"strings"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/chunked"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/errs"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// The flow of a chunked call (internal/chunked has the pipeline). Operands
// are sorted into four kinds:
//
//   - scalars of a ufunc are kernel parameters;
//   - device arrays are used in place, at the chunk's offset;
//   - resident operands are host inputs broadcast along the loop (some
//     loop stride 0) that fit in one chunk's budget: they are copied to
//     the device once, whole, and addressed at the chunk's offset like
//     device arrays (a gufunc's scalar inputs too);
//   - chunked operands are the other host arrays: for every chunk, a
//     lane gathers the input's chunk view into its pinned staging buffer
//     (only the elements it holds: broadcast axes have extent 1 there),
//     copies it in, and copies outputs back and scatters them.
//
// The chunk size is the budget (ChunkBytes, else DefaultChunkBytes, at
// most half the free device memory over the lanes) divided by the bytes a
// loop index takes in the chunked operands.

type opKind uint8

const (
	kScalar opKind = iota
	kDevice
	kResident
	kStream
)

// chunkedOp is one operand of a chunked call.
type chunkedOp struct {
	o     ewOperand
	kind  opKind
	out   bool
	es    int
	lstr  []int // strides over the coalesced loop shape (elements)
	core  []int // core extents (gufunc)
	cstr  []int // core strides (elements)
	coreN int
	off   int // byte offset of its buffer in a lane (kStream)
}

// denseView reports whether a view with strides hst over shape pk walks
// its elements in dense C order (strides dst).
func denseView(pk, hst, dst []int) bool {
	for a, e := range pk {
		if e > 1 && hst[a] != dst[a] {
			return false
		}
	}
	return true
}

// chunkedCall is one chunked call.
type chunkedCall struct {
	g      *Loop
	gu     *GULoop // nil for a vectorize loop
	dev    Device
	nin    int
	ops    []chunkedOp
	lshape []int
	ncore  []int
	geom   chunked.Geom
	lanes  int
	bytes  int // per lane
	fixed  bool
	res    dispatch.Call // the resident copies, on the null stream
}

// Run runs the vectorize loop over shape on dev: chunked when it has host
// operands above the threshold (cfg; nil: the defaults) and no stream was
// named, else with whole copies (Elementwise).
func (g *Loop) Run(dev Device, s Stream, cfg *chunked.Config, shape []int, args, res []any) error {
	if s == nil {
		if sc := planChunked(g, nil, dev, cfg, shape, nil, args, res); sc != nil {
			return sc.run()
		}
	}
	return g.Elementwise(dev, s, shape, args, res)
}

// Run is the gufunc's Run: chunks cut the loop dimensions; each operand's
// core stays whole.
func (gu *GULoop) Run(dev Device, s Stream, cfg *chunked.Config, loopShape, ncore []int, args, res []any) error {
	if s == nil {
		if sc := planChunked(&gu.Loop, gu, dev, cfg, loopShape, ncore, args, res); sc != nil {
			return sc.run()
		}
	}
	return gu.GUfunc(dev, s, loopShape, ncore, args, res)
}

// planChunked decides whether a call streams and plans it; nil means the
// whole-copy path runs the call (and reports whatever is wrong with it).
func planChunked(g *Loop, gu *GULoop, dev Device, cfg *chunked.Config, loopShape, ncore []int, args, outs []any) *chunkedCall {
	thr := cfg.Threshold()
	if thr < 0 || dev == nil || dev.Driver() == nil {
		return nil
	}
	nops := len(args) + len(outs)
	host := false
	for k := range nops {
		if !g.args.OnDevice(ufunc.OperandAt(args, outs, k)) {
			host = true
		}
	}
	nloop := 1
	for _, d := range loopShape {
		nloop *= d
	}
	if !host || nloop == 0 {
		return nil
	}
	if ncore == nil {
		ncore = make([]int, nops)
	}
	sc := &chunkedCall{g: g, gu: gu, dev: dev, nin: len(args), ops: make([]chunkedOp, nops), ncore: ncore}
	loopOps := make([]ewOperand, nops)
	hostBytes := 0
	dts := append(append([]nd.DType{}, g.in...), g.out...)
	for k := range nops {
		v := ufunc.OperandAt(args, outs, k)
		if k >= len(dts) || len(ncore) != nops {
			return nil
		}
		o, err := g.operandOf(v, dts[k], dev)
		if err != nil || o.isScal && (k >= len(args) || ncore[k] != 0) || !o.isScal && len(o.shape) < ncore[k] {
			return nil
		}
		op := chunkedOp{o: o, out: k >= len(args), es: dts[k].Size(), coreN: 1}
		lo := ewOperand{isScal: o.isScal}
		if !o.isScal {
			nl := len(o.shape) - ncore[k]
			lo.shape, lo.strides = o.shape[:nl], o.strides[:nl]
			op.core, op.cstr = o.shape[nl:], o.strides[nl:]
			for _, c := range op.core {
				op.coreN *= c
			}
			if o.host != nil {
				n := op.coreN
				for _, e := range lo.shape {
					n *= e
				}
				hostBytes += n * op.es
			}
		}
		loopOps[k] = lo
		sc.ops[k] = op
	}
	free, ok := shouldChunk(dev, hostBytes, thr)
	if !ok {
		return nil
	}
	for k := range len(args) {
		if !sc.ops[k].o.isScal && sc.ops[k].o.host == nil && overlapsOut(chunkedOperands(sc.ops), len(args), k, ncore) {
			return nil // the whole-copy path copies the input first (separate)
		}
	}
	lshape, lstrides, err := coalesce(loopShape, loopOps)
	if err != nil || gu != nil && len(lshape) > abi.MaxLoopRank {
		return nil
	}
	sc.lshape = lshape
	sc.lanes = cfg.Lanes(dev.Info())
	budget := cfg.Budget(free, sc.lanes)
	perIndex := 0
	for k := range sc.ops {
		op := &sc.ops[k]
		op.lstr = lstrides[k]
		if len(op.lstr) == 0 {
			op.lstr = make([]int, len(lshape))
		}
		switch {
		case op.o.isScal && gu == nil:
			op.kind = kScalar
		case op.o.isScal, op.o.host == nil:
			op.kind = kDevice // a gufunc's scalar goes to the device once
		case !op.out && broadcastAlong(lshape, op.lstr) && spanBytes(op) <= budget:
			op.kind = kResident
		default:
			op.kind = kStream
			perIndex += op.es * op.coreN
		}
	}
	if perIndex == 0 {
		return nil
	}
	chunk := max(1, budget/perIndex)
	if cfg != nil && cfg.Len > 0 {
		chunk, sc.fixed = cfg.Len, true
	}
	sc.layout(chunk)
	return sc
}

// chunkedOperands is the operands of a chunked call as separate sees them.
func chunkedOperands(ops []chunkedOp) []ewOperand {
	o := make([]ewOperand, len(ops))
	for k := range ops {
		o[k] = ops[k].o
	}
	return o
}

// shouldChunk reports whether host operands of hostBytes stream: from
// the threshold on, and whenever they take more than half the free device
// memory (whole copies would not fit). It returns the free memory.
func shouldChunk(dev Device, hostBytes, thr int) (int64, bool) {
	if hostBytes == 0 || thr < 0 {
		return 0, false
	}
	free, _, err := dev.MemInfo()
	if err != nil {
		return 0, false
	}
	return free, hostBytes >= thr || int64(hostBytes) > free/2
}

// broadcastAlong reports whether an operand repeats along some loop axis.
func broadcastAlong(shape, strides []int) bool {
	for a, s := range strides {
		if s == 0 && shape[a] > 1 {
			return true
		}
	}
	return false
}

// spanBytes is the size of the memory a host operand spans.
func spanBytes(op *chunkedOp) int {
	lo, hi := extent(op.o.shape, op.o.strides)
	return (hi - lo + 1) * op.es
}

// layout cuts the loop into chunks of at most chunk indices and places
// each chunked operand's buffer in a lane.
func (sc *chunkedCall) layout(chunk int) {
	sc.geom = chunked.NewGeom(sc.lshape, chunk)
	d := sc.geom.D
	off := 0
	for k := range sc.ops {
		op := &sc.ops[k]
		if op.kind != kStream {
			continue
		}
		n := op.coreN
		if op.lstr[d] != 0 {
			n *= sc.geom.Rows
		}
		for a := d + 1; a < len(sc.lshape); a++ {
			if op.lstr[a] != 0 {
				n *= sc.lshape[a]
			}
		}
		op.off = off
		off += chunked.AlignUp(n * op.es)
	}
	sc.bytes = max(off, chunked.BufAlign)
}

// laneState is a lane's scratch for one call.
type laneState struct {
	idx   []int
	cs    []int            // the chunk's loop shape
	ops   []ewOperand      // per operand: device pointer, loop shape and strides
	core  []ewOperand      // per operand: core shape and strides (gufunc)
	pk    [][]int          // a chunked operand's packed view shape
	hst   [][]int          // its host strides over pk
	lst   [][]int          // loop strides over cs
	host  []unsafe.Pointer // where a chunked operand's chunk is copied from or to: staging, or the pinned operand itself
	ew    ewScratch        // coalescing
	bases []unsafe.Pointer
	views []chunked.View // the chunk's gathers or scatters
}

func (sc *chunkedCall) newLaneState() *laneState {
	nops, r := len(sc.ops), len(sc.lshape)
	ls := &laneState{idx: make([]int, r), cs: make([]int, 0, r), ops: make([]ewOperand, nops), core: make([]ewOperand, nops),
		host: make([]unsafe.Pointer, nops), pk: make([][]int, nops), hst: make([][]int, nops), lst: make([][]int, nops), bases: make([]unsafe.Pointer, nops)}
	ls.ew.aligned, ls.ew.cstr = make([][]int, nops), make([][]int, nops)
	return ls
}

// run opens the lanes (shrinking the chunks while the device is out of
// memory, unless ChunkLen fixed them), copies the resident operands, runs
// the chunks and frees everything.
func (sc *chunkedCall) run() (err error) {
	laneCall(&sc.res, sc.dev, nil)
	defer func() { err = sc.res.Done(err) }()
	for k := range sc.ops {
		if err := sc.resident(&sc.ops[k]); err != nil {
			return errs.Wrapf(err, "kern: %s: operand %d", sc.g.label(), k+1)
		}
	}
	var p *chunked.Pipe
	for {
		lanes := min(sc.lanes, sc.geom.N)
		p, err = chunked.Open(sc.dev.Driver(), sc.dev, sc.dev.Staging(), lanes, sc.bytes)
		if err == nil {
			break
		}
		chunk := sc.geom.Rows * sc.geom.Inner / 2
		if sc.fixed || !errors.Is(err, driver.ErrOutOfMemory) || chunk < 1 {
			return errs.Wrapf(err, "kern: %s: streaming host operands", sc.g.label())
		}
		sc.layout(chunk)
	}
	for _, l := range p.Lanes {
		l.State = sc.newLaneState()
	}
	written, failed, cerr := p.Run(sc.geom.N, sc.chunk)
	closeErr := p.Close()
	if failed >= 0 {
		_, _, lo, hi := sc.geom.At(failed, make([]int, len(sc.lshape)))
		return &ChunkError{Func: string(sc.g.label()), Chunk: failed, Chunks: sc.geom.N, Lo: lo, Hi: hi,
			Written: written, HasOutput: true, Err: cerr}
	}
	return closeErr
}

// resident copies a resident operand (or a gufunc's scalar) to the device.
func (sc *chunkedCall) resident(op *chunkedOp) error {
	switch {
	case op.kind == kDevice && op.o.isScal:
		if err := copyScalar(&sc.res, &op.o); err != nil {
			return err
		}
		op.o.isScal = false
	case op.kind == kResident:
		if err := op.o.copyIn(&sc.res, false); err != nil {
			return err
		}
	}
	return nil
}

// chunk runs chunk c on lane l: gather and copy in, launch, copy out,
// wait, scatter.
func (sc *chunkedCall) chunk(l *chunked.Lane, c int) error {
	ls := l.State.(*laneState)
	call := &ls.ew.call
	laneCall(call, sc.dev, l.DS)
	start, rows, lo, hi := sc.geom.At(c, ls.idx)
	d := sc.geom.D
	ls.views = ls.views[:0]
	ls.cs = append(append(ls.cs[:0], rows), sc.lshape[d+1:]...)
	for k := range sc.ops {
		op := &sc.ops[k]
		off := start * op.lstr[d]
		for a := range d {
			off += ls.idx[a] * op.lstr[a]
		}
		ls.ops[k] = ewOperand{dt: op.o.dt, shape: ls.cs}
		ls.core[k] = ewOperand{shape: op.core}
		switch op.kind {
		case kScalar:
			ls.ops[k].isScal, ls.ops[k].scalar = true, op.o.scalar
			continue
		case kDevice, kResident:
			ls.ops[k].ptr = op.o.ptr + driver.Ptr(off*op.es)
			ls.ops[k].strides = op.lstr[d:]
			ls.core[k].strides = op.cstr
			continue
		}
		// Chunked: the packed view drops broadcast loop axes.
		pk := append(ls.pk[k][:0], ls.cs...)
		hst := append(append(ls.hst[k][:0], op.lstr[d:]...), op.cstr...)
		for a := range pk {
			if op.lstr[d+a] == 0 {
				pk[a] = 1
			}
		}
		pk = append(pk, op.core...)
		dst := make([]int, len(pk))
		chunked.DenseStrides(pk, dst)
		lst := append(ls.lst[k][:0], dst[:len(ls.cs)]...)
		for a := range lst {
			if op.lstr[d+a] == 0 {
				lst[a] = 0
			}
		}
		ls.pk[k], ls.hst[k], ls.lst[k] = pk, hst, lst
		ls.ops[k].ptr = l.DBuf + driver.Ptr(op.off)
		ls.ops[k].strides = lst
		ls.core[k].strides = dst[len(ls.cs):]
		ls.bases[k] = unsafe.Add(op.o.host, off*op.es)
		ls.host[k] = unsafe.Add(l.Stage.P, op.off)
		if op.o.pinned && denseView(pk, hst, dst) {
			ls.host[k] = ls.bases[k] // copied in and out directly
		} else if !op.out {
			ls.views = append(ls.views, chunked.View{Base: ls.bases[k], Dense: ls.host[k], ES: op.es, Shape: pk, Strides: hst})
		}
	}
	// The inputs are gathered into the staging buffer together, on several
	// goroutines, then copied in; outputs are copied back after the launch.
	l.Copy(ls.views, true)
	for k := range sc.ops {
		op := &sc.ops[k]
		if op.kind != kStream {
			continue
		}
		n := op.es
		for _, e := range ls.pk[k] {
			n *= e
		}
		if err := call.Stage(ls.ops[k].ptr, ls.host[k], n, op.out); err != nil {
			return fmt.Errorf("copying input %d in: %w", k, err)
		}
	}
	if err := sc.launch(ls, hi-lo); err != nil {
		return err
	}
	if err := call.Back(); err != nil {
		return err
	}
	if err := call.Done(l.DS.Synchronize()); err != nil {
		return err
	}
	ls.views = ls.views[:0]
	for k := range sc.ops {
		op := &sc.ops[k]
		if op.kind == kStream && op.out && ls.host[k] != ls.bases[k] {
			ls.views = append(ls.views, chunked.View{Base: ls.bases[k], Dense: ls.host[k], ES: op.es, Shape: ls.pk[k], Strides: ls.hst[k]})
		}
	}
	// Scattered only once the chunk succeeded: an output chunk is written
	// whole or not at all.
	l.Copy(ls.views, false)
	return nil
}

// launch queues the chunk's kernel on the lane's stream.
func (sc *chunkedCall) launch(ls *laneState, n int) error {
	ls.ew.ops = ls.ops
	if err := ls.ew.coalesce(ls.cs); err != nil {
		return err
	}
	nops := len(sc.ops)
	if sc.gu == nil {
		return sc.g.launchEW(sc.dev, &ls.ew.call, n, ls.ew.cshape, ls.ew.cstr[:nops], ls.ops, sc.nin)
	}
	for k := range ls.core {
		ls.core[k].ptr = ls.ops[k].ptr
	}
	lstr := ls.ew.cstr[:nops]
	for k := range lstr {
		if len(lstr[k]) == 0 { // a scalar's loop strides
			lstr[k] = make([]int, len(ls.ew.cshape))
		}
	}
	return sc.gu.launchGU(sc.dev, &ls.ew.call, n, ls.ew.cshape, lstr, ls.core, sc.ncore)
}

// ChunkError is the failure of a chunked call (kern.ChunkError): one
// chunk's copy or kernel failed, the pipeline stopped, and its buffers
// were freed. Chunk is the lowest-numbered chunk that failed; Written is
// how many chunks had their outputs copied back.
type ChunkError struct {
	Func          string // what ran: the ufunc's name (Loop.SetName), else the loop's identity
	Chunk, Chunks int
	Lo, Hi        int // the failing chunk's loop indices, [Lo, Hi) in C order
	Written       int
	HasOutput     bool // false for reductions, which write no array
	Err           error
}

func (e *ChunkError) Error() string {
	s := fmt.Sprintf("kern: %s: chunk %d of %d (loop indices [%d, %d)) failed: %s", e.Func, e.Chunk, e.Chunks, e.Lo, e.Hi, strings.TrimPrefix(e.Err.Error(), "kern: "))
	switch {
	case !e.HasOutput:
	case e.Written == 0:
		s += "; no output chunk was written"
	default:
		s += fmt.Sprintf("; the output is partially written: %d of %d chunks (the others are unchanged)", e.Written, e.Chunks)
	}
	return s
}

// Unwrap returns the chunk's error, and errs.PartialOutput when the
// output was partially written.
func (e *ChunkError) Unwrap() []error {
	if e.HasOutput && e.Written > 0 {
		return []error{e.Err, errs.PartialOutput}
	}
	return []error{e.Err}
}
