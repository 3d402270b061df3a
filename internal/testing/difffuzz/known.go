package difffuzz

import "regexp"

// KnownBug is a kern bug the fuzzer finds that is fixed elsewhere but not
// yet here: findings it explains are counted apart, and seeds that show it
// are kept as known-failing cases until the fix is merged.
type KnownBug struct {
	ID     string
	Target string // the target it shows on ("" for any)
	// Match, matched against a finding's error text, recognizes it; a
	// bug without one (a wrong result) is only known by its seeds.
	Match  *regexp.Regexp
	Reason string
}

// KnownBugs are the bugs the fuzzer found that are not fixed yet: none
// now (the emulated ROC device's float32 NaN constant, its reconvergence
// after a branch and the identity two instantiations of a generic core
// shared are fixed; their seeds are CI seeds).
func KnownBugs() []KnownBug {
	return nil
}

// Known returns the known bug that explains f, if one does by its text.
func (f Finding) Known() *KnownBug {
	for _, b := range KnownBugs() {
		if b.Match != nil && baseTarget(f.Target) == b.Target && b.Match.MatchString(f.Err) {
			return &b
		}
	}
	return nil
}

// knownBug returns the bug with id.
func knownBug(id string) KnownBug {
	for _, b := range KnownBugs() {
		if b.ID == id {
			return b
		}
	}
	panic("difffuzz: no known bug " + id)
}
