package kern_test

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/testing/mmatest"
	mmadebug "github.com/kernlab/kern/internal/testing/mmatest/debug"
	mmafp8 "github.com/kernlab/kern/internal/testing/mmatest/fp8"
	"github.com/kernlab/kern/internal/testing/mmatest/rdna3"
)

// The tensor-core suite: kern.MMA's documented arithmetic (thread.go,
// docs/half.md) written out in plain Go, against the kernels of package
// mmatest on every place, bit for bit, and against float64 within the
// documented bound.

// mmaCase is one input type: its K, how an element widens to the value
// the MMA multiplies (tf32: rounded to nearest, ties away from zero), and
// how a float64 becomes an element; and the processor of the emulated ROC
// device the kernels run on ("": gfx90a).
type mmaCase[T kern.MMAElement] struct {
	name string
	k    int
	val  func(T) float32
	from func(float64) T
	arch string
}

// on is c on an emulated ROC device of processor arch, which runs its
// own LLVM IR: mmatest's for gfx940, rdna3's for gfx1100.
func (c mmaCase[T]) on(arch string) mmaCase[T] {
	c.name += "@" + arch
	c.arch = arch
	return c
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
	mmaF16  = mmaCase[kern.Float16]{"f16", 16, kern.Float16.Float32, half.ToFloat16From64, ""}
	mmaBF16 = mmaCase[kern.BFloat16]{"bf16", 16, kern.BFloat16.Float32, half.ToBFloat16From64, ""}
	mmaTF32 = mmaCase[float32]{"tf32", 8, tf32, func(x float64) float32 { return float32(x) }, ""}
	mmaE4M3 = mmaCase[kern.Float8E4M3]{"e4m3", 32, kern.Float8E4M3.Float32, half.ToFloat8E4M3From64, ""}
	mmaE5M2 = mmaCase[kern.Float8E5M2]{"e5m2", 32, kern.Float8E5M2.Float32, half.ToFloat8E5M2From64, ""}
)

// places are where c's kernels run: mmaPlaces, or fp8Places for the FP8
// formats (K 32).
func (c mmaCase[T]) places(t *testing.T) []place {
	if c.k == 32 {
		return fp8Places(t)
	}
	if c.arch != "" {
		return mmaPlacesOn(t, c.arch)
	}
	return mmaPlaces(t)
}

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
func mmaPlaces(t *testing.T) []place { return mmaPlacesOn(t, "gfx90a") }

// mmaPlacesOn is mmaPlaces with the emulated ROC device, and the ROC
// target where it counts, a processor arch: gfx90a (package mmatest),
// gfx940 (mmatest too: xf32 MFMA) or gfx1100 (rdna3: WMMA, 32-lane
// wavefronts).
func mmaPlacesOn(t *testing.T, arch string) []place {
	var ps []place
	for _, p := range places() {
		switch {
		case p.name == "cuda-emulated":
			p.on = kern.NewDevice(emu.New(emu.WithArch("sm_80")))
		case p.name == "roc-emulated-gfx1030":
			continue // no matrix cores: mmatest is not generated for it
		case p.name == "cuda-gpu":
			if sm, _ := strconv.Atoi(strings.TrimPrefix(p.on.(*kern.Device).Info().Arch, "sm_")); sm < 80 {
				t.Logf("the GPU (%s) is left out: tensor cores need sm_80", p.on.(*kern.Device).Info().Arch)
				continue
			}
		case p.name == "roc-emulated" && arch != "gfx90a":
			p.name += "-" + arch
			p.on = kern.NewDevice(amdDevice(emu.WithArch(arch)))
		}
		ps = append(ps, p)
	}
	// The CUDA target itself where it is an sm_80 or newer: a real GPU
	// (realGPU is in places already) or KERN_EMULATE=cuda,sm_80.
	if os.Getenv("KERN_EMULATE") != "" {
		if d, err := kern.DefaultDevice(kern.CUDA); err == nil {
			if sm, _ := strconv.Atoi(strings.TrimPrefix(d.Info().Arch, "sm_")); sm >= 80 {
				ps = append(ps, place{"cuda-target", kern.CUDA, true})
			} else {
				t.Logf("the CUDA target (%s) is left out: tensor cores need sm_80 (KERN_EMULATE=cuda,sm_80)", d.Info().Arch)
			}
		}
		// The ROC target's device where it is the processor the package
		// is generated for (KERN_EMULATE=roc, or roc,gfx1100 …), as a
		// device: its warp is its wavefront.
		if d, err := kern.DefaultDevice(kern.ROC); err == nil && d.Info().Arch == arch {
			ps = append(ps, place{"roc-target", d, true})
		}
	}
	return ps
}

