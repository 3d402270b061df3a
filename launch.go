package kern

import (
	"context"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"unsafe"

	"path/filepath"
	"runtime"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/errs"
	"github.com/kernlab/kern/internal/gpuprof"
	"github.com/kernlab/kern/internal/kprint"
	"github.com/kernlab/kern/internal/registry"
	"github.com/kernlab/kern/internal/simt"
)

// D1, D2 and D3 are launch extents: kern.D2(16, 16) is Numba's (16, 16).
func D1(x int) Dim3       { return Dim3{x, 1, 1} }
func D2(x, y int) Dim3    { return Dim3{x, y, 1} }
func D3(x, y, z int) Dim3 { return Dim3{x, y, z} }

// LaunchOption changes one kernel launch. Options follow the kernel's
// arguments in Launch; OnStream (a CopyOption) is accepted there too.
type LaunchOption struct{ apply func(*launchConfig) }

// SharedMem sets the dynamic shared memory per block in bytes, read in
// the kernel with DynShared (Numba's fourth launch parameter). With the
// kernel's static shared memory it must fit the device's
// SharedMemPerBlock or, on CUDA, its SharedMemPerBlockOptin (227 KiB on
// an H100): past the first, kern opts the kernel in for the launch.
func SharedMem(bytes int) LaunchOption {
	return LaunchOption{func(c *launchConfig) { c.shared = bytes }}
}

// SharedCarveout asks that the kernel's multiprocessor give percent (0 to
// 100) of its unified L1 and shared memory to shared memory while the
// kernel runs; -1 leaves the choice to the driver, as a launch without
// this option does (CUDA's PREFERRED_SHARED_MEMORY_CARVEOUT). It is a
// hint the driver may overrule. The attribute belongs to the kernel on
// the device: kern sets it when a launch asks for another value than the
// kernel's previous launch there, so launches that keep one value cost
// nothing more. AMD GPUs, the host device and the emulators take it and
// change nothing.
func SharedCarveout(percent int) LaunchOption {
	return LaunchOption{func(c *launchConfig) { c.carveout = percent + 1 }}
}

// NoSync promises that the kernel never synchronizes threads (no barrier,
// no shuffle), so the sim target runs each block as a plain loop: much
// faster. A broken promise is reported as a kernel error. Kernels that
// `kern gen` compiled get this automatically when they use no barrier.
func NoSync() LaunchOption { return LaunchOption{func(c *launchConfig) { c.coop = -1 }} }

// ThreadGoroutines makes the sim target run every thread on its own
// goroutine, so barriers and shuffles work. It is the default for kernels
// without generated code; use it to override generated code's NoSync. (It
// is a simulator setting, not CUDA's cooperative launch.)
func ThreadGoroutines() LaunchOption { return LaunchOption{func(c *launchConfig) { c.coop = 1 }} }

// CooperativeLaunch launches every block of the grid at once, so that the
// kernel may call t.GridSync (CUDA's cudaLaunchCooperativeKernel, HIP's
// hipModuleLaunchCooperativeKernel). The launch fails with an error
// wrapping ErrLaunchConfig when the grid cannot run at once: on a GPU when
// more blocks than its multiprocessors hold at once (MaxCooperativeBlocks),
// on Sim over simt's MaxGridSyncThreads threads. A kernel kern gen saw
// call t.GridSync is refused without it on every target, before any thread
// runs (one without generated code fails at its first GridSync on the CPU
// targets). (Not ThreadGoroutines, once
// named Cooperative, which is a simulator setting.)
func CooperativeLaunch() LaunchOption {
	return LaunchOption{func(c *launchConfig) { c.gridSync = true }}
}

