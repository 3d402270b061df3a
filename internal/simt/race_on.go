//go:build race

package simt

// raceEnabled: under the race detector every block runs one goroutine per
// thread, also for kernels that never synchronize (which otherwise run as
// a loop per block), so that two threads of a block touching the same
// memory are concurrent to the detector and a race is reported. It costs
// a goroutine per thread: such launches run several times slower.
const raceEnabled = true
