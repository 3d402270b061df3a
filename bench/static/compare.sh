#!/usr/bin/env bash
# The static comparison of kern's GPU code with clang's (bench/README.md,
# "Static code comparison"): kern's shipped kern_gen.ptx and kern_gen.ll
# and the hand-written CUDA C / HIP of src/kernels.cu, compiled for sm_80
# (ptxas -O3, read back with nvdisasm) and gfx90a, counted by the Go
# program in this directory. No GPU needed.
#
#   bench/static/compare.sh            # -> bench/results/<date>-static-sass.md
#   OUT=/tmp/r.md bench/static/compare.sh
#   WORK=/tmp/w bench/static/compare.sh   # keep the listings (.ptx .sass .s)
#   DYNAMIC=0 ...                        # skip the emulator's instruction counts
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cache="${KERN_TOOLS_CACHE:-$HOME/.cache/kern-tools}"

# ptxas, nvdisasm and llc-15 come from scripts/install-tools.sh; clang-15
# only this script needs, so it asks for it.
if [ ! -x "$cache/bin/nvdisasm" ] || ! command -v clang-15 >/dev/null; then
	KERN_WITH_CLANG=1 "$root/scripts/install-tools.sh"
fi
# shellcheck disable=SC1091
. "$cache/env.sh"
PTXAS="$KERN_PTXAS"
NVDISASM="$KERN_NVDISASM"
LLC="$KERN_LLC"
CLANG="$(command -v clang-15)"

work="${WORK:-$(mktemp -d)}"
mkdir -p "$work"
date="$(date +%F)"
out="${OUT:-$root/bench/results/$date-static-sass.md}"

# sass KEY: ptxas -O3 for sm_80 with its resource report, then the SASS.
sass() {
	"$PTXAS" -arch=sm_80 -O3 -v "$work/$1.ptx" -o "$work/$1.cubin" 2>"$work/$1.ptxas.log"
	"$NVDISASM" -c "$work/$1.cubin" >"$work/$1.sass"
}

# kern: the code kern gen shipped (its kern_gen_test keeps it current).
amd_note=""
for p in examples/discriminant examples/devicefn examples/matmul examples/kernels examples/memory bench/kernels; do
	key="$(basename "$p")"
	[ "$p" = bench/kernels ] && key=bench
	cp "$root/$p/kern_gen.ptx" "$work/$key.ptx"
	sass "$key"
	# kern gen assembles kern_gen.ll with these options (compiler/amdgpu.Assemble);
	# -S shows the same code. Rebuilding its code object proves it: if kern
	# gen ever adds a step, the shipped one differs and the report says so.
	"$LLC" -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -O3 "$root/$p/kern_gen.ll" -o "$work/$key.s"
	mkdir -p "$work/hsaco-$key"
	cp "$root/$p/kern_gen.ll" "$work/hsaco-$key/k.ll"
	"$LLC" -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -O3 -filetype=obj "$work/hsaco-$key/k.ll" -o "$work/hsaco-$key/k.o"
	"$KERN_LLD" -shared "$work/hsaco-$key/k.o" -o "$work/hsaco-$key/k.hsaco"
	if ! cmp -s "$work/hsaco-$key/k.hsaco" "$root/$p/kern_gen_gfx90a.hsaco"; then
		amd_note="$amd_note $p"
	fi
done
if [ -n "$amd_note" ]; then
	amd_note="- **The shipped gfx90a code objects of$amd_note are not llc -O3 of their kern_gen.ll: kern gen's AMD pipeline changed; update compare.sh.**"
	echo "compare.sh: ${amd_note//\*/}" >&2
else
	amd_note="- Checked: llc -O3 + ld.lld of every kern_gen.ll rebuilds the shipped kern_gen_gfx90a.hsaco byte for byte."
fi

# clang: the same kernels in CUDA C and HIP, without the toolkits' headers
# or device libraries (src/prelude.h stands in for what they provide).
"$CLANG" -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 \
	-Xclang -target-feature -Xclang +ptx70 -O3 -S "$here/src/kernels.cu" -o "$work/clang.ptx"
sass clang
"$CLANG" -x hip -nogpuinc -nogpulib --offload-arch=gfx90a -O3 --cuda-device-only -S \
	"$here/src/kernels.cu" -o "$work/clang.s"

{
	"$PTXAS" --version | tail -1 | sed 's/^/ptxas: /'
	"$NVDISASM" --version | tail -1 | sed 's/^/nvdisasm: /'
	"$LLC" --version | grep -i 'llvm version' | sed 's/^ */llc-15: /'
	"$CLANG" --version | head -1 | sed 's/^/clang-15: /'
	go version
} >"$work/versions.txt"
commit="$(git -C "$root" rev-parse --short HEAD)"
dirty="$(git -C "$root" status --porcelain -- examples bench/kernels bench/static | grep -q . && echo " (with uncommitted changes)" || true)"
cat >"$work/header.md" <<EOF
# Static code: kern vs clang — $date

- kern $commit$dirty: the shipped kern_gen.ptx / kern_gen.ll of examples/{discriminant,devicefn,matmul,kernels,memory} and bench/kernels.
- clang: bench/static/src/kernels.cu, the same kernels in CUDA C / HIP.
- NVIDIA: \`ptxas -arch=sm_80 -O3 -v\` then \`nvdisasm -c\`; clang's PTX from \`clang-15 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 -O3 -S\`.
- AMD: \`llc-15 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -O3\` on kern_gen.ll (what kern gen assembles); \`clang-15 -x hip -nogpuinc -nogpulib --offload-arch=gfx90a -O3 --cuda-device-only -S\`.
$amd_note
- Command: \`bench/static/compare.sh\` (no GPU used).
EOF

mkdir -p "$(dirname "$out")"
go -C "$root/bench" run ./static -work "$work" -o "$out" -dynamic="${DYNAMIC:-1}"
cat "$out"
echo "report: $out; listings: $work" >&2
