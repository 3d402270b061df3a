package ufunc

import (
	"errors"
	"reflect"
	"testing"

	"github.com/kernlab/kern/nd"
)

// naiveOffsets is the byte offset of every element of shape, in C order,
// for an operand of the given shape and strides broadcast to it.
func naiveOffsets(shape, opShape, opStrides []int) []int {
	size := 1
	for _, n := range shape {
		size *= n
	}
	out := make([]int, 0, size)
	idx := make([]int, len(shape))
	for range size {
		off := 0
		for i := range opShape {
			d := len(shape) - len(opShape) + i
			if opShape[i] != 1 {
				off += idx[d] * opStrides[i]
			}
		}
		out = append(out, off)
		for d := len(shape) - 1; d >= 0; d-- {
			idx[d]++
			if idx[d] < shape[d] {
				break
			}
			idx[d] = 0
		}
	}
	return out
}

func TestPlanWalk(t *testing.T) {
	tests := []struct {
		name      string
		shape     []int
		opShapes  [][]int
		opStrides [][]int
		dims      int // number of axes after coalescing
	}{
		{"contiguous", []int{4, 5, 6}, [][]int{{4, 5, 6}, {4, 5, 6}}, [][]int{{120, 24, 4}, {240, 48, 8}}, 1},
		{"broadcast row", []int{4, 5}, [][]int{{5}, {4, 5}}, [][]int{{8}, {40, 8}}, 2},
		{"scalar", []int{3, 7}, [][]int{{}, {3, 7}}, [][]int{{}, {28, 4}}, 1},
		{"transposed", []int{3, 4}, [][]int{{3, 4}, {3, 4}}, [][]int{{4, 12}, {16, 4}}, 2},
		{"negative", []int{6}, [][]int{{6}, {6}}, [][]int{{-4}, {4}}, 1},
		{"size-1 axes", []int{1, 5, 1, 3}, [][]int{{1, 5, 1, 3}, {3}}, [][]int{{999, 12, 999, 4}, {4}}, 2},
		{"zero-d", []int{}, [][]int{{}, {}}, [][]int{{}, {}}, 0},
		{"sliced rows", []int{3, 4}, [][]int{{3, 4}}, [][]int{{32, 4}}, 2},
	}
	for _, tt := range tests {
		p, err := NewPlan(tt.shape, tt.opShapes, tt.opStrides)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if len(p.Shape) != tt.dims {
			t.Errorf("%s: plan shape %v, want %d axes", tt.name, p.Shape, tt.dims)
		}
		want := make([][]int, len(tt.opShapes))
		for k := range want {
			want[k] = naiveOffsets(tt.shape, tt.opShapes[k], tt.opStrides[k])
		}
		// Walk by cursor in pieces of every length limit, and by Offsets.
		for _, limit := range []int{1, 2, 5, 1 << 30} {
			got := make([][]int, len(want))
			c := p.Cursor(0)
			for i := 0; i < p.Size; {
				n := c.Run(min(limit, p.Size-i))
				for j := range n {
					for k := range got {
						got[k] = append(got[k], c.Offs[k]+j*p.InnerStride(k))
					}
				}
				c.Advance(n)
				i += n
			}
			for k := range want {
				if !reflect.DeepEqual(got[k], want[k]) && !(len(got[k]) == 0 && len(want[k]) == 0) {
					t.Errorf("%s limit %d: operand %d offsets %v, want %v", tt.name, limit, k, got[k], want[k])
				}
			}
		}
		offs := make([]int, len(want))
		for i := range p.Size {
			p.Offsets(i, offs)
			c := p.Cursor(i)
			for k := range want {
				if offs[k] != want[k][i] || c.Offs[k] != want[k][i] {
					t.Errorf("%s: element %d operand %d: Offsets %d, Seek %d, want %d", tt.name, i, k, offs[k], c.Offs[k], want[k][i])
				}
			}
		}
	}
}

func TestPlanErrors(t *testing.T) {
	if _, err := NewPlan([]int{3, 4}, [][]int{{3}}, [][]int{{4}}); !errors.Is(err, nd.ErrBroadcast) {
		t.Errorf("(3,) to (3, 4): %v, want ErrBroadcast", err)
	}
	if _, err := NewPlan([]int{4}, [][]int{{2, 4}}, [][]int{{16, 4}}); !errors.Is(err, nd.ErrBroadcast) {
		t.Errorf("(2, 4) to (4,): %v, want ErrBroadcast", err)
	}
	p, err := NewPlan([]int{3, 0}, [][]int{{3, 0}}, [][]int{{0, 4}})
	if err != nil || p.Size != 0 {
		t.Errorf("empty: %+v %v", p, err)
	}
}

func TestChunkLen(t *testing.T) {
	tests := []struct{ size, outBytes, workers, want int }{
		{16, 4, 8, 16},                  // too small to split
		{16384, 4, 8, 16384},            // exactly one minimum chunk
		{1 << 20, 4, 1, 1 << 20},        // one worker
		{1 << 20, 4, 2, 1 << 17},        // four chunks per worker
		{1 << 20, 4, 64, 16384},         // floor of 64 KiB
		{100_000_000, 4, 16, 1_562_560}, // big: four per worker, rounded up to 64
		{100_000, 3, 2, 21_888},         // floor of 64 KiB / 3, rounded up to 64
		{0, 4, 8, 1},
	}
	for _, tt := range tests {
		if got := ChunkLen(tt.size, tt.outBytes, tt.workers); got != tt.want {
			t.Errorf("ChunkLen(%d, %d, %d) = %d, want %d", tt.size, tt.outBytes, tt.workers, got, tt.want)
		}
	}
}
