package comgr

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Compiler is what Cache needs: Comgr implements it; tests substitute a
// fake that counts compilations.
type Compiler interface {
	Compile(llvmIR []byte, isa string, options ...string) ([]byte, error)
}

var _ Compiler = (*Comgr)(nil)

// Cache chooses or builds the code object of a kern package for a device
// and remembers what it built, per (package, architecture). The caller owns
// it (one per runtime or per process); it is safe for concurrent use, and
// concurrent requests for the same key compile once.
type Cache struct {
	c  Compiler
	mu sync.Mutex
	m  map[cacheKey]*cacheEntry
}

type cacheKey struct{ pkg, arch string }

type cacheEntry struct {
	once sync.Once
	obj  []byte
	err  error
}

// NewCache returns an empty cache that compiles with c (a *Comgr).
func NewCache(c Compiler) *Cache {
	return &Cache{c: c, m: map[cacheKey]*cacheEntry{}}
}

// CodeObjectFor returns the code object of package pkg for a device whose
// architecture is arch, as roc.Device.ArchName gives it
// ("gfx90a:sramecc+:xnack-"). objects are the package's embedded code
// objects keyed by processor ("gfx90a"; GenPackage.AMDGPU) and llvm its LLVM
// IR text (GenPackage.LLVM).
//
// An embedded object for the exact arch, else for its processor (the part
// before ':'), is returned as is. Otherwise the LLVM IR is compiled by comgr
// for ISAName(arch), the device's processor and target features (or the
// bare processor when comgr rejects a feature), once per (pkg, arch);
// failures are remembered too, since compiling the same IR again fails
// again. pkg must identify the IR: the cache never compares it.
//
// The IR fixes the wavefront size of the processor it was emitted for
// (compiler/amdgpu: gfx9 IR is wave64 with no target feature, gfx10+ IR
// carries "+wavefrontsize32" or "+wavefrontsize64"), and the code it holds
// (WarpSize, lane masks, shuffles) is only right at that size. So:
//   - wave64 IR on a gfx10+ device is compiled with -mwavefrontsize64
//     (RDNA runs wave64 natively);
//   - wave32 IR on a gfx9 device (which has no wave32) is refused with an
//     *Error matching ErrWaveSize, as is IR that names both sizes;
//   - every kernel descriptor of the result is checked to have the IR's
//     wavefront size (ENABLE_WAVEFRONT_SIZE32); a mismatch is ErrWaveSize,
//     never a code object that would compute wrong results.
//
// No embedded object and no IR is ErrNoCode.
func (c *Cache) CodeObjectFor(pkg string, objects map[string][]byte, llvm string, arch string) ([]byte, error) {
	base, _, _ := strings.Cut(arch, ":")
	major, err := gfxMajor(base)
	if err != nil {
		return nil, err
	}
	if obj := objects[arch]; len(obj) > 0 {
		return obj, nil
	}
	if obj := objects[base]; len(obj) > 0 {
		return obj, nil
	}
	if llvm == "" {
		have := make([]string, 0, len(objects))
		for k := range objects {
			have = append(have, k)
		}
		slices.Sort(have)
		return nil, &Error{Op: "CodeObjectFor", ISA: ISAName(arch), Kind: ErrNoCode,
			Text: fmt.Sprintf("package %q embeds code objects for %v and no LLVM IR", pkg, have)}
	}
	c.mu.Lock()
	e, ok := c.m[cacheKey{pkg, arch}]
	if !ok {
		e = &cacheEntry{}
		c.m[cacheKey{pkg, arch}] = e
	}
	c.mu.Unlock()
	e.once.Do(func() { e.obj, e.err = c.build(pkg, llvm, arch, base, major) })
	return e.obj, e.err
}

