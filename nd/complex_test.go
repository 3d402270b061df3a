package nd

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/cmplx"
	"testing"
)

func TestComplexDTypes(t *testing.T) {
	for _, c := range []struct {
		d     DType
		name  string
		size  int
		descr string
	}{{Complex64, "complex64", 8, "<c8"}, {Complex128, "complex128", 16, "<c16"}} {
		if c.d.String() != c.name || c.d.Size() != c.size || c.d.Descr() != c.descr || !c.d.IsComplex() || c.d.IsFloat() {
			t.Errorf("%v: %s %d %s", c.d, c.d.String(), c.d.Size(), c.d.Descr())
		}
		for _, s := range []string{c.descr, ">" + c.descr[1:], "=" + c.descr[1:]} {
			if d, big, err := ParseDescr(s); err != nil || d != c.d || big != (s[0] == '>') {
				t.Errorf("ParseDescr(%q) = %v, %v, %v", s, d, big, err)
			}
		}
	}
	if DTypeOf[complex64]() != Complex64 || DTypeOf[complex128]() != Complex128 {
		t.Error("DTypeOf complex")
	}
}

// TestComplexNPY round-trips both complex dtypes bit for bit (NaN, Inf and
// -0 parts included) and reads a big-endian file.
func TestComplexNPY(t *testing.T) {
	vals := []complex128{1 + 2i, complex(math.Copysign(0, -1), math.Inf(-1)), cmplx.NaN(), complex(1e300, -5e-324)}
	a, _ := FromSlice(vals, 2, 2)
	var buf bytes.Buffer
	if err := WriteNPY(&buf, a); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(buf.Bytes(), []byte("'descr': '<c16'")) {
		t.Errorf("header: %q", buf.Bytes()[:80])
	}
	anyA, d, err := ReadNPYAny(bytes.NewReader(buf.Bytes()))
	if err != nil || d != Complex128 {
		t.Fatal(d, err)
	}
	got := anyA.(Array[complex128])
	for i, w := range vals {
		g := got.data[i]
		if math.Float64bits(real(g)) != math.Float64bits(real(w)) || math.Float64bits(imag(g)) != math.Float64bits(imag(w)) {
			t.Errorf("element %d: %v, want %v", i, g, w)
		}
	}
	a64 := AsType[complex64](a)
	buf.Reset()
	if err := WriteNPY(&buf, a64); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(buf.Bytes(), []byte("'descr': '<c8'")) {
		t.Errorf("header: %q", buf.Bytes()[:80])
	}
	b64, err := ReadNPY[complex64](bytes.NewReader(buf.Bytes()))
	if err != nil || b64.data[0] != 1+2i || !cmplx.IsInf(complex128(b64.data[1])) || real(b64.data[3]) != float32(math.Inf(1)) {
		t.Errorf("complex64 round trip: %v %v", b64.data, err)
	}
	// Big-endian: each part is byte-swapped on its own.
	var raw bytes.Buffer
	hdr := "{'descr': '>c16', 'fortran_order': False, 'shape': (1,), }"
	hdr += string(bytes.Repeat([]byte(" "), 128-10-len(hdr)-1)) + "\n"
	raw.WriteString("\x93NUMPY\x01\x00")
	_ = binary.Write(&raw, binary.LittleEndian, uint16(len(hdr)))
	raw.WriteString(hdr)
	_ = binary.Write(&raw, binary.BigEndian, [2]float64{1.5, -2})
	be, err := ReadNPY[complex128](&raw)
	if err != nil || be.data[0] != 1.5-2i {
		t.Errorf("big-endian: %v %v", be.data, err)
	}
}

// TestComplexFormat checks NumPy's complex printing: real and imaginary
// parts aligned separately, the imaginary sign always shown.
func TestComplexFormat(t *testing.T) {
	for _, c := range []struct {
		in   []complex128
		want string
	}{
		{[]complex128{1 + 2i, 3i}, "[1.+2.j 0.+3.j]"},
		{[]complex128{1 + 2i, -3.5 - 0.25i}, "[ 1. +2.j   -3.5-0.25j]"},
		{[]complex128{complex(math.NaN(), 1), complex(math.Inf(1), math.Inf(-1))}, "[nan +1.j inf-infj]"},
	} {
		a, _ := FromSlice(c.in, len(c.in))
		if got := a.String(); got != c.want {
			t.Errorf("%v: got %q, want %q", c.in, got, c.want)
		}
	}
}

func TestComplexConvertCompare(t *testing.T) {
	a, _ := FromSlice([]complex128{1.5 - 2i, 0, -3 + 0.5i}, 3)
	if f := AsType[float64](a); f.data[0] != 1.5 || f.data[2] != -3 {
		t.Errorf("to float64: %v", f.data)
	}
	if b := AsType[bool](a); b.data[0] != true || b.data[1] != false {
		t.Errorf("to bool: %v", b.data)
	}
	i, _ := FromSlice([]int32{7, -1}, 2)
	if c := AsType[complex64](i); c.data[0] != 7 || c.data[1] != -1 {
		t.Errorf("from int32: %v", c.data)
	}
	b := a.Copy(C)
	b.data[2] += 1e-9i
	if !AllClose(a, b, 1e-7, 0) || AllClose(a, b, 1e-12, 0) || Equal(a, b) {
		t.Error("AllClose/Equal on complex")
	}
	r, err := Random[complex64](1, 4)
	if err != nil || imag(r.data[0]) == 0 {
		t.Errorf("Random complex: %v %v", r.data, err)
	}
}
