#include "allocation_counter.h"

#include <errno.h>
#include <stddef.h>
#include <string.h>

// AddressSanitizer replaces malloc itself; under it the counter stays out of the way (and counts
// nothing), since memory from glibc's allocator handed to ASan's free would abort. The test bundle
// links this library through tessera-bench's tests, and CI runs the tests under ASan.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TESSERA_UNDER_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define TESSERA_UNDER_ASAN 1
#endif

#if defined(__GLIBC__) && !defined(TESSERA_UNDER_ASAN)
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

// The benchmark is single-threaded while it counts; relaxed atomics keep the
// counters exact should another thread allocate anyway.
static int counting = 0;
static uint64_t count = 0;
static uint64_t bytes = 0;

static inline void note(size_t size) {
    if (__atomic_load_n(&counting, __ATOMIC_RELAXED)) {
        __atomic_fetch_add(&count, 1, __ATOMIC_RELAXED);
        __atomic_fetch_add(&bytes, size, __ATOMIC_RELAXED);
    }
}

void *malloc(size_t size) { note(size); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { note(n * size); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { note(size); return __libc_realloc(p, size); }
void free(void *p) { __libc_free(p); }
void *memalign(size_t alignment, size_t size) { note(size); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { note(size); return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    note(size);
    void *p = __libc_memalign(alignment, size);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}

void tessera_allocation_counter_enable(int enabled) { __atomic_store_n(&counting, enabled, __ATOMIC_RELAXED); }
uint64_t tessera_allocation_count(void) { return __atomic_load_n(&count, __ATOMIC_RELAXED); }
uint64_t tessera_allocation_bytes(void) { return __atomic_load_n(&bytes, __ATOMIC_RELAXED); }
#else
void tessera_allocation_counter_enable(int enabled) { (void)enabled; }
uint64_t tessera_allocation_count(void) { return 0; }
uint64_t tessera_allocation_bytes(void) { return 0; }
#endif
