package amd64

import (
	"fmt"
	"strings"
)

// The AVX-512 form of a loop is the AVX2 lowering's program over ZMM
// registers: the same steps, each AVX2 instruction rewritten by evex into
// its EVEX equivalent of the same per-lane operation (where AVX-512 has a
// better instruction for a step — VCVTTPD2QQ, VCVTQQ2PD, VPSRAVQ — the
// lowering emits it itself when lowering.z). The allocator names
// registers Z0–Z29 (wideRegs); the templates' scratch registers Y14, Y15
// become Z30, Z31 (X14 becomes X30, or Y30 where it holds a converted
// half). Lane masks stay vectors of all-ones or all-zero lanes, as in the
// AVX2 loop: AVX-512 compares write a K register, which VPMOVM2D/Q turn
// back into a vector mask, and blends, which read the mask's sign bits
// (as VBLENDVPS does), move them into K1 with VPMOVD2M/Q2M first; evex
// uses K1 alone, within one rewritten instruction. keepMasks then gives
// compares K2–K7, so that blends read the opmask and both moves go;
// merge-masked instructions (maskmerge.go) read the opmask as blends do.

// wideRegs ZMM registers are allocated; Z30 and Z31 are scratch.
const wideRegs = 30

// wideSlots bounds the AVX-512 loop's spill slots (64 bytes each): its
// frame stays within the AVX2 loop's 512 bytes, well inside the linker's
// nosplit limit.
const wideSlots = 8

// evex rewrites lines of AVX2 instructions (registers already assigned,
// ZMM names for allocated ones) into AVX-512 ones over ZMM registers,
// each per its mnemonic's lane width.
func evex(text string) string {
	lines := strings.Split(text, "\n")
	out := lines[:0:0]
	for _, ln := range lines {
		out = append(out, evexLine(ln)...)
	}
	return strings.Join(out, "\n")
}

func evexLine(ln string) []string {
	indent := ln[:len(ln)-len(strings.TrimLeft(ln, "\t"))]
	body := strings.TrimLeft(ln, "\t")
	mn, rest, _ := strings.Cut(body, " ")
	if !strings.HasPrefix(mn, "V") {
		return []string{ln}
	}
	// A converted half of a register (VCVTPD2DQ writes 8 int32 from 8
	// float64): Y30. Elsewhere X14 is a broadcast's source, X30.
	half := "X30"
	switch mn {
	case "VCVTPD2DQY", "VCVTTPD2DQY", "VCVTDQ2PD", "VPMOVSXDQ", "VPMOVZXDQ":
		half = "Y30"
		mn = strings.TrimSuffix(mn, "Y")
	}
	rest = strings.NewReplacer("Y14", "Z30", "Y15", "Z31", "X14", half).Replace(rest)
	ops := strings.Split(rest, ", ")
	d := ops[len(ops)-1]
	dq := ""
	// k indents the lines of an expansion: the first as ln was (a
	// template's first line is indented by its writer), the others by a tab.
	k := func(s ...string) []string {
		for i := range s {
			if i == 0 {
				s[i] = indent + s[i]
			} else {
				s[i] = "\t" + s[i]
			}
		}
		return s
	}
	switch mn {
	case "VMOVDQU":
		mn = "VMOVDQU64"
	case "VPAND", "VPOR", "VPXOR", "VPANDN":
		mn += "Q"
	case "VROUNDPS", "VROUNDPD":
		mn = "VRNDSCALE" + strings.TrimPrefix(mn, "VROUND")
	case "VCMPPS", "VCMPPD", "VPCMPEQD", "VPCMPEQQ", "VPCMPGTD", "VPCMPGTQ":
		// Per-lane compare into K1, then the vector mask of its lanes.
		if strings.HasSuffix(mn, "PD") || strings.HasSuffix(mn, "Q") {
			dq = "Q"
		} else {
			dq = "D"
		}
		ops[len(ops)-1] = "K1"
		return k(mn+" "+strings.Join(ops, ", "), "VPMOVM2"+dq+" K1, "+d)
	case "VBLENDVPS", "VBLENDVPD":
		dq = map[string]string{"VBLENDVPS": "D", "VBLENDVPD": "Q"}[mn]
		// VBLENDVPS m, x, y, d: x where m's sign bit is set, else y.
		return k("VPMOV"+dq+"2M "+ops[0]+", K1", "VBLENDM"+strings.TrimPrefix(mn, "VBLENDV")+" "+ops[1]+", "+ops[2]+", K1, "+d)
	case "VPTEST":
		// Sets ZF when x & y is zero: so does KORTESTW of the lanes' tests.
		return k("VPTESTMD "+ops[0]+", "+ops[1]+", K1", "KORTESTW K1, K1")
	}
	return []string{indent + mn + " " + rest}
}

