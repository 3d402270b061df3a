package emu

import (
	"os"
	"path/filepath"
	"testing"
)

// TestROCLoadsShippedIR loads every kern_gen.ll in the repository, with
// its gfx90a code object, on the emulated ROC device: every construct the
// backend writes must decode, and every kernel's argument layout must be
// the code object's.
func TestROCLoadsShippedIR(t *testing.T) {
	files, _ := filepath.Glob("../../examples/*/kern_gen.ll")
	more, _ := filepath.Glob("../../internal/testing/gputest/*/kern_gen.ll")
	files = append(files, more...)
	files = append(files, "../../internal/testing/gputest/kern_gen.ll", "../../bench/kernels/kern_gen.ll")
	if extra := os.Getenv("KERN_EMU_LL"); extra != "" {
		files = append(files, filepath.SplitList(extra)...)
	}
	n := 0
	for _, f := range files {
		ir, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		co, _ := os.ReadFile(filepath.Join(filepath.Dir(f), "kern_gen_gfx90a.hsaco"))
		d, err := NewROC()
		if err != nil {
			t.Fatal(err)
		}
		m, err := d.LoadModuleIR(ir, co)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		n += len(m.(*module).pm.funcs)
	}
	if n == 0 {
		t.Fatal("no kernels loaded")
	}
	t.Logf("%d kernels from %d files", n, len(files))
}
