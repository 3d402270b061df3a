package nd_test

import (
	"errors"
	"fmt"

	"github.com/kernlab/kern/nd"
)

func Example() {
	a := nd.Must(nd.Arange[float32](0, 12, 1))
	m := nd.Must(a.Reshape(3, 4))
	fmt.Println(m)
	fmt.Println(m.Shape(), m.Strides()) // strides are in elements

	// Views share memory: a column, reversed.
	col := nd.Must(m.Slice(nd.All().By(-1), nd.S(1, 2, 1)))
	col.Fill(-1)
	fmt.Println(m)

	// Reshaping a transposed array would need a copy.
	_, err := m.T().Reshape(12)
	fmt.Println(errors.Is(err, nd.ErrRequiresCopy))
	// Output:
	// [[ 0.  1.  2.  3.]
	//  [ 4.  5.  6.  7.]
	//  [ 8.  9. 10. 11.]]
	// [3 4] [4 1]
	// [[ 0. -1.  2.  3.]
	//  [ 4. -1.  6.  7.]
	//  [ 8. -1. 10. 11.]]
	// true
}

func ExampleArray_Assign() {
	dst := nd.Must(nd.Zeros[int32](2, 3))
	row := nd.Must(nd.FromSlice([]int32{1, 2, 3}, 3))
	if err := dst.Assign(row); err != nil { // dst[:] = row, broadcast
		panic(err)
	}
	fmt.Println(dst)
	// Output:
	// [[1 2 3]
	//  [1 2 3]]
}

func ExampleBroadcastShapes() {
	s, _ := nd.BroadcastShapes([]int{8, 1, 6, 1}, []int{7, 1, 5})
	fmt.Println(s)
	_, err := nd.BroadcastShapes([]int{3}, []int{4})
	fmt.Println(err)
	// Output:
	// [8 7 6 5]
	// nd: shapes cannot be broadcast: shape mismatch: objects cannot be broadcast to a single shape. Mismatch is between arg 0 with shape (3,) and arg 1 with shape (4,)
}
