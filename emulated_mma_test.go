package kern_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/testing/mmatest"
)

// The tensor-core suite: kern.MMA's documented arithmetic (thread.go,
// docs/half.md) written out in plain Go, against the kernels of package
// mmatest on every place, bit for bit, and against float64 within the
// documented bound.

// mmaCase is one input type: its K, how an element widens to the value
// the MMA multiplies (tf32: rounded to nearest, ties away from zero), and
// how a float64 becomes an element.
type mmaCase[T kern.MMAInput] struct {
	name string
	k    int
	val  func(T) float32
	from func(float64) T
}

func tf32(x float32) float32 {
	b := math.Float32bits(x)
	switch {
	case x != x:
		return x
	case b&0x7f800000 == 0x7f800000:
		return x
	}
	return math.Float32frombits((b + 0x1000) &^ 0x1fff)
}

var (
	mmaF16  = mmaCase[kern.Float16]{"f16", 16, kern.Float16.Float32, half.ToFloat16From64}
	mmaBF16 = mmaCase[kern.BFloat16]{"bf16", 16, kern.BFloat16.Float32, half.ToBFloat16From64}
	mmaTF32 = mmaCase[float32]{"tf32", 8, tf32, func(x float64) float32 { return float32(x) }}
)

// mmaRef is the documented d = c + a·b of one 16×16×K tile: d[i][j]
// starts at c[i][j] and adds a[i][p]·b[p][j] for p = 0…K−1 in order, each
// product and each sum rounded to float32. a(i, p), b(p, j), c(i, j) read
// the operands.
func mmaRef(k int, a, b func(i, j int) float32, c func(i, j int) float32) (d [16][16]float32) {
	for i := range 16 {
		for j := range 16 {
			acc := c(i, j)
			for p := range k {
				acc += float32(a(i, p) * b(p, j))
			}
			d[i][j] = acc
		}
	}
	return d
}

// mmaBound is the documented bound of the emulated result d against the
// exact c + Σ a·b: K+1 roundings of at most 2^-24 of the running sums,
// each at most S = |c| + Σ|a·b|.
func mmaBound(k int, s float64) float64 { return float64(k+1) * 0x1p-24 * s }

func sameF32(a, b float32) bool {
	return math.Float32bits(a) == math.Float32bits(b) || a != a && b != b
}

// mmaPlaces are the places the tensor-core kernels run on: the emulated
// CUDA device as an sm_80 (mma.sync needs it) and the emulated gfx90a
// (MFMA; its warps are 64-lane wavefronts).
func mmaPlaces(t *testing.T) []place {
	const emuMMA = false
	var ps []place
	for _, p := range places() {
		switch {
		case p.name == "cuda-emulated":
			if !emuMMA {
				t.Logf("%s: skipped: the emulator does not execute mma.sync yet", p.name)
				continue
			}
			p.on = kern.NewDevice(emu.New(emu.WithArch("sm_80")))
		}
		ps = append(ps, p)
	}
	return ps
}

func randElems[T kern.MMAInput](r *rand.Rand, c mmaCase[T], n int, scale float64) []T {
	s := make([]T, n)
	for i := range s {
		s[i] = c.from(math.Round(r.NormFloat64()*scale*64) / 64 * (1 + 0x1p-9*r.Float64()))
	}
	return s
}

func testMMATiles[T kern.MMAInput](t *testing.T, c mmaCase[T], row, col func(*kern.Thread, []T, []T, []float32, []float32, int, int, int)) {
	r := rand.New(rand.NewPCG(uint64(c.k), 7))
	const blocks, lda, ldb, ldc = 3, 21, 19, 18 // leading dimensions above 16
	a := randElems(r, c, (blocks+1)*16*lda, 1)
	b := randElems(r, c, (blocks+1)*16*ldb, 1)
	cin := make([]float32, blocks*16*ldc+ldc)
	for i := range cin {
		cin[i] = float32(r.NormFloat64())
	}
	for _, colMajor := range []bool{false, true} {
		var want []float32
		want = append(want, cin...)
		for blk := range blocks {
			// Row-major: A's (i, p) at blk·16·lda + i·lda + p; column-major:
			// blk·K·lda + p·lda + i, and so on for B, C.
			ai := func(i, p int) float32 { return c.val(a[blk*16*lda+i*lda+p]) }
			bi := func(p, j int) float32 { return c.val(b[blk*c.k*ldb+p*ldb+j]) }
			ci := func(i, j int) int { return blk*16*ldc + i*ldc + j }
			if colMajor {
				ai = func(i, p int) float32 { return c.val(a[blk*c.k*lda+p*lda+i]) }
				bi = func(p, j int) float32 { return c.val(b[blk*16*ldb+j*ldb+p]) }
				ci = func(i, j int) int { return blk*16*ldc + j*ldc + i }
			}
			d := mmaRef(c.k, ai, bi, func(i, j int) float32 { return cin[ci(i, j)] })
			for i := range 16 {
				for j := range 16 {
					want[ci(i, j)] = d[i][j]
					exact, s := float64(cin[ci(i, j)]), math.Abs(float64(cin[ci(i, j)]))
					for p := range c.k {
						x := float64(ai(i, p)) * float64(bi(p, j))
						exact, s = exact+x, s+math.Abs(x)
					}
					if e := math.Abs(float64(d[i][j]) - exact); e > mmaBound(c.k, s) {
						t.Fatalf("reference (%d, %d): %g, exact %g: error %g above the bound %g", i, j, d[i][j], exact, e, mmaBound(c.k, s))
					}
				}
			}
		}
		k := kern.NewKernel7(row)
		if colMajor {
			k = kern.NewKernel7(col)
		}
		for _, p := range mmaPlaces(t) {
			t.Run(fmt.Sprintf("%s/col=%v/%s", c.name, colMajor, p.name), func(t *testing.T) {
				got := make([]float32, len(cin))
				copy(got, cin) // elements outside the tiles stay
				if err := k.Launch(p.on, blocks, warpWidth(p.on), a, b, cin, got, lda, ldb, ldc); err != nil {
					t.Fatal(err)
				}
				mmaCompare(t, got, want)
			})
		}
	}
}

func mmaCompare(t *testing.T, got, want []float32) {
	t.Helper()
	bad := 0
	for i := range want {
		if !sameF32(got[i], want[i]) {
			if bad++; bad <= 8 {
				t.Errorf("element %d: %g (%#08x), want %g (%#08x)", i, got[i], math.Float32bits(got[i]), want[i], math.Float32bits(want[i]))
			}
		}
	}
	if bad > 8 {
		t.Errorf("%d elements differ", bad)
	}
}

// TestEmulatedMMATile runs one 16×16×K tile per block in each layout,
// with leading dimensions above 16, for every input type.
func TestEmulatedMMATile(t *testing.T) {
	testMMATiles(t, mmaF16, mmatest.TileRowF16, mmatest.TileColF16)
	testMMATiles(t, mmaBF16, mmatest.TileRowBF16, mmatest.TileColBF16)
	testMMATiles(t, mmaTF32, mmatest.TileRowTF32, mmatest.TileColTF32)
}
