package kern_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/testing/cudajl"
	"github.com/kernlab/kern/nd"
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
// (fill_c with 0), alpha .* a_frag and beta .* c_frag with alpha and
// beta rand, element by element on the fragments (With, At). Each case
// also runs unscaled, from global memory and from shared memory (scaled
// too), and at a leading dimension of 19 besides CUDA.jl's 16.
func TestCudaJLWMMACStyle(t *testing.T) {
	testCudaJLCStyle(t, mmaF16, cudajl.Tile[kern.Float16])
	testCudaJLCStyle(t, mmaBF16, cudajl.Tile[kern.BFloat16])
}

func testCudaJLCStyle[T cudajl.Input](t *testing.T, c mmaCase[T], tile cudajlTile[T]) {
	var flags []int32
	for _, space := range []int32{0, cudajl.Shared, cudajl.Scale, cudajl.Shared | cudajl.Scale} {
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

// bf16s is a []kern.BFloat16 of the values vs (exact in bfloat16).
func bf16s(vs ...float32) []kern.BFloat16 {
	s := make([]kern.BFloat16, len(vs))
	for i, v := range vs {
		s[i] = kern.ToBFloat16(v)
	}
	return s
}

// TestCudaJLBFloat16 is CUDA.jl's test/core/device/bfloat16.jl: its
// kernels ("load/store", "in-kernel arithmetic", "mixed-type
// promotion") and its broadcasts, comparisons, conversions and
// reductions (testf: the GPU against the CPU), as kernels and ufuncs of
// package cudajl on every place, with CUDA.jl's inputs and expected
// values; the element-wise cases also run over halfInputs' bfloat16
// specials and random patterns, against package half bit for bit (NaN:
// any NaN).
func TestCudaJLBFloat16(t *testing.T) {
	xb, yb, _ := halfInputs(true, 1000)
	x, y := bf16s(1, 2, 3), bf16s(4, 5, 6)
	for i := range xb {
		x, y = append(x, kern.BFloat16(xb[i])), append(y, kern.BFloat16(yb[i]))
	}
	r := rand.New(rand.NewPCG(7, 16))
	f32 := []float32{1, 2, 3}
	i32 := []int32{1, 2, 3}
	for range 500 {
		f32 = append(f32, math.Float32frombits(r.Uint32()))
		i32 = append(i32, int32(r.Uint32())>>uint(r.IntN(32)))
	}
	binary := []struct {
		name string
		u    *kern.Ufunc
		f    func(a, b kern.BFloat16) kern.BFloat16
	}{
		{"x .+ y", kern.Vectorize("BF16Add", kern.Loop2(cudajl.BF16Add)), half.HAdd[kern.BFloat16]},
		{"x .- y", kern.Vectorize("BF16Sub", kern.Loop2(cudajl.BF16Sub)), half.HSub[kern.BFloat16]},
		{"x .* y", kern.Vectorize("BF16Mul", kern.Loop2(cudajl.BF16Mul)), half.HMul[kern.BFloat16]},
		{"x ./ y", kern.Vectorize("BF16Div", kern.Loop2(cudajl.BF16Div)), half.HDiv[kern.BFloat16]},
	}
	compare := []struct {
		name string
		u    *kern.Ufunc
		f    func(a, b kern.BFloat16) bool
	}{
		{"x .== y", kern.Vectorize("BF16Eq", kern.Loop2(cudajl.BF16Eq)), half.HEq[kern.BFloat16]},
		{"x .< y", kern.Vectorize("BF16Lt", kern.Loop2(cudajl.BF16Lt)), half.HLt[kern.BFloat16]},
		{"x .<= y", kern.Vectorize("BF16Le", kern.Loop2(cudajl.BF16Le)), half.HLe[kern.BFloat16]},
	}
	square := kern.Vectorize("BF16Square", kern.Loop1(cudajl.BF16Square))
	toF32 := kern.Vectorize("BF16ToFloat32", kern.Loop1(cudajl.BF16ToFloat32))
	fromF32 := kern.Vectorize("BF16FromFloat32", kern.Loop1(cudajl.BF16FromFloat32))
	fromI32 := kern.Vectorize("BF16FromInt32", kern.Loop1(cudajl.BF16FromInt32))
	sum := kern.Reduce("BF16Sum", kern.Loop2(cudajl.BF16Sum))
	prod := kern.Reduce("BF16Prod", kern.Loop2(cudajl.BF16Prod))
	sameBF := func(g, w kern.BFloat16) bool { return sameHalf(true, uint16(g), uint16(w)) }
	ax, ay := nd.Must(nd.FromSlice(x, len(x))), nd.Must(nd.FromSlice(y, len(y)))
	for _, p := range cudajlPlaces(t) {
		t.Run(p.name, func(t *testing.T) {
			// load/store: 4 threads copy BFloat16[1, 2, 3, 4].
			src, dst := bf16s(1, 2, 3, 4), make([]kern.BFloat16, 4)
			if err := kern.NewKernel2(cudajl.BF16Copy).Launch(p.on, 1, 4, dst, src); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(dst, src) {
				t.Errorf("load/store: %v, want %v", dst, src)
			}
			// in-kernel arithmetic: x[i] += 1 over zeros.
			z := make([]kern.BFloat16, 4)
			if err := kern.NewKernel1(cudajl.BF16Inc).Launch(p.on, 1, 4, z); err != nil {
				t.Fatal(err)
			}
			if want := bf16s(1, 1, 1, 1); !slices.Equal(z, want) {
				t.Errorf("in-kernel x[i] += 1: %v, want %v", z, want)
			}
			// mixed-type promotion: BFloat16(2) times Int32(3), 3f0 and 3.0.
			c32, c64 := make([]float32, 2), make([]float64, 1)
			if err := kern.NewKernel6(cudajl.BF16Mixed).Launch(p.on, 1, 1, c32, c64, kern.ToBFloat16(2), int32(3), float32(3), 3.0); err != nil {
				t.Fatal(err)
			}
			if c32[0] != 6 || c32[1] != 6 || c64[0] != 6 {
				t.Errorf("mixed-type promotion: %v %v, want [6 6] [6]", c32, c64)
			}
			// broadcast
			for _, op := range binary {
				got, err := kern.As[kern.BFloat16](op.u.Call(p.on, ax, ay))
				if err != nil {
					t.Fatalf("%s: %v", op.name, err)
				}
				for i, g := range got.ToSlice() {
					if w := op.f(x[i], y[i]); !sameBF(g, w) {
						t.Fatalf("%s, x %#04x, y %#04x: %#04x, want %#04x", op.name, uint16(x[i]), uint16(y[i]), uint16(g), uint16(w))
					}
				}
			}
			got, err := kern.As[kern.BFloat16](square.Call(p.on, ax))
			if err != nil {
				t.Fatal(err)
			}
			for i, g := range got.ToSlice() {
				if w := half.HMul(x[i], x[i]); !sameBF(g, w) {
					t.Fatalf("x .^ 2, x %#04x: %#04x, want %#04x", uint16(x[i]), uint16(g), uint16(w))
				}
			}
			if g := got.ToSlice()[:3]; !slices.Equal(g, bf16s(1, 4, 9)) {
				t.Errorf("BFloat16[1, 2, 3] .^ 2 = %v, want [1 4 9]", g)
			}
			// comparison
			for _, op := range compare {
				got, err := kern.As[bool](op.u.Call(p.on, ax, ay))
				if err != nil {
					t.Fatalf("%s: %v", op.name, err)
				}
				for i, g := range got.ToSlice() {
					if w := op.f(x[i], y[i]); g != w {
						t.Fatalf("%s, x %#04x, y %#04x: %v, want %v", op.name, uint16(x[i]), uint16(y[i]), g, w)
					}
				}
			}
			// conversion
			wide, err := kern.As[float32](toF32.Call(p.on, ax))
			if err != nil {
				t.Fatal(err)
			}
			for i, g := range wide.ToSlice() {
				if w := x[i].Float32(); !sameF32(g, w) {
					t.Fatalf("Float32(%#04x) = %g, want %g", uint16(x[i]), g, w)
				}
			}
			nf, err := kern.As[kern.BFloat16](fromF32.Call(p.on, nd.Must(nd.FromSlice(f32, len(f32)))))
			if err != nil {
				t.Fatal(err)
			}
			for i, g := range nf.ToSlice() {
				if w := half.ToBFloat16(f32[i]); !sameBF(g, w) {
					t.Fatalf("BFloat16(%g) = %#04x, want %#04x", f32[i], uint16(g), uint16(w))
				}
			}
			ni, err := kern.As[kern.BFloat16](fromI32.Call(p.on, nd.Must(nd.FromSlice(i32, len(i32)))))
			if err != nil {
				t.Fatal(err)
			}
			for i, g := range ni.ToSlice() {
				if w := half.ToBFloat16(float32(i32[i])); !sameBF(g, w) {
					t.Fatalf("BFloat16(Int32(%d)) = %#04x, want %#04x", i32[i], uint16(g), uint16(w))
				}
			}
			// reductions over BFloat16[1, 2, 3, 4]: sum 10, prod 24,
			// sum(abs2) 30.
			v := nd.Must(nd.FromSlice(bf16s(1, 2, 3, 4), 4))
			sq := nd.Must(kern.As[kern.BFloat16](square.Call(p.on, v)))
			for _, c := range []struct {
				name string
				r    *kern.Reducer
				in   nd.Array[kern.BFloat16]
				want float32
			}{{"sum", sum, v, 10}, {"prod", prod, v, 24}, {"sum(abs2)", sum, sq, 30}} {
				g, err := kern.Value[kern.BFloat16](c.r.Call(p.on, c.in))
				if err != nil || g != kern.ToBFloat16(c.want) {
					t.Errorf("%s(BFloat16[1, 2, 3, 4]) = %v, %v; want %v", c.name, g, err, c.want)
				}
			}
		})
	}
}

// TestCudaJLClock is CUDA.jl's "clock and nanosleep": kern.Clock64 and
// kern.Nanosleep(16) (and 20 µs, which a real sleep must outlast) on
// every place, gfx1100 among them, whose clock is s_sendmsg_rtn's 100
// MHz counter (no s_memtime). Spans are never negative; where the sleep
// is real (the CPU targets, the emulated ROC devices' loop) the clock
// advances at least ns: ns nanoseconds, or ns/10 ticks of gfx1100's
// 100 MHz counter.
func TestCudaJLClock(t *testing.T) {
	k := kern.NewKernel2(cudajl.ClockNanosleep)
	for _, p := range cudajlPlaces(t) {
		for _, ns := range []uint32{16, 20_000} {
			t.Run(fmt.Sprintf("%s/ns=%d", p.name, ns), func(t *testing.T) {
				out := make([]int64, 70)
				if err := k.Launch(p.on, 2, 64, out, ns); err != nil {
					t.Fatal(err)
				}
				least := int64(0)
				switch {
				case !p.gpu || p.name == "roc-emulated" || p.name == "roc-emulated-gfx940":
					least = int64(ns)
				case p.name == "roc-emulated-gfx1100":
					least = int64(ns) / 10
				}
				for i, d := range out {
					if d < least {
						t.Fatalf("thread %d: the clock advanced %d, want at least %d", i, d, least)
					}
				}
			})
		}
	}
}
