package kern_test

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/mmatest"
	mmadebug "github.com/kernlab/kern/internal/testing/mmatest/debug"
	"github.com/kernlab/kern/internal/testing/mmatest/f16acc"
	mmafp8 "github.com/kernlab/kern/internal/testing/mmatest/fp8"
	"github.com/kernlab/kern/internal/testing/mmatest/macc"
	"github.com/kernlab/kern/internal/testing/mmatest/rdna3"
)

// Element access to fragments (Len, At, With): a GEMM epilogue written
// element by element, against plain Go on every place, and the elements'
// count and coverage, which no layout may change.

// epilogueKernel is mmatest.Epilogue's signature over T.
type epilogueKernel[T kern.MMAElement] func(*kern.Thread, []T, []T, []float32, []float32, int, T, float32, float32)

// testMMAEpilogue runs one Epilogue kernel: A row-major scaled
// by alpha in its fragment by scale, B column-major changed by bOf, and
// D = max(A'·B + beta·C, floor) row-major, every leading dimension 21.
func testMMAEpilogue[T kern.MMAElement](t *testing.T, c mmaCase[T], k epilogueKernel[T], alpha T, scale func(T) float32, bOf func(float32) float32) {
	const lda, ldb, ldc = 21, 21, 21
	const beta, floor = float32(-0.625), float32(-0.5)
	r := rand.New(rand.NewPCG(uint64(c.k), 11))
	a := randElems(r, c, 16*lda, 1)
	b := randElems(r, c, 16*ldb, 1)
	cin := make([]float32, 16*ldc)
	for i := range cin {
		cin[i] = float32(r.NormFloat64())
	}
	want := slices.Clone(cin)
	x := newMMAExact(want, c.k+1, false)
	ai := func(i, p int) float32 { return scale(a[i*lda+p]) }
	bi := func(p, j int) float32 { return bOf(c.val(b[j*ldb+p])) }
	d := mmaRef(c.k, ai, bi, func(i, j int) float32 { return 0 })
	for i := range 16 {
		for j := range 16 {
			bc := beta * cin[i*ldc+j]
			want[i*ldc+j] = max(d[i][j]+bc, floor)
			exact, s := float64(bc), math.Abs(float64(bc))
			for p := range c.k {
				v := float64(ai(i, p)) * float64(bi(p, j))
				exact, s = exact+v, s+math.Abs(v)
			}
			x.exact[i*ldc+j], x.sum[i*ldc+j] = math.Max(exact, float64(floor)), s
		}
	}
	kk := kern.NewKernel8(k)
	for _, p := range c.places(t) {
		t.Run(c.name+"/"+p.name, func(t *testing.T) {
			got := slices.Clone(cin) // the columns past 16 stay
			if err := kk.Launch(p.on, 1, warpWidth(p.on), a, b, cin, got, lda, alpha, beta, floor); err != nil {
				t.Fatal(err)
			}
			mmaCompareOn(t, p, got, want, x)
		})
	}
}

// TestEmulatedMMAEpilogue scales A's fragment by alpha (rounded to the
// input type, as kern.HMul does; tf32 rounded again by With), negates
// B's (tf32), and combines the accumulator with C's fragment element by
// element, on every place: the emulated CDNA (4 accumulator elements a
// lane) and RDNA3 (8, WMMA's layout) devices included.
func TestEmulatedMMAEpilogue(t *testing.T) {
	f16a, bf16a := kern.ToFloat16(1.3), kern.ToBFloat16(1.3)
	f16s := func(x kern.Float16) float32 { return kern.HMul(f16a, x).Float32() }
	bf16s := func(x kern.BFloat16) float32 { return kern.HMul(bf16a, x).Float32() }
	same := func(x float32) float32 { return x }
	testMMAEpilogue(t, mmaF16, mmatest.Epilogue[kern.Float16], f16a, f16s, same)
	testMMAEpilogue(t, mmaBF16, mmatest.Epilogue[kern.BFloat16], bf16a, bf16s, same)
	testMMAEpilogue(t, mmaF16.on("gfx940"), mmatest.Epilogue[kern.Float16], f16a, f16s, same)
	testMMAEpilogue(t, mmaF16.on("gfx1100"), rdna3.Epilogue[kern.Float16], f16a, f16s, same)
	testMMAEpilogue(t, mmaBF16.on("gfx1100"), rdna3.Epilogue[kern.BFloat16], bf16a, bf16s, same)
	const alpha = float32(1.3)
	tf32s := func(x float32) float32 { return tf32(alpha * tf32(x)) }
	neg := func(x float32) float32 { return -x }
	testMMAEpilogue(t, mmaTF32, mmatest.EpilogueTF32, alpha, tf32s, neg)
	testMMAEpilogue(t, mmaTF32.on("gfx940"), mmatest.EpilogueTF32, alpha, tf32s, neg)
}

