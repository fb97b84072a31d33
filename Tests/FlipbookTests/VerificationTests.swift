@testable import Flipbook
import Foundation
import ImageDiff
import PNG
import Raster
import TestSupport
import Testing
import UIKitCompat
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `ScenarioVerifier`: record modes on real renders, a one-pixel change, frame count and fps changes, reports.
@Suite("Verification: verify and record")
@MainActor
struct VerificationTests {
    /// A scratch folder with `Fixtures` and `report` inside.
    final class Scratch {
        let root = temporaryFolder("verify")
        var fixtures: String { root + "/Fixtures" }
        var report: String { root + "/report" }
        deinit { try? FileManager.default.removeItem(atPath: root) }

        func settings(
            _ mode: RecordMode, strategy: ComparisonStrategy = .exact, keep: FrameSelection? = nil,
            overrides: ScenarioOverrides = ScenarioOverrides(), jobs: Int = 2
        ) -> VerifySettings {
            VerifySettings(
                fixtures: FixtureStore(root: fixtures), reportDirectory: report, strategy: strategy,
                record: RecordSetting(mode: mode, source: .explicit), overrides: overrides, keep: keep,
                jobs: jobs, digestCache: root + "/digests")
        }

        @MainActor func verify(
            _ scenarios: [Scenario], _ mode: RecordMode, strategy: ComparisonStrategy = .exact,
            keep: FrameSelection? = nil, overrides: ScenarioOverrides = ScenarioOverrides()
        ) throws -> VerificationReport {
            try ScenarioVerifier(settings: settings(mode, strategy: strategy, keep: keep, overrides: overrides)).verify(
                scenarios)
        }
    }

    @Test func aMissingFixtureIsWrittenAndFailsThenPasses() throws {
        let scratch = Scratch()
        let slide = TestScenarios.slide()
        let first = try scratch.verify([slide], .missing)
        #expect(first.scenarios.map(\.status) == [.missing])
        #expect(first.scenarios[0].fixtureWritten)
        #expect(
            first.scenarios[0].message
                == "no fixture in \(scratch.fixtures)/test-slide; recorded it (record mode missing)")
        #expect(!first.passed)
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.fixtures + "/test-slide").sorted()
        #expect(names == (0...5).map { RenderManifest.fileName(forFrame: $0) } + ["manifest.json"])

        let second = try scratch.verify([slide], .missing)
        #expect(second.scenarios.map(\.status) == [.passed])
        #expect(second.passed)
        #expect(second.totals.framesCompared == 6)
        #expect(second.scenarios[0].frames.allSatisfy { $0.status == .identical })
        #expect(!second.scenarios[0].fixtureWritten)
    }

    @Test func neverWritesAndFailsOnAMissingFixture() throws {
        let scratch = Scratch()
        let report = try scratch.verify([TestScenarios.slide()], .never)
        #expect(report.scenarios.map(\.status) == [.missing])
        #expect(!report.scenarios[0].fixtureWritten)
        #expect(!FileManager.default.fileExists(atPath: scratch.fixtures + "/test-slide"))
        // The rendered frames are in the report for review.
        #expect(FileManager.default.fileExists(atPath: scratch.report + "/test-slide/actual/frame-0005.png"))
    }

    @Test func aOnePixelChangeIsCaughtAndNamed() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        // Change one pixel of frame 3 of the fixture.
        let path = scratch.fixtures + "/test-slide/frame-0003.png"
        var image = try PNGDecoder().decode(contentsOf: path).image
        let offset = (70 * image.width + 90) * 4
        image.pixels[offset] = image.pixels[offset] == 0 ? 9 : image.pixels[offset] - 9
        try PNGEncoder().write(image, to: path)

        let report = try scratch.verify([TestScenarios.slide()], .missing)
        let scenario = try #require(report.scenarios.first)
        #expect(scenario.status == .failed)
        #expect(scenario.failedFrames.map(\.index) == [3])
        let frame = scenario.failedFrames[0]
        #expect(frame.status == .different)
        #expect(frame.mismatchedPixels == 1)
        #expect(frame.totalPixels == 100 * 80)
        #expect(frame.maxChannelDelta == 9)
        #expect(frame.boundingBox == PixelRect(x: 90, y: 70, width: 1, height: 1))
        #expect(frame.actualImage == "test-slide/actual/frame-0003.png")
        #expect(frame.diffImage == "test-slide/diff/frame-0003.png")
        #expect(frame.expectedImage == "test-slide/expected/frame-0003.png")
        for relative in [frame.actualImage!, frame.diffImage!, frame.expectedImage!] {
            #expect(FileManager.default.fileExists(atPath: scratch.report + "/" + relative), "\(relative)")
        }
        // Mode missing keeps the existing fixture.
        #expect(!scenario.fixtureWritten)
        #expect(try PNGDecoder().decode(contentsOf: path).image == image)
        let summary = TerminalSummary(report, reportDirectory: scratch.report).text
        #expect(summary.contains("FAILED   test-slide: 1 of 6 frames differs"), "\(summary)")
        #expect(summary.contains("frame 3 (0.3 s): different (exact): 1 of 8000 pixels"), "\(summary)")
        #expect(summary.contains("largest channel delta 9"), "\(summary)")
        #expect(summary.contains("x 90…90, y 70…70 (1×1)"), "\(summary)")
    }
}

