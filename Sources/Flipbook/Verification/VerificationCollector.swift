import Foundation

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
