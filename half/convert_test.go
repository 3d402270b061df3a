package half

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// The package's conversions of one format, as pattern-valued functions.
type conv struct {
	f      format
	from32 func(float32) uint64
	from64 func(float64) uint64
	to32   func(uint64) float32
	to64   func(uint64) float64
	isNaN  func(uint64) bool
	isInf  func(uint64, int) bool
	str    func(uint64) string
}

var convs = []conv{
	{
		fmtF16,
		func(f float32) uint64 { return uint64(ToFloat16(f)) },
		func(f float64) uint64 { return uint64(ToFloat16From64(f)) },
		func(p uint64) float32 { return Float16(p).Float32() },
		func(p uint64) float64 { return Float16(p).Float64() },
		func(p uint64) bool { return Float16(p).IsNaN() },
		func(p uint64, s int) bool { return Float16(p).IsInf(s) },
		func(p uint64) string { return Float16(p).String() },
	},
	{
		fmtBF16,
		func(f float32) uint64 { return uint64(ToBFloat16(f)) },
		func(f float64) uint64 { return uint64(ToBFloat16From64(f)) },
		func(p uint64) float32 { return BFloat16(p).Float32() },
		func(p uint64) float64 { return BFloat16(p).Float64() },
		func(p uint64) bool { return BFloat16(p).IsNaN() },
		func(p uint64, s int) bool { return BFloat16(p).IsInf(s) },
		func(p uint64) string { return BFloat16(p).String() },
	},
	{
		fmtE4M3,
		func(f float32) uint64 { return uint64(ToFloat8E4M3(f)) },
		func(f float64) uint64 { return uint64(ToFloat8E4M3From64(f)) },
		func(p uint64) float32 { return Float8E4M3(p).Float32() },
		func(p uint64) float64 { return Float8E4M3(p).Float64() },
		func(p uint64) bool { return Float8E4M3(p).IsNaN() },
		func(p uint64, s int) bool { return Float8E4M3(p).IsInf(s) },
		func(p uint64) string { return Float8E4M3(p).String() },
	},
	{
		fmtE5M2,
		func(f float32) uint64 { return uint64(ToFloat8E5M2(f)) },
		func(f float64) uint64 { return uint64(ToFloat8E5M2From64(f)) },
		func(p uint64) float32 { return Float8E5M2(p).Float32() },
		func(p uint64) float64 { return Float8E5M2(p).Float64() },
		func(p uint64) bool { return Float8E5M2(p).IsNaN() },
		func(p uint64, s int) bool { return Float8E5M2(p).IsInf(s) },
		func(p uint64) string { return Float8E5M2(p).String() },
	},
}

// Every pattern widens to the value its definition gives, and narrowing
// that value (from float32 and from float64) gives the pattern back. NaNs
// widen to NaNs of the same sign and come back as NaNs of that sign.
func TestWidenAndRoundTripExhaustive(t *testing.T) {
	for _, c := range convs {
		f := c.f
		for p := uint64(0); p < f.patterns(); p++ {
			want := f.value(p, false)
			got32, got64 := c.to32(p), c.to64(p)
			neg := p&f.signBit() != 0
			if math.IsNaN(want) {
				if !math.IsNaN(float64(got32)) || !math.IsNaN(got64) || math.Signbit(got64) != neg ||
					math.Signbit(float64(got32)) != neg || !c.isNaN(p) {
					t.Fatalf("%s %#x: got %v / %v, IsNaN %v; want NaN with sign %v", f.name, p, got32, got64, c.isNaN(p), neg)
				}
				for _, back := range []uint64{c.from32(got32), c.from64(got64)} {
					if !f.isNaN(back) || back&f.signBit() != p&f.signBit() {
						t.Fatalf("%s NaN %#x came back as %#x", f.name, p, back)
					}
				}
				continue
			}
			if math.Float64bits(float64(got32)) != math.Float64bits(want) || math.Float64bits(got64) != math.Float64bits(want) {
				t.Fatalf("%s %#x: Float32 %v, Float64 %v; want %v", f.name, p, got32, got64, want)
			}
			if c.isNaN(p) {
				t.Fatalf("%s %#x (%v): IsNaN true", f.name, p, want)
			}
			inf := math.IsInf(want, 0)
			if c.isInf(p, 0) != inf || c.isInf(p, 1) != math.IsInf(want, 1) || c.isInf(p, -1) != math.IsInf(want, -1) {
				t.Fatalf("%s %#x (%v): IsInf disagrees", f.name, p, want)
			}
			if b := c.from32(got32); b != p {
				t.Fatalf("%s %#x (%v): from float32 gives %#x", f.name, p, want, b)
			}
			if b := c.from64(got64); b != p {
				t.Fatalf("%s %#x (%v): from float64 gives %#x", f.name, p, want, b)
			}
		}
	}
}

