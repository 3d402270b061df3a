package kern_test

// numba-cuda's test_record_dtype.py ported to kern (kernels in
// internal/testing/nbcuda/records.go), run on every place against the
// same Go on the host. numba's dtypes are Go structs; its recarrays and
// structured arrays are both []T (one case each in numba, one here). A
// record numba passes alone and writes is a slice of one; one it only
// reads is a struct parameter. numba's coercions (set_a with a float32,
// set_b with a float64, set_c with a complex128) are kern's argument
// conversions. numba's expected failures (device functions returning
// or assigning whole nested arrays) are plain Go here and pass.
// Not ported: numba's rec[0] on a record (the first field by position:
// Go names fields, GetItemIdxRecord reads .G), field access by a string
// (rec["j"]: Go's is .J) and np.ones((3, 2)) (a Go array literal).

import (
	"reflect"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
)

// nbSample1d is the test case's sample1d: a = x/2, b = x, c = x*1j and
// d = "%d" % x (numpy stores x in each of d's bytes), x = i+1.
func nbSample1d() []nbcuda.Record {
	ary := make([]nbcuda.Record, 3)
	for i := range ary {
		x := i + 1
		ary[i] = nbcuda.Record{A: float64(x) / 2, B: int32(x), C: complex(0, float32(x)), D: [5]uint8{uint8(x), uint8(x), uint8(x), uint8(x), uint8(x)}}
	}
	return ary
}