// fp8Places are the places the FP8 tensor-core kernels (package
// mmatest/fp8, generated for sm_89 and no AMD processor) run on: the CPU
// targets, the emulated CUDA device as an sm_89 and as an sm_90, and the
// CUDA target or a real GPU where it is an sm_89 or newer.
func fp8Places(t *testing.T) []place {
	var ps []place
	for _, p := range places() {
		switch p.name {
		case "cuda-emulated", "roc-emulated", "roc-emulated-gfx1030":
			continue
		case "cuda-gpu":
			if sm, _ := strconv.Atoi(strings.TrimPrefix(p.on.(*kern.Device).Info().Arch, "sm_")); sm < 89 {
				continue
			}
		}
		ps = append(ps, p)
	}
	ps = append(ps, place{"cuda-emulated-sm_89", kern.NewDevice(emu.New(emu.WithArch("sm_89"))), true},
		place{"cuda-emulated-sm_90", kern.NewDevice(emu.New(emu.WithArch("sm_90"))), true})
	if os.Getenv("KERN_EMULATE") != "" {
		if d, err := kern.DefaultDevice(kern.CUDA); err == nil {
			if sm, _ := strconv.Atoi(strings.TrimPrefix(d.Info().Arch, "sm_")); sm >= 89 {
				ps = append(ps, place{"cuda-target", kern.CUDA, true})
			} else {
				t.Logf("the CUDA target (%s) is left out: FP8 tensor cores need sm_89 (KERN_EMULATE=cuda,sm_89)", d.Info().Arch)
			}
		}
	}
	return ps
}

func randElems[T kern.MMAElement](r *rand.Rand, c mmaCase[T], n int, scale float64) []T {
	s := make([]T, n)
	for i := range s {
		s[i] = c.from(math.Round(r.NormFloat64()*scale*64) / 64 * (1 + 0x1p-9*r.Float64()))
	}
	return s
}

// mmaPair names an MMA of A in ca's type and B in cb's: one type's name,
// or the mixed FP8 pair's, A's first.
func mmaPair[TA, TB kern.MMAElement](ca mmaCase[TA], cb mmaCase[TB]) string {
	if ca.name == cb.name {
		return ca.name
	}
	return ca.name + "×" + cb.name
}

// testMMATiles runs the tile kernels row and col, A of ca's type and B of
// cb's (one type, or the mixed FP8 pair), against mmaRef.
func testMMATiles[TA, TB kern.MMAElement](t *testing.T, ca mmaCase[TA], cb mmaCase[TB], row, col func(*kern.Thread, []TA, []TB, []float32, []float32, int, int, int)) {
	lda, ldb := 21, 19 // leading dimensions above 16, and above K
	if ca.k > 16 {
		lda, ldb = 37, 35
	}
	testMMATilesLD(t, ca, cb, row, col, lda, ldb)
}

// testMMATilesLD is testMMATiles with leading dimensions lda and ldb.
func testMMATilesLD[TA, TB kern.MMAElement](t *testing.T, ca mmaCase[TA], cb mmaCase[TB], row, col func(*kern.Thread, []TA, []TB, []float32, []float32, int, int, int), lda, ldb int) {
	testMMATilesLDC(t, ca, cb, row, col, lda, ldb, 18)
}