// checkConv compares both narrowings of x (float32 and exact float64) with
// the table reference and, now and then, with the big.Float one.
func checkConv(t *testing.T, c conv, ref *table, x float32, viaBig bool) {
	t.Helper()
	if x != x {
		return
	}
	want := ref.round(float64(x))
	if viaBig && !math.IsInf(float64(x), 0) {
		if w := c.f.bigRound(exact(float64(x))); w != want {
			t.Fatalf("%s %v (%#x): the references disagree: table %#x, big %#x", c.f.name, x, math.Float32bits(x), want, w)
		}
	}
	if got := c.from32(x); got != want {
		t.Fatalf("%s from float32 %v (%#x) = %#x (%v); want %#x (%v)", c.f.name, x, math.Float32bits(x), got, c.to32(got), want, c.f.value(want, false))
	}
	if got := c.from64(float64(x)); got != want {
		t.Fatalf("%s from float64 %v = %#x; want %#x", c.f.name, x, got, want)
	}
}

// Narrowing checked on every float32 near every value of each format and
// near every halfway point between neighbours (the ties, both ways off
// them, the subnormals and the overflow threshold), with both signs.
func TestNarrowNearBoundaries(t *testing.T) {
	for _, c := range convs {
		f := c.f
		ref := newTable(f)
		for k := 0; k+1 < len(ref.vals); k++ {
			lo, hi := ref.vals[k], ref.vals[k+1]
			for _, v := range []float64{lo, lo + (hi-lo)/2} {
				v32 := float32(v)
				if float64(v32) != v { // a bf16 midpoint past float32's range
					continue
				}
				for _, base := range []float32{v32, -v32} {
					checkConv(t, c, ref, base, k%97 == 0)
					up, down := base, base
					for range 6 {
						up = math.Nextafter32(up, float32(math.Inf(1)))
						down = math.Nextafter32(down, float32(math.Inf(-1)))
						checkConv(t, c, ref, up, false)
						checkConv(t, c, ref, down, false)
					}
				}
			}
		}
		for _, x := range []float32{float32(math.Inf(1)), float32(math.Inf(-1)), math.MaxFloat32, -math.MaxFloat32,
			math.SmallestNonzeroFloat32, -math.SmallestNonzeroFloat32, 0x1p-126, 0} {
			checkConv(t, c, ref, x, false)
		}
	}
}

// Millions of random float32 values: uniformly random bit patterns (every
// exponent equally likely) and patterns whose exponent is in the format's
// range, where the rounding happens.
func TestNarrowRandom(t *testing.T) {
	n := 4_000_000
	if testing.Short() {
		n = 200_000
	}
	r := rand.New(rand.NewPCG(1, 2))
	for _, c := range convs {
		f := c.f
		ref := newTable(f)
		m := n
		if f.width() == 8 {
			m = n / 4
		}
		lo := max(127-f.bias-int(f.mbits)-3, 0) // below the smallest subnormal
		hi := min(127+f.bias+3, 255)            // above the overflow threshold
		for i := range m {
			b := r.Uint32()
			if i&1 == 1 {
				e := uint32(lo + r.IntN(hi-lo+1))
				b = b&0x807fffff | e<<23
			}
			checkConv(t, c, ref, math.Float32frombits(b), i%1000 == 0)
		}
	}
}

