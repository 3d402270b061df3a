package ptx

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"
)

// The instruction semantics of the PTX simulator (ptxsim_test.go).

// typeBits is the width of a PTX type suffix.
func typeBits(t string) int {
	switch t {
	case "pred":
		return 1
	case "s8", "u8", "b8":
		return 8
	case "s16", "u16", "b16":
		return 16
	case "s32", "u32", "b32", "f32":
		return 32
	}
	return 64
}

func mask(v uint64, w int) uint64 {
	if w >= 64 {
		return v
	}
	return v & (1<<w - 1)
}

func sext(v uint64, w int) int64 {
	if w >= 64 {
		return int64(v)
	}
	return int64(v<<(64-w)) >> (64 - w)
}

// val reads an operand: register, immediate, symbol or special register.
func (s *psim) val(fr *frame, a string) (uint64, error) {
	switch {
	case a == "%laneid":
		lin := s.tid[0] + s.ntid[0]*(s.tid[1]+s.ntid[1]*s.tid[2])
		return lin % 32, nil
	case strings.HasPrefix(a, "%tid."):
		return s.tid[a[5]-'x'], nil
	case strings.HasPrefix(a, "%ctaid."):
		return s.ctaid[a[7]-'x'], nil
	case strings.HasPrefix(a, "%ntid."):
		return max(s.ntid[a[6]-'x'], 1), nil
	case strings.HasPrefix(a, "%nctaid."):
		return max(s.nctaid[a[8]-'x'], 1), nil
	case a == "WARP_SZ":
		return 32, nil
	case a == "%dynamic_smem_size": // the extern array's size in newPsim
		return 1 << 16, nil
	case strings.HasPrefix(a, "%"):
		v, ok := fr.regs[a]
		if !ok {
			return 0, fmt.Errorf("read of unset register %s", a)
		}
		return v, nil
	case strings.HasPrefix(a, "0f") || strings.HasPrefix(a, "0d"):
		return strconv.ParseUint(a[2:], 16, 64)
	case strings.HasPrefix(a, "0x"):
		return strconv.ParseUint(a[2:], 16, 64)
	case a[0] == '-' || a[0] >= '0' && a[0] <= '9':
		v, err := strconv.ParseInt(a, 10, 64)
		return uint64(v), err
	}
	if v, ok := fr.syms[a]; ok {
		return v, nil
	}
	if v, ok := s.syms[a]; ok {
		return v, nil
	}
	return 0, fmt.Errorf("unknown operand %q", a)
}

// addr evaluates [base+off].
func (s *psim) addr(fr *frame, a string) (uint64, error) {
	a = strings.Trim(a, "[]")
	off := int64(0)
	if i := strings.LastIndexByte(a, '+'); i > 0 {
		off, _ = strconv.ParseInt(a[i+1:], 10, 64)
		a = a[:i]
	}
	b, err := s.val(fr, a)
	return b + uint64(off), err
}

func (s *psim) load(a uint64, w int) (uint64, error) {
	n := max(w/8, 1)
	if a == 0 || a+uint64(n) > uint64(len(s.mem)) {
		return 0, fmt.Errorf("load of %d bytes at %#x out of memory", n, a)
	}
	var b [8]byte
	copy(b[:], s.mem[a:a+uint64(n)])
	return binary.LittleEndian.Uint64(b[:]), nil
}

func (s *psim) store(a uint64, w int, v uint64) error {
	n := max(w/8, 1)
	if a == 0 || a+uint64(n) > uint64(len(s.mem)) {
		return fmt.Errorf("store of %d bytes at %#x out of memory", n, a)
	}
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], v)
	copy(s.mem[a:], b[:n])
	return nil
}

func f32of(v uint64) float32 { return math.Float32frombits(uint32(v)) }
func f64of(v uint64) float64 { return math.Float64frombits(v) }