// WithContext ties the launch to ctx. On the sim target (and emulated
// devices) a ctx that ends stops the kernel: threads not yet started do not
// start, running ones stop at their next SyncThreads, Barrier, shuffle or
// Shared call, and the launch fails with an error wrapping ctx's error (a
// synchronous launch returns it at once; on a stream it is the stream's
// failure). A thread spinning in a loop that calls none of these cannot be
// stopped by Go: the launch returns anyway and the thread is abandoned.
// On a real GPU a running kernel cannot be cancelled; the context then
// only bounds the waits (use Stream.SynchronizeContext).
func WithContext(ctx context.Context) LaunchOption {
	return LaunchOption{func(c *launchConfig) { c.ctx = ctx }}
}

// launchConfig is a launch's shape and options.
type launchConfig struct {
	ctx         context.Context
	grid, block Dim3
	shared      int
	carveout    int // SharedCarveout's percent plus one: 0 is the driver's choice
	stream      *Stream
	coop        int8 // 0: decide from generated code; 1 cooperative; -1 loop
	gridSync    bool // CooperativeLaunch
	printW      io.Writer
	printIDs    bool
}

// launchPlan is a validated launch.
type launchPlan struct {
	target Target
	dev    *Device
	cfg    launchConfig
	vals   []any // sim: the parameters' Go values
	// isGPU: a GPU target's launch, marshalled in gpu. It is held by value
	// and refers to nothing inside the plan, which then stays on the
	// Launch method's stack (a pointer into itself would move it to the
	// heap).
	isGPU bool
	gpu   gpuLaunch
}

// maxKernelParams is the most parameters a kernel has (NewKernel1…8).
const maxKernelParams = abi.MaxKernelParams

// dimOf reads a grid or block extent: an int or a Dim3 (zero Y and Z mean 1,
// so Dim3{X: 8} is 8).
func dimOf(what string, v any) (Dim3, error) {
	var d Dim3
	switch x := v.(type) {
	case int:
		d = Dim3{x, 1, 1}
	case Dim3:
		d = x
		if d.Y == 0 && d.Z == 0 {
			d.Y, d.Z = 1, 1
		}
	case [2]int:
		d = Dim3{x[0], x[1], 1}
	case [3]int:
		d = Dim3{x[0], x[1], x[2]}
	default:
		return d, fmt.Errorf("%s must be an int or a kern.Dim3, not %T: %w", what, v, ErrLaunchConfig)
	}
	if d.X < 1 || d.Y < 1 || d.Z < 1 {
		return d, fmt.Errorf("%s %v has an extent below 1: %w", what, d, ErrLaunchConfig)
	}
	return d, nil
}

// splitArgs separates trailing launch options from the kernel's arguments,
// applying them to cfg.
func splitArgs(args []any, cfg *launchConfig) ([]any, error) {
	n := len(args)
	if n == 0 || !isLaunchOption(args[n-1]) {
		return args, nil // the common launch: no options
	}
	// Options apply through function values, which would make cfg (in the
	// caller's launch plan) escape: they write a heap copy.
	opts := new(launchConfig)
	*opts = *cfg
	for n > 0 && isLaunchOption(args[n-1]) {
		switch o := args[n-1].(type) {
		case LaunchOption:
			if o.apply != nil {
				o.apply(opts)
			}
		case CopyOption:
			var cc copyConfig
			if o != nil {
				o(&cc)
			}
			if cc.noCopy {
				return nil, fmt.Errorf("kern: NoCopy is not a launch option: %w", ErrArgument)
			}
			if cc.nilStream {
				return nil, errNilStream("OnStream")
			}
			opts.stream = cc.stream
		}
		n--
	}
	*cfg = *opts
	return args[:n], nil
}

// applyOptions applies Run's options to cfg.
func applyOptions(opts []LaunchOption, cfg *launchConfig) {
	c := new(launchConfig) // as in splitArgs: cfg itself must not escape
	*c = *cfg
	for _, o := range opts {
		if o.apply != nil {
			o.apply(c)
		}
	}
	*cfg = *c
}

func isLaunchOption(v any) bool {
	switch v.(type) {
	case LaunchOption, CopyOption:
		return true
	}
	return false
}

