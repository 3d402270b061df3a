#!/usr/bin/env bash
# bench/gpu/run-on-device.sh: the GPU benchmarks, on a machine lent by the
# device tool. It runs in the repository root there, with bin/bench-gpu
# carried from bench/gpu/build.sh, and writes everything under $OUT:
#
#   bench      kerngpu and the numba-cuda/CuPy peers, then the report
#              <date>-<gpu>.{md,json,png} (bench/plot) and nvidia-smi.txt
#   sanitize   compute-sanitizer --tool memcheck and --tool racecheck over
#              kerngpu -quick and every examples-* binary:
#              sanitizer-<tool>-<program>.log and sanitizer-summary.txt
#   all        both (the default)
#
# Exit status 1 when any step failed; the logs say which.
set -uo pipefail
cd "$(dirname "$0")/../.."
what=${1:-all}
BIN=${BIN:-bin/bench-gpu}
PYTHON=${PYTHON:-python3}
: "${OUT:?set OUT to the output folder}"
mkdir -p "$OUT"
status=0
[[ -x $BIN/kerngpu ]] || { echo "run-on-device.sh: $BIN/kerngpu missing: run bench/gpu/build.sh and carry $BIN" >&2; exit 1; }

bench() {
	nvidia-smi >"$OUT/nvidia-smi.txt" 2>&1 || true
	local inputs=()
	echo "== kerngpu" >&2
	if "$BIN/kerngpu" -o "$OUT/kern-gpu.json" 2> >(tee "$OUT/kern-gpu.log" >&2); then
		inputs+=("$OUT/kern-gpu.json")
	else
		status=1
	fi
	echo "== numba-cuda / CuPy" >&2
	"$PYTHON" bench/peers/gpu_numba_cupy.py -o "$OUT/peers-gpu.json" 2> >(tee "$OUT/peers-gpu.log" >&2) || status=1
	# The peers write their rows even when a section failed.
	[[ -s $OUT/peers-gpu.json ]] && inputs+=("$OUT/peers-gpu.json")
	((${#inputs[@]})) || return
	local gpu slug
	gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1)
	slug=$(printf '%s' "${gpu%%,*}" | tr 'A-Z' 'a-z' | sed -E 's/nvidia//; s/[^a-z0-9]+/-/g; s/^-+|-+$//g' | cut -d- -f1-2)
	"$BIN/plot" -o "$OUT/$(date -u +%Y-%m-%d)-${slug:-gpu}" -title "kern GPU benchmarks: ${gpu:-unknown GPU}" \
		-info "date: $(date -u '+%Y-%m-%d %H:%M UTC')" \
		-info "GPU, driver: ${gpu:-unknown}" \
		-info "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(nproc) cores" \
		-info "peers: $("$PYTHON" -c 'import numba, cupy; print("numba", numba.__version__, "cupy", cupy.__version__)' 2>&1 | tail -1)" \
		"${inputs[@]}" || status=1
}

sanitize() {
	local cs
	cs=$(command -v compute-sanitizer || ls /usr/local/cuda*/bin/compute-sanitizer 2>/dev/null | head -1)
	if [[ -z $cs ]]; then
		echo "run-on-device.sh: compute-sanitizer not found" | tee "$OUT/sanitizer-summary.txt" >&2
		status=1
		return
	fi
	: >"$OUT/sanitizer-summary.txt"
	local tool bin name args rc
	for tool in memcheck racecheck; do
		for bin in "$BIN/kerngpu" "$BIN"/examples-*; do
			[[ -x $bin ]] || continue
			name=$(basename "$bin")
			case $name in
			kerngpu) args=(-quick -o /dev/null) ;;
			examples-kernels) args=(-target cuda -n 64) ;;
			examples-memory) args=(-target cuda -n 4096) ;;
			examples-matmul) args=(-target cuda -k 4 -reps 1) ;;
			*) args=(-target cuda) ;;
			esac
			"$cs" --tool "$tool" --error-exitcode 99 "$bin" "${args[@]}" >"$OUT/sanitizer-$tool-$name.log" 2>&1
			rc=$?
			echo "$tool $name ${args[*]}: exit $rc ($(grep -m1 -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$OUT/sanitizer-$tool-$name.log" || echo 'no summary'))" |
				tee -a "$OUT/sanitizer-summary.txt" >&2
			((rc == 0)) || status=1
		done
	done
}

case $what in
bench) bench ;;
sanitize) sanitize ;;
all) bench; sanitize ;;
*) echo "usage: $0 [bench|sanitize|all]" >&2; exit 2 ;;
esac
exit $status
