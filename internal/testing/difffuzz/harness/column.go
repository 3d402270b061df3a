package harness

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// Column is what the harness does with values of one element type,
// without knowing it: draw them, lay them out as the operand forms a call
// takes, read results back and compare them. Logical values are a []T;
// 2-D ones are row-major.
type Column interface {
	DType() string
	Random(r *rand.Rand, n int) any
	Clone(vals any) any
	// Fill is vals with every element set to vals[i].
	Fill(vals any, i int) any
	// Broadcast is the rows×cols values of vals broadcast along axis:
	// along 0, vals is one row; along 1, one column.
	Broadcast(vals any, rows, cols, axis int) any
	// Scalar is element i of vals as a Go value of the element type.
	Scalar(vals any, i int) any
	// Array is vals as an nd.Array of shape shape laid out by form:
	// "contig", "strided" (every other or third element of a larger
	// buffer), "reversed" (negative strides), "fortran" (2-D: column-major).
	Array(r *rand.Rand, vals any, form string, shape ...int) any
	// Slice is vals as a plain []T (a copy).
	Slice(vals any) any
	// Array1 is vals as a kern.Array1 view: "contig", "strided", "reversed".
	Array1(r *rand.Rand, vals any, form string) any
	// ToDevice copies an nd.Array to dev, C-contiguous.
	ToDevice(dev *kern.Device, a any) (any, error)
	// DeviceView is vals on dev behind a strided ("strided") or reversed
	// view of a device array.
	DeviceView(r *rand.Rand, dev *kern.Device, vals any, form string, shape ...int) (any, error)
	// Zeros is a new C-contiguous nd.Array.
	Zeros(shape ...int) any
	// NewDevice is a new device array.
	NewDevice(dev *kern.Device, shape ...int) (any, error)
	// Host reads an operand or result back as logical values.
	Host(v any) (any, error)
	// Diff is the first index where got and want differ (NaN equals NaN),
	// or -1.
	Diff(got, want any) int
	Format(vals any, i int) string
	Len(vals any) int
}

// Col returns the Column of T.
func Col[T nd.Elem]() Column { return col[T]{} }

type col[T nd.Elem] struct{}

func (col[T]) DType() string { return nd.DTypeOf[T]().String() }

func (col[T]) Len(vals any) int { return len(vals.([]T)) }

func (c col[T]) Random(r *rand.Rand, n int) any {
	v := make([]T, n)
	for i := range v {
		v[i] = randomValue[T](r)
	}
	return v
}

func (col[T]) Clone(vals any) any { return slices.Clone(vals.([]T)) }

func (col[T]) Fill(vals any, i int) any {
	v := vals.([]T)
	out := make([]T, len(v))
	for j := range out {
		out[j] = v[i]
	}
	return out
}

func (col[T]) Broadcast(vals any, rows, cols, axis int) any {
	v := vals.([]T)
	out := make([]T, 0, rows*cols)
	for i := range rows {
		for j := range cols {
			if axis == 0 {
				out = append(out, v[j])
			} else {
				out = append(out, v[i])
			}
		}
	}
	return out
}

func (col[T]) Scalar(vals any, i int) any { return vals.([]T)[i] }

func (col[T]) Slice(vals any) any { return slices.Clone(vals.([]T)) }

func (c col[T]) Array(r *rand.Rand, vals any, form string, shape ...int) any {
	v := vals.([]T)
	if len(shape) == 0 {
		shape = []int{len(v)}
	}
	switch form {
	case "strided":
		step := 2 + r.IntN(2)
		off := r.IntN(3)
		strides := make([]int, len(shape))
		s := step
		for k := len(shape) - 1; k >= 0; k-- {
			strides[k] = s
			s *= max(shape[k], 1)
		}
		buf := make([]T, off+s)
		for i := range buf {
			buf[i] = randomValue[T](r) // garbage between the elements
		}
		a := nd.Must(nd.WrapStrided(buf, off, shape, strides))
		assignFlat(a, v)
		return a
	case "reversed":
		a := nd.Must(nd.Zeros[T](shape...))
		rs := make([]nd.Range, len(shape))
		for k := range rs {
			rs[k] = nd.All().By(-1)
		}
		view := nd.Must(a.Slice(rs...))
		assignFlat(view, v)
		return view
	case "fortran":
		a := nd.Must(nd.ZerosOrder[T](nd.F, shape...))
		assignFlat(a, v)
		return a
	}
	return nd.Must(nd.FromSlice(slices.Clone(v), shape...))
}

