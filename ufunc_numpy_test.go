package kern_test

// Ports of the ufunc semantics tests of NumPy (numpy/core/tests/test_ufunc.py,
// test_umath.py), Numba (numba/tests/npyufunc/test_ufunc.py, test_gufunc.py,
// test_vectorize_decor.py) and CuPy (tests/cupy_tests/core_tests/
// test_ndarray_elementwise_op.py, test_elementwise.py, test_reduction.py),
// restricted to what kern's ufuncs claim (docs/ufuncs.md), and run on
// every place: cpu, parallel, sim and the emulated CUDA and ROC devices.
// Results are compared with plain Go bit for bit, and with NumPy's stated
// results where the peer test states them. kern has no where= masks, no
// keepdims and no type promotion (dispatch is on exact dtypes): those
// peer tests are not ported.

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

func npAdd() *kern.Ufunc {
	return kern.Vectorize("Add", kern.Loop2(gputest.Add[int32]), kern.Loop2(gputest.Add[int64]),
		kern.Loop2(gputest.Add[float32]), kern.Loop2(gputest.Add[float64]))
}

// npArange is 0, 1, … reshaped: NumPy's np.arange(n).reshape(shape).
func npArange[T int32 | int64 | float32 | float64](shape ...int) nd.Array[T] {
	n := 1
	for _, d := range shape {
		n *= d
	}
	a := nd.Must(nd.Arange[T](0, float64(n), 1))
	return nd.Must(a.Reshape(shape...))
}

// npRef2 is f applied element by element with NumPy broadcasting.
func npRef2[T nd.Elem](t *testing.T, f func(a, b T) T, a, b nd.Array[T]) nd.Array[T] {
	t.Helper()
	bs, err := nd.Broadcast(a, b)
	if err != nil {
		t.Fatal(err)
	}
	out := nd.Must(nd.Zeros[T](bs[0].Shape()...))
	x, y := bs[0].ToSlice(), bs[1].ToSlice()
	r, _ := out.Contiguous()
	for i := range r {
		r[i] = f(x[i], y[i])
	}
	return out
}

// npHost brings a result to the host: an nd.Array as it is, a device
// array copied back.
func npHost[T nd.Elem](t *testing.T) func(v any, err error) nd.Array[T] {
	return func(v any, err error) nd.Array[T] { t.Helper(); return npHostOf[T](t, v, err) }
}

