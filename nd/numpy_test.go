package nd

import (
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/kernlab/kern/half"
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
        flat = flat.view({2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize])
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
		case half.Float16:
			out = append(out, uint64(x))
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
		mkCase("float16", Must(FromSlice(allFloat16(), 256, 256)), false),
		mkCase("float16F", Must(Random[half.Float16](6, 3, 5)).Copy(F), true),
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

// With ml_dtypes, NumPy reads the bfloat16 and FP8 files kern writes (their
// descr is the ml_dtypes name), and kern reads what NumPy writes with
// ml_dtypes' names; the values are compared by bits.
func TestMLDtypesRoundTrip(t *testing.T) {
	py := numpyPython(t)
	if exec.Command(py, "-c", "import ml_dtypes").Run() != nil {
		t.Skip("ml_dtypes is not installed for " + py + "; install it (pip install ml_dtypes) to run this test")
	}
	dir := t.TempDir()
	bf := make([]half.BFloat16, 1<<16)
	for i := range bf {
		bf[i] = half.BFloat16(i)
	}
	e4, e5 := make([]half.Float8E4M3, 256), make([]half.Float8E5M2, 256)
	for i := range 256 {
		e4[i], e5[i] = half.Float8E4M3(i), half.Float8E5M2(i)
	}
	paths := map[string]func(string) error{
		"bfloat16":      func(p string) error { return Save(p, Must(FromSlice(bf, 256, 256))) },
		"float8_e4m3fn": func(p string) error { return Save(p, Must(FromSlice(e4, 256))) },
		"float8_e5m2":   func(p string) error { return Save(p, Must(FromSlice(e5, 16, 16)).Copy(F)) },
	}
	const script = `
import sys, numpy as np, ml_dtypes
for p in sys.argv[1:]:
    a = np.load(p, allow_pickle=False)
    name = p.rsplit("/", 1)[1][:-4]
    assert str(a.dtype) == name, (p, a.dtype)
    u = np.uint16 if a.dtype.itemsize == 2 else np.uint8
    bits = a.ravel(order="C").view(u)
    want = np.arange(bits.size, dtype=np.int64)
    assert (bits.astype(np.int64) == want).all(), p
    np.save(p[:-4] + "_np.npy", a)
`
	var args []string
	for name, save := range paths {
		p := filepath.Join(dir, name+".npy")
		if err := save(p); err != nil {
			t.Fatal(err)
		}
		args = append(args, p)
	}
	cmd := exec.Command(py, append([]string{"-c", script}, args...)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("numpy with ml_dtypes failed on kern's files: %v\n%s", err, out)
	}
	// What NumPy wrote back (its descr for these types is a void or a
	// name, depending on the versions) reads as the type named.
	if a, err := Load[half.BFloat16](filepath.Join(dir, "bfloat16_np.npy")); err != nil || !slices.Equal(a.ToSlice(), bf) {
		t.Errorf("bfloat16 written by NumPy: %v", err)
	}
	if a, err := Load[half.Float8E4M3](filepath.Join(dir, "float8_e4m3fn_np.npy")); err != nil || !slices.Equal(a.ToSlice(), e4) {
		t.Errorf("float8_e4m3fn written by NumPy: %v", err)
	}
}
