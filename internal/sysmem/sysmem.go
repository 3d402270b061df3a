// Package sysmem tells how much memory the machine has, so that requests
// no machine of this size can satisfy are refused with an error instead of
// ending the process in "fatal error: runtime: out of memory".
package sysmem

// Total is the machine's physical memory in bytes, or 0 when unknown.
func Total() int64 { return total() }

// smallBytes is the size below which Fits answers without asking the
// system (a sysinfo call costs ~0.5 µs, more than a small array's whole
// allocation).
const smallBytes = 64 << 20

// Fits reports whether n elements of size bytes each could be allocated at
// all: the product does not overflow and does not exceed physical memory
// (when known).
func Fits(n, size int) bool {
	if n < 0 || size <= 0 {
		return n == 0
	}
	if n > int(^uint(0)>>1)/size {
		return false
	}
	if n*size <= smallBytes {
		return true // every machine Go runs on has this much; no system call
	}
	t := Total()
	return t == 0 || int64(n*size) <= t
}
