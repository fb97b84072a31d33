import Foundation

/// Lets pipeline workers that finish frames out of order hand them on in order: ``deliver(_:_:)`` waits until
/// every earlier sequence number has been delivered, then runs its body alone.
///
/// A job waits while holding its pipeline slot, so the number of painted frames alive stays bounded by the
/// pipeline's capacity. Waiting cannot deadlock: the pipeline hands out jobs in sequence order, so every
/// earlier job is already with a worker. When a body throws, every waiting and later delivery throws
/// ``Abandoned`` (the pipeline reports the earliest failure, the body's own error).
final class OrderedDelivery: @unchecked Sendable {
    struct Abandoned: Error {}

    private let condition = NSCondition()
    private var next: Int
    private var failed = false

    init(first: Int = 0) {
        next = first
    }

    func deliver(_ sequence: Int, _ body: () throws -> Void) throws {
        condition.lock()
        defer { condition.unlock() }
        while next != sequence && !failed { condition.wait() }
        if failed { throw Abandoned() }
        do {
            try body()
        } catch {
            failed = true
            condition.broadcast()
            throw error
        }
        next += 1
        condition.broadcast()
    }
}
