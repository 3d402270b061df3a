package ptx

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

// Options selects the target and code-generation choices.
type Options struct {
	// Arch is the virtual architecture, "sm_70" (the default when empty),
	// "sm_75", "sm_80", "sm_86", "sm_89", "sm_90", ...
	Arch string
	// FastMath lets the ir.MathApprox* operations use PTX's .approx
	// instructions. Without it they are compiled exactly where an exact form
	// exists (rcp, sqrt) and rejected otherwise.
	FastMath bool
	// Debug checks integer division by zero instead of yielding the
	// documented value, and turns every failed check (OpTrap, division by
	// zero) into a write of the trap record (abi.TrapRecordName) and an
	// exit of the thread (see CompileDebug).
	Debug bool
	// FileBase is the directory that .file names are written relative to
	// (kern gen: the package's), so that the module does not depend on
	// where it was generated; files elsewhere (GOROOT's math) keep the part
	// from the last "/src/" on. "" writes names as they are.
	FileBase string
}

// Errors returned by Compile; match them with errors.Is.
var (
	// ErrArch reports an Arch that the backend does not know.
	ErrArch = errors.New("ptx: unsupported architecture")
	// ErrUnsupported reports IR the backend cannot express in PTX.
	ErrUnsupported = errors.New("ptx: unsupported")
	// ErrInvalid reports malformed IR (run ir.Verify first).
	ErrInvalid = errors.New("ptx: invalid IR")
)

// Error locates a failure in the IR. It wraps ErrUnsupported or ErrInvalid.
type Error struct {
	Func string // ir.Function.Name
	Pos  ir.Pos
	Msg  string
	Err  error
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s: %s: %s", e.Pos, e.Func, e.Msg)
}

func (e *Error) Unwrap() error { return e.Err }

// archVersions maps each supported target to the lowest PTX ISA version
// that accepts it: the oldest driver that can JIT the module. Every
// instruction the backend emits exists in PTX 6.0 (shfl.sync and
// bar.warp.sync need it) but activemask (kern.ActiveMask), which raises a
// module that uses it to 6.2, nanosleep (kern.Nanosleep), to 6.3, and FP8
// mma.sync (kern.MMA on Float8E4M3, Float8E5M2), to 8.4; before sm_60, f64 atomic add is a CAS loop.
var archVersions = map[string]string{
	"sm_50": "6.0",
	"sm_52": "6.0",
	"sm_53": "6.0",
	"sm_60": "6.0",
	"sm_61": "6.0",
	"sm_62": "6.0",
	"sm_70": "6.0",
	"sm_72": "6.1",
	"sm_75": "6.3",
	"sm_80": "7.0",
	"sm_86": "7.1",
	"sm_87": "7.4",
	"sm_89": "7.8",
	"sm_90": "7.8",
}

// Archs lists the supported architectures in ascending order.
func Archs() []string {
	out := make([]string, 0, len(archVersions))
	for a := range archVersions {
		out = append(out, a)
	}
	sort.Strings(out)
	return out
}

// ISAVersion returns the .version Compile writes for arch.
func ISAVersion(arch string) (string, error) {
	if arch == "" {
		arch = "sm_70"
	}
	v, ok := archVersions[arch]
	if !ok {
		return "", fmt.Errorf("%w %q (have %s)", ErrArch, arch, strings.Join(Archs(), ", "))
	}
	return v, nil
}

// module holds what is shared by the functions of one compilation.
type module struct {
	opts    Options
	files   map[string]int // .file numbers for Debug line info
	fileSeq []string
	dynUsed bool
	sm      int // the arch number: 70 for sm_70
	// activemask is set when a function uses activemask.b32, which
	// needs PTX ISA 6.2: the module's .version is raised to it.
	activemask bool
	// nanosleep is set when a function uses nanosleep.u32 (PTX ISA 6.3).
	nanosleep bool
	// atomF16 is set when a function uses atom.add.noftz.f16 (PTX ISA 6.3).
	atomF16 bool
	// fp8MMA is set when a function uses mma.sync with e4m3 or e5m2
	// inputs (PTX ISA 8.4, sm_89).
	fp8MMA bool
	// Debug trap sites, "file:line:col: message" indexed by site id.
	traps []string
}

const dynSharedName = "__kern_dynshared"

// sharedAlign is the least alignment of every shared array a module
// declares, static or dynamic; knownAlign relies on it.
const sharedAlign = 16

// Compile writes m as one PTX module.
func Compile(m *ir.Module, opts Options) ([]byte, error) {
	src, _, err := CompileDebug(m, opts)
	return src, err
}

