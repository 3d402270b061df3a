package nd

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/kernlab/kern/half"
)

// Printing follows numpy.array_str with NumPy's defaults: precision 8,
// threshold 1000 elements, 3 edge items, line width 75.
const (
	printThreshold = 1000
	printEdge      = 3
	printWidth     = 75
	printPrecision = 8
)

// String formats the array as NumPy's str() does, e.g.
//
//	[[1.  2.5 3. ]
//	 [4.  5.  6. ]]
//
// Arrays with more than 1000 elements are summarised with "...".
func (a Array[T]) String() string {
	a = a.norm()
	if a.Size() == 0 {
		return "[]" // NumPy prints every empty array this way
	}
	summarize := a.Size() > printThreshold
	var vals []T
	collectShown(a, summarize, func(v T) { vals = append(vals, v) })
	fmtElem := elemFormatter(vals)
	if len(a.shape) == 0 {
		return strings.TrimSpace(fmtElem(a.data[a.offset]))
	}
	var b strings.Builder
	writeArray(&b, a, fmtElem, summarize, a.offset, 0)
	return b.String()
}

// Format implements fmt.Formatter: %v and %s print String(); %+v adds the
// shape and dtype.
func (a Array[T]) Format(f fmt.State, verb rune) {
	switch verb {
	case 'v', 's':
		fmt.Fprint(f, a.String())
		if f.Flag('+') {
			fmt.Fprintf(f, " shape=%s dtype=%s", ShapeString(a.norm().shape), a.DType())
		}
	default:
		fmt.Fprintf(f, "%%!%c(nd.Array[%s]=%s)", verb, a.DType(), ShapeString(a.norm().shape))
	}
}

// shownIndices lists the indices of an axis that are printed; -1 marks "...".
func shownIndices(n int, summarize bool) []int {
	var out []int
	if summarize && n > 2*printEdge {
		for i := 0; i < printEdge; i++ {
			out = append(out, i)
		}
		out = append(out, -1)
		for i := n - printEdge; i < n; i++ {
			out = append(out, i)
		}
		return out
	}
	for i := 0; i < n; i++ {
		out = append(out, i)
	}
	return out
}

// collectShown calls fn with each element that is printed, in order. It
// walks offsets rather than making sub-arrays, so that the work is linear
// in the number of dimensions as well as of elements.
func collectShown[T Elem](a Array[T], summarize bool, fn func(T)) {
	var walk func(off, ax int)
	walk = func(off, ax int) {
		if ax == len(a.shape) {
			fn(a.data[off])
			return
		}
		for _, i := range shownIndices(a.shape[ax], summarize) {
			if i >= 0 {
				walk(off+i*a.strides[ax], ax+1)
			}
		}
	}
	walk(a.offset, 0)
}

// writeArray prints the sub-array at element offset off from axis ax on
// (ax is also the nesting depth). Indents and separators are written only
// where NumPy prints them, so the work is proportional to the output.
func writeArray[T Elem](b *strings.Builder, a Array[T], fmtElem func(T) string, summarize bool, off, ax int) {
	b.WriteByte('[')
	idx := shownIndices(a.shape[ax], summarize)
	last := len(a.shape) - 1
	indent := func() {
		for range ax + 1 {
			b.WriteByte(' ')
		}
	}
	if ax == last {
		col := ax + 1
		for k, i := range idx {
			s := "..."
			if i >= 0 {
				s = fmtElem(a.data[off+i*a.strides[ax]])
			}
			if k > 0 {
				if col+1+len(s)+1 > printWidth { // +1 for the closing bracket
					b.WriteByte('\n')
					indent()
					col = ax + 1
				} else {
					b.WriteByte(' ')
					col++
				}
			}
			b.WriteString(s)
			col += len(s)
		}
		b.WriteByte(']')
		return
	}
	for k, i := range idx {
		if k > 0 {
			for range last - ax {
				b.WriteByte('\n')
			}
			indent()
		}
		if i < 0 {
			b.WriteString("...")
			continue
		}
		writeArray(b, a, fmtElem, summarize, off+i*a.strides[ax], ax+1)
	}
	b.WriteByte(']')
}

// elemFormatter returns a function printing one element padded to a common
// width, chosen from the values that will be shown.
func elemFormatter[T Elem](vals []T) func(T) string {
	var z T
	switch any(z).(type) {
	case bool:
		// NumPy pads True to the width of False, even when no False is shown.
		return func(v T) string {
			if any(v).(bool) {
				return " True"
			}
			return "False"
		}
	case float32, float64, half.Float16, half.BFloat16, half.Float8E4M3, half.Float8E5M2:
		return floatFormatter(vals)
	case complex64, complex128:
		return complexFormatter(vals)
	}
	w := 0
	for _, v := range vals {
		w = max(w, len(fmt.Sprint(v)))
	}
	return func(v T) string { return pad(fmt.Sprint(v), w) }
}

func pad(s string, w int) string {
	if len(s) >= w {
		return s
	}
	return strings.Repeat(" ", w-len(s)) + s
}

// floatFormatter mimics NumPy's FloatingFormat in 'maxprec' mode: the
// shortest repr of each value (at most 8 fraction digits), decimal points
// aligned, scientific notation when magnitudes span too much.
//
// A reduced float prints as NumPy prints a float16: the shortest decimal
// that reads back as the same value of its own type (0.1, not the
// 0.099975586 that float32's shortest form of the same value is).
func floatFormatter[T Elem](vals []T) func(T) string {
	bits := 64
	if DTypeOf[T]() == Float32 {
		bits = 32
	}
	value := toFloat64[T]
	if DTypeOf[T]().IsReduced() {
		value = shortestValue[T]
	}
	fs := make([]float64, len(vals))
	for i, v := range vals {
		fs[i] = value(v)
	}
	ff := floatFormat(fs, bits, false)
	return func(v T) string { return ff(value(v)) }
}

