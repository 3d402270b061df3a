package roc

import (
	"testing"

	"github.com/kernlab/kern/driver/internal/cheader"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// cConsts are the package's constants and the HIP names they stand for
// ("" for kern's own).
var cConsts = []struct {
	goName, cName string
	v             int64
}{
	{"attrAsyncEngineCount", "hipDeviceAttributeAsyncEngineCount", attrAsyncEngineCount},
	{"attrCanMapHostMemory", "hipDeviceAttributeCanMapHostMemory", attrCanMapHostMemory},
	{"attrClockRate", "hipDeviceAttributeClockRate", attrClockRate},
	{"attrConcurrentKernels", "hipDeviceAttributeConcurrentKernels", attrConcurrentKernels},
	{"attrL2CacheSize", "hipDeviceAttributeL2CacheSize", attrL2CacheSize},
	{"attrComputeCapabilityMajor", "hipDeviceAttributeComputeCapabilityMajor", attrComputeCapabilityMajor},
	{"attrMaxBlockDimX", "hipDeviceAttributeMaxBlockDimX", attrMaxBlockDimX},
	{"attrMaxBlockDimY", "hipDeviceAttributeMaxBlockDimY", attrMaxBlockDimY},
	{"attrMaxBlockDimZ", "hipDeviceAttributeMaxBlockDimZ", attrMaxBlockDimZ},
	{"attrMaxGridDimX", "hipDeviceAttributeMaxGridDimX", attrMaxGridDimX},
	{"attrMaxGridDimY", "hipDeviceAttributeMaxGridDimY", attrMaxGridDimY},
	{"attrMaxGridDimZ", "hipDeviceAttributeMaxGridDimZ", attrMaxGridDimZ},
	{"attrMaxThreadsPerBlock", "hipDeviceAttributeMaxThreadsPerBlock", attrMaxThreadsPerBlock},
	{"attrMemoryBusWidth", "hipDeviceAttributeMemoryBusWidth", attrMemoryBusWidth},
	{"attrMemoryClockRate", "hipDeviceAttributeMemoryClockRate", attrMemoryClockRate},
	{"attrComputeCapabilityMinor", "hipDeviceAttributeComputeCapabilityMinor", attrComputeCapabilityMinor},
	{"attrMultiprocessorCount", "hipDeviceAttributeMultiprocessorCount", attrMultiprocessorCount},
	{"attrMaxSharedMemoryPerBlock", "hipDeviceAttributeMaxSharedMemoryPerBlock", attrMaxSharedMemoryPerBlock},
	{"attrUnifiedAddressing", "hipDeviceAttributeUnifiedAddressing", attrUnifiedAddressing},
	{"attrWarpSize", "hipDeviceAttributeWarpSize", attrWarpSize},
	{"hostMallocPortable", "hipHostMallocPortable", hostMallocPortable},
	{"hostMallocMapped", "hipHostMallocMapped", hostMallocMapped},
	{"hostMallocCoherent", "hipHostMallocCoherent", hostMallocCoherent},
	{"hostMallocNonCoherent", "hipHostMallocNonCoherent", hostMallocNonCoherent},
	{"memcpyHostToDevice", "hipMemcpyHostToDevice", memcpyHostToDevice},
	{"memcpyDeviceToHost", "hipMemcpyDeviceToHost", memcpyDeviceToHost},
	{"memcpyDeviceToDevice", "hipMemcpyDeviceToDevice", memcpyDeviceToDevice},
	// Sizes of kern's buffers; the struct checks below hold them to the
	// header.
	{"devicePropBytes", "", devicePropBytes},
	{"deviceNameBytes", "", deviceNameBytes},
	{"pciBusIDBytes", "", pciBusIDBytes},
}

// newerCodes are hipError_t names of the built-in table that ROCm 5.2's
// header predates.
var newerCodes = []string{"hipErrorRuntimeMemory", "hipErrorRuntimeOther"}

// TestHeader checks every binding, constant, error code and the
// hipDeviceProp_t layout kern relies on against hip_runtime_api.h (ROCm
// 5.2, Debian's libamdhip64-dev).
func TestHeader(t *testing.T) {
	h, why := cheader.HIP()
	if why != "" {
		testtool.Missing(t, why)
	}
	c := cheader.Check{
		Consts: map[string]int64{}, Newer: newerCodes,
		Structs: []string{"hipDeviceProp_t"},
		Fields: map[string][2]int{
			// archName reads the name at offset 0 and finds gcnArchName,
			// a char[256], after it.
			"hipDeviceProp_t.name":        {0, deviceNameBytes},
			"hipDeviceProp_t.gcnArchName": {-1, 256},
		},
	}
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
	for code := range 1200 {
		if _, named := builtinNames()[status(code)]; Sentinel(code) != nil && !named {
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
	if r == nil {
		return
	}
	if n := r.Structs["hipDeviceProp_t"]; n == 0 || n > devicePropBytes {
		t.Errorf("sizeof(hipDeviceProp_t) = %d: the %d-byte buffer gcnArchName reads into must hold it", n, devicePropBytes)
	}
	// archName finds gcnArchName where the header puts it, past every
	// other string of a filled structure.
	f := r.Fields["hipDeviceProp_t.gcnArchName"]
	buf := make([]byte, devicePropBytes)
	copy(buf, "AMD Instinct MI210")
	copy(buf[f.Offset:], "gfx90a:sramecc+:xnack-")
	if got := archName(buf); got != "gfx90a:sramecc+:xnack-" {
		t.Errorf("archName of a hipDeviceProp_t with gcnArchName at %d = %q", f.Offset, got)
	}
	if testing.Verbose() {
		for _, b := range c.Bindings {
			if p := r.Protos[b.Name]; p != nil {
				t.Logf("%-40s %-30s %s", p.Symbol, p.Sig(), p.Where)
			}
		}
		t.Logf("sizeof(hipDeviceProp_t) = %d, gcnArchName at %d", r.Structs["hipDeviceProp_t"], f.Offset)
	}
}
