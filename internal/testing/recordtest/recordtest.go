// Package recordtest has the kernels of the record-array tests
// (TestEmulatedRecords in package kern): slices of structs, of arrays and
// of bools as kernel parameters, read and written field by field and
// whole.
package recordtest

//go:generate go tool kern gen -fmad=false

import "github.com/kernlab/kern"

// Particle mixes field sizes so that Go's layout has padding.
type Particle struct {
	X, Y   float32
	VX, VY float32
	Mass   float64
	Alive  bool
	ID     int32
}

// Step moves each live particle by its velocity.
//
//kern:kernel
func Step(t *kern.Thread, ps []Particle, dt float32) {
	i := t.Grid1()
	if i >= len(ps) {
		return
	}
	p := &ps[i]
	if !p.Alive {
		return
	}
	p.X += p.VX * dt
	p.Y += p.VY * dt
	if p.X > 100 {
		p.Alive = false
	}
}

// Energy reads whole records.
//
//kern:kernel
func Energy(t *kern.Thread, e []float64, ps []Particle) {
	i := t.Grid1()
	if i >= len(ps) {
		return
	}
	p := ps[i]
	v2 := float64(p.VX*p.VX + p.VY*p.VY)
	if p.Alive {
		e[i] = 0.5 * p.Mass * v2
	} else {
		e[i] = -float64(p.ID)
	}
}

// Swap writes whole records.
//
//kern:kernel
func Swap(t *kern.Thread, ps []Particle) {
	i := t.Grid1()
	if 2*i+1 >= len(ps) {
		return
	}
	ps[2*i], ps[2*i+1] = ps[2*i+1], ps[2*i]
}

// Mask sets m to whether x is positive, and counts.
//
//kern:kernel
func Mask(t *kern.Thread, m []bool, x []float32) {
	i := t.Grid1()
	if i >= len(x) {
		return
	}
	m[i] = x[i] > 0
}

// Rows sums fixed arrays.
//
//kern:kernel
func Rows(t *kern.Thread, s []float32, v [][4]float32) {
	i := t.Grid1()
	if i >= len(v) {
		return
	}
	s[i] = v[i][0] + v[i][1] + v[i][2] + v[i][3]
	v[i][3] = s[i]
}

// Cell nests a record and an array in a record, with a complex number, a
// half and a byte between wider fields.
type Cell struct {
	Tag    uint8
	Pos    [3]float64
	Z      complex64
	H      kern.Float16
	Inner  Inner
	Weight float32
}

// Inner is a record within a record.
type Inner struct {
	N    int16
	Sum  int64
	Seen bool
}

// Accumulate updates each cell from its own fields, through a device
// function that takes and returns a record.
//
//kern:kernel
func Accumulate(t *kern.Thread, cs []Cell, w []float32) {
	i := t.Grid1()
	if i >= len(cs) {
		return
	}
	c := cs[i]
	c.Inner = bump(c.Inner, int64(c.Tag))
	c.Pos[1] += float64(w[i])
	c.Z *= complex(w[i], 1)
	c.H = kern.HAdd(c.H, kern.ToFloat16(w[i]))
	c.Weight = float32(c.Pos[0]+c.Pos[1]+c.Pos[2]) + real(c.Z)
	cs[i] = c
}

func bump(in Inner, by int64) Inner {
	in.N++
	in.Sum += by
	in.Seen = !in.Seen
	return in
}

// Scale is generic in its scalar type and takes a record slice: its
// instances are told apart by the record's name too.
//
//kern:kernel
func Scale[T float32 | float64](t *kern.Thread, out []T, ps []Pair[T], k T) {
	i := t.Grid1()
	if i >= len(ps) {
		return
	}
	out[i] = k * (ps[i].A - ps[i].B)
	ps[i].A, ps[i].B = ps[i].B, ps[i].A
}

// Pair is a generic record.
type Pair[T float32 | float64] struct{ A, B T }

// Anon takes a slice of an unnamed struct.
//
//kern:kernel
func Anon(t *kern.Thread, v []struct{ Lo, Hi int32 }) {
	i := t.Grid1()
	if i >= len(v) {
		return
	}
	v[i].Lo, v[i].Hi = v[i].Hi, v[i].Lo+v[i].Hi
}

// Reverse reverses each block's 64 particles through a shared array of
// records.
//
//kern:kernel
func Reverse(t *kern.Thread, ps []Particle) {
	tile := kern.Shared[[64]Particle](t)
	i, l := t.Grid1(), t.ThreadIdx().X
	if i < len(ps) {
		tile[l] = ps[i]
	}
	t.SyncThreads()
	base := i - l
	j := base + 63 - l
	if j < len(ps) && i < len(ps) {
		ps[i] = tile[63-l]
		ps[i].ID = tile[63-l].ID + int32(l)
	}
}

// Bin is a histogram bucket updated atomically field by field.
type Bin struct {
	Count int32
	Max   uint32
	Total int64
}