// testMMATilesLDC is testMMATilesLD with C's and D's leading dimension ldc.
func testMMATilesLDC[TA, TB kern.MMAElement](t *testing.T, ca mmaCase[TA], cb mmaCase[TB], row, col func(*kern.Thread, []TA, []TB, []float32, []float32, int, int, int), lda, ldb, ldc int) {
	c, name := ca, mmaPair(ca, cb)
	r := rand.New(rand.NewPCG(uint64(c.k), 7))
	const blocks = 3
	lines := max(16, c.k) // of a block's tiles of A and B, in either layout
	a := randElems(r, ca, (blocks+1)*lines*lda, 1)
	b := randElems(r, cb, (blocks+1)*lines*ldb, 1)
	cin := make([]float32, blocks*16*ldc+ldc)
	for i := range cin {
		cin[i] = float32(r.NormFloat64())
	}
	for _, colMajor := range []bool{false, true} {
		var want []float32
		want = append(want, cin...)
		x := newMMAExact(want, c.k+1, c.k == 32)
		for blk := range blocks {
			// Row-major: A's (i, p) at blk·16·lda + i·lda + p; column-major:
			// blk·K·lda + p·lda + i, and so on for B, C.
			ai := func(i, p int) float32 { return ca.val(a[blk*16*lda+i*lda+p]) }
			bi := func(p, j int) float32 { return cb.val(b[blk*c.k*ldb+p*ldb+j]) }
			ci := func(i, j int) int { return blk*16*ldc + i*ldc + j }
			if colMajor {
				ai = func(i, p int) float32 { return ca.val(a[blk*c.k*lda+p*lda+i]) }
				bi = func(p, j int) float32 { return cb.val(b[blk*16*ldb+j*ldb+p]) }
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
					x.exact[ci(i, j)], x.sum[ci(i, j)] = exact, s
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
		for _, p := range c.places(t) {
			t.Run(fmt.Sprintf("%s/col=%v/ld=%d,%d,%d/%s", name, colMajor, lda, ldb, ldc, p.name), func(t *testing.T) {
				got := make([]float32, len(cin))
				copy(got, cin) // elements outside the tiles stay
				if err := k.Launch(p.on, blocks, warpWidth(p.on), a, b, cin, got, lda, ldb, ldc); err != nil {
					t.Fatal(err)
				}
				mmaCompareOn(t, p, got, want, x)
			})
		}
	}
}

// mmaExact is what a real GPU's result is held to: each element's exact
// result and |c| + Σ|a·b|, the roundings n its sums may take (K+1 an
// MMA), and whether they keep FP8 tensor cores' 13 bits rather than
// float32's.
type mmaExact struct {
	exact, sum []float64
	n          int
	fp8        bool
}

// newMMAExact is the mmaExact of want, which elements outside the tiles
// must keep exactly (a sum of 0) until the caller sets the tiles'.
func newMMAExact(want []float32, n int, fp8 bool) *mmaExact {
	x := &mmaExact{make([]float64, len(want)), make([]float64, len(want)), n, fp8}
	for i, w := range want {
		x.exact[i] = float64(w)
	}
	return x
}

// mmaCompareOn compares the result of place p with the emulated bits,
// but holds a real GPU to docs/half.md's bound instead, as the docs
// promise only that: tensor cores add in an order and precision of their
// own. A GPU's NaN and Inf results must be NaN and the same Inf.
func mmaCompareOn(t *testing.T, p place, got, want []float32, x *mmaExact) {
	t.Helper()
	if p.name != "cuda-gpu" {
		mmaCompare(t, got, want)
		return
	}
	u := 0x1p-23 // |d − exact| ≤ 2·n·u·(|c| + Σ|a·b|): truncated sums, twice over
	if x.fp8 {
		u = 0x1p-12
	}
	bad := 0
	for i, w := range want {
		g, b := got[i], 2*float64(x.n)*u*x.sum[i]
		ok := math.Abs(float64(g)-x.exact[i]) <= b
		switch {
		case w != w:
			ok = g != g
		case math.IsInf(float64(w), 0):
			ok = g == w
		}
		if !ok {
			if bad++; bad <= 8 {
				t.Errorf("element %d: %g, exact %g: above the GPU bound %g (emulated %g)", i, g, x.exact[i], b, w)
			}
		}
	}
	if bad > 8 {
		t.Errorf("%d elements out of bounds", bad)
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
// with leading dimensions above 16, for every input type, and for the
// processors with their own matrix instructions: gfx1100 (WMMA, wave32)
// and gfx940 (xf32).
func TestEmulatedMMATile(t *testing.T) {
	testMMATiles(t, mmaF16, mmaF16, mmatest.TileRow[kern.Float16], mmatest.TileCol[kern.Float16])
	testMMATiles(t, mmaBF16, mmaBF16, mmatest.TileRow[kern.BFloat16], mmatest.TileCol[kern.BFloat16])
	testMMATiles(t, mmaTF32, mmaTF32, mmatest.TileRow[float32], mmatest.TileCol[float32])
	testMMATiles(t, mmaF16.on("gfx1100"), mmaF16.on("gfx1100"), rdna3.TileRow[kern.Float16], rdna3.TileCol[kern.Float16])
	testMMATiles(t, mmaBF16.on("gfx1100"), mmaBF16.on("gfx1100"), rdna3.TileRow[kern.BFloat16], rdna3.TileCol[kern.BFloat16])
	testMMATiles(t, mmaTF32.on("gfx940"), mmaTF32.on("gfx940"), mmatest.TileRow[float32], mmatest.TileCol[float32])
	testMMATiles(t, mmaF16.on("gfx940"), mmaF16.on("gfx940"), mmatest.TileRow[kern.Float16], mmatest.TileCol[kern.Float16])
	testMMATiles(t, mmaE4M3, mmaE4M3, mmafp8.TileRowE4M3, mmafp8.TileColE4M3)
	testMMATiles(t, mmaE5M2, mmaE5M2, mmafp8.TileRowE5M2, mmafp8.TileColE5M2)
	testMMATiles(t, mmaE4M3, mmaE5M2, mmafp8.TileRowE4M3E5M2, mmafp8.TileColE4M3E5M2)
	testMMATiles(t, mmaE5M2, mmaE4M3, mmafp8.TileRowE5M2E4M3, mmafp8.TileColE5M2E4M3)
}

// TestEmulatedMMAWide loads and stores global tiles whose lanes' fragment
// elements are consecutive in memory (A by rows, B by columns; C by rows
// on PTX) with leading dimensions that leave every lane's address aligned
// for the wide accesses (one 32-bit load a register of 16- or 8-bit
// elements, float32 pairs as .v2 on PTX; one dwordx2 or dwordx4 on AMD),
// and with odd ones that leave some lanes of each warp aligned and the
// others on the element-by-element loads. A wide access at an address the
// backend's test should have refused faults on the emulated devices.
func TestEmulatedMMAWide(t *testing.T) {
	for _, ld := range [][3]int{{40, 48, 20}, {21, 19, 17}} {
		testMMATilesLDC(t, mmaF16, mmaF16, mmatest.TileRow[kern.Float16], mmatest.TileCol[kern.Float16], ld[0], ld[1], ld[2])
		testMMATilesLDC(t, mmaBF16, mmaBF16, mmatest.TileRow[kern.BFloat16], mmatest.TileCol[kern.BFloat16], ld[0], ld[1], ld[2])
		testMMATilesLDC(t, mmaTF32, mmaTF32, mmatest.TileRow[float32], mmatest.TileCol[float32], ld[0], ld[1], ld[2])
		testMMATilesLDC(t, mmaF16.on("gfx1100"), mmaF16.on("gfx1100"), rdna3.TileRow[kern.Float16], rdna3.TileCol[kern.Float16], ld[0], ld[1], ld[2])
		testMMATilesLDC(t, mmaBF16.on("gfx940"), mmaBF16.on("gfx940"), mmatest.TileRow[kern.BFloat16], mmatest.TileCol[kern.BFloat16], ld[0], ld[1], ld[2])
	}
	for _, ld := range [][3]int{{48, 64, 20}, {37, 35, 17}} {
		testMMATilesLDC(t, mmaE4M3, mmaE4M3, mmafp8.TileRowE4M3, mmafp8.TileColE4M3, ld[0], ld[1], ld[2])
		testMMATilesLDC(t, mmaE5M2, mmaE4M3, mmafp8.TileRowE5M2E4M3, mmafp8.TileColE5M2E4M3, ld[0], ld[1], ld[2])
	}
}

// TestEmulatedMMAShared loads tiles from shared memory, where the PTX
// backend uses ldmatrix when every lane's rows are 16-byte aligned: with
// leading dimensions whose rows are (40 and 48 elements, 48 and 64 for
// FP8) and are not (the odd ones of TestEmulatedMMATile), in each layout.
func TestEmulatedMMAShared(t *testing.T) {
	for _, ld := range [][2]int{{21, 19}, {40, 48}} {
		testMMATilesLD(t, mmaF16, mmaF16, mmatest.TileRowShared[kern.Float16], mmatest.TileColShared[kern.Float16], ld[0], ld[1])
		testMMATilesLD(t, mmaBF16, mmaBF16, mmatest.TileRowShared[kern.BFloat16], mmatest.TileColShared[kern.BFloat16], ld[0], ld[1])
		testMMATilesLD(t, mmaTF32, mmaTF32, mmatest.TileRowShared[float32], mmatest.TileColShared[float32], ld[0], ld[1])
	}
	for _, ld := range [][2]int{{37, 35}, {48, 64}} {
		testMMATilesLD(t, mmaE4M3, mmaE4M3, mmafp8.TileRowSharedE4M3, mmafp8.TileColSharedE4M3, ld[0], ld[1])
	}
}

func testMMAMatmul[TA, TB kern.MMAElement](t *testing.T, ca mmaCase[TA], cb mmaCase[TB], kern6 func(*kern.Thread, []TA, []TB, []float32, int, int, int)) {
	c := ca
	const m, n = 64, 96
	k := 48 // a multiple of the kernel's Step: mmatest's 16, mmafp8's 64
	if c.k == 32 {
		k = 128
	}
	r := rand.New(rand.NewPCG(uint64(c.k), 9))
	a := randElems(r, ca, m*k, 1)
	b := randElems(r, cb, k*n, 1) // column-major: (p, j) at b[j·k+p]
	want := make([]float32, m*n)
	x := newMMAExact(want, k/c.k*(c.k+1), c.k == 32) // K+1 roundings an MMA
	for i := range m {
		for j := range n {
			// The kernel accumulates one MMA per K-slice of Step (two of
			// K 8 for tf32): the documented order within each, slice
			// after slice, is k = 0…K−1 from the running sum.
			var acc float32
			exact, s := 0.0, 0.0
			for p := range k {
				x, y := ca.val(a[i*k+p]), cb.val(b[j*k+p])
				acc += float32(x * y)
				exact += float64(x) * float64(y)
				s += math.Abs(float64(x) * float64(y))
			}
			want[i*n+j] = acc
			x.exact[i*n+j], x.sum[i*n+j] = exact, s
			if e := math.Abs(float64(acc) - exact); e > mmaBound(k, s) {
				t.Fatalf("reference (%d, %d): error %g above the bound %g", i, j, e, mmaBound(k, s))
			}
		}
	}
	kk := kern.NewKernel6(kern6)
	for _, p := range c.places(t) {
		t.Run(mmaPair(ca, cb)+"/"+p.name, func(t *testing.T) {
			got := make([]float32, m*n)
			if err := kk.Launch(p.on, kern.Dim3{X: n / mmatest.Block, Y: m / mmatest.Block, Z: 1}, 4*warpWidth(p.on), a, b, got, m, n, k); err != nil {
				t.Fatal(err)
			}
			mmaCompareOn(t, p, got, want, x)
		})
	}
}

// TestEmulatedMMAMatmul runs the tiled matmul (A staged in shared
// memory, B loaded column-major from global memory, four warps per
// block) for every input type, on gfx1100 and gfx940 too.
func TestEmulatedMMAMatmul(t *testing.T) {
	testMMAMatmul(t, mmaF16, mmaF16, mmatest.Matmul[kern.Float16])
	testMMAMatmul(t, mmaBF16, mmaBF16, mmatest.Matmul[kern.BFloat16])
	testMMAMatmul(t, mmaTF32, mmaTF32, mmatest.Matmul[float32])
	testMMAMatmul(t, mmaF16.on("gfx1100"), mmaF16.on("gfx1100"), rdna3.Matmul[kern.Float16])
	testMMAMatmul(t, mmaBF16.on("gfx1100"), mmaBF16.on("gfx1100"), rdna3.Matmul[kern.BFloat16])
	testMMAMatmul(t, mmaTF32.on("gfx940"), mmaTF32.on("gfx940"), mmatest.Matmul[float32])
	testMMAMatmul(t, mmaE4M3, mmaE4M3, mmafp8.MatmulE4M3)
	testMMAMatmul(t, mmaE5M2, mmaE5M2, mmafp8.MatmulE5M2)
	testMMAMatmul(t, mmaE4M3, mmaE5M2, mmafp8.MatmulE4M3E5M2)
	testMMAMatmul(t, mmaE5M2, mmaE4M3, mmafp8.MatmulE5M2E4M3)
}

// testMMASpecial runs kern7 (two MMAs into a filled accumulator), A of
// ca's type with specialsA in a few rows, B of cb's with specialsB in a
// few columns.
func testMMASpecial[TA, TB kern.MMAElement](t *testing.T, ca mmaCase[TA], cb mmaCase[TB], specialsA []TA, specialsB []TB, kern7 func(*kern.Thread, []TA, []TB, []float32, int, int, int, float32)) {
	c := ca
	const ldd, init = 16, 0.25
	lda, ldb := 17, 20
	if c.k > 16 {
		lda, ldb = 33, 36
	}
	r := rand.New(rand.NewPCG(uint64(c.k), 11))
	a := randElems(r, ca, 16*lda, 4)
	b := randElems(r, cb, 16*ldb, 4) // column-major K×16: (p, j) at b[j·ldb+p]
	// Special values in a few rows of A and columns of B; other rows stay
	// finite.
	for i, x := range specialsA {
		a[(i%4)*lda+i%c.k] = x
	}
	for i, x := range specialsB {
		b[(5+i%3)*ldb+(i+1)%c.k] = x
	}
	want := make([]float32, 16*ldd)
	ai := func(i, p int) float32 { return ca.val(a[i*lda+p]) }
	bi := func(p, j int) float32 { return cb.val(b[j*ldb+p]) }
	d1 := mmaRef(c.k, ai, bi, func(i, j int) float32 { return init })
	d := mmaRef(c.k, ai, bi, func(i, j int) float32 { return d1[i][j] })
	x := newMMAExact(want, 2*(c.k+1), c.k == 32)
	for i := range 16 {
		for j := range 16 {
			want[j*ldd+i] = d[i][j]
			x.exact[j*ldd+i], x.sum[j*ldd+i] = init, init
			for p := range c.k {
				y := float64(ai(i, p)) * float64(bi(p, j))
				x.exact[j*ldd+i] += 2 * y
				x.sum[j*ldd+i] += 2 * math.Abs(y)
			}
		}
	}
	kk := kern.NewKernel7(kern7)
	for _, p := range c.places(t) {
		t.Run(mmaPair(ca, cb)+"/"+p.name, func(t *testing.T) {
			got := make([]float32, len(want))
			if err := kk.Launch(p.on, 1, warpWidth(p.on), a, b, got, lda, ldb, ldd, float32(init)); err != nil {
				t.Fatal(err)
			}
			mmaCompareOn(t, p, got, want, x)
		})
	}
}

// TestEmulatedMMASpecial runs two MMAs into a filled accumulator with
// Inf, NaN, signed zeros, subnormal inputs and products that leave
// float32's range (bfloat16), A row-major, B and D column-major.
func TestEmulatedMMASpecial(t *testing.T) {
	f16 := []kern.Float16{0x7c00, 0xfc00, 0x7e00, 0x0001, 0x8001, 0x03ff, 0x8000, 0x7bff}
	bf16 := []kern.BFloat16{0x7f80, 0xff80, 0x7fc0, 0x0001, 0x8001, 0x7f7f, 0x0080, 0x8000}
	f32 := []float32{float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()),
		math.Float32frombits(1), math.Float32frombits(0x80000fff), math.MaxFloat32, math.Float32frombits(0x3f801000), -0.0}
	// FP8: NaN (E4M3FN has no Inf), the smallest subnormals, the largest
	// finite values, −0 and the smallest normal; E5M2's Infs too.
	e4m3 := []kern.Float8E4M3{0x7f, 0xff, 0x01, 0x81, 0x7e, 0xfe, 0x80, 0x08}
	e5m2 := []kern.Float8E5M2{0x7c, 0xfc, 0x7e, 0x01, 0x81, 0x7b, 0x80, 0x04}
	testMMASpecial(t, mmaF16, mmaF16, f16, f16, mmatest.TileFill[kern.Float16])
	testMMASpecial(t, mmaBF16, mmaBF16, bf16, bf16, mmatest.TileFill[kern.BFloat16])
	testMMASpecial(t, mmaTF32, mmaTF32, f32, f32, mmatest.TileFill[float32])
	testMMASpecial(t, mmaE4M3, mmaE4M3, e4m3, e4m3, mmafp8.TileFillE4M3)
	testMMASpecial(t, mmaE5M2, mmaE5M2, e5m2, e5m2, mmafp8.TileFillE5M2)
	testMMASpecial(t, mmaE4M3, mmaE5M2, e4m3, e5m2, mmafp8.TileFillE4M3E5M2)
	testMMASpecial(t, mmaE5M2, mmaE4M3, e5m2, e4m3, mmafp8.TileFillE5M2E4M3)
	testMMASpecial(t, mmaF16.on("gfx1100"), mmaF16.on("gfx1100"), f16, f16, rdna3.TileFill[kern.Float16])
	testMMASpecial(t, mmaBF16.on("gfx1100"), mmaBF16.on("gfx1100"), bf16, bf16, rdna3.TileFill[kern.BFloat16])
	testMMASpecial(t, mmaTF32.on("gfx940"), mmaTF32.on("gfx940"), f32, f32, mmatest.TileFill[float32])
}

// TestEmulatedMMAFP8Arch launches an FP8 kernel (generated for sm_89) on
// an emulated sm_80, which refuses the module as a GPU's driver does.
func TestEmulatedMMAFP8Arch(t *testing.T) {
	a := make([]kern.Float8E4M3, 16*32)
	c := make([]float32, 16*16)
	err := kern.NewKernel7(mmafp8.TileRowE4M3).Launch(kern.NewDevice(emu.New(emu.WithArch("sm_80"))), 1, 32, a, a, c, c, 32, 16, 16)
	if err == nil || !strings.Contains(err.Error(), "sm_89") {
		t.Fatalf("an sm_89 module on an sm_80: %v, want an error naming sm_89", err)
	}
	t.Log(err)
}

// TestEmulatedMMAIncompleteWarp launches a tile kernel with 16 threads a
// block: an MMA needs all the lanes of the warp (32, or 64 on gfx90a), so
// every place refuses the launch before it runs (ErrLaunchConfig), and
// the device stays usable.
func TestEmulatedMMAIncompleteWarp(t *testing.T) {
	testMMAIncompleteWarp(t, mmatest.TileRow[kern.Float16], mmaPlaces(t))
	testMMAIncompleteWarp(t, rdna3.TileRow[kern.Float16], mmaPlacesOn(t, "gfx1100"))
}

func testMMAIncompleteWarp(t *testing.T, tile func(*kern.Thread, []kern.Float16, []kern.Float16, []float32, []float32, int, int, int), ps []place) {
	a := make([]kern.Float16, 16*16)
	c := make([]float32, 16*16)
	k := kern.NewKernel7(tile)
	for _, p := range ps {
		if strings.HasSuffix(p.name, "-target") {
			// A fault leaves a device unusable, as a GPU context: the
			// process's target device must stay usable for later tests.
			// The emulated places make the same check on devices of their own.
			continue
		}
		t.Run(p.name, func(t *testing.T) {
			err := k.Launch(p.on, 1, 16, a, a, c, c, 16, 16, 16)
			if w := strconv.Itoa(warpWidth(p.on)); !errors.Is(err, kern.ErrLaunchConfig) || !strings.Contains(err.Error(), "all "+w+" lanes") {
				t.Fatalf("MMA in a 16-thread block: %v, want ErrLaunchConfig naming all %s lanes", err, w)
			}
			// Refused before it ran: the device is still usable.
			if err := k.Launch(p.on, 1, warpWidth(p.on), a, a, c, c, 16, 16, 16); err != nil {
				t.Fatalf("a whole warp after the refusal: %v", err)
			}
		})
	}
}

// TestEmulatedMMADebugTrap loads an A tile that does not fit its slice:
// the simulator panics with the tile's extent, and a -debug build on the
// emulated CUDA device traps with the call's position.
func TestEmulatedMMADebugTrap(t *testing.T) {
	a := make([]kern.Float16, 16*16)
	d := make([]float32, 16*16)
	k := kern.NewKernel4(mmadebug.Tile)
	for _, p := range mmaPlaces(t) {
		t.Run(p.name, func(t *testing.T) {
			if err := k.Launch(p.on, 1, warpWidth(p.on), a, a, d, 0); err != nil {
				t.Fatalf("a tile that fits: %v", err)
			}
			// One element past the end, then one before the start: each
			// error says which bound failed.
			for _, c := range []struct {
				off       int
				cpu, trap string
			}{
				{1, "does not fit in 256 elements", "MMA tile out of range: it ends past the slice (off+15*ld+16 > len)"},
				{-1, "starts before the slice", "MMA tile out of range: offset < 0"},
			} {
				if p.gpu && c.off < 0 && p.name != "cuda-emulated" && p.name != "roc-emulated" {
					continue // a trap leaves the device unusable: one on the target's is enough
				}
				err := k.Launch(p.on, 1, warpWidth(p.on), a, a, d, c.off)
				want := c.cpu
				if p.gpu {
					var te *kern.KernelTrapError
					if !errors.As(err, &te) {
						t.Fatalf("off %d: err = %v, want a *kern.KernelTrapError", c.off, err)
					}
					want = c.trap
				}
				if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "debug.go:16:") {
					t.Fatalf("off %d: err = %v, want %q at debug.go:16", c.off, err, want)
				}
				if n := strings.Count(err.Error(), "debug.Tile"); n != 1 {
					t.Errorf("%q names the kernel %d times, want once", err, n)
				}
			}
		})
	}
}

// TestEmulatedMMAFP8Shape launches an FP8 tile with a leading dimension
// of 16, which fits a 16-bit type's 16×16 A but not FP8's 16×32: the CPU
// targets refuse it naming the 32 elements a row needs.
func TestEmulatedMMAFP8Shape(t *testing.T) {
	a := make([]kern.Float8E4M3, 32*32)
	c := make([]float32, 16*16)
	k := kern.NewKernel7(mmafp8.TileRowE4M3)
	for _, on := range []kern.Target{kern.CPU, kern.Sim} {
		err := k.Launch(on, 1, 32, a, a, c, c, 16, 32, 16)
		if err == nil || !strings.Contains(err.Error(), "ld 16 < 32") {
			t.Errorf("%v: lda 16 for a 16×32 FP8 tile: %v, want an error asking for ld ≥ 32", on, err)
		}
	}
}

// mmaTileAt loads an A tile from a and stores a C tile to d, both at off
// with leading dimension ld: plain Go, for the CPU targets' checks.
func mmaTileAt(t *kern.Thread, a []kern.Float16, d []float32, off, ld int) {
	_ = kern.LoadA(t, a, off, ld, kern.RowMajor)
	kern.StoreC(t, d, off, ld, kern.FillC(t, 0), kern.RowMajor)
}

// TestMMATileCheck: the CPU targets' refusal of a tile names the
// conditions that fail and no other (a leading dimension below the line
// length is not a tile too long for its slice).
func TestMMATileCheck(t *testing.T) {
	cases := []struct {
		name      string
		n         int
		off, ld   int
		want, not []string
	}{
		{"ld below the line", 300, 1, 15, []string{"kern.LoadA", "ld 15 < 16", "need ld ≥ 16"}, []string{"does not fit", "off ≥ 0"}},
		{"past the end", 256, 1, 16, []string{"kern.LoadA", "does not fit in 256 elements", "ends at 257"}, []string{"overlapping", "off ≥ 0"}},
		{"negative offset", 300, -1, 16, []string{"kern.LoadA", "starts before the slice"}, []string{"overlapping", "does not fit"}},
		{"two conditions", 100, 0, 8, []string{"ld 8 < 16", "does not fit in 100 elements", "ends at 136"}, []string{"off ≥ 0"}},
	}
	k := kern.NewKernel4(mmaTileAt)
	for _, on := range []kern.Target{kern.CPU, kern.Parallel, kern.Sim} {
		for _, tc := range cases {
			err := k.Launch(on, 1, 32, make([]kern.Float16, tc.n), make([]float32, 300), tc.off, tc.ld)
			if err == nil {
				t.Errorf("%v %s: no error", on, tc.name)
				continue
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%v %s: %v\nwant it to contain %q", on, tc.name, err, w)
				}
			}
			for _, w := range tc.not {
				if strings.Contains(err.Error(), w) {
					t.Errorf("%v %s: %v\nwant it not to contain %q", on, tc.name, err, w)
				}
			}
		}
		// StoreC checks its tile too: 300 elements hold it at 0 but not at 45.
		err := k.Launch(on, 1, 32, make([]kern.Float16, 512), make([]float32, 300), 45, 16)
		if err == nil || !strings.Contains(err.Error(), "kern.StoreC") || !strings.Contains(err.Error(), "ends at 301") {
			t.Errorf("%v: StoreC past the end: %v", on, err)
		}
	}
}

// mmaMixedHalf is a kernel kern gen refuses (K042: A Float16, B
// BFloat16), run here as plain Go on the CPU targets.
func mmaMixedHalf(t *kern.Thread, a []kern.Float16, b []kern.BFloat16, d []float32, ld int) {
	fa := kern.LoadA(t, a, 0, ld, kern.RowMajor)
	fb := kern.LoadB(t, b, 0, ld, kern.RowMajor)
	kern.StoreC(t, d, 0, ld, kern.MMA(t, fa, fb, kern.FillC(t, 0)), kern.RowMajor)
}

// TestMMAMixedRefused runs an MMA of A Float16 and B BFloat16, which no
// hardware has, on the CPU targets: an error naming both types, not a
// result. (Only the FP8 pair mixes; kern gen's K042 is in the reject
// corpus.)
func TestMMAMixedRefused(t *testing.T) {
	a, b, d := make([]kern.Float16, 16*16), make([]kern.BFloat16, 16*16), make([]float32, 16*16)
	k := kern.NewKernel4(mmaMixedHalf)
	for _, on := range []kern.Target{kern.CPU, kern.Parallel, kern.Sim} {
		err := k.Launch(on, 1, 32, a, b, d, 16)
		if !errors.Is(err, kern.ErrKernelTrap) || !strings.Contains(err.Error(), "A is kern.Float16 and B is kern.BFloat16") || !strings.Contains(err.Error(), "Float8E4M3 and Float8E5M2") {
			t.Errorf("%v: %v, want an ErrKernelTrap naming A's and B's types and the FP8 pair", on, err)
		}
	}
}

// testMMALayouts runs kern6 (mmatest.Layouts or an FP8 one) with one
// block for each of the 16 layouts of A, B, C and D (CUDA.jl's WMMA tests
// run every pair of A and B layouts), at a leading dimension above 32,
// against mmaRef.
func testMMALayouts[TA, TB kern.MMAElement](t *testing.T, ca mmaCase[TA], cb mmaCase[TB], kern6 func(*kern.Thread, []TA, []TB, []float32, []float32, []int32, int)) {
	c := ca
	const ld = 35
	flags := make([]int32, 16)
	for f := range flags {
		flags[f] = int32(f)
	}
	r := rand.New(rand.NewPCG(uint64(c.k), 13))
	n := len(flags) * 32 * ld
	a, b := randElems(r, ca, n, 1), randElems(r, cb, n, 1)
	cin := make([]float32, n)
	for i := range cin {
		cin[i] = float32(r.NormFloat64())
	}
	const sentinel = -3.25 // outside the tiles: left alone
	want := make([]float32, n)
	for i := range want {
		want[i] = sentinel
	}
	x := newMMAExact(want, c.k+1, c.k == 32)
	loc := func(off, i, j int, col bool) int {
		if col {
			return off + j*ld + i
		}
		return off + i*ld + j
	}
	for blk, f := range flags {
		off := blk * 32 * ld
		ai := func(i, p int) float32 { return ca.val(a[loc(off, i, p, f&mmatest.ACol != 0)]) }
		bi := func(p, j int) float32 { return cb.val(b[loc(off, p, j, f&mmatest.BCol != 0)]) }
		ci := func(i, j int) float32 { return cin[loc(off, i, j, f&mmatest.CCol != 0)] }
		d := mmaRef(c.k, ai, bi, ci)
		for i := range 16 {
			for j := range 16 {
				o := loc(off, i, j, f&mmatest.DCol != 0)
				want[o] = d[i][j]
				x.exact[o], x.sum[o] = float64(ci(i, j)), math.Abs(float64(ci(i, j)))
				for p := range c.k {
					y := float64(ai(i, p)) * float64(bi(p, j))
					x.exact[o], x.sum[o] = x.exact[o]+y, x.sum[o]+math.Abs(y)
				}
				if e := math.Abs(float64(d[i][j]) - x.exact[o]); e > mmaBound(c.k, x.sum[o]) {
					t.Fatalf("reference, flags %#x, (%d, %d): error %g above the bound %g", f, i, j, e, mmaBound(c.k, x.sum[o]))
				}
			}
		}
	}
	k := kern.NewKernel6(kern6)
	for _, p := range c.places(t) {
		t.Run(mmaPair(ca, cb)+"/"+p.name, func(t *testing.T) {
			got := make([]float32, n)
			for i := range got {
				got[i] = sentinel
			}
			if err := k.Launch(p.on, len(flags), warpWidth(p.on), a, b, cin, got, flags, ld); err != nil {
				t.Fatal(err)
			}
			mmaCompareOn(t, p, got, want, x)
		})
	}
}

// TestEmulatedMMALayouts runs a tile in each of the 16 layouts of A, B,
// C and D for every input type: the 16×8 and 8×16 tiles of tf32 and the
// 16×32 and 32×16 of FP8 are not square, so a layout mixed up shows.
func TestEmulatedMMALayouts(t *testing.T) {
	testMMALayouts(t, mmaF16, mmaF16, mmatest.Layouts[kern.Float16])
	testMMALayouts(t, mmaBF16, mmaBF16, mmatest.Layouts[kern.BFloat16])
	testMMALayouts(t, mmaTF32, mmaTF32, mmatest.Layouts[float32])
	testMMALayouts(t, mmaTF32.on("gfx940"), mmaTF32.on("gfx940"), mmatest.Layouts[float32])
	testMMALayouts(t, mmaBF16.on("gfx940"), mmaBF16.on("gfx940"), mmatest.Layouts[kern.BFloat16])
	testMMALayouts(t, mmaE4M3, mmaE4M3, mmafp8.LayoutsE4M3)
	testMMALayouts(t, mmaE5M2, mmaE5M2, mmafp8.LayoutsE5M2)
	testMMALayouts(t, mmaE4M3, mmaE5M2, mmafp8.LayoutsE4M3E5M2)
	testMMALayouts(t, mmaE5M2, mmaE4M3, mmafp8.LayoutsE5M2E4M3)
}
