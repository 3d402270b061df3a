#!/usr/bin/env bash
# Installs the tools kern's tests use to check generated code without a GPU,
# on Debian 12 (bookworm), and writes their paths to $CACHE/env.sh:
#
#   KERN_PTXAS    ptxas from non-free nvidia-cuda-toolkit 11.8 (extracted, not installed)
#   KERN_NVDISASM, KERN_CUOBJDUMP, KERN_LIBDEVICE  nvdisasm, cuobjdump and
#                 libdevice.10.bc from the same .deb (bench/static reads SASS)
#   KERN_LIBCUDA  libcuda.so.1 from non-free libcuda1 535 (extracted: it loads without a GPU)
#   KERN_OPT      opt-15, KERN_LLC llc-15 (Debian main llvm-15), KERN_LLD ld.lld-15 (lld-15)
#   KERN_LIBHIP   libamdhip64.so.5 from libamdhip64-5 (Debian main, installed with its deps)
#   KERN_LIBCOMGR libamd_comgr.so.2 (libamd-comgr2, a dependency of libamdhip64-5)
#   KERN_CUDA_INCLUDE  cuda.h from non-free nvidia-cuda-dev 11.8 (extracted)
#   KERN_HIP_INCLUDE   hip/*.h from libamdhip64-dev 5.2 (Debian main, extracted):
#                 the bindings' header check (driver/internal/cheader)
#   python3-numpy for the .npy interoperability tests
#   clang-15 (Debian main) only with KERN_WITH_CLANG=1 (bench/static/compare.sh)
#
# Usage: scripts/install-tools.sh && . "${KERN_TOOLS_CACHE:-$HOME/.cache/kern-tools}/env.sh"
# A second run finds everything in place and installs nothing.
set -euo pipefail

CACHE="${KERN_TOOLS_CACHE:-$HOME/.cache/kern-tools}"
mkdir -p "$CACHE"
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi

have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

# main_archive prints "URI SUITE KEYRING" of the machine's own Debian
# archive (the source of its main component, not the security archive),
# read from its apt sources: deb822 .sources files first, then the
# one-line format of sources.list.
main_archive() {
	local etc=${KERN_APT_ETC:-/etc/apt} f stanza uri suite key
	for f in "$etc"/sources.list.d/*.sources; do
		[ -f "$f" ] || continue
		stanza=$(awk 'BEGIN { RS = "" } /(^|\n)Components:[^\n]*(^| )main( |$|\n)/ && !/Suites:[^\n]*-security/ { print; exit }' "$f")
		[ -n "$stanza" ] || continue
		uri=$(printf '%s\n' "$stanza" | sed -n 's/^URIs:[[:space:]]*//p' | awk '{ print $1; exit }')
		suite=$(printf '%s\n' "$stanza" | sed -n 's/^Suites:[[:space:]]*//p' | awk '{ print $1; exit }')
		key=$(printf '%s\n' "$stanza" | sed -n 's/^Signed-By:[[:space:]]*//p' | awk '{ print $1; exit }')
		if [ -n "$uri" ] && [ -n "$suite" ]; then
			echo "$uri $suite ${key:-/usr/share/keyrings/debian-archive-keyring.gpg}"
			return 0
		fi
	done
	if [ -f "$etc/sources.list" ]; then
		# deb [options] URI SUITE COMPONENTS...
		awk '$1 == "deb" && $0 !~ /-security/ { i = 2; if ($2 ~ /^\[/) { while ($i !~ /\]$/) i++; i++ }
			for (c = i + 2; c <= NF; c++) if ($c == "main") { print $i, $(i+1), "/usr/share/keyrings/debian-archive-keyring.gpg"; exit } }' "$etc/sources.list"
	fi
}

# --print-archive: say which archive the non-free component would come from
# (tests use it with KERN_APT_ETC pointing at sample sources).
if [ "${1:-}" = "--print-archive" ]; then
	main_archive
	exit 0
fi

apt_updated=0
apt_update() {
	if [ "$apt_updated" = 0 ]; then
		# The non-free component carries ptxas and libcuda1; it comes from
		# the same archive as the machine's main component.
		if ! grep -rqs "non-free" /etc/apt/sources.list /etc/apt/sources.list.d/; then
			local archive
			archive=$(main_archive)
			if [ -z "$archive" ]; then
				echo "install-tools.sh: no Debian main archive in the apt sources; add the non-free component by hand" >&2
				exit 1
			fi
			set -- $archive
			$SUDO tee /etc/apt/sources.list.d/kern-nonfree.sources >/dev/null <<SRC
Types: deb
URIs: $1
Suites: $2
Components: contrib non-free non-free-firmware
Signed-By: $3
SRC
		fi
		$SUDO apt-get update -qq
		apt_updated=1
	fi
}

