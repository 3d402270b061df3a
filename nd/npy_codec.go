package nd

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/kernlab/kern/half"
)

// decodeAppend appends the elements encoded in b (little-endian unless big)
// to dst.
func decodeAppend[T Elem](dst []T, b []byte, big bool) []T {
	var bo binary.ByteOrder = binary.LittleEndian
	if big {
		bo = binary.BigEndian
	}
	var z T
	switch any(z).(type) {
	case bool:
		for _, x := range b {
			dst = append(dst, any(x != 0).(T))
		}
	case int8:
		for _, x := range b {
			dst = append(dst, any(int8(x)).(T))
		}
	case uint8:
		for _, x := range b {
			dst = append(dst, any(x).(T))
		}
	case half.Float8E4M3:
		for _, x := range b {
			dst = append(dst, any(half.Float8E4M3(x)).(T))
		}
	case half.Float8E5M2:
		for _, x := range b {
			dst = append(dst, any(half.Float8E5M2(x)).(T))
		}
	case half.Float16:
		for i := 0; i+2 <= len(b); i += 2 {
			dst = append(dst, any(half.Float16(bo.Uint16(b[i:]))).(T))
		}
	case half.BFloat16:
		for i := 0; i+2 <= len(b); i += 2 {
			dst = append(dst, any(half.BFloat16(bo.Uint16(b[i:]))).(T))
		}
	case int16:
		for i := 0; i+2 <= len(b); i += 2 {
			dst = append(dst, any(int16(bo.Uint16(b[i:]))).(T))
		}
	case uint16:
		for i := 0; i+2 <= len(b); i += 2 {
			dst = append(dst, any(bo.Uint16(b[i:])).(T))
		}
	case int32:
		for i := 0; i+4 <= len(b); i += 4 {
			dst = append(dst, any(int32(bo.Uint32(b[i:]))).(T))
		}
	case uint32:
		for i := 0; i+4 <= len(b); i += 4 {
			dst = append(dst, any(bo.Uint32(b[i:])).(T))
		}
	case float32:
		for i := 0; i+4 <= len(b); i += 4 {
			dst = append(dst, any(math.Float32frombits(bo.Uint32(b[i:]))).(T))
		}
	case int64:
		for i := 0; i+8 <= len(b); i += 8 {
			dst = append(dst, any(int64(bo.Uint64(b[i:]))).(T))
		}
	case uint64:
		for i := 0; i+8 <= len(b); i += 8 {
			dst = append(dst, any(bo.Uint64(b[i:])).(T))
		}
	case float64:
		for i := 0; i+8 <= len(b); i += 8 {
			dst = append(dst, any(math.Float64frombits(bo.Uint64(b[i:]))).(T))
		}
	case complex64: // the real part first, each part in the file's byte order
		for i := 0; i+8 <= len(b); i += 8 {
			re, im := math.Float32frombits(bo.Uint32(b[i:])), math.Float32frombits(bo.Uint32(b[i+4:]))
			dst = append(dst, any(complex(re, im)).(T))
		}
	case complex128:
		for i := 0; i+16 <= len(b); i += 16 {
			re, im := math.Float64frombits(bo.Uint64(b[i:])), math.Float64frombits(bo.Uint64(b[i+8:]))
			dst = append(dst, any(complex(re, im)).(T))
		}
	}
	return dst
}

