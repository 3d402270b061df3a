// rawlaunch: the launch-cost anchor of bench/gpu. It measures what the
// CUDA driver itself costs a launch, with no kern in the way, so that
// kern's per-call figures can be stated as a ratio of it in the same run:
//
//   empty         an empty kernel, 1000 cuLaunchKernel back to back, then
//                 one cuCtxSynchronize: µs per launch
//   empty-sync    the same kernel, each launch followed by cuStreamSynchronize
//   disc          kern's own float32 Discriminant contig wrapper (from
//                 bench/kernels/kern_gen.ptx) on 16-element device arrays,
//                 1000 back to back: the kernel of kern's "dispatch" row
//   disc-sync     the same, synchronizing after each launch
//
// The driver is opened with dlopen, so the binary needs only libcuda at run
// time (built here with cc against cuda.h; no nvcc). Usage:
//
//   rawlaunch PTX-FILE [REPEATS [ROWS.json]]
//
// prints one line per case: "rawlaunch CASE N us_per_launch MIN MEDIAN",
// the minimum and median of REPEATS (default 7) batches. With ROWS.json it
// also writes the cases as bench/internal/measure rows for the report:
// suite gpu, impl raw-cuLaunchKernel, workloads dispatch and dispatch-sync
// (the Discriminant, N=16) and launch-empty and launch-empty-sync (N=0),
// every batch a sample in seconds per launch (rawlaunch_rt.cu writes the
// same rows for cudaLaunchKernel).
#include <cuda.h>
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CALLS(X)                                                                                      \
	X(cuInit, (unsigned int))                                                                     \
	X(cuDeviceGet, (CUdevice *, int))                                                             \
	X(cuDevicePrimaryCtxRetain, (CUcontext *, CUdevice))                                          \
	X(cuCtxSetCurrent, (CUcontext))                                                               \
	X(cuCtxSynchronize, (void))                                                                   \
	X(cuModuleLoadDataEx, (CUmodule *, const void *, unsigned int, CUjit_option *, void **))                                               \
	X(cuModuleGetFunction, (CUfunction *, CUmodule, const char *))                                \
	X(cuMemAlloc_v2, (CUdeviceptr *, size_t))                                                     \
	X(cuMemcpyHtoD_v2, (CUdeviceptr, const void *, size_t))                                       \
	X(cuStreamSynchronize, (CUstream))                                                            \
	X(cuLaunchKernel, (CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,    \
			   unsigned, CUstream, void **, void **))

#define DECL(name, args) static CUresult(*p_##name) args;
CALLS(DECL)

static void check(CUresult r, const char *what) {
	if (r != CUDA_SUCCESS) {
		fprintf(stderr, "rawlaunch: %s failed: CUresult %d\n", what, (int)r);
		exit(1);
	}
}

