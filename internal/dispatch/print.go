package dispatch

import (
	"encoding/binary"
	"errors"
	"fmt"
	"sync"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/kprint"
)

// printBuffer is the print buffer of a loaded module whose kernels
// print: the module global holding its address (abi.PrintBufName), the
// device memory, allocated at the first printing launch, and the format
// table. mu makes a printing launch, the read of its records and the
// reset of the buffer one step: launches of one module on several
// streams share the buffer.
type printBuffer struct {
	mu    sync.Mutex
	addr  driver.Ptr // the global; 0 with err set when it cannot be found
	buf   driver.Ptr // 0 until the first printing launch
	table []abi.PrintFormat
	err   error // why the module's kernels cannot print here
}

// findPrintBuffer looks the buffer's global up in the module of a package
// whose kernels print; nil when they do not. A module without it fails
// the printing launches only.
func findPrintBuffer(mod driver.Module, pkg *abi.Package) *printBuffer {
	if len(pkg.Prints) == 0 {
		return nil
	}
	pb := &printBuffer{table: pkg.Prints}
	gm, ok := mod.(driver.GlobalModule)
	if !ok {
		pb.err = fmt.Errorf("kern: the kernels of %s print, and the driver cannot locate their print buffer: %w", pkg.Path, driver.ErrUnsupported)
		return pb
	}
	p, n, err := gm.Global(abi.PrintBufName)
	switch {
	case err != nil:
		pb.err = fmt.Errorf("kern: the print buffer of %s: %w", pkg.Path, err)
	case n < 8:
		pb.err = fmt.Errorf("kern: the print buffer pointer of %s has %d bytes, want 8: %w", pkg.Path, n, ErrNoGPUCode)
	default:
		pb.addr = p
	}
	return pb
}

// ready allocates the buffer at the first printing launch and stores its
// address in the module.
func (pb *printBuffer) ready(drv driver.Device) error {
	if pb.err != nil || pb.buf != 0 {
		return pb.err
	}
	buf, err := drv.Alloc(abi.PrintBufBytes)
	if err != nil {
		return fmt.Errorf("kern: allocating the %d-byte kernel print buffer: %w", abi.PrintBufBytes, err)
	}
	addr := uint64(buf)
	if err := drv.Memset(buf, 0, abi.PrintDataStart, nil); err == nil {
		err = drv.CopyHtoD(pb.addr, unsafe.Pointer(&addr), 8, nil)
	}
	if err == nil {
		err = drv.Synchronize()
	}
	if err != nil {
		_ = drv.Free(buf)
		return fmt.Errorf("kern: setting up the kernel print buffer: %w", err)
	}
	pb.buf = buf
	return nil
}

// SetPrinter marks the call's kernel as one that prints and makes p
// receive what it prints; launches of other calls do not wait for their
// kernels or read the buffer.
func (c *Call) SetPrinter(p *kprint.Printer) { c.printer = p }

// launchPrinting launches a kernel of a printing module, waits for it and
// writes its records: printing launches are synchronous, so the output is
// complete when Launch returns (and so when a stream's Synchronize does).
func (c *Call) launchPrinting(f *Func, cfg *driver.LaunchConfig, params []unsafe.Pointer) error {
	pb := f.print
	pb.mu.Lock()
	defer pb.mu.Unlock()
	if err := pb.ready(c.dev.Driver()); err != nil {
		return fmt.Errorf("kern: kernel %s on %v: %w", f.Name, c.dev, err)
	}
	if f.trap != nil {
		// After pb.mu, as every printing launch of the module takes them.
		f.trap.mu.Lock()
		defer f.trap.mu.Unlock()
	}
	if err := c.launchFn(f, cfg, params); err != nil {
		return c.launchError(f, err)
	}
	trapErr := f.CheckTrap(c.dev, c.ds)
	if err := c.flushPrint(f); err != nil {
		return errors.Join(trapErr, err)
	}
	return trapErr
}

// flushPrint waits for the launch, formats the records of the buffer and
// zeroes its header for the next launch.
func (c *Call) flushPrint(f *Func) error {
	pb := f.print
	drv := c.dev.Driver()
	var err error
	if c.ds != nil {
		err = c.ds.Synchronize()
	} else {
		err = drv.Synchronize()
	}
	if err != nil {
		return fmt.Errorf("kern: kernel %s on %v: %w", f.Name, c.dev, err)
	}
	var head [abi.PrintDataStart]byte
	if err := drv.CopyDtoH(unsafe.Pointer(&head[0]), pb.buf, len(head), nil); err != nil {
		return fmt.Errorf("kern: reading the print buffer of %s: %w", f.Name, err)
	}
	used := int(binary.LittleEndian.Uint32(head[abi.PrintOffset:]))
	dropped := int(binary.LittleEndian.Uint32(head[abi.PrintDropped:]))
	if used == 0 && dropped == 0 {
		return nil
	}
	// Reserved bytes past the end belong to dropped records.
	used = min(used, abi.PrintDataBytes)
	data := make([]byte, used)
	if used > 0 {
		if err := drv.CopyDtoH(unsafe.Pointer(&data[0]), pb.buf+abi.PrintDataStart, used, nil); err != nil {
			return fmt.Errorf("kern: reading the print buffer of %s: %w", f.Name, err)
		}
	}
	if err := drv.Memset(pb.buf, 0, abi.PrintDataStart, nil); err != nil {
		return fmt.Errorf("kern: clearing the print buffer of %s: %w", f.Name, err)
	}
	p := c.printer
	recs, derr := kprint.Decode(pb.table, data)
	for _, r := range recs {
		p.Print(r.Block, r.Thread, r.Text)
	}
	if dropped > 0 {
		p.Dropped(dropped)
	}
	if derr != nil {
		return fmt.Errorf("kern: kernel %s: %w", f.Name, derr)
	}
	return nil
}
