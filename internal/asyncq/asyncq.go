// Package asyncq keeps one thread's asynchronous copies in flight as
// CUDA's cp.async groups them: copies in issue order, closed into groups
// by a commit, landed group by group, oldest first, by a wait that leaves
// the newest groups in flight. The simulator (internal/simt), the IR
// interpreter (compiler/interp) and the emulated CUDA device (driver/emu)
// each land copies in their own memory; this is the bookkeeping they
// share.
package asyncq

// Queue is a thread's copies in flight. Its zero value is empty.
type Queue[C any] struct {
	items []C
	ends  []int // the end (an index into items) of each committed group, oldest first
}

// Add starts copy c in the current, uncommitted group.
func (q *Queue[C]) Add(c C) { q.items = append(q.items, c) }

// Commit closes the current group.
func (q *Queue[C]) Commit() { q.ends = append(q.ends, len(q.items)) }

// Retire lands, with land in issue order, the copies of every committed
// group but the newest keep, and drops them. At land's first error it
// stops and returns it, dropping nothing.
func (q *Queue[C]) Retire(keep int, land func(C) error) error {
	if len(q.ends) <= keep {
		return nil
	}
	k := q.ends[len(q.ends)-keep-1]
	for _, c := range q.items[:k] {
		if err := land(c); err != nil {
			return err
		}
	}
	m := copy(q.items, q.items[k:])
	clear(q.items[m:])
	q.items = q.items[:m]
	e := copy(q.ends, q.ends[len(q.ends)-keep:])
	q.ends = q.ends[:e]
	for i := range q.ends {
		q.ends[i] -= k
	}
	return nil
}

// Reset drops every copy, landed or not (the thread's block is gone).
func (q *Queue[C]) Reset() {
	clear(q.items)
	q.items, q.ends = q.items[:0], q.ends[:0]
}
