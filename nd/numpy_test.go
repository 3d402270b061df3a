package nd

import (
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
)

// numpyPython returns the path of a python3 with NumPy, or skips (fails when
// KERN_REQUIRE_TOOLS=1). The system interpreter is preferred because the
// default python3 may be a pyenv one without NumPy. (internal/testing/testtool has
// the same policy for other tools; this is its local equivalent.)
func numpyPython(t *testing.T) string {
	t.Helper()
	for _, p := range []string{"/usr/bin/python3", "python3"} {
		path, err := exec.LookPath(p)
		if err != nil {
			continue
		}
		if exec.Command(path, "-c", "import numpy").Run() == nil {
			return path
		}
	}
	if os.Getenv("KERN_REQUIRE_TOOLS") == "1" {
		t.Fatalf("python3 with numpy not found and KERN_REQUIRE_TOOLS=1")
	}
	t.Skip("python3 with numpy not found; install python3-numpy to run this test")
	return ""
}

// NumPy prints, per file: dtype name, shape, whether it is Fortran-ordered,
// and the elements in C order as uint64 bit patterns (floats by their bits,
// signed integers two's-complement, bools 0/1)
// so the comparison is exact.
const numpyDump = `
import json, sys, numpy as np
out = {}
for p in sys.argv[1:]:
    a = np.load(p, allow_pickle=False)
    flat = a.ravel(order="C")
    if a.dtype.kind == "f":
        flat = flat.view(np.uint32 if a.dtype.itemsize == 4 else np.uint64)
    out[p] = {"dtype": str(a.dtype), "shape": list(a.shape),
              "fortran": bool(a.flags.f_contiguous and not a.flags.c_contiguous),
              "values": [int(x) & 0xFFFFFFFFFFFFFFFF for x in flat]}
json.dump(out, sys.stdout)
`

type numpyResult struct {
	DType   string   `json:"dtype"`
	Shape   []int    `json:"shape"`
	Fortran bool     `json:"fortran"`
	Values  []uint64 `json:"values"`
}

// asUint64s encodes elements the way numpyDump prints them.
func asUint64s[T Elem](a Array[T]) []uint64 {
	var out []uint64
	for v := range a.Values() {
		switch x := any(v).(type) {
		case float32:
			out = append(out, uint64(math.Float32bits(x)))
		case float64:
			out = append(out, math.Float64bits(x))
		case bool:
			if x {
				out = append(out, 1)
			} else {
				out = append(out, 0)
			}
		case int8:
			out = append(out, uint64(int64(x)))
		case int16:
			out = append(out, uint64(int64(x)))
		case int32:
			out = append(out, uint64(int64(x)))
		case int64:
			out = append(out, uint64(x))
		default:
			out = append(out, uint64(toFloat64(v)))
		}
	}
	return out
}

type npyCase struct {
	name    string
	save    func(path string) error
	dtype   DType
	shape   []int
	fortran bool
	values  []uint64
}

func mkCase[T Elem](name string, a Array[T], fortran bool) npyCase {
	return npyCase{name: name, save: func(p string) error { return Save(p, a) },
		dtype: a.DType(), shape: a.Shape(), fortran: fortran, values: asUint64s(a)}
}

func TestNumPyLoadsKernFiles(t *testing.T) {
	py := numpyPython(t)
	cases := []npyCase{
		mkCase("bool", Must(Random[bool](1, 2, 3)), false),
		mkCase("int8", Must(Arange[int8](-128, 128, 3)), false),
		mkCase("int16F", Must(Must(Arange[int16](-300, 300, 25)).Reshape(4, 6)).Copy(F), true),
		mkCase("int32T", Must(Random[int32](2, 3, 4)).T(), true),
		mkCase("int64", Must(FromSlice([]int64{math.MinInt64, -1, math.MaxInt64}, 3)), false),
		mkCase("uint8", Must(Arange[uint8](0, 256, 5)), false),
		mkCase("uint16", Must(FromSlice([]uint16{0, 65535, 7, 8}, 2, 2)), false),
		mkCase("uint32", Must(FromSlice([]uint32{0, math.MaxUint32}, 2)), false),
		mkCase("uint64", Must(FromSlice([]uint64{0, 1 << 63, 5}, 3)), false),
		mkCase("float32", Must(Random[float32](3, 2, 3, 4)), false),
		mkCase("float32special", Must(FromSlice([]float32{float32(math.Inf(-1)), float32(math.Copysign(0, -1)), math.SmallestNonzeroFloat32}, 3)), false),
		mkCase("float64F", Must(Random[float64](4, 3, 5)).Copy(F), true),
		mkCase("strided", Must(Must(Random[float64](5, 6, 8)).Slice(All().By(-2), S(1, 8, 3))), false),
		mkCase("scalar", Must(Full[float64](math.Pi)), false),
		mkCase("empty", Must(Zeros[float32](0, 3)), false),
	}
	dir := t.TempDir()
	var paths []string
	for _, c := range cases {
		p := filepath.Join(dir, c.name+".npy")
		if err := c.save(p); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		paths = append(paths, p)
	}
	cmd := exec.Command(py, append([]string{"-c", numpyDump}, paths...)...)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("numpy failed to load kern's files: %v", err)
	}
	var res map[string]numpyResult
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatal(err)
	}
	for i, c := range cases {
		r, ok := res[paths[i]]
		if !ok {
			t.Errorf("%s: no result", c.name)
			continue
		}
		if r.DType != c.dtype.String() || !slices.Equal(r.Shape, c.shape) || r.Fortran != c.fortran {
			t.Errorf("%s: numpy sees %s %v fortran=%v, want %s %v fortran=%v",
				c.name, r.DType, r.Shape, r.Fortran, c.dtype, c.shape, c.fortran)
		}
		if len(c.values) == 0 {
			c.values = []uint64{}
		}
		if !slices.Equal(r.Values, c.values) {
			t.Errorf("%s: numpy values %v, want %v", c.name, r.Values, c.values)
		}
	}
}
