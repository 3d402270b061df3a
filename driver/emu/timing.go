package emu

// The emulated devices' timing model. Events (and so kern's GPU profile)
// read a device clock that advances by the modeled cost of the work the
// device has done, not by the host's wall clock, which measures the
// emulator and whatever else the machine runs: the same program gives the
// same times on every run, and relative costs follow the work (the
// instructions a kernel executes, the bytes a copy moves). The device is
// modeled as doing one thing at a time: concurrent streams' work adds up.
//
// The constants describe a small GPU, not any particular one; the times
// are for comparing kernels and copies with each other, not with hardware.
const (
	// modelLaunchNS is a kernel launch's fixed cost.
	modelLaunchNS = 2000
	// modelStepsPerNS is the thread-instructions the device retires per
	// nanosecond (64 lanes at 1 GHz).
	modelStepsPerNS = 64
	// modelCopyNS is a copy's or memset's fixed cost.
	modelCopyNS = 1000
	// modelBusBytesPerNS is the host↔device bandwidth: 16 GB/s.
	modelBusBytesPerNS = 16
	// modelMemBytesPerNS is the bandwidth of copies within the device:
	// 512 GB/s.
	modelMemBytesPerNS = 512
)

// charge adds a transfer of n bytes at bytesPerNS to the model's clock.
func (d *Device) charge(n, bytesPerNS int) {
	d.charged.Add(modelCopyNS + int64(n/bytesPerNS))
}

// modelNow is the timing model's clock in nanoseconds: the fixed costs and
// transfers charged so far and the instructions executed.
func (d *Device) modelNow() int64 {
	return d.charged.Load() + d.steps.Load()/modelStepsPerNS
}
