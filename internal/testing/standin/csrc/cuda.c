/*
 * A stand-in for libcuda.so.1: the subset of the driver API kern binds,
 * with cuda.h's prototypes and symbol names, on core.h's host-memory
 * device. PTX modules are read for their .entry parameter lists and
 * .global variables; a launch checks kernelParams against the entry.
 * Calls other than the device queries need a current context, as on CUDA.
 */
#include "core.h"

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef int CUdevice;
typedef void *CUcontext, *CUmodule, *CUfunction, *CUstream, *CUevent;

enum {
	SUCCESS = 0, INVALID_VALUE = 1, OUT_OF_MEMORY = 2, NOT_INITIALIZED = 3, NO_DEVICE = 100,
	INVALID_DEVICE = 101, INVALID_PTX = 218, INVALID_CONTEXT = 201, INVALID_HANDLE = 400,
	NOT_FOUND = 500, NOT_READY = 600, ALREADY_REGISTERED = 712, NOT_REGISTERED = 713,
	LAUNCH_FAILED = 719,
};

/* Shared memory per block: by default, and for a function whose
 * MAX_DYNAMIC_SHARED_SIZE_BYTES is raised (an sm_70's 96 KiB). */
#define DEFAULT_SHARED (48 << 10)
#define OPTIN_SHARED (96 << 10)

static int initialized;
static int ctx_refs;
static char the_ctx; /* the primary context's identity */
static __thread void *current;

/* The result of a call: injected failures first. */
#define BEGIN(op)                                  \
	LOCK();                                        \
	const char *op_ = op;                          \
	int r_ = injected(op_);                        \
	if (!r_ && !initialized) r_ = NOT_INITIALIZED; \
	if (r_) goto out
#define NEED_CTX()                                     \
	if (!r_ && current != &the_ctx) r_ = INVALID_CONTEXT; \
	if (r_) goto out
#define FAIL(code)  \
	do {            \
		r_ = (code); \
		goto out;   \
	} while (0)
#define END(...)                                  \
	out:                                          \
	logf_("%s " __VA_ARGS__);                     \
	UNLOCK();                                     \
	return r_

EXPORT CUresult cuInit(unsigned int flags) {
	LOCK();
	int r_ = injected("cuInit");
	if (!r_ && flags != 0) r_ = INVALID_VALUE;
	if (!r_) initialized = 1;
	logf_("cuInit flags=%u -> %d", flags, r_);
	UNLOCK();
	return r_;
}

EXPORT CUresult cuDriverGetVersion(int *v) {
	LOCK();
	int r_ = injected("cuDriverGetVersion");
	if (!r_ && !v) r_ = INVALID_VALUE;
	if (!r_) *v = 11080;
	UNLOCK();
	return r_;
}

static const char *err_name(CUresult e) {
	switch (e) {
	case 0: return "CUDA_SUCCESS";
	case 1: return "CUDA_ERROR_INVALID_VALUE";
	case 2: return "CUDA_ERROR_OUT_OF_MEMORY";
	case 3: return "CUDA_ERROR_NOT_INITIALIZED";
	case 100: return "CUDA_ERROR_NO_DEVICE";
	case 201: return "CUDA_ERROR_INVALID_CONTEXT";
	case 218: return "CUDA_ERROR_INVALID_PTX";
	case 400: return "CUDA_ERROR_INVALID_HANDLE";
	case 500: return "CUDA_ERROR_NOT_FOUND";
	case 600: return "CUDA_ERROR_NOT_READY";
	case 700: return "CUDA_ERROR_ILLEGAL_ADDRESS";
	case 712: return "CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED";
	case 713: return "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED";
	case 719: return "CUDA_ERROR_LAUNCH_FAILED";
	}
	return NULL;
}

/* cuGetErrorName and cuGetErrorString work before cuInit, as on CUDA. */
EXPORT CUresult cuGetErrorName(CUresult e, const char **s) {
	const char *n = err_name(e);
	if (!n || !s) return INVALID_VALUE;
	*s = n;
	return SUCCESS;
}

EXPORT CUresult cuGetErrorString(CUresult e, const char **s) {
	const char *n = err_name(e);
	if (!n || !s) return INVALID_VALUE;
	*s = e == 2 ? "out of memory" : e == 719 ? "unspecified launch failure" : "stand-in error";
	return SUCCESS;
}

