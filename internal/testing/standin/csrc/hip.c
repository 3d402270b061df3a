/*
 * A stand-in for libamdhip64.so: the subset of the HIP API kern binds,
 * with hip_runtime_api.h's (ROCm 5.2) prototypes, on core.h's host-memory
 * device. Code objects are not read: the Go test passes each kernel's
 * kernarg layout (from the code object's AMDGPU metadata) with
 * standin_layout, and a launch packs kernelParams into a kernarg segment
 * by it, as the HIP runtime does.
 */
#include "core.h"

typedef int hipError_t;
typedef int hipDevice_t;
typedef void *hipModule_t, *hipFunction_t, *hipStream_t, *hipEvent_t, *hipDeviceptr_t;

enum {
	hipSuccess = 0, hipErrorInvalidValue = 1, hipErrorOutOfMemory = 2, hipErrorNotInitialized = 3,
	hipErrorInvalidMemcpyDirection = 21, hipErrorNoDevice = 100, hipErrorInvalidDevice = 101,
	hipErrorInvalidImage = 200, hipErrorInvalidHandle = 400, hipErrorNotFound = 500,
	hipErrorHostMemoryAlreadyRegistered = 712, hipErrorHostMemoryNotRegistered = 713,
	hipErrorLaunchFailure = 719,
};

static int initialized;
static __thread int current_device; /* hipSetDevice; device 0 until set */

#define BEGIN(op)                                         \
	LOCK();                                               \
	const char *op_ = op;                                 \
	int r_ = injected(op_);                               \
	if (!r_ && !initialized) r_ = hipErrorNotInitialized; \
	if (r_) goto out
#define FAIL(code)   \
	do {             \
		r_ = (code); \
		goto out;    \
	} while (0)
#define END(...)              \
	out:                      \
	logf_("%s " __VA_ARGS__); \
	UNLOCK();                 \
	return r_

/* The kernarg layouts the Go test registered, by kernel name. */
static entry *layouts;
static int nlayouts;

/* standin_layout registers a kernel's layout: "SIZE;OFF:SIZE,OFF:SIZE,...",
 * the kernarg segment's size and each explicit argument. */
EXPORT void standin_layout(const char *nm, const char *spec) {
	LOCK();
	layouts = realloc(layouts, (nlayouts + 1) * sizeof *layouts);
	entry *e = &layouts[nlayouts++];
	memset(e, 0, sizeof *e);
	snprintf(e->name, sizeof e->name, "%s", nm);
	e->kernarg = atoi(spec);
	const char *p = strchr(spec, ';');
	while (p && *++p && e->nparams < MAXPARAMS) {
		e->offset[e->nparams] = atoi(p);
		const char *c = strchr(p, ':');
		if (!c) break;
		e->size[e->nparams++] = atoi(c + 1);
		p = strchr(c, ',');
	}
	UNLOCK();
}

EXPORT hipError_t hipInit(unsigned int flags) {
	LOCK();
	int r_ = injected("hipInit");
	if (!r_ && flags != 0) r_ = hipErrorInvalidValue;
	if (!r_) initialized = 1;
	logf_("hipInit flags=%u -> %d", flags, r_);
	UNLOCK();
	return r_;
}

EXPORT hipError_t hipDriverGetVersion(int *v) {
	if (!v) return hipErrorInvalidValue;
	*v = 50221153;
	return hipSuccess;
}

EXPORT hipError_t hipRuntimeGetVersion(int *v) {
	if (!v) return hipErrorInvalidValue;
	*v = 50221153;
	return hipSuccess;
}

EXPORT const char *hipGetErrorName(hipError_t e) {
	switch (e) {
	case 0: return "hipSuccess";
	case 1: return "hipErrorInvalidValue";
	case 2: return "hipErrorOutOfMemory";
	case 3: return "hipErrorNotInitialized";
	case 21: return "hipErrorInvalidMemcpyDirection";
	case 100: return "hipErrorNoDevice";
	case 101: return "hipErrorInvalidDevice";
	case 200: return "hipErrorInvalidImage";
	case 400: return "hipErrorInvalidHandle";
	case 500: return "hipErrorNotFound";
	case 712: return "hipErrorHostMemoryAlreadyRegistered";
	case 713: return "hipErrorHostMemoryNotRegistered";
	case 719: return "hipErrorLaunchFailure";
	}
	return "hipErrorUnknown";
}

EXPORT const char *hipGetErrorString(hipError_t e) {
	return e == 2 ? "out of memory" : e == 719 ? "unspecified launch failure" : "stand-in error";
}

