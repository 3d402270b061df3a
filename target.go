package kern

import (
	"fmt"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/errs"
	"github.com/kernlab/kern/internal/hostexec"
	"github.com/kernlab/kern/internal/placement"
	"github.com/kernlab/kern/internal/simt"
	"github.com/kernlab/kern/ufunc"
)

// Target says where a ufunc runs. It is passed with every call: there is
// no global default to change. The zero value is Auto.
type Target int

const (
	// Auto runs on the GPU when the ufunc has compiled code for it and a
	// GPU holds the operands or, for host operands, is present (CUDA, else
	// ROC; host arrays are copied in and out), and on Parallel otherwise.
	Auto Target = iota
	// CPU is a serial loop on the calling goroutine.
	CPU
	// Parallel spreads the elements over GOMAXPROCS goroutines in chunks
	// of at least 64 KiB of output.
	Parallel
	// Sim runs the ufunc as a grid of threads on the host device (the simt
	// engine), each thread striding over the elements as a CUDA grid-stride
	// loop does: the CUDA execution model on the CPU.
	Sim
	// CUDA runs the loop's PTX on an NVIDIA device.
	CUDA
	// ROC runs the loop's amdgpu code object on an AMD device (driver/roc).
	ROC
)

// String is the target's name as Numba spells it ("cpu", "parallel", …).
func (t Target) String() string { return placement.Target(t).String() }

// ParseTarget is the inverse of String.
func ParseTarget(s string) (Target, error) {
	t, ok := placement.ParseTarget(s)
	if !ok {
		return 0, fmt.Errorf("kern: unknown target %q (want one of %v): %w", s, placement.TargetNames(), ErrTarget)
	}
	return Target(t), nil
}

// cpuRun is the loop's CPU inner loop: the one `kern gen` wrote, with the
// core inlined, when the loop's function was generated from its current
// source; else Run (a stale SIMD loop would compute the old function).
// The sim target keeps Run, one element per thread.
func (l *Loop) cpuRun() func(n int, args []unsafe.Pointer, steps []int) {
	if g := l.gpu; g != nil && g.Gen() != nil && g.Gen().CPU != nil {
		if g.Current() {
			return g.Gen().CPU
		}
		g.WarnStale("the CPU targets run " + shortName(string(l.ID)) + " as its Go function, slower than the loop kern gen wrote")
	}
	return l.Run
}

// cpuFold is the loop's fold: the one `kern gen` wrote for a reduce core,
// with the core inlined, when there is one and it is current (its lane
// order assumes the core kern gen saw); else Fold (which may be nil).
func (l *Loop) cpuFold() func(acc unsafe.Pointer, n int, x unsafe.Pointer, step int) {
	if g := l.gpu; g != nil && g.Gen() != nil && g.Gen().Fold != nil {
		if g.Current() {
			return g.Gen().Fold
		}
		g.WarnStale("the CPU targets reduce with " + shortName(string(l.ID)) + " as its Go function, slower than the fold kern gen wrote")
	}
	return l.Fold
}

// hasGPUCode reports whether a loop can run on a GPU target.
func (l *Loop) hasGPUCode() bool { return l.gpu != nil && l.gpu.HasCode() }

// gpuPkg is the generated package that holds the loop's GPU code (nil
// without code).
func (l *Loop) gpuPkg() *GenPackage {
	if l.gpu == nil {
		return nil
	}
	return l.gpu.Package()
}

// gpuStale is the error GPU calls of the loop's code return (stale code);
// nil when it is current or missing.
func (l *Loop) gpuStale() error {
	if l.gpu == nil {
		return nil
	}
	return l.gpu.Stale()
}

// isGPU reports whether t needs compiled code.
func (t Target) isGPU() bool { return t == CUDA || t == ROC }