func npHostOf[T nd.Elem](t *testing.T, v any, err error) nd.Array[T] {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	switch r := v.(type) {
	case nd.Array[T]:
		return r
	case *kern.DeviceArray[T]:
		h, err := r.CopyToHost()
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	t.Fatalf("result %T", v)
	return nd.Array[T]{}
}

// npOn is a for the place: the host array itself, or a copy on the
// device (views keep their strides: ToDevice copies the layout).
func npOn[T nd.Elem](t *testing.T, p place, a nd.Array[T]) any {
	t.Helper()
	if !p.gpu {
		return a
	}
	d, err := kern.ToDevice(p.on.(*kern.Device), a)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func npSame[T nd.Elem](t *testing.T, what string, got, want nd.Array[T]) {
	t.Helper()
	if !slicesEqualInts(got.Shape(), want.Shape()) {
		t.Fatalf("%s: shape %v, want %v", what, got.Shape(), want.Shape())
	}
	sameBits(t, what, got, want)
}

func slicesEqualInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestNumPyBroadcast ports test_ufunc.py's broadcasting cases and CuPy's
// test_ndarray_elementwise_op.py broadcast tests: size-1 axes, 0-d
// arrays, empty arrays and views whose strides are 0.
func TestNumPyBroadcast(t *testing.T) {
	add := npAdd()
	type tc struct {
		name string
		a, b nd.Array[int64]
		want []int
	}
	cases := []tc{
		{"(3,1)+(1,4)", npArange[int64](3, 1), npArange[int64](1, 4), []int{3, 4}},
		{"(2,3,4)+(3,1)", npArange[int64](2, 3, 4), npArange[int64](3, 1), []int{2, 3, 4}},
		{"(4,)+(2,1,1,4)", npArange[int64](4), npArange[int64](2, 1, 1, 4), []int{2, 1, 1, 4}},
		{"0-d+(3,)", npArange[int64](), npArange[int64](3), []int{3}},
		{"0-d+0-d", npArange[int64](), npArange[int64](), []int{}},
		{"(0,)+(1,)", npArange[int64](0), npArange[int64](1), []int{0}},
		{"(0,3)+(3,)", npArange[int64](0, 3), npArange[int64](3), []int{0, 3}},
		{"(2,0)+(2,1)", npArange[int64](2, 0), npArange[int64](2, 1), []int{2, 0}},
		{"(1,0)+(5,1)", npArange[int64](1, 0), npArange[int64](5, 1), []int{5, 0}},
		{"zero strides", nd.Must(npArange[int64](4).BroadcastTo(3, 4)), nd.Must(npArange[int64](3, 1).BroadcastTo(3, 4)), []int{3, 4}},
		{"zero strides over size-1", nd.Must(npArange[int64](1).BroadcastTo(7)), npArange[int64](7), []int{7}},
	}
	for _, p := range places() {
		for _, c := range cases {
			t.Run(p.name+"/"+c.name, func(t *testing.T) {
				got := npHost[int64](t)(add.Call(p.on, npOn(t, p, c.a), npOn(t, p, c.b)))
				if !slicesEqualInts(got.Shape(), c.want) {
					t.Fatalf("shape %v, want %v", got.Shape(), c.want)
				}
				npSame(t, c.name, got, npRef2(t, gputest.Add[int64], c.a, c.b))
			})
		}
		// NumPy: ValueError "operands could not be broadcast together".
		t.Run(p.name+"/mismatch", func(t *testing.T) {
			for _, s := range [][2][]int{{{0}, {2}}, {{3}, {4}}, {{2, 3}, {3, 2}}, {{2, 1, 3}, {4, 2}}} {
				_, err := add.Call(p.on, npOn(t, p, npArange[int64](s[0]...)), npOn(t, p, npArange[int64](s[1]...)))
				if !errors.Is(err, nd.ErrBroadcast) {
					t.Fatalf("%v + %v: %v, want nd.ErrBroadcast", s[0], s[1], err)
				}
				if !strings.Contains(err.Error(), nd.ShapeString(s[0])) || !strings.Contains(err.Error(), nd.ShapeString(s[1])) {
					t.Errorf("%v + %v: the error does not name both shapes: %v", s[0], s[1], err)
				}
			}
		})
	}
}

// TestNumPyOut ports test_ufunc.py's out= tests (test_out_argument,
// test_inplace_fancy / overlap cases of test_mem_overlap.py's ufunc part)
// and CuPy's test_elementwise.py out tests: in-place, overlapping and
// reversed outputs, and errors that must leave out untouched.
func TestNumPyOut(t *testing.T) {
	add := npAdd()
	for _, p := range places() {
		t.Run(p.name+"/in place", func(t *testing.T) {
			x := npArange[float64](5, 7)
			y := npArange[float64](7)
			want := npRef2(t, gputest.Add[float64], x, y)
			xo := npOn(t, p, x)
			if err := add.Into(p.on, xo, xo, npOn(t, p, y)); err != nil {
				t.Fatal(err)
			}
			npSame(t, "x += y", npHost[float64](t)(xo, nil), want)
		})
		t.Run(p.name+"/reversed out", func(t *testing.T) {
			// np.add(a, 1, out=a[::-1]): out[i] = a_before[i] + 1 for every
			// i, whatever order the loop runs in.
			for _, n := range []int{7, 1000, 70_001} {
				a := npArange[int64](n)
				want := npRef2(t, gputest.Add[int64], a, nd.Must(nd.Full[int64](1, n)))
				var rev any
				var host func() nd.Array[int64]
				if p.gpu {
					d, err := kern.ToDevice(p.on.(*kern.Device), a)
					if err != nil {
						t.Fatal(err)
					}
					r, err := d.Slice(nd.All().By(-1))
					if err != nil {
						t.Fatal(err)
					}
					if err := add.Into(p.on, r, d, int64(1)); err != nil {
						t.Fatal(err)
					}
					rev = r
					host = func() nd.Array[int64] { return npHost[int64](t)(rev, nil) }
				} else {
					r := ufView(a.Slice(nd.All().By(-1)))
					if err := add.Into(p.on, r, a, int64(1)); err != nil {
						t.Fatal(err)
					}
					host = func() nd.Array[int64] { return r }
				}
				npSame(t, fmt.Sprint("out=a[::-1], n=", n), host(), want)
			}
		})
		if p.gpu {
			t.Run(p.name+"/reversed device out, repeated and chunked", func(t *testing.T) {
				// The second call of a form takes the dispatch cache; a host
				// operand under Chunked would stream, but the overlapping
				// device input must still be read before it is written.
				dev := p.on.(*kern.Device)
				chunked := kern.Chunked(dev, kern.StreamAbove(0), kern.ChunkLen(100))
				for i, on := range []any{dev, dev, chunked} {
					a := npArange[int64](1000)
					ones := nd.Must(nd.Full[int64](1, 1000))
					d, err := kern.ToDevice(dev, a)
					if err != nil {
						t.Fatal(err)
					}
					r, _ := d.Slice(nd.All().By(-1))
					if err := add.Into(on, r, d, ones); err != nil {
						t.Fatal(err)
					}
					npSame(t, fmt.Sprint("call ", i), npHost[int64](t)(r, nil), npRef2(t, gputest.Add[int64], a, ones))
				}
			})
		}
		if p.gpu {
			t.Run(p.name+"/host overlap streamed and spread", func(t *testing.T) {
				// Host arrays stream through a GPU in chunks (automatically
				// from 8 MiB; here from 0 bytes in chunks of 100) or are cut
				// over devices: outputs are written back piece by piece while
				// other pieces still read inputs, so overlapping host inputs
				// must be copied first as on the CPU targets.
				dev := p.on.(*kern.Device)
				for name, on := range map[string]any{
					"chunked": kern.Chunked(dev, kern.StreamAbove(0), kern.ChunkLen(100)),
					"spread":  kern.Spread(dev, dev),
				} {
					const n = 1000
					buf := npArange[int64](n)
					in := ufView(buf.Slice(nd.S(0, n-1, 1)))
					want := npRef2(t, gputest.Add[int64], in, in)
					out := ufView(buf.Slice(nd.S(1, n, 1)))
					if err := add.Into(on, out, in, in); err != nil {
						t.Fatal(err)
					}
					npSame(t, name+" out=buf[1:]", out, want)
					a := npArange[int64](n)
					want = npRef2(t, gputest.Add[int64], a, a)
					r := ufView(a.Slice(nd.All().By(-1)))
					if err := add.Into(on, r, a, a); err != nil {
						t.Fatal(err)
					}
					npSame(t, name+" out=a[::-1]", r, want)
					m := ufRand[float64](t, 3, 0, 300, 4, 4)
					mw := npHost[float64](t)(npMatMul().Call(kern.CPU, m, m))
					if err := npMatMul().Into(on, m, m, m); err != nil {
						t.Fatal(err)
					}
					npSame(t, name+" matmul into its operand", m, mw)
				}
			})
		}
		t.Run(p.name+"/shifted out", func(t *testing.T) {
			// np.add(buf[:-1], buf[:-1], out=buf[1:])
			for _, n := range []int{9, 4097} {
				buf := npArange[int32](n)
				in := ufView(buf.Slice(nd.S(0, n-1, 1)))
				want := npRef2(t, gputest.Add[int32], in, in)
				var got nd.Array[int32]
				if p.gpu {
					d, err := kern.ToDevice(p.on.(*kern.Device), buf)
					if err != nil {
						t.Fatal(err)
					}
					din, _ := d.Slice(nd.S(0, n-1, 1))
					dout, _ := d.Slice(nd.S(1, n, 1))
					if err := add.Into(p.on, dout, din, din); err != nil {
						t.Fatal(err)
					}
					got = npHost[int32](t)(dout, nil)
				} else {
					out := ufView(buf.Slice(nd.S(1, n, 1)))
					if err := add.Into(p.on, out, in, in); err != nil {
						t.Fatal(err)
					}
					got = out
				}
				npSame(t, "out=buf[1:]", got, want)
			}
		})
		t.Run(p.name+"/transposed out of its own input", func(t *testing.T) {
			// np.add(a, a.T, out=a) for a square a.
			a := npArange[float32](33, 33)
			want := npRef2(t, gputest.Add[float32], a, a.T())
			var got nd.Array[float32]
			if p.gpu {
				d, err := kern.ToDevice(p.on.(*kern.Device), a)
				if err != nil {
					t.Fatal(err)
				}
				dt, _ := d.Transpose()
				if err := add.Into(p.on, d, d, dt); err != nil {
					t.Fatal(err)
				}
				got = npHost[float32](t)(d, nil)
			} else {
				if err := add.Into(p.on, a, a, a.T()); err != nil {
					t.Fatal(err)
				}
				got = a
			}
			npSame(t, "a + a.T into a", got, want)
		})
		t.Run(p.name+"/errors leave out untouched", func(t *testing.T) {
			x, y := npArange[int64](3, 4), npArange[int64](4)
			check := func(what string, out any, wantErr error) {
				t.Helper()
				err := add.Into(p.on, out, npOn(t, p, x), npOn(t, p, y))
				if !errors.Is(err, wantErr) {
					t.Fatalf("%s: %v, want %v", what, err, wantErr)
				}
			}
			// kern differs from NumPy here, as documented: out must have
			// exactly the broadcast shape (NumPy also broadcasts the inputs
			// to a larger out).
			for _, s := range [][]int{{4}, {3, 1}, {2, 3, 4}, {4, 3}, {}} {
				o := nd.Must(nd.Full[int64](-1, s...))
				oo := npOn(t, p, o)
				check(fmt.Sprint("out shape ", s), oo, nd.ErrShape)
				if g := npHost[int64](t)(oo, nil); !nd.Equal(g, o) {
					t.Fatalf("out shape %v written: %v", s, g)
				}
			}
			of := nd.Must(nd.Full[float64](-1, 3, 4))
			ofo := npOn(t, p, of)
			check("float64 out of an int64 loop", ofo, nd.ErrDType)
			if g := npHost[float64](t)(ofo, nil); !nd.Equal(g, of) {
				t.Fatalf("out of the wrong dtype written: %v", g)
			}
		})
	}
}

func npMatMul() *kern.GUfunc {
	return kern.GUVectorize("MatMul", "(m,n),(n,p)->(m,p)", kern.GULoop3(gputest.MatMul[float32]), kern.GULoop3(gputest.MatMul[float64]))
}

// TestNumPyOutBroadcastView: an out= whose strides are 0 (a broadcast
// view) would have several elements written to one address, which NumPy
// refuses ("output array is read-only"); kern must refuse it too rather
// than race.
func TestNumPyOutBroadcastView(t *testing.T) {
	add := npAdd()
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			base := nd.Must(nd.Full[int64](-1, 4))
			out := nd.Must(base.BroadcastTo(3, 4))
			err := add.Into(p.on, out, npArange[int64](3, 4), int64(1))
			if !errors.Is(err, kern.ErrOperand) {
				t.Fatalf("out= a broadcast view: no error, base = %v", base)
			}
			if !nd.Equal(base, nd.Must(nd.Full[int64](-1, 4))) {
				t.Fatalf("refused out written: %v", base)
			}
		})
	}
}

