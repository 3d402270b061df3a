package kern

import (
	"fmt"
	"slices"
	"unsafe"

	"errors"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/gpuprof"
	"github.com/kernlab/kern/nd"
)

// CopyOption changes how a copy runs.
type CopyOption func(*copyConfig)

type copyConfig struct {
	stream    *Stream
	nilStream bool // OnStream(nil): an error, not a silent synchronous copy
	noCopy    bool
}

// OnStream queues the copy on s and returns at once (Numba's stream=...).
// The host array must not change until the stream reaches the copy; the
// stream keeps both sides alive until it is synchronized. Without OnStream
// a copy is synchronous; OnStream(nil) is an error wrapping ErrTarget (a
// stream variable that was never set should not quietly mean "wait").
func OnStream(s *Stream) CopyOption {
	return func(c *copyConfig) { c.stream, c.nilStream = s, s == nil }
}

// NoCopy makes ToDevice allocate without copying (Numba's copy=False), for
// device arrays that a kernel will fill. Other copies reject it.
func NoCopy() CopyOption { return func(c *copyConfig) { c.noCopy = true } }

// errNilStream is the failure of a nil *Stream where a stream places work.
func errNilStream(where string) error {
	return fmt.Errorf("kern: %s: nil *kern.Stream: %w", where, ErrTarget)
}

func copyOptions(opts []CopyOption, allowNoCopy bool) (copyConfig, error) {
	var c copyConfig
	for _, o := range opts {
		if o != nil {
			o(&c)
		}
	}
	if c.nilStream {
		return c, errNilStream("OnStream")
	}
	if c.noCopy && !allowNoCopy {
		return c, fmt.Errorf("kern: NoCopy applies only to ToDevice: %w", driver.ErrInvalidValue)
	}
	return c, nil
}

// CopyToHost copies the array into a new host array laid out like it (F
// order if it is only F-contiguous, else C): copy_to_host(). With OnStream
// the copy is asynchronous: the returned array is filled when the stream
// gets there.
func (a *DeviceArray[T]) CopyToHost(opts ...CopyOption) (nd.Array[T], error) {
	if err := a.live(); err != nil {
		return nd.Array[T]{}, err
	}
	dst, err := nd.ZerosOrder[T](layoutOrder(a.IsFContiguous(), a.IsCContiguous()), a.shape...)
	if err != nil {
		return nd.Array[T]{}, err
	}
	if err := a.CopyInto(dst, opts...); err != nil {
		return nd.Array[T]{}, err
	}
	return dst, nil
}

// CopyInto copies the array into an existing host array of the same shape:
// copy_to_host(ary, stream=...).
func (a *DeviceArray[T]) CopyInto(dst nd.Array[T], opts ...CopyOption) error {
	cfg, err := copyOptions(opts, false)
	if err != nil {
		return err
	}
	return a.faulted(copyDtoH(dst, a, cfg))
}

// CopyToDevice copies a host array of the same shape into the device array:
// copy_to_device(ary, stream=...).
func (a *DeviceArray[T]) CopyToDevice(src nd.Array[T], opts ...CopyOption) error {
	cfg, err := copyOptions(opts, false)
	if err != nil {
		return err
	}
	return a.faulted(copyHtoD(a, src, cfg))
}

// CopyFromDevice copies another device array of the same shape into this
// one, on the same device or another (Copy says how). Overlapping source
// and destination are only safe when both are contiguous in the same order.
func (a *DeviceArray[T]) CopyFromDevice(src *DeviceArray[T], opts ...CopyOption) error {
	cfg, err := copyOptions(opts, false)
	if err != nil {
		return err
	}
	return copyAny(a, src, cfg)
}

// sameOrder reports whether two layouts of one shape hold their elements in
// one contiguous run each, in the same order, so that one copy moves them.
func sameOrder(shape, sa, sb []int) bool {
	a, b := nd.Layout{Shape: shape, Strides: sa}, nd.Layout{Shape: shape, Strides: sb}
	return a.IsContiguous(nd.C) && b.IsContiguous(nd.C) || a.IsContiguous(nd.F) && b.IsContiguous(nd.F)
}

