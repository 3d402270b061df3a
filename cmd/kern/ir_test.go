package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestCmdIR(t *testing.T) {
	var out, errb bytes.Buffer
	// -front: the front end's IR of each marked function.
	if rc := cmdIR([]string{"-front", "-C", "../../compiler", "./testdata/accept"}, &out, &errb); rc != 0 {
		t.Fatalf("kern ir -front accept: exit %d\n%s", rc, errb.String())
	}
	for _, want := range []string{
		"device github.com/kernlab/kern/compiler/testdata/accept.Discriminant[float32](%a f32, %b f32, %c f32) f32",
		"kernel github.com/kernlab/kern/compiler/testdata/accept.Doubled(",
		"math.sqrt f64",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("kern ir -front output lacks %q", want)
		}
	}
	// Default: kern gen's module — wrappers, passes, cores inlined and pruned.
	out.Reset()
	if rc := cmdIR([]string{"-C", "../../examples", "./ufuncs"}, &out, &errb); rc != 0 {
		t.Fatalf("kern ir ufuncs: exit %d\n%s", rc, errb.String())
	}
	for _, want := range []string{"kernel github.com/kernlab/kern/examples/ufuncs.Add[int32]__contig(", "__strided("} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("kern ir output lacks %q", want)
		}
	}
	if strings.Contains(out.String(), "device github.com/kernlab/kern/examples/ufuncs.Add[int32](") {
		t.Errorf("kern ir kept the inlined core Add[int32]")
	}
	out.Reset()
	errb.Reset()
	if rc := cmdIR([]string{"-C", "../../compiler", "./testdata/reject"}, &out, &errb); rc != 1 {
		t.Fatalf("kern ir reject: exit %d, want 1", rc)
	}
	if !strings.Contains(errb.String(), "map.go:5:") || !strings.Contains(errb.String(), "(K001)") {
		t.Errorf("kern ir reject output lacks the map diagnostic:\n%s", errb.String())
	}
	if rc := cmdIR([]string{"-C", "../../compiler", "./testdata/nonexistent"}, &out, &errb); rc != 1 {
		t.Errorf("kern ir on a missing package: exit %d, want 1", rc)
	}
}

// TestIRRandNotContracted: the random number generators give the same
// bits on every target also in default (FMA-contracting) GPU code, since
// none of their products feeds a sum.
func TestIRRandNotContracted(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := cmdIR([]string{"-C", "../../internal/testing", "./gputest"}, &out, &errb); rc != 0 {
		t.Fatalf("kern ir gputest: exit %d\n%s", rc, errb.String())
	}
	fn, seen := "", 0
	for _, line := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(line, "kernel ") || strings.HasPrefix(line, "device ") {
			fn = line
		}
		rand := strings.Contains(fn, "gputest.RandDraws(") || strings.Contains(fn, "gputest.XoroDraws(") || strings.Contains(fn, "kernlab/kern.")
		if rand && line == fn {
			seen++
		}
		if rand && strings.Contains(line, "math.fma") {
			t.Errorf("%s contracts: %s", fn, line)
		}
	}
	if seen < 2 {
		t.Fatalf("RandDraws and XoroDraws not found in the module")
	}
}

// TestIRRoundDigitsNotContracted: kern.RoundDigits gives the same bits in
// default (FMA-contracting) GPU code as unfused, since none of its
// products feeds a sum.
func TestIRRoundDigitsNotContracted(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := cmdIR([]string{"-C", "testdata", "./rounddigits"}, &out, &errb); rc != 0 {
		t.Fatalf("kern ir rounddigits: exit %d\n%s", rc, errb.String())
	}
	fn, seen := "", 0
	for _, line := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(line, "kernel ") || strings.HasPrefix(line, "device ") {
			fn = line
		}
		round := strings.Contains(fn, "rounddigits.") || strings.Contains(fn, "kernlab/kern.")
		if round && line == fn {
			seen++
		}
		if round && strings.Contains(line, "math.fma") {
			t.Errorf("%s contracts: %s", fn, line)
		}
	}
	if seen < 3 {
		t.Fatalf("Round and Cents not found in the module")
	}
}