EXPORT hipError_t hipGetDeviceCount(int *n) {
	BEGIN("hipGetDeviceCount");
	if (!n) FAIL(hipErrorInvalidValue);
	*n = 1;
	END("-> %d", op_, r_);
}

EXPORT hipError_t hipDeviceGet(hipDevice_t *d, int ordinal) {
	BEGIN("hipDeviceGet");
	if (!d) FAIL(hipErrorInvalidValue);
	if (ordinal != 0) FAIL(hipErrorInvalidDevice);
	*d = 0;
	END("ordinal=%d -> %d", op_, ordinal, r_);
}

EXPORT hipError_t hipSetDevice(int ordinal) {
	BEGIN("hipSetDevice");
	if (ordinal != 0) FAIL(hipErrorInvalidDevice);
	current_device = ordinal;
	END("%d -> %d", op_, ordinal, r_);
}

EXPORT hipError_t hipDeviceGetName(char *nm, int len, hipDevice_t d) {
	BEGIN("hipDeviceGetName");
	if (!nm || len <= 0) FAIL(hipErrorInvalidValue);
	if (d != 0) FAIL(hipErrorInvalidDevice);
	snprintf(nm, len, "kern stand-in ROC device");
	END("len=%d -> %d", op_, len, r_);
}

EXPORT hipError_t hipDeviceGetAttribute(int *v, int attr, int d) {
	BEGIN("hipDeviceGetAttribute");
	if (!v) FAIL(hipErrorInvalidValue);
	if (d != 0) FAIL(hipErrorInvalidDevice);
	switch (attr) {
	case 2: *v = 2; break;                  /* AsyncEngineCount */
	case 3: *v = 1; break;                  /* CanMapHostMemory */
	case 5: *v = 1700000; break;            /* ClockRate */
	case 8: *v = 1; break;                  /* ConcurrentKernels */
	case 19: *v = 8 << 20; break;           /* L2CacheSize */
	case 23: *v = 9; break;                 /* ComputeCapabilityMajor */
	case 26: case 27: case 28: *v = 1024; break; /* MaxBlockDimX, Y, Z */
	case 29: *v = 2147483647; break;        /* MaxGridDimX */
	case 30: case 31: *v = 65535; break;    /* MaxGridDimY, Z */
	case 56: *v = cfg_max_threads; break;   /* MaxThreadsPerBlock */
	case 59: *v = 4096; break;              /* MemoryBusWidth */
	case 60: *v = 1600000; break;           /* MemoryClockRate */
	case 61: *v = 0; break;                 /* ComputeCapabilityMinor */
	case 63: *v = cfg_sms; break;           /* MultiprocessorCount */
	case 74: *v = 64 << 10; break;          /* MaxSharedMemoryPerBlock */
	case 85: *v = 1; break;                 /* UnifiedAddressing */
	case 87: *v = cfg_warp; break;          /* WarpSize */
	default: FAIL(hipErrorInvalidValue);
	}
	END("attr=%d -> %d", op_, attr, r_);
}

EXPORT hipError_t hipDeviceTotalMem(size_t *n, hipDevice_t d) {
	BEGIN("hipDeviceTotalMem");
	if (!n) FAIL(hipErrorInvalidValue);
	if (d != 0) FAIL(hipErrorInvalidDevice);
	*n = cfg_memory;
	END("-> %d", op_, r_);
}

EXPORT hipError_t hipDeviceGetPCIBusId(char *bus, int len, int d) {
	BEGIN("hipDeviceGetPCIBusId");
	if (!bus || len < 13) FAIL(hipErrorInvalidValue);
	if (d != 0) FAIL(hipErrorInvalidDevice);
	snprintf(bus, len, "0000:C1:00.0");
	END("len=%d -> %d", op_, len, r_);
}

/* hipGetDeviceProperties fills ROCm 5.2's hipDeviceProp_t (792 bytes):
 * the name at 0 and gcnArchName at 396, the offsets TestHeader reads from
 * the header. */
EXPORT hipError_t hipGetDeviceProperties(void *prop, int d) {
	BEGIN("hipGetDeviceProperties");
	if (!prop) FAIL(hipErrorInvalidValue);
	if (d != 0) FAIL(hipErrorInvalidDevice);
	memset(prop, 0, 792);
	snprintf(prop, 256, "kern stand-in ROC device");
	snprintf((char *)prop + 396, 256, "gfx90a:sramecc+:xnack-");
	END("%d -> %d", op_, d, r_);
}