EXPORT CUresult cuDeviceGetCount(int *n) {
	BEGIN("cuDeviceGetCount");
	if (!n) FAIL(INVALID_VALUE);
	*n = 1;
	END("-> %d", op_, r_);
}

EXPORT CUresult cuDeviceGet(CUdevice *d, int ordinal) {
	BEGIN("cuDeviceGet");
	if (!d) FAIL(INVALID_VALUE);
	if (ordinal != 0) FAIL(INVALID_DEVICE);
	*d = 0;
	END("ordinal=%d -> %d", op_, ordinal, r_);
}

EXPORT CUresult cuDeviceGetName(char *name_, int len, CUdevice d) {
	BEGIN("cuDeviceGetName");
	if (!name_ || len <= 0) FAIL(INVALID_VALUE);
	if (d != 0) FAIL(INVALID_DEVICE);
	snprintf(name_, len, "kern stand-in CUDA device");
	END("len=%d -> %d", op_, len, r_);
}

EXPORT CUresult cuDeviceGetAttribute(int *v, int attr, CUdevice d) {
	BEGIN("cuDeviceGetAttribute");
	if (!v) FAIL(INVALID_VALUE);
	if (d != 0) FAIL(INVALID_DEVICE);
	switch (attr) {
	case 1: *v = cfg_max_threads; break;       /* MAX_THREADS_PER_BLOCK */
	case 2: case 3: *v = 1024; break;          /* MAX_BLOCK_DIM_X, Y */
	case 4: *v = 64; break;                    /* MAX_BLOCK_DIM_Z */
	case 5: *v = 2147483647; break;            /* MAX_GRID_DIM_X */
	case 6: case 7: *v = 65535; break;         /* MAX_GRID_DIM_Y, Z */
	case 8: *v = 48 << 10; break;              /* MAX_SHARED_MEMORY_PER_BLOCK */
	case 10: *v = cfg_warp; break;             /* WARP_SIZE */
	case 13: *v = 1410000; break;              /* CLOCK_RATE */
	case 16: *v = cfg_sms; break;              /* MULTIPROCESSOR_COUNT */
	case 19: *v = 1; break;                    /* CAN_MAP_HOST_MEMORY */
	case 31: *v = 1; break;                    /* CONCURRENT_KERNELS */
	case 36: *v = 1215000; break;              /* MEMORY_CLOCK_RATE */
	case 37: *v = 5120; break;                 /* GLOBAL_MEMORY_BUS_WIDTH */
	case 38: *v = 40 << 20; break;             /* L2_CACHE_SIZE */
	case 40: *v = 2; break;                    /* ASYNC_ENGINE_COUNT */
	case 41: *v = 1; break;                    /* UNIFIED_ADDRESSING */
	case 75: *v = 7; break;                    /* COMPUTE_CAPABILITY_MAJOR */
	case 76: *v = 0; break;                    /* COMPUTE_CAPABILITY_MINOR */
	case 97: *v = OPTIN_SHARED; break;         /* MAX_SHARED_MEMORY_PER_BLOCK_OPTIN */
	default: FAIL(INVALID_VALUE);
	}
	END("attr=%d -> %d", op_, attr, r_);
}

EXPORT CUresult cuDeviceTotalMem_v2(size_t *n, CUdevice d) {
	BEGIN("cuDeviceTotalMem_v2");
	if (!n) FAIL(INVALID_VALUE);
	if (d != 0) FAIL(INVALID_DEVICE);
	*n = cfg_memory;
	END("-> %d", op_, r_);
}

EXPORT CUresult cuDeviceGetPCIBusId(char *bus, int len, CUdevice d) {
	BEGIN("cuDeviceGetPCIBusId");
	if (!bus || len < 13) FAIL(INVALID_VALUE);
	if (d != 0) FAIL(INVALID_DEVICE);
	snprintf(bus, len, "0000:00:00.0");
	END("len=%d -> %d", op_, len, r_);
}

EXPORT CUresult cuDevicePrimaryCtxRetain(CUcontext *c, CUdevice d) {
	BEGIN("cuDevicePrimaryCtxRetain");
	if (!c) FAIL(INVALID_VALUE);
	if (d != 0) FAIL(INVALID_DEVICE);
	*c = &the_ctx;
	ctx_refs++;
	END("-> %d", op_, r_);
}

