package standin

import (
	"bytes"
	_ "embed"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unsafe"

	"github.com/ebitengine/purego"
	"github.com/kernlab/kern/internal/testing/testtool"
)

//go:embed csrc/nvtx.c
var nvtxSource []byte

// NVTX is a built stand-in for libnvToolsExt.so.1: nvtxRangeStartA and
// nvtxRangeEnd, logged.
type NVTX struct {
	// Path is the shared object, to give gpuprof.LoadNVTX or KERN_LIBNVTX.
	Path string
	log  uintptr
}

// BuildNVTX compiles the NVTX stand-in into dir with cc and loads it.
func BuildNVTX(dir string) (*NVTX, error) {
	src := filepath.Join(dir, "nvtx.c")
	if err := os.WriteFile(src, nvtxSource, 0o644); err != nil {
		return nil, err
	}
	path := filepath.Join(dir, "libnvToolsExt.so.1")
	var stderr bytes.Buffer
	cmd := exec.Command("cc", "-shared", "-fPIC", "-O1", "-fvisibility=hidden", "-Wall", "-Werror", "-o", path, src, "-lpthread")
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("standin: building %s: %w\n%s", path, err, stderr.String())
	}
	return OpenNVTX(path)
}

// OpenNVTX loads a built NVTX stand-in (the same library, and log, as
// the process's other loads of path).
func OpenNVTX(path string) (*NVTX, error) {
	h, err := purego.Dlopen(path, purego.RTLD_NOW|purego.RTLD_GLOBAL)
	if err != nil {
		return nil, fmt.Errorf("standin: loading %s: %w", path, err)
	}
	l := &NVTX{Path: path}
	if l.log, err = purego.Dlsym(h, "standin_nvtx_log"); err != nil {
		return nil, fmt.Errorf("standin: %s: %w", path, err)
	}
	return l, nil
}

// NVTXForTest builds a fresh NVTX stand-in in a temporary directory of t,
// skipping the test without a C compiler (failing with
// KERN_REQUIRE_TOOLS=1).
func NVTXForTest(t testing.TB) *NVTX {
	t.Helper()
	if _, err := exec.LookPath("cc"); err != nil {
		testtool.Missing(t, "no C compiler (cc) to build the NVTX stand-in")
	}
	l, err := BuildNVTX(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// Log returns the range calls since the last Log, one a line: "start ID
// MESSAGE" and "end ID".
func (l *NVTX) Log() []string {
	buf := make([]byte, 1<<16)
	for {
		n, _, _ := purego.SyscallN(l.log, uintptr(unsafe.Pointer(&buf[0])), uintptr(len(buf)))
		if int(n) <= len(buf) {
			s := strings.TrimSpace(string(buf[:n]))
			if s == "" {
				return nil
			}
			return strings.Split(s, "\n")
		}
		buf = make([]byte, 2*int(n))
	}
}
