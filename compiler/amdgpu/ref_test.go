package amdgpu

import (
	"fmt"
	"math"

	"github.com/kernlab/kern/compiler/ir"
)

// Reference semantics for the lli tests: native Go operators and
// conversions on values decoded from their bits.

type number interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~float32 | ~float64
}

func maskBits(u uint64, t *ir.Basic) uint64 {
	if t.Kind == ir.Bool {
		return u & 1
	}
	if t.Bits() >= 64 {
		return u
	}
	return u & (1<<t.Bits() - 1)
}

// decode turns bits into a Go value of t's type.
func decode(t *ir.Basic, u uint64) any {
	switch t.Kind {
	case ir.Bool:
		return u&1 != 0
	case ir.Int8:
		return int8(u)
	case ir.Int16:
		return int16(u)
	case ir.Int32:
		return int32(u)
	case ir.Int64:
		return int64(u)
	case ir.Uint8:
		return uint8(u)
	case ir.Uint16:
		return uint16(u)
	case ir.Uint32:
		return uint32(u)
	case ir.Uint64:
		return u
	case ir.Float32:
		return math.Float32frombits(uint32(u))
	case ir.Float64:
		return math.Float64frombits(u)
	}
	panic("decode " + t.String())
}

func encode(v any) uint64 {
	switch v := v.(type) {
	case bool:
		if v {
			return 1
		}
		return 0
	case int8:
		return uint64(uint8(v))
	case int16:
		return uint64(uint16(v))
	case int32:
		return uint64(uint32(v))
	case int64:
		return uint64(v)
	case uint8:
		return uint64(v)
	case uint16:
		return uint64(v)
	case uint32:
		return uint64(v)
	case uint64:
		return v
	case float32:
		return uint64(math.Float32bits(v))
	case float64:
		return math.Float64bits(v)
	}
	panic(fmt.Sprintf("encode %T", v))
}

// cvt is Go's native conversion of s to kind k (run on this machine).
func cvt[S number](s S, k ir.BasicKind) any {
	switch k {
	case ir.Int8:
		return int8(s)
	case ir.Int16:
		return int16(s)
	case ir.Int32:
		return int32(s)
	case ir.Int64:
		return int64(s)
	case ir.Uint8:
		return uint8(s)
	case ir.Uint16:
		return uint16(s)
	case ir.Uint32:
		return uint32(s)
	case ir.Uint64:
		return uint64(s)
	case ir.Float32:
		return float32(s)
	case ir.Float64:
		return float64(s)
	}
	panic("cvt")
}

func convertRef(v any, k ir.BasicKind) any {
	switch v := v.(type) {
	case int8:
		return cvt(v, k)
	case int16:
		return cvt(v, k)
	case int32:
		return cvt(v, k)
	case int64:
		return cvt(v, k)
	case uint8:
		return cvt(v, k)
	case uint16:
		return cvt(v, k)
	case uint32:
		return cvt(v, k)
	case uint64:
		return cvt(v, k)
	case float32:
		return cvt(v, k)
	case float64:
		return cvt(v, k)
	}
	panic("convertRef")
}

type integer interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// intBin is Go's operator, with the backend's documented x/0 and x%0.
func intBin[T integer](op ir.Op, x, y T) T {
	switch op {
	case ir.OpAdd:
		return x + y
	case ir.OpSub:
		return x - y
	case ir.OpMul:
		return x * y
	case ir.OpDiv:
		if y == 0 {
			return ^T(0)
		}
		return x / y
	case ir.OpRem:
		if y == 0 {
			return x
		}
		return x % y
	case ir.OpAnd:
		return x & y
	case ir.OpOr:
		return x | y
	case ir.OpXor:
		return x ^ y
	case ir.OpAndNot:
		return x &^ y
	case ir.OpMin:
		return min(x, y)
	case ir.OpMax:
		return max(x, y)
	}
	panic("intBin")
}

func fltBin[T float32 | float64](op ir.Op, x, y T) T {
	switch op {
	case ir.OpAdd:
		return x + y
	case ir.OpSub:
		return x - y
	case ir.OpMul:
		return x * y
	case ir.OpDiv:
		return x / y
	case ir.OpMin:
		return min(x, y)
	case ir.OpMax:
		return max(x, y)
	}
	panic("fltBin")
}

func cmp[T number](op ir.Op, x, y T) bool {
	switch op {
	case ir.OpEq:
		return x == y
	case ir.OpNe:
		return x != y
	case ir.OpLt:
		return x < y
	case ir.OpLe:
		return x <= y
	case ir.OpGt:
		return x > y
	}
	return x >= y
}

func shiftRef[T integer](op ir.Op, x T, s uint64) T {
	if op == ir.OpShl {
		return x << s
	}
	return x >> s
}

// binaryRef dispatches on the dynamic type of x.
func binaryRef(op ir.Op, x, y any) any {
	switch x := x.(type) {
	case int8:
		return intBin(op, x, y.(int8))
	case int16:
		return intBin(op, x, y.(int16))
	case int32:
		return intBin(op, x, y.(int32))
	case int64:
		return intBin(op, x, y.(int64))
	case uint8:
		return intBin(op, x, y.(uint8))
	case uint16:
		return intBin(op, x, y.(uint16))
	case uint32:
		return intBin(op, x, y.(uint32))
	case uint64:
		return intBin(op, x, y.(uint64))
	case float32:
		return fltBin(op, x, y.(float32))
	case float64:
		return fltBin(op, x, y.(float64))
	}
	panic("binaryRef")
}

func compareRef(op ir.Op, x, y any) bool {
	switch x := x.(type) {
	case int8:
		return cmp(op, x, y.(int8))
	case int16:
		return cmp(op, x, y.(int16))
	case int32:
		return cmp(op, x, y.(int32))
	case int64:
		return cmp(op, x, y.(int64))
	case uint8:
		return cmp(op, x, y.(uint8))
	case uint16:
		return cmp(op, x, y.(uint16))
	case uint32:
		return cmp(op, x, y.(uint32))
	case uint64:
		return cmp(op, x, y.(uint64))
	case float32:
		return cmp(op, x, y.(float32))
	case float64:
		return cmp(op, x, y.(float64))
	}
	panic("compareRef")
}

func shiftAny(op ir.Op, x any, s uint64) any {
	switch x := x.(type) {
	case int8:
		return shiftRef(op, x, s)
	case int16:
		return shiftRef(op, x, s)
	case int32:
		return shiftRef(op, x, s)
	case int64:
		return shiftRef(op, x, s)
	case uint8:
		return shiftRef(op, x, s)
	case uint16:
		return shiftRef(op, x, s)
	case uint32:
		return shiftRef(op, x, s)
	case uint64:
		return shiftRef(op, x, s)
	}
	panic("shiftAny")
}