func TestNumbaRecordDtype(t *testing.T) {
	for _, p := range places() {
		t.Run("set/"+p.name, func(t *testing.T) {
			// _test_set_equal: the whole array compared, so a write
			// beyond the field shows.
			cases := []struct {
				name string
				k    func(got []nbcuda.Record, i int) error
				py   func(ary []nbcuda.Record, i int)
			}{
				{"set_a", func(got []nbcuda.Record, i int) error {
					return kern.NewKernel3(nbcuda.SetA).Launch(p.on, 1, 1, got, i, 3.1415)
				}, func(a []nbcuda.Record, i int) { a[i].A = 3.1415 }},
				{"set_a float32", func(got []nbcuda.Record, i int) error {
					return kern.NewKernel3(nbcuda.SetA).Launch(p.on, 1, 1, got, i, float32(3.0))
				}, func(a []nbcuda.Record, i int) { a[i].A = 3 }},
				{"set_b", func(got []nbcuda.Record, i int) error {
					return kern.NewKernel3(nbcuda.SetB).Launch(p.on, 1, 1, got, i, 123)
				}, func(a []nbcuda.Record, i int) { a[i].B = 123 }},
				{"set_b float64", func(got []nbcuda.Record, i int) error {
					return kern.NewKernel3(nbcuda.SetB).Launch(p.on, 1, 1, got, i, 123.0)
				}, func(a []nbcuda.Record, i int) { a[i].B = 123 }},
				{"set_c", func(got []nbcuda.Record, i int) error {
					return kern.NewKernel3(nbcuda.SetC).Launch(p.on, 1, 1, got, i, complex64(43i))
				}, func(a []nbcuda.Record, i int) { a[i].C = 43i }},
				{"set_c complex128", func(got []nbcuda.Record, i int) error {
					return kern.NewKernel3(nbcuda.SetC).Launch(p.on, 1, 1, got, i, 43i)
				}, func(a []nbcuda.Record, i int) { a[i].C = 43i }},
			}
			for _, c := range cases {
				for i := range 3 {
					got, want := nbSample1d(), nbSample1d()
					if err := c.k(got, i); err != nil {
						t.Fatalf("%s: %v", c.name, err)
					}
					c.py(want, i)
					if !reflect.DeepEqual(got, want) {
						t.Fatalf("%s(%d): %+v, want %+v", c.name, i, got, want)
					}
				}
			}
		})
		t.Run("set_record/"+p.name, func(t *testing.T) {
			for _, ij := range [][2]int{{0, 1}, {1, 2}, {0, 2}} {
				got, want := nbSample1d(), nbSample1d()
				want[ij[0]] = want[ij[1]]
				if err := kern.NewKernel3(nbcuda.SetRecord).Launch(p.on, 1, 1, got, ij[0], ij[1]); err != nil {
					t.Fatal(err)
				}
				if got[ij[0]] != got[ij[1]] || !reflect.DeepEqual(got, want) {
					t.Fatalf("set_record%v: %+v, want %+v", ij, got, want)
				}
			}
		})
		t.Run("rec_set/"+p.name, func(t *testing.T) {
			rec := nbSample1d()[:1]
			want := rec[0]
			want.A, want.B, want.C = 1.5, 2, 4+5i
			if err := kern.NewKernel2(nbcuda.RecordSetA).Launch(p.on, 1, 1, rec, 1.5); err != nil {
				t.Fatal(err)
			}
			if err := kern.NewKernel2(nbcuda.RecordSetB).Launch(p.on, 1, 1, rec, int32(2)); err != nil {
				t.Fatal(err)
			}
			if err := kern.NewKernel2(nbcuda.RecordSetC).Launch(p.on, 1, 1, rec, complex64(4+5i)); err != nil {
				t.Fatal(err)
			}
			if rec[0] != want {
				t.Fatalf("%+v, want %+v", rec[0], want)
			}
		})
		t.Run("rec_read/"+p.name, func(t *testing.T) {
			rec := nbSample1d()[0]
			rec.A, rec.B, rec.C, rec.D = 1.5, 2, 4+5i, [5]uint8{7, 0, 255, 3, 9}
			a, b, c, d := make([]float64, 1), make([]int32, 1), make([]complex64, 1), make([]uint8, 5)
			for _, err := range []error{
				kern.NewKernel2(nbcuda.RecordReadA).Launch(p.on, 1, 1, rec, a),
				kern.NewKernel2(nbcuda.RecordReadB).Launch(p.on, 1, 1, rec, b),
				kern.NewKernel2(nbcuda.RecordReadC).Launch(p.on, 1, 1, rec, c),
				kern.NewKernel2(nbcuda.RecordReadD).Launch(p.on, 1, 1, rec, d),
			} {
				if err != nil {
					t.Fatal(err)
				}
			}
			if a[0] != rec.A || b[0] != rec.B || c[0] != rec.C || [5]uint8(d) != rec.D {
				t.Fatalf("read %v %v %v %v from %+v", a, b, c, d, rec)
			}
		})
		t.Run("record_write_array/"+p.name, func(t *testing.T) {
			rec := []nbcuda.RecordWithArray{{G: -1, H: [2]float32{-1, -1}}}
			if err := kern.NewKernel1(nbcuda.RecordWriteArray).Launch(p.on, 1, 1, rec); err != nil {
				t.Fatal(err)
			}
			if want := (nbcuda.RecordWithArray{G: 2, H: [2]float32{3, 4}}); rec[0] != want {
				t.Fatalf("%+v, want %+v", rec[0], want)
			}
			rec2 := []nbcuda.RecordWith2DArray{{I: -1}}
			if err := kern.NewKernel1(nbcuda.RecordWrite2DArray).Launch(p.on, 1, 1, rec2); err != nil {
				t.Fatal(err)
			}
			if want := (nbcuda.RecordWith2DArray{I: 3, J: [3][2]float32{{5, 6}, {7, 8}, {9, 10}}}); rec2[0] != want {
				t.Fatalf("%+v, want %+v", rec2[0], want)
			}
		})
		t.Run("record_read_array/"+p.name, func(t *testing.T) {
			rec := nbcuda.RecordWithArray{G: 9, H: [2]float32{4, 5}}
			arr := make([]float32, 2)
			if err := kern.NewKernel2(nbcuda.RecordReadArray).Launch(p.on, 1, 1, rec, arr); err != nil {
				t.Fatal(err)
			}
			if [2]float32(arr) != rec.H {
				t.Fatalf("%v, want %v", arr, rec.H)
			}
			rec2 := nbcuda.RecordWith2DArray{I: 9, J: [3][2]float32{{5, 6}, {7, 8}, {9, 10}}}
			data := make([]float32, 6)
			a2, _ := kern.MakeArray2(data, 3, 2)
			if err := kern.NewKernel2(nbcuda.RecordRead2DArray).Launch(p.on, 1, 1, rec2, a2); err != nil {
				t.Fatal(err)
			}
			if want := []float32{5, 6, 7, 8, 9, 10}; !reflect.DeepEqual(data, want) {
				t.Fatalf("%v, want %v", data, want)
			}
		})
	}
}

