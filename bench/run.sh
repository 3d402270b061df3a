#!/usr/bin/env bash
# bench/run.sh: kern's CPU benchmarks and their Numba/NumPy peers in one run.
#
#   bench/run.sh            full run: N = 1e4 1e6 1e7 1e8, 5 samples each
#   bench/run.sh --quick    smoke test: tiny N, 2 samples, report in a temp dir
#
# Writes bench/results/<date>-<machine>.{md,json,png}. Environment:
# SIZES, REPS, MIN (shortest sample, seconds), OUTDIR, PYTHON (/usr/bin/python3).
# Run it on an idle machine: the report records the load average before and
# after, and numbers taken under load are not worth keeping.
set -euo pipefail
cd "$(dirname "$0")/.."

SIZES=${SIZES:-1e4,1e6,1e7,1e8}
REPS=${REPS:-5}
MIN=${MIN:-0.05}
OUTDIR=${OUTDIR:-bench/results}
PYTHON=${PYTHON:-/usr/bin/python3}
if [[ ${1:-} == --quick ]]; then
	SIZES=1e4,1e5 REPS=2 MIN=0.005 OUTDIR=$(mktemp -d)
fi

# machine slug: CPU model words + core count, e.g. "intel-xeon-2core".
cores=$(nproc)
model=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//' || true)
slug=$(printf '%s' "${model:-cpu}" | sed -E 's/\((R|TM|tm)\)//g; s/ (CPU|Processor)//g; s/@.*//; s/[^A-Za-z0-9]+/-/g; s/^-+|-+$//g' |
	tr 'A-Z' 'a-z' | cut -d- -f1-3)
slug="${slug:-cpu}-${cores}core"
date=$(date -u +%Y-%m-%d)
prefix="$OUTDIR/$date-$slug"
mkdir -p "$OUTDIR"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Numba: Debian's package (0.56, the release DESIGN.md anchors to).
if ! "$PYTHON" -c 'import numba' 2>/dev/null; then
	echo "run.sh: numba missing; apt-cache policy python3-numba:" >&2
	apt-cache policy python3-numba >&2 || true
	if [[ $(id -u) == 0 ]]; then
		DEBIAN_FRONTEND=noninteractive apt-get install -y python3-numba >&2 || true
	else
		sudo DEBIAN_FRONTEND=noninteractive apt-get install -y python3-numba >&2 || true
	fi
fi

# bench is a module of its own (go -C bench); the benchmark's kernels must
# match their generated code.
if ! go -C bench test -count=1 -run TestKernGenFresh ./kernels >/dev/null 2>&1; then
	echo "run.sh: regenerating bench/kernels (kern gen)" >&2
	go -C bench generate ./kernels
fi
go -C bench build -o "$work/kernbench" ./cmd/kernbench
go -C bench build -o "$work/plot" ./plot

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
echo "run.sh: kern (Go) N=$SIZES reps=$REPS, load $load_before" >&2
"$work/kernbench" -sizes "$SIZES" -reps "$REPS" -min "${MIN}s" -o "$work/kern-cpu.json"
inputs=("$work/kern-cpu.json")
peers="none (numpy not importable)"
if "$PYTHON" -c 'import numpy' 2>/dev/null; then
	echo "run.sh: Numba/NumPy peers" >&2
	"$PYTHON" bench/peers/cpu_numba.py --sizes "$SIZES" --reps "$REPS" --min "$MIN" -o "$work/numba-cpu.json"
	inputs+=("$work/numba-cpu.json")
	peers=$("$PYTHON" -c 'import numpy, sys
try:
    import numba
    v = "numba " + numba.__version__
except ImportError:
    v = "no numba (NumPy rows only)"
print(v, "numpy", numpy.__version__, "python", sys.version.split()[0])')
fi
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

# The Targets section names the CPU and the SIMD extensions it offers;
# which one kern's loops used is on their rows ("isa: …" notes).
simdflags=$(grep -m1 '^flags' /proc/cpuinfo | tr ' ' '\n' | grep -E '^(sse4_1|sse4_2|avx|avx2|fma|avx512[a-z]*)$' | tr '\n' ' ' | sed 's/ $//' || true)
[[ -z $simdflags ]] && simdflags=$(grep -m1 '^Features' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//' || true)
machine="${model:-an unknown CPU} ($(uname -m), $cores cores; SIMD: ${simdflags:-unknown})"
rev=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
[[ -n $(git status --porcelain 2>/dev/null | head -1) ]] && rev="$rev (uncommitted changes)"
"$work/plot" -o "$prefix" -title "kern CPU benchmarks: $slug, $date" -machine "$machine" \
	-info "date: $(date -u '+%Y-%m-%d %H:%M UTC')" \
	-info "CPU: ${model:-unknown}, $cores cores (nproc), GOMAXPROCS default" \
	-info "CPU flags (SIMD): $(grep -m1 '^flags' /proc/cpuinfo | tr ' ' '\n' | grep -E '^(sse4_1|sse4_2|avx|avx2|fma|avx512[a-z]*)$' | tr '\n' ' ')" \
	-info "memory: $(free -g | awk '/Mem:/ {print $2 " GiB"}')" \
	-info "Go: $(go env GOVERSION); kern $rev" \
	-info "peers: $peers" \
	-info "load average (1, 5, 15 min) before: $load_before; after: $load_after" \
	-info "sizes N: $SIZES; samples per cell: $REPS; shortest sample: ${MIN}s" \
	"${inputs[@]}"
echo "run.sh: wrote $prefix.md, $prefix.json, $prefix.png" >&2
