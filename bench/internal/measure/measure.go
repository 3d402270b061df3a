package measure

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// ErrBadRow is a row that cannot be used: no samples, a non-positive time
// or a negative byte count.
var ErrBadRow = errors.New("measure: invalid row")

// Row is one measurement. Samples are seconds per call, each the mean over
// Inner consecutive calls (so that calls of a few µs are timed over a long
// enough interval).
type Row struct {
	Suite    string `json:"suite"`    // "cpu" or "gpu"
	Workload string `json:"workload"` // "discriminant", "copy", "reduce", "dispatch", ...
	Impl     string `json:"impl"`     // "kern-parallel-gen", "numba-cpu", "go-copy", ...
	Lang     string `json:"lang"`     // "go" or "python"
	// Parallel says the implementation uses every core (or the GPU); it
	// picks the hand-written baseline a ratio is taken against.
	Parallel bool      `json:"parallel"`
	N        int64     `json:"n"`
	Bytes    int64     `json:"bytes"` // memory traffic of one call; 0 when not meaningful
	Flops    float64   `json:"flops,omitempty"`
	Inner    int       `json:"inner"`
	Samples  []float64 `json:"samples_s"`
	Note     string    `json:"note,omitempty"`
}

// Best is the fastest sample, the figure the reports use: on a shared
// machine noise only ever adds time.
func (r Row) Best() float64 { return slices.Min(r.Samples) }

// Median is the median sample.
func (r Row) Median() float64 {
	s := slices.Clone(r.Samples)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// Spread is (slowest − fastest) / fastest: 0.05 means the samples lie
// within 5 % of the best.
func (r Row) Spread() float64 { return slices.Max(r.Samples)/r.Best() - 1 }

// GBps is the throughput of the best sample in 10⁹ bytes per second, 0 for
// a row without a byte count.
func (r Row) GBps() float64 {
	if r.Bytes == 0 {
		return 0
	}
	return float64(r.Bytes) / r.Best() / 1e9
}

// Validate reports a row that no report can use.
func (r Row) Validate() error {
	if len(r.Samples) == 0 {
		return fmt.Errorf("%w: %s/%s N=%d has no samples", ErrBadRow, r.Workload, r.Impl, r.N)
	}
	for i, s := range r.Samples {
		if !(s > 0) || math.IsInf(s, 0) {
			return fmt.Errorf("%w: %s/%s N=%d sample %d is %v", ErrBadRow, r.Workload, r.Impl, r.N, i, s)
		}
	}
	if r.Bytes < 0 || r.N < 0 {
		return fmt.Errorf("%w: %s/%s has N=%d bytes=%d", ErrBadRow, r.Workload, r.Impl, r.N, r.Bytes)
	}
	return nil
}

// Time runs f once to warm up (first-call compilation, page faults of
// fresh buffers) and once more to size the samples, then takes reps
// samples. Each sample times enough
// back-to-back calls to last at least minSample, so that the clock's
// resolution and the loop's overhead vanish for small N. It stops at the
// first error.
func Time(reps int, minSample time.Duration, f func() error) (samples []float64, inner int, err error) {
	if reps < 1 {
		return nil, 0, fmt.Errorf("%w: %d repetitions", ErrBadRow, reps)
	}
	if err := f(); err != nil {
		return nil, 0, err
	}
	// Time one warm call: the first is usually the slowest.
	t0 := time.Now()
	if err := f(); err != nil {
		return nil, 0, err
	}
	inner = 1
	if one := time.Since(t0); one < minSample {
		inner = int(minSample/max(one, time.Nanosecond)) + 1
	}
	for range reps {
		t0 := time.Now()
		for range inner {
			if err := f(); err != nil {
				return nil, 0, err
			}
		}
		samples = append(samples, time.Since(t0).Seconds()/float64(inner))
	}
	return samples, inner, nil
}

// TimeAlternating is Time for several functions whose samples are taken
// in turn — f0, f1, …, f0, f1, … — so that a burst of load on a shared
// machine falls on all of them alike rather than on whichever ran then:
// for rows meant to be compared with each other (one loop on two
// instruction sets). samples[k] and inner[k] are fs[k]'s.
func TimeAlternating(reps int, minSample time.Duration, fs ...func() error) (samples [][]float64, inner []int, err error) {
	if reps < 1 {
		return nil, nil, fmt.Errorf("%w: %d repetitions", ErrBadRow, reps)
	}
	samples, inner = make([][]float64, len(fs)), make([]int, len(fs))
	for k, f := range fs {
		if err := f(); err != nil {
			return nil, nil, err
		}
		t0 := time.Now()
		if err := f(); err != nil {
			return nil, nil, err
		}
		inner[k] = 1
		if one := time.Since(t0); one < minSample {
			inner[k] = int(minSample/max(one, time.Nanosecond)) + 1
		}
	}
	for range reps {
		for k, f := range fs {
			t0 := time.Now()
			for range inner[k] {
				if err := f(); err != nil {
					return nil, nil, err
				}
			}
			samples[k] = append(samples[k], time.Since(t0).Seconds()/float64(inner[k]))
		}
	}
	return samples, inner, nil
}

// Write encodes rows as an indented JSON array.
func Write(w io.Writer, rows []Row) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(rows)
}

