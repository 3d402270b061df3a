package kern_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
)

// TestEmulatedPackedUfuncs runs element-wise ufuncs over 8- and 16-bit
// operands, whose GPU wrapper handles several elements a thread where
// every array operand is aligned to its group (four bytes of the
// narrowest), on device arrays that start at every offset within a group
// (so some launches take the grouped path, some do not, and operands can
// disagree), with lengths that leave every remainder, and with a
// broadcast scalar, against plain Go.
func TestEmulatedPackedUfuncs(t *testing.T) {
	mix := kern.Vectorize("PackMix", kern.Loop3(gputest.PackMix))
	narrow := kern.Vectorize("PackNarrow", kern.Loop2(gputest.PackNarrow))
	r := rand.New(rand.NewPCG(3, 5))
	const size = 4200
	a, b, c := make([]uint8, size), make([]int16, size), make([]float32, size)
	for i := range size {
		a[i], b[i], c[i] = uint8(r.Uint32()), int16(r.Uint32()), float32(r.NormFloat64())
	}
	for _, p := range places() {
		if !p.gpu {
			continue
		}
		dev := p.on.(*kern.Device)
		da, err := kern.ToDevice(dev, nd.Must(nd.FromSlice(a, size)))
		if err != nil {
			t.Fatal(err)
		}
		db, err := kern.ToDevice(dev, nd.Must(nd.FromSlice(b, size)))
		if err != nil {
			t.Fatal(err)
		}
		dc, err := kern.ToDevice(dev, nd.Must(nd.FromSlice(c, size)))
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range []int{1, 2, 3, 5, 8, 4097} {
			for _, off := range [][3]int{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 2}, {2, 2, 2}, {3, 1, 3}, {4, 2, 4}} {
				t.Run(fmt.Sprintf("%s/n=%d/off=%v", p.name, n, off), func(t *testing.T) {
					va, err := da.Slice(nd.S(off[0], off[0]+n, 1))
					if err != nil {
						t.Fatal(err)
					}
					vb, err := db.Slice(nd.S(off[1], off[1]+n, 1))
					if err != nil {
						t.Fatal(err)
					}
					vc, err := dc.Slice(nd.S(off[2], off[2]+n, 1))
					if err != nil {
						t.Fatal(err)
					}
					m, err := kern.AsDevice[float32](mix.Call(dev, va, vb, vc))
					if err != nil {
						t.Fatal(err)
					}
					got := nd.Must(m.CopyToHost()).ToSlice()
					for i := range n {
						x, y, z := a[off[0]+i], b[off[1]+i], c[off[2]+i]
						if w := gputest.PackMix(x, y, z); math.Float32bits(got[i]) != math.Float32bits(w) {
							t.Fatalf("PackMix(%d, %d, %g) [%d] = %g, Go %g", x, y, z, i, got[i], w)
						}
					}
					// A broadcast float32 beside the arrays.
					m, err = kern.AsDevice[float32](mix.Call(dev, va, vb, float32(0.75)))
					if err != nil {
						t.Fatal(err)
					}
					got = nd.Must(m.CopyToHost()).ToSlice()
					for i := range n {
						x, y := a[off[0]+i], b[off[1]+i]
						if w := gputest.PackMix(x, y, 0.75); math.Float32bits(got[i]) != math.Float32bits(w) {
							t.Fatalf("PackMix(%d, %d, 0.75) [%d] = %g, Go %g", x, y, i, got[i], w)
						}
					}
					// A 1-byte result, written four to a word, into a
					// view at an offset of its own.
					out, err := kern.NewDeviceArray[int8](dev, []int{n + 3}, nd.C)
					if err != nil {
						t.Fatal(err)
					}
					vo, err := out.Slice(nd.S(off[2]%4, off[2]%4+n, 1))
					if err != nil {
						t.Fatal(err)
					}
					if err := narrow.Into(dev, vo, va, vb); err != nil {
						t.Fatal(err)
					}
					g8 := nd.Must(vo.CopyToHost()).ToSlice()
					for i := range n {
						x, y := a[off[0]+i], b[off[1]+i]
						if w := gputest.PackNarrow(x, y); g8[i] != w {
							t.Fatalf("PackNarrow(%d, %d) [%d] = %d, Go %d", x, y, i, g8[i], w)
						}
					}
				})
			}
		}
	}
}
