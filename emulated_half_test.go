package kern_test

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
)

// halfInputs are operand triples of 16-bit patterns: every pair of
// special values (±0, ±subnormals, ±1, values near the largest finite,
// ±Inf, NaNs) with a third, then random patterns, random close operands
// and tiny FMA addends. bf selects bfloat16's specials.
func halfInputs(bf bool, n int) (x, y, z []uint16) {
	special := []uint16{0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x0400, 0x3c00, 0xbc00, 0x3555, 0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0xfe01, 0x4248, 0x1400}
	if bf {
		special = []uint16{0x0000, 0x8000, 0x0001, 0x8001, 0x007f, 0x0080, 0x3f80, 0xbf80, 0x3eab, 0x7f7f, 0xff7f, 0x7f80, 0xff80, 0x7fc0, 0x7f81, 0xffc1, 0x4049, 0x0d00}
	}
	for i, a := range special {
		for j, b := range special {
			x, y, z = append(x, a), append(y, b), append(z, special[(i+2*j)%len(special)])
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for len(x) < n {
		a := uint16(r.Uint32())
		var b, c uint16
		switch len(x) % 3 {
		case 0:
			b, c = uint16(r.Uint32()), uint16(r.Uint32())
		case 1: // close operands: cancellation, ties
			b, c = a^uint16(r.IntN(8)), a^0x8000^uint16(r.IntN(64))
		case 2: // a tiny addend beside a product
			b, c = uint16(r.Uint32())&0x7fff|0x3000, uint16(r.Uint32())&0x83ff
		}
		x, y, z = append(x, a), append(y, b), append(z, c)
	}
	return x, y, z
}

// halfWant is what package half computes for gputest.HalfOps16/BF.
func halfWant[T half.Half](x, y, z []uint16, widen func(T) float32, n32 func(float32) T, n64 func(float64) T) (out []uint16, wide []float64) {
	out, wide = make([]uint16, gputest.HalfOut*len(x)), make([]float64, 3*len(x))
	for i := range x {
		a, b, c := T(x[i]), T(y[i]), T(z[i])
		o := out[gputest.HalfOut*i:]
		o[0], o[1], o[2], o[3] = uint16(half.HAdd(a, b)), uint16(half.HSub(a, b)), uint16(half.HMul(a, b)), uint16(half.HDiv(a, b))
		o[4], o[5] = uint16(half.HFma(a, b, c)), uint16(half.HSqrt(a))
		o[6], o[7], o[8], o[9] = uint16(half.HNeg(a)), uint16(half.HAbs(b)), uint16(half.HMin(a, b)), uint16(half.HMax(a, b))
		for k, r := range [6]bool{half.HEq(a, b), half.HNe(a, b), half.HLt(a, b), half.HLe(a, b), half.HGt(a, b), half.HGe(a, b)} {
			if r {
				o[10] |= 1 << k
			}
		}
		fa, fb, fc := widen(a), widen(b), float64(widen(c))
		o[11] = uint16(n32(fa*fb + 1))
		o[12] = uint16(n64(fc * 1.0000001))
		o[13] = uint16(n64(float64(fa) + fc*0x1p-30))
		wide[3*i], wide[3*i+1], wide[3*i+2] = float64(fa), float64(fb), fc
	}
	return out, wide
}

// sameHalf compares 16-bit results: the same bits, or both NaN (a GPU may
// return its canonical NaN where package half keeps a payload).
func sameHalf(bf bool, g, w uint16) bool {
	nan := func(h uint16) bool {
		if bf {
			return h&0x7fff > 0x7f80
		}
		return h&0x7fff > 0x7c00
	}
	return g == w || nan(g) && nan(w)
}

// TestEmulatedHalf runs binary16 and bfloat16 arithmetic, comparisons and
// conversions in kernels on every place (the emulated devices execute the
// generated PTX and AMD code) and compares with package half, bit for bit.
func TestEmulatedHalf(t *testing.T) {
	n := 4096
	if testing.Short() {
		n = 1024
	}
	for _, bf := range []bool{false, true} {
		x, y, z := halfInputs(bf, n)
		var want []uint16
		var wantWide []float64
		k := kern.NewKernel5(gputest.HalfOps16)
		if bf {
			want, wantWide = halfWant(x, y, z, half.BFloat16.Float32, half.ToBFloat16, half.ToBFloat16From64)
			k = kern.NewKernel5(gputest.HalfOpsBF)
		} else {
			want, wantWide = halfWant(x, y, z, half.Float16.Float32, half.ToFloat16, half.ToFloat16From64)
		}
		for _, p := range places() {
			t.Run(map[bool]string{false: "f16/", true: "bf16/"}[bf]+p.name, func(t *testing.T) {
				out, wide := make([]uint16, len(want)), make([]float64, len(wantWide))
				if err := k.Launch(p.on, (len(x)+127)/128, 128, x, y, z, out, wide); err != nil {
					t.Fatal(err)
				}
				bad := 0
				for i := range out {
					j := i / gputest.HalfOut
					if !sameHalf(bf, out[i], want[i]) && bad < 10 {
						bad++
						t.Errorf("op %d of %#04x, %#04x, %#04x: %#04x, package half %#04x", i%gputest.HalfOut, x[j], y[j], z[j], out[i], want[i])
					}
				}
				for i := range wide {
					if g, w := wide[i], wantWide[i]; math.Float64bits(g) != math.Float64bits(w) && !(g != g && w != w) && bad < 10 {
						bad++
						t.Errorf("widened operand %d of element %d: %v, want %v", i%3, i/3, g, w)
					}
				}
			})
		}
	}
}

// TestEmulatedHalfDot runs a kernel that accumulates bfloat16 products in float32 and binary16 ones
// with HFma, on every place, against the same loops in plain Go.
func TestEmulatedHalfDot(t *testing.T) {
	const rows, n = 300, 37
	r := rand.New(rand.NewPCG(5, 6))
	x, y, h := make([]uint16, rows*n), make([]uint16, rows*n), make([]uint16, rows*n)
	for i := range x {
		x[i], y[i] = uint16(half.ToBFloat16(float32(r.NormFloat64()))), uint16(half.ToBFloat16(float32(r.NormFloat64()*100)))
		h[i] = uint16(half.ToFloat16(float32(r.NormFloat64())))
	}
	x[5], y[7], h[9] = 0x7f80, 0xff80, 0x7c00 // Inf·anything, Inf-Inf: NaN rows
	want, want16 := make([]uint16, rows), make([]uint16, rows)
	for row := range rows {
		var acc float32
		var a16 half.Float16
		for k := row * n; k < row*n+n; k++ {
			acc += half.BFloat16(x[k]).Float32() * half.BFloat16(y[k]).Float32()
			a16 = half.HFma(half.Float16(h[k]), half.Float16(h[k]), a16)
		}
		want[row], want16[row] = uint16(half.ToBFloat16(acc)), uint16(a16)
	}
	k := kern.NewKernel6(gputest.HalfDot)
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			out, out16 := make([]uint16, rows), make([]uint16, rows)
			if err := k.Launch(p.on, (rows+63)/64, 64, x, y, h, n, out, out16); err != nil {
				t.Fatal(err)
			}
			for i := range out {
				if !sameHalf(true, out[i], want[i]) || !sameHalf(false, out16[i], want16[i]) {
					t.Fatalf("row %d: %#04x and %#04x, Go %#04x and %#04x", i, out[i], out16[i], want[i], want16[i])
				}
			}
		})
	}
}

