package nd

import (
	"encoding/binary"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"unicode"
	"unsafe"

	"github.com/kernlab/kern/half"
)

// Structured dtypes: NumPy's record arrays (np.dtype([('x', '<f4'), ('id',
// '<i4')])), read into and written from slices of Go structs, the records
// kern kernels take. A file's record and the Go struct are matched field
// by field, by name, so that the two layouts may differ: NumPy packs a
// record unless it was made with align=True, Go aligns every field.

// recKind is what a record layout node is.
type recKind uint8

const (
	recScalar recKind = iota // a number, bool or raw bytes
	recArray                 // a fixed-length array (a NumPy subarray)
	recStruct                // a record of named fields
)

// recNode is a type in a record layout, the file's or the Go struct's.
type recNode struct {
	kind   recKind
	size   int        // bytes
	dt     DType      // recScalar: the element type; Invalid for raw bytes (a void descr)
	big    bool       // recScalar: stored big-endian
	n      int        // recArray: the length
	elem   *recNode   // recArray: the element type
	fields []recField // recStruct: the named fields, padding left out
}

// recField is a named field of a record at a byte offset.
type recField struct {
	name string
	off  int
	node *recNode
}

// npyRecord is the layout a structured dtype's descr list describes: the
// fields one after another, unnamed void fields being padding, as NumPy's
// descr_to_dtype reads it.
func npyRecord(fs []npyField) (*recNode, error) {
	r := &recNode{kind: recStruct}
	seen := map[string]bool{}
	for _, f := range fs {
		var t *recNode
		var err error
		if f.sub != nil {
			t, err = npyRecord(f.sub)
		} else {
			t, err = npyScalar(f.typ)
		}
		if err != nil {
			return nil, fmt.Errorf("field %q: %w", f.name, err)
		}
		for i := len(f.shape) - 1; i >= 0; i-- {
			d := f.shape[i]
			if d > 0 && t.size > maxInt/8/d {
				return nil, fmt.Errorf("%w: field %q: subarray shape %s too large", ErrFormat, f.name, ShapeString(f.shape))
			}
			t = &recNode{kind: recArray, n: d, elem: t, size: d * t.size}
		}
		if r.size > maxInt/8-t.size {
			return nil, fmt.Errorf("%w: a record too large", ErrFormat)
		}
		if f.name == "" {
			if f.sub != nil || t.kind != recScalar || t.dt != Invalid {
				return nil, fmt.Errorf("%w: an unnamed field of type %q: only void padding ('', '|V4') may be unnamed", ErrDType, f.typ)
			}
			r.size += t.size
			continue
		}
		if seen[f.name] {
			return nil, fmt.Errorf("%w: two fields named %q", ErrFormat, f.name)
		}
		seen[f.name] = true
		r.fields = append(r.fields, recField{f.name, r.size, t})
		r.size += t.size
	}
	return r, nil
}

// npyScalar is a field's element descriptor: a dtype, or raw bytes ("|V4").
func npyScalar(descr string) (*recNode, error) {
	if n, ok := voidBytes(descr); ok {
		return &recNode{kind: recScalar, size: n}, nil
	}
	dt, big, err := ParseDescr(descr)
	if err != nil {
		return nil, err
	}
	return &recNode{kind: recScalar, size: dt.Size(), dt: dt, big: big}, nil
}

