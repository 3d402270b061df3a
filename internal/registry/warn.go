package registry

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"

	"github.com/kernlab/kern/abi"
)

// Warnings. A slow path the runtime takes on its own — a CPU target that
// runs the Go function because the code kern gen wrote for it is stale —
// gives the right results, so it is no error; it is said once per function
// on the warning writer, os.Stderr unless the program set another
// (kern.SetWarnings; nil: none).
var warnings struct {
	mu  sync.Mutex
	w   io.Writer
	set bool
}

// SetWarnings makes w the writer of warnings; nil discards them.
func SetWarnings(w io.Writer) {
	warnings.mu.Lock()
	warnings.w, warnings.set = w, true
	warnings.mu.Unlock()
}

// warn writes one warning line; lines from several goroutines do not
// interleave.
func warn(msg string) {
	warnings.mu.Lock()
	defer warnings.mu.Unlock()
	w := warnings.w
	if !warnings.set {
		w = os.Stderr
	}
	if w != nil {
		fmt.Fprintln(w, msg)
	}
}

// WarnStale says, once per function, that a host target runs instead
// (what it runs, and how much slower) because the generated code of f is
// stale; nothing when f's code is current or was never checked.
func (r *Registry) WarnStale(p *abi.Package, f *abi.Func, instead string) {
	r.mu.RLock()
	c := r.checks[f]
	r.mu.RUnlock()
	if c == nil || c.warned.Load() {
		return
	}
	var se *staleError
	if !errors.As(c.err, &se) || c.warned.Swap(true) {
		return
	}
	warn(fmt.Sprintf("kern: warning: %s (package directory %s); until then %s", strings.TrimPrefix(se.msg, "kern: "), p.SourceDir, instead))
}