// Where reports the target and device a Call with these arguments runs
// on, without running it: the choice kern.Auto makes (the operands' GPU,
// else the CUDA then ROC device when kern gen compiled the picked loop,
// else Parallel on the host device), or the error the call would return
// for a bad placement, bad operands or, on a GPU, generated code that is
// stale (ErrStale). CPU targets report the host device.
func (u *Ufunc) Where(on any, args ...any) (Target, *Device, error) {
	if u.err != nil {
		return 0, nil, u.err
	}
	if len(args) != u.nin {
		return 0, nil, fmt.Errorf("kern: %s takes %d inputs, got %d: %w", u.name, u.nin, len(args), ufunc.ErrArity)
	}
	ops, dev, err := operands(u.name, args, 0)
	if err != nil {
		return 0, nil, err
	}
	loop, err := u.pick(ops)
	if err != nil {
		return 0, nil, err
	}
	e, err := place(&placeReq{on: on, name: u.name, opDev: dev, hasCode: loop.hasGPUCode(), pkg: loop.gpuPkg(), id: loop.ID, directive: "vectorize", stale: loop.gpuStale(), cpuOnly: multiOutputCPUOnly(loop)})
	return whereOf(e, err)
}

// Where reports where a Call of the reduction on a would run; see
// Ufunc.Where.
func (r *Reducer) Where(on any, a any) (Target, *Device, error) {
	if r.err != nil {
		return 0, nil, r.err
	}
	op, dev, err := operandOf(a)
	if err != nil {
		return 0, nil, errs.Wrapf(err, "kern: %s.Reduce", r.name)
	}
	for i := range r.loops {
		if l := &r.loops[i]; len(l.In) == 2 && l.In[0] == op.DType {
			e, err := place(&placeReq{on: on, name: r.name, opDev: dev, hasCode: l.hasGPUCode(), pkg: l.gpuPkg(), id: l.ID, directive: "reduce", stale: l.gpuStale()})
			return whereOf(e, err)
		}
	}
	_, err = r.Call(on, a) // the call's own error for a dtype without a loop
	return 0, nil, err
}

// where is a kernel's Where.
func (c *kernelCore) where(on any, args ...any) (Target, *Device, error) {
	return whereOf(c.place(on, args, nil))
}

func whereOf(e exec, err error) (Target, *Device, error) {
	if err != nil {
		return 0, nil, err
	}
	if e.dev == nil {
		e.dev = HostDevice()
	}
	return e.t, e.dev, nil
}

// exec is where one call runs: the concrete target, the device (nil: host
// memory only, on a CPU target) and the stream (nil: synchronous).
type exec struct {
	t   Target
	dev *Device
	s   *Stream
	// chunk holds the Chunked options of a GPU call on host arrays (nil:
	// the defaults).
	chunk *chunkConfig
}

// capturable refuses, while a stream of e's device captures a Graph, a
// call on a stream that a graph could not replay: one that allocates its
// outputs or reads host arrays (among args, the call's inputs). A GPU
// refuses both as allocations; the host device refuses them here too, so
// that a capture that works there works on a GPU.
func (e exec) capturable(name string, allocates bool, args []any) error {
	if e.s == nil || e.dev == nil || e.dev.capturing.Load() == 0 {
		return nil // one load outside a capture
	}
	if allocates {
		return e.dev.refuseCapture(name + ": a call that allocates its outputs (call Into with device arrays)")
	}
	for _, a := range args {
		if o, d, err := operandOf(a); err == nil && d == nil && !o.IsScalar() {
			return e.dev.refuseCapture(name + ": a call on host arrays (copy them to device arrays before the capture)")
		}
	}
	return nil
}

// deviceTarget is the target that runs on dev: CUDA, ROC, or Sim for a
// device that runs Go code (the host device).
func deviceTarget(dev *Device) Target {
	switch dev.info.Kind {
	case driver.KindCUDA:
		return CUDA
	case driver.KindROC:
		return ROC
	}
	if _, ok := dev.Driver().(goLauncher); ok {
		return Sim
	}
	return Auto
}

// placedTarget is the target a call placed on dev (or one of its
// streams) asks for: a GPU's own, and on a device that runs Go code Auto,
// which there is the fastest correct host path (Parallel; for a kernel
// its block function, else Sim), so that a pipeline written with the host
// device's streams runs as fast as kern.Parallel does. kern.Sim, with
// OnStream for a launch, still asks for the simulator.
func placedTarget(dev *Device) Target {
	if t := deviceTarget(dev); t != Sim {
		return t
	}
	return Auto
}

