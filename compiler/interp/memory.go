package interp

import (
	"encoding/binary"
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
)

// Pointer encoding (see doc.go): bits 61–63 hold the address space of the
// buffer (never generic), bits 40–60 the buffer number within that space,
// bits 0–39 the byte offset. Zero is the null pointer.
const (
	offBits   = 40
	offMask   = 1<<offBits - 1
	bufBits   = 21
	bufMask   = 1<<bufBits - 1
	spaceShft = offBits + bufBits
	maxBufs   = 1 << bufBits
)

func encodePtr(space ir.AddrSpace, buf int, off int64) uint64 {
	return uint64(space)<<spaceShft | uint64(buf)<<offBits | uint64(off)&offMask
}

func decodePtr(p uint64) (space ir.AddrSpace, buf int, off int64) {
	return ir.AddrSpace(p >> spaceShft), int(p >> offBits & bufMask), int64(p & offMask)
}

// ptrAdd moves a pointer by delta bytes; the offset wraps within its 40
// bits, so a pointer can leave its buffer and come back, and never changes
// buffer.
func ptrAdd(p uint64, delta int64) uint64 {
	return p&^offMask | (uint64(int64(p&offMask)+delta) & offMask)
}

type buffer struct {
	data []byte
	name string
}

// memory holds the buffers of every address space (indexed by space; the
// generic space has none). Buffer 0 of each space is never used, so that a
// null pointer cannot address anything.
type memory struct {
	spaces [ir.SpaceConst + 1][]*buffer
	free   [ir.SpaceConst + 1][]int // reusable buffer numbers (local space)
}

func (m *memory) alloc(space ir.AddrSpace, size int, name string) (uint64, error) {
	bufs := &m.spaces[space]
	if len(*bufs) == 0 {
		*bufs = append(*bufs, nil)
	}
	b := &buffer{data: make([]byte, size), name: name}
	if fl := m.free[space]; len(fl) > 0 {
		id := fl[len(fl)-1]
		m.free[space] = fl[:len(fl)-1]
		(*bufs)[id] = b
		return encodePtr(space, id, 0), nil
	}
	if len(*bufs) >= maxBufs {
		return 0, fmt.Errorf("%w: more than %d live %s buffers", ErrResource, maxBufs, space)
	}
	*bufs = append(*bufs, b)
	return encodePtr(space, len(*bufs)-1, 0), nil
}

// release frees a buffer for reuse (local allocations of returned frames).
func (m *memory) release(p uint64) {
	space, id, _ := decodePtr(p)
	if int(space) < len(m.spaces) && id < len(m.spaces[space]) && m.spaces[space][id] != nil {
		m.spaces[space][id] = nil
		m.free[space] = append(m.free[space], id)
	}
}

// resetSpace drops every buffer of a space (shared memory between blocks).
func (m *memory) resetSpace(space ir.AddrSpace) {
	m.spaces[space] = nil
	m.free[space] = nil
}

// bytes returns the n bytes at p, or an error naming what went wrong.
func (m *memory) bytes(p uint64, n int) ([]byte, error) {
	if p == 0 {
		return nil, fmt.Errorf("%w: access of %d bytes through a null pointer", ErrNullPointer, n)
	}
	space, id, off := decodePtr(p)
	if int(space) >= len(m.spaces) || space == ir.SpaceGeneric || id >= len(m.spaces[space]) || m.spaces[space][id] == nil {
		return nil, fmt.Errorf("%w: pointer %#x addresses no live buffer", ErrBadPointer, p)
	}
	b := m.spaces[space][id]
	if off < 0 || off+int64(n) > int64(len(b.data)) {
		return nil, fmt.Errorf("%w: %d-byte access at offset %d of %s buffer %q (%d bytes)", ErrOutOfBounds, n, signedOff(off), space, b.name, len(b.data))
	}
	return b.data[off : off+int64(n)], nil
}

// signedOff shows a wrapped-around (negative) offset as negative.
func signedOff(off int64) int64 {
	if off >= 1<<(offBits-1) {
		return off - 1<<offBits
	}
	return off
}

// getScalar and putScalar read and write a scalar of size n little-endian.
func getScalar(b []byte) uint64 {
	switch len(b) {
	case 1:
		return uint64(b[0])
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	}
	return binary.LittleEndian.Uint64(b)
}

func putScalar(b []byte, v uint64) {
	switch len(b) {
	case 1:
		b[0] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	default:
		binary.LittleEndian.PutUint64(b, v)
	}
}

// isScalar reports a type held in value.bits (Basic or Pointer).
func isScalar(t ir.Type) bool {
	switch t.(type) {
	case *ir.Basic, *ir.Pointer:
		return true
	}
	return false
}

// value is an SSA value: scalars and pointers in bits, aggregates as their
// memory image in agg (never modified once made).
type value struct {
	bits uint64
	agg  []byte
}

func (m *memory) load(t ir.Type, p uint64) (value, error) {
	b, err := m.bytes(p, t.Size())
	if err != nil {
		return value{}, err
	}
	if isScalar(t) {
		v := getScalar(b)
		if bt, ok := t.(*ir.Basic); ok && bt.Kind == ir.Bool {
			v &= 1
		}
		return value{bits: v}, nil
	}
	return value{agg: append([]byte(nil), b...)}, nil
}

func (m *memory) store(t ir.Type, p uint64, v value) error {
	b, err := m.bytes(p, t.Size())
	if err != nil {
		return err
	}
	writeValue(b, t, v)
	return nil
}

func writeValue(b []byte, t ir.Type, v value) {
	if isScalar(t) {
		// b may run past the value (an element inserted into an array
		// value): putScalar takes its width from len(b).
		putScalar(b[:t.Size()], v.bits)
		return
	}
	copy(b, v.agg)
}

func readValue(b []byte, t ir.Type) value {
	if isScalar(t) {
		return value{bits: getScalar(b[:t.Size()])}
	}
	return value{agg: append([]byte(nil), b[:t.Size()]...)}
}

// elemOffset is the byte offset and type of field or element i of an
// aggregate type.
func elemOffset(t ir.Type, i int) (int, ir.Type) {
	switch t := t.(type) {
	case *ir.Struct:
		return t.Offset(i), t.Fields[i].Type
	case *ir.Array:
		return i * t.Elem.Size(), t.Elem
	}
	return 0, nil
}