// prepare checks everything about a launch before any memory moves:
// arguments against the parameters, the extents against the device, and
// resolves the target, filling l. A GPU launch comes back marshalled in
// l.gpu (l.isGPU), a host launch with its parameters' Go values in
// l.vals. Launch's options follow its args; the kernel's arguments come
// back without them. (They are not kept in l, whose contents escape.)
func (c *kernelCore) prepare(l *launchPlan, on any, grid, block any, args []any) ([]any, error) {
	args, err := c.configure(l, on, grid, block, args, nil, false)
	if err != nil {
		return nil, err
	}
	if l.target.isGPU() {
		return args, c.marshalLaunch(l, args)
	}
	l.vals = make([]any, len(args))
	for i, a := range args {
		v, err := c.params[i].sim(a)
		if err != nil {
			return nil, errs.Wrapf(err, "kern: kernel %s: %s", c.short(), c.argLabel(i))
		}
		l.vals[i] = v
	}
	return args, nil
}

// configure checks a launch's extents and options and resolves where it
// runs, filling l but for its arguments. args are Launch's (options
// after the kernel's arguments, which come back without them); Run's
// (typed) are not here, and its options are opts.
func (c *kernelCore) configure(l *launchPlan, on any, grid, block any, args []any, opts []LaunchOption, typed bool) ([]any, error) {
	if c.err != nil {
		return nil, c.err
	}
	var err error
	if l.cfg.grid, err = dimOf("grid", grid); err != nil {
		return nil, c.wrap(err)
	}
	if l.cfg.block, err = dimOf("block", block); err != nil {
		return nil, c.wrap(err)
	}
	if args, err = splitArgs(args, &l.cfg); err != nil {
		return nil, c.wrap(err)
	}
	if len(opts) > 0 {
		applyOptions(opts, &l.cfg)
	}
	if !typed && len(args) != len(c.params) {
		return nil, fmt.Errorf("kern: kernel %s takes %d arguments (%s), got %d: %w",
			c.short(), len(c.params), c.paramList(), len(args), ErrArgument)
	}
	if l.cfg.shared < 0 {
		return nil, fmt.Errorf("kern: kernel %s: negative shared memory %d: %w", c.short(), l.cfg.shared, ErrLaunchConfig)
	}
	if l.cfg.carveout < 0 || l.cfg.carveout > 101 {
		return nil, fmt.Errorf("kern: kernel %s: shared-memory carveout %d%%, want 0 to 100 (or -1, the driver's choice): %w",
			c.short(), l.cfg.carveout-1, ErrLaunchConfig)
	}
	e, err := c.place(on, args, l.cfg.stream)
	if err != nil {
		return nil, err // place's errors name the kernel
	}
	l.target, l.dev, l.cfg.stream = e.t, e.dev, e.s
	if !l.target.isGPU() && c.genStale != nil && c.gen != nil && c.gen.Block != nil {
		genRegistry().WarnStale(c.genPkg, c.gen, "kern.CPU, kern.Parallel and kern.Auto on the host run "+c.runLabel()+
			" on the simulator, much slower than its block function")
	}
	if err := checkExtents(l.dev, &l.cfg); err != nil {
		return nil, c.wrap(err)
	}
	if _, gf, ok := c.generated(); ok && c.genStale == nil && gf.GridSync && !l.cfg.gridSync {
		// Every target refuses it before any thread runs: on the CPU
		// targets the threads would otherwise write up to their first
		// GridSync and then fail.
		return nil, fmt.Errorf("kern: kernel %s calls t.GridSync, which needs every block resident at once: launch it with kern.CooperativeLaunch(): %w",
			c.runName(), ErrLaunchConfig)
	}
	if _, gf, ok := c.generated(); ok && c.genStale == nil && gf.WarpWide {
		// A warp-wide tensor-core call with lanes missing is undefined on
		// a GPU, and a fault there leaves the device unusable: every
		// target refuses the launch first.
		w := l.dev.info.WarpSize
		if w <= 0 {
			w = 32
		}
		if n := l.cfg.block.X * l.cfg.block.Y * l.cfg.block.Z; n%w != 0 {
			return nil, fmt.Errorf("kern: kernel %s makes warp-wide tensor-core calls (kern.MMA, the fragment loads and stores), which need all %d lanes of every warp on %v: block %v has %d threads; launch blocks of a multiple of %d (Device.Info().WarpSize): %w",
				c.runName(), w, l.dev, l.cfg.block, n, w, ErrLaunchConfig)
		}
	}
	if _, gf, ok := c.generated(); ok && c.genStale == nil && gf.MaxThreads > 0 {
		// The code was compiled for blocks of at most MaxThreads threads
		// (its registers budgeted for them): no target runs more, as a GPU
		// would refuse them.
		if n := l.cfg.block.X * l.cfg.block.Y * l.cfg.block.Z; n > gf.MaxThreads {
			return nil, fmt.Errorf("kern: kernel %s: block %v has %d threads, over its //kern:kernel maxthreads=%d: launch it with smaller blocks, or raise maxthreads and run kern gen: %w",
				c.runName(), l.cfg.block, n, gf.MaxThreads, ErrLaunchConfig)
		}
	}
	return args, nil
}

