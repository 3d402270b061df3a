package gpucall

import (
	"errors"
	"fmt"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/chunked"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/errs"
)

// Reduce reduces on a GPU: a host array above the threshold streams
// through the lanes (each chunk folds into its own partial result on the
// device; the partials are folded in chunk order at the end, so the result
// depends only on the chunking), else the whole array is copied in
// (reduceWhole).
func (g *Loop) Reduce(dev Device, s Stream, cfg *chunked.Config, in any, init, out unsafe.Pointer) error {
	o, err := g.operandOf(in, g.in[0], dev)
	if err != nil {
		return errs.Wrapf(err, "kern: %s.Reduce", g.label())
	}
	o = denseHost(o)
	if s == nil {
		if done, err := g.chunkedReduce(dev, cfg, o, init, out); done {
			return err
		}
	}
	return g.reduceWhole(dev, s, o, init, out)
}

// chunkedReduce is the chunked reduction; done is false when the call
// should take the whole-copy path.
func (g *Loop) chunkedReduce(dev Device, cfg *chunked.Config, o ewOperand, init, out unsafe.Pointer) (done bool, err error) {
	if o.isScal || o.host == nil {
		return false, nil
	}
	thr := cfg.Threshold()
	if thr < 0 || dev == nil || dev.Driver() == nil {
		return false, nil
	}
	dt := g.in[0]
	es := dt.Size()
	n := 1
	for _, d := range o.shape {
		n *= d
	}
	free, ok := shouldChunk(dev, n*es, thr)
	if n == 0 || !ok {
		return false, nil
	}
	cshape, cstr, err := coalesce(o.shape, []ewOperand{o})
	if err != nil || len(cshape) != 1 {
		return false, nil // the whole-copy path explains
	}
	stride := cstr[0][0]
	f1, err := g.function(dev, abi.RoleStage1)
	if err != nil {
		return true, err
	}
	f2, err := g.function(dev, abi.RoleStage2)
	if err != nil {
		return true, err
	}
	lanes := cfg.Lanes(dev.Info())
	chunk, fixed := max(1, cfg.Budget(free, lanes)/es), false
	if cfg != nil && cfg.Len > 0 {
		chunk, fixed = cfg.Len, true
	}
	var (
		geom    chunked.Geom
		p       *chunked.Pipe
		results driver.Ptr
		partOff int
	)
	defer func() {
		if p != nil {
			err = errors.Join(err, p.Close())
		}
		if results != 0 {
			err = errors.Join(err, dev.Driver().Free(results))
		}
	}()
	for {
		geom = chunked.NewGeom([]int{n}, chunk)
		partOff = chunked.AlignUp(geom.Rows * es)
		results, err = dev.Driver().Alloc((geom.N + 1) * es)
		if err == nil {
			p, err = chunked.Open(dev.Driver(), dev, dev.Staging(), min(lanes, geom.N), partOff+ReduceMaxPartials*es)
			if err != nil {
				_ = dev.Driver().Free(results)
				results = 0
			}
		}
		if err == nil {
			break
		}
		if fixed || !errors.Is(err, driver.ErrOutOfMemory) || chunk < 2 {
			return true, errs.Wrapf(err, "kern: %s.Reduce: streaming a reduction", g.label())
		}
		chunk /= 2
	}
	written, failed, cerr := p.Run(geom.N, func(l *chunked.Lane, c int) error {
		start, rows, _, _ := geom.At(c, nil)
		stage := l.Stage.P
		l.Copy([]chunked.View{{Base: unsafe.Add(o.host, start*stride*es), Dense: stage, ES: es, Shape: []int{rows}, Strides: []int{stride}}}, true)
		var call dispatch.Call
		laneCall(&call, dev, l.DS)
		if err := call.Put(l.DBuf, stage, rows*es); err != nil {
			return fmt.Errorf("copying the input in: %w", err)
		}
		if err := g.foldOnDevice(dev, &call, f1, f2, l.DBuf, rows, 1, l.DBuf+driver.Ptr(partOff), results+driver.Ptr(c*es), nil); err != nil {
			return err
		}
		return l.DS.Synchronize()
	})
	if failed >= 0 {
		_, _, lo, hi := geom.At(failed, nil)
		return true, &ChunkError{Func: string(g.label()), Chunk: failed, Chunks: geom.N, Lo: lo, Hi: hi, Written: written, Err: cerr}
	}
	final := results + driver.Ptr(geom.N*es)
	l0 := p.Lanes[0]
	var call dispatch.Call
	laneCall(&call, dev, l0.DS)
	if err := g.foldOnDevice(dev, &call, f1, f2, results, geom.N, 1, l0.DBuf+driver.Ptr(partOff), final, init); err != nil {
		return true, err
	}
	if err := call.Get(out, final, es); err != nil {
		return true, errs.Wrapf(err, "kern: %s.Reduce: reading the result", g.label())
	}
	if err := l0.DS.Synchronize(); err != nil {
		return true, errs.Wrapf(err, "kern: %s.Reduce: combining the chunks", g.label())
	}
	return true, nil
}
