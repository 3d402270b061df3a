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

var cpuTargets = []kern.Target{kern.CPU, kern.Parallel, kern.Sim}

// Every ufunc of the seed, on every CPU target, host and device operands,
// equals the plain Go loop exactly.
func TestUfuncsOnCPUTargets(t *testing.T) {
	dev := kern.HostDevice()
	for _, tgt := range cpuTargets {
		t.Run(tgt.String(), func(t *testing.T) {
			for _, n := range []int{1, 10, 40000} {
				x, y := ints2[int64](t, n)
				want := plainAdd(x.ToSlice(), y.ToSlice())
				if err := check(must(addHost(tgt, x, y))(t), want); err != nil {
					t.Errorf("add int64, n=%d: %v", n, err)
				}
				x32, y32 := ints2[int32](t, n)
				want32 := plainAdd(x32.ToSlice(), y32.ToSlice())
				if err := check(must(addDevice(tgt, dev, x32, y32))(t), want32); err != nil {
					t.Errorf("add(d_x, d_y) int32, n=%d: %v", n, err)
				}
				if err := check(must(addOut(tgt, dev, x32, y32))(t), want32); err != nil {
					t.Errorf("add(d_x, d_y, out=d_res) int32, n=%d: %v", n, err)
				}
				a, b, c := floats3[float32](t, n)
				if err := check(must(discriminant(tgt, a, b, c))(t), plainDiscriminant(a.ToSlice(), b.ToSlice(), c.ToSlice())); err != nil {
					t.Errorf("cu_discriminant float32, n=%d: %v", n, err)
				}
				a64, b64, c64 := floats3[float64](t, n)
				if err := check(must(discriminant(tgt, a64, b64, c64))(t), plainDiscriminant(a64.ToSlice(), b64.ToSlice(), c64.ToSlice())); err != nil {
					t.Errorf("cu_discriminant float64, n=%d: %v", n, err)
				}
			}
		})
	}
}

// add_n broadcasts its scalar in the operand's dtype, for both loops.
func TestAddN(t *testing.T) {
	x := nd.Must(nd.Arange[int64](0, 5, 1))
	if err := check(must(addScalar(kern.CPU, x, 10))(t), []int64{10, 11, 12, 13, 14}); err != nil {
		t.Error(err)
	}
	f := nd.Must(nd.FromSlice([]float64{0.5, -1}, 2))
	if err := check(must(addScalar(kern.Parallel, f, 0.25))(t), []float64{0.75, -0.75}); err != nil {
		t.Error(err)
	}
}

// int32 addition wraps as Go's does, on every target.
func TestAddWraps(t *testing.T) {
	x := nd.Must(nd.FromSlice([]int32{1<<31 - 1, -1 << 31}, 2))
	y := nd.Must(nd.FromSlice([]int32{1, -1}, 2))
	for _, tgt := range cpuTargets {
		if err := check(must(addHost(tgt, x, y))(t), []int32{-1 << 31, 1<<31 - 1}); err != nil {
			t.Errorf("%v: %v", tgt, err)
		}
	}
}

// The dispatch rules the seed's calls rely on: no implicit conversion
// between signatures, and a device-array call returns a device array.
func TestDispatch(t *testing.T) {
	x := nd.Must(nd.Arange[int64](0, 4, 1))
	x32 := nd.Must(nd.Arange[int32](0, 4, 1))
	if _, err := add.Call(kern.CPU, x, x32); err == nil {
		t.Error("add(int64, int32) was accepted")
	}
	f := nd.Must(nd.Random[float32](1, 4))
	if _, err := add.Call(kern.CPU, f, f); err == nil {
		t.Error("add(float32, float32) was accepted: add has int signatures only")
	}
	dx := must(kern.ToDevice(kern.HostDevice(), x32))(t)
	defer dx.Free()
	res, err := add.Call(kern.Parallel, dx, dx)
	if err != nil {
		t.Fatal(err)
	}
	d, ok := res.(*kern.DeviceArray[int32])
	if !ok {
		t.Fatalf("add(d_x, d_x) returned a %T, want *kern.DeviceArray[int32]", res)
	}
	d.Free()
	short := must(kern.NewDeviceArray[int32](kern.HostDevice(), []int{3}, nd.C))(t)
	defer short.Free()
	if err := add.Into(kern.CPU, short, dx, dx); err == nil {
		t.Error("out= of shape (3,) was accepted for operands of shape (4,)")
	}
}

