// A stand-in for libnvToolsExt.so.1 (NVTX v2): the range calls kern's
// gpuprof makes, logged for the test to read back.
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static char logbuf[1 << 20];
static size_t loglen;
static uint64_t next_id = 1;

static void logf_(const char *s) {
	size_t n = strlen(s);
	if (loglen + n < sizeof logbuf) {
		memcpy(logbuf + loglen, s, n);
		loglen += n;
	}
}

EXPORT uint64_t nvtxRangeStartA(const char *message) {
	char line[512];
	pthread_mutex_lock(&mu);
	uint64_t id = next_id++;
	snprintf(line, sizeof line, "start %llu %s\n", (unsigned long long)id, message ? message : "(null)");
	logf_(line);
	pthread_mutex_unlock(&mu);
	return id;
}

EXPORT void nvtxRangeEnd(uint64_t id) {
	char line[64];
	pthread_mutex_lock(&mu);
	snprintf(line, sizeof line, "end %llu\n", (unsigned long long)id);
	logf_(line);
	pthread_mutex_unlock(&mu);
}

// standin_nvtx_log copies the log into buf (n bytes) and clears it; it
// returns the log's length, which is more than n when buf is too small
// (then nothing is cleared).
EXPORT size_t standin_nvtx_log(char *buf, size_t n) {
	pthread_mutex_lock(&mu);
	size_t len = loglen;
	if (len <= n) {
		memcpy(buf, logbuf, len);
		loglen = 0;
	}
	pthread_mutex_unlock(&mu);
	return len;
}