// encodeAppend appends the little-endian encoding of s to b.
func encodeAppend[T Elem](b []byte, s []T) []byte {
	le := binary.LittleEndian
	switch v := any(s).(type) {
	case []bool:
		for _, x := range v {
			if x {
				b = append(b, 1)
			} else {
				b = append(b, 0)
			}
		}
	case []int8:
		for _, x := range v {
			b = append(b, byte(x))
		}
	case []uint8:
		b = append(b, v...)
	case []half.Float8E4M3:
		for _, x := range v {
			b = append(b, byte(x))
		}
	case []half.Float8E5M2:
		for _, x := range v {
			b = append(b, byte(x))
		}
	case []half.Float16:
		for _, x := range v {
			b = le.AppendUint16(b, uint16(x))
		}
	case []half.BFloat16:
		for _, x := range v {
			b = le.AppendUint16(b, uint16(x))
		}
	case []int16:
		for _, x := range v {
			b = le.AppendUint16(b, uint16(x))
		}
	case []uint16:
		for _, x := range v {
			b = le.AppendUint16(b, x)
		}
	case []int32:
		for _, x := range v {
			b = le.AppendUint32(b, uint32(x))
		}
	case []uint32:
		for _, x := range v {
			b = le.AppendUint32(b, x)
		}
	case []float32:
		for _, x := range v {
			b = le.AppendUint32(b, math.Float32bits(x))
		}
	case []int64:
		for _, x := range v {
			b = le.AppendUint64(b, uint64(x))
		}
	case []uint64:
		for _, x := range v {
			b = le.AppendUint64(b, x)
		}
	case []float64:
		for _, x := range v {
			b = le.AppendUint64(b, math.Float64bits(x))
		}
	case []complex64:
		for _, x := range v {
			b = le.AppendUint32(le.AppendUint32(b, math.Float32bits(real(x))), math.Float32bits(imag(x)))
		}
	case []complex128:
		for _, x := range v {
			b = le.AppendUint64(le.AppendUint64(b, math.Float64bits(real(x))), math.Float64bits(imag(x)))
		}
	}
	return b
}

// parseDict parses the Python dict literal of a .npy header. Values may be
// strings, True/False, or tuples of non-negative integers (Python 2's "3L"
// suffix is accepted); anything else is an error.
func parseDict(text string) (map[string]any, error) {
	p := &dictParser{text: text}
	p.skip()
	if !p.eat('{') {
		return nil, errUnexpected(text, p.pos, "expected '{'")
	}
	out := map[string]any{}
	for {
		p.skip()
		if p.eat('}') {
			break
		}
		key, err := p.str()
		if err != nil {
			return nil, err
		}
		p.skip()
		if !p.eat(':') {
			return nil, errUnexpected(text, p.pos, "expected ':'")
		}
		p.skip()
		val, err := p.value()
		if err != nil {
			return nil, err
		}
		if _, dup := out[key]; dup {
			return nil, errUnexpected(text, p.pos, "duplicate key "+strconv.Quote(key))
		}
		out[key] = val
		p.skip()
		if p.eat(',') {
			continue
		}
		p.skip()
		if p.eat('}') {
			break
		}
		return nil, errUnexpected(text, p.pos, "expected ',' or '}'")
	}
	if strings.TrimSpace(text[p.pos:]) != "" {
		return nil, errUnexpected(text, p.pos, "trailing characters")
	}
	return out, nil
}

type dictParser struct {
	text string
	pos  int
}

func (p *dictParser) skip() {
	for p.pos < len(p.text) && strings.IndexByte(" \t\r\n", p.text[p.pos]) >= 0 {
		p.pos++
	}
}

func (p *dictParser) eat(c byte) bool {
	if p.pos < len(p.text) && p.text[p.pos] == c {
		p.pos++
		return true
	}
	return false
}

func (p *dictParser) str() (string, error) {
	if p.pos >= len(p.text) || (p.text[p.pos] != '\'' && p.text[p.pos] != '"') {
		return "", errUnexpected(p.text, p.pos, "expected a quoted string")
	}
	q := p.text[p.pos]
	end := strings.IndexByte(p.text[p.pos+1:], q)
	if end < 0 {
		return "", errUnexpected(p.text, p.pos, "unterminated string")
	}
	s := p.text[p.pos+1 : p.pos+1+end]
	if strings.IndexByte(s, '\\') >= 0 {
		return "", errUnexpected(p.text, p.pos, "escape sequences are not supported")
	}
	p.pos += end + 2
	return s, nil
}

func (p *dictParser) value() (any, error) {
	switch {
	case p.pos >= len(p.text):
		return nil, errUnexpected(p.text, p.pos, "expected a value")
	case p.text[p.pos] == '\'' || p.text[p.pos] == '"':
		return p.str()
	case strings.HasPrefix(p.text[p.pos:], "True"):
		p.pos += 4
		return true, nil
	case strings.HasPrefix(p.text[p.pos:], "False"):
		p.pos += 5
		return false, nil
	case p.text[p.pos] == '(':
		return p.tuple()
	case p.text[p.pos] == '[':
		return p.fields(0)
	}
	return nil, errUnexpected(p.text, p.pos, "unsupported value")
}