EXPORT hipError_t hipDeviceSynchronize(void) {
	BEGIN("hipDeviceSynchronize");
	END("-> %d", op_, r_);
}

EXPORT hipError_t hipMemGetInfo(size_t *free_, size_t *total) {
	BEGIN("hipMemGetInfo");
	if (!free_ || !total) FAIL(hipErrorInvalidValue);
	*free_ = cfg_memory - used, *total = cfg_memory;
	END("-> %d", op_, r_);
}

EXPORT hipError_t hipMalloc(void **p, size_t n) {
	char nb[48] = "";
	BEGIN("hipMalloc");
	if (!p) FAIL(hipErrorInvalidValue);
	if (n == 0) { /* HIP: a null pointer and success */
		*p = NULL;
		goto out;
	}
	if ((long long)n > cfg_memory - used) FAIL(hipErrorOutOfMemory);
	void *m = dev_alloc(n);
	if (!m) FAIL(hipErrorOutOfMemory);
	add_region((uintptr_t)m, n, DEV);
	used += n;
	*p = m;
	snprintf(nb, sizeof nb, "d%d", next_id[DEV]);
	END("n=%zu -> %d %s", op_, n, r_, nb);
}

EXPORT hipError_t hipFree(void *p) {
	char nb[48] = "null";
	BEGIN("hipFree");
	if (!p) goto out;
	region *g = base((uintptr_t)p, DEV);
	if (!g || g->id < 0) FAIL(hipErrorInvalidValue);
	name(nb, (uintptr_t)p);
	g->live = 0;
	used -= g->n;
	free(p);
	END("%s -> %d", op_, nb, r_);
}

static hipError_t memset_(const char *op, void *p, int b, size_t n, hipStream_t s) {
	char nb[48], sb[32];
	BEGIN(op);
	if (!stream_ok(s)) FAIL(hipErrorInvalidHandle);
	if (!find((uintptr_t)p, n, DEV)) FAIL(hipErrorInvalidValue);
	memset(p, b, n);
	END("%s b=%u n=%zu stream=%s -> %d", op_, name(nb, (uintptr_t)p), (unsigned)(b & 0xff), n, sname(sb, s), r_);
}

EXPORT hipError_t hipMemset(void *p, int b, size_t n) { return memset_("hipMemset", p, b, n, NULL); }
EXPORT hipError_t hipMemsetAsync(void *p, int b, size_t n, hipStream_t s) { return memset_("hipMemsetAsync", p, b, n, s); }

#define hipHostMallocPortable 0x1
#define hipHostMallocMapped 0x2
#define hipHostMallocWriteCombined 0x4
#define hipHostMallocNumaUser 0x20000000
#define hipHostMallocCoherent 0x40000000
#define hipHostMallocNonCoherent 0x80000000u

EXPORT hipError_t hipHostMalloc(void **pp, size_t n, unsigned int flags) {
	char nb[48] = "";
	BEGIN("hipHostMalloc");
	unsigned ok = hipHostMallocPortable | hipHostMallocMapped | hipHostMallocWriteCombined | hipHostMallocNumaUser |
		hipHostMallocCoherent | hipHostMallocNonCoherent;
	if (!pp || n == 0 || (flags & ~ok)) FAIL(hipErrorInvalidValue);
	if ((flags & hipHostMallocCoherent) && (flags & hipHostMallocNonCoherent)) FAIL(hipErrorInvalidValue);
	void *m = dev_alloc(n);
	if (!m) FAIL(hipErrorOutOfMemory);
	add_region((uintptr_t)m, n, PINNED);
	*pp = m;
	snprintf(nb, sizeof nb, "h%d", next_id[PINNED]);
	END("n=%zu flags=%#x -> %d %s", op_, n, flags, r_, nb);
}

EXPORT hipError_t hipHostFree(void *p) {
	char nb[48] = "";
	BEGIN("hipHostFree");
	region *g = base((uintptr_t)p, PINNED);
	if (!g) FAIL(hipErrorInvalidValue);
	name(nb, (uintptr_t)p);
	g->live = 0;
	free(p);
	END("%s -> %d", op_, nb, r_);
}

