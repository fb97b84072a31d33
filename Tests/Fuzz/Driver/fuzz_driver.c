#include "fuzz_driver.h"

// libFuzzer's entry point for programs that have their own main (compiler-rt's FuzzerInterface.h).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));

int fuzz_run_driver(int argc, char **argv, fuzz_test_one_input test) {
    return LLVMFuzzerRunDriver(&argc, &argv, test);
}
