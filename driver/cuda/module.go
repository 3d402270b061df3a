package cuda

import (
	"bytes"
	"runtime"
	"strings"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/internal/gpucore"
)

// CUjit_option values (cuda.h).
const (
	jitInfoLogBuffer       = 3
	jitInfoLogBufferBytes  = 4
	jitErrorLogBuffer      = 5
	jitErrorLogBufferBytes = 6
	jitLogVerbose          = 12
)

const jitLogBytes = 16 << 10

// Module is a loaded CUDA module; its InfoLog is what the JIT reported on
// success (ptxas info, warnings).
type Module = gpucore.Module

// Function is a kernel entry point (cuLaunchKernel).
type Function = gpucore.Function

// LoadModule JIT-compiles PTX text (or loads a cubin/fatbin) for the
// device. A failure is a *driver.Error matching driver.ErrJIT with the JIT's
// error log in Log.
func (d *Device) LoadModule(image []byte) (driver.Module, error) {
	if len(image) == 0 {
		return nil, api.ArgError("cuModuleLoadDataEx", "empty module image")
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

	if err := gpucore.Enter(&d.Device); err != nil {
		return nil, err
	}
	defer gpucore.Exit()
	var h uintptr // CUmodule
	r := gpucore.Call(d.lib.own.loadDataEx.Addr, uintptr(unsafe.Pointer(&h)), uintptr(unsafe.Pointer(&image[0])),
		uintptr(len(opts)), uintptr(unsafe.Pointer(&opts[0])), uintptr(unsafe.Pointer(&vals[0])))
	// The driver rewrites the size options to the bytes it wrote.
	if r != gpucore.Success {
		e := d.lib.NewError("cuModuleLoadDataEx", r)
		e.Log = strings.TrimSpace(string(errLog[:min(int(uint32(vals[1])), len(errLog))]))
		if e.Sentinel == nil {
			e.Sentinel = driver.ErrJIT
		}
		return nil, e
	}
	return gpucore.NewModule(&d.Device, h, strings.TrimSpace(string(infoLog[:min(int(uint32(vals[3])), len(infoLog))]))), nil
}