// testMMALens runs Lens over a 16×16 tile of distinct values: each lane
// holds 16·K/W A and B elements and 256/W accumulator elements in a warp
// of W lanes, the lanes' A elements are the tile's 16·K, each once, and
// With moved each element to the index before it.
func testMMALens[T kern.MMAInput](t *testing.T, c mmaCase[T], k func(*kern.Thread, []T, []int32, []T)) {
	// Signs alternate, so that a write that kept a bit of the element it
	// replaced (a sign) shows.
	val := func(i int) int { return (i + 1) * (1 - 2*(i%2)) }
	a := make([]T, 256)
	for i := range a {
		a[i] = c.from(float64(val(i)))
	}
	kk := kern.NewKernel3(k)
	for _, p := range c.places(t) {
		t.Run(c.name+"/"+p.name, func(t *testing.T) {
			w := warpWidth(p.on)
			lens := make([]int32, 3*64)
			elems := make([]T, 2*64*64)
			if err := kk.Launch(p.on, 1, w, a, lens, elems); err != nil {
				t.Fatal(err)
			}
			n := 16 * c.k / w
			var seen []int
			for lane := range w {
				if got := lens[3*lane : 3*lane+3]; !slices.Equal(got, []int32{int32(n), int32(n), int32(256 / w)}) {
					t.Fatalf("lane %d: Len of A, B, C = %v, want %d, %d, %d", lane, got, n, n, 256/w)
				}
				before, after := elems[lane*64:lane*64+n], elems[64*64+lane*64:64*64+lane*64+n]
				for e, v := range before {
					seen = append(seen, int(c.val(v)))
					want := before[min(e+1, n-1)]
					if !sameF32(c.val(after[e]), c.val(want)) {
						t.Fatalf("lane %d: element %d after With = %v, want %v", lane, e, c.val(after[e]), c.val(want))
					}
				}
			}
			// A's element (i, p) is a[i·16+p].
			var tile []int
			for i := range 16 {
				for q := range c.k {
					tile = append(tile, val(i*16+q))
				}
			}
			slices.Sort(tile)
			slices.Sort(seen)
			if !slices.Equal(seen, tile) {
				t.Fatalf("the lanes' A elements are not the tile's, each once:\n got %v\nwant %v", seen, tile)
			}
		})
	}
}

// TestEmulatedMMALens checks Len, At and With by index on every place.
func TestEmulatedMMALens(t *testing.T) {
	testMMALens(t, mmaF16, mmatest.Lens[kern.Float16])
	testMMALens(t, mmaBF16, mmatest.Lens[kern.BFloat16])
	testMMALens(t, mmaTF32, mmatest.Lens[float32])
	testMMALens(t, mmaTF32.on("gfx940"), mmatest.Lens[float32])
	testMMALens(t, mmaF16.on("gfx1100"), rdna3.Lens[kern.Float16])
	testMMALens(t, mmaBF16.on("gfx1100"), rdna3.Lens[kern.BFloat16])
}

