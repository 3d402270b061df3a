package ir

import "slices"

// Loop is a natural loop: a header that dominates every block of the loop,
// the latches whose back edges return to it, and its blocks.
type Loop struct {
	Header  *Block
	Latches []*Block
	In      map[*Block]bool
}

// NaturalLoops returns f's natural loops, one per header (the back edges
// to one header make one loop), in the order of their first back edge in
// f.Blocks, with the immediate dominators they were found with. A back
// edge b -> h (h dominates b) puts in h's loop every block that reaches b
// without passing h. f must be renumbered.
func NaturalLoops(f *Function) ([]*Loop, []*Block) {
	idom := Idoms(f)
	byHeader := map[*Block]*Loop{}
	var loops []*Loop
	for _, b := range f.Blocks {
		if b.Index != 0 && idom[b.Index] == nil {
			continue // unreachable
		}
		for _, h := range b.Succs {
			if !Dominates(idom, h, b) {
				continue
			}
			l := byHeader[h]
			if l == nil {
				l = &Loop{Header: h, In: map[*Block]bool{h: true}}
				byHeader[h] = l
				loops = append(loops, l)
			}
			if !slices.Contains(l.Latches, b) {
				l.Latches = append(l.Latches, b)
			}
			for work := []*Block{b}; len(work) > 0; {
				x := work[len(work)-1]
				work = work[:len(work)-1]
				if !l.In[x] {
					l.In[x] = true
					work = append(work, x.Preds...)
				}
			}
		}
	}
	return loops, idom
}
