import Dispatch
import Foundation

/// A producer on the main actor feeding worker threads through a bounded queue.
///
/// The producer (the stage, which is main-actor bound) makes jobs in order and submits them; `jobs` worker
/// threads take them in submission order and process them in parallel (rasterize, encode, write, compare).
/// At most ``capacity`` jobs exist at once — waiting in the queue or being processed — so memory does not
/// grow with the number of frames: when the queue is full, submitting waits for a worker to finish one.
///
/// If a worker throws, the pipeline stops taking jobs, the producer's next submit throws, and ``run(produce:process:)``
/// rethrows the error of the earliest failed job (so which error is reported does not depend on timing).
/// If the producer throws, the workers finish their current job and stop, and its error is rethrown.
public struct FramePipeline: Sendable {
    /// Worker threads (≥ 1).
    public var jobs: Int
    /// The most jobs alive at once (≥ `jobs`); 2 × `jobs` by default.
    public var capacity: Int

    /// A pipeline with `jobs` workers (at least 1) and room for `capacity` jobs (at least `jobs`; 2 × `jobs` when
    /// nil). Values below those bounds are raised to them.
    public init(jobs: Int, capacity: Int? = nil) {
        self.jobs = max(1, jobs)
        self.capacity = max(self.jobs, capacity ?? 2 * self.jobs)
    }

    /// What a run did.
    public struct Statistics: Sendable, Equatable {
        /// Jobs processed to the end.
        public var processed: Int
        /// The most jobs alive at one time (never more than ``FramePipeline/capacity``).
        public var peakInFlight: Int
    }

    /// Runs `produce` on the calling (main) actor; every job it submits is processed by `process` on a
    /// worker thread. Returns when every submitted job has been processed.
    @MainActor
    public func run<Job: Sendable>(
        produce: (_ submit: (Job) throws -> Void) throws -> Void,
        process: @escaping @Sendable (Job) throws -> Void
    ) throws -> Statistics {
        let queue = JobQueue<Job>(capacity: capacity)
        let group = DispatchGroup()
        for worker in 0..<jobs {
            group.enter()
            let thread = Thread {
                while let (sequence, job) = queue.take() {
                    do {
                        try process(job)
                        queue.finished(sequence)
                    } catch {
                        queue.fail(sequence, error)
                    }
                }
                group.leave()
            }
            thread.name = "flipbook-worker-\(worker)"
            thread.stackSize = 8 << 20
            thread.start()
        }
        var producerError: (any Error)?
        do {
            try produce { job in try queue.submit(job) }
        } catch is PipelineStopped {
            // A worker failed; its error is reported below.
        } catch {
            producerError = error
            queue.stop()
        }
        queue.close()
        group.wait()
        if let producerError { throw producerError }
        if let error = queue.firstError { throw error }
        return Statistics(processed: queue.processed, peakInFlight: queue.peakInFlight)
    }
}

/// Thrown by `submit` once a worker has failed; ``FramePipeline/run(produce:process:)`` replaces it with the
/// worker's error.
struct PipelineStopped: Error {}

/// The queue between the producer and the workers: FIFO, bounded by the number of live jobs.
final class JobQueue<Job: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let capacity: Int
    // Guarded by `condition`:
    private var waiting: [(Int, Job)] = []
    private var head = 0
    private var nextSequence = 0
    private var inFlight = 0
    private var closed = false
    private var stopped = false
    private var failures: [(Int, any Error)] = []
    private(set) var processed = 0
    private(set) var peakInFlight = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Adds a job, waiting while `capacity` jobs are alive. Throws ``PipelineStopped`` after a failure.
    func submit(_ job: Job) throws {
        condition.lock()
        defer { condition.unlock() }
        while inFlight >= capacity && !stopped { condition.wait() }
        if stopped { throw PipelineStopped() }
        waiting.append((nextSequence, job))
        nextSequence += 1
        inFlight += 1
        peakInFlight = max(peakInFlight, inFlight)
        condition.broadcast()
    }

    /// The next job in submission order, waiting for one; nil once the queue is closed and empty, or stopped.
    func take() -> (Int, Job)? {
        condition.lock()
        defer { condition.unlock() }
        while head == waiting.count && !closed && !stopped { condition.wait() }
        if stopped || head == waiting.count { return nil }
        let item = waiting[head]
        head += 1
        if head > 64 && head * 2 > waiting.count {
            waiting.removeFirst(head)
            head = 0
        }
        return item
    }

    func finished(_ sequence: Int) {
        condition.lock()
        inFlight -= 1
        processed += 1
        condition.broadcast()
        condition.unlock()
    }

    func fail(_ sequence: Int, _ error: any Error) {
        condition.lock()
        inFlight -= 1
        failures.append((sequence, error))
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// No more jobs will come.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Drops the jobs not yet taken; workers finish their current one and stop.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    var firstError: (any Error)? {
        condition.lock()
        defer { condition.unlock() }
        return failures.min { $0.0 < $1.0 }?.1
    }
}
