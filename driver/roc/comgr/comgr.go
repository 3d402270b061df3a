package comgr

import (
	"fmt"
	"strings"
	"sync"
	"unsafe"
)

// ISAPrefix starts every isa name comgr accepts: the HSA triple and an empty
// environment, then the processor and its target features
// ("amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-").
const ISAPrefix = "amdgcn-amd-amdhsa--"

// defaultOptions are the clang options Compile passes when given none:
// the optimization level at which kern gen runs opt and llc
// (compiler/amdgpu.OptLevel), so that IR built at run time for a processor
// without a code object is optimized as the shipped code objects are.
func defaultOptions() []string { return []string{"-O3"} }

// Options selects the library.
type Options struct {
	// Library is the path or soname of libamd_comgr; empty tries
	// libamd_comgr.so.2, libamd_comgr.so, libamd_comgr.so.3 and
	// /opt/rocm/lib/libamd_comgr.so in turn.
	Library string
	// Preload are libraries opened first with RTLD_GLOBAL (dependencies
	// of an unpacked library that the loader would not find).
	Preload []string
}

// Comgr compiles LLVM IR into HSA code objects with libamd_comgr. The
// library is opened on first use. A Comgr is safe for concurrent use;
// compilations are serialised (comgr requires disjoint objects per
// concurrent action, and older versions keep global LLVM state).
type Comgr struct {
	opts Options

	once sync.Once
	lib  *lib
	err  error

	mu sync.Mutex // held during every action
}

// New returns a Comgr that opens the library on first use.
func New(o Options) *Comgr { return &Comgr{opts: o} }

// Load opens and binds the library now, returning the error that every
// later call would return. It is an *Error matching ErrNoLibrary or
// ErrVersion.
func (c *Comgr) Load() error {
	c.once.Do(func() { c.lib, c.err = loadLib(c.opts) })
	return c.err
}

// Path is the library name that was opened ("" before a successful Load).
func (c *Comgr) Path() string {
	if c.Load() != nil {
		return ""
	}
	return c.lib.path
}

// Version is the comgr interface version (2.4 for ROCm 5.2).
func (c *Comgr) Version() (major, minor int, err error) {
	if err := c.Load(); err != nil {
		return 0, 0, err
	}
	return c.lib.major, c.lib.minor, nil
}

// ISANames lists the processors the library generates code for, as isa
// names without target features ("amdgcn-amd-amdhsa--gfx90a"); Compile
// also accepts them with features ("...--gfx90a:sramecc+:xnack-").
func (c *Comgr) ISANames() ([]string, error) {
	if err := c.Load(); err != nil {
		return nil, err
	}
	return c.lib.isaNames()
}

// ISAName turns a device architecture name ("gfx90a",
// "gfx90a:sramecc+:xnack-", as roc.Device.ArchName returns) into comgr's
// isa name.
func ISAName(arch string) string { return ISAPrefix + arch }

