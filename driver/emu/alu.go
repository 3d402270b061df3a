package emu

import (
	"math"
	"math/bits"
)

// The lane-wise semantics of PTX's arithmetic, logic and conversion
// instructions, as the PTX ISA defines them for the forms kern's backend
// writes. Values travel as uint64 bit patterns; narrower results are kept
// zero-extended to their width (sub-32-bit loads sign-extend to 32 bits,
// as ptxas's registers hold them).

func maskTo(v uint64, w uint8) uint64 {
	if w >= 64 {
		return v
	}
	return v & (1<<w - 1)
}

func sext(v uint64, w uint8) int64 {
	if w >= 64 {
		return int64(v)
	}
	return int64(v<<(64-w)) >> (64 - w)
}

func f32(v uint64) float32 { return math.Float32frombits(uint32(v)) }
func f64(v uint64) float64 { return math.Float64frombits(v) }
func b32(x float32) uint64 { return uint64(math.Float32bits(x)) }
func b64(x float64) uint64 { return math.Float64bits(x) }

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// binary evaluates the two-operand arithmetic and logic ops.
func binary(op opcode, t ptype, a, b uint64) uint64 {
	if t.kind == 'f' {
		if t.bits == 32 {
			x, y := f32(a), f32(b)
			switch op {
			case opAdd:
				return b32(x + y)
			case opSub:
				return b32(x - y)
			case opMul:
				return b32(x * y)
			case opDiv:
				return b32(x / y)
			case opMin:
				return b32(float32(fminmax(float64(x), float64(y), true)))
			case opMax:
				return b32(float32(fminmax(float64(x), float64(y), false)))
			}
		} else {
			x, y := f64(a), f64(b)
			switch op {
			case opAdd:
				return b64(x + y)
			case opSub:
				return b64(x - y)
			case opMul:
				return b64(x * y)
			case opDiv:
				return b64(x / y)
			case opMin:
				return b64(fminmax(x, y, true))
			case opMax:
				return b64(fminmax(x, y, false))
			}
		}
		return 0
	}
	w := t.bits
	signed := t.kind == 's'
	switch op {
	case opAdd:
		return maskTo(a+b, w)
	case opSub:
		return maskTo(a-b, w)
	case opMul:
		return maskTo(a*b, w)
	case opMulWide:
		if signed {
			return uint64(sext(a, w) * sext(b, w))
		}
		return maskTo(a, w) * maskTo(b, w)
	case opMulHi:
		if signed {
			hi, _ := bits.Mul64(uint64(sext(a, w)), uint64(sext(b, w)))
			if w == 64 {
				// Signed high half from the unsigned product.
				x, y := int64(a), int64(b)
				h := int64(hi)
				if x < 0 {
					h -= y
				}
				if y < 0 {
					h -= x
				}
				return uint64(h)
			}
			return maskTo(uint64(sext(a, w)*sext(b, w)>>w), w)
		}
		if w == 64 {
			hi, _ := bits.Mul64(a, b)
			return hi
		}
		return maskTo(maskTo(a, w)*maskTo(b, w)>>w, w)
	case opDiv, opRem:
		return idiv(op, w, signed, a, b)
	case opMin, opMax:
		lt := maskTo(a, w) < maskTo(b, w)
		if signed {
			lt = sext(a, w) < sext(b, w)
		}
		if lt == (op == opMin) {
			return maskTo(a, w)
		}
		return maskTo(b, w)
	case opAnd:
		return a & b
	case opOr:
		return a | b
	case opXor:
		return a ^ b
	case opShl:
		n := maskTo(b, 32)
		if n >= uint64(w) {
			return 0
		}
		return maskTo(a<<n, w)
	case opShr:
		n := maskTo(b, 32)
		if signed {
			return maskTo(uint64(sext(a, w)>>min(n, uint64(w-1))), w)
		}
		if n >= uint64(w) {
			return 0
		}
		return maskTo(maskTo(a, w)>>n, w)
	}
	return 0
}

// fminmax is PTX min/max: a NaN operand yields the other operand.
func fminmax(x, y float64, isMin bool) float64 {
	switch {
	case x != x:
		return y
	case y != y:
		return x
	case x == y: // ±0: PTX orders -0 below +0
		if math.Signbit(x) != math.Signbit(y) {
			if isMin {
				return math.Copysign(0, -1)
			}
			return 0
		}
		return x
	case isMin:
		return math.Min(x, y)
	}
	return math.Max(x, y)
}

