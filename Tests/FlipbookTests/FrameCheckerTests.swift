@testable import Flipbook
import Foundation
import ImageDiff
import PNG
import TestSupport
import Testing

/// The work a failing scenario costs is bounded: every failing frame gets its numbers and its actual image (what
/// `approve` takes), and only the first ``VerifySettings/diffImagesPerScenario`` get a diff image — the same
/// frames at every thread count.
@Suite("Failing frames: numbers and actual images for all, diff images for the first few")
@MainActor
struct FrameCheckerTests {
    typealias Scratch = VerificationTests.Scratch

    @Test func onlyTheFirstDifferingFramesGetDiffImages() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        // A slower slide: frames 1…5 differ (and there is a 7th frame).
        var reports: [VerificationReport] = []
        for jobs in [1, 2] {
            var settings = scratch.settings(.never, jobs: jobs)
            settings.reportDirectory = scratch.root + "/report-\(jobs)"
            reports.append(try ScenarioVerifier(settings: settings).verify([TestScenarios.slide(duration: 0.6)]))
        }
        let scenario = try #require(reports[0].scenarios.first)
        let differing = scenario.frames.filter { $0.status == .different }.map(\.index).sorted()
        #expect(differing == [1, 2, 3, 4, 5])
        #expect(VerifySettings.defaultDiffImagesPerScenario == 3)
        for frame in scenario.frames where frame.status == .different {
            #expect(frame.actualImage != nil && frame.expectedImage != nil && frame.mismatchedPixels != nil)
            #expect((frame.diffImage != nil) == differing.prefix(3).contains(frame.index), "frame \(frame.index)")
        }
        #expect(reports[0].scenarios == reports[1].scenarios)
        let files = try filesUnder(scratch.root + "/report-1")
        #expect(
            files.keys.filter { $0.contains("/diff/") }.sorted() == (1...3).map { "test-slide/diff/frame-000\($0).png" }
        )
        // The same files, but for the pages that name their own folder.
        var other = try filesUnder(scratch.root + "/report-2")
        var same = files
        for name in ["report.html", "summary.txt"] {
            same[name] = nil
            other[name] = nil
        }
        #expect(same == other)

        // The diff image is the one the comparison paints.
        let expected = try PNGDecoder().decode(
            contentsOf: scratch.root + "/report-1/test-slide/expected/frame-0002.png")
        let actual = try PNGDecoder().decode(contentsOf: scratch.root + "/report-1/test-slide/actual/frame-0002.png")
        let diff = try PNGDecoder().decode(contentsOf: scratch.root + "/report-1/test-slide/diff/frame-0002.png")
        #expect(
            ComparisonStrategy.exact.compare(expected.image, actual.image, diffImage: .diff).diffImage == diff.image)

        // Nil: every differing frame.
        var every = scratch.settings(.never)
        every.reportDirectory = scratch.root + "/every"
        every.diffImagesPerScenario = nil
        let all = try ScenarioVerifier(settings: every).verify([TestScenarios.slide(duration: 0.6)])
        #expect(all.scenarios[0].frames.filter { $0.diffImage != nil }.map(\.index).sorted() == differing)
    }
}