// Compile turns LLVM IR (text or bitcode) for amdgcn-amd-amdhsa into an
// executable HSA code object for isa (see ISAName): codegen to a
// relocatable object (AMD_COMGR_ACTION_CODEGEN_BC_TO_RELOCATABLE), then a
// link to a shared object (AMD_COMGR_ACTION_LINK_RELOCATABLE_TO_EXECUTABLE).
// options are clang options for the codegen step; none means -O3.
//
// A rejected IR or a failed codegen or link is an *Error matching
// ErrCompile whose Log holds comgr's diagnostics.
func (c *Comgr) Compile(llvmIR []byte, isa string, options ...string) ([]byte, error) {
	if err := c.Load(); err != nil {
		return nil, err
	}
	if !strings.HasPrefix(isa, ISAPrefix+"gfx") || strings.ContainsRune(isa, 0) {
		return nil, &Error{Op: "Compile", ISA: isa, Text: fmt.Sprintf("isa name must look like %q", ISAPrefix+"gfx90a"), Kind: ErrISA}
	}
	if len(llvmIR) == 0 {
		return nil, &Error{Op: "Compile", ISA: isa, Text: "empty LLVM IR", Kind: ErrCompile}
	}
	if options == nil {
		options = defaultOptions()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	s := &session{l: c.lib, isa: isa}
	defer s.release()
	return s.compile(llvmIR, options)
}

// session owns the comgr objects of one compilation and releases them all.
type session struct {
	l     *lib
	isa   string
	data  []uint64 // amd_comgr_data_t to release
	sets  []uint64 // amd_comgr_data_set_t to destroy
	infos []uint64 // amd_comgr_action_info_t to destroy
}

func (s *session) release() {
	for _, d := range s.data {
		call(s.l.releaseData, uintptr(d))
	}
	for _, d := range s.sets {
		call(s.l.destroyDataSet, uintptr(d))
	}
	for _, d := range s.infos {
		call(s.l.destroyActionInfo, uintptr(d))
	}
}

// fail is an *Error for a comgr call of this session.
func (s *session) fail(op string, st Status, kind error) error {
	e := s.l.check(op, st, kind).(*Error)
	e.ISA = s.isa
	return e
}

func (s *session) newSet() (uint64, error) {
	var h uint64
	if st := call(s.l.createDataSet, uintptr(unsafe.Pointer(&h))); st != StatusSuccess {
		return 0, s.fail("amd_comgr_create_data_set", st, ErrCompile)
	}
	s.sets = append(s.sets, h)
	return h, nil
}

func (s *session) newInfo(options []string) (uint64, error) {
	var h uint64
	if st := call(s.l.createActionInfo, uintptr(unsafe.Pointer(&h))); st != StatusSuccess {
		return 0, s.fail("amd_comgr_create_action_info", st, ErrCompile)
	}
	s.infos = append(s.infos, h)
	name := cstr(s.isa)
	if st := call(s.l.setIsaName, uintptr(h), uintptr(unsafe.Pointer(&name[0]))); st != StatusSuccess {
		// INVALID_ARGUMENT here means comgr does not know the processor
		// or the feature string.
		return 0, s.fail("amd_comgr_action_info_set_isa_name", st, ErrISA)
	}
	arr, unpin := cstrArray(options)
	st := call(s.l.setOptionList, uintptr(h), uintptr(unsafe.Pointer(&arr[0])), uintptr(len(options)))
	unpin()
	if st != StatusSuccess {
		return 0, s.fail("amd_comgr_action_info_set_option_list", st, ErrCompile)
	}
	if st := call(s.l.setLogging, uintptr(h), 1); st != StatusSuccess {
		return 0, s.fail("amd_comgr_action_info_set_logging", st, ErrCompile)
	}
	return h, nil
}

func (s *session) compile(llvmIR []byte, options []string) ([]byte, error) {
	var in uint64
	if st := call(s.l.createData, kindBC, uintptr(unsafe.Pointer(&in))); st != StatusSuccess {
		return nil, s.fail("amd_comgr_create_data", st, ErrCompile)
	}
	s.data = append(s.data, in)
	if st := call(s.l.setData, uintptr(in), uintptr(len(llvmIR)), uintptr(unsafe.Pointer(&llvmIR[0]))); st != StatusSuccess {
		return nil, s.fail("amd_comgr_set_data", st, ErrCompile)
	}
	// comgr writes each input to a temporary file under its name.
	name := cstr("kern.bc")
	if st := call(s.l.setDataName, uintptr(in), uintptr(unsafe.Pointer(&name[0]))); st != StatusSuccess {
		return nil, s.fail("amd_comgr_set_data_name", st, ErrCompile)
	}
	inSet, err := s.newSet()
	if err != nil {
		return nil, err
	}
	if st := call(s.l.dataSetAdd, uintptr(inSet), uintptr(in)); st != StatusSuccess {
		return nil, s.fail("amd_comgr_data_set_add", st, ErrCompile)
	}
	cgInfo, err := s.newInfo(options)
	if err != nil {
		return nil, err
	}
	relSet, err := s.newSet()
	if err != nil {
		return nil, err
	}
	if err := s.do("CODEGEN_BC_TO_RELOCATABLE", s.l.act.codegenBCToRelocatable, cgInfo, inSet, relSet, kindRelocatable); err != nil {
		return nil, err
	}
	// The link gets no options: the codegen options are clang's, not lld's.
	linkInfo, err := s.newInfo(nil)
	if err != nil {
		return nil, err
	}
	exeSet, err := s.newSet()
	if err != nil {
		return nil, err
	}
	if err := s.do("LINK_RELOCATABLE_TO_EXECUTABLE", s.l.act.linkRelocatableToExecutable, linkInfo, relSet, exeSet, kindExecutable); err != nil {
		return nil, err
	}
	return s.only(exeSet, kindExecutable)
}

// do runs one action and checks that it produced exactly one object of
// kind want; on failure the error carries the action's log.
func (s *session) do(name string, action uintptr, info, in, out uint64, want uintptr) error {
	op := "amd_comgr_do_action(" + name + ")"
	st := call(s.l.doAction, action, uintptr(info), uintptr(in), uintptr(out))
	var n uintptr
	if st == StatusSuccess {
		st = call(s.l.actionDataCount, uintptr(out), want, uintptr(unsafe.Pointer(&n)))
	}
	if st == StatusSuccess && n == 1 {
		return nil
	}
	e := &Error{Op: op, ISA: s.isa, Status: st, Kind: ErrCompile, Log: s.log(out)}
	if st != StatusSuccess {
		e.Text = s.l.statusText(st)
	} else {
		e.Text = fmt.Sprintf("produced %d objects of kind %d, want 1", n, want)
	}
	return e
}

// log is the concatenated AMD_COMGR_DATA_KIND_LOG text in set.
func (s *session) log(set uint64) string {
	var n uintptr
	if call(s.l.actionDataCount, uintptr(set), kindLog, uintptr(unsafe.Pointer(&n))) != StatusSuccess {
		return ""
	}
	var b strings.Builder
	for i := uintptr(0); i < n; i++ {
		d, err := s.get(set, kindLog, i)
		if err != nil {
			continue
		}
		if t, err := s.bytes(d); err == nil {
			b.Write(t)
		}
	}
	return b.String()
}

// only returns the bytes of the single object of kind in set.
func (s *session) only(set uint64, kind uintptr) ([]byte, error) {
	d, err := s.get(set, kind, 0)
	if err != nil {
		return nil, err
	}
	return s.bytes(d)
}

// get returns the index-th object of kind in set; the reference it adds is
// released with the session.
func (s *session) get(set uint64, kind, index uintptr) (uint64, error) {
	var d uint64
	if st := call(s.l.actionDataGet, uintptr(set), kind, index, uintptr(unsafe.Pointer(&d))); st != StatusSuccess {
		return 0, s.fail("amd_comgr_action_data_get_data", st, ErrCompile)
	}
	s.data = append(s.data, d)
	return d, nil
}

// bytes copies a data object's contents (size query, then copy).
func (s *session) bytes(d uint64) ([]byte, error) {
	var n uintptr
	if st := call(s.l.getData, uintptr(d), uintptr(unsafe.Pointer(&n)), 0); st != StatusSuccess {
		return nil, s.fail("amd_comgr_get_data", st, ErrCompile)
	}
	if n == 0 {
		return []byte{}, nil
	}
	b := make([]byte, n)
	if st := call(s.l.getData, uintptr(d), uintptr(unsafe.Pointer(&n)), uintptr(unsafe.Pointer(&b[0]))); st != StatusSuccess {
		return nil, s.fail("amd_comgr_get_data", st, ErrCompile)
	}
	return b[:n], nil
}