// clip gives argument i of a Run, at p, the form Launch gives it on the
// host: a []T's capacity is its length, as a GPU's view of it has no
// more (cap in a kernel says the same on every target).
func (c *kernelCore) clip(i int, p unsafe.Pointer) {
	if c.params[i].kind == paramSlice {
		h := (*struct {
			data     unsafe.Pointer
			len, cap int
		})(p) // a []T's header, as the parameter's kind says
		h.cap = h.len
	}
}

// marshalLaunch checks and marshals the arguments of a GPU launch.
func (c *kernelCore) marshalLaunch(l *launchPlan, args []any) error {
	return c.wrap(c.marshal(l, args))
}

// finish completes a launch: the GPU part, or the result of the sim run.
func (c *kernelCore) finish(l *launchPlan, err error) error {
	if err != nil {
		return l.dev.faulted(err)
	}
	if l.isGPU {
		return l.dev.faulted(c.wrap(c.launchGPU(l)))
	}
	return nil
}

// wrap names the kernel in err, unless it names a kernel already (a
// stale error, the launch sequence's errors).
func (c *kernelCore) wrap(err error) error {
	if err == nil || strings.HasPrefix(err.Error(), "kern: kernel ") || errors.Is(err, ErrStale) {
		return err
	}
	return errs.WrapKernel("kern: "+c.label, c.short(), err)
}

// argLabel names argument i (from 0) in messages as people count, from
// 1, with the parameter's name when kern gen recorded it: "argument 2
// (y)".
func (c *kernelCore) argLabel(i int) string {
	if i < len(c.layout) {
		return c.layout[i].Label
	}
	return "argument " + strconv.Itoa(i+1)
}

func (c *kernelCore) paramList() string {
	s := make([]string, len(c.params))
	for i := range c.params {
		s[i] = c.params[i].want()
	}
	return strings.Join(s, ", ")
}

// place resolves a launch's target, device and stream (placement.go).
func (c *kernelCore) place(on any, args []any, s *Stream) (exec, error) {
	pkg, _, ok := c.generated() // first: it names the arguments
	argDev, err := c.argsDevice(args)
	if err != nil {
		return exec{}, c.wrap(err)
	}
	var stale error
	if ok {
		stale = c.genStale
	}
	return place(&placeReq{on: on, name: c.runLabel(), opDev: argDev, stream: s,
		hasCode: ok, pkg: pkg, id: Identity(c.name), directive: "kernel", stale: stale, grid: true, blocks: c.blockFunc() != nil})
}

