import Foundation
import ImageDiff
import PNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a check runs: fixtures, comparison, record mode, report folder, and the render settings.
public struct VerifySettings: Sendable {
    /// The fixtures checked against (and written, as the record mode says): their root folder and format.
    public var fixtures: FixtureStore
    /// How the report names the fixtures folder (`report.json`'s `fixtures`, which `flipbook approve` compares
    /// with its `--fixtures`): as the person running `approve` names it, from where they run it. Nil: the
    /// store's root as given. `assertTransition` names it as given, relative to the package's root, where its
    /// store's root is absolute.
    public var reportedFixtures: String?
    /// Where the report goes (`report.json`, `junit.xml`, `summary.txt`, images of what failed); the folder
    /// is replaced as a whole when the check ends. Nil: no report files (the ``VerificationReport`` value only).
    public var reportDirectory: String?
    /// Where the report folder keeps its images: a folder per scenario (`<id>/actual/…`), or, for a check of
    /// one scenario into a folder of its own (`assertTransition`'s `<reports>/<id>/`), the folder itself.
    public var reportLayout: ReportLayout = .perScenario
    /// How `report.html`'s approve commands start and name the report folder: as the command line or test that
    /// runs the check is started where it runs (``ApproveInvocation/builtIn``, `flipbook`, by default).
    public var approve = ApproveInvocation.builtIn
    /// How many of a scenario's differing frames are measured in full: the first ones by index (what a failure
    /// message and its attachments show) get all the statistics (largest channel delta and ΔE, bounding box,
    /// regions) and their actual, diff and expected images in the report. The others are only counted (how many
    /// pixels differ: the verdict and the numbers the limits apply to) — or, under exact comparison without limits,
    /// where the first differing pixel decides, only decided (the fixture's file is not decoded) — and the report
    /// keeps a digest of each one's actual frame (``FrameReport/actualDigest``), by which `approve` checks the frame
    /// it paints again: measuring, encoding and writing everything for every failing frame made a failing check
    /// cost several times a passing one. Frames only in the fixture (not rendered) are bounded the same way: the
    /// first ones by index get the fixture's image in the report, the others are listed by number. Nil: every
    /// differing frame in full, every fixture-only frame with its image.
    public var diffImagesPerScenario: Int? = VerifySettings.defaultDiffImagesPerScenario
    /// The default of ``diffImagesPerScenario``: the frames a failure message details.
    public static let defaultDiffImagesPerScenario = 3
    /// How frames are compared; the report describes it from the value itself (metric, threshold, limits).
    public var strategy: ComparisonStrategy
    /// When fixtures are written, and where that mode came from.
    public var record: RecordSetting
    /// Settings that replace each scenario's own (fps, device, scale).
    public var overrides: ScenarioOverrides
    /// Which frames are rendered, compared and recorded, instead of each scenario's own ``Scenario/keep``.
    public var keep: FrameSelection?
    /// Worker threads that paint and compare.
    public var jobs: Int
    /// The most frames alive at once; 2 × jobs when nil.
    public var queueCapacity: Int?
    /// How fixture frames and report images are compressed.
    public var compression: PNGCompression
    /// The largest fixture frame read, in pixels.
    public var pixelBudget: Int
    /// For the report: `verify`, `record`, or a test's name.
    public var command: String
    /// For the summary (`summary.txt`): the name of the program that runs the check, which heads it with the
    /// command (`card-flipbook verify: …`, ``TerminalSummary/program``); `flipbook` by default.
    public var program = "flipbook"
    /// For the report: the shard the scenarios were selected for (``Shard/select(_:)``).
    public var shard: Shard?
    /// How long to wait, in seconds, for another process writing the same fixture (``FixtureLock``).
    public var lockTimeout: Double = FixtureLock.defaultTimeout
    /// The folder of the ``FixtureDigestCache``, which lets a check skip decoding a fixture file this machine
    /// has read or written before (``FixtureDigestCache/defaultFolder`` by default); nil: decode every file.
    public var digestCache: String?
    /// Whether to decode every fixture frame and compare it pixel by pixel (`flipbook verify --decode-fixtures`):
    /// no frame is decided by its manifest's digests nor by the digest cache, and each fixture's manifest digests are
    /// first checked against its decoded files (``FixtureDigestAudit``), a disagreement failing the scenario. Off by
    /// default: a frame whose file still has its recorded file digest is decided by its pixel digest.
    public var decodesFixtures = false
    /// Counts each frame's comparisons and frame-sized digests (tests that look for work done twice); nil: none.
    var tally: CheckTally?

    /// Settings; by default the fixtures in `Fixtures` as folders of frames, a report in `output/report`, exact
    /// comparison, record mode `missing`, no overrides, each scenario's own frame selection, one job per processor,
    /// small compression, the decoder's pixel budget, the command `verify`, all scenarios and the default digest cache.
    /// They are checked when a check starts (``VerificationError/invalidSetting(_:)``).
    public init(
        fixtures: FixtureStore = FixtureStore(), reportDirectory: String? = "output/report",
        strategy: ComparisonStrategy = .exact,
        record: RecordSetting = RecordSetting(mode: .missing, source: .default),
        overrides: ScenarioOverrides = ScenarioOverrides(), keep: FrameSelection? = nil,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, queueCapacity: Int? = nil,
        compression: PNGCompression = .small, pixelBudget: Int = PNGDecoder.defaultPixelBudget,
        command: String = "verify", shard: Shard? = nil,
        digestCache: String? = FixtureDigestCache.defaultFolder
    ) {
        self.fixtures = fixtures
        self.reportDirectory = reportDirectory
        self.strategy = strategy
        self.record = record
        self.overrides = overrides
        self.keep = keep
        self.jobs = jobs
        self.queueCapacity = queueCapacity
        self.compression = compression
        self.pixelBudget = pixelBudget
        self.command = command
        self.shard = shard
        self.digestCache = digestCache
    }

    var comparison: ComparisonDescription { ComparisonDescription(strategy) }

    func validate() throws(VerificationError) {
        if let problem = RenderSettings.problem(jobs: jobs) { throw .invalidSetting(problem) }
        if let capacity = queueCapacity, capacity < jobs {
            throw .invalidSetting("the queue capacity (\(capacity)) must be at least the number of jobs (\(jobs))")
        }
        do { try overrides.validate() } catch { throw .invalidSetting(error.description) }
        guard !fixtures.root.isEmpty else { throw .invalidSetting("fixtures: the folder path is empty") }
        var status = stat()
        if stat(fixtures.root, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            throw .invalidSetting("fixtures \(fixtures.root): not a folder")
        }
        if let reportDirectory {
            guard !reportDirectory.isEmpty else { throw .invalidSetting("report: the folder path is empty") }
            try ReportFolder.checkDestination(reportDirectory)
        }
        guard lockTimeout.isFinite, lockTimeout >= 0 else {
            throw .invalidSetting("lock timeout \(lockTimeout) s: expected a number of seconds, 0 or more")
        }
    }
}

extension ComparisonDescription {
    /// How a report describes `strategy`: its metric's name, threshold and limits, all from the value itself.
    public init(_ strategy: ComparisonStrategy) {
        self.init(
            metric: strategy.name, threshold: strategy.metric.threshold, maxPixels: strategy.limits.maxPixels,
            maxShare: strategy.limits.maxShare)
    }
}