// TestNumPyScalarDTypes: Numba's test_vectorize_decor / NumPy's scalar
// casting, in kern's documented strict form: a scalar takes the array's
// dtype when it converts exactly, else the call fails with nd.ErrDType
// (NumPy 2 raises OverflowError for an out-of-range Python int).
func TestNumPyScalarDTypes(t *testing.T) {
	add := npAdd()
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			x32 := npArange[int32](5)
			for _, s := range []any{1 << 40, 0.5, int64(1) << 33, uint64(1) << 63} {
				if _, err := add.Call(p.on, npOn(t, p, x32), s); !errors.Is(err, nd.ErrDType) && !errors.Is(err, ufunc.ErrOperand) {
					t.Errorf("int32 array + %v (%T): %v, want a dtype error", s, s, err)
				}
			}
			got := npHost[int32](t)(add.Call(p.on, npOn(t, p, x32), int64(-7)))
			npSame(t, "int32 + int64(-7)", got, npRef2(t, gputest.Add[int32], x32, nd.Must(nd.Full[int32](-7, 5))))
			// The advice for a scalar that does not convert is Go that
			// compiles: a rounding conversion, none beyond the range or for
			// a bool or complex value.
			xf := npOn(t, p, npArange[float32](3))
			for _, c := range []struct {
				v    any
				want string
				not  string
			}{
				{0.1, "write e.g. float32(0.1)", ""},
				{1e300, "beyond float32's range", "write e.g."},
				{true, "the bool scalar true", "write e.g."},
				{complex(1, 0), "complex128 scalar", "write e.g."},
			} {
				_, err := add.Call(p.on, xf, c.v)
				if !errors.Is(err, nd.ErrDType) || !strings.Contains(err.Error(), c.want) || c.not != "" && strings.Contains(err.Error(), c.not) {
					t.Errorf("float32 array + %v: %v, want %q without %q", c.v, err, c.want, c.not)
				}
			}
			// CuPy's test_large_int_upper/lower: a Python int at a narrow
			// dtype's bounds. kern takes it when it fits and refuses it
			// otherwise (NumPy 2 raises OverflowError; CuPy casts).
			clamp := kern.Vectorize("Clamp", kern.Loop2(gputest.Clamp))
			xc := nd.Must(nd.Full[float32](300, 4))
			for _, c := range []struct {
				v  any
				ok bool
			}{{255, true}, {0, true}, {256, false}, {-1, false}} {
				if !c.ok {
					if _, err := clamp.Call(p.on, npOn(t, p, xc), c.v); !errors.Is(err, nd.ErrDType) {
						t.Errorf("clamp(x, %v) with a uint8 operand: %v, want nd.ErrDType", c.v, err)
					}
					continue
				}
				got := npHost[float32](t)(clamp.Call(p.on, npOn(t, p, xc), c.v))
				if w := gputest.Clamp(300, uint8(c.v.(int))); got.At(0) != w || got.At(3) != w {
					t.Errorf("clamp(x, %v) = %v; want %v", c.v, got, w)
				}
			}
			// Mixed array dtypes: no promotion, an error listing the loops.
			_, err := add.Call(p.on, npOn(t, p, x32), npOn(t, p, npArange[int64](5)))
			if !errors.Is(err, nd.ErrDType) || !strings.Contains(err.Error(), "loops:") {
				t.Errorf("int32 + int64 arrays: %v", err)
			}
		})
	}
}

