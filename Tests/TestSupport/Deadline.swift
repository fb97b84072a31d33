import Foundation

/// Runs `body` on a thread of its own and waits for it at most `seconds`, counted from this call.
///
/// Returns the body's result, or nil when it has not returned by then (the body is then left running on its
/// thread). Use it instead of Swift Testing's `.timeLimit` to bound a call that could block: `.timeLimit` counts
/// from when the test was scheduled, so on a loaded two-core machine a test that waits for a free thread can
/// exceed its limit before its first line runs.
public func withDeadline<T: Sendable>(
    seconds: Double, _ body: @escaping @Sendable () throws -> T
) -> Result<T, any Error>? {
    let outcome = DeadlineOutcome<T>()
    let thread = Thread {
        outcome.finish(Result { try body() })
    }
    thread.start()
    guard outcome.done.wait(timeout: .now() + seconds) == .success else { return nil }
    return outcome.value
}

/// The result a `withDeadline` thread hands back, and the signal that it is there.
private final class DeadlineOutcome<T: Sendable>: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var result: Result<T, any Error>?

    var value: Result<T, any Error>? { lock.withLock { result } }

    func finish(_ result: Result<T, any Error>) {
        lock.withLock { self.result = result }
        done.signal()
    }
}
