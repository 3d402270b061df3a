package mathcores

import (
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/simd"
)

var mathCases = []struct {
	name string
	cpu  func(n int, args []unsafe.Pointer, steps []int)
	f    func(float64) float64
}{
	{"Exp", kernGenCPU0, Exp},
	{"Sin", kernGenCPU1, Sin},
	{"Cos", kernGenCPU2, Cos},
	{"Tan", kernGenCPU3, Tan},
	{"Log", kernGenCPU4, Log},
	{"Log10", kernGenCPU5, Log10},
	{"Atan", kernGenCPU6, Atan},
	{"Atan2", kernGenCPU7, Atan2},
	{"Tanh", kernGenCPU8, Tanh},
	{"ExpSin", kernGenCPU9, ExpSin},
	{"Branchy", kernGenCPU10, Branchy},
}

var powCases = []struct {
	name string
	cpu  func(n int, args []unsafe.Pointer, steps []int)
	vec  func(n int, args []unsafe.Pointer, d int) (e, next int)
	f    func(x, y float64) float64
}{
	{"Pow", kernGenCPU11, kernGenVec11, Pow},
	{"PowBranchy", kernGenCPU12, kernGenVec12, PowBranchy},
}

var powCases32 = []struct {
	name string
	cpu  func(n int, args []unsafe.Pointer, steps []int)
	vec  func(n int, args []unsafe.Pointer, d int) (e, next int)
	f    func(x, y float32) float32
}{
	{"PowF32", kernGenCPU13, kernGenVec13, PowF32},
}

var mathCases32 = []struct {
	name string
	cpu  func(n int, args []unsafe.Pointer, steps []int)
	f    func(float32) float32
}{
	{"ExpF32", kernGenCPU14, ExpF32},
	{"SinF32", kernGenCPU15, SinF32},
	{"CosF32", kernGenCPU16, CosF32},
	{"TanF32", kernGenCPU17, TanF32},
	{"LogF32", kernGenCPU18, LogF32},
	{"AtanF32", kernGenCPU19, AtanF32},
	{"TanhF32", kernGenCPU20, TanhF32},
	{"Log10F32", kernGenCPU21, Log10F32},
	{"ExpSinF32", kernGenCPU22, ExpSinF32},
	{"MixedF32", kernGenCPU23, MixedF32},
	{"ManyF32", kernGenCPU24, ManyF32},
	{"BranchyF32", kernGenCPU25, BranchyF32},
}

// single are the cores of one call: their NaNs must match bit for bit.
var single = map[string]bool{"Pow": true, "PowF32": true, "Exp": true, "Sin": true, "Cos": true, "Tan": true, "Log": true, "Log10": true, "Atan": true, "Tanh": true,
	"ExpF32": true, "SinF32": true, "CosF32": true, "TanF32": true, "LogF32": true, "Log10F32": true, "AtanF32": true, "TanhF32": true}

// special are the special values and the edges of every reduction.
func special() []float64 {
	v := []float64{0, math.Inf(1), math.NaN(), math.Float64frombits(0x7ff8000000000001), math.Float64frombits(0x7ff0000000000001),
		math.SmallestNonzeroFloat64, 0x1p-1022, 0x1p-1023, math.MaxFloat64, 1, 0.5, 2,
		7.09782712893384e+02, 709.78, 710, -708.39, -708.4, -709, -744.44, -745.13, -745.14, -746, -1075, -1e300,
		1 << 29, math.Nextafter(1<<29, 0), math.Nextafter(1<<29, 2<<29), 1 << 30, 1e300,
		0.66, 2.41421356237309504880, 1e-300, 1e-8, // math.Atan's branches
		0.625, 0.5 * 8.8029691931113054295988e+01} // math.Tanh's
	// Around math.Atan's and Tanh's thresholds, whose branches differ in
	// the last bit.
	for k := 1; k <= 16; k++ {
		for _, c := range []float64{0.66, 2.41421356237309504880, 0.625} {
			v = append(v, c*(1+float64(k)*1e-11), c*(1-float64(k)*1e-11))
		}
	}
	// math.Log's fraction at its threshold √2/2, where it halves.
	for _, e := range []int{-1074, -1022, -3, 0, 1, 5, 1000} {
		v = append(v, math.Ldexp(math.Sqrt2/2, e), math.Ldexp(math.Nextafter(math.Sqrt2/2, 1), e), math.Ldexp(math.Nextafter(math.Sqrt2/2, 0), e))
	}
	for k := range 64 {
		v = append(v, float64(k)*math.Pi/4, math.Nextafter(float64(k)*math.Pi/4, 0), float64(k)*math.Ln2)
		// math.Tan's remainder z at its polynomial's threshold, zz = 1e-14.
		for _, d := range []float64{1e-7, 1.00000001e-7, 0.99999999e-7, 2e-7} {
			v = append(v, float64(k)*math.Pi/4+d, float64(k)*math.Pi/4-d)
		}
	}
	for _, x := range append([]float64(nil), v...) {
		v = append(v, -x, math.Nextafter(x, math.Inf(1)), math.Nextafter(x, math.Inf(-1)))
	}
	return v
}

