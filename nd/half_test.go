package nd

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/half"
)

// allFloat16 is every Float16 bit pattern, in order.
func allFloat16() []half.Float16 {
	s := make([]half.Float16, 1<<16)
	for i := range s {
		s[i] = half.Float16(i)
	}
	return s
}

func TestReducedEqualByValue(t *testing.T) {
	z := Must(FromSlice([]half.Float16{0x0000, 0x3c00}, 2))  // +0, 1
	nz := Must(FromSlice([]half.Float16{0x8000, 0x3c00}, 2)) // -0, 1
	if !Equal(z, nz) {
		t.Errorf("Equal(+0, -0) is false for float16")
	}
	nan := Must(FromSlice([]half.BFloat16{0x7fc0}, 1))
	if Equal(nan, nan) {
		t.Errorf("Equal(NaN, NaN) is true for bfloat16")
	}
	e4 := Must(FromSlice([]half.Float8E4M3{0x00, 0x7f}, 2))
	e4n := Must(FromSlice([]half.Float8E4M3{0x80, 0x7f}, 2))
	if Equal(e4, e4n) {
		t.Errorf("Equal with a NaN element is true for float8_e4m3fn")
	}
	if !Equal(Must(e4.Slice(S(0, 1, 1))), Must(e4n.Slice(S(0, 1, 1)))) {
		t.Errorf("Equal(+0, -0) is false for float8_e4m3fn")
	}
	// CheckClose compares values: 1 and the next Float16 up are 2^-10 apart.
	one := Must(Full(half.ToFloat16(1), 3))
	next := Must(Full(half.Float16(0x3c01), 3))
	if CheckClose(one, next, 0, 0x1p-10) != nil || CheckClose(one, next, 0, 0x1p-11) == nil {
		t.Errorf("CheckClose of float16 1 and 1+2^-10 is wrong")
	}
	err := CheckClose(one, next, 0, 0)
	if !errors.Is(err, ErrMismatch) || !strings.Contains(err.Error(), "1 vs 1.0009766") {
		t.Errorf("mismatch message %q does not print the values", err)
	}
	if u, err := MaxULP(one, next); u != 1 || err != nil {
		t.Errorf("MaxULP(1, 1+ulp) = %d, %v", u, err)
	}
	// Across zero: the smallest subnormals of both signs are 2 ULP apart.
	a := Must(FromSlice([]half.Float8E5M2{0x01}, 1))
	b := Must(FromSlice([]half.Float8E5M2{0x81}, 1))
	if u, _ := MaxULP(a, b); u != 2 {
		t.Errorf("MaxULP(2^-16, -2^-16) = %d for float8_e5m2, want 2", u)
	}
}

// Every Float16 pattern is ordered by ulpDiff as by its value.
func TestReducedULPOrder(t *testing.T) {
	s := allFloat16()
	for i := range s {
		x := s[i]
		if x.IsNaN() {
			continue
		}
		up := half.Float16(uint16(x) + 1) // next pattern away from zero
		if up.IsNaN() || x == 0x8000 {
			continue
		}
		if d := ulpDiff(x, up); d != 1 {
			t.Fatalf("ulpDiff(%#04x, %#04x) = %d, want 1", uint16(x), uint16(up), d)
		}
	}
	if d := ulpDiff(half.Float16(0x8000), half.Float16(0)); d != 0 {
		t.Errorf("ulpDiff(-0, +0) = %d", d)
	}
}

func TestReducedCreate(t *testing.T) {
	a := Must(Arange[half.Float16](0, 2, 0.5))
	if got := AsType[float32](a).ToSlice(); !slices.Equal(got, []float32{0, 0.5, 1, 1.5}) {
		t.Errorf("Arange float16 = %v", got)
	}
	l := Must(Linspace[half.BFloat16](0, 1, 5))
	if got := AsType[float64](l).ToSlice(); !slices.Equal(got, []float64{0, 0.25, 0.5, 0.75, 1}) {
		t.Errorf("Linspace bfloat16 = %v", got)
	}
	f := Must(Full(half.ToFloat8E4M3(448), 2, 2))
	if got := AsType[float32](f).ToSlice(); !slices.Equal(got, []float32{448, 448, 448, 448}) {
		t.Errorf("Full float8_e4m3fn = %v", got)
	}
	checkRandom[half.Float16](t, 11)
	checkRandom[half.BFloat16](t, 8)
	checkRandom[half.Float8E4M3](t, 4)
	checkRandom[half.Float8E5M2](t, 3)
}

