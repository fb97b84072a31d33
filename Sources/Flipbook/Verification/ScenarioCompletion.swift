import Foundation

/// Per scenario: frames submitted and processed, and whether the producer is done with it; says exactly once
/// when a scenario is complete (the producer has finished and every submitted frame is processed), whichever
/// side gets there last.
final class ScenarioCompletion: @unchecked Sendable {
    private let lock = NSLock()
    private var submitted: [Int]
    private var processed: [Int]
    private var producerDone: [Bool]
    private var finished: [Bool]

    init(count: Int) {
        submitted = Array(repeating: 0, count: count)
        processed = submitted
        producerDone = Array(repeating: false, count: count)
        finished = producerDone
    }

    func frameSubmitted(_ scenario: Int) { lock.withLock { submitted[scenario] += 1 } }

    /// True when this completes the scenario.
    func frameProcessed(_ scenario: Int) -> Bool {
        lock.withLock {
            processed[scenario] += 1
            return completeIfReady(scenario)
        }
    }

    /// True when this completes the scenario.
    func producerFinished(_ scenario: Int) -> Bool {
        lock.withLock {
            producerDone[scenario] = true
            return completeIfReady(scenario)
        }
    }

    /// Scenarios not yet complete (after a run, those that failed part-way).
    func unfinished() -> [Int] { lock.withLock { finished.indices.filter { !finished[$0] } } }

    private func completeIfReady(_ scenario: Int) -> Bool {
        guard producerDone[scenario], processed[scenario] == submitted[scenario], !finished[scenario] else {
            return false
        }
        finished[scenario] = true
        return true
    }
}