// TestEmulatedHalfUfuncs calls vectorize and reduce cores with 16-bit
// float arithmetic inside (operands are bit patterns, uint16 arrays, and
// float32) on every place, contiguous and strided, against plain Go.
func TestEmulatedHalfUfuncs(t *testing.T) {
	axpy := kern.Vectorize("HalfAxpy", kern.Loop3(gputest.HalfAxpy))
	fma := kern.Vectorize("HalfFma", kern.Loop3(gputest.HalfFma))
	hmax := kern.Reduce("HalfMax", kern.Loop2(gputest.HalfMax))
	const n = 5000
	x, y, z := halfInputs(false, n)
	_, yb, _ := halfInputs(true, n)
	xs, ys, zs, ybs := ufView(nd.FromSlice(x, n)), ufView(nd.FromSlice(y, n)), ufView(nd.FromSlice(z, n)), ufView(nd.FromSlice(yb, n))
	a := nd.Must(nd.Full[float32](1.5)) // a 0-d array broadcasts
	wantAxpy, wantFma := make([]float32, n), make([]uint16, n)
	wantMax := uint16(0xff80) // -Inf: the identity of max
	for i := range n {
		wantAxpy[i] = gputest.HalfAxpy(1.5, x[i], yb[i])
		wantFma[i] = uint16(half.HFma(half.Float16(x[i]), half.Float16(y[i]), half.HSqrt(half.Float16(z[i]))))
		wantMax = uint16(half.HMax(half.BFloat16(wantMax), half.BFloat16(yb[i])))
	}
	odd := ufView(ybs.Slice(nd.S(1, n, 2)))
	wantOdd := uint16(0xff80)
	for _, v := range odd.ToSlice() {
		wantOdd = uint16(half.HMax(half.BFloat16(wantOdd), half.BFloat16(v)))
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			got, err := kern.As[float32](axpy.Call(p.on, a, xs, ybs))
			if err != nil {
				t.Fatal(err)
			}
			for i, g := range got.ToSlice() {
				if w := wantAxpy[i]; math.Float32bits(g) != math.Float32bits(w) && !(g != g && w != w) {
					t.Fatalf("HalfAxpy(1.5, %#04x, %#04x) = %v, Go %v", x[i], yb[i], g, w)
				}
			}
			g16, err := kern.As[uint16](fma.Call(p.on, xs, ys, zs))
			if err != nil {
				t.Fatal(err)
			}
			for i, g := range g16.ToSlice() {
				if !sameHalf(false, g, wantFma[i]) {
					t.Fatalf("HalfFma(%#04x, %#04x, %#04x) = %#04x, Go %#04x", x[i], y[i], z[i], g, wantFma[i])
				}
			}
			// Every other element of the operands, reversed: the strided wrapper.
			rev := func(v nd.Array[uint16]) nd.Array[uint16] { return ufView(v.Slice(nd.S(0, n, 2).By(-1))) }
			gs, err := kern.As[uint16](fma.Call(p.on, rev(xs), rev(ys), rev(zs)))
			if err != nil {
				t.Fatal(err)
			}
			rx, ry, rz := rev(xs).ToSlice(), rev(ys).ToSlice(), rev(zs).ToSlice()
			for i, g := range gs.ToSlice() {
				w := uint16(half.HFma(half.Float16(rx[i]), half.Float16(ry[i]), half.HSqrt(half.Float16(rz[i]))))
				if !sameHalf(false, g, w) {
					t.Fatalf("strided HalfFma(%#04x, %#04x, %#04x) = %#04x, Go %#04x", rx[i], ry[i], rz[i], g, w)
				}
			}
			for _, c := range []struct {
				xs   nd.Array[uint16]
				want uint16
			}{{ybs, wantMax}, {odd, wantOdd}} {
				m, err := kern.Value[uint16](hmax.Call(p.on, c.xs, kern.Init(uint16(0xff80))))
				if err != nil || !sameHalf(true, m, c.want) {
					t.Fatalf("HalfMax of %d: %#04x, %v; Go %#04x", c.xs.Size(), m, err, c.want)
				}
			}
		})
	}
}

