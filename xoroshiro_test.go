package kern_test

import (
	"bufio"
	"bytes"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// xoroCase is one line of testdata/numba_xoroshiro.txt: numba's states
// for (seed, subsequence start, n) and DRAWS draws per state of next,
// uniform float32/float64 and normal float32/float64 (float bits).
type xoroCase struct {
	seed, sub uint64
	n         int
	states    []uint64
	draws     [5][]uint64
}

const xoroDraws = 6

func parseXoro(t *testing.T, text []byte) []xoroCase {
	t.Helper()
	var cs []xoroCase
	sc := bufio.NewScanner(bytes.NewReader(text))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		var w []uint64
		for _, f := range strings.Fields(line) {
			v, err := strconv.ParseUint(f, 16, 64)
			if err != nil {
				t.Fatal(err)
			}
			w = append(w, v)
		}
		c := xoroCase{seed: w[0], sub: w[1], n: int(w[2])}
		w = w[3:]
		c.states, w = w[:2*c.n], w[2*c.n:]
		for k := range c.draws {
			c.draws[k], w = w[:c.n*xoroDraws], w[c.n*xoroDraws:]
		}
		cs = append(cs, c)
	}
	return cs
}

// xoroDraw runs draw kind k on a copy of states, as the golden file does.
func xoroDraw(states []uint64, n, k int) []uint64 {
	st := append([]uint64(nil), states...)
	var out []uint64
	for i := range n {
		for range xoroDraws {
			var v uint64
			switch k {
			case 0:
				v = kern.XoroshiroNext(st, i)
			case 1:
				v = uint64(math.Float32bits(kern.XoroshiroUniformFloat32(st, i)))
			case 2:
				v = math.Float64bits(kern.XoroshiroUniformFloat64(st, i))
			case 3:
				v = uint64(math.Float32bits(kern.XoroshiroNormalFloat32(st, i)))
			case 4:
				v = math.Float64bits(kern.XoroshiroNormalFloat64(st, i))
			}
			out = append(out, v)
		}
	}
	return out
}

// xoroClose compares draws of kind k: integers and uniforms exactly,
// normals within 4 ULP (as bit patterns: floats of one sign), since
// numba's CPU code calls the C library's log, cos and sqrt where kern
// runs Go's math.
func xoroClose(k int, got, want uint64) bool {
	d := got - want
	if got < want {
		d = want - got
	}
	return d == 0 || k >= 3 && d <= 4
}

// TestXoroshiroNumba checks states and draws against numba.cuda.random's
// own functions (golden vectors made by testdata/numba_xoroshiro.py; with
// numba installed the script runs again and must print the same).
func TestXoroshiroNumba(t *testing.T) {
	golden, err := os.ReadFile("testdata/numba_xoroshiro.txt")
	if err != nil {
		t.Fatal(err)
	}
	kinds := []string{"next", "uniform_float32", "uniform_float64", "normal_float32", "normal_float64"}
	for _, c := range parseXoro(t, golden) {
		st := kern.Xoroshiro128pStates(c.n, c.seed, c.sub)
		for i := range c.states {
			if st[i] != c.states[i] {
				t.Fatalf("seed %x sub %d: state word %d = %x, numba %x", c.seed, c.sub, i, st[i], c.states[i])
			}
		}
		for k, want := range c.draws {
			got := xoroDraw(st, c.n, k)
			for j := range want {
				if !xoroClose(k, got[j], want[j]) {
					t.Errorf("seed %x sub %d: %s draw %d = %x, numba %x", c.seed, c.sub, kinds[k], j, got[j], want[j])
				}
			}
		}
	}
	t.Run("numba", func(t *testing.T) {
		py := testtool.Python(t)
		if exec.Command(py, "-c", "import numba").Run() != nil {
			t.Skip("numba is not installed (apt-get install python3-numba)")
		}
		out, err := exec.Command(py, "testdata/numba_xoroshiro.py").Output()
		if err != nil {
			t.Fatal(err)
		}
		strip := func(b []byte) string { // the version line may differ
			_, rest, _ := bytes.Cut(b, []byte("\n"))
			return string(rest)
		}
		if strip(out) != strip(golden) {
			t.Fatal("testdata/numba_xoroshiro.txt differs from what numba prints now: regenerate it")
		}
	})
}
