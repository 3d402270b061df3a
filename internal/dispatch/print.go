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

// printBuffer locates a loaded module's print buffer (abi.PrintBufName)
// and its format table. mu makes a printing launch, the read of its
// records and the reset of the buffer one step: launches of one module on
// several streams share the buffer.
type printBuffer struct {
	mu    sync.Mutex
	ptr   driver.Ptr
	table []abi.PrintFormat
}

// findPrintBuffer looks the buffer up in the module of a package whose
// kernels print; nil when it has none.
func findPrintBuffer(mod driver.Module, pkg *abi.Package) (*printBuffer, error) {
	if len(pkg.Prints) == 0 {
		return nil, nil
	}
	gm, ok := mod.(driver.GlobalModule)
	if !ok {
		return nil, fmt.Errorf("kern: the kernels of %s print, and the driver cannot locate their print buffer: %w", pkg.Path, driver.ErrUnsupported)
	}
	p, n, err := gm.Global(abi.PrintBufName)
	if err != nil {
		return nil, fmt.Errorf("kern: the print buffer of %s: %w", pkg.Path, err)
	}
	if n < abi.PrintBufBytes {
		return nil, fmt.Errorf("kern: the print buffer of %s has %d bytes, want %d: %w", pkg.Path, n, abi.PrintBufBytes, ErrNoGPUCode)
	}
	return &printBuffer{ptr: p, table: pkg.Prints}, nil
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
	if err := f.Fn.Launch(*cfg, params); err != nil {
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
		return fmt.Errorf("kern: kernel %s on %v: %w", f.Symbol, c.dev, err)
	}
	var head [abi.PrintDataStart]byte
	if err := drv.CopyDtoH(unsafe.Pointer(&head[0]), pb.ptr, len(head), nil); err != nil {
		return fmt.Errorf("kern: reading the print buffer of %s: %w", f.Symbol, err)
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
		if err := drv.CopyDtoH(unsafe.Pointer(&data[0]), pb.ptr+abi.PrintDataStart, used, nil); err != nil {
			return fmt.Errorf("kern: reading the print buffer of %s: %w", f.Symbol, err)
		}
	}
	if err := drv.Memset(pb.ptr, 0, abi.PrintDataStart, nil); err != nil {
		return fmt.Errorf("kern: clearing the print buffer of %s: %w", f.Symbol, err)
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
		return fmt.Errorf("kern: kernel %s: %w", f.Symbol, derr)
	}
	return nil
}
