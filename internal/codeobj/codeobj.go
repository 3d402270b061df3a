package codeobj

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"strings"
)

// ErrCodeObject is a code object that cannot be read.
var ErrCodeObject = errors.New("bad AMD code object")

// CodeObject is what a loader needs to know about an HSA code object:
// the kernels from the AMDGPU metadata note, checked against the symbols.
type CodeObject struct {
	Target string // amdhsa.target, e.g. "amdgcn-amd-amdhsa--gfx90a"
	// Version is the code object version (3, 4 or 5: ELF ABI version + 2);
	// LLVM 15 writes 4.
	Version int
	Kernels []KernelInfo
}

// KernelInfo is one kernel of a code object.
type KernelInfo struct {
	Name   string // .name
	Symbol string // .symbol: the kernel descriptor, Name + ".kd"
	// HasCode and HasDescriptor report the FUNC symbol Name and the 64-byte
	// OBJECT symbol Name.kd in the symbol table.
	HasCode, HasDescriptor bool
	// Descriptor is the 64-byte kernel descriptor (amd_kernel_code_t's
	// successor: group/private sizes, kernarg size, entry offset,
	// compute_pgm_rsrc3/1/2, enables).
	Descriptor           []byte
	Args                 []KernelArg // explicit and hidden, in order
	KernargSize          int         // .kernarg_segment_size
	KernargAlign         int         // .kernarg_segment_align
	GroupSegmentSize     int         // .group_segment_fixed_size: static LDS bytes
	PrivateSegmentSize   int         // .private_segment_fixed_size
	WavefrontSize        int
	MaxFlatWorkgroupSize int
	SGPRs, VGPRs         int
}

// KernelArg is one entry of a kernel's .args.
type KernelArg struct {
	Name      string
	Offset    int
	Size      int
	ValueKind string // by_value, global_buffer, hidden_global_offset_x, ...
	Space     string // .address_space for pointers
}

// Explicit is the arguments the caller supplies (not hidden_*).
func (k *KernelInfo) Explicit() []KernelArg {
	var out []KernelArg
	for _, a := range k.Args {
		if !strings.HasPrefix(a.ValueKind, "hidden_") {
			out = append(out, a)
		}
	}
	return out
}

// Kernel returns the kernel with the given name, or nil.
func (c *CodeObject) Kernel(name string) *KernelInfo {
	for i := range c.Kernels {
		if c.Kernels[i].Name == name {
			return &c.Kernels[i]
		}
	}
	return nil
}

// ntAMDGPUMetadata is the note type of the msgpack metadata (code object v3+).
const ntAMDGPUMetadata = 32

