package cuda

import (
	"bytes"
	"runtime"
	"strings"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// CUjit_option values (cuda.h).
const (
	jitInfoLogBuffer       = 3
	jitInfoLogBufferBytes  = 4
	jitErrorLogBuffer      = 5
	jitErrorLogBufferBytes = 6
	jitLogVerbose          = 12
)

// CUfunction_attribute values (cuda.h).
const (
	funcMaxThreadsPerBlock = 0
	funcSharedSizeBytes    = 1
	funcLocalSizeBytes     = 3
	funcNumRegs            = 4
)

const jitLogBytes = 16 << 10

// Module is a loaded CUDA module.
type Module struct {
	dev *Device
	h   uintptr // CUmodule
	// InfoLog is what the JIT reported on success (ptxas info, warnings).
	InfoLog string
}

var _ driver.Module = (*Module)(nil)

// LoadModule JIT-compiles PTX text (or loads a cubin/fatbin) for the
// device. A failure is a *driver.Error matching driver.ErrJIT with the JIT's
// error log in Log.
func (d *Device) LoadModule(image []byte) (driver.Module, error) {
	if len(image) == 0 {
		return nil, argError("cuModuleLoadDataEx", "empty module image")
	}
	// PTX is read as a C string: make sure it ends in NUL. ELF images (cubin)
	// carry their own size.
	if !bytes.HasPrefix(image, []byte("\x7fELF")) && image[len(image)-1] != 0 {
		image = append(image[:len(image):len(image)], 0)
	}
	errLog := make([]byte, jitLogBytes)
	infoLog := make([]byte, jitLogBytes)
	opts := []uint32{jitErrorLogBuffer, jitErrorLogBufferBytes, jitInfoLogBuffer, jitInfoLogBufferBytes, jitLogVerbose}
	vals := []uintptr{0, uintptr(len(errLog)), 0, uintptr(len(infoLog)), 0}
	// The option values hold pointers to the log buffers: the buffers are
	// pinned so that Go memory the C side reaches through Go memory obeys
	// the cgo pointer rules.
	var pin runtime.Pinner
	defer pin.Unpin()
	pin.Pin(&errLog[0])
	pin.Pin(&infoLog[0])
	pin.Pin(&image[0])
	vals[0] = uintptr(unsafe.Pointer(&errLog[0]))
	vals[2] = uintptr(unsafe.Pointer(&infoLog[0]))

	if err := d.enter(); err != nil {
		return nil, err
	}
	defer exit()
	m := &Module{dev: d}
	r := d.lib.moduleLoadDataEx(&m.h, unsafe.Pointer(&image[0]), opts, vals)
	// The driver rewrites the size options to the bytes it wrote.
	if r != successCode {
		e := d.lib.newError("cuModuleLoadDataEx", r)
		e.Log = strings.TrimSpace(string(errLog[:min(int(uint32(vals[1])), len(errLog))]))
		if e.Sentinel == nil {
			e.Sentinel = driver.ErrJIT
		}
		return nil, e
	}
	m.InfoLog = strings.TrimSpace(string(infoLog[:min(int(uint32(vals[3])), len(infoLog))]))
	return m, nil
}

// Function looks up a kernel by its (PTX .entry) name; a missing name
// matches driver.ErrNotFound.
func (m *Module) Function(name string) (driver.Function, error) {
	if m.h == 0 {
		return nil, argError("cuModuleGetFunction", "module is unloaded")
	}
	cname := append([]byte(name), 0)
	d := m.dev
	if err := d.enter(); err != nil {
		return nil, err
	}
	defer exit()
	f := &Function{mod: m, name: name}
	if r := d.lib.moduleGetFunction(&f.h, m.h, &cname[0]); r != successCode {
		e := d.lib.newError("cuModuleGetFunction", r)
		e.Log = "function " + name
		return nil, e
	}
	return f, nil
}

var _ driver.GlobalModule = (*Module)(nil)

// Global returns the address and size of a module-scope variable (a PTX
// .global); a missing name matches driver.ErrNotFound.
func (m *Module) Global(name string) (driver.Ptr, int, error) {
	if m.h == 0 {
		return 0, 0, argError("cuModuleGetGlobal", "module is unloaded")
	}
	cname := append([]byte(name), 0)
	d := m.dev
	if err := d.enter(); err != nil {
		return 0, 0, err
	}
	defer exit()
	var p uint64
	var n uintptr
	if r := d.lib.moduleGetGlobal(&p, &n, m.h, &cname[0]); r != successCode {
		e := d.lib.newError("cuModuleGetGlobal", r)
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
	d := m.dev
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	h := m.h
	m.h = 0
	return d.lib.check("cuModuleUnload", d.lib.moduleUnload(h))
}

// Function is a kernel entry point.
type Function struct {
	mod  *Module
	name string
	h    uintptr // CUfunction
}

var _ driver.Function = (*Function)(nil)

// Name is the entry point's name.
func (f *Function) Name() string { return f.name }

func dim3(op, what string, d driver.Dim3) ([3]uint32, error) {
	if d.X < 1 || d.Y < 1 || d.Z < 1 || d.X > 1<<31-1 || d.Y > 1<<16-1 || d.Z > 1<<16-1 {
		return [3]uint32{}, argError(op, "%s (%d, %d, %d) out of range", what, d.X, d.Y, d.Z)
	}
	return [3]uint32{uint32(d.X), uint32(d.Y), uint32(d.Z)}, nil
}

// Launch queues the kernel (cuLaunchKernel). params holds one pointer per
// kernel parameter; they and what they point to are pinned for the call
// (the driver copies the values before returning).
func (f *Function) Launch(c driver.LaunchConfig, params []unsafe.Pointer) error {
	const op = "cuLaunchKernel"
	g, err := dim3(op, "grid", c.Grid)
	if err != nil {
		return err
	}
	b, err := dim3(op, "block", c.Block)
	if err != nil {
		return err
	}
	if c.SharedBytes < 0 {
		return argError(op, "negative dynamic shared memory %d", c.SharedBytes)
	}
	d := f.mod.dev
	s, _, err := d.stream(op, c.Stream)
	if err != nil {
		return err
	}
	var pp *unsafe.Pointer
	if len(params) > 0 {
		var pin runtime.Pinner
		defer pin.Unpin()
		for i, p := range params {
			if p == nil {
				return argError(op, "kernel %s: parameter %d is a nil pointer", f.name, i)
			}
			pin.Pin(p)
		}
		pp = &params[0]
		pin.Pin(pp)
	}
	r, err := d.doCurrent(func() result { return d.lib.launchKernel(f.h, g, b, c.SharedBytes, s, pp) })
	if err != nil {
		return err
	}
	if r != successCode {
		e := d.lib.newError(op, r)
		e.Log = "kernel " + f.name
		return e
	}
	return nil
}

// MaxBlockSize is the block size with the best occupancy for sharedBytes of
// dynamic shared memory per block, and the smallest grid that fills the
// device at that size.
func (f *Function) MaxBlockSize(sharedBytes int) (block, minGrid int, err error) {
	if sharedBytes < 0 {
		return 0, 0, argError("cuOccupancyMaxPotentialBlockSize", "negative dynamic shared memory %d", sharedBytes)
	}
	d := f.mod.dev
	if err := d.enter(); err != nil {
		return 0, 0, err
	}
	defer exit()
	var g, bl int32
	if err := d.lib.check("cuOccupancyMaxPotentialBlockSize", d.lib.occupancyMaxPotentialBlockSize(&g, &bl, f.h, sharedBytes)); err != nil {
		return 0, 0, err
	}
	return int(bl), int(g), nil
}

// Attributes reports the compiled kernel's resource use.
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
		{funcNumRegs, &a.NumRegs},
		{funcSharedSizeBytes, &a.SharedBytes},
		{funcLocalSizeBytes, &a.LocalBytes},
		{funcMaxThreadsPerBlock, &a.MaxThreadsPerBlock},
	} {
		var v int32
		if err := d.lib.check("cuFuncGetAttribute", d.lib.funcAttribute(&v, q.attr, f.h)); err != nil {
			return a, err
		}
		*q.dst = int(v)
	}
	return a, nil
}
