package nbcuda

import "github.com/kernlab/kern"

// test_enums.py's kernels. A Python Enum is a Go named type with typed
// constants; an IntEnum compares with ints, in Go after a conversion.
// Planet's members are (mass, radius) tuples: a Go Planet is an index into
// a constant table read through a method. Not expressible: Python's `is`
// on members (Go constants have no identity: `is` is == for a named type's
// values), Color["red"] (lookup by name: Go has no strings in kernels),
// and test_int_enum_no_conversion (numba's typing context).

// Color is enum_usecases.Color.
type Color int32

const (
	Red   Color = 1
	Green Color = 2
	Blue  Color = 3
)

// Shape is the IntEnum Shape.
type Shape int32

const (
	Circle Shape = 2
	Square Shape = 500
)

// RequestError is the IntEnum RequestError.
type RequestError int64

const (
	Dummy         RequestError = 2
	NotFound      RequestError = 404
	InternalError RequestError = 500
)

// IntEnumWithNegatives is the IntEnum of that name (too is an alias of
// two, as in Python).
type IntEnumWithNegatives int32

const (
	One      IntEnumWithNegatives = 1
	Two      IntEnumWithNegatives = 2
	Too                           = Two
	Three    IntEnumWithNegatives = 3
	NegOne   IntEnumWithNegatives = -1
	NegTwo   IntEnumWithNegatives = -2
	NegThree IntEnumWithNegatives = -3
)

// Planet is enum_usecases.Planet: an index into planets.
type Planet int32

const (
	Mercury Planet = iota
	Venus
	Earth
	Mars
	Jupiter
	Saturn
	Uranus
	Neptune
)

var planets = [...][2]float64{
	{3.303e23, 2.4397e6}, {4.869e24, 6.0518e6}, {5.976e24, 6.37814e6}, {6.421e23, 3.3972e6},
	{1.9e27, 7.1492e7}, {5.688e26, 6.0268e7}, {8.686e25, 2.5559e7}, {1.024e26, 2.4746e7},
}

// Mass and Radius are the member's value.
func (p Planet) Mass() float64   { return planets[p][0] }
func (p Planet) Radius() float64 { return planets[p][1] }

// EnumCompare is test_compare's f for two Colors: ==, !=, is, is not.
//
//kern:kernel
func EnumCompare(t *kern.Thread, a, b Color, out []bool) {
	out[0] = a == b
	out[1] = a != b
	out[2] = a == b
	out[3] = a != b
}

// PlanetCompare is f for two Planets; it also writes their masses and
// radii.
//
//kern:kernel
func PlanetCompare(t *kern.Thread, a, b Planet, out []bool, val []float64) {
	out[0] = a == b
	out[1] = a != b
	val[0], val[1], val[2], val[3] = a.Mass(), a.Radius(), b.Mass(), b.Radius()
}

// IntEnumCompare is f for Shape.circle and IntEnumWithNegatives.two:
// equal as ints.
//
//kern:kernel
func IntEnumCompare(t *kern.Thread, a Shape, b IntEnumWithNegatives, out []bool) {
	out[0] = int64(a) == int64(b)
	out[1] = int64(a) != int64(b)
}

// EnumGetattr is test_getattr_getitem's f (the getitem half by member).
//
//kern:kernel
func EnumGetattr(t *kern.Thread, out []bool) {
	out[0] = Red == Green
	out[1] = Red == Red
}

func innerColor(pred bool) Color {
	if pred {
		return Red
	}
	return Green
}

// EnumFromDevice is test_return_from_device_func's f.
//
//kern:kernel
func EnumFromDevice(t *kern.Thread, pred bool, out []bool) {
	out[0] = innerColor(pred) == Red
	out[1] = innerColor(!pred) == Green
}

// EnumIntCoerce is test_int_coerce's and test_int_cast's f.
//
//kern:kernel
func EnumIntCoerce(t *kern.Thread, x int32, out []int32) {
	if x > int32(InternalError) {
		out[0] = x - int32(NotFound)
	} else {
		out[0] = x + int32(Circle)
	}
}

// EnumVec is test_vectorize's f. Its operands are int64, numba's
// int64(int64): kern gen compiles a core over RequestError itself, but
// kern.Loop1 takes only nd's element types, not types defined from them.
//
//kern:vectorize
func EnumVec(x int64) int64 {
	if RequestError(x) != NotFound {
		return int64(InternalError)
	}
	return int64(Dummy)
}
