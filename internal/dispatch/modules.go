package dispatch

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/roc/comgr"
)

// ErrNoGPUCode is a GPU target asked to run a function for which `kern
// gen` compiled no code, or code that does not fit the device; package
// kern exports it as kern.ErrNoGPUCode.
var ErrNoGPUCode = errors.New("no GPU code")

// Loaded GPU code. A package's generated module is loaded once per device
// (the driver JITs PTX at load, which takes milliseconds), its functions are
// looked up once per symbol, and each function's occupancy-based launch
// configuration is computed once. The table is the device's own (Code), as
// CUDA's module table is per context: entries are added, never changed, and
// live exactly as long as the device. A process-wide table keyed by device
// would keep every device it ever saw alive, with its modules (on an
// emulated device, all the code it translated).

// Code is one device's loaded code: the modules of the packages that ran
// on it, the functions looked up in them, and what callers cache per
// device (Cached). Its zero value is ready; the runtime keeps one in each
// device.
type Code struct {
	mu   sync.Mutex
	mods map[*abi.Package]*loadedModule

	vmu  sync.RWMutex
	vals map[any]*cachedValue
}

// cachedValue is one key's value in a Code, made under its own lock, so
// that a slow load (a module the driver JITs, a code object comgr
// compiles) holds up only the callers of its key, not every lookup on the
// device.
type cachedValue struct {
	ready atomic.Bool // v is set; read without mu
	mu    sync.Mutex  // held while loading
	v     any
}

