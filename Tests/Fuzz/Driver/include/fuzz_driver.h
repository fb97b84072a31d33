#ifndef FUZZ_DRIVER_H
#define FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// One fuzz input: libFuzzer's `LLVMFuzzerTestOneInput` signature.
typedef int (*fuzz_test_one_input)(const uint8_t *data, size_t size);

/// Runs libFuzzer's driver (command-line flags, corpus folders, the fuzzing loop) over `test` with the
/// process's arguments, and returns its exit status. The harnesses are Swift executables with their own `main`,
/// so they start libFuzzer through this instead of linking its `main`.
int fuzz_run_driver(int argc, char **argv, fuzz_test_one_input test);

#endif
