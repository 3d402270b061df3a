#!/usr/bin/env bash
# bench/gpu/build.sh: build everything the GPU run needs into bin/bench-gpu
# (git-ignored through /bin/ in .gitignore), to be carried to the device,
# whose image has no Go: kerngpu (this directory), plot (bench/plot) and
# every example program (examples/*, run with -target cuda and under
# compute-sanitizer) and the test binaries of the packages with GPU tests
# (test-kern: the root package, and test-driver-cuda; run from
# their package directory). Static binaries (CGO_ENABLED=0: kern reaches
# libcuda through purego), stripped, and packed as bin/bench-gpu.tgz
# (about 33 MiB) because the binaries together pass the device tool's
# 64 MiB carry limit; run-on-device.sh unpacks it. Carry the archive.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=${BIN:-bin/bench-gpu}
rm -rf "$dir"
mkdir -p "$dir"
dir=$(cd "$dir" && pwd) # absolute: bench's programs build from its own module
export CGO_ENABLED=0 GOOS=linux GOARCH=amd64
build() { go build -trimpath -ldflags='-s -w' -o "$@"; }
# go's -C must come first: bench's programs build in bench's own module.
go -C bench build -trimpath -ldflags='-s -w' -o "$dir/kerngpu" ./gpu
go -C bench build -trimpath -ldflags='-s -w' -o "$dir/plot" ./plot
for d in examples/*/; do
	name=$(basename "$d")
	[[ $(go list -f '{{.Name}}' "./$d" 2>/dev/null) == main ]] || continue
	if ! build "$dir/examples-$name" "./$d"; then
		echo "build.sh: examples/$name does not build; left out" >&2
		continue
	fi
	# Without kern_gen.go an example has no GPU code: say so up front.
	[[ -f $d/kern_gen.go ]] || echo "build.sh: examples/$name has no kern_gen.go (no GPU code; run go generate ./examples/$name)" >&2
done
# The launch-cost anchor (bench/gpu/rawlaunch): C against cuda.h, the
# driver opened with dlopen at run time.
if [[ -n ${KERN_CUDA_INCLUDE:-} ]] && command -v cc >/dev/null; then
	cc -O2 -Wall -Wextra -Werror -I"$KERN_CUDA_INCLUDE" -o "$dir/rawlaunch" bench/gpu/rawlaunch/csrc/rawlaunch.c -ldl
else
	echo "build.sh: rawlaunch not built (KERN_CUDA_INCLUDE unset or no cc: source the env.sh of scripts/install-tools.sh)" >&2
fi
# The GPU tests: every package whose tests reach a real device.
for pkg in . ./driver/cuda; do
	name=$(echo "${pkg#./}" | tr / -); [[ $pkg == . ]] && name=kern
	go test -c -trimpath -ldflags='-s -w' -o "$dir/test-$name" "$pkg"
done
du -sh "$dir" >&2
ls -l "$dir" >&2
tar -C "$(dirname "$dir")" -czf "$dir.tgz" "$(basename "$dir")"
ls -l "$dir.tgz" >&2
