package amd64

import (
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
// (as VBLENDVPS does), move them into K1 with VPMOVD2M/Q2M first. K1 is
// the one opmask register used, within one rewritten instruction.

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

// keepMasks keeps a compare's mask in K1 for the blends that read it:
// it drops the move of a vector mask back into K1 where K1 still holds it,
// and then the vector mask itself where nothing else reads it. Without it,
// a compare's mask is moved into a vector register (VPMOVM2D/Q) and, when
// a blend reads it, back into K1 (VPMOVD2M/Q2M). K1 still holds it unless something wrote K1 or that
// register since; a label (a loop's top, reached from its back edge too)
// forgets it. body are the program's lines after allocation, each one or
// more instructions.
func keepMasks(body []string) []string {
	var out []string
	held := "" // the register whose mask K1 holds, "" for none
	for _, s := range body {
		for _, ln := range strings.Split(s, "\n") {
			ln = strings.TrimLeft(ln, "\t")
			if strings.HasSuffix(ln, ":") {
				held = ""
				out = append(out, ln)
				continue
			}
			mn, rest, _ := strings.Cut(ln, " ")
			ops := strings.Split(rest, ", ")
			dst := ops[len(ops)-1]
			switch {
			case (mn == "VPMOVD2M" || mn == "VPMOVQ2M") && held != "" && ops[0] == held:
				continue // K1 holds it already
			case mn == "VPMOVM2D" || mn == "VPMOVM2Q" || mn == "VPMOVD2M" || mn == "VPMOVQ2M":
				held = ops[0]
				if dst != "K1" {
					held = dst
				}
			case dst == "K1" || dst == held:
				held = ""
			}
			out = append(out, ln)
		}
	}
	// A vector mask that nothing reads any more (the blends take K1) is
	// not made. A compare's result is a fresh value, never a loop-carried
	// one, so every read of it follows it in the program.
	kept := out[:0]
	for i, ln := range out {
		if mn, rest, _ := strings.Cut(ln, " "); (mn == "VPMOVM2D" || mn == "VPMOVM2Q") && !readLater(out[i+1:], strings.TrimPrefix(rest, "K1, ")) {
			continue
		}
		kept = append(kept, ln)
	}
	return kept
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
			// FMAs accumulate into their destination; others overwrite it.
			return strings.HasPrefix(mn, "VFMADD") || strings.HasPrefix(mn, "VFNMADD")
		}
	}
	return false
}
