package hip

import (
	"runtime"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// hipFunction_attribute values (the same numbering as CUDA's).
const (
	funcMaxThreadsPerBlock = 0
	funcSharedSizeBytes    = 1
	funcLocalSizeBytes     = 3
	funcNumRegs            = 4
)

// Module is a loaded HSA code object.
type Module struct {
	dev *Device
	h   uintptr // hipModule_t
}

var _ driver.Module = (*Module)(nil)

// LoadModule loads an HSA code object (ELF, as ld.lld or amd_comgr write
// it) built for the device's gfx target. HIP has no JIT log: a failure is a
// *driver.Error matching driver.ErrJIT that names the device's target.
func (d *Device) LoadModule(image []byte) (driver.Module, error) {
	if len(image) == 0 {
		return nil, argError("hipModuleLoadData", "empty module image")
	}
	if err := d.enter(); err != nil {
		return nil, err
	}
	defer exit()
	m := &Module{dev: d}
	if r := call(d.lib.hipModuleLoadData, uintptr(unsafe.Pointer(&m.h)), uintptr(unsafe.Pointer(&image[0]))); r != hipSuccess {
		e := d.lib.newError("hipModuleLoadData", r)
		if e.Sentinel == nil {
			e.Sentinel = driver.ErrJIT
		}
		e.Log = "device target " + d.archName
		return nil, e
	}
	runtime.KeepAlive(image)
	return m, nil
}

// Function looks up a kernel by name; a missing one matches
// driver.ErrNotFound.
func (m *Module) Function(name string) (driver.Function, error) {
	if m.h == 0 {
		return nil, argError("hipModuleGetFunction", "module is unloaded")
	}
	cname := append([]byte(name), 0)
	if err := m.dev.enter(); err != nil {
		return nil, err
	}
	defer exit()
	f := &Function{mod: m, name: name}
	if r := call(m.dev.lib.hipModuleGetFunction, uintptr(unsafe.Pointer(&f.h)), m.h, uintptr(unsafe.Pointer(&cname[0]))); r != hipSuccess {
		e := m.dev.lib.newError("hipModuleGetFunction", r)
		e.Log = "function " + name
		return nil, e
	}
	return f, nil
}

var _ driver.GlobalModule = (*Module)(nil)

// Global returns the address and size of a module-scope variable; a
// missing name matches driver.ErrNotFound.
func (m *Module) Global(name string) (driver.Ptr, int, error) {
	if m.h == 0 {
		return 0, 0, argError("hipModuleGetGlobal", "module is unloaded")
	}
	cname := append([]byte(name), 0)
	if err := m.dev.enter(); err != nil {
		return 0, 0, err
	}
	defer exit()
	var p, n uintptr
	if r := call(m.dev.lib.hipModuleGetGlobal, uintptr(unsafe.Pointer(&p)), uintptr(unsafe.Pointer(&n)), m.h, uintptr(unsafe.Pointer(&cname[0]))); r != hipSuccess {
		e := m.dev.lib.newError("hipModuleGetGlobal", r)
		e.Log = "global " + name
		return 0, 0, e
	}
	return driver.Ptr(p), int(n), nil
}

// Unload releases the module.
func (m *Module) Unload() error {
	if m.h == 0 {
		return nil
	}
	if err := m.dev.enter(); err != nil {
		return err
	}
	defer exit()
	h := m.h
	m.h = 0
	return m.dev.lib.check("hipModuleUnload", call(m.dev.lib.hipModuleUnload, h))
}

// Function is a kernel in a module.
type Function struct {
	mod  *Module
	name string
	h    uintptr // hipFunction_t
}

var _ driver.Function = (*Function)(nil)

// Name is the kernel's symbol name.
func (f *Function) Name() string { return f.name }

func extent(what string, d driver.Dim3) error {
	if d.X < 1 || d.Y < 1 || d.Z < 1 || d.X > 1<<31-1 || d.Y > 1<<31-1 || d.Z > 1<<31-1 {
		return argError("hipModuleLaunchKernel", "%s (%d, %d, %d) out of range", what, d.X, d.Y, d.Z)
	}
	return nil
}

// Launch queues the kernel (hipModuleLaunchKernel). params holds one
// pointer per kernel argument; they are pinned for the call.
func (f *Function) Launch(c driver.LaunchConfig, params []unsafe.Pointer) error {
	const op = "hipModuleLaunchKernel"
	if err := extent("grid", c.Grid); err != nil {
		return err
	}
	if err := extent("block", c.Block); err != nil {
		return err
	}
	if c.SharedBytes < 0 {
		return argError(op, "negative dynamic shared memory %d", c.SharedBytes)
	}
	d := f.mod.dev
	s, _, err := d.streamOf(op, c.Stream)
	if err != nil {
		return err
	}
	var kp uintptr
	var pin runtime.Pinner
	defer pin.Unpin()
	for i, p := range params {
		if p == nil {
			return argError(op, "kernel %s: parameter %d is a nil pointer", f.name, i)
		}
		pin.Pin(p)
	}
	if len(params) > 0 {
		pin.Pin(&params[0])
		kp = uintptr(unsafe.Pointer(&params[0]))
	}
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	r := call(d.lib.hipModuleLaunchKernel, f.h,
		uintptr(c.Grid.X), uintptr(c.Grid.Y), uintptr(c.Grid.Z),
		uintptr(c.Block.X), uintptr(c.Block.Y), uintptr(c.Block.Z),
		uintptr(c.SharedBytes), s, kp, 0)
	runtime.KeepAlive(params)
	if r != hipSuccess {
		e := d.lib.newError(op, r)
		e.Log = "kernel " + f.name
		return e
	}
	return nil
}

// MaxBlockSize is the block size with the best occupancy for sharedBytes
// of dynamic shared memory, and the smallest grid that fills the device.
func (f *Function) MaxBlockSize(sharedBytes int) (block, minGrid int, err error) {
	if sharedBytes < 0 {
		return 0, 0, argError("hipModuleOccupancyMaxPotentialBlockSize", "negative dynamic shared memory %d", sharedBytes)
	}
	d := f.mod.dev
	if err := d.enter(); err != nil {
		return 0, 0, err
	}
	defer exit()
	var g, b int32
	r := call(d.lib.hipModuleOccupancyMaxPotentialBlockSize, uintptr(unsafe.Pointer(&g)), uintptr(unsafe.Pointer(&b)), f.h, uintptr(sharedBytes), 0)
	if err := d.lib.check("hipModuleOccupancyMaxPotentialBlockSize", r); err != nil {
		return 0, 0, err
	}
	return int(b), int(g), nil
}

// Attributes reports the kernel's resource use.
func (f *Function) Attributes() (driver.FuncAttributes, error) {
	var a driver.FuncAttributes
	d := f.mod.dev
	if err := d.enter(); err != nil {
		return a, err
	}
	defer exit()
	for _, q := range []struct {
		attr int
		dst  *int
	}{
		{funcNumRegs, &a.NumRegs}, {funcSharedSizeBytes, &a.SharedBytes},
		{funcLocalSizeBytes, &a.LocalBytes}, {funcMaxThreadsPerBlock, &a.MaxThreadsPerBlock},
	} {
		var v int32
		if err := d.lib.check("hipFuncGetAttribute", call(d.lib.hipFuncGetAttribute, uintptr(unsafe.Pointer(&v)), uintptr(q.attr), f.h)); err != nil {
			return a, err
		}
		*q.dst = int(v)
	}
	return a, nil
}
