package kern

import (
	"errors"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
)

func fkGather(t *Thread, idx []int32, in, out []float32) {}

// TestGPUDebugTrap: after a launch of debug code the runtime reads the
// module's trap record; a filled record becomes a *KernelTrapError naming
// the site's file:line:col and the failing block and thread, and is
// cleared; code without a trap table is not checked.
func TestGPUDebugTrap(t *testing.T) {
	sites := []string{"kernels.go:10:2: integer divide by zero", "kernels.go:213:14: index out of range"}
	tests := []struct {
		name   string
		traps  []string
		rec    []uint32 // what the kernel writes into the record; nil: nothing
		global bool     // the module has the record
		want   string   // "" for no error
	}{
		{"trap", sites, []uint32{1, 1, 3, 0, 0, 1, 2, 0}, true,
			"kernel gather: kernels.go:213:14: index out of range (block (1,2,0), thread (3,0,0))"},
		{"site 0", sites, []uint32{1, 0, 0, 1, 0, 0, 0, 4}, true,
			"kernel gather: kernels.go:10:2: integer divide by zero (block (0,0,4), thread (0,1,0))"},
		{"unknown site", sites, []uint32{1, 9, 0, 0, 0, 0, 0, 0}, true, "failed check at unknown site 9"},
		{"no failure", sites, nil, true, ""},
		{"not debug code", nil, []uint32{1, 1, 3, 0, 0, 1, 2, 0}, true, ""},
		{"no record in the module", sites, nil, false, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newFakeGPU()
			rec, err := g.h.Alloc(abi.TrapRecordBytes)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.h.Memset(rec, 0, abi.TrapRecordBytes, nil); err != nil {
				t.Fatal(err)
			}
			if tc.global {
				g.trapRec = rec
			}
			words := func() []uint32 { return unsafeWords(g, rec) }
			g.kernels["gather"] = func(g *fakeGPU, c driver.LaunchConfig, leaves []uint64) {
				if tc.rec != nil {
					copy(words(), tc.rec)
				}
			}
			dev := NewDevice(g)
			k := NewKernel3(fkGather)
			k.genOnce.Do(func() {
				k.genPkg = &GenPackage{Path: "test", PTX: fakePTX, Traps: tc.traps}
				k.gen = &GenFunc{ID: Identity(k.name), Kind: GenKernel, Entries: map[string]string{RoleKernel: "gather"}}
			})
			idx, in, out := []int32{0, 1}, []float32{1, 2}, make([]float32, 2)
			err = k.Launch(dev, D1(1), D1(2), idx, in, out)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("unexpected error %v", err)
				}
				return
			}
			var te *KernelTrapError
			if !errors.Is(err, driver.ErrKernelTrap) || !errors.As(err, &te) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want a KernelTrapError containing %q", err, tc.want)
			}
			for i, w := range words() {
				if w != 0 {
					t.Fatalf("record word %d = %d after the report, want it cleared", i, w)
				}
			}
			// The next launch, with no failure, succeeds.
			tc.rec = nil
			if err := k.Launch(dev, D1(1), D1(2), idx, in, out); err != nil {
				t.Fatalf("launch after the trap: %v", err)
			}
		})
	}
}

// unsafeWords views the fake device's trap record.
func unsafeWords(g *fakeGPU, p driver.Ptr) []uint32 {
	return unsafe.Slice((*uint32)(g.mem(p, abi.TrapRecordBytes)), abi.TrapRecordWords)
}
