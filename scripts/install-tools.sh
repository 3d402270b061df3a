#!/usr/bin/env bash
# Installs the tools kern's tests use to check generated code without a GPU,
# on Debian 12 (bookworm), and writes their paths to $CACHE/env.sh:
#
#   KERN_PTXAS    ptxas from non-free nvidia-cuda-toolkit 11.8 (extracted, not installed);
#                 it reads PTX ISA 7.8 at most. The register budgets
#                 (internal/testing/asmstat, bench/static) are measured with it.
#   KERN_PTXAS_ISA84  ptxas 12.4 from Debian 13 (trixie) non-free
#                 nvidia-cuda-toolkit 12.4 (extracted; it links only libc, libm and
#                 libpthread and runs on bookworm): it reads PTX ISA 8.4, which
#                 the FP8 tensor-core PTX needs. Fetched from the machine's
#                 own archive with a private apt state under $CACHE/apt-trixie
#                 (its own sources list, lists and package cache), so the
#                 machine's apt sources and cache stay as they are.
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
#   KERN_QEMU_AARCH64  qemu-aarch64-static (Debian main qemu-user-static) and
#   KERN_ARM64_SYSROOT arm64's loader and libc (libc6-arm64-cross): the NEON
#                 loops' tests run as arm64 binaries under it (scripts/arm64-test.sh)
#   clang-15 (Debian main): bench/gpu/rawlaunch's test checks its CUDA runtime
#                 source with clang's CUDA front end; bench/static/compare.sh
#                 compiles hand-written CUDA C and HIP with it
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

# Non-free packages, extracted into the cache: only the files the tests
# (and bench/static, which reads SASS) use. One download serves all the
# files of a package, and only when one of them is missing. A listed member
# may be a symlink (libcuda1 ships libcuda.so.1 -> libcuda.so.535.*): its
# target is extracted too, so that the copy follows the link to a file.
fail() { echo "install-tools.sh: $*" >&2; exit 1; }

