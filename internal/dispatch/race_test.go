//go:build race

package dispatch

// raceEnabled: sync.Pool is randomized under the race detector.
const raceEnabled = true
