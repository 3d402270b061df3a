package kern_test

// numba-cuda's test_idiv.py, test_powi.py, test_boolean.py,
// test_laplace.py, test_blackscholes.py and test_transpose.py ported to
// kern (kernels in internal/testing/nbcuda: numerics.go, laplace.go,
// transpose.go), run on every place against plain Go: exact on the CPU
// targets, and on the GPU ones exact where only + - * / and comparisons
// are involved (the package is generated with -fmad=false); math/cmplx
// and math.Exp/Log within a few ULP (the device runs Go's pure-Go
// algorithms, amd64 assembly for some). Where numba works on device
// arrays and streams (cuda.to_device, cuda.stream), so does the port on
// a GPU place. numba's test_laplace runs 1000 sweeps of 256×256; the port
// runs 40 of 64×64 (the emulators run on the CPU), comparing every sweep.

import (
	"math"
	"math/cmplx"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
	"github.com/kernlab/kern/nd"
)

// nbOnPlace runs launch with host, or on a GPU place with host copied to
// a device array and back (numba's cuda.to_device ... copy_to_host).
func nbOnPlace[T nd.Elem](t *testing.T, p place, host nd.Array[T], launch func(arg any) error) {
	t.Helper()
	dev, ok := p.on.(*kern.Device)
	if !ok {
		if err := launch(host); err != nil {
			t.Fatal(err)
		}
		return
	}
	d, err := kern.ToDevice(dev, host)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Free()
	if err := launch(d); err != nil {
		t.Fatal(err)
	}
	if err := d.CopyInto(host); err != nil {
		t.Fatal(err)
	}
}

func TestNumbaIDiv(t *testing.T) {
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			g32 := nd.Must(nd.FromSlice([]float32{1, 1, 1, 1}, 2, 2))
			nbOnPlace(t, p, g32, func(a any) error {
				return kern.NewKernel3(nbcuda.InplaceDiv[float32]).Launch(p.on, 1, 1, a, int32(2), int32(2))
			})
			g64 := nd.Must(nd.FromSlice([]float64{1, 1, 1, 1, 7, 7}, 3, 2))
			nbOnPlace(t, p, g64, func(a any) error {
				return kern.NewKernel3(nbcuda.InplaceDiv[float64]).Launch(p.on, 1, 1, a, int32(2), int32(2))
			})
			if !slices.Equal(g32.ToSlice(), []float32{0.5, 0.5, 0.5, 0.5}) || !slices.Equal(g64.ToSlice(), []float64{0.5, 0.5, 0.5, 0.5, 7, 7}) {
				t.Fatalf("%v %v", g32.ToSlice(), g64.ToSlice())
			}
		})
	}
}

func TestNumbaBoolean(t *testing.T) {
	for _, p := range places() {
		a := []float64{0}
		k := kern.NewKernel2(nbcuda.BooleanFunc)
		if err := k.Launch(p.on, 1, 1, a, true); err != nil || a[0] != 123 {
			t.Fatalf("%s: true: %v %v", p.name, a, err)
		}
		if err := k.Launch(p.on, 1, 1, a, false); err != nil || a[0] != 321 {
			t.Fatalf("%s: false: %v %v", p.name, a, err)
		}
	}
}

// nbComplexClose is x == want on the CPU targets, and within rel of
// |want| (each part to the same absolute bound) on a GPU.
func nbComplexClose(gpu bool, got, want complex128, rel float64) bool {
	if !gpu || cmplx.IsNaN(want) || cmplx.IsInf(want) {
		return sameComplex(got, want)
	}
	return cmplx.Abs(got-want) <= rel*cmplx.Abs(want)
}