// voidBytes is the size of a void descriptor ("|V4", "<V2", "V8").
func voidBytes(descr string) (int, bool) {
	s := strings.TrimLeft(descr, "<>|=")
	if len(s) < 2 || s[0] != 'V' || len(descr)-len(s) > 1 {
		return 0, false
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 0 || n > maxInt/8 {
		return 0, false
	}
	return n, true
}

// goRecord is the layout of Go type t: a struct's fields (named by an
// `npy:"name"` tag or the field's name; `npy:"-"` and blank fields left
// out), an array's elements, or a number.
func goRecord(t reflect.Type) (*recNode, error) {
	switch t.Kind() {
	case reflect.Struct:
		r := &recNode{kind: recStruct, size: int(t.Size())}
		seen := map[string]string{}
		for i := range t.NumField() {
			f := t.Field(i)
			name := f.Name
			tag, tagged := f.Tag.Lookup("npy")
			switch {
			case tag == "-":
				continue
			case tagged:
				name = tag
			case f.Name == "_":
				continue
			}
			if name == "" || strings.ContainsAny(name, `'"\`) || strings.ContainsFunc(name, func(r rune) bool { return !unicode.IsPrint(r) }) {
				return nil, fmt.Errorf("%w: %s.%s: the name %q cannot be a NumPy field name here (no quotes, backslashes or unprintable characters: Python would write them escaped)", ErrDType, t, f.Name, name)
			}
			if other, dup := seen[name]; dup {
				return nil, fmt.Errorf("%w: %s: fields %s and %s are both named %q", ErrDType, t, other, f.Name, name)
			}
			seen[name] = f.Name
			ft, err := goRecord(f.Type)
			if err != nil {
				return nil, fmt.Errorf("%s.%s: %w", t, f.Name, err)
			}
			r.fields = append(r.fields, recField{name, int(f.Offset), ft})
		}
		return r, nil
	case reflect.Array:
		e, err := goRecord(t.Elem())
		if err != nil {
			return nil, err
		}
		return &recNode{kind: recArray, n: t.Len(), elem: e, size: int(t.Size())}, nil
	}
	dt := goScalar(t)
	if dt == Invalid {
		return nil, fmt.Errorf("%w: %s has no NumPy dtype (a record holds numbers, bools, complex numbers, half's types, and arrays and structs of them)", ErrDType, t)
	}
	return &recNode{kind: recScalar, size: int(t.Size()), dt: dt, big: nativeBig}, nil
}

// goScalar is the dtype of a Go number type, Invalid for any other type.
func goScalar(t reflect.Type) DType {
	switch t {
	case reflect.TypeFor[half.Float16]():
		return Float16
	case reflect.TypeFor[half.BFloat16]():
		return BFloat16
	case reflect.TypeFor[half.Float8E4M3]():
		return Float8E4M3
	case reflect.TypeFor[half.Float8E5M2]():
		return Float8E5M2
	}
	switch t.Kind() {
	case reflect.Bool:
		return Bool
	case reflect.Int8:
		return Int8
	case reflect.Int16:
		return Int16
	case reflect.Int32:
		return Int32
	case reflect.Int64:
		return Int64
	case reflect.Int:
		if t.Size() == 8 {
			return Int64
		}
		return Int32
	case reflect.Uint8:
		return Uint8
	case reflect.Uint16:
		return Uint16
	case reflect.Uint32:
		return Uint32
	case reflect.Uint64:
		return Uint64
	case reflect.Uint:
		if t.Size() == 8 {
			return Uint64
		}
		return Uint32
	case reflect.Float32:
		return Float32
	case reflect.Float64:
		return Float64
	case reflect.Complex64:
		return Complex64
	case reflect.Complex128:
		return Complex128
	}
	return Invalid
}

// nativeBig reports whether this machine stores numbers big-endian.
var nativeBig = binary.NativeEndian.Uint16([]byte{0, 1}) == 1

// recOp copies size bytes of a record between the Go struct (at g) and
// the file's record (at n), reversing each swap-byte unit (a big-endian
// file's numbers) and making bools 0 or 1.
type recOp struct {
	g, n, size int
	swap       int
	isBool     bool
}

// recPlan matches Go layout g with file layout f and lists the copies
// that move a record between them.
func recPlan(g, f *recNode, path string) ([]recOp, error) {
	var ops []recOp
	err := recMatch(g, f, path, 0, 0, &ops)
	return ops, err
}

func recMatch(g, f *recNode, path string, gOff, fOff int, ops *[]recOp) error {
	switch g.kind {
	case recScalar:
		if f.kind != recScalar {
			return fmt.Errorf("%w: %s is %s, the file's field is %s", ErrDType, path, g.dt, f.describe())
		}
		switch {
		case f.dt == Invalid:
			// Raw bytes: how NumPy describes ml_dtypes' types it has no
			// name for; the Go field's type says which.
			if !g.dt.IsReduced() || g.dt.Size() != f.size {
				return fmt.Errorf("%w: %s is %s, the file's field is %d raw bytes (a void descr), which only a reduced float of that size reads", ErrDType, path, g.dt, f.size)
			}
		case f.dt != g.dt:
			return fmt.Errorf("%w: %s is %s, the file's field is %s (descr %q)", ErrDType, path, g.dt, f.dt, f.dt.Descr())
		}
		op := recOp{g: gOff, n: fOff, size: g.size, isBool: g.dt == Bool}
		if f.big != nativeBig && f.dt != Invalid && g.size > 1 {
			op.swap = g.size
			if g.dt.IsComplex() {
				op.swap = g.size / 2
			}
		}
		if k := len(*ops) - 1; k >= 0 {
			if l := &(*ops)[k]; l.g+l.size == op.g && l.n+l.size == op.n && l.swap == op.swap && l.isBool == op.isBool {
				l.size += op.size
				return nil
			}
		}
		*ops = append(*ops, op)
	case recArray:
		if f.kind != recArray || f.n != g.n {
			return fmt.Errorf("%w: %s is an array of %d, the file's field is %s", ErrDType, path, g.n, f.describe())
		}
		for i := range g.n {
			if err := recMatch(g.elem, f.elem, path+"[]", gOff+i*g.elem.size, fOff+i*f.elem.size, ops); err != nil {
				return err
			}
		}
	case recStruct:
		if f.kind != recStruct {
			return fmt.Errorf("%w: %s is a struct, the file's field is %s", ErrDType, path, f.describe())
		}
		used := make([]bool, len(f.fields))
		for _, gf := range g.fields {
			k := fieldNamed(f.fields, used, gf.name)
			if k < 0 {
				return fmt.Errorf("%w: %s.%s has no field in the file's record (its fields: %s); name the file's field with an `npy:\"name\"` tag, or leave the Go field out with `npy:\"-\"`",
					ErrDType, path, gf.name, f.names())
			}
			used[k] = true
			if err := recMatch(gf.node, f.fields[k].node, path+"."+gf.name, gOff+gf.off, fOff+f.fields[k].off, ops); err != nil {
				return err
			}
		}
		for k, ff := range f.fields {
			if !used[k] {
				return fmt.Errorf("%w: the file's field %q has no field in %s (its fields: %s); add one, named by an `npy:\"name\"` tag when its Go name differs",
					ErrDType, ff.name, path, g.names())
			}
		}
	}
	return nil
}

