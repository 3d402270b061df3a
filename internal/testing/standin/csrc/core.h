/*
 * The core of kern's stand-in GPU libraries: a "device" in host memory.
 * Device memory is malloc'd and its addresses are the device pointers;
 * copies and memsets run at once (streams are in order anyway); kernels do
 * not run, but every launch's parameters are checked against the entry's
 * layout and recorded. Every call is written to a log that the Go tests
 * read (standin_log), and any call can be made to fail (standin_fail).
 * cuda.c and hip.c put the two APIs on top of it.
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
#define LOCK() pthread_mutex_lock(&mu)
#define UNLOCK() pthread_mutex_unlock(&mu)

/* ---- configuration (standin_configure) ---- */
static long long cfg_memory = 4LL << 30;
static int cfg_sms = 8, cfg_warp = 32, cfg_max_threads = 1024;

/* ---- the log ---- */
static char *logbuf;
static size_t loglen, logcap;

static void logf_(const char *fmt, ...) {
	char line[4096];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(line, sizeof line - 1, fmt, ap);
	va_end(ap);
	if (n < 0) return;
	if (n > (int)sizeof line - 2) n = sizeof line - 2;
	line[n++] = '\n';
	if (loglen + n + 1 > logcap) {
		size_t c = logcap ? logcap * 2 : 1 << 16;
		while (c < loglen + n + 1) c *= 2;
		char *b = realloc(logbuf, c);
		if (!b) return;
		logbuf = b, logcap = c;
	}
	memcpy(logbuf + loglen, line, n);
	loglen += n;
	logbuf[loglen] = 0;
}

/* ---- failure injection ---- */
static char fail_op[128];
static int fail_code, fail_after = -1;

/* injected returns the code op must fail with now, or 0. */
static int injected(const char *op) {
	if (fail_after < 0 || strcmp(op, fail_op) != 0) return 0;
	if (fail_after-- > 0) return 0;
	return fail_code;
}

/* ---- memory regions: device memory, pinned (allocated) and registered host memory ---- */
enum { DEV, PINNED, REGISTERED, NKINDS };
static const char kind_letter[NKINDS] = {'d', 'h', 'r'};

typedef struct {
	uintptr_t p;
	size_t n;
	int id, kind, live;
} region;
static region *regs;
static int nregs, capregs, next_id[NKINDS];
static long long used;

static region *add_region(uintptr_t p, size_t n, int kind) {
	if (nregs == capregs) {
		capregs = capregs ? capregs * 2 : 256;
		regs = realloc(regs, capregs * sizeof *regs);
	}
	region *r = &regs[nregs++];
	r->p = p, r->n = n, r->kind = kind, r->live = 1, r->id = ++next_id[kind];
	return r;
}

/* find is the live region of kind holding [p, p+n), or NULL. */
static region *find(uintptr_t p, size_t n, int kind) {
	for (int i = nregs - 1; i >= 0; i--) {
		region *r = &regs[i];
		if (r->live && r->kind == kind && p >= r->p && p + n <= r->p + r->n && p + n >= p) return r;
	}
	return NULL;
}

/* base is the live region of kind that starts at p. */
static region *base(uintptr_t p, int kind) {
	for (int i = nregs - 1; i >= 0; i--)
		if (regs[i].live && regs[i].kind == kind && regs[i].p == p) return &regs[i];
	return NULL;
}

/* name writes how the log shows an address: d3+16 (device region 3), h1+0
 * (pinned), r2+8 (registered), else "go" for other host memory and null. */
static const char *name(char *buf, uintptr_t p) {
	if (!p) return "null";
	for (int k = 0; k < NKINDS; k++) {
		region *r = find(p, 0, k);
		if (r && p < r->p + (r->n ? r->n : 1)) {
			snprintf(buf, 48, "%c%d+%zu", kind_letter[k], r->id, (size_t)(p - r->p));
			return buf;
		}
	}
	return "go";
}

static void *dev_alloc(size_t n) {
	void *p = NULL;
	if (posix_memalign(&p, 256, n ? n : 1) != 0) return NULL;
	memset(p, 0, n);
	return p;
}

/* ---- handles: streams, events, modules and functions ---- */
typedef struct stream {
	int id, live, flags;
} stream;
typedef struct event {
	int id, live, recorded, flags;
	long long stamp;
} event;

#define MAXPARAMS 64
typedef struct entry {
	char name[512];
	int nparams, size[MAXPARAMS], offset[MAXPARAMS], kernarg;
} entry;
typedef struct module {
	int id, live, nentries;
	entry *entries;
	int nglobals;
	char (*gname)[512];
	uintptr_t *gaddr;
	size_t *gsize;
} module;
typedef struct function {
	module *mod;
	entry *e;
	/* cuFuncSetAttribute's: the dynamic shared memory a launch may ask
	 * for, and the carveout (-1: the driver's choice) */
	int max_dyn, carveout;
} function;

#define MAXHANDLES 100000
static stream *streams[MAXHANDLES];
static event *events[MAXHANDLES];
static module *modules[1024];
static int nstreams, nevents, nmodules;
static long long clock_;

static stream *new_stream(int flags) {
	if (nstreams == MAXHANDLES) return NULL;
	stream *s = calloc(1, sizeof *s);
	s->id = nstreams + 1, s->live = 1, s->flags = flags;
	streams[nstreams++] = s;
	return s;
}

/* stream_ok says whether h is the null stream or a live stream. */
static int stream_ok(void *h) {
	if (!h) return 1;
	for (int i = 0; i < nstreams; i++)
		if (streams[i] == h) return streams[i]->live;
	return 0;
}

