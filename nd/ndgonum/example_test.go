package ndgonum_test

import (
	"fmt"

	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/nd/ndgonum"
	"gonum.org/v1/gonum/mat"
)

func Example() {
	a := nd.Must(nd.Must(nd.Arange[float64](0, 6, 1)).Reshape(2, 3))
	d, err := ndgonum.ToDense(a.T()) // any strides: the Dense gets a copy
	if err != nil {
		panic(err)
	}
	var p mat.Dense
	p.Mul(d, mat.NewDense(2, 1, []float64{1, 1}))
	fmt.Println(ndgonum.FromDense(&p))
	// Output:
	// [[3.]
	//  [5.]
	//  [7.]]
}
