package gputest

// The ufunc cores that Ufunc.Reduce folds on a GPU: kern gen gives every
// vectorize func(T, T) T reduce stages besides its element-wise loops.

//kern:vectorize
func MaxU[T uint8 | int16 | uint32](x, y T) T { return max(x, y) }

//kern:vectorize
func Mul[T int32 | float64](x, y T) T { return x * y }
