//go:build !(linux && amd64)

package gpucore

// threadID is 0 here: no cheap thread identity, so no per-thread cache.
func threadID() uintptr { return 0 }