func checkShapes(op string, dst, src []int) error {
	if !slices.Equal(dst, src) {
		return fmt.Errorf("kern: %s: destination shape %s differs from source shape %s: %w",
			op, nd.ShapeString(dst), nd.ShapeString(src), nd.ErrShape)
	}
	return nil
}

// hostPtr is the address of element k (an offset from element 0) of h.
func hostPtr[T nd.Elem](data []T, off, k int) unsafe.Pointer { return unsafe.Pointer(&data[off+k]) }

// begin checks the stream and the handles, and returns the driver stream.
func (a *DeviceArray[T]) begin(cfg copyConfig) (driver.Stream, error) {
	if err := a.live(); err != nil {
		return nil, err
	}
	return a.alloc.dev.driverStream(cfg.stream)
}

func copyHtoD[T nd.Elem](dst *DeviceArray[T], src nd.Array[T], cfg copyConfig) error {
	ds, err := dst.begin(cfg)
	if err != nil {
		return err
	}
	if err := checkShapes("copy to device", dst.shape, src.Shape()); err != nil {
		return err
	}
	if dst.Size() == 0 {
		return nil
	}
	drv, es := dst.alloc.dev.drv, elemSize[T]()
	sst := src.Strides()
	if !sameOrder(dst.shape, dst.strides, sst) && (dst.IsCContiguous() || dst.IsFContiguous()) {
		// Stage the host elements in the device array's order: one copy.
		src = src.Copy(layoutOrder(dst.IsFContiguous(), dst.IsCContiguous()))
		sst = src.Strides()
	}
	data, off := src.Raw()
	var sp *gpuprof.Span // nil: nothing listens
	if gpuprof.On() {
		sp = gpuprof.Begin(drv, ds, gpuprof.HtoD, "", int64(dst.Size()*es))
	}
	if sameOrder(dst.shape, dst.strides, sst) {
		dlo, _ := extent(dst.shape, dst.strides)
		slo, _ := extent(dst.shape, sst)
		err = drv.CopyHtoD(dst.ptrAt(dlo), hostPtr(data, off, slo), dst.Size()*es, ds)
	} else {
		err = forRuns(dst.shape, dst.strides, sst, func(od, oh, n int) error {
			return drv.CopyHtoD(dst.ptrAt(od), hostPtr(data, off, oh), n*es, ds)
		})
	}
	err = sp.End(err)
	if cfg.stream != nil {
		cfg.stream.keep(dst, src)
	}
	if err != nil {
		return fmt.Errorf("kern: copy to %v: %w", dst, err)
	}
	return nil
}

func copyDtoH[T nd.Elem](dst nd.Array[T], src *DeviceArray[T], cfg copyConfig) error {
	ds, err := src.begin(cfg)
	if err != nil {
		return err
	}
	if err := checkShapes("copy to host", dst.Shape(), src.shape); err != nil {
		return err
	}
	if src.Size() == 0 {
		return nil
	}
	drv, es := src.alloc.dev.drv, elemSize[T]()
	dst2, staged := dst, false
	if !sameOrder(src.shape, src.strides, dst.Strides()) && cfg.stream == nil &&
		(src.IsCContiguous() || src.IsFContiguous()) {
		// Synchronous: one copy into a buffer laid out like the device
		// array, then a host-side assignment.
		dst2, err = nd.ZerosOrder[T](layoutOrder(src.IsFContiguous(), src.IsCContiguous()), src.shape...)
		if err != nil {
			return err
		}
		staged = true
	}
	dstr := dst2.Strides()
	data, off := dst2.Raw()
	var sp *gpuprof.Span // nil: nothing listens
	if gpuprof.On() {
		sp = gpuprof.Begin(drv, ds, gpuprof.DtoH, "", int64(src.Size()*es))
	}
	if sameOrder(src.shape, src.strides, dstr) {
		slo, _ := extent(src.shape, src.strides)
		hlo, _ := extent(src.shape, dstr)
		err = drv.CopyDtoH(hostPtr(data, off, hlo), src.ptrAt(slo), src.Size()*es, ds)
	} else {
		err = forRuns(src.shape, src.strides, dstr, func(od, oh, n int) error {
			return drv.CopyDtoH(hostPtr(data, off, oh), src.ptrAt(od), n*es, ds)
		})
	}
	err = sp.End(err)
	if cfg.stream != nil {
		cfg.stream.keep(src, dst)
	}
	if err != nil {
		return fmt.Errorf("kern: copy from %v: %w", src, err)
	}
	if staged {
		return dst.Assign(dst2)
	}
	return nil
}