// assignFlat writes row-major values into a view of any layout.
func assignFlat[T nd.Elem](a nd.Array[T], v []T) {
	i := 0
	for idx := range a.Elems() {
		a.Set(v[i], idx...)
		i++
	}
}

func (c col[T]) Array1(r *rand.Rand, vals any, form string) any {
	v := vals.([]T)
	n := len(v)
	switch form {
	case "strided", "reversed":
		step := 2 + r.IntN(2)
		buf := make([]T, n*step+2)
		for i := range buf {
			buf[i] = randomValue[T](r)
		}
		off, stride := 1, step
		if form == "reversed" {
			off, stride = 1+(n-1)*step, -step
			if n == 0 {
				off = 0
			}
		}
		for i, x := range v {
			buf[off+i*stride] = x
		}
		return array1(buf, off, n, stride)
	}
	return array1(slices.Clone(v), 0, n, 1)
}

// array1 is kern.NewArray1 for every element type: kern.Array1 takes
// Number elements (not bool), and the harness only builds it for those.
func array1[T nd.Elem](buf []T, off, n, stride int) any {
	switch b := any(buf).(type) {
	case []int8:
		return must(kern.NewArray1(b, off, n, stride))
	case []int16:
		return must(kern.NewArray1(b, off, n, stride))
	case []int32:
		return must(kern.NewArray1(b, off, n, stride))
	case []int64:
		return must(kern.NewArray1(b, off, n, stride))
	case []uint8:
		return must(kern.NewArray1(b, off, n, stride))
	case []uint16:
		return must(kern.NewArray1(b, off, n, stride))
	case []uint32:
		return must(kern.NewArray1(b, off, n, stride))
	case []uint64:
		return must(kern.NewArray1(b, off, n, stride))
	case []float32:
		return must(kern.NewArray1(b, off, n, stride))
	case []float64:
		return must(kern.NewArray1(b, off, n, stride))
	}
	panic(fmt.Sprintf("harness: no kern.Array1 of %T", buf))
}

func must[V any](v V, err error) V {
	if err != nil {
		panic(err)
	}
	return v
}

func (col[T]) ToDevice(dev *kern.Device, a any) (any, error) {
	return kern.ToDevice(dev, a.(nd.Array[T]))
}

func (c col[T]) DeviceView(r *rand.Rand, dev *kern.Device, vals any, form string, shape ...int) (any, error) {
	v := vals.([]T)
	if len(shape) == 0 {
		shape = []int{len(v)}
	}
	if form == "reversed" {
		d, err := kern.ToDevice(dev, nd.Must(nd.FromSlice(reversed(v), shape...)))
		if err != nil {
			return nil, err
		}
		rs := make([]nd.Range, len(shape))
		for k := range rs {
			rs[k] = nd.All().By(-1)
		}
		return d.Slice(rs...)
	}
	// Every other element of the last axis of a buffer twice as wide.
	wide := slices.Clone(shape)
	wide[len(wide)-1] *= 2
	buf := nd.Must(nd.Zeros[T](wide...))
	rs := make([]nd.Range, len(shape))
	for k := range rs {
		rs[k] = nd.All()
	}
	rs[len(rs)-1] = nd.All().By(2)
	assignFlat(nd.Must(buf.Slice(rs...)), v)
	d, err := kern.ToDevice(dev, buf)
	if err != nil {
		return nil, err
	}
	return d.Slice(rs...)
}

func reversed[T any](v []T) []T {
	out := slices.Clone(v)
	slices.Reverse(out)
	return out
}

func (col[T]) Zeros(shape ...int) any { return nd.Must(nd.Zeros[T](shape...)) }

func (col[T]) NewDevice(dev *kern.Device, shape ...int) (any, error) {
	return kern.NewDeviceArray[T](dev, shape, nd.C)
}

