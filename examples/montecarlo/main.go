// Command montecarlo estimates π with random points in the unit square,
// drawn in a kernel by kern.NewRand (Philox4x32-10, cuRAND's counter-based
// generator): each thread takes its own subsequence of one seed and counts
// the points that fall inside the quarter circle. The same (seed,
// subsequence) gives the same stream on every target, so the counts are
// checked against a plain Go loop running kern.NewRand on the host, thread
// by thread, exactly. The coordinates are 31-bit integers compared in
// integer arithmetic, so no float rounding (or GPU multiply-add fusion) can
// move a point across the circle.
//
//	go run ./examples/montecarlo [-target auto|cpu|parallel|sim|cuda|roc] [-threads N] [-draws N] [-seed S]
package main

//go:generate go tool kern gen

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"time"

	"github.com/kernlab/kern"
)

// Hits counts, for thread i, the draws of (x, y) in [0, 2^31)² with
// x² + y² < 2^62: the points of the quarter circle.
//
//kern:kernel
func Hits(t *kern.Thread, seed uint64, draws int, hits []int64) {
	i := t.Grid1()
	if i >= len(hits) {
		return
	}
	r := kern.NewRand(seed, uint64(i))
	var n int64
	for range draws {
		x := uint64(r.Uint32() >> 1)
		y := uint64(r.Uint32() >> 1)
		if x*x+y*y < 1<<62 {
			n++
		}
	}
	hits[i] = n
}

var hitsKernel = kern.NewKernel3(Hits)

// blockSize is the threads per block.
const blockSize = 256

func main() {
	target := flag.String("target", "auto", "auto, cpu, parallel, sim, cuda or roc")
	threads := flag.Int("threads", 1<<14, "threads, each with its own random subsequence")
	draws := flag.Int("draws", 256, "points per thread")
	seed := flag.Uint64("seed", 2026, "the generator's seed")
	flag.Parse()
	if err := run(os.Stdout, *target, *threads, *draws, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "montecarlo:", err)
		os.Exit(1)
	}
}

func run(w io.Writer, name string, threads, draws int, seed uint64) error {
	if threads < 1 || draws < 0 {
		return fmt.Errorf("-threads %d -draws %d: want at least one thread and no negative draws", threads, draws)
	}
	on, err := kern.ParseTarget(name)
	if err != nil {
		return err
	}
	dev, err := kern.DefaultDevice(on)
	if err != nil {
		return err
	}
	hits := make([]int64, threads)
	start := time.Now()
	if err := hitsKernel.Launch(on, (threads+blockSize-1)/blockSize, blockSize, seed, draws, hits); err != nil {
		return err
	}
	kt := time.Since(start)
	start = time.Now()
	want := plainHits(seed, draws, threads)
	pt := time.Since(start)
	for i := range hits {
		if hits[i] != want[i] {
			return fmt.Errorf("thread %d counted %d hits, the plain Go loop %d", i, hits[i], want[i])
		}
	}
	var total int64
	for _, h := range hits {
		total += h
	}
	points := float64(threads) * float64(draws)
	pi := 4 * float64(total) / points
	fmt.Fprintf(w, "target %v on %v: %d threads × %d draws = %.0f points\n", on, dev, threads, draws, points)
	fmt.Fprintf(w, "π ≈ %.6f (error %.2g; the standard error is %.2g)\n", pi, pi-math.Pi, 4*math.Sqrt(math.Pi/4*(1-math.Pi/4)/points))
	fmt.Fprintf(w, "time: kernel %v, plain Go loop %v\n", kt.Round(time.Microsecond), pt.Round(time.Microsecond))
	fmt.Fprintf(w, "check: every thread's count equals the plain Go loop's (the same Philox stream)\n")
	return nil
}

// plainHits is Hits as a plain Go loop over the threads.
func plainHits(seed uint64, draws, threads int) []int64 {
	out := make([]int64, threads)
	for i := range out {
		r := kern.NewRand(seed, uint64(i))
		for range draws {
			x := uint64(r.Uint32() >> 1)
			y := uint64(r.Uint32() >> 1)
			if x*x+y*y < 1<<62 {
				out[i]++
			}
		}
	}
	return out
}
