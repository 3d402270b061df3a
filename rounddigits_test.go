package kern_test

import (
	"bufio"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/kernlab/kern"
)

// roundCase is a line of testdata/round_digits.txt (written by
// testdata/round_digits.py): x and ndigits, kern's result, numba-cuda's
// (its CUDA lowering modelled in Python) and CPython's round of the
// float64 value; floats as bits of their kind, CPython's as float64.
type roundCase struct {
	f32             bool
	x               uint64
	nd              int
	kern, cuda      uint64
	py              uint64
	pyOverflow      bool
	src, line       string
	xf, kernf, cudf float64 // the values, float32 ones widened
}

func roundCases(t *testing.T) []roundCase {
	t.Helper()
	f, err := os.Open("testdata/round_digits.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cs []roundCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		w := strings.Fields(line)
		if len(w) != 7 {
			t.Fatalf("bad line %q", line)
		}
		c := roundCase{f32: w[0] == "f32", src: w[6], line: line}
		hex := func(s string) uint64 {
			v, err := strconv.ParseUint(s, 16, 64)
			if err != nil {
				t.Fatalf("line %q: %v", line, err)
			}
			return v
		}
		c.x, c.kern, c.cuda = hex(w[1]), hex(w[3]), hex(w[4])
		if c.nd, err = strconv.Atoi(w[2]); err != nil {
			t.Fatal(err)
		}
		if c.pyOverflow = w[5] == "ovf"; !c.pyOverflow {
			c.py = hex(w[5])
		}
		val := func(b uint64) float64 {
			if c.f32 {
				return float64(math.Float32frombits(uint32(b)))
			}
			return math.Float64frombits(b)
		}
		c.xf, c.kernf, c.cudf = val(c.x), val(c.kern), val(c.cuda)
		cs = append(cs, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(cs) < 1000 {
		t.Fatalf("%d cases in testdata/round_digits.txt", len(cs))
	}
	return cs
}

// roundBits is RoundDigits of the case on the host, as bits of its kind.
func roundBits(c roundCase) uint64 {
	if c.f32 {
		return uint64(math.Float32bits(kern.RoundDigits(math.Float32frombits(uint32(c.x)), c.nd)))
	}
	return math.Float64bits(kern.RoundDigits(math.Float64frombits(c.x), c.nd))
}

func sameFloatBits(f32 bool, a, b uint64) bool {
	if f32 {
		x, y := math.Float32frombits(uint32(a)), math.Float32frombits(uint32(b))
		return a == b || x != x && y != y
	}
	x, y := math.Float64frombits(a), math.Float64frombits(b)
	return a == b || x != x && y != y
}

// TestRoundDigitsGolden: RoundDigits against the script's values, and
// against numba-cuda's wherever numba-cuda's int64 rounding is exact:
// kern departs from it only where |x·10^ndigits| reaches 2^63 (numba-cuda
// saturates), in the sign of a zero, and for ndigits outside
// [-308, 323] (numba-cuda gives NaN); each of those must occur.
// numba's test_round_to_f8 (ndigits -5…5) asserts CPython's value
// exactly: so does this.
func TestRoundDigitsGolden(t *testing.T) {
	departs := map[string]int{}
	for _, c := range roundCases(t) {
		got := roundBits(c)
		if !sameFloatBits(c.f32, got, c.kern) {
			t.Errorf("%s: RoundDigits = %x, want %x", c.line, got, c.kern)
			continue
		}
		if !sameFloatBits(c.f32, got, c.cuda) {
			switch y := math.Abs(c.xf) * math.Pow(10, float64(c.nd)); {
			case c.nd > 323 || c.nd < -308:
				departs["ndigits"]++
			case y >= 0x1p63*(1-1e-12) && !math.IsInf(y, 0):
				departs["saturation"]++
			case c.kernf == 0 && c.cudf == 0:
				departs["zero sign"]++
			default:
				t.Errorf("%s: RoundDigits = %x, numba-cuda %x", c.line, got, c.cuda)
			}
		}
		if c.src == "round_to_f8" && c.nd >= -5 && c.nd <= 5 && !sameFloatBits(false, got, c.py) {
			t.Errorf("%s: RoundDigits = %x, CPython %x", c.line, got, c.py)
		}
	}
	for _, k := range []string{"ndigits", "saturation", "zero sign"} {
		if departs[k] == 0 {
			t.Errorf("no case where kern departs from numba-cuda by %s", k)
		}
	}
	t.Logf("departures from numba-cuda: %v", departs)
}

// TestRoundDigitsPython: Python's semantics at the edges, float64, with
// CPython's values where CPython agrees and the binary-halfway cases
// where it does not (CPython rounds the decimal value of x; numba and
// kern round x·10^ndigits).
func TestRoundDigitsPython(t *testing.T) {
	negz := math.Copysign(0, -1)
	inf, nan := math.Inf(1), math.NaN()
	for _, c := range []struct {
		x    float64
		nd   int
		want float64
		py   float64 // CPython's where it differs, else 0
	}{
		{0.125, 2, 0.12, 0}, // halfway in binary too: to even
		{0.375, 2, 0.38, 0},
		{1.5, 0, 2, 0}, {2.5, 0, 2, 0}, {-2.5, 0, -2, 0}, {9.5, 0, 10, 0},
		{-0.5, 0, negz, 0}, {0.5, 0, 0, 0}, {-0.4, 0, negz, 0}, {-4, -1, negz, 0},
		{negz, 3, negz, 0}, {negz, -3, negz, 0}, {negz, 400, negz, 0},
		{0.5425, 3, 0.542, 0},
		{2.675, 2, 2.68, 2.67}, // 2.675 is 2.67499999999999982236431605997495353221893310546875; ·100 rounds to 267.5
		{-56.45, 1, -56.4, -56.5},
		{1e300, 0, 1e300, 0}, {-1e20, 0, -1e20, 0}, {1e20, 0, 1e20, 0},
		{2.675, 19, 2.675, 0}, {0.125, 20, 0.125, 0},
		{1.5, 300, 1.5, 0}, {1.5, -300, 0, 0}, {-1.5, -300, negz, 0},
		{1.5, 323, 1.5, 0}, {1.5, 324, 1.5, 0}, {1.5, 1 << 40, 1.5, 0},
		{1.5, -308, 0, 0}, {1.5, -309, 0, 0}, {-1.5, -309, negz, 0}, {1e308, -309, 0, 0}, {1.5, math.MinInt, 0, 0},
		{inf, 2, inf, 0}, {-inf, -2, -inf, 0}, {inf, -400, inf, 0},
		{math.MaxFloat64, 12, math.MaxFloat64, 0},
		{math.MaxFloat64, -300, 1.7976931300000012e308, 1.79769313e308}, // numba's 10^300 is not 1e300 {math.MaxFloat64, -308, inf, 0}, // CPython raises OverflowError
		{5e-324, 324, 5e-324, 0},
		{12345.6789, -2, 12300, 0}, {-12345.6789, 3, -12345.679, 0},
	} {
		got := kern.RoundDigits(c.x, c.nd)
		if math.Float64bits(got) != math.Float64bits(c.want) {
			t.Errorf("RoundDigits(%v, %d) = %v, want %v", c.x, c.nd, got, c.want)
		}
		if f := kern.RoundDigits(float32(c.x), c.nd); c.x == float64(float32(c.x)) && math.Float32bits(f) != math.Float32bits(float32(c.want)) {
			t.Errorf("RoundDigits(float32(%v), %d) = %v, want %v", c.x, c.nd, f, float32(c.want))
		}
	}
	if got := kern.RoundDigits(nan, 3); got == got {
		t.Errorf("RoundDigits(NaN, 3) = %v", got)
	}
	// float32 is computed in float64 and rounded once (numba-cuda's
	// test_round_to_f4_halfway): float32(0.3425) is 0.34250000119…, and
	// ·1000 is 342.50000119 in float64 (0.343), 342.5 in float32 (0.342).
	if got := kern.RoundDigits(float32(0.3425), 3); got != 0.343 {
		t.Errorf("RoundDigits(float32(0.3425), 3) = %v, want 0.343", got)
	}
	if got := kern.RoundDigits(float32(math.MaxFloat32), 300); got != math.MaxFloat32 {
		t.Errorf("RoundDigits(MaxFloat32, 300) = %v", got)
	}
}
