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

/// What the workers found, per scenario: its frames' reports and the first error.
final class VerificationCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [[Int: FrameReport]]
    private var errors: [String?]
    private var reports: [ScenarioReport?]
    private var damage: [String?]

    init(count: Int) {
        frames = Array(repeating: [:], count: count)
        errors = Array(repeating: nil, count: count)
        reports = Array(repeating: nil, count: count)
        damage = Array(repeating: nil, count: count)
    }

    /// Records the first sign that the scenario's fixture is damaged, under a record mode that replaces it.
    func noteDamage(_ scenario: Int, _ message: String) {
        lock.withLock { if damage[scenario] == nil { damage[scenario] = message } }
    }

    func damage(_ scenario: Int) -> String? { lock.withLock { damage[scenario] } }

    func add(_ frame: FrameReport, to scenario: Int) { lock.withLock { frames[scenario][frame.index] = frame } }

    /// Records the scenario's first error (later ones are consequences).
    func fail(_ scenario: Int, _ message: String) {
        lock.withLock { if errors[scenario] == nil { errors[scenario] = message } }
    }

    func error(_ scenario: Int) -> String? { lock.withLock { errors[scenario] } }

    func frames(_ scenario: Int) -> [Int: FrameReport] { lock.withLock { frames[scenario] } }

    func finish(_ scenario: Int, _ report: ScenarioReport) { lock.withLock { reports[scenario] = report } }

    var finishedReports: [ScenarioReport] { lock.withLock { reports.compactMap { $0 } } }
}
