package kern_test

// numba-cuda's test_constmem.py, test_localmem.py and test_array_args.py
// ported to kern (kernels in internal/testing/nbcuda: constmem.go,
// localmem.go, arrayargs.go), run on every place. numba's
// cuda.const.array_like is a package-level array, cuda.local.array a Go
// array variable, a tuple argument an array or struct passed by value.
// numba's PTX checks (.local for culocal, ld.const for the tables) are
// internal/testing/nbcuda's TestNumbaMemPTX. Not ported: local-array
// dtype spellings (strings, NumPy and Numba types: Go names the type).

import (
	"reflect"
	"slices"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
)

func TestNumbaConstMem(t *testing.T) {
	c1 := nbcuda.Const1D()
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			a := make([]float64, 10)
			if err := kern.NewKernel1(nbcuda.Cuconst).Launch(p.on, 2, 5, a); err != nil {
				t.Fatal(err)
			}
			for i, v := range a {
				if v != c1[i]+1 {
					t.Fatalf("const_array: a[%d] = %v, want %v", i, v, c1[i]+1)
				}
			}
			for _, rec := range []bool{false, true} {
				e := []int64{-1}
				if err := kern.NewKernel2(nbcuda.CuconstEmpty).Launch(p.on, 1, 1, e, rec); err != nil || e[0] != 0 {
					t.Fatalf("const_empty (record %v): %v, %v", rec, e, err)
				}
			}
			z := []float64{-1, -1, -1}
			if err := kern.NewKernel1(nbcuda.CuconstAlign).Launch(p.on, 1, 3, z); err != nil {
				t.Fatal(err)
			}
			for i, b := range nbcuda.Const3Bytes() {
				if z[i] != float64(b)+c1[i] {
					t.Fatalf("const_align: %v", z)
				}
			}
			cz, wcz := make([]complex64, 4), make([]complex64, 4)
			if err := kern.NewKernel1(nbcuda.CuconstComplex).Launch(p.on, 1, 4, cz); err != nil {
				t.Fatal(err)
			}
			if err := kern.NewKernel1(nbcuda.CuconstComplex).Launch(kern.CPU, 1, 4, wcz); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(cz, wcz) || wcz[1] != complex(0.5, -14-5)+complex(20, 24) {
				t.Fatalf("complex64 tables: %v, want %v", cz, wcz)
			}
			data := make([]int32, 100)
			a2, _ := kern.MakeArray2(data, 10, 10)
			if err := kern.NewKernel1(nbcuda.Cuconst2D).Launch(p.on, kern.D2(2, 2), kern.D2(5, 5), a2); err != nil {
				t.Fatal(err)
			}
			c2 := nbcuda.Const2D()
			for i := range 10 {
				if !slices.Equal(data[i*10:i*10+10], c2[i][:]) {
					t.Fatalf("const_array_2d row %d: %v, want %v", i, data[i*10:i*10+10], c2[i])
				}
			}
			d3 := make([]complex64, 125)
			a3, _ := kern.MakeArray3(d3, 5, 5, 5)
			if err := kern.NewKernel1(nbcuda.Cuconst3D).Launch(p.on, 1, kern.D3(5, 5, 5), a3); err != nil {
				t.Fatal(err)
			}
			c3 := nbcuda.Const3D()
			for n, v := range d3 {
				if w := c3[n/25][n/5%5][n%5]; v != w || w != complex(0.5, -0.5*float32(n)) {
					t.Fatalf("const_array_3d %d: %v, want %v", n, v, w)
				}
			}
			ra, rb := make([]float64, 2), make([]int64, 2)
			if err := kern.NewKernel2(nbcuda.CuconstRec).Launch(p.on, 2, 1, ra, rb); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(ra, []float64{1, 3}) || !slices.Equal(rb, []int64{2, 4}) {
				t.Fatalf("const_record: %v %v", ra, rb)
			}
			var f [5][]float64
			for k := range f {
				f[k] = make([]float64, 2)
			}
			if err := kern.NewKernel5(nbcuda.CuconstRecAlign).Launch(p.on, 2, 1, f[0], f[1], f[2], f[3], f[4]); err != nil {
				t.Fatal(err)
			}
			for i, r := range nbcuda.ConstRecordAlign() {
				if got, want := [5]float64{f[0][i], f[1][i], f[2][i], f[3][i], f[4][i]}, [5]float64{float64(r.A), float64(r.B), float64(r.X), float64(r.Y), float64(r.Z)}; got != want {
					t.Fatalf("const_record_align %d: %v, want %v", i, got, want)
				}
			}
		})
	}
}

