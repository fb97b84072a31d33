import Foundation

/// What the workers of a fixture audit (``FixtureDigestAudit``, `verify --decode-fixtures`) found, by the
/// fixture's position in the check, whatever order they finish in.
final class AuditFindings: @unchecked Sendable {
    private let lock = NSLock()
    private var findings: [VerificationError?]

    /// Nothing found yet among `count` fixtures.
    init(count: Int) {
        findings = Array(repeating: nil, count: count)
    }

    /// The fixture at `position` disagrees with its manifest: `error` says where.
    func set(_ position: Int, _ error: VerificationError) {
        lock.withLock { findings[position] = error }
    }

    /// Each fixture's finding, by position (nil: it agrees, or was not audited).
    var all: [VerificationError?] { lock.withLock { findings } }
}
