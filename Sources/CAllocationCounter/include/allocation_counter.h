#ifndef TESSERA_ALLOCATION_COUNTER_H
#define TESSERA_ALLOCATION_COUNTER_H

#include <stdint.h>

// Counts heap allocations made by the whole process, for tessera-bench's
// `allocationsPerCell` and `allocationsPerEvent` figures. The benchmark
// executable defines malloc and friends (forwarding to glibc's __libc_*
// entry points), so every allocation, including the Swift runtime's, passes
// through here. Counting is off until enabled.
void tessera_allocation_counter_enable(int enabled);
uint64_t tessera_allocation_count(void);
uint64_t tessera_allocation_bytes(void);

#endif
