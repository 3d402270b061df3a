package ptx

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// fp8MMAModule is one kernel d = 0 + a·b for A in format fa and B in fb
// (ir.MMAE4M3 or MMAE5M2, mixed or not) or both ir.MMAF16: A row-major, B
// column-major, D row-major.
func fp8MMAModule(fa, fb int) *ir.Module {
	elem := ir.Type(ir.Typ[ir.Uint8])
	if fa == ir.MMAF16 {
		elem = ir.Typ[ir.Uint16]
	}
	m := &ir.Module{Name: "mma"}
	k := newKernel(m, "tile", gptr(elem), gptr(elem), gptr(ir.Typ[ir.Float32]))
	a := k.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadA, fa, 0), nil, k.param(0), i64(40))
	b := k.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadB, fb, 1), nil, k.param(1), i64(36))
	c := k.EmitAux(ir.OpMMA, ir.MMAFragC(), ir.MMAAux(ir.MMAFill, 0, 0), nil, ir.ConstFloat(ir.Typ[ir.Float32], 0))
	c = k.EmitAux(ir.OpMMA, ir.MMAFragC(), ir.MMAComputeAux(fa, fb), nil, a, b, c)
	k.EmitAux(ir.OpMMA, nil, ir.MMAAux(ir.MMAStore, 0, 0), nil, k.param(2), c, i64(16))
	k.done()
	return m
}

// TestFP8MMA checks the FP8 lowering's structure, for A and B of one
// format and mixed (A's type first in the instruction): below sm_89 it is
// refused; on sm_89 and sm_90 the module is raised to PTX ISA 8.4 (and an
// MMA module without FP8 is not), each 16×16 tile is two m16n8k32 mma.sync
// of 4 A, 2 B and 4 accumulator registers, and each A and B register is
// four byte loads packed low byte first. Each module is assembled for its
// arch with ptxas 12.4 (KERN_PTXAS_ISA84: ptxas 11.8 reads PTX ISA 7.8 at
// most), which must refuse it with .version 8.3 (the raise is needed),
// with .target sm_86, and with a wrong accumulator type.
func TestFP8MMA(t *testing.T) {
	names := map[int]string{ir.MMAE4M3: "e4m3", ir.MMAE5M2: "e5m2"}
	pairs := [][2]int{{ir.MMAE4M3, ir.MMAE4M3}, {ir.MMAE5M2, ir.MMAE5M2}, {ir.MMAE4M3, ir.MMAE5M2}, {ir.MMAE5M2, ir.MMAE4M3}}
	for _, f := range pairs {
		if _, err := Compile(fp8MMAModule(f[0], f[1]), Options{Arch: "sm_86"}); !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "sm_89") {
			t.Errorf("formats %v on sm_86: %v, want ErrUnsupported naming sm_89", f, err)
		}
	}
	if src := mustCompile(t, fp8MMAModule(ir.MMAF16, ir.MMAF16), Options{Arch: "sm_89"}); !strings.Contains(src, ".version 7.8\n") {
		t.Errorf("an f16 MMA module for sm_89 is not at its arch's .version 7.8:\n%.200s", src)
	}
	var mods [][2]string // (arch, module)
	mmaLine := regexp.MustCompile(`(?m)^\s*mma\.sync\.aligned\.m16n8k32\.row\.col\.f32\.(e4m3|e5m2)\.(e4m3|e5m2)\.f32 \{%f\d+, %f\d+, %f\d+, %f\d+\}, \{%r\d+, %r\d+, %r\d+, %r\d+\}, \{%r\d+, %r\d+\}, \{%f\d+, %f\d+, %f\d+, %f\d+\};$`)
	for _, arch := range []string{"sm_89", "sm_90"} {
		for _, f := range pairs {
			an, bn := names[f[0]], names[f[1]]
			name := an + "×" + bn
			src := mustCompile(t, fp8MMAModule(f[0], f[1]), Options{Arch: arch})
			if !strings.Contains(src, ".version 8.4\n.target "+arch+"\n") {
				t.Errorf("%s %s: want .version 8.4 .target %s:\n%.300s", arch, name, arch, src)
			}
			ms := mmaLine.FindAllStringSubmatch(src, -1)
			if len(ms) != 2 || strings.Count(src, "mma.sync") != 2 {
				t.Fatalf("%s %s: %d well-formed m16n8k32 mma.sync of %d, want 2:\n%s", arch, name, len(ms), strings.Count(src, "mma.sync"), src)
			}
			for _, m := range ms {
				if m[1] != an || m[2] != bn {
					t.Errorf("%s: mma types %s×%s, want %s", arch, m[1], m[2], name)
				}
			}
			// 16 A and 16 B bytes a lane, in 8 registers of 3 prmt each.
			if n := strings.Count(src, ".u8 "); n != 32 {
				t.Errorf("%s %s: %d byte loads, want 32", arch, name, n)
			}
			if n, pairs, regs := strings.Count(src, "prmt.b32"), strings.Count(src, ", 0x0040;"), strings.Count(src, ", 0x5410;"); n != 24 || pairs != 16 || regs != 8 {
				t.Errorf("%s %s: %d prmt (%d pair, %d register), want 24 (16, 8)", arch, name, n, pairs, regs)
			}
			mods = append(mods, [2]string{arch, src})
		}
	}
	tool := testtool.Path(t, testtool.PTXASISA84) // skips without ptxas 12.4
	dir := t.TempDir()
	for i, m := range mods {
		arch, src := m[0], m[1]
		ptxas(t, tool, arch, src)
		for j, mut := range []struct{ from, to, want string }{
			{".version 8.4\n", ".version 8.3\n", "requires PTX ISA .version 8.4"},
			{".target " + arch + "\n", ".target sm_86\n", "requires .target sm_89"},
			{".f32 {%f", ".f16 {%f", "Unexpected instruction types specified for 'mma'"},
		} {
			if !strings.Contains(src, mut.from) {
				t.Fatalf("%s: no %q to mutate in:\n%s", arch, mut.from, src)
			}
			file := filepath.Join(dir, fmt.Sprintf("m%d-%d.ptx", i, j))
			if err := os.WriteFile(file, []byte(strings.Replace(src, mut.from, mut.to, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
			target := arch
			if mut.to == ".target sm_86\n" {
				target = "sm_86"
			}
			testtool.RefusePTXISA84(t, file, target, mut.want)
		}
	}
}
