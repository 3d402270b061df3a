package simt

import (
	"fmt"
	"math/bits"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
)

// SyncThreads waits until every running thread of the block arrives.
func (t *Thread) SyncThreads() {
	if !t.blk.coop {
		panic(ErrNotCooperative)
	}
	t.stopCheck()
	_, site := userSite(2)
	t.blk.warps[t.Linear/WarpSize].bar.away()
	t.blk.bar.waitAt(site)
}

// Block reductions of SyncThreadsReduce.
const (
	ReducePopc = iota // how many threads' predicate is true
	ReduceAnd         // 1 if it is true on every thread, else 0
	ReduceOr          // 1 if it is true on some thread, else 0
)

// SyncThreadsReduce is SyncThreads that also reduces pred over the
// block's threads that arrive (every one that has not returned), as
// CUDA's __syncthreads_count, _and and _or: every thread gets the same
// result.
func (t *Thread) SyncThreadsReduce(op int, pred bool) int {
	if !t.blk.coop {
		panic(ErrNotCooperative)
	}
	t.stopCheck()
	_, site := userSite(2)
	t.blk.warps[t.Linear/WarpSize].bar.away()
	yes, n := t.blk.bar.vote(site, pred)
	switch op {
	case ReduceAnd:
		return b2i(yes == n)
	case ReduceOr:
		return b2i(yes > 0)
	}
	return yes
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Fence is kern.ThreadFence on the CPU targets: a sync/atomic operation
// (on a word of the block; only its ordering matters). The Go memory
// model makes sync/atomic operations sequentially consistent, and the
// compiler moves no memory access across one. Another thread that sees a
// write made after the fence through an atomic (kern's atomics are
// sync/atomic operations) also sees the writes made before it — what the
// GPU fences promise and the last-block-done pattern needs.
func (t *Thread) Fence() { t.blk.fence.Add(0) }

// SyncWarp waits until every running lane of the thread's warp arrives.
func (t *Thread) SyncWarp() {
	if !t.blk.coop {
		panic(ErrNotCooperative)
	}
	t.stopCheck()
	// Twice, as every warp operation waits (barrier.round).
	b := t.blk.warps[t.Linear/WarpSize].bar
	b.wait()
	b.wait()
}

// Shared returns the block's shared array of the kern.Shared declaration
// at pc (the return address in the function that called kern.Shared) of
// type typ: every thread of the block that reaches the declaration gets
// the same object, created by mk on first use, whatever the call path or
// loop iteration, as a CUDA __shared__ array. A block whose shared arrays
// and dynamic shared memory together pass Config.SharedLimit stops the
// launch with a *driver.SharedMemoryError, as a GPU refuses to launch
// such a kernel; each declaration counts once.
func (t *Thread) Shared(pc uintptr, typ reflect.Type, mk func() any) any {
	t.stopCheck()
	k := t.blk.ls.sharedDecl(pc, typ)
	b := t.blk
	b.mu.Lock()
	defer b.mu.Unlock()
	for len(b.shared) <= k {
		b.shared = append(b.shared, nil)
	}
	if b.shared[k] == nil {
		size := int(typ.Size())
		if lim := b.cfg.SharedLimit; lim > 0 && b.static+size+b.cfg.DynShared > lim {
			panic(&driver.SharedMemoryError{Kernel: b.cfg.Name, Static: b.static + size, Dynamic: b.cfg.DynShared, Limit: lim})
		}
		b.static += size
		b.shared[k] = mk()
	}
	return b.shared[k]
}

// sharedSite is a kern.Shared call as the thread makes it: the return
// address and the array type, and the declaration's number. One
// declaration may have several: the Go compiler may inline the function
// that declares it into several callers.
type sharedSite struct {
	pc   uintptr
	typ  reflect.Type
	decl int
}

// declKey is a kern.Shared declaration: the logical frame of the call
// (function, file and line; kern gen refuses two declarations on one
// line) and the array's layout (a generic function's instances declare one
// each, unless their arrays are laid out alike: see layoutKey).
type declKey struct {
	fn, file string
	line     int
	layout   string
}

// layoutKey names t as the GPU compiler lowers it, so that the CPU targets
// tell declarations apart as the GPU code does: by layout, not by Go type
// (a named float32 is a float32, int is int64, a complex64 is a pair of
// float32 fields, Float16 is its uint16 bits).
func layoutKey(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Bool:
		return "b"
	case reflect.Int8:
		return "i8"
	case reflect.Int16:
		return "i16"
	case reflect.Int32:
		return "i32"
	case reflect.Int, reflect.Int64:
		return "i64"
	case reflect.Uint8:
		return "u8"
	case reflect.Uint16:
		return "u16"
	case reflect.Uint32:
		return "u32"
	case reflect.Uint, reflect.Uint64, reflect.Uintptr:
		return "u64"
	case reflect.Float32:
		return "f32"
	case reflect.Float64:
		return "f64"
	case reflect.Complex64:
		return "{f32,f32}"
	case reflect.Complex128:
		return "{f64,f64}"
	case reflect.Array:
		return "[" + strconv.Itoa(t.Len()) + "]" + layoutKey(t.Elem())
	case reflect.Struct:
		var b strings.Builder
		b.WriteByte('{')
		for i := range t.NumField() {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(layoutKey(t.Field(i).Type))
		}
		b.WriteByte('}')
		return b.String()
	}
	return t.String() // kern gen refuses the rest in shared memory
}

