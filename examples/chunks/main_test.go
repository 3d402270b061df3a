package main

import (
	"errors"
	"io"
	"math"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// The chunked pipeline on every CPU target, with one or several streams,
// per-stream or per-chunk device arrays, equals the plain Go loop exactly.
func TestChunkedOnCPUTargets(t *testing.T) {
	cases := []struct{ n, chunk, streams int }{
		{1, 1, 1},        // one chunk of one element
		{6000, 1000, 1},  // one stream, six chunks in turn
		{6000, 1000, 4},  // more chunks than streams
		{3000, 1000, 8},  // more streams than chunks
		{70000, 7000, 3}, // chunks above the parallel target's grain
	}
	for _, tgt := range []kern.Target{kern.CPU, kern.Parallel, kern.Sim} {
		t.Run(tgt.String(), func(t *testing.T) {
			for _, c := range cases {
				for _, perChunk := range []bool{false, true} {
					cfg := config{on: tgt, dev: kern.HostDevice(), chunk: c.chunk, streams: c.streams, perChunk: perChunk}
					if err := checkChunked(cfg, c.n); err != nil {
						t.Errorf("%+v per-chunk %v: %v", c, perChunk, err)
					}
				}
			}
		})
	}
}

func checkChunked(cfg config, n int) error {
	a, b, c, err := inputs(n)
	if err != nil {
		return err
	}
	d := nd.Must(nd.Full[float32](-1, n)) // every element must be written
	if err := chunked(cfg, a, b, c, d); err != nil {
		return err
	}
	want := make([]float32, n)
	plainInto(want, raw(a), raw(b), raw(c))
	got, err := compare(raw(d), want, 1, 0) // CPU targets: exact
	if err == nil && got != n {
		err = errors.New("not every element was compared")
	}
	return err
}

// The inputs are left as they were: chunks are views, copied out only.
func TestChunkedKeepsInputs(t *testing.T) {
	a, b, c, _ := inputs(4000)
	a0, b0, c0 := a.Copy(nd.C), b.Copy(nd.C), c.Copy(nd.C)
	d := nd.Must(nd.Zeros[float32](4000))
	cfg := config{on: kern.Sim, dev: kern.HostDevice(), chunk: 500, streams: 3}
	if err := chunked(cfg, a, b, c, d); err != nil {
		t.Fatal(err)
	}
	if !nd.Equal(a, a0) || !nd.Equal(b, b0) || !nd.Equal(c, c0) {
		t.Fatal("an input changed")
	}
}

// Sizes the seed's np.split would reject are errors, as are bad shapes.
func TestChunkedBadSizes(t *testing.T) {
	a, b, c, _ := inputs(1000)
	d := nd.Must(nd.Zeros[float32](1000))
	host := kern.HostDevice()
	for _, cfg := range []config{
		{on: kern.CPU, dev: host, chunk: 300, streams: 2}, // 300 does not divide 1000
		{on: kern.CPU, dev: host, chunk: 0, streams: 2},
		{on: kern.CPU, dev: host, chunk: 100, streams: 0},
	} {
		if err := chunked(cfg, a, b, c, d); !errors.Is(err, errChunk) {
			t.Errorf("chunk %d, streams %d: %v, want errChunk", cfg.chunk, cfg.streams, err)
		}
	}
	short := nd.Must(nd.Zeros[float32](999))
	cfg := config{on: kern.CPU, dev: host, chunk: 100, streams: 2}
	if err := chunked(cfg, a, b, c, short); !errors.Is(err, errChunk) {
		t.Errorf("D of 999 elements: %v, want errChunk", err)
	}
	sq := nd.Must(nd.Zeros[float32](10, 100))
	if err := chunked(cfg, a, b, c, sq); !errors.Is(err, errChunk) {
		t.Errorf("D of shape (10, 100): %v, want errChunk", err)
	}
}

// compare finds the first difference, and samples with a stride.
func TestCompare(t *testing.T) {
	if n, err := compare([]float32{1, 2, 3, 4}, []float32{1, 2, 3, 4}, 2, 0); err != nil || n != 2 {
		t.Errorf("stride 2: %d, %v; want 2, nil", n, err)
	}
	if _, err := compare([]float32{1, 2, 3}, []float32{1, 5, 3}, 1, 2); err == nil || !strings.Contains(err.Error(), "D[1]") {
		t.Errorf("difference at 1: %v", err)
	}
	if _, err := compare([]float32{1}, []float32{1, 2}, 1, 0); err == nil {
		t.Error("lengths 1 and 2 compared equal")
	}
	// One ULP apart: equal within 2, different without a bound.
	one := []float32{math.Nextafter32(3, 4)}
	if _, err := compare(one, []float32{3}, 1, 2); err != nil {
		t.Errorf("1 ULP within 2: %v", err)
	}
	if _, err := compare(one, []float32{3}, 1, 0); err == nil {
		t.Error("1 ULP apart compared equal without a bound")
	}
}

// The whole program at a small size, and its flag errors.
func TestRun(t *testing.T) {
	// The CPU targets give Go's bits; auto may pick a GPU (KERN_EMULATE, or
	// a real one), whose fused multiply-adds the check holds to 2 ULP.
	for _, c := range []struct{ target, want string }{
		{"cpu", "check: 20000 elements (full) of both forms equal"},
		{"auto", "check: 20000 elements (full) of both forms "},
	} {
		var out strings.Builder
		o := options{target: c.target, n: 20000, chunk: 1000, streams: 3, check: "full"}
		if err := run(&out, o); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out.String(), c.want) || !strings.Contains(out.String(), "in one call") {
			t.Fatalf("%s: output lacks %q:\n%s", c.target, c.want, out.String())
		}
	}
	for _, tgt := range []string{"cpu", "parallel", "sim"} {
		o := options{target: tgt, n: 4000, chunk: 1000, streams: 2, check: "sample", perChunk: true}
		if err := run(io.Discard, o); err != nil {
			t.Errorf("%s: %v", tgt, err)
		}
	}
	for _, bad := range []options{
		{target: "gpu", n: 10, chunk: 10, streams: 1, check: "full"},
		{target: "cpu", n: 10, chunk: 10, streams: 1, check: "most"},
		{target: "cpu", n: 10, chunk: 3, streams: 1, check: "none"},
		{target: "cpu", n: 0, chunk: 1, streams: 1, check: "none"},
	} {
		if err := run(io.Discard, bad); err == nil {
			t.Errorf("%+v was accepted", bad)
		}
	}
}

// kern gen compiled the loop under the identity the program computes
// (pick.Target's lookup). A test binary names package main's functions by
// import path, the program by "main": the identity is mapped first.
// Skipped when kern_gen.go is absent.
func TestGeneratedCodeFound(t *testing.T) {
	const path = "github.com/kernlab/kern/examples/chunks"
	if _, ok := kern.Generated().Package(path); !ok {
		t.Skip("no kern_gen.go: run go generate ./examples/chunks")
	}
	id := kern.Identity(strings.Replace(string(discriminant.Loops()[0].ID), path+".", "main.", 1))
	if _, f, ok := kern.Generated().Lookup(id); !ok || f.Kind != kern.GenVectorize {
		t.Fatalf("kern_gen.go holds no vectorize loop %s", id)
	}
}