// idiv is div/rem as the hardware computes them, including the cases
// kern's code guards against (division by zero, MinInt / -1).
func idiv(op opcode, w uint8, signed bool, a, b uint64) uint64 {
	if signed {
		x, y := sext(a, w), sext(b, w)
		switch {
		case y == 0:
			if op == opDiv {
				return maskTo(^uint64(0), w)
			}
			return maskTo(uint64(x), w)
		case y == -1:
			if op == opDiv {
				return maskTo(uint64(-x), w)
			}
			return 0
		case op == opDiv:
			return maskTo(uint64(x/y), w)
		}
		return maskTo(uint64(x%y), w)
	}
	x, y := maskTo(a, w), maskTo(b, w)
	if y == 0 {
		if op == opDiv {
			return maskTo(^uint64(0), w)
		}
		return x
	}
	if op == opDiv {
		return x / y
	}
	return x % y
}

// unary evaluates the one-operand ops.
func unary(op opcode, t ptype, a uint64) uint64 {
	w := t.bits
	if t.kind == 'f' {
		if w == 32 {
			x := f32(a)
			switch op {
			case opNeg:
				return a ^ 1<<31
			case opAbs:
				return a &^ (1 << 31)
			case opSqrt:
				return b32(float32(math.Sqrt(float64(x))))
			case opRcp:
				return b32(1 / x)
			case opEx2:
				return b32(float32(math.Exp2(float64(x))))
			case opLg2:
				return b32(float32(math.Log2(float64(x))))
			case opSin:
				return b32(float32(math.Sin(float64(x))))
			case opCos:
				return b32(float32(math.Cos(float64(x))))
			}
			return 0
		}
		x := f64(a)
		switch op {
		case opNeg:
			return a ^ 1<<63
		case opAbs:
			return a &^ (1 << 63)
		case opSqrt:
			return b64(math.Sqrt(x))
		case opRcp:
			return b64(1 / x)
		}
		return 0
	}
	switch op {
	case opNeg:
		return maskTo(-a, w)
	case opAbs:
		v := sext(a, w)
		if v < 0 {
			v = -v
		}
		return maskTo(uint64(v), w)
	case opNot:
		if t.kind == 'p' {
			return a ^ 1
		}
		return maskTo(^a, w)
	case opPopc:
		return uint64(bits.OnesCount64(maskTo(a, w)))
	case opClz:
		return uint64(bits.LeadingZeros64(maskTo(a, w)) - (64 - int(w)))
	case opBrev:
		return bits.Reverse64(maskTo(a, w)) >> (64 - w)
	}
	return 0
}

func fma(t ptype, a, b, c uint64) uint64 {
	if t.bits == 32 {
		// The f64 FMA of f32 values is exact up to its own rounding; kern
		// fuses only under FastMath, where this double rounding is allowed.
		return b32(float32(math.FMA(float64(f32(a)), float64(f32(b)), float64(f32(c)))))
	}
	return b64(math.FMA(f64(a), f64(b), f64(c)))
}

func prmt(a, b, c uint64) uint64 {
	x := maskTo(b, 32)<<32 | maskTo(a, 32)
	r := uint64(0)
	for i := range 4 {
		sel := (c >> (4 * i)) & 0xf
		by := x >> (8 * (sel & 7)) & 0xff
		if sel&8 != 0 { // replicate the sign bit
			by = 0
			if x>>(8*(sel&7)+7)&1 != 0 {
				by = 0xff
			}
		}
		r |= by << (8 * i)
	}
	return r
}

func fval(t ptype, v uint64) float64 {
	if t.bits == 32 {
		return float64(f32(v))
	}
	return f64(v)
}

