#!/usr/bin/env bash
# bench/gpu/run-on-device.sh: the GPU checks and benchmarks, on a machine
# lent by the device tool. It runs in the repository root there, with
# bin/bench-gpu carried from bench/gpu/build.sh, and writes everything under
# $OUT, with summary.txt saying what passed, failed or was missing:
#
#   tests      the GPU tests on the real device, correctness first
#              (test-*: go test -c binaries, run in their package directory)
#   examples   every examples-* program with -target cuda (or $TARGET)
#   bench      the anchors: rawlaunch (the bare driver's launch cost:
#              rawlaunch.txt) and, where nvcc is on the machine, rawlaunch_rt
#              (the same through cudaLaunchKernel, built here:
#              rawlaunch-rt.txt); kerngpu and the numba-cuda/CuPy peers;
#              the cold start of each (kerngpu -cold: fresh processes to the
#              first checked result); then the report
#              <date>-<gpu>.{md,json,png} (bench/plot), whose Targets state
#              the goals against the anchors, and nvidia-smi.txt
#   profile    kerngpu -quick under KERN_GPUPROFILE: kern-gpu.pprof, the GPU
#              profile (go tool kern prof, go tool pprof), in logs.tar.gz
#   sanitize   compute-sanitizer --tool memcheck and --tool racecheck over
#              kerngpu -quick and every examples-* binary:
#              sanitizer-<tool>-<program>.log and sanitizer-summary.txt
#   all        the five, in that order (the default), each under its own
#              time limit (TESTS_S, EXAMPLES_S, BENCH_S, PROFILE_S,
#              SANITIZE_S seconds: 120 + 90 + 180 + 60 + 90 = 9 minutes)
#
# With KERN_EMULATE=cuda set (a dry run without a GPU) every step runs on
# the emulated device instead, kerngpu with -quick, and the summary says so.
# Exit status 1 when any step failed; a missing tool is not a failure.
set -uo pipefail
cd "$(dirname "$0")/../.."
what=${1:-all}
BIN=${BIN:-bin/bench-gpu}
# build.sh packs the binaries (they pass the carry limit unpacked).
if [[ ! -d $BIN && -f $BIN.tgz ]]; then
	tar -C "$(dirname "$BIN")" -xzf "$BIN.tgz" || { echo "run-on-device.sh: cannot unpack $BIN.tgz" >&2; exit 1; }
fi
BIN=$(cd "$BIN" 2>/dev/null && pwd || echo "$BIN")
PYTHON=${PYTHON:-python3}
TARGET=${TARGET:-cuda}
: "${OUT:?set OUT to the output folder}"
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
status=0
summary="$OUT/summary.txt"
[[ -x $BIN/kerngpu ]] || { echo "run-on-device.sh: $BIN/kerngpu missing: run bench/gpu/build.sh and carry $BIN" >&2; exit 1; }

# note RESULT WHAT [DETAIL]: one line of the summary (PASS, FAIL, MISSING).
note() {
	printf '%-7s %s%s\n' "$1" "$2" "${3:+ ($3)}" | tee -a "$summary" >&2
	[[ $1 == FAIL ]] && status=1
	return 0
}

# limited SECONDS LOG CMD...: run CMD with a time limit, output to LOG.
limited() {
	local s=$1 log=$2
	shift 2
	timeout --kill-after=10 "$s" "$@" >"$log" 2>&1
}

tests() {
	local t pkg rc
	for t in "$BIN"/test-*; do
		[[ -x $t ]] || continue
		case $(basename "$t") in
		test-kern) pkg=. ;;
		test-driver-cuda) pkg=driver/cuda ;;
		*) pkg=. ;;
		esac
		# GPU tests first; the emulated suite and the stand-in checks too
		# (they compare against plain Go and need no GPU).
		(cd "$pkg" && limited "$((TESTS_S / 3))" "$OUT/$(basename "$t").log" "$t" -test.run 'GPU|Emulated|StandIn|Header|MMA|CudaJL' -test.count 1 -test.v)
		rc=$?
		local n_pass n_skip
		n_pass=$(grep -c -- '^--- PASS' "$OUT/$(basename "$t").log")
		n_skip=$(grep -c -- '^--- SKIP' "$OUT/$(basename "$t").log")
		case $rc in
		0) note PASS "$(basename "$t")" "$n_pass passed, $n_skip skipped" ;;
		124 | 137) note FAIL "$(basename "$t")" "time limit $((TESTS_S / 3)) s" ;;
		*) note FAIL "$(basename "$t")" "exit $rc: $(grep -m1 -- '^--- FAIL' "$OUT/$(basename "$t").log")" ;;
		esac
	done
}