// npFoldAxis is the plain Go fold of a along axis k (from init when
// given), the reference for Reduce(Axis(k)).
func npFoldAxis[T nd.Elem](a nd.Array[T], k int, f func(T, T) T, init *T) nd.Array[T] {
	shape := a.Shape()
	rest := append(append([]int{}, shape[:k]...), shape[k+1:]...)
	out := nd.Must(nd.Zeros[T](rest...))
	n := out.Size()
	idx := make([]int, len(shape))
	ridx := make([]int, len(rest))
	for flat := range n {
		r := flat
		for d := len(rest) - 1; d >= 0; d-- {
			ridx[d] = r % rest[d]
			r /= rest[d]
		}
		copy(idx[:k], ridx[:k])
		copy(idx[k+1:], ridx[k:])
		var acc T
		have := init != nil
		if have {
			acc = *init
		}
		for q := range shape[k] {
			idx[k] = q
			if v := a.At(idx...); have {
				acc = f(acc, v)
			} else {
				acc, have = v, true
			}
		}
		out.Set(acc, ridx...)
	}
	return out
}

// TestNumPyReduceAxes ports test_ufunc.py's reduce tests (test_reduce,
// test_reduce_zero_axis, test_axis_out_of_bounds) and CuPy's
// test_reduction.py (test_reduce_axis*, the empty and strided cases):
// every axis, negative axes, Init (NumPy's initial=), views, empty axes.
// kern has no identity: an empty fold without Init is ErrEmpty where
// NumPy's add would give 0 (documented).
func TestNumPyReduceAxes(t *testing.T) {
	add := npAdd()
	mx := kern.Reduce("Max", kern.Loop2(gputest.Max[int64]), kern.Loop2(gputest.Max[float64]))
	plus := func(a, b int64) int64 { return a + b }
	a := nd.Must(nd.Random[int64](5, 3, 4, 5))
	views := map[string]nd.Array[int64]{
		"C":          a,
		"transposed": a.T(),
		"reversed":   ufView(a.Slice(nd.All(), nd.All().By(-1), nd.S(0, 5, 2))),
		"F":          a.Copy(nd.F),
	}
	for _, p := range places() {
		for name, v := range views {
			for _, axis := range []int{0, 1, 2, -1, -2, -3} {
				t.Run(fmt.Sprintf("%s/%s/axis %d", p.name, name, axis), func(t *testing.T) {
					k := (axis + 3) % 3
					init := int64(-3)
					got := npHost[int64](t)(add.Reduce(p.on, npOn(t, p, v), kern.Axis(axis), kern.Init(init)))
					npSame(t, "add.reduce", got, npFoldAxis(v, k, plus, &init))
					got = npHost[int64](t)(mx.Call(p.on, npOn(t, p, v), kern.Axis(axis)))
					npSame(t, "max.reduce", got, npFoldAxis(v, k, func(a, b int64) int64 { return max(a, b) }, nil))
				})
			}
		}
		t.Run(p.name+"/whole array of views", func(t *testing.T) {
			// CuPy's test_reduction.py sums non-contiguous operands: every
			// element, whatever the view, on every target (a host view is
			// gathered for the GPU's one-stride fold). Integers: exact.
			big := npArange[int64](1000, 1000).T()
			for name, v := range map[string]nd.Array[int64]{"transposed": a.T(), "reversed and stepped": views["reversed"], "F": views["F"], "big transposed (streams)": big} {
				want := npFoldAxis(nd.Must(v.Copy(nd.C).Reshape(-1)), 0, plus, nil).At()
				got, err := kern.Value[int64](add.Reduce(p.on, v))
				if err != nil || got != want {
					t.Errorf("%s: %d, %v; want %d", name, got, err, want)
				}
				if !p.gpu {
					continue
				}
				dst, _ := kern.NewDeviceArray[int64](p.on.(*kern.Device), []int{1}, nd.C)
				if _, err := add.Reduce(p.on, v, kern.Out(dst), kern.Init(int64(2))); err != nil {
					t.Fatalf("%s with Out: %v", name, err)
				}
				if g := npHost[int64](t)(dst, nil).At(0); g != want+2 {
					t.Errorf("%s with Out and Init(2): %d, want %d", name, g, want+2)
				}
			}
		})
		t.Run(p.name+"/axis out of bounds", func(t *testing.T) {
			// NumPy: AxisError (a ValueError and IndexError).
			for _, axis := range []int{3, -4, 100} {
				if _, err := add.Reduce(p.on, npOn(t, p, a), kern.Axis(axis)); !errors.Is(err, nd.ErrShape) {
					t.Errorf("axis %d: %v, want nd.ErrShape", axis, err)
				}
			}
			if _, err := add.Reduce(p.on, npOn(t, p, npArange[int64]()), kern.Axis(0)); !errors.Is(err, nd.ErrShape) {
				t.Errorf("axis 0 of a 0-d array: %v, want nd.ErrShape", err)
			}
		})
		t.Run(p.name+"/0-d", func(t *testing.T) {
			// np.add.reduce(np.array(5), axis=None) is 5.
			v, err := kern.Value[int64](add.Reduce(p.on, npOn(t, p, nd.Must(nd.Full[int64](5)))))
			if err != nil || v != 5 {
				t.Fatalf("reduce of a 0-d array: %v, %v; want 5", v, err)
			}
		})
		t.Run(p.name+"/empty axes", func(t *testing.T) {
			// test_reduce_zero_axis: a fold over a zero-length axis needs an
			// identity (here Init); one over a non-empty axis of an empty
			// array gives an empty result, also for maximum, which has none.
			e := npArange[float64](0, 3)
			if _, err := mx.Call(p.on, npOn(t, p, e), kern.Axis(0)); !errors.Is(err, kern.ErrEmpty) {
				t.Errorf("max over a zero-length axis: %v, want ErrEmpty", err)
			}
			got := npHost[float64](t)(add.Reduce(p.on, npOn(t, p, e), kern.Axis(0), kern.Init(0.5)))
			npSame(t, "add over a zero-length axis with Init", got, nd.Must(nd.Full[float64](0.5, 3)))
			got = npHost[float64](t)(mx.Call(p.on, npOn(t, p, e), kern.Axis(1)))
			if !slicesEqualInts(got.Shape(), []int{0}) {
				t.Errorf("max of (0,3) along axis 1: shape %v, want (0,)", got.Shape())
			}
			e2 := npArange[float64](3, 0)
			got = npHost[float64](t)(mx.Call(p.on, npOn(t, p, e2), kern.Axis(0)))
			if !slicesEqualInts(got.Shape(), []int{0}) {
				t.Errorf("max of (3,0) along axis 0: shape %v, want (0,)", got.Shape())
			}
			if _, err := mx.Call(p.on, npOn(t, p, e2)); !errors.Is(err, kern.ErrEmpty) {
				t.Errorf("max of all of a (3,0) array: %v, want ErrEmpty", err)
			}
			v, err := kern.Value[float64](add.Reduce(p.on, npOn(t, p, e2), kern.Init(1.5)))
			if err != nil || v != 1.5 {
				t.Errorf("add of all of a (3,0) array with Init: %v, %v", v, err)
			}
		})
		t.Run(p.name+"/wrong dtype", func(t *testing.T) {
			if _, err := mx.Call(p.on, npOn(t, p, npArange[int32](4))); !errors.Is(err, nd.ErrDType) {
				t.Errorf("int32 reduce with int64/float64 loops: %v", err)
			}
			if _, err := add.Reduce(p.on, npOn(t, p, npArange[int64](4)), kern.Init(0.5)); err == nil {
				t.Errorf("int64 reduce with Init(0.5): no error")
			}
			// Out of another dtype: the same sentinel on every target.
			var dst any = nd.Must(nd.Zeros[float32](1))
			if p.gpu {
				dst, _ = kern.NewDeviceArray[float32](p.on.(*kern.Device), []int{1}, nd.C)
			}
			if _, err := add.Reduce(p.on, npOn(t, p, npArange[float64](4)), kern.Out(dst)); !errors.Is(err, nd.ErrDType) {
				t.Errorf("float64 reduce into a float32 Out: %v, want nd.ErrDType", err)
			}
		})
	}
}