EXPORT CUresult cuDevicePrimaryCtxRelease_v2(CUdevice d) {
	BEGIN("cuDevicePrimaryCtxRelease_v2");
	if (d != 0) FAIL(INVALID_DEVICE);
	if (ctx_refs == 0) FAIL(INVALID_CONTEXT);
	ctx_refs--;
	END("-> %d", op_, r_);
}

EXPORT CUresult cuCtxSetCurrent(CUcontext c) {
	BEGIN("cuCtxSetCurrent");
	if (c && (c != &the_ctx || ctx_refs == 0)) FAIL(INVALID_CONTEXT);
	current = c;
	END("-> %d", op_, r_);
}

EXPORT CUresult cuCtxSynchronize(void) {
	BEGIN("cuCtxSynchronize");
	NEED_CTX();
	END("-> %d", op_, r_);
}

EXPORT CUresult cuMemGetInfo_v2(size_t *free_, size_t *total) {
	BEGIN("cuMemGetInfo_v2");
	NEED_CTX();
	if (!free_ || !total) FAIL(INVALID_VALUE);
	*free_ = cfg_memory - used, *total = cfg_memory;
	END("-> %d", op_, r_);
}

EXPORT CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t n) {
	char nb[48] = "";
	BEGIN("cuMemAlloc_v2");
	NEED_CTX();
	if (!p || n == 0) FAIL(INVALID_VALUE);
	if ((long long)n > cfg_memory - used) FAIL(OUT_OF_MEMORY);
	void *m = dev_alloc(n);
	if (!m) FAIL(OUT_OF_MEMORY);
	add_region((uintptr_t)m, n, DEV);
	used += n;
	*p = (CUdeviceptr)(uintptr_t)m;
	snprintf(nb, sizeof nb, "d%d", next_id[DEV]);
	END("n=%zu -> %d %s", op_, n, r_, nb);
}

EXPORT CUresult cuMemFree_v2(CUdeviceptr p) {
	char nb[48] = "";
	BEGIN("cuMemFree_v2");
	NEED_CTX();
	region *g = base((uintptr_t)p, DEV);
	if (!g || g->id < 0) FAIL(INVALID_VALUE);
	name(nb, (uintptr_t)p);
	g->live = 0;
	used -= g->n;
	free((void *)g->p);
	END("%s -> %d", op_, nb, r_);
}

static CUresult memset_(const char *op, CUdeviceptr p, unsigned char b, size_t n, CUstream s) {
	char nb[48], sb[32];
	BEGIN(op);
	NEED_CTX();
	if (!stream_ok(s)) FAIL(INVALID_HANDLE);
	if (!find((uintptr_t)p, n, DEV)) FAIL(INVALID_VALUE);
	memset((void *)(uintptr_t)p, b, n);
	END("%s b=%u n=%zu stream=%s -> %d", op_, name(nb, (uintptr_t)p), b, n, sname(sb, s), r_);
}

EXPORT CUresult cuMemsetD8_v2(CUdeviceptr p, unsigned char b, size_t n) { return memset_("cuMemsetD8_v2", p, b, n, NULL); }
EXPORT CUresult cuMemsetD8Async(CUdeviceptr p, unsigned char b, size_t n, CUstream s) { return memset_("cuMemsetD8Async", p, b, n, s); }

#define PORTABLE 0x1
#define DEVICEMAP 0x2
#define WRITECOMBINED 0x4

EXPORT CUresult cuMemHostAlloc(void **pp, size_t n, unsigned int flags) {
	char nb[48] = "";
	BEGIN("cuMemHostAlloc");
	NEED_CTX();
	if (!pp || n == 0 || (flags & ~(PORTABLE | DEVICEMAP | WRITECOMBINED))) FAIL(INVALID_VALUE);
	void *m = dev_alloc(n);
	if (!m) FAIL(OUT_OF_MEMORY);
	add_region((uintptr_t)m, n, PINNED);
	*pp = m;
	snprintf(nb, sizeof nb, "h%d", next_id[PINNED]);
	END("n=%zu flags=%#x -> %d %s", op_, n, flags, r_, nb);
}