// fieldNamed is the unused field of fs named name, matched exactly or
// else, when one field alone matches so, ignoring case (NumPy's fields
// are often "x" where Go's are "X"); -1 if none.
func fieldNamed(fs []recField, used []bool, name string) int {
	for k, f := range fs {
		if !used[k] && f.name == name {
			return k
		}
	}
	found := -1
	for k, f := range fs {
		if !used[k] && strings.EqualFold(f.name, name) {
			if found >= 0 {
				return -1
			}
			found = k
		}
	}
	return found
}

// names lists a record's field names for a message.
func (r *recNode) names() string {
	var s []string
	for _, f := range r.fields {
		s = append(s, strconv.Quote(f.name))
	}
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

// describe names a file layout node for a message.
func (r *recNode) describe() string {
	switch r.kind {
	case recArray:
		return fmt.Sprintf("an array of %d", r.n)
	case recStruct:
		return "a record"
	}
	if r.dt == Invalid {
		return fmt.Sprintf("%d raw bytes", r.size)
	}
	return r.dt.String()
}

// descr writes Go layout r as a .npy descr list: its fields in order,
// gaps and the trailing padding as unnamed void fields (as NumPy writes an
// aligned record), bfloat16 and FP8 fields as raw bytes of their size
// (NumPy has no code for them; a reader names the type).
func (r *recNode) descr(b *strings.Builder) {
	b.WriteByte('[')
	at, first := 0, true
	sep := func() {
		if !first {
			b.WriteString(", ")
		}
		first = false
	}
	pad := func(n int) {
		if n > 0 {
			sep()
			fmt.Fprintf(b, "('', '|V%d')", n)
		}
	}
	for _, f := range r.fields {
		pad(f.off - at)
		sep()
		fmt.Fprintf(b, "('%s', ", f.name)
		t := f.node
		var shape []int
		for t.kind == recArray {
			shape = append(shape, t.n)
			t = t.elem
		}
		if t.kind == recStruct {
			t.descr(b)
		} else {
			b.WriteString("'" + scalarDescr(t.dt) + "'")
		}
		if shape != nil {
			b.WriteString(", " + ShapeString(shape))
		}
		b.WriteByte(')')
		at = f.off + f.node.size
	}
	pad(r.size - at)
	b.WriteByte(']')
}

// scalarDescr is dt's descriptor in a record written on this machine.
func scalarDescr(dt DType) string {
	switch {
	case dt == BFloat16 || dt == Float8E4M3 || dt == Float8E5M2:
		return fmt.Sprintf("|V%d", dt.Size())
	case dt.Size() > 1 && nativeBig:
		return ">" + dt.Descr()[1:]
	}
	return dt.Descr()
}

// recordType checks that T is a struct and returns its layout.
func recordType[T any]() (*recNode, error) {
	t := reflect.TypeFor[T]()
	if t.Kind() != reflect.Struct {
		return nil, fmt.Errorf("%w: %s is not a struct: a structured dtype's records are read into a struct (other .npy files: ReadNPY)", ErrDType, t)
	}
	return goRecord(t)
}

// errRecords is the error of a typed read of a structured dtype's file.
func errRecords(h npyHeader, want string) error {
	if want != "" {
		want = ", not " + want
	}
	return fmt.Errorf("%w: .npy file holds records (a structured dtype with fields %s)%s: read it into a slice of a struct with ReadNPYRecords or LoadRecords",
		ErrDType, h.rec.names(), want)
}

// ReadNPYRecords reads a .npy stream of a NumPy structured dtype (a record
// array) into a slice of T, a struct, in C order, and returns the array's
// shape. Each field of T (named by its `npy:"name"` tag, else by its Go
// name, matched exactly or, if only one field matches so, ignoring case;
// `npy:"-"` and blank fields are left out) reads the file's field of that
// name: of the same dtype (int and uint are 64-bit), an array for a
// subarray of the same shape, a struct for a nested record. Every field of
// the file must have one in T and every field of T one in the file. The
// file's record may be packed or aligned and big- or little-endian: fields
// are moved to where Go lays them out. Raw-byte fields (a void descr) of
// 2 or 1 bytes read into a BFloat16 or an FP8 field, as ReadNPY reads
// them. A mismatch is an error wrapping ErrDType that names the field.
func ReadNPYRecords[T any](r io.Reader) ([]T, []int, error) {
	g, err := recordType[T]()
	if err != nil {
		return nil, nil, err
	}
	h, err := readHeader(r)
	if err != nil {
		return nil, nil, err
	}
	if h.rec == nil {
		what := h.dtype.String()
		if h.void != 0 {
			what = fmt.Sprintf("raw %d-byte elements", h.void)
		}
		return nil, nil, fmt.Errorf("%w: .npy file holds %s, not records (a structured dtype): read it with ReadNPY", ErrDType, what)
	}
	ops, err := recPlan(g, h.rec, reflect.TypeFor[T]().String())
	if err != nil {
		return nil, nil, err
	}
	var z T
	gsize := int(unsafe.Sizeof(z))
	if h.rec.size == 0 && gsize > 0 && h.size > (1<<30)/gsize {
		return nil, nil, fmt.Errorf("%w: %d records of empty file records", ErrTooLarge, h.size)
	}
	fsize := h.rec.size
	if fsize == 0 {
		// No bytes to read: every record is T's zero value, in any order,
		// and the loop below would spin once per record of a huge shape.
		return make([]T, h.size), h.shape, nil
	}
	const chunk = 1 << 16 // bytes read at a time, so that a short hostile file costs little
	per := max(1, chunk/max(fsize, 1))
	out := make([]T, 0, min(h.size, per))
	raw := make([]byte, min(h.size, per)*fsize)
	for len(out) < h.size {
		n := min(h.size-len(out), per)
		b := raw[:n*fsize]
		if got, err := io.ReadFull(r, b); err != nil {
			return nil, nil, fmt.Errorf("%w: data ends after %d of %d records of shape %s", ErrFormat, len(out)+got/max(fsize, 1), h.size, ShapeString(h.shape))
		}
		for i := range n {
			out = append(out, z)
			dst := unsafe.Slice((*byte)(unsafe.Pointer(&out[len(out)-1])), gsize)
			applyRead(ops, dst, b[i*fsize:(i+1)*fsize])
		}
	}
	if h.fortran && len(h.shape) > 1 {
		// After the data, so that a header's shape alone (a short,
		// hostile file) allocates nothing in proportion to it.
		c := make([]T, len(out))
		for k, i := range fortranToC(h.shape) {
			c[i] = out[k]
		}
		out = c
	}
	return out, h.shape, nil
}

// applyRead moves one record from the file's bytes src into the Go
// struct's bytes dst.
func applyRead(ops []recOp, dst, src []byte) {
	for _, op := range ops {
		d := dst[op.g : op.g+op.size]
		copy(d, src[op.n:op.n+op.size])
		if op.swap > 1 {
			for u := 0; u < len(d); u += op.swap {
				w := d[u : u+op.swap]
				for i, j := 0, len(w)-1; i < j; i, j = i+1, j-1 {
					w[i], w[j] = w[j], w[i]
				}
			}
		}
		if op.isBool {
			for i, v := range d {
				if v != 0 {
					d[i] = 1
				}
			}
		}
	}
}

// fortranToC is, for each element of an array of shape stored in Fortran
// order, its index in C order.
func fortranToC(shape []int) []int {
	n := 1
	for _, d := range shape {
		n *= d
	}
	cstr := make([]int, len(shape))
	s := 1
	for i := len(shape) - 1; i >= 0; i-- {
		cstr[i] = s
		s *= shape[i]
	}
	out := make([]int, n)
	idx := make([]int, len(shape))
	for k := range n {
		c := 0
		for i, v := range idx {
			c += v * cstr[i]
		}
		out[k] = c
		for i := range idx { // the first index varies fastest
			if idx[i]++; idx[i] < shape[i] {
				break
			}
			idx[i] = 0
		}
	}
	return out
}

// WriteNPYRecords writes s as a .npy stream of a structured dtype whose
// fields are T's (named as ReadNPYRecords names them), in this machine's
// byte order and laid out as Go lays T out, padding as unnamed void
// fields, as NumPy writes a record made with align=True; np.load reads it.
// shape defaults to (len(s),); its elements' product must be len(s).
// BFloat16 and FP8 fields are written as raw bytes ("|V2", "|V1"): NumPy
// has no code for them (view them with ml_dtypes' types).
func WriteNPYRecords[T any](w io.Writer, s []T, shape ...int) error {
	g, err := recordType[T]()
	if err != nil {
		return err
	}
	if shape == nil {
		shape = []int{len(s)}
	}
	n, err := checkShape(shape)
	if err != nil {
		return err
	}
	if n != len(s) {
		return fmt.Errorf("%w: shape %s holds %d records, the slice %d", ErrShape, ShapeString(shape), n, len(s))
	}
	ops, err := recPlan(g, g, reflect.TypeFor[T]().String())
	if err != nil {
		return err
	}
	var d strings.Builder
	g.descr(&d)
	text, major := recordHeader(d.String(), shape)
	if err := writeHeader(w, text, major); err != nil {
		return err
	}
	size := g.size
	per := max(1, (1<<16)/max(size, 1))
	buf := make([]byte, min(len(s), per)*size)
	for len(s) > 0 {
		k := min(len(s), per)
		b := buf[:k*size] // its padding stays zero: no copy writes it
		for i := range k {
			src := unsafe.Slice((*byte)(unsafe.Pointer(&s[i])), size)
			for _, op := range ops {
				copy(b[i*size+op.n:i*size+op.n+op.size], src[op.g:op.g+op.size])
			}
		}
		if _, err := w.Write(b); err != nil {
			return err
		}
		s = s[k:]
	}
	return nil
}

// recordHeader is headerText for a descr list.
func recordHeader(descr string, shape []int) (string, byte) {
	dict := fmt.Sprintf("{'descr': %s, 'fortran_order': False, 'shape': %s, }", descr, ShapeString(shape))
	return padHeader(dict)
}

// SaveRecords writes s to a .npy file at path (see WriteNPYRecords).
func SaveRecords[T any](path string, s []T, shape ...int) error {
	return saveFile(path, func(w io.Writer) error { return WriteNPYRecords(w, s, shape...) })
}

// LoadRecords reads a .npy file of a structured dtype into a slice of T
// (see ReadNPYRecords) and returns it with the array's shape.
func LoadRecords[T any](path string) (s []T, shape []int, err error) {
	err = loadFile(path, func(r io.Reader) (err error) {
		s, shape, err = ReadNPYRecords[T](r)
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	return s, shape, nil
}
