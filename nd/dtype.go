package nd

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/kernlab/kern/half"
)

// Elem is the set of element types an Array may hold: exactly the Go types
// that map one-to-one onto a NumPy dtype, NumPy's float16 and ml_dtypes'
// bfloat16 and FP8 types included.
type Elem interface {
	bool | int8 | int16 | int32 | int64 | uint8 | uint16 | uint32 | uint64 | float32 | float64 |
		complex64 | complex128 | Reduced
}

// Float is the subset of Elem that Go's own float types are: the element
// types Go arithmetic and conversions treat as floats.
type Float interface {
	float32 | float64
}

// Reduced is the subset of Elem that package half's reduced-precision
// floating-point types are. Each is its bit pattern, so Go's conversions
// do not apply to them: convert with [AsType] or the half package.
type Reduced interface {
	half.Float16 | half.BFloat16 | half.Float8E4M3 | half.Float8E5M2
}

// Floating is every floating-point element type: Float and Reduced.
type Floating interface {
	Float | Reduced
}

// DType names an element type the way NumPy does.
type DType int

// The dtypes, one per Elem type. The zero value is Invalid.
const (
	Invalid DType = iota
	Bool
	Int8
	Int16
	Int32
	Int64
	Uint8
	Uint16
	Uint32
	Uint64
	Float32
	Float64
	Complex64  // NumPy's complex64: two float32, real part first ("<c8")
	Complex128 // two float64 ("<c16")
	// The reduced-precision floats of package half. Their descriptors are
	// NumPy's "<f2" for Float16 and ml_dtypes' names for the others (NumPy
	// has no code for them; see ParseDescr).
	Float16    // IEEE 754 binary16, NumPy's float16 ("<f2")
	BFloat16   // ml_dtypes' bfloat16 ("bfloat16")
	Float8E4M3 // OCP FP8 E4M3FN, ml_dtypes' float8_e4m3fn ("float8_e4m3fn")
	Float8E5M2 // OCP FP8 E5M2, ml_dtypes' float8_e5m2 ("float8_e5m2")
)

// lastDType is the highest valid DType.
const lastDType = Float8E5M2

type dtypeInfo struct {
	name  string
	size  int
	descr string
}

// info is a switch rather than a table so the package holds no mutable state.
func (d DType) info() dtypeInfo {
	switch d {
	case Bool:
		return dtypeInfo{"bool", 1, "|b1"}
	case Int8:
		return dtypeInfo{"int8", 1, "|i1"}
	case Int16:
		return dtypeInfo{"int16", 2, "<i2"}
	case Int32:
		return dtypeInfo{"int32", 4, "<i4"}
	case Int64:
		return dtypeInfo{"int64", 8, "<i8"}
	case Uint8:
		return dtypeInfo{"uint8", 1, "|u1"}
	case Uint16:
		return dtypeInfo{"uint16", 2, "<u2"}
	case Uint32:
		return dtypeInfo{"uint32", 4, "<u4"}
	case Uint64:
		return dtypeInfo{"uint64", 8, "<u8"}
	case Float32:
		return dtypeInfo{"float32", 4, "<f4"}
	case Float64:
		return dtypeInfo{"float64", 8, "<f8"}
	case Complex64:
		return dtypeInfo{"complex64", 8, "<c8"}
	case Complex128:
		return dtypeInfo{"complex128", 16, "<c16"}
	case Float16:
		return dtypeInfo{"float16", 2, "<f2"}
	case BFloat16:
		return dtypeInfo{"bfloat16", 2, "bfloat16"}
	case Float8E4M3:
		return dtypeInfo{"float8_e4m3fn", 1, "float8_e4m3fn"}
	case Float8E5M2:
		return dtypeInfo{"float8_e5m2", 1, "float8_e5m2"}
	}
	return dtypeInfo{}
}

func (d DType) valid() bool { return d > Invalid && d <= lastDType }

// String returns NumPy's name for the dtype ("float32", "bool", …).
func (d DType) String() string {
	if !d.valid() {
		return fmt.Sprintf("DType(%d)", int(d))
	}
	return d.info().name
}

