package reject

import "github.com/kernlab/kern"

//kern:kernel maxthreads=2048 // ERROR "K040"
func TooManyThreads(t *kern.Thread, x []float32) { x[t.Grid1()] = 1 }

//kern:kernel maxregs=8 // ERROR "K040"
func TooFewRegs(t *kern.Thread, x []float32) { x[t.Grid1()] = 1 }

//kern:kernel maxthreads=128 maxthreads=64 // ERROR "K040"
func TwiceBounded(t *kern.Thread, x []float32) { x[t.Grid1()] = 1 }

//kern:kernel maxthreads=lots // ERROR "K040"
func NotANumber(t *kern.Thread, x []float32) { x[t.Grid1()] = 1 }

//kern:kernel minblocks=2 // ERROR "K040"
func UnknownBound(t *kern.Thread, x []float32) { x[t.Grid1()] = 1 }

//kern:vectorize maxthreads=128 // ERROR "K027"
func BoundedUfunc(x float32) float32 { return x }