static double now_us(void) {
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static const char empty_ptx[] = ".version 6.0\n.target sm_70\n.address_size 64\n"
				".visible .entry rawlaunch_empty()\n{\n\tret;\n}\n";

static char *read_file(const char *path) {
	FILE *f = fopen(path, "rb");
	if (!f) {
		perror(path);
		exit(1);
	}
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	char *b = malloc(n + 1);
	if (fread(b, 1, n, f) != (size_t)n) {
		perror(path);
		exit(1);
	}
	b[n] = 0;
	fclose(f);
	return b;
}

static int cmp(const void *a, const void *b) {
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

// rows is the open ROWS.json (NULL without one); nrows the rows written.
static FILE *rows;
static int nrows;

// row writes one measure.Row of the samples t (seconds per launch).
static void row(const char *workload, int n, const double *t, int repeats, int inner) {
	if (!rows)
		return;
	fprintf(rows, "%s{\"suite\": \"gpu\", \"workload\": \"%s\", \"impl\": \"raw-cuLaunchKernel\", \"lang\": \"c\", "
		      "\"parallel\": true, \"n\": %d, \"bytes\": 0, \"inner\": %d, \"samples_s\": [",
		nrows++ ? ",\n " : "[", workload, n, inner);
	for (int r = 0; r < repeats; r++)
		fprintf(rows, "%s%.6g", r ? ", " : "", t[r]);
	fprintf(rows, "], \"note\": \"bench/gpu/rawlaunch: the driver API alone\"}");
}

// run times REPEATS batches of N launches of f with params and prints the
// per-launch minimum and median; workload and n name its row.
static void run(const char *name, const char *workload, int rown, CUfunction f, void **params, int sync_each, int repeats) {
	enum { N = 1000 };
	double t[64];
	for (int r = 0; r < repeats; r++) {
		double t0 = now_us();
		for (int i = 0; i < N; i++) {
			check(p_cuLaunchKernel(f, 1, 1, 1, 256, 1, 1, 0, 0, params, 0), "cuLaunchKernel");
			if (sync_each)
				check(p_cuStreamSynchronize(0), "cuStreamSynchronize");
		}
		check(p_cuCtxSynchronize(), "cuCtxSynchronize");
		t[r] = (now_us() - t0) / N;
	}
	double secs[64];
	for (int r = 0; r < repeats; r++)
		secs[r] = t[r] * 1e-6;
	row(workload, rown, secs, repeats, N);
	qsort(t, repeats, sizeof t[0], cmp);
	printf("rawlaunch %s %d us_per_launch %.3f %.3f\n", name, N, t[0], t[repeats / 2]);
}

int main(int argc, char **argv) {
	if (argc < 2) {
		fprintf(stderr, "usage: rawlaunch PTX-FILE [REPEATS [ROWS.json]]\n");
		return 2;
	}
	int repeats = argc > 2 ? atoi(argv[2]) : 7;
	if (repeats < 1 || repeats > 64)
		repeats = 7;
	if (argc > 3 && !(rows = fopen(argv[3], "w"))) {
		perror(argv[3]);
		return 1;
	}
	const char *lib = getenv("KERN_LIBCUDA");
	void *h = dlopen(lib && *lib ? lib : "libcuda.so.1", RTLD_NOW);
	if (!h) {
		fprintf(stderr, "rawlaunch: %s\n", dlerror());
		return 1;
	}
#define LOAD(name, args)                                                                              \
	if (!(p_##name = (CUresult(*) args)dlsym(h, #name))) {                                        \
		fprintf(stderr, "rawlaunch: no %s in the driver\n", #name);                            \
		return 1;                                                                             \
	}
	CALLS(LOAD)
	CUdevice dev;
	CUcontext ctx;
	check(p_cuInit(0), "cuInit");
	check(p_cuDeviceGet(&dev, 0), "cuDeviceGet");
	check(p_cuDevicePrimaryCtxRetain(&ctx, dev), "cuDevicePrimaryCtxRetain");
	check(p_cuCtxSetCurrent(ctx), "cuCtxSetCurrent");

	CUmodule me, md;
	CUfunction fe, fd;
	check(p_cuModuleLoadDataEx(&me, empty_ptx, 0, NULL, NULL), "cuModuleLoadDataEx (empty)");
	check(p_cuModuleGetFunction(&fe, me, "rawlaunch_empty"), "cuModuleGetFunction (empty)");
	char *ptx = read_file(argv[1]);
	check(p_cuModuleLoadDataEx(&md, ptx, 0, NULL, NULL), "cuModuleLoadDataEx (PTX file)");
	const char *entry = "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDiscriminant_5f_5fcontig";
	check(p_cuModuleGetFunction(&fd, md, entry), "cuModuleGetFunction (Discriminant contig)");

	// The wrapper's parameters (docs/gpu-abi.md, abi.Contig): n, then per
	// input its pointer and scalar slot, then the output's pointer.
	enum { n = 16 };
	float host[n];
	for (int i = 0; i < n; i++)
		host[i] = (float)(i + 1);
	CUdeviceptr a, b, c, out;
	CUdeviceptr *bufs[] = {&a, &b, &c, &out};
	for (int i = 0; i < 4; i++) {
		check(p_cuMemAlloc_v2(bufs[i], sizeof host), "cuMemAlloc");
		check(p_cuMemcpyHtoD_v2(*bufs[i], host, sizeof host), "cuMemcpyHtoD");
	}
	int64_t nn = n;
	float zero = 0;
	void *params[] = {&nn, &a, &zero, &b, &zero, &c, &zero, &out};

	run("empty", "launch-empty", 0, fe, NULL, 0, repeats);
	run("empty-sync", "launch-empty-sync", 0, fe, NULL, 1, repeats);
	run("disc", "dispatch", n, fd, params, 0, repeats);
	run("disc-sync", "dispatch-sync", n, fd, params, 1, repeats);
	if (rows) {
		fputs("]\n", rows);
		if (fclose(rows) != 0) {
			perror("rawlaunch: rows");
			return 1;
		}
	}
	// Under kern's stand-in libcuda (its test), the calls the library saw.
	long long (*standin_log)(char *, long long) = (long long (*)(char *, long long))dlsym(h, "standin_log");
	if (getenv("RAWLAUNCH_STANDIN_LOG") && standin_log) {
		long long cap = 1 << 20, n;
		char *buf = malloc(cap);
		while ((n = standin_log(buf, cap)) >= cap) {
			free(buf);
			cap = 2 * n + 1;
			buf = malloc(cap);
		}
		fwrite(buf, 1, n, stderr);
	}
	return 0;
}
