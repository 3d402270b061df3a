package cuda

import (
	"testing"

	"github.com/kernlab/kern/driver/internal/cheader"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// cConsts are the package's constants and the cuda.h names they stand
// for ("" for kern's own).
var cConsts = []struct {
	goName, cName string
	v             int64
}{
	{"attrMaxThreadsPerBlock", "CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK", attrMaxThreadsPerBlock},
	{"attrMaxBlockDimX", "CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X", attrMaxBlockDimX},
	{"attrMaxBlockDimY", "CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y", attrMaxBlockDimY},
	{"attrMaxBlockDimZ", "CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z", attrMaxBlockDimZ},
	{"attrMaxGridDimX", "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X", attrMaxGridDimX},
	{"attrMaxGridDimY", "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y", attrMaxGridDimY},
	{"attrMaxGridDimZ", "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z", attrMaxGridDimZ},
	{"attrMaxSharedMemPerBlock", "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK", attrMaxSharedMemPerBlock},
	{"attrWarpSize", "CU_DEVICE_ATTRIBUTE_WARP_SIZE", attrWarpSize},
	{"attrClockRate", "CU_DEVICE_ATTRIBUTE_CLOCK_RATE", attrClockRate},
	{"attrMultiprocessorCount", "CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT", attrMultiprocessorCount},
	{"attrCanMapHostMemory", "CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY", attrCanMapHostMemory},
	{"attrConcurrentKernels", "CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS", attrConcurrentKernels},
	{"attrMemoryClockRate", "CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE", attrMemoryClockRate},
	{"attrGlobalMemoryBusWidth", "CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH", attrGlobalMemoryBusWidth},
	{"attrL2CacheSize", "CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE", attrL2CacheSize},
	{"attrAsyncEngineCount", "CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT", attrAsyncEngineCount},
	{"attrUnifiedAddressing", "CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING", attrUnifiedAddressing},
	{"attrComputeCapabilityMajor", "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR", attrComputeCapabilityMajor},
	{"attrComputeCapabilityMinor", "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR", attrComputeCapabilityMinor},
	{"attrMaxSharedMemOptin", "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN", attrMaxSharedMemOptin},
	{"jitInfoLogBuffer", "CU_JIT_INFO_LOG_BUFFER", jitInfoLogBuffer},
	{"jitInfoLogBufferBytes", "CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES", jitInfoLogBufferBytes},
	{"jitErrorLogBuffer", "CU_JIT_ERROR_LOG_BUFFER", jitErrorLogBuffer},
	{"jitErrorLogBufferBytes", "CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES", jitErrorLogBufferBytes},
	{"jitLogVerbose", "CU_JIT_LOG_VERBOSE", jitLogVerbose},
	{"hostAllocPortable", "CU_MEMHOSTALLOC_PORTABLE", hostAllocPortable},
	{"successCode", "CUDA_SUCCESS", int64(successCode)},
	{"jitLogBytes", "", jitLogBytes},
}

// newerCodes are CUresult names of the built-in table that cuda.h 11.8
// predates (CUDA 12).
var newerCodes = []string{"CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC", "CUDA_ERROR_ILLEGAL_STATE"}

// TestHeader checks every binding, constant and error code against cuda.h
// (11.8, Debian's nvidia-cuda-dev): the symbol its macros select, the
// parameters' and result's kinds, and each value.
func TestHeader(t *testing.T) {
	h, why := cheader.CUDA()
	if why != "" {
		testtool.Missing(t, why)
	}
	c := cheader.Check{Consts: map[string]int64{}, Newer: newerCodes}
	for _, f := range newLib().fns() {
		c.Bindings = append(c.Bindings, cheader.Binding{Name: f.Op, Sym: f.Sym, Sig: f.Sig, Optional: f.Optional})
	}
	table, values := map[string]string{}, map[string]int64{}
	for _, k := range cConsts {
		table[k.goName], values[k.goName] = k.cName, k.v
		if k.cName != "" {
			c.Consts[k.cName] = k.v
		}
	}
	for code, name := range builtinNames() {
		c.Consts[name] = int64(code)
	}
	// Every code Sentinel gives a meaning to is named in the built-in
	// table, and so checked against the header.
	for code := range 1200 {
		if _, named := builtinNames()[result(code)]; Sentinel(code) != nil && !named {
			t.Errorf("Sentinel maps code %d, which the built-in table does not name", code)
		}
	}
	r, errs := c.Run(h)
	for _, err := range errs {
		t.Error(err)
	}
	for _, err := range cheader.Accounted(".", table, values) {
		t.Error(err)
	}
	if r != nil && testing.Verbose() {
		for _, b := range c.Bindings {
			if p := r.Protos[b.Name]; p != nil {
				t.Logf("%-34s %-30s %s", p.Symbol, p.Sig(), p.Where)
			}
		}
	}
}