// TestEmulatedHalfMath runs HExp, HLog, HSin, HCos and HTanh of every
// 16-bit pattern (every 13th with -short) in kernels on every place and
// compares with package half, bit for bit.
func TestEmulatedHalfMath(t *testing.T) {
	step := 1
	if testing.Short() {
		step = 13
	}
	var x []uint16
	for u := 0; u < 1<<16; u += step {
		x = append(x, uint16(u))
	}
	for _, bf := range []bool{false, true} {
		want := make([]uint16, 5*len(x))
		for i, u := range x {
			o := want[5*i:]
			if bf {
				a := half.BFloat16(u)
				o[0], o[1], o[2], o[3], o[4] = uint16(half.HExp(a)), uint16(half.HLog(a)), uint16(half.HSin(a)), uint16(half.HCos(a)), uint16(half.HTanh(a))
			} else {
				a := half.Float16(u)
				o[0], o[1], o[2], o[3], o[4] = uint16(half.HExp(a)), uint16(half.HLog(a)), uint16(half.HSin(a)), uint16(half.HCos(a)), uint16(half.HTanh(a))
			}
		}
		k := kern.NewKernel2(gputest.HalfMath16)
		if bf {
			k = kern.NewKernel2(gputest.HalfMathBF)
		}
		for _, p := range places() {
			t.Run(map[bool]string{false: "f16/", true: "bf16/"}[bf]+p.name, func(t *testing.T) {
				out := make([]uint16, len(want))
				if err := k.Launch(p.on, (len(x)+255)/256, 256, x, out); err != nil {
					t.Fatal(err)
				}
				for i := range out {
					if !sameHalf(bf, out[i], want[i]) {
						t.Fatalf("%s of %#04x: %#04x, package half %#04x", [5]string{"HExp", "HLog", "HSin", "HCos", "HTanh"}[i%5], x[i/5], out[i], want[i])
					}
				}
			})
		}
	}
}

