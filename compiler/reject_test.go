package compiler_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler"
)

// want is one expected diagnostic: a code at a line (and column when the
// annotation gives col=N), and text its message contains when the
// annotation gives one ("K041: is converted to kern.Float16").
type want struct {
	file      string
	line, col int
	code      string
	text      string
}

var (
	errorRe = regexp.MustCompile(`// ERROR ((?:"K\d{3}(?:: (?:[^"\\]|\\.)*)?"\s*)+)(?:col=(\d+))?`)
	codeRe  = regexp.MustCompile(`"(K\d{3})(?:: ((?:[^"\\]|\\.)*))?"`)
)

func annotations(t *testing.T, dir string) []want {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no reject corpus in %s: %v", dir, err)
	}
	var out []want
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for line := 1; sc.Scan(); line++ {
			m := errorRe.FindStringSubmatch(sc.Text())
			if m == nil {
				continue
			}
			// A text is written "Kxxx: text"; a quoted string after the
			// codes would be ignored, and the text never checked.
			if _, rest, _ := strings.Cut(sc.Text(), m[0]); strings.Contains(rest, `"`) {
				t.Fatalf("%s:%d: an ERROR annotation's text goes inside the code's string, \"Kxxx: text\": %s", name, line, sc.Text())
			}
			col := 0
			if m[2] != "" {
				col, _ = strconv.Atoi(m[2])
			}
			for _, c := range codeRe.FindAllStringSubmatch(m[1], -1) {
				text := c[2]
				if text != "" {
					if text, err = strconv.Unquote(`"` + text + `"`); err != nil {
						t.Fatalf("%s:%d: %v", name, line, err)
					}
				}
				out = append(out, want{filepath.Base(name), line, col, c[1], text})
			}
		}
		f.Close()
	}
	return out
}

// TestReject checks that every construct of the reject corpus is reported
// with its code at the annotated line, and that nothing else is.
func TestReject(t *testing.T) {
	p := program(t)
	_, diags := compiler.CompilePackage(p, rejectPkg, compiler.Options{})
	wants := annotations(t, "testdata/reject")
	matched := make([]bool, len(wants))
	for _, d := range diags {
		ok := false
		for i, w := range wants {
			if w.file == filepath.Base(d.Pos.Filename) && w.line == d.Pos.Line && w.code == d.Code && (w.col == 0 || w.col == d.Pos.Column) && strings.Contains(d.Msg, w.text) {
				matched[i], ok = true, true
			}
		}
		if !ok {
			t.Errorf("unexpected diagnostic: %v", d)
		}
		if d.Kernel == "" || d.Msg == "" {
			t.Errorf("diagnostic without kernel or message: %#v", d)
		}
	}
	for i, w := range wants {
		if !matched[i] {
			t.Errorf("%s:%d: missing diagnostic %s %q", w.file, w.line, w.code, w.text)
		}
	}
	// Every code of the table except the internal one is exercised.
	seen := map[string]bool{}
	for _, w := range wants {
		seen[w.code] = true
	}
	for _, c := range compiler.Codes() {
		if !seen[c.Code] && c.Code != "K999" {
			t.Errorf("code %s (%s) has no reject test", c.Code, c.Name)
		}
	}
}

// TestDiagnosticFormat checks the documented message form.
func TestDiagnosticFormat(t *testing.T) {
	p := program(t)
	_, diags := compiler.CompilePackage(p, rejectPkg, compiler.Options{})
	re := regexp.MustCompile(`^.+\.go:\d+:\d+: (kernel|vectorize|guvectorize|reduce) [\w\[\].,-]+: .+ \(K\d{3}\)$`)
	for _, d := range diags {
		if !re.MatchString(d.Error()) {
			t.Errorf("badly formed diagnostic %q", d.Error())
		}
	}
	if got := fmt.Sprint(len(diags)); len(diags) == 0 {
		t.Fatalf("no diagnostics (%s)", got)
	}
	if err := diags.Err(); err == nil {
		t.Fatal("Diagnostics.Err is nil with diagnostics present")
	}
}

// A problem inside package math's source is reported at the user's call,
// naming the function and the line of GOROOT's source, once.
func TestMathProblemAtCall(t *testing.T) {
	p := program(t)
	_, diags := compiler.CompilePackage(p, rejectPkg, compiler.Options{})
	n := 0
	for _, d := range diags {
		if !strings.Contains(d.Msg, "math.J0") {
			continue
		}
		n++
		if filepath.Base(d.Pos.Filename) != "mathtables.go" || !strings.Contains(d.Msg, "math.J0 is not supported in kernel code") || !strings.Contains(d.Msg, "j0.go:") {
			t.Errorf("math.J0 reported as %v", d)
		}
	}
	if n != 1 {
		t.Errorf("math.J0 reported %d times, want once", n)
	}
}