// special32 are special float32 values and the edges of the float32
// results: Exp's overflow and subnormal range, the trig reduction's
// threshold, multiples of π/4 and ln 2.
func special32() []float32 {
	v := []float32{0, float32(math.Inf(1)), float32(math.NaN()), math.Float32frombits(0x7fc00001), math.Float32frombits(0x7f800001),
		math.Float32frombits(0x7fbfffff), math.SmallestNonzeroFloat32, 0x1p-126, 0x1p-127, math.MaxFloat32, 1, 0.5, 2,
		88.72283, 88.7228, 89, -87.33655, -103.27893, -103.97208, -104, -150, 1 << 29, 1 << 30, 1e30,
		0.66, 2.4142137, 1e-30, 0.625, 44.014846}
	for k := range 64 {
		v = append(v, float32(float64(k)*math.Pi/4), float32(float64(k)*math.Ln2))
	}
	for _, x := range append([]float32(nil), v...) {
		v = append(v, -x, math.Nextafter32(x, float32(math.Inf(1))), math.Nextafter32(x, float32(math.Inf(-1))))
	}
	return v
}

// check32 runs case c on in and compares with the Go function bit for
// bit (NaN payloads too, for the cores of one call).
func check32(t *testing.T, name, dist string, cpu func(int, []unsafe.Pointer, []int), f func(float32) float32, in, out []float32) {
	args := []unsafe.Pointer{unsafe.Pointer(&in[0]), unsafe.Pointer(&out[0])}
	cpu(len(in), args, []int{4, 4})
	for i, x := range in {
		want := f(x)
		if want != want && out[i] != out[i] && !single[name] {
			continue // two NaNs met in the core: x86 keeps the first operand's, gc's choice
		}
		if math.Float32bits(out[i]) != math.Float32bits(want) {
			t.Fatalf("%s, %s: %v (%#x): got %v (%#x), Go %v (%#x)", name, dist, x, math.Float32bits(x),
				out[i], math.Float32bits(out[i]), want, math.Float32bits(want))
		}
	}
}

