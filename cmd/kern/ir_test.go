package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestCmdIR(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := cmdIR([]string{"-C", "../../compiler", "./testdata/accept"}, &out, &errb); rc != 0 {
		t.Fatalf("kern ir accept: exit %d\n%s", rc, errb.String())
	}
	for _, want := range []string{
		"device github.com/kernlab/kern/compiler/testdata/accept.Discriminant[float32](%a f32, %b f32, %c f32) f32",
		"kernel github.com/kernlab/kern/compiler/testdata/accept.Doubled(",
		"math.sqrt f64",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("kern ir output lacks %q", want)
		}
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