// TestEmulatedHalfAtomic adds binary16 and bfloat16 values with
// kern.AtomicAdd in shared memory on every place: sums exact in any order,
// and single adds that round (ties to even, an inexact sum); then an
// AtomicExch and an AtomicCAS of the 16-bit types.
func TestEmulatedHalfAtomic(t *testing.T) {
	const blocks, block = 3, 128
	x := []uint16{0x1000, 0x1400, 0x3b80, 0x3c00} // f16 2^-11 (a tie), 2^-10; bf16 2^-8 (a tie), 2^-7
	want := make([]uint16, 8*blocks)
	for b := range blocks {
		var s16 half.Float16
		var sb half.BFloat16
		for i := range block {
			v := float32(i%4) / 2
			s16, sb = half.HAdd(s16, half.ToFloat16(v)), half.HAdd(sb, half.ToBFloat16(v))
		}
		one16, oneB := half.ToFloat16(1), half.ToBFloat16(1)
		copy(want[8*b:], []uint16{uint16(s16), uint16(half.HAdd(one16, half.Float16(x[0]))), 0x4000,
			uint16(sb), uint16(half.HAdd(oneB, half.BFloat16(x[2]))), 0x4000,
			uint16(half.HAdd(one16, half.Float16(x[1]))), uint16(half.HAdd(oneB, half.BFloat16(x[3])))})
	}
	if want[1] != 0x3c00 || want[6] != 0x3c01 || want[4] != 0x3f80 || want[7] != 0x3f81 {
		t.Fatalf("reference %#04x: the single adds should tie to 1.0 and give 1+ulp", want[:8])
	}
	k := kern.NewKernel2(gputest.HalfAtomic)
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			out := make([]uint16, len(want))
			if err := k.Launch(p.on, blocks, block, x, out); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(out, want) {
				t.Fatalf("%#04x, want %#04x", out, want)
			}
		})
	}
}

// TestEmulatedHalfTyped calls cores and a kernel whose operands are the
// half types themselves — nd arrays of kern.Float16 and kern.BFloat16,
// []kern.Float16 and kern.Array1[kern.BFloat16] — on every place, against
// plain Go, contiguous and strided.
func TestEmulatedHalfTyped(t *testing.T) {
	mix := kern.Vectorize("HalfMixT", kern.Loop3(gputest.HalfMixT))
	fma := kern.Vectorize("HalfFmaT", kern.Loop3(gputest.HalfFmaT))
	hmax := kern.Reduce("HalfMaxT", kern.Loop2(gputest.HalfMaxT))
	scale := kern.NewKernel3(gputest.HalfScaleT)
	const n = 3000
	x16, _, _ := halfInputs(false, n)
	xb, yb, zb := halfInputs(true, n)
	f16 := func(u []uint16) []kern.Float16 {
		s := make([]kern.Float16, len(u))
		for i, v := range u {
			s[i] = kern.Float16(v)
		}
		return s
	}
	bf := func(u []uint16) []kern.BFloat16 {
		s := make([]kern.BFloat16, len(u))
		for i, v := range u {
			s[i] = kern.BFloat16(v)
		}
		return s
	}
	hx := f16(x16)
	bx, by, bz := bf(xb), bf(yb), bf(zb)
	ax, ay := ufView(nd.FromSlice(hx, n)), ufView(nd.FromSlice(by, n))
	abx, aby, abz := ufView(nd.FromSlice(bx, n)), ufView(nd.FromSlice(by, n)), ufView(nd.FromSlice(bz, n))
	a := nd.Must(nd.Full[float32](0.75))
	wantMix, wantFma := make([]kern.Float16, n), make([]kern.BFloat16, n)
	for i := range n {
		wantMix[i] = gputest.HalfMixT(0.75, hx[i], by[i])
		wantFma[i] = half.HFma(bx[i], by[i], bz[i])
	}
	wantMax := func(s []kern.Float16) kern.Float16 {
		m := s[0]
		for _, v := range s[1:] {
			m = half.HMax(m, v)
		}
		return m
	}
	odd := ufView(ay.Slice(nd.S(1, n, 2)))
	oddX := ufView(ax.Slice(nd.S(1, n, 2)))
	wantOddMix := make([]kern.Float16, 0, n/2)
	for i := 1; i < n; i += 2 {
		wantOddMix = append(wantOddMix, gputest.HalfMixT(0.75, hx[i], by[i]))
	}
	same16 := func(g, w kern.Float16) bool { return sameHalf(false, uint16(g), uint16(w)) }
	sameBF := func(g, w kern.BFloat16) bool { return sameHalf(true, uint16(g), uint16(w)) }
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			got, err := kern.As[kern.Float16](mix.Call(p.on, a, ax, ay))
			if err != nil {
				t.Fatal(err)
			}
			for i, g := range got.ToSlice() {
				if !same16(g, wantMix[i]) {
					t.Fatalf("HalfMixT(0.75, %v, %v) = %v, Go %v", hx[i], by[i], g, wantMix[i])
				}
			}
			gotOdd, err := kern.As[kern.Float16](mix.Call(p.on, a, oddX, odd))
			if err != nil {
				t.Fatal(err)
			}
			for i, g := range gotOdd.ToSlice() {
				if !same16(g, wantOddMix[i]) {
					t.Fatalf("strided HalfMixT element %d = %v, Go %v", i, g, wantOddMix[i])
				}
			}
			gf, err := kern.As[kern.BFloat16](fma.Call(p.on, abx, aby, abz))
			if err != nil {
				t.Fatal(err)
			}
			for i, g := range gf.ToSlice() {
				if !sameBF(g, wantFma[i]) {
					t.Fatalf("HalfFmaT(%v, %v, %v) = %v, Go %v", bx[i], by[i], bz[i], g, wantFma[i])
				}
			}
			for _, in := range []nd.Array[kern.Float16]{ax, oddX} {
				m, err := kern.Value[kern.Float16](hmax.Call(p.on, in))
				if err != nil {
					t.Fatal(err)
				}
				if w := wantMax(in.ToSlice()); !same16(m, w) {
					t.Fatalf("HalfMaxT over %v = %v, Go %v", in.Shape(), m, w)
				}
			}
			out := make([]kern.BFloat16, n)
			s := half.ToFloat16(1.5)
			if err := scale.Launch(p.on, (n+127)/128, 128, s, hx, out); err != nil {
				t.Fatal(err)
			}
			for i, g := range out {
				if w := half.ToBFloat16(half.HMul(s, hx[i]).Float32()); !sameBF(g, w) {
					t.Fatalf("HalfScaleT element %d: %v, Go %v", i, g, w)
				}
			}
		})
	}
}

