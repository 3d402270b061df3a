//go:build !linux

package host

// physicalMemory is unknown off Linux; the device uses defaultCapacity.
func physicalMemory() int64 { return 0 }
