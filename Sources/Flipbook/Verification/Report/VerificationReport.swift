import Foundation

/// What `flipbook verify` (or `record`, or a test assertion) found: every scenario checked, each kept frame
/// with its numbers, and where the images of what failed are. Written as `report.json` into the report
/// folder, beside `junit.xml`, `summary.txt` and the images (paths in the report are relative to that
/// folder: `<id>/expected/frame-0012.png`, `<id>/actual/…`, `<id>/diff/…`, or without the `<id>/` in a report
/// of one scenario: ``layout``).
///
/// The JSON has snake_case keys and sorted keys; nothing in it depends on the time or the machine, so the same
/// check gives the same bytes. `version` changes only when a key is removed or changes meaning.
public struct VerificationReport: Codable, Sendable, Equatable {
    /// The report's file name in the report folder: `report.json`.
    public static let fileName = "report.json"
    /// The JUnit XML file written beside the report: `junit.xml`.
    public static let junitFileName = "junit.xml"
    /// The plain-text summary written beside the report: `summary.txt`.
    public static let summaryFileName = "summary.txt"
    /// The current value of ``version``.
    public static let currentVersion = 1

    /// The report format's version (``currentVersion`` for reports this build writes).
    public var version: Int
    /// `verify` or `record` (or `merge-reports` for a merged report).
    public var command: String
    /// The fixtures' root folder, as given (`Fixtures`).
    public var fixtures: String
    /// The comparison the frames were checked with.
    public var comparison: ComparisonDescription
    /// The record mode in force and where it came from.
    public var record: RecordSetting
    /// The part of the scenarios this report covers, or nil for all of them (and for merged reports).
    public var shard: Shard?
    /// Every scenario checked, sorted by id.
    public var scenarios: [ScenarioReport]
    /// Counts over ``scenarios`` (kept in step by
    /// ``init(command:fixtures:comparison:record:shard:layout:scenarios:)``).
    public var totals: Totals
    /// Where the folder keeps its images: a folder per scenario, or (a report of one scenario) the report
    /// folder itself. Absent from reports written before it existed, which are ``ReportLayout/perScenario``.
    public var layout: ReportLayout

    /// A report of `scenarios` (sorted by id here), with ``totals`` counted from them and ``version`` set to
    /// ``currentVersion``.
    public init(
        command: String, fixtures: String, comparison: ComparisonDescription, record: RecordSetting,
        shard: Shard?, layout: ReportLayout = .perScenario, scenarios: [ScenarioReport]
    ) {
        version = VerificationReport.currentVersion
        self.layout = layout
        self.command = command
        self.fixtures = fixtures
        self.comparison = comparison
        self.record = record
        self.shard = shard
        self.scenarios = scenarios.sorted { $0.id < $1.id }
        totals = Totals(self.scenarios)
    }

    /// How many scenarios ended how, and how many frames were compared.
    public struct Totals: Codable, Sendable, Equatable {
        /// Scenarios in the report.
        public var scenarios: Int
        /// Scenarios that passed.
        public var passed: Int
        /// Scenarios that failed.
        public var failed: Int
        /// Scenarios that had no fixture.
        public var missing: Int
        /// Scenarios recorded in mode `all`.
        public var recorded: Int
        /// Scenarios that could not be checked.
        public var errors: Int
        /// Kept frames rendered.
        public var frames: Int
        /// Frames compared with a fixture frame.
        public var framesCompared: Int
        /// Frames that did not pass (differing, another size, missing on either side, not compared).
        public var framesFailed: Int
        /// Fixtures written by this run.
        public var fixturesWritten: Int

        /// The totals of `scenarios`.
        public init(_ scenarios: [ScenarioReport]) {
            self.scenarios = scenarios.count
            passed = scenarios.count { $0.status == .passed }
            failed = scenarios.count { $0.status == .failed }
            missing = scenarios.count { $0.status == .missing }
            recorded = scenarios.count { $0.status == .recorded }
            errors = scenarios.count { $0.status == .error }
            frames = scenarios.reduce(0) { $0 + $1.frames.count { $0.status != .missingActual } }
            framesCompared = scenarios.reduce(0) { $0 + $1.frames.count(where: \.status.wasCompared) }
            framesFailed = scenarios.reduce(0) { $0 + $1.frames.count { !$0.status.passed } }
            fixturesWritten = scenarios.count(where: \.fixtureWritten)
        }

        enum CodingKeys: String, CodingKey {
            case scenarios, passed, failed, missing, recorded, errors, frames
            case framesCompared = "frames_compared", framesFailed = "frames_failed", fixturesWritten =
                "fixtures_written"
        }
    }

    /// True when every scenario passed (nothing failed, was missing, was recorded or had an error).
    public var passed: Bool { scenarios.allSatisfy { $0.status == .passed } }

    /// True when some scenario could not be checked (a scenario that throws, an unreadable fixture).
    public var hasErrors: Bool { scenarios.contains { $0.status == .error } }

    /// The scenarios that did not pass, in id order.
    public var problems: [ScenarioReport] { scenarios.filter { $0.status != .passed } }

    enum CodingKeys: String, CodingKey {
        case version, command, fixtures, comparison, record, shard, scenarios, totals, layout
    }

    /// Reads a report; one without `layout` (written before it existed) is ``ReportLayout/perScenario``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        command = try container.decode(String.self, forKey: .command)
        fixtures = try container.decode(String.self, forKey: .fixtures)
        comparison = try container.decode(ComparisonDescription.self, forKey: .comparison)
        record = try container.decode(RecordSetting.self, forKey: .record)
        shard = try container.decodeIfPresent(Shard.self, forKey: .shard)
        scenarios = try container.decode([ScenarioReport].self, forKey: .scenarios)
        totals = try container.decode(Totals.self, forKey: .totals)
        layout = try container.decodeIfPresent(ReportLayout.self, forKey: .layout) ?? .perScenario
    }

    /// The report as JSON: pretty-printed, sorted keys, ending with a newline.
    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// Reads a report written by ``encoded()``.
    public static func decode(_ bytes: [UInt8]) throws -> VerificationReport {
        try JSONDecoder().decode(VerificationReport.self, from: Data(bytes))
    }
}

/// The comparison a report used, in words and numbers.
public struct ComparisonDescription: Codable, Sendable, Equatable {
    /// `exact`, `channel`, `pixelmatch`, `ciede2000` (a strategy's name).
    public var metric: String
    /// The metric's threshold, when it has one and it is known.
    public var threshold: Double?
    /// How many mismatched pixels a frame may have and still pass (nil: none).
    public var maxPixels: Int?
    /// The share of mismatched pixels a frame may have and still pass (nil: none).
    public var maxShare: Double?

    /// A description with the given metric name and, where they apply, threshold and limits.
    public init(metric: String, threshold: Double? = nil, maxPixels: Int? = nil, maxShare: Double? = nil) {
        self.metric = metric
        self.threshold = threshold
        self.maxPixels = maxPixels
        self.maxShare = maxShare
    }

    enum CodingKeys: String, CodingKey {
        case metric, threshold, maxPixels = "max_pixels", maxShare = "max_share"
    }

    /// `pixelmatch, threshold 0.1, up to 10 pixels`.
    public var summary: String {
        var text = metric
        if let threshold { text += ", threshold \(ReportNumbers.format(threshold))" }
        if let maxPixels { text += ", up to \(maxPixels) pixel\(maxPixels == 1 ? "" : "s")" }
        if let maxShare { text += ", up to \(ReportNumbers.format(maxShare * 100)) % of pixels" }
        return text
    }
}
