import Flipbook
import Foundation
import ImageDiff

/// What one `assertTransition` call checked, and where its files are.
public struct TransitionCheck: Sendable {
    /// The scenario's part of the report: status, layout differences, every frame with its numbers.
    public var scenario: ScenarioReport
    /// The report folder (`report.json`, `junit.xml`, the images of failing frames).
    public var reportDirectory: String
    /// The record mode in force and where it came from.
    public var record: RecordSetting
    /// The command that makes the actual frames the fixture, run from the package's root, as `report.html`
    /// shows it (``ApproveCommandLine``); nil when there is nothing to approve.
    public var approveCommand: String?

    /// A check's result from its parts: the scenario's report, the report folder, the record mode and the
    /// approve command.
    public init(
        scenario: ScenarioReport, reportDirectory: String, record: RecordSetting, approveCommand: String? = nil
    ) {
        self.scenario = scenario
        self.reportDirectory = reportDirectory
        self.record = record
        self.approveCommand = approveCommand
    }

    /// True when the frames matched the fixture (nothing failed, was missing or was recorded).
    public var passed: Bool { scenario.status == .passed }

    /// The absolute path of a report image (`FrameReport.actualImage`, `.diffImage`, `.expectedImage`).
    public func path(of relative: String?) -> String? {
        relative.map { reportDirectory + "/" + $0 }
    }

    /// The failure message: what happened, the failing frames as runs ("frames 3–15, 0.05–0.25 s"), the
    /// numbers of up to `frameLimit` of them (none without a fixture) with the paths of their actual, diff and
    /// expected images, how many differing frames were only counted (past the first few, which are measured in
    /// full: ``VerifySettings/diffImagesPerScenario``), the report's path and the command that approves the
    /// change. Each thing is said once.
    public func message(frameLimit: Int = 3) -> String {
        let headline = TerminalSummary.headline(of: scenario)
        let mode = "record mode \(record)"
        var lines = ["\(scenario.id): \(headline)" + (headline.contains(mode) ? "" : " (\(mode))")]
        let failed = scenario.failedFrames.sorted { $0.index < $1.index }
        if !failed.isEmpty { lines.append("  not passed: " + Self.runs(of: failed, among: scenario.frames)) }
        // Without a fixture every frame says "no fixture": the headline says it once.
        let detailed = scenario.status == .missing ? 0 : frameLimit
        for frame in failed.prefix(detailed) {
            lines.append("  frame \(frame.index) (\(Self.seconds(frame.time)) s): \(frame.summary)")
            if let actual = path(of: frame.actualImage) { lines.append("    actual:   \(actual)") }
            if let diff = path(of: frame.diffImage) { lines.append("    diff:     \(diff)") }
            if let expected = frame.fixtureFile { lines.append("    expected: \(expected)") }
        }
        if failed.count > detailed, detailed > 0 {
            let more = failed.count - detailed
            lines.append("  … and \(more) more \(more == 1 ? "frame" : "frames") in the report")
        }
        // Past the first few, a differing frame is only counted, or only decided when one differing pixel decides
        // (VerifySettings.diffImagesPerScenario).
        let counted = failed.count {
            $0.summary.hasSuffix(ImageComparison.countedOnlySuffix)
                || $0.summary.hasSuffix(FrameReport.notCountedSuffix)
        }
        if counted > 0 {
            let measured = failed.count { $0.status == .different } - counted
            lines.append(
                "  measured in full (statistics, diff and expected images): "
                    + (measured == 1 ? "the first differing frame; " : "the first \(measured) differing frames; ")
                    + (counted == 1 ? "1 more differing frame is" : "\(counted) more differing frames are")
                    + " only counted, or only decided under exact comparison (approve paints them again)")
        }
        lines.append("  report: \(reportDirectory)/\(HTMLReport.fileName)")
        if let approveCommand { lines.append("  to approve: \(approveCommand)") }
        return lines.joined(separator: "\n")
    }

    /// Frames as runs of frames that follow one another among the checked frames `all` (every kept frame,
    /// so with every 3rd frame kept, 3, 6 and 9 are one run): `frames 3–15, 0.05–0.25 s; frame 21, 0.35 s`.
    static func runs(of frames: [FrameReport], among all: [FrameReport]) -> String {
        let order = all.map(\.index).sorted()
        var position: [Int: Int] = [:]
        for (offset, index) in order.enumerated() { position[index] = offset }
        var runs: [(first: FrameReport, last: FrameReport)] = []
        for frame in frames {
            if let last = runs.last?.last, let here = position[frame.index], let before = position[last.index],
                here == before + 1
            {
                runs[runs.count - 1].last = frame
            } else {
                runs.append((frame, frame))
            }
        }
        return runs.map { run in
            run.first.index == run.last.index
                ? "frame \(run.first.index), \(Self.seconds(run.first.time)) s"
                : "frames \(run.first.index)–\(run.last.index), "
                    + "\(Self.seconds(run.first.time))–\(Self.seconds(run.last.time)) s"
        }.joined(separator: "; ")
    }

