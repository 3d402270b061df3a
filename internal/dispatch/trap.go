package dispatch

import (
	"fmt"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
)

// CheckTrap waits for a debug module's launch and reads its trap record:
// a failed check comes back as a *driver.KernelTrapError, and the record is
// cleared for the next launch. Launches of non-debug code return at once.
// (Debug launches are therefore synchronous; Call.Launch holds the
// module's record from the launch to its read, so launches on other
// streams wait and neither see nor clear this one's failure.)
func (f *Func) CheckTrap(dev Device, ds driver.Stream) error {
	if f.trap == nil {
		return nil // kept small enough to inline: most code has no record
	}
	return f.readTrap(dev, ds)
}

func (f *Func) readTrap(dev Device, ds driver.Stream) error {
	t := f.trap
	var err error
	if ds != nil {
		err = ds.Synchronize()
	} else {
		err = dev.Driver().Synchronize()
	}
	if err != nil {
		return fmt.Errorf("kern: kernel %s on %v: %w", f.Name, dev, err)
	}
	var rec [abi.TrapRecordWords]uint32
	if err := dev.Driver().CopyDtoH(unsafe.Pointer(&rec[0]), t.ptr, len(rec)*4, nil); err != nil {
		return fmt.Errorf("kern: reading the trap record of %s: %w", f.Name, err)
	}
	if rec[abi.TrapFlag] == 0 {
		return nil
	}
	if err := dev.Driver().Memset(t.ptr, 0, len(rec)*4, nil); err != nil {
		return fmt.Errorf("kern: clearing the trap record of %s: %w", f.Name, err)
	}
	id := rec[abi.TrapSite]
	site := fmt.Sprintf("failed check at unknown site %d", id)
	if int(id) < len(t.sites) {
		site = t.sites[id]
	}
	tid, ctaid := rec[abi.TrapTid:abi.TrapTid+3], rec[abi.TrapCtaid:abi.TrapCtaid+3]
	return &driver.KernelTrapError{
		Kernel: f.Name, Site: site,
		Thread: driver.Dim3{X: int(tid[0]), Y: int(tid[1]), Z: int(tid[2])},
		Block:  driver.Dim3{X: int(ctaid[0]), Y: int(ctaid[1]), Z: int(ctaid[2])},
	}
}
