package main

import "github.com/kernlab/kern/internal/testing/asmstat"

// pkg is a package whose kern_gen.ptx and kern_gen.ll the comparison reads.
type pkg struct {
	key  string // file stem under the work directory
	dir  string // from the repository root
	path string // import path
}

var pkgs = []pkg{
	{"discriminant", "examples/discriminant", "github.com/kernlab/kern/examples/discriminant"},
	{"devicefn", "examples/devicefn", "github.com/kernlab/kern/examples/devicefn"},
	{"matmul", "examples/matmul", "github.com/kernlab/kern/examples/matmul"},
	{"kernels", "examples/kernels", "github.com/kernlab/kern/examples/kernels"},
	{"memory", "examples/memory", "github.com/kernlab/kern/examples/memory"},
	{"bench", "bench/kernels", "github.com/kernlab/kern/bench/kernels"},
}

func pkgByKey(key string) pkg {
	for _, p := range pkgs {
		if p.key == key {
			return p
		}
	}
	panic("no package " + key)
}

// row is one kernel of the comparison: kern's kernel and the hand-written
// one of src/kernels.cu that does the same work.
type row struct {
	name  string
	what  string
	pkg   string // pkgs key
	kern  string // the kernel's Go name in its package (kern mangles pkg.path + "." + kern)
	clang string // the extern "C" name in src/kernels.cu
	// The element loop: the innermost loop holding marker loads, and how
	// many elements an iteration does per bytes of them (asmstat.Marker).
	// No marker: a one-element kernel, measured whole.
	marker    *asmstat.Marker
	innerTrip float64 // weight of loops nested in the element loop (the tiled matmul's 16-step k loop)
	// whole: measured whole though the kernel has a loop, because the
	// runtime never iterates it (reduce stage 2: at most
	// abi.ReduceMaxPartials = 1024 inputs, one group of four a thread of
	// 256), so its loop's code per element says nothing of the time.
	whole bool
}

var operandSpaces = []asmstat.Space{asmstat.Global, asmstat.Generic, asmstat.Buffer}

// loads is the marker of an element loop reading bytes of operands per
// element (loops that store nothing: the matmul k loop, the reduce folds).
func loads(bytes float64) *asmstat.Marker {
	return &asmstat.Marker{Spaces: operandSpaces, Bytes: bytes}
}

// stores is the marker of an element loop writing bytes of outputs per
// element. Stores, not loads, when the loop has them: loads also read
// constant tables (math.Sin's coefficients reach gfx90a as global loads).
func stores(bytes float64) *asmstat.Marker {
	return &asmstat.Marker{Spaces: operandSpaces, Store: true, Bytes: bytes}
}

var rows = []row{
	{name: "discriminant f32", what: "vectorize, contig wrapper", pkg: "discriminant", kern: "Discriminant[float32]__contig", clang: "discriminant_f32_contig", marker: stores(4)},
	{name: "discriminant f32, C sqrtf", what: "the same, C narrowing the sqrt as kern does", pkg: "discriminant", kern: "Discriminant[float32]__contig", clang: "discriminant_f32_sqrtf_contig", marker: stores(4)},
	{name: "discriminant f64", what: "vectorize, contig wrapper", pkg: "discriminant", kern: "Discriminant[float64]__contig", clang: "discriminant_f64_contig", marker: stores(8)},
	{name: "doubled ufunc (scale)", what: "vectorize a*2, contig wrapper", pkg: "kernels", kern: "DoubledUfunc__contig", clang: "doubled_ufunc_contig", marker: stores(4)},
	{name: "devicefn (math.Pow)", what: "vectorize calling a device fn", pkg: "devicefn", kern: "RocUfunc__contig", clang: "roc_ufunc_contig", marker: stores(4)},
	{name: "bench Discriminant", what: "vectorize, contig wrapper", pkg: "bench", kern: "Discriminant__contig", clang: "discriminant_f32_contig", marker: stores(4)},
	{name: "bench ExpSin", what: "vectorize, math.Exp·math.Sin", pkg: "bench", kern: "ExpSin__contig", clang: "expsin_contig", marker: stores(8)},
	{name: "bench Triage", what: "vectorize, int32 branches", pkg: "bench", kern: "Triage__contig", clang: "triage_contig", marker: stores(4)},
	{name: "matmul gufunc f32", what: "guvectorize, k loop", pkg: "matmul", kern: "MatMul[float32]__gu", clang: "matmul_f32_gu", marker: loads(8)},
	{name: "matmul gufunc f64", what: "guvectorize, k loop", pkg: "matmul", kern: "MatMul[float64]__gu", clang: "matmul_f64_gu", marker: loads(16)},
	{name: "doubled gufunc", what: "guvectorize (m,n)->(m,n)", pkg: "kernels", kern: "DoubledGufunc__gu", clang: "doubled_gufunc_gu", marker: stores(4)},
	{name: "Doubled", what: "kernel, 2-D, one element", pkg: "kernels", kern: "Doubled", clang: "doubled_kernel"},
	{name: "DoubledAutoGrid", what: "kernel, 2-D grid, one element", pkg: "kernels", kern: "DoubledAutoGrid", clang: "doubled_auto_grid"},
	{name: "DoubledManCopy", what: "kernel, 2-D grid, one element", pkg: "kernels", kern: "DoubledManCopy", clang: "doubled_man_copy"},
	{name: "bench Axpy", what: "kernel, 1-D grid, one element", pkg: "bench", kern: "Axpy", clang: "axpy"},
	{name: "ReverseGroups", what: "kernel, shared memory, one element", pkg: "memory", kern: "ReverseGroups", clang: "reverse_groups"},
	{name: "Scale", what: "kernel, grid-stride (GridSize1)", pkg: "memory", kern: "Scale", clang: "scale", marker: stores(4)},
	{name: "bench MatMulTiled", what: "kernel, 16×16 shared tiles", pkg: "bench", kern: "MatMulTiled", clang: "matmul_tiled",
		marker: &asmstat.Marker{Spaces: []asmstat.Space{asmstat.Global, asmstat.Generic, asmstat.Buffer}, Bytes: 8, Elems: 16}, innerTrip: 16},
	{name: "bench Sum stage 1", what: "reduce, grid-stride fold", pkg: "bench", kern: "Sum__stage1", clang: "sum_stage1", marker: loads(4)},
	{name: "bench Sum stage 2", what: "reduce, partials fold", pkg: "bench", kern: "Sum__stage2", clang: "sum_stage2", whole: true},
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

func (r row) kernSymbol() string { return mangle(pkgByKey(r.pkg).path + "." + r.kern) }
