package nd

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FuzzReadNPY feeds arbitrary bytes to the readers: they must return an
// array or an error wrapping ErrFormat or ErrDType, never panic, and a
// successful read must write back to bytes that read the same.
// Run briefly with: go test ./nd -run '^$' -fuzz FuzzReadNPY -fuzztime 10s
func FuzzReadNPY(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.npy"))
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add(npyBytes(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }", make([]byte, 16)))
	f.Add(npyBytes(2, "{'descr': '>i2', 'fortran_order': True, 'shape': (1, 2), }", make([]byte, 4)))
	f.Add(npyBytes(1, "{'descr': '|b1', 'fortran_order': False, 'shape': (3,), }", []byte{0, 1, 2}))
	f.Add([]byte(npyMagic))
	f.Fuzz(func(t *testing.T, in []byte) {
		a, dt, err := ReadNPYAny(bytes.NewReader(in))
		if err != nil {
			if !errors.Is(err, ErrFormat) && !errors.Is(err, ErrDType) {
				t.Fatalf("error %v wraps neither ErrFormat nor ErrDType", err)
			}
			return
		}
		if dt == Invalid {
			t.Fatalf("nil error with Invalid dtype")
		}
		_, terr := ReadNPY[float64](bytes.NewReader(in))
		if (terr == nil) != (dt == Float64) {
			t.Fatalf("typed read of %v: %v", dt, terr)
		}
		if v, ok := a.(Array[float64]); ok {
			var buf bytes.Buffer
			if err := WriteNPY(&buf, v); err != nil {
				t.Fatal(err)
			}
			w, err := ReadNPY[float64](&buf)
			if err != nil || CheckULP(v, w, 0) != nil {
				t.Fatalf("rewrite did not round-trip: %v", err)
			}
		}
	})
}
