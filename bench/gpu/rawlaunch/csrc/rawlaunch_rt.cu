// rawlaunch_rt: rawlaunch's cases through the CUDA runtime API
// (cudaLaunchKernel), the way a CUDA C program launches, for the report's
// anchors next to rawlaunch.c's driver-API rows. Built with nvcc where the
// device machine has it (run-on-device.sh; no nvcc, no rows):
//
//   nvcc -O3 -o rawlaunch_rt rawlaunch_rt.cu
//   rawlaunch_rt [REPEATS [ROWS.json]]
//
//   empty         an empty kernel, 1000 cudaLaunchKernel back to back, then
//                 one cudaDeviceSynchronize: µs per launch
//   empty-sync    the same kernel, each launch followed by
//                 cudaStreamSynchronize
//   disc          the discriminant sqrt(b² − 4ac) on 16-element device
//                 arrays (kern's Discriminant: float32 arithmetic, the
//                 square root in float64), 1000 back to back; its result is
//                 checked against the host's
//   disc-sync     the same, synchronizing after each launch
//
// Output as rawlaunch.c's: "rawlaunch-rt CASE N us_per_launch MIN MEDIAN",
// and with ROWS.json the rows (impl raw-cudaLaunchKernel).
#include <cuda_runtime.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

__global__ void rawlaunch_empty() {}

__global__ void rawlaunch_disc(long long n, const float *a, const float *b, const float *c, float *out) {
	long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		out[i] = (float)sqrt((double)(b[i] * b[i] - 4.0f * a[i] * c[i]));
}

static void check(cudaError_t r, const char *what) {
	if (r != cudaSuccess) {
		fprintf(stderr, "rawlaunch_rt: %s failed: %s\n", what, cudaGetErrorString(r));
		exit(1);
	}
}

static double now_us(void) {
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static int cmp(const void *a, const void *b) {
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static FILE *rows;
static int nrows;

// row writes one measure.Row of the samples t (seconds per launch).
static void row(const char *workload, int n, const double *t, int repeats, int inner) {
	if (!rows)
		return;
	fprintf(rows,
		"%s{\"suite\": \"gpu\", \"workload\": \"%s\", \"impl\": \"raw-cudaLaunchKernel\", \"lang\": \"c\", "
		"\"parallel\": true, \"n\": %d, \"bytes\": 0, \"inner\": %d, \"samples_s\": [",
		nrows++ ? ",\n " : "[", workload, n, inner);
	for (int r = 0; r < repeats; r++)
		fprintf(rows, "%s%.6g", r ? ", " : "", t[r]);
	fprintf(rows, "], \"note\": \"bench/gpu/rawlaunch/csrc/rawlaunch_rt.cu: the runtime API alone\"}");
}

// run times REPEATS batches of N launches of f with args and prints the
// per-launch minimum and median.
static void run(const char *name, const char *workload, int rown, const void *f, void **args, int sync_each, int repeats) {
	enum { N = 1000 };
	double t[64], secs[64];
	for (int r = 0; r < repeats; r++) {
		double t0 = now_us();
		for (int i = 0; i < N; i++) {
			check(cudaLaunchKernel(f, dim3(1), dim3(256), args, 0, 0), "cudaLaunchKernel");
			if (sync_each)
				check(cudaStreamSynchronize(0), "cudaStreamSynchronize");
		}
		check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
		t[r] = (now_us() - t0) / N;
		secs[r] = t[r] * 1e-6;
	}
	row(workload, rown, secs, repeats, N);
	qsort(t, repeats, sizeof t[0], cmp);
	printf("rawlaunch-rt %s %d us_per_launch %.3f %.3f\n", name, N, t[0], t[repeats / 2]);
}

int main(int argc, char **argv) {
	int repeats = argc > 1 ? atoi(argv[1]) : 7;
	if (repeats < 1 || repeats > 64)
		repeats = 7;
	if (argc > 2 && !(rows = fopen(argv[2], "w"))) {
		perror(argv[2]);
		return 1;
	}
	enum { n = 16 };
	float host[3][n], want[n], got[n];
	for (int i = 0; i < n; i++) {
		host[0][i] = (float)(i + 1), host[1][i] = (float)(4 * i + 10), host[2][i] = (float)(i % 3);
		float a = host[0][i], b = host[1][i], c = host[2][i];
		want[i] = (float)sqrt((double)(b * b - 4.0f * a * c));
	}
	float *d[4];
	for (int k = 0; k < 4; k++) {
		check(cudaMalloc((void **)&d[k], sizeof host[0]), "cudaMalloc");
		if (k < 3)
			check(cudaMemcpy(d[k], host[k], sizeof host[k], cudaMemcpyHostToDevice), "cudaMemcpy");
	}
	long long nn = n;
	void *args[] = {&nn, &d[0], &d[1], &d[2], &d[3]};

	run("empty", "launch-empty", 0, (const void *)rawlaunch_empty, NULL, 0, repeats);
	run("empty-sync", "launch-empty-sync", 0, (const void *)rawlaunch_empty, NULL, 1, repeats);
	run("disc", "dispatch", n, (const void *)rawlaunch_disc, args, 0, repeats);
	run("disc-sync", "dispatch-sync", n, (const void *)rawlaunch_disc, args, 1, repeats);
	check(cudaMemcpy(got, d[3], sizeof got, cudaMemcpyDeviceToHost), "cudaMemcpy");
	for (int i = 0; i < n; i++) {
		if (fabsf(got[i] - want[i]) > 1e-6f * fabsf(want[i])) {
			fprintf(stderr, "rawlaunch_rt: discriminant element %d = %g, want %g\n", i, got[i], want[i]);
			return 1;
		}
	}
	if (rows) {
		fputs("]\n", rows);
		if (fclose(rows) != 0) {
			perror("rawlaunch_rt: rows");
			return 1;
		}
	}
	return 0;
}