// Size returns the size of one element in bytes (0 for Invalid).
func (d DType) Size() int {
	if !d.valid() {
		return 0
	}
	return d.info().size
}

// Descr returns the little-endian NumPy type descriptor written in .npy
// headers: "<f4", "|b1", "<i8", …. NumPy has no type code for bfloat16 and
// the FP8 types: theirs is the ml_dtypes name ("bfloat16",
// "float8_e4m3fn", "float8_e5m2"), which NumPy reads once ml_dtypes is
// imported.
func (d DType) Descr() string {
	if !d.valid() {
		return ""
	}
	return d.info().descr
}

// IsFloat reports whether d is a real floating-point dtype: Float32,
// Float64 or a reduced-precision one (IsReduced).
func (d DType) IsFloat() bool { return d == Float32 || d == Float64 || d.IsReduced() }

// precision is the number of significant bits of a reduced float dtype,
// the implicit bit included.
func precision(d DType) int {
	switch d {
	case Float16:
		return 11
	case BFloat16:
		return 8
	case Float8E4M3:
		return 4
	}
	return 3 // Float8E5M2
}

// IsReduced reports whether d is one of package half's types: Float16,
// BFloat16, Float8E4M3 or Float8E5M2.
func (d DType) IsReduced() bool { return d >= Float16 && d <= Float8E5M2 }

// IsComplex reports whether d is Complex64 or Complex128.
func (d DType) IsComplex() bool { return d == Complex64 || d == Complex128 }

// ParseDescr parses a NumPy type descriptor such as "<f4", ">i8", "|u1" or
// "?", or an ml_dtypes name ("bfloat16", "float8_e4m3fn", "float8_e5m2"),
// and reports whether the data is big-endian. A void descriptor ("<V2",
// "|V1") is an error here: it does not say which type its bytes hold (see
// ReadNPY).
func ParseDescr(s string) (d DType, bigEndian bool, err error) {
	if s == "?" || s == "b1" {
		return Bool, false, nil
	}
	for _, k := range []DType{BFloat16, Float8E4M3, Float8E5M2} {
		if s == k.Descr() {
			return k, false, nil
		}
	}
	if len(s) < 2 {
		return Invalid, false, fmt.Errorf("%w: unsupported dtype descr %q", ErrDType, s)
	}
	body := s
	switch s[0] {
	case '<', '|', '=':
		body = s[1:]
	case '>':
		body = s[1:]
		bigEndian = true
	}
	for k := Bool; k <= lastDType; k++ {
		if d := k.Descr(); (d[0] == '<' || d[0] == '|') && d[1:] == body {
			if k.Size() == 1 {
				bigEndian = false
			}
			return k, bigEndian, nil
		}
	}
	if body == "?" {
		return Bool, false, nil
	}
	return Invalid, false, fmt.Errorf("%w: unsupported dtype descr %q (kern reads %s)", ErrDType, s, supportedDescrs())
}

func supportedDescrs() string {
	var parts []string
	for k := Bool; k <= lastDType; k++ {
		parts = append(parts, k.Descr())
	}
	return strings.Join(parts, " ")
}

// DTypeOf returns the DType of the element type T.
func DTypeOf[T Elem]() DType {
	var z T
	switch any(z).(type) {
	case bool:
		return Bool
	case int8:
		return Int8
	case int16:
		return Int16
	case int32:
		return Int32
	case int64:
		return Int64
	case uint8:
		return Uint8
	case uint16:
		return Uint16
	case uint32:
		return Uint32
	case uint64:
		return Uint64
	case float32:
		return Float32
	case float64:
		return Float64
	case complex64:
		return Complex64
	case complex128:
		return Complex128
	case half.Float16:
		return Float16
	case half.BFloat16:
		return BFloat16
	case half.Float8E4M3:
		return Float8E4M3
	case half.Float8E5M2:
		return Float8E5M2
	}
	return Invalid // unreachable: Elem lists exactly the cases above
}