// Tally bins x by x%len(bins) with atomics on the records' fields.
//
//kern:kernel
func Tally(t *kern.Thread, bins []Bin, x []uint32) {
	i := t.Grid1()
	if i >= len(x) {
		return
	}
	b := &bins[int(x[i])%len(bins)]
	kern.AtomicAdd(&b.Count, 1)
	kern.AtomicMax(&b.Max, x[i])
	kern.AtomicAdd(&b.Total, int64(x[i]))
}

// Same compares whole records, nested records and arrays with == and
// !=, as Go does: field by field, floats as numbers.
//
//kern:kernel
func Same(t *kern.Thread, a, b []Cell, out []uint8) {
	i := t.Grid1()
	if i >= len(out) {
		return
	}
	var r uint8
	if a[i] == b[i] {
		r |= 1
	}
	if a[i].Inner != b[i].Inner {
		r |= 2
	}
	if a[i].Pos == b[i].Pos {
		r |= 4
	}
	if a[i].Z == b[i].Z {
		r |= 8
	}
	out[i] = r
}

// Stats is a running sum with pointer methods, as Go code keeps one.
type Stats struct {
	Sum   float64
	Count int32
	Max   float32
}

// Add folds v into s through its pointer receiver.
func (s *Stats) Add(v float32) {
	s.Sum += float64(v)
	s.Count++
	s.Max = max(s.Max, v)
}

// Spread calls a pointer method too large to inline (its steps, inlined
// into it, make it so): GPU code passes the receiver's address.
func (s *Stats) Spread(v float32) {
	x := float64(v)
	x = step(x, 0.25, 0)
	x = step(x, 0.5, 1)
	x = step(x, 0.75, 2)
	x = step(x, 1.0, 3)
	x = step(x, 1.25, 4)
	x = step(x, 1.5, 5)
	x = step(x, 1.75, 6)
	x = step(x, 0.25, 7)
	x = step(x, 0.5, 8)
	x = step(x, 0.75, 9)
	x = step(x, 1.0, 10)
	x = step(x, 1.25, 11)
	x = step(x, 1.5, 12)
	x = step(x, 1.75, 13)
	x = step(x, 0.25, 14)
	x = step(x, 0.5, 15)
	x = step(x, 0.75, 16)
	x = step(x, 1.0, 17)
	x = step(x, 1.25, 18)
	x = step(x, 1.5, 19)
	x = step(x, 1.75, 20)
	x = step(x, 0.25, 21)
	x = step(x, 0.5, 22)
	x = step(x, 0.75, 23)
	x = step(x, 1.0, 24)
	x = step(x, 1.25, 25)
	x = step(x, 1.5, 26)
	x = step(x, 1.75, 27)
	x = step(x, 0.25, 28)
	x = step(x, 0.5, 29)
	x = step(x, 0.75, 30)
	x = step(x, 1.0, 31)
	x = step(x, 1.25, 32)
	x = step(x, 1.5, 33)
	x = step(x, 1.75, 34)
	x = step(x, 0.25, 35)
	x = step(x, 0.5, 36)
	x = step(x, 0.75, 37)
	x = step(x, 1.0, 38)
	x = step(x, 1.25, 39)
	x = step(x, 1.5, 40)
	x = step(x, 1.75, 41)
	x = step(x, 0.25, 42)
	x = step(x, 0.5, 43)
	x = step(x, 0.75, 44)
	x = step(x, 1.0, 45)
	x = step(x, 1.25, 46)
	x = step(x, 1.5, 47)
	x = step(x, 1.75, 48)
	x = step(x, 0.25, 49)
	x = step(x, 0.5, 50)
	x = step(x, 0.75, 51)
	x = step(x, 1.0, 52)
	x = step(x, 1.25, 53)
	x = step(x, 1.5, 54)
	x = step(x, 1.75, 55)
	x = step(x, 0.25, 56)
	x = step(x, 0.5, 57)
	x = step(x, 0.75, 58)
	x = step(x, 1.0, 59)
	x = step(x, 1.25, 60)
	x = step(x, 1.5, 61)
	x = step(x, 1.75, 62)
	x = step(x, 0.25, 63)
	s.Sum += x
	s.Max = max(s.Max, float32(x))
}

func step(x, a float64, k int) float64 {
	if x > float64(k%5) {
		return float64(x*a) + float64(k)
	}
	return float64(x*x) - float64(k%3)
}

// Tallies calls pointer methods on a record of a slice (&stats[i]), of a
// shared array and of a local variable, inlined and not.
//
//kern:kernel
func Tallies(t *kern.Thread, stats []Stats, x []float32) {
	sh := kern.Shared[[64]Stats](t)
	i := t.Grid1()
	tid := t.ThreadIdx().X
	if i >= len(stats) {
		return
	}
	var local Stats
	sh[tid] = stats[i]
	for k := range 4 {
		v := x[(i+k)%len(x)]
		local.Add(v)
		stats[i].Add(v)
		sh[tid].Spread(v)
	}
	local.Spread(x[i])
	p := &stats[i]
	p.Sum += local.Sum + sh[tid].Sum
	p.Max = max(p.Max, local.Max, sh[tid].Max)
	p.Count += local.Count
}