// sharedDecl numbers the declaration of a kern.Shared call within the
// launch, resolving the call's frame once per site. The sites seen so far
// are a short list read without a lock (a kernel has a few): a lookup
// stays shallow, so that it does not grow a thread goroutine's stack.
func (ls *launchState) sharedDecl(pc uintptr, typ reflect.Type) int {
	if k, ok := ls.knownSite(pc, typ); ok {
		return k
	}
	f, _ := runtime.CallersFrames([]uintptr{pc}).Next()
	key := declKey{f.Function, f.File, f.Line, layoutKey(typ)}
	ls.mu.Lock()
	defer ls.mu.Unlock()
	if k, ok := ls.knownSite(pc, typ); ok { // another thread added it
		return k
	}
	k, ok := ls.decls[key]
	if !ok {
		if ls.decls == nil {
			ls.decls = map[declKey]int{}
		}
		k = len(ls.decls)
		ls.decls[key] = k
	}
	var sites []sharedSite
	if old := ls.sites.Load(); old != nil {
		sites = append(sites, *old...)
	}
	sites = append(sites, sharedSite{pc, typ, k})
	ls.sites.Store(&sites)
	return k
}

// knownSite returns the declaration number of a site seen before.
func (ls *launchState) knownSite(pc uintptr, typ reflect.Type) (int, bool) {
	if sites := ls.sites.Load(); sites != nil {
		for _, s := range *sites {
			if s.pc == pc && s.typ == typ {
				return s.decl, true
			}
		}
	}
	return 0, false
}

// DynShared returns the block's dynamic shared memory (8-byte aligned).
func (t *Thread) DynShared() unsafe.Pointer {
	if len(t.blk.dyn) == 0 {
		return nil
	}
	return unsafe.Pointer(&t.blk.dyn[0])
}

// DynSharedBytes is the size of the dynamic shared memory in bytes, as the
// launch asked (the memory behind it is rounded up to 8), as a GPU's
// %dynamic_smem_size reports it: kern.DynShared's length follows.
func (t *Thread) DynSharedBytes() int { return t.blk.cfg.DynShared }

// Shuffle modes, as PTX's shfl.sync.{idx,up,down,bfly}.
const (
	ShflIdx  = abi.ShflIdx
	ShflUp   = abi.ShflUp
	ShflDown = abi.ShflDown
	ShflXor  = abi.ShflXor
)

