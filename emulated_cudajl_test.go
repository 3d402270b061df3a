package kern_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/mmatest/cudajl"
)

// CUDA.jl's WMMA tests (test/core/device/intrinsics/wmma.jl) ported to
// kern's MMA API, kernels in package cudajl. Each case keeps CUDA.jl's
// shape (16×16×16), layouts, memory spaces, inputs and check (its ≈ with
// Base.rtoldefault of the input type against the float64 product), and
// adds kern's own: every target gives the documented arithmetic
// (emulated_mma_test.go's mmaRef) bit for bit, within the documented
// bound of the exact result. What CUDA.jl tests and kern has not
// (integer and float16 accumulators, the m32n8k16 and m8n32k16 shapes,
// element-wise operations on fragments) has no case here.

// cudajlPlaces are the places cudajl's kernels run on: the CPU targets,
// the emulated CUDA device as an sm_80 and an sm_90, and the emulated ROC
// devices of the three processors cudajl is generated for (gfx90a and
// gfx940: MFMA in a 64-lane wavefront; gfx1100: WMMA in a 32-lane one),
// and the CUDA and ROC targets where KERN_EMULATE makes them one of
// those.
func cudajlPlaces(t *testing.T) []place {
	ps := mmaPlacesOn(t, "gfx90a")
	ps = append(ps, place{"cuda-emulated-sm_90", kern.NewDevice(emu.New(emu.WithArch("sm_90"))), true})
	for _, arch := range []string{"gfx940", "gfx1100"} {
		ps = append(ps, place{"roc-emulated-" + arch, kern.NewDevice(amdDevice(emu.WithArch(arch))), true})
		if os.Getenv("KERN_EMULATE") != "" {
			if d, err := kern.DefaultDevice(kern.ROC); err == nil && d.Info().Arch == arch {
				ps = append(ps, place{"roc-target", d, true})
			}
		}
	}
	return ps
}

// cudajlLoc is the index of element (i, j) of the tile at off with
// leading dimension ld, column-major when col.
func cudajlLoc(off, ld, i, j int, col bool) int {
	if col {
		return off + j*ld + i
	}
	return off + i*ld + j
}

