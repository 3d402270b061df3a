package registry

import "testing"

// PackageNameOf names the caller's package by its Go name.
func TestPackageNameOf(t *testing.T) {
	if got := PackageNameOf(0); got != "registry" {
		t.Fatalf("PackageNameOf(0) = %q, want registry", got)
	}
	if got := func() string { return PackageNameOf(1) }(); got != "registry" {
		t.Fatalf("PackageNameOf(1) from a closure = %q, want registry", got)
	}
}
