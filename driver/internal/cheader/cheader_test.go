package cheader

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/kernlab/kern/internal/testing/testtool"
)

const sample = `#ifndef SAMPLE_H
#define SAMPLE_H
#include <stddef.h>
typedef struct dev_st *dev_t;
typedef unsigned long long devptr_t;
typedef struct { int x, y, z; } dim3_t;
typedef enum { OK = 0, BAD_VALUE, NO_MEM = 7, LAST } status_t;
#define FLAG_A 0x4
typedef struct prop_s {
    char name[64];
    int  major;
    size_t total;
} prop_t;
#define doAlloc doAlloc_v2
status_t doAlloc(devptr_t *p, size_t n);
status_t __attribute__((deprecated)) launch(dev_t d, dim3_t grid, float f,
                                              void **params, const char *name);
const char *errName(status_t s);
status_t noArgs(void);
static inline int helper(int a) { return a + 1; }
#endif
`

func sampleHeader(t *testing.T) Header {
	t.Helper()
	cc, err := exec.LookPath("cc")
	if err != nil {
		testtool.Missing(t, "no C compiler (cc)")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "sample.h"), []byte(sample), 0o644); err != nil {
		t.Fatal(err)
	}
	return Header{Dir: dir, File: "sample.h", CC: cc}
}

func TestRead(t *testing.T) {
	h := sampleHeader(t)
	r, err := Read(h, Query{
		Funcs:   []string{"doAlloc", "launch", "errName", "noArgs", "missing"},
		Consts:  []string{"BAD_VALUE", "LAST", "FLAG_A", "ABSENT"},
		Structs: []string{"prop_t"},
		Fields:  []string{"prop_t.total", "prop_t.name"},
	})
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{
		"doAlloc": "doAlloc_v2 i32(*i64, i64) sample.h:15",
		"launch":  "launch i32(ptr, struct12, f32, *ptr, *i8) sample.h:16",
		"errName": "errName *i8(i32) sample.h:18",
		"noArgs":  "noArgs i32() sample.h:19",
	} {
		p := r.Protos[name]
		if p == nil {
			t.Errorf("%s not found", name)
			continue
		}
		if got := p.Symbol + " " + p.Sig() + " " + p.Where.String(); got != want {
			t.Errorf("%s: got %q, want %q", name, got, want)
		}
	}
	if _, ok := r.Protos["missing"]; ok {
		t.Error("found a function the header does not declare")
	}
	for name, want := range map[string]int64{"BAD_VALUE": 1, "LAST": 8, "FLAG_A": 4} {
		if c, ok := r.Consts[name]; !ok || c.Value != want {
			t.Errorf("%s = %+v, want %d", name, c, want)
		}
	}
	if _, ok := r.Consts["ABSENT"]; ok {
		t.Error("found a constant the header lacks")
	}
	if r.Structs["prop_t"] != 80 {
		t.Errorf("sizeof(prop_t) = %d, want 80", r.Structs["prop_t"])
	}
	if f := r.Fields["prop_t.total"]; f.Offset != 72 || f.Size != 8 || f.Line != 12 {
		t.Errorf("prop_t.total = %+v, want offset 72 size 8 at line 12", f)
	}

	// A mismatch names the header's line and declaration.
	err = r.CheckFunc("doAlloc", "doAlloc", "i32(*i32, i64, i32)")
	if err == nil {
		t.Fatal("no mismatch reported")
	}
	for _, want := range []string{"symbol doAlloc", "doAlloc_v2", "3 parameters", "parameter 1: kern *i32, header *i64",
		"sample.h:15: status_t doAlloc_v2(devptr_t *p, size_t n);"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("mismatch error lacks %q:\n%v", want, err)
		}
	}
	if err := r.CheckConst("LAST", 9); err == nil || !strings.Contains(err.Error(), "sample.h:7") {
		t.Errorf("CheckConst: %v", err)
	}
	if err := r.CheckField("prop_t.total", 64, 8); err == nil || !strings.Contains(err.Error(), "sample.h:12") {
		t.Errorf("CheckField: %v", err)
	}
}

func TestGoConsts(t *testing.T) {
	dir := t.TempDir()
	src := "package p\n\nconst (\n\tA = 0x10\n\tB = A | 1<<4 + 2\n)\n\nconst C, D = iota, -3\n"
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	cs, err := GoConsts(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, c := range cs {
		got[c.Name] = "?"
		if c.Value != nil {
			got[c.Name] = strconv.FormatInt(*c.Value, 10)
		}
	}
	want := map[string]string{"A": "16", "B": "18", "C": "?", "D": "-3"}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %s, want %s", k, got[k], v)
		}
	}
	errs := Accounted(dir, map[string]string{"A": "X_A", "B": "", "C": ""}, map[string]int64{"A": 17})
	if len(errs) != 2 {
		t.Fatalf("Accounted: %v, want 2 errors (A's value, D missing)", errs)
	}
}
