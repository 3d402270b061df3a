package gpucore

import (
	"testing"

	"github.com/kernlab/kern/driver/internal/cheader"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// cConsts are the package's constants with the names they have in cuda.h
// and in hip_runtime_api.h ("" for kern's own): both APIs must give them
// the one value gpucore uses.
var cConsts = []struct {
	goName, cuda, hip string
	v                 int64
}{
	{"Success", "CUDA_SUCCESS", "hipSuccess", int64(Success)},
	{"InvalidValue", "CUDA_ERROR_INVALID_VALUE", "hipErrorInvalidValue", int64(InvalidValue)},
	{"NoDevice", "CUDA_ERROR_NO_DEVICE", "hipErrorNoDevice", int64(NoDevice)},
	{"InvalidContext", "CUDA_ERROR_INVALID_CONTEXT", "hipErrorInvalidContext", int64(InvalidContext)},
	{"NotReady", "CUDA_ERROR_NOT_READY", "hipErrorNotReady", int64(NotReady)},
	{"NotRegistered", "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED", "hipErrorHostMemoryNotRegistered", int64(NotRegistered)},
	{"funcMaxThreadsPerBlock", "CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK", "HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK", funcMaxThreadsPerBlock},
	{"funcSharedSizeBytes", "CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES", "HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES", funcSharedSizeBytes},
	{"funcLocalSizeBytes", "CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES", "HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES", funcLocalSizeBytes},
	{"funcNumRegs", "CU_FUNC_ATTRIBUTE_NUM_REGS", "HIP_FUNC_ATTRIBUTE_NUM_REGS", funcNumRegs},
	{"funcMaxDynamicShared", "CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES", "hipFuncAttributeMaxDynamicSharedMemorySize", int64(funcMaxDynamicShared)},
	{"funcSharedCarveout", "CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT", "hipFuncAttributePreferredSharedMemoryCarveout", int64(funcSharedCarveout)},
	{"hostRegisterPortable", "CU_MEMHOSTREGISTER_PORTABLE", "hipHostRegisterPortable", hostRegisterPortable},
	{"streamNonBlocking", "CU_STREAM_NON_BLOCKING", "hipStreamNonBlocking", streamNonBlocking},
	{"eventDefault", "CU_EVENT_DEFAULT", "hipEventDefault", eventDefault},
	{"cooperativeTooLarge", "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE", "hipErrorCooperativeLaunchTooLarge", cooperativeTooLarge},
	{"HtoD", "", "", int64(HtoD)},
	{"DtoH", "", "", int64(DtoH)},
	{"DtoD", "", "", int64(DtoD)},
}

// TestHeaders checks the shared constants against both headers.
func TestHeaders(t *testing.T) {
	table, values := map[string]string{}, map[string]int64{}
	for _, k := range cConsts {
		table[k.goName], values[k.goName] = k.cuda+k.hip, k.v
	}
	for _, err := range cheader.Accounted(".", table, values) {
		t.Error(err)
	}
	for _, api := range []struct {
		name string
		find func() (cheader.Header, string)
		pick func(cuda, hip string) string
	}{
		{"cuda.h", cheader.CUDA, func(c, _ string) string { return c }},
		{"hip_runtime_api.h", cheader.HIP, func(_, h string) string { return h }},
	} {
		t.Run(api.name, func(t *testing.T) {
			h, why := api.find()
			if why != "" {
				testtool.Missing(t, why)
			}
			c := cheader.Check{Consts: map[string]int64{}}
			for _, k := range cConsts {
				if n := api.pick(k.cuda, k.hip); n != "" {
					c.Consts[n] = k.v
				}
			}
			_, errs := c.Run(h)
			for _, err := range errs {
				t.Error(err)
			}
		})
	}
}