func TestNumbaLocalMem(t *testing.T) {
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			a := make([]int32, 1000)
			for i := range a {
				a[i] = int32(i)
			}
			b := make([]int32, 1000)
			if err := kern.NewKernel2(nbcuda.Culocal).Launch(p.on, 1, 1, a, b); err != nil || !slices.Equal(a, b) {
				t.Fatalf("local_array: %v", err)
			}
			b = make([]int32, 5)
			if err := kern.NewKernel2(nbcuda.Culocal1Tuple).Launch(p.on, 1, 1, a[:5], b); err != nil || !slices.Equal(a[:5], b) {
				t.Fatalf("local_array_1_tuple: %v %v", b, err)
			}
			ac, bc := make([]complex128, 100), make([]complex128, 100)
			for i := range ac {
				ac[i] = complex(float64(i)-1, 0) / 2i
			}
			if err := kern.NewKernel2(nbcuda.CulocalComplex).Launch(p.on, 1, 1, ac, bc); err != nil || !slices.Equal(ac, bc) {
				t.Fatalf("local_array_complex: %v", err)
			}
			x := []int32{42}
			if err := kern.NewKernel1(nbcuda.LocalDtype).Launch(p.on, 1, 1, x); err != nil || x[0] != 42 {
				t.Fatalf("numba_dtype: %v %v", x, err)
			}
			s := []nbcuda.MyStruct{{X: 7, Y: -9}}
			if err := kern.NewKernel1(nbcuda.LocalStruct).Launch(p.on, 1, 1, s); err != nil || s[0] != (nbcuda.MyStruct{X: 7, Y: -9}) {
				t.Fatalf("type_with_struct_data_model: %v %v", s, err)
			}
			ox, oy := make([]int32, 10), make([]int32, 10)
			if err := kern.NewKernel2(nbcuda.StructModelTypeArr).Launch(p.on, 1, 1, ox, oy); err != nil {
				t.Fatal(err)
			}
			for i := range 10 {
				if ox[i] != int32(i) || oy[i] != int32(2*i) {
					t.Fatalf("struct_model_type_arr: %v %v", ox, oy)
				}
			}
			h := []kern.Float16{0}
			if err := kern.NewKernel1(nbcuda.LocalArraySizeFP16).Launch(p.on, 1, 1, h); err != nil || h[0].Float32() != 2 {
				t.Fatalf("issue_fp16_support: %v %v", h, err)
			}
			// copy on slices of local arrays, against the kernel as plain Go.
			const threads = 7
			src := make([]float32, threads+8)
			for i := range src {
				src[i] = float32(i*i%11) - 2.5
			}
			dst, n := make([]float32, 8*threads), make([]int, threads)
			wdst, wn := make([]float32, 8*threads), make([]int, threads)
			if err := kern.NewKernel3(nbcuda.LocalCopy).Launch(p.on, 2, 4, dst, src, n); err != nil {
				t.Fatal(err)
			}
			if err := kern.NewKernel3(nbcuda.LocalCopy).Launch(kern.CPU, 2, 4, wdst, src, wn); err != nil {
				t.Fatal(err)
			}
			for _, k := range []int{0, 1, 60, 999} {
				sum, r := []int64{0}, make([]nbcuda.BigRec, 3)
				wsum, wr := []int64{0}, make([]nbcuda.BigRec, 3)
				for i := range r {
					r[i].A[0], r[i].A[130], r[i].B = 1, 2, 3
					wr[i] = r[i]
				}
				if err := kern.NewKernel3(nbcuda.LocalZero).Launch(p.on, 1, 1, sum, r, k); err != nil {
					t.Fatal(err)
				}
				if err := kern.NewKernel3(nbcuda.LocalZero).Launch(kern.CPU, 1, 1, wsum, wr, k); err != nil {
					t.Fatal(err)
				}
				if sum[0] != wsum[0] || !slices.Equal(r, wr) || r[k%3] != (nbcuda.BigRec{}) || r[(k+1)%3].B != 3 {
					t.Fatalf("local zero k=%d: %v %v, want %v %v", k, sum, r, wsum, wr)
				}
			}
			// Each thread copies 8, 8-k, k+1, 2 and 8 elements.
			if !slices.Equal(dst, wdst) || !slices.Equal(n, wn) || wn[threads-1] != 27 {
				t.Fatalf("local copy: %v %v, want %v %v", dst, n, wdst, wn)
			}
		})
	}
}

