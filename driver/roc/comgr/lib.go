package comgr

import (
	"fmt"
	"runtime"
	"unsafe"

	"github.com/ebitengine/purego"
	"github.com/kernlab/kern/driver/internal/dl"
)

// defaultLibraries are tried in order when Options.Library is empty: the
// soname of ROCm 5 and early ROCm 6 (interface 2.x), the development
// symlink, interface 3.x (later ROCm 6), then the usual ROCm prefix.
func defaultLibraries() []string {
	return []string{"libamd_comgr.so.2", "libamd_comgr.so", "libamd_comgr.so.3", "/opt/rocm/lib/libamd_comgr.so"}
}

// Data kinds (amd_comgr_data_kind_t); the same values in interface 2.x and 3.x.
const (
	kindLog         = 0x5
	kindBC          = 0x6
	kindRelocatable = 0x7
	kindExecutable  = 0x8
)

// actions holds the amd_comgr_action_kind_t values this package uses. They
// differ between interface versions: 3.0 dropped deprecated actions and
// renumbered the rest.
type actions struct {
	codegenBCToRelocatable, linkRelocatableToExecutable uintptr
}

// actionsFor returns the action numbers of an interface major version.
// 2.x: amd_comgr.h of ROCm 5.x (ROCm-CompilerSupport), CODEGEN_BC_TO_RELOCATABLE
// = 0x6, LINK_RELOCATABLE_TO_EXECUTABLE = 0x9. 3.x: 0x4 and 0x7.
func actionsFor(major int) (actions, bool) {
	switch major {
	case 2:
		return actions{codegenBCToRelocatable: 0x6, linkRelocatableToExecutable: 0x9}, true
	case 3:
		return actions{codegenBCToRelocatable: 0x4, linkRelocatableToExecutable: 0x7}, true
	}
	return actions{}, false
}

// lib is the bound libamd_comgr: one address per C function. Handles
// (amd_comgr_data_t, amd_comgr_data_set_t, amd_comgr_action_info_t) are
// structs of one uint64_t, passed by value in one integer register as a
// uintptr; every function returns a 32-bit amd_comgr_status_t.
type lib struct {
	path         string
	major, minor int
	act          actions

	getVersion, statusString, getIsaCount, getIsaName                         uintptr
	createData, releaseData, setData, setDataName, getData                    uintptr
	createDataSet, destroyDataSet, dataSetAdd, actionDataCount, actionDataGet uintptr
	createActionInfo, destroyActionInfo, setIsaName, setOptionList            uintptr
	setLogging, doAction                                                      uintptr
}

// symbols is the binding table: every C symbol the package calls, with its
// C signature (amd_comgr.h, interface 2.4). Tests iterate it.
func (l *lib) symbols() []dl.Sym {
	return []dl.Sym{
		{Name: "amd_comgr_get_version", Addr: &l.getVersion},                    // void (size_t *major, size_t *minor)
		{Name: "amd_comgr_status_string", Addr: &l.statusString},                // (status_t, const char **)
		{Name: "amd_comgr_get_isa_count", Addr: &l.getIsaCount},                 // (size_t *count)
		{Name: "amd_comgr_get_isa_name", Addr: &l.getIsaName},                   // (size_t index, const char **)
		{Name: "amd_comgr_create_data", Addr: &l.createData},                    // (data_kind_t, data_t *)
		{Name: "amd_comgr_release_data", Addr: &l.releaseData},                  // (data_t)
		{Name: "amd_comgr_set_data", Addr: &l.setData},                          // (data_t, size_t, const char *)
		{Name: "amd_comgr_set_data_name", Addr: &l.setDataName},                 // (data_t, const char *)
		{Name: "amd_comgr_get_data", Addr: &l.getData},                          // (data_t, size_t *, char *)
		{Name: "amd_comgr_create_data_set", Addr: &l.createDataSet},             // (data_set_t *)
		{Name: "amd_comgr_destroy_data_set", Addr: &l.destroyDataSet},           // (data_set_t)
		{Name: "amd_comgr_data_set_add", Addr: &l.dataSetAdd},                   // (data_set_t, data_t)
		{Name: "amd_comgr_action_data_count", Addr: &l.actionDataCount},         // (data_set_t, data_kind_t, size_t *)
		{Name: "amd_comgr_action_data_get_data", Addr: &l.actionDataGet},        // (data_set_t, data_kind_t, size_t, data_t *)
		{Name: "amd_comgr_create_action_info", Addr: &l.createActionInfo},       // (action_info_t *)
		{Name: "amd_comgr_destroy_action_info", Addr: &l.destroyActionInfo},     // (action_info_t)
		{Name: "amd_comgr_action_info_set_isa_name", Addr: &l.setIsaName},       // (action_info_t, const char *)
		{Name: "amd_comgr_action_info_set_option_list", Addr: &l.setOptionList}, // (action_info_t, const char *[], size_t)
		{Name: "amd_comgr_action_info_set_logging", Addr: &l.setLogging},        // (action_info_t, bool)
		{Name: "amd_comgr_do_action", Addr: &l.doAction},                        // (action_kind_t, action_info_t, data_set_t in, data_set_t out)
	}
}

