package nd

import (
	"bytes"
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func roundTrip[T Elem](t *testing.T, name string, a Array[T], wantFortran bool) {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteNPY(&buf, a); err != nil {
		t.Fatalf("%s: write: %v", name, err)
	}
	hdr := buf.String()[:min(buf.Len(), 200)]
	if wantFortran != strings.Contains(hdr, "'fortran_order': True") {
		t.Errorf("%s: header %q, want fortran_order %v", name, hdr, wantFortran)
	}
	if buf.Len()%64 != (a.Size()*a.DType().Size())%64 {
		t.Errorf("%s: data does not start on a 64-byte boundary", name)
	}
	b, err := ReadNPY[T](&buf)
	if err != nil {
		t.Fatalf("%s: read: %v", name, err)
	}
	if !Equal(a, b) && !(a.DType().IsFloat() && CheckULP(AsType[float64](a), AsType[float64](b), 0) == nil) {
		t.Errorf("%s: round trip %v != %v", name, b, a)
	}
	if buf.Len() != 0 {
		t.Errorf("%s: %d bytes left unread", name, buf.Len())
	}
}

func TestNPYRoundTrip(t *testing.T) {
	roundTrip(t, "bool", Must(Random[bool](1, 3, 5)), false)
	roundTrip(t, "int8", Must(Arange[int8](-128, 128, 1)), false)
	roundTrip(t, "int16F", Must(Random[int16](2, 4, 3)).Copy(F), true)
	roundTrip(t, "int32T", Must(Random[int32](3, 4, 3)).T(), true)
	roundTrip(t, "int64", Must(FromSlice([]int64{-1 << 63, 1<<63 - 1}, 2)), false)
	roundTrip(t, "uint8", Must(Arange[uint8](0, 256, 1)), false)
	roundTrip(t, "uint16", Must(FromSlice([]uint16{0, 65535}, 2, 1)), false)
	roundTrip(t, "uint32", Must(FromSlice([]uint32{0, 1<<32 - 1}, 1, 2)), false)
	roundTrip(t, "uint64", Must(FromSlice([]uint64{0, 1<<64 - 1}, 2)), false)
	roundTrip(t, "float32", Must(Random[float32](4, 2, 3, 4)), false)
	roundTrip(t, "float64F", Must(Random[float64](5, 2, 3, 4)).Copy(F), true)
	roundTrip(t, "strided", Must(Must(Random[float64](6, 6, 7)).Slice(All().By(-2), S(1, 6, 2))), false)
	roundTrip(t, "bcast", Must(Must(Arange[int32](0, 3, 1)).BroadcastTo(2, 3)), false)
	roundTrip(t, "scalar", Must(Full[float64](-2.5)), false)
	roundTrip(t, "empty", Must(Zeros[int16](0, 4)), false)
	roundTrip(t, "big", Must(Random[float32](7, 100000)), false) // more than one write chunk
	roundTrip(t, "bigstrided", Must(Must(Random[int64](8, 300, 200)).Slice(All(), All().By(3))), false)
}

// Writing the arrays NumPy wrote must give NumPy's exact bytes.
func TestWriteMatchesNumPyBytes(t *testing.T) {
	check := func(name string, write func(*bytes.Buffer) error) {
		want, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := write(&got); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Errorf("%s: kern wrote\n%q\nNumPy wrote\n%q", name, got.Bytes(), want)
		}
	}
	for _, name := range []string{"f4_c.npy", "i4_f.npy", "u2_f.npy", "b1_c.npy", "f8_scalar.npy", "f4_empty.npy", "i1_c.npy", "u8_c.npy"} {
		a, _, err := LoadAny(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		check(name, func(b *bytes.Buffer) error {
			switch v := a.(type) {
			case Array[float32]:
				return WriteNPY(b, v)
			case Array[float64]:
				return WriteNPY(b, v)
			case Array[int32]:
				return WriteNPY(b, v)
			case Array[uint16]:
				return WriteNPY(b, v)
			case Array[bool]:
				return WriteNPY(b, v)
			case Array[int8]:
				return WriteNPY(b, v)
			case Array[uint64]:
				return WriteNPY(b, v)
			}
			t.Fatalf("%s: unexpected %T", name, a)
			return nil
		})
	}
}

func TestNPYVersion2(t *testing.T) {
	// Arrays of at most MaxDims axes never need a header over 65535 bytes,
	// so WriteNPY writes 1.0; files in format 2.0 (a 4-byte header length)
	// are still read.
	var buf bytes.Buffer
	if err := WriteNPY(&buf, Must(Zeros[int8](2))); err != nil || buf.Bytes()[6] != 1 {
		t.Errorf("small array not written as 1.0")
	}
	buf.Reset()
	if err := WriteNPY(&buf, Must(Zeros[int8](make([]int, MaxDims)...))); err != nil || buf.Bytes()[6] != 1 {
		t.Errorf("%d-d array not written as 1.0 (%v)", MaxDims, err)
	}
	data := binary.LittleEndian.AppendUint64(nil, math.Float64bits(4.25))
	data = binary.LittleEndian.AppendUint64(data, math.Float64bits(-1))
	raw := npyBytes(2, "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 1), }", data)
	b, err := ReadNPY[float64](bytes.NewReader(raw))
	if err != nil || b.NDim() != 2 || b.At(0, 0) != 4.25 || b.At(1, 0) != -1 {
		t.Errorf("v2 read: %v %v", b, err)
	}
}

// npyBytes builds a .npy stream by hand for the error tests.
func npyBytes(major byte, header string, data []byte) []byte {
	var b bytes.Buffer
	_ = writeHeader(&b, header, major)
	return append(b.Bytes(), data...)
}

func TestReadNPYErrors(t *testing.T) {
	ok := "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }"
	eight := make([]byte, 8)
	tests := []struct {
		name     string
		in       []byte
		sentinel error
		frag     []string
	}{
		{"empty", nil, ErrFormat, []string{"magic"}},
		{"magic", []byte("\x93NUMPX\x01\x00"), ErrFormat, []string{"bad magic"}},
		{"version", npyBytes(4, ok, nil), ErrFormat, []string{"version 4.0"}},
		{"minor", append(append([]byte(npyMagic), 1, 1), 0, 0), ErrFormat, []string{"version 1.1"}},
		{"short header", npyBytes(1, ok, nil)[:20], ErrFormat, []string{"header"}},
		{"huge header", append(append([]byte(npyMagic), 2, 0), 0xff, 0xff, 0xff, 0x7f), ErrFormat, []string{"exceeds"}},
		{"short data", npyBytes(1, ok, eight), ErrFormat, []string{"1 of 2", "(2,)"}},
		{"no data", npyBytes(1, ok, nil), ErrFormat, []string{"0 of 2"}},
		{"huge shape", npyBytes(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (1000000000000,), }", eight), ErrFormat, []string{"1 of 1000000000000"}},
		{"overflow shape", npyBytes(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (4294967296, 4294967296), }", nil), ErrFormat, []string{"too many"}},
		{"dim too big", npyBytes(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (99999999999999999999999,), }", nil), ErrFormat, []string{"out of range"}},
		{"wrong dtype", npyBytes(1, strings.Replace(ok, "<f8", "<i8", 1), nil), ErrDType, []string{"int64", "float64"}},
		{"bad descr", npyBytes(1, strings.Replace(ok, "<f8", "<c16", 1), nil), ErrDType, []string{"<c16"}},
		{"structured", npyBytes(1, "{'descr': [('a', '<f8')], 'fortran_order': False, 'shape': (2,), }", nil), ErrDType, []string{"records", "ReadNPYRecords"}},
		{"not dict", npyBytes(1, "[1, 2]", nil), ErrFormat, []string{"expected '{'"}},
		{"missing key", npyBytes(1, "{'descr': '<f8', 'shape': (2,), }", nil), ErrFormat, []string{"fortran_order"}},
		{"extra key", npyBytes(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), 'x': True}", nil), ErrFormat, []string{"exactly the keys"}},
		{"dup key", npyBytes(1, "{'descr': '<f8', 'descr': '<f8', 'shape': (2,)}", nil), ErrFormat, []string{"duplicate"}},
		{"bad bool", npyBytes(1, "{'descr': '<f8', 'fortran_order': 0, 'shape': (2,), }", nil), ErrFormat, []string{"unsupported value"}},
		{"negative dim", npyBytes(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (-2,), }", nil), ErrFormat, []string{"non-negative integer"}},
		{"1-tuple", npyBytes(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (2), }", nil), ErrFormat, []string{"trailing comma"}},
		{"shape not tuple", npyBytes(1, "{'descr': '<f8', 'fortran_order': False, 'shape': '2', }", nil), ErrFormat, []string{"'shape'"}},
		{"unterminated", npyBytes(1, "{'descr: '<f8'", nil), ErrFormat, []string{"expected ':'"}},
		{"trailing", npyBytes(1, ok+"x", nil), ErrFormat, []string{"trailing"}},
		{"escape", npyBytes(1, "{'de\\scr': '<f8'}", nil), ErrFormat, []string{"escape"}},
	}
	for _, tc := range tests {
		_, err := ReadNPY[float64](bytes.NewReader(tc.in))
		wantErr(t, tc.name, err, tc.sentinel, tc.frag...)
		if tc.sentinel == ErrFormat {
			_, _, err = ReadNPYAny(bytes.NewReader(tc.in))
			wantErr(t, tc.name+" (any)", err, tc.sentinel, tc.frag...)
		}
	}
	// Accepted variants: double quotes, Python 2 long suffix, no trailing comma, '?' bool.
	v := npyBytes(1, `{"descr": "<f8", "shape": (1L, 2L), "fortran_order": False}`, make([]byte, 16))
	if a, err := ReadNPY[float64](bytes.NewReader(v)); err != nil || !slices.Equal(a.Shape(), []int{1, 2}) {
		t.Errorf("variant header: %v", err)
	}
	q := npyBytes(3, "{'descr': '?', 'fortran_order': True, 'shape': (), }", []byte{1})
	if a, err := ReadNPY[bool](bytes.NewReader(q)); err != nil || !a.At() {
		t.Errorf("version 3.0 bool scalar: %v", err)
	}
}

func TestSaveErrors(t *testing.T) {
	dir := t.TempDir()
	if err := Save(filepath.Join(dir, "no", "such", "dir.npy"), Must(Zeros[int8](2))); err == nil {
		t.Errorf("Save into a missing directory succeeded")
	}
	p := filepath.Join(dir, "x.npy")
	if err := Save(p, Must(Arange[uint32](0, 10, 1))); err != nil {
		t.Fatal(err)
	}
	got, err := Load[uint32](p)
	if err != nil || !Equal(got, Must(Arange[uint32](0, 10, 1))) {
		t.Errorf("Save/Load round trip: %v", got)
	}
	_, err = Load[uint32](filepath.Join(dir, "missing.npy"))
	if err == nil {
		t.Errorf("Load of a missing file succeeded")
	}
	if err := WriteNPY(failWriter{}, Must(Zeros[int8](2))); err == nil {
		t.Errorf("WriteNPY ignored a write error")
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, os.ErrClosed }