// TestNumPyGufunc ports test_ufunc.py's gufunc tests (test_matrix_multiply,
// test_signature*, test_gufunc_*_broadcast / _core_dims_mismatch, size-0
// core dimensions) and Numba's test_gufunc.py: loop dimensions broadcast,
// size-0 loop and core dimensions, mismatched and missing core dimensions.
func TestNumPyGufunc(t *testing.T) {
	mm := kern.GUVectorize("MatMul", "(m,n),(n,p)->(m,p)", kern.GULoop3(gputest.MatMul[float32]), kern.GULoop3(gputest.MatMul[float64]))
	ref := func(a, b nd.Array[float64]) nd.Array[float64] {
		// Loop dimensions broadcast like a ufunc's.
		la, lb := a.Shape()[:a.NDim()-2], b.Shape()[:b.NDim()-2]
		loop := nd.Must(nd.BroadcastShapes(la, lb))
		m, n, p := a.Dim(-2), a.Dim(-1), b.Dim(-1)
		ab := nd.Must(a.BroadcastTo(append(append([]int{}, loop...), m, n)...))
		bb := nd.Must(b.BroadcastTo(append(append([]int{}, loop...), n, p)...))
		out := nd.Must(nd.Zeros[float64](append(append([]int{}, loop...), m, p)...))
		ac, bc := ab.ToSlice(), bb.ToSlice()
		oc, _ := out.Contiguous()
		for l := range out.Size() / max(m*p, 1) {
			for i := range m {
				for j := range p {
					var acc float64
					for k := range n {
						acc += ac[l*m*n+i*n+k] * bc[l*n*p+k*p+j]
					}
					oc[l*m*p+i*p+j] = acc
				}
			}
		}
		return out
	}
	rnd := func(seed uint64, shape ...int) nd.Array[float64] { return ufRand[float64](t, seed, -0.5, shape...) }
	cases := []struct {
		name string
		a, b nd.Array[float64]
	}{
		{"(2,1,3,4)@(5,4,2)", rnd(1, 2, 1, 3, 4), rnd(2, 5, 4, 2)},
		{"(3,4)@(6,4,2)", rnd(3, 3, 4), rnd(4, 6, 4, 2)},
		{"n=0: (2,3,0)@(0,4)", rnd(5, 2, 3, 0), rnd(6, 0, 4)},
		{"loop 0: (0,3,4)@(4,2)", rnd(7, 0, 3, 4), rnd(8, 4, 2)},
		{"m=0: (2,0,4)@(4,2)", rnd(9, 2, 0, 4), rnd(10, 4, 2)},
		{"views", rnd(11, 4, 3, 5).T(), ufView(rnd(12, 4, 6).Slice(nd.All().By(-1), nd.S(0, 6, 2)))},
	}
	for _, p := range places() {
		for _, c := range cases {
			t.Run(p.name+"/"+c.name, func(t *testing.T) {
				got := npHost[float64](t)(mm.Call(p.on, npOn(t, p, c.a), npOn(t, p, c.b)))
				npSame(t, c.name, got, ref(c.a, c.b))
			})
		}
		t.Run(p.name+"/out aliasing an input", func(t *testing.T) {
			// np.matmul(a, b, out=a): NumPy copies the overlapping input.
			a, b := rnd(13, 3, 4, 4), rnd(14, 4, 4)
			want := ref(a, b)
			ao := npOn(t, p, a.Copy(nd.C))
			if err := mm.Into(p.on, ao, ao, npOn(t, p, b)); err != nil {
				t.Fatal(err)
			}
			npSame(t, "a @ b into a", npHost[float64](t)(ao, nil), want)
		})
		t.Run(p.name+"/errors", func(t *testing.T) {
			a, b := rnd(15, 3, 4), rnd(16, 5, 2)
			if _, err := mm.Call(p.on, npOn(t, p, a), npOn(t, p, b)); !errors.Is(err, nd.ErrShape) || !strings.Contains(err.Error(), `"n"`) {
				t.Errorf("core mismatch: %v", err)
			}
			// A 1-d operand lacks core dimension m.
			if _, err := mm.Call(p.on, npOn(t, p, rnd(17, 4)), npOn(t, p, rnd(18, 4, 2))); err == nil {
				t.Errorf("missing core dimension: no error")
			}
			// Loop dimensions that do not broadcast.
			if _, err := mm.Call(p.on, npOn(t, p, rnd(19, 2, 3, 4)), npOn(t, p, rnd(20, 3, 4, 2))); !errors.Is(err, nd.ErrBroadcast) {
				t.Errorf("loop mismatch: %v", err)
			}
			x, y := rnd(21, 3, 4), rnd(22, 4, 2)
			for _, s := range [][]int{{3, 3}, {2, 3}, {1, 3, 2}, {3, 2, 1}} {
				o := nd.Must(nd.Full[float64](-1, s...))
				oo := npOn(t, p, o)
				if err := mm.Into(p.on, oo, npOn(t, p, x), npOn(t, p, y)); !errors.Is(err, nd.ErrShape) {
					t.Errorf("out shape %v: %v, want nd.ErrShape", s, err)
				}
				if g := npHost[float64](t)(oo, nil); !nd.Equal(g, o) {
					t.Errorf("out shape %v written", s)
				}
			}
			// A scalar where the core needs a matrix: said so, not "no loop".
			if _, err := mm.Call(p.on, 2.0, npOn(t, p, y)); !errors.Is(err, kern.ErrOperand) || !strings.Contains(err.Error(), "input 1 is the scalar 2") {
				t.Errorf("a scalar for core (m,n): %v", err)
			}
			of := nd.Must(nd.Full[float32](-1, 3, 2))
			if err := mm.Into(p.on, npOn(t, p, of), npOn(t, p, x), npOn(t, p, y)); !errors.Is(err, nd.ErrDType) {
				t.Errorf("float32 out of float64 operands: %v", err)
			}
			if _, err := mm.Call(p.on, npOn(t, p, x), npOn(t, p, nd.AsType[float32](y))); !errors.Is(err, nd.ErrDType) {
				t.Errorf("mixed dtypes: %v", err)
			}
		})
	}
}

