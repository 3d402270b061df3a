package chunked

import (
	"errors"
	"fmt"
	"sync"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// Staging keeps pinned staging buffers of finished chunked calls for the
// next ones (page-locking memory is slow: cuMemHostAlloc pins every page).
// A device has one; the zero value is empty and ready.
type Staging struct {
	mu   sync.Mutex
	free []Block
	kept int
}

// Block is a pinned host buffer of N bytes at P.
type Block struct {
	P unsafe.Pointer
	N int
}

// Get returns a pinned block of at least n bytes of drv (named dev in
// errors), from the cache or newly allocated.
func (c *Staging) Get(drv driver.Device, dev fmt.Stringer, n int) (Block, error) {
	c.mu.Lock()
	best := -1
	for i, b := range c.free {
		if b.N >= n && (best < 0 || b.N < c.free[best].N) {
			best = i
		}
	}
	if best >= 0 {
		b := c.free[best]
		c.free = append(c.free[:best], c.free[best+1:]...)
		c.kept -= b.N
		c.mu.Unlock()
		return b, nil
	}
	c.mu.Unlock()
	p, err := drv.AllocHost(n)
	if err != nil {
		return Block{}, fmt.Errorf("kern: %d bytes of pinned staging memory on %v: %w", n, dev, err)
	}
	return Block{p, n}, nil
}

// Put keeps b for later calls, or frees it when the cache is full.
func (c *Staging) Put(drv driver.Device, b Block) error {
	c.mu.Lock()
	if c.kept+b.N <= StagingKeep {
		c.free = append(c.free, b)
		c.kept += b.N
		c.mu.Unlock()
		return nil
	}
	c.mu.Unlock()
	return drv.FreeHost(b.P)
}

// Release frees every cached block.
func (c *Staging) Release(drv driver.Device) error {
	c.mu.Lock()
	free := c.free
	c.free, c.kept = nil, 0
	c.mu.Unlock()
	var errs []error
	for _, b := range free {
		errs = append(errs, drv.FreeHost(b.P))
	}
	return errors.Join(errs...)
}
