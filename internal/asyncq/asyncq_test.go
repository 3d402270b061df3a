package asyncq

import (
	"errors"
	"slices"
	"testing"
)

// Groups land oldest first, in issue order, leaving the newest keep
// groups and the uncommitted copies in flight.
func TestRetire(t *testing.T) {
	var q Queue[int]
	var landed []int
	land := func(c int) error { landed = append(landed, c); return nil }
	q.Add(1)
	q.Add(2)
	q.Commit() // {1 2}
	q.Add(3)
	q.Commit() // {3}
	q.Add(4)
	q.Commit() // {4}
	q.Add(5)   // uncommitted
	if err := q.Retire(3, land); err != nil || len(landed) != 0 {
		t.Fatalf("Retire(3) landed %v, %v; want nothing", landed, err)
	}
	if err := q.Retire(1, land); err != nil || !slices.Equal(landed, []int{1, 2, 3}) {
		t.Fatalf("Retire(1) landed %v, %v; want [1 2 3]", landed, err)
	}
	q.Add(6)
	q.Commit() // {5 6}
	if err := q.Retire(1, land); err != nil || !slices.Equal(landed, []int{1, 2, 3, 4}) {
		t.Fatalf("then Retire(1) landed %v, %v; want [1 2 3 4]", landed, err)
	}
	if err := q.Retire(0, land); err != nil || !slices.Equal(landed, []int{1, 2, 3, 4, 5, 6}) {
		t.Fatalf("then Retire(0) landed %v, %v; want [1 … 6]", landed, err)
	}
	q.Add(7)
	if err := q.Retire(0, land); err != nil || len(landed) != 6 {
		t.Fatalf("an uncommitted copy landed: %v, %v", landed, err)
	}
	q.Reset()
	q.Commit()
	if err := q.Retire(0, land); err != nil || len(landed) != 6 {
		t.Fatalf("a copy dropped by Reset landed: %v, %v", landed, err)
	}
}

// A copy that fails to land stops the wait and leaves the group in flight.
func TestRetireError(t *testing.T) {
	var q Queue[int]
	q.Add(1)
	q.Add(2)
	q.Commit()
	bad := errors.New("fault")
	var landed []int
	err := q.Retire(0, func(c int) error {
		if c == 2 {
			return bad
		}
		landed = append(landed, c)
		return nil
	})
	if !errors.Is(err, bad) || !slices.Equal(landed, []int{1}) {
		t.Fatalf("Retire = %v after landing %v; want the fault after [1]", err, landed)
	}
	landed = nil
	if err := q.Retire(0, func(c int) error { landed = append(landed, c); return nil }); err != nil || !slices.Equal(landed, []int{1, 2}) {
		t.Fatalf("the retry landed %v, %v; want the whole group [1 2]", landed, err)
	}
}
