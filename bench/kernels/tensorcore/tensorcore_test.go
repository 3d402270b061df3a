package tensorcore

import (
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/half"
)

var matmul = kern.NewKernel6(MatmulF16)

// TestMatmulF16 runs MatmulF16 on 2×3 blocks and 5 steps (each block's
// first, middle and last slab, both stages twice) on every CPU target and
// on the emulated sm_80 and gfx90a where KERN_EMULATE names them, and
// compares every element of C bit for bit with kern.MMA's documented
// float32 accumulation in plain Go (products rounded to float32, added in
// k order), which those targets compute exactly.
func TestMatmulF16(t *testing.T) {
	const m, n, k = 2 * Tile, 3 * Tile, 5 * Step
	r := rand.New(rand.NewPCG(3, 4))
	a, b := make([]kern.Float16, m*k), make([]kern.Float16, k*n)
	for i := range a {
		a[i] = half.ToFloat16(float32(r.NormFloat64()))
	}
	for i := range b {
		b[i] = half.ToFloat16(float32(r.NormFloat64()))
	}
	want := make([]float32, m*n)
	for i := range m {
		for j := range n {
			var acc float32
			for p := range k {
				acc += a[i*k+p].Float32() * b[p*n+j].Float32()
			}
			want[i*n+j] = acc
		}
	}
	targets := []kern.Target{kern.CPU, kern.Parallel, kern.Sim}
	emulate := strings.Split(os.Getenv("KERN_EMULATE"), ",")
	if slices.Contains(emulate, "cuda") {
		targets = append(targets, kern.CUDA)
	}
	if slices.Contains(emulate, "roc") {
		targets = append(targets, kern.ROC)
	}
	for _, on := range targets {
		dev, err := kern.DefaultDevice(on)
		if err != nil {
			t.Fatal(err)
		}
		if arch := dev.Info().Arch; on == kern.CUDA && arch < "sm_80" || on == kern.ROC && arch != "gfx90a" {
			t.Logf("%v: %s has no tensor cores this package is generated for (KERN_EMULATE=cuda,sm_80 or roc)", on, arch)
			continue
		}
		c := make([]float32, m*n)
		if err := matmul.Launch(on, kern.D2(n/Tile, m/Tile), 4*dev.Info().WarpSize, a, b, c, m, n, k); err != nil {
			t.Fatalf("%v: %v", on, err)
		}
		bad := 0
		for i := range c {
			if math.Float32bits(c[i]) != math.Float32bits(want[i]) {
				if bad++; bad <= 5 {
					t.Errorf("%v: C[%d,%d] = %v, want %v", on, i/n, i%n, c[i], want[i])
				}
			}
		}
		if bad > 0 {
			t.Errorf("%v on %v: %d of %d elements differ", on, dev, bad, len(c))
		} else {
			t.Logf("%v on %v: %d elements equal", on, dev, len(c))
		}
	}
}
