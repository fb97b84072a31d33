import Flipbook
import FlipbookTesting
import Foundation
import ImageDiff
import PNG
import Testing

/// `assertTransition` under Swift Testing: record modes, a failure's message with numbers and image paths,
/// strategies.
@Suite("assertTransition (Swift Testing)")
@MainActor
struct AssertTransitionTests {
    @Test func aMissingFixtureIsRecordedAndFailsThenPasses() throws {
        let folder = TestingScenarios.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        withKnownIssue {
            assertTransition(
                TestingScenarios.growingBar(), fixtures: folder + "/Fixtures", record: .missing,
                reports: folder + "/reports")
        } matching: { issue in
            // Said once: the record mode is not repeated after the message that names it.
            "\(issue)".contains(
                "testing-bar: no fixture in \(folder)/Fixtures/testing-bar; recorded it (record mode missing)\n")
                // Every frame has no fixture: said once, not per frame.
                && !"\(issue)".contains("frame 0 (0 s): no fixture")
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/Fixtures/testing-bar/manifest.json"))
        let check = assertTransition(
            TestingScenarios.growingBar(), fixtures: folder + "/Fixtures", record: .never,
            reports: folder + "/reports")
        #expect(check?.passed == true)
        #expect(check?.scenario.frames.count == 5)
    }

    @Test func neverRecordsNothingAndFails() throws {
        let folder = TestingScenarios.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        withKnownIssue {
            assertTransition(
                TestingScenarios.growingBar(), fixtures: folder + "/Fixtures", record: .never,
                reports: folder + "/reports")
        } matching: { issue in
            "\(issue)".contains("not recorded (record mode never)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/Fixtures/testing-bar"))
    }

    @Test func aFailureCarriesTheNumbersAndThePathsOfTheImages() throws {
        let folder = TestingScenarios.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixtures = folder + "/Fixtures"
        withKnownIssue {
            assertTransition(
                TestingScenarios.growingBar(), fixtures: fixtures, record: .all, reports: folder + "/reports")
        }
        // A bar that grows to 49 points: frames 1…4 differ.
        let changed = TestingScenarios.growingBar(width: 49)
        let captured = Captured()
        withKnownIssue {
            let check = assertTransition(changed, fixtures: fixtures, record: .never, reports: folder + "/reports")
            #expect(check?.scenario.failedFrames.map(\.index) == [1, 2, 3, 4])
            // The first three failing frames in full: actual and diff images. The fourth only decided: its actual
            // frame as a digest (approve paints it again), no image.
            for frame in check?.scenario.failedFrames ?? [] where frame.index < 4 {
                for path in [check?.path(of: frame.actualImage), check?.path(of: frame.diffImage)] {
                    #expect(
                        path.map { FileManager.default.fileExists(atPath: $0) } == true, "\(String(describing: path))")
                }
            }
            let fourth = check?.scenario.frames.first { $0.index == 4 }
            #expect(fourth?.diffImage == nil && fourth?.actualImage == nil && fourth?.actualDigest?.count == 32)
            // Exact comparison: its first differing pixel decides, nothing is counted.
            #expect(fourth?.summary.hasSuffix(FrameReport.notCountedSuffix) == true)
        } matching: { issue in
            captured.text = "\(issue)"
            return captured.text.contains("testing-bar: 4 of 5 frames differ")
        }
        let message = captured.text
        #expect(message.contains("\n  not passed: frames 1–4, 0.1–0.4 s\n"), "\(message)")
        #expect(message.contains("frame 3 (0.3 s): different (exact):"), "\(message)")
        #expect(message.contains("  … and 1 more frame in the report"), "\(message)")
        #expect(
            message.contains(
                "  measured in full (statistics, diff and expected images): the first 3 differing frames; 1 more "
                    + "differing frame is only counted, or only decided under exact comparison "
                    + "(approve paints them again)"),
            "\(message)")
        #expect(!message.contains("frame 4 (0.4 s)"), "\(message)")
        #expect(message.contains("largest channel delta"), "\(message)")
        #expect(message.contains("x 44…44, y 15…24 (1×10)"), "\(message)")
        // The report folder is the scenario's own: its images are in it, not in a folder named by the id again.
        #expect(message.contains("actual:   \(folder)/reports/testing-bar/actual/frame-0003.png"), "\(message)")
        #expect(message.contains("diff:     \(folder)/reports/testing-bar/diff/frame-0003.png"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/reports/testing-bar/testing-bar"))
        #expect(message.contains("expected: \(fixtures)/testing-bar/frame-0003.png"), "\(message)")
        #expect(message.contains("report: \(folder)/reports/testing-bar/report.html"), "\(message)")
        #expect(
            message.hasSuffix(
                "\n  to approve: swift package --allow-writing-to-package-directory flipbook approve "
                    + "\(folder)/reports/testing-bar testing-bar --fixtures \(fixtures) --fps 10"), "\(message)")
    }

    /// The approve command a failure shows (in its message and in report.html) is the one that works from the
    /// package's root, where `swift test` runs: the plugin's form (a test cannot know the package's executable)
    /// naming the report folder as it was given, or the program `$FLIPBOOK_PROGRAM` names.
    @Test func theApproveCommandIsTheOneThatWorksInThePackage() throws {
        let folder = TestingScenarios.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixtures = folder + "/Fixtures"
        let id = try ScenarioID(validating: "testing-approve-\(UInt32.random(in: 0...UInt32.max))")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        defer { try? FileManager.default.removeItem(atPath: root + "/output/test-approve/" + id.rawValue) }
        _ = try checkTransition(
            TestingScenarios.growingBar(id: id), fixtures: fixtures, record: .all, reports: folder + "/r")
        let changed = TestingScenarios.growingBar(id: id, width: 49)
        for (environment, program) in [
            ([:], "swift package --allow-writing-to-package-directory flipbook"),
            (["FLIPBOOK_PROGRAM": "swift run card-flipbook"], "swift run card-flipbook"),
        ] {
            let check = try checkTransition(
                changed, fixtures: fixtures, record: .never, reports: "output/test-approve",
                environment: environment)
            let command =
                "\(program) approve output/test-approve/\(id) \(id) --fixtures \(fixtures) --fps 10"
            #expect(check.approveCommand == command)
            #expect(check.message().hasSuffix("\n  to approve: " + command), "\(check.message())")
            let html = try String(contentsOfFile: check.reportDirectory + "/report.html", encoding: .utf8)
            #expect(html.contains("<code class=\"approve-command\">\(command)</code>"), "\(html)")
        }
        let passing = try checkTransition(
            TestingScenarios.growingBar(id: id), fixtures: fixtures, record: .never, reports: "output/test-approve")
        #expect(passing.passed && passing.approveCommand == nil)
        #expect(!passing.message().contains("to approve"))
    }

    @Test func aStrategyWithToleranceAcceptsWhatItCovers() throws {
        let folder = TestingScenarios.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixtures = folder + "/Fixtures"
        withKnownIssue {
            assertTransition(
                TestingScenarios.growingBar(), fixtures: fixtures, record: .missing, reports: folder + "/r")
        }
        // Darken one pixel of the last frame by 6 levels.
        let path = fixtures + "/testing-bar/frame-0004.png"
        var image = try PNGDecoder().decode(contentsOf: path).image
        image.pixels[4 * (2 * image.width + 2)] -= 6
        try PNGEncoder().write(image, to: path)
        withKnownIssue {
            assertTransition(TestingScenarios.growingBar(), fixtures: fixtures, record: .never, reports: folder + "/r")
        } matching: {
            "\($0)".contains("frame 4 (0.4 s): different (exact): 1 of 2400 pixels")
        }
        #expect(
            assertTransition(
                TestingScenarios.growingBar(), fixtures: fixtures, record: .never,
                strategy: .channelTolerance(6), reports: folder + "/r")?.passed == true)
        #expect(
            assertTransition(
                TestingScenarios.growingBar(), fixtures: fixtures, record: .never,
                strategy: .exact.limited(to: DifferenceLimits(maxPixels: 1)), reports: folder + "/r")?.passed == true)
        withKnownIssue {
            assertTransition(
                TestingScenarios.growingBar(), fixtures: fixtures, record: .never,
                strategy: .channelTolerance(5), reports: folder + "/r")
        } matching: {
            "\($0)".contains("different (channel)")
        }
        // Record mode failed rewrites it; then exact passes again.
        withKnownIssue {
            assertTransition(TestingScenarios.growingBar(), fixtures: fixtures, record: .failed, reports: folder + "/r")
        } matching: {
            "\($0)".contains("recorded the new frames")
        }
        #expect(
            assertTransition(TestingScenarios.growingBar(), fixtures: fixtures, record: .never, reports: folder + "/r")?
                .passed == true)
    }

    /// `FLIPBOOK_ARTIFACTS` moves the failure artifacts — an absolute folder as it is, a relative one from the
    /// package's root — and an explicit `reports` wins over it.
    @Test func failureArtifactsGoWhereFlipbookArtifactsSays() throws {
        let folder = TestingScenarios.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixtures = folder + "/Fixtures"
        _ = try checkTransition(TestingScenarios.growingBar(), fixtures: fixtures, record: .all, reports: folder + "/r")
        let changed = TestingScenarios.growingBar(width: 49)
        let absolute = try checkTransition(
            changed, fixtures: fixtures, record: .never, environment: ["FLIPBOOK_ARTIFACTS": folder + "/artifacts"])
        #expect(!absolute.passed)
        #expect(absolute.reportDirectory == folder + "/artifacts/testing-bar")
        for name in ["report.json", "report.html", "actual/frame-0001.png", "diff/frame-0001.png"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/artifacts/testing-bar/" + name), "\(name)")
        }
        let report = try VerificationReport.decode(
            Array(try #require(FileManager.default.contents(atPath: folder + "/artifacts/testing-bar/report.json"))))
        #expect(report.layout == .oneScenario)
        #expect(report.scenarios.first?.failedFrames.first?.actualImage == "actual/frame-0001.png")

        let explicit = try checkTransition(
            changed, fixtures: fixtures, record: .never, reports: folder + "/mine",
            environment: ["FLIPBOOK_ARTIFACTS": folder + "/artifacts"])
        #expect(explicit.reportDirectory == folder + "/mine/testing-bar")

        // Relative: from the package's root (found above this file), as CI jobs name an upload folder.
        let id = try ScenarioID(validating: "testing-artifacts-\(UInt32.random(in: 0...UInt32.max))")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        defer { try? FileManager.default.removeItem(atPath: root + "/output/test-artifacts/" + id.rawValue) }
        let relative = try checkTransition(
            TestingScenarios.growingBar(id: id, width: 49), fixtures: fixtures, record: .never,
            environment: ["FLIPBOOK_ARTIFACTS": "output/test-artifacts"])
        #expect(relative.reportDirectory == root + "/output/test-artifacts/\(id)")
        #expect(FileManager.default.fileExists(atPath: relative.reportDirectory + "/report.json"))
    }

    @Test func relativeFixturesAreFoundFromThePackageRoot() throws {
        let id = try ScenarioID(validating: "testing-relative-\(UInt32.random(in: 0...UInt32.max))")
        let relative = "output/test-fixtures"
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        defer { try? FileManager.default.removeItem(atPath: root + "/" + relative + "/" + id.rawValue) }
        withKnownIssue {
            assertTransition(TestingScenarios.growingBar(id: id), fixtures: relative, record: .missing)
        }
        #expect(FileManager.default.fileExists(atPath: root + "/\(relative)/\(id)/manifest.json"))
        #expect(FileManager.default.fileExists(atPath: root + "/output/test-reports/\(id)/report.json"))
        try? FileManager.default.removeItem(atPath: root + "/output/test-reports/\(id)")
    }
}

/// An issue's text, kept for checks after `withKnownIssue`.
final class Captured: @unchecked Sendable {
    var text = ""
}