func TestCheck(t *testing.T) {
	got := nd.Must(nd.FromSlice([]int64{1, 2, 3}, 3))
	if err := check(got, []int64{1, 2, 3}); err != nil {
		t.Error(err)
	}
	if err := check(got, []int64{1, 0, 3}); !errors.Is(err, errMismatch) || !strings.Contains(err.Error(), "element 1") {
		t.Errorf("check = %v, want a mismatch at element 1", err)
	}
	if err := check(got, []int64{1, 2}); err == nil {
		t.Error("lengths 3 and 2 compared equal")
	}
	// Fused GPU results: within pick.FusedULP, not beyond; exact elsewhere.
	f := nd.Must(nd.FromSlice([]float32{1, math.Nextafter32(2, 3)}, 2))
	if err := checkClose(f, []float32{1, 2}, true); err != nil {
		t.Errorf("1 ULP, fused: %v", err)
	}
	if err := checkClose(f, []float32{1, 2}, false); !errors.Is(err, errMismatch) {
		t.Errorf("1 ULP, not fused: %v", err)
	}
	if err := checkClose(f, []float32{1, 2.5}, true); !errors.Is(err, errMismatch) {
		t.Errorf("far apart, fused: %v", err)
	}
}

func TestRun(t *testing.T) {
	var out strings.Builder
	if err := run(&out, "auto", 3000, 1); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"add_n(x, 10) = [10 11", "out=d_res", "cu_discriminant(float64)", "plain Go loop", "check: every result"} {
		if !strings.Contains(out.String(), s) {
			t.Errorf("output lacks %q:\n%s", s, out.String())
		}
	}
	if err := run(io.Discard, "sim", 100, 1); err != nil {
		t.Error(err)
	}
	if err := run(io.Discard, "cpu", 0, 1); err == nil {
		t.Error("-n 0 was accepted")
	}
	if err := run(io.Discard, "gpu", 10, 1); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("unknown target: %v, want kern.ErrTarget", err)
	}
}

// kern gen compiled every loop under the identity the program computes
// (pick.Target's lookup). A test binary names package main's functions by
// import path, the program by "main": the identities are mapped first.
// Skipped when kern_gen.go is absent.
func TestGeneratedCodeFound(t *testing.T) {
	const path = "github.com/kernlab/kern/examples/ufuncs"
	if _, ok := kern.Generated().Package(path); !ok {
		t.Skip("no kern_gen.go: run go generate ./examples/ufuncs")
	}
	for _, u := range []*kern.Ufunc{addN, add, disc} {
		for _, l := range u.Loops() {
			id := kern.Identity(strings.Replace(string(l.ID), path+".", "main.", 1))
			if _, f, ok := kern.Generated().Lookup(id); !ok || f.Kind != kern.GenVectorize {
				t.Errorf("kern_gen.go holds no vectorize loop %s", id)
			}
		}
	}
}

func must[V any](v V, err error) func(t *testing.T) V {
	return func(t *testing.T) V {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}

func floats3[T float32 | float64](t *testing.T, n int) (a, b, c nd.Array[T]) {
	t.Helper()
	a, b, c, err := floats[T](n)
	if err != nil {
		t.Fatal(err)
	}
	return a, b, c
}

func ints2[T int32 | int64](t *testing.T, n int) (x, y nd.Array[T]) {
	t.Helper()
	x, y, err := ints[T](n)
	if err != nil {
		t.Fatal(err)
	}
	return x, y
}
