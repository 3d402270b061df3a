// Package standin builds and drives kern's stand-in GPU libraries: small C
// libraries that export the subset of libcuda.so.1 and libamdhip64.so
// kern binds, with the official prototypes, on host memory (csrc/). Tests
// load them through kern's real driver/cuda and driver/roc and read back
// every call the library saw: kernels do not run, but each launch's
// parameters are checked against the entry's layout (PTX .entry
// parameters; the code object's kernarg metadata, passed in by Layouts)
// and recorded, and any call can be made to fail with a chosen code.
//
// They are built with the system C compiler; without one, ForTest skips
// (fails with KERN_REQUIRE_TOOLS=1).
package standin

import (
	"bytes"
	"embed"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"github.com/ebitengine/purego"
	"github.com/kernlab/kern/internal/codeobj"
	"github.com/kernlab/kern/internal/testing/testtool"
)

//go:embed csrc/core.h csrc/cuda.c csrc/hip.c
var sources embed.FS

// Kind is which library to stand in for.
type Kind string

// The stand-ins: the file each is built from and the name it is built as.
const (
	CUDA Kind = "cuda"
	HIP  Kind = "hip"
)

func (k Kind) soname() string {
	if k == CUDA {
		return "libcuda.so.1"
	}
	return "libamdhip64.so"
}

// Lib is a built stand-in, loaded for its control functions. Each Build
// makes a separate library with its own state.
type Lib struct {
	Kind Kind
	// Path is the shared object, to give driver/cuda or driver/roc as
	// Options.Library.
	Path string

	configure, fail, log, live, layout uintptr
	devices, setDevice                 uintptr // HIP only
}

// Build compiles the stand-in of kind into dir with cc and loads it.
func Build(dir string, kind Kind) (*Lib, error) {
	if kind != CUDA && kind != HIP {
		return nil, fmt.Errorf("standin: unknown kind %q", kind)
	}
	for _, f := range []string{"core.h", string(kind) + ".c"} {
		b, err := sources.ReadFile("csrc/" + f)
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(dir, f), b, 0o644); err != nil {
			return nil, err
		}
	}
	path := filepath.Join(dir, kind.soname())
	var stderr bytes.Buffer
	cmd := exec.Command("cc", "-shared", "-fPIC", "-O1", "-fvisibility=hidden", "-Wall", "-Werror",
		"-o", path, filepath.Join(dir, string(kind)+".c"), "-lpthread")
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("standin: building %s: %w\n%s", path, err, stderr.String())
	}
	h, err := purego.Dlopen(path, purego.RTLD_NOW|purego.RTLD_GLOBAL)
	if err != nil {
		return nil, fmt.Errorf("standin: loading %s: %w", path, err)
	}
	l := &Lib{Kind: kind, Path: path}
	for name, p := range map[string]*uintptr{
		"standin_configure": &l.configure, "standin_fail": &l.fail, "standin_log": &l.log, "standin_live": &l.live,
	} {
		if *p, err = purego.Dlsym(h, name); err != nil {
			return nil, fmt.Errorf("standin: %s: %w", path, err)
		}
	}
	if kind == HIP {
		for name, p := range map[string]*uintptr{"standin_layout": &l.layout, "standin_devices": &l.devices, "hipSetDevice": &l.setDevice} {
			if *p, err = purego.Dlsym(h, name); err != nil {
				return nil, fmt.Errorf("standin: %s: %w", path, err)
			}
		}
	}
	return l, nil
}

