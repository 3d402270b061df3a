package emu

// A function's control flow over its instrs: basic blocks, their
// successors and immediate post-dominators. Lanes that a conditional
// branch splits reconverge at the branch's immediate post-dominator (its
// join), wherever the backend laid that block out, as a GPU's
// reconvergence stack makes them; the warp scheduler (warp.go) parks a
// group there until the other lanes of the split arrive or leave. Among
// groups that can run, it prefers the one earliest in reverse postorder
// (prio), not in the layout, so that lanes that meet before their join
// (a block two arms branch to) meet there in any layout.

type flow struct {
	start []int32   // first pc of each block
	block []int32   // block of each pc
	succ  [][]int32 // successor blocks; a block that leaves the function has none
	prio  []int32   // each pc's rank: blocks in reverse postorder, then pcs in order
}

// analyzeFlow builds fn's blocks and sets the join of each conditional
// branch: the first pc of its block's immediate post-dominator, or -1
// when there is none (the paths meet only by leaving the function, or
// some never leave it).
func analyzeFlow(fn *function) {
	code := fn.code
	n := len(code)
	if n == 0 {
		fn.flow = &flow{}
		return
	}
	leader := make([]bool, n+1)
	leader[0] = true
	for pc := range code {
		in := &code[pc]
		switch in.op {
		case opBra:
			if in.target >= 0 && in.target < n {
				leader[in.target] = true
			}
			leader[pc+1] = true
		case opRet, opExit, opTrap:
			leader[pc+1] = true
		}
	}
	fl := &flow{block: make([]int32, n)}
	for pc := range n {
		if leader[pc] {
			fl.start = append(fl.start, int32(pc))
		}
		fl.block[pc] = int32(len(fl.start) - 1)
	}
	nb := len(fl.start)
	fl.succ = make([][]int32, nb)
	for b := range nb {
		end := n
		if b+1 < nb {
			end = int(fl.start[b+1])
		}
		last := &code[end-1]
		next := func() {
			if end < n {
				fl.succ[b] = append(fl.succ[b], fl.block[end])
			}
		}
		switch last.op {
		case opBra:
			if last.target >= 0 && last.target < n {
				fl.succ[b] = append(fl.succ[b], fl.block[last.target])
			}
			if last.guard >= 0 {
				next()
			}
		case opRet, opExit, opTrap:
			if last.guard >= 0 {
				next()
			}
		default:
			next()
		}
	}
	fl.prio = make([]int32, n)
	next := int32(0)
	for _, b := range reversePostorder(fl.succ) {
		for pc := fl.start[b]; int(pc) < n && fl.block[pc] == b; pc++ {
			fl.prio[pc] = next
			next++
		}
	}
	ipdom := postDominators(fl.succ)
	for b := range nb {
		end := n
		if b+1 < nb {
			end = int(fl.start[b+1])
		}
		if in := &code[end-1]; in.op == opBra && in.guard >= 0 {
			in.join = -1
			if d := ipdom[b]; d >= 0 && d < int32(nb) {
				in.join = fl.start[d]
			}
		}
	}
	fn.flow = fl
}

// reversePostorder lists the blocks in reverse postorder from block 0,
// then those it does not reach in index order.
func reversePostorder(succ [][]int32) []int32 {
	nb := len(succ)
	seen := make([]bool, nb)
	post := make([]int32, 0, nb)
	type item struct{ b, i int32 }
	stack := []item{{0, 0}}
	seen[0] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if int(top.i) < len(succ[top.b]) {
			s := succ[top.b][top.i]
			top.i++
			if !seen[s] {
				seen[s] = true
				stack = append(stack, item{s, 0})
			}
			continue
		}
		post = append(post, top.b)
		stack = stack[:len(stack)-1]
	}
	order := make([]int32, 0, nb)
	for i := len(post) - 1; i >= 0; i-- {
		order = append(order, post[i])
	}
	for b := range nb {
		if !seen[b] {
			order = append(order, int32(b))
		}
	}
	return order
}

// postDominators returns each block's immediate post-dominator: a block
// index, nb for the virtual exit every leaving block flows to, or -1 for
// a block that cannot reach it (Cooper, Harvey and Kennedy's iteration on
// the reverse graph).
func postDominators(succ [][]int32) []int32 {
	nb := len(succ)
	exit := int32(nb)
	pred := make([][]int32, nb+1) // predecessors in the reverse graph = successors
	for b, ss := range succ {
		if len(ss) == 0 {
			pred[b] = append(pred[b], exit)
		}
		pred[b] = append(pred[b], ss...)
	}
	rsucc := make([][]int32, nb+1) // successors in the reverse graph
	for b := range nb {
		for _, p := range pred[b] {
			rsucc[p] = append(rsucc[p], int32(b))
		}
	}
	// Postorder of the reverse graph from the exit, iteratively.
	order := make([]int32, nb+1)
	for i := range order {
		order[i] = -1
	}
	var post []int32
	type item struct{ b, i int32 }
	seen := make([]bool, nb+1)
	stack := []item{{exit, 0}}
	seen[exit] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if int(top.i) < len(rsucc[top.b]) {
			s := rsucc[top.b][top.i]
			top.i++
			if !seen[s] {
				seen[s] = true
				stack = append(stack, item{s, 0})
			}
			continue
		}
		order[top.b] = int32(len(post))
		post = append(post, top.b)
		stack = stack[:len(stack)-1]
	}
	idom := make([]int32, nb+1)
	for i := range idom {
		idom[i] = -1
	}
	idom[exit] = exit
	intersect := func(a, b int32) int32 {
		for a != b {
			for order[a] < order[b] {
				a = idom[a]
			}
			for order[b] < order[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for i := len(post) - 2; i >= 0; i-- { // reverse postorder, the exit first
			b := post[i]
			nd := int32(-1)
			for _, p := range pred[b] {
				if idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd != idom[b] {
				idom[b], changed = nd, true
			}
		}
	}
	return idom[:nb]
}

// reaches reports whether the lanes at pc from can execute pc to without
// first arriving at pc avoid (-1: no such pc).
func (fl *flow) reaches(from, to, avoid int) bool {
	if from == avoid {
		return false
	}
	bf, bt := fl.block[from], fl.block[to]
	if bf == bt && to >= from && (avoid < from || avoid > to) {
		return true
	}
	seen := make([]bool, len(fl.start))
	work := append([]int32(nil), fl.succ[bf]...)
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[b] || int(fl.start[b]) == avoid {
			continue
		}
		seen[b] = true
		if b == bt {
			return true
		}
		work = append(work, fl.succ[b]...)
	}
	return false
}