// checkRandom checks that Random gives multiples of 2^-p in [0, 1), with
// more than one value.
func checkRandom[T Reduced](t *testing.T, p int) {
	t.Helper()
	r := Must(Random[T](3, 1000))
	seen := map[float64]bool{}
	for v := range r.Values() {
		f := toFloat64(v)
		if f < 0 || f >= 1 || f != math.Ldexp(math.Floor(math.Ldexp(f, p)), -p) {
			t.Fatalf("Random %v: %v is not a multiple of 2^-%d in [0, 1)", DTypeOf[T](), f, p)
		}
		seen[f] = true
	}
	if len(seen) < min(1<<p, 100)/2 {
		t.Errorf("Random %v: only %d distinct values", DTypeOf[T](), len(seen))
	}
	if !Equal(r, Must(Random[T](3, 1000))) {
		t.Errorf("Random %v is not reproducible", DTypeOf[T]())
	}
}

func TestReducedString(t *testing.T) {
	tests := []struct {
		got  string
		want string
	}{
		// NumPy's str() of the same float16 arrays.
		{Must(FromSlice([]half.Float16{half.ToFloat16(0.1), half.ToFloat16(1), half.ToFloat16(2.5)}, 3)).String(), "[0.1 1.  2.5]"},
		{Must(FromSlice([]half.Float16{half.ToFloat16(0.3333), half.ToFloat16(2), half.ToFloat16(3), half.ToFloat16(4)}, 2, 2)).String(),
			"[[0.3333 2.    ]\n [3.     4.    ]]"},
		{Must(FromSlice([]half.Float16{half.ToFloat16(0.1), 0x7c00, 0x7e00, 0x8000}, 4)).String(), "[ 0.1  inf  nan -0. ]"},
		{Must(FromSlice([]half.BFloat16{half.ToBFloat16(0.1), half.ToBFloat16(3)}, 2)).String(), "[0.1 3. ]"},
		{Must(FromSlice([]half.Float8E4M3{half.ToFloat8E4M3(448), half.ToFloat8E4M3(-0.5)}, 2)).String(), "[450.   -0.5]"}, // 450 is the shortest decimal that reads back as 448
		{Must(FromSlice([]half.Float8E5M2{half.ToFloat8E5M2(57344), half.ToFloat8E5M2(1)}, 2)).String(), "[6.e+04 1.e+00]"},
		{Must(Full(half.ToFloat16(65504))).String(), "65500."},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("String() = %q, want %q", tc.got, tc.want)
		}
	}
}

// Every pattern's printed value reads back as the same value of its type.
func TestReducedStringRoundTrips(t *testing.T) {
	for _, v := range allFloat16() {
		f := shortestValue(v)
		if back := half.ToFloat16From64(f); back != v && !(v.IsNaN() && back.IsNaN()) && !(v == 0x8000 && back == 0x8000) {
			t.Fatalf("%#04x prints as %v, which reads back as %#04x", uint16(v), f, uint16(back))
		}
	}
	for i := range 1 << 16 {
		v := half.BFloat16(i)
		if f := shortestValue(v); half.ToBFloat16From64(f) != v && !v.IsNaN() {
			t.Fatalf("bfloat16 %#04x prints as %v", i, f)
		}
	}
}

