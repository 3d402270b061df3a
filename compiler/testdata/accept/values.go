package accept

import (
	"math"

	"github.com/kernlab/kern"
)

// Vec3 is a struct passed by value.
type Vec3 struct{ X, Y, Z float32 }

func add(a, b Vec3) Vec3 { return Vec3{a.X + b.X, a.Y + b.Y, a.Z + b.Z} }

func dot(a, b Vec3) float32 { return a.X*b.X + a.Y*b.Y + a.Z*b.Z }

// StructByValue builds, passes and returns structs by value.
//
//kern:vectorize
func StructByValue(x, y float32) float32 {
	a := Vec3{x, y, 1}
	b := Vec3{Y: x}
	c := add(a, b)
	c.Z *= 2
	return dot(c, a)
}

func divmod(a, b int64) (q, r int64) {
	if b == 0 {
		return 0, a
	}
	return a / b, a % b
}

func sincos(x float64) (float64, float64) { return math.Sin(x), math.Cos(x) }

// MultiResult calls device functions with several results.
//
//kern:vectorize
func MultiResult(a, b int64) int64 {
	q, r := divmod(a, b)
	return q*1000 + r
}

// MultiResultFloat combines two results of a float device function.
//
//kern:vectorize
func MultiResultFloat(x float64) float64 {
	s, c := sincos(x)
	return s*s + c*c + s
}

// LocalArray uses a local array indexed by variables.
//
//kern:vectorize
func LocalArray(n int32) int32 {
	var acc [8]int32
	for i := range acc {
		acc[i] = int32(i) * n
	}
	s := int32(0)
	for i := int32(0); i < 8; i++ {
		s += acc[(i*3)%8] * (i + 1)
	}
	return s
}

// ArrayValue passes Go arrays by value and indexes them dynamically.
//
//kern:vectorize
func ArrayValue(k int, x float64) float64 {
	coef := [4]float64{1, x, x * x, 0.5}
	return horner(coef, x) + coef[k&3]
}

func horner(c [4]float64, x float64) float64 {
	r := 0.0
	for i := len(c) - 1; i >= 0; i-- {
		r = r*x + c[i]
	}
	return r
}

// table is a package-level read-only array: a const-space global.
var table = [8]int32{3, 1, 4, 1, 5, 9, 2, 6}

// ReadTable reads a package-level array.
//
//kern:vectorize
func ReadTable(i int32) int32 { return table[i&7] * table[0] }

func clampT[T kern.Number](x, lo, hi T) T { return max(lo, min(x, hi)) }

// GenericDevice calls a generic device function from a generic ufunc.
//
//kern:vectorize
func GenericDevice[T kern.Float](x T) T { return clampT(x, 0, 1) * 2 }

// GenericInt is instantiated for every integer kind of its constraint.
//
//kern:vectorize
func GenericInt[T int8 | int16 | int32 | int64 | uint8 | uint32](a, b T) T { return a*b + a/max(b, 1) }

// Polynomial is a local closure-free helper in a loop.
//
//kern:vectorize
func Polynomial(x float32) float32 {
	var p float32
	for k := 5; k > 0; k-- {
		p = p*x + float32(k)
	}
	return p
}

// Norm1 is a value-receiver method: a device function.
func (v Vec3) Norm1() float32 { return abs32(v.X) + abs32(v.Y) + abs32(v.Z) }

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}

// Methods calls a method and an immediately invoked function literal.
//
//kern:vectorize
func Methods(x, y float32) float32 {
	v := Vec3{x, -y, x * y}
	twice := func(a float32) float32 { return a * 2 }(v.Norm1())
	return twice
}

// RangeArray ranges over an array value and switches with an init.
//
//kern:vectorize
func RangeArray(x int32) int32 {
	w := [5]int32{1, -2, 3, -4, 5}
	s := int32(0)
	for _, c := range w {
		switch d := c * x; {
		case d > 10:
			s += 10
		case d < -10:
			s -= 10
		default:
			s += d
		}
	}
	return s
}

// LocalCopy copies with Go's copy into, within and out of slices of local
// arrays and of a local struct's array field; no slice escapes, so the
// arrays stay local.
//
//kern:vectorize
func LocalCopy(n int32, x float32) float32 {
	var a [8]float32
	for i := range a {
		a[i] = x + float32(i)
	}
	var b [6]float32
	k := int(n & 7)
	m := copy(b[:], a[k:])    // from a slice starting at run time
	m += copy(a[1:], a[:k])   // overlapping, dst after src: backwards
	m += copy(a[:], a[k/2:k]) // overlapping, dst before src
	var r struct {
		U int32
		V [3]float32
	}
	m += copy(r.V[1:], b[:])
	s := a[2 : k|3]
	s[0] += r.V[2]
	return float32(m) + a[0] - a[1]*a[2] + b[k%6]*a[7] + r.V[1] + float32(len(s)+cap(s))
}

// cmpRec has every kind of field Go's == compares: floats (NaN unequal,
// -0 == +0), a nested array, a bool, a complex number and a blank field,
// which == skips.
type cmpRec struct {
	V Vec3
	A [2]int16
	B bool
	C complex64
	_ int32
	H kern.Float16
	F float64
}

// CompareRecords compares structs and arrays with == and !=.
//
//kern:vectorize
func CompareRecords(x, y float32) int32 {
	a := cmpRec{V: Vec3{x, 1, 2}, A: [2]int16{int16(math.Float32bits(x) >> 20), 3}, B: x > 0, C: complex(y, x), H: kern.ToFloat16(y), F: float64(y)}
	b := cmpRec{V: Vec3{y, 1, 2}, A: [2]int16{int16(math.Float32bits(y) >> 20), 3}, B: y > 0, C: complex(y, y), H: kern.ToFloat16(x), F: float64(x)}
	var r int32
	if a == b {
		r |= 1
	}
	if a.V != b.V {
		r |= 2
	}
	if a.A == b.A {
		r |= 4
	}
	if [3]Vec3{a.V, b.V, a.V} == [3]Vec3{a.V, b.V, b.V} {
		r |= 8
	}
	if a.C == b.C {
		r |= 16
	}
	if struct{}{} == struct{}{} {
		r |= 32
	}
	c := a
	c.F = float64(x) // a.F is y: the records differ in their last field alone
	if c == a {
		r |= 64
	}
	return r
}