// TestNumPyStreams: the elementwise, gufunc and reduce calls on a stream
// (CuPy's and numba-cuda's stream= forms) give the synchronous answer.
func TestNumPyStreams(t *testing.T) {
	add := npAdd()
	mm := kern.GUVectorize("MatMul", "(m,n),(n,p)->(m,p)", kern.GULoop3(gputest.MatMul[float64]))
	for _, p := range places() {
		if !p.gpu {
			continue
		}
		t.Run(p.name, func(t *testing.T) {
			dev := p.on.(*kern.Device)
			s, err := dev.NewStream()
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			x, y := npArange[float64](40, 30).T(), npArange[float64](1, 40)
			dx, _ := kern.ToDevice(dev, x)
			dy, _ := kern.ToDevice(dev, y)
			r, err := kern.AsDevice[float64](add.Call(s, dx, dy))
			if err != nil {
				t.Fatal(err)
			}
			// A host input on a stream, out= a reversed device view.
			out, _ := kern.NewDeviceArray[float64](dev, []int{30, 40}, nd.C)
			rout, _ := out.Slice(nd.All().By(-1), nd.All())
			if err := add.Into(s, rout, x, y); err != nil {
				t.Fatal(err)
			}
			a, b := ufRand[float64](t, 1, 0, 5, 3, 4), ufRand[float64](t, 2, 0, 4, 2)
			da, _ := kern.ToDevice(dev, a)
			mr, err := kern.AsDevice[float64](mm.Call(s, da, b))
			if err != nil {
				t.Fatal(err)
			}
			// A device input overlapping the output, queued on the stream:
			// copied on the stream before the launch reads it.
			z := npArange[float64](5000)
			dz, _ := kern.ToDevice(dev, z)
			rz, _ := dz.Slice(nd.All().By(-1))
			if err := add.Into(s, rz, dz, float64(1)); err != nil {
				t.Fatal(err)
			}
			if err := s.Synchronize(); err != nil {
				t.Fatal(err)
			}
			npSame(t, "out=z[::-1] on a stream", npHost[float64](t)(rz, nil), npRef2(t, gputest.Add[float64], z, nd.Must(nd.Full[float64](1, 5000))))
			want := npRef2(t, gputest.Add[float64], x, y)
			npSame(t, "add on a stream", npHost[float64](t)(r, nil), want)
			npSame(t, "out= reversed on a stream", npHost[float64](t)(rout, nil), want)
			wm := npHost[float64](t)(mm.Call(kern.CPU, a, b))
			npSame(t, "matmul on a stream", npHost[float64](t)(mr, nil), wm)
		})
	}
}

