package chunked

// Geom splits a C-ordered loop shape into chunks that are contiguous
// ranges of the flat loop index: axis d is cut into runs of rows indices,
// the axes after it are whole, each index of the axes before it is its own
// run. So every chunk is a rectangular view of every operand.
type Geom struct {
	shape []int
	D     int // the cut axis
	Rows  int // indices of axis d per chunk
	Inner int // loop indices per index of axis D
	per   int // chunks per index of the axes before d
	N     int // chunks
}

// NewGeom cuts shape (non-empty, every extent ≥ 1) into chunks of at most
// chunk loop indices, or of one row of the innermost axis when that is
// longer.
func NewGeom(shape []int, chunk int) Geom {
	// The cut axis is the outermost one whose inner axes fit in a chunk.
	g := Geom{shape: shape, D: len(shape) - 1, Inner: 1}
	for g.D > 0 && g.Inner*shape[g.D] <= chunk {
		g.Inner *= shape[g.D]
		g.D--
	}
	g.Rows = max(1, min(shape[g.D], chunk/g.Inner))
	g.per = (shape[g.D] + g.Rows - 1) / g.Rows
	g.N = g.per
	for _, e := range shape[:g.D] {
		g.N *= e
	}
	return g
}

// At returns chunk c: the indices of the axes before d (in idx), the first
// index of axis d, its row count and the flat loop range [lo, hi).
func (g *Geom) At(c int, idx []int) (start, rows, lo, hi int) {
	o, j := c/g.per, c%g.per
	start = j * g.Rows
	rows = min(g.Rows, g.shape[g.D]-start)
	r := o
	for a := g.D - 1; a >= 0; a-- {
		idx[a] = r % g.shape[a]
		r /= g.shape[a]
	}
	lo = (o*g.shape[g.D] + start) * g.Inner
	return start, rows, lo, lo + rows*g.Inner
}
