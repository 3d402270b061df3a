package cuda

import (
	"unsafe"

	"github.com/ebitengine/purego"
)

// result is a CUresult.
type result uint32

// call invokes a bound function and keeps the 32-bit CUresult. The
// arguments must be converted with uintptr(unsafe.Pointer(...)) in the
// caller's call expression of purego.SyscallN for Go pointers to stay
// valid; the wrappers below do exactly that.
func res(r1, _, _ uintptr) result { return result(uint32(r1)) }

func (l *lib) init() result { return res(purego.SyscallN(l.cuInit, 0)) }

func (l *lib) driverVersion(v *int32) result {
	return res(purego.SyscallN(l.cuDriverGetVersion, uintptr(unsafe.Pointer(v))))
}

func (l *lib) getErrorName(r result, s *uintptr) result {
	return res(purego.SyscallN(l.cuGetErrorName, uintptr(r), uintptr(unsafe.Pointer(s))))
}

func (l *lib) getErrorString(r result, s *uintptr) result {
	return res(purego.SyscallN(l.cuGetErrorString, uintptr(r), uintptr(unsafe.Pointer(s))))
}

func (l *lib) deviceCount(n *int32) result {
	return res(purego.SyscallN(l.cuDeviceGetCount, uintptr(unsafe.Pointer(n))))
}

func (l *lib) deviceGet(d *int32, ordinal int) result {
	return res(purego.SyscallN(l.cuDeviceGet, uintptr(unsafe.Pointer(d)), uintptr(ordinal)))
}

func (l *lib) deviceName(buf []byte, dev int32) result {
	return res(purego.SyscallN(l.cuDeviceGetName, uintptr(unsafe.Pointer(&buf[0])), uintptr(len(buf)), uintptr(dev)))
}

func (l *lib) deviceAttribute(v *int32, attr int, dev int32) result {
	return res(purego.SyscallN(l.cuDeviceGetAttribute, uintptr(unsafe.Pointer(v)), uintptr(attr), uintptr(dev)))
}

func (l *lib) deviceTotalMem(n *uintptr, dev int32) result {
	return res(purego.SyscallN(l.cuDeviceTotalMem, uintptr(unsafe.Pointer(n)), uintptr(dev)))
}

func (l *lib) devicePCIBusID(buf []byte, dev int32) result {
	return res(purego.SyscallN(l.cuDeviceGetPCIBusId, uintptr(unsafe.Pointer(&buf[0])), uintptr(len(buf)), uintptr(dev)))
}

func (l *lib) primaryCtxRetain(ctx *uintptr, dev int32) result {
	return res(purego.SyscallN(l.cuDevicePrimaryCtxRetain, uintptr(unsafe.Pointer(ctx)), uintptr(dev)))
}

func (l *lib) primaryCtxRelease(dev int32) result {
	return res(purego.SyscallN(l.cuDevicePrimaryCtxRelease, uintptr(dev)))
}

func (l *lib) ctxSetCurrent(ctx uintptr) result { return res(purego.SyscallN(l.cuCtxSetCurrent, ctx)) }

func (l *lib) ctxSynchronize() result { return res(purego.SyscallN(l.cuCtxSynchronize)) }

func (l *lib) memGetInfo(free, total *uintptr) result {
	return res(purego.SyscallN(l.cuMemGetInfo, uintptr(unsafe.Pointer(free)), uintptr(unsafe.Pointer(total))))
}

func (l *lib) memAlloc(p *uintptr, n int) result {
	return res(purego.SyscallN(l.cuMemAlloc, uintptr(unsafe.Pointer(p)), uintptr(n)))
}

func (l *lib) memFree(p uintptr) result { return res(purego.SyscallN(l.cuMemFree, p)) }

func (l *lib) memsetD8(p uintptr, b byte, n int) result {
	return res(purego.SyscallN(l.cuMemsetD8, p, uintptr(b), uintptr(n)))
}

func (l *lib) memsetD8Async(p uintptr, b byte, n int, s uintptr) result {
	return res(purego.SyscallN(l.cuMemsetD8Async, p, uintptr(b), uintptr(n), s))
}

func (l *lib) memcpyHtoD(dst uintptr, src unsafe.Pointer, n int) result {
	return res(purego.SyscallN(l.cuMemcpyHtoD, dst, uintptr(src), uintptr(n)))
}

func (l *lib) memcpyDtoH(dst unsafe.Pointer, src uintptr, n int) result {
	return res(purego.SyscallN(l.cuMemcpyDtoH, uintptr(dst), src, uintptr(n)))
}

func (l *lib) memcpyDtoD(dst, src uintptr, n int) result {
	return res(purego.SyscallN(l.cuMemcpyDtoD, dst, src, uintptr(n)))
}

func (l *lib) memcpyHtoDAsync(dst uintptr, src unsafe.Pointer, n int, s uintptr) result {
	return res(purego.SyscallN(l.cuMemcpyHtoDAsync, dst, uintptr(src), uintptr(n), s))
}