func TestNumbaPowi(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 23))
	const n = 32
	x, y := make([]complex128, n), make([]complex128, n)
	for i := range x {
		x[i], y[i] = complex(r.Float64(), r.Float64()), complex(r.Float64(), r.Float64())
	}
	// numba's special cases, and a few of Go's.
	x = append(x, 0, 1i, 0, 2, -8, 1+1i)
	y = append(y, 0, 1, 1, 0.5, 1.0/3, -2.5)
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			a := nd.Must(nd.FromSlice([]float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, 2, 5))
			out := nd.Must(nd.Zeros[float64](2, 5))
			if err := kern.NewKernel3(nbcuda.MatPower).Launch(p.on, 1, kern.D2(2, 5), a, int8(2), out); err != nil {
				t.Fatal(err)
			}
			for i, v := range out.ToSlice() {
				if w := math.Pow(float64(i), 2); v != w {
					t.Fatalf("powi: %v, want A**2", out.ToSlice())
				}
			}
			for _, inplace := range []bool{false, true} {
				r128 := slices.Clone(x)
				r64, x64, y64 := make([]complex64, len(x)), make([]complex64, len(x)), make([]complex64, len(x))
				for i := range x {
					x64[i], y64[i], r64[i] = complex64(x[i]), complex64(y[i]), complex64(x[i])
				}
				var err error
				if inplace {
					err = kern.NewKernel2(nbcuda.VecPowInplace[complex128]).Launch(p.on, 1, 64, r128, y)
					if err == nil {
						err = kern.NewKernel2(nbcuda.VecPowInplace[complex64]).Launch(p.on, 1, 64, r64, y64)
					}
				} else {
					err = kern.NewKernel3(nbcuda.VecPow[complex128]).Launch(p.on, 1, 64, r128, x, y)
					if err == nil {
						err = kern.NewKernel3(nbcuda.VecPow[complex64]).Launch(p.on, 1, 64, r64, x64, y64)
					}
				}
				if err != nil {
					t.Fatal(err)
				}
				for i := range x {
					w := cmplx.Pow(x[i], y[i])
					w64 := complex64(cmplx.Pow(complex128(x64[i]), complex128(y64[i])))
					if !nbComplexClose(p.gpu, r128[i], w, 1e-14) || !nbComplexClose(p.gpu, complex128(r64[i]), complex128(w64), 0x1p-23) {
						t.Fatalf("inplace=%v: %v ** %v = %v, %v; want %v, %v", inplace, x[i], y[i], r128[i], r64[i], w, w64)
					}
				}
			}
		})
	}
}

// laplaceSweep is jocabi_relax_core in plain Go: one sweep of a into anew
// and each tpb×tpb block's largest change.
func laplaceSweep(a, anew []float64, nn int, errGrid []float64) {
	const tpb = nbcuda.LaplaceTPB
	nb := nn / tpb
	for k := range errGrid {
		errGrid[k] = math.Inf(-1)
	}
	for j := range nn {
		for i := range nn {
			e := 0.0
			if j >= 1 && j < nn-1 && i >= 1 && i < nn-1 {
				anew[j*nn+i] = 0.25 * (a[j*nn+i+1] + a[j*nn+i-1] + a[(j-1)*nn+i] + a[(j+1)*nn+i])
				e = anew[j*nn+i] - a[j*nn+i]
			}
			// The kernel's i is the grid's x: block x = i/tpb, stored at
			// errGrid[by, bx] with by = j/tpb.
			if k := (j/tpb)*nb + i/tpb; e > errGrid[k] {
				errGrid[k] = e
			}
		}
	}
}

