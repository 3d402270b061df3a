package mathacc

import (
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"

	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
)

// nanULP is the distance of a NaN from a number: a mismatch no bound allows.
const nanULP = math.MaxUint64

// ord64 maps a float64 to an integer in the same order, with ±0 both 0,
// so that the difference of two ords is their distance in ULPs.
func ord64(x float64) int64 {
	b := math.Float64bits(x)
	if b>>63 != 0 {
		return -int64(b &^ (1 << 63))
	}
	return int64(b)
}

func ord32(x float32) int64 {
	b := math.Float32bits(x)
	if b>>31 != 0 {
		return -int64(b &^ (1 << 31))
	}
	return int64(b)
}

// distOrd is |a-b| without overflow: the true distance is below 2^64.
func distOrd(a, b int64) uint64 {
	if a > b {
		return uint64(a) - uint64(b)
	}
	return uint64(b) - uint64(a)
}

// dist is the ULP distance of got from want in the precision of the
// measurement (float32 when f32). Any NaN equals any NaN; NaN against a
// number is nanULP.
func dist(got, want float64, f32 bool) uint64 {
	gn, wn := math.IsNaN(got), math.IsNaN(want)
	switch {
	case gn && wn:
		return 0
	case gn || wn:
		return nanULP
	case f32:
		return distOrd(ord32(float32(got)), ord32(float32(want)))
	}
	return distOrd(ord64(got), ord64(want))
}

// zeroSignDiffers reports +0 against -0, which dist counts as equal.
func zeroSignDiffers(got, want float64) bool {
	return got == 0 && want == 0 && math.Signbit(got) != math.Signbit(want)
}

// result is the measurement of one function in one precision.
type result struct {
	fn        string
	f32       bool
	fused     bool   // compiled with FMA contraction
	n         int    // inputs compared
	maxULP    uint64 // largest distance seen
	worst     []float64
	worstGot  float64
	worstWant float64
	inexact   int       // inputs with a nonzero distance
	zeroSign  int       // +0 against -0
	zeroAt    []float64 // one such input
	altRef    int       // float64 inputs compared with f.alt (host known wrong)
	skipped   int       // float64 inputs where the host is wrong and no alt exists
}

func (r *result) observe(args []float64, got, want float64) {
	r.n++
	d := dist(got, want, r.f32)
	if d > 0 {
		r.inexact++
	}
	if d > r.maxULP || r.worst == nil {
		r.maxULP, r.worst, r.worstGot, r.worstWant = d, append([]float64(nil), args...), got, want
	}
	if zeroSignDiffers(got, want) {
		r.zeroSign++
		if r.zeroAt == nil {
			r.zeroAt = append([]float64(nil), args...)
		}
	}
}

// inputs returns f's edge cases followed by n random argument lists, as
// float64 values already rounded to float32 when f32. The stream depends
// only on seed, the function and the precision.
func inputs(f mfunc, f32 bool, n int, seed uint64) (args [][]float64, nEdges int) {
	narrow := func(a []float64) []float64 {
		if f32 {
			for i := range a {
				a[i] = float64(float32(a[i]))
			}
		}
		return a
	}
	for _, e := range edgeCases(f) {
		args = append(args, narrow(append([]float64(nil), e...)))
	}
	nEdges = len(args)
	h := fnv.New64a()
	fmt.Fprintf(h, "%s/%v", f.name, f32)
	r := rand.New(rand.NewPCG(seed, h.Sum64()))
	for i := range n {
		args = append(args, narrow(f.gens[i%len(f.gens)](r, f32)))
	}
	return args, nEdges
}

// batchSize is the inputs per interpreter call: large enough to amortize
// the interpreter's per-call verification of the module.
const batchSize = 4096

// stepLimit bounds one batch: Mod of 1e300 by 1e-300 loops ~2000 times.
const stepLimit = 1 << 40

// runIR computes f on every argument list in the interpreter through the
// batch function fN (one interp.Call per batchSize inputs).
func runIR(batch *ir.Function, arity int, f32 bool, args [][]float64) ([]float64, error) {
	got := make([]float64, 0, len(args))
	cfg := interp.Config{StepLimit: stepLimit}
	for lo := 0; lo < len(args); lo += batchSize {
		chunk := args[lo:min(lo+batchSize, len(args))]
		slices := make([]any, arity+1)
		if f32 {
			cols := make([][]float32, arity+1)
			for k := range cols {
				cols[k] = make([]float32, len(chunk))
				slices[k] = cols[k]
			}
			for i, a := range chunk {
				for k, x := range a {
					cols[k][i] = float32(x)
				}
			}
			if _, err := cfg.Call(batch, slices...); err != nil {
				return nil, err
			}
			for _, y := range cols[arity] {
				got = append(got, float64(y))
			}
			continue
		}
		cols := make([][]float64, arity+1)
		for k := range cols {
			cols[k] = make([]float64, len(chunk))
			slices[k] = cols[k]
		}
		for i, a := range chunk {
			for k, x := range a {
				cols[k][i] = x
			}
		}
		if _, err := cfg.Call(batch, slices...); err != nil {
			return nil, err
		}
		got = append(got, cols[arity]...)
	}
	return got, nil
}

// callIR runs the vectorize function itself on one argument list through
// interp.Call.
func callIR(fn *ir.Function, f32 bool, a []float64) (float64, error) {
	in := make([]any, len(a))
	for i, x := range a {
		if f32 {
			in[i] = float32(x)
		} else {
			in[i] = x
		}
	}
	out, err := interp.Call(fn, in...)
	if err != nil {
		return 0, err
	}
	switch v := out[0].(type) {
	case float32:
		return float64(v), nil
	case float64:
		return v, nil
	}
	return 0, fmt.Errorf("%s returned %T", fn.Name, out[0])
}

// sameBits compares two results exactly (any NaN equals any NaN).
func sameBits(x, y float64) bool {
	return math.IsNaN(x) && math.IsNaN(y) || math.Float64bits(x) == math.Float64bits(y)
}

// measure compares f in one precision with the host on n random inputs
// plus the edge cases. The edge cases also go through interp.Call of the
// vectorize function, which must agree bit for bit with the batch function.
func measure(mod *ir.Module, f mfunc, f32 bool, n int, seed uint64) (result, error) {
	res := result{fn: f.name, f32: f32}
	typ := "float64"
	if f32 {
		typ = "float32"
	}
	vec, batch := mod.Func(mathkPkg+"."+f.name+"["+typ+"]"), mod.Func(mathkPkg+"."+f.name+"N["+typ+"]")
	if vec == nil || batch == nil {
		return res, fmt.Errorf("%s[%s]: function or its batch function missing from the module", f.name, typ)
	}
	args, nEdges := inputs(f, f32, n, seed)
	got, err := runIR(batch, f.arity, f32, args)
	if err != nil {
		return res, fmt.Errorf("%s[%s]: %w", f.name, typ, err)
	}
	for i, a := range args {
		if i < nEdges {
			c, err := callIR(vec, f32, a)
			if err != nil {
				return res, fmt.Errorf("%s[%s]%v: interp.Call: %w", f.name, typ, a, err)
			}
			if !sameBits(c, got[i]) {
				return res, fmt.Errorf("%s[%s]%v: interp.Call gives %v, the batch function %v", f.name, typ, a, c, got[i])
			}
		}
		want := f.host(a)
		if f32 {
			want = float64(float32(want))
		} else if f.hostWrong != nil && f.hostWrong(a) {
			if f.alt == nil {
				res.skipped++
				continue
			}
			res.altRef++
			want = f.alt(a)
		}
		res.observe(a, got[i], want)
	}
	return res, nil
}
