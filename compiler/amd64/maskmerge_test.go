package amd64

import (
	"strings"
	"testing"
)

// TestMergeMaskedTriage: the triage core's AVX-512 loop adds 1000 to x&7
// merge-masked under x > 1000 into 3x+1's register, then subtracts 2x
// from zero merge-masked under x < 0 into the same register, which is
// stored: no blend, 10 instructions per group (12 before; the AVX2 loop
// keeps its two blends, TestSimplifyTriage). Each masked op reads the
// opmask of its own branch's compare: a swapped mask would give x > 1000
// lanes -2x.
func TestMergeMaskedTriage(t *testing.T) {
	lz, err := Compile512(triageCore(), "z")
	if err != nil {
		t.Fatal(err)
	}
	body := loopBody(t, lz.Asm)
	text := strings.Join(body, "\n")
	if strings.Contains(text, "VBLENDM") || len(body) != 10 {
		t.Fatalf("%d instructions per group, want 10 without a blend:\n%s", len(body), text)
	}
	// The compares: x < 0 is 0 > x (the zero constant first in Go's
	// order: VPCMPGTD x, zero), x > 1000 is VPCMPGTD c1000, x.
	var x, lt, gt, addK, addD, subK, subD, stored string
	for _, ln := range body {
		mn, rest, _ := strings.Cut(ln, " ")
		ops := strings.Split(rest, ", ")
		switch {
		case mn == "VMOVDQU64" && strings.HasPrefix(ops[0], "("):
			x = ops[1]
		case mn == "VPCMPGTD" && ops[0] == x:
			lt = ops[2]
		case mn == "VPCMPGTD" && ops[1] == x:
			gt = ops[2]
		case mn == "VPADDD" && len(ops) == 4:
			addK, addD = ops[2], ops[3]
		case mn == "VPSUBD" && len(ops) == 4:
			subK, subD = ops[2], ops[3]
		case mn == "VMOVDQU64":
			stored = ops[0]
		}
	}
	if lt == "" || gt == "" || addK != gt || subK != lt || addD != subD || subD != stored {
		t.Errorf("x < 0 in %q, x > 1000 in %q; masked add under %q into %q, masked subtract under %q into %q, %q stored:\n%s",
			lt, gt, addK, addD, subK, subD, stored, text)
	}
}

// TestMaskedForm: one-instruction templates become their merge-masked
// form in the mask's lane width; others (scratch registers, memory
// operands, several instructions, another lane width, a compare) have
// none.
func TestMaskedForm(t *testing.T) {
	for _, c := range []struct {
		text string
		w    int
		want string
	}{
		{"VPADDD {1}, {0}, {d}", 4, "VPMOVD2M {2}, K1\n\tVPADDD {1}, {0}, K1, {d}"},
		{"VPSLLQ $52, {0}, {d}", 8, "VPMOVQ2M {1}, K1\n\tVPSLLQ $52, {0}, K1, {d}"},
		{"VPAND {1}, {0}, {d}", 4, "VPMOVD2M {2}, K1\n\tVPANDD {1}, {0}, K1, {d}"},
		{"VPXOR {1}, {0}, {d}", 8, "VPMOVQ2M {2}, K1\n\tVPXORQ {1}, {0}, K1, {d}"},
		{"VDIVPD {1}, {0}, {d}", 8, "VPMOVQ2M {2}, K1\n\tVDIVPD {1}, {0}, K1, {d}"},
		{"VPADDD {1}, {0}, {d}", 8, ""},
		{"VMULPD {1}, {0}, {d}", 4, ""},
		{"VPCMPGTD {1}, {0}, {d}", 4, ""},
		{"VPSUBQ {1}, Y14, {d}", 8, ""},
		{"VPADDD (SI)(AX*1), {0}, {d}", 4, ""},
		{"VPXOR {d}, {d}, {d}\n\tVPSUBD {0}, {d}, {d}", 4, ""},
		{"VMOVUPS {2}, {d}\n\tVFMADD231PS {1}, {0}, {d}", 4, ""},
	} {
		n := strings.Count(c.text, "{") - strings.Count(c.text, "{d}")
		got, ok := maskedForm(c.text, c.w, n)
		if ok != (c.want != "") || got != c.want {
			t.Errorf("maskedForm(%q, %d) = %q, %v; want %q", c.text, c.w, got, ok, c.want)
		}
	}
}

// TestKeepMasksMerged: a merge-masked instruction keeps its
// destination's other lanes, so it reads that register: a vector mask
// held there is still made.
func TestKeepMasksMerged(t *testing.T) {
	in := []string{
		"VPCMPGTD Z0, Z3, K1\n\tVPMOVM2D K1, Z4",
		"VPMOVD2M Z5, K1\n\tVPANDD Z1, Z2, K1, Z4",
		"VMOVDQU64 Z4, (DI)(AX*1)",
	}
	got := strings.Join(keepMasks(in), "\n")
	if !strings.Contains(got, "VPMOVM2D K2, Z4") {
		t.Errorf("the mask a merge-masked VPANDD keeps lanes of was dropped:\n%s", got)
	}
}