// Shuffle exchanges 64-bit values within the warp, or within segments of
// width lanes (0: the whole warp): lane abi.ShflSource names, or the
// thread's own value when it names none.
func (t *Thread) Shuffle(mode int, v uint64, arg, width int) uint64 {
	if !t.blk.coop {
		panic(ErrNotCooperative)
	}
	t.stopCheck()
	w := t.blk.warps[t.Linear/WarpSize]
	lane := t.Lane()
	w.slots[lane] = v
	w.kind[lane] = 0
	par := w.bar.round() >> 1 & 1
	w.part[par].Or(1 << lane) // this lane takes part in this shuffle
	w.bar.wait()
	src64, ok := abi.ShflSource(mode, width, int64(lane), int64(arg), WarpSize)
	src := int(src64)
	warpBase := t.Linear - lane
	r := v
	if ok {
		if warpBase+src >= t.BlockDim.Size() {
			panic(fmt.Errorf("%w: lane %d shuffles from lane %d, which does not exist (the block's last warp has %d threads)",
				ErrUndefined, lane, src, t.BlockDim.Size()-warpBase))
		}
		if w.part[par].Load()&(1<<src) == 0 {
			panic(fmt.Errorf("%w: lane %d shuffles from lane %d, which did not take part in this shuffle (it exited or is elsewhere)",
				ErrUndefined, lane, src))
		}
		if w.kind[src] != 0 {
			w.bar.wait()
			panic(fmt.Errorf("%w: lane %d shuffles from lane %d, which is at a different warp operation (a whole-warp shuffle needs every running lane of the warp)",
				ErrUndefined, lane, src))
		}
		r = w.slots[src]
	}
	w.bar.wait()
	w.part[par].And(^uint64(1 << lane))
	return r
}

// kindShflSync is warp.kind for a shuffle with a member mask.
const kindShflSync = 0xff

// ShuffleSync is Shuffle among the lanes of mask (kern.ShflSync and its
// kin): a source lane outside mask gives the thread its own value, and
// lanes of disjoint masks shuffle apart, such as an if's lanes and its
// else's. Every running lane of the warp meets at each warp operation, so
// a lane whose mask names a lane at another one (a shuffle with another
// mask, say, when only half the warp entered an if) waits a round for it,
// as a GPU's lanes wait for the lanes of their mask: those lanes complete
// their own call and come. A round in which no masked shuffle completes
// cannot end, and is reported, as are a mask that does not name the
// caller and a source lane of the mask that exited or does not exist.
func (t *Thread) ShuffleSync(mode int, mask, v uint64, arg, width int) uint64 {
	if !t.blk.coop {
		panic(ErrNotCooperative)
	}
	t.stopCheck()
	w := t.blk.warps[t.Linear/WarpSize]
	lane := t.Lane()
	bit := uint64(1) << lane
	mask &= 1<<WarpSize - 1 // a 32-lane warp ignores the high half
	for {
		w.slots[lane], w.masks[lane], w.kind[lane] = v, mask, kindShflSync
		round := w.bar.round()
		par := round >> 1 & 1
		w.part[par].Or(bit)
		w.bar.wait()
		part := w.part[par].Load()
		if mask&bit == 0 {
			w.bar.wait()
			panic(fmt.Errorf("%w: lane %d shuffles with mask %#x, which does not name it", ErrUndefined, lane, mask))
		}
		ready, other := true, -1
		for m := mask & part; m != 0; m &= m - 1 {
			if l := bits.TrailingZeros64(m); w.kind[l] != kindShflSync || w.masks[l] != mask {
				ready, other = false, l
				break
			}
		}
		r := v
		if ready {
			w.done.Store(int64(round) + 1)
			src64, ok := abi.ShflSource(mode, width, int64(lane), int64(arg), WarpSize)
			if src := int(src64); ok && mask&(1<<src) != 0 {
				if warpBase := t.Linear - lane; warpBase+src >= t.BlockDim.Size() {
					w.bar.wait()
					panic(fmt.Errorf("%w: lane %d shuffles from lane %d of its mask %#x, which does not exist (the block's last warp has %d threads; ActiveMask names the lanes that do)",
						ErrUndefined, lane, src, mask, t.BlockDim.Size()-warpBase))
				}
				if part&(1<<src) == 0 {
					w.bar.wait()
					panic(fmt.Errorf("%w: lane %d shuffles from lane %d of its mask %#x, which exited", ErrUndefined, lane, src, mask))
				}
				r = w.slots[src]
			}
		}
		w.bar.wait()
		progress := w.done.Load() == int64(round)+1
		w.part[par].And(^bit)
		if ready {
			return r
		}
		if !progress {
			panic(fmt.Errorf("%w: lane %d shuffles with mask %#x while lane %d of it is at a different warp operation or names another mask, and no lane of the warp can go on (the lanes of a mask must make the same call with the same mask)",
				ErrUndefined, lane, mask, other))
		}
	}
}
