package kern

import (
	"fmt"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/simt"
)

// MaxCooperativeBlocks is the most blocks of block threads a cooperative
// launch (CooperativeLaunch) of the kernel may have on on — a *Device or
// a Target — with the shared memory opts ask for (SharedMem): what the
// device's multiprocessors hold at once (blocks per multiprocessor from
// the occupancy calculator, times multiprocessors), or on the CPU targets
// simt.MaxGridSyncThreads threads. Numba's max_cooperative_grid_blocks.
// A kernel that loops grid-stride sizes its grid with it.
func (c *kernelCore) MaxCooperativeBlocks(on any, block any, opts ...LaunchOption) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	b, err := dimOf("block", block)
	if err != nil {
		return 0, c.wrap(err)
	}
	var cfg launchConfig
	for _, o := range opts {
		if o.apply != nil {
			o.apply(&cfg)
		}
	}
	threads := b.X * b.Y * b.Z
	dev, ok := on.(*Device)
	if !ok {
		t, isTarget := on.(Target)
		if !isTarget {
			return 0, fmt.Errorf("kern: kernel %s: MaxCooperativeBlocks on %T, want a *kern.Device or a Target: %w", c.short(), on, ErrArgument)
		}
		if dev, err = DefaultDevice(t); err != nil {
			return 0, c.wrap(err)
		}
	}
	if dev == HostDevice() {
		return simt.MaxGridSyncThreads / threads, nil
	}
	f, err := c.function(dev)
	if err != nil {
		return 0, c.wrap(err)
	}
	of, ok := f.Fn.(driver.OccupancyFunction)
	if !ok {
		return 0, fmt.Errorf("kern: kernel %s: %v cannot say how many blocks it holds at once: %w", c.short(), dev, ErrTarget)
	}
	per, err := of.ActiveBlocks(threads, cfg.shared)
	if err != nil {
		return 0, c.wrap(err)
	}
	return per * dev.Info().MultiProcessors, nil
}
