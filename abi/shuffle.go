package abi

// Shuffle modes (PTX's shfl.sync idx, up, down, bfly), in the order of the
// compiler's ir.ShflMode and the simulator's.
const (
	ShflIdx = iota
	ShflUp
	ShflDown
	ShflXor
)

// ShflSource is the lane a shuffle of mode and width (0: the whole warp)
// reads for lane, given its lane operand arg, on a warp of ws lanes, and
// whether it reads one at all (otherwise the lane keeps its own value):
// the rule the interpreter and the simulator follow, and the GPU backends
// emit. Deltas and xor masks are unsigned, as CUDA's: a negative one reads
// nothing. Whole-warp: idx reads arg mod ws; up, down and xor read
// lane-arg, lane+arg and lane^arg when that lies in the warp. Width
// shuffles follow PTX's segmented shfl.sync: idx reads lane arg mod width
// of the lane's segment; up and down read lane∓arg when it lies in the
// segment; xor reads lane^arg when arg < 32 and that lane is in the
// segment or an earlier one (never a later one). No sum here overflows,
// whatever arg is.
func ShflSource(mode, width int, lane, arg, ws int64) (int64, bool) {
	if mode == ShflIdx {
		if width == 0 {
			return ((arg % ws) + ws) % ws, true
		}
		w := int64(width)
		return lane&^(w-1) + arg&(w-1), true
	}
	if arg < 0 {
		return lane, false
	}
	lo, hi := int64(0), ws // the lanes a source may be: [lo, hi)
	if width != 0 {
		lo = lane &^ int64(width-1)
		hi = lo + int64(width)
	}
	switch mode {
	case ShflUp:
		return lane - arg, arg <= lane-lo
	case ShflDown:
		return lane + arg, arg < hi-lane
	case ShflXor:
		if arg >= ws || width != 0 && arg >= 32 {
			return lane, false
		}
		src := lane ^ arg
		return src, src < hi
	}
	return lane, false
}
