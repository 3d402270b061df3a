package ufunc

import (
	"fmt"

	"github.com/kernlab/kern/nd"
)

// Plan is how to visit every element of a broadcast shape for a set of
// operands: the shape after dropping axes of length 1 and merging axes
// that every operand steps through evenly, and each operand's byte stride
// along each remaining axis (0 where it is broadcast). A plan of C-
// contiguous operands of one shape is 1-d: a single run over all elements.
type Plan struct {
	Shape   []int   // iteration shape, outermost first; empty for one element
	Strides [][]int // Strides[k][d]: operand k's byte step along axis d
	Size    int     // number of elements (product of Shape)
}

// NewPlan makes the plan that visits shape, in C order, for operands of the
// given shapes and byte strides. An operand's shape must broadcast to shape
// (NumPy rules: aligned at the last axis, each axis equal or 1); outputs
// should be checked by the caller to have exactly shape.
func NewPlan(shape []int, opShapes, opStrides [][]int) (Plan, error) {
	nd0 := len(shape)
	size := 1
	for _, n := range shape {
		if n < 0 {
			return Plan{}, fmt.Errorf("ufunc: negative extent in shape %s: %w", nd.ShapeString(shape), nd.ErrShape)
		}
		size *= n
	}
	nops := len(opShapes)
	// One allocation for every operand's broadcast strides (full) and the
	// merged ones (p.Strides), which never outgrow nd0 axes.
	buf := make([]int, 2*nops*nd0+nd0)
	full := make([][]int, 2*nops)
	for k, sh := range opShapes {
		if len(sh) > nd0 || len(opStrides[k]) != len(sh) {
			return Plan{}, fmt.Errorf("ufunc: operand %d of shape %s cannot broadcast to %s: %w",
				k+1, nd.ShapeString(sh), nd.ShapeString(shape), nd.ErrBroadcast)
		}
		st := buf[k*nd0 : (k+1)*nd0 : (k+1)*nd0]
		off := nd0 - len(sh)
		for i, n := range sh {
			switch {
			case n == shape[off+i] && n != 1:
				st[off+i] = opStrides[k][i]
			case n == 1:
				st[off+i] = 0
			default:
				return Plan{}, fmt.Errorf("ufunc: operand %d of shape %s cannot broadcast to %s: %w",
					k+1, nd.ShapeString(sh), nd.ShapeString(shape), nd.ErrBroadcast)
			}
		}
		full[k] = st
	}
	p := Plan{Size: size, Strides: full[nops:], Shape: buf[2*nops*nd0 : 2*nops*nd0 : len(buf)]}
	for k := range p.Strides {
		p.Strides[k] = buf[(nops+k)*nd0 : (nops+k)*nd0 : (nops+k+1)*nd0]
	}
	full = full[:nops]
	if size == 0 {
		p.Shape = []int{0}
		for k := range p.Strides {
			p.Strides[k] = []int{0}
		}
		return p, nil
	}
	// Keep the axes longer than 1, then merge an axis into the previous
	// kept one when every operand's step along the previous is the length
	// of this axis times its step here.
	for d, n := range shape {
		if n <= 1 {
			continue
		}
		if m := len(p.Shape); m > 0 && mergeable(full, p.Strides, n, d) {
			p.Shape[m-1] *= n
			for k := range full {
				p.Strides[k][m-1] = full[k][d]
			}
			continue
		}
		p.Shape = append(p.Shape, n)
		for k := range full {
			p.Strides[k] = append(p.Strides[k], full[k][d])
		}
	}
	return p, nil
}

// mergeable reports whether the last merged axis (steps in merged) can
// absorb axis d of length n.
func mergeable(full, merged [][]int, n, d int) bool {
	for k := range full {
		last := merged[k][len(merged[k])-1]
		if last != n*full[k][d] {
			return false
		}
	}
	return true
}

// Inner is the length of the innermost axis (1 for a single element).
func (p *Plan) Inner() int {
	if len(p.Shape) == 0 {
		return 1
	}
	return p.Shape[len(p.Shape)-1]
}

// InnerStride is operand k's byte step along the innermost axis.
func (p *Plan) InnerStride(k int) int {
	if len(p.Shape) == 0 {
		return 0
	}
	return p.Strides[k][len(p.Shape)-1]
}

// Offsets stores in offs the byte offset of element i (C order over
// Shape) for every operand.
func (p *Plan) Offsets(i int, offs []int) {
	clear(offs)
	for d := len(p.Shape) - 1; d >= 0 && i > 0; d-- {
		n := p.Shape[d]
		q, r := i/n, i%n
		for k := range offs {
			offs[k] += r * p.Strides[k][d]
		}
		i = q
	}
}

// Cursor walks a plan in runs along the innermost axis. It allocates once,
// when it is made; Run and Advance allocate nothing.
type Cursor struct {
	p    *Plan
	idx  []int
	Offs []int // byte offset of the current element in each operand
}

// Cursor returns a cursor at element start.
func (p *Plan) Cursor(start int) *Cursor {
	c := &Cursor{p: p, idx: make([]int, len(p.Shape)), Offs: make([]int, len(p.Strides))}
	c.Seek(start)
	return c
}

// Seek moves the cursor to element i.
func (c *Cursor) Seek(i int) {
	p := c.p
	clear(c.Offs)
	for d := len(p.Shape) - 1; d >= 0; d-- {
		n := p.Shape[d]
		c.idx[d] = i % n
		for k := range c.Offs {
			c.Offs[k] += c.idx[d] * p.Strides[k][d]
		}
		i /= n
	}
}

// Run is the number of elements from the cursor to the end of the current
// innermost row, at most limit.
func (c *Cursor) Run(limit int) int {
	if len(c.idx) == 0 {
		return min(1, limit)
	}
	return min(c.p.Shape[len(c.idx)-1]-c.idx[len(c.idx)-1], limit)
}

// Advance moves the cursor n elements on, n at most Run's result.
func (c *Cursor) Advance(n int) {
	p := c.p
	d := len(c.idx) - 1
	if d < 0 {
		return
	}
	c.idx[d] += n
	for k := range c.Offs {
		c.Offs[k] += n * p.Strides[k][d]
	}
	for d > 0 && c.idx[d] >= p.Shape[d] {
		for k := range c.Offs {
			c.Offs[k] -= c.idx[d]*p.Strides[k][d] - p.Strides[k][d-1]
		}
		c.idx[d] = 0
		d--
		c.idx[d]++
	}
}

// MinChunkBytes is the least output a parallel worker is handed at once:
// small chunks cost more in scheduling than they gain.
const MinChunkBytes = 64 << 10

// ChunkLen is the number of elements per chunk when size elements, each
// writing outBytes bytes of output, are spread over workers: at least
// MinChunkBytes of output, and about four chunks per worker so that a slow
// worker does not hold up the rest, rounded up to a multiple of ChunkAlign
// elements so that every chunk of an aligned output starts aligned (no two
// workers write one cache line; SIMD loops may stream their stores). It
// returns size (one chunk) when the work is too small to split.
func ChunkLen(size, outBytes, workers int) int {
	if outBytes < 1 {
		outBytes = 1
	}
	minLen := max(1, MinChunkBytes/outBytes)
	if workers < 2 || size <= minLen {
		return max(size, 1)
	}
	n := max((size+4*workers-1)/(4*workers), minLen)
	return (n + ChunkAlign - 1) &^ (ChunkAlign - 1)
}

// ChunkAlign is the element multiple of ChunkLen's chunks: 64 elements
// are at least a 64-byte cache line of any element type.
const ChunkAlign = 64
