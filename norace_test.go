//go:build !race

package kern_test

const raceEnabled = false
