package host

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/simt"
	"github.com/kernlab/kern/internal/sysmem"
)

// defaultCapacity is the capacity when the physical memory is unknown.
const defaultCapacity = 4 << 30

// sharedPerBlock is the dynamic shared memory a launch may ask for, as on
// most NVIDIA devices without an opt-in.
const sharedPerBlock = 48 << 10

// Option configures a Device.
type Option func(*Device)

// WithCapacity sets the device memory capacity in bytes that MemInfo reports
// and Alloc enforces. It must be positive.
func WithCapacity(bytes int64) Option {
	return func(d *Device) {
		if bytes > 0 {
			d.capacity = bytes
		}
	}
}

// Device is the CPU device. The zero value is not usable: call New.
type Device struct {
	info     driver.Info
	capacity int64

	mu         sync.Mutex
	allocs     map[driver.Ptr]*slab // live device allocations by address
	sorted     []*slab              // allocs ordered by address, rebuilt lazily
	dirty      bool                 // sorted is stale
	used       int64
	hostAllocs map[uintptr]*slab    // AllocHost memory by address
	registered map[uintptr]int      // Register'd ranges: start → length
	streams    map[*Stream]struct{} // live streams, for nil-stream ordering
	streamPeak int                  // len(streams) at its largest since the last rebuild
	def        *Stream
}

var _ driver.Device = (*Device)(nil)

// New returns a host device. Devices are independent: each has its own
// memory accounting, streams and capacity.
func New(opts ...Option) *Device {
	d := &Device{
		capacity:   sysmem.Total() / 2,
		allocs:     map[driver.Ptr]*slab{},
		hostAllocs: map[uintptr]*slab{},
		registered: map[uintptr]int{},
		streams:    map[*Stream]struct{}{},
	}
	if d.capacity <= 0 {
		d.capacity = defaultCapacity
	}
	for _, o := range opts {
		o(d)
	}
	procs := runtime.GOMAXPROCS(0)
	d.info = driver.Info{
		Kind:               driver.KindHost,
		Name:               fmt.Sprintf("kern host device (Go, %d procs)", procs),
		Arch:               "host",
		MultiProcessors:    procs,
		TotalMem:           d.capacity,
		WarpSize:           simt.WarpSize,
		MaxThreadsPerBlock: 1024,
		MaxBlockDim:        driver.Dim3{X: 1024, Y: 1024, Z: 64},
		MaxGridDim:         driver.Dim3{X: 1<<31 - 1, Y: 65535, Z: 65535},
		SharedMemPerBlock:  sharedPerBlock,
		ConcurrentKernels:  true,
		AsyncEngines:       1,
		UnifiedAddressing:  true,
		CanMapHostMemory:   true,
		PCIBusID:           "host",
		DriverVersion:      0,
	}
	d.def = &Stream{dev: d, isDefault: true}
	d.def.cond = sync.NewCond(&d.def.mu)
	d.streams[d.def] = struct{}{}
	return d
}

// Info describes the device.
func (d *Device) Info() driver.Info { return d.info }

// LoadModule is not supported: host kernels are Go functions, launched with
// LaunchFunc.
func (d *Device) LoadModule(image []byte) (driver.Module, error) {
	return nil, fmt.Errorf("host device: LoadModule of a %d-byte image: %w (host kernels are Go functions; use LaunchFunc)",
		len(image), driver.ErrUnsupported)
}

// LaunchFunc runs body once per thread of cfg's grid on the simt engine,
// ordered on s. With a nil s it is synchronous and returns the kernel's
// failure; with a stream the failure surfaces at that stream's (or the
// device's) next Synchronize. A kernel panic comes back as a
// *driver.KernelTrapError naming the kernel (cfg.Name), the block, the
// thread and the panicking line. Shared memory is limited to 48 KiB per
// block, static and dynamic together (a *driver.SharedMemoryError).
func (d *Device) LaunchFunc(cfg simt.Config, body func(*simt.Thread), s driver.Stream) error {
	if body == nil {
		return fmt.Errorf("host device: LaunchFunc: nil kernel body: %w", driver.ErrInvalidValue)
	}
	// The device's limit, whatever the caller set: a GPU would refuse too.
	cfg.SharedLimit = sharedPerBlock
	if cfg.DynShared > sharedPerBlock {
		return &driver.SharedMemoryError{Kernel: cfg.Name, Dynamic: cfg.DynShared, Limit: sharedPerBlock}
	}
	if err := cfg.Validate(); err != nil {
		return fmt.Errorf("host device: LaunchFunc: %w: %w", driver.ErrInvalidValue, err)
	}
	if s == nil {
		// Synchronous: no closure for a queue to keep.
		d.drainAll()
		return launchNow(cfg, body)
	}
	return d.exec(s, launchKey("LaunchFunc", cfg), func() error { return launchNow(cfg, body) })
}

