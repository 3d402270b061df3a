package kern

import (
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/kernlab/kern/internal/errs"
	"github.com/kernlab/kern/internal/spread"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// Spreading is a placement that spreads one ufunc, gufunc or reduce call
// on host arrays over several devices: pass it where a call takes its target,
// e.g.
//
//	disc.Call(kern.Spread(kern.CUDA), A, B, C)        // every CUDA device
//	disc.Call(kern.Spread(d0, d1, kern.Weights(3, 1)), A, B, C)
//
// The call's loop is cut along its first (loop) axis into contiguous shares, one
// per device in the order given; each device streams its share with the
// chunked pipeline (Chunked's options apply to every device, through
// SpreadChunking), the devices at the same time, each from its own
// goroutine; results land in the caller's arrays. A reduce folds the
// per-device partials in device order, so the result does not depend on
// which device finishes first.
type Spreading struct {
	members []any // Targets and *Devices as given
	weights []float64
	byRate  bool
	chunk   []ChunkOption
}

// SpreadOption changes how Spread cuts a call.
type SpreadOption func(*Spreading)

// Weights sets each device's share in proportion to w (one weight per
// device, in Spread's order; a device's measured throughput, for
// instance). Without it, or with ByThroughput when the driver reports no
// clock, the shares are equal.
func Weights(w ...float64) SpreadOption {
	return func(s *Spreading) { s.weights = append([]float64(nil), w...) }
}

// ByThroughput sets the shares in proportion to each device's reported
// peak rate (multiprocessors × clock), where every device reports one;
// otherwise they are equal.
func ByThroughput() SpreadOption { return func(s *Spreading) { s.byRate = true } }

// SpreadChunking passes streaming options to every device's share.
func SpreadChunking(opts ...ChunkOption) SpreadOption {
	return func(s *Spreading) { s.chunk = append(s.chunk, opts...) }
}

// Spread returns a placement over several devices. Each of on is a
// *Device, a GPU Target (all its devices: kern.Devices), a CPU Target
// (the host runs a share) or a SpreadOption.
func Spread(on ...any) *Spreading {
	s := &Spreading{}
	for _, o := range on {
		if f, ok := o.(SpreadOption); ok {
			f(s)
			continue
		}
		s.members = append(s.members, o)
	}
	return s
}

// placements resolves the members to one placement per share.
func (s *Spreading) placements(name string) ([]any, []string, error) {
	var ps []any
	var names []string
	for _, m := range s.members {
		switch o := m.(type) {
		case Target:
			if !o.isGPU() {
				ps, names = append(ps, o), append(names, o.String())
				continue
			}
			ds, err := Devices(o)
			if err != nil {
				return nil, nil, errs.Wrapf(err, "kern: %s spread over %v", name, o)
			}
			for _, d := range ds {
				ps, names = append(ps, Chunked(d, s.chunk...)), append(names, d.String())
			}
		case *Device:
			if o == nil || o.Driver() == nil {
				return nil, nil, fmt.Errorf("kern: %s spread over a nil device: %w", name, ErrTarget)
			}
			ps, names = append(ps, Chunked(o, s.chunk...)), append(names, o.String())
		default:
			return nil, nil, fmt.Errorf("kern: %s spread over a %T: want a *kern.Device or kern.Target: %w", name, m, ErrTarget)
		}
	}
	if len(ps) == 0 {
		return nil, nil, fmt.Errorf("kern: %s spread over no device: %w", name, ErrTarget)
	}
	return ps, names, nil
}

// rates are the weights of the shares.
func (s *Spreading) rates(ps []any) ([]float64, error) {
	if s.weights != nil {
		if len(s.weights) != len(ps) {
			return nil, fmt.Errorf("kern: Weights has %d values for %d devices: %w", len(s.weights), len(ps), ErrTarget)
		}
		return s.weights, nil
	}
	if s.byRate {
		w := make([]float64, len(ps))
		for i, p := range ps {
			var dev *Device
			if c, ok := p.(*Chunking); ok {
				dev, _ = c.on.(*Device)
			}
			if dev == nil || dev.info.ClockKHz <= 0 || dev.info.MultiProcessors <= 0 {
				return nil, nil // a device without a rate: equal shares
			}
			w[i] = float64(dev.info.ClockKHz) * float64(dev.info.MultiProcessors)
		}
		return w, nil
	}
	return nil, nil
}

// SpreadError is a spread call that failed on one device: which device,
// which rows of the first axis its share held, and why. The shares of the
// other devices may be written; each output row range of the failed share
// follows the chunk rule (every chunk written completely or untouched).
type SpreadError struct {
	Device  string
	Lo, Hi  int
	Err     error
	NShares int
}

func (e *SpreadError) Error() string {
	return fmt.Sprintf("kern: spread call: share %d..%d of the first axis on %s failed: %v", e.Lo, e.Hi, e.Device, e.Err)
}

func (e *SpreadError) Unwrap() error { return e.Err }

// runShares runs do for every non-empty share at once, one goroutine per
// device, and returns the first failure in device order.
func runShares(cut []spread.Share, names []string, do func(i int, sh spread.Share) error) error {
	errs := make([]error, len(cut))
	var wg sync.WaitGroup
	for i, sh := range cut {
		if sh.Hi == sh.Lo {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := do(i, sh); err != nil {
				errs[i] = &SpreadError{Device: names[i], Lo: sh.Lo, Hi: sh.Hi, Err: err, NShares: len(cut)}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// spreadCall runs a ufunc call spread over devices. It works on copies
// of the argument lists: the shares' goroutines keep them, and the
// caller's lists (Into's []any{out}) stay on the caller's stack.
func (u *Ufunc) spreadCall(sp *Spreading, argList, outList []any) ([]any, error) {
	args, outArgs := slices.Clone(argList), slices.Clone(outList)
	ps, names, err := sp.placements(u.name)
	if err != nil {
		return nil, err
	}
	w, err := sp.rates(ps)
	if err != nil {
		return nil, err
	}
	ops, dev, err := operandsIn(u.name, args, u.nout, nil)
	if err != nil {
		return nil, err
	}
	if dev != nil {
		return nil, fmt.Errorf("kern: %s: Spread takes host arrays; an operand is on %v (run it there, or copy it to the host): %w", u.name, dev, ErrTarget)
	}
	loop, err := u.pick(ops)
	if err != nil {
		return nil, err
	}
	shapes := make([][]int, len(ops))
	for k := range ops {
		shapes[k] = ops[k].Shape
	}
	shape, err := broadcastShapes(shapes)
	if err != nil {
		return nil, fmt.Errorf("kern: %s: operands of shapes %s: %w", u.name, shapeList(shapes), err)
	}
	if len(shape) == 0 {
		// Nothing to cut: the first device runs it.
		return u.call(ps[0], args, outArgs)
	}
	outs := outArgs
	if outs == nil {
		outs = make([]any, u.nout)
		for j, dt := range loop.Out {
			o, err := newOutput(dt, shape, nil)
			if err != nil {
				return nil, err
			}
			outs[j] = o.Value
		}
	} else if _, err := withOutputDevices(u.name, nil, outArgs); err != nil {
		return nil, err
	} else if given, err := outputsIn(u.name, outArgs, loop.Out, shape, nil, nil); err != nil {
		return nil, err
	} else if args, err = separateArgs(ops, given, nil, args); err != nil {
		// The shares write their rows at the same time as others read theirs.
		return nil, err
	}
	n := shape[0]
	cut := spread.Cut(n, len(ps), w)
	err = runShares(cut, names, func(i int, sh spread.Share) (err error) {
		sub := make([]any, len(args))
		for k, a := range args {
			// An operand that broadcasts along the first axis (fewer
			// dimensions, or length 1 there) goes to every share whole.
			if ops[k].IsScalar() || len(ops[k].Shape) < len(shape) || ops[k].Shape[0] != n {
				sub[k] = a
				continue
			}
			if sub[k], err = spread.Rows(a, sh.Lo, sh.Hi); err != nil {
				return err
			}
		}
		subOut := make([]any, len(outs))
		for j, o := range outs {
			if subOut[j], err = spread.Rows(o, sh.Lo, sh.Hi); err != nil {
				return err
			}
		}
		_, err = u.call(ps[i], sub, subOut)
		return err
	})
	if err != nil {
		return nil, err
	}
	return outs, nil
}

// spreadReduce runs a whole-array reduction spread over devices: each
// device reduces its rows, and the partials are folded on the CPU in
// device order with the caller's options (Init counts once).
func spreadReduce(name string, loops []Loop, sp *Spreading, a any, opts []ReduceOption) (any, error) {
	var cfg reduceConfig
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.hasAxis {
		return nil, fmt.Errorf("kern: %s.Reduce: Spread reduces whole arrays; Axis runs on the CPU targets only: %w", name, ErrTarget)
	}
	ps, names, err := sp.placements(name + ".Reduce")
	if err != nil {
		return nil, err
	}
	w, err := sp.rates(ps)
	if err != nil {
		return nil, err
	}
	op, dev, err := operandOfIn(a, nil)
	if err != nil {
		return nil, errs.Wrapf(err, "kern: %s.Reduce", name)
	}
	if dev != nil {
		return nil, fmt.Errorf("kern: %s.Reduce: Spread takes host arrays; the operand is on %v: %w", name, dev, ErrTarget)
	}
	if op.IsScalar() || len(op.Shape) == 0 || op.Shape[0] == 0 {
		return reduceWith(name, loops, CPU, a, opts)
	}
	cut := spread.Cut(op.Shape[0], len(ps), w)
	parts := make([]any, len(cut))
	err = runShares(cut, names, func(i int, sh spread.Share) error {
		rows, err := spread.Rows(a, sh.Lo, sh.Hi)
		if err != nil {
			return err
		}
		parts[i], err = reduceWith(name, loops, ps[i], rows, nil)
		return err
	})
	if err != nil {
		return nil, err
	}
	var got []any
	for _, p := range parts {
		if p != nil {
			got = append(got, p)
		}
	}
	folded, err := spread.Stack(got)
	if err != nil {
		return nil, errors.Join(fmt.Errorf("kern: %s.Reduce: folding the partials", name), err)
	}
	return reduceWith(name, loops, CPU, folded, opts)
}

// spreadCall runs a gufunc call spread over devices: the shares cut its
// first loop dimension; operands without it (core dimensions only, or
// length 1 there) go to every device whole.
func (g *GUfunc) spreadCall(sp *Spreading, argList, outList []any, ops []ufunc.Operand, outTypes []nd.DType, b ufunc.Binding, dev *Device) ([]any, error) {
	// Copies, as in Ufunc.spreadCall.
	args, outArgs := slices.Clone(argList), slices.Clone(outList)
	ps, names, err := sp.placements(g.name)
	if err != nil {
		return nil, err
	}
	w, err := sp.rates(ps)
	if err != nil {
		return nil, err
	}
	if dev != nil {
		return nil, fmt.Errorf("kern: %s: Spread takes host arrays; an operand is on %v (run it there, or copy it to the host): %w", g.name, dev, ErrTarget)
	}
	if len(b.Loop) == 0 {
		return g.call(ps[0], args, outArgs)
	}
	outs := outArgs
	if outs == nil {
		outs = make([]any, len(outTypes))
		for j, dt := range outTypes {
			o, err := newOutput(dt, b.OutShape(g.layout, j), nil)
			if err != nil {
				return nil, err
			}
			outs[j] = o.Value
		}
	} else {
		// As in Ufunc.spreadCall: no share reads what another writes.
		given := make([]ufunc.Operand, len(outs))
		for j, o := range outs {
			if given[j], _, err = operandOf(o); err != nil {
				return nil, err
			}
		}
		ncore := make([]int, len(args))
		for k := range ncore {
			ncore[k] = len(g.layout.Core(k))
		}
		if args, err = separateArgs(slices.Clone(ops), given, ncore, args); err != nil {
			return nil, err
		}
	}
	n := b.Loop[0]
	cut := spread.Cut(n, len(ps), w)
	err = runShares(cut, names, func(i int, sh spread.Share) (err error) {
		sub := make([]any, len(args))
		for k, a := range args {
			o := &ops[k]
			if o.IsScalar() || len(o.Shape)-len(g.layout.Core(k)) < len(b.Loop) || o.Shape[0] != n {
				sub[k] = a
				continue
			}
			if sub[k], err = spread.Rows(a, sh.Lo, sh.Hi); err != nil {
				return err
			}
		}
		subOut := make([]any, len(outs))
		for j, o := range outs {
			if subOut[j], err = spread.Rows(o, sh.Lo, sh.Hi); err != nil {
				return err
			}
		}
		_, err = g.call(ps[i], sub, subOut)
		return err
	})
	if err != nil {
		return nil, err
	}
	return outs, nil
}
