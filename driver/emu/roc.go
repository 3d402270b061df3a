package emu

import (
	"bytes"
	bin "encoding/binary"
	"errors"
	"fmt"
	"runtime"
	"strings"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/codeobj"
)

// The emulated ROC device: a driver.Device with the semantics of
// driver/roc that runs the LLVM IR kern gen embeds. It shares everything
// after decoding with the emulated CUDA device: memory, streams, blocks,
// barriers, atomics and the sanitizer; its wavefronts are 64 lanes wide
// (gfx90a, gfx940) or 32 (gfx1030, gfx1100).

// ROCProcessors are the processors the emulated ROC device can be, with
// their wavefront sizes: kern gen's DefaultTargets, and the processors
// whose matrix instructions only they have (gfx940's xf32 MFMA, gfx1100's
// WMMA: mfma.go).
var ROCProcessors = map[string]int{"gfx90a": 64, "gfx940": 64, "gfx1030": 32, "gfx1100": 32}

// NewROC returns an emulated ROC device. WithArch picks the processor
// (gfx90a, the default, gfx940, gfx1030 or gfx1100).
func NewROC(opts ...Option) (*Device, error) {
	o := options{memory: DefaultMemory, arch: "gfx90a"}
	for _, f := range opts {
		f(&o)
	}
	wave, ok := ROCProcessors[o.arch]
	if !ok {
		return nil, fmt.Errorf("emulated ROC device: unknown processor %q (want gfx90a, gfx940, gfx1030 or gfx1100)", o.arch)
	}
	if o.serial {
		wave = 1
	}
	o.amd, o.wave = true, wave
	return newDevice(o, driver.Info{
		Kind:              driver.KindROC,
		Name:              fmt.Sprintf("kern emulated ROC device (%s, wave%d, %d cores)", o.arch, ROCProcessors[o.arch], runtime.NumCPU()),
		Arch:              o.arch,
		WarpSize:          ROCProcessors[o.arch],
		MaxBlockDim:       driver.Dim3{X: 1024, Y: 1024, Z: 1024},
		SharedMemPerBlock: 64 << 10,
	}), nil
}

// ArchName is the processor (the root package asks for it to pick a code
// object, as it asks driver/roc).
func (d *Device) ArchName() string {
	if d.opts.amd {
		return d.opts.arch
	}
	return ""
}

// LoadModuleIR loads a module from the LLVM IR kern gen embeds, with the
// code object llc built from it (nil when there is none): each kernel's
// argument offsets and sizes in the code object's metadata — the layout
// the HIP runtime uses to build the kernarg segment — must be the ones
// the IR's signature gives under the AMDGPU ABI, or the load fails.
func (d *Device) LoadModuleIR(ir, codeObject []byte) (_ driver.Module, err error) {
	defer d.flavor(&err)
	const op = "hipModuleLoadData"
	if !d.opts.amd {
		return nil, newError(op, codeInvalidValue, "LLVM IR on the emulated CUDA device (it runs PTX)")
	}
	if err := d.sticky(); err != nil {
		return nil, err
	}
	ir = bytes.TrimRight(ir, "\x00")
	if len(ir) == 0 {
		return nil, newError(op, codeInvalidValue, "empty LLVM IR")
	}
	lm, err := parseLL(string(ir))
	if err != nil {
		return nil, err
	}
	if err := d.checkWave(lm.wave); err != nil {
		return nil, err
	}
	var co *codeobj.CodeObject
	if codeObject != nil {
		if co, err = codeobj.Read(codeObject); err != nil {
			return nil, newError(op, codeInvalidPTX, err.Error())
		}
	}
	m := &module{dev: d, globals: map[string]*allocation{}, funcs: map[string]*kernelFunc{}, amd: true}
	pm := &parsedModule{target: d.opts.arch, byName: map[string]*function{}, files: map[int]string{}}
	m.pm = pm
	pm.locs = lm.locs
	for i, f := range lm.files {
		pm.files[i] = f
	}
	fail := func(err error) (driver.Module, error) {
		m.freeGlobals()
		return nil, err
	}
	lw := &lowerer{m: lm, globals: map[string]uint64{}, wave: d.opts.wave, arch: d.opts.arch}
	for _, g := range lm.gorder {
		if g.as == 3 {
			continue
		}
		if g.extern {
			return fail(llError(g.line, "external global @%s outside LDS", g.name))
		}
		a, err := d.mem.alloc(max(g.ty.size(), 1), true)
		if err != nil {
			return fail(err)
		}
		copy(a.bytes, g.init)
		m.globals[g.name] = a
		lw.globals[g.name] = a.base
	}
	for _, f := range lm.forder {
		if !f.kernel {
			// Device functions run inlined into kernels; one no kernel
			// calls is still lowered, so that whatever the module holds
			// either runs or fails to load.
			if err := lw.check(f); err != nil {
				return fail(err)
			}
			continue
		}
		fn, params, err := lw.lowerKernel(f, len(pm.funcs))
		if err != nil {
			return fail(err)
		}
		if n := lm.flatMax[f.attrs]; n > 0 && n < maxThreads {
			fn.maxntid = n // as the code object's .max_flat_workgroup_size
		}
		end := 0
		for _, p := range params {
			end = p.offset + p.size
		}
		size := alignUp(end, 8)
		if co != nil {
			k := co.Kernel(f.name)
			if k == nil {
				return fail(newError(op, codeInvalidPTX, fmt.Sprintf("the code object has no kernel %s (it was not built from this IR)", f.name)))
			}
			if err := checkKernarg(f.name, params, k); err != nil {
				return fail(newError(op, codeInvalidPTX, err.Error()))
			}
			if k.WavefrontSize != 0 && k.WavefrontSize != ROCProcessors[d.opts.arch] {
				return fail(newError(op, codeInvalidPTX, fmt.Sprintf("kernel %s: the code object is wave%d, the device wave%d", f.name, k.WavefrontSize, ROCProcessors[d.opts.arch])))
			}
			size = max(size, k.KernargSize)
		}
		for i := range params {
			params[i].offset += kernargStart
		}
		fn.params = params
		fn.paramBuf = kernargStart + size
		pm.funcs = append(pm.funcs, fn)
		pm.byName[fn.name] = fn
	}
	return m, nil
}