// Static shared memory is refused past 48 KiB, at the allocation that
// crosses it, with the way out (testdata/reject/shared.go); exactly 48 KiB
// compiles.
func TestSharedTooLargeMessage(t *testing.T) {
	_, diags := compiler.CompilePackage(program(t), rejectPkg, compiler.Options{})
	n := 0
	for _, d := range diags {
		switch d.Kernel {
		case "SharedAtLimit":
			t.Errorf("48 KiB of kern.Shared refused: %v", d)
		case "SharedTooLarge":
			n++
			for _, want := range []string{"49156 bytes", "49152 (48 KiB)", "kern.DynShared[T](t)", "kern.SharedMem(bytes)"} {
				if !strings.Contains(d.Msg, want) {
					t.Errorf("%v: want %q in the message", d, want)
				}
			}
		}
	}
	if n != 1 {
		t.Errorf("%d diagnostics for SharedTooLarge, want 1", n)
	}
}

// An untyped constant given to an H* function of a type parameter over the
// 16-bit types is refused as in concrete code, with the generic way out.
func TestHalfGenericConstMessage(t *testing.T) {
	_, diags := compiler.CompilePackage(program(t), rejectPkg, compiler.Options{})
	n := 0
	for _, d := range diags {
		if !strings.HasPrefix(d.Kernel, "HalfGenericConst") {
			continue
		}
		n++
		if d.Code != "K041" || !strings.Contains(d.Msg, "kern.HFromFloat32[T](2)") {
			t.Errorf("%v: want K041 advising kern.HFromFloat32[T](2)", d)
		}
	}
	if n == 0 {
		t.Error("no diagnostic for HalfGenericConst")
	}
}

// TestFP8Messages checks what K041 says about FP8 now that kernels
// convert it: Go's conversion of a float to an FP8 type names
// kern.ToFloat8E4M3, FP8 arithmetic names the widen-compute-round way,
// and converting an FP8 pattern to a float names x.Float32().
func TestFP8Messages(t *testing.T) {
	_, diags := compiler.CompilePackage(program(t), rejectPkg, compiler.Options{})
	want := []string{
		"float32(kern.Float8E4M3) converts the bit pattern as an integer; widen the value with x.Float32() or x.Float64()",
		"kern.Float8E4M3(float32) converts to a bit pattern, truncating the value as an integer; round the value with kern.ToFloat8E4M3",
		"operator * on kern.Float8E4M3 works on its bit pattern; FP8 has no arithmetic: widen with .Float32(), compute in float32 and round with kern.ToFloat8E4M3",
		"operator * on kern.Float8E5M2 works on its bit pattern; FP8 has no arithmetic: widen with .Float32(), compute in float32 and round with kern.ToFloat8E5M2",
	}
	var got []string
	for _, d := range diags {
		if d.Code == "K041" && strings.Contains(d.Msg, "Float8") {
			got = append(got, d.Msg)
		}
		// A 16-bit pattern written through uint16 would be truncated to
		// 8 bits: no such advice for a conversion between widths.
		if strings.Contains(d.Msg, "Float8E4M3(uint16(") || strings.Contains(d.Msg, "Float16(uint8(") {
			t.Errorf("%v: advises a pattern conversion between widths", d)
		}
	}
	for _, w := range want {
		found := false
		for _, g := range got {
			found = found || g == w
		}
		if !found {
			t.Errorf("no K041 diagnostic %q; the FP8 ones are:\n%s", w, strings.Join(got, "\n"))
		}
	}
}

// A refused constraint is reported under the marked function's own kind
// ("vectorize F: ...", not "kernel F"), and spells package half's types by
// their kern names.
func TestConstraintDiagnosticKind(t *testing.T) {
	_, diags := compiler.CompilePackage(program(t), rejectPkg, compiler.Options{})
	n := 0
	for _, d := range diags {
		if d.Code != "K026" {
			continue
		}
		n++
		if d.Kind == 0 {
			t.Errorf("%v: K026 without the function's kind", d)
		}
		if d.Kernel == "FP8MethodConstraint" && !strings.Contains(d.Error(), ": vectorize FP8MethodConstraint: ") {
			t.Errorf("%q: want it under vectorize", d.Error())
		}
		if strings.Contains(d.Msg, "half.") {
			t.Errorf("%v: names a type by package half's name", d)
		}
	}
	if n == 0 {
		t.Error("no K026 diagnostics in the reject corpus")
	}
}

// TestAnyKernelInstances checks the instances kern gen compiles for
// kernels generic over constraints without a finite type set: the ones
// the package names, in source order, 16-bit floats and complex ones
// included, and those named through generic code.
func TestAnyKernelInstances(t *testing.T) {
	p := program(t)
	want := map[string][]string{
		"AnyNamed":      {"float32", "point", "kern.Float16", "kern.BFloat16", "complex64"},
		"AnyPair":       {"float64,int8"},
		"AnyViaGeneric": nil,
		"AnyKernel":     nil,
	}
	for _, m := range p.Marked {
		w, ok := want[m.Name]
		if !ok || m.Pkg != rejectPkg {
			continue
		}
		delete(want, m.Name)
		if !slices.Equal(m.Instances, w) {
			t.Errorf("%s: instances %q, want %q", m.Name, m.Instances, w)
		}
	}
	if len(want) > 0 {
		t.Errorf("not found: %v", want)
	}
}
