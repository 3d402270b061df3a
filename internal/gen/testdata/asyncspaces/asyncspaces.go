// Package asyncspaces calls a staging helper with the wrong memory, which
// only inlining shows: kern gen refuses both calls (K033).
package asyncspaces

import "github.com/kernlab/kern"

func stage(t *kern.Thread, dst, src []float32, i int) {
	kern.CopyAsync(t, dst, 4*i, src, 4*i, 4) // the refusals' position
	kern.CommitAsync(t)
	kern.WaitAsync(t, 0)
}

// Good stages x into shared memory.
//
//kern:kernel
func Good(t *kern.Thread, x, y []float32) {
	tile := kern.Shared[[128]float32](t)
	stage(t, tile[:], x, t.ThreadIdx().X)
	y[t.Grid1()] = tile[t.ThreadIdx().X]
}

// IntoGlobal copies into a parameter.
//
//kern:kernel
func IntoGlobal(t *kern.Thread, x, y []float32) {
	stage(t, y, x, t.Grid1())
}

// FromShared copies from shared memory.
//
//kern:kernel
func FromShared(t *kern.Thread, y []float32) {
	tile := kern.Shared[[128]float32](t)
	other := kern.Shared[[128]float32](t)
	stage(t, tile[:], other[:], t.ThreadIdx().X)
	y[t.Grid1()] = tile[t.ThreadIdx().X]
}
