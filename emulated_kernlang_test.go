package kern_test

import (
	"errors"
	"math"
	"reflect"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/langtest"
)

// TestEmulatedKernLang launches, on every place against the same Go code
// on the host, kernels generic over T any (compiled for the instances
// their package names, through a generic launcher too) and a kernel that
// passes slices of local arrays to device functions, one of which the
// GPU code calls rather than inlines.
func TestEmulatedKernLang(t *testing.T) {
	idx := []int32{4, 0, 2, 2, 7, 1, 3, 6, 5, 0, 1}
	vecs := make([]langtest.Vec3, 8)
	cells := make([]langtest.Cell, 8)
	floats := make([]float64, 8)
	for i := range 8 {
		vecs[i] = langtest.Vec3{X: float32(i), Y: -float32(i) * 0.5, Z: 3}
		cells[i] = langtest.Cell{ID: int32(100 + i), Live: i%3 == 0, W: [2]float64{float64(i) / 4, -1}}
		floats[i] = float64(i)*1.25 - 2
	}
	in := []float32{0, 1.5, -2, 3.25, 7, -0.5, 12}
	wantOut, wantWaves := make([]float32, len(in)), make([]float32, 3*len(in))
	for i, x := range in {
		var a [8]float32
		for k := range a {
			a[k] = x + float32(k)
		}
		a[6], a[7] = 10, 11
		var half float32
		for _, v := range a[1:4] { // firstHalf(a[1:]): the first 3 of 7
			half += v
		}
		var s float32
		for _, v := range a {
			s += v
		}
		wantOut[i] = s + 100*half + a[7]
		w := []float32{x, x + 1, x + 2}
		langtest.Wave(w)
		langtest.Wave(w[1:])
		copy(wantWaves[3*i:], w)
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			dv := make([]langtest.Vec3, len(idx))
			if err := langtest.GatherVec3(p.on, dv, vecs, idx); err != nil {
				t.Fatal(err)
			}
			dc := make([]langtest.Cell, len(idx))
			if err := kern.NewKernel3(langtest.Gather[langtest.Cell]).Launch(p.on, 2, 4, dc, cells, idx); err != nil {
				t.Fatal(err)
			}
			df := make([]float64, len(idx))
			if err := kern.NewKernel3(langtest.Gather[float64]).Launch(p.on, 2, 4, df, floats, idx); err != nil {
				t.Fatal(err)
			}
			for i, k := range idx {
				if dv[i] != vecs[k] || dc[i] != cells[k] || df[i] != floats[k] {
					t.Fatalf("Gather: element %d: %v %v %v, want %v %v %v", i, dv[i], dc[i], df[i], vecs[k], cells[k], floats[k])
				}
			}

			a := []int8{1, -2, 3, -4, 5}
			b := append([]langtest.Cell(nil), cells[:6]...)
			if err := kern.NewKernel2(langtest.SwapPairs[int8, langtest.Cell]).Launch(p.on, 1, 4, a, b); err != nil {
				t.Fatal(err)
			}
			if want := []int8{-2, 1, -4, 3, 5}; !reflect.DeepEqual(a, want) {
				t.Errorf("SwapPairs: %v, want %v", a, want)
			}
			if want := []langtest.Cell{cells[1], cells[0], cells[3], cells[2], cells[4], cells[5]}; !reflect.DeepEqual(b, want) {
				t.Errorf("SwapPairs: %v, want %v", b, want)
			}

			// An instance the package does not name (this test file's,
			// which kern gen does not read): kern gen compiled
			// no code for it, which a GPU launch says; the CPU targets
			// run its Go code.
			d16 := make([]int16, 3)
			err := kern.NewKernel3(langtest.Gather[int16]).Launch(p.on, 1, 4, d16, []int16{5, 6, 7}, []int32{2, 0, 1})
			if p.gpu {
				if !errors.Is(err, kern.ErrNoGPUCode) {
					t.Errorf("Gather[int16] on a GPU: %v, want ErrNoGPUCode", err)
				}
			} else if err != nil || !reflect.DeepEqual(d16, []int16{7, 5, 6}) {
				t.Errorf("Gather[int16]: %v %v", d16, err)
			}

			out, waves := make([]float32, len(in)), make([]float32, 3*len(in))
			if err := kern.NewKernel3(langtest.LocalSlices).Launch(p.on, 2, 4, in, out, waves); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(out, wantOut) {
				t.Errorf("LocalSlices: %v, want %v", out, wantOut)
			}
			for i := range waves {
				if math.Float32bits(waves[i]) != math.Float32bits(wantWaves[i]) {
					t.Errorf("LocalSlices: waves %v, want %v", waves, wantWaves)
					break
				}
			}
		})
	}
}