    /// A time to the millisecond, without trailing zeros.
    static func seconds(_ time: Double) -> String {
        var text = String(format: "%.3f", time)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// The images worth attaching to a failure: actual and diff of up to `limit` failing frames.
    public func attachments(limit: Int = 3) -> [(name: String, path: String)] {
        var result: [(String, String)] = []
        for frame in scenario.failedFrames.prefix(limit) {
            let name = "\(scenario.id)-frame-\(frame.index)"
            if let actual = path(of: frame.actualImage) { result.append(("\(name)-actual.png", actual)) }
            if let diff = path(of: frame.diffImage) { result.append(("\(name)-diff.png", diff)) }
        }
        return result
    }
}

/// Finds fixtures and reports for a test: relative paths are taken from the package's root — the nearest
/// folder above the test file that holds `Package.swift` — so tests find them whatever the working directory.
enum TestPaths {
    static func packageRoot(of filePath: String) -> String {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
            url = url.deletingLastPathComponent()
        }
        return FileManager.default.currentDirectoryPath
    }

    static func resolve(_ path: String, root: String) -> String {
        path.hasPrefix("/") ? path : root + "/" + path
    }

    /// The environment variable naming where failure artifacts (reports and images) go: absolute, or
    /// relative to the package's root. Without it, `output/test-reports`.
    static let artifactsVariable = "FLIPBOOK_ARTIFACTS"

    /// How report.html's approve command is run from the package's root, where `swift test` runs: through the
    /// plugin, which builds and runs the package's own executable over `FlipbookCLI` (a test cannot know that
    /// executable's name), or `$FLIPBOOK_PROGRAM`; naming the report folder as given (relative to the root).
    static func approveInvocation(reportFolder: String, environment: [String: String]) -> ApproveInvocation {
        let program = environment[ApproveInvocation.environmentVariable].flatMap {
            $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0
        }
        return ApproveInvocation(program: program ?? ApproveInvocation.pluginProgram, reportFolder: reportFolder)
    }

    /// Where reports go: `reports` when given, else `$FLIPBOOK_ARTIFACTS`, else `output/test-reports`.
    static func reportsFolder(_ reports: String?, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        if let reports { return reports }
        if let variable = environment[artifactsVariable], !variable.isEmpty { return variable }
        return "output/test-reports"
    }
}

/// The check behind
/// ``assertTransition(_:fixtures:fixtureFormat:record:strategy:keep:reports:fileID:filePath:line:column:)``, without
/// reporting anything to a test framework: for your own reporting, or to measure it.
///
/// The scenario is checked through ``ScenarioVerifier`` against `<fixtures>/<id>/` (or `<fixtures>/<id>.png`),
/// with its report in `<reports>/<id>/` — `report.json` and the images of what failed (`actual/`, `diff/`,
/// `expected/`) in that folder itself. Relative paths are taken from the package's root, found above
/// `filePath`. `reports` nil means `$FLIPBOOK_ARTIFACTS` (from `environment`) when that variable is set, else
/// `output/test-reports`.
///
/// - Throws: when the check itself cannot run (bad settings, an unwritable folder).
@MainActor
public func checkTransition(
    _ scenario: Scenario, fixtures: String = "Fixtures", fixtureFormat: FixtureFormat = .frames,
    record: RecordMode? = nil, strategy: ComparisonStrategy = .exact, keep: FrameSelection? = nil,
    reports: String? = nil, filePath: String = #filePath,
    environment: [String: String] = ProcessInfo.processInfo.environment
) throws -> TransitionCheck {
    let root = TestPaths.packageRoot(of: filePath)
    let setting = try RecordSetting.resolve(explicit: record, environment: environment)
    let reportsSetting = TestPaths.reportsFolder(reports, environment: environment)
    let reportsFolder = TestPaths.resolve(reportsSetting, root: root)
    // A CI job's FLIPBOOK_ARTIFACTS naming a file was "cannot write to X: cannot create the folder: X is not a
    // folder", without the variable that chose X.
    if reports == nil, let variable = environment[TestPaths.artifactsVariable], !variable.isEmpty {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: reportsFolder, isDirectory: &isFolder), !isFolder.boolValue {
            throw VerificationError.invalidSetting(
                "\(TestPaths.artifactsVariable)=\(variable): \(reportsFolder) is not a folder (failure reports go in "
                    + "<folder>/<id>/)")
        }
    }
    let reportDirectory = reportsFolder + "/" + scenario.id.rawValue
    var settings = VerifySettings(
        fixtures: FixtureStore(root: TestPaths.resolve(fixtures, root: root), format: fixtureFormat),
        reportDirectory: reportDirectory,
        strategy: strategy, record: setting, keep: keep, command: "assertTransition")
    settings.reportLayout = .oneScenario
    // As `flipbook approve`, run in the package's root, names them.
    settings.reportedFixtures = fixtures
    settings.approve = TestPaths.approveInvocation(
        reportFolder: reportsSetting + "/" + scenario.id.rawValue, environment: environment)
    let report = try ScenarioVerifier(settings: settings).verify([scenario])
    guard let scenarioReport = report.scenarios.first else {
        throw VerificationError.invalidSetting("the check of \(scenario.id) produced no result")
    }
    let approveCommand = ApproveCommandLine.command(
        for: scenarioReport, in: report, reportFolder: settings.approve.reportFolder ?? reportDirectory,
        program: settings.approve.program)
    return TransitionCheck(
        scenario: scenarioReport, reportDirectory: reportDirectory, record: setting, approveCommand: approveCommand)
}
