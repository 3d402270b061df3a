package reject

import "github.com/kernlab/kern"

//kern:kernel
func NineParams(t *kern.Thread, a, b, c, d, e, f, g, h []float32, n int) { // ERROR "K043: one struct parameter"
	if i := t.Grid1(); i < n {
		a[i] = b[i] + c[i] + d[i] + e[i] + f[i] + g[i] + h[i]
	}
}

//kern:kernel
func EightParams(t *kern.Thread, a, b, c, d, e, f, g []float32, n int) {
	if i := t.Grid1(); i < n {
		a[i] = b[i] + c[i] + d[i] + e[i] + f[i] + g[i]
	}
}
