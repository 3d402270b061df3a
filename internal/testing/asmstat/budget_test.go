package asmstat

import (
	"os"
	"path/filepath"
	"testing"
)

// The PTX budget: per kernel, at most Loop PTX instructions per element of
// its element loop (the whole kernel for a one-element kernel) and Total
// instructions in all, counted in the kern_gen.ptx that kern gen wrote
// (each package's kern_gen_test keeps it current). A compiler change that
// makes any of them larger fails here; one that makes them smaller should
// lower the budget to the new counts, which `go test -v -run PTXBudget`
// prints. bench/static compares the same kernels with clang's code.
var ptxBudget = []struct {
	dir, fn     string  // package directory from the repository root, Go name of the kernel
	loadBytes   float64 // bytes of global/generic loads per element; 0: a one-element kernel
	elems       float64 // elements per loadBytes (0: 1)
	innerTrip   float64 // weight of loops nested in the element loop
	Loop, Total float64 // the budget
}{
	// Vectorize wrappers (F__contig): the grid-stride loop.
	{dir: "examples/discriminant", fn: "Discriminant[float32]__contig", loadBytes: 12, Loop: 42, Total: 72},
	{dir: "examples/discriminant", fn: "Discriminant[float64]__contig", loadBytes: 24, Loop: 42, Total: 72},
	{dir: "examples/kernels", fn: "DoubledUfunc__contig", loadBytes: 4, Loop: 18, Total: 40},
	{dir: "examples/devicefn", fn: "RocUfunc__contig", loadBytes: 12, Loop: 687, Total: 717},
	{dir: "bench/kernels", fn: "ExpSin__contig", loadBytes: 8, Loop: 485, Total: 507},
	// Guvectorize wrappers (F__gu): the core's innermost loop.
	{dir: "examples/matmul", fn: "MatMul[float32]__gu", loadBytes: 8, Loop: 7, Total: 291},
	{dir: "examples/matmul", fn: "MatMul[float64]__gu", loadBytes: 16, Loop: 7, Total: 291},
	{dir: "examples/kernels", fn: "DoubledGufunc__gu", loadBytes: 4, Loop: 6.75, Total: 217},
	// Kernels.
	{dir: "examples/kernels", fn: "Doubled", Loop: 30, Total: 30},
	{dir: "examples/kernels", fn: "DoubledAutoGrid", Loop: 42, Total: 42},
	{dir: "examples/kernels", fn: "DoubledManCopy", Loop: 56, Total: 56},
	{dir: "bench/kernels", fn: "Axpy", Loop: 33, Total: 33},
	{dir: "examples/memory", fn: "ReverseGroups", Loop: 44, Total: 44},
	{dir: "examples/memory", fn: "Scale", loadBytes: 4, Loop: 10, Total: 32},
	{dir: "bench/kernels", fn: "MatMulTiled", loadBytes: 8, elems: 16, innerTrip: 16, Loop: 7.1875, Total: 209},
	// Reduce wrappers: stage 1's fold of 16-byte groups (two 128-bit loads
	// in flight, 3.5 instructions per element), plus its one-load-per-
	// element path for strided and misaligned inputs; stage 2 folds its
	// whole groups of 4 without bound checks in a loop marked nounroll (5
	// per element), and a thread's first and partial last group with a
	// check per element (those copies make Total larger than one checked
	// loop's, and the SASS smaller: ptxas no longer unrolls the loop).
	{dir: "bench/kernels", fn: "Sum__stage1", loadBytes: 4, Loop: 3.5, Total: 451},
	{dir: "bench/kernels", fn: "Sum__stage2", loadBytes: 4, Loop: 5, Total: 402},
}

func TestPTXBudget(t *testing.T) {
	mods := map[string]*Module{}
	for _, b := range ptxBudget {
		m := mods[b.dir]
		if m == nil {
			src, err := os.ReadFile(filepath.Join("..", "..", "..", b.dir, "kern_gen.ptx"))
			if err != nil {
				t.Fatal(err)
			}
			m = ParsePTX(string(src))
			mods[b.dir] = m
		}
		name := mangle("github.com/kernlab/kern/" + b.dir + "." + b.fn)
		k := m.Func(name)
		if k == nil {
			t.Errorf("%s: no kernel %s in %s/kern_gen.ptx", b.fn, name, b.dir)
			continue
		}
		total := float64(m.Total(k))
		loop := total
		if b.loadBytes > 0 {
			ms := m.ElementLoop(k, Marker{Spaces: []Space{Global, Generic}, Bytes: b.loadBytes, Elems: b.elems}, b.innerTrip)
			if !ms.Found {
				t.Errorf("%s.%s: no element loop", b.dir, b.fn)
				continue
			}
			loop = ms.Loop
		}
		t.Logf("%-24s %-32s loop %6.1f (budget %6.1f)  total %5.0f (budget %5.0f)", b.dir, b.fn, loop, b.Loop, total, b.Total)
		if loop > b.Loop+1e-9 {
			t.Errorf("%s.%s: %.1f PTX instructions per element, budget %.1f", b.dir, b.fn, loop, b.Loop)
		}
		if total > b.Total {
			t.Errorf("%s.%s: %.0f PTX instructions, budget %.0f", b.dir, b.fn, total, b.Total)
		}
		if loop < b.Loop-1e-9 || total < b.Total {
			t.Logf("%s.%s is below its budget: lower it to Loop: %g, Total: %g", b.dir, b.fn, loop, total)
		}
	}
}

// mangle is kern's symbol for a Go name: every byte but [A-Za-z0-9] as _XX.
func mangle(s string) string {
	const hex = "0123456789abcdef"
	var b []byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' {
			b = append(b, c)
			continue
		}
		b = append(b, '_', hex[c>>4], hex[c&15])
	}
	return string(b)
}