EXPORT CUresult cuMemFreeHost(void *p) {
	char nb[48] = "";
	BEGIN("cuMemFreeHost");
	NEED_CTX();
	region *g = base((uintptr_t)p, PINNED);
	if (!g) FAIL(INVALID_VALUE);
	name(nb, (uintptr_t)p);
	g->live = 0;
	free(p);
	END("%s -> %d", op_, nb, r_);
}

EXPORT CUresult cuMemHostRegister_v2(void *p, size_t n, unsigned int flags) {
	char nb[48] = "";
	BEGIN("cuMemHostRegister_v2");
	NEED_CTX();
	if (!p || n == 0 || (flags & ~0xF)) FAIL(INVALID_VALUE);
	if (find((uintptr_t)p, 1, REGISTERED) || find((uintptr_t)p, 1, PINNED)) FAIL(ALREADY_REGISTERED);
	add_region((uintptr_t)p, n, REGISTERED);
	snprintf(nb, sizeof nb, "r%d", next_id[REGISTERED]);
	END("n=%zu flags=%#x -> %d %s", op_, n, flags, r_, nb);
}

EXPORT CUresult cuMemHostUnregister(void *p) {
	char nb[48] = "";
	BEGIN("cuMemHostUnregister");
	NEED_CTX();
	region *g = base((uintptr_t)p, REGISTERED);
	if (!g) FAIL(NOT_REGISTERED);
	name(nb, (uintptr_t)p);
	g->live = 0;
	END("%s -> %d", op_, nb, r_);
}

/* copy_ checks both sides (device ranges must be inside an allocation)
 * and copies at once. */
static CUresult copy_(const char *op, uintptr_t dst, uintptr_t src, size_t n, int ddev, int sdev, CUstream s, int async) {
	char db[48], sb[48], stb[32];
	BEGIN(op);
	NEED_CTX();
	if (async && !stream_ok(s)) FAIL(INVALID_HANDLE);
	if (!dst || !src) FAIL(INVALID_VALUE);
	if (ddev && !find(dst, n, DEV)) FAIL(INVALID_VALUE);
	if (sdev && !find(src, n, DEV)) FAIL(INVALID_VALUE);
	memmove((void *)dst, (void *)src, n);
	END("%s %s n=%zu stream=%s -> %d", op_, name(db, dst), name(sb, src), n, async ? sname(stb, s) : "sync", r_);
}

EXPORT CUresult cuMemcpyHtoD_v2(CUdeviceptr d, const void *h, size_t n) { return copy_("cuMemcpyHtoD_v2", d, (uintptr_t)h, n, 1, 0, 0, 0); }
EXPORT CUresult cuMemcpyDtoH_v2(void *h, CUdeviceptr d, size_t n) { return copy_("cuMemcpyDtoH_v2", (uintptr_t)h, d, n, 0, 1, 0, 0); }
EXPORT CUresult cuMemcpyDtoD_v2(CUdeviceptr d, CUdeviceptr s, size_t n) { return copy_("cuMemcpyDtoD_v2", d, s, n, 1, 1, 0, 0); }
EXPORT CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr d, const void *h, size_t n, CUstream s) { return copy_("cuMemcpyHtoDAsync_v2", d, (uintptr_t)h, n, 1, 0, s, 1); }
EXPORT CUresult cuMemcpyDtoHAsync_v2(void *h, CUdeviceptr d, size_t n, CUstream s) { return copy_("cuMemcpyDtoHAsync_v2", (uintptr_t)h, d, n, 0, 1, s, 1); }
EXPORT CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr d, CUdeviceptr s_, size_t n, CUstream s) { return copy_("cuMemcpyDtoDAsync_v2", d, s_, n, 1, 1, s, 1); }

EXPORT CUresult cuStreamCreate(CUstream *ph, unsigned int flags) {
	char sb[32] = "";
	BEGIN("cuStreamCreate");
	NEED_CTX();
	if (!ph || flags > 1) FAIL(INVALID_VALUE);
	stream *s = new_stream(flags);
	if (!s) FAIL(OUT_OF_MEMORY);
	*ph = s;
	sname(sb, s);
	END("flags=%u -> %d %s", op_, flags, r_, sb);
}

