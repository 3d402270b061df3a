package cuda

import (
	"os"
	"runtime"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver/internal/gpucore"
)

// BenchmarkCallCost measures what one driver call costs through purego
// with Debian's libcuda (which loads and answers without a GPU):
// cuDriverGetVersion alone; with runtime.LockOSThread/UnlockOSThread
// around it; and with cuCtxSetCurrent first, which is what Device.do adds
// to every call (a launch on a device whose context is current should
// cost one call).
func BenchmarkCallCost(b *testing.B) {
	path := os.Getenv("KERN_LIBCUDA")
	if path == "" {
		b.Skip("KERN_LIBCUDA is not set (scripts/install-tools.sh)")
	}
	l, err := loadLib(Options{Library: path})
	if err != nil {
		b.Skip(err)
	}
	var v int32
	b.Run("purego", func(b *testing.B) {
		for b.Loop() {
			gpucore.Call(l.Fn.DriverVersion.Addr, uintptr(unsafe.Pointer(&v)))
		}
	})
	b.Run("locked", func(b *testing.B) {
		for b.Loop() {
			runtime.LockOSThread()
			gpucore.Call(l.Fn.DriverVersion.Addr, uintptr(unsafe.Pointer(&v)))
			runtime.UnlockOSThread()
		}
	})
	b.Run("locked+ctxSetCurrent", func(b *testing.B) {
		for b.Loop() {
			runtime.LockOSThread()
			gpucore.Call(l.own.ctxSetCurrent.Addr, 0)
			gpucore.Call(l.Fn.DriverVersion.Addr, uintptr(unsafe.Pointer(&v)))
			runtime.UnlockOSThread()
		}
	})
	b.Run("locked-goroutine-channel", func(b *testing.B) {
		// The alternative design: one OS thread owns the context and
		// callers hand it work over a channel.
		req, done := make(chan struct{}), make(chan struct{})
		go func() {
			runtime.LockOSThread()
			for range req {
				gpucore.Call(l.Fn.DriverVersion.Addr, uintptr(unsafe.Pointer(&v)))
				done <- struct{}{}
			}
		}()
		for b.Loop() {
			req <- struct{}{}
			<-done
		}
		close(req)
	})
}
