import Foundation

/// Stops the harness when `condition` is false, printing `message`: libFuzzer then saves the input as a crash.
/// (Unlike `precondition`, the message is printed in optimised builds too.)
public func fuzzCheck(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if condition() { return }
    FileHandle.standardError.write(Data("fuzz check failed (\(file):\(line)): \(message())\n".utf8))
    abort()
}

/// Whether `FLIPBOOK_FUZZ_VERBOSE=1` asks the harness to say what became of each input.
private let verbose = ProcessInfo.processInfo.environment["FLIPBOOK_FUZZ_VERBOSE"] == "1"

/// Prints `message` on stderr when `FLIPBOOK_FUZZ_VERBOSE=1` (to see whether seeds are accepted, or why not).
/// Harnesses start it with `accepted:` when the reader took the input and `rejected:` when it refused it;
/// `.ci/fuzz` counts the `accepted:` lines of a run over the seeds.
public func fuzzLog(_ message: @autoclosure () -> String) {
    if verbose { FileHandle.standardError.write(Data((message() + "\n").utf8)) }
}