// argsDevice finds the device of the device arrays among args (nil: none)
// and checks that they share one.
func (c *kernelCore) argsDevice(args []any) (*Device, error) {
	var dev *Device
	for i, a := range args {
		var d *Device
		switch s := a.(type) {
		case gpuOperandSource:
			_, _, _, od, _, err := s.gpuOperand()
			if err != nil {
				return nil, errs.Wrap(c.argLabel(i), err)
			}
			d = od
		case deviceSlice:
			if err := s.live(); err != nil {
				return nil, errs.Wrap(c.argLabel(i), err)
			}
			d = s.Device()
		default:
			continue
		}
		if dev != nil && d != dev {
			return nil, fmt.Errorf("%s is on %v, an earlier one on %v: %w", c.argLabel(i), d, dev, ErrArgument)
		}
		dev = d
	}
	return dev, nil
}

// checkExtents checks grid, block and shared memory against the device.
func checkExtents(dev *Device, cfg *launchConfig) error {
	info := &dev.info
	maxThreads := info.MaxThreadsPerBlock
	if maxThreads <= 0 {
		maxThreads = 1024
	}
	if n := cfg.block.X * cfg.block.Y * cfg.block.Z; n > maxThreads {
		return fmt.Errorf("block %v has %d threads, %v allows %d: %w", cfg.block, n, dev, maxThreads, ErrLaunchConfig)
	}
	if m := info.MaxBlockDim; m.X > 0 && (cfg.block.X > m.X || cfg.block.Y > m.Y || cfg.block.Z > m.Z) {
		return fmt.Errorf("block %v exceeds the device's block extents %v: %w", cfg.block, m, ErrLaunchConfig)
	}
	if m := info.MaxGridDim; m.X > 0 && (cfg.grid.X > m.X || cfg.grid.Y > m.Y || cfg.grid.Z > m.Z) {
		return fmt.Errorf("grid %v exceeds the device's grid extents %v: %w", cfg.grid, m, ErrLaunchConfig)
	}
	return checkShared(dev, "", 0, cfg.shared)
}

// checkShared checks a block's static plus dynamic shared memory against
// the device's limit, the opt-in one where the device has one (kern opts
// in for the launch), with the error every device reports.
func checkShared(dev *Device, kernel string, static, dynamic int) error {
	if m := dev.info.SharedMemPerBlock; m > 0 && static+dynamic > max(m, dev.info.SharedMemPerBlockOptin) {
		return &driver.SharedMemoryError{Kernel: kernel, Static: static, Dynamic: dynamic, Limit: m, OptIn: dev.info.SharedMemPerBlockOptin}
	}
	return nil
}

// runSim runs body on the host device with the simt engine; args are the
// arguments as passed, which a stream keeps alive (device arrays among
// them).
func (c *kernelCore) runSim(l *launchPlan, args []any, body func(*Thread)) error {
	coop := true
	if _, g, ok := c.generated(); ok && c.genStale == nil {
		coop = g.UsesBarrier // stale: it may synchronize now
	}
	switch l.cfg.coop {
	case 1:
		coop = true
	case -1:
		coop = false
	}
	var sp *gpuprof.Span // nil: nothing listens
	if gpuprof.On() {
		sp = c.hostSpan(l)
	}
	err := sp.End(l.dev.LaunchFunc(FuncLaunch{
		Grid: l.cfg.grid, Block: l.cfg.block, SharedBytes: l.cfg.shared,
		Stream: l.cfg.stream, NoSync: !coop && !l.cfg.gridSync, GridSync: l.cfg.gridSync, Name: c.runName(), Context: l.cfg.ctx,
		PrintTo: l.cfg.printW, PrintThreadIDs: l.cfg.printIDs,
	}, body))
	if err != nil {
		return errs.WrapKernel(fmt.Sprintf("kern: kernel %s on %v", c.runName(), l.dev), c.runName(), err)
	}
	if l.cfg.stream != nil {
		l.cfg.stream.keep(append(append([]any{}, l.vals...), args...)...)
	}
	return nil
}

