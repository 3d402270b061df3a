package ptx

import (
	"encoding/binary"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/emu"
)

// The differential tests run the PTX this package writes on the emulated
// CUDA device (driver/emu), which executes whole modules — warps,
// barriers, shared memory, device-function calls through .param space —
// and compare with the reference interpreter. psim is the small interface
// they use: device memory by address, device functions called one at a
// time (through a generated .entry that calls them with the backend's
// calling sequence), kernels launched on a grid.
type psim struct {
	dev  *emu.Device
	mod  driver.GlobalModule
	syms map[string]uint64 // module-scope .global variables
	// funcs maps a device function to its generated caller entry and
	// its parameter and result sizes.
	funcs map[string]callee
	// dynShared is the dynamic shared memory of launches.
	dynShared int
}

type callee struct {
	entry   string
	params  []int // bytes of each parameter
	retSize int
}

var (
	psimFuncHeader = regexp.MustCompile(`(?s)\.func\s+(\(\s*\.param[^)]*\)\s*)?([A-Za-z_$][\w$]*)\s*\(([^)]*)\)\s*\{`)
	paramDecl      = regexp.MustCompile(`\.param\s+(?:\.align\s+\d+\s+)?\.(\w+)\s+[\w$]+(?:\[(\d+)\])?`)
	globalDecl     = regexp.MustCompile(`(?m)^(?:\.visible\s+)?\.global\s+.*?([A-Za-z_$][\w$]*)\[`)
)

func declSize(m []string) int {
	size := map[string]int{"b8": 1, "u8": 1, "s8": 1, "b16": 2, "u16": 2, "s16": 2, "b32": 4, "u32": 4, "s32": 4, "f32": 4,
		"b64": 8, "u64": 8, "s64": 8, "f64": 8}[m[1]]
	if m[2] != "" {
		n, _ := strconv.Atoi(m[2])
		size *= n
	}
	return size
}

// newPsim loads src on a fresh emulated device that runs one thread at a
// time (the interpreter's order), with a caller entry per device function.
func newPsim(src string) (*psim, error) {
	return loadPsim(src, emu.New(emu.WithArch("sm_90"), emu.WithSerialThreads()))
}

// newPsimWarps is newPsim on a device that runs warps of 32 lanes.
func newPsimWarps(src string) (*psim, error) { return loadPsim(src, emu.New(emu.WithArch("sm_90"))) }

func loadPsim(src string, dev *emu.Device) (*psim, error) {
	s := &psim{dev: dev, syms: map[string]uint64{}, funcs: map[string]callee{}}
	var extra strings.Builder
	for i, m := range psimFuncHeader.FindAllStringSubmatch(src, -1) {
		c := callee{entry: fmt.Sprintf("__psim_call_%d", i)}
		if m[1] != "" {
			if p := paramDecl.FindStringSubmatch(m[1]); p != nil {
				c.retSize = declSize(p)
			}
		}
		for _, p := range paramDecl.FindAllStringSubmatch(m[3], -1) {
			c.params = append(c.params, declSize(p))
		}
		s.funcs[m[2]] = c
		writeCaller(&extra, m[2], c)
	}
	mod, err := s.dev.LoadModule([]byte(src + "\n" + extra.String()))
	if err != nil {
		return nil, err
	}
	s.mod = mod.(driver.GlobalModule)
	for _, m := range globalDecl.FindAllStringSubmatch(src, -1) {
		if p, _, err := s.mod.Global(m[1]); err == nil {
			s.syms[m[1]] = uint64(p)
		}
	}
	return s, nil
}

// writeCaller writes an entry that copies the arguments byte by byte from
// the buffer at its first parameter into call-site .param variables, calls
// name, and copies the result to the buffer at its second parameter.
func writeCaller(b *strings.Builder, name string, c callee) {
	fmt.Fprintf(b, ".visible .entry %s(.param .u64 __a, .param .u64 __r)\n{\n\t.reg .b32 %%kc<2>;\n\t.reg .b64 %%kd<2>;\n", c.entry)
	b.WriteString("\tld.param.u64 %kd0, [__a];\n\tld.param.u64 %kd1, [__r];\n\t{\n")
	var args []string
	off := 0
	for i, n := range c.params {
		fmt.Fprintf(b, "\t.param .align 8 .b8 param%d[%d];\n", i, n)
		for k := range n {
			fmt.Fprintf(b, "\tld.global.u8 %%kc0, [%%kd0+%d];\n\tst.param.b8 [param%d+%d], %%kc0;\n", off+k, i, k)
		}
		off += 8
		args = append(args, fmt.Sprintf("param%d", i))
	}
	ret := ""
	if c.retSize > 0 {
		fmt.Fprintf(b, "\t.param .align 8 .b8 retval0[%d];\n", c.retSize)
		ret = "(retval0), "
	}
	if len(args) > 0 {
		fmt.Fprintf(b, "\tcall.uni %s%s, (%s);\n", ret, name, strings.Join(args, ", "))
	} else {
		fmt.Fprintf(b, "\tcall.uni %s%s;\n", ret, name)
	}
	for k := range c.retSize {
		fmt.Fprintf(b, "\tld.param.b8 %%kc0, [retval0+%d];\n\tst.global.u8 [%%kd1+%d], %%kc0;\n", k, k)
	}
	b.WriteString("\t}\n\tret;\n}\n")
}