#define STREAM_OP(fn, extra)                        \
	EXPORT CUresult fn(CUstream h) {                \
		char sb[32] = "";                           \
		BEGIN(#fn);                                 \
		NEED_CTX();                                 \
		if (!stream_ok(h)) FAIL(INVALID_HANDLE);    \
		sname(sb, h);                               \
		extra;                                      \
		END("%s -> %d", op_, sb, r_);               \
	}
STREAM_OP(cuStreamSynchronize, )
STREAM_OP(cuStreamQuery, )
STREAM_OP(cuStreamDestroy_v2, if (!h) FAIL(INVALID_HANDLE); ((stream *)h)->live = 0)

EXPORT CUresult cuStreamWaitEvent(CUstream h, CUevent e, unsigned int flags) {
	char sb[32] = "";
	BEGIN("cuStreamWaitEvent");
	NEED_CTX();
	if (!stream_ok(h) || !event_ok(e)) FAIL(INVALID_HANDLE);
	if (flags != 0) FAIL(INVALID_VALUE);
	END("%s e%d -> %d", op_, sname(sb, h), eid(e), r_);
}

EXPORT CUresult cuEventCreate(CUevent *ph, unsigned int flags) {
	int id = 0;
	BEGIN("cuEventCreate");
	NEED_CTX();
	if (!ph || flags > 0xF) FAIL(INVALID_VALUE);
	event *e = new_event(flags);
	if (!e) FAIL(OUT_OF_MEMORY);
	*ph = e;
	id = e->id;
	END("flags=%u -> %d e%d", op_, flags, r_, id);
}

EXPORT CUresult cuEventRecord(CUevent h, CUstream s) {
	char sb[32] = "";
	BEGIN("cuEventRecord");
	NEED_CTX();
	if (!event_ok(h) || !stream_ok(s)) FAIL(INVALID_HANDLE);
	((event *)h)->recorded = 1;
	((event *)h)->stamp = ++clock_;
	END("e%d %s -> %d", op_, eid(h), sname(sb, s), r_);
}

EXPORT CUresult cuEventSynchronize(CUevent h) {
	BEGIN("cuEventSynchronize");
	NEED_CTX();
	if (!event_ok(h)) FAIL(INVALID_HANDLE);
	END("e%d -> %d", op_, eid(h), r_);
}

EXPORT CUresult cuEventElapsedTime(float *ms, CUevent start, CUevent end) {
	BEGIN("cuEventElapsedTime");
	NEED_CTX();
	if (!ms) FAIL(INVALID_VALUE);
	if (!event_ok(start) || !event_ok(end)) FAIL(INVALID_HANDLE);
	if (!((event *)start)->recorded || !((event *)end)->recorded) FAIL(INVALID_HANDLE);
	/* Each record is 0.5 ms after the one before. */
	*ms = 0.5f * (float)(((event *)end)->stamp - ((event *)start)->stamp);
	END("e%d e%d -> %d", op_, eid(start), eid(end), r_);
}

EXPORT CUresult cuEventDestroy_v2(CUevent h) {
	int id = 0;
	BEGIN("cuEventDestroy_v2");
	NEED_CTX();
	if (!event_ok(h)) FAIL(INVALID_HANDLE);
	id = eid(h);
	((event *)h)->live = 0;
	END("e%d -> %d", op_, id, r_);
}

/* ptx_size is the byte size of a PTX parameter type (.u64, .f32, ...). */
static int ptx_size(const char *t) {
	if (strstr(t, "64")) return 8;
	if (strstr(t, "32")) return 4;
	if (strstr(t, "16")) return 2;
	if (strstr(t, "8") || strstr(t, "pred")) return 1;
	return 0;
}

/* parse_ptx reads every .entry's parameters and every .global variable.
 * It returns 0, or -1 with why written into err. */
static int parse_ptx(module *m, const char *ptx, char *err, size_t errcap) {
	if (!strstr(ptx, ".version") || !strstr(ptx, ".target")) {
		snprintf(err, errcap, "ptxas fatal   : stand-in: no .version/.target directive");
		return -1;
	}
	for (const char *p = ptx; (p = strstr(p, ".entry")); p += 6) {
		const char *q = p + 6, *open, *close;
		while (*q == ' ' || *q == '\t') q++;
		open = strchr(q, '(');
		const char *brace = strchr(q, '{');
		char nm[512];
		int len = (int)((open && (!brace || open < brace) ? open : brace) - q);
		while (len > 0 && (q[len - 1] == ' ' || q[len - 1] == '\n')) len--;
		if (len <= 0 || len >= (int)sizeof nm) continue;
		memcpy(nm, q, len);
		nm[len] = 0;
		entry *e = add_entry(m, nm);
		if (!open || (brace && brace < open)) continue; /* no parameters */
		close = strchr(open, ')');
		for (const char *a = open; a && a < close && (a = strstr(a, ".param")); a += 6) {
			if (a > close || e->nparams == MAXPARAMS) break;
			/* .param .u64 name | .param .align N .b8 name[SIZE] */
			const char *t = a + 6, *end = strpbrk(t, ",)");
			char decl[256];
			int dl = (int)(end - t) < 255 ? (int)(end - t) : 255;
			memcpy(decl, t, dl);
			decl[dl] = 0;
			int size = 0;
			char *br = strchr(decl, '[');
			if (br) {
				size = atoi(br + 1);
			} else {
				char ty[32] = "";
				sscanf(decl, " %31s", ty);
				size = ptx_size(ty);
			}
			int off = e->nparams ? e->offset[e->nparams - 1] + e->size[e->nparams - 1] : 0;
			e->offset[e->nparams] = off;
			e->size[e->nparams++] = size;
		}
		e->kernarg = e->nparams ? e->offset[e->nparams - 1] + e->size[e->nparams - 1] : 0;
	}
	/* .visible .global .align 4 .b8 __kern_trap[32]; */
	for (const char *p = ptx; (p = strstr(p, ".global ")); p += 8) {
		const char *semi = strchr(p, ';'), *nl = strchr(p, '\n');
		if (!semi || (nl && nl < semi) || memchr(p, '[', semi - p) == NULL) continue;
		const char *br = memchr(p, '[', semi - p), *s = br;
		while (s > p && s[-1] != ' ' && s[-1] != '\t') s--;
		char nm[512];
		int len = (int)(br - s);
		if (len <= 0 || len >= (int)sizeof nm) continue;
		memcpy(nm, s, len);
		nm[len] = 0;
		int elem = strstr(p, ".b64") && strstr(p, ".b64") < br ? 8 : strstr(p, ".b32") && strstr(p, ".b32") < br ? 4 : 1;
		add_global(m, nm, (size_t)atoi(br + 1) * elem);
	}
	return 0;
}

enum { JIT_INFO_LOG_BUFFER = 3, JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4, JIT_ERROR_LOG_BUFFER = 5,
	JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6, JIT_LOG_VERBOSE = 12 };

EXPORT CUresult cuModuleLoadDataEx(CUmodule *pm, const void *image, unsigned int n, int *opts, void **vals) {
	int id = 0, entries = 0;
	char err[256] = "";
	BEGIN("cuModuleLoadDataEx");
	NEED_CTX();
	if (!pm || !image || (n && (!opts || !vals))) FAIL(INVALID_VALUE);
	char *infoLog = NULL, *errLog = NULL;
	size_t infoCap = 0, errCap = 0;
	int infoAt = -1, errAt = -1;
	for (unsigned i = 0; i < n; i++) {
		switch (opts[i]) {
		case JIT_INFO_LOG_BUFFER: infoLog = vals[i]; break;
		case JIT_INFO_LOG_BUFFER_SIZE_BYTES: infoCap = (unsigned)(uintptr_t)vals[i], infoAt = i; break;
		case JIT_ERROR_LOG_BUFFER: errLog = vals[i]; break;
		case JIT_ERROR_LOG_BUFFER_SIZE_BYTES: errCap = (unsigned)(uintptr_t)vals[i], errAt = i; break;
		case JIT_LOG_VERBOSE: break;
		default: FAIL(INVALID_VALUE);
		}
	}
	module *m = new_module();
	if (!m) FAIL(OUT_OF_MEMORY);
	if (parse_ptx(m, image, err, sizeof err) != 0) {
		m->live = 0;
		if (errLog && errCap) {
			snprintf(errLog, errCap, "%s", err);
			vals[errAt] = (void *)(uintptr_t)(strlen(errLog) + 1);
		}
		FAIL(INVALID_PTX);
	}
	if (infoLog && infoCap) {
		snprintf(infoLog, infoCap, "ptxas info    : stand-in: %d entries", m->nentries);
		vals[infoAt] = (void *)(uintptr_t)(strlen(infoLog) + 1);
	}
	if (errAt >= 0) vals[errAt] = (void *)(uintptr_t)0;
	*pm = m;
	id = m->id, entries = m->nentries;
	END("-> %d m%d entries=%d", op_, r_, id, entries);
}

EXPORT CUresult cuModuleUnload(CUmodule h) {
	int id = 0;
	BEGIN("cuModuleUnload");
	NEED_CTX();
	if (!module_ok(h)) FAIL(INVALID_HANDLE);
	id = mid(h);
	((module *)h)->live = 0;
	END("m%d -> %d", op_, id, r_);
}

EXPORT CUresult cuModuleGetFunction(CUfunction *pf, CUmodule h, const char *nm) {
	BEGIN("cuModuleGetFunction");
	NEED_CTX();
	if (!pf || !nm) FAIL(INVALID_VALUE);
	if (!module_ok(h)) FAIL(INVALID_HANDLE);
	module *m = h;
	for (int i = 0; i < m->nentries; i++) {
		if (strcmp(m->entries[i].name, nm) == 0) {
			function *f = calloc(1, sizeof *f);
			f->mod = m, f->e = &m->entries[i];
			f->max_dyn = DEFAULT_SHARED, f->carveout = -1;
			*pf = f;
			goto out;
		}
	}
	FAIL(NOT_FOUND);
	END("m%d %s -> %d", op_, mid(h), nm, r_);
}

EXPORT CUresult cuModuleGetGlobal_v2(CUdeviceptr *p, size_t *n, CUmodule h, const char *nm) {
	BEGIN("cuModuleGetGlobal_v2");
	NEED_CTX();
	if (!nm) FAIL(INVALID_VALUE);
	if (!module_ok(h)) FAIL(INVALID_HANDLE);
	module *m = h;
	for (int i = 0; i < m->nglobals; i++) {
		if (strcmp(m->gname[i], nm) == 0) {
			if (p) *p = m->gaddr[i];
			if (n) *n = m->gsize[i];
			goto out;
		}
	}
	FAIL(NOT_FOUND);
	END("m%d %s -> %d", op_, mid(h), nm, r_);
}

/* launch_checks is what both launches check of their arguments: the
 * function, the stream, the extents, the parameters (formatted into pb
 * for the log). Called with the lock held. */
static CUresult launch_checks(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
	unsigned shared, CUstream s, void **params, char *pb, size_t npb) {
	if (!f) return INVALID_HANDLE;
	function *fn = f;
	if (!fn->mod->live || !stream_ok(s)) return INVALID_HANDLE;
	if (!check_dims(gx, gy, gz, bx, by, bz) || (int)shared > fn->max_dyn) return INVALID_VALUE;
	if (fn->e->nparams && !params) return INVALID_VALUE;
	for (int i = 0; i < fn->e->nparams; i++)
		if (!params[i]) return INVALID_VALUE;
	fmt_params(pb, npb, fn->e, params);
	return 0;
}

EXPORT CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
	unsigned shared, CUstream s, void **params, void **extra) {
	char pb[4096] = "", sb[32] = "";
	BEGIN("cuLaunchKernel");
	NEED_CTX();
	if (extra) FAIL(INVALID_VALUE);
	if ((r_ = launch_checks(f, gx, gy, gz, bx, by, bz, shared, s, params, pb, sizeof pb))) goto out;
	function *fn = f;
	if (strcmp(fn->e->name, "vadd") == 0 && fn->e->nparams == 4) {
		/* The one kernel the stand-in runs: c[i] = a[i] + b[i], i < n, one
		 * element per thread, so a test sees its parameters arrive. */
		float *a = *(float **)params[0], *b = *(float **)params[1], *c = *(float **)params[2];
		unsigned n = *(unsigned *)params[3];
		unsigned long long threads = (unsigned long long)gx * bx;
		for (unsigned long long i = 0; i < threads && i < n; i++) {
			if (!find((uintptr_t)(a + i), 4, DEV) || !find((uintptr_t)(b + i), 4, DEV) || !find((uintptr_t)(c + i), 4, DEV))
				FAIL(700); /* CUDA_ERROR_ILLEGAL_ADDRESS */
			c[i] = a[i] + b[i];
		}
	}
	out:
	logf_("%s %s grid=%u,%u,%u block=%u,%u,%u shared=%u stream=%s params=%s -> %d", op_, f ? ((function *)f)->e->name : "null",
		gx, gy, gz, bx, by, bz, shared, sname(sb, s), pb, r_);
	UNLOCK();
	return r_;
}

