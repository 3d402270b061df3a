// Package kprint formats what kernels print with kern.Printf. The CPU
// targets format each call as it happens; the GPU targets write records
// into the module's print buffer (abi.PrintBufName) and the host decodes
// them here after the launch, restoring every argument's Go type so that
// fmt formats it exactly as on the CPU.
package kprint

import (
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"sync"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/half"
)

// Printer writes a launch's printed lines: each Printf call is one Write,
// so lines of different threads never interleave mid-line.
type Printer struct {
	W      io.Writer
	Prefix bool // start every line with the thread's block and thread index

	mu sync.Mutex
}

// Print writes one call's text for the thread at (block, thread).
func (p *Printer) Print(block, thread [3]int, text string) {
	if p.Prefix {
		text = Prefix(block, thread) + text
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	_, _ = io.WriteString(p.W, text) // a failing writer loses output, not the launch
}

// Dropped reports n records the full buffer could not take.
func (p *Printer) Dropped(n int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	_, _ = fmt.Fprintf(p.W, "kern: %d kernel print records dropped (buffer full)\n", n)
}

// Prefix is the optional start of a line: the printing thread's position.
func Prefix(block, thread [3]int) string {
	return fmt.Sprintf("[block (%d,%d,%d) thread (%d,%d,%d)] ", block[0], block[1], block[2], thread[0], thread[1], thread[2])
}

// Record is one decoded print record.
type Record struct {
	Block, Thread [3]int
	Text          string
}

// Decode formats the records in data (the used part of a print buffer's
// data area) with the format table.
func Decode(table []abi.PrintFormat, data []byte) ([]Record, error) {
	var recs []Record
	le := binary.LittleEndian
	for off := 0; off < len(data); {
		if len(data)-off < 4 {
			return recs, fmt.Errorf("kern: truncated print record at byte %d", off)
		}
		if le.Uint32(data[off:]) == abi.PrintEnd {
			break // the rest belongs to a record that did not fit
		}
		if len(data)-off < abi.PrintHeaderBytes {
			return recs, fmt.Errorf("kern: truncated print record at byte %d", off)
		}
		id := int(le.Uint32(data[off:]))
		if id >= len(table) {
			return recs, fmt.Errorf("kern: print record at byte %d has unknown format id %d", off, id)
		}
		f := table[id]
		n := f.RecordBytes()
		if len(data)-off < n {
			return recs, fmt.Errorf("kern: truncated print record at byte %d", off)
		}
		var r Record
		for k := 0; k < 3; k++ {
			r.Thread[k] = int(le.Uint32(data[off+8+4*k:]))
			r.Block[k] = int(le.Uint32(data[off+20+4*k:]))
		}
		args := make([]any, len(f.Args))
		p, s := off+abi.PrintHeaderBytes, 0
		for i := 0; i < len(f.Args); i++ {
			if f.Args[i] == abi.PrintString {
				if s < len(f.Strs) {
					args[i] = f.Strs[s]
				}
				s++
				continue
			}
			args[i] = Value(f.Args[i], le.Uint64(data[p:]))
			p += abi.PrintArgBytes
		}
		r.Text = fmt.Sprintf(f.Format, args...)
		recs = append(recs, r)
		off += n
	}
	return recs, nil
}

// Value is the Go value of kind k held in a record's 64-bit slot.
func Value(k byte, u uint64) any {
	switch k {
	case abi.PrintBool:
		return u != 0
	case abi.PrintInt:
		return int(int64(u))
	case abi.PrintInt8:
		return int8(u)
	case abi.PrintInt16:
		return int16(u)
	case abi.PrintInt32:
		return int32(u)
	case abi.PrintInt64:
		return int64(u)
	case abi.PrintUint:
		return uint(u)
	case abi.PrintUint8:
		return uint8(u)
	case abi.PrintUint16:
		return uint16(u)
	case abi.PrintUint32:
		return uint32(u)
	case abi.PrintUint64:
		return u
	case abi.PrintUintptr:
		return uintptr(u)
	case abi.PrintFloat32:
		return math.Float32frombits(uint32(u))
	case abi.PrintFloat64:
		return math.Float64frombits(u)
	case abi.PrintFloat16:
		return half.Float16FromBits(uint16(u))
	case abi.PrintBFloat16:
		return half.BFloat16FromBits(uint16(u))
	case abi.PrintFloat8E4M3:
		return half.Float8E4M3FromBits(uint8(u))
	case abi.PrintFloat8E5M2:
		return half.Float8E5M2FromBits(uint8(u))
	}
	return fmt.Sprintf("%%!(kern: unknown print kind %q)", k)
}