func TestReducedNPYRoundTrip(t *testing.T) {
	all := Must(FromSlice(allFloat16(), 256, 256))
	e4 := make([]half.Float8E4M3, 256)
	e5 := make([]half.Float8E5M2, 256)
	for i := range 256 {
		e4[i], e5[i] = half.Float8E4M3(i), half.Float8E5M2(i)
	}
	checkNPYBits(t, all, "<f2")
	checkNPYBits(t, all.T(), "<f2")
	checkNPYBits(t, Must(Must(FromSlice(allFloat16(), 1<<16)).Slice(S(1, 1<<16, 7))), "<f2") // strided
	bf := make([]half.BFloat16, 1<<16)
	for i := range bf {
		bf[i] = half.BFloat16(i)
	}
	checkNPYBits(t, Must(FromSlice(bf, 1<<16)), "bfloat16")
	checkNPYBits(t, Must(FromSlice(e4, 16, 16)).Copy(F), "float8_e4m3fn")
	checkNPYBits(t, Must(FromSlice(e5, 256)), "float8_e5m2")
}

// checkNPYBits writes a, checks the header's descr, and reads it back with
// ReadNPY and ReadNPYAny, comparing bit patterns (NaN payloads included).
func checkNPYBits[T Reduced](t *testing.T, a Array[T], descr string) {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteNPY(&buf, a); err != nil {
		t.Fatal(err)
	}
	raw := buf.Bytes()
	if !strings.Contains(string(raw[:128]), "'descr': '"+descr+"'") {
		t.Errorf("%v: header %q, want descr %q", a.DType(), raw[:128], descr)
	}
	b, err := ReadNPY[T](bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(a.ToSlice(), b.ToSlice()) || !slices.Equal(a.Shape(), b.Shape()) {
		t.Errorf("%v: round trip changed the bits", a.DType())
	}
	c, dt, err := ReadNPYAny(bytes.NewReader(raw))
	if err != nil || dt != a.DType() {
		t.Fatalf("ReadNPYAny: %v, %v", dt, err)
	}
	if got, ok := c.(Array[T]); !ok || !slices.Equal(got.ToSlice(), a.ToSlice()) {
		t.Errorf("ReadNPYAny gave %T", c)
	}
}

func TestReducedNPYFixtures(t *testing.T) {
	checkFixture(t, "f2_c.npy", []int{2, 3}, false, func(idx []int) half.Float16 {
		return half.ToFloat16(float32(idx[0]*3+idx[1])/4 - 0.5)
	})
	// Big-endian, written by NumPy: compared by bits.
	a := load[half.Float16](t, "f2_be.npy")
	want := []half.Float16{0x7e00, 0x7c00, 0xfc00, 0x8000, 0x0001, 0x7bff, 0x2e66}
	if got := a.ToSlice(); !slices.Equal(got, want) {
		t.Errorf("f2_be.npy = %#04x, want %#04x", got, want)
	}
}

func TestReducedNPYVoid(t *testing.T) {
	data := binary.LittleEndian.AppendUint16(nil, uint16(half.ToBFloat16(1.5)))
	data = binary.LittleEndian.AppendUint16(data, uint16(half.ToBFloat16(-2)))
	for _, descr := range []string{"<V2", "|V2"} {
		raw := npyBytes(1, "{'descr': '"+descr+"', 'fortran_order': False, 'shape': (2,), }", data)
		b, err := ReadNPY[half.BFloat16](bytes.NewReader(raw))
		if err != nil || !slices.Equal(AsType[float32](b).ToSlice(), []float32{1.5, -2}) {
			t.Errorf("%s as bfloat16: %v, %v", descr, b, err)
		}
		if _, err := ReadNPY[half.Float16](bytes.NewReader(raw)); err != nil {
			t.Errorf("%s as float16: %v", descr, err)
		}
		for name, read := range map[string]func() error{
			"uint16":  func() error { _, err := ReadNPY[uint16](bytes.NewReader(raw)); return err },
			"e4m3":    func() error { _, err := ReadNPY[half.Float8E4M3](bytes.NewReader(raw)); return err },
			"any":     func() error { _, _, err := ReadNPYAny(bytes.NewReader(raw)); return err },
			"float32": func() error { _, err := ReadNPY[float32](bytes.NewReader(raw)); return err },
		} {
			if err := read(); !errors.Is(err, ErrDType) {
				t.Errorf("%s read as %s: error %v, want ErrDType", descr, name, err)
			}
		}
	}
	raw := npyBytes(1, "{'descr': '|V1', 'fortran_order': False, 'shape': (3,), }", []byte{0x38, 0x7f, 0xb8})
	e4, err := ReadNPY[half.Float8E4M3](bytes.NewReader(raw))
	if err != nil || !slices.Equal(e4.ToSlice(), []half.Float8E4M3{0x38, 0x7f, 0xb8}) {
		t.Errorf("|V1 as float8_e4m3fn: %v, %v", e4, err)
	}
	if _, err := ReadNPY[half.BFloat16](bytes.NewReader(raw)); !errors.Is(err, ErrDType) {
		t.Errorf("|V1 as bfloat16: %v, want ErrDType", err)
	}
}

// AsType to and from the reduced floats agrees with package half's scalar
// conversions for every Float16 and BFloat16 pattern and every float32
// edge case.
func TestReducedAsType(t *testing.T) {
	f16 := Must(FromSlice(allFloat16(), 1<<16))
	w32, w64 := AsType[float32](f16), AsType[float64](f16)
	for i, v := range allFloat16() {
		if math.Float32bits(w32.At(i)) != math.Float32bits(v.Float32()) || math.Float64bits(w64.At(i)) != math.Float64bits(v.Float64()) {
			t.Fatalf("%#04x widens to %v / %v, want %v", i, w32.At(i), w64.At(i), v.Float32())
		}
	}
	edges := float32Edges()
	src := Must(FromSlice(edges, len(edges)))
	to16, tobf := AsType[half.Float16](src), AsType[half.BFloat16](src)
	to43, to52 := AsType[half.Float8E4M3](src), AsType[half.Float8E5M2](src)
	for i, f := range edges {
		if to16.At(i) != half.ToFloat16(f) || tobf.At(i) != half.ToBFloat16(f) ||
			to43.At(i) != half.ToFloat8E4M3(f) || to52.At(i) != half.ToFloat8E5M2(f) {
			t.Fatalf("%v (%#08x) narrows to %#04x %#04x %#02x %#02x", f, math.Float32bits(f), to16.At(i), tobf.At(i), to43.At(i), to52.At(i))
		}
	}
	// Between the reduced types: through the exact float64 value, rounded once.
	back := AsType[half.Float16](AsType[half.Float8E5M2](f16))
	for i, v := range allFloat16() {
		if want := half.ToFloat16(half.ToFloat8E5M2(v.Float32()).Float32()); back.At(i) != want {
			t.Fatalf("%#04x to e5m2 and back = %#04x, want %#04x", i, back.At(i), want)
		}
	}
	// Integers round once: 2^60 + 2^52 + 1 is just above a bfloat16 halfway
	// point that float64 rounds it onto, and ties-to-even would round down.
	ints := Must(FromSlice([]int64{1<<60 + 1<<52 + 1, -(1<<60 + 1<<52 + 1), 1<<60 + 1<<52, 3, -70000}, 5))
	got := AsType[half.BFloat16](ints).ToSlice()
	want := []half.BFloat16{half.ToBFloat16From64(0x1p60 + 0x1p53), half.ToBFloat16From64(-0x1p60 - 0x1p53),
		half.ToBFloat16From64(0x1p60), half.ToBFloat16(3), half.ToBFloat16(-70000)}
	if !slices.Equal(got, want) {
		t.Errorf("int64 to bfloat16 = %v, want %v", got, want)
	}
	u := AsType[half.BFloat16](Must(FromSlice([]uint64{1<<64 - 1}, 1))).At(0)
	if u != half.ToBFloat16From64(0x1p64) {
		t.Errorf("uint64 max to bfloat16 = %v", u)
	}
	if got := AsType[half.Float16](Must(FromSlice([]int32{70000, -65519, 65520}, 3))).ToSlice(); !slices.Equal(got, []half.Float16{0x7c00, 0xfbff, 0x7c00}) {
		t.Errorf("int32 to float16 overflow = %#04x", got)
	}
	// To integers and bool: from the value, as Go converts a float64.
	h := Must(FromSlice([]half.Float16{half.ToFloat16(-2.75), half.ToFloat16(300), 0x8000}, 3))
	if got := AsType[int32](h).ToSlice(); !slices.Equal(got, []int32{-2, 300, 0}) {
		t.Errorf("float16 to int32 = %v", got)
	}
	if got := AsType[bool](h).ToSlice(); !slices.Equal(got, []bool{true, true, false}) {
		t.Errorf("float16 to bool = %v", got)
	}
	if got := AsType[complex64](h).ToSlice(); got[0] != -2.75 {
		t.Errorf("float16 to complex64 = %v", got)
	}
}

// float32Edges lists float32 values where narrowing can go wrong: every
// value and halfway point of the 16-bit formats with its float32
// neighbours, both signs, the overflow thresholds, and the specials.
func float32Edges() []float32 {
	var out []float32
	add := func(f float32) {
		b := math.Float32bits(f)
		for d := uint32(0); d <= 2; d++ {
			out = append(out, math.Float32frombits(b+d), math.Float32frombits(b-d),
				-math.Float32frombits(b+d), -math.Float32frombits(b-d))
		}
	}
	for i := range 1 << 15 { // positive Float16 patterns and their midpoints
		v := half.Float16(i)
		if v.IsNaN() || v.IsInf(0) {
			continue
		}
		add(v.Float32())
		add(float32((v.Float64() + half.Float16(i+1).Float64()) / 2))
	}
	for i := range 1 << 15 { // positive bfloat16 midpoints (exact in float32)
		add(math.Float32frombits(uint32(i)<<16 | 0x8000))
	}
	for _, f := range []float64{448, 464, 480, 57344, 61440, 65504, 65520, 0x1p-9, 0x1p-10, 0x1p-16, 0x1p-17, 0x1p-24, 0x1p-25} {
		add(float32(f))
	}
	inf := float32(math.Inf(1))
	return append(out, inf, -inf, float32(math.NaN()), math.Float32frombits(0x7f800001), math.Float32frombits(0xffc00000),
		math.MaxFloat32, -math.MaxFloat32, math.SmallestNonzeroFloat32)
}

// Every path of AsType and AsTypeInto (one bulk run, bulk rows, element
// by element) gives the scalar conversions' bits, for each pair of a Go
// float and a reduced float, both ways.
func TestReducedConversionPaths(t *testing.T) {
	edges := float32Edges()
	edges = edges[:len(edges)/64*64]
	checkPaths(t, Must(FromSlice(edges, 64, len(edges)/64)), half.ToFloat16)
	checkPaths(t, Must(FromSlice(edges, 64, len(edges)/64)), half.ToBFloat16)
	checkPaths(t, Must(FromSlice(edges, 64, len(edges)/64)), half.ToFloat8E4M3)
	checkPaths(t, Must(FromSlice(edges, 64, len(edges)/64)), half.ToFloat8E5M2)
	e64 := make([]float64, len(edges))
	for i, f := range edges {
		e64[i] = float64(f) * (1 + 0x1p-40) // off the float32 grid
	}
	checkPaths(t, Must(FromSlice(e64, 64, len(e64)/64)), half.ToFloat16From64)
	checkPaths(t, Must(FromSlice(e64, 64, len(e64)/64)), half.ToBFloat16From64)
	checkPaths(t, Must(FromSlice(e64, 64, len(e64)/64)), half.ToFloat8E4M3From64)
	checkPaths(t, Must(FromSlice(e64, 64, len(e64)/64)), half.ToFloat8E5M2From64)
	all := Must(FromSlice(allFloat16(), 256, 256))
	checkPaths(t, all, func(h half.Float16) float32 { return h.Float32() })
	checkPaths(t, all, func(h half.Float16) float64 { return h.Float64() })
	bf := AsType[half.BFloat16](AsType[uint16](Must(Arange[int32](0, 1<<16, 1)))) // every pattern, converted by value from its integer
	if bf.At(0x3f80) != half.ToBFloat16(0x3f80) {
		t.Fatalf("bfloat16 from uint16 is not by value")
	}
	bfAll := make([]half.BFloat16, 1<<16)
	for i := range bfAll {
		bfAll[i] = half.BFloat16(i)
	}
	checkPaths(t, Must(FromSlice(bfAll, 256, 256)), func(h half.BFloat16) float32 { return h.Float32() })
	e4 := make([]half.Float8E4M3, 256)
	e5 := make([]half.Float8E5M2, 256)
	for i := range 256 {
		e4[i], e5[i] = half.Float8E4M3(i), half.Float8E5M2(i)
	}
	checkPaths(t, Must(FromSlice(e4, 16, 16)), func(h half.Float8E4M3) float64 { return h.Float64() })
	checkPaths(t, Must(FromSlice(e5, 16, 16)), func(h half.Float8E5M2) float32 { return h.Float32() })
}

// Between two reduced floats AsType widens blocks to float32 and narrows
// them: for every source pattern (NaN payloads included), over more than
// one block and on every path, that gives the element-by-element
// conversion's bits.
func TestReducedToReduced(t *testing.T) {
	patterns := func(n, cols int) []int {
		// Every pattern, cycled over two blocks and one row more.
		s := make([]int, (max(n, 2*viaBlock)+cols)/cols*cols)
		for i := range s {
			s[i] = i % n
		}
		return s
	}
	e4, e5 := []half.Float8E4M3{}, []half.Float8E5M2{}
	for _, i := range patterns(1<<8, 64) {
		e4, e5 = append(e4, half.Float8E4M3(i)), append(e5, half.Float8E5M2(i))
	}
	f16, bf := []half.Float16{}, []half.BFloat16{}
	for _, i := range patterns(1<<16, 256) {
		f16, bf = append(f16, half.Float16(i)), append(bf, half.BFloat16(i))
	}
	if len(e4) <= 2*viaBlock || len(e4)%viaBlock == 0 {
		t.Fatalf("%d elements do not span blocks of %d", len(e4), viaBlock)
	}
	checkToReduced(t, Must(FromSlice(e4, len(e4)/64, 64)))
	checkToReduced(t, Must(FromSlice(e5, len(e5)/64, 64)))
	checkToReduced(t, Must(FromSlice(f16, len(f16)/256, 256)))
	checkToReduced(t, Must(FromSlice(bf, len(bf)/256, 256)))
}

// checkToReduced checks a's conversion to each other reduced float on
// every path against the scalar conversion.
func checkToReduced[T Elem](t *testing.T, a Array[T]) {
	t.Helper()
	if _, same := any(a.At(0, 0)).(half.Float16); !same {
		checkPaths(t, a, convert[half.Float16, T])
	}
	if _, same := any(a.At(0, 0)).(half.BFloat16); !same {
		checkPaths(t, a, convert[half.BFloat16, T])
	}
	if _, same := any(a.At(0, 0)).(half.Float8E4M3); !same {
		checkPaths(t, a, convert[half.Float8E4M3, T])
	}
	if _, same := any(a.At(0, 0)).(half.Float8E5M2); !same {
		checkPaths(t, a, convert[half.Float8E5M2, T])
	}
}

// checkPaths converts the 2-d array a with AsType (contiguous, reversed
// rows, transposed) and AsTypeInto (into an F-ordered array, a broadcast
// row, a strided view) and compares every element's bits with f's.
func checkPaths[U, T Elem](t *testing.T, a Array[T], f func(T) U) {
	t.Helper()
	name := fmt.Sprintf("%v to %v", a.DType(), DTypeOf[U]())
	check := func(path string, got Array[U], src Array[T]) {
		t.Helper()
		for idx, v := range src.Elems() {
			if g, w := got.At(idx...), f(v); !sameBits(g, w) {
				t.Fatalf("%s, %s: %v (%v) gives %v, want %v", name, path, idx, v, g, w)
			}
		}
	}
	check("AsType", AsType[U](a), a)
	rev := Must(a.Slice(All(), All().By(-1)))
	check("AsType of reversed rows", AsType[U](rev), rev)
	check("AsType of the transpose", AsType[U](a.T()), a.T())
	fo := Must(ZerosOrder[U](F, a.Shape()...))
	if err := AsTypeInto(fo, a); err != nil {
		t.Fatal(err)
	}
	check("AsTypeInto an F-ordered array", fo, a)
	big := Must(Zeros[U](a.Dim(0), 2*a.Dim(1)))
	view := Must(big.Slice(All(), S(0, 2*a.Dim(1), 2)))
	if err := AsTypeInto(view, rev); err != nil {
		t.Fatal(err)
	}
	check("AsTypeInto a strided view", view, rev)
	row := Must(a.Index(0, 3))
	bc := Must(Zeros[U](4, a.Dim(1)))
	if err := AsTypeInto(bc, row); err != nil {
		t.Fatal(err)
	}
	check("AsTypeInto with broadcasting", bc, Must(row.BroadcastTo(4, a.Dim(1))))
}

// sameBits compares two elements' bit patterns (floats by bits, so NaN
// payloads and the sign of zero count).
func sameBits[U Elem](x, y U) bool {
	sz := unsafe.Sizeof(x)
	return unsafe.String((*byte)(unsafe.Pointer(&x)), sz) == unsafe.String((*byte)(unsafe.Pointer(&y)), sz)
}

func TestAsTypeInto(t *testing.T) {
	dst := Must(Zeros[half.Float16](2, 3))
	if err := AsTypeInto(dst, Must(Zeros[float32](4))); !errors.Is(err, ErrBroadcast) {
		t.Errorf("AsTypeInto with unbroadcastable shapes: %v, want ErrBroadcast", err)
	}
	// Source and destination over the same memory: the source is read
	// before it is overwritten.
	raw := []uint16{1, 2, 3, 4}
	src := Must(FromSlice(raw, 4))
	alias := Must(Wrap(unsafe.Slice((*half.Float16)(unsafe.Pointer(&raw[0])), 4), 4))
	if err := AsTypeInto(alias, Must(src.Slice(All().By(-1)))); err != nil {
		t.Fatal(err)
	}
	want := []half.Float16{half.ToFloat16(4), half.ToFloat16(3), half.ToFloat16(2), half.ToFloat16(1)}
	if got := alias.ToSlice(); !slices.Equal(got, want) {
		t.Errorf("AsTypeInto over shared memory = %v, want %v", got, want)
	}
	// Same types copy the bits: a signalling NaN stays as it is.
	s := Must(FromSlice([]float32{math.Float32frombits(0x7f800001)}, 1))
	if got := AsType[float32](s).At(0); math.Float32bits(got) != 0x7f800001 {
		t.Errorf("AsType[float32] of a float32 NaN changed its bits to %#x", math.Float32bits(got))
	}
}

// AsType against a copy of the same float32 bytes in the same run (see
// docs/half.md for figures).
func BenchmarkAsType(b *testing.B) {
	const n = 1 << 22
	f32 := Must(Random[float32](1, n))
	f64 := AsType[float64](f32)
	h := AsType[half.Float16](f32)
	bf := AsType[half.BFloat16](f32)
	e4 := AsType[half.Float8E4M3](f32)
	run := func(name string, f func()) {
		b.Run(name, func(b *testing.B) {
			f() // fault fresh destinations in untimed: out32 is first written by the copy
			for b.Loop() {
				f()
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/elem")
		})
	}
	out32 := Must(Zeros[float32](n))
	run("copy-float32", func() { _ = out32.Assign(f32) })
	run("float32-to-float16", func() { _ = AsTypeInto(h, f32) })
	run("float16-to-float32", func() { _ = AsTypeInto(out32, h) })
	run("float64-to-bfloat16", func() { _ = AsTypeInto(bf, f64) })
	run("bfloat16-to-float32", func() { _ = AsTypeInto(out32, bf) })
	run("float32-to-float8_e4m3fn", func() { _ = AsTypeInto(e4, f32) })
	run("float8_e4m3fn-to-float32", func() { _ = AsTypeInto(out32, e4) })
	run("float8_e4m3fn-to-float16", func() { _ = AsTypeInto(h, e4) })
	run("float16-to-float8_e4m3fn", func() { _ = AsTypeInto(e4, h) })
	run("bfloat16-to-float16", func() { _ = AsTypeInto(h, bf) })
	strided := Must(f32.Slice(S(0, n, 2)))
	hs := Must(Zeros[half.Float16](n / 2))
	run("float32-strided-to-float16", func() { _ = AsTypeInto(hs, strided) })
}