examples() {
	local bin name args rc
	for bin in "$BIN"/examples-*; do
		[[ -x $bin ]] || continue
		name=$(basename "$bin")
		case $name in
		examples-chunks) args=(-n 4000000) ;;
		examples-matmul) args=(-k 4 -reps 1) ;;
		*) args=() ;;
		esac
		limited 60 "$OUT/$name.log" "$bin" -target "$TARGET" "${args[@]}"
		rc=$?
		if ((rc == 0)); then note PASS "$name -target $TARGET"; else note FAIL "$name -target $TARGET" "exit $rc: $(tail -1 "$OUT/$name.log")"; fi
	done
}

bench() {
	if command -v nvidia-smi >/dev/null; then nvidia-smi >"$OUT/nvidia-smi.txt" 2>&1; else note MISSING nvidia-smi; fi
	local inputs=() quick=()
	[[ -n ${KERN_EMULATE:-} ]] && quick=(-quick)
	# The launch-cost anchor: the bare driver's launch of an empty kernel
	# and of kern's Discriminant wrapper, for the dispatch row's ratio.
	if [[ -n ${KERN_EMULATE:-} ]]; then
		note MISSING rawlaunch "no GPU in a dry run"
	elif [[ ! -x $BIN/rawlaunch ]]; then
		note MISSING rawlaunch "not built (build.sh needs KERN_CUDA_INCLUDE)"
	elif limited 60 "$OUT/rawlaunch.txt" "$BIN/rawlaunch" bench/kernels/kern_gen.ptx 7 "$OUT/rows-rawlaunch.json"; then
		note PASS rawlaunch "$(grep -c '^rawlaunch ' "$OUT/rawlaunch.txt") cases"
		inputs+=("$OUT/rows-rawlaunch.json")
	else
		note FAIL rawlaunch "exit $?: $(tail -1 "$OUT/rawlaunch.txt")"
	fi
	# The same cases through the runtime API (cudaLaunchKernel), as a CUDA
	# C program launches: built here, where nvcc is.
	local nvcc
	nvcc=$(command -v nvcc || ls /usr/local/cuda*/bin/nvcc 2>/dev/null | head -1)
	if [[ -n ${KERN_EMULATE:-} ]]; then
		note MISSING rawlaunch_rt "no GPU in a dry run"
	elif [[ -z $nvcc ]]; then
		note MISSING rawlaunch_rt "no nvcc on this machine: the cudaLaunchKernel rows were skipped"
	elif ! limited 60 "$OUT/rawlaunch-rt.txt" "$nvcc" -O3 -o "$BIN/rawlaunch_rt" bench/gpu/rawlaunch/csrc/rawlaunch_rt.cu; then
		note FAIL rawlaunch_rt "nvcc: $(tail -1 "$OUT/rawlaunch-rt.txt")"
	elif limited 60 "$OUT/rawlaunch-rt.txt" "$BIN/rawlaunch_rt" 7 "$OUT/rows-rawlaunch-rt.json"; then
		note PASS rawlaunch_rt "$(grep -c '^rawlaunch-rt ' "$OUT/rawlaunch-rt.txt") cases"
		inputs+=("$OUT/rows-rawlaunch-rt.json")
	else
		note FAIL rawlaunch_rt "exit $?: $(tail -1 "$OUT/rawlaunch-rt.txt")"
	fi
	if limited "$((BENCH_S / 2))" "$OUT/kern-gpu.log" "$BIN/kerngpu" "${quick[@]}" -o "$OUT/kern-gpu.json"; then
		inputs+=("$OUT/kern-gpu.json")
		note PASS "kerngpu ${quick[*]}"
	else
		note FAIL kerngpu "exit $?: $(tail -1 "$OUT/kern-gpu.log")"
	fi
	# Cold start: fresh processes to the first checked result, for kern
	# and for each peer this Python has.
	local cold=(-cold "kern-cuda=$BIN/kerngpu -first -target $TARGET")
	if [[ -z ${KERN_EMULATE:-} ]]; then
		"$PYTHON" -c 'import numba.cuda' >/dev/null 2>&1 && cold+=(-cold "numba-cuda=$PYTHON bench/peers/gpu_numba_cupy.py --first numba")
		"$PYTHON" -c 'import cupy' >/dev/null 2>&1 && cold+=(-cold "cupy=$PYTHON bench/peers/gpu_numba_cupy.py --first cupy")
	fi
	if limited 60 "$OUT/cold-start.log" "$BIN/kerngpu" -reps 3 "${cold[@]}" -o "$OUT/rows-cold.json"; then
		note PASS "cold start" "$((${#cold[@]} / 2)) programs"
	else
		note FAIL "cold start" "exit $?: $(tail -1 "$OUT/cold-start.log")"
	fi
	[[ -s $OUT/rows-cold.json ]] && inputs+=("$OUT/rows-cold.json")
	if ! "$PYTHON" -c 'import numba.cuda' >/dev/null 2>&1 && ! "$PYTHON" -c 'import cupy' >/dev/null 2>&1; then
		note MISSING "numba-cuda/CuPy peers" "$PYTHON has neither"
	elif [[ -n ${KERN_EMULATE:-} ]]; then
		note MISSING "numba-cuda/CuPy peers" "no GPU in a dry run"
	else
		limited "$((BENCH_S / 2))" "$OUT/peers-gpu.log" "$PYTHON" bench/peers/gpu_numba_cupy.py -o "$OUT/peers-gpu.json"
		local rc=$?
		# The peers write their rows even when a section failed.
		[[ -s $OUT/peers-gpu.json ]] && inputs+=("$OUT/peers-gpu.json")
		if ((rc == 0)); then note PASS "numba-cuda/CuPy peers"; else note FAIL "numba-cuda/CuPy peers" "exit $rc"; fi
	fi
	((${#inputs[@]})) || return
	local gpu slug
	gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1)
	[[ -n ${KERN_EMULATE:-} ]] && gpu="emulated ($KERN_EMULATE), dry run"
	slug=$(printf '%s' "${gpu%%,*}" | tr 'A-Z' 'a-z' | sed -E 's/nvidia//; s/[^a-z0-9]+/-/g; s/^-+|-+$//g' | cut -d- -f1-2)
	if "$BIN/plot" -o "$OUT/$(date -u +%Y-%m-%d)-${slug:-gpu}" -title "kern GPU benchmarks: ${gpu:-unknown GPU}" \
		-info "date: $(date -u '+%Y-%m-%d %H:%M UTC')" \
		-info "GPU, driver: ${gpu:-unknown}" \
		-info "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(nproc) cores" \
		-info "peers: $("$PYTHON" -c 'import numba, cupy; print("numba", numba.__version__, "cupy", cupy.__version__)' 2>&1 | tail -1)" \
		"${inputs[@]}" >"$OUT/plot.log" 2>&1; then
		note PASS "report $(date -u +%Y-%m-%d)-${slug:-gpu}.md"
	else
		note FAIL report "$(tail -1 "$OUT/plot.log")"
	fi
}

# profile: a GPU profile of kerngpu -quick, apart from the benchmark run
# (profiling adds microseconds to each call, which the dispatch rows
# measure).
profile() {
	rm -f "$OUT/kern-gpu.pprof"
	if KERN_GPUPROFILE="$OUT/kern-gpu.pprof" limited "$PROFILE_S" "$OUT/profile.log" "$BIN/kerngpu" -quick -o /dev/null && [[ -s $OUT/kern-gpu.pprof ]]; then
		note PASS "profile kerngpu -quick" "kern-gpu.pprof in logs.tar.gz"
	else
		note FAIL "profile kerngpu -quick" "exit $?: $(tail -1 "$OUT/profile.log")"
	fi
}

sanitize() {
	local cs
	cs=$(command -v compute-sanitizer || ls /usr/local/cuda*/bin/compute-sanitizer 2>/dev/null | head -1)
	if [[ -z $cs ]]; then
		note MISSING compute-sanitizer
		return
	fi
	: >"$OUT/sanitizer-summary.txt"
	local tool bin name args rc deadline=$((SECONDS + SANITIZE_S))
	for tool in memcheck racecheck; do
		for bin in "$BIN/kerngpu" "$BIN"/examples-*; do
			[[ -x $bin ]] || continue
			name=$(basename "$bin")
			if ((SECONDS >= deadline)); then
				note FAIL "sanitizer $tool $name" "not run: time limit $SANITIZE_S s"
				continue
			fi
			case $name in
			kerngpu) args=(-quick -o /dev/null) ;;
			examples-kernels) args=(-target cuda -n 64) ;;
			examples-memory) args=(-target cuda -n 4096) ;;
			examples-matmul) args=(-target cuda -k 4 -reps 1) ;;
			examples-chunks) args=(-target cuda -n 1000000) ;;
			*) args=(-target cuda) ;;
			esac
			limited "$((deadline - SECONDS))" "$OUT/sanitizer-$tool-$name.log" "$cs" --tool "$tool" --error-exitcode 99 "$bin" "${args[@]}"
			rc=$?
			echo "$tool $name ${args[*]}: exit $rc ($(grep -m1 -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$OUT/sanitizer-$tool-$name.log" || echo 'no summary'))" >>"$OUT/sanitizer-summary.txt"
			if ((rc == 0)); then note PASS "sanitizer $tool $name"; else note FAIL "sanitizer $tool $name" "exit $rc"; fi
		done
	done
}