// TestEmulatedHalfPairs runs every packed-pair operation (kern.Load2, the
// H*2 functions, kern.Store2) on Float16 and BFloat16 pairs in kernels on
// every place and compares with two scalar calls of package half each,
// bit for bit (NaN results: any NaN).
func TestEmulatedHalfPairs(t *testing.T) {
	n := 4096
	if testing.Short() {
		n = 1024
	}
	for _, bf := range []bool{false, true} {
		x16, y16, z16 := halfInputs(bf, n)
		if len(x16)%2 != 0 {
			x16, y16, z16 = x16[:len(x16)-1], y16[:len(y16)-1], z16[:len(z16)-1]
		}
		// Pair each special operand with a different neighbour, so both
		// halves of a pair see every special value.
		slices.Reverse(y16[:len(y16)/2])
		name := map[bool]string{false: "f16/", true: "bf16/"}[bf]
		for _, p := range places() {
			t.Run(name+p.name, func(t *testing.T) {
				if bf {
					halfPairsCheck(t, p.on, kern.NewKernel4(gputest.HalfPairsBF), x16, y16, z16)
				} else {
					halfPairsCheck(t, p.on, kern.NewKernel4(gputest.HalfPairs16), x16, y16, z16)
				}
			})
		}
	}
}

func halfPairsCheck[T half.Half](t *testing.T, on any, k *kern.Kernel4[[]T, []T, []T, []T], x16, y16, z16 []uint16) {
	conv := func(s []uint16) []T {
		r := make([]T, len(s))
		for i, v := range s {
			r[i] = T(v)
		}
		return r
	}
	x, y, z := conv(x16), conv(y16), conv(z16)
	const m = gputest.HalfPairOut
	want := make([]T, m*len(x))
	for i := 0; i < len(x); i += 2 {
		a, b, c := half.Pack2(x[i], x[i+1]), half.Pack2(y[i], y[i+1]), half.Pack2(z[i], z[i+1])
		for j, r := range [m]half.Half2[T]{half.HAdd2(a, b), half.HSub2(a, b), half.HMul2(a, b), half.HFma2(a, b, c),
			half.HNeg2(a), half.HAbs2(b), half.HMin2(a, b), half.HMax2(a, b), half.Pack2(a.Hi(), b.Lo())} {
			want[m*i+2*j], want[m*i+2*j+1] = r.Lo(), r.Hi()
		}
	}
	// The pairs are the scalar operations' bits, element by element.
	if h := half.HFma2(half.Pack2(x[0], x[1]), half.Pack2(y[0], y[1]), half.Pack2(z[0], z[1])); h.Lo() != half.HFma(x[0], y[0], z[0]) || h.Hi() != half.HFma(x[1], y[1], z[1]) {
		t.Fatalf("HFma2 is not two HFma calls: %#08x", uint32(h))
	}
	out := make([]T, len(want))
	if err := k.Launch(on, (len(x)/2+127)/128, 128, x, y, z, out); err != nil {
		t.Fatal(err)
	}
	var zero T
	_, bf := any(zero).(half.BFloat16)
	bad := 0
	for i := range out {
		if !sameHalf(bf, uint16(out[i]), uint16(want[i])) && bad < 10 {
			bad++
			j := i / (2 * m) * 2
			t.Errorf("op %d element %d of pairs (%#04x %#04x), (%#04x %#04x), (%#04x %#04x): %#04x, package half %#04x",
				i%(2*m)/2, i%2, x[j], x[j+1], y[j], y[j+1], z[j], z[j+1], uint16(out[i]), uint16(want[i]))
		}
	}
}