/* Blocks of bs threads one multiprocessor holds at once: 2048 threads,
 * 32 blocks (an sm_80). */
static int active_blocks(unsigned bs) { return bs == 0 ? 0 : (2048 / bs < 32 ? 2048 / bs : 32); }

EXPORT CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *n, CUfunction f, int bs, size_t dyn) {
	BEGIN("cuOccupancyMaxActiveBlocksPerMultiprocessor");
	NEED_CTX();
	if (!n || !f || bs < 1) FAIL(INVALID_VALUE);
	*n = active_blocks(bs);
	END("block=%d dyn=%zu -> %d", op_, bs, dyn, r_);
}

/* A cooperative launch is checked like a launch, and refused with
 * CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE when its blocks do not fit at
 * once; the stand-in runs no kernel. */
EXPORT CUresult cuLaunchCooperativeKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
	unsigned shared, CUstream s, void **params) {
	char pb[4096] = "", sb[32] = "";
	BEGIN("cuLaunchCooperativeKernel");
	NEED_CTX();
	if ((r_ = launch_checks(f, gx, gy, gz, bx, by, bz, shared, s, params, pb, sizeof pb))) goto out;
	if ((unsigned long long)gx * gy * gz > (unsigned long long)active_blocks(bx * by * bz) * cfg_sms) FAIL(720);
	out:
	logf_("%s %s grid=%u,%u,%u block=%u,%u,%u shared=%u stream=%s params=%s -> %d", op_, f ? ((function *)f)->e->name : "null",
		gx, gy, gz, bx, by, bz, shared, sname(sb, s), pb, r_);
	UNLOCK();
	return r_;
}

