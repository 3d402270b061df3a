package kern

import (
	"errors"
	"fmt"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/nd"
)

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
		err := pc.CopyPeer(dp, dd.drv, sp, n, ds)
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
// buffer of dd, synchronously, in blocks of at most stagingKeep bytes so
// that a large copy reuses one buffer.
func stagePeer(dd, sd *Device, dp, sp driver.Ptr, n int, what string) error {
	blk := min(n, peerBlock)
	b, err := dd.getStaging(blk)
	if err != nil {
		return err
	}
	for off := 0; off < n; off += blk {
		m := min(blk, n-off)
		if err := sd.drv.CopyDtoH(b.p, sp+driver.Ptr(off), m, nil); err != nil {
			_ = dd.putStaging(b)
			return fmt.Errorf("kern: %s: reading %v: %w", what, sd, err)
		}
		if err := dd.drv.CopyHtoD(dp+driver.Ptr(off), b.p, m, nil); err != nil {
			_ = dd.putStaging(b)
			return fmt.Errorf("kern: %s: writing %v: %w", what, dd, err)
		}
	}
	return dd.putStaging(b)
}

// peerBlock is the staging buffer of a peer copy without peer access: big
// enough that the two copies per block run at bus speed.
const peerBlock = 16 << 20