// CheckIR reports, from its header alone, whether the device can run the
// LLVM IR ir: IR built for another wave size cannot run (the runtime asks
// before it picks the device, so that Where predicts the refusal).
func (d *Device) CheckIR(ir []byte) (err error) {
	defer d.flavor(&err) // HIP's names, as LoadModuleIR's
	if !d.opts.amd {
		return newError("hipModuleLoadData", codeInvalidValue, "LLVM IR on the emulated CUDA device (it runs PTX)")
	}
	first, _, _ := bytes.Cut(ir, []byte("\n"))
	return d.checkWave(headerWave(strings.TrimSpace(string(first))))
}

// checkWave refuses a module built for wave (0: not said) on a device of
// another wave size.
func (d *Device) checkWave(wave int) error {
	if w := ROCProcessors[d.opts.arch]; wave != 0 && wave != w {
		return llError(1, "the module is built for wave%d, the emulated %s runs wave%d", wave, d.opts.arch, w)
	}
	return nil
}

// checkKernarg compares the IR's argument layout with the metadata's.
func checkKernarg(name string, params []param, k *codeobj.KernelInfo) error {
	ex := k.Explicit()
	if len(ex) != len(params) {
		return fmt.Errorf("kernel %s: the code object's metadata lists %d explicit arguments, the IR %d", name, len(ex), len(params))
	}
	for i, p := range params {
		if ex[i].Offset != p.offset || ex[i].Size != p.size {
			return fmt.Errorf("kernel %s: argument %d is %d bytes at kernarg offset %d in the code object's metadata, %d bytes at %d in the IR",
				name, i, ex[i].Size, ex[i].Offset, p.size, p.offset)
		}
	}
	return nil
}

// isELF reports a code object handed to LoadModule.
func isELF(b []byte) bool { return len(b) >= 4 && string(b[:4]) == "\x7fELF" }

// loadROC is LoadModule on the ROC device: LLVM IR text only.
func (d *Device) loadROC(image []byte) (driver.Module, error) {
	if isELF(image) {
		return nil, newError("hipModuleLoadData", codeInvalidPTX,
			"a code object: the emulated ROC device runs the LLVM IR it was built from (LoadModuleIR, which kern's runtime calls)")
	}
	if !strings.Contains(string(image[:min(len(image), 4096)]), "amdgcn") {
		return nil, newError("hipModuleLoadData", codeInvalidPTX, "the image is not LLVM IR for amdgcn-amd-amdhsa")
	}
	return d.LoadModuleIR(image, nil)
}

