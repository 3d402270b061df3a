package amdgpu

import (
	"fmt"
	"math"

	"github.com/kernlab/kern/compiler/ir"
)

// convert lowers OpConvert with Go's semantics.
//
// Integer → integer: trunc, or sext/zext by the source's signedness.
// Integer → float: sitofp/uitofp (correctly rounded). Float → float:
// fpext/fptrunc (round to nearest even). Float → integer truncates toward
// zero and gives what native Go on amd64 gives when the value does not fit
// (LLVM's fptosi/fptoui would give poison). Measured with go1.26 on amd64:
//
//	cvt32(f) = f in [-2^31, 2^31) ? trunc(f) : MinInt32      (CVTTSD2SL)
//	cvt64(f) = f in [-2^63, 2^63) ? trunc(f) : MinInt64      (CVTTSD2SQ)
//	int8, int16, uint8, uint16 = low bits of cvt32(f)
//	int32 = cvt32(f); int64 = cvt64(f); uint32 = low 32 bits of cvt64(f)
//	uint64 = f < 2^63 ? cvt64(f) : cvt64(f - 2^63) | 1<<63   (NaN takes the second arm)
//
// so NaN and ±Inf give MinInt32/MinInt64 (0 after truncation to 8 or 16
// bits, 0 for uint32, 1<<63 for uint64).
func (e *fn) convert(in *ir.Instr) error {
	from, err := basicOf(in.Args[0])
	if err != nil {
		return err
	}
	to, ok := in.Typ.(*ir.Basic)
	if !ok {
		return fmt.Errorf("%w: convert to %v", ErrBadIR, in.Typ)
	}
	a, err := e.args(in, 1)
	if err != nil {
		return err
	}
	x := a[0]
	ft, err := basicType(from)
	if err != nil {
		return err
	}
	tt, err := basicType(to)
	if err != nil {
		return err
	}
	name := e.names[in]
	switch {
	case from.Kind == to.Kind:
		e.set(in, x)
	case to.Kind == ir.Bool && from.IsInteger():
		e.emit("%s = icmp ne %s %s, 0", name, ft, x) // as the interpreter: nonzero is true
	case from.Kind == ir.Bool && to.IsInteger():
		e.emit("%s = zext i1 %s to %s", name, x, tt)
	case from.Kind == ir.Bool || to.Kind == ir.Bool:
		return fmt.Errorf("%w: convert %v to %v", ErrBadIR, from, to)
	case from.IsInteger() && to.IsInteger():
		switch {
		case from.Bits() == to.Bits():
			e.set(in, x)
		case from.Bits() > to.Bits():
			e.emit("%s = trunc %s %s to %s", name, ft, x, tt)
		case from.IsSigned():
			e.emit("%s = sext %s %s to %s", name, ft, x, tt)
		default:
			e.emit("%s = zext %s %s to %s", name, ft, x, tt)
		}
	case from.IsInteger() && to.IsFloat():
		op := "uitofp"
		if from.IsSigned() {
			op = "sitofp"
		}
		e.emit("%s = %s %s %s to %s", name, op, ft, x, tt)
	case from.IsFloat() && to.IsFloat():
		switch {
		case from.Kind == to.Kind:
			e.set(in, x)
		case from.Kind == ir.Float32:
			e.emit("%s = fpext float %s to double", name, x)
		default:
			e.emit("%s = fptrunc double %s to float", name, x)
		}
	case from.IsFloat() && to.IsInteger() && in.AuxInt == ir.ConvInRange:
		// Known to be a number that fits the signed conversion the
		// checked path makes (32 bits up to int32, else 64).
		bits := 64
		if to.Bits() < 32 || to.Kind == ir.Int32 {
			bits = 32
		}
		v := e.def("fptosi %s %s to i%d", ft, x, bits)
		if to.Bits() < bits {
			v = e.def("trunc i%d %s to %s", bits, v, tt)
		}
		e.set(in, v)
	case from.IsFloat() && to.IsInteger():
		e.set(in, e.floatToInt(from, ft, x, to, tt))
	default:
		return fmt.Errorf("%w: convert %v to %v", ErrBadIR, from, to)
	}
	return nil
}

// cvtSigned is amd64's truncating conversion to a bits-wide signed integer:
// in range, fptosi; otherwise (NaN, ±Inf, too large) MinInt. The operand
// of fptosi is replaced by 0 out of range so that no poison is computed.
func (e *fn) cvtSigned(from *ir.Basic, ft, x string, bits int) string {
	lim := math.Ldexp(1, bits-1)
	it := fmt.Sprintf("i%d", bits)
	lo := e.def("fcmp oge %s %s, %s", ft, x, floatHex(from, -lim))
	hi := e.def("fcmp olt %s %s, %s", ft, x, floatHex(from, lim))
	ok := e.def("and i1 %s, %s", lo, hi)
	safe := e.def("select i1 %s, %s %s, %s 0.0", ok, ft, x, ft)
	v := e.def("fptosi %s %s to %s", ft, safe, it)
	return e.def("select i1 %s, %s %s, %s %d", ok, it, v, it, int64(-1)<<(bits-1))
}

func (e *fn) floatToInt(from *ir.Basic, ft, x string, to *ir.Basic, tt string) string {
	switch {
	case to.Bits() <= 16:
		v := e.cvtSigned(from, ft, x, 32)
		return e.def("trunc i32 %s to %s", v, tt)
	case to.Bits() == 32 && to.IsSigned():
		return e.cvtSigned(from, ft, x, 32)
	case to.Bits() == 32:
		v := e.cvtSigned(from, ft, x, 64)
		return e.def("trunc i64 %s to i32", v)
	case to.IsSigned():
		return e.cvtSigned(from, ft, x, 64)
	}
	// uint64: values from 2^63 (and NaN) are converted after subtracting
	// 2^63 (exact for every float that large), then bit 63 is set.
	two63 := floatHex(from, math.Ldexp(1, 63))
	small := e.def("fcmp olt %s %s, %s", ft, x, two63)
	lowV := e.cvtSigned(from, ft, x, 64)
	sub := e.def("fsub %s %s, %s", ft, x, two63)
	hiV := e.cvtSigned(from, ft, sub, 64)
	hiSet := e.def("or i64 %s, -9223372036854775808", hiV)
	return e.def("select i1 %s, i64 %s, i64 %s", small, lowV, hiSet)
}
