package difffuzz

import (
	"regexp"
	"strings"
)

// KnownBug is a kern bug the fuzzer finds that is fixed elsewhere but not
// yet here: findings it explains are counted apart, and seeds that show it
// are kept as known-failing cases until the fix is merged.
type KnownBug struct {
	ID     string
	Target string // the target it shows on
	// Match, matched against a finding's error text, recognizes it; a
	// bug without one (a wrong result) is only known by its seeds.
	Match  *regexp.Regexp
	Reason string
}

// KnownBugs are the bugs being fixed on other branches.
func KnownBugs() []KnownBug {
	return []KnownBug{
		{ID: "roc-nan-const", Target: "roc", Match: regexp.MustCompile(`unsupported operand "bitcast" of type float`),
			Reason: "the emulated ROC device does not parse a float32 NaN constant, bitcast (i32 … to float), in the LLVM IR (fixed on branch emu-fidelity, bf744c1)"},
		{ID: "roc-reconverge", Target: "roc",
			Reason: "the emulated ROC device reconverges divergent lanes in an order that depends on the block layout (fixed on branch emu-fidelity, c3bcc67)"},
	}
}

// Known returns the known bug that explains f, if one does by its text.
func (f Finding) Known() *KnownBug {
	for _, b := range KnownBugs() {
		if b.Match != nil && strings.TrimSuffix(f.Target, "-noavx2") == b.Target && b.Match.MatchString(f.Err) {
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
