package mathacc

import (
	"math"
	"math/rand/v2"
)

// gen draws one argument list for a function; f32 narrows log-uniform
// ranges to float32's so that the float32 forms are not mostly ±Inf and 0.
type gen func(r *rand.Rand, f32 bool) []float64

// mfunc is one math function under test.
type mfunc struct {
	name  string // the mathk function, also the math function
	arity int
	host  func(a []float64) float64 // Go's math on the host
	gens  []gen                     // random inputs, used round-robin
	edges [][]float64               // extra edge cases (the common ones are added)
	// hostWrong reports float64 inputs where the host's assembly is known
	// to be wrong; alt, when set, is a correct reference for them,
	// otherwise they are counted as skipped.
	hostWrong func(a []float64) bool
	alt       func(a []float64) float64
	altNote   string // what alt is, for the report
	// truth, when set, is the correctly rounded value: the report says how
	// far the IR and the host are from it at the worst input.
	truth func(a []float64) float64
	note  string
}

// uni is uniform on [lo, hi) for every argument.
func uni(lo, hi float64) gen {
	return func(r *rand.Rand, _ bool) []float64 { return []float64{lo + (hi-lo)*r.Float64()} }
}

// logu is log-uniform in magnitude on [lo, hi), with a random sign when
// signed is set.
func logu(lo, hi float64, signed bool) gen {
	return func(r *rand.Rand, f32 bool) []float64 {
		l, h := lo, hi
		if f32 {
			l, h = max(l, 0x1p-149), min(h, math.MaxFloat32)
		}
		x := math.Exp(math.Log(l) + (math.Log(h)-math.Log(l))*r.Float64())
		if signed && r.IntN(2) == 0 {
			x = -x
		}
		return []float64{x}
	}
}

// near is c + s·d with d log-uniform on [lo, hi) and s = ±1 (or +1 when
// one-sided): inputs around a branch point or pole.
func near(c, lo, hi float64, oneSided bool) gen {
	g := logu(lo, hi, !oneSided)
	return func(r *rand.Rand, f32 bool) []float64 { return []float64{c + g(r, false)[0]} }
}

// pair, triple draw each argument from its own generator.
func pair(x, y gen) gen {
	return func(r *rand.Rand, f32 bool) []float64 { return []float64{x(r, f32)[0], y(r, f32)[0]} }
}

func triple(x, y, z gen) gen {
	return func(r *rand.Rand, f32 bool) []float64 {
		return []float64{x(r, f32)[0], y(r, f32)[0], z(r, f32)[0]}
	}
}

// integral rounds g's value to an integer (Pow with integer exponents).
func integral(g gen) gen {
	return func(r *rand.Rand, f32 bool) []float64 { return []float64{math.Round(g(r, f32)[0])} }
}

// halves rounds g's value to a multiple of ½ (Round, Gamma).
func halves(g gen) gen {
	return func(r *rand.Rand, f32 bool) []float64 { return []float64{math.Round(2*g(r, f32)[0]) / 2} }
}

func u1(f func(float64) float64) func([]float64) float64 {
	return func(a []float64) float64 { return f(a[0]) }
}

func u2(f func(float64, float64) float64) func([]float64) float64 {
	return func(a []float64) float64 { return f(a[0], a[1]) }
}

// subnormal reports a nonzero float64 subnormal.
func subnormal(x float64) bool { return x != 0 && math.Abs(x) < 0x1p-1022 }

func wrongLog(a []float64) bool { return subnormal(a[0]) }

const logNote = "subnormal x against log(x·2^64) − 64·ln 2 (the host's Log treats subnormals as 2^-1022)"

