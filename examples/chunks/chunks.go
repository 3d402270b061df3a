package main

//go:generate go tool kern gen

import (
	"errors"
	"fmt"
	"math"
	"sync"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// Discriminant is the seed's ufunc kernel, with its one float32 signature.
//
//kern:vectorize
func Discriminant(a, b, c float32) float32 {
	return float32(math.Sqrt(float64(b*b - 4*a*c)))
}

var discriminant = kern.Vectorize("discriminant", kern.Loop3(Discriminant))

// config says how the chunked pipeline runs.
type config struct {
	on      kern.Target  // where the ufunc runs (a resolved target, never Auto)
	dev     *kern.Device // the device of the streams and buffers
	chunk   int          // elements per chunk
	streams int          // streams working at once
	// perChunk allocates device arrays for every chunk with ToDevice, as
	// the seed does; otherwise each stream allocates its device arrays once
	// and copies every chunk into them (no allocation or free on the hot
	// path; cuMemFree synchronizes the whole device).
	perChunk bool
}

// errChunk is a size that does not split into equal chunks.
var errChunk = errors.New("chunks: bad chunk size")

// lane is one stream and its buffers: the seed's async_array copies
// (coarse-grain host memory, which asynchronous copies need) and, unless
// perChunk, the device arrays they are copied to.
type lane struct {
	s    *kern.Stream
	host [4]*kern.Pinned[float32] // A, B, C, D chunks in coarse-grain memory
	dev  [4]*kern.DeviceArray[float32]
}

func newLane(cfg config) (*lane, error) {
	l := &lane{}
	var err error
	if l.s, err = cfg.dev.NewStream(); err != nil {
		return nil, err
	}
	for k := range l.host {
		if l.host[k], err = kern.CoarseGrainArray[float32](cfg.dev, cfg.chunk); err != nil {
			l.close()
			return nil, err
		}
	}
	if !cfg.perChunk {
		// Allocate without copying (Numba's copy=False): every chunk is
		// copied in later, on the stream.
		for k := range l.dev {
			if l.dev[k], err = kern.ToDevice(cfg.dev, l.host[k].Array, kern.NoCopy()); err != nil {
				l.close()
				return nil, err
			}
		}
	}
	return l, nil
}

// close frees the lane's buffers and stream; the stream is closed first,
// which waits for its work.
func (l *lane) close() error {
	var errs []error
	if l.s != nil {
		errs = append(errs, l.s.Close())
	}
	for k := range l.dev {
		if l.dev[k] != nil {
			errs = append(errs, l.dev[k].Free())
		}
		if l.host[k] != nil {
			errs = append(errs, l.host[k].Close())
		}
	}
	return errors.Join(errs...)
}

// chunked computes d = discriminant(a, b, c) a chunk at a time: the arrays
// are split into views (no copying), and cfg.streams lanes each take every
// streams-th chunk. In a lane one chunk is: copy into coarse-grain memory,
// copy to the device on the stream, the ufunc on the stream into a device
// output, the copy back on the stream, all inside AutoSynchronize; then the
// result goes into its view of d. While one lane waits for its stream the
// others fill and queue theirs, so copies and kernels of different chunks
// overlap on a GPU. On the host device, streams are goroutines.
func chunked(cfg config, a, b, c, d nd.Array[float32]) error {
	n := a.Size()
	if cfg.chunk < 1 || n%cfg.chunk != 0 || cfg.streams < 1 {
		return fmt.Errorf("%w: %d elements in chunks of %d on %d streams: the chunk size must divide the size",
			errChunk, n, cfg.chunk, cfg.streams)
	}
	count := n / cfg.chunk
	var parts [4][]nd.Array[float32] // sA, sB, sC, sD = np.split(X, chunkcount)
	for k, x := range []nd.Array[float32]{a, b, c, d} {
		if x.Size() != n || x.NDim() != 1 {
			return fmt.Errorf("%w: operand %d has shape %v, want (%d,)", errChunk, k, x.Shape(), n)
		}
		var err error
		if parts[k], err = x.Split(count, 0); err != nil {
			return err
		}
	}
	lanes := make([]*lane, min(cfg.streams, count))
	defer func() {
		for _, l := range lanes {
			if l != nil {
				l.close()
			}
		}
	}()
	for k := range lanes {
		var err error
		if lanes[k], err = newLane(cfg); err != nil {
			return err
		}
	}
	errs := make([]error, len(lanes))
	var wg sync.WaitGroup
	for k, l := range lanes {
		wg.Go(func() {
			for i := k; i < count && errs[k] == nil; i += len(lanes) {
				errs[k] = l.run(cfg, parts[0][i], parts[1][i], parts[2][i], parts[3][i])
			}
		})
	}
	wg.Wait()
	for k, l := range lanes {
		errs = append(errs, l.close())
		lanes[k] = nil
	}
	return errors.Join(errs...)
}

// run processes one chunk on the lane.
func (l *lane) run(cfg config, a, b, c, d nd.Array[float32]) error {
	hd := l.host[3]
	// async_array: the chunk is copied into coarse-grain memory.
	for k, x := range []nd.Array[float32]{a, b, c} {
		if err := l.host[k].Assign(x); err != nil {
			return err
		}
	}
	var fresh []*kern.DeviceArray[float32]
	err := l.s.AutoSynchronize(func() error {
		da, db, dc, dd := l.dev[0], l.dev[1], l.dev[2], l.dev[3]
		on := kern.OnStream(l.s)
		if cfg.perChunk {
			// The seed's form: dA = roc.to_device(asyncA, stream=stream),
			// dD = roc.to_device(asyncD, stream=stream, copy=False).
			var err error
			for k, p := range []**kern.DeviceArray[float32]{&da, &db, &dc} {
				if *p, err = kern.ToDevice(cfg.dev, l.host[k].Array, on); err != nil {
					return err
				}
				fresh = append(fresh, *p)
			}
			if dd, err = kern.ToDevice(cfg.dev, hd.Array, on, kern.NoCopy()); err != nil {
				return err
			}
			fresh = append(fresh, dd)
		} else {
			for k, dst := range []*kern.DeviceArray[float32]{da, db, dc} {
				if err := dst.CopyToDevice(l.host[k].Array, on); err != nil {
					return err
				}
			}
		}
		// roc_discriminant(dA, dB, dC, out=dD, stream=stream). On the
		// host device a stream runs the call on Parallel, queued there;
		// CPU and Sim are asked for by name: the call waits for the
		// copies and runs at once.
		var where any = l.s
		if cfg.on == kern.CPU || cfg.on == kern.Sim {
			where = cfg.on
		}
		if err := discriminant.Into(where, dd, da, db, dc); err != nil {
			return err
		}
		return dd.CopyInto(hd.Array, on) // dD.copy_to_host(asyncD, stream=stream)
	})
	// The stream is synchronized: nothing uses this chunk's arrays now.
	for _, x := range fresh {
		err = errors.Join(err, x.Free())
	}
	if err != nil {
		return err
	}
	return d.Assign(hd.Array) // sD[i][:] = result[:]
}

// plainInto is the plain Go loop the pipeline is compared with.
func plainInto(d, a, b, c []float32) {
	for i := range d {
		d[i] = float32(math.Sqrt(float64(b[i]*b[i] - 4*a[i]*c[i])))
	}
}

// compare checks d against want at every element (stride 1) or at every
// stride-th one, and returns the number of elements compared. Elements
// must be equal, or within ulps ULP (GPU code fuses b*b - 4*a*c into a
// multiply-add unless kern gen ran with -fmad=false: pick.Fused).
func compare(d, want []float32, stride int, ulps uint32) (int, error) {
	if len(d) != len(want) {
		return 0, fmt.Errorf("D has %d elements, plain Go %d", len(d), len(want))
	}
	n := 0
	for i := 0; i < len(d); i += stride {
		if d[i] != want[i] && !withinULP(d[i], want[i], ulps) {
			return n, fmt.Errorf("D[%d] = %v, plain Go %v", i, d[i], want[i])
		}
		n++
	}
	return n, nil
}

// withinULP reports finite x and y of one sign at most ulps apart.
func withinULP(x, y float32, ulps uint32) bool {
	a, b := math.Float32bits(x), math.Float32bits(y)
	if ulps == 0 || a>>31 != b>>31 || math.IsNaN(float64(x)) || math.IsNaN(float64(y)) {
		return false
	}
	return max(a, b)-min(a, b) <= ulps
}