// compare is setp's comparison.
func compare(c uint8, t ptype, a, b uint64) bool {
	if t.kind == 'f' {
		x, y := fval(t, a), fval(t, b)
		nan := x != x || y != y
		switch c {
		case cmpEq:
			return x == y
		case cmpNe:
			return !nan && x != y
		case cmpLt:
			return x < y
		case cmpLe:
			return x <= y
		case cmpGt:
			return x > y
		case cmpGe:
			return x >= y
		case cmpEqu:
			return nan || x == y
		case cmpNeu:
			return x != y
		case cmpLtu:
			return nan || x < y
		case cmpLeu:
			return nan || x <= y
		case cmpGtu:
			return nan || x > y
		case cmpGeu:
			return nan || x >= y
		case cmpNum:
			return !nan
		case cmpNan:
			return nan
		}
		return false
	}
	w := t.bits
	if t.kind == 's' {
		return cmpInt(c, sext(a, w), sext(b, w))
	}
	return cmpInt(c, maskTo(a, w), maskTo(b, w))
}

func cmpInt[T int64 | uint64](c uint8, x, y T) bool {
	switch c {
	case cmpEq:
		return x == y
	case cmpNe:
		return x != y
	case cmpLt:
		return x < y
	case cmpLe:
		return x <= y
	case cmpGt:
		return x > y
	case cmpGe:
		return x >= y
	}
	return false
}

// cvt converts x from type st to dt with rounding mode rnd.
func cvt(dt, st ptype, rnd uint8, x uint64) uint64 {
	sf, df := st.kind == 'f', dt.kind == 'f'
	switch {
	case !sf && !df:
		v := maskTo(x, st.bits)
		if st.kind == 's' {
			v = uint64(sext(x, st.bits))
		}
		if dt.kind == 's' && dt.bits < 32 {
			return maskTo(uint64(sext(v, dt.bits)), 32)
		}
		return maskTo(v, dt.bits)
	case !sf && df:
		if st.kind == 's' {
			s := sext(x, st.bits)
			if dt.bits == 32 {
				return b32(float32(s))
			}
			return b64(float64(s))
		}
		u := maskTo(x, st.bits)
		if dt.bits == 32 {
			return b32(float32(u))
		}
		return b64(float64(u))
	case sf && df:
		f := fval(st, x)
		switch rnd {
		case rndRni:
			f = math.RoundToEven(f)
		case rndRzi:
			f = math.Trunc(f)
		case rndRmi:
			f = math.Floor(f)
		case rndRpi:
			f = math.Ceil(f)
		}
		if dt.bits == 32 {
			if st.bits == 64 && rnd >= rndRz && rnd <= rndRp {
				return b32(roundF32(f, rnd))
			}
			return b32(float32(f))
		}
		return b64(f)
	}
	// float → int saturates; NaN → 0.
	f := fval(st, x)
	switch rnd {
	case rndRni, rndRn:
		f = math.RoundToEven(f)
	case rndRmi, rndRm:
		f = math.Floor(f)
	case rndRpi, rndRp:
		f = math.Ceil(f)
	default:
		f = math.Trunc(f)
	}
	w := dt.bits
	var r uint64
	switch {
	case f != f:
		r = 0
	case dt.kind == 's':
		lo, hi := -math.Ldexp(1, int(w)-1), math.Ldexp(1, int(w)-1)
		switch {
		case f <= lo:
			r = uint64(int64(-1) << (w - 1))
		case f >= hi:
			r = uint64(1)<<(w-1) - 1
		default:
			r = uint64(int64(f))
		}
	default:
		hi := math.Ldexp(1, int(w))
		switch {
		case f <= 0:
			r = 0
		case f >= hi:
			r = maskTo(^uint64(0), w)
		default:
			r = uint64(f)
		}
	}
	r = maskTo(r, w)
	if dt.kind == 's' && w < 32 {
		r = maskTo(uint64(sext(r, w)), 32)
	}
	return r
}

// roundF32 rounds f to float32 toward zero, -Inf or +Inf.
func roundF32(f float64, rnd uint8) float32 {
	r := float32(f)
	if f != f || math.IsInf(f, 0) || float64(r) == f {
		return r
	}
	up := float64(r) > f
	switch {
	case rnd == rndRz && up == (f > 0), rnd == rndRm && up:
		return math.Nextafter32(r, float32(math.Inf(-1*sign(up))))
	case rnd == rndRp && !up:
		return math.Nextafter32(r, float32(math.Inf(1)))
	}
	return r
}

func sign(up bool) int {
	if up {
		return 1
	}
	return -1
}