// TestEmulatedHalfPairAxpy runs a packed binary16 axpy on every place
// against the scalar loop, and checks that a pair loaded at an odd index
// is an error everywhere (a panic on the host, a misaligned access on a
// GPU), not a wrong answer.
func TestEmulatedHalfPairAxpy(t *testing.T) {
	const n = 1000
	r := rand.New(rand.NewPCG(7, 8))
	x, y := make([]half.Float16, n), make([]half.Float16, n)
	for i := range x {
		x[i], y[i] = half.ToFloat16(float32(r.NormFloat64())), half.ToFloat16(float32(r.NormFloat64()*4))
	}
	a := half.ToFloat16(0.7)
	want := make([]half.Float16, n)
	for i := range want {
		want[i] = half.HFma(a, x[i], y[i])
	}
	k := kern.NewKernel5(gputest.HalfPairAxpy)
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			got, last := slices.Clone(y), make([]half.Float16, 2)
			if err := k.Launch(p.on, 4, 128, a, x, got, 6, last); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, want) {
				t.Errorf("axpy differs from the scalar loop")
			}
			if last[0] != x[6] || last[1] != x[7] {
				t.Errorf("Load2(x, 6) = %#04x %#04x, want %#04x %#04x", last[0], last[1], x[6], x[7])
			}
			if p.name == "cuda-gpu" {
				// The fault would leave the process's one real GPU
				// unusable for every later test; the emulated devices,
				// fresh for this test, check it.
				t.Skip("a misaligned access faults the GPU for the rest of the process")
			}
			err := k.Launch(p.on, 1, 1, a, x, slices.Clone(y), 5, last)
			want := "misaligned address" // the GPU's fault
			if !p.gpu {
				want = "pair index 5 is odd" // half.Load2's panic
			}
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Fatalf("Load2 at an odd index: error %v, want one that says %q", err, want)
			}
		})
	}
}

// TestEmulatedHalfPairCore calls a vectorize core that computes with a
// pair inside (gputest.HalfPairDot) on every place against the scalar
// operations.
func TestEmulatedHalfPairCore(t *testing.T) {
	dot := kern.Vectorize("HalfPairDot", kern.Loop4(gputest.HalfPairDot))
	const n = 2000
	xs, ys, zs := halfInputs(true, n)
	bf := func(u []uint16) nd.Array[kern.BFloat16] {
		s := make([]kern.BFloat16, len(u))
		for i, v := range u {
			s[i] = kern.BFloat16(v)
		}
		return ufView(nd.FromSlice(s, len(s)))
	}
	ws := slices.Clone(xs)
	slices.Reverse(ws)
	a, b, c, d := bf(xs), bf(ys), bf(zs), bf(ws)
	av, bv, cv, dv := a.ToSlice(), b.ToSlice(), c.ToSlice(), d.ToSlice()
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			got, err := kern.As[kern.BFloat16](dot.Call(p.on, a, b, c, d))
			if err != nil {
				t.Fatal(err)
			}
			for i, g := range got.ToSlice() {
				w := half.HAdd(half.HMul(av[i], cv[i]), half.HMul(bv[i], dv[i]))
				if !sameHalf(true, uint16(g), uint16(w)) {
					t.Fatalf("HalfPairDot(%v, %v, %v, %v) = %v, scalar %v", av[i], bv[i], cv[i], dv[i], g, w)
				}
			}
		})
	}
}

