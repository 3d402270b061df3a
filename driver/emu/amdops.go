package emu

import (
	"fmt"
	"math"
	"math/bits"
	"unsafe"
)

// amdOp executes the operations only the AMD front end emits. Wavefront
// operations (ballot, bpermute, mbcnt) see the lanes of the group that
// executes them: the lanes on this path, as the hardware's EXEC mask.
func (w *warp) amdOp(f *frame, in *instr, active uint64) *Fault {
	regs := f.regs
	d := int(in.d.r) << laneBits
	each := func(fn func(ln int) uint64) {
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			regs[d|ln] = fn(ln)
		}
	}
	t := in.t
	switch in.op {
	case opFrem:
		each(func(ln int) uint64 {
			a, b := w.val(f, &in.a[0], ln), w.val(f, &in.a[1], ln)
			if t.bits == 32 {
				return b32(float32(math.Mod(float64(f32(a)), float64(f32(b)))))
			}
			return b64(math.Mod(f64(a), f64(b)))
		})
	case opRsq:
		// The hardware's v_rsq is approximate; kern's backend refines it,
		// so the exact value is a valid (and the most accurate) one.
		each(func(ln int) uint64 {
			x := w.val(f, &in.a[0], ln)
			if t.bits == 32 {
				return b32(float32(1 / math.Sqrt(float64(f32(x)))))
			}
			return b64(1 / math.Sqrt(f64(x)))
		})
	case opClass:
		each(func(ln int) uint64 {
			return b2u(w.val(f, &in.a[1], ln)>>floatClass(t, w.val(f, &in.a[0], ln))&1 != 0)
		})
	case opCopysign:
		each(func(ln int) uint64 {
			a, b := w.val(f, &in.a[0], ln), w.val(f, &in.a[1], ln)
			s := uint64(1) << (t.bits - 1)
			return a&^s | b&s
		})
	case opRoundAway:
		each(func(ln int) uint64 {
			x := w.val(f, &in.a[0], ln)
			if t.bits == 32 {
				return b32(float32(math.Round(float64(f32(x)))))
			}
			return b64(math.Round(f64(x)))
		})
	case opCtz:
		each(func(ln int) uint64 {
			return uint64(min(bits.TrailingZeros64(maskTo(w.val(f, &in.a[0], ln), t.bits)), int(t.bits)))
		})
	case opBswap:
		each(func(ln int) uint64 {
			return bits.ReverseBytes64(maskTo(w.val(f, &in.a[0], ln), t.bits)) >> (64 - t.bits)
		})
	case opBallot:
		var mask uint64
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			if w.val(f, &in.a[0], ln)&1 != 0 {
				mask |= 1 << ln
			}
		}
		each(func(int) uint64 { return maskTo(mask, t.bits) })
	case opMbcnt:
		each(func(ln int) uint64 {
			m := uint64(uint32(w.val(f, &in.a[0], ln)))
			below := ln
			if in.mod == 1 {
				below = ln - 32
			}
			below = max(min(below, 32), 0)
			return maskTo(w.val(f, &in.a[1], ln)+uint64(bits.OnesCount64(m&(1<<below-1))), 32)
		})
	case opBperm:
		var src [maxLanes]uint64
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			src[ln] = w.val(f, &in.a[1], ln)
		}
		width := uint64(w.width)
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			a := maskTo(w.val(f, &in.a[0], ln), 32) >> 2
			j := int(a & (width - 1))
			if active&(1<<j) == 0 {
				if a < width && (w.present&(1<<j) == 0 || w.exited&(1<<j) != 0) {
					// kern's shuffle reads the lane its Go source names;
					// one that has exited or does not exist is undefined
					// on a GPU (the interpreter and the CUDA devices
					// report it too). A lane that is alive but on another
					// path reads as inactive: kern's backend then yields
					// the thread's own value, which its reduction relies on.
					why := "has exited"
					if w.present&(1<<j) == 0 {
						why = fmt.Sprintf("does not exist (the block's last wavefront is partial: make the block size a multiple of %d)", w.width)
					}
					return w.fault("shuffle", in, ln, fmt.Sprintf("lane %d reads lane %d, which %s: the value is undefined on a GPU", ln, j, why), codeIllegalInstr)
				}
				regs[d|ln] = 0
				continue
			}
			regs[d|ln] = maskTo(src[j], 32)
		}
	case opMfma:
		return w.mfma(f, in, active)
	case opMemset:
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			a := w.val(f, &in.a[0], ln)
			b := byte(w.val(f, &in.a[1], ln))
			n := w.val(f, &in.a[2], ln)
			if n == 0 {
				continue
			}
			p, flt := w.span(in, ln, a, n, true)
			if flt != nil {
				return flt
			}
			buf := unsafe.Slice((*byte)(p), n)
			for i := range buf {
				buf[i] = b
			}
		}
	case opMemcpy:
		// Go's copy moves overlapping bytes as memmove does (and memcpy
		// may).
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			dst, src := w.val(f, &in.a[0], ln), w.val(f, &in.a[1], ln)
			n := w.val(f, &in.a[2], ln)
			if n == 0 {
				continue
			}
			pd, flt := w.span(in, ln, dst, n, true)
			if flt != nil {
				return flt
			}
			ps, flt := w.span(in, ln, src, n, false)
			if flt != nil {
				return flt
			}
			copy(unsafe.Slice((*byte)(pd), n), unsafe.Slice((*byte)(ps), n))
		}
	}
	return nil
}

// span resolves the n bytes from a for lane l: its first and last bytes
// must be in the same memory, n-1 bytes apart.
func (w *warp) span(in *instr, l int, a, n uint64, write bool) (unsafe.Pointer, *Fault) {
	p, flt := w.resolve(in, l, a, 1, write)
	if flt != nil {
		return nil, flt
	}
	q, flt := w.resolve(in, l, a+n-1, 1, write)
	if flt != nil {
		return nil, flt
	}
	if uintptr(q)-uintptr(p) != uintptr(n-1) {
		return nil, w.fault("out-of-bounds", in, l, fmt.Sprintf("%d bytes at %#x span more than one allocation", n, a), codeIllegalAddress).at(a, int(n))
	}
	return p, nil
}

// floatClass is the bit of llvm.amdgcn.class's mask (v_cmp_class) that
// names the class of x, a float of type t: 0 signalling NaN, 1 quiet NaN,
// then -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf.
func floatClass(t ptype, x uint64) uint {
	var neg bool
	var v float64
	quiet := false
	if t.bits == 32 {
		neg, v, quiet = x>>31&1 != 0, float64(f32(x)), x>>22&1 != 0
	} else {
		neg, v, quiet = x>>63&1 != 0, f64(x), x>>51&1 != 0
	}
	smallest := 0x1p-1022
	if t.bits == 32 {
		smallest = 0x1p-126
	}
	var c uint // the class's distance from ±0, the middle of the mask
	switch a := math.Abs(v); {
	case math.IsNaN(v):
		if quiet {
			return 1
		}
		return 0
	case a == 0:
		c = 0
	case a < smallest:
		c = 1
	case math.IsInf(v, 0):
		c = 3
	default:
		c = 2
	}
	if neg {
		return 5 - c
	}
	return 6 + c
}
