package reject

import "github.com/kernlab/kern"

type getter struct{ a float32 }

func (g getter) get() float32 { return g.a }

//kern:kernel
func MethodValue(t *kern.Thread, x []float32, gs []getter) {
	f := gs[0].get // ERROR "K035: method value .get"
	x[0] = f()
}