// fval reads a float operand of type t as float64 (exact for f32).
func fval(t string, v uint64) float64 {
	if t == "f32" {
		return float64(f32of(v))
	}
	return f64of(v)
}

// fbits rounds x to type t and returns its bits.
func fbits(t string, x float64) uint64 {
	if t == "f32" {
		return uint64(math.Float32bits(float32(x)))
	}
	return math.Float64bits(x)
}

// exec runs one non-control instruction.
func (s *psim) exec(fr *frame, op, args []string) error {
	t := op[len(op)-1]
	w := typeBits(t)
	var v []uint64
	src := args[1:]
	if op[0] == "st" {
		src = args
	}
	if op[0] == "mov" && strings.HasPrefix(args[0], "{") {
		src = args[1:]
	}
	for _, a := range src {
		if strings.HasPrefix(a, "[") || strings.HasPrefix(a, "{") {
			v = append(v, 0)
			continue
		}
		x, err := s.val(fr, a)
		if err != nil {
			return err
		}
		v = append(v, x)
	}
	set := func(x uint64) { fr.regs[args[0]] = x }
	signed := t[0] == 's'
	isF := t[0] == 'f'
	switch op[0] {
	case "mov":
		switch {
		case strings.HasPrefix(args[0], "{"): // split
			parts := splitArgs(strings.Trim(args[0], "{}"))
			fr.regs[parts[0]], fr.regs[parts[1]] = mask(v[0], 32), v[0]>>32
		case strings.HasPrefix(args[1], "{"): // join
			parts := splitArgs(strings.Trim(args[1], "{}"))
			lo, err1 := s.val(fr, parts[0])
			hi, err2 := s.val(fr, parts[1])
			if err1 != nil || err2 != nil {
				return fmt.Errorf("mov join: %v %v", err1, err2)
			}
			set(mask(lo, 32) | hi<<32)
		default:
			set(mask(v[0], w))
		}
	case "add", "sub", "mul", "div", "rem", "min", "max":
		if isF {
			set(fbits(t, farith(op[0], fval(t, v[0]), fval(t, v[1]), t)))
			return nil
		}
		r, err := iarith(op, w, signed, v[0], v[1])
		if err != nil {
			return err
		}
		set(r)
	case "fma":
		set(fbits(t, math.FMA(fval(t, v[0]), fval(t, v[1]), fval(t, v[2]))))
	case "sqrt":
		set(fbits(t, math.Sqrt(fval(t, v[0]))))
	case "neg":
		set(mask(-v[0], w))
	case "and", "or", "xor":
		r := map[string]uint64{"and": v[0] & v[1], "or": v[0] | v[1], "xor": v[0] ^ v[1]}[op[0]]
		set(mask(r, w))
	case "not":
		set(mask(^v[0], w))
	case "shl", "shr":
		n := mask(v[1], 32)
		switch {
		case op[0] == "shl":
			set(mask(v[0]<<min(n, 64), w) * b2u(n < uint64(w)))
		case signed:
			set(mask(uint64(sext(v[0], w)>>min(n, uint64(w-1))), w))
		default:
			set(mask(mask(v[0], w)>>min(n, 64), w) * b2u(n < uint64(w)))
		}
	case "popc":
		set(uint64(bits.OnesCount64(mask(v[0], w))))
	case "clz":
		set(uint64(bits.LeadingZeros64(mask(v[0], w)) - (64 - w)))
	case "brev":
		set(bits.Reverse64(mask(v[0], w)) >> (64 - w))
	case "prmt":
		x := mask(v[1], 32)<<32 | mask(v[0], 32)
		r := uint64(0)
		for i := range 4 {
			sel := (v[2] >> (4 * i)) & 7
			r |= (x >> (8 * sel) & 0xff) << (8 * i)
		}
		set(r)
	case "selp":
		if v[2] != 0 {
			set(v[0])
		} else {
			set(v[1])
		}
	case "setp":
		r := compare(op[1], t, w, v[0], v[1])
		if len(op) == 4 {
			switch op[2] {
			case "and":
				r = r && v[2] != 0
			case "or":
				r = r || v[2] != 0
			}
		}
		set(b2u(r))
	case "cvt":
		return s.cvt(fr, op, args[0], v[0])
	case "cvta":
		set(v[0])
	case "ld":
		a, err := s.addr(fr, args[1])
		if err != nil {
			return err
		}
		x, err := s.load(a, w)
		if err != nil {
			return err
		}
		if signed && w < 32 {
			x = mask(uint64(sext(x, w)), 32)
		}
		set(x)
	case "st":
		a, err := s.addr(fr, args[0])
		if err != nil {
			return err
		}
		return s.store(a, w, v[1])
	case "atom":
		return s.atom(fr, op, args, v)
	default:
		return fmt.Errorf("unsimulated op %s", strings.Join(op, "."))
	}
	return nil
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func farith(op string, x, y float64, t string) float64 {
	r := 0.0
	switch op {
	case "add":
		r = x + y
	case "sub":
		r = x - y
	case "mul":
		r = x * y
	case "div":
		r = x / y
	case "min", "max": // PTX: the non-NaN operand; for ±0 either (here x)
		switch {
		case x != x:
			return y
		case y != y || x == y:
			return x
		case op == "min":
			return math.Min(x, y)
		}
		return math.Max(x, y)
	}
	if t == "f32" { // each f32 op rounds once: exact in f64 then rounded
		return float64(float32(r))
	}
	return r
}

func iarith(op []string, w int, signed bool, a, b uint64) (uint64, error) {
	if op[0] == "mul" && len(op) > 1 && op[1] == "wide" {
		if signed {
			return uint64(sext(a, 32) * sext(b, 32)), nil
		}
		return mask(a, 32) * mask(b, 32), nil
	}
	sa, sb, ua, ub := sext(a, w), sext(b, w), mask(a, w), mask(b, w)
	switch op[0] {
	case "add":
		return mask(a+b, w), nil
	case "sub":
		return mask(a-b, w), nil
	case "mul":
		return mask(a*b, w), nil
	case "div", "rem":
		if ub == 0 {
			return 0, fmt.Errorf("division by zero reached the hardware")
		}
		if signed && sb == -1 {
			return 0, fmt.Errorf("division by -1 reached the hardware (unspecified for MinInt)")
		}
		switch {
		case op[0] == "div" && signed:
			return mask(uint64(sa/sb), w), nil
		case op[0] == "div":
			return ua / ub, nil
		case signed:
			return mask(uint64(sa%sb), w), nil
		}
		return ua % ub, nil
	case "min", "max":
		lt := ua < ub
		if signed {
			lt = sa < sb
		}
		if lt == (op[0] == "min") {
			return mask(a, w), nil
		}
		return mask(b, w), nil
	}
	return 0, fmt.Errorf("op %s", op[0])
}

func compare(c, t string, w int, a, b uint64) bool {
	if t[0] == 'f' {
		x, y := fval(t, a), fval(t, b)
		nan := x != x || y != y
		switch c {
		case "eq":
			return x == y
		case "ne":
			return !nan && x != y
		case "lt":
			return x < y
		case "le":
			return x <= y
		case "gt":
			return x > y
		case "ge":
			return x >= y
		case "neu":
			return x != y
		case "nan":
			return nan
		}
		return false
	}
	if t[0] == 's' {
		x, y := sext(a, w), sext(b, w)
		return map[string]bool{"eq": x == y, "ne": x != y, "lt": x < y, "le": x <= y, "gt": x > y, "ge": x >= y}[c]
	}
	x, y := mask(a, w), mask(b, w)
	return map[string]bool{"eq": x == y, "ne": x != y, "lt": x < y, "le": x <= y, "gt": x > y, "ge": x >= y}[c]
}

// cvt models cvt.{rn,rz,rm,rp,rni,rzi,rmi,rpi}?.dst.src.
func (s *psim) cvt(fr *frame, op []string, d string, x uint64) error {
	rnd := ""
	if len(op) == 4 {
		rnd = op[1]
	}
	dt, st := op[len(op)-2], op[len(op)-1]
	dw, sw := typeBits(dt), typeBits(st)
	sf, df := st[0] == 'f', dt[0] == 'f'
	switch {
	case !sf && !df:
		v := mask(x, sw)
		if st[0] == 's' {
			v = uint64(sext(x, sw))
		}
		fr.regs[d] = mask(v, max(dw, 32))
		if dt[0] == 's' && dw < 32 {
			fr.regs[d] = mask(uint64(sext(v, dw)), 32)
		}
	case !sf && df:
		if st[0] == 's' {
			fr.regs[d] = fbits(dt, intToFloat(dt, sext(x, sw), true, 0))
		} else {
			fr.regs[d] = fbits(dt, intToFloat(dt, 0, false, mask(x, sw)))
		}
	case sf && df:
		f := fval(st, x)
		switch rnd {
		case "rni":
			f = math.RoundToEven(f)
		case "rzi":
			f = math.Trunc(f)
		case "rmi":
			f = math.Floor(f)
		case "rpi":
			f = math.Ceil(f)
		}
		fr.regs[d] = fbits(dt, f)
	default: // float → int, cvt.rzi saturating, NaN → 0
		f := math.Trunc(fval(st, x))
		if rnd != "rzi" {
			return fmt.Errorf("cvt.%s float→int not simulated", rnd)
		}
		var r uint64
		switch {
		case f != f:
			r = 0
		case dt[0] == 's':
			lo, hi := -math.Ldexp(1, dw-1), math.Ldexp(1, dw-1)
			switch {
			case f <= lo:
				r = uint64(int64(-1) << (dw - 1))
			case f >= hi:
				r = uint64(1)<<(dw-1) - 1
			default:
				r = uint64(int64(f))
			}
		default:
			hi := math.Ldexp(1, dw)
			switch {
			case f <= 0:
				r = 0
			case f >= hi:
				r = mask(^uint64(0), dw)
			default:
				r = uint64(f)
			}
		}
		fr.regs[d] = mask(r, dw)
	}
	return nil
}

// intToFloat rounds an integer to f32 or f64 correctly (Go's conversions
// are correctly rounded).
func intToFloat(dt string, si int64, signed bool, ui uint64) float64 {
	if dt == "f32" {
		if signed {
			return float64(float32(si))
		}
		return float64(float32(ui))
	}
	if signed {
		return float64(si)
	}
	return float64(ui)
}

// atom models one thread's atomic: load, op, store.
func (s *psim) atom(fr *frame, op, args []string, v []uint64) error {
	t := op[len(op)-1]
	w := typeBits(t)
	a, err := s.addr(fr, args[1])
	if err != nil {
		return err
	}
	old, err := s.load(a, w)
	if err != nil {
		return err
	}
	kind := op[len(op)-2]
	nv := v[1]
	switch kind {
	case "cas":
		nv = old
		if old == mask(v[1], w) {
			nv = v[2]
		}
	case "exch":
	case "add":
		if t[0] == 'f' {
			nv = fbits(t, farith("add", fval(t, old), fval(t, v[1]), t))
		} else {
			nv = mask(old+v[1], w)
		}
	default:
		if nv, err = iarith([]string{kind}, w, t[0] == 's', old, v[1]); err != nil {
			if kind == "and" || kind == "or" || kind == "xor" {
				nv = map[string]uint64{"and": old & v[1], "or": old | v[1], "xor": old ^ v[1]}[kind]
			} else {
				return err
			}
		}
	}
	fr.regs[args[0]] = old
	return s.store(a, w, nv)
}