// cudajlRun launches cudajl.Tile[T] with one block for each of flags on
// every place, compares d with the documented arithmetic bit for bit,
// and checks that result against float64: within the documented bound of
// the exact product of what the MMA multiplies, and within CUDA.jl's
// rtol (Julia's ≈ on each tile: ‖d − ref‖ ≤ rtol·max(‖d‖, ‖ref‖)) of
// CUDA.jl's reference, alpha·A·B (+ beta·C), alpha·A unrounded. A real
// GPU is held to the documented GPU bound instead of the bits. It
// returns the expected d, for the caller's own checks.
func cudajlRun[T cudajl.Input](t *testing.T, c mmaCase[T], tile cudajlTile[T], a, b []T, cin []float32, flags []int32, ld int, alpha T, beta float32, rtol float64) []float32 {
	t.Helper()
	const sentinel = -7.5 // between the lines of the tiles (ld > 16): left alone
	want := make([]float32, len(cin))
	for i := range want {
		want[i] = sentinel
	}
	// The exact result and |c| + Σ|a·b| of each element of d, for a real
	// GPU, whose tensor cores add in their own order and precision.
	exacts, sums, in := make([]float64, len(cin)), make([]float64, len(cin)), make([]bool, len(cin))
	for blk, f := range flags {
		off := blk * 16 * ld
		scale := f&cudajl.Scale != 0
		av := func(i, p int) float32 {
			x := a[cudajlLoc(off, ld, i, p, f&cudajl.ACol != 0)]
			if scale {
				// CUDA.jl's alpha .* a_frag: the product rounded to T.
				x = c.from(float64(c.val(alpha)) * float64(c.val(x)))
			}
			return c.val(x)
		}
		bv := func(p, j int) float32 { return c.val(b[cudajlLoc(off, ld, p, j, f&cudajl.BCol != 0)]) }
		cv := func(i, j int) float32 {
			if f&cudajl.MAC == 0 {
				return 0
			}
			y := cin[cudajlLoc(off, ld, i, j, f&cudajl.CCol != 0)]
			if scale {
				y *= beta
			}
			return y
		}
		d := mmaRef(c.k, av, bv, cv)
		var diff, nd, nref float64
		for i := range 16 {
			for j := range 16 {
				want[cudajlLoc(off, ld, i, j, f&cudajl.DCol != 0)] = d[i][j]
				// The documented bound, against the exact result of the
				// values the MMA multiplies.
				exact, s := float64(cv(i, j)), math.Abs(float64(cv(i, j)))
				// CUDA.jl's reference: alpha·A·B + beta·C in float64,
				// alpha·A not rounded to T.
				ref := 0.0
				if f&cudajl.MAC != 0 {
					ref = float64(cin[cudajlLoc(off, ld, i, j, f&cudajl.CCol != 0)])
					if scale {
						ref *= float64(beta)
					}
				}
				for p := range c.k {
					x := float64(av(i, p)) * float64(bv(p, j))
					exact, s = exact+x, s+math.Abs(x)
					ua := float64(c.val(a[cudajlLoc(off, ld, i, p, f&cudajl.ACol != 0)]))
					if scale {
						ua *= float64(c.val(alpha))
					}
					ref += ua * float64(bv(p, j))
				}
				exacts[cudajlLoc(off, ld, i, j, f&cudajl.DCol != 0)] = exact
				sums[cudajlLoc(off, ld, i, j, f&cudajl.DCol != 0)] = s
				in[cudajlLoc(off, ld, i, j, f&cudajl.DCol != 0)] = true
				if e := math.Abs(float64(d[i][j]) - exact); e > mmaBound(c.k, s) {
					t.Fatalf("block %d (flags %#x), (%d, %d): %g, exact %g: error %g above the documented bound %g", blk, f, i, j, d[i][j], exact, e, mmaBound(c.k, s))
				}
				diff += (float64(d[i][j]) - ref) * (float64(d[i][j]) - ref)
				nd += float64(d[i][j]) * float64(d[i][j])
				nref += ref * ref
			}
		}
		if math.Sqrt(diff) > rtol*math.Sqrt(max(nd, nref)) {
			t.Fatalf("block %d (flags %#x): ‖d − ref‖ = %g above CUDA.jl's rtol %g of %g", blk, f, math.Sqrt(diff), rtol, math.Sqrt(max(nd, nref)))
		}
	}
	k := kern.NewKernel8(tile)
	for _, p := range cudajlPlaces(t) {
		t.Run(fmt.Sprintf("%s/ld=%d/%s", c.name, ld, p.name), func(t *testing.T) {
			got := make([]float32, len(want))
			for i := range got {
				got[i] = sentinel
			}
			if err := k.Launch(p.on, len(flags), warpWidth(p.on), a, b, cin, got, flags, ld, alpha, beta); err != nil {
				t.Fatal(err)
			}
			if p.name != "cuda-gpu" {
				mmaCompare(t, got, want)
				return
			}
			// docs/half.md's bound for a GPU: 2·(K+1)·2^-23·(|c| + Σ|a·b|).
			for i := range want {
				if e := math.Abs(float64(got[i]) - exacts[i]); in[i] && !(e <= 2*float64(c.k+1)*0x1p-23*sums[i]) || !in[i] && got[i] != sentinel {
					t.Fatalf("d[%d] = %g, exact %g: error %g above the GPU bound %g", i, got[i], exacts[i], e, 2*float64(c.k+1)*0x1p-23*sums[i])
				}
			}
		})
	}
	return want
}

// cudajlTile is cudajl.Tile[T], which the caller instantiates: kern
// finds the GPU code of a named instance, not of one made in generic code.
type cudajlTile[T cudajl.Input] func(*kern.Thread, []T, []T, []float32, []float32, []int32, int, T, float32)

// cudajlRand is CUDA.jl's rand(T, n): uniform in [0, 1), on the grid of
// 2^-bits, which T holds exactly (float16's 11 significant bits,
// bfloat16's 8).
func cudajlRand[T cudajl.Input](r *rand.Rand, c mmaCase[T], n int) []T {
	bits := 11
	if c.name == "bf16" {
		bits = 8
	}
	s := make([]T, n)
	for i := range s {
		s[i] = c.from(math.Ldexp(float64(r.IntN(1<<bits)), -bits))
	}
	return s
}

// Julia's Base.rtoldefault: the square root of the type's epsilon.
var cudajlRtol = map[string]float64{"f16": math.Sqrt(0x1p-10), "bf16": math.Sqrt(0x1p-7)}

// TestCudaJLWMMALoad is CUDA.jl's "llvm_wmma_load": A, B and C of 42s,
// loaded in each layout from global and from shared memory, must hold
// 42s. kern's fragments are opaque, so the MMA shows them: A·I, I·B and
// 0·0 + C are 42 everywhere. The same loads of random tiles must give
// A, B and C back, element for element, which finds a misplaced element
// that 42s hide.
func TestCudaJLWMMALoad(t *testing.T) {
	testCudaJLLoad(t, mmaF16, cudajl.Tile[kern.Float16])
	testCudaJLLoad(t, mmaBF16, cudajl.Tile[kern.BFloat16])
}