// CompileDebug is Compile that also returns the trap-site table of a
// Debug module: traps[id] is "file:line:col: message" for the site id a
// failing thread writes into the trap record (abi.TrapSite). It is empty without
// Options.Debug.
func CompileDebug(m *ir.Module, opts Options) (src []byte, traps []string, err error) {
	if m == nil {
		return nil, nil, fmt.Errorf("%w: nil module", ErrInvalid)
	}
	if opts.Arch == "" {
		opts.Arch = "sm_70"
	}
	version, err := ISAVersion(opts.Arch)
	if err != nil {
		return nil, nil, err
	}
	md := &module{opts: opts, files: map[string]int{}}
	_, _ = fmt.Sscanf(opts.Arch, "sm_%d", &md.sm)
	// Functions first (into their own buffers): they register files and the
	// dynamic shared array, which the header declares.
	var decls, bodies strings.Builder
	for _, f := range m.Funcs {
		if f.Kind == ir.Device {
			fmt.Fprintf(&decls, "%s;\n", funcHeader(f))
		}
	}
	for _, f := range m.Funcs {
		text, err := md.function(f)
		if err != nil {
			return nil, nil, err
		}
		bodies.WriteString("\n")
		bodies.WriteString(text)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "//\n// Generated by kern (compiler/ptx) from module %s. Do not edit.\n//\n\n", m.Name)
	if md.activemask && version < "6.2" { // versions are "M.N" with one-digit N
		version = "6.2"
	}
	if (md.nanosleep || md.atomF16) && version < "6.3" {
		version = "6.3"
	}
	if md.fp8MMA && version < "8.4" {
		version = "8.4"
	}
	fmt.Fprintf(&b, ".version %s\n.target %s\n.address_size 64\n\n", version, opts.Arch)
	for i, f := range md.fileSeq {
		fmt.Fprintf(&b, ".file %d \"%s\"\n", i+1, printable(f))
	}
	if md.dynUsed {
		fmt.Fprintf(&b, ".extern .shared .align %d .b8 %s[];\n", sharedAlign, dynSharedName)
	}
	if opts.Debug {
		// Declared in every Debug module (zero-initialized, as .global
		// data is), so the runtime finds it whether or not a check exists.
		fmt.Fprintf(&b, ".visible .global .align 4 .b8 %s[%d];\n", abi.TrapRecordName, 4*abi.TrapRecordWords)
	}
	if ir.UsesGridSync(m) {
		// The grid barrier's arrival counter (gridsync.go), zero at load.
		fmt.Fprintf(&b, ".visible .global .align 4 .u32 %s;\n", abi.GridSyncName)
	}
	if len(m.Prints) > 0 {
		// The buffer's address, set by the runtime before a printing launch.
		fmt.Fprintf(&b, ".visible .global .align 8 .u64 %s;\n", abi.PrintBufName)
	}
	for _, g := range m.Globals {
		if err := writeGlobal(&b, g); err != nil {
			return nil, nil, err
		}
	}
	if decls.Len() > 0 {
		b.WriteString("\n")
		b.WriteString(decls.String())
	}
	b.WriteString(bodies.String())
	return []byte(b.String()), md.traps, nil
}

// writeGlobal declares g with its initializer. Read-only data goes to .const
// or .global as the IR says; a generic-space global lives in .global.
func writeGlobal(b *strings.Builder, g *ir.Global) error {
	size := max(g.Elem.Size(), 1)
	align := ir.GlobalAlign(g)
	var space string
	switch g.Space {
	case ir.SpaceGlobal, ir.SpaceGeneric:
		space = ".global"
	case ir.SpaceConst:
		space = ".const"
	case ir.SpaceShared:
		space = ".shared"
	default:
		return &Error{Func: g.Name(), Msg: fmt.Sprintf("global in address space %s", g.Space), Err: ErrUnsupported}
	}
	if g.Init != nil && len(g.Init) != g.Elem.Size() {
		return &Error{Func: g.Name(), Msg: fmt.Sprintf("initializer has %d bytes, type %s has %d", len(g.Init), g.Elem, g.Elem.Size()), Err: ErrInvalid}
	}
	if g.Init != nil && g.Space == ir.SpaceShared {
		return &Error{Func: g.Name(), Msg: "shared global with an initializer", Err: ErrUnsupported}
	}
	fmt.Fprintf(b, "%s .align %d .b8 %s[%d]", space, align, abi.Mangle(g.Ident), size)
	if allZero(g.Init) {
		b.WriteString(";\n")
		return nil
	}
	b.WriteString(" = {")
	for i, c := range g.Init {
		if i > 0 {
			b.WriteString(",")
		}
		if i%32 == 0 {
			b.WriteString("\n\t")
		}
		b.WriteString(strconv.Itoa(int(c)))
	}
	b.WriteString("\n};\n")
	return nil
}

func allZero(bs []byte) bool {
	for _, c := range bs {
		if c != 0 {
			return false
		}
	}
	return true
}

// fileNo numbers a source file for .loc.
func (md *module) fileNo(name string) int {
	name = md.fileName(name)
	if n, ok := md.files[name]; ok {
		return n
	}
	md.fileSeq = append(md.fileSeq, name)
	md.files[name] = len(md.fileSeq)
	return len(md.fileSeq)
}

// fileName is name as .file writes it (see Options.FileBase).
func (md *module) fileName(name string) string { return ir.SourceName(name, md.opts.FileBase) }