func copyDtoD[T nd.Elem](dst, src *DeviceArray[T], cfg copyConfig) error {
	ds, err := dst.begin(cfg)
	if err != nil {
		return err
	}
	if err := src.live(); err != nil {
		return err
	}
	if src.alloc.dev != dst.alloc.dev {
		return fmt.Errorf("kern: copy from %v to %v: arrays on different devices: %w", src, dst, driver.ErrInvalidValue)
	}
	if err := checkShapes("device copy", dst.shape, src.shape); err != nil {
		return err
	}
	if dst.Size() == 0 {
		return nil
	}
	drv, es := dst.alloc.dev.drv, elemSize[T]()
	var sp *gpuprof.Span // nil: nothing listens
	if gpuprof.On() {
		sp = gpuprof.Begin(drv, ds, gpuprof.DtoD, "", int64(dst.Size()*es))
	}
	if sameOrder(dst.shape, dst.strides, src.strides) {
		dlo, _ := extent(dst.shape, dst.strides)
		slo, _ := extent(src.shape, src.strides)
		err = drv.CopyDtoD(dst.ptrAt(dlo), src.ptrAt(slo), dst.Size()*es, ds)
	} else {
		err = forRuns(dst.shape, dst.strides, src.strides, func(od, os, n int) error {
			return drv.CopyDtoD(dst.ptrAt(od), src.ptrAt(os), n*es, ds)
		})
	}
	err = sp.End(err)
	if cfg.stream != nil {
		cfg.stream.keep(dst, src)
	}
	if err != nil {
		return fmt.Errorf("kern: copy from %v to %v: %w", src, dst, err)
	}
	return nil
}

// Copy copies src into dst, device arrays of one shape on any devices:
// within a device as CopyFromDevice, between two devices directly where the
// driver copies between peers (driver.PeerCopier: cuMemcpyPeerAsync,
// hipMemcpyPeerAsync), else staged through pinned host memory (the
// emulated devices, devices of two backends). Mixing devices is never
// implicit elsewhere: this is the call that asks for the copy.
//
// With OnStream(s), s must belong to dst's or src's device. A direct copy
// is queued on a stream of src's device (s, or its default stream after
// s's queued work); a staged copy waits for s's queued work and is complete
// on return.
func Copy[T nd.Elem](dst, src *DeviceArray[T], opts ...CopyOption) error {
	cfg, err := copyOptions(opts, false)
	if err != nil {
		return err
	}
	return copyAny(dst, src, cfg)
}

func copyAny[T nd.Elem](dst, src *DeviceArray[T], cfg copyConfig) error {
	if err := dst.live(); err != nil {
		return err
	}
	if err := src.live(); err != nil {
		return err
	}
	if dst.alloc.dev == src.alloc.dev {
		return copyDtoD(dst, src, cfg)
	}
	return copyPeer(dst, src, cfg)
}