// TestEmulatedMMAElemTrap: an element index outside the lane's share
// panics on the CPU targets, naming it and the count, and fails the
// -debug check on the GPU, at the call.
func TestEmulatedMMAElemTrap(t *testing.T) {
	a := make([]kern.Float16, 16*16)
	d := make([]float32, 16*16)
	k := kern.NewKernel4(mmadebug.Elem)
	for _, p := range mmaPlaces(t) {
		t.Run(p.name, func(t *testing.T) {
			w := warpWidth(p.on)
			if err := k.Launch(p.on, 1, w, a, a, d, 256/w-1); err != nil {
				t.Fatalf("the last element: %v", err)
			}
			if p.gpu && p.name != "cuda-emulated" && p.name != "roc-emulated" {
				return // a trap leaves the device unusable: one on the target's is enough
			}
			err := k.Launch(p.on, 1, w, a, a, d, 256/w)
			want := fmt.Sprintf("element %d out of range: a lane holds %d", 256/w, 256/w)
			if p.gpu {
				var te *kern.KernelTrapError
				if !errors.As(err, &te) {
					t.Fatalf("err = %v, want a *kern.KernelTrapError", err)
				}
				want = "kern.FragAcc.At: element out of range (need 0 <= e < Len())"
			}
			if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "debug.go:29:") {
				t.Fatalf("err = %v, want %q at debug.go:29", err, want)
			}
		})
	}
}

// TestEmulatedMMALensFP8 reads an FP8 A fragment by index and writes its
// elements into a B fragment (four to a register) on every FP8 place:
// each lane holds 16 of each, the lanes' A elements are the tile's, and
// B reads back what was written.
func TestEmulatedMMALensFP8(t *testing.T) {
	a := make([]kern.Float8E4M3, 32*32)
	for i := range a {
		a[i] = kern.Float8E4M3((i*37 + 5) % 256)
		if a[i]&0x7f == 0x7f {
			a[i] = 0 // no NaN, so that every element compares
		}
	}
	var tile []kern.Float8E4M3
	for i := range 16 {
		tile = append(tile, a[i*32:i*32+32]...)
	}
	slices.Sort(tile)
	k := kern.NewKernel3(mmafp8.LensE4M3)
	for _, p := range fp8Places(t) {
		t.Run(p.name, func(t *testing.T) {
			lens := make([]int32, 2*64)
			elems := make([]kern.Float8E4M3, 2*64*16)
			if err := k.Launch(p.on, 1, 32, a, lens, elems); err != nil {
				t.Fatal(err)
			}
			var seen []kern.Float8E4M3
			for lane := range 32 {
				if got := lens[2*lane : 2*lane+2]; !slices.Equal(got, []int32{16, 16}) {
					t.Fatalf("lane %d: Len of A, B = %v, want 16, 16", lane, got)
				}
				before, after := elems[lane*16:lane*16+16], elems[64*16+lane*16:64*16+lane*16+16]
				if !slices.Equal(before, after) {
					t.Fatalf("lane %d: B after With = %v, want A's %v", lane, after, before)
				}
				seen = append(seen, before...)
			}
			slices.Sort(seen)
			if !slices.Equal(seen, tile) {
				t.Fatalf("the lanes' A elements are not the tile's")
			}
		})
	}
}