// LaunchBlocks is LaunchFunc for a block function (simt.LaunchBlocks):
// code that runs every thread of a block itself, over cfg.Workers
// goroutines (0: GOMAXPROCS; 1: in order). Its failures take
// LaunchFunc's forms.
func (d *Device) LaunchBlocks(cfg simt.Config, run func(*simt.Block), s driver.Stream) error {
	if run == nil {
		return fmt.Errorf("host device: LaunchBlocks: nil block function: %w", driver.ErrInvalidValue)
	}
	cfg.SharedLimit = sharedPerBlock
	if cfg.DynShared > sharedPerBlock {
		return &driver.SharedMemoryError{Kernel: cfg.Name, Dynamic: cfg.DynShared, Limit: sharedPerBlock}
	}
	if err := cfg.Validate(); err != nil {
		return fmt.Errorf("host device: LaunchBlocks: %w: %w", driver.ErrInvalidValue, err)
	}
	launch := func() error { return launchErr(cfg.Name, simt.LaunchBlocks(cfg, run)) }
	if s == nil {
		d.drainAll()
		return launch()
	}
	return d.exec(s, launchKey("LaunchBlocks", cfg), launch)
}

// launchNow runs a launch and gives its failure the driver's form.
func launchNow(cfg simt.Config, body func(*simt.Thread)) error {
	return launchErr(cfg.Name, simt.Launch(cfg, body))
}

// launchErr gives a launch's failure the driver's form.
func launchErr(name string, err error) error {
	if err != nil {
		var ke *simt.KernelError
		if errors.As(err, &ke) {
			return trapError(name, ke)
		}
		var se *driver.SharedMemoryError
		if errors.As(err, &se) {
			return se
		}
		return fmt.Errorf("%w: %w", driver.ErrLaunchFailed, err)
	}
	return nil
}

// SynchronizeContext is Synchronize that gives up when ctx is done.
func (d *Device) SynchronizeContext(ctx context.Context) error {
	var errs []error
	for _, s := range d.liveStreams() {
		if err := s.SynchronizeContext(ctx); err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// Synchronize waits for the work queued on every stream and returns the
// first sticky error among them (clearing them).
func (d *Device) Synchronize() error {
	var errs []error
	for _, s := range d.liveStreams() {
		if err := s.Synchronize(); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

func (d *Device) liveStreams() []*Stream { return d.appendLiveStreams(nil) }

// appendLiveStreams appends the device's streams to dst.
func (d *Device) appendLiveStreams(dst []*Stream) []*Stream {
	d.mu.Lock()
	defer d.mu.Unlock()
	for s := range d.streams {
		dst = append(dst, s)
	}
	return dst
}

// drainAll waits for every stream's queued work.
func (d *Device) drainAll() {
	var buf [8]*Stream // most devices have few streams: no allocation
	for _, st := range d.appendLiveStreams(buf[:0]) {
		st.drain()
	}
}

// exec runs op on stream s, or synchronously after every stream's queued
// work when s is nil. key is the operation's shape, for a capture.
func (d *Device) exec(s driver.Stream, key opKey, op func() error) error {
	if s == nil {
		d.drainAll()
		return op()
	}
	st, err := d.stream(s)
	if err != nil {
		return err
	}
	return st.enqueueKeyed(key, op)
}

// stream checks that s is a live stream of this device.
func (d *Device) stream(s driver.Stream) (*Stream, error) {
	st, ok := s.(*Stream)
	if !ok || st == nil {
		return nil, fmt.Errorf("host device: stream %T is not a host stream: %w", s, driver.ErrInvalidValue)
	}
	if st.dev != d {
		return nil, fmt.Errorf("host device: stream belongs to another device: %w", driver.ErrInvalidValue)
	}
	return st, nil
}

// trapError is the device-independent form of a kernel panic.
func trapError(name string, ke *simt.KernelError) *driver.KernelTrapError {
	site := fmt.Sprint(ke.Value)
	if ke.Site != "" {
		site = ke.Site + ": " + site
	}
	return &driver.KernelTrapError{
		Kernel: name, Site: site,
		Block: driver.Dim3(ke.Block), Thread: driver.Dim3(ke.Thread),
		Value: ke.Value, Stack: ke.Stack,
	}
}
