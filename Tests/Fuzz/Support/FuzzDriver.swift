import CFuzzDriver
import Foundation

/// Starts libFuzzer on `test` (a harness's `LLVMFuzzerTestOneInput`) with the process's arguments and exits
/// with libFuzzer's status. Each harness's `main` calls it.
public func runFuzzer(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
    exit(fuzz_run_driver(CommandLine.argc, CommandLine.unsafeArgv, test))
}
