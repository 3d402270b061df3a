package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/emu"
)

// dynamic runs kern's and clang's PTX of the discriminant (one element per
// thread) and of the matmul gufunc on the emulated CUDA device and reports
// the PTX instructions each executes (the emulator's thread-instruction
// counter: one per instruction per active thread).
func dynamic(w io.Writer, work string) error {
	kernDisc, err := os.ReadFile(filepath.Join(work, "discriminant.ptx"))
	if err != nil {
		return err
	}
	kernMM, err := os.ReadFile(filepath.Join(work, "matmul.ptx"))
	if err != nil {
		return err
	}
	clangAll, err := os.ReadFile(filepath.Join(work, "clang.ptx"))
	if err != nil {
		return err
	}
	// The emulator loads whole modules and knows the instructions kern
	// emits; clang's other kernels use a few it does not (bfe), so it gets
	// only the two that run.
	clangPTX := ptxSubset(clangAll, "discriminant_f32_contig", "matmul_f32_gu")
	disc := pkgByKey("discriminant").path + ".Discriminant[float32]__contig"
	mm := pkgByKey("matmul").path + ".MatMul[float32]__gu"
	fmt.Fprintf(w, "\n## Executed PTX instructions (emulated CUDA device, driver/emu)\n\n")
	fmt.Fprintf(w, "Thread-instructions the emulator executes (one per PTX instruction per active thread), divided by the elements.\n\n")
	fmt.Fprintf(w, "| workload | kern | clang | kern/clang |\n|---|---:|---:|---:|\n")
	const n = 1 << 16
	k, err := discPerElem(kernDisc, mangle(disc), n)
	if err != nil {
		return fmt.Errorf("kern discriminant: %w", err)
	}
	c, err := discPerElem(clangPTX, "discriminant_f32_contig", n)
	if err != nil {
		return fmt.Errorf("clang discriminant: %w", err)
	}
	fmt.Fprintf(w, "| discriminant f32, contig, %d elements, one per thread (block 256) | %.2f | %.2f | **%.2f** |\n", n, k, c, k/c)
	const stack, m, p = 512, 8, 8
	var kk, cc [2]float64
	for i, inner := range []int{16, 32} {
		if kk[i], err = matmulInstr(kernMM, mangle(mm), stack, m, inner, p); err != nil {
			return fmt.Errorf("kern matmul: %w", err)
		}
		if cc[i], err = matmulInstr(clangPTX, "matmul_f32_gu", stack, m, inner, p); err != nil {
			return fmt.Errorf("clang matmul: %w", err)
		}
	}
	steps := float64(stack * m * p * 16)
	kStep, cStep := (kk[1]-kk[0])/steps, (cc[1]-cc[0])/steps
	fmt.Fprintf(w, "| matmul gufunc f32, per k step (%d×(%d×n)·(n×%d), n 32 minus n 16) | %.2f | %.2f | **%.2f** |\n", stack, m, p, kStep, cStep, kStep/cStep)
	perCall := func(x float64) float64 { return x / float64(stack) }
	fmt.Fprintf(w, "| matmul gufunc f32, per core call (n = 32: %d k steps) | %.0f | %.0f | **%.2f** |\n", m*p*32, perCall(kk[1]), perCall(cc[1]), kk[1]/cc[1])
	return nil
}

func device(src []byte) (*emu.Device, driver.Module, error) {
	d := emu.New(emu.WithArch("sm_80"), emu.WithMemory(256<<20))
	mod, err := d.LoadModule(src)
	return d, mod, err
}

func upload[T any](d *emu.Device, xs []T) (driver.Ptr, error) {
	size := len(xs) * int(unsafe.Sizeof(xs[0]))
	p, err := d.Alloc(size)
	if err != nil {
		return 0, err
	}
	return p, d.CopyHtoD(p, unsafe.Pointer(&xs[0]), size, nil)
}

// count launches fn and returns the thread-instructions it executed.
func count(d *emu.Device, fn driver.Function, cfg driver.LaunchConfig, params []unsafe.Pointer) (float64, error) {
	before := d.ThreadInstructions()
	if err := fn.Launch(cfg, params); err != nil {
		return 0, err
	}
	if err := d.Synchronize(); err != nil {
		return 0, err
	}
	return float64(d.ThreadInstructions() - before), nil
}