// testMMAWhere runs Where: every element of every lane's A, B and
// accumulator fragments is found at the place Pos gives, and the places
// of each fragment cover its matrix once.
func testMMAWhere[T kern.MMAInput](t *testing.T, c mmaCase[T], k func(*kern.Thread, []T, []float32, []int32, []T, []float32)) {
	val := func(i int) int { return (i + 1) * (1 - 2*(i%2)) }
	a := make([]T, 256)
	cin := make([]float32, 256)
	for i := range a {
		a[i], cin[i] = c.from(float64(val(i))), float32(1000+i)
	}
	kk := kern.NewKernel5(k)
	for _, p := range c.places(t) {
		t.Run(c.name+"/"+p.name, func(t *testing.T) {
			w := warpWidth(p.on)
			pos := make([]int32, 3*64*64)
			elems := make([]T, 2*64*64)
			celems := make([]float32, 64*64)
			if err := kk.Launch(p.on, 1, w, a, cin, pos, elems, celems); err != nil {
				t.Fatal(err)
			}
			n := 16 * c.k / w
			seen := [3]map[int32]bool{{}, {}, {}}
			for lane := range w {
				for f, cnt := range []int{n, n, 256 / w} {
					for e := range cnt {
						at := pos[(3*lane+f)*64+e]
						if at < 0 || at >= 256 || seen[f][at] {
							t.Fatalf("lane %d: fragment %d element %d: place %d, out of the matrix or already taken", lane, f, e, at)
						}
						seen[f][at] = true
						var got, want float32
						switch f {
						case 0:
							got, want = c.val(elems[lane*64+e]), c.val(a[at])
						case 1:
							got, want = c.val(elems[64*64+lane*64+e]), c.val(a[at])
						default:
							got, want = celems[lane*64+e], cin[at]
						}
						if got != want {
							t.Fatalf("lane %d: fragment %d element %d is %v, but its place %d (%d, %d) holds %v", lane, f, e, got, at, at/16, at%16, want)
						}
					}
				}
			}
			for f, m := range []int{16 * c.k, 16 * c.k, 256} {
				if len(seen[f]) != m {
					t.Fatalf("fragment %d: %d places, want %d", f, len(seen[f]), m)
				}
			}
		})
	}
}

// TestEmulatedMMAWhere checks Pos against At on every place and layout
// (NVIDIA's, CDNA's with 64-lane wavefronts, gfx940's tf32, RDNA3's).
func TestEmulatedMMAWhere(t *testing.T) {
	testMMAWhere(t, mmaF16, mmatest.Where[kern.Float16])
	testMMAWhere(t, mmaBF16, mmatest.Where[kern.BFloat16])
	testMMAWhere(t, mmaTF32, mmatest.Where[float32])
	testMMAWhere(t, mmaTF32.on("gfx940"), mmatest.Where[float32])
	testMMAWhere(t, mmaF16.on("gfx1100"), rdna3.Where[kern.Float16])
	testMMAWhere(t, mmaBF16.on("gfx1100"), rdna3.Where[kern.BFloat16])
}

// TestEmulatedMMAWhereFP8 is TestEmulatedMMAWhere for FP8's A (16×32) and
// B (32×16) on the FP8 places.
func TestEmulatedMMAWhereFP8(t *testing.T) {
	a := make([]kern.Float8E4M3, 32*32)
	for i := range a {
		a[i] = kern.Float8E4M3(i % 0x7f) // no NaN: every element compares
	}
	k := kern.NewKernel3(mmafp8.WhereE4M3)
	for _, p := range fp8Places(t) {
		t.Run(p.name, func(t *testing.T) {
			pos := make([]int32, 2*64*64)
			elems := make([]kern.Float8E4M3, 2*64*64)
			if err := k.Launch(p.on, 1, 32, a, pos, elems); err != nil {
				t.Fatal(err)
			}
			for f := range 2 {
				seen := map[int32]bool{}
				for lane := range 32 {
					for e := range 16 {
						at := pos[(2*lane+f)*64+e]
						if at < 0 || at >= 512 || seen[at] {
							t.Fatalf("lane %d: fragment %d element %d: place %d, out of the matrix or already taken", lane, f, e, at)
						}
						seen[at] = true
						if got := elems[f*64*64+lane*64+e]; got != a[at] {
							t.Fatalf("lane %d: fragment %d element %d is %#x, but its place %d holds %#x", lane, f, e, got, at, a[at])
						}
					}
				}
				if len(seen) != 512 {
					t.Fatalf("fragment %d: %d places, want 512", f, len(seen))
				}
			}
		})
	}
}