func testCudaJLLoad[T cudajl.Input](t *testing.T, c mmaCase[T], tile cudajlTile[T]) {
	const ld = 16
	r := rand.New(rand.NewPCG(42, 1))
	var flags []int32
	var a, b []T
	var cin []float32
	type check struct {
		mat  string
		at   func(i, j int) int // where the loaded operand's (i, j) is in a, b or cin
		want func(i, j int) float32
	}
	var checks []check
	for _, random := range []bool{false, true} {
		for _, mat := range []string{"a", "b", "c"} {
			for _, space := range []int32{0, cudajl.Shared} {
				for _, col := range []bool{false, true} {
					blk := len(flags)
					off := blk * 16 * ld
					f := space
					at := func(i, j int) int { return cudajlLoc(off, ld, i, j, col) }
					ta, tb, tc := make([]T, 256), make([]T, 256), make([]float32, 256)
					for e := range 256 {
						tb[e] = c.from(0)
						ta[e] = c.from(0)
						v := 42.0
						if random {
							v = r.NormFloat64()
						}
						switch mat {
						case "a":
							ta[e] = c.from(v)
							if e/16 == e%16 {
								tb[e] = c.from(1) // I, symmetric: either layout
							}
						case "b":
							tb[e] = c.from(v)
							if e/16 == e%16 {
								ta[e] = c.from(1)
							}
						case "c":
							tc[e] = float32(v)
						}
					}
					var want func(i, j int) float32
					switch mat {
					case "a":
						if col {
							f |= cudajl.ACol
						}
						want = func(i, j int) float32 { return c.val(ta[at(i, j)-off]) }
					case "b":
						if col {
							f |= cudajl.BCol
						}
						want = func(i, j int) float32 { return c.val(tb[at(i, j)-off]) }
					case "c":
						f |= cudajl.MAC
						if col {
							f |= cudajl.CCol
						}
						want = func(i, j int) float32 { return tc[at(i, j)-off] }
					}
					if !random {
						want = func(i, j int) float32 { return 42 }
					}
					flags = append(flags, f)
					a, b, cin = append(a, ta...), append(b, tb...), append(cin, tc...)
					checks = append(checks, check{fmt.Sprintf("%s col=%v shared=%v random=%v", mat, col, space != 0, random), func(i, j int) int { return off + i*ld + j }, want})
				}
			}
		}
	}
	d := cudajlRun(t, c, tile, a, b, cin, flags, ld, c.from(1), 1, cudajlRtol[c.name])
	// D is row-major (no DCol): the reference must be the loaded operand
	// itself; the places were compared with it bit for bit above.
	for _, ch := range checks {
		for i := range 16 {
			for j := range 16 {
				if got, want := d[ch.at(i, j)], ch.want(i, j); !sameF32(got, want) {
					t.Fatalf("%s %s: d(%d, %d) = %g, want the loaded element %g", c.name, ch.mat, i, j, got, want)
				}
			}
		}
	}
}

// TestCudaJLWMMAStore is CUDA.jl's "llvm_wmma_store": an accumulator of
// 42s stored in each layout, to global memory and to shared memory (then
// copied out), must be 42 everywhere: here with the leading dimension 16
// of CUDA.jl and with 20, whose elements between the tile's lines must
// stay as they were.
func TestCudaJLWMMAStore(t *testing.T) {
	k := kern.NewKernel4(cudajl.Store)
	for _, ld := range []int{16, 20} {
		flags := []int32{0, cudajl.DCol, cudajl.Shared, cudajl.Shared | cudajl.DCol}
		const sentinel = -1
		for _, p := range cudajlPlaces(t) {
			t.Run(fmt.Sprintf("ld=%d/%s", ld, p.name), func(t *testing.T) {
				d := make([]float32, len(flags)*16*ld)
				for i := range d {
					d[i] = sentinel
				}
				if err := k.Launch(p.on, len(flags), warpWidth(p.on), d, flags, ld, float32(42)); err != nil {
					t.Fatal(err)
				}
				for i, x := range d {
					switch {
					case i%ld >= 16 && x != sentinel:
						t.Fatalf("d[%d] (outside the tiles) = %g, want %v left alone", i, x, sentinel)
					case i%ld < 16 && x != 42:
						t.Fatalf("d[%d] (block %d, flags %#x) = %g, want 42", i, i/(16*ld), flags[i/(16*ld)], x)
					}
				}
			})
		}
	}
}