EXPORT hipError_t hipHostRegister(void *p, size_t n, unsigned int flags) {
	char nb[48] = "";
	BEGIN("hipHostRegister");
	if (!p || n == 0 || (flags & ~0xF)) FAIL(hipErrorInvalidValue);
	if (find((uintptr_t)p, 1, REGISTERED) || find((uintptr_t)p, 1, PINNED)) FAIL(hipErrorHostMemoryAlreadyRegistered);
	add_region((uintptr_t)p, n, REGISTERED);
	snprintf(nb, sizeof nb, "r%d", next_id[REGISTERED]);
	END("n=%zu flags=%#x -> %d %s", op_, n, flags, r_, nb);
}

EXPORT hipError_t hipHostUnregister(void *p) {
	char nb[48] = "";
	BEGIN("hipHostUnregister");
	region *g = base((uintptr_t)p, REGISTERED);
	if (!g) FAIL(hipErrorHostMemoryNotRegistered);
	name(nb, (uintptr_t)p);
	g->live = 0;
	END("%s -> %d", op_, nb, r_);
}

/* copy_ checks the direction against the pointers, as the HIP runtime
 * does for an explicit kind, and copies at once. */
static hipError_t copy_(const char *op, void *dst, const void *src, size_t n, int kind, hipStream_t s, int async) {
	char db[48], sb[48], stb[32];
	static const char *kinds[] = {"HtoH", "HtoD", "DtoH", "DtoD", "Default"};
	BEGIN(op);
	if (async && !stream_ok(s)) FAIL(hipErrorInvalidHandle);
	if (kind < 1 || kind > 3) FAIL(hipErrorInvalidMemcpyDirection);
	if (!dst || !src) FAIL(hipErrorInvalidValue);
	int ddev = find((uintptr_t)dst, 0, DEV) != NULL, sdev = find((uintptr_t)src, 0, DEV) != NULL;
	if (ddev != (kind == 1 || kind == 3) || sdev != (kind == 2 || kind == 3)) FAIL(hipErrorInvalidMemcpyDirection);
	if ((ddev && !find((uintptr_t)dst, n, DEV)) || (sdev && !find((uintptr_t)src, n, DEV))) FAIL(hipErrorInvalidValue);
	memmove(dst, src, n);
	out:
	logf_("%s %s %s %s n=%zu stream=%s -> %d", op_, kind >= 0 && kind <= 4 ? kinds[kind] : "?", name(db, (uintptr_t)dst),
		name(sb, (uintptr_t)src), n, async ? sname(stb, s) : "sync", r_);
	UNLOCK();
	return r_;
}

EXPORT hipError_t hipMemcpy(void *d, const void *s, size_t n, int kind) { return copy_("hipMemcpy", d, s, n, kind, NULL, 0); }
EXPORT hipError_t hipMemcpyAsync(void *d, const void *s, size_t n, int kind, hipStream_t st) {
	return copy_("hipMemcpyAsync", d, s, n, kind, st, 1);
}

EXPORT hipError_t hipStreamCreateWithFlags(hipStream_t *ph, unsigned int flags) {
	char sb[32] = "";
	BEGIN("hipStreamCreateWithFlags");
	if (!ph || flags > 1) FAIL(hipErrorInvalidValue);
	stream *s = new_stream(flags);
	if (!s) FAIL(hipErrorOutOfMemory);
	*ph = s;
	sname(sb, s);
	END("flags=%u -> %d %s", op_, flags, r_, sb);
}

