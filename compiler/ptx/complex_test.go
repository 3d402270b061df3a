package ptx

import (
	"math"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/amdgpu"
	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/compiler/passes"
	"github.com/kernlab/kern/driver/emu"
)

// complexOperands are pairs covering runtime.complex128div's cases:
// signed zeros, subnormals, huge parts, infinities and NaNs.
func complexOperands() (xs, ys []complex128) {
	inf, nan := math.Inf(1), math.NaN()
	parts := []float64{0, math.Copysign(0, -1), 1, -2.5, 3e-310, 1e300, inf, -inf, nan, 0.1}
	var s []complex128
	for _, re := range parts {
		for _, im := range parts {
			s = append(s, complex(re, im))
		}
	}
	for i, x := range s {
		for j, y := range s {
			if (i+j)%4 == 0 {
				xs, ys = append(xs, x), append(ys, y)
			}
		}
	}
	return xs, ys
}

// TestComplexKernels runs the complex corpus kernels, after the GPU passes
// with fma contraction, as PTX on the emulated CUDA device and as LLVM IR
// on the emulated ROC device, and compares every bit of every result with
// the interpreter on the module as compiled (which compiler's
// TestComplexOps holds to Go's bits).
func TestComplexKernels(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	prog, err := corpusProgram()
	if err != nil {
		t.Fatal(err)
	}
	m, diags := compiler.CompilePackage(prog, acceptPkg, compiler.Options{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	opt := ir.CloneModule(m)
	if err := passes.Run(opt, passes.GPU(true), true); err != nil {
		t.Fatal(err)
	}
	cuda, err := newPsim(mustCompile(t, opt, Options{}))
	if err != nil {
		t.Fatal(err)
	}
	ll, err := amdgpu.EmitLLVM(opt, amdgpu.Options{MCPU: "gfx1030"})
	if err != nil {
		t.Fatal(err)
	}
	roc, err := loadROC(ll, emu.WithArch("gfx1030"), emu.WithSerialThreads())
	if err != nil {
		t.Fatal(err)
	}
	xs, ys := complexOperands()
	n := len(xs)
	x64, y64 := make([]complex64, n), make([]complex64, n)
	for i := range xs {
		x64[i], y64[i] = complex64(xs[i]), complex64(ys[i])
	}
	grid, block := [3]int{(n + 63) / 64, 1, 1}, [3]int{64, 1, 1}
	for _, c := range []struct {
		name   string
		x, y   any
		out    any
		parts  func(any) []float64 // every part of a complex slice, in order
		bits   int
		outLen int
	}{
		{"ComplexOps128", xs, ys, make([]complex128, 8*n), parts128, 64, 8 * n},
		{"ComplexOps64", x64, y64, make([]complex64, 8*n), parts64, 32, 8 * n},
	} {
		want := c.out
		if err := interp.Launch(m.Func(acceptPkg+"."+c.name), interp.Dim3{X: grid[0], Y: 1, Z: 1}, interp.Dim3{X: 64, Y: 1, Z: 1}, c.x, c.y, want); err != nil {
			t.Fatal(err)
		}
		for _, dev := range []struct {
			name string
			s    *psim
			sym  string
		}{{"CUDA", cuda, abi.Mangle(acceptPkg + "." + c.name)}, {"ROC", roc, acceptPkg + "." + c.name}} {
			s := dev.s
			var slots [][]byte
			upload := func(vals []float64, count int) uint64 {
				w := c.bits / 8
				addr := s.alloc(len(vals)*w, 16)
				for i, v := range vals {
					b := math.Float64bits(v)
					if c.bits == 32 {
						b = uint64(math.Float32bits(float32(v)))
					}
					_ = s.store(addr+uint64(i*w), c.bits, b)
				}
				for _, x := range []uint64{addr, uint64(count), uint64(count)} {
					slots = append(slots, le64(x))
				}
				return addr
			}
			upload(c.parts(c.x), n)
			upload(c.parts(c.y), n)
			out := upload(make([]float64, 2*c.outLen), c.outLen)
			if err := s.launch(dev.sym, grid, block, slots); err != nil {
				t.Fatalf("%s %s: %v", dev.name, c.name, err)
			}
			for i, w := range c.parts(want) {
				g, _ := s.load(out+uint64(i*c.bits/8), c.bits)
				wb := math.Float64bits(w)
				if c.bits == 32 {
					wb = uint64(math.Float32bits(float32(w)))
				}
				if g != wb && !(math.IsNaN(w) && isNaNBits(g, c.bits)) {
					k := i / 2 / 8
					t.Errorf("%s %s: op %d of %v, %v part %d: got %#x, want %#x", dev.name, c.name, i/2%8, xs[k], ys[k], i%2, g, wb)
					break
				}
			}
		}
	}
}

func parts128(v any) []float64 {
	var out []float64
	for _, c := range v.([]complex128) {
		out = append(out, real(c), imag(c))
	}
	return out
}

func parts64(v any) []float64 {
	var out []float64
	for _, c := range v.([]complex64) {
		out = append(out, float64(real(c)), float64(imag(c)))
	}
	return out
}

func isNaNBits(b uint64, bits int) bool {
	if bits == 32 {
		return math.IsNaN(float64(math.Float32frombits(uint32(b))))
	}
	return math.IsNaN(math.Float64frombits(b))
}

func le64(x uint64) []byte {
	b := make([]byte, 8)
	for i := range b {
		b[i] = byte(x >> (8 * i))
	}
	return b
}
