package nbcuda

import "github.com/kernlab/kern"

// test_flow_control.py's usecases (numba checks its bytecode control-flow
// analysis with them and runs each in a kernel) as Go device functions
// returning res1 and res2. Python's for-else and while-else are a Go
// flag or a labelled loop; range(x, y, step) is a Go loop with the step's
// sign. Not ported: the CFGraph and ControlFlowAnalysis unit tests, which
// test numba's own Python bytecode analysis, and try_except_usecase
// (Python exceptions).

// The usecases FlowControl runs, in test_flow_control.py's order.
const (
	ForLoop1 = iota
	ForLoop2
	ForLoop4
	ForLoop5
	ForLoop6
	ForLoop7
	ForLoop8
	ForLoop9
	ForLoop10
	WhileLoop1
	WhileLoop2
	WhileLoop3
	WhileLoop4
	WhileLoop5
	IfElse1
	IfElse2
	IfElse3
	IfElse4
	TernaryIfElse1
	DoubleInfiniteLoop
	NFlowControl
)

// pyRange is the count of Python's range(start, stop, step) and its i-th
// value.
func pyRangeLen(start, stop, step int) int {
	if step > 0 && start < stop {
		return (stop - start + step - 1) / step
	}
	if step < 0 && start > stop {
		return (start - stop - step - 1) / -step
	}
	return 0
}

// FlowControlCase runs usecase op on (x, y), res1 and res2 starting at 0.
func FlowControlCase(op, x, y int) (res1, res2 int) {
	switch op {
	case ForLoop1:
		result := 0
		for i := range max(x, 0) {
			result += i
		}
		res1 = result
	case ForLoop2: // enumerate(range(x, y, -1))
		result := 0
		n := pyRangeLen(x, y, -1)
		for i := range n {
			j := x - i
			result += i * j
		}
		res1 = result
	case ForLoop4:
		result := 0
		for range 10 {
			for range 10 {
				result++
			}
		}
		res1 = result
	case ForLoop5:
		result := 0
		for range max(x, 0) {
			result++
			if result > y {
				break
			}
		}
		res1 = result
	case ForLoop6:
		result := 0
		for i := range max(x, 0) {
			if i > y {
				continue
			}
			result++
		}
		res1 = result
	case ForLoop7:
		for range max(x, 0) { // range(x) is evaluated once; x changes inside
			x = 0
			for range x {
				res1 = 1
			}
		}
		res1 = 0
	case ForLoop8: // range(x, y, y - x + 1)
		result := 0
		step := y - x + 1
		for range pyRangeLen(x, y, step) {
			result++
		}
		res1 = result
	case ForLoop9:
		z := 0
		for range max(x, 0) {
			x = 0
			broke := false
			for j := range x {
				if float64(j) == float64(x)/2 {
					z += j
					broke = true
					break
				}
			}
			if !broke { // for ... else
				z += y
			}
		}
		res1 = z
	case ForLoop10:
		var z, i int
	loop:
		for {
			for i = 0; i < x; i++ {
				if i == y {
					z = y
					break loop
				}
			}
			z = (i - 1) * 2 // else: i is the last value range gave
			break
		}
		res1 = z
	case WhileLoop1:
		result, i := 0, 0
		for i < x {
			result += i
			i++
		}
		res1 = result
	case WhileLoop2:
		result := 0
		for result != x {
			result++
		}
		res1 = result
	case WhileLoop3:
		result, i, j := 0, 0, 0
		for i < x {
			for j < y {
				result += i + j
				i++
				j++
			}
		}
		res1 = result
	case WhileLoop4:
		result := 0
		for {
			result++
			if result > x {
				break
			}
		}
		res1 = result
	case WhileLoop5:
		result := 0
		for result < x {
			if result > y {
				result += 2
				continue
			}
			result++
		}
		res1 = result
	case IfElse1:
		if x > 0 {
		} else if y > 0 {
		}
		res1 = 1 // True
	case IfElse2:
		if x > y {
			res1 = 1
		} else if x == 0 || y == 0 {
			res1 = 2
		} else {
			res1 = 3
		}
	case IfElse3:
		if x > 0 {
			if y > 0 {
				res1 = 1
			} else if y < 0 {
				res1 = 1
			} else {
				res1 = 0
			}
		} else if x < 0 {
			res1 = 1
		} else {
			res1 = 0
		}
	case IfElse4:
		if x == y {
			res1 = 1
		}
	case TernaryIfElse1:
		if x > y {
			res1 = 1
		}
	case DoubleInfiniteLoop:
		l, i := x, y
		for {
			for {
				if i == l-1 {
					break
				}
				i++
			}
			i++
			if i >= l {
				break
			}
		}
		res1, res2 = i, l
	}
	return
}

// FlowControl runs FlowControlCase(op[k], x[k], y[k]) in thread k.
//
//kern:kernel
func FlowControl(t *kern.Thread, op, x, y, res1, res2 []int) {
	k := t.Grid1()
	if k < len(op) {
		res1[k], res2[k] = FlowControlCase(op[k], x[k], y[k])
	}
}
