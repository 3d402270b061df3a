package nd

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/kernlab/kern/half"
)

// The .npy format (NumPy NEP 1): a magic string, a version, a header length,
// an ASCII Python dict literal with keys 'descr', 'fortran_order' and
// 'shape', padding to a multiple of 64 bytes, then the raw elements.
const (
	npyMagic = "\x93NUMPY"
	// maxHeaderLen bounds how much a reader allocates for a header, so a
	// hostile length field cannot exhaust memory (NumPy's default limit is
	// 10000 bytes).
	maxHeaderLen = 1 << 20
	npyAlign     = 64
)

// npyHeader is what a .npy header describes.
type npyHeader struct {
	dtype DType // Invalid for a void descriptor
	// void is the size of a void descriptor's element ("<V2", "|V1"), 0
	// for a typed one: raw bytes, which ReadNPY reads as a reduced float
	// of that size when the caller names the type.
	void      int
	bigEndian bool
	fortran   bool
	shape     []int
	size      int
	// rec is a structured dtype's record layout (a descr list); dtype is
	// then Invalid.
	rec *recNode
}

// readHeader reads and validates the preamble and header dict.
func readHeader(r io.Reader) (npyHeader, error) {
	var h npyHeader
	pre := make([]byte, 8)
	if _, err := io.ReadFull(r, pre); err != nil {
		return h, fmt.Errorf("%w: reading magic: %v", ErrFormat, err)
	}
	if string(pre[:6]) != npyMagic {
		return h, fmt.Errorf("%w: bad magic %q (want %q)", ErrFormat, pre[:6], npyMagic)
	}
	major, minor := pre[6], pre[7]
	var hlen int
	switch major {
	case 1:
		var b [2]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return h, fmt.Errorf("%w: reading header length: %v", ErrFormat, err)
		}
		hlen = int(binary.LittleEndian.Uint16(b[:]))
	case 2, 3:
		var b [4]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return h, fmt.Errorf("%w: reading header length: %v", ErrFormat, err)
		}
		n := binary.LittleEndian.Uint32(b[:])
		if n > maxHeaderLen {
			return h, fmt.Errorf("%w: header length %d exceeds the limit of %d bytes", ErrFormat, n, maxHeaderLen)
		}
		hlen = int(n)
	default:
		return h, fmt.Errorf("%w: unsupported .npy format version %d.%d (kern reads 1.0, 2.0 and 3.0)", ErrFormat, major, minor)
	}
	if minor != 0 {
		return h, fmt.Errorf("%w: unsupported .npy format version %d.%d", ErrFormat, major, minor)
	}
	buf := make([]byte, hlen)
	if _, err := io.ReadFull(r, buf); err != nil {
		return h, fmt.Errorf("%w: reading %d-byte header: %v", ErrFormat, hlen, err)
	}
	if major < 3 {
		// Versions 1.0 and 2.0 are latin-1 (a NumPy field name "é" is
		// one byte); 3.0 is UTF-8, as Go strings are.
		return parseHeader(latin1(buf))
	}
	return parseHeader(string(buf))
}

// latin1 decodes latin-1 bytes.
func latin1(b []byte) string {
	ascii := true
	for _, c := range b {
		ascii = ascii && c < utf8.RuneSelf
	}
	if ascii {
		return string(b)
	}
	r := make([]rune, len(b))
	for i, c := range b {
		r[i] = rune(c)
	}
	return string(r)
}

// parseHeader interprets the header dict text.
func parseHeader(text string) (npyHeader, error) {
	var h npyHeader
	d, err := parseDict(text)
	if err != nil {
		return h, err
	}
	descr, ok := d["descr"].(string)
	fields, isRec := d["descr"].([]npyField)
	if !ok && !isRec {
		return h, fmt.Errorf("%w: header %q: 'descr' missing or not a string or a list of fields", ErrFormat, clip(text))
	}
	if h.fortran, ok = d["fortran_order"].(bool); !ok {
		return h, fmt.Errorf("%w: header %q: 'fortran_order' missing or not a bool", ErrFormat, clip(text))
	}
	if h.shape, ok = d["shape"].([]int); !ok {
		return h, fmt.Errorf("%w: header %q: 'shape' missing or not a tuple of integers", ErrFormat, clip(text))
	}
	if len(d) != 3 {
		return h, fmt.Errorf("%w: header %q: want exactly the keys 'descr', 'fortran_order', 'shape'", ErrFormat, clip(text))
	}
	switch {
	case isRec:
		if h.rec, err = npyRecord(fields); err != nil {
			return h, fmt.Errorf("header %q: %w", clip(text), err)
		}
	default:
		if h.void = voidSize(descr); h.void == 0 {
			if h.dtype, h.bigEndian, err = ParseDescr(descr); err != nil {
				return h, err
			}
		}
	}
	if h.size, err = checkShape(h.shape); err != nil {
		return h, fmt.Errorf("%w: header %q: %v", ErrFormat, clip(text), err)
	}
	if h.size > maxInt/8 || h.rec != nil && h.rec.size > 0 && h.size > maxInt/h.rec.size {
		return h, fmt.Errorf("%w: header %q: shape too large", ErrFormat, clip(text))
	}
	return h, nil
}

