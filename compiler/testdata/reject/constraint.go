package reject

//kern:vectorize
func AnyConstraint[T any](x T) T { return x } // ERROR "K026"

//kern:vectorize
func TildeConstraint[T ~float32](x T) T { return x } // ERROR "K026"

type withMethod interface {
	float32 | float64
	Scale() float64
}

//kern:vectorize
func MethodConstraint[T withMethod](x T) T { return x } // ERROR "K026"
