package reject

type shape interface{ area() float64 }

type sq float64

func (s sq) area() float64 { return float64(s * s) }

//kern:vectorize
func UsesInterface(x float64) float64 {
	var s shape = sq(x) // ERROR "K003"
	return s.area()     // ERROR "K003"
}
