package codeobj

import (
	"encoding/binary"
	"errors"
	"reflect"
	"testing"
)

func TestDecodeMsgpack(t *testing.T) {
	tests := []struct {
		in   []byte
		want any
	}{
		{[]byte{0x05}, int64(5)},
		{[]byte{0xff}, int64(-1)},
		{[]byte{0xcc, 0xfe}, uint64(254)},
		{[]byte{0xcd, 0x01, 0x00}, uint64(256)},
		{[]byte{0xd0, 0x80}, int64(-128)},
		{[]byte{0xd1, 0xff, 0xfe}, int64(-2)},
		{[]byte{0xc3}, true},
		{[]byte{0xc0}, nil},
		{[]byte{0xa2, 'h', 'i'}, "hi"},
		{[]byte{0xd9, 0x01, 'x'}, "x"},
		{[]byte{0x92, 0x01, 0xa1, 'a'}, []any{int64(1), "a"}},
		{[]byte{0x81, 0xa1, 'k', 0x93, 0x01, 0x02, 0x03}, map[string]any{"k": []any{int64(1), int64(2), int64(3)}}},
		{[]byte{0xde, 0x00, 0x01, 0xa1, 'k', 0xc2}, map[string]any{"k": false}},
		{[]byte{0xcb, 0x3f, 0xf0, 0, 0, 0, 0, 0, 0}, 1.0},
	}
	for _, tt := range tests {
		got, rest, err := decodeMsgpack(tt.in, 0)
		if err != nil || len(rest) != 0 || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("decode % x = %#v, rest %d, %v; want %#v", tt.in, got, len(rest), err, tt.want)
		}
	}
	for _, bad := range [][]byte{nil, {0xa3, 'a'}, {0x92, 0x01}, {0xcd, 0x01}, {0xdf, 0xff, 0xff, 0xff, 0xff}, {0xc1}} {
		if _, _, err := decodeMsgpack(bad, 0); err == nil {
			t.Errorf("decode % x: no error", bad)
		}
	}
}

func TestFindNote(t *testing.T) {
	note := func(name string, typ uint32, desc []byte) []byte {
		var b []byte
		b = binary.LittleEndian.AppendUint32(b, uint32(len(name)+1))
		b = binary.LittleEndian.AppendUint32(b, uint32(len(desc)))
		b = binary.LittleEndian.AppendUint32(b, typ)
		b = append(b, name...)
		b = append(b, 0)
		for len(b)%4 != 0 {
			b = append(b, 0)
		}
		b = append(b, desc...)
		for len(b)%4 != 0 {
			b = append(b, 0)
		}
		return b
	}
	data := append(note("GNU", 1, []byte{1, 2, 3}), note("AMDGPU", 32, []byte{0x80})...)
	if got := findNote(data, binary.LittleEndian); !reflect.DeepEqual(got, []byte{0x80}) {
		t.Errorf("findNote = % x", got)
	}
	if got := findNote(data[:20], binary.LittleEndian); got != nil {
		t.Errorf("truncated note: % x", got)
	}
}

func TestReadCodeObjectErrors(t *testing.T) {
	for _, b := range [][]byte{nil, []byte("not an elf file at all"), {0x7f, 'E', 'L', 'F', 2, 1, 1}} {
		if _, err := Read(b); !errors.Is(err, ErrCodeObject) {
			t.Errorf("Read(% x): %v, want ErrCodeObject", b, err)
		}
	}
}