// loadLib opens and binds libamd_comgr and checks its interface version.
func loadLib(o Options) (*lib, error) {
	names := defaultLibraries()
	if o.Library != "" {
		names = []string{o.Library}
	}
	h, err := dl.Open(names, o.Preload)
	if err != nil {
		return nil, &Error{Op: "open", Text: err.Error(), Kind: ErrNoLibrary}
	}
	l := &lib{path: h.Path}
	if err := dl.Bind(h, l.symbols()); err != nil {
		return nil, &Error{Op: "bind", Text: err.Error(), Kind: ErrNoLibrary}
	}
	var major, minor uintptr
	purego.SyscallN(l.getVersion, uintptr(unsafe.Pointer(&major)), uintptr(unsafe.Pointer(&minor)))
	l.major, l.minor = int(major), int(minor)
	act, ok := actionsFor(l.major)
	if !ok {
		return nil, &Error{Op: "amd_comgr_get_version", Text: fmt.Sprintf("%s has interface %d.%d; kern knows 2.x and 3.x", l.path, l.major, l.minor), Kind: ErrVersion}
	}
	l.act = act
	return l, nil
}

// call invokes the C function at fn and keeps the 32-bit status.
//
// uintptrescapes keeps Go memory passed as uintptr(unsafe.Pointer(p)) in
// the caller's argument list alive and unmoved until call returns.
//
//go:uintptrescapes
func call(fn uintptr, args ...uintptr) Status {
	r, _, _ := purego.SyscallN(fn, args...)
	return Status(uint32(r))
}

// statusText is amd_comgr_status_string, or "" when it fails.
func (l *lib) statusText(s Status) string {
	var p uintptr
	if call(l.statusString, uintptr(s), uintptr(unsafe.Pointer(&p))) != StatusSuccess {
		return ""
	}
	return dl.GoString(p)
}

// check turns a status into nil or an *Error of the given kind.
func (l *lib) check(op string, s Status, kind error) error {
	if s == StatusSuccess {
		return nil
	}
	return &Error{Op: op, Status: s, Text: l.statusText(s), Kind: kind}
}

// isaNames lists the isa names the library can generate code for.
func (l *lib) isaNames() ([]string, error) {
	var n uintptr
	if err := l.check("amd_comgr_get_isa_count", call(l.getIsaCount, uintptr(unsafe.Pointer(&n))), ErrNoLibrary); err != nil {
		return nil, err
	}
	out := make([]string, 0, n)
	for i := uintptr(0); i < n; i++ {
		var p uintptr
		if err := l.check("amd_comgr_get_isa_name", call(l.getIsaName, i, uintptr(unsafe.Pointer(&p))), ErrNoLibrary); err != nil {
			return nil, err
		}
		out = append(out, dl.GoString(p))
	}
	return out, nil
}

// cstr returns s as a NUL-terminated byte slice.
func cstr(s string) []byte {
	b := make([]byte, len(s)+1)
	copy(b, s)
	return b
}

// cstrArray builds a C array of C strings (const char *[]) from ss. The
// strings and the array are Go memory pinned until unpin is called; the
// array holds their addresses as integers, which the GC does not follow.
func cstrArray(ss []string) (arr []uintptr, unpin func()) {
	var p runtime.Pinner
	arr = make([]uintptr, len(ss)+1) // +1: never a zero-length array
	for i, s := range ss {
		b := cstr(s)
		p.Pin(&b[0])
		arr[i] = uintptr(unsafe.Pointer(&b[0]))
	}
	p.Pin(&arr[0])
	return arr, p.Unpin
}
