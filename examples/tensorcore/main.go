// Command tensorcore multiplies float16 or bfloat16 matrices on tensor
// cores: a tiled matmul in Go whose blocks stage 64×16 slabs of A and
// 16×64 slabs of B in shared memory with asynchronous copies (CUDA's
// cp.async), double-buffered (the next slabs travel while the warps
// multiply the current ones), and whose four warps
// each accumulate a 32×32 block of C in four float32 fragments with
// kern.MMA. C is checked against a float64 product within the documented
// bound (docs/half.md): on the CPU targets and the emulated CUDA and ROC
// devices the result is kern.MMA's exact float32 accumulation, which the
// program also compares bit for bit with a plain Go loop.
//
//	go run ./examples/tensorcore [-target auto|cpu|parallel|sim|cuda|roc] [-dtype f16|bf16] [-m 256] [-n 256] [-k 256]
//
// On CUDA the kernels need sm_80 or newer (this package is generated with
// -arch sm_80); under emulation run KERN_EMULATE=cuda,sm_80. On AMD they
// need matrix cores (generated for gfx90a; KERN_EMULATE=roc), where a warp
// is a 64-lane wavefront: a block is four warps of the device's size.
//
// This is the kernel to learn from: small tiles, loops, one generic
// function for both input types. bench/kernels/tensorcore is the one
// built for speed (128×128 block tiles of four 64×64 warps, padded shared
// rows, register-staged double buffering), at the price of sixteen named
// accumulators and 32 named staging registers written out by hand.
package main

//go:generate go tool kern gen -arch sm_80 -mcpu gfx90a

import (
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"time"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/half"
)

// The block tile: Tile×Tile of C per block of four warps (4·WarpSize
// threads), each warp a Warp×Warp quarter, Step columns of A (rows of B)
// per stage.
const (
	Tile = 64
	Warp = 32
	Step = 16
)

// matmul computes c = a·b for row-major a (m×k), b (k×n) and c (m×n); m
// and n must be multiples of Tile, k of Step. as and bs are the block's
// two stages of A and B slabs in shared memory.
func matmul[T kern.Half](t *kern.Thread, a, b []T, c []float32, m, n, k int, as, bs []T) {
	tid := t.ThreadIdx().X
	warp := tid / t.WarpSize()
	wi, wj := warp/2*Warp, warp%2*Warp // the warp's quarter of the block tile
	bi, bj := t.BlockIdx().Y*Tile, t.BlockIdx().X*Tile
	acc00, acc01 := kern.FillC(t, 0), kern.FillC(t, 0)
	acc10, acc11 := kern.FillC(t, 0), kern.FillC(t, 0)
	stage(t, a, b, n, k, 0, bi, bj, as, bs) // step 0's slabs start on their way
	steps := k / Step
	for s := range steps {
		cur := s % 2
		// This thread's copies of step s have landed; after the barrier
		// every thread's have, and every warp is done with the other
		// stage, which step s-1 read.
		kern.WaitAsync(t, 0)
		t.SyncThreads()
		if s+1 < steps {
			// Step s+1's slabs travel while the warps multiply.
			stage(t, a, b, n, k, (s+1)*Step, bi, bj, as[(1-cur)*Tile*Step:], bs[(1-cur)*Step*Tile:])
		}
		sa, sb := as[cur*Tile*Step:], bs[cur*Step*Tile:]
		a0 := kern.LoadA(t, sa, wi*Step, Step, kern.RowMajor)
		a1 := kern.LoadA(t, sa, (wi+16)*Step, Step, kern.RowMajor)
		b0 := kern.LoadB(t, sb, wj, Tile, kern.RowMajor)
		b1 := kern.LoadB(t, sb, wj+16, Tile, kern.RowMajor)
		acc00 = kern.MMA(t, a0, b0, acc00)
		acc01 = kern.MMA(t, a0, b1, acc01)
		acc10 = kern.MMA(t, a1, b0, acc10)
		acc11 = kern.MMA(t, a1, b1, acc11)
	}
	at := (bi+wi)*n + bj + wj
	kern.StoreC(t, c, at, n, acc00, kern.RowMajor)
	kern.StoreC(t, c, at+16, n, acc01, kern.RowMajor)
	kern.StoreC(t, c, at+16*n, n, acc10, kern.RowMajor)
	kern.StoreC(t, c, at+16*n+16, n, acc11, kern.RowMajor)
}

// stage starts copying the A slab (Tile×Step at row bi, column k0) and
// the B slab (Step×Tile at row k0, column bj) into as and bs, row-major,
// with asynchronous copies of eight elements (16 bytes) straight from
// global to shared memory (cp.async on sm_80: no registers on the way),
// and commits them as one group, which WaitAsync retires. n, k and k0
// are multiples of 16, so every copy starts at a multiple of eight.
func stage[T kern.Half](t *kern.Thread, a, b []T, n, k, k0, bi, bj int, as, bs []T) {
	tid := t.ThreadIdx().X
	for e := 8 * tid; e < Tile*Step; e += 8 * t.BlockDim().X {
		kern.CopyAsync(t, as, e, a, (bi+e/Step)*k+k0+e%Step, 8)
		kern.CopyAsync(t, bs, e, b, (k0+e/Tile)*n+bj+e%Tile, 8)
	}
	kern.CommitAsync(t)
}

// Matmul is matmul for either 16-bit input type: one kernel, which kern
// gen compiles for kern.Float16 and for kern.BFloat16.
//
//kern:kernel
func Matmul[T kern.Half](t *kern.Thread, a, b []T, c []float32, m, n, k int) {
	as := kern.Shared[[2 * Tile * Step]T](t)
	bs := kern.Shared[[2 * Step * Tile]T](t)
	matmul(t, a, b, c, m, n, k, as[:], bs[:])
}