// testMMABiasMask runs BiasMask against plain Go: d = A·B + bias[j], zero
// above the diagonal.
func testMMABiasMask[T kern.MMAInput](t *testing.T, c mmaCase[T], k func(*kern.Thread, []T, []T, []float32, []float32, int)) {
	const ld = 20
	r := rand.New(rand.NewPCG(uint64(c.k), 13))
	a := randElems(r, c, 16*ld, 1)
	b := randElems(r, c, 16*ld, 1)
	bias := make([]float32, 16)
	for j := range bias {
		bias[j] = float32(r.NormFloat64())
	}
	want := make([]float32, 16*ld)
	x := newMMAExact(want, c.k+1, false)
	d := mmaRef(c.k, func(i, p int) float32 { return c.val(a[i*ld+p]) }, func(p, j int) float32 { return c.val(b[j*ld+p]) },
		func(i, j int) float32 { return 0 })
	for i := range 16 {
		for j := range 16 {
			if j > i {
				continue // zero, exactly
			}
			want[i*ld+j] = d[i][j] + bias[j]
			exact, s := float64(bias[j]), math.Abs(float64(bias[j]))
			for p := range c.k {
				v := float64(c.val(a[i*ld+p])) * float64(c.val(b[j*ld+p]))
				exact, s = exact+v, s+math.Abs(v)
			}
			x.exact[i*ld+j], x.sum[i*ld+j] = exact, s
		}
	}
	kk := kern.NewKernel5(k)
	for _, p := range c.places(t) {
		t.Run(c.name+"/"+p.name, func(t *testing.T) {
			got := make([]float32, 16*ld)
			if err := kk.Launch(p.on, 1, warpWidth(p.on), a, b, bias, got, ld); err != nil {
				t.Fatal(err)
			}
			mmaCompareOn(t, p, got, want, x)
		})
	}
}

// TestEmulatedMMABiasMask runs the bias-and-mask epilogue on every place.
func TestEmulatedMMABiasMask(t *testing.T) {
	testMMABiasMask(t, mmaF16, mmatest.BiasMask[kern.Float16])
	testMMABiasMask(t, mmaBF16, mmatest.BiasMask[kern.BFloat16])
	testMMABiasMask(t, mmaTF32, mmatest.BiasMask[float32])
	testMMABiasMask(t, mmaTF32.on("gfx940"), mmatest.BiasMask[float32])
	testMMABiasMask(t, mmaF16.on("gfx1100"), rdna3.BiasMask[kern.Float16])
}

// TestEmulatedMMAWhereInt is TestEmulatedMMAWhere for int8 A and B
// (16×32, 32×16) and an int32 accumulator on the integer MMA's places
// (gfx90a, gfx940 and gfx1100 each with their own layout).
func TestEmulatedMMAWhereInt(t *testing.T) {
	a := make([]int8, 32*32)
	c := make([]int32, 256)
	for i := range a {
		a[i] = int8(i*37 + 5)
	}
	for i := range c {
		c[i] = int32(-1000 - i)
	}
	k := kern.NewKernel5(macc.WhereS8)
	for _, p := range accPlaces(t) {
		t.Run(p.name, func(t *testing.T) {
			w := warpWidth(p.on)
			pos := make([]int32, 3*64*64)
			elems := make([]int8, 2*64*64)
			celems := make([]int32, 64*64)
			if err := k.Launch(p.on, 1, w, a, c, pos, elems, celems); err != nil {
				t.Fatal(err)
			}
			for f, m := range []int{512, 512, 256} {
				seen := map[int32]bool{}
				for lane := range w {
					for e := range m / w {
						at := pos[(3*lane+f)*64+e]
						if at < 0 || int(at) >= m || seen[at] {
							t.Fatalf("lane %d: fragment %d element %d: place %d, out of the matrix or already taken", lane, f, e, at)
						}
						seen[at] = true
						var got, want int32
						switch f {
						case 0:
							got, want = int32(elems[lane*64+e]), int32(a[at])
						case 1:
							// B's (k, j) is a[k·16+j], which pos gives.
							got, want = int32(elems[64*64+lane*64+e]), int32(a[at])
						default:
							got, want = celems[lane*64+e], c[at]
						}
						if got != want {
							t.Fatalf("lane %d: fragment %d element %d is %d, but its place %d holds %d", lane, f, e, got, at, want)
						}
					}
				}
				if len(seen) != m {
					t.Fatalf("fragment %d: %d places, want %d", f, len(seen), m)
				}
			}
		})
	}
}