func TestNumbaLaplace(t *testing.T) {
	const nn, iters, tpb = 64, 40, nbcuda.LaplaceTPB
	nb := nn / tpb
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			a, anew := make([]float64, nn*nn), make([]float64, nn*nn)
			for j := range nn {
				a[j*nn], anew[j*nn] = 1, 1
			}
			wa, wanew := slices.Clone(a), slices.Clone(anew)
			errGrid, wantErr := make([]float64, nb*nb), make([]float64, nb*nb)
			k := kern.NewKernel3(nbcuda.JacobiRelaxCore)
			grid, block := kern.D2(nb, nb), kern.D2(tpb, tpb)
			var dA, dAnew, dErr any
			var copyErr func() error
			if dev, ok := p.on.(*kern.Device); ok {
				// numba's: both grids stay on the device, swapped each
				// sweep, and only the errors come back, on a stream.
				s, err := dev.NewStream()
				if err != nil {
					t.Fatal(err)
				}
				defer s.Close()
				da, err1 := kern.ToDevice(dev, nd.Must(nd.FromSlice(a, nn, nn)))
				dn, err2 := kern.ToDevice(dev, nd.Must(nd.FromSlice(anew, nn, nn)))
				de, err3 := kern.ToDevice(dev, nd.Must(nd.FromSlice(errGrid, nb, nb)))
				if err1 != nil || err2 != nil || err3 != nil {
					t.Fatal(err1, err2, err3)
				}
				defer da.Free()
				defer dn.Free()
				defer de.Free()
				dA, dAnew, dErr = da, dn, de
				host := nd.Must(nd.Wrap(errGrid, nb, nb))
				copyErr = func() error {
					if err := de.CopyInto(host, kern.OnStream(s)); err != nil {
						return err
					}
					return s.Synchronize()
				}
				p.on = s
			} else {
				dA, dAnew = nd.Must(kern.MakeArray2(a, nn, nn)), nd.Must(kern.MakeArray2(anew, nn, nn))
				dErr = nd.Must(kern.MakeArray2(errGrid, nb, nb))
				copyErr = func() error { return nil }
			}
			for it := range iters {
				if err := k.Launch(p.on, grid, block, dA, dAnew, dErr); err != nil {
					t.Fatal(err)
				}
				if err := copyErr(); err != nil {
					t.Fatal(err)
				}
				laplaceSweep(wa, wanew, nn, wantErr)
				if !slices.Equal(errGrid, wantErr) {
					t.Fatalf("sweep %d: errors %v, want %v", it, errGrid, wantErr)
				}
				dA, dAnew = dAnew, dA
				wa, wanew = wanew, wa
			}
			// The last sweep's result, read back from where it lies.
			var got []float64
			switch g := dA.(type) {
			case *kern.DeviceArray[float64]:
				h, err := g.CopyToHost()
				if err != nil {
					t.Fatal(err)
				}
				got = h.ToSlice()
			case kern.Array2[float64]:
				got, _ = g.Data()
			}
			if !slices.Equal(got, wa) {
				t.Fatal("the relaxed grid differs from plain Go's")
			}
		})
	}
}

func TestNumbaBlackScholes(t *testing.T) {
	const optN, riskFree, volatility = 400, 0.02, 0.30
	r := rand.New(rand.NewPCG(4, 5))
	randFloat := func(low, high float64) float64 { v := r.Float64(); return (1-v)*low + v*high }
	s, x, tt := make([]float64, optN), make([]float64, optN), make([]float64, optN)
	for i := range optN {
		s[i], x[i], tt[i] = randFloat(5, 30), randFloat(1, 100), randFloat(0.25, 10)
	}
	wantCall, wantPut := make([]float64, optN), make([]float64, optN)
	for i := range optN {
		sqrtT := math.Sqrt(tt[i])
		d1 := (math.Log(s[i]/x[i]) + (riskFree+0.5*volatility*volatility)*tt[i]) / (volatility * sqrtT)
		d2 := d1 - volatility*sqrtT
		c1, c2 := nbcuda.CND(d1), nbcuda.CND(d2)
		expRT := math.Exp(-riskFree * tt[i])
		wantCall[i] = s[i]*c1 - x[i]*expRT*c2
		wantPut[i] = x[i]*expRT*(1-c2) - s[i]*(1-c1)
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			call, put := make([]float64, optN), slices.Repeat([]float64{-1}, optN)
			k := kern.NewKernel7(nbcuda.BlackScholes)
			for range 2 {
				if err := k.Launch(p.on, (optN+511)/512, 512, call, put, s, x, tt, riskFree, volatility); err != nil {
					t.Fatal(err)
				}
			}
			var l1, sum, maxErr float64
			for i := range optN {
				if !p.gpu && (call[i] != wantCall[i] || put[i] != wantPut[i]) {
					t.Fatalf("option %d: %v, %v; want %v, %v", i, call[i], put[i], wantCall[i], wantPut[i])
				}
				d := math.Abs(call[i] - wantCall[i])
				l1, sum, maxErr = l1+d, sum+math.Abs(wantCall[i]), max(maxErr, d, math.Abs(put[i]-wantPut[i]))
			}
			// numba's bounds.
			if l1/sum >= 1e-13 || maxErr >= 1e-13 {
				t.Fatalf("L1 norm %g, largest error %g", l1/sum, maxErr)
			}
		})
	}
}

