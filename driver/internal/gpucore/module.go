package gpucore

import (
	"fmt"
	"runtime"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// function attribute values (CUfunction_attribute; HIP numbers them alike).
const (
	funcMaxThreadsPerBlock = 0
	funcSharedSizeBytes    = 1
	funcLocalSizeBytes     = 3
	funcNumRegs            = 4
	// the settable ones, driver.FuncAttribute's values
	funcMaxDynamicShared = int(driver.MaxDynamicShared)
	funcSharedCarveout   = int(driver.SharedCarveout)
)

// Module is a loaded module. Loading is the API's own (PTX JIT options on
// CUDA, code objects on ROC); what follows is shared.
type Module struct {
	dev *Device
	h   uintptr // CUmodule, hipModule_t
	// InfoLog is what the JIT reported on success (ptxas info, warnings);
	// HIP has no JIT and leaves it empty.
	InfoLog string
}

var (
	_ driver.Module       = (*Module)(nil)
	_ driver.GlobalModule = (*Module)(nil)
)

// NewModule wraps a loaded module handle of d.
func NewModule(d *Device, h uintptr, infoLog string) *Module {
	return &Module{dev: d, h: h, InfoLog: infoLog}
}

// Function looks up a kernel by its entry-point name; a missing name
// matches driver.ErrNotFound.
func (m *Module) Function(name string) (driver.Function, error) {
	d := m.dev
	fn := d.lib.Fn.ModuleGetFunction
	if m.h == 0 {
		return nil, d.api.ArgError(d.api.Funcs.ModuleGetFunction.Op, "module is unloaded")
	}
	cname := append([]byte(name), 0)
	if err := Enter(d); err != nil {
		return nil, err
	}
	defer Exit()
	f := &Function{mod: m, name: name}
	if r := Call(fn.Addr, uintptr(unsafe.Pointer(&f.h)), m.h, uintptr(unsafe.Pointer(&cname[0]))); r != Success {
		e := d.lib.NewError(fn.Op, r)
		e.Log = "function " + name
		return nil, e
	}
	return f, nil
}

// Global returns the address and size of a module-scope variable; a
// missing name matches driver.ErrNotFound.
func (m *Module) Global(name string) (driver.Ptr, int, error) {
	d := m.dev
	fn := d.lib.Fn.ModuleGetGlobal
	if m.h == 0 {
		return 0, 0, d.api.ArgError(d.api.Funcs.ModuleGetGlobal.Op, "module is unloaded")
	}
	cname := append([]byte(name), 0)
	if err := Enter(d); err != nil {
		return 0, 0, err
	}
	defer Exit()
	var p, n uintptr
	if r := Call(fn.Addr, uintptr(unsafe.Pointer(&p)), uintptr(unsafe.Pointer(&n)), m.h, uintptr(unsafe.Pointer(&cname[0]))); r != Success {
		e := d.lib.NewError(fn.Op, r)
		e.Log = "global " + name
		return 0, 0, e
	}
	return driver.Ptr(p), int(n), nil
}

// Unload releases the module; its functions become invalid.
func (m *Module) Unload() error {
	if m.h == 0 {
		return nil
	}
	h := m.h
	m.h = 0
	return m.dev.do(m.dev.lib.Fn.ModuleUnload, h)
}

// Function is a kernel entry point.
type Function struct {
	mod  *Module
	name string
	h    uintptr // CUfunction, hipFunction_t
}

var (
	_ driver.Function          = (*Function)(nil)
	_ driver.AttributeFunction = (*Function)(nil)
)

// Name is the entry point's name.
func (f *Function) Name() string { return f.name }

// Dim3 checks a launch extent against the API's limits.
func Dim3(a *API, op, what string, d driver.Dim3) ([3]uint32, error) {
	if d.X < 1 || d.Y < 1 || d.Z < 1 || d.X > 1<<31-1 || d.Y > a.MaxDimYZ || d.Z > a.MaxDimYZ {
		return [3]uint32{}, a.ArgError(op, "%s (%d, %d, %d) out of range", what, d.X, d.Y, d.Z)
	}
	return [3]uint32{uint32(d.X), uint32(d.Y), uint32(d.Z)}, nil
}

// Launch queues the kernel. params holds one pointer per kernel parameter;
// they and what they point to are pinned for the call (the library copies
// the values before returning).
func (f *Function) Launch(c driver.LaunchConfig, params []unsafe.Pointer) error {
	d := f.mod.dev
	a := d.api
	op := a.Funcs.Launch.Op
	if c.Cooperative {
		op = a.Funcs.LaunchCooperative.Op
	}
	g, err := Dim3(a, op, "grid", c.Grid)
	if err != nil {
		return err
	}
	b, err := Dim3(a, op, "block", c.Block)
	if err != nil {
		return err
	}
	if c.SharedBytes < 0 {
		return a.ArgError(op, "negative dynamic shared memory %d", c.SharedBytes)
	}
	s, _, err := StreamOf(d, op, c.Stream)
	if err != nil {
		return err
	}
	var pp *unsafe.Pointer
	if len(params) > 0 {
		var pin runtime.Pinner
		defer pin.Unpin()
		for i, p := range params {
			if p == nil {
				return a.ArgError(op, "kernel %s: parameter %d is a nil pointer", f.name, i)
			}
			pin.Pin(p)
		}
		pp = &params[0]
		pin.Pin(pp)
	}
	if c.Cooperative {
		if err := f.coResident(op, c); err != nil {
			return err
		}
	}
	r, err := f.launch(g, b, c.SharedBytes, s, pp, c.Cooperative)
	if err != nil {
		return err
	}
	if r != Success {
		e := d.lib.NewError(op, r)
		e.Log = "kernel " + f.name
		return e
	}
	return nil
}

// launch makes the device current, then launches. Launching first and
// entering only when the library refuses (no context on this OS thread)
// would make every first launch on a thread an API error, which
// compute-sanitizer reports; instead, where the API allows it
// (CacheCurrent), the library remembers which OS threads have the device
// current (threadSel) and a launch there makes one driver call.
func (f *Function) launch(g, b [3]uint32, shared int, s uintptr, pp *unsafe.Pointer, cooperative bool) (Status, error) {
	return f.mod.dev.cachedCall(func() Status { return f.call(g, b, shared, s, pp, cooperative) })
}

// cachedCall makes d current on the calling thread, skipping the
// selection where the library remembers it current (API.CacheCurrent),
// and makes call there. A call the library refuses for want of its
// selection after a skip did nothing: the entry may be stale (a new thread
// at an old thread's pointer), so it selects and calls once more.
func (d *Device) cachedCall(call func() Status) (Status, error) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var tid uintptr
	if d.api.CacheCurrent {
		tid = threadID()
	}
	cached := tid != 0 && d.lib.threads.current(tid, d.selArg)
	if !cached {
		if err := d.selectHere(tid); err != nil {
			return 0, err
		}
	}
	r := call()
	if r != Success && cached && d.api.NotSelected(r) {
		if err := d.selectHere(tid); err != nil {
			return 0, err
		}
		r = call()
	}
	return r, nil
}

