#!/usr/bin/env bash
# Runs the generated SIMD-loop tests (TestKernGen*, kern_gen_test.go) of
# every package with NEON loops (a kern_gen_simd_arm64.s) as GOARCH=arm64
# test binaries under qemu-user, so that every NEON loop kern gen wrote is
# executed and compared bit for bit with the Go loop compiled for arm64.
# The binaries are dynamically linked (the runtime loads GPU drivers
# without cgo), so qemu gets arm64's loader and libc from libc6-arm64-cross
# (-L). Both come from scripts/install-tools.sh. binfmt need not be
# registered: qemu-aarch64-static runs each binary directly.
#
# It also runs package half's bulk-conversion test (TestBulkConversions),
# which compares the NEON conversion loops (half/slices_arm64.s) and the Go
# loops with the scalar conversions.
#
# Usage: scripts/arm64-test.sh [DIR...]   (default: the module's packages and bench/)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"

QEMU="${KERN_QEMU_AARCH64:-$(command -v qemu-aarch64-static || true)}"
SYSROOT="${KERN_ARM64_SYSROOT:-/usr/aarch64-linux-gnu}"
[ -n "$QEMU" ] || { echo "arm64-test.sh: qemu-aarch64-static not found (Debian package qemu-user-static; scripts/install-tools.sh installs it)" >&2; exit 1; }
[ -e "$SYSROOT/lib/ld-linux-aarch64.so.1" ] || { echo "arm64-test.sh: no $SYSROOT/lib/ld-linux-aarch64.so.1 (Debian package libc6-arm64-cross; scripts/install-tools.sh installs it)" >&2; exit 1; }

dirs=("$@")
if [ "${#dirs[@]}" = 0 ]; then
	while IFS= read -r f; do dirs+=("$(dirname "$f")"); done < <(git ls-files --cached --others --exclude-standard '*kern_gen_simd_arm64.s' | sort)
	dirs+=(half)
fi
[ "${#dirs[@]}" -gt 0 ] || { echo "arm64-test.sh: no package has NEON loops" >&2; exit 1; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
start=$SECONDS
for d in "${dirs[@]}"; do
	# bench/ is a module of its own: build from its root.
	mod="."
	rel="./$d"
	case "$d" in bench/*) mod=bench rel="./${d#bench/}" ;; esac
	bin="$tmp/$(echo "$d" | tr / _).test"
	(cd "$mod" && GOARCH=arm64 go test -c -o "$bin" "$rel")
	run='^TestKernGen'
	[ "$d" = half ] && run='^TestBulkConversions$'
	echo "arm64: $d ($run)"
	(cd "$d" && "$QEMU" -L "$SYSROOT" "$bin" -test.run "$run" -test.count=1) || {
		echo "arm64-test.sh: $d failed under qemu" >&2
		exit 1
	}
done
echo "arm64 SIMD-loop tests: ${#dirs[@]} packages in $((SECONDS - start))s"
