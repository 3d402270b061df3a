package dl

import (
	"errors"
	"strings"
	"testing"
	"unsafe"
)

func TestOpenBogus(t *testing.T) {
	_, err := Open([]string{"/nonexistent/libnope.so.1", "libnope-kern.so"}, nil)
	var oe *OpenError
	if !errors.As(err, &oe) {
		t.Fatalf("Open bogus: got %v, want *OpenError", err)
	}
	if len(oe.Names) != 2 || !strings.Contains(err.Error(), "/nonexistent/libnope.so.1") {
		t.Fatalf("OpenError does not name the candidates: %v", err)
	}
	if _, err := Open(nil, nil); err == nil {
		t.Fatal("Open with no names succeeded")
	}
	if _, err := Open([]string{"libc.so.6"}, []string{"/nonexistent/dep.so"}); err == nil || !strings.Contains(err.Error(), "preload") {
		t.Fatalf("bad preload: got %v", err)
	}
}

func TestBindLibc(t *testing.T) {
	l, err := Open([]string{"libc.so.6"}, nil)
	if err != nil {
		t.Skipf("no libc.so.6: %v", err)
	}
	var strlen, nope, opt uintptr
	err = Bind(l, []Sym{{Name: "strlen", Addr: &strlen}, {Name: "kern_no_such_fn", Addr: &nope}, {Name: "kern_opt_fn", Addr: &opt, Optional: true}})
	var me *MissingError
	if !errors.As(err, &me) || len(me.Symbols) != 1 || me.Symbols[0] != "kern_no_such_fn" {
		t.Fatalf("Bind: got %v, want MissingError naming only kern_no_such_fn", err)
	}
	if strlen == 0 || nope != 0 || opt != 0 {
		t.Fatalf("addresses: strlen=%#x nope=%#x opt=%#x", strlen, nope, opt)
	}
}

func TestStrings(t *testing.T) {
	b := []byte("gfx90a\x00junk")
	if got := CString(b); got != "gfx90a" {
		t.Fatalf("CString = %q", got)
	}
	if got := CString([]byte("abc")); got != "abc" {
		t.Fatalf("CString without NUL = %q", got)
	}
	if got := GoString(uintptr(unsafe.Pointer(&b[0]))); got != "gfx90a" {
		t.Fatalf("GoString = %q", got)
	}
	if got := GoString(0); got != "" {
		t.Fatalf("GoString(0) = %q", got)
	}
}