func TestMathBits32(t *testing.T) {
	t.Logf("simd.AVX2=%v", simd.AVX2)
	n := 1 << 20
	if s := os.Getenv("KERN_SIMD_MATH_N"); s != "" {
		n, _ = strconv.Atoi(s)
	}
	r := rand.New(rand.NewPCG(38, 2))
	sp := special32()
	dists := map[string]func() float32{
		"bits":       func() float32 { return math.Float32frombits(r.Uint32()) },
		"exponents":  func() float32 { return float32(math.Copysign(math.Ldexp(1+r.Float64(), r.IntN(280)-150), r.Float64()-0.5)) },
		"exp range":  func() float32 { return float32(220*r.Float64() - 110) },
		"trig range": func() float32 { return float32((2*r.Float64() - 1) * float64(int64(1)<<r.IntN(31))) },
		"small":      func() float32 { return float32(8*r.Float64() - 4) },
		"special":    func() float32 { return sp[r.IntN(len(sp))] },
	}
	for _, c := range mathCases32 {
		for name, gen := range dists {
			in, out := make([]float32, n+7), make([]float32, n+7)
			for i := range in {
				in[i] = gen()
			}
			for i := 0; i < len(sp)*8 && i < len(in); i++ {
				in[i] = sp[(i/8+i*i)%len(sp)]
			}
			check32(t, c.name, name, c.cpu, c.f, in, out)
		}
	}
	all := os.Getenv("KERN_SIMD_MATH_ALL32") // "1", or the cores' names, comma-separated
	if all == "" {
		return
	}
	const chunk = 1 << 24
	in, out := make([]float32, chunk), make([]float32, chunk)
	for _, c := range mathCases32 {
		if all != "1" && !slices.Contains(strings.Split(all, ","), c.name) {
			continue
		}
		for base := uint64(0); base < 1<<32; base += chunk {
			for i := range in {
				in[i] = math.Float32frombits(uint32(base) + uint32(i))
			}
			check32(t, c.name, "all", c.cpu, c.f, in, out)
		}
		t.Logf("%s: all 2^32 float32 inputs match", c.name)
	}
}

func TestMathBits(t *testing.T) {
	t.Logf("simd.AVX2=%v simd.AVX512=%v", simd.AVX2, simd.AVX512)
	n := 1 << 20
	if s := os.Getenv("KERN_SIMD_MATH_N"); s != "" {
		n, _ = strconv.Atoi(s)
	}
	r := rand.New(rand.NewPCG(38, 1))
	dists := map[string]func() float64{
		"bits":      func() float64 { return math.Float64frombits(r.Uint64()) },
		"exponents": func() float64 { return math.Copysign(math.Ldexp(1+r.Float64(), r.IntN(2100)-1075), r.Float64()-0.5) },
		"exp range": func() float64 { return 1500*r.Float64() - 760 },
		"trig range": func() float64 { return (2*r.Float64() - 1) * float64(int64(1)<<r.IntN(31)) },
		"small":     func() float64 { return 8*r.Float64() - 4 },
	}
	sp := special()
	dists["special"] = func() float64 { return sp[r.IntN(len(sp))] }
	for _, c := range mathCases {
		for name, gen := range dists {
			in, out := make([]float64, n+3), make([]float64, n+3)
			for i := range in {
				in[i] = gen()
			}
			// A run of specials first: every value in every lane position.
			for i := 0; i < len(sp)*4 && i < len(in); i++ {
				in[i] = sp[(i/4+i*i)%len(sp)]
			}
			args := []unsafe.Pointer{unsafe.Pointer(&in[0]), unsafe.Pointer(&out[0])}
			c.cpu(len(in), args, []int{8, 8})
			for i, x := range in {
				want := c.f(x)
				if math.IsNaN(want) && math.IsNaN(out[i]) && !single[c.name] {
					continue // two NaNs met in the core: x86 keeps the first operand's, gc's choice
				}
				if math.Float64bits(out[i]) != math.Float64bits(want) {
					t.Fatalf("%s, %s: %v (%#x): got %v (%#x), package math %v (%#x)", c.name, name, x, math.Float64bits(x),
						out[i], math.Float64bits(out[i]), want, math.Float64bits(want))
				}
			}
		}
	}
}
// powX and powY are math.Pow's special operands: its special cases, the
// edges of Frexp (subnormals), of the squaring loop (x near ±1, integer
// y up to and past 2^8, the unrolled count, 2^52, 2^53, 2^63, 2^64) and of
// yf's adjustment (0.5 and its neighbours), NaN payloads.
func powX() []float64 {
	v := []float64{0, 1, math.Inf(1), math.NaN(), math.Float64frombits(0x7ff8000000000001), math.Float64frombits(0x7ff0000000000001),
		math.Float64frombits(0x7ffc00000000abcd), math.SmallestNonzeroFloat64, 0x1p-1022, 0x1p-1023, 3e-320, 0x1p-1074 * 3,
		math.MaxFloat64, 0.5, 2, 10, 0.1, 1e-300, 1e300, 4, 0.25, 1.5, 3, 7,
		math.Nextafter(1, 0), math.Nextafter(1, 2), 1 + 0x1p-30, 1 - 0x1p-30}
	for _, x := range append([]float64(nil), v...) {
		v = append(v, -x)
	}
	return v
}

