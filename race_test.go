//go:build race

package kern_test

// raceEnabled shrinks the heaviest tests under the race detector.
const raceEnabled = true