// alloc returns the address of size bytes of zeroed device memory.
func (s *psim) alloc(size, align int) uint64 {
	p, err := s.dev.Alloc(max(size, 1))
	if err != nil {
		panic(err)
	}
	_ = s.dev.Memset(p, 0, max(size, 1), nil)
	return uint64(p)
}

func (s *psim) store(a uint64, w int, v uint64) error {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], v)
	return s.dev.CopyHtoD(driver.Ptr(a), unsafe.Pointer(&b[0]), max(w/8, 1), nil)
}

func (s *psim) load(a uint64, w int) (uint64, error) {
	var b [8]byte
	if err := s.dev.CopyDtoH(unsafe.Pointer(&b[0]), driver.Ptr(a), max(w/8, 1), nil); err != nil {
		return 0, err
	}
	return binary.LittleEndian.Uint64(b[:]), nil
}

// call runs device function name with its parameters holding args
// (little-endian bytes per parameter) and returns the device address of
// its result.
func (s *psim) call(name string, args [][]byte, retSize int) (uint64, error) {
	c, ok := s.funcs[name]
	if !ok {
		return 0, fmt.Errorf("no function %s", name)
	}
	buf := make([]byte, 8*max(len(c.params), 1))
	for i, a := range args {
		copy(buf[8*i:8*i+8], a)
	}
	ab := s.alloc(len(buf), 8)
	if err := s.dev.CopyHtoD(driver.Ptr(ab), unsafe.Pointer(&buf[0]), len(buf), nil); err != nil {
		return 0, err
	}
	rb := s.alloc(max(c.retSize, retSize, 8), 8)
	fn, err := s.mod.Function(c.entry)
	if err != nil {
		return 0, err
	}
	if err := fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 1, Y: 1, Z: 1}},
		[]unsafe.Pointer{unsafe.Pointer(&ab), unsafe.Pointer(&rb)}); err != nil {
		return 0, err
	}
	if err := s.dev.Synchronize(); err != nil {
		return 0, err
	}
	_ = s.dev.Free(driver.Ptr(ab))
	return rb, nil
}

// launch runs kernel name over the grid with one 8-byte slot per .param.
func (s *psim) launch(name string, grid, block [3]int, params [][]byte) error {
	fn, err := s.mod.Function(name)
	if err != nil {
		return err
	}
	ptrs := make([]unsafe.Pointer, len(params))
	for i := range params {
		ptrs[i] = unsafe.Pointer(&params[i][0])
	}
	err = fn.Launch(driver.LaunchConfig{
		Grid:        driver.Dim3{X: grid[0], Y: grid[1], Z: grid[2]},
		Block:       driver.Dim3{X: block[0], Y: block[1], Z: block[2]},
		SharedBytes: s.dynShared,
	}, ptrs)
	if err != nil {
		return err
	}
	return s.dev.Synchronize()
}

// Helpers of the differential tests: bit patterns of typed values.

func mask(v uint64, w int) uint64 {
	if w >= 64 {
		return v
	}
	return v & (1<<w - 1)
}

func sext(v uint64, w int) int64 {
	if w >= 64 {
		return int64(v)
	}
	return int64(v<<(64-w)) >> (64 - w)
}

func f32of(v uint64) float32 { return math.Float32frombits(uint32(v)) }
func f64of(v uint64) float64 { return math.Float64frombits(v) }

// fbits rounds x to type t ("f32" or "f64") and returns its bits.
func fbits(t string, x float64) uint64 {
	if t == "f32" {
		return uint64(math.Float32bits(float32(x)))
	}
	return math.Float64bits(x)
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