#define STREAM_OP(fn, extra)                               \
	EXPORT hipError_t fn(hipStream_t h) {                  \
		char sb[32] = "";                                  \
		BEGIN(#fn);                                        \
		if (!stream_ok(h)) FAIL(hipErrorInvalidHandle);    \
		sname(sb, h);                                      \
		extra;                                             \
		END("%s -> %d", op_, sb, r_);                      \
	}
STREAM_OP(hipStreamSynchronize, )
STREAM_OP(hipStreamQuery, )
STREAM_OP(hipStreamDestroy, if (!h) FAIL(hipErrorInvalidHandle); ((stream *)h)->live = 0)

EXPORT hipError_t hipStreamWaitEvent(hipStream_t h, hipEvent_t e, unsigned int flags) {
	char sb[32] = "";
	BEGIN("hipStreamWaitEvent");
	if (!stream_ok(h) || !event_ok(e)) FAIL(hipErrorInvalidHandle);
	if (flags != 0) FAIL(hipErrorInvalidValue);
	END("%s e%d -> %d", op_, sname(sb, h), eid(e), r_);
}

EXPORT hipError_t hipEventCreateWithFlags(hipEvent_t *ph, unsigned int flags) {
	int id = 0;
	BEGIN("hipEventCreateWithFlags");
	if (!ph || flags > 0xF) FAIL(hipErrorInvalidValue);
	event *e = new_event(flags);
	if (!e) FAIL(hipErrorOutOfMemory);
	*ph = e;
	id = e->id;
	END("flags=%u -> %d e%d", op_, flags, r_, id);
}

EXPORT hipError_t hipEventRecord(hipEvent_t h, hipStream_t s) {
	char sb[32] = "";
	BEGIN("hipEventRecord");
	if (!event_ok(h) || !stream_ok(s)) FAIL(hipErrorInvalidHandle);
	((event *)h)->recorded = 1;
	((event *)h)->stamp = ++clock_;
	END("e%d %s -> %d", op_, eid(h), sname(sb, s), r_);
}

EXPORT hipError_t hipEventSynchronize(hipEvent_t h) {
	BEGIN("hipEventSynchronize");
	if (!event_ok(h)) FAIL(hipErrorInvalidHandle);
	END("e%d -> %d", op_, eid(h), r_);
}

EXPORT hipError_t hipEventElapsedTime(float *ms, hipEvent_t start, hipEvent_t end) {
	BEGIN("hipEventElapsedTime");
	if (!ms) FAIL(hipErrorInvalidValue);
	if (!event_ok(start) || !event_ok(end)) FAIL(hipErrorInvalidHandle);
	if (!((event *)start)->recorded || !((event *)end)->recorded) FAIL(hipErrorInvalidHandle);
	*ms = 0.5f * (float)(((event *)end)->stamp - ((event *)start)->stamp);
	END("e%d e%d -> %d", op_, eid(start), eid(end), r_);
}

EXPORT hipError_t hipEventDestroy(hipEvent_t h) {
	int id = 0;
	BEGIN("hipEventDestroy");
	if (!event_ok(h)) FAIL(hipErrorInvalidHandle);
	id = eid(h);
	((event *)h)->live = 0;
	END("e%d -> %d", op_, id, r_);
}

/* elf_size is an ELF64 image's size from its header: the section header
 * table ends it. 0 when it is not ELF64. */
static size_t elf_size(const unsigned char *p) {
	if (memcmp(p, "\x7f" "ELF", 4) != 0 || p[4] != 2) return 0;
	uint64_t shoff;
	uint16_t shentsize, shnum;
	memcpy(&shoff, p + 0x28, 8);
	memcpy(&shentsize, p + 0x3a, 2);
	memcpy(&shnum, p + 0x3c, 2);
	return shoff + (size_t)shentsize * shnum;
}

static int contains(const unsigned char *p, size_t n, const char *s) {
	size_t k = strlen(s);
	for (size_t i = 0; k && i + k <= n; i++)
		if (p[i] == (unsigned char)s[0] && memcmp(p + i, s, k) == 0 && (i + k == n || p[i + k] == 0)) return 1;
	return 0;
}

typedef struct hmodule {
	module m;
	const unsigned char *image;
	size_t size;
} hmodule;

EXPORT hipError_t hipModuleLoadData(hipModule_t *pm, const void *image) {
	int id = 0;
	size_t size = 0;
	BEGIN("hipModuleLoadData");
	if (!pm || !image) FAIL(hipErrorInvalidValue);
	size = elf_size(image);
	if (!size) FAIL(hipErrorInvalidImage);
	module *m = new_module();
	if (!m) FAIL(hipErrorOutOfMemory);
	/* The image must stay valid only during the call: keep a copy. */
	unsigned char *copy = malloc(size);
	memcpy(copy, image, size);
	for (int i = 0; i < nlayouts; i++) {
		if (contains(copy, size, layouts[i].name)) {
			entry *e = add_entry(m, layouts[i].name);
			*e = layouts[i];
		}
	}
	free(copy);
	*pm = m;
	id = m->id;
	END("-> %d m%d bytes=%zu entries=%d", op_, r_, id, size, id ? ((module *)*pm)->nentries : 0);
}

EXPORT hipError_t hipModuleUnload(hipModule_t h) {
	int id = 0;
	BEGIN("hipModuleUnload");
	if (!module_ok(h)) FAIL(hipErrorInvalidHandle);
	id = mid(h);
	((module *)h)->live = 0;
	END("m%d -> %d", op_, id, r_);
}

EXPORT hipError_t hipModuleGetFunction(hipFunction_t *pf, hipModule_t h, const char *nm) {
	BEGIN("hipModuleGetFunction");
	if (!pf || !nm) FAIL(hipErrorInvalidValue);
	if (!module_ok(h)) FAIL(hipErrorInvalidHandle);
	module *m = h;
	for (int i = 0; i < m->nentries; i++) {
		if (strcmp(m->entries[i].name, nm) == 0) {
			function *f = calloc(1, sizeof *f);
			f->mod = m, f->e = &m->entries[i];
			*pf = f;
			goto out;
		}
	}
	FAIL(hipErrorNotFound);
	END("m%d %s -> %d", op_, mid(h), nm, r_);
}

EXPORT hipError_t hipModuleGetGlobal(hipDeviceptr_t *p, size_t *n, hipModule_t h, const char *nm) {
	BEGIN("hipModuleGetGlobal");
	if (!nm) FAIL(hipErrorInvalidValue);
	if (!module_ok(h)) FAIL(hipErrorInvalidHandle);
	FAIL(hipErrorNotFound); /* kern's AMD code has no globals */
	END("%s -> %d", op_, nm, r_);
}

EXPORT hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
	unsigned bz, unsigned shared, hipStream_t s, void **params, void **extra) {
	char pb[4096] = "", sb[32] = "";
	BEGIN("hipModuleLaunchKernel");
	if (!f) FAIL(hipErrorInvalidHandle);
	function *fn = f;
	if (!fn->mod->live || !stream_ok(s)) FAIL(hipErrorInvalidHandle);
	if (!check_dims(gx, gy, gz, bx, by, bz) || shared > (64 << 10)) FAIL(hipErrorInvalidValue);
	if (params && extra) FAIL(hipErrorInvalidValue);
	if (fn->e->nparams && !params) FAIL(hipErrorInvalidValue);
	/* Pack the kernarg segment as the runtime does. */
	unsigned char *ka = calloc(1, fn->e->kernarg + 8);
	for (int i = 0; i < fn->e->nparams; i++) {
		if (!params[i] || fn->e->offset[i] + fn->e->size[i] > fn->e->kernarg) {
			free(ka);
			FAIL(hipErrorInvalidValue);
		}
		memcpy(ka + fn->e->offset[i], params[i], fn->e->size[i]);
	}
	free(ka);
	fmt_params(pb, sizeof pb, fn->e, params);
	out:
	logf_("%s %s grid=%u,%u,%u block=%u,%u,%u shared=%u stream=%s params=%s -> %d", op_, f ? ((function *)f)->e->name : "null",
		gx, gy, gz, bx, by, bz, shared, sname(sb, s), pb, r_);
	UNLOCK();
	return r_;
}