/// Record modes with existing fixtures, layout changes, errors, and the report's files.
@Suite("Verification: record modes, layouts, reports")
@MainActor
struct VerificationModeTests {
    typealias Scratch = VerificationTests.Scratch

    /// The slide with a longer animation: its frames differ from the 0.5 s slide's, and there is one more.
    static let slower = TestScenarios.slide(duration: 0.6)

    @Test func failedRewritesOnlyWhatFailedAndStillFails() throws {
        let scratch = Scratch()
        let other = TestScenarios.slide(id: "test-other")
        _ = try scratch.verify([TestScenarios.slide(), other], .all)
        let before = try filesUnder(scratch.fixtures + "/test-other")
        let report = try scratch.verify([Self.slower, other], .failed)
        #expect(report.scenarios.map(\.status) == [.passed, .failed])  // sorted by id: test-other, test-slide
        #expect(report.scenarios.map(\.fixtureWritten) == [false, true])
        #expect(try filesUnder(scratch.fixtures + "/test-other") == before)
        // Now the fixture is the slower slide's, and it passes.
        #expect(try scratch.verify([Self.slower], .never).passed)
    }

    @Test func allRewritesEverythingAndNeverPasses() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        let report = try scratch.verify([TestScenarios.slide()], .all)
        #expect(report.scenarios.map(\.status) == [.recorded])
        #expect(report.scenarios[0].fixtureWritten)
        #expect(report.scenarios[0].frames.allSatisfy { $0.status == .identical })  // compared with the old fixture
        #expect(!report.passed)
    }

    @Test func missingAndNeverKeepAFixtureThatDiffers() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        let before = try filesUnder(scratch.fixtures)
        for mode in [RecordMode.missing, .never] {
            let report = try scratch.verify([Self.slower], mode)
            #expect(report.scenarios.map(\.status) == [.failed], "\(mode)")
            #expect(!report.scenarios[0].fixtureWritten)
            #expect(try filesUnder(scratch.fixtures) == before, "\(mode)")
        }
    }

    @Test func aDifferentFrameCountIsReportedAsSuch() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        let scenario = try #require(try scratch.verify([Self.slower], .never).scenarios.first)
        #expect(scenario.status == .failed)
        #expect(
            scenario.layoutDifferences == [
                "frame count: fixture 6, rendered 7 (frames recorded, kept or not)",
                "kept frames: fixture 6 (all), rendered 7 (all); only rendered: 6",
            ])
        #expect(scenario.frames.last?.status == .missingExpected)
        #expect(scenario.expected?.frameCount == 6 && scenario.actual?.frameCount == 7)
    }

    @Test func aDifferentFrameRateIsReportedAndFramesAreNotCompared() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        let report = try scratch.verify(
            [TestScenarios.slide()], .never, overrides: ScenarioOverrides(framesPerSecond: 20))
        let scenario = try #require(report.scenarios.first)
        #expect(scenario.status == .failed)
        #expect(scenario.layoutDifferences.first == "fps: fixture 10, rendered 20")
        #expect(
            scenario.layoutDifferences.contains("frame count: fixture 6, rendered 11 (frames recorded, kept or not)"))
        #expect(scenario.frames.filter { $0.status == .notCompared }.map(\.index) == [0, 1, 2, 3, 4, 5])
        #expect(report.totals.framesCompared == 0)
        let summary = TerminalSummary(report, reportDirectory: nil).text
        #expect(
            summary.contains("FAILED   test-slide: fps: fixture 10, rendered 20; frame count: fixture 6, rendered 11"),
            "\(summary)")
    }

    @Test func anotherSizeIsASizeMismatchPerFrame() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        let scenario = try #require(
            try scratch.verify([TestScenarios.slide()], .never, overrides: ScenarioOverrides(scale: 2)).scenarios.first)
        #expect(
            scenario.layoutDifferences == [
                "frame size: fixture 100×80 pixels (test), rendered 200×160 pixels (test)"
            ])
        #expect(scenario.frames.allSatisfy { $0.status == .sizeMismatch })
        #expect(scenario.frames[0].summary == "size mismatch: expected 100×80, actual 200×160")
    }

    @Test func keepingFewerFramesRecordsFewerAndComparesThose() throws {
        let scratch = Scratch()
        let first = try scratch.verify([TestScenarios.slide()], .missing, keep: .every(2))
        #expect(first.scenarios[0].frames.map(\.index) == [0, 2, 4, 5])
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.fixtures + "/test-slide").count == 5)
        #expect(try scratch.verify([TestScenarios.slide()], .never, keep: .every(2)).passed)
        // An explicit selection other than the fixture's is said, then what it changes.
        let other = try scratch.verify([TestScenarios.slide()], .never, keep: .times([0.2])).scenarios[0]
            .layoutDifferences
        #expect(other.count == 2)
        #expect(other.first == "keep: this check keeps at 0.2 s (asked for explicitly), the fixture keeps every 2")
    }

    @Test func aScenarioThatThrowsIsAnErrorAndTheOthersAreChecked() throws {
        let scratch = Scratch()
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        let broken = Scenario(
            id: "test-broken", summary: "throws", device: TestScenarios.device, framesPerSecond: 10,
            setup: { _ in () }, actions: [.at(0, "explode") { (_: ()) in throw Boom() }])
        let report = try scratch.verify([broken, TestScenarios.slide()], .missing)
        #expect(report.scenarios.map(\.status) == [.error, .missing])
        #expect(
            report.scenarios[0].message == "scenario test-broken: an action failed: action 'explode' at 0.0 s: boom")
        #expect(report.hasErrors)
        #expect(!FileManager.default.fileExists(atPath: scratch.fixtures + "/test-broken"))
        #expect(FileManager.default.fileExists(atPath: scratch.fixtures + "/test-slide/manifest.json"))
    }

    @Test func anUnreadableFixtureFrameIsAnErrorNamingIt() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: scratch.fixtures + "/test-slide/frame-0002.png"))
        // Modes that do not rewrite differing fixtures stop at it (all and failed replace it: HostileInputTests).
        let report = try scratch.verify([TestScenarios.slide()], .missing)
        #expect(report.scenarios[0].status == .error)
        #expect(
            report.scenarios[0].message?.hasPrefix(
                "fixture frame \(scratch.fixtures)/test-slide/frame-0002.png cannot be read") == true)
        #expect(!report.scenarios[0].fixtureWritten)  // an error never records over the fixture
    }

    @Test func translucentFramesSurviveTheRoundTrip() throws {
        let scratch = Scratch()
        let translucent = Scenario(
            id: "test-translucent", summary: "half-transparent squares", device: TestScenarios.device,
            framesPerSecond: 10,
            setup: { stage in
                stage.window.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
                let square = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
                square.backgroundColor = UIColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.37)
                stage.window.addSubview(square)
                return square
            },
            actions: [.at(0, "fade") { (square: UIView) in UIView.animate(withDuration: 0.3) { square.alpha = 0.05 } }])
        _ = try scratch.verify([translucent], .all)
        let report = try scratch.verify([translucent], .never)
        #expect(report.passed, "\(report.scenarios[0].failedFrames.map(\.summary))")
    }

    @Test func jobsDoNotChangeTheReportOrTheFixtures() throws {
        let scratch = Scratch()
        let scenarios = [
            TestScenarios.slide(), TestScenarios.slide(id: "test-b", duration: 0.3), Self.slower.renamed("test-c"),
        ]
        var runs: [(VerificationReport, [String: [UInt8]], [String: [UInt8]])] = []
        for jobs in [1, 3] {
            try? FileManager.default.removeItem(atPath: scratch.fixtures)
            let report = try ScenarioVerifier(settings: scratch.settings(.missing, jobs: jobs)).verify(scenarios)
            runs.append((report, try filesUnder(scratch.fixtures), try filesUnder(scratch.report)))
        }
        #expect(runs[0].0 == runs[1].0)
        #expect(runs[0].1 == runs[1].1)
        #expect(runs[0].2 == runs[1].2)
        // The marker and report files, every frame's actual image, a filmstrip per scenario.
        #expect(runs[0].2.count == 5 + 17 + 3)
    }

    @Test func theSummaryTellsNewFixturesFromFixturesRecordedAgain() throws {
        let scratch = Scratch()
        let first = TerminalSummary(try scratch.verify([TestScenarios.slide()], .all), reportDirectory: nil).text
        #expect(
            first.contains("0 passed, 0 failed, 1 missing (1 recorded as new), 0 re-recorded, 0 errors; 1 fixture"),
            "\(first)")
        let never = TerminalSummary(
            try scratch.verify([TestScenarios.slide(), TestScenarios.slide(id: "test-new")], .never),
            reportDirectory: nil
        ).text
        #expect(never.contains("1 passed, 0 failed, 1 missing, 0 re-recorded, 0 errors"), "\(never)")
        let again = TerminalSummary(try scratch.verify([TestScenarios.slide()], .all), reportDirectory: nil).text
        #expect(again.contains("0 passed, 0 failed, 0 missing, 1 re-recorded, 0 errors; 1 fixture written"), "\(again)")
    }

    @Test func theReportFolderHoldsJSONJUnitAndSummary() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        let report = try scratch.verify([Self.slower, TestScenarios.slide(id: "test-new")], .never)
        let bytes = try #require(FileManager.default.contents(atPath: scratch.report + "/report.json"))
        #expect(try VerificationReport.decode(Array(bytes)) == report)
        let json = String(decoding: bytes, as: UTF8.self)
        for key in [
            "\"mismatched_pixels\"", "\"layout_differences\"", "\"fixture_written\"", "\"frames_compared\"",
            "\"record\"",
        ] {
            #expect(json.contains(key), "\(key)")
        }
        let summary = try String(contentsOfFile: scratch.report + "/summary.txt", encoding: .utf8)
        #expect(summary == TerminalSummary(report, reportDirectory: scratch.report).text)
        #expect(summary.split(separator: "\n").count <= 24)

        let xml = try #require(FileManager.default.contents(atPath: scratch.report + "/junit.xml"))
        let cases = try JUnitCases(xml)
        #expect(cases.names == ["test-new", "test-slide"])
        #expect(cases.failures.count == 2)
        #expect(cases.failures[1].contains("frame count: fixture 6, rendered 7"))
        #expect(cases.failureBodies[1].contains("frame 1 (0.1 s): different (exact)"))
        // A second run replaces the folder: nothing of the first is left.
        _ = try scratch.verify([TestScenarios.slide()], .never)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.report).sorted()
                == [".flipbook-report", "junit.xml", "report.html", "report.json", "summary.txt"])
    }

    @Test func junitEscapesWhatXMLForbids() throws {
        var scenario = ScenarioReport(
            id: "test-x", summary: "s", status: .error, fixtureWritten: false, fixture: "F/test-x",
            expected: nil, actual: nil, layoutDifferences: [], message: "a <b> & \"c\" \u{1} 'd'", frames: [])
        scenario.summary = "x"
        let report = VerificationReport(
            command: "verify", fixtures: "F", comparison: ComparisonDescription(metric: "exact"),
            record: RecordSetting(mode: .never, source: .continuousIntegration), shard: nil,
            scenarios: [scenario])
        let cases = try JUnitCases(Data(JUnitReport(report).xml.utf8))
        #expect(cases.errors == ["a <b> & \"c\" \u{FFFD} 'd'"])
    }

    @Test func mergingShardReportsGivesTheWholeRunsReport() throws {
        let scratch = Scratch()
        let scenarios = (0..<5).map {
            TestScenarios.slide(id: ScenarioID(stringLiteral: "test-\($0)"), duration: 0.2 + 0.1 * Double($0))
        }
        _ = try scratch.verify(scenarios, .all)
        var changed = scenarios
        changed[3] = TestScenarios.slide(id: "test-3", duration: 0.55)  // fails
        var whole = scratch.settings(.never)
        whole.reportDirectory = scratch.root + "/whole"
        let expected = try ScenarioVerifier(settings: whole).verify(changed)
        var folders: [String] = []
        for index in 1...2 {
            var settings = scratch.settings(.never)
            settings.shard = try Shard(index: index, count: 2)
            settings.reportDirectory = scratch.root + "/shard-\(index)"
            _ = try ScenarioVerifier(settings: settings).verify(settings.shard!.select(changed))
            folders.append(settings.reportDirectory!)
        }
        let merged = try ReportMerger.merge(folders, into: scratch.root + "/merged")
        #expect(merged == expected)
        var mergedFiles = try filesUnder(scratch.root + "/merged"), wholeFiles = try filesUnder(scratch.root + "/whole")
        #expect(
            mergedFiles.removeValue(forKey: "summary.txt") != nil
                && wholeFiles.removeValue(forKey: "summary.txt") != nil)
        // report.html names its own folder in the approve commands it shows; the rest is the same.
        func page(_ files: [String: [UInt8]], _ folder: String) -> String {
            String(decoding: files["report.html"] ?? [], as: UTF8.self).replacingOccurrences(of: folder, with: "REPORT")
        }
        #expect(page(mergedFiles, scratch.root + "/merged") == page(wholeFiles, scratch.root + "/whole"))
        #expect(page(mergedFiles, scratch.root + "/merged").contains("approve REPORT test-3"))
        mergedFiles["report.html"] = nil
        wholeFiles["report.html"] = nil
        #expect(mergedFiles == wholeFiles)
        #expect(mergedFiles.keys.contains("test-3/diff/frame-0002.png"))

        // The same shard twice is refused, naming the scenario and both folders.
        #expect(throws: VerificationError.invalidSetting("scenario test-1 is in both \(folders[1]) and \(folders[1])"))
        {
            try ReportMerger.merge([folders[1], folders[1]], into: scratch.root + "/bad")
        }
        #expect(
            throws: VerificationError.unreadableReport(
                scratch.root + "/nothing/report.json",
                "missing (is \(scratch.root)/nothing a report folder?)")
        ) {
            try ReportMerger.merge([scratch.root + "/nothing"], into: scratch.root + "/bad")
        }
    }
}

extension Scenario {
    func renamed(_ id: ScenarioID) -> Scenario {
        var copy = self
        copy.id = id
        return copy
    }
}

@Suite("The report describes the comparison from the strategy itself")
struct ComparisonDescriptionTests {
    @Test("pixelmatch's threshold and the limits reach the report without being passed twice")
    func thresholdTravelsWithTheStrategy() {
        let settings = VerifySettings(strategy: .pixelmatch(threshold: 0.2, limits: DifferenceLimits(maxPixels: 5)))
        #expect(settings.comparison == ComparisonDescription(metric: "pixelmatch", threshold: 0.2, maxPixels: 5))
        #expect(VerifySettings(strategy: .exact).comparison == ComparisonDescription(metric: "exact"))
    }
}
