import Dispatch
import Foundation

/// Whether the caller runs on the main actor, asked without trapping (`MainActor.assumeIsolated` traps when the
/// answer is no).
///
/// `Thread.isMainThread` alone is not the answer: in a program with an asynchronous entry point on Linux (the
/// `flipbook` command, a user's `await FlipbookCommand.main(scenarios:)`, many test runners) the main thread leaves
/// to `dispatch_main()` and main-actor work runs on whichever worker thread drains the main dispatch queue. So the
/// main queue carries a marker, and the caller is on the main actor when it is on the main thread or inside a job
/// of the main queue. The marker is a process-wide constant set once on first use; nothing else is kept.
enum MainActorContext {
    private static let marker: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True when `queue` is the main dispatch queue (`DispatchQueue.main` makes a new object on every call on
    /// Linux, so identity does not tell).
    static func isMain(_ queue: DispatchQueue) -> Bool { queue.getSpecific(key: marker) == true }

    /// True when the caller runs on the main actor (the main thread, or a job of the main dispatch queue).
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: marker) == true
    }
}
