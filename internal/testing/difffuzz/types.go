package difffuzz

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
)

// Kind is a scalar type of kernel Go. TP is the type parameter of a
// generic function, whose members are its Class.
type Kind uint8

const (
	Bool Kind = iota
	Int
	Int8
	Int16
	Int32
	Int64
	Uint
	Uint8
	Uint16
	Uint32
	Uint64
	Uintptr
	Float32
	Float64
	TP
	numKinds
)

var kindNames = [numKinds]string{"bool", "int", "int8", "int16", "int32", "int64", "uint", "uint8",
	"uint16", "uint32", "uint64", "uintptr", "float32", "float64", "T"}

func (k Kind) String() string { return kindNames[k] }

// bits is the width of an integer or float kind (int, uint and uintptr
// are 64 bits on every target kern supports).
func (k Kind) bits() int {
	switch k {
	case Int8, Uint8:
		return 8
	case Int16, Uint16:
		return 16
	case Int32, Uint32, Float32:
		return 32
	}
	return 64
}

func (k Kind) isInt() bool      { return k >= Int && k <= Uintptr }
func (k Kind) isUnsigned() bool { return k >= Uint && k <= Uintptr }
func (k Kind) isFloat() bool    { return k == Float32 || k == Float64 }

// isElem reports whether k is an nd.Elem: a ufunc operand or array dtype.
func (k Kind) isElem() bool { return k != Int && k != Uint && k != Uintptr && k != TP }

// Class is the constraint of a type parameter: which operations every
// member allows.
type Class uint8

const (
	ClassInt   Class = iota // integers only: every integer operator
	ClassFloat              // float32 | float64
	ClassNum                // integers and floats: + - * / and comparisons
)

// TypeParam is a generic function's type parameter T.
type TypeParam struct {
	Class   Class
	Members []Kind // the union, every member an nd.Elem
}

func (tp *TypeParam) constraint() string {
	s := ""
	for i, m := range tp.Members {
		if i > 0 {
			s += " | "
		}
		s += m.String()
	}
	return s
}

// has reports whether operator op applies to kind k, where k may be TP.
func has(tp *TypeParam, k Kind, op string) bool {
	if k == TP {
		switch tp.Class {
		case ClassInt:
			return op != "float"
		case ClassFloat:
			return op == "arith" || op == "cmp" || op == "float"
		default:
			return op == "arith" || op == "cmp"
		}
	}
	switch op {
	case "arith", "cmp":
		return k != Bool
	case "int":
		return k.isInt()
	case "float":
		return k.isFloat()
	}
	return false
}

var (
	intKinds   = []Kind{Int, Int8, Int16, Int32, Int64, Uint, Uint8, Uint16, Uint32, Uint64, Uintptr}
	elemKinds  = []Kind{Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64, Float32, Float64}
	floatKinds = []Kind{Float32, Float64}
)

// literal renders a constant of kind k from the bit pattern v (an integer
// kind's value truncated to its width, a float's IEEE bits), so that
// every literal is exactly representable: Go rejects constant overflow.
// NaN, infinities and -0 are not constants and render as math calls
// (mathPkg is math or its portable twin).
func literal(k Kind, v uint64, mathPkg string) string {
	switch {
	case k == Bool:
		return strconv.FormatBool(v&1 == 1)
	case k.isUnsigned():
		if k.bits() < 64 {
			v &= 1<<k.bits() - 1
		}
		return fmt.Sprintf("%s(%#x)", k, v)
	case k.isInt():
		n := int64(v<<(64-k.bits())) >> (64 - k.bits())
		return fmt.Sprintf("%s(%d)", k, n)
	case k == TP:
		return fmt.Sprintf("T(%d)", v%100)
	}
	var f float64
	if k == Float32 {
		f = float64(math.Float32frombits(uint32(v)))
	} else {
		f = math.Float64frombits(v)
	}
	switch {
	case math.IsNaN(f):
		return fmt.Sprintf("%s(%s.NaN())", k, mathPkg)
	case math.IsInf(f, 0):
		return fmt.Sprintf("%s(%s.Inf(%d))", k, mathPkg, sign(f))
	case f == 0 && math.Signbit(f):
		return fmt.Sprintf("%s(%s.Copysign(0, -1))", k, mathPkg)
	}
	bits := 64
	if k == Float32 {
		bits = 32
	}
	return fmt.Sprintf("%s(%s)", k, strconv.FormatFloat(f, 'g', -1, bits))
}

func sign(f float64) int {
	if f < 0 {
		return -1
	}
	return 1
}

// randomBits draws a value of kind k for a literal: mostly the values
// where arithmetic has edges (0, ±1, extremes, powers of two, NaN, ±Inf,
// ±0, subnormals, the float→int conversion limits), else random bits.
func randomBits(r *rand.Rand, k Kind) uint64 {
	if k == Bool {
		return r.Uint64() & 1
	}
	if k == TP {
		return uint64(r.IntN(100))
	}
	if k.isInt() {
		w := k.bits()
		switch r.IntN(8) {
		case 0:
			return 0
		case 1:
			return 1
		case 2:
			return ^uint64(0) // -1 or the unsigned maximum
		case 3:
			return 1 << (w - 1) // the signed minimum
		case 4:
			return 1<<(w-1) - 1
		case 5:
			return uint64(r.IntN(w))
		case 6:
			return 1 << r.IntN(w)
		}
		return r.Uint64()
	}
	f := randomFloat(r)
	if k == Float32 {
		return uint64(math.Float32bits(float32(f)))
	}
	return math.Float64bits(f)
}

// randomFloat draws a float64 with the same mixture of edges and spread.
func randomFloat(r *rand.Rand) float64 {
	edges := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, 2, math.NaN(), math.Inf(1), math.Inf(-1),
		math.MaxFloat64, math.SmallestNonzeroFloat64, math.MaxFloat32, math.SmallestNonzeroFloat32,
		1 << 31, 1 << 32, 1 << 63, 1 << 64, -(1 << 63), 0x1p-1022, math.Pi, 1e300, 1e-300, 709.8, 89.5}
	switch r.IntN(4) {
	case 0:
		return edges[r.IntN(len(edges))]
	case 1:
		return float64(r.IntN(41) - 20)
	}
	m := r.Float64()*2 - 1
	return m * math.Pow(2, float64(r.IntN(140)-70))
}