// ForTest builds a fresh stand-in in a temporary directory of t, skipping
// the test without a C compiler (failing with KERN_REQUIRE_TOOLS=1).
func ForTest(t testing.TB, kind Kind) *Lib {
	t.Helper()
	if _, err := exec.LookPath("cc"); err != nil {
		testtool.Missing(t, "no C compiler (cc) to build the stand-in libraries")
	}
	l, err := Build(t.TempDir(), kind)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func cstr(s string) *byte { b := append([]byte(s), 0); return &b[0] }

// Configure sets what the device reports: memory in bytes, multiprocessors,
// warp size and threads per block. Call it before the device is opened.
func (l *Lib) Configure(memory int64, sms, warp, maxThreads int) {
	purego.SyscallN(l.configure, uintptr(memory), uintptr(sms), uintptr(warp), uintptr(maxThreads))
}

// Devices sets how many devices a HIP stand-in reports (1 unless set),
// alike but for their ordinal. Call it before the library is initialised.
// A launch on a stream created while another device was current is
// refused with hipErrorInvalidHandle, as newer HIP runtimes do.
func (l *Lib) Devices(n int) {
	purego.SyscallN(l.devices, uintptr(n))
}

// SelectDevice calls a HIP stand-in's hipSetDevice on the calling OS
// thread, as another library in the process could: the caller must be
// locked to its thread. The call is logged like any other.
func (l *Lib) SelectDevice(ordinal int) {
	purego.SyscallN(l.setDevice, uintptr(ordinal))
}

// Fail makes the after-th next call of the C function sym (0: the very
// next) return code, once.
func (l *Lib) Fail(sym string, code, after int) {
	p := cstr(sym)
	purego.SyscallN(l.fail, uintptr(unsafe.Pointer(p)), uintptr(code), uintptr(after))
	runtime.KeepAlive(p)
}

// Log returns the calls made since the last Log, one line each:
// "symbol arguments -> result". Addresses read as d3+16 (device
// allocation 3, by allocation order), h1+0 (pinned), r2+0 (registered) or
// go (other host memory); streams as s1 (s0 is the null stream).
func (l *Lib) Log() []string {
	buf := make([]byte, 1<<20)
	for {
		n, _, _ := purego.SyscallN(l.log, uintptr(unsafe.Pointer(&buf[0])), uintptr(len(buf)))
		if int(n) < len(buf) {
			s := strings.TrimSpace(string(buf[:n]))
			if s == "" {
				return nil
			}
			return strings.Split(s, "\n")
		}
		buf = make([]byte, 2*int(n)+1)
	}
}

// Live counts what is still allocated in the library.
type Live struct {
	Device, Pinned, Registered, Streams, Events, Modules int
}

// Live reports what has not been freed, destroyed or unloaded.
func (l *Lib) Live() Live {
	var v [6]int64
	purego.SyscallN(l.live, uintptr(unsafe.Pointer(&v[0])))
	return Live{int(v[0]), int(v[1]), int(v[2]), int(v[3]), int(v[4]), int(v[5])}
}

// Layouts registers the kernarg layout of every kernel of an AMD code
// object with a HIP stand-in: what hipModuleLoadData would read from its
// metadata. It returns the layouts by kernel name, for the test's own
// checks.
func (l *Lib) Layouts(image []byte) (map[string][]codeobj.KernelArg, error) {
	if l.Kind != HIP {
		return nil, fmt.Errorf("standin: Layouts on a %s stand-in", l.Kind)
	}
	co, err := codeobj.Read(image)
	if err != nil {
		return nil, err
	}
	out := map[string][]codeobj.KernelArg{}
	for _, k := range co.Kernels {
		var spec strings.Builder
		fmt.Fprintf(&spec, "%d;", k.KernargSize)
		args := k.Explicit()
		for i, a := range args {
			if i > 0 {
				spec.WriteByte(',')
			}
			fmt.Fprintf(&spec, "%d:%d", a.Offset, a.Size)
		}
		name, sp := cstr(k.Name), cstr(spec.String())
		purego.SyscallN(l.layout, uintptr(unsafe.Pointer(name)), uintptr(unsafe.Pointer(sp)))
		runtime.KeepAlive(name)
		runtime.KeepAlive(sp)
		out[k.Name] = args
	}
	return out, nil
}