// toFloat64 converts an element to float64 (true is 1).
func toFloat64[T Elem](v T) float64 {
	switch x := any(v).(type) {
	case bool:
		if x {
			return 1
		}
		return 0
	case int8:
		return float64(x)
	case int16:
		return float64(x)
	case int32:
		return float64(x)
	case int64:
		return float64(x)
	case uint8:
		return float64(x)
	case uint16:
		return float64(x)
	case uint32:
		return float64(x)
	case uint64:
		return float64(x)
	case float32:
		return float64(x)
	case float64:
		return x
	case complex64:
		return float64(real(x)) // NumPy's cast drops the imaginary part
	case complex128:
		return real(x)
	case half.Float16:
		return x.Float64()
	case half.BFloat16:
		return x.Float64()
	case half.Float8E4M3:
		return x.Float64()
	case half.Float8E5M2:
		return x.Float64()
	}
	return 0
}

// fromFloat64 converts f to T with Go's conversion rules (non-zero is true).
func fromFloat64[T Elem](f float64) T {
	var z T
	var r any
	switch any(z).(type) {
	case bool:
		r = f != 0
	case int8:
		r = int8(f)
	case int16:
		r = int16(f)
	case int32:
		r = int32(f)
	case int64:
		r = int64(f)
	case uint8:
		r = uint8(f)
	case uint16:
		r = uint16(f)
	case uint32:
		r = uint32(f)
	case uint64:
		r = uint64(f)
	case float32:
		r = float32(f)
	case float64:
		r = f
	case complex64:
		r = complex(float32(f), 0)
	case complex128:
		r = complex(f, 0)
	case half.Float16:
		r = half.ToFloat16From64(f)
	case half.BFloat16:
		r = half.ToBFloat16From64(f)
	case half.Float8E4M3:
		r = half.ToFloat8E4M3From64(f)
	case half.Float8E5M2:
		r = half.ToFloat8E5M2From64(f)
	}
	return r.(T)
}

// fromInt64 converts an integer to T without a float64 round trip, so large
// int64 and uint64 values stay exact, and the reduced floats are rounded
// once.
func fromInt64[T Elem](i int64) T {
	var z T
	var r any
	switch any(z).(type) {
	case half.Float16, half.BFloat16, half.Float8E4M3, half.Float8E5M2:
		m := uint64(i)
		if i < 0 {
			m = -m
		}
		return fromFloat64[T](oddFloat64(i < 0, m))
	case bool:
		r = i != 0
	case int8:
		r = int8(i)
	case int16:
		r = int16(i)
	case int32:
		r = int32(i)
	case int64:
		r = i
	case uint8:
		r = uint8(i)
	case uint16:
		r = uint16(i)
	case uint32:
		r = uint32(i)
	case uint64:
		r = uint64(i)
	case float32:
		r = float32(i)
	case float64:
		r = float64(i)
	case complex64:
		r = complex(float32(i), 0)
	case complex128:
		r = complex(float64(i), 0)
	}
	return r.(T)
}

// fromUint64 is fromInt64 for a uint64 that may not fit an int64: Go's
// conversion for the floats, rounded once for the reduced floats, and
// two's-complement wrap-around for the integers (as Go converts).
func fromUint64[T Elem](u uint64) T {
	var z T
	switch any(z).(type) {
	case float32:
		return any(float32(u)).(T)
	case float64:
		return any(float64(u)).(T)
	case complex64:
		return any(complex(float32(u), 0)).(T)
	case complex128:
		return any(complex(float64(u), 0)).(T)
	case half.Float16, half.BFloat16, half.Float8E4M3, half.Float8E5M2:
		return fromFloat64[T](oddFloat64(false, u))
	}
	return fromInt64[T](int64(u))
}

// oddFloat64 is the integer ±m as a float64 rounded to odd: truncated to
// 53 bits, with the last bit set when any dropped bit was. A float64 that
// is m's round-to-odd value rounds to nearest in any format of at most 51
// bits as m itself would, so converting it to a reduced float rounds once.
func oddFloat64(neg bool, m uint64) float64 {
	if top := bits.Len64(m); top > 53 {
		drop := uint(top - 53)
		sticky := uint64(0)
		if m&(1<<drop-1) != 0 {
			sticky = 1
		}
		m = (m>>drop | sticky) << drop
	}
	f := float64(m) // exact: m has at most 53 significant bits
	if neg {
		f = -f
	}
	return f
}
