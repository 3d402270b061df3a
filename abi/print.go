package abi

// The print buffer of a module whose kernels call kern.Printf: device
// memory of PrintBufBytes bytes that the runtime allocates before the
// first printing launch (so modules cost no memory until they print) and
// whose address it stores in the module-scope u64 PrintBufName. A
// printing thread reserves its record with an atomic add of the record's
// size on PrintOffset; a record that does not fit is not written and the
// thread adds 1 to PrintDropped instead. After the launch the runtime
// formats the records on the host with the package's format table
// (Package.Prints) and zeroes the two header words.
const (
	PrintBufName   = "__kern_print" // the pointer global's symbol
	PrintBufBytes  = 1 << 20
	PrintOffset    = 0  // byte offset of the u32 count of record bytes reserved
	PrintDropped   = 4  // byte offset of the u32 count of records dropped
	PrintDataStart = 16 // records start here, 8-byte aligned
	PrintDataBytes = PrintBufBytes - PrintDataStart

	// A record is a header of PrintHeaderBytes (u32 words: format id,
	// unused, tid.x, tid.y, tid.z, ctaid.x, ctaid.y, ctaid.z) followed by
	// 8 little-endian bytes per runtime argument: integers sign- or
	// zero-extended to 64 bits, bool as 0 or 1, float32 in the low 32 bits,
	// float64 as its bits. Constant string arguments take no space.
	PrintHeaderBytes = 32
	PrintArgBytes    = 8

	// PrintEnd is the format id a thread writes where its record would
	// have started when the record runs past the end of the buffer: the
	// bytes from there on belong to no record (records and the buffer are
	// multiples of 8 bytes, so the word always fits).
	PrintEnd = 0xFFFFFFFF
)

// PrintFormat is one kern.Printf call site: its constant format and the
// kinds of its arguments, one PrintKind byte each in Args. Strs holds the
// constant string arguments in order (one per PrintString in Args).
type PrintFormat struct {
	Format string
	Args   string
	Strs   []string
}

// Print argument kinds: a PrintFormat's Args letters. Each names the Go
// type the host gives to fmt, so output matches the CPU's exactly.
const (
	PrintBool    = 'b'
	PrintInt     = 'i'
	PrintInt8    = '1'
	PrintInt16   = '2'
	PrintInt32   = '4'
	PrintInt64   = '8'
	PrintUint    = 'u'
	PrintUint8   = 'B'
	PrintUint16  = 'H'
	PrintUint32  = 'I'
	PrintUint64  = 'L'
	PrintUintptr = 'p'
	PrintFloat32 = 'f'
	PrintFloat64 = 'F'
	PrintString  = 's'
	// The reduced-precision types go as their bits and print as the host
	// prints a value of package half's type (its String and Format).
	PrintFloat16    = 'h'
	PrintBFloat16   = 'z'
	PrintFloat8E4M3 = 'q'
	PrintFloat8E5M2 = 'Q'
)

// RecordBytes is the size of one record of f.
func (f PrintFormat) RecordBytes() int {
	n := PrintHeaderBytes
	for i := 0; i < len(f.Args); i++ {
		if f.Args[i] != PrintString {
			n += PrintArgBytes
		}
	}
	return n
}