// placeReq is what a ufunc, gufunc, reduce call or kernel launch asks of
// placement.
type placeReq struct {
	on     any     // a Target, *Device, *Stream, or for calls a *Chunking
	name   string  // what runs, for errors: a ufunc's name, "kernel NAME"
	opDev  *Device // the operands' device; nil: host memory only
	stream *Stream // a launch's OnStream option
	// hasCode says whether kern gen compiled the function; id and
	// directive name it and the mark that would compile it.
	hasCode   bool
	id        Identity
	directive string
	// pkg is the generated package that holds the code, when hasCode:
	// Auto passes over a GPU it has no code for (dispatch.Fits).
	pkg *GenPackage
	// stale is the error GPU targets return for the function's code
	// (stale, or not replaced by the JIT); nil when current.
	stale error
	// grid: a kernel, which runs as a grid on every CPU target (Sim) and
	// takes no Chunking; with blocks, kern gen wrote a block function for
	// it, which runs it on CPU and Parallel instead.
	grid, blocks bool
	// cpuOnly, when not "", says what runs on the CPU targets only ("Reduce
	// runs on the CPU targets only: ..."): Auto keeps the call on the host, and
	// a GPU target is an error that says so.
	cpuOnly string
}

// place decides where a call or launch runs: it resolves on (a Target,
// *Device, *Stream, or for calls a *Chunking) and checks that a named
// device or stream (or a launch's OnStream) is the operands' device; the
// rules every kind of call follows are internal/placement's.
func place(r *placeReq) (exec, error) {
	var e exec
	on, name := r.on, r.name
	if !r.grid {
		// A *Chunking is a placement with chunking options.
		if c, ok := on.(*Chunking); ok && c != nil {
			on, e.chunk = c.on, &c.cfg
		}
	}
	switch o := on.(type) {
	case Target:
		e.t = o
	case *Device:
		if o == nil {
			return e, fmt.Errorf("kern: %s on a nil *kern.Device (kern.Auto asks for the default device): %w", name, ErrTarget)
		}
		if o.Driver() == nil {
			return e, fmt.Errorf("kern: %s on a device without a driver: %w", name, driver.ErrNoDevice)
		}
		e.t, e.dev = placedTarget(o), o
	case *Stream:
		if o == nil {
			return e, fmt.Errorf("kern: %s on a nil stream: %w", name, ErrTarget)
		}
		e.t, e.dev, e.s = placedTarget(o.Device()), o.Device(), o
	case *Spreading:
		return e, fmt.Errorf("kern: %s: Spread places ufunc, gufunc and reduce calls only: %w", name, ErrTarget)
	case nil:
		return e, fmt.Errorf("kern: %s on nil (kern.Auto asks for the default device): %w", name, ErrTarget)
	default:
		return e, fmt.Errorf("kern: %s on a %T: want a kern.Target, *kern.Device or *kern.Stream: %w", name, on, ErrTarget)
	}
	if s := r.stream; s != nil && e.s == nil {
		if e.dev != nil && s.dev != e.dev {
			return e, fmt.Errorf("kern: %s on %v with a stream of %v: %w", name, e.dev, s.dev, ErrTarget)
		}
		e.dev, e.s = s.dev, s
	}
	if e.dev != nil && r.opDev != nil && e.dev != r.opDev {
		return e, fmt.Errorf("kern: %s on %v, but its operands live on %v: %w", name, e.dev, r.opDev, ErrTarget)
	}
	if e.dev == nil {
		e.dev = r.opDev
	}
	var code placement.Code
	if r.pkg != nil {
		code = genCode{r.pkg}
	}
	t, dev, err := placement.Resolve(&placement.Request{
		Name: name, Target: placement.Target(e.t), Dev: placeDevice(e.dev),
		HasCode: r.hasCode, ID: string(r.id), Directive: r.directive, Stale: r.stale, Code: code,
		Grid: r.grid, Blocks: r.blocks, CPUOnly: r.cpuOnly,
	}, processDevices{})
	if err != nil {
		return e, err
	}
	e.t, e.dev = Target(t), deviceOf(dev)
	if e.s == nil && e.dev != nil && e.dev.capturing.Load() != 0 {
		// A call with no stream runs now: inside a capture it is a
		// mistake that would escape the graph.
		return e, e.dev.refuseCapture(name + " with no stream")
	}
	return e, nil
}