// TestNumbaNestedArrays is test_record_dtype.py's TestNestedArrays: device
// functions reading and returning records and their nested arrays, and
// whole nested arrays assigned.
func TestNumbaNestedArrays(t *testing.T) {
	for _, p := range places() {
		t.Run("read/"+p.name, func(t *testing.T) {
			rec := nbcuda.RecordWithArray{H: [2]float32{15, 25}}
			res := make([]float32, 1)
			for which, want := range rec.H {
				if err := kern.NewKernel3(nbcuda.NestedReadArray).Launch(p.on, 1, 1, rec, res, which); err != nil {
					t.Fatal(err)
				}
				if res[0] != want {
					t.Fatalf("record_read_array%d: %v, want %v", which, res[0], want)
				}
			}
			rec2 := nbcuda.RecordWith2DArray{J: [3][2]float32{{1.5, 2.5}, {3.5, 4.5}, {5.5, 6.5}}}
			for which, want := range []float32{rec2.J[0][0], rec2.J[0][1], rec2.J[1][0]} {
				if err := kern.NewKernel3(nbcuda.NestedRead2DArray).Launch(p.on, 1, 1, rec2, res, which); err != nil {
					t.Fatal(err)
				}
				if res[0] != want {
					t.Fatalf("record_read_2d_array case %d: %v, want %v", which, res[0], want)
				}
			}
		})
		t.Run("setitem/"+p.name, func(t *testing.T) {
			src := []nbcuda.RecordWith2DArray{{I: 1, J: [3][2]float32{{1, 2}, {4, 5}, {2, 3}}}}
			dest := []nbcuda.RecordWith2DArray{{I: 10, J: [3][2]float32{{10, 20}, {40, 50}, {20, 30}}}}
			want := dest[0]
			want.J = src[0].J
			if err := kern.NewKernel2(nbcuda.RecordSetItemArray).Launch(p.on, 1, 1, src, dest); err != nil {
				t.Fatal(err)
			}
			if dest[0] != want || src[0].I != 1 {
				t.Fatalf("%+v, want %+v", dest[0], want)
			}
		})
		t.Run("getitem_idx/"+p.name, func(t *testing.T) {
			nbarr := []nbcuda.RecordWithArray{{G: 1, H: [2]float32{2, 3}}, {G: 7, H: [2]float32{8, 9}}}
			res := make([]nbcuda.RecordWithArray, 1)
			if err := kern.NewKernel2(nbcuda.GetItemIdx).Launch(p.on, 1, 1, nbarr, res); err != nil {
				t.Fatal(err)
			}
			if res[0] != nbarr[0] {
				t.Fatalf("%+v, want %+v", res[0], nbarr[0])
			}
			ri := make([]int32, 1)
			if err := kern.NewKernel2(nbcuda.GetItemIdxRecord).Launch(p.on, 1, 1, nbarr[0], ri); err != nil {
				t.Fatal(err)
			}
			if ri[0] != 1 {
				t.Fatalf("%d, want 1", ri[0])
			}
		})
		t.Run("set_record/"+p.name, func(t *testing.T) {
			one := nbcuda.RecordWith2DArray{I: 1, J: [3][2]float32{{1, 1}, {1, 1}, {1, 1}}}
			nbarr := make([]nbcuda.RecordWith2DArray, 2)
			if err := kern.NewKernel2(nbcuda.RecarraySetRecord).Launch(p.on, 1, 1, nbarr, one); err != nil {
				t.Fatal(err)
			}
			if want := []nbcuda.RecordWith2DArray{one, {}}; !reflect.DeepEqual(nbarr, want) {
				t.Fatalf("%+v, want %+v", nbarr, want)
			}
		})
		t.Run("assign_array_to_nested/"+p.name, func(t *testing.T) {
			got := make([]nbcuda.Nested1, 2)
			if err := kern.NewKernel2(nbcuda.AssignArrayToNested).Launch(p.on, 1, 1, got, []int16{1, 2, 3}); err != nil {
				t.Fatal(err)
			}
			if want := []nbcuda.Nested1{{Array1: [3]int16{1, 2, 3}}, {}}; !reflect.DeepEqual(got, want) {
				t.Fatalf("%+v, want %+v", got, want)
			}
			gotc := make([]nbcuda.Nested1, 2)
			if err := kern.NewKernel2(nbcuda.AssignArrayToNestedCopy).Launch(p.on, 1, 1, gotc, []int16{1, 2, 3, 4}); err != nil {
				t.Fatal(err)
			}
			if want := []nbcuda.Nested1{{Array1: [3]int16{1, 2, 3}}, {}}; !reflect.DeepEqual(gotc, want) {
				t.Fatalf("copy: %+v, want %+v", gotc, want)
			}
			// copy within a slice both ways, and of whole records.
			x, wx := []float32{1, 2, 3, 4, 5, 6}, []float32{1, 2, 3, 4, 5, 6}
			r := []nbcuda.RecordWith2DArray{{I: 1, J: [3][2]float32{{1, 2}}}, {I: 2}}
			rs, wrs := make([]nbcuda.RecordWith2DArray, 3), make([]nbcuda.RecordWith2DArray, 3)
			n, wn := make([]int, 3), make([]int, 3)
			wn[0], wn[1], wn[2] = copy(wx[1:], wx), copy(wx, wx[3:]), copy(wrs, r)
			if err := kern.NewKernel4(nbcuda.CopyOverlap).Launch(p.on, 1, 1, x, r, rs, n); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(x, wx) || !reflect.DeepEqual(rs, wrs) || !reflect.DeepEqual(n, wn) {
				t.Fatalf("copy: %v %v %v, want %v %v %v", x, rs, n, wx, wrs, wn)
			}
			got2 := make([]nbcuda.Nested2, 2)
			src, _ := kern.MakeArray2([]int16{1, 2, 3, 4, 5, 6}, 3, 2)
			if err := kern.NewKernel2(nbcuda.AssignArrayToNested2D).Launch(p.on, 1, 1, got2, src); err != nil {
				t.Fatal(err)
			}
			if want := []nbcuda.Nested2{{Array2: [3][2]int16{{1, 2}, {3, 4}, {5, 6}}}, {}}; !reflect.DeepEqual(got2, want) {
				t.Fatalf("%+v, want %+v", got2, want)
			}
		})
		t.Run("issue_7693/"+p.name, func(t *testing.T) {
			source := []nbcuda.Src7693{{User: 1.2, Array: [3]int16{1, 2, 3}}, {}}
			got := make([]nbcuda.Dest7693, 2)
			if err := kern.NewKernel3(nbcuda.Copy7693).Launch(p.on, 1, 1, 0, source, got); err != nil {
				t.Fatal(err)
			}
			if want := []nbcuda.Dest7693{{User1: 1.2, Array1: [3]int16{1, 2, 3}}, {}}; !reflect.DeepEqual(got, want) {
				t.Fatalf("%+v, want %+v", got, want)
			}
		})
		// numba's expected failures.
		t.Run("record_read_arrays/"+p.name, func(t *testing.T) {
			nbval := []nbcuda.RecordWithArray{{H: [2]float32{15, 25}}, {H: [2]float32{35, 45.4}}}
			res := make([][2]float32, 2)
			if err := kern.NewKernel2(nbcuda.ReadWholeArray).Launch(p.on, 1, 2, nbval, res); err != nil {
				t.Fatal(err)
			}
			if res[0] != nbval[0].H || res[1] != nbval[1].H {
				t.Fatalf("%v", res)
			}
		})
		t.Run("getitem_idx_2darray/"+p.name, func(t *testing.T) {
			nbarr := []nbcuda.RecordWith2DArray{{I: 1, J: [3][2]float32{{1, 2}, {4, 5}, {2, 3}}}, {}}
			res := make([][3][2]float32, 1)
			if err := kern.NewKernel2(nbcuda.GetItemIdx2DArray).Launch(p.on, 1, 1, nbarr, res); err != nil {
				t.Fatal(err)
			}
			if res[0] != nbarr[0].J {
				t.Fatalf("%v, want %v", res[0], nbarr[0].J)
			}
		})
		t.Run("set_array/"+p.name, func(t *testing.T) {
			nbarr := make([]nbcuda.RecordWith2DArray, 2)
			if err := kern.NewKernel1(nbcuda.RecordWriteFullArray).Launch(p.on, 1, 1, nbarr); err != nil {
				t.Fatal(err)
			}
			ones := [3][2]float32{{1, 1}, {1, 1}, {1, 1}}
			if want := []nbcuda.RecordWith2DArray{{J: ones}, {}}; !reflect.DeepEqual(nbarr, want) {
				t.Fatalf("%+v, want %+v", nbarr, want)
			}
			// set_arrays: every record's j, from a DeviceSlice on a GPU.
			nbarr = []nbcuda.RecordWith2DArray{{I: 4}, {I: 5}, {I: 6}}
			want := []nbcuda.RecordWith2DArray{{I: 4, J: ones}, {I: 5, J: ones}, {I: 6, J: ones}}
			k := kern.NewKernel1(nbcuda.RecarrayWriteArrayOfNestedArray)
			if dev, ok := p.on.(*kern.Device); ok {
				ds, err := kern.ToDeviceSlice(dev, nbarr)
				if err != nil {
					t.Fatal(err)
				}
				defer ds.Free()
				if err := k.Launch(dev, 1, 32, ds); err != nil {
					t.Fatal(err)
				}
				if err := ds.CopyToHost(nbarr); err != nil {
					t.Fatal(err)
				}
			} else if err := k.Launch(p.on, 1, 32, nbarr); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(nbarr, want) {
				t.Fatalf("%+v, want %+v", nbarr, want)
			}
		})
	}
}