func TestNumbaTranspose(t *testing.T) {
	const tile = nbcuda.TransposeTile
	launch := func(t *testing.T, on any, k func() error) {
		t.Helper()
		if err := k(); err != nil {
			t.Fatal(err)
		}
	}
	grid := func(rows, cols int) kern.Dim3 { return kern.D2((cols+tile-1)/tile, (rows+tile-1)/tile) }
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			// test_transpose: numba's x has shape (cols, rows).
			for _, v := range [][2]int{{5, 6}, {128, 128}, {1025, 512}} {
				rows, cols := v[1], v[0]
				in, out := make([]float64, rows*cols), make([]float64, rows*cols)
				for i := range in {
					in[i] = float64(i)
				}
				launch(t, p.on, func() error {
					return kern.NewKernel4(nbcuda.Transpose[float64]).Launch(p.on, grid(rows, cols), kern.D2(tile, tile), in, rows, cols, out)
				})
				for r := range rows {
					for c := range cols {
						if out[c*rows+r] != in[r*cols+c] {
							t.Fatalf("%d×%d float64: out[%d, %d] = %v, want %v", rows, cols, c, r, out[c*rows+r], in[r*cols+c])
						}
					}
				}
				if rows == 128 {
					ci, co := make([]complex128, rows*cols), make([]complex128, rows*cols)
					for i := range ci {
						ci[i] = complex(float64(i), -float64(i)/3)
					}
					launch(t, p.on, func() error {
						return kern.NewKernel4(nbcuda.Transpose[complex128]).Launch(p.on, grid(rows, cols), kern.D2(tile, tile), ci, rows, cols, co)
					})
					for r := range rows {
						for c := range cols {
							if co[c*rows+r] != ci[r*cols+c] {
								t.Fatalf("complex128: out[%d, %d] = %v, want %v", c, r, co[c*rows+r], ci[r*cols+c])
							}
						}
					}
				}
			}
			r := rand.New(rand.NewPCG(7, 7))
			for _, v := range [][2]int{{2, 3}, {16, 16}, {16, 17}, {17, 16}, {14, 15}, {15, 14}, {14, 14}} {
				rows, cols := v[0], v[1]
				// test_transpose_record.
				in, out := make([]nbcuda.RecordWith2DArray, rows*cols), make([]nbcuda.RecordWith2DArray, rows*cols)
				want := make([]nbcuda.RecordWith2DArray, rows*cols)
				for x := range rows {
					for y := range cols {
						e := &in[x*cols+y]
						e.I = int32(x*x + y)
						for k := range 6 {
							e.J[k/2][k%2] = float32(k*x + y)
						}
						want[y*rows+x] = *e
					}
				}
				launch(t, p.on, func() error {
					return kern.NewKernel4(nbcuda.TransposeRecord).Launch(p.on, grid(rows, cols), kern.D2(tile, tile), in, rows, cols, out)
				})
				if !reflect.DeepEqual(out, want) {
					t.Fatalf("record %d×%d: %v, want %v", rows, cols, out, want)
				}
				// test_transpose_bool.
				bin, bout, bwant := make([]bool, rows*cols), make([]bool, rows*cols), make([]bool, rows*cols)
				for x := range rows {
					for y := range cols {
						bin[x*cols+y] = r.IntN(2) == 1
						bwant[y*rows+x] = bin[x*cols+y]
					}
				}
				launch(t, p.on, func() error {
					return kern.NewKernel4(nbcuda.Transpose[bool]).Launch(p.on, grid(rows, cols), kern.D2(tile, tile), bin, rows, cols, bout)
				})
				if !slices.Equal(bout, bwant) {
					t.Fatalf("bool %d×%d: %v, want %v", rows, cols, bout, bwant)
				}
			}
			// test_transpose_view: a transposed view of a device array
			// copies to the host as NumPy's a[::2, ::2].T.
			if dev, ok := p.on.(*kern.Device); ok {
				data := make([]int64, 120)
				for i := range data {
					data[i] = int64(i)
				}
				a := nd.Must(nd.FromSlice(data, 10, 12))
				da, err := kern.ToDevice(dev, a)
				if err != nil {
					t.Fatal(err)
				}
				defer da.Free()
				dv, err := da.Slice(nd.All().By(2), nd.All().By(2))
				if err == nil {
					dv, err = dv.Transpose()
				}
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(dv.Shape(), []int{6, 5}) {
					t.Fatalf("view shape %v, want [6 5]", dv.Shape())
				}
				h, err := dv.CopyToHost()
				if err != nil {
					t.Fatal(err)
				}
				for i := range 6 {
					for j := range 5 {
						if h.At(i, j) != data[(2*j)*12+2*i] {
							t.Fatalf("view [%d, %d] = %d, want %d", i, j, h.At(i, j), data[(2*j)*12+2*i])
						}
					}
				}
			}
		})
	}
}
