package gpuprof

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/ebitengine/purego"
)

// NVTX: each span is a range of libnvToolsExt's (nvtxRangeStartA,
// nvtxRangeEnd), which Nsight Systems shows on its timeline under the
// span's label. Start/End ranges rather than Push/Pop: a goroutine may
// move to another thread between the two, and pushed ranges are per
// thread.

// nvtxNames are the library's names, the CUDA toolkit's and its link.
var nvtxNames = []string{"libnvToolsExt.so.1", "libnvToolsExt.so"}

type nvtxLib struct{ start, end uintptr }

// nvtx is the loaded library; nil: none.
var (
	nvtx     atomic.Pointer[nvtxLib]
	nvtxOnce sync.Mutex // serializes LoadNVTX
)

// LoadNVTX opens the NVTX library at path ("": its usual names) so that
// spans become NVTX ranges. A second call after a success does nothing.
func LoadNVTX(path string) error {
	nvtxOnce.Lock()
	defer nvtxOnce.Unlock()
	if nvtx.Load() != nil {
		return nil
	}
	names := nvtxNames
	if path != "" {
		names = []string{path}
	}
	var firstErr error
	for _, n := range names {
		h, err := purego.Dlopen(n, purego.RTLD_NOW|purego.RTLD_GLOBAL)
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		var l nvtxLib
		if l.start, err = purego.Dlsym(h, "nvtxRangeStartA"); err == nil {
			l.end, err = purego.Dlsym(h, "nvtxRangeEnd")
		}
		if err != nil {
			return fmt.Errorf("NVTX library %s: %w", n, err)
		}
		nvtx.Store(&l)
		listeners.Add(1)
		return nil
	}
	return fmt.Errorf("no NVTX library (%v): %w", names, firstErr)
}

// NVTXLoaded reports whether spans are NVTX ranges.
func NVTXLoaded() bool { return nvtx.Load() != nil }

// nvtxStart starts a range named label and returns its id (0: no
// library).
func nvtxStart(label string) uint64 {
	l := nvtx.Load()
	if l == nil {
		return 0
	}
	b := append([]byte(label), 0)
	id, _, _ := purego.SyscallN(l.start, uintptr(unsafe.Pointer(&b[0])))
	runtime.KeepAlive(b)
	return uint64(id)
}

func nvtxEnd(id uint64) {
	if l := nvtx.Load(); l != nil {
		purego.SyscallN(l.end, uintptr(id))
	}
}