// Float32 → Float16 checked at every float32 from 2^-26 to 2^16, both
// signs, through the bulk conversion (which inlines the scalar one): below
// that range everything rounds to zero and above it to Inf, which the other
// tests check. The reference walks the table alongside.
func TestFloat16ExhaustiveFloat32(t *testing.T) {
	if testing.Short() {
		t.Skip("sweeps 700 million float32 values")
	}
	ref := newTable(fmtF16)
	k := 0
	const chunk = 1 << 16
	src, neg := make([]float32, chunk), make([]float32, chunk)
	dst, dneg := make([]Float16, chunk), make([]Float16, chunk)
	first, last := math.Float32bits(0x1p-26), math.Float32bits(0x1p16)
	for lo := first; lo <= last; lo += chunk {
		n := min(chunk, int(last-lo)+1)
		for i := range n {
			src[i] = math.Float32frombits(lo + uint32(i))
			neg[i] = -src[i]
		}
		Float32sToFloat16s(dst, src[:n])
		Float32sToFloat16s(dneg, neg[:n])
		for i, f := range src[:n] {
			x := float64(f)
			for k+1 < len(ref.vals) && ref.vals[k+1] <= x {
				k++
			}
			want := uint64(k)
			if k+1 < len(ref.vals) {
				mid := ref.vals[k] + (ref.vals[k+1]-ref.vals[k])/2
				if x > mid || x == mid && k&1 == 1 {
					want++
				}
			}
			if uint64(dst[i]) != want || uint64(dneg[i]) != want|0x8000 {
				t.Fatalf("Float32sToFloat16s(±%v) = %#x, %#x; want %#x", x, uint16(dst[i]), uint16(dneg[i]), want)
			}
		}
	}
}

// float64 → narrow type rounds once. At each halfway point m, values a few
// float64 ulps to either side (and some farther, still within half a
// float32 ulp) become m when first rounded to float32, so going through
// float32 would hand the tie rule a value that is not a tie. The test
// counts such cases to be sure it exercises them.
func TestNarrowFrom64SingleRounding(t *testing.T) {
	for _, c := range convs {
		f := c.f
		ref := newTable(f)
		doubled := 0
		for k := 0; k+1 < len(ref.vals); k++ {
			lo, hi := ref.vals[k], ref.vals[k+1]
			mid := lo + (hi-lo)/2
			if float64(float32(mid)) != mid {
				continue
			}
			ulp32 := float64(math.Nextafter32(float32(mid), float32(math.Inf(1)))) - mid
			for _, d := range []float64{math.Nextafter(mid, math.Inf(1)) - mid, mid - math.Nextafter(mid, 0), ulp32 / 4, ulp32 / 3} {
				for _, x := range []float64{mid + d, mid - d, -(mid + d), -(mid - d)} {
					want := ref.round(x)
					if k%61 == 0 {
						if w := f.bigRound(exact(x)); w != want {
							t.Fatalf("%s %v: references disagree: %#x, %#x", f.name, x, want, w)
						}
					}
					if got := c.from64(x); got != want {
						t.Fatalf("%s from float64 %v (%#x) = %#x; want %#x", f.name, x, math.Float64bits(x), got, want)
					}
					if c.from32(float32(x)) != want {
						doubled++
					}
				}
			}
		}
		if doubled == 0 {
			t.Errorf("%s: no case where rounding through float32 goes wrong; the test is not testing", f.name)
		}
	}
}

// Random float64 values against the big.Float reference, which rounds the
// exact value with integer arithmetic.
func TestNarrowFrom64Random(t *testing.T) {
	n := 200_000
	if testing.Short() {
		n = 20_000
	}
	r := rand.New(rand.NewPCG(3, 4))
	for _, c := range convs {
		f := c.f
		ref := newTable(f)
		for range n {
			e := 1023 - f.bias - int(f.mbits) - 4 + r.IntN(2*f.bias+int(f.mbits)+8)
			x := math.Float64frombits(r.Uint64()&0x800fffffffffffff | uint64(e)<<52)
			want := f.bigRound(exact(x))
			if w := ref.round(x); w != want {
				t.Fatalf("%s %v: references disagree: table %#x, big %#x", f.name, x, w, want)
			}
			if got := c.from64(x); got != want {
				t.Fatalf("%s from float64 %v (%#x) = %#x; want %#x", f.name, x, math.Float64bits(x), got, want)
			}
		}
	}
}