// Common edge cases for every argument.
var (
	maxSub = math.Float64frombits(0x000fffffffffffff)
	edges1 = []float64{
		0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(),
		5e-324, -5e-324, maxSub, -maxSub, 0x1p-1022, math.MaxFloat64, -math.MaxFloat64,
		1, -1, 0.5, -0.5, 1.5, -1.5, 2, -2, 2.5, -2.5, 3, -3, 10, -10,
		1e300, -1e300, 1e-300, 1e22, -1e22, 0x1p29, 0x1p30, 0x1p52, 0x1p53, 0x1p63,
		math.Pi, -math.Pi, math.Pi / 2, -math.Pi / 2, math.Pi / 4, 2 * math.Pi,
		math.Nextafter(1, 2), math.Nextafter(1, 0), math.Nextafter(-1, -2), math.Nextafter(-1, 0),
		0.49999999999999994, -0.49999999999999994, 1e-8, -1e-8, 0x1p-28, 0x1p-54,
		170, 171, 171.6, 172, -170.5, -171.5, 709.78, 710, -745, -746, 88.7, 89, -103, -150,
		1e-45, 1.1754942e-38, math.MaxFloat32, -math.MaxFloat32, 0x1p-126, 0x1p-149, 0x1p-127,
		float64(math.Nextafter32(1, 2)), float64(math.Nextafter32(1, 0)), 28, 27, 6, -6, 0.84375, 1.25,
	}
	// edges2 is crossed with itself for binary functions.
	edges2 = []float64{
		0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), 5e-324, -maxSub,
		1, -1, 0.5, -0.5, 1.5, -1.5, 2, -2, 3, -3, 1e300, -1e-300, 1e22, math.MaxFloat64,
		math.Nextafter(1, 2), math.Nextafter(1, 0), math.Pi, 0x1p53 + 2, 0x1p63, 1e-10, 7,
	}
	edges3 = []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(),
		5e-324, 1, -1, 0x1p-60, 1e300, -1e-300, 3,
	}
)

var (
	trig = []gen{uni(-2*math.Pi, 2*math.Pi), logu(1e-10, 1e6, true), logu(1e6, 1e22, true), logu(1e22, 1e300, true)}
	logs = []gen{logu(1e-307, 1e308, false), uni(0.5, 2), near(1, 1e-16, 1e-2, false)}
	tiny = logu(1e-20, 1, true)
	wide = logu(1e-300, 1e300, true)
	// modGens draws huge quotients (which Mod reduces one bit per loop
	// iteration) one time in eight to keep the run time reasonable.
	modGens = []gen{pair(logu(1e-10, 1e30, true), logu(1e-10, 1e10, true)), pair(uni(-100, 100), uni(-10, 10)),
		pair(logu(1e-10, 1e30, true), logu(1e-10, 1e10, true)), pair(uni(-1e6, 1e6), uni(-1, 1)),
		pair(logu(1e-10, 1e30, true), logu(1e-10, 1e10, true)), pair(uni(-100, 100), uni(-10, 10)),
		pair(logu(1, 1e15, true), logu(1e-3, 1e3, true)), pair(wide, wide)}
	ints = []gen{uni(-1e6, 1e6), logu(1e-5, 1e17, true), uni(-3, 3), halves(uni(-1e4, 1e4))}
)

