#!/usr/bin/env bash
# Static counts of the tensor-core matmul bench/gpu times
# (bench/kernels/tensorcore.MatmulF16) against an older version of it:
# ptxas -v for sm_80 and sm_90, blocks per SM by each limit, and the SASS
# of the main loop by class (bench/static/tensorcore). No GPU needed, and
# no GPU figure comes out of it.
#
#   bench/static/tensorcore.sh                  # -> bench/results/<date>-static-tensorcore.md
#   OLD=<rev> OUT=/tmp/r.md bench/static/tensorcore.sh
#
# OLD is the git revision whose kern_gen.ptx is the old kernel (default:
# the 64×64-tile kernel's last commit).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cache="${KERN_TOOLS_CACHE:-$HOME/.cache/kern-tools}"
if [ ! -x "$cache/bin/nvdisasm" ]; then
	"$root/scripts/install-tools.sh"
fi
# shellcheck disable=SC1091
. "$cache/env.sh"
old="${OLD:-ac590a6}"
out="${OUT:-$root/bench/results/$(date +%F)-static-tensorcore.md}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git -C "$root" show "$old:bench/kernels/tensorcore/kern_gen.ptx" >"$work/old.ptx"
cp "$root/bench/kernels/tensorcore/kern_gen.ptx" "$work/new.ptx"
cd "$root/bench"
go run ./static/tensorcore -old "$work/old.ptx" -new "$work/new.ptx" \
	-old-name "old ($old: 64×64, Step 16)" -new-name "new (128×128, Step 32)" \
	-old-step 16 -new-step 32 -old-inner 4 -o "$out"
# The kernels' paths are a temporary directory's: name them by what they are.
sed -i "s|$work/old.ptx|bench/kernels/tensorcore/kern_gen.ptx at $old|; s|$work/new.ptx|bench/kernels/tensorcore/kern_gen.ptx as shipped|" "$out"
echo "$out"