func (l *lib) memcpyDtoHAsync(dst unsafe.Pointer, src uintptr, n int, s uintptr) result {
	return res(purego.SyscallN(l.cuMemcpyDtoHAsync, uintptr(dst), src, uintptr(n), s))
}

func (l *lib) memcpyDtoDAsync(dst, src uintptr, n int, s uintptr) result {
	return res(purego.SyscallN(l.cuMemcpyDtoDAsync, dst, src, uintptr(n), s))
}

func (l *lib) memHostAlloc(p *unsafe.Pointer, n int, flags uint32) result {
	return res(purego.SyscallN(l.cuMemHostAlloc, uintptr(unsafe.Pointer(p)), uintptr(n), uintptr(flags)))
}

func (l *lib) memFreeHost(p unsafe.Pointer) result {
	return res(purego.SyscallN(l.cuMemFreeHost, uintptr(p)))
}

func (l *lib) memHostRegister(p unsafe.Pointer, n int, flags uint32) result {
	return res(purego.SyscallN(l.cuMemHostRegister, uintptr(p), uintptr(n), uintptr(flags)))
}

func (l *lib) memHostUnregister(p unsafe.Pointer) result {
	return res(purego.SyscallN(l.cuMemHostUnregister, uintptr(p)))
}

func (l *lib) streamCreate(s *uintptr, flags uint32) result {
	return res(purego.SyscallN(l.cuStreamCreate, uintptr(unsafe.Pointer(s)), uintptr(flags)))
}

func (l *lib) streamDestroy(s uintptr) result { return res(purego.SyscallN(l.cuStreamDestroy, s)) }

func (l *lib) streamSynchronize(s uintptr) result {
	return res(purego.SyscallN(l.cuStreamSynchronize, s))
}

func (l *lib) streamQuery(s uintptr) result { return res(purego.SyscallN(l.cuStreamQuery, s)) }

func (l *lib) streamWaitEvent(s, e uintptr) result {
	return res(purego.SyscallN(l.cuStreamWaitEvent, s, e, 0))
}

func (l *lib) eventCreate(e *uintptr, flags uint32) result {
	return res(purego.SyscallN(l.cuEventCreate, uintptr(unsafe.Pointer(e)), uintptr(flags)))
}

func (l *lib) eventRecord(e, s uintptr) result { return res(purego.SyscallN(l.cuEventRecord, e, s)) }

func (l *lib) eventSynchronize(e uintptr) result {
	return res(purego.SyscallN(l.cuEventSynchronize, e))
}

func (l *lib) eventElapsed(ms *float32, start, end uintptr) result {
	return res(purego.SyscallN(l.cuEventElapsedTime, uintptr(unsafe.Pointer(ms)), start, end))
}

func (l *lib) eventDestroy(e uintptr) result { return res(purego.SyscallN(l.cuEventDestroy, e)) }

func (l *lib) moduleLoadDataEx(m *uintptr, image unsafe.Pointer, opts []uint32, vals []uintptr) result {
	return res(purego.SyscallN(l.cuModuleLoadDataEx, uintptr(unsafe.Pointer(m)), uintptr(image),
		uintptr(len(opts)), uintptr(unsafe.Pointer(&opts[0])), uintptr(unsafe.Pointer(&vals[0]))))
}

func (l *lib) moduleUnload(m uintptr) result { return res(purego.SyscallN(l.cuModuleUnload, m)) }

func (l *lib) moduleGetFunction(f *uintptr, m uintptr, name *byte) result {
	return res(purego.SyscallN(l.cuModuleGetFunction, uintptr(unsafe.Pointer(f)), m, uintptr(unsafe.Pointer(name))))
}

func (l *lib) moduleGetGlobal(p *uint64, n *uintptr, m uintptr, name *byte) result {
	return res(purego.SyscallN(l.cuModuleGetGlobal, uintptr(unsafe.Pointer(p)), uintptr(unsafe.Pointer(n)), m, uintptr(unsafe.Pointer(name))))
}

func (l *lib) launchKernel(f uintptr, g, b [3]uint32, shared int, s uintptr, params *unsafe.Pointer) result {
	return res(purego.SyscallN(l.cuLaunchKernel, f,
		uintptr(g[0]), uintptr(g[1]), uintptr(g[2]), uintptr(b[0]), uintptr(b[1]), uintptr(b[2]),
		uintptr(shared), s, uintptr(unsafe.Pointer(params)), 0))
}

func (l *lib) funcAttribute(v *int32, attr int, f uintptr) result {
	return res(purego.SyscallN(l.cuFuncGetAttribute, uintptr(unsafe.Pointer(v)), uintptr(attr), f))
}

// occupancyMaxPotentialBlockSize passes no block-size-to-smem callback (a C
// function pointer purego would have to synthesise): dynamic shared memory
// is the fixed smem for every block size.
func (l *lib) occupancyMaxPotentialBlockSize(minGrid, block *int32, f uintptr, smem int) result {
	return res(purego.SyscallN(l.cuOccupancyMaxPotentialBlockSize, uintptr(unsafe.Pointer(minGrid)),
		uintptr(unsafe.Pointer(block)), f, 0, uintptr(smem), 0))
}
