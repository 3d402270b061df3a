package gpucore

import (
	"fmt"
	"sync"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// Count is the number of devices the library reports.
func (l *Lib) Count() (int, error) {
	var n int32
	if err := l.Check(l.Fn.DeviceCount.Op, Call(l.Fn.DeviceCount.Addr, uintptr(unsafe.Pointer(&n)))); err != nil {
		return 0, err
	}
	return int(n), nil
}

// Devices is a driver's device cache: the same ordinal gives the same
// device until it is forgotten (closed). Pkg prefixes its errors.
type Devices[D comparable] struct {
	Pkg string

	mu sync.Mutex
	by map[int]D
}

// Get returns device ordinal, opening it with open on first use; count
// is the number of devices, and an ordinal out of range is an error
// matching driver.ErrNoDevice.
func (c *Devices[D]) Get(ordinal int, count func() (int, error), open func(ordinal int) (D, error)) (D, error) {
	var zero D
	c.mu.Lock()
	defer c.mu.Unlock()
	if dev, ok := c.by[ordinal]; ok {
		return dev, nil
	}
	n, err := count()
	if err != nil {
		return zero, err
	}
	if ordinal < 0 || ordinal >= n {
		return zero, fmt.Errorf("%s: device %d does not exist (%d devices): %w", c.Pkg, ordinal, n, driver.ErrNoDevice)
	}
	dev, err := open(ordinal)
	if err != nil {
		return zero, err
	}
	if c.by == nil {
		c.by = map[int]D{}
	}
	c.by[ordinal] = dev
	return dev, nil
}

// All returns every device through get; with none, an error matching
// driver.ErrNoDevice.
func (c *Devices[D]) All(count func() (int, error), get func(ordinal int) (D, error)) ([]D, error) {
	n, err := count()
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, fmt.Errorf("%s: no device: %w", c.Pkg, driver.ErrNoDevice)
	}
	out := make([]D, n)
	for i := range out {
		if out[i], err = get(i); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// Forget drops dev, a closed device, from the cache.
func (c *Devices[D]) Forget(ordinal int, dev D) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.by[ordinal] == dev {
		delete(c.by, ordinal)
	}
}
