package kern_test

import (
	"errors"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/cuda"
	"github.com/kernlab/kern/internal/testing/testtool"
	"github.com/kernlab/kern/nd"
)

// Debian's libcuda loads without a GPU and reports no device cleanly; the
// auto target then runs kernels on the host device.
func TestAutoFallsBackWithoutGPU(t *testing.T) {
	path := testtool.Path(t, "KERN_LIBCUDA")
	_, err := cuda.Open(cuda.Options{Library: path}).Device(0)
	if !errors.Is(err, driver.ErrNoDevice) {
		t.Fatalf("libcuda without a GPU: got %v, want ErrNoDevice", err)
	}
	for _, tg := range []kern.Target{kern.CUDA, kern.ROC} {
		if _, err := kern.DefaultDevice(tg); err == nil {
			t.Skipf("this process has a %v device (a GPU or KERN_EMULATE)", tg)
		} else if !errors.Is(err, driver.ErrNoDevice) && !errors.Is(err, driver.ErrNoDriver) {
			t.Fatalf("DefaultDevice(%v): %v", tg, err)
		}
	}
	dev, err := kern.DefaultDevice(kern.Auto)
	if err != nil || dev != kern.HostDevice() {
		t.Fatalf("DefaultDevice(Auto) = %v, %v; want the host device", dev, err)
	}
	k := kern.NewKernel1(kDoubledAutoGrid)
	arr := klRandom(t, 4, 4)
	want := klDoubledRef(arr)
	if err := k.Launch(kern.Auto, 1, kern.D2(4, 4), arr); err != nil {
		t.Fatal(err)
	}
	if !nd.Equal(arr, want) {
		t.Fatalf("got %v", arr)
	}
	if err := k.Launch(kern.CUDA, 1, kern.D2(4, 4), arr); !errors.Is(err, driver.ErrNoDevice) && !errors.Is(err, driver.ErrNoDriver) {
		t.Fatalf("CUDA target without a GPU: %v", err)
	}
}
