package emu

import (
	"fmt"
	"math"
	"math/bits"
	"sync/atomic"
	"unsafe"
)

func unsafeBytes(words []uint64) []byte {
	if len(words) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&words[0])), 8*len(words))
}

// resolve returns a pointer to the n bytes at a for lane l, checking the
// state space, bounds and alignment: the sanitizer's memcheck.
func (w *warp) resolve(in *instr, l int, a uint64, n int, write bool) (unsafe.Pointer, *Fault) {
	tag := spaceOf(a)
	ok := false
	switch in.space {
	case spGeneric:
		ok = tag == tagGlobal || tag == tagShared || tag == tagLocal
	case spGlobal, spConst:
		ok = tag == tagGlobal
	case spShared:
		ok = tag == tagShared
	case spLocal:
		ok = tag == tagLocal
	case spParam:
		ok = tag == tagParam || tag == tagLocal
	case spAMDConst:
		ok = tag == tagGlobal || tag == tagParam
	}
	if !ok {
		kind := accessKind(in, write)
		what := "an address in no state space (a null or host pointer?)"
		if tag >= tagGlobal && tag <= tagParam {
			what = [...]string{"", "global", "shared", "local", "param"}[tag] + " memory"
		}
		return nil, w.fault("invalid address", in, l, fmt.Sprintf("%d-byte %s.%s at %#x, which is %s", n, kind, spaceNames[in.space], a, what), codeIllegalAddress).at(a, n)
	}
	off := a &^ (0xf << spaceShift)
	if al := max(n, int(in.valign)); off&uint64(al-1) != 0 {
		return nil, w.fault("misaligned address", in, l, fmt.Sprintf("%d-byte %s at %#x is not %d-byte aligned", al, accessKind(in, write), a, al), codeMisalignedAddress).at(a, al)
	}
	var buf []byte
	var al *allocation
	switch tag {
	case tagGlobal:
		al = w.b.l.dev.mem.find(a)
		if al == nil {
			return nil, w.fault("out-of-bounds", in, l, fmt.Sprintf("%d-byte global %s at %#x: no live allocation there (freed, or never allocated)%s", n, accessKind(in, write), a, w.b.l.dev.mem.nextAbove(a)), codeIllegalAddress).at(a, n)
		}
		off &= offMask
		buf = al.bytes[:al.size]
	case tagShared:
		buf = w.b.shared[:w.b.l.sharedTotal]
	case tagLocal:
		buf = w.local[l]
	case tagParam:
		if write {
			return nil, w.fault("invalid address", in, l, "store to the kernel's parameters", codeIllegalAddress)
		}
		buf = w.b.l.params
	}
	if off+uint64(n) > uint64(len(buf)) {
		where := [...]string{"", "", "the block's shared memory", "the thread's local memory", "the parameter buffer"}[tag]
		if tag == tagGlobal {
			where = w.b.l.dev.mem.outside(al, a, n)
		} else {
			where = fmt.Sprintf("%s (%d bytes)", where, len(buf))
		}
		return nil, w.fault("out-of-bounds", in, l, fmt.Sprintf("%d-byte %s at %#x is outside %s", n, accessKind(in, write), a, where), codeIllegalAddress).at(a, n)
	}
	if tag == tagShared && w.b.l.racecheck {
		if flt := w.b.race(w, in, l, off, n, write, in.op == opAtom); flt != nil {
			return nil, flt
		}
	}
	return unsafe.Pointer(&buf[off]), nil
}

func accessKind(in *instr, write bool) string {
	switch {
	case in.op == opAtom:
		return "atomic"
	case write:
		return "store"
	}
	return "load"
}

// spaceTags is, for each state space of ld, st and atom, the address tags
// (bit 1<<tag) it may name: resolve's state-space check.
var spaceTags = [...]uint8{
	spGeneric:  1<<tagGlobal | 1<<tagShared | 1<<tagLocal,
	spGlobal:   1 << tagGlobal,
	spConst:    1 << tagGlobal,
	spShared:   1 << tagShared,
	spLocal:    1 << tagLocal,
	spParam:    1<<tagParam | 1<<tagLocal,
	spAMDConst: 1<<tagGlobal | 1<<tagParam,
}