// Read parses an AMDGPU HSA code object (an ELF shared object).
func Read(b []byte) (*CodeObject, error) {
	f, err := elf.NewFile(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrCodeObject, err)
	}
	defer f.Close()
	if f.Machine != elf.EM_AMDGPU {
		return nil, fmt.Errorf("%w: machine %v, want EM_AMDGPU", ErrCodeObject, f.Machine)
	}
	const osabiAMDGPUHSA = 64
	if f.OSABI != osabiAMDGPUHSA {
		return nil, fmt.Errorf("%w: OS ABI %d, want %d (AMDGPU HSA)", ErrCodeObject, f.OSABI, osabiAMDGPUHSA)
	}
	var meta []byte
	for _, s := range f.Sections {
		if s.Type != elf.SHT_NOTE {
			continue
		}
		data, err := s.Data()
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrCodeObject, err)
		}
		if m := findNote(data, f.ByteOrder); m != nil {
			meta = m
			break
		}
	}
	if meta == nil {
		return nil, fmt.Errorf("%w: no AMDGPU metadata note", ErrCodeObject)
	}
	v, _, err := decodeMsgpack(meta, 0)
	if err != nil {
		return nil, fmt.Errorf("%w: metadata: %v", ErrCodeObject, err)
	}
	root, ok := v.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("%w: metadata is not a map", ErrCodeObject)
	}
	co := &CodeObject{Version: int(f.ABIVersion) + 2}
	co.Target, _ = root["amdhsa.target"].(string)
	syms, err := f.DynamicSymbols()
	if err != nil || len(syms) == 0 {
		syms, _ = f.Symbols()
	}
	kernels, _ := root["amdhsa.kernels"].([]any)
	for _, kv := range kernels {
		km, ok := kv.(map[string]any)
		if !ok {
			return nil, fmt.Errorf("%w: kernel entry is not a map", ErrCodeObject)
		}
		k := KernelInfo{
			Name: str(km[".name"]), Symbol: str(km[".symbol"]),
			KernargSize: num(km[".kernarg_segment_size"]), KernargAlign: num(km[".kernarg_segment_align"]),
			GroupSegmentSize: num(km[".group_segment_fixed_size"]), PrivateSegmentSize: num(km[".private_segment_fixed_size"]),
			WavefrontSize: num(km[".wavefront_size"]), MaxFlatWorkgroupSize: num(km[".max_flat_workgroup_size"]),
			SGPRs: num(km[".sgpr_count"]), VGPRs: num(km[".vgpr_count"]),
		}
		args, _ := km[".args"].([]any)
		for _, av := range args {
			am, _ := av.(map[string]any)
			k.Args = append(k.Args, KernelArg{Name: str(am[".name"]), Offset: num(am[".offset"]),
				Size: num(am[".size"]), ValueKind: str(am[".value_kind"]), Space: str(am[".address_space"])})
		}
		for _, s := range syms {
			switch {
			case s.Name == k.Name && elf.ST_TYPE(s.Info) == elf.STT_FUNC:
				k.HasCode = true
			case s.Name == k.Symbol && elf.ST_TYPE(s.Info) == elf.STT_OBJECT && s.Size == 64:
				k.HasDescriptor = true
				k.Descriptor = symbolBytes(f, s)
			}
		}
		co.Kernels = append(co.Kernels, k)
	}
	return co, nil
}

// symbolBytes is the data a symbol covers, or nil.
func symbolBytes(f *elf.File, s elf.Symbol) []byte {
	if int(s.Section) <= 0 || int(s.Section) >= len(f.Sections) {
		return nil
	}
	sec := f.Sections[s.Section]
	if sec.Type == elf.SHT_NOBITS || s.Value < sec.Addr || s.Value+s.Size > sec.Addr+sec.Size {
		return nil
	}
	data, err := sec.Data()
	if err != nil {
		return nil
	}
	off := s.Value - sec.Addr
	return data[off : off+s.Size]
}

// DenormModes returns the FLOAT_DENORM_MODE_32 and FLOAT_DENORM_MODE_16_64
// fields of the descriptor's COMPUTE_PGM_RSRC1 (byte 48): 3 keeps input
// and output subnormals (what Go requires), 0 flushes both.
func (k *KernelInfo) DenormModes() (f32, f64 int, ok bool) {
	if len(k.Descriptor) != 64 {
		return 0, 0, false
	}
	rsrc1 := binary.LittleEndian.Uint32(k.Descriptor[48:])
	return int(rsrc1>>16) & 3, int(rsrc1>>18) & 3, true
}

func str(v any) string { s, _ := v.(string); return s }

func num(v any) int {
	switch v := v.(type) {
	case int64:
		return int(v)
	case uint64:
		return int(v)
	}
	return 0
}

// findNote returns the desc of the "AMDGPU" note of type 32 in a note
// section, or nil.
func findNote(data []byte, bo binary.ByteOrder) []byte {
	for len(data) >= 12 {
		namesz := int(bo.Uint32(data[0:]))
		descsz := int(bo.Uint32(data[4:]))
		typ := bo.Uint32(data[8:])
		off := 12
		nameEnd := off + namesz
		descOff := off + (namesz+3)&^3
		descEnd := descOff + descsz
		if namesz < 0 || descsz < 0 || nameEnd > len(data) || descEnd > len(data) {
			return nil
		}
		name := strings.TrimRight(string(data[off:nameEnd]), "\x00")
		if name == "AMDGPU" && typ == ntAMDGPUMetadata {
			return data[descOff:descEnd]
		}
		data = data[min(len(data), descOff+(descsz+3)&^3):]
	}
	return nil
}

