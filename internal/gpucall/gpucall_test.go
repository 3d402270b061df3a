package gpucall

import "testing"

// dense: a view's elements fill its span exactly, or leave gaps a kernel
// would not write.
func TestDense(t *testing.T) {
	if !dense([]int{6, 5}, 0, 29) || dense([]int{6, 5}, 0, 57) || !dense([]int{0}, 0, -1) {
		t.Fatal("dense")
	}
}

// coalesce merges axes every operand walks contiguously, drops extent-1
// axes, gives broadcast axes stride 0 and scalars no strides.
func TestCoalesce(t *testing.T) {
	ops := []ewOperand{
		{shape: []int{4, 3, 2}, strides: []int{6, 2, 1}}, // C-contiguous
		{shape: []int{3, 1}, strides: []int{1, 1}},       // broadcast along axes 0 and 2
		{isScal: true},
	}
	shape, strides, err := coalesce([]int{4, 3, 2}, ops)
	if err != nil {
		t.Fatal(err)
	}
	if len(shape) != 3 || shape[0] != 4 || shape[1] != 3 || shape[2] != 2 {
		t.Fatalf("shape %v, want [4 3 2] (the broadcast operand keeps every axis apart)", shape)
	}
	if want := []int{0, 1, 0}; len(strides[1]) != 3 || strides[1][0] != want[0] || strides[1][1] != want[1] || strides[1][2] != want[2] {
		t.Errorf("broadcast strides %v, want %v", strides[1], want)
	}
	if len(strides[2]) != 0 {
		t.Errorf("scalar strides %v, want none", strides[2])
	}
	shape, _, err = coalesce([]int{4, 3, 2}, ops[:1])
	if err != nil || len(shape) != 1 || shape[0] != 24 {
		t.Errorf("one contiguous operand: shape %v, %v; want [24]", shape, err)
	}
}
