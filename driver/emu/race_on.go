//go:build race

package emu

// raceEnabled: under the race detector, emulated memory is read and written
// with sync/atomic, so that kernels whose blocks communicate through
// memory (legal on a GPU: atomics, volatile flags, the CAS loops of 8- and
// 16-bit atomics) do not look like Go data races in the emulator itself.
const raceEnabled = true