// Read decodes a JSON array of rows and validates each.
func Read(r io.Reader) ([]Row, error) {
	var rows []Row
	if err := json.NewDecoder(r).Decode(&rows); err != nil {
		return nil, fmt.Errorf("measure: decoding rows: %w", err)
	}
	for _, row := range rows {
		if err := row.Validate(); err != nil {
			return nil, err
		}
	}
	return rows, nil
}

// Operands are the seed's inputs, deterministic for a given n: A and C
// uniform in [0, 1), B in [10, 11) (so b² − 4ac stays positive).
func Operands(n int) (a, b, c []float32) {
	a, b, c = make([]float32, n), make([]float32, n), make([]float32, n)
	x := uint32(12345)
	next := func() float32 { // xorshift32: fast, and the same on every run
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		return float32(x>>8) / (1 << 24)
	}
	for i := range a {
		a[i], b[i], c[i] = next(), 10+next(), next()
	}
	return a, b, c
}

// ReduceRuns runs body(lo, hi) over each chunk of chunk elements of
// [0, n), split as kern's Parallel reduction splits its input
// (internal/hostexec.reduceParallel): runs of consecutive chunks, about
// four per GOMAXPROCS goroutine, taken in turn, each run's chunks in
// order on one goroutine.
func ReduceRuns(n, chunk int, body func(lo, hi int)) {
	w := runtime.GOMAXPROCS(0)
	nchunks := (n + chunk - 1) / chunk
	run := chunk * max(1, (nchunks+4*w-1)/(4*w))
	Chunks(n, run, func(lo, hi int) {
		for c := lo; c < hi; c += chunk {
			body(c, min(c+chunk, hi))
		}
	})
}

// Chunks runs body(lo, hi) over [0, n) in chunks of chunk elements taken in
// turn by GOMAXPROCS goroutines, as kern's Parallel executor deals out a
// call's chunks (internal/hostexec.ParallelFor): a hand-written loop split
// this way moves memory with the same goroutine split as the kern row it
// is the baseline of. A single chunk runs on the caller's goroutine.
func Chunks(n, chunk int, body func(lo, hi int)) {
	nchunks := (n + chunk - 1) / chunk
	if nchunks <= 1 {
		body(0, n)
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), nchunks) {
		wg.Go(func() {
			for {
				c := int(next.Add(1) - 1)
				if c >= nchunks {
					return
				}
				body(c*chunk, min((c+1)*chunk, n))
			}
		})
	}
	wg.Wait()
}
