package emu

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestROCMFMAIntRefused: the integer matrix instructions (run bit for bit
// against plain Go by the root package's TestMMAAcc* on mmatest/macc's
// kernels) load only on the processors that have them, with the clamp
// and broadcast modifiers kern's backend never writes refused.
func TestROCMFMAIntRefused(t *testing.T) {
	read := func(name string) string {
		b, err := os.ReadFile("../../internal/testing/mmatest/macc/" + name)
		if err != nil {
			t.Skip("no", name, "(go generate ./internal/testing/mmatest/macc)")
		}
		return string(b)
	}
	gfx90a, gfx940, gfx1100 := read("kern_gen.ll"), read("kern_gen_gfx940.ll"), read("kern_gen_gfx1100.ll")
	// The first WMMA call with its clamp set.
	wmma := regexp.MustCompile(`(call <8 x i32> @llvm\.amdgcn\.wmma\.i32\.16x16x16\.iu8\.v8i32\([^)]*, )i1 false\)`)
	n := 0
	clamp := wmma.ReplaceAllStringFunc(gfx1100, func(m string) string {
		if n++; n > 1 {
			return m
		}
		return strings.TrimSuffix(m, "i1 false)") + "i1 true)"
	})
	if clamp == gfx1100 {
		t.Fatal("kern_gen_gfx1100.ll lacks the WMMA call this test edits")
	}
	for _, c := range []struct {
		name, arch, ir, want string
	}{
		{"gfx90a", "gfx90a", gfx90a, ""},
		{"gfx940", "gfx940", gfx940, ""},
		{"gfx1100", "gfx1100", gfx1100, ""},
		{"x32 on gfx90a", "gfx90a", strings.Replace(gfx940, "gfx940", "gfx90a", 1), "@llvm.amdgcn.mfma.i32.16x16x32.i8 on the emulated gfx90a with 64-lane wavefronts: it needs gfx940"},
		{"x16 on gfx940", "gfx940", strings.Replace(gfx90a, "gfx90a", "gfx940", 1), "@llvm.amdgcn.mfma.i32.16x16x16i8 on the emulated gfx940 with 64-lane wavefronts: it needs gfx90a"},
		{"clamp", "gfx1100", clamp, "clamp modifiers are not emulated"},
		{"cbsz", "gfx940", strings.Replace(gfx940, ", i32 0, i32 0, i32 0)", ", i32 1, i32 0, i32 0)", 1), "immediate operand 3 = 1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := NewROC(WithArch(c.arch))
			if err != nil {
				t.Fatal(err)
			}
			_, err = d.LoadModuleIR([]byte(c.ir), nil)
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("load: %v", err)
			case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
				t.Fatalf("load: %v, want an error with %q", err, c.want)
			}
		})
	}
}