// Cached returns the value c caches under key (a caller's own value: a
// kernel, a loop and a role; a type parameter, so that a lookup's key
// stays off the heap), making it with load on first use; the value
// lives as long as the device. An error is not cached, so a later call
// tries again. load runs once per key at a time, under that key's lock
// only (a value may own device memory, which a second, discarded one
// would leak); it may look up other keys, never its own.
func Cached[K comparable, V any](c *Code, key K, load func() (V, error)) (V, error) {
	c.vmu.RLock()
	e := c.vals[key]
	c.vmu.RUnlock()
	if e != nil && e.ready.Load() {
		return e.v.(V), nil
	}
	if e == nil {
		c.vmu.Lock()
		if e = c.vals[key]; e == nil {
			if c.vals == nil {
				c.vals = map[any]*cachedValue{}
			}
			e = &cachedValue{}
			c.vals[key] = e
		}
		c.vmu.Unlock()
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.ready.Load() {
		return e.v.(V), nil
	}
	v, err := load()
	if err != nil {
		return v, err
	}
	e.v = v
	e.ready.Store(true)
	return v, nil
}

// loadedModule is a package's module on a device and its functions.
type loadedModule struct {
	once sync.Once
	mod  driver.Module
	err  error

	mu  sync.RWMutex
	fns map[string]*Func

	trap  *trapRecord  // a debug module's trap record; nil otherwise
	print *printBuffer // the print buffer of a module whose kernels print; nil otherwise
	coop  coopOrder    // the order of its cooperative launches
}

// trapRecord locates a loaded module's trap record (abi.TrapRecordName)
// and its site table.
type trapRecord struct {
	ptr   driver.Ptr
	sites []string // GenPackage.Traps

	// mu is held from a launch to the read of the record, so that a
	// launch on another stream neither reports this one's failed check
	// nor clears it (debug launches are synchronous anyway).
	mu sync.Mutex
}

// findTrapRecord looks the record up in a debug package's module. A
// driver that cannot locate globals, or a module without the record
// (AMD code kern gen built before it wrote one), gives nil: no check.
func findTrapRecord(mod driver.Module, pkg *abi.Package) (*trapRecord, error) {
	gm, ok := mod.(driver.GlobalModule)
	if len(pkg.Traps) == 0 || !ok {
		return nil, nil
	}
	p, n, err := gm.Global(abi.TrapRecordName)
	if errors.Is(err, driver.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("kern: the trap record of %s: %w", pkg.Path, err)
	}
	if n < abi.TrapRecordBytes {
		return nil, fmt.Errorf("kern: the trap record of %s has %d bytes, want %d: %w", pkg.Path, n, abi.TrapRecordBytes, ErrNoGPUCode)
	}
	return &trapRecord{ptr: p, sites: pkg.Traps}, nil
}

// Func is one entry point on one device with its launch configuration.
type Func struct {
	Fn      driver.Function
	Symbol  string
	Name    string // the entry's Go name without its package path ("gputest.Scatter"), for messages
	cfgOnce sync.Once
	block   int // the occupancy-maximizing block size
	maxGrid int // blocks that fill the device at that block size
	trap    *trapRecord
	print   *printBuffer
	pkg     *abi.Package // whose Globals a launch checks
	coop    *coopOrder

	sharedOnce sync.Once
	static     int // static shared memory per block, from the compiled code

	// attrMu orders the attribute calls; maxDynamic (0: the device's
	// default) and carveout (as set plus one: 0 is the driver's choice)
	// are what they set, read without the lock on every launch.
	attrMu     sync.Mutex
	maxDynamic atomic.Int64
	carveout   atomic.Int32
}

// AllowShared lets launches of f ask for dynamic bytes of dynamic shared
// memory where that passes the device's default limit: CUDA's opt-in
// (the MaxDynamicShared attribute), set once per larger size, so that a
// launch that asks for no more than before makes no call.
func (f *Func) AllowShared(dynamic int) error {
	if int64(dynamic) <= f.maxDynamic.Load() {
		return nil
	}
	f.attrMu.Lock()
	defer f.attrMu.Unlock()
	if int64(dynamic) <= f.maxDynamic.Load() {
		return nil
	}
	af, ok := f.Fn.(driver.AttributeFunction)
	if !ok {
		return nil // the launch itself reports what the device refuses
	}
	if err := af.SetAttribute(driver.MaxDynamicShared, dynamic); err != nil {
		return fmt.Errorf("kern: raising the dynamic shared memory of %s to %d bytes: %w", f.Name, dynamic, err)
	}
	f.maxDynamic.Store(int64(dynamic))
	return nil
}

// SetCarveout sets f's preferred shared-memory carveout (percent, -1 for
// the driver's choice) where it differs from the one set last, so that
// launches that keep one make no call. Drivers without the attribute
// ignore the hint.
func (f *Func) SetCarveout(percent int) error {
	want := int32(percent + 1)
	if f.carveout.Load() == want {
		return nil
	}
	f.attrMu.Lock()
	defer f.attrMu.Unlock()
	if f.carveout.Load() == want {
		return nil
	}
	if af, ok := f.Fn.(driver.AttributeFunction); ok {
		if err := af.SetAttribute(driver.SharedCarveout, percent); err != nil && !errors.Is(err, driver.ErrUnsupported) {
			return fmt.Errorf("kern: setting the shared-memory carveout of %s to %d%%: %w", f.Name, percent, err)
		}
	}
	f.carveout.Store(want)
	return nil
}

// StaticShared is the function's static shared memory per block (0 when
// the driver cannot say; the launch itself then reports any excess).
func (f *Func) StaticShared() int {
	f.sharedOnce.Do(func() {
		if a, err := f.Fn.Attributes(); err == nil {
			f.static = a.SharedBytes
		}
	})
	return f.static
}

// Modules loads packages' code into devices' Code. Its zero value is
// ready; the runtime keeps one for the process, which holds no device.
type Modules struct {
	// amd compiles AMD code objects from embedded LLVM IR for processors
	// kern gen built no object for; libamd_comgr is opened on first use.
	amdOnce sync.Once
	amd     *comgr.Cache
}

// Device is what dispatch needs of the runtime's device: its driver, its
// properties (read once at open), its name for messages and the code
// loaded on it.
type Device interface {
	Driver() driver.Device
	Info() driver.Info
	String() string
	Code() *Code
}

// Function returns the entry point symbol of pkg's code on dev, loading
// the module on first use.
func (c *Modules) Function(dev Device, pkg *abi.Package, symbol string) (*Func, error) {
	code := dev.Code()
	code.mu.Lock()
	if code.mods == nil {
		code.mods = map[*abi.Package]*loadedModule{}
	}
	m := code.mods[pkg]
	if m == nil {
		m = &loadedModule{fns: map[string]*Func{}}
		code.mods[pkg] = m
	}
	code.mu.Unlock()

	m.once.Do(func() {
		if m.mod, m.err = c.load(dev, pkg); m.err == nil {
			m.trap, m.err = findTrapRecord(m.mod, pkg)
		}
		if m.err == nil {
			m.print = findPrintBuffer(m.mod, pkg)
		}
	})
	if m.err != nil {
		return nil, m.err
	}
	m.mu.RLock()
	f := m.fns[symbol]
	m.mu.RUnlock()
	if f != nil {
		return f, nil
	}
	fn, err := m.mod.Function(symbol)
	if err != nil {
		return nil, fmt.Errorf("kern: %s in the code of %s on %v: %w", symbol, pkg.Path, dev, err)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if f := m.fns[symbol]; f != nil {
		return f, nil
	}
	f = &Func{Fn: fn, Symbol: symbol, Name: GoName(symbol, pkg), trap: m.trap, print: m.print, coop: &m.coop, pkg: pkg}
	m.fns[symbol] = f
	return f, nil
}

// GoName is the Go name of an entry point symbol (abi.Mangle's input)
// without its package path, as the runtime names kernels in messages:
// "gputest.Scatter" for github_2ecom_2f..._2fgputest_2eScatter, and
// "main.Scale" for a command's (whose path is not its name).
func GoName(symbol string, pkg *abi.Package) string {
	name := abi.Demangle(symbol)
	if pkg.Name != "" && strings.HasPrefix(name, pkg.Path+".") {
		return pkg.Name + name[len(pkg.Path):]
	}
	base, _, _ := strings.Cut(name, "[")
	if i := strings.LastIndexByte(base, '/'); i >= 0 {
		return name[i+1:]
	}
	return name
}

// load loads the code of pkg that fits dev: the PTX module on CUDA, the
// code object for the device's gfx target on ROC.
func (c *Modules) load(dev Device, pkg *abi.Package) (driver.Module, error) {
	info := dev.Info()
	var image []byte
	switch info.Kind {
	case driver.KindCUDA:
		if pkg.PTX == "" {
			return nil, fmt.Errorf("kern: %s has no PTX: %w", pkg.Path, ErrNoGPUCode)
		}
		image = []byte(pkg.PTX)
	case driver.KindROC:
		// The embedded code object for the device's processor, else one
		// compiled by amd_comgr from the embedded LLVM IR (the
		// processor's own when kern gen wrote it), once per (package,
		// architecture).
		arch := rocArch(dev)
		ir, _ := pkg.IRFor(arch)
		if ld, ok := dev.Driver().(driver.IRLoader); ok {
			// A device that runs the IR (the emulated ROC device) gets its
			// processor's, else the first processor's, with the code object
			// built for its processor, whose argument layout it checks.
			if err := irFits(ld, arch, pkg); err != nil {
				return nil, err
			}
			mod, err := ld.LoadModuleIR([]byte(ir), pkg.AMDGPU[arch])
			if err != nil {
				return nil, fmt.Errorf("kern: loading the code of %s on %v: %w", pkg.Path, dev, err)
			}
			return mod, nil
		}
		var err error
		c.amdOnce.Do(func() { c.amd = comgr.NewCache(comgr.New(comgr.Options{})) })
		// The cache key must identify the IR: a package compiled at run
		// time (package jit) shares its path with the generated one.
		key := pkg.Path
		if pkg.SourceHash != "" {
			key += "@" + pkg.SourceHash
		}
		image, err = c.amd.CodeObjectFor(key, pkg.AMDGPU, ir, arch)
		if err != nil {
			return nil, fmt.Errorf("kern: %s has no code object for %s (kern gen built %v) and none could be compiled from its LLVM IR: %w: %w",
				pkg.Path, arch, keys(pkg.AMDGPU), err, ErrNoGPUCode)
		}
	default:
		// A device that loads modules but is neither CUDA nor ROC (a test
		// device) gets the PTX.
		image = []byte(pkg.PTX)
	}
	mod, err := dev.Driver().LoadModule(image)
	if err != nil {
		return nil, fmt.Errorf("kern: loading the code of %s (%d bytes) on %v: %w", pkg.Path, len(image), dev, err)
	}
	return mod, nil
}

// rocArch is the gfx target of a ROC device, with its feature suffixes
// where the driver names them.
func rocArch(dev Device) string {
	if a, ok := dev.Driver().(interface{ ArchName() string }); ok && a.ArchName() != "" {
		return a.ArchName()
	}
	return dev.Info().Arch
}

// Fits reports whether pkg has code that dev can run, without loading
// it: on CUDA PTX for the device's compute capability or lower (the
// driver JITs PTX forward, never back), on ROC a code object for the
// device's processor or LLVM IR to compile one from (the IR itself on a
// device that runs it). Its error, which wraps ErrNoGPUCode, says what is
// missing; kern.Auto passes over a device that pkg does not fit, as over
// one for a function without code, while a GPU target asked for by name
// returns this error before anything is allocated or copied.
func Fits(dev Device, pkg *abi.Package) error {
	info := dev.Info()
	switch info.Kind {
	case driver.KindCUDA:
		if pkg.PTX == "" {
			return fmt.Errorf("kern: %s has no PTX: %w", pkg.Path, ErrNoGPUCode)
		}
		arch := ptxTarget(pkg)
		need, exact, ok := smNumber(arch)
		have := info.ComputeMajor*10 + info.ComputeMinor
		if ok && have > 0 && (need > have || exact && need != have) {
			// An emulated device (driver/emu) says how to emulate a newer one.
			how := ""
			if em, ok := dev.Driver().(interface{ EmulationFor(string) string }); ok {
				if h := em.EmulationFor(arch); h != "" {
					how = " (an emulated device: " + h + ")"
				}
			}
			return fmt.Errorf("kern: the PTX of %s targets %s, which %v (compute capability %d.%d) cannot run%s: %w",
				pkg.Path, arch, dev, info.ComputeMajor, info.ComputeMinor, how, ErrNoGPUCode)
		}
	case driver.KindROC:
		if ld, ok := dev.Driver().(driver.IRLoader); ok {
			return irFits(ld, rocArch(dev), pkg)
		}
		if ir, _ := pkg.IRFor(rocArch(dev)); ir != "" {
			return nil
		}
		// The object comgr.CodeObjectFor picks: the full target's, else
		// its processor's.
		arch := rocArch(dev)
		base, _, _ := strings.Cut(arch, ":")
		if len(pkg.AMDGPU[arch]) == 0 && len(pkg.AMDGPU[base]) == 0 {
			return fmt.Errorf("kern: %s has no code object for %s (kern gen built %v) and no LLVM IR: %w", pkg.Path, arch, keys(pkg.AMDGPU), ErrNoGPUCode)
		}
	}
	return nil
}

// irFits reports whether a device that runs LLVM IR itself can run the IR
// of pkg that load hands it for processor arch (abi.Package.IRFor): the
// processor's own, else the first processor's, which the device may
// refuse (another wave size). load and Fits both ask it, so that Where
// predicts load's refusal.
func irFits(ld driver.IRLoader, arch string, pkg *abi.Package) error {
	ir, own := pkg.IRFor(arch)
	if ir == "" {
		return fmt.Errorf("kern: %s has no LLVM IR: %w", pkg.Path, ErrNoGPUCode)
	}
	ck, ok := ld.(driver.IRChecker)
	if !ok {
		return nil // the load says
	}
	if err := ck.CheckIR([]byte(ir[:min(len(ir), 512)])); err != nil {
		if own {
			return fmt.Errorf("kern: the LLVM IR of %s for %s: %w", pkg.Path, arch, err)
		}
		return fmt.Errorf("kern: %s has no LLVM IR for %s (kern gen compiled for %v; add %s to its -mcpu), and the first processor's IR, which it would fall back to, cannot run there: %w: %w",
			pkg.Path, arch, keys(pkg.LLVMFor), arch, err, ErrNoGPUCode)
	}
	return nil
}

// ptxTarget is the architecture pkg's PTX targets: PTXArch, else the
// module's .target directive (code registered without PTXArch).
func ptxTarget(pkg *abi.Package) string {
	if pkg.PTXArch != "" {
		return pkg.PTXArch
	}
	if _, rest, ok := strings.Cut(pkg.PTX, "\n.target "); ok {
		t, _, _ := strings.Cut(rest, "\n")
		t, _, _ = strings.Cut(t, ",")
		return strings.TrimSpace(t)
	}
	return ""
}

// smNumber parses "sm_80" as 80; exact reports an architecture-specific
// target ("sm_90a"), which runs on that compute capability only. ok is
// false for anything else, which Fits leaves to the driver.
func smNumber(arch string) (n int, exact, ok bool) {
	s, found := strings.CutPrefix(arch, "sm_")
	if !found {
		return 0, false, false
	}
	if t := strings.TrimRight(s, "af"); t != s {
		s, exact = t, strings.HasSuffix(arch, "a")
	}
	n, err := strconv.Atoi(s)
	return n, exact, err == nil
}

func keys[V any](m map[string]V) []string {
	return slices.Sorted(maps.Keys(m))
}

// gridStrideBlocksPerSM bounds grid-stride grids: enough resident blocks to
// hide latency without launching blocks that would find no work.
const gridStrideBlocksPerSM = 4

// Config returns the function's block size and the grid that fills the
// device, computed once from the occupancy calculator.
func (f *Func) Config(dev Device) (block, maxGrid int) {
	f.cfgOnce.Do(func() {
		b, minGrid, err := f.Fn.MaxBlockSize(0)
		info := dev.Info()
		if err != nil || b <= 0 {
			b, minGrid = 256, 0
		}
		if info.MaxThreadsPerBlock > 0 {
			b = min(b, info.MaxThreadsPerBlock)
		}
		sms := max(info.MultiProcessors, 1)
		f.block = b
		f.maxGrid = max(minGrid, sms*gridStrideBlocksPerSM*max(1, 1024/b))
	})
	return f.block, f.maxGrid
}

// GridFor is the grid of a grid-stride launch over n elements.
func GridFor(n, block, maxGrid int) int {
	return max(1, min((n+block-1)/block, maxGrid))
}
