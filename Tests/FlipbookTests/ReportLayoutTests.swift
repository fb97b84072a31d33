@testable import Flipbook
import Foundation
import TestSupport
import Testing

/// A report of one scenario (`assertTransition`'s `<reports>/<id>/`) keeps its images in its own folder, not in
/// a folder named by the id again; merge-reports and approve read it, and reports written before the layout
/// was named (no `layout` key) are read as they were.
@Suite("Report layouts: a folder per scenario, or one scenario's own folder")
@MainActor
struct ReportLayoutTests {
    typealias Scratch = VerificationTests.Scratch

    /// Checks `scenarios` (failing: the fixture was recorded from the 0.5 s slide) into `folder`, each alone
    /// in a one-scenario report `<folder>/<id>` when `alone`.
    static func check(
        _ scenarios: [Scenario], _ scratch: Scratch, into folder: String, alone: Bool
    ) throws -> [VerificationReport] {
        guard alone else {
            var settings = scratch.settings(.never)
            settings.reportDirectory = folder
            return [try ScenarioVerifier(settings: settings).verify(scenarios)]
        }
        return try scenarios.map { scenario in
            var settings = scratch.settings(.never)
            settings.reportDirectory = folder + "/" + scenario.id.rawValue
            settings.reportLayout = .oneScenario
            return try ScenarioVerifier(settings: settings).verify([scenario])
        }
    }

    static let recorded = [TestScenarios.slide(), TestScenarios.slide(id: "test-other")]
    static let changed = [TestScenarios.slide(duration: 0.6), TestScenarios.slide(id: "test-other", duration: 0.45)]

    @Test func aOneScenarioReportKeepsItsImagesInItsOwnFolder() throws {
        let scratch = Scratch()
        _ = try scratch.verify(Self.recorded, .all)
        let reports = try Self.check([Self.changed[1]], scratch, into: scratch.root + "/tests", alone: true)
        let frame = try #require(reports[0].scenarios.first?.failedFrames.first)
        #expect(frame.actualImage == "actual/frame-0001.png")
        #expect(frame.diffImage == "diff/frame-0001.png")
        #expect(frame.expectedImage == "expected/frame-0001.png")
        let files = try filesUnder(scratch.root + "/tests/test-other").keys
        #expect(files.contains("filmstrip.png"))
        #expect(files.contains("actual/frame-0001.png"))
        #expect(!files.contains { $0.hasPrefix("test-other/") }, "\(files.sorted())")
        let json = try String(contentsOfFile: scratch.root + "/tests/test-other/report.json", encoding: .utf8)
        #expect(json.contains("\"layout\" : \"one-scenario\""))
        // The page shows the images where they are.
        let page = try String(contentsOfFile: scratch.root + "/tests/test-other/report.html", encoding: .utf8)
        #expect(page.contains("\"actual/frame-0001.png\""))
        #expect(page.contains("\"filmstrip.png\""))

        var settings = scratch.settings(.never)
        settings.reportLayout = .oneScenario
        #expect(
            throws: VerificationError.invalidSetting(
                "a report of one scenario (layout one-scenario) cannot hold 2 scenarios")
        ) {
            try ScenarioVerifier(settings: settings).verify(Self.changed)
        }
    }

    /// One-scenario reports merge into the report a single check of all of them writes.
    @Test func oneScenarioReportsMergeIntoTheWholeRunsReport() throws {
        let scratch = Scratch()
        _ = try scratch.verify(Self.recorded, .all)
        let whole = try Self.check(Self.changed, scratch, into: scratch.root + "/whole", alone: false)[0]
        _ = try Self.check(Self.changed, scratch, into: scratch.root + "/tests", alone: true)
        let merged = try ReportMerger.merge(
            Self.changed.map { scratch.root + "/tests/" + $0.id.rawValue }, into: scratch.root + "/merged")
        #expect(merged == whole)
        #expect(merged.layout == .perScenario)
        var mergedFiles = try filesUnder(scratch.root + "/merged"), wholeFiles = try filesUnder(scratch.root + "/whole")
        for name in ["summary.txt", "report.html"] {
            mergedFiles[name] = nil
            wholeFiles[name] = nil
        }
        #expect(mergedFiles == wholeFiles)
        #expect(mergedFiles.keys.contains("test-other/diff/frame-0001.png"))

        // A one-scenario report naming an image by the other layout's path is refused, naming the path it
        // should have.
        let folder = scratch.root + "/tests/test-other"
        var tampered = try VerificationReport.decode(
            Array(try #require(FileManager.default.contents(atPath: folder + "/report.json"))))
        let first = try #require(tampered.scenarios[0].frames.firstIndex { $0.index == 1 })
        tampered.scenarios[0].frames[first].actualImage = "test-other/actual/frame-0001.png"
        try Data(try tampered.encoded()).write(to: URL(fileURLWithPath: folder + "/report.json"))
        #expect(
            throws: VerificationError.unreadableReport(
                folder + "/report.json",
                "scenario test-other frame 1: actual_image is \"test-other/actual/frame-0001.png\"; "
                    + "a report names it actual/frame-0001.png")
        ) {
            try ReportMerger.merge([folder], into: scratch.root + "/bad")
        }
    }

    /// A report written before `layout` existed has a folder per scenario — as `assertTransition`'s did, with
    /// the id twice — and is still merged and approved.
    @Test func aReportWithoutALayoutIsReadAsAFolderPerScenario() throws {
        let scratch = Scratch()
        _ = try scratch.verify(Self.recorded, .all)
        let report = try Self.check([Self.changed[1]], scratch, into: scratch.report, alone: false)[0]
        let path = scratch.report + "/report.json"
        let json = try String(contentsOfFile: path, encoding: .utf8)
        #expect(json.contains("  \"layout\" : \"per-scenario\",\n"))
        try json.replacingOccurrences(of: "  \"layout\" : \"per-scenario\",\n", with: "")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let old = try VerificationReport.decode(Array(try #require(FileManager.default.contents(atPath: path))))
        #expect(old == report)
        let merged = try ReportMerger.merge([scratch.report], into: scratch.root + "/merged")
        #expect(merged.scenarios == report.scenarios)

        let approval = ReportApproval(
            report: scratch.report, fixtures: FixtureStore(root: scratch.fixtures),
            comparison: ComparisonDescription(metric: "exact"))
        let plan = try approval.plan(old.scenarios[0], in: try approval.readReport(), source: Self.changed[1])
        #expect(plan.approvedFrames == old.scenarios[0].failedFrames.count)
        #expect(plan.sources.contains(scratch.report + "/test-other/actual/frame-0001.png"))
    }

    @Test func aOneScenarioReportIsApprovedFromItsOwnFolder() throws {
        let scratch = Scratch()
        _ = try scratch.verify(Self.recorded, .all)
        let report = try Self.check([Self.changed[1]], scratch, into: scratch.root + "/tests", alone: true)[0]
        let approval = ReportApproval(
            report: scratch.root + "/tests/test-other", fixtures: FixtureStore(root: scratch.fixtures),
            comparison: ComparisonDescription(metric: "exact"))
        let read = try approval.readReport()
        #expect(read == report)
        let plan = try approval.plan(read.scenarios[0], in: read, source: Self.changed[1])
        #expect(plan.approvedFrames == report.scenarios[0].failedFrames.count)
        #expect(plan.sources.contains(scratch.root + "/tests/test-other/actual/frame-0001.png"))
        try approval.write(plan)
        let again = try Self.check([Self.changed[1]], scratch, into: scratch.root + "/again", alone: true)[0]
        #expect(again.passed)
    }
}