# link_target MEMBER TARGET: the member a symlink at MEMBER points to,
# relative to the package root, with . and .. resolved.
link_target() {
	local dir
	case "$2" in
	/*) realpath -m --relative-to=/ "$2" ;;
	*)
		dir=$(dirname "$1")
		realpath -m --relative-to=/ "/$dir/$2"
		;;
	esac
}

extract() { # extract PACKAGE [PATH-IN-PACKAGE DEST]...: from the machine's apt sources
	extract_from system "$@"
}

# extract_trixie PACKAGE [PATH-IN-PACKAGE DEST]...: from Debian 13's
# non-free component, through the private apt state (trixie_apt).
extract_trixie() {
	extract_from trixie "$@"
}

extract_from() { # extract_from system|trixie PACKAGE [PATH-IN-PACKAGE DEST]...
	local from="$1" pkg="$2" tmp missing=0 i
	shift 2
	local pairs=("$@")
	for ((i = 1; i < ${#pairs[@]}; i += 2)); do
		[ -e "${pairs[i]}" ] || missing=1
	done
	[ "$missing" = 1 ] || return 0
	local get=(apt-get) why="is the non-free component in the apt sources?"
	if [ "$from" = trixie ]; then
		trixie_update
		get=(trixie_apt)
		why="trixie's non-free component has no $pkg any more? see $CACHE/apt-trixie/sources.list"
	else
		apt_update
	fi
	tmp="$(mktemp -d)"
	if ! (cd "$tmp" && "${get[@]}" download -qq "$pkg" >"$tmp/download.log" 2>&1); then
		cat "$tmp/download.log" >&2
		fail "apt-get download $pkg ($from) failed ($why)"
	fi
	local deb=("$tmp"/*.deb)
	[ -f "${deb[0]}" ] || fail "apt-get download $pkg wrote no .deb"
	extract_deb "${deb[0]}" "$pkg" "${pairs[@]}"
	rm -rf "$tmp"
}

extract_deb() { # extract_deb DEB PACKAGE [PATH-IN-PACKAGE DEST]...
	local deb="$1" pkg="$2" tmp i m t n line
	shift 2
	local pairs=("$@")
	tmp="$(mktemp -d)"
	# The package's symlinks, member -> target, from its listing.
	local -A links=()
	while IFS= read -r line; do
		m=${line#*./}
		t=${m#* -> }
		m=${m%% -> *}
		links["$m"]="$t"
	done < <(dpkg-deb -c "$deb" | grep '^l' | grep ' -> ' || true)
	# Every member the package has, to name a missing one before tar would.
	local -A have=()
	while IFS= read -r line; do
		[ -z "$line" ] || have["$line"]=1
	done < <(dpkg-deb --fsys-tarfile "$deb" | tar -t | sed -e 's|^\./||' -e 's|/$||')
	# Only the listed paths (and the targets of listed links) are unpacked:
	# nvidia-cuda-dev unpacks to ~3 GB.
	local -A want=()
	local final=()
	for ((i = 0; i < ${#pairs[@]}; i += 2)); do
		m="${pairs[i]}"
		n=0
		while :; do
			[ -n "${have[$m]+x}" ] || fail "package $pkg has no member $m (wanted for ${pairs[i]})"
			want["./$m"]=1
			[ -n "${links[$m]+x}" ] || break
			n=$((n + 1))
			[ "$n" -le 16 ] || fail "package $pkg: ${pairs[i]}: more than 16 symlinks in a row"
			m=$(link_target "$m" "${links[$m]}")
		done
		final+=("$m")
	done
	local members=("${!want[@]}")
	mkdir "$tmp/x"
	if ! dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$tmp/x" "${members[@]}" 2>"$tmp/tar.log"; then
		cat "$tmp/tar.log" >&2
		fail "$pkg: could not extract ${members[*]} (did the package move its files?)"
	fi
	for ((i = 0; i < ${#pairs[@]}; i += 2)); do
		m="${final[i / 2]}"
		[ -e "$tmp/x/$m" ] || fail "$pkg: ${pairs[i]} is not in the package (looked for $m)"
		mkdir -p "$(dirname "${pairs[i + 1]}")"
		[ -e "${pairs[i + 1]}" ] || cp -aL "$tmp/x/$m" "${pairs[i + 1]}"
	done
	rm -rf "$tmp"
	# Every destination must be a non-empty file, or a non-empty directory.
	for ((i = 0; i < ${#pairs[@]}; i += 2)); do
		m="${pairs[i + 1]}"
		if [ -d "$m" ]; then
			[ -n "$(ls -A "$m")" ] || fail "$pkg: ${pairs[i]} extracted to an empty directory $m"
		elif [ ! -f "$m" ] || [ ! -s "$m" ]; then
			fail "$pkg: ${pairs[i]} did not give a non-empty file at $m"
		fi
	done
}

# trixie_apt ARGS...: apt-get with a private state under $CACHE/apt-trixie:
# its own sources list (trixie_update writes it), lists, package cache and
# an empty dpkg status, so that the machine's sources, lists and package
# cache do not change and its own apt never sees trixie. The machine's
# apt.conf.d (proxies, for one) still applies.
trixie_apt() {
	local a="$CACHE/apt-trixie" sandbox=()
	# As root, apt downloads as _apt, which cannot enter a cache under
	# root's home; apt would fall back to root with a notice: ask for it.
	if [ "$(id -u)" = 0 ]; then sandbox=(-o APT::Sandbox::User=root); fi
	apt-get -o Dir::Etc::sourcelist="$a/sources.list" -o Dir::Etc::sourceparts="$a/sources.list.d" \
		-o Dir::Etc::preferences="$a/preferences" -o Dir::Etc::preferencesparts="$a/preferences.d" \
		-o Dir::State="$a/state" -o Dir::State::status="$a/status" -o Dir::Cache="$a/cache" \
		-o Acquire::Languages=none "${sandbox[@]}" "$@"
}

# trixie_source prints the private state's one source: trixie's non-free
# component of the machine's main archive, for this machine's
# architecture only, with that archive's keyring.
trixie_source() {
	local archive
	archive=$(main_archive)
	[ -n "$archive" ] || return 0
	set -- $archive
	echo "deb [arch=$(dpkg --print-architecture) signed-by=$3] $1 trixie non-free"
}

# trixie_update: point the private state at the non-free component of
# Debian 13 (trixie) in the machine's own archive, checked with the
# keyring that archive uses (bookworm's keyring verifies trixie's
# Release), and read its index (~0.35 MB).
trixie_update() {
	local a="$CACHE/apt-trixie" src
	src=$(trixie_source)
	[ -n "$src" ] || fail "no Debian main archive in the apt sources to fetch trixie's ptxas (KERN_PTXAS_ISA84) from"
	set -- $(main_archive)
	mkdir -p "$a/sources.list.d" "$a/preferences.d" "$a/state/lists/partial" "$a/cache/archives/partial"
	: >"$a/status"
	echo "$src" >"$a/sources.list"
	# apt-get update may only warn about an index it could not fetch:
	# look for it.
	rm -f "$a/state/lists/"*_dists_trixie_non-free_binary-*
	if ! trixie_apt update -qq >"$a/update.log" 2>&1 || ! compgen -G "$a/state/lists/*_dists_trixie_non-free_binary-*_Packages*" >/dev/null; then
		cat "$a/update.log" >&2
		fail "could not read trixie's non-free index from $1 (KERN_PTXAS_ISA84, ptxas 12.4, comes from there; the private apt state is $a)"
	fi
}

# --print-archive: say which archive the non-free component would come
# from; --print-trixie-source: the source ptxas 12.4 comes from (tests use
# them with KERN_APT_ETC pointing at sample sources).
case "${1:-}" in
--print-archive)
	main_archive
	exit 0
	;;
--print-trixie-source)
	trixie_source
	exit 0
	;;
esac

# --extract-deb DEB PACKAGE [PATH-IN-PACKAGE DEST]...: only the extraction,
# from a local .deb (the tests build one with links and a missing member).
if [ "${1:-}" = "--extract-deb" ]; then
	shift
	extract_deb "$@"
	exit 0
fi

# Debian main packages, installed.
missing=()
for p in llvm-15 lld-15 python3-numpy libamdhip64-5 qemu-user-static libc6-arm64-cross; do
	have_pkg "$p" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
	apt_update
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

extract nvidia-cuda-toolkit \
	usr/bin/ptxas "$CACHE/bin/ptxas" \
	usr/bin/nvdisasm "$CACHE/bin/nvdisasm" \
	usr/bin/cuobjdump "$CACHE/bin/cuobjdump" \
	usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc "$CACHE/lib/libdevice.10.bc"
# The FP8 tensor-core PTX is PTX ISA 8.4: only a ptxas from CUDA 12.4 on
# reads it, and bookworm has 11.8. ~87 MB, of which only ptxas is kept.
extract_trixie nvidia-cuda-toolkit usr/bin/ptxas "$CACHE/bin/ptxas-isa84"
extract libcuda1 usr/lib/x86_64-linux-gnu/nvidia/current/libcuda.so.1 "$CACHE/lib/libcuda.so.1"
# The official prototypes the bindings are checked against. nvidia-cuda-dev
# is large (~770 MB), but only cuda.h is kept and a second run downloads
# nothing; the HIP headers are a directory (hip_runtime_api.h includes its
# neighbours).
extract nvidia-cuda-dev usr/include/cuda.h "$CACHE/include/cuda/cuda.h"
extract libamdhip64-dev usr/include/hip "$CACHE/include/hip/hip"

# clang-15 (Debian main): a test needs it (bench/gpu/rawlaunch checks its
# CUDA runtime source with clang's CUDA front end), as does
# bench/static/compare.sh. (KERN_WITH_CLANG=1, which compare.sh still sets,
# asked for it when no test did.)
if ! have_pkg clang-15; then
	apt_update
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends clang-15 >/dev/null
fi

opt="$(command -v opt-15 || echo /usr/lib/llvm-15/bin/opt)"
llc="$(command -v llc-15 || echo /usr/lib/llvm-15/bin/llc)"
lld="$(command -v ld.lld-15 || echo /usr/lib/llvm-15/bin/ld.lld)"
hip="$(ls /usr/lib/x86_64-linux-gnu/libamdhip64.so.5 2>/dev/null || true)"
comgr="$(ls /usr/lib/x86_64-linux-gnu/libamd_comgr.so.2 2>/dev/null || true)"
# need PATH PACKAGE: what an installed package should have put in place.
need() { [ -n "$1" ] && [ -s "$1" ] || fail "${1:-a file} missing after installing $2"; }
need "$opt" llvm-15
need "$llc" llvm-15
need "$lld" lld-15
need "$hip" libamdhip64-5
need "$comgr" libamd-comgr2
need "$(command -v qemu-aarch64-static || true)" qemu-user-static
need /usr/aarch64-linux-gnu/lib/ld-linux-aarch64.so.1 libc6-arm64-cross
[ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import numpy' 2>/dev/null || fail "python3 cannot import numpy after installing python3-numpy"

cat >"$CACHE/env.sh" <<ENV
export KERN_PTXAS="$CACHE/bin/ptxas"
export KERN_PTXAS_ISA84="$CACHE/bin/ptxas-isa84"
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
export KERN_QEMU_AARCH64="$(command -v qemu-aarch64-static)"
export KERN_ARM64_SYSROOT="/usr/aarch64-linux-gnu"
ENV

"$CACHE/bin/ptxas" --version | tail -1 >&2
# PTX ISA 8.4 came with CUDA 12.4.
v=$("$CACHE/bin/ptxas-isa84" --version 2>&1 | sed -n 's/.*release \([0-9]*\.[0-9]*\).*/\1/p')
case "$v" in
12.[4-9] | 12.[1-9][0-9] | 1[3-9].*) echo "KERN_PTXAS_ISA84: ptxas $v" >&2 ;;
*) fail "$CACHE/bin/ptxas-isa84 is ptxas ${v:-of no known release}, not 12.4 or later (PTX ISA 8.4): remove it and run again" ;;
esac
"$llc" --version | grep -i 'llvm version' >&2
# kern gen builds code objects only from IR that opt optimized.
"$opt" --version | grep -qi 'llvm version 15' || { echo "install-tools: $opt is not LLVM 15's opt" >&2; exit 1; }
echo "kern tools ready: . $CACHE/env.sh" >&2
