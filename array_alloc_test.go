package kern_test

import (
	"testing"

	"github.com/kernlab/kern"
)

// Element access on views must not allocate: gufunc cores call At and Set
// in their inner loops.
func TestArrayAccessDoesNotAllocate(t *testing.T) {
	data := make([]float32, 12)
	a1 := kern.MakeArray1(data)
	a2, err := kern.MakeArray2(data, 3, 4)
	if err != nil {
		t.Fatal(err)
	}
	a3, err := kern.MakeArray3(data, 2, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	var sink float32
	n := testing.AllocsPerRun(100, func() {
		a1.Set(5, a1.At(4)+1)
		a2.Set(2, 3, a2.At(1, 2)+a2.At(2, 3))
		a3.Set(1, 1, 2, a3.At(0, 1, 2))
		sink += *a2.Ptr(0, 0)
	})
	if n != 0 {
		t.Fatalf("At/Set/Ptr allocate %v times per run, want 0", n)
	}
	_ = sink
}

func TestArrayOutOfRangePanics(t *testing.T) {
	a2, _ := kern.MakeArray2(make([]int32, 6), 2, 3)
	for _, f := range []func(){
		func() { a2.At(2, 0) },
		func() { a2.At(0, 3) },
		func() { a2.At(-1, 0) },
		func() { kern.MakeArray1(make([]int32, 2)).At(2) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Error("out-of-range access did not panic")
				}
			}()
			f()
		}()
	}
}