// copyPeer copies between two devices.
func copyPeer[T nd.Elem](dst, src *DeviceArray[T], cfg copyConfig) error {
	if err := dst.live(); err != nil {
		return err
	}
	if err := src.live(); err != nil {
		return err
	}
	dd, sd := dst.alloc.dev, src.alloc.dev
	if s := cfg.stream; s != nil && s.dev != dd && s.dev != sd {
		return fmt.Errorf("kern: copy from %v to %v on a stream of %v, neither's: %w", sd, dd, s.dev, driver.ErrInvalidValue)
	}
	if err := checkShapes("peer copy", dst.shape, src.shape); err != nil {
		return err
	}
	if dst.Size() == 0 {
		return nil
	}
	if !sameOrder(dst.shape, dst.strides, src.strides) {
		// Different layouts: through a host array, which reorders.
		if err := syncStream(cfg.stream); err != nil {
			return err
		}
		h, err := src.CopyToHost()
		if err != nil {
			return err
		}
		return dst.CopyToDevice(h)
	}
	n := dst.Size() * elemSize[T]()
	dlo, _ := extent(dst.shape, dst.strides)
	slo, _ := extent(src.shape, src.strides)
	dp, sp := dst.ptrAt(dlo), src.ptrAt(slo)
	if pc, ok := sd.drv.(driver.PeerCopier); ok && sd.info.Kind == dd.info.Kind {
		var ds driver.Stream
		if s := cfg.stream; s != nil && s.dev == sd {
			ds = s.s
		} else if err := syncStream(s); err != nil {
			return err
		}
		span := gpuprof.Begin(sd.drv, ds, gpuprof.DtoD, "peer", int64(n))
		err := span.End(pc.CopyPeer(dp, dd.drv, sp, n, ds))
		if err == nil {
			if ds != nil {
				cfg.stream.keep(dst, src)
			}
			return nil
		}
		if !errors.Is(err, driver.ErrUnsupported) {
			return fmt.Errorf("kern: copy from %v to %v: %w", src, dst, err)
		}
		// A library without the peer calls: stage below.
	}
	if err := syncStream(cfg.stream); err != nil {
		return err
	}
	return stagePeer(dd, sd, dp, sp, n, fmt.Sprintf("copy from %v to %v", src, dst))
}

// syncStream waits for s's queued work (nil: nothing to wait for).
func syncStream(s *Stream) error {
	if s == nil {
		return nil
	}
	return s.Synchronize()
}

// stagePeer copies n bytes from sp on sd to dp on dd through a pinned
// buffer of dd, synchronously, in blocks of at most chunked.StagingKeep bytes so
// that a large copy reuses one buffer.
func stagePeer(dd, sd *Device, dp, sp driver.Ptr, n int, what string) error {
	blk := min(n, peerBlock)
	b, err := dd.staging.Get(dd.drv, dd, blk)
	if err != nil {
		return err
	}
	for off := 0; off < n; off += blk {
		m := min(blk, n-off)
		if err := sd.drv.CopyDtoH(b.P, sp+driver.Ptr(off), m, nil); err != nil {
			_ = dd.staging.Put(dd.drv, b)
			return fmt.Errorf("kern: %s: reading %v: %w", what, sd, err)
		}
		if err := dd.drv.CopyHtoD(dp+driver.Ptr(off), b.P, m, nil); err != nil {
			_ = dd.staging.Put(dd.drv, b)
			return fmt.Errorf("kern: %s: writing %v: %w", what, dd, err)
		}
	}
	return dd.staging.Put(dd.drv, b)
}

// peerBlock is the staging buffer of a peer copy without peer access: big
// enough that the two copies per block run at bus speed.
const peerBlock = 16 << 20

// Device arrays get their shape and stride arithmetic (views, reshape,
// contiguity, extent) from nd.Layout, the data-free half of nd.Array; this
// is what device copies and argument marshalling add to it.

// extent is the lowest and highest element offset the layout (shape,
// strides) reaches, relative to its element 0; lo > hi when it is empty.
func extent(shape, strides []int) (lo, hi int) {
	return nd.Layout{Shape: shape, Strides: strides}.Extent()
}

// forRuns calls fn for every maximal run of elements that is contiguous in
// both layouts a and b, walking shape in C order; oa and ob are element
// offsets relative to element 0 of each layout.
func forRuns(shape, sa, sb []int, fn func(oa, ob, n int) error) error {
	ndim := len(shape)
	for _, d := range shape {
		if d == 0 {
			return nil
		}
	}
	// Merge trailing axes while both layouts stay contiguous across them.
	run, inner := 1, ndim
	if ndim > 0 && sa[ndim-1] == 1 && sb[ndim-1] == 1 {
		run, inner = shape[ndim-1], ndim-1
		for inner > 0 && sa[inner-1] == run && sb[inner-1] == run {
			run *= shape[inner-1]
			inner--
		}
	}
	idx := make([]int, inner)
	for {
		oa, ob := 0, 0
		for k, i := range idx {
			oa += i * sa[k]
			ob += i * sb[k]
		}
		if err := fn(oa, ob, run); err != nil {
			return err
		}
		k := inner - 1
		for ; k >= 0; k-- {
			idx[k]++
			if idx[k] < shape[k] {
				break
			}
			idx[k] = 0
		}
		if k < 0 {
			return nil
		}
	}
}
