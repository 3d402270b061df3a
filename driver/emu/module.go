package emu

import (
	"bytes"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// module is a loaded PTX module.
type module struct {
	dev     *Device
	pm      *parsedModule
	mshared int // module-scope .shared bytes, at the start of every block's
	globals map[string]*allocation

	amd bool // loaded from LLVM IR: the parameter buffer starts with a dispatch packet

	mu       sync.Mutex
	unloaded bool
	funcs    map[string]*kernelFunc
}

var _ driver.GlobalModule = (*module)(nil)

// LoadModule parses and decodes PTX text (cuModuleLoadData). A module the
// emulator cannot run fails here with CUDA_ERROR_INVALID_PTX and a JIT log
// naming the line, as the driver's JIT would.
func (d *Device) LoadModule(image []byte) (_ driver.Module, err error) {
	defer d.flavor(&err)
	if err := d.sticky(); err != nil {
		return nil, err
	}
	if d.opts.amd {
		return d.loadROC(image)
	}
	image = bytes.TrimRight(image, "\x00")
	if len(image) == 0 {
		return nil, newError("cuModuleLoadData", codeInvalidValue, "empty image")
	}
	if !bytes.Contains(image, []byte(".version")) {
		return nil, jitError(1, "the image is not PTX text (the emulated device runs PTX only, not cubins)")
	}
	pm, err := parseModule(string(image))
	if err != nil {
		return nil, err
	}
	if err := d.checkArch(pm.target); err != nil {
		return nil, err
	}
	m := &module{dev: d, pm: pm, globals: map[string]*allocation{}, funcs: map[string]*kernelFunc{}}
	addrs := map[string]uint64{}
	mshare := map[string]int{}
	fail := func(err error) (driver.Module, error) {
		m.freeGlobals()
		return nil, err
	}
	for _, v := range pm.vars {
		switch v.space {
		case spGlobal, spConst:
			a, err := d.mem.alloc(max(v.size, 1), true)
			if err != nil {
				return fail(err)
			}
			copy(a.bytes, v.init)
			m.globals[v.name] = a
			addrs[v.name] = a.base
		case spShared:
			off := (m.mshared + v.align - 1) / v.align * v.align
			mshare[v.name] = off
			m.mshared = off + v.size
		default:
			return fail(jitError(1, "module-scope %s variable %s is not supported", spaceNames[v.space], v.name))
		}
	}
	for _, fn := range pm.funcs {
		dec := &decoder{m: pm, fn: fn, global: addrs, mshare: mshare}
		if err := dec.decode(); err != nil {
			return fail(err)
		}
	}
	if err := checkRecursion(pm); err != nil {
		return fail(err)
	}
	for _, fn := range pm.funcs {
		// ptxas refuses this on every architecture: only dynamic shared
		// memory may pass it, with the kernel's opt-in.
		if _, static, _, _ := pm.layout(fn, m.mshared); fn.entry && static > defaultShared {
			return fail(jitError(fn.defLine, "Entry function '%s' uses too much shared data (0x%x bytes, 0x%x max)", fn.name, static, defaultShared))
		}
	}
	if !d.opts.asWritten {
		promoteLocals(pm)
	}
	for _, fn := range pm.funcs {
		if !d.opts.asWritten {
			propagateCopies(fn)
			dead := markDead(fn)
			allocateRegisters(fn, dead)
			sinkDead(fn, dead)
			setRuns(fn, dead)
		}
		vectorize(fn)
	}
	return m, nil
}

// checkRecursion rejects call cycles: kern's backend writes none, and the
// emulator's frames assume a bounded stack like ptxas's.
func checkRecursion(pm *parsedModule) error {
	state := make([]uint8, len(pm.funcs))
	var visit func(i int) error
	visit = func(i int) error {
		switch state[i] {
		case 1:
			return jitError(pm.funcs[i].defLine, "recursive call of %s", pm.funcs[i].name)
		case 2:
			return nil
		}
		state[i] = 1
		for _, c := range pm.funcs[i].callees {
			if err := visit(c); err != nil {
				return err
			}
		}
		state[i] = 2
		return nil
	}
	for i := range pm.funcs {
		if err := visit(i); err != nil {
			return err
		}
	}
	return nil
}

// layout places a block's shared memory for entry fn: the module's
// variables (mshared bytes), then each function fn reaches, 16-aligned,
// then the dynamic array. It returns each function's base, the static
// total, and the largest local frame and register count on the way.
func (pm *parsedModule) layout(fn *function, mshared int) (shBase []uint64, static, local, regs int) {
	shBase = make([]uint64, len(pm.funcs))
	off := mshared
	seen := make([]bool, len(pm.funcs))
	var walk func(f *function)
	walk = func(f *function) {
		if seen[f.index] {
			return
		}
		seen[f.index] = true
		off = (off + 15) &^ 15
		shBase[f.index] = uint64(off)
		off += f.shSize
		local = max(local, f.local)
		regs = max(regs, f.nregs)
		for _, c := range f.callees {
			walk(pm.funcs[c])
		}
	}
	walk(fn)
	return shBase, off, local, regs
}

func (m *module) freeGlobals() {
	for _, a := range m.globals {
		_ = m.dev.mem.release(a.base)
	}
	m.globals = nil
}

// Function looks up an entry point.
func (m *module) Function(name string) (_ driver.Function, err error) {
	defer m.dev.flavor(&err)
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.unloaded {
		return nil, newError("cuModuleGetFunction", codeInvalidHandle, "the module was unloaded")
	}
	if k, ok := m.funcs[name]; ok {
		return k, nil
	}
	fn, ok := m.pm.byName[name]
	if !ok || !fn.entry {
		e := newError("cuModuleGetFunction", codeNotFound, fmt.Sprintf("no .entry %s in the module", name))
		return nil, e
	}
	k := &kernelFunc{mod: m, fn: fn}
	k.shBase, k.static, k.local, k.regs = m.pm.layout(fn, m.mshared)
	// CUDA's default: what the block has left of SharedMemPerBlock.
	k.maxDynamic.Store(int64(max(m.dev.info.SharedMemPerBlock-k.static, 0)))
	k.carveout.Store(-1)
	m.funcs[name] = k
	return k, nil
}

// Global locates a module-scope variable (cuModuleGetGlobal).
func (m *module) Global(name string) (_ driver.Ptr, _ int, err error) {
	defer m.dev.flavor(&err)
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.unloaded {
		return 0, 0, newError("cuModuleGetGlobal", codeInvalidHandle, "the module was unloaded")
	}
	a, ok := m.globals[name]
	if !ok {
		return 0, 0, newError("cuModuleGetGlobal", codeNotFound, fmt.Sprintf("no global %s in the module", name))
	}
	return driver.Ptr(a.base), a.size, nil
}

// Unload frees the module's variables once queued work is done.
func (m *module) Unload() (err error) {
	defer m.dev.flavor(&err)
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.unloaded {
		return newError("cuModuleUnload", codeInvalidHandle, "the module was already unloaded")
	}
	if err := m.dev.Synchronize(); err != nil {
		return err
	}
	m.unloaded = true
	m.freeGlobals()
	return nil
}

// kernelFunc is an entry point.
type kernelFunc struct {
	mod    *module
	fn     *function
	shBase []uint64
	static int // static shared bytes
	local  int
	regs   int
	// maxDynamic and carveout are the attributes SetAttribute sets.
	maxDynamic atomic.Int64
	carveout   atomic.Int32
}

// SetAttribute sets one of the kernel's attributes, as cuFuncSetAttribute
// checks them: MaxDynamicShared up to the opt-in limit less the kernel's
// static shared memory, SharedCarveout from -1 to 100 (recorded: the
// emulator has no L1 to split). The ROC device, like HIP, accepts both and
// keeps its 64 KiB.
func (k *kernelFunc) SetAttribute(a driver.FuncAttribute, v int) (err error) {
	defer k.mod.dev.flavor(&err)
	const op = "cuFuncSetAttribute"
	info := k.mod.dev.info
	switch a {
	case driver.MaxDynamicShared:
		limit := max(info.SharedMemPerBlock, info.SharedMemPerBlockOptin) - k.static
		if v < 0 || v > limit {
			return newError(op, codeInvalidValue, fmt.Sprintf("kernel %s: MaxDynamicShared %d, outside 0..%d (the device's %d bytes per block less %d static)",
				k.fn.name, v, limit, limit+k.static, k.static))
		}
		if !k.mod.amd {
			k.maxDynamic.Store(int64(v))
		}
	case driver.SharedCarveout:
		if v < -1 || v > 100 {
			return newError(op, codeInvalidValue, fmt.Sprintf("kernel %s: SharedCarveout %d, outside -1..100", k.fn.name, v))
		}
		k.carveout.Store(int32(v))
	default:
		return newError(op, codeInvalidValue, fmt.Sprintf("kernel %s: %v cannot be set", k.fn.name, a))
	}
	return nil
}

// Carveout is the SharedCarveout last set (-1: the driver's choice).
func (k *kernelFunc) Carveout() int { return int(k.carveout.Load()) }

// Attributes reports the kernel's resource use as the emulator sees it.
func (k *kernelFunc) Attributes() (_ driver.FuncAttributes, err error) {
	defer k.mod.dev.flavor(&err)
	return driver.FuncAttributes{NumRegs: k.regs, SharedBytes: k.static, LocalBytes: k.local, MaxThreadsPerBlock: k.maxThreads()}, nil
}

// maxThreads is the most threads a block of the kernel may have: the
// device's, or its .maxntid.
func (k *kernelFunc) maxThreads() int {
	if k.fn.maxntid > 0 {
		return min(k.fn.maxntid, maxThreads)
	}
	return maxThreads
}

// MaxBlockSize suggests a block of 256 threads (8 warps: a balance of
// scheduling cost and barrier work on the host) and one block per core.
func (k *kernelFunc) MaxBlockSize(sharedBytes int) (block, minGrid int, err error) {
	defer k.mod.dev.flavor(&err)
	if info := k.mod.dev.info; k.static+sharedBytes > max(info.SharedMemPerBlock, info.SharedMemPerBlockOptin) {
		return 0, 0, newError("cuOccupancyMaxPotentialBlockSize", codeInvalidValue,
			fmt.Sprintf("%d bytes of shared memory per block, over the limit of %d", k.static+sharedBytes, max(info.SharedMemPerBlock, info.SharedMemPerBlockOptin)))
	}
	return min(256, k.maxThreads()), k.mod.dev.info.MultiProcessors, nil
}

const maxThreads = 1024

// What one multiprocessor holds at once, for the co-residency check of a
// cooperative launch: an sm_80's 2048 threads, 32 blocks and 164 KiB of
// shared memory; a gfx90a compute unit's 2560 work-items (40 wavefronts),
// 32 workgroups and 64 KiB of LDS.
const (
	smThreads, smBlocks, smShared = 2048, 32, 164 << 10
	cuThreads, cuBlocks, cuShared = 2560, 32, 64 << 10
)

// blocksPerMultiprocessor is how many blocks of threads threads and
// shared bytes of shared memory a multiprocessor holds at once (warps
// allocated whole).
func (d *Device) blocksPerMultiprocessor(threads, shared int) int {
	mt, mb, ms := smThreads, smBlocks, max(smShared, d.info.SharedMemPerBlockOptin+1<<10)
	if d.opts.amd {
		mt, mb, ms = cuThreads, cuBlocks, cuShared
	}
	w := d.info.WarpSize
	n := min(mb, mt/((threads+w-1)/w*w))
	if shared > 0 {
		n = min(n, ms/shared)
	}
	return n
}

// ActiveBlocks is how many blocks of blockThreads threads and sharedBytes
// of dynamic shared memory (plus the kernel's static) one multiprocessor
// holds at once: the residency limit of a cooperative launch.
func (k *kernelFunc) ActiveBlocks(blockThreads, sharedBytes int) (n int, err error) {
	defer k.mod.dev.flavor(&err)
	if blockThreads < 1 || blockThreads > maxThreads || sharedBytes < 0 {
		return 0, newError("cuOccupancyMaxActiveBlocksPerMultiprocessor", codeInvalidValue,
			fmt.Sprintf("block of %d threads, %d bytes of dynamic shared memory", blockThreads, sharedBytes))
	}
	return k.mod.dev.blocksPerMultiprocessor(blockThreads, (k.static+15)&^15+sharedBytes), nil
}

// Launch checks the configuration, copies the parameters (as
// cuLaunchKernel does) and queues the kernel on the stream.
func (k *kernelFunc) Launch(c driver.LaunchConfig, params []unsafe.Pointer) (err error) {
	defer k.mod.dev.flavor(&err)
	d := k.mod.dev
	if err := d.sticky(); err != nil {
		return err
	}
	op := "cuLaunchKernel"
	if c.Cooperative {
		op = "cuLaunchCooperativeKernel"
	}
	k.mod.mu.Lock()
	unloaded := k.mod.unloaded
	k.mod.mu.Unlock()
	if unloaded {
		return newError(op, codeInvalidHandle, "the kernel's module was unloaded")
	}
	info := d.info
	g, b := c.Grid, c.Block
	switch {
	case g.X < 1 || g.Y < 1 || g.Z < 1 || b.X < 1 || b.Y < 1 || b.Z < 1:
		return newError(op, codeInvalidValue, fmt.Sprintf("grid %v and block %v must be positive", g, b))
	case b.X > info.MaxBlockDim.X || b.Y > info.MaxBlockDim.Y || b.Z > info.MaxBlockDim.Z || b.Size() > maxThreads:
		return newError(op, codeInvalidValue, fmt.Sprintf("block %v: over %d threads or the block dimensions %v", b, maxThreads, info.MaxBlockDim))
	case b.Size() > k.maxThreads():
		return newError(op, codeInvalidValue, fmt.Sprintf("block %v: %d threads, over the %d kernel %s was compiled for", b, b.Size(), k.maxThreads(), k.fn.name))
	case g.X > info.MaxGridDim.X || g.Y > info.MaxGridDim.Y || g.Z > info.MaxGridDim.Z:
		return newError(op, codeInvalidValue, fmt.Sprintf("grid %v over the limits %v", g, info.MaxGridDim))
	case c.SharedBytes < 0:
		return newError(op, codeInvalidValue, "negative dynamic shared memory")
	}
	dynBase := (k.static + 15) &^ 15
	if total := dynBase + c.SharedBytes; total > max(info.SharedMemPerBlock, info.SharedMemPerBlockOptin) {
		return newError(op, codeInvalidValue, fmt.Sprintf("%d bytes of static and %d of dynamic shared memory per block, over the limit of %d",
			k.static, c.SharedBytes, max(info.SharedMemPerBlock, info.SharedMemPerBlockOptin)))
	}
	if m := k.maxDynamic.Load(); !k.mod.amd && int64(c.SharedBytes) > m {
		// CUDA refuses more than the function's MaxDynamicShared, which
		// starts at what the default limit leaves.
		return newError(op, codeInvalidValue, fmt.Sprintf("kernel %s: %d bytes of dynamic shared memory, over its MaxDynamicShared attribute of %d (cuFuncSetAttribute raises it up to %d)",
			k.fn.name, c.SharedBytes, m, info.SharedMemPerBlockOptin-k.static))
	}
	if c.Cooperative {
		per, err := k.ActiveBlocks(b.Size(), c.SharedBytes)
		if err != nil {
			return err
		}
		if n := g.Size(); n > per*info.MultiProcessors {
			return newError(op, codeCoopTooLarge, fmt.Sprintf("a cooperative launch of %d blocks of %d threads: the device holds at most %d at once (%d per multiprocessor × %d multiprocessors)",
				n, b.Size(), per*info.MultiProcessors, per, info.MultiProcessors))
		}
	}
	if len(params) != len(k.fn.params) {
		return newError(op, codeInvalidValue, fmt.Sprintf("%d parameters for kernel %s, which takes %d", len(params), k.fn.name, len(k.fn.params)))
	}
	buf := make([]byte, k.fn.paramBuf)
	for i, p := range k.fn.params {
		if params[i] == nil {
			return newError(op, codeInvalidValue, fmt.Sprintf("parameter %d of %s is a nil pointer", i, k.fn.name))
		}
		copy(buf[p.offset:], unsafe.Slice((*byte)(params[i]), p.size))
	}
	if k.mod.amd {
		for _, n := range [3][2]int{{g.X, b.X}, {g.Y, b.Y}, {g.Z, b.Z}} {
			if int64(n[0])*int64(n[1]) > 1<<32-1 {
				return newError(op, codeInvalidValue, fmt.Sprintf("grid %v of blocks %v: over 2^32-1 work-items in a dimension", g, b))
			}
		}
		writePacket(buf, [3]int{g.X, g.Y, g.Z}, [3]int{b.X, b.Y, b.Z}, dynBase+c.SharedBytes, k.local)
	}
	// A launch's state is made when it runs: a graph runs it again.
	queued := time.Now()
	newLaunch := func() *launchState {
		return &launchState{
			dev: d, mod: k.mod, fn: k.fn,
			grid: [3]int{g.X, g.Y, g.Z}, block: [3]int{b.X, b.Y, b.Z},
			dynShared: c.SharedBytes, params: buf, shBase: k.shBase,
			sharedTotal: dynBase + c.SharedBytes, dynBase: dynBase,
			racecheck: d.opts.racecheck, start: queued, coop: c.Cooperative,
		}
	}
	ctx := c.Context
	key := opKey{op: op, kernel: k.fn.name, grid: g, block: b, shared: c.SharedBytes}
	return d.enqueueKeyed(c.Stream, op, key, func() error {
		d.charged.Add(modelLaunchNS)
		l := newLaunch()
		var stop func() bool
		l.cancel, stop = cancelFlag(c)
		defer stop()
		if ctx != nil && ctx.Err() != nil {
			return fmt.Errorf("%s: kernel %s not started: %w", op, k.fn.name, ctx.Err())
		}
		if f := l.execute(); f != nil {
			if f.Kind == "cancelled" && ctx != nil && ctx.Err() != nil {
				// A cancelled kernel stops where it is; the device stays
				// usable (the host could not do this with a real GPU).
				return fmt.Errorf("%s: %w: %w", op, f, ctx.Err())
			}
			err := f.asError(op)
			d.setSticky(err)
			return err
		}
		return nil
	}, nil)
}