// TestCudaJLWMMAStoreAddressing is CUDA.jl's "Codegen addressing" run:
// its two kernels, an accumulator of zeros stored to global memory and
// to shared memory, store zeros everywhere on every place (the PTX's
// state spaces are package cudajl's test).
func TestCudaJLWMMAStoreAddressing(t *testing.T) {
	for _, p := range cudajlPlaces(t) {
		t.Run(p.name, func(t *testing.T) {
			for name, k := range map[string]*kern.Kernel1[[]float32]{"StoreGlobal": kern.NewKernel1(cudajl.StoreGlobal), "StoreShared": kern.NewKernel1(cudajl.StoreShared)} {
				d := make([]float32, 256)
				for i := range d {
					d[i] = 1
				}
				if err := k.Launch(p.on, 1, warpWidth(p.on), d); err != nil {
					t.Fatal(err)
				}
				for i, x := range d {
					if math.Float32bits(x) != 0 {
						t.Fatalf("%s: d[%d] = %g, want +0", name, i, x)
					}
				}
			}
		})
	}
}

// TestCudaJLWMMAMMA is CUDA.jl's "llvm_wmma_mma" for float16 and bfloat16
// inputs with a float32 accumulator: A and B in each pair of layouts, C
// loaded and D stored column-major, leading dimension 16, from global
// memory, inputs rand in [0, 1), checked with CUDA.jl's rtol and kern's
// bit-for-bit and bound checks.
func TestCudaJLWMMAMMA(t *testing.T) {
	testCudaJLMMA(t, mmaF16, cudajl.Tile[kern.Float16])
	testCudaJLMMA(t, mmaBF16, cudajl.Tile[kern.BFloat16])
}

func testCudaJLMMA[T cudajl.Input](t *testing.T, c mmaCase[T], tile cudajlTile[T]) {
	const ld = 16
	var flags []int32
	for _, al := range []int32{0, cudajl.ACol} {
		for _, bl := range []int32{0, cudajl.BCol} {
			flags = append(flags, al|bl|cudajl.CCol|cudajl.DCol|cudajl.MAC)
		}
	}
	r := rand.New(rand.NewPCG(16, 2))
	n := len(flags) * 16 * ld
	a, b := cudajlRand(r, c, n), cudajlRand(r, c, n)
	cin := make([]float32, n)
	for i := range cin {
		cin[i] = r.Float32()
	}
	cudajlRun(t, c, tile, a, b, cin, flags, ld, c.from(1), 1, cudajlRtol[c.name])
}

// TestCudaJLWMMACStyle is CUDA.jl's "CUDA C-style API" (float16),
// "CUDA C-style API (BFloat16)" and "… (BFloat16 with scaling)": every
// layout of A, B, C and D, multiply-accumulate (load_c) and multiply
// (fill_c with 0), A·alpha and C·beta with alpha and beta rand; kern has
// no element-wise operations on fragments, so the kernel scales the
// tiles as it stages them in shared memory. Each case also runs
// unscaled from global memory and from shared memory, and at a leading
// dimension of 19 besides CUDA.jl's 16.
func TestCudaJLWMMACStyle(t *testing.T) {
	testCudaJLCStyle(t, mmaF16, cudajl.Tile[kern.Float16])
	testCudaJLCStyle(t, mmaBF16, cudajl.Tile[kern.BFloat16])
}

func testCudaJLCStyle[T cudajl.Input](t *testing.T, c mmaCase[T], tile cudajlTile[T]) {
	var flags []int32
	for _, space := range []int32{0, cudajl.Shared, cudajl.Scale} {
		for l := range int32(16) { // ACol, BCol, CCol, DCol
			for _, mac := range []int32{cudajl.MAC, 0} {
				flags = append(flags, space|l|mac)
			}
		}
	}
	r := rand.New(rand.NewPCG(16, 3))
	for _, ld := range []int{16, 19} {
		n := len(flags) * 16 * ld
		a, b := cudajlRand(r, c, n), cudajlRand(r, c, n)
		cin := make([]float32, n)
		for i := range cin {
			cin[i] = r.Float32()
		}
		alpha, beta := cudajlRand(r, c, 1)[0], r.Float32()
		cudajlRun(t, c, tile, a, b, cin, flags, ld, alpha, beta, cudajlRtol[c.name])
	}
}