// selectHere makes d current on the calling (locked) thread and, when tid
// is not 0, remembers it.
func (d *Device) selectHere(tid uintptr) error {
	if r := Call(d.sel.Addr, d.selArg); r != Success {
		if tid != 0 {
			d.lib.threads.forget(tid)
		}
		return d.lib.NewError(d.sel.Op, r)
	}
	if tid != 0 {
		d.lib.threads.set(tid, d.selArg)
	}
	return nil
}

// call is the launch call itself.
func (f *Function) call(g, b [3]uint32, shared int, s uintptr, pp *unsafe.Pointer, cooperative bool) Status {
	d := f.mod.dev
	if cooperative {
		// The same arguments but the extra-options pointer.
		return Call(d.lib.Fn.LaunchCooperative.Addr, f.h, uintptr(g[0]), uintptr(g[1]), uintptr(g[2]), uintptr(b[0]), uintptr(b[1]), uintptr(b[2]),
			uintptr(shared), s, uintptr(unsafe.Pointer(pp)))
	}
	return Call(d.lib.Fn.Launch.Addr, f.h, uintptr(g[0]), uintptr(g[1]), uintptr(g[2]), uintptr(b[0]), uintptr(b[1]), uintptr(b[2]),
		uintptr(shared), s, uintptr(unsafe.Pointer(pp)), 0)
}

// ActiveBlocks is how many blocks of blockThreads threads and sharedBytes
// of dynamic shared memory one multiprocessor holds at once.
func (f *Function) ActiveBlocks(blockThreads, sharedBytes int) (int, error) {
	d := f.mod.dev
	fn := d.lib.Fn.ActiveBlocks
	if blockThreads < 1 || sharedBytes < 0 {
		return 0, d.api.ArgError(fn.Op, "block of %d threads, %d bytes of dynamic shared memory", blockThreads, sharedBytes)
	}
	if fn.Addr == 0 {
		return 0, d.missing(fn.Op, fn, "")
	}
	var per int32
	if err := d.do(fn, uintptr(unsafe.Pointer(&per)), f.h, uintptr(blockThreads), uintptr(sharedBytes)); err != nil {
		return 0, err
	}
	return int(per), nil
}

// missing is the error of a call to an optional entry point the library
// lacks (fn.Addr 0), for op; more follows the explanation.
func (d *Device) missing(op string, fn Fn, more string) error {
	return &driver.Error{Kind: d.api.Kind, Op: op, Name: "missing entry point",
		Text: fmt.Sprintf("this %s library has no %s (%s)%s", d.api.Name, fn.Sym, d.api.TooOld, more), Sentinel: driver.ErrUnsupported}
}