// memory executes ld and st for the active lanes, in lane order. Each
// access to local, global or (without racecheck) shared memory that is in
// its state space, aligned and in bounds is resolved here; anything else
// goes through resolve, which checks the same and reports the fault.
func (w *warp) memory(f *frame, in *instr, active uint64) *Fault {
	n := in.t.bytes()
	nl := 64 - bits.LeadingZeros64(active)
	addrs := w.operandVec(f, &in.a[0], 0, active, nl)
	st := in.op == opSt
	var vals []uint64
	if st {
		vals = w.operandVec(f, &in.a[1], 1, active, nl)
	}
	d := int(in.d.r) << laneBits
	regs := f.regs[d : d+maxLanes : d+maxLanes]
	tags := spaceTags[in.space]
	off := uint64(in.off)
	amask := uint64(max(n, int(in.valign)) - 1)
	var al *allocation // the allocation of the last global access
	for m := active; m != 0; m &= m - 1 {
		ln := bits.TrailingZeros64(m)
		a := addrs[ln] + off
		tag := spaceOf(a)
		o := a &^ (0xf << spaceShift)
		var p unsafe.Pointer
		if tags>>tag&1 != 0 && o&amask == 0 {
			switch tag {
			case tagLocal:
				if buf := w.local[ln]; o+uint64(n) <= uint64(len(buf)) {
					p = unsafe.Add(unsafe.Pointer(unsafe.SliceData(buf)), o)
				}
			case tagGlobal:
				if al == nil || al.base>>slotShift != a>>slotShift {
					al = w.b.l.dev.mem.find(a)
				}
				if al != nil && a&offMask+uint64(n) <= uint64(al.size) {
					p = unsafe.Add(unsafe.Pointer(unsafe.SliceData(al.bytes)), a&offMask)
				}
			case tagShared:
				if !w.b.l.racecheck && o+uint64(n) <= uint64(w.b.l.sharedTotal) {
					p = unsafe.Add(unsafe.Pointer(unsafe.SliceData(w.b.shared)), o)
				}
			}
		}
		if p == nil {
			var flt *Fault
			if p, flt = w.resolve(in, ln, a, n, st); flt != nil {
				return flt
			}
		}
		if raceEnabled {
			if st {
				atomicStore(p, n, vals[ln])
				continue
			}
			v := atomicLoad(p, n)
			if in.t.kind == 's' && n < 4 {
				v = maskTo(uint64(sext(v, in.t.bits)), 32)
			}
			regs[ln] = v
			continue
		}
		if st {
			v := vals[ln]
			switch n {
			case 1:
				*(*uint8)(p) = uint8(v)
			case 2:
				*(*uint16)(p) = uint16(v)
			case 4:
				*(*uint32)(p) = uint32(v)
			default:
				*(*uint64)(p) = v
			}
			continue
		}
		var v uint64
		switch n {
		case 1:
			v = uint64(*(*uint8)(p))
		case 2:
			v = uint64(*(*uint16)(p))
		case 4:
			v = uint64(*(*uint32)(p))
		default:
			v = *(*uint64)(p)
		}
		if in.t.kind == 's' && n < 4 {
			v = maskTo(uint64(sext(v, in.t.bits)), 32)
		}
		regs[ln] = v
	}
	return nil
}

// atomic executes atom for the active lanes, in lane order (the order the
// hardware picks is unspecified; any serial order is a valid one).
func (w *warp) atomic(f *frame, in *instr, active uint64) *Fault {
	n := in.t.bytes()
	d := int(in.d.r) << laneBits
	for m := active; m != 0; m &= m - 1 {
		ln := bits.TrailingZeros64(m)
		a := w.val(f, &in.a[0], ln) + uint64(in.off)
		p, flt := w.resolve(in, ln, a, n, true)
		if flt != nil {
			return flt
		}
		b := w.val(f, &in.a[1], ln)
		var c uint64
		if in.mod == atomCas {
			c = w.val(f, &in.a[2], ln)
		}
		var old uint64
		switch n {
		case 1, 2:
			// LLVM's 8- and 16-bit cmpxchg and atomicrmw: a CAS on the
			// containing word, as the hardware does (memory is backed by
			// []uint64, so the word is always there).
			word, shift := wordOf(p)
			m := uint32(1<<(8*n)-1) << shift
			for {
				o := atomic.LoadUint32(word)
				ov := uint64(o&m) >> shift
				nv, store := atomOp(in.mod, in.t, ov, b, c)
				if !store || atomic.CompareAndSwapUint32(word, o, o&^m|uint32(nv)<<shift&m) {
					old = ov
					break
				}
			}
		case 4:
			pp := (*uint32)(p)
			for {
				o := atomic.LoadUint32(pp)
				nv, store := atomOp(in.mod, in.t, uint64(o), b, c)
				if !store || atomic.CompareAndSwapUint32(pp, o, uint32(nv)) {
					old = uint64(o)
					break
				}
			}
		default:
			pp := (*uint64)(p)
			for {
				o := atomic.LoadUint64(pp)
				nv, store := atomOp(in.mod, in.t, o, b, c)
				if !store || atomic.CompareAndSwapUint64(pp, o, nv) {
					old = o
					break
				}
			}
		}
		if in.t.kind == 's' {
			old = maskTo(old, in.t.bits)
		}
		f.regs[d|ln] = old
	}
	return nil
}