TESTS_S=${TESTS_S:-120} EXAMPLES_S=${EXAMPLES_S:-90} BENCH_S=${BENCH_S:-180} PROFILE_S=${PROFILE_S:-60} SANITIZE_S=${SANITIZE_S:-90}
{
	echo "kern GPU run, $(date -u '+%Y-%m-%d %H:%M UTC'), step '$what', target $TARGET"
	if [[ -n ${KERN_EMULATE:-} ]]; then
		echo "DRY RUN: KERN_EMULATE=$KERN_EMULATE stands in for the GPU; nothing here ran on one"
	else
		echo "device: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1 || echo unknown)"
	fi
} >"$summary"
# step NAME SECONDS: run a step with its own overall limit.
step() {
	local start=$SECONDS
	echo "== $1" >&2
	"$1"
	echo "        $1 took $((SECONDS - start)) s (limit $2 s)" >>"$summary"
}
case $what in
tests) step tests "$TESTS_S" ;;
examples) step examples "$EXAMPLES_S" ;;
bench) step bench "$BENCH_S" ;;
profile) step profile "$PROFILE_S" ;;
sanitize) step sanitize "$SANITIZE_S" ;;
all) step tests "$TESTS_S"; step examples "$EXAMPLES_S"; step bench "$BENCH_S"; step profile "$PROFILE_S"; step sanitize "$SANITIZE_S" ;;
*) echo "usage: $0 [tests|examples|bench|profile|sanitize|all]" >&2; exit 2 ;;
esac
echo "exit $status" >>"$summary"
# The device tool brings back 8 files: the logs, the anchors' output,
# their row files and the GPU profile travel as one archive (summary.txt, nvidia-smi.txt,
# kerngpu's and the peers' row files and the report stay; the report's
# JSON holds every row).
(cd "$OUT" && ls ./*.log sanitizer-summary.txt rawlaunch*.txt rows-*.json ./*.pprof 2>/dev/null | tar -czf logs.tar.gz --remove-files -T - 2>/dev/null)
exit $status