func (col[T]) Host(v any) (any, error) {
	switch v := v.(type) {
	case nd.Array[T]:
		return v.ToSlice(), nil
	case []T:
		return slices.Clone(v), nil
	case *kern.DeviceArray[T]:
		a, err := v.CopyToHost()
		if err != nil {
			return nil, err
		}
		return a.ToSlice(), nil
	case T:
		return []T{v}, nil
	}
	if a, ok := v.(interface {
		Len() int
	}); ok {
		out := make([]T, a.Len())
		at := v.(interface{ At(int) T })
		for i := range out {
			out[i] = at.At(i)
		}
		return out, nil
	}
	return nil, fmt.Errorf("harness: cannot read %T as %s values", v, nd.DTypeOf[T]())
}

func (col[T]) Diff(got, want any) int {
	g, w := got.([]T), want.([]T)
	if len(g) != len(w) {
		return min(len(g), len(w))
	}
	for i := range w {
		if !same(g[i], w[i]) {
			return i
		}
	}
	return -1
}

// same is bit equality, but for NaNs: where two NaNs meet the payload
// that survives is not specified (documented in docs/simd.md).
func same[T nd.Elem](a, b T) bool {
	switch x := any(a).(type) {
	case float32:
		y := any(b).(float32)
		return math.Float32bits(x) == math.Float32bits(y) || x != x && y != y
	case float64:
		y := any(b).(float64)
		return math.Float64bits(x) == math.Float64bits(y) || x != x && y != y
	}
	return a == b
}

func (col[T]) Format(vals any, i int) string {
	v := vals.([]T)[i]
	switch x := any(v).(type) {
	case float32:
		return fmt.Sprintf("%v (%#08x)", x, math.Float32bits(x))
	case float64:
		return fmt.Sprintf("%v (%#016x)", x, math.Float64bits(x))
	}
	return fmt.Sprint(v)
}

// randomValue draws an element: edges (0, ±1, extremes, NaN, ±Inf, -0,
// subnormals, the float→int limits), small integers, and spread values.
func randomValue[T nd.Elem](r *rand.Rand) T {
	var z T
	switch p := any(&z).(type) {
	case *bool:
		*p = r.IntN(2) == 1
	case *float32:
		*p = float32(randomFloat(r))
	case *float64:
		*p = randomFloat(r)
	default:
		setInt(p, r)
	}
	return z
}

func setInt(p any, r *rand.Rand) {
	var u uint64
	switch r.IntN(6) {
	case 0, 1:
		u = uint64(r.IntN(41) - 20)
	case 2:
		u = []uint64{0, 1, ^uint64(0), 1 << 63, 1<<63 - 1, 1 << 31, 1<<31 - 1, 1 << 15, 1<<15 - 1, 1 << 7, 1<<7 - 1, 255, 65535, 1 << 32}[r.IntN(14)]
	default:
		u = r.Uint64() >> r.IntN(64)
		if r.IntN(2) == 0 {
			u = -u
		}
	}
	switch p := p.(type) {
	case *int8:
		*p = int8(u)
	case *int16:
		*p = int16(u)
	case *int32:
		*p = int32(u)
	case *int64:
		*p = int64(u)
	case *uint8:
		*p = uint8(u)
	case *uint16:
		*p = uint16(u)
	case *uint32:
		*p = uint32(u)
	case *uint64:
		*p = u
	}
}

func randomFloat(r *rand.Rand) float64 {
	edges := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -0.5, 2, math.NaN(), math.Inf(1), math.Inf(-1),
		math.MaxFloat64, math.SmallestNonzeroFloat64, math.MaxFloat32, math.SmallestNonzeroFloat32, 0x1p-1022,
		1 << 31, -(1 << 31), 1 << 32, 1 << 63, -(1 << 63), 1 << 64, 2.5, -2.5, 1e300, 710, -745, 89.5, math.Pi}
	switch r.IntN(8) {
	case 0, 1:
		return edges[r.IntN(len(edges))]
	case 2, 3:
		return float64(r.IntN(41) - 20)
	}
	m := r.Float64()*2 - 1
	return m * math.Pow(2, float64(r.IntN(80)-40))
}