// hostSpan starts timing a launch on the host device for the GPU
// profile, a trace and NVTX (the caller checks gpuprof.On): the host
// device's events, recorded on the launch's stream, time it by the wall
// clock.
func (c *kernelCore) hostSpan(l *launchPlan) *gpuprof.Span {
	ds, err := l.dev.driverStream(l.cfg.stream)
	if err != nil {
		return nil // the launch reports it
	}
	return gpuprof.Begin(l.dev.Driver(), ds, gpuprof.Launch, c.runName(), 0)
}

// generated looks up the kernel's `kern gen` output once, and checks it
// against the kernel's source (genStale).
func (c *kernelCore) generated() (*GenPackage, *GenFunc, bool) {
	c.genOnce.Do(func() {
		r := genRegistry()
		match := func(f *GenFunc) bool { return paramsMatch(f.Params, c.params) }
		c.genPkg, c.gen = r.LookupKernel(c.name, match)
		if c.gen != nil {
			c.genStale = r.Stale(c.genPkg, c.gen)
		}
		c.genPkg, c.gen, c.genStale = r.WithJIT(Identity(c.name), c.genPkg, c.gen, c.genStale, c.src, func(jr *registry.Registry) (*GenPackage, *GenFunc) {
			return jr.LookupKernel(c.name, match)
		})
		if c.gen != nil && strings.Contains(c.name, "[...]") {
			if sym := c.gen.Entries[RoleKernel]; sym != "" {
				c.inst = labelPrefix + dispatch.GoName(sym, c.genPkg)
			}
		}
		// kern gen recorded the parameters' names: messages use them.
		if c.gen != nil {
			for i, p := range c.gen.Params {
				if p.Name != "" && i < len(c.layout) {
					c.layout[i].Label = fmt.Sprintf("argument %d (%s)", i+1, p.Name)
				}
			}
		}
	})
	return c.genPkg, c.gen, c.gen != nil
}

func paramsMatch(gp []GenParam, ps []paramSpec) bool {
	if len(gp) != len(ps) {
		return false
	}
	for i, p := range ps {
		g := gp[i]
		if g.Rank != p.rank || g.Slice != (p.kind == paramSlice) || !dtypeMatches(g.DType, p.elem) {
			return false
		}
	}
	return true
}

func dtypeMatches(name string, t reflect.Type) bool {
	if name == t.String() {
		return true
	}
	if t.Kind() == reflect.Struct && t.Name() == "" {
		// An unnamed record: go/types and reflect space a struct type apart.
		return strings.ReplaceAll(name, " ", "") == strings.ReplaceAll(t.String(), " ", "")
	}
	switch t.Kind() {
	case reflect.Int:
		return name == "int64"
	case reflect.Uint, reflect.Uintptr:
		return name == "uint64"
	}
	// kern gen names the half types as nd does (their IR type is u16 or u8).
	switch t {
	case reflect.TypeFor[half.Float16]():
		return name == "float16"
	case reflect.TypeFor[half.BFloat16]():
		return name == "bfloat16"
	case reflect.TypeFor[half.Float8E4M3]():
		return name == "float8_e4m3fn"
	case reflect.TypeFor[half.Float8E5M2]():
		return name == "float8_e5m2"
	}
	return false
}

// maxCooperativeBlocks is MaxCooperativeBlocks.
func (c *kernelCore) maxCooperativeBlocks(on any, block any, opts ...LaunchOption) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	b, err := dimOf("block", block)
	if err != nil {
		return 0, c.wrap(err)
	}
	var cfg launchConfig
	for _, o := range opts {
		if o.apply != nil {
			o.apply(&cfg)
		}
	}
	threads := b.X * b.Y * b.Z
	dev, ok := on.(*Device)
	if !ok {
		t, isTarget := on.(Target)
		if !isTarget {
			return 0, fmt.Errorf("kern: kernel %s: MaxCooperativeBlocks on %T, want a *kern.Device or a Target: %w", c.short(), on, ErrArgument)
		}
		if dev, err = DefaultDevice(t); err != nil {
			return 0, c.wrap(err)
		}
	}
	if dev == HostDevice() {
		return simt.MaxGridSyncThreads / threads, nil
	}
	f, err := c.function(dev)
	if err != nil {
		return 0, c.wrap(err)
	}
	of, ok := f.Fn.(driver.OccupancyFunction)
	if !ok {
		return 0, fmt.Errorf("kern: kernel %s: %v cannot say how many blocks it holds at once: %w", c.short(), dev, ErrTarget)
	}
	per, err := of.ActiveBlocks(threads, cfg.shared)
	if err != nil {
		return 0, c.wrap(err)
	}
	return per * dev.Info().MultiProcessors, nil
}