// decodeMsgpack decodes one MessagePack value at b[i:] into map[string]any,
// []any, string, int64, uint64, float64, bool, []byte or nil.
func decodeMsgpack(b []byte, depth int) (any, []byte, error) {
	if depth > 64 {
		return nil, nil, errors.New("nesting too deep")
	}
	if len(b) == 0 {
		return nil, nil, errors.New("truncated")
	}
	c := b[0]
	b = b[1:]
	need := func(n int) ([]byte, error) {
		if n < 0 || len(b) < n {
			return nil, errors.New("truncated")
		}
		v := b[:n]
		b = b[n:]
		return v, nil
	}
	be := binary.BigEndian
	length := func(size int) (int, error) {
		v, err := need(size)
		if err != nil {
			return 0, err
		}
		switch size {
		case 1:
			return int(v[0]), nil
		case 2:
			return int(be.Uint16(v)), nil
		}
		return int(be.Uint32(v)), nil
	}
	seq := func(n int, isMap bool) (any, []byte, error) {
		if n > len(b) {
			return nil, nil, errors.New("truncated")
		}
		if !isMap {
			out := make([]any, 0, n)
			for range n {
				v, rest, err := decodeMsgpack(b, depth+1)
				if err != nil {
					return nil, nil, err
				}
				out, b = append(out, v), rest
			}
			return out, b, nil
		}
		out := make(map[string]any, n)
		for range n {
			k, rest, err := decodeMsgpack(b, depth+1)
			if err != nil {
				return nil, nil, err
			}
			v, rest, err := decodeMsgpack(rest, depth+1)
			if err != nil {
				return nil, nil, err
			}
			out[fmt.Sprint(k)], b = v, rest
		}
		return out, b, nil
	}
	switch {
	case c <= 0x7f:
		return int64(c), b, nil
	case c >= 0xe0:
		return int64(int8(c)), b, nil
	case c&0xf0 == 0x80:
		return seq(int(c&0x0f), true)
	case c&0xf0 == 0x90:
		return seq(int(c&0x0f), false)
	case c&0xe0 == 0xa0:
		v, err := need(int(c & 0x1f))
		return string(v), b, err
	}
	switch c {
	case 0xc0:
		return nil, b, nil
	case 0xc2, 0xc3:
		return c == 0xc3, b, nil
	case 0xc4, 0xc5, 0xc6, 0xd9, 0xda, 0xdb:
		size := map[byte]int{0xc4: 1, 0xc5: 2, 0xc6: 4, 0xd9: 1, 0xda: 2, 0xdb: 4}[c]
		n, err := length(size)
		if err != nil {
			return nil, nil, err
		}
		v, err := need(n)
		if err != nil {
			return nil, nil, err
		}
		if c >= 0xd9 {
			return string(v), b, nil
		}
		return append([]byte(nil), v...), b, nil
	case 0xcc, 0xcd, 0xce, 0xcf, 0xd0, 0xd1, 0xd2, 0xd3:
		size := 1 << (c & 3)
		v, err := need(size)
		if err != nil {
			return nil, nil, err
		}
		var u uint64
		for _, x := range v {
			u = u<<8 | uint64(x)
		}
		if c <= 0xcf {
			return u, b, nil
		}
		sh := 64 - 8*size
		return int64(u<<sh) >> sh, b, nil
	case 0xca:
		v, err := need(4)
		if err != nil {
			return nil, nil, err
		}
		return float64(float32frombits(be.Uint32(v))), b, nil
	case 0xcb:
		v, err := need(8)
		if err != nil {
			return nil, nil, err
		}
		return float64frombits(be.Uint64(v)), b, nil
	case 0xdc, 0xdd, 0xde, 0xdf:
		size := map[byte]int{0xdc: 2, 0xdd: 4, 0xde: 2, 0xdf: 4}[c]
		n, err := length(size)
		if err != nil {
			return nil, nil, err
		}
		return seq(n, c >= 0xde)
	}
	return nil, nil, fmt.Errorf("unsupported msgpack byte %#x", c)
}

func float32frombits(u uint32) float32 { return math.Float32frombits(u) }
func float64frombits(u uint64) float64 { return math.Float64frombits(u) }