// A kernel generic over records (and float64) moves whole elements: a
// gather and a pairwise swap, against the kernel as plain Go.
func TestNumbaGenericRecords(t *testing.T) {
	idx := []int32{3, 0, 4, 4, 1, 2}
	recs := make([]nbcuda.Record, 5)
	r2 := make([]nbcuda.RecordWith2DArray, 5)
	n1 := make([]nbcuda.Nested1, 5)
	f := make([]float64, 5)
	for i := range recs {
		recs[i] = nbcuda.Record{A: float64(i) + 0.5, B: int32(-i), C: complex(float32(i), 1), D: [5]uint8{uint8(i), 9}}
		r2[i].I = int32(i)
		r2[i].J[i%3][1] = float32(i) * 1.5
		n1[i].Array1 = [3]int16{int16(i), int16(2 * i), -1}
		f[i] = float64(i) * 0.25
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			gather := func(name string, run func(on any) (got any, err error), want any) {
				got, err := run(p.on)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("%s: %+v, want %+v", name, got, want)
				}
			}
			wantRecs := make([]nbcuda.Record, len(idx))
			for i, k := range idx {
				wantRecs[i] = recs[k]
			}
			gather("Gather[Record]", func(on any) (any, error) {
				d := make([]nbcuda.Record, len(idx))
				return d, kern.NewKernel3(nbcuda.Gather[nbcuda.Record]).Launch(on, 2, 2, d, recs, idx)
			}, wantRecs)
			want2 := make([]nbcuda.RecordWith2DArray, len(idx))
			for i, k := range idx {
				want2[i] = r2[k]
			}
			gather("Gather[RecordWith2DArray]", func(on any) (any, error) {
				d := make([]nbcuda.RecordWith2DArray, len(idx))
				return d, kern.NewKernel3(nbcuda.Gather[nbcuda.RecordWith2DArray]).Launch(on, 1, 4, d, r2, idx)
			}, want2)
			wantN := make([]nbcuda.Nested1, len(idx))
			wantF := make([]float64, len(idx))
			for i, k := range idx {
				wantN[i], wantF[i] = n1[k], f[k]
			}
			gather("Gather[Nested1]", func(on any) (any, error) {
				d := make([]nbcuda.Nested1, len(idx))
				return d, kern.NewKernel3(nbcuda.Gather[nbcuda.Nested1]).Launch(on, 3, 2, d, n1, idx)
			}, wantN)
			gather("Gather[float64]", func(on any) (any, error) {
				d := make([]float64, len(idx))
				return d, kern.NewKernel3(nbcuda.Gather[float64]).Launch(on, 1, 8, d, f, idx)
			}, wantF)
			s := append([]nbcuda.Record(nil), recs...)
			if err := kern.NewKernel1(nbcuda.SwapPairs[nbcuda.Record]).Launch(p.on, 1, 4, s); err != nil {
				t.Fatal(err)
			}
			if want := []nbcuda.Record{recs[1], recs[0], recs[3], recs[2], recs[4]}; !reflect.DeepEqual(s, want) {
				t.Fatalf("SwapPairs[Record]: %+v, want %+v", s, want)
			}
			sn := append([]nbcuda.Nested1(nil), n1...)
			if err := kern.NewKernel1(nbcuda.SwapPairs[nbcuda.Nested1]).Launch(p.on, 1, 4, sn); err != nil {
				t.Fatal(err)
			}
			if want := []nbcuda.Nested1{n1[1], n1[0], n1[3], n1[2], n1[4]}; !reflect.DeepEqual(sn, want) {
				t.Fatalf("SwapPairs[Nested1]: %+v, want %+v", sn, want)
			}
		})
	}
}
