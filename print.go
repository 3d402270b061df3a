package kern

import (
	"fmt"
	"io"
	"os"

	"github.com/kernlab/kern/internal/kprint"
)

// Printf prints from kernel code, formatting like fmt.Printf: every
// thread that calls it writes one record, which reaches the launch's
// print writer (PrintTo, else the device's SetPrintWriter, else
// os.Stdout) by the time the launch's synchronization returns. Each call
// is written whole; no newline is added. The order of different threads'
// lines is unspecified; one thread's lines come in program order.
//
// In kernels compiled by kern gen the format must be a constant and the
// arguments numbers, bools or constant strings; the verbs are Go's (%d %x
// %f %g %e %v %t %s %c %q %%, with width and precision). On a GPU the
// records go to a bounded buffer formatted on the host after the launch:
// records that do not fit are dropped and the writer gets the line
// "kern: N kernel print records dropped (buffer full)".
func Printf(t *Thread, format string, args ...any) {
	t.st.Print(fmt.Sprintf(format, args...))
}

// PrintTo sends what the launch's threads print with Printf to w.
func PrintTo(w io.Writer) LaunchOption {
	return LaunchOption{func(c *launchConfig) { c.printW = w }}
}

// PrintThreadIDs starts every line the launch's threads print with the
// printing thread's block and thread index: "[block (0,0,0) thread
// (3,0,0)] ".
func PrintThreadIDs() LaunchOption {
	return LaunchOption{func(c *launchConfig) { c.printIDs = true }}
}

// SetPrintWriter makes w the destination of what kernels launched on d
// print (nil restores os.Stdout); a launch's PrintTo overrides it.
func (d *Device) SetPrintWriter(w io.Writer) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.printW = w
}

// printer is the destination of a launch's prints: w when set, else the
// device's writer, else os.Stdout.
func (d *Device) printer(w io.Writer, ids bool) *kprint.Printer {
	if w == nil {
		d.mu.Lock()
		w = d.printW
		d.mu.Unlock()
	}
	if w == nil {
		w = os.Stdout
	}
	return &kprint.Printer{W: w, Prefix: ids}
}
