package nd

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/half"
)

type recInner struct {
	A int16
	B float32
}

type recAll struct {
	Flag  bool
	Mass  float64 `npy:"mass"`
	Pos   [3]float32
	ID    int32
	Z     complex64
	H     half.Float16
	BF    half.BFloat16
	In    recInner
	Grid  [2][2]uint8
	_     [3]byte
	Skip  int64 `npy:"-"`
	Count int
	Ins   [2]recInner
}

func recAllSample(n int) []recAll {
	s := make([]recAll, n)
	for i := range s {
		f := float32(i)
		s[i] = recAll{
			Flag:  i%2 == 1,
			Mass:  1.5*float64(i) - 7,
			Pos:   [3]float32{f, -f, f / 3},
			ID:    int32(-i * 1000),
			Z:     complex(f, -2*f),
			H:     half.ToFloat16(f / 4),
			BF:    half.ToBFloat16(-f * 8),
			In:    recInner{int16(i - 3), f * 0.25},
			Grid:  [2][2]uint8{{uint8(i), 1}, {2, uint8(255 - i)}},
			Count: i * 7,
			Ins:   [2]recInner{{1, f}, {int16(-i), 2}},
		}
	}
	return s
}

// What kern writes is what NumPy writes for an aligned record of the same
// fields: the descr (padding as unnamed void fields) is the contract.
func TestRecordsWriteHeader(t *testing.T) {
	var buf bytes.Buffer
	s := recAllSample(3)
	for i := range s { // the blank field's bytes are padding in the file: written as zeros
		*(*[3]byte)(unsafe.Add(unsafe.Pointer(&s[i]), reflect.TypeFor[recAll]().Field(9).Offset)) = [3]byte{1, 2, 3}
	}
	if err := WriteNPYRecords(&buf, s); err != nil {
		t.Fatal(err)
	}
	h, err := readHeader(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	b := buf.Bytes()
	hlen := int(binary.LittleEndian.Uint16(b[8:10]))
	text := strings.TrimRight(string(b[10:10+hlen]), " \n")
	want := "{'descr': [('Flag', '|b1'), ('', '|V7'), ('mass', '<f8'), ('Pos', '<f4', (3,)), ('ID', '<i4'), ('Z', '<c8'), " +
		"('H', '<f2'), ('BF', '|V2'), ('In', [('A', '<i2'), ('', '|V2'), ('B', '<f4')]), ('Grid', '|u1', (2, 2)), ('', '|V16'), " +
		"('Count', '<i8'), ('Ins', [('A', '<i2'), ('', '|V2'), ('B', '<f4')], (2,))], 'fortran_order': False, 'shape': (3,), }"
	if nativeBig {
		t.Skip("the golden header is little-endian")
	}
	if text != want {
		t.Fatalf("header\n%s\nwant\n%s", text, want)
	}
	if (10+hlen)%64 != 0 {
		t.Fatalf("the data starts at %d, not a multiple of 64", 10+hlen)
	}
	if got, want := h.rec.size, int(reflect.TypeFor[recAll]().Size()); got != want {
		t.Fatalf("the file's record is %d bytes, Go's %d", got, want)
	}
	if len(b)-10-hlen != 3*h.rec.size {
		t.Fatalf("%d data bytes, want %d", len(b)-10-hlen, 3*h.rec.size)
	}
	for i := range 3 {
		rec := b[10+hlen+i*h.rec.size:]
		if pad := rec[56:72]; !bytes.Equal(pad, make([]byte, 16)) {
			t.Fatalf("record %d's padding is % x, want zeros", i, pad)
		}
	}
}

func TestRecordsRoundTrip(t *testing.T) {
	s := recAllSample(1000)
	for i := range s {
		s[i].Skip = 99
	}
	p := filepath.Join(t.TempDir(), "r.npy")
	if err := SaveRecords(p, s, 10, 100); err != nil {
		t.Fatal(err)
	}
	got, shape, err := LoadRecords[recAll](p)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(shape, []int{10, 100}) {
		t.Fatalf("shape %v", shape)
	}
	for i := range s {
		s[i].Skip = 0 // npy:"-": not written
	}
	if !reflect.DeepEqual(got, s) {
		for i := range s {
			if got[i] != s[i] {
				t.Fatalf("record %d: %+v, want %+v", i, got[i], s[i])
			}
		}
	}
	// Empty.
	var buf bytes.Buffer
	if err := WriteNPYRecords(&buf, []recAll{}, 0, 4); err != nil {
		t.Fatal(err)
	}
	e, shape, err := ReadNPYRecords[recAll](&buf)
	if err != nil || len(e) != 0 || !reflect.DeepEqual(shape, []int{0, 4}) {
		t.Fatalf("empty: %v %v %v", e, shape, err)
	}
	if err := WriteNPYRecords(&buf, s, 3); !errors.Is(err, ErrShape) {
		t.Fatalf("a shape of 3 for 1000 records: %v, want ErrShape", err)
	}
}

// recFile builds a .npy stream of records by hand, as NumPy writes them.
func recFile(descr, shape string, fortran bool, data []byte) []byte {
	f := "False"
	if fortran {
		f = "True"
	}
	text, _ := padHeader("{'descr': " + descr + ", 'fortran_order': " + f + ", 'shape': " + shape + ", }")
	return npyBytes(1, text, data)
}

type particle struct {
	X  float32
	ID int16
	M  float64
}

// A packed record (NumPy's default), big-endian fields, in Fortran order:
// each field lands where Go lays it out, in C order.
func TestRecordsReadPackedBigFortran(t *testing.T) {
	const n = 6 // shape (2, 3)
	rec := func(k int) particle {
		return particle{float32(k) + 0.5, int16(-k), float64(k) * 1e10}
	}
	for _, big := range []bool{false, true} {
		var bo binary.AppendByteOrder = binary.LittleEndian
		c := "<"
		if big {
			bo, c = binary.BigEndian, ">"
		}
		var data []byte
		// Fortran order: the first index varies fastest; element (i, j)
		// is record 3*i+j.
		for j := range 3 {
			for i := range 2 {
				p := rec(3*i + j)
				data = bo.AppendUint32(data, math.Float32bits(p.X))
				data = bo.AppendUint16(data, uint16(p.ID))
				data = bo.AppendUint64(data, math.Float64bits(p.M))
			}
		}
		in := recFile("[('x', '"+c+"f4'), ('id', '"+c+"i2'), ('m', '"+c+"f8')]", "(2, 3)", true, data)
		got, shape, err := ReadNPYRecords[particle](bytes.NewReader(in))
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(shape, []int{2, 3}) || len(got) != n {
			t.Fatalf("shape %v, %d records", shape, len(got))
		}
		for k := range n {
			if got[k] != rec(k) {
				t.Fatalf("big=%v record %d: %+v, want %+v", big, k, got[k], rec(k))
			}
		}
	}
}

type withBF struct {
	V  [2]half.BFloat16
	E  half.Float8E4M3
	OK bool
	C  complex128
}

// Raw-byte fields read into reduced floats; a big-endian complex swaps
// each part; a bool byte other than 0 reads as true.
func TestRecordsVoidComplexBool(t *testing.T) {
	var data []byte
	data = binary.LittleEndian.AppendUint16(data, uint16(half.ToBFloat16(1.5)))
	data = binary.LittleEndian.AppendUint16(data, uint16(half.ToBFloat16(-2)))
	data = append(data, uint8(half.ToFloat8E4M3(0.5)), 7)
	data = binary.BigEndian.AppendUint64(data, math.Float64bits(3))
	data = binary.BigEndian.AppendUint64(data, math.Float64bits(-4))
	in := recFile("[('V', '<V2', (2,)), ('E', '|V1'), ('ok', '|b1'), ('C', '>c16')]", "(1,)", false, data)
	got, _, err := ReadNPYRecords[withBF](bytes.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := withBF{[2]half.BFloat16{half.ToBFloat16(1.5), half.ToBFloat16(-2)}, half.ToFloat8E4M3(0.5), true, complex(3, -4)}
	if got[0] != want {
		t.Fatalf("%+v, want %+v", got[0], want)
	}
	if b := *(*uint8)(unsafe.Pointer(&got[0].OK)); b != 1 {
		t.Fatalf("the bool's byte is %d, want 1", b)
	}
}

type nested struct {
	P  [2]point
	ID uint64
}

type point struct{ X, Y float32 }

// An aligned record with padding fields and nested records.
func TestRecordsReadAlignedNested(t *testing.T) {
	var data []byte
	for r := range 2 {
		for i := range 2 {
			data = binary.LittleEndian.AppendUint32(data, math.Float32bits(float32(10*r+i)))
			data = append(data, 0xEE, 0xEE) // padding inside the nested record
			data = binary.LittleEndian.AppendUint32(data, math.Float32bits(float32(-r-i)))
		}
		data = append(data, 0xEE, 0xEE, 0xEE, 0xEE)
		data = binary.LittleEndian.AppendUint64(data, uint64(r)<<40)
	}
	in := recFile("[('p', [('x', '<f4'), ('', '|V2'), ('y', '<f4')], (2,)), ('', '|V4'), ('id', '<u8')]", "(2,)", false, data)
	got, _, err := ReadNPYRecords[nested](bytes.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	for r := range 2 {
		want := nested{[2]point{{float32(10 * r), float32(-r)}, {float32(10*r + 1), float32(-r - 1)}}, uint64(r) << 40}
		if got[r] != want {
			t.Fatalf("record %d: %+v, want %+v", r, got[r], want)
		}
	}
}

func TestRecordsErrors(t *testing.T) {
	data := make([]byte, 64)
	cases := []struct {
		name string
		in   []byte
		read func([]byte) error
		want error
		msg  []string
	}{
		{"missing field", recFile("[('x', '<f4'), ('id', '<i2')]", "(1,)", false, data), readAs[particle], ErrDType, []string{"particle.M", `"x", "id"`, "npy:"}},
		{"extra field", recFile("[('x', '<f4'), ('id', '<i2'), ('m', '<f8'), ('w', '<f8')]", "(1,)", false, data), readAs[particle], ErrDType, []string{`field "w"`, "particle"}},
		{"wrong type", recFile("[('x', '<f8'), ('id', '<i2'), ('m', '<f8')]", "(1,)", false, data), readAs[particle], ErrDType, []string{"particle.X", "float32", "float64"}},
		{"array length", recFile("[('p', [('x', '<f4'), ('y', '<f4')], (3,)), ('id', '<u8')]", "(1,)", false, data), readAs[nested], ErrDType, []string{"nested.P", "array of 2", "array of 3"}},
		{"struct for scalar", recFile("[('p', '<f4', (2,)), ('id', '<u8')]", "(1,)", false, data), readAs[nested], ErrDType, []string{"nested.P[] is a struct", "float32"}},
		{"void of wrong size", recFile("[('V', '<V4', (2,)), ('E', '|V1'), ('ok', '|b1'), ('C', '<c16')]", "(1,)", false, data), readAs[withBF], ErrDType, []string{"withBF.V[]", "4 raw bytes"}},
		{"not records", npyBytes(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }", data), readAs[particle], ErrDType, []string{"float64", "ReadNPY"}},
		{"not a struct", recFile("[('x', '<f4')]", "(1,)", false, data), readAs[float32], ErrDType, []string{"not a struct"}},
		{"a string field", recFile("[('x', '<f4'), ('id', '<i2'), ('m', '|S8')]", "(1,)", false, data), readAs[particle], ErrDType, []string{`field "m"`, "|S8"}},
		{"unnamed number", recFile("[('x', '<f4'), ('', '<i2'), ('m', '<f8')]", "(1,)", false, data), readAs[particle], ErrDType, []string{"unnamed"}},
		{"duplicate", recFile("[('x', '<f4'), ('x', '<i2')]", "(1,)", false, data), readAs[particle], ErrFormat, []string{`two fields named "x"`}},
		{"title", recFile("[(('t', 'x'), '<f4')]", "(1,)", false, data), readAs[particle], ErrFormat, []string{"titles"}},
		{"unclosed", recFile("[('x', '<f4'", "(1,)", false, data), readAs[particle], ErrFormat, []string{"expected ')'"}},
		{"short data", recFile("[('x', '<f4'), ('id', '<i2'), ('m', '<f8')]", "(5,)", false, data[:30]), readAs[particle], ErrFormat, []string{"2 of 5"}},
		{"ambiguous case", recFile("[('xy', '<f4'), ('XY', '<f4')]", "(1,)", false, data), readAs[struct{ Xy, Q float32 }], ErrDType, []string{".Xy"}},
		{"deep", recFile(strings.Repeat("[('a', ", 40)+"'<f4'"+strings.Repeat(")]", 40), "(1,)", false, data), readAs[particle], ErrFormat, []string{"deeper"}},
	}
	for _, c := range cases {
		err := c.read(c.in)
		if !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
			continue
		}
		for _, m := range c.msg {
			if !strings.Contains(err.Error(), m) {
				t.Errorf("%s: %q does not say %q", c.name, err, m)
			}
		}
	}
	type bad struct {
		S string
	}
	if err := WriteNPYRecords(&bytes.Buffer{}, []bad{{}}); !errors.Is(err, ErrDType) || !strings.Contains(err.Error(), "bad.S") {
		t.Errorf("a string field: %v", err)
	}
	type dup struct {
		A float32 `npy:"x"`
		B float32 `npy:"x"`
	}
	if err := WriteNPYRecords(&bytes.Buffer{}, []dup{{}}); !errors.Is(err, ErrDType) || !strings.Contains(err.Error(), "both named") {
		t.Errorf("two fields named x: %v", err)
	}
	// A typed read of a plain array names the record reader.
	if _, err := ReadNPY[float32](bytes.NewReader(recFile("[('x', '<f4')]", "(1,)", false, data))); !errors.Is(err, ErrDType) || !strings.Contains(err.Error(), "ReadNPYRecords") {
		t.Errorf("ReadNPY of records: %v", err)
	}
}

func readAs[T any](b []byte) error {
	_, _, err := ReadNPYRecords[T](bytes.NewReader(b))
	return err
}

// FuzzReadNPYRecords: arbitrary bytes give records or an error wrapping
// ErrFormat or ErrDType, never a panic; what is read writes back to the
// same records.
// Run briefly with: go test ./nd -run '^$' -fuzz FuzzReadNPYRecords -fuzztime 10s
func FuzzReadNPYRecords(f *testing.F) {
	var buf bytes.Buffer
	_ = WriteNPYRecords(&buf, recAllSample(2))
	f.Add(buf.Bytes())
	f.Add(recFile("[('x', '>f4'), ('id', '<i2'), ('m', '<f8')]", "(1, 2)", true, make([]byte, 28)))
	f.Add(recFile("[('p', [('x', '<f4'), ('', '|V2'), ('y', '<f4')], (2,)), ('', '|V4'), ('id', '<u8')]", "(1,)", false, make([]byte, 32)))
	f.Fuzz(func(t *testing.T, in []byte) {
		check := func(err error) bool {
			if err != nil && !errors.Is(err, ErrFormat) && !errors.Is(err, ErrDType) {
				t.Fatalf("error %v wraps neither ErrFormat nor ErrDType", err)
			}
			return err == nil
		}
		if s, shape, err := ReadNPYRecords[recAll](bytes.NewReader(in)); check(err) {
			var out bytes.Buffer
			if err := WriteNPYRecords(&out, s, shape...); err != nil {
				t.Fatal(err)
			}
			back, _, err := ReadNPYRecords[recAll](&out)
			if err != nil || !reflect.DeepEqual(back, s) && !hasNaN(s) {
				t.Fatalf("rewrite did not round-trip: %v", err)
			}
		}
		_, _, err := ReadNPYRecords[particle](bytes.NewReader(in))
		check(err)
		_, _, err = ReadNPYRecords[nested](bytes.NewReader(in))
		check(err)
		_, _, err = ReadNPYAny(bytes.NewReader(in))
		check(err)
	})
}

// hasNaN reports whether DeepEqual cannot compare the records (NaN ≠ NaN).
func hasNaN(s []recAll) bool {
	for _, r := range s {
		if r.Mass != r.Mass || real(r.Z) != real(r.Z) || imag(r.Z) != imag(r.Z) || r.In.B != r.In.B ||
			r.Pos[0] != r.Pos[0] || r.Pos[1] != r.Pos[1] || r.Pos[2] != r.Pos[2] || r.Ins[0].B != r.Ins[0].B || r.Ins[1].B != r.Ins[1].B {
			return true
		}
	}
	return false
}

// A hostile header's shape alone must cost nothing in proportion to it: a
// Fortran-order file of a huge shape and no data fails on the short data
// before anything the size of the shape is allocated, and a file of empty
// records (nothing to read) of a huge shape returns at once.
func TestRecordsHugeShapeHeaders(t *testing.T) {
	type one struct{ A uint8 }
	in := recFile("[('A', '|u1')]", "(2, 100000000000)", true, make([]byte, 10))
	if _, _, err := ReadNPYRecords[one](bytes.NewReader(in)); !errors.Is(err, ErrFormat) {
		t.Fatalf("a Fortran-order file of 2e11 records with 10 bytes of data: %v, want ErrFormat", err)
	}
	type empty struct{}
	in = recFile("[]", "(1099511627776,)", true, nil)
	s, shape, err := ReadNPYRecords[empty](bytes.NewReader(in))
	if err != nil || len(s) != 1<<40 || !reflect.DeepEqual(shape, []int{1 << 40}) {
		t.Fatalf("2^40 empty records: %d records of shape %v, %v", len(s), shape, err)
	}
}

// Field names beyond ASCII: NumPy writes a version 1.0 header in latin-1
// (é is the byte 0xe9) and one that latin-1 cannot hold as version 3.0 in
// UTF-8; kern reads both, and writes such names as 3.0, which NumPy reads
// as UTF-8. Unprintable names, which Python would write escaped, are
// refused.
func TestRecordsNonASCIINames(t *testing.T) {
	type temp struct {
		T float32 `npy:"température"`
		K int16   `npy:"κ"`
	}
	v1 := recFile("[('temp\xe9rature', '<f4'), ('k', '<i2')]", "(1,)", false, []byte{0, 0, 0x80, 0x3f, 7, 0})
	type latin struct {
		T float32 `npy:"température"`
		K int16
	}
	s, _, err := ReadNPYRecords[latin](bytes.NewReader(v1))
	if err != nil || len(s) != 1 || s[0] != (latin{1, 7}) {
		t.Fatalf("a latin-1 field name in a 1.0 header: %v, %v", s, err)
	}
	var buf bytes.Buffer
	if err := WriteNPYRecords(&buf, []temp{{2.5, -3}}); err != nil {
		t.Fatal(err)
	}
	b := buf.Bytes()
	if b[6] != 3 || !bytes.Contains(b, []byte("'température'")) || !bytes.Contains(b, []byte("'κ'")) {
		t.Fatalf("a UTF-8 field name: header version %d, %q; want 3.0 with the names in UTF-8", b[6], b[:min(len(b), 128)])
	}
	if hl := int(binary.LittleEndian.Uint32(b[8:12])); (12+hl)%64 != 0 || b[12+hl-1] != '\n' {
		t.Fatalf("version 3.0 header of %d bytes: data not 64-aligned", hl)
	}
	back, _, err := ReadNPYRecords[temp](bytes.NewReader(b))
	if err != nil || len(back) != 1 || back[0] != (temp{2.5, -3}) {
		t.Fatalf("read back: %v, %v", back, err)
	}
	type bad struct {
		A int32 `npy:"a\nb"`
	}
	if err := WriteNPYRecords(&buf, []bad{{1}}); !errors.Is(err, ErrDType) {
		t.Fatalf("a field named with a newline: %v, want ErrDType", err)
	}
}