// voidSize is the element size of the void descriptors NumPy writes for
// ml_dtypes' types when it has no name for them ("<V2" for bfloat16, "<V1"
// or "|V1" for the FP8 types), or 0 for any other descriptor.
func voidSize(descr string) int {
	switch descr {
	case "<V2", "|V2":
		return 2
	case "<V1", "|V1":
		return 1
	}
	return 0
}

// ReadNPY reads a .npy stream holding elements of type T. A file of another
// dtype is an error wrapping ErrDType naming both dtypes; anything
// malformed is an error wrapping ErrFormat. Big-endian files are converted.
//
// A reduced float type T also reads a file whose descriptor is void of its
// size ("<V2" or "|V2" for Float16 and BFloat16, "<V1" or "|V1" for the
// FP8 types): that is how NumPy saves ml_dtypes' arrays without their
// names, and the bytes are taken as T's bit patterns. Naming T is what
// says which type they are, so ReadNPYAny refuses such a file.
func ReadNPY[T Elem](r io.Reader) (Array[T], error) {
	h, err := readHeader(r)
	if err != nil {
		return Array[T]{}, err
	}
	want := DTypeOf[T]()
	if h.rec != nil {
		return Array[T]{}, errRecords(h, want.String())
	}
	if h.void != 0 {
		if !want.IsReduced() || want.Size() != h.void {
			return Array[T]{}, fmt.Errorf("%w: .npy file holds raw %d-byte elements (a void descr), not the requested %s; "+
				"only a reduced float type of that size reads them", ErrDType, h.void, want)
		}
		h.dtype = want
	}
	if h.dtype != want {
		return Array[T]{}, fmt.Errorf("%w: .npy file holds %s (descr %q), not the requested %s",
			ErrDType, h.dtype, h.dtype.Descr(), want)
	}
	return readBody[T](r, h)
}

// ReadNPYAny reads a .npy stream of any supported dtype; the result is an
// Array[T] of the matching Go type (e.g. Array[float32] for Float32).
func ReadNPYAny(r io.Reader) (any, DType, error) {
	h, err := readHeader(r)
	if err != nil {
		return nil, Invalid, err
	}
	if h.rec != nil {
		return nil, Invalid, errRecords(h, "")
	}
	if h.void != 0 {
		return nil, Invalid, fmt.Errorf("%w: .npy file holds raw %d-byte elements (a void descr), which do not say their type; "+
			"read it with ReadNPY or Load naming the type (e.g. half.BFloat16)", ErrDType, h.void)
	}
	var a any
	switch h.dtype {
	case Bool:
		a, err = readBody[bool](r, h)
	case Int8:
		a, err = readBody[int8](r, h)
	case Int16:
		a, err = readBody[int16](r, h)
	case Int32:
		a, err = readBody[int32](r, h)
	case Int64:
		a, err = readBody[int64](r, h)
	case Uint8:
		a, err = readBody[uint8](r, h)
	case Uint16:
		a, err = readBody[uint16](r, h)
	case Uint32:
		a, err = readBody[uint32](r, h)
	case Uint64:
		a, err = readBody[uint64](r, h)
	case Float32:
		a, err = readBody[float32](r, h)
	case Float64:
		a, err = readBody[float64](r, h)
	case Complex64:
		a, err = readBody[complex64](r, h)
	case Complex128:
		a, err = readBody[complex128](r, h)
	case Float16:
		a, err = readBody[half.Float16](r, h)
	case BFloat16:
		a, err = readBody[half.BFloat16](r, h)
	case Float8E4M3:
		a, err = readBody[half.Float8E4M3](r, h)
	case Float8E5M2:
		a, err = readBody[half.Float8E5M2](r, h)
	}
	if err != nil {
		return nil, Invalid, err
	}
	return a, h.dtype, nil
}

// readBody reads the elements. It grows the buffer as data arrives rather
// than trusting the header's size, so a short hostile file costs little.
func readBody[T Elem](r io.Reader, h npyHeader) (Array[T], error) {
	const chunk = 1 << 16
	es := h.dtype.Size()
	data := make([]T, 0, min(h.size, chunk))
	raw := make([]byte, min(h.size, chunk)*es)
	for len(data) < h.size {
		n := min(h.size-len(data), chunk)
		b := raw[:n*es]
		if got, err := io.ReadFull(r, b); err != nil {
			return Array[T]{}, fmt.Errorf("%w: data ends after %d of %d elements of shape %s",
				ErrFormat, len(data)+got/es, h.size, ShapeString(h.shape))
		}
		data = decodeAppend(data, b, h.bigEndian)
	}
	o := C
	if h.fortran {
		o = F
	}
	return WrapOrder(o, data, h.shape...)
}

