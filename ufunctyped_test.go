package kern_test

import (
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// The typed entry points give Into's results, and once the ufunc has seen
// the form, allocate nothing: the natural Into with nd.Array operands
// boxes each one.
func TestIntoTypedNoAllocs(t *testing.T) {
	disc := ufDiscUfunc()
	const n = 16
	a := ufRand[float32](t, 1, 0, n)
	b := ufRand[float32](t, 2, 10, n)
	c := ufRand[float32](t, 3, 0, n)
	for _, tg := range []kern.Target{kern.CPU, kern.Parallel} {
		got := nd.Must(nd.Zeros[float32](n))
		want := nd.Must(nd.Zeros[float32](n))
		if err := disc.Into(tg, want, a, b, c); err != nil {
			t.Fatal(err)
		}
		if err := kern.Into3(disc, tg, got, a, b, c); err != nil {
			t.Fatal(err)
		}
		if !nd.Equal(got, want) {
			t.Fatalf("%v: Into3 %v, Into %v", tg, got, want)
		}
		allocs := testing.AllocsPerRun(100, func() {
			if err := kern.Into3(disc, tg, got, a, b, c); err != nil {
				t.Fatal(err)
			}
		})
		if allocs != 0 {
			t.Errorf("%v: Into3 allocates %v times per call, want 0", tg, allocs)
		}
		natural := testing.AllocsPerRun(100, func() { _ = disc.Into(tg, got, a, b, c) })
		t.Logf("%v: Into with nd.Array operands allocates %v times per call, Into3 %v", tg, natural, allocs)
	}
}

// Forms the cache does not take go through Into: another shape, a strided
// view, an output that overlaps an input, a dtype the cache has not seen;
// results and errors are Into's.
func TestIntoTypedFallsBack(t *testing.T) {
	disc := ufDiscUfunc()
	a := ufRand[float32](t, 1, 0, 8)
	b := ufRand[float32](t, 2, 10, 8)
	out := nd.Must(nd.Zeros[float32](8))
	if err := kern.Into3(disc, kern.CPU, out, a, b, a); err != nil {
		t.Fatal(err)
	}
	// A strided view of 4 elements.
	s, sb := nd.Must(a.Slice(nd.S(0, 8, 2))), nd.Must(b.Slice(nd.S(0, 8, 2)))
	o4 := nd.Must(nd.Zeros[float32](4))
	if err := kern.Into3(disc, kern.CPU, o4, s, sb, s); err != nil {
		t.Fatal(err)
	}
	w4 := nd.Must(nd.Zeros[float32](4))
	if err := disc.Into(kern.CPU, w4, s, sb, s); err != nil || !nd.Equal(o4, w4) {
		t.Fatalf("strided: %v %v, want %v", err, o4, w4)
	}
	// A shape mismatch is Into's error.
	if err := kern.Into3(disc, kern.CPU, out, a, b, o4); err == nil {
		t.Fatal("shapes 8 and 4 were accepted")
	}
	// Output overlapping an input: Into copies the input first.
	x := ufRand[float32](t, 5, 0, 9)
	y := x.Copy(nd.C)
	xi, xo := nd.Must(x.Slice(nd.S(0, 8, 1))), nd.Must(x.Slice(nd.S(1, 9, 1)))
	yi, yo := nd.Must(y.Slice(nd.S(0, 8, 1))), nd.Must(y.Slice(nd.S(1, 9, 1)))
	if err := kern.Into3(disc, kern.CPU, xo, xi, b, xi); err != nil {
		t.Fatal(err)
	}
	if err := disc.Into(kern.CPU, yo, yi, b, yi); err != nil || !nd.Equal(x, y) {
		t.Fatalf("overlap: %v\n%v\nwant %v", err, x, y)
	}
	// float64 arrays after float32 calls: the full path picks the loop.
	a64 := nd.Must(nd.Full[float64](1, 3))
	o64 := nd.Must(nd.Zeros[float64](3))
	if err := kern.Into3(disc, kern.CPU, o64, a64, a64, a64); err != nil {
		t.Fatal(err)
	}
	if o64.At(0) != 0 && o64.At(0) == o64.At(0) { // sqrt(1-4) is NaN
		t.Fatalf("float64: %v", o64)
	}
}

func BenchmarkIntoNatural(b *testing.B) {
	disc := ufDiscUfunc()
	x := nd.Must(nd.Zeros[float32](16))
	y := nd.Must(nd.Full[float32](10, 16))
	out := nd.Must(nd.Zeros[float32](16))
	b.Run("Into", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := disc.Into(kern.CPU, out, x, y, x); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("Into3", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := kern.Into3(disc, kern.CPU, out, x, y, x); err != nil {
				b.Fatal(err)
			}
		}
	})
}
