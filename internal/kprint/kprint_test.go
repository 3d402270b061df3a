package kprint

import (
	"bytes"
	"encoding/binary"
	"math"
	"strings"
	"testing"

	"github.com/kernlab/kern/abi"
)

// record builds one print record as the GPU code writes it.
func record(id uint32, thread, block [3]uint32, words ...uint64) []byte {
	b := make([]byte, abi.PrintHeaderBytes, abi.PrintHeaderBytes+8*len(words))
	le := binary.LittleEndian
	le.PutUint32(b, id)
	for k := 0; k < 3; k++ {
		le.PutUint32(b[8+4*k:], thread[k])
		le.PutUint32(b[20+4*k:], block[k])
	}
	for _, w := range words {
		b = le.AppendUint64(b, w)
	}
	return b
}

func TestDecode(t *testing.T) {
	table := []abi.PrintFormat{
		{Format: "%d %s %v|%5.2f %t\n", Args: "1sFfb", Strs: []string{"str"}},
		{Format: "%x %d\n", Args: "LI"},
	}
	neg := int8(-5)
	data := append(record(0, [3]uint32{1, 2, 3}, [3]uint32{4, 5, 6},
		uint64(int64(neg)), math.Float64bits(2.5), uint64(math.Float32bits(1.125)), 1),
		record(1, [3]uint32{}, [3]uint32{}, math.MaxUint64, 7)...)
	recs, err := Decode(table, data)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 2 || recs[0].Text != "-5 str 2.5| 1.12 true\n" || recs[1].Text != "ffffffffffffffff 7\n" {
		t.Fatalf("decoded %+v", recs)
	}
	if recs[0].Thread != [3]int{1, 2, 3} || recs[0].Block != [3]int{4, 5, 6} {
		t.Errorf("position %+v", recs[0])
	}
	// A record that did not fit marks its start; what follows is ignored.
	end := append(append([]byte{}, data[:64]...), 0xff, 0xff, 0xff, 0xff, 1, 2, 3)
	if recs, err := Decode(table, end); err != nil || len(recs) != 1 {
		t.Errorf("buffer ending in a mark: %d records, %v", len(recs), err)
	}
	if _, err := Decode(table, data[:len(data)-3]); err == nil || !strings.Contains(err.Error(), "truncated") {
		t.Errorf("truncated buffer: %v", err)
	}
	if _, err := Decode(table, record(9, [3]uint32{}, [3]uint32{})); err == nil || !strings.Contains(err.Error(), "unknown format id 9") {
		t.Errorf("unknown id: %v", err)
	}
}

func TestPrinter(t *testing.T) {
	var b bytes.Buffer
	p := &Printer{W: &b, Prefix: true}
	p.Print([3]int{1, 0, 0}, [3]int{2, 3, 0}, "x\n")
	p.Dropped(4)
	want := "[block (1,0,0) thread (2,3,0)] x\nkern: 4 kernel print records dropped (buffer full)\n"
	if b.String() != want {
		t.Errorf("printed %q, want %q", b.String(), want)
	}
}