// writePacket fills the HSA kernel dispatch packet at the start of the
// parameter buffer: what llvm.amdgcn.dispatch.ptr reads (block and grid
// sizes, the LDS size) and the kernarg address.
func writePacket(buf []byte, grid, block [3]int, groupBytes, privateBytes int) {
	le := bin.LittleEndian
	le.PutUint16(buf[2:], 3) // dimensions
	for i := range 3 {
		le.PutUint16(buf[4+2*i:], uint16(block[i]))
		le.PutUint32(buf[12+4*i:], uint32(grid[i]*block[i]))
	}
	le.PutUint32(buf[24:], uint32(privateBytes))
	le.PutUint32(buf[28:], uint32(groupBytes))
	le.PutUint64(buf[40:], tagParam<<spaceShift|kernargStart)
}

// flavor makes an error of the ROC device read as driver/roc's would:
// HIP kinds, API names and hipError_t names (the sentinels are the same).
// Errors are built CUDA-style by the shared code and renamed here, where
// each exported call returns.
func (d *Device) flavor(err *error) {
	if *err == nil || !d.opts.amd {
		return
	}
	var e *driver.Error
	if !errors.As(*err, &e) || e.Kind == driver.KindROC {
		return
	}
	e.Kind = driver.KindROC
	if h, ok := hipOps[e.Op]; ok {
		e.Op = h
	} else if strings.HasPrefix(e.Op, "cu") {
		e.Op = "hip" + e.Op[2:]
	}
	if c, ok := hipCodes[e.Code]; ok {
		e.Code, e.Name = c.code, c.name
	}
}

var hipOps = map[string]string{
	"cuMemAlloc": "hipMalloc", "cuMemFree": "hipFree", "cuMemsetD8": "hipMemsetD8", "cuMemHostAlloc": "hipHostMalloc",
	"cuMemFreeHost": "hipHostFree", "cuMemHostRegister": "hipHostRegister", "cuMemHostUnregister": "hipHostUnregister",
	"cuLaunchKernel": "hipModuleLaunchKernel", "cuLaunchCooperativeKernel": "hipModuleLaunchCooperativeKernel",
	"cuOccupancyMaxActiveBlocksPerMultiprocessor": "hipModuleOccupancyMaxActiveBlocksPerMultiprocessor", "cuOccupancyMaxPotentialBlockSize": "hipModuleOccupancyMaxPotentialBlockSize",
	"cuCtxSynchronize": "hipDeviceSynchronize", "cuMemGetInfo": "hipMemGetInfo",
}

// hipCodes maps the emulator's CUresult codes to hipError_t (HIP has no
// illegal-instruction or misaligned-address code: a kernel failure is
// hipErrorLaunchFailure, or hipErrorIllegalAddress for memory).
var hipCodes = map[int]struct {
	code int
	name string
}{
	codeInvalidValue: {1, "hipErrorInvalidValue"}, codeOutOfMemory: {2, "hipErrorOutOfMemory"},
	codeNotInitialized: {3, "hipErrorNotInitialized"}, codeInvalidPTX: {218, "hipErrorInvalidKernelFile"},
	codeInvalidHandle: {400, "hipErrorInvalidHandle"}, codeNotFound: {500, "hipErrorNotFound"},
	codeNotReady: {600, "hipErrorNotReady"}, codeIllegalAddress: {700, "hipErrorIllegalAddress"},
	codeLaunchOutOfRes: {701, "hipErrorLaunchOutOfResources"}, codeIllegalInstr: {719, "hipErrorLaunchFailure"},
	codeMisalignedAddress: {700, "hipErrorIllegalAddress"}, codeLaunchFailed: {719, "hipErrorLaunchFailure"},
	712: {712, "hipErrorHostMemoryAlreadyRegistered"}, 713: {713, "hipErrorHostMemoryNotRegistered"},
	codeCoopTooLarge:       {720, "hipErrorCooperativeLaunchTooLarge"},
	codeCaptureUnsupported: {900, "hipErrorStreamCaptureUnsupported"},
	codeCaptureInvalidated: {901, "hipErrorStreamCaptureInvalidated"},
	codeGraphUpdate:        {910, "hipErrorGraphExecUpdateFailure"},
}