# Debian main packages, installed.
missing=()
for p in llvm-15 lld-15 python3-numpy libamdhip64-5; do
	have_pkg "$p" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
	apt_update
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Non-free packages, extracted into the cache: only the files the tests
# (and bench/static, which reads SASS) use. One download serves all the
# files of a package, and only when one of them is missing.
extract() { # extract PACKAGE [PATH-IN-PACKAGE DEST]...
	local pkg="$1" tmp missing=0 i
	shift
	local pairs=("$@")
	for ((i = 1; i < ${#pairs[@]}; i += 2)); do
		[ -e "${pairs[i]}" ] || missing=1
	done
	[ "$missing" = 1 ] || return 0
	apt_update
	tmp="$(mktemp -d)"
	# Only the listed paths are unpacked: nvidia-cuda-dev unpacks to ~3 GB.
	local members=()
	for ((i = 0; i < ${#pairs[@]}; i += 2)); do
		members+=("./${pairs[i]}")
	done
	(cd "$tmp" && apt-get download -qq "$pkg" 2>/dev/null && mkdir x &&
		dpkg-deb --fsys-tarfile ./*.deb | tar -x -C x "${members[@]}")
	for ((i = 0; i < ${#pairs[@]}; i += 2)); do
		mkdir -p "$(dirname "${pairs[i + 1]}")"
		[ -e "${pairs[i + 1]}" ] || cp -aL "$tmp/x/${pairs[i]}" "${pairs[i + 1]}"
	done
	rm -rf "$tmp"
}
extract nvidia-cuda-toolkit \
	usr/bin/ptxas "$CACHE/bin/ptxas" \
	usr/bin/nvdisasm "$CACHE/bin/nvdisasm" \
	usr/bin/cuobjdump "$CACHE/bin/cuobjdump" \
	usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc "$CACHE/lib/libdevice.10.bc"
extract libcuda1 usr/lib/x86_64-linux-gnu/nvidia/current/libcuda.so.1 "$CACHE/lib/libcuda.so.1"
# The official prototypes the bindings are checked against. nvidia-cuda-dev
# is large (~770 MB), but only cuda.h is kept and a second run downloads
# nothing; the HIP headers are a directory (hip_runtime_api.h includes its
# neighbours).
extract nvidia-cuda-dev usr/include/cuda.h "$CACHE/include/cuda/cuda.h"
extract libamdhip64-dev usr/include/hip "$CACHE/include/hip/hip"

# clang-15 (Debian main) only when asked: bench/static/compare.sh compiles
# hand-written CUDA C and HIP with it; no test needs it.
if [ "${KERN_WITH_CLANG:-0}" = 1 ] && ! have_pkg clang-15; then
	apt_update
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends clang-15 >/dev/null
fi

opt="$(command -v opt-15 || echo /usr/lib/llvm-15/bin/opt)"
llc="$(command -v llc-15 || echo /usr/lib/llvm-15/bin/llc)"
lld="$(command -v ld.lld-15 || echo /usr/lib/llvm-15/bin/ld.lld)"
hip="$(ls /usr/lib/x86_64-linux-gnu/libamdhip64.so.5 2>/dev/null || true)"
comgr="$(ls /usr/lib/x86_64-linux-gnu/libamd_comgr.so.2 2>/dev/null || true)"

cat >"$CACHE/env.sh" <<ENV
export KERN_PTXAS="$CACHE/bin/ptxas"
export KERN_NVDISASM="$CACHE/bin/nvdisasm"
export KERN_CUOBJDUMP="$CACHE/bin/cuobjdump"
export KERN_LIBDEVICE="$CACHE/lib/libdevice.10.bc"
export KERN_LIBCUDA="$CACHE/lib/libcuda.so.1"
export KERN_OPT="$opt"
export KERN_LLC="$llc"
export KERN_LLD="$lld"
export KERN_LIBHIP="$hip"
export KERN_LIBCOMGR="$comgr"
export KERN_CUDA_INCLUDE="$CACHE/include/cuda"
export KERN_HIP_INCLUDE="$CACHE/include/hip"
export KERN_PYTHON="/usr/bin/python3"
ENV

"$CACHE/bin/ptxas" --version | tail -1 >&2
"$llc" --version | grep -i 'llvm version' >&2
# kern gen builds code objects only from IR that opt optimized.
"$opt" --version | grep -qi 'llvm version 15' || { echo "install-tools: $opt is not LLVM 15's opt" >&2; exit 1; }
echo "kern tools ready: . $CACHE/env.sh" >&2