// TestNumPyGufuncLayouts ports CuPy's test_gufuncs.py
// test_invalid_signature_parsing and Numba's test_gufunc.py
// test_ndim_mismatch / test_scalar_input_core_type_error: a malformed
// layout, or loops that do not fit it, are definition errors that every
// call reports.
func TestNumPyGufuncLayouts(t *testing.T) {
	for _, l := range []string{"(i,j)(i,j)", "(i,j)-(i,j)", "(i,j)(i,j)->(i,j)", "j->(i", "", "()->()->", "(i)->(i),(i", "(i,)->()", "(m,n),(n,p)->(m,p),"} {
		g := kern.GUVectorize("MatMul", l, kern.GULoop3(gputest.MatMul[float32]))
		if !errors.Is(g.Err(), kern.ErrDefinition) || !strings.Contains(g.Err().Error(), fmt.Sprintf("%q", l)) {
			t.Errorf("layout %q: %v, want ErrDefinition quoting the layout", l, g.Err())
		}
		if _, err := g.Call(kern.CPU, npArange[float32](2, 2), npArange[float32](2, 2)); !errors.Is(err, kern.ErrDefinition) {
			t.Errorf("layout %q: a call gave %v", l, err)
		}
	}
	// The core ranks and the parameter count must fit the layout.
	for _, l := range []string{"(m,n)->()", "(n),(n)->()", "(m,n)->(n)"} {
		if g := kern.GUVectorize("RowSum", l, kern.GULoop2(gputest.RowSum)); !errors.Is(g.Err(), kern.ErrDefinition) {
			t.Errorf("RowSum with layout %q: %v, want ErrDefinition", l, g.Err())
		}
	}
	if g := kern.GUVectorize("Scale", "(n),(n)->(n)", kern.GULoop3(gputest.Scale)); !errors.Is(g.Err(), kern.ErrDefinition) {
		t.Errorf("a scalar parameter for core (n): %v, want ErrDefinition", g.Err())
	}
}

// TestNumPyGufuncScalarCores ports Numba's test_gufunc.py
// test_ufunc_like (a () core given an array: each loop index reads its
// own element, not the first one repeated), test_scalar_output and
// test_dynamic_scalar_output ((n)->() with and without out=) and
// test_scalar_input ((n),()->(n) with a Go scalar).
func TestNumPyGufuncScalarCores(t *testing.T) {
	axpy := kern.GUVectorize("Axpy", "(),(n),(n)->(n)", kern.GULoop4(gputest.Axpy))
	rowSum := kern.GUVectorize("RowSum", "(n)->()", kern.GULoop2(gputest.RowSum))
	scale := kern.GUVectorize("Scale", "(n),()->(n)", kern.GULoop3(gputest.Scale))
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			a := npArange[float32](9, 1)
			x, y := ufRand[float32](t, 1, 0, 9, 11), ufRand[float32](t, 2, 0, 11)
			got := npHost[float32](t)(axpy.Call(p.on, npOn(t, p, a), npOn(t, p, x), npOn(t, p, y)))
			want := nd.Must(nd.Zeros[float32](9, 9, 11))
			for i := range 9 {
				for j := range 9 {
					for k := range 11 {
						want.Set(a.At(i, 0)*x.At(j, k)+y.At(k), i, j, k)
					}
				}
			}
			npSame(t, "axpy with a (9,1) array for its () core", got, want)

			inp := npArange[float64](10000, 3)
			wantSum := nd.Must(nd.Zeros[float64](10000))
			for i := range 10000 {
				wantSum.Set(inp.At(i, 0)+inp.At(i, 1)+inp.At(i, 2), i)
			}
			npSame(t, "sum_row", npHost[float64](t)(rowSum.Call(p.on, npOn(t, p, inp))), wantSum)
			out := npOn(t, p, nd.Must(nd.Zeros[float64](10000)))
			if err := rowSum.Into(p.on, out, npOn(t, p, inp)); err != nil {
				t.Fatal(err)
			}
			npSame(t, "sum_row into out", npHost[float64](t)(out, nil), wantSum)
			// An out= of the wrong loop shape: NumPy's ValueError.
			if err := rowSum.Into(p.on, npOn(t, p, nd.Must(nd.Zeros[float64](9999))), npOn(t, p, inp)); !errors.Is(err, nd.ErrShape) && !errors.Is(err, nd.ErrBroadcast) {
				t.Errorf("sum_row into 9999 elements: %v", err)
			}

			xs := npArange[float32](10, 3)
			wantScaled := nd.Must(nd.Zeros[float32](10, 3))
			for i := range 10 {
				for j := range 3 {
					wantScaled.Set(xs.At(i, j)*2, i, j)
				}
			}
			npSame(t, "foo(inp, 2)", npHost[float32](t)(scale.Call(p.on, npOn(t, p, xs), 2)), wantScaled)
			if _, err := scale.Call(p.on, npOn(t, p, xs), 0.1); !errors.Is(err, nd.ErrDType) {
				t.Errorf("foo(inp, 0.1): %v, want nd.ErrDType (0.1 is not a float32)", err)
			}
		})
	}
}

