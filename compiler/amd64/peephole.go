package amd64

import (
	"fmt"
	"slices"
	"strings"
)

// simplify rewrites the vector program before register allocation: steps
// that compute what an earlier step already holds are dropped (vector-level
// CSE: the lowering emits the same shift for 3*x and -2*x), and negations
// read the zero constant where the loop holds one instead of zeroing a
// register of their own. Both keep every lane's bits.
func simplify(l *lowering) {
	if z, ok := l.consts[0]; ok && !l.remat {
		for i, op := range l.body {
			for _, s := range []string{"D", "Q"} {
				if op.text == "VPXOR {d}, {d}, {d}\n\tVPSUB"+s+" {0}, {d}, {d}" {
					l.body[i].text = "VPSUB" + s + " {0}, {1}, {d}"
					l.body[i].srcs = []int{op.srcs[0], z}
				}
			}
		}
	}
	if !l.plain {
		cse(l)
	}
}

// commutative are the integer instructions whose two register operands
// may be swapped without changing a bit (float ones may not: of two NaNs
// x86 returns its first operand's).
var commutative = map[string]bool{
	"VPADDD": true, "VPADDQ": true, "VPMULLD": true, "VPAND": true, "VPOR": true, "VPXOR": true,
	"VPCMPEQD": true, "VPCMPEQQ": true, "VPMINSD": true, "VPMAXSD": true, "VPMINUD": true, "VPMAXUD": true,
}

// cse drops each step equal to an earlier one that still holds its
// value: the same template over the same sources, where neither the
// result nor a source is a register written in place (a loop's carried
// values, a fold's accumulators) and the template reads no memory. The
// earlier step must dominate: one inside a vector loop serves only later
// steps of that loop.
func cse(l *lowering) {
	// A register is written in place when the body defines it more than
	// once, or at all where it is defined before the loop (a fold's
	// accumulator; constants are not).
	defs := map[int]int{}
	for _, op := range l.pre {
		defs[op.dst]++
	}
	for _, op := range l.body {
		if op.dst >= 0 {
			defs[op.dst]++
		}
	}
	mutable := map[int]bool{}
	for r, n := range defs {
		if n > 1 || l.pinned[r] {
			mutable[r] = true
		}
	}
	rename := map[int]int{}
	scopes := []map[string]int{{}}
	kept := l.body[:0:0]
	for _, op := range l.body {
		if len(op.srcs) > 0 {
			srcs := make([]int, len(op.srcs))
			for k, s := range op.srcs {
				if r, ok := rename[s]; ok {
					s = r
				}
				srcs[k] = s
			}
			op.srcs = srcs
		}
		switch {
		case op.loopStart:
			scopes = append(scopes, map[string]int{})
		case op.loopEnd:
			scopes = scopes[:len(scopes)-1]
		}
		key, ok := cseKey(op, mutable)
		if !ok {
			kept = append(kept, op)
			continue
		}
		found := -1
		for k := len(scopes) - 1; k >= 0 && found < 0; k-- {
			if r, ok := scopes[k][key]; ok {
				found = r
			}
		}
		if found >= 0 {
			rename[op.dst] = found
			continue
		}
		scopes[len(scopes)-1][key] = op.dst
		kept = append(kept, op)
	}
	l.body = kept
}

// cseKey is op's template and sources, the sources of a commutative
// instruction in order; false for a step CSE must keep.
func cseKey(op vop, mutable map[int]bool) (string, bool) {
	if op.dst < 0 || op.loopStart || op.loopEnd || mutable[op.dst] || len(op.srcs) == 0 || strings.ContainsAny(op.text, "(@") {
		return "", false
	}
	for _, s := range op.srcs {
		if mutable[s] {
			return "", false
		}
	}
	srcs := op.srcs
	if mn, rest, _ := strings.Cut(op.text, " "); commutative[mn] && rest == "{1}, {0}, {d}" {
		srcs = slices.Clone(srcs)
		slices.Sort(srcs)
	}
	return fmt.Sprint(op.text, srcs), true
}