// build compiles llvm for arch, handling the wavefront size (see
// CodeObjectFor).
func (c *Cache) build(pkg, llvm, arch, base string, major int) ([]byte, error) {
	isa := ISAName(arch)
	wave, explicit, err := IRWaveSize(llvm)
	if err != nil {
		return nil, &Error{Op: "CodeObjectFor", ISA: isa, Text: fmt.Sprintf("package %q: %v", pkg, err), Kind: ErrWaveSize}
	}
	if major < 10 && wave != 64 {
		return nil, &Error{Op: "CodeObjectFor", ISA: isa, Kind: ErrWaveSize,
			Text: fmt.Sprintf("package %q's LLVM IR was generated for wavefront size %d, but %s runs only wave64; regenerate it (kern gen) with a gfx9 processor among the targets", pkg, wave, arch)}
	}
	opts := defaultOptions()
	if major >= 10 && wave == 64 && !explicit {
		// gfx9 IR carries no wave-size feature; RDNA would default to 32.
		opts = append(opts, "-mwavefrontsize64")
	}
	obj, err := c.c.Compile([]byte(llvm), isa, opts...)
	if errors.Is(err, ErrISA) && base != arch {
		// comgr does not know one of the device's target features: code
		// for the bare processor (xnack and sramecc "any") runs in every mode.
		isa = ISAName(base)
		obj, err = c.c.Compile([]byte(llvm), isa, opts...)
	}
	if err != nil {
		return nil, err
	}
	waves, err := KernelWaveSizes(obj, major)
	if err != nil {
		return nil, &Error{Op: "CodeObjectFor", ISA: isa, Text: err.Error(), Kind: ErrCompile}
	}
	for name, w := range waves {
		if w != wave {
			return nil, &Error{Op: "CodeObjectFor", ISA: isa, Kind: ErrWaveSize,
				Text: fmt.Sprintf("package %q: kernel %q was compiled for wavefront size %d, the IR assumes %d", pkg, name, w, wave)}
		}
	}
	return obj, nil
}

// IRWaveSize reports the wavefront size LLVM IR from compiler/amdgpu was
// generated for: 32 or 64 as its "target-features" name it, else 64 (IR for
// gfx9, whose only size is 64) with explicit false. IR naming both sizes is
// an error.
func IRWaveSize(llvm string) (wave int, explicit bool, err error) {
	w32 := strings.Contains(llvm, "+wavefrontsize32")
	w64 := strings.Contains(llvm, "+wavefrontsize64")
	switch {
	case w32 && w64:
		return 0, false, fmt.Errorf("LLVM IR names both +wavefrontsize32 and +wavefrontsize64")
	case w32:
		return 32, true, nil
	case w64:
		return 64, true, nil
	}
	return 64, false, nil
}

// gfxMajor parses the major version of a processor name: "gfx90a" → 9,
// "gfx1030" → 10. The last two characters are minor and stepping (hex).
func gfxMajor(proc string) (int, error) {
	s, ok := strings.CutPrefix(proc, "gfx")
	if ok && len(s) >= 3 {
		if m, err := strconv.Atoi(s[:len(s)-2]); err == nil && m >= 6 {
			return m, nil
		}
	}
	return 0, &Error{Op: "CodeObjectFor", ISA: ISAName(proc), Text: fmt.Sprintf("architecture %q is not gfxNNN[:features]", proc), Kind: ErrISA}
}

// Kernel descriptor layout (AMDGPUUsage, "Kernel Descriptor"): 64 bytes;
// kernel_code_properties is the u16 at byte 56, whose bit 10 is
// ENABLE_WAVEFRONT_SIZE32 (gfx10+; reserved, zero, on gfx9).
const (
	kdSize          = 64
	kdCodeProps     = 56
	kdWave32Enabled = 1 << 10
)

// KernelWaveSizes reads the wavefront size of every kernel of an HSA code
// object from its descriptor (the OBJECT symbol NAME.kd), keyed by kernel
// name. major is the processor's gfx major version: before gfx10 every
// kernel is wave64.
func KernelWaveSizes(obj []byte, major int) (map[string]int, error) {
	f, err := elf.NewFile(bytes.NewReader(obj))
	if err != nil {
		return nil, fmt.Errorf("code object is not ELF: %v", err)
	}
	syms, err := f.Symbols()
	if err != nil {
		return nil, fmt.Errorf("code object has no symbol table: %v", err)
	}
	out := map[string]int{}
	for _, s := range syms {
		name, ok := strings.CutSuffix(s.Name, ".kd")
		if !ok || elf.ST_TYPE(s.Info) != elf.STT_OBJECT || s.Size != kdSize {
			continue
		}
		kd, err := readAt(f, s.Value, kdSize)
		if err != nil {
			return nil, fmt.Errorf("descriptor %s: %v", s.Name, err)
		}
		w := 64
		if major >= 10 && binary.LittleEndian.Uint16(kd[kdCodeProps:])&kdWave32Enabled != 0 {
			w = 32
		}
		out[name] = w
	}
	return out, nil
}

// readAt reads n bytes at virtual address addr from the section holding it.
func readAt(f *elf.File, addr uint64, n int) ([]byte, error) {
	for _, sec := range f.Sections {
		if sec.Type == elf.SHT_NOBITS || addr < sec.Addr || addr+uint64(n) > sec.Addr+sec.Size {
			continue
		}
		b := make([]byte, n)
		if _, err := sec.ReadAt(b, int64(addr-sec.Addr)); err != nil {
			return nil, err
		}
		return b, nil
	}
	return nil, fmt.Errorf("address %#x not in any section", addr)
}
