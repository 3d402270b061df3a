package kern_test

import (
	"errors"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/nd"
)

// Requests larger than the machine are errors, not "fatal error: runtime:
// out of memory".
func TestHugeHostAllocationsAreErrors(t *testing.T) {
	const huge = 1 << 40 // 4 TiB of float32
	if _, err := nd.Zeros[float32](huge); !errors.Is(err, nd.ErrTooLarge) {
		t.Errorf("nd.Zeros(2^40): %v, want ErrTooLarge", err)
	}
	if _, err := nd.Full[float64](1, 1<<20, 1<<20); !errors.Is(err, nd.ErrTooLarge) {
		t.Errorf("nd.Full(2^20, 2^20): %v, want ErrTooLarge", err)
	}
	if _, err := kern.PinnedArray[float32](kern.HostDevice(), huge); !errors.Is(err, driver.ErrOutOfMemory) {
		t.Errorf("PinnedArray(2^40) on the host device: %v, want ErrOutOfMemory", err)
	}
	if _, err := kern.PinnedArray[float32](emuDevice(t), huge); !errors.Is(err, driver.ErrOutOfMemory) {
		t.Errorf("PinnedArray(2^40) on the emulated device: %v, want ErrOutOfMemory", err)
	}
}