// TestNumPyDeviceViews: CuPy's test_ndarray_elementwise_op.py and
// test_reduction.py run their cases on non-contiguous device views too:
// reversed, stepped and transposed views of a device array, as operands,
// outputs and reduce operands, against the host answer.
func TestNumPyDeviceViews(t *testing.T) {
	add := npAdd()
	for _, p := range places() {
		if !p.gpu {
			continue
		}
		t.Run(p.name, func(t *testing.T) {
			dev := p.on.(*kern.Device)
			h := npArange[int64](6, 8)
			d, err := kern.ToDevice(dev, h)
			if err != nil {
				t.Fatal(err)
			}
			dr, _ := d.Slice(nd.All().By(-1), nd.S(0, 8, 3))
			hr := ufView(h.Slice(nd.All().By(-1), nd.S(0, 8, 3)))
			dt, _ := d.Transpose()
			// (6,3) reversed-and-stepped plus a (3,) row of the transposed view.
			drow, _ := dt.Slice(nd.S(0, 3, 1), nd.S(2, 3, 1))
			dcol, _ := drow.Reshape(3)
			hcol := nd.Must(nd.Must(h.T().Slice(nd.S(0, 3, 1), nd.S(2, 3, 1))).Copy(nd.C).Reshape(3))
			want := npRef2(t, gputest.Add[int64], hr, hcol)
			npSame(t, "views", npHost[int64](t)(add.Call(dev, dr, dcol)), want)
			// Into a stepped view of a fresh array: the gaps stay.
			big := nd.Must(nd.Full[int64](-1, 6, 6))
			dbig, _ := kern.ToDevice(dev, big)
			dout, _ := dbig.Slice(nd.All(), nd.S(0, 6, 2))
			if err := add.Into(dev, dout, dr, dcol); err != nil {
				t.Fatal(err)
			}
			gb := npHost[int64](t)(dbig, nil)
			for i := range 6 {
				for j := range 6 {
					w := int64(-1)
					if j%2 == 0 {
						w = want.At(i, j/2)
					}
					if gb.At(i, j) != w {
						t.Fatalf("out= a stepped view: [%d,%d] = %d, want %d", i, j, gb.At(i, j), w)
					}
				}
			}
			plus := func(a, b int64) int64 { return a + b }
			for _, axis := range []int{0, 1, -1} {
				k := (axis + 2) % 2
				got := npHost[int64](t)(add.Reduce(dev, dr, kern.Axis(axis)))
				npSame(t, fmt.Sprint("reduce of a reversed view along ", axis), got, npFoldAxis(hr, k, plus, nil))
				got = npHost[int64](t)(add.Reduce(dev, dt, kern.Axis(axis)))
				npSame(t, fmt.Sprint("reduce of a transposed view along ", axis), got, npFoldAxis(h.T(), k, plus, nil))
			}
			// A whole-array GPU fold reads one stride: a device view whose
			// elements lie at no single stride is refused (documented; the
			// CPU targets and host arrays fold any view), and its copy
			// folds.
			if _, err := add.Reduce(dev, dr); !errors.Is(err, kern.ErrArgument) || !strings.Contains(err.Error(), "CopyFromDevice") {
				t.Fatalf("reduce of all of a reversed device view: %v, want ErrArgument", err)
			}
			dc, _ := kern.NewDeviceArray[int64](dev, dr.Shape(), nd.C)
			if err := dc.CopyFromDevice(dr); err != nil {
				t.Fatal(err)
			}
			v, err := kern.Value[int64](add.Reduce(dev, dc))
			if w := npFoldAxis(nd.Must(hr.Copy(nd.C).Reshape(-1)), 0, plus, nil).At(); err != nil || v != w {
				t.Fatalf("reduce of all of a copied reversed view: %d, %v; want %d", v, err, w)
			}
		})
	}
}

// TestNumPyOverlapCapture: an overlapping input is copied before the
// call, which a graph capture cannot hold (a temporary, or a wait for the
// stream): the capture fails with ErrNotCapturable and says why, rather
// than record a call that reads what it writes.
func TestNumPyOverlapCapture(t *testing.T) {
	add := npAdd()
	for _, p := range graphDevices() {
		t.Run(p.name, func(t *testing.T) {
			s, err := p.dev.NewStream()
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			d, err := kern.ToDevice(p.dev, npArange[int64](1000))
			if err != nil {
				t.Fatal(err)
			}
			r, _ := d.Slice(nd.All().By(-1))
			_, err = s.Capture(func() error { return add.Into(s, r, d, int64(1)) })
			if !errors.Is(err, kern.ErrNotCapturable) || !strings.Contains(err.Error(), "input 1 overlaps an output") {
				t.Fatalf("capturing an overlapping call: %v", err)
			}
			// The stream works again, and the call gives NumPy's answer.
			if err := add.Into(s, r, d, int64(1)); err != nil {
				t.Fatal(err)
			}
			if err := s.Synchronize(); err != nil {
				t.Fatal(err)
			}
			h := npHost[int64](t)(r, nil)
			if h.At(0) != 1 || h.At(999) != 1000 {
				t.Fatalf("after the capture: r[0], r[999] = %d, %d; want 1, 1000", h.At(0), h.At(999))
			}
		})
	}
}
