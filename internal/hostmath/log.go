package hostmath

import "math"

// The constants of log_amd64.s.
const (
	hSqrt2 = 7.07106781186547524401e-01 // sqrt(2)/2
	ln2Hi  = 6.93147180369123816490e-01 // 0x3fe62e42fee00000
	ln2Lo  = 1.90821492927058770002e-10 // 0x3dea39ef35793c76
	l1     = 6.666666666666735130e-01   // 0x3FE5555555555593
	l2     = 3.999999999940941908e-01   // 0x3FD999999997FA04
	l3     = 2.857142874366239149e-01   // 0x3FD2492494229359
	l4     = 2.222219843214978396e-01   // 0x3FCC71C51D8E78AF
	l5     = 1.818357216161805012e-01   // 0x3FC7466496CB03DE
	l6     = 1.531383769920937332e-01   // 0x3FC39A09D078C69F
	l7     = 1.479819860511658591e-01   // 0x3FC2F112DF3E5244
)

// Log is math.Log as Go's amd64 assembly (log_amd64.s) computes it, step
// for step: its frexp reads the exponent field as it is, so subnormals are
// taken for numbers near 2^-1022 (golang/go#56600), and it halves f1
// below or at √2/2 (CMPSD's not-less-than).
//
//kern:vectorize
func Log(x float64) float64 {
	b := math.Float64bits(x)
	switch {
	case b&^(1<<63) == 0:
		return math.Inf(-1)
	case int64(b) < 0:
		return math.Float64frombits(0x7FF8000000000001)
	case b >= 0x7FF0000000000000:
		return x
	}
	f1 := math.Float64frombits(b&0x000FFFFFFFFFFFFF | 0x3FE0000000000000)
	k := float64(int64(b>>52&0x7FF) - 0x3FE)
	if !(hSqrt2 < f1) {
		k -= 1
		f1 *= 2
	}
	// Every product is rounded before the sum it feeds, as the assembly
	// does (float64(…) keeps GOAMD64=v3 from fusing them).
	f := f1 - 1
	s := f / (2 + f)
	s2 := s * s
	s4 := s2 * s2
	t1 := s2 * (float64(float64(float64(float64(l7*s4)+l5)*s4)+l3)*s4 + l1)
	t2 := s4 * (float64(float64(float64(l6*s4)+l4)*s4) + l2)
	R := t1 + t2
	hfsq := 0.5 * f * f
	return float64(k*ln2Hi) - ((hfsq - (float64(s*(R+hfsq)) + float64(k*ln2Lo))) - f)
}
