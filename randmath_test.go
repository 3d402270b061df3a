package kern

import (
	"math"
	"math/rand/v2"
	"testing"
)

// exactLog and exactCos must be package math's Log and Cos bit for bit
// over the normals' domains and their edges (on amd64, whose Go compiler
// never fuses, math.Cos is the same Go source; math.Log is assembly that
// agrees with Go's source there, but not on subnormals nor at
// x = √2/2·2^k, k ≠ 0, where it reduces the other way).
func TestExactLogCos(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	// No subnormals: amd64's assembly Log treats them as 2^-1022
	// (docs/math-accuracy.md), the normals never take one.
	logIn := []float64{0, math.Copysign(0, -1), -1, math.Inf(1), math.Inf(-1), math.NaN(), 1, 0x1p-53, 0x1p-24, 0x1p-1022, math.MaxFloat64, math.Sqrt2 / 2, math.Nextafter(math.Sqrt2/2, 0), 2, 0.5}
	for range 200000 {
		logIn = append(logIn, float64(r.Uint64()>>11+1)*0x1p-53, float64(r.Uint32()>>8+1)*0x1p-24, math.Exp(r.NormFloat64()*100))
	}
	for _, x := range logIn {
		got, want := exactLog(x), math.Log(x)
		if math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
			t.Fatalf("exactLog(%v) = %v, math.Log %v", x, got, want)
		}
	}
	cosIn := []float64{0, math.Copysign(0, -1), math.Pi / 4, math.Pi / 2, math.Pi, 2 * math.Pi, float64(float32(2 * math.Pi)),
		math.Nextafter(2*math.Pi, 0), -3, 1e6, 0x1p29 - 1, math.NaN(), math.Inf(1), math.Inf(-1)}
	for range 200000 {
		cosIn = append(cosIn, 2*math.Pi*(float64(r.Uint64()>>11)*0x1p-53), float64(float32(2*math.Pi)*(float32(r.Uint32()>>8)*0x1p-24)),
			(r.Float64()*2-1)*0x1p29)
	}
	for _, x := range cosIn {
		got, want := exactCos(x), math.Cos(x)
		if math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
			t.Fatalf("exactCos(%v) = %v, math.Cos %v", x, got, want)
		}
	}
}