static const char *sname(char *buf, void *h) {
	if (!h) return "s0";
	snprintf(buf, 32, "s%d", ((stream *)h)->id);
	return buf;
}

static event *new_event(int flags) {
	if (nevents == MAXHANDLES) return NULL;
	event *e = calloc(1, sizeof *e);
	e->id = nevents + 1, e->live = 1, e->flags = flags;
	events[nevents++] = e;
	return e;
}

static int event_ok(void *h) {
	for (int i = 0; h && i < nevents; i++)
		if (events[i] == h) return events[i]->live;
	return 0;
}

static int module_ok(void *h) {
	for (int i = 0; h && i < nmodules; i++)
		if (modules[i] == h) return modules[i]->live;
	return 0;
}

/* eid and mid are a handle's id for the log, 0 when it is not live. */
static int eid(void *h) { return event_ok(h) ? ((event *)h)->id : 0; }
static int mid(void *h) { return module_ok(h) ? ((module *)h)->id : 0; }

static module *new_module(void) {
	if (nmodules == 1024) return NULL;
	module *m = calloc(1, sizeof *m);
	m->id = nmodules + 1, m->live = 1;
	modules[nmodules++] = m;
	return m;
}

static entry *add_entry(module *m, const char *nm) {
	m->entries = realloc(m->entries, (m->nentries + 1) * sizeof *m->entries);
	entry *e = &m->entries[m->nentries++];
	memset(e, 0, sizeof *e);
	snprintf(e->name, sizeof e->name, "%s", nm);
	return e;
}

__attribute__((unused)) static void add_global(module *m, const char *nm, size_t n) {
	m->gname = realloc(m->gname, (m->nglobals + 1) * sizeof *m->gname);
	m->gaddr = realloc(m->gaddr, (m->nglobals + 1) * sizeof *m->gaddr);
	m->gsize = realloc(m->gsize, (m->nglobals + 1) * sizeof *m->gsize);
	snprintf(m->gname[m->nglobals], 512, "%s", nm);
	void *p = dev_alloc(n);
	region *r = add_region((uintptr_t)p, n, DEV);
	r->id = -r->id; /* globals are not the program's allocations */
	next_id[DEV]--;
	m->gaddr[m->nglobals] = (uintptr_t)p;
	m->gsize[m->nglobals] = n;
	m->nglobals++;
}

/* fmt_params formats a launch's parameter values by the entry's sizes:
 * 8-byte values that point into memory by region, others in hex. */
static void fmt_params(char *out, size_t cap, entry *e, void **params) {
	size_t o = 0;
	out[0] = 0;
	for (int i = 0; i < e->nparams && o + 64 < cap; i++) {
		const unsigned char *v = params[i];
		char nb[48];
		if (i) out[o++] = ';', out[o] = 0;
		if (e->size[i] == 8) {
			uint64_t x;
			memcpy(&x, v, 8);
			const char *nm = name(nb, (uintptr_t)x);
			if (x && strcmp(nm, "go") != 0)
				o += snprintf(out + o, cap - o, "%s", nm);
			else
				o += snprintf(out + o, cap - o, "x%llx", (unsigned long long)x);
		} else if (e->size[i] == 4) {
			uint32_t x;
			memcpy(&x, v, 4);
			o += snprintf(out + o, cap - o, "x%x", x);
		} else {
			for (int j = 0; j < e->size[i] && o + 4 < cap; j++) o += snprintf(out + o, cap - o, "%02x", v[j]);
		}
	}
}

/* check_dims validates a launch's extents against the configured device. */
static int check_dims(unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz) {
	if (!gx || !gy || !gz || !bx || !by || !bz) return 0;
	if (gy > 65535 || gz > 65535 || bz > 64) return 0;
	if ((unsigned long long)bx * by * bz > (unsigned long long)cfg_max_threads) return 0;
	return 1;
}

/* ---- the control API the Go tests call ---- */
EXPORT void standin_configure(long long memory, int sms, int warp, int max_threads) {
	LOCK();
	cfg_memory = memory, cfg_sms = sms, cfg_warp = warp, cfg_max_threads = max_threads;
	UNLOCK();
}

/* standin_fail makes the after-th next call of op (0: the next) return code, once. */
EXPORT void standin_fail(const char *op, int code, int after) {
	LOCK();
	snprintf(fail_op, sizeof fail_op, "%s", op);
	fail_code = code, fail_after = after;
	UNLOCK();
}

/* standin_log copies the log since the last call into buf (cap bytes) and
 * returns its length; when it does not fit, nothing is taken and the
 * length needed is returned. */
EXPORT long long standin_log(char *buf, long long cap) {
	LOCK();
	long long n = (long long)loglen;
	if (n < cap) {
		memcpy(buf, logbuf ? logbuf : "", n);
		buf[n] = 0;
		loglen = 0;
	}
	UNLOCK();
	return n;
}

/* standin_live reports what is still allocated: device regions, pinned,
 * registered, live streams, events and modules. */
EXPORT void standin_live(long long *out) {
	LOCK();
	memset(out, 0, 6 * sizeof *out);
	for (int i = 0; i < nregs; i++)
		if (regs[i].live && regs[i].id > 0) out[regs[i].kind]++;
	for (int i = 0; i < nstreams; i++) out[3] += streams[i]->live;
	for (int i = 0; i < nevents; i++) out[4] += events[i]->live;
	for (int i = 0; i < nmodules; i++) out[5] += modules[i]->live;
	UNLOCK();
}