// cooperativeTooLarge is the code both libraries give a cooperative grid
// that does not fit (CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE,
// hipErrorCooperativeLaunchTooLarge).
const cooperativeTooLarge = 720

// coResident checks that a cooperative launch's blocks fit on the device
// at once (the library refuses it otherwise with a bare code): blocks per
// multiprocessor from the occupancy calculator, times multiprocessors.
func (f *Function) coResident(op string, c driver.LaunchConfig) error {
	d := f.mod.dev
	if d.lib.Fn.LaunchCooperative.Addr == 0 {
		return d.missing(op, d.lib.Fn.LaunchCooperative, ": cooperative launches (t.GridSync) need a newer one")
	}
	if d.lib.Fn.ActiveBlocks.Addr == 0 {
		return nil // the library's own check remains
	}
	threads := c.Block.X * c.Block.Y * c.Block.Z
	per, err := f.ActiveBlocks(threads, c.SharedBytes)
	if err != nil {
		return err
	}
	sms := d.info.MultiProcessors
	if blocks := c.Grid.X * c.Grid.Y * c.Grid.Z; blocks > per*sms {
		return &driver.Error{Kind: d.api.Kind, Op: op, Code: cooperativeTooLarge, Name: d.api.Names()[cooperativeTooLarge],
			Text: fmt.Sprintf("kernel %s: a cooperative launch of %d blocks of %d threads (%d bytes of dynamic shared memory): "+
				"this device holds at most %d at once (%d per multiprocessor × %d multiprocessors); use fewer blocks, with a grid-stride loop",
				f.name, blocks, threads, c.SharedBytes, per*sms, per, sms),
			Sentinel: driver.ErrLaunchConfig}
	}
	return nil
}

// MaxBlockSize is the block size with the best occupancy for sharedBytes of
// dynamic shared memory per block, and the smallest grid that fills the
// device at that size. No block-size-to-smem callback is passed (a C
// function pointer purego would have to synthesise).
func (f *Function) MaxBlockSize(sharedBytes int) (block, minGrid int, err error) {
	d := f.mod.dev
	fn := d.lib.Fn.Occupancy
	if sharedBytes < 0 {
		return 0, 0, d.api.ArgError(d.api.Funcs.Occupancy.Op, "negative dynamic shared memory %d", sharedBytes)
	}
	var g, bl int32
	if d.api.OccupancyCallback {
		err = d.do(fn, uintptr(unsafe.Pointer(&g)), uintptr(unsafe.Pointer(&bl)), f.h, 0, uintptr(sharedBytes), 0)
	} else {
		err = d.do(fn, uintptr(unsafe.Pointer(&g)), uintptr(unsafe.Pointer(&bl)), f.h, uintptr(sharedBytes), 0)
	}
	if err != nil {
		return 0, 0, err
	}
	return int(bl), int(g), nil
}

// Attributes reports the compiled kernel's resource use.
func (f *Function) Attributes() (driver.FuncAttributes, error) {
	var a driver.FuncAttributes
	d := f.mod.dev
	fn := d.lib.Fn.FuncAttribute
	if err := Enter(d); err != nil {
		return a, err
	}
	defer Exit()
	for _, q := range []struct {
		attr int
		dst  *int
	}{
		{funcNumRegs, &a.NumRegs},
		{funcSharedSizeBytes, &a.SharedBytes},
		{funcLocalSizeBytes, &a.LocalBytes},
		{funcMaxThreadsPerBlock, &a.MaxThreadsPerBlock},
	} {
		var v int32
		if err := d.lib.Check(fn.Op, Call(fn.Addr, uintptr(unsafe.Pointer(&v)), uintptr(q.attr), f.h)); err != nil {
			return a, err
		}
		*q.dst = int(v)
	}
	return a, nil
}

// SetAttribute sets one of the function's attributes (cuFuncSetAttribute,
// hipFuncSetAttribute). A library without the call fails with an error
// matching driver.ErrUnsupported.
func (f *Function) SetAttribute(a driver.FuncAttribute, value int) error {
	d := f.mod.dev
	fn := d.lib.Fn.FuncSetAttribute
	if fn.Addr == 0 {
		return d.missing(fn.Op, fn, ": setting a kernel's attributes needs a newer one")
	}
	// value is a C int: -1 (the carveout's default) passes as its low 32
	// bits, which is all the callee reads. The call selects the device
	// only where the thread does not have it current, as a launch does.
	r, err := d.cachedCall(func() Status { return Call(fn.Addr, f.h, uintptr(a), uintptr(value)) })
	if err != nil {
		return err
	}
	if r != Success {
		e := d.lib.NewError(fn.Op, r)
		e.Log = fmt.Sprintf("kernel %s: %v = %d", f.name, a, value)
		return e
	}
	return nil
}