// The documented special cases, spelled out.
func TestNarrowSpecialCases(t *testing.T) {
	nan32 := math.Float32frombits(0x7fc12345)
	cases := []struct {
		name string
		got  uint64
		want uint64
	}{
		{"F16 65504", uint64(ToFloat16(65504)), 0x7bff},
		{"F16 65519.99", uint64(ToFloat16(math.Nextafter32(65520, 0))), 0x7bff},
		{"F16 65520 ties to Inf", uint64(ToFloat16(65520)), 0x7c00},
		{"F16 -65520", uint64(ToFloat16(-65520)), 0xfc00},
		{"F16 2^-25 ties to 0", uint64(ToFloat16(0x1p-25)), 0},
		{"F16 just above 2^-25", uint64(ToFloat16(math.Nextafter32(0x1p-25, 1))), 1},
		{"F16 3×2^-25 ties to 2×2^-24 (even)", uint64(ToFloat16(3 * 0x1p-25)), 2},
		{"F16 5×2^-25 ties to 2×2^-24 (even)", uint64(ToFloat16(5 * 0x1p-25)), 2},
		{"F16 -0", uint64(ToFloat16(float32(math.Copysign(0, -1)))), 0x8000},
		{"F16 NaN payload", uint64(ToFloat16(nan32)), 0x7e09},
		{"F16 -NaN", uint64(ToFloat16(-nan32)), 0xfe09},
		{"F16 signaling NaN made quiet", uint64(ToFloat16(math.Float32frombits(0x7f802000))), 0x7e01},
		{"F16 from64 NaN", uint64(ToFloat16From64(math.Float64frombits(0xfff8000000000001))), 0xfe00},
		{"BF16 1+2^-8 ties to 1", uint64(ToBFloat16(1 + 0x1p-8)), 0x3f80},
		{"BF16 1+3×2^-8 ties to 1+2^-6", uint64(ToBFloat16(1 + 3*0x1p-8)), 0x3f82},
		{"BF16 MaxFloat32 to Inf", uint64(ToBFloat16(math.MaxFloat32)), 0x7f80},
		{"BF16 NaN payload", uint64(ToBFloat16(nan32)), 0x7fc1},
		{"BF16 signaling NaN made quiet", uint64(ToBFloat16(math.Float32frombits(0xff800001))), 0xffc0},
		{"BF16 from64 past float32 range", uint64(ToBFloat16From64(1e39)), 0x7f80},
		{"BF16 from64 smallest subnormal", uint64(ToBFloat16From64(0x1p-133)), 1},
		{"E4M3 448", uint64(ToFloat8E4M3(448)), 0x7e},
		{"E4M3 464 ties to 448", uint64(ToFloat8E4M3(464)), 0x7e},
		{"E4M3 just above 464 is NaN", uint64(ToFloat8E4M3(math.Nextafter32(464, 500))), 0x7f},
		{"E4M3 -1000 is -NaN", uint64(ToFloat8E4M3(-1000)), 0xff},
		{"E4M3 +Inf is NaN", uint64(ToFloat8E4M3(float32(math.Inf(1)))), 0x7f},
		{"E4M3 -Inf is -NaN", uint64(ToFloat8E4M3(float32(math.Inf(-1)))), 0xff},
		{"E4M3 smallest subnormal 2^-9", uint64(ToFloat8E4M3(0x1p-9)), 1},
		{"E4M3 2^-10 ties to 0", uint64(ToFloat8E4M3(0x1p-10)), 0},
		{"E4M3 -NaN", uint64(ToFloat8E4M3(-nan32)), 0xff},
		{"E5M2 57344", uint64(ToFloat8E5M2(57344)), 0x7b},
		{"E5M2 61440 ties to Inf", uint64(ToFloat8E5M2(61440)), 0x7c},
		{"E5M2 just below 61440", uint64(ToFloat8E5M2(math.Nextafter32(61440, 0))), 0x7b},
		{"E5M2 -Inf", uint64(ToFloat8E5M2(float32(math.Inf(-1)))), 0xfc},
		{"E5M2 NaN", uint64(ToFloat8E5M2(nan32)), 0x7e},
		{"E5M2 smallest subnormal 2^-16", uint64(ToFloat8E5M2(0x1p-16)), 1},
		// 1+2^-3+2^-12 is above the E5M2 halfway point 1+2^-3 but Float16
		// rounds it onto it, from where ties-to-even would go down.
		{"E5M2 one rounding, not via Float16", uint64(ToFloat8E5M2(1 + 0x1p-3 + 0x1p-12)), 0x3d},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %#x, want %#x", c.name, c.got, c.want)
		}
	}
	if ToFloat8E5M2(1+0x1p-3+0x1p-12) == Float8E5M2(ToFloat16(1+0x1p-3+0x1p-12)>>8) {
		t.Error("the E5M2 double-rounding case does not double-round through Float16; pick another")
	}
}

