package amdgpu

import "github.com/kernlab/kern/internal/codeobj"

// The code-object reader is shared with the emulated ROC device, which
// checks a kernel's argument metadata against the LLVM IR it runs.
type (
	CodeObject = codeobj.CodeObject
	KernelInfo = codeobj.KernelInfo
	KernelArg  = codeobj.KernelArg
)

// ErrCodeObject is a code object that cannot be read.
var ErrCodeObject = codeobj.ErrCodeObject

// ReadCodeObject parses an AMDGPU HSA code object (an ELF shared object).
func ReadCodeObject(b []byte) (*CodeObject, error) { return codeobj.Read(b) }
