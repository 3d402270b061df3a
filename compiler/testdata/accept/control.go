package accept

// SumTo adds 0..n-1 with a three-clause for loop.
//
//kern:vectorize
func SumTo(n int64) int64 {
	var s int64
	for i := int64(0); i < n; i++ {
		s += i
	}
	return s
}

// Collatz counts Collatz steps with a condition-only for loop.
//
//kern:vectorize
func Collatz(n int64) int64 {
	steps := int64(0)
	for n > 1 && steps < 1000 {
		if n%2 == 0 {
			n /= 2
		} else {
			n = 3*n + 1
		}
		steps++
	}
	return steps
}

// FirstSquareAbove uses an infinite loop with break.
//
//kern:vectorize
func FirstSquareAbove(x int32) int32 {
	i := int32(0)
	for {
		if i*i > x || i > 50000 {
			break
		}
		i++
	}
	return i
}

// RangeInt sums odd numbers below n with range over an int and continue.
//
//kern:vectorize
func RangeInt(n int) int {
	s := 0
	for i := range n {
		if i%2 == 0 {
			continue
		}
		s += i
	}
	return s
}

// Classify is an expression switch with fallthrough and default.
//
//kern:vectorize
func Classify(x int32) int32 {
	switch x {
	case 0:
		return 100
	case 1, 2, 3:
		return 200
	case 4:
		x += 10
		fallthrough
	case 5:
		return x * 3
	default:
		return -1
	}
}

// Sign is a tagless switch on floats.
//
//kern:vectorize
func Sign(x float64) float64 {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	case x == 0:
		return 0
	}
	return x // NaN
}

// LabeledLoops finds the first pair (i, j) with i*j == n using labels.
//
//kern:vectorize
func LabeledLoops(n int64) int64 {
	found := int64(-1)
outer:
	for i := int64(1); i < 20; i++ {
		for j := int64(1); j < 20; j++ {
			if j > i {
				continue outer
			}
			if i*j == n {
				found = i*100 + j
				break outer
			}
		}
	}
	return found
}

// Goto counts down with goto.
//
//kern:vectorize
func Goto(n int32) int32 {
	r := int32(0)
loop:
	if n > 0 && r < 100 {
		r += n
		n--
		goto loop
	}
	return r
}

// BoolLogic mixes && and || and !.
//
//kern:vectorize
func BoolLogic(a, b int32) bool {
	return (a > b && !(a == 3)) || (b < 0 && a != b)
}
