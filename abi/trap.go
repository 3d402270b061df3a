package abi

// The trap record of a debug module (kern gen -debug): a module-scope
// array of TrapRecordWords little-endian u32 words, zero until a check
// fails. The first failing thread claims it by a CAS of TrapFlag from 0 to
// 1 and writes the rest; every failing thread exits (on AMD GPUs, which
// have no per-lane exit, its wavefront ends), so the launch ends and the
// host reads the record. PTX and AMD modules of a package share the site
// ids (Package.Traps).
const (
	TrapRecordName  = "__kern_trap" // the global's symbol
	TrapRecordWords = 8
	TrapRecordBytes = 4 * TrapRecordWords
)

// Word indices in the trap record.
const (
	TrapFlag  = 0 // 1 once a thread has failed
	TrapSite  = 1 // the site id: an index into Package.Traps
	TrapTid   = 2 // tid.x, tid.y, tid.z of the failing thread: words 2..4
	TrapCtaid = 5 // ctaid.x, ctaid.y, ctaid.z of its block: words 5..7
)
