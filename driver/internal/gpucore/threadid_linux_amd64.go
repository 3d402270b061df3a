package gpucore

import (
	"encoding/binary"
	"os"
	"sync"
)

// rdfsbase is the RDFSBASE instruction: the calling thread's FS base,
// which Go (and a C library, with cgo) sets to a per-thread block.
func rdfsbase() uintptr

// hasFSGSBase reports whether user code may execute RDFSBASE: the kernel
// says so with HWCAP2_FSGSBASE in the auxiliary vector (Linux 5.9 and
// newer on CPUs that have it); elsewhere the instruction faults.
var hasFSGSBase = sync.OnceValue(func() bool {
	b, err := os.ReadFile("/proc/self/auxv")
	if err != nil {
		return false
	}
	const atHWCAP2, hwcap2FSGSBase = 26, 1 << 1
	for i := 0; i+16 <= len(b); i += 16 {
		k, v := binary.LittleEndian.Uint64(b[i:]), binary.LittleEndian.Uint64(b[i+8:])
		if k == atHWCAP2 {
			return v&hwcap2FSGSBase != 0
		}
	}
	return false
})

// threadID is the calling OS thread's thread pointer, or 0 when it cannot
// be read cheaply. The caller must be locked to its thread.
func threadID() uintptr {
	if !hasFSGSBase() {
		return 0
	}
	return rdfsbase()
}