func powY() []float64 {
	v := []float64{0, 1, 0.5, math.Inf(1), math.NaN(), math.Float64frombits(0x7ff8000000000001), math.Float64frombits(0x7ff0000000000001),
		2, 3, 4, 5, 7, 8, 15, 16, 17, 31, 63, 64, 127, 128, 254.5, 255, 255.25, 255.75, 256, 257, 511, 512, 1023, 1024, 1025, 1074, 1075, 1076,
		1 << 52, 1<<52 + 1, 1 << 53, 1<<53 + 2, 1<<53 - 1, 1 << 62, 1 << 63, math.Nextafter(1<<63, 0), 1 << 64, 1e300, math.MaxFloat64,
		0.5 + 0x1p-53, 0.5 - 0x1p-54, 1.5, 2.5, 0.25, 0.75, 1e-300, math.SmallestNonzeroFloat64, 3.5, 100.5}
	for _, x := range append([]float64(nil), v...) {
		v = append(v, -x)
	}
	return v
}

// TestMathBitsPow checks math.Pow's cores, and that the SIMD loop does
// the common operands itself (x in (0, 10), y in [-50, 50], integer y,
// negative x) and leaves groups to the Go core where the squaring loop
// outlasts the unrolled iterations (x near ±1, large integer y).
func TestMathBitsPow(t *testing.T) {
	n := 1 << 20
	if s := os.Getenv("KERN_SIMD_MATH_N"); s != "" {
		n, _ = strconv.Atoi(s)
	}
	r := rand.New(rand.NewPCG(38, 3))
	sx, sy := powX(), powY()
	var syLoop []float64 // powY but for those the squaring loop may outlast
	for _, y := range sy {
		if a := math.Abs(y); a < 255 || a >= 1<<63 || a != a {
			syLoop = append(syLoop, y)
		}
	}
	sgn := func() float64 { return float64(r.IntN(2)*2 - 1) }
	// bigX is ±(1+f)·2^e, 16 ≤ |e| < 1006: its exponent passes 2^12
	// within the unrolled iterations.
	bigX := func() float64 {
		e := r.IntN(990) + 16
		if r.IntN(2) == 0 {
			e = -e
		}
		return math.Ldexp(1+r.Float64(), e) * sgn()
	}
	// edge is y for which |x|^y is near 2^1024, 2^-1022, 2^-1074 or 2^-1075.
	edge := func(x float64) float64 {
		return ([]float64{1024, -1022, -1074, -1075}[r.IntN(4)] + 4*r.Float64() - 2) / math.Log2(math.Abs(x))
	}
	dists := []struct {
		name   string
		gen    func() (float64, float64)
		simd   bool // every group in the SIMD loop
		escape bool // some groups left to the Go core
	}{
		{"bits", func() (float64, float64) { return math.Float64frombits(r.Uint64()), math.Float64frombits(r.Uint64()) }, false, false},
		{"moderate", func() (float64, float64) { return 10 * r.Float64(), 100*r.Float64() - 50 }, true, false},
		{"integer y", func() (float64, float64) { return 20*r.Float64() - 10, float64(r.IntN(129) - 64) }, true, false},
		{"negative x", func() (float64, float64) {
			return -10 * r.Float64(), float64(r.IntN(41)-20) + []float64{0, 0.5, 0.25, 0.7}[r.IntN(4)]
		}, true, false},
		{"special", func() (float64, float64) { return sx[r.IntN(len(sx))], sy[r.IntN(len(sy))] }, false, true},
		{"special in the loop", func() (float64, float64) { return sx[r.IntN(len(sx))], syLoop[r.IntN(len(syLoop))] }, true, false},
		{"special x", func() (float64, float64) { return sx[r.IntN(len(sx))], 100*r.Float64() - 50 }, true, false},
		{"subnormal x", func() (float64, float64) { return math.Float64frombits(r.Uint64() >> 12), 4*r.Float64() - 2 }, true, false},
		{"overflow, subnormal results", func() (float64, float64) {
			x := bigX()
			y := edge(x)
			if r.IntN(2) == 0 {
				y = math.Round(y)
			}
			return x, y
		}, true, false},
		{"large y", func() (float64, float64) {
			y := float64(r.Int64N(1<<62-256) + 256)
			if r.IntN(2) == 0 {
				y = math.Ldexp(r.Float64(), r.IntN(52)+8)
			}
			return bigX(), y * sgn()
		}, false, false},
		{"small x, edges", func() (float64, float64) {
			x := math.Ldexp(1+r.Float64(), r.IntN(20)-10)
			if x > 0.9 && x < 1.1 {
				x = 3
			}
			return x * sgn(), math.Round(edge(x))
		}, false, true},
		{"near 1", func() (float64, float64) {
			return math.Nextafter(sgn(), 0) + sgn()*float64(r.IntN(1000))*0x1p-52, math.Ldexp(float64(r.Uint64()>>11), r.IntN(20)-40)
		}, false, true},
	}
	for _, c := range powCases {
		for _, d := range dists {
			x, y, out := make([]float64, n+3), make([]float64, n+3), make([]float64, n+3)
			for i := range x {
				x[i], y[i] = d.gen()
			}
			args := []unsafe.Pointer{unsafe.Pointer(&x[0]), unsafe.Pointer(&y[0]), unsafe.Pointer(&out[0])}
			c.cpu(len(x), args, []int{8, 8, 8})
			for i := range x {
				want := c.f(x[i], y[i])
				if math.IsNaN(want) && math.IsNaN(out[i]) && !single[c.name] {
					continue // two NaNs met in the core: x86 keeps the first operand's, gc's choice
				}
				if math.Float64bits(out[i]) != math.Float64bits(want) {
					t.Fatalf("%s, %s: (%v, %v) (%#x, %#x): got %v (%#x), package math %v (%#x)", c.name, d.name, x[i], y[i],
						math.Float64bits(x[i]), math.Float64bits(y[i]), out[i], math.Float64bits(out[i]), want, math.Float64bits(want))
				}
			}
			if c.name != "Pow" || !simd.AVX2 {
				continue
			}
			// The groups the SIMD loop does and those it leaves to the
			// Go core, but the tail.
			vec, left := 0, 0
			for i := 0; i < len(x); {
				e, next := c.vec(len(x), args, i)
				vec += e - i
				if next < len(x) {
					left += next - e
				}
				i = next
			}
			t.Logf("%s, %s: %d of %d in the SIMD loop", c.name, d.name, vec, len(x))
			if d.simd && left > 0 {
				t.Errorf("%s, %s: %d elements left to the Go core", c.name, d.name, left)
			}
			if d.escape && left == 0 {
				t.Errorf("%s, %s: no group left to the Go core", c.name, d.name)
			}
		}
	}
}
// TestMathBitsPow32 checks math.Pow's float32 cores (on float64 halves)
// the same way.
func TestMathBitsPow32(t *testing.T) {
	n := 1 << 20
	if s := os.Getenv("KERN_SIMD_MATH_N"); s != "" {
		n, _ = strconv.Atoi(s)
	}
	r := rand.New(rand.NewPCG(38, 4))
	var sx, sy, syLoop []float32
	for _, x := range powX() {
		sx = append(sx, float32(x))
	}
	for _, y := range powY() {
		sy = append(sy, float32(y))
		if a := math.Abs(y); a < 255 || a >= 1<<63 || a != a {
			syLoop = append(syLoop, float32(y))
		}
	}
	sx = append(sx, math.Float32frombits(0x7fc00001), math.Float32frombits(0x7f800001), math.Float32frombits(0xffbfffff),
		math.SmallestNonzeroFloat32, -math.SmallestNonzeroFloat32, 0x1p-126, 0x1p-127, math.MaxFloat32, math.Nextafter32(1, 0), math.Nextafter32(1, 2))
	sgn := func() float32 { return float32(r.IntN(2)*2 - 1) }
	// edge is y for which |x|^y is near float32's 2^128, 2^-126, 2^-149 or 2^-150.
	edge := func(x float32) float32 {
		return float32(([]float64{128, -126, -149, -150}[r.IntN(4)] + 2*r.Float64() - 1) / math.Log2(math.Abs(float64(x))))
	}
	dists := []struct {
		name   string
		gen    func() (float32, float32)
		simd   bool
		escape bool
	}{
		{"bits", func() (float32, float32) { return math.Float32frombits(r.Uint32()), math.Float32frombits(r.Uint32()) }, false, false},
		{"moderate", func() (float32, float32) { return float32(10 * r.Float64()), float32(100*r.Float64() - 50) }, true, false},
		{"integer y", func() (float32, float32) { return float32(20*r.Float64() - 10), float32(r.IntN(129) - 64) }, true, false},
		{"negative x", func() (float32, float32) {
			return float32(-10 * r.Float64()), float32(r.IntN(41)-20) + []float32{0, 0.5, 0.25, 0.7}[r.IntN(4)]
		}, true, false},
		{"special", func() (float32, float32) { return sx[r.IntN(len(sx))], sy[r.IntN(len(sy))] }, false, true},
		{"special in the loop", func() (float32, float32) { return sx[r.IntN(len(sx))], syLoop[r.IntN(len(syLoop))] }, true, false},
		{"subnormal x", func() (float32, float32) { return math.Float32frombits(r.Uint32() >> 9), float32(4*r.Float64() - 2) }, true, false},
		{"overflow, subnormal results", func() (float32, float32) {
			x := float32(math.Ldexp(1+r.Float64(), r.IntN(40)-20)) * sgn()
			if a := math.Abs(float64(x)); a > 0.9 && a < 1.1 {
				x = 3
			}
			y := edge(x)
			if r.IntN(2) == 0 {
				y = float32(math.Round(float64(y)))
			}
			return x, y
		}, false, false},
		{"near 1", func() (float32, float32) {
			return math.Nextafter32(sgn(), 0) + sgn()*float32(r.IntN(100))*0x1p-23, float32(math.Ldexp(float64(r.Uint32()), r.IntN(10)-8))
		}, false, true},
	}
	for _, c := range powCases32 {
		for _, d := range dists {
			x, y, out := make([]float32, n+7), make([]float32, n+7), make([]float32, n+7)
			for i := range x {
				x[i], y[i] = d.gen()
			}
			args := []unsafe.Pointer{unsafe.Pointer(&x[0]), unsafe.Pointer(&y[0]), unsafe.Pointer(&out[0])}
			c.cpu(len(x), args, []int{4, 4, 4})
			for i := range x {
				want := c.f(x[i], y[i])
				if math.Float32bits(out[i]) != math.Float32bits(want) {
					t.Fatalf("%s, %s: (%v, %v) (%#x, %#x): got %v (%#x), Go %v (%#x)", c.name, d.name, x[i], y[i],
						math.Float32bits(x[i]), math.Float32bits(y[i]), out[i], math.Float32bits(out[i]), want, math.Float32bits(want))
				}
			}
			if !simd.AVX2 {
				continue
			}
			vec, left := 0, 0
			for i := 0; i < len(x); {
				e, next := c.vec(len(x), args, i)
				vec += e - i
				if next < len(x) {
					left += next - e
				}
				i = next
			}
			t.Logf("%s, %s: %d of %d in the SIMD loop", c.name, d.name, vec, len(x))
			if d.simd && left > 0 {
				t.Errorf("%s, %s: %d elements left to the Go core", c.name, d.name, left)
			}
			if d.escape && left == 0 {
				t.Errorf("%s, %s: no group left to the Go core", c.name, d.name)
			}
		}
	}
}