// npyField is one field of a structured dtype's descr list: ('name',
// type) or ('name', type, shape), where type is a descriptor string or,
// for a nested record, a list of fields.
type npyField struct {
	name  string
	typ   string     // a descriptor; "" when sub is set
	sub   []npyField // a nested record's fields
	shape []int      // a subarray's shape; nil for one element
}

// maxFieldDepth bounds a structured dtype's nesting, so a hostile header
// cannot recurse without end.
const maxFieldDepth = 32

// fields parses a structured dtype's descr list: "[('x', '<f4'), ('p',
// '<f8', (3,)), ('q', [('a', '|u1')])]".
func (p *dictParser) fields(depth int) ([]npyField, error) {
	if depth >= maxFieldDepth {
		return nil, errUnexpected(p.text, p.pos, fmt.Sprintf("records nested deeper than %d levels", maxFieldDepth))
	}
	p.pos++ // '['
	out := []npyField{}
	for {
		p.skip()
		if p.eat(']') {
			return out, nil
		}
		if !p.eat('(') {
			return nil, errUnexpected(p.text, p.pos, "expected '(' starting a field")
		}
		p.skip()
		if p.pos < len(p.text) && p.text[p.pos] == '(' {
			return nil, errUnexpected(p.text, p.pos, "field titles ((title, name) pairs) are not supported")
		}
		var f npyField
		var err error
		if f.name, err = p.str(); err != nil {
			return nil, err
		}
		p.skip()
		if !p.eat(',') {
			return nil, errUnexpected(p.text, p.pos, "expected ',' after a field's name")
		}
		p.skip()
		switch {
		case p.pos < len(p.text) && p.text[p.pos] == '[':
			if f.sub, err = p.fields(depth + 1); err != nil {
				return nil, err
			}
		default:
			if f.typ, err = p.str(); err != nil {
				return nil, err
			}
		}
		p.skip()
		if p.eat(',') {
			p.skip()
			if p.pos < len(p.text) && p.text[p.pos] == '(' {
				if f.shape, err = p.tuple(); err != nil {
					return nil, err
				}
				p.skip()
				p.eat(',')
				p.skip()
			}
		}
		if !p.eat(')') {
			return nil, errUnexpected(p.text, p.pos, "expected ')' ending a field")
		}
		out = append(out, f)
		p.skip()
		if p.eat(',') {
			continue
		}
		p.skip()
		if p.eat(']') {
			return out, nil
		}
		return nil, errUnexpected(p.text, p.pos, "expected ',' or ']' in a field list")
	}
}

// tuple parses "()", "(3,)", "(3, 4)" and "(3, 4,)".
func (p *dictParser) tuple() ([]int, error) {
	p.pos++ // '('
	out := []int{}
	for {
		p.skip()
		if p.eat(')') {
			if len(out) == 1 && !strings.HasSuffix(strings.TrimRight(p.text[:p.pos-1], " \t\r\n"), ",") {
				return nil, errUnexpected(p.text, p.pos, "a 1-tuple needs a trailing comma")
			}
			return out, nil
		}
		start := p.pos
		for p.pos < len(p.text) && p.text[p.pos] >= '0' && p.text[p.pos] <= '9' {
			p.pos++
		}
		if start == p.pos {
			return nil, errUnexpected(p.text, p.pos, "expected a non-negative integer")
		}
		n, err := strconv.Atoi(p.text[start:p.pos])
		if err != nil {
			return nil, errUnexpected(p.text, start, fmt.Sprintf("dimension %s out of range", p.text[start:p.pos]))
		}
		p.eat('L')
		out = append(out, n)
		p.skip()
		if p.eat(',') {
			continue
		}
		p.skip()
		if p.pos < len(p.text) && p.text[p.pos] == ')' {
			continue
		}
		return nil, errUnexpected(p.text, p.pos, "expected ',' or ')' in shape")
	}
}