EXPORT hipError_t hipFuncGetAttribute(int *v, int attr, hipFunction_t f) {
	BEGIN("hipFuncGetAttribute");
	if (!v || !f) FAIL(hipErrorInvalidValue);
	switch (attr) {
	case 0: *v = cfg_max_threads; break; /* MAX_THREADS_PER_BLOCK */
	case 1: *v = 0; break;               /* SHARED_SIZE_BYTES */
	case 2: *v = 0; break;               /* CONST_SIZE_BYTES */
	case 3: *v = 0; break;               /* LOCAL_SIZE_BYTES */
	case 4: *v = 32; break;              /* NUM_REGS */
	default: FAIL(hipErrorInvalidValue);
	}
	END("attr=%d -> %d", op_, attr, r_);
}

/* hipFuncSetAttribute accepts what HIP accepts and changes nothing, as
 * on AMD GPUs: no shared memory beyond the 64 KiB every kernel may use,
 * no carveout. */
EXPORT hipError_t hipFuncSetAttribute(const void *f, int attr, int v) {
	BEGIN("hipFuncSetAttribute");
	if (!f) FAIL(hipErrorInvalidValue);
	switch (attr) {
	case 8: if (v < 0 || v > (64 << 10)) FAIL(hipErrorInvalidValue); break;
	case 9: if (v < -1 || v > 100) FAIL(hipErrorInvalidValue); break;
	default: FAIL(hipErrorInvalidValue);
	}
	END("%s attr=%d value=%d -> %d", op_, f ? ((const function *)f)->e->name : "null", attr, v, r_);
}

EXPORT hipError_t hipModuleOccupancyMaxPotentialBlockSize(int *grid, int *block, hipFunction_t f, size_t dyn, int limit) {
	BEGIN("hipModuleOccupancyMaxPotentialBlockSize");
	if (!grid || !block || !f) FAIL(hipErrorInvalidValue);
	*block = 256, *grid = cfg_sms;
	END("dyn=%zu limit=%d -> %d", op_, dyn, limit, r_);
}