// genCode is a generated package as placement asks of it: a struct of one
// pointer, which an interface holds without allocating.
type genCode struct{ pkg *GenPackage }

func (c genCode) Fits(d placement.Device) error {
	if cd, ok := d.(*callDevice); ok {
		return dispatch.Fits(cd, c.pkg)
	}
	return nil
}

// processDevices is the process's devices as placement asks for them.
type processDevices struct{}

func (processDevices) DefaultDevice(t placement.Target) (placement.Device, error) {
	d, err := DefaultDevice(Target(t))
	if err != nil {
		return nil, err
	}
	return placeDevice(d), nil
}

func (processDevices) HostDevice() placement.Device { return placeDevice(HostDevice()) }

// deviceOf is the *Device behind an engine's view of it (nil for nil).
func deviceOf(d any) *Device {
	if c, ok := d.(*callDevice); ok {
		return (*Device)(c)
	}
	return nil
}

// ready orders a CPU-target call after the work queued on its device: a
// CPU loop reads device memory directly, so copies and launches queued on
// streams must be done. Sim launches do this themselves (on a stream, or
// on the legacy null stream, which waits for the others), and so does a
// Parallel call on a stream, which is queued there (queue).
func (e exec) ready() error {
	if e.ordered() {
		return nil
	}
	return e.syncAll()
}

// ordered reports that the device orders a host call after the work
// queued before it: a Sim launch, or a call queued on a stream.
func (e exec) ordered() bool { return e.t == Sim || e.s != nil }

// syncAll waits for the work queued where e runs: its stream, or its
// device.
func (e exec) syncAll() error {
	switch {
	case e.s != nil:
		return e.s.Synchronize()
	case e.dev != nil:
		return e.dev.Synchronize()
	}
	return nil
}

// simLaunch launches sim grids for name: on e.s when the call named a
// stream (asynchronously: keep stays alive until the stream is
// synchronized) and synchronously otherwise.
func (e exec) simLaunch(name, work string, keep ...any) hostexec.Launch {
	return func(n int, body func(*simt.Thread)) error {
		err := e.dev.launchGo(FuncLaunch{Grid: Dim3{hostexec.SimGrid(n), 1, 1}, Block: Dim3{hostexec.SimBlockFor(n), 1, 1}, NoSync: true, Stream: e.s, Name: name}, work, body)
		if err != nil {
			return errs.WrapKernel("kern: "+name+" on the sim target", name, err)
		}
		if e.s != nil {
			e.s.keep(keep...)
		}
		return nil
	}
}

// queue is where a Parallel call on a stream of the host device runs its
// chunks: as the blocks of a launch queued on the stream (asynchronously:
// keep stays alive until the stream is synchronized, and a failure is the
// stream's). nil for any other call, whose chunks run before it returns.
func (e exec) queue(name, work string, keep ...any) hostexec.Queue {
	if e.t != Parallel || e.s == nil {
		return nil
	}
	return func(n int, body func(int)) error {
		bl, ok := e.dev.Driver().(blockLauncher)
		if !ok {
			return fmt.Errorf("kern: %s: %v runs no Go code: %w", name, e.dev, ErrTarget)
		}
		ds, err := e.dev.driverStream(e.s)
		if err != nil {
			return errs.Wrapf(err, "kern: %s", name)
		}
		cfg := simt.Config{Grid: simt.Dim3{X: n, Y: 1, Z: 1}, Block: simt.Dim3{X: 1, Y: 1, Z: 1}, Name: name, Work: work}
		if err := bl.LaunchBlocks(cfg, func(b *simt.Block) { body(b.Thread().BlockIdx.X) }, ds); err != nil {
			return errs.WrapKernel("kern: "+name+" on the parallel target", name, err)
		}
		e.s.keep(keep...)
		return nil
	}
}

// hostKind is the host executor of a CPU target.
func (e exec) hostKind() hostexec.Kind {
	switch e.t {
	case Parallel:
		return hostexec.Parallel
	case Sim:
		return hostexec.Sim
	}
	return hostexec.Serial
}

// placeDevice is d as placement sees it (nil for nil).
func placeDevice(d *Device) placement.Device {
	if d == nil {
		return nil
	}
	return (*callDevice)(d)
}
