package compiler_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
)

// FuzzCompile feeds mutated kernel sources to the front end: whatever
// type-checks must compile or be rejected with a documented code, never
// panic, and compiled IR must verify. Seeds are testdata/fuzz/*.go (and
// Go's own corpus under testdata/fuzz/FuzzCompile when a run finds one).
func FuzzCompile(f *testing.F) {
	seeds, _ := filepath.Glob("testdata/fuzz/*.go.txt")
	for _, s := range seeds {
		b, err := os.ReadFile(s)
		if err != nil {
			f.Fatal(err)
		}
		for k := range len(mutations) {
			f.Add(b, uint8(k), uint16(k*37))
		}
	}
	p := program(f)
	f.Fuzz(func(t *testing.T, src []byte, kind uint8, at uint16) {
		src = mutate(src, kind, at)
		lp, err := compiler.LoadSource(p, "example.com/fuzz", map[string][]byte{"k.go": src})
		if err != nil {
			return // not Go, or not type-correct: not the compiler's input
		}
		mod, diags := compiler.CompilePackage(lp, "example.com/fuzz", compiler.Options{Debug: len(src)%2 == 0})
		for _, d := range diags {
			if _, ok := compiler.LookupCode(d.Code); !ok {
				t.Errorf("undocumented code in %v", d)
			}
			if d.Code == "K999" {
				t.Errorf("internal compiler error: %v\n%s", d, src)
			}
		}
		if len(diags) == 0 {
			if err := ir.VerifyModule(mod); err != nil {
				t.Errorf("invalid IR: %v\n%s", err, src)
			}
		}
	})
}

// mutations are token-level edits that often keep a kernel type-correct,
// so the fuzzer reaches the lowering rather than the parser.
var mutations = [][2]string{
	{"+", "-"}, {"*", "/"}, {"-", "%"}, {"<", ">="}, {"float32", "int32"}, {"float64", "uint8"},
	{"int64", "uint16"}, {"if ", "for "}, {"break", "continue"}, {"[i]", "[i+1]"}, {"x", "y"},
	{"return ", "return -"}, {"0", "-1"}, {"1", "64"}, {"==", "!="}, {"&&", "||"},
}

// mutate replaces the occurrence of a mutation's pattern nearest after at.
func mutate(src []byte, kind uint8, at uint16) []byte {
	m := mutations[int(kind)%len(mutations)]
	s := string(src)
	start := int(at) % (len(s) + 1)
	i := strings.Index(s[start:], m[0])
	if i < 0 {
		i = strings.Index(s, m[0])
		start = 0
	}
	if i < 0 {
		return src
	}
	i += start
	return []byte(s[:i] + m[1] + s[i+len(m[0]):])
}
