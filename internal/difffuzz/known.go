package difffuzz

import (
	"regexp"
	"slices"
	"strings"
)

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

// KnownBugs are the bugs the fuzzer found that are not fixed yet (the
// emulated ROC device's float32 NaN constant and its reconvergence after a
// branch are fixed; their seeds are CI seeds).
func KnownBugs() []KnownBug {
	return []KnownBug{
		{ID: "generic-identity", Target: "cpu, parallel, cuda and roc",
			Reason: "two instantiations of a generic core whose operands have the same distinct dtypes in the same order get one identity, and one runs the other's CPU loop and GPU code (internal/gen TestGenericIdentitiesAreDistinct, not fixed yet)"},
	}
}

// Known returns the known bug that explains f, if one does by its text
// or by the shape of its instance.
func (f Finding) Known() *KnownBug {
	if f.Instance != nil && f.Instance.identityClash() {
		b := knownBug("generic-identity")
		return &b
	}
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

// identityClash reports whether two instantiations of a generic core have
// one kern identity: the same distinct operand dtypes (parameters, then
// the result) in the same order of first appearance.
func (in *Instance) identityClash() bool {
	if in.TP == nil || in.Kern != nil {
		return false
	}
	seen := map[string]bool{}
	for _, m := range in.TP.Members {
		var ds []string
		add := func(k Kind) {
			if k == TP {
				k = m
			}
			if !slices.Contains(ds, k.String()) {
				ds = append(ds, k.String())
			}
		}
		for _, p := range in.Core.Params {
			add(p.K)
		}
		add(in.Core.Results[0])
		key := strings.Join(ds, ",")
		if seen[key] {
			return true
		}
		seen[key] = true
	}
	return false
}
