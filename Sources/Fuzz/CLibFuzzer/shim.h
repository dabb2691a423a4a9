// libFuzzer's driver, which -sanitize=fuzzer links in. The fuzz executables call
// it from their own main, because SwiftPM points an executable's main at the
// module's entry point rather than at libFuzzer's main.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
