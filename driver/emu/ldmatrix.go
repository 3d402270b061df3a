package emu

import (
	"fmt"
	"math/bits"
	"strings"
	"unsafe"
)

// ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.shared.b16 {d…}, [a]
// loads one, two or four 8×8 matrices of 16-bit elements from shared
// memory, the whole warp together: lane 8j+r gives the address of row r
// of matrix j (16 bytes, 16-byte aligned), and lane l receives in
// register j the 32 bits at row l/4, elements 2(l%4) and 2(l%4)+1 of
// matrix j, or with .trans its transpose's (elements (2(l%4), l/4) and
// (2(l%4)+1, l/4), the first in the low half). That is the A and B
// fragment layout of mma.sync for 16-bit inputs, which is why kern's PTX
// backend loads shared tiles with it.
//
// Like mma.sync it decodes to one warp-synchronous opLdsm, which fills
// every lane's registers in the warp (warp.mmaD), and opMmaGet lines
// that copy them to the destinations.

// ldmatrixLines expands an ldmatrix line into "kern.ldsm.N[.trans] [a]"
// and its opMmaGet lines, or nil when s is not an ldmatrix.
func ldmatrixLines(s string) []string {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), ";"))
	if !strings.HasPrefix(s, "ldmatrix.") {
		return nil
	}
	sp := strings.IndexAny(s, " \t")
	if sp < 0 {
		return []string{s}
	}
	name, rest := s[:sp], strings.TrimSpace(s[sp:])
	n, trans := 0, ""
	switch name {
	case "ldmatrix.sync.aligned.m8n8.x1.shared.b16", "ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16":
		n = 1
	case "ldmatrix.sync.aligned.m8n8.x2.shared.b16", "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16":
		n = 2
	case "ldmatrix.sync.aligned.m8n8.x4.shared.b16", "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16":
		n = 4
	default:
		return []string{s} // the decoder reports it
	}
	if strings.Contains(name, ".trans.") {
		trans = ".trans"
	}
	groups := splitArgs(rest)
	if len(groups) != 2 {
		return []string{s}
	}
	dst := splitArgs(strings.Trim(groups[0], "{} "))
	if len(dst) != n {
		return []string{s}
	}
	lines := []string{fmt.Sprintf("kern.ldsm.%d%s %s", n, trans, groups[1])}
	for k, d := range dst {
		lines = append(lines, fmt.Sprintf("kern.mmaget.%d %s", k, d))
	}
	return lines
}

// ldmatrixInstr decodes the first line ldmatrixLines writes: mod is the
// matrix count, with bit 4 set for .trans.
func (d *decoder) ldmatrixInstr(in instr, parts, args []string, line int) (instr, error) {
	ok := len(args) == 1 && (len(parts) == 3 || len(parts) == 4 && parts[3] == "trans")
	if ok {
		switch parts[2] {
		case "1", "2", "4":
			in.mod = parts[2][0] - '0'
		default:
			ok = false
		}
	}
	if !ok {
		return in, jitError(line, "unsupported instruction ldmatrix (%s)", strings.Join(parts[1:], "."))
	}
	if len(parts) == 4 {
		in.mod |= 1 << 4
	}
	in.op, in.space, in.t = opLdsm, spShared, ptypes["b16"]
	var err error
	in.a[0], in.off, err = d.address(args[0], line)
	return in, err
}

// ldmatrix executes an opLdsm for the lanes of mask, which must be the
// whole warp (.sync.aligned).
func (w *warp) ldmatrix(f *frame, in *instr, mask uint64) *Fault {
	if mask != 1<<32-1 {
		ln := bits.TrailingZeros64(^mask)
		return w.fault("incomplete warp", in, bits.TrailingZeros64(mask), fmt.Sprintf("ldmatrix executed without lane %d (it exited, is elsewhere or does not exist): all 32 lanes must take part", ln), codeIllegalInstr)
	}
	n, trans := int(in.mod&0xf), in.mod>>4 != 0
	var m [4][8][8]uint16 // matrix, row, column
	for ln := range 8 * n {
		a := w.val(f, &in.a[0], ln) + uint64(in.off)
		p, flt := w.resolve(in, ln, a, 16, false)
		if flt != nil {
			return flt
		}
		row := unsafe.Slice((*byte)(p), 16)
		for c := range 8 {
			m[ln/8][ln%8][c] = uint16(row[2*c]) | uint16(row[2*c+1])<<8
		}
	}
	for ln := range 32 {
		r, c := ln/4, 2*(ln%4)
		for j := range n {
			lo, hi := m[j][r][c], m[j][r][c+1]
			if trans {
				lo, hi = m[j][c][r], m[j][c+1][r]
			}
			w.mmaD[ln][j] = uint32(lo) | uint32(hi)<<16
		}
	}
	return nil
}
