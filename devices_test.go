package kern_test

import (
	"errors"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/cuda"
)

// forDevices runs f on a fresh host device and, where one is present, on
// CUDA device 0, so that the runtime's layout and copy logic is checked
// against a real driver too. Tests that launch Go kernels or inspect
// host-only state stay on the host device.
func forDevices(t *testing.T, f func(t *testing.T, dev *kern.Device)) {
	t.Run("host", func(t *testing.T) { f(t, newDev(t)) })
	t.Run("cuda", func(t *testing.T) {
		d, err := cuda.Default().Device(0)
		if errors.Is(err, driver.ErrNoDriver) || errors.Is(err, driver.ErrNoDevice) {
			t.Skipf("no CUDA device: %v", err)
		}
		if err != nil {
			t.Fatal(err)
		}
		dev := kern.NewDevice(d)
		f(t, dev)
		if err := dev.Synchronize(); err != nil {
			t.Error(err)
		}
	})
}
