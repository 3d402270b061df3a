package ir

// GlobalAlign is the alignment the backends declare a global with: its
// type's, and at least 8 for one of 8 bytes or more, so that an element
// of a table of complex64s (two float32s) is read with one 8-byte load.
func GlobalAlign(g *Global) int {
	a := max(g.Elem.Align(), 1)
	if g.Elem.Size() >= 8 {
		a = max(a, 8)
	}
	return a
}

// KnownAlign is an alignment address p is known to have: a global's
// (GlobalAlign), kept through field, element and pointer steps that move
// by multiples of it; 1 where nothing is known.
func KnownAlign(p Value) int {
	for depth := 0; depth < 64; depth++ {
		switch x := p.(type) {
		case *Global:
			return GlobalAlign(x)
		case *Instr:
			step := 0
			switch x.Op {
			case OpFieldAddr:
				pt, ok := x.Args[0].Type().(*Pointer)
				st, ok2 := pt.Elem.(*Struct)
				if !ok || !ok2 {
					return 1
				}
				step = st.Offset(int(x.AuxInt))
			case OpIndexAddr, OpPtrAdd:
				pt, ok := x.Typ.(*Pointer)
				if !ok {
					return 1
				}
				step = pt.Elem.Size()
				if c, ok := x.Args[1].(*Const); ok {
					step *= int(c.Int())
				}
			case OpBitcast, OpAddrSpace:
				if _, ok := x.Args[0].Type().(*Pointer); !ok {
					return 1
				}
			default:
				return 1
			}
			a := KnownAlign(x.Args[0])
			if step != 0 {
				a = min(a, step&-step)
			}
			return a
		default:
			return 1
		}
	}
	return 1
}

// VectorLeaves reports a type whose leaves one vector access moves: 2 or 4
// non-bool scalars of one type, 4 or 8 bytes each, at consecutive offsets,
// 8 or 16 bytes in all (an array IsVector accepts, a complex64 or
// complex128, a struct{X, Y float32}).
func VectorLeaves(t Type) (*Basic, int, bool) {
	ls := Leaves(t, nil)
	if len(ls) != 2 && len(ls) != 4 {
		return nil, 0, false
	}
	b, ok := ls[0].(*Basic)
	if !ok || b.Kind == Bool || (b.size != 4 && b.size != 8) || t.Size() != len(ls)*b.size || t.Size() > 16 {
		return nil, 0, false
	}
	for _, l := range ls[1:] {
		if !Identical(l, b) {
			return nil, 0, false
		}
	}
	return b, len(ls), true
}