EXPORT CUresult cuFuncGetAttribute(int *v, int attr, CUfunction f) {
	BEGIN("cuFuncGetAttribute");
	NEED_CTX();
	if (!v || !f) FAIL(INVALID_VALUE);
	switch (attr) {
	case 0: *v = cfg_max_threads; break; /* MAX_THREADS_PER_BLOCK */
	case 1: *v = 0; break;               /* SHARED_SIZE_BYTES */
	case 2: *v = 0; break;               /* CONST_SIZE_BYTES */
	case 3: *v = 0; break;               /* LOCAL_SIZE_BYTES */
	case 4: *v = 32; break;              /* NUM_REGS */
	default: FAIL(INVALID_VALUE);
	}
	END("attr=%d -> %d", op_, attr, r_);
}

/* The settable attributes: MAX_DYNAMIC_SHARED_SIZE_BYTES up to the
 * opt-in limit (the stand-in's kernels have no static shared memory) and
 * PREFERRED_SHARED_MEMORY_CARVEOUT, -1 to 100. */
EXPORT CUresult cuFuncSetAttribute(CUfunction f, int attr, int v) {
	function *fn = f;
	BEGIN("cuFuncSetAttribute");
	NEED_CTX();
	if (!fn) FAIL(INVALID_HANDLE);
	switch (attr) {
	case 8:
		if (v < 0 || v > OPTIN_SHARED) FAIL(INVALID_VALUE);
		fn->max_dyn = v;
		break;
	case 9:
		if (v < -1 || v > 100) FAIL(INVALID_VALUE);
		fn->carveout = v;
		break;
	default: FAIL(INVALID_VALUE);
	}
	END("%s attr=%d value=%d -> %d", op_, fn ? fn->e->name : "null", attr, v, r_);
}

EXPORT CUresult cuOccupancyMaxPotentialBlockSize(int *minGrid, int *block, CUfunction f, void *b2d, size_t dyn, int limit) {
	BEGIN("cuOccupancyMaxPotentialBlockSize");
	NEED_CTX();
	if (!minGrid || !block || !f) FAIL(INVALID_VALUE);
	if (b2d) FAIL(INVALID_VALUE); /* kern passes no callback */
	*block = 256, *minGrid = cfg_sms;
	END("dyn=%zu limit=%d -> %d", op_, dyn, limit, r_);
}