// TestEmulatedHalfGeneric calls a core, a reduction, a gufunc and a kernel
// written once, generic over kern.Half (gputest.HalfFmaG, HalfMinG,
// HalfDotG, HalfScaleG), with the instances for both formats in one
// ufunc, one reducer and one gufunc, so
// that the runtime picks the instance by the operands' dtype, on every
// place, contiguous and strided, against plain Go.
func TestEmulatedHalfGeneric(t *testing.T) {
	fma := kern.Vectorize("HalfFmaG", kern.Loop3(gputest.HalfFmaG[kern.Float16]), kern.Loop3(gputest.HalfFmaG[kern.BFloat16]))
	hmin := kern.Reduce("HalfMinG", kern.Loop2(gputest.HalfMinG[kern.Float16]), kern.Loop2(gputest.HalfMinG[kern.BFloat16]))
	dot := kern.GUVectorize("HalfDotG", "(n),(n)->()", kern.GULoop3(gputest.HalfDotG[kern.Float16]), kern.GULoop3(gputest.HalfDotG[kern.BFloat16]))
	t.Run("f16", func(t *testing.T) {
		testHalfGeneric(t, false, fma, hmin, dot, kern.NewKernel3(gputest.HalfScaleG[kern.Float16]))
	})
	t.Run("bf16", func(t *testing.T) {
		testHalfGeneric(t, true, fma, hmin, dot, kern.NewKernel3(gputest.HalfScaleG[kern.BFloat16]))
	})
}

func testHalfGeneric[T kern.Half](t *testing.T, bf bool, fma *kern.Ufunc, hmin *kern.Reducer, dot *kern.GUfunc, scale *kern.Kernel3[T, []T, kern.Array1[T]]) {
	const n = 3000
	ux, uy, uz := halfInputs(bf, n)
	typed := func(u []uint16) []T {
		s := make([]T, len(u))
		for i, v := range u {
			s[i] = T(v)
		}
		return s
	}
	x, y, z := typed(ux), typed(uy), typed(uz)
	ax, ay, az := ufView(nd.FromSlice(x, n)), ufView(nd.FromSlice(y, n)), ufView(nd.FromSlice(z, n))
	oddX, oddY, oddZ := ufView(ax.Slice(nd.S(1, n, 2))), ufView(ay.Slice(nd.S(1, n, 2))), ufView(az.Slice(nd.S(1, n, 2)))
	same := func(g, w T) bool { return sameHalf(bf, uint16(g), uint16(w)) }
	s := T(0x3e00) // binary16 1.5; bfloat16 0.125
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			for _, in := range [][3]nd.Array[T]{{ax, ay, az}, {oddX, oddY, oddZ}} {
				got, err := kern.As[T](fma.Call(p.on, in[0], in[1], in[2]))
				if err != nil {
					t.Fatal(err)
				}
				xs, ys, zs := in[0].ToSlice(), in[1].ToSlice(), in[2].ToSlice()
				for i, g := range got.ToSlice() {
					if w := half.HFma(xs[i], ys[i], half.HAbs(zs[i])); !same(g, w) {
						t.Fatalf("HalfFmaG(%v, %v, %v) over %v = %v, Go %v", xs[i], ys[i], zs[i], in[0].Shape(), g, w)
					}
				}
				m, err := kern.Value[T](hmin.Call(p.on, in[0]))
				if err != nil {
					t.Fatal(err)
				}
				w := xs[0]
				for _, v := range xs[1:] {
					w = half.HMin(w, v)
				}
				if !same(m, w) {
					t.Fatalf("HalfMinG over %v = %v, Go %v", in[0].Shape(), m, w)
				}
			}
			// Rows of 30: the gufunc's instance is found by the dtype too.
			const rows, cols = n / 30, 30
			ra, rb := ufView(ax.Reshape(rows, cols)), ufView(ay.Reshape(rows, cols))
			d, err := kern.As[T](dot.Call(p.on, ra, rb))
			if err != nil {
				t.Fatal(err)
			}
			for r := range rows {
				var w T
				for c := range cols {
					w = half.HFma(x[r*cols+c], y[r*cols+c], w)
				}
				if g := d.At(r); !same(g, w) {
					t.Fatalf("HalfDotG row %d = %v, Go %v", r, g, w)
				}
			}
			out := make([]T, n)
			if err := scale.Launch(p.on, (n+127)/128, 128, s, x, out); err != nil {
				t.Fatal(err)
			}
			for i, g := range out {
				if w := half.HFma(s, x[i], x[i]); !same(g, w) {
					t.Fatalf("HalfScaleG element %d: %v, Go %v", i, g, w)
				}
			}
		})
	}
}