func funcs() []mfunc {
	return []mfunc{
		{name: "Sqrt", arity: 1, host: u1(math.Sqrt), gens: []gen{logu(1e-310, 1e308, false), uni(0, 4)}},
		{name: "Exp", arity: 1, host: u1(math.Exp), gens: []gen{uni(-746, 710), uni(-1, 1), tiny, uni(-90, 90), uni(709, 710)},
			hostWrong: func(a []float64) bool { return a[0] > 0 && expOverflowsEarly(a) }, alt: u1(expRef),
			altNote: "709 ≤ x < 709.7827, where the host's Exp overflows early, against a 320-bit exp", truth: u1(expRef),
			note: "host: amd64 assembly"},
		{name: "Exp2", arity: 1, host: u1(math.Exp2), gens: []gen{uni(-1076, 1024), uni(-1, 1), tiny, uni(-150, 128)}},
		{name: "Expm1", arity: 1, host: u1(math.Expm1), gens: []gen{uni(-40, 710), tiny, uni(-1, 1)}},
		{name: "Log", arity: 1, host: u1(math.Log), gens: logs, hostWrong: wrongLog, alt: u1(logScaled), altNote: logNote,
			note: "host: amd64 assembly"},
		{name: "Log2", arity: 1, host: u1(math.Log2), gens: logs},
		{name: "Log10", arity: 1, host: u1(math.Log10), gens: logs, hostWrong: wrongLog,
			alt: func(a []float64) float64 { return logScaled(a[0]) * (1 / math.Ln10) }, altNote: logNote},
		{name: "Log1p", arity: 1, host: u1(math.Log1p),
			gens: []gen{logu(1e-20, 1e300, false), uni(-1, 1), logu(1e-20, 1, true), near(-1, 1e-16, 1e-2, true)}},
		{name: "Sin", arity: 1, host: u1(math.Sin), gens: trig},
		{name: "Cos", arity: 1, host: u1(math.Cos), gens: trig},
		{name: "Tan", arity: 1, host: u1(math.Tan), gens: append([]gen{near(math.Pi/2, 1e-12, 1e-2, false)}, trig...)},
		{name: "Asin", arity: 1, host: u1(math.Asin), gens: []gen{uni(-1, 1), tiny, near(1, 1e-16, 1e-2, true)}},
		{name: "Acos", arity: 1, host: u1(math.Acos), gens: []gen{uni(-1, 1), tiny, near(-1, 1e-16, 1e-2, true)}},
		{name: "Atan", arity: 1, host: u1(math.Atan), gens: []gen{logu(1e-20, 1e20, true), uni(-4, 4)}},
		{name: "Atan2", arity: 2, host: u2(math.Atan2), gens: []gen{pair(wide, wide), pair(uni(-1, 1), uni(-1, 1))}},
		{name: "Sinh", arity: 1, host: u1(math.Sinh), gens: []gen{uni(-711, 711), tiny, uni(-2, 2)},
			hostWrong: expOverflowsEarly, alt: u1(halfExpRef), truth: u1(sinhRef),
			altNote: "709 ≤ |x| < 709.7827 against a 320-bit e^|x|/2 (host Exp overflows early)", note: "uses Exp; Go overflows to ±Inf for 709.78 < |x| ≤ 710.47"},
		{name: "Cosh", arity: 1, host: u1(math.Cosh), gens: []gen{uni(-711, 711), tiny, uni(-2, 2)},
			hostWrong: expOverflowsEarly, alt: func(a []float64) float64 { return halfExpRef(math.Abs(a[0])) }, truth: u1(coshRef),
			altNote: "709 ≤ |x| < 709.7827 against a 320-bit e^|x|/2 (host Exp overflows early)",
			note:    "uses Exp; Go overflows to +Inf for 709.78 < |x| ≤ 710.47"},
		{name: "Tanh", arity: 1, host: u1(math.Tanh), gens: []gen{uni(-20, 20), tiny, uni(-1, 1)}, truth: u1(tanhRef)},
		{name: "Asinh", arity: 1, host: u1(math.Asinh), gens: []gen{logu(1e-20, 1e300, true), uni(-2, 2)}},
		{name: "Acosh", arity: 1, host: u1(math.Acosh), gens: []gen{near(1, 1e-16, 1, true), logu(1, 1e300, false)}},
		{name: "Atanh", arity: 1, host: u1(math.Atanh),
			gens: []gen{uni(-1, 1), tiny, near(1, 1e-16, 1e-1, true), near(-1, 1e-16, 1e-1, true)}},
		{name: "Erf", arity: 1, host: u1(math.Erf), gens: []gen{uni(-6, 6), tiny, uni(-1, 1)}},
		{name: "Erfc", arity: 1, host: u1(math.Erfc), gens: []gen{uni(-6, 28), tiny, uni(-1, 1)}},
		{name: "Gamma", arity: 1, host: u1(math.Gamma),
			gens: []gen{uni(-171.5, 171.7), uni(0, 10), logu(1e-10, 1, true), halves(uni(-180, 180)), near(-3, 1e-14, 1e-2, false)}},
		{name: "Lgamma", arity: 1, host: func(a []float64) float64 { l, _ := math.Lgamma(a[0]); return l },
			gens: []gen{uni(-200, 200), logu(1e-10, 1e300, false), uni(0, 10), halves(uni(-50, 50)),
				near(1, 1e-16, 1e-2, false), near(2, 1e-16, 1e-2, false), near(-2.5, 1e-14, 1e-2, false)},
			hostWrong: wrongLog, alt: func(a []float64) float64 { return -logScaled(math.Abs(a[0])) }, altNote: logNote,
			note: "first result"},
		{name: "Cbrt", arity: 1, host: u1(math.Cbrt), gens: []gen{wide, uni(-8, 8)}},
		{name: "Floor", arity: 1, host: u1(math.Floor), gens: ints, note: "host: amd64 assembly"},
		{name: "Ceil", arity: 1, host: u1(math.Ceil), gens: ints, note: "host: amd64 assembly"},
		{name: "Trunc", arity: 1, host: u1(math.Trunc), gens: ints, note: "host: amd64 assembly"},
		{name: "Round", arity: 1, host: u1(math.Round), gens: ints},
		{name: "Abs", arity: 1, host: u1(math.Abs), gens: []gen{wide}},
		{name: "Pow", arity: 2, host: u2(math.Pow),
			gens: []gen{pair(logu(1e-10, 1e10, false), uni(-30, 30)), pair(uni(0, 2), uni(-100, 100)),
				pair(logu(1e-3, 1e3, true), integral(uni(-60, 60))), pair(near(1, 1e-12, 1e-3, false), logu(1, 1e9, true)),
				pair(wide, uni(-1, 1)), pair(uni(-4, 4), halves(uni(-8, 8)))},
			edges: [][]float64{{-8, 1.0 / 3}, {2, 1024}, {2, 1023.999}, {2, -1074}, {2, -1075}, {0.5, 1075},
				{-2, 1023}, {-2, 1025}, {10, 308.25}, {10, -323.5}, {math.Nextafter(1, 2), 0x1p62}},
			hostWrong: func(a []float64) bool { return subnormal(a[0]) && a[1] != math.Trunc(a[1]) },
			truth:     powRef, note: "uses Log, Exp"},
		{name: "Hypot", arity: 2, host: u2(math.Hypot), gens: []gen{pair(wide, wide), pair(uni(-10, 10), uni(-10, 10))},
			note: "host: amd64 assembly"},
		{name: "Copysign", arity: 2, host: u2(math.Copysign), gens: []gen{pair(wide, wide)}},
		{name: "Mod", arity: 2, host: u2(math.Mod),
			gens: modGens},
		{name: "Remainder", arity: 2, host: u2(math.Remainder),
			gens: modGens},
		{name: "FMA", arity: 3, host: func(a []float64) float64 { return math.FMA(a[0], a[1], a[2]) },
			gens: []gen{triple(uni(-1, 1), uni(-1, 1), uni(-1, 1)), triple(logu(1e-100, 1e100, true), logu(1e-100, 1e100, true), logu(1e-200, 1e200, true))}},
	}
}

// edgeCases lists the edge-case argument lists of f: the common edges
// (crossed for binary and ternary functions) and f's own.
func edgeCases(f mfunc) [][]float64 {
	var out [][]float64
	switch f.arity {
	case 1:
		for _, x := range edges1 {
			out = append(out, []float64{x})
		}
	case 2:
		for _, x := range edges2 {
			for _, y := range edges2 {
				out = append(out, []float64{x, y})
			}
		}
	case 3:
		for _, x := range edges3 {
			for _, y := range edges3 {
				for _, z := range edges3 {
					out = append(out, []float64{x, y, z})
				}
			}
		}
	}
	return append(out, f.edges...)
}
