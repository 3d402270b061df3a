package asmstat

import "testing"

func TestParsePtxas(t *testing.T) {
	log := `ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'k1' for 'sm_80'
ptxas info    : Function properties for k1
    16 bytes stack frame, 8 bytes spill stores, 4 bytes spill loads
ptxas info    : Used 26 registers, 4096 bytes smem, 416 bytes cmem[0]
ptxas info    : Function properties for helper
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Compiling entry function 'k2' for 'sm_80'
ptxas info    : Function properties for k2
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 12 registers, 380 bytes cmem[0]
`
	got := ParsePtxas(log)
	if got["k1"] != (PtxasInfo{Regs: 26, Smem: 4096, Stack: 16, SpillStores: 8, SpillLoads: 4}) || got["k2"] != (PtxasInfo{Regs: 12}) || len(got) != 2 {
		t.Errorf("ParsePtxas = %+v", got)
	}
}