// String prints as strconv prints the float32 value; fmt's float verbs
// format that value, %s and %q the String.
func TestString(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{ToFloat16(0.1).String(), "0.099975586"},
		{ToFloat16(1).String(), "1"},
		{ToFloat16(-2.5).String(), "-2.5"},
		{Float16(0x7c00).String(), "+Inf"},
		{Float16(0xfe00).String(), "NaN"},
		{ToBFloat16(3.14159).String(), "3.140625"},
		{ToFloat8E4M3(448).String(), "448"},
		{Float8E4M3(0x7f).String(), "NaN"},
		{Float8E5M2(0xfc).String(), "-Inf"},
		{Float8E5M2(1).String(), "1.5258789e-05"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
	for _, c := range []struct{ got, want string }{
		{fmt.Sprintf("%v", ToFloat16(0.1)), "0.099975586"},
		{fmt.Sprintf("%.3f|%6.2f|%-6.1f|%+g", ToFloat16(0.1), ToBFloat16(2.5), Float8E4M3(0x7e), Float8E5M2(0x3c)), "0.100|  2.50|448.0 |+1"},
		{fmt.Sprintf("%e|%s|%q|%5s", ToFloat16(1024), ToFloat16(-0.5), Float8E5M2(0x7c), ToBFloat16(1)), "1.024000e+03|-0.5|\"+Inf\"|    1"},
		{fmt.Sprint(ToFloat16(3), []Float16{ToFloat16(1), ToFloat16(2)}), "3 [1 2]"},
		{fmt.Sprintf("%x", ToFloat16(1.5)), "0x1.8p+00"},
	} {
		if c.got != c.want {
			t.Errorf("fmt: got %q, want %q", c.got, c.want)
		}
	}
	for _, c := range convs {
		for p := uint64(0); p < c.f.patterns(); p += 7 {
			want := format32(c.to32(p))
			if got := c.str(p); got != want {
				t.Fatalf("%s %#x: String %q, want %q", c.f.name, p, got, want)
			}
		}
	}
}

// The references agree with each other on every value of every format and
// on the midpoints: a check on the checkers.
func TestReferencesAgree(t *testing.T) {
	for _, f := range formats {
		ref := newTable(f)
		for k := 0; k+1 < len(ref.vals); k++ {
			mid := ref.vals[k] + (ref.vals[k+1]-ref.vals[k])/2
			for _, x := range []float64{ref.vals[k], mid, math.Nextafter(mid, 0), math.Nextafter(mid, math.Inf(1))} {
				if a, b := ref.round(x), f.bigRound(new(big.Float).SetFloat64(x)); a != b {
					t.Fatalf("%s %v: table %#x, big %#x", f.name, x, a, b)
				}
			}
		}
	}
}
