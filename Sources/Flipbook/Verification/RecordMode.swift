import Foundation

/// When checking a scenario writes its fixture (the reference frames in `Fixtures/<id>/`).
///
/// | mode | fixture missing | frames differ | frames match |
/// | --- | --- | --- | --- |
/// | `all` | written, fails | written, fails | written, fails |
/// | `failed` | written, fails | written, fails | kept, passes |
/// | `missing` (default) | written, fails | kept, fails | kept, passes |
/// | `never` | fails | fails | passes |
///
/// A check that wrote a fixture never passes: it compared nothing, or compared against what it replaced.
/// (`flipbook record` is the command whose job is writing; it succeeds when every fixture it was asked to
/// write is written.)
public enum RecordMode: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Writes every fixture, whatever the comparison found; the check fails.
    case all
    /// Writes missing fixtures and those whose frames differ; matching ones are kept and pass.
    case failed
    /// Writes only missing fixtures (the default); differing frames fail and the fixture is kept.
    case missing
    /// Writes nothing: a missing fixture or differing frames fail.
    case never

    /// The environment variable read when no mode is passed explicitly: `FLIPBOOK_RECORD=all|failed|missing|never`.
    public static let environmentVariable = "FLIPBOOK_RECORD"
    /// Set by CI services (`CI=true`); without an explicit mode, it turns recording off.
    public static let continuousIntegrationVariable = "CI"

    public var description: String { rawValue }

    /// Whether a check in this mode writes the fixture, given whether one exists and whether the frames matched it.
    public func writesFixture(fixtureExists: Bool, matched: Bool) -> Bool {
        switch self {
        case .all: true
        case .failed: !fixtureExists || !matched
        case .missing: !fixtureExists
        case .never: false
        }
    }

    /// Whether this mode replaces a damaged fixture (a manifest missing or broken, a frame missing or not a PNG)
    /// instead of stopping at it: the modes that rewrite a fixture whose frames differ, `all` and `failed`.
    public var replacesDamagedFixtures: Bool { writesFixture(fixtureExists: true, matched: false) }

    /// Parses a mode named on the command line or in the environment; the error names `source` and the value.
    public init(parsing text: String, source: String) throws(VerificationError) {
        guard let mode = RecordMode(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw .invalidSetting("\(source) is \"\(text)\"; expected one of all, failed, missing, never")
        }
        self = mode
    }
}

/// The record mode in force for a run, and where it came from.
public struct RecordSetting: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The mode in force.
    public var mode: RecordMode
    /// Where the mode came from.
    public var source: Source

    /// Where a run's record mode came from, in order of precedence: an explicit mode, `FLIPBOOK_RECORD`, `CI`, the
    /// default.
    public enum Source: String, Sendable, Hashable, Codable {
        /// Passed explicitly (a `--record` option or an argument in code).
        case explicit
        /// From `FLIPBOOK_RECORD`.
        case environment
        /// `CI` is set and no mode was asked for: nothing is written.
        case continuousIntegration = "ci"
        /// The default, `missing`.
        case `default`
    }

    /// A setting of `mode` from `source`.
    public init(mode: RecordMode, source: Source) {
        self.mode = mode
        self.source = source
    }

    /// The mode for a run: `explicit` if given, else `FLIPBOOK_RECORD` if set, else `never` when `CI` is set
    /// (to anything but an empty string, `0` or `false`), else `missing`.
    ///
    /// - Throws: ``VerificationError/invalidSetting(_:)`` naming `FLIPBOOK_RECORD` and its value when it is not
    ///   a mode.
    public static func resolve(
        explicit: RecordMode?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    )
        throws(VerificationError) -> RecordSetting
    {
        if let explicit { return RecordSetting(mode: explicit, source: .explicit) }
        if let text = environment[RecordMode.environmentVariable], !text.isEmpty {
            return RecordSetting(
                mode: try RecordMode(parsing: text, source: RecordMode.environmentVariable),
                source: .environment)
        }
        if isContinuousIntegration(environment) {
            return RecordSetting(mode: .never, source: .continuousIntegration)
        }
        return RecordSetting(mode: .missing, source: .default)
    }

    /// Whether `CI` is set to something other than an empty string, `0` or `false`.
    public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment[RecordMode.continuousIntegrationVariable] else { return false }
        return !["", "0", "false", "no"].contains(value.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// `missing (default)`, `never (CI is set)`, `failed (FLIPBOOK_RECORD)`, `all`.
    public var description: String {
        switch source {
        case .explicit: mode.rawValue
        case .environment: "\(mode) (\(RecordMode.environmentVariable))"
        case .continuousIntegration: "\(mode) (CI is set)"
        case .default: "\(mode) (default)"
        }
    }
}