// atomOp is the new value of an atomic on old, and whether to store it.
func atomOp(op uint8, t ptype, old, b, c uint64) (uint64, bool) {
	w := t.bits
	switch op {
	case atomAddF16:
		return halfALU(halfAdd, old, b, 0), true
	case atomAddBF16:
		return halfALU(halfAdd|halfBF, old, b, 0), true
	case atomFAddIEEE:
		if w == 32 {
			return b32(f32(old) + f32(b)), true
		}
		return b64(f64(old) + f64(b)), true
	case atomAdd:
		if t.kind == 'f' {
			if w == 32 {
				// The hardware's f32 atomic add flushes subnormal inputs
				// and results to zero.
				return b32(ftz32(ftz32(f32(old)) + ftz32(f32(b)))), true
			}
			return b64(f64(old) + f64(b)), true
		}
		return maskTo(old+b, w), true
	case atomMin, atomMax:
		if t.kind == 'f' {
			return binary(map[uint8]opcode{atomMin: opMin, atomMax: opMax}[op], t, old, b), true
		}
		return binary(map[uint8]opcode{atomMin: opMin, atomMax: opMax}[op], t, old, b), true
	case atomInc:
		if maskTo(old, w) >= maskTo(b, w) {
			return 0, true
		}
		return maskTo(old+1, w), true
	case atomDec:
		if maskTo(old, w) == 0 || maskTo(old, w) > maskTo(b, w) {
			return maskTo(b, w), true
		}
		return maskTo(old-1, w), true
	case atomAnd:
		return old & b, true
	case atomOr:
		return old | b, true
	case atomXor:
		return old ^ b, true
	case atomExch:
		return b, true
	case atomCas:
		if maskTo(old, w) == maskTo(b, w) {
			return c, true
		}
		return old, false
	}
	return old, false
}

// atomicLoad reads n naturally aligned bytes at p with sync/atomic (the
// containing 32-bit word for 1 and 2 bytes).
func atomicLoad(p unsafe.Pointer, n int) uint64 {
	switch n {
	case 8:
		return atomic.LoadUint64((*uint64)(p))
	case 4:
		return uint64(atomic.LoadUint32((*uint32)(p)))
	}
	word, shift := wordOf(p)
	return uint64(atomic.LoadUint32(word)>>shift) & (1<<(8*n) - 1)
}

// atomicStore writes n naturally aligned bytes at p with sync/atomic.
func atomicStore(p unsafe.Pointer, n int, v uint64) {
	switch n {
	case 8:
		atomic.StoreUint64((*uint64)(p), v)
		return
	case 4:
		atomic.StoreUint32((*uint32)(p), uint32(v))
		return
	}
	word, shift := wordOf(p)
	m := uint32(1<<(8*n)-1) << shift
	for {
		o := atomic.LoadUint32(word)
		if atomic.CompareAndSwapUint32(word, o, o&^m|uint32(v)<<shift&m) {
			return
		}
	}
}

// wordOf is the aligned 32-bit word holding p (emulated memory is backed by
// []uint64, so the word is always inside it) and p's bit offset in it.
func wordOf(p unsafe.Pointer) (*uint32, uint32) {
	r := uintptr(p) & 3
	return (*uint32)(unsafe.Add(p, -int(r))), uint32(r) * 8
}

func ftz32(x float32) float32 {
	if x != 0 && math.Abs(float64(x)) < 0x1p-126 {
		return float32(math.Copysign(0, float64(x)))
	}
	return x
}