// shortestValue is the float64 of the shortest decimal that rounds back
// to v in v's reduced type. Printed in its own shortest form, that float64
// shows exactly those digits: a shorter decimal for it would round back to
// v as well.
func shortestValue[T Elem](v T) float64 {
	f := toFloat64(v)
	if f == 0 || math.IsNaN(f) || math.IsInf(f, 0) {
		return f
	}
	for digits := 1; digits < 17; digits++ {
		d, _ := strconv.ParseFloat(strconv.FormatFloat(f, 'e', digits-1, 64), 64)
		if elemEqual(fromFloat64[T](d), v) {
			return d
		}
	}
	return f
}

// complexFormatter is NumPy's ComplexFloatingFormat: the real parts
// formatted together, the imaginary parts together with a sign always
// shown, and "j" before the imaginary part's padding.
func complexFormatter[T Elem](vals []T) func(T) string {
	bits := 64
	if DTypeOf[T]() == Complex64 {
		bits = 32
	}
	re, im := make([]float64, len(vals)), make([]float64, len(vals))
	for i, v := range vals {
		re[i], im[i] = complexParts(v)
	}
	fr, fi := floatFormat(re, bits, false), floatFormat(im, bits, true)
	return func(v T) string {
		r, i := complexParts(v)
		is := fi(i)
		t := strings.TrimRight(is, " ")
		return fr(r) + t + "j" + is[len(t):]
	}
}

func complexParts[T Elem](v T) (re, im float64) {
	switch x := any(v).(type) {
	case complex64:
		return float64(real(x)), float64(imag(x))
	case complex128:
		return real(x), imag(x)
	}
	return toFloat64(v), 0
}

// floatFormat formats the values vals of a float type of the given bits;
// plus shows the sign of non-negative values too (NumPy's sign='+').
func floatFormat(vals []float64, bits int, plus bool) func(float64) string {
	var maxAbs, minAbs float64
	minAbs = math.Inf(1)
	for _, f := range vals {
		if math.IsNaN(f) || math.IsInf(f, 0) || f == 0 {
			continue
		}
		maxAbs = max(maxAbs, math.Abs(f))
		minAbs = min(minAbs, math.Abs(f))
	}
	sci := maxAbs >= 1e8 || (maxAbs > 0 && (minAbs < 1e-4 || maxAbs/minAbs > 1e3))
	// split returns the digits before and after the decimal point and, in
	// scientific mode, the exponent ("e+08").
	split := func(f float64) (ip, fp, exp string) {
		if sci {
			s := strconv.FormatFloat(f, 'e', -1, bits)
			if m, _, _ := strings.Cut(s, "e"); len(m) > printPrecision+2 {
				s = strconv.FormatFloat(f, 'e', printPrecision, bits)
			}
			m, e, _ := strings.Cut(s, "e")
			ip, fp, _ = strings.Cut(m, ".")
			if plus && !strings.HasPrefix(ip, "-") {
				ip = "+" + ip
			}
			return ip, strings.TrimRight(fp, "0"), "e" + e
		}
		s := strconv.FormatFloat(f, 'f', -1, bits)
		if _, fp, ok := strings.Cut(s, "."); ok && len(fp) > printPrecision {
			s = strings.TrimRight(strconv.FormatFloat(f, 'f', printPrecision, bits), "0")
		}
		ip, fp, _ = strings.Cut(s, ".")
		if plus && !strings.HasPrefix(ip, "-") {
			ip = "+" + ip
		}
		return ip, fp, ""
	}
	padL, padR, padE := 0, 0, 0
	for _, f := range vals {
		if math.IsNaN(f) || math.IsInf(f, 0) {
			continue
		}
		ip, fp, e := split(f)
		padL, padR, padE = max(padL, len(ip)), max(padR, len(fp)), max(padE, len(e))
	}
	// Non-finite values may widen the integer part, as in NumPy's fillFormat.
	nonFinite, negInf := false, 0
	if plus {
		negInf = 1 // room for "+inf"
	}
	for _, f := range vals {
		if math.IsNaN(f) || math.IsInf(f, 0) {
			nonFinite = true
		}
		if math.IsInf(f, -1) {
			negInf = 1
		}
	}
	if nonFinite {
		offset := padR + padE + 1
		padL = max(padL, 3-offset, 3+negInf-offset)
	}
	sign := ""
	if plus {
		sign = "+"
	}
	return func(f float64) string {
		switch {
		case math.IsNaN(f):
			return pad(sign+"nan", padL+padR+padE+1)
		case math.IsInf(f, 1):
			return pad(sign+"inf", padL+padR+padE+1)
		case math.IsInf(f, -1):
			return pad("-inf", padL+padR+padE+1)
		}
		ip, fp, e := split(f)
		if sci {
			// NumPy pads scientific mantissas with zeros, fixed with spaces.
			return pad(ip, padL) + "." + fp + strings.Repeat("0", padR-len(fp)) + e
		}
		return pad(ip, padL) + "." + fp + strings.Repeat(" ", padR-len(fp))
	}
}