// runBlocks runs a kernel's generated block function on the host device:
// the blocks in order on the calling goroutine for CPU, over GOMAXPROCS
// goroutines for Parallel.
func (c *kernelCore) runBlocks(l *launchPlan, args []any, run func(*Block)) error {
	workers := 0
	if l.target == CPU {
		workers = 1
	}
	bl, ok := l.dev.Driver().(blockLauncher)
	if !ok {
		return fmt.Errorf("kern: kernel %s: %v runs no Go code", c.short(), l.dev)
	}
	ds, err := l.dev.driverStream(l.cfg.stream)
	if err != nil {
		return c.wrap(err)
	}
	cfg := simt.Config{
		Grid: simt.Dim3(l.cfg.grid), Block: simt.Dim3(l.cfg.block), DynShared: l.cfg.shared,
		Workers: workers, Name: c.runName(), Context: l.cfg.ctx,
	}
	var sp *gpuprof.Span // nil: nothing listens
	if gpuprof.On() {
		sp = c.hostSpan(l)
	}
	if err := sp.End(bl.LaunchBlocks(cfg, func(b *simt.Block) { run(blockOf(b)) }, ds)); err != nil {
		var te *driver.KernelTrapError
		if errors.As(err, &te) {
			te.Site = c.resolveSite(te.Site)
		}
		return errs.WrapKernel(fmt.Sprintf("kern: kernel %s on %v", c.runName(), l.dev), c.runName(), err)
	}
	if l.cfg.stream != nil {
		l.cfg.stream.keep(append(append([]any{}, l.vals...), args...)...)
	}
	return nil
}

// blockLauncher is what a device needs to run generated block functions:
// driver/host has it.
type blockLauncher interface {
	LaunchBlocks(cfg simt.Config, run func(*simt.Block), s driver.Stream) error
}

// blockFunc is the kernel's generated block function (GenFunc.Block), nil
// when kern gen wrote none or wrote it from a source that has changed
// since (the kernel then runs on the simulator, from its current source).
func (c *kernelCore) blockFunc() any {
	if _, g, ok := c.generated(); ok && c.genStale == nil {
		return g.Block
	}
	return nil
}

// onCPU reports that a launch runs on the CPU and Parallel targets, where
// a kernel's generated block function runs it.
func (l *launchPlan) onCPU() bool { return l.target == CPU || l.target == Parallel }

// resolveSite completes a trap site "file.go:12: message" in a block
// function: its line directives name the kernel's file by its base name
// (so that the generated file does not depend on where it was
// generated), which is in the directory of the kernel function's file.
func (c *kernelCore) resolveSite(site string) string {
	file, _, ok := strings.Cut(site, ":")
	if !ok || filepath.Base(file) != file || c.fn == nil {
		return site
	}
	f := runtime.FuncForPC(reflect.ValueOf(c.fn).Pointer())
	if f == nil {
		return site
	}
	own, _ := f.FileLine(f.Entry())
	if filepath.Base(own) == own {
		return site
	}
	return filepath.Join(filepath.Dir(own), site)
}

// gpuLaunch is a marshalled kernel launch.
type gpuLaunch struct {
	fn    *dispatch.Func
	nargs int
	argv  [maxKernelParams]gpuArg
}

