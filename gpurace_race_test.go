//go:build race

package kern

// raceOn: sync.Pool drops items at random under the race detector, so
// allocation counts are not checked there.
const raceOn = true
