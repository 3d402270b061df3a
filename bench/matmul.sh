#!/usr/bin/env bash
# bench/matmul.sh: the tiled matmul kernel (bench/kernels.MatMulTiled) on
# kern's Sim, CPU and Parallel targets next to a hand-written blocked Go
# matmul, serial and parallel, in one run (BenchmarkMatMulTiled).
#
#   bench/matmul.sh            N = 512, 5 samples (Sim: 1)
#
# Writes bench/results/<date>-<machine>-matmul.md, with every ratio taken
# against the blocked Go product of the same run. Environment: N, REPS,
# OUTDIR. Run it on an idle machine: the report records the load average
# before and after.
set -euo pipefail
cd "$(dirname "$0")"

N=${N:-512}
REPS=${REPS:-5}
OUTDIR=${OUTDIR:-results}

cores=$(nproc)
model=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//' || true)
slug=$(printf '%s' "${model:-cpu}" | sed -E 's/\((R|TM|tm)\)//g; s/ (CPU|Processor)//g; s/@.*//; s/[^A-Za-z0-9]+/-/g; s/^-+|-+$//g' |
	tr 'A-Z' 'a-z' | cut -d- -f1-3)
slug="${slug:-cpu}-${cores}core"
out="$OUTDIR/$(date -u +%Y-%m-%d)-$slug-matmul.md"
mkdir -p "$OUTDIR"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
go test -c -o "$work/bench.test" . >/dev/null
# One sample per test run (-count), each the mean of -benchtime calls.
"$work/bench.test" -test.run '^$' -test.bench 'BenchmarkMatMulTiled/kern-sim$' -test.benchtime 1x \
	-test.count 1 -bench.matn "$N" >"$work/sim.txt"
"$work/bench.test" -test.run '^$' -test.bench 'BenchmarkMatMulTiled/(kern-cpu|kern-parallel|go-blocked|go-blocked-parallel)$' \
	-test.benchtime 3x -test.count "$REPS" -bench.matn "$N" >"$work/rest.txt"
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

{
	echo "# Tiled matmul on the CPU targets: $slug, $(date -u +%Y-%m-%d)"
	echo
	echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
	echo "- CPU: ${model:-unknown}, $cores cores (nproc), GOMAXPROCS default"
	echo "- Go: $(go env GOVERSION); kern $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
	echo "- load average (1, 5, 15 min) before: $load_before; after: $load_after"
	echo "- workload: C = A·B, float32, N×N with N = $N; bench/kernels.MatMulTiled (16×16 shared tiles, two barriers per step) launched on a $((N / 16))×$((N / 16)) grid of 16×16 blocks; go-blocked: $((64))×64 tiles, i-k-j, resliced rows (bench/matmul_test.go)"
	echo "- samples: kern-sim 1, others $REPS (each the mean of 3 calls); command: bench/matmul.sh"
	echo
	echo "Best of the samples (wall time per product); spread = (slowest − best) / best. ×go-blocked = the blocked Go product's best time / this best time (below 1: slower), likewise ×go-blocked-parallel. CPU time: the process's user+system time per product (best sample), which time shared with other processes does not inflate; for the parallel rows it is summed over the cores."
	echo
	cat "$work/sim.txt" "$work/rest.txt" | awk -v n="$N" '
		/^BenchmarkMatMulTiled\// {
			split($1, p, "/"); impl = p[2]; sub(/-[0-9]+$/, "", impl)
			for (i = 2; i < NF; i++) {
				if ($(i + 1) == "ns/op") t = $i / 1e9
				if ($(i + 1) == "cpu-ms/op") c = $i / 1e3
			}
			if (!(impl in best) || t < best[impl]) best[impl] = t
			if (!(impl in worst) || t > worst[impl]) worst[impl] = t
			if (!(impl in cpu) || c < cpu[impl]) cpu[impl] = c
			if (!(impl in seen)) { order[++k] = impl; seen[impl] = 1 }
		}
		function fmt(s) { return s >= 1 ? sprintf("%.2f s", s) : sprintf("%.1f ms", s * 1e3) }
		END {
			print "| impl | best | spread | GFLOP/s | ×go-blocked | ×go-blocked-parallel | CPU time | CPU time ×go-blocked |"
			print "|---|---:|---:|---:|---:|---:|---:|---:|"
			for (i = 1; i <= k; i++) {
				m = order[i]; t = best[m]
				printf "| %s | %s | %.1f%% | %.3g | %.3g | %.3g | %s | %.3g |\n", m, fmt(t), (worst[m] / t - 1) * 100,
					2 * n * n * n / t / 1e9, best["go-blocked"] / t, best["go-blocked-parallel"] / t,
					fmt(cpu[m]), cpu["go-blocked"] / cpu[m]
			}
		}'
	echo
	echo "Raw \`go test -bench\` output:"
	echo
	echo '```'
	grep '^Benchmark' "$work/sim.txt" "$work/rest.txt" | sed 's/^[^:]*://'
	echo '```'
} >"$out"
echo "matmul.sh: wrote $out"
cat "$out"