// keepMasks keeps compares' masks in opmask registers for the blends
// that read them. Without it, a compare's mask is moved into a vector
// register (VPMOVM2D/Q) and, when a blend reads it, back into K1
// (VPMOVD2M/Q2M). A compare whose mask a vector register receives writes
// one of K2–K7 instead (in turn), which holds that register's mask until
// the register is written, the opmask is reused, or a label (a loop's top,
// reached from its back edge too) intervenes; K1 likewise holds the mask
// last moved into it. A move into K1 of a mask an opmask holds is dropped
// and the blend after it reads that opmask. body are the program's lines
// after allocation, each one or more instructions.
func keepMasks(body []string) []string {
	var lines []string
	for _, s := range body {
		for _, ln := range strings.Split(s, "\n") {
			lines = append(lines, strings.TrimLeft(ln, "\t"))
		}
	}
	var out []string
	held := map[string]string{} // opmask → the vector register whose mask it holds
	next := 2                   // the next of K2–K7 to take
	forget := func(r string) {
		for k, v := range held {
			if v == r || k == r {
				delete(held, k)
			}
		}
	}
	subst := "" // the opmask the line after a dropped move reads for K1
	for i := 0; i < len(lines); i++ {
		ln := lines[i]
		if strings.HasSuffix(ln, ":") {
			clear(held)
			out = append(out, ln)
			continue
		}
		if subst != "" {
			ln = strings.ReplaceAll(ln, ", K1, ", ", "+subst+", ")
			subst = ""
		}
		mn, rest, _ := strings.Cut(ln, " ")
		ops := strings.Split(rest, ", ")
		dst := ops[len(ops)-1]
		switch {
		case (mn == "VPMOVD2M" || mn == "VPMOVQ2M") && i+1 < len(lines) && strings.Contains(lines[i+1], ", K1, "):
			if k := holder(held, ops[0]); k != "" {
				subst = k
				continue // the blend reads the opmask that holds it
			}
			forget("K1")
			held["K1"] = ops[0]
		case dst == "K1" && i+1 < len(lines) && strings.HasPrefix(lines[i+1], "VPMOVM2") && strings.Contains(lines[i+1], " K1, "):
			// A compare whose mask a vector register receives: into the next opmask.
			k := fmt.Sprintf("K%d", next)
			next = (next-1)%6 + 2
			forget(k)
			ops[len(ops)-1] = k
			mv, r, _ := strings.Cut(lines[i+1], " K1, ")
			forget(r)
			held[k] = r
			out = append(out, mn+" "+strings.Join(ops, ", "), mv+" "+k+", "+r)
			i++
			continue
		default:
			forget(dst)
		}
		out = append(out, ln)
	}
	// A vector mask that nothing reads any more (the blends take an
	// opmask) is not made. A compare's result is a fresh value, never a
	// loop-carried one, so every read of it follows it in the program.
	kept := out[:0]
	for i, ln := range out {
		if mn, rest, _ := strings.Cut(ln, " "); mn == "VPMOVM2D" || mn == "VPMOVM2Q" {
			if _, r, _ := strings.Cut(rest, ", "); !readLater(out[i+1:], r) {
				continue
			}
		}
		kept = append(kept, ln)
	}
	return kept
}

// holder is the opmask that holds register r's mask, "" for none.
func holder(held map[string]string, r string) string {
	for _, k := range []string{"K1", "K2", "K3", "K4", "K5", "K6", "K7"} {
		if held[k] == r {
			return k
		}
	}
	return ""
}

// readLater reports whether a line of lines reads register r before one
// overwrites it.
func readLater(lines []string, r string) bool {
	for _, ln := range lines {
		mn, rest, _ := strings.Cut(ln, " ")
		ops := strings.Split(rest, ", ")
		for _, o := range ops[:len(ops)-1] {
			if o == r {
				return true
			}
		}
		if ops[len(ops)-1] == r {
			// FMAs accumulate into their destination, and a merge-masked
			// instruction keeps its lanes (maskmerge.go); others
			// overwrite it (a blend's K1 selects between its sources).
			merged := len(ops) > 2 && strings.HasPrefix(ops[len(ops)-2], "K") && !strings.HasPrefix(mn, "VBLENDM")
			return merged || strings.HasPrefix(mn, "VFMADD") || strings.HasPrefix(mn, "VFNMADD")
		}
	}
	return false
}