// TestEmulatedHalfConvert runs kern's conversions on every place: the
// generic kern.HToFloat32 / kern.HFromFloat32 in a core written once for
// both formats (gputest.HalfWidenG), and kern.ToFloat16 / kern.ToBFloat16
// in a kernel (gputest.HalfRound), bit for bit against package half.
func TestEmulatedHalfConvert(t *testing.T) {
	widen := kern.Vectorize("HalfWidenG", kern.Loop2(gputest.HalfWidenG[kern.Float16]), kern.Loop2(gputest.HalfWidenG[kern.BFloat16]))
	t.Run("f16", func(t *testing.T) { testHalfWiden[kern.Float16](t, false, widen) })
	t.Run("bf16", func(t *testing.T) { testHalfWiden[kern.BFloat16](t, true, widen) })

	// Values around the rounding boundaries of both formats, ties, the
	// overflow thresholds, subnormals, infinities and NaN.
	r := rand.New(rand.NewPCG(3, 4))
	x := []float32{0, float32(math.Copysign(0, -1)), 1, -1, 65504, 65519.996, 65520, -65520, 0x1p-24, 0x1p-25, 0x1.8p-25, 0x1p-14,
		1 + 0x1p-11, 1 + 0x1p-8, 1 + 3*0x1p-11, 3.4e38, float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()), 1e-40}
	for len(x) < 2000 {
		x = append(x, math.Float32frombits(r.Uint32()))
	}
	const s = 1.5
	k := kern.NewKernel4(gputest.HalfRound)
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			o16, obf := make([]kern.Float16, len(x)), make([]kern.BFloat16, len(x))
			if err := k.Launch(p.on, (len(x)+127)/128, 128, float32(s), x, o16, obf); err != nil {
				t.Fatal(err)
			}
			for i, v := range x {
				w16, wbf := kern.ToFloat16(v*s), kern.ToBFloat16(v*s)
				if w16 != half.ToFloat16(v*s) || wbf != half.ToBFloat16(v*s) {
					t.Fatalf("kern.ToFloat16/ToBFloat16(%g) differ from package half's", v*s)
				}
				if !sameHalf(false, uint16(o16[i]), uint16(w16)) || !sameHalf(true, uint16(obf[i]), uint16(wbf)) {
					t.Fatalf("HalfRound(%g): %#04x %#04x, Go %#04x %#04x", v*s, uint16(o16[i]), uint16(obf[i]), uint16(w16), uint16(wbf))
				}
			}
		})
	}
}

func testHalfWiden[T kern.Half](t *testing.T, bf bool, widen *kern.Ufunc) {
	const n = 3000
	ux, uy, _ := halfInputs(bf, n)
	x, y := make([]T, n), make([]T, n)
	for i := range ux {
		x[i], y[i] = T(ux[i]), T(uy[i])
	}
	ax, ay := ufView(nd.FromSlice(x, n)), ufView(nd.FromSlice(y, n))
	oddX, oddY := ufView(ax.Slice(nd.S(1, n, 2))), ufView(ay.Slice(nd.S(1, n, 2)))
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			for _, in := range [][2]nd.Array[T]{{ax, ay}, {oddX, oddY}} {
				got, err := kern.As[T](widen.Call(p.on, in[0], in[1]))
				if err != nil {
					t.Fatal(err)
				}
				xs, ys := in[0].ToSlice(), in[1].ToSlice()
				for i, g := range got.ToSlice() {
					w := gputest.HalfWidenG(xs[i], ys[i])
					var ref T
					if bf {
						ref = T(half.ToBFloat16(half.HToFloat32(xs[i])*half.HToFloat32(ys[i]) + 0.5))
					} else {
						ref = T(half.ToFloat16(half.HToFloat32(xs[i])*half.HToFloat32(ys[i]) + 0.5))
					}
					if w != ref {
						t.Fatalf("Go's HalfWidenG(%v, %v) = %v, the same through package half %v", xs[i], ys[i], w, ref)
					}
					if !sameHalf(bf, uint16(g), uint16(w)) {
						t.Fatalf("HalfWidenG(%v, %v) over %v = %v, Go %v", xs[i], ys[i], in[0].Shape(), g, w)
					}
				}
			}
		})
	}
}