// headerText builds the header dict for a and whether it is stored in
// Fortran order, padded so the data starts at a multiple of 64 bytes.
func headerText(dt DType, shape []int, fortran bool) (text string, major byte) {
	f := "False"
	if fortran {
		f = "True"
	}
	return padHeader(fmt.Sprintf("{'descr': '%s', 'fortran_order': %s, 'shape': %s, }", dt.Descr(), f, ShapeString(shape)))
}

// padHeader pads a header dict so that the data starts at a multiple of
// 64 bytes, and says which format version its length needs.
func padHeader(dict string) (text string, major byte) {
	for i := range len(dict) {
		if dict[i] >= utf8.RuneSelf {
			// A field name beyond ASCII: NumPy reads versions 1.0 and
			// 2.0 as latin-1, 3.0 as UTF-8.
			return padTo(dict, 12), 3
		}
	}
	for _, pre := range []int{10, 12} { // preamble length of versions 1.0 and 2.0
		total := pre + len(dict) + 1
		pad := (npyAlign - total%npyAlign) % npyAlign
		text = dict + strings.Repeat(" ", pad) + "\n"
		if pre == 10 && len(text) <= 0xffff {
			return text, 1
		}
	}
	return text, 2
}

// padTo pads dict for a preamble of pre bytes.
func padTo(dict string, pre int) string {
	total := pre + len(dict) + 1
	return dict + strings.Repeat(" ", (npyAlign-total%npyAlign)%npyAlign) + "\n"
}

// WriteNPY writes a as a .npy stream, format 1.0 unless the header needs
// 2.0. C-contiguous arrays (and any non-contiguous one) are written in C
// order; Fortran-contiguous ones keep their layout with fortran_order True,
// as NumPy does.
func WriteNPY[T Elem](w io.Writer, a Array[T]) error {
	a = a.norm()
	fortran := a.IsFContiguous() && !a.IsCContiguous()
	text, major := headerText(a.DType(), a.shape, fortran)
	if err := writeHeader(w, text, major); err != nil {
		return err
	}
	if s, ok := a.Contiguous(); ok {
		return writeChunks(w, s)
	}
	// Strided: gather rows in C order through a bounded buffer.
	buf := make([]T, 0, 1<<14)
	var werr error
	a.Visit(func(p *T) {
		if werr != nil {
			return
		}
		buf = append(buf, *p)
		if len(buf) == cap(buf) {
			werr = writeChunks(w, buf)
			buf = buf[:0]
		}
	})
	if werr != nil {
		return werr
	}
	return writeChunks(w, buf)
}

// writeHeader writes the preamble and a padded header dict of format
// version major.
func writeHeader(w io.Writer, text string, major byte) error {
	hdr := []byte(npyMagic)
	hdr = append(hdr, major, 0)
	if major == 1 {
		hdr = binary.LittleEndian.AppendUint16(hdr, uint16(len(text)))
	} else {
		hdr = binary.LittleEndian.AppendUint32(hdr, uint32(len(text)))
	}
	_, err := w.Write(append(hdr, text...))
	return err
}

func writeChunks[T Elem](w io.Writer, s []T) error {
	const chunk = 1 << 14
	var b []byte
	for len(s) > 0 {
		n := min(len(s), chunk)
		b = encodeAppend(b[:0], s[:n])
		if _, err := w.Write(b); err != nil {
			return err
		}
		s = s[n:]
	}
	return nil
}

// Save writes a to a .npy file at path.
func Save[T Elem](path string, a Array[T]) error {
	return saveFile(path, func(w io.Writer) error { return WriteNPY(w, a) })
}

// saveFile creates the file at path and writes it with write, buffered.
func saveFile(path string, write func(io.Writer) error) (err error) {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}()
	bw := bufio.NewWriter(f)
	if err := write(bw); err != nil {
		return fmt.Errorf("nd: saving %s: %w", path, err)
	}
	return bw.Flush()
}

// loadFile opens the file at path and reads it with read, buffered.
func loadFile(path string, read func(io.Reader) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := read(bufio.NewReader(f)); err != nil {
		return fmt.Errorf("nd: loading %s: %w", path, err)
	}
	return nil
}

// Load reads a .npy file of element type T.
func Load[T Elem](path string) (a Array[T], err error) {
	err = loadFile(path, func(r io.Reader) (err error) {
		a, err = ReadNPY[T](r)
		return err
	})
	return a, err
}

// LoadAny reads a .npy file of any supported dtype (see ReadNPYAny).
func LoadAny(path string) (a any, dt DType, err error) {
	err = loadFile(path, func(r io.Reader) (err error) {
		a, dt, err = ReadNPYAny(r)
		return err
	})
	if err != nil {
		return nil, Invalid, err
	}
	return a, dt, nil
}

// errUnexpected builds a parse error at a position of the header text.
func errUnexpected(text string, pos int, what string) error {
	return fmt.Errorf("%w: header %q: %s at offset %d", ErrFormat, clip(text), what, pos)
}

// clip shortens a header quoted in an error, which may be up to 1 MiB.
func clip(text string) string {
	const n = 200
	if len(text) <= n {
		return text
	}
	return text[:n] + "…"
}