var (
	matmulF16  = kern.NewKernel6(Matmul[kern.Float16])
	matmulBF16 = kern.NewKernel6(Matmul[kern.BFloat16])
)

func main() {
	target := flag.String("target", "auto", "auto, cpu, parallel, sim, cuda or roc")
	dtype := flag.String("dtype", "f16", "input type: f16 or bf16")
	m := flag.Int("m", 256, "rows of A and C (a multiple of 64)")
	n := flag.Int("n", 256, "columns of B and C (a multiple of 64)")
	k := flag.Int("k", 256, "columns of A, rows of B (a multiple of 16)")
	flag.Parse()
	if err := run(os.Stdout, *target, *dtype, *m, *n, *k); err != nil {
		fmt.Fprintln(os.Stderr, "tensorcore:", err)
		os.Exit(1)
	}
}

func run(w io.Writer, name, dtype string, m, n, k int) error {
	if m <= 0 || n <= 0 || k <= 0 || m%Tile != 0 || n%Tile != 0 || k%Step != 0 {
		return fmt.Errorf("-m %d -n %d -k %d: want positive m and n that are multiples of %d and k a multiple of %d", m, n, k, Tile, Step)
	}
	on, err := kern.ParseTarget(name)
	if err != nil {
		return err
	}
	dev, err := kern.DefaultDevice(on)
	if err != nil {
		return err
	}
	threads := 4 * dev.Info().WarpSize // four warps: 128 threads, 256 on a wave64 AMD GPU
	r := rand.New(rand.NewPCG(1, 2))
	af, bf := make([]float32, m*k), make([]float32, k*n)
	c := make([]float32, m*n)
	var kt time.Duration
	switch dtype {
	case "f16":
		a, b := halves(r, af, half.ToFloat16, kern.Float16.Float32), halves(r, bf, half.ToFloat16, kern.Float16.Float32)
		start := time.Now()
		err = matmulF16.Launch(on, kern.Dim3{X: n / Tile, Y: m / Tile, Z: 1}, threads, a, b, c, m, n, k)
		kt = time.Since(start)
	case "bf16":
		a, b := halves(r, af, half.ToBFloat16, kern.BFloat16.Float32), halves(r, bf, half.ToBFloat16, kern.BFloat16.Float32)
		start := time.Now()
		err = matmulBF16.Launch(on, kern.Dim3{X: n / Tile, Y: m / Tile, Z: 1}, threads, a, b, c, m, n, k)
		kt = time.Since(start)
	default:
		return fmt.Errorf("-dtype %q: want f16 or bf16", dtype)
	}
	if err != nil {
		return err
	}
	start := time.Now()
	exact, bound, plain := reference(af, bf, m, n, k)
	pt := time.Since(start)
	worst, same := 0.0, 0
	for i := range c {
		e := math.Abs(float64(c[i]) - exact[i])
		if !(e <= bound[i]) {
			return fmt.Errorf("C[%d,%d] = %g: the float64 product is %g, error %g above the bound %g", i/n, i%n, c[i], exact[i], e, bound[i])
		}
		if bound[i] > 0 {
			worst = max(worst, e/bound[i])
		}
		if math.Float32bits(c[i]) == math.Float32bits(plain[i]) {
			same++
		}
	}
	cpu := on == kern.CPU || on == kern.Parallel || on == kern.Sim
	if cpu && same != len(c) {
		return fmt.Errorf("%d of %d elements differ from kern.MMA's float32 accumulation in plain Go", len(c)-same, len(c))
	}
	fmt.Fprintf(w, "target %v on %v: C = A·B, %s inputs, %d×%d×%d, float32 accumulation on tensor cores\n", on, dev, dtype, m, n, k)
	fmt.Fprintf(w, "C[0,0..3] = %v\n", c[:4])
	fmt.Fprintf(w, "time: kernel %v, plain Go loop %v\n", kt.Round(time.Microsecond), pt.Round(time.Microsecond))
	fmt.Fprintf(w, "check: every element within the hardware bound of the float64 product (worst %.3g of it); %d of %d equal the documented float32 accumulation bit for bit\n",
		worst, same, len(c))
	return nil
}

// halves fills f with random values, rounds them to T and returns them,
// leaving f holding the rounded values widened.
func halves[T any](r *rand.Rand, f []float32, to func(float32) T, wide func(T) float32) []T {
	out := make([]T, len(f))
	for i := range f {
		out[i] = to(float32(r.NormFloat64()))
		f[i] = wide(out[i])
	}
	return out
}

// reference returns the float64 product, the documented bound on a GPU
// for each element (2·(k+1)·2^-23·Σ|a·b|, docs/half.md) and kern.MMA's
// float32 accumulation in plain Go (products rounded to float32, added
// in k order).
func reference(a, b []float32, m, n, k int) (exact, bound []float64, plain []float32) {
	exact, bound, plain = make([]float64, m*n), make([]float64, m*n), make([]float32, m*n)
	for i := range m {
		for j := range n {
			var e, s float64
			var acc float32
			for p := range k {
				x, y := a[i*k+p], b[p*n+j]
				e += float64(x) * float64(y)
				s += math.Abs(float64(x) * float64(y))
				acc += float32(x * y)
			}
			exact[i*n+j], bound[i*n+j], plain[i*n+j] = e, 2*float64(k+1)*0x1p-23*s, acc
		}
	}
	return exact, bound, plain
}