func discPerElem(src []byte, name string, n int) (float64, error) {
	d, mod, err := device(src)
	if err != nil {
		return 0, err
	}
	fn, err := mod.Function(name)
	if err != nil {
		return 0, err
	}
	a, b, c := make([]float32, n), make([]float32, n), make([]float32, n)
	for i := range a {
		a[i], b[i], c[i] = float32(i%7)/8, float32(i%100), float32(i%5)/4
	}
	var ptr [4]driver.Ptr
	for i, x := range [][]float32{a, b, c, make([]float32, n)} {
		if ptr[i], err = upload(d, x); err != nil {
			return 0, err
		}
	}
	nn, zero := int64(n), float32(0)
	params := []unsafe.Pointer{unsafe.Pointer(&nn),
		unsafe.Pointer(&ptr[0]), unsafe.Pointer(&zero), unsafe.Pointer(&ptr[1]), unsafe.Pointer(&zero),
		unsafe.Pointer(&ptr[2]), unsafe.Pointer(&zero), unsafe.Pointer(&ptr[3])}
	cfg := driver.LaunchConfig{Grid: driver.Dim3{X: n / 256, Y: 1, Z: 1}, Block: driver.Dim3{X: 256, Y: 1, Z: 1}}
	total, err := count(d, fn, cfg, params)
	if err != nil {
		return 0, err
	}
	out := make([]float32, n)
	if err := d.CopyDtoH(unsafe.Pointer(&out[0]), ptr[3], 4*n, nil); err != nil {
		return 0, err
	}
	for i := range out {
		want := math.Sqrt(float64(b[i]*b[i] - 4*a[i]*c[i]))
		if got := float64(out[i]); math.Abs(got-want) > 1e-5*math.Max(1, want) && !(math.IsNaN(got) && math.IsNaN(want)) {
			return 0, fmt.Errorf("element %d: %v, want %v", i, got, want)
		}
	}
	return total / float64(n), nil
}

// matmulInstr multiplies a stack of matrices, one gufunc loop index per
// thread, and returns the thread-instructions executed.
func matmulInstr(src []byte, name string, stack, m, n, p int) (float64, error) {
	d, mod, err := device(src)
	if err != nil {
		return 0, err
	}
	fn, err := mod.Function(name)
	if err != nil {
		return 0, err
	}
	a, b := make([]float32, stack*m*n), make([]float32, stack*n*p)
	for i := range a {
		a[i] = float32(i%9) / 4
	}
	for i := range b {
		b[i] = float32(i%11) / 8
	}
	pa, err := upload(d, a)
	if err != nil {
		return 0, err
	}
	pb, err := upload(d, b)
	if err != nil {
		return 0, err
	}
	pc, err := upload(d, make([]float32, stack*m*p))
	if err != nil {
		return 0, err
	}
	// abi.GU: nloop, loopdim, loopshape[4], then per operand ptr,
	// coreshape[2], corestride[2], loopstride[4] (elements).
	vals := []int64{int64(stack), 1, int64(stack), 1, 1, 1}
	var ptrs []*driver.Ptr
	operand := func(ptr *driver.Ptr, r, c int) {
		ptrs = append(ptrs, ptr)
		vals = append(vals, -1, int64(r), int64(c), int64(c), 1, int64(r*c), 0, 0, 0)
	}
	operand(&pa, m, n)
	operand(&pb, n, p)
	operand(&pc, m, p)
	params := make([]unsafe.Pointer, len(vals))
	pi := 0
	for i := range vals {
		if vals[i] == -1 {
			params[i] = unsafe.Pointer(ptrs[pi])
			pi++
			continue
		}
		params[i] = unsafe.Pointer(&vals[i])
	}
	cfg := driver.LaunchConfig{Grid: driver.Dim3{X: stack / 128, Y: 1, Z: 1}, Block: driver.Dim3{X: 128, Y: 1, Z: 1}}
	total, err := count(d, fn, cfg, params)
	if err != nil {
		return 0, err
	}
	out := make([]float32, stack*m*p)
	if err := d.CopyDtoH(unsafe.Pointer(&out[0]), pc, 4*len(out), nil); err != nil {
		return 0, err
	}
	for s := 0; s < stack; s += 97 {
		for i := range m {
			for j := range p {
				var want float64
				for k := range n {
					want += float64(a[s*m*n+i*n+k]) * float64(b[s*n*p+k*p+j])
				}
				if got := float64(out[s*m*p+i*p+j]); math.Abs(got-want) > 1e-4*math.Max(1, math.Abs(want)) {
					return 0, fmt.Errorf("C[%d][%d,%d] = %v, want %v", s, i, j, got, want)
				}
			}
		}
	}
	return total, nil
}

// ptxSubset keeps the module's header (everything before its first
// function) and the named .entry functions.
func ptxSubset(src []byte, names ...string) []byte {
	var out []string
	keep, started := false, false
	for _, line := range strings.Split(string(src), "\n") {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, ".visible .entry") || strings.HasPrefix(t, ".entry") || strings.Contains(t, ".func") {
			started = true
			keep = false
			for _, n := range names {
				if strings.Contains(t, " "+n+"(") {
					keep = true
				}
			}
		}
		if !started || keep {
			out = append(out, line)
		}
	}
	return []byte(strings.Join(out, "\n"))
}