// args are the marshalled arguments.
func (g *gpuLaunch) args() []gpuArg { return g.argv[:g.nargs] }

// function returns the kernel's entry point on dev.
func (c *kernelCore) function(dev *Device) (*dispatch.Func, error) {
	return c.gpu.Function((*callDevice)(dev), func() (*GenPackage, string, error) {
		pkg, gen, ok := c.generated()
		if !ok && c.genStale != nil {
			return nil, "", fmt.Errorf("no GPU code for %s: %w (%v)", c.name, ErrNoGPUCode, c.genStale)
		}
		if !ok {
			return nil, "", fmt.Errorf("no GPU code for %s: %w", c.name, ErrNoGPUCode)
		}
		if c.genStale != nil {
			return nil, "", c.genStale
		}
		sym := gen.Entries[RoleKernel]
		if sym == "" {
			return nil, "", fmt.Errorf("the generated code of %s has no %q entry: %w", gen.ID, RoleKernel, ErrNoGPUCode)
		}
		return pkg, sym, nil
	})
}

// marshal checks every argument for a GPU launch and finds the entry
// point; nothing is copied yet.
func (c *kernelCore) marshal(l *launchPlan, args []any) error {
	g := &l.gpu
	if len(args) > len(g.argv) {
		return fmt.Errorf("%d arguments, more than a kernel has (%d): %w", len(args), len(g.argv), ErrArgument)
	}
	g.nargs = len(args)
	for i, a := range args {
		ga, err := c.params[i].gpu(a)
		if err != nil {
			return errs.Wrap(c.argLabel(i), err)
		}
		if ga.Dev != nil && ga.Dev != gpuDevice(l.dev) {
			return fmt.Errorf("%s is on %v, the launch runs on %v: %w", c.argLabel(i), ga.Dev, l.dev, ErrTarget)
		}
		g.argv[i] = ga
	}
	f, err := c.function(l.dev)
	if err != nil {
		return err
	}
	// Static shared memory is known from the compiled code: check it with
	// the dynamic amount before anything is copied, as the sim target does.
	static := f.StaticShared()
	if err := checkShared(l.dev, c.short(), static, l.cfg.shared); err != nil {
		return err
	}
	// Past the default limit the kernel opts in to more, once per size.
	if static+l.cfg.shared > l.dev.info.SharedMemPerBlock {
		if err := f.AllowShared(l.cfg.shared); err != nil {
			return err
		}
	}
	// Only CUDA splits L1 and shared memory; HIP's hipFuncSetAttribute
	// takes a host function, not a module's.
	if l.dev.info.Kind == driver.KindCUDA {
		if err := f.SetCarveout(l.cfg.carveout - 1); err != nil {
			return err
		}
	}
	g.fn = f
	l.isGPU = true
	return nil
}

// launchGPU runs the marshalled launch through the GPU call path.
func (c *kernelCore) launchGPU(l *launchPlan) error {
	var printer *kprint.Printer
	if _, gf, _ := c.generated(); gf != nil && gf.Prints {
		printer = l.dev.printer(l.cfg.printW, l.cfg.printIDs)
	}
	return c.gpu.Launch(l.gpu.fn, gpuDevice(l.dev), gpuStream(l.cfg.stream), printer, c.layout, l.gpu.args(), c.leaves, &driver.LaunchConfig{
		Grid: driver.Dim3(l.cfg.grid), Block: driver.Dim3(l.cfg.block), SharedBytes: l.cfg.shared, Context: l.cfg.ctx,
		Cooperative: l.cfg.gridSync,
	})
}

// KernelTrapError is a kernel that failed at a known block and thread, on
// every target: a failed check in code kern gen compiled in debug mode on
// a GPU, a panic in a Go kernel body on the sim target. It is
// driver.KernelTrapError (see there), matches driver.ErrKernelTrap and
// works with errors.As.
type KernelTrapError = driver.KernelTrapError