func TestNumbaArrayArgs(t *testing.T) {
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			x, y := make([]float64, 10), make([]float64, 10)
			for i := range x {
				x[i] = float64(i)
			}
			if err := kern.NewKernel2(nbcuda.ArrayAry).Launch(p.on, 10, 1, x, y); err != nil || !slices.Equal(x, y) {
				t.Fatalf("array_ary: %v %v", y, err)
			}
			r := make([]int64, 3)
			if err := kern.NewKernel2(nbcuda.Unituple).Launch(p.on, 1, 1, r, [3]int64{1, 2, 3}); err != nil || !slices.Equal(r, []int64{1, 2, 3}) {
				t.Fatalf("unituple: %v %v", r, err)
			}
			r1, r2 := make([]int64, 3), make([]float64, 3)
			if err := kern.NewKernel3(nbcuda.Tuple).Launch(p.on, 1, 1, r1, r2, nbcuda.MixedTuple{A: 1, B: 2, C: 3, D: 4.5, E: 5.5, F: 6.5}); err != nil ||
				!slices.Equal(r1, []int64{1, 2, 3}) || !slices.Equal(r2, []float64{4.5, 5.5, 6.5}) {
				t.Fatalf("tuple: %v %v %v", r1, r2, err)
			}
			r = make([]int64, 2)
			if err := kern.NewKernel2(nbcuda.NamedUnituple).Launch(p.on, 1, 1, r, nbcuda.Point2{X: 1, Y: 2}); err != nil || !slices.Equal(r, []int64{1, 2}) {
				t.Fatalf("namedunituple: %v %v", r, err)
			}
			r1, r2 = make([]int64, 2), make([]float64, 1)
			if err := kern.NewKernel3(nbcuda.NamedTuple).Launch(p.on, 1, 1, r1, r2, nbcuda.Point3{X: 1, Y: 2, R: 2.236}); err != nil ||
				!slices.Equal(r1, []int64{1, 2}) || r2[0] != 2.236 {
				t.Fatalf("namedtuple: %v %v %v", r1, r2, err)
			}
			r = []int64{1}
			if err := kern.NewKernel2(nbcuda.EmptyTuple).Launch(p.on, 1, 1, r, [0]int64{}); err != nil || r[0] != 0 {
				t.Fatalf("empty_tuple: %v %v", r, err)
			}
			r = []int64{1, 1}
			if err := kern.NewKernel2(nbcuda.TupleOfEmptyTuples).Launch(p.on, 1, 1, r, [3][0]int64{}); err != nil || !slices.Equal(r, []int64{3, 0}) {
				t.Fatalf("tuple_of_empty_tuples: %v %v", r, err)
			}
			r = slices.Repeat([]int64{1}, 9)
			if err := kern.NewKernel2(nbcuda.TupleOfTuples).Launch(p.on, 1, 1, r, nbcuda.Tuples{B: [2]int64{5, 6}, C: [3]int64{8, 9, 10}}); err != nil ||
				!slices.Equal(r, []int64{3, 0, 2, 3, 5, 6, 8, 9, 10}) {
				t.Fatalf("tuple_of_tuples: %v %v", r, err)
			}
			r = slices.Repeat([]int64{1}, 9)
			if err := kern.NewKernel2(nbcuda.TupleOfTuplesAndScalars).Launch(p.on, 1, 1, r, nbcuda.TuplesAndScalar{A: [3]int64{6, 5, 4}, B: 7}); err != nil ||
				!slices.Equal(r, []int64{2, 3, 6, 5, 4, 7, 1, 1, 1}) {
				t.Fatalf("tuple_of_tuples_and_scalars: %v %v", r, err)
			}
			const n = 10
			rows := make([]float64, 3*n)
			for i := range n {
				rows[n+i], rows[2*n+i] = 1, 3
			}
			xs, _ := kern.MakeArray2(rows, 3, n)
			if err := kern.NewKernel1(nbcuda.TupleOfArrays).Launch(p.on, 1, n, xs); err != nil || !slices.Equal(rows[:n], slices.Repeat([]float64{4}, n)) {
				t.Fatalf("tuple_of_arrays: %v %v", rows[:n], err)
			}
			r = make([]int64, 5)
			if err := kern.NewKernel4(nbcuda.TupleOfArrayScalarTuple).Launch(p.on, 1, 1, r, []int64{0, 2}, 10, [2]int64{4, 3}); err != nil ||
				!reflect.DeepEqual(r, []int64{0, 2, 10, 4, 3}) {
				t.Fatalf("tuple_of_array_scalar_tuple: %v %v", r, err)
			}
		})
	}
}