// TestEmulatedMMAScaleInt changes an int32 accumulator element by element
// (3·acc − c, wrapping) after a uint8×int8 MMA, against plain Go.
func TestEmulatedMMAScaleInt(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 17))
	a, b := make([]uint8, 16*32), make([]int8, 16*32)
	for i := range a {
		a[i], b[i] = uint8(r.Uint32()), int8(r.Uint32())
	}
	c := make([]int32, 256)
	for i := range c {
		c[i] = int32(r.Uint32())
	}
	want := make([]int32, 256)
	for i := range 16 {
		for j := range 16 {
			var s int32
			for k := range 32 {
				s += int32(a[i*32+k]) * int32(b[j*32+k])
			}
			want[i*16+j] = 3*s - c[i*16+j]
		}
	}
	k := kern.NewKernel4(macc.ScaleU8)
	for _, p := range accPlaces(t) {
		t.Run(p.name, func(t *testing.T) {
			d := make([]int32, 256)
			if err := k.Launch(p.on, 1, warpWidth(p.on), a, b, c, d); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(d, want) {
				t.Fatalf("d = %v\nwant %v", d[:16], want[:16])
			}
		})
	}
}

// TestEmulatedMMAScaleF16 scales a Float16 accumulator element by element
// (kern.HMul) after the MMA, against plain Go.
func TestEmulatedMMAScaleF16(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 19))
	a, b := make([]kern.Float16, 256), make([]kern.Float16, 256)
	for i := range a {
		a[i], b[i] = kern.ToFloat16(float32(r.NormFloat64())), kern.ToFloat16(float32(r.NormFloat64()))
	}
	s := kern.ToFloat16(0.3)
	want := make([]kern.Float16, 256)
	for i := range 16 {
		for j := range 16 {
			var acc float32
			for k := range 16 {
				acc += float32(a[i*16+k].Float32() * b[j*16+k].Float32())
			}
			want[i*16+j] = kern.HMul(kern.ToFloat16(acc), s)
		}
	}
	k := kern.NewKernel4(f16acc.Scale)
	for _, p := range accPlaces(t) {
		t.Run(p.name, func(t *testing.T) {
			d := make([]kern.Float16, 256)
			if err := k.Launch(p.on, 1, warpWidth(p.on), a, b, d, s); err != nil {
				t.Fatal(err)
			}
			if p.name == "cuda-gpu" {
				return // tensor cores' Float16 sums: docs/half.md's bound, checked by TestMMAAccF16Layouts
			}
			if !slices.Equal(d, want) {
				t.Fatalf("d = %v\nwant %v", d[:16], want[:16])
			}
		})
	}
}

// TestEmulatedMMAWithS8 writes negative int8 elements into A and B
// fragments (four bytes to a register: a byte's sign must not reach its
// neighbours) and multiplies, against plain Go.
func TestEmulatedMMAWithS8(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 23))
	a, b := make([]int8, 16*32), make([]int8, 16*32)
	for i := range a {
		a[i], b[i] = int8(r.Uint32()), int8(r.Uint32())
	}
	a[0] = -128
	want := make([]int32, 256)
	for i := range 16 {
		for j := range 16 {
			var s int32
			for k := range 32 {
				s += int32(-a[i*32+k]) * int32(b[j*32+k])
			}
			want[i*16+j] = s
		}
	}
	k := kern.NewKernel3(macc.NegS8)
	for _, p := range accPlaces(t) {
		t.Run(p.name, func(t *testing.T) {
			d := make([]int32, 256)
			if err := k.Launch(p.on, 1, warpWidth(p.on), a, b, d); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(d, want) {
				t.Fatalf("d = %v\nwant %v", d[:16], want[:16])
			}
		})
	}
}
